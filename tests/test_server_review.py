"""`/api/review` on both stores: the stored items and reports, ignore / reopen, 4xx on bad ids and arguments, another
user's items never reachable (issue #21 item 5)."""

from __future__ import annotations

from jiyi import FixedClock, Memory
from jiyi._models import Source

from .test_review_scan import _two_wangs
from .test_server_entities import Api, _error, _ok, api

__all__ = ["api"]  # the fixture, shared with the entity routes' tests


def test_items_ignore_reopen_and_reports_over_http(mem: Memory, api: Api, clock: FixedClock) -> None:
    h = api.http
    wang, xiao = _two_wangs(mem)
    imported = mem.add("li", "用户在杭州长大", type="fact", source=Source.SYSTEM)
    assert _ok(h.get("/api/review/items")) == []  # nothing stored before a scan

    day = _ok(h.post("/api/review/scan"))
    assert (day["period"], day["new_items"], day["open_items"]) == ("day", 2, {"duplicate": 1, "unsourced": 1})
    items = _ok(h.get("/api/review/items"))
    assert sorted(i["kind"] for i in items) == ["duplicate", "unsourced"]
    dup = next(i for i in items if i["kind"] == "duplicate")
    assert dup["item"]["entity_ids"] == [wang.id, xiao.id] and dup["found_at"].startswith("2026-11-20T09:00")
    assert [i["item"]["memory"]["id"] for i in _ok(h.get("/api/review/items", params={"kind": "unsourced"}))] == [
        imported.id
    ]

    assert _ok(h.post(f"/api/review/items/{dup['id']}/ignore"))["status"] == "ignored"
    _error(h.post(f"/api/review/items/{dup['id']}/ignore"), 409)  # once
    clock.advance(days=1)
    _ok(h.post("/api/review/scan"))
    assert [i["id"] for i in _ok(h.get("/api/review/items", params={"status": "ignored"}))] == [dup["id"]]
    assert _ok(h.post(f"/api/review/items/{dup['id']}/reopen"))["status"] == "open"

    week = _ok(h.post("/api/review/reports"))
    assert week["period"] == "week" and week["open_items"] == {"duplicate": 1, "unsourced": 1}
    clock.advance(days=7)
    later = _ok(h.post("/api/review/reports"))
    assert [r["id"] for r in _ok(h.get("/api/review/reports"))] == [later["id"], week["id"]]  # newest first
    assert len(_ok(h.get("/api/review/reports", params={"period": "day"}))) == 2

    # Another user: nothing listed, and li's item answers 404 as a missing one does.
    other = api.wang_http
    assert _ok(other.get("/api/review/items")) == [] and _ok(other.get("/api/review/reports")) == []
    assert _ok(other.get("/api/review/items", params={"status": "ignored"})) == []
    assert _error(other.post(f"/api/review/items/{dup['id']}/ignore"), 404)["code"] == "not_found"
    _error(other.post(f"/api/review/items/{dup['id']}/reopen"), 404)
    assert next(i for i in _ok(h.get("/api/review/items")) if i["id"] == dup["id"])["status"] == "open"


def test_bad_ids_and_arguments_are_4xx_with_a_message(mem: Memory, api: Api) -> None:
    h = api.http
    _two_wangs(mem)
    _ok(h.post("/api/review/scan"))
    _error(h.post("/api/review/items/rev_nope/ignore"), 404)
    _error(h.post("/api/review/items/rev_nope/reopen"), 404)
    _error(h.post("/api/review/items/rev_%00/ignore"), 422)  # a NUL no store can hold: refused at the edge
    _error(h.get("/api/review/items", params={"status": "closed"}), 422, "status")
    _error(h.get("/api/review/items", params={"kind": "typo"}), 422, "kind")
    _error(h.get("/api/review/reports", params={"period": "month"}), 422, "period")
    _error(h.get("/api/review/reports", params={"limit": 0}), 422, "limit")
    assert h.post("/api/review/items/x/delete").status_code in (404, 405)  # no such action
    [item] = _ok(h.get("/api/review/items"))
    _error(h.post(f"/api/review/items/{item['id']}/reopen"), 409)  # open, not ignored
    assert _ok(h.get("/api/review/items"))[0]["status"] == "open"  # nothing written by any refusal
