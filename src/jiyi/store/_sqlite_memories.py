"""Memories and their history in `SQLiteStore`: reads by id, filter and content hash, and `apply`, which
writes a whole `ChangeSet` (checks, inserts, updates with their full-text rows, history, todo states, proposals,
outbox events) in one `BEGIN IMMEDIATE` transaction.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any, TypeVar

from .._errors import ConflictError, DuplicateError, NotFoundError, StaleError, ValidationError
from .._models import HistoryEntry, MemoryRecord
from .._scope import Scope
from .._text import fts_document
from .._time import from_iso, to_iso
from ._base import MEMORY_ORDER, ChangeSet, MemoryFilter, unchanged_since
from ._shared import TODO_SEEN_SQL, todo_unchanged
from ._sqlite_hooks import SQLiteHooks
from ._sqlite_lifecycle import write_events
from ._sqlite_proposals import write_proposals
from ._sqlite_rows import (
    RowCache,
    cached_memory,
    history_from_row,
    iso_or_none,
    memory_from_row,
    memory_params,
    optional_time,
    scope_condition,
    user_token,
)
from ._vectors import vector_blob

__all__ = ["MemoriesSQLiteMixin"]

# Every memory column but the embedding: records never carry vectors, so reads need not load them.
_MEMORY_COLUMNS = (
    "id, user_id, type, content, importance, confidence, source, verified, access_count, last_accessed_at, "
    "valid_from, valid_until, supersedes, superseded_by, state, expires_at, topic_id, message_ids, language, "
    "due_at, created_at, updated_at, agent_id, metadata"
)

_T = TypeVar("_T")


#: Columns an update of a memory leaves as they are: its identity, and the access counts `record_access` keeps.
_NOT_UPDATED = frozenset({"id", "user_id", "rowid", "access_count", "last_accessed_at"})


class MemoriesSQLiteMixin(SQLiteHooks):
    """The memories, their history and `apply` of `SQLiteStore`."""

    def get_memory(self, user_id: str, memory_id: str) -> MemoryRecord:
        rows = self._read(f"SELECT {_MEMORY_COLUMNS} FROM memories WHERE id = ? AND +user_id = ?", (memory_id, user_id))
        if not rows:
            raise NotFoundError("memory", memory_id)
        return memory_from_row(rows[0])

    def withdrawn_sources(self, user_id: str, message_ids: Sequence[str]) -> set[str]:
        if not message_ids:
            return set()
        rows = self._withdrawn(user_id, "j.value", ", json_each(m.message_ids) j", "j.value", message_ids)
        return {str(r[0]) for r in rows}

    def withdrawn_in_topics(self, user_id: str, topic_ids: Sequence[str], *, limit: int = 200) -> list[MemoryRecord]:
        if not topic_ids:
            return []
        rows = self._withdrawn(user_id, _MEMORY_COLUMNS, "", "m.type != 'episode' AND m.topic_id", topic_ids, limit)
        return [memory_from_row(r) for r in rows]

    def _withdrawn(
        self, user_id: str, columns: str, joined: str, key: str, values: Sequence[str], limit: int = -1
    ) -> list[sqlite3.Row]:
        """`columns` of the user's deleted, forgotten or superseded memories whose `key` is among `values`."""
        ids = list(dict.fromkeys(values))
        marks = ",".join("?" * len(ids))
        # Two branches, each on an index: taken-back states on (user_id, state), and the superseded
        # versions (they stay `active`) on the partial index of migration 13.
        return self._read(
            f"SELECT {columns} FROM memories m{joined} WHERE m.user_id = ? "
            f"AND m.state IN ('deleted', 'forgotten') AND {key} IN ({marks}) "
            f"UNION SELECT {columns} FROM memories m INDEXED BY memories_superseded{joined} "
            f"WHERE m.user_id = ? AND m.superseded_by IS NOT NULL AND {key} IN ({marks}) LIMIT ?",
            [user_id, *ids, user_id, *ids, limit],
        )

    def get_memories(self, user_id: str, memory_ids: Sequence[str]) -> list[MemoryRecord]:
        return self._by_ids(f"SELECT {_MEMORY_COLUMNS} FROM memories", user_id, memory_ids, cached_memory)

    def _by_ids(self, select: str, user_id: str, ids: Sequence[str], cache: RowCache[_T]) -> list[_T]:
        """The user's rows among `ids`, built and in the given order (unknown ids absent)."""
        by_id: dict[str, _T] = {}
        for start in range(0, len(ids), 500):
            chunk = list(ids[start : start + 500])
            marks = ",".join("?" * len(chunk))
            # `+user_id` keeps the planner on the unique id index (a user_id index would scan all the
            # user's rows); the condition still scopes the result to the user.
            rows = self._read(f"{select} WHERE id IN ({marks}) AND +user_id = ?", [*chunk, user_id])
            if rows:
                keys = rows[0].keys()
                at = keys.index("id")
                by_id.update((r[at], rec) for r, rec in zip(rows, cache.build_all(keys, rows), strict=True))
        return [by_id[i] for i in ids if i in by_id]

    @staticmethod
    def _filter_sql(user_id: str, flt: MemoryFilter) -> tuple[str, list[Any]]:
        where = ["user_id = ?"]
        params: list[Any] = [user_id]
        if flt.types:
            where.append(f"type IN ({','.join('?' * len(flt.types))})")
            params.extend(flt.types)
        if flt.states:
            where.append(f"state IN ({','.join('?' * len(flt.states))})")
            params.extend(s.value for s in flt.states)
        if flt.current_only:
            where.append("superseded_by IS NULL AND valid_until IS NULL")
        if flt.text:
            where.append("content LIKE ? ESCAPE '\\'")
            esc = flt.text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            params.append(f"%{esc}%")
        if flt.since:
            where.append("created_at >= ?")
            params.append(to_iso(flt.since))
        if flt.until:
            where.append("created_at < ?")
            params.append(to_iso(flt.until))
        if flt.topic_id:
            where.append("topic_id = ?")
            params.append(flt.topic_id)
        scoped, args = scope_condition(Scope(flt.agent_id, flt.metadata))
        return " AND ".join(where) + scoped, params + args

    def list_memories(self, user_id: str, flt: MemoryFilter, *, limit: int = 50, offset: int = 0) -> list[MemoryRecord]:
        where, params = self._filter_sql(user_id, flt)
        order = MEMORY_ORDER[flt.sort]
        rows = self._read(
            f"SELECT {_MEMORY_COLUMNS} FROM memories WHERE {where} ORDER BY {order} LIMIT ? OFFSET ?",
            [*params, limit, offset],
        )
        # Through the row cache: `context()` lists the newest dozen of five kinds on every call.
        return list(cached_memory.build_all(rows[0].keys(), rows)) if rows else []

    def count_memories(self, user_id: str, flt: MemoryFilter) -> int:
        where, params = self._filter_sql(user_id, flt)
        return int(self._read(f"SELECT COUNT(*) FROM memories WHERE {where}", params)[0][0])

    def find_by_hash(self, user_id: str, content_hash: str) -> list[MemoryRecord]:
        rows = self._read(
            f"SELECT {_MEMORY_COLUMNS} FROM memories WHERE user_id = ? AND content_hash = ? AND state = 'active' "
            "AND superseded_by IS NULL",
            (user_id, content_hash),
        )
        return [memory_from_row(r) for r in rows]

    def apply(self, user_id: str, changes: ChangeSet) -> None:
        if not changes:
            return
        tok = user_token(user_id)
        with self._tx() as db:
            for seen in changes.expect:  # inside BEGIN IMMEDIATE: nothing can change them until COMMIT
                row = db.execute(
                    "SELECT updated_at, last_accessed_at, state, superseded_by FROM memories "
                    "WHERE id = ? AND user_id = ?",
                    (seen.id, user_id),
                ).fetchone()
                if row is None or not unchanged_since(
                    seen, from_iso(row[0]), optional_time(row[1]), row[2], row[3], unused=changes.expect_unused
                ):
                    raise StaleError(seen.id)
            for todo in changes.expect_todos:
                row = db.execute(TODO_SEEN_SQL.format("?"), (todo.memory_id, user_id)).fetchone()
                read = None if row is None else (*(optional_time(v) for v in row[:3]), row[3], optional_time(row[4]))
                if not todo_unchanged(todo, read):
                    raise StaleError(todo.memory_id)
            if changes.unless_hash is not None:  # inside BEGIN IMMEDIATE: no other writer can add it meanwhile
                dup = db.execute(
                    "SELECT id FROM memories WHERE user_id = ? AND content_hash = ? AND state = 'active' "
                    "AND superseded_by IS NULL AND agent_id IS ? LIMIT 1",
                    (user_id, changes.unless_hash, changes.unless_agent),
                ).fetchone()
                if dup is not None:
                    raise DuplicateError(dup["id"])
            if topics := changes.source_topics():
                marks = ",".join("?" * len(topics))
                gone = db.execute(
                    f"SELECT id FROM topics WHERE user_id = ? AND id IN ({marks}) AND forgotten_at IS NOT NULL",
                    (user_id, *topics),
                ).fetchone()
                if gone is not None:
                    raise ConflictError(f"topic {gone[0]} was forgotten meanwhile; nothing was written")
            now_iso = to_iso(changes.cursor.processed_at) if changes.cursor else None
            if changes.cursor is not None:
                c = changes.cursor
                row = db.execute(
                    "SELECT last_processed_message_id FROM topics WHERE id = ? AND user_id = ?",
                    (c.topic_id, user_id),
                ).fetchone()
                if row is None:
                    raise NotFoundError("topic", c.topic_id)
                if row["last_processed_message_id"] != c.expected_message_id:
                    raise ConflictError(
                        f"topic {c.topic_id} was distilled concurrently (cursor moved); nothing was written"
                    )
                seq = db.execute(
                    "SELECT seq FROM messages WHERE id = ? AND user_id = ?", (c.message_id, user_id)
                ).fetchone()
                if seq is None:
                    raise NotFoundError("message", c.message_id)
                db.execute(
                    "UPDATE topics SET last_processed_message_id = ?, last_processed_seq = ?, "
                    "memory_processed_at = ? WHERE id = ? AND user_id = ?",
                    (c.message_id, seq["seq"], now_iso, c.topic_id, user_id),
                )
            write_proposals(db, user_id, changes)
            for rec, vec in changes.inserts:
                if rec.user_id != user_id:
                    raise ValidationError("a change set may only touch its own user's memories", field="user_id")
                self._ensure_user(db, user_id, to_iso(rec.created_at))
                params = memory_params(rec)
                params["embedding"] = vector_blob(vec)
                cols = ", ".join(params)
                try:
                    cur = db.execute(
                        f"INSERT INTO memories ({cols}) VALUES ({', '.join(':' + k for k in params)})", params
                    )
                except sqlite3.IntegrityError as exc:
                    raise ConflictError(f"memory {rec.id} already exists; nothing was written") from exc
                db.execute(
                    "INSERT INTO memories_fts (rowid, u, body) VALUES (?, ?, ?)",
                    (cur.lastrowid, tok, fts_document(rec.content)),
                )
            for rec in changes.updates:
                if rec.user_id != user_id:
                    raise ValidationError("a change set may only touch its own user's memories", field="user_id")
                params = memory_params(rec)
                old = db.execute(
                    "SELECT rowid, content FROM memories WHERE id = ? AND user_id = ?", (rec.id, user_id)
                ).fetchone()
                if old is None:
                    raise NotFoundError("memory", rec.id)
                # Access counts are written by `record_access` alone: an update decided on an older reading
                # must not move them back (`ChangeSet.expect` does not wait for them).
                sets = ", ".join(f"{k} = :{k}" for k in params if k not in _NOT_UPDATED)
                db.execute(f"UPDATE memories SET {sets} WHERE id = :id AND user_id = :user_id", params)
                if old["content"] != rec.content:  # decay, state, access: the same text stays indexed
                    db.execute("DELETE FROM memories_fts WHERE rowid = ?", (old["rowid"],))
                    db.execute(
                        "INSERT INTO memories_fts (rowid, u, body) VALUES (?, ?, ?)",
                        (old["rowid"], tok, fts_document(rec.content)),
                    )
            for h in changes.history:
                if h.user_id != user_id:
                    raise ValidationError("a change set may only touch its own user's memories", field="user_id")
                db.execute(
                    "INSERT INTO history (id, memory_id, user_id, event, old_content, new_content, old_state, "
                    "new_state, related_id, actor, reason, created_at, undone) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                    "ON CONFLICT (id) DO UPDATE SET undone = excluded.undone",
                    (
                        h.id,
                        h.memory_id,
                        user_id,
                        h.event,
                        h.old_content,
                        h.new_content,
                        h.old_state.value if h.old_state else None,
                        h.new_state.value if h.new_state else None,
                        h.related_id,
                        h.actor,
                        h.reason,
                        to_iso(h.created_at),
                        int(h.undone),
                    ),
                )
            for state, stamp in changes.checked_todo_states(user_id):
                db.execute(
                    "INSERT INTO todo_state (memory_id, user_id, remind_at, reminded_at, completed_at, updated_at, "
                    "repeat, next_remind_at, done_count, last_done_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        state.memory_id,
                        user_id,
                        iso_or_none(state.remind_at),
                        iso_or_none(state.reminded_at),
                        iso_or_none(state.completed_at),
                        to_iso(stamp),
                        state.repeat,
                        iso_or_none(state.next_remind_at),
                        state.done_count,
                        iso_or_none(state.last_done_at),
                    ),
                )
            if changes.events:
                if any(e.user_id != user_id for e in changes.events):
                    raise ValidationError("a change set may only announce its own user's changes", field="user_id")
                write_events(db, changes.events, now_iso or to_iso(changes.made_at()))
            if changes.inserts or changes.updates:
                self._bump(db, user_id, "mem_version")

    def list_history(self, user_id: str, memory_id: str | None = None, *, limit: int = 100) -> list[HistoryEntry]:
        if memory_id is None:
            rows = self._read(
                "SELECT * FROM history WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?",
                (user_id, limit),
            )
        else:
            rows = self._read(
                "SELECT * FROM history WHERE user_id = ? AND (memory_id = ? OR related_id = ?) "
                "ORDER BY created_at DESC, rowid DESC LIMIT ?",
                (user_id, memory_id, memory_id, limit),
            )
        return [history_from_row(r) for r in rows]

    def get_history_entry(self, user_id: str, entry_id: str) -> HistoryEntry:
        rows = self._read("SELECT * FROM history WHERE id = ? AND user_id = ?", (entry_id, user_id))
        if not rows:
            raise NotFoundError("history entry", entry_id)
        return history_from_row(rows[0])
