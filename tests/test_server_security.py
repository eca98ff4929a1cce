"""Server hardening: the Host check of open mode (DNS rebinding), security headers, a key's last use,
and authentication before the body is read (a keyless request learns nothing from validation)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import httpx
import pytest

from jiyi import FixedClock, Memory
from jiyi.embedders import USEEmbedder
from jiyi.server import AuthConfig, KeyStore, LiveServer, create_app

from .conftest import T0


@pytest.fixture
def open_server(mem: Memory) -> Iterator[str]:
    auth = AuthConfig(open=True, allowed_hosts=["jiyi.lan"])
    with LiveServer(create_app(mem, auth=auth, upstream="http://127.0.0.1:9/v1")) as server:
        yield server.url


@pytest.mark.parametrize("host", ["evil.example", "evil.example:8765", "127.0.0.1.evil.example", "192.168.1.20"])
def test_open_mode_refuses_a_request_addressed_to_another_host(open_server: str, mem: Memory, host: str) -> None:
    headers = {"Host": host, "X-Jiyi-User": "li"}
    r = httpx.post(f"{open_server}/api/memories", json={"content": "攻击者写入的记忆"}, headers=headers)
    assert r.status_code == 421
    assert r.json()["error"]["field"] == "host" and "--allowed-host" in r.json()["error"]["message"]
    assert httpx.get(f"{open_server}/", headers={"Host": host}).status_code == 421  # the UI too
    assert httpx.get(f"{open_server}/api/memories", headers=headers).status_code == 421
    assert mem.count("li", states=None, current_only=False) == 0


@pytest.mark.parametrize(
    "host", ["127.0.0.1:8765", "localhost", "LOCALHOST:80", "[::1]:8765", "jiyi.lan", "jiyi.lan:1"]
)
def test_open_mode_answers_loopback_names_and_allowed_hosts(open_server: str, mem: Memory, host: str) -> None:
    headers = {"Host": host, "X-Jiyi-User": "li"}
    r = httpx.post(f"{open_server}/api/memories", json={"content": "我住在杭州"}, headers=headers)
    assert r.status_code == 201, r.text
    assert mem.list("li")[0].content == "我住在杭州"


def test_the_host_check_is_for_open_mode_only(mem: Memory) -> None:
    keys = KeyStore(mem.store.path)
    secret, _ = keys.create(user_id="li", now=T0)
    with LiveServer(create_app(mem, auth=AuthConfig(keys=keys))) as server:
        r = httpx.get(f"{server.url}/api/settings", headers={"Host": "memory.example.com", "X-API-Key": secret})
        assert r.status_code == 200


def test_every_answer_carries_the_security_headers(mem: Memory) -> None:
    keys = KeyStore(mem.store.path)
    secret, _ = keys.create(user_id="li", now=T0)
    with LiveServer(create_app(mem, auth=AuthConfig(keys=keys))) as server:
        answers = {
            "/": httpx.get(server.url + "/"),
            "/ui/app.js": httpx.get(server.url + "/ui/app.js"),
            "/api/settings": httpx.get(server.url + "/api/settings", headers={"X-API-Key": secret}),
            "401": httpx.get(server.url + "/api/settings"),
            "/health": httpx.get(server.url + "/health"),
        }
        docs = httpx.get(server.url + "/docs")
    for name, r in answers.items():
        assert r.status_code in (200, 401), name
        assert r.headers["x-content-type-options"] == "nosniff", name
        assert r.headers["x-frame-options"] == "DENY", name
        assert r.headers["referrer-policy"] == "no-referrer", name
        csp = r.headers["content-security-policy"]
        assert "script-src 'self'" in csp and "frame-ancestors 'none'" in csp and "unsafe-inline" not in csp, name
    # The docs page starts Swagger UI (served by jiyi) with an inline script: a CSP of its own allows that.
    assert docs.status_code == 200 and "script-src 'self' 'unsafe-inline'" in docs.headers["content-security-policy"]
    assert docs.headers["x-frame-options"] == "DENY"


def test_a_keys_last_use_is_recorded_at_most_once_a_minute(tmp_path: Path, embedder: USEEmbedder) -> None:
    clock = FixedClock(T0)
    mem = Memory(tmp_path / "jiyi.db", embedder=embedder, clock=clock)
    keys = KeyStore(mem.store.path)
    secret, key = keys.create(user_id="li", now=T0)
    assert key.last_used_at is None
    try:
        with LiveServer(create_app(mem, auth=AuthConfig(keys=keys, clock=clock))) as server:
            h = {"Authorization": f"Bearer {secret}"}

            def use() -> None:
                assert httpx.get(server.url + "/api/settings", headers=h).status_code == 200

            use()
            assert keys.get(key.id).last_used_at == T0
            clock.advance(seconds=59)
            use()
            assert keys.get(key.id).last_used_at == T0  # a request within the minute writes nothing
            clock.advance(seconds=1)
            use()
            assert keys.get(key.id).last_used_at == T0 + timedelta(seconds=60)
            r = httpx.get(server.url + "/api/keys", headers=h)
            assert r.json()[0]["last_used_at"].startswith((T0 + timedelta(seconds=60)).strftime("%Y-%m-%dT%H:%M:%S"))
    finally:
        mem.close()
        keys.close()


# (method, path, body as raw bytes): bodies that fail validation, each on a route that reads one.
BAD_BODIES = [
    ("POST", "/api/memories", b"{not json"),
    ("POST", "/api/memories", b'{"content": 5, "importance": "high"}'),
    ("POST", "/api/memories/search", b"[]"),
    ("PATCH", "/api/memories/mem_x", b'{"importance": 7}'),
    ("POST", "/api/topics", b'{"title": ["x"]}'),
    ("POST", "/api/topics/top_x/messages", b'{"role": "robot"}'),
    ("POST", "/api/context", b"{}"),
    ("PUT", "/api/settings", b'{"no_such_setting": true}'),
    ("POST", "/api/user/erase", b"{"),
    ("POST", "/api/import", b"not ndjson at all"),
    ("POST", "/v1/chat/completions", b"{broken"),
    ("POST", "/v1/chat/completions", b'{"model": "m"}'),
    ("POST", "/v1/embeddings", b"[1, 2"),
]


def test_a_keyless_request_with_a_bad_body_gets_401(mem: Memory) -> None:
    keys = KeyStore(mem.store.path)
    secret, _ = keys.create(user_id="li", now=T0)
    # no upstream: the proxy would answer 503 before looking at the caller
    with LiveServer(create_app(mem, auth=AuthConfig(keys=keys))) as server:
        for method, path, body in BAD_BODIES:
            for headers in ({}, {"Authorization": "Bearer jiyi_wrong"}):
                r = httpx.request(
                    method, server.url + path, content=body, headers={**headers, "Content-Type": "application/json"}
                )
                assert r.status_code == 401, (method, path, body, r.status_code, r.text)
                assert r.json()["error"]["type"] == "unauthorized"
                assert r.headers["www-authenticate"] == "Bearer"
        # With the key the same bodies are refused for what they are (never 401, never 5xx but the missing upstream).
        for method, path, body in BAD_BODIES:
            h = {"X-API-Key": secret, "Content-Type": "application/json"}
            r = httpx.request(method, server.url + path, content=body, headers=h)
            assert 400 <= r.status_code < 500 or (path.startswith("/v1/chat") and r.status_code == 503), (
                method,
                path,
                r.status_code,
            )
            assert r.status_code != 401
    assert mem.count("li", states=None, current_only=False) == 0


@pytest.mark.postgres_only
def test_a_keys_last_use_on_postgres(backend: str, mem: Memory) -> None:
    from jiyi.server._keys import PgKeyStore

    keys = PgKeyStore(mem.store)
    secret, key = keys.create(user_id="li", now=T0)
    used = keys.verify(secret, now=T0)
    assert used is not None and used.last_used_at == T0 == keys.get(key.id).last_used_at
    keys.verify(secret, now=T0 + timedelta(seconds=59))
    assert keys.get(key.id).last_used_at == T0
    keys.verify(secret, now=T0 + timedelta(seconds=60))
    assert keys.get(key.id).last_used_at == T0 + timedelta(seconds=60)
