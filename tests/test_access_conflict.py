"""Recording a search's use of a memory is bookkeeping, not an edit (#16 item 3): a user's change decided on an
older reading goes through however often searches used the memory meanwhile, and keeps their counts; a real
change made meanwhile still refuses it (StaleError, 409)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

import httpx
import pytest

from jiyi import ConflictError, FixedClock, Memory, SystemClock
from jiyi.embedders import USEEmbedder
from jiyi.server import LiveServer, create_app
from jiyi.store._base import ChangeSet

from .conftest import T0, DbFactory

_TEXT = "用户每周三晚上打羽毛球"
_QUERY = "羽毛球"


def _search_in_threads(mem: Memory, n: int) -> None:
    """`n` searches, each on its own thread, that all find the memory and record their access."""
    found: list[bool] = []

    def one() -> None:
        found.append(any(h.memory is not None and h.memory.content == _TEXT for h in mem.search("li", _QUERY)))

    threads = [threading.Thread(target=one) for _ in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert found == [True] * n


def _write_deferred_counts(mem: Memory) -> None:
    """SQLite hands a search's access count to its background thread when another thread holds the write
    lock (as the searches on other threads here may): write what waits before reading the counts."""
    background = getattr(mem.store, "_background", None)
    if background is not None:
        background.drain()


def _between_read_and_write(mem: Memory, meanwhile: Callable[[], object]) -> None:
    """Run `meanwhile` once, after the next change has read its memory and before it is written."""
    apply = mem.store.apply
    done = False

    def apply_after(user_id, changes):  # type: ignore[no-untyped-def]
        nonlocal done
        if not done:
            done = True
            meanwhile()
        return apply(user_id, changes)

    mem.store.apply = apply_after  # type: ignore[method-assign]


def test_an_edit_goes_through_after_searches_used_the_memory(mem: Memory, clock: FixedClock) -> None:
    rec = mem.add("li", _TEXT, type="habit", importance=0.5)

    def searches() -> None:
        assert mem.search("li", _QUERY)[0].id == rec.id
        clock.advance(minutes=1)
        _search_in_threads(mem, 4)

    _between_read_and_write(mem, searches)
    new = mem.update("li", rec.id, importance=0.8)  # read before the searches, written after them
    assert new.importance == 0.8 and mem.get("li", rec.id).superseded_by == new.id
    _write_deferred_counts(mem)
    old = mem.get("li", rec.id)
    assert old.access_count == 5 and old.last_accessed_at == clock.now()  # the update kept the searches' counts


def test_a_change_decided_before_searches_keeps_their_counts(mem: Memory, clock: FixedClock) -> None:
    rec = mem.add("li", _TEXT, type="habit", importance=0.5)
    seen = mem.get("li", rec.id)
    mem.search("li", _QUERY)
    clock.advance(minutes=5)
    _search_in_threads(mem, 3)
    edited = seen.model_copy(update={"importance": 0.2, "updated_at": clock.now()})
    mem.store.apply("li", ChangeSet(updates=[edited], expect=[seen]))
    _write_deferred_counts(mem)
    now = mem.get("li", rec.id)
    assert (now.importance, now.access_count, now.last_accessed_at) == (0.2, 4, clock.now())


def test_a_real_change_meanwhile_still_conflicts(mem: Memory, clock: FixedClock) -> None:
    rec = mem.add("li", _TEXT, type="habit", importance=0.5)
    clock.advance(minutes=1)
    _between_read_and_write(mem, lambda: mem.update("li", rec.id, importance=0.9))
    with pytest.raises(ConflictError, match="changed since it was read"):
        mem.update("li", rec.id, "用户每周四晚上打羽毛球")
    assert [m.content for m in mem.list("li")] == [_TEXT] and mem.list("li")[0].importance == 0.9

    other = mem.add("li", "用户喜欢喝乌龙茶", type="preference")
    _between_read_and_write(mem, lambda: mem.forget("li", other.id))
    with pytest.raises(ConflictError, match="changed since it was read"):
        mem.update("li", other.id, importance=0.3)
    assert mem.get("li", other.id).importance == 0.9


@pytest.fixture
def served(db_factory: DbFactory, embedder: USEEmbedder) -> Iterator[tuple[httpx.Client, Memory]]:
    # A moving clock: every search stamps a new last_accessed_at, as in production.
    mem = Memory(db_factory("served.db"), embedder=embedder, clock=SystemClock())
    app = create_app(mem)
    with LiveServer(app) as server:
        secret, _ = app.state.auth.keys.create(user_id="li", now=T0)
        headers = {"Authorization": f"Bearer {secret}"}
        with httpx.Client(base_url=server.url, headers=headers, timeout=30) as http:
            yield http, mem
    mem.close()


def test_patches_while_searches_run_never_conflict(served: tuple[httpx.Client, Memory]) -> None:
    http, mem = served
    current = http.post("/api/memories", json={"content": _TEXT, "type": "habit"}).json()["id"]
    stop = threading.Event()
    searched: list[int] = []

    def search() -> None:
        with httpx.Client(base_url=str(http.base_url), headers=http.headers, timeout=30) as h:
            while not stop.is_set():
                r = h.post("/api/memories/search", json={"query": _QUERY, "k": 3})
                searched.append(r.status_code)

    threads = [threading.Thread(target=search) for _ in range(4)]
    for t in threads:
        t.start()
    statuses = []
    try:
        for i in range(30):
            r = http.patch(f"/api/memories/{current}", json={"importance": 0.5 + (i % 2) / 4})
            statuses.append(r.status_code)
            if r.status_code == 200:
                current = r.json()["id"]
    finally:
        stop.set()
        for t in threads:
            t.join(60)
    assert statuses == [200] * 30
    assert searched and set(searched) == {200}
    assert mem.count("li") == 1 and mem.get("li", current).access_count > 0
