"""Proposed memories (seed 003 §4.4: auto-extract off, "confirm by hand").

Distillation stores proposals instead of memories (`Distiller.run(propose_for=...)`); the user answers each.
Confirming writes the memory — with the proposal's source messages, verified, a history row and an event —
and marks the proposal in the same transaction; rejecting only marks it. No answer deletes a proposal, and
an unanswered one past its time is listed as expired and can still be answered: nothing is lost.
A lower layer: it takes the store, the embedder and the time, never the `Memory` facade.
"""

from __future__ import annotations

from datetime import datetime

from ._distil import PROTECTED_TYPES
from ._errors import ConflictError, DuplicateError, NotFoundError, ValidationError
from ._ids import new_id
from ._models import HistoryEntry, MemoryRecord, MemoryState, Proposal, Source
from ._text import content_hash
from ._validate import check_user_id
from .embedders._base import Embedder
from .store._base import ChangeSet, NewEvent, ProposalDecision, Store

__all__ = ["confirm_proposal", "list_proposals", "reject_proposal"]


def list_proposals(store: Store, user_id: str, now: datetime, *, status: str | None, limit: int) -> list[Proposal]:
    """The user's proposals, newest first (`status`: pending, expired, confirmed or rejected)."""
    check_user_id(user_id)
    if not 1 <= limit <= 1000:
        raise ValidationError("limit must be 1-1000", field="limit")
    return store.list_proposals(user_id, now=now, status=status, limit=limit)


def _open(store: Store, user_id: str, proposal_id: str, now: datetime) -> Proposal:
    check_user_id(user_id)
    if not isinstance(proposal_id, str) or not proposal_id:
        raise ValidationError("proposal_id must be a non-empty string", field="proposal_id")
    p = store.get_proposal(user_id, proposal_id, now=now)
    if p.status in ("confirmed", "rejected"):
        raise ConflictError(f"proposal {p.id} was already {p.status}")
    return p


def _answered(p: Proposal, status: str, memory_id: str | None, now: datetime) -> tuple[ProposalDecision, NewEvent]:
    shown = p.model_copy(update={"status": status, "memory_id": memory_id, "decided_at": now})
    decision = ProposalDecision(p.id, "confirmed" if status == "confirmed" else "rejected", memory_id, now)
    return decision, NewEvent(f"proposal.{status}", p.user_id, shown.model_dump(mode="json"))


def _target(store: Store, p: Proposal) -> MemoryRecord | None:
    """The memory a proposed update replaces, if it is still current (else the proposal is added as new)."""
    if p.supersedes is None:
        return None
    try:
        t = store.get_memory(p.user_id, p.supersedes)
    except NotFoundError:
        return None
    return t if t.is_current and t.type not in PROTECTED_TYPES else None


def confirm_proposal(store: Store, embedder: Embedder, user_id: str, proposal_id: str, now: datetime) -> MemoryRecord:
    """Make the proposal a memory (or, if the user has said the same meanwhile, point it at that memory)."""
    p = _open(store, user_id, proposal_id, now)
    digest = content_hash(p.content)
    same = store.find_by_hash(user_id, digest)
    if same:
        decision, event = _answered(p, "confirmed", same[0].id, now)
        store.apply(user_id, ChangeSet(decision=decision, events=[event]))
        return same[0]
    target = _target(store, p)
    rec = MemoryRecord(
        id=new_id("mem"),
        user_id=user_id,
        type=p.type,
        content=p.content,
        importance=max(p.importance, target.importance) if target is not None else p.importance,
        confidence=p.confidence,
        source=Source.EXTRACTOR,
        verified=True,  # the user read it and said yes
        valid_from=p.valid_from or now,
        supersedes=target.id if target is not None else None,
        topic_id=p.topic_id,
        message_ids=p.message_ids,
        language=p.language,
        due_at=p.due_at,
        access_count=target.access_count if target is not None else 0,
        created_at=now,
        updated_at=now,
    )
    decision, answered = _answered(p, "confirmed", rec.id, now)
    changes = ChangeSet(inserts=[(rec, embedder.embed([p.content])[0])], unless_hash=digest, decision=decision)
    why = f"confirmed proposal {p.id}"
    changes.history.append(_entry(rec, "add" if target is None else "update", target, why, now))
    if target is not None:
        changes.updates.append(
            target.model_copy(update={"valid_until": now, "superseded_by": rec.id, "updated_at": now})
        )
        changes.expect.append(target)
        changes.history.append(_entry(target, "supersede", rec, why, now))
    changes.arm_todos(store, user_id)
    kind = "memory.created" if target is None else "memory.updated"
    changes.events += [NewEvent(kind, user_id, rec.model_dump(mode="json")), answered]
    try:
        store.apply(user_id, changes)
    except DuplicateError as exc:  # the same text was added concurrently: the proposal is that memory
        decision, answered = _answered(p, "confirmed", exc.existing_id, now)
        store.apply(user_id, ChangeSet(decision=decision, events=[answered]))
        return store.get_memory(user_id, exc.existing_id)
    return rec


def _entry(rec: MemoryRecord, event: str, other: MemoryRecord | None, reason: str, now: datetime) -> HistoryEntry:
    superseding = event == "supersede"
    return HistoryEntry(
        id=new_id("his"),
        memory_id=rec.id,
        user_id=rec.user_id,
        event=event,  # type: ignore[arg-type]
        old_content=(rec.content if superseding else other.content) if other is not None else None,
        new_content=other.content if superseding and other is not None else rec.content,
        new_state=None if superseding else MemoryState.ACTIVE,
        related_id=other.id if other is not None else None,
        actor="user",
        reason=reason,
        created_at=now,
    )


def reject_proposal(store: Store, user_id: str, proposal_id: str, now: datetime) -> Proposal:
    """Mark the proposal rejected (it stays listed as such); nothing else changes."""
    p = _open(store, user_id, proposal_id, now)
    decision, event = _answered(p, "rejected", None, now)
    store.apply(user_id, ChangeSet(decision=decision, events=[event]))
    return store.get_proposal(user_id, p.id, now=now)
