"""English jobs, positions and employers said with words no closed list holds (issue #21).

People name trades nobody wrote down ("is an actuary", "'s a welder, crazy hours", "trained as an air traffic
controller", "qualified as an electrician last spring"), positions by how they were reached ("was just made regional
operations director", "got bumped up to store manager", "is now a senior account manager", "was introduced as the
office coordinator") and employers by a name said after what the place is ("works for a logistics startup called
Parcelo", "works with Harbor Dental"). `open_facts_en` reads these from one predicate: the verb says a trade or a
position is named, and the shape of the noun phrase (`is_occupation`: its head word or its agent suffix) says it is
one, so "is a big fan", "is a Leo", "is a grandmother" or "became a problem" name none.
"""

from __future__ import annotations

import re

from ._entities_en_lexicon import NO_PASTIME, SKILL_EN, is_occupation, not_occupation
from ._entities_en_profile import job_or_title

__all__ = ["open_facts_en"]

Fact = tuple[str, str, str]  # (attribute, label, value)

_I = re.IGNORECASE
_CAP = r"(?-i:[A-Z0-9])[\w&.'-]*(?:\s+(?:of\s+|&\s+|and\s+)?(?-i:[A-Z0-9])[\w&.'-]*){0,3}"
# a noun phrase of a trade: words only, no clause ("a nurse who …" was cut before), with an acronym allowed ("ER nurse")
_WORD = (
    r"(?!(?:a|an|the|few|couple|at|for|with|in|on|from|of|who|that|and|but|to|by|as|than|like|or|so|because|after|before|"
    r"during|since|until|when|while|last|this|years|ago|back|now|then|here|there|right|straight|out|recently|again|"
    r"too|also|lately|nowadays|every)\b)[a-z][a-z-]*"
)
_NP = rf"(?P<v>(?:(?-i:[A-Z]{{2,4}})\s+)?{_WORD}(?:\s+{_WORD}){{0,4}}|(?:{_WORD}\s+){{0,2}}(?-i:[A-Z]{{2,3}}))"
# what may follow a trade without being part of it: "…, crazy hours", "… — loves it", "… after the army"
_ASIDE = r"(?:\s*[,—–]\s*(?P<aside>[^,;\d@]{1,40})|\s+-\s+(?P<aside2>[^,;\d@]{1,40}))?"
_WHEN = (
    r"(?:\s+(?:after|during|before|right\s+after|straight\s+out\s+of|out\s+of|back\s+in|in\s+(?:19|20)\d\d|"
    r"in\s+(?-i:January|February|March|April|May|June|July|August|September|October|November|December)|"
    r"at\s+(?:age\s+)?\d{2}|years\s+ago|\d+\s+years\s+ago|a\s+few\s+years\s+(?:ago|back)|last\s+\w+|this\s+\w+|"
    r"recently|eventually|later|early\s+on|in\s+the\s+(?:army|navy|military|air\s+force|end))\b[^,;]*)?"
)
# "is an actuary", "'s a welder, crazy hours": "is a" names a trade only by the shape of what follows
_IS_A = re.compile(rf"^(?:is|'s|has\s+been)\s+(?:(?:now|currently)\s+)?(?:a|an)\s+{_NP}{_ASIDE}$", _I)
# "trained as …", "qualified as …", "got hired as …": the verb says a trade follows, whatever it is called
_AS_TRADE = re.compile(
    r"^(?:(?:was\s+)?trained\s+as|retrained\s+as|re-trained\s+as|qualified\s+as|requalified\s+as|"
    r"(?:is\s+|got\s+|became\s+)?certified\s+as|(?:is\s+)?licensed\s+as|apprenticed\s+as|"
    r"works\s+as|is\s+working\s+as|has\s+(?:been\s+)?work(?:ed|ing)\s+as|makes\s+a\s+living\s+as|"
    r"earns\s+a\s+living\s+as|(?:got|landed|found|has)\s+a\s+job\s+as|(?:got|was|just\s+got)\s+hired\s+as|"
    r"started\s+(?:out\s+)?as|is\s+employed\s+as|went\s+on\s+to\s+become|ended\s+up\s+(?:as|becoming)|"
    r"now\s+works\s+as|is\s+now\s+working\s+as)\s+"
    rf"(?:(?:a|an)\s+)?{_NP}{_WHEN}{_ASIDE}$",
    _I,
)
# "retired as a school principal": the trade they had, said as a retired one is ("a retired teacher")
_RETIRED = re.compile(rf"^(?:has\s+)?retired\s+as\s+(?:a|an|the)\s+{_NP}{_WHEN}$", _I)
# "became a locksmith after the army": "became" says a trade only when the words are a trade's
_BECAME = re.compile(rf"^(?:became|has\s+become|eventually\s+became)\s+(?:a|an)\s+{_NP}{_WHEN}{_ASIDE}$", _I)
# "was just made regional operations director", "got bumped up to store manager", "is newly made principal engineer"
_RAISED = re.compile(
    r"^(?:(?:was|got|has\s+been|'s\s+been|is|just|recently|finally|officially|newly)\s+)*"
    r"(?:promoted|bumped\s+up|moved\s+up|upgraded|elevated|made|named|appointed|picked\s+as|tapped\s+as|"
    r"(?:was\s+)?introduced\s+as)\s+(?:to\s+|as\s+)?(?:(?:a|an|the|our|their)\s+)?"
    rf"(?P<v>(?:(?-i:[A-Z]{{2,4}})\s+)?{_WORD}(?:\s+(?:of\s+)?{_WORD}){{0,4}})"
    rf"(?:\s+(?:at|for|with)\s+(?P<w>{_CAP}))?{_WHEN}$",
    _I,
)
# "is now a senior account manager", "is now head of product": a role held since lately
_NOW = re.compile(
    r"^(?:is|'s)\s+(?:now|newly|currently)\s+(?:(?:a|an|the|our)\s+)?"
    rf"(?P<v>{_WORD}(?:\s+(?:of\s+)?{_WORD}){{0,4}})(?:\s+(?:at|for|with)\s+(?P<w>{_CAP}))?{_ASIDE}$",
    _I,
)
# "is principal engineer now": a role said bare, only with the time that says it is held now
_BARE_NOW = re.compile(rf"^(?:is|'s)\s+{_NP}\s+(?:now|these\s+days|nowadays)$", _I)
# "works for a logistics startup called Parcelo": the name said after what the place is, without the description
_CALLED = re.compile(
    r"^(?:works|is\s+working|has\s+worked|has\s+been\s+working|is|'s|has\s+been|started|got\s+a\s+job)\s+"
    rf"(?:(?:at|for|with)\s+)?(?:a|an|this|some)\s+(?:[\w&-]+\s+){{0,3}}?(?:called|named)\s+(?P<w>{_CAP})$",
    _I,
)
# "works with Harbor Dental": with a name whose last word says it is an organisation, not a person worked beside
_ORG_WORD = (
    r"(?:Inc|LLC|Ltd|Corp|Co|Group|Bank|Hospital|Clinic|Dental|Medical|Health|Healthcare|Pharma|Labs?|Farms?|"
    r"Foods?|Freight|Logistics|Insurance|Partners|Associates|Consulting|Solutions|Systems|Technologies|Tech|"
    r"Software|Games|Studios?|Media|Motors|Airlines|Air|Energy|Capital|Holdings|Industries|Construction|"
    r"Realty|Properties|Bakery|Brewing|Press|Publishing|Agency|Ventures|Networks|Telecom|Robotics|Analytics|"
    r"Bio|Biotech|Therapeutics|Pharmaceuticals|University|College|School|Academy|Institute|Foundation|Council|"
    r"Department|Authority|Services|Supply|Manufacturing|Works|Outfitters|Markets?|Stores?|Hotels?|Resorts?)"
)
_WITH_ORG = re.compile(
    rf"^(?:works|is\s+working|has\s+worked|has\s+been\s+working|is\s+employed)\s+(?:with|at|for|by)\s+"
    rf"(?P<w>(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*){{0,2}}\s+(?-i:{_ORG_WORD})\.?)$",
    _I,
)


# "does a lot of rock climbing", "has gotten really into woodworking", "has been doing pilates for years", "is crazy
# into bouldering", "is a huge birdwatching nerd": a pastime by the time or the love given to it
_PAST = rf"(?-i:{_WORD}(?:\s+{_WORD}){{0,3}})"
_PASTIME = re.compile(
    rf"^(?:does\s+(?:a\s+lot\s+of|tons\s+of|loads\s+of)\s+(?P<a>{_PAST})"
    r"|(?:has\s+gotten|has\s+got|got|'s\s+gotten|is\s+getting)\s+(?:(?:really|super|very|seriously|totally|"
    rf"so|big|heavily|way)\s+)?into\s+(?P<b>{_PAST})"
    rf"|has\s+been\s+doing\s+(?P<c>{_PAST})\s+(?:for\s+(?:years|ages|a\s+while|decades|"
    r"(?:\w+\s+)?(?:years|months))|since\s+(?:college|school|(?:she|he|they)\s+was\s+\w+))"
    rf"|(?:is|'s)\s+(?:crazy|mad|nuts|obsessively|hopelessly)\s+into\s+(?P<d>{_PAST})"
    rf"|(?:is|'s)\s+(?:a|an)\s+(?:huge|big|total|massive|serious|complete|real)\s+(?P<e>{_PAST})\s+"
    r"(?:nerd|geek|buff|fanatic|junkie|fiend|addict|freak|nut))"
    r"(?:\s+(?:lately|these\s+days|now|recently|every\s+(?:weekend|week|day)))?$",
    _I,
)


def _trade(value: str, aside: str | None = None) -> str | None:
    """The trade a noun phrase names, or None: an aside that is a clause of its own ("…, she said") is not cut."""
    if aside and re.search(r"\b(?:is|are|was|'s|has|have|works|lives|grew|turned)\b", aside, _I):
        return None
    value = re.sub(r"\s+", " ", value.strip())
    return value if is_occupation(value) else None


def _role(value: str) -> str | None:
    """A position or a trade named after "promoted to", "made", "is now" ("regional operations director")."""
    value = re.sub(r"\s+", " ", value.strip())
    if not 1 <= len(value.split()) <= 6 or re.match(r"^(?:my|our|your|his|her|their|it|that|this|fun)\b", value, _I):
        return None
    if SKILL_EN.match(value):  # "a really good cook": how well, not a trade
        return None
    if job_or_title(value) == "title" or is_occupation(value):
        return value
    return None


def open_facts_en(rest: str) -> list[Fact]:
    """The job, position or employer an English predicate names with open-class words, or []."""
    said = rest.strip(" .!")
    m = _IS_A.match(said)
    if m and (job := _trade(m["v"], m["aside"] or m["aside2"])):
        return [(job_or_title(job), "is a", job)]
    m = _AS_TRADE.match(said)
    # "started as", "ended up as" say a trade only when the words are a trade's ("started as a joke" is none)
    loose = m is not None and re.match(r"^(?:started|ended|went)\b", said, _I) and not _trade(m["v"])
    if (
        m
        and not loose
        and not not_occupation(m["v"])
        and not re.match(r"^(?:volunteer|favor|favour|hobby)\b", m["v"], _I)
    ):
        job = re.sub(r"\s+", " ", m["v"].strip())
        return [(job_or_title(job), "works as", job)]
    m = _RETIRED.match(said)
    if m and (job := _trade(m["v"])):
        return [("job", "retired as", f"retired {job}")]
    m = _BECAME.match(said)
    if m and (job := _trade(m["v"], m["aside"] or m["aside2"])):
        return [(job_or_title(job), "became", job)]
    m = _RAISED.match(said) or _NOW.match(said)
    if m and (role := _role(m["v"])):
        raised = m.re is _RAISED and re.search(
            r"promoted|bumped|moved\s+up|upgraded|elevated|made|named|appointed", said, _I
        )
        attribute = "title" if raised else job_or_title(role)
        employer = m.groupdict().get("w")
        return [(attribute, "position" if attribute == "title" else "is a", role)] + (
            [("employer", "works at", employer)] if employer else []
        )
    m = _BARE_NOW.match(said)
    if m and (job_or_title(m["v"]) == "title" or is_occupation(m["v"], by_suffix=False)):
        return [(job_or_title(m["v"]), "is", re.sub(r"\s+", " ", m["v"]))]
    m = _PASTIME.match(said)
    if m:
        pastime = re.sub(r"\s+", " ", next(v for v in m.groups() if v).strip())
        return [] if NO_PASTIME.match(pastime) else [("hobby", "hobby", pastime)]
    m = _CALLED.match(said) or _WITH_ORG.match(said)
    if m:
        return [("employer", "works at", m["w"])]
    return []
