"""Relative time expressions in Chinese and English, resolved to absolute aware datetimes.

`resolve_when(text, now)` finds the first time expression in `text` ("下周一", "明天下午3点",
"next Friday", "in two weeks", "March 5 at 3pm") and resolves it against `now`, in `now`'s time zone.
Memories are distilled from imported history too, so callers pass the message's time, not the wall clock.

Conventions (the ones people disagree about, decided once):

- A week runs Monday to Sunday. "下周" / "next week" alone is Monday of next week; "下周五" and
  "next Friday" are the Friday of next week; "这周五" the Friday of the current week
  (even if already past), "this Friday" the same unless that day is past, then the coming one ("this
  Saturday" said on a Sunday); a bare "周五" / "Friday" / "on Friday" is its next occurrence after today.
- An expression without a clock time resolves to 09:00. A part of day without a clock time uses that
  part's usual hour (上午/morning 09:00, 中午/noon 12:00, 下午/afternoon 15:00, 晚上/今晚/tonight 20:00).
- A clock hour of 1–6 with no am/pm and no part of day reads as afternoon ("3点" -> 15:00); 7–12 as is.
  A bare clock time is today if still ahead of `now`, else tomorrow.
- "月底" / "end of the month" is the last day of the month; "月初" is the next 1st; "明年" / "next year"
  is January 1st (precision "year", shown as "2027 年" / "2027"); "3月" alone is the 1st of that month.
- A date without a year ("3月5日", "March 5") is its next occurrence (today counts); "3/5" is skipped
  because it reads differently in different countries.
- Recurring phrases ("每周一", "on Fridays") are not resolved.

Only the first 10,000 characters are scanned, so a pasted log cannot stall a caller. The number words, calendar
arithmetic and clock hours the rules compute with are in `_dates_calendar`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Literal

from ._dates_calendar import (
    CN,
    MONTH_DAY_EN,
    MONTH_RE_EN,
    MONTHS_EN,
    NUM_EN,
    NUM_ZH,
    PERIOD_HOUR,
    PERIOD_RE_ZH,
    PERIODS,
    add_months,
    hour24,
    monday_of,
    month_end,
    next_date,
    next_weekday,
    parse_number,
    prev_weekday,
    safe_date,
)
from ._time import EARLIEST, LATEST

__all__ = ["Precision", "ResolvedTime", "format_date", "format_when", "parse_number", "resolve_when"]

Precision = Literal["day", "week", "month", "year", "time"]

_SCAN_LIMIT = 10_000
_DEFAULT_HOUR = 9
_WEEKDAYS_ZH = "一二三四五六日"
_WEEKDAYS_EN = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


@dataclass(frozen=True)
class ResolvedTime:
    """A time expression found in a text and the absolute moment it stands for."""

    when: datetime
    span: tuple[int, int]
    text: str
    precision: Precision


@dataclass(frozen=True)
class _Hit:
    """One matched expression: a day (possibly with a fixed time) or a clock time / part of day."""

    start: int
    end: int
    kind: Literal["day", "clock"]
    day: date | None = None
    precision: Precision = "day"
    period: str | None = None  # part of day implied by a day word (今晚 -> evening)
    fixed: datetime | None = None  # "3小时后": already a full moment
    hour: int | None = None  # clock hour as written (before am/pm adjustment)
    minute: int = 0
    ampm: str | None = None
    weak: bool = False  # only meaningful next to a day word ("三点", "下午", "morning")


# --- matchers: each regex has a handler turning a match into a _Hit (or None when it is not a time) ----
_Handler = Callable[[re.Match[str], datetime], _Hit | None]
_RULES: list[tuple[re.Pattern[str], _Handler]] = []


def _rule(pattern: str, flags: int = 0) -> Callable[[_Handler], _Handler]:
    def register(fn: _Handler) -> _Handler:
        _RULES.append((re.compile(pattern, flags), fn))
        return fn

    return register


def _day(m: re.Match[str], d: date | None, precision: Precision = "day", period: str | None = None) -> _Hit | None:
    if d is None or not EARLIEST.year <= d.year <= LATEST.year:
        return None  # "9999年12月31日" is not a date jiyi can remind of or do arithmetic on: no time at all
    return _Hit(m.start(), m.end(), "day", day=d, precision=precision, period=period)


_ZH_DAYS = {"大前天": -3, "前天": -2, "昨天": -1, "昨日": -1, "昨晚": -1, "今天": 0, "今日": 0, "今儿": 0,
            "今早": 0, "今晚": 0, "今夜": 0, "明天": 1, "明日": 1, "明儿": 1, "明早": 1, "明晚": 1, "后天": 2,
            "大后天": 3}  # fmt: skip


# "感觉就像昨天", "恍如昨日", "仿佛就在昨天", "像是昨天的事": how near a past feels, not a day; a bare 像 only when the
# likeness ends there ("像昨天一样"), so "我好像昨天把钥匙丢了" stays a day
_ZH_AS_IF = re.compile(r"(?:就像|仿佛|恍如|宛如|犹如|好似|如同|好像就在|像是|像)(?:是|就在|就是|在)?$")
_ZH_AS_IF_AFTER = re.compile(r"一样|似的|的事|发生的|[，,。！!…～~]|$")


@_rule("|".join(sorted(_ZH_DAYS, key=len, reverse=True)))
def _zh_day_word(m: re.Match[str], now: datetime) -> _Hit | None:
    word = m.group(0)
    as_if = _ZH_AS_IF.search(m.string, 0, m.start()) if word in ("昨天", "昨日") else None
    if as_if and (not as_if.group(0).startswith("像") or _ZH_AS_IF_AFTER.match(m.string, m.end())):
        return None
    period = "evening" if word[-1] in "晚夜" else ("morning" if word[-1] == "早" else None)
    return _day(m, now.date() + timedelta(days=_ZH_DAYS[word]), period=period)


_WD_ZH = {ch: i for i, ch in enumerate(_WEEKDAYS_ZH)} | {"天": 6, "末": 5} | {str(i + 1): i for i in range(7)}


@_rule(
    # not after 个 / 整 unless 这个 / 下个 said it: "整个周末", "一个周末", "那个周末" are no date
    rf"(?:(下下|下|这|本|上)个?|(?<![\d{CN}每几隔个整]))(?:周|星期|礼拜)([一二三四五六日天末1-7])(?!起|样|直|共|些|次|定)"
)
def _zh_weekday(m: re.Match[str], now: datetime) -> _Hit | None:
    prefix, wd = m.group(1), _WD_ZH[m.group(2)]
    today = now.date()
    if prefix is None:
        return _day(m, next_weekday(today, wd))
    weeks = {"下下": 2, "下": 1, "这": 0, "本": 0, "上": -1}[prefix]
    return _day(m, monday_of(today) + timedelta(days=7 * weeks + wd))


@_rule(r"(下下|下|上)个?(?:周|星期|礼拜)(?![二三四五六日天末1-7]|一(?!起|样|直|共|些|次|定))")
def _zh_week(m: re.Match[str], now: datetime) -> _Hit | None:
    weeks = {"下下": 2, "下": 1, "上": -1}[m.group(1)]
    return _day(m, monday_of(now.date()) + timedelta(days=7 * weeks), "week")


@_rule(rf"(下下|下|上|这|本)个?月(?:(初|底|末|中)|({NUM_ZH})[号日])?")
def _zh_rel_month(m: re.Match[str], now: datetime) -> _Hit | None:
    months = {"下下": 2, "下": 1, "上": -1, "这": 0, "本": 0}[m.group(1)]
    first = add_months(now.date().replace(day=1), months)
    part, day = m.group(2), m.group(3)
    if day is not None:
        n = parse_number(day)
        return _day(m, safe_date(first.year, first.month, n) if n else None)
    if months == 0 and part is None:
        return None  # "这个月" alone names no day
    return _month_part(m, first, part)


def _month_part(m: re.Match[str], first: date | None, part: str | None) -> _Hit | None:
    """The day a part of a month names: 初 the 1st, 中 the 15th, 底/末 the last day, none the month."""
    if first is None:
        return None
    if part in ("底", "末"):
        return _day(m, month_end(first))
    return _day(m, first.replace(day=15) if part == "中" else first, "month" if part in (None, "份") else "day")


@_rule(rf"(?<![个下上这本\d{CN}])月(初|底|末)")
def _zh_month_part(m: re.Match[str], now: datetime) -> _Hit | None:
    today = now.date()
    if m.group(1) == "初":
        return _day(m, add_months(today.replace(day=1), 1))
    return _day(m, month_end(today))


@_rule(r"(明年|今年|去年|后年)?(年初|年底|年末)|(明年|去年|后年)")
def _zh_year(m: re.Match[str], now: datetime) -> _Hit | None:
    which, part = m.group(1) or m.group(3) or "今年", m.group(2)
    year = now.year + {"明年": 1, "今年": 0, "去年": -1, "后年": 2}[which]
    if part is None:
        return _day(m, date(year, 1, 1), "year")
    if part == "年初":
        return _day(m, date(year + (1 if which == "今年" else 0), 1, 1), "month")
    return _day(m, date(year, 12, 31))


_ZH_UNITS = {"天": "day", "日": "day", "周": "week", "星期": "week", "礼拜": "week", "月": "month", "年": "year",
             "小时": "hour", "钟头": "hour", "分钟": "minute"}  # fmt: skip
_ZH_UNIT_RE = "|".join(sorted(_ZH_UNITS, key=len, reverse=True))


def _offset(m: re.Match[str], now: datetime, n: float, unit: str) -> _Hit | None:
    if unit in ("hour", "minute"):
        fixed = now + (timedelta(hours=n) if unit == "hour" else timedelta(minutes=n))
        return _Hit(m.start(), m.end(), "day", day=fixed.date(), precision="time", fixed=fixed)
    today = now.date()
    if unit == "day":
        return _day(m, today + timedelta(days=n))
    if unit == "week":
        return _day(m, today + timedelta(days=7 * n))
    months = round(n * 12) if unit == "year" else n
    if months != int(months):
        return _day(m, today + timedelta(days=round(30 * months)))  # "半个月"
    return _day(m, add_months(today, int(months)), "month")


@_rule(rf"(过)?({NUM_ZH}|半)个?({_ZH_UNIT_RE})(?:(之后|以后|后)|(之前|以前|前))?")
def _zh_offset(m: re.Match[str], now: datetime) -> _Hit | None:
    n = 0.5 if m.group(2) == "半" else parse_number(m.group(2))
    if n is None or n > 500 or not (m.group(1) or m.group(4) or m.group(5)):
        return None  # "三天" alone is a duration, "三天后" / "过三天" a time
    deadline = re.search(r"[在到于]$", m.string[: m.start()]) or re.match(r"(?:得|要|必须|需要)", m.string[m.end() :])
    if m.group(3) == "月" and "个" not in m.group(0) and m.group(5) and deadline:
        return None  # "得在三月前续签", "三月前得续签": before March (`_zh_date`), not three months ago
    return _offset(m, now, -n if m.group(5) else n, _ZH_UNITS[m.group(3)])


_YEAR_WORDS = {"明年": 1, "今年": 0, "去年": -1, "后年": 2, "前年": -2}


# (a month that opens a name is none: 五月花 (a housing estate), 六月雪, 八月桂)
@_rule(
    rf"(?:(\d{{4}})年|(明年|今年|去年|后年|前年))?({NUM_ZH})月(?:({NUM_ZH})[日号]|(初|底|末|中|份)?)(?![\d{CN}花雪桂])"
)
def _zh_date(m: re.Match[str], now: datetime) -> _Hit | None:
    """ "3月5日", "2027年3月", "明年6月" (a year said by a word is that year's month: "明年6月15号")."""
    month = parse_number(m.group(3))
    if month is None or not 1 <= month <= 12:
        return None
    today = now.date()
    said = int(m.group(1)) if m.group(1) else today.year + _YEAR_WORDS[m.group(2)] if m.group(2) else None
    if m.group(4) is not None:
        day = parse_number(m.group(4))
        if day is None:
            return None
        if said is not None:
            return _day(m, safe_date(said, month, day))
        return _day(m, next_date(today, month, day))
    year = said if said is not None else today.year + (1 if month < today.month else 0)
    return _month_part(m, safe_date(year, month, 1), m.group(5))  # "0000年3月": no such year


@_rule(r"(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)")
def _iso_date(m: re.Match[str], now: datetime) -> _Hit | None:
    return _day(m, safe_date(int(m.group(1)), int(m.group(2)), int(m.group(3))))


@_rule(rf"({PERIOD_RE_ZH})?({NUM_ZH})[点时](?:(半)|(一刻)|(三刻)|(\d{{1,2}}|[{CN}]{{1,3}}(?=分))分?)?(钟)?")
def _zh_clock(m: re.Match[str], now: datetime) -> _Hit | None:
    h = parse_number(m.group(2))
    if h is None or h > 24:
        return None
    minute = 30 if m.group(3) else 15 if m.group(4) else 45 if m.group(5) else parse_number(m.group(6) or "0")
    if minute is None or minute > 59:
        return None
    period = PERIODS.get(m.group(1) or "")
    # "一点" is also "a little": a Chinese-numeral hour needs a part of day, a minute or 钟 to count alone.
    weak = period is None and not m.group(2).isdigit() and not (m.group(3) or m.group(6) or m.group(7))
    return _Hit(m.start(), m.end(), "clock", hour=h, minute=minute, period=period, weak=weak)


@_rule(rf"({PERIOD_RE_ZH})?(?<!\d)(\d{{1,2}})[:：](\d{{2}})(?!\d)")
def _colon_clock(m: re.Match[str], now: datetime) -> _Hit | None:
    h, minute = int(m.group(2)), int(m.group(3))
    if h > 24 or minute > 59:
        return None
    return _Hit(m.start(), m.end(), "clock", hour=h, minute=minute, period=PERIODS.get(m.group(1) or ""))


@_rule(rf"({PERIOD_RE_ZH})(?!\s*{NUM_ZH}[点时:：])")
def _zh_period(m: re.Match[str], now: datetime) -> _Hit | None:
    return _Hit(m.start(), m.end(), "clock", period=PERIODS[m.group(1)], weak=True)


# --- English ------------------------------------------------------------------------------------------

_I = re.IGNORECASE
_EN_DAYS = {"the day after tomorrow": 2, "day after tomorrow": 2, "the day before yesterday": -2,
            "tomorrow": 1, "today": 0, "tonight": 0, "yesterday": -1, "last night": -1}  # fmt: skip


# "feels like yesterday he taught me", "seems like only yesterday", "like it was yesterday": how near a past feels, not
# a day ("it feels like yesterday was a waste" is the day before)
_EN_AS_IF = re.compile(r"\b(?:like|as\s+if|as\s+though)\s+(?:it\s+(?:was|were)\s+)?(?:only\s+|just\s+)?$", _I)
_EN_AS_IF_DAY = re.compile(r"\s+(?:was|were)\b", _I)


@_rule(r"\b(?:" + "|".join(sorted(_EN_DAYS, key=len, reverse=True)) + r")\b", _I)
def _en_day_word(m: re.Match[str], now: datetime) -> _Hit | None:
    word = m.group(0).lower()
    if word == "yesterday" and _EN_AS_IF.search(m.string, 0, m.start()) and not _EN_AS_IF_DAY.match(m.string, m.end()):
        return None
    evening = word in ("tonight", "last night")  # "last night" as 昨晚: the evening before
    return _day(m, now.date() + timedelta(days=_EN_DAYS[word]), period="evening" if evening else None)


_A_WEEKEND = re.compile(
    r"\b(?:an?|all|the\s+(?:whole|entire))\s+(?:(?:whole|entire|full|long|three-day|3-day)\s+)?$", _I
)
_EN_WD = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


@_rule(r"\b(?:(next|this|last|on|by|until|till|before|coming|this coming)\s+)?"
       r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)(s)?\b", _I)  # fmt: skip
def _en_weekday(m: re.Match[str], now: datetime) -> _Hit | None:
    if m.group(3):
        return None  # "on Fridays" is a habit, not a date
    word = m.group(2).lower()
    if word == "weekend" and not m.group(1) and _A_WEEKEND.search(m.string[: m.start()]):
        return None  # "took up a whole weekend", "a long weekend", "all weekend": how long, not when
    wd = 5 if word == "weekend" else _EN_WD.index(word)
    prefix = (m.group(1) or "").lower()
    today = now.date()
    if prefix == "next":
        return _day(m, monday_of(today) + timedelta(days=7 + wd))
    if prefix == "this":
        # "this Saturday" said on a Sunday is the coming one: English says "last Saturday" of the day gone
        day = monday_of(today) + timedelta(days=wd)
        return _day(m, day if day >= today else next_weekday(today, wd))
    if prefix == "last":
        return _day(m, prev_weekday(today, wd))
    return _day(m, next_weekday(today, wd))


@_rule(r"\b(?:(next|last)\s+(week|month|year)|the\s+week\s+after\s+next)\b", _I)
def _en_next_unit(m: re.Match[str], now: datetime) -> _Hit | None:
    today = now.date()
    if m.group(1) is None:
        return _day(m, monday_of(today) + timedelta(days=14), "week")
    sign = 1 if m.group(1).lower() == "next" else -1
    unit = m.group(2).lower()
    if unit == "week":
        return _day(m, monday_of(today) + timedelta(days=7 * sign), "week")
    if unit == "month":
        return _day(m, add_months(today.replace(day=1), sign), "month")
    return _day(m, date(today.year + sign, 1, 1), "year")


@_rule(r"\b(?:the\s+)?(end|beginning|start)\s+of\s+(?:the\s+|this\s+)?(next\s+)?(week|month|year)\b", _I)
def _en_end_of(m: re.Match[str], now: datetime) -> _Hit | None:
    today, which, nxt, unit = now.date(), m.group(1).lower(), bool(m.group(2)), m.group(3).lower()
    if unit == "week":  # the end of a week is its Friday, the start the next Monday
        friday = monday_of(today) + timedelta(days=4 + (7 if nxt else 0))
        if which != "end":
            return _day(m, monday_of(today) + timedelta(days=7))
        return _day(m, friday if friday >= today else next_weekday(today, 4))
    if unit == "month":
        first = add_months(today.replace(day=1), 1 if nxt or which != "end" else 0)
        return _day(m, month_end(first) if which == "end" else first)
    year = today.year + (1 if nxt or which != "end" else 0)
    return _day(m, date(year, 12, 31) if which == "end" else date(year, 1, 1))


@_rule(rf"\b(?:in\s+({NUM_EN})\s+(day|week|month|year|hour|minute)s?"
       rf"|({NUM_EN})\s+(day|week|month|year|hour|minute)s?\s+(from now|later|ago))\b", _I)  # fmt: skip
def _en_offset(m: re.Match[str], now: datetime) -> _Hit | None:
    num = m.group(1) or m.group(3)
    unit = (m.group(2) or m.group(4)).lower()
    n = parse_number(num)
    if n is None or n > 500:
        return None
    return _offset(m, now, -n if (m.group(5) or "").lower() == "ago" else n, unit)


@_rule(rf"{MONTH_DAY_EN}(?:,?\s+(\d{{4}})\b)?", _I)
def _en_month_day(m: re.Match[str], now: datetime) -> _Hit | None:
    """ "March 5", "Mar 5th, 2027", "5 March", "the 5th of March"."""
    month = MONTHS_EN.index((m.group(1) or m.group(4)).lower()[:3]) + 1
    day = int(m.group(2) or m.group(3))
    if m.group(5):
        return _day(m, safe_date(int(m.group(5)), month, day))
    return _day(m, next_date(now.date(), month, day))


@_rule(rf"\b{MONTH_RE_EN}\.?,?\s+(?:of\s+)?(\d{{4}})\b", _I)
def _en_month_year(m: re.Match[str], now: datetime) -> _Hit | None:
    """ "October 2023", "Oct. 2023", "March of 2027": the month (as "2023年10月")."""
    return _month_part(m, safe_date(int(m.group(2)), MONTHS_EN.index(m.group(1).lower()[:3]) + 1, 1), None)


# A month alone is a time only as a deadline ("before March", "by the end of June"): "in March" is as often past as to
# come, and "may" / "march" in lower case are words. The month is its next one, as "3月" alone is.
@_rule(rf"\b(?:by|before|until|till)\s+(the\s+end\s+of\s+)?{MONTH_RE_EN}\b(?!\.?\s*\d)", _I)
def _en_month_deadline(m: re.Match[str], now: datetime) -> _Hit | None:
    if m.group(2).lower() in ("may", "mar", "march") and m.group(2).islower():
        return None  # in lower case these are words as often as months
    month = MONTHS_EN.index(m.group(2).lower()[:3]) + 1
    today = now.date()
    first = safe_date(today.year + (1 if month < today.month else 0), month, 1)
    return _month_part(m, first, "底" if m.group(1) else None)


@_rule(r"\b(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\b\.?", _I)
def _en_ampm(m: re.Match[str], now: datetime) -> _Hit | None:
    h, minute = int(m.group(1)), int(m.group(2) or 0)
    if not 1 <= h <= 12 or minute > 59:
        return None
    return _Hit(m.start(), m.end(), "clock", hour=h, minute=minute, ampm=m.group(3).lower() + "m")


@_rule(r"\bat\s+(\d{1,2})(?::(\d{2}))?\b(?![.,:]\d)(?!\s*(?:%|percent|[ap]\.?m\b))", _I)
def _en_at(m: re.Match[str], now: datetime) -> _Hit | None:
    h, minute = int(m.group(1)), int(m.group(2) or 0)
    if h > 24 or minute > 59:
        return None
    return _Hit(m.start(), m.end(), "clock", hour=h, minute=minute)


@_rule(rf"\b(?:at\s+)?(noon|midnight|({NUM_EN})\s+o'?clock)\b", _I)
def _en_named_clock(m: re.Match[str], now: datetime) -> _Hit | None:
    word = m.group(1).lower()
    if word == "noon":
        return _Hit(m.start(), m.end(), "clock", hour=12, ampm="pm")
    if word == "midnight":
        return _Hit(m.start(), m.end(), "clock", hour=24)
    h = parse_number(m.group(2))
    return None if h is None or h > 12 else _Hit(m.start(), m.end(), "clock", hour=h)


@_rule(r"\b(?:in\s+the\s+|this\s+)?(morning|afternoon|evening|night)\b", _I)
def _en_period(m: re.Match[str], now: datetime) -> _Hit | None:
    hit = _Hit(m.start(), m.end(), "clock", period=PERIODS[m.group(1).lower()], weak=True)
    if m.group(0).lower().startswith("this"):
        # "this afternoon" is a day of its own: today, at that part of day.
        return _Hit(m.start(), m.end(), "day", day=now.date(), period=hit.period)
    return hit


# --- resolution ----------------------------------------------------------------------------------------
_GAP = re.compile(r"\s*(?:at|@|的|，|,)?\s*", re.IGNORECASE)


def _hits(text: str, now: datetime) -> list[_Hit]:
    found: list[_Hit] = []
    for pattern, handler in _RULES:
        for m in pattern.finditer(text):
            hit = handler(m, now)
            if hit is not None:
                found.append(hit)
    found.sort(key=lambda h: (h.start, h.start - h.end))
    return found


def _at(day: date, hour: int, minute: int, now: datetime) -> datetime:
    extra = timedelta(days=1) if hour == 24 else timedelta()
    return datetime.combine(day, time(hour % 24, minute), tzinfo=now.tzinfo) + extra


def _finish(text: str, now: datetime, day: _Hit, clock: _Hit | None) -> ResolvedTime | None:
    assert day.day is not None
    start, end = day.start, day.end
    precision = day.precision
    if day.fixed is not None:
        when = day.fixed
    elif clock is None:
        when = _at(day.day, PERIOD_HOUR[day.period] if day.period else _DEFAULT_HOUR, 0, now)
    else:
        start, end = min(start, clock.start), max(end, clock.end)
        period = clock.period or day.period
        if clock.hour is None:
            when = _at(day.day, PERIOD_HOUR[period or "morning"], 0, now)
        else:
            hour = hour24(clock.hour, period, clock.ampm)
            if hour is None:
                return None
            when, precision = _at(day.day, hour, clock.minute, now), "time"
    return ResolvedTime(when=when, span=(start, end), text=text[start:end], precision=precision)


def _next_to(text: str, first: _Hit, candidates: list[_Hit]) -> _Hit | None:
    """The hit of `candidates` that directly follows `first` (only spaces, "at", 的 or a comma between)."""
    for c in candidates:
        if c.start >= first.end and _GAP.fullmatch(text, first.end, c.start):
            return c
    return None


def resolve_when(text: str, now: datetime) -> ResolvedTime | None:
    """Find the first time expression in `text` and resolve it against `now` (see module conventions).

    Returns None when the text names no time. The result is in `now`'s time zone.
    """
    text = text[:_SCAN_LIMIT]
    hits = _hits(text, now)
    days = [h for h in hits if h.kind == "day"]
    clocks = [h for h in hits if h.kind == "clock"]
    for hit in hits:
        if hit.kind == "day":
            clock = None if hit.fixed is not None else _next_to(text, hit, clocks)
            return _finish(text, now, hit, clock)
        if hit.weak:
            continue
        day = _next_to(text, hit, days)
        if day is not None and day.fixed is None:
            return _finish(text, now, day, hit)
        assert hit.hour is not None
        hour = hour24(hit.hour, hit.period, hit.ampm)
        if hour is None:
            continue
        when = _at(now.date(), hour, hit.minute, now)
        if when <= now:
            when += timedelta(days=1)
        return ResolvedTime(when=when, span=(hit.start, hit.end), text=text[hit.start : hit.end], precision="time")
    return None


def format_date(dt: datetime, language: str) -> str:
    """A date with its weekday: "2026-11-27（周五）" for zh, "Fri 2026-11-27" otherwise."""
    if language.lower().startswith("zh"):
        return f"{dt:%Y-%m-%d}（周{_WEEKDAYS_ZH[dt.weekday()]}）"
    return f"{_WEEKDAYS_EN[dt.weekday()]} {dt:%Y-%m-%d}"


def format_when(resolved: ResolvedTime, language: str) -> str:
    """A short absolute label for a resolved expression, as precise as it is.

    "2026-11-27", "2026-11-27 15:00", "2026-11-30 那周" / "week of 2026-11-30", "2026-12".
    """
    dt, zh = resolved.when, language.lower().startswith("zh")
    if resolved.precision == "time":
        return f"{dt:%Y-%m-%d %H:%M}"
    if resolved.precision == "week":
        return f"{dt:%Y-%m-%d} 那周" if zh else f"week of {dt:%Y-%m-%d}"
    if resolved.precision == "month":
        return f"{dt:%Y-%m}"
    if resolved.precision == "year":
        return f"{dt:%Y} 年" if zh else f"{dt:%Y}"
    return f"{dt:%Y-%m-%d}"
