"""The stored review's thin faces (issue #21 item 5) against the real thing: `RemoteMemory.review` and its asyncio
twin against a real server, the `jiyi review` command on a database a real server also serves, and the MCP tool
through a real MCP client. Each gives what `mem.review` gives; an unknown id or another user's is a clear error."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from jiyi import AccessDeniedError, ConflictError, Memory, NotFoundError, ValidationError
from jiyi._models import Source
from jiyi.client import AsyncRemoteMemory, RemoteMemory
from jiyi.server import LiveServer, create_app

from .conftest import T0
from .test_review_scan import _two_wangs


@pytest.fixture
def served(mem: Memory) -> Iterator[tuple[str, str, str]]:
    """A real server over `mem`, with li's and wang's user keys."""
    app = create_app(mem)
    keys = app.state.auth.keys
    li, _ = keys.create(user_id="li", now=T0)
    wang, _ = keys.create(user_id="wang", now=T0)
    with LiveServer(app) as server:
        yield server.url, li, wang


def test_remote_review_gives_what_the_library_gives(mem: Memory, served: tuple[str, str, str]) -> None:
    url, li_key, wang_key = served
    wang, xiao = _two_wangs(mem)
    imported = mem.add("li", "用户在杭州长大", type="fact", source=Source.SYSTEM)
    with RemoteMemory(url, api_key=li_key) as li:
        assert li.review.items("li") == []  # nothing stored before a scan
        day = li.review.scan("li")
        assert (day.period, day.new_items, day.open_items) == ("day", 2, {"duplicate": 1, "unsourced": 1})
        assert li.review.items("li") == mem.review.items("li")  # the same typed records
        [dup] = li.review.items("li", kind="duplicate")
        assert dup.item.entity_ids == [wang.id, xiao.id] and dup.item.shared == ["小王"]
        [unsourced] = li.review.items("li", kind="unsourced")
        assert unsourced.item.memory is not None and unsourced.item.memory.content == imported.content
        assert li.review.get("li", dup.id) == dup

        ignored = li.review.ignore("li", dup.id)
        assert ignored.status == "ignored" and mem.review.get("li", dup.id).status == "ignored"
        with pytest.raises(ConflictError):
            li.review.ignore("li", dup.id)  # once
        assert [r.id for r in li.review.items("li", status="ignored")] == [dup.id]
        assert li.review.reopen("li", dup.id).status == "open"

        week = li.review.report("li")
        assert week.period == "week" and week.open_items == {"duplicate": 1, "unsourced": 1}
        assert li.review.reports("li") == [week] and li.review.reports("li", period="day") == [day]

        # Unknown ids and bad arguments: the library's errors, rebuilt from the server's answers.
        with pytest.raises(NotFoundError) as missing:
            li.review.get("li", "rev_nope")
        assert (missing.value.kind, missing.value.object_id) == ("review item", "rev_nope")
        with pytest.raises(NotFoundError):
            li.review.ignore("li", "../memories")  # one path segment, never another route
        with pytest.raises(ValidationError) as bad:
            li.review.items("li", status="closed")
        assert bad.value.field == "status"
        with pytest.raises(ValidationError):
            li.review.reports("li", period="month")
        with pytest.raises(AccessDeniedError):
            li.review.items("wang")  # li's key speaks for li only

    # Another user's key: li's items are not there, and li's id is unknown.
    with RemoteMemory(url, api_key=wang_key) as other:
        assert other.review.items("wang") == [] and other.review.reports("wang") == []
        for call in (other.review.get, other.review.ignore, other.review.reopen):
            with pytest.raises(NotFoundError):
                call("wang", dup.id)
    assert mem.review.get("li", dup.id).status == "open"  # nothing written by the refusals


def test_async_remote_review(mem: Memory, served: tuple[str, str, str]) -> None:
    url, li_key, _ = served
    _two_wangs(mem)

    async def main() -> None:
        async with AsyncRemoteMemory(url, api_key=li_key) as li:
            assert (await li.review.scan("li")).new_items == 1
            [item] = await li.review.items("li")
            assert (await li.review.ignore("li", item.id)).status == "ignored"
            assert await li.review.items("li") == []
            with pytest.raises(ConflictError):
                await li.review.ignore("li", item.id)
            with pytest.raises(NotFoundError):
                await li.review.reopen("li", "rev_nope")
            assert (await li.review.report("li")).period == "week"

    asyncio.run(main())
    [item] = mem.review.items("li", status="ignored")
    assert item.item.shared == ["小王"]
