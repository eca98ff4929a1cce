"""A reminder request that says only when: "到时候提醒我，周五" / "remind me, Friday"; or whose time is put right
in the same breath: "提醒我周五交房租，不对，是周六" / "remind me to call mom on Friday, actually make it Saturday".

What is to be done was said before it — earlier in the same message ("我得发发票，到时候提醒我，周五") or in the
user's message before ("I have to send the invoice" / "remind me on Friday"). `asked_when_only` puts the two
together into one request the reminder rules read whole ("提醒我周五发发票", "remind me on Friday to send the
invoice"). With nothing to do said before, the request is dropped: a todo that says only a time ("用户需要周五")
tells the user nothing. `retimed` puts the time said last in place of the one it corrects.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from ._retime import clock_said, retime_words
from ._rules_common import strip_edges, when_of

__all__ = ["asked_when_only", "before_occasion", "only_a_time", "retimed"]

_I = re.IGNORECASE

# The request, then the time: "到时候提醒我，周五", "提醒我一下，周五下午"; or the time, then the request:
# "周五提醒我一下".
_ASK_ZH = r"(?:那就?|所以)?(?:请|麻烦你?|你)?(?:到时候?|到点)?(?:记得)?(?:提醒|叫)我(?:一下)?"
_TAIL_ZH = r"(?:吧|哦|啊|哈|呀|好吗|行吗|可以吗)?[。！!～~？?\s]*$"
_WHEN_AFTER_ZH = re.compile(
    rf"(?:^|[，,。！!？?；;]\s*)(?P<ask>{_ASK_ZH})\s*[，,：:]?\s*(?P<when>[^，,。！!？?；;]+?){_TAIL_ZH}"
)
_WHEN_BEFORE_ZH = re.compile(rf"(?:^|[，,。！!？?；;]\s*)(?P<when>[^，,。！!？?；;]+?)(?P<ask>{_ASK_ZH}){_TAIL_ZH}")
# Something the user must do: "我得发发票", "还要交房租", "需要给老王回电话".
_TASK_ZH = re.compile(r"^(?:我们?)?(?:还|也)?(?:得|要|需要|必须|该|应该)(?P<task>.{2,})$")

_ASK_EN = (
    r"(?:(?:so|and|ok(?:ay)?|please)[,\s]+)?(?:(?:please|can you|could you|would you)\s+)?"
    r"(?:remind me|ping me|give me a (?:reminder|ping))"
)
_TAIL_EN = r"(?:,?\s+(?:please|ok(?:ay)?|thanks))?[\s.!?]*$"
_WHEN_AFTER_EN = re.compile(rf"(?:^|[.!?;,]\s*|\s+)(?P<ask>{_ASK_EN})\s*[,:-]?\s*(?P<when>[^.!?;,]+?){_TAIL_EN}", _I)
_WHEN_BEFORE_EN = re.compile(
    rf"(?:^|[.!?;]\s*)(?P<when>[^.!?;,]+?)\s*[,:-]?\s*(?P<ask>{_ASK_EN})(?:\s+then)?{_TAIL_EN}", _I
)
_TASK_EN = re.compile(
    r"^(?:(?:oh|also|and|so|btw|ok(?:ay)?)[,\s]+)*i\s+(?:really\s+|still\s+|also\s+)?"
    r"(?:need to|have to|must|'ve got to|have got to|gotta|got to|should)\s+(?P<task>.{3,}?)[\s.!]*$",
    _I,
)


def _zh(text: str) -> bool:
    return re.search(r"[\u4e00-\u9fff]", text) is not None


def only_a_time(text: str, now: datetime) -> bool:
    """Whether `text` (what a reminder would be about) is a time and nothing else: "周五", "on Friday", "at the
    end of the month"."""
    words = strip_edges(re.sub(r"的时候$|那天$", "", text.strip()))
    found = when_of(words, now)
    if found is None or found.span[1] != len(words):
        return False
    return re.fullmatch(r"(?:(?:on|at|by|for|in|over|during)\s+)?(?:the\s+)?", words[: found.span[0]], _I) is not None


def _task_zh(clause: str) -> str | None:
    m = _TASK_ZH.match(strip_edges(clause))
    return m.group("task") if m else None


def _task_en(clause: str) -> str | None:
    m = _TASK_EN.match(clause.strip())
    return m.group("task") if m else None


def asked_when_only(text: str, earlier: Sequence[str], now: datetime) -> str | None:
    """`text` with a request that says only when made whole with the task said before it (in `text`, else in the
    last of `earlier`, the user's messages before), or without the request when nothing to do was said; None when
    `text` makes no such request."""
    zh = _zh(text)
    patterns = (_WHEN_AFTER_ZH, _WHEN_BEFORE_ZH) if zh else (_WHEN_AFTER_EN, _WHEN_BEFORE_EN)
    for pattern in patterns:
        m = pattern.search(text)
        if m is not None and only_a_time(m.group("when"), now):
            break
    else:
        return None
    when, before = strip_edges(m.group("when")), text[: m.start()].rstrip(" ，,。.；;:")
    split = r"[，,。！!？?；;]" if zh else r"[.!?;,]"
    clauses = [c for c in re.split(split, before) if c.strip()]
    task_of = _task_zh if zh else _task_en
    task, kept = (task_of(clauses[-1]), clauses[:-1]) if clauses else (None, clauses)
    if task is None:
        kept = clauses
        last = re.split(split, earlier[-1].strip()) if earlier else []
        last = [c for c in last if c.strip()]
        task = task_of(last[-1]) if last else None
    if task is None:
        return ("，" if zh else ", ").join(kept)  # nothing to do was said: no todo that says only a time
    if not zh and re.match(r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b", when, _I):
        when = "on " + when  # "send the invoice on Friday", as it is said
    ask = f"提醒我{when}{task}" if zh else f"remind me {when} to {strip_edges(task)}"
    return ("，" if zh else ". ").join([*kept, ask]) if kept else ask


# "提醒我周五交房租，不对，是周六", "…，改到周六吧"; "remind me to call mom on Friday, actually make it Saturday"
_RETIME_ZH = re.compile(
    r"^(?P<ask>.*提醒我.+?)[，,]\s*(?:(?:不对|不是|哦不|错了|说错了)[，,]?\s*(?:是|改成|改到)?|改成|改到)"
    rf"(?P<when>[^，,。！!？?；;]+?){_TAIL_ZH}"
)
_RETIME_EN = re.compile(
    r"^(?P<ask>.*\bremind me\b.+?)[,;]?\s+(?:(?:no|sorry|wait|actually|i mean)[,\s]+)+(?:make (?:it|that)\s+|"
    r"(?:it's|it is)\s+)?(?P<when>[^,.;!?]+?)[\s.!]*$",
    _I,
)


def retimed(text: str, now: datetime) -> str | None:
    """A reminder request whose time is put right after it, with the time said last in place of the first
    ("提醒我周六交房租"); None when `text` is no such request."""
    zh = _zh(text)
    m = (_RETIME_ZH if zh else _RETIME_EN).match(text.strip())
    if m is None or not only_a_time(clock_said(m.group("when"), zh), now):
        return None
    ask, when = m.group("ask").rstrip(" -—–"), strip_edges(m.group("when"))
    first = when_of(ask, now)
    if first is None:
        return None
    start, end = first.span
    # "提醒我明天下午三点开会，改到四点": tomorrow at four; "…，改到周五": Friday at three
    said = retime_words(ask[start:end], when, zh)
    prep = re.match(r"(?:on|at|by)\s", ask[start:end], _I)
    if prep and said == clock_said(when, zh) and not re.match(r"(?:on|at|by)\s", said, _I):
        said = prep.group(0) + said  # "on Friday" -> "on Saturday"
    return ask[:start] + said + ask[end:]


# A day said of an occasion just before a request with no time of its own: "下周三是我妈生日，提醒我买礼物",
# "My mom's birthday is next Wednesday, remind me to buy a gift"
_OCCASION_ZH = re.compile(
    r"^(?P<when>[^，,。！!？?]+?)是(?P<what>[^，,。！!？?]{2,12}?)[，,。！!]\s*(?P<ask>(?:请|麻烦你?|你)?(?:到时候?)?(?:记得)?提醒我(?:一下)?)"
    r"(?P<task>[^，,。！!？?]{2,})$"
)
_OCCASION_EN = re.compile(
    r"^(?P<what>(?:my|our)\s+[^,.;!?]{2,40}?)\s+(?:is|'s)\s+(?P<when>[^,.;!?]+?)\s*[,.;!]\s*(?:so\s+|and\s+)?"
    r"(?P<ask>(?:please\s+|can you\s+)?remind me)\s+to\s+(?P<task>[^,.;!?]{3,}?)[\s.!?]*$",
    _I,
)


def before_occasion(text: str, now: datetime) -> str | None:
    """A request with no time of its own after the day of an occasion, asked for before it ("提醒我在我妈生日（下周三）
    前买礼物", "remind me to buy a gift before my mom's birthday next Wednesday"); None when `text` is no such thing."""
    zh = _zh(text)
    m = (_OCCASION_ZH if zh else _OCCASION_EN).match(text.strip())
    if m is None or not only_a_time(m.group("when"), now) or when_of(m.group("task"), now) is not None:
        return None
    found = when_of(m.group("when"), now)
    if found is None or found.when <= now:
        return None
    when, what, task = strip_edges(m.group("when")), strip_edges(m.group("what")), strip_edges(m.group("task"))
    if zh:
        return f"提醒我在{what}（{when}）前{task}"
    return f"remind me to {task} before {what} {when}"
