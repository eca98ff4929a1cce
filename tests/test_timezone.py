"""The user's time zone (issue #18 item 1) and plans that pass (item 3).

Instants are stored in UTC; every date a user says ("明天下午3点", "tomorrow at 9am") or sees (context(), episode
dates, todos) is read in their zone: their `timezone` setting, else the service's `default_timezone`. A plan
whose day is over in that zone is shown as past, and a question about what lies ahead does not get it back.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import httpx
import pytest

from jiyi import FixedClock, Memory, ValidationError
from jiyi._mcp import build_mcp_server
from jiyi._recall import asks_ahead
from jiyi.cli import build_parser, main, open_memory
from jiyi.embedders import USEEmbedder
from jiyi.server import AuthConfig, LiveServer, create_app

from .conftest import DbFactory
from .openai_stub import CHAT, OpenAIStub, chat_reply
from .test_mcp import _data, _run

BEIJING_8PM = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)  # Wednesday 20:00 in Asia/Shanghai, 04:00 in LA


def _extract_one(mem: Memory, user: str, text: str) -> list[datetime | None]:
    t = mem.topics.create(user)
    mem.messages.add(t.id, "user", text)
    report = mem.extract(t.id)
    assert report.status == "done"
    return [m.due_at for m in report.added if m.type == "todo"]


def test_beijing_user_tomorrow_3pm_is_7am_utc(mem: Memory, clock: FixedClock) -> None:
    clock.set(BEIJING_8PM)
    mem.update_settings("li", timezone="Asia/Shanghai")
    t = mem.topics.create("li")
    mem.messages.add(t.id, "user", "提醒我明天下午3点开会")
    [todo] = mem.extract(t.id).added
    assert todo.type == "todo" and "2026-11-26 15:00" in todo.content
    stored = mem.get("li", todo.id)  # the stored instant is UTC: 15:00 in Beijing
    assert stored.due_at == datetime(2026, 11, 26, 7, 0, tzinfo=UTC) and stored.due_at.utcoffset() == timedelta(0)
    assert [x.reminds_at for x in mem.todos("li")] == [datetime(2026, 11, 26, 6, 0, tzinfo=UTC)]  # an hour before
    # A user who chose no zone has the service's default (UTC here): the same words are 15:00 UTC.
    assert _extract_one(mem, "wang", "提醒我明天下午3点开会") == [datetime(2026, 11, 26, 15, 0, tzinfo=UTC)]


def test_the_default_zone_of_the_service_and_a_user_in_los_angeles(
    db_factory: DbFactory, embedder: USEEmbedder
) -> None:
    clock = FixedClock(datetime(2026, 11, 26, 5, 0, tzinfo=UTC))  # Wednesday 21:00 in Los Angeles
    with Memory(db_factory("la.db"), embedder=embedder, clock=clock, default_timezone="America/Los_Angeles") as mem:
        assert mem.settings("sam").timezone == "America/Los_Angeles"
        due = _extract_one(mem, "sam", "Remind me to call the dentist tomorrow at 9am")
        assert due == [datetime(2026, 11, 26, 17, 0, tzinfo=UTC)]  # Thursday 09:00 in LA
        # A user's own zone wins over the default, and clearing it follows the default again.
        assert mem.update_settings("li", timezone="Asia/Shanghai").timezone == "Asia/Shanghai"
        assert _extract_one(mem, "li", "提醒我明天上午9点交报告") == [datetime(2026, 11, 27, 1, 0, tzinfo=UTC)]
        assert mem.update_settings("li", timezone=None).timezone == "America/Los_Angeles"
        assert mem.settings("sam").timezone == "America/Los_Angeles"


def test_an_unknown_zone_is_refused_everywhere(mem: Memory) -> None:
    mem.update_settings("li", timezone="Asia/Shanghai")
    for bad in ("Mars/Olympus_Mons", "../../etc/passwd", "Asia/Shanghai; drop", "", "America"):
        with pytest.raises(ValidationError, match="timezone") as err:
            mem.update_settings("li", timezone=bad)
        assert err.value.field == "timezone"
    assert mem.settings("li").timezone == "Asia/Shanghai"  # nothing half-written
    assert mem.update_settings("li", timezone="utc").timezone == "UTC"
    with pytest.raises(ValidationError, match="Mars/Base") as err:
        Memory(store=mem.store, embedder=mem.embedder, default_timezone="Mars/Base")
    assert err.value.field == "default_timezone"

    app = create_app(mem, auth=AuthConfig(open=True))
    with LiveServer(app) as server, httpx.Client(base_url=server.url, headers={"X-Jiyi-User": "zhao"}) as h:
        r = h.put("/api/settings", json={"timezone": "Mars/Olympus_Mons"})
        assert r.status_code == 422 and "Mars/Olympus_Mons" in r.text and "Asia/Shanghai" in r.text  # says what to use
        assert h.get("/api/settings").json()["timezone"] == "UTC"
        r = h.put("/api/settings", json={"timezone": "America/Los_Angeles"})
        assert r.status_code == 200 and r.json()["timezone"] == "America/Los_Angeles"
        assert h.get("/api/settings").json()["timezone"] == "America/Los_Angeles"


def test_cli_settings_show_and_change_the_zone(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "cli.db")
    base = ["settings", "--db", db, "-u", "li", "--embedder", "hash"]
    assert main([*base, "--timezone", "Asia/Tokyo"]) == 0
    assert "timezone = Asia/Tokyo" in capsys.readouterr().out  # the default in force
    assert main([*base, "--set", "timezone=Mars/Olympus_Mons"]) == 1  # invalid data: exit 1 (2 is for usage errors)
    assert "unknown time zone 'Mars/Olympus_Mons'" in capsys.readouterr().err
    assert main([*base, "--set", "timezone=America/Los_Angeles", "--set", "retention_days=60"]) == 0
    out = capsys.readouterr().out
    assert "timezone = America/Los_Angeles" in out and "retention_days = 60" in out
    assert main([*base, "--timezone", "Nowhere/Land"]) == 1
    assert "Nowhere/Land" in capsys.readouterr().err
    # `jiyi serve --timezone` is the default of every user who chose none (li chose one above).
    serve = build_parser().parse_args(["serve", "--db", db, "--embedder", "hash", "--timezone", "Asia/Shanghai"])
    with open_memory(serve) as mem:
        assert mem.settings("wang").timezone == "Asia/Shanghai"
        assert mem.settings("li").timezone == "America/Los_Angeles"


def test_context_shows_dates_in_the_users_zone(mem: Memory, clock: FixedClock) -> None:
    clock.set(datetime(2026, 11, 25, 17, 30, tzinfo=UTC))  # 01:30 on the 26th in Beijing, 09:30 on the 25th in LA
    mem.update_settings("li", timezone="Asia/Shanghai")
    mem.update_settings("sam", timezone="America/Los_Angeles")
    mem.add("li", "用户要去杭州出差", type="plan", due_at=datetime(2026, 11, 27, 17, 0, tzinfo=UTC))
    mem.add("sam", "User is flying to Denver", type="plan", due_at=datetime(2026, 11, 28, 3, 0, tzinfo=UTC))
    assert "用户要去杭州出差 [截止 2026-11-28]" in mem.context("li", "我去杭州出差的事").text  # UTC: the 27th
    assert "User is flying to Denver [due 2026-11-27]" in mem.context("sam", "my trip to Denver").text  # UTC: 28th


def test_an_episode_is_dated_on_the_users_day(mem: Memory, clock: FixedClock) -> None:
    clock.set(datetime(2026, 11, 25, 17, 0, tzinfo=UTC))  # 01:00 on the 26th in Beijing
    mem.update_settings("li", timezone="Asia/Shanghai")
    t = mem.topics.create("li")
    for role, line in [
        ("user", "我最近在准备搬家到杭州，工作压力很大"),
        ("assistant", "搬家确实累，需要帮忙列清单吗？"),
        ("user", "我喜欢简约的家具，搬家的清单怎么列比较好？"),
        ("assistant", "可以按房间分类。"),
    ]:
        mem.messages.add(t.id, role, line)
    clock.advance(minutes=3)
    mem.run_due()
    [episode] = mem.list("li", types=["episode"])
    assert episode.content.startswith("2026-11-26 的对话：")
    assert "\n- 2026-11-26 的对话：" in mem.context("li", "还记得我们聊过搬家吗").text  # its own date, said once


def test_a_passed_plan_is_past_in_context_and_not_ahead_in_recall(mem: Memory, clock: FixedClock) -> None:
    # T0 is Friday 2026-11-20 09:00 UTC, 17:00 in Beijing.
    mem.update_settings("li", timezone="Asia/Shanghai")
    review = mem.add("li", "用户要在设计评审上做报告", type="plan", due_at=datetime(2026, 11, 6, 2, 0, tzinfo=UTC))
    summary = mem.add("li", "用户要在季度总结会上做报告", type="plan", due_at=datetime(2026, 11, 21, 2, 0, tzinfo=UTC))
    # Due at 04:00 on the 20th in Beijing: today for li; for a user on UTC the 19th, already over.
    dinner = datetime(2026, 11, 19, 20, 0, tzinfo=UTC)
    team = mem.add("li", "用户要和团队聚餐做报告总结", type="plan", due_at=dinner)
    text = mem.context("li", "我的报告安排").text
    assert "用户要在设计评审上做报告（2026-11-06，已过）" in text
    assert "用户要在季度总结会上做报告 [截止 2026-11-21]" in text
    assert "用户要和团队聚餐做报告总结 [截止 2026-11-20]" in text
    mem.add("wang", "用户要和团队聚餐做报告总结", type="plan", due_at=dinner)
    assert "用户要和团队聚餐做报告总结（2026-11-19，已过）" in mem.context("wang", "我的报告安排").text

    ahead = {h.id for h in mem.search("li", "这周我有什么安排？")}
    assert review.id not in ahead and {summary.id, team.id} <= ahead
    assert "设计评审" not in mem.context("li", "这周我有什么安排？").text
    assert review.id in {h.id for h in mem.search("li", "设计评审的报告")}  # still remembered when asked for


def test_a_passed_plan_in_english(mem: Memory, clock: FixedClock) -> None:
    mem.update_settings("sam", timezone="America/Los_Angeles")  # T0 is Friday 01:00 in LA
    review = mem.add(
        "sam", "User is presenting the design review", type="plan", due_at=datetime(2026, 11, 6, 17, 0, tzinfo=UTC)
    )
    demo = mem.add(
        "sam", "User is presenting the product demo", type="plan", due_at=datetime(2026, 11, 21, 17, 0, tzinfo=UTC)
    )
    text = mem.context("sam", "the presentations I have").text
    assert "User is presenting the design review (was on 2026-11-06)" in text
    assert "User is presenting the product demo [due 2026-11-21]" in text
    ahead = {h.id for h in mem.search("sam", "what's on this week?")}
    assert review.id not in ahead and demo.id in ahead
    # What happened this week is the past of the week: a passed plan answers it.
    assert review.id in {h.id for h in mem.search("sam", "what did I present at the design review?")}


@pytest.mark.parametrize(
    ("query", "ahead"),
    [
        ("这周我有什么安排？", True),
        ("今天有什么事要做", True),
        ("明天有什么安排", True),
        ("下周我有什么安排？", True),
        ("what's on this week?", True),
        ("anything upcoming?", True),
        ("what do I have tomorrow?", True),
        ("这周我做了什么？", False),
        ("上周我有什么安排？", False),
        ("what did I do this week?", False),
        ("我的猫叫什么", False),
        ("what was on last week?", False),
    ],
)
def test_which_questions_ask_about_what_lies_ahead(query: str, ahead: bool) -> None:
    now = datetime(2026, 11, 25, 12, 0, tzinfo=UTC).astimezone(ZoneInfo("Asia/Shanghai"))  # Wednesday 20:00
    assert asks_ahead(query, now) is ahead


def test_the_llm_is_told_the_users_day_and_reads_its_times_in_the_zone(
    llm_mem: Memory, clock: FixedClock, openai_stub: OpenAIStub
) -> None:
    clock.set(datetime(2026, 11, 25, 17, 0, tzinfo=UTC))  # Thursday 01:00 in Beijing, still Wednesday in UTC
    llm_mem.update_settings("li", timezone="Asia/Shanghai")
    t = llm_mem.topics.create("li")
    llm_mem.messages.add(t.id, "user", "提醒我今天下午3点给王总打电话")
    decision = {
        "action": "add",
        "type": "todo",
        "content": "用户今天下午3点要给王总打电话",
        "due_at": "2026-11-26T15:00",
    }
    openai_stub.script(chat_reply(json.dumps({"decisions": [decision], "reason": "ok"}, ensure_ascii=False)))
    [todo] = llm_mem.extract(t.id).added
    assert llm_mem.get("li", todo.id).due_at == datetime(2026, 11, 26, 7, 0, tzinfo=UTC)
    prompt = "\n".join(str(m["content"]) for m in openai_stub.requests_to(CHAT)[0].messages)
    assert "## 今天的日期\n2026-11-26（星期四）" in prompt and "Asia/Shanghai，当地时间 01:00" in prompt


@pytest.fixture
def ui_timeline(mem: Memory) -> Iterator[httpx.Client]:
    app = create_app(mem, auth=AuthConfig(open=True))
    with LiveServer(app) as server, httpx.Client(base_url=server.url, headers={"X-Jiyi-User": "li"}) as h:
        yield h


def test_memories_per_day_are_the_users_days(mem: Memory, clock: FixedClock, ui_timeline: httpx.Client) -> None:
    clock.set(datetime(2026, 11, 25, 17, 0, tzinfo=UTC))  # the 26th in Beijing
    mem.add("li", "用户养了一只橘猫")
    assert ui_timeline.get("/api/timeline", params={"days": 2}).json() == [
        {"day": "2026-11-24", "count": 0},
        {"day": "2026-11-25", "count": 1},
    ]
    mem.update_settings("li", timezone="Asia/Shanghai")
    assert ui_timeline.get("/api/timeline", params={"days": 2}).json() == [
        {"day": "2026-11-25", "count": 0},
        {"day": "2026-11-26", "count": 1},
    ]


def test_mcp_todos_give_the_due_time_in_the_users_zone(mem: Memory, clock: FixedClock) -> None:
    clock.set(BEIJING_8PM)
    mem.update_settings("li", timezone="Asia/Shanghai")
    todo = mem.add("li", "给王总打电话", type="todo", due_at=datetime(2026, 11, 26, 7, 0, tzinfo=UTC))
    server = build_mcp_server(mem, "li")

    async def body(c: Any) -> None:
        [listed] = _data(await c.call_tool("todos", {}))
        assert listed["memory"]["id"] == todo.id and listed["due_at"] == "2026-11-26T15:00:00+08:00"
        done = _data(await c.call_tool("complete_todo", {"memory_id": todo.id}))
        assert done["completed"] and done["due_at"] == "2026-11-26T15:00:00+08:00"

    _run(server, body)
