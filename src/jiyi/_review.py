"""`mem.review`: the stored review — the daily scan's items, "ignore", and the daily and weekly quality reports.

The lifecycle runs `due(user, now)` in each user's maintenance: a scan at most once per `review_scan_every` (a day),
a weekly report at most once per `quality_report_every`; both can be asked for on demand (`scan`, `report`). A scan
that finds new items announces them (`review.found`: "N new items to review"); a report is stored and listed, not
announced. Nothing a user stored is changed by either: the items are suggestions, and the user acts on them
with the existing actions (merge entities, correct a fact, delete or confirm a memory) or ignores them.
"""

from __future__ import annotations

import builtins
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from ._entity_models import EntityView
from ._errors import ConflictError, NotFoundError, ValidationError
from ._ids import new_id
from ._review_models import REVIEW_STATUSES, QualityReport, ReviewRecord
from ._validate import check_text, check_user_id
from .lifecycle._review_entities import REVIEW_KINDS, ReviewItem, needs_source
from .lifecycle._scan import fold_scan, item_key, week_report
from .store._base import NewEvent

if TYPE_CHECKING:
    from ._memory import Memory
    from .lifecycle._policy import LifecyclePolicy

__all__ = ["Review"]

_WEEK = timedelta(days=7)
_HISTORY_READ = 100_000  # a week of one user's changes, read newest first


class Review:
    """`mem.review`: list the stored review items, ignore or reopen one, scan now, list and make quality reports."""

    def __init__(self, mem: Memory) -> None:
        self._m = mem

    # --- reading ---------------------------------------------------------------------------------
    def items(self, user_id: str, *, status: str = "open", kind: str | None = None) -> builtins.list[ReviewRecord]:
        """The user's stored review items with this status (open, ignored, resolved), most recently found first. An
        open item the user has dealt with since the last scan (the entities merged, the memory deleted, the value
        corrected) is left out at once; the next scan marks it resolved."""
        check_user_id(user_id)
        if status not in REVIEW_STATUSES:
            raise ValidationError(f"status must be one of {', '.join(REVIEW_STATUSES)}", field="status")
        if kind is not None and kind not in REVIEW_KINDS:
            raise ValidationError(f"kind must be one of {', '.join(REVIEW_KINDS)}", field="kind")
        rows = self._m.store.list_review_items(user_id, statuses=[status])
        rows = [r for r in rows if kind is None or r.kind == kind]
        return self._still_open(user_id, rows) if status == "open" else rows

    def get(self, user_id: str, item_id: str) -> ReviewRecord:
        """One stored review item; NotFoundError for an unknown id (or another user's)."""
        check_user_id(user_id)
        # no NUL or lone surrogate reaches a store (neither can hold them): a 422, not a 500
        if not check_text(item_id, field="item_id", limit=100).strip():
            raise ValidationError("item_id must be a non-empty string", field="item_id")
        found = self._m.store.list_review_items(user_id, ids=[item_id])
        if not found:
            raise NotFoundError("review item", item_id)
        return found[0]

    def reports(self, user_id: str, *, period: str = "week", limit: int = 20) -> builtins.list[QualityReport]:
        """The user's stored reports of a period ("week": the quality reports; "day": the daily scans), newest first."""
        check_user_id(user_id)
        if period not in ("day", "week"):
            raise ValidationError("period must be day or week", field="period")
        if not 1 <= limit <= 200:
            raise ValidationError("limit must be 1-200", field="limit")
        return self._m.store.list_quality_reports(user_id, period=period, limit=limit)

    # --- the user's decisions ----------------------------------------------------------------------
    def ignore(self, user_id: str, item_id: str) -> ReviewRecord:
        """Dismiss an open item ("忽略"): later scans leave it ignored while what it is about is unchanged.
        Undone by `reopen`. ConflictError when it is not open."""
        return self._decide(user_id, item_id, "open", "ignored")

    def reopen(self, user_id: str, item_id: str) -> ReviewRecord:
        """Undo `ignore`: the item is open again. ConflictError when it is not ignored."""
        return self._decide(user_id, item_id, "ignored", "open")

    def _decide(self, user_id: str, item_id: str, was: str, to: str) -> ReviewRecord:
        rec = self.get(user_id, item_id)
        if rec.status != was:
            raise ConflictError(f"review item {item_id} is {rec.status}, not {was}")
        new = rec.model_copy(update={"status": to, "decided_at": self._m.clock.now()})
        if self._m.store.save_review(user_id, [new], expect={rec.id: was}):
            raise ConflictError(f"review item {item_id} changed meanwhile; read it again")
        return new

    # --- scanning and reporting ----------------------------------------------------------------------
    def scan(self, user_id: str) -> QualityReport:
        """Scan now: store the review's items (see `jiyi.lifecycle._scan`), announce new ones, and return the day's
        report (how many new, how many open by kind)."""
        check_user_id(user_id)
        return self._scan(user_id, self._m.clock.now(), self._found(user_id))

    def report(self, user_id: str) -> QualityReport:
        """Make the weekly quality report now (the seven days up to now), store it and return it."""
        check_user_id(user_id)
        return self._report(user_id, self._m.clock.now(), self._found(user_id))

    def due(self, user_id: str, now: datetime, policy: LifecyclePolicy | None = None) -> builtins.list[QualityReport]:
        """The scan and the weekly report, each when its period has passed since the last (`policy`'s, default the
        memory's lifecycle policy: `review_scan_every` / `quality_report_every`; None turns one off). Returns what
        was made."""
        check_user_id(user_id)
        policy = policy or self._m.lifecycle.policy
        made = []
        found: builtins.list[ReviewItem] | None = None  # the entity review, computed once for both when both are due
        for period, every, run in (("day", policy.review_scan_every, self._scan),
                                   ("week", policy.quality_report_every, self._report)):  # fmt: skip
            if every is None:
                continue
            last = self._m.store.list_quality_reports(user_id, period=period, limit=1)
            if not last or now - last[0].created_at >= every:
                # The scan writes only review rows, so what it read still holds for the report after it.
                found = self._found(user_id) if found is None else found
                made.append(run(user_id, now, found))
        return made

    def _found(self, user_id: str) -> builtins.list[ReviewItem]:
        return self._m.entities.review(user_id).items

    def _scan(self, user_id: str, now: datetime, found: builtins.list[ReviewItem]) -> QualityReport:
        stored = self._m.store.list_review_items(user_id)
        result = fold_scan(user_id, found, stored, now)
        last = self._m.store.list_quality_reports(user_id, period="day", limit=1)
        report = QualityReport(
            id=new_id("qrp"), user_id=user_id, period="day", since=last[0].created_at if last else now, until=now,
            created_at=now, new_items=result.new, open_items=result.open_by_kind,
            unsourced_memories=sum(1 for i in found if i.kind == "unsourced"),
        )  # fmt: skip
        events = []
        if result.new:
            data = {"new": result.new, "open": result.open_by_kind, "report_id": report.id}
            events.append(NewEvent("review.found", user_id, data))
        # Each item is written over the status the scan read: one the user ignored meanwhile stays ignored.
        self._m.store.save_review(user_id, result.changed, report, events, expect={r.id: r.status for r in stored})
        return report

    def _report(self, user_id: str, now: datetime, found: builtins.list[ReviewItem]) -> QualityReport:
        store = self._m.store
        since = now - _WEEK
        history = [h for h in store.list_history(user_id, limit=_HISTORY_READ) if h.created_at >= since]
        entity_history = [h for h in store.list_entity_history(user_id, limit=_HISTORY_READ) if h.created_at >= since]
        open_items = self.items(user_id)
        unsourced = sum(1 for i in found if i.kind == "unsourced")
        entities = store.list_entities(user_id, states=("active", "merged", "deleted"))
        skipped = store.count_skipped_duplicates(user_id, since, now)
        report = week_report(user_id, since, now, history, entity_history, entities, open_items, unsourced, skipped)
        store.save_review(user_id, [], report)  # listed, not announced: a weekly event per user would be noise
        return report

    def _still_open(self, user_id: str, rows: builtins.list[ReviewRecord]) -> builtins.list[ReviewRecord]:
        """`rows` without those the user dealt with since they were found: their key is no longer what the review
        says of the entities or memory they name (read for those alone, not the user's whole review)."""
        if not rows:
            return rows
        store = self._m.store
        entity_ids = sorted({e for r in rows for e in r.item.entity_ids})
        entities = {e.id: e for e in store.list_entities(user_id, ids=entity_ids)} if entity_ids else {}
        active = [e for e in entities.values() if e.state == "active"]
        views = {v.entity.id: v for v in self._m.entities._views(user_id, active)} if active else {}
        memory_ids = sorted({r.item.memory.id for r in rows if r.item.memory is not None})
        memories = {m.id: m for m in store.get_memories(user_id, memory_ids)} if memory_ids else {}
        out = []
        for r in rows:
            if r.kind == "unsourced":
                m = memories.get(r.item.memory.id if r.item.memory else "")
                keep = m is not None and needs_source(m)
            elif r.kind == "duplicate":
                keep = all(e in views for e in r.item.entity_ids)
            else:
                keep = self._conflict_stands(r, views)
            if keep:
                out.append(r)
        return out

    @staticmethod
    def _conflict_stands(r: ReviewRecord, views: dict[str, EntityView]) -> bool:
        view = views.get(r.item.entity_ids[0]) if r.item.entity_ids else None
        if view is None:
            return False
        facts = [f for f in view.facts if f.attribute == r.item.attribute]
        return item_key(r.item.model_copy(update={"facts": facts})) == r.key
