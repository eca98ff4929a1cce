"""Import into `SQLiteStore` (`Store.import_batch`) and the whole-user reads an export makes.

An import claims each record id for its user first (`_claim`): a record this user already has is skipped, so a
partial import can be run again; another user's id is a conflict and nothing is written.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime

from .._errors import ConflictError, NotFoundError, ValidationError
from .._models import HistoryEntry
from .._scope import dump_metadata
from .._text import fts_document
from .._time import from_iso, to_iso
from ._base import ChangeSet, ImportBatch, ProfileVersion
from ._entity_store import import_entities
from ._review_store import import_review
from ._sqlite_fts import index_message
from ._sqlite_hooks import SQLiteHooks
from ._sqlite_proposals import write_proposals
from ._sqlite_rows import history_from_row, iso_or_none, memory_params, row_seq, user_token
from ._vectors import vector_blob

__all__ = ["ImportSQLiteMixin"]


class ImportSQLiteMixin(SQLiteHooks):
    """`import_batch` and the export reads of `SQLiteStore`."""

    def list_all_history(self, user_id: str) -> list[HistoryEntry]:
        rows = self._read("SELECT * FROM history WHERE user_id = ? ORDER BY created_at, rowid", (user_id,))
        return [history_from_row(r) for r in rows]

    def list_profiles(self, user_id: str) -> list[ProfileVersion]:
        rows = self._read(
            "SELECT version, narrative, created_at FROM profiles WHERE user_id = ? ORDER BY version", (user_id,)
        )
        return [ProfileVersion(int(r[0]), str(r[1]), from_iso(r[2])) for r in rows]

    def has_settings(self, user_id: str) -> bool:
        return bool(self._read("SELECT 1 FROM settings WHERE user_id = ?", (user_id,)))

    @staticmethod
    def _claim(db: sqlite3.Connection, table: str, kind: str, record_id: str, user_id: str) -> bool:
        """True when `record_id` is new; False when this user has it already; ConflictError for another user's."""
        row = db.execute(f"SELECT user_id FROM {table} WHERE id = ?", (record_id,)).fetchone()
        if row is None:
            return True
        if row[0] != user_id:
            raise ConflictError(
                f"{kind} {record_id!r} already exists for another user in this database; nothing was imported"
            )
        return False

    def import_batch(self, user_id: str, batch: ImportBatch, now: datetime) -> dict[str, int]:
        counts = dict.fromkeys(("topics", "messages", "memories", "history", "settings", "profiles"), 0)
        tok = user_token(user_id)
        with self._tx() as db:
            self._ensure_user(db, user_id, to_iso(now))
            for t in batch.topics:
                if self._claim(db, "topics", "topic", t.id, user_id):
                    db.execute(
                        "INSERT INTO topics (id, user_id, title, created_at, last_active_at, memory_processed_at, "
                        "last_processed_message_id, forgotten_at, agent_id, metadata) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (
                            t.id,
                            user_id,
                            t.title,
                            to_iso(t.created_at),
                            iso_or_none(t.last_active_at),
                            iso_or_none(t.memory_processed_at),
                            t.last_processed_message_id,
                            iso_or_none(t.forgotten_at),
                            t.agent_id,
                            dump_metadata(t.metadata),
                        ),
                    )
                    counts["topics"] += 1
            for m in batch.messages:
                if not self._claim(db, "messages", "message", m.id, user_id):
                    continue
                owned = db.execute(
                    "SELECT forgotten_at FROM topics WHERE id = ? AND user_id = ?", (m.topic_id, user_id)
                ).fetchone()
                if owned is None:
                    raise NotFoundError("topic", m.topic_id)
                cur = db.execute(  # a forgotten topic's messages stay hidden in the copy
                    "INSERT INTO messages (id, user_id, topic_id, role, content, created_at, embedding, forgotten_at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        m.id,
                        user_id,
                        m.topic_id,
                        m.role.value,
                        m.content,
                        to_iso(m.created_at),
                        vector_blob(m.vector),
                        owned[0],
                    ),
                )
                index_message(db, row_seq(cur), tok, user_id, m.topic_id, m.content)
                counts["messages"] += 1
            for rec, vec in batch.memories:
                if rec.user_id != user_id:
                    raise ValidationError("an import may only write its own user's memories", field="user_id")
                if not self._claim(db, "memories", "memory", rec.id, user_id):
                    continue
                params = memory_params(rec)
                params["embedding"] = vector_blob(vec)
                cols = ", ".join(params)
                cur = db.execute(f"INSERT INTO memories ({cols}) VALUES ({', '.join(':' + k for k in params)})", params)
                db.execute(
                    "INSERT INTO memories_fts (rowid, u, body) VALUES (?, ?, ?)",
                    (cur.lastrowid, tok, fts_document(rec.content)),
                )
                counts["memories"] += 1
            for h in batch.history:
                if not self._claim(db, "history", "history entry", h.id, user_id):
                    continue
                db.execute(
                    "INSERT INTO history (id, memory_id, user_id, event, old_content, new_content, old_state, "
                    "new_state, related_id, actor, reason, created_at, undone) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
                counts["history"] += 1
            if batch.settings is not None:
                counts["settings"] = db.execute(
                    "INSERT OR IGNORE INTO settings (user_id, data, updated_at) VALUES (?, ?, ?)",
                    (user_id, batch.settings.model_dump_json(), to_iso(now)),
                ).rowcount
            for p in batch.profiles:
                counts["profiles"] += db.execute(
                    "INSERT OR IGNORE INTO profiles (user_id, version, narrative, created_at) VALUES (?, ?, ?, ?)",
                    (user_id, p.version, p.narrative, to_iso(p.created_at)),
                ).rowcount
            fresh = [p for p in batch.proposals if self._claim(db, "proposals", "proposal", p.id, user_id)]
            write_proposals(db, user_id, ChangeSet(proposals=fresh))
            counts["proposals"] = len(fresh)
            counts |= import_entities(lambda q, p: db.execute(q, tuple(p)).fetchall(), to_iso, user_id, batch.entities)
            counts |= import_review(lambda q, p: db.execute(q, tuple(p)).fetchall(), user_id, batch.review_items,
                                    batch.quality_reports, to_iso)  # fmt: skip
            # Derived topic columns follow the rows actually stored, so a partial earlier import heals.
            for t in batch.topics:
                db.execute(
                    "UPDATE topics SET message_count = (SELECT COUNT(*) FROM messages WHERE topic_id = topics.id), "
                    "last_processed_seq = (SELECT seq FROM messages WHERE id = topics.last_processed_message_id) "
                    "WHERE id = ? AND user_id = ?",
                    (t.id, user_id),
                )
            if counts["memories"]:
                self._bump(db, user_id, "mem_version")
            if counts["messages"]:
                self._bump(db, user_id, "msg_version")
        return counts
