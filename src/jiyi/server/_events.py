"""Memory events per user, delivered as server-sent events (``GET /api/events``).

Events come from the store's outbox (`OutboxTailer`); `publish_event` hands each one to the subscribers'
event loops and to the listeners (webhooks).
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["EventBus", "MemoryEvent"]


@dataclass(frozen=True)
class MemoryEvent:
    """One change: memory.created / updated / deleted / forgotten / restored, todo.reminder / completed / snoozed.

    `id` is the outbox event id (stable across webhook retries and restarts)."""

    type: str
    user_id: str
    data: dict[str, Any]
    id: str | None = None

    def sse(self) -> bytes:
        """The SSE frame."""
        return f"event: {self.type}\ndata: {json.dumps(self.data, ensure_ascii=False)}\n\n".encode()


class EventBus:
    """In-process fan-out of events to each user's SSE subscribers."""

    def __init__(self, *, heartbeat: float = 15.0) -> None:
        self.heartbeat = heartbeat
        self._lock = threading.Lock()
        self._subs: dict[str, set[tuple[asyncio.AbstractEventLoop, asyncio.Queue[MemoryEvent]]]] = {}
        #: Called with every event (webhooks); they must not block.
        self.listeners: list[Callable[[MemoryEvent], None]] = []

    def publish_event(self, event: MemoryEvent) -> None:
        """Send one event to its user's subscribers and to the listeners (never blocks)."""
        user_id = event.user_id
        with self._lock:
            subs = list(self._subs.get(user_id, ()))
        for loop, queue in subs:
            loop.call_soon_threadsafe(queue.put_nowait, event)
        for listener in self.listeners:
            listener(event)

    async def stream(self, user_id: str) -> AsyncIterator[bytes]:
        """SSE frames for one subscriber; starts with a comment once subscribed, heartbeats while idle."""
        sub = (asyncio.get_running_loop(), asyncio.Queue[MemoryEvent]())
        with self._lock:
            self._subs.setdefault(user_id, set()).add(sub)
        try:
            yield b": subscribed\n\n"
            while True:
                try:
                    event = await asyncio.wait_for(sub[1].get(), timeout=self.heartbeat)
                except TimeoutError:
                    yield b": heartbeat\n\n"
                    continue
                yield event.sse()
        finally:
            with self._lock:
                self._subs.get(user_id, set()).discard(sub)
