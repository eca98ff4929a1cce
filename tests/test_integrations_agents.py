"""jiyi.integrations.agents against the OpenAI Agents SDK's own `Session` protocol, on SQLite and PostgreSQL, and
an Agent turn run by the SDK's Runner with the local OpenAI-protocol stub as its model."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from agents import Agent, OpenAIChatCompletionsModel, RunConfig, Runner
from agents.memory import Session
from openai import AsyncOpenAI

from jiyi import Memory, Role
from jiyi.integrations.agents import JiyiSession, context_instructions

from .openai_stub import CHAT, OpenAIStub, chat_reply


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def test_session_protocol_round_trip(mem: Memory) -> None:
    session = JiyiSession(mem, "li", "chat-1")
    assert isinstance(session, Session)  # the SDK's runtime-checkable protocol
    assert run(session.get_items()) == []
    assert run(session.pop_item()) is None
    run(
        session.add_items(
            [
                {"role": "user", "content": "我叫李明，是后端工程师"},
                {
                    "type": "message",
                    "role": "assistant",
                    "id": "msg_1",
                    "status": "completed",
                    "content": [{"type": "output_text", "text": "你好李明！", "annotations": []}],
                },
                {"type": "function_call", "call_id": "c1", "name": "weather", "arguments": "{}"},
                {"type": "function_call_output", "call_id": "c1", "output": "晴"},
                {"role": "user", "content": [{"type": "input_text", "text": "我决定用 FastAPI 了"}]},
            ]
        )
    )
    assert run(session.get_items()) == [
        {"role": "user", "content": "我叫李明，是后端工程师"},
        {"role": "assistant", "content": "你好李明！"},
        {"role": "user", "content": "我决定用 FastAPI 了"},
    ]
    assert run(session.get_items(limit=1)) == [{"role": "user", "content": "我决定用 FastAPI 了"}]
    # The conversation is an ordinary jiyi topic of the user, found again by the same session id later.
    [topic] = mem.topics.list("li")
    assert topic.title == "Agents chat-1"
    assert [m.role for m in mem.messages.list(topic.id)] == [Role.USER, Role.ASSISTANT, Role.USER]
    again = JiyiSession(mem, "li", "chat-1")
    assert len(run(again.get_items())) == 3
    assert run(JiyiSession(mem, "wang", "chat-1").get_items()) == []  # another user's session of the same name


def test_pop_item_and_clear_session_destroy_nothing(mem: Memory) -> None:
    session = JiyiSession(mem, "li", "chat-1")
    run(session.add_items([{"role": "user", "content": "周末去杭州"}, {"role": "assistant", "content": "好的"}]))
    run(session.add_items([{"role": "user", "content": "不对，是去苏州"}]))
    assert run(session.pop_item()) == {"role": "user", "content": "不对，是去苏州"}
    assert run(session.get_items()) == [
        {"role": "user", "content": "周末去杭州"},
        {"role": "assistant", "content": "好的"},
    ]
    # A later process sees the same: the popped conversation is forgotten (restorable), the copy is current.
    assert len(run(JiyiSession(mem, "li", "chat-1").get_items())) == 2
    [old] = mem.topics.list("li", forgotten=True)
    mem.restore_topic("li", old.id)
    assert [m.content for m in mem.messages.list(old.id)][-1] == "不对，是去苏州"

    run(session.clear_session())
    assert run(session.get_items()) == []
    assert run(JiyiSession(mem, "li", "chat-1").get_items()) == []
    run(session.add_items([{"role": "user", "content": "新话题：推荐一本书"}]))
    assert run(JiyiSession(mem, "li", "chat-1").get_items()) == [{"role": "user", "content": "新话题：推荐一本书"}]
    # Every message ever added is still in jiyi's past conversations.
    contents = [m.content for t in mem.topics.list("li") for m in mem.messages.list(t.id)]
    assert "周末去杭州" in contents and "新话题：推荐一本书" in contents


def test_bad_session_id_is_refused(mem: Memory) -> None:
    for bad in ("", "  ", "x" * 151):
        with pytest.raises(ValueError, match="session_id"):
            JiyiSession(mem, "li", bad)


def test_an_agent_turn_through_the_runner(mem: Memory, openai_stub: OpenAIStub) -> None:
    """Runner.run_sync with the session and jiyi's context in the instructions, the stub as the model; the
    conversation is then distilled into memories like any jiyi chat."""
    mem.add("li", "李明不吃辣，喜欢清淡的粤菜", type="preference")
    client = AsyncOpenAI(base_url=openai_stub.base_url, api_key="sk-test", max_retries=0)
    model = OpenAIChatCompletionsModel(model="stub-model", openai_client=client)
    session = JiyiSession(mem, "li", "dinner")
    config = RunConfig(tracing_disabled=True)

    question = "周末想吃川菜，你推荐吗？"
    agent = Agent(name="助手", model=model, instructions=context_instructions(mem, "li", question, base="你是助手。"))
    openai_stub.script(chat_reply("你不吃辣，推荐粤菜馆。"))
    result = Runner.run_sync(agent, question, session=session, run_config=config)
    assert result.final_output == "你不吃辣，推荐粤菜馆。"
    system = openai_stub.requests_to(CHAT)[0].messages[0]
    assert system["role"] == "system" and system["content"].startswith("你是助手。")
    assert "李明不吃辣" in system["content"]

    openai_stub.script(chat_reply("好的，记住了。"))
    Runner.run_sync(agent, "我下周三搬家到深圳", session=session, run_config=config)
    sent = [(m["role"], m["content"]) for m in openai_stub.requests_to(CHAT)[1].messages[1:]]
    assert sent == [
        ("user", question),
        ("assistant", "你不吃辣，推荐粤菜馆。"),
        ("user", "我下周三搬家到深圳"),
    ]
    [topic] = [t for t in mem.topics.list("li") if t.title == "Agents dinner"]
    assert len(mem.messages.list(topic.id)) == 4
    report = mem.extract(topic.id)
    assert report.status == "done"
    assert any("深圳" in r.content for r in report.added)


def test_context_instructions_without_memories_is_the_base(mem: Memory) -> None:
    assert context_instructions(mem, "new-user", "你好", base="你是助手。").startswith("你是助手。")
    mem.add("li", "李明的女儿叫小雨")
    text = context_instructions(mem, "li", "我女儿叫什么？")
    assert "小雨" in text
