"""Export and import one user as JSON lines (``.jsonl``), the portable backup format.

```
{"kind": "jiyi-export", "version": 1, "user_id": "li"}
{"kind": "topic", "id": "top_…", "user_id": "li", "title": "tech", …}
{"kind": "message", "id": "msg_…", "topic_id": "top_…", "role": "user", "content": "…", "created_at": "…"}
{"kind": "memory", …every MemoryRecord field…}
{"kind": "history", …every HistoryEntry field…}
{"kind": "settings", "user_id": "li", …UserSettings fields…}
{"kind": "profile", "user_id": "li", "version": 1, "narrative": "…", "created_at": "…"}
{"kind": "proposal", …every Proposal field…}
{"kind": "entity", …every Entity field…}
{"kind": "entity_fact", …every EntityFact field…}
{"kind": "entity_link", …every EntityLink field…}
{"kind": "review_item", …every ReviewRecord field (its own kind as `item_kind`)…}
{"kind": "quality_report", …every QualityReport field…}
```

Messages come in `seq` order per topic (the store's own `seq` numbers are not kept: they are global to a
database). Vectors are not exported; an import re-embeds with the importing `Memory`'s embedder.
An import validates every line before writing anything, then writes everything in one transaction. It is
idempotent: ids are kept, and records already stored for the user are left as they are.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from datetime import datetime
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator, model_validator
from pydantic import ValidationError as PydanticValidationError

from ._entity_models import Entity, EntityFact, EntityLink
from ._errors import NotFoundError, ValidationError
from ._models import HistoryEntry, MemoryRecord, Proposal, Role, Topic, UserSettings, check_type
from ._review_models import QualityReport, ReviewRecord
from ._scope import check_agent_id, check_metadata
from ._validate import check_user_id, check_when, json_text_problem
from .lifecycle._review_entities import ReviewKind
from .store._base import ImportBatch, ImportedMessage, MemoryFilter, ProfileVersion

if TYPE_CHECKING:
    from ._memory import Memory

__all__ = ["EXPORT_KIND", "EXPORT_VERSION", "ImportReport", "export_user", "import_user"]

EXPORT_KIND = "jiyi-export"
EXPORT_VERSION = 1
_PAGE = 500
_EMBED_BATCH = 64


class ImportReport(BaseModel):
    """What `Memory.import_user` wrote: rows inserted per kind, and records skipped as already present."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    user_id: str
    lines: int
    topics: int = 0
    messages: int = 0
    memories: int = 0
    history: int = 0
    settings: int = 0
    profiles: int = 0
    proposals: int = 0
    entities: int = 0
    entity_facts: int = 0
    entity_links: int = 0
    review_items: int = 0
    quality_reports: int = 0
    skipped: int = 0


# --- line models: one per kind, validated before anything is written ------------------------------
class _Header(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["jiyi-export"]
    version: Literal[1]
    user_id: str


def _scope_ok(agent_id: object, metadata: object) -> None:
    """An imported agent id and metadata pass the checks `Memory.add` makes (a ValueError names the problem)."""
    try:
        check_agent_id(agent_id)
        check_metadata(metadata)
    except ValidationError as exc:
        raise ValueError(str(exc)) from None


class _TopicLine(Topic):
    kind: Literal["topic"]

    @model_validator(mode="after")
    def _scope(self) -> _TopicLine:
        _scope_ok(self.agent_id, self.metadata)
        return self


class _MessageLine(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["message"]
    id: str = Field(min_length=1)
    topic_id: str = Field(min_length=1)
    user_id: str
    role: Role
    content: str = Field(min_length=1)
    created_at: datetime


class _MemoryLine(MemoryRecord):
    kind: Literal["memory"]
    importance: float = Field(default=0.5, ge=0, le=1)
    confidence: float = Field(default=0.8, ge=0, le=1)
    content: str = Field(min_length=1)

    @field_validator("type")
    @classmethod
    def _type_ok(cls, v: str) -> str:
        return check_type(v)

    @model_validator(mode="after")
    def _scope(self) -> _MemoryLine:
        _scope_ok(self.agent_id, self.metadata)
        return self


class _HistoryLine(HistoryEntry):
    kind: Literal["history"]


class _SettingsLine(UserSettings):
    kind: Literal["settings"]
    user_id: str


class _ProfileLine(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["profile"]
    user_id: str
    version: int = Field(ge=1)
    narrative: str
    created_at: datetime


class _ProposalLine(Proposal):
    kind: Literal["proposal"]
    content: str = Field(min_length=1)
    importance: float = Field(default=0.5, ge=0, le=1)
    confidence: float = Field(default=0.8, ge=0, le=1)

    @field_validator("type")
    @classmethod
    def _type_ok(cls, v: str) -> str:
        return check_type(v)


class _EntityLine(Entity):
    kind: Literal["entity"]  # type: ignore[assignment]  # the line's kind; the entity's own is `entity_kind`
    entity_kind: Literal["person", "place", "org", "pet", "thing", "event"]
    name: str = Field(min_length=1)


class _EntityFactLine(EntityFact):
    kind: Literal["entity_fact"]
    value: str = Field(min_length=1)


class _EntityLinkLine(EntityLink):
    kind: Literal["entity_link"]


class _ReviewItemLine(ReviewRecord):
    kind: Literal["review_item"]  # type: ignore[assignment]  # the line's kind; the item's own is `item_kind`
    item_kind: ReviewKind


class _QualityReportLine(QualityReport):
    kind: Literal["quality_report"]


_Line = Annotated[
    _TopicLine
    | _MessageLine
    | _MemoryLine
    | _HistoryLine
    | _SettingsLine
    | _ProfileLine
    | _ProposalLine
    | _EntityLine
    | _EntityFactLine
    | _EntityLinkLine
    | _ReviewItemLine
    | _QualityReportLine,
    Field(discriminator="kind"),
]
_LINE = TypeAdapter(_Line)


def _dump(kind: str, data: dict[str, Any]) -> str:
    return json.dumps({"kind": kind, **data}, ensure_ascii=False)


# --- export -------------------------------------------------------------------------------------------
def export_user(mem: Memory, user_id: str) -> Iterator[str]:
    """JSON lines (without newlines) for everything the user has, header first. Reads page by page."""
    check_user_id(user_id)
    store = mem.store
    yield _dump(EXPORT_KIND, {"version": EXPORT_VERSION, "user_id": user_id})
    topics: list[Topic] = []
    for forgotten in (False, True):  # a forgotten conversation is the user's too: exported, and hidden on import
        shown = len(topics)
        while page := store.list_topics(user_id, limit=_PAGE, offset=len(topics) - shown, forgotten=forgotten):
            topics.extend(page)
    for t in topics:
        yield _dump("topic", t.model_dump(mode="json"))
    for t in topics:
        after: int | None = None
        while msgs := store.list_messages(user_id, t.id, after_seq=after, limit=_PAGE):
            for m in msgs:
                yield _dump("message", m.model_dump(mode="json", exclude={"seq"}))
            after = msgs[-1].seq
    every = MemoryFilter(states=None, sort="created_asc")
    offset = 0
    while recs := store.list_memories(user_id, every, limit=_PAGE, offset=offset):
        for rec in recs:
            yield _dump("memory", rec.model_dump(mode="json"))
        offset += len(recs)
    for h in store.list_all_history(user_id):
        yield _dump("history", h.model_dump(mode="json"))
    if store.has_settings(user_id):
        yield _dump("settings", {"user_id": user_id, **store.get_settings(user_id).model_dump(mode="json")})
    for p in store.list_profiles(user_id):
        line = _ProfileLine(
            kind="profile", user_id=user_id, version=p.version, narrative=p.narrative, created_at=p.created_at
        )
        yield json.dumps(line.model_dump(mode="json"), ensure_ascii=False)
    now, done = mem.clock.now(), 0
    while proposed := store.list_proposals(user_id, now=now, limit=_PAGE, offset=done, forgotten_topics=True):
        for prop in proposed:  # as stored: an expired one is a pending one past its time (and reads so again on import)
            stored = {"status": "pending"} if prop.status == "expired" else {}
            yield _dump("proposal", prop.model_dump(mode="json") | stored)
        done += len(proposed)
    # An entity's own `kind` (person, place…) is written as `entity_kind`: `kind` names the line.
    # Oldest first, ties in the order they were written, so an import writes them in that order and lists them alike.
    listed = store.list_entities(user_id, states=("active", "merged", "deleted"))
    for e in sorted(listed, key=lambda x: x.updated_at):
        data = e.model_dump(mode="json")
        data["entity_kind"] = data.pop("kind")
        yield _dump("entity", data)
    for f in store.list_entity_facts(user_id):
        yield _dump("entity_fact", f.model_dump(mode="json"))
    for k in store.list_entity_links(user_id):
        yield _dump("entity_link", k.model_dump(mode="json"))
    for r in store.list_review_items(user_id):  # an ignored item stays ignored in the copy
        data = r.model_dump(mode="json")
        data["item_kind"] = data.pop("kind")
        yield _dump("review_item", data)
    for period in ("day", "week"):
        for q in store.list_quality_reports(user_id, period=period, limit=10_000):
            yield _dump("quality_report", q.model_dump(mode="json"))


# --- import -------------------------------------------------------------------------------------------
def _parse(number: int, text: str) -> dict[str, Any]:
    try:
        raw = json.loads(text)
    except ValueError as exc:
        raise ValidationError(f"line {number}: not valid JSON ({exc})", field=f"line {number}") from None
    except RecursionError:  # the parser recurses once per level; no export line nests more than a few
        raise ValidationError(f"line {number}: JSON nested too deeply", field=f"line {number}") from None
    if not isinstance(raw, dict):
        raise ValidationError(f"line {number}: each line must be a JSON object", field=f"line {number}")
    # NUL and lone surrogates: PostgreSQL cannot hold the one, nothing can encode the other; refused on
    # both stores before anything is written, so an import behaves the same wherever it lands.
    problem = json_text_problem(raw)
    if problem:
        raise ValidationError(f"line {number}: {problem}", field=f"line {number}")
    return raw


def _check_times(number: int, rec: BaseModel) -> None:
    """Every time in an imported record lies in the range jiyi can do arithmetic on (`check_when`)."""
    for name, value in rec:
        if isinstance(value, datetime):
            try:
                check_when(value, field=name)
            except ValidationError as exc:
                raise ValidationError(f"line {number}: {exc}", field=f"line {number}") from None


def _invalid(number: int, exc: PydanticValidationError) -> ValidationError:
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err["loc"])
    return ValidationError(f"line {number}: {where}: {err['msg']}", field=f"line {number}")


def import_user(
    mem: Memory,
    user_id: str,
    lines: Iterable[str | bytes],
    *,
    as_user: bool = False,
    on_embed: Callable[[int, int], None] | None = None,
) -> ImportReport:
    """Validate every line, re-embed, then write all of it in one transaction (see the module docstring).

    `on_embed(done, total)` follows the re-embedding, the long part of a large import (`jiyi import`'s bar)."""
    check_user_id(user_id)
    batch = ImportBatch()
    messages: list[tuple[int, _MessageLine]] = []
    memories: list[MemoryRecord] = []
    header_seen = False
    count = 0
    for number, line in enumerate(lines, start=1):
        text = line.decode("utf-8", errors="replace") if isinstance(line, bytes) else line
        if not text.strip():
            continue
        count += 1
        raw = _parse(number, text)
        if not header_seen:
            try:
                header = _Header.model_validate(raw)
            except PydanticValidationError as exc:
                first = _invalid(number, exc)
                raise ValidationError(
                    f'{first} (an export starts with {{"kind": "{EXPORT_KIND}", "version": {EXPORT_VERSION}, '
                    '"user_id": ...})',
                    field=f"line {number}",
                ) from None
            _check_owner(number, header.user_id, user_id, as_user)
            header_seen = True
            continue
        try:
            rec = _LINE.validate_python(raw)
        except PydanticValidationError as exc:
            raise _invalid(number, exc) from None
        _check_owner(number, rec.user_id, user_id, as_user)
        _check_times(number, rec)
        if isinstance(rec, _TopicLine):
            batch.topics.append(Topic.model_validate({**_fields(rec), "user_id": user_id}))
        elif isinstance(rec, _MessageLine):
            messages.append((number, rec))
        elif isinstance(rec, _MemoryLine):
            memories.append(MemoryRecord.model_validate({**_fields(rec), "user_id": user_id}))
        elif isinstance(rec, _HistoryLine):
            batch.history.append(HistoryEntry.model_validate({**_fields(rec), "user_id": user_id}))
        elif isinstance(rec, _SettingsLine):
            batch.settings = UserSettings.model_validate(rec.model_dump(exclude={"kind", "user_id"}))
        elif isinstance(rec, _EntityLine):
            data = {**rec.model_dump(exclude={"kind", "entity_kind"}), "kind": rec.entity_kind, "user_id": user_id}
            batch.entities.entities.append(Entity.model_validate(data))
        elif isinstance(rec, _EntityFactLine):
            batch.entities.facts.append(EntityFact.model_validate({**_fields(rec), "user_id": user_id}))
        elif isinstance(rec, _EntityLinkLine):
            batch.entities.links.append(EntityLink.model_validate({**_fields(rec), "user_id": user_id}))
        elif isinstance(rec, _ReviewItemLine):
            data = {**rec.model_dump(exclude={"kind", "item_kind"}), "kind": rec.item_kind, "user_id": user_id}
            batch.review_items.append(ReviewRecord.model_validate(data))
        elif isinstance(rec, _QualityReportLine):
            batch.quality_reports.append(QualityReport.model_validate({**_fields(rec), "user_id": user_id}))
        elif isinstance(rec, _ProposalLine):
            status = "pending" if rec.status == "expired" else rec.status
            batch.proposals.append(Proposal.model_validate({**_fields(rec), "user_id": user_id, "status": status}))
        else:
            batch.profiles.append(ProfileVersion(rec.version, rec.narrative, rec.created_at))
    if not header_seen:
        raise ValidationError("the import is empty: no header line", field="line 1")
    _check_topics(mem, user_id, batch.topics, messages)
    texts = [m.content for _, m in messages] if mem.embed_messages else []
    step = _Steps(len(texts) + len(memories), on_embed)
    msg_vectors = _embed(mem, texts, step) if mem.embed_messages else [None] * len(messages)
    batch.messages = [
        ImportedMessage(m.id, m.topic_id, m.role, m.content, m.created_at, v)
        for (_, m), v in zip(messages, msg_vectors, strict=True)
    ]
    batch.memories = list(zip(memories, _embed(mem, [r.content for r in memories], step), strict=True))
    counts = mem.store.import_batch(user_id, batch, mem.clock.now())
    return ImportReport(user_id=user_id, lines=count, skipped=count - 1 - sum(counts.values()), **counts)


def _fields(rec: BaseModel) -> dict[str, Any]:
    return rec.model_dump(exclude={"kind"})


def _check_topics(mem: Memory, user_id: str, topics: list[Topic], messages: list[tuple[int, _MessageLine]]) -> None:
    known = {t.id for t in topics}
    for number, m in messages:
        if m.topic_id in known:
            continue
        try:
            mem.store.get_topic(user_id, m.topic_id)
        except NotFoundError:
            raise ValidationError(
                f"line {number}: message {m.id!r} names topic {m.topic_id!r}, which is neither in the file nor "
                f"stored for {user_id!r}",
                field=f"line {number}",
            ) from None
        known.add(m.topic_id)


def _check_owner(number: int, owner: str, user_id: str, as_user: bool) -> None:
    if owner != user_id and not as_user:
        raise ValidationError(
            f"line {number}: the record belongs to user {owner!r}, not {user_id!r}; pass as_user=True to import "
            f"it as {user_id!r}",
            field=f"line {number}",
        )


class _Steps:
    """Counts texts embedded across the messages and the memories of one import, for `on_embed`."""

    def __init__(self, total: int, report: Callable[[int, int], None] | None) -> None:
        self.total, self.done, self.report = total, 0, report

    def __call__(self, n: int) -> None:
        self.done += n
        if self.report is not None:
            self.report(self.done, self.total)


def _embed(mem: Memory, texts: list[str], step: _Steps) -> list[Any]:
    out: list[Any] = []
    for start in range(0, len(texts), _EMBED_BATCH):
        out.extend(mem.embedder.embed(texts[start : start + _EMBED_BATCH]))
        step(len(out) - start)
    return out
