"""How English speakers say a person's hometown, age, education, temperament and employer in words the readers had
not read: a demonym ("a proper Geordie", "a born-and-bred New Yorker", "is Jamaican"), a place's lad or lass ("a
Yorkshire lad", "an Essex girl"), a birthday without the word ("celebrated his 30th on Saturday"), an age with what
is said beside it ("is 38, two years younger than me"), a school-leaver's level ("just a high-school grad"), an
undergrad, chat words of temperament ("hella chill", "an overthinker fr", "the life of the party") and who pays them
("on the Google payroll", "a Googler"). Each with the sayings that must give nobody the fact: the user's own, a
question, a negation, a faith or a star sign before "girl", a second child, an anniversary.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi.extractors._entities import extract_mentions
from tests.test_entity_replied import _extracted


def _facts(text: str) -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation or ""): {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language="en")
        if m.kind == "person"
    }


def _all(text: str, attribute: str) -> set[str]:
    return {v for facts in _facts(text).values() for a, v in facts if a == attribute}


@pytest.mark.parametrize(
    ("said", "who", "place"),
    [
        ("My friend Amy is a Londoner", "Amy", "London"),
        ("My colleague Tom is a New Yorker", "Tom", "New York"),
        ("my friend tom is a proper Geordie", "Tom", "Newcastle"),
        ("my bf tom is a proper scouser lol", "Tom", "Liverpool"),
        ("My mother-in-law Amy is a born-and-bred New Yorker", "Amy", "New York"),
        ("My coworker Tom is a Kiwi", "Tom", "New Zealand"),
        ("my mate Tom's a Yorkshire lad", "Tom", "Yorkshire"),
        ("My cousin Tom is a Brooklyn boy", "Tom", "Brooklyn"),
        ("My girlfriend Amy is a Jersey girl", "Amy", "Jersey"),
        ("my housemate Amy is an Essex girl", "Amy", "Essex"),
        ("My neighbour Amy is Texan", "Amy", "Texan"),
        ("My neighbour Amy is Jamaican", "Amy", "Jamaican"),
        ("my friend Tom is Punjabi", "Tom", "Punjabi"),
        ("My cousin Tom is Welsh through and through", "Tom", "Welsh"),
        ("my neighbour tom is a proper Cornishman", "Tom", "Cornwall"),
    ],
)
def test_hometown_said_as_who_one_is(said: str, who: str, place: str) -> None:
    facts = _facts(said)[who]
    assert ("from", place) in facts, facts
    assert not {a for a, _ in facts} & {"job", "title"}, facts  # "a Londoner" is no trade


@pytest.mark.parametrize(
    "said",
    [
        "My sister Amy is a Catholic girl",
        "My niece Amy is a daddy's girl",
        "My friend Tom is a Leo boy lol",
        "My friend Amy is a good girl",
        "I'm a proper Geordie and my friend Amy lives in Leeds",
        "Is my friend Tom a New Yorker?",
    ],
)
def test_no_hometown_from_what_is_no_place(said: str) -> None:
    assert not _all(said, "from")


@pytest.mark.parametrize(
    ("said", "who", "age"),
    [
        ("My sister Amy celebrated her 34th last weekend", "Amy", "34"),
        ("My best friend Amy just had her 40th", "Amy", "40"),
        ("my bro Tom celebrated his 30th on saturday", "Tom", "30"),
        ("my sis amy just had her 21st last week lol", "Amy", "21"),
        ("My wife Amy is 38, two years younger than me", "Amy", "38"),
        ("My cousin Amy is 27, three years older than me", "Amy", "27"),
        ("My uncle Tom is seventy-one and still runs every day", "Tom", "seventy-one"),
        ("My grandad Tom is 90 and still drives", "Tom", "90"),
        ("my mum amy is 60 this year and wants a party", "Amy", "60"),
        ("my grandad tom is ninety-two and sharp as a tack", "Tom", "ninety-two"),
    ],
)
def test_age_said_by_a_birthday_or_beside_a_comparison(said: str, who: str, age: str) -> None:
    assert ("age", age) in _facts(said)[who]


@pytest.mark.parametrize(
    "said",
    [
        "My sister Amy just had her 2nd last week",  # a second child
        "My parents Amy and Tom celebrated their 40th last week",  # an anniversary
        "My friend Amy celebrated her 30th anniversary last week",
        "I turned 34 last month and my sister Amy threw a party",
        "My sister Amy isn't 34 yet",
    ],
)
def test_no_age_from_other_numbers(said: str) -> None:
    assert not _all(said, "age")


@pytest.mark.parametrize(
    ("said", "who", "value"),
    [
        ("My aunt Amy is a high-school grad", "Amy", "high-school grad"),
        ("my bro tom is just a high-school grad", "Tom", "high-school grad"),
        ("My sister Amy is a hs grad", "Amy", "hs grad"),
        ("My cousin Tom has an undergrad degree in maths", "Tom", "undergrad degree in maths"),
        ("My brother Tom has a postgraduate degree", "Tom", "postgraduate degree"),
        ("My cousin Amy did her B.Tech from VIT", "Amy", "B.Tech"),
        ("My niece Amy is pursuing her MBBS", "Amy", "MBBS"),
        ("My colleague Tom completed his graduation in commerce", "Tom", "graduation in commerce"),
    ],
)
def test_education_level_in_chat_words(said: str, who: str, value: str) -> None:
    assert ("education", value) in _facts(said)[who]


@pytest.mark.parametrize(
    ("said", "who", "trait"),
    [
        ("my roommate amy is hella chill tbh", "Amy", "chill"),
        ("My colleague Tom is lowkey stubborn lol", "Tom", "stubborn"),
        ("my sister amy is proper stubborn", "Amy", "stubborn"),
        ("my friend tom is an overthinker fr", "Tom", "overthinker"),
        ("My girlfriend Amy is an overthinker", "Amy", "overthinker"),
        ("My wife Amy is always the life of the party", "Amy", "life of the party"),
        ("My sister Amy is so fun-loving", "Amy", "fun-loving"),
        ("My boss Tom is easily irritated", "Tom", "easily irritated"),
        ("My friend Tom is kinda shy around new people", "Tom", "shy"),
        ("My brother Tom is really shy at first", "Tom", "shy"),
        ("My cousin Amy is a total people-pleaser", "Amy", "people-pleaser"),
        ("My friend Amy is very down to earth", "Amy", "down to earth"),
        ("my boss tom is a bit of a hardass", "Tom", "hardass"),
    ],
)
def test_temperament_in_chat_words(said: str, who: str, trait: str) -> None:
    facts = _facts(said)[who]
    assert ("trait", trait) in facts, facts
    assert not {a for a, _ in facts} & {"job", "title"}, facts  # "an overthinker" is no trade


@pytest.mark.parametrize(
    "said",
    [
        "My brother Tom is real tired today",
        "My friend Amy is extra busy this week",
        "My friend Tom is mad at me",
        "My sister Amy is dead",
        "My brother Tom isn't shy at all",
        "Is my brother Tom shy?",
    ],
)
def test_no_temperament_from_a_mood_or_a_state(said: str) -> None:
    assert not _all(said, "trait")


@pytest.mark.parametrize(
    ("said", "who", "employer"),
    [
        ("my cousin tom is on the Google payroll", "Tom", "Google"),
        ("My sister Amy is on the Google payroll now", "Amy", "Google"),
        ("my friend Amy is on Deloitte's payroll", "Amy", "Deloitte"),
        ("My friend Tom is a Googler", "Tom", "Google"),
        ("my mate Tom is a Microsoftie", "Tom", "Microsoft"),
    ],
)
def test_employer_said_by_who_pays_them(said: str, who: str, employer: str) -> None:
    facts = _facts(said)[who]
    assert ("employer", employer) in facts, facts
    assert not {a for a, _ in facts} & {"job", "title"}, facts


@pytest.mark.parametrize(
    ("said", "who", "facts"),
    [
        ("My sister Amy is thirty and a nurse in Leeds", "Amy", {("age", "thirty"), ("job", "nurse")}),
        ("My cousin Tom is twenty-two and super shy", "Tom", {("age", "twenty-two"), ("trait", "shy")}),
        ("my friend amy just made partner at her firm", "Amy", {("title", "partner")}),
        ("My brother Tom finally made sergeant", "Tom", {("title", "sergeant")}),
    ],
)
def test_two_things_of_one_is_and_a_rank_made(said: str, who: str, facts: set[tuple[str, str]]) -> None:
    assert facts <= _facts(said)[who], _facts(said)


@pytest.mark.parametrize(
    "said",
    [
        "My brother Tom made dinner for us",
        "My sister Amy has graduation on Friday",
        "My friend Amy went to her graduation",
    ],
)
def test_no_rank_or_degree_from_an_event(said: str) -> None:
    assert not _all(said, "title") and not _all(said, "education")


def test_ex_googler_works_there_no_longer() -> None:
    assert "Google" not in _all("My friend Tom is an ex-Googler", "employer")


def test_facts_kept_by_memory_go_to_the_one_they_are_about(tmp_path: Path) -> None:
    people = _extracted(
        tmp_path,
        ("user", "I'm a Londoner myself, but my mate Tom's a proper Geordie"),
        ("assistant", "Ha, nice."),
        ("user", "he's hella chill tbh"),
        ("user", "my sis Amy celebrated her 30th on saturday, she's on the Google payroll now"),
    ).people
    assert people["Tom"].get("from") == "Newcastle", people
    assert people["Tom"].get("trait") == "chill", people
    assert people["Amy"].get("age") == "30", people
    assert people["Amy"].get("employer") == "Google", people
    assert "from" not in people["Amy"] and "trait" not in people["Amy"], people
