"""`RemoteMemory` and `AsyncRemoteMemory`: the `Memory` API over HTTP, against a `jiyi serve` server.

```python
from jiyi.client import AsyncRemoteMemory, RemoteMemory
mem = RemoteMemory("http://127.0.0.1:8765", api_key="jy_…")
t = mem.topics.create("li", "tech")
mem.messages.add(t.id, "user", "我决定用 FastAPI 了")
hits = mem.search("li", "用户用什么框架？")

async with AsyncRemoteMemory("http://127.0.0.1:8765", api_key="jy_…") as amem:
    hits = await amem.search("li", "用户用什么框架？")
```

Methods take the same arguments and return the same typed models as `Memory`, and raise the same errors,
rebuilt from the server's ``{"error": {"type", "message", "field"}}`` bodies. Every call names its user in
``X-Jiyi-User`` (a user key may only name its own user; an admin key or an open server may name anyone).
`transport` accepts any httpx transport (``httpx.MockTransport`` in tests of your own code; an async one
for `AsyncRemoteMemory`). Both clients send the requests built in `jiyi._remote_calls`; the methods below
are generated from them, so the two stay the same call for call.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import AsyncIterator, Callable, Coroutine, Iterator
from typing import Any, Concatenate, ParamSpec, TypeVar

import httpx

from ._remote_calls import Call, MemoryCalls, MessageCalls, TopicCalls, error_from_response, transport_error
from ._remote_review import ReviewCalls

__all__ = ["AsyncRemoteMemory", "RemoteMemory", "error_from_response"]

P = ParamSpec("P")
T = TypeVar("T")


def _options(base_url: str, api_key: str | None, timeout: float) -> dict[str, Any]:
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    return {"base_url": base_url.rstrip("/"), "headers": headers, "timeout": timeout}


def _returns_value(twin: Callable[..., Any], build: Callable[..., Any]) -> None:
    # help() and inspect show the builder's parameters; its `Call[X]` becomes the X the twin gives (or awaits).
    sig = inspect.signature(build)
    value = sig.return_annotation
    if isinstance(value, str) and value.startswith("Call[") and value.endswith("]"):
        value = value[len("Call[") : -1]
    twin.__signature__ = sig.replace(return_annotation=value)  # type: ignore[attr-defined]


def _sync(build: Callable[Concatenate[Any, P], Call[T]]) -> Callable[Concatenate[Any, P], T]:
    """A client method that builds its call with `build` and sends it with the blocking client."""

    @functools.wraps(build)
    def method(self: _Sync, /, *args: P.args, **kwargs: P.kwargs) -> T:
        call = build(self._calls, *args, **kwargs)
        try:
            response = self._client.request(call.method, call.path, **call.request())
        except httpx.HTTPError as exc:
            raise transport_error(exc, self._client.base_url) from exc
        return call.read(response)

    _returns_value(method, build)
    return method


def _async(build: Callable[Concatenate[Any, P], Call[T]]) -> Callable[Concatenate[Any, P], Coroutine[Any, Any, T]]:
    """The awaitable twin of `_sync`, over ``httpx.AsyncClient``."""

    @functools.wraps(build)
    async def method(self: _Async, /, *args: P.args, **kwargs: P.kwargs) -> T:
        call = build(self._calls, *args, **kwargs)
        try:
            response = await self._client.request(call.method, call.path, **call.request())
        except httpx.HTTPError as exc:
            raise transport_error(exc, self._client.base_url) from exc
        return call.read(response)

    _returns_value(method, build)
    return method


class _Sync:
    def __init__(self, client: httpx.Client, calls: Any) -> None:
        self._client, self._calls = client, calls


class _Async:
    def __init__(self, client: httpx.AsyncClient, calls: Any) -> None:
        self._client, self._calls = client, calls


# --- blocking ---------------------------------------------------------------------------------------
class RemoteTopics(_Sync):
    """`mem.topics` over HTTP."""

    create = _sync(TopicCalls.create)
    get = _sync(TopicCalls.get)
    list = _sync(TopicCalls.list)


class RemoteMessages(_Sync):
    """`mem.messages` over HTTP."""

    add = _sync(MessageCalls.add)
    add_many = _sync(MessageCalls.add_many)
    list = _sync(MessageCalls.list)


class RemoteReview(_Sync):
    """`mem.review` over HTTP: the stored review items, "ignore" / "reopen", the scan and the quality reports."""

    items = _sync(ReviewCalls.items)
    get = _sync(ReviewCalls.get)
    ignore = _sync(ReviewCalls.ignore)
    reopen = _sync(ReviewCalls.reopen)
    scan = _sync(ReviewCalls.scan)
    report = _sync(ReviewCalls.report)
    reports = _sync(ReviewCalls.reports)


class RemoteMemory(_Sync):
    """The `Memory` API against a jiyi server. Close it (or use ``with``) to release the connection pool."""

    def __init__(
        self,
        base_url: str,
        api_key: str | None = None,
        user_id: str | None = None,
        *,
        timeout: float = 30,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        super().__init__(httpx.Client(**_options(base_url, api_key, timeout), transport=transport), MemoryCalls(self))
        self.user_id = user_id
        self.topics = RemoteTopics(self._client, TopicCalls(self))
        self.messages = RemoteMessages(self._client, MessageCalls(self))
        self.review = RemoteReview(self._client, ReviewCalls(self))

    def close(self) -> None:
        """Close the HTTP connections."""
        self._client.close()

    def __enter__(self) -> RemoteMemory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def export_user(self, user_id: str) -> Iterator[str]:
        """Everything of one user as JSON lines (streamed from the server)."""
        call = self._calls.export_user(user_id)
        with self._client.stream(call.method, call.path, **call.request()) as r:
            if r.status_code >= 400:
                r.read()
                raise error_from_response(r)
            for line in r.iter_lines():
                if line:
                    yield line

    extract = _sync(MemoryCalls.extract)
    search = _sync(MemoryCalls.search)
    search_messages = _sync(MemoryCalls.search_messages)
    context = _sync(MemoryCalls.context)
    add = _sync(MemoryCalls.add)
    add_or_get = _sync(MemoryCalls.add_or_get)
    get = _sync(MemoryCalls.get)
    list = _sync(MemoryCalls.list)
    count = _sync(MemoryCalls.count)
    clear = _sync(MemoryCalls.clear)
    update = _sync(MemoryCalls.update)
    delete = _sync(MemoryCalls.delete)
    forget = _sync(MemoryCalls.forget)
    restore = _sync(MemoryCalls.restore)
    forget_topic = _sync(MemoryCalls.forget_topic)
    restore_topic = _sync(MemoryCalls.restore_topic)
    forget_about = _sync(MemoryCalls.forget_about)
    history = _sync(MemoryCalls.history)
    undo = _sync(MemoryCalls.undo)
    stats = _sync(MemoryCalls.stats)
    todos = _sync(MemoryCalls.todos)
    complete_todo = _sync(MemoryCalls.complete_todo)
    stop_todo = _sync(MemoryCalls.stop_todo)
    reopen_todo = _sync(MemoryCalls.reopen_todo)
    snooze_todo = _sync(MemoryCalls.snooze_todo)
    jobs = _sync(MemoryCalls.jobs)
    settings = _sync(MemoryCalls.settings)
    update_settings = _sync(MemoryCalls.update_settings)  # type: ignore[arg-type]  # **kwargs: see _async_memory
    import_user = _sync(MemoryCalls.import_user)
    erase_user = _sync(MemoryCalls.erase_user)


# --- asyncio ----------------------------------------------------------------------------------------
class AsyncRemoteTopics(_Async):
    """`mem.topics` over HTTP, awaitable."""

    create = _async(TopicCalls.create)
    get = _async(TopicCalls.get)
    list = _async(TopicCalls.list)


class AsyncRemoteMessages(_Async):
    """`mem.messages` over HTTP, awaitable."""

    add = _async(MessageCalls.add)
    add_many = _async(MessageCalls.add_many)
    list = _async(MessageCalls.list)


class AsyncRemoteReview(_Async):
    """`mem.review` over HTTP, awaitable."""

    items = _async(ReviewCalls.items)
    get = _async(ReviewCalls.get)
    ignore = _async(ReviewCalls.ignore)
    reopen = _async(ReviewCalls.reopen)
    scan = _async(ReviewCalls.scan)
    report = _async(ReviewCalls.report)
    reports = _async(ReviewCalls.reports)


class AsyncRemoteMemory(_Async):
    """`RemoteMemory` for asyncio, over ``httpx.AsyncClient``: the same methods, awaitable. Close it
    (``await mem.close()`` or ``async with``) to release the connection pool."""

    def __init__(
        self,
        base_url: str,
        api_key: str | None = None,
        user_id: str | None = None,
        *,
        timeout: float = 30,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        client = httpx.AsyncClient(**_options(base_url, api_key, timeout), transport=transport)
        super().__init__(client, MemoryCalls(self))
        self.user_id = user_id
        self.topics = AsyncRemoteTopics(self._client, TopicCalls(self))
        self.messages = AsyncRemoteMessages(self._client, MessageCalls(self))
        self.review = AsyncRemoteReview(self._client, ReviewCalls(self))

    async def close(self) -> None:
        """Close the HTTP connections."""
        await self._client.aclose()

    async def __aenter__(self) -> AsyncRemoteMemory:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def export_user(self, user_id: str) -> AsyncIterator[str]:
        """Everything of one user as JSON lines (streamed from the server)."""
        call = self._calls.export_user(user_id)
        async with self._client.stream(call.method, call.path, **call.request()) as r:
            if r.status_code >= 400:
                await r.aread()
                raise error_from_response(r)
            async for line in r.aiter_lines():
                if line:
                    yield line

    extract = _async(MemoryCalls.extract)
    search = _async(MemoryCalls.search)
    search_messages = _async(MemoryCalls.search_messages)
    context = _async(MemoryCalls.context)
    add = _async(MemoryCalls.add)
    add_or_get = _async(MemoryCalls.add_or_get)
    get = _async(MemoryCalls.get)
    list = _async(MemoryCalls.list)
    count = _async(MemoryCalls.count)
    clear = _async(MemoryCalls.clear)
    update = _async(MemoryCalls.update)
    delete = _async(MemoryCalls.delete)
    forget = _async(MemoryCalls.forget)
    restore = _async(MemoryCalls.restore)
    forget_topic = _async(MemoryCalls.forget_topic)
    restore_topic = _async(MemoryCalls.restore_topic)
    forget_about = _async(MemoryCalls.forget_about)
    history = _async(MemoryCalls.history)
    undo = _async(MemoryCalls.undo)
    stats = _async(MemoryCalls.stats)
    todos = _async(MemoryCalls.todos)
    complete_todo = _async(MemoryCalls.complete_todo)
    stop_todo = _async(MemoryCalls.stop_todo)
    reopen_todo = _async(MemoryCalls.reopen_todo)
    snooze_todo = _async(MemoryCalls.snooze_todo)
    jobs = _async(MemoryCalls.jobs)
    settings = _async(MemoryCalls.settings)
    update_settings = _async(MemoryCalls.update_settings)  # type: ignore[arg-type]  # **kwargs: see _async_memory
    import_user = _async(MemoryCalls.import_user)
    erase_user = _async(MemoryCalls.erase_user)
