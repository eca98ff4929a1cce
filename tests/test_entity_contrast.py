"""A value said against the one it replaces ("she's 29 not 28", "住在杭州不是苏州"): the value before "not" is read,
as a correction, and the replaced one is never read as part of it (before: "Leeds not York", "杭州不是苏州")."""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions


def _facts(text: str, language: str) -> set[tuple[str, str, bool]]:
    return {(f.attribute, f.value, f.correction) for m in extract_mentions(text, language=language) for f in m.facts}


@pytest.mark.parametrize(
    ("text", "attribute", "value"),
    [
        ("my cousin Dana is 29 not 28", "age", "29"),
        ("sorry, my cousin Dana is 29 not 28", "age", "29"),
        ("my cousin Dana is 29 (not 28)", "age", "29"),
        ("my cousin Dana lives in Leeds not York", "lives_in", "Leeds"),
        ("My cousin Dana lives in Leeds, not York.", "lives_in", "Leeds"),
        ("my cousin Dana is a nurse not a doctor lol", "job", "nurse"),
        ("my boss Ines works at Google not Apple", "employer", "Google"),
        ("我表姐今年29不是28", "age", "29岁"),
        ("我表姐住在杭州不是苏州", "lives_in", "杭州"),
        ("我表姐住在杭州，不是苏州", "lives_in", "杭州"),
        ("我表姐在杭州（不是苏州）上班", "works_in", "杭州"),
        ("我表姐是护士不是医生哈哈", "job", "护士"),
    ],
)
def test_the_value_said_against_another_is_read_as_a_correction(text: str, attribute: str, value: str) -> None:
    facts = _facts(text, "zh" if not text.isascii() else "en")
    assert (attribute, value, True) in facts
    assert all(a != attribute or v == value for a, v, _ in facts)


@pytest.mark.parametrize(
    "text",
    [
        "my cousin Dana is not a doctor",
        "Dana is not sure where she'll live",
        "my cousin Dana is not only a nurse but a great cook",
        "我表姐不是医生",
        "我表姐是不是医生",
    ],
)
def test_a_negated_predicate_is_no_contrast(text: str) -> None:
    facts = _facts(text, "zh" if not text.isascii() else "en")
    assert not any(a == "job" and v in ("doctor", "医生") for a, v, _ in facts)
    assert not any(c for _, _, c in facts)


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # an age said before the tie ("my 62-year-old aunt Jo") is the person's age
        ("my 62-year-old aunt Jo still runs marathons", {("age", "62", False)}),
        ("our 7 yr old son Leo just started school", {("age", "7", False)}),
        ("my 34-year-old sister is a nurse", {("age", "34", False), ("job", "nurse", False)}),
        # an age glued to "yo", or said with when it came
        ("my aunt Jo is 62yo", {("age", "62", False)}),
        ("my aunt Jo just turned 62 yesterday", {("age", "62", False)}),
        ("my aunt Jo turned 62 last weekend lol", {("age", "62", False)}),
        # "started school" is no business of theirs; "started a bakery" is
        ("my sister just started a bakery in Leeds", {("job", "bakery owner", False)}),
    ],
)
def test_an_age_before_the_tie_and_a_business_started(text: str, facts: set[tuple[str, str, bool]]) -> None:
    got = _facts(text, "en")
    assert facts <= got, got
    assert not any(a == "job" and "school" in v for a, v, _ in got)


@pytest.mark.parametrize("text", ["my 3-year-old laptop died", "I have a 3 year old son", "my son just started school"])
def test_no_age_or_business_where_none_is_said(text: str) -> None:
    assert not any(a in ("age", "job") for a, _, _ in _facts(text, "en"))
