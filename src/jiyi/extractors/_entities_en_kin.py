"""The people of the user's people in English (issue #21): "Tom's wife", "Rita's son Marco", "my sister Amy and her
husband Tom", "Jin said his wife is from Seoul" — each read as the kin of the one who owns them, with a link to
that one, their own name when given, and the facts said of them (never the owner's, never the user's)."""

from __future__ import annotations

import re
from collections.abc import Callable

from .._entity_models import EntityKind
from .._entity_words import PET_HEADS_EN, is_family_tie
from ._entities import Draft, Sentence
from ._entities_en_facts import NAME
from ._entities_en_people import clause_person, mismatched
from ._entities_en_subject import OWNED, clause_subject, name_ok
from ._entities_en_words import MOD, REL_EN, VERB
from ._entities_kin import owner_before
from ._referents import relation_gender

__all__ = ["HER_KIN_EN", "her_kin_en", "owned_en", "told_kin_en", "with_kin_en"]

_I = re.IGNORECASE


def owned_en(owner: Draft, rest: str, state: Sentence) -> tuple[Draft, str] | None:
    """ "Tom's wife is a teacher": Tom's wife, named for her tie to Tom (never the user's own wife)."""
    m = OWNED.match(rest)
    if m is None or owner.pronoun or not (owner.name or owner.relation):
        return None
    rel = m["r"].strip().lower()
    owner_name = owner.name or owner.relation
    kind: EntityKind = "pet" if rel.split()[-1] in PET_HEADS_EN else "person"
    named = re.match(rf"^(?P<n>(?-i:{NAME}))(?!['’\w])(?:\s*,\s*|\s+|$)(?P<rest>.*)$", m["rest"])
    if named and name_ok(named["n"]) and not re.match(rf"^(?i:{VERB})$", named["n"]):
        # "my sister's boyfriend Jake is 28": Jake, whom the user knows by that tie; "Amy's husband Tom": Tom
        # (a friend of theirs is theirs alone: "my mom's friend Linda" is Linda, no tie of the user's)
        own = f"{owner.relation}'s {rel}" if owner.relation and not owner.name and is_family_tie(rel) else ""
        d = state.open(named["n"], kind=kind, relation=own, language="en")
        if owner.name:
            d.add_link(rel, owner.name)
        return d, named["rest"]
    d = state.open(f"{owner_name}'s {rel}", kind=kind, relation="", language="en")
    if owner.name:  # a link needs a named entity at its other end
        d.add_link(rel, owner.name)
    return d, m["rest"]


# "Jin said his wife is from Seoul", "my aunt mentioned that her son is 12": what they said of their own kin
_TOLD_KIN = re.compile(
    rf"^(?:said|says|told\s+(?:me|us)|tells\s+(?:me|us)|mentioned|mentions)\s+(?:that\s+)?(?P<p>his|her)\s+"
    rf"(?=(?:{MOD}{REL_EN})\b)",
    _I,
)


# "… is a pilot and she is 34": a second clause, of the one its pronoun points to
_THEN_PRONOUN = re.compile(r",?\s+(?:and|but)\s+(?P<p>she|he)(?:\s+|(?=['’]s\s))(?P<x>.+)$", _I)


def told_kin_en(owner: Draft, rest: str, state: Sentence) -> tuple[str, str] | None:
    """`rest` said as the owner's kin ("said his wife is from Seoul" -> "'s wife is from Seoul") when the pronoun
    fits the one who said it, and what a she / he after it says of the owner ("said her husband is a pilot and she
    is 34": "is 34", hers; "" when that pronoun may be the kin's or is not the owner's); None when the pronoun does
    not fit ("my brother said her son …" is someone else's)."""
    m = _TOLD_KIN.match(rest)
    if m is None or owner.pronoun or owner.kind != "person" or mismatched(owner, m["p"], state):
        return None
    said = rest[m.end() :]
    then = _THEN_PRONOUN.search(said)
    if then is None:
        return "'s " + said, ""
    kin = tie[0] if (tie := re.match(rf"{MOD}{REL_EN}", said, _I)) else ""
    theirs = relation_gender(kin) == ("f" if then["p"].lower() == "she" else "m") or mismatched(owner, then["p"], state)
    tail = "" if theirs else ("is " if then["x"][:1] in "'’" else "") + then["x"].lstrip("'’s ").strip()
    return "'s " + said[: then.start()], tail


# "my sister Amy and her husband Tom came over": the second is the first's kin, whatever the verb
_WITH_KIN = re.compile(rf"^(?P<a>.+?)\s+and\s+(?P<p>his|her)\s+(?P<k>(?:{MOD}{REL_EN})\b.*)$", _I)


def with_kin_en(c: str, state: Sentence, bare: Callable[[str, Sentence], tuple[Draft, str] | None]) -> bool:
    """ "My sister Amy and her husband Tom came over": Amy, and Tom as her husband, both named (what they did
    together is no fact of either); a pronoun after them points to one by its gender. True when read."""
    m = _WITH_KIN.match(c)
    if m is None or m["a"].lower() in ("i", "we", "me"):
        return False
    scratch = Sentence(drafts=list(state.drafts), subject=state.subject, before=state.before)
    first = clause_subject(m["a"], scratch) or bare(m["a"], scratch)
    if first is None or first[1].strip() or first[0].kind != "person" or mismatched(first[0], m["p"], scratch):
        return False
    second = owned_en(first[0], f"'s {m['k']}", scratch)
    if second is None or second[0] is first[0]:
        return False
    first[0].weak = False
    # "my sister and her husband came over": one called by the tie alone is kept when something is said of him
    second[0].weak = not (second[0].links or second[0].relation)
    state.drafts[:] = scratch.drafts
    state.subject, state.crowd = None, [first[0], second[0]]
    return True


#: "Her son Marco is 12", "his wife is a nurse": a clause opening on a pronoun's kin
HER_KIN_EN = re.compile(rf"^(?P<p>her|his)\s+(?=(?:{MOD}{REL_EN})\b(?!['’]))", _I)


def her_kin_en(c: str, state: Sentence, antecedent: Callable[[str], bool]) -> tuple[Draft, str] | None:
    """The kin `c` opens on ("Her son Marco is 12") and what it says of them: the kin of the one the pronoun
    points to in this message ("Talked to my aunt Rita today. Her son …"), else of the one person of its gender
    the last message named; None when that is no one for sure (two people before "her", "my uncle Bob … Her son")."""
    m = HER_KIN_EN.match(c)
    if m is None or len([d for d in state.crowd if d in state.drafts]) > 1:
        return None  # "My aunt Rita and my uncle Bob came over. Her son …": whose, of a couple, is not said
    owner = clause_person(c, state, antecedent)
    if owner is not None and owner.pronoun:
        said = owner_before(state.recent, m["p"], "en")
        owner = state.note(said[0], kind="person", relation=said[1], language="en") if said else None
    if owner is None or owner.kind != "person":
        return None
    return owned_en(owner, "'s " + c[m.end() :], state)
