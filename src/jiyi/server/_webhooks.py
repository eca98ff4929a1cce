"""Webhooks: every outbox event POSTed as JSON to a configured URL, signed, durable across restarts.

The body is ``{"id": "evt_...", "seq": 42, "type": "memory.created", "user_id": ..., "data": {...},
"created_at": ..., "sent_at": ...}``. ``X-Jiyi-Signature: sha256=<hex>`` is the HMAC-SHA256 of the raw body
with the shared secret, so the receiver can check it came from this server; ``X-Jiyi-Event`` repeats the
type and ``X-Jiyi-Delivery`` the event id.

Delivery is at least once, in outbox order, per receiver. Each receiver (one URL) has a cursor in the
store: the seq of the last event it answered 2xx to. A dispatcher reads the outbox after that cursor and
moves it only after a 2xx, so events queued when a server stops are sent by the next one, and an event
whose 2xx was lost with the process is sent again with the same id: receivers dedupe by id to get each
event exactly once. A failed attempt (no answer, or not 2xx) is retried with exponential backoff capped at
`max_backoff`, until accepted (or, with `max_attempts`, skipped and logged as an error). Each receiver has
its own thread and HTTP client, so a dead or slow receiver delays nobody else. Several `jiyi serve` on one
database share the work through a lease per receiver in the store: one server delivers to a receiver,
another takes over when it stops (at once) or dies (when its lease expires).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from urllib.parse import urlsplit

import httpx

from .._errors import JiyiError, UserError
from .._ids import new_id
from ..store._base import EventRecord, Store
from ._events import MemoryEvent

__all__ = ["WebhookDispatcher", "receiver_id", "sign"]

log = logging.getLogger("jiyi.webhooks")


def sign(secret: str, body: bytes) -> str:
    """The signature header value for a body."""
    return "sha256=" + hmac.new(secret.encode("utf-8"), body, hashlib.sha256).hexdigest()


def receiver_id(url: str) -> str:
    """The store's key for a receiver: a hash, so a token in the URL is not written to the database."""
    return hashlib.sha256(url.encode("utf-8")).hexdigest()


def _utcnow() -> datetime:
    return datetime.now(UTC)


@dataclass
class WebhookDispatcher:
    """Delivers the store's event outbox to one URL from its own background thread.

    `max_attempts` None retries an event until the receiver accepts it (the cursor waits, the outbox
    keeps the events); a number skips the event after that many failed attempts. `interval`: how often the
    outbox is read when no event nudges the dispatcher (`__call__`, an `EventBus` listener). `lease_seconds`:
    how long another server waits before taking over from one that died. Leases use the wall clock `now`.
    """

    url: str
    secret: str
    store: Store
    max_attempts: int | None = None
    backoff: float = 1.0
    max_backoff: float = 60.0
    timeout: float = 10.0
    interval: float = 0.5
    lease_seconds: float = 30.0
    transport: httpx.BaseTransport | None = None
    now: Callable[[], datetime] = _utcnow
    delivered: int = 0
    failed: int = 0
    owner: str = field(default_factory=lambda: new_id("whk"))
    _stop: threading.Event = field(default_factory=threading.Event)
    _wake: threading.Event = field(default_factory=threading.Event)
    _thread: threading.Thread | None = None
    _cursor: int | None = None
    _lease_until: datetime | None = None

    def __post_init__(self) -> None:
        # A URL httpx cannot send to would fail on every attempt forever: refuse it when the server starts.
        try:
            parsed = httpx.URL(self.url)
        except httpx.InvalidURL as exc:
            raise UserError(f"webhook URL {self.url!r} is not a URL: {exc}") from exc
        if parsed.scheme not in ("http", "https") or not parsed.host:
            raise UserError(f"webhook URL {self.url!r} must be http:// or https:// with a host")

    @property
    def receiver(self) -> str:
        """This receiver's key in the store."""
        return receiver_id(self.url)

    @property
    def _label(self) -> str:
        # Logs name the host only: the path or query of a webhook URL may carry its token.
        return urlsplit(self.url).netloc or "webhook"

    def start(self) -> WebhookDispatcher:
        """Claim the receiver (a new one starts at the newest event, before any event written after this
        returns) and start the delivery thread."""
        if self._thread is None:
            self._renew()
            self._thread = threading.Thread(target=self._run, name=f"jiyi-webhook-{self._label}", daemon=True)
            self._thread.start()
        return self

    def __call__(self, event: MemoryEvent) -> None:
        """A new event is in the outbox: read it now rather than at the next interval (never blocks)."""
        self._wake.set()

    def close(self, timeout: float = 15.0) -> None:
        """Stop after the attempt in flight (within `timeout`) and give up the lease; undelivered events stay
        in the outbox for the next server."""
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        with httpx.Client(timeout=self.timeout, transport=self.transport) as client:
            while not self._stop.is_set():
                try:
                    self._pass(client)
                except JiyiError as exc:
                    log.warning("webhook %s: the store failed (%s); trying again", self._label, exc)
                    self._forget_lease()
                    self._stop.wait(self.interval)
                except Exception:
                    # Nothing was acknowledged (the cursor moves only after a 2xx), so trying again loses
                    # nothing; a dead thread would silently stop this receiver's deliveries for good.
                    log.exception("webhook %s: delivery failed unexpectedly; trying again", self._label)
                    self._forget_lease()
                    self._stop.wait(self.max_backoff)
        try:
            self.store.release_webhook(self.receiver, self.owner)
        except JiyiError as exc:
            log.warning("webhook %s: could not release the lease (%s); it expires by itself", self._label, exc)

    def _pass(self, client: httpx.Client) -> None:
        """Deliver what the outbox holds after the cursor, or wait for more."""
        self._wake.clear()  # before reading: an event written after the read wakes the wait below
        cursor = self._renew()
        if cursor is None:
            # Another server delivers to this receiver; check now and then whether it still does.
            self._stop.wait(min(self.lease_seconds / 4, 5.0))
            return
        batch = self.store.read_events(cursor, limit=100)
        if not batch:
            self._wake.wait(self.interval)
            return
        for event in batch:
            # A long batch renews the lease as it goes (a store write once half of it has run): an expired
            # lease would let another server deliver from the same cursor at the same time.
            if self._stop.is_set() or self._renew() is None or not self._deliver(client, event):
                return

    def _renew(self) -> int | None:
        """The cursor if this dispatcher holds the lease (renewed once half of it has run), else None."""
        now = self.now()
        half = timedelta(seconds=self.lease_seconds / 2)
        if self._cursor is not None and self._lease_until is not None and now < self._lease_until - half:
            return self._cursor
        cursor = self.store.claim_webhook(self.receiver, self.owner, now, lease_seconds=self.lease_seconds)
        if cursor is None:
            self._forget_lease()
        else:
            self._cursor, self._lease_until = cursor, now + timedelta(seconds=self.lease_seconds)
        return cursor

    def _forget_lease(self) -> None:
        self._cursor = self._lease_until = None

    def _deliver(self, client: httpx.Client, event: EventRecord) -> bool:
        """Send one event until accepted; False when stopping or the lease went to another server."""
        body = json.dumps(
            {
                "id": event.id,
                "seq": event.seq,
                "type": event.type,
                "user_id": event.user_id,
                "data": event.data,
                "created_at": event.created_at.isoformat(),
                "sent_at": self.now().isoformat(),
            },
            ensure_ascii=False,
        ).encode("utf-8")
        headers = {
            "content-type": "application/json",
            "x-jiyi-event": event.type,
            "x-jiyi-delivery": event.id,
            "x-jiyi-signature": sign(self.secret, body),
        }
        attempt = 0
        while True:
            attempt += 1
            try:
                status = client.post(self.url, content=body, headers=headers).status_code
                problem = None if 200 <= status < 300 else f"HTTP {status}"
            except httpx.HTTPError as exc:
                problem = f"{type(exc).__name__}: {exc}"
            if problem is None:
                self.delivered += 1
                return self._advance(event.seq)
            if self.max_attempts is not None and attempt >= self.max_attempts:
                log.error(
                    "webhook %s: gave up on event %s (%s) after %d attempts (%s); it is skipped",
                    self._label,
                    event.id,
                    event.type,
                    attempt,
                    problem,
                )
                self.failed += 1
                return self._advance(event.seq)
            delay = min(self.backoff * 2 ** min(attempt - 1, 32), self.max_backoff)
            level = logging.WARNING if attempt < 5 else logging.ERROR
            log.log(
                level,
                "webhook %s: event %s attempt %d failed (%s); retrying in %.1f s",
                self._label,
                event.id,
                attempt,
                problem,
                delay,
            )
            if not self._pause(delay):
                return False

    def _advance(self, seq: int) -> bool:
        if not self.store.advance_webhook(self.receiver, self.owner, seq, self.now()):
            log.warning("webhook %s: another server took over delivery", self._label)
            self._forget_lease()
            return False
        self._cursor = seq
        return True

    def _pause(self, seconds: float) -> bool:
        """Wait out a backoff while keeping the lease; False when stopping or the lease is lost."""
        deadline = self.now() + timedelta(seconds=seconds)
        while (left := (deadline - self.now()).total_seconds()) > 0:
            if self._stop.wait(min(left, self.lease_seconds / 3)):
                return False
            if self._renew() is None:
                return False
        return True
