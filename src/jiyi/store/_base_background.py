"""The background part of the store interface (`Store` inherits it): jobs and their leases, the topics waiting for
distillation, the event outbox and the webhook receivers' leases — what `jiyi.lifecycle` and the server's workers
use, across users.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from datetime import datetime
from typing import Literal

from ._records import EventRecord, JobRecord, PendingTopic

__all__ = ["BackgroundStore"]


class BackgroundStore(ABC):
    """Persistence for jobs, pending topics, outbox events and webhook leases (`jiyi.lifecycle`, the server)."""

    @abstractmethod
    def upsert_job(
        self,
        user_id: str,
        kind: str,
        target_id: str,
        *,
        status: Literal["pending", "running", "failed", "done"],
        error: str | None,
        next_run_at: datetime | None,
        now: datetime,
    ) -> JobRecord:
        """Create or update the job for (user, kind, target); failures increment attempts."""

    @abstractmethod
    def list_jobs(self, user_id: str | None = None, *, status: str | None = None) -> list[JobRecord]:
        """Jobs, optionally for one user and one status (None user: all users, for operators)."""

    @abstractmethod
    def list_user_ids(self) -> list[str]:
        """Every user id known to the store (operators and the lifecycle only), sorted."""

    @abstractmethod
    def pending_topics(self, *, limit: int = 500) -> list[PendingTopic]:
        """Topics of all users that have messages after their distillation cursor, least recently active first."""

    @abstractmethod
    def schedule_job(self, user_id: str, kind: str, target_id: str, *, run_at: datetime, now: datetime) -> JobRecord:
        """Make sure the job (user, kind, target) will run at `run_at`. Contract:

        - no row yet, or the row is done: it becomes `pending` with `next_run_at = run_at` (attempts 0, no error);
        - `pending`: `next_run_at` becomes `run_at` (debounce: the latest call wins);
        - `failed`: `next_run_at` becomes the later of the two (a retry backoff is kept; a given-up job, with
          none, is re-armed at `run_at`), status and attempts kept;
        - `running` with a live lease: left alone (the running worker re-checks before it finishes);
          with an expired lease: back to `pending` at `run_at`.
        Returns the job as stored."""

    @abstractmethod
    def claim_jobs(
        self, worker_id: str, now: datetime, *, lease_seconds: float, limit: int, kinds: Sequence[str] | None = None
    ) -> list[JobRecord]:
        """Atomically take up to `limit` runnable jobs: `pending` with `next_run_at <= now` (or NULL),
        `failed` with `next_run_at <= now` (a failed job without a next run was given up: never taken),
        and `running` whose `lease_until < now` (their worker died). Each becomes `running` with
        `lease_owner = worker_id` and `lease_until = now + lease_seconds`. Two concurrent callers never get
        the same job (Postgres: SELECT ... FOR UPDATE SKIP LOCKED; SQLite: one BEGIN IMMEDIATE transaction).
        Oldest `next_run_at` first."""

    @abstractmethod
    def finish_job(
        self,
        job_id: str,
        worker_id: str,
        *,
        status: Literal["pending", "failed", "done"],
        error: str | None,
        next_run_at: datetime | None,
        now: datetime,
    ) -> bool:
        """End a claimed job; only if `worker_id` still holds its lease (else False and nothing changes).
        `failed` increments attempts; `done` resets them to 0; `pending` reschedules (attempts kept).
        The lease is cleared."""

    @abstractmethod
    def read_events(self, after_seq: int, *, limit: int = 100) -> list[EventRecord]:
        """Outbox events with `seq > after_seq`, oldest first (all users: for the server's tailer)."""

    @abstractmethod
    def last_event_seq(self) -> int:
        """The highest outbox seq (0 when empty)."""

    @abstractmethod
    def prune_events(self, before: datetime) -> int:
        """Hard-remove outbox events created before `before` (delivery records, not user data), except those
        a webhook receiver has not received yet: events after the lowest cursor of the receivers some
        server claimed at or after `before` are kept. A receiver no server has claimed since `before` (its
        webhook is no longer configured anywhere) holds nothing back."""

    @abstractmethod
    def claim_webhook(self, receiver: str, owner: str, now: datetime, *, lease_seconds: float) -> int | None:
        """Take or renew the delivery lease of one webhook receiver; returns its cursor (the seq of the last
        event it accepted) or None when another owner holds an unexpired lease. A receiver seen for the
        first time starts at the newest event (what happened before it was configured is not sent). The
        lease is `owner`'s if it is free, expired or already `owner`'s; it then runs to `now + lease_seconds`.
        Of concurrent callers at most one gets the lease (SQLite: one write transaction; PostgreSQL: the
        UPDATE re-checks the row's latest version under its row lock)."""

    @abstractmethod
    def advance_webhook(self, receiver: str, owner: str, seq: int, now: datetime) -> bool:
        """Move a receiver's cursor forward to `seq` (an event it accepted) if `owner` still holds its lease;
        False (nothing changes) when the lease went to another owner. Never moves a cursor back."""

    @abstractmethod
    def release_webhook(self, receiver: str, owner: str) -> None:
        """Give up `owner`'s lease on a receiver (a server stopping), so another server takes over at once."""
