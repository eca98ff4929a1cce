"""The stored review's thin faces (issue #21 item 5) against the real thing: `RemoteMemory.review` and its asyncio
twin against a real server, the `jiyi review` command on a database a real server also serves, and the MCP tool
through a real MCP client. Each gives what `mem.review` gives; an unknown id or another user's is a clear error."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from jiyi import AccessDeniedError, ConflictError, Memory, NotFoundError, ValidationError
from jiyi._models import Source
from jiyi.client import AsyncRemoteMemory, RemoteMemory
from jiyi.server import AuthConfig, LiveServer, create_app

from .conftest import T0, DbFactory
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


def _jiyi(db: str, *args: str) -> subprocess.CompletedProcess[str]:
    """`jiyi ARGS` on `db` for li, as a user runs it (pipes, not a terminal)."""
    env = {k: v for k, v in os.environ.items() if k not in ("JIYI_USER", "JIYI_DB")}
    cmd = [sys.executable, "-m", "jiyi.cli", *args, "--db", db, "--embedder", "hash"]
    if "-u" not in args:
        cmd += ["-u", "li"]
    return subprocess.run(cmd, capture_output=True, text=True, encoding="utf-8", env=env, timeout=300)


def _out(p: subprocess.CompletedProcess[str]) -> str:
    assert p.returncode == 0, p.stderr
    return p.stdout


def test_the_review_command_beside_a_real_server(db_factory: DbFactory) -> None:
    db = str(db_factory("cli.db"))
    with Memory(db, embedder="hash") as mem, LiveServer(create_app(mem, auth=AuthConfig(open=True))) as server:
        wang, xiao = _two_wangs(mem)
        mem.add("li", "用户在杭州长大", type="fact", source=Source.SYSTEM)
        assert "0 open items for user 'li' (never scanned: `jiyi review scan`)" in _out(_jiyi(db, "review"))

        assert "2 new to review; 2 left to review (1 possible duplicate, 1 without a source)" in _out(
            _jiyi(db, "review", "scan")
        )
        listed = _out(_jiyi(db, "review")).splitlines()
        dup_line = next(line for line in listed if "[duplicate]" in line)
        dup_id = dup_line.split()[0]
        assert "王明 and 王小明 may be one (same name: 小王)" in dup_line
        assert any("[unsourced]" in line and "用户在杭州长大" in line for line in listed)
        assert listed[-1].startswith("-- 2 open items for user 'li' (last scan ")
        assert [line.split()[0] for line in _out(_jiyi(db, "review", "--kind", "duplicate")).splitlines()[:-1]] == [
            dup_id
        ]

        # What the command decides, the server sees, and the other way round: one store under both.
        with RemoteMemory(server.url, user_id="li") as remote:
            assert remote.review.get("li", dup_id).item.entity_ids == [wang.id, xiao.id]
            ignored = _out(_jiyi(db, "review", "ignore", dup_id))
            assert f"{dup_id}  [duplicate] ignored:" in ignored and f"`jiyi review reopen {dup_id}`" in ignored
            assert remote.review.get("li", dup_id).status == "ignored"
            assert dup_id in _out(_jiyi(db, "review", "--status", "ignored"))
            remote.review.reopen("li", dup_id)
            assert "[duplicate]" in _out(_jiyi(db, "review"))

        # The weekly report: none yet, then made now; the newest is shown.
        assert "no weekly report yet" in _out(_jiyi(db, "review", "report"))
        made = _out(_jiyi(db, "review", "report", "--new"))
        assert "people & things: 2 new, 0 merged" in made
        assert "2 left to review (1 possible duplicate, 1 without a source); 1 current memory without a source" in made
        assert made.splitlines()[0] in _out(_jiyi(db, "review", "report"))

        # Bad input: a clear error, never a traceback; another user's id is unknown to them.
        missing = _jiyi(db, "review", "ignore", "rev_nope")
        assert missing.returncode == 1 and "review item 'rev_nope' not found" in missing.stderr
        theirs = _jiyi(db, "review", "ignore", dup_id, "-u", "wang")
        assert theirs.returncode == 1 and f"review item '{dup_id}' not found" in theirs.stderr
        no_id = _jiyi(db, "review", "reopen")
        assert no_id.returncode == 2 and "needs the item's id" in no_id.stderr
        twice = _jiyi(db, "review", "reopen", dup_id)  # open, not ignored
        assert twice.returncode == 1 and "is open, not ignored" in twice.stderr
        bad_kind = _jiyi(db, "review", "--kind", "typo")
        assert bad_kind.returncode == 2 and "invalid choice" in bad_kind.stderr
        for p in (missing, theirs, no_id, twice, bad_kind):
            assert "Traceback" not in p.stderr
        assert mem.review.get("li", dup_id).status == "open"


def test_the_mcp_tool_lists_the_open_items_of_its_user_only(mem: Memory) -> None:
    pytest.importorskip("mcp")
    from mcp import Client

    from jiyi._mcp import build_mcp_server

    def call(user: str, args: dict[str, Any]) -> Any:
        async def main() -> Any:
            async with Client(build_mcp_server(mem, user)) as client:
                return await client.call_tool("review_items", args)

        return asyncio.run(main())

    def listed(user: str, **args: Any) -> list[dict[str, Any]]:
        result = call(user, args)
        assert not result.is_error, result.content
        sc = result.structured_content
        return list(sc["result"] if isinstance(sc, dict) else sc)

    wang, xiao = _two_wangs(mem)
    mem.entities.merge("li", wang.id, xiao.id)  # two places to live now: 上海 or 北京
    unsourced = mem.add("li", "用户在杭州长大", type="fact", source=Source.SYSTEM)
    assert listed("li") == []  # nothing before a scan
    mem.review.scan("li")
    items = {i["kind"]: i for i in listed("li")}
    assert set(items) == {"conflict", "unsourced"}
    assert items["conflict"]["summary"].startswith("王明 住在: different values 上海 / 北京")
    assert items["conflict"]["entity_ids"] == [wang.id]
    assert items["unsourced"]["memory_id"] == unsourced.id and "用户在杭州长大" in items["unsourced"]["summary"]
    assert [i["id"] for i in listed("li", kind="conflict")] == [items["conflict"]["id"]]

    mem.review.ignore("li", items["conflict"]["id"])  # an ignored item is not brought up again
    assert [i["kind"] for i in listed("li")] == ["unsourced"]
    assert listed("wang") == []  # another user sees none of li's
    bad = call("li", {"kind": "typo"})
    assert bad.is_error and "conflict" in bad.content[0].text, bad.content  # the kinds it takes are named
