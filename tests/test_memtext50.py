"""Memory text said as a person writes it down, round five (branch memtext10): how long a thing the user did took is
the time they did it in ("User ran the half marathon in 1 hour 58 minutes", never "took them"); two people with their
ages and the tie they share are that tie's people ("Leo (20) and Mia (24) are User's cousins"); and a name typed in
lower case that is surely one — a language, a brand, a known place where a place is said — is written as a name,
while a word spelt like one is left alone. Chinese memories keep their own words (the English casing touches none).

Read at the memory level (`Memory` on a SQLite file, the offline extractor, the bundled embedder) on a Wednesday.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory

from .test_memtext46 import NOW
from .test_memtext47 import _said as _texts


@pytest.fixture(scope="module")
def mem(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    memory = Memory(Path(tmp_path_factory.mktemp("memtext50")) / "m.db", clock=FixedClock(NOW))
    yield memory
    memory.close()


# --- how long it took: the time the user did it in --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("ran the half marathon, took me 1 hour 58 minutes", "User ran the half marathon in 1 hour 58 minutes"),
        ("I swam 2 km this morning, took me 45 minutes", "User swam 2 km in 45 minutes this morning (2026-11-25)"),
        ("I finished the jigsaw, it took me three days", "User finished the jigsaw in three days"),
    ],
)  # fmt: skip
def test_how_long_a_deed_took_is_the_time_it_was_done_in(mem: Memory, said: str, memory: str) -> None:
    texts = _texts(mem, said)
    assert memory in texts
    assert not any("took them" in t for t in texts)


def test_a_time_taken_said_in_chinese_stays_as_said(mem: Memory) -> None:
    assert _texts(mem, "我跑了个半马，用了两个小时") == ["用户跑了个半马，用了两个小时"]


# --- two people, their ages and one tie -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Leo is 20, Mia is 24, both my cousins", "Leo (20) and Mia (24) are User's cousins"),
        ("Anna is 30, Ben is 33, both my friends from uni", "Anna (30) and Ben (33) are User's friends from uni"),
    ],
)
def test_two_ages_then_the_tie_they_share(mem: Memory, said: str, memory: str) -> None:
    texts = _texts(mem, said)
    assert memory in texts
    assert not any("both User's" in t for t in texts)


def test_two_ages_and_one_tie_in_chinese_keep_their_order(mem: Memory) -> None:
    assert _texts(mem, "小明十岁，小红八岁，都是我侄子侄女") == ["小明十岁，小红八岁，都是用户的侄子侄女"]


# --- names typed in lower case ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("I took an uber to edinburgh yesterday", "User took an Uber to Edinburgh yesterday (2026-11-24)"),
        ("I'm learning english at night school", "User is learning English at night school"),
        ("I drive for lyft on weekends", "User drives for Lyft on weekends"),
        ("my sister is learning japanese and korean", "User's sister is learning Japanese and Korean"),
        ("I cancelled netflix last month", "User cancelled Netflix last month (2026-10)"),
    ],
)  # fmt: skip
def test_a_name_typed_small_is_written_as_a_name(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("my brother is uber competitive", "uber competitive"),  # "uber" as a word, no taxi
        ("I'm cooking turkey for christmas", "turkey"),  # a bird, though a country is spelt so
        ("I email jo@netflix.com every week", "jo@netflix.com"),  # an address is kept as typed
    ],
)
def test_a_word_spelt_like_a_name_is_left_as_typed(mem: Memory, said: str, kept: str) -> None:
    assert any(kept in t for t in _texts(mem, said))


def test_chinese_memories_keep_their_latin_words_as_typed(mem: Memory) -> None:
    texts = _texts(mem, "我下班打了个uber回家")
    assert not any("Uber" in t for t in texts)


# --- money given: the user is who gave it, said once ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my cousin got married, I gave them $200", "User's cousin got married, the user gave them $200"),
        ("my friend got married last month, I gave $100",
         "User's friend got married last month, the user gave $100 (2026-10)"),
    ],
)  # fmt: skip
def test_a_gift_at_a_wedding_is_what_the_user_gave(mem: Memory, said: str, memory: str) -> None:
    # one fact, one memory (memtext11): the wedding and the gift are the message's memory, never a second line
    assert _texts(mem, said) == [memory]


def test_a_gift_at_a_wedding_in_chinese_is_what_the_user_gave(mem: Memory) -> None:
    assert _texts(mem, "我同学结婚，我随了五百块") == ["用户的同学结婚，用户随了五百块"]


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my cousin got married, I gave them $200", "User's cousin got married, the user gave them $200"),
        ("my aunt lives in leeds and I visit her every month",
         "User's aunt lives in Leeds and the user visits her every month"),
        ("my nephew turned 10 and I bought him a bike", "User's nephew turned 10 and the user bought him a bike"),
    ],
)  # fmt: skip
def test_the_user_after_someone_of_the_wider_family_is_named_never_they(mem: Memory, said: str, memory: str) -> None:
    texts = _texts(mem, said)
    assert memory in texts
    assert not any(" they " in t for t in texts)


def test_the_user_after_kin_in_chinese_is_the_user(mem: Memory) -> None:
    assert "用户的同学结婚，用户随了五百块" in _texts(mem, "我同学结婚，我随了五百块")


# --- a month told of in the past is the one gone ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("三月份去参加了一个婚礼", "用户三月份去参加了一个婚礼（2026-03）"),  # told in November: the March gone
        ("我三月份要去参加一个婚礼", "用户三月份要去参加一个婚礼（2027-03）"),  # a plan: the March to come
        ("周六去参加了一个生日派对", "用户周六去参加了一个生日派对（2026-11-21）"),
    ],
)  # fmt: skip
def test_a_bare_month_of_an_event_told_is_the_month_gone(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


def test_a_bare_month_of_an_event_told_in_english_is_the_month_said(mem: Memory) -> None:
    assert _texts(mem, "I went to a wedding in march") == ["User went to a wedding in March"]


# --- "in 52 minutes" after a deed is how long it took, no clock time ------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("finished the 10k in 52 minutes", "User finished the 10k in 52 minutes"),
        ("I did the crossword in 20 minutes", "User did the crossword in 20 minutes"),
        ("我十分钟就跑完了一公里", "用户十分钟就跑完了一公里"),
    ],
)
def test_the_time_a_deed_took_is_no_time_of_day(mem: Memory, said: str, memory: str) -> None:
    assert _texts(mem, said) == [memory]


def test_a_plan_in_minutes_keeps_its_time(mem: Memory) -> None:
    said = "I will call my mum in 20 minutes"
    assert _texts(mem, said) == ["User will call their mum in 20 minutes (2026-11-25 09:20)"]
