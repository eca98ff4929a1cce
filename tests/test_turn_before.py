"""The turn before a reply: the question it ends on (what a bare value answers) and every question its end asks
(whether any asks after someone else), read from its end only."""

from __future__ import annotations

import time

import pytest

from jiyi.extractors._entities_replied import asks_the_user, own_reply
from jiyi.extractors._turn_before import last_question, questions


@pytest.mark.parametrize(
    ("turn", "question"),
    [
        ("Nice! How old is she?", "How old is she?"),
        ("Nice! How's your sister? Also, did you sleep well?", "Also, did you sleep well?"),
        ("恭喜！她今年多大了？", "她今年多大了？"),
        ("哈哈 你妹呢？你最近睡得好吗？  ", "你最近睡得好吗？"),
        ("That sounds lovely. Enjoy the trip!", ""),  # ends on no question
        ("How old is she? Anyway, enjoy the trip!", ""),  # a question, but not the one it ends on
        ("", ""),
        # Chinese asked with no question mark: up to its last clause that asks
        ("好呀，她做啥工作的", "好呀，她做啥工作的"),
        ("恭喜！他多大了", "他多大了"),
        ("你是哪里人呀，随便问问", "你是哪里人呀"),
        ("好的，记下了。", ""),
        ("不管你在哪，我都支持你！", ""),
        ("嗯嗯，了解了", ""),
    ],
)
def test_the_last_question_is_the_one_the_turn_ends_on(turn: str, question: str) -> None:
    assert last_question(turn) == question


def test_every_question_of_the_turn_is_read_in_order() -> None:
    turn = "Nice! How's your sister? Also, did you sleep well? Sounds like a long week."
    assert questions(turn) == ["How's your sister?", "Also, did you sleep well?"]
    assert questions("你姐最近怎么样？还有，你睡得好吗？") == ["你姐最近怎么样？", "还有，你睡得好吗？"]


def test_only_the_end_of_a_long_turn_is_read() -> None:
    started = time.perf_counter()
    turn = "Was it this? " * 200_000 + "x" * 700 + ". How old are you?"
    assert questions(turn) == ["How old are you?"] and last_question(turn) == "How old are you?"
    assert time.perf_counter() - started < 1.0


@pytest.mark.parametrize(
    ("turn", "of_the_user"),
    [
        ("Nice! How's your sister? Also, how old are you?", True),  # the bare value answers the last one
        ("How old are you? And how old is she?", False),
        ("你姐还好吗？对了，你今年多大？", True),
        ("你今年多大？她呢？", False),
        ("Is this yours or hers?", False),
    ],
)
def test_a_bare_value_answers_the_question_the_turn_ends_on(turn: str, of_the_user: bool) -> None:
    assert asks_the_user(turn) is of_the_user


def test_a_bare_reply_to_two_questions_is_the_users_only_when_the_last_asks_of_them() -> None:
    assert own_reply("Nice! How's your sister? Also, how old are you?", "34") == "I am 34."
    assert own_reply("How old are you? And how old is she?", "34") is None
