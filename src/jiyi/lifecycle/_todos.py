"""Todos and reminders (seed 001 §5).

A todo is a memory: type `todo` (or `plan`) with a `due_at` — the extractor makes them from "提醒我周五交报告"
/ "I need to send the invoice by Friday", and `Memory.add(..., type="todo", due_at=...)` makes one by hand.
Its reminder state (remind_at, reminded_at, completed_at) lives beside it in the store. At remind time
(remind_at, else due_at) the lifecycle tick emits one `todo.reminder` event — the store marks the todo
reminded and writes the event in one transaction, so a crash can neither lose it nor send it twice.
Snoozing sets a new remind_at and re-arms the reminder; completing stops it. A todo whose time has come is
*due* (`due_todos`) until it is completed or snoozed: `context()` lists it under 待办提醒 / Due now and the chat
page shows it above the conversation, on every turn, while the event fires only once.
"""

from __future__ import annotations

from datetime import datetime

from .._errors import ConflictError, NotFoundError, ValidationError
from .._validate import check_user_id, check_when
from ..store._base import NewEvent, Store, TodoRecord

__all__ = ["complete_todo", "due_todos", "list_todos", "reopen_todo", "snooze_todo"]


def list_todos(store: Store, user_id: str, *, include_completed: bool = False, limit: int = 100) -> list[TodoRecord]:
    """The user's open todos (or all), earliest due first."""
    check_user_id(user_id)
    if not 1 <= limit <= 1000:
        raise ValidationError("limit must be between 1 and 1000", field="limit")
    return store.list_todos(user_id, include_completed=include_completed, limit=limit)


def due_todos(store: Store, user_id: str, now: datetime, *, limit: int = 20) -> list[TodoRecord]:
    """The user's open todos whose reminder time has come, the most recently due first. They stay due (shown by
    `context()` and the chat) until completed, or snoozed to a later time; the `todo.reminder` event fires once."""
    check_user_id(user_id)
    if not 1 <= limit <= 1000:
        raise ValidationError("limit must be between 1 and 1000", field="limit")
    return store.due_todos(user_id, now, limit=limit)


def _get(store: Store, user_id: str, memory_id: str) -> TodoRecord:
    check_user_id(user_id)
    for t in store.list_todos(user_id, include_completed=True, limit=1000):
        if t.memory.id == memory_id:
            return t
    raise NotFoundError("todo", memory_id)


def complete_todo(store: Store, user_id: str, memory_id: str, now: datetime) -> TodoRecord:
    """Mark a todo done: no reminder fires for it any more. Emits `todo.completed`."""
    t = _get(store, user_id, memory_id)
    if t.completed_at is not None:
        raise ConflictError(f"todo {memory_id} is already completed")
    return store.put_todo_state(
        user_id,
        memory_id,
        remind_at=t.remind_at,
        reminded_at=t.reminded_at,
        completed_at=now,
        event=NewEvent("todo.completed", user_id, {}),
        now=now,
    )


def reopen_todo(store: Store, user_id: str, memory_id: str, now: datetime) -> TodoRecord:
    """Undo a completion."""
    t = _get(store, user_id, memory_id)
    if t.completed_at is None:
        raise ConflictError(f"todo {memory_id} is not completed")
    return store.put_todo_state(
        user_id, memory_id, remind_at=t.remind_at, reminded_at=t.reminded_at, completed_at=None, event=None, now=now
    )


def snooze_todo(store: Store, user_id: str, memory_id: str, until: datetime | str, now: datetime) -> TodoRecord:
    """Remind again at `until` (which must be in the future). Emits `todo.snoozed`."""
    when = check_when(until, field="until")
    if when <= now:
        raise ValidationError("snooze until a time in the future", field="until")
    t = _get(store, user_id, memory_id)
    if t.completed_at is not None:
        raise ConflictError(f"todo {memory_id} is completed; reopen it first")
    return store.put_todo_state(
        user_id,
        memory_id,
        remind_at=when,
        reminded_at=None,
        completed_at=None,
        event=NewEvent("todo.snoozed", user_id, {}),
        now=now,
    )
