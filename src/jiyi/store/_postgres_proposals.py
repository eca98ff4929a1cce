"""Proposed memories in `PostgresStore` (see `Store.list_proposals` and `ChangeSet.proposals` / `decision`)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import psycopg

from .._errors import ConflictError, NotFoundError, ValidationError
from .._models import Proposal
from ._base import PROPOSAL_COLUMNS, ChangeSet, proposals_sql, shown_proposal
from ._postgres_conn import Conn, PgBase, x

__all__ = ["ProposalsPgMixin", "write_proposals"]


def _proposal(row: dict[str, Any]) -> Proposal:
    return Proposal.model_validate({**row, "message_ids": tuple(row["message_ids"])})


def write_proposals(conn: Conn, user_id: str, changes: ChangeSet) -> None:
    """The proposals and the decision of `changes`, inside `apply`'s transaction."""
    for p in changes.proposals:
        if p.user_id != user_id:
            raise ValidationError("a change set may only touch its own user's proposals", field="user_id")
        params = {**p.model_dump(), "message_ids": list(p.message_ids)}
        try:
            with conn.transaction():  # a savepoint: the error below is ours to report, the rest stays usable
                x(
                    conn,
                    f"INSERT INTO proposals ({PROPOSAL_COLUMNS}) VALUES ({', '.join(f'%({k})s' for k in params)})",
                    params,
                )
        except psycopg.errors.UniqueViolation as exc:
            raise ConflictError(f"proposal {p.id} already exists; nothing was written") from exc
    d = changes.decision
    if d is not None:
        row = x(
            conn,
            "UPDATE proposals SET status = %s, memory_id = %s, decided_at = %s "
            "WHERE id = %s AND user_id = %s AND status = 'pending' RETURNING id",
            (d.status, d.memory_id, d.decided_at, d.proposal_id, user_id),
        ).fetchone()
        if row is None:  # answered meanwhile (another tab, another device): the first answer stands
            raise ConflictError(f"proposal {d.proposal_id} was already answered; nothing was written")


class ProposalsPgMixin(PgBase):
    """Reading proposals in `PostgresStore`."""

    def list_proposals(
        self, user_id: str, *, now: datetime, status: str | None = None, limit: int = 100, offset: int = 0,
        forgotten_topics: bool = False,
    ) -> list[Proposal]:  # fmt: skip
        sql, n = proposals_sql("%s", status, forgotten_topics=forgotten_topics)
        rows = self.read(sql, (user_id, *[now] * n, limit, offset))
        return [shown_proposal(_proposal(r), now) for r in rows]

    def get_proposal(self, user_id: str, proposal_id: str, *, now: datetime) -> Proposal:
        rows = self.read(
            f"SELECT {PROPOSAL_COLUMNS} FROM proposals WHERE id = %s AND user_id = %s", (proposal_id, user_id)
        )
        if not rows:
            raise NotFoundError("proposal", proposal_id)
        return shown_proposal(_proposal(rows[0]), now)
