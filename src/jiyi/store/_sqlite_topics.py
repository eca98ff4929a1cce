"""Forgetting and erasing a whole topic in `SQLiteStore` (see `Store.set_topic_forgotten` / `erase_topic`).

A forgotten topic keeps its rows: the topic and each of its messages get `forgotten_at` (the
`forgotten_topics` migration), which every message search, listing and the lifecycle's distillation filter
on. The messages' trigger
logs each row whose `forgotten_at` changed, so the vector cache masks (or brings back) exactly those.
"""

from __future__ import annotations

from datetime import datetime

from .._errors import NotFoundError
from .._models import Topic
from .._time import to_iso
from ._sqlite_hooks import SQLiteHooks
from ._sqlite_rows import topic_from_row

__all__ = ["TopicsSQLiteMixin"]


class TopicsSQLiteMixin(SQLiteHooks):
    """Topic-wide forget / restore / erase of `SQLiteStore`."""

    def set_topic_forgotten(self, user_id: str, topic_id: str, forgotten_at: datetime | None) -> Topic:
        at = to_iso(forgotten_at) if forgotten_at is not None else None
        with self._tx() as db:
            cur = db.execute("UPDATE topics SET forgotten_at = ? WHERE id = ? AND user_id = ?", (at, topic_id, user_id))
            if cur.rowcount == 0:
                raise NotFoundError("topic", topic_id)
            db.execute(
                "UPDATE messages SET forgotten_at = ? WHERE user_id = ? AND topic_id = ?", (at, user_id, topic_id)
            )
            db.execute("UPDATE users SET msg_version = msg_version + 1 WHERE user_id = ?", (user_id,))
            row = db.execute("SELECT * FROM topics WHERE id = ? AND user_id = ?", (topic_id, user_id)).fetchone()
        return topic_from_row(row)

    def erase_topic(self, user_id: str, topic_id: str) -> int:
        with self._tx() as db:
            owned = db.execute("SELECT 1 FROM topics WHERE id = ? AND user_id = ?", (topic_id, user_id)).fetchone()
            if owned is None:
                raise NotFoundError("topic", topic_id)
            seqs = [
                int(r[0])
                for r in db.execute(
                    "SELECT seq FROM messages WHERE user_id = ? AND topic_id = ?", (user_id, topic_id)
                ).fetchall()
            ]
            for seq in seqs:
                db.execute("DELETE FROM messages_fts WHERE rowid = ?", (seq,))
            db.execute("DELETE FROM messages WHERE user_id = ? AND topic_id = ?", (user_id, topic_id))
            db.execute("DELETE FROM jobs WHERE user_id = ? AND target_id = ?", (user_id, topic_id))
            db.execute("DELETE FROM proposals WHERE user_id = ? AND topic_id = ?", (user_id, topic_id))  # its words
            db.execute("DELETE FROM topics WHERE id = ? AND user_id = ?", (topic_id, user_id))
            db.execute("UPDATE users SET msg_version = msg_version + 1 WHERE user_id = ?", (user_id,))
        return len(seqs)
