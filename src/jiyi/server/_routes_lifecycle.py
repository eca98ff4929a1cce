"""`/api/jobs` and `/api/todos`: the background lifecycle's visible state. Each route is one facade call.

Events for todo changes (`todo.reminder`, `todo.completed`, `todo.snoozed`) come through the store's outbox,
so they reach `/api/events` and webhooks once, whichever process made them.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from fastapi import APIRouter, Query, Request
from pydantic import BaseModel, ConfigDict

from .._models import MemoryRecord
from ..store._base import JobRecord, TodoRecord
from ._auth import resolve_caller
from ._deps import CallerDep, MemoryDep, OutboxDep
from ._errors import HTTPProblem
from ._schemas import When

__all__ = ["router"]

router = APIRouter(prefix="/api", tags=["lifecycle"])


class Job(BaseModel):
    """A background job and its outcome."""

    id: str
    user_id: str
    kind: str
    target_id: str
    status: Literal["pending", "running", "failed", "done"]
    attempts: int
    error: str | None
    next_run_at: datetime | None
    lease_owner: str | None
    lease_until: datetime | None
    created_at: datetime
    updated_at: datetime

    @classmethod
    def of(cls, j: JobRecord) -> Job:
        """From the store's record."""
        return cls(
            id=j.id, user_id=j.user_id, kind=j.kind, target_id=j.target_id, status=j.status, attempts=j.attempts,
            error=j.error, next_run_at=j.next_run_at, lease_owner=j.lease_owner, lease_until=j.lease_until,
            created_at=j.created_at, updated_at=j.updated_at,
        )  # fmt: skip


class Todo(BaseModel):
    """A todo memory with its reminder state."""

    memory: MemoryRecord
    remind_at: datetime | None
    reminded_at: datetime | None
    completed_at: datetime | None
    reminds_at: datetime | None
    #: how often it comes round ("weekly", "monthly/2"; `jiyi._repeat`), None: once
    repeat: str | None = None
    #: a repeating todo: how many of its times were done, and when the last was
    done_count: int = 0
    last_done_at: datetime | None = None

    @classmethod
    def of(cls, t: TodoRecord) -> Todo:
        """From the store's record (`reminds_at`: when it fires next, remind_at else due_at; for a repeating
        todo, the next time of its series, or the time this one is snoozed to)."""
        return cls(
            memory=t.memory,
            remind_at=t.remind_at,
            reminded_at=t.reminded_at,
            completed_at=t.completed_at,
            reminds_at=t.reminds_at,
            repeat=t.repeat,
            done_count=t.done_count,
            last_done_at=t.last_done_at,
        )


class SnoozeRequest(BaseModel):
    """When to remind again."""

    model_config = ConfigDict(extra="forbid")

    until: When


@router.get("/jobs", response_model=list[Job])
def list_jobs(
    request: Request,
    mem: MemoryDep,
    status: Annotated[Literal["pending", "running", "failed", "done"] | None, Query()] = None,
    all_users: Annotated[bool, Query(description="every user's jobs (admin keys only)")] = False,
) -> list[Job]:
    """Background jobs of the user (or, for an admin key with `all_users=true`, of everyone)."""
    caller = resolve_caller(request, request.app.state.auth, need_user=not all_users)
    if all_users and not caller.admin:
        raise HTTPProblem(
            403, "forbidden", "only an admin key may list every user's jobs", field="all_users", code="admin_only"
        )
    return [Job.of(j) for j in mem.jobs(None if all_users else caller.user_id, status=status)]


@router.get("/todos", response_model=list[Todo])
def list_todos(
    caller: CallerDep,
    mem: MemoryDep,
    include_completed: bool = False,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
    due: Annotated[bool, Query(description="only open todos whose reminder time has come")] = False,
) -> list[Todo]:
    """The user's todos, earliest due first; with `due=true` the ones to remind the user of now, latest due first."""
    todos = mem.todos(caller.user_id, include_completed=include_completed, limit=limit, due=due)
    return [Todo.of(t) for t in todos]


@router.post("/todos/{memory_id}/complete", response_model=Todo)
def complete_todo(memory_id: str, caller: CallerDep, mem: MemoryDep, outbox: OutboxDep) -> Todo:
    """Mark a todo done: its reminder will not fire. A repeating todo is done for this time: it stays open and
    reminds at the next time of its series (`/stop` ends the series). 409 when it is already completed."""
    done = mem.complete_todo(caller.user_id, memory_id)
    outbox.poll()  # todo.completed was announced with the change
    return Todo.of(done)


@router.post("/todos/{memory_id}/stop", response_model=Todo)
def stop_todo(memory_id: str, caller: CallerDep, mem: MemoryDep, outbox: OutboxDep) -> Todo:
    """End a todo, a repeating one's whole series: no reminder fires for it any more (`/reopen` undoes it).
    404 for no such todo of the user, 409 when it is already completed."""
    stopped = mem.stop_todo(caller.user_id, memory_id)
    outbox.poll()  # todo.completed was announced with the change
    return Todo.of(stopped)


@router.post("/todos/{memory_id}/reopen", response_model=Todo)
def reopen_todo(memory_id: str, caller: CallerDep, mem: MemoryDep) -> Todo:
    """Undo a completion."""
    return Todo.of(mem.reopen_todo(caller.user_id, memory_id))


@router.post("/todos/{memory_id}/snooze", response_model=Todo)
def snooze_todo(memory_id: str, body: SnoozeRequest, caller: CallerDep, mem: MemoryDep, outbox: OutboxDep) -> Todo:
    """Remind again at `until` (a repeating todo: this time only). 422 for a time not in the future."""
    snoozed = mem.snooze_todo(caller.user_id, memory_id, body.until)
    outbox.poll()  # todo.snoozed was announced with the change
    return Todo.of(snoozed)
