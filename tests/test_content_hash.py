"""`content_hash` folds only what cannot change a memory's meaning (#16 item 2): "I use C++" after "I use C#" is a
new memory, not a silent duplicate; a true duplicate says so (200, not 201); an invisible-only text is refused."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from jiyi import Memory, ValidationError
from jiyi._text import content_hash, hash_form
from jiyi.embedders import USEEmbedder
from jiyi.server import LiveServer, create_app

from .conftest import T0, DbFactory
from .openai_stub import OpenAIStub, chat_reply

#: Texts that differ only in something that can carry meaning: each pair is two memories.
DIFFERENT = [
    ("I use C#", "I use C++"),
    ("-5", "+5"),
    ("A > B", "A < B"),
    ("$5", "€5"),
    ("1.5", "15"),
    ("No!", "no"),
    ("😀", "😢"),
    ("我用 C#", "我用 C++"),
    ("温度是-5度", "温度是+5度"),
    ("价格¥5", "价格$5"),
]

#: Texts that say the same thing: case, spacing, full-width forms, invisible characters, a sentence's final . or !
SAME = [
    ("I use Python.", "i  use python"),
    ("我用 C++", "我用C++"),
    ("我用Ｃ＋＋", "我用C++"),
    ("我喜欢猫。", "我喜欢猫"),
    ("记住：我的工位在 7 楼 A 区", "记住：我的工位在7楼A区！"),
    ("I like tea!", "I like tea"),
    ("I like\u200b tea", "I like tea"),
    ("用户\u200d喜欢\ufeff乌龙茶", "用户喜欢乌龙茶"),
    ("❤️", "❤"),
]


@pytest.mark.parametrize(("first", "second"), DIFFERENT)
def test_meaning_bearing_differences_hash_apart(first: str, second: str) -> None:
    assert content_hash(first) != content_hash(second)


@pytest.mark.parametrize(("first", "second"), SAME)
def test_differences_that_mean_nothing_hash_alike(first: str, second: str) -> None:
    assert content_hash(first) == content_hash(second)


def test_invisible_only_text_has_an_empty_hash_form_and_emoji_do_not() -> None:
    assert hash_form("\u200b\u200c\u200d\ufeff\u2060") == ""
    assert hash_form("🎉") == "🎉"


def test_each_pair_is_stored_as_two_memories(mem: Memory) -> None:
    for first, second in DIFFERENT:
        a, made_a = mem.add_or_get("li", first)
        b, made_b = mem.add_or_get("li", second)
        assert made_a and made_b, (first, second)
        assert a.id != b.id and (a.content, b.content) == (first, second)
    stored = sorted(m.content for m in mem.list("li", limit=100))
    assert stored == sorted(t for pair in DIFFERENT for t in pair)


def test_a_true_duplicate_is_reported_and_not_stored_twice(mem: Memory) -> None:
    first, created = mem.add_or_get("li", "我用 C++ 写游戏引擎。")
    assert created
    again, created = mem.add_or_get("li", "我用C++写游戏引擎")
    assert (again.id, created) == (first.id, False)
    assert mem.add("li", "我用\u200bC++ 写游戏引擎") == first  # add() keeps returning the existing memory
    assert mem.count("li") == 1


def test_invisible_only_text_is_refused_and_emoji_only_text_is_stored(mem: Memory) -> None:
    with pytest.raises(ValidationError, match="invisible") as err:
        mem.add("li", "\u200b\u200d\ufeff")
    assert err.value.field == "content"
    party = mem.add("li", "🎉")
    rain = mem.add("li", "🌧️")
    assert party.id != rain.id and sorted(m.content for m in mem.list("li")) == sorted(["🎉", "🌧️"])
    with pytest.raises(ValidationError, match="invisible"):
        mem.update("li", party.id, "\u2060\u200c")
    assert mem.get("li", party.id).superseded_by is None


@pytest.fixture
def http(mem: Memory) -> Iterator[httpx.Client]:
    app = create_app(mem)
    with LiveServer(app) as server:
        secret, _ = app.state.auth.keys.create(user_id="li", now=T0)
        with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {secret}"}, timeout=20) as h:
            yield h


def test_http_add_answers_201_for_new_and_200_for_a_duplicate(http: httpx.Client) -> None:
    r = http.post("/api/memories", json={"content": "我用 C#"})
    assert r.status_code == 201, r.text
    r2 = http.post("/api/memories", json={"content": "我用 C++"})
    assert r2.status_code == 201, r2.text
    assert r2.json()["id"] != r.json()["id"] and r2.json()["content"] == "我用 C++"
    dup = http.post("/api/memories", json={"content": "我用C++"})
    assert dup.status_code == 200 and dup.json()["id"] == r2.json()["id"]
    empty = http.post("/api/memories", json={"content": "\u200b\u200b"})
    assert empty.status_code == 422 and empty.json()["error"]["field"] == "content"
    assert http.get("/api/memories").json()["total"] == 2


def test_distillation_keeps_both_of_a_pair_in_one_batch(llm_mem: Memory, openai_stub: OpenAIStub) -> None:
    t = llm_mem.topics.create("li", "编程")
    llm_mem.messages.add(t.id, "user", "我工作用 C#，业余时间用 C++ 写游戏")
    adds = [
        {"action": "add", "type": "fact", "content": "用户工作用 C#", "importance": 0.7},
        {"action": "add", "type": "fact", "content": "用户工作用 C++", "importance": 0.7},
        {"action": "add", "type": "fact", "content": "用户工作用C++。", "importance": 0.7},  # the same as the 2nd
    ]
    openai_stub.script(chat_reply(json.dumps({"decisions": adds, "reason": "ok"}, ensure_ascii=False)))
    report = llm_mem.extract(t.id)
    assert report.status == "done"
    assert sorted(m.content for m in report.added) == ["用户工作用 C#", "用户工作用 C++"]
    assert [d.content for d in report.skipped] == ["用户工作用C++。"]
    assert report.skipped[0].reason.startswith("duplicate of ")


def test_distillation_rejects_an_invisible_only_decision(llm_mem: Memory, openai_stub: OpenAIStub) -> None:
    t = llm_mem.topics.create("li")
    llm_mem.messages.add(t.id, "user", "记住：我喜欢乌龙茶")
    adds = [
        {"action": "add", "type": "preference", "content": "\u200b\u200d", "importance": 0.7},
        {"action": "add", "type": "preference", "content": "用户喜欢乌龙茶", "importance": 0.7},
    ]
    openai_stub.script(chat_reply(json.dumps({"decisions": adds, "reason": "ok"}, ensure_ascii=False)))
    report = llm_mem.extract(t.id)
    assert [m.content for m in report.added] == ["用户喜欢乌龙茶"]
    assert [d.reason for d in report.rejected] == ["empty content"]


def test_migration_recomputes_old_hashes(db_factory: DbFactory, embedder: USEEmbedder, backend: str) -> None:
    """A database written by the old hash (every symbol dropped): after migration, "我用 C++" is no longer a
    duplicate of a stored "我用 C#", and a stored text is still found as a duplicate of itself."""
    import hashlib
    import re
    import unicodedata

    from jiyi import FixedClock

    def old_hash(text: str) -> str:
        folded = re.sub(r"[\W_]+", "", unicodedata.normalize("NFKC", text).lower())
        return hashlib.sha256(folded.encode("utf-8")).hexdigest()[:32]

    where = db_factory("old.db")
    m = Memory(where, embedder=embedder, clock=FixedClock(T0))
    kept = m.add("li", "我用 C#")
    m.add("li", "价格¥5")
    m.close()
    _rewind(where, backend, {t: old_hash(t) for t in ("我用 C#", "价格¥5")})

    m = Memory(where, embedder=embedder, clock=FixedClock(T0))
    try:
        assert m.add_or_get("li", "我用 C#") == (kept, False)
        assert m.add_or_get("li", "我用 C++")[1]
        assert m.add_or_get("li", "价格$5")[1]
        assert m.count("li") == 4
    finally:
        m.close()


def _rewind(where: str | Path, backend: str, hashes: dict[str, str]) -> None:
    """Store the old hashes and forget that the migration ran, as in a database of the previous release."""
    if backend == "sqlite":
        import sqlite3

        db = sqlite3.connect(where)
        for text, digest in hashes.items():
            db.execute("UPDATE memories SET content_hash = ? WHERE content = ?", (digest, text))
        db.execute("DELETE FROM migrations WHERE name = 'content_hash_meaning'")
        db.commit()
        db.close()
        return
    import psycopg

    with psycopg.connect(str(where), autocommit=True) as conn:
        for text, digest in hashes.items():
            conn.execute("UPDATE memories SET content_hash = %s WHERE content = %s", (digest, text))
        conn.execute("DELETE FROM migrations WHERE name = 'content_hash_meaning'")
