"""A correction said against the value it replaces, in a later conversation: "上次说错了，我弟在广州，不是深圳",
"Sorry, I got that wrong: Amy works in Leeds, not York". The value said against is where the person works, so the
new one is where they work too (not a second place beside the old one), the memory that said the old value is
corrected (a new version, undoable), and the block answers with the new value only. Sentences are our own.
"""

from __future__ import annotations

import pytest

from jiyi import FixedClock, Memory

from .people_section import asked, line_of, told

_CASES = {
    "zh": (["我弟在深圳做程序员", "上次说错了，我弟在广州，不是深圳"], "我弟在哪工作？", "弟", "广州", "深圳"),
    "en": (
        ["My sister Amy works in York as a nurse", "Sorry, I got that wrong: Amy works in Leeds, not York"],
        "where does Amy work?",
        "Amy",
        "Leeds",
        "York",
    ),
}


@pytest.mark.parametrize("language", ["zh", "en"])
def test_a_place_said_against_the_old_one_replaces_it(mem: Memory, clock: FixedClock, language: str) -> None:
    said, question, who, new, old = _CASES[language]
    told(mem, clock, said)
    views = [v for v in mem.entities.active_views("u") if v.entity.kind == "person"]
    assert len(views) == 1
    current = {(f.attribute, f.value) for f in views[0].facts}
    assert ("works_in", new) in current
    assert not any(v == old for _, v in current)
    assert not any(a == "lives_in" for a, _ in current)  # not a second place beside the one put right
    texts = [m.content for m in mem.list("u")]
    assert any(new in t for t in texts)
    assert not any(old in t for t in texts)
    line = line_of(asked(mem, question), who)
    assert new in line and old not in line


@pytest.mark.parametrize(
    ("said", "works"),
    [
        (["我弟在深圳做程序员", "我弟老家是广州的，不是佛山"], "深圳"),  # 佛山 was never where he works
        (["My sister Amy works in York as a nurse", "Amy grew up in Leeds, not Hull"], "York"),
    ],
)
def test_a_place_said_against_a_value_never_known_leaves_where_they_work(
    mem: Memory, clock: FixedClock, said: list[str], works: str
) -> None:
    told(mem, clock, said)
    views = [v for v in mem.entities.active_views("u") if v.entity.kind == "person"]
    assert [f.value for v in views for f in v.facts if f.attribute == "works_in"] == [works]


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_corrected_memory_can_be_undone(mem: Memory, clock: FixedClock, language: str) -> None:
    said, _, _, new, old = _CASES[language]
    told(mem, clock, said)
    entry = next(h for h in mem.history("u") if h.event == "update" and old in (h.old_content or ""))
    assert new in (entry.new_content or "")
    mem.undo("u", entry.id)
    assert any(old in m.content for m in mem.list("u"))


@pytest.mark.parametrize(
    ("said", "new", "old"),
    [
        (
            ["My sister Amy works in York as a nurse", "Sorry, I got that wrong: Amy is in Leeds, not York"],
            "Leeds",
            "York",
        ),
        (["我弟在深圳做程序员", "我之前说错了，我弟在广州，不是深圳"], "广州", "深圳"),
    ],
)
def test_owning_up_to_a_mistake_corrects_the_memory_and_is_not_a_memory_itself(
    mem: Memory, clock: FixedClock, said: list[str], new: str, old: str
) -> None:
    told(mem, clock, said)
    texts = [m.content for m in mem.list("u")]
    assert any(new in t for t in texts), texts
    assert not any(old in t for t in texts), texts
    assert not any("wrong" in t or "说错" in t for t in texts), texts
