"""A "remind me" that tells rather than asks: "remind me that my sister moved to Leeds last week" /
"提醒我一下，我姐上周搬去利兹了".

What follows is something that has happened, not something to do: it is read as the statement it is (an event, a
fact), and no todo is made. "remind me that I need to call her" / "提醒我一下我得给她打电话" still ask: a need, a
modal or a time ahead keeps the request a todo.
"""

from __future__ import annotations

import re
from datetime import datetime

from ._rules_common import strip_edges, when_of

__all__ = ["told_en", "told_zh"]

_I = re.IGNORECASE

_LEAD_EN = re.compile(
    r"^(?:(?:oh|also|and|btw|by the way|ok(?:ay)?)[,\s]+)*(?:(?:please|can you|could you|just)\s+)?"
    r"(?:remind me|don't let me forget)\s+that\s+(?P<x>.+)$",
    _I,
)
# A need, a plan, a time ahead: still something to do ("remind me that I need to call her")
_ASKS_EN = re.compile(
    r"\b(?:need|needs|have|has|got|ought|want|wants)\s+to\b|\b(?:must|should|gotta|will|shall|going to|gonna)\b|'ll\b|"
    r"\b(?:is|are)\s+(?:due|coming|on)\b",
    _I,
)
_PAST_EN = re.compile(
    r"\b(?:was|were|had|did|went|got|came|left|bought|sold|began|became|took|gave|made|met|saw|told|said|found|"
    r"lost|won|broke|paid|sent|spent|wrote|ran|fell|grew|knew|flew|drove|ate|quit|[a-z]{2,}ed)\b",
    _I,
)

_LEAD_ZH = re.compile(r"^(?:对了)?[，,]?(?:请|麻烦你?|你)?(?:提醒我|别让我忘了)(?:一下)?\s*[，,：:]?\s*(?P<x>.+)$")
_ASKS_ZH = re.compile(r"(?:^|[我你他她们])(?:还|也|一定)?(?:要|得|需要|必须|该|应该|记得)|将|会去|打算|准备|计划")
_SOMEONE_ZH = re.compile(
    r"^(?:我|他|她|我们|他们|她们|[^，,]{0,4}?(?:的)?(?:姐|哥|弟|妹|妈|爸|老婆|老公|孩子|儿子|女儿|朋友|同事))"
)


def _told(x: str, now: datetime, asks: re.Pattern[str], past: bool) -> bool:
    if asks.search(x):
        return False
    when = when_of(x, now)
    if when is not None:
        return when.when < now
    return past


def told_en(sentence: str, now: datetime) -> str | None:
    """The statement a "remind me that …" of something past tells ("My sister moved to Leeds last week"); None
    when the sentence is no such thing."""
    m = _LEAD_EN.match(sentence.strip())
    if m is None:
        return None
    x = strip_edges(m.group("x"))
    if not _told(x, now, _ASKS_EN, _PAST_EN.search(x) is not None):
        return None
    return x[0].upper() + x[1:]


def told_zh(sentence: str, now: datetime) -> str | None:
    """The statement a "提醒我一下，…" of something past tells ("我姐上周搬去利兹了"); None when the sentence is no
    such thing."""
    m = _LEAD_ZH.match(sentence.strip())
    if m is None:
        return None
    x = strip_edges(m.group("x"))
    if not _SOMEONE_ZH.match(x):  # "提醒我吃药了吗" asks; a statement of the past says who
        return None
    return x if _told(x, now, _ASKS_ZH, bool(re.search(r"了[。！!]?$|过", x))) else None
