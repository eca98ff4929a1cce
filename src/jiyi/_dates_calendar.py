"""Numbers, calendar arithmetic and clock hours for `_dates`: the pieces every time rule computes with.

Number words ("十二", "两", "a couple of") to integers, weeks that run Monday to Sunday, month arithmetic that
keeps the day within the month, the next occurrence of a date without a year, and the 24-hour value of a written
hour with its part of day ("下午3点", "3pm", "晚上12点"). `_dates` finds the expressions and resolves them.
"""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta

__all__ = [
    "CN",
    "MONTHS_EN",
    "MONTH_DAY_EN",
    "MONTH_RE_EN",
    "NUM_EN",
    "NUM_ZH",
    "PERIODS",
    "PERIOD_HOUR",
    "PERIOD_RE_ZH",
    "add_months",
    "hour24",
    "monday_of",
    "month_day",
    "month_end",
    "next_date",
    "next_weekday",
    "parse_number",
    "prev_weekday",
    "safe_date",
]


# --- numbers ---------------------------------------------------------------------------------------
_CN_VALUES = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
              "八": 8, "九": 9}  # fmt: skip
_EN_VALUES = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
              "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple": 2, "a couple of": 2,
              "couple of": 2}  # fmt: skip
CN = "零〇一二两三四五六七八九十"
NUM_ZH = rf"(?:\d{{1,3}}|[{CN}]{{1,3}})"
NUM_EN = r"(?:\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:a )?couple of)"


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


# --- month days ------------------------------------------------------------------------------------------
MONTHS_EN = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
MONTH_RE_EN = (r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
               r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")  # fmt: skip
#: "March 5", "Mar. 5th", "5 March", "the 5th of March": the month (group 1 or 4) and the day (group 2 or 3)
MONTH_DAY_EN = (rf"\b(?:{MONTH_RE_EN}\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?|(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?"
                rf"{MONTH_RE_EN})\b")  # fmt: skip
_MONTH_DAY_EN = re.compile(MONTH_DAY_EN, re.I)
_MONTH_DAY_ZH = re.compile(rf"({NUM_ZH})\s*月\s*({NUM_ZH})\s*[日号]?")
_MONTH_DAY_NUM = re.compile(r"(?<![\d.])(\d{1,2})\s*[/.\-]\s*(\d{1,2})(?![\d.])")


def month_day(text: str) -> tuple[int, int] | None:
    """The month and day `text` says, whatever the year: "5月13日", "五月十三号", "March 5th", "17 October", "3/21",
    "5.13" ("21/3" is the 21st of March); None when it says none, or no month has such a day."""
    if z := _MONTH_DAY_ZH.search(text):
        month, day = (parse_number(g) or 0 for g in z.groups())
    elif e := _MONTH_DAY_EN.search(text):
        month, day = MONTHS_EN.index((e[1] or e[4]).lower()[:3]) + 1, int(e[2] or e[3])
    elif n := _MONTH_DAY_NUM.search(text):
        month, day = int(n[1]), int(n[2])
        month, day = (day, month) if month > 12 >= day else (month, day)
    else:
        return None
    return (month, day) if 1 <= month <= 12 and 1 <= day <= 31 else None


# --- calendar arithmetic -------------------------------------------------------------------------------


def monday_of(d: date) -> date:
    """The Monday of `d`'s week."""
    return d - timedelta(days=d.weekday())


def next_weekday(d: date, wd: int) -> date:
    """The next weekday `wd` (0 = Monday) after `d`, a week on when `d` is one."""
    return d + timedelta(days=(wd - d.weekday()) % 7 or 7)


def prev_weekday(d: date, wd: int) -> date:
    """The last weekday `wd` (0 = Monday) before `d`, a week back when `d` is one."""
    return d - timedelta(days=(d.weekday() - wd) % 7 or 7)


def add_months(d: date, n: int) -> date:
    """`d` moved `n` months on (or back), its day cut to the month's last."""
    y, m = divmod(d.month - 1 + n, 12)
    year, month = d.year + y, m + 1
    return date(year, month, min(d.day, calendar.monthrange(year, month)[1]))


def month_end(d: date) -> date:
    """The last day of `d`'s month."""
    return d.replace(day=calendar.monthrange(d.year, d.month)[1])


def safe_date(year: int, month: int, day: int) -> date | None:
    """The date, or None when there is no such day (Feb 30)."""
    try:
        return date(year, month, day)
    except ValueError:
        return None


def next_date(today: date, month: int, day: int) -> date | None:
    """The next (month, day) on or after today (Feb 29 may be years away); None when there is none."""
    dates = (safe_date(year, month, day) for year in range(today.year, today.year + 5))
    return next((d for d in dates if d is not None and d >= today), None)


# --- parts of day and clock hours ----------------------------------------------------------------------
PERIODS = {
    "凌晨": "early", "半夜": "early", "早上": "morning", "早晨": "morning", "上午": "morning", "morning": "morning",
    "中午": "noon", "noon": "noon", "下午": "afternoon", "傍晚": "afternoon", "afternoon": "afternoon",
    "晚上": "evening", "夜里": "evening", "夜间": "evening", "evening": "evening", "night": "evening",
}  # fmt: skip
#: The Chinese parts of the day a clock time is said with ("下午三点"), as one alternation for patterns.
PERIOD_RE_ZH = "凌晨|半夜|早上|早晨|上午|中午|下午|傍晚|晚上|夜里|夜间"
PERIOD_HOUR = {"early": 6, "morning": 9, "noon": 12, "afternoon": 15, "evening": 20}


def hour24(h: int, period: str | None, ampm: str | None) -> int | None:
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
