"""Memory text said the chat way, round two (branch memtext7), each family in Chinese and English: two facts about
one person run together with no punctuation are said as one clean statement ("… lives in Leeds and works at the
hospital there", "用户的妈妈今年六十岁，还在学校上班"); a "there" / "那边" after a message that named one place is that
place; the number to reach someone on, said as what to do ("if it's urgent call my husband Tom on …", "有事打我老公
电话 …"), is their phone number; a feeling said with no "I" before the fact ("Was super nervous when I told my boss
Helen Marsh, she's 170 cm.") still tells the entity layer about her; a comment after the fact ("lol", "哈哈哈")
goes; and chit-chat and questions ("remind me what my sister does", "我姐是干嘛的来着") leave no memory.

Read at the memory level (`Memory` on a SQLite file, the offline extractor, the bundled embedder) on a Wednesday.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory
from jiyi.extractors._entities import extract_mentions

from .test_memtext46 import NOW, _texts


@pytest.fixture(scope="module")
def mem(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    memory = Memory(Path(tmp_path_factory.mktemp("memtext47")) / "m.db", clock=FixedClock(NOW))
    yield memory
    memory.close()


_users = itertools.count()


def _said(mem: Memory, *messages: str) -> list[str]:
    """The memories a fresh user's messages leave, said one after another in one topic."""
    user = f"t47-{next(_users)}"
    topic = mem.topics.create(user_id=user, title="t")
    for said in messages:
        mem.messages.add(topic.id, role="user", content=said)
    mem.extract(topic.id)
    return sorted(r.content for r in mem.list(user, limit=100))


# --- two facts about one person, run together ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my sister lives in leeds she works at the hospital there",
         "User's sister lives in Leeds and works at the hospital there"),
        ("my brother lives in bristol he works at the airport there",
         "User's brother lives in Bristol and works at the airport there"),
        ("my nan lives in york she still bakes every sunday", "User's nan lives in York and still bakes every Sunday"),
        ("my boyfriend works at the bank he is really into cycling",
         "User's boyfriend works at the bank and is really into cycling"),
        ("my mum is a teacher she retires next year", "User's mum is a teacher and retires next year"),
        ("my brother tom lives in bristol he is a plumber", "User's brother Tom lives in Bristol and is a plumber"),
        ("我妈今年六十了还在学校上班", "用户的妈妈今年六十岁，还在学校上班"),
        ("我同事小王住在天河 他每天骑车上班", "用户的同事叫小王，住在天河，每天骑车上班"),
        ("我爸今年七十了还天天打太极", "用户的爸爸今年七十岁，还天天打太极"),
        ("我姐今年三十了还没结婚", "用户的姐姐今年三十岁，还没结婚"),
        ("我哥在上海上班他在那边买了房", "用户的哥哥在上海上班，在那边买了房"),
        ("我儿子在北京读大学他今年大三", "用户的儿子在北京读大学，今年大三"),
    ],
)  # fmt: skip
def test_two_facts_run_together_are_one_clean_statement(mem: Memory, said: str, memory: str) -> None:
    texts = _texts(mem, said)
    assert memory in texts, texts


@pytest.mark.parametrize(
    "said",
    [
        "From Monday she works nights",
        "I think she is a nurse",
        "I met the guy she is dating",
        "我还在上班",
        "我买了3个还不够",
    ],
)
def test_one_clause_is_not_cut(mem: Memory, said: str) -> None:
    assert not any(". She" in t or "，还" in t for t in _texts(mem, said))


# --- a "there" after a message that named the place -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        (("我姐住在成都", "我姐在那边的医院工作"), "用户的姐姐在成都的医院工作"),
        (("我表哥在杭州", "他在那儿开了家奶茶店"), "用户的表哥在杭州开了家奶茶店"),
        (("我老公在上海", "他在那边做程序员"), "用户的老公在上海做程序员"),
        (("I live in Bristol", "my sister works at the uni there"), "User's sister works at the uni in Bristol"),
        (("my parents live in Cornwall", "my dad runs a cafe there"), "User's dad runs a cafe in Cornwall"),
    ],
)
def test_there_is_the_place_just_named(mem: Memory, said: tuple[str, ...], memory: str) -> None:
    texts = _said(mem, *said)
    assert memory in texts, texts
    assert not any(t.startswith("用户在") or t.startswith("User works") for t in texts)  # never the user's


@pytest.mark.parametrize("said", [("我姐在成都，我哥在重庆", "我在那边上班"), ("I moved twice", "I work there")])
def test_there_with_no_one_place_before_stays(mem: Memory, said: tuple[str, ...]) -> None:
    assert not any(place in t for t in _said(mem, *said)[1:] for place in ("在成都上班", "在重庆上班"))


# --- the number to reach someone on, said as what to do --------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("if it's urgent call my husband Tom on 07700 900123", "User's husband Tom's phone number is 07700 900123"),
        ("if you need me call my wife Sarah on 555 123 4567", "User's wife Sarah's phone number is 555 123 4567"),
        ("if I don't answer ring my brother on 07700 900789", "User's brother's phone number is 07700 900789"),
        ("you can reach my mum on 07700 900456", "User's mum's phone number is 07700 900456"),
        ("有事打我老公电话 13800138000", "用户老公的电话是13800138000"),
        ("联系不上我的话打我老婆电话 13800001111", "用户老婆的电话是13800001111"),
    ],
)  # fmt: skip
def test_a_number_said_as_advice_is_their_phone(mem: Memory, said: str, memory: str) -> None:
    assert _texts(mem, said) == [memory]


def test_a_call_with_no_number_is_no_phone(mem: Memory) -> None:
    assert not any("phone" in t for t in _texts(mem, "if it rains call my mum"))


# --- a feeling said with no "I" before the fact: the entity layer reads the fact ------------------------------------
@pytest.mark.parametrize(
    "said",
    [
        "Was super nervous last week when I told my boss Helen Marsh, she's 170 cm.",
        "I told my boss Helen Marsh, she's 170 cm.",
    ],
)
def test_a_feeling_before_the_fact_hides_nobody(said: str) -> None:
    people = [m for m in extract_mentions(said, language="en") if m.kind == "person"]
    assert [(m.name, m.relation) for m in people] == [("Helen Marsh", "boss")]
    assert ("height", "170 cm") in [(f.attribute, f.value) for f in people[0].facts]


def test_a_feeling_before_the_fact_is_the_users_memory(mem: Memory) -> None:
    texts = _texts(mem, "Was super nervous last week when I told my boss Helen Marsh, she's 170 cm.")
    assert any(t.startswith("User was super nervous last week when they told their boss Helen Marsh") for t in texts)


@pytest.mark.parametrize("said", ["Was he nervous?", "Were you nervous", "Was he nervous"])
def test_a_question_opening_on_was_still_asks(said: str) -> None:
    assert extract_mentions(said, language="en") == []


# --- a comment after the fact, and chit-chat ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Just got back from Rome lol", "User just got back from Rome"),
        ("my son started school in september lol", "User's son started school in September (2026-09)"),
        ("my cat is called Miso if that makes sense", "User's cat is called Miso"),
        ("刚从外婆家回来 哈哈哈", "用户刚从外婆家回来"),
        ("我老公在银行上班 哈哈", "用户的老公在银行上班"),
    ],
)
def test_a_comment_after_the_fact_goes(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


@pytest.mark.parametrize(
    "said",
    [
        "lol",
        "哈哈哈哈",
        "how old is my sister",
        "你觉得我妈会喜欢这个吗",
        "can you remind me what my sister does",
        "remind me how to reset the router",
        "我姐是干嘛的来着",
    ],
)
def test_chit_chat_and_questions_leave_no_memory(mem: Memory, said: str) -> None:
    assert _texts(mem, said) == []


def test_a_reminder_asked_for_is_still_one(mem: Memory) -> None:
    assert _texts(mem, "remind me when I get home to call mum") == ["User needs to call mum when they get home"]
