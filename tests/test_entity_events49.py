"""Events across conversations, round three (issue #21): what became of an event said in a later conversation
("上个月说的那个马拉松取消了", "the bake-off? I came second", "婚礼上随了八百") joins the one it names, and makes
nothing when none fits; one pattern for a sum of money, whether a wedding gift ("随了两千元", "gave them ¥800") or
a ticket price ("门票是80刀", "tickets were $80."). Sentences are our own, none from an evaluation set.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from jiyi import FixedClock, Memory

from .test_entity_events46 import _told as told46
from .test_entity_events47 import _block, _events


def _weeks_apart(
    mem: Memory, clock: FixedClock, user: str, said: list[str], days: int = 35
) -> dict[str, dict[str, str]]:
    """Each message in its own conversation `days` apart, the first on Tuesday 2026-10-20 (`_told` of 46)."""
    return told46(mem, clock, user, said, start=datetime(2026, 10, 20, 9, tzinfo=UTC), apart=timedelta(days=days))


# --- what became of it, said in a later conversation --------------------------------------------------------


def test_a_race_called_off_a_month_later_is_the_one_told_of(mem: Memory, clock: FixedClock) -> None:
    events = _weeks_apart(mem, clock, "zh1", ["下个月要去跑杭州马拉松", "上个月说的那个马拉松取消了"])
    # when it was told of ("上个月说的") is no date of the race
    assert events == {"杭州马拉松": {"date": "2026-11", "status": "已取消", "aliases": "马拉松"}}
    clock.set(datetime(2026, 11, 25, 9, tzinfo=UTC))
    assert "杭州马拉松：时间 2026-11；状况 已取消" in _block(mem, "zh1", "那个马拉松怎么样了？")
    events = _weeks_apart(
        mem, clock, "en1", ["I'm running the Leeds marathon next month", "the marathon I told you about got cancelled"]
    )
    assert events == {"Leeds marathon": {"date": "2026-11", "status": "cancelled", "aliases": "marathon"}}


def test_where_the_user_placed_joins_the_contest_told_of(mem: Memory, clock: FixedClock) -> None:
    events = _weeks_apart(mem, clock, "zh2", ["下周六要参加小区的烘焙比赛", "那个烘焙比赛我拿了第二名"])
    assert events == {"小区的烘焙比赛": {"date": "2026-10-31", "result": "第二名", "aliases": "烘焙比赛"}}
    events = _weeks_apart(
        mem, clock, "en2", ["I entered the village bake-off next Saturday", "the bake-off? I came second"]
    )
    assert events == {"village bake-off": {"date": "2026-10-31", "result": "second place", "aliases": "bake-off"}}
    clock.set(datetime(2026, 11, 25, 9, tzinfo=UTC))
    assert "village bake-off — date: 2026-10-31; result: second place" in _block(mem, "en2", "how did the bake-off go?")


def test_a_gift_said_a_week_after_the_wedding_joins_it(mem: Memory, clock: FixedClock) -> None:
    events = _weeks_apart(mem, clock, "zh3", ["上周六去参加了表姐的婚礼，在苏州", "婚礼上随了八百"], days=7)
    assert events["表姐的婚礼"]["gift"] == "八百"
    assert list(events) == ["表姐的婚礼"]
    events = _weeks_apart(
        mem, clock, "en3", ["went to my cousin's wedding today in Leeds", "at the wedding I gave $200"], 7
    )
    assert events["cousin's wedding"]["gift"] == "200 dollars"
    assert list(events) == ["cousin's wedding"]


@pytest.mark.parametrize(
    ("first", "then", "name"),
    [
        ("下个月要去跑杭州马拉松", "那个音乐会取消了", "杭州马拉松"),
        ("下个月要去跑杭州马拉松", "那个比赛我拿了第二名", "杭州马拉松"),
        ("I'm running the Leeds marathon next month", "the concert got cancelled", "Leeds marathon"),
        ("I'm running the Leeds marathon next month", "the bake-off? I came second", "Leeds marathon"),
    ],
)
def test_what_became_of_an_event_never_told_of_makes_none(
    mem: Memory, clock: FixedClock, first: str, then: str, name: str
) -> None:
    events = _weeks_apart(mem, clock, "u", [first, then])
    assert list(events) == [name]
    assert "status" not in events[name] and "result" not in events[name]


@pytest.mark.parametrize(
    ("text", "name", "result"),
    [
        ("I came 2nd in the village bake-off on Saturday", "village bake-off", "2nd place"),
        ("we won first place at the trivia night", "trivia night", "first place"),
        ("上周六的烘焙比赛，最后得了亚军", "烘焙比赛", "亚军"),
        ("我在那个比赛拿了第二", "比赛", "第二名"),
    ],
)
def test_where_the_user_placed_is_the_result(text: str, name: str, result: str) -> None:
    assert _events(text)[name]["result"] == result


@pytest.mark.parametrize(
    "text",
    ["we took last summer off for a camping trip", "we came last week to the gala", "我们去年也得了空去露营"],
)
def test_a_time_or_a_turn_is_no_place_in_a_contest(text: str) -> None:
    assert all("result" not in facts for facts in _events(text).values())


# --- a sum of money: a gift and a ticket price read alike ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "gift"),
    [
        ("went to Mia's wedding, gave them ¥800", "Mia's wedding", "800 yuan"),
        ("my cousin got married, I gave them $2k", "cousin's wedding", "2k dollars"),
        ("went to Mia's wedding, gave them 150 quid", "Mia's wedding", "150 quid"),
        ("went to Mia's wedding in Leeds, gave them $1,250.50.", "Mia's wedding", "1,250.50 dollars"),
        ("表姐的婚礼我随了两千元", "表姐的婚礼", "两千元"),
        ("我表弟结婚，我随了1000块", "表弟的婚礼", "1000块"),
        ("表姐的婚礼我随了200美元", "表姐的婚礼", "200美元"),
    ],
)
def test_a_gift_is_kept_in_any_currency_it_is_said_in(text: str, name: str, gift: str) -> None:
    assert _events(text)[name]["gift"] == gift


@pytest.mark.parametrize(
    ("text", "name", "price"),
    [
        ("the Coldplay concert tickets were $80.", "Coldplay concert", "80 dollars"),
        ("the Coldplay concert tickets were 120 usd each", "Coldplay concert", "120 usd each"),
        ("the Coldplay concert tickets were ¥680 a pop", "Coldplay concert", "680 yuan a pop"),
        ("周杰伦的演唱会门票是80刀", "周杰伦的演唱会", "80刀"),
        ("周杰伦的演唱会门票是八百多块一张", "周杰伦的演唱会", "八百多块一张"),
        ("周杰伦的演唱会门票花了1280元", "周杰伦的演唱会", "1280元"),
    ],
)
def test_a_ticket_price_is_kept_in_any_currency_it_is_said_in(text: str, name: str, price: str) -> None:
    assert _events(text)[name]["price"] == price


@pytest.mark.parametrize(
    "text",
    [
        "went to Mia's wedding in Leeds, gave them 3 hours of help",
        "the Coldplay concert tickets were 2 hours late",
        "表姐的婚礼我随了三个",
        "表姐的婚礼在苏州，给了两天假",
        "周杰伦的演唱会门票是三个人一起买的",
    ],
)
def test_a_count_or_a_span_is_no_sum_of_money(text: str) -> None:
    assert all("gift" not in facts and "price" not in facts for facts in _events(text).values())


# --- a month with no year sorts by the date it stands for ---------------------------------------------------


def test_a_month_with_no_year_sorts_among_full_dates(mem: Memory, clock: FixedClock) -> None:
    zh = [
        "八月去参加了高中同学会，在杭州",
        "2026年3月3日去了表姐的婚礼，在苏州",
        "2026年10月8日去了周杰伦的演唱会，在鸟巢",
    ]
    _weeks_apart(mem, clock, "zh4", zh, days=1)
    block = _block(mem, "zh4", "我今年参加了哪些活动？")
    assert "其中今年（2026年）的有 3 个：表姐的婚礼、高中同学会、周杰伦的演唱会" in block
    lines = _block(mem, "zh4", "我最近一次参加的活动是什么？").splitlines()
    assert [x.split("：")[0] for x in lines[1:]] == ["- 周杰伦的演唱会", "- 高中同学会", "- 表姐的婚礼"]
    en = [
        "went to my high school reunion in August, it was in Leeds",
        "went to Mia's wedding on March 3, 2026, it was in York",
        "went to the Coldplay concert on October 8, 2026 at Wembley",
    ]
    _weeks_apart(mem, clock, "en4", en, days=1)
    block = _block(mem, "en4", "which events did I go to this year?")
    assert "Of these, 3 were this year (2026): Mia's wedding, high school reunion, Coldplay concert" in block
    lines = _block(mem, "en4", "what was the earliest event I went to?").splitlines()
    assert [x.split(" — ")[0] for x in lines[1:]] == ["- Mia's wedding", "- high school reunion", "- Coldplay concert"]


# --- a climb or a hike with no event word -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "facts"),
    [
        ("去爬了黄山，用了两个小时", "爬黄山", {"duration": "两个小时"}),
        ("登了一次华山，用了五个小时", "登华山", {"duration": "五个小时"}),
        ("we hiked Snowdon on Saturday, took 5 hours", "Snowdon hike", {"duration": "5 hours", "date": "Saturday"}),
        (
            "I climbed Mount Kenya last year with my brother",
            "Mount Kenya climb",
            {"with": "brother", "date": "last year"},
        ),
    ],
)
def test_a_climb_of_a_mountain_named_is_an_event(text: str, name: str, facts: dict[str, str]) -> None:
    assert _events(text)[name] == facts


@pytest.mark.parametrize(
    "text",
    [
        "去爬了个山，用了两个小时",
        "爬了楼梯，用了五分钟",
        "we hiked Saturday morning, took 2 hours",
        "I climbed the stairs, took 5 minutes",
        "we walked Brighton pier, took an hour",
    ],
)
def test_a_climb_of_no_mountain_named_is_no_event(text: str) -> None:
    assert _events(text) == {}


def test_a_climb_is_told_in_one_memory_and_answered(mem: Memory, clock: FixedClock) -> None:
    events = _weeks_apart(mem, clock, "zh5", ["上周六去爬了黄山，用了两个小时"])
    assert events == {"爬黄山": {"date": "2026-10-17", "duration": "两个小时", "aliases": ""}}
    assert [m.content for m in mem.list("zh5")] == ["用户上周六去爬了黄山，用了两个小时（2026-10-17）"]
    assert "爬黄山：持续时间 两个小时" in _block(mem, "zh5", "爬黄山用了多久？")
    events = _weeks_apart(mem, clock, "en5", ["we hiked Snowdon on Saturday, took 5 hours"])
    assert events == {"Snowdon hike": {"date": "2026-10-17", "duration": "5 hours", "aliases": ""}}
    assert [m.content for m in mem.list("en5")] == ["User hiked Snowdon on Saturday, took 5 hours (2026-10-17)"]
    assert "Snowdon hike — duration: 5 hours" in _block(mem, "en5", "how long did the Snowdon hike take?")


# --- a show keeps what kind of show it is ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "facts"),
    [
        ("下周去看话剧《茶馆》", "话剧《茶馆》", {"date": "下周"}),
        ("上周六去看了音乐剧《猫》，在上海大剧院", "音乐剧《猫》", {"date": "上周六", "place": "上海大剧院"}),
        ("going to see the play Hamlet next week", "play Hamlet", {"date": "next week"}),
        (
            "saw the musical Wicked at the Apollo last Saturday",
            "musical Wicked",
            {"place": "Apollo", "date": "last Saturday"},
        ),
    ],
)
def test_a_show_named_by_its_title_keeps_its_kind(text: str, name: str, facts: dict[str, str]) -> None:
    assert _events(text)[name] == facts


def test_a_show_is_found_by_its_title_and_listed_with_its_kind(mem: Memory, clock: FixedClock) -> None:
    events = _weeks_apart(mem, clock, "zh6", ["上周六去看了话剧《茶馆》，在首都剧场"])
    assert events == {"话剧《茶馆》": {"date": "2026-10-17", "place": "首都剧场", "aliases": "《茶馆》"}}
    assert "话剧《茶馆》：地点 首都剧场" in _block(mem, "zh6", "《茶馆》是在哪看的？")
    assert "话剧《茶馆》：时间 2026-10-17；地点 首都剧场" in _block(mem, "zh6", "我看过哪些话剧？")
    events = _weeks_apart(mem, clock, "en6", ["saw the play Hamlet at the Globe last Saturday"])
    assert events == {"play Hamlet": {"place": "Globe", "date": "2026-10-17", "aliases": "Hamlet"}}
    assert "play Hamlet — place: Globe" in _block(mem, "en6", "where did I see Hamlet?")
    assert "The plays the user mentioned (1)" in _block(mem, "en6", "which plays did I see?")
