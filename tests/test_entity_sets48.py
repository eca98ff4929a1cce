"""Questions over the user's people with no set named (issue #21): "what do they all do for work", "他们都是干啥的"
and a follow-up with only what changes ("and the oldest?", "那最矮的呢") are of the set the chat was about, or of
everyone; "谁住在国外？" when the user never said where they live lists where each one lives; "any Texans?",
"anyone Korean", "有东北人吗" are those from there; "the baby of the bunch", "谁是老幺" the youngest; "whose birthday is
next?" lists birthdays, the nearest first. Sentences are our own, none from an evaluation set.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime

import pytest

from jiyi import FixedClock, Memory

from .people_section import asked, line_of, told

_SAID = {
    "en": [
        "My coworker Leo Grant is 34 and works as a nurse. He lives in Boston.",
        "My friend Jess Grant is 52 and lives in Toronto. She grew up in Austin, Texas.",
        "My sister Amy is 41 and 5'4\". Her birthday is on December 3.",
        "My boss Helen Marsh is 60 and is a software engineer. She lives in Seattle.",
        "My uncle Sam is 68. His birthday is on May 3.",
        "My friend Tom Okafor is 29, 188 cm tall and lives in London. He is a teacher.",
        "My neighbour Nina Park is 45. She is from Seoul and works as a dentist.",
        "My cousin Ben is 23. His birthday is on March 20.",
    ],
    "zh": [
        "我同事刘洋今年34岁，是护士，住在杭州。",
        "我朋友陈静今年52岁，老家黑龙江哈尔滨，现在住在多伦多。",
        "我姐姐今年41岁，身高一米六，生日是12月3日。",
        "我领导孙海燕今年60岁，是工程师，住在北京。",
        "我舅舅今年68岁，老家辽宁沈阳，生日是5月3日。",
        "我朋友赵强今年29岁，身高一米八八，住在伦敦，是老师。",
        "我邻居王芳今年45岁，老家四川成都，是牙医。",
        "我表弟陈晨今年23岁，生日是3月20日。",
    ],
}
_WHO = {
    "en": ["Leo Grant", "Jess Grant", "Amy", "Helen Marsh", "Sam", "Tom Okafor", "Nina Park", "Ben"],
    "zh": ["刘洋", "陈静", "姐姐", "孙海燕", "舅舅", "赵强", "王芳", "陈晨"],
}
_JOBS = {
    "en": ["nurse", "", "", "software engineer", "", "teacher", "dentist", ""],
    "zh": ["护士", "", "", "工程师", "", "老师", "牙医", ""],
}
_HOMES = {
    "en": ["Boston", "Toronto", "", "Seattle", "", "London", "", ""],
    "zh": ["杭州", "多伦多", "", "北京", "", "伦敦", "", ""],
}


def _section(mem: Memory, clock: FixedClock, language: str, question: str, recent: Sequence[str] = ()) -> str:
    """The people section of the block for `question` after the world of `language` ("" when it has none)."""
    told(mem, clock, _SAID[language])
    return asked(mem, question, recent)


def _people(section: str) -> list[str]:
    """The member lines, the header left out."""
    return [line for line in section.splitlines() if not line.startswith(("- The ", "- 用户"))]


@pytest.mark.parametrize(
    ("language", "question"),
    [
        ("en", "what do they all do for work"),
        ("en", "what does each person do"),
        ("en", "who does what for work?"),
        ("zh", "他们都是做什么工作的"),
        ("zh", "他们几个都是干啥工作的"),
    ],
)
def test_a_job_asked_of_them_all_with_no_set_named_lists_everyone(
    mem: Memory, clock: FixedClock, language: str, question: str
) -> None:
    section = _section(mem, clock, language, question)
    missing = {"en": "not said", "zh": "未提及"}[language]
    for who, job in zip(_WHO[language], _JOBS[language], strict=True):
        assert (job or missing) in line_of(section, who), (who, section)


@pytest.mark.parametrize(
    ("language", "question", "before", "first"),
    [
        ("en", "and the oldest?", "who's the tallest?", "Sam"),
        ("en", "what about the youngest", "who's the tallest", "Ben"),
        ("zh", "那最小的呢", "谁最高", "陈晨"),
        ("zh", "年纪最大的呢", "谁最高", "舅舅"),
    ],
)
def test_a_follow_up_after_a_question_over_everyone_is_over_everyone(
    mem: Memory, clock: FixedClock, language: str, question: str, before: str, first: str
) -> None:
    section = _section(mem, clock, language, question, recent=[before])
    people = _people(section)
    assert len(people) == 8 and people[0].startswith(f"- {first}"), section


@pytest.mark.parametrize(
    ("language", "question", "before", "friends"),
    [
        ("en", "and the tallest?", "which of my friends is the oldest?", ["Tom Okafor", "Jess Grant"]),
        ("zh", "那最矮的呢", "我朋友里谁最大", ["赵强", "陈静"]),
    ],
)
def test_a_follow_up_after_a_set_question_keeps_the_set(
    mem: Memory, clock: FixedClock, language: str, question: str, before: str, friends: list[str]
) -> None:
    section = _section(mem, clock, language, question, recent=[before])
    assert [line[2:].split()[0].split("（")[0] for line in _people(section)] == [f.split()[0] for f in friends]
    assert "188" in line_of(section, friends[0])


@pytest.mark.parametrize(
    ("language", "question"), [("en", "who lives abroad?"), ("en", "anyone living overseas"), ("zh", "谁住在国外？")]
)
def test_abroad_with_the_users_home_unknown_lists_where_everyone_lives(
    mem: Memory, clock: FixedClock, language: str, question: str
) -> None:
    section = _section(mem, clock, language, question)
    for who, home in zip(_WHO[language], _HOMES[language], strict=True):
        assert line_of(section, who) and home in line_of(section, who), (who, section)


@pytest.mark.parametrize(
    ("language", "question", "listed"),
    [
        ("en", "any texans?", ["Jess Grant"]),
        ("en", "anyone korean", ["Nina Park"]),
        ("en", "any koreans?", ["Nina Park"]),
        ("zh", "有东北人吗", ["舅舅", "陈静"]),
        ("zh", "有几个东北的", ["舅舅", "陈静"]),
        ("zh", "有四川人吗", ["王芳"]),
    ],
)
def test_any_people_of_a_place_are_those_from_there(
    mem: Memory, clock: FixedClock, language: str, question: str, listed: list[str]
) -> None:
    section = _section(mem, clock, language, question)
    assert all(line_of(section, who) for who in listed), section
    # those from elsewhere or nowhere said are no answer to "any Texans?"
    assert not any(line_of(section, who) for who in _WHO[language] if who not in listed), section


@pytest.mark.parametrize(
    ("language", "question"),
    [("en", "who's the baby of the bunch"), ("en", "who is the baby of the group?"), ("zh", "谁是老幺")],
)
def test_the_baby_of_the_bunch_is_the_youngest(mem: Memory, clock: FixedClock, language: str, question: str) -> None:
    section = _section(mem, clock, language, question)
    people = _people(section)
    assert len(people) == 8 and people[0].startswith(f"- {_WHO[language][-1]}") and "23" in people[0], section


@pytest.mark.parametrize(
    ("language", "question"),
    [
        ("en", "whose birthday is next?"),
        ("en", "any birthdays coming up"),
        ("zh", "下一个过生日的是谁"),
        ("zh", "谁的生日最近"),
    ],
)
def test_the_next_birthday_is_by_the_calendar_from_today(
    mem: Memory, clock: FixedClock, language: str, question: str
) -> None:
    # asked on 2026-04-10: May 3 comes next, then December 3, and March 20 not till next year
    _section(mem, clock, language, question)
    clock.set(datetime(2026, 4, 10, 9, tzinfo=UTC))
    section = asked(mem, question)
    people = _people(section)
    listed = [line for line in people if re.search(r"May 3|December 3|March 20|5月3日|12月3日|3月20日", line)]
    order = {"en": ["- Sam", "- Amy", "- Ben"], "zh": ["- 舅舅", "- 姐姐", "- 陈晨"]}[language]
    assert [line[: len(w)] for line, w in zip(listed, order, strict=False)] == order, section
    head = {"en": "next birthday: Sam (May 3)", "zh": "下一个过生日：舅舅（5月3日）"}[language]
    assert head in section
    # an age is no birthday: those whose birthday is not said show none of their ages
    assert not re.search(r"(?:age|年龄)", line_of(section, _WHO[language][0]))


@pytest.mark.parametrize(
    ("language", "question"),
    [
        ("en", "and where do you live?"),
        ("en", "any ideas for dinner?"),
        ("en", "what about tomorrow?"),
        ("zh", "那你多大了"),
        ("zh", "有空吗"),
        ("zh", "他们说明天下雨"),
    ],
)
def test_a_follow_up_or_an_any_that_asks_of_no_one_lists_no_one(
    mem: Memory, clock: FixedClock, language: str, question: str
) -> None:
    assert _section(mem, clock, language, question) == ""


@pytest.mark.parametrize(
    ("language", "question", "first"),
    [
        ("en", "who's older than amy", "Sam"),
        ("en", "is anyone taller than tom?", "Tom Okafor"),
        ("zh", "谁比姐姐大", "舅舅"),
        ("zh", "有没有人比赵强高", "赵强"),
    ],
)
def test_a_comparison_against_one_person_ranges_over_everyone(
    mem: Memory, clock: FixedClock, language: str, question: str, first: str
) -> None:
    section = _section(mem, clock, language, question)
    people = _people(section)
    assert len(people) == 8 and people[0].startswith(f"- {first}"), section


@pytest.mark.parametrize(
    ("language", "question", "left_out", "top"),
    [("en", "who's the oldest besides sam", "Sam", "Helen Marsh"), ("zh", "除了舅舅谁最大", "舅舅", "孙海燕")],
)
def test_the_top_besides_one_person_leaves_that_person_out(
    mem: Memory, clock: FixedClock, language: str, question: str, left_out: str, top: str
) -> None:
    section = _section(mem, clock, language, question)
    people = _people(section)
    assert len(people) == 7 and people[0].startswith(f"- {top}") and not line_of(section, left_out), section


@pytest.mark.parametrize(
    ("language", "question"), [("en", "any of them over 60"), ("zh", "有几个过了50的"), ("en", "anyone in their 40s?")]
)
def test_an_age_bound_asked_the_chat_way_lists_every_age(
    mem: Memory, clock: FixedClock, language: str, question: str
) -> None:
    section = _section(mem, clock, language, question)
    for who, age in zip(_WHO[language], ("34", "52", "41", "60", "68", "29", "45", "23"), strict=True):
        assert age in line_of(section, who), (who, section)
