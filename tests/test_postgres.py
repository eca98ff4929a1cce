"""What only the PostgreSQL store has to prove: HNSW agrees with exact search, bm25 scores as SQLite's do,
concurrent claimers never share a job or a reminder, the outbox never skips a seq, keys, migrations, errors.

Runs on the session's real PostgreSQL (tests/conftest.py), a fresh schema per test.
"""

from __future__ import annotations

import re
import threading
from datetime import timedelta
from pathlib import Path

import numpy as np
import pytest

from jiyi import FixedClock, Memory
from jiyi._errors import StoreError
from jiyi._ids import new_id
from jiyi._models import MemoryRecord, Role
from jiyi._text import fts_query
from jiyi.cli import main
from jiyi.store._base import ChangeSet, NewEvent, NewMessage, Store
from jiyi.store._postgres import PostgresStore
from jiyi.store._sqlite import SQLiteStore

from .conftest import T0, DbFactory

pytestmark = pytest.mark.postgres_only


def _memory(user: str, content: str, i: int) -> MemoryRecord:
    when = T0 + timedelta(seconds=i)
    return MemoryRecord(id=new_id("mem"), user_id=user, type="fact", content=content, created_at=when, updated_at=when)


def _unit(rng: np.random.Generator, n: int, dim: int) -> np.ndarray:
    v = rng.standard_normal((n, dim)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def test_hnsw_search_agrees_with_exact_and_stays_in_the_user(db_factory: DbFactory) -> None:
    url = str(db_factory("vec"))
    rng = np.random.default_rng(7)
    exact = PostgresStore(url)
    exact.bind_embedder("test", 32)
    for user, n in (("big", 1500), ("small", 60)):
        vecs = _unit(rng, n, 32)
        recs = [(_memory(user, f"{user} memory {i}", i), vecs[i]) for i in range(n)]
        exact.apply(user, ChangeSet(inserts=recs))
    hnsw = PostgresStore(url, exact_max=100)  # "big" now goes through the index, "small" stays exact
    hnsw.bind_embedder("test", 32)
    try:
        overlap = []
        for q in _unit(rng, 20, 32):
            want = exact.vector_search("big", q, 10)
            got = hnsw.vector_search("big", q, 10)
            assert [s for _, s in got] == sorted((s for _, s in got), reverse=True)
            overlap.append(len({i for i, _ in want} & {i for i, _ in got}) / 10)
            assert all(i.startswith("mem_") for i, _ in got)
            small = hnsw.vector_search("small", q, 10)
            assert small == exact.vector_search("small", q, 10)
            assert not {i for i, _ in small} & {i for i, _ in got}
        assert np.mean(overlap) >= 0.9
        assert {i for i, _ in hnsw.vector_search("big", q, 2000)} == {
            i for i, _ in exact.vector_search("big", q, 2000)
        }  # asking for more than the index yields falls back to the exact pass
    finally:
        exact.close()
        hnsw.close()


def _fill_text(store: Store) -> None:
    docs = [
        "用户下周去东京出差，住在新宿",
        "用户养了一只橘猫，叫年糕",
        "用户喜欢在东京的咖啡馆写代码",
        "User paints watercolours of cats on weekends",
        "User is painting the kitchen blue",
        "我们讨论了出差报销的流程",
    ]
    store.apply("li", ChangeSet(inserts=[(_memory("li", d, i), None) for i, d in enumerate(docs)]))
    store.apply("wang", ChangeSet(inserts=[(_memory("wang", "王芳也去东京出差", 99), None)]))
    topic = store.create_topic("li", "t", T0)
    msgs = ["你养宠物吗？", "养了一只猫，叫年糕", "What did you paint?", "A cat, in watercolour"]
    store.add_messages("li", topic.id, [NewMessage(role=Role.USER, content=m, created_at=T0) for m in msgs])


def _named(store: Store, hits: list[tuple[str, float]], kind: str) -> list[tuple[str, float]]:
    """Hits by content (ids differ between the two stores)."""
    if kind == "message":
        return [(store.get_message("li", i).content, s) for i, s in hits]
    return [(store.get_memory("li", i).content, s) for i, s in hits]


@pytest.mark.parametrize("query", ["东京出差", "猫", "painted cats", "年糕 咖啡", "watercolour", "宠物"])
def test_text_ranking_matches_sqlite_bm25(db_factory: DbFactory, tmp_path: Path, query: str) -> None:
    pg = PostgresStore(str(db_factory("fts")))
    lite = SQLiteStore(tmp_path / "fts.db", now=T0)
    try:
        for store in (pg, lite):
            _fill_text(store)
        match = fts_query(query)
        assert match is not None
        found = 0
        for kind in ("memory", "message"):
            want = _named(lite, lite.text_search("li", match, 10, kind=kind), kind)  # type: ignore[arg-type]
            got = _named(pg, pg.text_search("li", match, 10, kind=kind), kind)  # type: ignore[arg-type]
            found += len(want)
            assert {c for c, _ in got} == {c for c, _ in want}
            # SQLite's bm25 statistics span the whole table (both users' memories), PostgreSQL's the user's:
            # scores agree exactly where the user is alone (messages), and the order agrees everywhere.
            if kind == "message":
                assert [c for c, _ in got] == [c for c, _ in want]
                assert [s for _, s in got] == pytest.approx([s for _, s in want], rel=1e-6)
            else:
                assert sorted(got, key=lambda h: -h[1]) == got
        assert found, query
    finally:
        pg.close()
        lite.close()


def test_concurrent_workers_never_share_a_job(db_factory: DbFactory) -> None:
    url = str(db_factory("jobs"))
    stores = [PostgresStore(url) for _ in range(4)]
    try:
        for i in range(60):
            stores[0].schedule_job(f"u{i % 5}", "extract", f"top_{i}", run_at=T0, now=T0)
        claimed: dict[str, list[str]] = {}
        barrier = threading.Barrier(len(stores))

        def claim(n: int) -> None:
            barrier.wait()
            mine: list[str] = []
            while jobs := stores[n].claim_jobs(f"w{n}", T0, lease_seconds=60, limit=3):
                mine += [j.id for j in jobs]
            claimed[f"w{n}"] = mine

        threads = [threading.Thread(target=claim, args=(n,)) for n in range(len(stores))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
        every = [j for js in claimed.values() for j in js]
        assert len(every) == 60 and len(set(every)) == 60
        # an expired lease is claimable again, by one of two racers only
        later = T0 + timedelta(minutes=5)
        racers = [stores[n].claim_jobs(f"late{n}", later, lease_seconds=60, limit=100) for n in range(2)]
        assert sorted(j.id for r in racers for j in r) == sorted(every)
        holder = next(j for j in racers[0] + racers[1])
        assert not stores[0].finish_job(holder.id, "w0", status="done", error=None, next_run_at=None, now=later)
        assert stores[0].finish_job(
            holder.id, holder.lease_owner or "", status="done", error=None, next_run_at=None, now=later
        )
    finally:
        for s in stores:
            s.close()


def test_reminders_fire_once_with_concurrent_callers(db_factory: DbFactory, embedder: object) -> None:
    url = str(db_factory("todos"))
    clock = FixedClock(T0)
    with Memory(url, embedder=embedder, clock=clock) as mem:  # type: ignore[arg-type]
        todos = [
            mem.add(f"u{i % 3}", f"提醒我做第{i}件事", type="todo", due_at=T0 + timedelta(minutes=i)) for i in range(30)
        ]
    stores = [PostgresStore(url) for _ in range(4)]
    try:
        fired: list[str] = []
        lock = threading.Lock()
        barrier = threading.Barrier(len(stores))

        def fire(n: int) -> None:
            barrier.wait()
            for step in range(0, 40, 2):
                got = stores[n].fire_reminders(T0 + timedelta(minutes=step), limit=7)
                with lock:
                    fired.extend(t.memory.id for t in got)

        threads = [threading.Thread(target=fire, args=(n,)) for n in range(len(stores))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
        assert sorted(fired) == sorted(t.id for t in todos)
        events = stores[0].read_events(0, limit=1000)
        reminded = [e.data["memory"]["id"] for e in events if e.type == "todo.reminder"]
        assert sorted(reminded) == sorted(fired)
    finally:
        for s in stores:
            s.close()


def test_outbox_tail_never_skips_an_event_written_concurrently(db_factory: DbFactory) -> None:
    url = str(db_factory("outbox"))
    stores = [PostgresStore(url) for _ in range(4)]
    written: list[str] = []
    seen: list[int] = []
    done = threading.Event()

    def write(n: int) -> None:
        for i in range(40):
            data = {"n": n, "i": i, "text": "事件"}
            stores[n].apply(f"u{n}", ChangeSet(events=[NewEvent("memory.created", f"u{n}", data)]))
            written.append(f"{n}:{i}")

    def tail() -> None:
        last = 0
        while True:
            finished = done.is_set()
            for e in stores[0].read_events(last, limit=50):
                assert e.seq > last
                seen.append(e.seq)
                last = e.seq
            if finished and last == stores[0].last_event_seq():
                return

    try:
        tailer = threading.Thread(target=tail)
        tailer.start()
        writers = [threading.Thread(target=write, args=(n,)) for n in range(1, 4)]
        for t in writers:
            t.start()
        for t in writers:
            t.join(60)
        done.set()
        tailer.join(60)
        everything = [e.seq for e in stores[0].read_events(0, limit=1000)]
        assert len(everything) == len(written) == 120
        assert seen == everything  # the tailer saw every seq, in order, none appearing behind it later
    finally:
        for s in stores:
            s.close()


def test_api_keys_live_in_the_database(db_factory: DbFactory, capsys: pytest.CaptureFixture[str]) -> None:
    from jiyi.server._cli import _keystore

    url = str(db_factory("keys"))
    assert main(["keys", "create", "--db", url, "--user", "li", "--name", "app"]) == 0
    secret = capsys.readouterr().out.strip()
    keys = _keystore(url)
    key = keys.verify(secret)
    assert key is not None and key.user_id == "li" and not key.admin
    assert keys.verify(secret + "x") is None
    keys.revoke(key.id, now=T0)
    assert keys.verify(secret) is None
    assert main(["keys", "list", "--db", url, "--all"]) == 0
    assert "revoked" in capsys.readouterr().out


def test_migrations_are_recorded_once_with_concurrent_openers(db_factory: DbFactory) -> None:
    import psycopg

    url = str(db_factory("mig"))
    errors: list[BaseException] = []

    def open_close() -> None:
        try:
            s = PostgresStore(url)
            s.bind_embedder("hash", 64)
            s.close()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=open_close) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert errors == []
    with psycopg.connect(url) as conn:
        recorded = conn.execute("SELECT version, name FROM migrations ORDER BY version").fetchall()
    assert recorded == [
        (1, "core"),
        (2, "fts_postings"),
        (3, "memories_fillfactor"),
        (4, "forgotten_topics"),
        (5, "content_hash_meaning"),
        (6, "webhook_cursors"),
        (7, "proposals"),
        (8, "agent_scope"),
        (9, "entities"),
        (10, "dated_index"),
        (11, "review"),
        (12, "skipped_duplicates"),
        (13, "todo_repeat"),
        (14, "todo_next"),
        (15, "todo_next_index"),
        (16, "todo_undo"),
    ]


def test_bad_urls_and_other_embedders_are_clear_errors(
    db_factory: DbFactory, capsys: pytest.CaptureFixture[str]
) -> None:
    from jiyi._errors import ValidationError

    with pytest.raises(StoreError, match=re.escape("cannot open postgresql://nobody:***@127.0.0.1:1/x")):
        PostgresStore("postgresql://nobody:secret@127.0.0.1:1/x")
    assert main(["list", "--db", "postgresql://nobody:secret@127.0.0.1:1/x"]) == 1
    err = capsys.readouterr().err
    assert "cannot open" in err and "secret" not in err
    url = str(db_factory("emb"))
    Memory(url, embedder="hash").close()
    with pytest.raises(ValidationError, match="holds vectors from embedder"):
        Memory(url, embedder="hash:128")
