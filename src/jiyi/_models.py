"""Typed records that flow between the layers. They import nothing of ours but the errors and the time helpers.

Times are timezone-aware UTC datetimes (the user's time zone, a setting, only changes how dates are read and
shown). Importance and confidence are floats in [0, 1]
(the UI shows importance as a percentage; seed 002's 0-3 scale maps as 3.0 == 1.0).
"""

from __future__ import annotations

import re
from datetime import datetime
from enum import StrEnum
from typing import Any, Literal

import numpy as np
import numpy.typing as npt
from pydantic import BaseModel, ConfigDict, Field, field_validator
from pydantic.json_schema import SkipJsonSchema

from ._time import zone_name

__all__ = [
    "KNOWN_TYPES",
    "PLAN_TYPES",
    "ContextBlock",
    "Decision",
    "ExtractionReport",
    "ExtractionRequest",
    "ExtractionResult",
    "HistoryEntry",
    "MemoryRecord",
    "MemoryState",
    "Message",
    "Proposal",
    "Record",
    "Role",
    "ScoreParts",
    "SearchHit",
    "Source",
    "Topic",
    "Usage",
    "UserSettings",
]

#: Types the pipelines know. Users may add their own (any lowercase slug).
KNOWN_TYPES: tuple[str, ...] = (
    "personal",
    "preference",
    "fact",
    "lesson",
    "plan",
    "todo",
    "event",
    "person",
    "context",
    "episode",
    "core",
    "manual",
)

#: Types that are something the user will do or attend on a date: once the date is over they are past events.
PLAN_TYPES: tuple[str, ...] = ("plan", "event")

_TYPE_RE = re.compile(r"^[a-z][a-z0-9_-]{0,31}$")


def check_type(value: str) -> str:
    """Normalise and validate a memory type name (known or user-defined)."""
    v = value.strip().lower()
    if not _TYPE_RE.fullmatch(v):
        from ._errors import ValidationError

        raise ValidationError(
            f"memory type {value!r} is not valid: use a lowercase word such as 'fact' or 'preference'",
            field="type",
        )
    return v


class Role(StrEnum):
    """Who said a message."""

    USER = "user"
    ASSISTANT = "assistant"
    SYSTEM = "system"
    TOOL = "tool"


class MemoryState(StrEnum):
    """Lifecycle state of a memory. Only ACTIVE memories are recalled by default."""

    ACTIVE = "active"
    FORGOTTEN = "forgotten"
    DELETED = "deleted"


class Source(StrEnum):
    """Who created a memory."""

    USER = "user"
    EXTRACTOR = "extractor"
    SYSTEM = "system"


class Record(BaseModel):
    """The base of the stored records: frozen, and no field it does not name."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Topic(Record):
    """One conversation thread (seed 000's 话题)."""

    id: str
    user_id: str
    title: str
    created_at: datetime
    last_active_at: datetime | None = None
    memory_processed_at: datetime | None = None
    last_processed_message_id: str | None = None
    message_count: int = 0
    #: set while the topic is forgotten (`Memory.forget_topic`): its messages are hidden, `restore_topic` clears it
    forgotten_at: datetime | None = None
    #: the agent / app the conversation belongs to (None: the user's own); memories distilled from it inherit it
    agent_id: str | None = None
    #: the caller's JSON object (`jiyi._scope.check_metadata`), kept as given
    metadata: dict[str, Any] = Field(default_factory=dict)


class Message(Record):
    """One turn in a topic. `seq` orders messages within the store (ties in created_at are common)."""

    id: str
    topic_id: str
    user_id: str
    role: Role
    content: str
    created_at: datetime
    seq: int


class MemoryRecord(Record):
    """One durable statement about a user, with its type, weight and validity."""

    id: str
    user_id: str
    type: str
    content: str
    importance: float = 0.5
    confidence: float = 0.8
    source: Source = Source.EXTRACTOR
    verified: bool = False
    access_count: int = 0
    last_accessed_at: datetime | None = None
    valid_from: datetime | None = None
    valid_until: datetime | None = None
    supersedes: str | None = None
    superseded_by: str | None = None
    state: MemoryState = MemoryState.ACTIVE
    expires_at: datetime | None = None
    topic_id: str | None = None
    message_ids: tuple[str, ...] = ()
    language: str = "en"
    due_at: datetime | None = None
    created_at: datetime
    updated_at: datetime
    #: the agent / app this memory belongs to (None: the user's own, seen by every agent's unscoped reads)
    agent_id: str | None = None
    #: the caller's JSON object, filterable by top-level key (`jiyi._scope.MetadataFilter`); new versions keep it
    metadata: dict[str, Any] = Field(default_factory=dict)

    @property
    def is_current(self) -> bool:
        """True while the memory is active and not replaced by a newer version."""
        return self.state is MemoryState.ACTIVE and self.superseded_by is None and self.valid_until is None

    def has_passed(self, now: datetime) -> bool:
        """True for a plan or event whose day is over in `now`'s time zone (the user's): it is no longer ahead.

        A todo is not: an open todo past its due date still has to be done."""
        if self.type not in PLAN_TYPES or self.due_at is None:
            return False
        return self.due_at.astimezone(now.tzinfo).date() < now.date()


class Proposal(Record):
    """A memory distillation proposed instead of writing it (the user's auto-extract is off, seed 003 §4.4):
    the user confirms it (it becomes a memory, `memory_id`) or rejects it. `status` is stored as pending,
    confirmed or rejected; a pending one past `expires_at` is listed as expired, never deleted, and can still
    be confirmed or rejected. `supersedes` names the memory an update would replace."""

    id: str
    user_id: str
    topic_id: str | None = None
    type: str
    content: str
    importance: float = 0.5
    confidence: float = 0.8
    message_ids: tuple[str, ...] = ()
    supersedes: str | None = None
    valid_from: datetime | None = None
    due_at: datetime | None = None
    language: str = "en"
    reason: str = ""
    status: Literal["pending", "confirmed", "rejected", "expired"] = "pending"
    memory_id: str | None = None
    created_at: datetime
    expires_at: datetime
    decided_at: datetime | None = None


class HistoryEntry(Record):
    """One change to a memory. Every change is a row, so any change can be listed and undone."""

    id: str
    memory_id: str
    user_id: str
    event: Literal["add", "update", "delete", "restore", "forget", "boost", "undo", "supersede", "edit", "decay"]
    old_content: str | None = None
    new_content: str | None = None
    old_state: MemoryState | None = None
    new_state: MemoryState | None = None
    related_id: str | None = None
    actor: str
    reason: str = ""
    created_at: datetime
    undone: bool = False


class UserSettings(BaseModel):
    """Per-user switches. Defaults are seed 000's three plus seed 003 §8.3's switches."""

    model_config = ConfigDict(extra="forbid")

    memory_silent_minutes: float = Field(default=2, ge=0, le=7 * 24 * 60)
    memory_extraction_enabled: bool = True
    memory_context_messages: int = Field(default=6, ge=0, le=100)
    memory_enabled: bool = True
    auto_extract: bool = True
    show_references: bool = True
    extract_every_n_rounds: int = Field(default=0, ge=0, le=1000)
    temporary_mode: bool = False
    retention_days: int = Field(default=30, ge=1, le=3650)
    context_token_budget: int = Field(default=800, ge=50, le=32000)
    recall_top_k: int = Field(default=8, ge=1, le=100)
    #: A todo with a due time and no remind time of its own is reminded this long before it is due (seed 001).
    reminder_lead_minutes: float = Field(default=60, ge=0, le=7 * 24 * 60)
    # Seed 003 §11.2: secrets (passwords, card / ID numbers, SSNs, API keys) are never stored or put in a prompt.
    filter_sensitive: bool = True
    #: The user's IANA time zone ("Asia/Shanghai"): "明天下午3点" and "this week" are read in it, and dates are
    #: shown in it. None: the service's default (`Memory(default_timezone=...)`, `jiyi serve --timezone`).
    timezone: str | None = Field(
        default=None,
        description="IANA time zone such as Asia/Shanghai: relative dates are resolved and dates shown in it "
        "(stored instants stay UTC). Unset: the server's --timezone (default UTC).",
        examples=["Asia/Shanghai"],
    )

    @field_validator("timezone")
    @classmethod
    def _zone_ok(cls, v: str | None) -> str | None:
        return None if v is None else zone_name(v)

    #: With auto_extract off, distillation proposes memories; a proposal unanswered this long is listed as
    #: expired (kept, and still confirmable: nothing is lost if the user never answers).
    proposal_expiry_days: float = Field(default=7, gt=0, le=3650)


class Usage(Record):
    """Token usage of one LLM call (or the sum of several)."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    calls: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            prompt_tokens=self.prompt_tokens + other.prompt_tokens,
            completion_tokens=self.completion_tokens + other.completion_tokens,
            calls=self.calls + other.calls,
        )


class Decision(BaseModel):
    """What an extractor wants done with one piece of information.

    `target_id` names an existing memory for update / delete / boost; `content`, `type` and
    `importance` describe the new or revised memory for add / update.
    """

    model_config = ConfigDict(extra="ignore")

    action: Literal["add", "update", "delete", "skip", "boost"]
    target_id: str | None = None
    type: str = "fact"
    content: str = ""
    importance: float = Field(default=0.5, ge=0, le=1)
    confidence: float = Field(default=0.8, ge=0, le=1)
    reason: str = ""
    valid_from: datetime | None = None
    due_at: datetime | None = None
    message_ids: tuple[str, ...] = ()
    #: Set (with the reason) only by rules that read the user asking in so many words ("忘掉我刚才说的地址"),
    #: never from a model's answer. An add the user took back in the same messages is stored already deleted
    #: (with history), so nothing derived from them says it again; a delete asked for so may remove even a
    #: memory the user wrote by hand (`manual`): it is the user's word, not an automatic decision (and soft).
    withdrawn: str | None = None
    #: On an update of a todo: the user said it is done; the new version is completed (undo reopens it).
    completed: bool = False
    #: On an update of a todo: the user asked to be reminded again then ("明天再提醒我"); the new version
    #: reminds at that time, as `Memory.snooze_todo` would (undo goes back to the old one and its time).
    remind_again_at: datetime | None = None

    @field_validator("type")
    @classmethod
    def _type_ok(cls, v: str) -> str:
        return check_type(v)


class ExtractionRequest(Record):
    """Everything an extractor may look at. It extracts from `new_messages` only."""

    model_config = ConfigDict(frozen=True, extra="forbid", arbitrary_types_allowed=True)

    user_id: str
    language: str
    now: datetime
    context_messages: tuple[Message, ...]
    new_messages: tuple[Message, ...]
    related: tuple[MemoryRecord, ...]
    #: The user's IANA time zone: relative dates in the messages ("明天下午3点") are resolved in it.
    timezone: str = "UTC"
    #: The stored vectors of user messages among `new_messages` (by message id) and the embedder that wrote
    #: them, given to an extractor that embeds messages itself (`Extractor.reads_message_vectors`, the offline
    #: selector) so that it need not embed them again. Each is the vector of the message's whole `content`
    #: as the store keeps it (float16 on disk: within 2^-11 of the fresh vector, component by component).
    message_vectors: SkipJsonSchema[dict[str, npt.NDArray[np.float32]]] = Field(
        default_factory=dict, exclude=True, repr=False
    )
    vectors_embedder: str = ""

    @field_validator("timezone")
    @classmethod
    def _zone_ok(cls, v: str) -> str:
        return zone_name(v)


class ExtractionResult(Record):
    """An extractor's answer: decisions plus an overall reason."""

    decisions: tuple[Decision, ...] = ()
    reason: str = ""
    usage: Usage = Usage()


class ExtractionReport(Record):
    """What `Memory.extract()` did to the store."""

    topic_id: str
    status: Literal["done", "nothing_new", "disabled", "failed"]
    messages_processed: int = 0
    added: tuple[MemoryRecord, ...] = ()
    updated: tuple[MemoryRecord, ...] = ()
    deleted: tuple[MemoryRecord, ...] = ()
    boosted: tuple[MemoryRecord, ...] = ()
    skipped: tuple[Decision, ...] = ()
    rejected: tuple[Decision, ...] = ()
    reason: str = ""
    error: str | None = None
    usage: Usage = Usage()
    #: Auto-extract off: what was proposed instead of added or updated (`Memory.proposals`).
    proposed: tuple[Proposal, ...] = ()


class ScoreParts(Record):
    """Why a hit ranked where it did. `final` is what results are sorted by."""

    vector: float | None = None
    text: float | None = None
    vector_rank: int | None = None
    text_rank: int | None = None
    fused: float = 0.0
    importance: float = 0.0
    recency: float = 0.0
    confidence: float | None = None  # memories: weighs 0.8 + 0.2 x confidence (RecallConfig.confidence_floor)
    type_weight: float = 1.0
    time_weight: float = 1.0  # below 1 when the query names a past period ("上周") the item lies outside
    topic: float | None = None  # raw messages: how well the rest of the message's conversation matches
    final: float = 0.0


class SearchHit(Record):
    """One recall result: a memory, or a raw message when messages are searched too."""

    kind: Literal["memory", "message"]
    memory: MemoryRecord | None = None
    message: Message | None = None
    score: float
    parts: ScoreParts

    @property
    def id(self) -> str:
        """Id of the memory or message hit."""
        obj = self.memory if self.memory is not None else self.message
        assert obj is not None
        return obj.id

    @property
    def content(self) -> str:
        """Text of the memory or message hit."""
        obj = self.memory if self.memory is not None else self.message
        assert obj is not None
        return obj.content


class ContextBlock(Record):
    """A system-prompt block and what went into it."""

    text: str
    tokens: int
    budget: int
    language: str
    profile: str | None = None
    summaries: tuple[MemoryRecord, ...] = ()
    memories: tuple[SearchHit, ...] = ()
    truncated: bool = False
    #: Core facts about the user (name, work, family, standing preferences), shown whatever was asked.
    core: tuple[MemoryRecord, ...] = ()
    #: Raw messages from past conversations quoted with their date (message hits).
    excerpts: tuple[SearchHit, ...] = ()
    #: Open todos whose reminder time has come (待办提醒 / Due now), shown until completed or snoozed.
    due: tuple[MemoryRecord, ...] = ()
    #: Open todos answering a question about what the user has to do ("这周要做什么？"), soonest due first.
    to_do: tuple[MemoryRecord, ...] = ()
    #: The lines of the people and things section (相关的人和事) as shown.
    people: tuple[str, ...] = ()
    #: The memories the facts of those lines rest on (their `message_ids` are where the user said them).
    people_memory_ids: tuple[str, ...] = ()
