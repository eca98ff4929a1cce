"""Memory text said the chat way, round two (branch memtext7), each family in Chinese and English: two facts about
one person run together with no punctuation are said as one clean statement ("… lives in Leeds and works at the
hospital there", "用户的妈妈今年六十岁，还在学校上班"); a "there" / "那边" after a message that named one place is that
place; the number to reach someone on, said as what to do ("if it's urgent call my husband Tom on …", "有事打我老公
电话 …"), is their phone number; a feeling said with no "I" before the fact ("Was super nervous when I told my boss
Helen Marsh, she's 170 cm.") still tells the entity layer about her; a comment after the fact ("lol", "哈哈哈")
goes; and chit-chat and questions leave no memory.

Read at the memory level (`Memory` on a SQLite file, the offline extractor, the bundled embedder) on a Wednesday.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory
from jiyi.extractors._entities import extract_mentions

from .test_memtext46 import NOW, _texts


@pytest.fixture(scope="module")
def mem(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    memory = Memory(Path(tmp_path_factory.mktemp("memtext47")) / "m.db", clock=FixedClock(NOW))
    yield memory
    memory.close()


_users = itertools.count()


def _said(mem: Memory, *messages: str) -> list[str]:
    """The memories a fresh user's messages leave, said one after another in one topic."""
    user = f"t47-{next(_users)}"
    topic = mem.topics.create(user_id=user, title="t")
    for said in messages:
        mem.messages.add(topic.id, role="user", content=said)
    mem.extract(topic.id)
    return sorted(r.content for r in mem.list(user, limit=100))


# --- a feeling said with no "I" before the fact: the entity layer reads the fact ------------------------------------
@pytest.mark.parametrize(
    "said",
    [
        "Was super nervous last week when I told my boss Helen Marsh, she's 170 cm.",
        "I told my boss Helen Marsh, she's 170 cm.",
    ],
)
def test_a_feeling_before_the_fact_hides_nobody(said: str) -> None:
    people = [m for m in extract_mentions(said, language="en") if m.kind == "person"]
    assert [(m.name, m.relation) for m in people] == [("Helen Marsh", "boss")]
    assert ("height", "170 cm") in [(f.attribute, f.value) for f in people[0].facts]


def test_a_feeling_before_the_fact_is_the_users_memory(mem: Memory) -> None:
    texts = _texts(mem, "Was super nervous last week when I told my boss Helen Marsh, she's 170 cm.")
    assert any(t.startswith("User was super nervous last week when they told their boss Helen Marsh") for t in texts)


@pytest.mark.parametrize("said", ["Was he nervous?", "Were you nervous", "Was he nervous"])
def test_a_question_opening_on_was_still_asks(said: str) -> None:
    assert extract_mentions(said, language="en") == []
