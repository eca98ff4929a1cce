"""The people section reads a few more everyday ways of asking over a set, and ages said in words (issue #21).

Found on the dev pool's English misses (`bench/entities.py --split daily_fresh`), written here in our own
sentences: an age bound said as "past 45" / "hasn't passed 50"; where someone is from said as "roots in" or
"祖籍"; where someone works as "commute to"; an education level with "at least" before it; and ages said in
words ("fifty-four"), which no comparison could order before (they sat after every age in digits).
"""

from __future__ import annotations

import pytest

from jiyi._entity_scale import number_value

from .test_entity_ask_general import ALL, EVERYONE_EN, EVERYONE_ZH, _line, _listed, _section
from .test_entity_recall import view


@pytest.mark.parametrize(
    ("question", "head", "name", "shown"),
    [
        ("Count the people I mentioned who are past 45.", EVERYONE_EN, "Sam Turner", "age: 38"),
        ("How many folks I know haven't passed 40?", EVERYONE_EN, "Hank", "age: 67"),
        ("Anyone I've told you about north of 60?", EVERYONE_EN, "Lucy", "age: 29"),
        ("how many of the people i know are beyond fifty", EVERYONE_EN, "Priya Nair", "age: 45"),
        ("Count the people I mentioned with roots in Ohio.", EVERYONE_EN, "Hank", "from: Ohio"),
        ("Whose roots are in Ohio, of the people I know?", EVERYONE_EN, "Sam Turner", "from: Ohio"),
        ("How many folks I told you about commute to Boston?", EVERYONE_EN, "Priya Nair", "works in: Boston"),
        ("Who do I know that commutes into Denver?", EVERYONE_EN, "Lucy", "works in: Denver"),
        ("How many people I know have at least a master's?", EVERYONE_EN, "彭浩", 'education: "硕士"'),
        ("How many of them hold a bachelor of science?", EVERYONE_EN, "邓晓梅", 'education: "本科"'),
        ("Does anyone I know have more than a bachelor's degree?", EVERYONE_EN, "彭浩", 'education: "硕士"'),
        ("我认识的人里祖籍浙江的有几个？", EVERYONE_ZH, "曹国庆", "老家 浙江杭州"),
        ("祖籍在湖南的有谁？", EVERYONE_ZH, "冯丽娟", "老家 湖南长沙"),
    ],
)
def test_a_count_asked_in_everyday_words_lists_every_member_with_its_value(
    question: str, head: str, name: str, shown: str
) -> None:
    text = _section(question)
    assert text.splitlines()[1].startswith(head), text
    assert _listed(text, ALL) == [], text
    assert shown in _line(text, name), (shown, text)


@pytest.mark.parametrize(
    ("value", "number"),
    [
        ("fifty-four", 54),
        ("Thirty two", 32),
        ("nineteen", 19),
        ("sixty-seven years old", 67),
        ("about forty people", 40),
        ("35岁", 35),
        ("三十五", 35),
        ("one of them", None),  # a word below eleven says too many other things
        ("a few", None),
    ],
)
def test_a_number_said_in_words_has_its_value(value: str, number: int | None) -> None:
    assert number_value(value) == number


WORDS = [
    view("Imani Petrov", "coworker", [("age", "fifty-four")]),
    view("Dale Price", "coworker", [("age", "49")]),
    view("Rosa Lind", "cousin", [("age", "twenty-three")]),
    view("Ben Ode", "cousin", [("age", "31")]),
    view("周红", "同事", [("age", "五十八岁")]),
]


@pytest.mark.parametrize(
    ("question", "top"),
    [
        ("Who's the oldest person I've mentioned?", "oldest: 周红"),
        ("Who is the youngest of everyone I know?", "youngest: Rosa Lind"),
        ("Which of my coworkers is the oldest?", "oldest: 周红"),
        ("Who's the senior-most person I've told you about?", "oldest: 周红"),
        ("我认识的人里谁最年轻？", "年龄最小：Rosa Lind"),
    ],
)
def test_ages_said_in_words_are_ordered_with_ages_in_digits(question: str, top: str) -> None:
    text = _section(question, WORDS)
    assert top in text, text


def test_an_age_in_words_is_placed_between_ages_in_digits() -> None:
    text = _section("Which of my coworkers is the oldest?", WORDS[:2])
    assert "oldest: Imani Petrov" in text, text
    lines = [x for x in text.splitlines() if x.startswith("- ")]
    assert [x.split(" ")[1] for x in lines[1:3]] == ["Imani", "Dale"], text
