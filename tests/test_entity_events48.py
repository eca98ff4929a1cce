"""Events said the chat way, round two (issue #21): a second wedding on another day is another wedding, how long a
race or a climb took ("took me 1 hour 58 minutes", "用时4小时12分"), a play named by its title ("话剧《茶馆》"),
a meeting called off in the next message ("会取消了", "it got cancelled"), how a game ended ("we won 3-1",
"结果我们输了"), and what the user has on this weekend ("这周末我有啥安排？", "what am I doing this weekend?").
Sentences are our own, none from an evaluation set.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from jiyi import FixedClock, Memory
from jiyi._entity_everyone import everyone_kind

from .test_entity_events47 import _block, _events, _told

_WEDNESDAY = datetime(2026, 11, 25, 9, tzinfo=UTC)


def _chat(mem: Memory, clock: FixedClock, user: str, said: list[str]) -> dict[str, dict[str, str]]:
    """The messages said one after another in one conversation, then distilled; the user's events and facts."""
    clock.set(_WEDNESDAY)
    topic = mem.topics.create(user, "chat")
    for text in said:
        mem.messages.add(topic.id, "user", text)
        clock.set(clock.now() + timedelta(minutes=2))
    mem.extract(topic.id)
    out: dict[str, dict[str, str]] = {}
    for v in mem.entities.active_views(user):
        if v.entity.kind == "event":
            out[v.entity.name] = {f.attribute: f.value for f in v.facts if f.is_current}
    return out


# --- two of a kind on two days ------------------------------------------------------------------------------


def test_a_wedding_said_as_a_new_one_on_another_day_is_a_second_wedding(mem: Memory, clock: FixedClock) -> None:
    events = _told(
        mem,
        clock,
        "en1",
        [
            "went to a wedding in March, it was in Napa with about 100 guests",
            "went to a wedding last weekend, 80 guests",
        ],
    )
    assert events["wedding"]["date"] == "March"  # the first keeps what was said of it
    assert events["wedding"]["size"] == "100 guests"
    assert events["wedding on 2026-11-21"]["size"] == "80 guests"
    block = _block(mem, "en1", "which weddings did I go to?")
    assert "The weddings the user mentioned (2)" in block
    events = _told(mem, clock, "zh1", ["这周六要去参加表姐的婚礼，在苏州", "上周末又去参加了一个婚礼，在无锡"])
    assert events["表姐的婚礼"]["date"] == "2026-11-28"
    assert events["无锡的婚礼"]["date"] == "2026-11-21"
    block = _block(mem, "zh1", "我参加过哪些婚礼？")
    assert "用户提到的婚礼共 2 个" in block


def test_that_wedding_is_the_one_told_of_whatever_day_it_is_said(mem: Memory, clock: FixedClock) -> None:
    events = _told(mem, clock, "en2", ["went to a wedding in March, it was in Napa", "that wedding had 100 guests"])
    assert list(events) == ["wedding"]
    assert events["wedding"]["size"] == "100 guests"
    events = _told(mem, clock, "zh2", ["三月份去参加了一个婚礼，在杭州办的", "那个婚礼来了两百人"])
    assert list(events) == ["婚礼"]
    assert events["婚礼"]["size"] == "两百人"


# --- how long it took ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "duration"),
    [
        ("ran the half marathon on Sunday, took me 1 hour 58 minutes", "half marathon", "1 hour 58 minutes"),
        ("the charity fun run took us 2 hours and 10 minutes", "charity fun run", "2 hours and 10 minutes"),
        ("上周跑了北京马拉松，用时4小时12分", "北京马拉松", "4小时12分"),
        ("跑了个半马，用了两个小时", "半马", "两个小时"),
        ("昨晚在人艺看了话剧《雷雨》，演了三个小时", "话剧《雷雨》", "三个小时"),
    ],
)
def test_how_long_a_race_or_a_show_took_is_kept_whole(text: str, name: str, duration: str) -> None:
    assert _events(text)[name]["duration"] == duration


# --- a show named by its title ------------------------------------------------------------------------------


def test_a_play_is_named_by_its_title(mem: Memory, clock: FixedClock) -> None:
    assert _events("上周去看了话剧《茶馆》") == {"话剧《茶馆》": {"date": "上周"}}
    assert _events("《百年孤独》读书会在三联书店办的") == {"《百年孤独》读书会": {"place": "三联书店"}}
    events = _told(mem, clock, "zh3", ["上周六去看了话剧《茶馆》，在首都剧场"])
    assert events["话剧《茶馆》"]["date"] == "2026-11-21"
    assert "话剧《茶馆》：地点 首都剧场" in _block(mem, "zh3", "《茶馆》是在哪看的？")


# --- called off in the next message -------------------------------------------------------------------------


def test_a_meeting_called_off_in_the_next_message_is_marked_cancelled(mem: Memory, clock: FixedClock) -> None:
    events = _chat(mem, clock, "zh4", ["周四下午有个项目评审会，在三楼会议室开", "会取消了"])
    assert events == {"项目评审会": {"date": "2026-11-26", "place": "三楼会议室", "status": "已取消"}}
    events = _chat(mem, clock, "en4", ["we have a team meeting on Thursday in room 4", "it got cancelled"])
    assert events == {"team meeting": {"date": "2026-11-26", "status": "cancelled"}}
    assert "status: cancelled" in _block(mem, "en4", "is the team meeting still on?")


@pytest.mark.parametrize("text", ["会取消了", "it got cancelled", "这周会很忙", "周会开得很无聊"])
def test_a_call_off_or_a_week_with_no_event_told_of_is_no_event(text: str) -> None:
    assert _events(text) == {}


# --- how a game ended ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "result"),
    [
        ("went to the Arsenal game on Saturday, we won 3-1", "Arsenal game", "a 3-1 win"),
        ("watched the Leafs game with my dad, we lost in overtime", "Leafs game", "a loss"),
        ("the hockey game last night was a 2-2 draw", "hockey game", "a 2-2 draw"),
        ("上周六去看了国安的球赛，在工体，结果我们输了", "国安的球赛", "输了"),
        ("昨天的篮球赛我们3比1赢了", "篮球赛", "3比1赢了"),
    ],
)
def test_how_a_game_ended_is_kept_on_it(text: str, name: str, result: str) -> None:
    assert _events(text)[name]["result"] == result


@pytest.mark.parametrize(
    "text", ["we lost track of time at the party in Leeds", "我们在婚礼上玩输了游戏，在杭州", "we won the raffle"]
)
def test_a_win_or_loss_that_is_no_score_of_the_event_is_no_result(text: str) -> None:
    assert all("result" not in facts for facts in _events(text).values())


def test_a_result_said_in_the_next_message_joins_the_game(mem: Memory, clock: FixedClock) -> None:
    events = _chat(mem, clock, "en5", ["went to the Arsenal game on Saturday with Tom", "we won 3-1"])
    assert events["Arsenal game"]["result"] == "a 3-1 win"
    assert "The Arsenal game the user went to ended in a 3-1 win" in [m.content for m in mem.list("en5")]
    events = _chat(mem, clock, "zh5", ["上周六去看了国安的球赛，在工体", "结果我们输了"])
    assert events["国安的球赛"]["result"] == "输了"
    assert "结果 输了" in _block(mem, "zh5", "国安那场球赛结果怎么样？")


# --- what is on this weekend --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("what am I doing this weekend?", "event"),
        ("what's on this weekend?", "event"),
        ("what did I do last weekend?", "event"),
        ("这周末我有啥安排？", "event"),
        ("下周有什么计划？", "event"),
        ("what am I doing?", None),  # no stretch of time: nothing to list by
        ("你这周末干嘛呢", "event"),
        ("有什么安排吗", None),
    ],
)
def test_what_the_user_has_on_is_asked_over_the_events_with_a_time(question: str, kind: str | None) -> None:
    assert everyone_kind(question) == kind


def test_the_events_this_weekend_are_listed_as_coming(mem: Memory, clock: FixedClock) -> None:
    _told(
        mem,
        clock,
        "en6",
        ["this weekend I'm going to a gig at the Roundhouse", "went to the Arsenal game last Saturday"],
    )
    block = _block(mem, "en6", "what am I doing this weekend?")
    assert "Of these, 1 is this weekend (2026-11-28 to 2026-11-29): gig" in block
    _told(mem, clock, "zh6", ["这周六要去参加表姐的婚礼，在苏州", "上周六去看了国安的球赛，在工体"])
    block = _block(mem, "zh6", "这周末我有啥安排？")
    assert "其中这周末（2026-11-28 至 2026-11-29）的有 1 个：表姐的婚礼" in block


# --- what the user gave at a wedding ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "gift"),
    [
        ("我表弟结婚，我随了500", "表弟的婚礼", "500"),
        ("同事结婚我随了800的份子钱", "同事的婚礼", "800"),
        ("上个月参加了大学室友的婚礼，随礼1000", "大学室友的婚礼", "1000"),
        ("my cousin got married last month, I gave them $200", "cousin's wedding", "200 dollars"),
        ("went to Mia's wedding on Saturday, gave a $150 gift", "Mia's wedding", "150 dollars"),
    ],
)
def test_what_the_user_gave_at_a_wedding_is_kept_on_it(text: str, name: str, gift: str) -> None:
    assert _events(text)[name]["gift"] == gift


@pytest.mark.parametrize(
    "text",
    [
        "我姐去年结婚了",  # news of the sister, no gift: no event
        "my brother got married in June",
        "我给了他500块",  # no wedding
        "went to the DevOps conference, spent $150 on tickets",
    ],
)
def test_a_marriage_or_money_alone_is_no_gift(text: str) -> None:
    assert all("gift" not in facts for facts in _events(text).values())


def test_a_gift_said_in_the_next_message_joins_the_wedding_not_another_event(mem: Memory, clock: FixedClock) -> None:
    events = _chat(mem, clock, "zh7", ["上周去参加了表姐的婚礼，在苏州", "我随了1000"])
    assert events["表姐的婚礼"]["gift"] == "1000"
    assert "用户参加的表姐的婚礼，用户随礼1000" in [m.content for m in mem.list("zh7")]
    assert "礼金 1000" in _block(mem, "zh7", "表姐婚礼我随了多少？")
    events = _chat(mem, clock, "en7", ["went to Mia's wedding on Saturday", "I gave them $150"])
    assert events["Mia's wedding"]["gift"] == "150 dollars"
    assert "gift: 150 dollars" in _block(mem, "en7", "how much did I give at Mia's wedding?")
    events = _chat(mem, clock, "en8", ["went to the DevOps conference in Leeds", "I gave them $150"])
    assert events == {"DevOps conference": {"place": "Leeds"}}


# --- an event the user is at now ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "facts"),
    [
        ("I'm at a conference in Leeds", "conference", {"place": "Leeds", "date": "today"}),
        ("im at my cousin's wedding in Bath", "cousin's wedding", {"place": "Bath", "date": "today"}),
        ("正在上海开年会", "年会", {"place": "上海", "date": "今天"}),
        ("我现在在杭州参加一个峰会，人好多", "峰会", {"place": "杭州", "date": "今天"}),
    ],
)
def test_an_event_the_user_is_at_now_is_kept_with_its_place_and_today(
    text: str, name: str, facts: dict[str, str]
) -> None:
    assert _events(text)[name] == facts


def test_an_event_the_user_is_at_is_dated_the_day_it_was_said(mem: Memory, clock: FixedClock) -> None:
    assert _told(mem, clock, "en9", ["I'm at a conference in Leeds"])["conference"]["date"] == "2026-11-25"
    assert _told(mem, clock, "zh9", ["正在上海开年会"])["年会"]["date"] == "2026-11-25"
    assert _events("I was at a conference in Leeds last week")["conference"]["date"] == "last week"
