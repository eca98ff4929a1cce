"""Full-text search: English stems, Chinese characters and pairs, and the migration that re-indexes."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory
from jiyi._text import fts_document, fts_query, query_terms, without_speakers
from jiyi.embedders import USEEmbedder
from jiyi.store import SQLiteStore

from .conftest import T0


def _reopened_before(path: Path, migration: str, memory_body: str, message_body: str) -> SQLiteStore:
    """The file as an older jiyi wrote it: these full-text bodies, `migration` not applied; then reopened."""
    db = sqlite3.connect(path)
    db.execute("UPDATE memories_fts SET body = ?", (memory_body,))
    db.execute("UPDATE messages_fts SET body = ?", (message_body,))
    db.execute("DELETE FROM migrations WHERE name = ?", (migration,))
    db.commit()
    db.close()
    return SQLiteStore(path, now=T0)


def test_english_words_are_stemmed_in_documents_and_queries() -> None:
    assert fts_document("She painted sunrises while running") == "she paint sunris while run"
    assert query_terms("When did Melanie paint? runs, RUNNING") == ["melani", "paint", "run"]
    assert query_terms("what's the user's plan") == ["what", "plan"]  # stop terms judged before stemming
    # Han text, digits and non-ASCII words pass through unchanged.
    assert fts_document("我上周跑步 2024 café") == "我 上 周 跑 步 我上 上周 周跑 跑步 2024 café"
    assert fts_query("running 跑步") == '"run" OR "跑步"'


def test_inflected_query_finds_memory_and_message(mem: Memory) -> None:
    mem.add("u1", "User runs a marathon every spring", type="personal")
    mem.add("u1", "用户每天早上跑步", type="personal")
    hits = mem.search("u1", "running", k=3)
    assert hits[0].memory is not None and "marathon" in hits[0].memory.content
    assert hits[0].parts.text_rank == 1
    topic = mem.topics.create("u1")
    mem.messages.add(topic.id, "user", "I painted the lake at sunrise")
    mem.messages.add(topic.id, "user", "The weather was cold")
    found = mem.search_messages("u1", "paintings of a lake", k=1)
    assert found[0].message is not None and "painted" in found[0].message.content
    assert found[0].parts.text_rank == 1


def test_migration_reindexes_existing_full_text(tmp_path: Path, embedder: USEEmbedder) -> None:
    path = tmp_path / "old.db"
    mem = Memory(path, embedder=embedder, clock=FixedClock(T0))
    mem.add("u1", "User is learning to swim", type="personal")
    topic = mem.topics.create("u1")
    mem.messages.add(topic.id, "user", "We went camping near the lakes")
    mem.close()
    # Make the file look like one written before stemming: raw lowercased words, migration 4 (fts_stems) not applied.
    store = _reopened_before(path, "fts_stems", "user is learning to swim", "we went camping near the lakes")
    match = fts_query("learn")
    assert match is not None
    assert len(store.text_search("u1", match, 5)) == 1
    camp = fts_query("camp by a lake")
    assert camp is not None
    assert len(store.text_search("u1", camp, 5, kind="message")) == 1
    store.close()


def test_reply_is_found_through_the_question_before_it(mem: Memory) -> None:
    topic = mem.topics.create("u1")
    mem.messages.add_many(
        topic.id,
        [
            ("assistant", "Do you have any pets at home?", None),
            ("user", "Yes, Oscar, my guinea pig. He is great.", None),
            ("assistant", "你平时周末喜欢做什么运动？", None),
            ("user", "一般去爬山，偶尔游泳。", None),
            ("assistant", "The weather is nice today.", None),
        ],
    )
    pets = {h.message.content: h for h in mem.search_messages("u1", "pets", k=5) if h.message is not None}
    assert pets["Yes, Oscar, my guinea pig. He is great."].parts.text_rank is not None
    sport = {h.message.content: h for h in mem.search_messages("u1", "运动", k=5) if h.message is not None}
    assert sport["一般去爬山，偶尔游泳。"].parts.text_rank is not None
    # The context column holds the previous message's terms, not the message's own.
    assert mem.search_messages("u1", "weather", k=5)[0].parts.text_rank == 1


def test_migration_adds_previous_message_context(tmp_path: Path, embedder: USEEmbedder) -> None:
    path = tmp_path / "old.db"
    mem = Memory(path, embedder=embedder, clock=FixedClock(T0))
    topic = mem.topics.create("u1")
    mem.messages.add_many(topic.id, [("assistant", "Any pets?", None), ("user", "A guinea pig called Oscar", None)])
    mem.close()
    db = sqlite3.connect(path)
    db.execute("UPDATE messages_fts SET ctx = ''")  # as written before migration 5 (message_context)
    db.execute("DELETE FROM migrations WHERE name = 'message_context'")
    db.commit()
    db.close()
    store = SQLiteStore(path, now=T0)
    match = fts_query("pets")
    assert match is not None
    assert len(store.text_search("u1", match, 5, kind="message")) == 2
    store.close()


def test_pronouns_and_question_framing_are_not_search_terms() -> None:
    assert query_terms("What kind of hobbies does Evan pursue with his dog?") == ["hobbi", "evan", "pursu", "dog"]
    assert query_terms("How many roadtrips did she take? Something her brother got") == ["roadtrip", "take", "brother"]
    # Stop terms are dropped from queries only: documents keep every word.
    assert fts_document("his dog got up") == "his dog got up"
    assert "什么" not in query_terms("他养了什么狗") and "狗" in query_terms("他养了什么狗")


def test_a_chinese_query_is_segmented_into_words_before_its_pairs() -> None:
    # Pairs inside words only: "周去", "去成", "都出" straddle two words and are not asked for.
    assert query_terms("我上周去成都出差了") == ["上周", "成都", "出差"]
    assert query_terms("东京出差") == ["东京", "出差"]
    # A one-character word is a term when it is a noun; verbs, pronouns and particles are not.
    assert query_terms("我喜欢吃鱼") == ["喜欢", "鱼"]
    assert query_terms("猫") == ["猫"]  # a lone character is searched as it is
    assert query_terms("我平时用什么编辑器？") == ["编辑", "辑器"]  # "平时" (usually) only frames the question
    # Unsegmented (wording comparisons of near-duplicates): every overlapping pair, as before.
    assert query_terms("我上周去成都", segment=False) == ["我上", "上周", "周去", "去成", "成都"]
    assert fts_query("去成都出差") == '"成都" OR "出差"'


def test_without_the_segmenter_a_chinese_query_asks_for_every_pair(monkeypatch: pytest.MonkeyPatch) -> None:
    import jiyi._text as text

    monkeypatch.setattr(text, "tagger", lambda: None)  # as when rjieba is not installed
    assert query_terms("我上周去成都") == ["我上", "上周", "周去", "去成", "成都"]
    assert query_terms("猫") == ["猫"]


def test_a_pair_straddling_two_words_of_the_query_matches_nothing(mem: Memory) -> None:
    chengdu = mem.add("u1", "用户下个月去成都出差", type="plan")
    mem.add("u1", "用户终于去成了那家网红餐厅", type="event")  # holds "去成", not "成都"
    hits = mem.search("u1", "去成都", k=5, record_access=False)
    assert [h.id for h in hits if h.parts.text_rank is not None] == [chengdu.id]


def test_speaker_labels_of_a_transcript_are_dropped() -> None:
    zh = "Bart: 你知道吗，我今天发现了一家披萨店！\nAssistant: 真的吗？\n小明：下次一起去吧"
    assert without_speakers(zh) == "你知道吗，我今天发现了一家披萨店！\n真的吗？\n下次一起去吧"
    assert without_speakers("Dr. Jane Smith: hello\nAssistant: hi there") == "hello\nhi there"
    # Not a transcript: one line, no labels, or labels on half the lines at most; "10:30" is no label.
    for text in (
        "Note: buy milk",
        "line one\nline two: here",
        "We met at 10:30\nthen left at 11:00",
        "用户喜欢猫\n也喜欢狗",
        "This is a long sentence, then: a colon\nAnd another: one",
    ):
        assert without_speakers(text) == text


def test_a_transcript_query_searches_as_its_words(mem: Memory) -> None:
    mem.add("u1", "Bart 在元旦晚会上做了彩纸灯笼，非常开心", type="manual")
    mem.add("u1", "Bart went to a pizza place with his friends and loved it", type="manual")
    labelled = mem.search("u1", "Bart: 我今天很开心\nAssistant: 为什么呀？\nBart: 我做了灯笼", k=2, record_access=False)
    bare = mem.search("u1", "我今天很开心\n为什么呀？\n我做了灯笼", k=2, record_access=False)
    assert [(h.id, h.score) for h in labelled] == [(h.id, h.score) for h in bare]
    assert labelled[0].memory is not None and "灯笼" in labelled[0].memory.content


def test_han_glued_to_latin_letters_or_digits_splits_where_the_script_changes() -> None:
    assert fts_document("用Python写代码") == "用 python 写 代 码 写代 代码"
    assert fts_document("第3次去成都") == "第 3 次 去 成 都 次去 去成 成都"
    assert query_terms("iPhone15很好用", segment=False) == ["iphone15", "很好", "好用"]
    assert query_terms("买了iPhone15手机") == ["iphone15", "手机"]
    assert fts_document("don't") == "don't"  # an apostrophe inside a word still holds it together


def test_chinese_glued_to_ascii_is_found_in_memories_and_messages(mem: Memory) -> None:
    mem.add("u1", "用户习惯用Python写代码", type="preference")
    mem.add("u1", "用户今年第3次去成都出差", type="event")
    hits = mem.search("u1", "写代码", k=1)
    assert "Python" in hits[0].content and hits[0].parts.text_rank == 1
    hits = mem.search("u1", "成都", k=1)
    assert "成都" in hits[0].content and hits[0].parts.text_rank == 1
    topic = mem.topics.create("u1")
    mem.messages.add(topic.id, "user", "明天下午3点开会讨论iOS17的适配")
    mem.messages.add(topic.id, "user", "今天天气不错")
    found = mem.search_messages("u1", "开会", k=1)
    assert found[0].message is not None and "开会" in found[0].message.content
    assert found[0].parts.text_rank == 1


def test_migration_splits_mixed_script_words_already_indexed(tmp_path: Path, embedder: USEEmbedder) -> None:
    path = tmp_path / "old.db"
    mem = Memory(path, embedder=embedder, clock=FixedClock(T0))
    mem.add("u1", "用户习惯用Python写代码", type="preference")
    topic = mem.topics.create("u1")
    mem.messages.add(topic.id, "user", "第3次去成都")
    mem.close()
    # As written before migration 7 (fts_mixed_scripts): the Han text after the ASCII glued to it.
    old_body = "用 户 习 惯 用 用户 户习 习惯 惯用 python写代码"
    store = _reopened_before(path, "fts_mixed_scripts", old_body, "第 3次去成都")
    code, city = fts_query("写代码"), fts_query("成都")
    assert code is not None and city is not None
    assert len(store.text_search("u1", code, 5)) == 1
    assert len(store.text_search("u1", city, 5, kind="message")) == 1
    store.close()


def test_a_rewritten_memory_is_found_by_its_new_text_and_a_decayed_one_by_its_same_text(mem: Memory) -> None:
    """The store re-indexes a memory's full text only when its text changed; a change of importance or
    state (decay, forgetting, restore) leaves the same text findable."""
    from jiyi.store._base import ChangeSet

    rewritten = mem.add("u1", "用户的猫叫小白", type="personal")
    faded = mem.add("u1", "User keeps bees on the balcony", type="personal", importance=0.6)
    seen = mem.get("u1", rewritten.id)
    mem.store.apply("u1", ChangeSet(updates=[seen.model_copy(update={"content": "用户的狗叫旺财"})], expect=[seen]))
    seen = mem.get("u1", faded.id)
    mem.store.apply("u1", ChangeSet(updates=[seen.model_copy(update={"importance": 0.3})], expect=[seen]))

    def text_hits(query: str) -> list[str]:
        return [h.memory.content for h in mem.search("u1", query, k=5) if h.memory and h.parts.text_rank]

    assert text_hits("旺财") == ["用户的狗叫旺财"]
    assert text_hits("小白") == []
    assert text_hits("beekeeping bees") == ["User keeps bees on the balcony"]
    assert mem.get("u1", faded.id).importance == 0.3
