"""Numbers, calendar arithmetic and clock hours for `_dates`: the pieces every time rule computes with.

Number words ("十二", "两", "a couple of") to integers, weeks that run Monday to Sunday, month arithmetic that
keeps the day within the month, the next occurrence of a date without a year, and the 24-hour value of a written
hour with its part of day ("下午3点", "3pm", "晚上12点"). `_dates` finds the expressions and resolves them.
"""

from __future__ import annotations

import calendar
from datetime import date, timedelta

__all__ = ["parse_number"]


# --- numbers ---------------------------------------------------------------------------------------
_CN_VALUES = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
              "八": 8, "九": 9}  # fmt: skip
_EN_VALUES = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
              "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple": 2, "a couple of": 2,
              "couple of": 2}  # fmt: skip
_CN = "零〇一二两三四五六七八九十"
_NUM_ZH = rf"(?:\d{{1,3}}|[{_CN}]{{1,3}})"
_NUM_EN = r"(?:\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:a )?couple of)"


def parse_number(token: str) -> int | None:
    """An integer from digits, Chinese numerals up to 99 ("十二", "两", "三十一") or English words."""
    t = token.strip().lower()
    if not t:
        return None
    if t.isdigit():
        return int(t)
    if t in _EN_VALUES:
        return _EN_VALUES[t]
    t = t.lstrip("零〇") or "零"
    if "十" in t:
        head, _, tail = t.partition("十")
        if len(head) > 1 or len(tail) > 1 or (head and head not in _CN_VALUES) or (tail and tail not in _CN_VALUES):
            return None
        return (_CN_VALUES[head] if head else 1) * 10 + (_CN_VALUES[tail] if tail else 0)
    return _CN_VALUES.get(t) if len(t) == 1 else None


# --- calendar arithmetic -------------------------------------------------------------------------------


def _monday(d: date) -> date:
    return d - timedelta(days=d.weekday())


def _next_weekday(d: date, wd: int) -> date:
    return d + timedelta(days=(wd - d.weekday()) % 7 or 7)


def _prev_weekday(d: date, wd: int) -> date:
    return d - timedelta(days=(d.weekday() - wd) % 7 or 7)


def _add_months(d: date, n: int) -> date:
    y, m = divmod(d.month - 1 + n, 12)
    year, month = d.year + y, m + 1
    return date(year, month, min(d.day, calendar.monthrange(year, month)[1]))


def _month_end(d: date) -> date:
    return d.replace(day=calendar.monthrange(d.year, d.month)[1])


def _safe_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _next_date(today: date, month: int, day: int) -> date | None:
    """The next (month, day) on or after today (Feb 29 may be years away); None when there is none."""
    dates = (_safe_date(year, month, day) for year in range(today.year, today.year + 5))
    return next((d for d in dates if d is not None and d >= today), None)


# --- parts of day and clock hours ----------------------------------------------------------------------
_PERIODS = {
    "凌晨": "early", "半夜": "early", "早上": "morning", "早晨": "morning", "上午": "morning", "morning": "morning",
    "中午": "noon", "noon": "noon", "下午": "afternoon", "傍晚": "afternoon", "afternoon": "afternoon",
    "晚上": "evening", "夜里": "evening", "夜间": "evening", "evening": "evening", "night": "evening",
}  # fmt: skip
_PERIOD_HOUR = {"early": 6, "morning": 9, "noon": 12, "afternoon": 15, "evening": 20}


def _hour24(h: int, period: str | None, ampm: str | None) -> int | None:
    """The 24-hour value of a written hour; 24 means midnight at the end of the day."""
    if ampm == "am":
        h = 0 if h == 12 else h
    elif ampm == "pm":
        h = h if h == 12 else h + 12
    elif period == "early":
        h = h % 12
    elif period == "noon":
        h = h if h >= 11 else h + 12
    elif period == "afternoon":
        h = h + 12 if h < 12 else h
    elif period == "evening":
        h = h + 12 if 5 <= h < 12 else (24 if h == 12 else h)
    elif 1 <= h <= 6:
        h += 12  # documented: "3点开会" means the afternoon
    return h if 0 <= h <= 24 else None
