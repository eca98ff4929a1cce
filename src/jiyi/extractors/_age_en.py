"""How an age is said in English: one pattern for the shape reader (`_entities_en_shape`) and for finding the
sentence that speaks of an age (`jiyi._entity_quotes`), so that an age the one reads, the other finds.
"""

from __future__ import annotations

import re

__all__ = ["AGE_AHEAD_EN", "AGE_NUM_EN", "AGE_WORDS_EN", "ROUGH_AGE_EN", "YEARS_OLD_EN", "age_word_en", "rough_age"]

# A count of years as said: 52, thirty-four, nineteen (a number word below eleven says too many other things)
AGE_NUM_EN = (
    r"(?:\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|"
    r"seven|eight|nine))?|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)"
)
# What may follow it: "years old", "years of age", "years young", "yrs", "y/o"
YEARS_OLD_EN = r"(?:years?\s+old|years?\s+of\s+age|years\s+young|yrs?\.?(?:\s+old)?|y/?o)"
# An age still to come ("turns 50 next week", "will be 30 in May", "is turning 90"): not the age they are now;
# "turns 60 today" is, and so is the age of this year ("turning 79 this year", as "今年79").
AGE_AHEAD_EN = re.compile(
    r"^(?:turns|is\s+turning|will\s+(?:be|turn)|is\s+(?:about|going)\s+to\s+(?:turn|be)|is\s+gonna\s+(?:turn|be))\s+"
    r"(?!.*\b(?:today|now|this\s+year)$)",
    re.IGNORECASE,
)

_DECADES = {
    "teens": "teens", "twenties": "20s", "thirties": "30s", "forties": "40s", "fifties": "50s", "sixties": "60s",
    "seventies": "70s", "eighties": "80s", "nineties": "90s",
}  # fmt: skip
# An age said by its decade ("in her early thirties", "mid-40s", "late twenties", "in his 60s"): kept as said, in
# one spelling ("early 30s"), as Chinese keeps "三十出头"
ROUGH_AGE_EN = (
    r"(?P<in>in\s+(?:her|his|their)\s+)?(?P<part>(?:early|mid|late)(?:[\s-]+|(?=\d)))?"
    rf"(?P<dec>{'|'.join(_DECADES)}|[1-9]0['’]?s)"
)


def rough_age(part: str | None, decade: str) -> str:
    """ "early 30s" for ("early", "thirties"), "40s" for (None, "40's")."""
    said = _DECADES.get(decade.lower(), decade.replace("'", "").replace("’", ""))
    return f"{part.strip(' -').lower()} {said}" if part else said


# The word said before an age that says how the speaker sees it ("my nan's already 80", "my son is only 3"):
# the memory says it as said, never a flat "is 80 years old".
AGE_WORDS_EN = ("already", "only", "just")


def age_word_en(said: str, value: str) -> str:
    """The word the user said right before the age `value` in `said` ("only" of "my son is only 3"), or ""."""
    if not value:
        return ""
    m = re.search(rf"\b(?P<w>{'|'.join(AGE_WORDS_EN)})\s+(?:turned\s+)?{re.escape(value)}\b", said, re.IGNORECASE)
    return m["w"].lower() if m else ""
