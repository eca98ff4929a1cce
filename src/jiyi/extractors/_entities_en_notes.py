"""English facts said as a note rather than a sentence (issue #21): "Dana — 34, nurse, Denver", "my auntie Bea: she
is 5'2\"", "Sara Novak, my colleague, email sara@novak.io, phone 617-555-0100", "My boss — a Harvard MBA, super
organised — is called Grace Lin".

After the one a clause is about, a colon, a dash or a comma may open a list of items with no verb. Each item is
read by its shape alone: a bare number is an age, a length a height, an address an e-mail, a run of digits a phone
number, "born …" a birthday, a degree an education, a trade a job; an item that is a predicate ("lives in Austin",
"she is 5'2\"") is read as one. An item no shape fits (a bare city: home or work?) adds nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ._age_en import AGE_NUM_EN
from ._entities_en_profile import HEIGHT, LABEL_EN, TRAIT_WORDS_EN, height, labelled_en
from ._entities_en_shape import DEGREE, is_job

__all__ = ["note_items_en", "split_aside_en"]

_I = re.IGNORECASE
Fact = tuple[str, str, str]  # (attribute, label, value)

_AGE = re.compile(
    r"^(?:aged?\s*:?\s*)?(?P<v>\d{1,2})(?:\s*(?:years?\s+old|yrs?(?:\s+old)?|y/?o|years?\s+of\s+age))?"
    r"(?:\s+(?:this\s+year|now|already))?$"
    rf"|^(?P<w>{AGE_NUM_EN})\s+years?\s+old$",  # "thirty-two years old": in words, only with what it counts
    _I,
)
_EMAIL = re.compile(r"^(?P<v>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)$")
# seven digits at least, so "call me at 5" or a year is never a number to call
_PHONE = re.compile(r"^(?P<v>\+?\(?\d[\d\s().-]{5,18}\d)$")
_BORN = re.compile(r"^(?:born|b\.)\s+(?:on\s+)?(?P<v>[^,;]{3,25})$", _I)
_DATE = re.compile(
    r"^(?:(?-i:[A-Z])[a-z]{2,8}\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+"
    r"(?:of\s+)?(?-i:[A-Z])[a-z]{2,8}(?:,?\s+\d{4})?|\d{1,2}/\d{1,2}(?:/\d{2,4})?)$"
)
_PRONOUN_IS = re.compile(r"^(?:she|he|they)(?:'s|'re|\s+is|\s+are|\s+was)\s+", _I)
_PRONOUN = re.compile(r"^(?:she|he|they)\s+", _I)
# an item that is already a predicate: "lives in Austin", "grew up in Leeds", "works as a nurse"
_VERB = re.compile(
    r"^(?:is|was|has|had|lives|lived|works|worked|grew|comes|came|hails|moved|loves|likes|enjoys|stands|holds|"
    r"earned|got|speaks|plays|teaches|studied|graduated|turned|turns|originally|from|based|raised|born\s+and|"
    # what they do: "Ruth, 58, runs a bakery in Tulsa"
    r"runs|owns|manages|drives|does|dropped|knits|collects|paints|bakes|writes|studies|sings|coaches|tutors|"
    r"commutes|dropped)\b",
    _I,
)
#: a label said before its value with no mark between ("email sara@novak.io", "cell 415 555 0134")
_BARE_LABEL = re.compile(rf"^(?P<l>{LABEL_EN})\s+(?!(?:is|are|was|includes?|would)\b)(?=[\w(+])", _I)
# what opens a note after the one it is about: a colon, a dash
_OPENS = re.compile(r"^\s*(?::|—|–|\s-\s|--)\s*")


def split_aside_en(rest: str) -> tuple[str, str] | None:
    """ "— a Harvard MBA, super organised — is called Grace Lin": the aside between dashes (or brackets) and what
    follows it, when the rest of a clause opens with one."""
    m = re.match(r"^\s*(?:[—–]|--|\s-)\s*(?P<x>[^—–()]+?)\s*(?:[—–]|--|\s-\s)\s*(?P<rest>.+)$", rest) or re.match(
        r"^\s*\((?P<x>[^()]+)\)\s*,?\s*(?P<rest>.+)$", rest
    )
    return (m["x"], m["rest"]) if m else None


def _item(item: str, predicate: Callable[[str], None]) -> Fact | None:
    """The fact one note item states by its shape; a predicate item goes to `predicate` (and None comes back)."""
    x = item.strip(" .!“”") if re.search(r"\d['’]\s?\d{1,2}[\"”]$", item) else item.strip(' .!"“”')
    if not x:
        return None
    pron = _PRONOUN_IS.match(x)
    if pron:
        predicate("is " + x[pron.end() :])
        return None
    if _PRONOUN.match(x):
        predicate(_PRONOUN.sub("", x))
        return None
    if re.match(rf"^(?:her|his|their)\s+(?:name|{LABEL_EN})\s+(?:is|was)\s", x, _I):
        predicate("'s " + x.split(None, 1)[1])  # "her name is Dana Reyes", "his email is …"
        return None
    if re.match(
        r"^(?-i:[A-Z])[\w.'-]*(?:\s(?-i:[A-Z])[\w.'-]*){0,2}(?:\s+native|-born|\s+born\s+and\s+(?:bred|raised))$", x
    ):
        predicate("is " + ("a " + x if x.endswith("native") else x))  # "Osaka native", "Leeds born and bred"
        return None
    if _VERB.match(x):
        predicate(("is " if x.lower().startswith(("originally", "from")) else "") + x)
        return None
    labelled = labelled_en(x) or labelled_en(_BARE_LABEL.sub(lambda m: m["l"] + ": ", x, count=1))
    if labelled is not None and labelled[0] == "job":
        trade = re.sub(r"^(?:a|an)\s+", "", labelled[2], flags=_I)
        job_at = re.match(r"^(?P<j>[a-z][a-z -]{2,30}?)\s+(?:at|for)\s+(?-i:[A-Z])", trade)
        if job_at and is_job(job_at["j"]):  # "job: nurse at Mercy": the job and where it is done
            predicate("is a " + trade)
            return None
    if labelled is not None:
        return labelled
    for pattern, attribute in ((_EMAIL, "email"), (_AGE, "age"), (_PHONE, "phone")):
        m = pattern.match(x)
        if m and attribute == "age" and m["w"]:
            return "age", "age", m["w"]
        if m and (attribute != "age" or 0 < int(m["v"]) < 120):
            if attribute == "phone" and len(re.sub(r"\D", "", m["v"])) < 7:
                continue
            return attribute, attribute, m["v"]
    if re.fullmatch(rf"(?:about\s+|around\s+)?{HEIGHT}(?:\s+tall)?", x, _I):
        return "height", "height", height(re.sub(r"^(?:about|around)\s+|\s+tall$", "", x, flags=_I))
    m = _BORN.match(x)
    if m and _DATE.match(m["v"].strip()):
        return "birthday", "born", m["v"].strip()
    m = re.search(rf"\b{DEGREE}(?:\s+(?:grad|graduate|holder))?$", x, _I)
    if m and len(x.split()) <= 5:
        return "education", "education", m["v"]
    m = re.match(rf"^(?:a|an)?\s*{DEGREE}\s+in\s+(?P<f>[a-z][a-z ]{{2,30}})$", x, _I)
    if m:  # "PhD in physics"
        return "education", "education", f"{m['v']} in {m['f']}"
    words = re.sub(r"^(?:a|an)\s+", "", x, flags=_I)
    job_in = re.match(r"^(?P<j>[a-z][a-z -]{2,30}?)\s+(?:in|at)\s+(?-i:[A-Z])", words)
    if job_in and is_job(job_in["j"]):  # "dentist in Rome": the job and where it is done
        predicate("is a " + words)
        return None
    if re.fullmatch(rf"(?:(?:very|really|super|quite|pretty|so)\s+)?(?P<v>{TRAIT_WORDS_EN})", words, _I):
        return "trait", "personality", re.sub(r"^\S+\s+(?=\S)", "", words) if " " in words else words
    if re.search(r"\b(?:my|our|your|his|her|their|the|me|us|him|them|it)\b", words, _I):
        predicate(x)  # "Dave, 52, fixed our boiler": what they did, not a trade ending in -er
        return None
    if re.fullmatch(r"[a-z][a-z -]*", words) and len(words.split()) <= 3 and is_job(words):
        return "job", "is a", words
    if re.match(r"^(?:a|an)\s+", x, _I) or re.match(r"^(?:very|really|super|quite|pretty|so)\s+\w+$", x, _I):
        predicate("is " + x)  # "a retired nurse", "super organised": what they are
    return None


_UNMISTAKABLE = frozenset({"age", "height", "email", "phone", "birthday"})
#: a labelled value that may run on over commas: "hobbies: hiking, reading", "hometown: Chengdu, Sichuan"
_RUNS_ON = frozenset({"hobby", "trait", "from", "works_in", "lives_in", "likes"})


def _shaped(item: str) -> bool:
    """A value by its shape alone, with no verb: "34", "dana@x.io", "617-555-0100", "email dana@x.io", "5'9\""."""
    x = item.strip(" .!“”")
    if _PRONOUN.match(x) or _VERB.match(x) or re.search(r"\b(?:is|are|was|includes?|falls\s+on)\s", x, _I):
        return False
    fact = _item(x, lambda said: None)
    # a label's value may run on over commas ("hobbies: hiking, reading"): only a value no comma continues
    return fact is not None and fact[0] in _UNMISTAKABLE


def _said(text: str, said: list[str], predicate: Callable[[str], None]) -> None:
    said.append(text)
    predicate(text)


def note_items_en(
    rest: str, predicate: Callable[[str], None], *, opened: bool, tie: Callable[[str], bool] = lambda item: False
) -> list[Fact] | None:
    """The facts a note after the subject states ("— 34, nurse, Denver"), or None when `rest` is no note.

    `opened` is True when a colon or dash said that a note follows; after a bare comma, the first item must have a
    shape of its own (a number, an address, a label) for the rest to be read as a note and not as a sentence. `tie`
    takes an item that says who they are to the user ("cousin", "my colleague") and returns True when it did."""
    m = _OPENS.match(rest)
    body = rest[m.end() :] if m else rest.lstrip(", ")
    # commas inside a number ("1,80") or a date ("March 3, 1990") are no separators
    items = re.split(r",\s+(?!\d{4}\b)|\s*;\s*|\s+[—–-]\s+", body.strip())
    if m is None and not opened and not _shaped(items[0]):
        return None  # after a bare comma the first item must be a value by its shape alone
    facts: list[Fact] = []
    said: list[str] = []
    for item in items:
        if tie(item.strip(" .")):  # "cousin", "my colleague": who they are to the user
            continue
        before = len(said)
        fact = _item(item, lambda x: _said(x, said, predicate))
        last = facts[-1] if facts else None
        if fact is None and len(said) == before and last is not None and last[0] in _RUNS_ON and last[1] != "is a":
            # "hobbies: hiking, reading": an item with no shape of its own goes on the value before it
            facts[-1] = (last[0], last[1], f"{last[2]}, {item.strip(' .')}")
        elif fact is not None and fact not in facts:
            facts.append(fact)
    return facts
