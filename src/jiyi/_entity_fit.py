"""The people and things section in its budget: every member of a set, each with a fair share (issue #21).

A set's lines are its header (how many, who is on top) and one line per member: the member's name, then its
facts, the asked one first. When they do not all fit, the tail of each member's line goes before any member
does: every member keeps its first fact, then every member its second, and so on while they fit. Only when not
even that fits are members left out — the last ones (a comparison lists the top first) — and the section says
how many ("另有 N 人未列出" / "N more not listed"), never a list with a silent hole in it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ._text import estimate_tokens

__all__ = ["EntityLine", "fit_lines"]


@dataclass(frozen=True, slots=True)
class EntityLine:
    """One line of the section, with the memories its facts were read from (a memory line restating it is
    left out of the block: `jiyi._entity_recall.restates`)."""

    text: str
    memory_ids: frozenset[str] = frozenset()
    #: the entity whose asked attribute the table does not hold, and the words saying so in `text`
    #: ("住在 未提及"; "" when what was asked is not known): the context puts the user's own sentence about it
    #: there, or after the line (`jiyi._entity_quotes`)
    gap: str = ""
    missing: str = ""
    #: the attributes whose absence `missing` says (with the ones that would answer them: a birthday for an age),
    #: so a quote standing there must speak of one of them
    wants: frozenset[str] = field(default=frozenset(), compare=False)
    #: a member line as its name and its facts, best first (`text` is `head` + the parts joined by `sep`), so a
    #: budget can drop the tail of the line; () for a line kept whole (a set's header)
    head: str = field(default="", compare=False)
    parts: tuple[str, ...] = field(default=(), compare=False)
    sep: str = field(default="", compare=False)


def _cost(text: str) -> int:
    return estimate_tokens(text) + 1  # and its newline


def _text(line: EntityLine, n: int) -> str:
    return line.head + line.sep.join(line.parts[:n])


def fit_lines(lines: Sequence[EntityLine], room: int, language: str) -> list[EntityLine]:
    """`lines` (best first) within `room` estimated tokens (one newline each), shortened as the module says;
    the lines as they are when they fit."""
    if sum(_cost(x.text) for x in lines) <= room:
        return list(lines)
    whole = [x for x in lines if not x.parts]
    members = [x for x in lines if x.parts]
    if not members:
        return list(lines)  # nothing to shorten: the caller keeps what fits
    fixed = 0
    for x in whole:  # a header first: members without it would mislead
        fixed += _cost(x.text)
    shown = [1] * len(members)
    left = room - fixed - sum(_cost(_text(x, 1)) for x in members)
    kept = len(members)
    while left < 0 and kept > 1:  # not even a fact each: the last members go, and the section says so
        kept -= 1
        left = room - fixed - _cost(_more(len(members) - kept, language))
        left -= sum(_cost(_text(x, 1)) for x in members[:kept])
    for depth in range(2, max(len(x.parts) for x in members) + 1):  # level by level: a fair share each
        grew = False
        for i, x in enumerate(members[:kept]):
            if len(x.parts) < depth:
                continue
            extra = _cost(_text(x, depth)) - _cost(_text(x, depth - 1))
            if extra <= left:
                shown[i], left, grew = depth, left - extra, True
        if not grew:
            break
    out: list[EntityLine] = []
    n = 0
    for x in lines:
        if not x.parts:
            out.append(x)
            continue
        if n < kept:
            cut = shown[n] < len(x.parts)
            # A gap whose "not said" was cut is no longer in the text: no quote goes there.
            missing = x.missing if x.missing and x.missing in _text(x, shown[n]) else ""
            out.append(replace(x, text=_text(x, shown[n]), parts=x.parts[: shown[n]], missing=missing) if cut else x)
        n += 1
    if kept < len(members):
        out.append(EntityLine(_more(len(members) - kept, language)))
    return out


def _more(n: int, language: str) -> str:
    return f"- 另有 {n} 人未列出" if language == "zh" else f"- {n} more not listed"
