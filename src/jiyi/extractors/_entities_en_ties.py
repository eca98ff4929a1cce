"""One tie said of several people named together in an English sentence: "Leo, Mia and Sam are all my cousins",
"Leo is 20, Mia is 24, both my cousins", "Tom is 30 and Jen is 28 - they're my coworkers".

The tie goes to each one the sentence named; when the sentence named fewer than two people, the tie is said of no
one for sure (a group's "all my cousins" is no one person) and nothing is read.
"""

from __future__ import annotations

import re

from ._entities import Draft, Sentence
from ._entities_en_facts import NAME
from ._entities_en_subject import name_ok
from ._entities_en_words import MOD, REL_EN
from ._entities_more import singular_en

__all__ = ["listed_tie_en", "shared_tie_en", "tie_aside_en", "tie_the_named"]

_TIE = rf"(?i:my|our)\s+(?P<r>(?i:{MOD}{REL_EN})(?i:e?s)?)"
# "Leo, Mia and Sam are all my cousins": three or more names, one tie (two are read by `_entities_en_pair`)
_LISTED = re.compile(
    rf"^(?P<names>{NAME}(?:,\s*{NAME}){{1,6}},?\s+(?:and|&)\s+{NAME})\s+are\s+(?:(?i:all|both)\s+)?{_TIE}[.!]*$"
)
# "…, both my cousins", "… - they're my coworkers", "…; all three are my cousins": a tie said after the people
_AFTER = re.compile(
    r"(?:,|;|\s+-+|\s+–)\s*(?i:and\s+)?"
    r"(?:(?i:they're|they\s+are|both\s+are|all\s+are|both\s+of\s+them\s+are|all\s+of\s+them\s+are|"
    r"the\s+two\s+of\s+them\s+are|all\s+(?:three|four)\s+(?:of\s+them\s+)?are)\s+)?"
    rf"(?:(?i:both|all(?:\s+three|\s+four)?)\s+(?:(?i:of\s+them)\s+)?)?{_TIE}[.!]*$"
)


# "Jake and Rosa, both my neighbors, moved here last year": the tie set off between the names and what they did
_ASIDE = re.compile(
    rf"^(?P<names>{NAME}(?:,\s*{NAME})*,?\s+(?:and|&)\s+{NAME}),\s+(?i:both|all)\s+(?:(?i:of\s+them)\s+)?{_TIE},\s+"
    r"(?P<rest>\S.*)$"
)


# "Tom and Jerry came over, both my coworkers": the tie said after what they did (a fact of theirs said so, "Leo is
# 20, Mia is 24, both my cousins", is `shared_tie_en`'s)
_TRAILING = re.compile(
    rf"^(?P<names>{NAME}(?:,\s*{NAME})*,?\s+(?:and|&)\s+{NAME})\s+(?!(?i:are|were|is|was)\b)(?P<rest>[a-z][^,;]*?),\s+"
    rf"(?i:both|all)\s+(?:(?i:of\s+them)\s+)?{_TIE}[.!]*$"
)


def tie_aside_en(sentence: str) -> str:
    """ "Jake and Rosa, both my neighbors, moved here", "Tom and Jerry came over, both my coworkers": said as the
    tie, then what they did, one clause each."""
    m = _ASIDE.match(sentence.strip()) or _TRAILING.match(sentence.strip())
    if m is None:
        return sentence
    return f"{m['names']} are both my {m['r']}; {m['names']} {m['rest']}"


def listed_tie_en(sentence: str, state: Sentence) -> bool:
    """ "Leo, Mia and Sam are all my cousins": each named, with the tie (True when read so)."""
    m = _LISTED.match(sentence.strip())
    if m is None:
        return False
    names = [n.strip() for n in re.split(r",\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+", m["names"]) if n.strip()]
    if len(names) < 3 or not all(name_ok(n) for n in names):
        return False
    tie = singular_en(m["r"]).lower()
    for name in names:
        state.open(name, kind="person", relation=tie, language="en")
    state.subject = None
    return True


def shared_tie_en(sentence: str) -> tuple[str, str] | None:
    """The sentence without a tie said after the people it names, and the tie; None when it ends in none."""
    m = _AFTER.search(sentence.strip())
    if m is None or m.start() == 0:
        return None
    plural = re.search(r"(?:e?s)$", m["r"], re.IGNORECASE) or re.search(r"\b(?:both|all|they|them)\b", m[0], re.I)
    if not plural:
        return None  # "Leo is 20, my cousin": one person, read as an aside by the sentence rules
    return sentence.strip()[: m.start()], singular_en(m["r"]).lower()


def tie_the_named(drafts: list[Draft], tie: str) -> None:
    """Give `tie` to each person the sentence named (`drafts`: the ones it opened), when it named two or more."""
    named = [d for d in drafts if d.kind == "person" and d.name and not d.pronoun and not d.relation]
    if len(named) < 2:
        return
    for d in named:
        d.relation, d.weak = tie, False
