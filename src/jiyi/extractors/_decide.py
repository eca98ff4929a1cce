"""What one statement does to the memories related to it: the decision (add, boost, update, skip, delete) the
offline extractor makes of each candidate, with its reason quoting what the user said.

A rule's candidate is matched by slot (`_slots.match_candidate`): a restatement boosts, a new value or a correction
updates, a forget request deletes each related memory it names. A statement the selector chose (no rule read it)
only boosts or is skipped as said already: an automatic change to what the user said before needs a statement of
known shape.
"""

from __future__ import annotations

from collections.abc import Sequence

from .._models import Decision, MemoryRecord, Message
from .._text import content_hash
from ._rules_common import Candidate, clip
from ._rules_done import complete_decisions
from ._slots import match_candidate, match_forget_all, similarity

__all__ = ["covered_by", "decide", "decide_free", "decisions_of", "forget_reason"]


def forget_reason(c: Candidate) -> str:
    """Why a memory goes at the user's request: the request, quoted."""
    zh = c.language == "zh"
    quote = f"「{clip(c.source)}」" if zh else f'"{clip(c.source)}"'
    return f"用户要求忘记：{quote}" if zh else f"the user asked to forget it: {quote}"


def decide_free(c: Candidate, message: Message, related: Sequence[MemoryRecord]) -> Decision:
    """A selected statement against the related memories: only a restatement boosts or is skipped.

    Unlike a rule's candidate it never updates a memory by slot ("User's sister moved to Berlin" is not
    the user's city): an automatic change to what the user said before needs a statement of known shape.
    """
    zh, ids = c.language == "zh", (message.id,)
    quote = f"「{clip(c.source)}」" if zh else f'"{clip(c.source)}"'
    for r in sorted((r for r in related if r.is_current), key=lambda r: -r.updated_at.timestamp()):
        a_in_b, b_in_a = similarity(c.content, r.content)
        if content_hash(c.content) == content_hash(r.content) or (a_in_b >= 0.9 and b_in_a >= 0.9):
            why = f"重申已有记忆：{quote}" if zh else f"restates a memory: {quote}"
            return Decision(action="boost", target_id=r.id, type=r.type, content=r.content, importance=r.importance,
                            reason=why, message_ids=ids)  # fmt: skip
        if a_in_b >= 0.95:
            why = f"已有记忆涵盖：{quote}" if zh else f"already covered: {quote}"
            return Decision(action="skip", target_id=r.id, type=c.type, content=c.content, reason=why, message_ids=ids)
    return decide(c, message, ())


def covered_by(c: Candidate, message: Message, r: MemoryRecord) -> Decision:
    """A selected statement a current memory already says in other words: skipped, the memory kept as it is."""
    zh = c.language == "zh"
    quote = f"「{clip(c.source)}」" if zh else f'"{clip(c.source)}"'
    why = f"已有记忆涵盖：{quote}" if zh else f"already covered: {quote}"
    return Decision(action="skip", target_id=r.id, type=c.type, content=c.content, reason=why,
                    message_ids=(message.id,))  # fmt: skip


def decisions_of(c: Candidate, message: Message, related: Sequence[MemoryRecord]) -> list[Decision]:
    """One decision per candidate, except a forget request: one delete per related memory it names."""
    if c.done is not None:
        return complete_decisions(c, message, related)
    if c.forget is None:
        return [decide(c, message, related)]
    # A summary that mentions it is not deleted whole: what it says of it is dropped (`jiyi._mend`).
    targets = match_forget_all(c.forget, c.language, [r for r in related if r.type != "episode"])
    if not targets:
        return [decide(c, message, related)]  # the skip saying nothing matched
    why = forget_reason(c)
    return [
        Decision(
            action="delete",
            target_id=t.id,
            type=t.type,
            content=t.content,
            reason=why,
            message_ids=(message.id,),
            withdrawn=why,
        )
        for t in targets
    ]


def decide(c: Candidate, message: Message, related: Sequence[MemoryRecord]) -> Decision:
    """A rule's candidate against the related memories, by slot: boost, skip, update, or else add."""
    ids = (message.id,)
    zh = c.language == "zh"
    quote = f"「{clip(c.source)}」" if zh else f'"{clip(c.source)}"'
    if c.forget is not None:  # `decisions_of` deletes what it names; here nothing matched
        why = f"要忘记的内容没有对应的记忆：{quote}" if zh else f"nothing remembered matches the forget request {quote}"
        return Decision(action="skip", reason=why, message_ids=ids)
    match = match_candidate(c, related)
    target = match.target
    if match.action == "boost" and target is not None:
        why = f"重申已有记忆（{c.label}）：{quote}" if zh else f"restates a memory ({c.label}): {quote}"
        return Decision(action="boost", target_id=target.id, type=target.type, content=target.content,
                        importance=target.importance, reason=why, message_ids=ids)  # fmt: skip
    if match.action == "skip":
        why = f"已有记忆涵盖（{c.label}）：{quote}" if zh else f"already covered ({c.label}): {quote}"
        return Decision(action="skip", target_id=target.id if target else None, type=c.type, content=c.content,
                        reason=why, message_ids=ids)  # fmt: skip
    if match.action == "update" and target is not None:
        kind = ("更正" if c.correction else "更新") if zh else ("correction" if c.correction else "new value")
        label = "" if c.label in ("更正", "correction") else (f"（{c.label}）" if zh else f" ({c.label})")
        why = f"{kind}{label}：{quote}" if zh else f"{kind}{label}: {quote}"
        return Decision(
            action="update",
            target_id=target.id,
            type=c.type if c.content else target.type,
            content=match.content,
            importance=c.importance if c.content else target.importance,
            confidence=c.confidence,
            due_at=c.due_at if c.content else target.due_at,
            reason=why,
            message_ids=ids,
        )
    why = f"{c.label}：{quote}" if zh else f"{c.label}: {quote}"
    return Decision(action="add", type=c.type, content=c.content, importance=c.importance, confidence=c.confidence,
                    due_at=c.due_at, reason=why, message_ids=ids)  # fmt: skip
