"""Proposed memories in `SQLiteStore` (see `Store.list_proposals` and `ChangeSet.proposals` / `decision`)."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime
from typing import Any

from .._errors import ConflictError, NotFoundError, ValidationError
from .._models import Proposal
from .._time import from_iso, to_iso
from ._base import PROPOSAL_COLUMNS, ChangeSet, proposals_sql, shown_proposal
from ._sqlite_hooks import SQLiteHooks

__all__ = ["ProposalsSQLiteMixin", "write_proposals"]

_TIMES = ("valid_from", "due_at", "created_at", "expires_at", "decided_at")


def _params(p: Proposal) -> dict[str, Any]:
    d = p.model_dump()
    d["message_ids"] = json.dumps(list(p.message_ids))
    for k in _TIMES:
        d[k] = to_iso(d[k]) if d[k] is not None else None
    return d


def _proposal(r: sqlite3.Row) -> Proposal:
    d = dict(r)
    d["message_ids"] = tuple(json.loads(d["message_ids"]))
    for k in _TIMES:
        d[k] = from_iso(d[k]) if d[k] is not None else None
    return Proposal.model_validate(d)


def write_proposals(db: sqlite3.Connection, user_id: str, changes: ChangeSet) -> None:
    """The proposals and the decision of `changes`, inside `apply`'s transaction."""
    for p in changes.proposals:
        if p.user_id != user_id:
            raise ValidationError("a change set may only touch its own user's proposals", field="user_id")
        params = _params(p)
        try:
            db.execute(
                f"INSERT INTO proposals ({PROPOSAL_COLUMNS}) VALUES ({', '.join(':' + k for k in params)})", params
            )
        except sqlite3.IntegrityError as exc:
            raise ConflictError(f"proposal {p.id} already exists; nothing was written") from exc
    d = changes.decision
    if d is not None:
        cur = db.execute(
            "UPDATE proposals SET status = ?, memory_id = ?, decided_at = ? "
            "WHERE id = ? AND user_id = ? AND status = 'pending'",
            (d.status, d.memory_id, to_iso(d.decided_at), d.proposal_id, user_id),
        )
        if cur.rowcount == 0:  # answered meanwhile (another tab, another device): the first answer stands
            raise ConflictError(f"proposal {d.proposal_id} was already answered; nothing was written")


class ProposalsSQLiteMixin(SQLiteHooks):
    """Reading proposals in `SQLiteStore`."""

    def list_proposals(
        self, user_id: str, *, now: datetime, status: str | None = None, limit: int = 100, offset: int = 0,
        forgotten_topics: bool = False,
    ) -> list[Proposal]:  # fmt: skip
        sql, n = proposals_sql("?", status, forgotten_topics=forgotten_topics)
        rows = self._read(sql, (user_id, *[to_iso(now)] * n, limit, offset))
        return [shown_proposal(_proposal(r), now) for r in rows]

    def get_proposal(self, user_id: str, proposal_id: str, *, now: datetime) -> Proposal:
        rows = self._read(
            f"SELECT {PROPOSAL_COLUMNS} FROM proposals WHERE id = ? AND user_id = ?", (proposal_id, user_id)
        )
        if not rows:
            raise NotFoundError("proposal", proposal_id)
        return shown_proposal(_proposal(rows[0]), now)
