"""Agent scopes and metadata through the faces: the REST API (a real server on 127.0.0.1) and the MCP tools."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from jiyi import Memory
from jiyi.server import LiveServer, create_app

from .conftest import T0


@pytest.fixture
def http(mem: Memory) -> Iterator[tuple[httpx.Client, httpx.Client]]:
    """Clients for Li and for Wang on one server."""
    app = create_app(mem)
    keys = app.state.auth.keys
    with LiveServer(app) as server:
        li, _ = keys.create(user_id="li", now=T0)
        wang, _ = keys.create(user_id="wang", now=T0)
        with (
            httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {li}"}, timeout=20) as a,
            httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {wang}"}, timeout=20) as b,
        ):
            yield a, b


def _refused(r: httpx.Response, field: str) -> None:
    assert r.status_code == 422, r.text
    assert r.json()["error"]["field"] == field, r.json()


def test_rest_memories_carry_agent_and_metadata_and_reads_filter_on_them(
    http: tuple[httpx.Client, httpx.Client],
) -> None:
    li, wang = http
    md = {"来源": "聊天", "标签": ["日本", "旅行"], "优先级": 2}
    r = li.post("/api/memories", json={"content": "用户下个月去东京旅行", "agent_id": "旅行助手", "metadata": md})
    assert r.status_code == 201 and r.json()["agent_id"] == "旅行助手" and r.json()["metadata"] == md
    li.post(
        "/api/memories", json={"content": "用户对花生过敏", "agent_id": "cooking-app", "metadata": {"来源": "表单"}}
    )
    li.post("/api/memories", json={"content": "用户叫李鸣"})
    wang.post("/api/memories", json={"content": "用户下个月去东京出差", "agent_id": "旅行助手", "metadata": md})

    page = li.get("/api/memories", params={"agent_id": "旅行助手"}).json()
    assert [m["content"] for m in page["items"]] == ["用户下个月去东京旅行"] and page["total"] == 1
    page = li.get("/api/memories", params={"filters": json.dumps({"来源": {"$in": ["聊天", "表单"]}})}).json()
    assert {m["content"] for m in page["items"]} == {"用户下个月去东京旅行", "用户对花生过敏"}
    assert li.get("/api/memories").json()["total"] == 3

    hits = li.post("/api/memories/search", json={"query": "东京", "agent_id": "旅行助手"}).json()
    assert [h["memory"]["content"] for h in hits] == ["用户下个月去东京旅行"]
    hits = li.post("/api/memories/search", json={"query": "花生 东京 李鸣", "filters": {"来源": "表单"}}).json()
    assert [h["memory"]["content"] for h in hits] == ["用户对花生过敏"]
    block = li.post("/api/context", json={"message": "旅行和饮食要注意什么", "agent_id": "cooking-app"}).json()
    assert "花生" in block["text"] and "东京" not in block["text"] and "李鸣" not in block["text"]
    for h in wang.post("/api/memories/search", json={"query": "东京旅行 花生", "agent_id": "旅行助手"}).json():
        assert h["memory"]["user_id"] == "wang"


def test_rest_refuses_bad_scopes_metadata_and_filters_and_writes_nothing(
    http: tuple[httpx.Client, httpx.Client],
) -> None:
    li, _ = http
    _refused(li.post("/api/memories", json={"content": "用户喜欢茶", "agent_id": ""}), "agent_id")
    _refused(li.post("/api/memories", json={"content": "用户喜欢茶", "metadata": {"长": "字" * 9000}}), "metadata")
    nan = '{"content": "用户喜欢茶", "metadata": {"比例": NaN}}'
    _refused(li.post("/api/memories", content=nan, headers={"Content-Type": "application/json"}), "metadata")
    _refused(li.post("/api/topics", json={"title": "话题", "metadata": {"k": "a\x01"}}), "metadata")
    assert li.get("/api/memories").json()["total"] == 0 and li.get("/api/topics").json() == []
    _refused(li.get("/api/memories", params={"filters": "来源=聊天"}), "filters")
    _refused(li.get("/api/memories", params={"filters": '{"来源": {"$gt": 1}}'}), "filters")
    _refused(li.post("/api/memories/search", json={"query": "茶", "filters": {"来源": ["聊天"]}}), "filters")
    _refused(li.post("/api/context", json={"message": "茶", "agent_id": "a\x00"}), "agent_id")


def test_rest_topic_scope_reaches_the_memories_distilled_from_it(http: tuple[httpx.Client, httpx.Client]) -> None:
    li, _ = http
    topic = li.post("/api/topics", json={"title": "跑步", "agent_id": "运动助手", "metadata": {"渠道": "小程序"}})
    assert topic.status_code == 201 and topic.json()["agent_id"] == "运动助手"
    tid = topic.json()["id"]
    assert li.get(f"/api/topics/{tid}").json()["metadata"] == {"渠道": "小程序"}
    li.post(f"/api/topics/{tid}/messages", json={"role": "user", "content": "我在准备明年的北京马拉松"})
    added = li.post(f"/api/topics/{tid}/extract-memories").json()["memories"]
    assert added and all(m["agent_id"] == "运动助手" for m in added)
    assert li.get("/api/memories", params={"agent_id": "运动助手"}).json()["total"] == len(added)
    li.post("/api/topics", json={"title": "闲聊"})
    assert [t["id"] for t in li.get("/api/topics", params={"agent_id": "运动助手"}).json()] == [tid]
    assert len(li.get("/api/topics").json()) == 2


def test_mcp_tools_take_an_agent_and_filters(mem: Memory) -> None:
    pytest.importorskip("mcp")
    from mcp import Client

    from jiyi._mcp import build_mcp_server

    def data(result: Any) -> Any:
        assert not result.is_error, result.content
        sc = result.structured_content
        return sc.get("result", sc) if isinstance(sc, dict) and set(sc) == {"result"} else sc

    async def main() -> None:
        async with Client(build_mcp_server(mem, "li")) as c:
            cat = data(await c.call_tool("remember", {"content": "我家的橘猫叫橘子", "agent_id": "宠物助手",
                                                      "metadata": {"来源": "语音"}}))  # fmt: skip
            assert cat["agent_id"] == "宠物助手" and cat["metadata"] == {"来源": "语音"}
            data(await c.call_tool("remember", {"content": "我家的狗叫旺财"}))
            hits = data(await c.call_tool("recall", {"query": "我家宠物叫什么", "agent_id": "宠物助手"}))
            assert [h["id"] for h in hits] == [cat["id"]]
            listed = data(await c.call_tool("list_memories", {"filters": {"来源": "语音"}}))
            assert [m["id"] for m in listed] == [cat["id"]]
            block = (await c.call_tool("context", {"message": "宠物", "agent_id": "宠物助手"})).content[0].text
            assert "橘子" in block and "旺财" not in block
            bad = await c.call_tool("remember", {"content": "x", "metadata": {"v": 2**70}})
            assert bad.is_error and "metadata" in bad.content[0].text
            added = data(await c.call_tool("add_messages", {"messages": [{"role": "user", "content": "我在学日语"}],
                                                            "agent_id": "学习助手", "distil_now": True}))  # fmt: skip
            assert mem.topics.get(added["topic_id"], user_id="li").agent_id == "学习助手"
            assert all(m["agent_id"] == "学习助手" for m in added["added"])

    asyncio.run(main())
