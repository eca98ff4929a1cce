"""What a recall query says about time: the past period it names (`time_window`), whose items keep full weight
and whose words leave the full-text query, and whether it asks about what lies ahead (`asks_ahead`). Every
period is read in `now`'s time zone.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from ._dates import resolve_when

__all__ = ["asks_ahead", "text_without", "time_window"]


def time_window(query: str, now: datetime) -> tuple[datetime, datetime, tuple[int, int]] | None:
    """The past period a query names ("上周", "yesterday", "3天前", "last month"), as [start, end)
    plus the expression's span; None when it names none, or a period not yet begun (plans). In a
    query of several lines (a conversation) only the last line, the message being answered, counts."""
    body = query.rstrip()
    offset = body.rfind("\n") + 1
    resolved = resolve_when(body[offset:], now)
    if resolved is None:
        return None
    day = resolved.when.replace(hour=0, minute=0, second=0, microsecond=0)
    if resolved.precision == "week":
        start = day - timedelta(days=day.weekday())
        end = start + timedelta(days=7)
    elif resolved.precision == "month":
        start = day.replace(day=1)
        end = (start + timedelta(days=32)).replace(day=1)
    elif resolved.precision == "year":
        start = day.replace(month=1, day=1)
        end = start.replace(year=start.year + 1)
    else:
        start, end = day, day + timedelta(days=1)
    if start > now or (resolved.precision in ("day", "time") and resolved.when > now):
        return None
    return start, end, (offset + resolved.span[0], offset + resolved.span[1])


# The present or a period still running: what the user asks about is ahead of them, or under way.
_AHEAD = re.compile(
    r"这周|本周|这个?星期|这礼拜|本礼拜|这个?月|本月|今年|今天|今日|今晚|接下来|即将|最近有什么安排|"
    r"\b(?:this (?:week|weekend|month|year)|today|tonight|upcoming|coming up|what's next|next few days)\b",
    re.IGNORECASE,
)
# "这周我做了什么", "what did I do this week?": the running period's past, where past events are the answer.
_PAST_TENSE = re.compile(r"了|过|\b(?:did|was|were|went|had|ago|done)\b", re.IGNORECASE)


def asks_ahead(query: str, now: datetime) -> bool:
    """True when the query (its last line) asks about the present or the future: "这周我有什么安排？", "what's on
    this week?", "下周五", "tomorrow". A plan whose day is over does not answer it."""
    line = query.rstrip()
    line = line[line.rfind("\n") + 1 :]
    if _AHEAD.search(line) and not _PAST_TENSE.search(line):
        return True
    resolved = resolve_when(line, now)
    return resolved is not None and resolved.when.date() >= now.date()


def text_without(text: str, span: tuple[int, int]) -> str:
    """`text` with the `span` it said a time in cut out."""
    return f"{text[: span[0]]} {text[span[1] :]}"
