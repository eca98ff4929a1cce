"""Forgetting and erasing a whole topic in `PostgresStore` (see `Store.set_topic_forgotten` / `erase_topic`).

As in SQLite, a forgotten topic keeps its rows: the topic and each of its messages get `forgotten_at`
(the `forgotten_topics` migration), which every message search, listing and the lifecycle's distillation
filter on.
"""

from __future__ import annotations

from datetime import datetime

from .._errors import NotFoundError
from .._models import Topic
from ._postgres_conn import Conn, PgBase, x
from ._postgres_data import TOPIC_COLUMNS, add_stats

__all__ = ["TopicsPgMixin"]


class TopicsPgMixin(PgBase):
    """Topic-wide forget / restore / erase of `PostgresStore`."""

    def set_topic_forgotten(self, user_id: str, topic_id: str, forgotten_at: datetime | None) -> Topic:
        def run(conn: Conn) -> Topic:
            row = x(
                conn,
                f"UPDATE topics SET forgotten_at = %s WHERE id = %s AND user_id = %s RETURNING {TOPIC_COLUMNS}",
                (forgotten_at, topic_id, user_id),
            ).fetchone()
            if row is None:
                raise NotFoundError("topic", topic_id)
            x(
                conn,
                "UPDATE messages SET forgotten_at = %s WHERE user_id = %s AND topic_id = %s",
                (forgotten_at, user_id, topic_id),
            )
            return Topic.model_validate(row)

        return self.write(run)

    def erase_topic(self, user_id: str, topic_id: str) -> int:
        def run(conn: Conn) -> int:
            # The topic's row lock first (as add_messages takes it): no message can be appended meanwhile.
            if (
                x(
                    conn, "SELECT 1 FROM topics WHERE id = %s AND user_id = %s FOR UPDATE", (topic_id, user_id)
                ).fetchone()
                is None
            ):
                raise NotFoundError("topic", topic_id)
            rows = x(
                conn,
                "DELETE FROM messages WHERE user_id = %s AND topic_id = %s RETURNING fts_len",
                (user_id, topic_id),
            ).fetchall()
            x(conn, "DELETE FROM jobs WHERE user_id = %s AND target_id = %s", (user_id, topic_id))
            x(conn, "DELETE FROM proposals WHERE user_id = %s AND topic_id = %s", (user_id, topic_id))  # its words
            x(conn, "DELETE FROM topics WHERE id = %s AND user_id = %s", (topic_id, user_id))
            if rows:
                add_stats(conn, user_id, msg_docs=-len(rows), msg_terms=-sum(int(r["fts_len"]) for r in rows))
            return len(rows)

        return self.write(run)
