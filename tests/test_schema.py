"""A blank database gets exactly this schema, in WAL mode, with its migrations recorded."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory, ValidationError
from jiyi.embedders import HashEmbedder
from jiyi.store import SQLiteStore

from .conftest import T0

EXPECTED = {
    "api_keys": [
        "id",
        "key_hash",
        "prefix",
        "user_id",
        "admin",
        "name",
        "created_at",
        "last_used_at",
        "revoked_at",
    ],
    "history": [
        "id",
        "memory_id",
        "user_id",
        "event",
        "old_content",
        "new_content",
        "old_state",
        "new_state",
        "related_id",
        "actor",
        "reason",
        "created_at",
        "undone",
    ],
    "jobs": [
        "id",
        "user_id",
        "kind",
        "target_id",
        "status",
        "attempts",
        "error",
        "next_run_at",
        "created_at",
        "updated_at",
        "lease_owner",
        "lease_until",
    ],
    "events": ["seq", "id", "user_id", "type", "data", "created_at"],
    "todo_state": [
        *("memory_id", "user_id", "remind_at", "reminded_at", "completed_at", "updated_at", "repeat"),
        *("next_remind_at", "done_count", "last_done_at", "undo"),
    ],
    "llm_usage": ["id", "user_id", "purpose", "prompt_tokens", "completion_tokens", "calls", "created_at"],
    "memories": [
        "rowid",
        "id",
        "user_id",
        "type",
        "content",
        "content_hash",
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
        "embedding",
        "agent_id",
        "metadata",
    ],
    "memories_fts": ["u", "body"],
    "entities": ["seq", "id", "user_id", "kind", "state", "name", "merged_into", "updated_at", "data"],
    "entity_facts": ["seq", "id", "user_id", "entity_id", "memory_id", "data"],
    "entity_history": ["seq", "id", "user_id", "entity_id", "related_id", "created_at", "data"],
    "entity_links": ["seq", "id", "user_id", "source_id", "target_id", "memory_id", "data"],
    "messages": ["seq", "id", "user_id", "topic_id", "role", "content", "created_at", "embedding", "forgotten_at"],
    "messages_fts": ["u", "body", "ctx"],
    "meta": ["key", "value"],
    "migrations": ["version", "name", "applied_at"],
    "profiles": ["user_id", "version", "narrative", "created_at"],
    "proposals": [
        "id",
        "user_id",
        "topic_id",
        "type",
        "content",
        "importance",
        "confidence",
        "message_ids",
        "supersedes",
        "valid_from",
        "due_at",
        "language",
        "reason",
        "status",
        "memory_id",
        "created_at",
        "expires_at",
        "decided_at",
    ],
    "quality_reports": ["seq", "id", "user_id", "period", "created_at", "data"],
    "review_items": ["seq", "id", "user_id", "key", "kind", "status", "found_at", "data"],
    "settings": ["user_id", "data", "updated_at"],
    "skipped_duplicates": ["seq", "id", "user_id", "created_at", "n"],
    "topics": [
        "id",
        "user_id",
        "title",
        "created_at",
        "last_active_at",
        "memory_processed_at",
        "last_processed_message_id",
        "last_processed_seq",
        "message_count",
        "forgotten_at",
        "agent_id",
        "metadata",
    ],
    "users": ["user_id", "created_at", "mem_version", "msg_version", "mem_rewrites", "msg_rewrites"],
    "vector_changes": ["user_id", "kind", "rewrite", "row"],
    "webhook_cursors": ["receiver", "after_seq", "lease_owner", "lease_until", "seen_at", "updated_at"],
}


def test_blank_database_has_exact_schema(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "blank.db", now=T0)
    assert store.schema() == EXPECTED
    store.close()


def test_wal_busy_timeout_and_migrations_recorded(tmp_path: Path) -> None:
    path = tmp_path / "x.db"
    SQLiteStore(path, now=T0).close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("SELECT version, name FROM migrations").fetchall() == [
        (1, "core"),
        (2, "api_keys"),
        (3, "lifecycle"),
        (4, "fts_stems"),
        (5, "message_context"),
        (6, "memories_type_index"),
        (7, "fts_mixed_scripts"),
        (8, "vector_rewrites"),
        (9, "vector_changes"),
        (10, "forgotten_topics"),
        (11, "content_hash_meaning"),
        (12, "webhook_cursors"),
        (13, "superseded_index"),
        (14, "proposals"),
        (15, "agent_scope"),
        (16, "entities"),
        (17, "dated_index"),
        (18, "review"),
        (19, "skipped_duplicates"),
        (20, "todo_repeat"),
        (21, "todo_next"),
        (22, "todo_next_index"),
        (23, "todo_undo"),
    ]
    db.close()
    # Reopening applies nothing twice.
    SQLiteStore(path, now=T0).close()
    db = sqlite3.connect(path)
    assert db.execute("SELECT COUNT(*) FROM migrations").fetchone()[0] == 23
    db.close()


def test_store_refuses_a_different_embedder(tmp_path: Path) -> None:
    path = tmp_path / "x.db"
    Memory(path, embedder=HashEmbedder(64), clock=FixedClock(T0)).close()
    with pytest.raises(ValidationError, match="holds vectors from embedder"):
        Memory(path, embedder=HashEmbedder(128), clock=FixedClock(T0))


def test_not_a_database_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "junk.db"
    path.write_bytes(b"this is not sqlite" * 100)
    from jiyi import StoreError

    with pytest.raises(StoreError, match="cannot open"):
        SQLiteStore(path, now=T0)
