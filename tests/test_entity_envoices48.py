"""English run-ons and pronouns (issue #48): a chat run on without punctuation is cut where it turns back to
someone ("… this morning anyway he is a barista"); a "would" or a doubting "…?" governs its own clause only, and the
plain facts run on before it stand; a pronoun that fits one person stays theirs. Sentences are our own, none from
an evaluation set; Chinese counterparts where the reading exists.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_entity_crossen48 import _facts, _people


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        # "anyway" turning back to someone after the user's own aside
        (
            "Omar, who's my godfather, is 61, and the dog chewed my charger this morning anyway he is a locksmith.",
            "Omar",
            ("job", "locksmith"),
        ),
        (
            "Priya Shah = my big sister; the printer jammed again at work anyway she is a florist.",
            "Priya Shah",
            ("job", "florist"),
        ),
        (
            "Honestly the train was late again, anyway our team lead Wendy is 44 btw, and she did a college degree.",
            "Wendy",
            ("age", "44"),
        ),
        (
            "Honestly the train was late again, anyway our team lead Wendy is 44 btw, and she did a college degree.",
            "Wendy",
            ("education", "college degree"),
        ),
        (
            "I really need a weekend off, anyway our neighbour Idris is working at Harbour Bank i forgot to say.",
            "Idris",
            ("employer", "Harbour Bank"),
        ),
        ("My sister Amy is 30 anyway she lives in Leeds", "Amy", ("lives_in", "Leeds")),
        # a "would" clause is unsure; the plain fact run on before it is not
        (
            "our cousin Rafe is from Galway originally and would love this place haha, and he is thirty-one btw.",
            "Rafe",
            ("from", "Galway"),
        ),
        (
            "our cousin Rafe is from Galway originally and would love this place haha, and he is thirty-one btw.",
            "Rafe",
            ("age", "thirty-one"),
        ),
        ("My sister Amy is 30 and would love a scarf.", "Amy", ("age", "30")),
        # a doubting "…?" drops its own clause, not the statements before it, nor the one talked of
        (
            "Corin's top qualification is a PhD, and had a job interview today and I think it went fine? not sure. he "
            "is really fussy, so I asked for advice first",
            "Corin",
            ("trait", "fussy"),
        ),
        ("my cousin Tom lives in Leeds and I think he likes it?", "Tom", ("lives_in", "Leeds")),
        # "Name, who's my tie - she trained as …": the trade is the named one's, not a nameless tie's
        (
            "then there's Ines Moreau, who's my line manager - she trained as a paramedic",
            "Ines Moreau",
            ("job", "paramedic"),
        ),
        (
            "Lola (my intern) - she is a cashier!! the meeting ran long lol then there's Ines Moreau, who's my line "
            "manager - she trained as a paramedic and still does it",
            "Ines Moreau",
            ("job", "paramedic"),
        ),
    ],
)
def test_a_run_on_is_read_clause_by_clause_en(said: str, who: str, fact: tuple[str, str]) -> None:
    got = _facts(said, "en")
    assert fact in got.get(who, set()), got


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        # nothing follows "anyway", or nothing is said of anyone after it: no one gains a fact
        ("I went anyway. My sister Amy is 34.", ("age", "34")),
        ("My sister Amy lives in Leeds. The train was late but I went anyway.", ("lives_in", "Leeds")),
    ],
)
def test_anyway_at_an_end_changes_nothing_en(said: str, fact: tuple[str, str]) -> None:
    assert _facts(said, "en") == {"Amy": {fact}}


@pytest.mark.parametrize(
    "said",
    [
        "Would my sister Amy like this scarf? she is 30.",
        "Is my cousin Tom still in Leeds and is it nice?",
        "My aunt Rosa would be 70 if she were still here.",
    ],
)
def test_a_question_or_a_would_still_states_nothing_en(said: str) -> None:
    got = _facts(said, "en")
    assert all(not facts for facts in got.values()), got


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        # the pronoun in the sentence that names the subject stays theirs; so does one with no rival of its gender
        ("My brother Tom is 30. My friend Jess is lovely, she works at Tesco.", "Jess", ("employer", "Tesco")),
        ("My brother Tom is 30. My friend Jess is lovely. She works at Tesco.", "Jess", ("employer", "Tesco")),
        ("My friend Jess is lovely. He works at Tesco.", "Jess", ("employer", "Tesco")),
    ],
)
def test_a_pronoun_that_fits_one_stays_en(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _facts(said, "en").get(who, set())


def test_a_would_clause_keeps_the_plain_fact_zh() -> None:
    # the Chinese counterpart of "… from Galway originally and would love this place": 会喜欢 is unsure, 上海人 is not
    assert ("from", "上海") in _facts("我表哥王磊是上海人，肯定会喜欢的", "zh").get("王磊", set())


def test_run_ons_through_a_memory_en(tmp_path: Path) -> None:
    people = _people(
        tmp_path,
        "Omar, who's my godfather, is 61, and the dog chewed my charger this morning anyway he is a locksmith.",
        "our cousin Rafe is from Galway originally and would love this place haha",
    )
    assert ("job", "locksmith") in people["Omar"]
    assert ("age", "61") in people["Omar"]
    assert ("from", "Galway") in people["Rafe"]


def test_run_ons_through_a_memory_zh(tmp_path: Path) -> None:
    people = _people(tmp_path, "我表哥王磊是上海人，肯定会喜欢的")
    assert ("from", "上海") in people["王磊"]
