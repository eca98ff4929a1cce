"""Who a clause of a message is about: its clauses, the people it names, and whom a pronoun points to.

The shape readers (`_entities_by_shape`) find a value by its shape and need its owner. This module holds what
that takes: the message cut into sentences and clauses (a date's or a phone number's commas and brackets cut
none), the people it names — the drafts the readers read, each "my <tie>" / "我<tie>", a name opening a clause
before a verb, a name met or talked about — and the person a pronoun points to: the one the nearest clause before
it named, narrowed by gender; none when two remain.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ._chat_fillers import OPENERS_EN, OPENERS_ZH
from ._entities import Draft, Sentence
from ._entities_en_words import MOD as MOD_EN
from ._entities_en_words import NOT_A_NAME as NOT_A_NAME_EN
from ._entities_en_words import REL_EN
from ._entities_zh_names import FULL as FULL_ZH
from ._entities_zh_names import MOD as MOD_ZH
from ._entities_zh_names import NICK as NICK_ZH
from ._kin_zh import POINTER, REL_ALL
from ._referents import relation_gender
from ._rules_common import CITIES, sentence_language
from ._rules_zh_facts import NAME_BAD, SURNAMES
from ._shape_values import PHONE_AT

__all__ = [
    "FILLER",
    "NAME_EN",
    "NAME_ZH",
    "NAME_ZH_AT",
    "PRONOUN",
    "TO_ZH",
    "Clause",
    "Who",
    "antecedent_at",
    "clauses_of",
    "draft_for",
    "is_name_en",
    "people_in",
    "person_key",
    "reads_as_name",
    "subject_name",
    "written_to",
]

_I = re.IGNORECASE

# Clauses: the pieces a comma, a semicolon or a joining word cuts a sentence into.
_CUT_EN = re.compile(r"\s*(?:[,;()]|\s(?:and|but|so|then)\s)\s*", _I)

_CUT_ZH = re.compile(r"[，,；;]|然后|而且|但是")

# What opens a clause before whom it is about: an opener ("ok so", "对了"), a stall (就是), a day
FILLER = re.compile(rf"^(?:\W|(?:{OPENERS_EN}|yesterday|today)\b|就是|{OPENERS_ZH})+", _I)

PRONOUN = re.compile(r"\b(?:she|her|hers|he|him|his)\b|[他她](?!们)", _I)

NAME_EN = r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?"

# "I ran into Yusuf", "this is about Corwin": a name said as the one met, talked to or talked about; "how tall
# Anton is: 1.68 m": the name an embedded question asks about
_MET = re.compile(
    r"\b(?:how\s+(?:old|tall)(?=\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+is\b)|met|meet|saw|see|ran\s+into|bumped\s+into|talked\s+to|spoke\s+(?:to|with)|chatted\s+with|"
    r"hung\s+out\s+with|caught\s+up\s+with|heard\s+from|visited|about)\s+"
    rf"(?P<n>{NAME_EN}(?:\s+{NAME_EN})?)\b(?!\s+(?:Street|St|Avenue|Ave|Road|Park|Center|Centre|Mall|Hall|Cafe|Bar))"
)

# A Chinese name said bare: 小周, 老王, 阿强, or a common surname and a given name of one or two characters
#: A bare Chinese name (group "n"), the given name as long as it goes: "梁卫东", "小王".
NAME_ZH_AT = rf"(?P<n>(?:小|老|阿)[\u4e00-\u9fff]|[{''.join(sorted(SURNAMES))}][\u4e00-\u9fff]{{1,2}})"
NAME_ZH = re.compile(rf"(?:^|(?<=[是跟和给找把问：:\s])){NAME_ZH_AT}$")

#: Calling or writing to someone ("给张伟打了个电话", "给我表姐发微信", "给她打电话"): the one reached (group "w": a
#: pronoun "p", a tie "r" with its name "n", or a name).
TO_ZH = re.compile(
    rf"给(?P<w>(?P<p>[他她])|我{MOD_ZH}(?P<r>{REL_ALL})(?P<n>{NICK_ZH}|{FULL_ZH})?|{NICK_ZH}|{FULL_ZH})"
    r"(?:打|拨|发|回)了?(?:个|一个|一封|封|条|一条)?(?:电话|短信|微信|消息|信息|邮件|语音)"
)

# "Harriet email …", "Name: Bea Lund / phone: …": a name a note gives a contact line
_LABELLED = re.compile(
    rf"(?:\b(?i:name|who)\s*[:：]\s*(?P<n>{NAME_EN}(?:\s+{NAME_EN})?)|(?<![\w'])(?P<m>{NAME_EN})(?=\s*[-—:,]?\s*"
    r"(?:new\s+)?(?:cell|phone|mobile|number|e-?mail|email)\b))"
)
_SAY_VERB = (
    r"(?:texted|called|asked|said|says|told|gave|sent|emailed|e-mailed|messaged|wrote|uses|checks|only|prefers|"
    r"answers|can|is|'s|has|wants|picks|replies|responds|rang|dm'd|dmed|got|changed|switched|shared|left|mentioned)"
)


@dataclass
class Who:
    """A person said in the message: where, and the draft they are (or the name and tie to open one with)."""

    start: int
    end: int
    draft: Draft | None = None
    name: str = ""
    relation: str = ""
    gender: str = ""


@dataclass
class Clause:
    start: int
    end: int
    language: str
    question: bool
    #: the last clause of its sentence
    sentence_end: bool = False


def clauses_of(text: str) -> list[Clause]:
    out: list[Clause] = []
    for s in _SENTENCE.finditer(text):
        start, sentence = s.start(), s.group(0)
        if not sentence.strip():
            continue
        language = sentence_language(sentence)
        cut = _CUT_ZH if language == "zh" else _CUT_EN
        spans, i = [], 0
        for m in cut.finditer(sentence):
            if _inside_value(sentence, m.start(), m.end()) or _joins_names(sentence, m):
                continue
            spans.append((i, m.start()))
            i = m.end()
        spans.append((i, len(sentence)))
        asked = sentence.rstrip().endswith(("?", "？")) or bool(re.search(r"[吗呢][？?]?\s*$", sentence))
        for n, (a, b) in enumerate(spans):
            if sentence[a:b].strip():
                out.append(Clause(start + a, start + b, language, asked and n == len(spans) - 1))
        if out:
            out[-1].sentence_end = True
    return out


# A sentence ends at its terminator, a newline, or a period before a space ("…-6218. The expo …" too, unlike the
# readers' split, which keeps "10.0.0.x" whole); an honorific's period ends none.
_SENTENCE = re.compile(r"(?:[^。！？!?\n.]|(?<=Mr|Ms|Dr|St)\.|\.(?!\s|$))+(?:[。！？!?\n.]+|$)")


def _joins_names(sentence: str, cut: re.Match[str]) -> bool:
    # "Maya and Jo both moved": two people said together, in one clause
    return bool(
        re.search(rf"\b{NAME_EN}$", sentence[: cut.start()])
        and re.match(rf"{NAME_EN}\b", sentence[cut.end() :])
        and re.fullmatch(r"\s*(?:and|&)\s*", cut.group(0), _I)
    )


def _inside_value(sentence: str, at: int, end: int) -> bool:
    # "(736) 628-5922": a bracket of a phone number cuts no clause, nor "March 3, 1988" the comma of a date
    if re.search(r"\b\d{1,2}(?:st|nd|rd|th)?$", sentence[:at]) and re.match(r",\s*(?:19|20)\d\d\b", sentence[at:]):
        return True
    return any(m.start() < end and at < m.end() for m in PHONE_AT.finditer(sentence))


def people_in(text: str, state: Sentence, clauses: list[Clause]) -> list[Who]:
    """Where the message names each person the readers read, each "my <tie>" / "我<tie>" they did not, and each
    name opening a clause as its subject ("Joanna wants a quiet birthday")."""
    found: list[Who] = []
    for c in clauses:
        named = subject_name(text, c)
        if named is not None:
            found.append(named)
        if c.language == "zh":  # "小刘给张伟打电话，他…": the one called is said as well as the caller
            for m in TO_ZH.finditer(text, c.start, c.end):
                if not m["p"] and not m["r"] and not NAME_BAD.search(m["w"]):
                    found.append(Who(m.start("w"), m.end("w"), name=m["w"]))
        if c.language == "en":
            for m in [*_MET.finditer(text, c.start, c.end), *_LABELLED.finditer(text, c.start, c.end)]:
                g = "n" if m["n"] else "m"
                if is_name_en(m[g]):
                    found.append(Who(m.start(g), m.end(g), name=m[g]))
    for d in state.drafts:
        if d.kind != "person" or d.pronoun:
            continue
        for name in {d.name, *d.aliases, d.name.split()[0] if " " in d.name else ""} - {""}:
            edge = r"\b" if name.isascii() else ""
            for m in re.finditer(rf"{edge}{re.escape(name)}{edge}", text):
                found.append(Who(m.start(), m.end(), draft=d, gender=relation_gender(d.relation)))
    tie_en = re.compile(rf"\b(?:my|our)\s+{MOD_EN}(?P<r>{REL_EN})\b(?:,?\s+(?P<n>{NAME_EN}(?:\s+{NAME_EN})?)\b)?", _I)
    tie_zh = re.compile(rf"我(?:的)?{POINTER}?(?P<r>{REL_ALL})(?P<n>)")
    for m in [*tie_en.finditer(text), *tie_zh.finditer(text)]:
        rel, name = m["r"].lower(), m["n"] or ""
        cased = [t for t in name.split()]
        while cased and not cased[-1][0].isupper():  # "my coworker Wren is": the case-blind match ran on
            cased.pop()
        name = " ".join(cased) if all(t[0].isupper() for t in cased) else ""
        if name and name.split()[0].lower() in NOT_A_NAME_EN:
            name = ""
        end = m.start("n") + len(name) if name else m.end("r")
        held = next((x for x in state.drafts if name and x.name.casefold() == name.casefold()), None) or next(
            (x for x in state.drafts if x.relation.casefold() == rel and not x.pronoun), None
        )
        found.append(Who(m.start(), end, draft=held, name=name, relation=rel, gender=relation_gender(rel)))
    for w in found:
        if w.draft is None and w.name:
            w.draft = next((d for d in state.drafts if d.name.casefold() == w.name.casefold()), None)
    found.sort(key=lambda w: (w.start, -w.end))
    out: list[Who] = []
    for w in found:  # "my coworker Wren": one person, said once
        if out and w.start < out[-1].end:
            if w.end > out[-1].end:
                out[-1].end = w.end
            if out[-1].draft is None and w.draft is not None:
                out[-1].draft = w.draft
            continue
        out.append(w)
    return out


def is_name_en(word: str) -> bool:
    """A capitalised word that may be a person's name: not an everyday word, a pronoun or a city."""
    low = word.lower()
    return low not in NOT_A_NAME_EN and low not in _NOT_NAME_WORDS and word not in CITIES


_NOT_NAME_WORDS = frozenset(["her", "his", "him", "hers", "their", "your", "yours", "its", "mine", "our", "ours", "me"])


def reads_as_name(word: str, value: str, state: Sentence) -> bool:
    """ "email Titanic at x@y.com": a bare capitalised word the user writes to or calls is a person when the user's
    world or the last messages know the name, or the address is made of it ("email Bob at bob.k@…")."""
    low = word.casefold()
    if any(low in (n.casefold(), n.split()[0].casefold()) for n in state.known if n.strip()):
        return True
    if "@" not in value:
        return True  # a number says nothing of its owner's name; the name rules already judged the word
    return low[:3] in value.split("@")[0].casefold()  # "rob.k@" for Robert


def written_to(d: Draft, value: str, state: Sentence) -> bool:
    """Whether `d`, whom the user writes to or calls at `value`, is a person: not a bare word read as a name
    only for being written to ("email Titanic at …") unless it reads as one."""
    return not d.weak or " " in d.name or reads_as_name(d.name, value, state)


def person_key(w: Who) -> object:
    return id(w.draft) if w.draft is not None else (w.name.casefold(), w.relation)


def subject_name(text: str, c: Clause) -> Who | None:
    """A name no reader read opening the clause before a verb: "Rupert texted me", "Joanna wants …"."""
    said = text[c.start : c.end]
    lead = FILLER.match(said)
    at = c.start + (lead.end() if lead else 0)
    if c.language == "zh":  # "小周说有事发邮件到…", "周杰让我存一下…"
        zh = re.match(rf"{NAME_ZH.pattern[:-1]}(?=说|让|留|给|发|换|只|一般|平时)", text[at : c.end])
        return Who(at, at + len(zh["n"]), name=zh["n"]) if zh and not NAME_BAD.search(zh["n"]) else None
    name = re.match(
        rf"(?P<n>{NAME_EN})\s+(?:(?:only|also|just|still|finally|always|never)\s+)?(?:{_SAY_VERB}|[a-z]+(?:ed|s))\b",
        text[at : c.end],
    )
    if name and is_name_en(name["n"]):
        return Who(at, at + len(name["n"]), name=name["n"])
    return None


def antecedent_at(
    text: str, clauses: list[Clause], at: int, where: int, people: list[Who], state: Sentence
) -> Who | None:
    """Whom the pronoun said at `where` points to: the people the nearest clause before it named, narrowed by
    gender to one; the message's one unnamed pronoun when it names no one before it."""
    if where < 0:
        return None
    word = text[where : where + 3].lower()
    gender = (
        "f" if word.startswith(("she", "her", "她")) else "m" if word.startswith(("he", "him", "his", "他")) else ""
    )
    here = next(i for i, c in enumerate(clauses) if c.start <= where < c.end or i == at)
    order = [*range(here - 1, -1, -1), here]
    for i in order:
        c = clauses[i]
        said = [p for p in people if c.start <= p.start < min(c.end, where if i == here else c.end)]
        said = [p for p in said if not gender or not p.gender or p.gender == gender]
        if not said:
            continue
        named = {person_key(p): p for p in said}
        return next(iter(named.values())) if len(named) == 1 else None
    if any(p.start < where for p in people) or _maybe_named(text[:where]):
        return None
    pronouns = [d for d in state.drafts if d.pronoun]
    if len(pronouns) == 1:
        return Who(where, where, draft=pronouns[0])
    return Who(where, where, name="", relation="\0pronoun")


def _maybe_named(before: str) -> bool:
    """ "Anna and Bea came by, and she …": a name no reader read may be whom the pronoun means."""
    for m in re.finditer(rf"(?<![.!?]\s)(?<!^)\b{NAME_EN}\b", before.strip()):
        if is_name_en(m.group(0)):
            return True
    return bool(re.match(rf"{NAME_EN}\s+(?:and|&)\s+{NAME_EN}", before.strip()))


def draft_for(who: Who, state: Sentence, language: str) -> Draft:
    if who.draft is not None:
        return who.draft
    if who.relation == "\0pronoun":
        d = Draft(pronoun=True, language=language)
        state.drafts.append(d)
    else:
        d = state.note(who.name, kind="person", relation=who.relation, language=language)
    who.draft = d
    return d
