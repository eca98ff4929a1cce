"""The embedded store: one SQLite file in WAL mode.

Concurrency: every thread gets its own connection (WAL lets readers run beside the writer); writes
in this process are serialised by a lock and run as `BEGIN IMMEDIATE` with a busy timeout, so
several processes on one file wait for each other instead of failing with "database is locked".

Vector search scores by exact cosine over a per-user matrix loaded once and kept in memory
(float32; from 20k rows float16 behind a smaller first-pass matrix that picks the rows to score, see
`_vectors`). It is brought up to date when that user's `mem_version` / `msg_version` (bumped in the
same transaction as every write) changes, which also catches writes by other processes: rows
inserted since are appended; when an existing row changed or went (the `*_rewrites` counters,
bumped by triggers), the triggers' log (`vector_changes`) names the rows to re-read.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal, TypeVar

import numpy as np

from .._errors import ConflictError, DuplicateError, NotFoundError, StaleError, StoreError, ValidationError
from .._ids import new_id
from .._models import HistoryEntry, MemoryRecord, Message, Topic
from .._scope import Scope, dump_metadata
from .._text import fts_document
from .._time import from_iso, to_iso
from ._base import (
    MEMORY_ORDER,
    ChangeSet,
    MemoryFilter,
    NewMessage,
    Store,
    Vector,
    unchanged_since,
)
from ._entity_store import ENTITY_TABLES
from ._review_store import REVIEW_TABLES, ReviewBackend
from ._sqlite_background import AUTOCHECKPOINT_PAGES, Access, Background
from ._sqlite_entities import EntitiesSQLiteMixin
from ._sqlite_fts import CONTEXT_WEIGHT, index_message
from ._sqlite_io import ImportSQLiteMixin
from ._sqlite_lifecycle import LifecycleSQLiteMixin, write_events
from ._sqlite_proposals import ProposalsSQLiteMixin, write_proposals
from ._sqlite_rows import (
    RowCache,
    history_from_row,
    iso_or_none,
    memory_from_row,
    memory_params,
    message_from_row,
    optional_time,
    row_seq,
    scope_condition,
    topic_from_row,
    user_token,
)
from ._sqlite_schema import CHANGE_LOG_KEPT, migrate
from ._sqlite_settings import SettingsSQLiteMixin
from ._sqlite_topics import TopicsSQLiteMixin
from ._vectors import Changes, Loader, VectorCache, stored_vector, vector_blob

__all__ = ["SQLiteStore"]

_BUSY_TIMEOUT_MS = 15_000
# Every memory column but the embedding: records never carry vectors, so reads need not load them.
_MEMORY_COLUMNS = (
    "id, user_id, type, content, importance, confidence, source, verified, access_count, last_accessed_at, "
    "valid_from, valid_until, supersedes, superseded_by, state, expires_at, topic_id, message_ids, language, "
    "due_at, created_at, updated_at, agent_id, metadata"
)

_T = TypeVar("_T")
# Records of the rows search fetches, memoised on the row's values (see `RowCache`).
_cached_memory = RowCache(memory_from_row, volatile={"access_count": int, "last_accessed_at": optional_time})
_cached_message = RowCache(message_from_row)


def forget_cached_rows() -> None:
    """Drop every memoised record (after an erase: they hold the erased user's text)."""
    _cached_memory.clear()
    _cached_message.clear()


# Full-text matches ranked inside the index before the join (at least 4 x k).
_RANKED = 200
_LIVE = " AND m.state = 'active' AND m.superseded_by IS NULL AND m.valid_until IS NULL"
_MESSAGE_COLUMNS = "seq, id, user_id, topic_id, role, content, created_at"


def _now_of(changes: ChangeSet) -> datetime:
    """The time a change set was made: its newest history row or record (for the outbox timestamp)."""
    times = [h.created_at for h in changes.history] + [r.updated_at for r, _ in changes.inserts]
    times += [r.updated_at for r in changes.updates]
    return max(times) if times else datetime.now(UTC)


#: Columns an update of a memory leaves as they are: its identity, and the access counts `record_access` keeps.
_NOT_UPDATED = frozenset({"id", "user_id", "rowid", "access_count", "last_accessed_at"})


class _Busy(Exception):
    """Another connection holds SQLite's write lock (raised by `_tx(wait=False)`)."""


def _count_access(db: sqlite3.Connection, user_id: str, memory_ids: list[str], when: str) -> None:
    """Count one recall of these memories. Access counters do not change what search returns, so the
    vector cache stays valid. `+user_id`: look the rows up by the unique id index, not by walking the
    user's partition (25 ms at 10k memories); the condition still scopes the update to the user. A
    count written late never moves `last_accessed_at` back."""
    marks = ",".join("?" * len(memory_ids))
    db.execute(
        f"UPDATE memories SET access_count = access_count + 1, "
        f"last_accessed_at = MAX(COALESCE(last_accessed_at, ''), ?) WHERE id IN ({marks}) AND +user_id = ?",
        [when, *memory_ids, user_id],
    )


class SQLiteStore(
    TopicsSQLiteMixin,
    LifecycleSQLiteMixin,
    ProposalsSQLiteMixin,
    ReviewBackend,  # the entity layer's hooks below are all it needs
    EntitiesSQLiteMixin,
    SettingsSQLiteMixin,
    ImportSQLiteMixin,
    Store,
):
    """Store backed by one SQLite file (":memory:" is refused: use a temp file)."""

    def __init__(self, path: str | Path, *, now: datetime) -> None:
        p = Path(str(path)).expanduser()
        if str(path) == ":memory:":
            raise ValidationError("SQLiteStore needs a file path (use a temporary file for tests)", field="path")
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"cannot create the folder for {p}: {exc}") from exc
        self.path = p
        self.embedder_name = None
        self._local = threading.local()
        self._write_lock = threading.RLock()
        self._all_conns: list[sqlite3.Connection] = []
        self._conns_lock = threading.Lock()
        self._vectors = VectorCache()
        self._background = Background(self._write_accesses, self._checkpoint)
        # (user, kind) -> (version, rewrites, rows counted, owns most): see `_owns_most`
        self._shares: dict[tuple[str, str], tuple[int, int, int, bool]] = {}
        try:
            db = self._conn()
            db.execute("PRAGMA journal_mode=WAL")
            migrate(db, to_iso(now))
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"cannot open {p} as a jiyi database: {exc}") from exc

    # --- connections -----------------------------------------------------------------
    def _conn(self) -> sqlite3.Connection:
        db: sqlite3.Connection | None = getattr(self._local, "db", None)
        if db is None:
            db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=15)
            db.execute(f"PRAGMA busy_timeout={_BUSY_TIMEOUT_MS}")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute(f"PRAGMA wal_autocheckpoint={AUTOCHECKPOINT_PAGES}")  # the background thread's run first
            db.execute("PRAGMA foreign_keys=ON")
            # Deleted rows are overwritten with zeros, not left in free space: `erase_user` must leave no
            # trace of the user's text in the file (some builds default to off; Debian's to on).
            db.execute("PRAGMA secure_delete=ON")
            db.row_factory = sqlite3.Row
            self._local.db = db
            with self._conns_lock:
                self._all_conns.append(db)
        return db

    @contextmanager
    def _tx(self, *, wait: bool = True) -> Iterator[sqlite3.Connection]:
        """One write transaction. `wait=False`: raise `_Busy` at once when another thread of this process
        or another process is writing, instead of waiting for it (SQLite's busy handler sleeps 1-100 ms
        at a time)."""
        db = self._conn()
        if not self._write_lock.acquire(blocking=wait):
            raise _Busy
        try:
            if not wait:
                db.execute("PRAGMA busy_timeout=0")
            try:
                db.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as exc:
                raise (StoreError(f"database busy: {exc}") if wait else _Busy()) from exc
            finally:
                if not wait:
                    db.execute(f"PRAGMA busy_timeout={_BUSY_TIMEOUT_MS}")
            try:
                yield db
            except BaseException:
                db.execute("ROLLBACK")
                raise
            else:
                try:
                    db.execute("COMMIT")
                except sqlite3.DatabaseError as exc:
                    db.execute("ROLLBACK")
                    raise StoreError(f"commit failed: {exc}") from exc
                self._background.committed()
        finally:
            self._write_lock.release()

    def _read(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        try:
            return self._conn().execute(sql, params).fetchall()
        except sqlite3.OperationalError as exc:
            raise StoreError(str(exc)) from exc

    def _write_accesses(self, accesses: list[Access]) -> None:
        with self._tx() as db:
            for access in accesses:
                _count_access(db, *access)

    def _checkpoint(self) -> None:
        self._conn().execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()

    def close(self) -> None:
        with suppress(StoreError):  # recall counts are not worth failing a close for
            self._background.drain()
        self._background.stop()
        with self._conns_lock:
            for db in self._all_conns:
                with suppress(sqlite3.ProgrammingError):  # closed from another thread already
                    db.close()
            self._all_conns.clear()
        self._local = threading.local()

    def bind_embedder(self, name: str, dim: int) -> None:
        with self._tx() as db:
            row = db.execute("SELECT value FROM meta WHERE key = 'embedder'").fetchone()
            if row is None:
                db.execute(
                    "INSERT INTO meta (key, value) VALUES ('embedder', ?)",
                    (json.dumps({"name": name, "dim": dim}),),
                )
            else:
                stored = json.loads(row["value"])
                if stored["name"] != name or stored["dim"] != dim:
                    raise ValidationError(
                        f"{self.path} holds vectors from embedder {stored['name']!r} (dim {stored['dim']}); "
                        f"this Memory uses {name!r} (dim {dim}). Open it with the same embedder, or start a "
                        "new database file.",
                        field="embedder",
                    )
        self.embedder_name = name

    def _ensure_user(self, db: sqlite3.Connection, user_id: str, now_iso: str) -> None:
        db.execute("INSERT OR IGNORE INTO users (user_id, created_at) VALUES (?, ?)", (user_id, now_iso))

    @staticmethod
    def _bump(db: sqlite3.Connection, user_id: str, column: Literal["mem_version", "msg_version"]) -> None:
        db.execute(f"UPDATE users SET {column} = {column} + 1 WHERE user_id = ?", (user_id,))

    # --- topics and messages ---------------------------------------------------------
    def create_topic(
        self,
        user_id: str,
        title: str,
        now: datetime,
        *,
        agent_id: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> Topic:
        tid = new_id("top")
        with self._tx() as db:
            self._ensure_user(db, user_id, to_iso(now))
            db.execute(
                "INSERT INTO topics (id, user_id, title, created_at, agent_id, metadata) VALUES (?, ?, ?, ?, ?, ?)",
                (tid, user_id, title, to_iso(now), agent_id, dump_metadata(metadata or {})),
            )
        return self.get_topic(user_id, tid)

    def get_topic(self, user_id: str, topic_id: str) -> Topic:
        rows = self._read("SELECT * FROM topics WHERE id = ? AND user_id = ?", (topic_id, user_id))
        if not rows:
            raise NotFoundError("topic", topic_id)
        return topic_from_row(rows[0])

    def topic_owner(self, topic_id: str) -> str:
        rows = self._read("SELECT user_id FROM topics WHERE id = ?", (topic_id,))
        if not rows:
            raise NotFoundError("topic", topic_id)
        return str(rows[0]["user_id"])

    def list_topics(
        self, user_id: str, *, limit: int = 50, offset: int = 0, forgotten: bool = False, agent_id: str | None = None
    ) -> list[Topic]:
        agent = "" if agent_id is None else " AND agent_id = ?"
        rows = self._read(
            f"SELECT * FROM topics WHERE user_id = ? AND forgotten_at IS {'NOT ' if forgotten else ''}NULL{agent} "
            "ORDER BY COALESCE(last_active_at, created_at) DESC, id LIMIT ? OFFSET ?",
            (user_id, *([] if agent_id is None else [agent_id]), limit, offset),
        )
        return [topic_from_row(r) for r in rows]

    def add_messages(self, user_id: str, topic_id: str, messages: Sequence[NewMessage]) -> list[Message]:
        if not messages:
            return []
        ids = [new_id("msg") for _ in messages]
        tok = user_token(user_id)
        with self._tx() as db:
            topic = db.execute(
                "SELECT forgotten_at FROM topics WHERE id = ? AND user_id = ?", (topic_id, user_id)
            ).fetchone()
            if topic is None:
                raise NotFoundError("topic", topic_id)
            if topic[0] is not None:
                raise ConflictError(f"topic {topic_id} is forgotten; restore it before adding messages")
            for mid, m in zip(ids, messages, strict=True):
                cur = db.execute(
                    "INSERT INTO messages (id, user_id, topic_id, role, content, created_at, embedding) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (
                        mid,
                        user_id,
                        topic_id,
                        m.role.value,
                        m.content,
                        to_iso(m.created_at),
                        vector_blob(m.vector),
                    ),
                )
                index_message(db, row_seq(cur), tok, user_id, topic_id, m.content)
            latest = max(to_iso(m.created_at) for m in messages)
            db.execute(
                "UPDATE topics SET message_count = message_count + ?, "
                "last_active_at = MAX(COALESCE(last_active_at, ''), ?) WHERE id = ?",
                (len(messages), latest, topic_id),
            )
            self._bump(db, user_id, "msg_version")
            placeholders = ",".join("?" * len(ids))
            rows = db.execute(f"SELECT * FROM messages WHERE id IN ({placeholders}) ORDER BY seq", ids).fetchall()
        return [message_from_row(r) for r in rows]

    def list_messages(
        self,
        user_id: str,
        topic_id: str,
        *,
        after_seq: int | None = None,
        before_seq: int | None = None,
        limit: int | None = None,
        newest: bool = False,
    ) -> list[Message]:
        sql = "SELECT * FROM messages WHERE user_id = ? AND topic_id = ?"
        params: list[Any] = [user_id, topic_id]
        if after_seq is not None:
            sql += " AND seq > ?"
            params.append(after_seq)
        if before_seq is not None:
            sql += " AND seq < ?"
            params.append(before_seq)
        sql += " ORDER BY seq DESC" if newest else " ORDER BY seq"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        out = [message_from_row(r) for r in self._read(sql, params)]
        return out[::-1] if newest else out

    def get_message(self, user_id: str, message_id: str) -> Message:
        rows = self._read("SELECT * FROM messages WHERE id = ? AND user_id = ?", (message_id, user_id))
        if not rows:
            raise NotFoundError("message", message_id)
        return message_from_row(rows[0])

    def message_contexts(self, user_id: str, message_ids: Sequence[str]) -> dict[str, str]:
        ids = list(dict.fromkeys(message_ids))
        out: dict[str, str] = {}
        for start in range(0, len(ids), 500):  # stay well under SQLite's bound-parameter limit
            chunk = ids[start : start + 500]
            rows = self._read(
                "SELECT m.id, f.ctx FROM messages m JOIN messages_fts f ON f.rowid = m.seq "
                f"WHERE m.user_id = ? AND m.id IN ({','.join('?' * len(chunk))})",
                (user_id, *chunk),
            )
            out.update((str(r[0]), str(r[1])) for r in rows if r[1])
        return out

    def get_messages(self, user_id: str, message_ids: Sequence[str]) -> list[Message]:
        # The embedding column is left out: search never needs it.
        return self._by_ids(f"SELECT {_MESSAGE_COLUMNS} FROM messages", user_id, message_ids, _cached_message)

    def message_vectors(self, user_id: str, message_ids: Sequence[str], dim: int) -> dict[str, Vector]:
        out: dict[str, Vector] = {}
        ids = list(dict.fromkeys(message_ids))
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            rows = self._read(
                f"SELECT id, embedding FROM messages WHERE id IN ({','.join('?' * len(chunk))}) AND +user_id = ? "
                "AND embedding IS NOT NULL",
                [*chunk, user_id],
            )
            out.update((r[0], v) for r in rows if (v := stored_vector(r[1], dim)) is not None)
        return out

    def recent_messages(self, user_id: str, limit: int) -> list[Message]:
        rows = self._read(
            "SELECT * FROM messages WHERE user_id = ? AND forgotten_at IS NULL ORDER BY seq DESC LIMIT ?",
            (user_id, limit),
        )
        return [message_from_row(r) for r in reversed(rows)]

    # --- memories ----------------------------------------------------------------------
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
        return self._by_ids(f"SELECT {_MEMORY_COLUMNS} FROM memories", user_id, memory_ids, _cached_memory)

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
        return list(_cached_memory.build_all(rows[0].keys(), rows)) if rows else []

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
                    "INSERT INTO todo_state (memory_id, user_id, remind_at, reminded_at, completed_at, updated_at) "
                    "VALUES (?, ?, ?, ?, ?, ?)",
                    (
                        state.memory_id,
                        user_id,
                        iso_or_none(state.remind_at),
                        iso_or_none(state.reminded_at),
                        iso_or_none(state.completed_at),
                        to_iso(stamp),
                    ),
                )
            if changes.events:
                if any(e.user_id != user_id for e in changes.events):
                    raise ValidationError("a change set may only announce its own user's changes", field="user_id")
                write_events(db, changes.events, now_iso or to_iso(_now_of(changes)))
            if changes.inserts or changes.updates:
                self._bump(db, user_id, "mem_version")

    def record_access(self, user_id: str, memory_ids: Sequence[str], now: datetime) -> None:
        """Count a recall now, or, while another thread of this process or another process is
        writing (a maintenance batch, a distillation, a `jiyi worker`), hand it to a background
        thread that writes it after: a search never waits for a write. Such a count is lost only if
        the process dies first; `close` writes it."""
        if not memory_ids:
            return
        access = (user_id, list(memory_ids), to_iso(now))
        try:
            with self._tx(wait=False) as db:
                _count_access(db, *access)
        except _Busy:  # a maintenance batch, a distillation, a `jiyi worker`: count it later
            self._background.put(access)

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

    # --- search --------------------------------------------------------------------------
    def _version(self, user_id: str, kind: Literal["memory", "message"]) -> tuple[int, int]:
        """The user's (version, rewrites) for one kind: every write bumps the version; triggers bump
        rewrites on each update or delete of a row's searchable columns (migration 8)."""
        cols = "mem_version, mem_rewrites" if kind == "memory" else "msg_version, msg_rewrites"
        rows = self._read(f"SELECT {cols} FROM users WHERE user_id = ?", (user_id,))
        return (int(rows[0][0]), int(rows[0][1])) if rows else (-1, -1)

    def vector_search(
        self,
        user_id: str,
        query: Vector,
        k: int,
        *,
        kind: Literal["memory", "message"] = "memory",
        include_inactive: bool = False,
        scope: Scope | None = None,
    ) -> list[tuple[str, float]]:
        key = (user_id, kind, include_inactive)
        version, rewrites = self._version(user_id, kind)
        among = None
        if kind == "memory" and scope:
            # The rows inside the scope (the user's only: the query names the user), searched in the cached matrix.
            cond, args = scope_condition(scope)
            rows = self._read(f"SELECT rowid FROM memories WHERE user_id = ?{cond}", [user_id, *args])
            among = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
        if kind == "message":  # a forgotten topic's messages are never searched (Memory.forget_topic)
            table, live = "messages", " AND forgotten_at IS NULL"
        elif include_inactive:
            table, live = "memories", ""
        else:
            table, live = "memories", " AND state = 'active' AND superseded_by IS NULL AND valid_until IS NULL"
        load, changes = self._vector_source(table, live, user_id, kind)
        return self._vectors.search(key, version, load, query, k, rewrites=rewrites, changes=changes, among=among)

    def _vector_source(
        self, table: str, live: str, user_id: str, kind: Literal["memory", "message"]
    ) -> tuple[Loader, Changes]:
        """How the cache reads the user's searchable (rowid, id, vector) rows.

        `load` counts them, then streams them: the cache sizes its matrix once and copies each BLOB
        into it as it arrives. A write between the two statements only makes the count a little off,
        which the cache absorbs (the version check catches it next search). Rows inserted since rowid
        `after` are found by a rowid range (`+user_id`: not the user's index), so bringing a large
        matrix up to date costs the new rows only.

        `changes` reads the user's change log (migration 9) between two rewrite counts, then those of
        the rows named that are still searchable; None when the log was trimmed past that point."""
        key = "seq" if table == "messages" else "rowid"
        columns = f"SELECT {key}, id, embedding FROM {table} WHERE"
        searchable = f"+user_id = ? AND embedding IS NOT NULL{live}"

        def load(after: int | None) -> tuple[int, Iterator[tuple[int, str, bytes]]]:
            params: list[Any]
            if after is None:
                where, params = f"user_id = ? AND embedding IS NOT NULL{live}", [user_id]
            else:
                where, params = f"{key} > ? AND {searchable} ORDER BY {key}", [after, user_id]
            try:
                db = self._conn()
                count = int(db.execute(f"SELECT COUNT(*) FROM {table} WHERE {where}", params).fetchone()[0])
                cursor = db.execute(f"{columns} {where}", params)
            except sqlite3.OperationalError as exc:
                raise StoreError(str(exc)) from exc
            return count, ((r[0], r[1], r[2]) for r in cursor)

        def changes(since: int, upto: int, below: int) -> tuple[set[int], list[tuple[int, str, bytes]]] | None:
            if not since < upto <= since + CHANGE_LOG_KEPT:
                return None
            try:
                db = self._conn()
                logged = db.execute(
                    "SELECT row FROM vector_changes WHERE user_id = ? AND kind = ? AND rewrite > ? AND rewrite <= ?",
                    (user_id, kind, since, upto),
                ).fetchall()
                if len(logged) != upto - since:
                    return None
                # rows past `below` were inserted since the load: `load` reads them as they are now
                rowids = {int(r[0]) for r in logged if int(r[0]) <= below}
                if not rowids:
                    return set(), []
                marks = ",".join("?" * len(rowids))
                rows = db.execute(
                    f"{columns} {key} IN ({marks}) AND {searchable} ORDER BY {key}", [*rowids, user_id]
                ).fetchall()
            except sqlite3.OperationalError as exc:
                raise StoreError(str(exc)) from exc
            return rowids, [(r[0], r[1], r[2]) for r in rows]

        return load, changes

    def text_search(
        self,
        user_id: str,
        match: str,
        k: int,
        *,
        kind: Literal["memory", "message"] = "memory",
        include_inactive: bool = False,
        scope: Scope | None = None,
    ) -> list[tuple[str, float]]:
        """The user's k best full-text matches (inside `scope` when given), ranked inside the FTS index first.

        Ranking every match and joining each one with its row cost 30-40 ms at 100k memories: the
        best `_RANKED` matches are ranked in the index, and only those are joined and filtered (user,
        live). When fewer than k survive and the index may have had more, the full query runs
        instead, so the result is always the exact top k. The per-user token in the MATCH keeps
        other users' matches out of the ranking; a user owning most of the table gains nothing
        from it (it only makes FTS5 walk that user's whole doclist), so it is left out then — the
        join still scopes every row to the user.
        """
        if kind == "message":
            fts, table, key, weights = "messages_fts", "messages", "seq", f"0.0, 1.0, {CONTEXT_WEIGHT}"
            live = " AND m.forgotten_at IS NULL"  # a forgotten topic's messages are never searched
        else:
            fts, table, key, weights = "memories_fts", "memories", "rowid", "0.0, 1.0"
            live = "" if include_inactive else _LIVE
        cond, args = scope_condition(scope, "m.") if kind == "memory" else ("", [])
        live += cond
        ranked = max(_RANKED, 4 * k)
        first = (
            f"SELECT m.id, f.r FROM (SELECT rowid, bm25({fts}, {weights}) AS r FROM {fts} WHERE {fts} MATCH ? "
            f"ORDER BY r LIMIT ?) f JOIN {table} m ON m.{key} = f.rowid WHERE m.user_id = ?{live} ORDER BY f.r LIMIT ?"
        )
        full = (
            f"SELECT m.id, bm25({fts}, {weights}) AS r FROM {fts} JOIN {table} m ON m.{key} = {fts}.rowid "
            f"WHERE {fts} MATCH ? AND m.user_id = ?{live} ORDER BY r LIMIT ?"
        )
        try:
            db = self._conn()
            scoped = match if self._owns_most(user_id, kind) else f'u:"{user_token(user_id)}" AND ({match})'
            rows = db.execute(first, (scoped, ranked, user_id, *args, k)).fetchall()
            if len(rows) < k:
                rows = db.execute(full, (scoped, user_id, *args, k)).fetchall()
        except sqlite3.OperationalError as exc:
            if "fts5" in str(exc) or "syntax" in str(exc):
                raise ValidationError(f"cannot search for that text: {exc}", field="query") from exc
            raise StoreError(str(exc)) from exc
        # bm25() is lower-is-better and negative; flip it so higher is better.
        return [(r[0], -float(r[1])) for r in rows]

    def _owns_most(self, user_id: str, kind: Literal["memory", "message"]) -> bool:
        """Whether the user holds more than half of the rows of the memories (messages) table.

        Only the query plan depends on it (both plans return the same rows), so it is recounted
        after writes and changes of about a sixteenth of the rows last counted (at least 64):
        counting a user's 100k rows takes ~8 ms, which every search right after a write paid when it
        was recounted on each new version."""
        version, rewrites = self._version(user_id, kind)
        cached = self._shares.get((user_id, kind))
        moved = (version - cached[0]) + (rewrites - cached[1]) if cached is not None else -1
        if cached is not None and 0 <= moved < max(64, cached[2] // 16):
            return cached[3]
        table, key = ("memories", "rowid") if kind == "memory" else ("messages", "seq")
        db = self._conn()
        mine = int(db.execute(f"SELECT COUNT(*) FROM {table} WHERE user_id = ?", (user_id,)).fetchone()[0])
        # The largest row id bounds the table's row count from above (deletions leave gaps): a
        # user is never wrongly taken to hold most of it.
        top = db.execute(f"SELECT MAX({key}) FROM {table}").fetchone()[0] or 0
        owns = mine * 2 > int(top)
        if len(self._shares) > 10_000:  # one small entry per user searched; bounded all the same
            self._shares.clear()
        self._shares[(user_id, kind)] = (version, rewrites, mine, owns)
        return owns

    def erase_user(self, user_id: str) -> dict[str, int]:
        removed: dict[str, int] = {}
        tok = user_token(user_id)
        with self._tx() as db:
            removed["memories_fts"] = db.execute("DELETE FROM memories_fts WHERE u = ?", (tok,)).rowcount
            removed["messages_fts"] = db.execute("DELETE FROM messages_fts WHERE u = ?", (tok,)).rowcount
            for table in (
                "history",
                "memories",
                "messages",
                "topics",
                "settings",
                "profiles",
                "jobs",
                "llm_usage",
                "events",
                "todo_state",
                "api_keys",
                "proposals",
                *ENTITY_TABLES,
                *REVIEW_TABLES,
            ):
                removed[table] = db.execute(f"DELETE FROM {table} WHERE user_id = ?", (user_id,)).rowcount
            # which rows changed (no content), logged by the deletes above: a cache behind reloads
            db.execute("DELETE FROM vector_changes WHERE user_id = ?", (user_id,))
            # The `users` row stays (an id and counters, no text): other processes' vector caches compare
            # these versions, and a row made afresh would restart them at 0, where a stale cache could match.
            db.execute(
                "UPDATE users SET mem_version = mem_version + 1, msg_version = msg_version + 1 WHERE user_id = ?",
                (user_id,),
            )
            # A deleted FTS5 row only adds a delete marker: the old segments keep the user's terms until
            # merged. 'optimize' merges every segment into one, so they leave the file; secure_delete
            # (see `_conn`) zeroes the freed pages.
            db.execute("INSERT INTO memories_fts (memories_fts) VALUES ('optimize')")
            db.execute("INSERT INTO messages_fts (messages_fts) VALUES ('optimize')")
        self._vectors.drop_user(user_id)
        forget_cached_rows()
        # The WAL still holds the old pages: copy the new ones back and empty it. Only when no reader
        # is in the middle of a read; if one is, `vacuum()` (`jiyi vacuum`) does it later.
        self._conn().execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        return removed

    def vacuum(self) -> None:
        """Rebuild the file without free pages and empty the WAL (`jiyi vacuum`): after an erase, the
        step that guarantees no deleted text survives even where a reader blocked erase's own checkpoint."""
        with self._write_lock:
            db = self._conn()
            db.execute("INSERT INTO memories_fts (memories_fts) VALUES ('optimize')")
            db.execute("INSERT INTO messages_fts (messages_fts) VALUES ('optimize')")
            db.execute("VACUUM")
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()

    # Used by tests and `jiyi` maintenance commands.
    def schema(self) -> dict[str, list[str]]:
        """Table name -> column names, for schema tests."""
        out: dict[str, list[str]] = {}
        for (name,) in self._read("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"):
            if name.startswith("sqlite_") or "_fts_" in name:
                continue
            out[name] = [r[1] for r in self._read(f"PRAGMA table_info({name})")]
        return out
