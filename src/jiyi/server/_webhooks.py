"""Webhooks: every memory event POSTed as JSON to a configured URL, signed, retried with backoff.

The body is ``{"type": "memory.created", "user_id": ..., "data": {...memory...}, "id": ..., "sent_at": ...}``.
``X-Jiyi-Signature: sha256=<hex>`` is the HMAC-SHA256 of the raw body with the shared secret, so the
receiver can check it came from this server; ``X-Jiyi-Event`` repeats the type and ``X-Jiyi-Delivery``
the event id (the same on every retry, so a receiver can drop duplicates). A 2xx answer ends delivery;
anything else (or no answer) is retried with exponential backoff up to `max_attempts`, then logged.
Delivery runs on one background thread and never slows the request that caused the event.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import queue
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

import httpx

from ._events import MemoryEvent

__all__ = ["WebhookDispatcher", "sign"]

log = logging.getLogger("jiyi.webhooks")


def sign(secret: str, body: bytes) -> str:
    """The signature header value for a body."""
    return "sha256=" + hmac.new(secret.encode("utf-8"), body, hashlib.sha256).hexdigest()


@dataclass
class WebhookDispatcher:
    """Delivers events to one URL from a background thread."""

    url: str
    secret: str
    max_attempts: int = 6
    backoff: float = 1.0
    max_backoff: float = 60.0
    timeout: float = 10.0
    transport: httpx.BaseTransport | None = None
    sleep: Callable[[float], None] = time.sleep
    delivered: int = 0
    failed: int = 0
    _queue: queue.Queue[MemoryEvent | None] = field(default_factory=queue.Queue)
    _thread: threading.Thread | None = None

    def start(self) -> WebhookDispatcher:
        """Start the delivery thread."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="jiyi-webhooks", daemon=True)
            self._thread.start()
        return self

    def __call__(self, event: MemoryEvent) -> None:
        """Queue an event (an EventBus listener; never blocks)."""
        self._queue.put(event)

    def close(self, timeout: float = 5.0) -> None:
        """Deliver what is queued (within `timeout`), then stop."""
        self._queue.put(None)
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        with httpx.Client(timeout=self.timeout, transport=self.transport) as client:
            while True:
                event = self._queue.get()
                if event is None:
                    return
                self._deliver(client, event)

    def _deliver(self, client: httpx.Client, event: MemoryEvent) -> None:
        delivery = event.id or uuid.uuid4().hex
        body = json.dumps(
            {
                "id": delivery,
                "type": event.type,
                "user_id": event.user_id,
                "data": event.data,
                "sent_at": datetime.now(UTC).isoformat(),
            },
            ensure_ascii=False,
        ).encode("utf-8")
        headers = {
            "content-type": "application/json",
            "x-jiyi-event": event.type,
            "x-jiyi-delivery": delivery,
            "x-jiyi-signature": sign(self.secret, body),
        }
        for attempt in range(1, self.max_attempts + 1):
            try:
                status = client.post(self.url, content=body, headers=headers).status_code
                if 200 <= status < 300:
                    self.delivered += 1
                    return
                problem = f"HTTP {status}"
            except httpx.HTTPError as exc:
                problem = f"{type(exc).__name__}: {exc}"
            if attempt < self.max_attempts:
                delay = min(self.backoff * 2 ** (attempt - 1), self.max_backoff)
                log.warning("webhook %s attempt %d failed (%s); retrying in %.1f s", delivery, attempt, problem, delay)
                self.sleep(delay)
            else:
                log.error("webhook %s for %s gave up after %d attempts (%s)", delivery, event.type, attempt, problem)
        self.failed += 1
