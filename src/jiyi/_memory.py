"""The `Memory` facade: the public library API. It wires the pieces and owns no SQL."""

from __future__ import annotations

import builtins
from collections.abc import Iterable, Iterator, Mapping, Sequence
from datetime import datetime, timedelta, tzinfo
from pathlib import Path
from typing import Any

from . import _proposals as proposals_
from ._assemble import ContextAssembler
from ._clock import Clock, SystemClock
from ._context import ContextConfig
from ._conversations import Messages, Topics, shown_topic
from ._distil import PROTECTED_TYPES, DistilConfig, Distiller
from ._entities import Entities
from ._errors import ConflictError, DuplicateError, ValidationError
from ._export import ImportReport, export_user, import_user
from ._forget import ForgetReport, forget_about, forget_topic, refresh_profile_soon, restore_topic
from ._ids import new_id
from ._mend import mend_summaries, withdrawals
from ._models import (
    ContextBlock,
    ExtractionReport,
    HistoryEntry,
    MemoryRecord,
    MemoryState,
    Proposal,
    SearchHit,
    Source,
    UserSettings,
    check_type,
)
from ._recall import RecallConfig, Recaller
from ._registry import resolve_embedder, resolve_extractor
from ._review import Review
from ._scope import Scope, check_agent_id, check_filters, check_metadata
from ._sensitive import check_no_secret
from ._stats import MemoryStats, compute_stats
from ._text import cached_document, content_hash, detect_language
from ._time import load_zone, zone_name
from ._validate import (
    MAX_CONTENT_CHARS,
    check_content,
    check_memory_content,
    check_text,
    check_user_id,
    check_when,
)
from .embedders._base import Embedder
from .extractors._base import Extractor
from .lifecycle import Lifecycle, LifecyclePolicy, LifecycleReport, cold_start, used_in_reply
from .lifecycle import _todos as todos_
from .llm._base import LLM
from .store._base import (
    TODO_TYPES,
    ChangeSet,
    JobRecord,
    MemoryFilter,
    NewEvent,
    Store,
    TodoRecord,
    TodoState,
)
from .store._open import open_store

__all__ = ["DEFAULT_PATH", "Memory"]

DEFAULT_PATH = "~/.jiyi/jiyi.db"


class Memory:
    """Long-term memory for an assistant's users.

    ```python
    mem = Memory("~/.jiyi/jiyi.db")            # SQLite file, bundled embedder, offline extractor
    mem = Memory(store=..., embedder="e5", extractor="openai:gpt-4o-mini", clock=FixedClock(...))
    ```
    Every dependency is injectable; strings are shorthands resolved by `jiyi._registry`.
    """

    def __init__(
        self,
        path: str | Path | None = None,
        *,
        store: Store | None = None,
        embedder: Embedder | str | None = None,
        extractor: Extractor | LLM | str | None = None,
        clock: Clock | None = None,
        recall: RecallConfig | None = None,
        distil: DistilConfig | None = None,
        embed_messages: bool = True,
        max_message_chars: int = MAX_CONTENT_CHARS,
        lifecycle: LifecyclePolicy | None = None,
        context: ContextConfig | None = None,
        default_timezone: str = "UTC",
    ) -> None:
        if path is not None and store is not None:
            raise ValidationError("give either a path or a store, not both", field="store")
        try:
            #: The time zone of a user who set none (an IANA name): dates they say or see are read in it.
            self.default_timezone = zone_name(default_timezone)
        except ValueError as exc:
            raise ValidationError(str(exc), field="default_timezone") from None
        self.clock: Clock = clock or SystemClock()
        self.embedder: Embedder = resolve_embedder(embedder)
        self.extractor: Extractor = resolve_extractor(extractor)
        self.store: Store = store or open_store(path or DEFAULT_PATH, now=self.clock.now())
        self.store.bind_embedder(self.embedder.name, self.embedder.dim)
        self.embed_messages = embed_messages
        self.max_message_chars = max_message_chars
        self.recaller = Recaller(self.store, self.embedder, recall)
        # The people and things section reads the entity facade's views of the entities a message is about.
        self.assembler = ContextAssembler(
            self.store,
            self.recaller,
            self.embedder,
            context,
            entity_views=lambda user, ids: self.entities.views(user, ids),
        )
        self.entities = Entities(self)
        self.review = Review(self)
        self.distiller = Distiller(
            self.store, self.embedder, self.extractor, self._related, distil, after_batch=self.entities._after_batch
        )
        self.topics = Topics(self)
        self.messages = Messages(self)
        self._policy = lifecycle
        self._lifecycle: Lifecycle | None = None

    # --- plumbing ----------------------------------------------------------------------------
    def close(self) -> None:
        """Close the store's connections (and stop recall's helper threads)."""
        self.recaller.close()
        self.store.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _owner(self, topic_id: str, user_id: str | None) -> str:
        if not isinstance(topic_id, str) or not topic_id:
            raise ValidationError("topic_id must be a non-empty string", field="topic_id")
        if user_id is not None:
            check_user_id(user_id)
            self.store.get_topic(user_id, topic_id)  # NotFoundError for another user's topic
            return user_id
        return self.store.topic_owner(topic_id)

    def zone(self, settings: UserSettings) -> tzinfo:
        """The time zone a user's dates are read and shown in: their setting, else `default_timezone`."""
        try:
            return load_zone(settings.timezone or self.default_timezone)
        except ValueError:  # a zone this system's time zone database no longer has: the default, not a failure
            return load_zone(self.default_timezone)

    def local_now(self, user_id: str) -> datetime:
        """Now in the user's time zone: "今天", "this week" and "明天下午3点" are resolved against it."""
        return self.clock.now().astimezone(self.zone(self.store.get_settings(user_id)))

    def _related(self, user_id: str, text: str, k: int) -> list[MemoryRecord]:
        hits = self.recaller.search(user_id, text, now=self.clock.now(), k=k)
        return [h.memory for h in hits if h.memory is not None]

    def is_temporary(self, user_id: str, *, requested: bool = False) -> bool:
        """The one temporary-mode rule (seed 003 §4.4), which every face goes through: a temporary chat
        (`requested`: the proxy's and REST's X-Jiyi-Temporary header, MCP's `temporary`) or any chat of a user
        whose `temporary_mode` is on recalls nothing and stores nothing (so nothing of it is distilled)."""
        return requested or self.store.get_settings(user_id).temporary_mode

    # --- distil --------------------------------------------------------------------------------
    def extract(self, topic_id: str, *, user_id: str | None = None, automatic: bool = False) -> ExtractionReport:
        """Distil the topic's new messages now. `automatic=True` honours the user's extraction switches: with
        `auto_extract` off it stores proposals (`proposals`) instead of memories."""
        owner = self._owner(topic_id, user_id)
        settings = self.store.get_settings(owner)
        if not settings.memory_enabled or (automatic and not settings.memory_extraction_enabled):
            return ExtractionReport(topic_id=topic_id, status="disabled", reason="memory extraction is turned off")
        topic = shown_topic(self.store.get_topic(owner, topic_id))
        now = self.clock.now()
        # Auto-extract off: an automatic run proposes (the user confirms by hand); a manual one is the user's ask.
        propose = automatic and not settings.auto_extract
        report = self.distiller.run(
            owner,
            topic,
            now,
            settings.memory_context_messages,
            announce=True,
            filter_sensitive=settings.filter_sensitive,
            timezone=settings.timezone or self.default_timezone,
            propose_for=timedelta(days=settings.proposal_expiry_days) if propose else None,
        )
        if report.status == "done":
            self.lifecycle.extracted(owner, topic_id, settings, now)
        return report

    # --- recall --------------------------------------------------------------------------------
    def search(
        self,
        user_id: str,
        query: str,
        *,
        k: int = 8,
        types: Sequence[str] | None = None,
        context: Sequence[str] = (),
        include_inactive: bool = False,
        min_score: float = 0.0,
        record_access: bool = True,
        agent_id: str | None = None,
        filters: Mapping[str, Any] | None = None,
    ) -> list[SearchHit]:
        """Hybrid recall of the user's memories, each hit with its score parts. `agent_id` keeps only that
        agent's memories (strict; None: all of the user's) and `filters` those whose metadata matches
        (`{"key": value}` or `{"key": {"$in": [...]}}`, see `jiyi._scope`)."""
        check_user_id(user_id)
        scope = Scope(check_agent_id(agent_id), check_filters(filters))
        q = check_content(query, field="query", limit=self.max_message_chars)
        if not 1 <= k <= 1000:
            raise ValidationError("k must be between 1 and 1000", field="k")
        recent = [c for c in list(context)[-3:] if isinstance(c, str) and c.strip()]
        for i, c in enumerate(recent):  # embedded with the query: a lone surrogate would fail the embedder
            check_text(c, field=f"context[{i}]")
        ctx = "\n".join(recent) or None
        hits = self.recaller.search(
            user_id,
            q,
            now=self.local_now(user_id),  # "这周", "today" are the user's
            k=k,
            context=ctx,
            types=[check_type(t) for t in types] if types else None,
            include_inactive=include_inactive,
            min_score=min_score,
            scope=scope,
        )
        if record_access and hits:
            self.store.record_access(user_id, [h.id for h in hits], self.clock.now())
        return hits

    def search_messages(self, user_id: str, query: str, *, k: int = 5) -> list[SearchHit]:
        """Hybrid search over the user's raw messages (finds "what did we talk about")."""
        check_user_id(user_id)
        q = check_content(query, field="query", limit=self.max_message_chars)
        return self.recaller.search_messages(user_id, q, now=self.local_now(user_id), k=k)

    def context(
        self,
        user_id: str,
        message: str,
        *,
        recent: Sequence[str] = (),
        budget: int | None = None,
        k: int | None = None,
        agent_id: str | None = None,
        filters: Mapping[str, Any] | None = None,
    ) -> ContextBlock:
        """The system-prompt block for replying to `message`: core facts (and profile), relevant memories,
        dated excerpts of past conversations, recent summaries; see `jiyi._assemble`.

        `recent` (the latest turns of the current chat) feeds the searches, so a vague follow-up
        ("好的，按第一个方案办") finds what the turns before it were about. Never empty for a user with
        memories or messages; a new user gets a one-line cold start.

        `agent_id` / `filters` narrow the memories (core facts, summaries, relevant memories) as in `search`;
        the profile and excerpts of past conversations are user-wide (any agent's words can be in them), so a
        scoped block leaves them out."""
        check_user_id(user_id)
        scope = Scope(check_agent_id(agent_id), check_filters(filters))
        settings = self.store.get_settings(user_id)
        budget = budget if budget is not None else settings.context_token_budget
        if budget < 0:
            raise ValidationError("budget must be positive", field="budget")
        language = detect_language(message) if isinstance(message, str) and message.strip() else "en"
        if not settings.memory_enabled or settings.temporary_mode:
            return ContextBlock(text="", tokens=0, budget=budget, language=language)
        q = check_content(message, field="query", limit=self.max_message_chars)
        if k is not None and not 1 <= k <= 1000:
            raise ValidationError("k must be between 1 and 1000", field="k")
        # Every recent turn can reach a search (the excerpt query), so each is checked like the message.
        turns = [check_text(c, field=f"recent[{i}]") for i, c in enumerate(recent)]
        return self.assembler.assemble(
            user_id,
            q,
            recent=turns,
            budget=budget,
            k=k or settings.recall_top_k,
            language=language,
            settings=settings,
            now=self.clock.now().astimezone(self.zone(settings)),  # dates in the block are the user's
            scope=scope,
        )

    # --- manage ------------------------------------------------------------------------------
    def add(
        self,
        user_id: str,
        content: str,
        *,
        type: str = "manual",
        importance: float = 0.9,
        expires_at: datetime | None = None,
        due_at: datetime | None = None,
        source: Source = Source.USER,
        remind_at: datetime | str | None = None,
        agent_id: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> MemoryRecord:
        """Add a memory directly ("记住这个"). An identical current memory is returned, not duplicated
        (`add_or_get` tells which happened).

        A todo (type todo or plan with `due_at`) is reminded at `remind_at`, else the user's
        `reminder_lead_minutes` (default 60) before it is due. `agent_id` puts the memory in an agent's scope
        (`jiyi._scope`); `metadata` is any JSON object of the caller's, filterable in `search` / `list`."""
        return self.add_or_get(
            user_id,
            content,
            type=type,
            importance=importance,
            expires_at=expires_at,
            due_at=due_at,
            source=source,
            remind_at=remind_at,
            agent_id=agent_id,
            metadata=metadata,
        )[0]

    def add_or_get(
        self,
        user_id: str,
        content: str,
        *,
        type: str = "manual",
        importance: float = 0.9,
        expires_at: datetime | None = None,
        due_at: datetime | None = None,
        source: Source = Source.USER,
        remind_at: datetime | str | None = None,
        agent_id: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> tuple[MemoryRecord, bool]:
        """`add`, returning the memory and whether it was created: False when a current memory saying the same
        thing (the same `content_hash`: case, spacing and invisible characters aside) in the same agent scope was
        returned instead (its metadata as it was)."""
        check_user_id(user_id)
        agent = check_agent_id(agent_id)
        md = check_metadata(metadata)
        text = check_memory_content(content)
        if self.store.get_settings(user_id).filter_sensitive:
            check_no_secret(text)
        t = check_type(type)
        if not 0 <= importance <= 1:
            raise ValidationError("importance must be between 0 and 1", field="importance")
        remind = check_when(remind_at, field="remind_at") if remind_at else None
        if remind is not None and (t not in TODO_TYPES or not due_at):
            raise ValidationError(
                "remind_at is for todos: give type todo (or plan) and a due_at as well", field="remind_at"
            )
        digest = content_hash(text)
        existing = [r for r in self.store.find_by_hash(user_id, digest) if r.agent_id == agent]
        if existing:
            return existing[0], False
        now = self.clock.now()
        rec = MemoryRecord(
            id=new_id("mem"),
            user_id=user_id,
            type=t,
            content=text,
            importance=importance,
            confidence=1.0,
            source=source,
            verified=source is Source.USER,
            valid_from=now,
            expires_at=check_when(expires_at, field="expires_at") if expires_at else None,
            due_at=check_when(due_at, field="due_at") if due_at else None,
            language=detect_language(text),
            created_at=now,
            updated_at=now,
            agent_id=agent,
            metadata=md,
        )
        vec = self.embedder.embed([text])[0]
        changes = ChangeSet(inserts=[(rec, vec)], unless_hash=digest, unless_agent=agent)
        changes.history.append(self._history(rec, "add", actor=source.value, new_content=text, new_state=rec.state))
        if remind is not None:
            changes.todo_states.append(TodoState(rec.id, remind))
        changes.arm_todos(self.store, user_id)
        changes.events.append(_event("memory.created", rec))
        try:
            self.store.apply(user_id, changes)
        except DuplicateError as exc:  # the same text was added concurrently (double submit, retry): that one
            return self.store.get_memory(user_id, exc.existing_id), False
        return rec, True

    def get(self, user_id: str, memory_id: str) -> MemoryRecord:
        """One memory (any state)."""
        check_user_id(user_id)
        return self.store.get_memory(user_id, memory_id)

    def list(
        self,
        user_id: str,
        *,
        types: Sequence[str] | None = None,
        states: Sequence[MemoryState | str] | None = (MemoryState.ACTIVE,),
        current_only: bool = True,
        text: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        sort: str = "created_desc",
        limit: int = 50,
        offset: int = 0,
        agent_id: str | None = None,
        filters: Mapping[str, Any] | None = None,
    ) -> list[MemoryRecord]:
        """The user's memories, filtered and paged (`agent_id` and metadata `filters` as in `search`)."""
        check_user_id(user_id)
        flt = self._filter(types, states, current_only, text, since, until, sort, agent_id, filters)
        if not 1 <= limit <= 1000 or offset < 0:
            raise ValidationError("limit must be 1-1000 and offset >= 0", field="limit")
        return self.store.list_memories(user_id, flt, limit=limit, offset=offset)

    def count(self, user_id: str, **filters: Any) -> int:
        """How many memories match the same filters as `list`."""
        check_user_id(user_id)
        return self.store.count_memories(user_id, self._filter(**filters))

    @staticmethod
    def _filter(
        types: Sequence[str] | None = None,
        states: Sequence[MemoryState | str] | None = (MemoryState.ACTIVE,),
        current_only: bool = True,
        text: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        sort: str = "created_desc",
        agent_id: str | None = None,
        filters: Mapping[str, Any] | None = None,
    ) -> MemoryFilter:
        try:
            st = tuple(MemoryState(s) for s in states) if states else None
        except ValueError:
            raise ValidationError(
                f"unknown state in {list(states or [])}; use active, forgotten or deleted", field="states"
            ) from None
        sorts = ("created_desc", "created_asc", "importance_desc", "access_desc", "updated_desc")
        if sort not in sorts:
            raise ValidationError(f"unknown sort {sort!r}; use one of {', '.join(sorts)}", field="sort")
        return MemoryFilter(
            types=tuple(check_type(t) for t in types) if types else None,
            states=st,
            current_only=current_only,
            text=check_text(text, field="text") or None if text is not None else None,
            since=check_when(since, field="since") if since is not None else None,
            until=check_when(until, field="until") if until is not None else None,
            sort=sort,  # type: ignore[arg-type]
            agent_id=check_agent_id(agent_id),
            metadata=check_filters(filters),
        )

    def update(
        self,
        user_id: str,
        memory_id: str,
        content: str | None = None,
        *,
        importance: float | None = None,
        type: str | None = None,
        verified: bool | None = None,
        reason: str = "",
        message_ids: Sequence[str] = (),
    ) -> MemoryRecord:
        """Change a memory (text, importance, type, confirmation): a new version supersedes the old one, which
        stays in history, so every change is undoable. Arguments left None keep their value. `message_ids`: the
        messages the new text was also read from (a correction said in a later message), added to its sources.

        A new text counts as the user's word (source user, confirmed, confidence 1). `verified=True` marks the
        memory confirmed by the user (seed 002) and sets its confidence to 1; `verified=False` withdraws that.
        """
        check_user_id(user_id)
        check_text(reason, field="reason")
        text = check_memory_content(content) if content is not None else None
        if text is not None and self.store.get_settings(user_id).filter_sensitive:
            check_no_secret(text)
        if importance is not None and not 0 <= importance <= 1:
            raise ValidationError("importance must be between 0 and 1", field="importance")
        t = check_type(type) if type is not None else None
        if text is None and importance is None and t is None and verified is None:
            raise ValidationError("nothing to change: give content, importance, type or verified", field="content")
        old = self.store.get_memory(user_id, memory_id)
        if not old.is_current:
            raise ConflictError(f"memory {memory_id} is {old.state.value} or superseded; update its current version")
        now = self.clock.now()
        fields: dict[str, Any] = {}
        if text is not None:
            # Rewording in the user's own words is a confirmation of the new text.
            fields.update(content=text, language=detect_language(text), source=Source.USER, verified=True)
            fields["confidence"] = 1.0
        if importance is not None:
            fields["importance"] = float(importance)
        if t is not None:
            fields["type"] = t
        if verified is not None:
            fields["verified"] = verified
            if verified:
                fields["confidence"] = 1.0
        if isinstance(message_ids, str) or not all(isinstance(i, str) for i in message_ids):
            raise ValidationError("message_ids must be a list of message ids", field="message_ids")
        added = [i for i in dict.fromkeys(message_ids) if i not in old.message_ids]
        if added:
            if len(self.store.get_messages(user_id, added)) != len(added):  # only the user's own messages
                raise ValidationError("message_ids names a message this user does not have", field="message_ids")
            fields["message_ids"] = (*old.message_ids, *added)
        new = old.model_copy(
            update={
                **fields,
                "id": new_id("mem"),
                "supersedes": old.id,
                "superseded_by": None,
                "valid_from": now,
                "created_at": now,
                "updated_at": now,
            }
        )
        why = "; ".join(x for x in (reason, _describe_change(old, new)) if x)
        changes = ChangeSet(
            inserts=[(new, self.embedder.embed([new.content])[0])],
            updates=[old.model_copy(update={"valid_until": now, "superseded_by": new.id, "updated_at": now})],
            expect=[old],  # a concurrent change of it: StaleError (409), not a second current version
        )
        if new.type in TODO_TYPES and new.due_at is not None:
            # The new version of a todo keeps its reminder state (a completed todo stays completed).
            todo = self.store.get_todo(user_id, old.id)
            if todo is not None:
                changes.todo_states.append(TodoState(new.id, todo.remind_at, todo.reminded_at, todo.completed_at))
            changes.arm_todos(self.store, user_id)
        changes.history.append(
            self._history(
                new,
                "update",
                actor="user",
                old_content=old.content,
                new_content=new.content,
                related_id=old.id,
                reason=why,
                new_state=MemoryState.ACTIVE,
            )
        )
        changes.history.append(
            self._history(
                old,
                "supersede",
                actor="user",
                old_content=old.content,
                new_content=new.content,
                related_id=new.id,
                reason=why,
            )
        )
        changes.events.append(_event("memory.updated", new))
        self._apply_withdrawing(user_id, changes)
        return new

    def _set_state(
        self,
        user_id: str,
        memory_id: str,
        state: MemoryState,
        event: str,
        *,
        actor: str,
        reason: str,
        mend: bool = True,
    ) -> MemoryRecord:
        check_user_id(user_id)
        check_text(reason, field="reason")
        old = self.store.get_memory(user_id, memory_id)
        if old.state is state:
            raise ConflictError(f"memory {memory_id} is already {state.value}")
        changes = ChangeSet(expect=[old])
        new = self._move_state(changes, old, state, event, self.clock.now(), actor=actor, reason=reason)
        self._apply_withdrawing(user_id, changes, mend=mend)
        return new

    def _apply_withdrawing(self, user_id: str, changes: ChangeSet, *, mend: bool = True) -> None:
        """Apply a change that may withdraw memories (delete, forget, correct, undo): the summaries that state
        what it withdraws are mended in the same transaction, and the profile is rebuilt (`jiyi._mend`)."""
        if mend:
            mend_summaries(self.store, self.embedder, user_id, changes, self.clock.now())
        self.store.apply(user_id, changes)
        if mend and withdrawals(changes):
            refresh_profile_soon(self, user_id)

    def _move_state(
        self,
        changes: ChangeSet,
        old: MemoryRecord,
        state: MemoryState,
        event: str,
        now: datetime,
        *,
        actor: str,
        reason: str,
        related_id: str | None = None,
    ) -> MemoryRecord:
        """Add to `changes` the move of `old` to `state`: the new row, its history entry and its event."""
        new = old.model_copy(update={"state": state, "updated_at": now})
        changes.updates.append(new)
        changes.history.append(
            self._history(
                old,
                event,
                actor=actor,
                old_content=old.content,
                old_state=old.state,
                new_state=state,
                related_id=related_id,
                reason=reason,
            )
        )
        changes.events.append(_event(_STATE_EVENTS[event], new))
        return new

    def delete(self, user_id: str, memory_id: str, *, reason: str = "") -> MemoryRecord:
        """Soft-delete: hidden from recall, kept with history, restorable."""
        return self._set_state(user_id, memory_id, MemoryState.DELETED, "delete", actor="user", reason=reason)

    def forget(self, user_id: str, memory_id: str, *, reason: str = "", actor: str = "user") -> MemoryRecord:
        """Mark forgotten (the lifecycle's soft state): excluded from recall, restorable."""
        return self._set_state(user_id, memory_id, MemoryState.FORGOTTEN, "forget", actor=actor, reason=reason)

    def restore(self, user_id: str, memory_id: str, *, reason: str = "") -> MemoryRecord:
        """Bring a deleted or forgotten memory back to active."""
        return self._set_state(user_id, memory_id, MemoryState.ACTIVE, "restore", actor="user", reason=reason)

    def forget_topic(self, user_id: str, topic_id: str, *, reason: str = "", erase: bool = False) -> ForgetReport:
        """Forget a whole conversation: its memories and episode summary are forgotten (soft, a history row
        each), its messages hidden from search, listings and distillation, and a profile rewrite is queued.
        `restore_topic` undoes it. `erase=True` (an explicit user request only) also removes the messages
        and the topic for good. NotFoundError for another user's topic; ConflictError if already forgotten."""
        check_text(reason, field="reason")
        return forget_topic(self, user_id, topic_id, reason=reason, erase=erase)

    def restore_topic(self, user_id: str, topic_id: str, *, reason: str = "") -> ForgetReport:
        """Undo `forget_topic`: the messages are shown again and the memories it forgot are restored."""
        check_text(reason, field="reason")
        return restore_topic(self, user_id, topic_id, reason=reason)

    def forget_about(
        self, user_id: str, query: str, *, dry_run: bool = False, reason: str = "", limit: int = 50,
        min_similarity: float | None = None,
    ) -> ForgetReport:  # fmt: skip
        """Forget every current memory (summaries included) clearly about a subject ("忘掉关于马拉松的事"),
        found by hybrid search: its words in the text, or a close vector (`min_similarity`, default the
        embedder's `forget_floor`). `dry_run=True` only lists them. Soft, a history row each (undoable)."""
        check_text(reason, field="reason")
        return forget_about(
            self, user_id, query, dry_run=dry_run, reason=reason, limit=limit, min_similarity=min_similarity
        )

    def history(self, user_id: str, memory_id: str | None = None, *, limit: int = 100) -> builtins.list[HistoryEntry]:
        """Every change to a memory (or to all the user's memories), newest first."""
        check_user_id(user_id)
        if memory_id is not None:
            self.store.get_memory(user_id, memory_id)
        return self.store.list_history(user_id, memory_id, limit=limit)

    def undo(self, user_id: str, history_id: str) -> MemoryRecord:
        """Undo one change: an add is soft-deleted, an update restores the old version, a state change reverts."""
        check_user_id(user_id)
        entry = self.store.get_history_entry(user_id, history_id)
        if entry.undone:
            raise ConflictError(f"change {history_id} was already undone")
        now = self.clock.now()
        changes = ChangeSet()
        if entry.event == "add":
            rec = self.store.get_memory(user_id, entry.memory_id)
            if rec.state is not MemoryState.ACTIVE:
                raise ConflictError(f"memory {rec.id} is already {rec.state.value}")
            result = rec.model_copy(update={"state": MemoryState.DELETED, "updated_at": now})
            changes.updates.append(result)
            changes.expect.append(rec)
        elif entry.event in ("update", "supersede"):
            new_id_ = entry.memory_id if entry.event == "update" else entry.related_id
            old_id = entry.related_id if entry.event == "update" else entry.memory_id
            if new_id_ is None or old_id is None:
                raise ConflictError(f"change {history_id} cannot be undone: it names no previous version")
            newer = self.store.get_memory(user_id, new_id_)
            older = self.store.get_memory(user_id, old_id)
            if newer.superseded_by is not None:
                raise ConflictError(f"memory {newer.id} was changed again since; undo the later change first")
            changes.updates.append(newer.model_copy(update={"state": MemoryState.DELETED, "updated_at": now}))
            result = older.model_copy(update={"valid_until": None, "superseded_by": None, "updated_at": now})
            changes.updates.append(result)
            changes.expect += [newer, older]
        elif entry.event in ("delete", "forget", "restore") and entry.old_state is not None:
            rec = self.store.get_memory(user_id, entry.memory_id)
            result = rec.model_copy(update={"state": entry.old_state, "updated_at": now})
            changes.updates.append(result)
            changes.expect.append(rec)
        elif entry.event == "boost":
            raise ConflictError("a boost only changed importance; edit the importance instead")
        else:
            raise ConflictError(f"change {history_id} ({entry.event}) cannot be undone")
        changes.history.append(entry.model_copy(update={"undone": True}))
        changes.history.append(
            self._history(
                result,
                "undo",
                actor="user",
                old_content=entry.new_content,
                new_content=result.content,
                related_id=entry.id,
                reason=f"undo {entry.event}",
                new_state=result.state,
            )
        )
        changes.events.append(_event("memory.updated", result))
        self._apply_withdrawing(user_id, changes)
        return self.store.get_memory(user_id, result.id)

    def _history(self, rec: MemoryRecord, event: str, *, actor: str, **fields: Any) -> HistoryEntry:
        return HistoryEntry(
            id=new_id("his"),
            memory_id=rec.id,
            user_id=rec.user_id,
            event=event,  # type: ignore[arg-type]
            actor=actor,
            created_at=self.clock.now(),
            **fields,
        )

    # --- proposed memories (auto-extract off) ------------------------------------------------------
    def proposals(self, user_id: str, *, status: str | None = None, limit: int = 100) -> builtins.list[Proposal]:
        """Memories distillation proposed while auto-extract was off, newest first; `status` filters: pending,
        expired (unanswered past `proposal_expiry_days`; kept, and still answerable), confirmed or rejected."""
        return proposals_.list_proposals(self.store, user_id, self.clock.now(), status=status, limit=limit)

    def confirm(self, user_id: str, proposal_id: str) -> MemoryRecord:
        """Confirm a proposal: it becomes a memory (its source messages kept, verified, with history and an
        event). ConflictError if it was already answered."""
        return proposals_.confirm_proposal(self.store, self.embedder, user_id, proposal_id, self.clock.now())

    def reject(self, user_id: str, proposal_id: str) -> Proposal:
        """Reject a proposal: nothing is remembered; it stays listed as rejected."""
        return proposals_.reject_proposal(self.store, user_id, proposal_id, self.clock.now())

    # --- settings and erasure ------------------------------------------------------------------
    def settings(self, user_id: str) -> UserSettings:
        """The user's settings; `timezone` shows the one in force (`default_timezone` until the user sets one)."""
        check_user_id(user_id)
        return self._shown_settings(self.store.get_settings(user_id))

    def _shown_settings(self, settings: UserSettings) -> UserSettings:
        # Stored as None, so a user who never chose a zone follows the service's default when it changes.
        return settings if settings.timezone else settings.model_copy(update={"timezone": self.default_timezone})

    def update_settings(self, user_id: str, **changes: Any) -> UserSettings:
        """Change some settings; unknown names and out-of-range values are refused."""
        check_user_id(user_id)
        from pydantic import ValidationError as PydanticValidationError

        try:  # merged inside the store's write transaction: a concurrent change of another setting is kept
            return self._shown_settings(self.store.change_settings(user_id, changes, self.clock.now()))
        except PydanticValidationError as exc:
            err = exc.errors()[0]
            field = ".".join(str(p) for p in err["loc"])
            raise ValidationError(f"setting {field}: {err['msg']}", field=field) from None

    def erase_user(self, user_id: str, *, confirm: bool = False) -> dict[str, int]:
        """Forget everything of one user — the only hard removal. Needs `confirm=True`.

        Removes the user's topics, messages, memories and their history, profile versions, settings,
        jobs, LLM usage, outbox events, todo state, proposals and API keys, and the full-text index entries; on
        SQLite no trace of the text stays in the file (see docs/SECURITY.md, "Erase")."""
        check_user_id(user_id)
        if not confirm:
            raise ValidationError("erasing a user removes everything for good; pass confirm=True", field="confirm")
        removed = self.store.erase_user(user_id)

        cached_document.cache_clear()  # search's memo of stored texts' terms holds some of the user's words
        return removed

    @property
    def protected_types(self) -> frozenset[str]:
        """Types that automatic decisions never delete or rewrite."""
        return PROTECTED_TYPES

    # --- server helpers: stats and clearing ---------------------------------------------------
    def stats(self, user_id: str, *, top: int = 5) -> MemoryStats:
        """Counts of the user's memories by type (current ones) and state (every version), and the most recalled."""
        check_user_id(user_id)
        if not 1 <= top <= 100:
            raise ValidationError("top must be between 1 and 100", field="top")
        return compute_stats(self.store, user_id, top=top)

    def clear(self, user_id: str, *, confirm: bool = False, reason: str = "clear all") -> int:
        """Soft-delete every current memory of the user (each restorable, each with history). Needs `confirm=True`."""
        check_user_id(user_id)
        if not confirm:
            raise ValidationError("clearing deletes every memory of the user; pass confirm=True", field="confirm")
        check_text(reason, field="reason")  # before the first delete: all of them, or none
        done = 0
        flt = MemoryFilter(current_only=True)
        while batch := self.store.list_memories(user_id, flt, limit=500):
            for rec in batch:
                # Every summary goes too: mending each one as each fact goes would only be undone.
                self._set_state(user_id, rec.id, MemoryState.DELETED, "delete", actor="user", reason=reason, mend=False)
                done += 1
        # "Forget everything": what the entity layer knew of the user's people and things goes for good.
        self.store.erase_entities(user_id)
        self.store.erase_review(user_id)  # the review's items name those entities and memories
        if done:
            refresh_profile_soon(self, user_id)
        return done

    # --- export and import ----------------------------------------------------------------------
    def export_user(self, user_id: str) -> Iterator[str]:
        """Everything of one user as JSON lines (no trailing newlines), header first; see `jiyi._export`."""
        return export_user(self, user_id)

    def import_user(self, user_id: str, lines: Iterable[str | bytes], *, as_user: bool = False) -> ImportReport:
        """Import an export into `user_id`: validated first, written in one transaction, idempotent.

        Records of another user in the file are refused (ValidationError naming the line) unless `as_user=True`,
        which imports them as `user_id`.
        """
        return import_user(self, user_id, lines, as_user=as_user)

    # --- background lifecycle: jobs, todos, profile, use ----------------------------------------
    @property
    def lifecycle(self) -> Lifecycle:
        """The background rules (distil silent topics, episodes, profile, decay, review, retention, reminders)."""
        if self._lifecycle is None:
            self._lifecycle = Lifecycle(self, self._policy)
        return self._lifecycle

    def run_due(self, now: datetime | None = None) -> LifecycleReport:
        """Run everything due now (one tick of `jiyi worker`); `now` defaults to the clock."""
        return self.lifecycle.run_due(now)

    def jobs(self, user_id: str | None = None, *, status: str | None = None) -> builtins.list[JobRecord]:
        """Background jobs (one user's, or everyone's with None): pending, running, failed with the error, done."""
        if user_id is not None:
            check_user_id(user_id)
        if status is not None and status not in ("pending", "running", "failed", "done"):
            raise ValidationError("status must be pending, running, failed or done", field="status")
        return self.store.list_jobs(user_id, status=status)

    def todos(
        self, user_id: str, *, include_completed: bool = False, limit: int = 100, due: bool = False
    ) -> builtins.list[TodoRecord]:
        """The user's todos (memories of type todo or plan with a due time), earliest first. `due=True`: only the
        open todos whose reminder time has come (until completed or snoozed), the most recently due first."""
        if due:
            return todos_.due_todos(self.store, user_id, self.clock.now(), limit=limit)
        return todos_.list_todos(self.store, user_id, include_completed=include_completed, limit=limit)

    def complete_todo(self, user_id: str, memory_id: str) -> TodoRecord:
        """Mark a todo done (no reminder fires for it any more)."""
        return todos_.complete_todo(self.store, user_id, memory_id, self.clock.now())

    def reopen_todo(self, user_id: str, memory_id: str) -> TodoRecord:
        """Undo `complete_todo`."""
        return todos_.reopen_todo(self.store, user_id, memory_id, self.clock.now())

    def snooze_todo(self, user_id: str, memory_id: str, until: datetime | str) -> TodoRecord:
        """Remind again at `until`."""
        return todos_.snooze_todo(self.store, user_id, memory_id, until, self.clock.now())

    def profile(self, user_id: str, *, language: str | None = None) -> str:
        """The user's latest profile narrative (while there is none, the cold-start text in `language`, by default
        the language most of the user's messages are in)."""
        check_user_id(user_id)
        latest = self.store.get_profile(user_id)
        if latest and latest[1]:
            return latest[1]
        # "" (all it said was withdrawn) or none yet
        return cold_start(language or self.lifecycle.profiles.main_language(user_id))

    def refresh_profile(self, user_id: str) -> int | None:
        """Write a new profile version now if it differs from the last; returns the version (None: unchanged)."""
        check_user_id(user_id)
        return self.lifecycle.profiles.refresh(user_id, self.clock.now(), force=True)

    def used(self, user_id: str, reply: str, memory_ids: Sequence[str]) -> builtins.list[MemoryRecord]:
        """Boost the recalled memories the reply actually used (judged by wording); returns them."""
        check_user_id(user_id)
        now = self.clock.now()
        used = used_in_reply(reply, self.store.get_memories(user_id, list(memory_ids)))
        changes = ChangeSet()
        for rec in used:
            if not rec.is_current:
                continue
            boosted = rec.model_copy(update={"importance": min(1.0, rec.importance + 0.1), "updated_at": now})
            changes.updates.append(boosted)
            changes.history.append(self._history(rec, "boost", actor="lifecycle", old_content=rec.content,
                                                 new_content=rec.content, reason="used in a reply"))  # fmt: skip
        self.store.apply(user_id, changes)
        return [u for u in changes.updates]


def _describe_change(old: MemoryRecord, new: MemoryRecord) -> str:
    """What an update changed besides the text, for the history (which stores only the texts)."""
    parts = []
    if new.importance != old.importance:
        parts.append(f"importance {old.importance:.2f} -> {new.importance:.2f}")
    if new.type != old.type:
        parts.append(f"type {old.type} -> {new.type}")
    if new.verified != old.verified:
        parts.append("confirmed" if new.verified else "unconfirmed")
    return ", ".join(parts)


# Every change a caller makes is announced in the store's outbox, in the same transaction: a server
# tails the outbox for its SSE subscribers and webhooks, so a change made through the library, the CLI,
# MCP or another server process reaches them too, exactly once.
_STATE_EVENTS = {"delete": "memory.deleted", "forget": "memory.forgotten", "restore": "memory.restored"}


def _event(kind: str, rec: MemoryRecord) -> NewEvent:
    return NewEvent(kind, rec.user_id, rec.model_dump(mode="json"))
