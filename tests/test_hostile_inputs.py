"""Input jiyi must refuse at the edge, alike on both stores (issue #16, item 5): times it cannot do arithmetic
on, deeply nested JSON, lone surrogates and NUL characters. Each is a 4xx (ValidationError in the library)
with a message, and nothing is written."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from jiyi import Memory, UserError, ValidationError
from jiyi.server import AuthConfig, KeyStore, LiveServer, create_app
from jiyi.server._keys import PgKeyStore

from .conftest import T0
from .openai_stub import OpenAIStub

#: year 1, year 9999, and a 9999 instant that is past datetime.max once moved to UTC
IMPOSSIBLE = ["0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "9999-12-31T23:59:59-12:00"]
NESTED = b"[" * 100_000 + b"]" * 100_000


@dataclass
class Api:
    server: LiveServer
    http: httpx.Client
    keys: KeyStore
    mem: Memory


@pytest.fixture
def api(mem: Memory, backend: str, openai_stub: OpenAIStub) -> Iterator[Api]:
    keys = KeyStore(mem.store.path) if backend == "sqlite" else PgKeyStore(mem.store)  # type: ignore[attr-defined]
    app = create_app(mem, upstream=openai_stub.base_url, auth=AuthConfig(keys=keys))
    with LiveServer(app) as server:
        secret, _ = keys.create(user_id="li", now=T0)
        with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {secret}"}, timeout=30) as http:
            yield Api(server, http, keys, mem)


def _refused(r: httpx.Response, status: int = 422) -> str:
    assert r.status_code == status, r.text
    message: str = r.json()["error"]["message"]
    assert message
    return message


def _export(mem: Memory, user: str = "li") -> list[str]:
    return sorted(mem.export_user(user))


# --- times -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("when", IMPOSSIBLE)
def test_the_library_refuses_times_it_cannot_do_arithmetic_on(mem: Memory, when: str) -> None:
    topic = mem.topics.create("li", "旅行")
    todo = mem.add("li", "周五交报告", type="todo", due_at="2026-11-27T15:00:00+08:00")
    before = _export(mem)
    with pytest.raises(ValidationError, match="out of range") as exc:
        mem.messages.add(topic.id, "user", "我下周去杭州", created_at=when)
    assert exc.value.field == "messages[0].created_at"
    for field in ("due_at", "expires_at"):
        with pytest.raises(ValidationError, match="out of range"):
            mem.add("li", "明天下午开会", type="todo", **{field: when})  # type: ignore[arg-type]
    with pytest.raises(ValidationError, match="out of range"):
        mem.add("li", "明天下午开会", type="todo", due_at="2026-11-28T15:00:00Z", remind_at=when)
    with pytest.raises(ValidationError, match="out of range"):
        mem.snooze_todo("li", todo.id, when)
    with pytest.raises(ValidationError, match="out of range"):
        mem.list("li", since=when)  # type: ignore[arg-type]
    assert _export(mem) == before


def test_the_edge_of_the_accepted_range_is_accepted(mem: Memory) -> None:
    topic = mem.topics.create("li", "家史")
    old = mem.messages.add(topic.id, "user", "爷爷1900年出生", created_at="1900-01-01T00:00:00Z")
    late = mem.messages.add(topic.id, "user", "时间胶囊2999年打开", created_at="2999-12-31T23:59:59Z")
    assert (old.created_at.year, late.created_at.year) == (1900, 2999)


@pytest.mark.parametrize("when", IMPOSSIBLE)
def test_every_date_field_of_the_api_refuses_impossible_times_with_422(api: Api, when: str) -> None:
    h = api.http
    tid = h.post("/api/topics", json={"title": "旅行"}).json()["id"]
    todo = h.post("/api/memories", json={"content": "周五交报告", "type": "todo", "due_at": "2026-11-27T15:00:00Z"})
    before = _export(api.mem)
    message = _refused(
        h.post(f"/api/topics/{tid}/messages", json={"role": "user", "content": "你好", "created_at": when})
    )
    assert "out of range" in message and "created_at" in message
    batch = {"messages": [{"role": "user", "content": "你好"}, {"role": "user", "content": "再见", "created_at": when}]}
    _refused(h.post(f"/api/topics/{tid}/messages/batch", json=batch))
    for field in ("due_at", "remind_at", "expires_at"):
        body = {"content": "明天下午开会", "type": "todo", "due_at": "2026-11-28T15:00:00Z", field: when}
        assert "out of range" in _refused(h.post("/api/memories", json=body))
    _refused(h.post(f"/api/todos/{todo.json()['id']}/snooze", json={"until": when}))
    for param in ("since", "until"):
        _refused(h.get("/api/memories", params={param: when}))
    assert _export(api.mem) == before


@pytest.mark.parametrize("when", IMPOSSIBLE)
def test_an_import_with_an_impossible_time_is_refused_and_writes_nothing(api: Api, when: str) -> None:
    api.mem.add("li", "我喜欢喝乌龙茶", type="preference")
    records = [json.loads(line) for line in api.mem.export_user("li")]
    memory = next(r for r in records if r["kind"] == "memory")
    memory["created_at"] = when
    body = "\n".join(json.dumps(r, ensure_ascii=False) for r in records).encode()
    secret, _ = api.keys.create(user_id="wang", now=T0)  # li's export, imported into a user with nothing yet
    headers = {"Content-Type": "application/x-ndjson", "Authorization": f"Bearer {secret}"}
    before = _export(api.mem, "wang")
    message = _refused(api.http.post("/api/import", params={"as_user": "true"}, content=body, headers=headers))
    assert "out of range" in message and "line " in message
    assert _export(api.mem, "wang") == before and len(before) == 1  # still only the export's header line


def test_the_cli_refuses_an_impossible_snooze_time_with_exit_code_1(
    tmp_path: Path, embedder: object, capsys: pytest.CaptureFixture[str]
) -> None:
    from jiyi.cli import main

    db = tmp_path / "cli.db"
    with Memory(db, embedder=embedder) as mem:  # type: ignore[arg-type]
        todo = mem.add("li", "周五交报告", type="todo", due_at="2026-11-27T15:00:00Z")
    code = main(["todo", "snooze", todo.id, "--until", "9999-12-31T23:59:59-12:00", "--db", str(db), "--user", "li"])
    assert code == 1  # invalid data; 2 is for usage errors
    err = capsys.readouterr().err
    assert "out of range" in err and "Traceback" not in err


# --- nested JSON ---------------------------------------------------------------------------------------
def test_deeply_nested_json_is_refused_not_a_server_error(api: Api) -> None:
    anonymous = httpx.post(api.server.url + "/v1/chat/completions", content=NESTED, timeout=30)
    assert 400 <= anonymous.status_code < 500, anonymous.text  # refused before any key check, without a 500
    _refused(api.http.post("/v1/chat/completions", content=NESTED))
    _refused(api.http.post("/v1/embeddings", content=b'{"input": ' + NESTED + b"}"))
    header = json.dumps({"kind": "jiyi-export", "version": 1, "user_id": "li"}).encode()
    message = _refused(api.http.post("/api/import", content=header + b"\n" + NESTED))
    assert "line 2" in message and "nested" in message
    assert (
        api.http.post("/api/memories", content=NESTED, headers={"Content-Type": "application/json"}).status_code < 500
    )


# --- lone surrogates ------------------------------------------------------------------------------------
def _post_json(http: httpx.Client, url: str, body: object) -> httpx.Response:
    # ensure_ascii: the lone surrogate travels as the JSON escape "\ud800", as any JSON client sends it
    return http.post(url, content=json.dumps(body).encode(), headers={"Content-Type": "application/json"})


def test_a_lone_surrogate_is_refused_with_422_everywhere_and_nothing_is_stored(api: Api) -> None:
    h = api.http
    tid = h.post("/api/topics", json={"title": "茶"}).json()["id"]
    bad = "我喜欢\ud800喝茶"
    before = _export(api.mem)
    assert "surrogate" in _refused(_post_json(h, "/api/memories", {"content": bad}))
    assert "surrogate" in _refused(_post_json(h, f"/api/topics/{tid}/messages", {"role": "user", "content": bad}))
    _refused(_post_json(h, "/api/memories/search", {"query": bad}))
    _refused(_post_json(h, "/api/memories/search", {"query": "茶", "context": [bad]}))
    _refused(_post_json(h, "/api/messages/search", {"query": bad}))
    _refused(_post_json(h, "/api/context", {"message": "茶", "recent": [bad]}))
    _refused(_post_json(h, "/api/topics", {"title": bad}))
    _refused(_post_json(h, "/v1/embeddings", {"input": bad}))
    chat = {"model": "stub-model", "messages": [{"role": "user", "content": bad}]}
    assert "surrogate" in _refused(_post_json(h, "/v1/chat/completions", chat))
    assert _export(api.mem) == before


def test_the_library_refuses_a_lone_surrogate_in_what_it_would_store(mem: Memory) -> None:
    topic = mem.topics.create("li", "茶")
    with pytest.raises(ValidationError, match="surrogate"):
        mem.add("li", "我喜欢\ud800喝茶")
    with pytest.raises(ValidationError, match="surrogate"):
        mem.messages.add(topic.id, "user", "\ud800")
    with pytest.raises(ValidationError, match="surrogate"):
        mem.topics.create("li", "标题\udfff")
    with pytest.raises(ValidationError, match="surrogate"):
        mem.search("li", "茶\ud800")
    assert mem.list("li") == [] and len(mem.topics.list("li")) == 1


# --- NUL --------------------------------------------------------------------------------------------------
def test_nul_is_refused_alike_on_both_stores(api: Api) -> None:
    h = api.http
    rec = h.post("/api/memories", json={"content": "我喜欢喝乌龙茶"}).json()
    tid = h.post("/api/topics", json={"title": "茶"}).json()["id"]
    before = _export(api.mem)
    keys_before = api.keys.list(include_revoked=True)
    assert "U+0000" in _refused(h.post("/api/topics", json={"title": "茶\x00叶"}))
    _refused(h.post("/api/keys", json={"name": "手机\x00"}))
    _refused(h.patch(f"/api/memories/{rec['id']}", json={"importance": 0.3, "reason": "改\x00"}))
    _refused(h.delete(f"/api/memories/{rec['id']}", params={"reason": "删\x00"}))
    _refused(h.post(f"/api/memories/{rec['id']}/forget", params={"reason": "\x00"}))
    _refused(h.delete(f"/api/topics/{tid}", params={"reason": "\x00"}))
    _refused(h.get("/api/memories", params={"text": "茶\x00"}))
    _refused(h.post("/api/memories/forget-about", json={"query": "茶", "reason": "\x00"}))
    for path in (f"/api/memories/{rec['id']}%00", "/api/topics/x%00y", "/api/keys/key%00", "/api/todos/a%00/complete"):
        r = h.request("DELETE" if path.startswith("/api/keys") else "POST" if "complete" in path else "GET", path)
        assert r.status_code in (404, 422), (path, r.status_code, r.text)
    assert _export(api.mem) == before
    assert api.keys.list(include_revoked=True) == keys_before


def test_the_library_refuses_nul_in_stored_text_on_both_stores(mem: Memory) -> None:
    rec = mem.add("li", "我喜欢喝乌龙茶")
    topic = mem.topics.create("li", "茶")
    with pytest.raises(ValidationError, match="U\\+0000"):
        mem.topics.create("li", "茶\x00叶")
    with pytest.raises(ValidationError, match="U\\+0000"):
        mem.delete("li", rec.id, reason="删\x00")
    with pytest.raises(ValidationError, match="U\\+0000"):
        mem.forget_topic("li", topic.id, reason="\x00")
    with pytest.raises(ValidationError, match="U\\+0000"):
        mem.list("li", text="茶\x00")
    assert [m.id for m in mem.list("li")] == [rec.id] and mem.topics.get(topic.id).forgotten_at is None


def test_a_nul_in_an_id_or_lookup_is_a_user_error_in_the_library_on_both_stores(mem: Memory) -> None:
    # Below the server's URL check: PostgreSQL raised its DataError (a 500 through any face) where SQLite
    # simply found nothing. Either answer is the caller's mistake now, never a crash.
    mem.add("li", "我喜欢喝乌龙茶")
    with pytest.raises(UserError):
        mem.get("li", "mem_\x00")
    with pytest.raises(UserError):
        mem.topics.get("top_\x00", user_id="li")
    with pytest.raises(UserError):
        mem.history("li", "mem_\x00")
