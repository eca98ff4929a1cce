"""Several threads and processes writing one database: no "database is locked", nothing lost, nothing doubled.

The tests taking `backend` run on a SQLite file and on PostgreSQL (tests/conftest.py).
"""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

from jiyi import FixedClock, Memory
from jiyi.embedders import HashEmbedder

from .conftest import T0, DbFactory

WRITER = """
import sys
from jiyi import Memory, FixedClock
from jiyi.embedders import HashEmbedder
from datetime import datetime, timezone
path, user, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
mem = Memory(path, embedder=HashEmbedder(64), clock=FixedClock(datetime(2026, 11, 20, tzinfo=timezone.utc)))
t = mem.topics.create(user)
for i in range(n):
    mem.messages.add(t.id, "user", f"message {i} from {user}")
    mem.add(user, f"{user} fact number {i}", type="fact")
    mem.search(user, f"fact {i}")
mem.close()
"""


def test_processes_share_one_file(tmp_path: Path) -> None:
    db = tmp_path / "shared.db"
    Memory(db, embedder=HashEmbedder(64), clock=FixedClock(T0)).close()
    procs = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(db), f"p{i}", "40"], stderr=subprocess.PIPE, text=True)
        for i in range(3)
    ]
    for p in procs:
        _, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
    mem = Memory(db, embedder=HashEmbedder(64), clock=FixedClock(T0))
    for i in range(3):
        assert mem.count(f"p{i}") == 40
        [topic] = mem.topics.list(f"p{i}")
        assert topic.message_count == 40 and len(mem.messages.list(topic.id)) == 40
        # A search in this process sees rows written by the others (the vector cache is versioned).
        assert mem.search(f"p{i}", "fact number 39", k=1)[0].content == f"p{i} fact number 39"
    mem.close()


def test_threads_share_one_memory(tmp_path: Path) -> None:
    mem = Memory(tmp_path / "t.db", embedder=HashEmbedder(64), clock=FixedClock(T0))
    t = mem.topics.create("u")
    errors: list[BaseException] = []

    def work(k: int) -> None:
        try:
            for i in range(30):
                mem.messages.add(t.id, "user", f"thread {k} message {i}")
                mem.add("u", f"thread {k} memory {i}")
                mem.search("u", f"memory {i}")
        except BaseException as exc:  # surfaced by the assertion below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert errors == []
    assert mem.count("u") == 120 and mem.topics.get(t.id).message_count == 120
    mem.close()


def test_the_same_memory_added_at_once_is_stored_once(db_factory: DbFactory) -> None:
    """Two clients (here two Memory objects, as two `jiyi serve` processes) adding one text at the same moment
    -- a double submit, a retry after a client-side timeout -- get the same memory back, and it is stored once.
    `bench/concurrency.py` found 8 simultaneous adds storing up to 8 copies (the hash check ran before the
    write transaction)."""
    db = db_factory("dedup")
    mems = [Memory(db, embedder=HashEmbedder(64), clock=FixedClock(T0)) for _ in range(2)]
    try:
        rounds, per_round = 12, 8
        ids: dict[int, list[str]] = {r: [] for r in range(rounds)}
        errors: list[BaseException] = []
        for r in range(rounds):
            text = ["用户对花生过敏", "User is allergic to peanuts"][r % 2] + f" ({r})"
            barrier = threading.Barrier(per_round)

            def add(k: int, text: str = text, r: int = r, barrier: threading.Barrier = barrier) -> None:
                try:
                    barrier.wait()
                    ids[r].append(mems[k % 2].add("li", text).id)
                except BaseException as exc:  # surfaced by the assertion below
                    errors.append(exc)

            threads = [threading.Thread(target=add, args=(k,)) for k in range(per_round)]
            for th in threads:
                th.start()
            for th in threads:
                th.join()
        assert errors == []
        assert [len(set(ids[r])) for r in range(rounds)] == [1] * rounds
        assert mems[0].count("li") == rounds
        history = mems[0].history("li", limit=1000)
        assert sorted(h.memory_id for h in history) == sorted(ids[r][0] for r in range(rounds))
    finally:
        for m in mems:
            m.close()


def test_settings_changed_at_once_keep_every_change(db_factory: DbFactory) -> None:
    """Two clients changing different settings of one user at the same moment (an app sets the budget while the
    web UI switches temporary mode) both keep their change: the merge happens inside the write transaction."""
    db = db_factory("settings")
    mems = [Memory(db, embedder=HashEmbedder(64), clock=FixedClock(T0)) for _ in range(2)]
    fields = ("recall_top_k", "context_token_budget", "retention_days", "memory_context_messages")
    try:
        errors: list[BaseException] = []
        for r in range(10):
            want = {"recall_top_k": 10 + r, "context_token_budget": 1000 + r, "retention_days": 40 + r}
            want["memory_context_messages"] = r
            barrier = threading.Barrier(len(fields))

            def change(k: int, want: dict[str, int] = want, barrier: threading.Barrier = barrier) -> None:
                try:
                    barrier.wait()
                    mems[k % 2].update_settings("li", **{fields[k]: want[fields[k]]})
                except BaseException as exc:  # surfaced by the assertion below
                    errors.append(exc)

            threads = [threading.Thread(target=change, args=(k,)) for k in range(len(fields))]
            for th in threads:
                th.start()
            for th in threads:
                th.join()
            assert errors == []
            got = mems[0].settings("li").model_dump()
            assert {f: got[f] for f in fields} == want, f"round {r}"
    finally:
        for m in mems:
            m.close()
