"""What a companion chat's plain statements become (read on MemoryBank's English histories): a list keeps its last
item, how a job is is not a job, an adverb in -ly is no verb, a title keeps its closing quote."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from jiyi.extractors._offline import candidates_from_text
from jiyi.extractors._rules_common import strip_edges
from jiyi.extractors._rules_en_facts import to_third_person_en

NOW = datetime(2026, 11, 25, 12, tzinfo=UTC)


@pytest.mark.parametrize(
    ("said", "memories"),
    [
        ("I usually consider the color, design, material, and quality of the clothes.",
         ["User usually considers the color, design, material and quality of the clothes"]),
        ("I want to visit cities like Madrid, Barcelona, and Granada.",
         ["User wants to visit cities like Madrid, Barcelona and Granada"]),
        ("Well, I like singing, dancing, working out, traveling, watching movies, and photography.",
         ["User likes singing, dancing, working out, traveling, watching movies and photography"]),
        # a clause after the comma is still its own
        ("I love hiking, and I hate running.", ["User loves hiking", "User hates running"]),
        ("My job is stable but not exciting at all.", []),
        ("My job is boring", []),
        ("My job is a nurse at St Mary's.", ["User works as a nurse at St Mary's"]),
        ("my role is product manager", ["User works as product manager"]),
        ('Today, I went to the cinema and watched a love movie called "Titanic". It was really touching.',
         ['User went to the cinema and watched a love movie called "Titanic"']),
    ],
)  # fmt: skip
def test_what_a_plain_statement_becomes(said: str, memories: list[str]) -> None:
    assert [c.content for c in candidates_from_text(said, NOW)] == memories


@pytest.mark.parametrize(
    ("said", "third"),
    [
        ("I mainly love Chinese food", "User mainly loves Chinese food"),
        ("I only eat fish", "User only eats fish"),
        ("I totally agree", "User totally agrees"),
        ("I reply to emails fast", "User replies to emails fast"),
        ("I rely on my sister", "User relies on their sister"),
        ("I apply for jobs every week", "User applies for jobs every week"),
        ("I fly to Denver monthly", "User flies to Denver monthly"),
    ],
)
def test_an_adverb_in_ly_is_no_verb(said: str, third: str) -> None:
    assert to_third_person_en(said) == third


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ('I watched a movie called "Titanic".', 'I watched a movie called "Titanic"'),
        ('"Titanic" is my favourite!', '"Titanic" is my favourite'),
        ("我在读《三体》。", "我在读《三体》"),
        ("《三体》", "三体"),
        ("我喜欢“简单”！", "我喜欢“简单”"),
        ("hello!!", "hello"),
        ('"', ""),
    ],
)
def test_the_edges_keep_the_half_of_a_pair_whose_other_half_stays(text: str, kept: str) -> None:
    assert strip_edges(text) == kept
