"""Links between entities named in one message ("works at Siemens", "他是我表哥的同事"), written by
`record_mentions` after the message's mentions are joined: each indexed over the memory that names its source, a
target known by no entity yet made of the kind its mention or the link says."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ._entity_models import Entity, EntityKind, EntityLink, EntityView, Mention, MentionFact
from ._entity_script import stated_in
from ._ids import new_id
from ._models import MemoryRecord
from .store._base import EntityChange

if TYPE_CHECKING:
    from ._entities import Entities
    from ._entity_record import _Batch
    from ._memory import Memory

__all__ = ["record_links"]


def record_links(
    mem: Memory,
    ents: Entities,
    batch: _Batch,
    written: Sequence[tuple[Mention, Entity]],
    given: MemoryRecord | None,
    mentions: Sequence[Mention],
    known: dict[str, EntityView],
) -> None:
    """Links between entities named in the same message, indexed over the memory that names the source. A link
    target known by no entity yet ("works at Siemens", said once with no fact of its own) is made, of the kind its
    mention or the link says, so the link has somewhere to point."""
    for mention, source in written:
        for relation, other_name in mention.links:
            if not relation.strip() or not other_name.strip():
                continue
            if other_name.strip().casefold() in {n.casefold() for n in (source.name, *source.aliases)}:
                continue  # a link to itself says nothing
            others = [e for e in ents.find(batch.user_id, other_name) if e.id != source.id]
            target = given or stated_in(
                batch.candidates, mention, source, MentionFact(attribute="link", value=other_name)
            )
            if target is None:
                continue  # a link is said with its facts; with no memory to hang on, it is not kept
            change = EntityChange()
            if others:
                other = others[0]
            else:
                other = _link_target(batch, other_name.strip(), relation.strip(), mentions)
                change.entities.append(other)
            link = EntityLink(
                id=new_id("lnk"), user_id=batch.user_id, source_id=source.id, relation=relation.strip(),
                target_id=other.id, memory_id=target.id, message_ids=batch.message_ids, created_at=batch.now,
            )  # fmt: skip
            if others:
                found = mem.store.list_entity_links(batch.user_id, entity_ids=[source.id])
                if any(k.target_id == link.target_id and k.relation == link.relation for k in found):
                    continue
            change.links.append(link)
            mem.store.apply_entities(batch.user_id, change)
            if not others:  # later messages of a batch resolve their mentions against it
                known[other.id] = EntityView(entity=other, links=[link])


#: The kind of a link's target when no mention of the message says it ("works_at" points at an organisation).
_TARGET_KINDS: dict[str, EntityKind] = {
    "works_at": "org", "studied_at": "org", "studies_at": "org", "employer": "org", "member_of": "org",
    "lives_in": "place", "works_in": "place", "from": "place", "born_in": "place", "located_in": "place",
}  # fmt: skip


def _link_target(batch: _Batch, name: str, relation: str, mentions: Sequence[Mention]) -> Entity:
    """A new entity for a link target named only as one: its kind is its own mention's, else the link's."""
    key = name.casefold()
    said = next((m for m in mentions if key in {n.strip().casefold() for n in (m.name, *m.aliases) if n}), None)
    kind: EntityKind = said.kind if said is not None else _TARGET_KINDS.get(relation.lower(), "person")
    return Entity(
        id=new_id("ent"), user_id=batch.user_id, kind=kind, name=name, agent_id=batch.agent_id,
        created_at=batch.now, updated_at=batch.now,
    )  # fmt: skip
