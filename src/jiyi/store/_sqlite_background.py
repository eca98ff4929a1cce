"""Work the SQLite store keeps off the read path, done by one daemon thread per store.

- Recall counts: `record_access` writes a count at once unless another thread of the process holds
  the write lock (a maintenance batch, a distillation); then the count waits here, and a search
  never waits for a writer. A waiting count is lost only if the process dies first: they are
  statistics, and `close` writes them.
- WAL checkpoints: SQLite's automatic checkpoint runs inside the commit that fills the WAL past its
  limit, and on a served user that commit was a search's access count: every ~126th search paid
  20-25 ms for it (`jiyi serve`, 10k memories: p99 31-41 ms). Here a PASSIVE checkpoint (it blocks
  neither readers nor writers) runs every `CHECKPOINT_EVERY` commits instead (p99 13-19 ms), and
  the store raises the automatic limit to `AUTOCHECKPOINT_PAGES`, a safety net for when this thread
  falls behind. The WAL must not simply grow: without checkpoints reads slowed from 9 to 13 ms p50;
  and a checkpoint's fsync slows the commits beside it, so every 32 commits cost 1.5-3 ms at p50
  and p95 where every 128 cost nothing measurable.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

__all__ = ["AUTOCHECKPOINT_PAGES", "CHECKPOINT_EVERY", "Access", "Background"]

#: commits between two background checkpoints
CHECKPOINT_EVERY = 128
#: `PRAGMA wal_autocheckpoint` of the store's connections: SQLite checkpoints in a commit only past this
AUTOCHECKPOINT_PAGES = 4000

Access = tuple[str, list[str], str]  # (user id, memory ids, when as stored)

_log = logging.getLogger("jiyi")


class Background:
    """Recall counts waiting for the writer and checkpoints due; the thread starts on first need."""

    def __init__(self, write: Callable[[list[Access]], None], checkpoint: Callable[[], None]) -> None:
        self._write = write
        self._checkpoint = checkpoint
        self._queue: list[Access] = []
        self._commits = 0
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._writing = threading.Lock()  # held while counts are written: `drain` in `close` waits for it
        # held while the thread works on its connection: `stop` waits for it, so `close` never closes a connection
        # in the middle of a checkpoint (SQLite crashes the process when a connection is closed under a statement)
        self._busy = threading.Lock()
        self._thread: threading.Thread | None = None
        self._stopped = False

    def put(self, access: Access) -> None:
        """Have the thread write this recall count once the writer is free."""
        with self._lock:
            self._queue.append(access)
        self._start_and_wake()

    def committed(self) -> None:
        """Count a commit; every `CHECKPOINT_EVERY`th asks the thread for a checkpoint."""
        with self._lock:
            self._commits += 1
            due = self._commits >= CHECKPOINT_EVERY
        if due:
            self._start_and_wake()

    def drain(self) -> None:
        """Write every waiting count now, in the caller's thread (after one being written, if any)."""
        with self._writing:
            with self._lock:
                batch, self._queue = self._queue, []
            if batch:
                self._write(batch)

    def stop(self) -> None:
        """End the thread (`drain` first to keep the waiting counts); returns once it no longer uses a connection."""
        with self._lock:
            self._stopped = True
        self._wake.set()
        with self._busy:  # a count or a checkpoint under way ends first; none starts after
            pass

    def _start_and_wake(self) -> None:
        with self._lock:
            if self._stopped:
                return
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="jiyi-sqlite-background", daemon=True)
                self._thread.start()
        self._wake.set()

    def _run(self) -> None:
        while True:
            self._wake.wait()
            self._wake.clear()
            with self._busy:
                with self._lock:
                    if self._stopped:
                        return
                    checkpoint = self._commits >= CHECKPOINT_EVERY
                    if checkpoint:
                        self._commits = 0
                try:  # statistics and housekeeping: never let this thread die
                    self.drain()
                except Exception:
                    _log.warning("jiyi: recall counts could not be written", exc_info=True)
                if checkpoint:
                    try:
                        self._checkpoint()
                    except Exception:
                        _log.warning("jiyi: WAL checkpoint failed (SQLite's own will run)", exc_info=True)
