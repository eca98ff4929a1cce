"""The MCP tools over entities, through a real MCP client: list them, read one by id, name or alias."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from jiyi import Memory
from jiyi._entity_models import Mention

mcp = pytest.importorskip("mcp")
from mcp import Client  # noqa: E402

from jiyi._mcp import build_mcp_server  # noqa: E402

from .entity_world import fact, say  # noqa: E402


def _call(server: Any, name: str, args: dict[str, Any]) -> Any:
    async def main() -> Any:
        async with Client(server) as client:
            return await client.call_tool(name, args)

    return asyncio.run(main())


def _data(result: Any) -> Any:
    assert not result.is_error, result.content
    sc = result.structured_content
    return sc.get("result", sc) if isinstance(sc, dict) and set(sc) == {"result"} else sc


def _record(mem: Memory, user: str, text: str, *mentions: Mention) -> None:
    say(mem, user, mem.topics.create(user, "").id, text, *mentions)


def test_an_assistant_lists_entities_and_reads_one_by_name_with_its_past_values(mem: Memory) -> None:
    _record(
        mem, "li", "王明是我的下属，大家叫他小王，住在上海",
        Mention(name="王明", relation="下属", aliases=["小王"], facts=[fact("lives_in", "上海", "住在")]),
    )  # fmt: skip
    _record(
        mem, "li", "小王在字节工作",
        Mention(name="小王", links=[("works_at", "字节")], facts=[fact("employer", "字节", "工作单位")]),
        Mention(name="字节", kind="org", facts=[fact("note", "互联网公司")]),
    )  # fmt: skip
    _record(
        mem, "li", "其实小王搬去杭州了",
        Mention(name="小王", facts=[fact("lives_in", "杭州", "住在", correction=True)]),
    )  # fmt: skip
    _record(mem, "wang", "我的下属小王很能干", Mention(name="小王", relation="下属"))  # another user's
    server = build_mcp_server(mem, "li")
    listed = _data(_call(server, "entities", {"relation": "下属"}))
    assert [(e["name"], e["aliases"], e["relation"]) for e in listed] == [("王明", ["小王"], "下属")]
    one = _data(_call(server, "entity", {"name_or_id": "小王"}))
    said = sorted((f["attribute"], f["value"]) for f in one["facts"] if f["attribute"] != "relation")
    assert said == [("employer", "字节"), ("lives_in", "杭州")]
    assert [(f["value"], f["until"] is not None) for f in one["past"]] == [("上海", True)]
    assert [(x["relation"], x["other_name"], x["outgoing"]) for x in one["links"]] == [("works_at", "字节", True)]
    assert _data(_call(server, "entity", {"name_or_id": listed[0]["id"]}))["name"] == "王明"
    missing = _call(server, "entity", {"name_or_id": "李雷"})
    assert missing.is_error and "no entity is called" in missing.content[0].text
    other = build_mcp_server(mem, "wang")
    theirs = _data(_call(other, "entity", {"name_or_id": "小王"}))["facts"]
    assert [f["value"] for f in theirs] == ["下属"]  # wang's own 小王 (their relation only), not li's
    refused = _call(other, "entity", {"name_or_id": listed[0]["id"]})
    assert refused.is_error  # li's id is unknown to wang
