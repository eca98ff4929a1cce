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


# the words of one saying and what they must give the one it is about; a hometown, a temperament or an employer said
# as who one is ("a Londoner", "an overthinker", "a Googler") is no trade
_READ = [
    ("My friend Amy is a Londoner", "Amy", "from", "London"),
    ("My colleague Tom is a New Yorker", "Tom", "from", "New York"),
    ("my friend tom is a proper Geordie", "Tom", "from", "Newcastle"),
    ("my bf tom is a proper scouser lol", "Tom", "from", "Liverpool"),
    ("My mother-in-law Amy is a born-and-bred New Yorker", "Amy", "from", "New York"),
    ("My coworker Tom is a Kiwi", "Tom", "from", "New Zealand"),
    ("my mate Tom's a Yorkshire lad", "Tom", "from", "Yorkshire"),
    ("My cousin Tom is a Brooklyn boy", "Tom", "from", "Brooklyn"),
    ("My girlfriend Amy is a Jersey girl", "Amy", "from", "Jersey"),
    ("my housemate Amy is an Essex girl", "Amy", "from", "Essex"),
    ("My neighbour Amy is Texan", "Amy", "from", "Texan"),
    ("My neighbour Amy is Jamaican", "Amy", "from", "Jamaican"),
    ("my friend Tom is Punjabi", "Tom", "from", "Punjabi"),
    ("My cousin Tom is Welsh through and through", "Tom", "from", "Welsh"),
    ("my neighbour tom is a proper Cornishman", "Tom", "from", "Cornwall"),
    ("My sister Amy celebrated her 34th last weekend", "Amy", "age", "34"),
    ("My best friend Amy just had her 40th", "Amy", "age", "40"),
    ("my bro Tom celebrated his 30th on saturday", "Tom", "age", "30"),
    ("my sis amy just had her 21st last week lol", "Amy", "age", "21"),
    ("My wife Amy is 38, two years younger than me", "Amy", "age", "38"),
    ("My cousin Amy is 27, three years older than me", "Amy", "age", "27"),
    ("My uncle Tom is seventy-one and still runs every day", "Tom", "age", "seventy-one"),
    ("My grandad Tom is 90 and still drives", "Tom", "age", "90"),
    ("my mum amy is 60 this year and wants a party", "Amy", "age", "60"),
    ("my grandad tom is ninety-two and sharp as a tack", "Tom", "age", "ninety-two"),
    ("My aunt Amy is a high-school grad", "Amy", "education", "high-school grad"),
    ("my bro tom is just a high-school grad", "Tom", "education", "high-school grad"),
    ("My sister Amy is a hs grad", "Amy", "education", "hs grad"),
    ("My cousin Tom has an undergrad degree in maths", "Tom", "education", "undergrad degree in maths"),
    ("My brother Tom has a postgraduate degree", "Tom", "education", "postgraduate degree"),
    ("My cousin Amy did her B.Tech from VIT", "Amy", "education", "B.Tech"),
    ("My niece Amy is pursuing her MBBS", "Amy", "education", "MBBS"),
    ("My colleague Tom completed his graduation in commerce", "Tom", "education", "graduation in commerce"),
    ("my roommate amy is hella chill tbh", "Amy", "trait", "chill"),
    ("My colleague Tom is lowkey stubborn lol", "Tom", "trait", "stubborn"),
    ("my sister amy is proper stubborn", "Amy", "trait", "stubborn"),
    ("my friend tom is an overthinker fr", "Tom", "trait", "overthinker"),
    ("My girlfriend Amy is an overthinker", "Amy", "trait", "overthinker"),
    ("My wife Amy is always the life of the party", "Amy", "trait", "life of the party"),
    ("My sister Amy is so fun-loving", "Amy", "trait", "fun-loving"),
    ("My boss Tom is easily irritated", "Tom", "trait", "easily irritated"),
    ("My friend Tom is kinda shy around new people", "Tom", "trait", "shy"),
    ("My brother Tom is really shy at first", "Tom", "trait", "shy"),
    ("My cousin Amy is a total people-pleaser", "Amy", "trait", "people-pleaser"),
    ("My friend Amy is very down to earth", "Amy", "trait", "down to earth"),
    ("my boss tom is a bit of a hardass", "Tom", "trait", "hardass"),
    ("my cousin tom is on the Google payroll", "Tom", "employer", "Google"),
    ("My sister Amy is on the Google payroll now", "Amy", "employer", "Google"),
    ("my friend Amy is on Deloitte's payroll", "Amy", "employer", "Deloitte"),
    ("My friend Tom is a Googler", "Tom", "employer", "Google"),
    ("my mate Tom is a Microsoftie", "Tom", "employer", "Microsoft"),
]
_NOT_READ = [
    ("My sister Amy is a Catholic girl", "from"),
    ("My niece Amy is a daddy's girl", "from"),
    ("My friend Tom is a Leo boy lol", "from"),
    ("My friend Amy is a good girl", "from"),
    ("I'm a proper Geordie and my friend Amy lives in Leeds", "from"),
    ("Is my friend Tom a New Yorker?", "from"),
    ("My sister Amy just had her 2nd last week", "age"),  # a second child
    ("My parents Amy and Tom celebrated their 40th last week", "age"),  # an anniversary
    ("My friend Amy celebrated her 30th anniversary last week", "age"),
    ("I turned 34 last month and my sister Amy threw a party", "age"),
    ("My sister Amy isn't 34 yet", "age"),
    ("My brother Tom is real tired today", "trait"),
    ("My friend Amy is extra busy this week", "trait"),
    ("My friend Tom is mad at me", "trait"),
    ("My sister Amy is dead", "trait"),
    ("My brother Tom isn't shy at all", "trait"),
    ("Is my brother Tom shy?", "trait"),
]


@pytest.mark.parametrize(("said", "who", "attribute", "value"), _READ)
def test_fact_said_in_chat_words(said: str, who: str, attribute: str, value: str) -> None:
    facts = _facts(said)[who]
    assert (attribute, value) in facts, facts
    if attribute in ("from", "trait", "employer"):
        assert not {a for a, _ in facts} & {"job", "title"}, facts


@pytest.mark.parametrize(("said", "attribute"), _NOT_READ)
def test_nobody_gets_the_fact(said: str, attribute: str) -> None:
    assert not _all(said, attribute)


@pytest.mark.parametrize(
    ("said", "who", "facts"),
    [
        ("My sister Amy is thirty and a nurse in Leeds", "Amy", {("age", "thirty"), ("job", "nurse")}),
        ("My cousin Tom is twenty-two and super shy", "Tom", {("age", "twenty-two"), ("trait", "shy")}),
        ("my friend amy just made partner at her firm", "Amy", {("title", "partner")}),
        (
            "My friend Amy did her undergrad at McGill and her masters at UCL",
            "Amy",
            {("education", "masters"), ("school", "UCL")},
        ),
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
