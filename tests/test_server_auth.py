"""Auth: no key -> 401 everywhere but /health; a user key never reaches another user's data."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import httpx
import pytest

from jiyi import Memory
from jiyi.server import AuthConfig, KeyStore, LiveServer, create_app

from .conftest import T0


@dataclass
class World:
    url: str
    keys: KeyStore
    li: str
    wang: str
    admin: str
    ids: dict[str, str]


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory, embedder: object) -> Iterator[World]:
    from jiyi import FixedClock

    path = tmp_path_factory.mktemp("auth") / "jiyi.db"
    mem = Memory(path, embedder=embedder, clock=FixedClock(T0))  # type: ignore[arg-type]
    keys = KeyStore(path)
    li, _ = keys.create(user_id="li", now=T0)
    wang, _ = keys.create(user_id="wang", now=T0)
    admin, _ = keys.create(user_id=None, admin=True, name="ops", now=T0)
    rec = mem.add("li", "li's private note")
    topic = mem.topics.create("li", "li's topic")
    mem.messages.add(topic.id, "user", "我叫李明")
    his = mem.history("li", rec.id)[0]
    app = create_app(mem, auth=AuthConfig(keys=keys), upstream="http://127.0.0.1:9/v1")
    with LiveServer(app) as server:
        yield World(server.url, keys, li, wang, admin, {"mem": rec.id, "topic": topic.id, "his": his.id})
    mem.close()


def _endpoints(ids: dict[str, str]) -> list[tuple[str, str, object]]:
    m, t, h = ids["mem"], ids["topic"], ids["his"]
    return [
        ("GET", "/api/memories", None),
        ("POST", "/api/memories", {"content": "x"}),
        ("POST", "/api/memories/search", {"query": "note"}),
        ("GET", "/api/memories/stats", None),
        ("POST", "/api/memories/clear", {"confirm": True}),
        ("GET", f"/api/memories/{m}", None),
        ("PATCH", f"/api/memories/{m}", {"content": "hijacked"}),
        ("DELETE", f"/api/memories/{m}", None),
        ("POST", f"/api/memories/{m}/forget", None),
        ("POST", f"/api/memories/{m}/restore", None),
        ("GET", f"/api/memories/{m}/history", None),
        ("GET", "/api/history", None),
        ("POST", f"/api/history/{h}/undo", None),
        ("GET", "/api/events", None),
        ("POST", "/api/topics", {"title": "x"}),
        ("GET", "/api/topics", None),
        ("GET", f"/api/topics/{t}", None),
        ("POST", f"/api/topics/{t}/messages", {"role": "user", "content": "hi"}),
        ("GET", f"/api/topics/{t}/messages", None),
        ("POST", f"/api/topics/{t}/extract-memories", None),
        ("GET", "/api/settings", None),
        ("PUT", "/api/settings", {"temporary_mode": True}),
        ("POST", "/api/context", {"message": "note"}),
        ("POST", "/api/user/erase", {"confirm": True}),
        ("POST", "/v1/chat/completions", {"model": "m", "messages": [{"role": "user", "content": "hi"}]}),
        ("GET", "/v1/models", None),
        ("POST", "/v1/embeddings", {"input": "hi"}),
    ]


def _call(url: str, method: str, path: str, body: object, headers: dict[str, str]) -> httpx.Response:
    kwargs: dict[str, object] = {"headers": headers, "timeout": 20}
    if body is not None:
        kwargs["json"] = body
    if path == "/api/events":  # a stream: only look at the status line
        with httpx.stream(method, url + path, **kwargs) as r:  # type: ignore[arg-type]
            return r
    return httpx.request(method, url + path, **kwargs)  # type: ignore[arg-type]


def _li_untouched(world: World) -> None:
    h = {"Authorization": f"Bearer {world.li}"}
    got = httpx.get(f"{world.url}/api/memories/{world.ids['mem']}", headers=h).json()
    assert got["content"] == "li's private note" and got["state"] == "active"
    assert len(httpx.get(f"{world.url}/api/topics/{world.ids['topic']}/messages", headers=h).json()) == 1
    assert httpx.get(f"{world.url}/api/settings", headers=h).json()["temporary_mode"] is False


@pytest.mark.parametrize("headers", [{}, {"Authorization": "Bearer jiyi_wrong"}, {"X-API-Key": "nope"}])
def test_every_endpoint_but_health_needs_a_valid_key(world: World, headers: dict[str, str]) -> None:
    assert httpx.get(world.url + "/health", headers=headers).status_code == 200
    for method, path, body in _endpoints(world.ids):
        r = _call(world.url, method, path, body, headers)
        assert r.status_code == 401, (method, path, r.status_code)
        if path != "/api/events":
            # the UI shows the error in its own words by the stable code; type and message stay as they were
            assert r.json()["error"]["type"] == "unauthorized"
            assert r.json()["error"]["code"] == "api_key_required"
            assert "valid API key" in r.json()["error"]["message"]


def test_another_users_key_sees_only_its_own_data(world: World) -> None:
    wang = {"Authorization": f"Bearer {world.wang}"}
    for method, path, body in _endpoints(world.ids):
        if path.startswith("/v1/") or path == "/api/events":
            continue
        r = httpx.request(method, world.url + path, json=body, headers=wang, timeout=20)
        if world.ids["mem"] in path or world.ids["topic"] in path or world.ids["his"] in path:
            assert r.status_code == 404, (method, path, r.text)
        else:
            assert r.status_code < 300, (method, path, r.text)
            assert "li's" not in r.text, (method, path)
    _li_untouched(world)
    # One of the calls erased wang, and with wang the key: a new one for the tests after this one.
    assert httpx.get(world.url + "/api/settings", headers=wang).status_code == 401
    world.wang, _ = world.keys.create(user_id="wang", now=T0)


def test_naming_another_user_with_a_user_key_is_forbidden(world: World) -> None:
    wang = {"Authorization": f"Bearer {world.wang}", "X-Jiyi-User": "li"}
    for method, path, body in _endpoints(world.ids):
        r = _call(world.url, method, path, body, wang)
        assert r.status_code == 403, (method, path, r.status_code)
    body = {"model": "m", "messages": [{"role": "user", "content": "hi"}], "user": "li"}
    r = httpx.post(world.url + "/v1/chat/completions", json=body, headers={"Authorization": f"Bearer {world.wang}"})
    assert r.status_code == 403 and r.json()["error"]["field"] == "user"
    assert r.json()["error"]["code"] == "key_of_another_user"
    _li_untouched(world)


def test_admin_key_acts_for_the_named_user(world: World) -> None:
    admin = {"Authorization": f"Bearer {world.admin}"}
    r = httpx.get(f"{world.url}/api/memories/{world.ids['mem']}", headers={**admin, "X-Jiyi-User": "li"})
    assert r.status_code == 200
    r = httpx.get(f"{world.url}/api/memories/{world.ids['mem']}", headers={**admin, "X-Jiyi-User": "wang"})
    assert r.status_code == 404
    r = httpx.get(f"{world.url}/api/memories", headers=admin)
    assert r.status_code == 422 and r.json()["error"]["field"] == "x-jiyi-user"


def test_revoked_key_stops_working_and_keys_are_stored_hashed(world: World) -> None:
    secret, key = world.keys.create(user_id="zhao", name="laptop", now=T0)
    h = {"Authorization": f"Bearer {secret}"}
    assert httpx.get(world.url + "/api/settings", headers=h).status_code == 200
    assert secret not in world.keys.path.read_bytes().decode("latin-1")
    assert key.id in [k.id for k in world.keys.list()]
    world.keys.revoke(key.id, now=T0)
    assert httpx.get(world.url + "/api/settings", headers=h).status_code == 401
    assert key.id not in [k.id for k in world.keys.list()]


def test_rate_limit_per_key(mem: Memory) -> None:
    keys = KeyStore(mem.store.path)
    a, _ = keys.create(user_id="a", now=T0)
    b, _ = keys.create(user_id="b", now=T0)
    app = create_app(mem, auth=AuthConfig(keys=keys, rate_limit_per_minute=3))
    with LiveServer(app) as server:
        codes = [httpx.get(server.url + "/api/settings", headers={"X-API-Key": a}).status_code for _ in range(4)]
        assert codes == [200, 200, 200, 429]
        assert httpx.get(server.url + "/api/settings", headers={"X-API-Key": b}).status_code == 200


def test_open_mode_says_so_and_needs_a_user(mem: Memory, caplog: pytest.LogCaptureFixture) -> None:
    with LiveServer(create_app(mem, auth=AuthConfig(open=True))) as server:
        assert httpx.get(server.url + "/health").json()["open"] is True
        assert httpx.get(server.url + "/api/settings", headers={"X-Jiyi-User": "li"}).status_code == 200
        r = httpx.get(server.url + "/api/settings")
        assert r.status_code == 422 and r.json()["error"]["field"] == "x-jiyi-user"
    assert any("OPEN mode" in rec.message for rec in caplog.records)
