"""Names, places and employers in a message typed without capitals, for `_entities_voice.tidy_voice`.

Which lowercase word after a tie is a name ("my sister amy is 34", "aunt jo - 62"), which word where a place or an
employer is said names one ("lives in leeds", "works at google"), the speaker's lowercase "i", and the capitals a
sentence about someone opens with once the message was typed all in lowercase.
"""

from __future__ import annotations

import re

from ._entities_en_words import MOD, NOT_A_NAME, REL_EN, VERB
from ._rules_common import CITIES
from ._rules_en_facts import word_set

__all__ = ["capital_i", "name_word", "places_named", "typed_lowercase"]

_I = re.IGNORECASE

# Words that follow "my sister" and are no name, beyond those the readers already know are none
_NOT_A_NAME_TOO = word_set(
    "a an the and or but who whom whose which what when where why how that this is are was were be been am has "
    "have had do does did can could will would should might must may shall too very so such even ever never "
    "always often sometimes usually again already soon later home here there back out over away up down off in on "
    "at to for from with by of about as into than then now still also yet once twice tonight today lately "
    "together alone both all each every some any no not one two three four five six seven eight nine ten first "
    "last next says said says told tells thinks thought knows knew wants wanted needs needed keeps kept used gets "
    "let lets makes made says see saw sees come came comes go goes gone went take took takes give gave gives me "
    "you him her us them it its his hers their theirs mine yours ours myself himself herself got get gonna wanna "
    "gotta kinda sorta like said right well almost nearly maybe perhaps probably definitely"
)
_VERB_WORDS = frozenset(w for w in re.findall(r"[a-z']+", VERB) if len(w) > 1)
# ("my teammate Arjun's email is …", "my bestie Marisol, her email is …": a field of theirs is said of them too)
_SAID_TO_BE = rf"(?:\s+{VERB}\b|\s*,?\s*(?:she|he|they)\b|\s*,\s*(?:her|his|their)\s|'s\s|\s*,\s*\d|\s+[-–—]\s)"
# "my sister amy is 34": a lowercase word after a tie the user names, followed by what is said of a person
# (and "User's brother tom lives …" as a memory first says it)
_LOWER_NAME = re.compile(rf"\b((?:my|our|User's)\s+{MOD}{REL_EN})\s+([a-z][a-z'-]{{1,15}})(?={_SAID_TO_BE})", _I)
# "aunt jo - 62 - nurse": a note opening on a tie and a lowercase name
_NOTE_HEAD = re.compile(rf"^({MOD}{REL_EN})\s+([a-z][a-z'-]{{1,15}})(?=\s*(?:[-–—:,|/(]|$))", _I)
# "name: mike" in a note typed in lowercase
_NAME_FIELD = re.compile(r"(?m)^(\s*(?:name|full name|姓名)\s*[:：]\s*)([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)\s*$", _I)
_CITY = re.compile(
    r"\b(?:in|from|to|near|outside|around|at)\s+("
    + "|".join(sorted((re.escape(c) for c in CITIES if c.isascii()), key=len, reverse=True))
    + r")\b",
    _I,
)

# "lives in leeds", "moved to denver", "is from dublin": a lowercase word where a place is said is a place's name
# ("based in leeds"; never "an austin-based nurse")
_PLACE_AT = re.compile(
    r"\b((?:lives?|living|lived|moved|moving|relocated|based(?=\s+(?:in|at)\b)|born|raised|grew\s+up|settled|is\s+from|comes?\s+from|"
    r"originally\s+from|hails\s+from|works?\s+in|working\s+in|stationed|studies|studying|"
    r"(?:a|an)\s+[a-z]+(?:\s+[a-z]+)?(?=\s+in\b)|"
    # "studies at the uni in york", "works at the hospital in leeds": a place of work or study said by its town
    r"the\s+(?:uni|university|college|school|hospital|airport|office|factory|bank|council|library|museum|"
    r"branch|hotel|prison|station|base|clinic|surgery|gym)(?=\s+in\b))\s+(?:in|to|from|at)?\s*)"
    r"((?:(?:new|san|los|las|st|saint|fort|port|santa|salt|north|south|east|west|hong|kuala|rio|buenos|el)\s+)?"
    r"[a-z][a-z'-]{2,})(?=\s*(?:$|[,.;!?)（(]|\s+(?:and|but|so|now|for|with|since|last|next|this|these|too|right|"
    r"originally|soon|in\s+(?:\d{4}|january|february|march|april|may|june|july|august|september|october|november|"
    r"december))\b))",
)
_NOT_A_PLACE = word_set(
    "town city country countryside suburbs suburb village hometown area state province island coast mountains "
    "north south east west abroad overseas downtown uptown sales marketing finance retail tech it hr law medicine "
    "education construction healthcare hospitality admin management accounting engineering research insurance "
    "banking consulting design school college university uni hospital home here there it them him her us together "
    "alone apartment flat house dorm dorms love trouble charge person bed time general fact advance detail "
    "training residence practice private public line theory total case art music history math maths physics "
    "chemistry biology economics business psychology philosophy nursing architecture"
)

# "works at google": a lowercase word where an employer is said is the employer's name
_EMPLOYER_AT = re.compile(
    r"\b((?:works?|working|worked|employed|interns?|interning|(?:a\s+)?job|hired)\s+(?:at|for|with|by)\s+)([a-z][a-z&'-]{2,})"
    r"(?=\s*(?:$|[,.;!?)]|\s+(?:and|but|so|now|as|since|these|too|right)\b))"
)
_NOT_AN_EMPLOYER = _NOT_A_PLACE | word_set(
    "night nights weekends school college hospital clinic bank office store shop restaurant cafe factory mall "
    "hotel daycare gym church airport himself herself themselves free hours years ages months weeks days cash "
    "money tips peanuts fun"
)


def typed_lowercase(s: str) -> bool:
    """True for a message typed all in lowercase (no capital but "I")."""
    caps = [w for w in re.findall(r"\b[A-Z][\w']*|[A-Z]", s) if w not in _I_WORDS]
    return bool(re.search(r"[a-z]", s)) and not caps


_I_WORDS = frozenset(("I", "I'm", "I've", "I'd", "I'll"))

# the words opening a clause about someone, which the readers know capitalised at a sentence's start
_OPENER = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=\n))(?:he|she|they|my|our|his|her|their|and|but|so|also|plus|we|it)(?=\b|')"
)

# A lowercase "i" the speaker says of themself ("i", "i'm", "so do i."). Not one inside a word, a handle or a file
# name ("@i", "x.i"), "i.e.", a compound ("i-95"), nor a list's numeral at a line's start ("i. call mom", "i) …").
_SMALL_I = re.compile(r"(?m)(^[ \t]*i[.)](?=\s))|(?<![\w'’@-])(?<!\w\.)i(?=['’](?:m|ve|d|ll)\b|(?![\w'’@-])(?!\.\w))")


def capital_i(text: str) -> str:
    """`text` with the speaker's lowercase "i" written "I" ("so do i. i'm in" -> "so do I. I'm in"); every other
    "i" kept ("i.e.", "@i", "i-95", a list's "i.")."""
    return _SMALL_I.sub(lambda m: m[1] or "I", text)


def _sentence_case(s: str) -> str:
    return _OPENER.sub(lambda m: m.group(0)[:1].upper() + m.group(0)[1:], capital_i(s))


def name_word(word: str) -> bool:
    w = word.lower()
    if w in NOT_A_NAME or w in _NOT_A_NAME_TOO or w in _VERB_WORDS:
        return False
    return not re.search(r"(?:ly|ing|ed)$", w) or len(w) <= 4


def _title(word: str) -> str:
    return "-".join(p[:1].upper() + p[1:] for p in word.split("-"))


def places_named(text: str, *, lowercase: bool = True, bare: bool = True) -> str:
    """`text` with a known city written as a name ("in leeds" -> "in Leeds") and, with `lowercase`, a lowercase word
    where a place is clearly said ("lives in bangor", "moved to boise") too; an ordinary word ("works in sales",
    "lives in town") stays as it is. `bare=False`: only a place said with its preposition ("raised awareness" is no
    place; in a message typed all in lowercase, "born and raised bangor" is one)."""
    text = _CITY.sub(lambda m: m.group(0)[: -len(m.group(1))] + _place(m.group(1)), text)
    if not lowercase:
        return text

    def place(m: re.Match[str]) -> str:
        said = bare or re.search(r"\b(?:in|to|from|at)\s*$", m.group(1))
        return m.group(1) + (m.group(2) if m.group(2) in _NOT_A_PLACE or not said else _place(m.group(2)))

    return _PLACE_AT.sub(place, text)


def _note_head(line: str) -> str:
    m = _NOTE_HEAD.match(line.strip())
    if not m or not name_word(m.group(2)):
        return line
    tie = m.group(1)
    return _title(tie[:1]) + tie[1:] + " " + _title(m.group(2)) + line.strip()[m.end() :]


def _place(name: str) -> str:
    if name.lower() in ("uk", "usa"):
        return name.upper()
    return " ".join(_title(w) for w in name.split())
