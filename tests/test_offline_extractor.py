"""The offline (rule-based) extractor: real requests in, exact decisions out, in Chinese and English."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from jiyi._models import Decision, ExtractionRequest, ExtractionResult, MemoryRecord, Message, Role
from jiyi.extractors._offline import OfflineExtractor

T0 = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)  # a Friday
LATER = datetime(2027, 3, 1, 12, 0, tzinfo=UTC)  # the wall clock when history is distilled much later

_counter = iter(range(1, 1_000_000))


def msg(content: str, role: str = "user", at: datetime = T0) -> Message:
    n = next(_counter)
    return Message(
        id=f"msg_{n}", topic_id="top_1", user_id="u1", role=Role(role), content=content, created_at=at, seq=n
    )


def mem(mid: str, type_: str, content: str, **kw: object) -> MemoryRecord:
    return MemoryRecord(
        id=mid, user_id="u1", type=type_, content=content, created_at=T0 - timedelta(days=30),
        updated_at=T0 - timedelta(days=30), **kw,  # type: ignore[arg-type]
    )  # fmt: skip


def run(
    *messages: Message | str,
    related: Sequence[MemoryRecord] = (),
    context: Sequence[Message] = (),
    language: str = "zh",
) -> ExtractionResult:
    new = tuple(m if isinstance(m, Message) else msg(m) for m in messages)
    request = ExtractionRequest(
        user_id="u1", language=language, now=LATER, context_messages=tuple(context), new_messages=new,
        related=tuple(related),
    )  # fmt: skip
    return OfflineExtractor().extract(request)


def adds(result: ExtractionResult) -> list[Decision]:
    return [d for d in result.decisions if d.action == "add"]


def one(result: ExtractionResult, action: str = "add") -> Decision:
    found = [d for d in result.decisions if d.action == action]
    assert len(found) == 1, result.decisions
    return found[0]


# ---------------------------------------------------------------------------------------------------
# each type, in Chinese and in English


@pytest.mark.parametrize(
    ("text", "type_", "content", "importance"),
    [
        ("我叫李明", "personal", "用户叫李明", 0.9),
        ("我是后端工程师", "personal", "用户是后端工程师", 0.8),
        ("我住在杭州", "personal", "用户住在杭州", 0.8),
        ("我在云帆科技上班", "personal", "用户在云帆科技工作", 0.8),
        ("我喜欢猫", "preference", "用户喜欢猫", 0.75),
        ("我不喜欢香菜", "preference", "用户不喜欢香菜", 0.75),
        ("我每天早上跑步", "preference", "用户每天早上跑步", 0.75),
        ("我决定用 Redis 了", "fact", "用户决定用 Redis", 0.7),
        ("我们用 PostgreSQL", "fact", "用户的团队用 PostgreSQL", 0.7),
        ("我在学 Rust", "fact", "用户在学 Rust", 0.7),
        ("我女朋友叫小雨", "person", "用户的女朋友叫小雨", 0.7),
        ("我老板很严格", "person", "用户的老板很严格", 0.7),
        ("我的猫叫咪咪", "personal", "用户的猫叫咪咪", 0.8),
        ("我打算学吉他", "plan", "用户打算学吉他", 0.7),
    ],
)
def test_chinese_types(text: str, type_: str, content: str, importance: float) -> None:
    d = one(run(text))
    assert (d.type, d.content, d.importance) == (type_, content, importance)
    assert 0 < d.confidence <= 1 and d.reason


@pytest.mark.parametrize(
    ("text", "type_", "content", "importance"),
    [
        ("My name is Li Ming", "personal", "User's name is Li Ming", 0.9),
        ("I'm a backend engineer", "personal", "User is a backend engineer", 0.8),
        ("I live in Berlin", "personal", "User lives in Berlin", 0.8),
        ("I work at Google", "personal", "User works at Google", 0.8),
        ("I like cats", "preference", "User likes cats", 0.75),
        ("I don't like cilantro", "preference", "User doesn't like cilantro", 0.75),
        ("I decided to use Redis", "fact", "User decided to use Redis", 0.7),
        ("We use PostgreSQL", "fact", "User's team uses PostgreSQL", 0.7),
        ("my manager Tom is strict", "person", "User's manager Tom is strict", 0.7),
        ("My girlfriend is called Xiaoyu", "person", "User's girlfriend is called Xiaoyu", 0.7),
        ("I have two kids", "personal", "User has two kids", 0.8),
        ("I'm allergic to peanuts", "personal", "User is allergic to peanuts", 0.8),
    ],
)
def test_english_types(text: str, type_: str, content: str, importance: float) -> None:
    d = one(run(text, language="en"))
    assert (d.type, d.content, d.importance) == (type_, content, importance)


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ("我的下属吴杰明很能干", "用户的下属叫吴杰明，很能干"),  # 明 ends the name, not a day
        ("我同事吴杰明说明天下雨", "用户的同事叫吴杰明"),
        ("吴杰明是我的下属", "吴杰明是用户的下属"),
        ("我的下属王明今天加班", "用户的下属叫王明"),  # two characters, then a day
        ("我的下属王明很能干", "用户的下属叫王明，很能干"),
        ("我的同事欧阳娜娜今天加班", "用户的同事叫欧阳娜娜"),  # 复姓 and two more
        ("我的同学司马光很聪明", "用户的同学叫司马光，很聪明"),
        ("司马光是我的同学", "司马光是用户的同学"),
    ],
)
def test_a_chinese_name_keeps_all_its_characters(text: str, content: str) -> None:
    assert one(run(text)).content == content


def test_lesson_zh_and_en() -> None:
    d = one(run("Docker 构建又失败了，网络超时…需要用代理"))
    assert d.type == "lesson" and d.importance == 0.8
    assert d.content.startswith("用户的经验教训：") and "需要用代理" in d.content and "Docker" in d.content
    d = one(run("lesson learned: always pin your dependencies"))
    assert d.type == "lesson" and d.content == "User's lesson: Always pin your dependencies"
    d = one(run("The docker build failed again because of a network timeout. Turns out I need to use a proxy."))
    assert d.type == "lesson" and "proxy" in d.content


def test_plan_with_date_appends_absolute_date_and_sets_due() -> None:
    d = one(run("我计划下周重构登录模块"))
    assert d.type == "plan"
    assert d.content == "用户计划下周重构登录模块（2026-11-23 那周）"
    assert d.due_at == datetime(2026, 11, 23, 9, tzinfo=UTC)
    d = one(run("I'm going to refactor the login module next Friday"))
    assert d.type == "plan" and d.content == "User is going to refactor the login module next Friday (2026-11-27)"
    assert d.due_at == datetime(2026, 11, 27, 9, tzinfo=UTC)


def test_plan_versus_event_convention() -> None:
    plan = one(run("我下周三要去东京出差"))
    assert plan.type == "plan" and "东京" in plan.content and "2026-11-25" in plan.content
    event = one(run("我明天有个面试"))
    assert event.type == "event" and event.content == "用户明天有个面试（2026-11-21）"
    past = one(run("I got promoted yesterday"))
    assert past.type == "event" and past.content == "User got promoted yesterday (2026-11-19)" and past.due_at is None
    assert one(run("Next week I'm flying to Tokyo")).type == "plan"


def test_todo_reminders_and_obligations() -> None:
    d = one(run("提醒我周五交报告"))
    assert (d.type, d.content, d.importance) == ("todo", "用户需要周五交报告（2026-11-27）", 0.75)
    assert d.due_at == datetime(2026, 11, 27, 9, tzinfo=UTC)
    d = one(run("Can you remind me to call my mom tomorrow at 6pm?"))
    assert d.type == "todo" and d.content.startswith("User needs to call their mom tomorrow")
    assert d.due_at == datetime(2026, 11, 21, 18, tzinfo=UTC)
    d = one(run("I need to send the invoice by Friday"))
    assert d.type == "todo" and d.due_at == datetime(2026, 11, 27, 9, tzinfo=UTC)
    d = one(run("我周五之前要交报告"))
    assert d.type == "todo" and d.due_at == datetime(2026, 11, 27, 9, tzinfo=UTC)


def test_manual_remember_requests() -> None:
    d = one(run("记住这个：我们测试环境的服务器 IP 段是 10.0.0.x，别搞混了"))
    assert (d.type, d.importance, d.confidence) == ("manual", 0.9, 1.0)
    assert d.content == "我们测试环境的服务器 IP 段是 10.0.0.x，别搞混了"
    d = one(run("记住：我的车牌号是京A12345"))
    assert d.type == "manual" and d.content == "用户的车牌号是京A12345"
    d = one(run("remember that my wifi password is hunter2"))
    assert (d.type, d.content, d.confidence) == ("manual", "User's wifi password is hunter2", 1.0)
    d = one(run("Please remember: the staging server is 10.0.0.5"))
    assert d.type == "manual" and d.content == "The staging server is 10.0.0.5"


# ---------------------------------------------------------------------------------------------------
# what must produce nothing

CHIT_CHAT = [
    "你好", "谢谢", "好的", "哈哈哈", "嗯嗯", "在吗？", "Redis 和 Memcached 哪个好？", "帮我写个排序函数",
    "如果我是老板，我会给大家加薪", "今天天气怎么样", "你觉得 Rust 怎么样", "我知道了", "马斯克喜欢火箭",
    "Python 3.13 发布了", "给我讲个笑话", "我爱你", "我叫外卖了", "我忘了带钥匙", "我有一点累",
    "hello", "thanks!", "lol", "ok", "what's the weather?", "what is the best cache, Redis or Memcached?",
    "write a sorting function in Python", "If I were the boss I'd give everyone a raise", "Elon Musk likes rockets",
    "can you explain how Redis works?", "I'm not sure", "Do you know my name?", "I love it!", "I'll try that",
    "I'm going to bed", "I'd like a summary of this article", "😀😀😀", "   ",
]  # fmt: skip


@pytest.mark.parametrize("text", CHIT_CHAT)
def test_chit_chat_questions_and_requests_yield_nothing(text: str) -> None:
    result = run(text)
    assert result.decisions == ()
    assert result.reason in ("只有闲聊或提问，没有需要记住的内容", "chit-chat only, nothing to remember")


def test_a_whole_chatty_batch_yields_no_adds() -> None:
    result = run(*CHIT_CHAT)
    assert adds(result) == [] and result.decisions == ()


def test_context_messages_are_never_extracted_from() -> None:
    context = [msg("我叫李明，是后端工程师"), msg("好的李明", role="assistant")]
    result = run("谢谢", context=context)
    assert result.decisions == ()


def test_assistant_messages_are_never_extracted_from() -> None:
    result = run(
        msg("我叫李明，我是后端工程师，我喜欢猫", role="assistant"),
        msg("You live in Berlin and you like cats. I'm a backend engineer.", role="assistant"),
        msg("好的"),
        msg("我们用 PostgreSQL", role="system"),
    )
    assert result.decisions == ()


# ---------------------------------------------------------------------------------------------------
# splitting, language, dates


def test_compound_message_is_split_into_one_decision_per_fact() -> None:
    m = msg("我叫李明，是后端工程师。我决定用 FastAPI 了")
    result = run(m)
    assert [(d.action, d.type, d.content) for d in result.decisions] == [
        ("add", "personal", "用户叫李明"),
        ("add", "personal", "用户是后端工程师"),
        ("add", "fact", "用户决定用 FastAPI"),
    ]
    assert all(d.message_ids == (m.id,) for d in result.decisions)
    assert result.reason == "提取了 3 条新记忆"


def test_compound_english_sentence() -> None:
    result = run("My name is Li Ming and I work at Google. I love Python but hate Java.")
    assert [d.content for d in result.decisions] == [
        "User's name is Li Ming",
        "User works at Google",
        "User loves Python",
        "User hates Java",
    ]
    assert result.reason == "added 4 new memories"


def test_language_is_kept_and_terms_stay_verbatim() -> None:
    zh = one(run("我用 FastAPI 和 PostgreSQL"))
    assert zh.content == "用户用 FastAPI 和 PostgreSQL"
    en = one(run("we're using FastAPI and Postgres for the backend"))
    assert en.content == "User's team is using FastAPI and Postgres for the backend"
    mixed = one(run("我换到 B 公司了"))
    assert mixed.content == "用户在 B 公司工作"


def test_dates_resolve_against_the_message_time_not_the_wall_clock() -> None:
    # The message was written on Friday 2026-11-20; the request runs months later (LATER).
    d = one(run(msg("提醒我下周一交报告", at=T0)))
    assert d.due_at == datetime(2026, 11, 23, 9, tzinfo=UTC)
    assert "2026-11-23" in d.content
    d = one(run(msg("remind me to submit the report next Monday", at=T0 + timedelta(days=7))))
    assert d.due_at == datetime(2026, 11, 30, 9, tzinfo=UTC)


def test_leading_time_moves_after_the_subject() -> None:
    d = one(run("下周三我要去杭州出差"))
    assert d.content == "用户下周三要去杭州出差（2026-11-25）"
    d = one(run("Next Friday I'm presenting the design review"))
    assert d.content == "User is presenting the design review next Friday (2026-11-27)"


def test_emoji_and_control_characters_do_not_crash() -> None:
    d = one(run("我喜欢猫🐱\x00\x07"))
    assert d.content == "用户喜欢猫"
    result = run("\x1b[31m🔥🔥\u200b\ufeff I like tea 🍵")
    assert [x.content for x in result.decisions] == ["User likes tea"]


def test_a_one_megabyte_message_is_bounded() -> None:
    started = time.perf_counter()
    result = run("我叫李明。" + "啊" * 1_000_000, "I like cats. " * 80_000, "x" * 1_000_000)
    assert time.perf_counter() - started < 5.0
    assert [d.content for d in result.decisions] == ["用户叫李明", "User likes cats"]


@pytest.mark.parametrize(
    "text", ["我" + "是真" * 2000, "我在" + "超级" * 2000 + "工作", "I " + "kind of " * 600 + "like it"]
)
def test_pathological_repetition_does_not_backtrack(text: str) -> None:
    started = time.perf_counter()
    run(text)
    assert time.perf_counter() - started < 2.0


# ---------------------------------------------------------------------------------------------------
# decisions against related memories


def test_correction_updates_the_memory_it_corrects() -> None:
    related = [mem("mem_name", "personal", "用户叫李明"), mem("mem_cat", "preference", "用户喜欢猫")]
    d = one(run("不对，我叫李鸣", related=related), "update")
    assert (d.target_id, d.type, d.content) == ("mem_name", "personal", "用户叫李鸣")
    assert d.reason.startswith("更正")
    d = one(run("我不是产品经理，是后端工程师", related=[mem("mem_job", "personal", "用户是产品经理")]), "update")
    assert (d.target_id, d.content) == ("mem_job", "用户是后端工程师")


def test_bare_correction_replaces_the_wrong_value() -> None:
    related = [mem("mem_r", "fact", "用户决定用 Redis 做缓存"), mem("mem_n", "personal", "用户叫李明")]
    d = one(run("不是 Redis，是 Memcached", related=related), "update")
    assert (d.target_id, d.type, d.content) == ("mem_r", "fact", "用户决定用 Memcached 做缓存")
    related = [
        mem("mem_trip", "plan", "用户下周三要去杭州出差（2026-11-18）", due_at=datetime(2026, 11, 18, tzinfo=UTC))
    ]
    d = one(run("quick correction about the trip: it's not Hangzhou, it's Suzhou.", related=related), "update")
    assert (d.target_id, d.content) == ("mem_trip", "用户下周三要去苏州出差（2026-11-18）")  # stays Chinese
    assert d.due_at == datetime(2026, 11, 18, tzinfo=UTC)


def test_english_corrections() -> None:
    related = [mem("mem_city", "personal", "User lives in Munich"), mem("mem_x", "preference", "User likes cats")]
    d = one(run("I meant Berlin, not Munich", related=related), "update")
    assert (d.target_id, d.content) == ("mem_city", "User lives in Berlin")
    d = one(run("Actually, I live in Hamburg", related=related), "update")
    assert (d.target_id, d.content) == ("mem_city", "User lives in Hamburg")
    d = one(
        run("correction: my name is Li Min", related=[mem("mem_n", "personal", "User's name is Li Ming")]), "update"
    )
    assert (d.target_id, d.content) == ("mem_n", "User's name is Li Min")


def test_a_new_value_for_the_same_slot_updates() -> None:
    d = one(run("我换到 B 公司了", related=[mem("mem_a", "personal", "用户在 A 公司工作")]), "update")
    assert (d.target_id, d.content) == ("mem_a", "用户在 B 公司工作")
    d = one(run("I joined Stripe", related=[mem("mem_g", "personal", "User works at Google")]), "update")
    assert (d.target_id, d.content) == ("mem_g", "User works at Stripe")
    d = one(run("我不喜欢猫了", related=[mem("mem_c", "preference", "用户喜欢猫")]), "update")
    assert (d.target_id, d.content) == ("mem_c", "用户不喜欢猫")
    d = one(run("I moved to Lisbon", related=[mem("mem_b", "personal", "User lives in Berlin")]), "update")
    assert (d.target_id, d.content) == ("mem_b", "User lives in Lisbon")


def test_a_switched_tool_is_swapped_inside_the_old_memory() -> None:
    related = [
        mem("mem_s", "fact", "用户的项目技术栈：后端 FastAPI + MySQL，前端用 Vue 3"),
        mem("mem_n", "personal", "用户叫李明"),
    ]
    d = one(run("我们从 MySQL 迁移到 PostgreSQL 了", related=related), "update")
    assert (d.target_id, d.content) == ("mem_s", "用户的项目技术栈：后端 FastAPI + PostgreSQL，前端用 Vue 3")
    d = one(run("I switched to Neovim", related=[mem("mem_e", "preference", "User writes code in VS Code")]), "update")
    assert (d.target_id, d.content) == ("mem_e", "User writes code in Neovim")


def test_a_changed_taste_replaces_the_old_choice_in_its_category() -> None:
    vue_zh = [mem("mem_v", "preference", "用户喜欢用 Vue 3 写前端")]
    for said in ("我现在更喜欢用 React 了", "我更喜欢 React"):
        d = one(run(said, related=vue_zh), "update")
        assert (d.target_id, d.content) == ("mem_v", "用户喜欢用 React 写前端")  # "Vue 3" goes whole
    vue_en = [mem("mem_v", "preference", "User likes Vue 3 for the frontend")]
    for said in ("Actually these days I prefer React over Vue", "I now prefer React", "Nowadays I like React"):
        d = one(run(said, related=vue_en), "update")
        assert (d.target_id, d.content) == ("mem_v", "User likes React for the frontend")
    # Liking one more thing is not a change of taste; and languages pile up even when preferred now.
    assert one(run("我也喜欢用 React", related=vue_zh)).action == "add"
    assert one(run("I like React too", related=vue_en)).action == "add"
    d = one(run("I now prefer Rust", related=[mem("mem_py", "preference", "User likes Python")]))
    assert d.action == "add"


def test_languages_pile_up_instead_of_replacing_each_other() -> None:
    related = [mem("mem_py", "fact", "用户主要写 Python")]
    d = one(run("我在学 Rust", related=related))
    assert d.content == "用户在学 Rust"


def test_explicit_forget_deletes_the_matching_memory() -> None:
    related = [mem("mem_cat", "preference", "用户喜欢猫"), mem("mem_name", "personal", "用户叫李明")]
    d = one(run("忘掉我喜欢猫这件事", related=related), "delete")
    assert d.target_id == "mem_cat" and "忘掉我喜欢猫这件事" in d.reason
    d = one(run("别记我的住址了", related=[*related, mem("mem_home", "personal", "用户住在杭州")]), "delete")
    assert d.target_id == "mem_home"
    d = one(run("forget that I smoke", related=[mem("mem_s", "preference", "User smokes"), *related]), "delete")
    assert d.target_id == "mem_s" and "forget that I smoke" in d.reason


def test_forget_without_a_match_deletes_nothing() -> None:
    result = run("忘掉我喜欢狗这件事", related=[mem("mem_name", "personal", "用户叫李明")])
    assert [d.action for d in result.decisions] == ["skip"]
    assert result.decisions[0].target_id is None


def test_never_deletes_on_its_own_initiative() -> None:
    related = [mem("mem_c", "preference", "用户喜欢猫"), mem("mem_t", "plan", "用户计划下周去东京")]
    for text in ("我不喜欢猫了", "我不去东京了", "I don't like cats anymore", "我忘了带钥匙"):
        assert all(d.action != "delete" for d in run(text, related=related).decisions)


def test_restatement_boosts_instead_of_adding() -> None:
    d = one(run("我喜欢猫", related=[mem("mem_c", "preference", "用户喜欢猫")]), "boost")
    assert d.target_id == "mem_c"
    d = one(run("I like cats", related=[mem("mem_c", "preference", "User likes cats")]), "boost")
    assert d.target_id == "mem_c"
    d = one(run("我还是做后端", related=[mem("mem_j", "personal", "用户是后端工程师")]), "boost")
    assert d.target_id == "mem_j"


def test_covered_statement_is_skipped() -> None:
    related = [mem("mem_s", "fact", "用户的项目技术栈：后端 FastAPI + PostgreSQL，前端用 Vue 3")]
    d = one(run("我们用 PostgreSQL", related=related), "skip")
    assert d.target_id == "mem_s" and d.reason


def test_later_statement_in_the_same_batch_wins() -> None:
    result = run("我叫李明", "不对，我叫李鸣")
    assert [(d.action, d.content) for d in result.decisions] == [("add", "用户叫李鸣")]
    result = run("我喜欢猫", "我喜欢猫")
    assert len(result.decisions) == 1


def test_summary_reason_counts_in_the_users_language() -> None:
    related = [mem("mem_a", "personal", "用户在 A 公司工作")]
    assert run("我换到 B 公司了。我喜欢猫", related=related).reason == "提取了 1 条新记忆，更新了 1 条"
    assert run("I like cats", language="zh").reason == "added 1 new memory"
    assert run("thanks!", language="en").reason == "chit-chat only, nothing to remember"


NOISY = [
    "不对，我叫李鸣", "不是 Redis，是 Memcached", "忘掉我喜欢猫这件事", "forget everything about my job",
    "I meant Berlin, not Munich", "我换到 B 公司了", "我还是做后端", "我们从 MySQL 迁移到 PostgreSQL 了",
    "别记我的住址了", "Actually, I live in Hamburg", "it's not Tokyo, it's Osaka", "我喜欢猫", "I like cats",
]  # fmt: skip


def test_only_ids_from_related_are_used() -> None:
    related = [
        mem("mem_1", "personal", "用户叫李明"), mem("mem_2", "preference", "用户喜欢猫"),
        mem("mem_3", "personal", "User lives in Munich"), mem("mem_4", "fact", "用户的项目用 MySQL 和 Redis"),
        mem("mem_5", "personal", "用户住在杭州"), mem("mem_6", "plan", "User is flying to Tokyo next week"),
    ]  # fmt: skip
    ids = {r.id for r in related}
    for text in NOISY:
        for d in run(text, related=related).decisions:
            assert d.target_id is None or d.target_id in ids
            assert d.action in ("add", "skip") or d.target_id in ids
    for text in NOISY:
        assert all(d.target_id is None for d in run(text).decisions)


def test_only_memories_in_force_are_targeted() -> None:
    related = [
        mem("mem_old", "personal", "用户叫李明", superseded_by="mem_new"),
        mem("mem_new", "personal", "用户叫李鸣"),
        mem("mem_gone", "preference", "用户喜欢猫", state="forgotten"),
    ]
    d = one(run("不对，我叫李明", related=related), "update")
    assert (d.target_id, d.content) == ("mem_new", "用户叫李明")
    assert one(run("我喜欢猫", related=related)).content == "用户喜欢猫"  # an add, not a boost of a forgotten one
    assert [d.action for d in run("忘掉我喜欢猫这件事", related=related).decisions] == ["skip"]


def test_is_the_registered_offline_extractor() -> None:
    from jiyi.extractors import Extractor
    from jiyi.extractors import OfflineExtractor as Exported

    assert Exported is OfflineExtractor and issubclass(OfflineExtractor, Extractor)
    assert OfflineExtractor.provider == "offline"


def test_every_decision_is_well_formed() -> None:
    m = msg("我叫李明，在上海做后端工程师。提醒我周五交报告。I'm allergic to peanuts.")
    result = run(m, related=[mem("mem_1", "personal", "用户叫李明")])
    assert result.decisions
    for d in result.decisions:
        assert d.message_ids == (m.id,)
        assert 0 <= d.importance <= 1 and 0 <= d.confidence <= 1
        assert d.reason


# ---------------------------------------------------------------------------------------------------
# the bundled demo conversation, distilled topic by topic as the pipeline would

DEMO = Path(__file__).resolve().parents[1] / "src" / "jiyi" / "data" / "demo_conversation.json"


@pytest.mark.skipif(not DEMO.exists(), reason="demo conversation not bundled")
def test_demo_conversation_is_remembered() -> None:
    data = json.loads(DEMO.read_text(encoding="utf-8"))
    memories: dict[str, MemoryRecord] = {}
    n = 0
    for topic in data["topics"]:
        new = [
            msg(m["content"], role=m["role"], at=datetime.fromisoformat(m["created_at"]).astimezone(UTC))
            for m in topic["messages"]
        ]
        result = run(*new, related=list(memories.values()))
        for d in result.decisions:
            if d.action in ("update", "delete"):
                assert d.target_id is not None and d.target_id in memories
                del memories[d.target_id]
            if d.action in ("add", "update"):
                n += 1
                memories[f"mem_{n}"] = mem(f"mem_{n}", d.type, d.content, due_at=d.due_at)
    contents = "\n".join(m.content for m in memories.values())
    for expected in ("用户叫李明", "香菜", "橘子", "小雨", "FastAPI", "Vue", "Redis", "函数式", "type hints", "proxy",
                     "10.0.0.x", "季度报告", "星环数据", "苏州"):  # fmt: skip
        assert expected in contents, expected
    for gone in ("云帆科技工作", "宜山路", "杭州出差"):
        assert gone not in contents, gone
