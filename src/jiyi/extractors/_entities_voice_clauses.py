"""Where a new clause starts in a run-on English message, for `_entities_voice.tidy_voice`.

Dictated and texted messages run their clauses together ("… lives in paris and my brother tom he's a chef",
"… got a job at amazon she's an engineer", "… in Glasgow our Tallulah is 24 now"). The rules here put a full stop
where a clause about one of the user's people, someone called by name, or "he" / "she" starts, and never where a
word before it binds it to the clause before ("I think my sister is", "the guy my sister is dating").
"""

from __future__ import annotations

import re

from ._entities_en_words import MOD, REL_EN, VERB
from ._entities_voice_names import (
    _LOWER_NAME,
    _SAID_TO_BE,
    _title,
    name_word,
)
from ._rules_en_facts import word_set
from ._runons import BINDS_EN as _BINDS
from ._runons import TAKES_OBJECT_EN as _TAKES_OBJECT

__all__ = ["runs_on_cut_en", "their_kin_cut_en"]

_I = re.IGNORECASE

# Run-on dictation about someone called by name: "… the gig Tahnee's job is out in Bangalore", "… at the SEC in Glasgow
# our Tallulah is 24 now", "… like it's ancient so Cillian is smart", "… in Harrogate, no joke went round for tea",
# "… fyi honestly can't believe she is 33": where a new clause starts (see `_name_break`)
_NAME_START = re.compile(
    r"(?:,?\s+(?P<so>so)\b)?\s+(?=(?P<our>our\s+)?(?-i:[A-Z])[a-z'-]+"
    r"(?:'s\s+(?:job|highest|e?mail|mobile|number|phone|birthday|height|age)\b[^.!?,]{0,20}?"
    r"|,\s+(?:my|our)\s+[a-z' -]{2,30}?,)?\s+(?:is|was)\s)"  # "Kofi, my workmate, is …"
)

# what a name after it is part of: "the Commodore was …", "a friend of mine Jess is …", "aka Bobby is …"
_NOT_BEFORE_A_CLAUSE = word_set(
    "the a an this that these those his her their my our your its mine aka van der den de la le du von di da bin al"
)
_CALENDAR = re.compile(
    r"(?:jan|febr)uary|march|april|may|june|july|august|september|october|november|december|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day",
    _I,
)

# Run-on dictation: "…love this my uncle dave moved to denver", "…lives in paris and my brother tom he's a chef":
# a clause about one of the user's people (a tie, maybe a name, then what is said of them) starts a sentence, unless
# a word before it makes it part of the clause before ("I think my sister is", "if my brother moved", "that my…")
_CLAUSE_START = re.compile(
    rf"(?<=[A-Za-z0-9'\"])\s+(?=(?:(?:and|but|so|then|also|plus)\s+)?(?:my|our)\s+{MOD}{REL_EN}"
    rf"(?:\s+(?-i:[A-Z])[a-z'-]+){{0,2}}{_SAID_TO_BE})",
    _I,
)
# "… is so smart she's a doctor now": a clause opening on he / she and what is said of them
_PRONOUN_START = re.compile(
    r"(?<=[A-Za-z0-9'\"])\s+"
    r"(?=(?:she|he)(?:'s|\s+(?:(?:still|also|now)\s+)?(?:is|[a-z]{2,}s|worked|lived|turned|just|moved))\b)",
    _I,
)


def _break(m: re.Match[str], *, complement: bool = False) -> str:
    before = [w.lower() for w in re.findall(r"[A-Za-z0-9']+", m.string[max(0, m.start() - 40) : m.start()])]
    if not before or before[-1] in _BINDS or _TAKES_OBJECT.match(before[-1]):
        return m.group(0)
    if re.search(r"\b(?-i:[A-Z])[a-z'-]+['’]s$", m.string[: m.start()]):
        return m.group(0)  # "Bec Murphy's my teammate": her "'s" is "is", the tie what she is
    # "My dad and my uncle Rob went fishing": "and" joins two subjects unless a clause was said before it
    clause = re.split(r"[.!?;,:\n]", m.string[: m.start()])[-1]
    joined = re.match(r"\s*(?:and|but|so|then|also|plus)\b", m.string[m.end() :], _I)
    if joined and not re.search(rf"\b(?:{VERB}|are|were|\w+ed)\b", clause, _I):
        return m.group(0)
    # "guess how old my mentee Lachlan is", "no idea where my cousin works": a question's clause, not a new one
    wh = {"how", "what", "where", "when", "who", "why", "whether", "if", "which"}
    # "the guy my sister is dating is 40", "the house my brother lives in": a clause that says which one
    named = {"the", "a", "an", "every", "each", "any", "some", "no", "one", "whose", "only", "same"}
    # ("… is a teacher she retires next year", "… works at the bank he is into cycling": with `complement`, a "the" /
    # "a" after a copula or a preposition heads what the clause said, not one a new clause says which of)
    if wh & set(before[-4:]) or (named & set(before[-3:-1]) and not complement):
        return m.group(0)
    # "yesterday my sister went …", "last week my mom moved …": a time said before the clause is part of it
    return m.group(0) if _WHEN_LEAD.fullmatch(clause.strip()) else ". "


_WHEN_LEAD = re.compile(
    r"(?:and|but|so|then|also|plus|oh|well|honestly|actually|apparently|basically|anyway|btw|yesterday|today|tonight|"
    r"recently|lately|earlier|morning|afternoon|evening|night|(?:last|this|next)\s+(?:week|weekend|month|year|night|"
    r"summer|winter|spring|fall|monday|tuesday|wednesday|thursday|friday|saturday|sunday))"
    r"(?:\s+(?:and|but|so|then|also|plus|oh|well|honestly|actually|apparently|basically|anyway|btw|yesterday|today|"
    r"tonight|recently|lately|earlier|morning|afternoon|evening|night|(?:last|this|next)\s+(?:week|weekend|month|"
    r"year|night|summer|winter|spring|fall|monday|tuesday|wednesday|thursday|friday|saturday|sunday)))*",
    _I,
)


def _name_break(m: re.Match[str]) -> str:
    """ ". " where a clause about someone called by name starts inside a run-on, else the text as it was: never
    after a word that binds what follows ("told Tom is", "and Tom is"), a tie ("my friend Tom is") or a name
    ("Tahnee Pengelly is"), unless "so" or "our" says so."""
    before = re.findall(r"[A-Za-z0-9']+", m.string[max(0, m.start() - 40) : m.start()])
    name = re.match(r"\s*(?:so\s+)?(?:our\s+)?([A-Za-z'-]+)", m.string[m.start() :], _I)
    said = m.string[: m.start()].rstrip()
    if not before or not said[-1:].isalnum() or (name and _CALENDAR.fullmatch(name[1])):
        return m.group(0)  # "Newly made head of product, Cormac is …", "24 July is her birthday": said as one
    last = before[-1]
    if m["so"]:
        return ". " if last.lower() not in _BINDS else m.group(0)
    if last.lower() in _BINDS or _TAKES_OBJECT.match(last.lower()) or last.lower() in _NOT_BEFORE_A_CLAUSE:
        return m.group(0)
    if re.search(rf"\b(?:{MOD}{REL_EN})\s*$", m.string[: m.start()], _I):
        return m.group(0)  # "my brother-in-law Tom is …", "my dog walker Sasha is …": the tie's name
    if last[:1].isupper() and not m["our"]:
        return m.group(0)
    return ". " if m["our"] or last.islower() or last[:1].isdigit() else m.group(0)


# "my cousin lives in glasgow and her husband is a firefighter": a clause of someone of theirs, tied to the one before
# by "and"; it is of another person, a sentence of its own ("my sister and her husband came over" is one subject)
_THEIR_KIN_AFTER = re.compile(
    rf"(?<=[A-Za-z0-9'])\s*,?\s+and\s+(?P<p>her|his)\s+(?=(?i:{MOD}{REL_EN})s?\s+(?:[A-Z][a-z]+\s+)?"
    r"(?:(?:still|also|now|just)\s+)?(?:is|are|was|were|'s|has|have|go|live|work|[a-z]{2,}s|[a-z]+ed)\b)",
    _I,
)


def _their_kin_break(m: re.Match[str]) -> str:
    clause = re.split(r"[.!?;,:\n]", m.string[: m.start()])[-1]
    said = re.search(r"\b(?:is|was|are|lives|lived|works|worked|moved|\w+ed)\b|'s\b", clause, _I)
    if not said or len(clause.split()) < 3:
        return m.group(0)
    return ". " + m["p"][:1].upper() + m["p"][1:] + " "


def their_kin_cut_en(text: str) -> str:
    """ "… lives in Glasgow and her husband is a firefighter" -> "… lives in Glasgow. Her husband is a firefighter":
    what is said of someone of theirs, a sentence of its own."""
    return _THEIR_KIN_AFTER.sub(_their_kin_break, text)


def _pronoun_break(m: re.Match[str]) -> str:
    # "… got a job at amazon she's an engineer": "she's" / "he is" opens a clause after any word but a binding one;
    # another verb only after a clause that said something of someone ("my sister lives in leeds she works at …",
    # "my dad is 70 he still plays golf"; "From Monday she works nights" is one clause)
    clause = re.split(r"[.!?;,:\n]", m.string[: m.start()])[-1]
    if len(clause.split()) < 2:
        return m.group(0)  # "Apparently she is 24", "Honestly he's a saint": one word before is no clause
    if re.search(r"\b(?:and|but|so)\s+(?:now|then)\s*$", clause, _I):
        return m.group(0)  # "my mum quit her job and now she paints": the clause goes on with her
    copula = re.match(r"\s*(?:she|he)(?:'s|\s+is)\b", m.string[m.start() :], _I)
    said = re.search(r"\b(?:is|was|are|lives|lived|works|worked|moved|\w+ed)\b|'s\b", clause, _I)
    complement = bool(re.search(r"\b(?:is|was|are|at|in|for|with|from)\s+(?:a|an|the)\s+[a-z]+$", clause, _I))
    return _break(m, complement=complement) if copula or (said and len(clause.split()) >= 3) else m.group(0)


def runs_on_cut_en(text: str) -> str:
    """A dictated English statement as sentences: a lowercase name after its tie written as a name ("User's brother
    tom lives …" -> "… Tom lives …"), and a full stop where a pronoun opens the next clause ("… lives in Bristol he
    is a plumber" -> "… lives in Bristol. He is a plumber"), as the entity readers read it (`tidy_voice`)."""
    text = _LOWER_NAME.sub(lambda m: f"{m[1]} {_title(m[2]) if name_word(m[2]) else m[2]}", text)
    text = _PRONOUN_START.sub(_pronoun_break, text)
    return re.sub(r"(?<=[.!?]\s)(?:she|he)\b", lambda m: m[0].capitalize(), text)
