"""One table of degree words per language: every reader of an education reads the same names ("a BA", "a law
degree", "职高", "博士后"), the short letters that are other words too ("MS", "an associate") only where a degree is
meant, and the phrasing says each as a degree held."""

from __future__ import annotations

import pytest

from jiyi._entity_phrase import en_education
from jiyi.extractors._entities import extract_mentions


def _facts(text: str, language: str) -> dict[str, dict[str, str]]:
    return {
        m.name or m.relation: {f.attribute: f.value for f in m.facts} for m in extract_mentions(text, language=language)
    }


@pytest.mark.parametrize(
    ("said", "who", "education"),
    [
        ("My sister Amy has a BA in history from UCLA", "Amy", "BA in history"),
        ("my cousin Dana finished a B.S. in nursing last year", "Dana", "B.S"),
        ("My brother has an MS from MIT", "brother", "MS"),
        ("My uncle Ray holds a law degree", "Ray", "law degree"),
        ("my coworker Dev has a medical degree", "Dev", "medical degree"),
        ("my aunt Lena earned a doctoral degree", "Lena", "doctoral degree"),
        ("My cousin Mia has a hs diploma", "Mia", "hs diploma"),
        ("my sister's highest degree is a JD", "sister", "JD"),
        ("ok so my cousin Kai has an MD lol", "Kai", "MD"),
        ("我表妹读了个职高", "表妹", "职高"),
        ("我弟弟职高学的是汽修", "弟弟", "职高"),
        ("我表姐的最高学历是博士后", "表姐", "博士后"),
        ("我姐MBA毕业的", "姐", "MBA"),
    ],
)
def test_a_degree_named_any_way_is_the_persons_education(said: str, who: str, education: str) -> None:
    language = "zh" if any("\u4e00" <= c <= "\u9fff" for c in said) else "en"
    facts = _facts(said, language)
    assert facts.get(who, {}).get("education") == education, facts


@pytest.mark.parametrize(
    "said",
    [
        "My friend Jo has MS",  # the illness, with no article a degree would take
        "my grandpa has ms and uses a cane",
        "my neighbour Hal has an associate in Denver",  # a colleague, not an associate's degree
        "does your sister have a BA?",
        "if my brother had a law degree he'd earn more",
    ],
)
def test_what_only_looks_like_a_degree_is_no_education(said: str) -> None:
    assert all("education" not in f for f in _facts(said, "en").values())


@pytest.mark.parametrize(
    ("value", "said"),
    [
        ("law degree", "has a law degree"),
        ("M.Sc", "has an M.Sc"),
        ("master of fine arts", "has a master of fine arts"),
        ("GED", "has a GED"),
        ("community college", "has a community college education"),
        ("MIT", "went to MIT"),
    ],
)
def test_an_education_is_phrased_as_a_degree_held(value: str, said: str) -> None:
    assert en_education(value) == said
