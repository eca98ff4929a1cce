"""Trades and schooling in English predicates, for `_entities_en_facts.predicate`.

A job said with its article ("is a paramedic at St Mary's", "works at Google as a product manager", "just started at
Pfizer as a lab tech"), a trade said with a judgement ("a really good baker": how well they do it, a trait), a degree
or a school level reached ("has a BA in history from McGill", "only finished high school"), a year of study ("is a
second-year grad student at Duke"), and what someone runs or heads at a place.
"""

from __future__ import annotations

import re

from ._entities import Draft, Sentence
from ._entities_en_lexicon import (
    DEGREE_LETTERS_EN,
    DEGREE_NAMES_EN,
    is_occupation,
)
from ._rules_en_facts import JOB

_I = re.IGNORECASE

# after an article ("has a BA in history"): the short letters are a degree too, and "a degree", "a diploma"
_EDU = rf"(?:{DEGREE_NAMES_EN}|{DEGREE_LETTERS_EN}|degree|diploma)"

# Jobs beyond the statement rules' list.
_JOBS = (
    rf"(?:{JOB[3:-1]}|vet|veterinarian|paramedic|firefighter|pilot|barista|cashier|waiter|waitress|plumber|carpenter|"
)
_JOBS += r"farmer|soldier|surgeon|physician|dietitian|social\s+worker|realtor|real\s+estate\s+agent|hairdresser|"
_JOBS += r"librarian|paralegal|receptionist|secretary|cook|baker|butcher|janitor|cleaner|caregiver|midwife|optometrist|"
_JOBS += r"coach|athlete|actor|actress|singer|dancer|flight\s+attendant|police\s+officer|cop|detective|judge|"
_JOBS += r"politician|priest|economist|chemist|biologist|physicist|mathematician|historian|bartender|dj|"
_JOBS += r"hygienist|optician|radiologist|zookeeper|gardener|landscaper|tailor|designer|programmer|developer)"
_JOB_RE = re.compile(
    rf"^(?:is|was|became|'s|works\s+as|is\s+working\s+as|got\s+a\s+job\s+as|has\s+been|trained\s+as|is\s+employed\s+as|"
    rf"earns\s+a\s+living\s+as|has\s+worked\s+as|worked\s+as)\s+(?:(?:now|currently|also)\s+)?(?:a|an)\s+"
    rf"(?P<v>(?:[\w-]+\s+){{0,3}}?{_JOBS})"
    r"(?:\s+(?:at|for)\s+(?P<w>(?-i:[A-Z])[^,;]{1,40}?)|\s+(?:at|for|in)\s+(?:a|an|the)\s+(?P<g>(?-i:[a-z])[^,;]{1,40}?))?$",
    _I,
)
# "works at Google as a product manager": the employer and the job
# A judgement before a trade ("a good cook", "a really terrible driver"): a skill, not a job.
_JUDGED = re.compile(
    r"^(?:(?:really|very|pretty|super|such|quite|truly|genuinely|seriously|absolutely|so)\s+)*"
    r"(?:good|great|terrible|awful|lousy|bad|amazing|awesome|fantastic|wonderful|brilliant|excellent|decent|horrible|"
    r"natural|born|gifted|talented|fine|poor|mediocre|superb|incredible|outstanding|skilled|hopeless|crap|shit|"
    r"crappy|killer|solid|fabulous|phenomenal|exceptional|dreadful|atrocious)\s",
    _I,
)
_WORKS_AS = re.compile(
    rf"^works\s+(?:at|for)\s+(?P<w>(?-i:[A-Z])[^,;]{{1,40}}?)\s+as\s+(?:a|an)\s+(?P<v>(?:[\w-]+\s+){{0,3}}?{_JOBS})$",
    _I,
)
# "just started at Pfizer as a lab tech", "joined Deloitte as an auditor": a new job, its trade any the lexicon knows
_STARTED_AS = re.compile(
    r"^(?:(?:(?:just\s+|recently\s+)?started(?:\s+working)?\s+(?:at|for)|joined|got\s+a\s+job\s+(?:at|with)|"
    r"was\s+hired\s+(?:at|by))\s+(?P<w>(?-i:[A-Z])[^,;]{1,40}?)|"
    # ("got a new job as a wheelwright": the trade without where)
    r"(?:just\s+|finally\s+)?(?:got|landed|found|started)\s+a\s+(?:new\s+)?job)"
    r"\s+as\s+(?:a|an)\s+(?P<v>(?:[\w-]+\s+){0,3}?[\w-]+)"
    r"(?:\s+(?:last|this)\s+(?:week|month|year))?$",
    _I,
)


def _started_as(rest: str) -> re.Match[str] | None:
    m = _STARTED_AS.match(rest)
    return m if m and is_occupation(m["v"].lower(), by_suffix=len(m["v"].split()) > 1) else None


_EDU_RE = re.compile(
    rf"^(?:has|got|earned|holds|is\s+doing|is\s+getting|graduated\s+with|finished|did|completed|obtained|received)\s+"
    rf"(?:a|an|her|his|their)\s+(?P<v>{_EDU})"
    # a school has a capital, and ends where a second degree is said ("at McGill and her masters at UCL")
    r"(?:\s+in\s+(?P<f>[^,;]+?))?(?:\s+(?:from|at)\s+(?P<s>(?-i:[A-Z])(?:(?!\s+and\s+(?:her|his|their)\s)[^,;])+?))?"
    r"(?:\s+(?:last|this)\s+(?:year|spring|summer|fall|autumn|winter))?"  # "finished a BA last year"
    # the second is the one reached last: "her undergrad at McGill and her masters at UCL" is a masters from UCL
    rf"(?:\s+and\s+(?:her|his|their)\s+(?P<v2>{_EDU})(?:\s+(?:from|at)\s+(?P<s2>(?-i:[A-Z])[^,;]+))?)?$",
    _I,
)
# "only finished high school", "graduated from college": the level reached, said as a school
_EDU_LEVEL_RE = re.compile(
    r"^(?:only\s+|just\s+)?(?:finished|completed|graduated\s+from|went\s+as\s+far\s+as|got\s+as\s+far\s+as|"
    r"(?:has|did|sat|passed|stopped\s+at|left\s+(?:school\s+)?after)(?=\s+(?:her|his|their\s+)?[AOG]))\s+(?:(?:her|his|their)\s+)?"
    # (the levels of a British school: "only got as far as A-levels", "left after GCSEs", "did her A levels")
    r"(?P<v>high\s+school|middle\s+school|college|(?-i:A)[\s-]?levels?|(?-i:O)[\s-]?levels?|GCSEs?)\b",
    _I,
)
# "is a second-year grad student", "is a first-year med student": a stage of schooling and the year in it, never
# a trade (the year as said is the school year; the kind of student is the schooling)
_YEAR_STUDENT = re.compile(
    r"^(?:is|'s)\s+(?:now\s+|currently\s+)?an?\s+(?P<y>first|second|third|fourth|fifth|final|last)[-\s]year\s+"
    r"(?P<k>(?:grad(?:uate)?|phd|doctoral|master's|masters|med(?:ical)?|law|nursing|college|university|undergrad)\s+)?"
    r"student(?:\s+(?:at|in)\s+(?P<s>(?-i:[A-Z])[\w.&'-]*(?:\s+(?-i:[A-Z])[\w.&'-]*){0,3}))?$",
    _I,
)


def _year_student(d: Draft, rest: str, state: Sentence, correction: bool) -> bool:
    """ "is a second-year grad student (at Duke)": the year as said, the schooling, and the school."""
    m = _YEAR_STUDENT.match(rest)
    if m is None:
        return False
    said = (m["k"] or "").strip()  # "PhD" keeps its capitals
    d.add_fact("school", f"{m['y'].lower()}-year {said + ' ' if said else ''}student", "year", correction=correction)
    if said:
        kind = _STUDENT_KIND.get(said.lower(), said)
        d.add_fact("education", f"{kind} student", "student", correction=correction)
    if m["s"]:
        d.add_fact("school", m["s"], "studies at", correction=correction)
        state.other(m["s"], kind="org", language="en")
        d.add_link("studied_at", m["s"])
    return True


_CHARGE_AT = re.compile(
    r"^(?P<c>(?:runs|heads(?:\s+up)?|leads|manages|is\s+in\s+charge\s+of|is\s+running|is\s+heading(?:\s+up)?)\s+"
    r"[^,;]{2,40}?)\s+at\s+(?P<w>(?-i:[A-Z])[\w.&'-]*(?:\s+(?-i:[A-Z])[\w.&'-]*){0,3}|(?:a|an|the)\s+[a-z][\w\s-]{2,30})$",
    _I,
)
_STUDENT_KIND = {"graduate": "grad", "medical": "med", "doctoral": "PhD", "phd": "PhD", "masters": "master's"}


def _judged_trades(facts: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """A trade said with a judgement ("a really good baker") is how well they do it, a trait; with where they
    work ("a great nurse at Mercy"), the trade itself."""
    placed = any(a in ("employer", "works_in") for a, _, _ in facts)
    out = []
    for a, label, v in facts:
        if a == "job" and _JUDGED.match(v) and (placed or is_occupation(_JUDGED.sub("", v))):
            a, v = ("job", _JUDGED.sub("", v)) if placed else ("trait", re.sub(r"\s+", " ", v.lower()))
        out.append((a, label, v))
    return out
