"""A pointer word between 我 and a tie ("我那同事", "我这位表姐", "我那个表哥") is one list, `_kin_zh.POINTER`, read
the same way by every reader of "my <tie>": whose a clause is (`_rules_zh`), how a memory words it
(`_rules_zh_facts.to_third_person_zh`) and which person a mention names (`_entities_zh_names`).

Before the list was shared, the mention reader lacked 这: "我这同事王芳很能干" made no person while the statement
rules already read the clause as the 同事's.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._rules_common import Subject
from jiyi.extractors._rules_zh import extract_zh
from jiyi.extractors._rules_zh_facts import to_third_person_zh

from .test_entity_extract import _p, _rows

POINTERS = ["那个", "那位", "这个", "这位", "那", "这"]


@pytest.mark.parametrize("pointer", POINTERS)
def test_a_clause_on_the_pointed_tie_is_not_the_users_own(pointer: str) -> None:
    found, _ = extract_zh(f"我{pointer}表姐今年52岁", datetime(2026, 5, 1, tzinfo=UTC), Subject(), "")
    assert not [c for c in found if "52" in c.content and "表姐" not in c.content]


@pytest.mark.parametrize("pointer", POINTERS)
def test_a_memory_words_the_pointed_tie_as_the_users(pointer: str) -> None:
    assert to_third_person_zh(f"我{pointer}表姐叫周梅") == "用户的表姐叫周梅"
    assert to_third_person_zh(f"我{pointer}在上海工作的表姐叫周梅") == "用户在上海工作的表姐叫周梅"


@pytest.mark.parametrize("pointer", POINTERS)
def test_the_pointed_tie_names_its_person(pointer: str) -> None:
    assert _rows(extract_mentions(f"我{pointer}同事王芳很能干", language="zh")) == [
        _p("王芳", "同事", ("trait", "能干"))
    ]
    # a 他 / 她 after the tie said in passing is that person
    assert _rows(extract_mentions(f"上周跟我{pointer}同事吃饭，她今年三十了", language="zh")) == [
        _p("", "同事", ("age", "三十岁"))
    ]


@pytest.mark.parametrize(
    "said, worded",
    [
        ("我妈说我表姐今年三十二了", "用户的妈妈说用户的表姐今年三十二了"),
        ("我哥在深圳上班", "用户的哥哥在深圳上班"),
        ("我姐夫是医生", "用户的姐夫是医生"),
        ("我妹妹叫小雨", "用户的妹妹叫小雨"),
        ("我弟媳是老师", "用户的弟媳是老师"),
        ("我爸妈都退休了", "用户的爸妈都退休了"),
    ],
)
def test_a_one_character_kin_word_is_said_in_full(said: str, worded: str) -> None:
    assert to_third_person_zh(said) == worded
