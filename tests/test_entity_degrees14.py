"""Degrees by their own names and a comment after a fact (issue #21, stop 25).

"has a master of arts", "a Bachelor of Science", "finally finished a two-year degree" were read as notes or not at
all: the English degree shape knew "master's" but not the degree's name, and "finally" stood between the person and
the verb. A short comment after a comma ("…, took forever", "…, pretty well actually") turned a fact into a note.
Negatives: a title that is no degree, a comment that has its own subject, the user's own degree.
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions


def _facts(message: str, who: str) -> list[tuple[str, str]]:
    return [
        (f.attribute, f.value)
        for m in extract_mentions(message, language="en")
        if who in {m.name, m.relation}
        for f in m.facts
    ]


@pytest.mark.parametrize(
    ("message", "who", "fact"),
    [
        ("My cousin Sadie has a master of arts.", "Sadie", ("education", "master of arts")),
        ("my cousin has a bachelor of science lol", "cousin", ("education", "bachelor of science")),
        ("My uncle Rob holds a Master of Fine Arts.", "Rob", ("education", "Master of Fine Arts")),
        ("My aunt Jo earned a doctor of philosophy in 1998.", "Jo", ("education", "doctor of philosophy")),
        ("My coworker Ines finally finished a two-year degree.", "Ines", ("education", "two-year degree")),
        ("My brother Sam eventually got a four-year degree", "Sam", ("education", "four-year degree")),
        ("My coworker Lachlan finished a GED, took forever.", "Lachlan", ("education", "GED")),
        ("My mentee Ana finally finished a bachelor's, took forever!", "Ana", ("education", "bachelor's")),
        ("My cousin Dana plays the cello, pretty well actually.", "Dana", ("hobby", "cello")),
        ("My neighbor Walt moved to Tucson, so random", "Walt", ("lives_in", "Tucson")),
    ],
)
def test_a_degree_by_name_and_a_fact_before_a_comment_are_read(message: str, who: str, fact: tuple[str, str]) -> None:
    facts = _facts(message, who)
    assert fact in facts, facts
    assert not [f for f in facts if f[0] == "note"], facts


@pytest.mark.parametrize(
    ("message", "who"),
    [
        ("My cousin Sadie has a master of ceremonies gig tonight.", "Sadie"),
        ("I finally finished a master of arts, took forever.", ""),
        ("Would my cousin Sadie need a bachelor of science for that?", "Sadie"),
    ],
)
def test_no_degree_is_read_where_none_is_said_of_them(message: str, who: str) -> None:
    assert [f for f in _facts(message, who) if f[0] == "education"] == []


def test_a_comment_with_its_own_subject_is_no_comment() -> None:
    # "she loves it" says something of its own: the whole stays as it was read before
    facts = _facts("My cousin Dana bought a boat, she loves it.", "Dana")
    assert ("note", "bought a boat") in facts, facts
    # "everyone knows that": a celebrity's public fact stays out of the user's world (found by the context scenarios)
    assert extract_mentions("Elon Musk likes rockets, everyone knows that.", language="en") == []
