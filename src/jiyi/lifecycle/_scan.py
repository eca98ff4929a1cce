"""The daily review scan and the weekly quality report (seed 003 §6.2, issue #21 item 5): pure logic.

A scan computes the entity review (`_review_entities`) and folds it into what is stored: an item is known across
scans by its key (what it is about, see `item_key`), so

- a new key is stored `open` with the time it was found;
- a key found again keeps its status: an item the user ignored ("忽略") stays ignored, an open one stays open;
- an open item a scan no longer finds becomes `resolved` (the user merged the entities, corrected the value,
  deleted or confirmed the memory); found again later (the merge was undone), it is open again;
- a changed content makes another key: a conflict whose values changed, a memory corrected into a new version,
  is raised again even when the old item was ignored.

Nothing else is changed: items are for the user's review only.

Contradicting current memories (two preferences that negate each other) are not scanned for: no offline rule tells
"喜欢安静的咖啡馆" from "不喜欢吵的咖啡馆" reliably; the distiller supersedes a contradicted memory when it is told.

The weekly report counts the week's history rows (memories added, updated, forgotten, deleted, restored; entities
merged), the entities created in it, the open items by kind, and the extractions the distiller skipped as duplicates
of a stored memory (it counts them where it decides, `Store.record_skipped_duplicates`).
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Sequence
from datetime import datetime

from .._entity_models import Entity, EntityHistory
from .._ids import new_id
from .._models import HistoryEntry
from .._review_models import QualityReport, ReviewRecord
from ._review_entities import ReviewItem

__all__ = ["ScanResult", "fold_scan", "item_key", "week_report"]


def _norm(text: str) -> str:
    return " ".join(text.casefold().split())


def item_key(item: ReviewItem) -> str:
    """What an item is about, stable across scans while its content is unchanged: a conflict's entity, attribute and
    values; a duplicate's pair and what they share; an unsourced memory's id (a correction makes a new id)."""
    if item.kind == "conflict":
        parts = [*item.entity_ids, item.attribute or "", *sorted({_norm(f.value) for f in item.facts})]
    elif item.kind == "duplicate":
        parts = [*sorted(item.entity_ids), item.reason or "", *sorted(_norm(s) for s in item.shared)]
    else:
        parts = [item.memory.id if item.memory else ""]
    digest = hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:24]
    return f"{item.kind}:{digest}"


class ScanResult:
    """What folding one scan into the stored items changes: the rows to write and how many items are new."""

    def __init__(self, changed: list[ReviewRecord], new: int, open_by_kind: dict[str, int]) -> None:
        self.changed = changed
        self.new = new
        self.open_by_kind = open_by_kind


def fold_scan(user_id: str, found: Sequence[ReviewItem], stored: Sequence[ReviewRecord], now: datetime) -> ScanResult:
    """Fold the items a scan `found` into the `stored` ones (see the module docstring)."""
    by_key = {r.key: r for r in stored}
    changed: list[ReviewRecord] = []
    seen: set[str] = set()
    new = 0
    open_by_kind: Counter[str] = Counter()
    for item in found:
        key = item_key(item)
        if key in seen:
            continue
        seen.add(key)
        old = by_key.get(key)
        if old is None:
            rec = ReviewRecord(id=new_id("rev"), user_id=user_id, key=key, kind=item.kind, item=item, found_at=now,
                               seen_at=now)  # fmt: skip
            new += 1
        elif old.status == "resolved":  # back again (a merge undone): open, and new to the user
            rec = old.model_copy(update={"status": "open", "item": item, "seen_at": now, "decided_at": now})
            new += 1
        else:
            rec = old.model_copy(update={"item": item, "seen_at": now})
        changed.append(rec)
        if rec.status == "open":
            open_by_kind[rec.kind] += 1
    for old in stored:
        if old.key not in seen and old.status == "open":
            changed.append(old.model_copy(update={"status": "resolved", "decided_at": now}))
    return ScanResult(changed, new, dict(open_by_kind))


def week_report(
    user_id: str,
    since: datetime,
    until: datetime,
    history: Sequence[HistoryEntry],
    entity_history: Sequence[EntityHistory],
    entities: Sequence[Entity],
    open_items: Sequence[ReviewRecord],
    unsourced: int,
    duplicates_skipped: int = 0,
) -> QualityReport:
    """The quality report over [`since`, `until`) from the user's history rows (any period; only those in it count)
    and the distiller's skips of duplicates counted in it."""
    events = Counter(h.event for h in history if since <= h.created_at < until)
    actions = Counter(h.action for h in entity_history if since <= h.created_at < until)
    return QualityReport(
        id=new_id("qrp"),
        user_id=user_id,
        period="week",
        since=since,
        until=until,
        created_at=until,
        memories_added=events["add"],
        memories_updated=events["update"],
        memories_forgotten=events["forget"],
        memories_deleted=events["delete"],
        memories_restored=events["restore"],
        duplicates_skipped=duplicates_skipped,
        entities_added=sum(1 for e in entities if since <= e.created_at < until),
        entities_merged=actions["merge"],
        open_items=dict(Counter(r.kind for r in open_items if r.status == "open")),
        unsourced_memories=unsourced,
    )
