"""Real `jiyi worker` processes on one database (a SQLite file, or PostgreSQL where several processes claim
jobs with `FOR UPDATE SKIP LOCKED`): kill -9 at random points, restart, check the invariants.

Work becomes due progressively (topics fall silent and reminders fall due over a few seconds of wall
time), so kills land before, during and between jobs. Invariants: every topic distilled up to its last
message, no duplicate current memory, one episode per topic, every memory.created event once, every
reminder event exactly once. A killed worker's leased jobs are taken over once the lease expires.
Two workers at once: no topic distilled by both.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from jiyi import Memory
from jiyi.store._open import is_postgres_url

from .conftest import DbFactory

WORDS_ZH = ["橘猫", "火锅", "爬山", "围棋", "咖啡", "吉他", "游泳", "书法", "摄影", "滑雪"]
WORDS_EN = ["hiking", "chess", "jazz", "sailing", "pottery", "tennis", "baking", "cycling", "poetry", "surfing"]
N_TOPICS = 16
N_TODOS = 12


def _rows(path: Path | str, sql: str) -> list[tuple[Any, ...]]:
    """Rows of one query, read straight from the database (SQLite file or PostgreSQL URL)."""
    if is_postgres_url(path):
        import psycopg

        with psycopg.connect(str(path)) as conn:
            return [tuple(r) for r in conn.execute(sql.encode()).fetchall()]
    db = sqlite3.connect(path)
    try:
        return db.execute(sql).fetchall()
    finally:
        db.close()


def _seed(path: Path | str) -> tuple[list[str], list[str]]:
    """Topics falling silent over the next ~6 s and todos falling due over the next ~6 s (wall time)."""
    now = datetime.now(UTC)
    topics, todos = [], []
    with Memory(path, embedder="hash") as mem:
        for i in range(N_TOPICS):
            user = f"u{i % 3}"
            mem.update_settings(user, memory_silent_minutes=1)
            t = mem.topics.create(user, f"t{i}")
            last = now - timedelta(seconds=60) + timedelta(seconds=0.4 * i)
            zh = i % 2 == 0
            word = (WORDS_ZH if zh else WORDS_EN)[i % 10]
            lines = (
                [f"我喜欢{word}", "好的，记住了", f"我是第{i}号工程师"]
                if zh
                else [f"I love {word}", "Noted!", f"I work as engineer number {i}"]
            )
            mem.messages.add_many(
                t.id,
                [
                    (r, c, last - timedelta(seconds=3 - k))
                    for k, (r, c) in enumerate(zip(["user", "assistant", "user"], lines, strict=True))
                ],
            )
            topics.append(t.id)
        for i in range(N_TODOS):
            due = now + timedelta(seconds=0.5 * i)
            rec = mem.add(f"u{i % 3}", f"提醒我处理第{i}件事", type="todo", due_at=due)
            todos.append(rec.id)
    return topics, todos


def _worker(path: Path | str, log: Path | None = None, *, lease: float = 1.0) -> subprocess.Popen[bytes]:
    cmd = [sys.executable, "-m", "jiyi.cli", "worker", "--db", str(path), "--embedder", "hash"]
    cmd += ["--interval", "0.05", "--lease-seconds", str(lease), "--batch", "2", "-v"]
    out = open(log, "ab") if log else subprocess.DEVNULL  # noqa: SIM115 - handed to the child
    return subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=out, env={**os.environ, "PYTHONUNBUFFERED": "1"})


def _done(path: Path | str, topics: list[str]) -> bool:
    undistilled = _rows(
        path,
        "SELECT COUNT(*) FROM topics t WHERE last_processed_seq IS NULL OR last_processed_seq < "
        "(SELECT MAX(seq) FROM messages m WHERE m.topic_id = t.id)",
    )[0][0]
    reminded = _rows(path, "SELECT COUNT(*) FROM todo_state WHERE reminded_at IS NOT NULL")[0][0]
    episodes = _rows(path, "SELECT COUNT(*) FROM memories WHERE type = 'episode'")[0][0]
    return bool(undistilled == 0 and reminded == N_TODOS and episodes == len(topics))


def _wait_done(path: Path | str, topics: list[str], limit: float = 90.0) -> None:
    deadline = time.monotonic() + limit
    while not _done(path, topics):
        assert time.monotonic() < deadline, "the workers did not finish the seeded work"
        time.sleep(0.2)


def _check_invariants(path: Path | str, topics: list[str], todos: list[str]) -> None:
    import json

    # every message distilled, up to the last one of its topic
    behind = _rows(
        path,
        "SELECT t.id FROM topics t WHERE t.last_processed_seq IS DISTINCT FROM "
        "(SELECT MAX(seq) FROM messages m WHERE m.topic_id = t.id)",
    )
    assert behind == []
    # no duplicate current memory
    dup = _rows(
        path,
        "SELECT user_id, content_hash, COUNT(*) FROM memories WHERE state = 'active' AND superseded_by IS NULL "
        "GROUP BY user_id, content_hash HAVING COUNT(*) > 1",
    )
    assert dup == []
    # one episode per topic
    per_topic = Counter(t for (t,) in _rows(path, "SELECT topic_id FROM memories WHERE type = 'episode'"))
    assert per_topic == Counter(topics)
    # every memory written (new, or a new version; by the lifecycle or a caller) announced exactly once
    events = [(t, json.loads(d)) for t, d in _rows(path, "SELECT type, data FROM events ORDER BY seq")]
    created = Counter(d["id"] for t, d in events if t in ("memory.created", "memory.updated"))
    assert created and max(created.values()) == 1
    made = {i for (i,) in _rows(path, "SELECT id FROM memories")}
    assert set(created) == made
    # every reminder exactly once
    reminded = Counter(d["memory"]["id"] for t, d in events if t == "todo.reminder")
    assert reminded == Counter(todos)


def test_kill_minus_nine_repeatedly_keeps_every_invariant(db_factory: DbFactory) -> None:
    path = db_factory("crash.db")
    topics, todos = _seed(path)
    rng = random.Random(5)
    for _ in range(8):
        proc = _worker(path)
        time.sleep(rng.uniform(0.3, 1.2))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    final = _worker(path)
    try:
        _wait_done(path, topics)
    finally:
        final.send_signal(signal.SIGKILL)
        final.wait()
    _check_invariants(path, topics, todos)


def test_two_workers_never_distil_one_topic_twice(db_factory: DbFactory, tmp_path: Path) -> None:
    path = db_factory("two.db")
    topics, todos = _seed(path)
    logs = [tmp_path / "a.log", tmp_path / "b.log"]
    procs = [_worker(path, log, lease=60) for log in logs]
    try:
        _wait_done(path, topics)
    finally:
        for p in procs:
            p.send_signal(signal.SIGTERM)
        for p in procs:
            p.wait(30)
    _check_invariants(path, topics, todos)
    distilled = Counter()
    for log in logs:
        for line in log.read_text().splitlines():
            if " job extract " in line and "distilled" in line:
                distilled[line.split(" job extract ")[1].split()[0]] += 1
    assert distilled == Counter(topics)


def test_a_dead_workers_leased_jobs_are_taken_over_when_the_lease_expires(
    db_factory: DbFactory, tmp_path: Path
) -> None:
    path = db_factory("lease.db")
    topics, todos = _seed(path)
    now = datetime.now(UTC)
    with Memory(path, embedder="hash") as mem:
        for tid in topics:
            mem.store.schedule_job(mem.store.topic_owner(tid), "extract", tid, run_at=now, now=now)
        # A worker that claimed every topic and died: its lease runs 4 s more, and only it may finish them.
        held = mem.store.claim_jobs("dead-worker", now, lease_seconds=4, limit=100, kinds=["extract"])
        assert {j.target_id for j in held} == set(topics)
    log = tmp_path / "taker.log"
    proc = _worker(path, log, lease=30)
    try:
        _wait_done(path, topics)
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(30)
    _check_invariants(path, topics, todos)
    with Memory(path, embedder="hash") as mem:
        jobs = {j.target_id: j for j in mem.store.list_jobs() if j.kind == "extract"}
        # taken over only after the dead worker's lease ran out; its late finish is refused
        assert all(jobs[t].status == "done" and jobs[t].updated_at >= now + timedelta(seconds=4) for t in topics)
        assert not mem.store.finish_job(held[0].id, "dead-worker", status="done", error=None, next_run_at=None, now=now)


def test_a_sigterm_while_the_worker_starts_ends_it_cleanly(tmp_path: Path) -> None:
    # A stop (systemd, a container, the bench) that comes while the store and the embedder open — seconds on a
    # loaded machine — ends the worker with status 0 before its first tick, not killed by the signal mid-start.
    script = (
        "import os, signal, sys\n"
        "import jiyi._cli_lifecycle as lc\n"
        "from jiyi.cli import main\n"
        "real = lc.open_memory\n"
        "def opening(args):\n"
        "    os.kill(os.getpid(), signal.SIGTERM)  # the stop arrives while the store opens\n"
        "    return real(args)\n"
        "lc.open_memory = opening\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    db = tmp_path / "start.db"
    cmd = [sys.executable, "-c", script, "worker", "--db", str(db), "--embedder", "hash", "--interval", "0.05", "-v"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, (proc.returncode, proc.stderr[-2000:])
    assert "job " not in proc.stderr  # no tick ran
