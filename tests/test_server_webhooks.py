"""Webhooks: memory events POSTed to a real local receiver, signed, retried until it accepts."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest

from jiyi import Memory
from jiyi.server import AuthConfig, LiveServer, create_app
from jiyi.server._events import EventBus
from jiyi.server._webhooks import WebhookDispatcher, sign


class Receiver:
    """A webhook receiver on 127.0.0.1 that answers 500 to the first `fail_first` requests."""

    def __init__(self, fail_first: int) -> None:
        self.fail_first = fail_first
        self.received: list[tuple[dict[str, str], bytes, int]] = []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["content-length"]))
                status = 500 if len(receiver.received) < receiver.fail_first else 204
                receiver.received.append(({k.lower(): v for k, v in self.headers.items()}, body, status))
                self.send_response(status)
                self.send_header("content-length", "0")
                self.end_headers()

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def wait_for(self, n: int, timeout: float = 10) -> None:
        deadline = time.monotonic() + timeout
        while len(self.received) < n and time.monotonic() < deadline:
            time.sleep(0.02)


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    r = Receiver(fail_first=2)
    yield r
    r.server.shutdown()


def test_events_are_signed_and_retried(mem: Memory, receiver: Receiver) -> None:
    hooks = WebhookDispatcher(receiver.url, "s3cret", backoff=0.01).start()
    bus = EventBus()
    bus.listeners.append(hooks)
    app = create_app(mem, auth=AuthConfig(open=True), bus=bus)
    with LiveServer(app) as server:
        r = httpx.post(server.url + "/api/memories", json={"content": "用户喜欢猫"}, headers={"X-Jiyi-User": "li"})
        assert r.status_code == 201
        receiver.wait_for(3)
    hooks.close()
    assert [status for _, _, status in receiver.received] == [500, 500, 204]
    deliveries = {h["x-jiyi-delivery"] for h, _, _ in receiver.received}
    assert len(deliveries) == 1  # a retry carries the same delivery id
    headers, body, _ = receiver.received[-1]
    assert headers["x-jiyi-signature"] == sign("s3cret", body)
    assert headers["x-jiyi-event"] == "memory.created"
    event = json.loads(body)
    assert event["user_id"] == "li" and event["data"]["content"] == "用户喜欢猫"
    assert hooks.delivered == 1 and hooks.failed == 0


def test_gives_up_after_max_attempts(receiver: Receiver) -> None:
    from jiyi.server._events import MemoryEvent

    receiver.fail_first = 99
    hooks = WebhookDispatcher(receiver.url, "k", max_attempts=3, backoff=0.01).start()
    hooks(MemoryEvent(type="memory.deleted", user_id="u", data={"id": "mem_x"}))
    receiver.wait_for(3)
    hooks.close()
    assert len(receiver.received) == 3 and hooks.failed == 1 and hooks.delivered == 0
