"""The lines of the "people and things" section (issue #21): one member of a set or one entity per line with the
asked facts ("吴杰明（下属）：教育背景 专科"), and a set's header — how many it holds, the order it is listed in and
who is at the asked end ("用户的同事共 4 人；按身高从高到矮排列；身高最高：孙立伟（一米八二（182厘米））").

What is shown is decided by `jiyi._entity_recall`; this module only writes it, in the section's language, a value
said in the other language quoted, a height said in other units with its centimetres.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ._attribute_words import ATTRIBUTE_LABELS, ATTRIBUTE_TERMS
from ._entity_asked import BESIDE, FALLBACK, Question, ranked
from ._entity_fit import EntityLine
from ._entity_models import Entity, EntityFact, EntityView
from ._entity_record import RELATION
from ._entity_scale import Scale, facts_of, height_cm, matches, says_year
from ._entity_words import RELATION_TERMS, plural_en
from ._text import detect_language, is_han

__all__ = ["fuller_name", "header", "member_line"]

_W: dict[str, dict[str, str]] = {
    "zh": {
        "missing": "未提及",
        "past": "以前：",
        "aka": "又名",
        "others": "其他",
        "count": "用户的{rel}共 {n} {unit}",
        "everyone": "用户提到的{what}共 {n} {unit}",
        "person": "人",
        "event": "活动",
        "by": "按{label}从{hi}到{lo}排列",
        "top": "{label}{end}：{who}",
        "top_age": "{label}{end}：{who}",
        "end_hi": "最高",
        "end_lo": "最低",
        "age_hi": "最大",
        "age_lo": "最小",
        "date_hi": "最晚",
        "date_lo": "最早",
        "next": "下一个过生日：{who}",
        "sep": "；",
        "list": "、",
        "and": "和",
        "colon": "：",
        "who": "：",
        "kv": " ",
    },
    "en": {
        "missing": "not said",
        "past": "before: ",
        "aka": "aka ",
        "others": "also",
        "count": "The user's {rel} ({n}{unit})",
        "everyone": "The {what} the user mentioned ({n}{unit})",
        "person": "people",
        "event": "events",
        "by": "ordered by {label}, {hi} first",
        "top": "{end} {label}: {who}",
        "top_age": "{end}: {who}",
        "end_hi": "highest",
        "end_lo": "lowest",
        "age_hi": "oldest",
        "age_lo": "youngest",
        "date_hi": "latest",
        "date_lo": "earliest",
        "next": "next birthday: {who}",
        "sep": "; ",
        "list": ", ",
        "and": " and ",
        "colon": ": ",
        "who": " — ",
        "kv": ": ",
    },
}

#: The two ends of each kind of scale, as "从{hi}到{lo}" / "{hi} first" say them.
_ENDS: dict[str, dict[str, tuple[str, str]]] = {
    "zh": {
        "rank": ("高", "低"),
        "age": ("大", "小"),
        "date": ("晚", "早"),
        "next": ("远", "近"),
        "height": ("高", "矮"),
        "duration": ("长", "短"),
        "size": ("大", "小"),
    },
    "en": {
        "rank": ("highest", "lowest"),
        "age": ("oldest", "youngest"),
        "date": ("latest", "earliest"),
        "next": ("furthest off", "soonest"),
        "height": ("tallest", "shortest"),
        "duration": ("longest", "shortest"),
        "size": ("largest", "smallest"),
    },
}
#: Scales whose end words say the attribute themselves ("tallest: 孙立伟", "个子最高"): named once, not twice.
_OWN_ENDS = {"height", "duration", "size"}


#: An e-mail or web address is in no language: shown as is ("邮箱 zhoumei@163.com", not "邮箱 「zhoumei@163.com」").
_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?://|www\.)\S+")


def _quote(text: str, lang: str) -> str:
    """`text` as is when it is in the section's language (or has no letters, or is a number with a short unit:
    "178cm", "5'9\"", "3kg"; or an e-mail or web address), else quoted."""
    letters = [ch for ch in text if ch.isalpha()]
    unit = len(letters) <= 3 and all(ch.isascii() for ch in letters) and any(ch.isdigit() for ch in text)
    if not letters or detect_language(text) == lang or unit or _ADDRESS.fullmatch(text.strip()):
        return text
    return f"「{text}」" if lang == "zh" else f'"{text}"'


def _label(attr: str, facts: Sequence[EntityFact], lang: str) -> str:
    """The user's word for the attribute when it names it ("教育背景"), not the verb it came with ("搬去", "has a")."""
    default = ATTRIBUTE_LABELS[lang].get(attr)
    for f in facts:
        named = default is None or attr in ATTRIBUTE_TERMS.get(f.label.lower(), ())
        if f.label and named and detect_language(f.label) == lang:
            return f.label
    return default or attr.replace("_", " ")


def fuller_name(entity: Entity) -> str:
    """The longer name an event known by a bare kind word was also called, ending in that word ("表哥阿杰的婚礼"
    of 婚礼, "AR Rahman concert" of "concert"): in a list of events, "婚礼" alone does not say which; "" when it has
    none or its own name says which already."""
    name = entity.name.strip()
    bare = (len(name) <= 3 and all(is_han(ch) for ch in name)) or re.fullmatch(r"[A-Za-z-]+", name) is not None
    if entity.kind != "event" or not name or not bare:
        return ""
    return next((a for a in entity.aliases if len(a) > len(name) and a.lower().endswith(name.lower())), "")


def _who(view: EntityView, lang: str, *, aliases: bool) -> str:
    e = view.entity
    inside = [_quote(e.relation, lang)] if e.relation and e.relation != e.name else []
    # "话剧《茶馆》" is 《茶馆》 too, "杭州马拉松" the 马拉松: a name inside its own says nothing more
    other = [a for a in e.aliases if a.casefold() not in e.name.casefold()] if e.kind == "event" else e.aliases
    if aliases and other:
        inside.append(_W[lang]["aka"] + _W[lang]["list"].join(other[:3]))
    elif fuller := fuller_name(e):
        inside.append(fuller)  # "婚礼（表哥阿杰的婚礼）" in a list of events
    if not inside:
        return e.name
    return f"{e.name}（{'，'.join(inside)}）" if lang == "zh" else f"{e.name} ({', '.join(inside)})"


def _values_text(facts: Sequence[EntityFact], lang: str) -> str:
    return _W[lang]["list"].join(_shown(f, lang) for f in {f.value: f for f in facts}.values())


def _shown(fact: EntityFact, lang: str) -> str:
    """The value as said; a height said in other units with its centimetres too ("一米八二（182厘米）"), so a
    count over a threshold ("170厘米以上") does not rest on the model converting "5'9\"" or "一米七五"."""
    text = _quote(fact.value, lang)
    if not matches(fact, "height") or re.search(r"厘米|公分|cm|centimet", fact.value, re.I):
        return text
    cm = height_cm(fact.value)
    if cm is None:
        return text
    return f"{text}（{cm:.0f}厘米）" if lang == "zh" else f"{text} ({cm:.0f} cm)"


def _group_text(attr: str, facts: Sequence[EntityFact], view: EntityView, q: Question, lang: str) -> str:
    w = _W[lang]
    text = f"{_label(attr, facts, lang)}{w['kv']}{_values_text(facts, lang)}"
    if q.change:
        # `past` holds values the user once gave (their memory still stands, as history); a fact whose memory
        # was deleted or forgotten is in neither list, so it cannot come back here.
        now = {f.value for f in facts}
        past = [p for p in view.past if p.value not in now and matches(p, attr)]
        if past:
            shown = _values_text(past, lang)
            text += f"（{w['past']}{shown}）" if lang == "zh" else f" ({w['past']}{shown})"
    return text


# A birthday answers an age only with its year ("1990年3月", not "6.12": the day of the year says nothing of it)
def _answers(asked: str, close: EntityFact) -> bool:
    """True when `close` (the FALLBACK of `asked`) says something of what was asked."""
    return asked != "age" or says_year(close.value)


def member_line(view: EntityView, q: Question, lang: str, names: dict[str, str], *, in_set: bool) -> EntityLine | None:
    w = _W[lang]
    shown: list[EntityFact] = []
    parts: list[str] = []
    missing = ""
    wants: set[str] = set()
    for attr in q.attributes:
        facts = [f for f in facts_of(view, attr) if f not in shown]
        close = [f for f in facts_of(view, FALLBACK.get(attr, "")) if f not in shown and _answers(attr, f)]
        if not facts and attr in FALLBACK and close and not q.upcoming:
            # a birthday for an age (the model can work it out), a like for a hobby: the closest thing said
            attr, facts = FALLBACK[attr], close
        if facts:
            parts.append(_group_text(attr, facts, view, q, lang))
            shown.extend(facts)
            if attr in BESIDE and (more := [f for f in facts_of(view, BESIDE[attr]) if f not in shown]):
                parts.append(_group_text(BESIDE[attr], more, view, q, lang))  # 爱好 … then 喜欢 …: both answer
                shown.extend(more)
        elif attr in q.optional or any(facts_of(view, a) for a in q.either.get(attr, ())):
            continue  # "在哪工作" of someone whose employer is known: not a gap
        elif in_set or attr == q.attributes[0]:
            parts.append(f"{_label(attr, (), lang)}{w['kv']}{w['missing']}")
            missing = missing or parts[-1]
            wants.update(a for a in (attr, FALLBACK.get(attr), BESIDE.get(attr)) if a)
    if not q.attributes or (not shown and not in_set):
        # Nothing asked, or nothing known of what was asked about one entity: everything known of it.
        groups: dict[str, list[EntityFact]] = {}
        for f in view.facts:
            if f.attribute != RELATION:  # said in the parentheses
                groups.setdefault(f.attribute, []).append(f)
        # The facts the question's words point at first ("what are my friends into?" -> likes): a budget
        # cuts a line from its tail (`jiyi._entity_fit`).
        rest = [_group_text(a, fs, view, q, lang) for a, fs in ranked(groups, q.text)]
        values = {f.value for f in view.facts}  # "works at: Siemens" is also a link to Siemens: say it once
        rest += [
            f"{link.relation.replace('_', ' ')} {names[link.target_id]}"
            for link in view.links
            if link.source_id == view.entity.id and link.target_id in names and names[link.target_id] not in values
        ]
        shown.extend(f for fs in groups.values() for f in fs)
        if rest and parts:
            parts.append(f"{w['others']}{w['colon']}{w['sep'].join(rest)}")
        else:
            parts.extend(rest)
    who = _who(view, lang, aliases=not in_set)
    shown.extend(f for f in view.facts if f.attribute == RELATION and f.value == view.entity.relation)
    if not parts:
        if in_set:
            parts.append(w["missing"])
            missing = w["missing"]
        elif who == view.entity.name:
            return None  # a bare name says nothing the question did not
        else:
            return EntityLine(f"- {who}")
    head = f"- {who}{w['who']}"
    text = head + w["sep"].join(parts)
    # Asked over a set in words that name no attribute ("what are my reports into?"): what the table holds may
    # not be what was asked, so the user's own best sentence about each member follows it (`missing` "").
    gap = view.entity.id if missing or (in_set and not q.attributes and not q.count) else ""
    ids = frozenset(f.memory_id for f in shown)
    return EntityLine(text, ids, gap, missing, frozenset(wants), head=head, parts=tuple(parts), sep=w["sep"])


_SAID_WITH = r"^(?:my|our)\s+|^我们|(?<=部门|公司|单位)里$|(?<=组)里$"
#: The people of the user's workplace said by the place ("我们单位", "组里的人", "anyone at work"): a header names
#: them as people ("用户的同事", "the user's people at work"), not as the place ("用户的公司共 4 人").
_WORKPLACE_ZH = re.compile(r"^(?:我们)?(?:单位|公司|部门|组|同组)(?:里)?(?:的人)?$|^一起(?:上班|工作)的人$")
_AT_WORK_EN = re.compile(
    r"^(?:(?:person|anyone|anybody|everyone|everybody|folks?|people|guys|ones?|tallest|shortest|oldest|youngest"
    r"|eldest|most senior) )?(?:at work|i work with|in the office|at (?:my|the) (?:work|job|office|workplace))$",
    re.I,
)
#: English relation words that name a group in the singular: never made plural in a header.
_MASS_EN = frozenset({"family", "folks", "kin", "kinfolk", "in-laws", "team"})


def _set_name(word: str, several: bool) -> str:
    """How a header names the set the user asked about by `word`: as said, less its possessive, a workplace said
    by the place as its people, and a singular English word in the plural ("which relative …" of five: "the
    user's relatives")."""
    bare = re.sub(_SAID_WITH, "", word, flags=re.I)
    if _WORKPLACE_ZH.match(bare):
        return "同事"
    if _AT_WORK_EN.match(bare):
        return "people at work"
    term = RELATION_TERMS.get(bare.lower())
    if several and term is not None and not term[1] and bare.isascii() and bare.lower() not in _MASS_EN:
        return plural_en(bare)
    return bare


def _superlative(q: Question) -> bool:
    """Whether the question asks for an end of the scale ("最高", "the oldest"), not only past a bound ("taller than
    170 cm", "比孙立伟高"): a count asking one names no top."""
    return any(w.startswith("最") or re.search(r"(?:est|most|least)$", w, re.I) for w in q.direction_words)


def header(
    rel_words: Sequence[str],
    members: Sequence[EntityView],
    scale: Scale | None,
    q: Question,
    lang: str,
    everyone: str = "",
    *,
    what: str = "",
) -> str:
    """The set's first line: how many it holds, by what it is ordered, who is on top. `what`: the word for the
    members of a set over everyone when the question named their kind ("concerts", "演唱会")."""
    w = _W[lang]
    # "my team", "我们单位", "部门里" are said with their possessive or place word: "the user's team", "用户的单位"
    rel = w["and"].join(dict.fromkeys(_set_name(r, len(members) > 1) for r in rel_words))
    people = all(v.entity.kind == "person" for v in members)
    unit = ("人" if people else "个") if lang == "zh" else ""  # 用户的狗共 2 个, not 2 人
    parts = [w["count"].format(rel=rel, n=len(members), unit=unit)] if rel else []
    if everyone:  # "有几个人…" of everyone: the whole set, so the model counts over all of it
        parts = [w["everyone"].format(what=what or w[everyone], n=len(members), unit=unit)]
    if scale is None:
        if parts and not q.attributes:
            parts[0] += w["colon"] + w["list"].join(v.entity.name for v in members)
        return "- " + w["sep"].join(parts) if parts else ""
    label = ATTRIBUTE_LABELS[lang].get(scale.attribute, scale.attribute)
    own = scale.attribute if scale.attribute in _OWN_ENDS else ""
    kind = "age" if scale.attribute == "age" else scale.kind if scale.kind in ("date", "next") else own or "rank"
    pair = _ENDS[lang][kind]
    hi, lo = pair if scale.descending else pair[::-1]
    parts.append(w["by"].format(label=label, hi=hi, lo=lo))
    upcoming = scale.kind == "next"  # "whose birthday is next?" asks the top with no word for an end
    if (q.direction is None and not upcoming) or (q.count and not _superlative(q)):  # a count: no top asked
        return "- " + w["sep"].join(parts)
    if scale.attribute == "age" and any(v.entity.id not in scale.values and facts_of(v, "birthday") for v in members):
        # Someone's age is known only by a birthday: who is oldest is not for this list to say.
        return "- " + w["sep"].join(parts)
    if scale.attribute == "age":
        end, top = w["age_hi" if scale.descending else "age_lo"], w["top_age"]
    elif own:  # "身高最矮", "tallest"
        end = hi if lang == "en" else "最" + hi  # the asked end: `hi` is the end listed first
        top = w["top_age"] if lang == "en" else w["top"]
    elif upcoming:
        end, top = "", w["next"]
    else:
        end = w[("date_" if scale.kind == "date" else "end_") + ("hi" if scale.descending else "lo")]
        top = w["top"]
    best = scale.values[members[0].entity.id]
    tops = [v for v in members if scale.values.get(v.entity.id) == best]
    value = {v.entity.id: _values_text(facts_of(v, scale.attribute), lang) for v in tops}
    who = w["list"].join(_top_named(v.entity.name, value[v.entity.id], lang) for v in tops)
    said = top.format(label=label, end=end, who=who)
    if any(v.entity.id not in scale.values for v in members):
        # Not every member's value is in the table (the context may quote what they said instead): the top is
        # the top of those recorded, not of the set.
        said = f"已记录的{said}" if lang == "zh" else f"{said} (of those recorded)"
    parts.append(said)
    return "- " + w["sep"].join(parts)


def _top_named(name: str, value: str, lang: str) -> str:
    """ "Tom (31)"; a value that carries its own brackets follows a comma instead: "Lena, six feet (183 cm)", never
    "Lena (six feet (183 cm))"."""
    if lang == "zh":
        return f"{name}，{value}" if "（" in value else f"{name}（{value}）"
    return f"{name}, {value}" if "(" in value else f"{name} ({value})"
