"""`AsyncMemory` and `AsyncRemoteMemory`: the sync APIs, awaitable, on a real store, a real server and the
bundled embedder. (The whole library scenario runs through both in tests/test_client.py.)"""

from __future__ import annotations

import asyncio
import inspect
import threading
from collections.abc import Sequence
from typing import Any, Literal

import pytest

from jiyi import (
    AccessDeniedError,
    AsyncMemory,
    FixedClock,
    JiyiError,
    Memory,
    NotFoundError,
    UserError,
    ValidationError,
)
from jiyi._async_memory import AsyncEntities, AsyncMessages, AsyncReview, AsyncTopics, MemoryOptions
from jiyi._entities import Entities
from jiyi._memory import Messages, Topics
from jiyi._review import Review
from jiyi.client import (
    AsyncRemoteMemory,
    AsyncRemoteMessages,
    AsyncRemoteTopics,
    RemoteMemory,
    RemoteMessages,
    RemoteTopics,
)
from jiyi.embedders import USEEmbedder
from jiyi.server import LiveServer, create_app

from .conftest import T0, DbFactory


class WatchedEmbedder(USEEmbedder):
    """The bundled embedder (its model is shared with the session's), noting the threads it runs on."""

    def __init__(self) -> None:
        super().__init__()
        self.threads: set[int] = set()

    def embed(self, texts: Sequence[str], *, kind: Literal["query", "passage"] = "passage") -> Any:
        self.threads.add(threading.get_ident())
        return super().embed(texts, kind=kind)


def _public(cls: type) -> dict[str, Any]:
    return {n: v for n, v in vars(cls).items() if not n.startswith("_") and callable(v)}


def _params(fn: Any) -> list[tuple[str, Any, Any]]:
    return [(p.name, p.kind, p.default) for p in inspect.signature(fn).parameters.values()]


@pytest.mark.parametrize(
    ("sync", "twin"),
    [
        (Memory, AsyncMemory),
        (Topics, AsyncTopics),
        (Messages, AsyncMessages),
        (Entities, AsyncEntities),
        (Review, AsyncReview),
        (RemoteMemory, AsyncRemoteMemory),
        (RemoteTopics, AsyncRemoteTopics),
        (RemoteMessages, AsyncRemoteMessages),
    ],
)
def test_every_method_has_an_awaitable_twin_with_the_same_parameters(sync: type, twin: type) -> None:
    methods = _public(sync)
    assert methods, sync
    for name, method in methods.items():
        assert hasattr(twin, name), f"{twin.__name__} has no twin of {sync.__name__}.{name}"
        other = getattr(twin, name)
        assert inspect.iscoroutinefunction(other) or inspect.isasyncgenfunction(other), f"{name} is not awaitable"
        assert _params(other) == _params(method), name
        assert other.__doc__, name
    # Properties are not calls: the one of Memory that is plain data is there too; `lifecycle` (an object of
    # sync calls) is reached through `.memory`.
    props = {n for n, v in vars(sync).items() if isinstance(v, property) and not n.startswith("_")}
    assert props - {"lifecycle"} <= set(dir(twin))


def test_async_memory_takes_the_options_of_memory() -> None:
    keyword = {p.name for p in inspect.signature(Memory).parameters.values() if p.kind is p.KEYWORD_ONLY}
    assert set(MemoryOptions.__annotations__) == keyword


def test_add_search_context_extract_delete_undo(db_factory: DbFactory, embedder: USEEmbedder) -> None:
    async def scenario() -> None:
        async with AsyncMemory(db_factory("a.db"), embedder=embedder, clock=FixedClock(T0)) as mem:
            t = await mem.topics.create("li", "工作")
            await mem.messages.add(t.id, "user", "我叫李明，是后端工程师。我决定用 FastAPI 了")
            await mem.messages.add_many(t.id, [("assistant", "好的，记下了", None)])
            assert [m.role.value for m in await mem.messages.list(t.id)] == ["user", "assistant"]
            assert [x.id for x in await mem.topics.list("li")] == [t.id]
            report = await mem.extract(t.id)
            assert report.status == "done" and report.added
            hits = await mem.search("li", "用户用什么框架？")
            assert any("FastAPI" in h.memory.content for h in hits if h.memory)
            block = await mem.context("li", "帮我写个接口")
            assert "FastAPI" in block.text
            coffee, created = await mem.add_or_get("li", "李明每天早上喝一杯手冲咖啡", type="preference")
            assert created and (await mem.add_or_get("li", "李明每天早上喝一杯手冲咖啡"))[1] is False
            await mem.delete("li", coffee.id, reason="不喝了")
            assert coffee.id not in {h.id for h in await mem.search("li", "咖啡")}
            change = (await mem.history("li", coffee.id))[0]
            assert (await mem.undo("li", change.id)).state.value == "active"
            assert coffee.id in {h.id for h in await mem.search("li", "咖啡")}
            with pytest.raises(NotFoundError):
                await mem.get("li", "mem_missing")
            with pytest.raises(NotFoundError):  # another user's memory reads as missing, as in Memory
                await mem.get("wang", coffee.id)
            with pytest.raises(ValidationError):
                await mem.add("li", "   ")

    asyncio.run(scenario())


def test_concurrent_adds_and_searches_lose_nothing_and_stay_off_the_loop(db_factory: DbFactory) -> None:
    watched = WatchedEmbedder()

    async def scenario() -> tuple[int, set[str], int]:
        async with AsyncMemory(db_factory("c.db"), embedder=watched, clock=FixedClock(T0), max_workers=3) as mem:
            loop_thread = threading.get_ident()
            adds = [mem.add_or_get("li", f"第 {i} 条记忆：李明在第 {i} 周去了杭州出差") for i in range(100)]
            searches = [mem.search("li", f"第 {i} 周去了哪里") for i in range(100)]
            results = await asyncio.gather(*adds, *searches)
            added = results[:100]
            assert all(created for _, created in added)  # type: ignore[misc]
            ids = {rec.id for rec, _ in added}  # type: ignore[misc]
            stored = {r.id for r in await mem.list("li", limit=1000)}
            assert ids == stored
            return await mem.count("li"), ids, loop_thread

    count, ids, loop_thread = asyncio.run(scenario())
    assert count == 100 and len(ids) == 100
    # Every embedding ran on the AsyncMemory's own bounded pool, never on the event loop's thread.
    assert loop_thread not in watched.threads and 1 <= len(watched.threads) <= 3


def test_close_waits_for_calls_under_way_and_then_refuses(db_factory: DbFactory, embedder: USEEmbedder) -> None:
    path = db_factory("w.db")

    async def scenario() -> None:
        mem = AsyncMemory(path, embedder=embedder, clock=FixedClock(T0), max_workers=2)
        pending = [asyncio.ensure_future(mem.add("li", f"记忆 {i}：周末去西湖")) for i in range(20)]
        await asyncio.sleep(0)  # each call has reached the pool's queue
        await mem.close()
        assert all(p.done() and p.exception() is None for p in pending)
        with pytest.raises(UserError, match="closed"):
            await mem.search("li", "西湖")

    asyncio.run(scenario())
    with Memory(path, embedder=embedder) as reopened:
        assert reopened.count("li") == 20


def test_export_streams_in_batches_and_imports_back(db_factory: DbFactory, embedder: USEEmbedder) -> None:
    async def scenario() -> tuple[list[str], list[str], int]:
        # Messages unembedded (a Memory option, passed through): the test is about the stream, not recall.
        opened = AsyncMemory(db_factory("e.db"), embedder=embedder, clock=FixedClock(T0), embed_messages=False)
        async with opened as mem:
            t = await mem.topics.create("li", "长对话")
            # More lines than one batch of the export (500): the stream goes back to the pool several times.
            await mem.messages.add_many(t.id, [("user", f"第 {i} 句：今天天气不错", None) for i in range(700)])
            await mem.add("li", "李明住在杭州")
            lines = [line async for line in mem.export_user("li")]
            sync_lines = list(mem.memory.export_user("li"))
        async with AsyncMemory(db_factory("e2.db"), embedder=embedder, clock=FixedClock(T0)) as other:
            report = await other.import_user("li", lines)
            return lines, sync_lines, report.memories + report.messages

    lines, sync_lines, imported = asyncio.run(scenario())
    assert len(lines) > 700 and lines == sync_lines and imported == 1 + 700


def test_memory_and_its_options_or_a_bad_pool_are_refused(db_factory: DbFactory, embedder: USEEmbedder) -> None:
    with Memory(db_factory("o.db"), embedder=embedder) as m:
        with pytest.raises(UserError, match="not both"):
            AsyncMemory(m, embedder=embedder)
        with pytest.raises(UserError, match="max_workers"):
            AsyncMemory(m, max_workers=0)


def test_async_remote_memory_against_a_live_server(mem: Memory) -> None:
    app = create_app(mem)
    secret, _ = app.state.auth.keys.create(user_id="li", now=T0)

    async def scenario(url: str) -> None:
        async with AsyncRemoteMemory(url, api_key=secret) as li:
            t = await li.topics.create("li", "旅行")
            await li.messages.add(t.id, "user", "下个月我要去成都吃火锅")
            assert (await li.topics.get(t.id)).title == "旅行"  # no user named: the key's own
            recs = await asyncio.gather(*(li.add("li", f"李明的第 {i} 个愿望：去成都") for i in range(30)))
            assert await li.count("li") == 30 and len({r.id for r in recs}) == 30
            hits = await li.search("li", "李明想去哪里")
            assert any("成都" in h.memory.content for h in hits if h.memory)
            exported = [line async for line in li.export_user("li")]
            assert exported == list(mem.export_user("li"))
            # The same error types as the sync client, with the same details.
            with pytest.raises(NotFoundError) as missing:
                await li.get("li", "mem_nothing")
            assert (missing.value.kind, missing.value.object_id) == ("memory", "mem_nothing")
            with pytest.raises(AccessDeniedError) as denied:
                await li.list("wang")
            assert denied.value.status == 403
            with pytest.raises(ValidationError) as bad:
                await li.update_settings("li", recall_top_k=0)
            assert bad.value.field == "recall_top_k"
            with pytest.raises(AccessDeniedError):
                [line async for line in AsyncRemoteMemory(url, api_key="wrong").export_user("li")]
        async with AsyncRemoteMemory("http://127.0.0.1:9", timeout=2) as nowhere:
            with pytest.raises(JiyiError, match="cannot reach"):
                await nowhere.settings("li")

    with LiveServer(app) as server:
        asyncio.run(scenario(server.url))
        with RemoteMemory(server.url, api_key=secret) as sync_li, pytest.raises(NotFoundError) as sync_missing:
            sync_li.get("li", "mem_nothing")
        assert (sync_missing.value.kind, sync_missing.value.object_id) == ("memory", "mem_nothing")
