"""Import and erase for the PostgreSQL store (see `Store.import_batch` / `Store.erase_user`)."""

from __future__ import annotations

from datetime import datetime

import psycopg
from psycopg_pool import PoolTimeout

from .._errors import ConflictError, NotFoundError, StoreError, ValidationError
from .._scope import dump_metadata
from ._base import ChangeSet, ImportBatch
from ._entity_store import ENTITY_TABLES, import_entities
from ._postgres_conn import Conn, PgBase, x
from ._postgres_data import add_stats, ensure_user, insert_history, insert_memory, insert_message
from ._postgres_entities import pg_exec
from ._postgres_proposals import write_proposals
from ._review_store import REVIEW_TABLES, import_review

__all__ = ["ImportPgMixin"]

_USER_TABLES = (
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
    # bm25 postings: the triggers on memories and messages remove them too; named so none can linger
    "memory_terms",
    "message_terms",
)


def claim(conn: Conn, table: str, kind: str, record_id: str, user_id: str) -> bool:
    """True when `record_id` is new; False when this user has it already; ConflictError for another user's."""
    row = x(conn, f"SELECT user_id FROM {table} WHERE id = %s", (record_id,)).fetchone()
    if row is None:
        return True
    if row["user_id"] != user_id:
        raise ConflictError(
            f"{kind} {record_id!r} already exists for another user in this database; nothing was imported"
        )
    return False


class ImportPgMixin(PgBase):
    """`import_batch` and `erase_user` of `PostgresStore`."""

    def _import(self, conn: Conn, user_id: str, batch: ImportBatch, now: datetime) -> dict[str, int]:
        counts = dict.fromkeys(("topics", "messages", "memories", "history", "settings", "profiles"), 0)
        ensure_user(conn, user_id, now)
        for t in batch.topics:
            if claim(conn, "topics", "topic", t.id, user_id):
                x(
                    conn,
                    "INSERT INTO topics (id, user_id, title, created_at, last_active_at, memory_processed_at, "
                    "last_processed_message_id, forgotten_at, agent_id, metadata) "
                    "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s::jsonb)",
                    (
                        t.id,
                        user_id,
                        t.title,
                        t.created_at,
                        t.last_active_at,
                        t.memory_processed_at,
                        t.last_processed_message_id,
                        t.forgotten_at,
                        t.agent_id,
                        dump_metadata(t.metadata),
                    ),
                )
                counts["topics"] += 1
        msg_terms = 0
        for m in batch.messages:
            if not claim(conn, "messages", "message", m.id, user_id):
                continue
            if x(conn, "SELECT 1 FROM topics WHERE id = %s AND user_id = %s", (m.topic_id, user_id)).fetchone() is None:
                raise NotFoundError("topic", m.topic_id)
            prev = x(
                conn,
                "SELECT content FROM messages WHERE user_id = %s AND topic_id = %s ORDER BY seq DESC LIMIT 1",
                (user_id, m.topic_id),
            ).fetchone()
            _, n = insert_message(
                conn,
                m.id,
                user_id,
                m.topic_id,
                m.role.value,
                m.content,
                m.created_at,
                m.vector,
                prev["content"] if prev else None,
            )
            msg_terms += n
            counts["messages"] += 1
        mem_terms = 0
        for rec, vec in batch.memories:
            if rec.user_id != user_id:
                raise ValidationError("an import may only write its own user's memories", field="user_id")
            if claim(conn, "memories", "memory", rec.id, user_id):
                mem_terms += insert_memory(conn, rec, vec)
                counts["memories"] += 1
        for h in batch.history:
            if claim(conn, "history", "history entry", h.id, user_id):
                counts["history"] += insert_history(conn, user_id, h, on_conflict_undone=False)
        if batch.settings is not None:
            counts["settings"] = x(
                conn,
                "INSERT INTO settings (user_id, data, updated_at) VALUES (%s, %s, %s) ON CONFLICT DO NOTHING",
                (user_id, batch.settings.model_dump_json(), now),
            ).rowcount
        for p in batch.profiles:
            counts["profiles"] += x(
                conn,
                "INSERT INTO profiles (user_id, version, narrative, created_at) VALUES (%s, %s, %s, %s) "
                "ON CONFLICT DO NOTHING",
                (user_id, p.version, p.narrative, p.created_at),
            ).rowcount
        fresh = [p for p in batch.proposals if claim(conn, "proposals", "proposal", p.id, user_id)]
        write_proposals(conn, user_id, ChangeSet(proposals=fresh))
        counts["proposals"] = len(fresh)
        counts |= import_entities(pg_exec(conn), lambda at: at, user_id, batch.entities)
        counts |= import_review(pg_exec(conn), user_id, batch.review_items, batch.quality_reports, lambda at: at)
        # Derived topic columns follow the rows actually stored, so a partial earlier import heals.
        for t in batch.topics:
            x(
                conn,
                "UPDATE topics SET message_count = (SELECT COUNT(*) FROM messages WHERE topic_id = topics.id), "
                "last_processed_seq = (SELECT seq FROM messages WHERE id = topics.last_processed_message_id) "
                "WHERE id = %s AND user_id = %s",
                (t.id, user_id),
            )
        # A forgotten topic's messages stay hidden, also those imported into a topic stored before (SQLite
        # copies `forgotten_at` from the topic as it inserts each message).
        for tid in sorted({t.id for t in batch.topics} | {m.topic_id for m in batch.messages}):
            x(
                conn,
                "UPDATE messages m SET forgotten_at = t.forgotten_at FROM topics t WHERE t.id = %s AND t.user_id = %s "
                "AND m.user_id = t.user_id AND m.topic_id = t.id AND m.forgotten_at IS DISTINCT FROM t.forgotten_at",
                (tid, user_id),
            )
        add_stats(
            conn,
            user_id,
            mem_docs=counts["memories"],
            mem_terms=mem_terms,
            msg_docs=counts["messages"],
            msg_terms=msg_terms,
        )
        return counts

    def erase_user(self, user_id: str) -> dict[str, int]:
        def run(conn: Conn) -> dict[str, int]:
            removed = {
                table: x(conn, f"DELETE FROM {table} WHERE user_id = %s", (user_id,)).rowcount for table in _USER_TABLES
            }
            # Its statistics row goes too (a later write makes it afresh): no row names the user any more.
            x(conn, "DELETE FROM users WHERE user_id = %s", (user_id,))
            return removed

        return self.write(run)

    def vacuum(self) -> None:
        # VACUUM cannot run inside a transaction block: an autocommit connection of the pool, put back
        # as it was. Plain VACUUM frees dead tuples for reuse without locking writers out; the old
        # bytes stay in the pages until overwritten (VACUUM FULL rewrites the tables; see SECURITY.md).
        try:
            with self._pool.connection() as conn:
                conn.autocommit = True
                try:
                    tables = conn.execute(
                        b"SELECT quote_ident(tablename) AS t FROM pg_tables WHERE schemaname = current_schema()"
                    ).fetchall()
                    conn.execute(("VACUUM " + ", ".join(r["t"] for r in tables)).encode())
                finally:
                    conn.autocommit = False
        except (psycopg.OperationalError, PoolTimeout) as exc:
            raise StoreError(f"database unavailable: {exc}") from exc
