"""Casual kin words (stop 29): "my cuz Leo", "my bro", "my gramps", "my hubby".

A word that names a tie wherever it is said ("gramps", "hubby", "stepsis") is a relation term; one that names a tie
only after "my" or a possessive ("cuz" is also "because", "bro" a word of address, "pops" a verb, "nan" a name) is
read as a tie only where an entity was read with it, so a question about "my cousin" finds "my cuz Leo".
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from jiyi._entity_models import Entity
from jiyi._entity_targets import entity_targets
from jiyi._entity_words import RELATION_TERMS, TIE_TERMS, is_family_tie
from jiyi.extractors._entities import extract_mentions

_T = datetime(2026, 11, 27, tzinfo=UTC)


def _people(*said: str) -> list[Entity]:
    """The people the messages `said` mention, as the entity store would keep them."""
    return [
        Entity(
            id=f"e{i}-{m.name or m.relation}",
            user_id="u",
            kind="person",
            name=m.name,
            relation=m.relation,
            created_at=_T,
            updated_at=_T,
        )
        for i, text in enumerate(said)
        for m in extract_mentions(text, language="en")
        if m.relation or m.name
    ]


@pytest.mark.parametrize(
    ("word", "key"),
    [("gramps", "grandparent"), ("nanna", "grandparent"), ("hubby", "husband"), ("wifey", "wife"),
     ("momma", "mother"), ("step-dad", "father"), ("stepsis", "sister"), ("stepbro", "brother"), ("sis", "sister"),
     ("sis-in-law", "in_law"), ("brother in law", "in_law"), ("cousin brother", "cousin")],
)  # fmt: skip
def test_a_word_that_is_a_tie_anywhere_is_a_relation_term(word: str, key: str) -> None:
    assert RELATION_TERMS[word][0] == key
    assert is_family_tie(word)


@pytest.mark.parametrize(
    ("word", "key"),
    [("cuz", "cousin"), ("coz", "cousin"), ("bro", "brother"), ("pops", "father"), ("nan", "grandparent"),
     ("grams", "grandparent")],
)  # fmt: skip
def test_a_word_that_is_a_tie_only_after_my_is_no_relation_term_of_free_text(word: str, key: str) -> None:
    assert word not in RELATION_TERMS
    assert TIE_TERMS[word][0] == key


@pytest.mark.parametrize(
    ("said", "asked", "who"),
    [
        ("my cuz Leo is 19", "how old is my cousin?", "Leo"),
        ("my coz Dev lives in Pune", "where does my cousin live?", "Dev"),
        ("my bro Sam moved to Austin last year", "where does my brother live?", "Sam"),
        ("I talked to my bro, he lives in Austin now", "where does my brother live?", "bro"),
        ("my little bro is 16", "how old is my brother?", "little bro"),
        ("my gramps just turned 88", "how old is my grandpa?", "gramps"),
        ("my nan is 90", "how old is my grandma?", "nan"),
        ("my pops is 61", "how old is my dad?", "pops"),
        ("my hubby Tom works at Ford", "where does my husband work?", "Tom"),
        ("my stepsis Mia is a nurse", "what does my sister do?", "Mia"),
    ],
)
def test_a_question_by_the_plain_word_finds_whom_the_casual_one_named(said: str, asked: str, who: str) -> None:
    people = _people(said)
    assert [p.name or p.relation for p in people if p.id in entity_targets(asked, people)] == [who]


def test_the_casual_words_are_read_as_ties_only_where_they_were_said_as_ones() -> None:
    people = _people("my cuz Leo is 19", "Nan is 40")
    assert [(p.name, p.relation) for p in people] == [("Leo", "cuz"), ("Nan", "")]
    assert entity_targets("I left early cuz I was tired, how old is Leo?", people) == ["e0-Leo"]
    assert entity_targets("how old is my grandma?", people) == []  # Nan is her name, not a tie
    assert entity_targets("how old is my cousin?", people) == ["e0-Leo"]
