"""`/api/memories` and `/api/history`: manage one user's memories. Each route is one facade call."""

from __future__ import annotations

import json
from typing import Annotated, Any

from fastapi import APIRouter, Query, Response
from fastapi.responses import StreamingResponse

from .._errors import ValidationError
from .._forget import ForgetReport
from .._models import HistoryEntry, MemoryRecord, SearchHit
from .._stats import MemoryStats
from ._deps import BusDep, CallerDep, MemoryDep, OutboxDep
from ._schemas import (
    MAX_OFFSET,
    ClearRequest,
    ForgetAboutRequest,
    MemoryCreate,
    MemoryUpdate,
    Page,
    SearchRequest,
    When,
)

__all__ = ["router"]

router = APIRouter(prefix="/api", tags=["memories"])

Reason = Annotated[str, Query(max_length=500)]


@router.get("/memories", response_model=Page[MemoryRecord])
def list_memories(
    caller: CallerDep,
    mem: MemoryDep,
    type: Annotated[list[str] | None, Query(description="only these types (repeatable)")] = None,
    state: Annotated[list[str] | None, Query(description="active (default), forgotten, deleted")] = None,
    all_versions: Annotated[bool, Query(description="include superseded versions")] = False,
    text: Annotated[str | None, Query(max_length=500)] = None,
    since: When | None = None,
    until: When | None = None,
    sort: str = "created_desc",
    limit: Annotated[int, Query(ge=1, le=1000)] = 50,
    offset: Annotated[int, Query(ge=0, le=MAX_OFFSET)] = 0,
    agent_id: Annotated[str | None, Query(description="only this agent's memories (strict)")] = None,
    metadata_filters: Annotated[
        str | None,
        Query(
            alias="filters",
            max_length=8000,
            description='metadata conditions as a JSON object: {"key": value} or {"key": {"$in": [...]}}',
        ),
    ] = None,
) -> Page[MemoryRecord]:
    """The user's memories, filtered, sorted and paged."""
    filters: dict[str, Any] = {
        "types": type,
        "states": state or ["active"],
        "current_only": not all_versions,
        "text": text,
        "since": since,
        "until": until,
        "sort": sort,
        "agent_id": agent_id,
        "filters": _json_query(metadata_filters, "filters"),
    }
    items = mem.list(caller.user_id, limit=limit, offset=offset, **filters)
    return Page(items=items, total=mem.count(caller.user_id, **filters), limit=limit, offset=offset)


def _json_query(value: str | None, field: str) -> Any:
    """A JSON query parameter, parsed (None when absent); not JSON: a 4xx naming the parameter."""
    if value is None:
        return None
    try:
        return json.loads(value)
    except ValueError:
        raise ValidationError(f'{field} must be a JSON object, such as {{"来源": "聊天"}}', field=field) from None


@router.post(
    "/memories",
    response_model=MemoryRecord,
    status_code=201,
    responses={200: {"model": MemoryRecord, "description": "Not added: a current memory already says this"}},
)
def create_memory(
    body: MemoryCreate, caller: CallerDep, mem: MemoryDep, outbox: OutboxDep, response: Response
) -> MemoryRecord:
    """Add a memory by hand: 201 with the new memory, or 200 with the current memory that already says the same
    thing (case, spacing and invisible characters aside) when nothing was added."""
    rec, created = mem.add_or_get(
        caller.user_id,
        body.content,
        type=body.type,
        importance=body.importance,
        expires_at=body.expires_at,
        due_at=body.due_at,
        remind_at=body.remind_at,
        agent_id=body.agent_id,
        metadata=body.metadata,
        repeat=body.repeat,
    )
    if created:
        outbox.poll()  # the change was announced in its transaction
    else:
        response.status_code = 200
    return rec


@router.post("/memories/search", response_model=list[SearchHit])
def search_memories(body: SearchRequest, caller: CallerDep, mem: MemoryDep) -> list[SearchHit]:
    """Hybrid recall; each hit carries its score parts."""
    return mem.search(
        caller.user_id,
        body.query,
        k=body.k,
        types=body.types,
        context=body.context,
        include_inactive=body.include_inactive,
        min_score=body.min_score,
        record_access=body.record_access,
        agent_id=body.agent_id,
        filters=body.filters,
    )


@router.get("/memories/stats", response_model=MemoryStats)
def memory_stats(caller: CallerDep, mem: MemoryDep, top: Annotated[int, Query(ge=1, le=100)] = 5) -> MemoryStats:
    """Counts by type and state, and the most recalled memories."""
    return mem.stats(caller.user_id, top=top)


@router.post("/memories/clear")
def clear_memories(body: ClearRequest, caller: CallerDep, mem: MemoryDep, outbox: OutboxDep) -> dict[str, int]:
    """Soft-delete every current memory (restorable). Needs ``{"confirm": true}``."""
    deleted = mem.clear(caller.user_id, confirm=body.confirm, reason=body.reason)
    outbox.poll()  # the changes were announced in their transactions
    return {"deleted": deleted}


@router.get("/memories/{memory_id}", response_model=MemoryRecord)
def get_memory(memory_id: str, caller: CallerDep, mem: MemoryDep) -> MemoryRecord:
    """One memory, in any state."""
    return mem.get(caller.user_id, memory_id)


@router.patch("/memories/{memory_id}", response_model=MemoryRecord)
def update_memory(
    memory_id: str, body: MemoryUpdate, caller: CallerDep, mem: MemoryDep, outbox: OutboxDep
) -> MemoryRecord:
    """Change a memory's text, importance, type or confirmation: returns the new version (undoable)."""
    rec = mem.update(
        caller.user_id,
        memory_id,
        body.content,
        importance=body.importance,
        type=body.type,
        verified=body.verified,
        reason=body.reason,
    )
    outbox.poll()  # the change was announced in its transaction
    return rec


@router.delete("/memories/{memory_id}", response_model=MemoryRecord)
def delete_memory(
    memory_id: str, caller: CallerDep, mem: MemoryDep, outbox: OutboxDep, reason: Reason = ""
) -> MemoryRecord:
    """Soft-delete (restorable)."""
    rec = mem.delete(caller.user_id, memory_id, reason=reason)
    outbox.poll()  # the change was announced in its transaction
    return rec


@router.post("/memories/{memory_id}/forget", response_model=MemoryRecord)
def forget_memory(
    memory_id: str, caller: CallerDep, mem: MemoryDep, outbox: OutboxDep, reason: Reason = ""
) -> MemoryRecord:
    """Mark forgotten (restorable)."""
    rec = mem.forget(caller.user_id, memory_id, reason=reason)
    outbox.poll()  # the change was announced in its transaction
    return rec


@router.post("/memories/forget-about", response_model=ForgetReport)
def forget_about(body: ForgetAboutRequest, caller: CallerDep, mem: MemoryDep, outbox: OutboxDep) -> ForgetReport:
    """Forget every current memory (summaries included) clearly about a subject; each is restorable and
    its history id is returned for undo. `dry_run: true` only lists what would be forgotten."""
    report = mem.forget_about(
        caller.user_id,
        body.query,
        dry_run=body.dry_run,
        reason=body.reason,
        limit=body.limit,
        min_similarity=body.min_similarity,
    )
    if not body.dry_run:
        outbox.poll()  # the changes were announced in their transaction
    return report


@router.post("/memories/{memory_id}/restore", response_model=MemoryRecord)
def restore_memory(
    memory_id: str, caller: CallerDep, mem: MemoryDep, outbox: OutboxDep, reason: Reason = ""
) -> MemoryRecord:
    """Bring a deleted or forgotten memory back."""
    rec = mem.restore(caller.user_id, memory_id, reason=reason)
    outbox.poll()  # the change was announced in its transaction
    return rec


@router.get("/memories/{memory_id}/history", response_model=list[HistoryEntry])
def memory_history(
    memory_id: str, caller: CallerDep, mem: MemoryDep, limit: Annotated[int, Query(ge=1, le=1000)] = 100
) -> list[HistoryEntry]:
    """Every change to one memory, newest first."""
    return mem.history(caller.user_id, memory_id, limit=limit)


@router.get("/history", response_model=list[HistoryEntry])
def all_history(
    caller: CallerDep, mem: MemoryDep, limit: Annotated[int, Query(ge=1, le=1000)] = 100
) -> list[HistoryEntry]:
    """Every change to the user's memories, newest first."""
    return mem.history(caller.user_id, limit=limit)


@router.post("/history/{history_id}/undo", response_model=MemoryRecord)
def undo_change(history_id: str, caller: CallerDep, mem: MemoryDep, outbox: OutboxDep) -> MemoryRecord:
    """Undo one change; returns the memory as it is now."""
    rec = mem.undo(caller.user_id, history_id)
    outbox.poll()  # the change was announced in its transaction
    return rec


@router.get("/events", response_class=StreamingResponse)
def events(caller: CallerDep, bus: BusDep) -> StreamingResponse:
    """Server-sent events: memory.created / updated / deleted / forgotten / restored for this user."""
    return StreamingResponse(
        bus.stream(caller.user_id),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )
