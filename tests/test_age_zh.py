"""An age said in Chinese is one pattern (`extractors/_age_zh`) for the entity readers and for a memory's wording.

A memory that says how old someone is now ("用户的舅妈今年五十多岁了") is a fact, not an event dated 今年; before the
pattern was shared, `_restate` read only "X岁了" / "X了", so "五十多岁了" and "5岁半了" were typed as events while the
entity readers took the same words as the person's age.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._restate import restate

from .test_entity_extract import _p, _rows

# (how the age is said, the value the entity readers keep)
AGES = [
    ("今年52岁了", "52岁"),
    ("今年五十多岁了", "五十多岁"),
    ("今年5岁半了", "5岁半"),
    ("今年四十来岁了", "四十来岁"),
    ("今年三十出头", "三十出头"),
]


@pytest.mark.parametrize(("said", "value"), AGES, ids=[a for a, _ in AGES])
def test_an_age_said_now_makes_a_fact_memory_and_the_persons_age(said: str, value: str) -> None:
    restated = restate(f"我舅妈{said}，身体还很硬朗", datetime(2026, 5, 1, tzinfo=UTC))
    assert restated is not None
    assert (restated.content, restated.type) == (f"用户的舅妈{said}，身体还很硬朗。", "fact")
    assert _rows(extract_mentions(f"我舅妈{said}", language="zh")) == [_p("", "舅妈", ("age", value))]


def test_an_age_with_a_space_before_its_unit_is_the_same_age() -> None:
    # the wording may put a space between a figure and a Han character: "52 岁"
    restated = restate("我舅妈今年 52 岁了，身体还很硬朗", datetime(2026, 5, 1, tzinfo=UTC))
    assert restated is not None and restated.type == "fact"
