"""Moving a plan to another day by saying so: "改到下周四", "牙医推迟到周五", "I moved the dentist to Thursday".

A clause that moves something to a date it names becomes a `Candidate` with `moved` set to the words naming
the thing (often none: "改到下周四" moves what was just said) and `due_at` to the new date. The offline
extractor then looks for the one dated plan, todo or event it moves: one said earlier in the same messages,
else the one among the related memories the words name, else the only upcoming one. The memory's date words
and its appended date are swapped for the new ones, as a new version (the old one stays in the history, so an
undo brings it back). When nothing, or more than one thing equally, is named, nothing changes: a plan is never
moved on a guess.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

from .._dates import ResolvedTime
from .._models import Decision, MemoryRecord, Message
from ._retime import clock_said, moved_to
from ._rules_common import Candidate, clip, date_suffix, when_of
from ._shift import shift_en, shift_zh, shifted

__all__ = ["moved_content", "moved_decisions", "moved_en", "moved_said", "moved_zh"]

_I = re.IGNORECASE
_ZH_MOVE = re.compile(
    r"^(?:那|那就|就|还是|我们|咱们|我)?(?:把)?(?P<obj>[^，。,]{0,12}?)(?:时间)?(?:改到|改成|改在|挪到|推迟到|推到|延后到|"
    r"延期到|往后推到|提前到|换到|调到|定在|改为)(?P<when>[^，。,]{1,12}?)(?:了|吧|啦|去|再说)?$"
)
_EN_MOVE = re.compile(
    r"^(?:i(?:'ve| have)?\s+|we(?:'ve| have)?\s+|let's\s+)?(?:just\s+|actually\s+)?(?:moved|move|pushed|push|"
    r"postponed|postpone|rescheduled|reschedule|bumped|bump|shifted|shift|changed|change)\s+"
    r"(?P<obj>it|that|this|the\s+[\w' -]{1,30}?|my\s+[\w' -]{1,30}?)\s+(?:back\s+|forward\s+)?(?:to|until|till)\s+"
    r"(?P<when>.{2,30}?)[.!]*$",
    _I,
)
# "actually make it 4", "make that Friday" (of what was just said, or the one reminder the turn before set)
_EN_MAKE = re.compile(
    r"^(?:(?:actually|no|sorry|wait|oh)[,\s]+)*make (?P<obj>it|that) (?P<when>.{1,30}?)(?: instead)?[.!]*$", _I
)
_EN_MOVED = re.compile(
    r"^(?P<obj>(?:the|my)\s+[\w' -]{1,30}?|it)\s+(?:got|has been|was|is)\s+(?:moved|pushed|postponed|rescheduled|"
    r"bumped|shifted)\s+(?:back\s+|forward\s+)?(?:to|until|till)\s+(?P<when>.{2,30}?)[.!]*$",
    _I,
)
_ZH_FUNCTION = "那就还是我们咱把的时间这个那件事它"
_EN_STOP = frozenset({"it", "that", "this", "the", "my", "our"})


def moved_zh(clause: str, now: datetime) -> Candidate | None:
    """A Chinese clause moving something to a date it names ("改到下周四"), else None."""
    if (by := shift_zh(clause)) is not None:  # "推迟一小时"
        return by
    m = _ZH_MOVE.match(clause)
    if m is None or re.search(r"[吗呢？?]|你|如果|要是|能不能|可不可以", clause):
        return None
    when = when_of(clock_said(m.group("when"), True), now)
    if when is None:
        return None
    obj = "".join(ch for ch in m.group("obj") if ch not in _ZH_FUNCTION)
    words = " ".join(obj[i : i + 2] for i in range(len(obj) - 1))
    return Candidate(type="plan", content="", label="改期", language="zh", due_at=when.when, correction=True,
                     moved=(words, m.group("when")), source=clause)  # fmt: skip


def moved_en(clause: str, now: datetime) -> Candidate | None:
    """An English clause moving something to a date it names ("I moved the dentist to Thursday"), else None."""
    if (by := shift_en(clause)) is not None:  # "push it back an hour"
        return by
    m = _EN_MOVE.match(clause) or _EN_MOVED.match(clause) or _EN_MAKE.match(clause.strip())
    if m is None or re.search(r"\?|\b(?:you|if|should|could|can|maybe)\b", clause, _I):
        return None
    when = when_of(clock_said(m.group("when"), False), now)
    if when is None:
        return None
    words = " ".join(w for w in re.findall(r"[a-z][a-z'-]+", m.group("obj").lower()) if w not in _EN_STOP)
    return Candidate(type="plan", content="", label="moved", language="en", due_at=when.when, correction=True,
                     moved=(words, m.group("when").strip()), source=clause)  # fmt: skip


def moved_content(content: str, said_at: datetime, due_at: datetime | None, c: Candidate, now: datetime) -> Decision:
    """`content` with its date words and appended date swapped for the ones `c` moves it to, and its new due time:
    a time alone keeps the old day ("改到四点"), a day alone the old clock time ("挪到周五"); as the `content` and
    `due_at` of a decision (the rest of it unset)."""
    body = re.sub(r"\s*[（(][^）)]*\d{4}[^）)]*[)）]\s*$", "", content)  # the appended absolute date goes
    zh = c.language == "zh"
    new_words = c.moved[1] if c.moved else ""
    old = when_of(body, said_at)
    if c.shift is not None and due_at is not None:  # "推迟一小时": by an amount, from when it was due
        moved: ResolvedTime | None = shifted(old, due_at, c.shift, zh, now)
    else:
        moved = moved_to(old, due_at, new_words, zh, now)
    said = moved.text if moved is not None else new_words
    if old is not None:
        body = body[: old.span[0]] + said + body[old.span[1] :]
    elif zh:
        body = f"{body}（改到{said}）"
    else:
        body = f"{body}, moved to {said}"
    due = moved.when if moved is not None else c.due_at
    return Decision(action="update", content=body + date_suffix(moved, c.language), due_at=due)


def moved_said(d: Decision, c: Candidate, message: Message, now: datetime) -> Decision | None:
    """A new dated plan, todo or event of an earlier message of the batch, moved where `c` says (when `c` names
    nothing, or names it); else None."""
    words = (c.moved[0] if c.moved else "").split()
    if d.action not in ("add", "update") or d.type not in ("plan", "todo", "event") or d.due_at is None:
        return None
    if message.id in d.message_ids or (words and not any(w in d.content.lower() for w in words)):
        return None
    moved = moved_content(d.content, now, d.due_at, c, now)
    return d.model_copy(update={"content": moved.content, "due_at": moved.due_at,
                                "message_ids": (*d.message_ids, message.id)})  # fmt: skip


def _names(c: Candidate, r: MemoryRecord) -> int:
    words = (c.moved[0] if c.moved else "").split()
    text = r.content.lower()
    return sum(1 for w in words if w in text)


def moved_decisions(c: Candidate, message: Message, related: Sequence[MemoryRecord], now: datetime) -> list[Decision]:
    """The update moving the one dated plan, todo or event among `related` that `c` names (or the only upcoming
    one when it names nothing); [] when none or several match equally."""
    dated = [r for r in related if r.is_current and r.type in ("plan", "todo", "event") and r.due_at is not None]
    if c.moved and c.moved[0]:
        scored = sorted(((_names(c, r), r) for r in dated), key=lambda p: -p[0])
        dated = [r for s, r in scored if s and s == scored[0][0]]
    else:
        dated = [r for r in dated if r.due_at is not None and r.due_at >= now]
    if len(dated) != 1:
        return []
    target = dated[0]
    zh = c.language == "zh"
    quote = f"「{clip(c.source)}」" if zh else f'"{clip(c.source)}"'
    moved = moved_content(target.content, target.created_at, target.due_at, c, now)
    return [
        Decision(
            action="update",
            target_id=target.id,
            type=target.type,
            content=moved.content,
            importance=target.importance,
            due_at=moved.due_at,
            reason=f"改期：{quote}" if zh else f"moved: {quote}",
            message_ids=(message.id,),
        )
    ]
