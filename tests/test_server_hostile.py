"""Every route of a real server (keys checked, the `/v1` proxy in front of the local OpenAI stub) against
hostile input, on both stores: deeply nested JSON, 10 MB bodies, times at the ends of the calendar, lone
surrogates, NUL, BIDI and zero-width characters, full-text query syntax, negative and huge numbers.

Two things must hold for every request: the answer is never a 5xx, and a refused request (4xx) leaves the
user's data exactly as it was (the user's export and API keys are compared before and after). Each route
gets its own user, so a request that legitimately succeeds (an erase, a clear) cannot hide a later one.
The cases are a fixed list (no randomness), so a run is repeatable; `tests/test_server_fuzz.py` adds
schemathesis' generated requests on top.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

import httpx
import pytest

from jiyi import Memory
from jiyi.server import AuthConfig, KeyStore, LiveServer, create_app
from jiyi.server._keys import PgKeyStore

from .conftest import T0
from .openai_stub import OpenAIStub

#: Text that has broken, or could break, something between the HTTP edge and the database.
HOSTILE_TEXT = [
    "",
    "   ",
    "茶\x00叶",  # NUL: PostgreSQL text cannot hold it
    "茶\ud800叶",  # a lone surrogate: not Unicode, cannot be encoded
    "\u202e我喜欢喝茶",  # BIDI override
    "\u200b",  # zero-width space only
    "\u200b\u200d\ufeff",
    '"',
    "*",
    "NEAR(茶 咖啡",
    "茶 OR 咖啡 AND NOT -水 ^2 col:x",
    "(((",
    "))",
    "茶 & 咖啡 | !水 <-> 酒 :*",
    "' OR 1=1 --",
    "%_\\",
    "😀🍵",
    "长" * 120_000,  # over every text limit
]
#: Times jiyi cannot do arithmetic on, or that are not times at all.
EXTREME_DATES: list[Any] = [
    "0001-01-01T00:00:00Z",
    "9999-12-31T23:59:59Z",
    "9999-12-31T23:59:59-12:00",
    "0001-01-01T00:00:00+14:00",
    "1899-12-31T23:59:59Z",
    "3000-01-01T00:00:00Z",
    "2026-13-45T99:00:00Z",
    "not a time",
    10**20,
    -(10**20),
]
HOSTILE_INTS: list[Any] = [-1, 0, -(2**63), 2**63, 10**30, 1.5, float("nan"), float("inf"), "abc"]
DATE_FIELDS = frozenset({"since", "until", "created_at", "due_at", "remind_at", "expires_at"})
NESTED = b"[" * 100_000 + b"]" * 100_000
NESTED_OBJECT = b'{"a":' * 50_000 + b"1" + b"}" * 50_000
NDJSON = "application/x-ndjson"
TEN_MB = json.dumps({"content": "茶" * 3_500_000}).encode()  # 10.5 MB as UTF-8


@dataclass
class Route:
    """A route, a baseline request that works, and what of it to vary."""

    method: str
    path: str  # {mid} memory, {tid} topic, {hid} history entry, {todo} todo memory, {kid} API key
    query: dict[str, Any] = field(default_factory=dict)
    body: Any = None
    raw_body: bool = False  # the body is sent as it is (NDJSON), not as JSON


ROUTES = [
    Route("GET", "/health"),
    Route("GET", "/"),
    Route("GET", "/ui/app.js"),
    Route(
        "GET",
        "/api/memories",
        {
            "text": "茶",
            "since": "2026-01-01T00:00:00Z",
            "until": "2027-01-01T00:00:00Z",
            "sort": "created_desc",
            "type": "preference",
            "state": "active",
            "limit": 10,
            "offset": 0,
        },
    ),
    Route(
        "POST",
        "/api/memories",
        body={
            "content": "我每天早上喝乌龙茶",
            "type": "preference",
            "importance": 0.5,
            "expires_at": "2027-01-01T00:00:00Z",
        },
    ),
    Route(
        "POST",
        "/api/memories",
        body={
            "content": "周五下午三点交报告",
            "type": "todo",
            "due_at": "2026-11-27T15:00:00+08:00",
            "remind_at": "2026-11-27T14:00:00+08:00",
        },
    ),
    Route("POST", "/api/memories/search", body={"query": "喝茶", "k": 5, "types": ["preference"], "context": ["茶"]}),
    Route("GET", "/api/memories/stats", {"top": 5}),
    Route("POST", "/api/memories/clear", body={"confirm": True, "reason": "清空"}),
    Route("GET", "/api/memories/{mid}"),
    Route("PATCH", "/api/memories/{mid}", body={"content": "我更喜欢绿茶", "importance": 0.7, "reason": "改口"}),
    Route("DELETE", "/api/memories/{mid}", {"reason": "不需要了"}),
    Route("POST", "/api/memories/{mid}/forget", {"reason": "忘掉"}),
    Route(
        "POST", "/api/memories/forget-about", body={"query": "马拉松", "dry_run": True, "reason": "隐私", "limit": 5}
    ),
    Route("POST", "/api/memories/{mid}/restore", {"reason": "恢复"}),
    Route("GET", "/api/memories/{mid}/history", {"limit": 10}),
    Route("GET", "/api/history", {"limit": 10}),
    Route("POST", "/api/history/{hid}/undo"),
    Route("POST", "/api/topics", body={"title": "周末计划"}),
    Route("GET", "/api/topics", {"limit": 10, "offset": 0, "forgotten": "false"}),
    Route("GET", "/api/topics/{tid}"),
    Route("DELETE", "/api/topics/{tid}", {"erase": "false", "reason": "忘掉这段对话"}),
    Route("POST", "/api/topics/{tid}/restore", {"reason": "恢复"}),
    Route(
        "POST",
        "/api/topics/{tid}/messages",
        body={"role": "user", "content": "我下周去杭州出差", "created_at": "2026-11-20T10:00:00+08:00"},
    ),
    Route("GET", "/api/topics/{tid}/messages", {"limit": 10, "after_seq": 0}),
    Route(
        "POST",
        "/api/topics/{tid}/messages/batch",
        body={"messages": [{"role": "user", "content": "你好", "created_at": "2026-11-20T10:00:00Z"}]},
    ),
    Route("POST", "/api/topics/{tid}/extract-memories"),
    Route("POST", "/api/messages/search", body={"query": "杭州", "k": 3}),
    Route("GET", "/api/settings"),
    Route("PUT", "/api/settings", body={"temporary_mode": False, "reminder_lead_minutes": 30}),
    Route("POST", "/api/context", body={"message": "我喜欢喝什么茶", "recent": ["早上好"], "budget": 500, "k": 5}),
    Route("POST", "/api/user/erase", body={"confirm": True}),
    Route("GET", "/api/export"),
    Route("POST", "/api/import", {"as_user": "false"}, body="{export}", raw_body=True),
    Route("GET", "/api/jobs", {"status": "pending", "all_users": "false"}),
    Route("GET", "/api/todos", {"include_completed": "false", "limit": 10}),
    Route("POST", "/api/todos/{todo}/complete"),
    Route("POST", "/api/todos/{todo}/reopen"),
    Route("POST", "/api/todos/{todo}/snooze", body={"until": "2026-12-01T09:00:00+08:00"}),
    Route("GET", "/api/me"),
    Route("GET", "/api/keys", {"include_revoked": "false"}),
    Route("POST", "/api/keys", body={"name": "手机"}),
    Route("DELETE", "/api/keys/{kid}"),
    Route("GET", "/api/profile"),
    Route("GET", "/api/timeline", {"days": 7}),
    Route(
        "POST", "/v1/chat/completions", body={"model": "stub-model", "messages": [{"role": "user", "content": "你好"}]}
    ),
    Route("GET", "/v1/models"),
    Route("POST", "/v1/embeddings", body={"input": ["我喜欢喝茶"], "model": "x"}),
]


@dataclass
class Request:
    """One hostile request, ready to send."""

    what: str
    method: str
    url: str
    content: bytes | None = None
    content_type: str = "application/json"
    auth: bool = True


@dataclass
class Seeded:
    """One user's data, made through the library before the route is attacked."""

    user: str
    secret: str
    ids: dict[str, str]


def _seed(mem: Memory, keys: KeyStore, user: str) -> Seeded:
    topic = mem.topics.create(user, "出差")
    mem.messages.add_many(topic.id, [("user", "我下周去杭州出差", None), ("assistant", "好的，注意天气", None)])
    rec = mem.add(user, "我每天早上喝乌龙茶", type="preference")
    todo = mem.add(user, "周五交季度报告", type="todo", due_at="2026-11-27T15:00:00+08:00")
    history = mem.history(user, rec.id)
    secret, _ = keys.create(user_id=user, now=T0)
    _, spare = keys.create(user_id=user, name="备用", now=T0)
    ids = {"mid": rec.id, "tid": topic.id, "hid": history[0].id, "todo": todo.id, "kid": spare.id}
    return Seeded(user, secret, ids)


def _url(path: str, query: dict[str, Any]) -> str:
    parts = [f"{quote(k, safe='')}={_q(v)}" for k, v in query.items()]
    return path + ("?" + "&".join(parts) if parts else "")


def _q(value: Any) -> str:
    # A lone surrogate cannot be UTF-8 encoded: send the bytes a careless client would (CESU-8), as %-escapes.
    text = str(value)
    return quote(text.encode("utf-8", errors="surrogatepass"), safe="")


def _variants(value: Any, name: str) -> list[Any]:
    if name in DATE_FIELDS:
        return [*EXTREME_DATES, "茶\x00", "\ud800"]
    if isinstance(value, bool):
        return ["yes please", 2, None, "\x00"]
    if isinstance(value, (int, float)):
        return HOSTILE_INTS
    if isinstance(value, list):
        return [[], [None], ["\ud800"], ["\x00"], [[[[]]]], ["茶"] * 5000, "not a list"]
    return [*HOSTILE_TEXT, None, 12, ["list"], {"an": "object"}]


def _mutations(body: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """(where, body with one leaf replaced) for every leaf of `body` and every hostile value of its kind."""
    if isinstance(body, dict):
        for key, value in body.items():
            where = f"{path}.{key}" if path else key
            if isinstance(value, (dict, list)) and value and not all(isinstance(v, str) for v in value):
                inner = value[0] if isinstance(value, list) else value
                for sub_where, sub in _mutations(inner, where):
                    yield sub_where, {**body, key: [sub] if isinstance(value, list) else sub}
            for variant in _variants(value, key):
                yield where, {**body, key: variant}
        yield f"{path or 'body'} + surrogate key", {**body, "\ud800": 1}


def _requests(route: Route, seeded: Seeded, export: str) -> Iterator[Request]:
    path = route.path.format(**seeded.ids)
    base_body = export.encode() if route.raw_body else route.body

    def send(what: str, url: str, body: Any = base_body, **kw: Any) -> Request:
        # JSON bodies are ASCII-escaped, so "\ud800" travels as an escape, as any JSON client would send it.
        content = body if isinstance(body, bytes) or body is None else json.dumps(body, ensure_ascii=True).encode()
        return Request(what, route.method, url, content, **kw)

    yield send("baseline", _url(path, route.query))
    yield send("no key", _url(path, route.query), auth=False)
    for name in ("mid", "tid", "hid", "todo", "kid"):
        if "{" + name + "}" in route.path:
            for bad in ["茶\x00", "\ud800", "\u202e" + seeded.ids[name], "*", "../../etc/passwd", "x" * 5000, " "]:
                yield send(f"path {name}={bad[:20]!r}", _url(route.path.format(**{**seeded.ids, name: _q(bad)}), {}))
    for key, value in route.query.items():
        for bad in _variants(value, key):
            if bad is None or isinstance(bad, (list, dict)) or len(str(bad)) > 10_000:  # URLs stay under 16 KB
                continue
            yield send(f"query {key}={str(bad)[:30]!r}", _url(path, {**route.query, key: bad}))
    if route.method in ("GET", "DELETE") and route.body is None:
        return
    if route.raw_body:
        yield from _import_requests(send, _url(path, route.query), export)
    elif route.body is not None:
        for where, body in _mutations(route.body):
            yield send(f"body {where} -> {_short(body, where)}", _url(path, route.query), body)
    url = _url(path, route.query)
    yield send("nested arrays", url, NESTED)
    yield send("nested objects", url, NESTED_OBJECT)
    yield send("10 MB body", url, TEN_MB)
    yield send("invalid UTF-8", url, b'{"content": "\xff\xfe\xed\xa0\x80"}')
    yield send("a JSON array", url, b"[1, 2, 3]")
    yield send("null", url, b"null")
    yield send("empty body", url, b"")
    yield send("not JSON", url, b"{'content': ")


def _import_requests(send: Any, url: str, export: str) -> Iterator[Request]:
    lines = export.splitlines()
    header, records = lines[0], [json.loads(line) for line in lines[1:]]
    for i, rec in enumerate(records):
        for key, value in rec.items():
            if key in ("kind", "id", "user_id"):
                continue
            if isinstance(value, str) and (key.endswith("_at") or key in ("valid_from", "valid_until")):
                bad_values: list[Any] = ["9999-12-31T23:59:59-12:00", "0001-01-01T00:00:00Z"]
            elif isinstance(value, str):
                bad_values = ["茶\x00叶", "茶\ud800叶", "\u202e茶"]
            else:
                continue
            for bad in bad_values:
                body = "\n".join(
                    [header, *(json.dumps({**r, key: bad} if j == i else r) for j, r in enumerate(records))]
                )
                yield send(
                    f"import {rec['kind']}.{key}={bad!r}", url, body.encode(), content_type="application/x-ndjson"
                )
    yield send("import nested line", url, (header + "\n").encode() + NESTED, content_type="application/x-ndjson")
    yield send("import 10 MB", url, TEN_MB, content_type="application/x-ndjson")


def _short(body: Any, where: str) -> str:
    return repr(body)[:60]


def _snapshot(mem: Memory, keys: KeyStore, user: str) -> tuple[list[str], list[tuple[str, str, bool]]]:
    lines = sorted(mem.export_user(user))
    own = [(k.id, k.name, k.active) for k in keys.list(include_revoked=True) if k.user_id == user]
    return lines, own


@pytest.fixture
def attack(mem: Memory, backend: str, openai_stub: OpenAIStub) -> Iterator[tuple[LiveServer, Memory, KeyStore]]:
    keys: KeyStore = KeyStore(mem.store.path) if backend == "sqlite" else PgKeyStore(mem.store)  # type: ignore[attr-defined]
    app = create_app(mem, upstream=openai_stub.base_url, auth=AuthConfig(keys=keys, rate_limit_per_minute=0))
    with LiveServer(app) as server:
        yield server, mem, keys


def test_no_route_gives_a_server_error_or_keeps_half_of_a_refused_request(
    attack: tuple[LiveServer, Memory, KeyStore],
) -> None:
    server, mem, keys = attack
    failures: list[str] = []
    sent = 0
    with httpx.Client(base_url=server.url, timeout=60) as http:
        for n, route in enumerate(ROUTES):
            seeded = _seed(mem, keys, f"用户{n}")
            export = "\n".join(mem.export_user(seeded.user))
            before = _snapshot(mem, keys, seeded.user)
            for req in _requests(route, seeded, export):
                headers = {"Content-Type": req.content_type}
                if req.auth:
                    headers["Authorization"] = f"Bearer {seeded.secret}"
                label = f"{route.method} {route.path} [{req.what}]"
                sent += 1
                try:
                    r = http.request(req.method, req.url, content=req.content, headers=headers)
                except httpx.TransportError as exc:  # the server crashed mid-answer: as bad as a 500
                    failures.append(f"{label}: no answer ({exc!r})")
                    continue
                if r.status_code >= 500:
                    failures.append(f"{label}: {r.status_code} {r.text[:200]}")
                after = _snapshot(mem, keys, seeded.user)
                if 400 <= r.status_code < 500 and after != before:
                    failures.append(f"{label}: refused with {r.status_code} but the user's data changed")
                if 400 <= r.status_code < 500 and not r.headers.get("content-type", "").startswith("application/json"):
                    failures.append(f"{label}: refused with {r.status_code} without a JSON error body")
                before = after
    assert sent > 1000
    assert not failures, f"{len(failures)} of {sent} requests failed:\n" + "\n".join(failures)
