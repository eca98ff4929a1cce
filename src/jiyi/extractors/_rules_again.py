"""Asking to be reminded again: "remind me about the dentist again tomorrow", "snooze the bins reminder until 8pm",
"明天再提醒我", "一小时后再提醒我吃药".

A clause that asks for a todo's reminder again at a time ahead becomes a `Candidate` with `done` set to the words
naming the todo ("" when it names none: the offline extractor reads the turn before it, the assistant's
reminder) and `again` set to that time. The offline extractor moves the reminder of the one open todo those words
name (`Decision.remind_again_at`): a new version that reminds then, as `Memory.snooze_todo` would, the old one
kept in the history. No todo, or two named equally: nothing happens (no second todo either).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from ._remind_when import only_a_time
from ._rules_common import Candidate, strip_edges, when_of
from ._rules_done import terms_en, terms_zh

__all__ = ["again_en", "again_zh"]

_I = re.IGNORECASE

_AGAIN_ZH = (
    # "明天再提醒我", "一小时后再提醒我吃药", "晚上八点再提醒我一次"
    re.compile(r"^(?:那|那就)?(?P<when>[^，,]+?)再(?:提醒|叫)我(?:一次|一下|一遍)?(?P<x>.*?)(?:吧|哦|啊)?$"),
    # "再提醒我一次，明天", "再提醒我吃药，一小时后"
    re.compile(
        r"^(?:那|那就)?再(?:提醒|叫)我(?:一次|一下|一遍)?(?P<x>[^，,]*?)[，,]\s*(?P<when>[^，,]+?)(?:吧|哦|啊)?$"
    ),
)
# No time said: "再提醒我吃药", "remind me again to take my pills" — the todo there is, not a second one
_AGAIN_NO_TIME_ZH = re.compile(
    r"^(?:那|那就|请|麻烦你?)?再(?:提醒|叫)我(?:一次|一下|一遍)?(?P<x>[^，,]{1,20}?)(?:吧|哦|啊)?$"
)
_AGAIN_NO_TIME_EN = re.compile(
    r"^(?:(?:ok(?:ay)?|please|just)[,\s]+)*(?:remind|ping) me\s+(?:again\s+(?:to|about|of)\s+(?P<x>.+?)|"
    r"(?:to|about|of)\s+(?P<y>.+?)\s+again)(?:,?\s+(?:please|thanks))?[\s.!]*$",
    _I,
)
#: how soon a todo asked of again with no time reminds, when its own reminder has gone by
AGAIN_SOON = timedelta(hours=1)
_AGAIN_EN = (
    # "remind me again tomorrow", "remind me about the dentist again in an hour"
    re.compile(
        r"^(?:(?:ok(?:ay)?|please|just)[,\s]+)*(?:remind|ping) me\s+(?:(?:about|of|to)\s+(?P<x>.+?)\s+)?again\s+"
        r"(?P<when>.+?)(?:,?\s+(?:please|thanks))?[\s.!]*$",
        _I,
    ),
    # "snooze the bins reminder until 8pm", "snooze it for an hour"
    re.compile(
        r"^(?:please\s+)?snooze\s+(?:(?:the|my)\s+(?P<x>.+?)\s+reminder|it|that|this)\s+(?P<when>(?:until|till|to|"
        r"for|in)\s+.+?)[\s.!]*$",
        _I,
    ),
)


def _ahead(when: str, now: datetime) -> datetime | None:
    words = re.sub(r"^(?:until|till|to)\s+", "", strip_edges(when), flags=_I)
    words = re.sub(r"^for\s+(?=(?:an?|one|\d+)\s+(?:minute|hour|day|week)s?)", "in ", words, flags=_I)
    found = when_of(words, now) if only_a_time(words, now) else None
    return found.when if found is not None and found.when > now else None


def again_zh(clause: str, now: datetime) -> Candidate | None:
    """A Chinese clause asking to be reminded again at a time ahead ("明天再提醒我"), else None."""
    for pattern in _AGAIN_ZH:
        m = pattern.match(clause)
        if m is not None and (at := _ahead(m.group("when"), now)) is not None:
            words = " ".join(terms_zh(m.group("x"))) if m.group("x") else ""
            return Candidate(type="todo", content="", label="再次提醒", language="zh", done=words, source=clause,
                             again=at)  # fmt: skip
    m = _AGAIN_NO_TIME_ZH.match(clause)
    if m is not None and when_of(clause, now) is None and (words := " ".join(terms_zh(m["x"]))):
        return Candidate(type="todo", content="", label="再次提醒", language="zh", done=words, source=clause,
                         again=now + AGAIN_SOON)  # fmt: skip
    return None


def again_en(clause: str, now: datetime) -> Candidate | None:
    """An English clause asking to be reminded again at a time ahead ("remind me again tomorrow"), else None."""
    for pattern in _AGAIN_EN:
        m = pattern.match(clause.strip())
        if m is not None and (at := _ahead(m.group("when"), now)) is not None:
            words = " ".join(terms_en(m.group("x"))) if m.group("x") else ""
            return Candidate(type="todo", content="", label="remind again", language="en", done=words, source=clause,
                             again=at)  # fmt: skip
    m = _AGAIN_NO_TIME_EN.match(clause.strip())
    if m is not None and when_of(clause, now) is None and (words := " ".join(terms_en(m["x"] or m["y"]))):
        return Candidate(type="todo", content="", label="remind again", language="en", done=words, source=clause,
                         again=now + AGAIN_SOON)  # fmt: skip
    return None
