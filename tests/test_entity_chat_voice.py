"""Facts said in a chatty voice (both languages): an age "hit" or "reached" as one turns it, and what a chat tail
or an aside around the statement does not change.

Every sentence here is written for these tests (none comes from a benchmark pool).
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions

# message -> (relation, attribute, value) read for the one person it is about
READ: list[tuple[str, str, str, str, str]] = [
    ("en", "My mentee Dmitri just hit fifty.", "mentee", "age", "fifty"),
    ("en", "My grandpa finally reached 90 last month.", "grandpa", "age", "90"),
    ("en", "my aunt hit 60 in March", "aunt", "age", "60"),
    ("en", "My sister recently turned 41.", "sister", "age", "41"),
    ("en", "My stepdad has just turned sixty-two.", "stepdad", "age", "sixty-two"),
]


@pytest.mark.parametrize(("language", "text", "relation", "attribute", "value"), READ, ids=[c[1][:30] for c in READ])
def test_a_fact_said_in_a_chatty_voice_is_read(
    language: str, text: str, relation: str, attribute: str, value: str
) -> None:
    people = [m for m in extract_mentions(text, language=language) if m.kind == "person"]
    assert [m.relation for m in people] == [relation]
    assert (attribute, value) in {(f.attribute, f.value) for f in people[0].facts}


# what "hit" and "reached" say of a person only when a number of years follows
NOT_AN_AGE = [
    ("en", "My cousin hit 300 pounds on the bench press."),
    ("en", "My boss hit 40 miles on his bike yesterday."),
    ("en", "My brother reached 10,000 followers."),
    ("en", "My dad hit the road at 6."),
]


@pytest.mark.parametrize(("language", "text"), NOT_AN_AGE, ids=[c[1][:30] for c in NOT_AN_AGE])
def test_a_number_reached_that_is_not_years_is_no_age(language: str, text: str) -> None:
    ages = [f for m in extract_mentions(text, language=language) for f in m.facts if f.attribute == "age"]
    assert ages == []
