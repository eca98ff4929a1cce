"""A bare value the user gives in reply to the assistant's question about one of their people is that person's
fact ("How old is she?" / "34, she's a nurse"; "她多大了？" / "32了，在杭州当老师"), and a bare value in reply to a
question about the user is never given to the last person they spoke of (issue #21)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from jiyi import Memory
from jiyi.extractors._entities_replied import asks_the_user, reply_said


@dataclass(frozen=True)
class _Read:
    people: dict[str, dict[str, str]]  # each person's facts by attribute (their relation left out)
    memories: list[str]


def _extracted(tmp_path: Path, *turns: tuple[str, str]) -> _Read:
    """What a real `Memory` keeps of a conversation once it is extracted: its people's facts and its memories."""
    mem = Memory(tmp_path / "m.db")
    try:
        topic = mem.topics.create(user_id="u", title="t")
        for role, text in turns:
            mem.messages.add(topic.id, role=role, content=text)
        mem.extract(topic.id)
        people = {
            v.entity.name: {f.attribute: f.value for f in v.facts if f.attribute != "relation"}
            for v in mem.entities.views("u")
            if v.entity.kind == "person"
        }
        return _Read(people, [r.content for r in mem.list("u", limit=50)])
    finally:
        mem.close()


@pytest.mark.parametrize(
    ("turns", "name", "attribute", "value"),
    [
        ((("user", "my sister Amy is visiting next week"), ("assistant", "Nice! How old is she?"),
          ("user", "34, she's a nurse in Denver")), "Amy", "age", "34"),
        ((("user", "talked to my coworker Dev today"), ("assistant", "What does he do?"),
          ("user", "data analyst, been there 3 years")), "Dev", "job", "data analyst"),
        ((("user", "my brother just moved"), ("assistant", "Oh cool, where does your brother live now?"),
          ("user", "Austin, he loves it")), "brother", "lives_in", "Austin"),
        ((("user", "我表姐周敏下周来玩"), ("assistant", "她多大了？"), ("user", "32了，在杭州当老师")),
         "周敏", "age", "32"),
        ((("user", "我同事小刘"), ("assistant", "他老家哪的？"), ("user", "湖南长沙的")), "小刘", "from", "湖南长沙"),
    ],
)  # fmt: skip
def test_a_bare_value_answers_of_whom_the_assistant_asked(
    tmp_path: Path, turns: tuple[tuple[str, str], ...], name: str, attribute: str, value: str
) -> None:
    facts = _extracted(tmp_path, *turns).people
    assert name in facts and value in facts[name].get(attribute, ""), facts


@pytest.mark.parametrize(
    "turns",
    [
        (("user", "my sister Amy is visiting next week"), ("assistant", "How old are you?"), ("user", "34")),
        (("user", "我表姐周敏下周来玩"), ("assistant", "你今年多大了？"), ("user", "32")),
    ],
)
def test_a_bare_value_about_the_user_is_never_the_last_persons(
    tmp_path: Path, turns: tuple[tuple[str, str], ...]
) -> None:
    facts = _extracted(tmp_path, *turns).people
    assert all("age" not in f for f in facts.values()), facts


@pytest.mark.parametrize(
    ("asked", "reply"),
    [
        ("How old is she?", "no idea"),  # does not know
        ("How old is she?", "She's 34"),  # a statement of its own: read as said
        ("How old is she?", "thirty-something?"),  # asks back
        ("How old are you?", "34"),  # of the user
        ("她多大了？", "不知道"),
    ],
)
def test_no_answer_is_made_of_what_is_no_bare_answer(asked: str, reply: str) -> None:
    assert reply_said(asked, reply, "en") is None


def test_who_a_question_asks_of() -> None:
    assert asks_the_user("Cool! How old are you?")
    assert asks_the_user("你老家哪的？")
    assert not asks_the_user("How old is your sister?")
    assert not asks_the_user("你表姐多大了？")
    assert not asks_the_user("Do you know how old she is?")


@pytest.mark.parametrize(
    ("asked", "reply", "memory"),
    [
        ("How old are you?", "34", "User is 34"),
        ("What do you do for work?", "nurse, night shifts mostly", "User works as a nurse, night shifts mostly"),
        ("Cool. Where do you live these days?", "Austin, moved last year", "User lives in Austin"),
        ("你今年多大了？", "32", "用户今年32岁"),
        ("你老家哪里的？", "湖南长沙的", "用户的老家是湖南长沙的"),
    ],
)
def test_a_bare_value_answering_a_question_about_the_user_is_their_memory(
    tmp_path: Path, asked: str, reply: str, memory: str
) -> None:
    assert memory in _extracted(tmp_path, ("assistant", asked), ("user", reply)).memories


@pytest.mark.parametrize(
    ("asked", "reply"),
    [("How old are you?", "why do you ask?"), ("How old is your sister?", "34"), ("你今年多大了？", "保密")],
)
def test_no_memory_of_the_user_is_made_of_what_answers_nothing_of_them(tmp_path: Path, asked: str, reply: str) -> None:
    said = _extracted(tmp_path, ("assistant", asked), ("user", reply)).memories
    assert not [m for m in said if m.startswith(("User is", "User's age", "用户今年", "用户的年龄"))], said
