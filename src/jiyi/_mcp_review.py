"""The MCP face of the stored review (issue #21 item 5): one read-only tool listing what the daily scan found for the
user to look at — values that disagree, likely duplicates, memories no conversation states — so an assistant can
bring them up ("你说过小王住在上海，也说过北京，哪个对？"). Deciding stays with the user (the web UI, `jiyi review`).

Kept apart from `_mcp` so the memory tools stay one module; `add_review_tools` registers it on its server.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field

from ._review_models import ReviewRecord
from ._review_text import describe, entity_names
from ._sensitive import mask_secrets
from .lifecycle._review_entities import ReviewKind

if TYPE_CHECKING:
    from mcp.server.mcpserver import MCPServer

    from ._memory import Memory

__all__ = ["ReviewItemOut", "add_review_tools"]


class ReviewItemOut(BaseModel):
    """One open review item as a model needs it: what it is about in a line, and the ids it names."""

    id: str
    kind: str = Field(description="conflict (different values), duplicate (maybe one entity), unsourced (no source)")
    summary: str = Field(description="what is wrong and what the user can do about it")
    found_at: datetime = Field(description="when the daily scan first found it")
    entity_ids: builtins.list[str] = Field(default_factory=list)
    memory_id: str | None = None

    @classmethod
    def of(cls, r: ReviewRecord, names: dict[str, str], *, mask: bool) -> ReviewItemOut:
        summary = describe(r, names)
        return cls(
            id=r.id,
            kind=r.kind,
            summary=mask_secrets(summary) if mask else summary,
            found_at=r.found_at,
            entity_ids=list(r.item.entity_ids),
            memory_id=r.item.memory.id if r.item.memory else None,
        )


def add_review_tools(
    server: MCPServer, mem: Memory, user_id: str, guard: Callable[[Callable[[], Any]], Any], masked: Callable[[], bool]
) -> None:
    """Register `review_items` on `server`, acting for `user_id` (errors through `guard`)."""

    @server.tool()
    def review_items(kind: ReviewKind | None = None) -> builtins.list[ReviewItemOut]:
        """What the daily review found for the user to look at and has not been dealt with or ignored: two values of
        one attribute that disagree (`conflict`), two people or things that may be one (`duplicate`), memories no
        conversation states (`unsourced`). Ask the user when one matters to the conversation."""

        def run() -> builtins.list[ReviewItemOut]:
            rows = mem.review.items(user_id, kind=kind)
            names, mask = entity_names(mem, user_id, rows), masked()
            return [ReviewItemOut.of(r, names, mask=mask) for r in rows]

        result: builtins.list[ReviewItemOut] = guard(run)
        return result
