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

from ._entities import Draft, Sentence
from ._kin_zh import REL_ALL
from ._referents import relation_gender
from ._rules_zh_facts import NAME_BAD
from ._shape_people import (
    FILLER,
    NAME_EN,
    NAME_ZH,
    PRONOUN,
    TO_ZH,
    Clause,
    Who,
    antecedent_at,
    clauses_of,
    draft_for,
    is_name_en,
    people_in,
    person_key,
    reads_as_name,
    subject_name,
    written_to,
)
from ._shape_values import CONTACT, EMAIL_AT, REACH_ZH, contact_values, same_value

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
# "his new number might be …", "… I'm not sure": a number the user only guesses at is nobody's yet
_UNSURE = re.compile(r"\b(?:might|may|could)\s+(?:be|have\s+been)\b|\bnot\s+(?:sure|certain|100%)\b|\bno\s+idea\b", _I)

_BARE = re.compile(
    rf"^(?:\W|(?:{CONTACT}|new|is|are|it's|its|that's|here|ok|lol|haha|pls|please|fyi|yeah|yep|yup|that\s+one|"
    r"this\s+one|right)(?!\w)|是|为|新|就是|这个|"
    r"记一下|记着|帮我记着|你帮我记着|存一下)*$",
    _I,
)
# "Wren's cell", "her new number", "my work email": whose the contact word is
_OWNS_EN = re.compile(
    rf"(?:(?P<p>\b(?:her|his|my|our|your|their)\b)|['’]s)\s+"
    rf"(?:(?!(?:her|his|my|our|your|their)\b)[\w-]+\s+){{0,2}}?{CONTACT}(?!\w)",
    _I,
)
_LABEL_EN = re.compile(rf"\s*[-—:,]?\s*(?:new\s+)?{CONTACT}(?!\w)", _I)


def read_by_shape(text: str, state: Sentence, language: str) -> None:
    """Give each phone number and e-mail address of `text` no reader gave to a person to the one it belongs to."""
    clauses = clauses_of(text)
    if not clauses:
        return
    for attribute, m in contact_values(text):
        people = people_in(text, state, clauses)
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
        d = draft_for(who, state, clauses[at].language)
        if any(d is h for h in holders):
            continue
        for h in holders:  # a pronoun a reader could not place: the clause placed it
            h.facts = [f for f in h.facts if not (f.attribute == attribute and same_value(attribute, f.value, value))]
        label = ("电话" if attribute == "phone" else "邮箱") if clauses[at].language == "zh" else attribute
        d.add_fact(attribute, value, label, correction=False)


def _misgiven(text: str, clauses: list[Clause], at: int, value: re.Match[str], holders: list[Draft]) -> bool:
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
    return all(relation_gender(d.relation) not in ("", gender) for d in named)


def _own(text: str, c: Clause, value: re.Match[str]) -> str:
    return text[c.start : value.start()] + " " + text[value.end() : c.end]


def _holds(d: Draft, attribute: str, value: str) -> bool:
    return any(f.attribute == attribute and same_value(attribute, f.value, value) for f in d.facts)


def _owner(
    text: str, clauses: list[Clause], at: int, value: re.Match[str], people: list[Who], state: Sentence
) -> Who | None:
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
    if _BUSINESS.search(whole) or _HYPOTHETICAL.search(text[ctx.start : value.start()]) or _UNSURE.search(whole):
        return None
    if _UNSURE.search(re.split(r"[.!?\n]", text[value.end() :], maxsplit=1)[0]):  # "…, but I'm not sure"
        return None
    if re.search(r"\b(?:not|never)\b|n't|不是|没有", text[ctx.start : value.start()], _I):  # "that's not Tom's …"
        return None
    # "… call 503-555-0111 if the sink leaks": only a possessive still says whose it is
    later = bool(_HYPOTHETICAL.search(text[value.end() : c.end]))
    start = ctx.start
    pre = text[start : value.start()]
    # 1. a possessive right on the contact word
    pos = _possessive(text, start, c.end if ctx is c else ctx.end, value.start(), ctx.language, people)
    if pos is not None:
        return pos[0] if pos[0] is not None else antecedent_at(text, clauses, at, pos[1], people, state)
    # 2. the one the user calls or writes to: "call Rupert at …", "text her on …" (whatever "if" follows)
    # "提醒我明天给张伟打电话，138…", "给王医生打个电话，电话是010-…": the one the user is to call
    call = clauses[at - 1] if ctx is c and at and _LABEL_ZH.fullmatch(pre) else ctx
    to_zh = TO_ZH.search(text, call.start, value.start()) if call.language == "zh" else None
    if to_zh and _LABEL_ZH.fullmatch(text[to_zh.end() : value.start()]):
        if re.sub(_CALLER_ZH, "", text[call.start : to_zh.start()]):
            return None  # "小刘给张伟打电话，138…": whose number the caller dialled is not said
        spot = to_zh.start("w")
        if to_zh["p"]:
            return antecedent_at(text, clauses, at, spot, people, state)
        called = next((p for p in people if p.start == spot), None)
        if called is None and to_zh["r"]:
            tie = to_zh["r"]
            return Who(spot, to_zh.end("w"), name=to_zh["n"] or "", relation=tie, gender=relation_gender(tie))
        if called is None and not NAME_BAD.search(to_zh["w"]):
            return Who(spot, to_zh.end("w"), name=to_zh["w"])
        return called
    reached = re.compile(REACH_ZH).search(text, call.start, value.start()) if call.language == "zh" else None
    if reached and re.sub(_CALLER_ZH, "", text[call.start : reached.start()]):
        return None  # "小王给李娜打了个电话，139…", "我同事小周给客户打电话，133…": not the caller's own
    if ctx is c:
        reach = next((m for m in (r.search(pre) for r in _REACH_EN) if m), None)
        if reach:
            spot = start + reach.start("w")
            called = next((p for p in people if p.start == spot), None)
            if called:  # "email Titanic at …": a bare word no reader took for a person needs to read as a name
                return called if called.draft is None or written_to(called.draft, value.group(0), state) else None
            # "email her work account at …", "call him on his mobile": still hers / his
            if re.fullmatch(r"her|him", reach["w"], _I) or _OWN_ACCOUNT.fullmatch(reach["w"]):
                if _doer_before(text, people, ctx.start, start + reach.start()):
                    return None  # "Tom called her at …": she is not Tom, and the clause names no one else
                return antecedent_at(text, clauses, at, spot, people, state)
            if re.fullmatch(r"me|us", reach["w"], _I):
                return None
            if (
                re.fullmatch(NAME_EN, reach["w"])
                and is_name_en(reach["w"])
                and reads_as_name(reach["w"], value.group(0), state)
            ):
                return Who(spot, spot + len(reach["w"]), name=reach["w"])
            if _SOMEONE_ELSES.fullmatch(reach["w"]):
                return None  # "Amy asked me to send it to her boss at …": one no one here names, not the subject
        to = re.search(rf"给(?P<p>[他她])(?:打|拨|发)个?(?:{CONTACT})?\s*$", pre)
        if to:  # "小刘给她打电话138…": hers, and who she is the caller does not say
            if re.sub(_CALLER_ZH, "", pre[: to.start()]):
                return None
            return antecedent_at(text, clauses, at, start + to.start("p"), people, state)
        if re.search(r"\b(?:me|us)\s+(?:at|on|via)\s*$|[我]$|加我|打给我|联系我", pre, _I):
            return None  # "text me at …", "加我微信…": the user's own
    if later:
        return None
    # 3. the subject of the clause
    subject = _subject(text, ctx, people)
    if subject == "user":
        return None
    if isinstance(subject, Who):
        return subject
    if isinstance(subject, int):
        return antecedent_at(text, clauses, at, subject, people, state)
    if ctx.language == "zh" and re.match(rf"{REL_ALL}(?!们)", text[ctx.start : c.end].strip()):
        return None  # "小赵在北京，表姐手机号…": a tie no reader took opens the clause — not 小赵's own number
    # 4. a pronoun anywhere in it
    said = text[ctx.start : c.end]
    p = PRONOUN.search(said)
    if p and _REACH.search(said):
        return antecedent_at(text, clauses, at, ctx.start + p.start(), people, state)
    # 5. the one person the message names
    named = {person_key(w): w for w in people}
    bare = "".join(" " if any(w.start <= ctx.start + i < w.end for w in people) else ch for i, ch in enumerate(said))
    if len(named) == 1 and _REACH.search(said) and not re.search(r"\b(?:i|me|my|we|us)\b|我", bare, _I):
        return next(iter(named.values()))
    return None


# "小刘打她电话", "老王给她发短信": a verb of reaching right before the pronoun that owns the contact word
_CALL_ZH = r"(?:打|拨|给|找|联系|加|问|发|存|要)$"
_CALLER_ZH = (
    r"[我你您咱]|帮|麻烦|请|直接|可以|就|再|先|\W|提醒|记得|别忘了|要|得|回头|晚点|待会儿?|一会儿?|有空|"
    r"[今明后]天|今晚|(?:上|下|中)午|晚上|早上|下班后?|周[一二三四五六日末]"
)
# "给张伟打个电话", "给我表姐陈晨发邮件", "给她发微信": the one the user is to call or write to
# "，电话是", "，号码：", "，她手机号": what may stand between the call and the number
_LABEL_ZH = re.compile(rf"[\s，,。：:]*(?:[他她]的?)?(?:{CONTACT})?\s*(?:是|为|：|:)?\s*")
# "her work account", "his mobile": the account of the one reached, not someone else
_OWN_ACCOUNT = re.compile(
    r"(?:her|him|his)\s+(?:(?:work|personal|private|home|school|uni|office|own|new|old|main|usual)\s*)?"
    r"(?:account|address|email|e-mail|inbox|mobile|cell|phone|number|line)?",
    _I,
)
# "her boss", "his wife", "the dentist": someone or something no one here names (not the account of one who is)
_SOMEONE_ELSES = re.compile(r"(?:her|his|their|its|my|our|your|the|a|an)\s+\S+(?:\s+\S+)?", _I)
# "call Rupert at …", "forward this to my brother Tom: …", "send him the invite at …": the one the value reaches
_REACH_EN = [
    re.compile(p, _I)
    for p in (
        r"\b(?:call|text|ring|reach|e-?mail|message|write\s+to|called|texted|rang|reached|e-?mailed|"
        r"messaged|wrote\s+to)\s+(?P<w>\S+(?:\s+\S+){0,2}?)\s+(?:at|on|via)\s*$",
        r"\b(?:send|forward|mail|pass|sent|forwarded)\s+(?:(?!to\b)\S+\s+){0,4}?to\s+(?P<w>\S+(?:\s+\S+){0,2}?)"
        r"\s*(?:\s(?:at|on|via)|:)\s*$",
        r"\b(?:send|forward|mail|sent|forwarded)\s+(?P<w>her|him)\s+(?:the|a|an|my|this|that|it|those|these)\b"
        r"[^,;:]{0,40}?\s(?:at|on|via)\s*$",
    )
]


def _doer_before(text: str, people: list[Who], start: int, verb: int) -> bool:
    """Whether a person of the clause from `start` is the subject of the verb at `verb` ("Tom called her"): the
    one who calls or writes to "her" is not her ("Dmitri asked me to email him" is another verb's subject)."""
    return any(
        start <= p.start
        and p.end <= verb
        and p.relation != "\0pronoun"
        and re.fullmatch(r"\s*(?:(?:just|also|then|already|finally|never|always)\s+)*", text[p.end : verb], _I)
        for p in people
    )


def _possessive(
    text: str, start: int, end: int, value: int, language: str, people: list[Who]
) -> tuple[Who | None, int] | None:
    """Who owns the contact word nearest the value said at `value` ("X's cell, 555…", "555… is X's cell"): a
    person, a pronoun (None and where it is said), the user or a thing (None and -1: nothing decides); None when
    no contact word is owned."""
    said = text[start:end]
    near = value - start

    def nearest(hits: list[re.Match[str]]) -> re.Match[str]:
        return min(hits, key=lambda h: min(abs(h.start() - near), abs(h.end() - near)))

    if language == "zh":
        hits = list(re.finditer(rf"(?:的|之)?(?:新)?{CONTACT}", said))
        # "她电话…", "打我手机…": a pronoun glued to the contact word owns it as "她的电话" does
        hits = [
            h
            for h in hits
            if h.group(0).startswith(("的", "之"))
            or start + h.start() in _ends(people)
            or re.search(r"[他她我你]$", said[: h.start()])
        ]
        whose = re.search(r"是(?P<w>[^，。,！？!?]{1,12}?)的\W*$", said[near:])  # "138…这个是我舅舅的"
        if not hits and whose:
            spot = start + near + whose.end("w")
            return (next((p for p in people if p.end == spot), None), -1)
        if not hits:
            return None
        h = nearest(hits)
        before = said[: h.start()].rstrip("）)")
        if re.search(r"[他她]$", before) and not before.endswith(("其他", "其它")):
            call = re.search(_CALL_ZH, before[:-1])
            if call and re.sub(_CALLER_ZH, "", before[: call.start()]):
                return (None, -1)  # "小刘打她电话…": the one who calls her is not her
            return (None, start + len(before) - 1)
        who = next((p for p in people if p.end == start + len(before)), None)
        if who is None and re.search(r"[我你]$", before):
            return (None, -1)
        lead = FILLER.match(before)
        k = lead.end() if lead else 0
        named = NAME_ZH.search(before[k:]) if who is None else None
        if named and not NAME_BAD.search(named["n"]):  # "小周的邮箱是…": a name no reader read
            who = Who(start + k + named.start("n"), start + k + named.end("n"), name=named["n"])
        return (who, -1) if who else None
    hits = [
        h
        for h in _OWNS_EN.finditer(said)
        if h["p"] or not re.search(r"\b(?:what|that|it|he|she|there|here|who|where|this)$", said[: h.start()], _I)
    ]
    # "Harriet email h.q@mail.com", "my aunt Lou - cell: …": a label right after the person, as notes say it
    ends = _ends(people)
    hits += [h for h in _LABEL_EN.finditer(said) if start + h.start() in ends]
    if not hits:
        return None
    h = nearest(hits)
    if "p" not in h.groupdict():
        return (next(p for p in people if p.end == start + h.start()), -1)
    if h["p"]:
        if h["p"].lower() in ("her", "his"):
            return (None, start + h.start("p"))
        return (None, -1)
    spot = start + h.start()
    who = next((p for p in people if p.end == spot), None)
    if who:
        return (who, -1)
    name = re.search(rf"(?<![\w'])(?P<n>{NAME_EN})$", said[: h.start()])
    thing = name is None or re.search(r"\bthe\s+$", said[: name.start()], _I)  # "the Ritz's number"
    if name and not thing and is_name_en(name["n"]):
        return (Who(start + name.start(), spot, name=name["n"]), -1)
    return (None, -1)  # "the clinic's number": a thing's


def _ends(people: list[Who]) -> set[int]:
    return {p.end for p in people}


def _subject(text: str, c: Clause, people: list[Who]) -> Who | int | str | None:
    said = text[c.start : c.end]
    lead = FILLER.match(said)
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
    return subject_name(text, c)
