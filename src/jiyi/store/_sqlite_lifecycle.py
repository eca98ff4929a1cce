"""SQLite side of the background lifecycle: job leases, the event outbox, todo reminders, retention.

Mixed into `SQLiteStore`. Every claim is one `BEGIN IMMEDIATE` transaction (the file's single writer
lock), so two processes never take the same job or fire the same reminder; see the `Store` docstrings
for the contracts a PostgreSQL store implements with row locks instead.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime, timedelta, tzinfo
from typing import Any, Literal

from .._errors import NotFoundError
from .._ids import new_id
from .._time import from_iso, to_iso
from ._base import EVENT_INSERT, EventRecord, JobRecord, NewEvent, PendingTopic, RepeatState, TodoRecord, event_rows
from ._sqlite_hooks import SQLiteHooks
from ._sqlite_rows import iso_or_none, job_from_row, memory_from_row, topic_from_row

__all__ = ["DUE_SINCE", "TODO_FROM", "LifecycleSQLiteMixin", "due_sql", "fire_sql", "write_events"]

_TODO_TYPES = ("todo", "plan")
# Memory columns prefixed for joins (no embedding).
_M = (
    "m.id, m.user_id, m.type, m.content, m.importance, m.confidence, m.source, m.verified, m.access_count, "
    "m.last_accessed_at, m.valid_from, m.valid_until, m.supersedes, m.superseded_by, m.state, m.expires_at, "
    "m.topic_id, m.message_ids, m.language, m.due_at, m.created_at, m.updated_at, m.agent_id, m.metadata"
)
#: The todo state columns and the todo condition of a todo query, after the memory columns (both stores).
_TODO_COLS = (
    "t.remind_at AS t_remind_at, t.reminded_at AS t_reminded_at, t.completed_at AS t_completed_at, "
    "t.repeat AS t_repeat, t.next_remind_at AS t_next_remind_at, t.done_count AS t_done_count, "
    "t.last_done_at AS t_last_done_at, t.undo AS t_undo"
)
_OPEN_TODO = (
    "m.type IN ('todo', 'plan') AND m.due_at IS NOT NULL AND m.state = 'active' "
    "AND m.superseded_by IS NULL AND m.valid_until IS NULL"
)
TODO_FROM = f"{_TODO_COLS} FROM memories m LEFT JOIN todo_state t ON t.memory_id = m.id WHERE {_OPEN_TODO}"
_TODO_SELECT = f"SELECT {_M}, {TODO_FROM}"

#: When an open todo's reminder fires next: a repeating todo's stored next time, else remind_at, else due_at.
FIRES_AT = "COALESCE(t.next_remind_at, t.remind_at, m.due_at)"
#: The open todos whose reminder has not fired for their next time: a one-off todo not reminded yet, a repeating
#: one not reminded since its next time was set (it fires at each time of its series).
UNFIRED = (
    " AND t.completed_at IS NULL AND (t.reminded_at IS NULL "
    "OR (t.repeat IS NOT NULL AND t.next_remind_at IS NOT NULL AND t.reminded_at < t.next_remind_at))"
)
#: The order of due todos, latest first: when each became due (fired, else its reminder time).
DUE_SINCE = f"COALESCE(t.reminded_at, {FIRES_AT})"


def fire_sql(columns: str, param: str) -> str:
    """The todos whose reminder is to fire by a time, earliest first (`columns`: the store's memory columns;
    parameters: now, now, limit). A repeating todo is found by its next time through the index on
    `todo_state.next_remind_at` (migration todo_next_index), not by reading every dated memory."""
    series = (
        f"SELECT {columns}, {_TODO_COLS}, t.next_remind_at AS t_fires FROM todo_state t "
        f"JOIN memories m ON m.id = t.memory_id WHERE t.next_remind_at <= {param} AND {_OPEN_TODO}{UNFIRED}"
    )
    once = (
        f"SELECT {columns}, {_TODO_COLS}, {FIRES_AT} AS t_fires FROM memories m LEFT JOIN todo_state t "
        f"ON t.memory_id = m.id WHERE {_OPEN_TODO}{UNFIRED} AND t.next_remind_at IS NULL AND {FIRES_AT} <= {param}"
    )
    return f"{series} UNION ALL {once} ORDER BY t_fires, id LIMIT {param}"


def due_sql(param: str) -> str:
    """The open todos due by a time (`param`: its placeholder, "?" / "%s"): their reminder time has come, or (a
    repeating todo) its last time fired and is neither done nor snoozed yet."""
    fired = "(t.repeat IS NOT NULL AND t.reminded_at IS NOT NULL)"
    return f" AND t.completed_at IS NULL AND ({FIRES_AT} <= {param} OR {fired})"


def _t(v: str | None) -> datetime | None:
    return from_iso(v) if v else None


def todo_from_row(r: sqlite3.Row) -> TodoRecord:
    """Build a TodoRecord from a row of `_TODO_SELECT`."""
    return TodoRecord(
        memory=memory_from_row(r),
        remind_at=_t(r["t_remind_at"]),
        reminded_at=_t(r["t_reminded_at"]),
        completed_at=_t(r["t_completed_at"]),
        repeat=r["t_repeat"],
        next_remind_at=_t(r["t_next_remind_at"]),
        done_count=r["t_done_count"] or 0,
        last_done_at=_t(r["t_last_done_at"]),
        undo=r["t_undo"],
    )


def todo_payload(todo: TodoRecord) -> dict[str, Any]:
    """The JSON payload of a todo event."""
    return {
        "memory": todo.memory.model_dump(mode="json"),
        "remind_at": iso_or_none(todo.reminds_at),
        "reminded_at": iso_or_none(todo.reminded_at),
        "completed_at": iso_or_none(todo.completed_at),
        "repeat": todo.repeat,
        "done_count": todo.done_count,
        "last_done_at": iso_or_none(todo.last_done_at),
    }


def write_events(db: sqlite3.Connection, events: Sequence[NewEvent], now_iso: str) -> None:
    """Append events to the outbox inside the caller's transaction."""
    db.executemany(EVENT_INSERT, event_rows(events, now_iso))


class LifecycleSQLiteMixin(SQLiteHooks):
    """Lifecycle methods of `SQLiteStore` (see `Store` for each contract)."""

    # --- users and topics ---------------------------------------------------------------------
    def list_user_ids(self) -> list[str]:
        return [str(r[0]) for r in self._read("SELECT user_id FROM users ORDER BY user_id")]

    def pending_topics(self, *, limit: int = 500) -> list[PendingTopic]:
        rows = self._read(
            "SELECT t.*, (SELECT COUNT(*) FROM messages m WHERE m.user_id = t.user_id AND m.topic_id = t.id "
            "AND m.seq > COALESCE(t.last_processed_seq, 0)) AS pending_n FROM topics t "
            "WHERE EXISTS (SELECT 1 FROM messages m WHERE m.user_id = t.user_id AND m.topic_id = t.id "
            "AND m.seq > COALESCE(t.last_processed_seq, 0)) AND t.forgotten_at IS NULL "
            "ORDER BY COALESCE(t.last_active_at, t.created_at), t.id LIMIT ?",
            (limit,),
        )
        return [PendingTopic(topic=topic_from_row(r), undistilled=int(r["pending_n"])) for r in rows]

    # --- jobs with leases -----------------------------------------------------------------------
    def schedule_job(self, user_id: str, kind: str, target_id: str, *, run_at: datetime, now: datetime) -> JobRecord:
        n, r = to_iso(now), to_iso(run_at)
        with self._tx() as db:
            row = db.execute(
                "SELECT * FROM jobs WHERE user_id = ? AND kind = ? AND target_id = ?", (user_id, kind, target_id)
            ).fetchone()
            if row is None:
                db.execute(
                    "INSERT INTO jobs (id, user_id, kind, target_id, status, attempts, next_run_at, created_at, "
                    "updated_at) VALUES (?, ?, ?, ?, 'pending', 0, ?, ?, ?)",
                    (new_id("job"), user_id, kind, target_id, r, n, n),
                )
            elif row["status"] == "done":
                db.execute(
                    "UPDATE jobs SET status = 'pending', attempts = 0, error = NULL, next_run_at = ?, updated_at = ?, "
                    "lease_owner = NULL, lease_until = NULL WHERE id = ?",
                    (r, n, row["id"]),
                )
            elif row["status"] == "failed":
                # Keep the retry backoff: the later of the two times wins.
                db.execute(
                    "UPDATE jobs SET next_run_at = MAX(COALESCE(next_run_at, ''), ?), updated_at = ? WHERE id = ?",
                    (r, n, row["id"]),
                )
            elif row["status"] == "pending" or (row["lease_until"] or "") < n:
                db.execute(
                    "UPDATE jobs SET status = 'pending', next_run_at = ?, updated_at = ? WHERE id = ?",
                    (r, n, row["id"]),
                )
            out = db.execute(
                "SELECT * FROM jobs WHERE user_id = ? AND kind = ? AND target_id = ?", (user_id, kind, target_id)
            ).fetchone()
        return job_from_row(out)

    def claim_jobs(
        self, worker_id: str, now: datetime, *, lease_seconds: float, limit: int, kinds: Sequence[str] | None = None
    ) -> list[JobRecord]:
        n = to_iso(now)
        until = to_iso(now + timedelta(seconds=lease_seconds))
        kind_sql = f" AND kind IN ({','.join('?' * len(kinds))})" if kinds else ""
        with self._tx() as db:
            ids = [
                r[0]
                for r in db.execute(
                    "SELECT id FROM jobs WHERE ((status = 'pending' AND (next_run_at IS NULL OR next_run_at <= ?)) "
                    "OR (status = 'failed' AND next_run_at <= ?) OR (status = 'running' AND lease_until < ?))"
                    f"{kind_sql} ORDER BY COALESCE(next_run_at, created_at), id LIMIT ?",
                    [n, n, n, *(kinds or ()), limit],
                ).fetchall()
            ]
            for job_id in ids:
                db.execute(
                    "UPDATE jobs SET status = 'running', lease_owner = ?, lease_until = ?, updated_at = ? WHERE id = ?",
                    (worker_id, until, n, job_id),
                )
            rows = [db.execute("SELECT * FROM jobs WHERE id = ?", (i,)).fetchone() for i in ids]
        return [job_from_row(r) for r in rows]

    def finish_job(
        self,
        job_id: str,
        worker_id: str,
        *,
        status: Literal["pending", "failed", "done"],
        error: str | None,
        next_run_at: datetime | None,
        now: datetime,
    ) -> bool:
        attempts = {"failed": "attempts + 1", "done": "0", "pending": "attempts"}[status]
        with self._tx() as db:
            cur = db.execute(
                f"UPDATE jobs SET status = ?, error = ?, next_run_at = ?, updated_at = ?, attempts = {attempts}, "
                "lease_owner = NULL, lease_until = NULL WHERE id = ? AND status = 'running' AND lease_owner = ?",
                (status, error, iso_or_none(next_run_at), to_iso(now), job_id, worker_id),
            )
            return cur.rowcount == 1

    # --- the event outbox -----------------------------------------------------------------------
    def read_events(self, after_seq: int, *, limit: int = 100) -> list[EventRecord]:
        rows = self._read("SELECT * FROM events WHERE seq > ? ORDER BY seq LIMIT ?", (after_seq, limit))
        return [
            EventRecord(
                seq=int(r["seq"]),
                id=r["id"],
                type=r["type"],
                user_id=r["user_id"],
                data=json.loads(r["data"]),
                created_at=from_iso(r["created_at"]),
            )
            for r in rows
        ]

    def last_event_seq(self) -> int:
        return int(self._read("SELECT COALESCE(MAX(seq), 0) FROM events")[0][0])

    def prune_events(self, before: datetime) -> int:
        b = to_iso(before)
        with self._tx() as db:
            return int(
                db.execute(
                    "DELETE FROM events WHERE created_at < ? AND seq <= COALESCE("
                    "(SELECT MIN(after_seq) FROM webhook_cursors WHERE seen_at >= ?), seq)",
                    (b, b),
                ).rowcount
            )

    # --- webhook cursors -------------------------------------------------------------------------
    def claim_webhook(self, receiver: str, owner: str, now: datetime, *, lease_seconds: float) -> int | None:
        n = to_iso(now)
        with self._tx() as db:
            db.execute(
                "INSERT OR IGNORE INTO webhook_cursors (receiver, after_seq, seen_at, updated_at) "
                "VALUES (?, (SELECT COALESCE(MAX(seq), 0) FROM events), ?, ?)",
                (receiver, n, n),
            )
            row = db.execute(
                "UPDATE webhook_cursors SET lease_owner = ?, lease_until = ?, seen_at = ? WHERE receiver = ? "
                "AND (lease_owner IS NULL OR lease_owner = ? OR lease_until < ?) RETURNING after_seq",
                (owner, to_iso(now + timedelta(seconds=lease_seconds)), n, receiver, owner, n),
            ).fetchone()
        return None if row is None else int(row[0])

    def advance_webhook(self, receiver: str, owner: str, seq: int, now: datetime) -> bool:
        with self._tx() as db:
            cur = db.execute(
                "UPDATE webhook_cursors SET after_seq = MAX(after_seq, ?), updated_at = ? "
                "WHERE receiver = ? AND lease_owner = ?",
                (seq, to_iso(now), receiver, owner),
            )
            return cur.rowcount == 1

    def release_webhook(self, receiver: str, owner: str) -> None:
        with self._tx() as db:
            db.execute(
                "UPDATE webhook_cursors SET lease_owner = NULL, lease_until = NULL "
                "WHERE receiver = ? AND lease_owner = ?",
                (receiver, owner),
            )

    # --- todos and reminders --------------------------------------------------------------------
    def list_todos(self, user_id: str, *, include_completed: bool = False, limit: int = 100) -> list[TodoRecord]:
        sql = _TODO_SELECT + " AND m.user_id = ?"
        if not include_completed:
            sql += " AND t.completed_at IS NULL"
        rows = self._read(sql + " ORDER BY m.due_at, m.rowid LIMIT ?", (user_id, limit))
        return [todo_from_row(r) for r in rows]

    def due_todos(self, user_id: str, now: datetime, *, limit: int = 20) -> list[TodoRecord]:
        # A todo without a state row joins as NULLs: open, and due at its due_at.
        sql = (
            _TODO_SELECT + " AND m.user_id = ? AND m.type = 'todo'" + due_sql("?")
            + f" ORDER BY {DUE_SINCE} DESC, m.rowid LIMIT ?"
        )  # fmt: skip
        return [todo_from_row(r) for r in self._read(sql, (user_id, to_iso(now), limit))]

    def get_todo(self, user_id: str, memory_id: str) -> TodoRecord | None:
        rows = self._read(_TODO_SELECT + " AND m.user_id = ? AND m.id = ?", (user_id, memory_id))
        return todo_from_row(rows[0]) if rows else None

    def _todo(self, db: sqlite3.Connection, user_id: str, memory_id: str) -> TodoRecord:
        row = db.execute(_TODO_SELECT + " AND m.user_id = ? AND m.id = ?", (user_id, memory_id)).fetchone()
        if row is None:
            raise NotFoundError("todo", memory_id)
        return todo_from_row(row)

    def put_todo_state(
        self,
        user_id: str,
        memory_id: str,
        *,
        remind_at: datetime | None,
        reminded_at: datetime | None,
        completed_at: datetime | None,
        event: NewEvent | None,
        now: datetime,
        repeat: RepeatState | None = None,
        undo: str | None = None,
    ) -> TodoRecord:
        with self._tx() as db:
            old = self._todo(db, user_id, memory_id)
            nxt, count, last = repeat if repeat is not None else (old.next_remind_at, old.done_count, old.last_done_at)
            db.execute(
                "INSERT INTO todo_state (memory_id, user_id, remind_at, reminded_at, completed_at, updated_at, "
                "next_remind_at, done_count, last_done_at, undo) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (memory_id) DO UPDATE SET remind_at = excluded.remind_at, "
                "reminded_at = excluded.reminded_at, completed_at = excluded.completed_at, "
                "updated_at = excluded.updated_at, next_remind_at = excluded.next_remind_at, "
                "done_count = excluded.done_count, last_done_at = excluded.last_done_at, undo = excluded.undo",
                (
                    memory_id,
                    user_id,
                    iso_or_none(remind_at),
                    iso_or_none(reminded_at),
                    iso_or_none(completed_at),
                    to_iso(now),
                    iso_or_none(nxt),
                    count,
                    iso_or_none(last),
                    undo,
                ),
            )
            todo = self._todo(db, user_id, memory_id)
            if event is not None:
                write_events(db, [NewEvent(event.type, user_id, {**event.data, **todo_payload(todo)})], to_iso(now))
        return todo

    def fire_reminders(
        self, now: datetime, *, limit: int = 100, zone_of: Callable[[str], tzinfo] | None = None
    ) -> list[TodoRecord]:
        n = to_iso(now)
        fired: list[TodoRecord] = []
        with self._tx() as db:
            rows = db.execute(fire_sql(_M, "?"), (n, n, limit)).fetchall()
            # A todo without a state row yet joins as NULLs: not reminded, not completed, reminds at due_at.
            for r in rows:
                todo = todo_from_row(r)
                # a repeating todo's next time: the first of its series after now (a missed one is not stacked)
                nxt = todo.fire_after(now, zone_of(todo.memory.user_id) if zone_of else None)
                db.execute(
                    "INSERT INTO todo_state (memory_id, user_id, remind_at, reminded_at, completed_at, updated_at, "
                    "next_remind_at) VALUES (?, ?, ?, ?, NULL, ?, ?) ON CONFLICT (memory_id) DO UPDATE SET "
                    "reminded_at = excluded.reminded_at, updated_at = excluded.updated_at, "
                    "next_remind_at = excluded.next_remind_at, undo = NULL",  # a time fired since: nothing to undo
                    (todo.memory.id, todo.memory.user_id, iso_or_none(todo.remind_at), n, n, iso_or_none(nxt)),
                )
                done = replace(todo, reminded_at=now, next_remind_at=nxt)
                write_events(db, [NewEvent("todo.reminder", todo.memory.user_id, todo_payload(done))], n)
                fired.append(done)
        return fired

    # --- retention --------------------------------------------------------------------------------
    def delete_distilled_messages(self, user_id: str, before: datetime) -> int:
        with self._tx() as db:
            rows = db.execute(
                "SELECT m.seq, m.topic_id FROM messages m JOIN topics t ON t.id = m.topic_id "
                "WHERE m.user_id = ? AND m.created_at < ? AND t.last_processed_seq IS NOT NULL "
                "AND m.seq < t.last_processed_seq",
                (user_id, to_iso(before)),
            ).fetchall()
            if not rows:
                return 0
            per_topic: dict[str, int] = {}
            for seq, topic_id in rows:
                db.execute("DELETE FROM messages_fts WHERE rowid = ?", (seq,))
                db.execute("DELETE FROM messages WHERE seq = ?", (seq,))
                per_topic[topic_id] = per_topic.get(topic_id, 0) + 1
            for topic_id, k in per_topic.items():
                db.execute("UPDATE topics SET message_count = MAX(0, message_count - ?) WHERE id = ?", (k, topic_id))
            db.execute("UPDATE users SET msg_version = msg_version + 1 WHERE user_id = ?", (user_id,))
            return len(rows)
