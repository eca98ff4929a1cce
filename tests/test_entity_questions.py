"""Questions over the user's people that name a province or region, not the city a fact holds: "我家亲戚里有几个四川
的" of a cousin from 成都, "哪几个是北方人", "有几个南方人", "who's from the south?", "how many of my relatives are
from Sichuan?" (`jiyi._regions`). The block says who is in it, with the value it was read from, and lists the set.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from jiyi import Memory
from jiyi._clock import FixedClock
from jiyi._regions import asked_regions, in_region
from tests.test_entity_ask_daily import _context_section

_ZH = [
    "我表哥王强今年45岁，是成都人。",
    "我表姐李娜28岁，哈尔滨人。",
    "我姑姑张丽62岁了，广州人。",
    "我舅舅刘军58岁，老家是沈阳的。",
    "我同事陈伟41岁，博士毕业，北京人。",
    "我同事赵敏35岁，硕士，上海人。",
    "我同事孙浩29岁，本科学历，老家四川绵阳。",
]
_EN = [
    "My cousin Tom is 45 and he's from Chengdu.",
    "My cousin Lily is 28, she's from Harbin.",
    "My aunt Mary is 62 and she is from Guangzhou.",
    "My uncle Bob is 58, he is from London.",
    "My coworker Dave is 41, he has a PhD and he's from Beijing.",
    "My coworker Kevin is 29 and has a bachelor's degree. He's from Chengdu.",
    "My friend Jenny is 33 and she's from Mianzhu.",
]


def _memory(path: Path, said: list[str]) -> Memory:
    from datetime import datetime

    mem = Memory(str(path), clock=FixedClock(datetime(2026, 11, 20, 10)))
    topic = mem.topics.create("u", "people")
    for text in said:
        mem.messages.add(topic.id, "user", text)
    mem.extract(topic.id)
    return mem


@pytest.fixture(scope="module")
def zh(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    mem = _memory(tmp_path_factory.mktemp("zh") / "m.db", _ZH)
    yield mem
    mem.close()


@pytest.fixture(scope="module")
def en(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    mem = _memory(tmp_path_factory.mktemp("en") / "m.db", _EN)
    yield mem
    mem.close()


@pytest.mark.parametrize(
    ("question", "region"),
    [
        ("我家亲戚里有几个四川的", "四川"),
        ("列一下我认识的四川人", "四川"),
        ("哪几个是北方人", "北方"),
        ("有几个南方人？", "南方"),
        ("亲戚里有谁是东北的", "东北"),
        ("谁老家在江浙沪", "江浙沪"),
        ("who's from the south?", "南方"),
        ("anyone from up north?", "北方"),
        ("how many of my relatives are from Sichuan?", "四川"),
        ("which of my friends are from the northeast", "东北"),
        ("any of my coworkers from Guangdong?", "广东"),
    ],
)
def test_a_province_or_region_asked_as_where_people_are(question: str, region: str) -> None:
    assert [r.name for r in asked_regions(question)] == [region]


@pytest.mark.parametrize(
    "question", ["谁喜欢吃四川菜", "东北菜好吃吗", "North Carolina is nice", "我在看四川话的视频", "who likes hot pot?"]
)
def test_a_province_said_of_something_else_is_no_region(question: str) -> None:
    assert asked_regions(question) == ()


@pytest.mark.parametrize(
    ("value", "region", "inside"),
    [
        ("成都", "四川", True),
        ("四川绵阳", "四川", True),
        ("Chengdu, Sichuan", "四川", True),
        ("辽宁省沈阳市", "东北", True),
        ("东北", "北方", True),
        ("Harbin", "北方", True),
        ("广州", "北方", False),
        ("纽约", "南方", False),
        ("London", "南方", False),
    ],
)
def test_a_place_is_in_its_province_and_regions(value: str, region: str, inside: bool) -> None:
    asked = asked_regions(f"谁是{region}的")
    assert asked and in_region(value, asked[0]) is inside


@pytest.mark.parametrize(
    ("question", "line"),
    [
        ("我家亲戚里有几个四川的", "- 老家在四川的（1 人）：王强（成都）"),
        ("亲戚中四川人有几个？", "- 老家在四川的（1 人）：王强（成都）"),
        ("列一下我认识的四川人", "- 老家在四川的（2 人）：王强（成都）、孙浩（四川绵阳）"),
        ("我认识的人里四川的有谁", "- 老家在四川的（2 人）：王强（成都）、孙浩（四川绵阳）"),
        ("哪几个是北方人", "- 老家在北方的（3 人）：李娜（哈尔滨）、刘军（沈阳）、陈伟（北京）"),
        ("有几个南方人", "- 老家在南方的（4 人）：王强（成都）、张丽（广州）、赵敏（上海）、孙浩（四川绵阳）"),
        ("亲戚里有谁是东北的", "- 老家在东北的（2 人）：李娜（哈尔滨）、刘军（沈阳）"),
        ("同事里有没有东北人", "- 老家在东北的：没有"),
    ],
)
def test_a_region_question_says_who_is_in_it(zh: Memory, question: str, line: str) -> None:
    section = _context_section(zh, "u", question)
    assert line in section.splitlines(), section


@pytest.mark.parametrize(
    ("question", "line"),
    [
        ("How many of my relatives are from Sichuan?", "- From Sichuan (1): Tom (Chengdu)"),
        ("who in my family is from up north", "- From northern China (1): Lily (Harbin)"),
        ("who's from the south?", "- From southern China (3): Tom (Chengdu), Mary (Guangzhou), Kevin (Chengdu)"),
        ("anyone from Sichuan?", "- From Sichuan (2): Tom (Chengdu), Kevin (Chengdu)"),
        ("which of my coworkers are from the north", "- From northern China (1): Dave (Beijing)"),
    ],
)
def test_a_region_question_in_english_says_who_is_in_it(en: Memory, question: str, line: str) -> None:
    section = _context_section(en, "u", question)
    assert line in section.splitlines(), section


def test_none_only_when_every_place_is_known(en: Memory) -> None:
    # Jenny's Mianzhu is a town the table does not know: "none" of the friends would be a guess
    friends = _context_section(en, "u", "which of my friends are from the northwest?")
    assert "Jenny" in friends and "From Northwest China" not in friends, friends
    family = _context_section(en, "u", "who in my family is from the northwest?")  # London is known abroad
    assert "- From Northwest China: none" in family.splitlines(), family
    coworkers = _context_section(en, "u", "which of my coworkers are from the northwest?")
    assert "- From Northwest China: none" in coworkers.splitlines(), coworkers


@pytest.mark.parametrize("question", ["谁喜欢吃四川菜", "我同事喜欢东北菜吗", "哪几个是博士"])
def test_no_region_line_for_other_questions(zh: Memory, question: str) -> None:
    assert "老家在" not in _context_section(zh, "u", question)


@pytest.mark.parametrize(
    ("question", "line"),
    [
        ("北方人有几个", "- 老家在北方的（3 人）：李娜（哈尔滨）、刘军（沈阳）、陈伟（北京）"),
        ("四川人一共有多少？", "- 老家在四川的（2 人）：王强（成都）、孙浩（四川绵阳）"),
        ("东北人有几个", "- 老家在东北的（2 人）：李娜（哈尔滨）、刘军（沈阳）"),
        ("南方人有多少个", "- 老家在南方的（4 人）：王强（成都）、张丽（广州）、赵敏（上海）、孙浩（四川绵阳）"),
        ("我认识的北方人有几个？", "- 老家在北方的（3 人）：李娜（哈尔滨）、刘军（沈阳）、陈伟（北京）"),
    ],
)
def test_a_count_said_after_the_people_of_a_region(zh: Memory, question: str, line: str) -> None:
    section = _context_section(zh, "u", question)
    assert line in section.splitlines(), section


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("有没有比我小的", "年龄"),
        ("有没有比我大的？", "年龄"),
        ("有没有人比我年轻", "年龄"),
        ("有没有谁比我老", "年龄"),
        ("有没有人比我年长？", "年龄"),
    ],
)
def test_anyone_compared_with_the_user_lists_every_one(zh: Memory, question: str, value: str) -> None:
    lines = _context_section(zh, "u", question).splitlines()
    people = ["王强", "李娜", "张丽", "刘军", "陈伟", "赵敏", "孙浩"]
    assert all(any(p in line and value in line for line in lines) for p in people), lines


@pytest.mark.parametrize("said", ["他比我大的那个哥哥来了", "客人有几个还不知道", "比我小三岁的那个同事叫什么"])
def test_a_comparison_with_the_user_said_in_passing_lists_no_one(zh: Memory, said: str) -> None:
    assert "按年龄" not in _context_section(zh, "u", said)


@pytest.mark.parametrize(
    ("question", "line"),
    [
        ("how many ppl do i know from china", "- From China (5): Tom (Chengdu), Lily (Harbin), Mary (Guangzhou)"),
        ("anyone from the UK?", "- From UK (1): Bob (London)"),
        ("is anyone in my family from China", "- From China (3): Tom (Chengdu), Lily (Harbin), Mary (Guangzhou)"),
    ],
)
def test_a_country_asked_holds_its_cities(en: Memory, question: str, line: str) -> None:
    section = _context_section(en, "u", question)
    assert any(x.startswith(line) for x in section.splitlines()), section


def test_no_country_line_when_a_place_is_unknown(en: Memory) -> None:
    # nobody known to be from Canada, and Jenny's Mianzhu is in no country the lexicon knows: no "none"
    assert "From Canada" not in _context_section(en, "u", "how many people I know are from Canada?")


@pytest.mark.parametrize(
    ("question", "line"),
    [
        ("我认识的人里有几个中国人", "- 老家在中国的（7 人）："),
        ("有几个美国人？", "- 老家在美国的：没有"),
        ("我认识的日本人有几个", "- 老家在日本的：没有"),
    ],
)
def test_a_country_asked_in_chinese(zh: Memory, question: str, line: str) -> None:
    section = _context_section(zh, "u", question)
    assert any(x.startswith(line) for x in section.splitlines()), section
