"""Every way an English chat names a person, crossed with every way it states a fact about them (issue #21).

The table is built here from a list of references ("aunt jo", "Ray my stepdad", "dev (coworker)", "Mrs Lee next
door", "my MIL", …) and a list of statements (age, height, education, job, title, employer, hometown, home, hobby,
trait), each said in one of several voices (plain, lower case, no final stop, "btw" opener, "lol" or emoji tail, a
filler inside, the fact in a second sentence with she / he, two people in one message). Each case checks the value
lands on the right person (name and tie) with the right attribute, and that no one else gets a fact. The negatives
are what must not be read: the user's own facts, questions, hypotheticals, someone else's tie, a thing that is no
person.
"""

from __future__ import annotations

import itertools

import pytest

from jiyi._entity_models import Mention
from jiyi.extractors._entities import extract_mentions

# (reference, name, tie, gender, said in lower case too)
REFS = [
    ("aunt jo", "Jo", "aunt", "f", True),
    ("grandpa Joe", "Joe", "grandpa", "m", True),
    ("uncle bob", "Bob", "uncle", "m", True),
    ("my roomie Sam", "Sam", "roomie", "m", True),
    ("my MIL", "", "mil", "f", True),
    ("my SIL Ana", "Ana", "sil", "f", True),
    ("dev (coworker)", "Dev", "coworker", "m", True),
    ("Ines (boss)", "Ines", "boss", "f", True),
    ("Ray my stepdad", "Ray", "stepdad", "m", False),
    ("Mrs Lee next door", "Lee", "neighbor", "f", True),
    ("my neighbor mrs lee", "Lee", "neighbor", "f", True),
    ("Dev from work", "Dev", "colleague", "m", False),
    ("Pete from church", "Pete", "", "m", False),
    ("Dr. Kim", "Kim", "", "f", True),
    ("Omar, a friend from college,", "Omar", "friend", "m", True),
]
# (attributes that hold it, what follows the reference, the value)
STATEMENTS = [
    ({"age"}, "just turned 62", "62"),
    ({"height"}, "is 168cm tall", "168cm"),
    ({"education"}, "has a masters in nursing", "masters in nursing"),
    ({"job"}, "works as a nurse", "nurse"),
    ({"title"}, "got promoted to senior manager", "senior manager"),
    ({"employer"}, "works at Google", "Google"),
    ({"from"}, "grew up in Leeds", "Leeds"),
    ({"lives_in"}, "lives in Leeds now", "Leeds"),
    ({"hobby", "likes"}, "is really into pottery", "pottery"),
    ({"trait"}, "is super patient", "patient"),
]
VOICES = ["plain", "lower", "nopunct", "btw", "lol", "emoji", "filler", "second", "two"]


def _voice(voice: str, ref: str, said: str, gender: str) -> str:
    head = ref[0].upper() + ref[1:]
    return {
        "plain": f"{head} {said}.",
        "lower": f"{ref} {said}.".lower(),
        "nopunct": f"{ref} {said}",
        "btw": f"btw {ref} {said}",
        "lol": f"{head} {said} lol",
        "emoji": f"{head} {said} 😅",
        "filler": f"{head.rstrip(',')}, um, {said}",
        "second": f"I saw {ref} yesterday. {'She' if gender == 'f' else 'He'} {said}.",
        "two": f"{head} {said}, and my neighbour Carl is 40.",
    }[voice]


def _cases() -> list[tuple[str, str, str, set[str], str]]:
    cases = []
    for (i, (ref, name, tie, gender, lower_ok)), (j, (attrs, said, value)) in itertools.product(
        enumerate(REFS), enumerate(STATEMENTS)
    ):
        voice = VOICES[(i + j) % len(VOICES)]
        if voice == "lower" and not lower_ok:  # "dev from work" in lower case: a word, as far as anyone can tell
            voice = "plain"
        cases.append((_voice(voice, ref, said, gender), name, tie, attrs, value))
    return cases


def _is(m: Mention, name: str, tie: str) -> bool:
    if m.pronoun:
        return False
    if name:
        return m.name.casefold() == name.casefold()
    return m.relation.casefold() == tie


@pytest.mark.parametrize(("text", "name", "tie", "attrs", "value"), _cases())
def test_a_fact_lands_on_the_person_it_names(text: str, name: str, tie: str, attrs: set[str], value: str) -> None:
    said = extract_mentions(text, language="en")
    them = [m for m in said if _is(m, name, tie)]
    assert len(them) == 1, (text, said)
    assert any(f.attribute in attrs and value.casefold() in f.value.casefold() for f in them[0].facts), (text, said)
    if tie:
        assert them[0].relation.casefold() == tie, (text, said)
    others = [m for m in said if m is not them[0] and m.facts and not (m.name == "Carl" and m.facts[0].value == "40")]
    assert others == [], (text, said)


@pytest.mark.parametrize(
    ("text", "name", "tie", "label", "value"),
    [
        ("Ray my stepdad's birthday is March 3", "Ray", "stepdad", "birthday", "March 3"),
        ("aunt jo's number is 555-201-7788", "Jo", "aunt", "phone", "555-201-7788"),
        ("fyi dev (coworker)'s email is dev.k@mail.com", "Dev", "coworker", "email", "dev.k@mail.com"),
        ("Mrs Lee next door's cell is 555 201 7788 lol", "Lee", "neighbor", "phone", "555 201 7788"),
        ("my roomie Sam's birthday is May 4th", "Sam", "roomie", "birthday", "May 4th"),
        ("Email for my MIL: mil.k@mail.com", "", "mil", "email", "mil.k@mail.com"),
        ("my boss, ines, is super patient", "Ines", "boss", "trait", "patient"),
        ("jo, my aunt, works at Google", "Jo", "aunt", "employer", "Google"),
        ("We had lunch with my mom today. She just turned 62.", "", "mom", "age", "62"),
        ("I saw Pete from church yesterday. He works as a nurse.", "Pete", "", "job", "nurse"),
    ],
)
def test_more_ways_to_say_whose_it_is(text: str, name: str, tie: str, label: str, value: str) -> None:
    said = extract_mentions(text, language="en")
    them = [m for m in said if _is(m, name, tie)]
    assert len(them) == 1 and (m := them[0]).relation.casefold() == tie, (text, said)
    assert any(f.attribute == label and f.value == value for f in m.facts), (text, said)
    assert [o for o in said if o is not m and o.facts] == [], (text, said)


def _facts(text: str) -> list[tuple[str, str, str, str]]:
    return [(m.name, m.relation, f.attribute, f.value) for m in extract_mentions(text, language="en") for f in m.facts]


@pytest.mark.parametrize(
    "text",
    [
        "I'm 34 and i live in leeds",  # the user's own
        "i work as a nurse lol",
        "is aunt jo a nurse?",  # a question
        "would my sister be a good nurse?",
        "if aunt jo were 62 she'd retire",  # a hypothetical
        "I saw my dad yesterday. She is 62.",  # no she among them
        "I met my sister and my mom yesterday. She is a nurse.",  # which she, it does not say
        "I saw my mom's friend yesterday. She is 62.",  # someone of my mom's, not my mom
        "I saw Titanic yesterday. It is 3 hours long.",  # a film, no person
        "the guy from the gym is 40",  # no one named
        "dr. pepper is my favorite drink",
        "Grandpa's farm is in Iowa",  # the farm is there, no one lives there by it
    ],
)
def test_nothing_is_read_of_anyone(text: str) -> None:
    assert [f for f in _facts(text) if f[2] != "note"] == [], text


@pytest.mark.parametrize(
    ("text", "not_named"),
    [
        ("grandma rose early today and made pancakes", "Rose"),  # a name that is a verb after a kin title
        ("uncle will be here soon", "Will"),
        ("my boss always is late lol", "Always"),  # a word of the language after a tie
        ("What does my daughter like? Dinosaurs.", "Like"),
        ("my boss who's from Ohio is 45", "Who's"),
        # third-party chat (LoCoMo): a word after a tie of many, and a noun of the language by its ending
        ("I'm thinking of setting up something like this for my kids soon.", "Soon"),
        ("We want to teach our kids responsibility and compassion.", "Responsibility"),
        ("I met Lisa at the gym; she's a yoga teacher", "Lisa at"),
    ],
)
def test_a_word_is_no_name(text: str, not_named: str) -> None:
    assert not_named not in [m.name for m in extract_mentions(text, language="en")], text


@pytest.mark.parametrize(
    ("text", "whose"),
    [
        ("my friend's dog is 3", "friend"),  # the dog's age, not my friend's
        ("her aunt jo is 62", "aunt"),  # her aunt, not mine
        ("Tom's uncle bob is a nurse", "uncle"),  # Tom's uncle
    ],
)
def test_someone_elses_tie_is_not_the_users(text: str, whose: str) -> None:
    assert [f for f in _facts(text) if f[1].casefold() == whose] == [], text


def test_a_tie_keeps_its_modifier_and_a_place_is_no_name() -> None:
    said = extract_mentions("My older cousin Mike is a nurse.", language="en")
    assert [(m.name, m.relation) for m in said] == [("Mike", "older cousin")]
    said = extract_mentions("Pete from church is 62 and I am 30.", language="en")
    assert [(m.name, [(f.attribute, f.value) for f in m.facts]) for m in said] == [("Pete", [("age", "62")])]
