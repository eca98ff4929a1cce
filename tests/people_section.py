"""The people section of a context block, after the user told of a world one message a day: shared by the tests of
questions over a set (tests/test_entity_sets*.py)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

from jiyi import FixedClock, Memory

__all__ = ["asked", "line_of", "told"]

_SECTION = re.compile(r"## (?:相关的人和事|People and things)\n(.*?)(?:\n\n## |\Z)", re.S)


def told(mem: Memory, clock: FixedClock, said: Sequence[str], *, user: str = "u") -> None:
    """Each of `said` as the user's message in a chat of its own, a day apart from 2026-03-02, extracted."""
    clock.set(datetime(2026, 3, 2, 9, tzinfo=UTC))
    for text in said:
        topic = mem.topics.create(user, "chat")
        mem.messages.add(topic.id, "user", text)
        mem.extract(topic.id)
        clock.set(clock.now() + timedelta(days=1))


def asked(mem: Memory, question: str, recent: Sequence[str] = (), *, user: str = "u") -> str:
    """The people section of the block for `question` ("" when it has none)."""
    m = _SECTION.search(mem.context(user, question, recent=recent).text)
    return m.group(1) if m else ""


def line_of(section: str, who: str) -> str:
    """The line of `who` in `section` ("" when none)."""
    return next((line for line in section.splitlines() if line.startswith(f"- {who}")), "")
