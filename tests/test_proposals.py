"""Proposed memories (seed 003 §4.4): with auto-extract off, distillation proposes instead of writing; the user
confirms (a real memory, with its messages, history and an event) or rejects each — library, REST and MCP, on
SQLite and PostgreSQL. Unanswered proposals expire into a listed state; nothing is deleted but by erasing."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx
import pytest

from jiyi import ConflictError, FixedClock, Memory, NotFoundError, ValidationError
from jiyi.embedders import Embedder
from jiyi.server import LiveServer, create_app

from .conftest import T0, DbFactory

SAID = "我叫李明，我住在杭州，我对花生过敏。"


def _proposed(mem: Memory, clock: FixedClock, user: str = "li", text: str = SAID) -> list[str]:
    """Auto-extract off, one message, then the worker's tick: the proposals' contents, newest first."""
    mem.update_settings(user, auto_extract=False, proposal_expiry_days=3)
    topic = mem.topics.create(user, "自我介绍")
    mem.messages.add(topic.id, "user", text)
    clock.advance(hours=1)
    mem.run_due()
    return [p.content for p in mem.proposals(user)]


def test_a_tick_proposes_instead_of_writing_and_confirm_makes_the_memory(mem: Memory, clock: FixedClock) -> None:
    contents = _proposed(mem, clock)
    assert mem.list("li") == []  # nothing written behind the user's back
    assert any("花生过敏" in c for c in contents) and any("杭州" in c for c in contents)
    pending = mem.proposals("li", status="pending")
    assert {p.status for p in pending} == {"pending"} and len(pending) == len(contents)
    allergy = next(p for p in pending if "花生" in p.content)
    assert allergy.message_ids and allergy.topic_id

    rec = mem.confirm("li", allergy.id)
    assert (rec.content, rec.message_ids, rec.topic_id, rec.verified) == (
        allergy.content, allergy.message_ids, allergy.topic_id, True,
    )  # fmt: skip
    assert [m.id for m in mem.list("li")] == [rec.id]
    assert mem.search("li", "我对什么过敏？")[0].id == rec.id
    assert mem.history("li", rec.id)[0].event == "add" and mem.history("li", rec.id)[0].actor == "user"
    kinds = [e.type for e in mem.store.read_events(0, limit=1000)]
    assert "memory.created" in kinds and "proposal.confirmed" in kinds and "proposal.created" in kinds
    done = mem.proposals("li", status="confirmed")
    assert [(p.id, p.memory_id) for p in done] == [(allergy.id, rec.id)]
    with pytest.raises(ConflictError):
        mem.confirm("li", allergy.id)

    city = next(p for p in pending if "杭州" in p.content)
    assert mem.reject("li", city.id).status == "rejected"
    with pytest.raises(ConflictError):
        mem.confirm("li", city.id)
    assert [m.id for m in mem.list("li")] == [rec.id]
    assert [p.id for p in mem.proposals("li", status="rejected")] == [city.id]
    with pytest.raises(ValidationError):
        mem.proposals("li", status="maybe")


def test_unanswered_proposals_expire_but_stay_and_can_still_be_confirmed(mem: Memory, clock: FixedClock) -> None:
    contents = _proposed(mem, clock)
    clock.advance(days=3, seconds=1)  # proposal_expiry_days=3
    mem.run_due()
    listed = mem.proposals("li")
    assert [p.content for p in listed] == contents and {p.status for p in listed} == {"expired"}
    assert mem.proposals("li", status="pending") == [] and len(mem.proposals("li", status="expired")) == len(listed)
    rec = mem.confirm("li", listed[0].id)  # nothing is lost for not answering in time
    assert rec.content == listed[0].content and mem.proposals("li", status="confirmed")[0].memory_id == rec.id


def test_proposals_are_scoped_by_user_erased_and_exported(
    mem: Memory, clock: FixedClock, db_factory: DbFactory, embedder: Embedder
) -> None:
    _proposed(mem, clock)
    theirs = mem.proposals("li")[0]
    assert mem.proposals("wang") == []
    with pytest.raises(NotFoundError):
        mem.confirm("wang", theirs.id)
    with pytest.raises(NotFoundError):
        mem.reject("wang", theirs.id)
    assert mem.proposals("li")[0].status == "pending"

    lines = list(mem.export_user("li"))
    exported = [json.loads(line) for line in lines if json.loads(line)["kind"] == "proposal"]
    assert {p["id"] for p in exported} == {p.id for p in mem.proposals("li")}
    with Memory(db_factory("copy.db"), embedder=embedder, clock=clock) as copy:
        assert copy.import_user("li", lines).proposals == len(exported)
        assert [p.model_dump() for p in copy.proposals("li")] == [p.model_dump() for p in mem.proposals("li")]
        assert copy.import_user("li", lines).proposals == 0  # idempotent

    removed = mem.erase_user("li", confirm=True)
    assert removed["proposals"] == len(exported)
    assert mem.proposals("li") == []


def test_a_forgotten_conversations_proposals_are_hidden_until_it_is_restored(mem: Memory, clock: FixedClock) -> None:
    contents = _proposed(mem, clock)
    topic = mem.topics.list("li")[0]
    mem.forget_topic("li", topic.id)
    assert mem.proposals("li") == []
    hidden = mem.store.list_proposals("li", now=clock.now(), forgotten_topics=True)
    assert [p.content for p in hidden] == contents  # kept (and exported), not shown
    with pytest.raises(ConflictError):
        mem.confirm("li", hidden[0].id)  # no memory is written from a forgotten conversation
    mem.restore_topic("li", topic.id)
    assert [p.content for p in mem.proposals("li")] == contents
    assert mem.confirm("li", hidden[0].id).content == contents[0]


def test_auto_extract_on_writes_and_a_manual_extract_writes_too(mem: Memory, clock: FixedClock) -> None:
    topic = mem.topics.create("li", "自我介绍")
    mem.messages.add(topic.id, "user", SAID)
    mem.update_settings("li", auto_extract=False)
    report = mem.extract(topic.id, automatic=True)  # the chat UI's "after each turn" run: a proposal
    assert report.status == "done" and report.added == () and report.proposed
    mem.messages.add(topic.id, "user", "我女儿叫小雨。")
    report = mem.extract(topic.id)  # the user pressed "提取": their own ask, written at once
    assert report.added and not report.proposed


def test_rest_lists_confirms_and_rejects(mem: Memory, clock: FixedClock) -> None:
    contents = _proposed(mem, clock)
    app = create_app(mem)
    with LiveServer(app) as server:
        secret, _ = app.state.auth.keys.create(user_id="li", now=T0)
        other, _ = app.state.auth.keys.create(user_id="wang", now=T0)
        with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {secret}"}, timeout=20) as h:
            listed = h.get("/api/proposals", params={"status": "pending"}).json()
            assert [p["content"] for p in listed] == contents
            wang = {"Authorization": f"Bearer {other}"}
            assert h.get("/api/proposals", headers=wang).json() == []
            assert h.post(f"/api/proposals/{listed[0]['id']}/confirm", headers=wang).status_code == 404
            rec = h.post(f"/api/proposals/{listed[0]['id']}/confirm").json()
            assert rec["content"] == listed[0]["content"] and rec["message_ids"] == listed[0]["message_ids"]
            assert h.post(f"/api/proposals/{listed[0]['id']}/confirm").status_code == 409
            assert h.post(f"/api/proposals/{listed[1]['id']}/reject").json()["status"] == "rejected"
            assert h.get("/api/proposals", params={"status": "maybe"}).status_code == 422
            assert h.post("/api/proposals/prp_nope/reject").status_code == 404
            assert [m["id"] for m in h.get("/api/memories").json()["items"]] == [rec["id"]]


def test_mcp_lists_confirms_and_rejects(mem: Memory, clock: FixedClock) -> None:
    pytest.importorskip("mcp")
    from mcp import Client

    from jiyi._mcp import build_mcp_server

    contents = _proposed(mem, clock)

    async def call(c: Any, tool: str, args: dict[str, Any]) -> Any:
        result = await c.call_tool(tool, args)
        assert not result.is_error, result.content
        sc = result.structured_content
        return sc.get("result", sc) if isinstance(sc, dict) and set(sc) == {"result"} else sc

    async def main() -> None:
        async with Client(build_mcp_server(mem, "li")) as c:
            listed = await call(c, "proposals", {})
            assert [p["content"] for p in listed] == contents
            rec = await call(c, "confirm_proposal", {"proposal_id": listed[0]["id"]})
            assert rec["content"] == listed[0]["content"]
            assert (await call(c, "reject_proposal", {"proposal_id": listed[1]["id"]}))["status"] == "rejected"
            again = await c.call_tool("confirm_proposal", {"proposal_id": listed[0]["id"]})
            assert again.is_error and "already" in again.content[0].text
            assert [p["id"] for p in await call(c, "proposals", {"status": "confirmed"})] == [listed[0]["id"]]

    asyncio.run(main())
