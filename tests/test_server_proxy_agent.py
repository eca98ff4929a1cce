"""The OpenAI-compatible proxy takes an agent scope the way it takes the user: the `X-Jiyi-Agent` header or
`metadata.agent_id` in the body. The prompt then holds only that agent's memories, and the exchange (and what
is distilled from it) belongs to that agent. Driven by the official `openai` client over a real server; the
upstream is the local OpenAI-protocol stub."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import openai
import pytest

from jiyi import Memory
from jiyi.server import LiveServer, create_app

from .conftest import T0
from .openai_stub import CHAT, OpenAIStub

# One question that recalls both agents' memories when nothing narrows it.
QUESTION = "FastAPI 的接口和林舟的故事，你还记得哪些？"


@pytest.fixture
def proxy(backend: str, mem: Memory, openai_stub: OpenAIStub) -> Iterator[tuple[openai.OpenAI, LiveServer, str]]:
    app = create_app(mem, upstream=openai_stub.base_url)  # keys in the memory's own database (SQLite or PostgreSQL)
    with LiveServer(app) as server:
        secret, _ = app.state.auth.keys.create(user_id="li", now=T0)
        yield openai.OpenAI(base_url=server.url + "/v1", api_key=secret, max_retries=0), server, secret


def _ask(text: str) -> list[dict[str, str]]:
    return [{"role": "user", "content": text}]


def _system(openai_stub: OpenAIStub) -> str:
    sent = openai_stub.requests_to(CHAT)[-1].messages
    return str(sent[0]["content"]) if sent and sent[0]["role"] == "system" else ""


def test_an_agent_gets_only_its_own_memories_and_its_exchange_is_its_own(
    proxy: tuple[openai.OpenAI, LiveServer, str], mem: Memory, openai_stub: OpenAIStub
) -> None:
    client, _, _ = proxy
    coder = mem.add("li", "用户写后端接口用 FastAPI", type="fact", agent_id="coder")
    writer = mem.add("li", "用户的小说主角叫林舟", type="fact", agent_id="writer")
    client.chat.completions.create(model="m", messages=_ask(QUESTION))
    unscoped = _system(openai_stub)
    assert "FastAPI" in unscoped and "林舟" in unscoped  # without an agent: the user's whole memory

    # The header names the agent: only its memories reach the prompt, and the header names only them.
    raw = client.chat.completions.with_raw_response.create(
        model="m", messages=_ask(QUESTION), extra_headers={"X-Jiyi-Agent": "coder"}
    )
    raw.parse()
    system = _system(openai_stub)
    assert "FastAPI" in system and "林舟" not in system, system
    assert raw.headers["x-jiyi-memories"].split(",") == [coder.id]
    topic_id = raw.headers["x-jiyi-topic"]
    assert mem.topics.get(topic_id, user_id="li").agent_id == "coder"

    # The body names it as OpenAI clients carry metadata; the jiyi-only key is not forwarded upstream.
    raw = client.chat.completions.with_raw_response.create(
        model="m", messages=_ask(QUESTION), metadata={"agent_id": "writer", "trace": "t1"}
    )
    raw.parse()
    system = _system(openai_stub)
    assert "林舟" in system and "FastAPI" not in system, system
    assert raw.headers["x-jiyi-memories"].split(",") == [writer.id]
    assert openai_stub.requests_to(CHAT)[-1].body["metadata"] == {"trace": "t1"}
    assert mem.topics.get(raw.headers["x-jiyi-topic"], user_id="li").agent_id == "writer"

    # The header wins over the body, as it does for the user.
    client.chat.completions.create(
        model="m", messages=_ask(QUESTION), metadata={"agent_id": "writer"}, extra_headers={"X-Jiyi-Agent": "coder"}
    )
    assert "FastAPI" in _system(openai_stub) and "林舟" not in _system(openai_stub)

    # What the agent's conversation says is distilled into that agent's scope, not the writer's.
    client.chat.completions.create(
        model="m",
        messages=_ask("我决定用 PostgreSQL 做数据库"),
        extra_headers={"X-Jiyi-Agent": "coder", "X-Jiyi-Topic": topic_id},
    )
    mem.extract(topic_id, user_id="li")
    assert any("PostgreSQL" in m.content for m in mem.list("li", agent_id="coder"))
    assert not any("PostgreSQL" in m.content for m in mem.list("li", agent_id="writer"))


def test_a_topic_keeps_its_agent_and_is_never_continued_as_another(
    proxy: tuple[openai.OpenAI, LiveServer, str], mem: Memory, openai_stub: OpenAIStub
) -> None:
    client, _, _ = proxy
    mem.add("li", "用户写后端接口用 FastAPI", type="fact", agent_id="coder")
    mem.add("li", "用户的小说主角叫林舟", type="fact", agent_id="writer")
    raw = client.chat.completions.with_raw_response.create(
        model="m", messages=_ask(QUESTION), extra_headers={"X-Jiyi-Agent": "coder"}
    )
    raw.parse()
    topic_id = raw.headers["x-jiyi-topic"]
    # Continued with no agent named: still the coder's conversation, with the coder's memories only.
    client.chat.completions.create(model="m", messages=_ask(QUESTION), extra_headers={"X-Jiyi-Topic": topic_id})
    assert "FastAPI" in _system(openai_stub) and "林舟" not in _system(openai_stub)
    # Continued as another agent: refused before anything is sent or stored.
    asked, stored = len(openai_stub.requests_to(CHAT)), len(mem.messages.list(topic_id, user_id="li"))
    with pytest.raises(openai.ConflictError, match="belongs to agent 'coder'"):
        client.chat.completions.create(
            model="m", messages=_ask(QUESTION), extra_headers={"X-Jiyi-Topic": topic_id, "X-Jiyi-Agent": "writer"}
        )
    assert len(openai_stub.requests_to(CHAT)) == asked
    assert len(mem.messages.list(topic_id, user_id="li")) == stored


@pytest.mark.parametrize(
    ("headers", "body", "field"),
    [
        ({"X-Jiyi-Agent": "x" * 200}, {}, "agent_id"),
        ({"X-Jiyi-Agent": ""}, {}, "X-Jiyi-Agent"),
        ({}, {"metadata": {"agent_id": 7}}, "metadata.agent_id"),
        ({}, {"metadata": {"agent_id": ""}}, "metadata.agent_id"),
    ],
)
def test_a_bad_agent_is_a_clear_422_and_nothing_is_sent_or_stored(
    proxy: tuple[openai.OpenAI, LiveServer, str],
    mem: Memory,
    openai_stub: OpenAIStub,
    headers: dict[str, str],
    body: dict[str, object],
    field: str,
) -> None:
    _, server, secret = proxy
    resp = httpx.post(
        server.url + "/v1/chat/completions",
        json={"model": "m", "messages": _ask("你好，我叫李明"), **body},
        headers={"Authorization": f"Bearer {secret}", **headers},
    )
    assert resp.status_code == 422, resp.text
    assert field in resp.text and "agent_id" in resp.text
    assert not openai_stub.requests_to(CHAT)
    assert not mem.topics.list("li")
