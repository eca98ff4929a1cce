"""`Worker`: runs lifecycle ticks in a loop until stopped — the body of `jiyi worker` and of the scheduler
thread inside `jiyi serve`. A failing tick (database busy past its timeout, a bug) is logged and the loop goes
on: the loop and the thread end only when stopped; the jobs a failed tick held come back when their leases
expire. A failing job never reaches here: the engine marks it failed and goes on with the others."""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

from .._errors import JiyiError
from ._engine import Lifecycle, LifecycleReport, default_worker_id
from ._policy import LifecyclePolicy

if TYPE_CHECKING:
    from .._memory import Memory

__all__ = ["Worker"]

log = logging.getLogger("jiyi.worker")


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
