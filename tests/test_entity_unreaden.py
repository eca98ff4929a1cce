"""English facts said with a tail the reader used to swallow them into: a clause with its subject left out after
"so" ("is at the council so knows the area"), and a doing after ", and" ("is 6'2, and training for a marathon").
The fact before the tail is theirs; the tail adds nothing to it.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._clock import FixedClock
from jiyi.extractors._entities import extract_mentions
from tests.test_entity_ask_daily import _context_section, _said


def _facts(text: str) -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation or ("pronoun" if m.pronoun else "")): {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language="en")
        if m.kind == "person"
    }


# --- "so" and a verb whose subject is the one just named ---------------------------------------------------
@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("my aunt Jen works at Tesco so gets a staff discount", "Jen", ("employer", "Tesco")),
        ("my gran Maureen is at Wexford Council so knows everyone", "Maureen", ("employer", "Wexford Council")),
        ("My brother Kev works for Network Rail so travels free", "Kev", ("employer", "Network Rail")),
        ("my cousin Priya is a nurse so can never make weekends", "Priya", ("job", "nurse")),
        ("my mate Dev lives in Pune so never has time", "Dev", ("lives_in", "Pune")),
        ("my uncle Raj is a pilot so misses most birthdays", "Raj", ("job", "pilot")),
        ("our neighbour Bev is 82 so needs a hand with the bins", "Bev", ("age", "82")),
        ("my boss Carla lives in Leeds so drives in every day", "Carla", ("lives_in", "Leeds")),
        ("my sis Hannah is a midwife so does loads of nights", "Hannah", ("job", "midwife")),
        ("my son Ollie is 6ft 2 so always hits his head", "Ollie", ("height", "6ft 2")),
        ("my dad Gerry is from Cork so says grand a lot", "Gerry", ("from", "Cork")),
        ("my niece Ava is 7 so thinks everything is magic", "Ava", ("age", "7")),
        ("my bestie Mia works at Boots so gets discounts on makeup", "Mia", ("employer", "Boots")),
        ("my stepdad Clive is a plumber so could fix it", "Clive", ("job", "plumber")),
        ("my flatmate Jas is a chef so should know", "Jas", ("job", "chef")),
        ("my nephew Arjun lives in Bangalore so speaks Kannada", "Arjun", ("lives_in", "Bangalore")),
        ("my aunty Lakshmi works at Infosys so knows the IT crowd", "Lakshmi", ("employer", "Infosys")),
        ("my cuz Tayla lives in Brisbane so loves the heat", "Tayla", ("lives_in", "Brisbane")),
        ("my coworker Brad is a paramedic so sees a lot", "Brad", ("job", "paramedic")),
        ("my wife Emma is a teacher so gets summers off lol", "Emma", ("job", "teacher")),
    ],
)
def test_a_fact_before_so_and_a_verb_is_read(said: str, who: str, fact: tuple[str, str]) -> None:
    facts = _facts(said)[who]
    assert fact in facts, facts
    assert not any(" so " in v for _, v in facts), facts  # the tail is no part of any value


@pytest.mark.parametrize(
    "said",
    [
        "I'm at the council so know the area well",  # the user's own
        "I work at Tesco so get a staff discount",
        "is my aunt Jen at Tesco so gets a discount?",  # asked
        "if my uncle worked at Tesco he'd get a discount",  # hypothetical
    ],
)
def test_no_employer_of_theirs_where_none_is_said(said: str) -> None:
    assert not any(a == "employer" for facts in _facts(said).values() for a, _ in facts)


def test_a_negated_fact_before_so_is_not_kept() -> None:
    facts = _facts("my aunt Jen doesn't work at Tesco so can't get a discount").get("Jen", set())
    assert not any(a == "employer" for a, _ in facts), facts


# --- ", and" a doing that goes on, after the fact --------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("my uncle Rob is 6'2 in socks, and getting ready for a marathon", "Rob", ("height", "6'2\"")),
        ("Our godmother Sheila is 158cm barefoot, and trying to cut down on sugar", "Sheila", ("height", "158cm")),
        ("my grandad Len is 190cm with his shoes off, and planning a trip to Wales", "Len", ("height", "190cm")),
        ("my brother Dom is 180cm, and looking for a new flat", "Dom", ("height", "180cm")),
        ("My cousin Ife is from Lagos, and working on her masters", "Ife", ("from", "Lagos")),
        ("my friend Zoe is from Perth, but looking for a job in Sydney", "Zoe", ("from", "Perth")),
        ("my mum Carol is 64, and learning to swim this summer", "Carol", ("age", "64")),
        ("my sister Neha is a dentist, and saving up for a house", "Neha", ("job", "dentist")),
        ("my dad Ray lives in Hull, and thinking about retiring", "Ray", ("lives_in", "Hull")),
        ("my auntie Pam is from Dundee, and getting into pottery", "Pam", ("from", "Dundee")),
        ("my mate Kofi is 5'9, and training for a half marathon", "Kofi", ("height", "5'9\"")),
        ("my boss Ingrid is from Oslo, and heading up the new team", "Ingrid", ("from", "Oslo")),
        ("my stepmum Tina is 170cm, and hoping to get fit this year", "Tina", ("height", "170cm")),
        ("my cousin Vikram is from Chennai, and studying for the bar", "Vikram", ("from", "Chennai")),
        ("my bro Jake is 6 foot, and trying out for the rugby team", "Jake", ("height", "6 foot")),
    ],
)
def test_a_fact_before_and_a_doing_is_read(said: str, who: str, fact: tuple[str, str]) -> None:
    facts = _facts(said)[who]
    assert fact in facts, facts


def test_a_list_of_pastimes_is_not_cut_at_its_and() -> None:
    # "and swimming in the sea" is an item of the list, not a doing that goes on: no part becomes "is swimming …"
    facts = _facts("my brother Tom is into hiking, and swimming in the sea").get("Tom", set())
    assert not any(v.startswith(("is swimming", "swimming in")) for _, v in facts), facts


def test_the_user_doing_after_someone_else_fact_is_not_theirs() -> None:
    facts = _facts("my dad Ray lives in Hull, and I'm thinking about moving there")["Ray"]
    assert ("lives_in", "Hull") in facts
    assert not any("thinking" in v for _, v in facts), facts


# --- "my X is Town, County born and bred": no name, only the county ------------------------------------------
@pytest.mark.parametrize(
    ("said", "who", "place"),
    [
        ("my sister-in-law is Sheffield, Yorkshire born and bred", "sister-in-law", "Yorkshire"),
        ("My boss is Perth, WA born and raised", "boss", "WA"),
        ("my step-brother is Cork, Munster through and through", "step-brother", "Munster"),
        ("my brother-in-law is Ballarat, Victoria born and bred", "brother-in-law", "Victoria"),
        ("our babysitter is Mysore, Karnataka born and raised", "babysitter", "Karnataka"),
        ("My mother-in-law is Galway, Connacht born and bred", "mother-in-law", "Connacht"),
        ("my new manager is Austin, Texas born and raised", "new manager", "Texas"),
    ],
)
def test_a_town_and_county_is_where_they_are_from_not_a_name(said: str, who: str, place: str) -> None:
    facts = _facts(said)
    assert ("from", place) in facts[who], facts
    assert set(facts) == {who}, facts  # no person named after the town


def test_a_name_with_an_aside_keeps_the_name() -> None:
    facts = _facts("My boss is Owen Sato, and he's from Leeds")
    assert ("from", "Leeds") in facts["Owen Sato"], facts


# --- through Memory ------------------------------------------------------------------------------------------
def test_the_fact_before_a_tail_answers_through_context(mem: Memory, clock: FixedClock) -> None:
    _said(mem, clock, "u", "my gran Maureen is at Wexford Council so knows everyone")
    _said(mem, clock, "u", "Our godmother Sheila is 158cm barefoot, and trying to cut down on sugar")
    assert "Wexford Council" in _context_section(mem, "u", "Where does Maureen work?")
    assert "158cm" in _context_section(mem, "u", "How tall is Sheila?")
