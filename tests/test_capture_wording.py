"""Memory wording users read: one memory per statement about a person, corrections that swap the right value,
plans moved to another day, statements that end a fact. Each check names the mangled form seen before."""

from __future__ import annotations

from jiyi import FixedClock, Memory


def _said(mem: Memory, clock: FixedClock, *lines: str, topic_per_line: bool = True) -> list[str]:
    topic = mem.topics.create(user_id="u1")
    for line in lines:
        if topic_per_line:
            topic = mem.topics.create(user_id="u1")
        mem.messages.add(topic.id, role="user", content=line)
        mem.extract(topic.id)
        clock.advance(days=1)
    return sorted(m.content for m in mem.list("u1"))


def test_one_person_said_twice_is_one_memory_saying_both(mem: Memory, clock: FixedClock) -> None:
    texts = _said(mem, clock, "我下属钱浩然，其身高是172厘米。", "钱浩然是我下属，家乡在江苏苏州。")
    # Seen: "用户的下属叫钱浩然", "钱浩然是用户的下属" and the selector's whole first message, side by side.
    assert texts == ["用户的下属叫钱浩然，身高是172厘米，家乡在江苏苏州"], texts
    history = mem.history("u1", mem.list("u1")[0].id)
    assert any("身高是172厘米" in (h.old_content or "") for h in history), history  # the old version is kept


def test_a_person_and_what_the_same_message_adds_are_one_memory(mem: Memory, clock: FixedClock) -> None:
    texts = _said(mem, clock, "我同事叫李强，是做后端的，经常加班")
    assert texts == ["用户的同事叫李强，是做后端的，经常加班"], texts


def test_a_correction_with_a_time_word_swaps_in_the_place(mem: Memory, clock: FixedClock) -> None:
    said = ("My sister Amy moved to Berlin last year.", "Actually Amy lives in Munich now, not Berlin")
    texts = _said(mem, clock, *said)
    # Seen: "User's sister Amy moved to now last year" ("now" taken for the new value).
    assert any("Munich" in t for t in texts) and not any("Berlin" in t for t in texts), texts
    assert not any(" now" in t for t in texts), texts


def test_moving_a_plan_to_another_day_moves_the_stored_plan(mem: Memory, clock: FixedClock) -> None:
    texts = _said(mem, clock, "我打算下周三去看牙医", "改到下周四", topic_per_line=False)
    # Seen: "改到下周四" changed nothing; the plan stayed on Wednesday.
    assert texts == ["用户打算下周四去看牙医（2026-11-26）"], texts
    plan = mem.list("u1")[0]
    assert plan.due_at is not None and plan.due_at.date().isoformat() == "2026-11-26", plan.due_at
    assert any("下周三" in (h.old_content or "") for h in mem.history("u1", plan.id)), "the old date is kept"


def test_moving_a_plan_said_in_the_same_messages_en(mem: Memory) -> None:
    topic = mem.topics.create(user_id="u1")
    mem.messages.add(topic.id, role="user", content="I'm seeing the dentist next Wednesday.")
    mem.messages.add(topic.id, role="user", content="Actually I moved the dentist to Thursday.")
    mem.extract(topic.id)
    texts = [m.content for m in mem.list("u1")]
    assert len(texts) == 1 and "Thursday" in texts[0] and "2026-11-26" in texts[0], texts


def test_a_move_that_names_nothing_known_changes_nothing(mem: Memory, clock: FixedClock) -> None:
    texts = _said(mem, clock, "我打算下周三去看牙医", "我下周五要去杭州出差", "改到下周四")
    assert texts == ["用户下周五要去杭州出差（2026-11-27）", "用户打算下周三去看牙医（2026-11-25）"], texts


def _facts(mem: Memory, relation: str) -> list[tuple[str, str, bool]]:
    """(attribute, value, current) of the facts of the user's one entity with this relation."""
    entity = next(e for e in mem.entities.list("u1") if e.relation == relation)
    view = mem.entities.get("u1", entity.id)
    return sorted(
        [(f.attribute, f.value, True) for f in view.facts if f.attribute != "relation"]
        + [(f.attribute, f.value, False) for f in view.past]
    )


def test_a_value_said_to_hold_no_longer_ends_it_in_one_batch(mem: Memory) -> None:
    topic = mem.topics.create(user_id="u1")
    mem.messages.add(topic.id, role="user", content="我妹妹住在杭州")
    mem.messages.add(topic.id, role="user", content="她不在杭州了")
    mem.extract(topic.id)
    # Seen: "用户的妹妹住在杭州" kept as current, and 杭州 her current city.
    assert [m.content for m in mem.list("u1")] == ["用户的妹妹不在杭州了"]
    assert ("lives_in", "杭州", True) not in _facts(mem, "妹妹"), _facts(mem, "妹妹")


def test_a_value_said_to_hold_no_longer_is_a_new_version_undoable(mem: Memory, clock: FixedClock) -> None:
    texts = _said(mem, clock, "My brother works at Google.", "My brother doesn't work at Google anymore.")
    assert texts == ["User's brother doesn't work at Google anymore"], texts
    assert ("employer", "Google", True) not in _facts(mem, "brother"), _facts(mem, "brother")
    memory = mem.list("u1")[0]
    change = next(h for h in mem.history("u1", memory.id) if h.event == "update")
    assert change.old_content == "User's brother works at Google", change
    mem.undo("u1", change.id)
    assert [m.content for m in mem.list("u1")] == ["User's brother works at Google"]


def test_the_users_own_value_said_to_hold_no_longer(mem: Memory, clock: FixedClock) -> None:
    texts = _said(mem, clock, "I work at Google.", "I don't work at Google anymore.")
    # Seen: "User works at Google" and "User doesn't work at Google anymore." both current.
    assert texts == ["User doesn't work at Google anymore"], texts
    zh = _said(mem, clock, "我在云帆科技工作", "我已经不在云帆科技工作了")
    assert "用户不在云帆科技工作了" in zh and "用户在云帆科技工作" not in zh, zh


def test_a_passing_state_said_to_hold_no_longer_is_no_memory(mem: Memory, clock: FixedClock) -> None:
    texts = _said(mem, clock, "我不在家了", "I no longer live in Berlin.")
    assert texts == ["User no longer lives in Berlin"], texts  # not "用户不在家了", nor "User noes longer live…"
