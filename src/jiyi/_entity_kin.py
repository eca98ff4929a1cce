"""The people of the user's people in a question (issue #21): "my aunt's son", "我姑妈的儿子", "Amy's husband" —
the one linked to the user's aunt (or Amy) as her son, by the tie they go by ("Rita's son", "李芳的儿子"), not the
aunt herself. `jiyi._entity_recall` reads a question's names and relation words; a relation word said right after
another's possessive is whose kin the question asks about."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ._entity_models import Entity
from ._entity_words import RELATION_TERMS, Term

__all__ = ["kin_asked", "owned_by_tie", "owners_of"]

# between the owner and the kin: "姑妈的儿子", "姑妈家的儿子", "aunt's son"
_OF = re.compile(r"\s*(?:家?的|['’]s\s+)\s*")
# a tie one goes by: "李芳的儿子", "Rita's son"
_TIE = re.compile(r"^(?P<o>.+?)(?:的|['’]s\s+)(?P<k>[^的']+)$")


def _key(word: str) -> str:
    return RELATION_TERMS.get(word.lower(), (word.lower(), False))[0]


def owned_by_tie(owners: Sequence[Entity], kin: str, entities: Sequence[Entity]) -> list[Entity]:
    """The people who go by a tie to one of `owners` of the kind `kin` says ("Rita's son" for "son" of Rita)."""
    whose = {n.casefold() for o in owners for n in (o.name, *o.aliases) if n}
    out = []
    for e in entities:
        if e.kind != "person" or e in owners:
            continue
        for said in (e.name, *e.aliases):
            m = _TIE.match(said)
            if m and m["o"].casefold() in whose and _key(m["k"]) == _key(kin):
                out.append(e)
                break
    return out


def kin_asked(
    text: str, found: Sequence[Term], whom: Callable[[Term], list[Entity]], entities: Sequence[Entity]
) -> dict[int, list[Entity]]:
    """For each relation word in `found` said right after another term's possessive ("my aunt's son"), the
    people of that tie to whom the term before names (`whom`), by its index; the term before is then only whose
    they are. None found: the question is read as before (a son of the user's aunt no one mentioned is no one)."""
    out: dict[int, list[Entity]] = {}
    for i in range(1, len(found)):
        before, kin = found[i - 1], found[i]
        if kin.text not in RELATION_TERMS or not _OF.fullmatch(text[before.end : kin.start]):
            continue
        owners = whom(before)
        people = owned_by_tie(owners, kin.text, entities) if owners else []
        if people:
            out[i] = people
    return out


def owners_of(people: Sequence[Entity], entities: Sequence[Entity]) -> list[Entity]:
    """Those `people` go by a tie to ("Rita" of Marco, "Rita's son"): read with them, so the question that named
    them by the tie ("my aunt's son") is read the same way again over the entities' facts."""
    whose = {m["o"].casefold() for e in people for n in (e.name, *e.aliases) if (m := _TIE.match(n))}
    return [e for e in entities if e not in people and any(n.casefold() in whose for n in (e.name, *e.aliases) if n)]
