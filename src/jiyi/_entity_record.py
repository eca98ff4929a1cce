"""Writing what an extractor read in one message into the entity layer (`Entities.record`).

For each mention: resolution (`jiyi._entity_resolve.resolve`) says which known entity it is, else a new one is
made; new aliases are added and an empty relation set. Each fact is indexed over a memory that states it: the one
given, else a current memory from the same message that names the entity, else a new memory phrased from the
mention as one self-contained sentence in its language ("吴杰明是用户的下属，教育背景是专科"). A new value of a
single-valued attribute (or any correction) replaces the current fact (`valid_to`, `superseded_by`); when the old
fact's memory said nothing else, that memory is corrected through `Memory.update` (a new version, undoable).
A value said to hold no longer, with no new one ("她不在杭州了"), ends its fact (`valid_to`) and adds none.
Nothing is ever hard-deleted here.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

from ._entity_against import said_against
from ._entity_checks import merged_names
from ._entity_event_text import absolute_date, event_phrase, said_as_past, tense
from ._entity_links import record_links
from ._entity_models import (
    Entity,
    EntityFact,
    EntityView,
    Mention,
    MentionFact,
    single_valued,
)
from ._entity_named import named_history
from ._entity_phrase import Owner, phrase
from ._entity_rename import rename
from ._entity_resolve import another_of_its_kind, outcome_of_one_told, resolve, same_relation, told_by_when_or_where
from ._entity_script import phrased_as_said, stated_in
from ._entity_views import RELATION
from ._errors import ConflictError, DuplicateError
from ._ids import new_id
from ._models import HistoryEntry, MemoryRecord, Message, Role, Source, Topic
from ._script import to_simplified
from ._sensitive import find_secrets
from ._text import content_hash, detect_language, with_value
from .extractors._age_en import age_word_en
from .extractors._age_zh import age_word_zh
from .extractors._entities import is_kin
from .extractors._entities_turn import read_turn
from .extractors._turn_before import held_replies
from .store._base import ChangeSet, EntityChange, NewEvent

if TYPE_CHECKING:
    from ._distil import MentionExtractor
    from ._entities import Entities
    from ._memory import Memory

__all__ = ["RELATION", "phrase", "record_batch", "record_mentions"]

#: An event said as such with no name ("那次活动", "the event"): it is one the user told of, however long ago.
_THAT_EVENT = re.compile(
    r"(?:那次|这次|上次那个|上次的|那个|这个|这场|那场)(?:活动|会)|\b(?i:the|that|this) event\b|"
    r"^\s*(?i:the|that) one (?i:in|at|on|from)\s"  # "the one in March had 300 people"
)
#: How many earlier user messages an extractor sees for pronouns.
_RECENT = 3
_AGE_UNIT = re.compile(r"\s*(?:周?岁|years?\s+old)$")  # "用户的表姐今年34" states the age "34岁"


@dataclass(slots=True)
class _Batch:
    """What one `record` call writes, and what it read (so later mentions see earlier ones)."""

    user_id: str
    message_ids: list[str]
    topic_id: str | None
    now: datetime
    candidates: list[MemoryRecord]
    #: the user's `filter_sensitive`: a fact carrying a secret is not kept (nor phrased into a memory)
    sensitive: bool = True
    #: the agent of the conversation: new entities and memories are in its scope, as the distiller's are
    agent_id: str | None = None
    change: EntityChange = field(default_factory=EntityChange)
    #: when the message was said and what it said: an event's "下周三" is counted from then, and told of as done
    #: or to come by how it was said
    said_at: datetime | None = None
    said: str = ""


def record_mentions(
    mem: Memory,
    ents: Entities,
    user_id: str,
    mentions: list[Mention],
    message_ids: list[str],
    memory_id: str | None,
    recent_ids: list[str],
    topic_id: str | None,
    candidates: Sequence[MemoryRecord] | None,
    known: dict[str, EntityView] | None = None,
    *,
    said_at: datetime | None = None,
    said: str = "",
) -> list[Entity]:
    """See `Entities.record`. `known`: the user's active entities as views, kept up to date here, for callers that
    record several messages in a row (a distilled batch): read once, not once per mention. `said_at` / `said`: the
    message's time and text (an event's relative date is counted from when it was said)."""
    store = mem.store
    given = store.get_memory(user_id, memory_id) if memory_id is not None else None  # NotFoundError: another's
    if given is not None and not given.is_current:
        raise ConflictError(f"memory {memory_id} is not current; index facts over its current version")
    pool = list(candidates) if candidates is not None else store.memories_from_messages(user_id, message_ids)
    batch = _Batch(user_id, message_ids, topic_id, mem.clock.now(), [m for m in pool if m.is_current])
    batch.said_at, batch.said = said_at, said
    batch.sensitive = store.get_settings(user_id).filter_sensitive
    batch.agent_id = store.get_topic(user_id, topic_id).agent_id if topic_id is not None else None
    written: list[tuple[Mention, Entity]] = []
    recent = list(recent_ids)
    if known is None:
        known = {v.entity.id: v for v in ents.active_views(user_id)}
    for mention in mentions:
        # "不对，是林美桦" after "我妈妈叫林美华": the mother renamed, then the mention joins her by the name meant
        renamed = rename(mem, user_id, mention, list(known.values()), recent, message_ids, batch.now)
        if renamed is not None:  # it is she, by the tie she has ("我媽的名字是林美樺": her 媽媽)
            known[renamed.id] = ents.views(user_id, [renamed.id])[0]
            mention = mention.model_copy(update={"relation": renamed.relation or mention.relation})
        alone = not any(
            m is not mention and m.name and m.kind == "person" and same_relation(m.relation, mention.relation)
            for m in mentions
        ) or not (mention.name and mention.relation)
        entity = _join(batch, mention, list(known.values()), recent, alone=alone)
        if entity is None:
            continue
        view = known.get(entity.id, EntityView(entity=entity))
        _facts(mem, batch, mention, entity, view, given, _owner(mention, known.values()))
        store.apply_entities(user_id, batch.change)
        batch.change = EntityChange()
        known[entity.id] = ents.views(user_id, [entity.id])[0]
        written.append((mention, entity))
        recent = [entity.id, *[r for r in recent if r != entity.id]]
    record_links(mem, ents, batch, written, given, mentions, known)
    return [e for _, e in written]


def _join(
    batch: _Batch, mention: Mention, views: Sequence[EntityView], recent: Sequence[str], *, alone: bool = True
) -> Entity | None:
    """The entity the mention is (updated with its names and relation), or a new one; None when the mention
    says nothing to keep (no name or relation to call it by, or nothing about it)."""
    found = resolve(mention, views, recent_ids=recent, alone=alone)
    if found is None and mention.pronoun and mention.kind == "event" and _THAT_EVENT.search(batch.said):
        # "那次活动来了五十人" / "It lasted two days" said after the talk moved on: the event told of last
        events = [v.entity for v in views if v.entity.kind == "event" and v.entity.state == "active"]
        # "the one in March had 300 people": the one that was then, else the one talked of last
        which = told_by_when_or_where(mention, [v for v in views if v.entity in events])
        found = which or (max(events, key=lambda e: e.updated_at).id if events else None)
    view = next((v for v in views if v.entity.id == found), None)
    day = next((f.value for f in mention.facts if f.attribute == "date"), "")
    if day and mention.kind == "event":
        day = absolute_date(day, batch.said_at or batch.now, mention.language, past=said_as_past(batch.said))
    if view is not None and (other := another_of_its_kind(mention, view, batch.said, day)):
        # "五月去了个发布会，在上海" after the 发布会 in 深圳: another one, by its own name (or the one of that name)
        mention = mention.model_copy(update={"name": other, "aliases": []})
        called = (v.entity for v in views if v.entity.kind == "event" and v.entity.state == "active")
        found = next((e.id for e in called if other.casefold() in {n.casefold() for n in (e.name, *e.aliases)}), None)
    names = [n.strip() for n in (mention.name, *mention.aliases) if n.strip()]
    if found is None and outcome_of_one_told(mention, batch.said):
        return None  # "那个音乐会取消了" with no concert told of: which one is not known
    if found is None:
        name = mention.name.strip() or mention.relation.strip()
        if not name or not (mention.facts or mention.relation or mention.aliases or mention.links):
            return None
        entity = Entity(
            id=new_id("ent"), user_id=batch.user_id, kind=mention.kind, name=name,
            aliases=merged_names(name, names), relation=mention.relation.strip(), agent_id=batch.agent_id,
            created_at=batch.now, updated_at=batch.now,
        )  # fmt: skip
        batch.change.entities.append(entity)
        return entity
    old = next(v.entity for v in views if v.entity.id == found)
    if old.kind == "event":
        # "五月那次的发布会" of the 上海的发布会: 发布会 is the other one's name, no second name of this one
        others = {n.casefold() for v in views if v.entity.id != found for n in (v.entity.name, *v.entity.aliases)}
        names = [n for n in names if n.casefold() not in others]
    name, full, kept = old.name, mention.name.strip(), [old.name]
    if old.kind == "person" and " " in full and full.split()[0] == old.name and re.fullmatch(r"[A-Z]\S*", old.name):
        name = full  # "Dana's 34", then "my cousin Dana Reyes": the full name is the name, "Dana" an alias
    elif full and old.kind == "person" and old.relation and old.name == old.relation:
        name, kept = full, []  # "我表姐…" then "我表姐叫周梅": called by the name from now on (表姐 is no alias)
    aliases = merged_names(name, kept, old.aliases, names)
    relation = old.relation or mention.relation.strip()
    if name == old.name and aliases == old.aliases and relation == old.relation:
        return old
    update = {"name": name, "aliases": aliases, "relation": relation, "updated_at": batch.now}
    entity = old.model_copy(update=update)
    batch.change.entities.append(entity)
    batch.change.history += named_history(old, entity, batch.now)  # the user can undo a name read for them
    return entity


def _owner(mention: Mention, views: Iterable[EntityView]) -> Owner | None:
    """Whose kin the mention is ("Rita's son Marco": son, Rita, aunt), when it links to one person by a tie."""
    for rel, name in mention.links:
        if not is_kin(rel):
            continue
        found = [v.entity for v in views if v.entity.kind == "person" and name in (v.entity.name, *v.entity.aliases)]
        if len(found) == 1:  # the one the user knows by that name; two of one name: no guess whose
            theirs = found[0].relation if found[0].relation != found[0].name else ""
            return rel, name, theirs
    return None


def _facts(
    mem: Memory,
    batch: _Batch,
    mention: Mention,
    entity: Entity,
    view: EntityView,
    given: MemoryRecord | None,
    owner: Owner | None = None,
) -> None:
    """Write the mention's facts about `entity` (and its relation, as a fact that follows its memory); `owner`:
    whose kin the entity is, for the memory's words."""
    current = list(view.facts)
    wanted: list[MentionFact] = []
    rel = mention.relation.strip()
    if rel and rel == entity.relation and not any(f.attribute == RELATION for f in current):
        label = "关系" if mention.language == "zh" else "relation"
        wanted.append(MentionFact(attribute=RELATION, value=rel, label=label))
    for mf in mention.facts:
        attr, value = mf.attribute.strip().lower(), mf.value.strip()
        if batch.sensitive and find_secrets(f"{mf.label} {value}"):
            continue  # jiyi does not store secrets: not as a memory, not as a fact either
        if entity.kind == "event" and attr == "date":
            # "下周三" said a month ago is not next Wednesday now: the day it stood for when said
            value = absolute_date(
                value, batch.said_at or batch.now, mention.language, past=said_as_past(to_simplified(batch.said))
            )
        if attr and value:
            wanted.append(mf.model_copy(update={"attribute": attr, "value": value}))
    todo: list[tuple[MentionFact, list[EntityFact]]] = []
    for mf in wanted:
        # "我弟在广州，不是深圳": where he works, put right (the distiller may have corrected its memory already)
        mf = said_against(mf, [*current, *(f for f in view.past if f.superseded_by is None)], batch.said)
        if mf.ended:
            # "她不在杭州了": the fact with that value ends, whatever attribute it was read under ("lives_in",
            # "works_in"); nothing replaces it, and its memory is corrected by the distiller, not here.
            ended = [f for f in current if f.attribute != RELATION and f.value.casefold() == mf.value.casefold()]
            batch.change.facts += [f.model_copy(update={"valid_to": batch.now}) for f in ended]
            continue
        same = [f for f in current if f.attribute == mf.attribute]
        if any(f.value.casefold() == mf.value.casefold() for f in same):
            continue  # already known: no second fact, no second memory
        replaced = same if single_valued(mf.attribute) or mf.correction else []
        todo.append((mf, replaced))
    if not todo:
        return
    fresh = [mf for mf, replaced in todo if not _corrects_alone(mem, batch, entity, mf, replaced, owner)]
    # each fact over a memory of its message that states it, else over one new memory stating the rest
    over = {id(mf): given or stated_in(batch.candidates, mention, entity, mf, owner) for mf in fresh}
    unstated = [mf for mf in fresh if over[id(mf)] is None]
    if unstated:
        # the relation is said already when a memory of the message names it ("用户的表哥叫王刚")
        named = any(mf.attribute == RELATION and over[id(mf)] is not None for mf in fresh)
        said = named or any(f.attribute == RELATION for f in current)
        made = _new_memory(mem, batch, mention, entity, unstated, said=said, owner=owner)
        over |= {id(mf): made for mf in unstated}
    for mf, replaced in todo:
        target = over.get(id(mf))
        if target is not None:
            fact = _fact(batch, entity, mf, target.id)
            batch.change.facts.append(fact)
            batch.change.facts += [_superseded(f, fact.id, batch.now) for f in replaced]


def _corrects_alone(
    mem: Memory, batch: _Batch, entity: Entity, mf: MentionFact, replaced: Sequence[EntityFact], owner: Owner | None
) -> bool:
    """Correct the memory of the one fact `mf` replaces (`Memory.update`: a new version, undoable), said anew when the
    fact is all it says (its relation aside), else, for a correction, with the value changed where its text says it
    once. True if done."""
    if len(replaced) != 1:
        return False
    old = replaced[0]
    store = mem.store
    memory = store.get_memories(batch.user_id, [old.memory_id])
    if not memory or not memory[0].is_current:
        return False
    on_it = [f for f in store.list_entity_facts(batch.user_id, memory_ids=[old.memory_id]) if f.valid_to is None]
    said, new = (_AGE_UNIT.sub("", v) if old.attribute == "age" else v for v in (old.value, mf.value))  # "今年34"
    language = memory[0].language if memory[0].language in ("zh", "en") else "zh"
    if [f.id for f in on_it if f.attribute != RELATION] != [old.id]:  # it says more: a corrected value, said once,
        if not mf.correction or (text := with_value(memory[0].content, said, new)) is None:  # changes in it
            return False  # not said (or said twice): only the fact is replaced
    elif said not in memory[0].content:
        return False
    elif entity.kind == "event":
        when = tense(to_simplified(batch.said), [mf], batch.said_at or batch.now)
        text = phrased_as_said(batch.said, lambda n, _, f, __: event_phrase(n, f, language, tense=when), entity.name,
                               "", [mf])  # fmt: skip
    else:
        # one called only by their tie ("my mom") is said by it: "User's mom is 63 years old", not "mom is 63 …"
        unnamed = bool(entity.relation) and entity.name == entity.relation
        tie = entity.relation if unnamed or any(f.attribute == RELATION for f in on_it) else ""
        write = functools.partial(_phrase, language=language)
        text = phrased_as_said(batch.said, write, "" if unnamed else entity.name, tie, [mf], owner)
    why = f"corrected {mf.attribute}: {old.value} -> {mf.value}"
    newer = mem.update(batch.user_id, old.memory_id, text, reason=why, message_ids=batch.message_ids)
    fact = _fact(batch, entity, mf, newer.id)
    # the memory's other facts (its relation) follow it to the new version
    moved = [f.model_copy(update={"memory_id": newer.id}) for f in on_it if f.id != old.id]
    batch.change.facts += [fact, _superseded(old, fact.id, batch.now), *moved]
    return True


def _new_memory(
    mem: Memory,
    batch: _Batch,
    mention: Mention,
    entity: Entity,
    facts: Sequence[MentionFact],
    *,
    said: bool,
    owner: Owner | None = None,
) -> MemoryRecord:
    """A memory stating the facts, from the mention's message (type person for people, fact otherwise); an
    identical current one is reused. `said`: a memory already states the entity's relation (see `phrase`)."""
    lang = mention.language
    if entity.kind == "event":  # "The user's camping trip was at Lake Tahoe", "用户参加的产品发布会在上海举行"
        when = tense(to_simplified(batch.said), facts, batch.said_at or batch.now)
        text = phrased_as_said(batch.said, lambda n, _, f, __: event_phrase(n, f, lang, tense=when), entity.name,
                               "", facts)  # fmt: skip
    else:
        name = entity.name if mention.name or entity.name != entity.relation else ""
        write = functools.partial(_phrase, language=lang, said=said)
        text = phrased_as_said(batch.said, write, name, entity.relation, _age_as_said(batch.said, facts), owner)
    digest = content_hash(text)
    same = [r for r in mem.store.find_by_hash(batch.user_id, digest) if r.agent_id == batch.agent_id]
    if same:
        return same[0]
    rec = MemoryRecord(
        id=new_id("mem"), user_id=batch.user_id, type="person" if entity.kind == "person" else "fact", content=text,
        importance=0.6, confidence=0.8, source=Source.EXTRACTOR, valid_from=batch.now, topic_id=batch.topic_id,
        message_ids=tuple(batch.message_ids), language=mention.language, created_at=batch.now, updated_at=batch.now,
        agent_id=batch.agent_id,
    )  # fmt: skip
    history = HistoryEntry(
        id=new_id("his"), memory_id=rec.id, user_id=batch.user_id, event="add", new_content=text,
        new_state=rec.state, actor="extractor", reason="stated about an entity", created_at=batch.now,
    )  # fmt: skip
    changes = ChangeSet(
        inserts=[(rec, mem.embedder.embed([text])[0])],
        history=[history],
        unless_hash=digest,
        unless_agent=batch.agent_id,
    )
    changes.events.append(NewEvent("memory.created", batch.user_id, rec.model_dump(mode="json")))
    try:
        mem.store.apply(batch.user_id, changes)
    except DuplicateError as exc:  # the same sentence was written meanwhile: that one states the facts
        return mem.store.get_memory(batch.user_id, exc.existing_id)
    batch.candidates.append(rec)
    return rec


def _age_as_said(said: str, facts: Sequence[MentionFact]) -> list[MentionFact]:
    """`facts` to write, an age with the word the user said it by as its label ("才" of "我儿子才三岁", "already" of
    "my nan's already 80"), so the memory keeps what they meant; the stored fact keeps its own label."""
    out = []
    for f in facts:
        word = age_word_zh(said, f.value) or age_word_en(said, f.value) if f.attribute == "age" else ""
        out.append(f.model_copy(update={"label": word}) if word else f)
    return out


def _phrase(
    name: str, relation: str, facts: list[MentionFact], owner: Owner | None, *, language: str, said: bool = False
) -> str:
    return phrase(name, relation, facts, language, said=said, owner=owner)


def _fact(batch: _Batch, entity: Entity, mf: MentionFact, memory_id: str) -> EntityFact:
    return EntityFact(
        id=new_id("fct"), user_id=batch.user_id, entity_id=entity.id, attribute=mf.attribute, label=mf.label,
        value=mf.value, memory_id=memory_id, message_ids=batch.message_ids, valid_from=batch.now,
        created_at=batch.now,
    )  # fmt: skip


def _superseded(f: EntityFact, by: str, now: datetime) -> EntityFact:
    return f.model_copy(update={"valid_to": now, "superseded_by": by})


def record_batch(
    mem: Memory,
    ents: Entities,
    user_id: str,
    topic: Topic,
    new: Sequence[Message],
    context: Sequence[Message],
    written: Sequence[MemoryRecord],
) -> None:
    """Read the mentions of a distilled batch's user messages and record them (`Distiller.after_batch`): each
    message's facts are indexed over the memories the batch wrote from it, else over new ones. The messages
    before each one are its `recent` (pronouns), and the entities they were about its `recent_ids`."""
    configured = mem.distiller.config.mention_extractor
    extract = configured or _default_extractor()
    said = [m.content for m in context if m.role is Role.USER]
    recent_ids: list[str] = []
    known: dict[str, EntityView] | None = None
    names: tuple[str, ...] = ()
    offline = configured is None
    if offline and any(m.role is Role.USER for m in new):
        # the offline extractor reads a name the user's world holds as one, though its word segmenter does not
        known = {v.entity.id: v for v in ents.active_views(user_id)}
        names = _names(known.values())
        # "孙立伟是我表哥。" then, distilled on its own, "他身高一米八二。": the pronoun points to whom the messages
        # before the batch were about
        recent_ids = _about(extract, said[-_RECENT:], known, names)
    turns = [*context, *new]
    asked = {m.id: turns[i - 1].content for i, m in enumerate(turns) if i and turns[i - 1].role is Role.ASSISTANT}
    # "How old is she?" / "hmm let me think" / "29": the question still waits for the message after the hold
    held = held_replies(turns)
    asked |= held
    for msg in new:
        if msg.role is not Role.USER:
            continue
        language = "zh" if detect_language(msg.content) == "zh" else "en"
        recent = tuple(said[-_RECENT:])
        text = msg.content
        told: list[str] = []
        if offline:  # "她多大了？" / "34": read with the assistant's turn before it, in either script
            before = said[-2 if msg.id in held else -1] if len(said) > (msg.id in held) else ""
            mentions = read_turn(extract, asked.get(msg.id), before, text, language, recent, names, told)
        else:
            mentions = extract(text, language=language, recent=recent)
        said.append(told[-1] if told else text)  # "34" as said of whom: "我表姐34岁"
        if not mentions:
            continue
        if known is None:
            known = {v.entity.id: v for v in ents.active_views(user_id)}
        # a message just distilled is the source of what this batch wrote from it, and of nothing else yet
        from_it = [r for r in written if msg.id in r.message_ids and r.is_current]
        done = record_mentions(
            mem, ents, user_id, mentions, [msg.id], None, recent_ids, topic.id, from_it, known,
            said_at=msg.created_at, said=msg.content,
        )  # fmt: skip
        recent_ids = [*(e.id for e in reversed(done)), *(r for r in recent_ids if r not in {e.id for e in done})]
        if offline:
            names = _names(known.values())


def _about(
    extract: MentionExtractor, said: Sequence[str], known: dict[str, EntityView], names: tuple[str, ...]
) -> list[str]:
    """The entities the user's messages `said` named, most recent first (only those already known)."""
    views = list(known.values())
    ids: list[str] = []
    for text in reversed(said):
        language = "zh" if detect_language(text) == "zh" else "en"
        for mention in reversed(extract(text, language=language, names=names)):
            found = None if mention.pronoun else resolve(mention, views)
            if found is not None and found not in ids:
                ids.append(found)
    return ids


def _names(views: Iterable[EntityView]) -> tuple[str, ...]:
    """The names and aliases of the user's people and pets."""
    return tuple(
        n
        for v in views
        if v.entity.kind in ("person", "pet")
        for n in (v.entity.name, *v.entity.aliases)
        if n and n != v.entity.relation  # an unnamed one goes by its relation ("妹妹"): that is no name
    )


def _default_extractor() -> MentionExtractor:
    from .extractors._entities import extract_mentions

    return extract_mentions
