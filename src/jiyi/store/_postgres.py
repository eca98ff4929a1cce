"""The PostgreSQL store: the same `Store` contract as the SQLite file, for several servers and workers.

`PostgresStore("postgresql://user@host/db")` migrates the schema (`_postgres_schema`), then serves
every call from a psycopg 3 connection pool. Every user-scoped statement filters on `user_id` in SQL.

Vectors live in `halfvec` columns. Search is exact (a sequential pass over the user's rows, every
row compared) while the user has at most `exact_max` memories — fast at that size and never misses a
neighbour — and an HNSW cosine index beyond, with `hnsw.iterative_scan = relaxed_order` so the
per-user filter still yields k rows; should the scan stop short of k rows, the exact pass answers.
Full text: `_postgres_text` (same terms and bm25 ranking as SQLite). Memories and `apply`:
`_postgres_memories`. Lifecycle (leases, outbox, reminders): `_postgres_lifecycle`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Literal

import numpy as np
import psycopg

from .._errors import ConflictError, NotFoundError, StoreError, ValidationError
from .._ids import new_id
from .._models import HistoryEntry, Message, Topic, UserSettings
from .._scope import dump_metadata
from .._text import fts_context
from ._base import (
    ImportBatch,
    JobRecord,
    NewMessage,
    ProfileVersion,
    Store,
    Vector,
    merge_settings,
)
from ._postgres_conn import Conn, PgBase, redact, x
from ._postgres_data import (
    HISTORY_COLUMNS,
    MESSAGE_COLUMNS,
    TOPIC_COLUMNS,
    add_stats,
    ensure_user,
    insert_message,
    job_from_row,
)
from ._postgres_entities import EntitiesPgMixin, ReviewPgMixin
from ._postgres_io import ImportPgMixin
from ._postgres_lifecycle import LifecyclePgMixin
from ._postgres_memories import MemoriesPgMixin
from ._postgres_proposals import ProposalsPgMixin
from ._postgres_schema import SCHEMA_LOCK, migrate
from ._postgres_search import EXACT_MAX, SearchPgMixin
from ._postgres_topics import TopicsPgMixin

__all__ = ["PostgresStore"]


class PostgresStore(
    MemoriesPgMixin,
    SearchPgMixin,
    ImportPgMixin,
    LifecyclePgMixin,
    TopicsPgMixin,
    ProposalsPgMixin,
    ReviewPgMixin,
    EntitiesPgMixin,
    PgBase,
    Store,
):
    """Store on a PostgreSQL database with pgvector (URL `postgresql://...`)."""

    def __init__(
        self, url: str, *, now: datetime | None = None, pool_size: int = 8, exact_max: int = EXACT_MAX
    ) -> None:
        del now  # migrations record the database's own clock
        self.embedder_name = None
        self.exact_max = exact_max
        self._dim: int | None = None
        self.url = url
        try:  # one plain connection first: a wrong URL fails at once, and the vector type exists before the pool
            with psycopg.connect(url, autocommit=True, connect_timeout=10) as conn:
                migrate(conn)
        except psycopg.OperationalError as exc:
            raise StoreError(f"cannot open {redact(url)} as a jiyi database: {exc}".strip()) from exc
        self._open_pool(url, max_size=pool_size)

    # --- embedder -----------------------------------------------------------------------
    def bind_embedder(self, name: str, dim: int) -> None:
        def run(conn: Conn) -> None:
            x(conn, "SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
            row = x(conn, "SELECT value FROM meta WHERE key = 'embedder'").fetchone()
            if row is None:
                x(
                    conn,
                    "INSERT INTO meta (key, value) VALUES ('embedder', %s)",
                    (json.dumps({"name": name, "dim": dim}),),
                )
            else:
                stored = json.loads(row["value"])
                if stored["name"] != name or stored["dim"] != dim:
                    raise ValidationError(
                        f"{redact(self.url)} holds vectors from embedder {stored['name']!r} (dim {stored['dim']}); "
                        f"this Memory uses {name!r} (dim {dim}). Open it with the same embedder, or use a new "
                        "database.",
                        field="embedder",
                    )
            if dim <= 4000:  # HNSW on halfvec indexes up to 4000 dimensions; beyond, search stays exact
                for table in ("memories", "messages"):
                    x(
                        conn,
                        f"CREATE INDEX IF NOT EXISTS {table}_hnsw_{dim} ON {table} USING hnsw "
                        f"((embedding::halfvec({dim})) halfvec_cosine_ops) WHERE embedding IS NOT NULL",
                    )

        self.write(run)
        self.embedder_name = name
        self._dim = dim if dim <= 4000 else None

    # --- topics and messages -------------------------------------------------------------
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

        def run(conn: Conn) -> None:
            ensure_user(conn, user_id, now)
            x(
                conn,
                "INSERT INTO topics (id, user_id, title, created_at, agent_id, metadata) "
                "VALUES (%s, %s, %s, %s, %s, %s::jsonb)",
                (tid, user_id, title, now, agent_id, dump_metadata(metadata or {})),
            )

        self.write(run)
        return self.get_topic(user_id, tid)

    def get_topic(self, user_id: str, topic_id: str) -> Topic:
        rows = self.read(f"SELECT {TOPIC_COLUMNS} FROM topics WHERE id = %s AND user_id = %s", (topic_id, user_id))
        if not rows:
            raise NotFoundError("topic", topic_id)
        return Topic.model_validate(rows[0])

    def topic_owner(self, topic_id: str) -> str:
        rows = self.read("SELECT user_id FROM topics WHERE id = %s", (topic_id,))
        if not rows:
            raise NotFoundError("topic", topic_id)
        return str(rows[0]["user_id"])

    def list_topics(
        self, user_id: str, *, limit: int = 50, offset: int = 0, forgotten: bool = False, agent_id: str | None = None
    ) -> list[Topic]:
        shown = "IS NOT NULL" if forgotten else "IS NULL"
        agent = "" if agent_id is None else " AND agent_id = %s"
        rows = self.read(
            f"SELECT {TOPIC_COLUMNS} FROM topics WHERE user_id = %s AND forgotten_at {shown}{agent} "
            "ORDER BY COALESCE(last_active_at, created_at) DESC, id LIMIT %s OFFSET %s",
            (user_id, *([] if agent_id is None else [agent_id]), limit, offset),
        )
        return [Topic.model_validate(r) for r in rows]

    def add_messages(self, user_id: str, topic_id: str, messages: Sequence[NewMessage]) -> list[Message]:
        if not messages:
            return []

        def run(conn: Conn) -> list[Message]:
            # The topic's row lock orders concurrent appends to one topic (seq and the context column).
            topic = x(
                conn, "SELECT forgotten_at FROM topics WHERE id = %s AND user_id = %s FOR UPDATE", (topic_id, user_id)
            ).fetchone()
            if topic is None:
                raise NotFoundError("topic", topic_id)
            if topic["forgotten_at"] is not None:
                raise ConflictError(f"topic {topic_id} is forgotten; restore it before adding messages")
            prev = x(
                conn,
                "SELECT content FROM messages WHERE user_id = %s AND topic_id = %s ORDER BY seq DESC LIMIT 1",
                (user_id, topic_id),
            ).fetchone()
            previous = prev["content"] if prev else None
            out, terms = [], 0
            for m in messages:
                row, n = insert_message(
                    conn, new_id("msg"), user_id, topic_id, m.role.value, m.content, m.created_at, m.vector, previous
                )
                out.append(Message.model_validate(row))
                terms += n
                previous = m.content
            x(
                conn,
                "UPDATE topics SET message_count = message_count + %s, last_active_at = GREATEST(last_active_at, %s) "
                "WHERE id = %s AND user_id = %s",
                (len(messages), max(m.created_at for m in messages), topic_id, user_id),
            )
            add_stats(conn, user_id, msg_docs=len(messages), msg_terms=terms)
            return out

        return self.write(run)

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
        sql = f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE user_id = %s AND topic_id = %s"
        params: list[Any] = [user_id, topic_id]
        if after_seq is not None:
            sql += " AND seq > %s"
            params.append(after_seq)
        if before_seq is not None:
            sql += " AND seq < %s"
            params.append(before_seq)
        sql += " ORDER BY seq DESC" if newest else " ORDER BY seq"
        if limit is not None:
            sql += " LIMIT %s"
            params.append(limit)
        out = [Message.model_validate(r) for r in self.read(sql, params)]
        return out[::-1] if newest else out

    def get_message(self, user_id: str, message_id: str) -> Message:
        rows = self.read(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE id = %s AND user_id = %s", (message_id, user_id)
        )
        if not rows:
            raise NotFoundError("message", message_id)
        return Message.model_validate(rows[0])

    def get_messages(self, user_id: str, message_ids: Sequence[str]) -> list[Message]:
        if not message_ids:
            return []
        rows = self.read(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE id = ANY(%s) AND user_id = %s", (list(message_ids), user_id)
        )
        by_id = {r["id"]: Message.model_validate(r) for r in rows}
        return [by_id[i] for i in dict.fromkeys(message_ids) if i in by_id]

    def message_contexts(self, user_id: str, message_ids: Sequence[str]) -> dict[str, str]:
        if not message_ids:
            return {}
        # The message before each one in its topic, through the (user_id, topic_id, seq) index.
        rows = self.read(
            "SELECT m.id, p.content FROM messages m CROSS JOIN LATERAL ("
            " SELECT content FROM messages p WHERE p.user_id = m.user_id AND p.topic_id = m.topic_id"
            " AND p.seq < m.seq ORDER BY p.seq DESC LIMIT 1) p WHERE m.id = ANY(%s) AND m.user_id = %s",
            (list(dict.fromkeys(message_ids)), user_id),
        )
        return {r["id"]: fts_context(r["content"]) for r in rows}

    def message_vectors(self, user_id: str, message_ids: Sequence[str], dim: int) -> dict[str, Vector]:
        if not message_ids:
            return {}
        # halfvec -> vector is exact; pgvector reads a `vector` back as its `Vector` (float32 inside).
        rows = self.read(
            "SELECT id, embedding::vector AS v FROM messages WHERE id = ANY(%s) AND user_id = %s "
            "AND embedding IS NOT NULL",
            (list(dict.fromkeys(message_ids)), user_id),
        )
        vectors = ((r["id"], np.asarray(r["v"].to_numpy(), dtype=np.float32)) for r in rows)
        return {i: v for i, v in vectors if v.shape == (dim,)}

    def recent_messages(self, user_id: str, limit: int) -> list[Message]:
        rows = self.read(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE user_id = %s AND forgotten_at IS NULL ORDER BY seq DESC "
            "LIMIT %s",
            (user_id, limit),
        )
        return [Message.model_validate(r) for r in reversed(rows)]

    # --- settings, profiles, jobs, usage -----------------------------------------------------------
    def get_settings(self, user_id: str) -> UserSettings:
        rows = self.read("SELECT data FROM settings WHERE user_id = %s", (user_id,))
        return UserSettings.model_validate_json(rows[0]["data"]) if rows else UserSettings()

    def put_settings(self, user_id: str, settings: UserSettings, now: datetime) -> UserSettings:
        return self.change_settings(user_id, settings.model_dump(), now)

    def change_settings(self, user_id: str, changes: Mapping[str, Any], now: datetime) -> UserSettings:
        def run(conn: Conn) -> UserSettings:
            ensure_user(conn, user_id, now)
            # The row exists (defaults) before it is locked, so a first change by two callers queues too.
            x(
                conn,
                "INSERT INTO settings (user_id, data, updated_at) VALUES (%s, %s, %s) ON CONFLICT (user_id) DO NOTHING",
                (user_id, UserSettings().model_dump_json(), now),
            )
            row = x(conn, "SELECT data FROM settings WHERE user_id = %s FOR UPDATE", (user_id,)).fetchone()
            assert row is not None
            settings = merge_settings(row["data"], changes)
            x(
                conn,
                "UPDATE settings SET data = %s, updated_at = %s WHERE user_id = %s",
                (settings.model_dump_json(), now, user_id),
            )
            return settings

        return self.write(run)

    def has_settings(self, user_id: str) -> bool:
        return bool(self.read("SELECT 1 FROM settings WHERE user_id = %s", (user_id,)))

    def get_profile(self, user_id: str) -> tuple[int, str] | None:
        rows = self.read(
            "SELECT version, narrative FROM profiles WHERE user_id = %s ORDER BY version DESC LIMIT 1", (user_id,)
        )
        return (int(rows[0]["version"]), str(rows[0]["narrative"])) if rows else None

    def put_profile(self, user_id: str, narrative: str, now: datetime) -> int:
        def run(conn: Conn) -> int:
            ensure_user(conn, user_id, now)
            x(conn, "SELECT 1 FROM users WHERE user_id = %s FOR UPDATE", (user_id,))  # one writer of versions
            row = x(conn, "SELECT COALESCE(MAX(version), 0) + 1 AS v FROM profiles WHERE user_id = %s", (user_id,))
            version = int(row.fetchone()["v"])  # type: ignore[index]
            x(
                conn,
                "INSERT INTO profiles (user_id, version, narrative, created_at) VALUES (%s, %s, %s, %s)",
                (user_id, version, narrative, now),
            )
            return version

        return self.write(run)

    def list_profiles(self, user_id: str) -> list[ProfileVersion]:
        rows = self.read(
            "SELECT version, narrative, created_at FROM profiles WHERE user_id = %s ORDER BY version", (user_id,)
        )
        return [ProfileVersion(int(r["version"]), str(r["narrative"]), r["created_at"]) for r in rows]

    def upsert_job(
        self,
        user_id: str,
        kind: str,
        target_id: str,
        *,
        status: Literal["pending", "running", "failed", "done"],
        error: str | None,
        next_run_at: datetime | None,
        now: datetime,
    ) -> JobRecord:
        def run(conn: Conn) -> JobRecord:
            row = x(
                conn,
                "INSERT INTO jobs (id, user_id, kind, target_id, status, attempts, error, next_run_at, created_at, "
                "updated_at) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s) ON CONFLICT (user_id, kind, target_id) "
                "DO UPDATE SET status = excluded.status, error = excluded.error, next_run_at = excluded.next_run_at, "
                "updated_at = excluded.updated_at, attempts = jobs.attempts + excluded.attempts RETURNING *",
                (
                    new_id("job"),
                    user_id,
                    kind,
                    target_id,
                    status,
                    1 if status == "failed" else 0,
                    error,
                    next_run_at,
                    now,
                    now,
                ),
            ).fetchone()
            return job_from_row(row)

        return self.write(run)

    def list_jobs(self, user_id: str | None = None, *, status: str | None = None) -> list[JobRecord]:
        sql, params = "SELECT * FROM jobs WHERE true", []
        if user_id is not None:
            sql += " AND user_id = %s"
            params.append(user_id)
        if status is not None:
            sql += " AND status = %s"
            params.append(status)
        return [job_from_row(r) for r in self.read(sql + " ORDER BY updated_at DESC, id", params)]

    def record_usage(
        self, user_id: str, purpose: str, prompt_tokens: int, completion_tokens: int, calls: int, now: datetime
    ) -> None:
        self.write(
            lambda conn: x(
                conn,
                "INSERT INTO llm_usage (user_id, purpose, prompt_tokens, completion_tokens, calls, created_at) "
                "VALUES (%s, %s, %s, %s, %s, %s)",
                (user_id, purpose, prompt_tokens, completion_tokens, calls, now),
            )
        )

    def usage_totals(self, user_id: str) -> tuple[int, int, int]:
        r = self.read(
            "SELECT COALESCE(SUM(prompt_tokens), 0) AS p, COALESCE(SUM(completion_tokens), 0) AS c, "
            "COALESCE(SUM(calls), 0) AS n FROM llm_usage WHERE user_id = %s",
            (user_id,),
        )[0]
        return int(r["p"]), int(r["c"]), int(r["n"])

    def list_all_history(self, user_id: str) -> list[HistoryEntry]:
        rows = self.read(
            f"SELECT {HISTORY_COLUMNS} FROM history WHERE user_id = %s ORDER BY created_at, rowid", (user_id,)
        )
        return [HistoryEntry.model_validate(r) for r in rows]

    def import_batch(self, user_id: str, batch: ImportBatch, now: datetime) -> dict[str, int]:
        return self.write(lambda conn: self._import(conn, user_id, batch, now))
