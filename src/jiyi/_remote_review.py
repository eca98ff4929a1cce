"""The REST calls of `mem.review` for `jiyi.client` (`RemoteMemory.review`, `AsyncRemoteMemory.review`), without I/O:
the stored review items, "ignore" and its undo, the daily scan and the weekly quality reports (`/api/review`).

Kept beside `_remote_calls` (whose `Call` they build) so the memory calls stay one module.
"""

from __future__ import annotations

import builtins
from urllib.parse import quote

from ._remote_calls import Calls
from ._remote_wire import Call, parsed_as
from ._review_models import QualityReport, ReviewRecord

__all__ = ["ReviewCalls"]


def _item(item_id: str) -> str:
    # An id is one path segment: a "/" or "?" in it must not reach another route (the server answers 404).
    return "/api/review/items/" + quote(item_id, safe="")


class ReviewCalls(Calls):
    """`mem.review` over HTTP."""

    def items(
        self, user_id: str, *, status: str = "open", kind: str | None = None
    ) -> Call[builtins.list[ReviewRecord]]:
        """The user's stored review items with this status (open, ignored, resolved), most recently found first."""
        params = {"status": status, "kind": kind}
        return Call("GET", "/api/review/items", user_id, parsed_as(builtins.list[ReviewRecord]), params=params)

    def get(self, user_id: str, item_id: str) -> Call[ReviewRecord]:
        """One stored review item; NotFoundError for an unknown id (or another user's)."""
        return Call("GET", _item(item_id), user_id, parsed_as(ReviewRecord))

    def ignore(self, user_id: str, item_id: str) -> Call[ReviewRecord]:
        """Dismiss an open item ("忽略"); undone by `reopen`. ConflictError when it is not open."""
        return Call("POST", _item(item_id) + "/ignore", user_id, parsed_as(ReviewRecord))

    def reopen(self, user_id: str, item_id: str) -> Call[ReviewRecord]:
        """Undo `ignore`: the item is open again. ConflictError when it is not ignored."""
        return Call("POST", _item(item_id) + "/reopen", user_id, parsed_as(ReviewRecord))

    def scan(self, user_id: str) -> Call[QualityReport]:
        """Scan now: store the review's items, announce new ones, and return the day's report."""
        return Call("POST", "/api/review/scan", user_id, parsed_as(QualityReport))

    def report(self, user_id: str) -> Call[QualityReport]:
        """Make the weekly quality report now (the seven days up to now), store it and return it."""
        return Call("POST", "/api/review/reports", user_id, parsed_as(QualityReport))

    def reports(self, user_id: str, *, period: str = "week", limit: int = 20) -> Call[builtins.list[QualityReport]]:
        """The user's stored reports of a period ("week": the quality reports; "day": the daily scans), newest first."""
        params = {"period": period, "limit": limit}
        return Call("GET", "/api/review/reports", user_id, parsed_as(builtins.list[QualityReport]), params=params)
