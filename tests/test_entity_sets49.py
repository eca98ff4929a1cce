"""Questions over the user's people that name a part of the world ("who lives in Asia?", "我朋友里有谁在欧洲？"),
a pastime in part or by its kind ("who plays chess?" of speed chess, "谁会乐器" of 弹钢琴), a comparison typed wrong
("who's the talest", "谁最搞") and a group by its relation ("how old are my parents?", "我同事都在哪上班？").
Sentences are our own, none from an evaluation set.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from jiyi import FixedClock, Memory
from jiyi._asked_spelling import comparison_spelled
from jiyi._entity_models import EntityFact
from jiyi._regions import asked_regions, in_region, region_asked_as_home
from jiyi._value_kinds import kind_said

from .people_section import asked, line_of, told

_SAID = {
    "en": [
        "My friend Tom Reed is 29, 180 cm tall and lives in Tokyo. He plays speed chess.",
        "My friend Amy Chen is 31, 165 cm tall and lives in Paris. She plays the piano.",
        "My friend Raj Patel is 40, 175 cm tall and lives in Boston. He plays tennis.",
        "My friend Lia Gomez is 35 and lives in Lima. She plays the violin.",
        "My friend Dan Ross is 50 and lives in Sydney. He loves watching football.",
        "My dad is 62 and lives in London.",
        "My mom is 60.",
        "My coworker Ken Ito works at Google.",
        "My coworker Sue Park works at a hospital.",
    ],
    "zh": [
        "我朋友赵强今年29岁，身高一米八，住在东京，喜欢下象棋。",
        "我朋友王芳今年31岁，身高一米六五，住在巴黎，会弹钢琴。",
        "我朋友李磊今年40岁，身高一米七五，住在成都，喜欢打网球。",
        "我朋友陈静今年35岁，住在利马，会拉小提琴。",
        "我朋友周涛今年50岁，住在悉尼，喜欢看足球。",
        "我爸今年62岁，住在伦敦。",
        "我妈今年60岁。",
        "我同事刘洋在腾讯上班。",
        "我同事孙浩在医院上班。",
    ],
}
_WHO = {
    "en": ["Tom Reed", "Amy Chen", "Raj Patel", "Lia Gomez", "Dan Ross", "dad", "mom", "Ken Ito", "Sue Park"],
    "zh": ["赵强", "王芳", "李磊", "陈静", "周涛", "爸", "妈", "刘洋", "孙浩"],
}


def _section(mem: Memory, clock: FixedClock, language: str, question: str) -> str:
    told(mem, clock, _SAID[language])
    return asked(mem, question)


def _listed(section: str, language: str) -> list[str]:
    """Who of the world has a line of their own in `section`."""
    return [who for who in _WHO[language] if line_of(section, who)]


@pytest.mark.parametrize(
    ("language", "question", "listed"),
    [
        ("en", "who lives in Asia?", ["Tom Reed"]),
        ("zh", "谁住在亚洲？", ["赵强", "李磊"]),  # 成都 is in China, so in Asia
        ("en", "who lives in Europe?", ["Amy Chen", "dad"]),
        ("zh", "谁在欧洲", ["王芳", "爸"]),
        ("en", "anyone in South America?", ["Lia Gomez"]),
        ("zh", "有人在南美吗", ["陈静"]),
    ],
)
def test_a_part_of_the_world_holds_the_cities_in_it(
    mem: Memory, clock: FixedClock, language: str, question: str, listed: list[str]
) -> None:
    section = _section(mem, clock, language, question)
    assert _listed(section, language) == listed, section


@pytest.mark.parametrize(
    ("language", "question", "said"),
    [
        ("en", "which of my friends live in Europe?", "- Living in Europe (1): Amy Chen (Paris)"),
        ("zh", "我朋友里有谁在欧洲？", "- 住在欧洲的（1 人）：王芳（巴黎）"),
        ("en", "any of my friends in Oceania?", "- Living in Oceania (1): Dan Ross (Sydney)"),
        ("zh", "我朋友有几个在大洋洲的", "- 住在大洋洲的（1 人）：周涛（悉尼）"),
    ],
)
def test_a_set_asked_of_a_part_of_the_world_says_who_of_it_lives_there(
    mem: Memory, clock: FixedClock, language: str, question: str, said: str
) -> None:
    section = _section(mem, clock, language, question)
    assert said in section.splitlines(), section
    assert not line_of(section, _WHO[language][5]), section  # the user's dad in London is no friend


@pytest.mark.parametrize(
    ("value", "region", "inside"),
    [
        ("东京", "亚洲", True),
        ("四川绵阳", "Asia", True),
        ("Lima", "South America", True),
        ("Lima", "North America", False),
        ("Toronto", "北美", True),
        ("东南亚", "亚洲", True),  # a part of the world named as the place: in those that hold it
        ("Southeast Asia", "Europe", False),
        ("Atlantis", "Europe", False),  # unknown: never guessed in
    ],
)
def test_a_place_is_in_the_parts_of_the_world_its_country_is_in(value: str, region: str, inside: bool) -> None:
    (asked_region,) = asked_regions(f"谁在{region}？" if not region.isascii() else f"who lives in {region}?")
    assert in_region(value, asked_region) is inside


@pytest.mark.parametrize(
    ("question", "home"),
    [
        ("any of my friends in Europe?", True),
        ("how many live in Asia", True),
        ("有几个在四川的", True),
        ("anyone from the north?", False),
        ("有几个四川的", False),
        ("有几个老家在四川的", False),
    ],
)
def test_a_region_said_after_in_asks_where_they_live(question: str, home: bool) -> None:
    assert region_asked_as_home(question) is home


@pytest.mark.parametrize(
    ("language", "question", "listed"),
    [
        ("en", "who plays chess?", ["Tom Reed"]),  # "speed chess" is chess
        ("zh", "谁喜欢下棋", ["赵强"]),  # 下象棋 is 下棋
        ("en", "who plays an instrument?", ["Amy Chen", "Lia Gomez"]),
        ("zh", "谁会乐器", ["王芳", "陈静"]),
        # watching football is no sport
        ("en", "who does sport?", ["Raj Patel"]),
        ("zh", "谁喜欢运动", ["李磊"]),
    ],
)
def test_a_pastime_asked_in_part_or_by_its_kind_lists_those_who_do_it(
    mem: Memory, clock: FixedClock, language: str, question: str, listed: list[str]
) -> None:
    section = _section(mem, clock, language, question)
    assert _listed(section, language) == listed, section


_LISTENERS = {
    "en": [
        "My friend Tom Reed loves playing speed chess.",
        "My friend Dan Ross likes classical piano music.",
        "My friend Lia Gomez loves hot dogs.",
    ],
    "zh": ["我朋友赵强爱下国际象棋。", "我朋友周涛喜欢钢琴曲。", "我朋友陈静喜欢吃热狗。"],
}


@pytest.mark.parametrize(
    ("language", "question", "listed"),
    [
        ("en", "who plays chess?", ["Tom Reed"]),  # a like that is a doing is read in part
        ("zh", "谁喜欢下棋", ["赵强"]),
        ("en", "who plays an instrument?", []),  # piano music is listened to, not played
        ("zh", "谁会乐器", []),
        ("en", "who likes dogs?", []),  # hot dogs are no dogs
        ("zh", "谁喜欢狗", []),
    ],
)
def test_a_pastime_is_asked_in_part_only_as_the_thing_done(
    mem: Memory, clock: FixedClock, language: str, question: str, listed: list[str]
) -> None:
    told(mem, clock, _LISTENERS[language])
    section = asked(mem, question)
    who = {"en": ["Tom Reed", "Dan Ross", "Lia Gomez"], "zh": ["赵强", "周涛", "陈静"]}[language]
    assert [w for w in who if line_of(section, w)] == listed, section


@pytest.mark.parametrize("value", ["收集第5种邮票", "5", "下3盘棋", "K歌"])
def test_a_pastime_with_few_words_or_digits_is_read_without_fault(value: str) -> None:
    now = datetime(2026, 11, 25, 9, tzinfo=UTC)
    fact = EntityFact(
        id="f",
        user_id="u",
        entity_id="e",
        attribute="likes",
        value=value,
        memory_id="m",
        valid_from=now,
        created_at=now,
    )
    assert not kind_said(fact, "跟我说说我的朋友们都有什么爱好，谁喜欢下棋")


@pytest.mark.parametrize(
    ("language", "question", "first", "said"),
    [
        ("en", "who's the talest", "Tom Reed", "180"),
        ("zh", "谁最搞", "赵强", "180"),
        ("en", "who is the shortset?", "Amy Chen", "165"),
        ("zh", "谁最挨", "王芳", "165"),
        ("en", "who is the oldset of my friends", "Dan Ross", "50"),
        ("zh", "我朋友里谁年纪最大", "周涛", "50"),
    ],
)
def test_a_comparison_typed_wrong_is_read_as_meant(
    mem: Memory, clock: FixedClock, language: str, question: str, first: str, said: str
) -> None:
    section = _section(mem, clock, language, question)
    people = [line for line in section.splitlines()[1:] if not line.startswith(("- The ", "- 用户"))]
    assert people[0].startswith(f"- {first}") and said in people[0], section


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("who is the boldest", "who is the boldest"),  # a real word one edit away, but not at its first letter
        ("who is Tallent?", "who is Tallent?"),  # a name
        ("who's the latest", "who's the latest"),
        ("谁最搞笑", "谁最搞笑"),  # the funniest
        ("最搞的是谁", "最高的是谁"),
        ("whos the hieghest", "whos the highest"),
    ],
)
def test_a_word_near_a_comparison_that_is_no_slip_stays(question: str, read: str) -> None:
    assert comparison_spelled(question) == read


@pytest.mark.parametrize(
    ("language", "question", "values"),
    [
        ("en", "how old are my parents?", {"dad": "62", "mom": "60"}),
        ("zh", "我爸妈都多大了？", {"爸": "62", "妈": "60"}),
        ("en", "where do my coworkers work?", {"Ken Ito": "Google", "Sue Park": "hospital"}),
        ("zh", "我同事都在哪上班？", {"刘洋": "腾讯", "孙浩": "医院"}),
    ],
)
def test_a_group_asked_by_its_relation_lists_every_member_with_the_value(
    mem: Memory, clock: FixedClock, language: str, question: str, values: dict[str, str]
) -> None:
    section = _section(mem, clock, language, question)
    assert set(_listed(section, language)) == set(values), section
    for who, value in values.items():
        assert value in line_of(section, who), (who, section)
