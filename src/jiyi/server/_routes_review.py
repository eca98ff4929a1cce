"""`/api/review`: the stored review (issue #21 item 5) — the daily scan's items, "ignore", the quality reports.

The items and reports are what maintenance stored (a scan a day, a report a week); listing them computes nothing.
`POST /api/review/scan` and `POST /api/review/reports` make one now. Another user's item answers 404 exactly like a
missing one (the store scopes every read by user). Ignoring is undone by reopening.
"""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query

from .._review_models import QualityReport, ReviewRecord, ReviewStatus
from ..lifecycle._review_entities import ReviewKind
from ._deps import CallerDep, MemoryDep

__all__ = ["router"]

router = APIRouter(prefix="/api", tags=["review"])


@router.get("/review/items", response_model=list[ReviewRecord])
def list_review_items(
    caller: CallerDep,
    mem: MemoryDep,
    status: ReviewStatus = "open",
    kind: ReviewKind | None = None,
) -> list[ReviewRecord]:
    """The stored review items with this status, most recently found first; an open item the user has dealt with
    since the last scan (merged, corrected, deleted, confirmed) is left out."""
    return mem.review.items(caller.user_id, status=status, kind=kind)


@router.get("/review/items/{item_id}", response_model=ReviewRecord)
def get_review_item(item_id: str, caller: CallerDep, mem: MemoryDep) -> ReviewRecord:
    """One stored review item, whatever its status; 404 for an unknown id (or another user's)."""
    return mem.review.get(caller.user_id, item_id)


@router.post("/review/items/{item_id}/ignore", response_model=ReviewRecord)
def ignore_review_item(item_id: str, caller: CallerDep, mem: MemoryDep) -> ReviewRecord:
    """Dismiss an open item ("忽略"): later scans leave it alone while what it is about is unchanged; 409 when it
    is not open."""
    return mem.review.ignore(caller.user_id, item_id)


@router.post("/review/items/{item_id}/reopen", response_model=ReviewRecord)
def reopen_review_item(item_id: str, caller: CallerDep, mem: MemoryDep) -> ReviewRecord:
    """Undo an ignore: the item is open again; 409 when it is not ignored."""
    return mem.review.reopen(caller.user_id, item_id)


@router.post("/review/scan", response_model=QualityReport)
def scan_review(caller: CallerDep, mem: MemoryDep) -> QualityReport:
    """Scan now (maintenance does it once a day): store the items, announce new ones, return the day's report."""
    return mem.review.scan(caller.user_id)


@router.get("/review/reports", response_model=list[QualityReport])
def list_quality_reports(
    caller: CallerDep,
    mem: MemoryDep,
    period: Literal["day", "week"] = "week",
    limit: Annotated[int, Query(ge=1, le=200)] = 20,
) -> list[QualityReport]:
    """The stored quality reports ("week") or daily scans ("day"), newest first."""
    return mem.review.reports(caller.user_id, period=period, limit=limit)


@router.post("/review/reports", response_model=QualityReport)
def make_quality_report(caller: CallerDep, mem: MemoryDep) -> QualityReport:
    """Make the weekly quality report now (the seven days up to now), store and return it."""
    return mem.review.report(caller.user_id)
