"""`OutboxTailer`: feeds the store's event outbox to the server's event bus (SSE subscribers).

Every change is written to the outbox in the same transaction as the change itself: a memory added or
corrected through this server, another server process, the library, the CLI or MCP; a topic distilled
by `jiyi worker`; a memory forgotten by decay; a todo reminder. The tailer reads it from the highest seq
present when the server started, so each event reaches this server's subscribers once; events written
while no server ran are not replayed to later subscribers (they were not listening). A route that made
a change polls at once (`poll`), so its own caller's subscribers do not wait for the next interval.
Webhooks do not depend on it: each keeps its own cursor in the store (`WebhookDispatcher`); a published
event only wakes them.
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
        # Routes poll from their worker threads beside the polling thread: one reader at a time, so no
        # event is published twice.
        self._lock = threading.Lock()

    def poll(self) -> int:
        """Publish every new event now; returns how many."""
        n = 0
        with self._lock:
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
        """Start polling every `interval` seconds (without it, only `poll` calls publish)."""
        self._thread = threading.Thread(target=self._run, name="jiyi-outbox", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop polling."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5)
