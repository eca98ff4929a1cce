"""The management API: add, update, delete, restore, history, undo, settings — and bad input."""

from __future__ import annotations

import pytest

from jiyi import ConflictError, FixedClock, Memory, MemoryState, NotFoundError, Role, Source, ValidationError


def test_add_is_idempotent_and_typed(mem: Memory) -> None:
    a = mem.add("u1", "记住：我的工位在 7 楼 A 区")
    b = mem.add("u1", "记住：我的工位在7楼A区！")
    assert a.id == b.id
    assert a.type == "manual" and a.source is Source.USER and a.verified and a.language == "zh"
    custom = mem.add("u1", "Likes bouldering", type="Hobby")
    assert custom.type == "hobby"  # user-defined types are open


def test_update_undo_roundtrip(mem: Memory) -> None:
    rec = mem.add("u1", "User lives in Shanghai", type="personal")
    new = mem.update("u1", rec.id, "User lives in Hangzhou", reason="moved")
    assert [h.content for h in mem.search("u1", "where does the user live")][:1] == ["User lives in Hangzhou"]
    entry = next(h for h in mem.history("u1", new.id) if h.event == "update")
    assert entry.old_content == "User lives in Shanghai" and entry.reason == "moved"
    back = mem.undo("u1", entry.id)
    assert back.id == rec.id and back.is_current
    assert mem.get("u1", new.id).state is MemoryState.DELETED
    assert [h.content for h in mem.search("u1", "where does the user live")][:1] == ["User lives in Shanghai"]
    with pytest.raises(ConflictError, match="already undone"):
        mem.undo("u1", entry.id)
    with pytest.raises(ConflictError):
        mem.update("u1", new.id, "again")  # not current any more


def test_update_importance_and_type_keeps_text_and_is_undoable(mem: Memory) -> None:
    rec = mem.add("u1", "我喜欢喝美式咖啡", type="fact", importance=0.5)
    new = mem.update("u1", rec.id, importance=0.95, type="preference")
    assert (new.content, new.importance, new.type, new.supersedes) == ("我喜欢喝美式咖啡", 0.95, "preference", rec.id)
    assert [m.id for m in mem.list("u1")] == [new.id]
    assert mem.search("u1", "咖啡")[0].memory == new
    entry = next(h for h in mem.history("u1", new.id) if h.event == "update")
    assert entry.old_content == entry.new_content == "我喜欢喝美式咖啡"
    assert "importance 0.50 -> 0.95" in entry.reason and "type fact -> preference" in entry.reason
    back = mem.undo("u1", entry.id)
    assert (back.id, back.importance, back.type) == (rec.id, 0.5, "fact") and back.is_current
    assert mem.get("u1", new.id).state is MemoryState.DELETED


def test_update_marks_confirmed_and_text_with_importance(mem: Memory) -> None:
    rec = mem.add("u1", "I work at Initech as a data engineer.", type="fact", source=Source.EXTRACTOR)
    assert not rec.verified and rec.source is Source.EXTRACTOR
    ok = mem.update("u1", rec.id, verified=True, reason="user said yes")
    assert ok.verified and ok.confidence == 1.0 and ok.content == rec.content and ok.source is Source.EXTRACTOR
    assert next(h for h in mem.history("u1", ok.id) if h.event == "update").reason == "user said yes; confirmed"
    both = mem.update("u1", ok.id, "I work at Globex as a data engineer.", importance=0.7)
    assert (both.content, both.importance, both.verified, both.source) == (
        "I work at Globex as a data engineer.",
        0.7,
        True,
        Source.USER,
    )
    undone = mem.update("u1", both.id, verified=False)
    assert not undone.verified and undone.importance == 0.7


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"importance": 1.5}, "importance"),
        ({"importance": -0.1}, "importance"),
        ({"type": "Not A Type!"}, "type"),
        ({"type": "类型"}, "type"),
        ({}, "content"),
        ({"content": "   "}, "content"),
    ],
)
def test_update_refuses_bad_input_and_writes_nothing(mem: Memory, kwargs: dict[str, object], field: str) -> None:
    rec = mem.add("u1", "用户住在杭州", type="personal")
    with pytest.raises(ValidationError) as exc:
        mem.update("u1", rec.id, **kwargs)  # type: ignore[arg-type]
    assert exc.value.field == field
    assert [m.id for m in mem.list("u1")] == [rec.id]
    assert [h.event for h in mem.history("u1")] == ["add"]


def test_delete_restore_and_undo_of_delete(mem: Memory) -> None:
    rec = mem.add("u1", "用户对花生过敏", type="personal")
    mem.delete("u1", rec.id, reason="test")
    with pytest.raises(ConflictError, match="already deleted"):
        mem.delete("u1", rec.id)
    entry = mem.history("u1", rec.id)[0]
    assert entry.event == "delete" and entry.old_state is MemoryState.ACTIVE
    assert mem.undo("u1", entry.id).state is MemoryState.ACTIVE
    mem.forget("u1", rec.id)
    assert mem.restore("u1", rec.id).state is MemoryState.ACTIVE
    events = [h.event for h in mem.history("u1", rec.id)]
    assert events[:3] == ["restore", "forget", "undo"]


def test_undo_add_soft_deletes(mem: Memory) -> None:
    rec = mem.add("u1", "User wants to learn Rust")
    add_entry = mem.history("u1", rec.id)[-1]
    assert add_entry.event == "add"
    assert mem.undo("u1", add_entry.id).state is MemoryState.DELETED


def test_settings_defaults_and_validation(mem: Memory) -> None:
    s = mem.settings("u1")
    assert (s.memory_silent_minutes, s.memory_extraction_enabled, s.memory_context_messages) == (2, True, 6)
    assert s.auto_extract and s.show_references and s.memory_enabled and not s.temporary_mode
    s2 = mem.update_settings("u1", memory_silent_minutes=5)
    assert mem.settings("u1").memory_silent_minutes == 5 == s2.memory_silent_minutes
    assert mem.settings("u2").memory_silent_minutes == 2
    with pytest.raises(ValidationError, match="memory_context_messages"):
        mem.update_settings("u1", memory_context_messages=-1)
    with pytest.raises(ValidationError, match="no_such_setting"):
        mem.update_settings("u1", no_such_setting=1)


@pytest.mark.parametrize(
    ("content", "match"),
    [
        ("", "empty"),
        ("   \n\t ", "empty"),
        ("x" * 1_048_576, "limit"),
        ("hello\x00world", "U\\+0000"),
        ("bell\x07", "U\\+0007"),
        (None, "must be text"),
        (42, "must be text"),
    ],
)
def test_bad_message_content(mem: Memory, content: object, match: str) -> None:
    t = mem.topics.create("u1")
    with pytest.raises(ValidationError, match=match):
        mem.messages.add(t.id, "user", content)  # type: ignore[arg-type]
    assert mem.messages.list(t.id) == []
    assert mem.topics.get(t.id).last_active_at is None


def test_bad_roles_ids_and_users(mem: Memory) -> None:
    t = mem.topics.create("u1")
    with pytest.raises(ValidationError, match="unknown role 'robot'; use one of: user, assistant"):
        mem.messages.add(t.id, "robot", "hi")
    with pytest.raises(NotFoundError, match="topic 'top_nope' not found"):
        mem.messages.add("top_nope", "user", "hi")
    with pytest.raises(NotFoundError, match="memory 'mem_nope' not found"):
        mem.get("u1", "mem_nope")
    for bad_user in ("", "   ", "a\x00b", "x" * 129, None):
        with pytest.raises(ValidationError, match="user_id"):
            mem.search(bad_user, "hi")  # type: ignore[arg-type]
    with pytest.raises(ValidationError, match="created_at"):
        mem.messages.add(t.id, "user", "hi", created_at="yesterday-ish")


def test_batch_is_all_or_nothing(mem: Memory) -> None:
    t = mem.topics.create("u1")
    with pytest.raises(ValidationError, match=r"messages\[1\]"):
        mem.messages.add_many(t.id, [("user", "ok", None), ("user", "", None)])
    assert mem.messages.list(t.id) == []


def test_mixed_scripts_and_emoji_are_fine(mem: Memory, clock: FixedClock) -> None:
    t = mem.topics.create("u1", "🎉 party")
    m = mem.messages.add(t.id, Role.USER, "周末 party 🎉 at 渋谷, café crème ☕ — очень хорошо")
    assert m.content.startswith("周末 party 🎉") and m.created_at == clock.now()
    assert mem.topics.get(t.id).last_active_at == clock.now()
    rec = mem.add("u1", "喜欢 café crème ☕")
    assert mem.search("u1", "café", k=1)[0].id == rec.id


def test_erase_needs_confirmation(mem: Memory) -> None:
    mem.add("u1", "something")
    with pytest.raises(ValidationError, match="confirm=True"):
        mem.erase_user("u1")
    assert mem.count("u1") == 1


def test_imported_history_keeps_its_times(mem: Memory) -> None:
    t = mem.topics.create("u1")
    msgs = mem.messages.add_many(
        t.id, [("user", "old message", "2025-01-02T03:04:05+08:00"), ("assistant", "old reply", None)]
    )
    assert msgs[0].created_at.isoformat() == "2025-01-01T19:04:05+00:00"
    assert [m.seq for m in msgs] == sorted(m.seq for m in msgs)


def test_update_adds_the_messages_a_new_text_was_read_from_and_only_the_users_own(mem: Memory) -> None:
    mine = mem.topics.create("li")
    first = mem.messages.add(mine.id, "user", "我的下属吴杰明是专科毕业的")
    later = mem.messages.add(mine.id, "user", "哦不对，他其实是本科")
    theirs = mem.messages.add(mem.topics.create("other").id, "user", "我住在成都")
    assert first is not None and later is not None and theirs is not None
    rec = mem.add("li", "吴杰明是用户的下属，学历是专科")
    with pytest.raises(ValidationError):
        mem.update("li", rec.id, "吴杰明是用户的下属，学历是本科", message_ids=[theirs.id])
    with pytest.raises(ValidationError):
        mem.update("li", rec.id, "吴杰明是用户的下属，学历是本科", message_ids="msg_x")  # type: ignore[arg-type]
    assert mem.get("li", rec.id).is_current  # nothing was written
    new = mem.update("li", rec.id, "吴杰明是用户的下属，学历是本科", message_ids=[later.id, later.id])
    assert new.message_ids == (later.id,)
