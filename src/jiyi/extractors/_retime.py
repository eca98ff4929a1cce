"""The words of a time put right: "改到四点" after "明天下午三点开会" is tomorrow at four, not today at four;
"挪到周五" after it is Friday at three, not Friday at whatever hour a bare day gets.

A new time said alone keeps the day it moves (`retime_words`): its clock time replaces the old one and the day
words stay ("明天下午三点" + "四点" -> "明天下午四点"); a new day said alone keeps the old clock time ("周五" ->
"周五下午三点"). What to say it as is then read by the one date parser, so the due time and the words agree.
"""

from __future__ import annotations

import re
from datetime import datetime

from .._dates import ResolvedTime
from .._dates_calendar import CN, PERIOD_RE_ZH, parse_number
from ._rules_common import when_of

__all__ = ["clock_said", "moved_to", "retime_words"]

_I = re.IGNORECASE
_CLOCK_ZH = re.compile(
    rf"(?P<period>{PERIOD_RE_ZH})?\s*(?:[{CN}]{{1,3}}|\d{{1,2}})(?:[点时](?:半|一刻|三刻|(?:\d{{1,2}}|[{CN}]{{1,3}})分?)?钟?|"
    r"[:：]\d{2})"
)
_CLOCK_EN = re.compile(
    r"(?:\b(?:at|around|about)\s+)?(?:\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)?(?![\w/-])|\bnoon\b|"
    r"\bmidnight\b)",
    _I,
)
# A bare number after "make it", "改到": the hour of a reminder being put right ("make it 4", "改到4").
_BARE_HOUR = re.compile(r"^(?:(?:at|around)\s+)?(\d{1,2})$", _I)


def clock_said(words: str, zh: bool) -> str:
    """`words` with a bare hour said as a clock time the date parser reads alone: "四点" -> "4点", "4" -> "at 4"
    (in a move or a correction a number is the hour; in running text "一点" is also "a little")."""
    words = words.strip()
    m = re.fullmatch(rf"(?P<n>[{CN}]{{1,3}})点(?P<rest>半|一刻|三刻)?钟?", words)
    if m is not None and (n := parse_number(m["n"])) is not None and 0 < n <= 24:
        return f"{n}点{m['rest'] or ''}"
    m = _BARE_HOUR.match(words)
    if m is not None and 0 < int(m[1]) <= 24:
        return f"{m[1]}点" if zh else f"at {m[1]}"
    return words


def _clock(words: str, zh: bool) -> re.Match[str] | None:
    return (_CLOCK_ZH if zh else _CLOCK_EN).search(words)


def retime_words(old: str, new: str, zh: bool) -> str:
    """The words for the time `old` ("明天下午三点", "tomorrow at 3") becomes when `new` is said of it: a clock time
    alone takes the old day, a day alone the old clock time; a day and a time, or nothing of the old to keep, are
    `new` as said."""
    old, new = old.strip(), new.strip()
    old_clock, new_clock = _clock(old, zh), _clock(new, zh)
    new_day = (new[: new_clock.start()] + new[new_clock.end() :]).strip(" ,") if new_clock else new
    old_day = (old[: old_clock.start()] + old[old_clock.end() :]).strip(" ,") if old_clock else old
    if new_clock is not None and not new_day and old_day:  # "四点": the old day, at four
        said = clock_said(new, zh)
        if zh and not new_clock["period"] and old_clock is not None and old_clock["period"]:
            said = old_clock["period"] + new  # "下午三点" -> "下午四点", not four in the morning
        return f"{old_day}{said}" if zh else f"{old_day} {said if said.lower().startswith('at ') else 'at ' + said}"
    if new_clock is None and old_clock is not None and new_day:  # "周五": Friday, at the old time
        clock = old_clock.group(0).strip()
        return f"{new}{clock}" if zh else f"{new} {clock if clock.lower().startswith('at ') else 'at ' + clock}"
    return clock_said(new, zh)


def moved_to(
    old: ResolvedTime | None, old_due: datetime | None, new: str, zh: bool, now: datetime
) -> ResolvedTime | None:
    """Where `new` ("四点", "周五", "make it 4") moves a time said as `old` and due at `old_due`: the words to say it
    with and the moment, a time alone on the old day, a day alone at the old clock time; None if `new` names no
    time."""
    found = when_of(clock_said(new, zh), now)
    if found is None:
        return None
    words = retime_words(old.text if old is not None else "", new, zh)
    new_clock, old_clock = _clock(new, zh), _clock(old.text, zh) if old is not None else None
    new_day = (new[: new_clock.start()] + new[new_clock.end() :]).strip(" ,") if new_clock else new
    if old_due is None or words == clock_said(new, zh):
        return ResolvedTime(found.when, (0, len(words)), words, found.precision)
    due = old_due.astimezone(found.when.tzinfo)
    if new_clock is not None and not new_day:  # the old day, at the new time
        when = due.replace(hour=found.when.hour, minute=found.when.minute)
    else:  # the new day, at the old time
        when = found.when.replace(hour=due.hour, minute=due.minute)
    return ResolvedTime(when, (0, len(words)), words, "time" if old_clock or new_clock else found.precision)
