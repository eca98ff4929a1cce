"""`Memory.context()` layers: core facts, relevant memories, dated excerpts of past conversations, summaries.

Each test runs on SQLite and PostgreSQL (see BOTH_BACKENDS in conftest), with the bundled embedder and
the offline extractor: the default path a new user of jiyi gets.
"""

from __future__ import annotations

import re

import pytest

from jiyi import ContextConfig, FixedClock, Memory, ValidationError
from jiyi._text import estimate_tokens
from jiyi.embedders._bundled import USEEmbedder
from jiyi.store._base import ChangeSet

from .conftest import DbFactory


def _chat(mem: Memory, user: str, lines: list[tuple[str, str]], *, extract: bool = True) -> str:
    topic = mem.topics.create(user, "chat")
    for role, text in lines:
        mem.messages.add(topic.id, role, text)
    if extract:
        mem.extract(topic.id)
    return topic.id


def _section(text: str, heading: str) -> str:
    """The lines under one `## heading` of a block ('' when the section is absent)."""
    parts = re.split(r"\n\n(?=## )", text)
    return next((p for p in parts if p.startswith(heading)), "")


@pytest.mark.parametrize(
    ("said", "asked", "expected", "heading"),
    [
        (
            "我叫李明，是后端工程师。我决定用 FastAPI 了",
            "帮我写个接口",
            ("李明", "后端工程师", "FastAPI"),
            "## 关于用户",
        ),
        (
            "My name is Li Ming and I'm a backend engineer. I decided to use FastAPI.",
            "help me write an endpoint",
            ("Li Ming", "backend engineer", "FastAPI"),
            "## About the user",
        ),
    ],
)
def test_readme_first_example_gives_the_core_facts_without_a_profile(
    backend: str, mem: Memory, said: str, asked: str, expected: tuple[str, ...], heading: str
) -> None:
    _chat(mem, "u1", [("user", said)])
    assert mem.store.get_profile("u1") is None  # the background profile job has not run
    block = mem.context("u1", asked)
    about = _section(block.text, heading)
    assert all(word in about for word in expected), block.text
    assert block.core and block.tokens <= block.budget


@pytest.mark.parametrize(
    ("lines", "asked", "needle", "said_as"),
    [
        (
            [("user", "我把车停在浦东机场 P4 停车场的 B 区 17 号了"), ("assistant", "好的，记下了")],
            "我的车停在机场哪个停车场？",
            "P4 停车场的 B 区 17 号",
            "用户说：“",
        ),
        (
            [("user", "I parked the car at the airport, level 3 of garage P4, spot B17"), ("assistant", "Noted.")],
            "Where did I park the car at the airport?",
            "garage P4, spot B17",
            'the user said: "',
        ),
    ],
)
def test_a_question_only_a_past_message_answers_gets_it_quoted_with_its_date(
    backend: str, mem: Memory, clock: FixedClock, lines: list[tuple[str, str]], asked: str, needle: str, said_as: str
) -> None:
    mem.add("u1", "用户喜欢喝乌龙茶", type="preference")  # something else is known: not the empty-block fallback
    _chat(mem, "u1", lines, extract=False)  # never distilled: only the raw conversation holds the answer
    day = clock.now()
    clock.advance(days=12)
    block = mem.context("u1", asked)
    quoted = [ln for ln in block.text.splitlines() if needle in ln]
    assert quoted and quoted[0].startswith(f"- {day:%Y-%m-%d} {said_as}"), block.text
    assert [h.content for h in block.excerpts if needle in h.content]
    assert "乌龙茶" in block.text  # the core fact is there beside it


@pytest.mark.parametrize(
    ("said", "asked", "needle"),
    [
        ("我决定明年辞职去读 MBA", "我之前说想去读什么学位？", "MBA"),
        ("I decided to quit next year and study for an MBA", "What degree did I want to study?", "MBA"),
    ],
)
@pytest.mark.parametrize("how", ["delete", "forget"])
def test_the_source_of_a_memory_the_user_took_back_is_not_quoted(
    backend: str, mem: Memory, said: str, asked: str, needle: str, how: str
) -> None:
    mem.add("u1", "用户喜欢喝乌龙茶", type="preference")
    _chat(mem, "u1", [("user", said)])
    (rec,) = [m for m in mem.list("u1") if needle in m.content]
    assert rec.message_ids
    getattr(mem, how)("u1", rec.id)
    block = mem.context("u1", asked)
    assert needle not in block.text, block.text
    assert mem.search_messages("u1", asked)  # the message itself is still the user's, and searchable


def test_the_source_of_a_corrected_memory_is_not_quoted(backend: str, mem: Memory, clock: FixedClock) -> None:
    mem.add("u1", "用户喜欢喝乌龙茶", type="preference")
    _chat(mem, "u1", [("user", "我家的猫叫咪咪，今年三岁")])
    (rec,) = [m for m in mem.list("u1") if "咪咪" in m.content]
    clock.advance(days=1)
    mem.update("u1", rec.id, "用户家的猫叫花花，今年三岁")  # the user corrected the name
    block = mem.context("u1", "我家猫叫什么名字？")
    assert "花花" in block.text and "咪咪" not in block.text, block.text


def test_a_forgotten_topics_messages_are_not_quoted(backend: str, mem: Memory) -> None:
    mem.add("u1", "用户喜欢喝乌龙茶", type="preference")
    topic = _chat(mem, "u1", [("user", "我在准备下个月的杭州马拉松，每周跑三次")], extract=False)
    assert any(h.excerpts for h in [mem.context("u1", "我的马拉松训练怎么样了？")])  # quoted while remembered
    mem.forget_topic("u1", topic)
    block = mem.context("u1", "我的马拉松训练怎么样了？")
    assert "马拉松" not in block.text and not block.excerpts


def test_a_memorys_source_message_is_not_quoted_beside_it(backend: str, mem: Memory) -> None:
    _chat(mem, "u1", [("user", "我下周要去东京出差")])
    block = mem.context("u1", "东京出差要带什么？")
    assert "东京" in block.text
    sources = {i for h in block.memories if h.memory for i in h.memory.message_ids}
    sources |= {i for r in block.core for i in r.message_ids}
    assert sources and not sources & {h.id for h in block.excerpts}  # keep one: the memory


def _stock(mem: Memory) -> None:
    for n in range(8):
        mem.add("u1", f"用户的第{n}位同事是后端工程师，住在杭州第{n}区", type="person", importance=0.9)
        mem.add("u1", f"用户的项目{n}用 FastAPI 和 PostgreSQL 写接口", type="fact")
    lines = [("user", f"项目{n}的接口上周出了一个超时问题，我们把 PostgreSQL 连接池调大了") for n in range(8)]
    _chat(mem, "u1", lines, extract=False)
    for n in range(8):
        mem.add("u1", f"聊了项目{n}的接口和 PostgreSQL 连接池", type="episode")


def test_the_budget_is_honoured_with_each_layers_share(
    backend: str, db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock
) -> None:
    heads = ("## 关于用户", "## 过往的交流", "## 相关记忆", "## 过往对话摘录")
    sizes: dict[float, dict[str, int]] = {}
    for share in (0.2, 0.6):
        rest = (1.0 - share) / 3
        cfg = ContextConfig(core_share=rest, memories_share=rest, excerpts_share=share, summaries_share=rest)
        mem = Memory(db_factory(f"share{share}.db"), embedder=embedder, clock=clock, context=cfg)
        _stock(mem)
        block = mem.context("u1", "项目的 PostgreSQL 接口超时怎么办？", budget=400)
        assert block.tokens <= 400 and estimate_tokens(block.text) <= 400 and block.truncated
        sizes[share] = {h: estimate_tokens(_section(block.text, h)) for h in heads}
        assert all(sizes[share].values()), block.text  # every layer gets its share
        avail = 400 - estimate_tokens(block.text.split("\n\n")[0])
        # Every layer overflows, so each stays near its share (the last pass may add one short line).
        assert sizes[share]["## 过往对话摘录"] <= share * avail + 40
        mem.close()
    assert sizes[0.6]["## 过往对话摘录"] > 1.5 * sizes[0.2]["## 过往对话摘录"]


def test_a_layer_alone_gets_the_whole_budget(backend: str, mem: Memory) -> None:
    for n in range(12):
        mem.add("u1", f"接口超时要先查第{n}个服务的 PostgreSQL 连接池", type="lesson")
    block = mem.context("u1", "接口超时了，PostgreSQL 连接池怎么查？", budget=300)
    avail = 300 - estimate_tokens(block.text.split("\n\n")[0])
    # Only memories to show: they take far more than their 35% share.
    assert len(block.memories) >= 6 and estimate_tokens(_section(block.text, "## 相关记忆")) > 0.6 * avail


@pytest.mark.parametrize(
    "bad",
    [
        {"core_share": 0.5, "memories_share": 0.5, "excerpts_share": 0.3},
        {"excerpts_share": -0.1},
        {"core_lines": -1},
    ],
)
def test_bad_shares_are_refused(bad: dict[str, float]) -> None:
    with pytest.raises(ValidationError, match="context"):
        ContextConfig(**bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("past", "recent", "vague", "needle"),
    [
        (
            "订单服务加 Redis 缓存那次，我们踩过缓存穿透的坑，后来加了布隆过滤器",
            ["订单服务太慢了，你有什么办法？", "方案一：给订单服务加 Redis 缓存；方案二：拆分订单数据库。"],
            "好的，按第一个方案办",
            "布隆过滤器",
        ),
        (
            "Last time we added a Redis cache to the order service we hit cache penetration and added a bloom filter",
            ["The order service is too slow, any ideas?", "Option one: add a Redis cache; option two: split the DB."],
            "OK, let's go with the first option",
            "bloom filter",
        ),
    ],
)
def test_a_vague_follow_up_uses_the_recent_turns(
    backend: str, mem: Memory, clock: FixedClock, past: str, recent: list[str], vague: str, needle: str
) -> None:
    mem.add("u1", "用户叫王芳，是后端工程师", type="personal")
    _chat(mem, "u1", [("user", past)], extract=False)
    clock.advance(days=30)
    now = _chat(mem, "u1", [("user", recent[0]), ("assistant", recent[1])], extract=False)
    assert needle not in mem.context("u1", vague).text  # the message alone says nothing about it
    block = mem.context("u1", vague, recent=recent)
    assert needle in block.text, block.text
    # The recent turns are in the chat already: not quoted back.
    assert all(h.message and h.message.topic_id != now for h in block.excerpts)


@pytest.mark.parametrize(("asked", "cold"), [("你好", "新用户"), ("hello there", "new user")])
def test_an_empty_user_gets_the_cold_start_line(backend: str, mem: Memory, asked: str, cold: str) -> None:
    block = mem.context("nobody", asked)
    assert cold in block.text and not block.core and not block.excerpts and not block.memories


def test_messages_alone_never_give_an_empty_block(backend: str, mem: Memory) -> None:
    _chat(mem, "u1", [("user", "周末去爬了黄山，看到了云海")], extract=False)
    block = mem.context("u1", "帮我写一个排序函数")  # nothing bears on it: the best of the past, not nothing
    assert block.text and "黄山" in block.text and "新用户" not in block.text


def test_a_correction_silences_the_old_value_in_older_excerpts_and_summaries(mem: Memory, clock: FixedClock) -> None:
    _chat(mem, "li", [("user", "我下周三要去杭州出差"), ("assistant", "好的，下周三去杭州出差两天，要帮你查高铁吗？")])
    mem.add("li", "2026-11-12 的对话：聊了出差。要点：用户下周三要去杭州出差。情绪：积极。", type="episode")
    clock.advance(days=2)
    _chat(mem, "li", [("user", "更正一下，出差不是去杭州，是去苏州")])
    current = [m.content for m in mem.list("li") if "出差" in m.content and m.type != "episode"]
    assert len(current) == 1 and "苏州" in current[0], current
    block = mem.context("li", "苏州出差要带什么？")
    assert "苏州" in block.text and "杭州" not in block.text, block.text
    assert "聊了出差" in block.text  # the summary stays, without the line the correction took back


def test_core_lines_do_not_repeat_the_profile(mem: Memory) -> None:
    mem.add("li", "用户叫李明", type="core")
    mem.add("li", "用户是后端工程师", type="core")
    mem.refresh_profile("li")
    block = mem.context("li", "帮我写个接口")
    assert block.text.count("李明") == 1 and block.text.count("后端工程师") == 1, block.text


def test_a_change_another_memory_writes_is_in_the_next_block(
    backend: str, db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock
) -> None:
    # Core facts are read through records memoised on their rows' values (the store's row cache): a memory
    # changed in place by another Memory over the same store (a boost, as distillation writes it) is in the
    # very next block, never a record built before the change.
    one = ContextConfig(core_lines=1, recent_facts=0)
    first = Memory(db_factory("jiyi.db"), embedder=embedder, clock=clock, context=one)
    other = Memory(db_factory("jiyi.db"), embedder=embedder, clock=clock)
    first.add("u1", "用户住在杭州", type="personal", importance=0.8)
    tea = first.add("u1", "用户每天早上喝龙井茶", type="preference", importance=0.5)
    asked = "帮我写个接口"
    assert "杭州" in first.context("u1", asked).text and "龙井" not in first.context("u1", asked).text
    (seen,) = other.store.get_memories("u1", [tea.id])
    other.store.apply("u1", ChangeSet(updates=[seen.model_copy(update={"importance": 0.95})], expect=[seen]))
    about = _section(first.context("u1", asked).text, "## 关于用户")
    assert "龙井" in about and "杭州" not in about, about
    # and a memory another Memory forgot is gone from it
    other.forget("u1", tea.id)
    assert "龙井" not in first.context("u1", asked).text
    first.close()
    other.close()


def test_an_acknowledgement_is_never_quoted(mem: Memory) -> None:
    _chat(mem, "tom", [("user", "Hi! I'm Tom, I work as a nurse in Boston."), ("assistant", "Nice to meet you Tom"),
                       ("user", "My wife and I adopted a cat named Luna."), ("assistant", "Lovely")])  # fmt: skip
    _chat(mem, "wang", [("user", "你好！我叫王芳，在杭州做产品经理。"), ("assistant", "你好王芳！"),
                        ("user", "我女儿今年5岁，叫朵朵。"), ("assistant", "真可爱")])  # fmt: skip
    for user, asked, noise in (("tom", "What's my cat called?", "Lovely"), ("wang", "朵朵几岁了？", "真可爱")):
        block = mem.context(user, asked)
        assert noise not in block.text and "Nice to meet you" not in block.text, block.text
        assert "你好王芳" not in block.text, block.text


def test_a_summary_says_its_date_once(mem: Memory) -> None:
    mem.add("li", "2026-11-12 的对话：聊了出差、苏州（6 条消息）。情绪：积极。", type="episode")
    talk = "Conversation on 2026-11-12: Talked about Boston, nursing (4 messages). Tone: positive."
    mem.add("tom", talk, type="episode")
    zh = mem.context("li", "我们上次聊了什么？").text
    en = mem.context("tom", "What did we talk about last time?").text
    assert "- 2026-11-12 的对话：聊了出差" in zh and zh.count("2026-11-12") == 1, zh
    assert "- Conversation on 2026-11-12: Talked about Boston" in en and en.count("2026-11-12") == 1, en
