"""The entity layer in `SQLiteStore`: its migration and the hooks `EntityBackend` runs its statements through."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from datetime import datetime
from typing import Any, TypeVar

from .._time import to_iso
from ._entity_store import EntityBackend, Exec
from ._review_store import SKIPPED_SQL, sqlite_sql

__all__ = ["EntitiesSQLiteMixin", "m016_entities", "m018_review", "m019_skipped_duplicates"]

T = TypeVar("T")


def m016_entities(db: sqlite3.Connection) -> None:
    # The people, places and things a user talks about (issue #21). `data` holds the whole record (JSON); the
    # other columns are what the queries filter and join on. `seq` keeps write order (history newest first).
    db.executescript(
        """
        CREATE TABLE entities (
            seq          INTEGER PRIMARY KEY AUTOINCREMENT,
            id           TEXT NOT NULL UNIQUE,
            user_id      TEXT NOT NULL,
            kind         TEXT NOT NULL,
            state        TEXT NOT NULL,
            name         TEXT NOT NULL,
            merged_into  TEXT,
            updated_at   TEXT NOT NULL,
            data         TEXT NOT NULL
        );
        CREATE INDEX entities_user ON entities (user_id, state, updated_at);
        CREATE TABLE entity_facts (
            seq        INTEGER PRIMARY KEY AUTOINCREMENT,
            id         TEXT NOT NULL UNIQUE,
            user_id    TEXT NOT NULL,
            entity_id  TEXT NOT NULL,
            memory_id  TEXT NOT NULL,
            data       TEXT NOT NULL
        );
        CREATE INDEX entity_facts_entity ON entity_facts (user_id, entity_id);
        CREATE INDEX entity_facts_memory ON entity_facts (user_id, memory_id);
        CREATE TABLE entity_links (
            seq        INTEGER PRIMARY KEY AUTOINCREMENT,
            id         TEXT NOT NULL UNIQUE,
            user_id    TEXT NOT NULL,
            source_id  TEXT NOT NULL,
            target_id  TEXT NOT NULL,
            memory_id  TEXT NOT NULL,
            data       TEXT NOT NULL
        );
        CREATE INDEX entity_links_source ON entity_links (user_id, source_id);
        CREATE INDEX entity_links_target ON entity_links (user_id, target_id);
        CREATE INDEX entity_links_memory ON entity_links (user_id, memory_id);
        CREATE TABLE entity_history (
            seq         INTEGER PRIMARY KEY AUTOINCREMENT,
            id          TEXT NOT NULL UNIQUE,
            user_id     TEXT NOT NULL,
            entity_id   TEXT NOT NULL,
            related_id  TEXT,
            created_at  TEXT NOT NULL,
            data        TEXT NOT NULL
        );
        CREATE INDEX entity_history_user ON entity_history (user_id, seq);
        CREATE INDEX entity_history_entity ON entity_history (user_id, entity_id);
        CREATE INDEX entity_history_related ON entity_history (user_id, related_id) WHERE related_id IS NOT NULL;
        """
    )


class EntitiesSQLiteMixin(EntityBackend):
    """`EntityBackend`'s hooks over `SQLiteStore`'s connection."""

    def _tx(self) -> AbstractContextManager[sqlite3.Connection]:  # pragma: no cover - provided by SQLiteStore
        raise NotImplementedError

    def _read(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:  # pragma: no cover
        raise NotImplementedError

    def _entity_read(self, sql: str, params: Sequence[Any]) -> list[Any]:
        return self._read(sql, params)

    def _entity_write(self, fn: Callable[[Exec], T]) -> T:
        with self._tx() as db:
            return fn(lambda sql, params: db.execute(sql, tuple(params)).fetchall())

    def _entity_time(self, at: datetime) -> Any:
        return to_iso(at)

    def _entity_memory_ids_from(self, user_id: str, message_ids: Sequence[str]) -> list[str]:
        marks = ", ".join("?" * len(message_ids))
        rows = self._read(
            "SELECT id FROM memories WHERE user_id = ? AND state = 'active' AND superseded_by IS NULL "
            "AND valid_until IS NULL AND EXISTS (SELECT 1 FROM json_each(memories.message_ids) j "
            f"WHERE j.value IN ({marks})) ORDER BY rowid",
            (user_id, *message_ids),
        )
        return [r["id"] for r in rows]


def m018_review(db: sqlite3.Connection) -> None:
    # The stored review (issue #21 item 5): the daily scan's items and the daily / weekly quality reports.
    db.executescript(sqlite_sql())


def m019_skipped_duplicates(db: sqlite3.Connection) -> None:
    # The weekly report's "duplicates skipped": the distiller's skips, counted where it makes them.
    db.executescript(sqlite_sql(SKIPPED_SQL))
