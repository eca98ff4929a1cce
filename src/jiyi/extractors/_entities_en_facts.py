"""English predicates of the entity mention extractor: what a clause says of the one it is about.

`_entities_en` finds who or what a clause is about; the predicate that follows is read here by a short list of
anchored patterns (education, age, home, employer, likes, allergy …), then by the wider phrasings of
`_entities_more`, else kept as a note. A change said as "no longer so" ("is not a pilot anymore, works as a chef
now") is read as a correction (`_entities_change`).
"""

from __future__ import annotations

import re

from ._age_en import AGE_AHEAD_EN
from ._entities import Draft, Sentence, not_employer
from ._entities_change import no_longer_en
from ._entities_en_anchored import _FACTS
from ._entities_en_chat import chat_predicate_en
from ._entities_en_doing import doing_facts_en, split_said_en
from ._entities_en_jobat import hired_by, job_at_en, org_and_trade
from ._entities_en_lexicon import (
    NATIONALITY,
    SAID_HOW,
    SKILL_EN,
    is_occupation,
)
from ._entities_en_profile import LABEL_EN, job_or_title, profile_facts_en, unhedge_en
from ._entities_en_shape import shaped_facts_en
from ._entities_en_trades import (
    _CHARGE_AT,
    _EDU_LEVEL_RE,
    _EDU_RE,
    _JOB_RE,
    _JUDGED,
    _WORKS_AS,
    _judged_trades,
    _started_as,
    _year_student,
)
from ._entities_more import more_fact_en, note_en, trim_when_en
from ._rules_common import is_place
from ._rules_en_facts import PRONOUN_OBJECT

__all__ = ["NAME", "NATIONALITY", "given_label_en", "predicate"]

_I = re.IGNORECASE
# Tom, Mary-Jane, Erin O'Brien, Sean McCarthy, Ana Lopez-Ruiz, Ingrid van der Berg, Marco De la Cruz, DeShawn,
# McKenzie, Mark T. Lewis
NAME = (
    r"(?:(?:Mc|Mac|De|Da|Di|La|Le|Jo|Ja|Ke|Sha|Ta)[A-Z][a-z]+|[A-Z][a-zà-öø-ÿ]+)(?:-[A-Z]?[a-z]+|'[A-Z][a-z]+)?"
    r"(?:\s(?:[A-Z]\.\s(?=[A-Z]))?(?:(?:[Vv]an|[Vv]on|[Dd]e|[Dd]el|[Dd]ella|[Dd]a|[Dd]i|[Dd]u|"
    r"[Ll]e|[Ll]a|der|den|ter|ten)\s){0,2}(?:[A-Z]')?[A-Z][a-zà-öø-ÿ]+(?:[A-Z][a-z]+)?(?:-[A-Z][a-z]+)?)?"
)
_ADV = re.compile(SAID_HOW, _I)


_NICKNAME_RE = re.compile(
    rf"^(?:goes\s+by|(?:everyone|everybody|we|people)\s+calls?|is\s+also\s+called|is\s+known\s+as|'s\s+nickname\s+is|"
    rf"nickname\s+is|aka|a\.k\.a\.?)\s+[\"“']?(?P<v>{NAME})"
    r"[\"”']?(?:\s+(?:with\s+us|at\s+work|among\s+friends|for\s+short))?(?:\s+(?:now|these\s+days|nowadays))?$"
)
_NAMED_RE = re.compile(
    rf"^(?:is\s+called|is\s+named|goes\s+by\s+the\s+name(?:\s+of)?|(?:'s\s+)?(?:full\s+|real\s+|legal\s+)?name\s+is)"
    rf"\s+(?P<v>{NAME})$"
)


# ties of work: where one of them is "based" is where they work
_WORK_TIE = re.compile(
    r"\b(?:colleague|coworker|co-worker|boss|manager|supervisor|report|teammate|team\s+lead|mentor|client|partner|"
    r"employee|intern|assistant|lab\s+mate|officemate|office\s+mate|cofounder|co-founder|director|ceo)s?$",
    _I,
)
_GIVEN = re.compile(
    rf"^(?:gave|sent|texted|passed|shared)\s+(?:me|us)\s+(?:her|his|their)\s+(?:new\s+|current\s+|updated\s+)?(?P<l>{LABEL_EN})\s*(?:[:,—–-]\s*|\s+(?=[\w(+]))",
    _I,
)


def given_label_en(rest: str) -> str:
    """ "gave me her email: …", "sent me his number, …" said as a form would say it: "'s email is …"."""
    return _GIVEN.sub(lambda m: f"'s {m['l']} is ", rest.strip())


# the time or way of working said between "works" and where: "works nights at …", "works part-time for …"
_WORK_WHEN = re.compile(
    r"^((?:works|worked|is\s+working|was\s+working))\s+(?:(?:at\s+night|nights|days|evenings|mornings|overnight|"
    r"(?:at|on|over)\s+(?:the\s+)?weekends?|weekends|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days|"
    r"at\s+(?:odd|all|weird|crazy|strange|long)\s+hours|(?:long|crazy|odd)\s+hours|part[-\s]?time|full[-\s]?time|"
    r"(?:the\s+)?(?:night|day|early|late|graveyard|evening|morning)\s+shifts?|(?:from\s+)?remotely|from\s+home|"
    r"(?:with|for)\s+(?:me|us)|for\s+(?:years|months|decades|ages|a\s+while|a\s+long\s+time))\s+)+"
    r"(?=(?:at|for|in|as|with)\s)",
    _I,
)


def predicate(d: Draft, rest: str, state: Sentence, correction: bool) -> None:
    """The facts one predicate states about `d`."""
    rest = _ADV.sub("", rest.strip(' ,.!:"“”'))
    # "is also really into pottery", "is also from Osaka", "is actually 45": the adverbs after "is" are no part of
    # what is said ("really" and "still" only before "into": "is really tall" is said of how tall)
    rest = re.sub(
        r"^(is|'s|was)\s+(?:(?:also|actually|definitely|totally|apparently|honestly|literally|supposedly)\s+|"
        r"(?:really|still)\s+(?=(?:(?:also|actually|really|still)\s+)*(?:into\b|big\s+into\b)))+",
        r"\1 ",
        rest,
        flags=_I,
    )
    # "is from Osaka too", "is 45 as well": said alongside someone else, no part of the value
    rest = re.sub(r"(?<=\w)\s*,?\s+(?:too|as\s+well|also)$", "", rest, flags=_I)
    # "works at Amazon, not Microsoft": what was not is not a fact
    rest = re.sub(r"(?:,\s*not|,?\s+(?:instead\s+of|rather\s+than))\s+[^,;]+$", "", rest, flags=_I)
    rest = re.sub(
        r",\s*(?:which|who|so|though|although|while|whereas)\b.*$|,?\s+i\s+(?:think|guess|believe)$", "", rest, flags=_I
    )
    # "grew up in Leeds before moving down south", "lived in Cork until going to uni": the later move is no part
    # of the place
    rest = re.sub(r",?\s+(?:before|after|until|till)\s+(?:\w+\s+)?\w+ing\b.*$", "", rest, flags=_I)
    # "grew up in Stockport, just outside Manchester": the place, not what it is near; "grew up outside
    # Manchester, in Stockport": the nearer place
    placed = r"(?:grew\s+up|was\s+(?:born|raised)|lives|lived|(?:is|'s|comes|hails)\s+(?:originally\s+)?from)"
    rest = re.sub(
        rf"^({placed}\s+(?:in\s+)?(?-i:[A-Z])[\w.'-]+(?:\s(?-i:[A-Z])[\w.'-]+)*),?\s+(?:just\s+)?"
        r"(?:outside(?:\s+of)?|near|close\s+to)\s+(?:the\s+)?(?-i:[A-Z])[\w .'-]+$",
        r"\1",
        rest,
        flags=_I,
    )
    rest = re.sub(
        rf"^({placed})\s+(?:just\s+)?(?:outside|near)\s+[^,]+,\s+(?=in\s+(?-i:[A-Z]))", r"\1 ", rest, flags=_I
    )
    rest = re.sub(
        r"^(.*?\bfrom)\s+in\s+(?=(?-i:[A-Z]))", r"\1 ", rest, flags=_I
    )  # "from … in Stockport": from Stockport
    # "passed away and it's been really hard": what follows is about the user, not them
    rest = re.sub(
        r",?\s+(?:and|but|so)\s+(?:it|it's|that|that's|this|there|i|i'm|i've|we|we're|"
        r"(?:need|have|want|got|ought)\s+to|gotta|wanna|must|should)\b.*$",  # "…, and need to sort a present": mine
        "",
        rest,
        flags=_I,
    )
    if not rest:
        return
    if d.kind == "person" and _year_student(d, rest, state, correction):
        return
    # "is interning at Google", "just started interning at Deloitte": an intern there, as "is an intern at …" says
    rest = re.sub(
        r"^(?:is\s+|'s\s+)?(?:currently\s+|now\s+|just\s+)?(?:(?:started|began)\s+)?"
        r"(?:interning|doing\s+an?\s+internship)\s+(?:at|with|for)\s+(?=[A-Z])",
        "is an intern at ",
        rest,
    )
    # "heads the sales team at Ford", "is in charge of HR at a hospital": the position, and where it is held
    charge = _CHARGE_AT.match(rest)
    if charge and d.kind == "person":
        predicate(d, charge["c"], state, correction)
        predicate(d, f"works at {charge['w']}", state, correction)
        return
    plain = job_at_en(rest)  # "works at Zalando now, as a designer": "is a designer at Zalando"
    if plain is not None:
        for part in plain:
            predicate(d, part, state, correction)
        return
    parts = split_said_en(rest)
    if len(parts) > 1:  # "is 38 and teaches chemistry", "is 62, retired": each part says its own fact
        for part in parts:
            predicate(d, part, state, correction)
        return
    rest = given_label_en(rest)
    # "'s got a bachelor's": has; "'s been vegetarian for years", "she's been a nurse since 2019": has been
    rest = re.sub(r"^(?:'s|’s|is)\s+(?:got\b|(?=been\b))", "has ", rest).replace("has  ", "has ")
    rest = re.sub(r"^(?:her|his|their)\s+(?=name\s+is\s)", "", rest, flags=_I)  # "… and her name is Megan"
    changed = no_longer_en(rest)
    if changed is not None:  # "is not in Denver anymore, moved to Portland": the new value replaces the old
        rest, correction = changed, True
    rest = chat_predicate_en(unhedge_en(rest))  # "is probably around 30, I think": 30; "does locksmith stuff"
    rest = re.sub(r"^(is|'s)\s+now\s+(?=(?:a|an)\s)", r"\1 ", rest, flags=_I)  # "is now a dentist in Seattle"
    # "is a lock keeper now", "is a hydrographer these days", "a thatcher by trade": what they are now is what they are
    rest = re.sub(
        r"^((?:is|'s)\s+(?:a|an)\s+[a-z][\w\s-]{1,40}?)\s+(?:now|these\s+days|nowadays|at\s+the\s+moment|atm|"
        r"by\s+(?:trade|profession))$",
        r"\1",
        rest,
    )
    # "works nights at the hospital", "works at night at Kroger": when they work is no part of where
    rest = _WORK_WHEN.sub(r"\1 ", rest)
    if d.kind == "person" and _WORK_TIE.search(d.relation or ""):
        rest = re.sub(
            r"^(?:is\s+)?based\s+(?=in\s|out\s+of\s)", "works ", rest
        )  # "my intern - based in …" too  # a colleague "based in Leeds" works there
    # no phrasing of `_entities_en_profile`: a value whose shape says its attribute ("is a solid 5'6\"")
    # then what they do or are like ("teaches chemistry", "is a real bookworm": `_entities_en_doing`)
    skill = re.match(r"^(?:is|was|'s)\s+(?:a|an)\s+(?P<v>.+)$", rest, _I)
    if skill and d.kind == "person" and SKILL_EN.match(skill["v"]):  # "is a good cook": a skill, not a job
        if is_occupation(skill["v"].split()[-1]):  # "a great name", "a great pet": no trade, nothing of them
            d.add_fact("trait", skill["v"], "is a", correction=correction)
        return
    profile = (profile_facts_en(rest) or doing_facts_en(rest) or shaped_facts_en(rest)) if d.kind == "person" else []
    profile = hired_by(_judged_trades(profile))  # "a Google engineer": an engineer, and Google the employer
    for attribute, label, value in profile:  # height, hometown, work city, position, email … (`_entities_en_profile`)
        d.add_fact(attribute, value, label, correction=correction)
        if attribute == "employer":
            state.other(value, kind="org", language="en")
            d.add_link("works_at", value)
    if profile:
        return
    if rest.startswith("'s "):
        rest = (
            ("is " + rest[3:])
            if not re.match(r"^'s\s+(?:birthday|name|nickname|(?:full|real|legal|last|family)\s+name|surname)\b", rest)
            else rest
        )
    if re.match(r"^(?:doesn't|does\s+not|isn't|is\s+not|never|didn't|won't)\b", rest, _I) and not re.match(
        r"^(?:(?:doesn't|does\s+not)\s+(?:like|eat)|(?:isn't|is\s+not)\s+(?:a\s+(?:big\s+)?fan\s+of|into)|"
        r"(?:doesn't|does\s+not|never)\s+(?:talk|say|speak)\s+much)\b",  # ("doesn't talk much": a quiet one)
        rest,
        _I,
    ):
        return  # a negated statement says what is not: nothing to record
    m = _NICKNAME_RE.match(rest)
    if m:
        if m["v"] != d.name:
            d.add_alias(m["v"])
        return
    m = _NAMED_RE.match(rest)
    if m:
        if not d.name:
            d.name = m["v"]
        elif m["v"] != d.name:
            d.add_alias(m["v"])
        return
    m = _EDU_LEVEL_RE.match(rest)
    if m:
        level = m["v"] if re.match(r"[AOG]", m["v"]) else m["v"].lower()  # "A-levels", "GCSEs" keep their capitals
        d.add_fact("education", level, "finished", correction=correction)
        return
    m = _EDU_RE.match(rest)
    if m:
        value = m["v"] + (f" in {trim_when_en(m['f'])}" if m["f"] else "")  # "in physics last year": physics
        value, school = (m["v2"], m["s2"]) if m["v2"] else (value, m["s"])
        d.add_fact("education", value, "has a", correction=correction)
        if school:
            d.add_fact("school", school, "from", correction=correction)
            state.other(school, kind="org", language="en")
            d.add_link("studied_at", school)
        return
    m = _JOB_RE.match(rest) or _WORKS_AS.match(rest) or _started_as(rest)
    if m and d.kind == "person" and _JUDGED.match(m["v"]) and not m["w"] and not m.groupdict().get("g"):
        # "is a good cook", "is a terrible driver": how well they do it, not their trade ("a cook at Nobu" is)
        if rest.lower().startswith(("is ", "'s ", "was ")) and is_occupation(_JUDGED.sub("", m["v"])):
            d.add_fact("trait", re.sub(r"\s+", " ", m["v"].lower()), "is a", correction=correction)
        return
    if m and d.kind == "person":
        job = _JUDGED.sub("", m["v"])  # "a great nurse at Mercy": a nurse there
        hired = None if m["w"] or m.groupdict().get("g") else org_and_trade(job)
        if hired is not None:  # "a Google engineer": an engineer at Google
            predicate(d, f"is a {hired[1]} at {hired[0]}", state, correction)
            return
        d.add_fact(job_or_title(job), job, "is a", correction=correction)
        where = re.match(r"^(?P<w>.+?)\s+in\s+(?P<c>(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?)$", m["w"] or "")
        generic = re.search(
            r"\s+in\s+(?P<c>(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?)$", m.groupdict().get("g") or ""
        )
        if generic:  # "an engineer at a biotech firm in Cambridge": a workplace with no name, in a city
            d.add_fact("works_in", generic["c"], "works in", correction=correction)
        if where:  # "a software engineer at Fernvale in Seattle": the employer, and the city the work is in
            d.add_fact("works_in", where["c"], "works in", correction=correction)
        employer = where["w"] if where else m["w"]
        if employer:
            d.add_fact("employer", employer, "works at", correction=correction)
            state.other(employer, kind="org", language="en")
            d.add_link("works_at", employer)
        return
    for attribute, label, pattern in _FACTS:
        m = pattern.match(rest)
        if not m:
            continue
        said = re.sub(r"\s+", " ", (m.groupdict().get("l") or label).lower())
        value = m["v"] or re.sub(r"^is\s+", "", m.group(0))  # "is lactose intolerant": the phrase is the value
        if attribute not in ("note", "status", "birthday", "opening_hours"):
            value = trim_when_en(value)  # "moved to Austin a few years back": Austin
        if attribute == "opening_hours" and d.kind != "place":
            return
        if attribute in ("lives_in", "from", "age") and d.kind == "place":
            return
        if PRONOUN_OBJECT.match(value):
            return  # "he loves it": what "it" is was said elsewhere
        if attribute == "age" and value.isdigit() and not 0 < int(value) < 120:
            return  # "is 185": a height or a weight, never an age
        if attribute == "age" and AGE_AHEAD_EN.match(m.group(0)):
            return  # "turns 50 next week": 49 today, and a wrong age costs more than none
        if attribute == "employer" and not_employer(value):
            break  # "works at night": when they work, said as it was
        if label == "runs":  # "runs the sales team": the head of it
            value = f"head of the {value}" if re.search(r"\s\w+$", value) else f"head of {value}"
        d.add_fact(attribute, value, said, correction=correction)
        if attribute == "employer" and not is_place(value) and value[:1].isupper():
            state.other(value, kind="org", language="en")
            d.add_link("works_at", value)
        return
    _more(d, rest, state, correction)


def _more(d: Draft, rest: str, state: Sentence, correction: bool) -> None:
    """A wider phrasing of a known attribute, else what was said of them, kept as a note (see `_entities_more`)."""
    more = more_fact_en(rest)
    if more is not None:
        attribute, label, value = more
        if attribute in ("lives_in", "from", "age") and d.kind == "place":
            return
        if attribute == "job" and d.kind != "person":
            return
        if attribute == "job":
            attribute = job_or_title(value)  # "became a regional sales manager": a position
        d.add_fact(attribute, value, label, correction=correction)
        if attribute == "employer":
            state.other(value, kind="org", language="en")
            d.add_link("works_at", value)
        return
    if _commented(d, rest, state, correction):
        return
    note = note_en(rest)
    # only of someone this message names: a bare he / she may point anywhere, and "they" to anything at all
    if note is not None and d.kind in ("person", "pet") and not d.pronoun and not state.plural:
        d.add_fact("note", note, "", correction=correction)


# A short comment after a comma, with no subject, value or name of its own: "took forever", "so proud", "no joke"
_COMMENT_EN = re.compile(
    r"^(?!(?:and|but|so\s+(?:she|he|they|i|we)|or|who|which|that|where|when|while|because|since|if|though|although|"
    r"she|he|they|i|we|it|her|his|their|my|you|everyone|everybody|someone|somebody|nobody|no\s+one|people|this|"
    r"these|those|all)\b)[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3}[.!?~]*$"
)


def _commented(d: Draft, rest: str, state: Sentence, correction: bool) -> bool:
    """ "finished a GED, took forever": what comes before a comment reads as a fact of its own (not a note); the
    comment says nothing of them. False, with nothing added, when the head reads only as a note or not at all."""
    head, sep, tail = rest.partition(", ")
    if not sep or not _COMMENT_EN.match(tail.strip()) or "," in tail:
        return False
    facts, links, aliases = list(d.facts), list(d.links), list(d.aliases)
    drafts, subject = len(state.drafts), state.subject
    predicate(d, head, state, correction)
    added = [f for f in d.facts if f not in facts]
    if added and all(f.attribute != "note" for f in added):
        return True
    # nothing of the head stays: not its facts, links or aliases, nor anyone or anything it named
    d.facts[:], d.links[:], d.aliases[:] = facts, links, aliases
    del state.drafts[drafts:]
    state.subject = subject
    return False
