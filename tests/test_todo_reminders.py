"""Reminders that reach the user: `context()` carries 待办提醒 / Due now for every open todo whose reminder time
has come, on every turn until it is completed or snoozed, while the `todo.reminder` event fires once — across
processes and restarts. Library, REST and client, on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from jiyi import FixedClock, Memory
from jiyi.client import RemoteMemory
from jiyi.embedders import USEEmbedder
from jiyi.server import AuthConfig, LiveServer, create_app

from .conftest import DbFactory


def _events(mem: Memory, kind: str = "todo.reminder") -> list[str]:
    return [e.data["memory"]["id"] for e in mem.store.read_events(0) if e.type == kind]


def test_a_due_todo_is_in_every_context_until_it_is_completed(mem: Memory, clock: FixedClock) -> None:
    report = mem.add("li", "用户需要周五前把报告发给王总", type="todo", due_at=clock.now() + timedelta(hours=2))
    mem.add("li", "用户喜欢喝拿铁", type="preference")
    block = mem.context("li", "今天吃什么好？")
    assert "待办提醒" not in block.text and block.due == ()  # reminded one hour before it is due
    clock.advance(hours=1)
    for _ in range(2):  # every turn, not once
        block = mem.context("li", "今天吃什么好？")
        assert [r.id for r in block.due] == [report.id]
        _, _, rest = block.text.partition("## 待办提醒")
        assert rest and "王总" in rest.split("\n## ")[0]
        assert block.text.index("## 待办提醒") < block.text.index("拿铁")  # the reminder leads the block
    assert [t.memory.id for t in mem.run_due().reminders] == [report.id]
    clock.advance(hours=5)  # overdue now
    assert mem.run_due().reminders == []
    assert [r.id for r in mem.context("li", "今天吃什么好？").due] == [report.id]
    assert _events(mem) == [report.id]  # the event fired once; the section stays
    mem.complete_todo("li", report.id)
    block = mem.context("li", "今天吃什么好？")
    assert "待办提醒" not in block.text and block.due == () and "拿铁" in block.text
    assert mem.todos("li", due=True) == []
    mem.reopen_todo("li", report.id)  # undone: due again
    assert [r.id for r in mem.context("li", "今天吃什么好？").due] == [report.id]


def test_a_snoozed_todo_leaves_the_prompt_until_its_new_time(mem: Memory, clock: FixedClock) -> None:
    gift = mem.add(
        "li", "User needs to buy a gift for Emma's birthday (2026-11-21)", type="todo",
        due_at=clock.now() + timedelta(minutes=30),
    )  # fmt: skip
    block = mem.context("li", "What should I cook tonight?")
    assert "## Due now" in block.text and "Emma" in block.text
    assert [t.memory.id for t in mem.run_due().reminders] == [gift.id]
    mem.snooze_todo("li", gift.id, clock.now() + timedelta(hours=3))
    assert "Due now" not in mem.context("li", "What should I cook tonight?").text
    clock.advance(hours=3)
    assert [r.id for r in mem.context("li", "What should I cook tonight?").due] == [gift.id]
    assert [t.memory.id for t in mem.run_due().reminders] == [gift.id]  # the snooze re-armed it once
    assert _events(mem) == [gift.id, gift.id]


def test_due_reminders_are_the_users_own_todos_only(mem: Memory, clock: FixedClock) -> None:
    due = clock.now() + timedelta(minutes=10)
    mine = mem.add("li", "交房租", type="todo", due_at=due)
    mem.add("wang", "交房租给房东", type="todo", due_at=due)  # another user's
    mem.add("li", "下周去东京出差", type="plan", due_at=due)  # a plan is not a todo to be reminded of here
    later = mem.add("li", "续签合同", type="todo", due_at=clock.now() + timedelta(days=3))
    done = mem.add("li", "交水费", type="todo", due_at=due)
    mem.complete_todo("li", done.id)
    assert [t.memory.id for t in mem.todos("li", due=True)] == [mine.id]
    assert [r.id for r in mem.context("li", "房租交了吗").due] == [mine.id]
    assert [t.memory.content for t in mem.todos("wang", due=True)] == ["交房租给房东"]
    assert later.id not in {r.id for r in mem.context("li", "合同").due}


def test_the_reminder_fires_once_across_processes_and_restarts_and_stays_due(
    mem: Memory, db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock
) -> None:
    todo = mem.add("li", "提醒我给妈妈打电话", type="todo", due_at=clock.now() + timedelta(minutes=5))
    clock.advance(minutes=10)
    other = Memory(db_factory("jiyi.db"), embedder=embedder, clock=clock)  # a second worker on the same store
    fired = [len(mem.run_due().reminders), len(other.run_due().reminders)]
    assert sorted(fired) == [0, 1]
    other.close()
    again = Memory(db_factory("jiyi.db"), embedder=embedder, clock=clock)  # a restart
    try:
        assert again.run_due().reminders == []
        assert [r.id for r in again.context("li", "晚上好").due] == [todo.id]
        assert _events(again) == [todo.id]
    finally:
        again.close()


def test_due_reminders_over_rest_and_the_client(mem: Memory, clock: FixedClock) -> None:
    todo = mem.add("li", "用户需要周五前把报告发给王总", type="todo", due_at=clock.now() + timedelta(minutes=20))
    mem.add("li", "用户需要续签合同", type="todo", due_at=clock.now() + timedelta(days=5))
    app = create_app(mem, auth=AuthConfig(open=True))
    with LiveServer(app) as server, RemoteMemory(server.url, user_id="li") as remote:
        assert [t.memory.id for t in remote.todos("li", due=True)] == [todo.id]
        assert len(remote.todos("li")) == 2
        r = httpx.get(server.url + "/api/todos", params={"due": "true"}, headers={"X-Jiyi-User": "li"})
        assert r.status_code == 200 and [t["memory"]["id"] for t in r.json()] == [todo.id]
        r = httpx.post(server.url + "/api/context", json={"message": "你好"}, headers={"X-Jiyi-User": "li"})
        assert r.status_code == 200 and [m["id"] for m in r.json()["due"]] == [todo.id]
        assert "待办提醒" in r.json()["text"] and "王总" in r.json()["text"]
        r = httpx.get(server.url + "/api/todos", params={"due": "maybe"}, headers={"X-Jiyi-User": "li"})
        assert r.status_code == 422
        remote.complete_todo("li", todo.id)
        assert remote.todos("li", due=True) == []


# --- completing by saying so ----------------------------------------------------------------------


def _say(mem: Memory, *lines: str) -> None:
    topic = mem.topics.create("li")
    for line in lines:
        mem.messages.add(topic.id, "user", line)
    assert mem.extract(topic.id).status == "done"


def test_saying_the_report_was_sent_completes_the_todo_and_undo_reopens_it(mem: Memory, clock: FixedClock) -> None:
    _say(mem, "帮我记住：周五前把报告发给王总")
    (todo,) = mem.todos("li")
    assert todo.memory.content == "用户需要周五前把报告发给王总（2026-11-27）"
    clock.set(todo.reminds_at or clock.now())
    assert [r.id for r in mem.context("li", "早上好").due] == [todo.memory.id]
    clock.advance(minutes=30)
    _say(mem, "报告已经发了")
    assert mem.todos("li") == [] and mem.todos("li", due=True) == []
    (done,) = mem.todos("li", include_completed=True)
    assert done.completed_at == clock.now() and done.memory.content == todo.memory.content
    assert done.memory.supersedes == todo.memory.id
    assert "待办提醒" not in mem.context("li", "早上好").text
    completed = [e for e in mem.store.read_events(0) if e.type == "todo.completed"]
    assert [e.data["memory"]["id"] for e in completed] == [done.memory.id]
    # History kept: the change says why, and undoing it brings the open todo back.
    entry = next(e for e in mem.history("li", done.memory.id) if e.event == "update")
    assert "报告已经发了" in entry.reason and entry.related_id == todo.memory.id
    mem.undo("li", entry.id)
    assert [t.memory.id for t in mem.todos("li")] == [todo.memory.id]
    assert [r.id for r in mem.context("li", "早上好").due] == [todo.memory.id]


def test_done_with_the_gift_completes_only_that_todo(mem: Memory, clock: FixedClock) -> None:
    _say(mem, "Remind me to buy a gift for Emma's birthday next Saturday", "Don't let me forget to call the dentist")
    gift = next(t for t in mem.todos("li", include_completed=True) if "Emma" in t.memory.content)
    assert gift.memory.due_at is not None and gift.memory.due_at.date().isoformat() == "2026-11-28"
    _say(mem, "I haven't bought the gift yet")
    assert all(t.completed_at is None for t in mem.todos("li", include_completed=True))
    _say(mem, "Done with the gift!")
    (closed,) = [t for t in mem.todos("li", include_completed=True) if t.completed_at is not None]
    assert "Emma" in closed.memory.content
    _say(mem, "I bought Emma's gift")  # said again: nothing open is left to complete
    assert len(mem.todos("li", include_completed=True)) == 1
    assert [e.type for e in mem.store.read_events(0)].count("todo.completed") == 1


def test_a_done_statement_naming_two_todos_equally_completes_neither(mem: Memory) -> None:
    _say(mem, "提醒我周五前把报告发给王总", "记得下周一把报告打印出来")
    assert len(mem.todos("li")) == 2
    _say(mem, "报告已经发了")  # which report? a todo is never closed on a guess
    assert len(mem.todos("li")) == 2 and all(t.completed_at is None for t in mem.todos("li"))


def test_due_todos_over_mcp_and_the_cli(mem: Memory, clock: FixedClock, tmp_path: Path, capsys: Any) -> None:
    mcp = pytest.importorskip("mcp")
    from jiyi._mcp import build_mcp_server

    due = mem.add("li", "用户需要给妈妈打电话", type="todo", due_at=clock.now() + timedelta(minutes=10))
    mem.add("li", "用户需要续签合同", type="todo", due_at=clock.now() + timedelta(days=3))

    async def body() -> None:
        async with mcp.Client(build_mcp_server(mem, "li")) as client:
            result = await client.call_tool("todos", {"due": True})
            assert not result.is_error
            rows = result.structured_content["result"]
            assert [r["memory"]["id"] for r in rows] == [due.id]
            text = await client.call_tool("context", {"message": "晚上好"})
            assert "待办提醒" in text.content[0].text and "妈妈" in text.content[0].text

    asyncio.run(body())

    # The command line (the wall clock): a todo due a minute ago is listed, one due in three days is not.
    from jiyi.cli import main

    db = tmp_path / "cli.db"
    with Memory(db, embedder=mem.embedder) as local:
        now = datetime.now(UTC)
        local.add("li", "交房租", type="todo", due_at=now - timedelta(minutes=1))
        local.add("li", "续签合同", type="todo", due_at=now + timedelta(days=3))
    capsys.readouterr()
    assert main(["todos", "--due", "--db", str(db), "--user", "li"]) == 0
    out = capsys.readouterr().out
    assert "交房租" in out and "续签合同" not in out
    assert main(["todos", "--db", str(db), "--user", "li"]) == 0
    assert "续签合同" in capsys.readouterr().out


# --- "what do I need to do this week?": the open todos are the answer ------------------------------------------

WED = datetime(2026, 11, 25, 9, 0, tzinfo=UTC)


def _week(mem: Memory, clock: FixedClock) -> dict[str, str]:
    """A user with last week's news, two todos due this Friday, one next month, and one done."""
    clock.set(WED - timedelta(days=9))
    mem.add("li", "用户上周从云帆科技离职（2026-11-16 那周）", type="event")
    mem.add("li", "User quit their job at Acme last week", type="event")
    clock.set(WED)
    friday, december = WED + timedelta(days=2), datetime(2026, 12, 15, 9, tzinfo=UTC)
    ids = {
        "rent": mem.add("li", "用户需要周五交房租（2026-11-27）", type="todo", due_at=friday).id,
        "invoice": mem.add("li", "User needs to send the invoice to Acme by Friday (2026-11-27)", type="todo",
                           due_at=friday).id,
        "passport": mem.add("li", "User needs to renew their passport by December 15 (2026-12-15)", type="todo",
                            due_at=december).id,
        "keys": mem.add("li", "用户需要周四把钥匙还给小李（2026-11-26）", type="todo", due_at=friday).id,
    }  # fmt: skip
    mem.complete_todo("li", ids["keys"])
    return ids


@pytest.mark.parametrize(
    ("question", "heading"),
    [("What do I need to do this week?", "## To do (open, soonest due first)"),
     ("这周要做什么？", "## 要做的事（未完成，截止最早的在前）"),
     ("这个星期我还有什么事要做", "## 要做的事（未完成，截止最早的在前）")],
)  # fmt: skip
def test_what_to_do_this_week_lists_the_open_todos_due_this_week_first(
    mem: Memory, clock: FixedClock, question: str, heading: str
) -> None:
    ids = _week(mem, clock)
    block = mem.context("li", question)
    assert [r.id for r in block.to_do] == [ids["rent"], ids["invoice"]]  # not next month's, not the one done
    assert block.text.split("\n\n")[1].startswith(heading)  # the first section, above last week's news
    assert "钥匙" not in block.text  # done: no answer to what is left to do
    assert mem.search("li", question, k=1)[0].memory.type == "todo"  # type: ignore[union-attr]


@pytest.mark.parametrize("question", ["What do I need to do?", "我有什么待办"])
def test_what_to_do_with_no_period_lists_every_open_todo_soonest_first(
    mem: Memory, clock: FixedClock, question: str
) -> None:
    ids = _week(mem, clock)
    assert [r.id for r in mem.context("li", question).to_do] == [ids["rent"], ids["invoice"], ids["passport"]]


@pytest.mark.parametrize("question", ["我上周做了什么？", "What did I do last week?", "What should I cook tonight?"])
def test_other_questions_list_no_todos(mem: Memory, clock: FixedClock, question: str) -> None:
    _week(mem, clock)
    block = mem.context("li", question)
    assert block.to_do == () and "## To do" not in block.text and "要做的事" not in block.text
