"""Events the user went to, said the chat way (issue #21): who went with them ("with my brother Sam", "和发小去了个
聚会"), a game said by its sport that is the one named by its team ("that hockey game" of the Oilers playoff game,
never a wedding), an event named by whose it is ("表姐的婚礼", "同事的生日派对"), one kept with only its date
("i was at the DevOps conf last week", "上周去了个云计算大会") and erased with the conversation that told it.
Sentences are our own, none from an evaluation set.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from jiyi import FixedClock, Memory
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._entities_events_kin import same_event_kind

from .test_entity_events46 import _told as told46
from .test_entity_eventsets45 import _section as section45


def _told(mem: Memory, clock: FixedClock, user: str, said: list[str]) -> dict[str, dict[str, str]]:
    """Each message in its own conversation an hour apart, from Wednesday 2026-11-25 09:00 (`_told` of 46)."""
    return told46(mem, clock, user, said, start=datetime(2026, 11, 25, 9, tzinfo=UTC), apart=timedelta(hours=1))


def _block(mem: Memory, user: str, question: str) -> str:
    return "\n".join(section45(mem, user, question))


def _events(text: str) -> dict[str, dict[str, str]]:
    language = "en" if text.isascii() else "zh"
    found = extract_mentions(text, language=language)
    return {m.name: {f.attribute: f.value for f in m.facts} for m in found if m.kind == "event"}


# --- who went with the user -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "who"),
    [
        ("went to the Oilers playoff game with my brother Sam", "Oilers playoff game", "brother Sam"),
        ("We went to Mia's wedding with Priya and Tom last Saturday", "Mia's wedding", "Priya and Tom"),
        ("Went with my best friend to the Coldplay concert", "Coldplay concert", "best friend"),
        ("上周六和发小去了个聚会，在三里屯。", "聚会", "发小"),
        ("跟我妈去看了周杰伦的演唱会，在鸟巢", "周杰伦的演唱会", "妈妈"),
        ("我和同事一起参加了AI峰会，在上海。", "AI峰会", "同事"),
        ("上个月跟同事也去了个聚会，在798。", "聚会", "同事"),
        ("带孩子去了亲子露营，在密云。", "亲子露营", "孩子"),
    ],
)
def test_who_went_with_the_user_is_kept_with_the_event(text: str, name: str, who: str) -> None:
    assert _events(text)[name]["with"] == who


@pytest.mark.parametrize(
    "text",
    [
        "I went to the conference with May",  # a month, not a friend
        "went to the launch with the team",  # no one named
        "我跟他去了车展，在国展。",  # "他": who is not said
        "和你说，我去了公司年会，在国贸。",  # told to the listener, no one went with
    ],
)
def test_no_one_went_with_when_no_one_is_said(text: str) -> None:
    assert all("with" not in facts for facts in _events(text).values())


def test_who_went_is_said_in_the_context_block_and_the_memory(mem: Memory, clock: FixedClock) -> None:
    assert _told(mem, clock, "en1", ["went to the Oilers playoff game with my brother Sam"]) == {
        "Oilers playoff game": {"with": "brother Sam", "aliases": ""}
    }
    assert "Oilers playoff game — went with: brother Sam" in _block(mem, "en1", "who did I go to the game with?")
    assert [m.content for m in mem.list("en1")] == ["User went to the Oilers playoff game with their brother Sam"]
    _told(mem, clock, "zh1", ["跟我妈去看了周杰伦的演唱会，在鸟巢"])
    assert "同去的人 妈妈" in _block(mem, "zh1", "周杰伦的演唱会是和谁去的？")


# --- a game said by its sport -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "name", "same"),
    [
        ("hockey game", "Oilers playoff game", True),
        ("hockey game", "Oilers game", True),
        ("tennis match", "Wimbledon final match", True),
        ("hockey game", "Lakers basketball game", False),  # the name says another sport
        ("hockey game", "Mia's wedding", False),
        ("board game", "Oilers game", False),
        ("wedding", "Oilers game", False),
    ],
)
def test_a_game_said_by_its_sport_is_the_one_named_by_its_team(said: str, name: str, same: bool) -> None:
    assert same_event_kind(said, name) is same


def test_that_hockey_game_is_the_oilers_game_told_of_not_a_second_event(mem: Memory, clock: FixedClock) -> None:
    events = _told(
        mem,
        clock,
        "en2",
        ["went to the Oilers playoff game with my brother Sam", "that hockey game was at Rogers Place, we lost 3-2"],
    )
    assert list(events) == ["Oilers playoff game"]
    assert events["Oilers playoff game"]["place"] == "Rogers Place"
    assert events["Oilers playoff game"]["with"] == "brother Sam"
    # a wedding told of before is no game: the game is an event of its own
    events = _told(
        mem, clock, "en3", ["went to my cousin's wedding last Saturday", "that hockey game was at Rogers Place"]
    )
    assert events["hockey game"]["place"] == "Rogers Place"
    assert "place" not in events["cousin's wedding"]


# --- whose event it is, in Chinese --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("周六去了同事的生日派对。", "同事的生日派对"),
        ("去了同事的生日派对，在簋街。", "同事的生日派对"),
        ("周末去参加了表姐的婚礼，在苏州。", "表姐的婚礼"),
        ("上周六去了小王的生日聚会，在海底捞。", "小王的生日聚会"),
        ("上周末去了公司的年会，在国贸。", "公司年会"),  # a company's is its own kind of name, as before
    ],
)
def test_a_chinese_event_said_as_someones_keeps_whose_it_is_and_no_verb(text: str, name: str) -> None:
    assert list(_events(text)) == [name]


def test_two_parties_of_two_people_are_told_apart_in_the_list(mem: Memory, clock: FixedClock) -> None:
    events = _told(mem, clock, "zh2", ["上周六去了小王的生日聚会，在海底捞。", "周末去参加了表姐的婚礼，在苏州。"])
    assert events["小王的生日聚会"]["place"] == "海底捞"
    assert events["表姐的婚礼"]["place"] == "苏州"
    listed = _block(mem, "zh2", "我最近参加了哪些活动？")
    assert "小王的生日聚会：" in listed and "表姐的婚礼：" in listed, listed


# --- an event kept with its date alone, and erased with its conversation -------------------------------------


def test_the_hackathon_keeps_what_the_user_calls_it_and_its_length_beside_it(mem: Memory, clock: FixedClock) -> None:
    events = _told(mem, clock, "en4", ["I did the 36-hour AI hackathon in Berlin"])
    assert events == {"AI hackathon": {"duration": "36 hours", "place": "Berlin", "aliases": ""}}
    assert "AI hackathon — duration: 36 hours; place: Berlin" in _block(mem, "en4", "how was the hackathon?")
    events = _told(mem, clock, "zh4", ["参加了一个48小时的AI黑客松，在深圳。"])
    assert events["AI黑客松"]["duration"] == "48小时"
    assert events["AI黑客松"]["place"] == "深圳"


@pytest.mark.parametrize(
    ("user", "said", "name", "date"),
    [
        ("en5", "i was at the DevOps conf last week", "DevOps conf", "week of 2026-11-16"),
        ("zh5", "上周去了个云计算大会", "云计算大会", "2026-11-16 那周"),
    ],
)
def test_an_event_with_only_its_date_is_kept_and_erased_with_its_conversation(
    mem: Memory, clock: FixedClock, user: str, said: str, name: str, date: str
) -> None:
    events = _told(mem, clock, user, [said, "today I booked a dentist appointment" if user == "en5" else "今天好冷。"])
    assert events[name]["date"] == date
    topic = next(t for t in mem.topics.list(user) if any(said == m.content for m in mem.messages.list(t.id)))
    mem.forget_topic(user, topic.id, erase=True)
    assert all(e.name != name for e in mem.store.list_entities(user))
    assert name not in _block(mem, user, "which events did I go to?" if user == "en5" else "我参加过哪些活动？")


# --- two of one kind, told apart by where and when --------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            [
                "去年在杭州参加了AI峰会，为期两天。",
                "今年又去深圳参加了一个峰会，在会展中心。",
                "那次在杭州的峰会来了三百多人",
            ],
            {"AI峰会": {"place": "杭州", "size": "三百多人"}, "深圳的峰会": {"place": "深圳"}},
        ),
        (
            ["三月去了个发布会，在深圳。", "五月去了个发布会，在上海。", "三月那次的发布会来了两百人"],
            {"发布会": {"place": "深圳", "size": "两百人"}, "上海的发布会": {"date": "五月"}},
        ),
        (
            ["三月去了个发布会，在深圳。", "五月去了个发布会，在上海。", "五月那次的发布会来了两百人"],
            {"发布会": {"place": "深圳"}, "上海的发布会": {"date": "五月", "size": "两百人"}},
        ),
        (
            [
                "I went to a conference in Leeds in March.",
                "Then another conference in Bristol in May.",
                "the one in March had about 300 people",
            ],
            {"conference": {"place": "Leeds", "size": "300 people"}, "conference in Bristol": {"date": "May"}},
        ),
        (
            [
                "I went to a party at Maria's place last Friday.",
                "Went to another party at the Crown pub on Saturday.",
                "the party at Maria's place had about 30 people",
            ],
            {"party": {"place": "Maria's place", "size": "30 people"}, "party at Crown pub": {"place": "Crown pub"}},
        ),
    ],
)
def test_another_one_of_a_kind_elsewhere_is_named_by_its_place_and_a_later_one_by_when_or_where_finds_it(
    mem: Memory, clock: FixedClock, said: list[str], kept: dict[str, dict[str, str]]
) -> None:
    events = _told(mem, clock, "u6", said)
    assert sorted(events) == sorted(kept), events
    for name, facts in kept.items():
        for attribute, value in facts.items():
            assert events[name][attribute] == value, (name, events[name])
        if "size" not in facts:
            assert "size" not in events[name], events  # the other one is left as it was
    assert not any(events[name]["aliases"] in kept for name in kept)  # neither is called by the other's name


def test_the_one_of_a_kind_told_of_is_no_other(mem: Memory, clock: FixedClock) -> None:
    # said as "那个聚会" / "the reunion", or somewhere the one told of was: the same event
    events = _told(mem, clock, "u7", ["上周和发小去了个聚会，在三里屯。", "那个聚会来了十几个人。"])
    assert list(events) == ["聚会"] and events["聚会"]["size"] == "十几个人"
    events = _told(mem, clock, "u8", ["年会在杭州国际博览中心办的。", "又去了个年会，在杭州，来了两百人。"])
    assert list(events) == ["年会"] and events["年会"]["size"] == "两百人"
    events = _told(mem, clock, "u9", ["went to a gala in Boston last month", "the gala in Chicago had 200 guests"])
    assert list(events) == ["gala"], events  # "the gala": the one told of, not another, though said elsewhere


def test_two_of_a_kind_are_listed_apart_in_the_context_block(mem: Memory, clock: FixedClock) -> None:
    _told(mem, clock, "u10", ["上周六和发小去了个聚会，在三里屯。", "昨天又跟同事去了个聚会，在望京。"])
    for question in ("我最近参加了哪些聚会？", "我参加过哪些活动？"):  # the one called 聚会 is not the only 聚会
        listed = _block(mem, "u10", question).splitlines()
        assert listed[1:] == ["- 聚会：时间 2026-11-21；地点 三里屯", "- 望京的聚会：时间 2026-11-24；地点 望京"], (
            listed
        )
    _told(
        mem,
        clock,
        "u11",
        ["I went to a party at Maria's place last Friday.", "Went to another party at the Crown pub on Saturday."],
    )
    listed = _block(mem, "u11", "which parties did I go to?").splitlines()
    assert [x.split(" — ")[0] for x in listed[1:]] == ["- party", "- party at Crown pub"], listed


# --- called off -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "status"),
    [
        ("The comic con got cancelled this year", "comic con", "cancelled"),
        ("the meeting got cancelled lol", "meeting", "cancelled"),
        ("Mia's baby shower was called off", "Mia's baby shower", "cancelled"),
        ("下周的团建取消了", "团建", "已取消"),
        ("年会临时取消了", "年会", "已取消"),
        ("同学会最后泡汤了", "同学会", "已取消"),
    ],
)
def test_an_event_called_off_is_kept_as_such(text: str, name: str, status: str) -> None:
    assert _events(text)[name]["status"] == status


@pytest.mark.parametrize("text", ["我取消了健身卡", "I cancelled my gym membership", "the meeting was boring"])
def test_nothing_is_called_off_where_no_event_was(text: str) -> None:
    assert all("status" not in facts for facts in _events(text).values())


def test_a_trip_called_off_after_it_was_told_says_so_and_keeps_what_was_said(mem: Memory, clock: FixedClock) -> None:
    events = _told(mem, clock, "u12", ["下周的团建定在千岛湖，为期两天。", "那个团建取消了，老板说预算不够。"])
    assert events["团建"]["status"] == "已取消" and events["团建"]["place"] == "千岛湖"
    assert "状况 已取消" in _block(mem, "u12", "下周的团建还办吗？")
    events = _told(mem, clock, "u13", ["The Q3 offsite is in Denver next week.", "the offsite got cancelled"])
    assert events["Q3 offsite"]["status"] == "cancelled" and events["Q3 offsite"]["place"] == "Denver"


# --- what a ticket cost ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "price"),
    [
        ("The Taylor Swift concert tickets were $250 each", "Taylor Swift concert", "250 dollars each"),
        ("the gala was £150 a ticket", "gala", "150 pounds a ticket"),
        ("the concert tix were 80 bucks a pop", "concert", "80 bucks a pop"),
        ("演唱会门票花了1280", "演唱会", "1280"),
        ("周杰伦演唱会的票是880一张", "周杰伦演唱会", "880一张"),
        ("上周去了音乐节，门票280", "音乐节", "280"),
        ("周末去了草莓音乐节，在通州，票价580", "草莓音乐节", "580"),
    ],
)
def test_what_a_ticket_cost_is_kept_with_the_event(text: str, name: str, price: str) -> None:
    assert _events(text)[name]["price"] == price


@pytest.mark.parametrize(
    "text", ["买了演唱会门票", "门票在网上买的", "the concert was amazing", "I bought tickets online"]
)
def test_no_price_where_none_was_said(text: str) -> None:
    assert all("price" not in facts for facts in _events(text).values())


def test_a_ticket_price_is_answered_from_the_event(mem: Memory, clock: FixedClock) -> None:
    _told(mem, clock, "u14", ["上周跟闺蜜去看了五月天演唱会，在鸟巢。", "那个演唱会门票花了1280。"])
    assert "票价 1280" in _block(mem, "u14", "五月天演唱会的票价是多少？")
    _told(mem, clock, "u15", ["I went to the Taylor Swift concert at Wembley.", "The concert tickets were $250 each"])
    assert "ticket price: 250 dollars each" in _block(mem, "u15", "how much were the Taylor Swift concert tickets?")


# --- a week or a weekend asked over ------------------------------------------------------------------------------


def test_the_events_of_a_weekend_are_listed_each_by_its_name_date_and_place(mem: Memory, clock: FixedClock) -> None:
    _told(
        mem,
        clock,
        "u16",
        ["这周六要去表姐的婚礼，在苏州。", "周日下午和同事去看话剧，在人艺。", "上周六去了小王的生日聚会，在海底捞。"],
    )
    for question in ("这周末都有啥活动？", "这周末有什么活动？"):
        got = _block(mem, "u16", question).splitlines()
        assert got[1] == "- 其中这周末（2026-11-28 至 2026-11-29）的有 2 个：表姐的婚礼、话剧", got
        assert "- 表姐的婚礼：时间 2026-11-28；地点 苏州" in got and "- 话剧：时间 2026-11-29；地点 人艺" in got, got
    got = _block(mem, "u16", "上周末参加了哪些活动？").splitlines()
    assert got[1] == "- 其中上周末（2026-11-21 至 2026-11-22）的有 1 个：小王的生日聚会", got
    _told(
        mem,
        clock,
        "u17",
        ["I went to Mia's wedding in Napa last Saturday.", "Going to the Raptors game with my dad this Sunday."],
    )
    got = _block(mem, "u17", "which events am I going to this weekend?").splitlines()
    assert got[1] == "- Of these, 1 is this weekend (2026-11-28 to 2026-11-29): Raptors game", got
    got = _block(mem, "u17", "what events did I go to last weekend?").splitlines()
    assert got[1].startswith("- Of these, 1 was last weekend (2026-11-21 to 2026-11-22): Mia's wedding"), got
