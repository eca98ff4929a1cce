"""The OpenAI-compatible proxy, driven by the official `openai` client; the upstream is the local stub."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import httpx
import openai
import pytest

from jiyi import Memory, ProviderError
from jiyi.embedders import Embedder
from jiyi.server import AuthConfig, KeyStore, LiveServer, create_app

from .conftest import T0
from .openai_stub import CHAT, EMBEDDINGS, OpenAIStub, chat_reply, error_reply


@pytest.fixture
def proxy(mem: Memory, openai_stub: OpenAIStub) -> Iterator[tuple[openai.OpenAI, LiveServer]]:
    keys = KeyStore(mem.store.path)
    secret, _ = keys.create(user_id="li", now=T0)
    with LiveServer(create_app(mem, upstream=openai_stub.base_url, auth=AuthConfig(keys=keys))) as server:
        yield openai.OpenAI(base_url=server.url + "/v1", api_key=secret, max_retries=0), server


def _ask(text: str) -> list[dict[str, str]]:
    return [{"role": "user", "content": text}]


def test_memories_are_injected_and_the_exchange_is_stored(
    proxy: tuple[openai.OpenAI, LiveServer], mem: Memory, openai_stub: OpenAIStub
) -> None:
    client, _ = proxy
    mem.add("li", "用户决定用 FastAPI 写后端", type="fact")
    raw = client.chat.completions.with_raw_response.create(model="stub-model", messages=_ask("用户用什么框架？"))
    answer = raw.parse()
    assert answer.choices[0].message.content == "echo: 用户用什么框架？"
    sent = openai_stub.requests_to(CHAT)[0].messages
    assert sent[0]["role"] == "system" and "FastAPI" in sent[0]["content"]
    assert sent[1:] == _ask("用户用什么框架？")
    topic_id = raw.headers["x-jiyi-topic"]
    stored = mem.messages.list(topic_id, user_id="li")
    assert [(m.role.value, m.content) for m in stored] == [
        ("user", "用户用什么框架？"),
        ("assistant", "echo: 用户用什么框架？"),
    ]
    # The same topic, named by a header, keeps growing.
    client.chat.completions.create(
        model="stub-model", messages=_ask("再说一次"), extra_headers={"X-Jiyi-Topic": topic_id}
    )
    assert len(mem.messages.list(topic_id, user_id="li")) == 4
    with pytest.raises(openai.NotFoundError):
        client.chat.completions.create(model="m", messages=_ask("x"), extra_headers={"X-Jiyi-Topic": "top_nope"})
    # A forgotten conversation is not continued (nor stored into) until it is restored.
    mem.forget_topic("li", topic_id)
    asked = len(openai_stub.requests_to(CHAT))
    with pytest.raises(openai.ConflictError, match="forgotten"):
        client.chat.completions.create(model="m", messages=_ask("接着聊"), extra_headers={"X-Jiyi-Topic": topic_id})
    assert len(openai_stub.requests_to(CHAT)) == asked and len(mem.store.list_messages("li", topic_id)) == 4


def test_only_memories_the_reply_used_are_boosted(
    proxy: tuple[openai.OpenAI, LiveServer], mem: Memory, openai_stub: OpenAIStub
) -> None:
    client, _ = proxy
    used = mem.add("li", "用户决定用 FastAPI 写后端", type="fact", importance=0.5)
    unused = mem.add("li", "用户用 Redis 做缓存", type="fact", importance=0.5)
    openai_stub.script(chat_reply("你们后端用的是 FastAPI，我按 FastAPI 的写法来。"))
    ask = _ask("FastAPI 和 Redis 怎么配合？")
    raw = client.chat.completions.with_raw_response.create(model="stub-model", messages=ask)
    injected = raw.headers["x-jiyi-memories"].split(",")
    assert {used.id, unused.id} <= set(injected)
    after = {m.id: m for m in mem.list("li")}
    assert after[used.id].importance == pytest.approx(0.6)
    assert after[unused.id].importance == pytest.approx(0.5)
    assert mem.history("li", used.id)[0].event == "boost"
    # Temporary mode neither recalls nor boosts.
    openai_stub.script(chat_reply("FastAPI 写后端"))
    client.chat.completions.create(
        model="stub-model", messages=_ask("后端用什么框架？"), extra_headers={"X-Jiyi-Temporary": "1"}
    )
    assert mem.get("li", used.id).importance == pytest.approx(0.6)


def test_streaming_is_relayed_chunk_by_chunk(
    proxy: tuple[openai.OpenAI, LiveServer], mem: Memory, openai_stub: OpenAIStub
) -> None:
    client, _ = proxy
    gate = threading.Event()
    openai_stub.script(chat_reply("", stream=["你好", "，李明", gate, "！"]))
    stream = client.chat.completions.create(model="stub-model", messages=_ask("hi"), stream=True)
    it = iter(stream)
    pieces: list[str] = []
    for chunk in it:
        if chunk.choices and chunk.choices[0].delta.content:
            pieces.append(chunk.choices[0].delta.content)
        if pieces == ["你好", "，李明"]:
            break  # the upstream is still holding back the last piece: chunks arrive as they are sent
    assert not gate.is_set()
    gate.set()
    rest = [c.choices[0].delta.content for c in it if c.choices and c.choices[0].delta.content]
    assert pieces + rest == ["你好", "，李明", "！"]
    topic = mem.topics.list("li")[0]
    # The exchange is stored once the upstream stream ends, which may be just after the client saw [DONE].
    deadline = time.monotonic() + 5
    while len(mem.messages.list(topic.id, user_id="li")) < 2 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert [m.content for m in mem.messages.list(topic.id, user_id="li")] == ["hi", "你好，李明！"]


def test_temporary_mode_recalls_and_stores_nothing(
    proxy: tuple[openai.OpenAI, LiveServer], mem: Memory, openai_stub: OpenAIStub
) -> None:
    client, _ = proxy
    mem.add("li", "用户决定用 FastAPI 写后端", type="fact")
    client.chat.completions.create(
        model="m", messages=_ask("用户用什么框架？"), extra_headers={"X-Jiyi-Temporary": "1"}
    )
    mem.update_settings("li", temporary_mode=True)
    stream = client.chat.completions.create(model="m", messages=_ask("用户用什么框架？"), stream=True)
    assert "".join(c.choices[0].delta.content or "" for c in stream if c.choices)
    for request in openai_stub.requests_to(CHAT):
        assert [m["role"] for m in request.messages] == ["user"]
    assert mem.topics.list("li") == []


def test_upstream_errors_come_back_with_their_status(
    proxy: tuple[openai.OpenAI, LiveServer], openai_stub: OpenAIStub
) -> None:
    client, server = proxy
    openai_stub.script(error_reply(500, "upstream broke"), error_reply(429, "slow down", error_type="rate_limit"))
    with pytest.raises(openai.InternalServerError) as exc:
        client.chat.completions.create(model="m", messages=_ask("hi"))
    assert exc.value.status_code == 500 and "upstream broke" in str(exc.value)
    with pytest.raises(openai.RateLimitError):
        client.chat.completions.create(model="m", messages=_ask("hi"), stream=True)
    r = httpx.post(
        server.url + "/v1/chat/completions",
        json={"model": "m", "messages": "nope"},
        headers={"Authorization": f"Bearer {client.api_key}"},
    )
    assert r.status_code == 422 and r.json()["error"]["field"] == "messages"


class _Breakable(Embedder):
    """The real embedder, until `broken` is set: then it fails like a provider."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.name = inner.name
        self.dim = inner.dim
        self.relevance_floor = inner.relevance_floor
        self.broken = False

    def embed(self, texts: list[str]) -> list[list[float]]:  # type: ignore[override]
        if self.broken:
            raise ProviderError("embedder is down")
        return self.inner.embed(texts)  # type: ignore[return-value]


def test_memory_failure_still_answers(tmp_path: object, embedder: Embedder, openai_stub: OpenAIStub) -> None:
    from pathlib import Path

    from jiyi import FixedClock

    breakable = _Breakable(embedder)
    mem = Memory(Path(str(tmp_path)) / "x.db", embedder=breakable, clock=FixedClock(T0))
    mem.add("li", "用户决定用 FastAPI 写后端")
    breakable.broken = True
    with LiveServer(create_app(mem, upstream=openai_stub.base_url, auth=AuthConfig(open=True))) as server:
        client = openai.OpenAI(
            base_url=server.url + "/v1", api_key="unused", default_headers={"X-Jiyi-User": "li"}, max_retries=0
        )
        answer = client.chat.completions.create(model="m", messages=_ask("用户用什么框架？"))
        assert answer.choices[0].message.content == "echo: 用户用什么框架？"
        stream = client.chat.completions.create(model="m", messages=_ask("again"), stream=True)
        assert "".join(c.choices[0].delta.content or "" for c in stream if c.choices) == "echo: again"
    mem.close()


def test_models_pass_through_and_embeddings_are_served_locally(
    proxy: tuple[openai.OpenAI, LiveServer], mem: Memory, openai_stub: OpenAIStub
) -> None:
    client, _ = proxy
    assert [m.id for m in client.models.list()] == ["stub-model", "stub-embedding"]
    out = client.embeddings.create(model="any", input=["我喜欢猫", "I like cats"])
    assert len(out.data) == 2 and len(out.data[0].embedding) == mem.embedder.dim
    assert openai_stub.requests_to(EMBEDDINGS) == []
    with pytest.raises(openai.UnprocessableEntityError):
        client.embeddings.create(model="any", input=[])
