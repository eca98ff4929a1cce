"""User A can never read or change user B's data through any public method."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from jiyi import Memory, NotFoundError


@pytest.fixture
def two_users(mem: Memory) -> tuple[Memory, dict[str, Any]]:
    t = mem.topics.create("bob", "secrets")
    msg = mem.messages.add(t.id, "user", "我的银行卡密码是 123456，别告诉别人")
    mem.update_settings("bob", filter_sensitive=False)  # Bob keeps a real secret: the worst case to leak
    secret = mem.add("bob", "Bob 的银行卡密码是 123456", type="personal")
    mem.update("bob", secret.id, "Bob 的银行卡密码是 654321")
    hist = mem.history("bob", secret.id)[0]
    mem.add("alice", "Alice likes green tea", type="preference")
    return mem, {"topic": t.id, "message": msg.id, "memory": secret.id, "history": hist.id}


def test_search_and_list_never_cross_users(two_users: tuple[Memory, dict[str, Any]]) -> None:
    mem, _ = two_users
    for q in ("银行卡密码", "password", "123456", "Bob"):
        assert all(h.memory and h.memory.user_id == "alice" for h in mem.search("alice", q, k=50))
        assert mem.search_messages("alice", q) == []
    assert all(m.user_id == "alice" for m in mem.list("alice", states=None, current_only=False))
    assert mem.count("alice", states=None, current_only=False) == 1
    assert mem.topics.list("alice") == []
    assert "123456" not in mem.context("alice", "银行卡密码是多少").text
    assert mem.history("alice") == [] or all(h.user_id == "alice" for h in mem.history("alice"))


WRITES: list[tuple[str, Callable[[Memory, dict[str, Any]], object]]] = [
    ("get", lambda m, ids: m.get("alice", ids["memory"])),
    ("update", lambda m, ids: m.update("alice", ids["memory"], "hacked")),
    ("delete", lambda m, ids: m.delete("alice", ids["memory"])),
    ("forget", lambda m, ids: m.forget("alice", ids["memory"])),
    ("restore", lambda m, ids: m.restore("alice", ids["memory"])),
    ("history", lambda m, ids: m.history("alice", ids["memory"])),
    ("undo", lambda m, ids: m.undo("alice", ids["history"])),
    ("topics.get", lambda m, ids: m.topics.get(ids["topic"], user_id="alice")),
    ("messages.add", lambda m, ids: m.messages.add(ids["topic"], "user", "hi", user_id="alice")),
    ("messages.list", lambda m, ids: m.messages.list(ids["topic"], user_id="alice")),
    ("extract", lambda m, ids: m.extract(ids["topic"], user_id="alice")),
    ("store.get_message", lambda m, ids: m.store.get_message("alice", ids["message"])),
]


@pytest.mark.parametrize(("name", "call"), WRITES, ids=[w[0] for w in WRITES])
def test_other_users_ids_look_missing(
    two_users: tuple[Memory, dict[str, Any]], name: str, call: Callable[[Memory, dict[str, Any]], object]
) -> None:
    mem, ids = two_users
    before = mem.list("bob", states=None, current_only=False)
    msgs_before = mem.messages.list(ids["topic"])
    with pytest.raises(NotFoundError):
        call(mem, ids)
    assert mem.list("bob", states=None, current_only=False) == before
    assert mem.messages.list(ids["topic"]) == msgs_before


def test_erasing_one_user_leaves_the_other(two_users: tuple[Memory, dict[str, Any]]) -> None:
    mem, ids = two_users
    removed = mem.erase_user("alice", confirm=True)
    assert removed["memories"] == 1
    assert mem.count("bob", states=None, current_only=False) == 2
    assert mem.search("bob", "银行卡")
    mem.erase_user("bob", confirm=True)
    assert mem.count("bob", states=None, current_only=False) == 0
    assert mem.search("bob", "银行卡") == [] and mem.search_messages("bob", "银行卡") == []
    with pytest.raises(NotFoundError):
        mem.topics.get(ids["topic"])


def test_store_refuses_a_change_set_for_another_user(two_users: tuple[Memory, dict[str, Any]]) -> None:
    from jiyi import ValidationError
    from jiyi.store import ChangeSet

    mem, ids = two_users
    bob_mem = mem.get("bob", ids["memory"])
    with pytest.raises((ValidationError, NotFoundError)):
        mem.store.apply("alice", ChangeSet(updates=[bob_mem.model_copy(update={"content": "x"})]))
    forged = bob_mem.model_copy(update={"user_id": "alice", "content": "x"})
    with pytest.raises(NotFoundError):
        mem.store.apply("alice", ChangeSet(updates=[forged]))
    assert mem.get("bob", ids["memory"]).content == bob_mem.content
