"""Questions over the user's people asked every which way (issue #21): a bound said in words or after its number
("who's over forty", "anyone 60 or older?", "谁比180高"), an end of a scale with no "who" ("tallest one lol",
"最大的几岁了", "按身高排一下"), a count with no word for people ("how many have a master's?", "几个是本科"), the
people at work by a superlative ("who's the oldest at work?") and a month of a birthday ("whose birthday is in
May?"). Each lists every person the question ranges over with the value it needs. Sentences are our own, none
from an evaluation set.
"""

from __future__ import annotations

import pytest

from jiyi import FixedClock, Memory

from .people_section import asked, line_of, told

_SAID = {
    "en": [
        "My cousin Leo Grant is 34 and 183 cm tall. He works as a nurse.",
        "My coworker Jess Grant is 52 and has a master's degree.",
        "My sister Amy is 41 and 5'4\". She has a PhD.",
        "My boss Helen Marsh is 60, 170 cm, and has a bachelor's degree.",
        "My uncle Sam is 68. His birthday is on May 3.",
        "My coworker Tom Okafor is 29, 188 cm tall and has a bachelor's degree.",
    ],
    "zh": [
        "我表哥刘洋今年34岁，一米八三，是护士。",
        "我同事陈静今年52岁，硕士毕业。",
        "我姐姐今年41岁，身高一米六，博士学历。",
        "我领导孙海燕今年60岁，身高一米七，本科学历。",
        "我舅舅今年68岁，生日是5月3日。",
        "我同事赵强今年29岁，身高一米八八，本科毕业。",
    ],
}
_WHO = {
    "en": ["Leo Grant", "Jess Grant", "Amy", "Helen Marsh", "Sam", "Tom Okafor"],
    "zh": ["刘洋", "陈静", "姐姐", "孙海燕", "舅舅", "赵强"],
}


def _section(mem: Memory, clock: FixedClock, language: str, question: str) -> str:
    """The people section of the block for `question` after the world of `language` ("" when it has none)."""
    told(mem, clock, _SAID[language])
    return asked(mem, question)


@pytest.mark.parametrize(
    ("language", "question"),
    [
        ("en", "who's over forty"),
        ("en", "anyone 60 or older?"),
        ("zh", "四十以上几个人来着"),
        ("zh", "过了六十的有谁"),
    ],
)
def test_an_age_bound_in_words_or_after_its_number_lists_every_age(
    mem: Memory, clock: FixedClock, language: str, question: str
) -> None:
    section = _section(mem, clock, language, question)
    # the one aged exactly the number said is no answer on its own: the uncle at 68 is over it too
    for who, age in zip(_WHO[language], ("34", "52", "41", "60", "68", "29"), strict=True):
        assert age in line_of(section, who), (who, section)


@pytest.mark.parametrize(
    ("language", "question"),
    [("en", "tallest one lol"), ("en", "who is taller than 180?"), ("zh", "谁比180高"), ("zh", "按身高排一下")],
)
def test_a_height_asked_without_a_word_for_people_lists_every_height(
    mem: Memory, clock: FixedClock, language: str, question: str
) -> None:
    section = _section(mem, clock, language, question)
    heights = {"en": ("183", "163", "170", "188"), "zh": ("183", "160", "170", "188")}[language]
    for who, cm in zip([w for i, w in enumerate(_WHO[language]) if i in (0, 2, 3, 5)], heights, strict=True):
        assert cm in line_of(section, who), (who, section)
    assert all(line_of(section, who) for who in _WHO[language])  # those none is said of too ("not said")


@pytest.mark.parametrize(
    ("language", "question", "level"),
    [("en", "how many have a master's?", "master"), ("zh", "几个是本科", "本科"), ("zh", "硕士有几个人来着", "硕士")],
)
def test_a_count_by_a_degree_with_no_word_for_people(
    mem: Memory, clock: FixedClock, language: str, question: str, level: str
) -> None:
    section = _section(mem, clock, language, question)
    assert all(line_of(section, who) for who in _WHO[language]), section
    assert level in section


@pytest.mark.parametrize(("language", "question"), [("en", "oldest one at work lol"), ("zh", "单位里年纪最大的是谁")])
def test_the_oldest_at_work_is_of_the_people_at_work(
    mem: Memory, clock: FixedClock, language: str, question: str
) -> None:
    section = _section(mem, clock, language, question)
    at_work = {"en": ["Jess Grant", "Helen Marsh", "Tom Okafor"], "zh": ["陈静", "孙海燕", "赵强"]}[language]
    assert all(line_of(section, who) for who in at_work), section
    assert not any(line_of(section, who) for who in _WHO[language] if who not in at_work)
    assert section.splitlines()[0].startswith(("- The user's people at work (3)", "- 用户的同事"))


@pytest.mark.parametrize(("language", "question"), [("en", "whose birthday is in May?"), ("zh", "谁是五月生日")])
def test_a_birthday_month_lists_everyone_for_the_model_to_compare(
    mem: Memory, clock: FixedClock, language: str, question: str
) -> None:
    section = _section(mem, clock, language, question)
    assert {"en": "May 3", "zh": "5月3日"}[language] in line_of(section, _WHO[language][4])
    assert all(line_of(section, who) for who in _WHO[language])


@pytest.mark.parametrize(("language", "question"), [("en", "which one is a nurse?"), ("zh", "哪个是护士")])
def test_which_one_by_a_value_is_the_one_who_has_it(
    mem: Memory, clock: FixedClock, language: str, question: str
) -> None:
    section = _section(mem, clock, language, question)
    assert line_of(section, _WHO[language][0])
    assert not any(line_of(section, who) for who in _WHO[language][1:])


@pytest.mark.parametrize(
    ("language", "question"),
    [
        ("en", "how many have I been to?"),
        ("en", "what's the tallest building in the world?"),
        ("zh", "我们几个是同学"),
        ("zh", "前几个是什么意思"),
        ("zh", "世界上最高的楼是哪个"),
    ],
)
def test_words_that_ask_of_no_one_list_no_one(mem: Memory, clock: FixedClock, language: str, question: str) -> None:
    assert _section(mem, clock, language, question) == ""


_PLACED = {
    "en": ["My coworker Jess Grant is from Austin, Texas.", "My cousin Leo Grant is from Leeds.",
           "My boss Helen Marsh is from Dallas, Texas."],
    "zh": ["我同事陈静老家广东潮州。", "我表哥刘洋老家山东济南。", "我领导孙海燕老家是广东佛山。"],
}  # fmt: skip


@pytest.mark.parametrize(
    ("language", "question", "listed"),
    [
        ("en", "how many of my people are Texans?", ["Jess Grant", "Helen Marsh"]),
        ("en", "who's a Texan?", ["Jess Grant", "Helen Marsh"]),
        ("zh", "我认识的人里几个是广东人", ["陈静", "孙海燕"]),
        ("zh", "谁是广东人", ["陈静", "孙海燕"]),
    ],
)
def test_people_asked_by_the_name_of_their_people_are_those_from_there(
    mem: Memory, clock: FixedClock, language: str, question: str, listed: list[str]
) -> None:
    _SAID["u"] = _PLACED[language]
    try:
        section = _section(mem, clock, "u", question)
    finally:
        del _SAID["u"]
    assert all(line_of(section, who) for who in listed), section
    place = {"en": "Texas", "zh": "广东"}[language]
    assert all(place in line_of(section, who) for who in listed)
    # a count lists everyone with where they are from; a who, only those from there
    other = {"en": "Leo Grant", "zh": "刘洋"}[language]
    assert bool(line_of(section, other)) == ("how many" in question or "几个" in question)


@pytest.mark.parametrize(
    ("language", "question", "first"),
    [("en", "whos oldest", "Sam"), ("en", "is leo older than jess", "Jess Grant"), ("zh", "刘洋比陈静大吗", "陈静")],
)
def test_a_comparison_typed_in_lowercase_or_without_its_apostrophe(
    mem: Memory, clock: FixedClock, language: str, question: str, first: str
) -> None:
    section = _section(mem, clock, language, question)
    people = [line for line in section.splitlines() if not line.startswith(("- The ", "- ordered", "- 用户", "- 按"))]
    assert people and people[0].startswith(f"- {first}"), section
