"""Webhooks: outbox events POSTed to real local receivers, signed, retried, durable across restarts.

Each receiver is a real HTTP server on 127.0.0.1 recording what it got. Delivery is at least once in outbox
order per receiver; a receiver deduping by event id gets every event exactly once, also when the server
stops mid-backlog and another starts on the same database, and a dead receiver delays no other receiver.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest

from jiyi import FixedClock, Memory, UserError
from jiyi.embedders import USEEmbedder
from jiyi.server import AuthConfig, LiveServer, create_app
from jiyi.server._events import EventBus
from jiyi.server._webhooks import WebhookDispatcher, receiver_id, sign

from .conftest import DbFactory


class Receiver:
    """A webhook receiver on 127.0.0.1 that answers 500 to the first `fail_first` requests.

    `failing` makes it answer 500 to everything (a receiver that is down); `gate`, when given, holds every
    request until it is set (a receiver that hangs)."""

    def __init__(self, fail_first: int, *, gate: threading.Event | None = None, port: int = 0) -> None:
        self.fail_first = fail_first
        self.failing = False
        self.gate = gate
        self.received: list[tuple[dict[str, str], bytes, int]] = []
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["content-length"]))
                if receiver.gate is not None:
                    receiver.gate.wait()
                with receiver.lock:
                    down = receiver.failing or len(receiver.received) < receiver.fail_first
                    status = 500 if down else 204
                    receiver.received.append(({k.lower(): v for k, v in self.headers.items()}, body, status))
                self.send_response(status)
                self.send_header("content-length", "0")
                self.end_headers()

        self.server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def wait_for(self, n: int, timeout: float = 10) -> None:
        deadline = time.monotonic() + timeout
        while len(self.received) < n and time.monotonic() < deadline:
            time.sleep(0.02)

    def accepted(self) -> list[str]:
        """Ids of the events answered 2xx, in arrival order, deduplicated by id as a receiver would."""
        return list(dict.fromkeys(h["x-jiyi-delivery"] for h, _, status in self.received if status < 300))

    def wait_accepted(self, ids: list[str], timeout: float = 20) -> None:
        deadline = time.monotonic() + timeout
        while not set(ids) <= set(self.accepted()) and time.monotonic() < deadline:
            time.sleep(0.02)


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    r = Receiver(fail_first=2)
    yield r
    r.server.shutdown()


def outbox_ids(mem: Memory) -> list[str]:
    return [e.id for e in mem.store.read_events(0, limit=1000)]


def free_port() -> int:
    """A port on 127.0.0.1 where nothing listens (connection refused)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_events_are_signed_and_retried(mem: Memory, receiver: Receiver) -> None:
    hooks = WebhookDispatcher(receiver.url, "s3cret", mem.store, backoff=0.01).start()
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
    assert event["id"] == headers["x-jiyi-delivery"] == outbox_ids(mem)[0]  # the id is in the body too
    assert hooks.delivered == 1 and hooks.failed == 0


def test_gives_up_after_max_attempts_and_goes_on(mem: Memory, receiver: Receiver) -> None:
    receiver.fail_first = 3
    hooks = WebhookDispatcher(receiver.url, "k", mem.store, max_attempts=3, backoff=0.01).start()
    mem.add("u", "第一条记忆")
    receiver.wait_for(3)
    mem.add("u", "第二条记忆")
    receiver.wait_for(4)
    hooks.close()
    first, second = outbox_ids(mem)
    assert [(h["x-jiyi-delivery"], s) for h, _, s in receiver.received] == [
        (first, 500),
        (first, 500),
        (first, 500),
        (second, 204),
    ]
    assert hooks.failed == 1 and hooks.delivered == 1


def test_backlog_survives_a_restart_exactly_once_in_order(
    mem: Memory, db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock
) -> None:
    # The receiver takes two events, then fails: the rest of the backlog is queued when the server stops.
    receiver = Receiver(fail_first=0)
    hooks = WebhookDispatcher(receiver.url, "s3cret", mem.store, backoff=0.05, max_backoff=0.2).start()
    bus = EventBus()
    bus.listeners.append(hooks)
    app = create_app(mem, auth=AuthConfig(open=True), bus=bus, outbox_interval=0.05)
    with LiveServer(app) as server:
        for i, text in enumerate(["我住在杭州", "我喜欢喝龙井茶", "我养了一只橘猫", "我周末爬山", "我在学日语"]):
            if i == 2:
                receiver.wait_accepted(outbox_ids(mem))
                receiver.failing = True
            r = httpx.post(server.url + "/api/memories", json={"content": text}, headers={"X-Jiyi-User": "li"})
            assert r.status_code == 201
        receiver.wait_for(4)  # two accepted, then failed attempts at the third
        hooks.close()
    assert len(receiver.accepted()) == 2
    # While no server runs, the library writes more events.
    lib = Memory(db_factory("jiyi.db"), embedder=embedder, clock=clock)
    lib.add("wang", "我是素食者")
    lib.close()

    receiver.failing = False
    again = Memory(db_factory("jiyi.db"), embedder=embedder, clock=clock)
    hooks2 = WebhookDispatcher(receiver.url, "s3cret", again.store, backoff=0.05).start()
    bus2 = EventBus()
    bus2.listeners.append(hooks2)
    with LiveServer(create_app(again, auth=AuthConfig(open=True), bus=bus2, outbox_interval=0.05)):
        expected = outbox_ids(again)
        receiver.wait_accepted(expected)
    hooks2.close()
    again.close()
    receiver.server.shutdown()
    assert len(expected) == 6
    assert receiver.accepted() == expected  # every event once after dedupe, in outbox order
    assert hooks.delivered + hooks2.delivered == 6  # nothing accepted was sent twice
    contents = [json.loads(b)["data"]["content"] for _, b, s in receiver.received if s < 300]
    assert contents == ["我住在杭州", "我喜欢喝龙井茶", "我养了一只橘猫", "我周末爬山", "我在学日语", "我是素食者"]


def test_a_dead_receiver_delays_no_other_and_gets_its_backlog_later(mem: Memory) -> None:
    healthy = Receiver(fail_first=0)
    gate = threading.Event()
    hanging = Receiver(fail_first=1, gate=gate)  # holds its first request until the gate opens, then 500
    port = free_port()
    refused = f"http://127.0.0.1:{port}/hook"
    hooks = [
        WebhookDispatcher(hanging.url, "k", mem.store, backoff=0.05, max_backoff=0.2, timeout=60).start(),
        WebhookDispatcher(refused, "k", mem.store, backoff=0.05, max_backoff=0.2).start(),
        WebhookDispatcher(healthy.url, "k", mem.store, backoff=0.05).start(),
    ]
    try:
        bus = EventBus()
        bus.listeners.extend(hooks)
        app = create_app(mem, auth=AuthConfig(open=True), bus=bus, outbox_interval=0.05)
        with LiveServer(app) as server:
            for text in ["记得买牛奶", "会议改到周四", "妈妈的生日是五月三日", "我对花生过敏"]:
                r = httpx.post(server.url + "/api/memories", json={"content": text}, headers={"X-Jiyi-User": "li"})
                assert r.status_code == 201
            expected = outbox_ids(mem)
            # The hanging receiver still holds the first event, the refused one keeps failing: the healthy
            # receiver gets everything meanwhile.
            healthy.wait_accepted(expected)
            assert healthy.accepted() == expected
            assert hanging.received == [] and not gate.is_set()
            # The hanging receiver comes back (a 500, then 2xx): it gets its whole backlog, once, in order.
            gate.set()
            hanging.wait_accepted(expected)
            assert hanging.accepted() == expected
            assert [s for _, _, s in hanging.received] == [500, 204, 204, 204, 204]
            # The refused receiver comes back on its port: it gets the backlog too.
            back = Receiver(fail_first=0, port=port)
            back.wait_accepted(expected)
            assert back.accepted() == expected
            back.server.shutdown()
    finally:
        gate.set()
        for h in hooks:
            h.close()
        healthy.server.shutdown()
        hanging.server.shutdown()


def test_two_servers_on_one_database_deliver_each_event_once(
    mem: Memory, db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock
) -> None:
    receiver = Receiver(fail_first=0)
    other = Memory(db_factory("jiyi.db"), embedder=embedder, clock=clock)  # a second `jiyi serve`
    a = WebhookDispatcher(receiver.url, "k", mem.store, interval=0.05, lease_seconds=2).start()
    b = WebhookDispatcher(receiver.url, "k", other.store, interval=0.05, lease_seconds=2).start()
    try:
        for text in ["我喜欢跑步", "我住在成都", "我不吃香菜"]:
            mem.add("li", text)
        receiver.wait_accepted(outbox_ids(mem))
        # Whichever holds the lease stops (releasing it): the other one takes over from the cursor.
        first, second = (a, b) if a.delivered else (b, a)
        first.close()
        for text in ["我下个月去东京", "我的车是蓝色的"]:
            other.add("li", text)
        receiver.wait_accepted(outbox_ids(mem))
    finally:
        a.close()
        b.close()
        other.close()
        receiver.server.shutdown()
    expected = outbox_ids(mem)
    sent = [h["x-jiyi-delivery"] for h, _, _ in receiver.received]
    assert sent == expected  # each event sent once (no dedupe needed), in order
    assert (first.delivered, second.delivered) == (3, 2)


def test_store_leases_and_cursors(mem: Memory, clock: FixedClock) -> None:
    store, now = mem.store, clock.now()
    mem.add("li", "旧的事件")
    before = store.last_event_seq()
    rid = receiver_id("https://example.com/hook?token=abc")
    assert "abc" not in rid
    start = store.claim_webhook(rid, "server-a", now, lease_seconds=30)
    assert start == before  # a new receiver starts at the newest event
    assert store.claim_webhook(rid, "server-b", now + timedelta(seconds=10), lease_seconds=30) is None
    assert store.advance_webhook(rid, "server-b", before + 5, now) is False  # not the lease holder
    assert store.claim_webhook(rid, "server-a", now + timedelta(seconds=10), lease_seconds=30) == before  # renewed
    assert store.advance_webhook(rid, "server-a", before + 1, now) is True
    assert store.advance_webhook(rid, "server-a", before, now) is True  # never moves back
    # server-a died: its lease (renewed at +10 s for 30 s) expires at +40 s.
    assert store.claim_webhook(rid, "server-b", now + timedelta(seconds=39), lease_seconds=30) is None
    assert store.claim_webhook(rid, "server-b", now + timedelta(seconds=41), lease_seconds=30) == before + 1
    store.release_webhook(rid, "server-a")  # not the holder: changes nothing
    assert store.claim_webhook(rid, "server-c", now + timedelta(seconds=42), lease_seconds=30) is None
    store.release_webhook(rid, "server-b")
    assert store.claim_webhook(rid, "server-c", now + timedelta(seconds=42), lease_seconds=30) == before + 1
    # Receivers are independent.
    assert store.claim_webhook(receiver_id("http://other"), "server-b", now, lease_seconds=30) == before


def test_pruning_keeps_what_a_receiver_has_not_received(mem: Memory, clock: FixedClock) -> None:
    store = mem.store
    for text in ["第一件事", "第二件事"]:
        mem.add("li", text)
    rid = receiver_id("http://127.0.0.1:9/hook")
    start = store.claim_webhook(rid, "s", clock.now(), lease_seconds=30)
    assert start is not None
    clock.advance(days=1)
    for text in ["第三件事", "第四件事"]:
        mem.add("li", text)
    third, fourth = (e.seq for e in store.read_events(start))
    assert store.advance_webhook(rid, "s", third, clock.now())
    clock.advance(days=10)
    store.claim_webhook(rid, "s", clock.now(), lease_seconds=30)  # still configured: a server claims it
    store.prune_events(clock.now() - timedelta(days=7))
    assert [e.seq for e in store.read_events(0)] == [fourth]  # the undelivered one is kept
    # No server has claimed it for longer than the retention: it holds nothing back.
    store.prune_events(clock.now() + timedelta(days=1))
    assert store.read_events(0) == []


def _serve(db: Path, port: int, urls: list[str], log: Path) -> subprocess.Popen[bytes]:
    cmd = [sys.executable, "-m", "jiyi.cli", "serve", "--db", str(db), "--open", "--port", str(port)]
    cmd += ["--embedder", "hash", "--worker-interval", "0"]
    for url in urls:
        cmd += ["--webhook", url]
    env = {**os.environ, "JIYI_WEBHOOK_SECRET": "s3cret", "PYTHONUNBUFFERED": "1"}
    out = open(log, "ab")  # noqa: SIM115 - handed to the child
    proc = subprocess.Popen(cmd, stdout=out, stderr=out, env=env)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/health", timeout=1).status_code == 200:
                return proc
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise AssertionError(f"jiyi serve did not start: {log.read_text()}")


def test_jiyi_serve_restart_delivers_the_backlog_to_each_webhook(tmp_path: Path) -> None:
    """The real `jiyi serve` with two --webhook receivers, stopped while one is down and started again."""
    healthy, down = Receiver(fail_first=0), Receiver(fail_first=0)
    down.failing = True
    db, log = tmp_path / "served.db", tmp_path / "serve.log"

    def outbox() -> list[str]:
        with sqlite3.connect(db) as conn:
            return [r[0] for r in conn.execute("SELECT id FROM events ORDER BY seq")]

    port = free_port()
    proc = _serve(db, port, [healthy.url, down.url], log)
    try:
        for text in ["我叫李雷", "我喜欢打篮球", "我在北京工作"]:
            r = httpx.post(
                f"http://127.0.0.1:{port}/api/memories", json={"content": text}, headers={"X-Jiyi-User": "li"}
            )
            assert r.status_code == 201
        healthy.wait_accepted(outbox())
        down.wait_for(2)  # it has been tried, and failed
        proc.terminate()
        assert proc.wait(30) == 0
        assert down.accepted() == []
        with sqlite3.connect(db) as conn:  # a clean stop gives both leases up: the next server starts at once
            assert conn.execute("SELECT COUNT(*) FROM webhook_cursors WHERE lease_owner IS NULL").fetchone() == (2,)
        down.failing = False
        proc = _serve(db, port, [healthy.url, down.url], log)
        r = httpx.post(
            f"http://127.0.0.1:{port}/api/memories", json={"content": "我会说法语"}, headers={"X-Jiyi-User": "li"}
        )
        assert r.status_code == 201
        expected = outbox()
        healthy.wait_accepted(expected)
        down.wait_accepted(expected)
    finally:
        proc.terminate()
        proc.wait(30)
        healthy.server.shutdown()
        down.server.shutdown()
    assert len(expected) == 4
    assert down.accepted() == expected  # the backlog from before the restart, then the new event, in order
    assert [h["x-jiyi-delivery"] for h, _, _ in healthy.received] == expected  # a clean stop sends nothing twice
    assert all(h["x-jiyi-signature"] == sign("s3cret", b) for h, b, _ in healthy.received)


@pytest.mark.parametrize("url", ["ftp://127.0.0.1/hook", "127.0.0.1:8080/hook", "http:///hook", "http://[::1/hook"])
def test_a_url_that_cannot_be_sent_to_is_refused_at_start(mem: Memory, url: str) -> None:
    with pytest.raises(UserError, match="webhook URL"):
        WebhookDispatcher(url, "k", mem.store)


def test_a_server_that_died_holding_the_lease_is_taken_over(mem: Memory) -> None:
    receiver = Receiver(fail_first=0)
    # A server claimed the receiver and died without releasing it: its lease runs out by itself.
    assert mem.store.claim_webhook(receiver_id(receiver.url), "died", datetime.now(UTC), lease_seconds=1) == 0
    for text in ["我换了新工作", "我搬到了深圳"]:
        mem.add("li", text)
    hooks = WebhookDispatcher(receiver.url, "k", mem.store, interval=0.05, lease_seconds=1).start()
    try:
        receiver.wait_accepted(outbox_ids(mem))
    finally:
        hooks.close()
        receiver.server.shutdown()
    # What the dead server left undelivered (written after its claim) arrives, once, in order.
    assert [h["x-jiyi-delivery"] for h, _, _ in receiver.received] == outbox_ids(mem)
