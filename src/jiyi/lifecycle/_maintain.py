"""Per-user maintenance: decay and forgetting, review, retention. Pure logic over a store and a clock.

Changes are written in batches of `_BATCH` memories, each one `Store.apply` (the records, their history
rows and outbox events together), so a crash between two batches loses nothing and repeats nothing (the
next pass decides afresh), with a `_PAUSE` after each so that searches in the same process get the
interpreter. Measured on the first pass over a 10k-memory user with searches running beside it
(docs/BENCHMARKS-HISTORY.md): one memory a transaction took 12.4-13.1 s, search p95 8.8-9.0 ms; 200 a batch
7.2-7.3 s but search p95 13.0-13.2 ms; 20 a batch with the pause 8.8-9.0 s, search p95 8.5-8.9 ms.
Decay is idempotent by construction: a memory decays only when it was left untouched for its rule's
period, and decaying touches it (`updated_at`), so a second run at the same time changes nothing.

Forgetting is the soft state: the memory keeps its text and history and `Memory.restore` brings it back.

A pass reads the user's memories first and writes its decisions after, so each change carries the record
it was decided on (`ChangeSet.expect`): a memory edited, used by a search, or forgotten by the user in
between is left as it now is (`MaintenanceReport.changed_meanwhile`) and judged on the next pass. A batch
holding such a memory writes nothing; its memories are then written one by one.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from .._errors import StaleError
from .._models import MemoryRecord
from ..store._base import ChangeSet, MemoryFilter, Store
from ._changes import forget_change, lifecycle_history
from ._policy import LifecyclePolicy, relevance
from ._review import Reviewer

__all__ = ["MaintenanceReport", "maintain_user"]

#: memories whose decay or forgetting is written in one transaction
_BATCH = 20
#: seconds the pass sleeps after each batch (readers in this process get the GIL)
_PAUSE = 0.002


@dataclass(slots=True)
class MaintenanceReport:
    """What one maintenance pass over one user changed."""

    user_id: str
    decayed: list[str] = field(default_factory=list)
    forgotten: list[str] = field(default_factory=list)
    promoted: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    #: left alone: changed after the pass read it (judged again on the next pass)
    changed_meanwhile: list[str] = field(default_factory=list)
    messages_deleted: int = 0


def _current(store: Store, user_id: str) -> Iterator[MemoryRecord]:
    flt = MemoryFilter(current_only=True, sort="created_asc")
    offset = 0
    while batch := store.list_memories(user_id, flt, limit=500, offset=offset):
        yield from batch
        offset += len(batch)


def _days(a: datetime, b: datetime) -> float:
    return (a - b).total_seconds() / 86400


def _decision(rec: MemoryRecord, now: datetime, policy: LifecyclePolicy) -> tuple[str, str, float] | None:
    """(action, reason, new importance) for one memory, or None to leave it. Actions: forget, decay."""
    if rec.expires_at is not None and rec.expires_at <= now:
        return "forget", "expired", rec.importance
    rule = policy.rule(rec.type)
    if rule is None:
        return None
    age = _days(now, rec.created_at)
    if rule.forget_after_days is not None and age >= rule.forget_after_days:
        return "forget", f"{rec.type} older than {rule.forget_after_days:g} days", rec.importance
    last_use = rec.last_accessed_at or rec.created_at
    if rule.forget_unused_days is not None and _days(now, last_use) >= rule.forget_unused_days:
        return "forget", f"{rec.type} not used for {rule.forget_unused_days:g} days", rec.importance
    if _days(now, last_use) >= policy.stale_days and rec.importance < policy.stale_importance:
        return "forget", f"low importance and not recalled for {policy.stale_days:g} days", rec.importance
    rel = relevance(rec, now)
    if rel < policy.relevance_forget:
        return "forget", f"relevance {rel:.2f} below {policy.relevance_forget}", rec.importance
    untouched = min(_days(now, rec.updated_at), _days(now, last_use))
    if untouched < rule.every_days or rel >= policy.relevance_active:
        return None
    new = round(rec.importance * rule.factor, 4)
    if new < rule.forget_below:
        return "forget", f"importance {new:.2f} below {rule.forget_below}", new
    return "decay", f"untouched {untouched:.0f} days: importance {rec.importance:.2f} -> {new:.2f}", new


_Batch = list[tuple[str, ChangeSet, list[str]]]  # (memory id, its change, the report list it joins)


def _write(store: Store, user_id: str, batch: _Batch, report: MaintenanceReport) -> None:
    """Apply a batch of single-memory changes in one transaction; when one of its memories changed since
    it was read, apply them one by one instead, leaving that one out. Empties `batch`."""
    if not batch:
        return
    merged = ChangeSet()
    for _, change, _ in batch:
        merged.updates += change.updates
        merged.history += change.history
        merged.events += change.events
        merged.expect += change.expect
        merged.expect_unused |= change.expect_unused
    try:
        store.apply(user_id, merged)
        for memory_id, _, done in batch:
            done.append(memory_id)
    except StaleError:
        for memory_id, change, done in batch:
            try:
                store.apply(user_id, change)
            except StaleError:
                report.changed_meanwhile.append(memory_id)
                continue
            done.append(memory_id)
    batch.clear()
    time.sleep(_PAUSE)


def maintain_user(
    store: Store, user_id: str, now: datetime, policy: LifecyclePolicy, reviewer: Reviewer, retention_days: int
) -> MaintenanceReport:
    """Decay, forget, review and apply retention for one user."""
    report = MaintenanceReport(user_id=user_id)
    # Review first: a faint memory is judged before decay touches it (which would postpone its review).
    reviewer.review_user(user_id, now, report)
    batch: _Batch = []
    for rec in list(_current(store, user_id)):
        verdict = _decision(rec, now, policy)
        if verdict is None:
            continue
        action, reason, importance = verdict
        if action == "forget":
            batch.append((rec.id, forget_change(rec, now, reason), report.forgotten))
        else:
            faded = rec.model_copy(update={"importance": importance, "updated_at": now})
            hist = lifecycle_history(rec, "decay", now, reason, old_content=rec.content, new_content=rec.content)
            decay = ChangeSet(updates=[faded], history=[hist], expect=[rec], expect_unused=True)
            batch.append((rec.id, decay, report.decayed))
        if len(batch) >= _BATCH:
            _write(store, user_id, batch, report)
    _write(store, user_id, batch, report)
    report.messages_deleted = store.delete_distilled_messages(user_id, now - timedelta(days=retention_days))
    return report
