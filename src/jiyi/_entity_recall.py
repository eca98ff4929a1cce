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

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from ._entity_asked import Question, read_question
from ._entity_by_value import asks_who, by_value, demonym_said, said_facts
from ._entity_eventsets import asked_kind, asked_window, count_line, of_kind, place_named, says_window
from ._entity_everyone import (
    EVENT_ONLY,
    VISITS,
    everyone_kind,
    implied_attribute,
    known_people,
    place_said,
    says_pronoun,
)
from ._entity_fit import EntityLine, fit_lines
from ._entity_kin import kin_asked, owners_of
from ._entity_models import ATTRIBUTES, Entity, EntityFact, EntityView
from ._entity_render import header, member_line
from ._entity_scale import ORDERED, facts_of, matches, order, scale_of
from ._entity_sets import asked_by_label, first_names, loose_sets
from ._entity_things import asked_things
from ._entity_words import (
    RELATION_PARENT,
    RELATION_TERMS,
    SET_KEYS,
    TIE_TERMS,
    Term,
    ancestors,
    find_terms,
)
from ._mend import says_any, words
from ._places import abroad, abroad_line, asks_abroad
from ._regions import asked_regions, region_line
from ._text import detect_language, estimate_tokens, is_han
from .extractors._entities_events_kin import BARE
from .extractors._entities_voice import chat_words_spelled_out

__all__ = [
    "SECTION_HEADING",
    "EntityAnswer",
    "EntityLine",
    "entity_answer",
    "entity_lines",
    "entity_section",
    "entity_targets",
    "entity_targets_read",
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
    question = chat_words_spelled_out(question)  # "jess bday??", "count of ppl over 40", "俺表哥多高"
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


def entity_targets(question: str, entities: Sequence[Entity], *, recent: Sequence[str] = ()) -> list[str]:
    """The ids of the entities `entity_lines` may speak of for `question` — named, in a set it asks about, or
    (for a pronoun) named in the recent turns — read from the entities alone, so a caller reads the facts of
    these only, and of none when the question is about no one. Entities that link to them are not included."""
    return entity_targets_read(question, entities, recent=recent)[0]


def entity_targets_read(
    question: str, entities: Sequence[Entity], *, recent: Sequence[str] = ()
) -> tuple[list[str], Question | None]:
    """`entity_targets`, and the question as read when telling whom it is about took reading it (a question over
    everyone): hand it to `entity_answer` (`read=`) so it is not read again."""
    question = chat_words_spelled_out(question)  # read as `entity_answer` reads it
    active = [e for e in entities if e.state == "active"]
    named, sets, *_, read = _find(question, active, recent)
    whose = owners_of(named, active)  # "my aunt's son" is read again with the aunt he is the son of
    return list(dict.fromkeys(e.id for e in [*named, *(e for group in sets for e in group), *whose])), read


def _find(
    question: str, entities: Sequence[Entity], recent: Sequence[str], read: Question | None = None
) -> tuple[list[Entity], list[list[Entity]], list[str], str, str, Question | None]:
    """`_targets` of the question, or of the latest recent turn naming someone when the question says 她 / he; the
    kind of entity ("person", "event") when it asks over all of them ("有几个人…", "which events…"), else ""; and
    the question as read when telling that took reading it, else None. `read`: that reading, made already (it
    does not depend on the entities: a question over everyone names none of them, so its `rest` is all of it)."""
    named, sets, rel_words, rest = _targets(question, entities)
    said = list({e.id: e for e in [*named, *(e for group in sets for e in group)]}.values())
    if said and len(said) <= 2 and _marked(question, said) and asks_who(question):
        # "who's older than Amy?", "谁比姐姐大", "除了舅舅谁最大": the one named is where the comparison starts,
        # the question ranges over everyone
        read = read if read is not None else read_question(question, rest)
        if read.direction is not None and all(e.kind == "person" for e in said):
            # "besides Sam" leaves him out (the top is not him); "than Amy" keeps her, for her value
            out = {e.id for e in said} if _LEAVING.search(question) else set()
            group = [e for e in entities if e.kind == "person" and e.id not in out]
            return [], [group], [], rest, "person", read
    # "我参加过哪些聚会？" names the event called just 聚会, and asks over every 聚会 (望京的聚会 too)
    plain = bool(named) and not sets and all(e.kind == "event" and e.name.strip().casefold() in BARE for e in named)
    if (plain or (not named and not sets)) and (kind := everyone_kind(question)) is not None:
        read = read if read is not None else read_question(question, rest)
        group = [e for e in entities if e.kind == kind]
        if kind == "event":
            group = of_kind(question, group)  # "how many concerts": the concerts, not every event
        if group and _asks_of_all(read, kind, question) and (not plain or len(group) > 1):
            return [], [group], rel_words, rest, kind, read
    follow_up = not named and not sets and bool(_FOLLOW_UP.search(question))
    if not named and not sets and (follow_up or says_pronoun(question)):
        # 她以前住哪, "and the tallest?", "那最矮的呢": the entity or set the last turns were about
        for turn in reversed(recent):
            named, sets, rel_words, _ = _targets(turn, entities)
            if named or sets:
                break
    if not named and not sets:  # "那个招聘会在哪办？", "我用的什么手机？": an event, thing or place by what it is
        named = asked_things(question, entities)
    if not named and not sets and (follow_up or _THEY.search(question)) and not asks_who(question):
        # "what do they all do for work", "他们都是干啥的", "and the oldest?" after "who's the tallest?": no one
        # named in the chat, so everyone the user told of, when it asks something of them ("who of them is a
        # nurse?" is who fits a value: read by it, `by_value`)
        read = read if read is not None else read_question(question, rest)
        group = [e for e in entities if e.kind == "person"]
        asks = _ASKS.search(question) and not _YOU.search(question)  # "and where do you live?" asks the assistant
        if group and (read.attributes or read.direction is not None) and asks:
            return [], [group], rel_words, rest, "person", read
    return named, sets, rel_words, rest, "", read if not named and not sets else None


def _marked(question: str, said: Sequence[Entity]) -> bool:
    """Whether one of `said` is named right after a word that makes them the mark of a comparison ("than Amy",
    "than my sister", "比姐姐", "除了舅舅"); "韩志远跟冯丽娟比，谁大" compares the two, no mark."""
    low = question.lower()
    # (a relative known by the tie alone has no name: "my nan is 90")
    words = [w.lower() for e in said for w in (e.name, *e.name.split()[:1], *e.aliases, e.relation) if len(w) >= 2]
    for m in _AGAINST.finditer(low):
        after = re.sub(r"^\s*(?:my\s+|我的?)?", "", low[m.end() :])
        if any(after.startswith(w) for w in words):
            return True
    return False


def _asks_of_all(q: Question, kind: str, question: str) -> bool:
    """Whether a question over every person or event asks something of them (an attribute, a count, an order):
    "大家好" opens no set."""
    if kind == "event" and (says_window(question) or VISITS.search(question) or _WHICH.search(question)):
        return True  # "去年参加过哪些活动？", "which events did I go to in Glasgow?": the list, by when or where
    return bool(q.attributes or q.direction is not None or (q.count and (kind == "event" or known_people(question))))


_WHICH = re.compile(r"哪些|哪几|有什么|\b(?:which|what|list)\b", re.I)
#: A turn that goes on from the last one with only what changes: "and the tallest?", "what about the youngest",
#: "那最矮的呢", "身高呢"
_FOLLOW_UP = re.compile(r"^\s*(?:and|what about|how about|then)\b|^\s*(?:那|那么|还有)|呢[?？!！。\s]*$", re.I)
#: The people as a group said by a pronoun: "what do they all do", "where are all of them from", "他们都是干啥的"
_THEY = re.compile(r"\b(?:they|them|their)\b|他们|她们|大家", re.I)
#: A person said as the mark a comparison is against or leaves out: "older than Amy", "比姐姐大", "besides Sam"
_AGAINST = re.compile(r"\b(?:than|besides|except(?: for)?|apart from|other than)\b|比(?!较)|除了|除去", re.I)
_LEAVING = re.compile(r"\b(?:besides|except|apart from|other than)\b|除了|除去", re.I)
_YOU = re.compile(r"\byou\b|你|您", re.I)
#: A question, not news ("他们说明天下雨"): a mark or a question word
_ASKS = re.compile(
    r"[?？]|什么|啥|哪|几|多少|多大|多高|谁|吗|呢|有没有|\b(?:what|which|who|whose|where|how|when|any|anyone|anybody)\b",
    re.I,
)


def _relation_keys(entity: Entity) -> tuple[str, ...]:
    """The relation keys the entity's own words name (its name when it has no relation: an unnamed "妹妹")."""
    if not entity.relation and re.search(r"的|'s\b", entity.name):
        return ()  # "小刘的老婆", "Tom's wife": someone else's relative, not the user's
    whose = re.match(r"^(?P<o>.+?)(?:的|['’]s\s)(?P<k>.+)$", entity.relation)
    if whose and _keys_of(whose["o"]) and _keys_of(whose["k"]):
        return ()  # "闺蜜的老公", "sister's husband": the user's friend's husband is no husband of the user's
    if entity.kind in _NOT_PEOPLE:
        return ()  # "朋友聚会" is an event, "家庭影院" a thing: no friend or family of the user by its name
    return _keys_of(entity.relation) if entity.relation else _keys_of(entity.name, as_tie=False)


@functools.lru_cache(maxsize=1024)
def _keys_of(said: str, *, as_tie: bool = True) -> tuple[str, ...]:
    """The relation keys `said` names: as a tie the user said ("my cuz" is a cousin), or as a name ("Nan" is one)."""
    terms = TIE_TERMS if as_tie else RELATION_TERMS
    return tuple(terms[t.text][0] for t in find_terms(said, terms))


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
    # "Grace" names Grace Lee and "grace" is a word ("say grace before dinner"); two first names in a message typed
    # all in lowercase are two people compared ("is leo older than jess")
    terms = find_terms(text, [*names, *phrases, *RELATION_TERMS])
    pair = not any(c.isupper() for c in text) and len({t.text for t in terms if t.text in firsts}) >= 2
    found = [t for t in terms if t.text not in firsts or text[t.start].isupper() or pair]
    named: list[Entity] = []
    sets: list[list[Entity]] = []
    rel_words: list[str] = []
    keys = {e.id: _relation_keys(e) for e in entities}

    def whom(t: Term) -> list[Entity]:  # whom a term names, as the owner of the kin said after it
        key = RELATION_TERMS[t.text][0] if t.text in RELATION_TERMS else ""
        by_key = [e for e in entities if key and any(key in ancestors(k) for k in keys[e.id])]
        return names.get(t.text) or phrases.get(t.text) or by_key

    kin = kin_asked(text, found, whom, entities)  # "我姑妈的儿子": her son, not the aunt
    rest = text
    for i, t in enumerate(found):
        unsaid = rest
        rest = rest[: t.start] + " " * (t.end - t.start) + rest[t.end :]
        if i in kin or i + 1 in kin:
            named.extend(kin.get(i, []))
            continue
        if t.text in names:
            named.extend(names[t.text])
            continue
        if _appositive(text, found, i, names):
            continue  # "我下属董立军", "my boss Claire": who the named one is, not a set
        if t.text == "folks" and _EVERYONE_AFTER.match(text, t.end) and not _MY_BEFORE.search(text[: t.start]):
            continue  # "folks I know": everyone the user knows, not "my folks" (the family)
        if t.text in phrases:
            group = phrases[t.text]
        else:
            key = RELATION_TERMS[t.text][0]
            group = [e for e in entities if any(key in ancestors(k) for k in keys[e.id])]
            if len(group) > 1 and key in _KIN_WORDS and is_han(t.text[0]):
                # "表哥" of a 表哥 and a 表姐 (both cousins): the one the user calls by that very word
                group = [e for e in group if t.text in (e.relation or e.name)] or group
            parent = RELATION_PARENT.get(key)
            if not group and parent and key not in SET_KEYS:
                # "妹妹" when the user only ever said "sister": the entity one step more general.
                group = [e for e in entities if parent in keys[e.id]]
        if group:
            sets.append(group)
            rel_words.append(text[t.start : t.end])
        else:  # a word for people none of whom is known ("how many are teachers?", "谁是老幺") says what is asked
            rest = unsaid
    if not named and not sets:  # "which of my reports …" of a "direct report": the user's own labels
        for word, group in loose_sets(rest, entities):
            sets.append(group)
            rel_words.append(word)
            rest = rest.replace(word, " " * len(word), 1)
    return named, sets, rel_words, rest


# After a relation word, words that make it everyone the user knows ("folks I know", "people I've told you about").
_EVERYONE_AFTER = re.compile(r"\s+(?:i|i've|i have|i'd|you|we|in my life|around me)\b", re.I)
_MY_BEFORE = re.compile(r"\b(?:my|our)\s*$", re.I)

#: relation keys whose Chinese words say more than the key (表哥 / 表姐 / 表弟 are all cousins; 舅舅 and 叔叔 uncles)
_KIN_WORDS = frozenset({"cousin", "uncle", "aunt"})


# What may stand between a relation word and the name it describes: "下属董立军", "my boss, Claire", "Ivy (my
# direct report)" — nothing, a comma, a space.
_APPOSED = re.compile(r"[\s,，、(（]*")


def _appositive(text: str, found: Sequence[Term], i: int, names: dict[str, list[Entity]]) -> bool:
    """Whether relation word `found[i]` only says who the name right after (or before) it is."""
    after = found[i + 1] if i + 1 < len(found) else None
    before = found[i - 1] if i > 0 else None
    if after is not None and after.text in names and _APPOSED.fullmatch(text[found[i].end : after.start]):
        return True
    gap = text[before.end : found[i].start] if before is not None else ""
    return before is not None and before.text in names and bool(re.fullmatch(r"[\s,，]*(?:my|我的?)\s*", gap))


def _unique(views: Sequence[EntityView]) -> list[EntityView]:
    return list({v.entity.id: v for v in views}.values())
