"""Reading entity views from the store: an entity's facts and links with the memories that decide whether each is
current (their newer versions, and a deleted version's predecessor), for `jiyi._entity_views.build_views`."""

from __future__ import annotations

from collections.abc import Sequence

from ._entity_models import Entity, EntityView
from ._entity_views import build_views
from ._models import MemoryState
from .store._base import Store

__all__ = ["read_views"]


def read_views(store: Store, user_id: str, entities: Sequence[Entity], *, every: bool = False) -> list[EntityView]:
    """Views of `entities`; `every`: they are all the user's active ones (their facts are read without a
    list of ids, and a merged or deleted entity's facts left aside)."""
    if not entities:
        return []
    ids = [e.id for e in entities]
    facts = store.list_entity_facts(user_id, entity_ids=None if every else ids)
    if every:
        mine = set(ids)
        facts = [f for f in facts if f.entity_id in mine]
    known = {f.id for f in facts}
    # what replaced a fact may sit on another entity (split off since): its currency decides this one's
    replacing = sorted({f.superseded_by for f in facts if f.superseded_by and f.superseded_by not in known})
    extra = store.list_entity_facts(user_id, fact_ids=replacing) if replacing else []
    links = store.list_entity_links(user_id, entity_ids=None if every else ids)
    memory_ids = sorted({f.memory_id for f in [*facts, *extra]} | {k.memory_id for k in links})
    memories = {m.id: m for m in store.get_memories(user_id, memory_ids)} if memory_ids else {}
    # A replaced memory's newer versions: what it carried besides the corrected value is still said by them.
    for _ in range(16):
        newer = sorted({m.superseded_by for m in memories.values() if m.superseded_by} - memories.keys())
        if not newer:
            break
        memories |= {m.id: m for m in store.get_memories(user_id, newer)}
    # A deleted version's predecessor: current again when the deletion was the undo of a correction.
    older = sorted({m.supersedes for m in memories.values() if m.supersedes and m.state is MemoryState.DELETED})
    if missing := [i for i in older if i not in memories]:
        memories |= {m.id: m for m in store.get_memories(user_id, missing)}
    stale = {k.target_id for k in links if not (m := memories.get(k.memory_id)) or not m.is_current}
    others = sorted(stale - set(ids))
    names = {e.id: [e.name, *e.aliases] for e in store.list_entities(user_id, ids=others)} if others else {}
    return build_views(entities, [*facts, *extra], links, memories, names)
