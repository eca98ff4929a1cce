"""Which known entity a mention is (`resolve`): a stand-in exact matcher until the extractor's resolution lands.

The contract (issue #21): the id of the entity the mention joins, or None for a new entity. This version joins
only on an exact (case-insensitive) name or alias, a pronoun or bare relation to the most recent entity of the
recent messages, and a bare relation to the one entity that holds it; it never joins on a shared surname.
"""

from __future__ import annotations

from collections.abc import Sequence

from ._entity_models import EntityView, Mention

__all__ = ["resolve"]


def resolve(mention: Mention, candidates: Sequence[EntityView], *, recent_ids: Sequence[str] = ()) -> str | None:
    """The id of the entity among `candidates` the mention names, or None for a new one."""
    active = [v.entity for v in candidates if v.entity.state == "active" and v.entity.kind == mention.kind]
    names = [n.casefold() for n in (mention.name, *mention.aliases) if n.strip()]
    if names:
        for e in active:
            if {n.casefold() for n in (e.name, *e.aliases)} & set(names):
                return e.id
        return None
    if mention.pronoun:
        ids = {e.id for e in active}
        return next((r for r in recent_ids if r in ids), None)
    if mention.relation:
        holding = [e for e in active if e.relation.casefold() == mention.relation.casefold()]
        recent = [r for r in recent_ids if any(e.id == r for e in holding)]
        if recent:
            return recent[0]
        return holding[0].id if len(holding) == 1 else None
    return None
