"""The selector reads the vectors stored with the messages instead of embedding them again (issue #17's speed).

Messages are embedded when they are added (`embed_messages=True`); the offline selector, trained on the same
bundled model, scores a message from its stored vector when it reads the message whole. The stored vector is
float16, so a score within the rounding's reach of the threshold is made again from a fresh vector: the picks
are the ones fresh vectors give. Run on SQLite and PostgreSQL (`backend`), with the real bundled embedder.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import numpy as np
import pytest

from jiyi import FixedClock, Memory
from jiyi.embedders import USEEmbedder
from jiyi.embedders._base import Vectors
from jiyi.extractors._offline import OfflineExtractor
from jiyi.extractors._selector import Selector

from .conftest import T0, DbFactory

# Statements about a life and chit-chat, both languages, with no rule shape (the selector decides each).
SAID = [
    "Just got back from a camping trip at Lake Tahoe with my kids, we saw a bear!",
    "My mom is recovering from knee surgery at home, I've been cooking for her every day.",
    "I just adopted a rescue dog named Pepper, she's a year old.",
    "We spent the whole weekend repainting the nursery a soft green.",
    "Honestly the traffic this morning was unreal, took me two hours.",
    "Thanks so much, talk soon!",
    "What do you think?",
    "Haha yeah, totally.",
    "That sounds lovely, how was the weather there?",
    "上周末我去了一次云台山，风景真的非常美，还拍了许多照片呢。",
    "我儿子今年上初二了，成绩还不错，就是数学有点吃力。",
    "我下个月要去成都出差，顺便看看我表姐。",
    "昨天和老同学聚了一下，聊到半夜才回家。",
    "最近睡眠不太好，总是凌晨三点就醒。",
    "哈哈，好的。",
    "你平时喜欢做什么？",
    "谢谢你，晚安！",
    "今天天气不错呀。",
]


class CountingEmbedder(USEEmbedder):
    """The bundled embedder, remembering which texts it was asked to embed."""

    def __init__(self) -> None:
        super().__init__(threads=1)
        self.seen: list[str] = []

    def embed(self, texts: Sequence[str], *, kind: Literal["query", "passage"] = "passage") -> Vectors:
        self.seen.extend(texts)
        return super().embed(texts, kind=kind)


def _stored(mem: Memory, said: Sequence[str]) -> tuple[dict[str, Vectors], list[str]]:
    topic = mem.topics.create("u1", "chat")
    messages = mem.messages.add_many(topic.id, [("user", s, None) for s in said])
    vectors = mem.store.message_vectors("u1", [m.id for m in messages], mem.embedder.dim)
    return {m.content: vectors[m.id] for m in messages if m.id in vectors}, [m.id for m in messages]


def test_a_message_vector_is_read_back_for_its_user_only(mem: Memory, embedder: USEEmbedder) -> None:
    known, ids = _stored(mem, SAID[:4])
    assert list(known) == SAID[:4]
    fresh = embedder.embed(SAID[:4])
    for row, text in zip(fresh, SAID[:4], strict=True):
        stored = known[text]
        assert stored.dtype == np.float32 and stored.shape == (embedder.dim,)
        # float16 on disk: each component within 2^-11 of its size (plus float16's smallest step)
        assert np.all(np.abs(stored - row) <= np.abs(row) * 2.0**-11 + 2.0**-24 + 1e-6)
    assert mem.store.message_vectors("someone-else", ids, embedder.dim) == {}
    assert mem.store.message_vectors("u1", ["msg_unknown"], embedder.dim) == {}
    assert mem.store.message_vectors("u1", ids, embedder.dim + 1) == {}  # another model's size is not read


def test_the_picks_are_the_same_with_stored_and_fresh_vectors(mem: Memory) -> None:
    known, _ = _stored(mem, SAID)
    fresh_scores = Selector(CountingEmbedder()).scores(SAID)
    counting = CountingEmbedder()
    selector = Selector(counting)
    stored_scores = selector.scores(SAID, known, mem.embedder.name)
    fresh_picks = [s >= selector.threshold for s in fresh_scores]
    assert [s >= selector.threshold for s in stored_scores] == fresh_picks
    assert any(fresh_picks) and not all(fresh_picks)  # the set has both kinds
    assert max(abs(a - b) for a, b in zip(stored_scores, fresh_scores, strict=True)) < 0.005
    assert counting.seen == []  # nothing was embedded again: every score came from a stored vector


def test_a_score_too_close_to_the_threshold_is_made_from_a_fresh_vector(mem: Memory) -> None:
    known, _ = _stored(mem, SAID)
    fresh = Selector(CountingEmbedder()).scores(SAID)
    counting = CountingEmbedder()
    # The threshold right on one message's score: the stored vector's rounding could put it either side.
    selector = Selector(counting, threshold=fresh[1])
    scores = selector.scores(SAID, known, mem.embedder.name)
    assert SAID[1] in counting.seen
    assert all(abs(fresh[SAID.index(t)] - fresh[1]) < 0.01 for t in counting.seen)  # only scores that close
    assert scores[1] == pytest.approx(fresh[1], abs=1e-6)


def test_a_vector_of_another_embedder_or_of_other_text_is_not_used(mem: Memory) -> None:
    known, _ = _stored(mem, SAID[:3])
    counting = CountingEmbedder()
    Selector(counting).scores(SAID[:3], known, "hash:other-model")
    assert counting.seen == SAID[:3]
    long = SAID[0] + " " + "We hiked every day and cooked by the lake. " * 20  # the selector reads 600 chars
    known, _ = _stored(mem, [long])
    counting.seen.clear()
    Selector(counting).scores([long], known, mem.embedder.name)
    assert counting.seen == [long[:600]]


def _distilled(mem: Memory) -> list[tuple[str, str, float]]:
    topic = mem.topics.create("u1", "chat")
    for said in SAID:
        mem.messages.add(topic.id, "user", said)
        mem.messages.add(topic.id, "assistant", "嗯嗯。")
    mem.extract(topic.id)
    return sorted((m.type, m.content, m.importance) for m in mem.list("u1"))


def test_distillation_reads_the_stored_vectors_and_decides_the_same(
    db_factory: DbFactory, embedder: USEEmbedder
) -> None:
    counting = CountingEmbedder()
    stored = Memory(
        db_factory("stored.db"),
        embedder=embedder,
        clock=FixedClock(T0),
        extractor=OfflineExtractor(selector=Selector(counting)),
    )
    # embed_messages=False: nothing is stored with the messages, so the selector embeds every one itself.
    fresh = Memory(db_factory("fresh.db"), embedder=embedder, clock=FixedClock(T0), embed_messages=False)
    with stored, fresh:
        from_stored, from_fresh = _distilled(stored), _distilled(fresh)
    assert from_stored and from_stored == from_fresh
    # A statement said with no subject is read with the user's "我" said (`_pro_drop`): its stored vector is of
    # other words, so only those two are embedded again.
    assert counting.seen == ["我昨天和老同学聚了一下，聊到半夜才回家。", "我最近睡眠不太好，总是凌晨三点就醒。"]
    assert any(c.startswith("用户最近睡眠不太好") for _, c, _ in from_stored)
