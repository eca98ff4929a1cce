"""Forgetting a whole conversation (`forget_topic` / `restore_topic`) or a subject (`forget_about`).

Real stores (a SQLite file and PostgreSQL, see conftest's BOTH_BACKENDS), the bundled embedder, the offline
extractor and the background lifecycle driven by the clock.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from jiyi import ConflictError, Memory, NotFoundError, ValidationError
from jiyi._clock import FixedClock
from jiyi._models import Decision, ExtractionRequest, ExtractionResult, MemoryState, Topic
from jiyi.embedders import USEEmbedder
from jiyi.extractors import Extractor

from .conftest import DbFactory

MARATHON_ZH = [
    ("user", "我在准备明年的北京马拉松"),
    ("assistant", "太好了！你现在的训练计划是怎样的？"),
    ("user", "我每周跑三次，每次十公里"),
    ("assistant", "听起来很规律。注意拉伸。"),
    ("user", "马拉松之前我还想把体重减到七十公斤"),
]
WORK_ZH = [
    ("user", "我是后端工程师，我喜欢吃辣"),
    ("assistant", "好的，记住了"),
    ("user", "我们团队决定用 FastAPI 了"),
]


@dataclass
class Chat:
    mem: Memory
    clock: FixedClock
    marathon: Topic
    work: Topic


def _talk(mem: Memory, user: str, title: str, turns: list[tuple[str, str]]) -> Topic:
    topic = mem.topics.create(user, title)
    mem.messages.add_many(topic.id, [(role, text, None) for role, text in turns], user_id=user)
    return topic


@pytest.fixture
def chat(mem: Memory, clock: FixedClock) -> Chat:
    marathon = _talk(mem, "li", "跑步", MARATHON_ZH)
    work = _talk(mem, "li", "工作", WORK_ZH)
    clock.advance(hours=3)  # both topics go quiet: the lifecycle distils them and writes their episodes
    mem.run_due()
    mem.refresh_profile("li")
    return Chat(mem, clock, mem.topics.get(marathon.id), mem.topics.get(work.id))


def _of_topic(mem: Memory, topic_id: str, state: str = "active") -> list[str]:
    return [m.id for m in mem.list("li", states=[state], limit=1000) if m.topic_id == topic_id]


def test_forget_topic_forgets_its_memories_and_summary_and_hides_its_messages(chat: Chat) -> None:
    mem = chat.mem
    ours = _of_topic(mem, chat.marathon.id)
    kinds = {mem.get("li", i).type for i in ours}
    assert len(ours) >= 2 and "episode" in kinds, kinds  # the distilled memories and the summary
    others = _of_topic(mem, chat.work.id)
    assert others
    assert any(h.message and h.message.topic_id == chat.marathon.id for h in mem.search_messages("li", "马拉松"))
    assert "马拉松" in mem.profile("li")

    report = mem.forget_topic("li", chat.marathon.id, reason="用户要求忘掉这段对话")

    assert report.action == "forget_topic" and report.messages_hidden == len(MARATHON_ZH)
    assert sorted(m.id for m in report.memories) == sorted(ours)
    assert all(m.state is MemoryState.FORGOTTEN for m in report.memories)
    assert report.topic is not None and report.topic.forgotten_at is not None
    assert _of_topic(mem, chat.marathon.id) == [] and sorted(_of_topic(mem, chat.work.id)) == sorted(others)
    assert sorted(_of_topic(mem, chat.marathon.id, "forgotten")) == sorted(ours)
    # one history row per memory, naming the topic and the reason, each undoable
    for mid, hid in zip((m.id for m in report.memories), report.history_ids, strict=True):
        entry = mem.history("li", mid)[0]
        assert (entry.id, entry.event, entry.related_id, entry.reason) == (
            hid,
            "forget",
            chat.marathon.id,
            "用户要求忘掉这段对话",
        )
    # the raw messages: not searched, not listed, not in context, not recent, not distilled
    for q in ("马拉松", "每周跑三次", "marathon training"):
        assert all(h.message and h.message.topic_id != chat.marathon.id for h in mem.search_messages("li", q))
        assert all(h.memory and h.memory.topic_id != chat.marathon.id for h in mem.search("li", q, k=50))
    assert [t.id for t in mem.topics.list("li")] == [chat.work.id]
    assert [t.id for t in mem.topics.list("li", forgotten=True)] == [chat.marathon.id]
    assert all(m.topic_id != chat.marathon.id for m in mem.store.recent_messages("li", 50))
    with pytest.raises(ConflictError, match="forgotten"):
        mem.messages.list(chat.marathon.id, user_id="li")
    with pytest.raises(ConflictError, match="forgotten"):
        mem.messages.add(chat.marathon.id, "user", "我又想跑马拉松了")
    with pytest.raises(ConflictError, match="forgotten"):
        mem.extract(chat.marathon.id)
    assert "马拉松" not in mem.context("li", "我的马拉松训练怎么样了？").text
    # the profile is rewritten by the lifecycle's job, without the forgotten plan
    assert any(j.kind == "profile" and j.status == "pending" for j in mem.jobs("li"))
    mem.run_due()
    assert "马拉松" not in mem.profile("li") and "工程师" in mem.profile("li")
    # nothing was removed
    assert len(mem.store.list_messages("li", chat.marathon.id)) == len(MARATHON_ZH)
    with pytest.raises(ConflictError, match="already forgotten"):
        mem.forget_topic("li", chat.marathon.id)


def test_restore_topic_brings_back_exactly_what_forgetting_took(chat: Chat) -> None:
    mem = chat.mem
    ours = sorted(_of_topic(mem, chat.marathon.id))
    kept_away = next(i for i in ours if mem.get("li", i).type != "episode")
    mem.forget("li", kept_away, reason="the user forgot this one first")
    # The topic's summary that stated it is a new version now (the old one kept as history): that one counts.
    ours = sorted({*_of_topic(mem, chat.marathon.id), kept_away})
    report = mem.forget_topic("li", chat.marathon.id)
    assert kept_away not in {m.id for m in report.memories}
    undone = report.memories[0].id
    mem.undo("li", report.history_ids[0])  # one memory brought back by undo: restore leaves it alone

    back = mem.restore_topic("li", chat.marathon.id)

    assert back.action == "restore_topic" and back.topic is not None and back.topic.forgotten_at is None
    assert sorted(m.id for m in back.memories) == sorted(set(ours) - {kept_away, undone})
    assert mem.get("li", kept_away).state is MemoryState.FORGOTTEN
    assert sorted(_of_topic(mem, chat.marathon.id)) == sorted(set(ours) - {kept_away})
    assert mem.history("li", back.memories[0].id)[0].event == "restore"
    assert [m.content for m in mem.messages.list(chat.marathon.id, user_id="li")] == [t for _, t in MARATHON_ZH]
    assert any(h.message and h.message.topic_id == chat.marathon.id for h in mem.search_messages("li", "马拉松"))
    assert chat.marathon.id in {t.id for t in mem.topics.list("li")}
    mem.messages.add(chat.marathon.id, "user", "我报名成功了")
    with pytest.raises(ConflictError, match="not forgotten"):
        mem.restore_topic("li", chat.marathon.id)


def test_erase_removes_the_messages_for_good_and_keeps_memories_restorable(chat: Chat) -> None:
    mem = chat.mem
    ours = sorted(_of_topic(mem, chat.marathon.id))
    message_ids = [m.id for m in mem.messages.list(chat.marathon.id, user_id="li")]
    report = mem.forget_topic("li", chat.marathon.id, erase=True)
    assert report.action == "erase_topic" and report.messages_erased == len(MARATHON_ZH)
    assert sorted(m.id for m in report.memories) == ours
    with pytest.raises(NotFoundError):
        mem.topics.get(chat.marathon.id, user_id="li")
    for mid in message_ids:
        with pytest.raises(NotFoundError):
            mem.store.get_message("li", mid)
    assert all(h.message and h.message.topic_id == chat.work.id for h in mem.search_messages("li", "马拉松 跑步"))
    with pytest.raises(NotFoundError):
        mem.restore_topic("li", chat.marathon.id)
    assert mem.restore("li", ours[0]).state is MemoryState.ACTIVE  # the memories stay restorable one by one
    assert not [j for j in mem.jobs("li") if j.target_id == chat.marathon.id]
    assert len(mem.messages.list(chat.work.id, user_id="li")) == len(WORK_ZH)


def test_erase_after_a_soft_forget_works(chat: Chat) -> None:
    mem = chat.mem
    mem.forget_topic("li", chat.marathon.id)
    report = mem.forget_topic("li", chat.marathon.id, erase=True)
    assert report.messages_erased == len(MARATHON_ZH) and report.memories == ()
    assert [t.id for t in mem.topics.list("li", forgotten=True)] == []


def test_search_sees_the_change_after_a_warm_cache(mem: Memory) -> None:
    """The vector cache holds the messages before the forget: it must drop them, and take them back."""
    keep = _talk(mem, "li", "cats", [("user", "My cat Luna sleeps on the keyboard")])
    gone = _talk(mem, "li", "training", [("user", "I am training for the Boston marathon in April")])
    assert {h.message.topic_id for h in mem.search_messages("li", "marathon race", k=5) if h.message} >= {gone.id}
    mem.forget_topic("li", gone.id)
    assert {h.message.topic_id for h in mem.search_messages("li", "marathon race", k=5) if h.message} == {keep.id}
    assert {h.message.topic_id for h in mem.search_messages("li", "Boston", k=5) if h.message} <= {keep.id}
    mem.restore_topic("li", gone.id)
    assert gone.id in {h.message.topic_id for h in mem.search_messages("li", "Boston marathon", k=5) if h.message}


def test_another_users_topic_looks_missing(chat: Chat) -> None:
    mem = chat.mem
    before = mem.list("li", states=None, current_only=False)
    for call in (
        lambda: mem.forget_topic("bob", chat.marathon.id),
        lambda: mem.forget_topic("bob", chat.marathon.id, erase=True),
        lambda: mem.restore_topic("bob", chat.marathon.id),
        lambda: mem.store.set_topic_forgotten("bob", chat.marathon.id, chat.clock.now()),
        lambda: mem.store.erase_topic("bob", chat.marathon.id),
    ):
        with pytest.raises(NotFoundError):
            call()
    assert mem.list("li", states=None, current_only=False) == before
    assert len(mem.messages.list(chat.marathon.id, user_id="li")) == len(MARATHON_ZH)
    assert mem.topics.get(chat.marathon.id).forgotten_at is None
    mem.forget_topic("li", chat.marathon.id)
    with pytest.raises(NotFoundError):
        mem.restore_topic("bob", chat.marathon.id)
    assert mem.topics.list("bob", forgotten=True) == []


def test_forget_about_a_subject_in_chinese_with_a_dry_run_first(chat: Chat) -> None:
    mem = chat.mem
    before = mem.list("li", states=None, current_only=False)
    preview = mem.forget_about("li", "马拉松", dry_run=True)
    assert preview.dry_run and preview.history_ids == ()
    assert preview.memories and all("马拉松" in m.content for m in preview.memories)
    assert preview.topic_ids == (chat.marathon.id,)
    assert mem.list("li", states=None, current_only=False) == before  # a dry run changes nothing (no access count)

    report = mem.forget_about("li", "马拉松")

    assert [m.id for m in report.memories] == [m.id for m in preview.memories]
    assert all(mem.get("li", m.id).state is MemoryState.FORGOTTEN for m in report.memories)
    assert not any("马拉松" in m.content for m in mem.list("li", limit=1000))
    assert any("吃辣" in m.content for m in mem.list("li", limit=1000))  # another subject is left alone
    assert mem.history("li", report.memories[0].id)[0].reason == "forget everything about '马拉松'"
    for hid in report.history_ids:  # each is undoable
        assert mem.undo("li", hid).state is MemoryState.ACTIVE
    assert mem.forget_about("li", "量子力学").memories == ()


def test_forget_about_a_subject_in_english(mem: Memory) -> None:
    for text, kind in (
        ("Amy is training for the Boston marathon", "plan"),
        ("Amy's marathon goal is under four hours", "plan"),
        ("Amy loves spicy food", "preference"),
        ("Amy has a cat named Luna", "personal"),
        ("Amy works as a nurse", "personal"),
    ):
        mem.add("amy", text, type=kind)
    report = mem.forget_about("amy", "marathon")
    assert {m.content for m in report.memories} == {
        "Amy is training for the Boston marathon",
        "Amy's marathon goal is under four hours",
    }
    assert {m.content for m in mem.list("amy")} == {
        "Amy loves spicy food",
        "Amy has a cat named Luna",
        "Amy works as a nurse",
    }
    assert report.profile_refresh_scheduled and report.topic_ids == ()


def test_forget_about_refuses_bad_input(mem: Memory) -> None:
    with pytest.raises(ValidationError):
        mem.forget_about("li", "   ")
    with pytest.raises(ValidationError):
        mem.forget_about("li", "x", limit=0)
    with pytest.raises(ValidationError):
        mem.forget_about("li", "x", min_similarity=1.5)
    with pytest.raises(ValidationError):
        mem.forget_topic("", "top_x")
    with pytest.raises(NotFoundError):
        mem.forget_topic("li", "top_missing")


def test_a_forget_request_in_conversation_forgets_every_memory_naming_the_subject(mem: Memory) -> None:
    """ "别记着我准备马拉松的事了" used to delete one memory (the closest) and "别记着" was misread as "着…"."""
    topic = _talk(mem, "li", "跑步", [("user", t) for t in ("我在准备明年的北京马拉松", "我每周跑三次", "我喜欢吃辣")])
    mem.extract(topic.id)
    mem.add("li", "用户报名了上海马拉松", type="plan")
    mem.add("li", "用户的马拉松目标是跑进四小时", type="plan")
    mem.messages.add(topic.id, "user", "别记着我准备马拉松的事了")
    report = mem.extract(topic.id)
    assert [m.content for m in report.deleted] == ["用户在准备明年的北京马拉松（2027 年）"]
    mem.messages.add(topic.id, "user", "请忘掉所有关于马拉松的事")
    report = mem.extract(topic.id)
    assert sorted(m.content for m in report.deleted) == ["用户报名了上海马拉松", "用户的马拉松目标是跑进四小时"]
    # a memory that does not name the subject stays: forget_topic is the way to drop the whole conversation
    assert sorted(m.content for m in mem.list("li")) == ["用户喜欢吃辣", "用户每周跑三次"]
    assert all(mem.history("li", m.id)[0].event == "delete" for m in report.deleted)  # soft, restorable

    english = _talk(mem, "amy", "running", [("user", "I'm allergic to peanuts")])
    mem.extract(english.id)
    mem.add("amy", "Amy is training for the Boston marathon", type="plan")
    mem.add("amy", "Amy is training for a marathon in Berlin", type="plan")
    mem.messages.add(english.id, "user", "Please forget that I am training for a marathon")
    report = mem.extract(english.id)
    assert sorted(m.content for m in report.deleted) == [
        "Amy is training for a marathon in Berlin",
        "Amy is training for the Boston marathon",
    ]


def test_export_import_keeps_a_forgotten_topic_hidden(chat: Chat, db_factory: DbFactory, embedder: USEEmbedder) -> None:
    chat.mem.forget_topic("li", chat.marathon.id)
    lines = list(chat.mem.export_user("li"))
    with Memory(db_factory("copy.db"), embedder=embedder, clock=chat.clock) as copy:
        copy.import_user("li", lines)
        assert copy.topics.get(chat.marathon.id).forgotten_at == chat.mem.topics.get(chat.marathon.id).forgotten_at
        assert [t.id for t in copy.topics.list("li")] == [chat.work.id]
        assert all(h.message and h.message.topic_id == chat.work.id for h in copy.search_messages("li", "马拉松"))
        assert len(copy.store.list_messages("li", chat.marathon.id)) == len(MARATHON_ZH)  # kept, hidden
        back = copy.restore_topic("li", chat.marathon.id)  # the history came along: restore finds its memories
        assert sorted(m.id for m in back.memories) == sorted(_of_topic(chat.mem, chat.marathon.id, "forgotten"))
        assert any(h.message and h.message.topic_id == chat.marathon.id for h in copy.search_messages("li", "马拉松"))
        # A later file adding a message to a conversation forgotten in the store (and not in the file) keeps it hidden.
        copy.forget_topic("li", chat.marathon.id)
        late = {"kind": "message", "id": "msg_late", "topic_id": chat.marathon.id, "user_id": "li", "role": "user",
                "content": "马拉松后来又跑了一次", "created_at": "2026-11-21T09:00:00Z"}  # fmt: skip
        copy.import_user("li", [lines[0], json.dumps(late, ensure_ascii=False)])
        assert copy.store.get_message("li", "msg_late").content == "马拉松后来又跑了一次"
        assert not any(h.id == "msg_late" for h in copy.search_messages("li", "马拉松后来又跑了一次"))


def test_migrate_store_keeps_a_forgotten_topic_hidden(
    backend: str, tmp_path: Path, db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock
) -> None:
    if backend != "postgres":
        pytest.skip("migrate-store copies a SQLite file into PostgreSQL")
    from jiyi.store._copy import copy_store

    path = tmp_path / "source.db"
    with Memory(path, embedder=embedder, clock=clock) as src:
        gone = _talk(src, "li", "跑步", MARATHON_ZH)
        kept = _talk(src, "li", "工作", WORK_ZH)
        src.forget_topic("li", gone.id)
    url = str(db_factory("target"))
    copy_store(path, url)
    with Memory(url, embedder=embedder, clock=clock) as dst:
        assert [t.id for t in dst.topics.list("li")] == [kept.id]
        assert dst.topics.get(gone.id).forgotten_at is not None
        assert all(h.message and h.message.topic_id == kept.id for h in dst.search_messages("li", "马拉松 跑步"))
        dst.restore_topic("li", gone.id)
        assert gone.id in {h.message.topic_id for h in dst.search_messages("li", "马拉松") if h.message}


def test_a_file_made_before_the_migration_is_upgraded_and_its_cache_follows(
    tmp_path: Path, embedder: USEEmbedder, clock: FixedClock
) -> None:
    import sqlite3

    from jiyi.store._sqlite_vector_log import rewrite_trigger

    path = tmp_path / "old.db"
    with Memory(path, embedder=embedder, clock=clock) as old:
        gone = _talk(old, "li", "跑步", MARATHON_ZH)
        kept = _talk(old, "li", "工作", WORK_ZH)
    db = sqlite3.connect(path)  # back to the schema migration 9 left: no column, the old trigger
    db.executescript(
        "DROP TRIGGER messages_rewritten;"
        + rewrite_trigger(
            "messages_rewritten",
            "UPDATE OF embedding, user_id",
            "messages",
            "message",
            "new.seq",
            "msg_rewrites",
            "old.embedding IS NOT new.embedding OR old.user_id IS NOT new.user_id",
        )
        + "ALTER TABLE messages DROP COLUMN forgotten_at; ALTER TABLE topics DROP COLUMN forgotten_at;"
        + "DELETE FROM migrations WHERE name = 'forgotten_topics';"
    )
    db.close()
    with Memory(path, embedder=embedder, clock=clock) as mem:
        assert gone.id in {h.message.topic_id for h in mem.search_messages("li", "马拉松") if h.message}  # warm
        mem.forget_topic("li", gone.id)
        assert {h.message.topic_id for h in mem.search_messages("li", "北京马拉松 训练") if h.message} <= {kept.id}
        mem.restore_topic("li", gone.id)
        assert gone.id in {h.message.topic_id for h in mem.search_messages("li", "马拉松") if h.message}


class _ForgetsMidway(Extractor):
    """An extractor during whose (LLM) call the user forgets the conversation."""

    def __init__(self) -> None:
        self.mem: Memory | None = None

    def extract(self, request: ExtractionRequest) -> ExtractionResult:
        assert self.mem is not None
        self.mem.forget_topic(request.user_id, request.new_messages[0].topic_id)
        add = Decision(
            action="add", type="plan", content="用户在准备北京马拉松", message_ids=(request.new_messages[0].id,)
        )
        return ExtractionResult(decisions=(add,))


def test_a_distillation_running_while_the_topic_is_forgotten_writes_nothing(
    db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock
) -> None:
    extractor = _ForgetsMidway()
    with Memory(db_factory("midway.db"), embedder=embedder, extractor=extractor, clock=clock) as mem:
        extractor.mem = mem
        topic = _talk(mem, "li", "跑步", MARATHON_ZH)
        report = mem.extract(topic.id)
        assert report.status == "nothing_new" and report.added == ()
        assert mem.list("li", states=None, current_only=False) == []
        assert mem.topics.get(topic.id).last_processed_message_id is None  # the cursor did not move either


def test_a_job_scheduled_before_the_forget_distils_and_summarises_nothing(mem: Memory, clock: FixedClock) -> None:
    topic = _talk(mem, "li", "跑步", MARATHON_ZH)
    mem.store.schedule_job("li", "extract", topic.id, run_at=clock.now(), now=clock.now())
    mem.forget_topic("li", topic.id)
    clock.advance(hours=3)
    mem.run_due()
    assert mem.list("li", states=None, current_only=False) == []  # no memory, no episode
    job = next(j for j in mem.jobs("li") if j.kind == "extract" and j.target_id == topic.id)
    assert job.status == "done" and job.error is None
    mem.restore_topic("li", topic.id)  # back: the lifecycle distils it as usual
    clock.advance(hours=3)
    mem.run_due()
    assert any(m.topic_id == topic.id for m in mem.list("li"))


def test_text_search_returns_the_k_best_shown_messages_when_hidden_ones_rank_higher(mem: Memory) -> None:
    """PostgreSQL's postings hold no visibility flag: hidden messages must not take the k places."""
    gone = _talk(mem, "li", "跑步", [("user", f"马拉松 马拉松 马拉松 第{i}次训练") for i in range(6)])
    kept = _talk(mem, "li", "闲聊", [("user", f"我朋友也说起过马拉松的事，第{i}个") for i in range(3)])
    mem.forget_topic("li", gone.id)
    from jiyi._text import fts_query

    match = fts_query("马拉松")
    assert match is not None
    hits = mem.store.text_search("li", match, 3, kind="message")
    shown = {m.id for m in mem.store.list_messages("li", kept.id)}
    assert len(hits) == 3 and {i for i, _ in hits} == shown
