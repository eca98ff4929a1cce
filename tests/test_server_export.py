"""`GET /api/export` and `POST /api/import` over a real uvicorn server."""

from __future__ import annotations

import json
from pathlib import Path

import httpx

from jiyi import FixedClock, Memory
from jiyi.embedders import USEEmbedder
from jiyi.server import AuthConfig, KeyStore, LiveServer, create_app

from .conftest import T0


def _client(server: LiveServer, keys: KeyStore, user: str) -> httpx.Client:
    secret, _ = keys.create(user_id=user, now=T0)
    return httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {secret}"}, timeout=30)


def test_export_then_import_into_another_server(
    mem: Memory, tmp_path: Path, embedder: USEEmbedder, clock: FixedClock
) -> None:
    t = mem.topics.create("li", "tech")
    mem.messages.add(t.id, "user", "我叫李明，是后端工程师。")
    m = mem.add("li", "I prefer dark roast coffee", type="preference")
    mem.forget("li", m.id)
    mem.add("wang", "王芳喜欢喝茶")
    expected = list(mem.export_user("li"))

    keys = KeyStore(mem.store.path)
    with LiveServer(create_app(mem, auth=AuthConfig(keys=keys))) as server, _client(server, keys, "li") as h:
        r = h.get("/api/export")
        assert r.status_code == 200 and r.headers["content-type"].startswith("application/x-ndjson")
        body = r.text
    assert body.splitlines() == expected and "王芳" not in body

    other = Memory(tmp_path / "other.db", embedder=embedder, clock=clock)
    keys2 = KeyStore(other.store.path)
    app = create_app(other, auth=AuthConfig(keys=keys2), max_import_bytes=len(body.encode()) + 10)
    try:
        with LiveServer(app) as server, _client(server, keys2, "li") as h, _client(server, keys2, "zhao") as z:
            report = h.post("/api/import", content=body, headers={"Content-Type": "application/x-ndjson"}).json()
            assert report["topics"] == 1 and report["messages"] == 1 and report["memories"] == 1
            assert h.post("/api/import", content=body).json()["skipped"] == len(expected) - 1
            assert h.get("/api/export").text.splitlines() == expected

            # a user key cannot import another user's lines without saying so
            r = z.post("/api/import", content=body)
            assert r.status_code == 422 and r.json()["error"]["field"] == "line 1", r.text
            r = z.post(
                "/api/import",
                content="\n".join([json.dumps({**json.loads(expected[0]), "user_id": "zhao"}), *expected[1:]]),
            )
            assert r.status_code == 422 and "line 2" in r.json()["error"]["message"]
            # nor name another user
            assert z.get("/api/export", headers={"X-Jiyi-User": "li"}).status_code == 403
            assert z.post("/api/import", content=body, headers={"X-Jiyi-User": "li"}).status_code == 403
            assert z.get("/api/export").text.splitlines() == [
                json.dumps({**json.loads(expected[0]), "user_id": "zhao"})
            ]

            broken = body.replace('"kind": "memory"', '"kind": "memoir"')
            r = z.post("/api/import", content=broken, params={"as_user": True})
            assert r.status_code == 422 and r.json()["error"]["field"].startswith("line ")
            assert z.get("/api/topics").json() == []

            assert z.post("/api/import", content=body + "\n" + " " * 20).status_code == 413
            # with as_user the lines are acceptable, but their ids belong to li in this database: 409, nothing written
            r = z.post("/api/import", content=body, params={"as_user": True})
            assert r.status_code == 409 and r.json()["error"]["type"] == "conflict"
            assert z.get("/api/memories", params={"state": "forgotten"}).json()["total"] == 0
            assert h.get("/api/export").text.splitlines() == expected
    finally:
        other.close()
