"""English memory text said as a person would write it down, applied by `plainly` to every English memory.

Three shapes a chat leaves that read badly once restated: how long a thing the user did took, said after it
("User ran the half marathon, took them 1 hour 58 minutes": "them" is the user) is the time they did it in ("User ran
the half marathon in 1 hour 58 minutes"); two people with their ages and one tie said after them ("Leo is 20, Mia is
24, both User's cousins") are the tie's people with their ages ("Leo (20) and Mia (24) are User's cousins"); and a
name typed in lower case that is surely a name — a language ("english"), a brand no word is spelt like ("netflix"), a
known place after the word that goes there ("to edinburgh") — is written as the name it is.
"""

from __future__ import annotations

import re

from .._places import PLACES
from ._entities_en_words import MOD, REL_EN
from ._rules_en_facts import word_set

__all__ = ["said_down_en"]

_I = re.IGNORECASE

_NUM = r"(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+couple\s+of|a\s+few)"
_UNIT = r"(?:hours?|hrs?|minutes?|mins?|seconds?|secs?|days?|weeks?|months?)"
_SPAN = rf"(?:(?:about|around|roughly|nearly|almost|just\s+(?:over|under)|over|under)\s+)?{_NUM}\s+{_UNIT}"
_SPAN += rf"(?:(?:,?\s+and)?\s+(?:an?\s+half|{_NUM}\s+{_UNIT}))?"
# when it was, said last in what they did ("User swam 2 km this morning"): the time it took goes before it
_WHEN = (
    r"(?:this|last|on)\s+(?:morning|afternoon|evening|night|week|weekend|month|year|[a-z]+day)|yesterday|today|"
    r"tonight|earlier(?:\s+today)?"
)
# "User ran the half marathon, took them 1 hour 58 minutes", "…, it took User 45 minutes (2026-11-25)"
_TOOK_THEM = re.compile(
    rf"^(?P<did>User\s+[a-z][^,;.()]*?)(?:\s+(?P<when>{_WHEN}))?,?\s+(?:and\s+)?(?:it\s+)?"
    rf"took\s+(?:them|User|the\s+user)\s+(?P<span>{_SPAN})(?P<tail>\s+\(\d{{4}}(?:-\d{{2}}){{0,2}}\))?$",
    _I,
)


def _took_them(m: re.Match[str]) -> str:
    when = f" {m['when']}" if m["when"] else ""
    return f"{m['did']} in {m['span']}{when}{m['tail'] or ''}"


_PAIR_AGE = r"(?P<{n}>[A-Z][a-z]+)\s+is\s+(?P<{a}>\d{{1,3}})"
# "Leo is 20, Mia is 24, both User's cousins", "Tom is 8 and Sam is 5, User's nephews"
_TWO_AGES = re.compile(
    rf"^{_PAIR_AGE.format(n='n1', a='a1')}(?:,\s*|\s+and\s+){_PAIR_AGE.format(n='n2', a='a2')},?\s+"
    rf"(?:(?:and\s+)?(?:they(?:'re|\s+are)\s+)?both\s+)?(?P<tie>User's\s+(?:{MOD})?(?:{REL_EN})s\b.*)$"
)

# "User's sister's got a new job", "User's dad's been ill": the 's after a tie is has, never a second owner's
_HAS_AFTER_TIE = re.compile(
    rf"^(User's (?:{MOD})?(?:{REL_EN})(?: [A-Z][a-z]+)?)'s (?=(?:not |never |just |finally |already )?(?:been|got)\b)"
)
# "User's grandma's already 80 but still gardens": the 's before an age is is
_IS_AFTER_TIE = re.compile(
    rf"^(User's (?:{MOD})?(?:{REL_EN})(?: [A-Z][a-z]+)?)'s (?=(?:already |only |just |still )?\d)"
)

_LANGUAGES = word_set(
    "english french spanish german italian portuguese russian japanese korean chinese mandarin cantonese arabic "
    "hindi urdu bengali punjabi tamil turkish greek dutch swedish norwegian danish finnish polish czech hungarian "
    "hebrew persian farsi thai vietnamese indonesian malay tagalog swahili ukrainian romanian welsh irish"
)
_BRANDS = {
    w.lower(): w
    for w in word_set(
        "Netflix Spotify YouTube Instagram TikTok WhatsApp Airbnb Starbucks Costco IKEA Lyft Deliveroo Duolingo "
        "PlayStation Xbox"
    )
}
# "uber" is also a word ("uber cool"): a brand only where a thing is said ("an uber", "drives for uber")
_UBER = re.compile(r"\b(?:an?|the|for|by|with|took|take|taking|get|got|call|called|order|ordered)\s+(uber)\b(?!-)")
_NAMED = re.compile(r"(?<![@./\w-])(" + "|".join(sorted({*_LANGUAGES, *_BRANDS})) + r")(?![\w@/-]|\.\w)")
# a known place, lower case, where a place is said ("took an uber to edinburgh", "flew in from dublin"); a place
# spelt like a word ("turkey", "reading", "nice") is left as typed
_NOT_PLACES = {"turkey", "chile", "reading", "bath", "nice", "phoenix", "orlando", "washington", "holland"}
_PLACE_NAMES = {p.lower(): p for p in PLACES if p.isascii() and p[:1].isupper() and p.lower() not in _NOT_PLACES}
_PLACE_AT = re.compile(
    r"\b(?:to|in|from|near|around|visit(?:ed|ing)?|toured)\s+("
    + "|".join(sorted(map(re.escape, _PLACE_NAMES), key=len, reverse=True))
    + r")(?![\w@/-]|\.\w)"
)


def _cased(word: str) -> str:
    return _BRANDS.get(word, word.capitalize())


def said_down_en(text: str) -> str:
    """`text` (an English memory) with the time a deed of the user's took said as "in …", the 's of has after a tie
    said as "has", two people's ages said with the tie they share, and a surely-named word written as a name."""
    text = _TOOK_THEM.sub(_took_them, text)
    text = _HAS_AFTER_TIE.sub(r"\1 has ", text)
    text = _IS_AFTER_TIE.sub(r"\1 is ", text)
    m = _TWO_AGES.match(text)
    if m:
        text = f"{m['n1']} ({m['a1']}) and {m['n2']} ({m['a2']}) are {m['tie']}"
    text = _UBER.sub(lambda w: w[0][: -len(w[1])] + "Uber", text)
    text = _PLACE_AT.sub(lambda w: w[0][: -len(w[1])] + _PLACE_NAMES[w[1]], text)
    return _NAMED.sub(lambda w: _cased(w[1]), text)
