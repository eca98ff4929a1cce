"""PostgreSQL side of the background lifecycle: job leases, the event outbox, todo reminders, retention.

Mixed into `PostgresStore`; the contracts are the `Store` docstrings. Several processes share one
database, so every claim is made by row locks rather than one file lock:

- jobs: `SELECT ... FOR UPDATE SKIP LOCKED` picks runnable rows no other transaction holds, and the
  same statement leases them (re-checked on the row's latest version under READ COMMITTED);
- the outbox: seqs are allocated under a transaction-level advisory lock held until commit, so they
  become visible in increasing order and a tailer that read up to seq N never sees an N-1 appear later;
- reminders: an upsert of the todo's state row whose `WHERE reminded_at IS NULL` is judged on the
  latest committed row, so of two concurrent callers exactly one gets the row back and writes the event.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime, timedelta, tzinfo
from typing import Any, Literal

from psycopg.rows import DictRow

from .._errors import NotFoundError
from .._ids import new_id
from ._base import EVENT_INSERT, EventRecord, JobRecord, NewEvent, PendingTopic, RepeatState, TodoRecord, event_rows
from ._postgres_conn import Conn, PgBase, x
from ._postgres_data import MEMORY_COLUMNS, TOPIC_COLUMNS, add_stats, job_from_row, memory_from_row
from ._sqlite_lifecycle import DUE_SINCE, TODO_FROM, due_sql, fire_sql, todo_payload

__all__ = ["LifecyclePgMixin", "write_events"]

# Outbox writers take this advisory lock last in their transaction (after every row lock).
OUTBOX_LOCK = 0x6A69_7969_0002
_M = ", ".join(f"m.{c}" for c in MEMORY_COLUMNS.split(", "))
_TODO_SELECT = f"SELECT {_M}, {TODO_FROM}"


def _todo(r: DictRow) -> TodoRecord:
    fields = {k: v for k, v in r.items() if not k.startswith("t_")}
    return TodoRecord(
        memory_from_row(fields),  # type: ignore[arg-type]
        r["t_remind_at"], r["t_reminded_at"], r["t_completed_at"], r["t_repeat"], r["t_next_remind_at"],
        r["t_done_count"] or 0, r["t_last_done_at"], r["t_undo"],
    )  # fmt: skip


def write_events(conn: Conn, events: Sequence[NewEvent], now: datetime) -> None:
    """Append events to the outbox inside the caller's transaction (call it last: it serialises writers)."""
    if not events:
        return
    x(conn, "SELECT pg_advisory_xact_lock(%s)", (OUTBOX_LOCK,))
    with conn.cursor() as cur:
        cur.executemany(EVENT_INSERT.replace("?", "%s").encode(), event_rows(events, now))


class LifecyclePgMixin(PgBase):
    """Lifecycle methods of `PostgresStore`."""

    def list_user_ids(self) -> list[str]:
        return [str(r["user_id"]) for r in self.read("SELECT user_id FROM users ORDER BY user_id")]

    def pending_topics(self, *, limit: int = 500) -> list[PendingTopic]:
        cols = ", ".join(f"t.{c}" for c in TOPIC_COLUMNS.split(", "))
        rows = self.read(
            f"SELECT {cols}, p.n AS pending_n FROM topics t CROSS JOIN LATERAL (SELECT COUNT(*) AS n FROM messages m "
            "WHERE m.user_id = t.user_id AND m.topic_id = t.id AND m.seq > COALESCE(t.last_processed_seq, 0)) p "
            "WHERE p.n > 0 AND t.forgotten_at IS NULL ORDER BY COALESCE(t.last_active_at, t.created_at), t.id LIMIT %s",
            (limit,),
        )
        from .._models import Topic

        return [
            PendingTopic(Topic.model_validate({k: v for k, v in r.items() if k != "pending_n"}), int(r["pending_n"]))
            for r in rows
        ]

    # --- jobs with leases -----------------------------------------------------------------------
    def schedule_job(self, user_id: str, kind: str, target_id: str, *, run_at: datetime, now: datetime) -> JobRecord:
        def run(conn: Conn) -> JobRecord:
            x(
                conn,
                "INSERT INTO jobs (id, user_id, kind, target_id, status, attempts, next_run_at, created_at, "
                "updated_at) VALUES (%s, %s, %s, %s, 'pending', 0, %s, %s, %s) "
                "ON CONFLICT (user_id, kind, target_id) DO NOTHING",
                (new_id("job"), user_id, kind, target_id, run_at, now, now),
            )
            row = x(
                conn,
                "SELECT * FROM jobs WHERE user_id = %s AND kind = %s AND target_id = %s FOR UPDATE",
                (user_id, kind, target_id),
            ).fetchone()
            assert row is not None
            if row["status"] == "done":
                sql = (
                    "UPDATE jobs SET status = 'pending', attempts = 0, error = NULL, next_run_at = %s, "
                    "updated_at = %s, lease_owner = NULL, lease_until = NULL WHERE id = %s RETURNING *"
                )
            elif row["status"] == "failed":  # keep the retry backoff: the later time wins
                sql = (
                    "UPDATE jobs SET next_run_at = GREATEST(next_run_at, %s), updated_at = %s WHERE id = %s RETURNING *"
                )
            elif row["status"] == "pending" or row["lease_until"] is None or row["lease_until"] < now:
                sql = "UPDATE jobs SET status = 'pending', next_run_at = %s, updated_at = %s WHERE id = %s RETURNING *"
            else:  # running with a live lease: the worker re-checks before it finishes
                return job_from_row(row)
            return job_from_row(x(conn, sql, (run_at, now, row["id"])).fetchone())

        return self.write(run)

    def claim_jobs(
        self, worker_id: str, now: datetime, *, lease_seconds: float, limit: int, kinds: Sequence[str] | None = None
    ) -> list[JobRecord]:
        until = now + timedelta(seconds=lease_seconds)
        kind_sql = " AND kind = ANY(%(kinds)s)" if kinds else ""
        params: dict[str, Any] = {
            "now": now,
            "until": until,
            "worker": worker_id,
            "limit": limit,
            "kinds": list(kinds or ()),
        }

        def run(conn: Conn) -> list[JobRecord]:
            rows = x(
                conn,
                "WITH c AS (SELECT id FROM jobs WHERE ((status = 'pending' AND (next_run_at IS NULL OR "
                "next_run_at <= %(now)s)) OR (status = 'failed' AND next_run_at <= %(now)s) "
                "OR (status = 'running' AND lease_until < %(now)s))"
                f"{kind_sql} ORDER BY COALESCE(next_run_at, created_at), id LIMIT %(limit)s FOR UPDATE SKIP LOCKED) "
                "UPDATE jobs j SET status = 'running', lease_owner = %(worker)s, lease_until = %(until)s, "
                "updated_at = %(now)s FROM c WHERE j.id = c.id RETURNING j.*",
                params,
            ).fetchall()
            jobs = [job_from_row(r) for r in rows]
            return sorted(jobs, key=lambda j: (j.next_run_at or j.created_at, j.id))

        return self.write(run)

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

        def run(conn: Conn) -> bool:
            cur = x(
                conn,
                f"UPDATE jobs SET status = %s, error = %s, next_run_at = %s, updated_at = %s, attempts = {attempts}, "
                "lease_owner = NULL, lease_until = NULL WHERE id = %s AND status = 'running' AND lease_owner = %s",
                (status, error, next_run_at, now, job_id, worker_id),
            )
            return cur.rowcount == 1

        return self.write(run)

    # --- the event outbox -----------------------------------------------------------------------
    def read_events(self, after_seq: int, *, limit: int = 100) -> list[EventRecord]:
        rows = self.read("SELECT * FROM events WHERE seq > %s ORDER BY seq LIMIT %s", (after_seq, limit))
        return [
            EventRecord(int(r["seq"]), r["id"], r["type"], r["user_id"], json.loads(r["data"]), r["created_at"])
            for r in rows
        ]

    def last_event_seq(self) -> int:
        return int(self.read("SELECT COALESCE(MAX(seq), 0) AS s FROM events")[0]["s"])

    def prune_events(self, before: datetime) -> int:
        return self.write(
            lambda conn: (
                x(
                    conn,
                    "DELETE FROM events WHERE created_at < %s AND seq <= COALESCE("
                    "(SELECT MIN(after_seq) FROM webhook_cursors WHERE seen_at >= %s), seq)",
                    (before, before),
                ).rowcount
            )
        )

    # --- webhook cursors -------------------------------------------------------------------------
    def claim_webhook(self, receiver: str, owner: str, now: datetime, *, lease_seconds: float) -> int | None:
        def run(conn: Conn) -> int | None:
            x(
                conn,
                "INSERT INTO webhook_cursors (receiver, after_seq, seen_at, updated_at) "
                "VALUES (%s, (SELECT COALESCE(MAX(seq), 0) FROM events), %s, %s) ON CONFLICT (receiver) DO NOTHING",
                (receiver, now, now),
            )
            # Under READ COMMITTED the UPDATE waits for a concurrent claimer's row lock and then re-checks
            # the WHERE on the row it committed: of two claimers of a free lease only one matches.
            row = x(
                conn,
                "UPDATE webhook_cursors SET lease_owner = %s, lease_until = %s, seen_at = %s WHERE receiver = %s "
                "AND (lease_owner IS NULL OR lease_owner = %s OR lease_until < %s) RETURNING after_seq",
                (owner, now + timedelta(seconds=lease_seconds), now, receiver, owner, now),
            ).fetchone()
            return None if row is None else int(row["after_seq"])

        return self.write(run)

    def advance_webhook(self, receiver: str, owner: str, seq: int, now: datetime) -> bool:
        def run(conn: Conn) -> bool:
            cur = x(
                conn,
                "UPDATE webhook_cursors SET after_seq = GREATEST(after_seq, %s), updated_at = %s "
                "WHERE receiver = %s AND lease_owner = %s",
                (seq, now, receiver, owner),
            )
            return cur.rowcount == 1

        return self.write(run)

    def release_webhook(self, receiver: str, owner: str) -> None:
        self.write(
            lambda conn: x(
                conn,
                "UPDATE webhook_cursors SET lease_owner = NULL, lease_until = NULL "
                "WHERE receiver = %s AND lease_owner = %s",
                (receiver, owner),
            )
        )

    # --- todos and reminders --------------------------------------------------------------------
    def list_todos(self, user_id: str, *, include_completed: bool = False, limit: int = 100) -> list[TodoRecord]:
        sql = _TODO_SELECT + " AND m.user_id = %s"
        if not include_completed:
            sql += " AND t.completed_at IS NULL"
        rows = self.read(sql + " ORDER BY m.due_at, m.rowid LIMIT %s", (user_id, limit))
        return [_todo(r) for r in rows]

    def due_todos(self, user_id: str, now: datetime, *, limit: int = 20) -> list[TodoRecord]:
        # A todo without a state row joins as NULLs: open, and due at its due_at.
        sql = (
            _TODO_SELECT + " AND m.user_id = %s AND m.type = 'todo'" + due_sql("%s")
            + f" ORDER BY {DUE_SINCE} DESC, m.rowid LIMIT %s"
        )  # fmt: skip
        return [_todo(r) for r in self.read(sql, (user_id, now, limit))]

    def get_todo(self, user_id: str, memory_id: str) -> TodoRecord | None:
        rows = self.read(_TODO_SELECT + " AND m.user_id = %s AND m.id = %s", (user_id, memory_id))
        return _todo(rows[0]) if rows else None

    @staticmethod
    def _get_todo(conn: Conn, user_id: str, memory_id: str) -> TodoRecord:
        row = x(conn, _TODO_SELECT + " AND m.user_id = %s AND m.id = %s", (user_id, memory_id)).fetchone()
        if row is None:
            raise NotFoundError("todo", memory_id)
        return _todo(row)

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
        def run(conn: Conn) -> TodoRecord:
            old = self._get_todo(conn, user_id, memory_id)
            nxt, count, last = repeat if repeat is not None else (old.next_remind_at, old.done_count, old.last_done_at)
            x(
                conn,
                "INSERT INTO todo_state (memory_id, user_id, remind_at, reminded_at, completed_at, updated_at, "
                "next_remind_at, done_count, last_done_at, undo) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s) "
                "ON CONFLICT (memory_id) DO UPDATE SET remind_at = excluded.remind_at, "
                "reminded_at = excluded.reminded_at, completed_at = excluded.completed_at, "
                "updated_at = excluded.updated_at, next_remind_at = excluded.next_remind_at, "
                "done_count = excluded.done_count, last_done_at = excluded.last_done_at, undo = excluded.undo",
                (memory_id, user_id, remind_at, reminded_at, completed_at, now, nxt, count, last, undo),
            )
            todo = self._get_todo(conn, user_id, memory_id)
            if event is not None:
                write_events(conn, [NewEvent(event.type, user_id, {**event.data, **todo_payload(todo)})], now)
            return todo

        return self.write(run)

    def fire_reminders(
        self, now: datetime, *, limit: int = 100, zone_of: Callable[[str], tzinfo] | None = None
    ) -> list[TodoRecord]:
        def run(conn: Conn) -> list[TodoRecord]:
            rows = x(conn, fire_sql(_M, "%s"), (now, now, limit)).fetchall()
            fired: list[TodoRecord] = []
            for r in rows:
                todo = _todo(r)
                # a repeating todo's next time: the first of its series after now (a missed one is not stacked)
                nxt = todo.fire_after(now, zone_of(todo.memory.user_id) if zone_of else None)
                # Judged on the latest committed state row: a concurrent caller that fired it first wins.
                won = x(
                    conn,
                    "INSERT INTO todo_state (memory_id, user_id, remind_at, reminded_at, completed_at, updated_at, "
                    "next_remind_at) VALUES (%s, %s, NULL, %s, NULL, %s, %s) ON CONFLICT (memory_id) DO UPDATE SET "
                    "reminded_at = excluded.reminded_at, updated_at = excluded.updated_at, "
                    "next_remind_at = excluded.next_remind_at, undo = NULL WHERE todo_state.completed_at IS NULL "
                    "AND todo_state.reminded_at IS NOT DISTINCT FROM %s "
                    "AND todo_state.next_remind_at IS NOT DISTINCT FROM %s RETURNING remind_at",
                    (todo.memory.id, todo.memory.user_id, now, now, nxt, todo.reminded_at, todo.next_remind_at),
                ).fetchone()
                if won is not None:
                    fired.append(replace(todo, remind_at=won["remind_at"], reminded_at=now, next_remind_at=nxt))
            write_events(conn, [NewEvent("todo.reminder", t.memory.user_id, todo_payload(t)) for t in fired], now)
            return fired

        return self.write(run)

    # --- retention --------------------------------------------------------------------------------
    def delete_distilled_messages(self, user_id: str, before: datetime) -> int:
        def run(conn: Conn) -> int:
            rows = x(
                conn,
                "DELETE FROM messages m USING topics t WHERE t.id = m.topic_id AND t.user_id = %s AND m.user_id = %s "
                "AND m.created_at < %s AND t.last_processed_seq IS NOT NULL AND m.seq < t.last_processed_seq "
                "RETURNING m.topic_id, m.fts_len",
                (user_id, user_id, before),
            ).fetchall()
            per_topic: dict[str, int] = {}
            for r in rows:
                per_topic[r["topic_id"]] = per_topic.get(r["topic_id"], 0) + 1
            for topic_id, k in sorted(per_topic.items()):
                x(
                    conn,
                    "UPDATE topics SET message_count = GREATEST(0, message_count - %s) WHERE id = %s",
                    (k, topic_id),
                )
            if rows:
                add_stats(conn, user_id, msg_docs=-len(rows), msg_terms=-sum(int(r["fts_len"]) for r in rows))
            return len(rows)

        return self.write(run)
