"""A degree said by its own name reads whatever its field ("a master of divinity", "a doctor of dental surgery"),
with the school said after it, and ranks on the education scale (issue #21).

The readers knew a closed list of fields ("of arts", "of science", …); a field is any one to three words up to a
word that says where or when ("from", "at", "in", "last", …), and "in" a further field stays part of the name.
"""

from __future__ import annotations

import pytest

from jiyi._entity_scale import education_rank
from jiyi.extractors._entities import extract_mentions


@pytest.mark.parametrize(
    ("said", "education", "school"),
    [
        ("My cousin Dana finished a master of divinity last year.", "master of divinity", None),
        ("My uncle Rob has a bachelor of commerce from McGill.", "bachelor of commerce", "McGill"),
        ("My uncle Rob has a master of science from MIT", "master of science", "MIT"),
        ("My brother has a bachelor of science in nursing.", "bachelor of science in nursing", None),
        ("My aunt holds a doctor of dental surgery.", "doctor of dental surgery", None),
        ("My sister is studying for a master of public health at Emory.", "master of public health", "Emory"),
        ("My mentee Joanna finally finished a master of arts, took forever.", "master of arts", None),
        ("With a master of social work, my friend Lea works at a clinic.", "master of social work", None),
    ],
)
def test_a_degree_by_its_own_name_is_read_with_its_school(said: str, education: str, school: str | None) -> None:
    facts = {f.attribute: f.value for m in extract_mentions(said, language="en") if m.kind == "person" for f in m.facts}
    assert facts.get("education") == education, facts
    assert facts.get("school") == school, facts


@pytest.mark.parametrize(
    ("value", "rank"),
    [
        ("master of divinity", 6),
        ("doctor of dental surgery", 7),
        ("doctor of medicine", 7),
        ("an MD", 7),
        ("bachelor of commerce", 5),
        ("masters degree in finance", 6),
        ("BSN", 5),
        ("硕士", 6),
    ],
)
def test_such_degrees_rank_on_the_education_scale(value: str, rank: int) -> None:
    assert education_rank(value) == rank
