"""`mem.entities`: the people, places and things a user talks about, with their facts (issue #21).

Every method takes the user first and reads or writes only that user's rows (the store scopes each query). The
user's changes — update, merge, split, delete, restore — each write an `EntityHistory` row holding the rows they
touched before and after, so `undo` can put any one of them back. Whether a fact is current is read from its
memory each time (`jiyi._entity_views`), so forgetting, deleting, correcting or restoring a memory is followed by
every read without the entity layer being told.
"""

from __future__ import annotations

import builtins
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ._entity_checks import MAX_NAME, check_ids, check_kind, check_name, merged_names
from ._entity_models import (
    Entity,
    EntityAction,
    EntityFact,
    EntityHistory,
    EntityLink,
    EntityView,
    Mention,
)
from ._entity_read import read_views
from ._entity_rename import undo_renamed_memories
from ._errors import ConflictError, NotFoundError, ValidationError
from ._ids import new_id
from ._models import MemoryRecord, Message, Topic
from ._validate import check_text, check_user_id
from .lifecycle._review_entities import EntityReview, review_entities
from .store._base import EntityChange, MemoryFilter

if TYPE_CHECKING:
    from ._memory import Memory

__all__ = ["Entities", "Rows"]

_UNDOABLE = ("update", "merge", "split", "delete", "restore")


@dataclass(slots=True)
class Rows:
    """Rows of the entity layer as one change found or left them."""

    entities: list[Entity] = field(default_factory=list)
    facts: list[EntityFact] = field(default_factory=list)
    links: list[EntityLink] = field(default_factory=list)

    def dump(self) -> dict[str, Any]:
        return {
            "entities": [e.model_dump(mode="json") for e in self.entities],
            "facts": [f.model_dump(mode="json") for f in self.facts],
            "links": [k.model_dump(mode="json") for k in self.links],
        }

    @staticmethod
    def load(data: dict[str, Any]) -> Rows:
        return Rows(
            [Entity.model_validate(e) for e in data.get("entities", [])],
            [EntityFact.model_validate(f) for f in data.get("facts", [])],
            [EntityLink.model_validate(k) for k in data.get("links", [])],
        )


class Entities:
    """`mem.entities`: list, read, record, correct, merge, split, delete, restore and undo a user's entities."""

    def __init__(self, mem: Memory) -> None:
        self._m = mem

    # --- reading ---------------------------------------------------------------------------------
    def list(
        self,
        user_id: str,
        *,
        kind: str | None = None,
        relation: str | None = None,
        query: str | None = None,
        include_merged: bool = False,
        include_deleted: bool = False,
        limit: int = 200,
    ) -> builtins.list[Entity]:
        """The user's entities, most recently changed first: of a `kind`, with a `relation` (case aside), whose
        name, an alias or relation holds `query` (case aside). Merged and deleted ones only when asked."""
        check_user_id(user_id)
        if not 1 <= limit <= 1000:
            raise ValidationError("limit must be 1-1000", field="limit")
        k = check_kind(kind) if kind is not None else None
        rel = check_text(relation, field="relation").strip().casefold() if relation is not None else None
        q = check_text(query, field="query").strip().casefold() if query is not None else None
        states = ["active"] + (["merged"] if include_merged else []) + (["deleted"] if include_deleted else [])
        out = []
        found = self._m.store.list_entities(user_id, states=states, kind=k)
        # the relation as the views show it: it follows the memory that said it
        for e in (v.entity for v in self._views(user_id, found, every=not include_merged and not include_deleted)):
            if rel and e.relation.casefold() != rel:
                continue
            if q and not any(q in s.casefold() for s in (e.name, e.relation, *e.aliases)):
                continue
            out.append(e)
            if len(out) == limit:
                break
        return out

    def get(self, user_id: str, entity_id: str) -> EntityView:
        """One entity with its current facts, past values and links; a merged entity's id answers with the entity
        it was merged into. NotFoundError for an unknown id (or another user's)."""
        check_user_id(user_id)
        entity = self._entity(user_id, entity_id)
        for _ in range(32):  # merges chain (a merged into b, b into c); a cycle cannot be written, but stop anyway
            if entity.state != "merged" or entity.merged_into is None:
                break
            entity = self._entity(user_id, entity.merged_into)
        return self._views(user_id, [entity])[0]

    def views(self, user_id: str, entity_ids: Sequence[str] | None = None) -> builtins.list[EntityView]:
        """The views of these entities (NotFoundError for an unknown id), or, with None, of every active entity
        something current is known about (a current fact or link): what recall reads."""
        check_user_id(user_id)
        if entity_ids is None:
            return [v for v in self.active_views(user_id) if v.facts or v.links]
        ids = check_ids(entity_ids, field="entity_ids")
        found = {e.id: e for e in self._m.store.list_entities(user_id, ids=ids)}
        missing = [i for i in ids if i not in found]
        if missing:
            raise NotFoundError("entity", missing[0])
        return self._views(user_id, [found[i] for i in ids])

    def active_views(self, user_id: str) -> builtins.list[EntityView]:
        """The views of every active entity of the user, those nothing current is known about included (what
        resolution matches a mention against)."""
        check_user_id(user_id)
        return self._views(user_id, self._m.store.list_entities(user_id, states=["active"]), every=True)

    def find(self, user_id: str, name: str) -> builtins.list[Entity]:
        """The active entities named `name` or having it as an alias (exact, case aside)."""
        check_user_id(user_id)
        key = check_name(name, field="name").casefold()
        return [
            e
            for e in self._m.store.list_entities(user_id, states=["active"])
            if key in {n.casefold() for n in (e.name, *e.aliases)}
        ]

    def history(self, user_id: str, entity_id: str | None = None, *, limit: int = 100) -> builtins.list[EntityHistory]:
        """Changes to one entity (or to all the user's entities), newest first."""
        check_user_id(user_id)
        if not 1 <= limit <= 1000:
            raise ValidationError("limit must be 1-1000", field="limit")
        if entity_id is not None:
            self._entity(user_id, entity_id)
        return self._m.store.list_entity_history(user_id, entity_id, limit=limit)

    def review(self, user_id: str) -> EntityReview:
        """What needs the user's eye, computed now (`jiyi.lifecycle._review_entities`): conflicting current values of
        a single-valued attribute on one entity (pick one), likely duplicated entities (merge them), current
        memories no message states that the user neither typed nor confirmed (confirm or forget them)."""
        check_user_id(user_id)
        # Every active entity, facts or not: two entities with one name are duplicates before either has a fact.
        views = self._views(user_id, self._m.store.list_entities(user_id, states=["active"]))
        return review_entities(user_id, views, self._current_memories(user_id))

    def sources(self, user_id: str, entity_id: str) -> builtins.list[Message]:
        """The messages the entity's current facts and links were read from, oldest first (each names its topic).
        A replaced value's messages are left out: the conversation that stated it may have been forgotten since."""
        view = self.get(user_id, entity_id)
        said = [m for f in view.facts for m in f.message_ids] + [m for k in view.links for m in k.message_ids]
        ids = dict.fromkeys(said)
        found = self._m.store.get_messages(user_id, list(ids)) if ids else []
        return sorted(found, key=lambda m: (m.created_at, m.seq))

    def _current_memories(self, user_id: str) -> Iterator[MemoryRecord]:
        flt = MemoryFilter(current_only=True, sort="created_asc")
        offset, page = 0, 1000
        while True:
            rows = self._m.store.list_memories(user_id, flt, limit=page, offset=offset)
            yield from rows
            if len(rows) < page:
                return
            offset += page

    # --- writing what was said ----------------------------------------------------------------------
    def record(
        self,
        user_id: str,
        mentions: Sequence[Mention],
        *,
        message_ids: Sequence[str],
        memory_id: str | None = None,
        recent_ids: Sequence[str] = (),
        topic_id: str | None = None,
        candidates: Sequence[MemoryRecord] | None = None,
    ) -> builtins.list[Entity]:
        """Resolve and write what an extractor read in one message (`jiyi._entity_record`): each mention joins a
        known entity or makes one; each fact is indexed over `memory_id`, else over a current memory from these
        messages that names the entity, else over a new memory phrased from the mention. A new value of a
        single-valued attribute (or a correction) replaces the current one, with history. Returns the entities
        written, in the mentions' order."""
        from ._entity_record import record_mentions

        check_user_id(user_id)
        if not isinstance(mentions, Sequence) or not all(isinstance(m, Mention) for m in mentions):
            raise ValidationError("mentions must be a list of Mention", field="mentions")
        ids = check_ids(message_ids, field="message_ids")
        return record_mentions(
            self._m, self, user_id, list(mentions), ids, memory_id, list(recent_ids), topic_id, candidates
        )

    def _after_batch(
        self,
        user_id: str,
        topic: Topic,
        new: Sequence[Message],
        context: Sequence[Message],
        written: Sequence[MemoryRecord],
    ) -> None:
        """Record the entity mentions of a distilled batch's user messages (the distiller's hook, see
        `jiyi._entity_record.record_batch`)."""
        from ._entity_record import record_batch

        record_batch(self._m, self, user_id, topic, new, context, written)

    # --- the user's changes ---------------------------------------------------------------------------
    def update(
        self,
        user_id: str,
        entity_id: str,
        *,
        name: str | None = None,
        aliases: Sequence[str] | None = None,
        relation: str | None = None,
        kind: str | None = None,
    ) -> Entity:
        """Rename an entity, replace its aliases, relation or kind (undoable). Arguments left None keep their value."""
        check_user_id(user_id)
        if name is None and aliases is None and relation is None and kind is None:
            raise ValidationError("nothing to change: give name, aliases, relation or kind", field="name")
        old = self._active(user_id, entity_id)
        new_name = check_name(name, field="name") if name is not None else old.name
        changes: dict[str, Any] = {"name": new_name, "updated_at": self._now()}
        if aliases is not None:
            if isinstance(aliases, str) or not isinstance(aliases, Sequence):
                raise ValidationError("aliases must be a list of names", field="aliases")
            changes["aliases"] = merged_names(new_name, [check_name(a, field="aliases") for a in aliases])
        else:
            changes["aliases"] = merged_names(new_name, old.aliases)
        if relation is not None:
            changes["relation"] = check_text(relation, field="relation").strip()[:MAX_NAME]
        if kind is not None:
            changes["kind"] = check_kind(kind)
        new = old.model_copy(update=changes)
        self._commit(user_id, "update", old.id, None, Rows([old]), Rows([new]))
        return new

    def merge(self, user_id: str, keep_id: str, other_id: str) -> Entity:
        """Fold `other` into `keep`: its facts, links and names move to `keep`; `other` stays as merged (its id
        answers with `keep`). Undoable."""
        check_user_id(user_id)
        if keep_id == other_id:
            raise ValidationError("cannot merge an entity into itself", field="other_id")
        keep, other = self._active(user_id, keep_id), self._active(user_id, other_id)
        now = self._now()
        facts = self._m.store.list_entity_facts(user_id, entity_ids=[other.id])
        links = self._m.store.list_entity_links(user_id, entity_ids=[other.id])
        moved_links, dropped = [], []
        for k in links:
            src = keep.id if k.source_id == other.id else k.source_id
            dst = keep.id if k.target_id == other.id else k.target_id
            if src == dst:  # "keep -knows-> other" says nothing once they are one
                dropped.append(k.id)
            else:
                moved_links.append(k.model_copy(update={"source_id": src, "target_id": dst}))
        kept = keep.model_copy(
            update={
                "aliases": merged_names(keep.name, keep.aliases, [other.name], other.aliases),
                "relation": keep.relation or other.relation,
                "updated_at": now,
            }
        )
        folded = other.model_copy(update={"state": "merged", "merged_into": keep.id, "updated_at": now})
        after = Rows([kept, folded], [f.model_copy(update={"entity_id": keep.id}) for f in facts], moved_links)
        self._commit(user_id, "merge", keep.id, other.id, Rows([keep, other], facts, links), after, drop_links=dropped)
        return kept

    def split(self, user_id: str, entity_id: str, fact_ids: Sequence[str], *, name: str) -> Entity:
        """Move the given facts of an entity to a new entity named `name` (one entity was two). Undoable."""
        check_user_id(user_id)
        new_name = check_name(name, field="name")
        ids = check_ids(fact_ids, field="fact_ids")
        if not ids:
            raise ValidationError("give the ids of the facts to split off", field="fact_ids")
        old = self._active(user_id, entity_id)
        facts = {f.id: f for f in self._m.store.list_entity_facts(user_id, entity_ids=[old.id])}
        stray = [i for i in ids if i not in facts]
        if stray:
            raise ValidationError(f"fact {stray[0]!r} is not one of entity {old.id}'s facts", field="fact_ids")
        now = self._now()
        created = Entity(
            id=new_id("ent"), user_id=user_id, kind=old.kind, name=new_name, agent_id=old.agent_id,
            created_at=now, updated_at=now,
        )  # fmt: skip
        touched = old.model_copy(update={"updated_at": now})
        moved = [facts[i].model_copy(update={"entity_id": created.id}) for i in dict.fromkeys(ids)]
        before = Rows([old], [facts[i] for i in dict.fromkeys(ids)])
        self._commit(user_id, "split", old.id, created.id, before, Rows([touched, created], moved))
        return created

    def delete(self, user_id: str, entity_id: str) -> Entity:
        """Remove an entity from lists, views and recall (its memories are untouched). Undoable; `restore` too."""
        check_user_id(user_id)
        return self._set_state(user_id, self._active(user_id, entity_id), "delete", "deleted")

    def restore(self, user_id: str, entity_id: str) -> Entity:
        """Bring a deleted entity back. ConflictError when it is not deleted."""
        check_user_id(user_id)
        old = self._entity(user_id, entity_id)
        if old.state != "deleted":
            raise ConflictError(f"entity {entity_id} is {old.state}, not deleted")
        return self._set_state(user_id, old, "restore", "active")

    def undo(self, user_id: str, history_id: str) -> Entity:
        """Revert one change (update, merge, split, delete, restore): the rows it touched are written back as they
        were. ConflictError when it was undone already, or an entity it changed was changed again since."""
        check_user_id(user_id)
        entry = self._m.store.get_entity_history(user_id, history_id)
        if entry.undone:
            raise ConflictError(f"change {history_id} was already undone")
        if entry.action not in _UNDOABLE:
            raise ConflictError(f"change {history_id} ({entry.action}) cannot be undone here; undo its memory instead")
        before, after = Rows.load(entry.before), Rows.load(entry.after)
        store, now = self._m.store, self._now()
        current = {e.id: e for e in store.list_entities(user_id, ids=[e.id for e in after.entities])}
        for e in after.entities:
            if e.id not in current or current[e.id] != e:  # any change since, not only a later time
                raise ConflictError(f"entity {e.id} was changed since; undo the later change first")
        facts_now = {f.id: f for f in store.list_entity_facts(user_id, fact_ids=[f.id for f in after.facts])}
        for f in after.facts:
            if f.id in facts_now and facts_now[f.id].entity_id != f.entity_id:
                raise ConflictError(f"fact {f.id} was moved since; undo the later change first")
        was = {e.id for e in before.entities}
        restored = [e.model_copy(update={"updated_at": now}) for e in before.entities]
        # An entity the change made (a split's new one) goes away as the user removes one: deleted, not erased.
        restored += [
            current[e.id].model_copy(update={"state": "deleted", "updated_at": now})
            for e in after.entities
            if e.id not in was
        ]
        kept_links = {k.id for k in before.links}
        # Facts and links go back to the entities they were on, as they are now: a value replaced since stays
        # replaced, and an erased fact is not brought back.
        facts = [
            facts_now[f.id].model_copy(update={"entity_id": f.entity_id}) for f in before.facts if f.id in facts_now
        ]
        links_now = {k.id: k for k in store.list_entity_links(user_id, entity_ids=[e.id for e in after.entities])}
        dropped = {k.id for k in before.links} - {k.id for k in after.links}  # by the change itself (a merge's loop)
        links = [
            links_now[k.id].model_copy(update={"source_id": k.source_id, "target_id": k.target_id})
            if k.id in links_now
            else k
            for k in before.links
            if k.id in links_now or k.id in dropped
        ]
        undo_row = self._history(user_id, "undo", entry.entity_id, entry.id, Rows(list(current.values())), None)
        undo_row = undo_row.model_copy(update={"after": Rows(restored, facts, links).dump()})
        change = EntityChange(
            entities=restored,
            facts=facts,
            links=links,
            drop_links=[k.id for k in after.links if k.id not in kept_links],
            history=[entry.model_copy(update={"undone": True}), undo_row],
        )
        store.apply_entities(user_id, change)
        undo_renamed_memories(self._m, user_id, entry.after)  # a name put right: its memories say the old one again
        return self._entity(user_id, entry.entity_id)

    # --- plumbing ------------------------------------------------------------------------------------
    def _now(self) -> datetime:
        return self._m.clock.now()

    def _entity(self, user_id: str, entity_id: str) -> Entity:
        if not isinstance(entity_id, str) or not entity_id:
            raise ValidationError("entity_id must be a non-empty string", field="entity_id")
        found = self._m.store.list_entities(user_id, ids=[entity_id])
        if not found:
            raise NotFoundError("entity", entity_id)
        return found[0]

    def _active(self, user_id: str, entity_id: str) -> Entity:
        e = self._entity(user_id, entity_id)
        if e.state != "active":
            raise ConflictError(f"entity {entity_id} is {e.state}; only an active entity can be changed")
        return e

    def _views(self, user_id: str, entities: Sequence[Entity], *, every: bool = False) -> builtins.list[EntityView]:
        return read_views(self._m.store, user_id, entities, every=every)

    def _set_state(self, user_id: str, old: Entity, action: EntityAction, state: str) -> Entity:
        new = old.model_copy(update={"state": state, "updated_at": self._now()})
        self._commit(user_id, action, old.id, None, Rows([old]), Rows([new]))
        return new

    def _history(
        self, user_id: str, action: EntityAction, entity_id: str, related_id: str | None, before: Rows,
        after: Rows | None, *, actor: str = "user", reason: str = "",
    ) -> EntityHistory:  # fmt: skip
        return EntityHistory(
            id=new_id("ehs"),
            user_id=user_id,
            entity_id=entity_id,
            related_id=related_id,
            action=action,
            actor=actor,
            before=before.dump(),
            after=after.dump() if after is not None else {},
            reason=reason,
            created_at=self._now(),
        )

    def _commit(
        self, user_id: str, action: EntityAction, entity_id: str, related_id: str | None, before: Rows, after: Rows,
        *, drop_links: Sequence[str] = (),
    ) -> None:  # fmt: skip
        """Write `after` with a history row holding both sides, in one transaction."""
        self._m.store.apply_entities(
            user_id,
            EntityChange(
                entities=after.entities,
                facts=after.facts,
                links=after.links,
                drop_links=list(drop_links),
                history=[self._history(user_id, action, entity_id, related_id, before, after)],
            ),
        )
