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
from ._errors import ValidationError
from ._export import ImportReport, export_user, import_user
from ._forget import ForgetReport, forget_about, forget_topic, refresh_profile_soon, restore_topic
from ._memory_edits import MemoryEdits
from ._mend import mend_summaries, withdrawals
from ._models import (
    ContextBlock,
    ExtractionReport,
    MemoryRecord,
    MemoryState,
    Proposal,
    SearchHit,
    UserSettings,
    check_type,
)
from ._recall import RecallConfig, Recaller
from ._registry import resolve_embedder, resolve_extractor
from ._review import Review
from ._scope import Scope, check_agent_id, check_filters
from ._stats import MemoryStats, compute_stats
from ._text import cached_document, detect_language
from ._time import load_zone, zone_name
from ._validate import (
    MAX_CONTENT_CHARS,
    check_content,
    check_text,
    check_user_id,
)
from .embedders._base import Embedder
from .extractors._base import Extractor
from .lifecycle import Lifecycle, LifecyclePolicy, LifecycleReport, cold_start
from .lifecycle import _todos as todos_
from .llm._base import LLM
from .store._base import (
    ChangeSet,
    JobRecord,
    MemoryFilter,
    Store,
    TodoRecord,
)
from .store._open import open_store

__all__ = ["DEFAULT_PATH", "Memory"]

DEFAULT_PATH = "~/.jiyi/jiyi.db"


class Memory(MemoryEdits):
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

    # --- withdrawing: the mending every edit shares; forgetting a topic or a subject -------------
    def _apply_withdrawing(self, user_id: str, changes: ChangeSet, *, mend: bool = True) -> None:
        """Apply a change that may withdraw memories (delete, forget, correct, undo): the summaries that state
        what it withdraws are mended in the same transaction, and the profile is rebuilt (`jiyi._mend`)."""
        if mend:
            mend_summaries(self.store, self.embedder, user_id, changes, self.clock.now())
        self.store.apply(user_id, changes)
        if mend and withdrawals(changes):
            refresh_profile_soon(self, user_id)

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
        """Mark a todo done (no reminder fires for it any more). A repeating todo is done for this time: it stays
        open and reminds at the next time of its series (`stop_todo` ends the series)."""
        zone = self.zone(self.store.get_settings(user_id))
        return todos_.complete_todo(self.store, user_id, memory_id, self.clock.now(), zone)

    def stop_todo(self, user_id: str, memory_id: str) -> TodoRecord:
        """End a todo, a repeating one's whole series: no reminder fires for it any more (`reopen_todo` undoes it)."""
        return todos_.stop_todo(self.store, user_id, memory_id, self.clock.now())

    def reopen_todo(self, user_id: str, memory_id: str) -> TodoRecord:
        """Undo `complete_todo` or `stop_todo`."""
        return todos_.reopen_todo(self.store, user_id, memory_id, self.clock.now())

    def snooze_todo(self, user_id: str, memory_id: str, until: datetime | str) -> TodoRecord:
        """Remind again at `until` (a repeating todo: this time only; the series keeps its times)."""
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
