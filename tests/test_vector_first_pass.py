"""A large user's vectors are searched in two stages (a smaller first-pass matrix, then exact
rescoring of the best rows): the result must be the exact search's, in Chinese and English, and a
write must show in the next search. The row threshold is lowered here so small real sets use it."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest

import jiyi.store._vectors as vectors
from jiyi import FixedClock, Memory
from jiyi.embedders import USEEmbedder
from jiyi.store._vectors import VectorCache, vector_blob

from .conftest import T0

_ZH_WHO = ["用户", "用户的妹妹", "用户的同事小王", "用户的妈妈", "用户的室友"]
_ZH_WHAT = [
    "喜欢吃四川火锅",
    "下周去成都出差",
    "对花生过敏",
    "在学日语，准备明年考试",
    "养了一只橘猫叫豆豆",
    "每周日早上去公园跑步",
    "最近在读《三体》",
    "在一家做支付系统的公司上班",
    "周末常去爬山",
    "不喝咖啡，只喝绿茶",
    "打算买一辆电动车",
    "住在杭州西湖附近",
]
_EN_WHO = ["User", "User's sister Emma", "User's colleague Tom", "User's mother", "User's flatmate"]
_EN_WHAT = [
    "loves spicy hotpot",
    "is travelling to Chengdu for work next week",
    "is allergic to peanuts",
    "is learning Japanese for an exam next year",
    "has a ginger cat called Doudou",
    "runs in the park every Sunday morning",
    "is reading The Three-Body Problem",
    "works at a payments company",
    "goes hiking most weekends",
    "drinks green tea, never coffee",
    "plans to buy an electric car",
    "lives near West Lake in Hangzhou",
]
QUERIES = [
    "我对什么过敏？",
    "谁养了猫",
    "下周的出差安排",
    "喝茶还是咖啡",
    "我妹妹最近在读什么书",
    "What am I allergic to?",
    "Who has a cat?",
    "weekend hobbies",
    "Where does my colleague work?",
    "电动车",
]


def _texts() -> list[str]:
    zh = [f"{w}{x}" for w, x in itertools.product(_ZH_WHO, _ZH_WHAT)]
    en = [f"{w} {x}" for w, x in itertools.product(_EN_WHO, _EN_WHAT)]
    return zh + en


def _two_stages(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two stages from the first row; a pool of 25% of the rows, so the first pass really prunes."""
    monkeypatch.setattr(vectors, "FIRST_PASS_MIN_ROWS", 0)
    monkeypatch.setattr(vectors, "FIRST_PASS_DIMS", 64)
    monkeypatch.setattr(vectors, "RESCORE_MIN", 30)
    monkeypatch.setattr(vectors, "RESCORE_FACTOR", 3)


def test_two_stage_search_returns_the_exact_top_k(embedder: USEEmbedder, monkeypatch: pytest.MonkeyPatch) -> None:
    _two_stages(monkeypatch)
    texts = _texts()
    matrix = embedder.embed(texts)
    rows = [(i, f"id{i}", vector_blob(v) or b"") for i, v in enumerate(matrix)]
    stored = np.stack([np.frombuffer(b, dtype="<f2").astype(np.float32) for _, _, b in rows])
    cache = VectorCache()
    for query in QUERIES:
        q = embedder.embed([query], kind="query")[0]
        got = cache.search(("u", "memory", False), 1, lambda _: (len(rows), iter(rows)), q, 10)
        exact = stored @ q
        order = np.argsort(-exact, kind="stable")[:10]
        assert [i for i, _ in got] == [f"id{i}" for i in order], query
        assert np.allclose([s for _, s in got], exact[order], atol=1e-5)
    entry = cache._entries[("u", "memory", False)]  # the two stages were really used
    assert entry.reduced is not None and entry.reduced.shape == (len(rows), 64)
    assert entry.matrix.dtype == np.float16


def test_memory_search_is_the_same_with_and_without_the_first_pass(
    tmp_path: Path, embedder: USEEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    mem = Memory(tmp_path / "fp.db", embedder=embedder, clock=FixedClock(T0))
    for t in _texts():
        mem.add("u1", t)
    mem.update_settings("u2", filter_sensitive=False)  # another user's real secret: must never show
    mem.add("u2", "用户的银行卡密码是 123456")
    exact = {q: [(h.id, h.score) for h in mem.search("u1", q, k=8, record_access=False)] for q in QUERIES}
    mem.close()

    _two_stages(monkeypatch)
    mem = Memory(tmp_path / "fp.db", embedder=embedder, clock=FixedClock(T0))
    for q, hits in exact.items():
        got = [(h.id, h.score) for h in mem.search("u1", q, k=8, record_access=False)]
        assert [i for i, _ in got] == [i for i, _ in hits], q
        assert np.allclose([s for _, s in got], [s for _, s in hits], atol=1e-4)
    # A write is searchable at once, and another user's vectors never enter the matrix.
    added = mem.add("u1", "用户的新手机是银色的 Pixel 9")
    assert mem.search("u1", "我的手机是什么颜色", k=3, record_access=False)[0].id == added.id
    assert all("银行卡" not in h.content for h in mem.search("u1", "银行卡密码", k=50, record_access=False))
    mem.close()
