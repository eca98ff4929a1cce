"""The user's own words about someone whose asked fact the entity table does not hold (issue #21).

The people and things section lists each member of a set with the asked attribute, and says "未提及" / "not said"
when no current fact holds it. The table holds only what the extractor read, so "not said" is often wrong: the user
did say it, in words the extractor missed ("Kenji moved to Osaka last spring"). For such a member the section
quotes the user's best sentence about them instead, with its date, and keeps "未提及" only when nothing was said.

A message the table already read one of the member's facts from is not quoted for it: what it said is on the line.
Where a member's sentences are found: the messages its current facts and links were read from (the store keeps
`message_ids` on every fact and link; a mention that carried no fact, no relation and no alias writes no row, so
it leaves no link to its message), and the user's messages whose text names the member (one full-text query for
every member that needs a quote). They are ranked against the question: the stored message vectors against the
question's vector, and a message that speaks of the asked attribute ("住", "lives") first.

A quote never brings back what the user took back: the excerpt rules of `context()` apply (a source of a memory
deleted, forgotten or corrected is never quoted, nor a message of its conversation said before that which
states what it withdrew; messages of a forgotten conversation are not found at all), and neither the message
being answered nor the recent turns are quoted.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, tzinfo

import numpy as np

from ._entity_asked import Question, asked_attributes, attribute_words, read_question
from ._entity_fit import EntityLine
from ._entity_models import Entity, EntityView
from ._entity_said import CONTACT, STATED, attributes_in, member_part
from ._entity_views import RELATION
from ._entity_words import find_terms
from ._models import Message, Role, ScoreParts, SearchHit
from ._text import fts_query, is_han
from .store._base import Store

__all__ = ["Quote", "find_quotes", "with_quote"]

#: Messages read per member needing a quote (the full-text query is shared by all of them).
_PER_MEMBER = 12
#: A quote longer than this many characters is cut (with "…"): one sentence is the point, not a page.
_MAX_CHARS = 90
#: A member's best messages checked against what the user took back; the best that stands is quoted.
_CHECKED = 3
#: Members needing a quote from which only sentences speaking of the asked attribute are quoted.
#: What a message speaking of the asked attribute adds to its cosine (e5 cosines sit within a few hundredths).
_ON_TOPIC = 0.05


@dataclass(frozen=True, slots=True)
class Quote:
    """One of the user's messages about a member, to stand where the table has nothing."""

    message_id: str
    text: str
    at: datetime


def find_quotes(
    store: Store,
    user_id: str,
    question: str,
    query_vector: np.ndarray | None,
    views: Sequence[EntityView],
    *,
    dim: int,
    in_chat: set[str],
    keep: Callable[[list[SearchHit]], list[SearchHit]],
    asked_as: Question | None = None,
    world: Sequence[EntityView] = (),
    wants: Mapping[str, frozenset[str]] | None = None,
    everyone: Sequence[Entity] = (),
) -> dict[str, Quote]:
    """Entity id -> the user's best sentence about it for `question`, for each of `views` something was said of.
    `keep` drops the hits the user took back (the assembler's excerpt rule); `in_chat` holds the texts already
    in the chat (the question, the recent turns), never quoted. `asked_as`: the question as the section read it
    (`jiyi._entity_recall.EntityAnswer.asked`, the attributes its lines show); read here when not given. `world`:
    every entity the answer read, the members among them; a message naming another of them is about a member only
    where it names the member. `wants`: entity id -> the attributes its line says are missing
    (`EntityLine.wants`); a member's quote must speak of one of those (of what was asked, when not given).
    `everyone`: the user's people besides (a run-on message naming one of them is theirs after the name)."""
    q = asked_as if asked_as is not None else read_question(question, question)
    names = {v.entity.id: [n for n in (v.entity.name, *v.entity.aliases) if len(n.strip()) >= 2] for v in views}
    names = {k: ns for k, ns in names.items() if ns}
    if not names:
        return {}
    ids: dict[str, None] = {}
    for v in views:
        for i in [*(m for f in v.facts for m in f.message_ids), *(m for k in v.links for m in k.message_ids)]:
            ids[i] = None
    match = fts_query(" ".join(n for ns in names.values() for n in ns))
    if match is not None:
        for i, _ in store.text_search(user_id, match, _PER_MEMBER * len(names), kind="message"):
            ids[i] = None
    if not ids:
        return {}
    withdrawn = store.withdrawn_sources(user_id, list(ids))
    # A message the table already read a fact from is in the line already; the asked fact was not in it.
    read_from = {v.entity.id: {m for f in v.facts if f.attribute != RELATION for m in f.message_ids} for v in views}
    keys = {k: [n.casefold() for n in ns] for k, ns in names.items()}
    others = {
        v.entity.id: [n.casefold() for n in (v.entity.name, *v.entity.aliases) if len(n.strip()) >= 2]
        for v in (*world, *views)
    }
    relation = {v.entity.id: v.entity.relation.casefold() for v in views}
    # who else a sentence may speak of: people and pets ("Emeka works at Costco" is all about Emeka)
    beings = {e.id: _names(e) for e in (*everyone, *(v.entity for v in (*world, *views))) if e.kind in _BEINGS}
    besides = {k: _Others(tuple(n for j, ns in beings.items() if j != k for n in ns), relation[k]) for k in names}
    asked = frozenset(asked_attributes(q))
    # When an attribute was asked, only a sentence that speaks of it — by its words or its value's shape — is
    # quoted: a sentence about something else says nothing the line lacks ("how old is Jonty?" answered with a
    # sentence about his job title reads as the answer), and such a sentence is quoted even when another fact was
    # read from it (the line shows the asked one only: "Caleb is my father, he is 6'4\"" read as a relation and a
    # job). Each member's own gap is what counts: "职位 未记录" beside a known city is not filled by the city.
    # Asked in words that name no attribute ("说说我的同事们"), the best sentence about them is quoted.
    wanted = {k: (wants or {}).get(k) or asked for k in names}
    about: dict[str, list[Message]] = {k: [] for k in names}
    topical: set[tuple[str, str]] = set()  # (member, message): the message speaks of what was asked, about them
    for m in store.get_messages(user_id, [i for i in ids if i not in withdrawn]):
        if m.role is not Role.USER or " ".join(m.content.split()) in in_chat:
            continue
        low = m.content.casefold()
        for k in names:
            # A message the table read one of their facts from is about them, named or not ("他今年四十一，在西安
            # 一家医院当麻醉师" after "说说我姐夫吧，他叫陈志刚"), unless it names someone else ("Meet Trevor, my
            # uncle. He got an associate degree. My aunt Ivy …" is no message about Ivy's degree): it is quoted
            # when it speaks of what was asked.
            own = m.id in read_from[k] and not any(n in low for j, ns in others.items() if j != k for n in ns)
            # on topic: a sentence of it names the member and speaks of what was asked ("董立军身高1米63", not
            # "蔡国栋在北京。" before it)
            on_topic = bool(wanted[k]) and _on_topic(m.content, keys[k], wanted[k], own=own, others=besides[k])
            fresh = on_topic if wanted[k] or own else True
            if fresh and (own or any(n in low for n in keys[k])) and not _bare(low, keys[k], relation[k]):
                about[k].append(m)
                if on_topic:
                    topical.add((k, m.id))
    said = {m.id: m for ms in about.values() for m in ms}
    if not said:
        return {}
    scores = _scores(store, user_id, asked, query_vector, list(said.values()), dim)
    # The best few of each member are checked against what the user took back (one read per conversation of
    # theirs), the best of those that stand is quoted.
    # A sentence about them that speaks of what was asked comes before one that only names them.
    ranked = {
        k: sorted(ms, key=lambda m: ((k, m.id) in topical, scores[m.id], m.created_at), reverse=True)[:_CHECKED]
        for k, ms in about.items()
    }
    shortlist = {m.id: m for ms in ranked.values() for m in ms}
    hits = keep([SearchHit(kind="message", message=m, score=0.0, parts=ScoreParts()) for m in shortlist.values()])
    standing = {h.id for h in hits}
    out: dict[str, Quote] = {}
    for k, ms in ranked.items():
        best = next((m for m in ms if m.id in standing), None)
        if best is not None:
            said_of = _about(best.content, keys[k], wanted[k], own=best.id in read_from[k], others=besides[k])
            out[k] = Quote(best.id, said_of, best.created_at)
    return out


def _scores(
    store: Store,
    user_id: str,
    asked: frozenset[str],
    query_vector: np.ndarray | None,
    messages: list[Message],
    dim: int,
) -> dict[str, float]:
    """How well each message answers the question: its stored vector against the question's, and whether it speaks
    of an attribute the question asks about (`asked`, as the section reads it: "平时都爱干什么" asks hobbies)."""
    vectors = store.message_vectors(user_id, [m.id for m in messages], dim) if query_vector is not None else {}
    out = {}
    for m in messages:
        vec = vectors.get(m.id)
        score = float(np.dot(vec, query_vector)) if vec is not None and query_vector is not None else 0.0
        out[m.id] = score + (_ON_TOPIC if asked & attributes_in(m.content) else 0.0)
    return out


# What a sentence naming someone as the user's relative or friend says besides that: nothing ("郭晓燕是我的搭档",
# "Jonah is one of my buddies") — the line says the relation already.
_GLUE_ZH = frozenset("我的是个位也就呀啊吧呢了")
_GLUE_EN = frozenset(["i", "my", "is", "a", "an", "the", "one", "of", "and", "also", "too", "this", "that"])
_LATIN = re.compile(r"[a-z0-9']+")


def _bare(low: str, names: Sequence[str], relation: str) -> bool:
    """Whether `low` (casefolded) says no more than a member's name and relation."""
    for n in sorted(names, key=len, reverse=True):
        low = low.replace(n, " ")
    if relation:
        low = low.replace(relation, " ")
    stem = relation[:-1] if len(relation) > 3 and relation.isascii() else relation  # "buddy" -> "buddies"
    han = [ch for ch in low if is_han(ch) and ch not in _GLUE_ZH]
    latin = [w for w in _LATIN.findall(low) if w not in _GLUE_EN and not (stem and w.startswith(stem))]
    return not han and not latin


_SENTENCE = re.compile(r"(?<=[。！？!?；;])|(?<=\.)\s+")


def _sentences(text: str) -> list[str]:
    return [p.strip() for p in _SENTENCE.split(" ".join(text.split())) if p and p.strip()]


_PRONOUN_START = re.compile(r"^(?:他|她|ta\b|he\b|she\b|his\b|her\b|they\b|their\b)", re.I)


_BEINGS = ("person", "pet")


def _names(e: Entity) -> list[str]:
    return [n.casefold() for n in (e.name, *e.aliases) if len(n.strip()) >= 2]


@dataclass(frozen=True, slots=True)
class _Others:
    """Who else a sentence may name: the other entities' names, and any relation word but the member's."""

    names: tuple[str, ...] = ()
    relation: str = ""


def _topical(
    text: str, keys: Sequence[str], asked: frozenset[str] | set[str], *, own: bool = False, others: _Others = _Others()
) -> list[str]:
    """The sentences of `text` that speak of an asked attribute about the member: naming them, or right after one
    that does and starting with 他 / she ("My father is Caleb. He is 6'4\""). `own`: the table read a fact of the
    member from `text`, so a sentence opening with 他 / she is about them wherever it stands. A sentence naming
    someone else too speaks of the member only in its clauses about them (`jiyi._entity_said.member_part`), and
    is quoted as those clauses."""
    parts = _sentences(text)
    out = []
    for i, p in enumerate(parts):
        names = any(k in p.casefold() for k in keys)
        follows = i > 0 and bool(_PRONOUN_START.match(p)) and any(k in parts[i - 1].casefold() for k in keys)
        said = member_part(p, keys, others.names, others.relation) if names else p
        if (names or follows or (own and _PRONOUN_START.match(p))) and said and asked & attributes_in(said):
            out.append(parts[i - 1] + (" " if p.isascii() else "") + p if follows and not names else said)
    return out


def _on_topic(
    text: str, keys: Sequence[str], asked: frozenset[str] | set[str], *, own: bool = False, others: _Others = _Others()
) -> bool:
    """Whether `text` speaks of an asked attribute about the member (`_topical`)."""
    return bool(_topical(text, keys, asked, own=own, others=others))


def _about(
    text: str,
    keys: Sequence[str],
    asked: frozenset[str] | set[str] = frozenset(),
    *,
    own: bool = False,
    others: _Others = _Others(),
) -> str:
    """The sentence of `text` that names the member and speaks of `asked`, when one does (that sentence alone), else
    the one that names them, with the next one when it is short ("Kenji is on my team. He moved to Osaka."); cut to
    `_MAX_CHARS` around what was asked (`_cut`): the section's budget is shared by every member."""
    parts = _sentences(text)
    if asked and (hit := _topical(text, keys, asked, own=own, others=others)):
        return _cut(hit[0], asked)
    at = next((i for i, p in enumerate(parts) if any(k in p.casefold() for k in keys)), 0)
    said = parts[at] if parts else text
    if len(said) < _MAX_CHARS // 2 and at + 1 < len(parts):
        said += ("" if is_han(said[-1]) or said[-1] in "。！？；" else " ") + parts[at + 1]
    return _cut(said, asked)


#: Characters kept before what was asked when a quote is cut around it ("…and you can email her at x@y.z"), and
#: after its first word when a cut from the start would do ("working remotely from Boise": the cue, then the value).
_LEAD, _TAIL = 24, 36


def _cut(said: str, asked: frozenset[str] | set[str]) -> str:
    """`said` within `_MAX_CHARS`: its start when what was asked lies early enough, else a window that ends after it
    ("Talked to my godmother Ines today. She's 5 foot 4, … email her at ines.r@mail.pt." keeps the address, which a
    cut from the start drops: the quote stands in for exactly that value)."""
    if len(said) <= _MAX_CHARS:
        return said
    at = _asked_at(said, asked)
    if at is None or at + _TAIL < _MAX_CHARS:  # what was asked and the words after it fit from the start
        return said[: _MAX_CHARS - 1] + "…"
    start = max(0, at - _LEAD)
    if said[start:].isascii():  # a Latin window opens on a word, not inside one
        start = said.rfind(" ", 0, start) + 1
    end = start + _MAX_CHARS - 2
    return "…" + said[start:end] + ("…" if end < len(said) else "")


def _asked_at(text: str, asked: frozenset[str] | set[str]) -> int | None:
    """Where `text` first speaks of an asked attribute: a word of it, or an address or number for a contact."""
    if not asked:
        return None
    terms = attribute_words()
    at = [t.start for t in find_terms(text, terms) if asked & set(terms[t.text])]
    at += [m.start() for a, said in STATED.items() if a in asked and (m := said.search(text))]
    at += [m.start() for a, shape in CONTACT.items() if a in asked and (m := shape.search(text))]
    return min(at) if at else None


def with_quote(line: EntityLine, quote: Quote, language: str, tz: tzinfo | None) -> EntityLine:
    """`line` with its "未提及" / "not said" replaced by the user's sentence and its date (or, when the line says
    nothing is missing, with the sentence after it). A member line keeps its parts, so a budget can still
    shorten it (`jiyi._entity_fit`)."""
    day = (quote.at.astimezone(tz) if tz is not None else quote.at).date().isoformat()
    if not line.missing:
        if language == "zh":
            extra = f"用户 {day} 还说过：「{quote.text}」"
        else:
            extra = f'on {day} the user also said: "{quote.text}"'
        sep = line.sep or ("；" if language == "zh" else "; ")
        parts = (*line.parts, extra) if line.parts else ()
        return replace(line, text=f"{line.text}{sep}{extra}", gap="", parts=parts)
    if language == "zh":
        said = f"未记录，用户 {day} 说过：「{quote.text}」"
    else:
        said = f'not recorded; on {day} the user said: "{quote.text}"'
    label = line.missing.removesuffix("未提及").removesuffix("not said").strip(" :：")
    piece = f"{label}{'' if not label else (' ' if language == 'zh' else ': ')}{said}"
    head, _, tail = line.text.partition(line.missing)
    parts = tuple(p.replace(line.missing, piece, 1) if line.missing in p else p for p in line.parts)
    return replace(line, text=head + piece + tail, gap="", missing="", parts=parts)
