"""What a chat about work leaves behind (stop 34): "What are you working on?" / "a migration to kubernetes" was
stored as "User works as a migration to kubernetes" (a job); "我老板李强天天让我加班" named no one; "烦死了" was a
dislike of "死了"; "the seafood place is gonna be fun" the venue "gonna be fun"; an allergy kept what followed from it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions


def _memories(tmp_path: Path, *turns: str) -> list[str]:
    mem = Memory(tmp_path / "m.db")
    topic = mem.topics.create(user_id="u", title="t")
    for turn in turns:
        role, text = ("assistant", turn[2:].strip()) if turn.startswith("A:") else ("user", turn)
        mem.messages.add(topic.id, role=role, content=text)
    mem.extract(topic.id)
    out = [m.content for m in mem.list("u")]
    mem.close()
    return out


@pytest.mark.parametrize(
    ("asked", "reply", "said"),
    [
        ("That sounds rough. What are you working on?", "a migration to kubernetes, should be done by end of Jan",
         "User is working on a migration to kubernetes"),
        ("What's your current project?", "A mobile app for dog walkers", "User is working on a mobile app"),
        ("What are you learning these days?", "Spanish, for a trip to Mexico next year", "User is learning Spanish"),
        ("What are you training for?", "the London marathon in April", "User is training for the London marathon"),
        ("最近在忙啥项目？", "一个支付系统重构，年底要上线", "用户在忙一个支付系统重构"),
        ("你现在在做什么项目？", "一个小程序", "用户在做一个小程序"),
        ("这阵子都在搞啥？", "装修房子，累死了", "用户在忙装修房子"),
    ],
)  # fmt: skip
def test_what_the_user_is_busy_with_is_no_job(tmp_path: Path, asked: str, reply: str, said: str) -> None:
    memories = _memories(tmp_path, f"A: {asked}", reply)
    assert any(m.startswith(said) for m in memories), memories
    assert not any("works as" in m or "职业" in m for m in memories), memories


@pytest.mark.parametrize(
    ("asked", "reply"),
    [
        ("What are you working on?", "nothing much"),
        ("What are you working on?", "work stuff lol"),
        ("你在做什么项目？", "没啥"),
        ("最近在忙啥？", "瞎忙呗"),
    ],
)
def test_busy_with_nothing_is_no_memory(tmp_path: Path, asked: str, reply: str) -> None:
    assert _memories(tmp_path, f"A: {asked}", reply) == []


def test_what_someone_else_is_working_on_is_not_the_users(tmp_path: Path) -> None:
    memories = _memories(tmp_path, "my sister Amy is an author", "A: What is she working on?", "a novel")
    assert not any(m.startswith("User is working on") for m in memories), memories


def _people(text: str) -> dict[str, tuple[str, set[tuple[str, str]]]]:
    return {
        m.name: (m.relation, {(f.attribute, f.value) for f in m.facts})
        for m in extract_mentions(text, language="zh")
        if m.kind == "person" and m.name
    }


@pytest.mark.parametrize(
    ("said", "name", "relation"),
    [
        ("我老板李强天天让我加班到十点", "李强", "老板"),
        ("我老板李强天天加班", "李强", "老板"),
        ("我老板李强让我们周末开会", "李强", "老板"),
        ("我老板李强逼我加班", "李强", "老板"),
        ("我同事张伟居然辞职了", "张伟", "同事"),
        ("我同事王磊老是迟到", "王磊", "同事"),
        ("我领导刘洋非要我们周末团建", "刘洋", "领导"),
    ],
)
def test_a_name_before_how_often_or_what_they_make_others_do(said: str, name: str, relation: str) -> None:
    people = _people(said)
    assert name in people and people[name][0] == relation, people


def test_a_name_read_with_rang_stays_a_name() -> None:
    assert "李让" in _people("我表姐李让今年30")


@pytest.mark.parametrize("said", ["王磊迟到了，烦死了", "我同事小王烦死了", "我同事小王又迟到，烦透了"])
def test_fed_up_is_no_dislike(said: str) -> None:
    facts = {f for _, fs in _people(said).values() for f in fs}
    assert not any(a == "dislikes" for a, _ in facts), facts


def test_a_dislike_said_with_fan_is_still_read() -> None:
    assert ("dislikes", "开会") in _people("我同事小王很烦开会")["小王"][1]


def _events(text: str) -> dict[str, set[tuple[str, str]]]:
    return {m.name: {(f.attribute, f.value) for f in m.facts} for m in extract_mentions(text, language="en")}


@pytest.mark.parametrize(
    "said",
    [
        "the team dinner at the seafood place is gonna be fun",
        "the party was great and the place was packed",
        "the wedding was at the old mill and the place was gorgeous",
    ],
)
def test_how_a_place_was_is_no_venue(said: str) -> None:
    places = {v for facts in _events(said).values() for a, v in facts if a == "place"}
    assert not places & {"gonna be fun", "packed", "gorgeous"}, places


@pytest.mark.parametrize(
    ("said", "event", "place"),
    [
        ("the wedding was lovely, the venue was Hollins Hall", "wedding", "Hollins Hall"),
        ("our reunion, location is Central Park", "reunion", "Central Park"),
        ("the team dinner at Nobu is on Friday", "team dinner", "Nobu"),
    ],
)
def test_a_venue_said_as_one_is_read(said: str, event: str, place: str) -> None:
    assert ("place", place) in _events(said)[event]


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("I'm allergic to shellfish so the team dinner at the seafood place is gonna be fun lol",
         "User is allergic to shellfish"),
        ("im allergic to cats, which means I can never visit my aunt", "User is allergic to cats"),
    ],
)  # fmt: skip
def test_an_allergy_is_kept_without_what_follows_from_it(tmp_path: Path, said: str, memory: str) -> None:
    assert memory in _memories(tmp_path, said)


@pytest.mark.parametrize(
    ("said", "todo"),
    [
        ("每周日晚上提醒我给我妈打电话", "用户需要每周日晚上给妈妈打电话"),
        ("每个月15号提醒我交房租", "用户需要每个月15号交房租"),
    ],
)
def test_a_reminder_keeps_how_often_it_comes_round(tmp_path: Path, said: str, todo: str) -> None:
    assert todo in _memories(tmp_path, said)


@pytest.mark.parametrize("said", ["他每次都提醒我带伞", "她总提醒我早点睡"])
def test_someone_else_reminding_the_user_is_no_todo(tmp_path: Path, said: str) -> None:
    assert not any(m.startswith("用户需要") for m in _memories(tmp_path, said))


@pytest.mark.parametrize(
    ("turns", "todo"),
    [
        (("my mom has been lonely lately", "A: Want me to remind you to call her regularly?",
          "yes please, every sunday evening"), "User needs to call their mom regularly every Sunday evening"),
        (("A: Do you want me to remind you to take your meds?", "yes, every morning at 8"),
         "User needs to take their meds every morning at 8"),
        (("A: 需要我到时候提醒你交报告吗？", "好的，周五上午"), "用户需要周五上午交报告"),
    ],
)  # fmt: skip
def test_a_reminder_offered_and_taken_up_is_a_todo(tmp_path: Path, turns: tuple[str, ...], todo: str) -> None:
    memories = _memories(tmp_path, *turns)
    assert any(m.startswith(todo) for m in memories), memories


@pytest.mark.parametrize(
    "turns",
    [
        ("A: Want me to remind you to call her?", "nah, I'm good"),
        ("A: 要不要我提醒你交报告？", "不用了"),
    ],
)
def test_a_reminder_offered_and_declined_is_nothing(tmp_path: Path, turns: tuple[str, ...]) -> None:
    assert not any(m.startswith(("User needs", "用户需要")) for m in _memories(tmp_path, *turns))


@pytest.mark.parametrize("said", ["周末带娃去了趟动物园，累瘫了", "明天去了才知道", "周末回了趟老家，挺开心"])
def test_a_bare_trip_said_as_done_is_no_plan(tmp_path: Path, said: str) -> None:
    # "周末带娃去了趟动物园" (last weekend) was the plan "用户周末带娃去了趟动物园（2026-11-21）"
    mem = Memory(tmp_path / "m.db")
    topic = mem.topics.create(user_id="u", title="t")
    mem.messages.add(topic.id, role="user", content=said)
    mem.extract(topic.id)
    types = [m.type for m in mem.list("u")]
    mem.close()
    assert "plan" not in types, types
