"""English memory text read like UI copy (stop 30): a note's pasted field, the telling of an answer, a chat idiom for
an event and a form's label are said as the statement each makes; a frame about the telling names its person; a
fronted phrase said again keeps one subject. What has no such shape reads as it did."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from jiyi.extractors._memory_text import plainly
from jiyi.extractors._restate import restate

NOW = datetime(2026, 11, 20, 9, tzinfo=UTC)


def _memory(said: str) -> str:
    r = restate(said, NOW, "")
    assert r is not None
    return plainly(r.content, "en")


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("My coworker Imani — education: master of arts", "User's coworker Imani has a master of arts"),
        ("my sister-in-law — education: GED", "User's sister-in-law has a GED"),
        ("My grandpa Rupert — birthday December 22nd", "User's grandpa Rupert's birthday is December 22nd"),
        (
            "My mother-in-law trained as an optometrist, and she — height 1.78 m",
            "User's mother-in-law trained as an optometrist, and is 1.78 m tall",
        ),
        ("My coworker Tom — job: paralegal", "User's coworker Tom works as a paralegal"),
        ("My aunt Lena – hometown: Pune", "User's aunt Lena is from Pune"),
    ],
)
def test_a_pasted_field_after_a_dash_is_said_as_a_statement(said: str, memory: str) -> None:
    assert _memory(said) == memory


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        (
            "I know you'll ask how tall my coworker Wren is: 175 centimeters",
            "User's coworker Wren is 175 centimeters tall",
        ),
        ("I know you'd ask where my aunt is from — Pune", "User's aunt is from Pune"),
        (
            "I baked my first sourdough loaf today! I'd love to share it with you.",
            "User baked their first sourdough loaf today (2026-11-20)",
        ),
        (
            "I'm stuck on my thesis, and I was hoping to get some advice from you",
            "User is stuck on their thesis",
        ),
        ("For example, I ran 10k last Sunday", "User ran 10k last Sunday (2026-11-15)"),
        (
            "That pic's from when my band played the county fair in June",
            "User's band played the county fair in June (2026-06)",  # a month gone by is dated (memtext11)
        ),
        ("I know you will want to know how old my nephew Sam is: 12", "User's nephew Sam is 12"),
    ],
)
def test_the_telling_of_an_answer_is_the_answer(said: str, memory: str) -> None:
    assert _memory(said) == memory


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("All in all the race I went to was a morning", "The race User went to lasted a morning"),
        (
            "long story short, the gala I went to took up a whole evening",
            "The gala User went to lasted a whole evening",
        ),
        ("The book club I went to dragged on for an afternoon", "The book club User went to lasted an afternoon"),
        (
            "The expo I went to got penciled in for August 5, 2025",
            "The expo User went to was on August 5, 2025 (2025-08-05)",
        ),
        (
            "The organizers put the book club I went to at the Kimmel Center in Philadelphia",
            "The book club User went to was at the Kimmel Center in Philadelphia",
        ),
        (
            "The meetup I went to ended up at a brewery in Denver",
            "The meetup User went to was at a brewery in Denver",
        ),
        ("The wedding I went to got close to 40 people", "The wedding User went to had close to 40 people"),
        (
            "I dragged myself to the AI hackathon. This hackathon took up a whole weekend",
            "User dragged themselves to the AI hackathon. This hackathon lasted a whole weekend",
        ),
        (
            "I did my old roommate's wedding at Music City Center in Nashville",
            "User's old roommate's wedding was at Music City Center in Nashville",
        ),
        (
            "We had the wedding I went to on November 7, 2025",
            "The wedding User went to was on November 7, 2025 (2025-11-07)",
        ),
        (
            "We went to the Turkey Trot as a family. It happened to be on November 1, 2025.",
            "User and their family went to the Turkey Trot. It was on November 1, 2025 (2025-11-01)",
        ),
        (
            "My family and I went to my cousin's wedding as a family",
            "User and their family went to their cousin's wedding",
        ),
        (
            "The race I went to boiled down to pacing a friend to a personal best",
            "The race User went to was pacing a friend to a personal best",
        ),
    ],
)
def test_a_chat_idiom_for_an_event_is_said_with_the_plain_verb(said: str, memory: str) -> None:
    assert _memory(said) == memory


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("My mentee Dmitri's highest qualification is a two-year degree", "User's mentee Dmitri has a two-year degree"),
        ("My stepdad Anton's place of origin is Eau Claire", "User's stepdad Anton is from Eau Claire"),
        ("My manager's place of work is Boise", "User's manager works in Boise"),
        ("My coworker Sadie's height is recorded as 1.78 m", "User's coworker Sadie is 1.78 m tall"),
        ("My cousin's occupation is air traffic controller", "User's cousin works as an air traffic controller"),
        (
            "My mentee works in Spokane now, and his occupation is paralegal",
            "User's mentee works in Spokane now, and works as a paralegal",
        ),
        (
            "Standing 1.70 m tall, my daughter always ends up in the back row of photos",
            "User's daughter is 1.70 m tall and always ends up in the back row of photos",
        ),
    ],
)
def test_a_forms_label_is_said_with_the_plain_verb(said: str, memory: str) -> None:
    assert _memory(said) == memory


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        (
            "I should tell you about Marnie Dubois — my sister; my mom says she is 41 now.",
            "User's mom says their sister Marnie Dubois is 41 now",
        ),
        ("Gotta tell you about Pete, my uncle. He moved to Leeds.", "User's uncle Pete moved to Leeds"),
        (
            "Hooked on chess, my cousin Cormac plays every weekend, and he measured 1.93 m at the doctor's.",
            "User's cousin Cormac is hooked on chess and plays every weekend, and he measured 1.93 m at the doctor's",
        ),
        (
            "My dad mentioned Joanna's birthday is January 5, 1984.",
            "User's dad mentioned Joanna's birthday is January 5, 1984",
        ),
    ],
)
def test_the_person_is_named_once_and_the_telling_verb_kept(said: str, memory: str) -> None:
    assert _memory(said) == memory


@pytest.mark.parametrize(
    "said",
    [
        "I ended up at the hospital",  # the user, not an event: "ended up" is what happened
        "I got a few people to help me move",  # "got … people" with more after it is no head count
        "Our trip to Rome was a whole week of rain",  # a span with more after it is no length
        "My cousin — the one in Denver — is a pilot",  # a dash with no field label
        "My mom mentioned Dana moved to Ohio",
        "My coworker's place of work is a mess",  # no place: the label is no "works in"
        "My neighbor's job is a nightmare",  # no trade
        "I had lunch at the diner",  # no event had
        "I happened to be on the bus",  # no date
        "I did my homework at the library",
    ],
)
def test_what_has_no_such_shape_reads_as_it_did(said: str) -> None:
    r = restate(said, NOW, "")
    assert r is not None
    body = r.content.rstrip(".")
    assert plainly(r.content, "en") == body[:1].upper() + body[1:]
