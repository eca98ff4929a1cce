"""Stop 44, the lead's English lane: facts said the chat way, with a comment after them or a frame before them.

- a comment after the value ("is 53 already, feels like yesterday…", "an ER nurse — loves it", "71 I think, yeah 71",
  "from Wexford going by the accent", "all through dinner");
- what they are now ("is a lock keeper now", "a hydrographer these days");
- a place one is from said as a local or native with its region ("a Whitby, Yorkshire local, whole family still there");
- a pastime one is keen on ("is well into darts", "is mad keen on birdwatching");
- a British school's levels ("only got as far as A-levels", "left after GCSEs");
- a post held somewhere ("is the duty manager over there", "is clinical lead at work");
- a new number ("changed numbers again, it's … now");
- "you can tell our Ravi is from…": what shows is so;
- an age in a story ("turned 30 at the weekend and made us…", "X, 62 now, was…") or after "Please note,"
  and before ", thank you";
- where they work said the chat way ("works over Swansea way", "based in Cardiff now, job's there", "was still at
  work in Newport at 9pm") and work with a story or a comment after it.
And what stays no one's: "our house", a feeling, the user's own.
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions

from .test_entity_lead38 import _people


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("honestly can't believe my uncle Declan is sixty already, feels like yesterday he taught me to swim", "Declan",
         ("age", "sixty")),
        ("My cousin Orla is 29 I think, yeah 29", "Orla", ("age", "29")),
        ("My cousin Orla is a hydrographer these days", "Orla", ("job", "hydrographer")),
        ("My father-in-law, Brendan, is a lock keeper now, loves it", "Brendan", ("job", "lock keeper")),
        ("My cousin Orla is a Whitby, Yorkshire local, whole family still there", "Orla",
         ("from", "Whitby, Yorkshire")),
        ("My cousin Orla is a Tralee native, accent and all", "Orla", ("from", "Tralee")),
        ("My cousin Orla is from Wexford going by the accent", "Orla", ("from", "Wexford")),
        ("My cousin Orla was going on about the food back home in Galway all through dinner", "Orla",
         ("from", "Galway")),
        ("My brother Cian is well into darts", "Cian", ("hobby", "darts")),
        ("My brother Cian is mad keen on birdwatching", "Cian", ("hobby", "birdwatching")),
        ("My brother Cian only got as far as A-levels", "Cian", ("education", "A-levels")),
        ("My brother Cian left school after GCSEs", "Cian", ("education", "GCSEs")),
        ("My brother Cian is the duty manager over there", "Cian", ("title", "duty manager")),
        ("My brother Cian is clinical lead at work", "Cian", ("title", "clinical lead")),
        ("My brother Cian changed numbers again, it's 0161 555 0199 now", "Cian", ("phone", "0161 555 0199")),
        ("you can tell our Cian is from Limerick going by the accent", "Cian", ("from", "Limerick")),
        # an age in a story, said in passing, or after a joke and a thanks
        ("My trainee Rhian turned 30 at the weekend and made us sing every single verse of happy birthday", "Rhian",
         ("age", "30")),
        ("Went round for tea and my godfather Emlyn, 62 now, was moaning about his knees", "Emlyn",
         ("age", "62")),
        ("Please note, Rhian, my trainee, is like 19 lol jk, thirty, thank you.", "Rhian", ("age", "thirty")),
        ("Note, my trainee Rhian is 30", "Rhian", ("age", "30")),
        ("my trainee Cian — his highest qualification is A-levels.", "Cian", ("education", "A-levels")),
        ("My workmate Siân grew up in Tenby, Pembrokeshire tbh ok.", "Siân", ("from", "Tenby, Pembrokeshire")),
        ("My cousin Orla flew home to Sligo for the holidays, it's where the whole family's from", "Orla",
         ("from", "Sligo")),
        # where they work, said the chat way
        ("Rhian, my trainee, works over Swansea way.", "Rhian", ("works_in", "Swansea")),
        ("Rhian, my trainee, is based in Cardiff now, job's there", "Rhian", ("works_in", "Cardiff")),
        ("my aunt Gwen was still at work in Newport at 9pm, mad.", "Gwen", ("works_in", "Newport")),
        ("My aunt Gwen can't make Friday, works in Newport and the buses are a joke.", "Gwen", ("works_in", "Newport")),
        ("my aunt Gwen works as a farrier and at the party was telling everyone about horses", "Gwen",
         ("job", "farrier")),
        ("my aunt Gwen is working as a thatcher these days ya", "Gwen", ("job", "thatcher")),
        ("my aunt Gwen is a chimney sweep, handy if you ever need one lol", "Gwen", ("job", "chimney sweep")),
    ],
)  # fmt: skip
def test_a_fact_with_a_comment_after_or_a_frame_before(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, "en")[who]


@pytest.mark.parametrize(
    "said",
    [
        "You can tell our house is old.",
        "you can tell he is tired",
        "I'm 34 already, feels like yesterday I was 20",
    ],
)
def test_what_stays_no_ones(said: str) -> None:
    assert all(not facts for facts in _people(said, "en").values())


def test_thanks_to_someone_is_no_sign_off() -> None:
    people = _people("My sister Amy got the job, thanks to her boss. She is 34.", "en")
    assert ("age", "34") in people["Amy"]
    assert any("thanks to her boss" in value for _, value in people["Amy"])


def test_a_tie_said_aside_as_a_clause_is_an_apposition() -> None:
    found = [m for m in extract_mentions("Sarah, she's my boss, lives in Leeds", language="en") if m.kind == "person"]
    assert [(m.name, m.relation) for m in found] == [("Sarah", "boss")]
    assert ("lives_in", "Leeds") in {(f.attribute, f.value) for f in found[0].facts}


def test_someone_elses_tie_is_no_apposition() -> None:
    found = extract_mentions("I met Sarah, she's my boss's wife", language="en")
    assert not [m for m in found if m.name == "Sarah" and m.relation == "boss"]


def test_a_card_with_only_a_name_and_a_tie_is_that_person() -> None:
    found = [m for m in extract_mentions("Name: Dana; relation: cousin", language="en") if m.kind == "person"]
    assert [(m.name, m.relation) for m in found] == [("Dana", "cousin")]
