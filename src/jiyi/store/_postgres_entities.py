"""The entity layer in `PostgresStore`: its migration and the hooks `EntityBackend` runs its statements through."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, TypeVar

from ._base import NewEvent
from ._entity_store import EntityBackend, Exec
from ._postgres_conn import Conn, PgBase, x
from ._postgres_lifecycle import OUTBOX_LOCK
from ._review_store import ReviewBackend

__all__ = ["ENTITIES_SQL", "EntitiesPgMixin", "ReviewPgMixin", "pg_exec"]

T = TypeVar("T")

# The people, places and things a user talks about (issue #21). `data` holds the whole record (JSON text, read
# back by pydantic as in SQLite); the other columns are what the queries filter and join on.
ENTITIES_SQL = """
CREATE TABLE IF NOT EXISTS entities (
    seq          bigserial PRIMARY KEY,
    id           text NOT NULL UNIQUE,
    user_id      text NOT NULL,
    kind         text NOT NULL,
    state        text NOT NULL,
    name         text NOT NULL,
    merged_into  text,
    updated_at   timestamptz NOT NULL,
    data         text NOT NULL
);
CREATE INDEX IF NOT EXISTS entities_user ON entities (user_id, state, updated_at);
CREATE TABLE IF NOT EXISTS entity_facts (
    seq        bigserial PRIMARY KEY,
    id         text NOT NULL UNIQUE,
    user_id    text NOT NULL,
    entity_id  text NOT NULL,
    memory_id  text NOT NULL,
    data       text NOT NULL
);
CREATE INDEX IF NOT EXISTS entity_facts_entity ON entity_facts (user_id, entity_id);
CREATE INDEX IF NOT EXISTS entity_facts_memory ON entity_facts (user_id, memory_id);
CREATE TABLE IF NOT EXISTS entity_links (
    seq        bigserial PRIMARY KEY,
    id         text NOT NULL UNIQUE,
    user_id    text NOT NULL,
    source_id  text NOT NULL,
    target_id  text NOT NULL,
    memory_id  text NOT NULL,
    data       text NOT NULL
);
CREATE INDEX IF NOT EXISTS entity_links_source ON entity_links (user_id, source_id);
CREATE INDEX IF NOT EXISTS entity_links_target ON entity_links (user_id, target_id);
CREATE INDEX IF NOT EXISTS entity_links_memory ON entity_links (user_id, memory_id);
CREATE TABLE IF NOT EXISTS entity_history (
    seq         bigserial PRIMARY KEY,
    id          text NOT NULL UNIQUE,
    user_id     text NOT NULL,
    entity_id   text NOT NULL,
    related_id  text,
    created_at  timestamptz NOT NULL,
    data        text NOT NULL
);
CREATE INDEX IF NOT EXISTS entity_history_user ON entity_history (user_id, seq);
CREATE INDEX IF NOT EXISTS entity_history_entity ON entity_history (user_id, entity_id);
CREATE INDEX IF NOT EXISTS entity_history_related ON entity_history (user_id, related_id) WHERE related_id IS NOT NULL;
"""


def _pg(sql: str) -> str:
    # The shared statements use `?`; none of them holds a literal question mark.
    return sql.replace("?", "%s")


def pg_exec(conn: Conn) -> Exec:
    """An `Exec` over one transaction's connection."""

    def run(sql: str, params: Sequence[Any]) -> list[Any]:
        cur = x(conn, _pg(sql), tuple(params))
        return cur.fetchall() if cur.description is not None else []

    return run


class EntitiesPgMixin(EntityBackend, PgBase):
    """`EntityBackend`'s hooks over `PostgresStore`'s pool."""

    def _entity_read(self, sql: str, params: Sequence[Any]) -> list[Any]:
        return self.read(_pg(sql), tuple(params))

    def _entity_write(self, fn: Callable[[Exec], T]) -> T:
        return self.write(lambda conn: fn(pg_exec(conn)))

    def _entity_time(self, at: datetime) -> Any:
        return at

    def _entity_memory_ids_from(self, user_id: str, message_ids: Sequence[str]) -> list[str]:
        rows = self.read(
            "SELECT id FROM memories WHERE user_id = %s AND state = 'active' AND superseded_by IS NULL "
            "AND valid_until IS NULL AND message_ids && %s::text[] ORDER BY rowid",
            (user_id, list(message_ids)),
        )
        return [r["id"] for r in rows]


class ReviewPgMixin(ReviewBackend):
    """`ReviewBackend`'s outbox hook over `PostgresStore` (the other hooks are `EntitiesPgMixin`'s)."""

    def _review_events(self, ex: Exec, events: Sequence[NewEvent], at: datetime) -> None:
        ex("SELECT pg_advisory_xact_lock(?)", (OUTBOX_LOCK,))  # last in the transaction: it serialises writers
        super()._review_events(ex, events, at)
