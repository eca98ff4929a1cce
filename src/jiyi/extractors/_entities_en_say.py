"""What an English predicate says of the one a clause is about (`_entities_en`): cut where it says several things
("is 47, lives in Queens", "She is 52 and he is 55"), or read as a note of short items ("Dana — 34, nurse")."""

from __future__ import annotations

import re

from ._entities import Draft, Sentence
from ._entities_change import no_longer_en
from ._entities_en_facts import given_label_en, predicate
from ._entities_en_notes import note_items_en
from ._entities_en_people import by_gender, full_name, mismatched, rival_of
from ._entities_en_profile import LABEL_EN, LABEL_SEP_EN, TRAIT_WORDS_EN
from ._entities_en_words import MOD, REL_EN, USER_OPENS_EN

__all__ = ["noted_en", "say_en"]

_I = re.IGNORECASE
# "obsessed with", "crazy about": a taste "is" says
_KEEN = (
    r"(?:(?:totally|really|so|super|kind\s+of|a\s+bit)\s+)?(?:obsessed\s+with|crazy\s+about|mad\s+about|nuts\s+about)"
)
# the end of a number, in figures or in words ("34", "thirty", "thirty-four", "nineteen"): a lookbehind each
_NUM_END = (
    r"(?:(?<=\d)|(?<=ty)|(?<=teen)|(?<=eleven)|(?<=twelve)|(?<=-one)|(?<=-two)|(?<=-three)|(?<=-four)|(?<=-five)|"
    r"(?<=-six)|(?<=-seven)|(?<=-eight)|(?<=-nine))"
)
_SPLIT_PRED = re.compile(
    r"\s*(?:,\s*)?\band\s+(?=(?:also\s+|now\s+|still\s+)?(?:is|has|works|lives|loves|likes|hates|moved|enjoys|goes|"
    r"studies|plays|speaks|turned|loved|liked|hated|enjoyed|was|had|lived|worked|weighs|grew|stands|hails|holds|"
    r"goes|does|commutes|serves|got|earned|graduated|finished|she|he|they)\b|(?:always|often|never|usually|sometimes)\s+\w+)|,\s+(?=(?:she|he|they)\b)"
    # "… and her number is …"; "is 32 and 165 cm tall"; "is 26, from Wuhan"
    rf"|\s*(?:,\s*)?\band\s+(?=(?:her|his|their)\s+(?:{LABEL_EN}|name)\s*{LABEL_SEP_EN}\s)"
    # (not "March 3, 1988", "the 4th of July, 1990": a date's year)
    r"|\s+and\s+(?=\d|(?:originally\s+)?from\s)"
    r"|,(?!\s*(?:19|20)\d\d\b(?!\s*(?:cm|kg|lbs?|people)\b))(?!\d{3}(?!\d))\s*(?:and\s+)?(?=\d|(?:originally\s+)?from\s)"
    # "is 47, lives in Queens": a second verb of the same subject after a comma
    r"|,\s+(?=(?:lives|works|grew|moved|comes|hails|holds|loves|likes|enjoys|stands|teaches|speaks|plays|turned|"
    r"was\s+born|has\s+(?:a|an)\s)\b)"
    # "is 22 and super shy": a trait after a number is a second value of the same "is"
    rf"|{_NUM_END}\s+and\s+(?=(?:(?:very|really|so|super|quite|pretty|a\s+bit|kind\s+of)\s+)?{TRAIT_WORDS_EN}\b)"
    # "is 6'2\" and a paramedic", "is 33 and an introvert": what "is" says after a number, a second value of it
    rf"|(?:{_NUM_END}|(?<=[\"”'’]))\s+and\s+(?=(?:a|an)\s+(?!half\b|bit\b|lot\b|few\b|couple\b))"
    # "is the clinical lead and said yes straight away": what they did then is a clause of its own
    r"|\s+and\s+(?=(?:said|told|asked|gave|let|sent|called|texted|rang)\b)"
    # "is 12 and obsessed with soccer": what "is" says after a value, a taste of the same one
    rf"|\s+and\s+(?=(?:{_KEEN})\b)",
    _I,
)


def noted_en(draft: Draft, rest: str, state: Sentence, correction: bool, *, opened: bool) -> bool:
    """Facts said as a note after the subject (see `_entities_en_notes`); True when `rest` was one."""

    said: list[str] = []

    def tie(item: str) -> bool:
        m = re.fullmatch(rf"(?P<my>(?:my|our)\s+)?(?P<r>{MOD}{REL_EN})", item, _I)
        if m:
            said.append(item)
        if m and not m["my"] and draft.relation:
            return False  # "my cousin Gina, 30, dentist": a trade, not a second tie
        if m and draft.kind == "person":
            draft.relation = draft.relation or m["r"].lower()
        return m is not None

    def say(part: str) -> None:
        said.append(part)
        say_en(draft, part, part, state, correction)

    before = list(draft.facts)
    facts = note_items_en(rest, say, opened=opened, tie=tie)
    for attribute, label, value in facts or ():
        draft.add_fact(attribute, value, label, correction=correction)
    opening = _NOTE_OPEN.match(rest)
    if facts == [] and opening and not said and draft.facts == before and draft.kind == "person" and not draft.pronoun:
        # "my friend Jess - allergic to peanuts - vegan": a note of items no shape reads is kept as written (an aside
        # in brackets, "Aunt Marisol (mom's sister) is …", says who they are, and is no note)
        note = _NOTE_SEP.sub(", ", rest[opening.end() :]).strip(" ,.!")
        # "Tom Lee (my boss) - I work in Leeds": a clause of the user's after the aside is the user's own
        own = USER_OPENS_EN.match(note) or re.search(r"[,;]\s*(?:(?:and|but|so)\s+)?(?:i|i'm|we|we're)\b", note, _I)
        if 2 <= len(note.split()) <= 14 and len(note) <= 90 and not re.search(r"[?]", note) and not own:
            draft.add_fact("note", note, "", correction=correction)
    return facts is not None


_NOTE_OPEN = re.compile(r"^\s*(?::|—|–|--|-(?=\s))\s*")
_NOTE_SEP = re.compile(r"\s*;\s*|\s+[—–-]\s+|,\s+")


def say_en(draft: Draft, rest: str, c: str, state: Sentence, correction: bool) -> None:
    """What the predicate `rest` of clause `c` says of `draft`, cut where it says several things."""
    rest = given_label_en(rest)
    changed = no_longer_en(rest.strip())
    if changed is not None:  # "quit nursing and is a paramedic now": one change, not a note and a new fact
        rest, correction = changed, True
    verb = ""
    opener = re.match(r"^(?:she|he)\b", c, _I)
    before = ""
    for said in _SPLIT_PRED.split(rest.strip()):
        other = re.match(r"^(?:she|he)\b", said.strip(), _I)
        if other and not opener and (mismatched(draft, other[0]) or rival_of(draft, other[0], before, state)):
            # "My aunt Rosa met my cousin Lina, and she gave me her email": Rosa's or Lina's; "My aunt Rosa is 50
            # and he lives in Leeds": not Rosa's
            break
        before += f" {said}"
        part = re.sub(r"^(?:she|he|they)(?:'s|'re)?\s+", lambda m: "is " if "'" in m[0] else "", said.strip(), flags=_I)
        if opener and other and other[0].lower() != opener[0].lower():
            who = by_gender(state, other[0])  # "She is 52 and he is 55": his, when his is one person's
            if who is not None and who is not draft:
                predicate(who, part, state, correction)
            continue  # what she is, is not his
        if full_name(draft, part):  # "Liam is my cousin, full name Liam Foster"
            continue
        if verb and (
            part[:1].isdigit()
            or re.match(rf"^(?:originally\s+)?from\s|^(?:a|an)\s|^(?:\w+\s+){{0,2}}{TRAIT_WORDS_EN}$|^{_KEEN}\b", part)
        ):
            part = f"{verb} {part}"  # "is 32 and 165 cm tall": "is" says both
        verb = "is" if re.match(r"^(?:is|'s)\s", part, _I) else ""
        predicate(draft, part.strip(), state, correction)
