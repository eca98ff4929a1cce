"""The MCP face: every tool through a real MCP client, in process and over stdio with `jiyi mcp`."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from jiyi import Memory

mcp = pytest.importorskip("mcp")
from mcp import Client, StdioServerParameters  # noqa: E402

from jiyi._mcp import build_mcp_server  # noqa: E402


def _run(server: Any, body: Callable[[Any], Awaitable[None]]) -> None:
    async def main() -> None:
        async with Client(server) as client:
            await body(client)

    asyncio.run(main())


def _data(result: Any) -> Any:
    assert not result.is_error, result.content
    if result.structured_content is not None:
        sc = result.structured_content
        return sc.get("result", sc) if isinstance(sc, dict) and set(sc) == {"result"} else sc
    return json.loads(result.content[0].text)


def _text(result: Any) -> str:
    assert not result.is_error, result.content
    return str(result.content[0].text)


def test_remember_recall_context_in_chinese_and_english(mem: Memory) -> None:
    server = build_mcp_server(mem, "li")

    async def body(c: Any) -> None:
        names = {t.name for t in (await c.list_tools()).tools}
        assert {"remember", "recall", "context", "forget", "restore", "undo", "add_messages", "todos"} <= names
        cat = _data(await c.call_tool("remember", {"content": "我家的橘猫叫橘子"}))
        assert cat["content"] == "我家的橘猫叫橘子" and cat["type"] == "manual"  # kept in its language
        _data(await c.call_tool("remember", {"content": "Prefers answers with code first", "type": "preference"}))
        hits = _data(await c.call_tool("recall", {"query": "我的猫叫什么名字？"}))
        assert hits[0]["id"] == cat["id"]
        hits = _data(await c.call_tool("recall", {"query": "what is my cat called?"}))  # across languages
        assert cat["id"] in [h["id"] for h in hits[:2]]
        block = _text(await c.call_tool("context", {"message": "猫最近不爱吃饭怎么办"}))
        assert "橘子" in block

    _run(server, body)


def test_forget_restore_update_history_and_undo(mem: Memory) -> None:
    server = build_mcp_server(mem, "li")

    async def body(c: Any) -> None:
        m = _data(await c.call_tool("remember", {"content": "测试环境 IP 段是 10.0.0.x"}))
        assert _data(await c.call_tool("forget", {"memory_id": m["id"], "reason": "过时了"}))["state"] == "forgotten"
        assert m["id"] not in [h["id"] for h in _data(await c.call_tool("recall", {"query": "测试环境网段"}))]
        listed = _data(await c.call_tool("list_memories", {"include_forgotten": True}))
        assert [x["state"] for x in listed if x["id"] == m["id"]] == ["forgotten"]
        assert _data(await c.call_tool("restore", {"memory_id": m["id"]}))["state"] == "active"
        new = _data(await c.call_tool("update_memory", {"memory_id": m["id"], "content": "测试环境 IP 段是 10.2.0.x"}))
        assert new["id"] != m["id"] and "10.2.0.x" in new["content"]
        changes = _data(await c.call_tool("history", {"memory_id": new["id"]}))
        update = next(ch for ch in changes if ch["event"] == "update")
        back = _data(await c.call_tool("undo", {"change_id": update["id"]}))
        assert back["id"] == m["id"] and back["current"]
        hits = _data(await c.call_tool("recall", {"query": "测试环境 IP"}))
        assert hits[0]["content"] == "测试环境 IP 段是 10.0.0.x"

    _run(server, body)


def test_conversation_is_distilled_and_todos_listed(mem: Memory) -> None:
    server = build_mcp_server(mem, "li")

    async def body(c: Any) -> None:
        turns = [
            {"role": "user", "content": "我叫李明，是后端工程师"},
            {"role": "assistant", "content": "你好李明！"},
            {"role": "user", "content": "下周三我要去苏州出差"},
        ]
        out = _data(await c.call_tool("add_messages", {"messages": turns, "distil_now": True}))
        assert out["messages_added"] == 3 and out["distilled"]
        contents = " ".join(m["content"] for m in out["added"])
        assert "李明" in contents and "苏州" in contents
        more = _data(await c.call_tool("add_messages", {"messages": turns[:1], "topic_id": out["topic_id"]}))
        assert more["topic_id"] == out["topic_id"] and not more["distilled"]  # left to the background
        todos = _data(await c.call_tool("todos", {}))
        trip = next(t for t in todos if "苏州" in t["memory"]["content"])
        assert trip["due_at"] and not trip["completed"]
        assert _data(await c.call_tool("complete_todo", {"memory_id": trip["memory"]["id"]}))["completed"]
        assert "李明" not in _text(await c.call_tool("profile", {}))  # written by the background, not yet
        mem.refresh_profile("li")
        assert "李明" in _text(await c.call_tool("profile", {}))

    _run(server, body)


def test_mistakes_are_tool_errors_and_other_users_stay_invisible(mem: Memory) -> None:
    secret = mem.add("wang", "王的银行卡密码提示：生日")
    server = build_mcp_server(mem, "li")

    async def body(c: Any) -> None:
        for name, args in (
            ("forget", {"memory_id": secret.id}),  # another user's id looks like a missing one
            ("undo", {"change_id": "his_nope"}),
            ("remember", {"content": "   "}),
            ("add_messages", {"messages": []}),
            ("add_messages", {"messages": [{"role": "user", "content": "hi"}], "topic_id": "top_missing"}),
        ):
            result = await c.call_tool(name, args)
            assert result.is_error, (name, result.content)
            assert result.content[0].text.strip(), name  # a message the model can act on
        bad = await c.call_tool("recall", {"query": "x", "k": "many"})  # wrong type: rejected by the schema
        assert bad.is_error
        assert all("银行卡" not in h["content"] for h in _data(await c.call_tool("recall", {"query": "银行卡密码"})))

    _run(server, body)
    assert mem.get("wang", secret.id).state.value == "active"  # untouched


def test_a_secret_never_reaches_the_model_through_the_tools(mem: Memory) -> None:
    mem.update_settings("li", filter_sensitive=False)  # stored before the filter (or imported)
    old = mem.add("li", "用户的银行卡密码是 654321", type="personal")
    mem.update_settings("li", filter_sensitive=True)
    server = build_mcp_server(mem, "li")

    async def body(c: Any) -> None:
        refused = await c.call_tool("remember", {"content": "My PIN is 4821"})
        assert refused.is_error and "filter_sensitive" in refused.content[0].text
        hits = _data(await c.call_tool("recall", {"query": "银行卡密码"}))
        assert [h["content"] for h in hits if h["id"] == old.id] == ["用户的银行卡密码是 ***"]
        listed = _data(await c.call_tool("list_memories", {}))
        assert [m["content"] for m in listed] == ["用户的银行卡密码是 ***"]
        history = _data(await c.call_tool("history", {"memory_id": old.id}))
        assert history[0]["new_content"] == "用户的银行卡密码是 ***"
        assert "654321" not in _text(await c.call_tool("context", {"message": "我的银行卡密码"}))

    _run(server, body)
    assert mem.get("li", old.id).content == "用户的银行卡密码是 654321"  # the stored memory is untouched


def test_jiyi_mcp_over_stdio(tmp_path: Path) -> None:
    db = tmp_path / "mcp.db"
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "jiyi.cli", "mcp", "--db", str(db), "--user", "li", "--embedder", "hash"],
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )

    async def body(c: Any) -> None:
        stored = _data(await c.call_tool("remember", {"content": "记住：周五下午不排会"}))
        hits = _data(await c.call_tool("recall", {"query": "周五下午"}))
        assert hits[0]["id"] == stored["id"]

    _run(params, body)
    with Memory(db, embedder="hash") as mem:  # written to the file the command was given
        assert [m.content for m in mem.list("li")] == ["记住：周五下午不排会"]


def test_forget_a_subject_and_a_conversation(mem: Memory) -> None:
    server = build_mcp_server(mem, "li")

    async def body(c: Any) -> None:
        turns = [{"role": "user", "content": "我在准备明年的北京马拉松"}, {"role": "user", "content": "我喜欢吃辣"}]
        out = _data(await c.call_tool("add_messages", {"messages": turns, "distil_now": True}))
        _data(await c.call_tool("remember", {"content": "用户的马拉松目标是跑进四小时", "type": "plan"}))
        preview = _data(await c.call_tool("forget_about", {"subject": "马拉松", "dry_run": True}))
        assert preview["dry_run"] and len(preview["memories"]) == 2 and preview["change_ids"] == []
        assert preview["topic_ids"] == [out["topic_id"]]
        done = _data(await c.call_tool("forget_about", {"subject": "马拉松"}))
        assert [m["state"] for m in done["memories"]] == ["forgotten", "forgotten"] and len(done["change_ids"]) == 2
        assert "马拉松" not in _text(await c.call_tool("context", {"message": "马拉松训练怎么安排？"}))
        assert _data(await c.call_tool("undo", {"change_id": done["change_ids"][0]}))["state"] == "active"
        gone = _data(await c.call_tool("forget_conversation", {"topic_id": out["topic_id"]}))
        assert gone["messages_hidden"] == 2 and {m["content"] for m in gone["memories"]} >= {"用户喜欢吃辣"}
        again = await c.call_tool("forget_conversation", {"topic_id": out["topic_id"]})
        assert again.is_error and "already forgotten" in again.content[0].text
        back = _data(await c.call_tool("restore_conversation", {"topic_id": out["topic_id"]}))
        assert {m["content"] for m in back["memories"]} == {m["content"] for m in gone["memories"]}
        missing = await c.call_tool("forget_conversation", {"topic_id": "top_missing"})
        assert missing.is_error and "not found" in missing.content[0].text

    _run(server, body)
