"""Todos and reminders (seed 001 §5).

A todo is a memory: type `todo` (or `plan`) with a `due_at` — the extractor makes them from "提醒我周五交报告"
/ "I need to send the invoice by Friday", and `Memory.add(..., type="todo", due_at=...)` makes one by hand.
Its reminder state (remind_at, reminded_at, completed_at) lives beside it in the store. At remind time
(remind_at, else due_at) the lifecycle tick emits one `todo.reminder` event — the store marks the todo
reminded and writes the event in one transaction, so a crash can neither lose it nor send it twice.
Snoozing sets a new remind_at and re-arms the reminder; completing stops it. A repeating todo ("每天早上八点
提醒我吃药") is a series: completing it is "done this time" (it counts the time done and waits for the next one,
open), snoozing moves only this time, and `stop_todo` ends the series. A todo whose time has come is
*due* (`due_todos`) until it is completed or snoozed (a repeating one: or until its next time fires):
`context()` lists it under 待办提醒 / Due now and the chat
page shows it above the conversation, on every turn, while the event fires only once.
"""

from __future__ import annotations

from datetime import datetime, tzinfo

from .._errors import ConflictError, NotFoundError, ValidationError
from .._validate import check_user_id, check_when
from ..store._base import NewEvent, Store, TodoRecord

__all__ = ["complete_todo", "due_todos", "list_todos", "reopen_todo", "snooze_todo", "stop_todo"]


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


def complete_todo(store: Store, user_id: str, memory_id: str, now: datetime, zone: tzinfo | None = None) -> TodoRecord:
    """Mark a todo done: no reminder fires for it any more. A repeating todo is done for this time: it stays
    open and reminds again at the next time of its series (`stop_todo` ends it). Emits `todo.completed` (with
    `done_count` for a repeating todo)."""
    t = _get(store, user_id, memory_id)
    if t.completed_at is not None:
        raise ConflictError(f"todo {memory_id} is already completed")
    repeat = t.done_this_time(now, zone)
    if repeat is not None:
        return store.put_todo_state(
            user_id, memory_id, remind_at=t.remind_at, reminded_at=None, completed_at=None,
            event=NewEvent("todo.completed", user_id, {"this_time": True}), now=now, repeat=repeat, undo=t.undo_text(),
        )  # fmt: skip
    return store.put_todo_state(
        user_id,
        memory_id,
        remind_at=t.remind_at,
        reminded_at=t.reminded_at,
        completed_at=now,
        event=NewEvent("todo.completed", user_id, {}),
        now=now,
    )


def stop_todo(store: Store, user_id: str, memory_id: str, now: datetime) -> TodoRecord:
    """End a todo, a repeating one's whole series: no reminder fires for it any more (`reopen_todo` undoes it).
    Emits `todo.completed` with `stopped`."""
    t = _get(store, user_id, memory_id)
    if t.completed_at is not None:
        raise ConflictError(f"todo {memory_id} is already completed")
    return store.put_todo_state(
        user_id, memory_id, remind_at=t.remind_at, reminded_at=t.reminded_at, completed_at=now,
        event=NewEvent("todo.completed", user_id, {"stopped": True}), now=now,
    )  # fmt: skip


def reopen_todo(store: Store, user_id: str, memory_id: str, now: datetime) -> TodoRecord:
    """Undo a completion, or a repeating todo's last done-this-time (its next time and count go back)."""
    t = _get(store, user_id, memory_id)
    if t.completed_at is None and (back := t.undone()) is not None:
        repeat, reminded_at = back
        return store.put_todo_state(
            user_id, memory_id, remind_at=t.remind_at, reminded_at=reminded_at, completed_at=None, event=None,
            now=now, repeat=repeat,
        )  # fmt: skip
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
    if t.repeat is not None:  # only this time moves: the series keeps its times (`remind_at`)
        return store.put_todo_state(
            user_id, memory_id, remind_at=t.remind_at, reminded_at=None, completed_at=None,
            event=NewEvent("todo.snoozed", user_id, {}), now=now, repeat=(when, t.done_count, t.last_done_at),
        )  # fmt: skip
    return store.put_todo_state(
        user_id,
        memory_id,
        remind_at=when,
        reminded_at=None,
        completed_at=None,
        event=NewEvent("todo.snoozed", user_id, {}),
        now=now,
    )
