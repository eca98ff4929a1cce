"""How often a todo comes round: "每周日晚上" / "every Monday at 9" / "每个月15号" / "on weekdays".

`read_repeat(text, now)` finds a recurrence in a todo's words and the first time it falls after `now` (in `now`'s
zone). The rule is stored with the todo as a short text (`Repeat.text`): "daily", "weekdays", "weekly",
"monthly", with "/N" for every N units ("weekly/2": every other week). The day of the week or month and the clock
time are the todo's due time: a series is its due time stepped by the rule (`occurrence`), so a monthly todo due
on the 31st falls on the last day of shorter months and is back on the 31st after them.
Steps are taken on the wall clock of the user's zone (`next_after(..., zone)`): "every day at 8" stays at 08:00
across a daylight-saving change, its UTC time moving by the hour.
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from typing import Literal

from ._dates import _WD_ZH, _WEEKDAYS_EN, resolve_when
from ._dates_calendar import CN, PERIOD_HOUR, PERIODS, add_months, hour24, parse_number
from ._errors import ValidationError

__all__ = ["Repeat", "check_repeat", "find_repeat", "next_after", "only_repeat", "parse_repeat", "read_repeat"]

Unit = Literal["daily", "weekdays", "weekly", "monthly"]
_UNITS: tuple[Unit, ...] = ("daily", "weekdays", "weekly", "monthly")
_LONGEST = 52  # every 52 days / weeks / months at most: a longer "every" is a typo or a year


@dataclass(frozen=True, slots=True)
class Repeat:
    """A recurrence: every `every` days / weekdays / weeks / months."""

    unit: Unit
    every: int = 1

    @property
    def text(self) -> str:
        """The stored form: "weekly", "weekly/2"."""
        return self.unit if self.every == 1 else f"{self.unit}/{self.every}"

    def describe(self) -> str:
        """How a person says it: "every 2 weeks" (the CLI; the web page has its own words, in both languages)."""
        en = {"daily": "day", "weekdays": "weekday", "weekly": "week", "monthly": "month"}[self.unit]
        return f"every {en}" if self.every == 1 else f"every {self.every} {en}s"


def parse_repeat(text: str | None) -> Repeat | None:
    """The rule stored as `text` ("weekly/2"), or None for no rule or one this version cannot read (the todo
    then reminds once, as a todo without a rule)."""
    m = re.fullmatch(r"\s*(daily|weekdays|weekly|monthly)\s*(?:/\s*(\d{1,2}))?\s*", text or "", re.IGNORECASE)
    if m is None:
        return None
    every = int(m.group(2) or 1)
    return Repeat(m.group(1).lower(), every) if 1 <= every <= _LONGEST else None  # type: ignore[arg-type]


def check_repeat(text: str | None) -> Repeat | None:
    """A rule a caller gives (`Memory.add(..., repeat="weekly")`, the REST field), refused with a message saying
    what is accepted; None or "" for none (the todo's words may still say one)."""
    if not text:
        return None
    rule = parse_repeat(text)
    if rule is None:
        raise ValidationError(
            f"repeat must be daily, weekdays, weekly or monthly, with /N for every N (weekly/2: every other week, "
            f"N up to {_LONGEST}); got {text[:40]!r}",
            field="repeat",
        )
    return rule


def occurrence(rule: Repeat, first: datetime, k: int) -> datetime:
    """The `k`th time of the series starting at `first` (k = 0 is `first`); weekdays skip Saturday and Sunday."""
    if rule.unit == "daily":
        return first + timedelta(days=k * rule.every)
    if rule.unit == "weekly":
        return first + timedelta(weeks=k * rule.every)
    if rule.unit == "monthly":
        day = add_months(first.date(), k * rule.every)
        return datetime.combine(day, first.timetz())
    at, left = first, k
    while left > 0:
        at += timedelta(days=1)
        left -= at.weekday() < 5
    return at


def next_after(rule: Repeat, first: datetime, after: datetime, zone: tzinfo | None = None) -> datetime:
    """The first time of the series starting at `first` that is later than `after`, stepped on the wall clock of
    `zone` (the user's: 08:00 stays 08:00 across a daylight-saving change) and given in UTC; without a zone, in
    `first`'s own."""
    if zone is not None:
        return _next_after(rule, first.astimezone(zone), after).astimezone(UTC)
    return _next_after(rule, first, after)


def _next_after(rule: Repeat, first: datetime, after: datetime) -> datetime:
    if first > after:
        return first
    days = (after - first).days
    per = {"daily": rule.every, "weekdays": 1, "weekly": 7 * rule.every, "monthly": 28 * rule.every}[rule.unit]
    k = max(0, days // per - 1) if rule.unit != "weekdays" else max(0, days * 5 // 7 - 2)
    while (at := occurrence(rule, first, k)) <= after:
        k += 1
    return at


# --- reading a recurrence from words ---------------------------------------------------------------------------
_PERIOD = re.compile(
    r"\b(?:morning|noon|afternoon|evening|night)\b|"
    + "|".join(k for k in PERIODS if k.isascii() is False)
    + "|(?<=每)晚",
    re.I,
)
_MORNING = re.compile(r"(?<![a-z])(?:am|a\.m\.?)(?!\w)|上午|早上|凌晨", re.I)
_WEEK = "(?:周|星期|礼拜)"
_N_ZH = rf"(?:\d{{1,2}}|[{CN}]{{1,3}})"
_WD_EN_RE = r"(?P<wd>mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?:day|nesday|urday)?"
_ORD = r"(?:(?P<day>\d{1,2})(?:st|nd|rd|th)?|(?P<word>first|last))"
_EVERY = r"\b(?:every|each)\s+(?:(?P<n>\d{1,2}|two|three|four|five|six|other)\s+)?"

#: (pattern, unit). Named groups: n (every n units), wd (a weekday), day / word (a day of the month). The first
#: match wins, so the more particular shapes come first ("每个工作日" before "每天", "every Monday" before "every").
_RULES: list[tuple[re.Pattern[str], Unit]] = [
    (re.compile(r"(?:每个?|逢)?(?:工作日|周一(?:到|至)周五)(?:每天)?"), "weekdays"),
    (re.compile(rf"每隔?(?P<n>{_N_ZH})?个?{_WEEK}的?{_WEEK}?(?P<wd>[一二三四五六日天末])?"), "weekly"),
    (re.compile(rf"隔周的?{_WEEK}?(?P<wd>[一二三四五六日天])?"), "weekly"),
    (re.compile(rf"每隔?(?P<n>{_N_ZH})?个?月的?(?:(?P<day>{_N_ZH})[号日])?"), "monthly"),
    (re.compile(rf"每隔?(?P<n>{_N_ZH})天|每天|每日|天天|每晚|每个?早上|每个?晚上"), "daily"),
    (re.compile(r"\b(?:every|each|on)\s+weekdays?\b|\bweekdays\b|\bmonday (?:to|through) friday\b", re.I), "weekdays"),
    (re.compile(rf"{_EVERY}{_WD_EN_RE}s?\b", re.I), "weekly"),
    (re.compile(rf"\bon {_WD_EN_RE}s\b", re.I), "weekly"),
    (re.compile(rf"{_EVERY}weeks?(?:\s+on\s+{_WD_EN_RE}s?)?\b", re.I), "weekly"),
    (re.compile(r"\bweekly\b", re.I), "weekly"),
    (re.compile(rf"\b(?:on\s+)?the\s+{_ORD}\s+(?:day\s+)?of\s+(?:every|each|the)\s+month\b", re.I), "monthly"),
    (re.compile(rf"{_EVERY}months?(?:\s+on\s+the\s+{_ORD})?\b|\bmonthly\b", re.I), "monthly"),
    (re.compile(rf"{_EVERY}days?\b|\bdaily\b|\bevery\s+(?:morning|afternoon|evening|night)\b|\bnightly\b", re.I),
     "daily"),
]  # fmt: skip


def _every(token: str | None) -> int | None:
    if not token:
        return 1
    if token.lower() == "other":
        return 2
    n = parse_number(token)
    return n if n is not None and 1 <= n <= _LONGEST else None


def _weekday(token: str | None) -> int | None:
    if not token:
        return None
    if token in _WD_ZH:
        return _WD_ZH[token]
    t = token.lower()[:3]
    return next(i for i, w in enumerate(_WEEKDAYS_EN) if w.lower().startswith(t))


def _month_day(m: re.Match[str]) -> int | None:
    word = m.groupdict().get("word")
    if word:
        return 1 if word.lower() == "first" else 31
    day = m.groupdict().get("day")
    n = parse_number(day) if day else None
    return n if n is not None and 1 <= n <= 31 else None


def _month_day_from(today: date, md: int) -> date:
    """The first day numbered `md` from `today` on, in a month that has it (the series steps from it, so a todo
    of every 31st stays on the 31st after a shorter month)."""
    month = today.replace(day=1)
    while True:
        last = calendar.monthrange(month.year, month.month)[1]
        if md <= last and month.replace(day=md) >= today:
            return month.replace(day=md)
        month = add_months(month, 1)


def find_repeat(text: str) -> tuple[Repeat, re.Match[str]] | None:
    """The recurrence said in `text` and where it is said, or None."""
    for pattern, unit in _RULES:
        m = pattern.search(text)
        if m is None:
            continue
        every = _every(m.groupdict().get("n"))
        if every is None:
            return None
        # "隔周", and "每隔一天" / "每隔一周": one between, so every other one ("每隔两周" is said of every two weeks)
        if (unit == "weekly" and m.group().startswith("隔周")) or (every == 1 and m.group().startswith("每隔")):
            every = 2
        return Repeat(unit, 1 if unit == "weekdays" else every), m
    return None


def read_repeat(text: str, now: datetime) -> tuple[Repeat, datetime] | None:
    """The recurrence said in `text` and its first time after `now` (in `now`'s zone): the weekday or day of the
    month it names, at the clock time said beside it (09:00 when none is: the `_dates` convention)."""
    found = find_repeat(text)
    if found is None:
        return None
    rule, m = found
    rest = (text[: m.start()] + " " + text[m.end() :]).strip()
    said = resolve_when(rest, now) if rest else None
    period = _PERIOD.search(text)
    if said is not None and said.precision == "time":
        at = said.when.timetz()
        # "every evening at 9": the part of the day said beside the series places a bare hour (21:00, not 09:00).
        part = PERIODS.get(period.group().lower(), "evening") if period else None
        if part in ("afternoon", "evening") and at.hour < 12 and not _MORNING.search(rest):
            at = at.replace(hour=hour24(at.hour, part, None) or at.hour)
    else:  # a part of the day ("每周日晚上", "every morning") at its usual hour, else the `_dates` default
        hour = PERIOD_HOUR[PERIODS.get(period.group().lower(), "evening")] if period else 9
        at = time(hour, tzinfo=now.tzinfo)
    day: date = now.date()
    wd = _weekday(m.groupdict().get("wd"))
    if rule.unit == "weekly" and wd is not None:
        day += timedelta(days=(wd - day.weekday()) % 7)
    elif rule.unit == "monthly" and (md := _month_day(m)) is not None:
        day = _month_day_from(day, md)
    start = datetime.combine(day, at)
    if start <= now and wd is None and rule.unit != "monthly":
        start += timedelta(days=1)  # "every 3 days" said after 09:00: from tomorrow, not in 3 days
    if rule.unit == "weekdays":
        while start.weekday() >= 5:
            start += timedelta(days=1)
    return rule, next_after(rule, start, now - timedelta(microseconds=1)) if start < now else start


def only_repeat(text: str, now: datetime) -> bool:
    """True when `text` says how often and at most when in the day, nothing else ("every Monday at 9",
    "every Sunday evening", "on the first of every month"): words a reminder request may put before the task."""
    found = find_repeat(text)
    if found is None:
        return False
    m = found[1]
    rest = (text[: m.start()] + " " + text[m.end() :]).strip(" ,，")
    if not rest or _PERIOD.fullmatch(re.sub(r"^(?:in the|at)\s+", "", rest, flags=re.I)):
        return True
    said = resolve_when(rest, now)
    return said is not None and said.span == (0, len(rest))
