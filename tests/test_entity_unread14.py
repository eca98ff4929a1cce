"""A name an embedded question asks about is the one its answer belongs to: "how tall Anton is: 1.68 m"."""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions


def _facts(text: str) -> dict[str, list[tuple[str, str]]]:
    return {
        m.name or m.pronoun: [(f.attribute, f.value) for f in m.facts] for m in extract_mentions(text, language="en")
    }


@pytest.mark.parametrize(
    ("text", "name", "value"),
    [
        ("I know you'll ask how tall Anton is: 1.68 m.", "Anton", "1.68 m"),
        ("Guess how tall Priya Shah is — 5'4\"", "Priya Shah", "5'4\""),
        ("lol you wont believe how tall Marisol is: 180 cm", "Marisol", "180 cm"),
    ],
)
def test_embedded_question_gives_the_height_to_its_name(text: str, name: str, value: str) -> None:
    assert ("height", value) in _facts(text).get(name, [])


@pytest.mark.parametrize(
    "text",
    [
        "how tall is Anton?",
        "I wonder how tall Anton is.",
        "I know you'll ask how tall I am: 170 cm.",
    ],
)
def test_no_height_without_an_answer_or_for_the_user(text: str) -> None:
    assert not any(a == "height" for fs in _facts(text).values() for a, _ in fs)


@pytest.mark.parametrize(
    ("text", "name", "attribute", "value"),
    [
        ("I bet you can't guess how old my mentee Lachlan is: fifty-four.", "Lachlan", "age", "fifty-four"),
        ("You'll never guess how old Priya is: 61 lol", "Priya", "age", "61"),
        ("ok so guess where my aunt Meera is from: Pune", "Meera", "from", "Pune"),
    ],
)
def test_embedded_question_answered_after_a_colon(text: str, name: str, attribute: str, value: str) -> None:
    assert (attribute, value) in _facts(text).get(name, [])


@pytest.mark.parametrize(
    "text",
    [
        "I know you'll ask how old I am: 35.",
        "I wonder how old Dana is: no idea.",
        "Can you guess how old Dana is? maybe 40",
    ],
)
def test_embedded_question_without_a_fact_reads_no_age(text: str) -> None:
    assert not any(a == "age" for fs in _facts(text).values() for a, _ in fs)
