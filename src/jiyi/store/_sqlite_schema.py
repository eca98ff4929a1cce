"""SQLite schema as an ordered list of small migrations, each recorded in `migrations` when applied.

Never edit a released migration: append a new one. Migrations of one concept live beside it (the vector change
log in `_sqlite_vector_log`, the entities in `_sqlite_entities`); this module orders them and records them.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from ._sqlite_entities import m016_entities, m018_review, m019_skipped_duplicates
from ._sqlite_vector_log import CHANGE_LOG_KEPT, m008_vector_rewrites, m009_vector_changes, rewrite_trigger

__all__ = ["CHANGE_LOG_KEPT", "MIGRATIONS", "migrate"]


def _m001_core(db: sqlite3.Connection) -> None:
    db.executescript(
        """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

        CREATE TABLE users (
            user_id      TEXT PRIMARY KEY,
            created_at   TEXT NOT NULL,
            mem_version  INTEGER NOT NULL DEFAULT 0,
            msg_version  INTEGER NOT NULL DEFAULT 0
        );

        CREATE TABLE settings (
            user_id     TEXT PRIMARY KEY,
            data        TEXT NOT NULL,
            updated_at  TEXT NOT NULL
        );

        CREATE TABLE topics (
            id                         TEXT PRIMARY KEY,
            user_id                    TEXT NOT NULL,
            title                      TEXT NOT NULL,
            created_at                 TEXT NOT NULL,
            last_active_at             TEXT,
            memory_processed_at        TEXT,
            last_processed_message_id  TEXT,
            last_processed_seq         INTEGER,
            message_count              INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX topics_user_active ON topics (user_id, last_active_at);

        CREATE TABLE messages (
            seq         INTEGER PRIMARY KEY AUTOINCREMENT,
            id          TEXT NOT NULL UNIQUE,
            user_id     TEXT NOT NULL,
            topic_id    TEXT NOT NULL REFERENCES topics (id),
            role        TEXT NOT NULL,
            content     TEXT NOT NULL,
            created_at  TEXT NOT NULL,
            embedding   BLOB
        );
        CREATE INDEX messages_topic ON messages (user_id, topic_id, seq);
        CREATE INDEX messages_user_time ON messages (user_id, created_at);

        CREATE TABLE memories (
            rowid             INTEGER PRIMARY KEY AUTOINCREMENT,
            id                TEXT NOT NULL UNIQUE,
            user_id           TEXT NOT NULL,
            type              TEXT NOT NULL,
            content           TEXT NOT NULL,
            content_hash      TEXT NOT NULL,
            importance        REAL NOT NULL,
            confidence        REAL NOT NULL,
            source            TEXT NOT NULL,
            verified          INTEGER NOT NULL DEFAULT 0,
            access_count      INTEGER NOT NULL DEFAULT 0,
            last_accessed_at  TEXT,
            valid_from        TEXT,
            valid_until       TEXT,
            supersedes        TEXT,
            superseded_by     TEXT,
            state             TEXT NOT NULL,
            expires_at        TEXT,
            topic_id          TEXT,
            message_ids       TEXT NOT NULL DEFAULT '[]',
            language          TEXT NOT NULL,
            due_at            TEXT,
            created_at        TEXT NOT NULL,
            updated_at        TEXT NOT NULL,
            embedding         BLOB
        );
        CREATE INDEX memories_user_state ON memories (user_id, state, type);
        CREATE INDEX memories_user_hash ON memories (user_id, content_hash);
        CREATE INDEX memories_user_created ON memories (user_id, created_at);

        CREATE TABLE history (
            id           TEXT PRIMARY KEY,
            memory_id    TEXT NOT NULL,
            user_id      TEXT NOT NULL,
            event        TEXT NOT NULL,
            old_content  TEXT,
            new_content  TEXT,
            old_state    TEXT,
            new_state    TEXT,
            related_id   TEXT,
            actor        TEXT NOT NULL,
            reason       TEXT NOT NULL DEFAULT '',
            created_at   TEXT NOT NULL,
            undone       INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX history_memory ON history (user_id, memory_id, created_at);

        -- Full text: `u` holds a per-user token so the MATCH itself is scoped by user;
        -- `body` holds words plus Han characters and character pairs (see jiyi._text).
        CREATE VIRTUAL TABLE memories_fts USING fts5 (u, body, tokenize = 'unicode61 remove_diacritics 2');
        CREATE VIRTUAL TABLE messages_fts USING fts5 (u, body, tokenize = 'unicode61 remove_diacritics 2');

        CREATE TABLE profiles (
            user_id     TEXT NOT NULL,
            version     INTEGER NOT NULL,
            narrative   TEXT NOT NULL,
            created_at  TEXT NOT NULL,
            PRIMARY KEY (user_id, version)
        );

        CREATE TABLE jobs (
            id           TEXT PRIMARY KEY,
            user_id      TEXT NOT NULL,
            kind         TEXT NOT NULL,
            target_id    TEXT NOT NULL,
            status       TEXT NOT NULL,
            attempts     INTEGER NOT NULL DEFAULT 0,
            error        TEXT,
            next_run_at  TEXT,
            created_at   TEXT NOT NULL,
            updated_at   TEXT NOT NULL,
            UNIQUE (user_id, kind, target_id)
        );
        CREATE INDEX jobs_status ON jobs (status, next_run_at);

        CREATE TABLE llm_usage (
            id                 INTEGER PRIMARY KEY AUTOINCREMENT,
            user_id            TEXT NOT NULL,
            purpose            TEXT NOT NULL,
            prompt_tokens      INTEGER NOT NULL,
            completion_tokens  INTEGER NOT NULL,
            calls              INTEGER NOT NULL,
            created_at         TEXT NOT NULL
        );
        CREATE INDEX llm_usage_user ON llm_usage (user_id, created_at);
        """
    )


def _m002_api_keys(db: sqlite3.Connection) -> None:
    # Server API keys: only a SHA-256 of each key is kept. `user_id` NULL with admin = 1 is an admin key.
    db.executescript(
        """
        CREATE TABLE api_keys (
            id            TEXT PRIMARY KEY,
            key_hash      TEXT NOT NULL UNIQUE,
            prefix        TEXT NOT NULL,
            user_id       TEXT,
            admin         INTEGER NOT NULL DEFAULT 0,
            name          TEXT NOT NULL DEFAULT '',
            created_at    TEXT NOT NULL,
            last_used_at  TEXT,
            revoked_at    TEXT
        );
        CREATE INDEX api_keys_user ON api_keys (user_id);
        """
    )


def _m003_lifecycle(db: sqlite3.Connection) -> None:
    # Leases on jobs (several workers on one file), the event outbox tailed by `jiyi serve`, reminder state
    # of todo memories (a todo is a memory; this table only says when it reminds and whether it is done).
    db.executescript(
        """
        ALTER TABLE jobs ADD COLUMN lease_owner TEXT;
        ALTER TABLE jobs ADD COLUMN lease_until TEXT;

        CREATE TABLE events (
            seq         INTEGER PRIMARY KEY AUTOINCREMENT,
            id          TEXT NOT NULL UNIQUE,
            user_id     TEXT NOT NULL,
            type        TEXT NOT NULL,
            data        TEXT NOT NULL,
            created_at  TEXT NOT NULL
        );
        CREATE INDEX events_time ON events (created_at);

        CREATE TABLE todo_state (
            memory_id     TEXT PRIMARY KEY,
            user_id       TEXT NOT NULL,
            remind_at     TEXT,
            reminded_at   TEXT,
            completed_at  TEXT,
            updated_at    TEXT NOT NULL
        );
        CREATE INDEX todo_state_user ON todo_state (user_id);
        CREATE INDEX memories_due ON memories (due_at) WHERE due_at IS NOT NULL;
        """
    )


def _m004_fts_stems(db: sqlite3.Connection) -> None:
    # Full text now stores English words stemmed (jiyi._text.fts_document): recompute every body
    # from the stored content. The per-user `u` column stays as it is.
    _reindex_bodies(db)


def _reindex_bodies(db: sqlite3.Connection) -> None:
    """Recompute every full-text body from the stored content with today's `fts_document`."""
    from .._text import fts_document

    for table, content, key in (("memories", "memories_fts", "rowid"), ("messages", "messages_fts", "seq")):
        last = 0
        while True:
            rows = db.execute(
                f"SELECT {key}, content FROM {table} WHERE {key} > ? ORDER BY {key} LIMIT 2000", (last,)
            ).fetchall()
            if not rows:
                break
            for rowid, text in rows:
                db.execute(f"UPDATE {content} SET body = ? WHERE rowid = ?", (fts_document(text), rowid))
            last = rows[-1][0]


def _m005_message_context(db: sqlite3.Connection) -> None:
    # messages_fts gains a `ctx` column: the previous message of the same topic (see _sqlite_fts).
    from ._sqlite_fts import rebuild_message_context

    rebuild_message_context(db)


def _m006_type_index(db: sqlite3.Connection) -> None:
    # Listing one type newest first (context()'s recent episode summaries) otherwise walks the
    # user's whole (user_id, created_at) index when that type is rare: 29 ms at 10k memories.
    db.executescript("CREATE INDEX memories_user_type_created ON memories (user_id, type, created_at);")


def _m007_fts_mixed_scripts(db: sqlite3.Connection) -> None:
    # Han text glued to ASCII ("用Python写代码", "第3次去成都") was one token: it now splits where the
    # script changes, so "写代码" and "成都" match. Recompute the bodies and the previous-message context.
    from ._sqlite_fts import rebuild_message_context

    _reindex_bodies(db)
    rebuild_message_context(db)


def _m010_forgotten_topics(db: sqlite3.Connection) -> None:
    # `Memory.forget_topic` hides a conversation without destroying it (restorable): the topic and each
    # of its messages carry when it was forgotten. Messages carry it themselves so every message search
    # filters its own rows (no join), and the vector cache sees the change through the trigger below.
    message_changed = " OR ".join(f"old.{c} IS NOT new.{c}" for c in ("embedding", "user_id", "forgotten_at"))
    script = """
        ALTER TABLE topics ADD COLUMN forgotten_at TEXT;
        ALTER TABLE messages ADD COLUMN forgotten_at TEXT;
        DROP TRIGGER messages_rewritten;
    """
    script += rewrite_trigger(
        "messages_rewritten",
        "UPDATE OF embedding, user_id, forgotten_at",
        "messages",
        "message",
        "new.seq",
        "msg_rewrites",
        message_changed,
    )
    db.executescript(script)


def _m011_content_hash_meaning(db: sqlite3.Connection) -> None:
    # `content_hash` dropped every non-word character, so "I use C++" was a duplicate of "I use C#" and was never
    # stored. It now keeps what can carry meaning (jiyi._text.hash_form): recompute it for every row. The column
    # has a plain index, no unique one, so rows that differ (or agree) under the new hash cannot fail this.
    from .._text import content_hash

    last = 0
    while True:
        rows = db.execute(
            "SELECT rowid, content FROM memories WHERE rowid > ? ORDER BY rowid LIMIT 2000", (last,)
        ).fetchall()
        if not rows:
            break
        for rowid, text in rows:
            db.execute("UPDATE memories SET content_hash = ? WHERE rowid = ?", (content_hash(text), rowid))
        last = rows[-1][0]


def _m012_webhook_cursors(db: sqlite3.Connection) -> None:
    # Webhook delivery survives restarts: per receiver (the SHA-256 of its URL, so a token in a URL is not
    # kept in the file) the seq of the last event it accepted, and a lease naming the server that delivers
    # to it, so several `jiyi serve` on one database do not each send every event. `seen_at` is the last
    # claim: outbox pruning keeps what a receiver still claimed by some server has not received.
    db.executescript(
        """
        CREATE TABLE webhook_cursors (
            receiver     TEXT PRIMARY KEY,
            after_seq    INTEGER NOT NULL,
            lease_owner  TEXT,
            lease_until  TEXT,
            seen_at      TEXT NOT NULL,
            updated_at   TEXT NOT NULL
        );
        """
    )


def _m013_superseded_index(db: sqlite3.Connection) -> None:
    # context() must not quote the source of a corrected memory: the superseded versions stay
    # `active` with `superseded_by` set, and without this (small, partial) index finding them walked
    # every active row of the user, 10-60 ms at 10k memories (Store.withdrawn_sources).
    db.executescript("CREATE INDEX memories_superseded ON memories (user_id) WHERE superseded_by IS NOT NULL;")


def _m014_proposals(db: sqlite3.Connection) -> None:
    # Auto-extract off: distillation proposes memories instead of writing them, and the user
    # confirms or rejects each. A row is never deleted by a decision (only by erasing the user or the topic):
    # an unanswered one past `expires_at` is listed as expired and can still be confirmed.
    db.executescript(
        """
        CREATE TABLE proposals (
            id           TEXT PRIMARY KEY,
            user_id      TEXT NOT NULL,
            topic_id     TEXT,
            type         TEXT NOT NULL,
            content      TEXT NOT NULL,
            importance   REAL NOT NULL,
            confidence   REAL NOT NULL,
            message_ids  TEXT NOT NULL DEFAULT '[]',
            supersedes   TEXT,
            valid_from   TEXT,
            due_at       TEXT,
            language     TEXT NOT NULL,
            reason       TEXT NOT NULL DEFAULT '',
            status       TEXT NOT NULL,
            memory_id    TEXT,
            created_at   TEXT NOT NULL,
            expires_at   TEXT NOT NULL,
            decided_at   TEXT
        );
        CREATE INDEX proposals_user ON proposals (user_id, created_at);
        """
    )


def _m015_agent_scope(db: sqlite3.Connection) -> None:
    # Memories and topics may belong to an agent / app of the user (jiyi._scope) and carry the caller's JSON
    # metadata (compact JSON text; '{}' when none). Reads filter on the agent inside the user's rows: the index
    # leads with the user, so no query can reach another user's rows through it.
    db.executescript(
        """
        ALTER TABLE memories ADD COLUMN agent_id TEXT;
        ALTER TABLE memories ADD COLUMN metadata TEXT NOT NULL DEFAULT '{}';
        ALTER TABLE topics ADD COLUMN agent_id TEXT;
        ALTER TABLE topics ADD COLUMN metadata TEXT NOT NULL DEFAULT '{}';
        CREATE INDEX memories_user_agent ON memories (user_id, agent_id) WHERE agent_id IS NOT NULL;
        CREATE INDEX topics_user_agent ON topics (user_id, agent_id) WHERE agent_id IS NOT NULL;
        """
    )


def _m017_dated_index(db: sqlite3.Connection) -> None:
    # context() reads the user's due todos on every call: with only (user_id, state, type) to go on, that walked
    # every todo of the user (850 rows, 1-2 ms at 10k memories) to find the few with a due date — none at all for
    # most users. A partial index holds only dated rows.
    db.executescript("CREATE INDEX memories_user_dated ON memories (user_id, type, state) WHERE due_at IS NOT NULL;")


def _m020_todo_repeat(db: sqlite3.Connection) -> None:
    # How often a todo comes round ("weekly/2", see jiyi._repeat); NULL: it reminds once.
    db.executescript("ALTER TABLE todo_state ADD COLUMN repeat TEXT;")


def _m021_todo_next(db: sqlite3.Connection) -> None:
    # A repeating todo's next fire time, so the tick selects in SQL only the todos due (it computed each fired
    # one's in Python), and the count and time of its done occurrences ("done this time" keeps the todo open).
    # A todo fired before this gets the next time it would have fired at.
    from .._time import from_iso, to_iso
    from ._records import legacy_next_remind

    for stmt in (
        "ALTER TABLE todo_state ADD COLUMN next_remind_at TEXT",
        "ALTER TABLE todo_state ADD COLUMN done_count INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE todo_state ADD COLUMN last_done_at TEXT",
    ):
        db.execute(stmt)
    rows = db.execute(
        "SELECT t.memory_id, t.repeat, m.due_at, t.remind_at, t.reminded_at FROM todo_state t JOIN memories m "
        "ON m.id = t.memory_id WHERE t.repeat IS NOT NULL AND t.reminded_at IS NOT NULL AND m.due_at IS NOT NULL"
    ).fetchall()
    for memory_id, repeat, due, remind, reminded in rows:
        nxt = legacy_next_remind(repeat, from_iso(due), from_iso(remind) if remind else None, from_iso(reminded))
        if nxt is not None:
            db.execute("UPDATE todo_state SET next_remind_at = ? WHERE memory_id = ?", (to_iso(nxt), memory_id))


def _m022_todo_next_index(db: sqlite3.Connection) -> None:
    # The reminder tick finds repeating todos by their next time (store fire_sql): without an index that read
    # every dated memory on each tick.
    db.execute("CREATE INDEX todo_state_next ON todo_state (next_remind_at) WHERE next_remind_at IS NOT NULL")


def _m023_todo_undo(db: sqlite3.Connection) -> None:
    # A repeating todo done for this time keeps the state before (JSON, `TodoRecord.undo_text`) so the done can
    # be undone (`reopen_todo`) without writing a new version of its memory.
    db.execute("ALTER TABLE todo_state ADD COLUMN undo TEXT")


MIGRATIONS: list[tuple[str, Callable[[sqlite3.Connection], None]]] = [
    ("core", _m001_core),
    ("api_keys", _m002_api_keys),
    ("lifecycle", _m003_lifecycle),
    ("fts_stems", _m004_fts_stems),
    ("message_context", _m005_message_context),
    ("memories_type_index", _m006_type_index),
    ("fts_mixed_scripts", _m007_fts_mixed_scripts),
    ("vector_rewrites", m008_vector_rewrites),
    ("vector_changes", m009_vector_changes),
    ("forgotten_topics", _m010_forgotten_topics),
    ("content_hash_meaning", _m011_content_hash_meaning),
    ("webhook_cursors", _m012_webhook_cursors),
    ("superseded_index", _m013_superseded_index),
    ("proposals", _m014_proposals),
    ("agent_scope", _m015_agent_scope),
    ("entities", m016_entities),
    ("dated_index", _m017_dated_index),
    ("review", m018_review),
    ("skipped_duplicates", m019_skipped_duplicates),
    ("todo_repeat", _m020_todo_repeat),
    ("todo_next", _m021_todo_next),
    ("todo_next_index", _m022_todo_next_index),
    ("todo_undo", _m023_todo_undo),
]


def migrate(db: sqlite3.Connection, now_iso: str) -> list[str]:
    """Apply pending migrations in order; returns the names applied. Safe to call concurrently."""
    db.execute(
        "CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
        "applied_at TEXT NOT NULL)"
    )
    applied: list[str] = []
    for version, (name, step) in enumerate(MIGRATIONS, start=1):
        db.execute("BEGIN IMMEDIATE")
        try:
            done = db.execute("SELECT 1 FROM migrations WHERE version = ?", (version,)).fetchone()
            if done is None:
                # executescript would commit our transaction; run the statements one by one instead.
                _run_in_tx(db, step)
                db.execute(
                    "INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)",
                    (version, name, now_iso),
                )
                applied.append(name)
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
    return applied


class _TxConnection:
    """Runs a migration's `executescript` as individual statements inside the caller's transaction."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def executescript(self, script: str) -> None:
        buf = ""
        for line in script.splitlines(keepends=True):
            if line.strip().startswith("--"):
                continue
            buf += line
            if sqlite3.complete_statement(buf):
                self._db.execute(buf)
                buf = ""
        if buf.strip():
            self._db.execute(buf)

    def execute(self, sql: str, params: tuple[object, ...] = ()) -> sqlite3.Cursor:
        return self._db.execute(sql, params)


def _run_in_tx(db: sqlite3.Connection, step: Callable[[sqlite3.Connection], None]) -> None:
    step(_TxConnection(db))  # type: ignore[arg-type]
