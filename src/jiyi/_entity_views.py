"""Whether an entity's facts are current, decided at read time from the memories that state them.

A fact never stands alone: it is current while its memory is current and no current later value replaced it.
Nothing is written when a memory is deleted, forgotten, superseded, restored or undone — every path that changes a
memory (the facade, `forget_topic`, `forget_about`, the lifecycle's decay, `clear`) is followed at once because
the memory's own state is read each time, so a fact can never be left stale by a path that forgot to tell it.

- current: its memory is current, and it was not replaced (or what replaced it is no longer current: the
  correction was undone, its memory deleted);
- past: its memory is still active (perhaps superseded by a newer version) and it is not current: a value the
  user once gave, shown as history;
- hidden: its memory is deleted, forgotten or gone: neither shown nor recalled.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence

from ._entity_models import Entity, EntityFact, EntityLink, EntityView
from ._models import MemoryRecord, MemoryState

__all__ = ["RELATION", "build_views", "fact_states", "still_said", "undone_from"]

#: The attribute a mention's relation to the user is indexed under, so it is forgotten with its memory too.
RELATION = "relation"


def latest(memory: MemoryRecord, memories: Mapping[str, MemoryRecord]) -> MemoryRecord | None:
    """The version that replaced `memory` (following `superseded_by`), or None when the chain leaves `memories`."""
    seen = {memory.id}
    while memory.superseded_by is not None and memory.state is MemoryState.ACTIVE:
        nxt = memories.get(memory.superseded_by)
        if nxt is None or nxt.id in seen:
            return None
        seen.add(nxt.id)
        memory = nxt
    return memory


def still_said(memory_id: str, words: Sequence[str], memories: Mapping[str, MemoryRecord]) -> bool:
    """Whether what a fact or link says (its value, a link's target names) is still said by its memory: the memory
    is current, or a newer version of it is and still says `words` (or the old text never said them: the row was
    only hung on it). A correction of one value in a memory makes a new version; the rest it carried stays."""
    mem = memories.get(memory_id)
    if mem is None:
        return False
    if mem.is_current:
        return True
    keys = [w.casefold() for w in words if w.strip()]
    undone = undone_from(mem, memories)
    if undone is not None:
        # A correction that was undone: its version is deleted and the one it replaced is current again. What the
        # correction carried over (a relation moved onto the new version) is said by the restored version.
        return _says(undone, mem, keys)
    now = latest(mem, memories)
    if now is None or now is mem or not now.is_current:
        return False
    return _says(now, mem, keys)


def undone_from(memory: MemoryRecord, memories: Mapping[str, MemoryRecord]) -> MemoryRecord | None:
    """The version `memory` replaced, when `memory` was deleted and that version is current again (the correction
    was undone: `Memory.undo` deletes the new version and makes the old one current); else None."""
    if memory.state is not MemoryState.DELETED or memory.supersedes is None:
        return None
    before = memories.get(memory.supersedes)
    return before if before is not None and before.is_current and before.superseded_by is None else None


def _says(now: MemoryRecord, then: MemoryRecord, keys: Sequence[str]) -> bool:
    # said by the version read now, or never said by the one the row hangs on (the row was only hung on it)
    return any(k in now.content.casefold() for k in keys) or not any(k in then.content.casefold() for k in keys)


def fact_states(
    facts: Sequence[EntityFact],
    memories: Mapping[str, MemoryRecord],
    names: Mapping[str, Sequence[str]] | None = None,
) -> dict[str, str]:
    """fact id -> "current", "past" or "hidden". `facts` must hold every fact a fact names as `superseded_by`
    (a superseder missing from it counts as not current). `names`: entity id -> its names; a fact whose memory
    has a newer version stays current only while that version still names the entity too — a corrected name
    ("咪咪" -> "花花") takes the facts said of the old name with it."""
    names = names or {}
    by_id = {f.id: f for f in facts}
    memo: dict[str, bool] = {}

    def current(fid: str, seen: frozenset[str] = frozenset()) -> bool:
        if fid in memo:
            return memo[fid]
        f = by_id.get(fid)
        ok = (
            f is not None
            and fid not in seen
            and still_said(f.memory_id, [f.value], memories)
            and still_said(f.memory_id, names.get(f.entity_id, []), memories)
        )
        if ok and f is not None and f.valid_to is not None:
            # replaced: current again only when what replaced it no longer is
            ok = f.superseded_by is not None and not current(f.superseded_by, seen | {fid})
        memo[fid] = ok
        return ok

    out = {}
    for f in facts:
        mem = memories.get(f.memory_id)
        if current(f.id):
            out[f.id] = "current"
        elif mem is not None and mem.state is MemoryState.ACTIVE:
            out[f.id] = "past"
        else:
            out[f.id] = "hidden"
    return out


def shown_fact(f: EntityFact, state: str, memories: Mapping[str, MemoryRecord]) -> EntityFact:
    """The fact as read: a current one has no `valid_to`; a past one has the time it stopped being current."""
    if state == "current":
        return f if f.valid_to is None else f.model_copy(update={"valid_to": None, "superseded_by": None})
    if f.valid_to is not None:
        return f
    mem = memories[f.memory_id]
    return f.model_copy(update={"valid_to": mem.valid_until or mem.updated_at})


def build_views(
    entities: Sequence[Entity],
    facts: Sequence[EntityFact],
    links: Sequence[EntityLink],
    memories: Mapping[str, MemoryRecord],
    names: Mapping[str, Sequence[str]] | None = None,
) -> list[EntityView]:
    """Each entity with its current facts (oldest first), its past values (newest first) and its current links.
    Facts and links are grouped by entity once: reading many entities stays linear in what is read. `memories` holds
    the newer versions of the rows' memories too; `names`: entity id -> its names, for a link whose memory has a
    newer version (its target's names, when said, must still be said)."""
    named = {e.id: [e.name, *e.aliases] for e in entities} | dict(names or {})
    states = fact_states(facts, memories, named)
    facts_of: dict[str, list[EntityFact]] = defaultdict(list)
    for f in facts:
        facts_of[f.entity_id].append(f)
    links_of: dict[str, list[EntityLink]] = defaultdict(list)
    for k in links:
        if still_said(k.memory_id, named.get(k.target_id, []), memories):
            links_of[k.source_id].append(k)
            if k.target_id != k.source_id:
                links_of[k.target_id].append(k)
    views = []
    for e in entities:
        mine = facts_of.get(e.id, [])
        now = [shown_fact(f, "current", memories) for f in mine if states[f.id] == "current"]
        past = [shown_fact(f, "past", memories) for f in mine if states[f.id] == "past"]
        past.sort(key=lambda f: (f.valid_to or f.created_at, f.created_at), reverse=True)
        entity = _with_relation(e, mine, now)
        views.append(EntityView(entity=entity, facts=now, past=past, links=links_of.get(e.id, [])))
    return views


def _with_relation(e: Entity, mine: Sequence[EntityFact], now: Sequence[EntityFact]) -> Entity:
    """The entity with the relation its current relation fact says: the relation was said in a memory, so it is
    hidden while that memory is forgotten and back when it is restored. A relation the user set by hand (one no
    relation fact holds) is kept as it is."""
    said = [f for f in mine if f.attribute == RELATION]
    if not said or (e.relation and all(f.value.casefold() != e.relation.casefold() for f in said)):
        return e
    current = [f.value for f in now if f.attribute == RELATION]
    if e.relation and any(v.casefold() == e.relation.casefold() for v in current):
        return e
    relation = current[-1] if current else ""
    return e if relation == e.relation else e.model_copy(update={"relation": relation})
