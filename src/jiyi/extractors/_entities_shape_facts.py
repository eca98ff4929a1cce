"""Heights and birthdays read by their shape next to a word that says what they are, for the person said with them.

A height (1.55 m, 5'4", five foot six, 一米六五, 165cm) and a full date are the shape of nothing else only next to a
word that says so (tall, height, measured, 身高, 个子; birthday, born, 生日, 庆生). People say them in any order:
"Standing 185 centimeters tall, Isaac always …", "I know you'll ask how tall my coworker Wren is: 175 centimeters",
"24 July is Sadie's birthday", "上回体检量出来178cm的，是徒弟梁卫东", "去年4月9号那天我们一起给大伯庆生". The owner is
the one the value is said of, and only when the clause decides it:

1. a possessive on the word ("Sadie's birthday", "her height", "我表哥的身高");
2. the person (or pronoun) said nearest before the value in its clause ("my coworker Wren is: 175 cm", "she
   measured 5'6\"") — the user there ("I measured …", "我身高…") gives it to no one;
3. a value fronted before its person ("Standing 1.70 m tall, my daughter …", "born on …, my coworker Hector …"):
   the subject of the clause after it;
4. "…量出来178cm的，是梁卫东" (the one the value describes, said after 是) and "给X庆生" (whose birthday is feted).

A value some reader gave to anyone, or one said where a reader read another of the same attribute, is left alone.
"""

from __future__ import annotations

import re

from ._entities import Sentence
from ._entities_en_profile import HEIGHT as HEIGHT_EN
from ._entities_en_shape import DATE_EN
from ._entities_profile_words_zh import DATE as DATE_ZH
from ._entities_profile_words_zh import HEIGHT as HEIGHT_ZH
from ._kin_zh import REL_ALL
from ._rules_zh_facts import NAME_BAD
from ._shape_people import (
    FILLER,
    NAME_EN,
    NAME_ZH_AT,
    PRONOUN,
    Clause,
    Who,
    antecedent_at,
    clauses_of,
    draft_for,
    is_name_en,
    people_in,
    subject_name,
)

__all__ = ["read_facts_by_shape"]

_I = re.IGNORECASE

_HEIGHT_AT_EN = re.compile(rf"(?<![\w.]){HEIGHT_EN}", _I)
_HEIGHT_AT_ZH = re.compile(rf"(?<![\d.]){HEIGHT_ZH}")
_DATE_AT_EN = re.compile(DATE_EN, _I)
_DATE_AT_ZH = re.compile(rf"(?<!\d){DATE_ZH}")
_CUE = {
    "height": re.compile(
        r"\b(?:tall|height|measured|measures|measuring|stands?|standing)\b|身高|个子|个头|量|长到|多高", _I
    ),
    "birthday": re.compile(r"\b(?:birthday|bday|b-day|born)\b|生日|庆生|出生", _I),
}
_NOUN = {"height": r"(?:height|身高|个子|个头)", "birthday": r"(?:birthday|bday|b-day|生日)"}
_LABEL = {
    ("height", "zh"): "身高",
    ("birthday", "zh"): "生日",
    ("height", "en"): "height",
    ("birthday", "en"): "birthday",
}
# What a fronted value opens with: "Standing 185 cm tall, …", "Born on May 3, …", "At 1.60 m, …"
_FRONTED = re.compile(r"^(?:\W|(?:standing|measuring|at|born(?:\s+on)?|on)\b)*$", _I)
_USER = re.compile(r"\b(?:i|me|my|i'm)\b|我(?!们)", _I)
# A value said as wished for, supposed or denied ("if he were 180 cm", "isn't 6 feet tall", "没有一米六") is no fact
_UNSURE = re.compile(r"\b(?:if|would|could|might|should|wish|not|never|no)\b|n't|如果|要是|假如|希望|不|没", _I)


def read_facts_by_shape(text: str, state: Sentence) -> None:
    """Give each height and birthday of `text` no reader read to the one person the clause says it of."""
    found = _found(text)
    if not found:
        return
    clauses = clauses_of(text)
    for attribute, m in found:
        said = [f for d in state.drafts for f in d.facts if f.attribute == attribute]
        if said:
            continue  # a reader read one here: this one is theirs, or too close to tell apart
        at = next((i for i, c in enumerate(clauses) if c.start <= m.start() < c.end), None)
        if at is None or clauses[at].question:
            continue
        sentence = _sentence(clauses, at)
        if not _CUE[attribute].search(" ".join(text[c.start : c.end] for c in sentence)):
            continue
        if _UNSURE.search(text[clauses[at].start : m.start()]):
            continue
        people = people_in(text, state, clauses)
        who = _owner(text, clauses, at, m, attribute, people, state)
        if who is None:
            continue
        language = clauses[at].language
        draft_for(who, state, language).add_fact(attribute, m.group(0), _LABEL[(attribute, language)], correction=False)


def _found(text: str) -> list[tuple[str, re.Match[str]]]:
    out: list[tuple[str, re.Match[str]]] = []
    for attribute, pattern in (
        ("height", _HEIGHT_AT_EN),
        ("height", _HEIGHT_AT_ZH),
        ("birthday", _DATE_AT_EN),
        ("birthday", _DATE_AT_ZH),
    ):
        for m in pattern.finditer(text):
            if attribute == "birthday" and not re.search(r"\d|[日号]$|[一二三四五六七八九十]$", m.group(0)):
                continue  # "三月" / "March": a month, no day
            if any(m.start() < e.end() and e.start() < m.end() for _, e in out):
                continue
            out.append((attribute, m))
    return out


def _sentence(clauses: list[Clause], at: int) -> list[Clause]:
    """The clauses of the sentence the clause `at` is in."""
    lo = hi = at
    while lo > 0 and not clauses[lo - 1].sentence_end:
        lo -= 1
    while hi + 1 < len(clauses) and not clauses[hi].sentence_end:
        hi += 1
    return clauses[lo : hi + 1]


def _owner(
    text: str,
    clauses: list[Clause],
    at: int,
    value: re.Match[str],
    attribute: str,
    people: list[Who],
    state: Sentence,
) -> Who | None:
    c = clauses[at]
    noun = _NOUN[attribute]
    before, after = text[c.start : value.start()], text[value.end() : c.end]
    # 1. a possessive on the word: "Sadie's birthday", "her height", "我表哥的身高", "这是她的身高"
    for said, base in ((after, value.end()), (before, c.start)):
        own = re.search(rf"(?P<w>['’]s|\b(?:her|his|my|our|their)\b|的)\s*(?:\w+\s+)?{noun}", said, _I)
        if own:
            spot = base + own.start()
            word = own["w"].lower()
            if word in ("my", "our", "their"):
                return None
            if word in ("her", "his"):
                return antecedent_at(text, clauses, at, base + own.start("w"), people, state)
            if said[: own.start()].endswith(("她", "他")):
                return antecedent_at(text, clauses, at, spot - 1, people, state)
            if said[: own.start()].endswith("我"):
                return None
            who = next((p for p in people if p.end == spot), None)
            named = re.search(rf"(?<![\w'])(?:{NAME_EN})$", said[: own.start()]) if who is None else None
            if named and is_name_en(named[0]):
                return Who(base + named.start(), spot, name=named[0])  # "2 August is Perrin's birthday"
            return who
    # 4. "…量出来178cm的，是徒弟梁卫东", "给大伯龚浩然庆生"
    if c.language == "zh":
        if re.fullmatch(r"的\W*", after) and at + 1 < len(clauses):
            nxt = clauses[at + 1]
            said = text[nxt.start : nxt.end]
            return _said_at(text, clauses, at, nxt.start + len(said) - len(said.lstrip()), people, state, lead="是")
        feted = re.search(r"给(?P<w>.{1,8}?)(?:过生日|庆生|庆祝生日)", text[c.start : c.end])
        if feted and attribute == "birthday":
            return _said_at(text, clauses, at, c.start + feted.start("w"), people, state)
    # 2. the person said nearest before the value in its clause
    lead = FILLER.match(before)
    pre = before[lead.end() if lead else 0 :]
    if not re.search(r"\w", pre + after) and at > 0 and not clauses[at - 1].sentence_end:
        # "韩佩玲量过身高，1米51": said alone, of the one the clause before it named
        c = clauses[at - 1]
        before = text[c.start : c.end]
        named = re.match(NAME_ZH_AT, before[len(before) - len(before.lstrip()) :]) if c.language == "zh" else None
        if named and not NAME_BAD.search(named["n"]) and not any(p.start <= c.start < p.end for p in people):
            return Who(c.start, c.start + named.end(), name=named["n"])
    elif re.search(r"\w", pre) and _FRONTED.match(pre) and at + 1 < len(clauses) and not c.sentence_end:
        # 3. "Standing 1.70 m tall, my daughter …": the subject of the clause after it
        nxt = clauses[at + 1]
        return subject_or_pronoun(text, clauses, at + 1, nxt, people, state)
    spots: list[tuple[int, int, Who | None]] = [
        (p.end, p.start, p) for p in people if c.start <= p.start and p.end <= min(value.start(), c.end)
    ]
    spots += [(c.start + m.end(), c.start + m.start(), None) for m in PRONOUN.finditer(before)]
    users = [c.start + m.end() for m in _USER.finditer(before)]
    if not spots:
        return None
    end, start, who = max(spots, key=lambda s: s[0])
    gap = text[end : value.start()]
    owned = [o["n"] for o in re.finditer(r"(?:['’]s|的)\s*(?P<n>[a-z]+|[\u4e00-\u9fff]{1,2})", gap, _I)]
    if any(not re.fullmatch(rf"{noun}|about|like|just|around|only|almost|nearly|over|under|now", o, _I) for o in owned):
        return None  # "my niece's desk measured 112 cm", "我表哥的桌子一米六": a thing of theirs
    if any(u > end for u in users) or (any(start <= u <= end for u in users) and who is None):
        return None  # "my sister said I measured 170 cm": the user's own
    return who if who is not None else antecedent_at(text, clauses, at, start, people, state)


def subject_or_pronoun(
    text: str, clauses: list[Clause], at: int, c: Clause, people: list[Who], state: Sentence
) -> Who | None:
    """The person opening clause `c` (a name, "my <tie>", a pronoun pointing back)."""
    said = text[c.start : c.end]
    lead = FILLER.match(said)
    return _said_at(text, clauses, at, c.start + (lead.end() if lead else 0), people, state) or subject_name(text, c)


def _said_at(
    text: str, clauses: list[Clause], at: int, where: int, people: list[Who], state: Sentence, lead: str = ""
) -> Who | None:
    """The person said right at `where` (after `lead`): one the message names, a bare Chinese name, a pronoun."""
    if lead:
        if not text.startswith(lead, where):
            return None
        where += len(lead)
    who = next((p for p in people if p.start == where), None)
    if who is not None:
        return who
    if re.match(r"(?:she|he)\b|[他她](?!们)", text[where:], _I):
        return antecedent_at(text, clauses, at, where, people, state)
    # "是徒弟梁卫东", "给大伯龚浩然庆生": a tie said bare, then the name
    tied = re.match(rf"(?:我的?)?(?P<r>{REL_ALL})?{NAME_ZH_AT}?", text[where:])
    if tied and tied["n"] and not NAME_BAD.search(tied["n"]):
        return Who(where, where + tied.end(), name=tied["n"], relation=tied["r"] or "")
    if tied and tied["r"]:
        return Who(where, where + tied.end(), relation=tied["r"])
    return None
