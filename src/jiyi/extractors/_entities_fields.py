"""Facts said as labelled fields, in a form's register (issue #21): "韩志刚 — 年龄：41，学历：大专", "我表哥，职业：
牙医", "同事小何的工作地点为苏州", "姓名：周敏；关系：舅妈；电话：138…", "堂妹 - 身高160", "my aunt Greta —
occupation: veterinarian", "his current employer is Halvorsen Logistics", "Owen's height is recorded as 1.83 m",
"Position: shift supervisor (my brother-in-law Dev)".

Read after the language readers, over the whole message: a field is a label of a person's profile (the tables of
`_entities_profile_zh` / `_entities_en_profile`, and "姓名" / "关系" / "name" / "relation") at the start of a
segment, a mark after it (：, :, —, -, 为, is (recorded as), or a space in a note) and a value up to the next
separator or label. The value is checked by the shape of its attribute with the readers' own label rules, so a
field keeps exactly what a sentence with that label would. It is about whom the text before the first label names
(a name, a relation, a pronoun), a "姓名" field, or else the one person the message names.

Never read: the user's own form ("我的电话：…", "Name: me", "(that's me)"), a field of someone else's person ("her
husband's age: 50", "我同事老婆的年龄"), a field with no value or a question for one ("年龄：？", "age: unknown"),
and labels of things or events ("电脑型号", "会议地点"), which are not in the tables. A value the readers took wrongly
from a field (the label as a job, a value run on into the next clause) gives way to the field's; a field whose
value is unknown takes back what the readers made of the unknown ("职业：不知道").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ._entities import Draft, Sentence, self_or_generic
from ._entities_en_lexicon import DEGREE_LETTERS_EN, DEGREE_NAMES_EN
from ._entities_en_profile import LABEL_EN, RECORDED_AS_EN, labelled_en
from ._entities_en_words import MOD, REL_EN
from ._entities_fields_who import SELF_SAID, bare_head, names_self, note_subject, people_of
from ._entities_profile_words_zh import LABELS as LABELS_ZH
from ._entities_profile_zh import RECORDED_ZH, labelled_zh
from ._entities_zh_names import SURNAME
from ._kin_zh import REL_ALL as REL_ZH
from ._rules_common import sentence_language

__all__ = ["read_fields"]

_I = re.IGNORECASE

# --- labels ----------------------------------------------------------------------------------------------------
# Labels the profile tables lack, said in forms: who the card is, and how they are tied to the user.
_WHO_ZH = {"name": "姓名|名字|全名|称呼", "relation": "关系|与我关系|身份"}
_WHO_EN = {"name": r"(?:full\s+)?name", "relation": r"relation(?:ship)?(?:\s+to\s+me)?|relation\s+to\s+me"}
# Labels of the casual note ("Paolo — age 47, from Bologna"): the profile table's own label for each
_MORE_EN = {
    "from": r"from|originally\s+from|grew\s+up\s+in",
    "works_in": r"works\s+in|based\s+in|works\s+out\s+of",
    "phone": r"tel\.?|ph\.?|mob\.?|cellphone|cell\s+no\.?|phone\s+no\.?|whatsapp",
    "height": r"ht\.?",
    "employer": r"employment|employed\s+(?:at|by)|works\s+(?:at|for)",
    "birthday": r"born(?:\s+on)?|b\.?\s?day",
}
#: the profile table's label each of these is checked as
_CANON_EN = {
    "from": "hometown",
    "works_in": "work city",
    "phone": "phone",
    "height": "height",
    "employer": "employer",
    "birthday": "birthday",
}

# Labels of forms the profile table lacks, each with the table's label its value is checked as.
_MORE_ZH = {
    **dict.fromkeys(("学位", "最高学位", "毕业学历"), "学历"),
    **dict.fromkeys(("户籍", "户籍所在地", "户口所在地", "出生地点", "老家是"), "籍贯"),
    **dict.fromkeys(("现居", "现住址", "常住地", "居住城市", "所在城市"), "居住地"),
    **dict.fromkeys(("任职单位", "供职单位", "任职公司", "就职公司", "服务单位"), "工作单位"),
    **dict.fromkeys(("座机", "固话", "手机号码", "联系手机"), "电话"),
    **dict.fromkeys(("电邮", "邮件"), "邮箱"),
    **dict.fromkeys(("个人爱好", "业余爱好", "喜好"), "爱好"),
    **dict.fromkeys(("性情", "脾性", "性格特点"), "性格"),
    **dict.fromkeys(("出生年月日", "生辰"), "出生日期"),
    **dict.fromkeys(("身长",), "身高"),
    **dict.fromkeys(("所任职务", "现任职务", "担任职务"), "职务"),
}
_LABEL_WORDS_ZH = sorted(
    {w for _, ws in LABELS_ZH for w in ws.split("|") if "[" not in w}
    | {w for ws in _WHO_ZH.values() for w in ws.split("|")}
    | set(_MORE_ZH),
    key=len,
    reverse=True,
)
_ANY_LABEL_ZH = "(?:" + "|".join(_LABEL_WORDS_ZH) + r"|[Ee]-?[Mm]ail)"
# Said with no mark between label and value ("工作 忙", "个子 高"): too loose a label to open a field by a space.
_LOOSE_ZH = frozenset(
    {"工作", "个子", "个儿", "个头", "为人", "号码", "公司", "单位", "东家", "兴趣", "手机", "微信", "性子", "身份"}
)
_ANY_LABEL_EN = rf"(?:{LABEL_EN}|{'|'.join(_WHO_EN.values())}|{'|'.join(_MORE_EN.values())})"

# A field opens at the message's start, after a separator, or after a possessive ("X的", "X's", "his").
_BOUND_ZH = r"(?:^|(?<=[，,；;|‖｜：:\s—\-（(、])|(?<=的))"
_PRE_ZH = r"(?:其|现任?|目前的?|现在的?|原)?"
_SEP_ZH = (
    rf"(?P<sep>\s*[：:]\s*|\s*{RECORDED_ZH}?(?:为|是)\s*|\s*[—–-]+\s*|\s+"
    r"|(?=[0-9一二三四五六七八九十\u4e00-\u9fff]))"
)
_FIELD_ZH = re.compile(rf"{_BOUND_ZH}{_PRE_ZH}(?P<l>{_ANY_LABEL_ZH}){_SEP_ZH}")

_BOUND_EN = r"(?:^|(?<=[,;|:(]\s)|(?<=[,;|:(])|(?<=\s[—–-]\s)|(?<=[—–])|(?<='s\s)|(?<=\b(?:his|her)\s)|(?<=\btheir\s))"
_KIND_EN = r"(?:(?:current|present|highest|main|primary|official|listed|registered|usual|latest|new)\s+)*"
_SEP_EN = rf"(?P<sep>\s*:\s*|\s*=\s*|\s+[-—–]\s+|\s*[—–]\s*|\s+(?:is|was)\s+{RECORDED_AS_EN}?|\s+(?=[\w(+]))"
_FIELD_EN = re.compile(rf"{_BOUND_EN}{_KIND_EN}(?P<l>{_ANY_LABEL_EN})\b{_SEP_EN}", _I)

# A value that is none: "年龄：？", "职业：不知道", "age: unknown", "email: ask her"
_UNKNOWN = re.compile(
    r"^(?:[?？]+|不清楚|不知道|不详|未知|待定|待补充?|保密|没说|忘了|不记得了?|无|暂无|空|略|多少|什么|啥|哪里?|几岁|"
    r"n/?a|unknown|not\s+sure|no\s+idea|tbd|tbc|none|nil|dunno|don't\s+know|ask\s+(?:her|him|them)|\?+|-+|…+|\.\.\.)"
    r"[?？。.!！]*$",
    _I,
)


@dataclass
class _Field:
    attribute: str  # an attribute, or "name" / "relation" for who the card is
    label: str
    value: str
    start: int  # where the label (or its 其 / his / current) begins
    strong: bool  # said with a mark (：, —, 为, is) rather than a space or nothing
    end: int = 0  # where its value ends


def _fields_zh(s: str) -> list[_Field]:
    out: list[_Field] = []
    hits = _opening(list(_FIELD_ZH.finditer(s)), s, r"[，,；;|‖｜：:\s—–\-（(、]$")
    for i, m in enumerate(hits):
        end = hits[i + 1].start() if i + 1 < len(hits) else len(s)
        raw = re.split(r"[，,；;|‖｜。！？!?（(]|——|\s[—–-]\s|\s{2,}", s[m.end() : end], maxsplit=1)[0]
        value = raw.strip(" —–-")
        sep = m["sep"]
        named = not sep.strip() and _named_employer_field(s, m, value.strip())  # "她｜单位 海底捞"
        if not sep.strip() and m["l"] in _LOOSE_ZH and labelled_zh(f"{m['l']} {value.strip()}") is None and not named:
            continue  # "工作 忙"; but "工作 程序员" has the value's own shape
        if not sep and i + 1 < len(hits) and hits[i + 1].start() == m.end():
            continue  # a label run into another ("工作地点" read as 工作 + 地点)
        attribute = _attribute_zh(m["l"])
        strong = bool(sep.strip()) or named
        out.append(_Field(attribute, m["l"], value.strip(), m.start(), strong, m.end() + len(raw)))
    return out


def _named_employer_field(s: str, m: re.Match[str], value: str) -> bool:
    """ "她｜单位 海底捞": an employer's label opening a field of its own, then a name (never "公司 挺忙")."""
    return (
        m["l"] in ("单位", "公司", "东家")
        and bool(re.search(r"(?:^|[，,；;|｜])\s*$", s[: m.start()]))
        and bool(re.fullmatch(r"[\u4e00-\u9fffA-Za-z0-9&]{2,12}", value))
        and not re.search(r"[很太挺忙累好不没的了在是也都还]", value)
    )


def _opening(hits: list[re.Match[str]], s: str, mark: str) -> list[re.Match[str]]:
    """The label words that open a field: the first, and each after it said with a mark after the label or one
    before it. A label word with neither inside a value ("a bachelor's degree") is part of that value."""
    return [m for i, m in enumerate(hits) if not i or m["sep"].strip() or re.search(mark, s[: m.start()])]


def _attribute_zh(label: str) -> str:
    label = _MORE_ZH.get(label, label)
    for who, ws in _WHO_ZH.items():
        if re.fullmatch(ws, label):
            return who
    return next((a for a, ws in LABELS_ZH if re.fullmatch(ws, label)), "")


def _fields_en(s: str) -> list[_Field]:
    out: list[_Field] = []
    hits = _opening(list(_FIELD_EN.finditer(s)), s, r"[,;|:(—–-]\s*$")
    for i, m in enumerate(hits):
        end = hits[i + 1].start() if i + 1 < len(hits) else len(s)
        raw = re.split(r"\s*(?:[;|()]|\s[—–-]\s|[—–])\s*", s[m.end() : end], maxsplit=1)[0]
        label = re.sub(r"\s+", " ", m["l"].lower())
        attribute = next((a for a, p in _MORE_EN.items() if re.fullmatch(p, label, _I)), "")
        attribute = attribute or next((w for w, p in _WHO_EN.items() if re.fullmatch(p, label, _I)), "")
        # a clause after the value ("age 24, and how far did she get…") is none of it; nor, but for a value that
        # runs on over commas ("hobbies: hiking, reading", "from: Salina, Kansas"), what follows a comma
        raw = re.split(_CLAUSE_EN, raw, maxsplit=1, flags=_I)[0]
        if not (attribute in _RUN_ON_EN or re.search(_RUN_ON_LABEL_EN, label, _I)):
            raw = re.split(r",\s+(?!\d{4}\b)", raw, maxsplit=1)[0]
        value = re.sub(r"[,\s]+(?:and|&)(?:\s+(?:her|his|their))?$", "", raw.strip()).strip(" ,.!")
        out.append(_Field(attribute, label, value, m.start(), bool(m["sep"].strip()), m.end() + len(raw)))
    return out


_RUN_ON_EN = frozenset({"from", "works_in"})
_RUN_ON_LABEL_EN = (
    r"hobb|interest|pastime|personality|character|temperament|disposition|hometown|home|birthplace|city|origin"
)
_WHO_WORD_EN = r"(?:she|he|they|i|we|it|her|his|their|what|how|where|who|which|when)\b"
_CLAUSE_EN = rf",\s+(?:and|but|so|which|though)\s+|\s+(?:and|but)\s+(?={_WHO_WORD_EN})|,\s+(?={_WHO_WORD_EN})"


# --- values ----------------------------------------------------------------------------------------------------
def _value_zh(f: _Field, note: bool) -> tuple[str, str, str] | None:
    """The fact a Chinese field states, checked by the profile rules; a note's space or bare value as a colon."""
    said = f"{_MORE_ZH.get(f.label, f.label)}{'：' if f.strong or note else ''}{f.value}"
    fact = labelled_zh(said)
    if fact is None:
        return None
    attribute, _, value = fact
    return (attribute, f.label, value) if _shaped(attribute, value) else None


# A birthday is a date and an education a schooling: "my daughter Sara's birthday - so much fun" and "education is
# essential for a successful society" are remarks, not fields.
_DATE_SHAPE = re.compile(
    r"\d|[月号]|初[一二三四五六七八九十]|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b", re.IGNORECASE
)
_SCHOOLING_EN = re.compile(
    rf"\b(?:{DEGREE_NAMES_EN}|{DEGREE_LETTERS_EN}|(?:master|bachelor|associate)'?s?|degree|diploma|certificate|"
    r"school|college|university|uni|doctoral|grad(?:uate)?|undergrad(?:uate)?|dropout|academy)\b",
    re.IGNORECASE,
)


def _shaped(attribute: str, value: str) -> bool:
    if attribute == "birthday":
        return bool(_DATE_SHAPE.search(value))
    if attribute == "education" and value.isascii():
        return bool(_SCHOOLING_EN.search(value))
    return True


def _value_en(f: _Field, note: bool) -> tuple[str, str, str] | None:
    """The fact an English field states, checked by the profile rules; a bare "age 24" only by a value's shape."""
    fact = labelled_en(f"{_CANON_EN.get(f.attribute, f.label)}: {f.value}")
    if fact is None or (not f.strong and not note and fact[0] not in _SHAPED):
        return None
    attribute, _, value = fact
    if attribute == "trait":
        value = re.sub(r"^(?:very|really|super|quite|pretty|so|rather|fairly|extremely)\s+", "", value, flags=_I)
    return (attribute, f.label, value) if _shaped(attribute, value) else None


#: values no other reading fits: "age 24", "height 1.80 m", "email x@y.z", "cell 415 555 0134"
_SHAPED = frozenset({"age", "height", "email", "phone"})


# --- the reading -------------------------------------------------------------------------------------------------
def _attach(d: Draft, state: Sentence, fact: tuple[str, str, str], field_value: str) -> None:
    attribute, label, value = fact
    for f in list(d.facts):
        same = f.attribute == attribute
        # a reader's value that ran on past the field's into the next clause ("crocheting, and Salt Lake City is
        # where she works now"), or its label
        ran_on = same and f.value.startswith(value) and re.match(r"\s*(?:[,;，；]|and\b|but\b)", f.value[len(value) :])
        if ran_on or f.value.lower() in _LABEL_VALUES or (same and f.value == field_value != value):
            d.facts.remove(f)
    if any(f.attribute == attribute and f.value == value for f in d.facts):
        return  # read already, under the readers' own label
    if any(f.attribute == attribute for f in d.facts) and attribute not in ("hobby", "trait"):
        return  # the readers read another value of it: kept, not doubled
    d.add_fact(attribute, value, label, correction=False)


_LABEL_VALUES = frozenset(
    w.lower()
    for w in (
        *_LABEL_WORDS_ZH,
        "employer",
        "occupation",
        "position",
        "profession",
        "education",
        "hometown",
        "title",
        "job title",
        "role",
        "company",
    )
)


def _take_back(state: Sentence, value: str) -> None:
    """ "职业：不知道": what the readers made of an unknown value is no fact."""
    for d in state.drafts:
        d.facts = [f for f in d.facts if not (f.value == value or f.value.rstrip("?？") == "")]


def read_fields(sentences: Sequence[str], state: Sentence, language: str) -> None:
    """Read the labelled fields of each sentence of one message onto whom they are about (see the module)."""
    carry: Draft | None = None
    subject = state.subject
    blocked = False
    if any(SELF_SAID.search(s) for s in sentences):
        return  # "Age: 38, height: 5'10\" (that's me)": the user's own form
    read = [(s, _fields_zh(s) if _lang(s, language) == "zh" else _fields_en(s)) for s in sentences]
    # "姓名：周敏；关系：舅妈": a card's tie may be said in a sentence of its own
    tie = next((f.value for _, fields in read for f in fields if f.attribute == "relation"), "")
    # who the last sentence that named anyone named ("X，学历中专。Y是我徒弟。她的职业是…": Y, not X)
    since: list[Draft] = []
    for s, fields in read:
        lang = _lang(s, language)
        named = [d for d in people_of(state) if (d.name or d.relation) in s]
        if carry is not None and any(d is not carry for d in named):
            carry = None  # someone else named since: a bare field or pronoun is no longer surely about them
        before, since = since, named or since
        if not fields or _ASKED.search(s[: fields[0].start]):
            continue  # "What's Imani's title now?": a question, whatever answers it
        if blocked:
            return  # after a card that is the user's own or no one's, nor are the fields after it anyone's
        if any(f.attribute == "name" for f in fields) and _card(fields, s, state, lang, carry, tie, look=True) is None:
            blocked = True
            continue
        note = len(fields) > 1 or any(f.strong for f in fields)
        facts: list[tuple[tuple[str, str, str], str]] = []
        for i, f in enumerate(fields):
            if f.attribute in ("name", "relation") or (i and _theirs(s[fields[i - 1].end : f.start])):
                continue
            if not f.value or _UNKNOWN.match(f.value) or re.search(r"[?？]", f.value):
                _take_back(state, f.value)
                continue
            fact = _value_zh(f, note) if lang == "zh" else _value_en(f, note)
            if fact is not None:
                facts.append((fact, f.value))
        if not facts:
            if tie and any(f.attribute == "name" for f in fields):
                _card(fields, s, state, lang, carry, tie)  # "姓名：周敏；关系：舅妈": who she is, if nothing more
            continue
        d = _card(fields, s, state, lang, carry, tie)
        if d is None or (lang == "zh" and before and d not in before and d not in named):
            continue  # a pronoun's fields after someone else was named are no longer surely the one before's
        carry = d
        for fact, said in facts:
            _attach(d, state, fact, said)
    state.subject = subject


# A question before the fields: what follows answers it, and is another reader's to read.
_ASKED = re.compile(
    r"^\W*(?:what|what's|whats|where|where's|who|who's|how|which|when|does|did|is|are|do|can|could)\b|[?？]|什么|哪|谁|几|多少|吗",
    _I,
)


def _theirs(between: str) -> bool:
    """ "，他老婆的籍贯：…", "; his wife's hometown: …": a field after another that is someone else's (or no field
    of the note at all): anything said between them but marks, pronouns and possessives."""
    rest = re.sub(
        r"[\s，,；;|‖｜：:—–\-、()（）]|的|其|现|他|她|TA|\b(?:and|his|her|their|he|she|also|plus|current|present)\b|'s",
        "",
        between,
        flags=_I,
    )
    return bool(rest)


def _lang(s: str, language: str) -> str:
    return sentence_language(s) if s.strip() else language


def _card(
    fields: list[_Field], s: str, state: Sentence, lang: str, carry: Draft | None, tie: str, *, look: bool = False
) -> Draft | None:
    """Whom one sentence's fields are about: the one its "姓名" / "name" field names, or else `note_subject`. With
    `look`, only whether a name card is anyone's: a draft is not opened (and a stand-in comes back)."""
    card = next((f for f in fields if f.attribute == "name"), None)
    if card is None:
        return note_subject(s[: fields[0].start], s, state, lang, carry)
    zh = lang == "zh"
    head = bare_head(s[: card.start], zh)
    if re.search(r"(?:^|\s)(?:my|your|i)$|(?:我|你|您)的?$", head.strip(), _I) or not card.strong:
        return None  # "我的名字是…", "my name is …": the user's (or the assistant's) own card
    if head.strip():  # "my daughter's name is …", "我表姐的名字是…": the tie is whose name it is
        whose = rf"(?:我的?)?(?P<r>{REL_ZH})" if zh else rf"(?:my\s+)?{MOD}(?P<r>{REL_EN})"
        said = re.fullmatch(whose, head.strip(), 0 if zh else _I)
        if said is None:
            return None  # "His son's name is Kyle": someone else's
        tie = said["r"].lower()
    shape = _NAME_ZH if lang == "zh" else _NAME_EN
    if not shape.fullmatch(card.value) or self_or_generic(card.value):
        return None
    if not tie or _UNKNOWN.match(tie) or names_self(tie, lang == "zh") or tie in ("本人", "self"):
        return None  # a card with no tie to the user may be the user's own ("姓名：王峰，年龄：30")
    if look:
        return Draft(name=card.value)
    return state.open(card.value, kind="person", relation=tie[:10], language=lang)


_NAME_ZH = re.compile(rf"(?:[{SURNAME}][\u4e00-\u9fff]{{1,2}}|(?:小|老|阿)[\u4e00-\u9fff])")
_NAME_EN = re.compile(r"(?-i:[A-Z])[a-z'-]+(?:\s+(?-i:[A-Z])[a-z'-]+){0,2}")
