"""English names with their tie set beside them as an aside (stop 35): "Amy, who's my mum, …", "Liam, aka my
stepbrother, …", "Kev Lee = my trainee he …", "Meg Ray (my boss) - she …", "Bec Lee's my teammate - her …", "You know
Al Lee? my boss he …", "then there's Tom, who's my boss, …". What follows is read of the named person, and the memory
keeps the name and says it plainly ("User's mum Amy has …"), never "Who's User's mum, …" as if the user had called
the assistant "Amy". A real vocative ("Jiyi, remind me …") is still one.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from jiyi import Memory
from jiyi._clock import FixedClock
from jiyi.extractors._restate import restate
from tests.test_entity_ask_daily import _context_section, _said
from tests.test_entity_enforms import _facts

NOW = datetime(2026, 11, 27, 9, 0)


# (said, who, tie, one fact read of them)
_ASIDES = [
    # who's / who is / that's / aka / a.k.a. / also known as / i.e.
    ("Priya, who's my mum, lives in Pune.", "Priya", "mum", ("lives_in", "Pune")),
    ("Priya, who is my mum, is 58.", "Priya", "mum", ("age", "58")),
    ("Priya, who’s my mum, lives in Pune.", "Priya", "mum", ("lives_in", "Pune")),
    ("Ananya, who's my best mate, is 31.", "Ananya", "best mate", ("age", "31")),
    ("Tom, that's my boss, lives in Austin.", "Tom", "boss", ("lives_in", "Austin")),
    ("Priya, that's my cousin, is 29.", "Priya", "cousin", ("age", "29")),
    ("Liam, aka my stepbrother, works at Tesco.", "Liam", "stepbrother", ("employer", "Tesco")),
    ("Raj, a.k.a. my line manager, is from Leeds.", "Raj", "line manager", ("from", "Leeds")),
    ("Raj, also known as my boss, works in Sydney.", "Raj", "boss", ("works_in", "Sydney")),
    ("Ravi, i.e. my brother-in-law, works at Infosys.", "Ravi", "brother-in-law", ("employer", "Infosys")),
    ("Gemma, aka my flatmate, is 26.", "Gemma", "flatmate", ("age", "26")),
    ("Deepak, who's my uncle, lives in Chennai.", "Deepak", "uncle", ("lives_in", "Chennai")),
    ("lol Tom, who's my boss, lives in Leeds.", "Tom", "boss", ("lives_in", "Leeds")),
    ("See, Liam, aka my stepbrother, works at Tesco now.", "Liam", "stepbrother", ("employer", "Tesco")),
    ("Anyway, Tom (my boss) works in Leeds.", "Tom", "boss", ("works_in", "Leeds")),
    # then there's …
    (
        "Then there's Liam Fernandes, who's my stepbrother, he works at Aldi.",
        "Liam Fernandes",
        "stepbrother",
        ("employer", "Aldi"),
    ),
    ("And then there's Zoe, who's my cousin - she lives in Hobart.", "Zoe", "cousin", ("lives_in", "Hobart")),
    ("There's also Zoe, aka my cousin, who lives in Hobart.", "Zoe", "cousin", ("lives_in", "Hobart")),
    # Name = my tie
    ("Kev Thompson = my trainee he is 24.", "Kev Thompson", "trainee", ("age", "24")),
    ("Kev Thompson = my trainee, he works at Deloitte.", "Kev Thompson", "trainee", ("employer", "Deloitte")),
    ("Kev = my flatmate - he works in Brisbane.", "Kev", "flatmate", ("works_in", "Brisbane")),
    ("Ok so Kev Thompson = my trainee he is 40.", "Kev Thompson", "trainee", ("age", "40")),
    ("Dev Patel = my flatmate. he works in Manchester.", "Dev Patel", "flatmate", ("works_in", "Manchester")),
    ("ok so Shreya Iyer = my manager she lives in Pune", "Shreya Iyer", "manager", ("lives_in", "Pune")),
    ("Raj = my boss, he's 50.", "Raj", "boss", ("age", "50")),
    # Name (my tie) - she …
    ("Megan Thompson (my line manager) - she works in Leeds.", "Megan Thompson", "line manager", ("works_in", "Leeds")),
    ("Megan Thompson (my line manager) she is 45.", "Megan Thompson", "line manager", ("age", "45")),
    ("Zoe Clark (my cousin) she's 27", "Zoe Clark", "cousin", ("age", "27")),
    ("Zoe Clark (my cousin) — she lives in Hobart.", "Zoe Clark", "cousin", ("lives_in", "Hobart")),
    ("Megan (my boss) - she lives in Perth.", "Megan", "boss", ("lives_in", "Perth")),
    ("Zoe Clark (my cousin), she's 27.", "Zoe Clark", "cousin", ("age", "27")),
    ("Megan Thompson (my line manager). She lives in Perth.", "Megan Thompson", "line manager", ("lives_in", "Perth")),
    ("Deepa Walsh (my aunt) she is 65", "Deepa Walsh", "aunt", ("age", "65")),
    ("Rohan Das (our landlord). he lives in Kolkata", "Rohan Das", "landlord", ("lives_in", "Kolkata")),
    # Name's my tie - her …
    ("Bec Murphy's my teammate - her hometown is Kochi.", "Bec Murphy", "teammate", ("from", "Kochi")),
    ("Zoe Clark's my cousin, she lives in Hobart.", "Zoe Clark", "cousin", ("lives_in", "Hobart")),
    ("Zoe Clark's my cousin and she lives in Hobart.", "Zoe Clark", "cousin", ("lives_in", "Hobart")),
    ("Zoe's my cousin - her birthday is 3 May.", "Zoe", "cousin", ("birthday", "3 May")),
    ("Bec Murphy is my teammate fyi - she works in Bengaluru.", "Bec Murphy", "teammate", ("works_in", "Bengaluru")),
    # You know Name? my tie he …
    ("You know Tom Lee? my boss he is 50.", "Tom Lee", "boss", ("age", "50")),
    ("You know Dougal Walsh? my godfather, he lives in Cork.", "Dougal Walsh", "godfather", ("lives_in", "Cork")),
    ("You know Tom Lee? my boss his email is tom@lee.io", "Tom Lee", "boss", ("email", "tom@lee.io")),
    ("Remember Zoe Clark? my cousin, she lives in Hobart.", "Zoe Clark", "cousin", ("lives_in", "Hobart")),
    ("do you know Amir Khan? my neighbour he is 70", "Amir Khan", "neighbour", ("age", "70")),
]


@pytest.mark.parametrize(("said", "who", "tie", "fact"), _ASIDES)
def test_a_tie_said_beside_the_name_is_theirs(said: str, who: str, tie: str, fact: tuple[str, str]) -> None:
    facts = _facts(said)
    assert who in facts, facts
    assert ("relation", tie) in facts[who] and fact in facts[who], facts


@pytest.mark.parametrize(
    "said",
    [
        "Amy, who's my mum's friend, lives in Leeds.",  # the friend of the mum, no tie of Amy's to the user
        "Does Amy, who's my mum, live in Leeds?",  # asked
        "If Tom, who's my boss, moved to Leeds I'd be happy.",  # a hypothetical
        "Amy, who's my mum, doesn't live in Leeds.",  # denied
        "Kev = my trainee, I live in Leeds.",  # the user's own
        "Tom Lee (my boss), my sister lives in Leeds.",  # a third person
        "Amy, who's my mum, says her friend Jo lives in Leeds.",  # a third person
    ],
)
def test_no_place_given_to_the_named_one_that_is_not_theirs(said: str) -> None:
    for who, facts in _facts(said).items():
        if who in ("Amy", "Tom", "Kev", "Tom Lee"):
            assert not any(a in ("lives_in", "works_in") for a, _ in facts), (who, facts)


def test_a_vocative_is_no_person() -> None:
    facts = _facts("Jiyi, my sister works at Google.")
    assert "Jiyi" not in facts, facts


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Aoife, who's my mum, has taken up surfing.", "User's mum Aoife has taken up surfing"),
        ("Priya, who is my mum, has moved to Pune.", "User's mum Priya has moved to Pune"),
        ("See, Liam, aka my stepbrother, works at Tesco now.", "User's stepbrother Liam works at Tesco now"),
        ("Raj, also known as my boss, works in Sydney now.", "User's boss Raj works in Sydney now"),
        ("Tom, that's my boss, lives in Austin with his wife.", "User's boss Tom lives in Austin with his wife"),
        ("Ok so Kev Thompson = my trainee he finished his degree last year.", "User's trainee Kev Thompson finished"),
        ("Raj = my boss, he's 50 this year.", "User's boss Raj is 50 this year"),
        ("Kev Thompson = my trainee.", "Kev Thompson is User's trainee"),
        (
            "Then there's Liam Fernandes, who's my stepbrother, he got a job with Ashgrove Primary.",
            "User's stepbrother Liam Fernandes got a job with Ashgrove Primary",
        ),
        (
            "Megan Thompson (my line manager) - she always picks up on 338-446-7214.",
            "User's line manager Megan Thompson always picks up on 338-446-7214",
        ),
        (
            "Megan Thompson (my line manager) she works in Leeds these days.",
            "User's line manager Megan Thompson works in Leeds these days",
        ),
        ("Lena, my boss, is moving to Berlin soon.", "User's boss Lena is moving to Berlin soon"),
    ],
)
def test_the_memory_keeps_the_name_beside_its_tie(said: str, memory: str) -> None:
    got = restate(said, NOW)
    assert got is not None and got.content.startswith(memory), got
    assert not got.content.startswith(("Who", "Aka", "That's")) and "=" not in got.content, got


def test_a_vocative_still_goes_from_the_memory() -> None:
    got = restate("Jiyi, remind me that my sister moved to Leeds last week.", NOW)
    assert got is None or "Jiyi" not in got.content, got
    got = restate("Caroline, my sister moved to Leeds last week and loves it.", NOW)
    assert got is not None and not got.content.startswith("Caroline"), got


def test_the_named_one_answers_through_context(mem: Memory, clock: FixedClock) -> None:
    _said(mem, clock, "u", "Liam, aka my stepbrother, works at Tesco these days.")
    _said(mem, clock, "u", "ok so Shreya Iyer = my manager she lives in Pune")
    block = _context_section(mem, "u", "Where does Liam work?")
    assert "Tesco" in block and "stepbrother" in block, block
    block = _context_section(mem, "u", "Where does my manager live?")
    assert "Shreya Iyer" in block and "Pune" in block, block


@pytest.mark.parametrize(
    ("said", "phone"),
    [
        ("Deb can be reached on (212) 555-0143.", "(212) 555-0143"),
        ("my cousin Deb: (212) 555-0143", "(212) 555-0143"),
        ("Deb (my cousin) is on (212) 555-0143", "(212) 555-0143"),
    ],
)
def test_a_bracketed_area_code_keeps_one_bracket(said: str, phone: str) -> None:
    # keeping a closing bracket with its opening one ("Megan Thompson (my line manager).") must not put a second
    # opening bracket before a number that opens on one ("((212) 555-0143")
    from jiyi.extractors._entities import extract_mentions

    assert [f.value for m in extract_mentions(said, language="en") for f in m.facts if f.attribute == "phone"] == [
        phone
    ]
