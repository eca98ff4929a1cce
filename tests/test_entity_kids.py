"""The user's children, named together or across a few turns (issue #21): "I have two boys, Jake is 10 and Sam is 7",
"How old are they?" after "took the kids to the zoo" then "Mia's 6 and Leo's 3"; "孩子多大了？" / "四岁半，男孩" /
"他叫乐乐"; "我家老大叫豆豆，今年9岁，老二叫米米，5岁". Each child is the user's son, daughter or kid, with their age;
nobody else's children, no adult's "老大" (a boss), and no number that is no age become one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi import Memory
from jiyi.extractors._entities_kids import kids_said
from jiyi.extractors._entities_replied import reply_said


def _chat(tmp_path: Path, *turns: str) -> tuple[list[str], dict[str, dict[str, str]]]:
    """The memories and the people (name -> attribute -> value) a conversation leaves; "A:" opens the assistant's."""
    mem = Memory(tmp_path / "m.db")
    try:
        topic = mem.topics.create(user_id="u", title="t")
        for turn in turns:
            role, text = ("assistant", turn[2:].strip()) if turn.startswith("A:") else ("user", turn)
            mem.messages.add(topic.id, role=role, content=text)
        mem.extract(topic.id)
        people = {
            v.entity.name: {f.attribute: f.value for f in v.facts} | {"relation": v.entity.relation}
            for v in mem.entities.views("u")
            if v.entity.kind == "person" and v.entity.state == "active"
        }
        return [m.content for m in mem.list("u")], people
    finally:
        mem.close()


@pytest.mark.parametrize(
    ("said", "kids"),
    [
        ("I have two boys, Jake is 10 and Sam is 7", {"Jake": ("son", "10"), "Sam": ("son", "7")}),
        ("my kids are Mia (6) and Leo (3), both obsessed with dinosaurs", {"Mia": ("kid", "6"), "Leo": ("kid", "3")}),
        (
            "our girls Ava, 8, and Lily, 5, start swimming lessons next week",
            {"Ava": ("daughter", "8"), "Lily": ("daughter", "5")},
        ),
        (
            "both my boys play football now, Oli is 11 and Finn just turned 9",
            {"Oli": ("son", "11"), "Finn": ("son", "9")},
        ),
        ("我家老大叫豆豆，今年9岁，老二叫米米，5岁", {"豆豆": ("孩子", "9岁"), "米米": ("孩子", "5岁")}),
        ("我有两个孩子，大的叫豆豆9岁，小的叫米米5岁", {"豆豆": ("孩子", "9岁"), "米米": ("孩子", "5岁")}),
        ("大女儿朵朵今年7岁，小儿子乐乐3岁，天天打架", {"朵朵": ("女儿", "7岁"), "乐乐": ("儿子", "3岁")}),
        ("我们家俩娃，大宝糖糖6岁，二宝果果两岁半", {"糖糖": ("孩子", "6岁"), "果果": ("孩子", "两岁半")}),
    ],
)
def test_children_named_together_are_each_the_users(
    tmp_path: Path, said: str, kids: dict[str, tuple[str, str]]
) -> None:
    _, people = _chat(tmp_path, said)
    for name, (tie, age) in kids.items():
        assert people[name]["relation"] == tie, (name, people)
        assert people[name]["age"].removesuffix(" years old") == age, (name, people)


@pytest.mark.parametrize(
    ("text", "recent", "asked"),
    [
        ("My sister's kids are great, Ava is 8 and Lily is 5", (), ""),  # someone else's children
        ("Mia's 6 and Leo's 3", (), ""),  # no children said: anyone's anything
        ("Mia's 6 and Leo's 3", ("work was brutal today",), "Oh no! How old are they?"),  # "they" of no children
        ("Room 4 and Grade 3 are on the left", (), ""),
        ("the kids loved it, Tom is 40 and Sue is 38", (), ""),  # no child's ages
        ("我们老大叫王强，45岁，天天让我们加班", (), ""),  # one 老大 and no children said: the boss
        ("我儿子今年四岁半", (), ""),  # one child, read as it is by the readers
    ],
)
def test_no_children_where_none_are_said(text: str, recent: tuple[str, ...], asked: str) -> None:
    assert kids_said(text, recent, asked) is None


def test_the_kids_asked_after_then_named_with_their_ages(tmp_path: Path) -> None:
    memories, people = _chat(
        tmp_path,
        "took the kids to the zoo on saturday, exhausting",
        "A: Sounds fun! How old are they?",
        "Mia is 6 and Leo's 3",
    )
    assert people["Mia"] == {"relation": "kid", "age": "6"}
    assert people["Leo"] == {"relation": "kid", "age": "3"}
    assert "User's kid Mia is 6. Their kid Leo is 3" in memories  # a sentence's opening "Their", not "their"


def test_your_kids_asked_after(tmp_path: Path) -> None:
    _, people = _chat(tmp_path, "A: How old are your boys now?", "Ethan's 12 and Max is 9")
    assert people["Ethan"]["relation"] == people["Max"]["relation"] == "son"


def test_a_child_asked_after_named_in_the_next_turn(tmp_path: Path) -> None:
    memories, people = _chat(
        tmp_path,
        "周末带娃去了趟动物园，累死了",
        "A: 辛苦啦！孩子多大了？",
        "四岁半，男孩，皮得很",
        "A: 哈哈，这个年纪最活泼了。他叫什么名字呀？",
        "他叫乐乐，下半年上中班",
    )
    assert people["乐乐"]["relation"] == "儿子"
    assert people["乐乐"]["age"] == "四岁半"
    assert any(m.startswith("用户的儿子今年四岁半") for m in memories), memories


@pytest.mark.parametrize(
    ("asked", "reply", "said"),
    [
        ("孩子多大了？", "四岁半，男孩，皮得很", "我儿子今年四岁半，皮得很"),
        ("宝宝几岁啦？", "两岁多，是个女孩", "我女儿今年两岁多"),
        ("你儿子几岁了？", "4岁半", "我儿子今年4岁半。"),
        ("哇，女儿多大啦？", "5岁了", "我女儿今年5岁。"),
        ("孩子多大了？", "七岁，一儿一女是双胞胎", "我孩子今年七岁，一儿一女是双胞胎"),  # both: neither tie
    ],
)
def test_a_child_asked_after_is_the_users(asked: str, reply: str, said: str) -> None:
    assert reply_said(asked, reply, "zh") == said


def test_a_doubled_name_given_to_the_child_just_spoken_of() -> None:
    from jiyi.extractors._entities import extract_mentions

    named = extract_mentions("她叫朵朵", language="zh", recent=["我女儿今年三岁，可爱得很"])
    assert [(m.name, m.relation) for m in named] == [("朵朵", "女儿")]
    assert extract_mentions("她叫哈哈", language="zh", recent=["我女儿今年三岁"]) == []  # a laugh is no name


@pytest.mark.parametrize(
    ("said", "age"),
    [
        ("我女儿今年两岁多了，特别黏我", "两岁多"),  # not "两岁多岁"
        ("我外甥今年三岁半", "三岁半"),
        ("我姥姥都九十了", "九十岁"),
        ("我表哥三十出头", "三十出头"),
    ],
)
def test_a_childs_age_is_said_as_said(said: str, age: str) -> None:
    from jiyi.extractors._entities import extract_mentions

    (m,) = extract_mentions(said, language="zh")
    assert [f.value for f in m.facts if f.attribute == "age"] == [age]


@pytest.mark.parametrize("said", ["我朋友王芳两岁多的时候就会背诗了", "我侄子三岁半的时候就认识一千个字"])
def test_an_age_back_then_is_no_age_now(said: str) -> None:
    from jiyi.extractors._entities import extract_mentions

    assert not [f for m in extract_mentions(said, language="zh") for f in m.facts if f.attribute == "age"]
