"""`/api/proposals`: memories distillation proposed while the user's auto-extract was off (seed 003 §4.4).

Each route is one facade call. Confirming makes a memory (`memory.created`, `proposal.confirmed` events);
rejecting only marks the proposal (`proposal.rejected`). An answered proposal answers 409 if asked again.
"""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query

from .._models import MemoryRecord, Proposal
from ._deps import CallerDep, MemoryDep, OutboxDep

__all__ = ["router"]

router = APIRouter(prefix="/api", tags=["proposals"])


@router.get("/proposals", response_model=list[Proposal])
def list_proposals(
    caller: CallerDep,
    mem: MemoryDep,
    status: Literal["pending", "expired", "confirmed", "rejected"] | None = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
) -> list[Proposal]:
    """The user's proposed memories, newest first. Expired ones (unanswered past `proposal_expiry_days`) are kept
    and can still be confirmed or rejected."""
    return mem.proposals(caller.user_id, status=status, limit=limit)


@router.post("/proposals/{proposal_id}/confirm", response_model=MemoryRecord)
def confirm_proposal(proposal_id: str, caller: CallerDep, mem: MemoryDep, outbox: OutboxDep) -> MemoryRecord:
    """Confirm a proposal: returns the memory it became (with the messages it came from)."""
    rec = mem.confirm(caller.user_id, proposal_id)
    outbox.poll()  # memory.created and proposal.confirmed were announced with the change
    return rec


@router.post("/proposals/{proposal_id}/reject", response_model=Proposal)
def reject_proposal(proposal_id: str, caller: CallerDep, mem: MemoryDep, outbox: OutboxDep) -> Proposal:
    """Reject a proposal: nothing is remembered; it stays listed as rejected."""
    proposal = mem.reject(caller.user_id, proposal_id)
    outbox.poll()  # proposal.rejected was announced with the change
    return proposal
