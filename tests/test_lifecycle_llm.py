"""The lifecycle with an LLM: an outage makes jobs wait and retry (visible with their error), nothing is dropped."""

from __future__ import annotations

import json

from jiyi import FixedClock, Memory

from .openai_stub import OpenAIStub, chat_reply, error_reply


def _topic(mem: Memory) -> str:
    t = mem.topics.create("li")
    for role, line in [("user", "我是护士，最近夜班很累"), ("assistant", "辛苦了"), ("user", "怎么调整作息？")]:
        mem.messages.add(t.id, role, line)
    return t.id


def _extract_job(mem: Memory, tid: str):  # type: ignore[no-untyped-def]
    return next(j for j in mem.jobs("li") if j.kind == "extract" and j.target_id == tid)


SUMMARY = {
    "summary": "用户是护士，夜班很累，想调整作息",
    "topics": ["夜班", "作息"],
    "user_intent": "调整作息",
    "emotional_tone": "NEGATIVE",
    "key_facts": ["用户是护士"],
    "unresolved": "怎么调整作息",
}


def test_outage_waits_with_backoff_then_distils_and_summarises(
    llm_mem: Memory, clock: FixedClock, openai_stub: OpenAIStub
) -> None:
    tid = _topic(llm_mem)
    clock.advance(minutes=3)
    openai_stub.script(error_reply(503), error_reply(503))
    llm_mem.run_due()
    job = _extract_job(llm_mem, tid)
    assert job.status == "failed" and "503" in (job.error or "") and job.attempts == 1
    assert llm_mem.topics.get(tid).last_processed_message_id is None  # nothing skipped
    before = len(openai_stub.requests)
    llm_mem.run_due()  # still backing off: the LLM is not asked again
    assert len(openai_stub.requests) == before
    clock.advance(seconds=61)
    add = {"decisions": [{"action": "add", "type": "personal", "content": "用户是护士", "importance": 0.6}]}
    openai_stub.script(
        chat_reply(json.dumps(add, ensure_ascii=False)), chat_reply(json.dumps(SUMMARY, ensure_ascii=False))
    )
    llm_mem.run_due()
    assert _extract_job(llm_mem, tid).status == "done"
    assert [m.content for m in llm_mem.list("li", types=["personal"])] == ["用户是护士"]
    (ep,) = llm_mem.list("li", types=["episode"])
    assert "用户是护士，夜班很累" in ep.content and "情绪：低落" in ep.content and "未解决：怎么调整作息" in ep.content


def test_summary_failure_is_retried_without_distilling_twice(
    llm_mem: Memory, clock: FixedClock, openai_stub: OpenAIStub
) -> None:
    tid = _topic(llm_mem)
    clock.advance(minutes=3)
    add = {"decisions": [{"action": "add", "type": "personal", "content": "用户是护士"}]}
    openai_stub.script(chat_reply(json.dumps(add, ensure_ascii=False)), error_reply(500), error_reply(500))
    llm_mem.run_due()
    job = _extract_job(llm_mem, tid)
    assert job.status == "failed" and job.error and llm_mem.topics.get(tid).last_processed_message_id
    assert llm_mem.list("li", types=["episode"]) == []
    clock.advance(minutes=2)
    openai_stub.script(chat_reply(json.dumps(SUMMARY, ensure_ascii=False)))
    llm_mem.run_due()
    assert _extract_job(llm_mem, tid).status == "done"
    assert len(llm_mem.list("li", types=["episode"])) == 1
    assert len(llm_mem.list("li", types=["personal"])) == 1
