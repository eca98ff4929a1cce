"""Repeating reminders: "每周日晚上提醒我给妈妈打电话" / "remind me every Monday at 9 to send the report" make a todo
that comes round — its reminder fires at each time of its series on the user's wall clock, completing it is done
for this time (the todo stays open), snoozing moves one time, and stopping or deleting it ends the series.
Library on SQLite and PostgreSQL, with a fixed clock across several periods."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import pytest

from jiyi import ConflictError, FixedClock, Memory, StaleError, ValidationError
from jiyi._models import ExtractionRequest, Message, Role
from jiyi._repeat import Repeat, next_after, parse_repeat, read_repeat
from jiyi.client import RemoteMemory
from jiyi.embedders import USEEmbedder
from jiyi.extractors._offline import OfflineExtractor
from jiyi.server import AuthConfig, LiveServer, create_app
from jiyi.store._base import ChangeSet, NewEvent, TodoRecord

from .conftest import DbFactory

NOW = datetime(2026, 11, 24, 10, 0, tzinfo=UTC)  # a Tuesday


def _at(month: int, day: int, hour: int = 9, minute: int = 0, year: int = 2026) -> datetime:
    return datetime(year, month, day, hour, minute, tzinfo=UTC)


def _todo(text: str) -> tuple[str, datetime | None, str | None]:
    message = Message(id="msg_1", topic_id="top_1", user_id="u1", role=Role.USER, content=text, created_at=NOW, seq=1)
    request = ExtractionRequest(
        user_id="u1", language="zh", now=NOW, context_messages=(), new_messages=(message,), related=()
    )
    todos = [d for d in OfflineExtractor().extract(request).decisions if d.type == "todo"]
    assert len(todos) == 1, (text, todos)
    d = todos[0]
    rule = read_repeat(d.content, d.due_at) if d.due_at is not None else None
    return d.content, d.due_at, rule[0].text if rule is not None else None


PHRASINGS: list[tuple[str, str, datetime, tuple[str, ...]]] = [
    # Chinese: 每天 / 每周X / 每个月X号 / 工作日 / 每隔N周 / 隔周 …
    ("每周日晚上提醒我给妈妈打电话", "weekly", _at(11, 29, 20), ("每周日晚上", "给妈妈打电话")),
    ("每天早上八点提醒我吃药", "daily", _at(11, 25, 8), ("每天早上八点", "吃药")),
    ("每个月15号提醒我交房租", "monthly", _at(12, 15), ("每个月15号", "交房租")),
    ("每月1号提醒我还信用卡", "monthly", _at(12, 1), ("每月1号", "还信用卡")),
    ("工作日每天早上9点提醒我打卡", "weekdays", _at(11, 25, 9), ("工作日", "打卡")),
    ("每周一提醒我开周会", "weekly", _at(11, 30), ("每周一", "开周会")),
    ("每隔两周提醒我给猫驱虫", "weekly/2", _at(11, 25), ("每隔两周", "给猫驱虫")),
    ("每两周的周五提醒我浇花", "weekly/2", _at(11, 27), ("每两周的周五", "浇花")),
    ("每天晚上十点提醒我写日记", "daily", _at(11, 24, 22), ("每天晚上十点", "写日记")),
    ("每个星期六上午十点提醒我去上钢琴课", "weekly", _at(11, 28, 10), ("每个星期六", "钢琴课")),
    ("每个工作日下午6点提醒我下班打卡", "weekdays", _at(11, 24, 18), ("每个工作日", "下班打卡")),
    ("请每礼拜三下午提醒我去打球", "weekly", _at(11, 25, 15), ("每礼拜三下午", "打球")),
    ("隔周周六提醒我打扫卫生", "weekly/2", _at(11, 28), ("隔周周六", "打扫卫生")),
    # English: every day / every Monday / on the first of every month / every weekday / every other week …
    ("Remind me every Monday at 9 to send the report", "weekly", _at(11, 30), ("send the report every Monday at 9",)),
    ("remind me on the first of every month to pay rent", "monthly", _at(12, 1), ("pay rent on the first of",)),
    ("Remind me every day at 8am to take my pills", "daily", _at(11, 25, 8), ("take their pills every day at 8am",)),
    ("remind me every weekday at 7 to stretch", "weekdays", _at(11, 25, 7), ("stretch every weekday at 7",)),
    ("Remind me every other week on Friday to water the plants", "weekly/2", _at(11, 27), ("water the plants every",)),
    ("remind me every 3 days to water the cactus", "daily/3", _at(11, 25), ("water the cactus every 3 days",)),
    ("Remind me weekly to back up my laptop", "weekly", _at(11, 25), ("back up their laptop weekly",)),
    ("remind me daily at 10pm to journal", "daily", _at(11, 24, 22), ("journal daily at 10pm",)),
    ("Every Sunday evening remind me to call mom", "weekly", _at(11, 29, 20), ("call mom every Sunday evening",)),
    ("Please remind me to pay the water bill every 2 months on the 10th", "monthly/2", _at(12, 10), ("water bill",)),
    ("Can you remind me to call grandma every Saturday at 11am?", "weekly", _at(11, 28, 11), ("call grandma every",)),
    ("remind me to check the smoke alarm on the 1st of each month", "monthly", _at(12, 1), ("smoke alarm",)),
    # The request after the task, and a part of the day that places a bare hour.
    ("I need to take my pills every evening at 9, remind me", "daily", _at(11, 24, 21),
     ("User needs to take their pills every evening at 9pm",)),
    ("take the bins out every Monday, remind me please", "weekly", _at(11, 30), ("take the bins out every Monday",)),
    ("Every afternoon at 3 remind me to stretch", "daily", _at(11, 24, 15), ("stretch every afternoon at 3",)),
]  # fmt: skip


@pytest.mark.parametrize(("text", "rule", "due", "words"), PHRASINGS)
def test_a_repeating_reminder_is_read_with_its_first_time(
    text: str, rule: str, due: datetime, words: tuple[str, ...]
) -> None:
    content, due_at, read = _todo(text)
    assert (read, due_at) == (rule, due), content
    assert all(w in content for w in words), content
    assert "2026-" not in content  # its words say when: no single date appended


@pytest.mark.parametrize(
    "text", ["明天下午3点提醒我给妈妈打电话", "提醒我周五前把报告发给王总", "Remind me to send the invoice on Friday"]
)
def test_a_one_off_reminder_has_no_rule(text: str) -> None:
    content, due_at, read = _todo(text)
    assert due_at is not None and read is None, content


def _fire(mem: Memory, clock: FixedClock, at: datetime) -> list[str]:
    clock.set(at)
    return [t.memory.content for t in mem.run_due().reminders]


def _say(mem: Memory, clock: FixedClock, text: str) -> TodoRecord:
    topic = mem.topics.create("li")
    mem.messages.add(topic.id, "user", text)
    clock.advance(minutes=3)
    mem.run_due()
    (todo,) = mem.todos("li")
    return todo


def test_a_weekly_reminder_comes_back_each_week_until_it_is_done(mem: Memory, clock: FixedClock) -> None:
    todo = _say(mem, clock, "每周日晚上提醒我给妈妈打电话")  # said on Friday 2026-11-20
    assert (todo.repeat, todo.memory.due_at, todo.reminds_at) == ("weekly", _at(11, 22, 20), _at(11, 22, 19))
    assert _fire(mem, clock, _at(11, 22, 18, 59)) == []
    for week in range(3):  # three Sundays: one reminder each, an hour before 20:00
        sunday = _at(11, 22, 19) + timedelta(weeks=week)
        assert _fire(mem, clock, sunday) == [todo.memory.content]
        assert _fire(mem, clock, sunday + timedelta(minutes=5)) == []
        assert _fire(mem, clock, sunday + timedelta(days=3)) == []
        (now,) = mem.todos("li")  # still open, due now, and its next time is a week on
        assert now.completed_at is None and now.reminds_at == sunday + timedelta(weeks=1)
        assert [r.id for r in mem.context("li", "今天吃什么？").due] == [todo.memory.id]
    mem.stop_todo("li", todo.memory.id)  # the series ends
    assert _fire(mem, clock, _at(12, 13, 19)) == [] and _fire(mem, clock, _at(12, 20, 19)) == []
    mem.reopen_todo("li", todo.memory.id)  # undone: it comes round again
    assert _fire(mem, clock, _at(12, 27, 19)) == [todo.memory.content]


def test_a_monthly_reminder_fires_each_month_until_the_todo_is_deleted(mem: Memory, clock: FixedClock) -> None:
    todo = _say(mem, clock, "Remind me on the first of every month to pay rent")
    assert (todo.repeat, todo.memory.due_at) == ("monthly", _at(12, 1))
    for month in (_at(12, 1, 8), _at(1, 1, 8, year=2027), _at(2, 1, 8, year=2027)):
        assert _fire(mem, clock, month - timedelta(minutes=1)) == []
        assert _fire(mem, clock, month) == [todo.memory.content]
    mem.delete("li", todo.memory.id)  # cancelled
    assert _fire(mem, clock, _at(3, 1, 8, year=2027)) == [] and mem.todos("li") == []


def test_a_daily_reminder_missed_for_days_fires_once_then_keeps_its_time(mem: Memory, clock: FixedClock) -> None:
    due = _at(11, 21, 8)
    pills = mem.add("li", "用户需要每天早上八点吃药", type="todo", due_at=due, remind_at=due)
    (todo,) = mem.todos("li")
    assert todo.repeat == "daily"
    assert _fire(mem, clock, due) == [pills.content]
    assert _fire(mem, clock, _at(11, 24, 13)) == [pills.content]  # the worker was down for three days: once
    assert _fire(mem, clock, _at(11, 24, 23)) == []
    assert _fire(mem, clock, _at(11, 25, 8)) == [pills.content]  # back on 08:00
    snoozed = mem.snooze_todo("li", pills.id, _at(11, 25, 9))
    assert snoozed.reminds_at == _at(11, 25, 9) and _fire(mem, clock, _at(11, 25, 9)) == [pills.content]


def test_a_weekday_reminder_skips_the_weekend(mem: Memory, clock: FixedClock) -> None:
    mem.update_settings("li", reminder_lead_minutes=0)
    stretch = mem.add("li", "User needs to stretch every weekday at 7", type="todo", due_at=_at(11, 23, 7))
    fired = [day for day in range(23, 31) if _fire(mem, clock, _at(11, day, 7, 1)) == [stretch.content]]
    assert fired == [23, 24, 25, 26, 27, 30]  # Monday to Friday, then Monday again


def test_a_repeating_todo_keeps_its_rule_when_edited(mem: Memory, clock: FixedClock) -> None:
    mem.update_settings("li", reminder_lead_minutes=0)
    old = mem.add("li", "每周一开周会", type="todo", due_at=_at(11, 23, 10))
    new = mem.update("li", old.id, "每周一上午十点开周会，带上周报")
    (todo,) = mem.todos("li")
    assert todo.memory.id == new.id and todo.repeat == "weekly"
    assert _fire(mem, clock, _at(11, 23, 10)) == [new.content] and _fire(mem, clock, _at(11, 30, 10)) == [new.content]


def test_a_rule_this_version_cannot_read_reminds_once() -> None:
    assert parse_repeat("weekly/2") == Repeat("weekly", 2) and parse_repeat("monthly") == Repeat("monthly")
    for bad in ("FREQ=YEARLY", "hourly", "weekly/0", "weekly/999", "", None, "daily/-1"):
        assert parse_repeat(bad) is None
    # A monthly series on the 31st falls on the last day of shorter months and comes back to the 31st.
    first = _at(1, 31, 9, year=2027)
    rule = Repeat("monthly")
    assert next_after(rule, first, first) == _at(2, 28, 9, year=2027)
    assert next_after(rule, first, _at(2, 28, 9, year=2027)) == _at(3, 31, 9, year=2027)


def _drop_repeat_column(where: str | Path) -> None:
    """Make `mem`'s database what a version before repeating reminders wrote: no todo_state.repeat column and no
    record of its migration."""
    if isinstance(where, str):
        import psycopg

        with psycopg.connect(where, autocommit=True) as conn:
            conn.execute("ALTER TABLE todo_state DROP COLUMN repeat")
            conn.execute("DELETE FROM migrations WHERE name = 'todo_repeat'")
        return
    db = sqlite3.connect(str(where))
    db.execute("ALTER TABLE todo_state DROP COLUMN repeat")
    db.execute("DELETE FROM migrations WHERE name = 'todo_repeat'")
    db.commit()
    db.close()


def test_an_old_database_without_the_rule_column_opens_and_repeats(
    db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock
) -> None:
    where = db_factory("old.db")
    mem = Memory(where, embedder=embedder, clock=clock)
    old = mem.add("li", "交季度报告", type="todo", due_at=_at(11, 21, 10))
    mem.close()
    _drop_repeat_column(where)
    mem = Memory(where, embedder=embedder, clock=clock)
    try:
        (kept,) = mem.todos("li")
        assert kept.memory.id == old.id and kept.repeat is None and kept.reminds_at == _at(11, 21, 9)
        weekly = mem.add("li", "每周六上午十点去上钢琴课", type="todo", due_at=_at(11, 21, 10))
        assert {t.memory.id: t.repeat for t in mem.todos("li")} == {old.id: None, weekly.id: "weekly"}
        assert sorted(_fire(mem, clock, _at(11, 21, 9))) == sorted([old.content, weekly.content])
        assert _fire(mem, clock, _at(11, 28, 9)) == [weekly.content]
    finally:
        mem.close()


def test_a_caller_sets_the_rule_and_a_bad_one_is_refused(mem: Memory, clock: FixedClock) -> None:
    app = create_app(mem, auth=AuthConfig(open=True), outbox_interval=None)
    h = {"X-Jiyi-User": "li"}
    with LiveServer(app) as server, RemoteMemory(server.url, user_id="li") as remote:
        water = remote.add("li", "water the plants", type="todo", due_at=_at(11, 21, 18), repeat="weekly/2")
        (listed,) = remote.todos("li")
        assert (listed.memory.id, listed.repeat) == (water.id, "weekly/2")
        body = httpx.get(server.url + "/api/todos", headers=h).json()
        assert [(t["repeat"], t["reminds_at"]) for t in body] == [("weekly/2", "2026-11-21T17:00:00Z")]
        for bad, why in (
            ({"repeat": "fortnightly"}, "repeat must be daily, weekdays, weekly or monthly"),
            ({"repeat": "weekly/0"}, "repeat must be"),
            ({"repeat": "weekly", "type": "fact"}, "repeat is for todos"),
            ({"repeat": "daily", "due_at": None}, "repeat is for todos"),
        ):
            sent = {"content": "call the bank", "type": "todo", "due_at": "2026-11-21T10:00:00Z"} | bad
            r = httpx.post(server.url + "/api/memories", json=sent, headers=h)
            assert r.status_code == 422 and why in r.text, (bad, r.text)
        assert [t.memory.id for t in remote.todos("li")] == [water.id]  # nothing was added
    assert _fire(mem, clock, _at(11, 21, 17)) == ["water the plants"]
    assert _fire(mem, clock, _at(11, 28, 17)) == [] and _fire(mem, clock, _at(12, 5, 17)) == ["water the plants"]
    with pytest.raises(ValidationError, match="repeat must be"):
        mem.add("li", "pay rent", type="todo", due_at=_at(12, 1), repeat="every month")


def _due(mem: Memory, text: str = "今天吃什么？") -> list[str]:
    return [r.content for r in mem.context("li", text).due]


@pytest.mark.parametrize(
    ("said", "done"),
    [
        ("每天晚上十点提醒我写日记", "日记写好了"),
        ("每天晚上十点提醒我写日记", "今天的日记写完了"),
        ("remind me every day at 10pm to write my journal", "I wrote my journal"),
        ("Remind me daily at 10pm to write my journal", "done with my journal"),
    ],
)
def test_done_is_done_this_time_and_the_series_goes_on(mem: Memory, clock: FixedClock, said: str, done: str) -> None:
    todo = _say(mem, clock, said)  # said on Friday 2026-11-20
    first = todo.reminds_at
    assert todo.repeat == "daily" and first == _at(11, 20, 21)  # an hour before 22:00
    for day in range(3):  # three evenings: fired, due, ticked off (by chat on the second), not due, then the next
        at = first + timedelta(days=day)
        assert _fire(mem, clock, at) == [todo.memory.content]
        clock.advance(minutes=30)
        assert _due(mem) == [todo.memory.content]
        (now,) = mem.todos("li")
        done_now = mem.complete_todo("li", now.memory.id) if day != 1 else _tell(mem, clock, done)
        assert done_now.completed_at is None and done_now.done_count == day + 1, done_now
        assert done_now.reminds_at == at + timedelta(days=1) and done_now.last_done_at is not None
        assert _due(mem) == [] and _fire(mem, clock, at + timedelta(hours=2)) == []
    (todo,) = mem.todos("li")  # the chat's "done" wrote a new version; its history keeps the old one
    # Ticked off before its time: that evening is skipped, the next one stands.
    clock.set(first + timedelta(days=3, hours=-1))
    early = mem.complete_todo("li", todo.memory.id)
    assert early.reminds_at == first + timedelta(days=4) and early.done_count == 4
    assert _fire(mem, clock, first + timedelta(days=3)) == []
    # Stopping is the other action: the series ends, and it can be undone.
    stopped = mem.stop_todo("li", todo.memory.id)
    assert stopped.completed_at is not None and mem.todos("li") == []
    assert _fire(mem, clock, first + timedelta(days=4)) == [] and _due(mem) == []
    assert mem.reopen_todo("li", todo.memory.id).completed_at is None
    assert _fire(mem, clock, first + timedelta(days=5)) == [todo.memory.content]


@pytest.mark.parametrize(
    ("said", "asked", "done"),
    [
        ("提醒我每天晚上9点吃药", "药吃了吗？", "药吃了"),
        ("I need to take my pills every evening at 9, remind me", "Did I take my pills?", "I took my pills"),
    ],
)
def test_done_said_another_way_ticks_off_this_evening(
    mem: Memory, clock: FixedClock, said: str, asked: str, done: str
) -> None:
    todo = _say(mem, clock, said)  # said on Friday 2026-11-20
    assert todo.repeat == "daily" and todo.reminds_at == _at(11, 20, 20)  # an hour before 21:00
    assert _tell(mem, clock, asked).done_count == 0  # a question ticks nothing off
    ticked = _tell(mem, clock, done)
    assert (ticked.done_count, ticked.completed_at, ticked.reminds_at) == (1, None, _at(11, 21, 20))


@pytest.mark.parametrize(
    ("said", "done", "again"),
    [
        ("提醒我每天晚上9点吃药", "药吃了", "我已经吃过药了"),
        ("I need to take my pills every evening at 9, remind me", "I took my pills", "I already took my pills"),
    ],
)
def test_done_said_twice_ticks_off_one_time_and_writes_nothing_more(
    mem: Memory, clock: FixedClock, said: str, done: str, again: str
) -> None:
    todo = _say(mem, clock, said)  # said on Friday 2026-11-20, due 21:00, reminded at 20:00
    assert _fire(mem, clock, _at(11, 20, 20)) == [todo.memory.content]
    clock.set(_at(11, 20, 20, 30))
    ticked = _tell(mem, clock, done)
    assert (ticked.done_count, ticked.reminds_at) == (1, _at(11, 21, 20))
    written = (len(mem.history("li")), len(mem.store.read_events(0)))
    for text in (done, again):  # this evening's dose, said again: tomorrow's is not ticked off with it
        assert _tell(mem, clock, text) == ticked
    clock.set(_at(11, 21, 9))  # the next morning, before tomorrow evening's reminder: still the same time
    assert _tell(mem, clock, again) == ticked
    assert (len(mem.history("li")), len(mem.store.read_events(0))) == written  # no version, no event
    assert _fire(mem, clock, _at(11, 21, 20)) == [todo.memory.content]  # the next time fires, and is done by chat
    clock.advance(minutes=10)
    assert _tell(mem, clock, again).done_count == 2


@pytest.mark.parametrize("text", ["用户需要周五交房租", "User needs to pay the rent on Friday"])
def test_a_done_decided_on_an_old_reading_of_the_todo_writes_nothing(mem: Memory, clock: FixedClock, text: str) -> None:
    rent = mem.add("li", text, type="todo", due_at=_at(11, 27))
    seen = mem.store.get_todo("li", rent.id)
    assert seen is not None
    mem.complete_todo("li", rent.id)  # by hand, between a distillation's reading and its write
    late = ChangeSet(events=[NewEvent("todo.completed", "li", {})], expect_todos=[seen.state])
    events = len(mem.store.read_events(0))
    with pytest.raises(StaleError):
        mem.store.apply("li", late)
    assert len(mem.store.read_events(0)) == events
    # The check is the user's own: another user's todo of the same id is never read for it.
    with pytest.raises(StaleError):
        mem.store.apply("wang", ChangeSet(events=[NewEvent("todo.completed", "wang", {})], expect_todos=[seen.state]))
    fresh = mem.store.get_todo("li", rent.id)
    assert fresh is not None
    mem.store.apply("li", ChangeSet(events=[NewEvent("todo.reminder", "li", {})], expect_todos=[fresh.state]))
    assert len(mem.store.read_events(0)) == events + 1


@pytest.mark.parametrize("text", ["用户需要每天晚上9点吃药", "User needs to take their pills every evening at 9pm"])
def test_done_this_time_can_be_undone_until_the_next_time_fires(mem: Memory, clock: FixedClock, text: str) -> None:
    mem.update_settings("li", reminder_lead_minutes=0)
    pills = mem.add("li", text, type="todo", due_at=_at(11, 24, 21), repeat="daily")
    assert _fire(mem, clock, _at(11, 24, 21)) == [text]
    clock.set(_at(11, 24, 21, 30))
    done = mem.complete_todo("li", pills.id)
    assert (done.done_count, done.reminds_at, _due(mem)) == (1, _at(11, 25, 21), [])
    back = mem.reopen_todo("li", pills.id)  # a tap by mistake: this evening is due again, as before
    assert (back.done_count, back.reminded_at, back.reminds_at) == (0, _at(11, 24, 21), _at(11, 25, 21))
    assert back.completed_at is None and back.last_done_at is None
    assert _due(mem) == [text] and len(mem.history("li", pills.id)) == 1  # no new version of the memory
    with pytest.raises(ConflictError):
        mem.reopen_todo("li", pills.id)  # one undo for one done
    mem.complete_todo("li", pills.id)
    assert _fire(mem, clock, _at(11, 25, 21)) == [text]
    with pytest.raises(ConflictError):  # the next time fired since: the done stands
        mem.reopen_todo("li", pills.id)


def _tell(mem: Memory, clock: FixedClock, text: str) -> TodoRecord:
    topic = mem.topics.create("li")
    mem.messages.add(topic.id, "user", text)
    clock.advance(minutes=3)
    mem.run_due()
    (todo,) = mem.todos("li")
    return todo


def test_a_fired_time_is_due_until_done_or_the_next_one_fires(mem: Memory, clock: FixedClock) -> None:
    mem.update_settings("li", reminder_lead_minutes=0)
    pills = mem.add("li", "用户需要每天早上八点吃药", type="todo", due_at=_at(11, 21, 8))
    assert _due(mem) == [] and _fire(mem, clock, _at(11, 21, 8)) == [pills.content]
    for hours in (1, 6, 23):  # due all day, one entry
        clock.set(_at(11, 21, 8) + timedelta(hours=hours))
        assert _due(mem) == [pills.content]
    assert _fire(mem, clock, _at(11, 22, 8)) == [pills.content]  # the next morning: that one is due, not two
    assert [t.memory.id for t in mem.todos("li", due=True)] == [pills.id]
    (todo,) = mem.todos("li")
    assert todo.reminds_at == _at(11, 23, 8) and todo.done_count == 0


def test_snoozing_moves_this_time_only(mem: Memory, clock: FixedClock) -> None:
    mem.update_settings("li", reminder_lead_minutes=0)
    call = mem.add("li", "User needs to call mom every day at 8", type="todo", due_at=_at(11, 21, 8))
    assert _fire(mem, clock, _at(11, 21, 8)) == [call.content]
    snoozed = mem.snooze_todo("li", call.id, _at(11, 21, 12))
    assert snoozed.reminds_at == _at(11, 21, 12) and snoozed.remind_at in (None, _at(11, 21, 8))
    clock.set(_at(11, 21, 10))
    assert _due(mem) == [] and _fire(mem, clock, _at(11, 21, 10)) == []
    assert _fire(mem, clock, _at(11, 21, 12)) == [call.content] and _due(mem) == [call.content]
    (todo,) = mem.todos("li")
    assert todo.reminds_at == _at(11, 22, 8)  # the series keeps 08:00
    assert _fire(mem, clock, _at(11, 22, 8)) == [call.content] and _fire(mem, clock, _at(11, 22, 12)) == []
    # Snoozed then done: the snoozed time is done, tomorrow's stands.
    mem.snooze_todo("li", call.id, _at(11, 22, 13))
    assert mem.complete_todo("li", call.id).reminds_at == _at(11, 23, 8)


@pytest.mark.parametrize(
    ("zone", "rule", "due", "fires"),
    [
        # the last Sunday of October 2026 is the 25th: 08:00 BST is 07:00Z, 08:00 GMT is 08:00Z
        ("Europe/London", "daily", _at(10, 24, 7), [_at(10, 24, 7), _at(10, 25, 8), _at(10, 26, 8)]),
        ("Europe/London", "weekly", _at(10, 18, 7), [_at(10, 18, 7), _at(10, 25, 8), _at(11, 1, 8)]),
        # New York leaves daylight saving on Sunday 2026-11-01: 09:00 EDT is 13:00Z, 09:00 EST is 14:00Z
        ("America/New_York", "daily", _at(10, 31, 13), [_at(10, 31, 13), _at(11, 1, 14), _at(11, 2, 14)]),
        ("America/New_York", "weekdays", _at(10, 30, 13), [_at(10, 30, 13), _at(11, 2, 14), _at(11, 3, 14)]),
        ("Asia/Shanghai", "daily", _at(10, 24, 0), [_at(10, 24, 0), _at(10, 25, 0), _at(10, 26, 0)]),
    ],
)
def test_a_series_keeps_its_wall_clock_time_across_daylight_saving(
    mem: Memory, clock: FixedClock, zone: str, rule: str, due: datetime, fires: list[datetime]
) -> None:
    mem.update_settings("li", timezone=zone, reminder_lead_minutes=0)
    todo = mem.add("li", "water the plants", type="todo", due_at=due, repeat=rule)
    for at in fires:
        assert _fire(mem, clock, at - timedelta(minutes=1)) == [], at
        assert _fire(mem, clock, at) == [todo.content], at
    # done this time steps on the same wall clock
    clock.set(fires[-1] + timedelta(minutes=5))
    (now,) = mem.todos("li")
    assert mem.complete_todo("li", todo.id).reminds_at == now.reminds_at


def _drop_next_columns(where: str | Path) -> None:
    """Make `mem`'s database what the version before `next_remind_at` wrote."""
    drops = ["DROP INDEX todo_state_next"]
    drops += [f"ALTER TABLE todo_state DROP COLUMN {c}" for c in ("next_remind_at", "done_count", "last_done_at")]
    if isinstance(where, str):
        import psycopg

        with psycopg.connect(where, autocommit=True) as conn:
            for sql in drops:
                conn.execute(sql)
            conn.execute("DELETE FROM migrations WHERE name IN ('todo_next', 'todo_next_index')")
        return
    db = sqlite3.connect(str(where))
    for sql in drops:
        db.execute(sql)
    db.execute("DELETE FROM migrations WHERE name IN ('todo_next', 'todo_next_index')")
    db.commit()
    db.close()


def test_an_old_database_gets_the_next_fire_time_filled(
    db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock
) -> None:
    where = db_factory("old_next.db")
    mem = Memory(where, embedder=embedder, clock=clock)
    mem.update_settings("li", reminder_lead_minutes=0)
    weekly = mem.add("li", "每周六上午十点去上钢琴课", type="todo", due_at=_at(11, 21, 10))
    once = mem.add("li", "交季度报告", type="todo", due_at=_at(11, 21, 11))
    assert sorted(_fire(mem, clock, _at(11, 21, 11))) == sorted([weekly.content, once.content])
    mem.close()
    _drop_next_columns(where)
    mem = Memory(where, embedder=embedder, clock=clock)
    try:
        todos = {t.memory.id: t for t in mem.todos("li")}
        assert todos[weekly.id].next_remind_at == _at(11, 28, 10) and todos[once.id].next_remind_at is None
        assert todos[weekly.id].done_count == 0
        assert sorted(_due(mem)) == sorted([weekly.content, once.content])
        assert _fire(mem, clock, _at(11, 28, 9)) == [] and _fire(mem, clock, _at(11, 28, 10)) == [weekly.content]
    finally:
        mem.close()


def test_rest_done_this_time_stop_and_refusals(mem: Memory, clock: FixedClock) -> None:
    mem.update_settings("li", reminder_lead_minutes=0)
    app = create_app(mem, auth=AuthConfig(open=True), outbox_interval=None)
    h = {"X-Jiyi-User": "li"}
    report = mem.add("li", "send the report", type="todo", due_at=_at(11, 23, 9), repeat="weekly")
    once = mem.add("li", "pay the invoice", type="todo", due_at=_at(11, 23, 9))
    assert sorted(_fire(mem, clock, _at(11, 23, 9))) == sorted([report.content, once.content])
    clock.set(_at(11, 23, 10))
    with LiveServer(app) as server, RemoteMemory(server.url, user_id="li") as remote:
        url = server.url + "/api/todos/"
        body = httpx.post(url + report.id + "/complete", headers=h).json()
        assert (body["completed_at"], body["done_count"], body["reminds_at"]) == (None, 1, "2026-11-30T09:00:00Z")
        assert body["last_done_at"] == "2026-11-23T10:00:00Z"
        assert remote.complete_todo("li", once.id).completed_at is not None  # a one-off todo is done for good
        r = httpx.post(url + report.id + "/snooze", json={"until": "2026-11-01T09:00:00Z"}, headers=h)
        assert r.status_code == 422 and "future" in r.text
        assert httpx.post(url + "mem_nope/stop", headers=h).status_code == 404
        stopped = remote.stop_todo("li", report.id)
        assert stopped.completed_at is not None and stopped.done_count == 1
        r = httpx.post(url + report.id + "/stop", headers=h)
        assert r.status_code == 409 and "already completed" in r.text
        r = httpx.post(url + report.id + "/complete", headers=h)
        assert r.status_code == 409
        assert httpx.post(url + report.id + "/stop", headers={"X-Jiyi-User": "wang"}).status_code == 404
    assert _fire(mem, clock, _at(11, 30, 9)) == []


def _fire_plan(where: str | Path) -> str:
    """The plan of the reminder tick's query (`fire_sql`) on `where`'s database, as text; on PostgreSQL also the
    plan of its series branch's condition (its own plan at a test's size rightly walks the one row by key)."""
    from jiyi.store._postgres_lifecycle import _M as PG_COLUMNS
    from jiyi.store._sqlite_lifecycle import _M as SQLITE_COLUMNS
    from jiyi.store._sqlite_lifecycle import fire_sql

    if isinstance(where, str):
        import psycopg

        with psycopg.connect(where, autocommit=True) as conn:
            # A test's tables hold a row or two, which the planner rightly reads by primary key: ask whether it
            # can find the due series by their next time at all (without todo_state_next it cannot).
            conn.execute("SET enable_seqscan = off")
            sql = b"EXPLAIN SELECT memory_id FROM todo_state t WHERE t.next_remind_at <= %s"
            rows = conn.execute(sql, (NOW,)).fetchall()
            rows += conn.execute(b"EXPLAIN " + fire_sql(PG_COLUMNS, "%s").encode(), (NOW, NOW, 100)).fetchall()
        return "\n".join(str(r[0]) for r in rows)
    db = sqlite3.connect(str(where))
    try:
        now = NOW.isoformat()
        rows = db.execute("EXPLAIN QUERY PLAN " + fire_sql(SQLITE_COLUMNS, "?"), (now, now, 100)).fetchall()
    finally:
        db.close()
    return "\n".join(str(r[-1]) for r in rows)


def test_the_tick_finds_repeating_todos_by_the_next_time_index(
    db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock
) -> None:
    where = db_factory("next_index.db")
    mem = Memory(where, embedder=embedder, clock=clock)
    mem.add("li", "每天早上八点提醒我吃药", type="todo", due_at=_at(11, 25, 8))
    mem.close()
    assert "todo_state_next" in _fire_plan(where)
    # an old database (before the index) gets it when opened
    if isinstance(where, str):
        import psycopg

        with psycopg.connect(where, autocommit=True) as conn:
            conn.execute("DROP INDEX todo_state_next")
            conn.execute("DELETE FROM migrations WHERE name = 'todo_next_index'")
    else:
        db = sqlite3.connect(str(where))
        db.execute("DROP INDEX todo_state_next")
        db.execute("DELETE FROM migrations WHERE name = 'todo_next_index'")
        db.commit()
        db.close()
    assert "todo_state_next" not in _fire_plan(where)
    Memory(where, embedder=embedder, clock=clock).close()
    assert "todo_state_next" in _fire_plan(where)


@pytest.mark.parametrize(
    ("said", "cancel"),
    [
        ("every Monday remind me to take the bins out", "cancel the bins reminder"),
        ("Remind me every Monday to take the bins out", "stop reminding me to take the bins out"),
        ("remind me every Monday to take the bins out", "You don't need to remind me about the bins anymore"),
        ("每周一提醒我倒垃圾", "不用提醒我倒垃圾了"),
        ("每周一提醒我倒垃圾", "把倒垃圾的提醒取消了"),
        ("每周一提醒我倒垃圾", "别再提醒我倒垃圾了"),
        ("remind me every Monday to take the bins out", "I don't need the bins reminder anymore"),
        ("每周一提醒我倒垃圾", "我不需要倒垃圾的提醒了"),
    ],
)
def test_calling_a_reminder_off_in_chat_ends_it_and_undo_brings_it_back(
    mem: Memory, clock: FixedClock, said: str, cancel: str
) -> None:
    todo = _say(mem, clock, said)  # said on Friday 2026-11-20: due Monday 11-23
    assert todo.repeat == "weekly"
    topic = mem.topics.create("li")
    mem.messages.add(topic.id, "user", cancel)
    clock.advance(minutes=3)
    mem.run_due()
    assert mem.todos("li") == [] and _fire(mem, clock, _at(11, 23, 9)) == []
    gone = next(e for e in mem.history("li", todo.memory.id) if e.event == "delete")
    assert cancel[:20] in gone.reason  # why, in the history; a soft delete the user can undo
    mem.undo("li", gone.id)
    assert [t.memory.id for t in mem.todos("li")] == [todo.memory.id]
    assert _fire(mem, clock, _at(11, 30, 9)) == [todo.memory.content]


@pytest.mark.parametrize(
    "cancel", ["cancel the dentist reminder", "不用提醒我交报告了", "I cancelled the bins", "I don't need a new bin"]
)
def test_calling_off_a_reminder_that_names_no_todo_ends_none(mem: Memory, clock: FixedClock, cancel: str) -> None:
    todo = _say(mem, clock, "每周一提醒我倒垃圾")
    topic = mem.topics.create("li")
    mem.messages.add(topic.id, "user", cancel)
    clock.advance(minutes=3)
    mem.run_due()
    assert [t.memory.id for t in mem.todos("li")] == [todo.memory.id]


@pytest.mark.parametrize(
    ("said", "done"),
    [
        ("提醒我周五交房租", "我刚交完房租了"),
        ("I need to take my pills every evening at 9, remind me", "I've just taken my pills"),
    ],
)
def test_saying_a_todo_is_done_adds_no_memory_beside_its_new_version(
    mem: Memory, clock: FixedClock, said: str, done: str
) -> None:
    _say(mem, clock, said)
    before = {m.id for m in mem.list("li")}
    topic = mem.topics.create("li")
    mem.messages.add(topic.id, "user", done)
    clock.advance(minutes=3)
    mem.run_due()
    new = [m for m in mem.list("li") if m.id not in before]
    assert [m.type for m in new] == ["todo"], new  # the todo's done version; no "用户刚交完房租了" beside it
    (todo,) = mem.todos("li", include_completed=True)
    assert todo.completed_at is not None or todo.done_count == 1


@pytest.mark.parametrize(
    ("turns", "left"),
    [
        (("A:别忘了周五要交房租哦", "不用提醒我了"), ["User needs to call the dentist tomorrow"]),
        (("A:Don't forget to call the dentist tomorrow!", "no need to remind me, thanks"), ["用户需要周五交房租"]),
        (("A:Just a reminder: you need to call the dentist tomorrow.", "stop reminding me"), ["用户需要周五交房租"]),
        # Nothing before it names a todo: nothing is called off on a guess.
        (("不用提醒我了",), ["User needs to call the dentist tomorrow", "用户需要周五交房租"]),
        (("A:今天天气不错", "stop reminding me"), ["User needs to call the dentist tomorrow", "用户需要周五交房租"]),
    ],
)
def test_a_bare_stop_reminding_me_calls_off_what_the_turn_before_reminded_of(
    mem: Memory, clock: FixedClock, turns: tuple[str, ...], left: list[str]
) -> None:
    mem.add("li", "用户需要周五交房租（2026-11-27）", type="todo", due_at=_at(11, 27))
    mem.add("li", "User needs to call the dentist tomorrow (2026-11-21)", type="todo", due_at=_at(11, 21))
    topic = mem.topics.create("li")
    for turn in turns:
        role, text = ("assistant", turn[2:]) if turn.startswith("A:") else ("user", turn)
        mem.messages.add(topic.id, role, text)
    mem.extract(topic.id)
    still = [t.memory.content for t in mem.todos("li")]
    assert len(still) == len(left) and all(any(c.startswith(w) for c in still) for w in left), still


@pytest.mark.parametrize(
    ("turns", "moved", "at"),
    [
        (("A:别忘了今天要交房租哦", "明天再提醒我"), "rent", _at(11, 21, 9)),
        (("A:Reminder: call the dentist today.", "remind me again in an hour"), "dentist", _at(11, 20, 10, 30)),
        (("remind me about the dentist again tomorrow",), "dentist", _at(11, 21, 9)),
        (("一小时后再提醒我交房租",), "rent", _at(11, 20, 10, 30)),
        (("snooze the dentist reminder until 3pm",), "dentist", _at(11, 20, 15)),
    ],
)
def test_asking_to_be_reminded_again_moves_that_reminder_and_makes_no_new_todo(
    mem: Memory, clock: FixedClock, turns: tuple[str, ...], moved: str, at: datetime
) -> None:
    mem.update_settings("li", reminder_lead_minutes=0)
    todos = {
        "rent": mem.add("li", "用户需要今天交房租（2026-11-20）", type="todo", due_at=_at(11, 20, 9, 30)),
        "dentist": mem.add("li", "User needs to call the dentist today (2026-11-20)", type="todo",
                           due_at=_at(11, 20, 9, 30)),
    }  # fmt: skip
    assert len(_fire(mem, clock, _at(11, 20, 9, 30))) == 2
    topic = mem.topics.create("li")
    for turn in turns:
        role, text = ("assistant", turn[2:]) if turn.startswith("A:") else ("user", turn)
        mem.messages.add(topic.id, role, text)
    clock.advance(minutes=1)
    mem.extract(topic.id)
    by_content = {t.memory.content: t for t in mem.todos("li")}
    assert len(by_content) == 2  # no third todo made of the request
    again = by_content[todos[moved].content]
    assert again.reminds_at == at and again.memory.supersedes == todos[moved].id
    assert [t.memory.content for t in mem.todos("li", due=True)] == [c for c in by_content if c != again.memory.content]
    assert [e.type for e in mem.store.read_events(0)][-1] == "todo.snoozed"
    assert _fire(mem, clock, at) == [again.memory.content]  # it comes back then
    entry = next(e for e in mem.history("li", again.memory.id) if e.event == "update")
    mem.undo("li", entry.id)  # the old version, with its own time: due again now
    assert todos[moved].content in [t.memory.content for t in mem.todos("li", due=True)]
