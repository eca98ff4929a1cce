"""The entity layer's tables, shared by both SQL stores (see `Store.apply_entities` and its neighbours).

Each row keeps the whole record as JSON in `data` beside the columns the queries filter and join on (user,
entity, memory, state), so both stores run the same statements: a backend supplies only how to read, how to
run a write transaction, its parameter marker and how it stores a time (`EntityBackend`). Every statement names
the user: a row of another user is never read, changed or removed.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, TypeVar

from .._entity_models import Entity, EntityFact, EntityHistory, EntityLink
from .._errors import ConflictError, NotFoundError, ValidationError
from ._base import EntityChange

__all__ = ["ENTITY_TABLES", "EntityBackend", "Exec"]

#: Every table of the entity layer (all carry `user_id`): what `erase_user` removes.
ENTITY_TABLES = ("entity_history", "entity_links", "entity_facts", "entities")

#: Runs one statement (written with `?` markers) inside a write transaction and returns its rows ([] for none).
Exec = Callable[[str, Sequence[Any]], list[Any]]
T = TypeVar("T")


def _marks(n: int) -> str:
    return ", ".join("?" * n)


class EntityBackend:
    """The entity methods of `Store`, written once over a backend's read / write / time hooks."""

    @abstractmethod
    def _entity_read(self, sql: str, params: Sequence[Any]) -> list[Any]:
        """Run a read (`?` markers) and return rows addressable by column name."""

    @abstractmethod
    def _entity_write(self, fn: Callable[[Exec], T]) -> T:
        """Run `fn` in one write transaction."""

    @abstractmethod
    def _entity_time(self, at: datetime) -> Any:
        """A time as the backend's time columns take it."""

    @abstractmethod
    def _entity_memory_ids_from(self, user_id: str, message_ids: Sequence[str]) -> list[str]:
        """Ids of the user's current memories with one of `message_ids` among their sources."""

    # --- writes ------------------------------------------------------------------------------------
    def apply_entities(self, user_id: str, change: EntityChange) -> None:
        rows: list[tuple[str, str]] = [("entities", e.id) for e in change.entities]
        rows += [("entity_facts", f.id) for f in change.facts] + [("entity_links", k.id) for k in change.links]
        rows += [("entity_history", h.id) for h in change.history]
        owners = [e.user_id for e in change.entities] + [f.user_id for f in change.facts]
        owners += [k.user_id for k in change.links] + [h.user_id for h in change.history]
        if any(u != user_id for u in owners):
            raise ValidationError("an entity row names another user than the one it is written for", field="user_id")

        def run(ex: Exec) -> None:
            _claim_all(ex, user_id, rows)
            _write(ex, self._entity_time, user_id, change)

        self._entity_write(run)

    def erase_entities(self, user_id: str, memory_ids: Sequence[str] | None = None) -> int:
        def run(ex: Exec) -> int:
            if memory_ids is None:
                return sum(
                    len(ex(f"DELETE FROM {t} WHERE user_id = ? RETURNING id", (user_id,))) for t in ENTITY_TABLES
                )
            ids = list(memory_ids)
            if not ids:
                return 0
            m = _marks(len(ids))
            facts = ex(
                f"DELETE FROM entity_facts WHERE user_id = ? AND memory_id IN ({m}) RETURNING entity_id",
                (user_id, *ids),
            )
            links = ex(
                f"DELETE FROM entity_links WHERE user_id = ? AND memory_id IN ({m}) RETURNING source_id, target_id",
                (user_id, *ids),
            )
            touched = (
                {r["entity_id"] for r in facts} | {r["source_id"] for r in links} | {r["target_id"] for r in links}
            )
            gone = 0
            for eid in sorted(touched):
                left = ex(
                    "SELECT 1 FROM entity_facts WHERE user_id = ? AND entity_id = ? UNION ALL "
                    "SELECT 1 FROM entity_links WHERE user_id = ? AND (source_id = ? OR target_id = ?) LIMIT 1",
                    (user_id, eid, user_id, eid, eid),
                )
                if left:
                    # It stays, but no history row may keep a copy of what was erased (its facts' values).
                    rows = ex(
                        "SELECT id, data FROM entity_history WHERE user_id = ? AND (entity_id = ? OR related_id = ?)",
                        (user_id, eid, eid),
                    )
                    for r in rows:
                        if any(mid in r["data"] for mid in ids):
                            gone += len(
                                ex(
                                    "DELETE FROM entity_history WHERE user_id = ? AND id = ? RETURNING id",
                                    (user_id, r["id"]),
                                )
                            )
                    continue
                # Its name and relation were said in what is erased: the entity and its history go with them.
                gone += len(ex("DELETE FROM entities WHERE user_id = ? AND id = ? RETURNING id", (user_id, eid)))
                gone += len(
                    ex(
                        "DELETE FROM entity_history WHERE user_id = ? AND (entity_id = ? OR related_id = ?) "
                        "RETURNING id",
                        (user_id, eid, eid),
                    )
                )
            return len(facts) + len(links) + gone

        return self._entity_write(run)

    # --- reads ---------------------------------------------------------------------------------------
    def list_entities(
        self,
        user_id: str,
        *,
        ids: Sequence[str] | None = None,
        states: Sequence[str] | None = None,
        kind: str | None = None,
        limit: int | None = None,
    ) -> list[Entity]:
        sql = "SELECT data FROM entities WHERE user_id = ?"
        params: list[Any] = [user_id]
        if ids is not None:
            if not ids:
                return []
            sql += f" AND id IN ({_marks(len(ids))})"
            params += list(ids)
        if states is not None:
            sql += f" AND state IN ({_marks(len(states))})"
            params += list(states)
        if kind is not None:
            sql += " AND kind = ?"
            params.append(kind)
        # Ties (one extraction writes several at one clock time) go in the order they were written, as the user said
        # them, never by id: an id ends in random characters, and a set listed in id order would come out in another
        # order for the same history.
        sql += " ORDER BY updated_at DESC, seq"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(int(limit))
        return [Entity.model_validate_json(r["data"]) for r in self._entity_read(sql, params)]

    def list_entity_facts(
        self,
        user_id: str,
        *,
        entity_ids: Sequence[str] | None = None,
        memory_ids: Sequence[str] | None = None,
        fact_ids: Sequence[str] | None = None,
    ) -> list[EntityFact]:
        sql, params = _filtered(
            "SELECT data FROM entity_facts WHERE user_id = ?",
            user_id,
            [("entity_id", entity_ids), ("memory_id", memory_ids), ("id", fact_ids)],
        )
        if sql is None:
            return []
        return [EntityFact.model_validate_json(r["data"]) for r in self._entity_read(sql + " ORDER BY seq", params)]

    def list_entity_links(
        self, user_id: str, *, entity_ids: Sequence[str] | None = None, memory_ids: Sequence[str] | None = None
    ) -> list[EntityLink]:
        sql, params = "SELECT data FROM entity_links WHERE user_id = ?", [user_id]
        if entity_ids is not None:
            if not entity_ids:
                return []
            m = _marks(len(entity_ids))
            sql += f" AND (source_id IN ({m}) OR target_id IN ({m}))"
            params += [*entity_ids, *entity_ids]
        if memory_ids is not None:
            if not memory_ids:
                return []
            sql += f" AND memory_id IN ({_marks(len(memory_ids))})"
            params += list(memory_ids)
        return [EntityLink.model_validate_json(r["data"]) for r in self._entity_read(sql + " ORDER BY seq", params)]

    def list_entity_history(
        self, user_id: str, entity_id: str | None = None, *, limit: int = 100
    ) -> list[EntityHistory]:
        sql, params = "SELECT data FROM entity_history WHERE user_id = ?", [user_id]
        if entity_id is not None:
            sql += " AND (entity_id = ? OR related_id = ?)"
            params += [entity_id, entity_id]
        rows = self._entity_read(sql + " ORDER BY seq DESC LIMIT ?", [*params, int(limit)])
        return [EntityHistory.model_validate_json(r["data"]) for r in rows]

    def get_entity_history(self, user_id: str, history_id: str) -> EntityHistory:
        rows = self._entity_read("SELECT data FROM entity_history WHERE user_id = ? AND id = ?", (user_id, history_id))
        if not rows:
            raise NotFoundError("entity change", history_id)
        return EntityHistory.model_validate_json(rows[0]["data"])

    def memories_from_messages(self, user_id: str, message_ids: Sequence[str]) -> list[Any]:
        ids = self._entity_memory_ids_from(user_id, list(message_ids)) if message_ids else []
        return self.get_memories(user_id, ids) if ids else []  # type: ignore[attr-defined]


def _filtered(
    sql: str, user_id: str, filters: Sequence[tuple[str, Sequence[str] | None]]
) -> tuple[str | None, list[Any]]:
    """`sql` narrowed by `column IN (...)` for each filter given; (None, []) when one is empty (nothing matches)."""
    params: list[Any] = [user_id]
    for column, values in filters:
        if values is None:
            continue
        if not values:
            return None, []
        sql += f" AND {column} IN ({_marks(len(values))})"
        params += list(values)
    return sql, params


def _claim_all(ex: Exec, user_id: str, rows: Sequence[tuple[str, str]]) -> None:
    """ConflictError (nothing written) when one of the ids is already another user's row."""
    by_table: dict[str, list[str]] = {}
    for table, rid in rows:
        by_table.setdefault(table, []).append(rid)
    for table, ids in by_table.items():
        for start in range(0, len(ids), 500):
            part = ids[start : start + 500]
            taken = ex(f"SELECT id FROM {table} WHERE id IN ({_marks(len(part))}) AND user_id <> ?", (*part, user_id))
            if taken:
                raise ConflictError(
                    f"{table[:-1] if table != 'entities' else 'entity'} {taken[0]['id']!r} belongs to another user"
                )


def _write(ex: Exec, at: Callable[[datetime], Any], user_id: str, change: EntityChange) -> None:
    for fid in change.drop_facts:
        ex("DELETE FROM entity_facts WHERE user_id = ? AND id = ?", (user_id, fid))
    for lid in change.drop_links:
        ex("DELETE FROM entity_links WHERE user_id = ? AND id = ?", (user_id, lid))
    for e in change.entities:
        ex(
            "INSERT INTO entities (id, user_id, kind, state, name, merged_into, updated_at, data) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, "
            "state = excluded.state, name = excluded.name, merged_into = excluded.merged_into, "
            "updated_at = excluded.updated_at, data = excluded.data",
            (e.id, user_id, e.kind, e.state, e.name, e.merged_into, at(e.updated_at), e.model_dump_json()),
        )
    for f in change.facts:
        ex(
            "INSERT INTO entity_facts (id, user_id, entity_id, memory_id, data) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (id) DO UPDATE SET entity_id = excluded.entity_id, memory_id = excluded.memory_id, "
            "data = excluded.data",
            (f.id, user_id, f.entity_id, f.memory_id, f.model_dump_json()),
        )
    for k in change.links:
        ex(
            "INSERT INTO entity_links (id, user_id, source_id, target_id, memory_id, data) VALUES (?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (id) DO UPDATE SET source_id = excluded.source_id, target_id = excluded.target_id, "
            "memory_id = excluded.memory_id, data = excluded.data",
            (k.id, user_id, k.source_id, k.target_id, k.memory_id, k.model_dump_json()),
        )
    for h in change.history:
        ex(
            "INSERT INTO entity_history (id, user_id, entity_id, related_id, created_at, data) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET data = excluded.data",
            (h.id, user_id, h.entity_id, h.related_id, at(h.created_at), h.model_dump_json()),
        )


def import_entities(ex: Exec, at: Callable[[datetime], Any], user_id: str, rows: EntityChange) -> dict[str, int]:
    """Write an import's entity rows inside the import's transaction: a row this user has already is kept as it
    is (the import is idempotent); one of another user's ids raises ConflictError. Returns rows written."""
    counts = {"entities": 0, "entity_facts": 0, "entity_links": 0}
    fresh = EntityChange()
    for table, records, target in (
        ("entities", rows.entities, fresh.entities),
        ("entity_facts", rows.facts, fresh.facts),
        ("entity_links", rows.links, fresh.links),
    ):
        for rec in records:
            found = ex(f"SELECT user_id FROM {table} WHERE id = ?", (rec.id,))
            if found and found[0]["user_id"] != user_id:
                raise ConflictError(
                    f"{table} row {rec.id!r} already exists for another user in this database; nothing was imported"
                )
            if not found:
                target.append(rec.model_copy(update={"user_id": user_id}))  # type: ignore[arg-type]
                counts[table] += 1
    _write(ex, at, user_id, fresh)
    return counts
