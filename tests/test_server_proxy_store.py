"""What the chat proxy stores when things go wrong: long messages, clients hanging up mid-stream, upstream
failures. Through the real server on 127.0.0.1 and the OpenAI stub, on SQLite and PostgreSQL."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import httpx
import pytest

from jiyi import Memory
from jiyi.server import LiveServer, Upstream, create_app
from jiyi.server._proxy import CUT_OFF_MARK

from .conftest import T0
from .openai_stub import BREAK, CHAT, Gate, OpenAIStub, chat_reply, error_reply


@dataclass
class Proxy:
    server: LiveServer
    http: httpx.Client


@contextmanager
def _serve(mem: Memory, upstream: Upstream | str) -> Iterator[Proxy]:
    app = create_app(mem, upstream=upstream)  # API keys in the memory's own database (SQLite or PostgreSQL)
    with LiveServer(app) as server:
        secret, _ = app.state.auth.keys.create(user_id="li", now=T0)
        with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {secret}"}, timeout=30) as http:
            yield Proxy(server, http)


@pytest.fixture
def proxy(backend: str, mem: Memory, openai_stub: OpenAIStub) -> Iterator[Proxy]:
    with _serve(mem, openai_stub.base_url) as p:
        yield p


def _chat(text: str, *, stream: bool = False) -> dict[str, object]:
    return {"model": "stub-model", "messages": [{"role": "user", "content": text}], "stream": stream}


def _stored(mem: Memory, topic_id: str) -> list[tuple[str, str]]:
    return [(m.role.value, m.content) for m in mem.messages.list(topic_id, user_id="li")]


def _wait_for_messages(mem: Memory, topic_id: str, count: int) -> list[tuple[str, str]]:
    """The topic's messages once there are `count` (the proxy stores after the client is gone); a bounded wait,
    the assertion is on what was stored."""
    deadline = time.monotonic() + 10
    while len(stored := _stored(mem, topic_id)) < count and time.monotonic() < deadline:
        time.sleep(0.02)
    return stored


def test_a_message_over_the_per_message_limit_is_stored_whole(proxy: Proxy, mem: Memory) -> None:
    question = "我在读《红楼梦》，第一回讲到甄士隐梦见一僧一道。" * 6_250  # 150,000 characters
    assert len(question) == 150_000
    r = proxy.http.post("/v1/chat/completions", json=_chat(question))
    assert r.status_code == 200, r.text
    stored = _stored(mem, r.headers["x-jiyi-topic"])
    users = [text for role, text in stored if role == "user"]
    replies = [text for role, text in stored if role == "assistant"]
    # split into messages within the store's limit, cut after a sentence end, nothing lost (was: nothing stored)
    assert [role for role, _ in stored] == ["user"] * len(users) + ["assistant"] * len(replies)
    assert len(users) == 2 and all(len(t) <= mem.max_message_chars for (t,) in zip(users + replies, strict=False))
    assert "".join(users) == question and users[0].endswith("。")
    assert "".join(replies) == "echo: " + question


def test_a_message_with_control_characters_is_stored_without_them(proxy: Proxy, mem: Memory) -> None:
    # pasted terminal output: the upstream takes it, so the proxy cannot refuse it, and must not drop it
    r = proxy.http.post("/v1/chat/completions", json=_chat("构建失败：\x1b[31m错误\x1b[0m，怎么办？"))
    assert r.status_code == 200, r.text
    assert _stored(mem, r.headers["x-jiyi-topic"]) == [
        ("user", "构建失败：[31m错误[0m，怎么办？"),
        ("assistant", "echo: 构建失败：[31m错误[0m，怎么办？"),
    ]


def test_a_client_hanging_up_mid_stream_keeps_what_was_said(proxy: Proxy, mem: Memory, openai_stub: OpenAIStub) -> None:
    gate = threading.Event()
    openai_stub.script(chat_reply("", stream=["我今天", "去了长城", gate, "，风很大。"]))
    try:
        with proxy.http.stream("POST", "/v1/chat/completions", json=_chat("周末我去哪儿玩了？", stream=True)) as r:
            assert r.status_code == 200
            topic_id = r.headers["x-jiyi-topic"]
            seen = ""
            for text in r.iter_text():
                seen += text
                if "长城" in seen:
                    break  # the client hangs up while the model is still writing
        # stored without the client reading on (was: nothing, the exchange was kept only after [DONE])
        assert _wait_for_messages(mem, topic_id, 2) == [
            ("user", "周末我去哪儿玩了？"),
            ("assistant", "我今天去了长城" + CUT_OFF_MARK),
        ]
    finally:
        gate.set()
    assert len(mem.topics.list("li")) == 1


def test_a_client_hanging_up_before_the_first_word_keeps_its_message(
    proxy: Proxy, mem: Memory, openai_stub: OpenAIStub
) -> None:
    gate = Gate()
    openai_stub.script(chat_reply("", stream=[gate, "下周三", "去杭州。"]))
    try:
        with proxy.http.stream("POST", "/v1/chat/completions", json=_chat("我下周要出差，记一下", stream=True)) as r:
            assert r.status_code == 200
            topic_id = r.headers["x-jiyi-topic"]
            assert gate.reached.wait(10)  # the model has started, and said nothing yet: the client hangs up
        assert _wait_for_messages(mem, topic_id, 1) == [("user", "我下周要出差，记一下")]
    finally:
        gate.set()


@pytest.mark.parametrize("stream", [False, True])
def test_a_client_hanging_up_while_the_model_thinks_keeps_its_message(
    backend: str, mem: Memory, openai_stub: OpenAIStub, stream: bool
) -> None:
    """A stop pressed before the upstream answered at all: the message is stored alone (the client saw no
    reply) and the upstream call is dropped, without waiting for the model to answer."""
    thinking = Gate()
    openai_stub.script(chat_reply("你下周三去杭州。", hold=thinking))
    with _serve(mem, openai_stub.base_url) as proxy:
        secret = proxy.http.headers["authorization"]
        try:
            with socket.create_connection((proxy.server.host, proxy.server.port)) as sock:
                body = json.dumps(_chat("我下周三去杭州出差", stream=stream)).encode()
                head = (
                    f"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nAuthorization: {secret}\r\n"
                    f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
                )
                sock.sendall(head.encode() + body)
                assert thinking.reached.wait(10)  # the upstream has the turn and is thinking
            # stored while the model still holds its answer (was: only once it answered, and with that answer)
            deadline = time.monotonic() + 10
            while not mem.topics.list("li") and time.monotonic() < deadline:
                time.sleep(0.02)
            (topic,) = mem.topics.list("li")
            assert _wait_for_messages(mem, topic.id, 1) == [("user", "我下周三去杭州出差")]
        finally:
            thinking.set()


def test_a_stream_read_to_the_end_is_stored_before_done_is_sent(proxy: Proxy, mem: Memory) -> None:
    with proxy.http.stream("POST", "/v1/chat/completions", json=_chat("我养了一只橘猫", stream=True)) as r:
        body = r.read().decode()
    assert body.rstrip().endswith("data: [DONE]")
    # no waiting: the client's next turn can never overtake this one
    assert _stored(mem, r.headers["x-jiyi-topic"]) == [
        ("user", "我养了一只橘猫"),
        ("assistant", "echo: 我养了一只橘猫"),
    ]


def test_a_failed_upstream_call_stores_nothing_and_opens_no_topic(
    proxy: Proxy, mem: Memory, openai_stub: OpenAIStub
) -> None:
    openai_stub.script(error_reply(500, "upstream broke"), error_reply(503, "overloaded"))
    r = proxy.http.post("/v1/chat/completions", json=_chat("帮我记住：我对花生过敏"))
    assert r.status_code == 500 and "x-jiyi-topic" not in r.headers
    with proxy.http.stream("POST", "/v1/chat/completions", json=_chat("帮我记住：我对花生过敏", stream=True)) as s:
        assert s.status_code == 503 and "x-jiyi-topic" not in s.headers
    assert mem.topics.list("li") == []  # was: one empty topic per failed call
    assert len(openai_stub.requests_to(CHAT)) == 2
    # a conversation named by the header is not stored into either
    topic = mem.topics.create("li", "饮食")
    openai_stub.script(error_reply(500, "upstream broke"))
    headers = {"X-Jiyi-Topic": topic.id}
    assert (
        proxy.http.post("/v1/chat/completions", json=_chat("我对花生过敏", stream=True), headers=headers).status_code
        == 500
    )
    assert _stored(mem, topic.id) == []


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.parametrize("stream", [False, True])
def test_an_unreachable_or_silent_upstream_opens_no_topic(
    backend: str, mem: Memory, openai_stub: OpenAIStub, stream: bool
) -> None:
    with _serve(mem, f"http://127.0.0.1:{_closed_port()}/v1") as proxy:
        r = proxy.http.post("/v1/chat/completions", json=_chat("我下周去杭州出差", stream=stream))
        assert r.status_code == 502 and r.json()["error"]["type"] == "upstream_unreachable"
    openai_stub.script(chat_reply("太晚了", delay=5))
    with _serve(mem, Upstream(openai_stub.base_url, timeout=0.3)) as proxy:
        r = proxy.http.post("/v1/chat/completions", json=_chat("我下周去杭州出差", stream=stream))
        assert r.status_code == 504 and r.json()["error"]["type"] == "upstream_timeout"
    assert mem.topics.list("li") == []


def test_an_upstream_stream_that_breaks_off_keeps_what_was_said(
    proxy: Proxy, mem: Memory, openai_stub: OpenAIStub
) -> None:
    openai_stub.script(chat_reply("", stream=["我明天", "要去", BREAK, "北京。"]))
    with proxy.http.stream("POST", "/v1/chat/completions", json=_chat("我明天去哪儿？", stream=True)) as r:
        assert r.status_code == 200
        body = r.read().decode()  # the stream ends early for the client too
    assert "要去" in body and "[DONE]" not in body
    assert _wait_for_messages(mem, r.headers["x-jiyi-topic"], 2) == [
        ("user", "我明天去哪儿？"),
        ("assistant", "我明天要去" + CUT_OFF_MARK),
    ]


def test_an_error_event_in_place_of_the_rest_is_kept_as_cut_off(
    proxy: Proxy, mem: Memory, openai_stub: OpenAIStub
) -> None:
    overloaded = {"error": {"message": "the model is overloaded", "type": "server_error", "code": None}}
    openai_stub.script(chat_reply("", stream=["周末去", "西湖", overloaded, "灵隐寺"]))
    with proxy.http.stream("POST", "/v1/chat/completions", json=_chat("周末去哪儿？", stream=True)) as r:
        body = r.read().decode()
    assert "overloaded" in body  # relayed as it came, for the client to show
    # stored as far as it went and marked so (was: as a whole reply)
    assert _wait_for_messages(mem, r.headers["x-jiyi-topic"], 2) == [
        ("user", "周末去哪儿？"),
        ("assistant", "周末去西湖" + CUT_OFF_MARK),
    ]
