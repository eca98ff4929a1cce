"""The store interface. Every method that touches user data takes the user id and is scoped by it.

A store never calls an LLM or an embedder: vectors arrive computed. The pipelines decide what
changes; `apply()` writes a whole `ChangeSet` (new memories, revised rows, history, the topic's
cursor) in one transaction, so a crash leaves either all of it or none of it.

The records it takes and returns are in `_records`, what both stores share in `_shared`, the entity and
review part of the interface in `_base_entities`, the background part (jobs, the event outbox, webhook leases) in
`_base_background`; all are re-exported here.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime, tzinfo
from typing import Any, Literal

from .._errors import NotFoundError
from .._models import HistoryEntry, MemoryRecord, Message, Proposal, Topic, UserSettings
from .._scope import Scope
from ._base_background import BackgroundStore
from ._base_entities import EntityReviewStore
from ._records import (
    TODO_TYPES,
    ChangeSet,
    Cursor,
    EntityChange,
    EventRecord,
    ImportBatch,
    ImportedMessage,
    JobRecord,
    MemoryFilter,
    NewEvent,
    NewMessage,
    PendingTopic,
    ProfileVersion,
    ProposalDecision,
    RepeatState,
    TodoRecord,
    TodoState,
    Vector,
)
from ._shared import (
    EVENT_INSERT,
    MEMORY_ORDER,
    PROPOSAL_COLUMNS,
    event_rows,
    merge_settings,
    proposals_sql,
    shown_proposal,
    unchanged_since,
)

__all__ = [
    "EVENT_INSERT",
    "MEMORY_ORDER",
    "PROPOSAL_COLUMNS",
    "TODO_TYPES",
    "ChangeSet",
    "Cursor",
    "EntityChange",
    "EventRecord",
    "ImportBatch",
    "ImportedMessage",
    "JobRecord",
    "MemoryFilter",
    "NewEvent",
    "NewMessage",
    "PendingTopic",
    "ProfileVersion",
    "ProposalDecision",
    "RepeatState",
    "Store",
    "TodoRecord",
    "TodoState",
    "Vector",
    "event_rows",
    "merge_settings",
    "proposals_sql",
    "shown_proposal",
    "unchanged_since",
]


class Store(BackgroundStore, EntityReviewStore):
    """Persistence for topics, messages, memories, history, settings, profiles and jobs."""

    embedder_name: str | None

    # --- lifecycle -----------------------------------------------------------------
    @abstractmethod
    def close(self) -> None:
        """Release connections."""

    @abstractmethod
    def bind_embedder(self, name: str, dim: int) -> None:
        """Record which embedder wrote the vectors; refuse a different one (vectors would not compare)."""

    # --- topics and messages -------------------------------------------------------
    @abstractmethod
    def create_topic(
        self,
        user_id: str,
        title: str,
        now: datetime,
        *,
        agent_id: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> Topic:
        """Create a topic for a user, optionally in an agent's scope and with (validated) metadata."""

    @abstractmethod
    def get_topic(self, user_id: str, topic_id: str) -> Topic:
        """The user's topic, or NotFoundError."""

    @abstractmethod
    def topic_owner(self, topic_id: str) -> str:
        """The user id owning a topic (for the embedded library's topic-id-only calls)."""

    @abstractmethod
    def list_topics(
        self, user_id: str, *, limit: int = 50, offset: int = 0, forgotten: bool = False, agent_id: str | None = None
    ) -> list[Topic]:
        """The user's topics, most recently active first: those not forgotten, or (`forgotten=True`) only
        the forgotten ones; only one agent's with `agent_id`."""

    @abstractmethod
    def set_topic_forgotten(self, user_id: str, topic_id: str, forgotten_at: datetime | None) -> Topic:
        """Forget (a time) or bring back (None) one of the user's topics, in one transaction: the topic and
        all its messages get `forgotten_at`. A forgotten topic's messages are left out of `text_search`,
        `vector_search` and `recent_messages`, the topic out of `list_topics` and `pending_topics`, and
        `add_messages` to it raises ConflictError. Nothing is removed. NotFoundError for another user's."""

    @abstractmethod
    def erase_topic(self, user_id: str, topic_id: str) -> int:
        """Hard-remove one of the user's topics with its messages (full text included) and its jobs, in one
        transaction (an explicit request only); returns how many messages went. Memories are not touched.
        NotFoundError for another user's."""

    @abstractmethod
    def add_messages(self, user_id: str, topic_id: str, messages: Sequence[NewMessage]) -> list[Message]:
        """Append messages and move the topic's last_active_at, in one transaction (ConflictError for a
        forgotten topic)."""

    @abstractmethod
    def list_messages(
        self,
        user_id: str,
        topic_id: str,
        *,
        after_seq: int | None = None,
        before_seq: int | None = None,
        limit: int | None = None,
        newest: bool = False,
    ) -> list[Message]:
        """Messages of a topic in order; `newest` takes the last `limit` (still returned in order)."""

    @abstractmethod
    def get_message(self, user_id: str, message_id: str) -> Message:
        """One of the user's messages, or NotFoundError."""

    def get_messages(self, user_id: str, message_ids: Sequence[str]) -> list[Message]:
        """The user's messages among `message_ids` (unknown ids and other users' silently absent), in the
        given order. Stores override it with one round trip (SQLite does); this fallback asks
        `get_message` once per id, so a store without its own version stays correct."""
        out: list[Message] = []
        for message_id in message_ids:
            try:
                out.append(self.get_message(user_id, message_id))
            except NotFoundError:
                continue
        return out

    def message_vectors(self, user_id: str, message_ids: Sequence[str], dim: int) -> dict[str, Vector]:
        """The stored vectors (float32, `dim` long) of the user's messages among `message_ids`, by id; a message
        stored without a vector, another user's and an unknown id are absent. This default has none: a
        caller embeds what is absent."""
        return {}

    @abstractmethod
    def recent_messages(self, user_id: str, limit: int) -> list[Message]:
        """The user's latest messages across topics, oldest first."""

    def message_contexts(self, user_id: str, message_ids: Sequence[str]) -> dict[str, str]:
        """The indexed terms (`fts_context`) of the message before each of these in its topic.

        Ids that are not the user's, or whose message opens its topic, are absent. This default
        reads the messages one by one; a store that indexes the context itself reads it at once.
        """
        from .._errors import NotFoundError
        from .._text import fts_context

        out: dict[str, str] = {}
        for message_id in dict.fromkeys(message_ids):
            try:
                msg = self.get_message(user_id, message_id)
            except NotFoundError:
                continue
            prev = self.list_messages(user_id, msg.topic_id, before_seq=msg.seq, limit=1, newest=True)
            if prev:
                out[message_id] = fts_context(prev[-1].content)
        return out

    # --- memories ------------------------------------------------------------------
    @abstractmethod
    def get_memory(self, user_id: str, memory_id: str) -> MemoryRecord:
        """One of the user's memories (any state), or NotFoundError."""

    @abstractmethod
    def get_memories(self, user_id: str, memory_ids: Sequence[str]) -> list[MemoryRecord]:
        """The user's memories among `memory_ids` (unknown ids silently absent), in the given order."""

    @abstractmethod
    def list_memories(self, user_id: str, flt: MemoryFilter, *, limit: int = 50, offset: int = 0) -> list[MemoryRecord]:
        """The user's memories matching a filter."""

    @abstractmethod
    def count_memories(self, user_id: str, flt: MemoryFilter) -> int:
        """How many of the user's memories match a filter."""

    @abstractmethod
    def withdrawn_sources(self, user_id: str, message_ids: Sequence[str]) -> set[str]:
        """The ids among `message_ids` that are a source of a memory deleted, forgotten or superseded.

        A quoted message must not bring back what the user took back (context()'s excerpts).
        """

    @abstractmethod
    def withdrawn_in_topics(self, user_id: str, topic_ids: Sequence[str], *, limit: int = 200) -> list[MemoryRecord]:
        """The memories (summaries aside) distilled from these topics that are deleted, forgotten or superseded.

        An excerpt of such a topic said before the withdrawal must not repeat its value (context()'s excerpts:
        the assistant's "记下了，你的地址是…" is no source of the memory, yet states it)."""

    @abstractmethod
    def find_by_hash(self, user_id: str, content_hash: str) -> list[MemoryRecord]:
        """Current active memories whose normalised content hashes to `content_hash`."""

    @abstractmethod
    def apply(self, user_id: str, changes: ChangeSet) -> None:
        """Write a change set atomically, with its outbox `events`. ConflictError (nothing written) when the
        cursor moved underneath us or an inserted memory id already exists (deterministic ids make
        lifecycle inserts idempotent); DuplicateError (nothing written) when `changes.unless_hash` is the
        content hash of a current active memory of the user at write time."""

    @abstractmethod
    def record_access(self, user_id: str, memory_ids: Sequence[str], now: datetime) -> None:
        """Count a recall of these memories (access_count, last_accessed_at)."""

    @abstractmethod
    def list_history(self, user_id: str, memory_id: str | None = None, *, limit: int = 100) -> list[HistoryEntry]:
        """Changes to one memory (or all the user's memories), newest first."""

    @abstractmethod
    def get_history_entry(self, user_id: str, entry_id: str) -> HistoryEntry:
        """One history row, or NotFoundError."""

    # --- search --------------------------------------------------------------------
    @abstractmethod
    def vector_search(
        self,
        user_id: str,
        query: Vector,
        k: int,
        *,
        kind: Literal["memory", "message"] = "memory",
        include_inactive: bool = False,
        scope: Scope | None = None,
    ) -> list[tuple[str, float]]:
        """(id, cosine) of the k nearest current memories (or messages), best first; with a `scope`, the k
        nearest of the memories inside it (`jiyi._scope`: an agent, metadata conditions)."""

    @abstractmethod
    def text_search(
        self,
        user_id: str,
        match: str,
        k: int,
        *,
        kind: Literal["memory", "message"] = "memory",
        include_inactive: bool = False,
        scope: Scope | None = None,
    ) -> list[tuple[str, float]]:
        """(id, score) of full-text matches (higher is better), best first. `match` is an FTS query. With a
        `scope`, the best matches among the memories inside it."""

    # --- settings, profiles, usage ---------------------------------------------------
    @abstractmethod
    def get_settings(self, user_id: str) -> UserSettings:
        """The user's settings (defaults until changed)."""

    @abstractmethod
    def put_settings(self, user_id: str, settings: UserSettings, now: datetime) -> UserSettings:
        """Replace the user's settings."""

    @abstractmethod
    def change_settings(self, user_id: str, changes: Mapping[str, Any], now: datetime) -> UserSettings:
        """Apply `changes` to the user's settings (`merge_settings`) in one write transaction, so two callers
        changing different settings at once both keep their change; returns the result. A bad value raises
        pydantic's ValidationError and writes nothing."""

    @abstractmethod
    def get_profile(self, user_id: str) -> tuple[int, str] | None:
        """(version, narrative) of the latest profile, or None."""

    @abstractmethod
    def put_profile(self, user_id: str, narrative: str, now: datetime) -> int:
        """Store a new profile version; returns its version number."""

    @abstractmethod
    def record_usage(
        self,
        user_id: str,
        purpose: str,
        prompt_tokens: int,
        completion_tokens: int,
        calls: int,
        now: datetime,
    ) -> None:
        """Record the token usage of an LLM call."""

    @abstractmethod
    def usage_totals(self, user_id: str) -> tuple[int, int, int]:
        """(prompt_tokens, completion_tokens, calls) spent for a user."""

    # --- export and import ----------------------------------------------------------------
    @abstractmethod
    def list_all_history(self, user_id: str) -> list[HistoryEntry]:
        """Every history row of the user, oldest first (in write order), for exports."""

    @abstractmethod
    def list_profiles(self, user_id: str) -> list[ProfileVersion]:
        """Every profile version of the user, oldest first."""

    @abstractmethod
    def has_settings(self, user_id: str) -> bool:
        """True once the user's settings were stored (False while they are the defaults)."""

    @abstractmethod
    def import_batch(self, user_id: str, batch: ImportBatch, now: datetime) -> dict[str, int]:
        """Write an import in one transaction, keeping existing rows: a record whose id is already stored for
        this user is skipped; one whose id belongs to another user raises ConflictError and nothing is
        written. Full-text indexes and the user's version counters are kept in step. Returns rows inserted
        per kind (topics, messages, memories, history, settings, profiles)."""

    # --- todos and reminders -------------------------------------------------------
    @abstractmethod
    def list_todos(self, user_id: str, *, include_completed: bool = False, limit: int = 100) -> list[TodoRecord]:
        """The user's todos: current active memories of type todo or plan with a due_at, earliest first."""

    @abstractmethod
    def due_todos(self, user_id: str, now: datetime, *, limit: int = 20) -> list[TodoRecord]:
        """The user's open todos (type todo) whose reminder time (`remind_at`, else `due_at`) has come by `now`,
        the most recently due first: what `context()` and the chat show until it is completed or snoozed."""

    @abstractmethod
    def get_todo(self, user_id: str, memory_id: str) -> TodoRecord | None:
        """One todo of the user with its reminder state, or None when the memory is no current todo."""

    @abstractmethod
    def put_todo_state(
        self,
        user_id: str,
        memory_id: str,
        *,
        remind_at: datetime | None,
        reminded_at: datetime | None,
        completed_at: datetime | None,
        event: NewEvent | None,
        now: datetime,
        repeat: RepeatState | None = None,
        undo: str | None = None,
    ) -> TodoRecord:
        """Replace the reminder state of one of the user's todo memories (NotFoundError if it is not one),
        and append `event` to the outbox in the same transaction. `repeat`: a repeating todo's (next_remind_at,
        done_count, last_done_at); None keeps them. `undo`: the state a done-this-time goes back to
        (`TodoRecord.undo_text`); any other write clears it."""

    @abstractmethod
    def fire_reminders(
        self, now: datetime, *, limit: int = 100, zone_of: Callable[[str], tzinfo] | None = None
    ) -> list[TodoRecord]:
        """Atomically, for todos of all users whose reminder is due (`next_remind_at`, else `remind_at`, else
        `due_at`, <= now), not completed and not reminded for that time: set `reminded_at = now` (a repeating
        todo: `next_remind_at` to the first time of its series after now, stepped on the wall clock of the zone
        `zone_of` gives for its user, UTC without one) and append a `todo.reminder` event (payload: the todo) to
        the outbox, in one transaction. Each reminder fires once even with concurrent callers; SQL selects only
        the todos due."""

    @abstractmethod
    def delete_distilled_messages(self, user_id: str, before: datetime) -> int:
        """Hard-remove the user's raw messages created before `before` that are already distilled: those
        strictly before their topic's cursor message (the cursor message itself is kept). Full-text rows and
        topics' message_count follow. Returns how many were removed."""

    @abstractmethod
    def list_proposals(
        self, user_id: str, *, now: datetime, status: str | None = None, limit: int = 100, offset: int = 0,
        forgotten_topics: bool = False,
    ) -> list[Proposal]:  # fmt: skip
        """The user's proposed memories, newest first, as `shown_proposal` (a `status` filter: pending, expired,
        confirmed or rejected). Those of a forgotten conversation are hidden, as its messages are, until it is
        restored (`forgotten_topics=True`: listed too, for an export)."""

    @abstractmethod
    def get_proposal(self, user_id: str, proposal_id: str, *, now: datetime) -> Proposal:
        """One of the user's proposals (NotFoundError for another user's)."""

    @abstractmethod
    def erase_user(self, user_id: str) -> dict[str, int]:
        """Hard-remove everything of one user (an explicit request only): every row naming the user in
        every table, API keys included, and the user's full-text index entries. Returns rows removed per
        table. SQLite leaves no trace of the text in the file; PostgreSQL's dead tuples wait for `vacuum`."""

    @abstractmethod
    def vacuum(self) -> None:
        """Physically drop deleted rows from the database files (`jiyi vacuum`): SQLite rebuilds the file
        and empties its WAL; PostgreSQL runs VACUUM on every table of the store's schema."""
