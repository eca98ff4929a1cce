"""Memory text the offline extractor writes for everyday chat (branch memtext5), each family in Chinese and English:
a "feels like yesterday" ("感觉就像昨天一样", "恍如昨日") is no date and no part of the fact, and chit-chat and
questions leave no memory.

Read at the memory level (`Memory` on a SQLite file, the offline extractor, the bundled embedder) on a Wednesday.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory
from jiyi._dates import resolve_when

NOW = datetime(2026, 11, 25, 9, tzinfo=UTC)
_users = itertools.count()


@pytest.fixture(scope="module")
def mem(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    memory = Memory(Path(tmp_path_factory.mktemp("memtext45")) / "m.db", clock=FixedClock(NOW))
    yield memory
    memory.close()


def _memories(mem: Memory, said: str) -> list[tuple[str, str]]:
    """(type, content) of each memory one user message leaves, for a fresh user."""
    user = f"u{next(_users)}"
    topic = mem.topics.create(user_id=user, title="t")
    mem.messages.add(topic.id, role="user", content=said)
    mem.extract(topic.id)
    return sorted((r.type, r.content) for r in mem.list(user, limit=100))


def _texts(mem: Memory, said: str) -> list[str]:
    return [text for _, text in _memories(mem, said)]


# --- "feels like yesterday" is how near a past feels: no day ------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "感觉就像昨天一样",
        "我奶奶去世三年了，感觉就像昨天",
        "恍如昨日",
        "仿佛就在昨天",
        "像是昨天的事",
        "感觉就像昨天才出生",
        "feels like yesterday he taught me to swim",
        "It seems like only yesterday",
        "like it was yesterday we got him",
        "as if it were yesterday",
    ],
)
def test_a_past_that_feels_near_names_no_day(text: str) -> None:
    assert resolve_when(text, NOW) is None


@pytest.mark.parametrize(
    "text",
    ["我好像昨天把钥匙丢了", "昨天去了趟医院", "I feel like yesterday was a waste", "I went to the gym yesterday"],
)
def test_yesterday_said_as_a_day_is_still_one(text: str) -> None:
    resolved = resolve_when(text, NOW)
    assert resolved is not None and resolved.when.date().isoformat() == "2026-11-24"


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("感觉就像昨天一样，我儿子都上大学了", "用户的儿子都上大学了"),
        ("我女儿都上初中了，恍如昨日", "用户的女儿都上初中了"),
        ("我儿子今年上小学了 感觉就像昨天才出生", "用户的儿子今年上小学了"),
        (
            "Can't believe my uncle Declan is sixty already, feels like yesterday he taught me to swim",
            "User's uncle Declan is sixty already. He taught them to swim",
        ),
        ("my dog Max turned 5 like it was yesterday we got him", "User's dog Max turned 5"),
    ],
)  # fmt: skip
def test_feels_like_yesterday_is_no_part_of_the_memory(mem: Memory, said: str, memory: str) -> None:
    found = _memories(mem, said)
    assert [text for _, text in found] == [memory]
    assert found[0][0] != "preference"  # "feels like" likes nothing
    assert not re.search(r"\d{4}-\d{2}-\d{2}", found[0][1])


@pytest.mark.parametrize("said", ["感觉就像昨天一样", "哈哈 时间过得真快，感觉就像昨天", "feels like yesterday lol"])
def test_a_feeling_about_time_alone_is_no_memory(mem: Memory, said: str) -> None:
    assert _texts(mem, said) == []


# --- chit-chat and questions leave nothing ------------------------------------------------------------------------
@pytest.mark.parametrize(
    "said", ["今天天气不错哈哈", "你觉得我该换工作吗", "what do you think about rust?", "lol that's funny"]
)
def test_chit_chat_and_questions_leave_no_memory(mem: Memory, said: str) -> None:
    assert _texts(mem, said) == []
