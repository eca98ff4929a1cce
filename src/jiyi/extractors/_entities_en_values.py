"""The values of English profile talk and the hedges around them (issue #21): a height, an age said in words, a
place, an organisation, an e-mail address, a phone number, and whether a role is a job or a position.

`unhedge_en` sets aside what is no part of a value ("about", "probably", "or so", "I think", "fyi", "lol") before
the readers match a value's shape: "is probably around 30, I think" is read as "is 30".
"""

from __future__ import annotations

import re

from ._rules_common import CHAT_WORDS_EN, EMOTICON, SIGN_OFF_EN

__all__ = [
    "AGE_WORDS",
    "DEPARTMENT",
    "EMAIL_V",
    "HEIGHT",
    "HEIGHT_V",
    "OFFICE",
    "ORG_V",
    "OUR",
    "PHONE_V",
    "PLACE_V",
    "WHEN",
    "bare_value_en",
    "job_or_title",
    "place_said",
    "unhedge_en",
]

_I = re.IGNORECASE

# Hedges said before a value ("is probably around 30") or after it ("5'9\" or so", "45, I think").
_NUMBER_AHEAD = (
    r"(?=\s*(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|"
    r"eighty|ninety)\b))"
)
_HEDGE = (
    r"(?:probably|maybe|perhaps|i\s+think|i\s+believe|i\s+guess|i'd\s+say|i\s+reckon|"
    rf"(?:about|around|roughly|approximately|approx\.?|something\s+like|more\s+or\s+less|like){_NUMBER_AHEAD})"
)
_HEDGE_BEFORE = re.compile(rf"^(?P<verb>is|'s|was|turned|stands(?:\s+at)?)\s+(?:{_HEDGE}\s*)+", _I)
_HEDGE_AFTER = re.compile(
    r"(?:,?\s+(?:or\s+so|give\s+or\s+take|i\s+think|i\s+believe|i\s+guess|i'd\s+say|i\s+reckon|probably|maybe|"
    r"at\s+least\s+i\s+think\s+so|if\s+i\s+(?:remember|recall)(?:\s+(?:right|correctly))?|"
    r"if\s+i'm\s+not\s+(?:wrong|mistaken)|or\s+something(?:\s+like\s+that)?|though|actually|for\s+sure|honestly|"
    rf"to\s+be\s+honest|{CHAT_WORDS_EN}|{SIGN_OFF_EN}|just\s+fyi|you\s+know|by\s+the\s+way|if\s+you\s+(?:must\s+)?know|"
    # the chat words that only stress what was said: "soooo laid-back, seriously", "obsessed with it, no joke"
    # "fr" (for real) only at the end of a predicate: inside a sentence it may be "Fr." (Father)
    rf"seriously|fr|no\s+joke|no\s+kidding|not\s+kidding|for\s+real|i\s+swear|trust\s+me|{EMOTICON}|always|"
    r"as\s+always|anyways?|time\s+flies|sigh|don'?t\s+let\s+me\s+forget|as\s+of\s+(?:now|today|this\s+year)|"
    r"for\s+the\s+record|for\s+what\s+it'?s\s+worth|already|going\s+by\s+the\s+accent|"
    r"all\s+through\s+(?:dinner|lunch|the\s+meal|the\s+trip)[^;]*|"
    # "is a truck driver been doing it ages": how long, a comment on the value said
    r"(?:and\s+)?(?:has\s+|he's\s+|she's\s+)?been\s+doing\s+(?:it|that|this)\s+(?:for\s+)?(?:ages|years|forever|"
    r"decades|a\s+while|a\s+long\s+time|donkey's\s+years))"
    # a comment on what was said, after a pause: "53 already, feels like yesterday we were kids", "a lock keeper
    # now, loves it", "an ER nurse — loves it", "71 I think, yeah 71"
    r"|\s*[,—–-]\s*(?:feels?\s+like\s+[^;]*|loves?\s+it\b[^;]*|hates?\s+it\b[^;]*|handy\s+if\s+[^;]*|"
    r"never\s+shuts\s+up\b[^;]*|accent\s+and\s+all|(?:yeah|yep|ya),?\s+\d{1,3}|mad|crazy|wild|ugh)"
    r"|\s+(?:ya|innit|ok|okay)"
    r"|(?<=\d)-?ish)+$",
    _I,
)
_HEDGE_INSIDE = re.compile(
    r",\s*(?:i\s+think|i\s+believe|i\s+guess|probably|maybe|if\s+i\s+(?:remember|recall)\s+(?:right|correctly))\s*,\s*",
    _I,
)


def unhedge_en(rest: str) -> str:
    """A predicate without the hedges around its value ("is probably around 30, I think" -> "is 30")."""
    said = _HEDGE_INSIDE.sub(" ", rest.strip())
    said = _HEDGE_AFTER.sub("", said).strip()
    return _HEDGE_BEFORE.sub(lambda m: m["verb"] + " ", said)


# --- values ------------------------------------------------------------------------------------------------
AGE_WORDS = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|"
    r"nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen)"
)
_NUM_WORD = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
HEIGHT = (
    r"(?:[4-7][\s-]?(?:'|’|ft\.?|feet|foot)[\s-]?(?:\d{1,2}|" + _NUM_WORD + r")?(?:\s?(?:\"|''|”|″|in\.?|inches))?"
    r"|(?:four|five|six|seven)[\s-](?:feet|foot)(?:[\s-](?:and\s+)?(?:\d{1,2}|" + _NUM_WORD + r")(?:\s+inches)?)?"
    r"|1[.,]\d{1,2}\s?(?:m|meters?|metres?)|1\d{2}\s?(?:cm|centimeters?|centimetres?)|1\s?(?:m|meters?|metres?)\s?[0-9]{2}\b)"
)
_QUALIFIER = r"(?:(?:just|a\s+(?:little|bit))\s+(?:over|under)|over|under|almost|nearly|barely)"
HEIGHT_V = rf"(?P<v>(?:{_QUALIFIER}\s+)?{HEIGHT})"
PLACE_V = (
    r"(?P<v>(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*){0,3}(?:,\s*(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?)?)"
)
ORG_V = r"(?P<w>(?-i:[A-Z0-9])[\w&.'-]*(?:\s+(?:of\s+|&\s+)?(?-i:[A-Z0-9])[\w&.'-]*){0,3})"
EMAIL_V = r"(?P<v>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)"
PHONE_V = r"(?P<v>\+?\(?\d[\d\s().-]{5,18}\d)"
WHEN = re.compile(
    r"^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|"
    r"Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter|Spring|Summer|Fall|Autumn|Winter)\b"
)
OFFICE = r"(?:office|branch|headquarters|hq|plant|site|campus|location|store|factory|team)"
OUR = r"(?:(?:our|the|their|his|her|its|a|an)\s+)"
# Departments are said like places ("works in Marketing") and are none.
DEPARTMENT = re.compile(
    r"^(?:marketing|sales|hr|human\s+resources|finance|it|engineering|accounting|operations|legal|r&d|design|"
    r"product|support|customer\s+service|research|admin|administration|management|logistics|procurement|pr|tech|"
    r"healthcare|retail|hospitality|insurance|real\s+estate|media|consulting|government|construction|banking)$",
    _I,
)

# Position words (职位): a rank within an organisation rather than a trade.
_TITLE_HEAD = re.compile(
    r"^in\s+charge\s+of\s|(?:^|\s)(?:manager|director|supervisor|coordinator|executive|president|vp|chair|chairman|chairwoman|"
    r"chairperson|foreman|superintendent|ceo|cfo|cto|coo|cmo|cio|head\s+of\s+.+|team\s+lead(?:er)?|"
    r"(?:chief|compliance|operating)\s+.*officer|vice\s+president.*|partner|deputy\s+.+|section\s+chief|"
    r"(?:vp|director|manager|chief|president|chair(?:man|woman)?)\s+of\s+.+|"
    r"team\s+leader|group\s+leader|lead)$",
    _I,
)


# Managers by trade rather than by rank: the occupation itself ("product manager" as "nurse").
_MANAGER_TRADE = re.compile(r"(?:^|\s)(?:product|project|program|programme|case|property)\s+manager$", _I)


def job_or_title(value: str) -> str:
    """ "title" for a position in an organisation ("regional sales manager", "head of HR"), else "job"."""
    value = value.strip()
    return "title" if _TITLE_HEAD.search(value) and not _MANAGER_TRADE.search(value) else "job"


# A bare value a correction gives in place of the last one that is no name: "no sorry it's 555-0112", "wait it's
# June 4", "oops, amy@x.com", "no, 35"
_VALUE_SAID = (
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\(?\d[\d\s().-]{5,18}\d"
    r"|(?-i:[A-Z])[a-z]{2,8}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?-i:[A-Z])[a-z]{2,8}|\d{1,3}"
)


def bare_value_en(said: str, name: str) -> str | None:
    """The value alone a correction says after its opening ("it's Munich", "i meant 555-0112", "35"), a name by the
    pattern `name` or a value of a shape; None when it says more."""
    m = re.match(rf"^(?:it's|it\s+is|it\s+was|i\s+meant|i\s+mean|not\s+\w+,\s*)?\s*(?P<v>{name}|{_VALUE_SAID})$", said)
    return m["v"] if m else None


# "a small town in Ohio called Dayton": the place by its name; "Stockport, just outside Manchester": the place, not
# what it is near; "outside Manchester, in Stockport": where, after a nearer "in"
_TOWN_CALLED = re.compile(
    r"^(?:a|the|this)\s+(?:(?:small|little|tiny|big|sleepy|quiet)\s+)?(?:town|city|village|place|suburb)\s+"
    r"(?:in\s+(?P<r>(?-i:[A-Z])[\w .'-]+?)\s+)?(?:called|named)\s+(?P<p>(?-i:[A-Z])[\w .'-]+)$",
    re.IGNORECASE,
)
_NEAR_TAIL = re.compile(
    r"^(?P<p>(?-i:[A-Z])[^,]+?),?\s+(?:just\s+)?(?:outside(?:\s+of)?|near|close\s+to)\s+\S.*$", re.IGNORECASE
)
_NEARER_IN = re.compile(r"^[^,]+,\s+in\s+(?P<p>(?-i:[A-Z])[\w .'-]+)$", re.IGNORECASE)


def place_said(value: str) -> str:
    """A hometown as a place's name (see `_TOWN_CALLED`)."""
    m = _TOWN_CALLED.match(value)
    if m:
        return f"{m['p']}, {m['r']}" if m["r"] else m["p"]
    m = _NEARER_IN.match(value) or _NEAR_TAIL.match(value)
    return m["p"] if m else value
