"""An English memory said as a plain statement (`stated_en`), applied by `plainly` to every English memory.

A message restated keeps its speaker's shapes, and some of them read badly as a memory: a field pasted from a note
after a dash ("User's coworker Imani — education: master of arts"), the telling of an answer ("User knows you'll ask
how tall their coworker Wren is: 175 centimeters"), a chat idiom for what an event was ("The race User went to got
penciled in for August 5", "All in all the book club User went to was an afternoon") and a form's label for a plain
verb ("Dmitri's place of origin is Eau Claire"). Each is said as the statement it makes: "User's coworker Imani has a
master of arts", "User's coworker Wren is 175 centimeters tall", "The race User went to was on August 5", "The book
club User went to lasted an afternoon", "Dmitri is from Eau Claire".
"""

from __future__ import annotations

import re

from .._entity_phrase import en_education, en_job
from ._entities_en_lexicon import is_occupation

__all__ = ["stated_en"]

_I = re.IGNORECASE

# a value runs to the next clause: a decimal point ("1.78 m") and a year after its day ("May 2, 1990") are part of it
_VALUE = r"(?P<v>(?:[^,;.!?]|\.(?=\d)|,(?=\s*\d{4}\b))+?)(?=\s*(?:$|[,;!?]|\.(?!\d)))"
_POSSESSIVE = {"he": "his", "she": "her", "they": "their"}

# "Imani — education: master of arts", "she — height 1.78 m", "Rupert — birthday December 22nd": a note's field
_FIELD = re.compile(
    r"(?P<s>\b(?:he|she|they)\b|(?<=[\w'])(?=\s))\s*[\u2014\u2013]+\s*"
    r"(?P<l>education|degree|height|birthday|age|job|occupation|hometown|from|phone|email|e-mail)\s*:?\s+" + _VALUE,
    _I,
)


def _field(m: re.Match[str]) -> str:
    pronoun, label, value = m["s"], m["l"].lower(), m["v"].strip()
    if label in ("birthday", "phone", "email", "e-mail"):
        noun = {"phone": "phone number", "e-mail": "email"}.get(label, label)
        if not pronoun:
            return f"'s {noun} is {value}"
        owner = _POSSESSIVE[pronoun.lower()]
        return f"{owner.capitalize() if pronoun[0].isupper() else owner} {noun} is {value}"
    if label in ("education", "degree"):
        said = en_education(value)
    elif label == "height":
        said = f"is {value}" if re.search(r"\btall$", value) else f"is {value} tall"
    elif label in ("job", "occupation"):
        said = en_job(value)
    elif label in ("hometown", "from"):
        said = f"is from {value}"
    else:  # age
        said = f"is {value}"
    return f"{pronoun} {said}" if pronoun else f" {said}"


# "User knows you'll ask how tall their coworker Wren is: 175 centimeters": the answer, not the telling of it
_ASKED = re.compile(
    r"^(?:User|They)\s+knows?\s+(?:that\s+)?you(?:'ll|'d| will| would| might)\s+(?:ask|want\s+to\s+know|wonder)\s+"
    r"(?P<q>how\s+tall|how\s+old|where)\s+(?P<x>[^:,;.?]+?)\s+(?P<verb>is\s+from|is|lives|works|comes\s+from)\s*[:\u2014-]+\s*"
    + _VALUE,
    _I,
)


def _answered(m: re.Match[str]) -> str:
    who = re.sub(r"^their\s+", "User's ", m["x"], flags=_I)
    who = who[:1].upper() + who[1:]
    q, verb, value = m["q"].lower().split()[-1], m["verb"].lower(), m["v"].strip()
    if q == "tall":
        return f"{who} is {value}" + ("" if re.search(r"\btall$", value) else " tall")
    if q == "old":
        return f"{who} is {value}"
    said = {"lives": "lives in", "works": "works in", "comes from": "is from", "is": "is in"}.get(verb, verb)
    return f"{who} {said} {value}"


_EVENT = r"(?:the\s+\w[\w' -]*?|User's\s+[\w' -]+?)"
_SPAN = r"(?:a|an|one|the|two|three|a\s+whole|the\s+whole|an\s+entire|most\s+of\s+an?)\s+(?:whole\s+)?"
_SPAN += r"(?:morning|afternoon|evening|night|day|weekend|week|fortnight|long\s+weekend)(?=$|[,;.])"
# what an event is said of: "The race User went to …", "User's fall camping trip …", "This hackathon …"
_EVENT_SUBJECT = re.compile(
    r"^(?:[^.,;]*\b(?:went|goes|go)\s+to\b|(?:The|This|That|User's|Their)\s+[^.,;]*?\b(?:event|race|party|show|trip|"
    r"wedding|concert|hackathon|conference|club|meetup|festival|game|reunion|ceremony|workshop|swap|10K|marathon|fair|"
    r"expo|gala|retreat|open\s+house|night)s?\b[^.,;]*)$",
    _I,
)
_PEOPLE = r"(?:close\s+to|roughly|about|around|maybe|nearly|almost|over|under|\d|a\s+couple|a\s+few|a\s+dozen|dozens|"
_PEOPLE += (
    r"hundreds|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|a\s+hundred)\b[^.,;]*\bpeople"
)
# a date said by a chat idiom ("got penciled in for August 5", "happened to be on Nov 1"): when it was, whatever was
_DATE = r"(?=\s+(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|"
_DATE += r"(?:mon|tues|wednes|thurs|fri|satur|sun)day))"
_WHEN = re.compile(
    r"\b(?:(?:got|was|were)\s+(?:penciled|pencilled|slotted|scheduled|booked)\s+(?:in\s+)?for|"
    r"(?:happened|turned\s+out)\s+to\s+be\s+on)" + _DATE,
    _I,
)
# a chat idiom for what an event was, said with the plain verb: where, how long, how many came, what it was
_IDIOMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b(?:dragged\s+on|was\s+done\s+in|wrapped\s+up\s+in)\s+(?:for\s+)?(?=" + _SPAN + ")", _I), "lasted "),
    (re.compile(r"\b(?:was|took\s+up)\s+(?=" + _SPAN + ")", _I), "lasted "),
    (re.compile(r"\b(?:set\s+up\s+shop|ended\s+up|landed|wound\s+up)\s+(?=at\s+|in\s+)", _I), "was "),
    (re.compile(r"\bboiled\s+down\s+to\b", _I), "was"),
    (re.compile(r"\bgot\s+(?=" + _PEOPLE + r"(?=$|[,;.]))", _I), "had "),
)
# "All in all the race User went to was a morning": a summing-up opener is the speaker's
_SUMMING_UP = re.compile(r"^(?:all\s+in\s+all|long\s+story\s+short|in\s+the\s+end),?\s+(?=the\b|this\b|User\b)", _I)
# "The organizers put the book club User went to at the Kimmel Center": where it was, not who put it there
_PUT = re.compile(
    rf"^The\s+(?:organizers|organisers|hosts|planners)\s+(?:put|held|had)\s+(?P<e>{_EVENT})\s+(?=at\s|in\s)", _I
)


def _of_event(pattern: re.Pattern[str], plain: str, text: str) -> str:
    """`text` with `pattern` said `plain` where what comes before it names an event."""
    return pattern.sub(lambda m: plain if _EVENT_SUBJECT.search(_clause_before(m)) else m[0], text)


def _clause_before(m: re.Match[str]) -> str:
    """The sentence's words before `m` ("This hackathon" in "User went. This hackathon took up a weekend")."""
    return re.split(r"[.;]\s+", m.string[: m.start()])[-1]


# "User did their old roommate's wedding at …", "User had the wedding they went to on …": the event, where or when
_DID = re.compile(r"^(?:User|They)\s+(?:did|had)\s+(?P<e>(?:their|the)\s+[^.,;]+?)\s+(?=(?:at|in|on)\s)")


def _did(m: re.Match[str]) -> str:
    event = re.sub(r"^their\s+", "User's ", m["e"])
    event = re.sub(r"\bthey\s+(went|go)\s+to\b", r"User \1 to", event)
    if not _EVENT_SUBJECT.search(event):
        return m[0]
    return f"{event[:1].upper()}{event[1:]} was "


# "his occupation is paralegal", "Dmitri's occupation is paralegal": the trade, as the entity layer says it
_OCCUPATION = re.compile(r"(?:\b(?P<p>his|her|their)|(?<=\w)'s)\s+(?:occupation|job)\s+is\s+" + _VALUE, _I)
_SUBJECT = {"his": "he", "her": "she", "their": "they"}


def _occupation(m: re.Match[str]) -> str:
    value = m["v"].strip()
    if not is_occupation(re.sub(r"^(?:an?|the)\s+", "", value, flags=_I), by_suffix=True):
        return m[0]  # "her job is a nightmare": no trade
    said = en_job(value)
    if m["p"] is None:
        return f" {said}"
    if m["p"].lower() == "their":
        said = re.sub(r"^works\b", "work", said).replace("is ", "are ", 1)
    return f"{_SUBJECT[m['p'].lower()]} {said}"


# a form's label for what a plain verb says: "Dmitri's place of origin is Eau Claire" -> "Dmitri is from Eau Claire"
_LABELS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"'s\s+place\s+of\s+origin\s+is\s+", _I), " is from "),
    (re.compile(r"'s\s+place\s+of\s+work\s+is\s+(?=[A-Z])"), " works in "),
    (re.compile(r"'s\s+highest\s+(?:qualification|degree)\s+is\s+", _I), " has "),
    (re.compile(r"'s\s+official\s+(?:title|job\s+title)\s+is\s+", _I), "'s title is "),
)
_HEIGHT_RECORDED = re.compile(r"'s\s+height\s+is\s+(?:recorded|listed|noted|given)\s+as\s+" + _VALUE, _I)
# "Standing 1.70 m tall, User's daughter always ends up …": the height said of the person, then the rest
_STANDING = re.compile(
    r"^Standing\s+(?P<h>[^,]{2,30}?\btall),\s+(?P<x>User's\s+[a-z][\w-]*(?:\s+[A-Z][a-z]+){0,2})\s+(?=[a-z])"
)


# "That pic's from when User's crew took home first": what the picture shows is the memory, not the showing of it
_PICTURE = re.compile(
    r"^(?:that|this|the|my)\s+(?:pic|photo|picture|shot|snap|video|selfie|clip)(?:'s|\s+is|\s+was)?\s+"
    r"(?:from|taken)\s+when\s+(?=User\b|their\b|the\b)",
    _I,
)


# what the speaker says to the listener about the telling, after what they told: "… They'd love to share it with
# you", "…, and they were hoping to get some advice from you"
_TO_YOU = re.compile(
    r"(?:(?<=[.!?])\s+(?:They|User)(?:'d|\s+would)\s+(?:love|like)\s+to\s+(?:share|show|tell)\s+(?:it|this|that|them)\s+"
    r"(?:with|to)\s+you|,?\s+and\s+(?:(?:they|User)\s+)?(?:were|are|was|is|'re)\s+hoping\s+(?:to\s+get|for)\s+"
    r"(?:some\s+)?(?:advice|help|tips|suggestions|ideas)\s+from\s+you)(?=\s*(?:[.!]|$|\s*\([^()]*\)))",
    _I,
)
_FOR_EXAMPLE = re.compile(r"^(?:for\s+example|for\s+instance|e\.g\.),?\s+(?=User\b|the\b|their\b)", _I)


def stated_en(text: str) -> str:
    """`text` (an English memory) with a note's pasted field, the telling of an answer, a chat idiom for an event and
    a form's label said as the plain statement each makes; any other text comes back unchanged."""
    shown = _PICTURE.sub("", text)
    if shown != text:  # the user's own, as "my" after "User's" was said "their"
        text = re.sub(r"^their\b", "User's", shown)
    text = _ASKED.sub(_answered, _FOR_EXAMPLE.sub("", _TO_YOU.sub("", text)))
    text = _FIELD.sub(_field, text)
    text = _WHEN.sub("was on", _SUMMING_UP.sub("", text))
    for pattern, plain in _IDIOMS:
        text = _of_event(pattern, plain, text)
    text = _DID.sub(_did, text)
    text = re.sub(r"(\band\s+their\s+family\b[^.;]*?)\s+as\s+a\s+family\b", r"\1", text)  # said twice
    text = _OCCUPATION.sub(_occupation, text)
    text = _PUT.sub(lambda m: f"{m['e'][:1].upper()}{m['e'][1:]} was ", text)
    for pattern, plain in _LABELS:
        text = pattern.sub(plain, text)
    text = _HEIGHT_RECORDED.sub(lambda m: f" is {m['v'].strip()} tall", text)
    text = _STANDING.sub(lambda m: f"{m['x']} is {m['h']} and ", text)
    return text[:1].upper() + text[1:]
