"""The one table that says a relation's gender (`relation_gender`), used by pronoun resolution and naming.

A pronoun of the other gender never points to someone whose relation word says a gender; a relation that says none
("boss", "cousin", "同事") rules nobody out.
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._referents import relation_gender


@pytest.mark.parametrize(
    ("relation", "gender"),
    [
        ("表姐", "f"), ("母亲", "f"), ("岳母", "f"), ("舅妈", "f"), ("闺蜜", "f"), ("女同事", "f"), ("女儿", "f"),
        ("老婆", "f"), ("太太", "f"), ("婆婆", "f"), ("女朋友", "f"),
        ("父亲", "m"), ("表舅", "m"), ("女婿", "m"), ("男同学", "m"), ("儿子", "m"), ("老公", "m"), ("外公", "m"),
        ("男朋友", "m"), ("丈夫", "m"),
        ("同事", ""), ("上司", ""), ("邻居", ""), ("徒弟", ""), ("大夫", ""), ("师父", ""), ("师弟", "m"),
        ("sister", "f"), ("great-aunt", "f"), ("godmother", "f"), ("sis", "f"), ("husband's sister", "f"),
        ("brother", "m"), ("father-in-law", "m"), ("bro", "m"), ("my sister's husband", "m"),
        ("cousin", ""), ("boss", ""), ("roommate", ""),
    ],
)  # fmt: skip
def test_the_word_that_ends_a_relation_says_its_gender(relation: str, gender: str) -> None:
    assert relation_gender(relation) == gender


def test_a_pronoun_of_the_other_gender_never_joins_a_father_said_as_fuqin() -> None:
    # 父亲 ends in 亲: before the one table it said no gender, so "她" could be read as him
    said = extract_mentions("我父亲叫陈国梁，今年六十二。她在杭州上班。", language="zh")
    father = [m for m in said if m.relation == "父亲"]
    assert father and all(f.value != "杭州" for m in father for f in m.facts)


@pytest.mark.parametrize(
    ("said", "language", "relation", "kept", "not_theirs"),
    [
        ("My aunt Rosa is 50 and he lives in Leeds.", "en", "aunt", "50", "Leeds"),
        ("My uncle Rob is 61, and she works at Target.", "en", "uncle", "61", "Target"),
        ("我舅舅五十五，她老家是青岛的", "zh", "舅舅", "五十五岁", "青岛"),
        ("我表姐今年三十，他在深圳上班", "zh", "表姐", "三十岁", "深圳"),
    ],
)
def test_a_pronoun_of_the_other_gender_in_the_same_message_is_not_theirs(
    said: str, language: str, relation: str, kept: str, not_theirs: str
) -> None:
    values = [f.value for m in extract_mentions(said, language=language) if m.relation == relation for f in m.facts]
    assert kept in values and not_theirs not in values


@pytest.mark.parametrize(
    ("said", "language", "value"),
    [
        ("My aunt Rosa is 50, and she lives in Leeds.", "en", "Leeds"),
        ("My cousin Sam is 30 and he lives in Leeds.", "en", "Leeds"),
        ("我表姐林悦人很好，今年三十二，她在杭州上班。", "zh", "杭州"),
    ],
)
def test_a_pronoun_that_fits_still_carries_the_fact(said: str, language: str, value: str) -> None:
    assert value in [f.value for m in extract_mentions(said, language=language) if not m.pronoun for f in m.facts]
