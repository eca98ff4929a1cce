"""Hybrid recall and context assembly, in Chinese and English, with the real bundled embedder."""

from __future__ import annotations

from datetime import timedelta

import pytest

from jiyi import FixedClock, Memory, MemoryState, RecallConfig, ValidationError
from jiyi._recall import Recaller, term_coverage
from jiyi._text import estimate_tokens, fts_context
from jiyi.store import Store
from jiyi.store._base import ChangeSet

from .conftest import T0


@pytest.fixture
def stocked(mem: Memory) -> Memory:
    for content, type_ in [
        ("用户喜欢猫，养了一只叫橘子的橘猫", "preference"),
        ("用户下周要去东京出差", "plan"),
        ("用户的项目使用 FastAPI + PostgreSQL", "fact"),
        ("Docker 构建需要先开代理", "lesson"),
        ("User prefers functional programming and type hints", "preference"),
        ("User is allergic to peanuts", "personal"),
        ("User's sister Anna lives in Berlin", "person"),
    ]:
        mem.add("u1", content, type=type_, importance=0.7)
    return mem


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("猫", "橘猫"),  # one Han character
        ("出差", "东京"),  # a two-character word
        ("东京", "东京"),
        ("用户的项目用什么框架？", "FastAPI"),
        ("docker build keeps timing out", "代理"),  # English query, Chinese memory
        ("what pets do I have?", "橘猫"),
        ("peanut allergy", "peanuts"),
        ("who lives in Berlin", "Anna"),
        ("帮我写个函数，按我的代码风格", "functional"),  # Chinese query, English memory
    ],
)
def test_search_finds_the_right_memory(stocked: Memory, query: str, expected: str) -> None:
    hits = stocked.search("u1", query, k=3)
    assert hits, query
    assert expected in hits[0].content, [h.content for h in hits]


def test_hits_carry_score_parts(stocked: Memory) -> None:
    hit = stocked.search("u1", "东京出差", k=1)[0]
    p = hit.parts
    assert p.vector is not None and p.text is not None and p.text_rank == 1
    assert 0 < p.fused <= 1 and p.importance == 0.7 and p.recency == pytest.approx(1.0)
    assert hit.score == p.final


@pytest.mark.parametrize(
    ("unsure", "sure", "query"),
    [
        ("用户住在杭州", "用户住在苏州", "用户住在哪个城市？"),
        ("The user lives in Hangzhou", "The user lives in Suzhou", "Which city does the user live in?"),
    ],
)
def test_confidence_weighs_recall_mildly(mem: Memory, unsure: str, sure: str, query: str) -> None:
    low = mem.add("u1", unsure, type="fact", importance=0.6)
    high = mem.add("u1", sure, type="fact", importance=0.6)
    low = low.model_copy(update={"confidence": 0.1})  # as an unsure extractor would have written it
    mem.store.apply("u1", ChangeSet(updates=[low]))
    default = Recaller(mem.store, mem.embedder).search("u1", query, now=T0, k=2)
    flat = Recaller(mem.store, mem.embedder, RecallConfig(confidence_floor=1.0)).search("u1", query, now=T0, k=2)
    assert [h.id for h in default] == [high.id, low.id]  # seed 003 §5.8: high confidence before low
    assert {h.id: h.parts.confidence for h in default} == {low.id: 0.1, high.id: 1.0}
    plain = {h.id: h.score for h in flat}
    for h in default:  # x (0.8 + 0.2 x confidence), nothing else changes
        assert h.score == pytest.approx(plain[h.id] * (0.8 + 0.2 * (h.parts.confidence or 0)), abs=2e-6)
    msg = mem.topics.create("u1")
    mem.messages.add(msg.id, "user", unsure)
    assert all(h.parts.confidence is None for h in mem.search_messages("u1", query))


def test_superseded_forgotten_deleted_and_expired_are_excluded(stocked: Memory, clock: FixedClock) -> None:
    cat = stocked.search("u1", "猫", k=1)[0].memory
    assert cat is not None
    stocked.update("u1", cat.id, "用户喜欢狗")
    assert all(h.id != cat.id for h in stocked.search("u1", "猫 狗 宠物"))
    assert any(h.id == cat.id for h in stocked.search("u1", "猫", include_inactive=True))

    trip = stocked.search("u1", "东京", k=1)[0].memory
    assert trip is not None
    stocked.forget("u1", trip.id)
    assert all(h.id != trip.id for h in stocked.search("u1", "东京"))

    temp = stocked.add("u1", "今天的验证码是 4821", type="context", expires_at=clock.now() + timedelta(hours=1))
    assert stocked.search("u1", "验证码", k=1)[0].id == temp.id
    clock.advance(hours=2)
    assert all(h.id != temp.id for h in stocked.search("u1", "验证码"))


def test_recall_updates_access_count(stocked: Memory, clock: FixedClock) -> None:
    hit = stocked.search("u1", "peanuts", k=1)[0]
    rec = stocked.get("u1", hit.id)
    assert rec.access_count == 1 and rec.last_accessed_at == clock.now()
    stocked.search("u1", "peanuts", k=1, record_access=False)
    assert stocked.get("u1", hit.id).access_count == 1


def test_importance_and_type_filter(stocked: Memory) -> None:
    hits = stocked.search("u1", "用户", k=10, types=["lesson"])
    assert [h.memory.type for h in hits if h.memory] == ["lesson"]


def test_raw_messages_are_searchable(mem: Memory) -> None:
    t = mem.topics.create("u1", "周末")
    mem.messages.add(t.id, "user", "上周末我们去了苏州看园林，拙政园人太多了")
    mem.messages.add(t.id, "assistant", "下次可以早点去")
    hits = mem.search_messages("u1", "上次聊的园林", k=2)
    assert hits and "拙政园" in hits[0].content and hits[0].kind == "message"
    assert mem.search_messages("u2", "园林") == []


def test_context_block_in_budget_and_language(stocked: Memory) -> None:
    block = stocked.context("u1", "周末去东京出差要带什么")
    assert block.language == "zh"
    assert "## 相关记忆" in block.text and "东京" in block.text
    assert block.tokens <= block.budget
    en = stocked.context("u1", "can you suggest a snack with peanuts?")
    # The allergy is a core (personal) fact: it heads the block under "About the user", whatever is asked.
    assert en.language == "en" and "## About the user\n" in en.text and "peanuts" in en.text
    assert any("peanuts" in r.content for r in en.core) and not any("peanuts" in h.content for h in en.memories)

    tiny = stocked.context("u1", "周末去东京出差要带什么", budget=60)
    assert tiny.tokens <= 60 and estimate_tokens(tiny.text) <= 60
    assert tiny.truncated


def test_context_includes_profile_and_summaries(stocked: Memory) -> None:
    stocked.store.put_profile("u1", "李明是上海的后端工程师，喜欢猫。", stocked.clock.now())
    stocked.add("u1", "聊了东京出差的准备和行李清单", type="episode", importance=0.5)
    block = stocked.context("u1", "出差准备得怎么样了")
    assert "## 关于用户\n李明是上海的后端工程师" in block.text
    assert "## 过往的交流" in block.text and "行李清单" in block.text
    assert block.profile and block.summaries


@pytest.mark.parametrize(
    ("lang", "first", "later", "asked", "unrelated", "needle"),
    [
        (
            "zh",
            "聊了《塞尔达传说》这个游戏，用户卡在神庙那一关",
            ["聊了马拉松训练计划", "聊了怎么做麻婆豆腐", "聊了《三体》里的罗辑", "聊了猫咪不吃饭要不要看兽医",
             "聊了买一万元左右的笔记本电脑", "聊了明年考研的数学复习"],
            "上次我们聊游戏是什么时候？",
            "帮我写一个 Python 接口",
            "塞尔达",
        ),
        (
            "en",
            "Talked about the sailing trip to Croatia and seasickness",
            ["Talked about the marathon training plan", "Talked about cooking mapo tofu",
             "Talked about the novel The Three-Body Problem", "Talked about the cat not eating",
             "Talked about buying a new laptop for coding", "Talked about studying maths for the exam"],
            "When did we last talk about the sailing trip?",
            "Write me a Python endpoint",
            "Croatia",
        ),
    ],
)  # fmt: skip
def test_context_brings_the_older_conversation_the_message_asks_about(
    mem: Memory, clock: FixedClock, lang: str, first: str, later: list[str], asked: str, unrelated: str, needle: str
) -> None:
    for text in [first, *later]:
        mem.add("u1", text, type="episode", importance=0.5)
        clock.advance(days=1)
    block = mem.context("u1", asked)
    latest = {m.id for m in mem.list("u1", types=["episode"], limit=5)}
    assert needle in block.text and latest < {s.id for s in block.summaries}  # the latest five and the one asked
    lines = [ln for ln in block.text.splitlines() if ln.startswith("- 20")]
    assert lines == sorted(lines, reverse=True)  # shown newest first
    assert needle not in mem.context("u1", unrelated).text  # only the latest five otherwise
    tight = mem.context("u1", asked, budget=120)
    assert needle in tight.text and tight.truncated and tight.tokens <= 120  # asked-about first in the budget


def test_context_is_empty_when_memory_is_off_or_temporary(stocked: Memory) -> None:
    stocked.update_settings("u1", temporary_mode=True)
    assert stocked.context("u1", "东京").text == ""
    stocked.update_settings("u1", temporary_mode=False, memory_enabled=False)
    assert stocked.context("u1", "东京").text == ""


def test_bad_queries(stocked: Memory) -> None:
    with pytest.raises(ValidationError, match="empty"):
        stocked.search("u1", "   ")
    with pytest.raises(ValidationError, match="k must"):
        stocked.search("u1", "cats", k=0)
    # FTS syntax characters are data, not syntax.
    assert isinstance(stocked.search("u1", 'cats" OR NEAR(*) AND "'), list)
    assert isinstance(stocked.search("u1", "😀🐱 猫猫"), list)


def test_state_listing(stocked: Memory) -> None:
    rec = stocked.list("u1", limit=1)[0]
    stocked.delete("u1", rec.id)
    assert stocked.count("u1", states=[MemoryState.DELETED], current_only=False) == 1
    assert rec.id not in {m.id for m in stocked.list("u1")}


def test_a_named_past_period_prefers_what_happened_then(mem: Memory, clock: FixedClock) -> None:
    topic = mem.topics.create("u1")
    # T0 is Friday 2026-11-20: "上周" / "last week" is Monday 11-09 to Sunday 11-15.
    clock.set(T0 - timedelta(days=30))
    mem.messages.add(topic.id, "user", "我们讨论了新项目的数据库设计")
    mem.messages.add(topic.id, "user", "We discussed the database design of the new project")
    clock.set(T0 - timedelta(days=8))
    mem.messages.add(topic.id, "user", "我们讨论了数据库的备份方案")
    mem.messages.add(topic.id, "user", "We discussed the database backup plan")
    clock.set(T0)
    zh = mem.search_messages("u1", "上周我们讨论的数据库", k=4)
    assert zh[0].message is not None and zh[0].message.content == "我们讨论了数据库的备份方案"
    assert zh[0].parts.time_weight == 1.0
    assert any(h.parts.time_weight < 1.0 for h in zh)
    en = mem.search_messages("u1", "the database we discussed last week", k=4)
    assert en[0].message is not None and en[0].message.content == "We discussed the database backup plan"
    # Without a period the older, closer wording wins; a future period ("下周") sets no window.
    plain = mem.search_messages("u1", "新项目的数据库设计", k=4)
    assert plain[0].message is not None and plain[0].message.content == "我们讨论了新项目的数据库设计"
    assert all(h.parts.time_weight == 1.0 for h in mem.search_messages("u1", "下周的数据库设计", k=4))


def test_a_named_past_period_weighs_memories_too(mem: Memory, clock: FixedClock) -> None:
    clock.set(T0 - timedelta(days=1))
    mem.add("u1", "用户在咖啡馆见了朋友小王", type="event")
    clock.set(T0 - timedelta(days=40))
    mem.add("u1", "用户在咖啡馆见了同事小李", type="event")
    clock.set(T0)
    hits = mem.search("u1", "昨天在咖啡馆见了谁", k=2, record_access=False)
    assert hits[0].memory is not None and "小王" in hits[0].memory.content
    assert [h.parts.time_weight for h in hits] == [1.0, 0.7]


@pytest.mark.parametrize(
    ("asked", "answered", "query"),
    [
        ("How is your guinea pig Oscar doing?", "My guinea pig Oscar is great, he loves carrots", "guinea pig Oscar"),
        ("你的豚鼠奥斯卡最近怎么样？", "我的豚鼠奥斯卡很好，它最爱吃胡萝卜", "豚鼠奥斯卡"),
    ],
)
def test_a_question_ranks_below_the_message_that_answers_it(mem: Memory, asked: str, answered: str, query: str) -> None:
    topic = mem.topics.create("u1")
    question = mem.messages.add(topic.id, "assistant", asked)
    answer = mem.messages.add(topic.id, "user", answered)
    hits = mem.search_messages("u1", query, k=2)
    assert [h.id for h in hits] == [answer.id, question.id]
    cfg = mem.recaller.config
    assert hits[1].parts.type_weight == pytest.approx(cfg.message_type_weight * cfg.question_weight)
    assert hits[0].parts.type_weight == cfg.message_type_weight


@pytest.mark.parametrize("query", ["Who did I meet at the cafe in October 2026?", "2026年10月在咖啡馆见了谁"])
def test_a_named_month_weighs_what_happened_in_it(mem: Memory, clock: FixedClock, query: str) -> None:
    # T0 is 2026-11-20: the first memory is from October, the second from September.
    clock.set(T0 - timedelta(days=30))
    october = mem.add("u1", "User met their friend Wang at the cafe / 用户在咖啡馆见了朋友小王", type="event")
    clock.set(T0 - timedelta(days=60))
    september = mem.add("u1", "User met their colleague Li at the cafe / 用户在咖啡馆见了同事小李", type="event")
    clock.set(T0)
    hits = mem.search("u1", query, k=2, record_access=False)
    assert [(h.id, h.parts.time_weight) for h in hits] == [(october.id, 1.0), (september.id, 0.7)]


@pytest.mark.parametrize(
    ("turns", "others", "query"),
    [
        (
            ["周末去了西湖划船", "西湖边的龙井茶很好喝", "杭州的西湖醋鱼也不错"],
            ["周末去了西湖划船", "明天要交报告", "会议改到三点"],
            "西湖划船",
        ),
        (
            ["We went rowing on the lake at the weekend", "The lake was calm at sunrise", "Rowing the lake tired us"],
            ["We went rowing on the lake at the weekend", "The report is due tomorrow", "The meeting moved to three"],
            "rowing on the lake",
        ),
    ],
)
def test_a_turn_whose_conversation_matches_too_ranks_first(
    mem: Memory, turns: list[str], others: list[str], query: str
) -> None:
    talked_over = mem.topics.create("u1", "trip")
    for text in turns:
        mem.messages.add(talked_over.id, "user", text)
    lone = mem.topics.create("u1", "work")
    for text in others:
        mem.messages.add(lone.id, "user", text)
    hits = mem.search_messages("u1", query, k=6)
    twins = [h for h in hits if h.message is not None and h.message.content == turns[0]]
    assert len(twins) == 2
    assert twins[0].message is not None and twins[0].message.topic_id == talked_over.id
    assert twins[0].score > twins[1].score
    assert (twins[0].parts.topic or 0) > (twins[1].parts.topic or 0) > 0
    # The same text in the same position scores the same on its own: locality alone tells them apart.
    flat = Recaller(mem.store, mem.embedder, RecallConfig(topic_weight=0.0))
    plain = [h for h in flat.search_messages("u1", query, now=T0, k=6) if h.message and h.message.content == turns[0]]
    assert len(plain) == 2 and plain[0].score == plain[1].score
    assert all(h.parts.topic is None for h in plain)


def test_coverage_counts_terms_of_the_previous_message_at_a_weight() -> None:
    terms = {"pet", "oscar", "guinea"}
    assert term_coverage(terms, "Oscar, my guinea pig") == pytest.approx(2 / 3)
    assert term_coverage(terms, "Oscar, my guinea pig", "do you have ani pet", 0.5) == pytest.approx(2.5 / 3)
    assert term_coverage(terms, "Oscar, my guinea pig", "do you have ani pet", 0.0) == pytest.approx(2 / 3)
    # A term the message holds itself is not counted twice.
    assert term_coverage(terms, "Oscar, my guinea pig", "oscar guinea", 0.5) == pytest.approx(2 / 3)
    zh = {"宠物", "豚鼠"}
    assert term_coverage(zh, "一只叫奥斯卡的豚鼠", "你 养 宠 物 了 吗 你养 养宠 宠物 物了 了吗", 0.5) == pytest.approx(
        0.75
    )


def test_message_contexts_are_the_previous_turn_of_the_same_topic(mem: Memory) -> None:
    pets = mem.topics.create("u1", "pets")
    other = mem.topics.create("u1", "other")
    q = mem.messages.add(pets.id, "assistant", "你养宠物了吗？Any pets?")
    mem.messages.add(other.id, "user", "Unrelated words in between")
    a = mem.messages.add(pets.id, "user", "一只叫奥斯卡的豚鼠 Oscar, my guinea pig")
    elsewhere = mem.topics.create("u2", "pets")
    b = mem.messages.add(elsewhere.id, "user", "Not yours")
    got = mem.store.message_contexts("u1", [q.id, a.id, b.id, "no-such-id"])
    assert got == {a.id: fts_context(q.content)}
    assert "宠物" in got[a.id].split() and "pet" in got[a.id].split()
    # The store-agnostic default (one message at a time) agrees with SQLite's single query.
    assert Store.message_contexts(mem.store, "u1", [q.id, a.id, b.id, "no-such-id"]) == got
    assert mem.store.message_contexts("u2", [a.id]) == {}


@pytest.mark.parametrize(
    ("query", "answer", "distractor"),
    [
        (
            "Which cache did I decide to use for the chat assistant?",
            "用户决定用 Redis 做缓存",
            "User is presenting the design review for the chat service next Friday",
        ),
        # the same the other way round; the shared word is "聊天" (the query's terms: 聊天 助手 决定 缓存)
        ("我给聊天助手决定用哪个缓存？", "User decided to use Redis as the cache", "用户下周五要做聊天服务的设计评审"),
    ],
)
def test_a_memory_in_the_other_language_is_not_sunk_by_a_word_match(
    mem: Memory, query: str, answer: str, distractor: str
) -> None:
    """Full text cannot match across languages: the answer in the other language is judged by meaning
    alone, not pushed under an unrelated memory that merely shares a word ("chat", "聊天") with the query."""
    mem.add("li", answer, type="fact")
    mem.add("li", distractor, type="fact")
    hits = mem.search("li", query, record_access=False)
    assert hits[0].content == answer, [(h.content, h.parts) for h in hits]
    assert hits[1].parts.text is not None  # the distractor did match a word: that still counts for it


@pytest.mark.parametrize(
    ("query", "answer", "other"),
    [
        ("什么时候去日本看樱花", "用户打算明年春天去京都看樱花", "User is learning Japanese for an exam next year"),
        (
            "When am I going to see the cherry blossoms in Japan?",
            "User plans to see the cherry blossoms in Kyoto next spring",
            "用户在学日语，准备明年考试",
        ),
    ],
)
def test_a_memory_in_the_other_language_does_not_outrank_a_closer_one_in_the_querys(
    mem: Memory, query: str, answer: str, other: str
) -> None:
    """The stand-in for the other-language memory's missing word match is capped at what the query's
    own language achieved: a related memory in the other language must not jump over a closer one in
    the query's language that matched only some of the words."""
    mem.add("li", answer, type="plan")
    mem.add("li", other, type="fact")
    hits = mem.search("li", query, record_access=False)
    assert [h.content for h in hits][:2] == [answer, other], [(h.content, h.parts) for h in hits]
    assert hits[0].parts.vector is not None and hits[1].parts.vector is not None
    assert hits[0].parts.vector > hits[1].parts.vector  # the closer meaning wins
