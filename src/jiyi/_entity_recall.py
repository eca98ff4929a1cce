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
  rest on the model sorting "专科" against "master's" (or "一米八二" against "5'9\"": `jiyi._entity_scale`);
- a question over everyone ("有几个人的家乡在浙江？", "我认识的人里谁最高？", "how many events were in Shanghai?")
  is a set of every person or every event (`jiyi._entity_everyone`), listed the same way: the section hands over
  every value, the model counts. A count over a scale ("35岁及以下") lists the members in order;
- a value in the question picks the members it is said of ("我那个老家在青岛的同事", "my colleague from Leeds"):
  one asked by a singular word is those members alone, a set lists them first, with that value shown.

Questions in words nobody listed: a set by a word of the user's own relation labels ("my reports" of a "direct
report") and an attribute by the words of the members' fact labels (`jiyi._entity_sets`); a Latin full name by its
first name; who lives abroad against the user's home (`jiyi._places`); a province, region or country asked of
cities ("有几个四川的" of 成都, "who's from up north?": `jiyi._regions`). A member whose asked fact the table lacks is
marked (`EntityLine.gap`) so `context()` can put the user's own dated sentence there (`jiyi._entity_quotes`).

Every line is self-contained ("吴杰明（下属）：教育背景 专科"); a value said in the other language is quoted, not
spliced into the sentence. Lines come in priority order (the set's header first) so a budget keeps the best.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from ._asked_spelling import comparison_spelled
from ._entity_asked import Question, read_question
from ._entity_by_value import asks_who, by_value, demonym_said, said_facts
from ._entity_eventsets import asked_kind, asked_window, count_line, place_named
from ._entity_everyone import (
    EVENT_ONLY,
    VISITS,
    implied_attribute,
    place_said,
)
from ._entity_fit import EntityLine, fit_lines
from ._entity_models import ATTRIBUTES, EntityFact, EntityView
from ._entity_render import header, member_line
from ._entity_scale import ORDERED, facts_of, matches, order, scale_of
from ._entity_sets import asked_by_label
from ._entity_targets import _NOT_PEOPLE, _WHICH, _find
from ._entity_words import (
    RELATION_TERMS,
    SET_KEYS,
)
from ._mend import says_any, words
from ._places import abroad, abroad_line, asks_abroad
from ._regions import asked_regions, region_line
from ._text import detect_language, estimate_tokens, is_han
from .extractors._entities_voice import chat_words_spelled_out

__all__ = [
    "SECTION_HEADING",
    "EntityAnswer",
    "EntityLine",
    "entity_answer",
    "entity_lines",
    "entity_section",
    "restates",
]

SECTION_HEADING = {"zh": "## 相关的人和事", "en": "## People and things"}


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
    return entity_answer(question, views, language=language, recent=recent, home=home).lines


@dataclass(frozen=True, slots=True)
class EntityAnswer:
    """The section's lines and what the question asks as they answer it — the attributes the set was listed by,
    a condition's among them — for the quotes that fill their gaps (`jiyi._entity_quotes`): read once."""

    lines: list[EntityLine]
    asked: Question | None = None


def entity_answer(
    question: str,
    views: Sequence[EntityView],
    *,
    language: str,
    recent: Sequence[str] = (),
    home: str | None = None,
    read: Question | None = None,
    now: datetime | None = None,
) -> EntityAnswer:
    """`entity_lines` with the question as read (`EntityAnswer`); `read`: as `entity_targets_read` read it; `now`:
    the time a question over events says by "今年" / "last month" is read against (`jiyi._entity_eventsets`)."""
    # "jess bday??", "count of ppl over 40", "俺表哥多高"; "who's the talest", "谁最搞"
    question = comparison_spelled(chat_words_spelled_out(question))
    lang = "zh" if language == "zh" else "en"
    active = [v for v in views if v.entity.state == "active"]
    if not active or not question.strip():
        return EntityAnswer([])
    by_id = {v.entity.id: v for v in active}
    found, sets_of, rel_words, rest, everyone, read = _find(question, [v.entity for v in active], recent, read)
    # The question's own words, less the names and relations read ("younger sister" is not a comparison); a
    # copy when `_find` read them already, as what follows adds to it (a condition's attributes, a kind's).
    q = read.copy() if read is not None else read_question(question, rest)
    named = [by_id[e.id] for e in found]
    sets = [[by_id[e.id] for e in group] for group in sets_of]
    if sets and not everyone:  # "担任项目主管的舅妈": 主管 is a value said of someone, not the user's 主管
        sets, rel_words = _not_values(question, sets, rel_words, active)
    # An entity named for what links to it ("who works at Siemens?"): the entities that do.
    linked = [by_id[k.source_id] for v in named for k in v.links if k.target_id == v.entity.id and k.source_id in by_id]
    # ... and not the entity itself when nothing is known of it but that: "my relative employed by Redline Freight"
    # lists the relatives, never the company as one of them with every value "not said"
    by = {k.target_id for v in linked for k in v.links}
    named = [v for v in named if v.entity.kind == "person" or v.facts or v.entity.id not in by]
    members = _unique([*named, *linked, *(v for group in sets for v in group)])
    far = home is not None and asks_abroad(question)
    if not members and asks_who(question):  # "谁住在杭州？": selected by a value alone
        members = [v for v in by_value(rest, active) if _said_as_asked(rest, v, q)]
        if not members and far and home is not None:  # "谁住在国外？": the places abroad of the user's home
            members = [v for v, _ in abroad(active, home)]
        if not members and home is None and asks_abroad(question):
            # the user's own country never said: where each one lives, for the model to tell which are abroad
            members = [v for v in active if v.entity.kind == "person"]
            everyone = "person" if members else ""
            q.attributes = ["lives_in", *(a for a in q.attributes if a != "lives_in")]
        # "谁最高？", "who's the oldest?"; "谁是五月生日", "whose birthday is in May?" (a value on a scale no one
        # holds as said: each one's, for the model to compare): of everyone
        if not members and (q.direction is not None or (q.attributes and all(a in ORDERED for a in q.attributes))):
            members = [v for v in active if v.entity.kind == "person"]
            everyone = "person" if members else ""
    if not members:
        return EntityAnswer([])
    low = question.lower()
    for v in members:  # an attribute the extractor named in its own words, asked in those words
        for f in v.facts:
            known = f.attribute in ATTRIBUTES or f.attribute in q.attributes
            if not known and len(f.label) >= 2 and f.label.lower() in low:
                q.attributes.append(f.attribute)
    if not q.attributes:  # "how many of my people are Texans?": where each is from, for the model to count
        q.attributes = list(dict.fromkeys(f.attribute for v in members for f in v.facts if _demonym_of(f, low)))
    if not q.count and (own := [a for a in asked_by_label(rest, members) if a not in q.attributes]):
        # Asked in the words of the members' own labels ("什么专业", "major in"): those first; a listed word
        # beside them that no member has a value for ("at college") asks nothing of this set.
        held = {a for a in q.attributes if any(facts_of(v, a) for v in members)}
        q.attributes = [*own, *(a for a in q.attributes if a in held)]
    _fit_to_kind(q, members, grouped=bool(sets))
    at_place = everyone == "event" and (place_said(rest, members) or place_named(rest, members))
    if at_place and not q.attributes:
        q.attributes = ["place"]  # "我说过的活动里，成都的有几个？": each event's place, so the model can count
    if everyone == "event" and VISITS.search(question) and not at_place:
        return EntityAnswer([])  # "我去过几次健身房？": no event's place is said, so no list of events answers it
    window = asked_window(question, now) if everyone == "event" and now is not None else None
    if window is not None and not q.attributes and not q.count:
        q.attributes = ["date", "place"]  # "这周末都有啥活动？": when and where each is, so two can be told apart
    if window is not None and "date" not in q.attributes:
        q.attributes.append("date")  # "去年在杭州参加过哪些活动？": when each was, beside where
    if everyone == "event" and not q.attributes and not q.count and _WHICH.search(question):
        q.attributes = ["date", "place"]  # "what concerts have I been to?": each, when and where
    # A set says how many it holds: asked over one ("which of my friends", "我下属里谁", "family"), or a Chinese
    # relation word that selects several ("我同事住哪"); "my sister" with two sisters known is just two lines.
    plural = any(RELATION_TERMS.get(r.lower(), ("", False))[1] or _set_key(r) for r in rel_words)
    several = len(members) > 1 and any(
        detect_language(r) == "zh" or (r.lower().endswith("s") and r.lower() not in RELATION_TERMS) for r in rel_words
    )  # a Chinese word, or the plural of the user's own label ("my reports")
    as_set = bool(everyone) or (bool(sets) and (q.set_cue or q.count or q.direction is not None or plural or several))
    if everyone and not q.attributes and not q.count:
        return EntityAnswer([])  # "谁最好？" of everyone, with nothing it compares on: no list of all they are
    matched = _condition(rest, members, q) if len(members) > 1 else []
    if matched and not as_set:
        members = matched  # "my colleague from Leeds" of four colleagues: the one from Leeds
    # A comparison orders the set; so does a count over a scale ("有几个人35岁及以下": every age, in order), and any
    # question over everyone that lists a scale ("who is over 30?": every age, in order, for the model to cut).
    ranks = (
        q.direction is not None
        or q.upcoming
        or ((q.count or bool(everyone)) and bool(q.attributes) and q.attributes[0] in ORDERED)
    )
    scale = scale_of(q, members, now) if ranks and len(members) > 1 else None
    ordered = order(members, scale) if scale else [*matched, *(v for v in members if v not in matched)]
    if everyone and not scale and q.attributes:
        # Over everyone, those with an asked value known come before those none is said of, so a budget too
        # small for all of them leaves out the members with least to say (the order is otherwise kept).
        valued = [v for v in ordered if v in matched or any(facts_of(v, a) for a in q.attributes)]
        ordered = [*valued, *(v for v in ordered if v not in valued)]
    # Events by when and where ("我今年去过几次上海？"): how many fit, named, and listed first.
    counted, fit = count_line(rest, ordered, window, lang) if everyone == "event" else ("", [])
    if not scale:  # a list the header says is in date order stays in it
        ordered = [*fit, *(v for v in ordered if v not in fit)]
    names = {v.entity.id: v.entity.name for v in active}
    # Everyone counted with nothing asked of them ("我提到过几个人？"): the header names them all, no line each.
    bare = bool(everyone) and not q.attributes
    body = [] if bare else [member_line(v, q, lang, names, in_set=as_set) for v in ordered]
    lines = [b for b in body if b is not None]
    # "how many concerts": the set is the concerts, and the header says so (not "the events", all of them)
    kind_said = asked_kind(question, [v.entity for v in members])[0] if everyone == "event" else ""
    head = header(rel_words, ordered, scale, q, lang, everyone, what=kind_said) if (as_set or scale) else ""
    if far and home is not None and (away := abroad(ordered, home)):
        lines.insert(0, EntityLine(abroad_line(away, lang)))
    # "有几个四川的", "who's from up north?": who is in the province or region, with the city it was read from
    placed = [a for a in q.attributes if a in _PLACES][:1]
    for region in asked_regions(rest) if placed else ():
        if (said := region_line(ordered, region, placed[0], lang)) is not None:
            lines.insert(0, EntityLine(said))
    if counted:
        lines.insert(0, EntityLine(counted))
    return EntityAnswer([EntityLine(head), *lines] if head else lines, q)


def _demonym_of(fact: EntityFact, question: str) -> bool:
    return fact.attribute in _PLACES and demonym_said(fact.value.casefold(), question)


def _not_values(
    question: str, sets: list[list[EntityView]], rel_words: list[str], views: Sequence[EntityView]
) -> tuple[list[list[EntityView]], list[str]]:
    """The sets whose relation word is not part of a value the question says of someone ("项目主管" of a job, "team
    lead" of a title), and their words."""
    said = [f.value for v in views for f in said_facts(question, v)]
    keep = [i for i, word in enumerate(rel_words) if not any(word in value for value in said)]
    if len(keep) == len(rel_words):
        return sets, rel_words
    return [sets[i] for i in keep], [rel_words[i] for i in keep]


def _fit_to_kind(q: Question, members: Sequence[EntityView], *, grouped: bool) -> None:
    """The asked attributes as the members' kind has them: "where" of events is their place, a size or a duration
    asks nothing of people ("有多少人" counts them), and a comparison naming no attribute says it by its word; a thing
    or place asked alone (not `grouped` in a set) answers by the user's tie to it when it lacks what was asked."""
    if members and all(v.entity.kind == "event" for v in members):
        if "lives_in" in q.attributes or "from" in q.attributes:  # "上海的活动有几个": where it was, not a hometown
            q.attributes = ["place" if a in ("lives_in", "from") else a for a in q.attributes if a != "place"]
            q.place = False
        # "这周要做什么？" asks no event its job: what only people have is no column of a list of events
        q.attributes = [a for a in q.attributes if a in EVENT_ONLY or any(facts_of(v, a) for v in members)]
    elif not any(v.entity.kind == "event" for v in members):
        q.attributes = [a for a in q.attributes if a not in EVENT_ONLY]
    if q.direction is not None and not q.attributes and (attr := implied_attribute(q.direction_words, members)):
        q.attributes = [attr]
    if q.place and any(v.entity.kind != "person" for v in members):
        q.attributes = []  # "那家咖啡店在哪": where a place or a shop is, not where it "lives" — all it holds
    elif (
        not grouped
        and all(v.entity.kind in _NOT_PEOPLE for v in members)
        and not any(facts_of(v, a) for v in members for a in q.attributes)
    ):
        q.attributes = []  # "我住在哪个小区": the user's tie to the place is the answer, not its lives_in
    if q.direction is not None and not q.attributes and q.age_word:
        q.attributes = ["age"]  # "谁最大" / "who is the oldest" in a set of people


def _condition(rest: str, members: Sequence[EntityView], q: Question) -> list[EntityView]:
    """The members a value in the question picks ("老家在青岛的同事", "my colleague from Leeds"), with the
    attribute that value is of added to those shown, so the line says why it was picked. All members stay in the
    set (a value the table lacks may be in what the user said): the picked ones come first."""
    picked = []
    for v in members:
        said = _said_as_asked(rest, v, q)
        if said:
            picked.append(v)
            q.attributes.extend(a for a in dict.fromkeys(f.attribute for f in said) if a not in q.attributes)
    return picked if len(picked) < len(members) else []


#: Attributes whose values are places: a city said in a question is a condition on the one the question names.
_PLACES = frozenset({"lives_in", "works_in", "from", "place"})


def _said_as_asked(rest: str, view: EntityView, q: Question) -> list[EntityFact]:
    """The member's facts whose value the question says (`said_facts`), less a place said of another kind of place
    than the question names: "谁住在杭州" is not someone from 浙江杭州 or working there, "how many people live in
    Tokyo" not one whose office is there. A question naming no kind of place ("my colleague from Leeds") takes any."""
    said = said_facts(rest, view)
    named = _PLACES.intersection(q.attributes)
    if not named:
        return said
    return [f for f in said if not any(matches(f, a) for a in _PLACES) or any(matches(f, a) for a in named)]


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


def _unique(views: Sequence[EntityView]) -> list[EntityView]:
    return list({v.entity.id: v for v in views}.values())
