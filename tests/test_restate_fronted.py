"""A fronted phrase said again reads as one sentence with one subject in the memory (stop 25).

`unfront` says "Hooked on chess, my grandpa plays every night" as two sentences for the entity readers ("My grandpa
is hooked on chess. My grandpa plays every night"); restated as is, the memory read "User's grandpa is hooked on
chess. their grandpa plays every night."
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from jiyi.extractors._restate import restate

NOW = datetime(2026, 11, 27, tzinfo=UTC)


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Hooked on chess, my grandpa plays every night.", "User's grandpa is hooked on chess and plays every night."),
        (
            "Born and raised in Cork, my uncle Pat never lost the accent.",
            "User's uncle Pat grew up in Cork and never lost the accent.",
        ),
        (
            "Turning 79 this year, my great-aunt Keiko wants a quiet birthday.",
            "User's great-aunt Keiko is turning 79 this year and wants a quiet birthday.",
        ),
        (
            "Armed with a doctorate, my cousin Eli went straight to work.",
            "User's cousin Eli has a doctorate and went straight to work.",
        ),
    ],
)
def test_a_fronted_phrase_is_one_sentence_with_one_subject(said: str, memory: str) -> None:
    restated = restate(said, NOW)
    assert restated is not None
    assert restated.content == memory
