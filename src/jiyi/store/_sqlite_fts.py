"""Full-text rows of messages: each message is indexed with the message before it in its topic.

A reply often answers a question only the turn before names ("What pets do you have?" / "Oscar, my
guinea pig"), so `messages_fts` has a `ctx` column holding the previous message's terms, weighted
below the message's own words in `text_search`.
"""

from __future__ import annotations

import sqlite3

from .._text import fts_context, fts_document

__all__ = ["CONTEXT_WEIGHT", "index_message", "rebuild_message_context"]

#: bm25 weight of the previous message's terms, against 1.0 for the message's own.
CONTEXT_WEIGHT = 0.5


def index_message(db: sqlite3.Connection, seq: int, token: str, user_id: str, topic_id: str, content: str) -> None:
    """Add one stored message (row `seq`) to the full-text index, with its predecessor as context."""
    prev = db.execute(
        "SELECT content FROM messages WHERE user_id = ? AND topic_id = ? AND seq < ? ORDER BY seq DESC LIMIT 1",
        (user_id, topic_id, seq),
    ).fetchone()
    db.execute(
        "INSERT INTO messages_fts (rowid, u, body, ctx) VALUES (?, ?, ?, ?)",
        (seq, token, fts_document(content), fts_context(prev[0]) if prev else ""),
    )


def rebuild_message_context(db: sqlite3.Connection) -> None:
    """Recreate `messages_fts` with the `ctx` column and fill it from the stored messages."""
    db.execute(
        "CREATE VIRTUAL TABLE messages_fts_new USING fts5 (u, body, ctx, tokenize = 'unicode61 remove_diacritics 2')"
    )
    db.execute("INSERT INTO messages_fts_new (rowid, u, body, ctx) SELECT rowid, u, body, '' FROM messages_fts")
    db.execute("DROP TABLE messages_fts")
    db.execute("ALTER TABLE messages_fts_new RENAME TO messages_fts")
    last_seq = 0
    previous: dict[str, str] = {}  # topic id -> content of its latest message seen so far
    while True:
        rows = db.execute(
            "SELECT seq, topic_id, content FROM messages WHERE seq > ? ORDER BY seq LIMIT 2000", (last_seq,)
        ).fetchall()
        if not rows:
            break
        for seq, topic_id, content in rows:
            prev = previous.get(topic_id)
            if prev:
                db.execute("UPDATE messages_fts SET ctx = ? WHERE rowid = ?", (fts_context(prev), seq))
            previous[topic_id] = content
        last_seq = rows[-1][0]
