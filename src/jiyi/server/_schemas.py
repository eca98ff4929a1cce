"""Request and response bodies of the REST API. Records themselves are the library's models."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Generic, Literal, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from .._models import Decision, ExtractionReport, MemoryRecord
from .._validate import when_problem

__all__ = [
    "MAX_OFFSET",
    "ClearRequest",
    "ContextRequest",
    "ErrorBody",
    "ExtractResponse",
    "MemoryCreate",
    "MemoryUpdate",
    "MessageBatch",
    "MessageCreate",
    "MessageSearchRequest",
    "Page",
    "RequestBody",
    "SearchRequest",
    "TopicCreate",
    "When",
]

T = TypeVar("T")

#: Largest offset / sequence number a query may name (SQLite integers are 64-bit; larger ones crashed the query).
MAX_OFFSET = 2**62


def _in_range(value: datetime) -> datetime:
    problem = when_problem(value)
    if problem:
        raise ValueError(problem)
    return value


#: A time a client gives: refused with 422 at the edge when jiyi could not do arithmetic on it (`EARLIEST`..`LATEST`).
When = Annotated[datetime, AfterValidator(_in_range)]


class RequestBody(BaseModel):
    """The base of the request bodies: a field it does not name is refused."""

    model_config = ConfigDict(extra="forbid")


class ErrorDetail(BaseModel):
    """What went wrong, and in which field."""

    type: str
    message: str
    field: str | None = None


class ErrorBody(BaseModel):
    """Every error answer."""

    error: ErrorDetail


class Page(BaseModel, Generic[T]):
    """One page of a list."""

    items: list[T]
    total: int | None = None
    limit: int
    offset: int


class MemoryCreate(RequestBody):
    """A manual memory ("记住这个")."""

    content: str
    type: str = "manual"
    importance: float = Field(default=0.9, ge=0, le=1)
    expires_at: When | None = None
    due_at: When | None = None
    #: a todo's reminder (type todo or plan, with due_at); default: the user's reminder_lead_minutes before due_at
    remind_at: When | None = None
    #: how often a todo's reminder comes round: daily, weekdays, weekly, monthly, "/N" for every N ("weekly/2");
    #: omitted: what the todo's words say ("每周日晚上…", "every Monday…"), else once
    repeat: str | None = Field(default=None, max_length=20)
    #: the agent / app the memory belongs to (1-128 printable characters); omitted: the user's own
    agent_id: str | None = None
    #: any JSON object of the caller's (at most 8,000 characters as JSON, 8 levels deep), filterable in reads
    metadata: dict[str, Any] | None = None


class MemoryUpdate(RequestBody):
    """A change: the new version (text, importance, type, confirmation; omitted fields keep their value)
    supersedes the old one, which stays in history and can be restored by undo."""

    content: str | None = None
    importance: float | None = Field(default=None, ge=0, le=1)
    type: str | None = None
    verified: bool | None = None
    reason: str = Field(default="", max_length=500)


class SearchRequest(RequestBody):
    """Hybrid recall."""

    query: str
    k: int = Field(default=8, ge=1, le=1000)
    types: list[str] | None = None
    context: list[str] = Field(default_factory=list, max_length=20)
    include_inactive: bool = False
    min_score: float = Field(default=0.0, ge=0)
    record_access: bool = True
    #: only this agent's memories (strict: the user's unscoped ones are left out); omitted: all of the user's
    agent_id: str | None = None
    #: metadata conditions, all required: {"key": value} or {"key": {"$in": [value, ...]}} (top-level keys)
    filters: dict[str, Any] | None = None


class MessageSearchRequest(RequestBody):
    """Search over raw conversation messages."""

    query: str
    k: int = Field(default=5, ge=1, le=100)


class ForgetAboutRequest(RequestBody):
    """Forget every memory clearly about a subject ("马拉松"); `dry_run` only lists them (to confirm first)."""

    query: str = Field(min_length=1, max_length=500)
    dry_run: bool = False
    reason: str = Field(default="", max_length=500)
    limit: int = Field(default=50, ge=1, le=200)
    min_similarity: float | None = Field(default=None, gt=0, le=1)


class ClearRequest(RequestBody):
    """Explicit confirmation for destructive calls."""

    confirm: Literal[True]
    reason: str = Field(default="clear all", max_length=500)


class TopicCreate(RequestBody):
    """A new conversation thread."""

    title: str = Field(default="", max_length=200)
    #: the agent / app the conversation belongs to: memories distilled from it belong to that agent
    agent_id: str | None = None
    #: any JSON object of the caller's, kept with the topic
    metadata: dict[str, Any] | None = None


class MessageCreate(RequestBody):
    """One message posted to a topic."""

    role: Literal["user", "assistant", "system", "tool"]
    content: str
    created_at: When | None = None


class MessageBatch(RequestBody):
    """Several messages posted at once: all are stored, or none."""

    messages: list[MessageCreate] = Field(min_length=1, max_length=1000)


class ContextRequest(RequestBody):
    """What to build a system-prompt block for."""

    message: str
    recent: list[str] = Field(default_factory=list, max_length=20)
    budget: int | None = Field(default=None, ge=0, le=32000)
    k: int | None = Field(default=None, ge=1, le=100)
    #: narrow the memories shown to this agent's (the profile and past-conversation excerpts are then left out)
    agent_id: str | None = None
    #: metadata conditions on the memories shown, as in search
    filters: dict[str, Any] | None = None


class ExtractResponse(BaseModel):
    """Seed 000's answer to a manual extraction, plus the full report."""

    added: int
    updated: int
    deleted: int
    skipped: int
    reason: str
    status: str
    memories: list[MemoryRecord]
    skipped_decisions: list[Decision]
    #: Decisions refused (an id the model invented, a protected memory), each with its reason.
    rejected: int = 0
    rejected_decisions: list[Decision] = []
    error: str | None = None
    report: ExtractionReport | None = None

    @classmethod
    def of(cls, report: ExtractionReport) -> ExtractResponse:
        """Summarise a report."""
        return cls(
            added=len(report.added),
            updated=len(report.updated),
            deleted=len(report.deleted),
            skipped=len(report.skipped),
            reason=report.reason,
            status=report.status,
            memories=[*report.added, *report.updated],
            skipped_decisions=list(report.skipped),
            rejected=len(report.rejected),
            rejected_decisions=list(report.rejected),
            error=report.error,
            report=report,
        )


JSONObject = dict[str, Any]
