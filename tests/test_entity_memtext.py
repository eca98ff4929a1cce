"""Memory text the offline extractor writes for everyday messages (branch memtext), each as the family it is said in:
a trip said with a day to come and a bare 去 / 带 / 回 or "we're heading" is a plan, each of two dated plans in one
message dated by its own day; a pet named in the same breath keeps its name; a state kept for N years keeps the
duration and the year it began; what the user is at ("我在减肥") goes with how they go about it; a weekend said as a
habit or a complaint is no plan; "我们都怕他" does not make him one of 我们; and a subjectless "his / her" clause is
never written as the user's.

Read at the memory level (`Memory` on a SQLite file, the offline extractor). Dated memories are checked by their words,
then by the day they are dated to where two plans share a message.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory

_users = itertools.count()


@pytest.fixture(scope="module")
def mem(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    # a Wednesday morning: "这周六", "后天" and "下个月" are each a day of their own whatever day the tests run
    memory = Memory(
        Path(tmp_path_factory.mktemp("memtext")) / "m.db", clock=FixedClock(datetime(2026, 11, 18, 10, tzinfo=UTC))
    )
    yield memory
    memory.close()


def _said(mem: Memory, *turns: str) -> list[tuple[str, str]]:
    """(type, content without its date) of each memory of one dialogue ("A: …" is the assistant's turn)."""
    user = f"u{next(_users)}"
    topic = mem.topics.create(user_id=user, title="t")
    for turn in turns:
        role, text = ("assistant", turn[2:].strip()) if turn.startswith("A:") else ("user", turn)
        mem.messages.add(topic.id, role=role, content=text)
    mem.extract(topic.id)
    return sorted(
        (r.type, re.sub(r"\s*[（(][^）)]*\d{4}[^）)]*[)）]", "", r.content)) for r in mem.list(user, limit=100)
    )


# --- a trip with a day to come is a plan ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我们下周去三亚玩", "用户下周去三亚玩"),
        ("下个月带爸妈去云南转转", "用户下个月带爸妈去云南转转"),
        ("周末去爬山", "用户周末去爬山"),
        ("我们周末去爬山", "用户周末去爬山"),
        ("我后天去上海看展", "用户后天去上海看展"),
        ("我们下个月去日本度假", "用户下个月去日本度假"),
        ("明天带孩子去打疫苗", "用户明天带孩子去打疫苗"),
        ("下周回老家", "用户下周回老家"),
        ("next weekend we're heading to Cornwall", "User is heading to Cornwall next weekend"),
        ("we're heading to Cornwall next weekend", "User is heading to Cornwall next weekend"),
        ("We're driving up to Scotland on Friday", "User is driving up to Scotland on Friday"),
        ("we are flying to Rome next month", "User is flying to Rome next month"),
    ],
)  # fmt: skip
def test_a_trip_to_come_is_a_plan(mem: Memory, said: str, memory: str) -> None:
    assert ("plan", memory) in _said(mem, said)


@pytest.mark.parametrize(
    "said",
    [
        "我明天去不去呢",
        "如果明天去爬山就好了",
        "我不去北京了",
        "我明天回复他",
        "are we heading to Cornwall next weekend?",
        "we were heading to Cornwall last weekend",
        "if we're heading to Cornwall next weekend I need boots",
        "my parents are heading to Cornwall next weekend",
    ],
)
def test_no_plan_from_a_question_a_negation_a_hypothetical_or_someone_else(mem: Memory, said: str) -> None:
    assert not [m for m in _said(mem, said) if m[0] == "plan" and re.match(r"用户(?!的)|User is", m[1])]


def test_a_team_trip_is_the_team_s(mem: Memory) -> None:
    assert ("plan", "用户的团队下周去三亚团建") in _said(mem, "我们团队下周去三亚团建")


@pytest.mark.parametrize(
    ("said", "plans"),
    [
        ("我明天去医院复查，下周五去北京出差", ["用户下周五去北京出差", "用户明天去医院复查"]),
        ("我明天要去医院复查，下周五去北京出差", ["用户下周五去北京出差", "用户明天要去医院复查"]),
        ("下周三去杭州开会，周六回老家", ["用户下周三去杭州开会", "用户周六回老家"]),
        ("我后天去上海看展，下个月带爸妈去云南", ["用户下个月带爸妈去云南", "用户后天去上海看展"]),
        ("我明天去看我奶奶，后天去趟深圳", ["用户后天去趟深圳", "用户明天去看奶奶"]),
    ],
)  # fmt: skip
def test_two_plans_each_with_its_own_day(mem: Memory, said: str, plans: list[str]) -> None:
    user = f"u{next(_users)}"
    topic = mem.topics.create(user_id=user, title="t")
    mem.messages.add(topic.id, role="user", content=said)
    mem.extract(topic.id)
    got = [r for r in mem.list(user, limit=100) if r.type == "plan"]
    assert sorted(re.sub(r"（[^）]*）$", "", r.content) for r in got) == sorted(plans)
    assert len({r.due_at for r in got}) == 2  # each dated by its own day, not both by the first


# --- a habit or a complaint said of a weekend is no plan ------------------------------------------------------------
@pytest.mark.parametrize(
    "said",
    ["我老板周末也让我们加班", "我们领导周末又叫我们开会", "我们公司周末也要求打卡", "老板晚上也发消息让我们改方案"],
)
def test_a_weekend_habit_is_no_plan(mem: Memory, said: str) -> None:
    assert not [m for m in _said(mem, said) if m[0] == "plan"]


def test_a_weekend_plan_is_still_one(mem: Memory) -> None:
    assert [m for m in _said(mem, "我周末也要去加班") if m[0] == "plan"]


# --- a pet named in the same breath ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("We finally got a kitten! Its name is Pepper", "Pepper"),
        ("Just adopted a rescue dog! Her name is Luna", "Luna"),
        ("our dog's called Biscuit", "Biscuit"),
        ("Our dog is called Biscuit", "Biscuit"),
        ("our new puppy is named Bear", "Bear"),
        ("we just adopted a puppy called Nala", "Nala"),
        ("家里新养了只猫叫年糕", "年糕"),
        ("我养了只狗叫旺财", "旺财"),
        ("我刚领养了一只小狗叫豆豆", "豆豆"),
        ("我上周买了只仓鼠叫团子", "团子"),
    ],
)  # fmt: skip
def test_a_pet_keeps_its_name(mem: Memory, said: str, name: str) -> None:
    assert any(name in content for _, content in _said(mem, said))


@pytest.mark.parametrize("said", ["our boss is called Steve", "我朋友养了只猫叫咪咪", "我想养只猫叫年糕"])
def test_no_pet_of_the_user_s_from_a_boss_a_friend_or_a_wish(mem: Memory, said: str) -> None:
    assert not any(re.search(r"User's (?:dog|cat)|用户养了", content) for _, content in _said(mem, said))


# --- how long, and since when ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我吃素五年了", "用户吃素五年了（自2021年起）"),
        ("我吃素2年了", "用户吃素2年了（自2024年起）"),
        ("我乳糖不耐受十年了", "用户乳糖不耐受十年了（自2016年起）"),
        ("我吃素已经三年多了", "用户吃素三年多了（约自2023年起）"),
        ("我吃素两年了", "用户吃素两年了（自2024年起）"),
    ],
)
def test_a_diet_keeps_how_long(mem: Memory, said: str, memory: str) -> None:
    user = f"u{next(_users)}"
    topic = mem.topics.create(user_id=user, title="t")
    mem.messages.add(topic.id, role="user", content=said)
    mem.extract(topic.id)
    year = mem.messages.list(topic.id)[0].created_at.year
    expected = re.sub(r"\d{4}", lambda m: str(int(m[0]) - 2026 + year), memory)
    assert expected in [r.content for r in mem.list(user, limit=100)]


# --- what the user is at, and how ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我在减肥，每天跑5公里", "用户在减肥，每天跑5公里"),
        ("我在备考，每天刷题两个小时", "用户在备考，每天刷题两个小时"),
        ("我在戒烟，每天只抽两根", "用户在戒烟，每天只抽两根"),
        ("我最近在减脂，每天跑步半小时", "用户最近在减脂，每天跑步半小时"),
        ("我正在健身，每天练一个小时", "用户正在健身，每天练一个小时"),
    ],
)
def test_what_the_user_is_at_goes_with_how(mem: Memory, said: str, memory: str) -> None:
    assert memory in [content for _, content in _said(mem, said)]


def test_someone_else_s_habit_is_not_joined_to_the_user_s(mem: Memory) -> None:
    assert "用户在减肥，每天跑5公里" not in [content for _, content in _said(mem, "我在减肥，我老公每天跑5公里")]


# --- 我们 said of him ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("我老板张伟很严格，我们都怕他", "张伟"),
        ("我表姐周梅很能干，我们都佩服她", "周梅"),
        ("我领导王刚脾气很大，我们都躲着他", "王刚"),
    ],
)
def test_we_said_of_him_do_not_count_him_among_us(mem: Memory, said: str, name: str) -> None:
    contents = [content for _, content in _said(mem, said)]
    assert not any(f"用户和{name}" in c or f"和老板{name}" in c or re.search(r"(?:^|，)都", c) for c in contents)


# --- "his / her" with no subject is never the user's ---------------------------------------------------------------
@pytest.mark.parametrize(
    "turns",
    [
        ("talked to my cousin Ben today", "went to Oxford for his masters"),
        ("went to Oxford for his masters",),
        ("did her residency at Johns Hopkins",),
        ("moved to Leeds with her boyfriend last year",),
        ("got his first car at 17",),
        ("retired last year after 30 years at his firm",),
    ],
)
def test_a_his_her_clause_is_not_the_user_s(mem: Memory, turns: tuple[str, ...]) -> None:
    assert not any(re.search(r"User [a-z]+ .*\b(?:his|her)\b", c) for _, c in _said(mem, *turns))


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("took mom to her appointment yesterday", "User took mom to her appointment yesterday"),
        ("went to Oxford for my masters", "User went to Oxford for their masters"),
    ],
)
def test_the_user_s_own_clause_with_her_of_someone_named(mem: Memory, said: str, memory: str) -> None:
    assert any(memory in c for _, c in _said(mem, said))


# --- an age said without 岁 is kept, with 岁 in the memory ------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我今年三十五，在杭州做设计", "用户今年三十五岁"),
        ("我今年三十五", "用户今年三十五岁"),
        ("我都35了", "用户今年35岁"),
        ("我35了，在杭州做设计", "用户今年35岁"),
        ("我今年35岁", "用户今年35岁"),
    ],
)
def test_an_age_said_without_sui_is_kept(mem: Memory, said: str, memory: str) -> None:
    assert ("personal", memory) in _said(mem, said)


@pytest.mark.parametrize("said", ["我今年3", "我今年35个项目", "我们今年35", "我今年做了35"])
def test_a_number_that_is_no_age_is_no_age(mem: Memory, said: str) -> None:
    assert not [text for _, text in _said(mem, said) if "岁" in text]


# --- someone's plan the user waits on, passed on with a day ------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("My landlord said he'll fix the boiler on Monday", "User's landlord will fix the boiler on Monday"),
        ("our plumber told me she's going to come round tomorrow", "User's plumber will come round tomorrow"),
    ],
)
def test_someone_s_plan_passed_on_with_a_day_is_a_dated_plan(mem: Memory, said: str, memory: str) -> None:
    assert ("plan", memory) in _said(mem, said)


@pytest.mark.parametrize(
    "said",
    ["My landlord said he'll fix the boiler", "my mum said she'll love it", "My landlord said he fixed the boiler"],
)
def test_no_plan_of_someone_without_a_day_or_done_already(mem: Memory, said: str) -> None:
    assert not [text for kind, text in _said(mem, said) if kind == "plan"]
