"""A write does not reload the user's whole vector matrix: rows inserted since the last load are
appended, and a changed or removed row is masked out and, when still searchable, appended as it now
is — triggers in the SQLite file log which rows, so writes by other processes count too. Search
results must be those of a fresh load, in Chinese and English, and no other user's rows may enter
the matrix."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import jiyi.store._vectors as vectors
from jiyi import FixedClock, Memory
from jiyi.embedders import USEEmbedder
from jiyi.store._base import ChangeSet
from jiyi.store._vectors import VectorCache, vector_blob

from .conftest import T0

KEY = ("u", "memory", False)
FACTS = [
    "用户喜欢吃四川火锅",
    "用户对花生过敏",
    "用户养了一只橘猫叫豆豆",
    "用户每周日早上去公园跑步",
    "用户在一家做支付系统的公司上班",
    "User drinks green tea, never coffee",
    "User's sister Emma is a nurse",
    "User is learning Japanese for an exam next year",
]
LATER = [
    "用户的新手机是银色的 Pixel 9",
    "用户打算明年春天去京都看樱花",
    "User plans to buy an electric car",
    "User's flatmate Tom plays the cello",
]
QUERIES = ["我的手机是什么颜色", "什么时候去日本", "What car will I buy?", "Who plays music at home?", "我对什么过敏"]


class _Table:
    """Rows of one user as a store would hand them out, with a record of every load."""

    def __init__(self, embedder: USEEmbedder, texts: list[str]) -> None:
        self.embedder = embedder
        self.rows: list[tuple[int, str, bytes]] = []
        self.loads: list[int | None] = []
        self.add(texts)

    def add(self, texts: list[str]) -> None:
        for vec in self.embedder.embed(texts):
            rowid = len(self.rows) + 1
            self.rows.append((rowid, f"m{rowid}", vector_blob(vec) or b""))

    def load(self, after: int | None) -> tuple[int, Iterable[tuple[int, str, bytes]]]:
        self.loads.append(after)
        rows = [r for r in self.rows if after is None or r[0] > after]
        return len(rows), iter(rows)

    def exact(self, q: np.ndarray[Any, Any], k: int) -> list[str]:
        stored = np.stack([np.frombuffer(b, dtype="<f2").astype(np.float32) for _, _, b in self.rows])
        return [self.rows[i][1] for i in np.argsort(-(stored @ q), kind="stable")[:k]]


@pytest.mark.parametrize("two_stage", [False, True])
def test_inserted_rows_are_appended_and_search_as_after_a_reload(
    embedder: USEEmbedder, monkeypatch: pytest.MonkeyPatch, two_stage: bool
) -> None:
    if two_stage:  # the large-user layout: float16 rows behind a first-pass matrix
        monkeypatch.setattr(vectors, "FIRST_PASS_MIN_ROWS", 0)
        monkeypatch.setattr(vectors, "FIRST_PASS_DIMS", 8)
        monkeypatch.setattr(vectors, "RESCORE_MIN", 6)
        monkeypatch.setattr(vectors, "RESCORE_FACTOR", 1)
    table = _Table(embedder, FACTS)
    cache = VectorCache()
    queries = embedder.embed(QUERIES, kind="query")
    cache.search(KEY, 1, table.load, queries[0], 3, rewrites=0)
    assert table.loads == [None]

    version = 1
    for text in LATER:  # one insert at a time, as a chat adds memories
        table.add([text])
        version += 1
        for q in queries:
            got = [i for i, _ in cache.search(KEY, version, table.load, q, 3, rewrites=0)]
            assert got == table.exact(q, 3)
    assert table.loads == [None, 8, 9, 10, 11]  # each brought up to date from its last row
    entry = cache._entries[KEY]
    assert entry.n == len(FACTS) + len(LATER) and entry.ids == [r[1] for r in table.rows]
    assert (entry.reduced is not None) == two_stage

    # An existing row changed (the store's rewrites counter moved): the whole matrix is reloaded.
    cache.search(KEY, version + 1, table.load, queries[0], 3, rewrites=1)
    assert table.loads[-1] is None
    # No counter (a store that does not keep one): every version change reloads.
    cache.search(KEY, version + 2, table.load, queries[0], 3)
    assert table.loads[-1] is None


def test_a_small_matrix_growing_past_the_threshold_is_reloaded_with_its_first_pass(
    embedder: USEEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(vectors, "FIRST_PASS_MIN_ROWS", len(FACTS) + 2)
    monkeypatch.setattr(vectors, "FIRST_PASS_DIMS", 8)
    table = _Table(embedder, FACTS)
    cache = VectorCache()
    q = embedder.embed(["我的手机是什么颜色"], kind="query")[0]
    cache.search(KEY, 1, table.load, q, 3, rewrites=0)
    table.add(LATER[:1])
    cache.search(KEY, 2, table.load, q, 3, rewrites=0)
    assert table.loads == [None, 8] and cache._entries[KEY].reduced is None
    table.add(LATER[1:])
    assert [i for i, _ in cache.search(KEY, 3, table.load, q, 3, rewrites=0)] == table.exact(q, 3)
    assert table.loads == [None, 8, 9, None] and cache._entries[KEY].reduced is not None


class _LoggedTable(_Table):
    """A `_Table` whose rows can change or go, with the store's change log: one rowid per rewrite."""

    def __init__(self, embedder: USEEmbedder, texts: list[str]) -> None:
        super().__init__(embedder, texts)
        self.gone: set[int] = set()
        self.log: list[int] = []
        self.trimmed = 0  # rewrites dropped from the head of the log

    def change(self, rowid: int, *, gone: bool, text: str | None = None) -> None:
        if text is not None:
            blob = vector_blob(self.embedder.embed([text])[0]) or b""
            self.rows[rowid - 1] = (rowid, self.rows[rowid - 1][1], blob)
        (self.gone.add if gone else self.gone.discard)(rowid)
        self.log.append(rowid)

    def load(self, after: int | None) -> tuple[int, Iterable[tuple[int, str, bytes]]]:
        self.loads.append(after)
        rows = [r for r in self.rows if (after is None or r[0] > after) and r[0] not in self.gone]
        return len(rows), iter(rows)

    def changes(self, since: int, upto: int, below: int) -> tuple[set[int], list[tuple[int, str, bytes]]] | None:
        if since < self.trimmed:
            return None
        named = {r for r in self.log[since:upto] if r <= below}
        return named, [r for r in self.rows if r[0] in named and r[0] not in self.gone]

    def exact(self, q: np.ndarray[Any, Any], k: int) -> list[str]:
        live = [r for r in self.rows if r[0] not in self.gone]
        stored = np.stack([np.frombuffer(b, dtype="<f2").astype(np.float32) for _, _, b in live])
        return [live[i][1] for i in np.argsort(-(stored @ q), kind="stable")[:k]]


@pytest.mark.parametrize("two_stage", [False, True])
def test_changed_rows_are_masked_and_reread_and_search_as_after_a_reload(
    embedder: USEEmbedder, monkeypatch: pytest.MonkeyPatch, two_stage: bool
) -> None:
    if two_stage:
        monkeypatch.setattr(vectors, "FIRST_PASS_MIN_ROWS", 0)
        monkeypatch.setattr(vectors, "FIRST_PASS_DIMS", 8)
        monkeypatch.setattr(vectors, "RESCORE_MIN", 10)  # of 13 rows: the masked ones must not take its places
        monkeypatch.setattr(vectors, "RESCORE_FACTOR", 1)
    table = _LoggedTable(embedder, FACTS + LATER)
    cache = VectorCache()
    queries = embedder.embed([*QUERIES, "我养了什么宠物", "Who is a nurse?"], kind="query")
    version = 1
    cache.search(KEY, version, table.load, queries[0], 3, rewrites=0, changes=table.changes)

    def check(k: int) -> None:
        nonlocal version
        version += 1
        for q in queries:
            got = cache.search(KEY, version, table.load, q, k, rewrites=len(table.log), changes=table.changes)
            assert [i for i, _ in got] == table.exact(q, k)

    table.change(9, gone=True)  # the phone memory forgotten
    table.change(3, gone=True)  # the cat superseded ...
    table.add(["用户养了一只三花猫叫豆豆"])  # ... by its correction
    check(3)
    table.change(9, gone=False)  # restored
    table.change(6, gone=False, text="User drinks black coffee every morning")  # re-embedded in place
    check(3)
    check(len(table.rows))  # every live row, once: a row masked and re-appended is not found twice
    assert table.loads.count(None) == 1
    assert len(cache._entries[KEY].dead) == 3  # rows 3, 9 and the first 6 (9 came back at the end)

    # Past the masked rows a matrix keeps, its live rows are copied into new buffers: no reload.
    monkeypatch.setattr(vectors, "_DEAD_MIN", 0)
    table.change(12, gone=True)
    check(3)
    check(len(table.rows))
    entry = cache._entries[KEY]
    assert table.loads.count(None) == 1 and len(entry.dead) == 0
    assert sorted(entry.ids) == sorted(r[1] for r in table.rows if r[0] not in table.gone)
    assert (entry.reduced is not None) == two_stage

    table.change(1, gone=True)
    table.trimmed = len(table.log)  # the store's log no longer reaches back to what the cache saw
    check(3)
    assert table.loads[-1] is None and len(cache._entries[KEY].dead) == 0


def _count_full_loads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    fill = vectors._fill

    def counted(count: int, rows: Any, dim: int) -> Any:
        calls.append(count)
        return fill(count, rows, dim)

    monkeypatch.setattr(vectors, "_fill", counted)
    return calls


def test_a_write_appends_and_a_change_rereads_its_rows_in_a_real_file(
    tmp_path: Path, embedder: USEEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "append.db"
    mem = Memory(path, embedder=embedder, clock=FixedClock(T0))
    for text in FACTS:
        mem.add("u1", text)
    mem.update_settings("u2", filter_sensitive=False)  # another user's real secret: must never show
    mem.add("u2", "用户的银行卡密码是 123456")
    fills = _count_full_loads(monkeypatch)
    assert mem.search("u1", "我对什么过敏", k=1, record_access=False)[0].content == "用户对花生过敏"
    assert len(fills) == 1

    phone = mem.add("u1", LATER[0])
    assert mem.search("u1", "我的手机是什么颜色", k=1, record_access=False)[0].id == phone.id
    # Another process writing to the same file (its own store and cache) is seen the same way.
    other = Memory(path, embedder=embedder, clock=FixedClock(T0))
    trip = other.add("u1", LATER[1])
    other.add("u2", "用户的护照号是 E12345678")  # another user's rows never enter u1's matrix
    assert mem.search("u1", "去京都看樱花", k=1, record_access=False)[0].id == trip.id
    hits = mem.search("u1", "银行卡密码 护照号", k=50, record_access=False)
    assert all(h.memory and h.memory.user_id == "u1" for h in hits)
    assert not any("银行卡" in h.content or "护照" in h.content for h in hits)
    assert len(fills) == 1  # the inserts were appended

    # A correction supersedes the old row: its vector leaves the matrix, re-read from the change log.
    new = mem.update("u1", phone.id, "用户的新手机是黑色的 Pixel 9")
    got = mem.search("u1", "我的手机是什么颜色", k=3, record_access=False)
    assert got[0].id == new.id and phone.id not in [h.id for h in got]
    # Forgetting, in the other process, is seen too; restoring brings the row back.
    other.forget("u1", trip.id)
    assert trip.id not in [h.id for h in mem.search("u1", "京都 樱花", k=20, record_access=False)]
    other.restore("u1", trip.id)
    assert mem.search("u1", "京都 樱花", k=1, record_access=False)[0].id == trip.id
    other.close()
    # Decay, review and recorded accesses change no vector and no searchable state: no work at all.
    mem.store.record_access("u1", [trip.id], T0)
    seen = mem.get("u1", trip.id)
    mem.store.apply("u1", ChangeSet(updates=[seen.model_copy(update={"importance": 0.2})], expect=[seen]))
    assert mem.search("u1", "去京都看樱花", k=1, record_access=False)[0].id == trip.id
    assert len(fills) == 1
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT mem_rewrites FROM users WHERE user_id = 'u1'").fetchone()[0] == 3
        assert db.execute("SELECT COUNT(*) FROM vector_changes WHERE user_id = 'u1'").fetchone()[0] == 3

    # A log trimmed past what the cache saw (another process wrote more than it keeps): a reload.
    mem.forget("u1", new.id)
    with sqlite3.connect(path) as db:
        db.execute("DELETE FROM vector_changes WHERE user_id = 'u1'")
    assert new.id not in [h.id for h in mem.search("u1", "手机 Pixel", k=20, record_access=False)]
    assert len(fills) == 2

    # Messages: a new message is appended to the user's message matrix.
    topic = mem.topics.create("u1", "chat")
    mem.messages.add(topic.id, "user", "我昨天去了西湖边散步")
    assert mem.search_messages("u1", "西湖散步", k=1)[0].content == "我昨天去了西湖边散步"
    loads = len(fills)
    msg = mem.messages.add(topic.id, "user", "The new bakery on Elm Street sells great sourdough")
    assert mem.search_messages("u1", "where to buy sourdough bread", k=1)[0].id == msg.id
    assert len(fills) == loads
    mem.close()
