"""Distillation pipeline: cursor, context, decisions applied non-destructively, idempotency, failures.

`Scripted` is a real Extractor (our own interface) whose decisions each test chooses, so the pipeline's
handling of every decision can be checked exactly; the offline and LLM extractors have their own tests.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from jiyi import (
    Decision,
    ExtractionRequest,
    ExtractionResult,
    Extractor,
    FixedClock,
    Memory,
    MemoryRecord,
    MemoryState,
    ProviderError,
    Topic,
    Usage,
)
from jiyi.embedders import USEEmbedder

from .conftest import DbFactory

Script = Callable[[ExtractionRequest], list[Decision]]


class Scripted(Extractor):
    """Answers with whatever the current script returns, and remembers every request."""

    def __init__(self) -> None:
        self.script: Script = lambda req: []
        self.requests: list[ExtractionRequest] = []
        self.fail_with: Exception | None = None

    def extract(self, request: ExtractionRequest) -> ExtractionResult:
        self.requests.append(request)
        if self.fail_with is not None:
            raise self.fail_with
        return ExtractionResult(
            decisions=tuple(self.script(request)),
            reason="scripted",
            usage=Usage(prompt_tokens=10, completion_tokens=5, calls=1),
        )


@pytest.fixture
def ext() -> Scripted:
    return Scripted()


@pytest.fixture
def smem(db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock, ext: Scripted) -> Iterator[Memory]:
    m = Memory(db_factory("d.db"), embedder=embedder, clock=clock, extractor=ext)
    yield m
    m.close()


def add(content: str, type_: str = "fact", **kw: object) -> Decision:
    return Decision(action="add", type=type_, content=content, **kw)  # type: ignore[arg-type]


def test_only_new_messages_are_distilled_with_context(smem: Memory, ext: Scripted) -> None:
    smem.update_settings("u1", memory_context_messages=2)
    t = smem.topics.create("u1", "cache")
    smem.messages.add(t.id, "user", "缓存方案用 Redis 还是 Memcached？")
    smem.messages.add(t.id, "assistant", "取决于你的需求")
    smem.messages.add(t.id, "user", "我先想想")
    assert smem.extract(t.id).status == "done"
    smem.messages.add(t.id, "user", "我决定用 Redis 了")
    smem.messages.add(t.id, "assistant", "好的选择")
    ext.script = lambda req: [add("用户决定用 Redis 做缓存")]
    report = smem.extract(t.id)
    req = ext.requests[-1]
    assert [m.content for m in req.new_messages] == ["我决定用 Redis 了", "好的选择"]
    assert [m.content for m in req.context_messages] == ["取决于你的需求", "我先想想"]
    assert req.language == "zh"
    assert report.status == "done" and report.messages_processed == 2
    assert [m.content for m in report.added] == ["用户决定用 Redis 做缓存"]
    topic = smem.topics.get(t.id)
    assert topic.last_processed_message_id == smem.messages.list(t.id)[-1].id
    assert topic.memory_processed_at is not None


def test_rerun_changes_nothing(smem: Memory, ext: Scripted) -> None:
    t = smem.topics.create("u1")
    smem.messages.add(t.id, "user", "I love hiking on weekends")
    ext.script = lambda req: [add("User loves hiking on weekends", "preference")]
    assert len(smem.extract(t.id).added) == 1
    before = smem.list("u1", current_only=False, states=None)
    again = smem.extract(t.id)
    assert again.status == "nothing_new"
    assert smem.list("u1", current_only=False, states=None) == before


def test_same_content_from_another_topic_is_not_added_twice(smem: Memory, ext: Scripted) -> None:
    ext.script = lambda req: [add("用户喜欢猫", "preference")]
    for _ in range(2):
        t = smem.topics.create("u1")
        smem.messages.add(t.id, "user", "我喜欢猫")
        smem.extract(t.id)
    assert [m.content for m in smem.list("u1")] == ["用户喜欢猫"]


def test_near_duplicate_is_skipped_but_negation_is_not(smem: Memory, ext: Scripted) -> None:
    t = smem.topics.create("u1")
    smem.messages.add(t.id, "user", "I really like cats")
    ext.script = lambda req: [add("User likes cats.", "preference")]
    smem.extract(t.id)
    smem.messages.add(t.id, "user", "cats are great")
    ext.script = lambda req: [
        add("user likes cats", "preference"),
        add("User does not like dogs", "preference"),
    ]
    report = smem.extract(t.id)
    assert [d.reason.split(" ")[0] for d in report.skipped] == ["duplicate"]
    assert [m.content for m in report.added] == ["User does not like dogs"]


def test_update_supersedes_and_keeps_the_old_version(smem: Memory, ext: Scripted) -> None:
    t = smem.topics.create("u1")
    smem.messages.add(t.id, "user", "我在 A 公司上班")
    ext.script = lambda req: [add("用户在 A 公司工作", "personal")]
    old = smem.extract(t.id).added[0]
    smem.messages.add(t.id, "user", "我换到 B 公司了")
    ext.script = lambda req: [
        Decision(
            action="update",
            target_id=req.related[0].id,
            type="personal",
            content="用户在 B 公司工作",
            reason="换工作",
        )
    ]
    report = smem.extract(t.id)
    new = report.updated[0]
    assert new.supersedes == old.id
    prior = smem.get("u1", old.id)
    assert prior.superseded_by == new.id and prior.valid_until is not None
    assert prior.content == "用户在 A 公司工作"  # the old text is kept, not overwritten
    assert [h.content for h in smem.search("u1", "用户在哪个公司工作")] == ["用户在 B 公司工作"]
    events = {h.event for h in smem.history("u1", old.id)}
    assert {"supersede", "add"} <= events or "supersede" in events


def _moving_from_a_to_b(smem: Memory, ext: Scripted) -> tuple[Topic, MemoryRecord]:
    """A topic whose first message was distilled into "用户在 A 公司工作" and whose second (queued) says B."""
    t = smem.topics.create("u1")
    smem.messages.add(t.id, "user", "我在 A 公司上班")
    ext.script = lambda req: [add("用户在 A 公司工作", "personal")]
    original = smem.extract(t.id).added[0]
    smem.messages.add(t.id, "user", "我换到 B 公司了")
    return t, original


def test_a_memory_corrected_during_the_llm_call_is_not_overwritten(smem: Memory, ext: Scripted) -> None:
    """The extractor decided on the memory as it was; the user corrected it meanwhile: nothing of that decision
    is written, and the messages are distilled again against the corrected version."""
    t, original = _moving_from_a_to_b(smem, ext)
    corrected = []

    def decide(req: ExtractionRequest) -> list[Decision]:
        target = req.related[0]
        if not corrected:  # while the "LLM" thinks, the user corrects the memory by hand
            corrected.append(smem.update("u1", target.id, "用户在 C 公司工作"))
        return [Decision(action="update", target_id=target.id, type="personal", content="用户在 B 公司工作")]

    ext.script = decide
    report = smem.extract(t.id)
    assert report.status == "done" and len(ext.requests) == 3  # the first distillation, then two runs of this
    assert ext.requests[-1].related[0].id == corrected[0].id  # asked again, against the corrected version
    assert smem.get("u1", original.id).superseded_by == corrected[0].id  # the user's correction stands
    assert smem.get("u1", corrected[0].id).superseded_by == report.updated[0].id
    assert [m.content for m in smem.list("u1") if "公司" in m.content] == ["用户在 B 公司工作"]  # one current


def test_a_memory_that_keeps_changing_leaves_the_messages_queued_for_a_retry(smem: Memory, ext: Scripted) -> None:
    t, _ = _moving_from_a_to_b(smem, ext)

    def decide(req: ExtractionRequest) -> list[Decision]:
        target = req.related[0]
        smem.update("u1", target.id, target.content + "（改）")  # changed under every attempt
        return [Decision(action="update", target_id=target.id, type="personal", content="用户在 B 公司工作")]

    ext.script = decide
    report = smem.extract(t.id)
    assert report.status == "failed" and "StaleError" in (report.error or "")
    assert all("B 公司" not in m.content for m in smem.list("u1"))  # nothing of the decisions was written
    assert any(j.kind == "extract" and j.status == "failed" for j in smem.jobs())  # retried later
    ext.script = lambda req: [add("用户在 B 公司工作", "personal")]
    assert smem.extract(t.id).status == "done"  # the messages were still queued


def test_delete_is_soft_and_restorable(smem: Memory, ext: Scripted) -> None:
    t = smem.topics.create("u1")
    smem.messages.add(t.id, "user", "my address is 5 Elm St")
    ext.script = lambda req: [add("User's delivery address is 5 Elm St")]
    rec = smem.extract(t.id).added[0]
    smem.messages.add(t.id, "user", "forget my address please")
    ext.script = lambda req: [Decision(action="delete", target_id=rec.id, reason="user asked")]
    report = smem.extract(t.id)
    assert [m.id for m in report.deleted] == [rec.id]
    assert smem.get("u1", rec.id).state is MemoryState.DELETED
    assert smem.search("u1", "delivery address") == []
    h = smem.history("u1", rec.id)[0]
    assert h.event == "delete" and h.reason == "user asked" and h.actor == "extractor"
    smem.restore("u1", rec.id)
    assert [x.id for x in smem.search("u1", "delivery address")] == [rec.id]


def test_invented_ids_are_rejected(smem: Memory, ext: Scripted) -> None:
    t = smem.topics.create("u1")
    smem.messages.add(t.id, "user", "hello there, I use vim")
    other = smem.add("u2", "u2's secret")
    ext.script = lambda req: [
        Decision(action="delete", target_id="mem_made_up"),
        Decision(action="update", target_id=other.id, content="stolen"),
        add("User uses vim", "preference"),
    ]
    report = smem.extract(t.id)
    assert len(report.rejected) == 2
    assert all("unknown memory id" in d.reason for d in report.rejected)
    assert smem.get("u2", other.id).content == "u2's secret"
    assert [m.content for m in report.added] == ["User uses vim"]


def test_manual_memories_are_never_deleted_or_rewritten_by_extraction(smem: Memory, ext: Scripted) -> None:
    manual = smem.add("u1", "记住：测试环境网段是 10.0.0.x")
    t = smem.topics.create("u1")
    smem.messages.add(t.id, "user", "测试环境网段是多少来着")
    ext.script = lambda req: [
        Decision(action="delete", target_id=manual.id, reason="looks stale"),
    ]
    report = smem.extract(t.id)
    assert "removed only by the user" in report.rejected[0].reason
    assert smem.get("u1", manual.id).is_current


def test_boost_raises_importance_with_history(smem: Memory, ext: Scripted) -> None:
    rec = smem.add("u1", "User prefers dark mode", type="preference", importance=0.5)
    t = smem.topics.create("u1")
    smem.messages.add(t.id, "user", "dark mode please, as always")
    ext.script = lambda req: [Decision(action="boost", target_id=rec.id, reason="restated")]
    smem.extract(t.id)
    assert smem.get("u1", rec.id).importance == pytest.approx(0.6)
    assert smem.history("u1", rec.id)[0].event == "boost"


def test_provider_failure_is_recorded_and_retried_later(smem: Memory, ext: Scripted, clock: FixedClock) -> None:
    t = smem.topics.create("u1")
    smem.messages.add(t.id, "user", "I moved to Berlin")
    ext.fail_with = ProviderError("upstream down")
    report = smem.extract(t.id)
    assert report.status == "failed" and "upstream down" in (report.error or "")
    assert smem.topics.get(t.id).last_processed_message_id is None  # nothing lost: still queued
    jobs = smem.store.list_jobs("u1", status="failed")
    assert len(jobs) == 1 and jobs[0].attempts == 1 and jobs[0].next_run_at is not None
    assert jobs[0].next_run_at > clock.now()
    ext.fail_with = None
    ext.script = lambda req: [add("User lives in Berlin", "personal")]
    clock.advance(minutes=2)
    report = smem.extract(t.id)
    assert report.status == "done" and len(report.added) == 1
    assert smem.store.list_jobs("u1", status="failed") == []
    assert smem.store.usage_totals("u1") == (10, 5, 1)


def test_extraction_switches(smem: Memory, ext: Scripted) -> None:
    t = smem.topics.create("u1")
    smem.messages.add(t.id, "user", "I like tea")
    ext.script = lambda req: [add("User likes tea", "preference")]
    smem.update_settings("u1", memory_extraction_enabled=False)
    assert smem.extract(t.id, automatic=True).status == "disabled"
    assert smem.extract(t.id).status == "done"  # a manual trigger still works
    smem.update_settings("u1", memory_enabled=False)
    t2 = smem.topics.create("u1")
    smem.messages.add(t2.id, "user", "I like coffee")
    assert smem.extract(t2.id).status == "disabled"
