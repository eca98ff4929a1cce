"""OpenAICompatibleLLM against a real HTTP server speaking the OpenAI protocol (tests/openai_stub.py).

Also pins the stub's own contract (streaming, models) so the chat proxy can rely on it.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator

import httpx
import pytest
from pydantic import BaseModel

from jiyi._errors import (
    MalformedOutputError,
    ProviderError,
    ProviderHTTPError,
    ProviderTimeoutError,
    UserError,
    ValidationError,
)
from jiyi.llm._base import ChatTurn
from jiyi.llm._openai import OpenAICompatibleLLM, llm_from_spec, parse_json_text, resolve_endpoint
from tests.openai_stub import CHAT, MODELS, OpenAIStub, Reply, chat_reply, error_reply


class Person(BaseModel):
    name: str
    score: float


class Items(BaseModel):
    items: list[str]
    note: str = ""


TURNS = [
    ChatTurn(role="system", content="Extract the person as JSON with name and score."),
    ChatTurn(role="user", content="我叫李明，打分 0.5"),
]


@pytest.fixture
def llm(openai_stub: OpenAIStub) -> Iterator[OpenAICompatibleLLM]:
    with OpenAICompatibleLLM(
        model="test-model",
        base_url=openai_stub.base_url,
        api_key="sk-test",
        timeout=5,
        max_retries=2,
        backoff=0.001,
        extra_headers={"X-Trace": "t1"},
    ) as client:
        yield client


def test_good_json_and_request_shape(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    openai_stub.script(chat_reply('{"name": "李明", "score": 0.5}', prompt_tokens=12, completion_tokens=3))
    answer = llm.complete_json(TURNS, Person)
    assert answer.value == Person(name="李明", score=0.5)
    assert (answer.usage.prompt_tokens, answer.usage.completion_tokens, answer.usage.calls) == (12, 3, 1)
    [req] = openai_stub.requests_to(CHAT)
    assert req.method == "POST" and req.raw_path == "/v1/chat/completions"
    assert req.body["model"] == "test-model"
    assert req.body["response_format"] == {"type": "json_object"}
    assert req.body["temperature"] == 0
    assert req.headers["authorization"] == "Bearer sk-test"
    assert req.headers["x-trace"] == "t1"
    assert req.messages == [t.model_dump() for t in TURNS]  # the prompt says JSON: no schema added


def test_schema_hint_added_when_no_turn_mentions_json(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    openai_stub.script(chat_reply('{"name": "a", "score": 1}'))
    llm.complete_json([ChatTurn(role="user", content="who am I?")], Person)
    messages = openai_stub.requests_to(CHAT)[0].messages
    assert messages[0]["role"] == "system" and "JSON Schema" in messages[0]["content"]
    assert '"score"' in messages[0]["content"]
    assert messages[1] == {"role": "user", "content": "who am I?"}


@pytest.mark.parametrize(
    "text",
    [
        '```json\n{"name": "a", "score": 1}\n```',
        'Sure! Here is the JSON you asked for:\n{"name": "a", "score": 1}\nHope this helps.',
        '<think>\nthe user wants {name}\n</think>\n{"name": "a", "score": 1}',
        '{"name": "a", "score": 1,}',
        'Result [see below]:\n```\n{"name": "a", "score": 1}\n```',
    ],
    ids=["fence", "prose", "think", "trailing-comma", "bracketed-prose"],
)
def test_tolerant_parsing(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM, text: str) -> None:
    openai_stub.script(chat_reply(text))
    assert llm.complete_json(TURNS, Person).value == Person(name="a", score=1)
    assert len(openai_stub.requests_to(CHAT)) == 1


def test_top_level_list_wrapped_into_the_only_list_field(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    openai_stub.script(chat_reply('["咖啡", "tea"]'))
    assert llm.complete_json(TURNS, Items).value == Items(items=["咖啡", "tea"])


def test_parse_json_text_is_careful() -> None:
    assert parse_json_text('{"a": "x, ]", "b": [1, 2,],}') == {"a": "x, ]", "b": [1, 2]}
    assert parse_json_text('{"a": "say \\"hi\\", }"}') == {"a": 'say "hi", }'}
    # A truncated answer must not yield one of its inner objects as if it were the answer.
    with pytest.raises(ValueError):
        parse_json_text('{"items": [{"a": 1}, {"b": 2}, {"c"')
    with pytest.raises(ValueError):
        parse_json_text("no json here")


def test_malformed_then_good_sums_usage_and_sends_corrective_turn(
    openai_stub: OpenAIStub, llm: OpenAICompatibleLLM
) -> None:
    openai_stub.script(
        chat_reply('{"name": "a", "score": "high"}', prompt_tokens=100, completion_tokens=10),
        chat_reply('{"name": "a", "score": 0.9}', prompt_tokens=130, completion_tokens=8),
    )
    answer = llm.complete_json(TURNS, Person)
    assert answer.value.score == 0.9
    assert (answer.usage.prompt_tokens, answer.usage.completion_tokens, answer.usage.calls) == (230, 18, 2)
    first, second = openai_stub.requests_to(CHAT)
    assert second.messages[: len(first.messages)] == first.messages
    assistant, corrective = second.messages[-2:]
    assert assistant == {"role": "assistant", "content": '{"name": "a", "score": "high"}'}
    assert corrective["role"] == "user"
    assert "score" in corrective["content"] and "could not be used" in corrective["content"]


def test_corrective_exchange_replaced_not_stacked(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    openai_stub.script(chat_reply("nope"), chat_reply("still nope"), chat_reply('{"name": "a", "score": 1}'))
    llm.complete_json(TURNS, Person)
    sizes = [len(r.messages) for r in openai_stub.requests_to(CHAT)]
    assert sizes == [2, 4, 4]
    assert openai_stub.requests_to(CHAT)[2].messages[2]["content"] == "still nope"


def test_malformed_every_time_raises_with_raw(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    openai_stub.script(*(chat_reply(f"I cannot do JSON ({i})") for i in range(3)))
    with pytest.raises(MalformedOutputError) as info:
        llm.complete_json(TURNS, Person)
    assert info.value.raw == "I cannot do JSON (2)"
    assert len(openai_stub.requests_to(CHAT)) == 3  # 1 + max_retries


def test_null_content_is_malformed_not_empty(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    openai_stub.script(chat_reply(None), chat_reply('{"name": "a", "score": 1}'))
    assert llm.complete_json(TURNS, Person).usage.calls == 2


def test_429_with_retry_after_zero_then_success(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    openai_stub.script(
        error_reply(429, "rate limited", headers={"Retry-After": "0"}),
        chat_reply('{"name": "a", "score": 1}', prompt_tokens=7, completion_tokens=2),
    )
    answer = llm.complete_json(TURNS, Person)
    assert (answer.usage.prompt_tokens, answer.usage.calls) == (7, 2)
    assert len(openai_stub.requests_to(CHAT)) == 2


def test_retry_after_is_honoured_and_capped(openai_stub: OpenAIStub) -> None:
    openai_stub.script(
        error_reply(503, headers={"Retry-After": "0.3"}),
        error_reply(429, headers={"Retry-After": "3600"}),
        chat_reply("done"),
    )
    with OpenAICompatibleLLM(
        model="m", base_url=openai_stub.base_url, backoff=0.001, max_backoff=0.4, max_retries=3
    ) as client:
        started = time.monotonic()
        assert client.complete_text(TURNS)[0] == "done"
        elapsed = time.monotonic() - started
    assert 0.6 <= elapsed < 3  # 0.3 s asked, then 3600 s capped at 0.4 s


def test_500_then_success(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    openai_stub.script(error_reply(500), Reply(body="<html>bad gateway</html>", status=502), chat_reply("ok"))
    text, usage = llm.complete_text(TURNS)
    assert text == "ok" and usage.calls == 3


def test_5xx_every_time_raises_http_error(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    openai_stub.script(*(error_reply(503, "overloaded") for _ in range(3)))
    with pytest.raises(ProviderHTTPError) as info:
        llm.complete_json(TURNS, Person)
    assert info.value.status == 503 and "overloaded" in info.value.body
    assert len(openai_stub.requests_to(CHAT)) == 3


@pytest.mark.parametrize("status", [400, 401, 404])
def test_client_errors_are_not_retried(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM, status: int) -> None:
    openai_stub.script(error_reply(status, "Incorrect API key provided"), chat_reply("unused"))
    with pytest.raises(ProviderHTTPError) as info:
        llm.complete_json(TURNS, Person)
    assert info.value.status == status
    assert "Incorrect API key" in info.value.body
    assert info.value.url.endswith("/v1/chat/completions")
    assert len(openai_stub.requests_to(CHAT)) == 1


def test_timeout_retries_then_raises(openai_stub: OpenAIStub) -> None:
    openai_stub.script(chat_reply("late", delay=1.0), chat_reply("late", delay=1.0))
    c = OpenAICompatibleLLM(model="m", base_url=openai_stub.base_url, timeout=0.3, max_retries=1, backoff=0.001)
    with c, pytest.raises(ProviderTimeoutError):
        c.complete_json(TURNS, Person)
    assert len(openai_stub.requests_to(CHAT)) == 2


def test_timeout_then_success(openai_stub: OpenAIStub) -> None:
    openai_stub.script(chat_reply("late", delay=1.0), chat_reply('{"name": "a", "score": 1}'))
    with OpenAICompatibleLLM(model="m", base_url=openai_stub.base_url, timeout=0.3, max_retries=1, backoff=0.001) as c:
        assert c.complete_json(TURNS, Person).usage.calls == 2


def test_connection_refused_is_a_provider_error() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    c = OpenAICompatibleLLM(model="m", base_url=f"http://127.0.0.1:{port}/v1", max_retries=1, backoff=0.001)
    with c, pytest.raises(ProviderError) as info:
        c.complete_text(TURNS)
    assert not isinstance(info.value, ProviderHTTPError | ProviderTimeoutError)
    assert isinstance(info.value.__cause__, httpx.ConnectError)


def test_error_object_with_status_200(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    openai_stub.script(Reply(body={"error": {"message": "quota exceeded"}}))
    with pytest.raises(ProviderError, match="quota exceeded"):
        llm.complete_text(TURNS)


def test_json_schema_and_none_modes(openai_stub: OpenAIStub) -> None:
    openai_stub.script(chat_reply('{"name": "a", "score": 1}'), chat_reply('Here: {"name": "b", "score": 2}'))
    with OpenAICompatibleLLM(model="m", base_url=openai_stub.base_url, json_mode="json_schema") as c:
        assert c.complete_json(TURNS, Person).value.name == "a"
    with OpenAICompatibleLLM(model="m", base_url=openai_stub.base_url, json_mode="none") as c:
        assert c.complete_json(TURNS, Person).value.name == "b"
    strict, plain = openai_stub.requests_to(CHAT)
    fmt = strict.body["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["name"] == "Person"
    assert set(fmt["json_schema"]["schema"]["properties"]) == {"name", "score"}
    assert "response_format" not in plain.body
    assert "authorization" not in plain.headers  # no key, no header (local servers)


def test_complete_text_drops_think_block(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    openai_stub.script(chat_reply("<think>hmm</think>\n用户喜欢咖啡。", prompt_tokens=9, completion_tokens=4))
    text, usage = llm.complete_text(TURNS)
    assert text == "用户喜欢咖啡。"
    assert (usage.prompt_tokens, usage.completion_tokens, usage.calls) == (9, 4, 1)
    assert "response_format" not in openai_stub.requests_to(CHAT)[0].body


def test_thread_safe_concurrent_calls(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    results: dict[int, str] = {}

    def ask(i: int) -> None:
        results[i] = llm.complete_text([ChatTurn(role="user", content=f"q{i}")])[0]

    threads = [threading.Thread(target=ask, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == {i: f"echo: q{i}" for i in range(8)}  # the stub's default answer


def test_constructor_validation() -> None:
    with pytest.raises(ValidationError):
        OpenAICompatibleLLM(model="m", base_url="localhost:11434/v1")
    with pytest.raises(ValidationError):
        OpenAICompatibleLLM(model="m", base_url="http://x/v1", json_mode="yaml")  # type: ignore[arg-type]


def test_shorthand_specs() -> None:
    env = {"DEEPSEEK_API_KEY": "sk-ds", "OPENAI_API_KEY": "sk-oa"}
    ds = resolve_endpoint("deepseek:deepseek-chat", env=env)
    assert (ds.base_url, ds.model, ds.api_key) == ("https://api.deepseek.com/v1", "deepseek-chat", "sk-ds")
    assert resolve_endpoint("openai:gpt-4o-mini", env={**env, "JIYI_LLM_API_KEY": "sk-j"}).api_key == "sk-j"
    qwen = resolve_endpoint("qwen:qwen-plus", env={"DASHSCOPE_API_KEY": "sk-q"})
    assert qwen.base_url == "https://dashscope.aliyuncs.com/compatible-mode/v1"
    ollama = resolve_endpoint("ollama:qwen2.5:7b", env={})
    assert (ollama.model, ollama.base_url, ollama.api_key) == (
        "qwen2.5:7b",
        "http://localhost:11434/v1",
        None,
    )
    vllm = resolve_endpoint("vllm:Qwen/Qwen2.5-7B-Instruct@http://gpu:8000/v1/", env={})
    assert (vllm.model, vllm.base_url) == ("Qwen/Qwen2.5-7B-Instruct", "http://gpu:8000/v1")
    with pytest.raises(UserError, match="DASHSCOPE_API_KEY"):
        resolve_endpoint("qwen:qwen-plus", env={})
    with pytest.raises(UserError, match="JIYI_LLM_API_KEY or OPENAI_API_KEY"):
        llm_from_spec("openai:gpt-4o-mini", env={})
    with pytest.raises(ValidationError):
        resolve_endpoint("gpt-4o-mini", env={})
    with pytest.raises(ValidationError):
        resolve_endpoint("mystery:model", env={})


def test_shorthand_end_to_end(openai_stub: OpenAIStub) -> None:
    with OpenAICompatibleLLM.from_string(f"vllm:served-model@{openai_stub.base_url}", env={}, backoff=0) as c:
        assert c.complete_text([ChatTurn(role="user", content="hi")])[0] == "echo: hi"
        assert repr(c) == f"OpenAICompatibleLLM(model='served-model', base_url='{openai_stub.base_url}')"
    assert openai_stub.requests[0].body["model"] == "served-model"


# -- the stub's own contract, relied on by the chat proxy tests ---------------------------------------


def _events(lines: Iterator[str]) -> Iterator[str]:
    for line in lines:
        if line.startswith("data: "):
            yield line.removeprefix("data: ")


def test_stub_streams_chunk_by_chunk(openai_stub: OpenAIStub) -> None:
    gate = threading.Event()
    openai_stub.script(chat_reply("", stream=["你好", gate, "，世界"], prompt_tokens=3, completion_tokens=4))
    payload = {
        "model": "m",
        "stream": True,
        "stream_options": {"include_usage": True},
        "messages": [{"role": "user", "content": "hi"}],
    }
    pieces: list[str] = []
    usage = None
    with (
        httpx.Client(timeout=5) as client,
        client.stream("POST", openai_stub.base_url + "/chat/completions", json=payload) as r,
    ):
        assert r.headers["content-type"] == "text/event-stream"
        events = _events(r.iter_lines())
        assert json.loads(next(events))["choices"][0]["delta"]["role"] == "assistant"
        assert json.loads(next(events))["choices"][0]["delta"]["content"] == "你好"
        # The first piece arrived while the server is still holding back the rest.
        assert not gate.is_set()
        gate.set()
        rest = list(events)
    assert rest[-1] == "[DONE]"
    for event in rest[:-1]:
        chunk = json.loads(event)
        assert chunk["object"] == "chat.completion.chunk"
        if chunk["choices"]:
            pieces.append(chunk["choices"][0]["delta"].get("content", ""))
            finish = chunk["choices"][0]["finish_reason"]
        else:
            usage = chunk["usage"]
    assert "".join(pieces) == "，世界" and finish == "stop"
    assert usage == {"prompt_tokens": 3, "completion_tokens": 4, "total_tokens": 7}


def test_stub_streams_default_answer_and_errors(openai_stub: OpenAIStub) -> None:
    openai_stub.script(error_reply(429, headers={"Retry-After": "0"}))
    payload = {"model": "m", "stream": True, "messages": [{"role": "user", "content": "你好呀"}]}
    with httpx.Client(timeout=5) as client:
        assert client.post(openai_stub.base_url + "/chat/completions", json=payload).status_code == 429
        with client.stream("POST", openai_stub.url + "/chat/completions", json=payload) as r:
            events = list(_events(r.iter_lines()))
        models = client.get(openai_stub.base_url + "/models").json()
    content = "".join(
        json.loads(e)["choices"][0]["delta"].get("content", "") for e in events[:-1] if json.loads(e)["choices"]
    )
    assert content == "echo: 你好呀" and events[-1] == "[DONE]"
    assert [m["id"] for m in models["data"]] == ["stub-model", "stub-embedding"]
    assert openai_stub.requests_to(MODELS)[0].method == "GET"


def test_stub_checks_api_key_when_asked() -> None:
    with OpenAIStub(api_key="sk-right") as stub:
        stub.script(chat_reply("scripted"))
        wrong = OpenAICompatibleLLM(model="m", base_url=stub.base_url, api_key="sk-wrong")
        with wrong, pytest.raises(ProviderHTTPError) as info:
            wrong.complete_text(TURNS)
        assert info.value.status == 401 and stub.pending() == 1
        with OpenAICompatibleLLM(model="m", base_url=stub.base_url, api_key="sk-right") as c:
            assert c.complete_text(TURNS)[0] == "scripted"
