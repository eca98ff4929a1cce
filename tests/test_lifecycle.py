"""The background lifecycle driven by the injectable clock: silent topics, debounce, leases, jobs, outbox."""

from __future__ import annotations

from datetime import timedelta

from jiyi import FixedClock, Memory
from jiyi.lifecycle import Lifecycle


def _chat(mem: Memory, user: str, lines: list[str]) -> str:
    t = mem.topics.create(user, "chat")
    for i, line in enumerate(lines):
        mem.messages.add(t.id, "user" if i % 2 == 0 else "assistant", line)
    return t.id


def test_silent_topic_is_distilled_once_after_its_silence(mem: Memory, clock: FixedClock) -> None:
    tid = _chat(mem, "li", ["我叫李明，是后端工程师", "你好李明", "我喜欢橘猫"])
    assert not [o for o in mem.run_due().outcomes if o.job.kind == "extract"]  # not silent yet (2 minutes)
    assert not mem.list("li")
    clock.advance(minutes=3)
    report = mem.run_due()
    assert [(o.job.kind, o.status) for o in report.outcomes if o.job.kind == "extract"] == [("extract", "done")]
    contents = {m.content for m in mem.list("li")}
    assert any("橘猫" in c for c in contents)
    assert mem.topics.get(tid).last_processed_message_id is not None
    clock.advance(minutes=10)
    again = mem.run_due()
    assert not [o for o in again.outcomes if o.job.kind == "extract"]  # nothing new: no second run
    jobs = {(j.kind, j.target_id): j for j in mem.jobs("li")}
    assert jobs[("extract", tid)].status == "done"


def test_new_messages_while_waiting_reschedule_the_topic(mem: Memory, clock: FixedClock) -> None:
    tid = _chat(mem, "li", ["I love hiking in the mountains"])
    clock.advance(minutes=3)
    lc = mem.lifecycle
    assert lc.schedule(clock.now()) >= 1  # the job is pending now
    mem.messages.add(tid, "user", "I work as a nurse at the city hospital")  # the user came back
    report = mem.run_due()
    outcome = next(o for o in report.outcomes if o.job.kind == "extract")
    assert outcome.status == "pending"  # rescheduled to the new silence, nothing distilled
    assert mem.topics.get(tid).last_processed_message_id is None
    clock.advance(minutes=3)
    mem.run_due()
    assert mem.topics.get(tid).last_processed_message_id is not None
    assert len(mem.list("li")) >= 2


def test_settings_switch_off_background_distillation(mem: Memory, clock: FixedClock) -> None:
    mem.update_settings("li", memory_extraction_enabled=False)
    _chat(mem, "li", ["我喜欢橘猫"])
    clock.advance(hours=1)
    mem.run_due()
    assert not mem.list("li")
    mem.update_settings("li", memory_extraction_enabled=True, memory_silent_minutes=90)
    mem.run_due()
    assert not mem.list("li")  # 60 minutes of silence is not 90
    clock.advance(minutes=31)
    mem.run_due()
    assert mem.list("li")


def test_every_n_rounds_distils_an_active_topic(mem: Memory, clock: FixedClock) -> None:
    mem.update_settings("li", extract_every_n_rounds=2, memory_silent_minutes=60)
    _chat(mem, "li", ["我喜欢橘猫", "好的", "我是后端工程师", "明白"])
    mem.run_due()  # no silence at all, but two rounds piled up
    assert len(mem.list("li")) == 2


def test_leases_keep_two_workers_apart_and_expire(mem: Memory, clock: FixedClock) -> None:
    _chat(mem, "li", ["我喜欢橘猫"])
    clock.advance(minutes=3)
    mem.lifecycle.schedule(clock.now())
    now = clock.now()
    a = mem.store.claim_jobs("a", now, lease_seconds=60, limit=10)
    b = mem.store.claim_jobs("b", now, lease_seconds=60, limit=10)
    assert a and not b
    assert all(j.status == "running" and j.lease_owner == "a" for j in a)
    later = now + timedelta(seconds=61)  # worker a died: its leases run out
    c = mem.store.claim_jobs("c", later, lease_seconds=60, limit=10)
    assert {j.id for j in c} == {j.id for j in a}
    assert not mem.store.finish_job(a[0].id, "a", status="done", error=None, next_run_at=None, now=later)
    assert mem.store.finish_job(c[0].id, "c", status="done", error=None, next_run_at=None, now=later)


def test_a_killed_run_is_taken_over_without_double_distillation(mem: Memory, clock: FixedClock) -> None:
    tid = _chat(mem, "li", ["我喜欢橘猫", "嗯", "我是后端工程师"])
    clock.advance(minutes=3)
    mem.lifecycle.schedule(clock.now())
    dead = mem.store.claim_jobs("dead", clock.now(), lease_seconds=300, limit=10)  # claimed, then "killed"
    assert dead
    assert not [o for o in mem.run_due().outcomes if o.job.kind == "extract"]  # lease still held
    clock.advance(minutes=6)
    report = mem.run_due()
    assert [o.status for o in report.outcomes if o.job.kind == "extract"] == ["done"]
    first = sorted(m.content for m in mem.list("li"))
    # a second lifecycle over the same file (another worker) finds nothing to do twice
    Lifecycle(mem).run_due(clock.now() + timedelta(minutes=30))
    assert sorted(m.content for m in mem.list("li")) == first
    assert mem.topics.get(tid).last_processed_message_id is not None


def test_background_changes_reach_the_outbox_once(mem: Memory, clock: FixedClock) -> None:
    _chat(mem, "li", ["I love hiking in the mountains", "nice", "I work as a nurse"])
    clock.advance(minutes=3)
    mem.run_due()
    events = mem.store.read_events(0)
    created = [e for e in events if e.type == "memory.created"]
    ids = [e.data["id"] for e in created]
    assert len(ids) == len(set(ids)) >= 2
    assert {e.user_id for e in events} == {"li"}
    mem.run_due(clock.now() + timedelta(minutes=5))
    assert [e.data["id"] for e in mem.store.read_events(0) if e.type == "memory.created"] == ids
