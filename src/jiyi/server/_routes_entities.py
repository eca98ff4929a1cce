"""`/api/entities`: the people, places and things of one user's world (issue #21). Each route is one facade call.

Another user's entity answers 404 exactly like a missing one (the store scopes every read by user). A merge or a
split moves facts between entities and is undone by `POST /api/entities/history/{id}/undo`, as any change here.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query
from pydantic import BaseModel, Field

from .._entity_models import ENTITY_KINDS, Entity, EntityHistory, EntityKind, EntityView
from .._models import Message
from ..lifecycle._review_entities import EntityReview
from ._deps import CallerDep, MemoryDep
from ._errors import HTTPProblem
from ._schemas import RequestBody

__all__ = ["EntityPage", "EntityUpdate", "MergeRequest", "SplitRequest", "router"]

router = APIRouter(prefix="/api", tags=["entities"])

#: A name, alias or relation as a person would type it: short, never empty once trimmed.
Name = Annotated[str, Field(min_length=1, max_length=200)]
_Id = Annotated[str, Field(min_length=1, max_length=100)]


class EntityUpdate(RequestBody):
    """A change to an entity's identity; omitted fields keep their value. `aliases` replaces the whole list."""

    name: Name | None = None
    aliases: list[Name] | None = Field(default=None, max_length=50)
    relation: Annotated[str, Field(max_length=200)] | None = None
    kind: EntityKind | None = None


class MergeRequest(RequestBody):
    """Fold `other_id` into the entity of the path: its facts, links and aliases move over (undoable)."""

    other_id: _Id


class SplitRequest(RequestBody):
    """Move the facts `fact_ids` of the entity of the path to a new entity called `name` (undoable)."""

    fact_ids: list[_Id] = Field(min_length=1, max_length=500)
    name: Name


class EntityPage(BaseModel):
    """One entity as its page shows it: the view (current facts, replaced values, links), the names of the
    entities its links reach, and the messages its facts and links were read from (each with its topic)."""

    view: EntityView
    names: dict[str, str] = Field(default_factory=dict, description="entity id -> name, for the links' other ends")
    sources: list[Message] = Field(default_factory=list)


@router.get("/entities", response_model=list[Entity])
def list_entities(
    caller: CallerDep,
    mem: MemoryDep,
    kind: Annotated[EntityKind | None, Query(description=f"one of {', '.join(ENTITY_KINDS)}")] = None,
    relation: Annotated[str | None, Query(max_length=200, description="relation to the user (case aside)")] = None,
    q: Annotated[str | None, Query(max_length=200, description="name, alias or relation, substring")] = None,
    include_merged: bool = False,
    limit: Annotated[int, Query(ge=1, le=1000)] = 200,
) -> list[Entity]:
    """The user's people, places and things, most recently changed first: of a `kind`, with a `relation`
    ("下属"), whose name, an alias or relation holds `q` (case aside)."""
    return mem.entities.list(
        caller.user_id, kind=kind, relation=relation or None, query=q or None, include_merged=include_merged,
        limit=limit,
    )  # fmt: skip


@router.get("/entities/review", response_model=EntityReview)
def review_entities(caller: CallerDep, mem: MemoryDep) -> EntityReview:
    """What needs the user's eye: conflicting values of one attribute (pick one), likely duplicated entities
    (merge them), memories no message states (confirm or forget them)."""
    return mem.entities.review(caller.user_id)


@router.get("/entities/history", response_model=list[EntityHistory])
def all_entity_history(
    caller: CallerDep, mem: MemoryDep, limit: Annotated[int, Query(ge=1, le=1000)] = 100
) -> list[EntityHistory]:
    """Changes to any of the user's entities, newest first; each can be undone by its id."""
    return mem.entities.history(caller.user_id, limit=limit)


@router.post("/entities/history/{history_id}/undo", response_model=Entity)
def undo_entity_change(history_id: str, caller: CallerDep, mem: MemoryDep) -> Entity:
    """Undo one change (a rename, merge, split, delete, restore); 409 when it was already undone."""
    return mem.entities.undo(caller.user_id, history_id)


@router.get("/entities/{entity_id}", response_model=EntityPage)
def get_entity(entity_id: str, caller: CallerDep, mem: MemoryDep) -> EntityPage:
    """One entity with its facts, past values, links and sources. A merged entity's id answers with the entity
    it was merged into."""
    view = mem.entities.get(caller.user_id, entity_id)
    ends = {x for link in view.links for x in (link.source_id, link.target_id)} - {view.entity.id}
    names = {v.entity.id: v.entity.name for v in mem.entities.views(caller.user_id, sorted(ends))} if ends else {}
    return EntityPage(view=view, names=names, sources=mem.entities.sources(caller.user_id, view.entity.id))


@router.patch("/entities/{entity_id}", response_model=Entity)
def update_entity(entity_id: str, body: EntityUpdate, caller: CallerDep, mem: MemoryDep) -> Entity:
    """Rename, set the aliases, the relation or the kind (undoable)."""
    if body.model_dump(exclude_none=True) == {}:
        raise HTTPProblem(
            422, "validation_error", "nothing to change: give name, aliases, relation or kind", field="body"
        )
    return mem.entities.update(
        caller.user_id, entity_id, name=body.name, aliases=body.aliases, relation=body.relation, kind=body.kind
    )


@router.post("/entities/{entity_id}/merge", response_model=Entity)
def merge_entities(entity_id: str, body: MergeRequest, caller: CallerDep, mem: MemoryDep) -> Entity:
    """Merge `other_id` into this entity; returns the entity kept. 409 when both are the same entity."""
    return mem.entities.merge(caller.user_id, entity_id, body.other_id)


@router.post("/entities/{entity_id}/split", response_model=Entity, status_code=201)
def split_entity(entity_id: str, body: SplitRequest, caller: CallerDep, mem: MemoryDep) -> Entity:
    """Move some facts to a new entity; returns the new entity. A fact of another entity is refused (422)."""
    return mem.entities.split(caller.user_id, entity_id, body.fact_ids, name=body.name)


@router.delete("/entities/{entity_id}", response_model=Entity)
def delete_entity(entity_id: str, caller: CallerDep, mem: MemoryDep) -> Entity:
    """Delete an entity (soft: restorable; the memories that state its facts are kept)."""
    return mem.entities.delete(caller.user_id, entity_id)


@router.post("/entities/{entity_id}/restore", response_model=Entity)
def restore_entity(entity_id: str, caller: CallerDep, mem: MemoryDep) -> Entity:
    """Bring back a deleted entity."""
    return mem.entities.restore(caller.user_id, entity_id)


@router.get("/entities/{entity_id}/history", response_model=list[EntityHistory])
def entity_history(
    entity_id: str, caller: CallerDep, mem: MemoryDep, limit: Annotated[int, Query(ge=1, le=1000)] = 100
) -> list[EntityHistory]:
    """Changes to one entity, newest first (404 for an unknown or another user's id)."""
    mem.entities.get(caller.user_id, entity_id)  # 404 before an empty list could hide a wrong id
    return mem.entities.history(caller.user_id, entity_id, limit=limit)
