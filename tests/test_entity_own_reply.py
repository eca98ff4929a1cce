"""The user's bare reply to the assistant's question about them, said as their own statement (`own_reply`, issue
#21): the self-answered-question reader asks of the listener ("you" / "你") and says the answer in the first person,
with no stand-in person between them."""

from __future__ import annotations

import pytest

from jiyi.extractors._entities_answered import answer_pair, answered
from jiyi.extractors._entities_replied import own_reply


@pytest.mark.parametrize(
    ("asked", "reply", "said"),
    [
        ("Oh nice. How tall are you?", "5'10", "I am 5'10 tall."),
        ("how tall r you btw? and how tall are you?", "180cm", "I am 180cm tall."),
        ("So what do you do?", "nurse", "I work as a nurse."),
        ("what do you do for a living?", "an engineer", "I work as an engineer."),  # no "an an engineer"
        ("What's your job?", "a paralegal lol", "I work as a paralegal."),
        ("Where do you live now?", "denver", "I live in Denver."),
        ("your email?", "sam.k@example.com", "My email is sam.k@example.com."),
        ("And what do you do?", "teacher, Kim got me the job", "I work as a teacher. Kim got me the job"),
        ("Do you know how old you are?", "34 lol", "I am 34."),
        ("你在哪上班？", "腾讯", "我在腾讯工作。"),
        ("好的！那你是做什么的呀", "程序员哈哈", "我的职业是程序员。"),
        ("您老家哪里的？", "湖南长沙的", "我的老家是湖南长沙的。"),
        ("你有什么爱好？", "爬山", "我的爱好是爬山。"),
        ("你家住哪儿呀", "朝阳区", "我住在朝阳区。"),
        ("你身高多少", "1米8", "我身高1米8。"),
    ],
)
def test_a_bare_reply_about_the_user_is_said_in_the_first_person(asked: str, reply: str, said: str) -> None:
    assert own_reply(asked, reply) == said


@pytest.mark.parametrize(
    ("asked", "reply"),
    [
        ("How tall is your brother?", "6 foot"),  # someone else's fact: `reply_said` reads it, not this
        ("What does she do?", "nurse"),
        ("你表姐在哪上班？", "腾讯"),
        ("她做什么的？", "护士"),
        ("How old will you be next year?", "35"),  # not what holds now
        ("你明年几岁？", "35"),
        ("你多大了？", "保密"),  # does not say
        ("What do you do?", "no idea tbh"),
        ("How old are you?", "thirty-something?"),  # asks back
        ("What do you do?", "I'm a nurse"),  # a statement of its own, read as it was said
        ("How old are you? And how old is she?", "34"),
        ("That sounds lovely. Enjoy the trip!", "34"),  # no question
    ],
)
def test_no_first_person_statement_is_made_of_what_answers_nothing_of_the_user(asked: str, reply: str) -> None:
    assert own_reply(asked, reply) is None


def test_the_listener_is_asked_of_only_when_the_caller_says_so() -> None:
    # The user's own "how old are you? 34" in one message is no fact of theirs: `answered` reads no listener
    assert answer_pair("How old are you?", "34", "en") is None
    assert answer_pair("你多大了？", "34", "zh") is None
    assert answered(["你几岁了？", "35"], "zh") == ["你几岁了？", "35"]
    assert answer_pair("How old are you?", "34", "en", listener=True) == "I am 34."


def test_what_someone_has_is_asked_as_their_attribute() -> None:
    assert answered(["我表姐有什么爱好？", "爬山"], "zh") == ["我表姐的爱好是爬山。"]


@pytest.mark.parametrize(
    ("asked", "reply", "said"),
    [
        # what the answer goes on to say after its value stays with it, one sentence
        ("你平时喜欢做什么？", "看书，偶尔打打羽毛球", "我的爱好是看书，偶尔打打羽毛球"),
        ("你平时喜欢做什么？", "看书", "我的爱好是看书。"),
        ("What do you do for fun?", "mostly reading, sometimes tennis", "My hobby is mostly reading, sometimes tennis"),
        ("What do you do for a living?", "nurse, night shifts mostly", "I work as a nurse, night shifts mostly"),
        ("How old are you?", "34, and I just had a baby", "I am 34. I just had a baby"),  # a sentence of its own
        # the city asked of the listener is where they live
        ("你在哪个城市？", "杭州", "我住在杭州。"),
        ("你现在在哪个城市？", "杭州", "我住在杭州。"),
        ("Which city are you in?", "Boston", "I live in Boston."),
    ],
)
def test_an_answer_and_what_goes_on_from_it(asked: str, reply: str, said: str) -> None:
    assert own_reply(asked, reply) == said


@pytest.mark.parametrize(
    ("asked", "reply"), [("你在哪？", "公司"), ("你妈在哪？", "厨房"), ("Where are you?", "at work")]
)
def test_where_someone_is_now_is_no_home(asked: str, reply: str) -> None:
    assert own_reply(asked, reply) is None
