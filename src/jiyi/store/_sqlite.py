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

Memories and `apply` are in `_sqlite_memories`, search in `_sqlite_search`, the other concerns in the
`_sqlite_*` mixins below.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from .._errors import ConflictError, NotFoundError, StoreError, ValidationError
from .._ids import new_id
from .._models import Message, Topic
from .._scope import dump_metadata
from .._time import to_iso
from ._base import (
    NewMessage,
    Store,
    Vector,
)
from ._entity_store import ENTITY_TABLES
from ._review_store import REVIEW_TABLES, ReviewBackend
from ._sqlite_background import AUTOCHECKPOINT_PAGES, Access, Background
from ._sqlite_entities import EntitiesSQLiteMixin
from ._sqlite_fts import index_message
from ._sqlite_io import ImportSQLiteMixin
from ._sqlite_lifecycle import LifecycleSQLiteMixin
from ._sqlite_memories import MemoriesSQLiteMixin
from ._sqlite_proposals import ProposalsSQLiteMixin
from ._sqlite_rows import (
    cached_message,
    forget_cached_rows,
    message_from_row,
    row_seq,
    topic_from_row,
    user_token,
)
from ._sqlite_schema import migrate
from ._sqlite_search import SearchSQLiteMixin
from ._sqlite_settings import SettingsSQLiteMixin
from ._sqlite_topics import TopicsSQLiteMixin
from ._vectors import VectorCache, stored_vector, vector_blob

__all__ = ["SQLiteStore"]

_BUSY_TIMEOUT_MS = 15_000
_MESSAGE_COLUMNS = "seq, id, user_id, topic_id, role, content, created_at"


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
    MemoriesSQLiteMixin,
    SearchSQLiteMixin,
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
        return self._by_ids(f"SELECT {_MESSAGE_COLUMNS} FROM messages", user_id, message_ids, cached_message)

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
