"""Memory text said the chat way, round three (branch memtext8), each family in Chinese and English: a bare age or a
change of life run into what goes on ("用户的奶奶八十多岁了，身体还挺好", "用户的爸爸退休了，天天钓鱼"); the number to
call in a need said either way round ("万一有事打我姐电话 …", "call my dad on … if anything happens") is their phone,
said with one owner ("用户姐姐的电话是…"); a comment after the fact ("amazing trip", "so good", "太爽了", "累死了")
goes; and a town typed small after a place of work or study is a name ("at the uni in York").

Read at the memory level (`Memory` on a SQLite file, the offline extractor, the bundled embedder) on a Wednesday.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory

from .test_memtext46 import NOW, _texts


@pytest.fixture(scope="module")
def mem(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    memory = Memory(Path(tmp_path_factory.mktemp("memtext48")) / "m.db", clock=FixedClock(NOW))
    yield memory
    memory.close()


# --- a bare age, or a change of life, run into what goes on ---------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我奶奶八十多了身体还挺好", "用户的奶奶八十多岁了，身体还挺好"),
        ("我爷爷七十多了还天天爬山", "用户的爷爷七十多岁了，还天天爬山"),
        ("我爸退休了天天钓鱼", "用户的爸爸退休了，天天钓鱼"),
        ("我妈退休了每天跳广场舞", "用户的妈妈退休了，每天跳广场舞"),
        ("我哥毕业了在深圳找了份工作", "用户的哥哥毕业了，在深圳找了份工作"),
        ("我老婆离职了现在在家带娃", "用户的老婆离职了，现在在家带娃"),
        ("我闺蜜离职了现在在做自媒体", "用户的闺蜜离职了，现在在做自媒体"),
        ("我同学毕业了去了杭州", "用户的同学毕业了，去了杭州"),
        ("my sister graduated and now works in london", "User's sister graduated and now works in London"),
        ("my grandad is 90 and still drives", "User's grandad is 90 and still drives"),
    ],
)
def test_an_age_or_a_change_then_what_goes_on(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


@pytest.mark.parametrize("said", ["我买了3个还不够", "我毕业了以后想去深圳", "我爸退休了吗"])
def test_no_cut_where_the_clause_goes_on(mem: Memory, said: str) -> None:
    assert not any(t in text for text in _texts(mem, said) for t in ("3个，", "了，以后", "了，吗"))


# --- the number to call in a need, said either way round -------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("万一有事打我姐电话 13912345678", "用户姐姐的电话是13912345678"),
        ("在外面的话打我爸电话 13700001111", "用户爸爸的电话是13700001111"),
        ("我不在家的话打我老婆电话 13800001111", "用户老婆的电话是13800001111"),
        ("我姐的电话是13800138000", "用户姐姐的电话是13800138000"),
        ("call my dad on 07700 900123 if anything happens", "User's dad's phone number is 07700 900123"),
        ("ring my sister on 07700 900789 if I don't answer", "User's sister's phone number is 07700 900789"),
    ],
)
def test_a_number_for_a_need_is_their_phone(mem: Memory, said: str, memory: str) -> None:
    assert _texts(mem, said) == [memory]


@pytest.mark.parametrize("said", ["如果有事就打电话给我", "call me if anything happens"])
def test_a_need_with_no_number_is_no_phone(mem: Memory, said: str) -> None:
    assert not any("电话是" in t or "phone number" in t for t in _texts(mem, said))


# --- a comment after the fact goes -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("just got back from Lisbon, amazing trip", "User just got back from Lisbon"),
        ("started pottery classes, loving it", "User started pottery classes"),
        ("just finished my first marathon, so good", "User just finished their first marathon"),
        ("just moved into a new flat, so happy", "User just moved into a new flat"),
        ("去了趟云南 太爽了", "用户去了趟云南"),
        ("加班到十点 累死了", "用户加班到十点"),
        ("我弟考上研究生了 绝了", "用户的弟弟考上研究生了"),
        ("今天搬家 累死了", "用户今天搬家（2026-11-25）"),
    ],
)
def test_a_comment_after_the_fact_goes(mem: Memory, said: str, memory: str) -> None:
    assert _texts(mem, said) == [memory]


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("我姐做的红烧肉绝了", "红烧肉绝了"),
        ("I had a great time in Rome", "great time"),
        ("my mum is so happy", "happy"),
    ],
)
def test_a_feeling_that_is_the_fact_stays(mem: Memory, said: str, kept: str) -> None:
    assert any(kept in t for t in _texts(mem, said))


# --- a town typed small after a place of work or study ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my sister studies at the uni in york", "User's sister studies at the uni in York"),
        ("my brother works at the hospital in leeds", "User's brother works at the hospital in Leeds"),
        ("my brother moved to manchester last year", "User's brother moved to Manchester last year (2025)"),
    ],
)
def test_a_town_typed_small_is_a_name(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


def test_an_ordinary_word_after_in_stays_small(mem: Memory) -> None:
    assert not any("Town" in t for t in _texts(mem, "my dad works at the office in town"))


# --- one owner for one sentence ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("下个月去厦门找我闺蜜", "用户下个月去厦门找闺蜜（2026-12）"),
        ("周末去杭州看我姑姑", "用户周末去杭州看姑姑（2026-11-28）"),
    ],
)
def test_one_owner_per_sentence(mem: Memory, said: str, memory: str) -> None:
    assert _texts(mem, said) == [memory]


# --- two people in one run-on: one memory for each ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memories"),
    [
        ("我表姐在广州当老师她老公是警察", ["用户的表姐在广州当老师", "用户表姐的老公是警察"]),
        ("我表哥在成都开火锅店他老婆是护士", ["用户的表哥在成都开火锅店", "用户表哥的老婆是护士"]),
        ("我姐在银行上班她儿子今年五岁", ["用户姐姐的儿子今年五岁", "用户的姐姐在银行上班"]),
        ("我哥是程序员他女朋友是护士", ["用户哥哥的女朋友是护士", "用户的哥哥是程序员"]),
    ],
)
def test_two_people_in_one_run_on_are_two_memories(mem: Memory, said: str, memories: list[str]) -> None:
    assert _texts(mem, said) == memories


def test_a_clause_of_their_own_stays_with_them(mem: Memory) -> None:
    assert _texts(mem, "我姐在深圳上班她也在学日语") == ["用户的姐姐在深圳上班，也在学日语"]


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my mum quit her job and now she paints full time", "User's mum quit her job and now paints full time"),
        ("my brother finished uni and then he moved to leeds",
         "User's brother finished uni and then moved to Leeds"),
        ("我妈辞职了现在在家画画", "用户的妈妈辞职了，现在在家画画"),
    ],
)  # fmt: skip
def test_and_now_goes_on_with_the_same_person(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)
