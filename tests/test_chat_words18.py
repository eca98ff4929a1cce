"""One table of chat words, one of emoji and emoticons, one rule for a lowercase "i" (stop 28).

The chat words ("fyi", "btw", "tbh", "imo", "ngl", laughter, "omg", "ugh"), emoji and emoticons are listed once in
`_rules_common`; every reader that sets them aside takes them from there, so a word one place knows, all know. The
speaker's lowercase "i" is written "I" by one rule (`capital_i`) for the entity readers and the restated memory.
"""

from __future__ import annotations

import re
from datetime import datetime

import pytest

from jiyi.extractors._chat_fillers import fillers_out_en
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._entities_voice import tidy_voice
from jiyi.extractors._entities_voice_names import capital_i
from jiyi.extractors._restate import restate
from jiyi.extractors._restate_voice_en import said_plainly_en
from jiyi.extractors._rules_common import CHAT_WORDS_EN, EMOJI, EMOTICON, cut_chat_tail

NOW = datetime(2026, 11, 27, 9, 0)

# every kind of chat word, each said the way people type it
_WORDS = ["fyi", "btw", "tbh", "imo", "ngl", "fwiw", "lol", "lolol", "haha", "hehe", "lmao", "lmfao", "omg", "ugh"]
_WORDS += ["smh"]


def _facts(text: str, language: str = "en") -> dict[str, dict[str, str]]:
    return {
        (m.name or m.relation or ""): {f.attribute: f.value for f in m.facts}
        for m in extract_mentions(text, language=language)
    }


@pytest.mark.parametrize("word", _WORDS)
def test_one_table_holds_every_chat_word(word: str) -> None:
    assert re.fullmatch(rf"(?:{CHAT_WORDS_EN})", word)


@pytest.mark.parametrize("word", _WORDS)
def test_a_chat_word_after_a_value_leaves_the_value(word: str) -> None:
    assert _facts(f"my coworker Dana is 41 {word}")["Dana"].get("age") == "41"


@pytest.mark.parametrize("word", _WORDS)
def test_a_memory_is_said_without_a_closing_chat_word(word: str) -> None:
    assert fillers_out_en(f"User's teammate Yasmin is 53 {word}") == "User's teammate Yasmin is 53"
    got = restate(f"my coworker Dana is 41 {word}", NOW)
    assert got is not None and got.content.rstrip(".") == "User's coworker Dana is 41", got


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("ngl my sister Amy just moved to Lyon", "User's sister Amy just moved to Lyon"),
        ("tbh, my boss Rina is from Osaka", "User's boss Rina is from Osaka"),
        ("my sister is a nurse ugh my dad is a cop", "User's sister is a nurse. Their dad is a cop"),
        ("my uncle Rob is 6'1 :P", "User's uncle Rob is 6'1"),
    ],
)
def test_a_restated_chat_message_loses_its_chat_words(said: str, memory: str) -> None:
    got = restate(said, NOW)
    assert got is not None and got.content.rstrip(".") == memory, got


def test_a_sigh_between_two_clauses_ends_the_first() -> None:
    facts = _facts("my sister is a nurse ugh my dad is a cop")
    assert facts["sister"].get("job") == "nurse" and facts["dad"].get("job") == "cop"


def test_a_bracketed_chat_word_is_an_aside() -> None:
    assert _facts("my cousin Leah is 30 (tbh)")["Leah"].get("age") == "30"


# --- "jk" takes back what was said: never set aside like an aside -------------------------------------------------
@pytest.mark.parametrize("said", ["my brother Kevin is 100 jk", "my brother Kevin is 100 j/k"])
def test_a_value_taken_back_is_no_fact(said: str) -> None:
    assert "age" not in _facts(said)["Kevin"]
    assert "jk" in fillers_out_en(said.replace("my brother", "User's brother")).replace("j/k", "jk")


def test_the_value_said_after_a_joke_is_the_fact() -> None:
    assert _facts("my brother Kevin is 100 lolol jk, 29")["Kevin"].get("age") == "29"


# --- emoji and emoticons --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("face", ["⭐", "🇫🇷", "😂", "❤️", ":)", ":-D", ":P", ":/", "^_^", "T_T", "xD", "<3"])
def test_one_table_of_emoji_and_emoticons_closes_a_message(face: str) -> None:
    assert re.fullmatch(rf"(?:{EMOJI}|{EMOTICON})+", face)
    assert cut_chat_tail(f"my mom just turned 62 {face}", "en") == "my mom just turned 62"
    assert said_plainly_en(f"my friend Priya is 34 {face}") == "My friend Priya is 34"


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("it went from 10:30 to 11:3", "it went from 10:30 to 11:3"),  # a time, no face
        ("we split it 2:3", "we split it 2:3"),
        ("so set x=3", "so set x=3"),
    ],
)
def test_signs_after_a_digit_are_no_face(said: str, kept: str) -> None:
    assert cut_chat_tail(said, "en") == kept


def test_a_number_in_brackets_is_no_face() -> None:
    assert "(she is 8)" in tidy_voice("my niece amy (she is 8) loves cats")
    assert _facts("my niece Amy (she is 8) loves cats")["Amy"].get("age") == "8"


def test_millimetres_are_no_filler() -> None:
    assert "35 mm lens" in tidy_voice("my dad bought a 35 mm lens")
    got = restate("my dad bought a 35 mm lens lol", NOW)
    assert got is not None and "35 mm lens" in got.content
    assert fillers_out_en("User said mm that is right") == "User said that is right"


def test_an_emoji_closing_a_chinese_message_is_cut() -> None:
    assert cut_chat_tail("我表姐今年三十二岁⭐", "zh") == "我表姐今年三十二岁"
    assert _facts("我表姐今年三十二岁⭐", "zh")["表姐"].get("age") == "三十二岁"


# --- one rule for a lowercase "i" -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("so do i.", "so do I."),
        ("i'm in, i'd go, i've been", "I'm in, I'd go, I've been"),
        ("i’m here", "I’m here"),
        ("hmm...i think so", "hmm...I think so"),
        ('she said "so do i"', 'she said "so do I"'),
        ("(and i)", "(and I)"),
        # not the speaker: a handle, an address, a file, "i.e.", a road, a list's numeral
        ("@i said so", "@i said so"),
        ("mail i@x.com", "mail i@x.com"),
        ("see x.i for it", "see x.i for it"),
        ("i.e. the other one", "i.e. the other one"),
        ("took the i-95", "took the i-95"),
        ("i. call mom\nii. buy milk", "i. call mom\nii. buy milk"),
        ("i) first", "i) first"),
    ],
)
def test_one_rule_writes_the_speakers_i(said: str, written: str) -> None:
    assert capital_i(said) == written


@pytest.mark.parametrize(
    "said",
    [
        "my sister amy is a nurse and so am i.",
        "lol my sister amy is a nurse and so am i.",
        "@i my sister Amy is 30 lol",
    ],
)
def test_the_readers_and_the_memory_write_i_alike(said: str) -> None:
    tidy, plain = tidy_voice(said), said_plainly_en(said)
    assert ("am I." in tidy) == ("am I." in plain)
    assert "@I" not in tidy and "@I" not in plain
