"""One definition of each count: the statuses in `stats().by_state` partition every stored memory, so the
overview's tiles (total, current) and its donut read the same numbers (issue #20: 当前有效 22 vs 活跃 26)."""

from __future__ import annotations

from jiyi import Memory


def test_superseded_versions_are_counted_once_and_apart(mem: Memory) -> None:
    tea = mem.add("u", "我每天早上喝一杯绿茶", type="preference")
    mem.add("u", "下周三下午三点开会", type="todo")
    gone = mem.add("u", "去年去过一次杭州", type="event")
    mem.update("u", tea.id, content="我每天早上喝两杯绿茶")  # the first version is kept, superseded
    mem.forget("u", gone.id)
    stats = mem.stats("u")
    assert stats.by_state == {"active": 2, "superseded": 1, "forgotten": 1}
    assert stats.total == sum(stats.by_state.values()) == 4
    assert stats.current == stats.by_state["active"] == len(mem.list("u"))
    assert sum(stats.by_type.values()) == stats.current
