"""English shapes that carry several facts about a person at once, or loosely: an age by its decade ("in her early
thirties", "mid-40s"), where someone is from said before the name ("Leeds-born Amy", "London-based Priya"), a
bare name with an apposition ("Amy, a 34-year-old nurse from Leeds, is coming over"), and a contact number the
user only guesses at ("his new number might be …"), which is nobody's.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._clock import FixedClock
from jiyi._entity_models import MentionFact
from jiyi._entity_phrase import phrase
from jiyi.extractors._entities import extract_mentions
from tests.test_entity_ask_daily import _context_section, _said


def _facts(text: str) -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation or ("pronoun" if m.pronoun else "")): {(f.attribute, f.value) for f in m.facts}
        | ({("relation", m.relation)} if m.relation else set())
        for m in extract_mentions(text, language="en")
        if m.kind == "person"
    }


@pytest.mark.parametrize(
    ("said", "who", "age"),
    [
        ("my boss Karen is in her early thirties", "Karen", "early 30s"),
        ("My brother Mike is in his mid-40s", "Mike", "mid 40s"),
        ("our new landlord Steve is probably late twenties", "Steve", "late 20s"),
        ("Grandpa Joe is in his late 70s now", "Joe", "late 70s"),
        ("my coworker Lisa is in her early 20s I think", "Lisa", "early 20s"),
        ("my new manager Dev is mid 30s I reckon", "Dev", "mid 30s"),
        ("Uncle Bob is in his sixties", "Bob", "60s"),
        ("my mate Gaz is late 30s but acts 12", "Gaz", "late 30s"),
        ("my tutor Ravi is in his early thirties and from Delhi", "Ravi", "early 30s"),
    ],
)
def test_an_age_by_its_decade_is_kept_as_said(said: str, who: str, age: str) -> None:
    assert ("age", age) in _facts(said)[who]


@pytest.mark.parametrize(
    "said",
    [
        "I'm in my early thirties",  # the user's own
        "we had a great time in the 80s with my dad",  # a time, not an age
        "is my sister Amy in her thirties?",  # asked
        "my boss is 40s",  # a decade alone after "is" says too little
    ],
)
def test_no_age_by_decade_where_none_is_said_of_them(said: str) -> None:
    assert not any(a == "age" for facts in _facts(said).values() for a, _ in facts)


def test_a_rough_age_reads_as_copy() -> None:
    said = phrase("Karen", "boss", [MentionFact(attribute="age", value="early 30s", label="age")], "en")
    assert said == "User's boss Karen is in their early 30s"
    assert phrase("Tom", "", [MentionFact(attribute="age", value="34", label="age")], "en") == "Tom is 34 years old"


@pytest.mark.parametrize(
    ("said", "who", "fact", "relation"),
    [
        ("Leeds-born Amy is my best friend", "Amy", ("from", "Leeds"), "best friend"),
        ("Glasgow-raised Callum, my flatmate, is a chef", "Callum", ("from", "Glasgow"), "flatmate"),
        ("Texas-bred Cody is my boyfriend and he's 29", "Cody", ("from", "Texas"), "boyfriend"),
        ("New York-born Dana is my roommate", "Dana", ("from", "New York"), "roommate"),
        ("London-based Priya is my business partner", "Priya", ("works_in", "London"), "business partner"),
        ("Mumbai-born Rohan just moved in next door", "Rohan", ("from", "Mumbai"), ""),
    ],
)
def test_where_they_are_from_said_before_the_name(said: str, who: str, fact: tuple[str, str], relation: str) -> None:
    facts = _facts(said)
    assert fact in facts[who], facts
    if relation:
        assert ("relation", relation) in facts[who]
    assert not any("-" in name for name in facts)  # never "Leeds-born Amy" as a name


def test_a_nationality_before_the_name_is_no_hometown() -> None:
    facts = _facts("Korean-born Jiwoo is my coworker")
    assert ("from", "Korean") not in facts["Jiwoo"]
    assert ("relation", "coworker") in facts["Jiwoo"]


@pytest.mark.parametrize(
    ("said", "who", "expected"),
    [
        ("Amy, a 34-year-old nurse from Leeds, is coming over", "Amy", {("age", "34"), ("from", "Leeds")}),
        ("Priya, a 29-year-old accountant from Pune, just joined", "Priya", {("age", "29"), ("job", "accountant")}),
        ("Ben, a teacher from Bristol, is my new neighbour", "Ben", {("job", "teacher"), ("from", "Bristol")}),
        ("Sanjay, an engineer from Hyderabad, moved in upstairs", "Sanjay", {("from", "Hyderabad")}),
        ("Jess, a 22 year old student, is subletting my room", "Jess", {("age", "22"), ("job", "student")}),
    ],
)  # fmt: skip
def test_a_bare_name_with_an_apposition(said: str, who: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= _facts(said)[who]


@pytest.mark.parametrize(
    "said",
    [
        "I'm a 34-year-old nurse from Leeds",  # the user's own
        "Thanks, a lot, is what I said",
        "Well, a bit of rain, is all",
    ],
)
def test_no_apposition_read_of_no_one(said: str) -> None:
    assert not any(a != "relation" for facts in _facts(said).values() for a, _ in facts)


@pytest.mark.parametrize(
    "said",
    [
        "If my brother Tom calls, his new number might be 07700 900123",
        "my brother Tom's new number might be 07700 900123 not sure",
        "my sister Amy's email could be amy.k@gmail.com, not 100% sure",
        "i think my mate jake's number may be 0412 345 678",
        "my cousin Dev's mobile might be 98450 12345, no idea tbh",
    ],
)
def test_a_guessed_contact_is_nobodys(said: str) -> None:
    assert not any(a in ("phone", "email") for facts in _facts(said).values() for a, _ in facts)


@pytest.mark.parametrize(
    "said",
    [
        "my brother Tom's new number is 07700 900123",
        "If you need him, my brother Tom's number is 07700 900123",
    ],
)
def test_a_contact_said_plainly_is_still_read(said: str) -> None:
    assert ("phone", "07700 900123") in _facts(said)["Tom"]


def test_a_rough_age_answers_how_old(mem: Memory, clock: FixedClock) -> None:
    _said(mem, clock, "u", "my boss Karen is in her early thirties")
    block = _context_section(mem, "u", "How old is Karen?")
    assert "early 30s" in block, block


@pytest.mark.parametrize(
    ("said", "who", "employer", "job"),
    [
        ("my mum is a nurse with the NHS", "mum", "the NHS", "nurse"),
        ("My cousin Neha works for the NHS as a midwife", "Neha", "the NHS", "midwife"),
        ("my uncle Raj is a teacher with the council", "Raj", "the council", "teacher"),
        ("my mate Callum's a planner at the council", "Callum", "the council", "planner"),
        ("my sister works for the BBC as a producer", "sister", "the BBC", "producer"),
        ("my aunt works as a nurse for the NHS", "aunt", "the NHS", "nurse"),
    ],
)
def test_a_trade_with_a_named_body(said: str, who: str, employer: str, job: str) -> None:
    facts = _facts(said)[who]
    assert {("employer", employer), ("job", job)} <= facts, facts


@pytest.mark.parametrize(
    "said",
    [
        "I work as a nurse for the NHS",  # the user's own
        "is my sister a nurse with the NHS?",  # asked
        "my sister isn't a nurse with the NHS",  # denied
        "my mum is a nurse at the hospital",  # a kind of place, no named body
    ],
)
def test_no_named_body_where_none_is_said_of_them(said: str) -> None:
    assert not any(a == "employer" for facts in _facts(said).values() for a, _ in facts)
