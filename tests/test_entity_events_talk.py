"""Events named the way people talk (issue #21): "the first aid course", "the girls' holiday", "the e-bike reveal",
"the housewarming bash", "the clinic planning day"; 集训, 双选会, 首发会, 秋游, 饭局, 特展 — their later fields said
through "that course I mentioned" / "之前说的集训", a venue with a lowercase word in it, and the words that are no
event ("of course", "the bank holiday", "the big reveal was that…"). Sentences are our own, none from an
evaluation set.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions

from .test_entity_events import _say


def _events(text: str, language: str, recent: list[str] | None = None) -> dict[str, set[tuple[str, str]]]:
    return {
        m.name: {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language=language, recent=recent or [])
        if m.kind == "event" and m.name
    }


# (message, the event's name, a fact read of it)
SAID_EN: list[tuple[str, str, tuple[str, str]]] = [
    ("I did the first aid course last month, it ran two days", "first aid course", ("duration", "two days")),
    ("my work sent me on a forklift course in Bradford for three days", "forklift course", ("place", "Bradford")),
    ("the barista course was about 12 people", "barista course", ("size", "12 people")),
    ("The pottery course ran for six weeks", "pottery course", ("duration", "six weeks")),
    ("the sign language course was held at the library in Derby", "sign language course", ("place", "Derby")),
    ("our family holiday was in Crete, ten days", "family holiday", ("place", "Crete")),
    ("the girls' holiday went for a week all up", "girls' holiday", ("duration", "a week")),
    ("Our ski holiday was in Val Thorens for 6 nights", "ski holiday", ("place", "Val Thorens")),
    ("the beach holiday was just the four of us", "beach holiday", ("size", "four of us")),
    ("the camping holiday lasted five nights", "camping holiday", ("duration", "five nights")),
    ("went to the Nova scooter reveal, held at the Ryman", "Nova scooter reveal", ("place", "Ryman")),
    ("the gender reveal was at Mia's place, like 20 people", "gender reveal", ("size", "20 people")),
    ("the phone reveal drew about 300 people", "phone reveal", ("size", "300 people")),
    ("the Pixel reveal was on March 3", "Pixel reveal", ("date", "March 3")),
    ("the sneaker reveal lasted an hour", "sneaker reveal", ("duration", "an hour")),
    ("the housewarming bash was 30 people", "housewarming bash", ("size", "30 people")),
    ("the birthday bash was at the Crown in Leeds", "birthday bash", ("place", "Crown in Leeds")),
    ("the uni reunion bash went on all night", "uni reunion bash", ("duration", "all night")),
    ("my cousin's engagement bash was in Perth", "cousin's engagement bash", ("place", "Perth")),
    ("the office Christmas bash ran for five hours", "office Christmas bash", ("duration", "five hours")),
    ("the clinic planning day was at the Hilton in Brisbane", "clinic planning day", ("place", "Hilton in Brisbane")),
    ("the team away day lasted a day and a half", "team away day", ("duration", "a day and a half")),
    ("the uni open day was at Headingley in Leeds", "uni open day", ("place", "Headingley in Leeds")),
    ("the school sports day had about 200 kids", "school sports day", ("size", "200 kids")),
    ("the budget strategy day ran 6 hours", "budget strategy day", ("duration", "6 hours")),
]


@pytest.mark.parametrize(("said", "name", "fact"), SAID_EN)
def test_an_english_event_said_the_way_people_talk(said: str, name: str, fact: tuple[str, str]) -> None:
    assert fact in _events(said, "en").get(name, set()), _events(said, "en")


SAID_ZH: list[tuple[str, str, tuple[str, str]]] = [
    ("新员工集训在苏州办，为期五天", "新员工集训", ("place", "苏州")),
    ("上个月的消防集训来了四十多个人", "消防集训", ("size", "四十多个人")),
    ("篮球集训营办在了市体育中心", "篮球集训营", ("place", "市体育中心")),
    ("春季双选会在大学城体育馆开的，去了好几千人", "春季双选会", ("size", "几千人")),
    ("医药行业双选会最后定在了会展中心", "医药行业双选会", ("place", "会展中心")),
    ("新款手机首发会在深圳湾体育中心举办", "新款手机首发会", ("place", "深圳湾体育中心")),
    ("咖啡机首发会开了两个小时", "咖啡机首发会", ("duration", "两个小时")),
    ("公司秋游去了莫干山，玩了三天", "公司秋游", ("duration", "三天")),
    ("班级春游的地方是植物园", "班级春游", ("place", "植物园")),
    ("五一出游统共六个人", "五一出游", ("size", "六个人")),
    ("大学室友的毕业游在厦门，待了一周", "大学室友的毕业游", ("place", "厦门")),
    ("老乡饭局在一家火锅店，来了十几个人", "老乡饭局", ("size", "十几个人")),
    ("同事小聚是在楼下烧烤店搞的", "同事小聚", ("place", "楼下烧烤店")),
    ("恐龙化石特展放在自然博物馆办", "恐龙化石特展", ("place", "自然博物馆")),
    ("敦煌特展展期三个月", "敦煌特展", ("duration", "三个月")),
]


@pytest.mark.parametrize(("said", "name", "fact"), SAID_ZH)
def test_a_chinese_event_said_the_way_people_talk(said: str, name: str, fact: tuple[str, str]) -> None:
    assert fact in _events(said, "zh").get(name, set()), _events(said, "zh")


@pytest.mark.parametrize(
    ("said", "name", "fact"),
    [
        ("之前说的集训前后历时三个小时", "集训", ("duration", "三个小时")),
        ("上回提到的饭局来了八个人", "饭局", ("size", "八个人")),
        ("我说过的特展统共两百来人", "特展", ("size", "两百来人")),
        ("刚才说的秋游办在了千岛湖", "秋游", ("place", "千岛湖")),
        ("那次读书会统共十来个人", "读书会", ("size", "十来个人")),
    ],
)
def test_an_event_told_of_before_is_no_new_name(said: str, name: str, fact: tuple[str, str]) -> None:
    """ "之前说的集训" is the 集训 told of before: the words that point back are not its name."""
    assert fact in _events(said, "zh").get(name, set()), _events(said, "zh")


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("of course the trip was two days", "en"),  # the trip, yes; no "course"
        ("I finished a course of antibiotics that lasted ten days", "en"),
        ("the bank holiday was three days long", "en"),
        ("the main course was 40 minutes late", "en"),
        ("the golf course was in Carnoustie", "en"),
        ("our holiday home in Cornwall is let for three weeks", "en"),
        ("the big reveal was that she'd been in Paris for two weeks", "en"),
        ("the reveal of the killer took an hour", "en"),
        ("was the first aid course in Leeds?", "en"),  # asked
        ("if the family holiday is in Crete it'll be ten days", "en"),  # hypothetical
        ("your housewarming bash was 30 people?", "en"),  # the listener's, and asked
        ("集训在哪儿办？", "zh"),
        ("要是秋游去千岛湖的话得玩三天", "zh"),
        ("你们公司的饭局来了多少人", "zh"),
    ],
)
def test_no_event_where_none_is_said(said: str, language: str) -> None:
    names = set(_events(said, language))
    assert not {n for n in names if "course" in n or "holiday" in n or "reveal" in n or "bash" in n} - {""}, names
    assert not {n for n in names if any(h in n for h in ("集训", "秋游", "饭局"))}, names


def test_events_said_over_several_messages_are_counted_by_their_city(mem: Memory) -> None:
    _say(
        mem,
        "u",
        "work sent me to the spreadsheet macros course",
        "that course I mentioned was on at the Corn Exchange hall in Leeds",
        "went to the Nova scooter reveal the other day",
        "this reveal got hosted at the Ryman in Nashville",
        "the family holiday was way over at Ubud in Bali",
        "that holiday I mentioned went for ten days all up",
    )
    text = mem.context("u", "How many of the events I went to happened in Leeds?").text
    assert "spreadsheet macros course" in text and "Leeds" in text, text
    for asked in ("How many things I went to took place in Leeds?", "which of the stuff I've been to was in Leeds?"):
        text = mem.context("u", asked).text
        assert "spreadsheet macros course" in text and "Nova scooter reveal" in text, text


def test_chinese_events_over_several_messages_are_counted_by_their_city(mem: Memory) -> None:
    _say(
        mem,
        "u",
        "公司派我去了安全生产集训",
        "之前说的集训场地定在重庆国博中心",
        "被拉去参加了年中客户座谈会",
        "那个座谈会办在了重庆悦来酒店",
        "部门秋游我也凑了个热闹",
        "那个秋游放在了大理洱海",
    )
    text = mem.context("u", "我去过的活动里在重庆的有几个？").text
    assert "安全生产集训" in text and "年中客户座谈会" in text, text
    assert "重庆国博中心" in text and "重庆悦来酒店" in text, text


@pytest.mark.parametrize(
    ("asked", "kind"),
    [
        ("How many things I went to were in Leeds?", "event"),
        ("which of the things we've been to were in Bali", "event"),
        ("count the stuff I attended last year", "event"),
        ("Which ones I went to were in Goa?", "event"),
        ("how many things I bought were red", None),  # things owned, not gone to
        ("what things I need to buy", None),
    ],
)
def test_the_things_the_user_went_to_are_their_events(asked: str, kind: str | None) -> None:
    from jiyi._entity_everyone import everyone_kind

    assert everyone_kind(asked) == kind
