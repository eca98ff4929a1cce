"""English predicates (issue #21): what a clause says of a clearly named person, however it is said.

People rarely name the attribute. They say what someone does ("teaches chemistry at a high school in Tucson", "runs a
bakery", "is in sales", "does the books for a dental office", "drives a truck for a living"), how far they went in
school ("is studying for an associate degree", "dropped out of college", "graduated from Ohio State with a BA", "is
a Stanford grad"), what they are like ("a real bookworm", "kind of a control freak", "the calmest guy I know"), what
they do for fun ("plays in a band", "paints watercolors in her free time") and several of these in one breath
("is 62, retired, and lives in Tampa"). Each case is one user message and the exact mentions read from it, with a
plain subject ("My cousin Dana …") so only the predicate is under test. The negative cases (plans, wishes, past
habits, questions, hypotheticals, the user's own facts, a superlative that is no temperament, an object that is no
trade) must add no fact to anyone; the end-to-end case goes through the public API on every store.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions

from .test_entity_extract import Row, _org, _p, _rows
from .test_entity_profile_en import _facts as _view_facts
from .test_entity_profile_en import _person, _tell

CASES: list[tuple[str, list[Row]]] = [
    (
        "My cousin Tamsin did her master's at Purdue.",
        [
            _p("Tamsin", "cousin", ("education", "master's"), ("school", "Purdue"), links=(("studied_at", "Purdue"),)),
            _org("Purdue"),
        ],
    ),
    ("My aunt Helen got her PhD in linguistics.", [_p("Helen", "aunt", ("education", "PhD in linguistics"))]),
    ("My brother-in-law Marcus has an MBA.", [_p("Marcus", "brother-in-law", ("education", "MBA"))]),
    (
        "My nephew Ollie is studying for an associate degree in nursing.",
        [_p("Ollie", "nephew", ("education", "associate degree in nursing"))],
    ),
    (
        "My colleague Dmitri dropped out of college.",
        [_p("Dmitri", "colleague", ("education", "dropped out of college"))],
    ),
    (
        "My boss Lena graduated from Ohio State with a BA.",
        [_p("Lena", "boss", ("education", "BA"), ("school", "Ohio State"))],
    ),
    (
        "My coworker Raj is a Stanford grad.",
        [_p("Raj", "coworker", ("education", "Stanford grad"), ("school", "Stanford"))],
    ),
    ("My sister-in-law Nadia has two degrees.", [_p("Nadia", "sister-in-law", ("education", "two degrees"))]),
    (
        "My colleague Bea is a high school dropout.",
        [_p("Bea", "colleague", ("education", "dropped out of high school"))],
    ),
    ("My cousin Kyle never finished high school.", [_p("Kyle", "cousin", ("education", "never finished high school"))]),
    ("My aunt Sheila went to nursing school.", [_p("Sheila", "aunt", ("education", "nursing school"))]),
    ("My cousin Lou is a PhD student at MIT.", [_p("Lou", "cousin", ("education", "PhD student"), ("school", "MIT"))]),
    (
        "My report Tariq is working towards his bachelor's in IT.",
        [_p("Tariq", "report", ("education", "bachelor's in IT"))],
    ),
    ("my uncle Ned went to trade school in Omaha", [_p("Ned", "uncle", ("education", "trade school"))]),
    (
        "My coworker Jules graduated from Rutgers with a degree in economics.",
        [_p("Jules", "coworker", ("education", "degree in economics"), ("school", "Rutgers"))],
    ),
    (
        "My colleague Anika studied chemistry at Cornell.",
        [_p("Anika", "colleague", ("major", "chemistry"), ("school", "Cornell"))],
    ),
    (
        "My cousin Priya is pursuing a master's in data science.",
        [_p("Priya", "cousin", ("education", "master's in data science"))],
    ),
    (
        "My brother-in-law Marcus teaches chemistry at a high school in Tucson.",
        [_p("Marcus", "brother-in-law", ("job", "chemistry teacher"), ("works_in", "Tucson"))],
    ),
    ("My aunt Viv teaches third grade.", [_p("Viv", "aunt", ("job", "third grade teacher"))]),
    ("My sister-in-law Nadia teaches piano.", [_p("Nadia", "sister-in-law", ("job", "piano teacher"))]),
    ("My uncle Sal runs a bakery.", [_p("Sal", "uncle", ("job", "bakery owner"))]),
    ("My aunt Jo manages a hotel in Reno.", [_p("Jo", "aunt", ("title", "hotel manager"), ("works_in", "Reno"))]),
    (
        "My cousin Rina owns a little flower shop in Santa Fe.",
        [_p("Rina", "cousin", ("job", "flower shop owner"), ("works_in", "Santa Fe"))],
    ),
    ("My cousin Jen is in sales.", [_p("Jen", "cousin", ("job", "sales"))]),
    ("My coworker Luis is in finance.", [_p("Luis", "coworker", ("job", "finance"))]),
    ("My cousin Mo works in IT.", [_p("Mo", "cousin", ("job", "IT"))]),
    ("My uncle Hal is in the navy.", [_p("Hal", "uncle", ("job", "navy"))]),
    ("My aunt Pat does the books for a dental office.", [_p("Pat", "aunt", ("job", "bookkeeper"))]),
    ("My colleague Omar does marketing for a startup.", [_p("Omar", "colleague", ("job", "marketing"))]),
    ("My cousin Theo writes software for a living.", [_p("Theo", "cousin", ("job", "software developer"))]),
    ("My uncle Dom drives a truck for a living.", [_p("Dom", "uncle", ("job", "truck driver"))]),
    ("My cousin Ben fixes cars for a living.", [_p("Ben", "cousin", ("job", "mechanic"))]),
    (
        "My neighbor Gus drives for Uber.",
        [_p("Gus", "neighbor", ("employer", "Uber"), ("job", "driver"), links=(("works_at", "Uber"),)), _org("Uber")],
    ),
    ("My friend Gabe works for the city as a bus driver.", [_p("Gabe", "friend", ("job", "bus driver"))]),
    (
        "My cousin Lara works at a law firm in Chicago as a paralegal.",
        [_p("Lara", "cousin", ("job", "paralegal"), ("works_in", "Chicago"))],
    ),
    ("My cousin Dana works nights as an ER nurse.", [_p("Dana", "cousin", ("job", "ER nurse"))]),
    (
        "My cousin Dana works as an anesthesiologist at a hospital in Phoenix.",
        [_p("Dana", "cousin", ("job", "anesthesiologist"), ("works_in", "Phoenix"))],
    ),
    (
        "My colleague Ruth is a nurse at a clinic in Leeds.",
        [_p("Ruth", "colleague", ("job", "nurse"), ("works_in", "Leeds"))],
    ),
    ("Priya is working as an accountant these days.", [_p("Priya", "", ("job", "accountant"))]),
    ("my sis-in-law Carmen cuts hair for a living", [_p("Carmen", "sis-in-law", ("job", "hairdresser"))]),
    ("My teammate Jordan is now working remotely from Boise.", [_p("Jordan", "teammate", ("works_in", "Boise"))]),
    ("My coworker Amir is based in Chicago.", [_p("Amir", "coworker", ("works_in", "Chicago"))]),
    ("My manager Olga is based out of Houston.", [_p("Olga", "manager", ("works_in", "Houston"))]),
    ("My colleague Kenji works remotely from Portland.", [_p("Kenji", "colleague", ("works_in", "Portland"))]),
    ("My nephew Sam is already 6 feet tall.", [_p("Sam", "nephew", ("height", "6 feet"))]),
    (
        "My cousin Dana is 38 and teaches chemistry at a high school in Tucson.",
        [_p("Dana", "cousin", ("age", "38"), ("job", "chemistry teacher"), ("works_in", "Tucson"))],
    ),
    (
        "My aunt Jo is 62, retired, and lives in Tampa.",
        [_p("Jo", "aunt", ("age", "62"), ("lives_in", "Tampa"), ("status", "retired"))],
    ),
    (
        "My cousin Dana's 34, a nurse, super outgoing.",
        [_p("Dana", "cousin", ("age", "34"), ("job", "nurse"), ("trait", "outgoing"))],
    ),
    (
        "My report Ivy is a night owl and a perfectionist.",
        [_p("Ivy", "report", ("trait", "a night owl"), ("trait", "a perfectionist"))],
    ),
    (
        "My uncle Rob is 57 and runs a hardware store in Fresno.",
        [_p("Rob", "uncle", ("age", "57"), ("job", "hardware store owner"), ("works_in", "Fresno"))],
    ),
    (
        "My colleague Megan is 29, 5'6\", and a real introvert.",
        [_p("Megan", "colleague", ("age", "29"), ("height", "5'6\""), ("trait", "a real introvert"))],
    ),
    (
        "My cousin Ana is 31 and does the books for a law firm.",
        [_p("Ana", "cousin", ("age", "31"), ("job", "bookkeeper"))],
    ),
    (
        "My mentor Helen has a PhD in linguistics and teaches at a university in Boston.",
        [
            _p(
                "Helen",
                "mentor",
                ("education", "PhD in linguistics"),
                ("job", "college instructor"),
                ("works_in", "Boston"),
            )
        ],
    ),
    ("My cousin Tamsin is a real bookworm.", [_p("Tamsin", "cousin", ("trait", "bookworm"))]),
    ("My colleague Jordan is the calmest guy I know.", [_p("Jordan", "colleague", ("trait", "calm"))]),
    ("My boss Lena is kind of a control freak.", [_p("Lena", "boss", ("trait", "control freak"))]),
    ("My aunt Lil is the most optimistic person I know.", [_p("Lil", "aunt", ("trait", "optimistic"))]),
    ("My coworker Dev is a total people person.", [_p("Dev", "coworker", ("trait", "a total people person"))]),
    ("My cousin Mia is a bit of a homebody.", [_p("Mia", "cousin", ("trait", "a bit of a homebody"))]),
    ("My uncle Gil is the funniest guy in the family.", [_p("Gil", "uncle", ("trait", "funny"))]),
    ("My boss Carla is a workaholic.", [_p("Carla", "boss", ("trait", "a workaholic"))]),
    ("My teammate Zed is the nicest person I've ever met.", [_p("Zed", "teammate", ("trait", "nice"))]),
    ("My cousin Pete is a bit of a worrier.", [_p("Pete", "cousin", ("trait", "worrier"))]),
    ("My colleague Sara plays in a band.", [_p("Sara", "colleague", ("hobby", "playing in a band"))]),
    ("My cousin Eli collects vinyl records.", [_p("Eli", "cousin", ("hobby", "collecting vinyl records"))]),
    ("My coworker Maya runs marathons.", [_p("Maya", "coworker", ("hobby", "running marathons"))]),
    ("My aunt Sue paints watercolors in her free time.", [_p("Sue", "aunt", ("hobby", "painting watercolors"))]),
    ("My uncle Bo knits.", [_p("Bo", "uncle", ("hobby", "knitting"))]),
    ("My boss Carl bakes sourdough on weekends.", [_p("Carl", "boss", ("hobby", "baking sourdough"))]),
    ("My cousin Raf climbs every weekend.", [_p("Raf", "cousin", ("hobby", "climbing"))]),
    ("My cousin Lin sings in a choir.", [_p("Lin", "cousin", ("hobby", "singing in a choir"))]),
    ("My colleague Ed restores old cars.", [_p("Ed", "colleague", ("hobby", "restoring old cars"))]),
    ("My cousin Dana texted me her new number, 555-201-3344.", [_p("Dana", "cousin", ("phone", "555-201-3344"))]),
    (
        "My aunt Ruth, 58, runs a bakery in Tulsa and knits in her spare time.",
        [_p("Ruth", "aunt", ("age", "58"), ("hobby", "knitting"), ("job", "bakery owner"), ("works_in", "Tulsa"))],
    ),
    ("My boss Lena is very private.", [_p("Lena", "boss", ("trait", "private"))]),
    ("My colleague Al is the quietest one of us all.", [_p("Al", "colleague", ("trait", "quiet"))]),
    (
        "My cousin Tamsin Hale is a real bookworm and dropped out of college.",
        [_p("Tamsin Hale", "cousin", ("education", "dropped out of college"), ("trait", "bookworm"))],
    ),
    # other voices: terse, lower case, a typo'd plural, a value before its word, two facts with a comma
    (
        "My cousin Nell is a nurse practitioner, she works at a clinic in Boise.",
        [_p("Nell", "cousin", ("job", "nurse practitioner"), ("works_in", "Boise"))],
    ),
    ("my coworker Jay is in HR", [_p("Jay", "coworker", ("job", "HR"))]),
    (
        "My colleague Raúl works in IT at Banco Azul.",
        [
            _p("Raúl", "colleague", ("employer", "Banco Azul"), ("job", "IT"), links=(("works_at", "Banco Azul"),)),
            _org("Banco Azul"),
        ],
    ),
    ("My uncle Ron is a retired cop.", [_p("Ron", "uncle", ("job", "retired cop"))]),
    ("My aunt Meg is a retired schoolteacher.", [_p("Meg", "aunt", ("job", "retired schoolteacher"))]),
    (
        "My cousin Beth got her bachelors from UT Austin.",
        [
            _p(
                "Beth",
                "cousin",
                ("education", "bachelors"),
                ("school", "UT Austin"),
                links=(("studied_at", "UT Austin"),),
            ),
            _org("UT Austin"),
        ],
    ),
    ("My cousin Zoe's got a masters in social work.", [_p("Zoe", "cousin", ("education", "masters in social work"))]),
    (
        "My brother-in-law Tom is a lawyer in Dallas.",
        [_p("Tom", "brother-in-law", ("job", "lawyer"), ("works_in", "Dallas"))],
    ),
    ("My colleague Hana is the sweetest person ever.", [_p("Hana", "colleague", ("trait", "sweet"))]),
    ("my cousin Leo is super chill", [_p("Leo", "cousin", ("trait", "chill"))]),
    ("My cousin Leo is really laid back and kinda shy.", [_p("Leo", "cousin", ("trait", "laid back and kinda shy"))]),
    (
        "My friend Ola teaches English in Seoul.",
        [_p("Ola", "friend", ("job", "English teacher"), ("works_in", "Seoul"))],
    ),
    (
        "My uncle Mike teaches at Lincoln High.",
        [
            _p(
                "Mike", "uncle", ("employer", "Lincoln High"), ("job", "teacher"), links=(("works_at", "Lincoln High"),)
            ),
            _org("Lincoln High"),
        ],
    ),
    (
        "My cousin Sid owns a pizza place in Jersey City.",
        [_p("Sid", "cousin", ("job", "pizza place owner"), ("works_in", "Jersey City"))],
    ),
    ("My aunt Fay runs her own cleaning business.", [_p("Fay", "aunt", ("job", "cleaning business owner"))]),
    ("My boss Tina is an early bird.", [_p("Tina", "boss", ("trait", "an early bird"))]),
    ("My cousin Abe is into woodworking.", [_p("Abe", "cousin", ("likes", "woodworking"))]),
    ("My uncle Gus plays poker every Friday.", [_p("Gus", "uncle", ("hobby", "poker"))]),
    ("My cousin Ty is 6'3 and plays basketball.", [_p("Ty", "cousin", ("height", "6'3\""), ("hobby", "basketball"))]),
    ("My aunt Dee stands about five six.", [_p("Dee", "aunt", ("height", "five six"))]),
    ("My coworker Li is 1.65m.", [_p("Li", "coworker", ("height", "1.65m"))]),
    ("My cousin Wes was born on the 4th of July, 1990.", [_p("Wes", "cousin", ("birthday", "the 4th of July, 1990"))]),
    ("My cousin Amy's bday is Oct 12.", [_p("Amy", "cousin", ("birthday", "Oct 12"))]),
    (
        "My manager Ayo is originally from Lagos but works out of our London office.",
        [_p("Ayo", "manager", ("from", "Lagos"), ("works_in", "London"))],
    ),
    ("My colleague Bree moved here from Manila as a kid.", [_p("Bree", "colleague", ("from", "Manila"))]),
    (
        "My coworker Finn was transferred to the Boston office last year.",
        [_p("Finn", "coworker", ("works_in", "Boston"))],
    ),
    (
        "My cousin Ana's email is ana_b@inbox.com and her cell is 303-555-0147.",
        [_p("Ana", "cousin", ("email", "ana_b@inbox.com"), ("phone", "303-555-0147"))],
    ),
    ("You can text my cousin Ari at 646-555-0123.", [_p("Ari", "cousin", ("phone", "646-555-0123"))]),
    (
        "My colleague Uma got a degree in computer science from Georgia Tech.",
        [
            _p(
                "Uma",
                "colleague",
                ("education", "degree in computer science"),
                ("school", "Georgia Tech"),
                links=(("studied_at", "Georgia Tech"),),
            ),
            _org("Georgia Tech"),
        ],
    ),
    ("My cousin Kat has a nursing degree.", [_p("Kat", "cousin", ("education", "nursing degree"))]),
    ("My aunt Peg finished college at 40.", [_p("Peg", "aunt", ("education", "college"))]),
    (
        "My coworker Ian is a sales rep for Medtronic.",
        [
            _p("Ian", "coworker", ("employer", "Medtronic"), ("job", "sales rep"), links=(("works_at", "Medtronic"),)),
            _org("Medtronic"),
        ],
    ),
    (
        "My cousin Joy works at Target as a shift manager.",
        [
            _p("Joy", "cousin", ("employer", "Target"), ("title", "shift manager"), links=(("works_at", "Target"),)),
            _org("Target"),
        ],
    ),
    ("My report Ben is our junior analyst.", [_p("Ben", "report", ("job", "junior analyst"))]),
    (
        "My aunt Iris, a retired nurse, lives in Mesa.",
        [_p("Iris", "aunt", ("job", "retired nurse"), ("lives_in", "Mesa"))],
    ),
]

# Nothing here is a fact of the person named: a plan, a wish, a past habit, a question, a hypothetical, the user's
# own facts, a distance, a count that is no age, a superlative of no temperament, an object that is no trade.
NEGATIVE: list[tuple[str, list[Row]]] = [
    ("My cousin Dana wants to be a nurse.", [_p("Dana", "cousin")]),
    ("My uncle Rob is thinking of moving to Denver.", [_p("Rob", "uncle")]),
    ("My cousin Dana used to live in Denver.", [_p("Dana", "cousin", ("note", "used to live in Denver"))]),
    ("My colleague Ana kept six feet apart from everyone.", [_p("Ana", "colleague")]),
    ("My aunt Pat has 38 students.", [_p("Pat", "aunt", ("note", "has 38 students"))]),
    ("My cousin Dana hopes to get her PhD.", [_p("Dana", "cousin")]),
    ("My cousin Dana teaches me to cook.", [_p("Dana", "cousin")]),
    ("My boss Carl drives a Tesla.", [_p("Carl", "boss", ("note", "drives a Tesla"))]),
    ("My uncle Rob runs every morning? No idea.", []),
    ("My colleague Sam is the tallest of my coworkers.", [_p("Sam", "colleague")]),
    ("My boss is in a meeting.", []),
    ("My cousin Dana is in Denver this week.", [_p("Dana", "cousin")]),
    ("My cousin Dana is in the kitchen.", [_p("Dana", "cousin")]),
    ("My cousin Dana runs the household.", [_p("Dana", "cousin", ("note", "runs the household"))]),
    ("My uncle Rob wants to run a bakery someday.", [_p("Rob", "uncle")]),
    ("My cousin Dana might go back to school for a master's.", [_p("Dana", "cousin")]),
    ("My cousin Dana is in a band? I don't know.", []),
    ("My boss Lena is the oldest person on the team.", [_p("Lena", "boss")]),
    ("My aunt Bea is a big fan of the Lakers.", [_p("Bea", "aunt", ("likes", "the Lakers"))]),
    ("I teach chemistry at a high school in Tucson.", []),
    ("I'm a real bookworm.", []),
    ("I dropped out of college.", []),
    ("I'm in sales.", []),
    ("I run a bakery in Reno.", []),
    ("Someone who runs a bakery must get up early.", []),
    ("If my cousin were in sales she'd be rich.", []),
    ("Does my cousin Dana teach chemistry?", []),
    (
        "My cousin Dana's kid is studying for a bachelor's degree.",
        [_p("Dana", "cousin"), _p("Dana's kid", "", ("education", "bachelor's degree"), links=(("kid", "Dana"),))],
    ),
    ("My uncle Rob used to teach chemistry.", [_p("Rob", "uncle", ("note", "used to teach chemistry"))]),
    ("My cousin Dana collects me from the station on Fridays.", [_p("Dana", "cousin")]),
    ("My cousin Dana said she might study nursing.", [_p("Dana", "cousin")]),
    ("My boss asked me if I have an MBA.", []),
    ("My cousin Ned is six feet away from me right now.", [_p("Ned", "cousin")]),
    ("My uncle Rob owns a boat.", [_p("Rob", "uncle", ("note", "owns a boat"))]),
    ("My colleague Sam is in Paris for the week.", [_p("Sam", "colleague")]),
    ("My cousin Dana is in labor!", [_p("Dana", "cousin")]),
    ("My aunt Jo is in the hospital.", [_p("Jo", "aunt")]),
    ("My cousin Dana runs late every time.", [_p("Dana", "cousin", ("note", "runs late every time"))]),
    ("My colleague Amir is the best.", [_p("Amir", "colleague")]),
    ("My cousin Dana teaches her kids at home.", [_p("Dana", "cousin", ("note", "teaches her kids at home"))]),
    ("My uncle Rob owns a truck.", [_p("Rob", "uncle", ("note", "owns a truck"))]),
    ("My aunt Jo owns a little place in Florida.", [_p("Jo", "aunt", ("note", "owns a little place in Florida"))]),
    ("My colleague Sal is pushing fifty.", [_p("Sal", "colleague", ("note", "is pushing fifty"))]),
    ("My cousin Dana runs a marathon every year.", [_p("Dana", "cousin", ("note", "runs a marathon every year"))]),
    ("My colleague Amir is our friend.", [_p("Amir", "colleague")]),
    # a dog, and what "they" (the breed) are like: no person's temperament (LoCoMo)
    ("He's a German Shepherd - they're so smart and loyal! What do you think?", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[t[:60] for t, _ in CASES])
def test_what_a_clause_says_of_a_named_person(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="en")) == expected


@pytest.mark.parametrize(("text", "expected"), NEGATIVE, ids=[t[:60] for t, _ in NEGATIVE])
def test_what_is_no_fact_of_the_person_adds_none(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="en")) == expected


def _facts(mem: Memory, user: str, name: str) -> dict[str, str]:
    return _view_facts(_person(mem, user, name))


def test_what_people_do_reaches_their_entities_and_the_context_block(mem: Memory) -> None:
    _tell(
        mem,
        "u1",
        "My coworker Owen Price is 41 and does the books for a dental office in Tucson.",
        "My cousin Tamsin Hale is a real bookworm and dropped out of college.",
        "My aunt Ruth Moss, 58, runs a bakery in Tulsa and knits in her spare time.",
        "My boss Frank Ortiz is based in Denver and is the calmest guy I know.",
    )
    assert _facts(mem, "u1", "Owen Price") == {
        "relation": "coworker",
        "age": "41",
        "job": "bookkeeper",
        "works_in": "Tucson",
    }
    assert _facts(mem, "u1", "Tamsin Hale") == {
        "relation": "cousin",
        "trait": "bookworm",
        "education": "dropped out of college",
    }
    assert _facts(mem, "u1", "Ruth Moss") == {
        "relation": "aunt",
        "age": "58",
        "job": "bakery owner",
        "works_in": "Tulsa",
        "hobby": "knitting",
    }
    assert _facts(mem, "u1", "Frank Ortiz") == {"relation": "boss", "works_in": "Denver", "trait": "calm"}
    assert not mem.entities.find("u2", "Owen")  # another user's world is not read
    block = mem.context("u1", "What does my coworker Owen do for work?").text
    assert "bookkeeper" in block, block
    block = mem.context("u1", "Which of my relatives dropped out of college?").text
    assert "Tamsin" in block and "dropped out of college" in block, block


def test_what_a_pronoun_says_in_the_next_message_goes_to_the_one_named_before(mem: Memory) -> None:
    _tell(
        mem,
        "u1",
        "My cousin Tamsin Hale came over yesterday.",
        "She's a real bookworm and kind of an introvert.",
        "My aunt Carla Diaz called.",
        "She's in sales and does pilates twice a week.",
        "My uncle Rob Lane dropped by as well.",
        "He runs a hardware store in Fresno and plays in a band.",
    )
    tamsin = mem.entities.get("u1", next(e.id for e in mem.entities.find("u1", "Tamsin Hale")))
    assert sorted((f.attribute, f.value) for f in tamsin.facts) == [
        ("relation", "cousin"),
        ("trait", "bookworm"),
        ("trait", "introvert"),
    ]
    assert _facts(mem, "u1", "Carla Diaz") == {"relation": "aunt", "job": "sales", "hobby": "pilates"}
    rob = {k: v for k, v in _facts(mem, "u1", "Rob Lane").items() if k != "note"}  # "dropped by as well": a note
    assert rob == {
        "relation": "uncle",
        "job": "hardware store owner",
        "works_in": "Fresno",
        "hobby": "playing in a band",
    }
