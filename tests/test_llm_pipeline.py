"""Memory with an OpenAI-compatible LLM extractor, end to end against a real local HTTP server."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory
from jiyi.embedders import USEEmbedder
from jiyi.llm import OpenAICompatibleLLM

from .openai_stub import CHAT, OpenAIStub, chat_reply, error_reply


@pytest.fixture
def llm_mem(tmp_path: Path, embedder: USEEmbedder, clock: FixedClock, openai_stub: OpenAIStub) -> Iterator[Memory]:
    llm = OpenAICompatibleLLM(
        model="stub-model",
        base_url=openai_stub.base_url,
        api_key="sk-test",
        max_retries=1,
        backoff=0.0,
        timeout=5,
    )
    m = Memory(tmp_path / "llm.db", embedder=embedder, clock=clock, extractor=llm)
    yield m
    m.close()
    llm.close()


def decisions(*items: dict[str, object], reason: str = "ok") -> str:
    return json.dumps({"decisions": list(items), "reason": reason}, ensure_ascii=False)


def test_llm_distillation_add_then_update(llm_mem: Memory, openai_stub: OpenAIStub) -> None:
    t = llm_mem.topics.create("u1", "tech")
    llm_mem.messages.add(t.id, "user", "我叫李明，是后端工程师。我决定用 FastAPI 了")
    openai_stub.script(
        chat_reply(
            decisions(
                {
                    "action": "add",
                    "type": "personal",
                    "content": "用户叫李明，是后端工程师",
                    "importance": 0.9,
                },
                {"action": "add", "type": "fact", "content": "用户决定用 FastAPI", "importance": 0.7},
            ),
            prompt_tokens=300,
            completion_tokens=60,
        )
    )
    report = llm_mem.extract(t.id)
    assert report.status == "done"
    assert sorted(m.content for m in report.added) == ["用户决定用 FastAPI", "用户叫李明，是后端工程师"]
    sent = openai_stub.requests_to(CHAT)[0]
    prompt = "\n".join(str(m["content"]) for m in sent.messages)
    assert "我决定用 FastAPI 了" in prompt and "只从「新对话内容」中提取" in prompt  # Chinese prompt for zh
    assert llm_mem.store.usage_totals("u1") == (300, 60, 1)

    fastapi = next(m for m in report.added if "FastAPI" in m.content)
    llm_mem.messages.add(t.id, "user", "不对，我最后选了 Flask")
    openai_stub.script(
        chat_reply(
            decisions(
                {
                    "action": "update",
                    "id": fastapi.id,
                    "type": "fact",
                    "content": "用户决定用 Flask",
                    "importance": 0.7,
                },
            )
        )
    )
    report = llm_mem.extract(t.id)
    assert [m.content for m in report.updated] == ["用户决定用 Flask"]
    second_prompt = "\n".join(str(m["content"]) for m in openai_stub.requests_to(CHAT)[1].messages)
    assert f"[ID:{fastapi.id}]" in second_prompt  # related memories are offered with their ids
    assert llm_mem.get("u1", fastapi.id).superseded_by == report.updated[0].id
    assert [h.content for h in llm_mem.search("u1", "用户用什么框架？", k=1)] == ["用户决定用 Flask"]


def test_malformed_answers_become_a_failed_job_then_succeed(
    llm_mem: Memory, openai_stub: OpenAIStub, clock: FixedClock
) -> None:
    t = llm_mem.topics.create("u1")
    llm_mem.messages.add(t.id, "user", "I just adopted a dog named Biscuit")
    openai_stub.script(chat_reply("sure! here are the memories: {not json"), chat_reply("still {{ not json"))
    report = llm_mem.extract(t.id)
    assert report.status == "failed" and "MalformedOutputError" in (report.error or "")
    assert report.added == ()
    assert llm_mem.topics.get(t.id).last_processed_message_id is None
    [job] = llm_mem.store.list_jobs("u1", status="failed")
    assert job.kind == "extract" and job.target_id == t.id

    clock.advance(minutes=5)
    openai_stub.script(
        chat_reply(
            decisions(
                {
                    "action": "add",
                    "type": "person",
                    "content": "User has a dog named Biscuit",
                    "importance": 0.7,
                }
            )
        )
    )
    report = llm_mem.extract(t.id)
    assert report.status == "done" and [m.content for m in report.added] == ["User has a dog named Biscuit"]
    assert llm_mem.store.list_jobs("u1", status="failed") == []


def test_upstream_outage_keeps_messages_queued(llm_mem: Memory, openai_stub: OpenAIStub) -> None:
    t = llm_mem.topics.create("u1")
    llm_mem.messages.add(t.id, "user", "I work at a bakery")
    openai_stub.script(error_reply(503), error_reply(503))
    report = llm_mem.extract(t.id)
    assert report.status == "failed" and "503" in (report.error or "")
    assert llm_mem.store.list_jobs("u1", status="failed")[0].attempts == 1
    openai_stub.script(error_reply(503), error_reply(503))
    llm_mem.extract(t.id)
    assert llm_mem.store.list_jobs("u1", status="failed")[0].attempts == 2
    assert llm_mem.messages.list(t.id)[0].content == "I work at a bakery"


def test_invented_id_from_the_model_is_rejected(llm_mem: Memory, openai_stub: OpenAIStub) -> None:
    keep = llm_mem.add("u1", "User's favourite colour is green", type="preference")
    t = llm_mem.topics.create("u1")
    llm_mem.messages.add(t.id, "user", "what's my favourite colour again?")
    openai_stub.script(chat_reply(decisions({"action": "delete", "id": "mem-001", "reason": "guess"})))
    report = llm_mem.extract(t.id)
    assert len(report.rejected) == 1 and report.deleted == ()
    assert llm_mem.get("u1", keep.id).is_current
