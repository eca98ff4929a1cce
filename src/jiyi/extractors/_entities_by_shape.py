"""Contact values read by their shape wherever a sentence puts them, and given to the one person it is about.

The language readers read a phone number or an e-mail address when the clause is a way of saying it they know
("her number is …", "小周的邮箱是…"). People also say one in passing, in any order and any voice: "472/776-3210 is
my coworker Wren's cell", "Rupert texted me from 1-568-596-7056 yesterday", "Keiko asked me to write to
oat26@hotmail.com, and she texted me from 420/871-3002", "闵家豪，我姨父，他说有事发邮件到lily@foxmail.com就行".
A value of such a shape cannot be mistaken for anything else; who it belongs to is the clause's business:

1. a possessive right on the contact word ("X's cell", "her number", "我表哥的手机", "他的邮箱");
2. one the user calls or writes to ("call Rupert at …", "text her on …");
3. the subject of the clause ("Rupert texted me from …", "她说有事发邮件到…");
4. a pronoun anywhere in it ("打…能找到他"), pointing to the person the clauses before it named;
5. the one person the whole message names, when the clause speaks of reaching someone.

A value said alone ("…; what's his number? 425/617-4113.") is read with the clause before it. Nothing is given
when the owner is the user ("my number is …", "text me at …", "我的手机…"), when two people compete and nothing
decides, in a question, in a hypothetical with no person, or when a shop, clinic or hotline is the one reached. A
number after a label that is not contact ("order", "room", "订单", "房间") is no phone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ._entities import Draft, Sentence
from ._entities_en_words import MOD_EN, NOT_A_NAME_EN, REL_EN
from ._kin_zh import POINTER, REL_ALL
from ._referents import FEMALE_EN, MALE_EN
from ._rules_common import CITIES, sentence_language
from ._rules_zh_facts import NAME_BAD, SURNAMES
from ._shape_values import CONTACT, EMAIL_AT, PHONE_AT, contact_values, same_value

__all__ = ["read_by_shape"]

_I = re.IGNORECASE

_REACH = re.compile(
    r"\b(?:call|text|ring|reach|write|e-?mail|message|whatsapp|dm|contact|called|texted|rang|reached|wrote|"
    r"e-?mailed|messaged|checks?|uses?)\b|number|phone|cell|mobile|e-?mail|inbox|address|电话|手机|号|邮箱|邮件|联系|"
    r"微信|短信|打",
    _I,
)
_BUSINESS = re.compile(
    r"\b(?:plumber|electrician|shop|store|clinic|office|restaurant|hotel|salon|hotline|helpline|support|front\s+desk|"
    r"reception|pharmacy|hospital|bank|company|landlord's\s+office|agency|service|delivery|pizza|takeout)\b|客服|医院|"
    r"诊所|门店|店|公司|前台|热线|物业|餐厅|酒店|银行|快递|外卖|师傅",
    _I,
)
_HYPOTHETICAL = re.compile(r"^\W*when(?:ever)?\b|\b(?:if|in\s+case|should\s+you|unless)\b|如果|要是|万一|假如|的话", _I)

# Clauses: the pieces a comma, a semicolon or a joining word cuts a sentence into.
_CUT_EN = re.compile(r"\s*(?:[,;()]|\s(?:and|but|so|then)\s)\s*", _I)
_CUT_ZH = re.compile(r"[，,；;]|然后|而且|但是")
_FILLER = re.compile(
    r"^(?:\W|(?:and|but|so|oh|yeah|also|then|plus|anyway|btw|fyi|well|ok|okay|lol|haha|yesterday|today|"
    r"honestly|oh\s+yeah)\b|就是|然后|还有|对了|话说|另外|记一下|记着|顺便说一下)+",
    _I,
)
_BARE = re.compile(
    rf"^(?:\W|(?:{CONTACT}|new|is|are|it's|its|that's|here|ok|lol|haha|pls|please|fyi)\b|是|为|新|就是|这个|"
    r"记一下|记着|帮我记着|你帮我记着|存一下)*$",
    _I,
)
_PRONOUN = re.compile(r"\b(?:she|her|hers|he|him|his)\b|[他她](?!们)", _I)
_FEMALE = re.compile(
    rf"\b(?:{FEMALE_EN}|auntie|aunty|nana|great-aunt|mother-in-law|sister-in-law|lady|woman|girl)$|"
    r"[姐妹妈姨姑婶嫂奶婆娘媳女]$",
    _I,
)
_MALE = re.compile(rf"\b(?:{MALE_EN}|great-uncle|father-in-law|brother-in-law|guy|man|boy)$|[哥弟爸叔伯舅爷公夫]$", _I)
# "Wren's cell", "her new number", "my work email": whose the contact word is
_OWNS_EN = re.compile(
    rf"(?:(?P<p>\b(?:her|his|my|our|your|their)\b)|['’]s)\s+"
    rf"(?:(?!(?:her|his|my|our|your|their)\b)[\w-]+\s+){{0,2}}?{CONTACT}\b",
    _I,
)
_NAME = r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?"
# "I ran into Yusuf", "this is about Corwin": a name said as the one met, talked to or talked about
_MET = re.compile(
    r"\b(?:met|meet|saw|see|ran\s+into|bumped\s+into|talked\s+to|spoke\s+(?:to|with)|chatted\s+with|"
    r"hung\s+out\s+with|caught\s+up\s+with|heard\s+from|visited|about)\s+"
    rf"(?P<n>{_NAME}(?:\s+{_NAME})?)\b(?!\s+(?:Street|St|Avenue|Ave|Road|Park|Center|Centre|Mall|Hall|Cafe|Bar))"
)
# A Chinese name said bare: 小周, 老王, 阿强, or a common surname and a given name of one or two characters
_NAME_ZH = re.compile(
    rf"(?:^|(?<=[是跟和给找把问：:\s]))(?P<n>(?:小|老|阿)[\u4e00-\u9fff]|[{''.join(sorted(SURNAMES))}][\u4e00-\u9fff]{{1,2}}?)$"
)
_SAY_VERB = (
    r"(?:texted|called|asked|said|says|told|gave|sent|emailed|e-mailed|messaged|wrote|uses|checks|only|prefers|"
    r"answers|can|is|'s|has|wants|picks|replies|responds|rang|dm'd|dmed|got|changed|switched|shared|left|mentioned)"
)


@dataclass
class _Who:
    """A person said in the message: where, and the draft they are (or the name and tie to open one with)."""

    start: int
    end: int
    draft: Draft | None = None
    name: str = ""
    relation: str = ""
    gender: str = ""


@dataclass
class _Clause:
    start: int
    end: int
    language: str
    question: bool


def read_by_shape(text: str, state: Sentence, language: str) -> None:
    """Give each phone number and e-mail address of `text` no reader gave to a person to the one it belongs to."""
    clauses = _clauses(text)
    if not clauses:
        return
    for attribute, m in contact_values(text):
        people = _people(text, state, clauses)
        value = m.group(0)
        holders = [d for d in state.drafts if _holds(d, attribute, value)]
        at = next((i for i, c in enumerate(clauses) if c.start <= m.start() < c.end), None)
        if at is None:
            continue
        if any(not d.pronoun for d in holders):
            if not _misgiven(text, clauses, at, m, holders):
                continue  # a reader gave it to someone already
            for h in holders:  # a wrong owner is worse than none: the value leaves them whoever gets it
                h.facts = [
                    f for f in h.facts if not (f.attribute == attribute and same_value(attribute, f.value, value))
                ]
            holders = []
        who = _owner(text, clauses, at, m, people, state)
        if who is None:
            continue
        d = _draft(who, state, clauses[at].language)
        if any(d is h for h in holders):
            continue
        for h in holders:  # a pronoun a reader could not place: the clause placed it
            h.facts = [f for f in h.facts if not (f.attribute == attribute and same_value(attribute, f.value, value))]
        label = ("电话" if attribute == "phone" else "邮箱") if clauses[at].language == "zh" else attribute
        d.add_fact(attribute, value, label, correction=False)


def _misgiven(text: str, clauses: list[_Clause], at: int, value: re.Match[str], holders: list[Draft]) -> bool:
    """ "my brother gave me her number, 612-…": a reader gave the value to one the pronoun on its contact word
    cannot be (by the gender their tie says)."""
    c = clauses[at - 1] if at and _BARE.match(_own(text, clauses[at], value).strip()) else clauses[at]
    said = text[c.start : max(c.end, clauses[at].end)]
    owns = [h for h in _OWNS_EN.finditer(said) if h["p"] and h["p"].lower() in ("her", "his")]
    owns += [h for h in re.finditer(rf"(?P<p>[他她])的?{CONTACT}", said)]
    if not owns:
        return False
    gender = "f" if owns[-1]["p"].lower() in ("her", "她") else "m"
    named = [d for d in holders if not d.pronoun]
    return all(_gender(d.relation) not in ("", gender) for d in named)


def _own(text: str, c: _Clause, value: re.Match[str]) -> str:
    return text[c.start : value.start()] + " " + text[value.end() : c.end]


def _holds(d: Draft, attribute: str, value: str) -> bool:
    return any(f.attribute == attribute and same_value(attribute, f.value, value) for f in d.facts)


def _clauses(text: str) -> list[_Clause]:
    out: list[_Clause] = []
    for s in _SENTENCE.finditer(text):
        start, sentence = s.start(), s.group(0)
        if not sentence.strip():
            continue
        language = sentence_language(sentence)
        cut = _CUT_ZH if language == "zh" else _CUT_EN
        spans, i = [], 0
        for m in cut.finditer(sentence):
            if _inside_value(sentence, m.start()) or _joins_names(sentence, m):
                continue
            spans.append((i, m.start()))
            i = m.end()
        spans.append((i, len(sentence)))
        asked = sentence.rstrip().endswith(("?", "？")) or bool(re.search(r"[吗呢][？?]?\s*$", sentence))
        for n, (a, b) in enumerate(spans):
            if sentence[a:b].strip():
                out.append(_Clause(start + a, start + b, language, asked and n == len(spans) - 1))
    return out


# A sentence ends at its terminator, a newline, or a period before a space ("…-6218. The expo …" too, unlike the
# readers' split, which keeps "10.0.0.x" whole); an honorific's period ends none.
_SENTENCE = re.compile(r"(?:[^。！？!?\n.]|(?<=Mr|Ms|Dr|St)\.|\.(?!\s|$))+(?:[。！？!?\n.]+|$)")


def _joins_names(sentence: str, cut: re.Match[str]) -> bool:
    # "Maya and Jo both moved": two people said together, in one clause
    return bool(
        re.search(rf"\b{_NAME}$", sentence[: cut.start()])
        and re.match(rf"{_NAME}\b", sentence[cut.end() :])
        and re.fullmatch(r"\s*(?:and|&)\s*", cut.group(0), _I)
    )


def _inside_value(sentence: str, at: int) -> bool:
    # "(736) 628-5922": a bracket of a phone number cuts no clause
    return any(m.start() <= at < m.end() for m in PHONE_AT.finditer(sentence))


def _people(text: str, state: Sentence, clauses: list[_Clause]) -> list[_Who]:
    """Where the message names each person the readers read, each "my <tie>" / "我<tie>" they did not, and each
    name opening a clause as its subject ("Joanna wants a quiet birthday")."""
    found: list[_Who] = []
    for c in clauses:
        named = _subject_name(text, c)
        if named is not None:
            found.append(named)
        if c.language == "en":
            for m in _MET.finditer(text, c.start, c.end):
                if m["n"].lower() not in NOT_A_NAME_EN and m["n"] not in CITIES:
                    found.append(_Who(m.start("n"), m.end("n"), name=m["n"]))
    for d in state.drafts:
        if d.kind != "person" or d.pronoun:
            continue
        for name in {d.name, *d.aliases, d.name.split()[0] if " " in d.name else ""} - {""}:
            edge = r"\b" if name.isascii() else ""
            for m in re.finditer(rf"{edge}{re.escape(name)}{edge}", text):
                found.append(_Who(m.start(), m.end(), draft=d, gender=_gender(d.relation)))
    tie_en = re.compile(rf"\bmy\s+{MOD_EN}(?P<r>{REL_EN})\b(?:,?\s+(?P<n>{_NAME}(?:\s+{_NAME})?)\b)?", _I)
    tie_zh = re.compile(rf"我(?:的)?{POINTER}?(?P<r>{REL_ALL})(?P<n>)")
    for m in [*tie_en.finditer(text), *tie_zh.finditer(text)]:
        rel, name = m["r"].lower(), m["n"] or ""
        if name and (name.split()[0].lower() in NOT_A_NAME_EN or not name[0].isupper()):
            name = ""
        end = m.end("n") if name else m.end("r")
        held = next((x for x in state.drafts if name and x.name.casefold() == name.casefold()), None) or next(
            (x for x in state.drafts if x.relation.casefold() == rel and not x.pronoun), None
        )
        found.append(_Who(m.start(), end, draft=held, name=name, relation=rel, gender=_gender(rel)))
    for w in found:
        if w.draft is None and w.name:
            w.draft = next((d for d in state.drafts if d.name.casefold() == w.name.casefold()), None)
    found.sort(key=lambda w: (w.start, -w.end))
    out: list[_Who] = []
    for w in found:  # "my coworker Wren": one person, said once
        if out and w.start < out[-1].end:
            if w.end > out[-1].end:
                out[-1].end = w.end
            if out[-1].draft is None and w.draft is not None:
                out[-1].draft = w.draft
            continue
        out.append(w)
    return out


def _gender(relation: str) -> str:
    return "f" if _FEMALE.search(relation) else "m" if _MALE.search(relation) else ""


def _key(w: _Who) -> object:
    return id(w.draft) if w.draft is not None else (w.name.casefold(), w.relation)


def _owner(
    text: str, clauses: list[_Clause], at: int, value: re.Match[str], people: list[_Who], state: Sentence
) -> _Who | None:
    c = clauses[at]
    if c.question:
        return None  # "Is 555-0100-… Rupert's number?": asked, not said
    whole = text[c.start : c.end]
    own = _own(text, c, value)
    ctx = c
    if _BARE.match(own.strip()) and at > 0:
        ctx = clauses[at - 1]  # "…; what's his number? 425/617-4113." / "我的徒弟庞俊杰，邮箱：…": said alone
        whole = text[ctx.start : ctx.end] + " " + whole
    whole = EMAIL_AT.sub(" ", whole)  # "renata.office@acme.io" names no office
    if _BUSINESS.search(whole) or _HYPOTHETICAL.search(text[ctx.start : value.start()]):
        return None
    # "… call 503-555-0111 if the sink leaks": only a possessive still says whose it is
    later = bool(_HYPOTHETICAL.search(text[value.end() : c.end]))
    start = ctx.start
    pre = text[start : value.start()]
    # 1. a possessive right on the contact word
    pos = _possessive(text, start, c.end if ctx is c else ctx.end, value.start(), ctx.language, people)
    if pos is not None:
        return pos[0] if pos[0] is not None else _pronoun(text, clauses, at, pos[1], people, state)
    if later:
        return None
    # 2. the one the user calls or writes to: "call Rupert at …", "text her on …"
    if ctx is c:
        reach = re.search(
            r"\b(?:call|text|ring|reach|e-?mail|message|write\s+to|called|texted|rang|reached|e-?mailed|"
            r"messaged|wrote\s+to)\s+(?P<w>\S+(?:\s+\S+){0,2}?)\s+(?:at|on|via)\s*$",
            pre,
            _I,
        )
        if reach:
            spot = start + reach.start("w")
            called = next((p for p in people if p.start == spot), None)
            if called:
                return called
            if re.fullmatch(r"her|him", reach["w"], _I):
                return _pronoun(text, clauses, at, spot, people, state)
            if re.fullmatch(r"me|us", reach["w"], _I):
                return None
            if re.fullmatch(_NAME, reach["w"]) and reach["w"].lower() not in NOT_A_NAME_EN:
                return _Who(spot, spot + len(reach["w"]), name=reach["w"])
        if re.search(r"\b(?:me|us)\s+(?:at|on|via)\s*$|[我]$|加我|打给我|联系我", pre, _I):
            return None  # "text me at …", "加我微信…": the user's own
    # 3. the subject of the clause
    subject = _subject(text, ctx, people)
    if subject == "user":
        return None
    if isinstance(subject, _Who):
        return subject
    if isinstance(subject, int):
        return _pronoun(text, clauses, at, subject, people, state)
    # 4. a pronoun anywhere in it
    said = text[ctx.start : c.end]
    p = _PRONOUN.search(said)
    if p and _REACH.search(said):
        return _pronoun(text, clauses, at, ctx.start + p.start(), people, state)
    # 5. the one person the message names
    named = {_key(w): w for w in people}
    bare = "".join(" " if any(w.start <= ctx.start + i < w.end for w in people) else ch for i, ch in enumerate(said))
    if len(named) == 1 and _REACH.search(said) and not re.search(r"\b(?:i|me|my|we|us)\b|我", bare, _I):
        return next(iter(named.values()))
    return None


def _possessive(
    text: str, start: int, end: int, value: int, language: str, people: list[_Who]
) -> tuple[_Who | None, int] | None:
    """Who owns the contact word nearest the value said at `value` ("X's cell, 555…", "555… is X's cell"): a
    person, a pronoun (None and where it is said), the user or a thing (None and -1: nothing decides); None when
    no contact word is owned."""
    said = text[start:end]
    near = value - start

    def nearest(hits: list[re.Match[str]]) -> re.Match[str]:
        return min(hits, key=lambda h: min(abs(h.start() - near), abs(h.end() - near)))

    if language == "zh":
        hits = list(re.finditer(rf"(?:的|之)?(?:新)?{CONTACT}", said))
        hits = [h for h in hits if h.group(0).startswith(("的", "之")) or start + h.start() in _ends(people)]
        if not hits:
            return None
        h = nearest(hits)
        before = said[: h.start()].rstrip("）)")
        if re.search(r"[他她]$", before) and not before.endswith(("其他", "其它")):
            return (None, start + len(before) - 1)
        who = next((p for p in people if p.end == start + len(before)), None)
        if who is None and re.search(r"[我你]$", before):
            return (None, -1)
        lead = _FILLER.match(before)
        k = lead.end() if lead else 0
        named = _NAME_ZH.search(before[k:]) if who is None else None
        if named and not NAME_BAD.search(named["n"]):  # "小周的邮箱是…": a name no reader read
            who = _Who(start + k + named.start("n"), start + k + named.end("n"), name=named["n"])
        return (who, -1) if who else None
    hits = [
        h
        for h in _OWNS_EN.finditer(said)
        if h["p"] or not re.search(r"\b(?:what|that|it|he|she|there|here|who|where|this)$", said[: h.start()], _I)
    ]
    if not hits:
        return None
    h = nearest(hits)
    if h["p"]:
        if h["p"].lower() in ("her", "his"):
            return (None, start + h.start("p"))
        return (None, -1)
    spot = start + h.start()
    who = next((p for p in people if p.end == spot), None)
    if who:
        return (who, -1)
    name = re.search(rf"(?<![\w'])(?P<n>{_NAME})$", said[: h.start()])
    thing = name is None or re.search(r"\bthe\s+$", said[: name.start()], _I)  # "the Ritz's number"
    if name and not thing and name["n"].lower() not in NOT_A_NAME_EN and name["n"] not in CITIES:
        return (_Who(start + name.start(), spot, name=name["n"]), -1)
    return (None, -1)  # "the clinic's number": a thing's


def _ends(people: list[_Who]) -> set[int]:
    return {p.end for p in people}


def _subject(text: str, c: _Clause, people: list[_Who]) -> _Who | int | str | None:
    said = text[c.start : c.end]
    lead = _FILLER.match(said)
    skip = lead.end() if lead else 0
    at = c.start + skip
    who = next((p for p in people if p.start == at), None)
    if who:
        return who
    rest = said[skip:]
    if re.match(r"(?:i|i'm|i've|i'd|we)\b|我(?!们)", rest, _I):
        return "user"
    if re.match(r"(?:she|he)\b|[他她](?!们)", rest, _I):
        return at
    return _subject_name(text, c)


def _subject_name(text: str, c: _Clause) -> _Who | None:
    """A name no reader read opening the clause before a verb: "Rupert texted me", "Joanna wants …"."""
    said = text[c.start : c.end]
    lead = _FILLER.match(said)
    at = c.start + (lead.end() if lead else 0)
    if c.language == "zh":  # "小周说有事发邮件到…", "周杰让我存一下…"
        zh = re.match(rf"{_NAME_ZH.pattern[:-1]}(?=说|让|留|给|发|换|只|一般|平时)", text[at : c.end])
        return _Who(at, at + len(zh["n"]), name=zh["n"]) if zh and not NAME_BAD.search(zh["n"]) else None
    name = re.match(
        rf"(?P<n>{_NAME})\s+(?:(?:only|also|just|still|finally|always|never)\s+)?(?:{_SAY_VERB}|[a-z]+(?:ed|s))\b",
        text[at : c.end],
    )
    if name and name["n"].lower() not in NOT_A_NAME_EN and name["n"] not in CITIES:
        return _Who(at, at + len(name["n"]), name=name["n"])
    return None


def _pronoun(
    text: str, clauses: list[_Clause], at: int, where: int, people: list[_Who], state: Sentence
) -> _Who | None:
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
        named = {_key(p): p for p in said}
        return next(iter(named.values())) if len(named) == 1 else None
    if any(p.start < where for p in people) or _maybe_named(text[:where]):
        return None
    pronouns = [d for d in state.drafts if d.pronoun]
    if len(pronouns) == 1:
        return _Who(where, where, draft=pronouns[0])
    return _Who(where, where, name="", relation="\0pronoun")


def _maybe_named(before: str) -> bool:
    """ "Anna and Bea came by, and she …": a name no reader read may be whom the pronoun means."""
    for m in re.finditer(rf"(?<![.!?]\s)(?<!^)\b{_NAME}\b", before.strip()):
        if m.group(0).lower() not in NOT_A_NAME_EN and m.group(0) not in CITIES:
            return True
    return bool(re.match(rf"{_NAME}\s+(?:and|&)\s+{_NAME}", before.strip()))


def _draft(who: _Who, state: Sentence, language: str) -> Draft:
    if who.draft is not None:
        return who.draft
    if who.relation == "\0pronoun":
        d = Draft(pronoun=True, language=language)
        state.drafts.append(d)
    else:
        d = state.note(who.name, kind="person", relation=who.relation, language=language)
    who.draft = d
    return d
