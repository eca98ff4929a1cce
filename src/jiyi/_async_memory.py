"""`AsyncMemory`: the `Memory` API, awaitable, for asyncio applications.

```python
from jiyi import AsyncMemory

async with AsyncMemory("~/.jiyi/jiyi.db") as mem:
    t = await mem.topics.create("li", "tech")
    await mem.messages.add(t.id, "user", "我决定用 FastAPI 了")
    await mem.extract(t.id)
    hits = await mem.search("li", "用户用什么框架？")
```

The stores (SQLite, psycopg) and the embedders are synchronous, so every call runs the `Memory` method of
the same name on a small thread pool owned by the AsyncMemory: the event loop never waits on the database
or computes an embedding, and `max_workers` bounds how many calls touch the store at once (more wait their
turn in the pool's queue). There is no second implementation: each method below is generated from the
`Memory` method it forwards to (same parameters, same docstring, same errors), and a test checks that
every public `Memory` method has its twin here.

A cancelled call stops waiting, but the store work already handed to a worker thread runs to its end (a
write is then made, or refused, as a whole), as with `asyncio.to_thread`.
"""

from __future__ import annotations

import asyncio
import builtins
import contextvars
import functools
import itertools
from collections.abc import AsyncIterator, Callable, Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, TypedDict, TypeVar, Unpack

from ._clock import Clock
from ._context import ContextConfig
from ._conversations import Messages, Topics
from ._distil import DistilConfig
from ._entities import Entities
from ._errors import UserError
from ._memory import Memory
from ._recall import RecallConfig
from ._review import Review
from .embedders._base import Embedder
from .extractors._base import Extractor
from .lifecycle import LifecyclePolicy
from .llm._base import LLM
from .store._base import Store

__all__ = ["AsyncEntities", "AsyncMemory", "AsyncMessages", "AsyncTopics", "MemoryOptions"]

P = ParamSpec("P")
R = TypeVar("R")

#: How many export lines one trip to a worker thread fetches.
_EXPORT_BATCH = 500


class MemoryOptions(TypedDict, total=False):
    """The keyword arguments of `Memory(...)`, accepted by `AsyncMemory(...)` as they are."""

    store: Store | None
    embedder: Embedder | str | None
    extractor: Extractor | LLM | str | None
    clock: Clock | None
    recall: RecallConfig | None
    distil: DistilConfig | None
    embed_messages: bool
    max_message_chars: int
    lifecycle: LifecyclePolicy | None
    context: ContextConfig | None
    default_timezone: str


class _Pool:
    """The worker threads of one AsyncMemory, shared by its namespaces."""

    def __init__(self, max_workers: int) -> None:
        if not isinstance(max_workers, int) or max_workers < 1:
            raise UserError(f"max_workers must be a positive integer, got {max_workers!r}")
        self.executor = ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix="jiyi-async")
        self.closed = False

    async def run(self, fn: Callable[[], R]) -> R:
        if self.closed:
            raise UserError("this AsyncMemory is closed; open a new one")
        # The caller's context variables (request ids, tracing) follow the call into the thread, as with to_thread.
        ctx = contextvars.copy_context()
        return await asyncio.get_running_loop().run_in_executor(self.executor, ctx.run, fn)


def _forward(method: Callable[Concatenate[Any, P], R]) -> Callable[Concatenate[Any, P], Coroutine[Any, Any, R]]:
    """The awaitable twin of a sync method: the same signature and docstring; the call runs on the pool."""

    @functools.wraps(method)
    async def twin(self: _Twin, /, *args: P.args, **kwargs: P.kwargs) -> R:
        return await self._pool.run(functools.partial(method, self._sync, *args, **kwargs))

    return twin


class _Twin:
    """Holds the sync object whose methods the twins call, and the pool they run on."""

    def __init__(self, sync: Any, pool: _Pool) -> None:
        self._sync, self._pool = sync, pool


class AsyncTopics(_Twin):
    """`mem.topics`, awaitable: conversation threads."""

    create = _forward(Topics.create)
    get = _forward(Topics.get)
    list = _forward(Topics.list)


class AsyncMessages(_Twin):
    """`mem.messages`, awaitable: the write path."""

    add = _forward(Messages.add)
    add_many = _forward(Messages.add_many)
    list = _forward(Messages.list)


class AsyncEntities(_Twin):
    """`mem.entities`, awaitable: the people, places and things a user talks about."""

    list = _forward(Entities.list)
    get = _forward(Entities.get)
    views = _forward(Entities.views)
    active_views = _forward(Entities.active_views)
    find = _forward(Entities.find)
    history = _forward(Entities.history)
    record = _forward(Entities.record)
    update = _forward(Entities.update)
    merge = _forward(Entities.merge)
    split = _forward(Entities.split)
    delete = _forward(Entities.delete)
    restore = _forward(Entities.restore)
    undo = _forward(Entities.undo)
    review = _forward(Entities.review)
    sources = _forward(Entities.sources)


class AsyncReview(_Twin):
    """`mem.review`, awaitable: the stored review items and the quality reports."""

    items = _forward(Review.items)
    get = _forward(Review.get)
    reports = _forward(Review.reports)
    ignore = _forward(Review.ignore)
    reopen = _forward(Review.reopen)
    scan = _forward(Review.scan)
    report = _forward(Review.report)
    due = _forward(Review.due)


class AsyncMemory(_Twin):
    """Long-term memory for an assistant's users, for asyncio: every `Memory` method, awaitable.

    ```python
    mem = AsyncMemory("~/.jiyi/jiyi.db")                   # the arguments of Memory(...)
    mem = AsyncMemory(Memory(store=..., embedder="e5"))    # or a Memory built already
    ```
    Opening (loading the embedder, migrating the store) is synchronous, as with `Memory`: do it at start-up.
    `max_workers` threads run the calls (see the module docstring); `close()` (or ``async with``) waits for
    the running ones and closes the Memory. `.memory` is the wrapped `Memory` for synchronous code.
    """

    def __init__(
        self, path: str | Path | Memory | None = None, *, max_workers: int = 4, **options: Unpack[MemoryOptions]
    ) -> None:
        pool = _Pool(max_workers)
        try:
            if isinstance(path, Memory):
                if options:
                    raise UserError("give either a Memory or the options to build one, not both")
                self.memory = path
            else:
                self.memory = Memory(path, **options)
        except BaseException:
            pool.executor.shutdown()
            raise
        super().__init__(self.memory, pool)
        self.topics = AsyncTopics(self.memory.topics, self._pool)
        self.messages = AsyncMessages(self.memory.messages, self._pool)
        self.entities = AsyncEntities(self.memory.entities, self._pool)
        self.review = AsyncReview(self.memory.review, self._pool)

    async def close(self) -> None:
        """Wait for the calls under way, then close the Memory (its store connections)."""
        if self._pool.closed:
            return
        self._pool.closed = True

        def shut() -> None:
            self._pool.executor.shutdown(wait=True)
            self.memory.close()

        # Not on the pool itself: shutting it down from one of its own threads would wait for itself.
        await asyncio.to_thread(shut)

    async def __aenter__(self) -> AsyncMemory:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @property
    def protected_types(self) -> frozenset[str]:
        """Types that automatic decisions never delete or rewrite."""
        return self.memory.protected_types

    # The generated twins, in the order of `Memory`.
    zone = _forward(Memory.zone)
    local_now = _forward(Memory.local_now)
    is_temporary = _forward(Memory.is_temporary)
    extract = _forward(Memory.extract)
    search = _forward(Memory.search)
    search_messages = _forward(Memory.search_messages)
    context = _forward(Memory.context)
    add = _forward(Memory.add)
    add_or_get = _forward(Memory.add_or_get)
    get = _forward(Memory.get)
    list = _forward(Memory.list)
    # These two take **kwargs, so mypy cannot rule out a keyword named `self`: their twins keep the types anyway.
    count = _forward(Memory.count)  # type: ignore[arg-type]
    update = _forward(Memory.update)
    delete = _forward(Memory.delete)
    forget = _forward(Memory.forget)
    restore = _forward(Memory.restore)
    forget_topic = _forward(Memory.forget_topic)
    restore_topic = _forward(Memory.restore_topic)
    forget_about = _forward(Memory.forget_about)
    history = _forward(Memory.history)
    undo = _forward(Memory.undo)
    proposals = _forward(Memory.proposals)
    confirm = _forward(Memory.confirm)
    reject = _forward(Memory.reject)
    settings = _forward(Memory.settings)
    update_settings = _forward(Memory.update_settings)  # type: ignore[arg-type]
    erase_user = _forward(Memory.erase_user)
    stats = _forward(Memory.stats)
    clear = _forward(Memory.clear)
    import_user = _forward(Memory.import_user)
    run_due = _forward(Memory.run_due)
    jobs = _forward(Memory.jobs)
    todos = _forward(Memory.todos)
    complete_todo = _forward(Memory.complete_todo)
    stop_todo = _forward(Memory.stop_todo)
    reopen_todo = _forward(Memory.reopen_todo)
    snooze_todo = _forward(Memory.snooze_todo)
    profile = _forward(Memory.profile)
    refresh_profile = _forward(Memory.refresh_profile)
    used = _forward(Memory.used)

    async def export_user(self, user_id: str) -> AsyncIterator[str]:
        """Everything of one user as JSON lines (no trailing newlines), header first; see `jiyi._export`.

        The export reads page by page in short transactions, so its lines are fetched in batches, each on a
        worker thread; the loop is free between them."""
        lines = self.memory.export_user(user_id)
        while batch := await self._pool.run(functools.partial(_next_batch, lines)):
            for line in batch:
                yield line


def _next_batch(lines: Iterator[str]) -> builtins.list[str]:
    return builtins.list(itertools.islice(lines, _EXPORT_BATCH))
