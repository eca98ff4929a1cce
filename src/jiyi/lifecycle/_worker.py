"""`Worker`: runs lifecycle ticks in a loop until stopped — the body of `jiyi worker` and of the scheduler
thread inside `jiyi serve`. A failing tick (database busy past its timeout, a bug) is logged and the loop goes
on: the loop and the thread end only when stopped; the jobs a failed tick held come back when their leases
expire. A failing job never reaches here: the engine marks it failed and goes on with the others."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

from .._errors import JiyiError
from ..store._base import JobRecord
from ._engine import Lifecycle, LifecycleReport, default_worker_id
from ._policy import LifecyclePolicy

if TYPE_CHECKING:
    from .._memory import Memory

__all__ = ["Backlog", "DrainReport", "Worker", "backlog"]

log = logging.getLogger("jiyi.worker")


@dataclass(frozen=True, slots=True)
class Backlog:
    """The jobs waiting at one moment: `due` a tick would take now, `later` are scheduled for a later time
    (a retry after a failure, a topic not yet silent long enough)."""

    due: int
    later: int


def backlog(jobs: Iterable[JobRecord], now: datetime) -> Backlog:
    """Count `jobs` by the rule `claim_jobs` takes them by: pending due (or unscheduled), failed with a retry
    due, running with an expired lease. A failed job without a next run was given up: in neither count."""
    due = later = 0
    for j in jobs:
        if j.status == "running":
            due += j.lease_until is not None and j.lease_until < now
        elif j.status == "pending" or (j.status == "failed" and j.next_run_at is not None):
            if j.next_run_at is None or j.next_run_at <= now:
                due += 1
            else:
                later += 1
    return Backlog(due, later)


@dataclass(slots=True)
class DrainReport:
    """What `Worker.drain` did, tick by tick; `repeated` counts jobs that came due again after running in this
    drain (a topic that keeps needing work): they are left for the next run instead of looping."""

    ticks: list[LifecycleReport] = field(default_factory=list)
    repeated: int = 0


class Worker:
    """Ticks `Lifecycle.run_due` every `policy.tick_seconds` (wall time between ticks; `now` from the clock)."""

    def __init__(self, memory: Memory, policy: LifecyclePolicy | None = None, *, worker_id: str | None = None) -> None:
        self.lifecycle = Lifecycle(memory, policy)
        self.worker_id = worker_id or default_worker_id()
        self.stop_event = threading.Event()
        self.ticks = 0
        self._thread: threading.Thread | None = None

    def tick(self) -> LifecycleReport:
        """Run one tick now."""
        self.ticks += 1  # counted before the tick: a tick that raised is a tick too (`run(max_ticks=...)` ends)
        report = self.lifecycle.run_due(worker_id=self.worker_id)
        for o in report.outcomes:
            level = logging.WARNING if o.status == "failed" else logging.INFO
            log.log(level, "job %s %s %s: %s %s", o.job.kind, o.job.target_id, o.job.user_id, o.status, o.detail)
        for t in report.reminders:
            log.info("reminder for %s: %s", t.memory.user_id, t.memory.content)
        return report

    def backlog(self) -> Backlog:
        """The jobs waiting now (every user's)."""
        return backlog(self.lifecycle.store.list_jobs(), self.lifecycle.m.clock.now())

    def drain(self, on_tick: Callable[[LifecycleReport], None] | None = None) -> DrainReport:
        """Tick until a tick finds no job to run (`jiyi worker --drain`), calling `on_tick` after each.

        A job that comes due again after it ran in this drain ends it too: a job that never settles (its
        topic still pending after every run) would otherwise keep the drain going for ever."""
        out = DrainReport()
        ran: set[tuple[str, str, str]] = set()
        while not self.stop_event.is_set():
            report = self.tick()
            out.ticks.append(report)
            if on_tick is not None:
                on_tick(report)
            keys = [(o.job.user_id, o.job.kind, o.job.target_id) for o in report.outcomes]
            if not keys:
                break
            again = [k for k in keys if k in ran]
            ran.update(keys)
            if len(again) == len(keys):
                out.repeated = len(again)
                break
        return out

    def run(self, *, max_ticks: int | None = None) -> None:
        """Tick until `stop()` (or `max_ticks`)."""
        while not self.stop_event.is_set():
            try:
                self.tick()
            except JiyiError as exc:
                log.warning("lifecycle tick failed: %s", exc)
            except Exception:  # nothing is lost (every write is a transaction); the next tick retries
                log.exception("lifecycle tick failed")
            if max_ticks is not None and self.ticks >= max_ticks:
                return
            self.stop_event.wait(self.lifecycle.policy.tick_seconds)

    def start(self) -> Worker:
        """Run in a daemon thread (the scheduler inside `jiyi serve`)."""
        self._thread = threading.Thread(target=self.run, name="jiyi-lifecycle", daemon=True)
        self._thread.start()
        return self

    def is_alive(self) -> bool:
        """Whether the thread started by `start()` is still running."""
        return self._thread is not None and self._thread.is_alive()

    def stop(self, timeout: float = 10.0) -> None:
        """Ask the loop to stop and wait for the current tick to end."""
        self.stop_event.set()
        if self._thread is not None:
            self._thread.join(timeout)
