"""A memory the offline rules write is said without the chat voice it was typed in (stop 27).

Fillers ("uh", "um", 嗯, 那个) and hedges ("i think", "they think", 好像是, a closing 吧) never reach memory text, a
word typed twice is said once, a "like" that only hedges is no preference, a correction changes only the value it
names, and a passed plan's date taken out of its text leaves whole sentences.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from jiyi import Memory
from jiyi._context import _without_when
from jiyi.extractors._chat_fillers import fillers_out_en, fillers_out_zh, likes_out, said_once
from jiyi.extractors._memory_text import plainly


def _memories(tmp_path: Path, *messages: str, one_batch: bool = True) -> list[tuple[str, str]]:
    mem = Memory(tmp_path / "m.db")
    try:
        topic = mem.topics.create(user_id="u", title="t")
        for text in messages:
            mem.messages.add(topic.id, role="user", content=text)
            if not one_batch:
                mem.extract(topic.id)
        mem.extract(topic.id)
        return [(r.type, r.content) for r in mem.list("u", limit=100)]
    finally:
        mem.close()


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("User's teammate Yasmin is uh 53 i think", "User's teammate Yasmin is 53"),
        ("Rafe works in Toronto User think. Hamish has a BA", "Rafe works in Toronto. Hamish has a BA"),
        ("User's roommate is from Calgary they think you know", "User's roommate is from Calgary"),
        ("User's cuz Fergus finished a PhD last yr i think", "User's cuz Fergus finished a PhD last yr"),
        ("User's teammate Lorenzo has uh a HS diploma", "User's teammate Lorenzo has a HS diploma"),
        ("User's teammate Mateo is really into um trivia nights", "User's teammate Mateo is really into trivia nights"),
        (
            "User's intern Hamish commutes into Vancouver every day ugh",
            "User's intern Hamish commutes into Vancouver every day",
        ),
        (
            "User's teammate Ngozi is kinda grumpy tbh, and is from Regina",
            "User's teammate Ngozi is kinda grumpy, and is from Regina",
        ),
        ("User's roommate Jonty has has a BA", "User's roommate Jonty has a BA"),
        ("Lorenzo is 6'1 tall User thinks", "Lorenzo is 6'1 tall"),
        (
            "Dolores is five foot six tall User thinks their supervisor was born in Halifax",
            "Dolores is five foot six tall. Their supervisor was born in Halifax",
        ),
        (
            "Ngozi works as a crossing guard i think Emeka is from Steinbach",
            "Ngozi works as a crossing guard. Emeka is from Steinbach",
        ),
        ("User's stepdad's title is like VP of ops", "User's stepdad's title is VP of ops"),
        ("User's aunt is like really grumpy", "User's aunt is really grumpy"),
        ("User thinks their coworker Dana is 40", "User's coworker Dana is 40"),
        (
            "User's gramps Sven Ravensworth, not Toronto. He is from Sudbury",
            "User's gramps Sven Ravensworth. He is from Sudbury",
        ),
        ("User's cuz Jonty and not Toronto. He is from Truro", "User's cuz Jonty. He is from Truro"),
        ("User's friend Dana is 35, not 34", "User's friend Dana is 35"),
    ],
)
def test_an_english_memory_is_said_without_the_chat_voice(written: str, read: str) -> None:
    assert plainly(written, "en") == read


@pytest.mark.parametrize(
    "kept",
    [
        "User likes jazz",
        "User thinks Go is faster than Rust",
        "Dana said they think the venue is too small",
        "User had had enough of the commute",
        "User's friend Dana is not Catholic",
        "User's sister said that that job was hers",
        "User's boss would like a report every Friday",
    ],
)
def test_what_carries_meaning_stays(kept: str) -> None:
    assert plainly(kept, "en") == kept


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("用户的同事小王好像是35岁吧", "用户的同事小王是35岁"),
        ("用户的表妹好像在深圳做设计", "用户的表妹在深圳做设计"),
        ("嗯那个用户的表姐在杭州上班吧", "用户的表姐在杭州上班"),
        ("用户的姥姥是河北邢台人，好像是", "用户的姥姥是河北邢台人"),
        ("用户的二叔今年61岁，好像是（2025-07-28 那周）", "用户的二叔今年61岁（2025-07-28 那周）"),
        ("用户的弟媳身高1.6m左右吧", "用户的弟媳身高1.6m左右"),
    ],
)
def test_a_chinese_memory_is_said_without_hedges(written: str, read: str) -> None:
    assert plainly(written, "zh") == read


@pytest.mark.parametrize(
    "kept", ["用户常去酒吧", "用户周末去网吧打游戏", "用户觉得Go比Rust快", "用户的女儿长得好像她妈妈"]
)
def test_a_chinese_word_ending_in_ba_stays(kept: str) -> None:
    assert fillers_out_zh(kept) == kept


def test_helpers_keep_values() -> None:
    assert said_once("is is 40") == "is is 40"  # "what it is is …" can be grammar
    assert said_once("a a nurse") == "a nurse"
    assert likes_out("they really like super spicy food") == "they really like super spicy food"
    assert likes_out("she's like 29") == "she's 29"
    assert fillers_out_en("I think she's 40") == "I think she's 40"  # the opening hedge is the rule's to read


def test_fillers_and_hedges_never_reach_the_memory(tmp_path: Path) -> None:
    got = _memories(tmp_path, "my teammate Yasmin is uh 53 i think", "my roommate Jonty has has a BA")
    texts = [c for _, c in got]
    assert "User's teammate Yasmin is 53" in texts
    assert "User's roommate Jonty has a BA" in texts


def test_a_hedged_fact_of_a_person_keeps_its_value(tmp_path: Path) -> None:
    got = _memories(tmp_path, "I think my coworker Dana is 40")
    assert any("Dana is 40" in c and "think" not in c for _, c in got), got


def test_a_filler_like_is_no_preference(tmp_path: Path) -> None:
    got = _memories(tmp_path, "my aunt Sue is like really grumpy")
    assert got and all(t != "preference" for t, _ in got), got
    assert _memories(tmp_path / "b", "I like jazz") == [("preference", "User likes jazz")]


def test_a_name_before_not_corrects_nobody(tmp_path: Path) -> None:
    got = _memories(
        tmp_path,
        "my cousin Jonty works in Toronto",
        "my gramps Sven Ravensworth, not Toronto. he is from Sudbury",
        one_batch=False,
    )
    texts = [c for _, c in got]
    assert "User's cousin Jonty works in Toronto" in texts, texts
    assert not any("Ravensworth" in c and "Jonty" in c for c in texts), texts


def test_a_place_before_not_still_corrects(tmp_path: Path) -> None:
    got = _memories(tmp_path, "I live in Berlin", "Correction: I live in Munich now, not Berlin", one_batch=False)
    texts = [c for _, c in got]
    assert any("Munich" in c for c in texts) and not any("Berlin" in c for c in texts), texts


DUE = datetime(2025, 6, 28, tzinfo=UTC)


@pytest.mark.parametrize(
    ("content", "read"),
    [
        (
            "User did the fundraiser on the 28th of June. That fundraiser was on June 28 (2025-06-28)",
            "User did the fundraiser",
        ),
        ("User did the fundraiser on 28 June 2025. Great (2025-06-28)", "User did the fundraiser. Great"),
        ("User is presenting the design review next Friday (2025-06-28)", "User is presenting the design review"),
        ("User has a dentist appointment on June 28 at 3pm (2025-06-28)", "User has a dentist appointment"),
        ("用户下周三要去苏州出差（2025-06-28）", "用户去苏州出差"),
    ],
)
def test_a_passed_date_taken_out_leaves_whole_sentences(content: str, read: str) -> None:
    assert _without_when(content, DUE) == read
