"""Memory text of chat openers and sign-offs, and of a feeling said with no "I" (stop 46, lead): "就是那个 我实习生 X"
is the intern's, "话说回来 …" and "…，反正就这样吧" say nothing, "Was super nervous last week when …" is the user's.
Read at the memory level (`Memory` on a SQLite file, the offline extractor, the bundled embedder) on a Wednesday.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory
from jiyi.extractors._pro_drop import with_user_subject_en

NOW = datetime(2026, 11, 25, 9, tzinfo=UTC)
_users = itertools.count()


@pytest.fixture(scope="module")
def mem(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    memory = Memory(Path(tmp_path_factory.mktemp("memtext46b")) / "m.db", clock=FixedClock(NOW))
    yield memory
    memory.close()


def _texts(mem: Memory, said: str) -> list[str]:
    user = f"u{next(_users)}"
    topic = mem.topics.create(user_id=user, title="t")
    mem.messages.add(topic.id, role="user", content=said)
    return [m.content for m in mem.extract(topic.id).added]


@pytest.mark.parametrize(
    ("said", "want"),
    [
        ("就是那个 我实习生 禹靖川，他不在腾讯了 现在在Google。", "用户的实习生禹靖川"),
        ("那个 我表哥在深圳上班。", "用户的表哥在深圳上班"),
        ("话说回来 在川西自驾游上一路吃牦牛火锅 哈哈哈，反正就这样吧。", "用户在川西自驾游上一路吃牦牛火锅"),
        ("话说我表哥在深圳上班。", "用户的表哥在深圳上班"),
        (
            "Was super nervous last week when I shared my book with my writers group but got some great feedback.",
            "User was super nervous last week when they shared their book",
        ),
        ("was nervous about the interview but it went fine", "User was nervous about the interview"),
    ],
)
def test_openers_sign_offs_and_an_unsaid_i(mem: Memory, said: str, want: str) -> None:
    texts = _texts(mem, said)
    assert any(t.startswith(want) for t in texts), texts
    assert not any(bad in t for t in texts for bad in ("用户回来", "就这样", "用户就是", "Was super"))


@pytest.mark.parametrize(
    "said",
    ["Was great catching up!", "Was he nervous?", "Was a blast", "Was so nervous, you know?", "那个人是我表哥。"],
)
def test_no_user_subject_where_the_words_are_of_something_else_or_ask(said: str) -> None:
    if said.isascii():
        assert with_user_subject_en(said) == said


def test_a_sign_off_alone_is_no_memory(mem: Memory) -> None:
    assert _texts(mem, "我们就这样吧，先不买了。") == []
