"""The store interface. Every method that touches user data takes the user id and is scoped by it.

A store never calls an LLM or an embedder: vectors arrive computed. The pipelines decide what
changes; `apply()` writes a whole `ChangeSet` (new memories, revised rows, history, the topic's
cursor) in one transaction, so a crash leaves either all of it or none of it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

import numpy as np
import numpy.typing as npt

from .._models import HistoryEntry, MemoryRecord, MemoryState, Message, Role, Topic, UserSettings

__all__ = [
    "ChangeSet",
    "Cursor",
    "ImportBatch",
    "ImportedMessage",
    "JobRecord",
    "MemoryFilter",
    "NewMessage",
    "ProfileVersion",
    "Store",
]

Vector = npt.NDArray[np.float32]


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


@dataclass(slots=True)
class ChangeSet:
    """Everything one decision batch changes, applied atomically by `Store.apply`."""

    inserts: list[tuple[MemoryRecord, Vector | None]] = field(default_factory=list)
    updates: list[MemoryRecord] = field(default_factory=list)
    history: list[HistoryEntry] = field(default_factory=list)
    cursor: Cursor | None = None

    def __bool__(self) -> bool:
        return bool(self.inserts or self.updates or self.history or self.cursor)


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


@dataclass(frozen=True, slots=True)
class JobRecord:
    """A unit of background work (a failed extraction waiting for retry, for example)."""

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
class ImportBatch:
    """Everything one import writes, applied atomically by `Store.import_batch`. Records carry the target user."""

    topics: list[Topic] = field(default_factory=list)
    messages: list[ImportedMessage] = field(default_factory=list)
    memories: list[tuple[MemoryRecord, Vector | None]] = field(default_factory=list)
    history: list[HistoryEntry] = field(default_factory=list)
    settings: UserSettings | None = None
    profiles: list[ProfileVersion] = field(default_factory=list)


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
    def create_topic(self, user_id: str, title: str, now: datetime) -> Topic:
        """Create a topic for a user."""

    @abstractmethod
    def get_topic(self, user_id: str, topic_id: str) -> Topic:
        """The user's topic, or NotFoundError."""

    @abstractmethod
    def topic_owner(self, topic_id: str) -> str:
        """The user id owning a topic (for the embedded library's topic-id-only calls)."""

    @abstractmethod
    def list_topics(self, user_id: str, *, limit: int = 50, offset: int = 0) -> list[Topic]:
        """The user's topics, most recently active first."""

    @abstractmethod
    def add_messages(self, user_id: str, topic_id: str, messages: Sequence[NewMessage]) -> list[Message]:
        """Append messages and move the topic's last_active_at, in one transaction."""

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

    @abstractmethod
    def recent_messages(self, user_id: str, limit: int) -> list[Message]:
        """The user's latest messages across topics, oldest first."""

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
    def find_by_hash(self, user_id: str, content_hash: str) -> list[MemoryRecord]:
        """Current active memories whose normalised content hashes to `content_hash`."""

    @abstractmethod
    def apply(self, user_id: str, changes: ChangeSet) -> None:
        """Write a change set atomically. ConflictError when the cursor moved underneath us."""

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
    ) -> list[tuple[str, float]]:
        """(id, cosine) of the k nearest current memories (or messages), best first."""

    @abstractmethod
    def text_search(
        self,
        user_id: str,
        match: str,
        k: int,
        *,
        kind: Literal["memory", "message"] = "memory",
        include_inactive: bool = False,
    ) -> list[tuple[str, float]]:
        """(id, score) of full-text matches (higher is better), best first. `match` is an FTS query."""

    # --- settings, profiles, jobs, usage ----------------------------------------------
    @abstractmethod
    def get_settings(self, user_id: str) -> UserSettings:
        """The user's settings (defaults until changed)."""

    @abstractmethod
    def put_settings(self, user_id: str, settings: UserSettings, now: datetime) -> UserSettings:
        """Replace the user's settings."""

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

    @abstractmethod
    def erase_user(self, user_id: str) -> dict[str, int]:
        """Hard-remove everything of one user (an explicit request only). Returns rows removed per table."""
