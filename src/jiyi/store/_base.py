"""The store interface. Every method that touches user data takes the user id and is scoped by it.

A store never calls an LLM or an embedder: vectors arrive computed. The pipelines decide what
changes; `apply()` writes a whole `ChangeSet` (new memories, revised rows, history, the topic's
cursor) in one transaction, so a crash leaves either all of it or none of it.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
import numpy.typing as npt

from .._entity_models import Entity, EntityFact, EntityHistory, EntityLink
from .._errors import NotFoundError, ValidationError
from .._ids import new_id
from .._models import HistoryEntry, MemoryRecord, MemoryState, Message, Proposal, Role, Topic, UserSettings
from .._scope import MetadataFilter, Scope

if TYPE_CHECKING:  # the review models name the lifecycle's review item, which imports this module
    from .._review_models import QualityReport, ReviewRecord

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
    "Store",
    "TodoRecord",
    "TodoState",
    "event_rows",
    "merge_settings",
    "proposals_sql",
    "shown_proposal",
    "unchanged_since",
]

Vector = npt.NDArray[np.float32]


def merge_settings(stored: str | None, changes: Mapping[str, Any]) -> UserSettings:
    """The settings stored as JSON (None: defaults) with `changes` applied; pydantic's ValidationError names a bad
    field or value."""
    current = UserSettings.model_validate_json(stored) if stored is not None else UserSettings()
    return UserSettings.model_validate({**current.model_dump(), **changes})


@dataclass(frozen=True, slots=True)
class NewMessage:
    """A message to store, with its precomputed embedding (or None to leave it text-only)."""

    role: Role
    content: str
    created_at: datetime
    vector: Vector | None = None


@dataclass(frozen=True, slots=True)
class Cursor:
    """Moves a topic's distillation cursor. `expected` guards against two runs on the same messages."""

    topic_id: str
    expected_message_id: str | None
    message_id: str
    processed_at: datetime


@dataclass(frozen=True, slots=True)
class NewEvent:
    """An event to append to the store's outbox in the same transaction as the change it announces.

    `data` is the JSON payload (a memory or a todo as `model_dump(mode="json")`). The outbox is what a
    server tails to feed SSE subscribers and webhooks, so changes made by a separate worker process
    reach them too, each exactly once.
    """

    type: str
    user_id: str
    data: dict[str, Any]


#: The outbox row, the same for both stores (`?` marks: PostgreSQL's writers swap them for `%s`).
EVENT_INSERT = "INSERT INTO events (id, user_id, type, data, created_at) VALUES (?, ?, ?, ?, ?)"


def event_rows(events: Sequence[NewEvent], at: Any) -> list[tuple[str, str, str, str, Any]]:
    """The outbox rows of `events` for `EVENT_INSERT`: a new id each, the JSON payload (Chinese kept as written) and
    `at`, the time as the store keeps it (ISO text in SQLite)."""
    return [(new_id("evt"), e.user_id, e.type, json.dumps(e.data, ensure_ascii=False), at) for e in events]


@dataclass(frozen=True, slots=True)
class EventRecord:
    """An outbox row: `seq` is strictly increasing in commit order of the writing transactions."""

    seq: int
    id: str
    type: str
    user_id: str
    data: dict[str, Any]
    created_at: datetime


@dataclass(frozen=True, slots=True)
class ProposalDecision:
    """The user's answer to a proposal, written by `apply` with the memory it became (if confirmed): `apply`
    refuses the whole change (ConflictError) unless the proposal is still undecided (pending or expired)."""

    proposal_id: str
    status: Literal["confirmed", "rejected"]
    memory_id: str | None
    decided_at: datetime


#: The columns of the `proposals` table, in its order.
PROPOSAL_COLUMNS = (
    "id, user_id, topic_id, type, content, importance, confidence, message_ids, supersedes, valid_from, due_at, "
    "language, reason, status, memory_id, created_at, expires_at, decided_at"
)
# A forgotten conversation's proposals are hidden with its messages (and shown again when it is restored).
_SHOWN = (
    " AND (topic_id IS NULL OR NOT EXISTS (SELECT 1 FROM topics t WHERE t.id = proposals.topic_id "
    "AND t.forgotten_at IS NOT NULL))"
)
_STATUS = {
    None: ("", 0),
    "pending": (" AND status = 'pending' AND expires_at > {now}", 1),
    "expired": (" AND status = 'pending' AND expires_at <= {now}", 1),
    "confirmed": (" AND status = 'confirmed'", 0),
    "rejected": (" AND status = 'rejected'", 0),
}


def proposals_sql(mark: str, status: str | None, *, forgotten_topics: bool) -> tuple[str, int]:
    """The SELECT of `Store.list_proposals` with `mark` as the parameter marker, and how many times it takes
    `now`: its parameters are the user, `now` that many times, the limit and the offset."""
    if status not in _STATUS:
        raise ValidationError("status must be pending, expired, confirmed or rejected", field="status")
    where, n = _STATUS[status]
    where += "" if forgotten_topics else _SHOWN
    sql = (
        f"SELECT {PROPOSAL_COLUMNS} FROM proposals WHERE user_id = {mark}{where.format(now=mark)} "
        f"ORDER BY created_at DESC, id DESC LIMIT {mark} OFFSET {mark}"
    )
    return sql, n


def shown_proposal(p: Proposal, now: datetime) -> Proposal:
    """A stored proposal as listed: pending past its `expires_at` reads as expired (the row is kept as it is)."""
    return p.model_copy(update={"status": "expired"}) if p.status == "pending" and p.expires_at <= now else p


@dataclass(slots=True)
class ChangeSet:
    """Everything one decision batch changes, applied atomically by `Store.apply`."""

    inserts: list[tuple[MemoryRecord, Vector | None]] = field(default_factory=list)
    updates: list[MemoryRecord] = field(default_factory=list)
    history: list[HistoryEntry] = field(default_factory=list)
    cursor: Cursor | None = None
    events: list[NewEvent] = field(default_factory=list)
    #: A content hash that must not be current yet: `apply` checks it inside its write transaction (so of two
    #: concurrent adds of one text exactly one is written) and raises `DuplicateError` instead of writing.
    unless_hash: str | None = None
    #: The agent scope `unless_hash` is checked in: only a current memory of the same `agent_id` (None: the
    #: user's unscoped ones) is a duplicate, so one agent's memory never stands in for another's.
    unless_agent: str | None = None
    #: The memories this change was decided on, as they were read: `apply` checks inside its write transaction
    #: that none of them changed since (edited, forgotten, superseded; `unchanged_since`) and raises
    #: `StaleError` (a `ConflictError`) instead of writing, so a decision made on an old reading (the
    #: lifecycle's passes read first and write later) never overwrites what happened to the memory meanwhile.
    expect: list[MemoryRecord] = field(default_factory=list)
    #: Whether a search's use of one of `expect` since it was read (`record_access`) also refuses the change.
    #: Counting an access is bookkeeping, not an edit: a user's edit or forget goes through however often
    #: searches used the memory meanwhile. The lifecycle sets it: decaying or forgetting a memory hangs on when
    #: it was last used. Updates never write the access columns, so no change moves a count back either way.
    expect_unused: bool = False
    #: Reminder states of memories inserted by this change (todos), written with them.
    todo_states: list[TodoState] = field(default_factory=list)
    #: Proposed memories to store (auto-extract off: distillation proposes instead of inserting).
    proposals: list[Proposal] = field(default_factory=list)
    #: The user's answer to one proposal, written with the memory it became.
    decision: ProposalDecision | None = None

    def __bool__(self) -> bool:
        return bool(
            self.inserts or self.updates or self.history or self.cursor or self.events or self.todo_states
            or self.proposals or self.decision
        )  # fmt: skip

    def arm_todos(self, store: Store, user_id: str) -> None:
        """Give each inserted todo (type todo or plan with a due time) that has no reminder state here one
        the user's `reminder_lead_minutes` before it is due (seed 001: remind_at = due_at - 1 hour)."""
        armed = {s.memory_id for s in self.todo_states}
        todos = [r for r, _ in self.inserts if r.type in TODO_TYPES and r.due_at is not None and r.id not in armed]
        if not todos:
            return
        lead = timedelta(minutes=store.get_settings(user_id).reminder_lead_minutes)
        self.todo_states += [TodoState(r.id, r.due_at - lead) for r in todos if r.due_at is not None]

    def checked_todo_states(self, user_id: str) -> list[tuple[TodoState, datetime]]:
        """The todo states with the time to stamp them, refused unless each names a todo inserted here."""
        inserted = {rec.id: rec for rec, _ in self.inserts}
        out = []
        for s in self.todo_states:
            rec = inserted.get(s.memory_id)
            if rec is None or rec.user_id != user_id or rec.type not in TODO_TYPES or rec.due_at is None:
                raise ValidationError(
                    "a reminder state must belong to a todo inserted in the same change", field="remind_at"
                )
            out.append((s, rec.created_at))
        return out

    def source_topics(self) -> list[str]:
        """The topics this change writes new memories from (inserts' `topic_id`, the cursor's topic), sorted: `apply`
        refuses the whole change (ConflictError) if one of them is forgotten, so a distillation or an episode that
        was running while the user forgot the conversation never brings it back."""
        found = {r.topic_id for r, _ in self.inserts if r.topic_id} | {p.topic_id for p in self.proposals if p.topic_id}
        if self.cursor is not None:
            found.add(self.cursor.topic_id)
        return sorted(found)


#: Memory types that are todos when they have a due time (seed 001 §5).
TODO_TYPES: tuple[str, ...] = ("todo", "plan")


@dataclass(frozen=True, slots=True)
class TodoState:
    """A todo's reminder state as stored beside it (see `TodoRecord`)."""

    memory_id: str
    remind_at: datetime | None
    reminded_at: datetime | None = None
    completed_at: datetime | None = None


def unchanged_since(
    seen: MemoryRecord,
    updated_at: datetime,
    last_accessed_at: datetime | None,
    state: str,
    superseded_by: str | None,
    *,
    unused: bool = False,
) -> bool:
    """Whether a stored memory (these columns of its row) is still as `seen` was read; a search's use of it
    since (`last_accessed_at`) counts only when `unused` (`ChangeSet.expect_unused`)."""
    return (
        updated_at == seen.updated_at
        and (not unused or last_accessed_at == seen.last_accessed_at)
        and state == seen.state.value
        and superseded_by == seen.superseded_by
    )


#: ORDER BY of each `MemoryFilter.sort`, the same in every SQL store (rowid breaks ties by insertion).
MEMORY_ORDER: dict[str, str] = {
    "created_desc": "created_at DESC, rowid DESC",
    "created_asc": "created_at ASC, rowid ASC",
    "importance_desc": "importance DESC, rowid DESC",
    "access_desc": "access_count DESC, rowid DESC",
    "updated_desc": "updated_at DESC, rowid DESC",
}


@dataclass(frozen=True, slots=True)
class MemoryFilter:
    """Filters for listing memories. None means 'any'."""

    types: tuple[str, ...] | None = None
    states: tuple[MemoryState, ...] | None = (MemoryState.ACTIVE,)
    current_only: bool = False
    text: str | None = None
    since: datetime | None = None
    until: datetime | None = None
    topic_id: str | None = None
    sort: Literal["created_desc", "created_asc", "importance_desc", "access_desc", "updated_desc"] = "created_desc"
    #: only memories of this agent (strict: unscoped memories are left out); None: any agent or none
    agent_id: str | None = None
    #: metadata conditions, all required (`jiyi._scope.check_filters`)
    metadata: MetadataFilter = ()


@dataclass(frozen=True, slots=True)
class JobRecord:
    """A unit of background work (a topic to distil, a failed extraction waiting for retry, ...).

    While `running`, `lease_owner` holds it until `lease_until`; an expired lease may be claimed again.
    """

    id: str
    user_id: str
    kind: str
    target_id: str
    status: Literal["pending", "running", "failed", "done"]
    attempts: int
    error: str | None
    next_run_at: datetime | None
    created_at: datetime
    updated_at: datetime
    lease_owner: str | None = None
    lease_until: datetime | None = None


@dataclass(frozen=True, slots=True)
class PendingTopic:
    """A topic with messages after its distillation cursor. `undistilled` counts them (all roles)."""

    topic: Topic
    undistilled: int


@dataclass(frozen=True, slots=True)
class TodoRecord:
    """A todo: a current memory of type todo or plan with a `due_at`, plus its reminder state.

    `remind_at` None means "at due_at"; `reminded_at` is set once the `todo.reminder` event was written;
    `completed_at` set means done (no reminder fires).
    """

    memory: MemoryRecord
    remind_at: datetime | None
    reminded_at: datetime | None
    completed_at: datetime | None

    @property
    def reminds_at(self) -> datetime | None:
        """When the reminder fires (the explicit remind_at, else due_at)."""
        return self.remind_at or self.memory.due_at


@dataclass(frozen=True, slots=True)
class ProfileVersion:
    """One stored version of a user's profile narrative."""

    version: int
    narrative: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class ImportedMessage:
    """A message restored from an export: its id and time are kept; `seq` is assigned by the store."""

    id: str
    topic_id: str
    role: Role
    content: str
    created_at: datetime
    vector: Vector | None = None


@dataclass(slots=True)
class EntityChange:
    """Rows of the entity layer one change writes, applied atomically by `Store.apply_entities`: entities, facts
    and links are written whole (inserted, or replacing the row of the same id), `drop_facts` / `drop_links` are
    removed, `history` rows are written (an existing id is replaced: an undo marks the row it reverted)."""

    entities: list[Entity] = field(default_factory=list)
    facts: list[EntityFact] = field(default_factory=list)
    links: list[EntityLink] = field(default_factory=list)
    drop_facts: list[str] = field(default_factory=list)
    drop_links: list[str] = field(default_factory=list)
    history: list[EntityHistory] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.entities or self.facts or self.links or self.drop_facts or self.drop_links or self.history)


@dataclass(slots=True)
class ImportBatch:
    """Everything one import writes, applied atomically by `Store.import_batch`. Records carry the target user."""

    topics: list[Topic] = field(default_factory=list)
    messages: list[ImportedMessage] = field(default_factory=list)
    memories: list[tuple[MemoryRecord, Vector | None]] = field(default_factory=list)
    history: list[HistoryEntry] = field(default_factory=list)
    settings: UserSettings | None = None
    profiles: list[ProfileVersion] = field(default_factory=list)
    proposals: list[Proposal] = field(default_factory=list)
    #: the entity layer's rows (history aside: it is rebuilt by later changes)
    entities: EntityChange = field(default_factory=lambda: EntityChange())
    #: the stored review's items (their status kept: an ignored item stays ignored) and reports
    review_items: list[ReviewRecord] = field(default_factory=list)
    quality_reports: list[QualityReport] = field(default_factory=list)


class Store(ABC):
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

    # --- settings, profiles, jobs, usage ----------------------------------------------
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
    def upsert_job(
        self,
        user_id: str,
        kind: str,
        target_id: str,
        *,
        status: Literal["pending", "running", "failed", "done"],
        error: str | None,
        next_run_at: datetime | None,
        now: datetime,
    ) -> JobRecord:
        """Create or update the job for (user, kind, target); failures increment attempts."""

    @abstractmethod
    def list_jobs(self, user_id: str | None = None, *, status: str | None = None) -> list[JobRecord]:
        """Jobs, optionally for one user and one status (None user: all users, for operators)."""

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

    # --- background lifecycle (jiyi.lifecycle) ----------------------------------------------
    @abstractmethod
    def list_user_ids(self) -> list[str]:
        """Every user id known to the store (operators and the lifecycle only), sorted."""

    @abstractmethod
    def pending_topics(self, *, limit: int = 500) -> list[PendingTopic]:
        """Topics of all users that have messages after their distillation cursor, least recently active first."""

    @abstractmethod
    def schedule_job(self, user_id: str, kind: str, target_id: str, *, run_at: datetime, now: datetime) -> JobRecord:
        """Make sure the job (user, kind, target) will run at `run_at`. Contract:

        - no row yet, or the row is done: it becomes `pending` with `next_run_at = run_at` (attempts 0, no error);
        - `pending`: `next_run_at` becomes `run_at` (debounce: the latest call wins);
        - `failed`: `next_run_at` becomes the later of the two (a retry backoff is kept; a given-up job, with
          none, is re-armed at `run_at`), status and attempts kept;
        - `running` with a live lease: left alone (the running worker re-checks before it finishes);
          with an expired lease: back to `pending` at `run_at`.
        Returns the job as stored."""

    @abstractmethod
    def claim_jobs(
        self, worker_id: str, now: datetime, *, lease_seconds: float, limit: int, kinds: Sequence[str] | None = None
    ) -> list[JobRecord]:
        """Atomically take up to `limit` runnable jobs: `pending` with `next_run_at <= now` (or NULL),
        `failed` with `next_run_at <= now` (a failed job without a next run was given up: never taken),
        and `running` whose `lease_until < now` (their worker died). Each becomes `running` with
        `lease_owner = worker_id` and `lease_until = now + lease_seconds`. Two concurrent callers never get
        the same job (Postgres: SELECT ... FOR UPDATE SKIP LOCKED; SQLite: one BEGIN IMMEDIATE transaction).
        Oldest `next_run_at` first."""

    @abstractmethod
    def finish_job(
        self,
        job_id: str,
        worker_id: str,
        *,
        status: Literal["pending", "failed", "done"],
        error: str | None,
        next_run_at: datetime | None,
        now: datetime,
    ) -> bool:
        """End a claimed job; only if `worker_id` still holds its lease (else False and nothing changes).
        `failed` increments attempts; `done` resets them to 0; `pending` reschedules (attempts kept).
        The lease is cleared."""

    @abstractmethod
    def read_events(self, after_seq: int, *, limit: int = 100) -> list[EventRecord]:
        """Outbox events with `seq > after_seq`, oldest first (all users: for the server's tailer)."""

    @abstractmethod
    def last_event_seq(self) -> int:
        """The highest outbox seq (0 when empty)."""

    @abstractmethod
    def prune_events(self, before: datetime) -> int:
        """Hard-remove outbox events created before `before` (delivery records, not user data), except those
        a webhook receiver has not received yet: events after the lowest cursor of the receivers some
        server claimed at or after `before` are kept. A receiver no server has claimed since `before` (its
        webhook is no longer configured anywhere) holds nothing back."""

    @abstractmethod
    def claim_webhook(self, receiver: str, owner: str, now: datetime, *, lease_seconds: float) -> int | None:
        """Take or renew the delivery lease of one webhook receiver; returns its cursor (the seq of the last
        event it accepted) or None when another owner holds an unexpired lease. A receiver seen for the
        first time starts at the newest event (what happened before it was configured is not sent). The
        lease is `owner`'s if it is free, expired or already `owner`'s; it then runs to `now + lease_seconds`.
        Of concurrent callers at most one gets the lease (SQLite: one write transaction; PostgreSQL: the
        UPDATE re-checks the row's latest version under its row lock)."""

    @abstractmethod
    def advance_webhook(self, receiver: str, owner: str, seq: int, now: datetime) -> bool:
        """Move a receiver's cursor forward to `seq` (an event it accepted) if `owner` still holds its lease;
        False (nothing changes) when the lease went to another owner. Never moves a cursor back."""

    @abstractmethod
    def release_webhook(self, receiver: str, owner: str) -> None:
        """Give up `owner`'s lease on a receiver (a server stopping), so another server takes over at once."""

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
    ) -> TodoRecord:
        """Replace the reminder state of one of the user's todo memories (NotFoundError if it is not one),
        and append `event` to the outbox in the same transaction."""

    @abstractmethod
    def fire_reminders(self, now: datetime, *, limit: int = 100) -> list[TodoRecord]:
        """Atomically, for todos of all users whose reminder is due (`remind_at`, else `due_at`, <= now), not
        completed and not yet reminded: set `reminded_at = now` and append a `todo.reminder` event (payload:
        the todo) to the outbox, in one transaction. Each reminder fires once even with concurrent callers."""

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

    # --- the entity layer (jiyi._entities) -------------------------------------------------------
    @abstractmethod
    def apply_entities(self, user_id: str, change: EntityChange) -> None:
        """Write an entity change in one transaction. Every row must name `user_id` (ValidationError); an id that
        belongs to another user raises ConflictError and nothing is written."""

    @abstractmethod
    def list_entities(
        self,
        user_id: str,
        *,
        ids: Sequence[str] | None = None,
        states: Sequence[str] | None = None,
        kind: str | None = None,
        limit: int | None = None,
    ) -> list[Entity]:
        """The user's entities (among `ids`, in these states, of this kind), most recently changed first."""

    @abstractmethod
    def list_entity_facts(
        self,
        user_id: str,
        *,
        entity_ids: Sequence[str] | None = None,
        memory_ids: Sequence[str] | None = None,
        fact_ids: Sequence[str] | None = None,
    ) -> list[EntityFact]:
        """The user's facts as stored (of these entities / memories / ids; all of them when every filter is None),
        oldest first. Whether one is current also depends on its memory (`jiyi._entity_views`)."""

    @abstractmethod
    def list_entity_links(
        self, user_id: str, *, entity_ids: Sequence[str] | None = None, memory_ids: Sequence[str] | None = None
    ) -> list[EntityLink]:
        """The user's links (from or to these entities / of these memories; all when both are None), oldest first."""

    @abstractmethod
    def list_entity_history(
        self, user_id: str, entity_id: str | None = None, *, limit: int = 100
    ) -> list[EntityHistory]:
        """Changes to one entity (as `entity_id` or `related_id`) or to all the user's entities, newest first."""

    @abstractmethod
    def get_entity_history(self, user_id: str, history_id: str) -> EntityHistory:
        """One of the user's entity history rows, or NotFoundError."""

    @abstractmethod
    def memories_from_messages(self, user_id: str, message_ids: Sequence[str]) -> list[MemoryRecord]:
        """The user's current memories with one of `message_ids` among their sources."""

    @abstractmethod
    def erase_entities(self, user_id: str, memory_ids: Sequence[str] | None = None) -> int:
        """Hard-remove entity rows in one transaction (an explicit request only): with `memory_ids`, the facts and
        links of those memories, then the entities they left with no fact and no link (with their history);
        with None, every entity row of the user. Returns how many rows went."""

    # --- the stored review (jiyi._review) ----------------------------------------------------------
    @abstractmethod
    def save_review(
        self,
        user_id: str,
        records: Sequence[ReviewRecord],
        report: QualityReport | None = None,
        events: Sequence[NewEvent] = (),
        expect: Mapping[str, str] | None = None,
    ) -> list[str]:
        """Write review items (update an item by id, else insert it unless its key is stored already), a report and
        outbox events in one transaction. `expect`: item id -> the status it was decided on; such an item is written
        only while it still has that status, else left and its id returned. Every row must name `user_id`
        (ValidationError); another user's id: ConflictError."""

    @abstractmethod
    def list_review_items(
        self, user_id: str, *, statuses: Sequence[str] | None = None, ids: Sequence[str] | None = None
    ) -> list[ReviewRecord]:
        """The user's review items (in these statuses, among these ids), most recently found first."""

    @abstractmethod
    def list_quality_reports(self, user_id: str, *, period: str | None = None, limit: int = 20) -> list[QualityReport]:
        """The user's stored reports (of one period: "day" or "week"), newest first."""

    @abstractmethod
    def record_skipped_duplicates(self, user_id: str, n: int, at: datetime) -> None:
        """Count `n` extractions the distiller skipped at `at` as duplicates of a stored memory (nothing for 0)."""

    @abstractmethod
    def count_skipped_duplicates(self, user_id: str, since: datetime, until: datetime) -> int:
        """How many extractions were skipped as duplicates in [`since`, `until`)."""

    @abstractmethod
    def erase_review(self, user_id: str) -> int:
        """Hard-remove the user's review items, reports and skip counts (`Memory.clear`); returns how many rows
        went."""

    @abstractmethod
    def vacuum(self) -> None:
        """Physically drop deleted rows from the database files (`jiyi vacuum`): SQLite rebuilds the file
        and empties its WAL; PostgreSQL runs VACUUM on every table of the store's schema."""
