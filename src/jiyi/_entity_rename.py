"""A name put right renames the one it was said of (`Mention.renamed`): "我妈妈叫林美华" then "不对，是林美桦".

The entity keeps its facts and links under the name meant; the wrong name is dropped (it is no name they go by, and
kept as an alias it would join a later, real Linda to the mother), and stays in the entity's history, whence
`Entities.undo` puts it back. Each current memory that says the wrong name is corrected (`Memory.update`: a new
version, the old one kept as history; its facts and links follow it), and undoing the rename undoes those too.

Only a name that is no one else's yet is taken: when the name meant already names another entity, the mention joins
that one as any other would (two entities of one person are then merged by hand, never guessed into one).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ._entity_models import Entity, EntityFact, EntityHistory, EntityLink, EntityView, Mention
from ._entity_resolve import resolve, same_relation
from ._errors import ConflictError, NotFoundError
from ._ids import new_id
from ._script import to_simplified
from .extractors._entities_renamed import close_names
from .store._base import EntityChange

if TYPE_CHECKING:
    from ._memory import Memory

__all__ = ["rename", "undo_renamed_memories"]

#: the key of a rename's history row (its `after`) listing the memory changes it made, undone with it
MEMORIES = "memories"


def rename(
    mem: Memory,
    user_id: str,
    mention: Mention,
    views: Sequence[EntityView],
    recent: Sequence[str],
    message_ids: Sequence[str],
    now: datetime,
) -> Entity | None:
    """Rename the entity `mention` puts the name of right and correct the memories that say the old name; the
    entity renamed, or None when there is none to rename (the mention is then read as any other)."""
    new = mention.name.strip()
    if not mention.renamed or not new:
        return None
    active = [v for v in views if v.entity.state == "active"]
    if any(_key(new) in _names(v.entity) for v in active):
        return None
    target = _target(mention, active, recent)
    if target is None or target.name.casefold() == target.relation.casefold():
        return None  # someone known only by their tie is named as any other ("我表姐…" then "她叫周梅")
    if not mention.was.strip() and not close_names(target.name, new):
        return None  # "其实我同事叫张伟": by the tie alone, only a name one could mistake for hers is hers put right
    view = next(v for v in active if v.entity.id == target.id)
    said = _key(mention.was) if mention.was.strip() else _key(target.name)
    old = next((n for n in (target.name, *target.aliases) if _key(n) == said), target.name)
    if old == target.name:
        name, aliases = new, [a for a in target.aliases if _key(a) not in (said, _key(new))]
    else:  # the name put right is one they go by ("小林" -> "小琳")
        name, aliases = target.name, [new if a == old else a for a in target.aliases]
    renamed = target.model_copy(update={"name": name, "aliases": aliases, "updated_at": now})
    changed = _memories(mem, user_id, view, old, new, message_ids)
    row = EntityHistory(
        id=new_id("ehs"), user_id=user_id, entity_id=target.id, action="update", actor="extractor",
        before={"entities": [target.model_dump(mode="json")], "facts": [], "links": []},
        after={"entities": [renamed.model_dump(mode="json")], "facts": [], "links": [], MEMORIES: changed},
        reason=f"name corrected in a message: {old} -> {new}", created_at=now,
    )  # fmt: skip
    mem.store.apply_entities(user_id, EntityChange(entities=[renamed], history=[row]))
    return renamed


def _names(e: Entity) -> set[str]:
    """Its names as compared: case aside, and in either script (林美華 is 林美华)."""
    return {_key(n) for n in (e.name, *e.aliases) if n}


def _key(name: str) -> str:
    return to_simplified(name.strip()).casefold()


def _target(mention: Mention, active: Sequence[EntityView], recent: Sequence[str]) -> Entity | None:
    """Who was called `was` (the one of the mention's tie among several), else whom its tie or pronoun points to."""
    was = _key(mention.was)
    if was:
        called = [v.entity for v in active if v.entity.kind in ("person", "pet") and was in _names(v.entity)]
        if len(called) > 1 and mention.relation:
            called = [e for e in called if same_relation(mention.relation, e.relation)] or called
        if len(called) > 1:
            called = [e for i in recent for e in called if e.id == i][:1]
        return called[0] if len(called) == 1 else None
    if not mention.relation and not mention.pronoun:
        return None
    probe = mention.model_copy(update={"name": "", "aliases": [], "renamed": False})
    found = resolve(probe, active, recent_ids=recent)
    return next((v.entity for v in active if v.entity.id == found), None)


def _said(text: str, name: str) -> re.Pattern[str]:
    edge = r"(?<![A-Za-z])" if name[:1].isascii() else ""
    tail = r"(?![a-z])" if name[-1:].isascii() else ""
    return re.compile(edge + re.escape(name) + tail, re.IGNORECASE)


def _memories(mem: Memory, user_id: str, view: EntityView, old: str, new: str, message_ids: Sequence[str]) -> list[str]:
    """Correct each current memory that says `old` of the entity's facts and links, or written from the messages
    they were read from ("用户家狗叫豆豆，它喜欢啃骨头" beside the fact's own "用户的狗叫豆豆"); the history ids of the
    changes. The facts and links over a corrected memory follow it to its new version."""
    store = mem.store
    rows: list[EntityFact | EntityLink] = [*view.facts, *view.links]
    ids = list(dict.fromkeys(r.memory_id for r in rows))
    told = list(dict.fromkeys(m for r in rows for m in r.message_ids))
    records = {r.id: r for r in store.get_memories(user_id, ids)} if ids else {}
    records |= {r.id: r for r in store.memories_from_messages(user_id, told)} if told else {}
    done: list[str] = []
    for record in records.values():
        said = _said(record.content, old)
        if not record.is_current or not said.search(record.content):
            continue
        text = said.sub(new, record.content)
        newer = mem.update(user_id, record.id, text, reason=f"name corrected: {old} -> {new}", message_ids=message_ids)
        _move(mem, user_id, record.id, newer.id)
        done += [h.id for h in store.list_history(user_id, newer.id, limit=1)]
    return done


def _move(mem: Memory, user_id: str, source: str, target: str) -> None:
    """The facts and links over memory `source` put over `target` (its other version)."""
    store = mem.store
    facts = store.list_entity_facts(user_id, memory_ids=[source])
    links = store.list_entity_links(user_id, memory_ids=[source])
    moved = EntityChange(
        facts=[f.model_copy(update={"memory_id": target}) for f in facts],
        links=[k.model_copy(update={"memory_id": target}) for k in links],
    )
    store.apply_entities(user_id, moved)


def undo_renamed_memories(mem: Memory, user_id: str, after: dict[str, Any]) -> None:
    """Undo the memory changes a rename made (`after[MEMORIES]`), its facts and links back on the old versions; a
    memory changed again since keeps its later words."""
    store = mem.store
    for history_id in after.get(MEMORIES) or []:
        try:
            entry = store.get_history_entry(user_id, str(history_id))
            older = mem.undo(user_id, entry.id)
        except (ConflictError, NotFoundError):
            continue
        _move(mem, user_id, entry.memory_id, older.id)
