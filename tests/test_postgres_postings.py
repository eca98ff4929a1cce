"""PostgreSQL full-text postings (`memory_terms`, `message_terms`): kept in step with every write by
triggers, ranked exactly as the tsvector pass ranks (which tests/test_postgres.py holds to SQLite's bm25),
filled for data an older jiyi wrote, and consistent under concurrent writers.

Runs on the session's real PostgreSQL (tests/conftest.py), a fresh schema per test.
"""

from __future__ import annotations

import threading
from datetime import timedelta
from pathlib import Path
from typing import Literal

import psycopg
import pytest

from jiyi import FixedClock, Memory
from jiyi._ids import new_id
from jiyi._models import MemoryRecord, MemoryState, Role
from jiyi._text import fts_query
from jiyi.store._base import ChangeSet, NewMessage
from jiyi.store._postgres import PostgresStore
from jiyi.store._postgres_text import parse_match
from jiyi.store._sqlite import SQLiteStore

from .conftest import T0, DbFactory

pytestmark = pytest.mark.postgres_only

_DOCS = [
    "用户下周去东京出差，住在新宿，东京的酒店很贵",
    "用户养了一只橘猫，叫年糕，年糕很胖",
    "用户喜欢在东京的咖啡馆写代码",
    "User paints watercolours of cats on weekends",
    "User is painting the kitchen blue; the kitchen paint is blue paint",
    "我们讨论了出差报销的流程",
    "用户的猫年糕怕打雷",
    "User's cat Nian Gao sleeps in the kitchen",
    "用户在成都出差时吃了火锅",
    "User flies to Tokyo for a business trip (出差) next week",
]
_QUERIES = [
    "东京出差",
    "猫",
    "年糕",
    "painted cats",
    "kitchen paint",
    "出差 Tokyo",
    "火锅 咖啡",
    "橘猫年糕",
    "blue",
    "宠物",
]
_PAIRS = [("memory", False), ("memory", True), ("message", False)]


def _memory(user: str, content: str, i: int) -> MemoryRecord:
    when = T0 + timedelta(seconds=i)
    return MemoryRecord(id=new_id("mem"), user_id=user, type="fact", content=content, created_at=when, updated_at=when)


def _fill(store: PostgresStore) -> list[MemoryRecord]:
    """Two users' memories and messages, then every kind of change a memory or message goes through."""
    recs = [_memory("li", d, i) for i, d in enumerate(_DOCS)]
    store.apply("li", ChangeSet(inserts=[(r, None) for r in recs]))
    store.apply("wang", ChangeSet(inserts=[(_memory("wang", "王芳也去东京出差，养猫", 99), None)]))
    edited = recs[1].model_copy(update={"content": "用户养了两只橘猫，年糕和汤圆"})
    forgotten = recs[2].model_copy(update={"state": MemoryState.FORGOTTEN})
    superseded = recs[4].model_copy(update={"superseded_by": recs[3].id})
    ended = recs[8].model_copy(update={"valid_until": T0})
    store.apply("li", ChangeSet(updates=[edited, forgotten, superseded, ended]))
    restored = forgotten.model_copy(
        update={"state": MemoryState.ACTIVE, "content": "用户喜欢在东京的咖啡馆写代码和喝咖啡"}
    )
    store.apply("li", ChangeSet(updates=[restored, recs[6].model_copy(update={"state": MemoryState.DELETED})]))
    store.record_access("li", [recs[0].id, recs[3].id], T0)  # touches rows but no indexed column
    for user in ("li", "wang"):
        topic = store.create_topic(user, "t", T0)
        msgs = ["你养宠物吗？", "养了一只猫，叫年糕", "What did you paint?", "A cat, in watercolour", "东京出差怎么样"]
        store.add_messages(user, topic.id, [NewMessage(role=Role.USER, content=m, created_at=T0) for m in msgs])
    return recs


def _both(store: PostgresStore, user: str, query: str, kind: str, inactive: bool) -> tuple[list[str], list[str]]:
    match = fts_query(query)
    assert match is not None
    phrases = parse_match(match)
    k: Literal["memory", "message"] = "memory" if kind == "memory" else "message"
    fast = store._bm25(user, phrases, 10, k, inactive, postings=True)
    slow = store._bm25(user, phrases, 10, k, inactive, postings=False)
    assert [i for i, _ in fast] == [i for i, _ in slow], (query, kind, inactive)
    assert [s for _, s in fast] == pytest.approx([s for _, s in slow], rel=1e-9)
    assert store.text_search(user, match, 10, kind=k, include_inactive=inactive) == fast
    return [i for i, _ in fast], [i for i, _ in slow]


def _postings_match_documents(url: str) -> dict[str, int]:
    """Every posting is what the document's current tsvector and state say, and nothing is missing;
    returns the number of postings per table."""
    counts: dict[str, int] = {}
    recompute = {
        "memory_terms": (
            "SELECT m.user_id, t.lexeme, m.rowid, m.state = 'active' AND m.superseded_by IS NULL "
            "AND m.valid_until IS NULL, (cardinality(array_positions(t.weights, 'A')) "
            "+ 0.5 * cardinality(array_positions(t.weights, 'B')))::real, m.fts_len "
            "FROM memories m, unnest(m.fts) t WHERE t.positions IS NOT NULL AND cardinality(t.positions) > 0",
            "SELECT user_id, term, doc, live, tf, len FROM memory_terms",
        ),
        "message_terms": (
            "SELECT m.user_id, t.lexeme, m.seq, (cardinality(array_positions(t.weights, 'A')) "
            "+ 0.5 * cardinality(array_positions(t.weights, 'B')))::real, m.fts_len "
            "FROM messages m, unnest(m.fts) t WHERE cardinality(t.positions) > 0",
            "SELECT user_id, term, doc, tf, len FROM message_terms",
        ),
    }
    with psycopg.connect(url) as conn:
        for name, (want_sql, got_sql) in recompute.items():
            want = set(conn.execute(want_sql).fetchall())
            got = conn.execute(got_sql).fetchall()
            assert len(got) == len(set(got)), name
            assert set(got) == want, name
            counts[name] = len(got)
    return counts


def test_postings_rank_exactly_as_the_tsvector_pass_after_every_kind_of_write(db_factory: DbFactory) -> None:
    url = str(db_factory("post"))
    store = PostgresStore(url)
    try:
        recs = _fill(store)
        assert all(_postings_match_documents(url).values())
        found: dict[tuple[str, bool], set[str]] = {}
        for query in _QUERIES:
            for kind, inactive in _PAIRS:
                ids, _ = _both(store, "li", query, kind, inactive)
                found.setdefault((kind, inactive), set()).update(ids)
                assert not set(ids) & set(_both(store, "wang", query, kind, inactive)[0])
        live = found[("memory", False)]
        assert recs[1].id in live  # re-indexed: found by its new words...
        assert recs[1].id not in set(_both(store, "li", "胖", "memory", True)[0])  # ...not by its old ones
        assert recs[2].id in set(_both(store, "li", "喝咖啡", "memory", False)[0])  # restored and re-indexed
        assert not {recs[4].id, recs[6].id, recs[8].id} & live  # superseded, deleted, ended
        assert {recs[4].id, recs[6].id, recs[8].id} <= found[("memory", True)]
        assert len(found[("message", False)]) == 5
        # Retention deletes messages: their postings go with them.
        topic = store.create_topic("li", "old", T0 - timedelta(days=30))
        old = [
            NewMessage(role=Role.USER, content=f"东京出差第{i}天", created_at=T0 - timedelta(days=30)) for i in range(3)
        ]
        added = store.add_messages("li", topic.id, old)
        with psycopg.connect(url) as conn:
            conn.execute(
                "UPDATE topics SET last_processed_message_id = %s, last_processed_seq = %s WHERE id = %s",
                (added[-1].id, added[-1].seq, topic.id),
            )
        assert set(_both(store, "li", "东京出差", "message", False)[0]) >= {m.id for m in added}
        assert store.delete_distilled_messages("li", T0) == 2
        assert set(_both(store, "li", "东京出差", "message", False)[0]) & {m.id for m in added} == {added[-1].id}
        _postings_match_documents(url)
        store.erase_user("wang")
        _postings_match_documents(url)
        with psycopg.connect(url) as conn:
            for table in ("memory_terms", "message_terms"):
                assert conn.execute(f"SELECT count(*) FROM {table} WHERE user_id = 'wang'").fetchone() == (0,)
    finally:
        store.close()


def test_an_older_database_gets_its_postings_and_keeps_finding_everything(
    db_factory: DbFactory, embedder: object
) -> None:
    url = str(db_factory("old"))
    mem = Memory(url, embedder=embedder, clock=FixedClock(T0))  # type: ignore[arg-type]
    with psycopg.connect(url, autocommit=True) as conn:  # the schema as jiyi wrote it before migration 2
        conn.execute("DROP TABLE memory_terms, message_terms")
        conn.execute("DROP FUNCTION memory_terms_sync, message_terms_sync CASCADE")
        conn.execute("ALTER TABLE memories RESET (fillfactor)")
        conn.execute("DELETE FROM migrations WHERE version >= 2")
    ids = [mem.add("li", d).id for d in _DOCS]
    topic = mem.topics.create("li")
    mem.messages.add(topic.id, "user", "周末去东京出差，顺便看看猫咖")
    mem.close()

    store = PostgresStore(url)  # reopening applies the migration, which indexes what is already stored
    try:
        with psycopg.connect(url) as conn:
            assert conn.execute("SELECT name FROM migrations WHERE version >= 2 ORDER BY version").fetchall() == [
                ("fts_postings",),
                ("memories_fillfactor",),
                ("forgotten_topics",),
                ("content_hash_meaning",),
                ("webhook_cursors",),
                ("proposals",),
                ("agent_scope",),
                ("entities",),
                ("dated_index",),
                ("review",),
                ("skipped_duplicates",),
                ("todo_repeat",),
                ("todo_next",),
                ("todo_next_index",),
                ("todo_undo",),
            ]
            # room on each page for an access write to stay HOT
            assert conn.execute("SELECT reloptions FROM pg_class WHERE oid = 'memories'::regclass").fetchone() == (
                ["fillfactor=75"],
            )
        _postings_match_documents(url)
        for query in _QUERIES:
            for kind, inactive in _PAIRS:
                _both(store, "li", query, kind, inactive)
    finally:
        store.close()
    mem = Memory(url, embedder=embedder, clock=FixedClock(T0))  # type: ignore[arg-type]
    try:
        for i, d in zip(ids, _DOCS, strict=True):
            assert i in [h.id for h in mem.search("li", d, k=3)], d
        assert mem.search_messages("li", "东京猫咖", k=1)[0].message is not None
    finally:
        mem.close()


def test_concurrent_writers_leave_postings_complete(db_factory: DbFactory) -> None:
    url = str(db_factory("conc"))
    stores = [PostgresStore(url) for _ in range(4)]
    errors: list[BaseException] = []

    def write(n: int, store: PostgresStore) -> None:
        try:
            for i in range(15):
                rec = _memory("li", f"写入者{n}的第{i}条记忆：东京出差 writer {n} item {i}", 100 * n + i)
                store.apply("li", ChangeSet(inserts=[(rec, None)]))
                if i % 3 == 0:  # and rewrite one, racing the other writers' inserts
                    store.apply("li", ChangeSet(updates=[rec.model_copy(update={"content": rec.content + " 改过"})]))
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(n, s)) for n, s in enumerate(stores)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        assert errors == []
        _postings_match_documents(url)
        hits = stores[0].text_search("li", fts_query("东京出差") or "", 100)
        assert len(hits) == 60
        assert len(stores[0].text_search("li", fts_query("改过") or "", 100)) == 20
        _both(stores[0], "li", "东京出差 writer", "memory", False)
    finally:
        for s in stores:
            s.close()


def test_equal_scores_come_in_insertion_order_as_on_sqlite(db_factory: DbFactory, tmp_path: Path) -> None:
    pg = PostgresStore(str(db_factory("ties")))
    lite = SQLiteStore(tmp_path / "ties.db", now=T0)
    try:
        texts = ["用户的猫叫小白", "用户的猫叫小黑", "用户的猫叫小花"]  # the same bm25 score for 猫
        for store in (pg, lite):
            recs = [
                _memory("li", t, i).model_copy(update={"id": f"mem_{c}"})
                for i, (t, c) in enumerate(zip(texts, "cba", strict=True))
            ]
            store.apply("li", ChangeSet(inserts=[(r, None) for r in recs]))
        match = fts_query("猫")
        assert match is not None
        want = lite.text_search("li", match, 3)
        assert [i for i, _ in want] == ["mem_c", "mem_b", "mem_a"]  # not in id order
        assert len({s for _, s in want}) == 1
        assert [i for i, _ in pg.text_search("li", match, 3)] == [i for i, _ in want]
        assert [i for i, _ in pg._bm25("li", [["猫"]], 3, "memory", False, postings=False)] == [i for i, _ in want]
        assert [i for i, _ in pg.text_search("li", match, 2)] == ["mem_c", "mem_b"]
    finally:
        pg.close()
        lite.close()
