"""English profile attributes of a person: height, hometown, work city, position, email, phone (issue #21).

People describe the people in their life in passing ("he's 182 cm", "Lena grew up in Leeds", "works out of our
Austin office", "she's a regional sales manager at Pinecrest", "you can reach her at …") or formally, as a form
would ("X is my colleague; his hometown is Leeds", "Megan's position: department manager"). `profile_facts_en`
reads both from one predicate, after `unhedge_en` has set aside the hedges that are no part of a value ("about",
"probably", "or so", "I think") and the chat words around a statement ("fyi", "lol"). A value is kept as said
("5'9\"", "six feet", "182 cm", "(305) 555-0172"); whether a role is a job or a position, `job_or_title` tells.
"""

from __future__ import annotations

import re

from ._entities_en_lexicon import DEMONYM, DEMONYM_PLACE, NOT_TRADE, SAID_HOW, is_occupation
from ._entities_en_lexicon import TRAIT_WORDS as _TRAIT_WORDS
from ._entities_en_traits import TRAIT_HAS as _TRAIT_HAS
from ._entities_en_traits import TRAIT_LIST as _TRAIT_LIST
from ._entities_en_traits import TRAIT_NOUNS as _TRAIT_NOUNS
from ._entities_en_traits import TRAIT_TYPE as _TRAIT_TYPE
from ._entities_en_values import (
    AGE_WORDS,
    DEPARTMENT,
    EMAIL_V,
    HEIGHT,
    HEIGHT_V,
    OFFICE,
    ORG_V,
    OUR,
    PHONE_V,
    PLACE_V,
    WHEN,
    job_or_title,
    unhedge_en,
)
from ._entities_more import JOB_EN, trim_when_en
from ._rules_common import ASIDE_EN, is_place

__all__ = [
    "EMAIL_LABEL_EN",
    "HEIGHT",
    "LABEL_ASIDE_EN",
    "LABEL_EN",
    "LABEL_SEP_EN",
    "PHONE_LABEL_EN",
    "POSSESSIVE_LABEL_EN",
    "RECORDED_AS_EN",
    "TRAIT_WORDS_EN",
    "height",
    "job_or_title",
    "labelled_en",
    "profile_facts_en",
    "unhedge_en",
]

Fact = tuple[str, str, str]  # (attribute, label, value)

_I = re.IGNORECASE


# --- the formal form: "X's <label> is <value>", "his <label> is <value>", "<label>: <value>" ----------------
#: Words that label a phone number ("cell number", "digits") or an e-mail address ("inbox"): the one list of them
PHONE_LABEL_EN = (
    r"phone(?:\s+number)?|cell(?:\s+(?:phone|number))?|mobile(?:\s+(?:phone|number))?|number|"
    r"contact\s+number|telephone(?:\s+number)?|digits"
)
EMAIL_LABEL_EN = (
    r"e-?mail(?:\s+address)?|(?:e-?)?mail\s+id|mail\s+address|"  # "mail id" / "email ID": Indian English
    r"inbox|gmail|hotmail|outlook|icloud|yahoo(?:\s+mail)?"
)
_LABELS: tuple[tuple[str, str], ...] = (
    ("height", r"height"),
    ("age", r"age"),
    ("birthday", r"birthday|bday|b-day|big\s+day|birth\s+date|date\s+of\s+birth|dob"),
    (
        "from",
        r"hometown|home\s+town|home\s+city|birthplace|place\s+of\s+birth|place\s+of\s+origin|native\s+place|"
        r"home\s+(?:state|province|county)|native\s+(?:town|city)|roots|family",
    ),
    (
        "works_in",
        r"work\s+city|work\s+location|job\s+location|place\s+of\s+work|city\s+of\s+work|work\s+base|office|work",
    ),
    ("lives_in", r"current\s+city|city\s+of\s+residence|residence|home\s+base"),
    (
        "education",
        r"education(?:al)?(?:\s+(?:background|level))?|highest\s+(?:degree|education)|degree|qualifications?|"
        r"academic\s+(?:background|qualifications?)|schooling",
    ),
    ("title", r"job\s+title|position|title|rank|role"),
    ("job", r"occupation|profession|(?:day\s+)?job|line\s+of\s+work|career|trade"),
    ("employer", r"employer|company|firm|work\s+unit|organi[sz]ation|workplace|place\s+of\s+employment"),
    ("hobby", r"hobbies|hobby|interests|pastimes?|hobbies\s+and\s+interests|passions?"),
    ("trait", r"personality(?:\s+(?:type|traits?))?|character|temperament|disposition"),
    ("phone", PHONE_LABEL_EN),
    ("email", EMAIL_LABEL_EN),
)
#: what joins a label to its value: "is", "includes", "falls on", ":"
LABEL_SEP_EN = r"(?:is\s+coming\s+up\s+on|falls\s+on|is|are|was|includes?|:)"
#: a value as a record has it: "is listed as midwife", "was recorded as 1.83 m" (the value is what follows)
RECORDED_AS_EN = r"(?:(?:recorded|listed|given|noted|registered|shown|down|on\s+file)\s+as\s+)"
# "his work email", "her home phone", "her main hobby", "his current employer", "his official title" (a favourite
# one is what they like, read apart)
_FIELD_KIND = (
    r"(?:(?:work|personal|home|office|private|main|current|official|big|biggest|new|latest|primary|present|only|top|"
    r"(?:main|current|official)\s+(?:work|home))\s+)?"
)
#: every label word, for the subject rules: "Megan's hometown is …" opens a clause about Megan
LABEL_EN = _FIELD_KIND + r"(?:" + "|".join(p for _, p in _LABELS) + r")"
# "Her hometown, fyi: Kochi", "his height, for the record: 165 cm": a word to the listener between label and value
LABEL_ASIDE_EN = (
    rf"(?:\s*,\s*(?:{ASIDE_EN}|for\s+the\s+record|for\s+reference|for\s+your\s+info|just\s+so\s+you\s+know)\s*,?)?"
)
_LABELLED = tuple(
    (
        a,
        re.compile(
            rf"^(?:'s\s+|(?:her|his|their)\s+)?{_FIELD_KIND}(?P<l>{p}){LABEL_ASIDE_EN}\s*(?:{LABEL_SEP_EN}|would\s+be|=|-|—|–)\s*"
            rf"{RECORDED_AS_EN}?(?P<v>[^;]{{1,60}})$",
            _I,
        ),
    )
    for a, p in _LABELS
)
# "Her height is 5'5\"", "His hometown is Tulsa": the person the last clause was about, by a possessive
POSSESSIVE_LABEL_EN = re.compile(
    rf"^(?:her|his|their)(?P<c>\s)(?P<rest>(?:{LABEL_EN}){LABEL_ASIDE_EN}\s*{LABEL_SEP_EN}\s.*)$", _I
)


def labelled_en(rest: str) -> Fact | None:
    """The fact a labelled English field says ("job: nurse", "hometown - Leeds"), or None."""
    for attribute, pattern in _LABELLED:
        m = pattern.match(rest)
        if m is None:
            continue
        label, value = re.sub(r"\s+", " ", m["l"].lower()), unhedge_en("is " + m["v"].strip())[3:].strip()
        if attribute != "trait":  # "her job is really nurse": the adverb says how it is said, not what it is
            value = re.sub(SAID_HOW, "", value, flags=_I) or value
        if attribute not in ("trait", "hobby"):  # "her job is being a forklift operator": a forklift operator
            value = re.sub(r"^(?:being\s+(?=(?:a|an|the)\s))?(?:a|an|the)\s+", "", value, flags=_I)
        if attribute == "birthday":
            value = re.sub(r"^on\s+", "", value, flags=_I)
        if attribute == "from" and label in ("roots", "family") and not re.match(r"^(?:in|from)\s", value, _I):
            return None  # "her family is huge": no place
        if attribute in ("from", "works_in", "lives_in"):
            value = re.sub(
                r"^(?:(?:based|located|situated|(?:way\s+)?(?:over|out|up|down))\s+)?(?:in|at|from)\s+",
                "",
                value,
                flags=_I,
            )
            value = re.sub(_FOND, "", value)  # "is good old Surat": Surat
            if not value[:1].isupper():
                return None  # "her office is in a mess": no place
        if attribute == "height":
            h = re.fullmatch(HEIGHT_V + r"(?:\s+tall)?", value, _I)
            return ("height", label, height(h["v"])) if h else None
        if attribute == "email" and not re.fullmatch(EMAIL_V, value):
            return None
        if attribute == "phone" and not re.fullmatch(PHONE_V, value):
            return None
        if attribute == "age":
            value = re.sub(r"\s+(?:years?\s+old|years?\s+of\s+age)$", "", value, flags=_I)
            if not re.fullmatch(rf"\d{{1,3}}|{AGE_WORDS}", value, _I):
                return None
        # "her job is (based) in Boston", "his job is way out in Perth": where the work is
        far = r"(?:(?:way|all\s+the\s+way|right)\s+)?(?:out|over|up|down)"
        where = re.match(rf"^(?:(?:based|located|{far})\s+)?in\s+(?-i:(?=[A-Z]))", value)
        if attribute in ("job", "title", "employer") and where:
            return "works_in", label, value[where.end() :]
        if attribute == "job" and job_or_title(value) == "title":
            attribute = "title"
        if attribute == "education" and value.lower().startswith("in "):
            return "major", label, value[3:]  # "his degree is in chemistry"
        if attribute == "employer" and not value[:1].isupper():
            return None  # "her company is doing great"
        if attribute not in ("hobby", "trait") and len(value.split()) > 6:
            return None  # a label said in passing ("his role is to keep everyone calm …"), not a form's field
        return attribute, label, value
    return None


# what a place is fondly or wryly called before its name: "good old Surat", "sunny Kochi", "boring little Leeds"
_FOND = (
    r"^(?:(?-i:good|dear|little|sunny|rainy|sleepy|lovely|beautiful|boring|gorgeous|glorious|grim|tiny|bustling|"
    r"gloomy|old|big|windy|humble)\s+){1,2}(?=(?-i:[A-Z]))"
)


def height(value: str) -> str:
    """A height as said, with a feet-and-inches form closed by its inch mark ("5'9" / 5’9” -> 5'9\")."""
    value = re.sub(r"\s+", " ", value.strip())
    m = re.fullmatch(r"(?P<q>.*?)(?P<f>[4-7])\s?['’]\s?(?P<i>\d{1,2})(?:\"|''|”|″)?", value)
    return f"{m['q']}{m['f']}'{m['i']}\"" if m else value


def _compiled(*patterns: str) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p, _I) for p in patterns)


# --- casual forms ------------------------------------------------------------------------------------------
# "196cm with no shoes on", "5'11\" in socks", "barefoot": measured without shoes, still their height
_BAREFOOT = (
    r"(?:\s*,?\s+(?:with\s+(?:no|his|her|their)\s+shoes\s+(?:on|off)|with\s+no\s+shoes|without\s+(?:any\s+)?shoes"
    r"(?:\s+on)?|in\s+(?:(?:his|her|their)\s+)?(?:socks|sock(?:ed)?\s+feet|bare\s+feet|stocking(?:ed)?\s+feet)|"
    r"barefoot(?:ed)?|shoes\s+off))?"
)
_HEIGHT_RES = _compiled(
    rf"^(?:is|stands(?:\s+at)?|measures|'s|was|is\s+now|grew\s+to|comes\s+in\s+at|tops\s+out\s+at|reaches|"
    r"clocks\s+in\s+at|checks\s+in\s+at)\s+"
    rf"(?:(?:only|just|all\s+of)\s+(?!over|under))?{HEIGHT_V}(?:\s+tall)?{_BAREFOOT}"
    r"(?:,?\s+and\s+(?:(?:a\s+bit|kind\s+of|pretty|very|quite|rather|slightly|a\s+little|super)\s+)?[a-z-]+)?$",
    rf"^(?:is|'s)\s+{HEIGHT_V}\s+in\s+height$",
    rf"^(?:is|'s)\s+on\s+the\s+(?:short|tall)(?:er)?\s+side\s*[,:(—–-]*\s*(?:(?:about|around|like)\s+)?{HEIGHT_V}\)?$",
    rf"^(?:is|'s)\s+(?:(?:pretty|really|very|quite|super|fairly|so|kind\s+of|kinda)\s+)?"
    r"(?:tall|short|petite|tiny|little|small|lanky|huge|massive)"
    rf"(?:\s*[,:(—–-]+\s*|\s+at\s+|\s+for\s+sure\s*,\s*)"
    rf"(?:(?:about|around|like|roughly|only|just|maybe|probably|approximately|almost|nearly)\s+)?{HEIGHT_V}\)?$",
    # "is the tallest at 190cm", "the shortest of us at 5'2\"": a height said with how it compares
    rf"^(?:is|'s)\s+the\s+(?:tallest|shortest)(?:\s+(?:of\s+(?:us|them|the\s+\w+)|in\s+(?:the|our|my)\s+\w+))?"
    rf"\s*(?:,\s*|\s+at\s+)(?:(?:about|around|like|roughly|maybe)\s+)?{HEIGHT_V}$",
    rf"^(?:is|'s)\s+(?:a\s+)?(?:(?:really|very|pretty)\s+)?(?:tall|short|big|small|little|petite|lanky|tiny)\s+"
    rf"(?:guy|girl|man|woman|lady|dude|fellow|person|kid)(?:\s*[,:(—–-]+\s*|\s+at\s+)"
    rf"(?:(?:about|around|like|roughly)\s+)?{HEIGHT_V}\)?$",
)
_FROM_RES = _compiled(
    rf"^(?:hails|comes|is|'s)\s+(?:originally\s+)?from\s+{PLACE_V}(?:\s+originally)?$",
    rf"^(?:was\s+born|was\s+born\s+and\s+(?:raised|bred)|was\s+raised|grew\s+up)\s+(?:in|near|around|outside)\s+{PLACE_V}"
    r"(?:,?\s+(?:in|back\s+in)\s+(?:(?:19|20)\d\d|the\s+(?:19|20)?\d0'?s))?$",
    rf"^(?:is|'s)\s+(?:a\s+|an\s+)?(?:native\s+of|originally\s+of)\s+{PLACE_V}$",
    rf"^(?:moved|came|emigrated|immigrated)\s+(?:here|over)\s+(?:\w+\s+)?from\s+{PLACE_V}(?:\s+as\s+a\s+(?:kid|child|teen))?$",
    rf"^(?:is|'s)\s+(?:a|an)\s+{PLACE_V}\s+native$",
    rf"^(?:is|'s)\s+(?:originally\s+)?{PLACE_V}(?:-(?:born|bred|raised)|\s+born\s+and\s+(?:raised|bred))$",
    # "is Kochi through and through": the place, not a belonging said the same way ("is Irish through and through",
    # "is Labour through and through")
    r"^(?:is|'s)\s+(?!(?-i:[A-Z])\w*(?:ish|ian|ean|ese|ic|ist|ite|[^aeiou\s]ch|can|ern|ani|eli)\s)"
    r"(?!(?:labour|tory|liberal|democrat|republican|catholic|christian|jewish|muslim|hindu|sikh|buddhist|city|united)\b)"
    rf"{PLACE_V}\s+through\s+and\s+through$",
    rf"^(?:'s\s+)?(?:roots\s+are|family\s+is\s+originally)\s+(?:in|from)\s+{PLACE_V}$",
    # "is a Yorkshire lad", "a proper Jersey girl": a place's lad or lass (not "a Catholic girl", "a Leo girl",
    # "a daddy's girl")
    rf"^(?:is|'s)\s+(?:a|an)\s+(?:(?:proper|real|true|typical|born-and-bred|local)\s+)?"
    r"(?!(?:christian|catholic|jewish|muslim|hindu|sikh|buddhist|mormon|aries|taurus|gemini|cancer|leo|virgo|libra|"
    r"scorpio|sagittarius|capricorn|aquarius|pisces|disney|marvel|star\s+wars|apple|android|city|country|church|"
    r"college|farm|valley|big|small|good|bad|nice)\b)(?![\w.-]*'s\b)"
    rf"{PLACE_V}\s+(?:lad|lass|boy|girl|kid)(?:\s+(?:born\s+and\s+(?:bred|raised)|at\s+heart))?$",
)
# "is a Londoner", "a proper Geordie", "a born-and-bred New Yorker": the place the word names
_DEMONYM_RE = re.compile(
    r"^(?:is|'s)\s+(?:a|an)\s+(?:(?:proper|real|true|typical|born-and-bred|born\s+and\s+bred|native|lifelong|"
    rf"die-hard)\s+)?(?P<d>{DEMONYM})(?:\s+(?:through\s+and\s+through|born\s+and\s+(?:bred|raised)|at\s+heart))?$",
    _I,
)
_WORKS_IN_RES = _compiled(
    # "works in Denver", "works out of our Austin office", "works from the Leeds branch"
    rf"^(?:works|is\s+working|has\s+worked|has\s+been\s+working|is\s+employed|works\s+remotely|"
    r"works\s+(?:(?:way|all\s+the\s+way|right)\s+)?(?:over|out|down|up)|works\s+(?:downtown|full[-\s]time|part[-\s]time))\s+"
    r"(?:in|out\s+of|from)\s+(?:the\s+city\s+of\s+)?"
    rf"{OUR}?(?:(?:downtown|uptown|central|greater|midtown)\s+)?{PLACE_V}(?:\s+{OFFICE})?"
    rf"(?:\s+as\s+(?:a|an|the|our)\s+(?P<j>[\w\s-]{{2,40}}?))?(?:\s+for\s+(?:\w+\s+){{0,2}}(?:years?|months?|decades?))?$",
    # "is a Denver-based nurse": the city the work is in, and the job
    rf"^(?:is|'s)\s+(?:a|an)\s+{PLACE_V}-based\s+(?P<j>[a-z][\w\s-]{{1,30}}?)$",
    rf"^(?:works|is\s+working|has\s+worked)\s+(?:at|in)\s+{OUR}{PLACE_V}\s+{OFFICE}"
    rf"(?:\s+as\s+(?:a|an|the|our)\s+(?P<j>[\w\s-]{{2,40}}?))?$",
    rf"^(?:is\s+)?(?:based|stationed|posted|placed)\s+(?:in|out\s+of|at)\s+{OUR}{PLACE_V}\s+{OFFICE}$",
    rf"^(?:is\s+)?(?:stationed|posted)\s+(?:in|at|to)\s+{PLACE_V}$",
    rf"^(?:is\s+)?based\s+(?:in|out\s+of)\s+{PLACE_V}\s+for\s+work$",
    rf"^(?:is|'s)\s+(?:stuck\s+)?(?:in|out\s+in|over\s+in)\s+{PLACE_V}\s+for\s+(?:work|(?:her|his|their)\s+job)"
    r"(?:\s+(?:most\s+of\s+the\s+(?:year|time)|these\s+days|nowadays))?$",
    rf"^has\s+(?:an|her|his|their)\s+office\s+(?:in|over\s+in|out\s+in)\s+{PLACE_V}$",
    rf"^(?:goes\s+to\s+work|has\s+a\s+job|got\s+a\s+job|found\s+a\s+job)\s+(?:in|over\s+in|out\s+in)\s+{PLACE_V}$",
    rf"^(?:got\s+|was\s+|has\s+been\s+)?(?:transferred|moved|relocated)\s+to\s+{OUR}{PLACE_V}\s+{OFFICE}$",
    rf"^commutes\s+(?:in)?to\s+{PLACE_V}(?:\s+(?:for\s+work|every\s+day|daily|each\s+day))?$",
    rf"^(?:'s\s+)?(?:office|job|workplace)\s+is\s+(?:in|over\s+in|out\s+in)\s+{PLACE_V}$",
    # "works as a pharmacist in Denver", "is a nurse in Leeds": the job and where it is done
    rf"^(?:works\s+as|is|'s|has\s+been)\s+(?:a|an)\s+(?P<j>(?:(?!\s(?:at|for|with)\s)[\w\s-]){{2,40}}?)\s+"
    r"(?:in|over\s+in|out\s+in)\s+"
    rf"{PLACE_V}$",
)
_AT_IN = re.compile(
    rf"^(?:works|is\s+working|has\s+worked|is\s+employed)\s+(?:at|for|by)\s+{ORG_V}\s+(?:in|over\s+in|out\s+in)\s+{PLACE_V}$",
    _I,
)
_AT_AS = re.compile(
    rf"^(?:works|is\s+working|has\s+worked|is\s+employed)\s+(?:at|for|by)\s+{ORG_V}\s+as\s+(?:a|an|the|our|their)\s+"
    r"(?P<j>[\w\s&-]{2,40}?)$",
    _I,
)
# "is the HR specialist at work": a role in the workplace, a position or a trade
_AT_WORK = re.compile(
    r"^(?:is|'s)\s+(?:the|our|their|a|an)\s+(?P<v>[\w\s&-]{2,40}?)\s+(?:at\s+(?:work|the\s+office|the\s+company)|"
    r"on\s+(?:the|our|their|her|his)\s+team)$",
    _I,
)
# "is the lead engineer at Moderna": a trade or a rank said with "the" and where it is held
_JOB_AT = re.compile(rf"^(?:is|'s)\s+(?:the|our|their)\s+(?P<v>[a-z][\w\s-]{{2,40}}?)\s+(?:at|for|with)\s+{ORG_V}$", _I)
# "was promoted to …", "serves as …": the words say it is a position, whatever it is called
_POSITION_RES = _compiled(
    rf"^(?:was|got|has\s+been|'s\s+been|just\s+got)\s+promoted\s+to\s+(?:a\s+|an\s+|the\s+)?(?P<v>[\w\s&-]{{2,50}}?)"
    rf"(?:\s+(?:at|for|with)\s+{ORG_V})?$",
    rf"^(?:serves|is\s+serving|works|is\s+working|is\s+employed|has\s+been\s+working)\s+as\s+"
    rf"(?:a\s+|an\s+|the\s+|our\s+|their\s+)?(?P<v>[\w\s&-]{{2,50}}?)"
    rf"(?:\s+(?:at|for|with)\s+{ORG_V})?$",
    rf"^(?:was|has\s+been|just\s+got)\s+(?:named|appointed|made)\s+(?:as\s+)?(?:a\s+|an\s+|the\s+|our\s+)?(?P<v>[\w\s&-]{{2,50}}?)"
    rf"(?:\s+(?:at|for|of|with)\s+{ORG_V})?$",
    # "just made partner at her firm", "finally made sergeant": a rank reached (only a rank: "made dinner" is none)
    rf"^(?:(?:just|finally|recently)\s+)?made\s+(?P<v>(?:senior\s+|junior\s+|equity\s+|managing\s+)?(?:partner|director|"
    r"vp|vice\s+president|manager|sergeant|detective|captain|lieutenant|team\s+lead|principal|head\s+of\s+[\w\s&-]{2,30}?))"
    rf"(?:\s+(?:at|for|with)\s+(?:{ORG_V}|(?:her|his|their|the)\s+(?:firm|company|bank|practice|office|work)))?$",
    rf"^holds\s+the\s+(?:position|title|role)\s+of\s+(?P<v>[\w\s&-]{{2,50}}?)(?:\s+(?:at|for|with)\s+{ORG_V})?$",
)
_WORKS = r"^(?:works|is\s+working|is\s+employed|has\s+been\s+working)\b"
# "has the team lead role", "took on the store manager position at Aldi": a position held, said by its name
_ROLE_HELD = re.compile(
    r"^(?:has|holds|took\s+on|got|landed|is\s+in|has\s+been\s+given|was\s+given|stepped\s+into)\s+(?:the|a|an)\s+"
    rf"(?P<v>[\w\s&-]{{2,50}}?)\s+(?:role|position|post)(?:\s+(?:at|for|with)\s+{ORG_V})?$",
    _I,
)
# what follows "was made", "was named" that is no role: "was made fun of", "was named after her grandmother"
_NO_ROLE = re.compile(
    r"^(?:my|our|your|his|her|their|fun|after|for|by|in|as|to|of|at|up|out|off|sure|it|that|this|clear|aware|"
    r"redundant|worse|better|aware)\b",
    _I,
)
# "is a regional sales manager at Pinecrest": a position when the words are a rank's
_TITLE_RES = _compiled(
    rf"^(?:is\s+now|is|'s|became|was\s+made)\s+(?:a\s+|an\s+|the\s+|our\s+|their\s+)?(?P<v>[\w\s&-]{{2,50}}?)"
    rf"(?:\s+(?:at|for|of|with)\s+{ORG_V})?$",
    r"^is\s+(?P<v>in\s+charge\s+of\s+(?:the\s+|our\s+|their\s+)?[\w\s&-]{2,40}?"
    r"(?:department|team|division|office|unit|group|section|branch))(?P<w>)$",
)
_PHONE_P = PHONE_V.replace("<v>", "<p>")
# "can be reached at …", "uses … for email", "has the number …": how to reach them
_REACH = _compiled(
    rf"^(?:can\s+be\s+(?:reached|emailed|called|texted|contacted)|is\s+reachable)\s+(?:at|on|via)\s+"
    rf"(?:{EMAIL_V}|{_PHONE_P})$",
    rf"^uses\s+{EMAIL_V}(?:\s+for\s+(?:e-?mails?|work|everything))?$",
    rf"^uses\s+{_PHONE_P}(?:\s+for\s+(?:calls|texts|work|everything|whatsapp))?$",
    rf"^has\s+the\s+(?:phone\s+|cell\s+|mobile\s+)?number\s+{_PHONE_P}$",
    rf"^(?:is|'s)\s+(?:at|on)\s+{EMAIL_V}$",
)
_EDU_LEVEL = re.compile(
    r"^(?:only\s+|just\s+)?(?:finished|completed|graduated\s+from|went\s+to|studied\s+at|attended|went\s+as\s+far\s+as)\s+"
    r"(?:a\s+)?(?P<v>(?:vocational|trade|technical)\s+(?:school|college)|community\s+college|junior\s+college|"
    r"technical\s+institute|grad(?:uate)?\s+school)$",
    _I,
)
_GRADUATE = re.compile(
    r"^(?:is|'s)\s+(?:(?:just|only)\s+)?(?:a|an)\s+(?P<v>(?:high[\s-]school|hs|college|university|uni|vocational\s+school|"
    r"community\s+college|trade\s+school)\s+(?:graduate|grad))$",
    _I,
)
#: personality words, for the clause rules: "is 22 and super shy" says two things of one "is"
TRAIT_WORDS_EN = _TRAIT_WORDS
# "is an avid hiker", "is a keen golfer": the pastime, named by what one who does it is called
_DOER = {
    "hiker": "hiking", "runner": "running", "golfer": "golf", "climber": "climbing", "swimmer": "swimming",
    "cyclist": "cycling", "biker": "biking", "reader": "reading", "skier": "skiing", "surfer": "surfing",
    "gamer": "gaming", "dancer": "dancing", "angler": "fishing", "fisherman": "fishing", "gardener": "gardening",
    "painter": "painting", "knitter": "knitting", "birdwatcher": "birdwatching", "traveler": "traveling",
    "traveller": "travelling", "photographer": "photography", "baker": "baking", "cook": "cooking",
    "chess player": "chess", "tennis player": "tennis", "snowboarder": "snowboarding", "sailor": "sailing",
    "skater": "skating", "jogger": "jogging", "camper": "camping", "collector": "collecting", "writer": "writing",
}  # fmt: skip
_AVID = re.compile(
    r"^(?:is|'s)\s+(?:a|an)\s+(?:avid|keen|passionate|enthusiastic|big-time|serious|amateur|weekend|huge|big|"
    r"dedicated|obsessive|hardcore)\s+(?P<v>[a-z]+(?:\s+player)?)$",
    _I,
)
_WEEKDAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
# when a pastime is done ("every weekend", "on Fridays", "for fun"): what makes "does curling" a pastime, not a trade
_LEISURE = (
    rf"(?:(?:every|each)\s+(?:weekend|{_WEEKDAYS})|most\s+weekends|on\s+(?:the\s+)?weekends|on\s+{_WEEKDAYS}s|"
    r"for\s+fun|as\s+a\s+hobby|after\s+work)"
)
_HOBBY = re.compile(
    r"^(?:(?P<go>goes)\s+(?P<g>[a-z]+ing)|(?P<pl>plays)\s+(?:the\s+)?(?!with\b|in\b|at\b|for\b|on\b|around\b|a\b|an\b|"
    r"it\b|them\b|along\b|games?\s+with\b)(?P<p>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)|(?P<d>does)\s+(?P<y>yoga|pilates|"
    r"tai\s+chi|karate|judo|crossfit|taekwondo|kung\s+fu|ballet|pottery|calligraphy|photography|woodworking|"
    r"crosswords|sudoku"
    # "does curling every weekend", "does axe throwing on Fridays": any pastime said as a habit
    r"|(?!(?:no|some|any|every)thing\b|(?:the|a|an|her|his|their|my|our|your|some|all|its)\s)"
    rf"[a-z]+(?:\s+[a-z]+)?ing(?=\s+{_LEISURE}\b)))"
    r"(?:\s+(?:every|each|on|most|at|with|a\s+lot|all\s+the\s+time|whenever|twice|once|three\s+times|on\s+the)\b.*)?$",
    _I,
)


_BORN_IN = r"(?:,?\s+in\s+(?P<{}>(?-i:[A-Z])[\w.]+(?:,?\s+(?-i:[A-Z])[\w.]+){{0,2}}))"
_BORN = re.compile(
    # "was born on March 3, 1988 in Ohio", "was born in Ohio on March 3": the day, and where
    rf"^was\s+born{_BORN_IN.format('p')}?,?\s+(?:(?:on\s+)?(?P<d>(?-i:[A-Z])[a-z]+\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?|"
    r"\d{1,2}(?:st|nd|rd|th)?\s+(?-i:[A-Z])[a-z]+(?:,?\s+\d{4})?|"
    r"(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+of\s+(?-i:[A-Z])[a-z]+(?:,?\s+\d{4})?)"
    r"|in\s+(?P<m>(?-i:January|February|March|April|May|June|July|August|September|October|November|December)"
    rf"(?:\s+\d{{4}})?)|(?:(?:back\s+)?in\s+|(?<=born\s))(?P<y>(?:19|20)\d{{2}})){_BORN_IN.format('q')}?$",
    _I,
)


_CELEBRATES = re.compile(
    r"^(?:celebrates|has)\s+(?:her|his|their|a)\s+(?:birthday|bday)\s+(?:on\s+)?(?P<v>(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?"
    r"(?:\s+of)?\s+(?-i:[A-Z])[a-z]+|(?-i:[A-Z])[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?)$",
    _I,
)
# the level of schooling said as where it stopped: "never went past high school", "dropped out after college"
_EDU_STOP = re.compile(
    r"^(?:never\s+went\s+(?:past|beyond)|didn't\s+go\s+(?:past|beyond)|dropped\s+out\s+after|stopped\s+(?:school\s+)?after|"
    r"only\s+(?:has|got)\s+(?:a\s+)?|only\s+went\s+to|'s\s+education\s+stops\s+at|education\s+stops\s+at)\s*"
    r"(?P<v>high\s+school(?:\s+diploma)?|middle\s+school|junior\s+high|college|community\s+college|trade\s+school|"
    r"vocational\s+school)$",
    _I,
)


# the schooling said as where they went or how far: "went to college", "is educated to degree level", "left school
# at 16"
_EDU_SAID = re.compile(
    r"^(?:went\s+to\s+(?P<v>college|uni|university|community\s+college|grad\s+school|law\s+school|med(?:ical)?\s+school)"
    r"|(?:is\s+|was\s+)?educated\s+to\s+(?P<w>degree|a-level|gcse|master's|postgraduate)\s+level"
    r"|(?P<x>left\s+school\s+at\s+(?:1[4-8]|fourteen|fifteen|sixteen|seventeen|eighteen)))$",
    _I,
)


def profile_facts_en(rest: str) -> list[Fact]:
    """The profile facts one English predicate states, or [] when it states none of them."""
    said = trim_when_en(unhedge_en(rest))  # "got promoted to team lead last month": team lead
    m = _BORN.match(unhedge_en(rest)) or _BORN.match(said)  # "was born in Ireland in 1950": the year is the fact
    if m:
        where = m["p"] or m["q"]
        return [("birthday", "born", m["d"] or m["m"] or m["y"]), *([("from", "born in", where)] if where else [])]
    m = _CELEBRATES.match(said)
    if m:
        return [("birthday", "birthday", m["v"])]
    labelled = labelled_en(said)
    if labelled is not None:
        return [labelled]
    for pattern in _HEIGHT_RES:
        m = pattern.match(said)
        if m:
            return [("height", "height", height(m["v"]))]
    for pattern in _FROM_RES:
        m = pattern.match(said)
        if m and not DEPARTMENT.match(m["v"]) and not WHEN.match(m["v"]):
            return [("from", "from", m["v"])]
    m = _DEMONYM_RE.match(said)
    if m:
        return [("from", "from", DEMONYM_PLACE[re.sub(r"\s+", " ", m["d"].lower())])]
    m = _AT_IN.match(said)
    if m and not DEPARTMENT.match(m["v"]):  # "works at Huawei in Shenzhen": the employer and the city
        return [("employer", "works at", m["w"]), ("works_in", "works in", m["v"])]
    for pattern in _WORKS_IN_RES:
        m = pattern.match(said)
        if not m or DEPARTMENT.match(m["v"]) or WHEN.match(m["v"]) or (_org_like(m["v"]) and not is_place(m["v"])):
            continue
        job = (m.groupdict().get("j") or "").strip()
        last = job.split()[-1] if job else ""
        if job and (NOT_TRADE.match(last) or not (JOB_EN.search(last) or job_or_title(job) == "title")):
            continue  # "is a big fan in Leeds": no job, so no place of work either
        found: list[Fact] = [("works_in", "works in", m["v"])]
        if job:
            found.append((job_or_title(job), "works as", job))
        return found
    for pattern in _REACH:
        m = pattern.match(said)
        if m:
            groups = m.groupdict()
            return [("email", "email", groups["v"])] if groups.get("v") else [("phone", "phone", groups["p"])]
    m = _JOB_AT.match(said)
    last = m["v"].split()[-1] if m else ""
    if m and JOB_EN.search(last) and not NOT_TRADE.match(last) and not is_place(m["w"]):
        return [(job_or_title(m["v"]), "is a", m["v"].strip()), ("employer", "works at", m["w"])]
    m = _AT_WORK.match(said)
    if (
        m
        and not re.match(r"^(?:most|least|[a-z]+est)\b", m["v"], _I)
        and (job_or_title(m["v"]) == "title" or JOB_EN.search(m["v"].split()[-1]))
    ):
        return [("title", "position", m["v"].strip())]  # "the senior engineer at work": the role held there
    for pattern in _POSITION_RES:
        m = pattern.match(said)
        if m and len(m["v"].split()) <= 6 and not _NO_ROLE.match(m["v"]):
            if re.match(_WORKS, said, _I) and job_or_title(m["v"]) != "title":
                break  # "works as a nurse at St. Luke's": a trade, which the job rules read with the employer
            return [("title", "position", m["v"].strip())] + ([("employer", "works at", m["w"])] if m["w"] else [])
    m = _ROLE_HELD.match(said)
    if m and (job_or_title(m["v"]) == "title" or is_occupation(m["v"].strip().lower())):
        held = [("title", "position", m["v"].strip())]  # said as a role or a post: a position, whatever the words
        return held + ([("employer", "works at", m["w"])] if m["w"] else [])
    for pattern in _TITLE_RES:
        m = pattern.match(said)
        if m is None or re.match(r"^(?:my|our|your|his|her|their)\b", m["v"], _I):
            continue
        title, org = m["v"].strip(), m["w"]
        if job_or_title(title) != "title" and org:  # "head of HR": the "of" belongs to the position
            title, org = said[m.start("v") :].strip(), None
        if re.search(r"\b(?:family|household|house|class|pack|group\s+chat)$", title, _I):
            continue  # "the head of the family": no workplace
        if re.match(r"^(?:most|least|[a-z]+est)\b", title, _I):
            continue  # "the oldest person on the team": a comparison, no position
        if job_or_title(title) == "title" and len(title.split()) <= 6:
            return [("title", "position", title)] + ([("employer", "works at", org)] if org else [])
    m = _EDU_LEVEL.match(said) or _GRADUATE.match(said) or _EDU_STOP.match(said) or _EDU_SAID.match(said)
    if m:
        return [("education", "education", (m["v"] or m.groupdict().get("w") or m.groupdict().get("x") or "").lower())]
    m = _TRAIT_NOUNS.match(said) or _TRAIT_LIST.match(said) or _TRAIT_TYPE.match(said) or _TRAIT_HAS.match(said)
    if m:
        return [("trait", "personality", re.sub(r"\s+", " ", m["v"]))]
    m = _AVID.match(said)
    if m and m["v"].lower() in _DOER:
        return [("hobby", "hobby", _DOER[m["v"].lower()])]
    m = _HOBBY.match(said)
    if m:
        value = m["g"] or m["p"] or m["y"]
        if value and not re.match(r"^(?:it|that|this|them|him|her|me|us|you|one|some|games?|along|dumb|nice)$", value):
            return [("hobby", (m["go"] or m["pl"] or m["d"]).lower(), value)]
    m = _AT_AS.match(said)
    if m and not is_place(m["w"]):  # "works at Deloitte as a senior auditor": the employer, and the role held there
        return [("employer", "works at", m["w"]), (job_or_title(m["j"]), "works as", m["j"].strip())]
    return []


def _org_like(value: str) -> bool:
    """A capitalised name after "works in" that is an organisation by its shape ("Pinecrest Logistics Inc")."""
    return bool(re.search(r"\b(?:Inc|LLC|Ltd|Corp|Co|Group|Bank|Hospital|University|School|Labs?)\b\.?$", value))
