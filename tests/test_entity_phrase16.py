# ruff: noqa: E501 - a table of messages and their memories, one case a line
"""Memory text about people reads like good UI copy (fourth pass): an English message in a chat voice (lowercase,
laughter, emoji, fillers, notes set apart by dashes or bars) is remembered as a sentence with its names capitalised;
a Chinese memory joins its clauses with "，", says "用户所在的组" for "我们组", and one memory of "我同学周杰现在在华为
做工程师" says both who and what."""

from __future__ import annotations

from datetime import datetime

import pytest

from jiyi import FixedClock, Memory
from jiyi.extractors._entities_fronted import unfront
from jiyi.extractors._entities_voice import tidy_voice
from jiyi.extractors._memory_text import plainly
from jiyi.extractors._restate import restate
from jiyi.extractors._restate_voice_en import said_plainly_en

NOW = datetime(2026, 11, 27, 10, 0)


def _said(text: str) -> str | None:
    """The memory a restated message is stored as."""
    r = restate(text, NOW)
    return None if r is None else plainly(r.content, r.language)


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        # a note about one person becomes a sentence; names and places capitalised, values as said
        ("my friend priya - 34 - product manager - based in austin", "User's friend Priya is 34, a product manager, based in Austin"),
        ("nephew ethan, 8 yrs old, obsessed with dinosaurs", "User's nephew Ethan is 8 years old, obsessed with dinosaurs"),
        ("pasted from my notes: Tom Becker | coworker | 6'1\" | from Denver | loves climbing",
         "User's coworker Tom Becker is 6'1\", from Denver and loves climbing"),
        ("my manager raj - indian - went to IIT - likes cricket", "User's manager Raj is indian, went to IIT and likes cricket"),
        ("my friend jess - allergic to peanuts - vegan", "User's friend Jess is allergic to peanuts, vegan"),
        ("my brother ben, 31, software engineer at microsoft 😅", "User's brother Ben is 31, a software engineer at microsoft"),
        ("my neighbor Bob - retired - fixes bikes for fun", "User's neighbor Bob is retired and fixes bikes for fun"),
        # laughter, emoji and fillers reach no memory
        ("lol my brother kevin just turned 29 😂 he's a nurse in portland", "User's brother Kevin just turned 29 and is a nurse in Portland"),
        ("um so like my coworker dana is from ohio and she's like 41", "User's coworker Dana is from Ohio and is 41"),
        ("omg my cousin jake got engaged lol", "User's cousin Jake got engaged"),
        ("fyi my dad's birthday is March 3rd", "User's dad's birthday is March 3rd"),
        ("my roommate alex works at google as a data scientist lol", "User's roommate Alex works at Google as a data scientist"),
        ("so um my best friend sarah, she's 27, teaches 3rd grade in boise", "User's best friend Sarah is 27 and teaches 3rd grade in boise"),
        ("my intern Dex is 22, studies CS at Georgia Tech 😂😂", "User's intern Dex is 22 and studies CS at Georgia Tech"),
        ("my uncle joe is 70 and just got remarried lol", "User's uncle Joe is 70 and just got remarried"),
        ("ok so my cousin mia is a barista at starbucks and she's studying art", "User's cousin Mia is a barista at Starbucks and is studying art"),
        # one person, one subject; hearsay and a name said keep who is who
        ("my aunt Rose lives in Tampa, she's a retired teacher, loves gardening", "User's aunt Rose lives in Tampa, is a retired teacher and loves gardening"),
        ("my stepdad Ron is from Texas, he's 58", "User's stepdad Ron is from Texas and is 58"),
        ("my best friend's name is Marcus, he's a firefighter", "User's best friend Marcus is a firefighter"),
        ("heard from my cousin that my grandpa was a sailor in the navy", "User heard from their cousin that their grandpa was a sailor in the navy"),
        # the chat's own words: openers, asides and a small "i"; "like" leaning on "ever" is no preference
        ("ok so i was at the Leafs game lol. we were there like 3 hrs", "User was at the Leafs game. They were there 3 hours"),
        ("my stepmom carla has been at Costco for like ever fyi", "User's stepmom Carla has been at Costco forever"),
        # written in full, a comment after a comma stays as said
        ("My brother got into Stanford, no joke", "User's brother got into Stanford"),
        ("My dad, Frank, is a retired firefighter", "User's dad Frank is a retired firefighter"),
    ],
)  # fmt: skip
def test_restated_en(text: str, memory: str) -> None:
    assert _said(text) == memory


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("哈哈哈我表妹考上北大了😂", "用户的表妹考上北大了"),
        ("我闺蜜小雨 27岁 在杭州做设计 嗯 人超好", "用户的闺蜜小雨，27岁，在杭州做设计，人超好"),
        ("我们组的小李是北京人，今年28", "用户所在组的小李是北京人，今年28"),
        ("我们公司老板姓陈，人特别好", "用户所在的公司老板姓陈，人特别好"),
        ("我们实验室的师兄去了腾讯", "用户所在实验室的师兄去了腾讯"),
        ("我们部门下个月搬去望京", "用户所在的部门下个月搬去望京（2026-12）"),
        ("我们班主任是数学老师，姓刘", "用户的班主任是数学老师，姓刘"),  # a role named by its unit stays the user's
        ("我们班长现在在银行上班", "用户的班长现在在银行上班"),
        ("我老公的哥哥在澳洲开餐馆", "用户老公的哥哥在澳洲开餐馆"),
        ("我大学室友现在在美国读博", "用户的大学室友现在在美国读博"),
        ("听我表姐说她男朋友是做金融的", "用户的表姐说她男朋友是做金融的"),
        ("更正一下，我表哥今年36不是35", "用户的表哥今年36岁"),
        ("我哥们儿大刘 身高一米九 打篮球的", "用户的哥们儿大刘，身高一米九，打篮球的"),
        ("然后 嗯 我舅舅在成都开火锅店", "用户的舅舅在成都开火锅店"),
        ("我同事小林 湖南人 今年29 在腾讯上班", "用户的同事小林，湖南人，今年29，在腾讯上班"),
        ("我们学校的校长姓赵", "用户所在学校的校长姓赵"),
        ("我舅舅的女儿在英国读书", "用户舅舅的女儿在英国读书"),
        ("我爸今年六十 退休了 天天钓鱼😂", "用户的爸爸今年六十岁，退休了，天天钓鱼"),
    ],
)
def test_restated_zh(text: str, memory: str) -> None:
    assert _said(text) == memory


@pytest.mark.parametrize(
    ("content", "plain"),
    [
        ("用户的表哥叫王刚，在Google上班 住旧金山", "用户的表哥叫王刚，在Google上班，住旧金山"),
        ("用户的姑姑住在青岛 开了个小超市", "用户的姑姑住在青岛，开了个小超市"),
        ("用户的对象是老师 教初中语文", "用户的对象是老师，教初中语文"),
        ("用户的组长叫孙敏", "用户的组长叫孙敏"),
        ("用户的公司决定用钉钉", "用户所在的公司决定用钉钉"),
        ("用户的爸爸的生日是三月十二号", "用户爸爸的生日是三月十二号"),
        ("用户的舅舅老家 沧州", "用户的舅舅老家 沧州"),  # a label and its value are no two clauses
        ("用户用 FastAPI 和 PostgreSQL", "用户用 FastAPI 和 PostgreSQL"),
    ],
)
def test_plainly_zh(content: str, plain: str) -> None:
    assert plainly(content, "zh") == plain


@pytest.mark.parametrize(
    "text",
    [
        "My sister moved to Denver last year and loves it.",
        "Yesterday my sister went to the beach with her kids.",
        "My neighbor, Mrs. Alvarez, is a retired teacher",
        "My uncle got a new number, 555-123-4567",
        "I like 90s music and my brother does too",
    ],
)
def test_a_message_in_full_sentences_is_restated_as_written(text: str) -> None:
    assert said_plainly_en(text) == text


@pytest.mark.parametrize(
    ("text", "tidy"),
    [
        ("yesterday my sister went to the beach", "yesterday my sister went to the beach"),  # no clause break
        ("last week my mom moved to ohio", "last week my mom moved to Ohio"),
        ("my friend leo is like super tall", "My friend Leo is super tall"),
        ("my teammate omar is from cairo, like, super funny guy", "My teammate Omar is from Cairo, super funny guy"),
        ("I like 90s music", "I like 90s music"),  # "like" the verb stays
        ("we'd like 2 tickets", "We'd like 2 tickets"),
        ("um my cuz Mateo is like really bubbly", "my cuz Mateo is really bubbly"),
        ("my cousin is studying art", "My cousin is studying art"),  # a subject is no place
    ],
)
def test_tidy_voice(text: str, tidy: str) -> None:
    assert tidy_voice(text) == tidy


def test_what_someone_does_after_their_height_is_no_owner() -> None:
    # Seen: "用户的哥们儿大刘，打篮球的身高是一米九"
    assert unfront("我哥们儿大刘，身高一米九，打篮球的", "zh") is None
    assert unfront("邮箱cloud@x.com，这是邵月娥的", "zh") == "邵月娥的邮箱是cloud@x.com"


def _memories(mem: Memory, clock: FixedClock, *lines: str) -> list[str]:
    for line in lines:
        topic = mem.topics.create(user_id="u1")
        mem.messages.add(topic.id, role="user", content=line)
        mem.extract(topic.id)
        clock.advance(days=1)
    return sorted(m.content for m in mem.list("u1"))


def test_one_memory_says_who_and_what_they_do(mem: Memory, clock: FixedClock) -> None:
    # Seen: "用户的同学叫周杰" alone, the job and employer only in the entity table
    texts = _memories(mem, clock, "我同学周杰现在在华为做工程师", "我发小阿强在老家当警察")
    assert texts == ["用户的发小叫阿强，在老家当警察", "用户的同学叫周杰，现在在华为做工程师"], texts


def test_a_chat_note_is_remembered_as_a_sentence(mem: Memory, clock: FixedClock) -> None:
    texts = _memories(mem, clock, "my friend priya - 34 - product manager - based in austin lol")
    assert texts == ["User's friend Priya is 34, a product manager, based in Austin"], texts


def test_a_relative_of_a_household_is_one_memory(mem: Memory, clock: FixedClock) -> None:
    # Seen: "用户的二姨的女儿今年考研" phrased beside "用户的二姨家的女儿今年考研"
    assert _memories(mem, clock, "我二姨家的女儿今年考研") == ["用户的二姨家的女儿今年考研"]
