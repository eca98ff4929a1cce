"""`erase_user` removes everything of the user: no trace of the text in the SQLite file, no API key, no row.

The SQLite test scans the raw bytes of the database file and its WAL (UTF-8, so Chinese is scanned as
stored): deleted FTS5 rows leave their terms in the index segments until merged, and a WAL holds old
page images until it is checkpointed, so a row-level check alone would prove nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import httpx
import pytest

from jiyi import FixedClock, Memory
from jiyi.cli import main
from jiyi.embedders import USEEmbedder
from jiyi.server import AuthConfig, KeyStore, LiveServer, create_app
from jiyi.server._keys import PgKeyStore

from .conftest import T0, DbFactory

# Distinctive words, each in exactly one place. Han text is indexed as characters and pairs, so the
# pairs are scanned for too (the full word never reaches the index).
SECRETS = {
    "title": "Zorblaxian 蓝鲸甜甜圈",
    "message_en": "my locker code word is quuxwidget",
    "message_zh": "我的暗号是紫色独角兽",
    "memory": "用户养了一只叫 Frobnitzal 的猫，名字叫棉花糖",
    "todo": "Renew the Glimmerphone contract",
    "episode": "讨论了去冰岛看极光的计划 and the Snarfblatt trip",
    "profile": "李雷住在杭州，喜欢 Wibbleton 乐队，养了一只龙猫",
}
NEEDLES = [
    "zorblaxian",
    "蓝鲸",
    "甜圈",
    "quuxwidget",
    "独角",
    "紫色独角兽",
    "frobnitzal",
    "棉花",
    "glimmerphon",
    "冰岛",
    "极光",
    "snarfblatt",
    "wibbleton",
    "龙猫",
]


def _fill(mem: Memory, user: str) -> dict[str, str]:
    """Store every kind of text a user leaves: topic title, messages, memories, todo, episode, profile."""
    topic = mem.topics.create(user, SECRETS["title"])
    for i in range(12):  # enough rows that the index has several segments, as in a real database
        mem.messages.add(topic.id, "user", f"{SECRETS['message_en']} ({i})", user_id=user)
        mem.messages.add(topic.id, "assistant", f"{SECRETS['message_zh']} 第{i}次", user_id=user)
    rec = mem.add(user, SECRETS["memory"], type="fact")
    mem.update(user, rec.id, content=SECRETS["memory"] + "，三岁")  # a history row with the old text
    mem.add(user, SECRETS["todo"], type="todo", due_at=T0 + timedelta(days=3))
    mem.add(user, SECRETS["episode"], type="episode")
    mem.store.put_profile(user, SECRETS["profile"], T0)
    mem.update_settings(user, temporary_mode=False)
    mem.extract(topic.id, user_id=user)
    return {"topic": topic.id, "memory": rec.id}


def _other(mem: Memory) -> str:
    topic = mem.topics.create("wang", "周末计划")
    mem.messages.add(topic.id, "user", "这周末我想去西湖划船", user_id="wang")
    mem.add("wang", "王芳的银行卡尾号是 4821", type="fact")
    return topic.id


def _traces(path: Path) -> dict[str, int]:
    """How often each needle occurs in the database file and its WAL (case-insensitive for ASCII)."""
    found: dict[str, int] = {}
    for f in (path, path.with_name(path.name + "-wal")):
        if not f.exists():
            continue
        data = f.read_bytes().lower()
        for needle in NEEDLES:
            n = data.count(needle.encode("utf-8"))
            if n:
                found[f"{f.name}:{needle}"] = n
    return found


@pytest.fixture
def sqlite_mem(tmp_path: Path, embedder: USEEmbedder) -> Iterator[Memory]:
    m = Memory(tmp_path / "jiyi.db", embedder=embedder, clock=FixedClock(T0))
    yield m
    m.close()


def test_erase_leaves_no_trace_of_the_text_in_the_sqlite_file(sqlite_mem: Memory, tmp_path: Path) -> None:
    mem, path = sqlite_mem, tmp_path / "jiyi.db"
    _fill(mem, "li")
    wang_topic = _other(mem)
    assert mem.search("li", "Frobnitzal 猫")  # searched once: the vector and row caches hold the user
    assert {k.split(":", 1)[1] for k in _traces(path)} == set(NEEDLES)  # every needle is there before

    profiles = len(mem.store.list_profiles("li"))  # the one put, and any the update rebuilt
    removed = mem.erase_user("li", confirm=True)

    assert removed["messages"] == 24 and removed["topics"] == 1 and removed["profiles"] == profiles >= 1
    # Erase alone, the store still open: nothing in the file or the WAL.
    assert _traces(path) == {}
    # The documented maintenance step (`jiyi vacuum`) keeps it so and reclaims the space.
    assert main(["vacuum", "--db", str(path)]) == 0
    assert _traces(path) == {}
    # The other user is intact and still found, by words and by vectors.
    assert mem.search("wang", "银行卡")[0].content == "王芳的银行卡尾号是 4821"
    assert mem.search_messages("wang", "西湖划船")[0].content == "这周末我想去西湖划船"
    assert [m.content for m in mem.messages.list(wang_topic, user_id="wang")] == ["这周末我想去西湖划船"]
    assert mem.search("li", "Frobnitzal 猫") == [] and mem.search_messages("li", "暗号") == []


def test_an_erased_users_api_key_stops_working_and_its_rows_go(tmp_path: Path, embedder: USEEmbedder) -> None:
    path = tmp_path / "jiyi.db"
    mem = Memory(path, embedder=embedder, clock=FixedClock(T0))
    keys = KeyStore(path)
    li, _ = keys.create(user_id="li", name="李雷的手机", now=T0)
    wang, _ = keys.create(user_id="wang", now=T0)
    app = create_app(mem, auth=AuthConfig(keys=keys), upstream="http://127.0.0.1:9/v1")
    try:
        with LiveServer(app) as server:
            as_li = {"Authorization": f"Bearer {li}"}
            r = httpx.post(f"{server.url}/api/memories", json={"content": "我住在杭州"}, headers=as_li)
            assert r.status_code == 201
            r = httpx.post(f"{server.url}/api/user/erase", json={"confirm": True}, headers=as_li)
            assert r.status_code == 200, r.text

            r = httpx.post(f"{server.url}/api/memories", json={"content": "我又回来了"}, headers=as_li)
            assert r.status_code == 401
            r = httpx.get(f"{server.url}/api/memories", headers={"Authorization": f"Bearer {wang}"})
            assert r.status_code == 200
    finally:
        mem.close()
        keys.close()
    assert [k.user_id for k in KeyStore(path).list(include_revoked=True)] == ["wang"]
    assert mem.count("li", states=None, current_only=False) == 0


@pytest.mark.postgres_only
def test_erase_on_postgres_leaves_no_row_of_the_user(
    backend: str, db_factory: DbFactory, embedder: USEEmbedder
) -> None:
    import psycopg

    url = str(db_factory("erase"))
    mem = Memory(url, embedder=embedder, clock=FixedClock(T0))
    try:
        keys = PgKeyStore(mem.store)
        keys.create(user_id="li", now=T0)
        keys.create(user_id="wang", now=T0)
        _fill(mem, "li")
        _other(mem)
        mem.erase_user("li", confirm=True)
        mem.store.vacuum()
        assert [k.user_id for k in keys.list(include_revoked=True)] == ["wang"]
        assert mem.search("wang", "银行卡") and mem.search_messages("wang", "西湖划船")
        assert mem.search("li", "Frobnitzal 猫") == []
    finally:
        mem.close()
    left: dict[str, int] = {}
    with psycopg.connect(url) as conn:
        tables = conn.execute(
            "SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() "
            "AND column_name = 'user_id'"
        ).fetchall()
        assert {"events", "api_keys", "memory_terms", "users"} <= {t for (t,) in tables}
        for (table,) in tables:
            n = conn.execute(f'SELECT COUNT(*) FROM "{table}" WHERE user_id = %s', ("li",)).fetchone()
            assert n is not None
            if n[0]:
                left[table] = n[0]
        # and no text of the user in any text column of any table (the outbox payloads included)
        text_columns = conn.execute(
            "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() "
            "AND data_type = 'text'"
        ).fetchall()
        for table, column in text_columns:
            for needle in ("Frobnitzal", "紫色独角兽", "Wibbleton", "Zorblaxian"):
                n = conn.execute(
                    f'SELECT COUNT(*) FROM "{table}" WHERE strpos("{column}", %s) > 0', (needle,)
                ).fetchone()
                if n and n[0]:
                    left[f"{table}.{column}:{needle}"] = n[0]
    assert left == {}
