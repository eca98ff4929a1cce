"""`RemoteMemory` against a real server gives what `Memory` gives: same models, same errors; and so do
their asyncio twins `AsyncMemory` and `AsyncRemoteMemory`."""

from __future__ import annotations

import asyncio
import inspect
import json
import re
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import pytest
from pydantic import BaseModel

from jiyi import (
    AccessDeniedError,
    AsyncMemory,
    ConflictError,
    FixedClock,
    JiyiError,
    Memory,
    MemoryRecord,
    NotFoundError,
    SearchHit,
    Topic,
    ValidationError,
)
from jiyi.client import AsyncRemoteMemory, RemoteMemory
from jiyi.embedders import USEEmbedder
from jiyi.server import AuthConfig, LiveServer, create_app

from .conftest import T0, DbFactory


class Blocking:
    """An async face driven by the sync scenario: each call runs to its end on one event loop (an async
    export is collected into a list, which is what the scenario makes of the sync one)."""

    def __init__(self, target: Any, runner: asyncio.Runner) -> None:
        self._target, self._runner = target, runner

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._target, name)
        if name in ("topics", "messages"):
            return Blocking(attr, self._runner)

        def call(*args: Any, **kwargs: Any) -> Any:
            result = attr(*args, **kwargs)
            if inspect.isasyncgen(result):
                return self._runner.run(_collect(result))
            assert inspect.iscoroutine(result), f"{name} is not awaitable"
            return self._runner.run(result)

        return call


async def _collect(lines: AsyncIterator[str]) -> list[str]:
    return [line async for line in lines]


Face = Memory | RemoteMemory | Blocking


@pytest.fixture(params=["library", "http", "async-library", "async-http"])
def face(request: pytest.FixtureRequest, mem: Memory, db_factory: DbFactory, embedder: USEEmbedder) -> Iterator[Face]:
    if request.param == "library":
        yield mem
        return
    if request.param == "async-library":
        with asyncio.Runner() as runner:
            amem = AsyncMemory(db_factory("async.db"), embedder=embedder, clock=FixedClock(T0))
            yield Blocking(amem, runner)
            runner.run(amem.close())
        return
    with LiveServer(create_app(mem, auth=AuthConfig(open=True))) as server:
        if request.param == "http":
            with RemoteMemory(server.url, user_id="li") as remote:
                yield remote
            return
        with asyncio.Runner() as runner:
            aremote = AsyncRemoteMemory(server.url, user_id="li")
            yield Blocking(aremote, runner)
            runner.run(aremote.close())


def _outcome(fn: Callable[[], Any]) -> Any:
    try:
        result = fn()
    except JiyiError as exc:
        # The server checks request shapes itself, so messages and field paths may be worded differently.
        return {"raised": type(exc).__name__}
    if isinstance(result, BaseModel):
        return {"type": type(result).__name__, **result.model_dump(mode="json")}
    if isinstance(result, list):
        return [_outcome(lambda r=r: r) for r in result]
    return result


def _scenario(m: Face) -> list[Any]:
    out: list[Any] = []
    step = out.append
    t = m.topics.create("li", "tech")
    step(_outcome(lambda: t))
    step(_outcome(lambda: m.messages.add(t.id, "user", "我叫李明，是后端工程师。", user_id="li")))
    step(
        _outcome(
            lambda: m.messages.add_many(t.id, [("user", "我决定用 FastAPI 了", None), ("assistant", "好的", None)])
        )
    )
    step(_outcome(lambda: m.messages.add_many(t.id, [("user", "ok", None), ("robot", "x", None)], user_id="li")))
    step(_outcome(lambda: m.messages.list(t.id, user_id="li")))
    step(_outcome(lambda: m.extract(t.id, user_id="li")))
    step(_outcome(lambda: m.topics.get(t.id, user_id="li")))
    step(_outcome(lambda: m.topics.list("li")))
    a = m.add("li", "测试环境 IP 段是 10.0.0.x", type="fact")
    step(_outcome(lambda: a))
    step(_outcome(lambda: m.add("li", "测试环境 IP 段是 10.0.0.x", type="fact")))
    # agent scopes and metadata travel the same way over every face
    ta = m.topics.create("li", "客服", agent_id="support", metadata={"渠道": "app"})
    step(_outcome(lambda: ta))
    step(_outcome(lambda: m.topics.list("li", agent_id="support")))
    step(
        _outcome(
            lambda: m.add("li", "订单号是 A-1024", type="fact", agent_id="support", metadata={"渠道": "app", "n": 1})
        )
    )
    step(_outcome(lambda: m.search("li", "订单号", agent_id="support", filters={"渠道": "app"}, record_access=False)))
    step(_outcome(lambda: m.search("li", "订单号", agent_id="sales", record_access=False)))
    step(_outcome(lambda: m.list("li", agent_id="support", filters={"n": {"$in": [1, 2]}})))
    step(_outcome(lambda: m.count("li", filters={"渠道": "web"})))
    step(_outcome(lambda: m.count("li", agent_id="support")))
    step(_outcome(lambda: m.context("li", "我的订单号是多少", agent_id="support")))
    step(_outcome(lambda: m.context("li", "我的订单号是多少", filters={"渠道": "web"})))
    step(_outcome(lambda: m.add("li", "订单备注", agent_id=" ", metadata={"a": 1})))
    new = m.update("li", a.id, "测试环境 IP 段是 10.1.0.x", reason="moved")
    step(_outcome(lambda: new))
    step(_outcome(lambda: m.update("li", new.id, importance=1.5)))
    step(_outcome(lambda: m.update("li", new.id, type="不是类型")))
    step(_outcome(lambda: m.update("li", new.id)))
    new = m.update("li", new.id, importance=0.3, type="Setting", verified=False)
    step(_outcome(lambda: new))
    step(_outcome(lambda: m.search("li", "测试环境的网段", k=3)))
    step(_outcome(lambda: m.search("li", "what is my job", k=3, record_access=False)))
    step(_outcome(lambda: m.context("li", "帮我写个接口")))
    step(_outcome(lambda: m.delete("li", new.id, reason="wrong")))
    step(_outcome(lambda: m.delete("li", new.id)))
    step(_outcome(lambda: m.restore("li", new.id)))
    step(_outcome(lambda: m.forget("li", new.id)))
    history = m.history("li", new.id)
    step(_outcome(lambda: history))
    step(_outcome(lambda: m.undo("li", history[0].id)))
    step(_outcome(lambda: m.undo("li", history[0].id)))
    step(_outcome(lambda: m.list("li", states=None, current_only=False, sort="created_asc")))
    step(_outcome(lambda: m.get("li", "mem_missing")))
    step(_outcome(lambda: m.get("wang", a.id)))
    step(_outcome(lambda: m.topics.get(t.id, user_id="wang")))
    step(_outcome(lambda: m.add("li", "   ")))
    step(_outcome(lambda: m.update_settings("li", recall_top_k=5)))
    step(_outcome(lambda: m.update_settings("li", recall_top_k=500)))
    step(_outcome(lambda: m.update_settings("li", nonsense=True)))
    step(_outcome(lambda: m.settings("li")))
    step(_outcome(lambda: m.stats("li")))
    step(_outcome(lambda: m.search_messages("li", "我们聊过用什么框架", k=2)))
    step(_outcome(lambda: m.search_messages("li", "   ")))
    step(_outcome(lambda: m.count("li")))
    step(_outcome(lambda: m.count("li", states=None, current_only=False)))
    step(_outcome(lambda: list(m.export_user("li"))))
    step(_outcome(lambda: m.import_user("zhao", list(m.export_user("li")))))
    step(_outcome(lambda: m.clear("zhao")))
    step(_outcome(lambda: m.clear("zhao", confirm=True)))
    step(_outcome(lambda: m.count("zhao")))
    step(_outcome(lambda: m.forget_about("li", "FastAPI 框架", dry_run=True)))
    step(_outcome(lambda: m.forget_about("li", "FastAPI")))
    step(_outcome(lambda: m.forget_about("li", "   ")))
    step(_outcome(lambda: m.forget_topic("wang", t.id)))
    step(_outcome(lambda: m.forget_topic("li", t.id, reason="请忘掉这段对话")))
    step(_outcome(lambda: m.forget_topic("li", t.id)))
    step(_outcome(lambda: m.topics.list("li", forgotten=True)))
    step(_outcome(lambda: m.messages.list(t.id, user_id="li")))
    step(_outcome(lambda: m.restore_topic("li", t.id)))
    step(_outcome(lambda: m.restore_topic("li", t.id)))
    step(_outcome(lambda: m.forget_topic("li", t.id, erase=True)))
    step(_outcome(lambda: m.topics.get(t.id, user_id="li")))
    step(_outcome(lambda: m.erase_user("li")))
    step(_outcome(lambda: m.erase_user("li", confirm=True)))
    step(_outcome(lambda: m.list("li")))
    return out


_ID = re.compile(r"\b(top|msg|mem|his)_[0-9a-z]{6,}")


def _normalise(transcript: list[Any]) -> str:
    text = json.dumps(transcript, ensure_ascii=False, sort_keys=True)
    seen: dict[str, str] = {}
    return _ID.sub(lambda mt: seen.setdefault(mt.group(), f"{mt.group(1)}#{len(seen)}"), text)


def test_same_scenario_same_results(face: Face, db_factory: DbFactory, embedder: USEEmbedder) -> None:
    with Memory(db_factory("reference.db"), embedder=embedder, clock=FixedClock(T0)) as reference:
        expected = _scenario(reference)
    got = _scenario(face)
    for i, (g, e) in enumerate(zip(got, expected, strict=True)):
        assert _normalise([g]) == _normalise([e]), f"step {i}"
    flat = json.dumps(got, ensure_ascii=False)
    for raised in ("NotFoundError", "ConflictError", "ValidationError"):
        assert raised in flat


def test_typed_results_and_errors(mem: Memory) -> None:
    app = create_app(mem)  # keys in the memory's own database
    secret, _ = app.state.auth.keys.create(user_id="li", now=T0)
    with LiveServer(app) as server:
        with RemoteMemory(server.url, api_key=secret) as li:
            topic = li.topics.create("li", "tech")
            assert isinstance(topic, Topic) and li.topics.get(topic.id) == topic  # no user named: the key's own
            rec = li.add("li", "I prefer dark roast coffee", type="preference")
            assert isinstance(rec, MemoryRecord)
            hits = li.search("li", "coffee")
            assert isinstance(hits[0], SearchHit) and hits[0].memory == li.get("li", rec.id).model_copy(
                update={"access_count": 0, "last_accessed_at": None}
            )
            with pytest.raises(AccessDeniedError) as denied:
                li.list("wang")
            assert denied.value.status == 403
            with pytest.raises(NotFoundError) as missing:
                li.get("li", "mem_nothing")
            assert (missing.value.kind, missing.value.object_id) == ("memory", "mem_nothing")
            with pytest.raises(ConflictError):
                li.restore("li", rec.id)
            with pytest.raises(ValidationError) as bad:
                li.update_settings("li", recall_top_k=0)
            assert bad.value.field == "recall_top_k"
        with RemoteMemory(server.url, api_key="wrong") as anon, pytest.raises(AccessDeniedError) as no_key:
            anon.list("li")
        assert no_key.value.status == 401
    with RemoteMemory("http://127.0.0.1:9", timeout=2) as nowhere, pytest.raises(JiyiError, match="cannot reach"):
        nowhere.settings("li")
