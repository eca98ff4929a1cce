"""The MCP face of the entity layer (issue #21): read-only tools over the people, places and things a user talks
about, for an assistant that wants what it knows about "小王" or "my sister" before it answers.

Kept apart from `_mcp` so the memory tools stay one module; `add_entity_tools` registers them on its server.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field

from ._entity_models import Entity, EntityFact, EntityKind, EntityView
from ._errors import NotFoundError, UserError
from ._sensitive import mask_secrets

if TYPE_CHECKING:
    from mcp.server.mcpserver import MCPServer

    from ._memory import Memory

__all__ = ["EntityDetailOut", "EntityOut", "add_entity_tools"]


class EntityOut(BaseModel):
    """One entity as a list shows it: who or what it is, to the user."""

    id: str
    kind: str
    name: str
    aliases: builtins.list[str] = Field(default_factory=list)
    relation: str = Field(default="", description="its relation to the user, in the user's words")

    @classmethod
    def of(cls, e: Entity) -> EntityOut:
        return cls(id=e.id, kind=e.kind, name=e.name, aliases=list(e.aliases), relation=e.relation)


class FactOut(BaseModel):
    """One attribute value, with when it became true (and, for a replaced one, when it stopped)."""

    attribute: str
    label: str = Field(default="", description="the user's words for the attribute")
    value: str
    since: datetime
    until: datetime | None = None

    @classmethod
    def of(cls, f: EntityFact, *, mask: bool) -> FactOut:
        value = mask_secrets(f.value) if mask else f.value
        return cls(attribute=f.attribute, label=f.label, value=value, since=f.valid_from, until=f.valid_to)


class LinkOut(BaseModel):
    """A relation between this entity and another ("works_at" Siemens)."""

    relation: str
    other_id: str
    other_name: str
    outgoing: bool = Field(description="true: this entity -relation-> other; false: other -relation-> this")


class EntityDetailOut(EntityOut):
    """One entity with its current facts, the values they replaced and its links."""

    facts: builtins.list[FactOut] = Field(default_factory=list)
    past: builtins.list[FactOut] = Field(default_factory=list, description="replaced values, newest first")
    links: builtins.list[LinkOut] = Field(default_factory=list)


def _detail(view: EntityView, names: dict[str, str], *, mask: bool) -> EntityDetailOut:
    e = view.entity
    links = []
    for link in view.links:
        outgoing = link.source_id == e.id
        other = link.target_id if outgoing else link.source_id
        links.append(
            LinkOut(relation=link.relation, other_id=other, other_name=names.get(other, other), outgoing=outgoing)
        )
    past = sorted(view.past, key=lambda f: f.valid_to or f.valid_from, reverse=True)
    return EntityDetailOut(
        **EntityOut.of(e).model_dump(),
        facts=[FactOut.of(f, mask=mask) for f in view.facts],
        past=[FactOut.of(f, mask=mask) for f in past],
        links=links,
    )


def add_entity_tools(
    server: MCPServer, mem: Memory, user_id: str, guard: Callable[[Callable[[], Any]], Any], masked: Callable[[], bool]
) -> None:
    """Register `entities` and `entity` on `server`, acting for `user_id` (errors through `guard`)."""

    @server.tool()
    def entities(
        kind: EntityKind | None = None, relation: str | None = None, query: str | None = None, limit: int = 50
    ) -> builtins.list[EntityOut]:
        """The people, places, organisations, pets, things and events the user has talked about; `relation`
        ("下属", "sister") and `query` (name, alias or relation) are substrings. Read one with `entity`."""
        rows = guard(lambda: mem.entities.list(user_id, kind=kind, relation=relation, query=query, limit=limit))
        return [EntityOut.of(e) for e in rows]

    @server.tool()
    def entity(name_or_id: str) -> EntityDetailOut:
        """What the user said about one person, place or thing (by id, name or alias: "小王", "Amy"): its
        current facts, the values they replaced (with dates) and its links to other entities."""

        def run() -> EntityDetailOut:
            try:
                view = mem.entities.get(user_id, name_or_id)
            except NotFoundError:
                found = mem.entities.find(user_id, name_or_id)
                if not found:
                    raise UserError(f"no entity is called {name_or_id!r}: list them with `entities`") from None
                if len(found) > 1:
                    ids = ", ".join(f"{e.id} ({e.relation or e.kind})" for e in found)
                    raise UserError(f"several entities are called {name_or_id!r}: {ids}; pass one id") from None
                view = mem.entities.get(user_id, found[0].id)
            ends = [x for link in view.links for x in (link.source_id, link.target_id) if x != view.entity.id]
            names = {v.entity.id: v.entity.name for v in mem.entities.views(user_id, ends)} if ends else {}
            return _detail(view, names, mask=masked())

        result: EntityDetailOut = guard(run)
        return result
