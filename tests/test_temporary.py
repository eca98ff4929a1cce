"""Temporary mode is one rule in the core (seed 003 §4.4): a temporary chat, or any chat of a user whose
`temporary_mode` is on, is never stored and so never distilled — through the library, REST, MCP and the proxy."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import httpx
import openai
import pytest

from jiyi import FixedClock, Memory, ValidationError
from jiyi.server import LiveServer, create_app

from .conftest import T0
from .openai_stub import CHAT, OpenAIStub

# Durable facts the offline extractor distils at once: had they been stored, a tick would make memories of them.
SAID = "我叫李明，我住在杭州，我对花生过敏。"


def _nothing_kept(mem: Memory, clock: FixedClock, user: str = "li") -> None:
    clock.advance(hours=1)  # long past the silence window: a stored message would be distilled now
    mem.run_due()
    assert mem.list(user) == []
    assert mem.search_messages(user, "花生过敏") == []
    assert all(t.message_count == 0 for t in mem.topics.list(user))


def test_library_stores_nothing_in_temporary_mode_or_a_temporary_chat(mem: Memory, clock: FixedClock) -> None:
    topic = mem.topics.create("li", "临时")
    mem.update_settings("li", temporary_mode=True)
    assert mem.messages.add(topic.id, "user", SAID, user_id="li") is None
    assert mem.messages.add_many(topic.id, [("user", SAID, None), ("assistant", "好的", None)]) == []
    with pytest.raises(ValidationError):  # bad input is refused all the same
        mem.messages.add(topic.id, "user", "坏\x00字符")
    assert mem.extract(topic.id).status == "nothing_new"
    _nothing_kept(mem, clock)
    # With the mode off, a chat marked temporary by its caller is not stored either; an ordinary one is.
    mem.update_settings("li", temporary_mode=False)
    assert mem.messages.add(topic.id, "user", SAID, temporary=True) is None
    _nothing_kept(mem, clock)
    kept = mem.messages.add(topic.id, "user", SAID)
    assert kept is not None and [m.id for m in mem.messages.list(topic.id)] == [kept.id]
    clock.advance(hours=1)
    mem.run_due()
    assert any("花生" in m.content for m in mem.list("li"))  # what `_nothing_kept` proves absent, once stored


def test_rest_answers_204_and_stores_nothing(mem: Memory, clock: FixedClock) -> None:
    app = create_app(mem)
    with LiveServer(app) as server:
        secret, _ = app.state.auth.keys.create(user_id="li", now=T0)
        with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {secret}"}, timeout=20) as h:
            tid = h.post("/api/topics", json={"title": "临时"}).json()["id"]
            one = {"role": "user", "content": SAID}
            r = h.post(f"/api/topics/{tid}/messages", json=one, headers={"X-Jiyi-Temporary": "1"})
            assert r.status_code == 204 and r.headers["x-jiyi-temporary"] == "1"
            assert h.put("/api/settings", json={"temporary_mode": True}).status_code == 200
            assert h.post(f"/api/topics/{tid}/messages", json=one).status_code == 204
            r = h.post(f"/api/topics/{tid}/messages/batch", json={"messages": [one, one]})
            assert r.status_code == 204
            bad = h.post(f"/api/topics/{tid}/messages", json={"role": "user", "content": "坏\x00字符"})
            assert bad.status_code == 422
            assert h.get(f"/api/topics/{tid}/messages").json() == []
            _nothing_kept(mem, clock)
            h.put("/api/settings", json={"temporary_mode": False})
            assert h.post(f"/api/topics/{tid}/messages", json=one).status_code == 201


def test_mcp_add_messages_stores_and_distils_nothing(mem: Memory, clock: FixedClock) -> None:
    pytest.importorskip("mcp")
    from mcp import Client

    from jiyi._mcp import build_mcp_server

    server = build_mcp_server(mem, "li")
    turns = [{"role": "user", "content": SAID}, {"role": "assistant", "content": "记住了"}]

    async def call(c: Any, args: dict[str, Any]) -> dict[str, Any]:
        result = await c.call_tool("add_messages", args)
        assert not result.is_error, result.content
        out: dict[str, Any] = result.structured_content or json.loads(result.content[0].text)
        return out

    async def body(c: Any) -> None:
        out = await call(c, {"messages": turns, "distil_now": True, "temporary": True})
        assert (out["messages_added"], out["distilled"], out["added"]) == (0, False, [])
        mem.update_settings("li", temporary_mode=True)
        out = await call(c, {"messages": turns, "distil_now": True})
        assert (out["messages_added"], out["topic_id"]) == (0, "")
        tid = mem.topics.create("li", "已有的对话").id
        out = await call(c, {"messages": turns, "topic_id": tid, "distil_now": True})
        assert (out["messages_added"], out["added"]) == (0, [])

    async def main() -> None:
        async with Client(server) as c:
            await body(c)

    asyncio.run(main())
    assert [t.title for t in mem.topics.list("li")] == ["已有的对话"]  # no topic was opened for a temporary chat
    _nothing_kept(mem, clock)


@pytest.fixture
def proxy(mem: Memory, openai_stub: OpenAIStub) -> Iterator[openai.OpenAI]:
    app = create_app(mem, upstream=openai_stub.base_url)  # API keys in the memory's own database
    with LiveServer(app) as server:
        secret, _ = app.state.auth.keys.create(user_id="li", now=T0)
        yield openai.OpenAI(base_url=server.url + "/v1", api_key=secret, max_retries=0)


def test_proxy_stores_nothing_for_either_kind_of_temporary_chat(
    proxy: openai.OpenAI, mem: Memory, clock: FixedClock, openai_stub: OpenAIStub
) -> None:
    ask = [{"role": "user", "content": SAID}]
    proxy.chat.completions.create(model="m", messages=ask, extra_headers={"X-Jiyi-Temporary": "1"})
    mem.update_settings("li", temporary_mode=True)
    stream = proxy.chat.completions.create(model="m", messages=ask, stream=True)
    assert "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
    assert len(openai_stub.requests_to(CHAT)) == 2
    assert mem.topics.list("li") == []
    _nothing_kept(mem, clock)
