"""Distillation with a model that misbehaves: one that hangs (an on-demand extraction answers within its
deadline, distils nothing half-way, and leaves the messages to the background), and one whose answer names
only memory ids it invented (listed as rejected; the window is not dropped as if distilled)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx
import pytest

from jiyi import FixedClock, Memory
from jiyi.embedders import USEEmbedder
from jiyi.llm import OpenAICompatibleLLM
from jiyi.server import AuthConfig, LiveServer, create_app

from .conftest import DbFactory
from .openai_stub import CHAT, OpenAIStub, RecordedRequest, Reply, chat_reply


@pytest.fixture
def patient_mem(
    db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock, openai_stub: OpenAIStub
) -> Iterator[Memory]:
    """An LLM extractor with the production defaults: 60 s per call, 3 retries."""
    llm = OpenAICompatibleLLM(model="stub-model", base_url=openai_stub.base_url, api_key="sk-test")
    m = Memory(db_factory("llm.db"), embedder=embedder, clock=clock, extractor=llm)
    yield m
    m.close()
    llm.close()


def _answer(*decisions: dict[str, object]) -> Reply:
    return chat_reply(json.dumps({"decisions": list(decisions), "reason": "ok"}, ensure_ascii=False))


def test_extract_route_answers_504_within_its_deadline_when_the_model_hangs(
    patient_mem: Memory, clock: FixedClock, openai_stub: OpenAIStub
) -> None:
    mem = patient_mem
    t = mem.topics.create("li", "搬家")
    mem.messages.add(t.id, "user", "我下个月从北京搬到杭州")
    mem.messages.add(t.id, "assistant", "好的")

    def hang(request: RecordedRequest) -> Reply:
        return chat_reply("{}", delay=120)  # far longer than the client below waits

    openai_stub.handler = hang
    app = create_app(mem, auth=AuthConfig(open=True))
    app.state.extract_seconds = 1.0
    with LiveServer(app) as server, httpx.Client(base_url=server.url, headers={"X-Jiyi-User": "li"}) as h:
        # Before: held for 4 x 60 s (the client's 30 s ran out first).
        r = h.post(f"/api/topics/{t.id}/extract-memories", timeout=30)
    assert r.status_code == 504, r.text
    err = r.json()["error"]
    assert err["type"] == "extraction_timeout"
    assert "within 1 s" in err["message"] and "stay queued" in err["message"]
    assert len(openai_stub.requests_to(CHAT)) == 1  # no retry past the deadline
    # Nothing half-way: no memory, the cursor where it was, a retry waiting in the background.
    assert mem.list("li") == []
    assert mem.topics.get(t.id).last_processed_message_id is None
    job = next(j for j in mem.jobs("li") if j.kind == "extract" and j.target_id == t.id)
    assert job.status == "failed" and job.error is not None and job.error.startswith("ProviderTimeoutError")
    assert job.next_run_at is not None

    openai_stub.handler = None  # the model answers again: the worker distils the queued messages
    openai_stub.script(_answer({"action": "add", "type": "fact", "content": "用户下个月从北京搬到杭州"}))
    clock.advance(hours=1)
    mem.run_due()
    assert [m.content for m in mem.list("li")] == ["用户下个月从北京搬到杭州"]
    assert mem.topics.get(t.id).last_processed_message_id is not None


def test_an_answer_of_invented_ids_is_rejected_and_its_window_distilled_by_the_rules(
    llm_mem: Memory, openai_stub: OpenAIStub
) -> None:
    mem = llm_mem
    kept = mem.add("li", "用户住在北京")
    t = mem.topics.create("li", "近况")
    mem.messages.add(t.id, "user", "我叫李明，我喜欢橘猫")
    openai_stub.script(
        _answer(
            {"action": "update", "id": "mem_invented_1", "type": "fact", "content": "用户叫李明"},
            {"action": "delete", "id": "mem_invented_2"},
        )
    )
    report = mem.extract(t.id)
    rejected = {(d.action, d.target_id): d.reason for d in report.rejected}
    assert rejected == {
        ("update", "mem_invented_1"): "unknown memory id 'mem_invented_1'",
        ("delete", "mem_invented_2"): "unknown memory id 'mem_invented_2'",
    }
    assert "unknown memory ids" in report.reason
    # Before: "done" with nothing stored and the cursor past the messages, as if they had been distilled.
    contents = {m.content for m in mem.list("li")}
    assert any("橘猫" in c for c in contents) and any("李明" in c for c in contents)
    assert mem.get("li", kept.id).content == "用户住在北京"
    assert report.status == "done" and mem.topics.get(t.id).last_processed_message_id is not None


def test_extract_route_lists_rejected_decisions(llm_mem: Memory, openai_stub: OpenAIStub) -> None:
    mem = llm_mem
    t = mem.topics.create("li", "近况")
    mem.messages.add(t.id, "user", "我喜欢爬山，周末常去香山")
    openai_stub.script(
        _answer(
            {"action": "add", "type": "preference", "content": "用户喜欢爬山"},
            {"action": "delete", "id": "mem_invented_9"},
        )
    )
    app = create_app(mem, auth=AuthConfig(open=True))
    with LiveServer(app) as server, httpx.Client(base_url=server.url, headers={"X-Jiyi-User": "li"}) as h:
        body = h.post(f"/api/topics/{t.id}/extract-memories", timeout=30).json()
    assert body["status"] == "done" and body["added"] == 1
    assert body["rejected"] == 1
    assert body["rejected_decisions"][0]["target_id"] == "mem_invented_9"
    assert body["rejected_decisions"][0]["reason"] == "unknown memory id 'mem_invented_9'"
    contents = [m.content for m in mem.list("li")]
    # a valid answer: the model's own decisions, beside what the entity layer read offline (the place 香山)
    assert "用户喜欢爬山" in contents and all(c == "用户喜欢爬山" or "香山" in c for c in contents), contents
