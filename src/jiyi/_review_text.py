"""The stored review in words, for the faces that print it (`jiyi review`, the MCP `review_items` tool): one line per
item saying what is wrong and what to do, and a weekly quality report as a few lines. The web UI has its own copy
(zh and en, `server/static/i18n.js`); these are its English lines, with names and values as the user wrote them."""

from __future__ import annotations

import builtins
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from ._errors import NotFoundError
from ._review_models import QualityReport, ReviewRecord

if TYPE_CHECKING:
    from ._memory import Memory

__all__ = ["describe", "entity_names", "report_lines"]

#: how each kind is named where items are counted ("1 possible duplicate", "2 possible duplicates")
_KIND_WORDS = {
    "conflict": ("with different values", "with different values"),
    "duplicate": ("possible duplicate", "possible duplicates"),
    "unsourced": ("without a source", "without a source"),
}


def entity_names(mem: Memory, user_id: str, records: Sequence[ReviewRecord]) -> dict[str, str]:
    """The names of the entities `records` name (an entity erased since keeps its id)."""
    ids = sorted({e for r in records for e in r.item.entity_ids})
    names: dict[str, str] = {}
    for entity_id in ids:  # one at a time: one erased since the scan must not hide the others' names
        try:
            names[entity_id] = mem.entities.get(user_id, entity_id).entity.name
        except NotFoundError:
            continue
    return names


def describe(rec: ReviewRecord, names: Mapping[str, str]) -> str:
    """One line: what the item is about and what to do about it."""
    item = rec.item
    named = [names.get(e, e) for e in item.entity_ids]
    if item.kind == "conflict":
        label = next((f.label for f in item.facts if f.label), item.attribute or "")
        values = " / ".join(dict.fromkeys(f.value for f in item.facts))
        return f"{named[0] if named else '?'} {label}: different values {values} — keep one, forget the others"
    if item.kind == "duplicate":
        why = "same name" if item.reason == "same_name" else "same relation and facts"
        return f"{' and '.join(named)} may be one ({why}: {', '.join(item.shared)}) — merge them or ignore"
    content = item.memory.content if item.memory else ""
    memory_id = item.memory.id if item.memory else "?"
    return f"{memory_id} {content} — no conversation states it: confirm it or forget it"


def _counted(open_items: Mapping[str, int]) -> str:
    parts = [f"{n:,} {_KIND_WORDS.get(kind, (kind, kind))[n != 1]}" for kind, n in sorted(open_items.items()) if n]
    return ", ".join(parts)


def report_lines(report: QualityReport) -> builtins.list[str]:
    """The report as a few lines (the day's scan: what it found; the week's: the counts)."""
    open_n = sum(report.open_items.values())
    to_review = f"{open_n:,} left to review ({_counted(report.open_items)})" if open_n else "nothing left to review"
    if report.period == "day":
        return [f"{report.new_items:,} new to review; {to_review}"]
    n = report.unsourced_memories
    return [
        f"memories: {report.memories_added:,} added, {report.memories_updated:,} updated, "
        f"{report.memories_forgotten:,} forgotten, {report.memories_deleted:,} deleted, "
        f"{report.memories_restored:,} restored; {report.duplicates_skipped:,} "
        f"{'duplicate' if report.duplicates_skipped == 1 else 'duplicates'} skipped",
        f"people & things: {report.entities_added:,} new, {report.entities_merged:,} merged",
        f"{to_review}; {n:,} current {'memory' if n == 1 else 'memories'} without a source",
    ]
