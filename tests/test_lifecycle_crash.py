"""Real `jiyi worker` processes on one SQLite file: kill -9 at random points, restart, check the invariants.

Work becomes due progressively (topics fall silent and reminders fall due over a few seconds of wall
time), so kills land before, during and between jobs. Invariants: every topic distilled up to its last
message, no duplicate current memory, one episode per topic, every memory.created event once, every
reminder event exactly once. Two workers at once: no topic distilled by both.
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

from jiyi import Memory

WORDS_ZH = ["橘猫", "火锅", "爬山", "围棋", "咖啡", "吉他", "游泳", "书法", "摄影", "滑雪"]
WORDS_EN = ["hiking", "chess", "jazz", "sailing", "pottery", "tennis", "baking", "cycling", "poetry", "surfing"]
N_TOPICS = 16
N_TODOS = 12


def _seed(path: Path) -> tuple[list[str], list[str]]:
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


def _worker(path: Path, log: Path | None = None, *, lease: float = 1.0) -> subprocess.Popen[bytes]:
    cmd = [sys.executable, "-m", "jiyi.cli", "worker", "--db", str(path), "--embedder", "hash"]
    cmd += ["--interval", "0.05", "--lease-seconds", str(lease), "--batch", "2", "-v"]
    out = open(log, "ab") if log else subprocess.DEVNULL  # noqa: SIM115 - handed to the child
    return subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=out, env={**os.environ, "PYTHONUNBUFFERED": "1"})


def _done(path: Path, topics: list[str]) -> bool:
    db = sqlite3.connect(path)
    try:
        undistilled = db.execute(
            "SELECT COUNT(*) FROM topics t WHERE last_processed_seq IS NULL OR last_processed_seq < "
            "(SELECT MAX(seq) FROM messages m WHERE m.topic_id = t.id)"
        ).fetchone()[0]
        reminded = db.execute("SELECT COUNT(*) FROM todo_state WHERE reminded_at IS NOT NULL").fetchone()[0]
        episodes = db.execute("SELECT COUNT(*) FROM memories WHERE type = 'episode'").fetchone()[0]
        return undistilled == 0 and reminded == N_TODOS and episodes == len(topics)
    finally:
        db.close()


def _wait_done(path: Path, topics: list[str], limit: float = 90.0) -> None:
    deadline = time.monotonic() + limit
    while not _done(path, topics):
        assert time.monotonic() < deadline, "the workers did not finish the seeded work"
        time.sleep(0.2)


def _check_invariants(path: Path, topics: list[str], todos: list[str]) -> None:
    db = sqlite3.connect(path)
    try:
        # every message distilled, up to the last one of its topic
        for (tid,) in db.execute("SELECT id FROM topics"):
            last = db.execute("SELECT MAX(seq) FROM messages WHERE topic_id = ?", (tid,)).fetchone()[0]
            cur = db.execute("SELECT last_processed_seq FROM topics WHERE id = ?", (tid,)).fetchone()[0]
            assert cur == last
        # no duplicate current memory
        dup = db.execute(
            "SELECT user_id, content_hash, COUNT(*) FROM memories WHERE state = 'active' AND superseded_by IS NULL "
            "GROUP BY user_id, content_hash HAVING COUNT(*) > 1"
        ).fetchall()
        assert dup == []
        # one episode per topic
        per_topic = Counter(t for (t,) in db.execute("SELECT topic_id FROM memories WHERE type = 'episode'"))
        assert per_topic == Counter(topics)
        # every memory the lifecycle wrote (new, or a new version) announced exactly once
        import json

        events = [(t, json.loads(d)) for t, d in db.execute("SELECT type, data FROM events ORDER BY seq")]
        created = Counter(d["id"] for t, d in events if t in ("memory.created", "memory.updated"))
        assert created and max(created.values()) == 1
        lifecycle_made = {i for (i,) in db.execute("SELECT id FROM memories WHERE source IN ('extractor', 'system')")}
        assert set(created) == lifecycle_made
        # every reminder exactly once
        reminded = Counter(d["memory"]["id"] for t, d in events if t == "todo.reminder")
        assert reminded == Counter(todos)
    finally:
        db.close()


def test_kill_minus_nine_repeatedly_keeps_every_invariant(tmp_path: Path) -> None:
    path = tmp_path / "crash.db"
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


def test_two_workers_never_distil_one_topic_twice(tmp_path: Path) -> None:
    path = tmp_path / "two.db"
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
