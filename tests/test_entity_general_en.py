"""English capture that generalises (issue #21): relation words of family and work said many ways, names that are
also words or carry particles, and values read by their shape whatever the words around them ("is a solid 5'6\"",
"turned nineteen last spring", "relocated to Portland for work"), with guards where a shape means something else
("six feet apart", "45 minutes away", the user's own height).

Each case is one user message and the exact mentions read from it, as in `test_entity_extract`; the end-to-end case
goes through the public API on every store.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._entity_resolve import same_relation
from jiyi.extractors._entities import extract_mentions

from .test_entity_extract import Row, _org, _p, _rows

CASES: list[tuple[str, list[Row]]] = [
    # height by its shape: hedges, praise and what one wears around it are no part of it
    ("My manager Tina Alvarez is a solid 5'6\".", [_p("Tina Alvarez", "manager", ("height", "5'6\""))]),
    ("My supervisor Greg must be 190 cm.", [_p("Greg", "supervisor", ("height", "190 cm"))]),
    ("Our team lead Priyanka is 5 ft 2 in heels.", [_p("Priyanka", "team lead", ("height", "5 ft 2"))]),
    ("My mentor Harold Bishop is 6 foot even, give or take.", [_p("Harold Bishop", "mentor", ("height", "6 foot"))]),
    ("My workmate Joel is 1.85 m, easily.", [_p("Joel", "workmate", ("height", "1.85 m"))]),
    ("My officemate Rina is about 160 cm barefoot.", [_p("Rina", "officemate", ("height", "160 cm"))]),
    ("My grandma June is 4'11\".", [_p("June", "grandma", ("height", "4'11\""))]),
    ("My stepdad Bill stands about 5'10\" in his boots.", [_p("Bill", "stepdad", ("height", "5'10\""))]),
    ("Grant, my supervisor, is a solid 183 cm.", [_p("Grant", "supervisor", ("height", "183 cm"))]),
    ("My niece Lily stands 5 feet 1 inches.", [_p("Lily", "niece", ("height", "5 feet 1 inches"))]),
    (
        "Honestly my coworker Benji must be six-two, he's the tallest guy in the office.",
        [_p("Benji", "coworker", ("height", "six-two"))],
    ),
    # age by its shape
    ("My sister-in-law Mary-Kate O'Neil is 38.", [_p("Mary-Kate O'Neil", "sister-in-law", ("age", "38"))]),
    ("My nephew Will turned nineteen last spring.", [_p("Will", "nephew", ("age", "nineteen"))]),
    ("My niece Rose is a 24-year-old nurse.", [_p("Rose", "niece", ("age", "24"), ("job", "nurse"))]),
    ("My granny Rose is 81 this year.", [_p("Rose", "granny", ("age", "81"))]),
    ("My officemate Lars just turned forty.", [_p("Lars", "officemate", ("age", "forty"))]),
    (
        "My godmother Ingrid van der Berg is in her early 60s.",
        [_p("Ingrid van der Berg", "godmother", ("age", "early 60s"))],
    ),
    # birthday: a month and a day beside a birthday word
    (
        "My brother-in-law Marco De la Cruz was born on April 3rd.",
        [_p("Marco De la Cruz", "brother-in-law", ("birthday", "April 3rd"))],
    ),
    ("My granny turns 90 on October 12.", [_p("", "granny", ("birthday", "October 12"))]),
    ("My stepmom Claudia's big day is the 9th of March.", [_p("Claudia", "stepmom", ("birthday", "9th of March"))]),
    (
        "My mentor Deborah's birthday is coming up on Sept 2.",
        [_p("Deborah", "mentor", ("birthday", "Sept 2"))],
    ),
    # hometown: a place beside originally / grew up / raised / native / roots / childhood
    ("My intern Kevin hails from Boise originally.", [_p("Kevin", "intern", ("from", "Boise"))]),
    ("Our new hire Dana grew up in Tucson, Arizona.", [_p("Dana", "new hire", ("from", "Tucson, Arizona"))]),
    ("My teammate Luis is originally from Monterrey.", [_p("Luis", "teammate", ("from", "Monterrey"))]),
    ("My coworker Shauna's roots are in Galway.", [_p("Shauna", "coworker", ("from", "Galway"))]),
    ("My business partner Femi is a Lagos native.", [_p("Femi", "business partner", ("from", "Lagos"))]),
    ("My higher-up Charlotte was raised in Bristol.", [_p("Charlotte", "higher-up", ("from", "Bristol"))]),
    ("My teammate Yusuf grew up outside Nairobi.", [_p("Yusuf", "teammate", ("from", "Nairobi"))]),
    ("My grandpa Ernesto spent his childhood in Oaxaca.", [_p("Ernesto", "grandpa", ("from", "Oaxaca"))]),
    # work city: a place beside work words
    ("My direct report Omar is posted in Phoenix these days.", [_p("Omar", "direct report", ("works_in", "Phoenix"))]),
    ("My lead, Kasia, works out of Krakow these days.", [_p("Kasia", "lead", ("works_in", "Krakow"))]),
    ("My mentor Harold is stationed in Frankfurt for work.", [_p("Harold", "mentor", ("works_in", "Frankfurt"))]),
    (
        "My stepmom Elena commutes to Philadelphia every day for work.",
        [_p("Elena", "stepmom", ("works_in", "Philadelphia"))],
    ),
    ("My auntie Gwen relocated to Portland for work.", [_p("Gwen", "auntie", ("works_in", "Portland"))]),
    ("My supervisor Ines got transferred to Lisbon for her job.", [_p("Ines", "supervisor", ("works_in", "Lisbon"))]),
    # education
    ("My manager Tina has a PhD in chemistry.", [_p("Tina", "manager", ("education", "PhD in chemistry"))]),
    ("My supervisor Greg holds an MBA.", [_p("Greg", "supervisor", ("education", "MBA"))]),
    ("My niece Rose finished trade school.", [_p("Rose", "niece", ("education", "trade school"))]),
    ("My grandpa only has a GED.", [_p("", "grandpa", ("education", "GED"))]),
    ("My higher-up Victor has a PhD.", [_p("Victor", "higher-up", ("education", "PhD"))]),
    ("My intern Chloe has a high school diploma.", [_p("Chloe", "intern", ("education", "high school diploma"))]),
    ("My intern Kevin is working on his associate degree.", [_p("Kevin", "intern", ("education", "associate degree"))]),
    # personality and hobbies
    ("My officemate Rina is super introverted.", [_p("Rina", "officemate", ("trait", "introverted"))]),
    (
        "My business partner Femi is very laid-back and generous.",
        [_p("Femi", "business partner", ("trait", "laid-back and generous"))],
    ),
    ("My auntie Mae is quite stubborn.", [_p("Mae", "auntie", ("trait", "stubborn"))]),
    ("My grandma June is obsessed with crossword puzzles.", [_p("June", "grandma", ("likes", "crossword puzzles"))]),
    ("My nephew Will is really into skateboarding.", [_p("Will", "nephew", ("likes", "skateboarding"))]),
    ("My coworker Shauna spends her weekends rock climbing.", [_p("Shauna", "coworker", ("hobby", "rock climbing"))]),
    ("My brother-in-law Marco is an avid cyclist.", [_p("Marco", "brother-in-law", ("hobby", "cycling"))]),
    # occupation, position, employer
    ("My stepmom Elena does accountant work.", [_p("Elena", "stepmom", ("job", "accountant"))]),
    (
        "My higher-up Charlotte has been an architect for twenty years.",
        [_p("Charlotte", "higher-up", ("job", "architect"))],
    ),
    ("My deskmate Paul has been a paramedic for years.", [_p("Paul", "deskmate", ("job", "paramedic"))]),
    ("My grandma June is a retired schoolteacher.", [_p("June", "grandma", ("job", "retired schoolteacher"))]),
    (
        "My sister-in-law Mary-Kate works at Deloitte as a senior auditor.",
        [
            _p(
                "Mary-Kate",
                "sister-in-law",
                ("employer", "Deloitte"),
                ("job", "senior auditor"),
                links=(("works_at", "Deloitte"),),
            ),
            _org("Deloitte"),
        ],
    ),
    (
        "My stepfather Doug works at Boeing as a mechanic.",
        [
            _p("Doug", "stepfather", ("employer", "Boeing"), ("job", "mechanic"), links=(("works_at", "Boeing"),)),
            _org("Boeing"),
        ],
    ),
    ("Rosa is working as an architect these days.", [_p("Rosa", "", ("job", "architect"))]),
    # several values in one breath
    (
        "Erin is a solid 178 cm, and she was raised in Savannah.",
        [_p("Erin", "", ("height", "178 cm"), ("from", "Savannah"))],
    ),
    (
        "Derek makes a living as a chef, and he is 6'1\" in socks.",
        [_p("Derek", "", ("job", "chef"), ("height", "6'1\""))],
    ),
    (
        "You can email my mentor Harold at harold.b@example.org.",
        [_p("Harold", "mentor", ("email", "harold.b@example.org"))],
    ),
    ("My officemate Rina's email is rina.k@mail.com.", [_p("Rina", "officemate", ("email", "rina.k@mail.com"))]),
    # more loose phrasings of the same attributes
    ("My teammate Jo is now senior designer.", [_p("Jo", "teammate", ("job", "senior designer"))]),
    ("My uncle Bao has always been a night owl.", [_p("Bao", "uncle", ("trait", "a night owl"))]),
    ("My teammate Ahmed is 6 ft, give or take an inch.", [_p("Ahmed", "teammate", ("height", "6 ft"))]),
    ("Greg, my stepdad, is sixty-eight this year.", [_p("Greg", "stepdad", ("age", "sixty-eight"))]),
    (
        "My grandma Pearl celebrated her 90th birthday on June 2.",
        [_p("Pearl", "grandma", ("birthday", "June 2"))],
    ),
    (
        "My higher-up Amanda moved to Austin for a job at Dell.",
        [
            _p("Amanda", "higher-up", ("works_in", "Austin"), ("employer", "Dell"), links=(("works_at", "Dell"),)),
            _org("Dell"),
        ],
    ),
    ("My business partner Kofi runs the Accra office.", [_p("Kofi", "business partner", ("works_in", "Accra"))]),
    ("My niece Tara spends every weekend hiking.", [_p("Tara", "niece", ("hobby", "hiking"))]),
    ("My brother-in-law Sean is big into fly fishing.", [_p("Sean", "brother-in-law", ("hobby", "fly fishing"))]),
    (
        "My stepdad Rick is a retired firefighter from Tulsa.",
        [_p("Rick", "stepdad", ("job", "retired firefighter"), ("from", "Tulsa"))],
    ),
    (
        "My boss Nate, 41, lives in Brooklyn and works in Midtown.",
        [_p("Nate", "boss", ("age", "41"), ("lives_in", "Brooklyn"), ("works_in", "Midtown"))],
    ),
    # an age and a trait on one "is"
    ("Our intern Priyam is 22 and super shy.", [_p("Priyam", "intern", ("age", "22"), ("trait", "shy"))]),
    ("My boss Hal is 45 and kind of grumpy.", [_p("Hal", "boss", ("age", "45"), ("trait", "grumpy"))]),
    # a description said beside the name
    (
        "My aunt Lorraine, a 52-year-old librarian from Duluth, just retired.",
        [_p("Lorraine", "aunt", ("age", "52"), ("job", "librarian"), ("from", "Duluth"), ("status", "retired"))],
    ),
    ("My manager Carla is an MBA grad.", [_p("Carla", "manager", ("education", "MBA"))]),
    ("My lead Sunita got her PhD in physics last year.", [_p("Sunita", "lead", ("education", "PhD in physics"))]),
    # an introduction names the one the rest is about
    (
        "You should know my teammate Nadia Petrova; she turned thirty-one a few weeks ago.",
        [_p("Nadia Petrova", "teammate", ("age", "thirty-one"))],
    ),
    (
        "Meet Oscar Lindahl, my line manager; he grew up near Uppsala.",
        [_p("Oscar Lindahl", "line manager", ("from", "Uppsala"))],
    ),
    ("Let me introduce you to my auntie Bea; she is 5'2\".", [_p("Bea", "auntie", ("height", "5'2\""))]),
    (
        "My nephew Theo is a sweetheart. His big day is January 30.",
        [_p("Theo", "nephew", ("birthday", "January 30"), ("trait", "sweetheart"))],
    ),
    ("Meet me at the cafe.", []),
    # guards: a shape that is no value of theirs
    ("I'm 5'9\".", []),  # the user's own height
    ("We went to Denver last summer.", []),  # no hometown
    ("We stood six feet apart in line.", []),  # a distance
    ("My grandma is 5 feet from the door.", []),
    ("My uncle Rob is 45 minutes away.", [_p("Rob", "uncle")]),  # no age
    ("My boss has been a nightmare lately.", [_p("", "boss", ("note", "has been a nightmare lately"))]),  # no job
    ("My cousin Dana ran 10 miles yesterday.", [_p("Dana", "cousin")]),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[c[0][:50] for c in CASES])
def test_values_read_by_their_shape_and_relations_said_many_ways(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="en")) == expected


def test_new_relation_words_are_one_tie_with_their_usual_names() -> None:
    """An officemate is a colleague, a higher-up a boss, a granddad a grandpa."""
    assert same_relation("officemate", "colleague")
    assert same_relation("higher-up", "boss")
    assert same_relation("granddad", "grandpa")


def test_values_said_loosely_reach_the_table_and_a_count_over_everyone(mem: Memory) -> None:
    """Told one statement a message, the loose phrasings reach each person's facts, and a question counting
    everyone taller than a height gets every height in its block."""
    topic = mem.topics.create("u1", "chat")
    for text in (
        "My officemate Rina Kowalski is about 160 cm barefoot.",
        "My higher-up Charlotte Dunn must be 183 cm.",
        "Charlotte was raised in Bristol.",
        "My stepdad Bill Harper stands about 5'10\" in his boots.",
        "Bill turned sixty-one last spring.",
    ):
        mem.messages.add(topic.id, "user", text)
    mem.extract(topic.id)
    facts = {
        v.entity.name: {f.attribute: f.value for f in v.facts}
        for v in mem.entities.views("u1")
        if v.entity.kind == "person"
    }
    assert facts["Rina Kowalski"]["height"] == "160 cm"
    assert facts["Rina Kowalski"]["relation"] == "officemate"
    assert facts["Charlotte Dunn"]["height"] == "183 cm"
    assert facts["Charlotte Dunn"]["from"] == "Bristol"
    assert facts["Bill Harper"]["height"] == "5'10\""
    assert facts["Bill Harper"]["age"] == "sixty-one"
    block = mem.context("u1", "How many of the people I told you about are taller than 170 cm?").text
    for said in ("Rina", "160 cm", "Charlotte", "183 cm", "Bill", "5'10\""):
        assert said in block, said
