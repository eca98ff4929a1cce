"""The vector change log of a SQLite file: migrations 8 and 9, the triggers that count and log every change to a
searchable row (a memory's or a message's embedding, state, supersession, validity, owner; a deleted row).

A search keeps each user's vectors in memory; when a user's version moves and these counters do not, the cache
appends the new rows, and when they move it re-reads only the rows logged (`_sqlite_search`). The
triggers, not store code, keep the log, so no write path can forget to. The order and recording of migrations
is `_sqlite_schema`'s.
"""

from __future__ import annotations

import sqlite3

__all__ = ["CHANGE_LOG_KEPT", "m008_vector_rewrites", "m009_vector_changes", "rewrite_trigger"]


def m008_vector_rewrites(db: sqlite3.Connection) -> None:
    # A search keeps each user's vectors in memory and reloaded all of them after any write (1.8 s
    # at 100k). These counters move only when an existing row's searchable columns change or a
    # row goes, so a cache that sees the version move and these not appends the new rows instead.
    # Triggers, not store code, bump them: no write path can forget to.
    db.executescript(
        """
        ALTER TABLE users ADD COLUMN mem_rewrites INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE users ADD COLUMN msg_rewrites INTEGER NOT NULL DEFAULT 0;
        CREATE TRIGGER memories_rewritten AFTER UPDATE OF embedding, state, superseded_by, valid_until, user_id
        ON memories BEGIN
            UPDATE users SET mem_rewrites = mem_rewrites + 1 WHERE user_id IN (old.user_id, new.user_id);
        END;
        CREATE TRIGGER memories_removed AFTER DELETE ON memories BEGIN
            UPDATE users SET mem_rewrites = mem_rewrites + 1 WHERE user_id = old.user_id;
        END;
        CREATE TRIGGER messages_rewritten AFTER UPDATE OF embedding, user_id ON messages BEGIN
            UPDATE users SET msg_rewrites = msg_rewrites + 1 WHERE user_id IN (old.user_id, new.user_id);
        END;
        CREATE TRIGGER messages_removed AFTER DELETE ON messages BEGIN
            UPDATE users SET msg_rewrites = msg_rewrites + 1 WHERE user_id = old.user_id;
        END;
        """
    )


#: rewrites a user's change log keeps per kind; a cache further behind reloads the user's matrix
CHANGE_LOG_KEPT = 4096


def rewrite_trigger(name: str, event: str, table: str, kind: str, row: str, counter: str, changed: str) -> str:
    """A trigger that counts a change to one of `table`'s rows and logs which row, per user touched."""
    touched = ["old.user_id"] if event == "DELETE" else ["old.user_id", "new.user_id"]
    users = ", ".join(touched)
    when = f"\n        WHEN {changed}" if changed else ""
    # One trim per user, with a constant bound: a bound correlated to the row scans the user's log.
    trims = "".join(
        f"""
            DELETE FROM vector_changes WHERE user_id = {u} AND kind = '{kind}'
                AND rewrite <= (SELECT {counter} FROM users WHERE user_id = {u}) - {CHANGE_LOG_KEPT};"""
        for u in touched
    )
    return f"""
        CREATE TRIGGER {name} AFTER {event} ON {table}{when}
        BEGIN
            UPDATE users SET {counter} = {counter} + 1 WHERE user_id IN ({users});
            INSERT OR REPLACE INTO vector_changes (user_id, kind, rewrite, row)
                SELECT user_id, '{kind}', {counter}, {row} FROM users WHERE user_id IN ({users});{trims}
        END;
    """


def m009_vector_changes(db: sqlite3.Connection) -> None:
    # Migration 8's triggers fired on every UPDATE naming a watched column, and the store's updates
    # name them all: a decay or a recorded access reloaded the user's whole matrix on the next search
    # (110 ms at 10k memories, 1.0-1.3 s at 100k), and so did each correction or forgetting. Now they
    # fire only when a watched value changed, and log the row: a cache then re-reads those rows only.
    memory_changed = " OR ".join(
        f"old.{c} IS NOT new.{c}" for c in ("embedding", "state", "superseded_by", "valid_until", "user_id")
    )
    message_changed = " OR ".join(f"old.{c} IS NOT new.{c}" for c in ("embedding", "user_id"))
    script = """
        CREATE TABLE vector_changes (
            user_id TEXT NOT NULL,
            kind    TEXT NOT NULL,
            rewrite INTEGER NOT NULL,
            row     INTEGER NOT NULL,
            PRIMARY KEY (user_id, kind, rewrite)
        ) WITHOUT ROWID;
        DROP TRIGGER memories_rewritten;
        DROP TRIGGER memories_removed;
        DROP TRIGGER messages_rewritten;
        DROP TRIGGER messages_removed;
    """
    watched_memory = "UPDATE OF embedding, state, superseded_by, valid_until, user_id"
    script += rewrite_trigger(
        "memories_rewritten", watched_memory, "memories", "memory", "new.rowid", "mem_rewrites", memory_changed
    )
    script += rewrite_trigger("memories_removed", "DELETE", "memories", "memory", "old.rowid", "mem_rewrites", "")
    script += rewrite_trigger(
        "messages_rewritten",
        "UPDATE OF embedding, user_id",
        "messages",
        "message",
        "new.seq",
        "msg_rewrites",
        message_changed,
    )
    script += rewrite_trigger("messages_removed", "DELETE", "messages", "message", "old.seq", "msg_rewrites", "")
    db.executescript(script)
