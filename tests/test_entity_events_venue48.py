"""An event's venue said as where it was booked ("那场黑客松的场地租在成都东郊记忆", "年会场地订在了希尔顿酒店"), and
open days said as events ("我报名参加了孩子学校的家长开放日，之前那个开放日在南京紫金山庄开的"), with their English
counterparts ("the open house was held at Riverside Academy")."""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._clock import FixedClock
from jiyi.extractors._entities import extract_mentions
from tests.test_entity_ask_daily import _context_section, _said


def _events(text: str, language: str) -> dict[str, list[tuple[str, str]]]:
    return {
        m.name: [(f.attribute, f.value) for f in m.facts]
        for m in extract_mentions(text, language=language)
        if m.kind == "event"
    }


@pytest.mark.parametrize(
    ("said", "language", "event", "facts"),
    [
        ("那场黑客松的场地租在成都东郊记忆。", "zh", "黑客松", [("place", "成都东郊记忆")]),
        ("年会场地订在了希尔顿酒店", "zh", "年会", [("place", "希尔顿酒店")]),
        ("我去参加了孩子学校的家长开放日", "zh", "孩子学校的家长开放日", []),
        (
            "我报名参加了孩子学校的家长开放日，之前那个开放日在南京紫金山庄开的。",
            "zh",
            "孩子学校的家长开放日",
            [("place", "南京紫金山庄")],
        ),
        (
            "I went to the open house at my kid's school, the open house was held at Riverside Academy.",
            "en",
            "open house",
            [("place", "Riverside Academy")],
        ),
    ],
)
def test_an_events_venue_and_open_days_are_read(
    said: str, language: str, event: str, facts: list[tuple[str, str]]
) -> None:
    events = _events(said, language)
    assert event in events, events
    assert events[event] == facts


@pytest.mark.parametrize("said", ["会场在了吗", "地点是公司楼下吗？", "我想去参加家长开放日"])
def test_no_venue_where_none_is_said(said: str) -> None:
    assert not any(facts for facts in _events(said, "zh").values())


@pytest.mark.parametrize(
    ("said", "question", "job_word"),
    [
        ("我下周三要去上海看演唱会", "这周要做什么？", "职业"),
        ("I'm going to a concert in Leeds next Wednesday", "what am I doing this week?", "job"),
    ],
)
def test_a_list_of_events_asks_them_no_job(
    mem: Memory, clock: FixedClock, said: str, question: str, job_word: str
) -> None:
    _said(mem, clock, "u", said)
    section = _context_section(mem, "u", question)
    assert job_word not in section, section
