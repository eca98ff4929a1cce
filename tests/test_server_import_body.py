"""`POST /api/import` takes exports of realistic size with the default server settings (its own, larger body
limit), while every other route keeps the small one; on SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from jiyi import FixedClock, Memory, ValidationError
from jiyi.client import RemoteMemory
from jiyi.embedders import USEEmbedder
from jiyi.server import LiveServer, create_app
from jiyi.server._app import DEFAULT_MAX_BODY

from .conftest import T0, DbFactory

_DIARY = "今天在杭州开会，晚上沿着西湖散步，想起明年春天要带爸妈来看樱花。" * 700  # 22,400 characters


@pytest.fixture
def export(backend: str, db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock) -> Iterator[list[str]]:
    """An export of about 3 MB: long conversations and some memories (messages are not embedded here, to
    keep it quick; the import embeds them again anyway)."""
    source = Memory(db_factory("source.db"), embedder=embedder, clock=clock, embed_messages=False)
    try:
        for week in range(6):
            topic = source.topics.create("li", f"第 {week + 1} 周的日记")
            source.messages.add_many(topic.id, [("user", f"{_DIARY}（第 {day} 天）", None) for day in range(7)])
        for i in range(20):
            source.add("li", f"用户第 {i} 次提到要带爸妈去杭州看樱花", type="fact")
        yield list(source.export_user("li"))
    finally:
        source.close()


def _target(db_factory: DbFactory, name: str, embedder: USEEmbedder, clock: FixedClock) -> Memory:
    # messages not embedded: this is about the body reaching the import, not about the embedder's speed
    return Memory(db_factory(name), embedder=embedder, clock=clock, embed_messages=False)


def test_an_export_over_the_body_limit_imports_with_default_settings(
    export: list[str], db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock
) -> None:
    body = "\n".join(export).encode()
    assert len(body) > 2_400_000 > DEFAULT_MAX_BODY  # too big for --max-body (was: 413 on /api/import)
    for name in ("over-http.db", "remote-memory.db"):
        target = _target(db_factory, name, embedder, clock)
        try:
            app = create_app(target)  # default settings
            with LiveServer(app) as server:
                secret, _ = app.state.auth.keys.create(user_id="li", now=T0)
                auth = {"Authorization": f"Bearer {secret}"}
                with httpx.Client(base_url=server.url, headers=auth, timeout=120) as h:
                    if name == "over-http.db":
                        r = h.post("/api/import", content=body, headers={"Content-Type": "application/x-ndjson"})
                        assert r.status_code == 200, r.text
                        counts = (r.json()["topics"], r.json()["messages"], r.json()["memories"])
                    else:
                        with RemoteMemory(server.url, api_key=secret, timeout=120) as remote:
                            report = remote.import_user("li", export)
                        counts = (report.topics, report.messages, report.memories)
                    assert counts == (6, 42, 20)
                    assert h.get("/api/export").text.splitlines() == export
                    # every other route keeps the small limit, and the refusal names the option to raise
                    r = h.post("/api/memories", json={"content": "樱" * (DEFAULT_MAX_BODY // 3 + 10)})
                    assert r.status_code == 413 and "--max-body" in r.json()["error"]["message"]
        finally:
            target.close()


def test_an_import_over_its_own_limit_is_refused_naming_the_option(
    export: list[str], db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock
) -> None:
    body = "\n".join(export).encode()
    target = _target(db_factory, "target.db", embedder, clock)
    try:
        app = create_app(target, max_import_bytes=len(body) - 1)
        with LiveServer(app) as server:
            secret, _ = app.state.auth.keys.create(user_id="li", now=T0)
            with RemoteMemory(server.url, api_key=secret, timeout=120) as remote:
                with pytest.raises(ValidationError, match="--max-import-body"):
                    remote.import_user("li", export)
                with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {secret}"}) as h:

                    def chunks() -> Iterator[bytes]:  # no Content-Length: counted as it arrives
                        yield from (body[i : i + 65536] for i in range(0, len(body), 65536))

                    r = h.post("/api/import", content=chunks())
                    assert r.status_code == 413 and "--max-import-body" in r.json()["error"]["message"]
        assert target.topics.list("li") == []  # nothing written half-way
    finally:
        target.close()
