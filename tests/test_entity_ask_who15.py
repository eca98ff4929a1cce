"""A bare "who" with a condition on a number asks over everyone the user told about (#21).

"谁超过五十岁了？", "who is over 30?", "anyone under 25?" name no set ("我认识的人里", "people I know"), yet nobody
asks an assistant that knows their world such a thing about strangers. A "who" without one ("谁发明了电话？", "who
should I invite to dinner?") still selects no one; "谁住在国外？" is read against the user's home (test_entity_ask).
"""

from __future__ import annotations

import pytest

from jiyi._entity_everyone import everyone_kind

from .test_entity_ask_general import ALL, EVERYONE_EN, EVERYONE_ZH, _listed, _section


@pytest.mark.parametrize(
    ("question", "head"),
    [
        ("谁超过五十岁了？", EVERYONE_ZH),
        ("谁的年纪不到三十", EVERYONE_ZH),
        ("谁身高超过180", EVERYONE_ZH),
        ("who is over 30?", EVERYONE_EN),
        ("anyone under 25?", EVERYONE_EN),
        ("Who's older than 60", EVERYONE_EN),
    ],
)
def test_a_who_with_a_condition_lists_everyone(question: str, head: str) -> None:
    text = _section(question)
    assert text.splitlines()[1].startswith(head), text
    assert _listed(text, ALL) == [], text


@pytest.mark.parametrize(
    "question",
    ["谁发明了电话？", "谁在家？", "谁说的？", "who invented the telephone?", "who should I invite to dinner?",
     "who won the game last night", "is anyone coming over 5 minutes early?"],
)  # fmt: skip
def test_a_who_without_such_a_condition_selects_no_one(question: str) -> None:
    assert everyone_kind(question) is None


@pytest.mark.parametrize(
    ("question", "head"),
    [
        ("count of ppl over 40??", EVERYONE_EN),
        ("how many ppl i know r over 40", EVERYONE_EN),
        ("俺认识的人里谁年纪最大", EVERYONE_ZH),
    ],
)
def test_a_question_in_a_chat_voice_is_read_as_one_said_in_full(question: str, head: str) -> None:
    text = _section(question)
    assert text.splitlines()[1].startswith(head), text


@pytest.mark.parametrize(("question", "order"), [("who is over 30?", "ordered by age"), ("谁超过五十岁了？", "按年龄")])
def test_a_who_with_a_condition_lists_everyone_in_order(question: str, order: str) -> None:
    """Every age listed in order: the model cuts the list at the number, it does not read it all."""
    assert order in _section(question).splitlines()[1]
