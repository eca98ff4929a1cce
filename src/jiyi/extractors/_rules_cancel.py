"""Calling a reminder off by saying so: "cancel the bins reminder", "stop reminding me to take the bins out",
"不用提醒我交房租了", "把交房租的提醒取消了".

A clause that calls off a reminder becomes a `Candidate` with `done` set to the words naming the todo and `cancel`
set. The offline extractor deletes the one open todo among the related memories those words name, as it closes
one said done (`_rules_done`): a soft delete with its history row, which undo restores; no reminder fires for a
deleted todo. When no todo, or more than one equally, matches, nothing happens.
"""

from __future__ import annotations

import dataclasses
import re

from ._rules_common import Candidate
from ._rules_done import terms_en, terms_zh

__all__ = ["cancel_en", "cancel_zh", "named_before"]

_I = re.IGNORECASE

_CANCEL_ZH = (
    re.compile(r"^(?:你)?(?:就)?(?:不用|不要|别|无需|不必)(?:再)?提醒我(?P<x>.+?)(?:了|啦)?$"),
    re.compile(r"^(?:我)?(?:不需要|不用|不要)(?:再)?(?P<x>.+?)的提醒(?:了|啦)?$"),
    re.compile(
        r"^(?:请|帮我|麻烦你?)?(?:把)?(?P<x>.+?)的提醒(?:取消|删掉|删了|关掉|关了|不用了|不要了)(?:掉)?(?:吧|了|啦)*$"
    ),
    re.compile(r"^(?:请|帮我|麻烦你?)?(?:取消|删掉|关掉)(?:掉)?(?P<x>.+?)的提醒(?:吧|了)*$"),
)
_CANCEL_EN = (
    re.compile(
        r"^(?:please\s+|can you\s+|could you\s+)?(?:cancel|delete|remove|drop|turn off|clear)\s+"
        r"(?:the\s+|my\s+|that\s+)?(?:reminders?\s+(?:about|for|to|of)\s+(?P<x>.+)|(?P<y>.+?)\s+reminders?)$",
        _I,
    ),
    re.compile(  # "I don't need the dentist reminder anymore", "I don't need a reminder for the rent"
        r"^i\s+(?:don't|do not|no longer)\s+need\s+(?:the\s+|my\s+|that\s+|a\s+)?"
        r"(?:reminders?\s+(?:about|for|to|of)\s+(?P<x>.+)|(?P<y>.+?)\s+reminders?(?:\s+any ?more)?)$",
        _I,
    ),
    re.compile(r"^(?:please\s+|you can\s+)?(?:stop|quit)\s+reminding\s+me\s+(?:to\s+|about\s+|of\s+)?(?P<x>.+)$", _I),
    re.compile(
        r"^(?:you\s+)?(?:don't|do not|no need to|needn't)\s+(?:need to\s+)?remind\s+me\s+(?:to\s+|about\s+|of\s+)?"
        r"(?P<x>.+)$",
        _I,
    ),
)
# The request alone, right after a reminder: "不用提醒我了", "stop reminding me". The turn before names the todo.
_BARE_ZH = re.compile(
    r"^(?:你)?(?:就)?(?:(?:不用|不要|别|无需|不必)(?:再)?提醒我|(?:请|帮我)?(?:把)?(?:这个|那个)?提醒(?:取消|删掉|关掉)(?:掉)?|"
    r"(?:请|帮我)?(?:取消|删掉|关掉)(?:这个|那个)?提醒)(?:了|啦|吧)*$"
)
_BARE_EN = re.compile(
    r"^(?:(?:you can|please)\s+)?(?:(?:stop reminding me|no need to remind me|you don't need to remind me|"
    r"don't remind me)(?:\s+(?:any ?more|again|about (?:it|that)|of (?:it|that)))*|"
    r"(?:cancel|delete|remove|drop|clear)\s+(?:that|this|the)\s+reminder)"
    r"(?:,?\s+(?:thanks|thank you|please))?[\s.!]*$",
    _I,
)
# "never mind, cancel the reminder to call mom": the words before it say nothing of which
_LEAD_EN = re.compile(r"^(?:(?:never ?mind|actually|oh|ok(?:ay)?|sorry|wait)[,\s]+|no,\s*)+", _I)
_EN_TAIL = re.compile(r"\s+(?:any ?more|again|please|thanks|then)\b.*$|[\s.!]+$", _I)


def cancel_zh(clause: str) -> Candidate | None:
    """A Chinese clause calling off a reminder ("不用提醒我交房租了"), else None; one that names nothing
    ("不用提醒我了") has `done` "" (the offline extractor reads the turn before for it)."""
    if _BARE_ZH.match(clause):
        return Candidate(type="todo", content="", label="取消提醒", language="zh", done="", source=clause, cancel=True)
    for pattern in _CANCEL_ZH:
        m = pattern.match(clause)
        if m is not None and (words := terms_zh(m.group("x"))):
            return Candidate(
                type="todo", content="", label="取消提醒", language="zh", done=" ".join(words), source=clause,
                cancel=True,
            )  # fmt: skip
    return None


def cancel_en(clause: str) -> Candidate | None:
    """An English clause calling off a reminder ("cancel the bins reminder"), else None; one that names nothing
    ("stop reminding me") has `done` "" (the offline extractor reads the turn before for it)."""
    clause = _LEAD_EN.sub("", clause.strip())
    if _BARE_EN.match(clause):
        return Candidate(
            type="todo", content="", label="reminder cancelled", language="en", done="", source=clause, cancel=True
        )
    for pattern in _CANCEL_EN:
        m = pattern.match(clause.strip())
        if m is None:
            continue
        x = _EN_TAIL.sub("", m.group("x") or m.group("y") or "")
        if words := terms_en(x):
            return Candidate(
                type="todo", content="", label="reminder cancelled", language="en", done=" ".join(words),
                source=clause, cancel=True,
            )  # fmt: skip
    return None


def named_before(c: Candidate, before: str) -> Candidate | None:
    """A bare "不用提醒我了" / "stop reminding me" with the words of the turn before it (the assistant's reminder:
    "别忘了周五交房租哦"), which name the todo; None when there is no turn before."""
    if not before.strip():
        return None
    words = terms_zh(before) if c.language == "zh" else terms_en(before)
    return dataclasses.replace(c, done=" ".join(words)) if words else None
