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
from ._entities_en_chat import chat_predicate_en
from ._entities_en_doing import doing_facts_en, split_said_en
from ._entities_en_jobat import hired_by, job_at_en, org_and_trade
from ._entities_en_lexicon import (
    DEGREE_LETTERS_EN,
    DEGREE_NAMES_EN,
    NATIONALITY,
    SAID_HOW,
    SCHOOL_KIND,
    SKILL_EN,
    is_occupation,
)
from ._entities_en_profile import LABEL_EN, job_or_title, profile_facts_en, unhedge_en
from ._entities_en_rows import SHAPED_ROWS_EN
from ._entities_en_shape import shaped_facts_en
from ._entities_more import more_fact_en, note_en, trim_when_en
from ._rules_common import is_place
from ._rules_en_facts import JOB, PRONOUN_OBJECT

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
# after an article ("has a BA in history"): the short letters are a degree too, and "a degree", "a diploma"
_EDU = rf"(?:{DEGREE_NAMES_EN}|{DEGREE_LETTERS_EN}|degree|diploma)"
_AGE_WORD = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|"
    r"nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|\d{1,3})"
)
_TRAITS = (
    r"(?:kind|funny|shy|smart|nice|friendly|quiet|outgoing|generous|stubborn|lazy|patient|strict|picky|"
    r"hilarious|sweet|introverted|extroverted|creative|organized|messy|grumpy|cheerful|caring|reliable|honest|"
    r"demanding|critical|talkative|ambitious|hardworking|hard-working|easygoing|easy-going|strict|protective|"
    r"supportive|responsible|smart|clever|bossy|moody|polite|rude|humble|brave|curious|competitive|athletic)"
)
_V = r"(?P<v>[^,;]{1,40}?)(?:\s+(?:now|right\s+now|atm|at\s+the\s+moment|these\s+days|nowadays))?"
# "lives in Boston with her husband", "moved to Leeds with the kids": whom they live with is no part of where
_WITH = (
    r"(?:\s+with\s+(?:(?:her|his|their|a|an|the|my|our|two|three|some)\b[^,;]{1,30}|roommates?|flatmates?|friends|"
    r"family|parents|kids|relatives))?"
)
_V_OPT = r"(?:\s+(?P<v>[^,;]{1,40}?))?"
# The schools one gets into, said by their kind ("got into college", "got into med school"): education news, no taste.
_FACTS: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (a, label, re.compile(p + r"$", _I))
    for a, label, p in (
        ("lives_in", "moved to", rf"^(?:has\s+)?(?:moved|relocated)\s+(?:back\s+)?to\s+{_V}{_WITH}"),
        (
            "lives_in",
            "lives in",
            rf"^(?:lives|is\s+living|is\s+based|resides|has\s+lived|has\s+been\s+living)\s+in\s+{_V}{_WITH}"
            r"(?:\s+for\s+[^,;]{1,20})?",
        ),
        (
            "employer",
            "joined",
            # (not "started at Pfizer as a lab tech": the job said with it, read by `_WORKS_AS`)
            # "is employed by the NHS", "is on the payroll at Tesco", "has worked for Tesco since 2019"
            r"^(?:joined|is\s+employed\s+(?:at|by)|started\s+at|has\s+a\s+job\s+(?:at|with)|"
            r"is\s+on\s+the\s+payroll\s+(?:at|of|with)|has\s+worked\s+(?:at|for))\s+(?:the\s+)?"
            r"(?![^,;]*\s+as\s+(?:a|an)\s)(?P<v>(?-i:[A-Z])[^,;]{1,40}?)"
            r"(?:\s+(?:last|this)\s+(?:week|month|year)|\s+since\s+(?:(?:19|20)\d\d|last\s+\w+|\w+\s+(?:19|20)\d\d)|"
            r"\s+for\s+(?:years|ages|(?:a\s+)?(?:few|couple\s+of|\w+)\s+years))?",
        ),
        ("birthday", "born", r"^was\s+born\s+(?:in|on)\s+(?P<v>[^,;]{0,20}\d{4})"),
        ("employer", "works at", rf"^(?:works|is\s+working|started\s+working|got\s+a\s+job)\s+(?:at|for)\s+{_V}"),
        ("job", "works as", rf"^works\s+as\s+(?:a|an)\s+{_V}"),
        (
            "age",
            "age",
            rf"^(?:is|turned|turns|is\s+turning|will\s+(?:be|turn)|is\s+(?:about|going)\s+to\s+(?:turn|be)|is\s+gonna\s+(?:turn|be)|is\s+aged|aged)\s+"
            rf"(?P<v>{_AGE_WORD}(?:\s+(?:months?|weeks?)(?=\s+old))?)"
            # "62 years old", "62yo", "62 yrs"; "now", "yesterday", "last week": when it was so
            r"(?:\s+(?:years?\s+)?old|\s+years\s+of\s+age|\s*(?:yo|y/o)\b|\s+yrs?\b(?:\s+old)?)?"
            r"(?:\s+now|\s+soon|\s+yesterday|\s+today|\s+recently|\s+(?:next|this|last)\s+(?:week|month|year|weekend)|"
            r"\s+(?:at|over)\s+the\s+weekend)?"
            # "in May", "in a few weeks": when it is so
            r"(?:\s+in\s+(?:(?:jan|febr)uary|march|april|may|june|july|august|(?:sept|nov|dec)ember|october|"
            r"a\s+(?:few\s+|couple\s+of\s+)?(?:days?|weeks?|months?)))?"
            r"(?:\s+going\s+on\s+\d{1,3})?"  # "34 going on 35": 34
            # "turned 42 at the weekend and made us light every candle": what they did then is no part of the age
            r"(?:\s+and\s+(?:made|took|threw|had|got|went|said|told|spent|brought|invited|celebrated|insisted|asked|booked)\b[^,;]*)?",
        ),
        (
            "likes",
            "loves",
            r"^(?P<l>loves|likes|enjoys|adores|loved|liked|enjoyed|is\s+into|was\s+into|is\s+obsessed\s+with|"
            r"is\s+a\s+(?:big\s+|huge\s+|great\s+)?fan\s+of|is\s+(?:crazy|nuts|mad)\s+about|can't\s+get\s+enough\s+of|"
            r"(?:is|was)\s+(?:really\s+|very\s+)?(?:interested\s+in|passionate\s+about)|"
            r"(?:has|had)\s+a\s+(?:big\s+|great\s+|real\s+)?(?:passion|love)\s+for)\s+" + _V,
        ),
        (
            "dislikes",
            "hates",
            r"^(?P<l>hates|dislikes|hated|disliked|can't\s+stand|cannot\s+stand|doesn't\s+like|does\s+not\s+like|"
            r"doesn't\s+eat|won't\s+eat|(?:isn't|is\s+not)\s+(?:a\s+(?:big\s+)?fan\s+of|into))\s+" + _V,
        ),
        ("allergy", "allergic to", rf"^is\s+(?:severely\s+|very\s+)?allergic\s+to\s+{_V}"),
        ("from", "from", rf"^(?:is|comes)\s+(?:originally\s+)?from\s+{_V}"),
        ("from", "grew up in", rf"^(?:grew\s+up|was\s+born\s+and\s+raised|was\s+raised)\s+in\s+{_V}"),
        (
            "school",
            "studied at",
            r"^(?:studied|studies|went\s+to\s+college|went\s+to\s+school)\s+at\s+(?P<v>(?-i:[A-Z])[^,;]{1,40}?)",
        ),
        ("major", "majored in", rf"^(?:majored|majors|is\s+majoring|has\s+a\s+degree)\s+in\s+{_V}"),
        (
            "allergy",
            "can't eat",
            rf"^(?P<l>can't\s+eat|cannot\s+eat|can\s+not\s+eat|is\s+intolerant\s+to|is\s+(?:lactose|gluten)\s+intolerant){_V_OPT}",
        ),
        ("surname", "last name", r"^(?:'s\s+)?(?:last\s+name|surname|family\s+name)\s+is\s+(?P<v>[A-Z][a-z]+)"),
        (
            "birthday",
            "birthday",
            rf"^(?:'?s?\s*birthday\s+(?:is|falls|is\s+coming\s+up|comes\s+up)|has\s+(?:a|her|his|their)\s+birthday)"
            rf"\s+(?:on\s+)?{_V}",
        ),
        ("status", "status", r"^(?:is|got)\s+(?P<v>married|single|divorced|engaged|retired|pregnant|widowed)"),
        ("status", "status", r"^(?P<v>passed\s+away|died)(?:\s+(?:last|this|in|on|a)\b[^,;]{0,30})?"),
        (
            "trait",
            "is",
            rf"^is\s+(?:very\s+|really\s+|so\s+|super\s+|quite\s+|pretty\s+|extremely\s+)?(?P<v>{_TRAITS})",
        ),
        # the year of schooling: "is a junior in college", "is a second-year grad student", "is in her third year
        # of college" (never "is a junior developer")
        (
            "school",
            "year",
            r"^(?:is|'s)\s+(?:a|an|in\s+(?:her|his|their))\s+(?P<v>(?:freshman|sophomore|junior|senior)\s+(?:in|at)\s+"
            r"(?:college|university|uni|high\s+school)|(?:first|second|third|fourth|final)[-\s]year\s+(?:college\s+|"
            r"university\s+|grad(?:uate)?\s+|phd\s+|med\s+|law\s+)?student|(?:first|second|third|fourth|final|last)\s+year\s+"
            r"(?:of|at|in)\s+(?:college|university|uni|grad\s+school|high\s+school))\b",
        ),
        (
            "school",
            "goes to",
            r"^(?:goes\s+to|attends|is\s+in|started)\s+(?P<v>kindergarten|preschool|daycare|"
            r"elementary\s+school|primary\s+school|middle\s+school|high\s+school|college|grad\s+school|"
            r"(?:first|second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th))\s+grade)(?:\s+(?:this|last)\s+(?:year|fall))?",
        ),
        (
            "school",
            "studies at",
            r"^(?:goes\s+to|attends|studies\s+at|graduated\s+from|is\s+studying\s+at)\s+"
            r"(?P<v>(?-i:[A-Z])[^,;]{1,40}?)",
        ),
        # "is Welsh through and through", "is Irish born and bred"
        (
            "from",
            "is",
            rf"^is\s+(?P<v>{NATIONALITY})(?:\s+(?:through\s+and\s+through|born\s+and\s+(?:bred|raised)|by\s+birth))?",
        ),
        ("status", "status", r"^(?P<v>retired)"),
        (
            "note",
            "",
            r"^(?P<v>(?:is\s+)?(?:getting\s+married|got\s+married|got\s+engaged|got\s+divorced|graduated|"
            r"had\s+a\s+baby|is\s+having\s+a\s+baby|got\s+promoted|got\s+a\s+new\s+job|"
            r"(?:(?:got|has\s+gotten)\s+into|(?:got|was|has\s+been)\s+accepted\s+(?:in)?to)\s+"
            rf"(?:(?-i:[A-Z])[^,;]{{1,30}}?|{SCHOOL_KIND}))(?:\s+(?:this|last|next)\s+(?:week|month|year|spring|summer|fall|winter))?)",
        ),
        (
            "hobby",
            "plays",
            r"^plays\s+(?:the\s+)?(?P<v>piano|guitar|violin|cello|flute|drums|tennis|soccer|football|basketball|golf|chess|piano|guitar|violin|"
            r"drums|baseball|volleyball|badminton|video\s+games)",
        ),
        ("skill", "speaks", r"^speaks\s+(?P<v>[A-Z][a-z]+(?:\s+and\s+[A-Z][a-z]+)?)"),
        (
            "opening_hours",
            "open",
            r"^(?:is\s+)?(?P<v>(?:closed|open)\s+(?:on\s+)?[^,;]{2,30}?|opens\s+at\s+[^,;]{1,20}?)",
        ),
        *SHAPED_ROWS_EN,
    )
)
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
