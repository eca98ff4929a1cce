"""Two people in one English clause: where a second subject starts a clause of its own ("My cousin Dana is 5'9" and
my uncle Rob is 6'1"") and where two share one predicate ("My sister and her husband live in Denver").

Both guard the rule a missed fact costs less than a wrong one: a value said of one is never read as the other's,
and a value said of both is each one's. `bare_name` is the person a clause part that is only a name opens.
"""

from __future__ import annotations

import re

from ._entities import Draft, Sentence
from ._entities_en_facts import NAME, predicate
from ._entities_en_kin import owned_en
from ._entities_en_people import plural_nouns
from ._entities_en_subject import clause_subject, name_ok
from ._entities_en_words import MOD, REL_EN, VERB
from ._entities_more import singular_en
from ._rules_common import find_tools

__all__ = ["NAME_VERB", "bare_name", "shared_subject", "two_subjects"]

_I = re.IGNORECASE

# a bare name opens a clause of its own with a verb of profile talk only: "…, and Panda loves to relax on his rug"
# is one of a list of pets, not a person said next to another
NAME_VERB = r"(?:is|was|has|works|lives|grew|comes|hails|stands|turned|clocks)"
# "My cousin Dana is 5'9" and my uncle Rob is 6'1"", "Lena grew up in Leeds, while Sam is from Cork": a second
# subject with a verb of its own starts a clause of its own, so no value of one is read as the other's
_NEXT_SUBJECT = re.compile(
    rf"(?:,\s*(?:and\s+|while\s+|whereas\s+)?|\s+(?:and|while|whereas)\s+)"
    rf"(?=(?:(?i:my|our)\s+(?i:{MOD}{REL_EN})(?:,?\s+(?P<n>{NAME}),?)?(?:\s+(?i:{VERB})\b|'s\s+(?!(?i:{MOD}{REL_EN})\b))"
    rf"|(?P<m>{NAME})(?:\s+(?i:{NAME_VERB})\b|'s\s+(?!(?i:{MOD}{REL_EN})\b))"
    rf"|(?P<p>{NAME})\s*\((?i:my|our)\s+(?i:{MOD}{REL_EN})\)\s+(?i:{NAME_VERB})\b))"
)
_SAID_SOMETHING = re.compile(
    r"\b(?:is|was|has|had|are|were|works|lives|grew|turned|loves|likes|comes|came|stands|holds|got|became|went)\b|"
    r"\b(?:is|was|has|does|are)n't\b|"  # "Lou isn't a nurse anymore, Lou is a welder now"
    rf"'s\s|\b\w+ed\b|\b{VERB}\b",  # "turns 35 next month", "hails from Leeds": any verb a clause opens with
    _I,
)


def two_subjects(clause: str) -> list[str]:
    """`clause` cut where a second subject with its own verb starts, when something was said before it."""
    parts, start = [], 0
    for m in _NEXT_SUBJECT.finditer(clause):
        name = m["n"] or m["m"] or m["p"]
        left = clause[start : m.start()]
        if (name and not name_ok(name)) or not _SAID_SOMETHING.search(left) or _SHARED.match(clause[start:]):
            continue
        parts.append(left)
        start = m.end()
    return [*parts, clause[start:]]


_SHARED = re.compile(
    rf"^(?P<a>.+?)\s+and\s+(?P<b>(?:(?:(?:my|our|his|her|their)\s+)?{MOD}{REL_EN}(?:\s+{NAME})?)|{NAME})\s+(?:both\s+|all\s+)?"
    r"(?P<rest>(?:live|work|are|love|like|hate|moved|have|grew|come|enjoy|speak|got|were)\b.*)$"
)
_SINGULAR = {"live": "lives", "work": "works", "are": "is", "love": "loves", "like": "likes", "hate": "hates",
             "have": "has", "come": "comes", "enjoy": "enjoys", "speak": "speaks", "were": "was"}  # fmt: skip


def shared_subject(c: str, state: Sentence, correction: bool) -> bool:
    """Two people sharing one predicate ("My sister and her husband live in Denver"): the facts go to both."""
    m = _SHARED.match(re.sub(r"^(?i:both)\s+", "", c))  # "Both my cousin Dana and my uncle Rob are from Tulsa"
    if m is None or m["a"].lower() in ("i", "we", "me"):
        return False
    scratch = Sentence(drafts=list(state.drafts), subject=state.subject, before=state.before)
    first = clause_subject(m["a"], scratch) or bare_name(m["a"], scratch)
    if first is None or first[1].strip():
        return False
    b = m["b"]
    own = re.match(r"^(?:his|her|their)\s+(?P<r>.+)$", b, _I)
    if not own and re.match(rf"^{MOD}{REL_EN}$", b):
        b = "my " + b  # "my mom and dad": the same "my" owns both
    second = (
        owned_en(first[0], f"'s {own['r']}", scratch) if own else clause_subject(b, scratch) or bare_name(b, scratch)
    )
    if second is None or second[1].strip() or second[0] is first[0]:
        return False
    state.drafts[:] = scratch.drafts
    verb, _, tail = m["rest"].partition(" ")
    tail = re.sub(r"^(?:both|all)\s+", "", tail)  # "are both from Leeds"
    tie = re.match(r"^(?:my|our)\s+(?P<r>[a-z][\w\s-]{1,30}?)$", tail, _I) if verb.lower() == "are" else None
    if tie and re.fullmatch(f"{MOD}{REL_EN}", singular_en(tie["r"]), _I):  # "Raj and Dev are my coworkers": a tie
        for d in (first[0], second[0]):
            if not d.relation:
                d.relation = singular_en(tie["r"]).lower()
        state.subject = None
        return True
    if verb.lower() == "are":  # "are both programmers": each is a programmer
        tail = plural_nouns(tail)
    verb = _SINGULAR.get(verb.lower(), verb)
    # "live in Leeds and love it": how they find it is no part of the value
    tail = re.sub(
        r"\s+and\s+(?:(?:really|both|all)\s+)?(?:love|like|hate|enjoy|miss|adore)\s+(?:it|them)\b.*$",
        "",
        tail,
        flags=_I,
    )
    each = _each(tail)
    if each is None and _RESPECTIVELY.search(tail):
        state.subject = None
        return True  # "live in Leeds and York respectively", not cut right: no value is either one's
    for d, said in zip((first[0], second[0]), each or (tail, tail), strict=True):
        predicate(d, f"{verb} {said}".strip(), state, correction)
    state.subject = None
    return True


_RESPECTIVELY = re.compile(r",?\s+respectively\b", _I)
# "34 and 30 (respectively)", "in Leeds and York respectively", "a nurse and a teacher respectively": one value each,
# in the order the two were named; without "respectively" only two numbers are one each ("are 34 and 30")
_EACH = re.compile(
    r"^(?P<pre>(?:(?:in|at|from|for|as|with)\s+)?)(?P<x>[^,;]+?)\s+and\s+(?:(?:in|at|from|for|as|with)\s+)?(?P<y>[^,;]+?)"
    r"(?P<post>\s+(?:years\s+old|yrs|tall))?(?P<r>,?\s+respectively)?$",
    _I,
)
_NUMBER = re.compile(r"^\d{1,3}$")


def _each(tail: str) -> tuple[str, str] | None:
    """The two values of a predicate said one each ("34 and 30", "in Leeds and York respectively"), or None."""
    m = _EACH.match(tail.strip().rstrip(".!"))
    if m is None or not (m["r"] or (_NUMBER.match(m["x"]) and _NUMBER.match(m["y"]))):
        return None
    if len(m["x"].split()) > 5 or len(m["y"].split()) > 5:
        return None
    post = m["post"] or ""
    return f"{m['pre']}{m['x']}{post}", f"{m['pre']}{m['y']}{post}"


def bare_name(text: str, state: Sentence) -> tuple[Draft, str] | None:
    """A clause part that is only a person's name ("Amy" of "Amy and Ben both work at Google")."""
    if not re.fullmatch(NAME, text) or not name_ok(text) or find_tools(text):
        return None
    found = state.find(text)
    if found is None:  # kept only when the predicate states something of it
        found = Draft(name=text, language="en", weak=True)
        state.drafts.append(found)
    return found, ""
