"""LLM distillation in bounded windows (seed 003 §5.2), against a real OpenAI-protocol server on 127.0.0.1.

The stub answers from what each prompt actually holds (the ``[message id]`` labels of its new-messages
section), so the tests see exactly which messages every call was given.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pytest

from jiyi import DistilConfig, FixedClock, Memory
from jiyi._errors import ValidationError
from jiyi._models import ExtractionRequest, ExtractionResult, Message
from jiyi._text import estimate_tokens
from jiyi._windows import clip_text, fit_context, split_windows
from jiyi.embedders import USEEmbedder
from jiyi.extractors import Extractor
from jiyi.lifecycle import Lifecycle, LifecyclePolicy
from jiyi.llm import OpenAICompatibleLLM

from .conftest import DbFactory
from .openai_stub import CHAT, OpenAIStub, RecordedRequest, Reply, chat_reply, error_reply

_NEW_ID = re.compile(r"^\[(?:消息|message) ([^\]]+)\]", re.M)
_NEW_HEAD = re.compile(r"^## (?:新对话内容|New messages)[^\n]*\n", re.M)
_ZH_RULE = "只从「新对话内容」中提取"
_EN_RULE = 'Extract only from "New messages"'

MakeMem = Callable[..., Memory]


def _user_prompt(req: RecordedRequest) -> str:
    return str(req.messages[-1]["content"])


def _new_section(req: RecordedRequest) -> str:
    prompt = _user_prompt(req)
    m = _NEW_HEAD.search(prompt)
    assert m is not None, prompt[:500]
    return prompt[m.end() :]


def _new_ids(req: RecordedRequest) -> list[str]:
    return _NEW_ID.findall(_new_section(req))


def _answer(*items: dict[str, object]) -> Reply:
    return chat_reply(json.dumps({"decisions": list(items), "reason": "ok"}, ensure_ascii=False))


@dataclass
class Scribe:
    """Answers each extraction call with one memory per window, citing the window's first message."""

    calls: list[list[str]] = field(default_factory=list)
    fail_on: str | None = None  # a message id: calls whose window holds it get a 500

    def __call__(self, req: RecordedRequest) -> Reply:
        if not _NEW_HEAD.search(_user_prompt(req)):  # the lifecycle's episode summary, not an extraction
            return chat_reply(json.dumps({"summary": "用户记了很多笔记", "topics": ["笔记"]}, ensure_ascii=False))
        ids = _new_ids(req)
        if self.fail_on is not None and self.fail_on in ids:
            return error_reply(500, "upstream overloaded")
        self.calls.append(ids)
        zh = _ZH_RULE in str(req.messages[0]["content"])
        n = len(self.calls)
        content = f"用户第{n}次记录的事情编号是{n * 7919}" if zh else f"The user's note number {n} has code {n * 7919}"
        return _answer({"action": "add", "type": "fact", "content": content, "message_ids": [ids[0]]})


@pytest.fixture
def make_mem(
    db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock, openai_stub: OpenAIStub
) -> Iterator[MakeMem]:
    made: list[tuple[Memory, OpenAICompatibleLLM]] = []

    def make(config: DistilConfig | None = None, *, embed_messages: bool = True) -> Memory:
        llm = OpenAICompatibleLLM(
            model="stub-model", base_url=openai_stub.base_url, api_key="sk-test", max_retries=1, backoff=0.0, timeout=5
        )
        m = Memory(
            db_factory(f"win{len(made)}.db"),
            embedder=embedder,
            clock=clock,
            extractor=llm,
            distil=config,
            embed_messages=embed_messages,
        )
        made.append((m, llm))
        return m

    yield make
    for m, llm in made:
        m.close()
        llm.close()


def _conversation(n: int) -> list[tuple[str, str, None]]:
    """`n` messages: the first half Chinese, the second English; every 200th a long one (~3,700 tokens)."""
    out: list[tuple[str, str, None]] = []
    for i in range(n):
        role = "user" if i % 2 == 0 else "assistant"
        if i < n // 2:
            text = f"第{i}条：我今天在杭州学习了向量检索和分词，晚上还要跑步五公里。"
            long = "我在整理项目文档，记录数据库迁移的每一步和遇到的问题。" * 135
        else:
            text = f"Line {i}: I spent the evening reading about vector search and tokenizers, then went running."
            long = "I am writing down every step of the database migration and each problem I hit along the way. " * 135
        out.append((role, f"{text} {long}" if i % 200 == 0 else text, None))
    return out


def test_two_thousand_messages_go_in_bounded_windows_each_exactly_once(
    make_mem: MakeMem, openai_stub: OpenAIStub
) -> None:
    mem = make_mem(embed_messages=False)  # message vectors play no part in distillation; they cost ~20 s here
    t = mem.topics.create("u1", "long import")
    msgs = mem.messages.add_many(t.id, _conversation(2000))
    scribe = Scribe()
    openai_stub.handler = scribe

    report = mem.extract(t.id)

    assert report.status == "done" and report.messages_processed == 2000
    requests = openai_stub.requests_to(CHAT)
    assert len(requests) == len(scribe.calls) >= 100  # at most 20 messages a call
    assert [i for call in scribe.calls for i in call] == [m.id for m in msgs]  # each once, in order
    cfg = DistilConfig()
    for req in requests:
        new = _new_section(req)
        assert len(_new_ids(req)) <= cfg.window_messages
        assert estimate_tokens(new) <= cfg.window_tokens
        # date, up to 10 short memories, context within its budget, the new messages: far from 161k chars
        assert estimate_tokens(_user_prompt(req)) <= cfg.window_tokens + cfg.context_tokens + 600
    # The long messages make some windows end on the token budget before the message count.
    assert min(len(c) for c in scribe.calls) < cfg.window_messages
    # Chinese windows got the Chinese prompt, English ones the English prompt.
    systems = [str(r.messages[0]["content"]) for r in requests]
    assert _ZH_RULE in systems[0] and _EN_RULE in systems[-1]
    assert len(report.added) == len(requests) and mem.store.usage_totals("u1")[2] == len(requests)
    assert {m.message_ids[0] for m in report.added} == {c[0] for c in scribe.calls}
    assert mem.topics.get(t.id).last_processed_message_id == msgs[-1].id
    # A later window's context is the end of the window before it.
    second = _user_prompt(requests[1])
    assert msgs[len(scribe.calls[0]) - 1].content[:30] in second.split(_new_section(requests[1]))[0]
    assert mem.extract(t.id).status == "nothing_new"


def test_a_failing_middle_window_keeps_the_earlier_ones_and_the_next_run_resumes(
    make_mem: MakeMem, openai_stub: OpenAIStub
) -> None:
    mem = make_mem(DistilConfig(window_messages=10))
    t = mem.topics.create("u1")
    lines = [f"第{i}条：我今天学了分词。" if i < 50 else f"Line {i}: I read about tokenizers." for i in range(100)]
    msgs = mem.messages.add_many(t.id, [("user" if i % 2 == 0 else "assistant", x, None) for i, x in enumerate(lines)])
    scribe = Scribe(fail_on=msgs[40].id)  # window 5 (messages 40-49) fails, retries included
    openai_stub.handler = scribe

    report = mem.extract(t.id)

    assert report.status == "failed" and "500" in (report.error or "")
    assert report.messages_processed == 40 and len(report.added) == 4
    assert "4 of 10 windows" in report.reason and "60 messages stay queued" in report.reason
    assert mem.topics.get(t.id).last_processed_message_id == msgs[39].id
    assert len(mem.list("u1")) == 4
    [job] = mem.store.list_jobs("u1", status="failed")
    assert job.kind == "extract" and job.target_id == t.id

    scribe.fail_on = None
    report = mem.extract(t.id)
    assert report.status == "done" and report.messages_processed == 60 and len(report.added) == 6
    assert scribe.calls[4][0] == msgs[40].id  # resumed at window 5
    assert [i for call in scribe.calls for i in call] == [m.id for m in msgs]  # nothing twice, nothing lost
    assert len(mem.list("u1")) == 10
    assert mem.store.list_jobs("u1", status="failed") == []


def test_the_background_worker_keeps_committed_windows_announces_them_and_resumes(
    make_mem: MakeMem, openai_stub: OpenAIStub, clock: FixedClock
) -> None:
    mem = make_mem()
    t = mem.topics.create("u1")
    lines = [f"第{i}条：我在学吉他，今天练了{i}分钟。" for i in range(60)]
    msgs = mem.messages.add_many(t.id, [("user", x, None) for x in lines])
    scribe = Scribe(fail_on=msgs[20].id)  # window 2 of 3
    openai_stub.handler = scribe
    start = mem.store.last_event_seq()

    clock.advance(minutes=3)
    mem.run_due()
    [job] = [j for j in mem.jobs("u1") if j.kind == "extract"]
    assert job.status == "failed" and "500" in (job.error or "")
    assert mem.topics.get(t.id).last_processed_message_id == msgs[19].id
    created = [e for e in mem.store.read_events(start) if e.type == "memory.created"]
    assert [e.data["content"] for e in created] == [m.content for m in mem.list("u1", types=["fact"])]
    assert len(created) == 1  # window 1's memory was committed and announced, window 2's not

    scribe.fail_on = None
    clock.advance(minutes=5)
    mem.run_due()
    assert [j.status for j in mem.jobs("u1") if j.kind == "extract"] == ["done"]
    assert mem.topics.get(t.id).last_processed_message_id == msgs[-1].id
    assert [i for call in scribe.calls for i in call] == [m.id for m in msgs]
    created = [e for e in mem.store.read_events(start) if e.type == "memory.created" and e.data["type"] == "fact"]
    assert len(created) == len(mem.list("u1", types=["fact"])) == 3


def test_a_worker_run_stops_between_windows_when_its_time_is_spent_and_the_next_tick_goes_on(
    make_mem: MakeMem, openai_stub: OpenAIStub, clock: FixedClock
) -> None:
    """A long backlog on a slow model must not outlive the job's lease: with no time left after the first
    window, each tick distils one window, commits it and leaves the job pending for the next tick."""
    mem = make_mem()
    lc = Lifecycle(mem, LifecyclePolicy(distil_seconds=0.0))
    t = mem.topics.create("u1")
    lines = [f"第{i}条：我在学吉他，今天练了{i}分钟。" if i < 30 else f"Line {i}: guitar practice." for i in range(60)]
    msgs = mem.messages.add_many(t.id, [("user", x, None) for x in lines])
    scribe = Scribe()
    openai_stub.handler = scribe
    clock.advance(minutes=3)
    for tick in (1, 2):
        outcome = next(o for o in lc.run_due().outcomes if o.job.kind == "extract")
        assert (outcome.status, outcome.detail) == ("pending", "distilled 20 messages, the rest next tick")
        assert mem.topics.get(t.id).last_processed_message_id == msgs[20 * tick - 1].id
        assert not mem.list("u1", types=["episode"])  # no summary of half a conversation
    outcome = next(o for o in lc.run_due().outcomes if o.job.kind == "extract")
    assert outcome.status == "done" and outcome.detail.startswith("distilled 20 messages, episode ")
    assert [i for call in scribe.calls if call for i in call] == [m.id for m in msgs]  # each once, in order
    assert len(mem.list("u1", types=["fact"])) == 3


@pytest.mark.parametrize(
    ("lines", "first", "second"),
    [
        (
            ["我养了一只猫，叫豆豆", "好可爱", "豆豆今年三岁了", "真好"],
            "用户养了一只猫，叫豆豆",
            "用户养了一只三岁的猫，叫豆豆",
        ),
        (
            ["I have a cat called Biscuit", "Lovely", "Biscuit turned three this year", "Nice"],
            "The user has a cat called Biscuit",
            "The user has a three-year-old cat called Biscuit",
        ),
    ],
)
def test_what_a_window_stored_is_offered_to_the_next_one(
    make_mem: MakeMem, openai_stub: OpenAIStub, lines: list[str], first: str, second: str
) -> None:
    mem = make_mem(DistilConfig(window_messages=2))
    t = mem.topics.create("u1")
    mem.messages.add_many(t.id, [("user" if i % 2 == 0 else "assistant", line, None) for i, line in enumerate(lines)])
    added: list[str] = []

    def answer(req: RecordedRequest) -> Reply:
        prompt = _user_prompt(req)
        ids = re.findall(r"\[ID:(mem_[^\]]+)\]", prompt)
        if not added:
            added.append(prompt)
            return _answer({"action": "add", "type": "person", "content": first})
        assert ids, "window 2 must see the memory window 1 stored"
        return _answer({"action": "update", "id": ids[0], "type": "person", "content": second})

    openai_stub.handler = answer
    report = mem.extract(t.id)

    assert report.status == "done" and len(openai_stub.requests_to(CHAT)) == 2
    assert [m.content for m in report.added] == [first] and [m.content for m in report.updated] == [second]
    old = mem.get("u1", report.added[0].id)
    assert old.superseded_by == report.updated[0].id
    assert [m.content for m in mem.list("u1")] == [second]


def test_a_huge_message_is_clipped_into_its_own_window_not_dropped(make_mem: MakeMem, openai_stub: OpenAIStub) -> None:
    mem = make_mem()
    t = mem.topics.create("u1")
    huge = "开头：我对花生过敏。" + "这是一段很长的日志内容，" * 7000 + "结尾：请记住我住在成都。"
    msgs = mem.messages.add_many(t.id, [("user", "你好", None), ("user", huge, None), ("user", "谢谢", None)])
    scribe = Scribe()
    openai_stub.handler = scribe

    report = mem.extract(t.id)

    assert report.status == "done" and report.messages_processed == 3
    assert scribe.calls == [[msgs[0].id], [msgs[1].id], [msgs[2].id]]
    big = openai_stub.requests_to(CHAT)[1]
    section = _new_section(big)
    assert estimate_tokens(section) <= DistilConfig().window_tokens < estimate_tokens(huge)
    assert "开头：我对花生过敏" in section and "结尾：请记住我住在成都" in section  # head and tail kept
    assert re.search(r"\[\.\.\. \d+ characters clipped \.\.\.\]", section)
    assert report.added[1].message_ids == (msgs[1].id,)
    # The context of the window after it is clipped too, never the whole message again.
    assert estimate_tokens(_user_prompt(openai_stub.requests_to(CHAT)[2])) <= 4000 + DistilConfig().context_tokens
    assert mem.messages.list(t.id)[1].content == huge  # the stored message is untouched


class _Counting(Extractor):
    """A plain extractor that records what it was given (proves who gets windows and who does not)."""

    def __init__(self, windowed: bool) -> None:
        self.windowed = windowed  # type: ignore[misc]
        self.seen: list[int] = []

    def extract(self, request: ExtractionRequest) -> ExtractionResult:
        self.seen.append(len(request.new_messages))
        return ExtractionResult(reason="nothing")


@pytest.mark.parametrize(("windowed", "calls"), [(False, [45]), (True, [10, 10, 10, 10, 5])])
def test_only_windowed_extractors_get_windows(
    db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock, windowed: bool, calls: list[int]
) -> None:
    extractor = _Counting(windowed)
    with Memory(db_factory("count.db"), embedder=embedder, clock=clock, extractor=extractor,
                distil=DistilConfig(window_messages=10)) as mem:  # fmt: skip
        t = mem.topics.create("u1")
        mem.messages.add_many(t.id, [("user", f"message {i}", None) for i in range(45)])
        report = mem.extract(t.id)
    assert report.status == "done" and report.messages_processed == 45
    assert extractor.seen == calls


@pytest.mark.parametrize(("knob", "value"), [("window_messages", 0), ("window_tokens", 50), ("context_tokens", -1)])
def test_window_knobs_are_checked(knob: str, value: int) -> None:
    with pytest.raises(ValidationError, match=knob):
        DistilConfig(**{knob: value})  # type: ignore[arg-type]


# --- the window arithmetic on its own ---------------------------------------------------------------


def _msg(i: int, content: str) -> Message:
    from datetime import UTC, datetime

    from jiyi._models import Role

    return Message(id=f"msg_{i}", topic_id="t", user_id="u", role=Role.USER, content=content, seq=i,
                   created_at=datetime(2026, 1, 1, tzinfo=UTC))  # fmt: skip


@pytest.mark.parametrize("text", ["今天天气很好，我们去公园散步吧。" * 2000, "The quick brown fox jumps. " * 5000])
def test_clip_text_fits_the_budget_and_keeps_both_ends(text: str) -> None:
    clipped = clip_text(text, 300)
    assert estimate_tokens(clipped) <= 300
    assert clipped.startswith(text[:10]) and clipped.endswith(text[-10:])
    cut = int(re.search(r"(\d+) characters clipped", clipped).group(1))  # type: ignore[union-attr]
    assert 0 < cut < len(text) and estimate_tokens(text[:20]) < 300
    assert clip_text("短消息", 300) == "短消息"


def test_split_windows_covers_each_message_once_within_both_limits() -> None:
    msgs = [_msg(i, ("长" * 1000) if i % 7 == 3 else f"消息 {i}") for i in range(100)]
    windows = split_windows(msgs, 12, 2000)
    assert [m.id for w in windows for m in w] == [m.id for m in msgs]
    assert all(1 <= len(w) <= 12 for w in windows)
    assert all(sum(estimate_tokens(m.content) + 12 for m in w) <= 2000 for w in windows)
    assert any(len(w) < 12 for w in windows[:-1])  # some ended on tokens


def test_fit_context_keeps_the_newest_without_gaps() -> None:
    msgs = [_msg(i, "一二三四五六七八九十" * 5) for i in range(10)]  # 50 tokens each, 62 with its label
    kept = fit_context(msgs, 200)
    assert [m.id for m in kept] == ["msg_7", "msg_8", "msg_9"]
    [only] = fit_context([_msg(1, "字" * 5000)], 200)
    assert estimate_tokens(only.content) <= 200 - 12 and "characters clipped" in only.content
    assert fit_context(msgs, 0) == []
