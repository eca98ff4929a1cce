"""What `Memory.context` puts in front of the assistant, gathered from the store and recall.

Layers (formatted and fitted to the budget by `jiyi._context.build_context`):

- core facts: the user's current memories of the core kinds (name, work, family, standing
  preferences), the most important first, and the newest facts, read straight from the store so
  they never wait for the background profile job; with the profile when one has been written. A fact that
  states a feeling ("PowerPoint drives the user crazy") is a preference, not a standing fact: it is not
  shown as a newest fact, and a newest fact that bears on the message comes before one that does not;
- relevant memories: hybrid recall of the message (with the recent turns, for vague follow-ups such as
  "好的，按第一个方案办"), kept when they really bear on it;
- excerpts: the user's past messages that bear on the message (a close vector or a full-text match
  among the best few of the message search), quoted with their date, for what the memories do not
  cover. Never quoted: the message itself and the recent turns (already in the chat),
  a message that is a source of a memory the user deleted, forgot or corrected (the store answers
  that), a message a shown memory was distilled from (the memory says it shorter), a secret. Messages
  of forgotten topics are never found by message search at all;
- summaries: the latest conversation summaries, with any older one the message asks about first;
- due now: the user's open todos whose reminder time has come, whatever the message is about, until they are
  completed or snoozed (the `todo.reminder` event fires once; this section is how the reminder reaches the
  assistant on every turn until the user acts on it);
- people and things: what the user told of the people, places and things the message is about, read from the
  entity views (`jiyi._entity_recall`; the recent turns say who "她" is). Like the profile it is user-wide, so a
  scoped block leaves it out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from ._context import ContextConfig, build_context
from ._entity_by_value import asks_who
from ._entity_models import Entity, EntityView
from ._entity_quotes import find_quotes, with_quote
from ._entity_recall import EntityAnswer, EntityLine, entity_answer
from ._entity_script import entity_as_simplified, lines_as_said, view_as_simplified
from ._entity_targets import entity_targets_read
from ._errors import NotFoundError
from ._mend import drop_stated, gone_words, says_any, words
from ._models import ContextBlock, MemoryRecord, Role, SearchHit, UserSettings
from ._places import asks_abroad, home_country
from ._recall import Recaller
from ._scope import Scope
from ._script import is_traditional, to_simplified, to_traditional, writes_traditional
from ._sensitive import has_secret, mask_secrets
from ._smalltalk import says_something
from ._text import estimate_tokens
from ._todo_asked import asks_to_do, to_do_first
from .embedders._base import Embedder
from .extractors._samesay import sentiment
from .lifecycle._profile import cold_start
from .store._base import TODO_TYPES, MemoryFilter, Store

_ANY = Scope()

__all__ = ["CORE_TYPES", "ContextAssembler"]

#: Memory types that describe who the user is, shown whatever the message is about.
CORE_TYPES: tuple[str, ...] = ("core", "personal", "person", "preference")


class ContextAssembler:
    """Gathers the layers of a context block for one message, scoped to one user."""

    def __init__(
        self,
        store: Store,
        recaller: Recaller,
        embedder: Embedder,
        config: ContextConfig | None = None,
        entity_views: Callable[[str, Sequence[str]], Sequence[EntityView]] | None = None,
    ):
        self.store = store
        self.recaller = recaller
        self.embedder = embedder
        self.config = config or ContextConfig()
        #: (user id, entity ids) -> those entities with their current facts (None: no people and things section)
        self.entity_views = entity_views

    def assemble(
        self,
        user_id: str,
        message: str,
        *,
        recent: Sequence[str],
        budget: int,
        k: int,
        language: str,
        settings: UserSettings,
        now: datetime,
        scope: Scope = _ANY,
    ) -> ContextBlock:
        """The block for replying to `message` (already validated) within `budget` estimated tokens. `now` is in the
        user's time zone: "这周" is their week, and the block's dates are their days.

        A `scope` (an agent, metadata filters) narrows every memory shown; the profile and the excerpts of
        past conversations are user-wide (they can carry any agent's words), so a scoped block leaves them out."""
        cfg = self.config
        said = [r for r in recent if r.strip()]
        ctx = "\n".join(said[-3:]) or None
        hits = self.recaller.search(user_id, message, now=now, k=k, context=ctx, scope=scope)
        if hits:
            self.store.record_access(user_id, [h.id for h in hits], now)
        profile = None if scope else self.store.get_profile(user_id)
        profile = profile if profile and profile[1] else None  # "": everything it said was withdrawn
        bearing = {h.id for h in hits if h.memory is not None and self._bears_on(h)}
        core = self._core(user_id, scope, bearing) if cfg.core_lines else []
        episodes = MemoryFilter(types=("episode",), current_only=True, agent_id=scope.agent_id, metadata=scope.metadata)
        latest = self.store.list_memories(user_id, episodes, limit=5)
        # An older conversation the message asks about ("上次聊游戏是什么时候？") comes with the latest
        # five, ahead of them when the budget is short.
        shown = {s.id for s in latest}
        asked = [
            h.memory
            for h in hits
            if h.memory is not None and h.memory.type == "episode" and h.memory.id not in shown and self._bears_on(h)
        ]
        summaries = [*asked, *latest]
        in_core = {r.id for r in core}
        relevant = [
            h
            for h in hits
            if h.memory is not None and h.memory.type != "episode" and h.memory.id not in in_core and self._bears_on(h)
        ]
        excerpts = self._excerpts(user_id, message, said, now) if cfg.excerpt_candidates and not scope else []
        due = [t.memory for t in self.store.due_todos(user_id, now, limit=cfg.due_lines)] if cfg.due_lines else []
        to_do, later = self._to_do(user_id, message, now, scope, {r.id for r in due}) if cfg.due_lines else ([], False)
        if to_do:  # listed once, and a todo done or not among them is no answer to what is left to do
            listed = {r.id for r in to_do}
            relevant = [h for h in relevant if h.memory is None or h.memory.type not in TODO_TYPES or h.id in listed]
            relevant = [h for h in relevant if h.id not in listed]
        text = profile[1] if profile else None
        people = self._people(user_id, message, said, language, now) if not scope else []
        if not (relevant or summaries or core or profile or due or to_do or people):
            # Nothing bears on the message: the best of what is known, even if only loosely related,
            # rather than an empty block; a new user (nothing at all) gets the cold-start line.
            relevant = [h for h in hits if h.memory is not None and h.memory.type != "episode"][:3]
            excerpts = [h for h in excerpts if _substantive(h)][:2]
            if not (relevant or excerpts):
                text = cold_start(language)
                text = to_traditional(text) if language == "zh" and writes_traditional(message, said) else text
        else:
            excerpts = [h for h in excerpts if self._quotable(h)]
        # A message a shown memory was distilled from is not quoted as well: keep one, the memory.
        shown_memories = [*core, *(h.memory for h in relevant if h.memory is not None)]
        covered = {i for r in shown_memories for i in r.message_ids}
        excerpts = [h for h in excerpts if h.id not in covered]
        # A shown memory that corrected an older one ("其实是苏州，不是杭州"): nothing older may say the old
        # value beside it — no excerpt from before the correction, no summary line that states it.
        for new, gone in self._corrections(user_id, shown_memories):
            excerpts = [h for h in excerpts if not (_before(h, new) and says_any(h.content, gone))]
            summaries = [_without(s, gone) if s.created_at < new.created_at else s for s in summaries]
        excerpts = self._not_taken_back(user_id, excerpts, [r.content for r in shown_memories])
        if settings.filter_sensitive:  # older data and imports were never checked: nothing secret enters a prompt
            relevant = [h for h in relevant if not has_secret(h.content)]
            summaries = [s for s in summaries if not has_secret(s.content)]
            core = [r for r in core if not has_secret(r.content)]
            excerpts = [h for h in excerpts if not has_secret(h.content)]
            due = [r for r in due if not has_secret(r.content)]
            to_do = [r for r in to_do if not has_secret(r.content)]
            people = [p for p in people if not has_secret(p.text)]
            text = mask_secrets(text) if text else text
        # A todo said done is shown as done: "did I pay the rent?" is answered by it, not by "needs to pay"
        shown_todos = any(r.type in TODO_TYPES for r in (*core, *(h.memory for h in relevant if h.memory)))
        done = self._done(user_id) if shown_todos else {}
        return build_context(
            language=language,
            budget=budget,
            profile=text,
            summaries=summaries,
            hits=relevant,
            core=core,
            excerpts=excerpts,
            config=cfg,
            now=now,
            due=due,
            to_do=to_do,
            to_do_later=later,
            done=done,
            people=people,
            traditional=language == "zh" and writes_traditional(message, said),
        )

    def _done(self, user_id: str) -> dict[str, datetime]:
        """When each of the user's completed todos was done (a repeating one stays open), by memory id."""
        todos = self.store.list_todos(user_id, include_completed=True, limit=500)
        return {t.memory.id: t.completed_at for t in todos if t.completed_at is not None}

    def _to_do(
        self, user_id: str, message: str, now: datetime, scope: Scope, due: set[str]
    ) -> tuple[list[MemoryRecord], bool]:
        """The open todos and dated plans answering a question about what the user has to do ("What do I need to
        do this week?"), soonest first, besides those already due, and whether they all come after the period it
        asks about; nothing for any other message."""
        if not asks_to_do(message):
            return [], False
        open_ = [
            t
            for t in self.store.list_todos(user_id, limit=200)
            if t.memory.id not in due and scope.admits(t.memory) and not t.memory.has_passed(now)
        ]
        first, later = to_do_first(open_, message, now, most=self.config.due_lines)
        return [t.memory for t in first], later

    def _people(
        self, user_id: str, message: str, said: Sequence[str], language: str, now: datetime
    ) -> list[EntityLine]:
        if self.entity_views is None or not self.config.people_share:
            return []
        recent = said[-3:]
        # The names and relations alone say who the message is about (one indexed query; none known: done), so
        # facts are read for those entities only — most messages are about no one.
        entities = self.store.list_entities(user_id, states=["active"])
        # a question in Traditional is read as its Simplified twin, against the entities' Simplified words
        hant = is_traditional(message)
        asked = to_simplified(message) if hant else message
        if hant:
            recent = [to_simplified(t) for t in recent]
        known = [entity_as_simplified(e) for e in entities] if hant else entities
        ids, read = entity_targets_read(asked, known, recent=recent) if entities else ([], None)
        if not ids and entities and asks_who(asked):
            ids = [e.id for e in entities]  # "谁住在杭州？": who fits is read from the facts (`by_value`)
        if not ids:
            return []
        try:
            views = list(self.entity_views(user_id, ids))
            # who links to a named entity ("who works at Siemens?") is part of the answer
            linking = {k.source_id for v in views for k in v.links if k.target_id == v.entity.id} - set(ids)
            if linking:
                views += self.entity_views(user_id, sorted(linking))
        except NotFoundError:  # erased between the two reads: answer without the section
            return []
        # An entity nothing current is known about (its memories forgotten) is as good as unknown.
        views = [v for v in views if v.facts or v.links]
        home = self._home(user_id) if asks_abroad(asked) else None
        read_as = [view_as_simplified(v) for v in views] if hant else views
        answer = entity_answer(asked, read_as, language=language, recent=recent, home=home, read=read, now=now)
        lines = self._quoted(user_id, message, said, answer, views, language, now, entities)
        if not hant:
            return lines
        # written back as the user writes: "用戶的朋友共 2 人", their names and values as they wrote them (台北)
        own = [message, *(w for v in views for w in (v.entity.name, *(f.value for f in v.facts)))]
        return lines_as_said(lines, own)

    def _home(self, user_id: str) -> str | None:
        """The country the user said they live in, from their newest personal memories (`jiyi._places`)."""
        flt = MemoryFilter(types=("personal", "core"), current_only=True, sort="created_desc")
        return home_country([r.content for r in self.store.list_memories(user_id, flt, limit=self.config.core_window)])

    def _quoted(
        self,
        user_id: str,
        message: str,
        said: Sequence[str],
        answer: EntityAnswer,
        views: Sequence[EntityView],
        language: str,
        now: datetime,
        everyone: Sequence[Entity] = (),
    ) -> list[EntityLine]:
        """The lines with the user's own sentence where the table lacks the asked fact (`jiyi._entity_quotes`)."""
        lines = answer.lines
        gaps = {line.gap for line in lines if line.gap}
        if not gaps:
            return lines
        in_chat = {" ".join(t.split()) for t in [message, *said]}
        quotes = find_quotes(
            self.store,
            user_id,
            message,
            self.recaller.query_vector(message),
            [v for v in views if v.entity.id in gaps],
            dim=self.embedder.dim,
            in_chat=in_chat,
            keep=lambda hits: self._not_taken_back(user_id, hits, []),
            asked_as=answer.asked,
            world=views,
            wants={line.gap: line.wants for line in lines if line.gap and line.wants},
            everyone=everyone,
        )
        lang = "zh" if language == "zh" else "en"
        return [with_quote(line, quotes[line.gap], lang, now.tzinfo) if line.gap in quotes else line for line in lines]

    def _corrections(self, user_id: str, shown: Sequence[MemoryRecord]) -> list[tuple[MemoryRecord, set[str]]]:
        """(correcting memory, the words only the version it replaced had) for each shown correction."""
        newer = {r.supersedes: r for r in shown if r.supersedes}
        if not newer:
            return []
        out = []
        for old in self.store.get_memories(user_id, list(newer)):
            new = newer[old.id]
            gone = words(old.content) - words(new.content)
            if gone:
                out.append((new, gone))
        return out

    def _not_taken_back(self, user_id: str, excerpts: list[SearchHit], shown: Sequence[str]) -> list[SearchHit]:
        """The excerpts less those said before a memory of their conversation was deleted, forgotten or corrected
        that state what it withdrew: not only its source (`withdrawn_sources`), but the assistant's "记下了，你的
        地址是…" and the forget request itself. What a shown memory still says is not withdrawn."""
        topics = sorted({h.message.topic_id for h in excerpts if h.message is not None})
        taken = self.store.withdrawn_in_topics(user_id, topics) if topics else []
        if not taken:
            return excerpts
        newer = {r.id: r for r in self.store.get_memories(user_id, [r.superseded_by for r in taken if r.superseded_by])}
        for old in taken:
            gone = gone_words(old, newer.get(old.superseded_by or ""), shown)
            excerpts = [
                h
                for h in excerpts
                if not (h.message is not None and h.message.created_at <= old.updated_at and says_any(h.content, gone))
            ]
        return excerpts

    def _core(self, user_id: str, scope: Scope, bearing: set[str]) -> list[MemoryRecord]:
        # The most important among the newest `core_window` of each kind: one query per type, each on
        # the (user_id, type, created_at) index. Sorting a kind by importance read all its rows (2,400
        # `personal` memories at 10k: tens of ms).
        found: list[MemoryRecord] = []
        for type_ in CORE_TYPES:
            flt = MemoryFilter(
                types=(type_,), current_only=True, sort="created_desc", agent_id=scope.agent_id, metadata=scope.metadata
            )
            found.extend(self.store.list_memories(user_id, flt, limit=self.config.core_window))
        found.sort(key=lambda r: (-r.importance, -r.created_at.timestamp()))
        found = found[: self.config.core_lines]
        if self.config.recent_facts:
            # What the user told most recently ("我决定用 FastAPI 了") is there before it bears on a question.
            flt = MemoryFilter(
                types=("fact",),
                current_only=True,
                sort="created_desc",
                agent_id=scope.agent_id,
                metadata=scope.metadata,
            )
            # Among the newest few: not a feeling (a preference by another name, which took a line from a
            # standing fact for any question), and the ones recall found for this message first.
            newest = self.store.list_memories(user_id, flt, limit=self.config.core_window)
            facts = [r for r in newest if not sentiment(r.content)]
            facts.sort(key=lambda r: r.id not in bearing)  # stable: newest first within each
            found.extend(facts[: self.config.recent_facts])
        return found

    def _excerpts(
        self,
        user_id: str,
        message: str,
        said: Sequence[str],
        now: datetime,
    ) -> list[SearchHit]:
        # With recent turns the exchange is the query (the recaller embeds its last line on its own
        # too), so a vague follow-up ("好的，按第一个方案办") is judged by what it follows up on.
        query = "\n".join([*said[-2:], message])
        in_chat = {" ".join(t.split()) for t in [message, *said]}
        # The turns already in the chat are found first: ask for that many more.
        k = self.config.excerpt_candidates + len(in_chat)
        found = self.recaller.search_messages(user_id, query, now=now, k=k)
        if not found:
            return []
        withdrawn = self.store.withdrawn_sources(user_id, [h.id for h in found])
        out: list[SearchHit] = []
        seen: set[str] = set()
        for h in found:
            text = " ".join(h.content.split())
            if h.id in withdrawn or text in in_chat or text in seen:
                continue
            seen.add(text)
            out.append(h)
        return out[: self.config.excerpt_candidates]

    def _quotable(self, hit: SearchHit) -> bool:
        # A raw message is quoted on a looser test than a memory: a close vector, or any full-text match
        # (the message search already ranked it among the best few of the user's whole history). A message
        # is indexed with the end of the one before it, so a full-text match may be the neighbour's words:
        # an assistant's line ("Lovely", "好的") is quoted only when it is close itself, and a line too
        # short to say anything on its own never is.
        if not _substantive(hit):
            return False
        close = (hit.parts.vector or 0.0) >= self.embedder.relevance_floor
        if hit.message is not None and hit.message.role is Role.ASSISTANT:
            return close
        return close or hit.parts.text_rank is not None

    def _bears_on(self, hit: SearchHit) -> bool:
        # Only what really bears on the message goes into the prompt: a close vector, or the best
        # full-text match.
        return (hit.parts.vector or 0.0) >= self.embedder.relevance_floor or hit.parts.text_rank == 1


def _substantive(hit: SearchHit) -> bool:
    """A line worth quoting alone: more than an acknowledgement ("好的", "Noted"); an assistant's line, more than
    a greeting ("你好王芳！") too. A user's short line can still be a fact ("我吃素"). Small talk of any length
    ("Sounds lovely! How was the weather?", "Good night, safe travels!") says nothing (`jiyi._smalltalk`)."""
    assistant = hit.message is not None and hit.message.role is Role.ASSISTANT
    return estimate_tokens(hit.content) >= (6 if assistant else 3) and says_something(hit.content, assistant=assistant)


def _before(hit: SearchHit, memory: MemoryRecord) -> bool:
    return hit.message is not None and hit.message.created_at < memory.created_at


def _without(summary: MemoryRecord, gone: set[str]) -> MemoryRecord:
    """The summary without what states a corrected value (`jiyi._mend.drop_stated`)."""
    content = drop_stated(summary.content, gone)
    return summary if content == summary.content else summary.model_copy(update={"content": content})
