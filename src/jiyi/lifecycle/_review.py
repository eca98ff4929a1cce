"""Review (seed 002 MemoryReviewer): important memories may be promoted to core, faint ones kept or forgotten.

A memory whose importance reached `promote_at` is reviewed for promotion; one that fell below
`review_below` is reviewed to keep or forget. The verdict is PROMOTE, KEEP or DELETE (DELETE = forget,
restorable). With an LLM the model decides, given related memories; offline a rule decides:
promote what the user said about themselves (personal, preference, lesson) or recalled three times;
forget a faint memory nobody recalled, keep one that was used. A reviewed memory is touched
(`updated_at`), so it is reviewed again only after `review_every`.

`used_in_reply` is the other half of seed 002's "use": a recalled memory is boosted only when the reply
actually used it (offline: the reply shares enough of its wording).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, field_validator

from .._errors import ProviderError, StaleError
from .._ids import new_id
from .._models import MemoryRecord, MemoryState
from .._text import query_terms
from ..llm._base import LLM, ChatTurn
from ..store._base import TODO_TYPES, ChangeSet, MemoryFilter, NewEvent, Store
from ._changes import forget_change, lifecycle_history
from ._policy import LifecyclePolicy

if TYPE_CHECKING:
    from ._maintain import MaintenanceReport

__all__ = ["ReviewVerdict", "Reviewer", "used_in_reply"]

Verdict = Literal["PROMOTE", "KEEP", "DELETE"]


class ReviewVerdict(BaseModel):
    """The reviewer's answer for one memory."""

    model_config = ConfigDict(extra="ignore")

    decision: Verdict
    reason: str = ""

    @field_validator("decision", mode="before")
    @classmethod
    def _upper(cls, v: object) -> object:
        return v.strip().upper() if isinstance(v, str) else v


_SELF_TYPES = frozenset({"personal", "preference", "lesson"})

_PROMPT = {
    "zh": "你在整理一位用户的长期记忆。判断这条记忆：PROMOTE（升为核心记忆，长期保留）、KEEP（保持不变）或 "
    'DELETE（遗忘，可恢复）。只回答 JSON：{"decision": "PROMOTE|KEEP|DELETE", "reason": "..."}',
    "en": "You curate a user's long-term memories. Decide for this memory: PROMOTE (make it a core memory), "
    'KEEP (leave it) or DELETE (forget it; restorable). Answer JSON only: {"decision": "PROMOTE|KEEP|DELETE", '
    '"reason": "..."}',
}


def offline_verdict(rec: MemoryRecord, promote: bool) -> ReviewVerdict:
    """The rule-based reviewer."""
    if promote:
        if rec.type in _SELF_TYPES or rec.access_count >= 3 or rec.verified:
            return ReviewVerdict(decision="PROMOTE", reason="important, about the user and lasting")
        return ReviewVerdict(decision="KEEP", reason="important but situational")
    if rec.access_count == 0:
        return ReviewVerdict(decision="DELETE", reason="faint and never recalled")
    return ReviewVerdict(decision="KEEP", reason="faint but it was recalled")


class Reviewer:
    """Reviews one user's memories at the promotion and review lines."""

    def __init__(
        self,
        store: Store,
        policy: LifecyclePolicy,
        related: Callable[[str, str, int], list[MemoryRecord]],
        llm: LLM | None = None,
    ) -> None:
        self.store = store
        self.policy = policy
        self.related = related
        self.llm = llm

    def verdict(self, rec: MemoryRecord, promote: bool) -> ReviewVerdict:
        """PROMOTE / KEEP / DELETE for one memory (the LLM if configured; ProviderError propagates)."""
        if self.llm is None:
            return offline_verdict(rec, promote)
        lang = "zh" if rec.language.startswith("zh") else "en"
        related = [m for m in self.related(rec.user_id, rec.content, 6) if m.id != rec.id]
        lines = "\n".join(f"- ({m.type}) {m.content}" for m in related) or "-"
        ask = "importance high: promote?" if promote else "importance low: keep or forget?"
        body = f"memory: ({rec.type}) {rec.content}\nrecalled {rec.access_count} times; {ask}\nrelated:\n{lines}"
        answer = self.llm.complete_json(
            [ChatTurn(role="system", content=_PROMPT[lang]), ChatTurn(role="user", content=body)], ReviewVerdict
        )
        return answer.value

    def review_user(self, user_id: str, now: datetime, report: MaintenanceReport) -> None:
        """Review every current memory at a line that was not reviewed within `review_every`."""
        p = self.policy
        flt = MemoryFilter(current_only=True, sort="importance_desc")
        for rec in self.store.list_memories(user_id, flt, limit=1000):
            if rec.type in p.never_decay or rec.type == "episode" or now - rec.updated_at < p.review_every:
                continue
            if self._open_todo(rec):
                continue  # the user asked to be reminded of it: it is neither promoted away nor forgotten while open
            promote = rec.importance >= p.promote_at
            if not promote and rec.importance >= p.review_below:
                continue
            try:
                v = self.verdict(rec, promote)
            except ProviderError:
                return  # the next maintenance pass asks again; nothing is decided on a failure
            self._apply(rec, v, now, report)

    def _open_todo(self, rec: MemoryRecord) -> bool:
        if rec.type not in TODO_TYPES or rec.due_at is None:
            return False
        todo = self.store.get_todo(rec.user_id, rec.id)
        return todo is not None and todo.completed_at is None

    def _apply(self, rec: MemoryRecord, v: ReviewVerdict, now: datetime, report: MaintenanceReport) -> None:
        """Write a verdict on `rec` as it was read: left alone when it changed meanwhile (the LLM took seconds)."""
        try:
            self._write(rec, v, now, report)
        except StaleError:
            report.changed_meanwhile.append(rec.id)

    def _write(self, rec: MemoryRecord, v: ReviewVerdict, now: datetime, report: MaintenanceReport) -> None:
        reason = f"review: {v.decision} {v.reason}".strip()
        if v.decision == "DELETE":
            self.store.apply(rec.user_id, forget_change(rec, now, reason))
            report.forgotten.append(rec.id)
            return
        if v.decision == "KEEP":
            touched = rec.model_copy(update={"updated_at": now})
            hist = lifecycle_history(rec, "edit", now, reason, old_content=rec.content, new_content=rec.content)
            self.store.apply(
                rec.user_id, ChangeSet(updates=[touched], history=[hist], expect=[rec], expect_unused=True)
            )
            report.kept.append(rec.id)
            return
        core = rec.model_copy(
            update={"id": new_id("mem"), "type": "core", "supersedes": rec.id, "created_at": now, "updated_at": now}
        )
        old = rec.model_copy(update={"valid_until": now, "superseded_by": core.id, "updated_at": now})
        changes = ChangeSet(
            inserts=[(core, None)],
            updates=[old],
            history=[
                lifecycle_history(
                    core,
                    "update",
                    now,
                    reason,
                    old_content=rec.content,
                    new_content=rec.content,
                    related_id=rec.id,
                    new_state=MemoryState.ACTIVE,
                ),
                lifecycle_history(
                    rec, "supersede", now, reason, old_content=rec.content, new_content=rec.content, related_id=core.id
                ),
            ],
            events=[NewEvent("memory.updated", rec.user_id, core.model_dump(mode="json"))],
            expect=[rec],
            expect_unused=True,  # a review is decided on how often the memory was used
        )
        self.store.apply(rec.user_id, changes)
        report.promoted.append(core.id)


def used_in_reply(reply: str, memories: Sequence[MemoryRecord], *, min_overlap: float = 0.3) -> list[MemoryRecord]:
    """The memories a reply used, judged offline by wording: the share of a memory's terms found in the reply."""
    reply_terms = set(query_terms(reply))
    used = []
    for m in memories:
        terms = set(query_terms(m.content)) - {"用户", "user"}
        if terms and len(terms & reply_terms) / len(terms) >= min_overlap:
            used.append(m)
    return used
