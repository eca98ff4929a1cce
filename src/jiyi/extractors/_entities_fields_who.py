"""Whom a note's labelled fields are about (`_entities_fields`): the one the text before its first label names (a
name, a relation, a pronoun, "认识一下X，是我同事"), the one it carries on about, or the one person the message names;
nobody when the fields are the user's own ("我的电话：…", "(that's me)") or someone else's ("her husband's age")."""

from __future__ import annotations

import re

from ._chat_fillers import FILLER_WORDS_ZH, OPENERS_EN, OPENERS_ZH
from ._entities import Draft, Sentence, self_or_generic
from ._entities_en_words import MOD, NOT_A_NAME, REL_EN, untitled_en
from ._entities_zh_names import SURNAME
from ._kin_zh import REL_ALL as REL_ZH
from ._referents import someone_new_en, someone_new_zh

__all__ = ["SELF_SAID", "bare_head", "names_self", "note_subject", "people_of"]

_I = re.IGNORECASE

# Whose form it is when it is the user's own.
_SELF_ZH = re.compile(r"^(?:我|我的|本人|自己|我自己)$")
_SELF_EN = re.compile(r"^(?:i|me|my|mine|myself)$", _I)
SELF_SAID = re.compile(r"\((?:that's|this\s+is|it's)\s+me\)|\b(?:that's|this\s+is)\s+me\b|（?(?:本人|我自己)）", _I)
_PRONOUN_ZH = re.compile(r"^(?:他|她|其|TA|ta|它)(?:的)?$")
_PRONOUN_EN = re.compile(r"^(?:he|she|his|her|him|they|their|them)$", _I)
# Openings of a note that say nothing of whom it is about.
_FILLER_ZH = re.compile(
    rf"^(?:(?:{OPENERS_ZH}|记录一下|备注一下|备注|补充一下|补充|{FILLER_WORDS_ZH}|哦|先记个人|登记一下|资料|信息|档案|名片)"
    r"[，,：:\s]*)+"
)
_FILLER_EN = re.compile(
    rf"^(?:(?:{OPENERS_EN}|about|re|note|notes|info\s+on|details\s+(?:for|on)|quick\s+note\s+on|contact|card|"
    r"profile|random\s+but|reminder|remember|for\s+the\s+record|heads\s+up)\b[\s:,.-]*)+",
    _I,
)
_TAIL_ZH = re.compile(r"(?:的)?(?:个人|基本)?(?:情况|信息|资料|档案)?(?:如下)?[的，,：:\s—–\-|‖｜（(]*$")
_TAIL_EN = re.compile(r"(?:'s)?(?:\s+(?:details|info|profile|stats))?[\s:,—–\-|(]*$", _I)


def bare_head(head: str, zh: bool) -> str:
    """The words before a note's fields without its openings ("记一下", "FYI") and tail ("的个人信息", "'s details")."""
    head = (_FILLER_ZH if zh else _FILLER_EN).sub("", head.strip())
    return (_TAIL_ZH if zh else _TAIL_EN).sub("", head).strip()


def names_self(word: str, zh: bool) -> bool:
    """True when `word` is the user ("我", "本人", "me", "myself")."""
    return bool((_SELF_ZH if zh else _SELF_EN).match(word))


def people_of(state: Sentence) -> list[Draft]:
    """The people (and pets) the message names, not those only pointed at by a pronoun."""
    return [d for d in state.drafts if d.kind in ("person", "pet") and not d.pronoun]


def _named_last(head: str, state: Sentence) -> tuple[Draft, int] | None:
    """The draft the head names last, and where that name ends in the head."""
    best: tuple[Draft, int] | None = None
    for d in people_of(state):
        words = [d.name, *d.aliases] if d.name else [d.relation]
        for w in words:
            at = head.rfind(w) if w else -1
            if at >= 0 and (best is None or at + len(w) > best[1]):
                best = (d, at + len(w))
    return best


def _head_names_zh(head: str, state: Sentence, lang: str) -> Draft | None:
    m = re.fullmatch(
        rf"(?:我的?|我们的?|咱的?)?(?P<r>{REL_ZH})?\s*(?P<n>(?:小|老|阿)[\u4e00-\u9fff]|[{SURNAME}][\u4e00-\u9fff]{{1,2}})?",
        head,
    )
    if m is None or not (m["r"] or m["n"]) or self_or_generic(m["n"] or "") or _NOT_NAME_ZH.fullmatch(m["n"] or ""):
        return None
    return state.open(m["n"] or "", kind="person", relation=m["r"] or "", language=lang)


def _head_names_en(head: str, state: Sentence, lang: str) -> Draft | None:
    head = re.sub(r"^(?i:here(?:['’]s|\s+is))\s+", "", head)  # "Here's Amy's cell 555…": Amy's
    head = untitled_en(head)[0]  # "Mrs Lee's digits": Lee's; "Grandpa Joe's cell": my grandpa Joe's
    m = re.fullmatch(
        rf"(?:(?:my|our)\s+)?(?:{MOD}(?P<r>{REL_EN})\b)?,?\s*(?P<n>(?-i:[A-Z])[a-z'-]+(?:\s+(?-i:[A-Z])[a-z'-]+)?)?",
        head,
        _I,
    )
    if m is None or not (m["r"] or m["n"]) or (m["n"] and any(w.lower() in NOT_A_NAME for w in m["n"].split())):
        return None
    if m["n"] and _INTERJECTION_EN.fullmatch(m["n"]):
        return None  # "Yup, education is …": a reply's first word, not whom a note is about
    if not m["r"] and not re.match(r"(?-i:[A-Z])", head):
        return None
    return state.open(m["n"] or "", kind="person", relation=(m["r"] or "").lower(), language=lang)


_INTERJECTION_EN = re.compile(
    r"(?:yup|yep|yeah|yes|yea|nope|no|well|oh|ok|okay|so|wow|hey|hi|hello|thanks|sure|right|true|lol|haha|aw|ah|um|"
    r"hmm|anyway|also|honestly|totally|exactly|agreed)",
    re.IGNORECASE,
)


def _unfold_tie(d: Draft) -> None:
    """ "Stepdad Luis": a relation word capitalised at a note's start is the tie, not part of the name."""
    m = re.fullmatch(rf"(?P<r>{REL_EN})\s+(?P<n>(?-i:[A-Z])[a-z'-]+(?:\s+(?-i:[A-Z])[a-z'-]+)?)", d.name, _I)
    if m and d.language == "en" and not d.relation:
        d.name, d.relation = m["n"], m["r"].lower()


def note_subject(head: str, s: str, state: Sentence, lang: str, carry: Draft | None) -> Draft | None:
    """Whom a note's fields are about; None when they are the user's own, someone else's, or nobody's."""
    zh = lang == "zh"
    head = bare_head(head, zh)
    if SELF_SAID.search(s) or names_self(head, zh):
        return None
    if not head:
        if carry is not None:
            return carry
        people = people_of(state)
        return people[0] if len(people) == 1 else None
    last = re.split(r"[，,；;]\s*(?:and|but|so|then)?\s*|\s+(?:and|but)\s+", head, flags=_I)[-1].strip()
    if (_PRONOUN_ZH if zh else _PRONOUN_EN).match(last):
        tie = state.subject.relation if state.subject is not None else ""
        if (someone_new_zh if zh else someone_new_en)(head[: len(head) - len(last)], last.split("的")[0], tie):
            return None  # "Priya called my cousin, her number is …": the caller's or the one called, not said
        introduced = _intro_zh(head[: len(head) - len(last)], state, lang) if zh else None
        if introduced is not None:  # "认识一下X，是我徒弟，她的工作地点为…"
            return introduced
        named = _named_last(head, state)
        if named is not None:  # "我同事曾某今年二十七岁，他的教育背景是…": the one this sentence named
            return named[0]
        if carry is not None:
            return carry
        people = people_of(state)
        if len(people) > 1:
            return state.subject if state.subject in people else None
        said = [d for d in state.drafts if d.pronoun]
        if not people and said:
            return said[-1]  # the pronoun the readers read already ("她的生日为…")
        return state.pronoun_draft(lang, lambda before: False)
    introduced = _intro_zh(head, state, lang) if zh else None
    if introduced is not None:  # "认识一下X，是我同事，其身高为…": X, though a reader read only 同事
        return introduced
    named = _named_last(head, state)
    if named is not None:
        d, end = named
        rest = head[end:]
        # what follows the name may only be an apposition ("，同事", "(my cousin)"), never someone of theirs
        rest = re.sub(
            r"[（(][^（）()]*[)）]|^[，,、\s—–-]+(?:就是)?(?:我的?|my\s+)?\S{0,6}?$", "", rest, flags=_I
        ).strip()
        if re.fullmatch(r"(?:的|'s|’s)?", rest):
            _unfold_tie(d)
            return d
        return None
    return _head_names_zh(head, state, lang) if zh else _head_names_en(head, state, lang)


_NAME_AT_ZH = rf"(?P<n>[{SURNAME}][\u4e00-\u9fff]{{1,2}}|(?:小|老|阿)[\u4e00-\u9fff])"
# How a note names whom it is about before its fields: "认识一下梁某某，是我同事", "X，就是我那个堂妹", "X——我徒弟",
# "X（我同事）", "我同事X", "同事X"
_INTRO_ZH = (
    re.compile(rf"{_NAME_AT_ZH}\s*[，,—–\-：:\s]+\s*(?:是|就是|也就是)?(?:我的?|我那个|我们的?)(?P<r>{REL_ZH})$"),
    re.compile(rf"{_NAME_AT_ZH}[（(](?:我的?)?(?P<r>{REL_ZH})[)）]$"),
    re.compile(rf"(?P<r>{REL_ZH}){_NAME_AT_ZH}$"),
)


# Words shaped like a name ("老婆", "小孩") that are ties or people in general.
_NOT_NAME_ZH = re.compile(rf"{REL_ZH}|老人|老头|老太|小孩|小伙|小朋友|老外|老家|小区|老家人|小时")


def _intro_zh(head: str, state: Sentence, lang: str) -> Draft | None:
    head = re.sub(r"[，,：:\s—–\-]+$", "", head)
    for pattern in _INTRO_ZH:
        for cut in range(max(0, len(head) - 16), len(head)):
            m = pattern.match(head, cut)
            if m and not self_or_generic(m["n"]) and not _NOT_NAME_ZH.fullmatch(m["n"]):
                return state.open(m["n"], kind="person", relation=m["r"], language=lang)
    return None
