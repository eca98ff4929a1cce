"""REST: forgetting a conversation (`DELETE /api/topics/{id}`, restore) and a subject (`forget-about`).

Through the real server on 127.0.0.1 with API keys, on SQLite and PostgreSQL.
"""

from __future__ import annotations

from typing import Any

import httpx

from jiyi import Memory

from . import test_server_api
from .conftest import SSEListener
from .test_server_api import Api, _error

api = test_server_api.api  # the real server on 127.0.0.1 with API keys (a fixture)


def _conversation(h: httpx.Client, title: str, turns: list[str]) -> str:
    topic_id: str = h.post("/api/topics", json={"title": title}).json()["id"]
    r = h.post(
        f"/api/topics/{topic_id}/messages/batch", json={"messages": [{"role": "user", "content": t} for t in turns]}
    )
    assert r.status_code == 201, r.text
    r = h.post(f"/api/topics/{topic_id}/extract-memories")
    assert r.status_code == 200, r.text
    return topic_id


def _search_topics(h: httpx.Client, query: str) -> set[str]:
    r = h.post("/api/messages/search", json={"query": query, "k": 10})
    assert r.status_code == 200, r.text
    return {hit["message"]["topic_id"] for hit in r.json()}


def test_forget_restore_and_erase_a_topic_over_http(api: Api) -> None:
    h = api.http
    run = _conversation(h, "跑步", ["我在准备明年的北京马拉松", "我每周跑三次，每次十公里"])
    work = _conversation(h, "工作", ["我是后端工程师，我喜欢吃辣"])
    mems = h.get("/api/memories", params={"limit": 100}).json()["items"]
    ours = sorted(m["id"] for m in mems if m["topic_id"] == run)
    assert ours and run in _search_topics(h, "马拉松")

    r = h.delete(f"/api/topics/{run}", params={"reason": "请忘掉这段对话"})
    assert r.status_code == 200, r.text
    body: dict[str, Any] = r.json()
    assert body["action"] == "forget_topic" and body["messages_hidden"] == 2
    assert sorted(m["id"] for m in body["memories"]) == ours and len(body["history_ids"]) == len(ours)
    assert body["topic"]["forgotten_at"] is not None
    assert run not in _search_topics(h, "马拉松")
    assert [t["id"] for t in h.get("/api/topics").json()] == [work]
    assert [t["id"] for t in h.get("/api/topics", params={"forgotten": "true"}).json()] == [run]
    assert h.get(f"/api/topics/{run}").json()["forgotten_at"] is not None
    _error(h.get(f"/api/topics/{run}/messages"), 409)
    _error(h.post(f"/api/topics/{run}/messages", json={"role": "user", "content": "又是马拉松"}), 409)
    _error(h.delete(f"/api/topics/{run}"), 409)
    history = h.get(f"/api/memories/{ours[0]}/history").json()
    assert history[0]["event"] == "forget" and history[0]["reason"] == "请忘掉这段对话"

    r = h.post(f"/api/topics/{run}/restore")
    assert r.status_code == 200, r.text
    assert sorted(m["id"] for m in r.json()["memories"]) == ours
    assert run in _search_topics(h, "马拉松")
    assert len(h.get(f"/api/topics/{run}/messages").json()) == 2
    _error(h.post(f"/api/topics/{run}/restore"), 409)

    r = h.delete(f"/api/topics/{run}", params={"erase": "true"})
    assert r.status_code == 200, r.text
    assert r.json()["action"] == "erase_topic" and r.json()["messages_erased"] == 2
    _error(h.get(f"/api/topics/{run}"), 404)
    _error(h.post(f"/api/topics/{run}/restore"), 404)
    assert h.post(f"/api/memories/{ours[0]}/restore").status_code == 200  # the memories stay restorable


def test_forget_about_with_a_dry_run_over_http(api: Api) -> None:
    h = api.http
    for text in (
        "用户在准备北京马拉松",
        "用户的马拉松目标是四小时以内",
        "用户喜欢吃辣",
        "User is training for a marathon",
    ):
        assert h.post("/api/memories", json={"content": text, "type": "plan"}).status_code == 201
    r = h.post("/api/memories/forget-about", json={"query": "马拉松", "dry_run": True})
    assert r.status_code == 200, r.text
    preview = r.json()
    assert preview["dry_run"] and preview["history_ids"] == []
    names = {m["content"] for m in preview["memories"]}
    assert names == {"用户在准备北京马拉松", "用户的马拉松目标是四小时以内"}
    assert len(h.get("/api/memories").json()["items"]) == 4  # nothing changed

    r = h.post("/api/memories/forget-about", json={"query": "马拉松"})
    assert r.status_code == 200, r.text
    done = r.json()
    assert {m["content"] for m in done["memories"]} == names and len(done["history_ids"]) == 2
    left = {m["content"] for m in h.get("/api/memories").json()["items"]}
    assert left == {"用户喜欢吃辣", "User is training for a marathon"}
    r = h.post("/api/memories/forget-about", json={"query": "marathon"})
    assert [m["content"] for m in r.json()["memories"]] == ["User is training for a marathon"]
    undo = h.post(f"/api/history/{done['history_ids'][0]}/undo")
    assert undo.status_code == 200, undo.text


def test_bad_input_and_other_users_topics(api: Api, mem: Memory) -> None:
    h = api.http
    run = _conversation(h, "跑步", ["我在准备明年的北京马拉松"])
    bob = api.client_for("bob")
    _error(bob.delete(f"/api/topics/{run}"), 404)
    _error(bob.delete(f"/api/topics/{run}", params={"erase": "true"}), 404)
    _error(bob.post(f"/api/topics/{run}/restore"), 404)
    assert bob.get("/api/topics", params={"forgotten": "true"}).json() == []
    _error(h.delete("/api/topics/top_missing"), 404)
    _error(h.delete(f"/api/topics/{run}", params={"erase": "maybe"}), 422)
    _error(h.post("/api/memories/forget-about", json={"query": ""}), 422)
    _error(h.post("/api/memories/forget-about", json={"query": "x", "limit": 0}), 422)
    _error(h.post("/api/memories/forget-about", json={"query": "x", "min_similarity": 2}), 422)
    _error(h.post("/api/memories/forget-about", json={"query": "x", "surprise": 1}), 422)
    _error(h.post("/api/memories/forget-about", json={"query": "   "}), 422)
    assert mem.topics.get(run).forgotten_at is None
    assert len(mem.messages.list(run)) == 1
    bob.close()


def test_forgetting_and_restoring_a_topic_are_streamed_as_events(api: Api) -> None:
    h = api.http
    run = _conversation(h, "跑步", ["我在准备明年的北京马拉松", "我喜欢吃辣"])
    n = len([m for m in h.get("/api/memories").json()["items"] if m["topic_id"] == run])
    assert n == 2
    sse = SSEListener(lambda: h.stream("GET", "/api/events"), lambda got: len(got) == 2 * n).start()
    h.delete(f"/api/topics/{run}")
    h.post(f"/api/topics/{run}/restore")
    got = sse.join(10)
    assert [e for e, _ in got] == ["memory.forgotten"] * n + ["memory.restored"] * n
    assert {d["topic_id"] for _, d in got} == {run}


def test_forgetting_an_empty_topic_succeeds_once_then_conflicts(api: Api) -> None:
    h = api.http
    empty = h.post("/api/topics", json={"title": "还没开始的对话"}).json()["id"]
    r = h.delete(f"/api/topics/{empty}")
    assert r.status_code == 200, r.text  # was 409 "already forgotten" although it was forgotten just now
    body: dict[str, Any] = r.json()
    assert body["action"] == "forget_topic" and body["messages_hidden"] == 0 and body["memories"] == []
    assert body["topic"]["forgotten_at"] is not None
    assert [t["id"] for t in h.get("/api/topics", params={"forgotten": "true"}).json()] == [empty]
    assert "already forgotten" in _error(h.delete(f"/api/topics/{empty}"), 409)["message"]
    assert h.post(f"/api/topics/{empty}/restore").status_code == 200
    assert h.get(f"/api/topics/{empty}").json()["forgotten_at"] is None
