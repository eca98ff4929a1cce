"""Memories and their history in `PostgresStore`: reads by id, filter and content hash, `record_access`, and
`apply`, which writes a whole `ChangeSet` in one transaction (`PgBase.write`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from psycopg import errors as pg_errors

from .._errors import ConflictError, DuplicateError, NotFoundError, StaleError, ValidationError
from .._models import HistoryEntry, MemoryRecord
from ._base import MEMORY_ORDER, ChangeSet, MemoryFilter, unchanged_since
from ._postgres_conn import Conn, PgBase, x
from ._postgres_data import (
    HISTORY_COLUMNS,
    MEMORY_COLUMNS,
    add_stats,
    ensure_user,
    insert_history,
    insert_memory,
    memory_from_row,
    update_memory,
)
from ._postgres_lifecycle import write_events
from ._postgres_proposals import write_proposals
from ._shared import TODO_SEEN_SQL, todo_unchanged

__all__ = ["MemoriesPgMixin"]

#: First key of the two-int advisory locks that serialise adds of one text by one user (`ChangeSet.unless_hash`).
ADD_LOCK_CLASS = 0x6A69_0003


class MemoriesPgMixin(PgBase):
    """The memories, their history and `apply` of `PostgresStore`."""

    def get_memory(self, user_id: str, memory_id: str) -> MemoryRecord:
        rows = self.read(f"SELECT {MEMORY_COLUMNS} FROM memories WHERE id = %s AND user_id = %s", (memory_id, user_id))
        if not rows:
            raise NotFoundError("memory", memory_id)
        return memory_from_row(rows[0])

    def withdrawn_sources(self, user_id: str, message_ids: Sequence[str]) -> set[str]:
        if not message_ids:
            return set()
        ids = list(dict.fromkeys(message_ids))
        rows = self.read(
            "SELECT DISTINCT s.id FROM memories m, unnest(m.message_ids) AS s(id) WHERE m.user_id = %s "
            "AND (m.state IN ('deleted', 'forgotten') OR m.superseded_by IS NOT NULL) "
            "AND m.message_ids && %s::text[] AND s.id = ANY(%s)",
            (user_id, ids, ids),
        )
        return {str(r["id"]) for r in rows}

    def withdrawn_in_topics(self, user_id: str, topic_ids: Sequence[str], *, limit: int = 200) -> list[MemoryRecord]:
        if not topic_ids:
            return []
        rows = self.read(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = %s AND topic_id = ANY(%s) AND type <> 'episode' "
            "AND (state IN ('deleted', 'forgotten') OR superseded_by IS NOT NULL) LIMIT %s",
            (user_id, list(dict.fromkeys(topic_ids)), limit),
        )
        return [memory_from_row(r) for r in rows]

    def get_memories(self, user_id: str, memory_ids: Sequence[str]) -> list[MemoryRecord]:
        if not memory_ids:
            return []
        rows = self.read(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE id = ANY(%s) AND user_id = %s", (list(memory_ids), user_id)
        )
        by_id = {r["id"]: memory_from_row(r) for r in rows}
        return [by_id[i] for i in memory_ids if i in by_id]

    @staticmethod
    def _filter_sql(user_id: str, flt: MemoryFilter) -> tuple[str, list[Any]]:
        where = ["user_id = %s"]
        params: list[Any] = [user_id]
        if flt.types:
            where.append("type = ANY(%s)")
            params.append(list(flt.types))
        if flt.states:
            where.append("state = ANY(%s)")
            params.append([s.value for s in flt.states])
        if flt.current_only:
            where.append("superseded_by IS NULL AND valid_until IS NULL")
        if flt.text:
            # strpos, not LIKE: a plain substring test needs no escaping (as SQLite's escaped LIKE).
            where.append("strpos(lower(content), lower(%s)) > 0")
            params.append(flt.text)
        if flt.since:
            where.append("created_at >= %s")
            params.append(flt.since)
        if flt.until:
            where.append("created_at < %s")
            params.append(flt.until)
        if flt.topic_id:
            where.append("topic_id = %s")
            params.append(flt.topic_id)
        if flt.agent_id is not None:
            where.append("agent_id = %s")
            params.append(flt.agent_id)
        for key, values in flt.metadata:
            # jsonb equality is JSON equality (1 = 1.0, true is not 1, text is not a number), as in SQLite.
            where.append("(" + " OR ".join("metadata -> %s = %s::jsonb" for _ in values) + ")")
            for v in values:
                params += [key, json.dumps(v)]
        return " AND ".join(where), params

    def list_memories(self, user_id: str, flt: MemoryFilter, *, limit: int = 50, offset: int = 0) -> list[MemoryRecord]:
        where, params = self._filter_sql(user_id, flt)
        order = MEMORY_ORDER[flt.sort]
        rows = self.read(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE {where} ORDER BY {order} LIMIT %s OFFSET %s",
            [*params, limit, offset],
        )
        return [memory_from_row(r) for r in rows]

    def count_memories(self, user_id: str, flt: MemoryFilter) -> int:
        where, params = self._filter_sql(user_id, flt)
        return int(self.read(f"SELECT COUNT(*) AS n FROM memories WHERE {where}", params)[0]["n"])

    def find_by_hash(self, user_id: str, content_hash: str) -> list[MemoryRecord]:
        rows = self.read(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = %s AND content_hash = %s AND state = 'active' "
            "AND superseded_by IS NULL",
            (user_id, content_hash),
        )
        return [memory_from_row(r) for r in rows]

    def apply(self, user_id: str, changes: ChangeSet) -> None:
        if not changes:
            return
        for rec in [r for r, _ in changes.inserts] + changes.updates + list(changes.history) + list(changes.events):
            if rec.user_id != user_id:
                raise ValidationError("a change set may only touch its own user's memories", field="user_id")

        def run(conn: Conn) -> None:
            for seen in changes.expect:  # locked until this transaction ends: nothing changes them meanwhile
                row = x(
                    conn,
                    "SELECT updated_at, last_accessed_at, state, superseded_by FROM memories "
                    "WHERE id = %s AND user_id = %s FOR UPDATE",
                    (seen.id, user_id),
                ).fetchone()
                if row is None or not unchanged_since(
                    seen,
                    row["updated_at"],
                    row["last_accessed_at"],
                    row["state"],
                    row["superseded_by"],
                    unused=changes.expect_unused,
                ):
                    raise StaleError(seen.id)
            for todo in changes.expect_todos:  # its row locked to the end, as the memories above
                row = x(conn, TODO_SEEN_SQL.format("%s") + " FOR UPDATE", (todo.memory_id, user_id)).fetchone()
                if not todo_unchanged(todo, None if row is None else tuple(row.values())):
                    raise StaleError(todo.memory_id)
            if changes.unless_hash is not None:
                # Taken first, before any row lock, and held to commit: concurrent adds of one text by one user
                # queue here, and each statement after it (read committed) sees what the previous one committed.
                # The two-int key space cannot meet the schema and outbox locks (single bigint keys).
                key = f"{user_id}:{changes.unless_hash}"
                x(conn, "SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (ADD_LOCK_CLASS, key))
                dup = x(
                    conn,
                    "SELECT id FROM memories WHERE user_id = %s AND content_hash = %s AND state = 'active' "
                    "AND superseded_by IS NULL AND agent_id IS NOT DISTINCT FROM %s LIMIT 1",
                    (user_id, changes.unless_hash, changes.unless_agent),
                ).fetchone()
                if dup is not None:
                    raise DuplicateError(dup["id"])
            if topics := changes.source_topics():
                # Locked (in id order) until commit: a concurrent forget of the topic waits for this change, and
                # its reading of the topic's memories then sees what this one wrote.
                rows = x(
                    conn,
                    "SELECT id, forgotten_at FROM topics WHERE user_id = %s AND id = ANY(%s) ORDER BY id FOR UPDATE",
                    (user_id, topics),
                ).fetchall()
                gone = [r["id"] for r in rows if r["forgotten_at"] is not None]
                if gone:
                    raise ConflictError(f"topic {gone[0]} was forgotten meanwhile; nothing was written")
            if changes.cursor is not None:
                c = changes.cursor
                row = x(
                    conn,
                    "SELECT last_processed_message_id FROM topics WHERE id = %s AND user_id = %s FOR UPDATE",
                    (c.topic_id, user_id),
                ).fetchone()
                if row is None:
                    raise NotFoundError("topic", c.topic_id)
                if row["last_processed_message_id"] != c.expected_message_id:
                    raise ConflictError(
                        f"topic {c.topic_id} was distilled concurrently (cursor moved); nothing was written"
                    )
                seq = x(conn, "SELECT seq FROM messages WHERE id = %s AND user_id = %s", (c.message_id, user_id))
                found = seq.fetchone()
                if found is None:
                    raise NotFoundError("message", c.message_id)
                x(
                    conn,
                    "UPDATE topics SET last_processed_message_id = %s, last_processed_seq = %s, "
                    "memory_processed_at = %s WHERE id = %s AND user_id = %s",
                    (c.message_id, found["seq"], c.processed_at, c.topic_id, user_id),
                )
            write_proposals(conn, user_id, changes)
            docs = terms = 0
            for rec, vec in changes.inserts:
                ensure_user(conn, user_id, rec.created_at)
                try:
                    with conn.transaction():  # a savepoint, so the error below leaves the outer one usable
                        terms += insert_memory(conn, rec, vec)
                except pg_errors.UniqueViolation as exc:
                    raise ConflictError(f"memory {rec.id} already exists; nothing was written") from exc
                docs += 1
            for rec in changes.updates:
                delta = update_memory(conn, rec)
                if delta is None:
                    raise NotFoundError("memory", rec.id)
                terms += delta
            for h in changes.history:
                insert_history(conn, user_id, h, on_conflict_undone=True)
            for state, stamp in changes.checked_todo_states(user_id):
                x(
                    conn,
                    "INSERT INTO todo_state (memory_id, user_id, remind_at, reminded_at, completed_at, updated_at, "
                    "repeat, next_remind_at, done_count, last_done_at) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                    (
                        state.memory_id,
                        user_id,
                        state.remind_at,
                        state.reminded_at,
                        state.completed_at,
                        stamp,
                        state.repeat,
                        state.next_remind_at,
                        state.done_count,
                        state.last_done_at,
                    ),
                )
            if docs or terms:
                add_stats(conn, user_id, mem_docs=docs, mem_terms=terms)
            if changes.events:
                when = changes.cursor.processed_at if changes.cursor else changes.made_at()
                write_events(conn, changes.events, when)

        self.write(run)

    def record_access(self, user_id: str, memory_ids: Sequence[str], now: datetime) -> None:
        if not memory_ids:
            return
        ids = sorted(set(memory_ids))  # one lock order for every caller: no deadlock between two of them

        def run(conn: Conn) -> None:
            x(
                conn,
                "UPDATE memories SET access_count = access_count + 1, last_accessed_at = %s "
                "WHERE id = ANY(%s) AND user_id = %s",
                (now, ids, user_id),
            )

        self.write(run)

    def list_history(self, user_id: str, memory_id: str | None = None, *, limit: int = 100) -> list[HistoryEntry]:
        if memory_id is None:
            rows = self.read(
                f"SELECT {HISTORY_COLUMNS} FROM history WHERE user_id = %s ORDER BY created_at DESC, rowid DESC "
                "LIMIT %s",
                (user_id, limit),
            )
        else:
            rows = self.read(
                f"SELECT {HISTORY_COLUMNS} FROM history WHERE user_id = %s AND (memory_id = %s OR related_id = %s) "
                "ORDER BY created_at DESC, rowid DESC LIMIT %s",
                (user_id, memory_id, memory_id, limit),
            )
        return [HistoryEntry.model_validate(r) for r in rows]

    def get_history_entry(self, user_id: str, entry_id: str) -> HistoryEntry:
        rows = self.read(f"SELECT {HISTORY_COLUMNS} FROM history WHERE id = %s AND user_id = %s", (entry_id, user_id))
        if not rows:
            raise NotFoundError("history entry", entry_id)
        return HistoryEntry.model_validate(rows[0])
