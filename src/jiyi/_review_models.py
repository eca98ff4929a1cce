"""Typed records of the stored review (seed 003 §6.2: 每日凌晨检测矛盾的记忆, 生成记忆质量报告; issue #21 item 5).

- a `ReviewRecord` is one review item as the daily scan stored it: what it is about (`item`, the entity review's
  `ReviewItem`), the key it is known by across scans, when it was first found and last seen, and what the user
  decided (`open`, `ignored`) or what happened to it (`resolved`: gone from a later scan);
- a `QualityReport` is one stored report: `period="day"` for each daily scan (how many items it found new),
  `period="week"` for the weekly quality report (the week's counts).
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from .lifecycle._review_entities import ReviewItem, ReviewKind

__all__ = ["REVIEW_STATUSES", "QualityReport", "ReviewRecord", "ReviewStatus"]

#: open: waiting for the user; ignored: dismissed ("忽略"), not raised again while its key is unchanged;
#: resolved: a later scan no longer found it (merged, corrected, deleted…), raised again if it comes back.
ReviewStatus = Literal["open", "ignored", "resolved"]
REVIEW_STATUSES: tuple[ReviewStatus, ...] = ("open", "ignored", "resolved")


class ReviewRecord(BaseModel):
    """One stored review item of one user."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    user_id: str
    #: what the item is about, the same across scans while its content is unchanged: the entity ids, attribute and
    #: values of a conflict; the pair and what they share of a duplicate; the memory (version) without a source
    key: str
    kind: ReviewKind
    status: ReviewStatus = "open"
    item: ReviewItem
    #: the scan that first found it, the last scan that still found it, and when its status last changed
    found_at: datetime
    seen_at: datetime
    decided_at: datetime | None = None


class QualityReport(BaseModel):
    """A stored report: the daily scan's (`day`) or the weekly quality report (`week`) over [`since`, `until`)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    user_id: str
    period: Literal["day", "week"]
    since: datetime
    until: datetime
    created_at: datetime
    #: memories added, updated (a new version), forgotten, deleted and restored in the period (their history)
    memories_added: int = 0
    memories_updated: int = 0
    memories_forgotten: int = 0
    memories_deleted: int = 0
    memories_restored: int = 0
    #: extractions the distiller skipped because a stored memory already said the same (a week's)
    duplicates_skipped: int = 0
    #: entities the user's messages introduced, and merges of two entities into one
    entities_added: int = 0
    entities_merged: int = 0
    #: items found new by the scan (a day), open at the end of the period by kind, and current memories no
    #: message states (what `unsourced` items count, ignored ones included)
    new_items: int = 0
    open_items: dict[str, int] = Field(default_factory=dict)
    unsourced_memories: int = 0
