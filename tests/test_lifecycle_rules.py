"""Decay, forgetting, review, retention, episodes and the profile, each driven by the injectable clock."""

from __future__ import annotations

from datetime import timedelta

import pytest

from jiyi import ConflictError, FixedClock, Memory, MemoryRecord, MemoryState
from jiyi.lifecycle import LifecyclePolicy, relevance
from jiyi.lifecycle._changes import lifecycle_history
from jiyi.store._base import ChangeSet


def _maintain(mem: Memory, clock: FixedClock) -> None:
    """Run the user's maintenance job now (it is recurring: make it due)."""
    for j in mem.jobs():
        if j.kind == "maintain":
            mem.store.schedule_job(j.user_id, "maintain", j.target_id, run_at=clock.now(), now=clock.now())
    mem.run_due()


def test_decay_per_type_policy(mem: Memory, clock: FixedClock) -> None:
    fact = mem.add("li", "The office wifi is called Nebula", type="fact", importance=0.5)
    core = mem.add("li", "用户对花生过敏", type="core", importance=0.5)
    ep = mem.add("li", "2026-11-20 的对话：聊了旅行", type="episode", importance=0.5)
    mem.run_due()
    clock.advance(days=7, minutes=1)
    _maintain(mem, clock)
    assert mem.get("li", fact.id).importance == 0.475  # x0.95 after 7 untouched days
    assert mem.get("li", ep.id).importance == 0.4  # x0.8
    assert mem.get("li", core.id).importance == 0.5  # never decays
    _maintain(mem, clock)  # same time again: idempotent
    assert mem.get("li", fact.id).importance == 0.475
    clock.advance(days=7)
    _maintain(mem, clock)
    assert mem.get("li", ep.id).state is MemoryState.FORGOTTEN  # episodes forgotten after 14 days
    assert mem.get("li", core.id).state is MemoryState.ACTIVE
    history = mem.history("li", fact.id)
    assert [h.event for h in history][:2] == ["decay", "decay"] and history[0].actor == "lifecycle"
    restored = mem.restore("li", ep.id)  # forgetting is soft
    assert restored.state is MemoryState.ACTIVE


def test_context_memories_fade_fast_and_are_forgotten_a_week_after_last_use(mem: Memory, clock: FixedClock) -> None:
    used = mem.add("li", "刚才提到的那个支付接口是 /v2/pay", type="context", importance=0.4)
    idle = mem.add("li", "The user is tired today after a long flight", type="context", importance=0.4)
    fact = mem.add("li", "The user has a cat named Miso", type="fact", importance=0.4)
    mem.run_due()
    clock.advance(days=2, minutes=1)
    _maintain(mem, clock)
    assert mem.get("li", idle.id).importance == 0.28  # x0.7 every 2 untouched days (fast decay)
    assert mem.get("li", fact.id).importance == 0.4  # facts wait 7 days
    clock.advance(days=3)
    assert [h.id for h in mem.search("li", "支付接口", k=1)] == [used.id]  # a recall is a use
    clock.advance(days=2)
    _maintain(mem, clock)
    gone = mem.get("li", idle.id)
    assert gone.state is MemoryState.FORGOTTEN
    entry = mem.history("li", idle.id)[0]
    assert (entry.event, entry.actor, entry.reason) == ("forget", "lifecycle", "context not used for 7 days")
    assert mem.get("li", used.id).state is MemoryState.ACTIVE  # used 2 days ago
    assert mem.get("li", fact.id).state is MemoryState.ACTIVE
    assert idle.id not in [h.id for h in mem.search("li", "tired after a flight", record_access=False)]
    clock.advance(days=5)
    _maintain(mem, clock)
    assert mem.get("li", used.id).state is MemoryState.FORGOTTEN  # 7 days after that recall
    assert mem.get("li", fact.id).state is MemoryState.ACTIVE
    back = mem.restore("li", used.id)  # soft: restorable with its text
    assert back.state is MemoryState.ACTIVE and back.content == "刚才提到的那个支付接口是 /v2/pay"


def test_relevance_formula_and_forgetting_threshold(mem: Memory, clock: FixedClock) -> None:
    rec = mem.add("li", "用户有一台旧的打印机", type="fact", importance=0.2)
    assert abs(relevance(rec, clock.now()) - 0.2) < 1e-9
    later = clock.now() + timedelta(days=100)
    assert abs(relevance(rec, later) - 0.2 * 0.36787944) < 1e-6  # exp(-0.01 * 100)
    used = rec.model_copy(update={"access_count": 3, "last_accessed_at": clock.now()})
    assert relevance(used, clock.now()) > relevance(rec, clock.now())  # x (1 + log(1 + 3))
    mem.run_due()
    clock.set(later)
    _maintain(mem, clock)
    gone = mem.get("li", rec.id)
    assert gone.state is MemoryState.FORGOTTEN
    assert not mem.search("li", "打印机")  # excluded from recall


def test_expired_and_stale_memories_are_forgotten(mem: Memory, clock: FixedClock) -> None:
    temp = mem.add("li", "Parking spot 42 this week", type="context", expires_at=clock.now() + timedelta(days=2))
    faint = mem.add("li", "用户提过一次天气不错", type="fact", importance=0.25)
    mem.run_due()
    clock.advance(days=3)
    _maintain(mem, clock)
    assert mem.get("li", temp.id).state is MemoryState.FORGOTTEN
    assert mem.get("li", faint.id).state is MemoryState.ACTIVE
    clock.advance(days=88)
    _maintain(mem, clock)
    assert mem.get("li", faint.id).state is MemoryState.FORGOTTEN  # low importance, never recalled for 90 days


def test_policies_are_configurable(db_factory, embedder, clock: FixedClock) -> None:  # type: ignore[no-untyped-def]
    policy = LifecyclePolicy(never_decay=frozenset({"system", "core", "manual", "fact"}))
    with Memory(db_factory("p.db"), embedder=embedder, clock=clock, lifecycle=policy) as mem:
        fact = mem.add("li", "The office wifi is called Nebula", type="fact", importance=0.5)
        mem.run_due()
        clock.advance(days=30)
        _maintain(mem, clock)
        assert mem.get("li", fact.id).importance == 0.5


def test_review_promotes_and_forgets(mem: Memory, clock: FixedClock) -> None:
    strong = mem.add("li", "用户是素食者", type="preference", importance=0.9)
    weak = mem.add("li", "The user once mentioned a blue mug", type="fact", importance=0.12)
    mem.run_due()
    clock.advance(days=8)
    _maintain(mem, clock)
    old = mem.get("li", strong.id)
    assert old.superseded_by is not None
    core = mem.get("li", old.superseded_by)
    assert core.type == "core" and core.content == strong.content
    assert mem.get("li", weak.id).state is MemoryState.FORGOTTEN
    assert any(h.reason.startswith("review: DELETE") for h in mem.history("li", weak.id))


def test_used_memories_are_boosted_only_when_used(mem: Memory) -> None:
    tea = mem.add("li", "用户喜欢喝乌龙茶", type="preference", importance=0.5)
    cat = mem.add("li", "用户养了一只橘猫", type="fact", importance=0.5)
    used = mem.used("li", "既然你喜欢乌龙茶，可以试试凤凰单丛", [tea.id, cat.id])
    assert [m.id for m in used] == [tea.id]
    assert mem.get("li", tea.id).importance == 0.6 and mem.get("li", cat.id).importance == 0.5


def test_retention_deletes_old_distilled_messages_only(mem: Memory, clock: FixedClock) -> None:
    mem.update_settings("li", retention_days=7)
    t = mem.topics.create("li")
    for line in ["我喜欢橘猫", "好的", "我是后端工程师"]:
        mem.messages.add(t.id, "user", line)
    clock.advance(minutes=3)
    mem.run_due()
    fresh = mem.topics.create("li")
    mem.messages.add(fresh.id, "user", "I like jazz")
    mem.update_settings("li", memory_extraction_enabled=False)  # fresh stays undistilled
    clock.advance(days=8)
    _maintain(mem, clock)
    kept = mem.messages.list(t.id)
    assert [m.content for m in kept] == ["我是后端工程师"]  # the cursor message stays
    assert [m.content for m in mem.messages.list(fresh.id)] == ["I like jazz"]  # not distilled: kept
    assert mem.topics.get(t.id).message_count == 1
    assert mem.list("li")  # the memories stay


def test_episode_summary_zh_is_dated_structured_and_searchable(mem: Memory, clock: FixedClock) -> None:
    t = mem.topics.create("li")
    for role, line in [
        ("user", "我最近在准备搬家到杭州，工作压力很大"),
        ("assistant", "搬家确实累，需要帮忙列清单吗？"),
        ("user", "我喜欢简约的家具，搬家的清单怎么列比较好？"),
        ("assistant", "可以按房间分类。"),
    ]:
        mem.messages.add(t.id, role, line)
    clock.advance(minutes=3)
    mem.run_due()
    episodes = mem.list("li", types=["episode"])
    assert len(episodes) == 1
    ep = episodes[0]
    assert ep.content.startswith("2026-11-20 的对话：")
    assert "搬家" in ep.content and "要点：" in ep.content and "情绪：" in ep.content
    assert ep.language == "zh" and ep.topic_id == t.id
    hits = mem.search("li", "上次聊了搬家什么", types=["episode"])
    assert hits and hits[0].id == ep.id
    block = mem.context("li", "还记得我们聊过什么吗")
    assert ep.id in {s.id for s in block.summaries}
    clock.advance(minutes=30)
    mem.run_due()
    assert len(mem.list("li", types=["episode"])) == 1  # not summarised twice


def test_a_topic_extracted_on_demand_still_gets_its_episode(mem: Memory, clock: FixedClock) -> None:
    """The chat UI and MCP distil after every turn: nothing is left undistilled for the worker to find,
    yet the conversation must still be summarised once it falls silent (and only once)."""
    zh = mem.topics.create("li")
    en = mem.topics.create("li")
    for t, lines in (
        (zh, ["我最近在考虑换工作，压力太大了", "可以聊聊原因吗？", "我在阿里巴巴做后端，加班太多", "理解，加班辛苦"]),
        (en, ["I work as a nurse and the night shifts make me tired", "That sounds hard.",
              "How can I sleep better after night shifts?", "Keep the room dark."]),
    ):  # fmt: skip
        for i, line in enumerate(lines):
            mem.messages.add(t.id, "user" if i % 2 == 0 else "assistant", line)
            if i % 2:
                assert mem.extract(t.id).status in ("done", "nothing_new")
    clock.advance(minutes=1)
    mem.run_due()
    assert not mem.list("li", types=["episode"])  # still talking: no summary yet
    clock.advance(minutes=3)
    mem.run_due()
    episodes = {e.topic_id: e for e in mem.list("li", types=["episode"])}
    assert set(episodes) == {zh.id, en.id}
    assert "换工作" in episodes[zh.id].content and "night shifts" in episodes[en.id].content
    assert mem.store.list_profiles("li")  # the episode queued the profile as the worker's own run does
    clock.advance(hours=2)
    mem.run_due()
    assert len(mem.list("li", types=["episode"])) == 2  # not summarised twice


def test_episode_en_skips_small_talk_and_short_sessions(mem: Memory, clock: FixedClock) -> None:
    chit = mem.topics.create("li")
    for line in ["hi", "hello!", "thanks", "bye"]:
        mem.messages.add(chit.id, "user", line)
    short = mem.topics.create("li")
    mem.messages.add(short.id, "user", "I love sailing")
    talk = mem.topics.create("li")
    for role, line in [
        ("user", "I work as a nurse and the night shifts make me tired"),
        ("assistant", "That sounds hard."),
        ("user", "How can I sleep better after night shifts?"),
    ]:
        mem.messages.add(talk.id, role, line)
    clock.advance(minutes=3)
    mem.run_due()
    eps = mem.list("li", types=["episode"])
    assert [e.topic_id for e in eps] == [talk.id]
    text = eps[0].content
    assert text.startswith("Conversation on 2026-11-20:") and "Unresolved: How can I sleep better" in text
    assert "Tone: negative" in text


def test_episode_quotes_what_the_user_asked_or_said_never_calls_a_statement_a_want(
    mem: Memory, clock: FixedClock
) -> None:
    zh = mem.topics.create("li")
    for role, line in [
        ("user", "上周从老东家离职了，这周一开始在新公司上班，还是做后端"),
        ("assistant", "恭喜换了新环境！"),
        ("user", "新同事都挺友好的"),
    ]:
        mem.messages.add(zh.id, role, line)
    en = mem.topics.create("tom")
    for role, line in [
        ("user", "I'm flying out for a work trip on Friday"),
        ("assistant", "Have a good trip!"),
        ("user", "Anything I should pack for two days in Boston?"),
        ("assistant", "A warm coat."),
    ]:
        mem.messages.add(en.id, role, line)
    clock.advance(minutes=3)
    mem.run_due()
    (zh_ep,) = mem.list("li", types=["episode"])
    (en_ep,) = mem.list("tom", types=["episode"])
    assert "用户想要" not in zh_ep.content and "用户说：「" in zh_ep.content, zh_ep.content
    assert 'The user asked: "Anything I should pack for two days in Boston?"' in en_ep.content, en_ep.content
    assert '?".' not in en_ep.content  # a quoted question ends the sentence


def test_an_episode_is_not_about_the_chat_itself(mem: Memory, clock: FixedClock) -> None:
    topic = mem.topics.create("li")
    for role, line in [
        ("user", "我们上次聊到哪了？"),
        ("assistant", "上次聊到你的新工作。"),
        ("user", "我最近迷上了攀岩，每周去两次"),
        ("assistant", "听起来很酷！"),
    ]:
        mem.messages.add(topic.id, role, line)
    clock.advance(minutes=3)
    mem.run_due()
    (episode,) = mem.list("li", types=["episode"])
    assert "上次聊到哪" not in episode.content and "攀岩" in episode.content, episode.content


def test_long_active_topic_gets_an_episode_at_30_messages(mem: Memory, clock: FixedClock) -> None:
    mem.update_settings("li", memory_silent_minutes=600)
    t = mem.topics.create("li")
    for i in range(30):
        mem.messages.add(t.id, "user" if i % 2 == 0 else "assistant", f"message {i} about the garden project plan")
    mem.run_due()  # not silent, but 30 messages piled up
    assert len(mem.list("li", types=["episode"])) == 1


def test_profile_cold_start_versions_and_visible_change(mem: Memory, clock: FixedClock) -> None:
    assert "新用户" in mem.context("li", "你好").text  # cold start, always in context
    assert "new user" in mem.profile("li", language="en")
    mem.add("wang", "用户喜欢喝乌龙茶", type="preference")
    block = mem.context("wang", "喝点什么好")  # memories but no profile yet: no "new user" claim beside them
    assert "新用户" not in block.text and "乌龙茶" in block.text
    t = mem.topics.create("li")
    mem.messages.add(t.id, "user", "我在阿里巴巴工作，是后端工程师")
    clock.advance(minutes=3)
    mem.run_due()
    mem.refresh_profile("li")
    v1 = mem.profile("li")
    assert "阿里巴巴" in v1
    clock.advance(days=1)
    mem.messages.add(t.id, "user", "我换工作了，现在在腾讯工作")
    clock.advance(minutes=3)
    mem.run_due()
    mem.refresh_profile("li")
    v2 = mem.profile("li")
    assert "之前" in v2 and "最近" in v2 and "腾讯" in v2
    versions = mem.store.list_profiles("li")
    assert len(versions) >= 2 and versions[0].narrative == v1  # every version kept
    assert v2 in mem.context("li", "帮我写个简历").text


def test_profile_follows_a_correction_and_drops_past_plans_without_forcing(mem: Memory, clock: FixedClock) -> None:
    """The background alone keeps the profile true: a corrected plan replaces the old one, a past one leaves."""
    t = mem.topics.create("li")
    mem.messages.add(t.id, "user", "我在阿里巴巴工作，是后端工程师")
    mem.messages.add(t.id, "user", "我下周三要去杭州出差")
    clock.advance(minutes=5)
    mem.run_due()
    assert "杭州" in mem.profile("li")
    clock.advance(days=1)
    mem.messages.add(t.id, "user", "不是杭州，是苏州")  # a correction of a plan (not an 'important' memory)
    clock.advance(minutes=5)
    mem.run_due()
    mem.run_due()  # the profile job scheduled by the distillation runs on the next tick at the latest
    profile = mem.profile("li")
    assert "苏州" in profile and "杭州出差" not in profile
    clock.advance(days=6)  # past the trip's date; within the 7-day rebuild period
    _maintain(mem, clock)
    assert "苏州" not in mem.profile("li")  # not a "recent plan" any more
    assert "阿里巴巴" in mem.profile("li")


def test_maintenance_never_overwrites_an_edit_made_while_it_runs(mem: Memory, clock: FixedClock) -> None:
    """Maintenance reads the user's memories first and writes decay or forgetting after: a memory the
    user corrected (or a search used) in between keeps what happened to it, and is judged next time."""
    edited = mem.add("li", "The office wifi is called Nebula", type="fact", importance=0.5)
    used = mem.add("li", "用户有一台旧的打印机", type="fact", importance=0.2)
    untouched = mem.add("li", "The car is parked on level 3", type="fact", importance=0.5)
    mem.run_due()
    clock.advance(days=100)
    apply = mem.store.apply
    versions = []

    def apply_after_a_race(user_id, changes):  # type: ignore[no-untyped-def]
        if not versions and any(h.actor == "lifecycle" for h in changes.history):
            # after maintenance read them: the user corrects one memory and a search uses another
            versions.append(mem.update("li", edited.id, "The office wifi is now called Orion"))
            mem.store.record_access("li", [used.id], clock.now())
        return apply(user_id, changes)

    mem.store.apply = apply_after_a_race  # type: ignore[method-assign]
    _maintain(mem, clock)
    (corrected,) = versions
    old = mem.get("li", edited.id)
    assert old.superseded_by == corrected.id and old.valid_until is not None  # still the old version
    assert mem.get("li", corrected.id).state is MemoryState.ACTIVE
    assert [m.content for m in mem.list("li") if "wifi" in m.content] == ["The office wifi is now called Orion"]
    now_used = mem.get("li", used.id)
    assert now_used.last_accessed_at == clock.now() and now_used.access_count == 1
    assert now_used.state is MemoryState.ACTIVE  # just used: not forgotten on a stale reading
    assert mem.get("li", untouched.id).importance < 0.5  # the others are maintained as before (decayed)


def test_a_change_decided_on_an_old_reading_is_refused_whole(mem: Memory, clock: FixedClock) -> None:
    rec = mem.add("li", "用户喜欢喝乌龙茶", type="preference", importance=0.6)
    seen = mem.get("li", rec.id)
    mem.store.record_access("li", [rec.id], clock.now() + timedelta(minutes=1))  # a search used it since
    before = mem.history("li", rec.id)
    stale = ChangeSet(
        updates=[seen.model_copy(update={"importance": 0.1})],
        history=[lifecycle_history(seen, "decay", clock.now(), "test")],
        expect=[seen],
        expect_unused=True,  # as the lifecycle's decay: decided on when the memory was last used
    )
    with pytest.raises(ConflictError, match="changed since it was read"):
        mem.store.apply("li", stale)
    assert mem.get("li", rec.id).importance == 0.6 and mem.history("li", rec.id) == before  # nothing written
    fresh = mem.get("li", rec.id)
    mem.store.apply("li", ChangeSet(updates=[fresh.model_copy(update={"importance": 0.1})], expect=[fresh]))
    assert mem.get("li", rec.id).importance == 0.1


def test_two_corrections_of_one_memory_at_once_leave_one_current_version(mem: Memory) -> None:
    rec = mem.add("li", "The office wifi is called Nebula", type="fact")
    apply = mem.store.apply
    first: list[MemoryRecord] = []
    raced = False

    def apply_after_a_race(user_id, changes):  # type: ignore[no-untyped-def]
        nonlocal raced
        if not raced:  # another request corrects the same memory between this one's read and its write
            raced = True
            first.append(mem.update("li", rec.id, "The office wifi is called Orion"))
        return apply(user_id, changes)

    mem.store.apply = apply_after_a_race  # type: ignore[method-assign]
    with pytest.raises(ConflictError, match="changed since it was read"):
        mem.update("li", rec.id, "The office wifi is called Vega")
    assert mem.get("li", rec.id).superseded_by == first[0].id
    assert [m.content for m in mem.list("li")] == ["The office wifi is called Orion"]


def test_maintenance_writes_in_batches_and_a_stale_memory_only_holds_back_itself(
    mem: Memory, clock: FixedClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Decay and forgetting are written `_BATCH` memories per transaction; a batch holding a memory that
    changed since it was read is written one by one, leaving only that memory for the next pass."""
    from jiyi.lifecycle import _maintain as maintain_module

    monkeypatch.setattr(maintain_module, "_BATCH", 2)
    recs = [mem.add("li", f"用户的第{i}个备忘：房间号是 {100 + i}", type="fact", importance=0.5) for i in range(5)]
    mem.run_due()
    clock.advance(days=100)
    apply = mem.store.apply
    sizes: list[int] = []

    def counting_apply(user_id, changes):  # type: ignore[no-untyped-def]
        if any(h.actor == "lifecycle" for h in changes.history):
            if not sizes:  # after maintenance read them, a search uses the third memory
                mem.store.record_access("li", [recs[2].id], clock.now())
            sizes.append(len(changes.updates))
        return apply(user_id, changes)

    mem.store.apply = counting_apply  # type: ignore[method-assign]
    _maintain(mem, clock)
    # [0,1] in one; [2,3] refused whole, then 2 (stale) and 3 one by one; [4] alone
    assert sizes == [2, 2, 1, 1, 1]
    assert mem.get("li", recs[2].id).importance == 0.5 and mem.get("li", recs[2].id).access_count == 1
    assert all(mem.get("li", r.id).importance < 0.5 for i, r in enumerate(recs) if i != 2)
