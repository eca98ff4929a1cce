"""LLMExtractor with a real OpenAICompatibleLLM talking to the OpenAI stub server."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest

from jiyi._errors import ProviderHTTPError
from jiyi._models import ExtractionRequest, MemoryRecord, Message, Role
from jiyi.extractors._llm import LLMExtractor
from jiyi.llm._openai import OpenAICompatibleLLM
from tests.openai_stub import CHAT, OpenAIStub, chat_reply, error_reply

NOW = datetime(2025, 3, 1, 10, 0, tzinfo=UTC)  # a Saturday


def _msg(i: int, role: Role, content: str) -> Message:
    return Message(id=f"msg_{i}", topic_id="t1", user_id="u1", role=role, content=content, created_at=NOW, seq=i)


def _mem(mid: str, kind: str, content: str) -> MemoryRecord:
    return MemoryRecord(id=mid, user_id="u1", type=kind, content=content, created_at=NOW, updated_at=NOW)


def _request(language: str = "zh") -> ExtractionRequest:
    context: tuple[Message, ...]
    new: tuple[Message, ...]
    related: tuple[MemoryRecord, ...]
    if language == "zh":
        context = (
            _msg(1, Role.USER, "缓存方案用 Redis 还是 Memcached？"),
            _msg(2, Role.ASSISTANT, "取决于你的需求。"),
        )
        new = (
            _msg(3, Role.USER, "我决定用 Redis 了。对了，我叫李明，下周五要去东京出差"),
            _msg(4, Role.ASSISTANT, "好的李明，我记住了"),
        )
        related = (_mem("mem_1", "preference", "用户喜欢喝咖啡"), _mem("mem_2", "core", "用户是程序员"))
    else:
        context = (_msg(1, Role.USER, "Redis or Memcached for caching?"),)
        new = (_msg(3, Role.USER, "I'll go with Redis. Also, I'm flying to Tokyo next Friday."),)
        related = (_mem("mem_1", "preference", "The user likes coffee"),)
    return ExtractionRequest(
        user_id="u1", language=language, now=NOW, context_messages=context, new_messages=new, related=related
    )


@pytest.fixture
def llm(openai_stub: OpenAIStub) -> Iterator[OpenAICompatibleLLM]:
    with OpenAICompatibleLLM(model="m", base_url=openai_stub.base_url, api_key="k", max_retries=2, backoff=0.001) as c:
        yield c


def _answer(openai_stub: OpenAIStub, payload: Any, prompt_tokens: int = 10, completion_tokens: int = 5) -> None:
    text = json.dumps(payload, ensure_ascii=False)
    openai_stub.script(chat_reply(text, prompt_tokens=prompt_tokens, completion_tokens=completion_tokens))


def _sections(text: str) -> dict[str, str]:
    parts = [p for p in text.split("## ") if p.strip()]
    return {p.split("\n", 1)[0].strip(): p.split("\n", 1)[1].strip() for p in parts}


def test_zh_prompt(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    _answer(openai_stub, {"decisions": [], "reason": "无"})
    LLMExtractor(llm).extract(_request("zh"))
    system, user = openai_stub.requests_to(CHAT)[0].messages
    assert system["role"] == "system" and user["role"] == "user"
    assert "记忆管理助手" in system["content"] and "绝不翻译" in system["content"]
    for kind in ("personal", "preference", "fact", "lesson", "plan", "todo", "event", "person", "context"):
        assert f"- {kind}: " in system["content"]
    for kind in ("episode", "core", "manual"):
        assert f"- {kind}: " not in system["content"]
    sections = _sections(user["content"])
    assert sections["今天的日期"] == "2025-03-01（星期六）"
    assert sections["已有相关记忆"] == "[ID:mem_1] (preference) 用户喜欢喝咖啡\n[ID:mem_2] (core) 用户是程序员"
    [context] = [v for k, v in sections.items() if k.startswith("最近对话")]
    [new] = [v for k, v in sections.items() if k.startswith("新对话内容")]
    assert context == "用户：缓存方案用 Redis 还是 Memcached？\n助手：取决于你的需求。"
    assert new.splitlines() == [
        "[消息 msg_3] 用户：我决定用 Redis 了。对了，我叫李明，下周五要去东京出差",
        "[消息 msg_4] 助手：好的李明，我记住了",
    ]
    assert "Memcached" not in new
    assert openai_stub.requests_to(CHAT)[0].body["response_format"] == {"type": "json_object"}


def test_en_prompt(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    _answer(openai_stub, {"decisions": [], "reason": "nothing"})
    LLMExtractor(llm).extract(_request("en"))
    system, user = openai_stub.requests_to(CHAT)[0].messages
    assert "never translate" in system["content"] and "记忆" not in system["content"]
    sections = _sections(user["content"])
    assert sections["Today's date"] == "2025-03-01 (Saturday)"
    assert sections["Existing related memories"] == "[ID:mem_1] (preference) The user likes coffee"
    [new] = [v for k, v in sections.items() if k.startswith("New messages")]
    assert new == "[message msg_3] User: I'll go with Redis. Also, I'm flying to Tokyo next Friday."


def test_decisions_mapped(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    payload = {
        "decisions": [
            {
                "action": "add",
                "type": "personal",
                "content": "用户叫李明",
                "importance": 0.9,
                "due_at": None,
                "message_ids": ["msg_3"],
                "reason": "自我介绍",
            },
            {
                "action": "ADD",
                "type": "event",
                "content": "用户 2025-03-07 去东京出差",
                "importance": "0.7",
                "due_at": "2025-03-07",
            },
            {"action": "update", "id": "ID:mem_1", "type": "preference", "content": "用户喜欢喝拿铁"},
            {"action": "delete", "id": "mem_2"},
            {"action": "boost", "id": "mem_1"},
            {"action": "skip", "reason": "闲聊"},
            {"action": "update", "id": "mem_404", "content": "编造的 id 原样传递"},
        ],
        "reason": "提取了姓名和出差计划",
    }
    _answer(openai_stub, payload, prompt_tokens=321, completion_tokens=45)
    result = LLMExtractor(llm).extract(_request("zh"))
    add, trip, update, delete, boost, skip, invented = result.decisions
    assert (add.action, add.type, add.content, add.importance) == ("add", "personal", "用户叫李明", 0.9)
    assert add.target_id is None and add.message_ids == ("msg_3",) and add.reason == "自我介绍"
    assert trip.action == "add" and trip.importance == 0.7
    assert trip.due_at == datetime(2025, 3, 7, tzinfo=UTC)
    assert trip.message_ids == ("msg_3", "msg_4")  # omitted -> all new messages
    assert (update.action, update.target_id, update.content) == ("update", "mem_1", "用户喜欢喝拿铁")
    assert (delete.action, delete.target_id) == ("delete", "mem_2")
    assert (boost.action, boost.target_id) == ("boost", "mem_1")
    assert skip.action == "skip" and skip.reason == "闲聊"
    assert invented.target_id == "mem_404"  # the pipeline, not the extractor, rejects unknown ids
    assert result.reason == "提取了姓名和出差计划"
    assert (result.usage.prompt_tokens, result.usage.completion_tokens, result.usage.calls) == (321, 45, 1)


def test_legacy_shape_converted(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    legacy = {
        "add": [{"type": "personal", "content": "用户叫李明"}],
        "update": [{"id": "mem_1", "content": "用户正在开发一个 AI 项目，使用 FastAPI + Python"}],
        "reason": "提取了用户姓名，更新了项目技术栈信息",
    }
    _answer(openai_stub, legacy)
    result = LLMExtractor(llm).extract(_request("zh"))
    assert [(d.action, d.target_id, d.content) for d in result.decisions] == [
        ("add", None, "用户叫李明"),
        ("update", "mem_1", "用户正在开发一个 AI 项目，使用 FastAPI + Python"),
    ]
    assert result.decisions[1].type == "preference"  # the model gave none: the memory keeps its own
    assert result.reason == "提取了用户姓名，更新了项目技术栈信息"


def test_empty_content_dropped_and_noted(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    _answer(
        openai_stub,
        {
            "decisions": [
                {"action": "add", "type": "fact", "content": "  "},
                {"action": "update", "id": "mem_1", "content": ""},
                {"action": "add", "type": "fact", "content": "用户用 Redis 做缓存"},
            ],
            "reason": "ok",
        },
    )
    result = LLMExtractor(llm).extract(_request("zh"))
    assert [d.content for d in result.decisions] == ["用户用 Redis 做缓存"]
    assert result.reason.startswith("ok") and "dropped 2" in result.reason and "mem_1" in result.reason


def test_types_the_prompt_did_not_offer(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    _answer(
        openai_stub,
        {
            "decisions": [
                {"action": "add", "type": "Hobby", "content": "用户喜欢爬山"},
                {"action": "add", "type": "爱好", "content": "用户喜欢游泳"},
                {"action": "update", "id": "mem_2", "type": "core", "content": "用户是后端程序员"},
                {"action": "add", "type": "Preference", "content": "用户喜欢安静"},
            ]
        },
    )
    kinds = [d.type for d in LLMExtractor(llm).extract(_request("zh")).decisions]
    assert kinds == ["fact", "fact", "core", "preference"]


def test_bare_list_and_malformed_answer_retried(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    openai_stub.script(
        chat_reply('{"decisions": [{"action": "merge", "content": "x"}]}', prompt_tokens=50, completion_tokens=5),
        chat_reply('```json\n[{"action": "add", "type": "fact", "content": "用户用 Redis"},]\n```', prompt_tokens=60),
    )
    result = LLMExtractor(llm).extract(_request("zh"))
    assert [d.content for d in result.decisions] == ["用户用 Redis"]
    assert (result.usage.prompt_tokens, result.usage.calls) == (110, 2)
    corrective = openai_stub.requests_to(CHAT)[1].messages[-1]["content"]
    assert "decisions.0.action" in corrective


def test_provider_failure_propagates(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    openai_stub.script(*(error_reply(500, "boom") for _ in range(3)))
    with pytest.raises(ProviderHTTPError) as info:
        LLMExtractor(llm).extract(_request("zh"))
    assert info.value.status == 500


def test_no_new_messages_makes_no_call(openai_stub: OpenAIStub, llm: OpenAICompatibleLLM) -> None:
    request = _request("zh").model_copy(update={"new_messages": ()})
    result = LLMExtractor(llm).extract(request)
    assert result.decisions == () and openai_stub.requests == []


def test_a_due_date_outside_the_accepted_range_is_dropped_not_kept(
    openai_stub: OpenAIStub, llm: OpenAICompatibleLLM
) -> None:
    # Stored, such a date overflowed the reminder arithmetic of the lifecycle; every face refuses it (#16).
    dates = ["0001-01-01", "9999-12-31T23:59:59-12:00", "9999-12-31", "2026-11-27T15:00:00+08:00"]
    decisions = [
        {"action": "add", "type": "todo", "content": f"用户要交报告 {i}", "due_at": d} for i, d in enumerate(dates)
    ]
    _answer(openai_stub, {"decisions": decisions})
    result = LLMExtractor(llm).extract(_request("zh"))
    assert [d.content for d in result.decisions] == [f"用户要交报告 {i}" for i in range(4)]  # the memories stay
    assert [d.due_at for d in result.decisions][:3] == [None, None, None]
    assert result.decisions[3].due_at == datetime(2026, 11, 27, 7, 0, tzinfo=UTC)
