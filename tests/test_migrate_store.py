"""`jiyi migrate-store`: a populated SQLite file (Chinese included) copied into PostgreSQL, interrupted once,
resumed, then compared table by table, through the store API and by search."""

from __future__ import annotations

import sqlite3
from datetime import timedelta
from pathlib import Path

import numpy as np
import pytest

from jiyi import FixedClock, Memory
from jiyi._entity_models import Mention, MentionFact
from jiyi.cli import main
from jiyi.embedders import USEEmbedder
from jiyi.server._keys import KeyStore, PgKeyStore
from jiyi.store._base import MemoryFilter, NewEvent

from .conftest import DbFactory
from .test_export_import import _populate

pytestmark = pytest.mark.postgres_only


def _fill(mem: Memory, clock: FixedClock, path: Path) -> None:
    _populate(mem, clock, "li")
    _populate(mem, clock, "wang")
    t = mem.topics.create("zhao", "日常")
    for i in range(25):
        mem.messages.add(t.id, "user", f"第{i}天：我在杭州西湖边跑步，然后喝了龙井茶")
    todo = mem.add("zhao", "下周三交季度报告", type="todo", due_at=clock.now() + timedelta(days=5))
    mem.add("zhao", "提醒我给妈妈打电话", type="todo", due_at=clock.now() + timedelta(minutes=30))
    mem.snooze_todo("zhao", todo.id, clock.now() + timedelta(days=6))
    pills = mem.add("zhao", "每天晚上9点吃药", type="todo", due_at=clock.now() + timedelta(days=1), repeat="daily")
    mem.complete_todo("zhao", pills.id)  # done this time: the state it undoes to is copied too
    said = mem.messages.add(t.id, "user", "我的下属吴杰明是专科毕业的")
    assert said is not None
    mention = Mention(name="吴杰明", relation="下属", facts=[MentionFact(attribute="education", value="专科")])
    [wu] = mem.entities.record("zhao", [mention], message_ids=[said.id], topic_id=t.id)
    mem.entities.update("zhao", wu.id, aliases=["小吴"])  # a history row too
    clock.advance(hours=1)
    mem.run_due()  # distils, reminds, writes jobs and outbox events
    assert (done := mem.store.get_todo("zhao", pills.id)) is not None and done.undo is not None
    mem.store.record_usage("zhao", "extract", 120, 30, 1, clock.now())
    mem.store.apply("zhao", _event_only("zhao"))
    KeyStore(path).create(user_id="zhao", name="app", now=clock.now())
    KeyStore(path).create(user_id=None, admin=True, now=clock.now())
    mem.update_settings("zhou", auto_extract=False)  # distillation proposes: the proposals are copied too
    t = mem.topics.create("zhou", "自我介绍")
    mem.messages.add(t.id, "user", "我叫周杰，我对花生过敏。")
    assert mem.extract(t.id, automatic=True).proposed


def _event_only(user: str):  # type: ignore[no-untyped-def]
    from jiyi.store._base import ChangeSet

    return ChangeSet(events=[NewEvent("memory.created", user, {"id": "x", "content": "事件 payload ✓"})])


def _snapshot(mem: Memory) -> dict[str, object]:
    """Everything a user-facing read returns, for every user, plus the outbox."""
    s = mem.store
    out: dict[str, object] = {
        "users": s.list_user_ids(),
        "events": [(e.seq, e.id, e.type, e.data) for e in s.read_events(0, limit=10_000)],
    }
    for u in s.list_user_ids():
        topics = s.list_topics(u, limit=1000)
        out[u] = {
            "topics": topics,
            "messages": [s.list_messages(u, t.id) for t in topics],
            "memories": s.list_memories(u, MemoryFilter(states=None), limit=10_000),
            "history": s.list_all_history(u),
            "settings": (s.has_settings(u), s.get_settings(u)),
            "profiles": s.list_profiles(u),
            "todos": s.list_todos(u, include_completed=True),
            "jobs": sorted((j.id, j.kind, j.target_id, j.status, j.attempts, j.next_run_at) for j in s.list_jobs(u)),
            "usage": s.usage_totals(u),
            "proposals": s.list_proposals(u, now=mem.clock.now(), limit=1000),
            "entities": s.list_entities(u, states=("active", "merged", "deleted")),
            "entity_rows": (s.list_entity_facts(u), s.list_entity_links(u), s.list_entity_history(u, limit=1000)),
            # the daily scan and weekly report of `run_due`'s maintenance
            "review": (s.list_review_items(u), [s.list_quality_reports(u, period=p) for p in ("day", "week")]),
            # The same memories in the same order; not the same scores: full-text statistics are the store's
            # own (SQLite's FTS5 counts every user's documents, PostgreSQL's postings one user's).
            "search": [h.id for h in mem.search(u, "西湖 龙井茶 coffee 工程师", k=5, record_access=False)],
            "messages_search": [h.id for h in mem.search_messages(u, "跑步", k=5)],
        }
    return out


def _vectors_sqlite(path: Path) -> dict[str, bytes]:
    db = sqlite3.connect(path)
    try:
        rows = db.execute("SELECT id, embedding FROM memories UNION ALL SELECT id, embedding FROM messages")
        return {i: np.frombuffer(b, dtype="<f2").astype(np.float32).tobytes() for i, b in rows if b is not None}
    finally:
        db.close()


def _vectors_pg(url: str) -> dict[str, bytes]:
    import psycopg
    from pgvector.psycopg import register_vector

    with psycopg.connect(url) as conn:
        register_vector(conn)
        rows = conn.execute(
            "SELECT id, embedding::vector FROM memories WHERE embedding IS NOT NULL "
            "UNION ALL SELECT id, embedding::vector FROM messages WHERE embedding IS NOT NULL"
        ).fetchall()
    return {i: np.asarray(v.to_list() if hasattr(v, "to_list") else v, dtype=np.float32).tobytes() for i, v in rows}


def test_copy_interrupted_then_resumed_is_lossless(
    tmp_path: Path, db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock, capsys: pytest.CaptureFixture[str]
) -> None:
    from jiyi.store._copy import CopyProgress, copy_store

    path = tmp_path / "source.db"
    with Memory(path, embedder=embedder, clock=clock) as src:
        _fill(src, clock, path)
        want = _snapshot(src)
    url = str(db_factory("target"))

    seen: list[CopyProgress] = []

    def stop_midway(p: CopyProgress) -> None:
        seen.append(p)
        if p.table == "messages" and len([s for s in seen if s.table == "messages"]) == 3:
            raise KeyboardInterrupt  # as Ctrl-C between two batches

    with pytest.raises(KeyboardInterrupt):
        copy_store(path, url, batch=4, progress=stop_midway)
    with Memory(url, embedder=embedder, clock=clock) as half:
        assert half.store.list_user_ids() == want["users"]  # users, settings, topics done; messages partly
        assert sum(len(m) for t in ("li", "wang", "zhao") for m in _snapshot_messages(half, t)) == 12

    assert main(["migrate-store", str(path), url, "--batch", "4"]) == 0
    err = capsys.readouterr().err
    assert "messages: " in err and "memories: " in err
    assert main(["migrate-store", str(path), url]) == 0  # a third run finds nothing left and changes nothing
    vectors = _vectors_sqlite(path)
    assert len(vectors) > 40 and _vectors_pg(url) == vectors  # float16 bits kept exactly
    import psycopg

    with psycopg.connect(url) as conn:  # the HNSW indexes dropped for the copy are back
        names = {
            r[0]
            for r in conn.execute(
                "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND indexname LIKE '%hnsw%'"
            )
        }
    assert names == {f"memories_hnsw_{embedder.dim}", f"messages_hnsw_{embedder.dim}"}

    with Memory(url, embedder=embedder, clock=clock) as dst:
        got = _snapshot(dst)
        assert got == want
        new = dst.add("zhao", "复制之后新加的记忆：喜欢乌龙茶")  # identity sequences continue past the copied rows
        assert dst.search("zhao", "乌龙茶", k=1)[0].id == new.id
        t = dst.topics.list("zhao")[0]
        last = dst.store.list_messages("zhao", t.id)[-1].seq
        assert dst.messages.add(t.id, "user", "新消息").seq > last
    with Memory(url, embedder=embedder, clock=clock) as dst:
        keys = PgKeyStore(dst.store).list(include_revoked=True)
    assert [(k.id, k.prefix, k.user_id, k.admin, k.created_at) for k in keys] == [
        (k.id, k.prefix, k.user_id, k.admin, k.created_at) for k in KeyStore(path).list(include_revoked=True)
    ]


def _snapshot_messages(mem: Memory, user: str) -> list[list[object]]:
    return [list(mem.store.list_messages(user, t.id)) for t in mem.store.list_topics(user, limit=1000)]


def test_bad_targets_are_clear_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["migrate-store", str(tmp_path / "missing.db"), "postgresql://nobody@127.0.0.1:1/x"]) == 1
    assert "is not a file" in capsys.readouterr().err
    assert main(["migrate-store", str(tmp_path / "a.db"), str(tmp_path / "b.db")]) == 2
    assert "must be a postgresql:// URL" in capsys.readouterr().err
