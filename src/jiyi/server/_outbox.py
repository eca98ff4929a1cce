"""`OutboxTailer`: feeds the store's event outbox to the server's event bus (SSE subscribers, webhooks).

Background changes — a topic distilled by `jiyi worker` in another process, a memory forgotten by decay,
a todo reminder — are written to the outbox in the same transaction as the change. The tailer polls it
from the highest seq present when the server started, so each event reaches this server's subscribers
once; events written while no server ran are not replayed to later subscribers (they were not listening).
"""

from __future__ import annotations

import logging
import threading

from .._errors import JiyiError
from ..store._base import Store
from ._events import EventBus, MemoryEvent

__all__ = ["OutboxTailer"]

log = logging.getLogger("jiyi.server")


class OutboxTailer:
    """Polls `store.read_events` every `interval` seconds on a daemon thread."""

    def __init__(self, store: Store, bus: EventBus, *, interval: float = 0.5) -> None:
        self.store = store
        self.bus = bus
        self.interval = interval
        self.after = store.last_event_seq()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def poll(self) -> int:
        """Publish every new event now; returns how many."""
        n = 0
        while batch := self.store.read_events(self.after, limit=200):
            for e in batch:
                self.bus.publish_event(MemoryEvent(type=e.type, user_id=e.user_id, data=e.data, id=e.id))
                self.after = e.seq
                n += 1
        return n

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self.poll()
            except JiyiError as exc:
                log.warning("reading the event outbox failed: %s", exc)
            self._stop.wait(self.interval)

    def start(self) -> OutboxTailer:
        """Start polling."""
        self._thread = threading.Thread(target=self._run, name="jiyi-outbox", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop polling."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5)
