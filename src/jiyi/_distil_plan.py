"""Distillation's decisions -> a change set: what each extractor decision writes, checked against the store.

`Planner.plan` turns one answer of the extractor into a `Plan`: ids the extractor invented are rejected, memories
of a protected type are never deleted or rewritten by an automatic decision, exact duplicates (hash) and near
duplicates (embedding + wording) are skipped, text carrying a secret is skipped with the value masked, an update
writes a new version that supersedes the old one, a delete is a soft state change, a restatement boosts the
memory it repeats; every change has its history row. `proposing` turns a plan into proposals (auto-extract off).
`_distil` runs the extractor, applies the plan and reports.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, tzinfo
from typing import Any, Protocol

import numpy as np

from ._ids import new_id
from ._models import Decision, HistoryEntry, MemoryRecord, MemoryState, Message, Proposal, Role, Source, Topic
from ._sensitive import describe, find_secrets, mask_secrets
from ._text import content_hash, detect_language, hash_form, normalise_text, query_terms
from .embedders._base import Embedder
from .store._base import TODO_TYPES, ChangeSet, Store, TodoState

__all__ = ["PROTECTED_TYPES", "Plan", "PlanKnobs", "Planner", "only_invented", "proposing"]

# Types only a user (or the lifecycle) may remove: automatic decisions never delete or rewrite them.
PROTECTED_TYPES = frozenset({"manual", "core", "system"})
UNKNOWN_ID = "unknown memory id"
#: What `Planner._completing` answers for a todo said done that is done already.
ALREADY_DONE = "already done"


class PlanKnobs(Protocol):
    """The knobs of `DistilConfig` a plan reads."""

    @property
    def near_duplicate_cosine(self) -> float: ...
    @property
    def near_duplicate_cosine_with_wording(self) -> float: ...
    @property
    def near_duplicate_wording(self) -> float: ...
    @property
    def boost_step(self) -> float: ...


@dataclass(slots=True)
class Plan:
    """What one batch of decisions does: the change set to apply and what the report lists."""

    changes: ChangeSet = field(default_factory=ChangeSet)
    added: list[MemoryRecord] = field(default_factory=list)
    updated: list[MemoryRecord] = field(default_factory=list)
    deleted: list[MemoryRecord] = field(default_factory=list)
    boosted: list[MemoryRecord] = field(default_factory=list)
    skipped: list[Decision] = field(default_factory=list)
    #: extractions that matched a stored memory (or one of this batch) and added nothing: skipped as a duplicate
    #: or as covered by a memory, or a restatement that boosted one (the weekly report's "duplicates skipped")
    duplicates: int = 0
    rejected: list[Decision] = field(default_factory=list)
    #: New versions of todos the user said are done (`Decision.completed`), with their reminder state.
    completed: list[tuple[MemoryRecord, TodoState]] = field(default_factory=list)
    #: New versions of todos the user asked to be reminded of again (`Decision.remind_again_at`), with their state.
    snoozed: list[tuple[MemoryRecord, TodoState]] = field(default_factory=list)


def _wording_overlap(a: str, b: str) -> float:
    ta, tb = set(query_terms(a, segment=False)), set(query_terms(b, segment=False))
    if not ta or not tb:
        return 0.0
    return len(ta & tb) / len(ta | tb)


class Planner:
    """Plans one batch of decisions over a store (to check ids, hashes, near duplicates, todos) and an embedder."""

    def __init__(self, store: Store, embedder: Embedder, config: PlanKnobs) -> None:
        self.store = store
        self.embedder = embedder
        self.config = config

    def plan(
        self,
        user_id: str,
        topic: Topic,
        new: Sequence[Message],
        related: Sequence[MemoryRecord],
        decisions: Sequence[Decision],
        language: str,
        now: datetime,
        filter_sensitive: bool = True,
        zone: tzinfo | None = None,
    ) -> Plan:
        plan = Plan()
        by_id = {m.id: m for m in related}
        new_ids = {m.id for m in new}
        touched: set[str] = set()
        texts = [normalise_text(d.content) for d in decisions if d.action in ("add", "update")]
        vectors = self.embedder.embed(texts) if texts else np.zeros((0, self.embedder.dim), dtype=np.float32)
        vec_iter = iter(vectors)
        batch_hashes: dict[str, MemoryRecord] = {}

        for d in decisions:
            vec = next(vec_iter) if d.action in ("add", "update") else None
            content = normalise_text(d.content)
            target = by_id.get(d.target_id) if d.target_id else None
            if d.action in ("update", "delete", "boost"):
                if target is None:
                    plan.rejected.append(d.model_copy(update={"reason": f"{UNKNOWN_ID} {d.target_id!r}"}))
                    continue
                if target.id in touched:
                    plan.rejected.append(d.model_copy(update={"reason": "memory already changed in this run"}))
                    continue
            if d.action == "skip":
                plan.skipped.append(d)
                plan.duplicates += int(target is not None)  # covered by a memory it names, not "nothing to remember"
                continue
            if d.action == "boost":
                assert target is not None
                self._boost(plan, target, d, now)
                touched.add(target.id)
                continue
            if d.action == "delete":
                assert target is not None
                if target.type in PROTECTED_TYPES and d.withdrawn is None:
                    plan.rejected.append(
                        d.model_copy(update={"reason": f"{target.type} memories are removed only by the user"})
                    )
                    continue
                if target.type == "episode":
                    # A summary mentions many things: what it says of a deleted memory is dropped from it
                    # (`jiyi._mend`), the rest of the conversation's summary stays.
                    plan.rejected.append(d.model_copy(update={"reason": "a summary is mended, not deleted"}))
                    continue
                self._soft_delete(plan, target, d, now)
                touched.add(target.id)
                continue
            if not hash_form(content):  # nothing visible: zero-width or format characters only
                plan.rejected.append(d.model_copy(update={"reason": "empty content"}))
                continue
            secrets = find_secrets(content) if filter_sensitive else []
            if secrets:  # reported with the value masked: the report reaches logs, the UI and webhooks
                why = f"sensitive: looks like it contains a {describe(secrets)}; not stored"
                plan.skipped.append(d.model_copy(update={"content": mask_secrets(content), "reason": why}))
                continue
            assert vec is not None
            if d.action == "update" and target is not None and target.type in PROTECTED_TYPES:
                d = d.model_copy(update={"action": "add", "target_id": None})
                target = None
            h = content_hash(content)
            same = [m for m in self.store.find_by_hash(user_id, h) if m.agent_id == topic.agent_id]
            dup = batch_hashes.get(h) or next(iter(same), None)
            if dup is not None and (target is None or dup.id != target.id or d.action == "add"):
                plan.skipped.append(d.model_copy(update={"reason": f"duplicate of {dup.id}"}))
                plan.duplicates += 1
                continue
            completing = self._completing(plan, user_id, d, target, now, zone) if d.completed else None
            done = completing if isinstance(completing, TodoState) else None
            if d.completed and done is None:
                why = "already done" if completing == ALREADY_DONE else "no open todo to complete"
                plan.skipped.append(d.model_copy(update={"reason": why}))
                plan.duplicates += int(completing == ALREADY_DONE)
                continue
            again = self._again(plan, user_id, d, target, now) if d.remind_again_at is not None else None
            if d.remind_again_at is not None and again is None:
                plan.skipped.append(d.model_copy(update={"reason": "no open todo to remind of again"}))
                continue
            if (
                d.action == "update"
                and target is not None
                and content_hash(target.content) == h
                and done is None
                and again is None
            ):
                self._boost(plan, target, d, now)
                touched.add(target.id)
                continue
            if d.action == "add" and d.withdrawn is None:
                near = self._near_duplicate(user_id, content, vec, exclude=touched, agent_id=topic.agent_id)
                if near is not None:
                    plan.skipped.append(d.model_copy(update={"reason": f"near duplicate of {near.id}"}))
                    plan.duplicates += 1
                    continue
            source_ids = tuple(i for i in d.message_ids if i in new_ids) or tuple(
                m.id for m in new if m.role is Role.USER
            )
            record = MemoryRecord(
                id=new_id("mem"),
                user_id=user_id,
                type=d.type if d.action == "add" or target is None else (d.type or target.type),
                content=content,
                importance=max(d.importance, target.importance) if target is not None else d.importance,
                confidence=d.confidence,
                source=Source.EXTRACTOR,
                valid_from=d.valid_from or now,
                supersedes=target.id if target is not None else None,
                topic_id=topic.id,
                message_ids=source_ids,
                language=detect_language(content) if content else language,
                due_at=d.due_at,
                access_count=target.access_count if target is not None else 0,
                created_at=now,
                updated_at=now,
                # a new memory belongs to the topic's agent; a new version keeps its memory's scope and metadata
                agent_id=target.agent_id if target is not None else topic.agent_id,
                metadata=target.metadata if target is not None else {},
            )
            if d.withdrawn is not None and target is None:
                self._withdrawn(plan, record, vec, d)
                continue
            plan.changes.inserts.append((record, vec))
            for changed, listed in ((done, plan.completed), (again, plan.snoozed)):
                if changed is not None:
                    # The new version is the completed (or re-armed) todo; the old one keeps its state, so undo
                    # brings that back.
                    state = replace(changed, memory_id=record.id)
                    plan.changes.todo_states.append(state)
                    listed.append((record, state))
            batch_hashes[h] = record
            plan.changes.history.append(
                HistoryEntry(
                    id=new_id("his"),
                    memory_id=record.id,
                    user_id=user_id,
                    event="add" if target is None else "update",
                    old_content=target.content if target is not None else None,
                    new_content=content,
                    new_state=MemoryState.ACTIVE,
                    related_id=target.id if target is not None else None,
                    actor="extractor",
                    reason=d.reason,
                    created_at=now,
                )
            )
            if target is None:
                plan.added.append(record)
                continue
            old = target.model_copy(update={"valid_until": now, "superseded_by": record.id, "updated_at": now})
            plan.changes.updates.append(old)
            plan.changes.expect.append(target)
            plan.changes.history.append(
                HistoryEntry(
                    id=new_id("his"),
                    memory_id=target.id,
                    user_id=user_id,
                    event="supersede",
                    old_content=target.content,
                    new_content=content,
                    related_id=record.id,
                    actor="extractor",
                    reason=d.reason,
                    created_at=now,
                )
            )
            touched.add(target.id)
            plan.updated.append(record)
        return plan

    def _withdrawn(self, plan: Plan, record: MemoryRecord, vec: np.ndarray, d: Decision) -> None:
        """Store what the user said and took back in the same messages as deleted, with both steps in history:
        its source messages are then never quoted, and no summary of them states it (`jiyi._mend`)."""
        gone = record.model_copy(update={"state": MemoryState.DELETED})
        plan.changes.inserts.append((gone, vec))
        for event, state, why in (("add", MemoryState.ACTIVE, d.reason), ("delete", MemoryState.DELETED, d.withdrawn)):
            plan.changes.history.append(
                HistoryEntry(
                    id=new_id("his"),
                    memory_id=record.id,
                    user_id=record.user_id,
                    event=event,  # type: ignore[arg-type]
                    old_content=record.content if event == "delete" else None,
                    new_content=record.content if event == "add" else None,
                    old_state=MemoryState.ACTIVE if event == "delete" else None,
                    new_state=state,
                    actor="extractor",
                    reason=why or "",
                    created_at=record.created_at,
                )
            )
        plan.deleted.append(gone)

    def _completing(
        self, plan: Plan, user_id: str, d: Decision, target: MemoryRecord | None, now: datetime, zone: tzinfo | None
    ) -> TodoState | str | None:
        """The reminder state a todo's completed new version gets; `ALREADY_DONE` when saying so changes nothing
        (it is done, or a repeating one is done for its current time: no new version, no event); None when `d`
        names no todo. A repeating todo ("药吃了" of 每天早上八点吃药) is done for this time: it stays open for its
        next time. The state read is checked again when the plan is applied (`ChangeSet.expect_todos`)."""
        if d.action != "update" or target is None or target.type not in TODO_TYPES:
            return None
        todo = self.store.get_todo(user_id, target.id)
        if todo is None:
            return None
        if todo.done_already(now, zone):
            return ALREADY_DONE
        plan.changes.expect_todos.append(todo.state)
        if (this_time := todo.done_this_time(now, zone)) is not None:
            return TodoState(target.id, todo.remind_at, None, None, todo.repeat, *this_time)
        return TodoState(target.id, todo.remind_at, todo.reminded_at, now, todo.repeat)

    def _again(
        self, plan: Plan, user_id: str, d: Decision, target: MemoryRecord | None, now: datetime
    ) -> TodoState | None:
        """The reminder state of a todo's new version that reminds again at `d.remind_again_at` (a time ahead), as
        `snooze_todo` sets it; None when `d` names no open todo. A repeating todo moves only this time."""
        when = d.remind_again_at
        if d.action != "update" or target is None or target.type not in TODO_TYPES or when is None or when <= now:
            return None
        todo = self.store.get_todo(user_id, target.id)
        if todo is None or todo.completed_at is not None:
            return None
        plan.changes.expect_todos.append(todo.state)
        if todo.repeat is not None:  # only this time moves: the series keeps its times (`remind_at`)
            return TodoState(
                target.id, todo.remind_at, None, None, todo.repeat, when, todo.done_count, todo.last_done_at
            )
        return TodoState(target.id, when, None, None, None)

    def _near_duplicate(
        self, user_id: str, content: str, vec: np.ndarray, exclude: set[str], agent_id: str | None
    ) -> MemoryRecord | None:
        cfg = self.config
        hits = [(i, s) for i, s in self.store.vector_search(user_id, vec, 3) if i not in exclude]
        candidates = [i for i, s in hits if s >= cfg.near_duplicate_cosine_with_wording]
        if not candidates:
            return None
        sims = dict(hits)
        for rec in self.store.get_memories(user_id, candidates):
            if rec.agent_id != agent_id:  # another agent's memory does not stand in for this scope's
                continue
            if (
                sims[rec.id] >= cfg.near_duplicate_cosine
                or _wording_overlap(content, rec.content) >= cfg.near_duplicate_wording
            ):
                return rec
        return None

    def _boost(self, plan: Plan, target: MemoryRecord, d: Decision, now: datetime) -> None:
        plan.duplicates += 1  # a restatement: nothing added
        new_importance = min(1.0, target.importance + self.config.boost_step)
        boosted = target.model_copy(update={"importance": new_importance, "updated_at": now})
        why = d.reason or f"importance {target.importance:.2f} -> {new_importance:.2f}"
        _in_place(plan, target, boosted, now, why, event="boost", new_content=target.content)
        plan.boosted.append(boosted)

    def _soft_delete(self, plan: Plan, target: MemoryRecord, d: Decision, now: datetime) -> None:
        gone = target.model_copy(update={"state": MemoryState.DELETED, "updated_at": now})
        _in_place(plan, target, gone, now, d.reason, event="delete", old_state=target.state, new_state=gone.state)
        plan.deleted.append(gone)


def _in_place(plan: Plan, target: MemoryRecord, changed: MemoryRecord, now: datetime, reason: str, **row: Any) -> None:
    """Write `changed` over `target` (a boost, a soft delete) unless the stored memory changed since it was read,
    with the history row `row` completes."""
    plan.changes.updates.append(changed)
    plan.changes.expect.append(target)
    entry = HistoryEntry(
        id=new_id("his"), memory_id=target.id, user_id=target.user_id, old_content=target.content,
        actor="extractor", reason=reason, created_at=now, **row,
    )  # fmt: skip
    plan.changes.history.append(entry)


def proposing(plan: Plan, expires_at: datetime) -> Plan:
    """The plan with its adds and updates turned into proposals (seed 003 §4.4: auto-extract off, the user
    confirms by hand) and nothing else written: boosts and deletes are left undone, as a user who confirms
    each memory would not have an automatic decision remove one."""
    proposals = [
        Proposal(
            id=new_id("prp"),
            user_id=r.user_id,
            topic_id=r.topic_id,
            type=r.type,
            content=r.content,
            importance=r.importance,
            confidence=r.confidence,
            message_ids=r.message_ids,
            supersedes=r.supersedes,
            valid_from=r.valid_from,
            due_at=r.due_at,
            language=r.language,
            reason=h.reason,
            created_at=r.created_at,
            expires_at=expires_at,
        )
        for r, h in zip(
            [r for r, _ in plan.changes.inserts],
            [h for h in plan.changes.history if h.event in ("add", "update")],
            strict=True,
        )
    ]
    return Plan(
        changes=ChangeSet(proposals=proposals), skipped=plan.skipped, duplicates=plan.duplicates, rejected=plan.rejected
    )


def only_invented(decisions: Sequence[Decision], rejected: Sequence[Decision]) -> bool:
    """Whether an answer had decisions and every one was rejected for naming a memory that does not exist."""
    invented = [r for r in rejected if r.reason.startswith(UNKNOWN_ID)]
    return bool(decisions) and len(invented) == len(decisions)
