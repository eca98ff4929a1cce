"""Recall over entities: the "people and things" (相关的人和事) section of the context block (issue #21).

Pure: it reads a question and the user's entity views (current facts only, with the values they replaced) and
writes the lines a model needs to answer it, nothing invented:

- a question about one entity ("小王喜欢什么？", "what did I say about Amy?", "我妹妹住哪？" — by name, alias or
  relation) gets that entity's facts: the asked attribute, or everything known when none is asked or the asked one
  is not known; with the replaced values when it asks about a change ("她以前住哪"). A question that names nobody
  but says 她 / he is read against the recent turns;
- a question over a set ("我下属里谁学历最高？", "which of my friends live abroad?", "我有几个下属？") selects the set
  by relation (`jiyi._entity_words`: 下属, friends, family = parents, siblings, children …), says how many there are,
  and lists every member with the asked attribute's value — "未提及" / "not said" when it is not known. A comparison
  orders the members on a known scale (education, numbers, dates) and names the top first, so the answer does not
  rest on the model sorting "专科" against "master's".

Questions in words nobody listed: a set by a word of the user's own relation labels ("my reports" of a "direct
report") and an attribute by the words of the members' fact labels (`jiyi._entity_sets`); a Latin full name by its
first name; who lives abroad against the user's home (`jiyi._places`). A member whose asked fact the table lacks is
marked (`EntityLine.gap`) so `context()` can put the user's own dated sentence there (`jiyi._entity_quotes`).

Every line is self-contained ("吴杰明（下属）：教育背景 专科"); a value said in the other language is quoted, not
spliced into the sentence. Lines come in priority order (the set's header first) so a budget keeps the best.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from ._entity_asked import BESIDE, FALLBACK, Question, ranked, read_question
from ._entity_by_value import asks_who, by_value
from ._entity_fit import EntityLine, fit_lines
from ._entity_models import ATTRIBUTES, Entity, EntityFact, EntityView
from ._entity_record import RELATION
from ._entity_scale import Scale, facts_of, matches, order, scale_of
from ._entity_sets import asked_by_label, first_names, loose_sets
from ._entity_things import asked_things
from ._entity_words import (
    ATTRIBUTE_LABELS,
    ATTRIBUTE_TERMS,
    PRONOUNS_EN,
    PRONOUNS_ZH,
    RELATION_PARENT,
    RELATION_TERMS,
    SET_KEYS,
    ancestors,
    find_terms,
)
from ._mend import says_any, words
from ._places import abroad, abroad_line, asks_abroad
from ._text import detect_language, estimate_tokens, is_han

__all__ = ["SECTION_HEADING", "EntityLine", "entity_lines", "entity_section", "entity_targets", "restates"]

SECTION_HEADING = {"zh": "## 相关的人和事", "en": "## People and things"}

_W: dict[str, dict[str, str]] = {
    "zh": {
        "missing": "未提及",
        "past": "以前：",
        "aka": "又名",
        "others": "其他",
        "count": "用户的{rel}共 {n} {unit}",
        "by": "按{label}从{hi}到{lo}排列",
        "top": "{label}{end}：{who}",
        "top_age": "{label}{end}：{who}",
        "end_hi": "最高",
        "end_lo": "最低",
        "age_hi": "最大",
        "age_lo": "最小",
        "date_hi": "最晚",
        "date_lo": "最早",
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
        "by": "ordered by {label}, {hi} first",
        "top": "{end} {label}: {who}",
        "top_age": "{end}: {who}",
        "end_hi": "highest",
        "end_lo": "lowest",
        "age_hi": "oldest",
        "age_lo": "youngest",
        "date_hi": "latest",
        "date_lo": "earliest",
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
    "zh": {"rank": ("高", "低"), "age": ("大", "小"), "date": ("晚", "早")},
    "en": {"rank": ("highest", "lowest"), "age": ("oldest", "youngest"), "date": ("latest", "earliest")},
}


def entity_section(
    question: str,
    views: Sequence[EntityView],
    *,
    language: str,
    budget_tokens: int,
    recent: Sequence[str] = (),
) -> str:
    """The "people and things" text for `question` within `budget_tokens` estimated tokens, heading included;
    "" when no entity bears on it. A set too long for the budget keeps every member with the tail of each line
    cut (`jiyi._entity_fit`); other lines are kept whole and in order up to the first that does not fit."""
    lang = "zh" if language == "zh" else "en"
    heading = SECTION_HEADING[lang]
    spent = estimate_tokens(heading) + 1
    lines = fit_lines(entity_lines(question, views, language=lang, recent=recent), budget_tokens - spent, lang)
    kept: list[str] = []
    for line in lines:
        cost = estimate_tokens(line.text) + 1
        if spent + cost > budget_tokens:
            break
        kept.append(line.text)
        spent += cost
    return "\n".join([heading, *kept]) if kept else ""


def entity_lines(
    question: str,
    views: Sequence[EntityView],
    *,
    language: str,
    recent: Sequence[str] = (),
    home: str | None = None,
) -> list[EntityLine]:
    """The section's lines for `question`, best first, without the heading ([] when no entity bears on it).
    `home`: the country code of the user's home (`jiyi._places`), for a question about living abroad."""
    lang = "zh" if language == "zh" else "en"
    active = [v for v in views if v.entity.state == "active"]
    if not active or not question.strip():
        return []
    by_id = {v.entity.id: v for v in active}
    found, sets_of, rel_words, rest = _find(question, [v.entity for v in active], recent)
    # The question's own words, less the names and relations read ("younger sister" is not a comparison).
    q = read_question(question, rest)
    named = [by_id[e.id] for e in found]
    sets = [[by_id[e.id] for e in group] for group in sets_of]
    # An entity named for what links to it ("who works at Siemens?"): the entities that do.
    linked = [by_id[k.source_id] for v in named for k in v.links if k.target_id == v.entity.id and k.source_id in by_id]
    members = _unique([*named, *linked, *(v for group in sets for v in group)])
    far = home is not None and asks_abroad(question)
    if not members and asks_who(question):  # "谁住在杭州？": selected by a value alone
        members = by_value(rest, active)
        if not members and far and home is not None:  # "谁住在国外？": the places abroad of the user's home
            members = [v for v, _ in abroad(active, home)]
    if not members:
        return []
    low = question.lower()
    for v in members:  # an attribute the extractor named in its own words, asked in those words
        for f in v.facts:
            known = f.attribute in ATTRIBUTES or f.attribute in q.attributes
            if not known and len(f.label) >= 2 and f.label.lower() in low:
                q.attributes.append(f.attribute)
    if not q.count and (own := [a for a in asked_by_label(rest, members) if a not in q.attributes]):
        # Asked in the words of the members' own labels ("什么专业", "major in"): those first; a listed word
        # beside them that no member has a value for ("at college") asks nothing of this set.
        held = {a for a in q.attributes if any(facts_of(v, a) for v in members)}
        q.attributes = [*own, *(a for a in q.attributes if a in held)]
    # A set says how many it holds: asked over one ("which of my friends", "我下属里谁", "family"), or a Chinese
    # relation word that selects several ("我同事住哪"); "my sister" with two sisters known is just two lines.
    plural = any(RELATION_TERMS.get(r.lower(), ("", False))[1] or _set_key(r) for r in rel_words)
    several = len(members) > 1 and any(
        detect_language(r) == "zh" or (r.lower().endswith("s") and r.lower() not in RELATION_TERMS) for r in rel_words
    )  # a Chinese word, or the plural of the user's own label ("my reports")
    as_set = bool(sets) and (q.set_cue or q.count or q.direction is not None or plural or several)
    if q.place and any(v.entity.kind != "person" for v in members):
        q.attributes = []  # "那家咖啡店在哪": where a place or a shop is, not where it "lives" — all it holds
    elif (
        not sets
        and all(v.entity.kind in _NOT_PEOPLE for v in members)
        and not any(facts_of(v, a) for v in members for a in q.attributes)
    ):
        q.attributes = []  # "我住在哪个小区": the user's tie to the place is the answer, not its lives_in
    if q.direction is not None and not q.attributes and q.age_word:
        q.attributes = ["age"]  # "谁最大" / "who is the oldest" in a set of people
    scale = scale_of(q, members) if q.direction is not None and len(members) > 1 else None
    ordered = order(members, scale) if scale else members
    names = {v.entity.id: v.entity.name for v in active}
    body = [_member_line(v, q, lang, names, in_set=as_set) for v in ordered]
    lines = [b for b in body if b is not None]
    head = _header(rel_words, ordered, scale, q, lang) if (as_set or scale) else ""
    if far and home is not None and (away := abroad(ordered, home)):
        lines.insert(0, EntityLine(abroad_line(away, lang)))
    return [EntityLine(head), *lines] if head else lines


_NOT_PEOPLE = frozenset({"thing", "place", "event"})

# Characters a Chinese memory needs to make a sentence of what a line lists ("吴杰明是用户的下属，其…").
_GLUE = frozenset("用户的是其在了和也都很就着过为有叫名位个她他它们")


def restates(line: EntityLine, memory_id: str, content: str) -> bool:
    """Whether a memory line would only say again what `line` says: the line shows a fact read from that memory,
    says every name, noun, number and other word of it, and every Chinese character but the glue of a sentence
    ("上周刚入职" is more than "教育背景 专科")."""
    said = words(content)
    if memory_id not in line.memory_ids or not said or not all(says_any(line.text, [w]) for w in said):
        return False
    return not {ch for ch in content if is_han(ch)} - set(line.text) - _GLUE


def _set_key(word: str) -> bool:
    term = RELATION_TERMS.get(word.lower())
    return term is not None and term[0] in SET_KEYS


def _has_pronoun(text: str) -> bool:
    text = text.replace("其他", "")  # "其他" is "other", not "he"
    return any(p in text for p in PRONOUNS_ZH) or bool(find_terms(text, PRONOUNS_EN))


def entity_targets(question: str, entities: Sequence[Entity], *, recent: Sequence[str] = ()) -> list[str]:
    """The ids of the entities `entity_lines` may speak of for `question` — named, in a set it asks about, or
    (for a pronoun) named in the recent turns — read from the entities alone, so a caller reads the facts of
    these only, and of none when the question is about no one. Entities that link to them are not included."""
    named, sets, _, _ = _find(question, [e for e in entities if e.state == "active"], recent)
    return list(dict.fromkeys(e.id for e in [*named, *(e for group in sets for e in group)]))


def _find(
    question: str, entities: Sequence[Entity], recent: Sequence[str]
) -> tuple[list[Entity], list[list[Entity]], list[str], str]:
    """`_targets` of the question, or of the latest recent turn naming someone when the question says 她 / he."""
    named, sets, rel_words, rest = _targets(question, entities)
    if not named and not sets and _has_pronoun(question):
        for turn in reversed(recent):  # 她以前住哪: the entity the last turns were about
            named, sets, rel_words, _ = _targets(turn, entities)
            if named or sets:
                break
    if not named and not sets:  # "那个招聘会在哪办？", "我用的什么手机？": an event, thing or place by what it is
        named = asked_things(question, entities)
    return named, sets, rel_words, rest


def _relation_keys(entity: Entity) -> tuple[str, ...]:
    """The relation keys the entity's own words name (its name when it has no relation: an unnamed "妹妹")."""
    if not entity.relation and re.search(r"的|'s\b", entity.name):
        return ()  # "小刘的老婆", "Tom's wife": someone else's relative, not the user's
    return _keys_of(entity.relation or entity.name)


@functools.lru_cache(maxsize=1024)
def _keys_of(said: str) -> tuple[str, ...]:
    return tuple(RELATION_TERMS[t.text][0] for t in find_terms(said, RELATION_TERMS))


def _targets(text: str, entities: Sequence[Entity]) -> tuple[list[Entity], list[list[Entity]], list[str], str]:
    """(entities named in `text`, the sets its relation words select, those words as said, `text` without the
    names and relation words)."""
    names: dict[str, list[Entity]] = {}
    phrases: dict[str, list[Entity]] = {}  # the user's own relation words no table knows ("楼下的咖啡店")
    for e in entities:
        for n in (e.name, *e.aliases):
            if len(n) >= 2:
                names.setdefault(n.lower(), []).append(e)
        rel = e.relation
        if len(rel) >= 2 and rel not in RELATION_TERMS and rel.lower() not in names:
            phrases.setdefault(rel.lower(), []).append(e)
    firsts = first_names(entities, names)
    names.update(firsts)
    # One pass over names and relation words, longest first: "王明远" is not also "王明", "表哥" not a brother.
    found = [
        t
        for t in find_terms(text, [*names, *phrases, *RELATION_TERMS])
        if t.text not in firsts or text[t.start].isupper()  # "Grace" names Grace Lee; "grace" is a word
    ]
    named: list[Entity] = []
    sets: list[list[Entity]] = []
    rel_words: list[str] = []
    keys = {e.id: _relation_keys(e) for e in entities}
    rest = text
    for t in found:
        rest = rest[: t.start] + " " * (t.end - t.start) + rest[t.end :]
        if t.text in names:
            named.extend(names[t.text])
            continue
        if t.text in phrases:
            group = phrases[t.text]
        else:
            key = RELATION_TERMS[t.text][0]
            group = [e for e in entities if any(key in ancestors(k) for k in keys[e.id])]
            parent = RELATION_PARENT.get(key)
            if not group and parent and key not in SET_KEYS:
                # "妹妹" when the user only ever said "sister": the entity one step more general.
                group = [e for e in entities if parent in keys[e.id]]
        if group:
            sets.append(group)
            rel_words.append(text[t.start : t.end])
    if not named and not sets:  # "which of my reports …" of a "direct report": the user's own labels
        for word, group in loose_sets(rest, entities):
            sets.append(group)
            rel_words.append(word)
            rest = rest.replace(word, " " * len(word), 1)
    return named, sets, rel_words, rest


def _unique(views: Sequence[EntityView]) -> list[EntityView]:
    return list({v.entity.id: v for v in views}.values())


def _quote(text: str, lang: str) -> str:
    """`text` as is when it is in the section's language (or has no letters), else quoted."""
    if not any(ch.isalpha() for ch in text) or detect_language(text) == lang:
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


def _who(view: EntityView, lang: str, *, aliases: bool) -> str:
    e = view.entity
    inside = [_quote(e.relation, lang)] if e.relation and e.relation != e.name else []
    if aliases and e.aliases:
        inside.append(_W[lang]["aka"] + _W[lang]["list"].join(e.aliases[:3]))
    if not inside:
        return e.name
    return f"{e.name}（{'，'.join(inside)}）" if lang == "zh" else f"{e.name} ({', '.join(inside)})"


def _values_text(facts: Sequence[EntityFact], lang: str) -> str:
    return _W[lang]["list"].join(_quote(x, lang) for x in dict.fromkeys(f.value for f in facts))


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


def _member_line(view: EntityView, q: Question, lang: str, names: dict[str, str], *, in_set: bool) -> EntityLine | None:
    w = _W[lang]
    shown: list[EntityFact] = []
    parts: list[str] = []
    missing = ""
    for attr in q.attributes:
        facts = [f for f in facts_of(view, attr) if f not in shown]
        if not facts and attr in FALLBACK and (close := [f for f in facts_of(view, FALLBACK[attr]) if f not in shown]):
            # a birthday for an age (the model can work it out), a like for a hobby: the closest thing said
            attr, facts = FALLBACK[attr], close
        if facts:
            parts.append(_group_text(attr, facts, view, q, lang))
            shown.extend(facts)
            if attr in BESIDE and (more := [f for f in facts_of(view, BESIDE[attr]) if f not in shown]):
                parts.append(_group_text(BESIDE[attr], more, view, q, lang))  # 爱好 … then 喜欢 …: both answer
                shown.extend(more)
        elif in_set or attr == q.attributes[0]:
            parts.append(f"{_label(attr, (), lang)}{w['kv']}{w['missing']}")
            missing = missing or parts[-1]
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
    return EntityLine(text, ids, gap, missing, head=head, parts=tuple(parts), sep=w["sep"])


def _header(
    rel_words: Sequence[str], members: Sequence[EntityView], scale: Scale | None, q: Question, lang: str
) -> str:
    w = _W[lang]
    rel = w["and"].join(dict.fromkeys(rel_words))
    people = all(v.entity.kind == "person" for v in members)
    unit = ("人" if people else "个") if lang == "zh" else ""  # 用户的狗共 2 个, not 2 人
    parts = [w["count"].format(rel=rel, n=len(members), unit=unit)] if rel else []
    if scale is None:
        if parts and not q.attributes:
            parts[0] += w["colon"] + w["list"].join(v.entity.name for v in members)
        return "- " + w["sep"].join(parts) if parts else ""
    label = ATTRIBUTE_LABELS[lang].get(scale.attribute, scale.attribute)
    pair = _ENDS[lang]["age" if scale.attribute == "age" else "date" if scale.kind == "date" else "rank"]
    hi, lo = pair if scale.descending else pair[::-1]
    parts.append(w["by"].format(label=label, hi=hi, lo=lo))
    if scale.attribute == "age" and any(v.entity.id not in scale.values and facts_of(v, "birthday") for v in members):
        # Someone's age is known only by a birthday: who is oldest is not for this list to say.
        return "- " + w["sep"].join(parts)
    if scale.attribute == "age":
        end, top = w["age_hi" if scale.descending else "age_lo"], w["top_age"]
    else:
        end = w[("date_" if scale.kind == "date" else "end_") + ("hi" if scale.descending else "lo")]
        top = w["top"]
    best = scale.values[members[0].entity.id]
    tops = [v for v in members if scale.values.get(v.entity.id) == best]
    value = {v.entity.id: _values_text(facts_of(v, scale.attribute), lang) for v in tops}
    who = w["list"].join(
        f"{v.entity.name}（{value[v.entity.id]}）" if lang == "zh" else f"{v.entity.name} ({value[v.entity.id]})"
        for v in tops
    )
    said = top.format(label=label, end=end, who=who)
    if any(v.entity.id not in scale.values for v in members):
        # Not every member's value is in the table (the context may quote what they said instead): the top is
        # the top of those recorded, not of the set.
        said = f"已记录的{said}" if lang == "zh" else f"{said} (of those recorded)"
    parts.append(said)
    return "- " + w["sep"].join(parts)
