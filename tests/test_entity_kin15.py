"""Kin and work ties people say every day are ties the readers know (issue #21): the spouse's side (大姑子, 大伯子,
妯娌), sworn kin (干姐, 干哥哥), elders by rank (叔公, 姑奶奶, 舅姥爷, 姨姥姥) and the newest at work (实习生, 助理,
秘书, 副手). A tie the list lacked left its person unread.
"""

from __future__ import annotations

import pytest

from jiyi._entity_words import RELATION_TERMS
from jiyi.extractors._entities import extract_mentions


@pytest.mark.parametrize(
    ("said", "relation", "name", "fact"),
    [
        ("我大姑子张丽是老师", "大姑子", "张丽", ("job", "老师")),
        ("我实习生小赵二十二岁", "实习生", "小赵", ("age", "二十二岁")),
        ("我助理小刘在杭州上班", "助理", "小刘", ("works_in", "杭州")),
        ("我干姐姐周敏老家是青岛的", "干姐姐", "周敏", ("from", "青岛")),
        ("我舅姥爷今年八十七了", "舅姥爷", "", ("age", "八十七岁")),
    ],
)
def test_the_tie_is_read_with_its_person_and_fact(said: str, relation: str, name: str, fact: tuple[str, str]) -> None:
    found = [m for m in extract_mentions(said, language="zh") if m.relation == relation]
    assert found and found[0].name == name, found
    assert fact in [(f.attribute, f.value) for f in found[0].facts], found


@pytest.mark.parametrize(
    ("relation", "key"),
    [("大姑子", "relative"), ("妯娌", "relative"), ("连襟", "relative"), ("干哥哥", "relative"),
     ("实习生", "subordinate"), ("助理", "subordinate")],
)  # fmt: skip
def test_the_tie_belongs_to_its_set(relation: str, key: str) -> None:
    assert RELATION_TERMS[relation][0] == key


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("我同事綦明远在成都上班", "綦明远"),
        ("冼嘉欣 我表妹，她在广州读书", "冼嘉欣"),
        ("我领导蔺建国今年五十", "蔺建国"),
        ("我发小郜鹏是厨师", "郜鹏"),
        ("我搭档宓晓雯老家是苏州的", "宓晓雯"),
    ],
)
def test_a_rarer_surname_is_a_surname(said: str, name: str) -> None:
    assert name in [m.name for m in extract_mentions(said, language="zh")]


@pytest.mark.parametrize("said", ["我表哥厉害得很", "我说的是滑雪，不是滑冰", "茅台酒太贵了", "鄂尔多斯挺远的"])
def test_a_character_that_opens_an_everyday_word_is_no_surname(said: str) -> None:
    assert [m.name for m in extract_mentions(said, language="zh") if m.kind == "person" and m.name] == []
