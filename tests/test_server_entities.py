"""`/api/entities` over a real server on both stores: list and filters, a page with facts, past values, links and
source messages, rename, merge, split, delete, restore, history and undo, the review; another user's ids answer
404 and bad input a 4xx with a message, nothing written."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from jiyi import Memory
from jiyi._entity_models import Mention
from jiyi._models import Source
from jiyi.server import LiveServer, create_app

from .conftest import T0
from .entity_world import fact, say, world


@dataclass
class Api:
    http: httpx.Client
    wang_http: httpx.Client  # another user's key


@pytest.fixture
def api(mem: Memory) -> Iterator[Api]:
    app = create_app(mem)
    keys = app.state.auth.keys
    with LiveServer(app) as server:
        li, _ = keys.create(user_id="li", now=T0)
        other, _ = keys.create(user_id="wang", now=T0)
        with (
            httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {li}"}, timeout=30) as http,
            httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {other}"}, timeout=30) as wang_http,
        ):
            yield Api(http, wang_http)


def _said(h: httpx.Client, entity_id: str) -> list[tuple[str, str]]:
    """The entity's current facts as (attribute, value), its relation to the user (a fact too) aside."""
    facts = _ok(h.get(f"/api/entities/{entity_id}"))["view"]["facts"]
    return sorted((f["attribute"], f["value"]) for f in facts if f["attribute"] != "relation")


def _ok(r: httpx.Response, status: int = 200) -> Any:
    assert r.status_code == status, r.text
    return r.json()


def _error(r: httpx.Response, status: int, field: str | None = None) -> dict[str, str]:
    assert r.status_code == status, r.text
    err: dict[str, str] = r.json()["error"]
    assert err["type"] and err["code"] and err["message"]
    if field is not None:
        assert err["field"] == field, err
    return err


def test_list_with_filters_and_one_entity_with_its_facts_links_and_sources(mem: Memory, api: Api) -> None:
    w = world(mem)
    h = api.http
    assert {e["name"] for e in _ok(h.get("/api/entities"))} == {"吴杰明", "王明", "Amy", "字节"}
    assert {e["name"] for e in _ok(h.get("/api/entities", params={"relation": "下属"}))} == {"吴杰明", "王明"}
    assert [e["name"] for e in _ok(h.get("/api/entities", params={"kind": "org"}))] == ["字节"]
    assert [e["id"] for e in _ok(h.get("/api/entities", params={"q": "小王"}))] == [w.wang]
    page = _ok(h.get(f"/api/entities/{w.wang}"))
    view = page["view"]
    assert (view["entity"]["name"], view["entity"]["aliases"], view["entity"]["relation"]) == ("王明", ["小王"], "下属")
    assert _said(h, w.wang) == [("employer", "字节"), ("lives_in", "上海")]
    assert [(x["relation"], x["target_id"]) for x in view["links"]] == [("works_at", w.company)]
    assert page["names"] == {w.company: "字节"}
    sources = page["sources"]
    assert [(m["topic_id"], m["content"]) for m in sources] == [
        (w.topic_id, "王明也是我的下属，大家叫他小王，住在上海"),
        (w.topic_id, "小王在字节工作"),
    ]
    said_in = {m for f in view["facts"] for m in f["message_ids"]} | set(view["links"][0]["message_ids"])
    assert said_in == {m["id"] for m in sources}


def test_rename_and_aliases_show_in_history_and_undo_puts_them_back(mem: Memory, api: Api) -> None:
    w = world(mem)
    h = api.http
    new = _ok(h.patch(f"/api/entities/{w.wu}", json={"name": "吴杰明", "aliases": ["小吴", "Jieming"]}))
    assert new["aliases"] == ["小吴", "Jieming"]
    assert [e["id"] for e in _ok(h.get("/api/entities", params={"q": "小吴"}))] == [w.wu]
    change = _ok(h.get(f"/api/entities/{w.wu}/history"))[0]
    assert change["action"] == "update" and not change["undone"]
    assert change["id"] in [c["id"] for c in _ok(h.get("/api/entities/history"))]
    back = _ok(h.post(f"/api/entities/history/{change['id']}/undo"))
    assert back["aliases"] == []
    _error(h.post(f"/api/entities/history/{change['id']}/undo"), 409)  # undone already


def test_merge_by_hand_shows_the_conflict_in_the_review_and_undo_takes_it_apart(mem: Memory, api: Api) -> None:
    w = world(mem)
    h = api.http
    (sister,) = say(
        mem, "li", w.topic_id, "我姐姐搬去慕尼黑了",
        Mention(name="", relation="姐姐", facts=[fact("lives_in", "慕尼黑", "住在")]),
    )  # fmt: skip
    assert sister != w.amy
    kept = _ok(h.post(f"/api/entities/{w.amy}/merge", json={"other_id": sister}))
    assert kept["id"] == w.amy
    view = _ok(h.get(f"/api/entities/{w.amy}"))["view"]
    assert sorted(f["value"] for f in view["facts"] if f["attribute"] == "lives_in") == ["慕尼黑", "柏林"]
    assert _ok(h.get(f"/api/entities/{sister}"))["view"]["entity"]["id"] == w.amy  # a merged id leads to the kept one
    review = _ok(h.get("/api/entities/review"))
    (conflict,) = [i for i in review["items"] if i["kind"] == "conflict"]
    assert (conflict["entity_ids"], conflict["attribute"], conflict["action"]) == ([w.amy], "lives_in", "pick_value")
    merge = next(c for c in _ok(h.get(f"/api/entities/{w.amy}/history")) if c["action"] == "merge")
    _ok(h.post(f"/api/entities/history/{merge['id']}/undo"))
    assert _ok(h.get(f"/api/entities/{sister}"))["view"]["entity"]["id"] == sister
    assert _said(h, w.amy) == [("lives_in", "柏林")]
    assert not [i for i in _ok(h.get("/api/entities/review"))["items"] if i["kind"] == "conflict"]


def test_split_moves_the_picked_facts_to_a_new_entity_and_undo_moves_them_back(mem: Memory, api: Api) -> None:
    w = world(mem)
    h = api.http
    say(
        mem, "li", w.topic_id, "小王喜欢打羽毛球",
        Mention(name="小王", relation="下属", facts=[fact("hobby", "羽毛球", "喜欢")]),
    )  # fmt: skip
    facts = _ok(h.get(f"/api/entities/{w.wang}"))["view"]["facts"]
    hobby = next(f["id"] for f in facts if f["attribute"] == "hobby")
    made = _ok(h.post(f"/api/entities/{w.wang}/split", json={"fact_ids": [hobby], "name": "王小明"}), 201)
    assert made["name"] == "王小明" and made["id"] != w.wang
    assert _said(h, made["id"]) == [("hobby", "羽毛球")]
    assert _said(h, w.wang) == [("employer", "字节"), ("lives_in", "上海")]
    split = next(c for c in _ok(h.get(f"/api/entities/{w.wang}/history")) if c["action"] == "split")
    _ok(h.post(f"/api/entities/history/{split['id']}/undo"))
    assert _said(h, w.wang) == [("employer", "字节"), ("hobby", "羽毛球"), ("lives_in", "上海")]


def test_delete_and_restore(mem: Memory, api: Api) -> None:
    w = world(mem)
    h = api.http
    assert _ok(h.delete(f"/api/entities/{w.wu}"))["state"] == "deleted"
    assert w.wu not in [e["id"] for e in _ok(h.get("/api/entities"))]
    _error(h.delete(f"/api/entities/{w.wu}"), 409)
    assert _ok(h.post(f"/api/entities/{w.wu}/restore"))["state"] == "active"
    assert w.wu in [e["id"] for e in _ok(h.get("/api/entities"))]


def test_another_users_entities_answer_404_and_are_left_alone(mem: Memory, api: Api) -> None:
    w = world(mem)
    mine = world(mem, "wang")
    other = api.wang_http
    assert {e["id"] for e in _ok(other.get("/api/entities"))} == {mine.wu, mine.wang, mine.amy, mine.company}
    fact = _ok(api.http.get(f"/api/entities/{w.wang}"))["view"]["facts"][0]["id"]
    for r in (
        other.get(f"/api/entities/{w.wu}"),
        other.get(f"/api/entities/{w.wu}/history"),
        other.patch(f"/api/entities/{w.wu}", json={"name": "改名"}),
        other.post(f"/api/entities/{w.wu}/merge", json={"other_id": mine.wu}),
        other.post(f"/api/entities/{mine.wu}/merge", json={"other_id": w.wu}),
        other.post(f"/api/entities/{w.wang}/split", json={"fact_ids": [fact], "name": "某人"}),
        other.delete(f"/api/entities/{w.wu}"),
        other.post(f"/api/entities/{w.wu}/restore"),
    ):
        assert _error(r, 404)["code"] == "not_found"
    _ok(api.http.patch(f"/api/entities/{w.amy}", json={"aliases": ["艾米"]}))
    (change,) = _ok(api.http.get("/api/entities/history"))
    assert _error(other.post(f"/api/entities/history/{change['id']}/undo"), 404)["code"] == "not_found"
    assert _ok(api.http.get(f"/api/entities/{w.wu}"))["view"]["entity"]["name"] == "吴杰明"
    assert _ok(api.http.get(f"/api/entities/{w.amy}"))["view"]["entity"]["aliases"] == ["艾米"]
    assert {e["state"] for e in _ok(api.http.get("/api/entities"))} == {"active"}


def test_bad_input_is_refused_with_a_message_and_nothing_written(mem: Memory, api: Api) -> None:
    w = world(mem)
    h = api.http
    _error(h.patch(f"/api/entities/{w.wu}", json={}), 422, "body")
    _error(h.patch(f"/api/entities/{w.wu}", json={"name": ""}), 422, "name")
    _error(h.patch(f"/api/entities/{w.wu}", json={"name": "   "}), 422, "name")
    _error(h.patch(f"/api/entities/{w.wu}", json={"kind": "robot"}), 422, "kind")
    _error(h.patch(f"/api/entities/{w.wu}", json={"nickname": "小吴"}), 422, "nickname")
    _error(h.get("/api/entities", params={"kind": "robot"}), 422, "kind")
    _error(h.get("/api/entities", params={"limit": 0}), 422, "limit")
    _error(h.post(f"/api/entities/{w.wu}/merge", json={"other_id": w.wu}), 422, "other_id")
    _error(h.post(f"/api/entities/{w.wu}/merge", json={}), 422, "other_id")
    _error(h.post(f"/api/entities/{w.wu}/merge", json={"other_id": "ent_nope"}), 404)
    _error(h.post(f"/api/entities/{w.wu}/split", json={"fact_ids": [], "name": "某人"}), 422, "fact_ids")
    wang_fact = _ok(h.get(f"/api/entities/{w.wang}"))["view"]["facts"][0]["id"]
    assert _error(h.post(f"/api/entities/{w.wu}/split", json={"fact_ids": [wang_fact], "name": "某人"}), 422)
    _error(h.post("/api/entities/history/hist_nope/undo"), 404)
    assert _ok(h.get("/api/entities/history")) == []  # nothing was written by any refusal
    assert _ok(h.get(f"/api/entities/{w.wu}"))["view"]["entity"]["name"] == "吴杰明"


def test_the_review_lists_memories_without_a_source_and_likely_duplicates(mem: Memory, api: Api) -> None:
    w = world(mem)
    (again,) = say(mem, "li", w.topic_id, "我的大学同学 Lily 是律师", Mention(name="Lily", relation="大学同学"))
    mem.entities.update("li", again, name="Amy")  # two called Amy now: likely one person
    typed = mem.add("li", "我的护照在书房抽屉里")
    imported = mem.add("li", "用户在杭州长大", type="fact", source=Source.SYSTEM)
    items = _ok(api.http.get("/api/entities/review"))["items"]
    dups = [(i["entity_ids"], i["reason"]) for i in items if i["kind"] == "duplicate"]
    assert dups == [([w.amy, again], "same_name")]
    unsourced = [i["memory"]["id"] for i in items if i["kind"] == "unsourced"]
    assert imported.id in unsourced and typed.id not in unsourced
    assert all(
        i["action"] == {"conflict": "pick_value", "duplicate": "merge", "unsourced": "verify"}[i["kind"]] for i in items
    )


@pytest.mark.parametrize(
    "body",
    [
        {"name": "王\x00明"},
        {"name": "\ud800"},
        {"aliases": ["小王", "\x00"]},
        {"relation": "下\x00属"},
        {"relation": "同" * 201},
        {"aliases": ["别名"] * 51},
        {"name": ["王明"]},
    ],
)
def test_hostile_text_is_refused_with_422_on_both_stores(mem: Memory, api: Api, body: dict[str, Any]) -> None:
    w = world(mem)
    content = json.dumps(body).encode()  # a lone surrogate as JSON escapes it: \ud800
    r = api.http.patch(f"/api/entities/{w.wang}", content=content, headers={"Content-Type": "application/json"})
    assert _error(r, 422)["message"]
    split = {"fact_ids": [_ok(api.http.get(f"/api/entities/{w.wang}"))["view"]["facts"][0]["id"]], **body}
    if "name" in body:
        r = api.http.post(f"/api/entities/{w.wang}/split", content=json.dumps(split).encode(),
                          headers={"Content-Type": "application/json"})  # fmt: skip
        assert _error(r, 422)["message"]
    assert _ok(api.http.get("/api/entities/history")) == []
    assert _ok(api.http.get(f"/api/entities/{w.wang}"))["view"]["entity"]["name"] == "王明"
