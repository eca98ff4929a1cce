"""The REST API over a real uvicorn server on 127.0.0.1, called with httpx."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import httpx
import pytest

from jiyi import Memory
from jiyi.server import AuthConfig, KeyStore, LiveServer, create_app

from .conftest import T0, SSEListener


@dataclass
class Api:
    server: LiveServer
    keys: KeyStore
    http: httpx.Client

    def client_for(self, user: str) -> httpx.Client:
        secret, _ = self.keys.create(user_id=user, now=T0)
        return httpx.Client(base_url=self.server.url, headers={"Authorization": f"Bearer {secret}"}, timeout=20)


@pytest.fixture
def api(mem: Memory) -> Iterator[Api]:
    app = create_app(mem)  # the default: API keys kept in the memory's own database (SQLite or PostgreSQL)
    keys = app.state.auth.keys
    with LiveServer(app) as server:
        secret, _ = keys.create(user_id="li", now=T0)
        with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {secret}"}, timeout=20) as http:
            yield Api(server, keys, http)


def _error(r: httpx.Response, status: int, field: str | None = None) -> dict[str, str]:
    assert r.status_code == status, r.text
    err: dict[str, str] = r.json()["error"]
    assert err["type"] and err["message"]
    if field is not None:
        assert err["field"] == field, err
    return err


def test_health_needs_no_key_and_openapi_is_served(api: Api) -> None:
    assert httpx.get(api.server.url + "/health").json()["status"] == "ok"
    spec = api.http.get("/openapi.json").json()
    assert "/api/memories" in spec["paths"] and "/v1/chat/completions" in spec["paths"]
    assert api.http.get("/docs").status_code == 200


def test_patch_importance_type_and_confirmation_over_http(api: Api) -> None:
    h = api.http
    body = {"content": "I prefer tea over coffee", "type": "fact", "importance": 0.4}
    mid = h.post("/api/memories", json=body).json()["id"]
    new = h.patch(f"/api/memories/{mid}", json={"importance": 0.95, "type": "preference", "verified": True}).json()
    assert (new["content"], new["importance"], new["type"], new["verified"]) == (
        "I prefer tea over coffee",
        0.95,
        "preference",
        True,
    )
    entry = next(e for e in h.get(f"/api/memories/{new['id']}/history").json() if e["event"] == "update")
    assert "importance 0.40 -> 0.95" in entry["reason"]
    back = h.post(f"/api/history/{entry['id']}/undo").json()
    assert (back["id"], back["importance"], back["type"]) == (mid, 0.4, "fact")

    zh = h.post("/api/memories", json={"content": "用户每天早上跑步", "type": "fact"}).json()["id"]
    _error(h.patch(f"/api/memories/{zh}", json={"importance": 1.2}), 422, "importance")
    _error(h.patch(f"/api/memories/{zh}", json={"importance": "high"}), 422, "importance")
    _error(h.patch(f"/api/memories/{zh}", json={"type": "习惯"}), 422, "type")
    _error(h.patch(f"/api/memories/{zh}", json={"verified": "maybe"}), 422, "verified")
    _error(h.patch(f"/api/memories/{zh}", json={}), 422, "content")
    _error(h.patch(f"/api/memories/{zh}", json={"content": None, "reason": "nothing"}), 422, "content")
    _error(h.patch(f"/api/memories/{new['id']}", json={"importance": 0.5}), 409)  # the undone version is deleted
    assert [e["event"] for e in h.get(f"/api/memories/{zh}/history").json()] == ["add"]
    assert h.patch(f"/api/memories/{zh}", json={"type": "Habit"}).json()["type"] == "habit"


def test_memory_lifecycle_over_http(api: Api) -> None:
    h = api.http
    r = h.post("/api/memories", json={"content": "测试环境 IP 段是 10.0.0.x", "type": "fact"})
    assert r.status_code == 201
    mid = r.json()["id"]
    assert r.json()["user_id"] == "li"
    assert h.get(f"/api/memories/{mid}").json()["content"] == "测试环境 IP 段是 10.0.0.x"

    new = h.patch(f"/api/memories/{mid}", json={"content": "测试环境 IP 段是 10.1.0.x", "reason": "moved"}).json()
    assert new["supersedes"] == mid
    page = h.get("/api/memories").json()
    assert [m["id"] for m in page["items"]] == [new["id"]] and page["total"] == 1
    versions = h.get("/api/memories", params={"all_versions": True, "state": ["active"]}).json()
    assert versions["total"] == 2

    hits = h.post("/api/memories/search", json={"query": "测试环境的网段"}).json()
    assert hits[0]["memory"]["id"] == new["id"]
    assert set(hits[0]["parts"]) >= {"vector", "text", "importance", "recency", "final"}

    deleted = h.delete(f"/api/memories/{new['id']}", params={"reason": "wrong"}).json()
    assert deleted["state"] == "deleted"
    _error(h.delete(f"/api/memories/{new['id']}"), 409)
    assert h.post(f"/api/memories/{new['id']}/restore").json()["state"] == "active"
    assert h.post(f"/api/memories/{new['id']}/forget").json()["state"] == "forgotten"
    history = h.get(f"/api/memories/{new['id']}/history").json()
    assert [e["event"] for e in history][:3] == ["forget", "restore", "delete"]
    undone = h.post(f"/api/history/{history[0]['id']}/undo").json()
    assert undone["state"] == "active"
    assert len(h.get("/api/history").json()) >= 5


def test_list_filters_sort_and_paging(api: Api) -> None:
    h = api.http
    for i in range(5):
        h.post("/api/memories", json={"content": f"note number {i}", "type": "fact" if i % 2 else "plan"})
    page = h.get("/api/memories", params={"type": "fact", "limit": 1, "offset": 1, "sort": "created_asc"}).json()
    assert page["total"] == 2 and page["limit"] == 1 and page["offset"] == 1
    assert page["items"][0]["content"] == "note number 3"
    assert h.get("/api/memories", params={"text": "number 4"}).json()["total"] == 1
    since = h.get("/api/memories", params={"since": "2030-01-01T00:00:00Z"}).json()
    assert since["total"] == 0
    stats = h.get("/api/memories/stats").json()
    assert stats["by_type"] == {"fact": 2, "plan": 3} and stats["by_state"] == {"active": 5}
    h.post("/api/memories/search", json={"query": "note number 2"})
    assert h.get("/api/memories/stats").json()["most_recalled"]
    _error(h.post("/api/memories/clear", json={}), 422, "confirm")
    _error(h.post("/api/memories/clear", json={"confirm": False}), 422, "confirm")
    assert h.post("/api/memories/clear", json={"confirm": True}).json() == {"deleted": 5}
    assert h.get("/api/memories").json()["total"] == 0
    assert h.get("/api/memories", params={"state": "deleted"}).json()["total"] == 5


def test_todo_reminder_time_and_lead_setting_over_http(api: Api) -> None:
    h = api.http
    due = "2026-11-20T12:00:00Z"
    assert h.get("/api/settings").json()["reminder_lead_minutes"] == 60
    a = h.post("/api/memories", json={"content": "中午交报告", "type": "todo", "due_at": due}).json()
    body = {"content": "Call the bank", "type": "todo", "due_at": due, "remind_at": "2026-11-20T11:50:00Z"}
    b = h.post("/api/memories", json=body).json()
    assert h.put("/api/settings", json={"reminder_lead_minutes": 0}).json()["reminder_lead_minutes"] == 0
    c = h.post("/api/memories", json={"content": "Pay the rent", "type": "todo", "due_at": due}).json()
    when = {t["memory"]["id"]: t["reminds_at"] for t in h.get("/api/todos").json()}
    assert when == {a["id"]: "2026-11-20T11:00:00Z", b["id"]: "2026-11-20T11:50:00Z", c["id"]: "2026-11-20T12:00:00Z"}
    _error(h.put("/api/settings", json={"reminder_lead_minutes": -5}), 422, "reminder_lead_minutes")
    _error(h.put("/api/settings", json={"reminder_lead_minutes": "an hour"}), 422, "reminder_lead_minutes")
    bad = {"content": "喜欢绿茶", "type": "preference", "remind_at": due}
    _error(h.post("/api/memories", json=bad), 422, "remind_at")
    _error(h.post("/api/memories", json={"content": "交报告", "type": "todo", "remind_at": due}), 422, "remind_at")
    bad = {"content": "交报告", "type": "todo", "due_at": due, "remind_at": "明天"}
    _error(h.post("/api/memories", json=bad), 422, "remind_at")
    assert len(h.get("/api/todos").json()) == 3


def test_topics_messages_extract_settings_context(api: Api) -> None:
    h = api.http
    topic = h.post("/api/topics", json={"title": "tech"}).json()
    assert topic["last_active_at"] is None
    r = h.post(f"/api/topics/{topic['id']}/messages", json={"role": "user", "content": "我叫李明，是后端工程师。"})
    assert r.status_code == 201
    h.post(f"/api/topics/{topic['id']}/messages", json={"role": "user", "content": "我决定用 FastAPI 了"})
    got = h.get(f"/api/topics/{topic['id']}").json()
    assert got["last_active_at"] is not None and got["message_count"] == 2
    assert [m["seq"] for m in h.get(f"/api/topics/{topic['id']}/messages").json()] == sorted(
        m["seq"] for m in h.get(f"/api/topics/{topic['id']}/messages").json()
    )
    assert [t["id"] for t in h.get("/api/topics").json()] == [topic["id"]]

    report = h.post(f"/api/topics/{topic['id']}/extract-memories").json()
    assert report["added"] >= 1 and report["status"] == "done"
    assert set(report) >= {"added", "updated", "deleted", "skipped", "reason"}
    again = h.post(f"/api/topics/{topic['id']}/extract-memories").json()
    assert again["added"] == 0 and again["status"] == "nothing_new"

    block = h.post("/api/context", json={"message": "用户用什么框架？"}).json()
    assert "FastAPI" in block["text"]

    assert h.get("/api/settings").json()["memory_silent_minutes"] == 2
    s = h.put("/api/settings", json={"memory_silent_minutes": 5, "temporary_mode": True}).json()
    assert s["memory_silent_minutes"] == 5 and s["temporary_mode"] is True
    _error(h.put("/api/settings", json={"no_such": 1}), 422, "no_such")
    _error(h.put("/api/settings", json={"recall_top_k": 0}), 422, "recall_top_k")
    assert h.post("/api/context", json={"message": "用户用什么框架？"}).json()["text"] == ""


def test_secrets_are_refused_unless_the_filter_is_off(api: Api) -> None:
    h = api.http
    assert h.get("/api/settings").json()["filter_sensitive"] is True
    err = _error(h.post("/api/memories", json={"content": "我的银行卡号是 6222 0212 3456 7890 128"}), 422, "content")
    assert "bank card number" in err["message"] and "filter_sensitive" in err["message"]
    err = _error(h.post("/api/memories", json={"content": "my password is hunter2"}), 422, "content")
    assert "password" in err["message"]
    assert h.get("/api/memories").json()["total"] == 0
    mid = h.post("/api/memories", json={"content": "我的邮箱是 li.ming@example.com"}).json()["id"]
    _error(h.patch(f"/api/memories/{mid}", json={"content": "my SSN is 123-45-6789"}), 422, "content")
    assert h.get(f"/api/memories/{mid}").json()["content"] == "我的邮箱是 li.ming@example.com"
    topic = h.post("/api/topics", json={"title": "t"}).json()["id"]
    h.post(f"/api/topics/{topic}/messages", json={"role": "user", "content": "记住：我的支付密码是 888888"})
    report = h.post(f"/api/topics/{topic}/extract-memories").json()
    assert report["added"] == 0 and report["skipped_decisions"][0]["reason"].startswith("sensitive")
    assert "888888" not in str(report)
    assert h.put("/api/settings", json={"filter_sensitive": False}).json()["filter_sensitive"] is False
    assert h.post("/api/memories", json={"content": "my password is hunter2"}).status_code == 201


def test_erase_user_needs_confirmation(api: Api) -> None:
    h = api.http
    h.post("/api/memories", json={"content": "something to erase"})
    _error(h.post("/api/user/erase", json={}), 422, "confirm")
    assert h.post("/api/user/erase", json={"confirm": True}).json()["memories"] == 1
    _error(h.get("/api/memories"), 401)  # the user's keys went with the user
    with api.client_for("li") as again:
        assert again.get("/api/memories").json()["total"] == 0


@pytest.mark.parametrize(
    ("method", "path", "body", "status", "field"),
    [
        ("post", "/api/memories", {}, 422, "content"),
        ("post", "/api/memories", {"content": ""}, 422, "content"),
        ("post", "/api/memories", {"content": "x", "importance": 2}, 422, "importance"),
        ("post", "/api/memories", {"content": "x", "type": "Not A Type!"}, 422, "type"),
        ("post", "/api/memories", {"content": "x", "bogus": 1}, 422, "bogus"),
        ("post", "/api/memories", {"content": "x", "due_at": "not a date"}, 422, "due_at"),
        ("post", "/api/memories", [1, 2], 422, None),
        ("get", "/api/memories?limit=0", None, 422, "limit"),
        ("get", "/api/memories?sort=sideways", None, 422, "sort"),
        ("get", "/api/memories?state=gone", None, 422, "states"),
        ("get", "/api/memories?since=yesterday", None, 422, "since"),
        ("post", "/api/memories/search", {"query": "x", "k": 0}, 422, "k"),
        ("post", "/api/memories/search", {"query": "  "}, 422, "query"),
        ("post", "/api/topics", {"title": 5}, 422, "title"),
        ("post", "/api/topics/top_missing/messages", {"role": "user", "content": "hi"}, 404, None),
        ("post", "/api/topics/top_missing/messages", {"role": "robot", "content": "hi"}, 422, "role"),
        ("get", "/api/memories/mem_missing", None, 404, None),
        ("post", "/api/history/his_missing/undo", None, 404, None),
        ("post", "/api/context", {"message": "x", "budget": -1}, 422, "budget"),
        ("put", "/api/settings", ["not", "an", "object"], 422, None),
    ],
)
def test_bad_input_gets_a_4xx_naming_the_field(
    api: Api, method: str, path: str, body: object, status: int, field: str | None
) -> None:
    r = api.http.request(method, path, json=body) if body is not None else api.http.request(method, path)
    _error(r, status, field)


def test_malformed_json_and_oversized_bodies(mem: Memory) -> None:
    app = create_app(mem, auth=AuthConfig(open=True), max_body_bytes=1000)
    with LiveServer(app) as server, httpx.Client(base_url=server.url, headers={"X-Jiyi-User": "li"}) as h:
        r = h.post("/api/memories", content=b"{not json", headers={"Content-Type": "application/json"})
        _error(r, 422)
        _error(h.post("/api/memories", json={"content": "x" * 2000}), 413, "body")

        def chunks() -> Iterator[bytes]:
            yield b'{"content": "'
            yield b"y" * 2000
            yield b'"}'

        _error(h.post("/api/memories", content=chunks(), headers={"Content-Type": "application/json"}), 413)
        assert h.get("/api/memories").json()["total"] == 0


def test_cors_is_configurable(mem: Memory) -> None:
    app = create_app(mem, auth=AuthConfig(open=True), cors_origins=["https://app.example"])
    with LiveServer(app) as server:
        r = httpx.options(
            server.url + "/api/memories",
            headers={"Origin": "https://app.example", "Access-Control-Request-Method": "GET"},
        )
        assert r.headers["access-control-allow-origin"] == "https://app.example"
        r = httpx.get(server.url + "/health", headers={"Origin": "https://evil.example"})
        assert "access-control-allow-origin" not in r.headers


def test_events_are_streamed_per_user(api: Api) -> None:
    other = api.client_for("wang")
    sse = SSEListener(lambda: api.http.stream("GET", "/api/events"), lambda got: len(got) == 3).start()
    other.post("/api/memories", json={"content": "wang's secret"})  # another user: not delivered
    mid = api.http.post("/api/memories", json={"content": "li likes tea"}).json()["id"]
    api.http.delete(f"/api/memories/{mid}")
    api.http.post(f"/api/memories/{mid}/restore")
    got = sse.join(10)
    assert [e for e, _ in got] == ["memory.created", "memory.deleted", "memory.restored"]
    assert all(d["user_id"] == "li" for _, d in got)
    other.close()


def test_keys_cli(tmp_path: object, capsys: pytest.CaptureFixture[str]) -> None:
    import argparse
    from pathlib import Path

    from jiyi.server._cli import add_server_commands

    parser = argparse.ArgumentParser(prog="jiyi")
    add_server_commands(parser.add_subparsers(dest="command"))
    db = str(Path(str(tmp_path)) / "keys.db")

    def run(*argv: str) -> str:
        args = parser.parse_args(list(argv))
        assert args.func(args) == 0
        return capsys.readouterr().out

    secret = run("keys", "create", "--db", db, "--user", "li", "--name", "chat app").strip()
    assert secret.startswith("jiyi_")
    keys = KeyStore(db)
    key = keys.verify(secret)
    assert key is not None and key.user_id == "li"
    listed = run("keys", "list", "--db", db)
    assert key.id in listed and secret not in listed
    run("keys", "revoke", "--db", db, key.id)
    assert keys.verify(secret) is None
    assert "revoked" in run("keys", "list", "--db", db, "--all")
    with pytest.raises(SystemExit):
        parser.parse_args(["keys", "create", "--db", db])
    serve = parser.parse_args(["serve", "--db", db, "--open", "--upstream", "http://127.0.0.1:1/v1"])
    assert serve.open and serve.port == 8765
