"""Stop 35, read as a user: a relative said by one character ("我妈", "我哥") is whom a later 她 / 他 means,
so "要不要我提醒你定期给她打电话？" / "好啊，每周日晚上提醒我" after "我妈最近血压有点高" is a todo about 妈妈
(it was dropped: nothing said who 她 was)."""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi.extractors._referents import memory_named
from tests.test_capture_lead34 import _memories


def test_a_reminder_offered_about_her_after_my_mom(tmp_path: Path) -> None:
    memories = _memories(
        tmp_path,
        "我妈最近血压有点高，有点担心",
        "A: 别太担心，按时吃药、多关心她就好。要不要我提醒你定期给她打电话？",
        "好啊，每周日晚上提醒我",
    )
    assert any("每周日晚上" in m and "妈妈" in m and "打电话" in m for m in memories), memories


@pytest.mark.parametrize(
    ("before", "memory", "named"),
    [
        ("我妈最近血压有点高", "用户要给她打电话", "用户要给用户的妈妈打电话"),
        ("我姐下个月结婚", "用户要给她准备礼物", "用户要给用户的姐姐准备礼物"),
        ("我哥在深圳上班", "用户明天要去看他", "用户明天要去看用户的哥哥"),
        ("我爸腰不好", "用户周末要带他去医院", "用户周末要带用户的爸爸去医院"),
        ("我姐夫最近住院了", "用户要去看她", None),  # 姐夫 is no 她 (and no 姐)
        ("我弟媳怀孕了", "用户要去看他", None),  # 弟媳 is no 他 (and no 弟)
        ("我妈和我姐都来了", "用户要送她回家", None),  # two women: no one for sure
    ],
)
def test_a_relative_said_short_is_whom_the_pronoun_means(before: str, memory: str, named: str | None) -> None:
    assert memory_named(memory, before, "zh") == named


def test_which_cousin_answered_by_name(tmp_path: Path) -> None:
    from jiyi import Memory

    mem = Memory(tmp_path / "w.db")
    try:
        topic = mem.topics.create(user_id="u", title="t")
        for role, text in [
            ("user", "my cousin is visiting next week"),
            ("assistant", "Nice! Which cousin?"),
            ("user", "Rohan, my mom's sister's son. he's a cardiologist in Mumbai"),
        ]:
            mem.messages.add(topic.id, role=role, content=text)
        mem.extract(topic.id)
        (rohan,) = [v for v in mem.entities.views("u") if v.entity.name == "Rohan"]
        assert rohan.entity.relation == "cousin"
        assert {(f.attribute, f.value) for f in rohan.facts} >= {("job", "cardiologist"), ("works_in", "Mumbai")}
        assert any("Rohan" in m.content and "cardiologist" in m.content for m in mem.list("u"))
    finally:
        mem.close()


@pytest.mark.parametrize(
    ("asked", "reply", "said"),
    [
        ("Nice! Which cousin?", "Rohan, my mom's sister's son", "My cousin is Rohan, my mom's sister's son"),
        ("Which friend is that?", "oh Priya from uni", "My friend is Priya from uni"),
        ("What coworker do you mean?", "Dana, the new designer", "My coworker is Dana, the new designer"),
        ("Which one?", "Rohan", None),  # no relation asked to be named
        ("Which cousin?", "The one in Mumbai", None),  # no name
        ("Which cousin?", "My favourite one lol", None),
        ("Which cousin?", "Rohan's brother actually", None),  # someone of Rohan's, not Rohan
        ("How was the trip?", "Rohan drove the whole way", None),  # no which
    ],
)
def test_which_relation_named_in_the_reply(asked: str, reply: str, said: str | None) -> None:
    from jiyi.extractors._entities_replied import which_said

    assert which_said(asked, reply) == said


@pytest.mark.parametrize(
    ("fact", "language", "shown"),
    [
        ("用户11月18日要去苏州出差", "en", '"用户11月18日要去苏州出差"'),  # English quotes in an English summary
        ("User is leaving on November 18", "zh", "「User is leaving on November 18」"),
        ("User is leaving on November 18", "en", "User is leaving on November 18"),
        ("用户在星环数据工作", "zh", "用户在星环数据工作"),
    ],
)
def test_a_fact_in_the_other_language_is_quoted_as_the_summary_quotes(fact: str, language: str, shown: str) -> None:
    from jiyi.lifecycle._episodes import _quoted

    assert _quoted(fact, language) == shown


@pytest.mark.parametrize(
    ("turns", "memory"),
    [
        (("A: 最近工作怎么样？", "还行，就是活都压到我身上了，天天加班"), "活都压到用户身上了，天天加班"),
        (("挺好的，不过我下个月要调去深圳了",), "用户下个月要调去深圳了"),
    ],
)
def test_a_replys_opening_how_is_it_is_no_part_of_the_memory(
    tmp_path: Path, turns: tuple[str, ...], memory: str
) -> None:
    memories = _memories(tmp_path, *turns)
    assert any(m.startswith(memory) for m in memories), memories
    assert not any(m.startswith(("还行", "挺好")) for m in memories), memories
