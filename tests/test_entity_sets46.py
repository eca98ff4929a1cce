"""A set of people asked by where the user works ("Shortest one at my work?", "单位里谁最矮？") is the people the
user works with, named as people in the header (issue #21). Sentences are our own, none from an evaluation set.
"""

from __future__ import annotations

import pytest

from jiyi import FixedClock, Memory

from .people_section import asked, told

_SAID = {
    "en": [
        "My coworker Priya Nair is 5'6\".",
        "My teammate Tom Okafor is 188 cm tall.",
        "My boss Helen Marsh is 170 cm.",
        "My sister Amy is 160 cm.",
    ],
    "zh": ["我同事王丽华身高一米六八。", "我组员赵强一米八八。", "我领导孙海燕身高一米七。", "我姐姐一米六。"],
}


def _section(mem: Memory, clock: FixedClock, user: str, said: list[str], question: str) -> str:
    """The people section of the block for `question` after `said` ("" when it has none), each message its own
    conversation a day apart."""
    told(mem, clock, said, user=user)
    return asked(mem, question, user=user)


@pytest.mark.parametrize(
    "question", ["Shortest one at my work?", "who's the tallest at the office?", "Who is shortest at my job?"]
)
def test_at_my_work_is_the_people_the_user_works_with(mem: Memory, clock: FixedClock, question: str) -> None:
    lines = _section(mem, clock, "en", _SAID["en"], question).splitlines()
    assert lines and lines[0].startswith("- The user's people at work (3)")
    said = "\n".join(lines)
    assert all(name in said for name in ("Priya Nair", "Tom Okafor", "Helen Marsh"))
    assert "Amy" not in said  # a sister is not someone at work


def test_the_people_at_the_users_work_in_chinese(mem: Memory, clock: FixedClock) -> None:
    lines = _section(mem, clock, "zh", _SAID["zh"], "单位里谁最矮？").splitlines()
    said = "\n".join(lines)
    assert lines and "同事" in lines[0]
    assert all(name in said for name in ("王丽华", "赵强", "孙海燕")) and "姐姐" not in said


_ELSEWHERE = {
    "zh": ["我表哥刘洋在迪拜上班。", "我同事陈静在新加坡上班，老家广东潮州。", "我姐夫周斌老家是浙江温州。"],
    "en": ["My cousin Leo works in Dubai.", "My coworker Jess works in Singapore and is from Leeds."],
}


@pytest.mark.parametrize(
    ("language", "question", "said"),
    [
        ("zh", "base迪拜的几个人", ["刘洋", "迪拜", "陈静", "新加坡"]),
        ("zh", "我说的人里头 老家是广东的几个", ["陈静", "广东潮州", "周斌", "浙江温州"]),
        ("en", "how many of the people I mentioned are based in Dubai?", ["Leo", "Dubai", "Jess", "Singapore"]),
    ],
)
def test_a_count_over_everyone_said_the_chat_way_lists_everyone_with_the_value(
    mem: Memory, clock: FixedClock, language: str, question: str, said: list[str]
) -> None:
    section = _section(mem, clock, "u", _ELSEWHERE[language], question)
    assert section
    assert all(value in section for value in said)


@pytest.mark.parametrize(
    ("language", "said", "question", "listed", "not_listed"),
    [
        ("zh", ["我表哥刘洋今年34岁。", "我同事陈静今年52岁。"], "岁数最小的是哪个", ["刘洋", "34", "陈静", "52"], []),
        (
            "en",
            ["My coworker Jess is from Austin, Texas.", "My cousin Leo is from Leeds, Yorkshire."],
            "Anyone from Texas?",
            ["Jess", "Austin, Texas"],
            ["Leo"],
        ),
    ],
)
def test_who_asked_by_which_one_or_by_a_part_of_a_place(
    mem: Memory, clock: FixedClock, language: str, said: list[str], question: str, listed: list[str],
    not_listed: list[str],
) -> None:  # fmt: skip
    section = _section(mem, clock, "u", said, question)
    assert section
    assert all(v in section for v in listed) and not any(v in section for v in not_listed)


def test_a_thing_asked_by_which_one_asks_no_person(mem: Memory, clock: FixedClock) -> None:
    assert _section(mem, clock, "u", ["我表哥刘洋今年34岁。"], "你最喜欢的城市是哪个") == ""


def test_a_count_asked_after_the_condition_lists_everyone_with_the_value(mem: Memory, clock: FixedClock) -> None:
    # Our gazetteer does not know every town's state: the count is the model's to make from every hometown
    said = ["My cousin Leo is from Toowoomba.", "My coworker Jess is from Cairns, Queensland.",
            "My sister Amy is from Leeds."]  # fmt: skip
    section = _section(mem, clock, "u", said, "Anyone from Queensland? how many?")
    assert section
    assert all(v in section for v in ("Leo", "Toowoomba", "Jess", "Cairns", "Amy", "Leeds"))
