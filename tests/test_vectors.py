"""Vectors on disk are float16; files written with float32 vectors still search the same."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np

from jiyi import FixedClock, Memory
from jiyi.embedders import USEEmbedder
from jiyi.store._vectors import VectorCache, vector_blob

from .conftest import T0

TEXTS = [
    "用户的猫叫豆豆，是一只橘猫",
    "用户下周三去成都出差",
    "用户对花生过敏",
    "User's sister Emma works as a nurse in Leeds",
    "User prefers tea over coffee",
    "User is learning Rust for the payment service",
]


def _blobs(path: Path, table: str) -> list[bytes]:
    db = sqlite3.connect(path)
    rows = [r[0] for r in db.execute(f"SELECT embedding FROM {table} WHERE embedding IS NOT NULL")]
    db.close()
    return rows


def test_vectors_are_stored_as_float16_and_search_matches_float32(tmp_path: Path, embedder: USEEmbedder) -> None:
    path = tmp_path / "f16.db"
    mem = Memory(path, embedder=embedder, clock=FixedClock(T0))
    recs = {mem.add("u1", t).id: t for t in TEXTS}
    topic = mem.topics.create("u1", "chat")
    mem.messages.add_many(topic.id, [("user", "我养了一只猫叫豆豆", None), ("assistant", "Emma sounds lovely", None)])
    assert {len(b) for b in _blobs(path, "memories")} == {2 * embedder.dim}
    assert {len(b) for b in _blobs(path, "messages")} == {2 * embedder.dim}

    for query in ("我的猫叫什么名字", "Who is Emma?", "花生"):
        exact = embedder.embed(list(recs.values())) @ embedder.embed([query], kind="query")[0]
        hits = mem.search("u1", query, k=len(TEXTS), record_access=False)
        by_text = {h.memory.content: h.parts.vector for h in hits if h.memory is not None}
        for text, cosine in zip(recs.values(), exact, strict=True):
            assert by_text[text] is not None
            assert abs(by_text[text] - float(cosine)) < 2e-3, (query, text)
    assert mem.search_messages("u1", "猫的名字", k=1)[0].message.content == "我养了一只猫叫豆豆"  # type: ignore[union-attr]
    mem.close()


def test_float32_blobs_written_before_still_read(tmp_path: Path, embedder: USEEmbedder) -> None:
    path = tmp_path / "legacy.db"
    mem = Memory(path, embedder=embedder, clock=FixedClock(T0))
    for t in TEXTS:
        mem.add("u1", t)
    before = [(h.id, h.parts.vector) for h in mem.search("u1", "我的猫", k=6, record_access=False)]
    mem.close()

    # Rewrite half the vectors as an older jiyi did: float32, 4 bytes a dimension.
    db = sqlite3.connect(path)
    rows = db.execute("SELECT rowid, content FROM memories ORDER BY rowid").fetchall()
    for rowid, content in rows[::2]:
        legacy = embedder.embed([content])[0].astype(np.float32).tobytes()
        db.execute("UPDATE memories SET embedding = ? WHERE rowid = ?", (legacy, rowid))
    db.commit()
    db.close()
    assert sorted({len(b) for b in _blobs(path, "memories")}) == [2 * embedder.dim, 4 * embedder.dim]

    mem = Memory(path, embedder=embedder, clock=FixedClock(T0))
    after = [(h.id, h.parts.vector) for h in mem.search("u1", "我的猫", k=6, record_access=False)]
    mem.close()
    assert [i for i, _ in after] == [i for i, _ in before]
    for (_, a), (_, b) in zip(after, before, strict=True):
        assert a is not None and b is not None and abs(a - b) < 2e-3


def test_cache_fills_one_matrix_whatever_the_count_says() -> None:
    dim = 4
    vecs = np.eye(dim, dtype=np.float32)
    rows = [
        ("a", vector_blob(vecs[0])),
        ("b", vecs[1].tobytes()),  # legacy float32
        ("bad", b"\x00" * 3),  # another model's vector: skipped, never a crash
        ("c", vector_blob(vecs[2])),
    ]
    q = np.array([0.1, 0.2, 0.9, 0.0], dtype=np.float32)
    numbered = [(n, i, b) for n, (i, b) in enumerate(rows)]
    for count in (0, 2, 3, 10):  # rows written or deleted between the count and the rows
        cache = VectorCache()
        hits = cache.search(("u", "memory", False), 1, lambda _, c=count: (c, iter(numbered)), q, 5)  # type: ignore[misc]
        assert [i for i, _ in hits] == ["c", "b", "a"]
        assert abs(hits[0][1] - 0.9) < 1e-3
    assert VectorCache().search(("u", "memory", False), 1, lambda _: (0, iter([])), q, 5) == []


def test_a_matrix_multiplied_whole_stays_column_major_as_it_grows() -> None:
    # One BLAS thread multiplies a column-major matrix by a vector 2-3x faster than a row-major
    # one (docs/BENCHMARKS-HISTORY.md); appending rows must keep the layout and the results.
    rng = np.random.default_rng(7)
    vecs = rng.standard_normal((40, 16)).astype(np.float32)
    vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
    rows = [(n + 1, f"m{n}", vector_blob(v)) for n, v in enumerate(vecs)]
    cache = VectorCache()
    key = ("u", "memory", False)
    q = vecs[3]
    for version, upto in enumerate((10, 11, 25, 40), start=1):  # a load, then three appends

        def load(after: int | None, upto: int = upto) -> tuple[int, list[tuple[int, str, bytes | None]]]:
            got = [r for r in rows[:upto] if after is None or r[0] > after]
            return len(got), got

        hits = cache.search(key, version, load, q, 5, rewrites=0)  # type: ignore[arg-type]
        entry = cache._entries[key]
        assert entry.n == upto and entry.matrix.dtype == np.float32
        assert entry.matrix.flags.f_contiguous and not entry.matrix.flags.c_contiguous
        exact = vecs[:upto].astype(np.float16).astype(np.float32) @ q
        assert [i for i, _ in hits] == [f"m{i}" for i in np.argsort(-exact, kind="stable")[:5]]
    assert len(cache._entries[key].matrix) > 10  # grown past its first buffer, still column-major
