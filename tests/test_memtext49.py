"""Memory text said the chat way, round four (branch memtext9), each family in Chinese and English: a change of life
and what they do now is one sentence of one person, in the tense it was said ("User's dad retired last year and plays
golf every day now", never "is retired last year"; "用户的叔叔三月搬去深圳了…（2026-03）", the March just gone); a
second person tied to the first ("her husband", "他老婆") is a memory of their own ("User's cousin's husband …",
"用户朋友小李的老婆是老师"); a school still gone to is a stage ("在读高中"), not a finished 学历; and the small words
that say how it is ("自己", "still", "even") stay. Chit-chat and questions leave no memory.

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
    memory = Memory(Path(tmp_path_factory.mktemp("memtext49")) / "m.db", clock=FixedClock(NOW))
    yield memory
    memory.close()


# --- a change of life, then what they do now: one person, said once, in the tense said ------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my dad retired last year, he plays golf every day now",
         "User's dad retired last year and plays golf every day now (2025)"),
        ("my mum retired in march and now she volunteers at the library",
         "User's mum retired in March and now volunteers at the library"),
        ("My grandad retired in 2019 and now he grows vegetables",
         "User's grandad retired in 2019 and now grows vegetables"),
        ("my wife left her job in september, she freelances now",
         "User's wife left her job in September and freelances now (2026-09)"),
        ("my son finished uni last year and now he's doing a masters",
         "User's son finished uni last year and is now doing a masters (2025)"),
        ("我爸去年退休了，现在每天都去钓鱼", "用户的爸爸去年退休了，现在每天都去钓鱼（2025 年）"),
        ("我妈前年退休了现在在老年大学学画画", "用户的妈妈前年退休了，现在在老年大学学画画"),
        ("我叔叔三月搬去深圳了，现在在那边开餐馆", "用户的叔叔三月搬去深圳了，现在在那边开餐馆（2026-03）"),
        ("我闺蜜三月搬去深圳了", "用户的闺蜜三月搬去深圳了（2026-03）"),
    ],
)  # fmt: skip
def test_a_change_then_what_they_do_now(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


@pytest.mark.parametrize(
    ("said", "wrong"),
    [
        ("my dad retired last year, he plays golf every day now", "is retired last year"),
        ("my brother quit his job last month, he drives a cab now", ", he drives"),
        ("My grandad retired in 2019 and now he grows vegetables", "now he grows"),
        ("我打算明年三月搬去深圳", "2026-03"),  # a plan for March is the March to come
    ],
)
def test_no_state_made_of_a_deed_no_second_subject_no_month_gone_for_a_plan(mem: Memory, said: str, wrong: str) -> None:
    texts = _texts(mem, said)
    assert texts and not any(wrong in t for t in texts)


def test_an_age_said_after_a_death_closes_with_its_date(mem: Memory) -> None:
    texts = _texts(mem, "my nan passed away last year she was 92")
    assert texts == ["User's nan passed away last year and was 92 (2025)"]


# --- two people in one run-on: the second, tied to the first, is a memory of their own --------------------------------
@pytest.mark.parametrize(
    ("said", "memories"),
    [
        ("my cousin lives in glasgow and her husband is a firefighter",
         ["User's cousin lives in Glasgow", "User's cousin's husband is a firefighter"]),
        ("My aunt lives in Bristol and her son is a doctor",
         ["User's aunt lives in Bristol", "User's aunt's son is a doctor"]),
        ("my neighbour is a nurse and his wife is a teacher",
         ["User's neighbour is a nurse", "User's neighbour's wife is a teacher"]),
        ("my cousin Dana lives in Leeds and her husband Tom is a pilot",
         ["User's cousin Dana lives in Leeds", "User's cousin Dana's husband Tom is a pilot"]),
        ("我朋友小李在北京上班，他老婆是老师", ["用户朋友小李的老婆是老师", "用户的朋友叫小李，在北京上班"]),
        ("我朋友小李在北京上班他老婆是老师", ["用户朋友小李的老婆是老师", "用户的朋友叫小李，在北京上班"]),
        ("我哥在上海上班，他儿子今年五岁", ["用户哥哥的儿子今年五岁", "用户的哥哥在上海上班"]),
        ("我同事住在杭州，他女儿在读初中", ["用户同事的女儿在读初中", "用户的同事住在杭州"]),
    ],
)  # fmt: skip
def test_someone_of_theirs_is_a_memory_of_their_own(mem: Memory, said: str, memories: list[str]) -> None:
    assert _texts(mem, said) == memories


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my sister and her husband came over", "User's sister and her husband came over"),
        ("my brother quit his job last month, he drives a cab now",
         "User's brother quit his job last month and drives a cab now (2026-10)"),
        ("我表姐和她老公上周来我家吃饭了", "用户的表姐和她老公上周来用户家吃饭了（2026-11-16 那周）"),
    ],
)  # fmt: skip
def test_their_own_things_and_a_pair_said_together_stay_one_memory(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


def test_his_son_said_next_is_the_one_before_him(mem: Memory) -> None:
    texts = _texts(mem, "我舅舅在上海开出租车", "他儿子在读高中")
    assert "用户舅舅的儿子在读高中" in texts and not any("舅舅儿子" in t or "学历" in t for t in texts)


# --- a school still gone to is a stage, not a finished 学历 ---------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我舅舅在上海开出租车，他儿子在读高中", "用户舅舅的儿子在读高中"),
        ("我侄子在读高中", "用户的侄子在读高中"),
        ("我表哥读完高中就出来打工了", "用户的表哥读完高中就出来打工了"),
        ("我大伯毕业于清华大学", "用户的大伯毕业于清华大学"),
        ("my nephew is in year 10", "User's nephew is in year 10"),
        ("my brother graduated with a degree in physics", "User's brother graduated with a degree in physics"),
    ],
)
def test_a_stage_is_said_as_one_a_degree_as_finished(mem: Memory, said: str, memory: str) -> None:
    texts = _texts(mem, said)
    assert memory in texts and not any("学历是" in t for t in texts)


# --- the small words that say how it is stay --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我外婆九十多了还能自己做饭", "用户的外婆九十多岁了，还能自己做饭"),
        ("我爷爷八十多了还天天骑车", "用户的爷爷八十多岁了，还天天骑车"),
        ("我奶奶都九十了也还自己买菜", "用户的奶奶都九十岁了，也还自己买菜"),
        ("我爸都七十了还天天跑步", "用户的爸爸都七十岁了，还天天跑步"),
        ("my grandma is 92 and still lives on her own", "User's grandma is 92 and still lives on her own"),
        ("my dad even cooks on sundays now", "User's dad even cooks on Sundays now"),
        ("my aunt still works at the post office", "User's aunt still works at the post office"),
    ],
)
def test_the_small_words_stay(mem: Memory, said: str, memory: str) -> None:
    assert memory in _texts(mem, said)


def test_the_one_named_said_again_for_stress_still_goes(mem: Memory) -> None:
    assert not any("自己" in t for t in _texts(mem, "我同事小刘自己是会计"))


# --- chit-chat and questions -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "said", ["你说我要不要辞职啊？", "哈哈哈太好笑了", "should I quit my job?", "lol that's hilarious"]
)
def test_chit_chat_and_questions_leave_no_memory(mem: Memory, said: str) -> None:
    assert _texts(mem, said) == []
