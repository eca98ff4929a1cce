"""Full-text search ranks inside the FTS index first and joins only the best matches: the result
must stay the exact top k — when inactive rows crowd the ranking, across users, in Chinese and
English, with and without the per-user token in the MATCH."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest

import jiyi.store._sqlite as sqlite_store
import jiyi.store._sqlite_search as sqlite_search
from jiyi import FixedClock, Memory
from jiyi._text import fts_query
from jiyi.embedders import HashEmbedder
from jiyi.store import SQLiteStore

from .conftest import T0


def _full(store: SQLiteStore, user_id: str, match: str, k: int) -> list[tuple[str, float]]:
    """The reference: every match ranked and joined (the query text_search used before)."""
    sql = (
        "SELECT m.id, bm25(memories_fts, 0.0, 1.0) AS r FROM memories_fts JOIN memories m ON m.rowid = "
        "memories_fts.rowid WHERE memories_fts MATCH ? AND m.user_id = ? AND m.state = 'active' "
        "AND m.superseded_by IS NULL AND m.valid_until IS NULL ORDER BY r, m.id LIMIT ?"
    )
    token = sqlite_store.user_token(user_id)
    rows = store._conn().execute(sql, (f'u:"{token}" AND ({match})', user_id, k)).fetchall()
    return [(r[0], -float(r[1])) for r in rows]


@pytest.fixture
def mem(tmp_path: Path) -> Memory:
    m = Memory(tmp_path / "fts.db", embedder=HashEmbedder(32), clock=FixedClock(T0))
    for i in range(60):
        m.add("big", f"用户去成都吃火锅（第 {i} 回）trip {i} to Chengdu for hotpot", type="event")
        m.add("big", f"User note {i}: hiking in the hills near Hangzhou", type="fact")
    for i in range(8):
        m.add("small", f"小用户在成都出差，第 {i} 回 Chengdu business trip {i}", type="event")
    return m


@pytest.mark.parametrize("query", ["成都火锅", "Chengdu hotpot trip", "成都 business trip", "杭州 hiking"])
def test_ranking_first_gives_the_exact_top_k(mem: Memory, query: str, monkeypatch: pytest.MonkeyPatch) -> None:
    store = mem.store
    assert isinstance(store, SQLiteStore)
    match = fts_query(query)
    assert match is not None
    monkeypatch.setattr(sqlite_search, "_RANKED", 10)  # the index ranks only 10 (4 x k = 8 for k=2)
    for user in ("big", "small"):
        for k in (2, 5, 30):
            got = store.text_search(user, match, k)
            want = _full(store, user, match, k)
            assert sorted(s for _, s in got) == sorted(s for _, s in want), (user, k)
            assert {i for i, _ in got} <= {i for i, _ in _full(store, user, match, 1000)}
    assert store._owns_most("big", "memory") and not store._owns_most("small", "memory")


def test_inactive_rows_crowding_the_ranking_fall_back_to_the_full_query(
    mem: Memory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sqlite_search, "_RANKED", 4)
    store = mem.store
    assert isinstance(store, SQLiteStore)
    match = fts_query("成都火锅")
    assert match is not None
    best = [i for i, _ in store.text_search("big", match, 8)]
    for memory_id in best:  # the best-ranked matches leave the live set
        mem.forget("big", memory_id)
    traced: list[str] = []
    store._conn().set_trace_callback(traced.append)
    after = store.text_search("big", match, 2)  # the index ranks 8: all of them forgotten now
    store._conn().set_trace_callback(None)
    assert len([sql for sql in traced if "bm25(" in sql]) == 2  # ranked first, then the full query
    assert len(after) == 2 and not set(best) & {i for i, _ in after}
    assert sorted(s for _, s in after) == sorted(s for _, s in _full(store, "big", match, 2))
    assert {i for i, _ in store.text_search("big", match, 8, include_inactive=True)} & set(best)


def test_without_the_token_no_other_users_row_comes_back(mem: Memory, monkeypatch: pytest.MonkeyPatch) -> None:
    store = mem.store
    assert isinstance(store, SQLiteStore)
    match = fts_query("成都 Chengdu trip")
    assert match is not None
    small = {i for i, _ in store.text_search("small", match, 50)}
    assert len(small) == 8
    big = store.text_search("big", match, 200)  # "big" holds most rows: searched without the token
    assert big and not small & {i for i, _ in big}
    monkeypatch.setattr(SQLiteStore, "_owns_most", lambda self, user_id, kind: True)
    assert {i for i, _ in store.text_search("small", match, 50)} == small  # via the fallback
    monkeypatch.setattr(SQLiteStore, "_owns_most", lambda self, user_id, kind: False)
    assert sorted(s for _, s in store.text_search("big", match, 200)) == sorted(s for _, s in big)
    assert mem.search_messages("small", "成都") == []


def test_who_holds_most_rows_is_not_recounted_after_every_write(mem: Memory, monkeypatch: pytest.MonkeyPatch) -> None:
    # Counting a user's rows took ~8 ms at 100k memories, paid by every search right after a write.
    store = mem.store
    assert isinstance(store, SQLiteStore)
    counts: list[str] = []

    def trace(sql: str) -> None:  # the share's count, not the vector loader's
        if re.fullmatch(r"SELECT COUNT\(\*\) FROM memories WHERE user_id = '\w+'", sql.strip()):
            counts.append(sql)

    conn = SQLiteStore._conn

    def traced(self: SQLiteStore) -> sqlite3.Connection:  # every thread's connection: full text
        db = conn(self)  # runs on recall's helper thread
        db.set_trace_callback(trace)
        return db

    monkeypatch.setattr(SQLiteStore, "_conn", traced)
    mem.search("big", "成都火锅")
    assert len(counts) == 1 and store._owns_most("big", "memory")
    for i in range(5):  # a chat's pattern: a memory added, then the next reply searches
        mem.add("big", f"用户又去成都吃火锅 {i}")
        mem.search("big", "成都火锅")
    assert len(counts) == 1
    mem.forget("big", mem.search("big", "成都火锅", k=1)[0].id)  # a change counts as one write
    mem.search("big", "成都火锅")
    assert len(counts) == 1
    for i in range(70):  # inserts enough to shift the share: recounted
        mem.add("small", f"小用户的第 {i} 条成都笔记")
    mem.search("small", "成都")
    assert len(counts) == 2 and not store._owns_most("small", "memory")
    some = mem.search("big", "成都火锅", k=1, record_access=False)[0].id
    for _ in range(32):  # as many changes of existing rows: recounted
        mem.forget("big", some)
        mem.restore("big", some)
    mem.search("big", "成都火锅")
    assert len(counts) == 3
