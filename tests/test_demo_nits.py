"""What `jiyi demo` still showed wrong (issue #17): each as a general rule, in Chinese and English."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from jiyi import FixedClock, Memory
from jiyi._models import Message, Role
from jiyi.extractors._restate import restate
from jiyi.lifecycle._episodes import EpisodeSummary, OfflineSummariser, render_episode

NOW = datetime(2026, 11, 25, 12, tzinfo=UTC)


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("Honestly, long meetings drive me crazy.", "meetings drive the user crazy"),
        ("Loud open offices really stress me out every single day.", "stress the user out"),
    ],
)
def test_the_user_as_an_object_is_the_user_not_a_name(said: str, content: str) -> None:
    memory = restate(said, NOW)
    assert memory is not None and content in memory.content, memory
    assert " User " not in memory.content


def test_zh_object_position_keeps_yonghu() -> None:
    memory = restate("开那种很长的会总是让我特别抓狂。", NOW)
    assert memory is not None and "让用户特别抓狂" in memory.content, memory


def _remember(tmp_path, said: list[str]) -> list[str]:  # type: ignore[no-untyped-def]
    with Memory(tmp_path / "a.db", clock=FixedClock(NOW)) as mem:
        topic = mem.topics.create("u1", "chat")
        for text in said:
            mem.messages.add(topic.id, "user", text)
            mem.extract(topic.id)
        return [m.content for m in mem.list("u1")]


@pytest.mark.parametrize(
    ("first", "again", "thing"),
    [
        ("I can't stand Jira.", "Honestly, Jira drives me crazy.", "Jira"),
        ("我受不了香菜。", "香菜的味道总让我抓狂。", "香菜"),
    ],
)
def test_a_statement_saying_a_memory_again_in_other_words_is_not_added(
    tmp_path, first: str, again: str, thing: str
) -> None:  # type: ignore[no-untyped-def]
    texts = _remember(tmp_path, [first, again])
    assert sum(thing in t for t in texts) == 1, texts


@pytest.mark.parametrize(
    ("first", "other", "thing"),
    [
        ("I can't stand Jira.", "Honestly, I love Jira now, the new board view saves me an hour every single day.",
         "Jira"),
        ("我受不了香菜。", "说真的，我现在特别喜欢香菜了，每次吃火锅都要加一大把。", "香菜"),
    ],
)  # fmt: skip
def test_the_opposite_feeling_about_the_same_thing_is_still_news(tmp_path, first: str, other: str, thing: str) -> None:  # type: ignore[no-untyped-def]
    texts = _remember(tmp_path, [first, other])
    assert sum(thing in t for t in texts) >= 2, texts


@pytest.mark.parametrize(
    ("facts", "feeling", "asked", "bears"),
    [
        (["用户决定用 Redis 做缓存，PostgreSQL 只做持久化", "用户的项目前端用 Vue 3", "用户的团队每周五发版"],
         "开很长的会总让用户抓狂", "帮我写个读取缓存的接口", "Redis"),
        (["User decided to use Redis for the cache, PostgreSQL only for persistence",
          "User's project frontend is Vue 3", "User's team ships every Friday"],
         "Long meetings drive the user crazy", "help me write an endpoint that reads the cache", "Redis"),
    ],
)  # fmt: skip
def test_core_lines_are_standing_facts_and_the_newest_that_bear_on_the_message(
    backend: str, mem: Memory, clock: FixedClock, facts: list[str], feeling: str, asked: str, bears: str
) -> None:
    mem.add("u1", "用户叫李明" if facts[0].startswith("用户") else "User's name is Li Ming", type="personal")
    for text in [*facts, feeling]:  # the feeling is the newest fact
        clock.advance(minutes=1)
        mem.add("u1", text, type="fact")
    block = mem.context("u1", asked)
    core = [r.content for r in block.core]
    assert feeling not in core, core  # a feeling is a preference by another name: no line for any question
    assert any(bears in c for c in core), core  # the fact recall found is not pushed out by a newer one


def _talk(turns: list[tuple[str, str]]) -> list[Message]:
    return [
        Message(id=f"m{i}", topic_id="t", user_id="u", role=Role(r), content=c, created_at=NOW, seq=i)
        for i, (r, c) in enumerate(turns)
    ]


def test_an_episode_names_its_subjects_by_whole_noun_phrases() -> None:
    talk = _talk([
        ("user", "跟你说个事，我跳槽了！上周从字节跳动离职，这周一开始在星环数据上班"),
        ("assistant", "恭喜！新公司怎么样？"),
        ("user", "挺好的，我在星环数据主要写 Go，跟字节跳动那边比节奏慢一点"),
        ("assistant", "那挺好的。"),
    ])  # fmt: skip
    summary = OfflineSummariser().summarise(talk, "zh")
    assert summary is not None
    assert "字节跳动" in summary.topics and "星环数据" in summary.topics, summary.topics
    leads = tuple("从在把跟给对让")
    assert not any(t.startswith(leads) for t in summary.topics), summary.topics
    assert not any(t in ("字节", "跳动", "星环", "数据") for t in summary.topics), summary.topics


@pytest.mark.parametrize(
    ("facts", "language", "quoted", "plain"),
    [
        (["用户下周三要去苏州出差（2026-11-18）", "User likes window seats"], "en",
         '"用户11月18日要去苏州出差"', "User likes window seats"),  # quoted as English quotes
        (["User can't stand PowerPoint", "用户受不了香菜"], "zh", "「User can't stand PowerPoint」", "用户受不了香菜"),
    ],
)  # fmt: skip
def test_an_episode_quotes_a_fact_in_the_other_language(
    facts: list[str], language: str, quoted: str, plain: str
) -> None:
    summary = EpisodeSummary(summary="Talked about a trip", topics=[], user_intent="", key_facts=facts)
    text = render_episode(summary, NOW, language)
    assert quoted in text and f"「{plain}」" not in text and plain in text, text


@pytest.mark.parametrize(
    ("content", "asked", "line", "stale"),
    [
        ("用户下周三要去苏州出差（2026-11-18）", "去苏州出差要带什么？",
         "用户去苏州出差（2026-11-18，已过）", "下周三"),
        ("User is flying to Tokyo next Wednesday", "what should I pack for Tokyo?",
         "User is flying to Tokyo (was on 2026-11-18)", "next Wednesday"),
    ],
)  # fmt: skip
def test_a_passed_plan_shows_its_absolute_date_only(
    mem: Memory, clock: FixedClock, content: str, asked: str, line: str, stale: str
) -> None:
    # T0 is 2026-11-20: the plan was for the 18th, said on the 11th ("下周三" then).
    mem.add("u1", content, type="plan", due_at=datetime(2026, 11, 18, 9, tzinfo=UTC))
    text = mem.context("u1", asked).text
    assert line in text and stale not in text, text
