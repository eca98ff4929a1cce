"""Export / import of one user as JSON lines, between real SQLite files."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from jiyi import ConflictError, FixedClock, Memory, ValidationError
from jiyi.embedders import USEEmbedder

from .conftest import DbFactory


def _populate(mem: Memory, clock: FixedClock, user: str = "li") -> None:
    t1 = mem.topics.create(user, "tech")
    mem.messages.add_many(
        t1.id,
        [
            ("user", "我叫李明，是后端工程师。", None),
            ("assistant", "你好李明！", None),
            ("user", "我决定用 FastAPI 了", None),
        ],
    )
    mem.extract(t1.id)
    clock.advance(minutes=5)
    t2 = mem.topics.create(user, "life")
    mem.messages.add(t2.id, "user", "I have a cat named Mochi and I live in Hangzhou.")
    a = mem.add(user, "测试环境 IP 段是 10.0.0.x", type="fact")
    clock.advance(minutes=1)
    mem.update(user, a.id, "测试环境 IP 段是 10.1.0.x", reason="moved")
    b = mem.add(user, "I prefer dark roast coffee", type="preference")
    mem.forget(user, b.id)
    c = mem.add(user, "Dentist appointment on Friday", type="plan")
    mem.delete(user, c.id, reason="done")
    mem.search(user, "coffee")  # access counters
    mem.update_settings(user, recall_top_k=5, temporary_mode=False)
    mem.store.put_profile(user, "李明，后端工程师，养了一只猫。", clock.now())
    mem.store.put_profile(user, "李明，后端工程师，用 FastAPI，养了一只猫。", clock.now())


@pytest.fixture
def source(mem: Memory, clock: FixedClock) -> Memory:
    _populate(mem, clock)
    other = mem.topics.create("wang", "wang's")
    mem.messages.add(other.id, "user", "我是王芳")
    mem.add("wang", "王芳喜欢喝茶", type="preference")
    return mem


@pytest.fixture
def target(db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock) -> Iterator[Memory]:
    m = Memory(db_factory("target.db"), embedder=embedder, clock=clock)
    yield m
    m.close()


def test_round_trip_into_a_new_file_is_identical(source: Memory, target: Memory) -> None:
    lines = list(source.export_user("li"))
    header = json.loads(lines[0])
    assert header == {"kind": "jiyi-export", "version": 1, "user_id": "li"}
    kinds = [json.loads(line)["kind"] for line in lines[1:]]
    assert set(kinds) == {"topic", "message", "memory", "history", "settings", "profile"}
    assert kinds == sorted(kinds, key=["topic", "message", "memory", "history", "settings", "profile"].index)
    states = {json.loads(line)["state"] for line in lines if '"kind": "memory"' in line}
    assert states == {"active", "forgotten", "deleted"}
    assert all("wang" not in line and "王芳" not in line for line in lines)

    report = target.import_user("li", lines)
    # the two written here, and the one the update, forget and delete above rebuilt at once
    assert report.topics == 2 and report.messages == 4 and report.profiles == 3 and report.settings == 1
    assert report.memories == kinds.count("memory") and report.history == kinds.count("history")
    assert report.skipped == 0 and report.lines == len(lines)
    assert list(target.export_user("li")) == lines

    # search works in both languages on the re-embedded copy
    assert target.search("li", "测试环境的网段")[0].memory.content == "测试环境 IP 段是 10.1.0.x"  # type: ignore[union-attr]
    assert "Mochi" in target.search_messages("li", "what is my cat called")[0].content
    assert target.context("li", "帮我写个接口").profile is not None

    # importing again changes nothing (recall above counted accesses, so compare with the state now)
    now = list(target.export_user("li"))
    again = target.import_user("li", lines)
    assert again.skipped == len(lines) - 1
    assert (again.topics, again.messages, again.memories, again.history, again.settings, again.profiles) == (0,) * 6
    assert list(target.export_user("li")) == now


def test_import_into_the_same_file_is_a_no_op_and_other_users_are_untouched(source: Memory) -> None:
    lines = list(source.export_user("li"))
    wang_before = list(source.export_user("wang"))
    report = source.import_user("li", lines)
    assert report.skipped == len(lines) - 1
    assert list(source.export_user("li")) == lines
    assert list(source.export_user("wang")) == wang_before
    # ids already owned by another user are a conflict, not a silent skip
    with pytest.raises(ConflictError):
        source.import_user("wang", lines, as_user=True)
    assert list(source.export_user("wang")) == wang_before


def test_bad_line_names_its_number_and_writes_nothing(source: Memory, target: Memory) -> None:
    lines = list(source.export_user("li"))
    broken = [*lines[:5], '{"kind": "memory", "id": "x"}', *lines[5:]]
    with pytest.raises(ValidationError, match="line 6") as err:
        target.import_user("li", broken)
    assert err.value.field == "line 6"
    assert list(target.export_user("li")) == [lines[0]]
    with pytest.raises(ValidationError, match="line 3"):
        target.import_user("li", [*lines[:2], "{not json", *lines[2:]])
    with pytest.raises(ValidationError, match="line 1"):
        target.import_user("li", lines[1:])
    bad_topic = json.dumps({**json.loads(lines[3]), "topic_id": "top_nowhere"}, ensure_ascii=False)
    with pytest.raises(ValidationError, match="line 4"):
        target.import_user("li", [*lines[:3], bad_topic])
    assert target.topics.list("li") == []


def test_another_users_file_needs_as_user(source: Memory, target: Memory) -> None:
    lines = list(source.export_user("li"))
    with pytest.raises(ValidationError, match=r"line 1.*as_user"):
        target.import_user("zhao", lines)
    mixed = [json.dumps({"kind": "jiyi-export", "version": 1, "user_id": "zhao"}), *lines[1:]]
    with pytest.raises(ValidationError, match="line 2"):
        target.import_user("zhao", mixed)
    report = target.import_user("zhao", lines, as_user=True)
    assert report.memories > 0
    assert target.list("zhao") and target.list("li") == []
    assert all(json.loads(line)["user_id"] == "zhao" for line in target.export_user("zhao"))
