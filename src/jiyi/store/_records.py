"""The records a store takes and returns besides the models: change sets, filters, jobs, todos, imports.

A pipeline builds a `ChangeSet` (or an `EntityChange`, an `ImportBatch`) and the store writes it in one
transaction; the other records are what the store's reads return. Re-exported by `store._base`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta, tzinfo
from typing import TYPE_CHECKING, Any, Literal, Protocol

import numpy as np
import numpy.typing as npt

from .._entity_models import Entity, EntityFact, EntityHistory, EntityLink
from .._errors import ValidationError
from .._models import HistoryEntry, MemoryRecord, MemoryState, Proposal, Role, Topic, UserSettings
from .._repeat import next_after, parse_repeat, read_repeat
from .._scope import MetadataFilter

if TYPE_CHECKING:  # the review models name the lifecycle's review item, which imports this module
    from .._review_models import QualityReport, ReviewRecord

__all__ = [
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
    "SettingsSource",
    "TodoRecord",
    "TodoState",
    "Vector",
]

Vector = npt.NDArray[np.float32]


class SettingsSource(Protocol):
    """What `ChangeSet.arm_todos` reads of a store (any `Store`): the user's settings."""

    def get_settings(self, user_id: str) -> UserSettings:
        """The user's settings (defaults until changed)."""
        ...


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
    #: The reminder states a change was decided on (a todo the user said is done), as read: `apply` checks inside
    #: its write transaction that each todo's stored state is still that one (not completed, done or fired
    #: meanwhile, by the API or another distillation) and raises `StaleError` instead of writing.
    expect_todos: list[TodoState] = field(default_factory=list)
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

    def arm_todos(self, store: SettingsSource, user_id: str) -> None:
        """Give each inserted todo (type todo or plan with a due time) that has no reminder state here one
        the user's `reminder_lead_minutes` before it is due (seed 001: remind_at = due_at - 1 hour), and the
        repeat rule its words say ("每周日", "every Monday") to each that has none."""
        armed = {s.memory_id for s in self.todo_states}
        todos = [r for r, _ in self.inserts if r.type in TODO_TYPES and r.due_at is not None and r.id not in armed]
        if todos:
            lead = timedelta(minutes=store.get_settings(user_id).reminder_lead_minutes)
            self.todo_states += [TodoState(r.id, r.due_at - lead) for r in todos if r.due_at is not None]
        # A state without a rule takes the one the todo's words say ("每周日晚上给妈妈打电话": weekly), so a todo
        # the extractor, a model or a caller wrote comes round as it says it does.
        inserted = {rec.id: rec for rec, _ in self.inserts}
        for i, s in enumerate(self.todo_states):
            rec = inserted.get(s.memory_id)
            if s.repeat is None and rec is not None and (rule := _repeat_of(rec)) is not None:
                self.todo_states[i] = replace(s, repeat=rule)

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

    def made_at(self) -> datetime:
        """The time this change was made, for its outbox events: its newest history row or record (the clock the
        caller used), the wall clock only when it carries neither."""
        times = [h.created_at for h in self.history] + [r.updated_at for r, _ in self.inserts]
        times += [r.updated_at for r in self.updates]
        return max(times) if times else datetime.now(UTC)


def _repeat_of(record: MemoryRecord) -> str | None:
    """The rule a todo's words say, when its due time fits it (a weekly todo of Mondays due on a Monday)."""
    if record.due_at is None:
        return None
    read = read_repeat(record.content, record.due_at - timedelta(microseconds=1))
    return read[0].text if read is not None else None


#: Memory types that are todos when they have a due time (seed 001 §5).
TODO_TYPES: tuple[str, ...] = ("todo", "plan")


@dataclass(frozen=True, slots=True)
class TodoState:
    """A todo's reminder state as stored beside it (see `TodoRecord`)."""

    memory_id: str
    remind_at: datetime | None
    reminded_at: datetime | None = None
    completed_at: datetime | None = None
    #: how often it comes round ("weekly/2", `jiyi._repeat`); None: it reminds once
    repeat: str | None = None
    #: a repeating todo: when its reminder fires next (None: at remind_at, else due_at), how many of its times
    #: were done and when the last was
    next_remind_at: datetime | None = None
    done_count: int = 0
    last_done_at: datetime | None = None


def legacy_next_remind(
    repeat: str | None, due: datetime, remind_at: datetime | None, reminded_at: datetime
) -> datetime | None:
    """For a database written before `next_remind_at` (the migrations fill it): the next fire of a repeating todo
    that fired at `reminded_at`, as it was computed then (UTC steps)."""
    return TodoRecord(_Due(due), remind_at, reminded_at, None, repeat).fire_after(reminded_at, None)  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class _Due:
    due_at: datetime


#: What completing or snoozing one time of a repeating todo writes: (next_remind_at, done_count, last_done_at).
RepeatState = tuple[datetime | None, int, datetime | None]


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
    `completed_at` set means done (no reminder fires). A todo with a `repeat` rule ("weekly") comes round: its
    due times are `due_at` stepped by the rule on the user's wall clock, each reminded as long before as the first
    (`remind_at`). `next_remind_at` is when it fires next; `reminded_at` is when it last fired, and is cleared when
    that time is done (`done_count`, `last_done_at`) or snoozed (then `next_remind_at` is the snooze time): a
    repeating todo is due from its fire until then, or until its next time fires. `completed_at` ends the series.
    """

    memory: MemoryRecord
    remind_at: datetime | None
    reminded_at: datetime | None
    completed_at: datetime | None
    repeat: str | None = None
    next_remind_at: datetime | None = None
    done_count: int = 0
    last_done_at: datetime | None = None
    #: a repeating todo just done for this time: its state before, for `reopen_todo` (`undo_text`); any other
    #: change of its state clears it
    undo: str | None = None

    def undo_text(self) -> str:
        """The state a done-this-time restores, as stored in `todo_state.undo`."""
        state = (self.next_remind_at, self.reminded_at, self.last_done_at)
        return json.dumps([t.isoformat() if t else None for t in state])

    def undone(self) -> tuple[RepeatState, datetime | None] | None:
        """What undoing the last done-this-time writes: (next_remind_at, done_count, last_done_at) and
        reminded_at; None when there is nothing to undo."""
        if self.undo is None:
            return None
        nxt, reminded, last = (datetime.fromisoformat(t) if t else None for t in json.loads(self.undo))
        return (nxt, max(0, self.done_count - 1), last), reminded

    @property
    def reminds_at(self) -> datetime | None:
        """When the reminder fires next: the stored next time of a repeating todo, else the explicit remind_at,
        else due_at."""
        return self.next_remind_at or self.remind_at or self.memory.due_at

    def fire_after(self, after: datetime, zone: tzinfo | None) -> datetime | None:
        """The first reminder time of a repeating todo's series later than `after` (its due times stepped on the
        wall clock of `zone`, each as long before as the first reminder); None for a todo that reminds once."""
        first, rule, due = self.remind_at or self.memory.due_at, parse_repeat(self.repeat), self.memory.due_at
        if rule is None or first is None or due is None:
            return None
        lead = due - first
        return next_after(rule, due, after + lead, zone) - lead

    def done_this_time(self, now: datetime, zone: tzinfo | None) -> RepeatState | None:
        """What marking the current time of a repeating todo done writes (next_remind_at, done_count,
        last_done_at); None for a todo that reminds once. The time done is the one that fired (or was snoozed)
        and is not done yet, else the next one to come: the todo then waits for the time after it."""
        pending = self.reminds_at
        if self.repeat is None or pending is None:
            return None
        if self.reminded_at is not None and self.reminded_at < pending:
            # it fired and waits: its next time was set when it fired (a later one if the tick missed that)
            nxt = pending if pending > now else self.fire_after(now, zone)
        else:  # snoozed, or not fired yet: this time is done, the series goes on after it
            nxt = self.fire_after(max(now, pending), zone)
        return nxt, self.done_count + 1, now

    def done_already(self, now: datetime, zone: tzinfo | None) -> bool:
        """Whether saying this todo is done changes nothing: it is completed, or it repeats and its current time is
        done — done since its last reminder, its next time not come yet and not snoozed to (a snooze is a time
        the user put off, not one done). "药吃了" said twice marks tonight's dose once, never tomorrow's too."""
        if self.completed_at is not None:
            return True
        nxt = self.reminds_at
        if self.repeat is None or self.last_done_at is None or self.reminded_at is not None or nxt is None:
            return False
        on_series = self.fire_after(nxt - timedelta(microseconds=1), zone) == nxt
        return now < nxt and on_series

    @property
    def state(self) -> TodoState:
        """The reminder state as stored."""
        return TodoState(
            self.memory.id, self.remind_at, self.reminded_at, self.completed_at, self.repeat, self.next_remind_at,
            self.done_count, self.last_done_at,
        )  # fmt: skip


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
