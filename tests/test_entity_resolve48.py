"""An unnamed relative told of before is named by the next name said with that tie, but only when that name comes
alone: "Leo is 20, Mia is 24, both my cousins" names two cousins at once, so the cousin who lives in Glasgow is
neither of them for sure, and keeps her own entry (on both stores)."""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._clock import FixedClock
from tests.test_entity_ask_daily import _said


def _people(mem: Memory) -> dict[str, dict[str, str]]:
    return {
        v.entity.name: {f.attribute: f.value for f in v.facts if f.is_current and f.attribute != "relation"}
        for v in mem.entities.active_views("u")
        if v.entity.kind == "person"
    }


@pytest.mark.parametrize(
    ("first", "then", "unnamed", "named", "fact"),
    [
        ("my cousin lives in Glasgow", "Leo is 20, Mia is 24, both my cousins", "cousin", ("Leo", "Mia"), "lives_in"),
        ("我表哥住在杭州", "张伟和李明都是我表哥", "表哥", ("张伟", "李明"), "lives_in"),
    ],
)
def test_two_named_at_once_do_not_take_the_unnamed_ones_facts(
    mem: Memory, clock: FixedClock, first: str, then: str, unnamed: str, named: tuple[str, str], fact: str
) -> None:
    _said(mem, clock, "u", first)
    _said(mem, clock, "u", then)
    people = _people(mem)
    assert fact in people[unnamed], people
    assert all(fact not in people[n] for n in named), people


@pytest.mark.parametrize(
    ("first", "then", "name", "fact", "value"),
    [
        ("my sister lives in Glasgow", "my sister Amy is 20", "Amy", "lives_in", "Glasgow"),
        ("我表姐在深圳上班", "我表姐王芳今年30", "王芳", "works_in", "深圳"),
    ],
)
def test_one_named_alone_is_the_unnamed_one(
    mem: Memory, clock: FixedClock, first: str, then: str, name: str, fact: str, value: str
) -> None:
    _said(mem, clock, "u", first)
    _said(mem, clock, "u", then)
    people = _people(mem)
    assert people[name].get(fact) == value, people
    assert len(people) == 1, people


@pytest.mark.parametrize(
    ("told", "question", "lines"),
    [
        (("my nan is 90", "my gramps just turned 88"), "is anyone older than my nan?", ("nan — age: 90", "88")),
        (("我奶奶今年90了", "我爷爷88岁"), "有人比我奶奶大吗？", ("奶奶：年龄 90岁", "88岁")),
    ],
)
def test_a_comparison_against_a_relative_known_by_the_tie_alone(
    mem: Memory, clock: FixedClock, told: tuple[str, ...], question: str, lines: tuple[str, ...]
) -> None:
    # the one compared against is known by the tie alone ("my nan"): each age is listed
    for text in told:
        _said(mem, clock, "u", text)
    text = mem.context("u", question).text
    assert all(line in text for line in lines), text
