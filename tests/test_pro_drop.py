"""A Chinese statement with the user as its unsaid subject ("体检一般都去市一医院") is the user's memory, as it is when
"我" is said; a clause that opens on someone else, a reply about someone else, a question, a request or a reply to
the assistant's words is not made the user's."""

from __future__ import annotations

from datetime import UTC, datetime
from itertools import count

import pytest

from jiyi._models import ExtractionRequest, Message, Role
from jiyi.extractors._offline import OfflineExtractor
from jiyi.extractors._pro_drop import with_user_subject_zh

T0 = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)
_ids = count(1)


def _msg(content: str, role: str = "user") -> Message:
    n = next(_ids)
    return Message(id=f"msg_{n}", topic_id="t", user_id="u1", role=Role(role), content=content, created_at=T0, seq=n)


def _memories(*turns: tuple[str, str]) -> list[str]:
    new = tuple(_msg(text, role) for role, text in turns)
    request = ExtractionRequest(user_id="u1", language="zh", now=T0, context_messages=(), new_messages=new, related=())
    return [d.content for d in OfflineExtractor().extract(request).decisions if d.action == "add"]


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("体检一般都去市一医院", "市一医院"),
        ("开的是一辆二手的卡罗拉", "卡罗拉"),
        ("买衣服基本都在万象城", "万象城"),
        ("最近在学吉他", "吉他"),
        ("平时不吃香菜", "香菜"),
        ("养了两只猫", "两只猫"),
    ],
)
def test_a_statement_with_no_subject_is_the_users(said: str, kept: str) -> None:
    memories = _memories(("user", said))
    assert any(m.startswith("用户") and kept in m for m in memories), memories


@pytest.mark.parametrize(
    ("before", "said"),
    [
        ("你哥开什么车？", "开的是一辆二手的卡罗拉"),  # a reply about the brother
        ("", "老板今天又发火了"),
        ("", "昨天小王请假了"),
        ("", "这家店周一不开门"),
        ("", "是啊，很有道理"),
        ("", "招聘会开两天半"),  # a topic opens the clause: the fair's doing
        ("你喜欢技法指导还是文艺作品？", "文艺作品吧"),
    ],
)
def test_a_statement_about_someone_else_is_not_made_the_users(before: str, said: str) -> None:
    turns = [("assistant", before)] if before else []
    memories = _memories(*turns, ("user", said))
    assert not any(m.startswith("用户开") or m.startswith("用户老板") or m.startswith("用户是啊") for m in memories)
    assert with_user_subject_zh(said, before) == said


@pytest.mark.parametrize(
    "said",
    [
        "好的谢谢",
        "帮我写个邮件",
        "晚饭吃啥好",
        "如果明天下雨就不去了",
        "哈哈哈",
        "iPhone真难用",
        "昨天我哥来了",
        "会的，有时我周末会去唱片店",
    ],
)
def test_questions_requests_and_said_subjects_are_left_as_they_are(said: str) -> None:
    assert with_user_subject_zh(said) == said


def test_english_and_a_said_subject_are_left_alone() -> None:
    assert with_user_subject_zh("drive a 2019 civic") == "drive a 2019 civic"
    assert with_user_subject_zh("我养了两只猫") == "我养了两只猫"
    assert with_user_subject_zh("  最近在学吉他") == "  我最近在学吉他"


def test_a_time_said_of_a_habit_dates_nothing() -> None:
    memories = _memories(("user", "最近睡眠不太好，总是凌晨三点就醒"))
    assert memories == ["用户最近睡眠不太好，总是凌晨三点就醒"]  # no plan for 03:00 tomorrow


def test_a_name_said_before_its_tie_follows_it_in_the_memory() -> None:
    memories = _memories(("user", "周敏 我表姐今年32岁"))
    assert any(m.startswith("用户的表姐周敏今年32岁") for m in memories), memories
