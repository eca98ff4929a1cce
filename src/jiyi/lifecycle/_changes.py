"""Change sets the lifecycle writes: history rows by the `lifecycle` actor, and soft forgetting."""

from __future__ import annotations

from datetime import datetime

from .._ids import new_id
from .._models import HistoryEntry, MemoryRecord, MemoryState
from ..store._base import ChangeSet, NewEvent

__all__ = ["forget_change", "lifecycle_history"]


def lifecycle_history(rec: MemoryRecord, event: str, now: datetime, reason: str, **fields: object) -> HistoryEntry:
    """A history row for a change the lifecycle made."""
    return HistoryEntry(
        id=new_id("his"),
        memory_id=rec.id,
        user_id=rec.user_id,
        event=event,  # type: ignore[arg-type]
        actor="lifecycle",
        reason=reason,
        created_at=now,
        **fields,  # type: ignore[arg-type]
    )


def forget_change(rec: MemoryRecord, now: datetime, reason: str) -> ChangeSet:
    """The change set that forgets `rec` (soft, restorable) and announces it."""
    gone = rec.model_copy(update={"state": MemoryState.FORGOTTEN, "updated_at": now})
    hist = lifecycle_history(
        rec, "forget", now, reason, old_content=rec.content, old_state=rec.state, new_state=MemoryState.FORGOTTEN
    )
    event = NewEvent("memory.forgotten", rec.user_id, {**gone.model_dump(mode="json"), "reason": reason})
    # Decided on when `rec` was last used: a search using it meanwhile calls the decision off.
    return ChangeSet(updates=[gone], history=[hist], events=[event], expect=[rec], expect_unused=True)
