"""`jiyi migrate-store`: copy a SQLite file into a PostgreSQL database, losslessly and resumably.

Every table is copied in its own key order, a batch per transaction: the batch's rows are upserted by
primary key (so a batch copied twice is harmless) and the same transaction records the last key done in
`store_copies` (so a copy stopped at any point — Ctrl-C, kill -9, a lost connection — resumes after the
last committed batch). Kept exactly: ids, times (to the microsecond), message and event seqs, the order
of memories and history, vectors (SQLite's float16 becomes `halfvec`, the same bits; float32 vectors of
files written before that become halfvec too), history, settings, profiles, todos' reminder state, jobs
and their leases, LLM usage, API keys (hashes), the event outbox and the entity layer's tables. Full-text
documents are rebuilt from the content with the same terms as SQLite. Per-user statistics are recomputed at the end.

The source is first opened as a `SQLiteStore` (which brings an older file's schema up to date), then
read through a read-only connection.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from .._errors import UserError

__all__ = ["TABLES", "CopyProgress", "copy_store"]


@dataclass(frozen=True, slots=True)
class CopyProgress:
    """Reported after each committed batch: the table, rows copied so far, and the table's row count."""

    table: str
    done: int
    total: int


@dataclass(frozen=True, slots=True)
class _Table:
    name: str
    key: str  # a unique, ordered key in the SQLite table
    pk: str  # the conflict target in PostgreSQL
    columns: tuple[str, ...]
    numeric: bool = False  # the key is an integer (the progress marker stores it as text)


def _cols(text: str) -> tuple[str, ...]:
    return tuple(c.strip() for c in text.split(","))


_MEMORY = (
    "rowid, id, user_id, type, content, content_hash, importance, confidence, source, verified, access_count, "
    "last_accessed_at, valid_from, valid_until, supersedes, superseded_by, state, expires_at, topic_id, "
    "message_ids, language, due_at, created_at, updated_at, embedding, agent_id, metadata"
)
#: in dependency order (messages need their topics).
TABLES: tuple[_Table, ...] = (
    _Table("users", "user_id", "user_id", ("user_id", "created_at")),
    _Table("settings", "user_id", "user_id", _cols("user_id, data, updated_at")),
    _Table(
        "topics",
        "id",
        "id",
        _cols(
            "id, user_id, title, created_at, last_active_at, memory_processed_at, last_processed_message_id, "
            "last_processed_seq, message_count, forgotten_at, agent_id, metadata"
        ),
    ),
    _Table(
        "messages",
        "seq",
        "seq",
        _cols("seq, id, user_id, topic_id, role, content, created_at, embedding, forgotten_at"),
        True,
    ),
    _Table("memories", "rowid", "id", _cols(_MEMORY), True),
    _Table(
        "history",
        "rowid",
        "id",
        _cols(
            "rowid, id, memory_id, user_id, event, old_content, new_content, old_state, new_state, related_id, "
            "actor, reason, created_at, undone"
        ),
        True,
    ),
    _Table(
        "profiles",
        "user_id || ':' || printf('%010d', version)",
        "user_id, version",
        _cols("user_id, version, narrative, created_at"),
    ),
    _Table(
        "todo_state",
        "memory_id",
        "memory_id",
        _cols(
            "memory_id, user_id, remind_at, reminded_at, completed_at, updated_at, repeat, next_remind_at, done_count, "
            "last_done_at, undo"
        ),
    ),
    _Table(
        "jobs",
        "id",
        "id",
        _cols(
            "id, user_id, kind, target_id, status, attempts, error, next_run_at, created_at, updated_at, "
            "lease_owner, lease_until"
        ),
    ),
    _Table(
        "llm_usage",
        "id",
        "id",
        _cols("id, user_id, purpose, prompt_tokens, completion_tokens, calls, created_at"),
        True,
    ),
    _Table(
        "api_keys",
        "id",
        "id",
        _cols("id, key_hash, prefix, user_id, admin, name, created_at, last_used_at, revoked_at"),
    ),
    _Table("events", "seq", "seq", _cols("seq, id, user_id, type, data, created_at"), True),
    _Table(
        "proposals",
        "id",
        "id",
        _cols(
            "id, user_id, topic_id, type, content, importance, confidence, message_ids, supersedes, valid_from, "
            "due_at, language, reason, status, memory_id, created_at, expires_at, decided_at"
        ),
    ),
    _Table("entities", "seq", "id", _cols("seq, id, user_id, kind, state, name, merged_into, updated_at, data"), True),
    _Table("entity_facts", "seq", "id", _cols("seq, id, user_id, entity_id, memory_id, data"), True),
    _Table("entity_links", "seq", "id", _cols("seq, id, user_id, source_id, target_id, memory_id, data"), True),
    _Table("entity_history", "seq", "id", _cols("seq, id, user_id, entity_id, related_id, created_at, data"), True),
    _Table("review_items", "seq", "id", _cols("seq, id, user_id, key, kind, status, found_at, data"), True),
    _Table("quality_reports", "seq", "id", _cols("seq, id, user_id, period, created_at, data"), True),
    _Table("skipped_duplicates", "seq", "id", _cols("seq, id, user_id, created_at, n"), True),
)
_BOOLEANS = {"verified", "undone", "admin"}
_IDENTITY = (
    ("messages", "seq"), ("memories", "rowid"), ("history", "rowid"), ("llm_usage", "id"), ("events", "seq"),
    *((t, "seq") for t in ("entities", "entity_facts", "entity_links", "entity_history")),
    *((t, "seq") for t in ("review_items", "quality_reports", "skipped_duplicates")),
)  # fmt: skip


def _vector(blob: bytes | None, dim: int | None) -> Any:
    """A stored SQLite vector as float32 (exact for float16 BLOBs); None when absent or of another size."""
    if blob is None or dim is None:
        return None
    if len(blob) == 2 * dim:
        return np.frombuffer(blob, dtype="<f2").astype(np.float32)
    if len(blob) == 4 * dim:
        return np.frombuffer(blob, dtype="<f4").astype(np.float32)
    return None


def _source(path: Path) -> sqlite3.Connection:
    if not path.is_file():
        raise UserError(f"{path} is not a file: give the SQLite database to copy (e.g. ~/.jiyi/jiyi.db)")
    from ._sqlite import SQLiteStore

    SQLiteStore(path, now=datetime.now(UTC)).close()  # bring an older file's schema up to date
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    db.row_factory = sqlite3.Row
    return db


def _rows(src: sqlite3.Connection, table: _Table, after: str | None, batch: int) -> list[sqlite3.Row]:
    cols = ", ".join(table.columns)
    extra = (
        ", (SELECT p.content FROM messages p WHERE p.topic_id = messages.topic_id AND p.seq < messages.seq "
        "ORDER BY p.seq DESC LIMIT 1) AS previous"
        if table.name == "messages"
        else ""
    )
    where = f"WHERE {table.key} > ?" if after is not None else ""
    params: tuple[Any, ...] = () if after is None else ((int(after),) if table.numeric else (after,))
    sql = f"SELECT {cols}{extra}, {table.key} AS copy_key FROM {table.name} {where} ORDER BY {table.key} LIMIT ?"
    return src.execute(sql, (*params, batch)).fetchall()


def copy_store(
    source: str | Path,
    url: str,
    *,
    batch: int = 500,
    progress: Callable[[CopyProgress], None] | None = None,
) -> dict[str, int]:
    """Copy the SQLite file `source` into the PostgreSQL database at `url`; returns rows copied per table.

    Run it again after an interruption: it resumes after the last committed batch. Writers should be
    stopped while it runs (a row changed in the file after its batch was copied is not copied again).
    """
    from ._postgres import PostgresStore
    from ._postgres_conn import Conn, x

    path = Path(source).expanduser()
    src = _source(path)
    key_source = str(path.resolve())
    dst = PostgresStore(url)
    copied: dict[str, int] = {}
    try:
        meta = src.execute("SELECT value FROM meta WHERE key = 'embedder'").fetchone()
        dim: int | None = None
        if meta is not None:
            bound = json.loads(meta["value"])
            dst.bind_embedder(bound["name"], int(bound["dim"]))
            dim = int(bound["dim"])
            # One HNSW build at the end is far cheaper than updating the graph row by row (searches stay
            # correct meanwhile, only slower: without the index the query reads every row).
            dst.write(lambda conn: x(conn, f"DROP INDEX IF EXISTS memories_hnsw_{dim}, messages_hnsw_{dim}"))
        for table in TABLES:
            total = int(src.execute(f"SELECT COUNT(*) FROM {table.name}").fetchone()[0])
            mark = dst.read(
                "SELECT last_key, copied FROM store_copies WHERE source = %s AND part = %s", (key_source, table.name)
            )
            after: str | None = mark[0]["last_key"] if mark else None
            done = int(mark[0]["copied"]) if mark else 0
            while rows := _rows(src, table, after, batch):

                def write(conn: Conn, rows: list[sqlite3.Row] = rows, table: _Table = table, done: int = done) -> None:
                    for r in rows:
                        _upsert(conn, table, r, dim)
                    x(
                        conn,
                        "INSERT INTO store_copies (source, part, last_key, copied, updated_at) "
                        "VALUES (%s, %s, %s, %s, now()) ON CONFLICT (source, part) DO UPDATE SET "
                        "last_key = excluded.last_key, copied = excluded.copied, updated_at = now()",
                        (key_source, table.name, str(rows[-1]["copy_key"]), done + len(rows)),
                    )

                dst.write(write)
                after, done = str(rows[-1]["copy_key"]), done + len(rows)
                if progress is not None:
                    progress(CopyProgress(table.name, done, total))
            copied[table.name] = done
        dst.write(_finish)
        if meta is not None:
            dst.bind_embedder(bound["name"], int(bound["dim"]))  # builds the HNSW indexes
    finally:
        src.close()
        dst.close()
    return copied


def _upsert(conn: Any, table: _Table, r: sqlite3.Row, dim: int | None) -> None:
    from ._postgres_conn import x
    from ._postgres_data import vector_param
    from ._postgres_text import document

    values: dict[str, Any] = {c: r[c] for c in table.columns}
    casts: dict[str, str] = {}
    for c in _BOOLEANS & values.keys():
        values[c] = bool(values[c])
    if "embedding" in values:
        values["embedding"] = vector_param(_vector(values["embedding"], dim))
        casts["embedding"] = "::halfvec"
    if table.name in ("memories", "proposals"):
        values["message_ids"] = json.loads(values["message_ids"] or "[]")
    if table.name in ("memories", "topics"):
        casts["metadata"] = "::jsonb"  # SQLite keeps it as JSON text
    if table.name in ("memories", "messages"):
        doc = document(values["user_id"], values["content"], r["previous"] if table.name == "messages" else None)
        values["fts"], values["fts_len"] = doc.literal, doc.length
        casts["fts"] = "::tsvector"
    cols = ", ".join(values)
    vals = ", ".join(f"%({c})s{casts.get(c, '')}" for c in values)
    keys = {k.strip() for k in table.pk.split(",")}
    sets = ", ".join(f"{c} = excluded.{c}" for c in values if c not in keys)
    x(
        conn,
        f"INSERT INTO {table.name} ({cols}) VALUES ({vals}) ON CONFLICT ({table.pk}) DO UPDATE SET {sets}",
        values,
    )


def _finish(conn: Any) -> None:
    """Identity sequences past the copied numbers; per-user full-text statistics from the rows."""
    from ._postgres_conn import x

    for table, column in _IDENTITY:
        x(
            conn,
            f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), "
            f"GREATEST((SELECT MAX({column}) FROM {table}), 1), (SELECT MAX({column}) FROM {table}) IS NOT NULL)",
        )
    x(
        conn,
        "UPDATE users u SET mem_docs = COALESCE(m.n, 0), mem_terms = COALESCE(m.t, 0), "
        "msg_docs = COALESCE(g.n, 0), msg_terms = COALESCE(g.t, 0) FROM users v "
        "LEFT JOIN (SELECT user_id, COUNT(*) AS n, SUM(fts_len) AS t FROM memories GROUP BY user_id) m "
        "ON m.user_id = v.user_id "
        "LEFT JOIN (SELECT user_id, COUNT(*) AS n, SUM(fts_len) AS t FROM messages GROUP BY user_id) g "
        "ON g.user_id = v.user_id WHERE u.user_id = v.user_id",
    )
