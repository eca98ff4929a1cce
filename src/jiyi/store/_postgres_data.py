"""Row writers and readers of the PostgreSQL store (inside the caller's transaction)."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import numpy as np
from psycopg.rows import DictRow

from .._models import HistoryEntry, MemoryRecord
from .._scope import Scope, dump_metadata
from .._text import content_hash
from ._base import JobRecord, Vector
from ._postgres_conn import Conn, x
from ._postgres_text import document

__all__ = [
    "HISTORY_COLUMNS",
    "MEMORY_COLUMNS",
    "MESSAGE_COLUMNS",
    "TOPIC_COLUMNS",
    "add_stats",
    "ensure_user",
    "insert_history",
    "insert_memory",
    "insert_message",
    "job_from_row",
    "memory_from_row",
    "scope_condition",
    "update_memory",
    "vector_param",
]

TOPIC_COLUMNS = (
    "id, user_id, title, created_at, last_active_at, memory_processed_at, last_processed_message_id, message_count, "
    "forgotten_at, agent_id, metadata"
)
MESSAGE_COLUMNS = "id, topic_id, user_id, role, content, created_at, seq"
_MEMORY_FIELDS = [
    "id",
    "user_id",
    "type",
    "content",
    "importance",
    "confidence",
    "source",
    "verified",
    "access_count",
    "last_accessed_at",
    "valid_from",
    "valid_until",
    "supersedes",
    "superseded_by",
    "state",
    "expires_at",
    "topic_id",
    "message_ids",
    "language",
    "due_at",
    "created_at",
    "updated_at",
    "agent_id",
    "metadata",
]
MEMORY_COLUMNS = ", ".join(_MEMORY_FIELDS)
HISTORY_COLUMNS = (
    "id, memory_id, user_id, event, old_content, new_content, old_state, new_state, related_id, actor, reason, "
    "created_at, undone"
)


def scope_condition(scope: Scope | None, alias: str = "") -> tuple[str, dict[str, Any]]:
    """ " AND ..." (possibly empty) keeping a `memories` row (as `alias.`) inside `scope`, with named parameters
    (`%(scope_N)s`). jsonb equality is JSON equality (1 = 1.0, true is not 1, text is not a number), as the
    SQLite store compares."""
    if not scope:
        return "", {}
    assert scope is not None
    where: list[str] = []
    args: dict[str, Any] = {}

    def arg(value: Any) -> str:
        name = f"scope_{len(args)}"
        args[name] = value
        return f"%({name})s"

    if scope.agent_id is not None:
        where.append(f"{alias}agent_id = {arg(scope.agent_id)}")
    for key, values in scope.metadata:
        tests = [f"{alias}metadata -> {arg(key)} = {arg(json.dumps(v))}::jsonb" for v in values]
        where.append(f"({' OR '.join(tests)})")
    return "".join(f" AND {w}" for w in where), args


def vector_param(vector: Vector | None) -> Any:
    """A vector as a query parameter (pgvector sends it as `vector`; SQL casts it to `halfvec`)."""
    return None if vector is None else np.asarray(vector, dtype=np.float32)


def ensure_user(conn: Conn, user_id: str, now: datetime) -> None:
    """Make sure the user has a `users` row (its statistics live there)."""
    x(conn, "INSERT INTO users (user_id, created_at) VALUES (%s, %s) ON CONFLICT DO NOTHING", (user_id, now))


def add_stats(
    conn: Conn, user_id: str, *, mem_docs: int = 0, mem_terms: int = 0, msg_docs: int = 0, msg_terms: int = 0
) -> None:
    """Move the user's full-text statistics. Called last in a write, so lock order is always rows, then user."""
    x(
        conn,
        "UPDATE users SET mem_docs = GREATEST(0, mem_docs + %s), mem_terms = GREATEST(0, mem_terms + %s), "
        "msg_docs = GREATEST(0, msg_docs + %s), msg_terms = GREATEST(0, msg_terms + %s) WHERE user_id = %s",
        (mem_docs, mem_terms, msg_docs, msg_terms, user_id),
    )


def insert_message(
    conn: Conn,
    message_id: str,
    user_id: str,
    topic_id: str,
    role: str,
    content: str,
    created_at: datetime,
    vector: Vector | None,
    previous: str | None,
    seq: int | None = None,
) -> tuple[DictRow, int]:
    """Insert one message (with its full-text document); returns its row and its number of terms."""
    doc = document(user_id, content, previous)
    cols = "id, user_id, topic_id, role, content, created_at, embedding, fts, fts_len"
    vals = "%s, %s, %s, %s, %s, %s, %s::halfvec, %s::tsvector, %s"
    params: list[Any] = [
        message_id,
        user_id,
        topic_id,
        role,
        content,
        created_at,
        vector_param(vector),
        doc.literal,
        doc.length,
    ]
    if seq is not None:  # a copied message keeps its number
        cols, vals = cols + ", seq", vals + ", %s"
        params.append(seq)
    row = x(conn, f"INSERT INTO messages ({cols}) VALUES ({vals}) RETURNING {MESSAGE_COLUMNS}", params).fetchone()
    assert row is not None
    return row, doc.length


def _memory_params(m: MemoryRecord) -> dict[str, Any]:
    return {
        **{f: getattr(m, f) for f in _MEMORY_FIELDS},
        "source": m.source.value,
        "state": m.state.value,
        "message_ids": list(m.message_ids),
        "metadata": dump_metadata(m.metadata),
        "content_hash": content_hash(m.content),
    }


def insert_memory(conn: Conn, rec: MemoryRecord, vector: Vector | None) -> int:
    """Insert a memory with its vector and full-text document; returns its number of terms."""
    doc = document(rec.user_id, rec.content)
    params = {**_memory_params(rec), "embedding": vector_param(vector), "fts": doc.literal, "fts_len": doc.length}
    casts = {"embedding": "::halfvec", "fts": "::tsvector", "metadata": "::jsonb"}
    cols = ", ".join(params)
    vals = ", ".join(f"%({k})s{casts.get(k, '')}" for k in params)
    x(conn, f"INSERT INTO memories ({cols}) VALUES ({vals})", params)
    return doc.length


def update_memory(conn: Conn, rec: MemoryRecord) -> int | None:
    """Rewrite a memory's fields and full-text document; returns the change in its number of terms, or
    None when the user has no such memory. The vector is left as it is (as in the SQLite store)."""
    old = x(
        conn,
        "SELECT fts_len, content FROM memories WHERE id = %s AND user_id = %s FOR UPDATE",
        (rec.id, rec.user_id),
    ).fetchone()
    if old is None:
        return None
    params = _memory_params(rec)
    if old["content"] == rec.content:  # decay, state, access: the same text keeps its document
        doc = None
    else:
        doc = document(rec.user_id, rec.content)
        params |= {"fts": doc.literal, "fts_len": doc.length}
    # Access counts are written by `record_access` alone: an update decided on an older reading must not move
    # them back (`ChangeSet.expect` does not wait for them).
    kept = ("id", "user_id", "access_count", "last_accessed_at")
    casts = {"fts": "::tsvector", "metadata": "::jsonb"}
    sets = ", ".join(f"{k} = %({k})s{casts.get(k, '')}" for k in params if k not in kept)
    x(conn, f"UPDATE memories SET {sets} WHERE id = %(id)s AND user_id = %(user_id)s", params)
    return 0 if doc is None else doc.length - int(old["fts_len"])


def insert_history(conn: Conn, user_id: str, h: HistoryEntry, *, on_conflict_undone: bool) -> int:
    """Insert a history row; an existing id updates `undone` (apply) or is skipped (import). Returns rows written."""
    conflict = "DO UPDATE SET undone = excluded.undone" if on_conflict_undone else "DO NOTHING"
    cur = x(
        conn,
        f"INSERT INTO history ({HISTORY_COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s) "
        f"ON CONFLICT (id) {conflict}",
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
            h.created_at,
            h.undone,
        ),
    )
    return cur.rowcount


def memory_from_row(r: DictRow) -> MemoryRecord:
    """Build a MemoryRecord from a row of MEMORY_COLUMNS."""
    return MemoryRecord.model_validate(r)


def job_from_row(r: DictRow | None) -> JobRecord:
    """Build a JobRecord from a `jobs` row."""
    assert r is not None
    return JobRecord(
        id=r["id"],
        user_id=r["user_id"],
        kind=r["kind"],
        target_id=r["target_id"],
        status=r["status"],
        attempts=r["attempts"],
        error=r["error"],
        next_run_at=r["next_run_at"],
        created_at=r["created_at"],
        updated_at=r["updated_at"],
        lease_owner=r["lease_owner"],
        lease_until=r["lease_until"],
    )
