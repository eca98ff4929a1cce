"""English profile values read by their shape (issue #21), when no phrasing rule of `_entities_en_profile` fits.

People wrap a value in words no list of phrasings foresees ("is a solid 5'6\"", "must be 190 cm", "is 5 ft 2 in
heels", "turned nineteen last spring", "his big day is March 18", "relocated to Portland for work"). In a
predicate about one person, a value whose shape says its attribute is read whatever the words around it, with a
few cue words where a shape alone could mean anything (a place is a hometown only beside originally / grew up /
raised / native / born / roots, a work city only beside work words; a bare number is an age only right after a
verb of being and with no unit after it). A tail that turns the value into a distance ("six feet apart", "6 feet
from the door") or a measure of something else reads as nothing.
"""

from __future__ import annotations

import re

from ._age_en import AGE_NUM_EN, ROUGH_AGE_EN, YEARS_OLD_EN, rough_age
from ._entities_en_lexicon import DEGREE_NAMES_EN, NOT_TRADE, is_occupation
from ._entities_en_profile import HEIGHT, height
from ._entities_more import JOB_EN, trim_when_en

__all__ = ["DATE_EN", "DEGREE", "is_job", "shaped_facts_en"]

Fact = tuple[str, str, str]  # (attribute, label, value)

_I = re.IGNORECASE
# "five-eleven": a height only where the predicate says it is one
_HEIGHT_WORDS = r"(?:four|five|six)[\s-](?:one|two|three|four|five|six|seven|eight|nine|ten|eleven)"
# What may stand between the verb and a height: a hedge or a word of praise, never another noun phrase
_BE = (
    r"^(?:is|'s|was|must\s+be|should\s+be|might\s+be|has\s+to\s+be|could\s+be|stands(?:\s+at)?|measures|"
    r"is\s+now|is\s+like|comes\s+in\s+at|tops\s+out\s+at|clocks\s+in\s+at|checks\s+in\s+at)\s+"
)
_FILLER = (
    r"(?:(?:a\s+)?(?:solid|good|full|whole|easy|easily|only|just|already|still|now|barely|almost|nearly|over|under|about|around|"
    r"roughly|like|maybe|probably|at\s+least|at\s+most|all\s+of|a\s+hair\s+(?:over|under)|a\s+shade\s+(?:over|under)|"
    r"exactly|precisely|a\s+towering|a\s+petite|a\s+tiny|a\s+mere|a\s+tall|a\s+short)\s+){0,3}"
)
# A tail that makes a length something else's: a distance, a depth, another thing's size
_NOT_A_BODY = re.compile(
    r"\b(?:apart|away|long|wide|deep|high|from|of|behind|ahead|off|across|underground|underwater|down|up|into|"
    r"onto|past|below|above|beneath|further|farther|closer|snow|water|fence|wall|board|sub|hole)\b",
    _I,
)
_HEIGHT_AT = re.compile(rf"{_BE}{_FILLER}(?P<v>{HEIGHT})(?P<tail>.*)$", _I)
_HEIGHT_SAID = re.compile(rf"{_BE}{_FILLER}(?P<v>{_HEIGHT_WORDS})(?P<tail>.*)$", _I)
# "turned nineteen last spring", "is 52 this year", "is thirty-four, believe it or not": the number and time words
_AGE = re.compile(
    rf"^(?:is|'s|(?:just\s+|finally\s+|recently\s+|has\s+just\s+)?(?:turned|hit|reached|celebrated\s+turning))\s+"
    r"(?:(?:only|just|already|barely|"
    rf"nearly|almost|now)\s+)?(?P<v>{AGE_NUM_EN})(?:\s+{YEARS_OLD_EN})?"
    r"(?P<tail>(?:\s*,?\s*(?:this\s+year|last\s+(?:year|month|week|spring|summer|fall|autumn|winter)|"
    r"(?:a\s+few|a\s+couple(?:\s+of)?|two|three|some)\s+(?:days|weeks|months)\s+ago|recently|already|now|"
    r"believe\s+it\s+or\s+not|if\s+you\s+can\s+believe\s+it|can\s+you\s+believe\s+it|no\s+kidding|"
    r"in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)|"
    # "is 38, two years younger than me", "is seventy-one and still runs every day": what is said beside the age
    r"(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+years?\s+(?:older|younger)\s+than\s+"
    r"(?:me|us|my\s+\w+)|and\s+(?:still\s+)?(?!a\s+half\b)(?-i:[a-z])[^,;]{2,80}|"
    # "is 34, married, two kids", "is 34 while I'm 30": what else is said of them, or of the user beside them
    r",\s*(?:married|single|divorced|engaged|widowed|retired|mum|mom|dad|no\s+kids|two\s+kids)\b[^;]{0,40}|"
    r"\s*,?\s*(?:while|whereas)\s+I(?:'m|\s+am)\s+[^,;]{1,20}|"
    rf",?\s*(?:nearly|almost|going\s+on|soon\s+to\s+be)\s+{AGE_NUM_EN}\b))*)$",
    _I,
)
# "is in her early thirties", "'s mid-40s", "must be late twenties": an age by its decade (never "in the 80s", a
# time; "in her 30s" only with her / his / their before it, which `ROUGH_AGE_EN` asks for when no early/mid/late)
_ROUGH_AGE = re.compile(
    rf"^(?:is|'s|was|must\s+be|looks|seems)\s+(?:(?:only|just|already|still|now)\s+)?{ROUGH_AGE_EN}$", _I
)
# "just had her 27th birthday", "celebrated his 40th last weekend": the age the birthday made (a bare "had her 2nd"
# may be a second child, "their 50th" an anniversary: without the word "birthday" only her or his, from 13 up)
_NTH_BIRTHDAY = re.compile(
    r"^(?:just\s+)?(?:had|celebrated|is\s+celebrating|turned)\s+(?:(?:her|his|their)\s+(?P<v>\d{1,3})(?:st|nd|rd|th)\s+"
    r"(?:birthday|bday|b-day)|(?:her|his)\s+(?P<n>1[3-9]|[2-9]\d|1[01]\d)(?:st|nd|rd|th)(?!\s+(?:kid|child|baby|"
    r"grandchild|anniversary)))(?P<tail>(?:\s+(?:last|this)\s+\w+|\s+yesterday|\s+recently|\s+a\s+few\s+\w+\s+ago|"
    r"\s+on\s+[a-z]+day|\s+(?:at|over)\s+the\s+weekend)?)$",
    _I,
)
# "aunt jo's 62nd bday is saturday", "Grandpa's 80th birthday was last week": the age the birthday makes (never a
# party's, an anniversary's or a thing's number: "my friend's 30th party")
_OWN_NTH_BIRTHDAY = re.compile(
    r"^['’]s\s+(?P<v>\d{1,3})(?:st|nd|rd|th)\s+(?:birthday|bday|b-day)(?!\s+(?:party|gift|present|cake|card|dinner))"
    r"(?:\s+(?:is|was|falls|comes)\b.*)?$",
    _I,
)
# "a 24-year-old nurse", "is a 35 year old accountant": the age said before what they are
_AGED = re.compile(r"^(?:is|'s|was)\s+(?:a|an)\s+(?P<v>\d{1,3})[\s-]years?[\s-]old\b(?:\s+(?P<rest>.+))?$", _I)
_MONTH = (
    r"(?-i:January|February|March|April|May|June|July|August|September|October|November|December|"
    r"Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?"
)
_DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?"
_DATE = (
    rf"(?P<d>{_MONTH}\s+{_DAY}(?:,?\s+(?:19|20)\d\d)?|(?:the\s+)?{_DAY}\s+(?:of\s+)?{_MONTH}(?:,?\s+(?:19|20)\d\d)?)"
    r"(?![\w:])"
)
#: A date as said in English (July 24, 24 July, the 3rd of May, December 23, 1969), public for the shape readers.
DATE_EN = _DATE
_BIRTHDAY_CUE = re.compile(
    r"\b(?:birthday|bday|b-day|born|big\s+day|birth\s+date|date\s+of\s+birth|turns|celebrates|cake|"
    r"special\s+day|day\s+of\s+birth)\b",
    _I,
)
_DATE_RE = re.compile(_DATE, _I)
_PLACE = (
    r"(?P<v>(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*){0,3}(?:,\s*(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?)?)"
)
_FROM = re.compile(
    r"\b(?:originally|grew\s+up|raised|brought\s+up|hails|born|roots|comes|native|back\s+home|hometown|"
    r"home\s+town|spent\s+(?:her|his|their)\s+childhood)\b[^,;.]{0,25}?\b(?:in|from|of|near|outside|around|is)\s+"
    + _PLACE
    + r"(?:\s+originally)?\s*$",
    _I,
)
_WORK_CUE = r"(?:for\s+(?:work|(?:her|his|their|a|the)\s+(?:job|work|company|employer))|to\s+work|on\s+assignment)"
_WORKS_IN = re.compile(
    rf"^(?:is\s+|was\s+|got\s+|has\s+been\s+)?(?:relocated|transferred|moved|posted|stationed|sent|based|working|"
    rf"commutes|commuting|travels|headed|goes|heads|drives)\s+(?:(?:in|to|out\s+of|over\s+to|down\s+to|up\s+to|at)\s+)?{_PLACE}"
    rf"(?:\s+(?:every\s+day|daily|each\s+day|every\s+week|these\s+days|now|last\s+year|this\s+year))?\s+{_WORK_CUE}"
    rf"(?:\s+(?:at|with)\s+(?P<w>(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*){{0,3}}))?"
    rf"(?:\s+(?:every\s+day|daily|these\s+days|now|last\s+year|this\s+year))?$",
    _I,
)
# "works remotely for a bank in Chicago", "teaches math at a high school in Tampa": a workplace named by what it
# is (no name of its own) and the city it is in
_WORKPLACE_IN = re.compile(
    r"^(?:works|is\s+working|has\s+worked|teaches|is\s+teaching|nurses|practi[cs]es|is\s+employed)\b"
    r"(?:\s+(?!in\b)[a-z]+){0,3}?\s+(?:at|for|in|by)\s+(?:a|an|the|one\s+of\s+the)\s+(?-i:[a-z])[\w\s-]{2,30}?\s+"
    rf"(?:in|over\s+in|out\s+in|downtown\s+in)\s+{_PLACE}$",
    _I,
)
# "runs the Accra office", "heads up our Leeds branch": the office they lead is where they work
_RUNS = re.compile(
    rf"^(?:runs|manages|heads(?:\s+up)?|leads|oversees|is\s+in\s+charge\s+of)\s+(?:the|our|their|a)\s+{_PLACE}\s+"
    r"(?:office|branch|site|plant|store|location)$",
    _I,
)
# "is stationed in Frankfurt", "is posted in Phoenix": a place one is posted to is where the work is ("is based out
# of Denver" alone stays where they live)
_POSTED = re.compile(
    rf"^(?:is\s+)?(?:stationed|posted)\s+(?:in|at|out\s+of)\s+{_PLACE}(?:\s+(?:these\s+days|now|currently))?$", _I
)
_FIELD_WORD = (
    r"(?!(?:from|at|in|on|by|with|for|and|but|or|last|this|that|back|since|after|before|when|while|took|so|then|"
    r"years?|ago|now|today|tonight|tomorrow|yesterday|the|a|an|my|her|his|their|ceremonies|gig|job|role|show)\b)"
    r"[a-z]+"
)
DEGREE = (
    # "a bachelor of science", "a master of fine arts", "a doctor of dental surgery": the degree's own name, its
    # field up to three words (not "from", "in", … that say where or when; "a master of ceremonies" is a role)
    rf"(?P<v>(?:bachelor|master|doctor)\s+of\s+{_FIELD_WORD}(?:\s+{_FIELD_WORD}){{0,2}}"
    rf"(?:\s+in\s+{_FIELD_WORD}(?:\s+{_FIELD_WORD})?)?|"
    # a name of a degree in any sentence (no short letters: "has MS" may be an illness), or a trade's certificate
    rf"{DEGREE_NAMES_EN}|trade\s+school\s+(?:diploma|certificate)|vocational\s+(?:diploma|certificate))"
)
_EDUCATION = re.compile(
    r"^(?:only\s+|just\s+|finally\s+)?(?:has|holds|got|earned|finished|completed|received|obtained|picked\s+up)\s+"
    # "… from McGill", "… at MIT": the school is said of the degree; another field or school: `_EDU_RE` reads it
    rf"(?:a\s+|an\s+|her\s+|his\s+|their\s+)?{DEGREE}(?:\s+(?:from|at)\s+(?P<s>(?-i:[A-Z])[\w.&'-]*(?:\s+(?:of\s+)?(?-i:[A-Z])[\w.&'-]*){{0,4}}))?$",
    _I,
)
# "is an MBA grad", "is a PhD holder": the degree named by who holds it
_DEGREE_HOLDER = re.compile(rf"^(?:is|'s)\s+(?:a|an)\s+{DEGREE}\s+(?:grad|graduate|holder)$", _I)
_DOES_WORK = re.compile(
    r"^(?:does|did)\s+(?P<v>[a-z]+(?:\s+[a-z]+)?)\s+work(?:\s+(?:for\s+a\s+living|these\s+days|now))?$", _I
)
_HAS_BEEN = re.compile(
    r"^has\s+been\s+(?:a|an)\s+(?P<v>[a-z]+(?:\s+[a-z]+)?)(?:\s+for\s+(?:years|decades|ages|a\s+while|a\s+long\s+time|"
    r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|many|several|a\s+few|a\s+couple\s+of)\s+"
    r"years))?$",
    _I,
)


# "is now senior designer": a role said without its article
_NOW_ROLE = re.compile(r"^(?:is\s+now|is\s+currently|now\s+works\s+as)\s+(?P<v>[A-Za-z]+(?:\s+[a-z]+){0,2})$", _I)
_JOB_FROM = re.compile(rf"^(?:is|'s)\s+(?:a|an)\s+(?P<j>[a-z]+(?:\s+[a-z]+){{0,2}})\s+from\s+{_PLACE}$", _I)
# "spends every weekend hiking", "is big into fly fishing": a pastime by the time given to it
_PASTIME = re.compile(
    r"^(?:spends\s+(?:every|each|most|all|her|his|their)\s+(?:free\s+|spare\s+)?(?:weekends?|evenings?|summers?|"
    r"saturdays?|sundays?|time|mornings?|holidays?)\s+(?P<s>[a-z]+ing(?:\s+[a-z]+)?)"
    r"|(?:is|'s)\s+(?:big|huge|heavily|super|way|totally|deeply|seriously)\s+into\s+(?P<i>[a-z]+(?:\s+[a-z]+){0,2}))$",
    _I,
)


def _not_a_place(value: str) -> bool:
    return bool(re.match(rf"^{_MONTH}\b|^(?-i:I|The|My|Our|Her|His|Their)\b", value))


def is_job(words: str) -> bool:
    """True when `words` end in an English job word (nurse, engineer), not a trade (the shop)."""
    last = words.split()[-1] if words.split() else ""
    if last.lower().endswith("ic") and not is_occupation(last.lower(), by_suffix=True):
        return False  # "classic", "music", "clinic" end as "medic" and "mechanic" do, and are none
    return bool(JOB_EN.search(last)) and not NOT_TRADE.match(last)


def shaped_facts_en(rest: str) -> list[Fact]:
    """The facts an (unhedged) predicate's value shapes say (see the module docstring), or []."""
    said = trim_when_en(rest.strip().rstrip(".!"))
    facts: list[Fact] = []
    m = _HEIGHT_AT.match(said) or _HEIGHT_SAID.match(said)
    # "five-eleven" said with a hyphen is feet and inches; "five eleven" only with "tall" or "height" after it
    said_so = m is not None and (
        m.re is _HEIGHT_AT
        or "-" in m["v"]
        or re.search(r"\b(?:tall|height)\b", m["tail"], _I)
        or re.match(r"^(?:stands|measures)\b", said, _I)  # "stands about five six": only a height is stood
    )
    if m and said_so and not _NOT_A_BODY.search(m["tail"]) and len(m["tail"].split()) <= 6:
        # "5 ft 2 in heels": the "in" that opens what they wear is no inch mark
        value = re.sub(r"\s+in\.?$", "", m["v"]) if re.match(r"^\s+[a-z]", m["tail"]) else m["v"]
        return [("height", "height", height(re.sub(r"\s+", " ", value)))]
    m = _AGE.match(said)
    if m and (not m["v"].isdigit() or 0 < int(m["v"]) < 120):
        return [("age", "age", m["v"])]
    m = _ROUGH_AGE.match(said)
    if m and (m["part"] or m["in"]):  # "is 40s" alone says too little
        return [("age", "age", rough_age(m["part"], m["dec"]))]
    m = _NTH_BIRTHDAY.match(said) or _OWN_NTH_BIRTHDAY.match(said)
    nth = m and (m["v"] or m.groupdict().get("n"))
    if nth and 0 < int(nth) < 120:
        return [("age", "age", nth)]
    m = _AGED.match(said)
    if m and 0 < int(m["v"]) < 120:
        facts.append(("age", "age", m["v"]))
        rest = (m["rest"] or "").strip()
        if rest and len(rest.split()) <= 3 and is_job(rest):
            facts.append(("job", "is a", rest))
        elif rest:  # "a 52-year-old librarian from Duluth": what follows the age, read as said of them
            facts += [f for f in shaped_facts_en(f"is a {rest}") if f[0] != "age"]
        return facts
    d = _DATE_RE.search(said)
    if d and _BIRTHDAY_CUE.search(said):
        return [("birthday", "birthday", d["d"].strip())]
    m = _FROM.search(said)
    if m and not _not_a_place(m["v"]):
        return [("from", "from", m["v"])]
    m = _WORKS_IN.match(said) or _POSTED.match(said) or _RUNS.match(said) or _WORKPLACE_IN.match(said)
    if m and not _not_a_place(m["v"]):
        employer = m.groupdict().get("w")
        return [("works_in", "works in", m["v"])] + ([("employer", "works at", employer)] if employer else [])
    m = _EDUCATION.match(said) or _DEGREE_HOLDER.match(said)
    # "her bachelors from UT Austin": `_EDU_RE` reads a short name with its school (and links the school); only a
    # degree's own name ("a bachelor of commerce from McGill") is read here with one
    if m and not (m.groupdict().get("s") and " of " not in m["v"]):
        school = m.groupdict().get("s")
        return [("education", "education", m["v"])] + ([("school", "school", school)] if school else [])
    m = _DOES_WORK.match(said) or _HAS_BEEN.match(said) or _NOW_ROLE.match(said)
    if m and is_job(m["v"]):
        return [("job", "is a", m["v"])]
    m = _JOB_FROM.match(said)
    if m and is_job(m["j"]) and not _not_a_place(m["v"]):  # "a retired firefighter from Tulsa"
        return [("job", "is a", m["j"]), ("from", "from", m["v"])]
    m = _PASTIME.match(said)
    if m:
        value = m["s"] or m["i"]
        return [("hobby" if any(w.endswith("ing") for w in value.split()) else "likes", "into", value)]
    return facts
