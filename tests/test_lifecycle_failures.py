"""One job's failure stays that job's: bad data of one user (a message stamped 9999-12-31, settings the
store cannot read) never stops the tick, the worker loop, the serve thread or `jiyi worker` for the others.
A job failing with anything but a provider error is retried with backoff and given up after
`max_attempts`, left failed and visible."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from jiyi import FixedClock, Memory
from jiyi._models import Role
from jiyi.lifecycle import LifecyclePolicy, Worker
from jiyi.store._base import NewMessage
from jiyi.store._open import is_postgres_url

from .conftest import DbFactory

FAR_FUTURE = datetime(9999, 12, 31, 23, 59, 59, tzinfo=UTC)


def _execute(where: Path | str, sql: str) -> None:
    """Write straight into the database, as a hand edit or an older version's bug would."""
    if is_postgres_url(where):
        import psycopg

        with psycopg.connect(str(where), autocommit=True) as conn:
            conn.execute(sql.encode())
        return
    db = sqlite3.connect(where)
    try:
        with db:
            db.execute(sql)
    finally:
        db.close()


def _poison(mem: Memory, where: Path | str, now: datetime) -> tuple[str, str]:
    """User a: one topic with a far-future message (stored through the store, below any edge validation),
    one ordinary topic, and settings the store cannot read back. Returns the two topic ids."""
    future = mem.topics.create("a", "未来")
    mem.store.add_messages("a", future.id, [
        NewMessage(Role.USER, "我喜欢橘猫", now - timedelta(hours=1)),
        NewMessage(Role.USER, "明天提醒我交报告", FAR_FUTURE),
    ])  # fmt: skip
    plain = mem.topics.create("a", "日常")
    mem.messages.add(plain.id, "user", "我在杭州做老师")
    mem.update_settings("a", memory_silent_minutes=1)
    _execute(where, "UPDATE settings SET data = '{\"memory_silent_minutes\": \"soon\"}' WHERE user_id = 'a'")
    return future.id, plain.id


def _ordinary(mem: Memory) -> str:
    t = mem.topics.create("b", "聊天")
    mem.messages.add(t.id, "user", "我喜欢吃火锅，尤其是重庆火锅")
    return t.id


def test_far_future_message_neither_overflows_nor_stops_distillation(mem: Memory, clock: FixedClock) -> None:
    future = mem.topics.create("a", "未来")
    mem.store.add_messages("a", future.id, [NewMessage(Role.USER, "明天提醒我交报告", FAR_FUTURE)])
    tb = _ordinary(mem)
    clock.advance(minutes=30)
    report = mem.run_due()  # was: OverflowError in `last activity + silence`, for every user
    assert report.errors == []
    assert any("火锅" in m.content for m in mem.list("b"))
    assert mem.topics.get(tb).last_processed_message_id is not None
    # A topic active "in 9999" never falls silent; a job already scheduled for it waits instead of raising.
    now = clock.now()
    mem.store.schedule_job("a", "extract", future.id, run_at=now, now=now)
    outcome = next(o for o in mem.run_due().outcomes if o.job.target_id == future.id)
    assert outcome.status == "pending"
    assert not [j for j in mem.jobs(None) if j.status == "failed"]


def test_failing_job_is_isolated_retried_and_given_up(mem: Memory, clock: FixedClock, db_factory: DbFactory) -> None:
    _poison(mem, db_factory("jiyi.db"), clock.now())
    tb = _ordinary(mem)
    clock.advance(minutes=30)
    report = mem.run_due()
    # b's topic is distilled in the very tick where a's data fails.
    assert any("火锅" in m.content for m in mem.list("b"))
    assert mem.topics.get(tb).last_processed_message_id is not None
    assert any("scheduling topic" in e and "ValidationError" in e for e in report.errors)
    failed = [o for o in report.outcomes if o.status == "failed"]
    assert [(o.job.user_id, o.job.kind) for o in failed] == [("a", "maintain")]
    job = next(j for j in mem.jobs("a") if j.kind == "maintain")
    assert job.status == "failed" and job.attempts == 1
    assert job.error is not None and job.error.startswith("ValidationError")
    assert job.next_run_at == clock.now() + timedelta(seconds=60)  # backoff, not the next tick
    assert not [o for o in mem.run_due().outcomes if o.job.user_id == "a"]  # waiting for its backoff
    policy = mem.lifecycle.policy
    for _ in range(policy.max_attempts - 1):
        clock.advance(seconds=policy.retry_max_seconds)
        mem.run_due()
    job = next(j for j in mem.jobs("a") if j.kind == "maintain")
    assert (job.status, job.attempts, job.next_run_at) == ("failed", policy.max_attempts, None)
    assert job.error is not None and f"gave up after {policy.max_attempts} attempts" in job.error
    clock.advance(days=30)
    assert not [o for o in mem.run_due().outcomes if o.job.user_id == "a"]  # given up: never claimed again
    assert next(j for j in mem.jobs("b") if j.kind == "maintain").status == "pending"


def test_worker_thread_survives_bad_data(mem: Memory, clock: FixedClock, db_factory: DbFactory) -> None:
    _poison(mem, db_factory("jiyi.db"), clock.now())
    tb = _ordinary(mem)
    clock.advance(minutes=30)
    worker = Worker(mem, LifecyclePolicy(tick_seconds=0.01)).start()
    try:
        deadline = time.monotonic() + 120  # a bound for a stuck machine, not a timing assertion
        while worker.ticks < 5 and worker.is_alive() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert worker.is_alive()  # was: the thread died at the first tick (ValidationError, OverflowError)
        assert worker.ticks >= 5
    finally:
        worker.stop()
    assert not worker.is_alive()
    assert mem.topics.get(tb).last_processed_message_id is not None


def test_cli_worker_once_exits_0_and_reports_the_failed_job(clock: FixedClock, db_factory: DbFactory) -> None:
    where = db_factory("cli.db")
    now = datetime.now(UTC)
    with Memory(where, embedder="hash") as mem:
        _poison(mem, where, now)
        mem.update_settings("b", memory_silent_minutes=1)
        t = mem.topics.create("b", "聊天")
        hotpot = NewMessage(Role.USER, "我喜欢吃火锅，尤其是重庆火锅", now - timedelta(hours=1))
        mem.store.add_messages("b", t.id, [hotpot])
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    cmd = [sys.executable, "-m", "jiyi.cli", "worker", "--once", "--db", str(where), "--embedder", "hash"]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr  # was: 1, on the same job at every start
    assert "failed: maintain a user a: ValidationError" in proc.stderr
    with Memory(where, embedder="hash") as mem:
        assert any("火锅" in m.content for m in mem.list("b"))
        job = next(j for j in mem.jobs("a") if j.kind == "maintain")
        assert job.status == "failed" and job.error is not None and "ValidationError" in job.error
    listing = subprocess.run([sys.executable, "-m", "jiyi.cli", "jobs", "--all-users", "--status", "failed",
                              "--db", str(where), "--embedder", "hash"], capture_output=True, text=True, env=env,
                             timeout=300)  # fmt: skip
    assert listing.returncode == 0 and "error: ValidationError" in listing.stdout
