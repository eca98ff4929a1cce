"""Whom a question is about, for `_entity_recall`: the entities it names, the sets its relation words select, or
everyone it asks over.

A name or alias ("小王", "Amy"), a first name of a Latin full name, a relation word ("我妹妹", "my reports") matched
against the relation keys of the user's own words (`jiyi._entity_words`), kin said of someone ("我姑妈的儿子"), a
pronoun or a follow-up ("她以前住哪", "and the tallest?") read against the recent turns, and a question over every
person or event ("有几个人…", "which events…", "who's older than Amy?"). Read from the entities alone, so a caller
reads the facts of these only (`entity_targets`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from ._asked_spelling import comparison_spelled
from ._entity_asked import Question, read_question
from ._entity_by_value import asks_who
from ._entity_eventsets import of_kind, says_window
from ._entity_everyone import (
    VISITS,
    everyone_kind,
    known_people,
    says_pronoun,
)
from ._entity_kin import kin_asked, owners_of
from ._entity_models import Entity
from ._entity_sets import first_names, loose_sets
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
from ._text import is_han
from .extractors._entities_events_kin import BARE
from .extractors._entities_voice import chat_words_spelled_out

__all__ = ["entity_targets", "entity_targets_read"]

_NOT_PEOPLE = frozenset({"thing", "place", "event"})


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
    question = comparison_spelled(chat_words_spelled_out(question))  # read as `entity_answer` reads it
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
