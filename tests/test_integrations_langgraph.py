"""jiyi.integrations.langgraph.JiyiStore against LangGraph's `BaseStore` interface, on SQLite and PostgreSQL.

LangGraph publishes no conformance suite for stores (langgraph-checkpoint-conformance covers checkpointers only),
so these tests follow the interface's documented behaviour: put / get / delete / search / list_namespaces and
their async twins, through the public `BaseStore` methods and inside a compiled graph.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path
from typing import TypedDict

import pytest
from langgraph.graph import START, StateGraph
from langgraph.runtime import Runtime
from langgraph.store.base import InvalidNamespaceError

from jiyi import Memory, MemoryState, ValidationError
from jiyi.integrations.langgraph import JiyiStore, namespace_scope

SRC = str(Path(__file__).resolve().parents[1] / "src")


@pytest.fixture
def store(mem: Memory) -> JiyiStore:
    return JiyiStore(mem)


def test_put_get_round_trip_is_a_memory_of_the_user(store: JiyiStore, mem: Memory) -> None:
    store.put(("李明", "coach"), "diet", {"content": "李明不吃辣，喜欢清淡的粤菜", "type": "preference"})
    item = store.get(("李明", "coach"), "diet")
    assert item is not None
    assert item.key == "diet" and item.namespace == ("李明", "coach")
    assert item.value == {"content": "李明不吃辣，喜欢清淡的粤菜", "type": "preference", "importance": 0.9}
    # A thin layer: the item is an ordinary memory of user 李明, found by jiyi's own search and listing.
    [rec] = mem.list("李明")
    assert rec.content == "李明不吃辣，喜欢清淡的粤菜" and rec.type == "preference"
    assert mem.search("李明", "他能吃川菜吗？", k=1)[0].id == rec.id
    assert mem.history("李明", rec.id)[0].event == "add"
    # The scope is a topic of the user; another namespace or another user sees nothing.
    assert mem.topics.get(rec.topic_id or "", user_id="李明").title == "LangGraph coach"
    assert store.get(("李明", "doctor"), "diet") is None
    assert store.get(("王芳", "coach"), "diet") is None
    assert mem.list("王芳") == []


def test_put_again_makes_a_new_version_and_keeps_created_at(store: JiyiStore, mem: Memory) -> None:
    ns = ("li", "coach")
    store.put(ns, "diet", {"content": "李明不吃辣"})
    first = store.get(ns, "diet")
    store.put(ns, "diet", {"content": "李明现在能吃一点微辣", "importance": 0.6})
    second = store.get(ns, "diet")
    assert first is not None and second is not None
    assert second.value == {"content": "李明现在能吃一点微辣", "type": "manual", "importance": 0.6}
    assert second.created_at == first.created_at
    [current] = mem.list("li")
    assert current.content == "李明现在能吃一点微辣" and current.supersedes is not None
    # The old text stays in history, undoable.
    assert any(h.event == "supersede" and h.old_content == "李明不吃辣" for h in mem.history("li"))
    store.put(ns, "diet", {"content": "李明现在能吃一点微辣", "importance": 0.6})  # the same value: no new version
    assert mem.list("li")[0].id == current.id


def test_delete_is_soft_and_a_later_put_brings_the_item_back(store: JiyiStore, mem: Memory) -> None:
    ns = ("li", "coach")
    store.put(ns, "diet", {"content": "李明不吃辣"})
    store.delete(ns, "diet")
    assert store.get(ns, "diet") is None
    assert store.search(("li",)) == []
    [gone] = mem.list("li", states=["deleted"])
    assert gone.state is MemoryState.DELETED  # nothing destroyed: restorable in jiyi
    store.delete(ns, "diet")  # deleting a deleted item is a no-op, as in LangGraph's stores
    store.put(ns, "diet", {"content": "李明又不吃辣了"})
    item = store.get(ns, "diet")
    assert item is not None and item.value["content"] == "李明又不吃辣了"
    assert [r.content for r in mem.list("li")] == ["李明又不吃辣了"]


def test_search_with_a_query_is_hybrid_recall_within_the_prefix(store: JiyiStore, mem: Memory) -> None:
    store.put(("li", "coach"), "diet", {"content": "李明不吃辣，喜欢清淡的粤菜"})
    store.put(("li", "coach"), "sport", {"content": "李明每周二晚上打羽毛球"})
    store.put(("li", "work"), "stack", {"content": "李明的后端用 FastAPI 和 PostgreSQL"})
    store.put(("wang", "coach"), "diet", {"content": "王芳最爱吃辣的川菜"})
    native = mem.add("li", "李明的女儿叫小雨，今年五岁")  # a memory jiyi holds outside any scope

    hits = store.search(("li",), query="他能吃川菜吗？", limit=2)
    assert hits[0].key == "diet" and hits[0].namespace == ("li", "coach")
    assert hits[0].score is not None and hits[0].score >= hits[1].score  # type: ignore[operator]
    assert all(h.namespace[0] == "li" for h in store.search(("li",), query="吃辣", limit=10))

    scoped = store.search(("li", "work"), query="他用什么框架？")
    assert [(h.namespace, h.key) for h in scoped] == [(("li", "work"), "stack")]
    # The user's own memories answer under (user,), keyed by their memory id, and `get` finds them by it.
    kid = store.search(("li",), query="女儿叫什么名字？", limit=1)[0]
    assert (kid.key, kid.namespace) == (native.id, ("li",))
    got = store.get(("li",), native.id)
    assert got is not None and got.value["content"] == "李明的女儿叫小雨，今年五岁"
    assert store.get(("li", "coach"), native.id) is None


def test_search_without_a_query_lists_with_filter_limit_and_offset(store: JiyiStore) -> None:
    ns = ("li", "notes")
    for i in range(5):
        store.put(ns, f"n{i}", {"content": f"第{i}条笔记：李明在读第{i}章", "type": "fact" if i % 2 else "plan"})
    listed = store.search(ns)
    assert sorted(h.key for h in listed) == [f"n{i}" for i in range(5)] and all(h.score is None for h in listed)
    plans = store.search(ns, filter={"type": "plan"})
    assert sorted(h.key for h in plans) == ["n0", "n2", "n4"]
    page = store.search(ns, limit=2, offset=1)
    assert [h.key for h in page] == [h.key for h in listed[1:3]]
    assert [h.key for h in store.search(ns, query="第三章", filter={"type": "fact"}, limit=5)] != []
    assert {h.value["type"] for h in store.search(ns, query="笔记", filter={"type": "fact"}, limit=5)} == {"fact"}


def test_list_namespaces(store: JiyiStore, mem: Memory) -> None:
    store.put(("li", "coach", "diet"), "a", {"content": "李明不吃辣"})
    store.put(("li", "work"), "b", {"content": "李明用 FastAPI"})
    store.put(("wang", "coach", "diet"), "c", {"content": "王芳爱吃辣"})
    assert store.list_namespaces() == [("li", "coach", "diet"), ("li", "work"), ("wang", "coach", "diet")]
    assert store.list_namespaces(prefix=("li",)) == [("li", "coach", "diet"), ("li", "work")]
    assert store.list_namespaces(suffix=("diet",)) == [("li", "coach", "diet"), ("wang", "coach", "diet")]
    assert store.list_namespaces(prefix=("*", "coach")) == [("li", "coach", "diet"), ("wang", "coach", "diet")]
    assert store.list_namespaces(max_depth=1) == [("li",), ("wang",)]
    assert store.list_namespaces(limit=1, offset=1) == [("li", "work")]
    store.delete(("li", "work"), "b")
    assert store.list_namespaces(prefix=("li",)) == [("li", "coach", "diet")]
    mem.add("li", "李明的女儿叫小雨")
    assert ("li",) in store.list_namespaces(prefix=("li",))


def test_async_twins_and_batch(store: JiyiStore) -> None:
    async def run() -> None:
        await store.aput(("li", "coach"), "diet", {"content": "李明不吃辣"})
        await store.aput(("li", "coach"), "sport", {"content": "李明周二打羽毛球"})
        item = await store.aget(("li", "coach"), "diet")
        assert item is not None and item.value["content"] == "李明不吃辣"
        hits = await store.asearch(("li",), query="运动", limit=1)
        assert hits[0].key == "sport"
        assert await store.alist_namespaces() == [("li", "coach")]
        await store.adelete(("li", "coach"), "sport")
        assert await store.aget(("li", "coach"), "sport") is None

    asyncio.run(run())


def test_bad_input_is_refused_and_writes_nothing(store: JiyiStore, mem: Memory) -> None:
    for value in ({"text": "李明不吃辣"}, {"content": "李明不吃辣", "extra": 1}, {"content": ""}, {"content": 3}):
        with pytest.raises(ValidationError):
            store.put(("li", "coach"), "diet", value)
    with pytest.raises(ValidationError, match="importance"):
        store.put(("li", "coach"), "diet", {"content": "李明不吃辣", "importance": 3})
    with pytest.raises(ValidationError, match="type"):
        store.put(("li", "coach"), "diet", {"content": "李明不吃辣", "type": "不是类型"})
    with pytest.raises(ValidationError):  # a secret is never stored (the user's filter_sensitive switch)
        store.put(("li", "coach"), "pw", {"content": "我的银行卡密码是 839201，别告诉别人"})
    with pytest.raises(ValidationError):
        store.put(("li", "coach"), "k" * 300, {"content": "李明不吃辣"})
    with pytest.raises(InvalidNamespaceError):
        store.put(("li", "co.ach"), "diet", {"content": "李明不吃辣"})
    with pytest.raises(InvalidNamespaceError):
        store.put((), "diet", {"content": "李明不吃辣"})
    assert mem.count("li", states=None, current_only=False) == 0
    assert mem.topics.list("li") == []


def test_namespace_scope_maps_user_and_scope() -> None:
    assert namespace_scope(("李明",)) == ("李明", ())
    assert namespace_scope(("李明", "coach", "diet")) == ("李明", ("coach", "diet"))
    with pytest.raises(ValidationError):
        namespace_scope(())


def test_a_graph_node_reads_and_writes_the_store(store: JiyiStore) -> None:
    """The store inside a compiled LangGraph graph, reached through the runtime like any BaseStore."""

    class State(TypedDict):
        user: str
        question: str
        answer: str

    def remember(state: State, runtime: Runtime[None]) -> dict[str, str]:
        assert runtime.store is not None
        runtime.store.put((state["user"], "chat"), "city", {"content": "李明住在杭州西湖区"})
        hits = runtime.store.search((state["user"],), query=state["question"], limit=1)
        return {"answer": hits[0].value["content"] if hits else ""}

    graph = StateGraph(State).add_node("remember", remember).add_edge(START, "remember").compile(store=store)
    out = graph.invoke({"user": "li", "question": "他住在哪个城市？", "answer": ""})
    assert out["answer"] == "李明住在杭州西湖区"
    assert store.get(("li", "chat"), "city") is not None


def test_import_jiyi_needs_no_framework() -> None:
    """The integrations are optional extras: `import jiyi` (and the integrations package) load none of them."""
    code = (
        "import sys, jiyi, jiyi.integrations\n"
        "loaded = [m for m in sys.modules if m.split('.')[0] in ('langgraph', 'agents', 'langchain_core')]\n"
        "assert not loaded, loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, env={**os.environ, "PYTHONPATH": SRC})


def test_a_put_that_loses_the_race_to_create_a_key_becomes_its_next_version(store: JiyiStore, mem: Memory) -> None:
    """Two writers put a new key at once: both find nothing and both write its first version; the import of the
    later one is left out (the id is taken), so it must land as the next version, not vanish."""
    store.put(("li", "coach"), "diet", {"content": "李明不吃辣"})
    store._create("li", ("coach",), "diet", "李明能吃微辣", "manual", 0.9)  # the racer, past its own lookup
    item = store.get(("li", "coach"), "diet")
    assert item is not None and item.value["content"] == "李明能吃微辣"
    assert [h.event for h in mem.history("li")].count("add") == 1
