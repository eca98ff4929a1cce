"""Relative date resolution (jiyi._dates): Chinese and English expressions against a fixed 'now'."""

from __future__ import annotations

import time
from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from jiyi._dates import ResolvedTime, format_date, format_when, parse_number, resolve_when
from jiyi._dates_calendar import month_day

NOW = datetime(2026, 11, 20, 10, 0, tzinfo=UTC)  # a Friday, 10:00


def _when(text: str, now: datetime = NOW) -> datetime:
    r = resolve_when(text, now)
    assert r is not None, text
    return r.when


def _at(y: int, m: int, d: int, h: int = 9, mi: int = 0) -> datetime:
    return datetime(y, m, d, h, mi, tzinfo=UTC)


ZH_CASES = [
    ("今天", _at(2026, 11, 20), "day"),
    ("明天", _at(2026, 11, 21), "day"),
    ("后天", _at(2026, 11, 22), "day"),
    ("大后天", _at(2026, 11, 23), "day"),
    ("昨天", _at(2026, 11, 19), "day"),
    ("前天", _at(2026, 11, 18), "day"),
    ("下周", _at(2026, 11, 23), "week"),
    ("下下周", _at(2026, 11, 30), "week"),
    ("下周一", _at(2026, 11, 23), "day"),
    ("下周日", _at(2026, 11, 29), "day"),
    ("下星期三", _at(2026, 11, 25), "day"),
    ("下礼拜五", _at(2026, 11, 27), "day"),
    ("这周五", _at(2026, 11, 20), "day"),
    ("本周五", _at(2026, 11, 20), "day"),
    ("周五", _at(2026, 11, 27), "day"),  # a bare weekday is its next occurrence after today
    ("星期五", _at(2026, 11, 27), "day"),
    ("周一", _at(2026, 11, 23), "day"),
    ("下个月", _at(2026, 12, 1), "month"),
    ("月底", _at(2026, 11, 30), "day"),
    ("月初", _at(2026, 12, 1), "day"),
    ("年底", _at(2026, 12, 31), "day"),
    ("明年", _at(2027, 1, 1), "year"),
    ("3天后", _at(2026, 11, 23), "day"),
    ("5天以后", _at(2026, 11, 25), "day"),
    ("两天后", _at(2026, 11, 22), "day"),
    ("三周后", _at(2026, 12, 11), "day"),
    ("2个月后", _at(2027, 1, 20), "month"),
    ("十二月一日", _at(2026, 12, 1), "day"),
    ("3月5日", _at(2027, 3, 5), "day"),  # already past this year -> next year
    ("11月20号", _at(2026, 11, 20), "day"),  # today counts
    ("明天下午3点", _at(2026, 11, 21, 15), "time"),
    ("周五晚上8点半", _at(2026, 11, 27, 20, 30), "time"),
    ("明天早上7点", _at(2026, 11, 21, 7), "time"),
    ("下周一上午十点", _at(2026, 11, 23, 10), "time"),
    ("今晚8点", _at(2026, 11, 20, 20), "time"),
    ("明天下午", _at(2026, 11, 21, 15), "day"),
    ("下个月5号", _at(2026, 12, 5), "day"),
    ("过两天", _at(2026, 11, 22), "day"),
]

EN_CASES = [
    ("today", _at(2026, 11, 20), "day"),
    ("tomorrow", _at(2026, 11, 21), "day"),
    ("the day after tomorrow", _at(2026, 11, 22), "day"),
    ("yesterday", _at(2026, 11, 19), "day"),
    ("next week", _at(2026, 11, 23), "week"),
    ("next Friday", _at(2026, 11, 27), "day"),
    ("this Friday", _at(2026, 11, 20), "day"),
    ("on Friday", _at(2026, 11, 27), "day"),
    ("Tuesday", _at(2026, 11, 24), "day"),
    ("in 3 days", _at(2026, 11, 23), "day"),
    ("in two weeks", _at(2026, 12, 4), "day"),
    ("next month", _at(2026, 12, 1), "month"),
    ("end of the month", _at(2026, 11, 30), "day"),
    ("next year", _at(2027, 1, 1), "year"),
    ("March 5", _at(2027, 3, 5), "day"),
    ("5 March", _at(2027, 3, 5), "day"),
    ("Dec 24th", _at(2026, 12, 24), "day"),
    ("at 3pm", _at(2026, 11, 20, 15), "time"),
    ("tomorrow at 9:30", _at(2026, 11, 21, 9, 30), "time"),
    ("at 3pm tomorrow", _at(2026, 11, 21, 15), "time"),
    ("on Friday at 3pm", _at(2026, 11, 27, 15), "time"),
    ("tomorrow morning", _at(2026, 11, 21, 9), "day"),
    ("2026-12-01", _at(2026, 12, 1), "day"),
    ("October 2025", _at(2025, 10, 1), "month"),
    ("Mar. 2027", _at(2027, 3, 1), "month"),
    ("March of 2027", _at(2027, 3, 1), "month"),
]


@pytest.mark.parametrize(("text", "when", "precision"), ZH_CASES + EN_CASES)
def test_resolves_expression(text: str, when: datetime, precision: str) -> None:
    r = resolve_when(text, NOW)
    assert r is not None, text
    assert r.when == when
    assert r.precision == precision
    assert r.text == text
    assert r.span == (0, len(text))


def test_finds_the_expression_inside_a_sentence() -> None:
    r = resolve_when("我计划下周重构登录模块", NOW)
    assert r == ResolvedTime(when=_at(2026, 11, 23), span=(3, 5), text="下周", precision="week")
    r = resolve_when("I'm presenting the design review next Friday, then flying home", NOW)
    assert r is not None and r.text == "next Friday" and r.when == _at(2026, 11, 27)


def test_first_expression_wins() -> None:
    r = resolve_when("明天或者后天", NOW)
    assert r is not None and r.text == "明天"


@pytest.mark.parametrize(
    "text",
    [
        "3/5",  # ambiguous between countries: skipped on purpose
        "我有一点累",  # 一点 is "a little", not one o'clock
        "每周一开会",  # recurring
        "一周一次",
        "we meet on Fridays",
        "我们一起吃饭",
        "",
        "no time here at all",
        "Redis 和 Memcached 哪个好",
        "the hackathon took up a whole weekend",  # how long, not when
        "it lasted a long weekend",
        "we spent all weekend there",
        "整个周末都在加班",
        "一个周末就搞定了",
    ],
)
def test_no_expression(text: str) -> None:
    assert resolve_when(text, NOW) is None


def test_together_is_not_monday() -> None:
    r = resolve_when("我们下周一起吃饭", NOW)
    assert r is not None and r.text == "下周" and r.precision == "week"


def test_result_is_in_the_time_zone_of_now() -> None:
    shanghai = timezone(timedelta(hours=8))
    now = datetime(2026, 11, 20, 23, 30, tzinfo=shanghai)
    r = resolve_when("明天下午3点", now)
    assert r is not None
    assert r.when == datetime(2026, 11, 21, 15, 0, tzinfo=shanghai)
    assert r.when.utcoffset() == timedelta(hours=8)


def test_month_arithmetic_clamps_and_rolls_over() -> None:
    jan31 = datetime(2027, 1, 31, 12, 0, tzinfo=UTC)
    assert _when("1个月后", jan31).date().isoformat() == "2027-02-28"
    assert _when("下个月底", jan31).date().isoformat() == "2027-02-28"
    dec = datetime(2026, 12, 15, tzinfo=UTC)
    assert _when("下个月", dec).date().isoformat() == "2027-01-01"
    assert _when("next month", dec).date().isoformat() == "2027-01-01"


def test_this_weekday_already_gone_is_the_coming_one_in_english() -> None:
    sunday = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)
    assert _when("I'm going hiking this Saturday", sunday) == _at(2026, 11, 28)
    assert _when("this Sunday", sunday) == _at(2026, 11, 22)  # today is this Sunday still
    assert _when("这周六", sunday) == _at(2026, 11, 21)  # 这周 is the week Monday to Sunday: one says 下周六


def test_past_bare_clock_time_is_tomorrow() -> None:
    r = resolve_when("at 9am", NOW)  # 09:00 has passed at 10:00
    assert r is not None and r.when == _at(2026, 11, 21, 9)
    r = resolve_when("下午3点", NOW)
    assert r is not None and r.when == _at(2026, 11, 20, 15)


def test_bare_afternoon_hours() -> None:
    r = resolve_when("明天3点", NOW)  # documented: 1-6 without am/pm reads as afternoon
    assert r is not None and r.when == _at(2026, 11, 21, 15)
    r = resolve_when("明天9点", NOW)
    assert r is not None and r.when == _at(2026, 11, 21, 9)


def test_past_expressions() -> None:
    assert _when("2 days ago", NOW) == _at(2026, 11, 18)
    assert _when("三天前", NOW) == _at(2026, 11, 17)
    assert _when("上周五", NOW) == _at(2026, 11, 13)
    assert _when("last Friday", NOW) == _at(2026, 11, 13)


def test_hours_from_now_keep_the_clock() -> None:
    r = resolve_when("3小时后", NOW)
    assert r is not None and r.when == NOW + timedelta(hours=3) and r.precision == "time"
    r = resolve_when("in 2 hours", NOW)
    assert r is not None and r.when == NOW + timedelta(hours=2)


def test_format_date() -> None:
    d = _at(2026, 11, 27)
    assert format_date(d, "zh") == "2026-11-27（周五）"
    assert format_date(d, "en") == "Fri 2026-11-27"
    assert format_date(_at(2026, 11, 29), "zh-CN") == "2026-11-29（周日）"


def test_format_when_follows_precision() -> None:
    day = resolve_when("周五", NOW)
    week = resolve_when("下周", NOW)
    month = resolve_when("下个月", NOW)
    clock = resolve_when("明天下午3点", NOW)
    assert day is not None and week is not None and month is not None and clock is not None
    assert format_when(day, "zh") == "2026-11-27"
    assert format_when(week, "zh") == "2026-11-23 那周"
    assert format_when(week, "en") == "week of 2026-11-23"
    assert format_when(month, "en") == "2026-12"
    assert format_when(clock, "en") == "2026-11-21 15:00"


@pytest.mark.parametrize(
    ("token", "value"),
    [("3", 3), ("十", 10), ("十二", 12), ("二十", 20), ("三十一", 31), ("两", 2), ("two", 2), ("a", 1), ("二三", None)],
)
def test_parse_number(token: str, value: int | None) -> None:
    assert parse_number(token) == value


def test_huge_text_is_bounded() -> None:
    text = "啊" * 1_000_000 + "明天"
    started = time.perf_counter()
    assert resolve_when(text, NOW) is None  # past the scan limit
    assert resolve_when("x " * 500_000, NOW) is None
    assert time.perf_counter() - started < 2.0


@pytest.mark.parametrize(
    "text",
    ["0000年3月", "March 0000", "提醒我9999年12月31日交报告", "9999年12月底", "0001-01-01 打电话", "December 31, 9999"],
)
def test_a_year_outside_1900_to_2999_names_no_time_and_never_crashes(text: str) -> None:
    # Year 0 crashed the offline extractor (ValueError); 9999 became a todo whose reminder overflowed (#16).
    assert resolve_when(text, NOW) is None


def test_the_ends_of_the_accepted_range_still_resolve() -> None:
    assert _when("1900年1月1日") == _at(1900, 1, 1)
    assert _when("2999年12月31日") == _at(2999, 12, 31)


def test_a_weekend_said_with_which_is_still_a_date() -> None:
    for text in ("see you this weekend", "going hiking on the weekend", "这个周末去爬山", "周末去爬山", "下个周末"):
        assert resolve_when(text, NOW) is not None, text


@pytest.mark.parametrize(
    ("text", "day", "precision"),
    [
        ("我表弟明年6月高考", date(2027, 6, 1), "month"),
        ("预产期是明年三月", date(2027, 3, 1), "month"),
        ("我们计划明年5月1号结婚", date(2027, 5, 1), "day"),
        ("去年3月我去了日本", date(2025, 3, 1), "month"),
        ("前年5月搬的家", date(2024, 5, 1), "month"),
        ("今年12月底交房", date(2026, 12, 31), "day"),
        ("后年9月入学", date(2028, 9, 1), "month"),
    ],
)
def test_a_month_after_a_year_word_is_that_years_month(text: str, day: date, precision: str) -> None:
    got = resolve_when(text, datetime(2026, 11, 20, 10, tzinfo=UTC))
    assert got is not None and got.when.date() == day and got.precision == precision


@pytest.mark.parametrize(
    ("text", "when", "precision"),
    [
        ("I need to renew my passport before March", datetime(2027, 3, 1, 9, tzinfo=UTC), "month"),
        ("file taxes by April", datetime(2027, 4, 1, 9, tzinfo=UTC), "month"),
        ("get the car inspected by the end of June", datetime(2027, 6, 30, 9, tzinfo=UTC), "day"),
        ("stay until December", datetime(2026, 12, 1, 9, tzinfo=UTC), "month"),
        ("finish the thesis before Sept", datetime(2027, 9, 1, 9, tzinfo=UTC), "month"),
        ("我得在三月前续签护照", datetime(2027, 3, 1, 9, tzinfo=UTC), "month"),
        ("要在3月前交", datetime(2027, 3, 1, 9, tzinfo=UTC), "month"),
        ("到五月前要搬走", datetime(2027, 5, 1, 9, tzinfo=UTC), "month"),
        ("三个月前去过", datetime(2026, 8, 20, 9, tzinfo=UTC), "month"),  # how long ago, with 个
        ("我三月前去过", datetime(2026, 8, 20, 9, tzinfo=UTC), "month"),  # no 在 / 到: how long ago
    ],
)
def test_a_month_as_a_deadline(text: str, when: datetime, precision: str) -> None:
    r = resolve_when(text, NOW)
    assert r is not None and (r.when, r.precision) == (when, precision)


@pytest.mark.parametrize("text", ["I went there in March", "before may be too late", "by march of the ants"])
def test_a_month_said_otherwise_is_no_deadline(text: str) -> None:
    assert resolve_when(text, NOW) is None


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("5月13日", (5, 13)),
        ("生日是五月十三号", (5, 13)),
        ("十二月三十一", (12, 31)),
        ("March 5th", (3, 5)),
        ("17 October", (10, 17)),
        ("born Sept. 9, 1990", (9, 9)),
        ("the 5th of March", (3, 5)),  # the birthday scale read no day here before it shared the dates' reader
        ("3/21", (3, 21)),
        ("21/3", (3, 21)),
        ("5.13", (5, 13)),
    ],
)
def test_a_month_and_day_whatever_the_year(text: str, said: tuple[int, int]) -> None:
    assert month_day(text) == said


@pytest.mark.parametrize("text", ["ran a marathon 5 times", "the mayor 5", "五月一二", "13月5日", "2月32日", "明天"])
def test_no_month_and_day(text: str) -> None:
    assert month_day(text) is None
