"""Todos and reminders: fired once at remind time, snoozed, completed — library, REST, client, SSE, webhooks."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import httpx
import pytest

from jiyi import ConflictError, FixedClock, Memory, NotFoundError, ValidationError
from jiyi.client import RemoteMemory
from jiyi.server import AuthConfig, LiveServer, create_app
from jiyi.server._events import EventBus
from jiyi.server._outbox import OutboxTailer
from jiyi.store._base import ChangeSet, TodoState

from .conftest import DbFactory, SSEListener
from .test_server_webhooks import Receiver


def _reminders(mem: Memory) -> list[str]:
    return [e.data["memory"]["id"] for e in mem.store.read_events(0) if e.type == "todo.reminder"]


def test_a_reminder_fires_once_at_its_time(mem: Memory, clock: FixedClock) -> None:
    todo = mem.add("li", "交季度报告", type="todo", due_at=clock.now() + timedelta(hours=2))
    assert [t.memory.id for t in mem.todos("li")] == [todo.id]
    assert mem.run_due().reminders == []
    clock.advance(hours=1)  # the default lead: one hour before it is due
    fired = mem.run_due().reminders
    assert [t.memory.id for t in fired] == [todo.id] and fired[0].reminded_at == clock.now()
    clock.advance(minutes=5)
    assert mem.run_due().reminders == []
    assert _reminders(mem) == [todo.id]


def test_reminders_fire_the_users_lead_time_before_due_unless_a_time_is_given(mem: Memory, clock: FixedClock) -> None:
    noon = clock.now().replace(hour=12)  # T0 is 09:00
    report = mem.add("li", "中午12点前交季度报告", type="todo", due_at=noon)
    call = mem.add(
        "li", "Call the landlord before noon", type="todo", due_at=noon, remind_at=noon - timedelta(minutes=15)
    )
    mem.update_settings("wang", reminder_lead_minutes=0)
    mem.update_settings("zhao", reminder_lead_minutes=30)
    exact = mem.add("wang", "Submit the visa form", type="plan", due_at=noon)
    half = mem.add("zhao", "十二点开会", type="todo", due_at=noon)
    assert mem.todos("li")[0].reminds_at == noon - timedelta(hours=1)
    assert {t.memory.id: t.reminds_at for t in mem.todos("li")}[call.id] == noon - timedelta(minutes=15)

    def fired_at(hour: int, minute: int) -> list[str]:
        clock.set(noon.replace(hour=hour, minute=minute))
        return [t.memory.id for t in mem.run_due().reminders]

    assert fired_at(10, 59) == []
    assert fired_at(11, 0) == [report.id]  # seed 001: remind_at = due_at - 1 hour
    assert fired_at(11, 30) == [half.id]
    assert fired_at(11, 44) == []
    assert fired_at(11, 45) == [call.id]  # an explicit remind time wins over the lead
    assert fired_at(11, 59) == []
    assert fired_at(12, 0) == [exact.id]  # lead 0: at the due time
    assert fired_at(13, 0) == []
    assert sorted(_reminders(mem)) == sorted([report.id, half.id, call.id, exact.id])


def test_editing_a_todo_keeps_its_reminder_state(mem: Memory, clock: FixedClock) -> None:
    due = clock.now() + timedelta(days=1)
    done = mem.add("li", "buy a birthday present", type="todo", due_at=due)
    mem.complete_todo("li", done.id)
    open_ = mem.add("li", "订周五的火车票", type="todo", due_at=due, remind_at=due - timedelta(hours=3))
    done2 = mem.update("li", done.id, importance=0.95)
    open2 = mem.update("li", open_.id, "订周五去上海的火车票")
    todos = {t.memory.id: t for t in mem.todos("li", include_completed=True)}
    assert set(todos) == {done2.id, open2.id}
    assert todos[done2.id].completed_at is not None  # still completed: no reminder for it
    assert todos[open2.id].reminds_at == due - timedelta(hours=3)
    clock.advance(days=2)
    assert [t.memory.id for t in mem.run_due().reminders] == [open2.id]
    became = mem.update("li", mem.add("li", "renew the passport", type="fact", due_at=due).id, type="todo")
    assert {t.memory.id: t.reminds_at for t in mem.todos("li")}[became.id] == due - timedelta(hours=1)


def test_reminder_input_is_checked(mem: Memory, clock: FixedClock) -> None:
    due = clock.now() + timedelta(days=1)
    with pytest.raises(ValidationError) as exc:
        mem.add("li", "likes green tea", type="preference", remind_at=due)
    assert exc.value.field == "remind_at"
    with pytest.raises(ValidationError, match="due_at"):
        mem.add("li", "交报告", type="todo", remind_at=due)
    with pytest.raises(ValidationError) as exc:
        mem.add("li", "交报告", type="todo", due_at=due, remind_at="明天早上")
    assert exc.value.field == "remind_at"
    for bad in (-1, 7 * 24 * 60 + 1, "soon"):
        with pytest.raises(ValidationError) as exc:
            mem.update_settings("li", reminder_lead_minutes=bad)
        assert exc.value.field == "reminder_lead_minutes"
    assert mem.settings("li").reminder_lead_minutes == 60
    assert mem.list("li") == [] and mem.todos("li") == []


def test_a_reminder_state_is_written_only_with_its_own_new_todo(mem: Memory, clock: FixedClock) -> None:
    todo = mem.add("li", "交房租", type="todo", due_at=clock.now() + timedelta(days=3))
    for user in ("li", "wang"):  # an existing todo, and another user's
        with pytest.raises(ValidationError):
            mem.store.apply(user, ChangeSet(todo_states=[TodoState(todo.id, clock.now())]))
    assert mem.todos("li")[0].reminds_at == todo.due_at - timedelta(hours=1)  # type: ignore[operator]


def test_snooze_rearms_and_complete_silences(mem: Memory, clock: FixedClock) -> None:
    a = mem.add("li", "call the dentist", type="todo", due_at=clock.now())
    b = mem.add("li", "renew the passport", type="todo", due_at=clock.now() + timedelta(days=1))
    mem.run_due()
    snoozed = mem.snooze_todo("li", a.id, clock.now() + timedelta(hours=2))
    assert snoozed.reminded_at is None and snoozed.reminds_at == clock.now() + timedelta(hours=2)
    done = mem.complete_todo("li", b.id)
    assert done.completed_at == clock.now()
    with pytest.raises(ConflictError):
        mem.complete_todo("li", b.id)
    assert [t.memory.id for t in mem.todos("li")] == [a.id]
    clock.advance(days=2)
    mem.run_due()
    assert _reminders(mem) == [a.id, a.id]  # once at due time, once after the snooze; b never
    assert [t.memory.id for t in mem.todos("li", include_completed=True)] == [a.id, b.id]
    assert mem.reopen_todo("li", b.id).completed_at is None


def test_todo_calls_are_checked_and_scoped(mem: Memory, clock: FixedClock) -> None:
    a = mem.add("li", "buy milk", type="todo", due_at=clock.now())
    note = mem.add("li", "likes tea", type="preference")
    with pytest.raises(NotFoundError):
        mem.complete_todo("wang", a.id)  # another user's todo looks missing
    with pytest.raises(NotFoundError):
        mem.complete_todo("li", note.id)  # not a todo
    with pytest.raises(ValidationError):
        mem.snooze_todo("li", a.id, clock.now() - timedelta(minutes=1))
    with pytest.raises(ValidationError):
        mem.snooze_todo("li", a.id, "next tuesday")


def test_extracted_plans_with_a_time_become_todos(mem: Memory, clock: FixedClock) -> None:
    t = mem.topics.create("li")
    mem.messages.add(t.id, "user", "提醒我下周一交周报")
    mem.messages.add(t.id, "user", "Remind me to send the invoice on Friday next week")
    clock.advance(minutes=3)
    mem.run_due()
    todos = mem.todos("li")
    assert len(todos) == 2 and all(x.memory.due_at is not None for x in todos)
    assert all(x.reminds_at == x.memory.due_at - timedelta(hours=1) for x in todos if x.memory.due_at)
    clock.advance(days=14)
    assert len(mem.run_due().reminders) == 2


@pytest.fixture
def served(mem: Memory, tmp_path: Path) -> Iterator[tuple[LiveServer, Receiver, EventBus]]:
    from jiyi.server._webhooks import WebhookDispatcher

    receiver = Receiver(fail_first=0)
    hooks = WebhookDispatcher(receiver.url, "s3cret", mem.store, backoff=0.01).start()
    bus = EventBus()
    bus.listeners.append(hooks)
    app = create_app(mem, auth=AuthConfig(open=True), bus=bus, outbox_interval=0.05)
    with LiveServer(app) as server:
        yield server, receiver, bus
    hooks.close()
    receiver.server.shutdown()


def test_worker_events_reach_sse_and_webhooks_once(
    served: tuple[LiveServer, Receiver, EventBus],
    mem: Memory,
    db_factory: DbFactory,
    embedder: object,
    clock: FixedClock,
) -> None:
    server, receiver, _ = served
    sse = SSEListener(
        lambda: httpx.stream("GET", server.url + "/api/events", headers={"X-Jiyi-User": "li"}, timeout=20),
        lambda got: "todo.reminder" in [e for e, _ in got] and [e for e, _ in got].count("memory.created") >= 2,
    ).start()
    # A second process (its own Memory on the same file) adds a todo; its lifecycle distils and reminds.
    other = Memory(db_factory("jiyi.db"), embedder=embedder, clock=clock)  # type: ignore[arg-type]
    t = other.topics.create("li")
    other.messages.add(t.id, "user", "我喜欢橘猫")
    other.add("li", "交报告", type="todo", due_at=clock.now() + timedelta(minutes=1))
    clock.advance(minutes=3)
    other.run_due()
    other.run_due()
    other.close()
    got = sse.join()
    kinds = [e for e, _ in got]
    assert kinds.count("todo.reminder") == 1 and kinds.count("memory.created") == 2  # the todo, the cat
    assert {d["content"] for e, d in got if e == "memory.created"} >= {"交报告"}
    receiver.wait_for(3)
    hooked = [h["x-jiyi-event"] for h, _, _ in receiver.received]
    assert sorted(hooked) == ["memory.created", "memory.created", "todo.reminder"]
    ids = {h["x-jiyi-delivery"] for h, _, _ in receiver.received}
    assert all(i.startswith("evt_") for i in ids)  # the outbox id: stable across retries


def test_todos_and_jobs_over_rest_and_client(
    served: tuple[LiveServer, Receiver, EventBus], mem: Memory, clock: FixedClock
) -> None:
    server, _, _ = served
    todo = mem.add("li", "water the plants", type="todo", due_at=clock.now() + timedelta(hours=1))
    with RemoteMemory(server.url, user_id="li") as remote:
        listed = remote.todos("li")
        assert [t.memory.id for t in listed] == [todo.id]
        later = clock.now() + timedelta(hours=5)
        assert remote.snooze_todo("li", todo.id, later).reminds_at == later
        assert remote.complete_todo("li", todo.id).completed_at is not None
        assert remote.todos("li") == []
        with pytest.raises(NotFoundError):
            remote.complete_todo("wang", todo.id)
        mem.run_due()
        jobs = remote.jobs("li")
        assert [j.kind for j in jobs] == ["maintain"] and jobs[0].user_id == "li"
        assert {j.user_id for j in remote.jobs(None)} == {"li"}
    r = httpx.post(server.url + f"/api/todos/{todo.id}/snooze", json={"until": "soon"}, headers={"X-Jiyi-User": "li"})
    assert r.status_code == 422


def test_tailer_starts_after_existing_events(mem: Memory, clock: FixedClock) -> None:
    mem.add("li", "old", type="todo", due_at=clock.now())
    mem.run_due()
    bus = EventBus()
    seen: list[str] = []
    bus.listeners.append(lambda e: seen.append(e.type))
    tailer = OutboxTailer(mem.store, bus)
    assert tailer.poll() == 0  # what happened before the server started is not replayed
    mem.add("li", "new", type="todo", due_at=clock.now())
    mem.run_due()
    assert tailer.poll() == 2 and seen == ["memory.created", "todo.reminder"]


def test_a_change_through_one_server_reaches_the_subscribers_of_another_once(
    mem: Memory, db_factory: DbFactory, embedder: object, clock: FixedClock
) -> None:
    """Two `jiyi serve` processes on one database (here two apps, each with its own Memory): every
    change is announced in its own transaction, so server B's subscribers hear of server A's changes."""
    rec = mem.add("li", "我住在杭州")
    mem_b = Memory(db_factory("jiyi.db"), embedder=embedder, clock=clock)  # type: ignore[arg-type]
    app_a = create_app(mem, auth=AuthConfig(open=True), outbox_interval=None)
    app_b = create_app(mem_b, auth=AuthConfig(open=True), outbox_interval=0.05)
    with LiveServer(app_a) as a, LiveServer(app_b) as b:
        sse = SSEListener(
            lambda: httpx.stream("GET", b.url + "/api/events", headers={"X-Jiyi-User": "li"}, timeout=20),
            lambda got: len(got) == 3,
        ).start()
        h = {"X-Jiyi-User": "li"}
        moved = httpx.patch(a.url + f"/api/memories/{rec.id}", json={"content": "I moved to Berlin"}, headers=h)
        assert moved.status_code == 200
        assert httpx.post(a.url + f"/api/memories/{moved.json()['id']}/forget", headers=h).status_code == 200
        mem.add("bo", "someone else's memory")  # another user's change: not on li's stream
        mem.restore("li", moved.json()["id"])  # through the library, no server involved
        got = sse.join()
    mem_b.close()
    assert [(e, d["content"]) for e, d in got] == [
        ("memory.updated", "I moved to Berlin"),
        ("memory.forgotten", "I moved to Berlin"),
        ("memory.restored", "I moved to Berlin"),
    ]


def test_routes_publish_their_own_changes_at_once_without_background_polling(mem: Memory, clock: FixedClock) -> None:
    """Clearing memories and completing or snoozing a todo through the API reach the caller's stream
    at once: the route polls the outbox itself (the background poll is off here)."""
    mem.add("li", "我喜欢乌龙茶")
    todo = mem.add("li", "交季度报告", type="todo", due_at=clock.now() + timedelta(days=2))
    app = create_app(mem, auth=AuthConfig(open=True), outbox_interval=None)
    with LiveServer(app) as server:
        sse = SSEListener(
            lambda: httpx.stream("GET", server.url + "/api/events", headers={"X-Jiyi-User": "li"}, timeout=20),
            lambda got: len(got) == 4,
        ).start()
        h = {"X-Jiyi-User": "li"}
        assert (
            httpx.post(
                server.url + f"/api/todos/{todo.id}/snooze", json={"until": "2026-11-21T09:00:00Z"}, headers=h
            ).status_code
            == 200
        )
        assert httpx.post(server.url + f"/api/todos/{todo.id}/complete", headers=h).status_code == 200
        assert httpx.post(server.url + "/api/memories/clear", json={"confirm": True}, headers=h).json() == {
            "deleted": 2
        }
        got = sse.join(10)
    assert [e for e, _ in got] == ["todo.snoozed", "todo.completed", "memory.deleted", "memory.deleted"]
