"""Counts over one user's memories (`Memory.stats`)."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime, tzinfo

from pydantic import BaseModel, ConfigDict

from ._models import MemoryRecord, MemoryState
from .store._base import MemoryFilter, Store

__all__ = ["MemoryStats", "compute_stats", "created_per_day"]

_PAGE = 1000


#: The status of a memory in `by_state`: its stored state, except that an active memory replaced by a newer
#: version (or past its validity) counts as "superseded". The statuses partition every stored memory, so
#: `total` is their sum and `current` is `by_state["active"]`: a tile and a chart cannot disagree.
SUPERSEDED = "superseded"


class MemoryStats(BaseModel):
    """How many memories a user has, by type and by status (see `SUPERSEDED`), and which are recalled most."""

    model_config = ConfigDict(frozen=True)

    total: int
    current: int
    by_type: dict[str, int]
    by_state: dict[str, int]
    most_recalled: list[MemoryRecord]


def compute_stats(store: Store, user_id: str, *, top: int = 5) -> MemoryStats:
    """Walk the user's memories page by page (every state and version) and count them."""
    everything = MemoryFilter(states=None, current_only=False)
    by_type: Counter[str] = Counter()
    by_state: Counter[str] = Counter()
    total = current = offset = 0
    while True:
        page = store.list_memories(user_id, everything, limit=_PAGE, offset=offset)
        for m in page:
            total += 1
            if m.is_current:
                current += 1
                by_type[m.type] += 1
                by_state[m.state.value] += 1
            else:
                by_state[m.state.value if m.state is not MemoryState.ACTIVE else SUPERSEDED] += 1
        if len(page) < _PAGE:
            break
        offset += _PAGE
    recalled = store.list_memories(user_id, MemoryFilter(current_only=True, sort="access_desc"), limit=top)
    return MemoryStats(
        total=total,
        current=current,
        by_type=dict(by_type),
        by_state=dict(by_state),
        most_recalled=[m for m in recalled if m.access_count > 0],
    )


def created_per_day(store: Store, user_id: str, *, since: datetime, zone: tzinfo = UTC) -> dict[str, int]:
    """How many memories (every state and version) were created on each day (in `zone`, the user's) from `since`
    on."""
    flt = MemoryFilter(states=None, current_only=False, since=since, sort="created_asc")
    counts: Counter[str] = Counter()
    offset = 0
    while True:
        page = store.list_memories(user_id, flt, limit=_PAGE, offset=offset)
        for m in page:
            counts[m.created_at.astimezone(zone).date().isoformat()] += 1
        if len(page) < _PAGE:
            return dict(counts)
        offset += _PAGE
