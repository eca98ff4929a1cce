"""English capture in the user's own voice (issue #21): who a statement is about, however it is framed.

People are named by relation only, by a first name said earlier, by a pronoun in the next message, in a parenthesis,
after the value ("Lyon is Hugo's hometown"), as the topic of a question ("Ever met my uncle Marcus? He's 61"), in
hearsay ("I heard my boss Nina is 42") or a story's frame, in a note ("Dana Reyes — 34, nurse, Denver"), on a form
("Name: …", "Email: …") or in a list of two. Values are read by their shape. Each single case is one user message
and the exact mentions read from it (as in `test_entity_extract`); the histories go through the public API on
every store, one statement a message, the way chat apps hear them.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions

from .test_entity_extract import Row, _org, _p, _rows

CASES: list[tuple[str, list[Row]]] = [
    # an age said beside the name, before the clause, in brackets, in a note
    ("My uncle Frank Moore, aged 52, is a plumber.", [_p("Frank Moore", "uncle", ("age", "52"), ("job", "plumber"))]),
    ("Tom Avery, 45, works in Denver.", [_p("Tom Avery", "", ("age", "45"), ("works_in", "Denver"))]),
    ("Dana, 34, lives in Austin.", [_p("Dana", "", ("age", "34"), ("lives_in", "Austin"))]),
    (
        "At 34, my cousin Dana Reyes is already a head nurse.",
        [_p("Dana Reyes", "cousin", ("age", "34"), ("job", "head nurse"))],
    ),
    ("My uncle Marcus Bell is 61 yrs old.", [_p("Marcus Bell", "uncle", ("age", "61"))]),
    (
        "My boss Nina Patel (42, from Mumbai) runs the whole department.",
        [_p("Nina Patel", "boss", ("age", "42"), ("from", "Mumbai"), ("note", "runs the whole department"))],
    ),
    (
        "Priya Nair (my team lead) is 38 and lives in Austin.",
        [_p("Priya Nair", "team lead", ("age", "38"), ("lives_in", "Austin"))],
    ),
    (
        "My cousin Gina Rossi, 30, dentist, lives in Rome.",
        [_p("Gina Rossi", "cousin", ("age", "30"), ("job", "dentist"), ("lives_in", "Rome"))],
    ),
    ("My grandpa Joe is pushing 60.", [_p("Joe", "grandpa", ("note", "is pushing 60"))]),  # no exact age: no age
    # a note after the name: a colon, a dash, a comma list
    (
        "Meet my aunt, Rosa Díaz: 5'4\", born July 3, a retired nurse.",
        [_p("Rosa Díaz", "aunt", ("birthday", "July 3"), ("height", "5'4\""), ("job", "retired nurse"))],
    ),
    ("My auntie Bea: she is 5'2\".", [_p("Bea", "auntie", ("height", "5'2\""))]),
    ("Dana Reyes — 34, nurse, Denver.", [_p("Dana Reyes", "", ("age", "34"), ("job", "nurse"))]),  # Denver: which?
    (
        "Gina Rossi: cousin, 30, dentist in Rome, gina@rossi.it",
        [
            _p(
                "Gina Rossi",
                "cousin",
                ("age", "30"),
                ("email", "gina@rossi.it"),
                ("job", "dentist"),
                ("works_in", "Rome"),
            )
        ],
    ),
    (
        "Sara Novak, my colleague, email sara@novak.io, phone 617-555-0100.",
        [_p("Sara Novak", "colleague", ("email", "sara@novak.io"), ("phone", "617-555-0100"))],
    ),
    (
        "Talking about my boss Victor Lang: he is 47, lives in Queens and works in Manhattan.",
        [_p("Victor Lang", "boss", ("age", "47"), ("lives_in", "Queens"), ("works_in", "Manhattan"))],
    ),
    (
        "Contact for my uncle Marcus Bell: marcus.bell@gmail.com",
        [_p("Marcus Bell", "uncle", ("email", "marcus.bell@gmail.com"))],
    ),
    # a label's value runs on over commas; a note's bare job does not
    (
        "My cousin Dana Reyes's hobbies: hiking, reading and chess.",
        [_p("Dana Reyes", "cousin", ("hobby", "hiking, reading and chess"))],
    ),
    (
        "Dana Reyes: hometown Chengdu, Sichuan, age 34.",
        [_p("Dana Reyes", "", ("age", "34"), ("from", "Chengdu, Sichuan"))],
    ),
    (
        "My colleague Tom Becker's personality — calm, patient, a bit shy.",
        [_p("Tom Becker", "colleague", ("trait", "calm, patient, a bit shy"))],
    ),
    # facts before the name, between dashes
    (
        "My boss — a Harvard MBA, super organised — is called Grace Lin.",
        [_p("Grace Lin", "boss", ("education", "MBA"), ("trait", "organised"))],
    ),
    (
        "Ivan Petrov — my colleague, a Moscow native, PhD in physics — is 40.",
        [_p("Ivan Petrov", "colleague", ("age", "40"), ("education", "PhD in physics"), ("from", "Moscow"))],
    ),
    # a form, one field a line
    (
        "Name: Carla Mendes. Relation: my colleague. Email: carla.m@firm.com. Phone: 212-555-0199.",
        [_p("Carla Mendes", "colleague", ("email", "carla.m@firm.com"), ("phone", "212-555-0199"))],
    ),
    # the person as the topic of a question, then what is said of them
    ("Marcus? He's from Cleveland originally.", [_p("Marcus", "", ("from", "Cleveland"))]),
    ("My colleague Sara Novak? She's 29.", [_p("Sara Novak", "colleague", ("age", "29"))]),
    (
        "Ever met my uncle Marcus Bell? He's 61 and still works in Phoenix.",
        [_p("Marcus Bell", "uncle", ("age", "61"), ("works_in", "Phoenix"))],
    ),
    (
        "Remember my stepdad Bill Harper? He's 5'10\" and turned sixty-one last spring.",
        [_p("Bill Harper", "stepdad", ("age", "sixty-one"), ("height", "5'10\""))],
    ),
    # hearsay and a story's frame
    ("My mom told me that my cousin Gina Rossi just turned 30.", [_p("Gina Rossi", "cousin", ("age", "30"))]),
    ("Apparently my coworker Hugo Blanc grew up in Lyon.", [_p("Hugo Blanc", "coworker", ("from", "Lyon"))]),
    ("I heard my boss Nina Patel is 42.", [_p("Nina Patel", "boss", ("age", "42"))]),
    ("Word is my manager Omar Haddad was born and raised in Amman.", [_p("Omar Haddad", "manager", ("from", "Amman"))]),
    (
        "Funny story: my uncle Marcus Bell, who's 6'3\", bumped his head on our doorframe.",
        [_p("Marcus Bell", "uncle", ("height", "6'3\""))],
    ),
    ("Quick update: my niece Lily Chen is now 1.62 m.", [_p("Lily Chen", "niece", ("height", "1.62 m"))]),
    # the value said first
    (
        "marcus.bell@gmail.com is my uncle Marcus Bell's email.",
        [_p("Marcus Bell", "uncle", ("email", "marcus.bell@gmail.com"))],
    ),
    ("Lyon is my colleague Hugo Blanc's hometown.", [_p("Hugo Blanc", "colleague", ("from", "Lyon"))]),
    ("May 12 is my cousin Gina Rossi's birthday.", [_p("Gina Rossi", "cousin", ("birthday", "May 12"))]),
    # a way to reach them, given
    (
        "My boss Nina Patel gave me her email: nina.p@corp.com.",
        [_p("Nina Patel", "boss", ("email", "nina.p@corp.com"))],
    ),
    ("My cousin Gina Rossi gave me her number, 347-555-0190.", [_p("Gina Rossi", "cousin", ("phone", "347-555-0190"))]),
    # where the work is, said through the workplace
    (
        "My brother-in-law Kyle works remotely for a bank in Chicago.",
        [_p("Kyle", "brother-in-law", ("works_in", "Chicago"))],
    ),
    (
        "My aunt Grace Hill teaches math at a high school in Tampa.",
        [_p("Grace Hill", "aunt", ("job", "math teacher"), ("works_in", "Tampa"))],
    ),
    ("My cousin Dana Reyes works at a hospital in Seattle.", [_p("Dana Reyes", "cousin", ("works_in", "Seattle"))]),
    (
        "My cousin Dana Reyes lives in Portland; she's 5 foot 9 and works downtown in Seattle.",
        [_p("Dana Reyes", "cousin", ("height", "5 foot 9"), ("lives_in", "Portland"), ("works_in", "Seattle"))],
    ),
    # hometown, height, personality, hobby in other words
    ("My colleague Hugo Blanc moved here from Lyon.", [_p("Hugo Blanc", "colleague", ("from", "Lyon"))]),
    ("My cousin Lee Wong is 1m80.", [_p("Lee Wong", "cousin", ("height", "1m80"))]),
    (
        "My uncle Tim Roe is a pretty quiet, introverted guy.",
        [_p("Tim Roe", "uncle", ("trait", "quiet, introverted"))],
    ),
    (
        "My sister-in-law Tess Grant is also really into pottery.",
        [_p("Tess Grant", "sister-in-law", ("likes", "pottery"))],
    ),
    # two people in one breath
    (
        "My colleague Sara Novak and my boss Lena Frost are both from Leeds.",
        [_p("Sara Novak", "colleague", ("from", "Leeds")), _p("Lena Frost", "boss", ("from", "Leeds"))],
    ),
    (
        "Dana (my cousin) is 5'6\" and Rob (my uncle) is 6'0\".",
        [_p("Dana", "cousin", ("height", "5'6\"")), _p("Rob", "uncle", ("height", "6'0\""))],
    ),
    # a place after "from" is no name of the one named next
    (
        "My colleague Sara Novak is from Leeds, my boss Lena Frost from York.",
        [_p("Sara Novak", "colleague"), _p("Lena Frost", "boss")],
    ),
    # the tie said from the user's side, or by a name given after it
    ("I report to Megan Ortiz; she is 45.", [_p("Megan Ortiz", "boss", ("age", "45"))]),
    ("I work with a guy named Tom Becker who is 29.", [_p("Tom Becker", "colleague", ("age", "29"))]),
    ("There's this guy at work, Tom Becker, who is 29.", [_p("Tom Becker", "colleague", ("age", "29"))]),
    ("My manager is a woman named Megan Ortiz.", [_p("Megan Ortiz", "manager")]),
    ("One of my colleagues is called Tom Becker.", [_p("Tom Becker", "colleague")]),
    ("Rob Hale is an uncle of mine.", [_p("Rob Hale", "uncle")]),
    ("Rob Hale? My uncle. He's 60.", [_p("Rob Hale", "uncle", ("age", "60"))]),
    ("My cousin — her name is Dana Reyes — is a nurse.", [_p("Dana Reyes", "cousin", ("job", "nurse"))]),
    ("My supervisor at work, Megan Ortiz, is 45.", [_p("Megan Ortiz", "supervisor", ("age", "45"))]),
    ("My cousin on my mom's side, Dana Reyes, is 34.", [_p("Dana Reyes", "cousin", ("age", "34"))]),
    (
        "Megan Ortiz (boss, 45) lives in Austin.",
        [_p("Megan Ortiz", "boss", ("age", "45"), ("lives_in", "Austin"))],
    ),
    (
        "Megan Ortiz is my boss. She's 45 and from Austin.",
        [_p("Megan Ortiz", "boss", ("age", "45"), ("from", "Austin"))],
    ),
    # the tie in a who-clause, after a colon or in brackets before a note; "both" of two; the name said last
    ("Dana, who's my cousin, is 34.", [_p("Dana", "cousin", ("age", "34"))]),
    (
        "Dana, my cousin: 34, nurse, from Tulsa, dana@x.io, 415-555-0134.",
        [
            _p(
                "Dana",
                "cousin",
                ("age", "34"),
                ("email", "dana@x.io"),
                ("from", "Tulsa"),
                ("job", "nurse"),
                ("phone", "415-555-0134"),
            )
        ],
    ),
    ("Dana (cousin) – 34 – nurse.", [_p("Dana", "cousin", ("age", "34"), ("job", "nurse"))]),
    (
        "Both my cousin Dana and my uncle Rob are from Tulsa.",
        [_p("Dana", "cousin", ("from", "Tulsa")), _p("Rob", "uncle", ("from", "Tulsa"))],
    ),
    ("My boss is 45 and her name is Megan Ortiz.", [_p("Megan Ortiz", "boss", ("age", "45"))]),
    # a tie said through another one, and ties in the words people use
    ("My mother's brother Rob Hale is 60.", [_p("Rob Hale", "maternal uncle", ("age", "60"))]),
    ("My dad's younger brother Rob Hale is 60.", [_p("Rob Hale", "paternal uncle", ("age", "60"))]),
    ("My uncle's wife Linda Hale is 58.", [_p("Linda Hale", "aunt", ("age", "58"))]),
    ("My father's sister Linda Hale is 58.", [_p("Linda Hale", "paternal aunt", ("age", "58"))]),
    ("My elder cousin Dana Reyes is 34.", [_p("Dana Reyes", "elder cousin", ("age", "34"))]),
    ("My junior colleague Tom Becker is 29.", [_p("Tom Becker", "junior colleague", ("age", "29"))]),
    ("My team member Tom Becker is 29.", [_p("Tom Becker", "team member", ("age", "29"))]),
    ("My cuz Dana is 34.", [_p("Dana", "cuz", ("age", "34"))]),
    (
        "Megan Ortiz, my manager at Dell, is 45.",
        [
            _p("Megan Ortiz", "manager", ("age", "45"), ("employer", "Dell"), links=(("works_at", "Dell"),)),
            _org("Dell"),
        ],
    ),
    # where the work is, said loosely
    ("My cousin Dana has been working in Denver for five years.", [_p("Dana", "cousin", ("works_in", "Denver"))]),
    ("My cousin Dana is employed in Denver.", [_p("Dana", "cousin", ("works_in", "Denver"))]),
    ("My cousin Dana's office is located in Denver.", [_p("Dana", "cousin", ("works_in", "Denver"))]),
    ("My cousin Dana is a Denver-based nurse.", [_p("Dana", "cousin", ("job", "nurse"), ("works_in", "Denver"))]),
    ("My cousin Dana is originally Tulsa-born.", [_p("Dana", "cousin", ("from", "Tulsa"))]),
    ("My cousin Dana is pretty short, only 155 cm.", [_p("Dana", "cousin", ("height", "155 cm"))]),
    # where the work is, and a number that is no age
    ("My boss Megan Ortiz is in Austin for work.", [_p("Megan Ortiz", "boss", ("works_in", "Austin"))]),
    ("My boss Megan Ortiz's work is in Austin.", [_p("Megan Ortiz", "boss", ("works_in", "Austin"))]),
    ("My uncle Rob Hale is about 1 meter 85.", [_p("Rob Hale", "uncle", ("height", "1 meter 85"))]),
    ("My uncle Rob Hale is 185.", [_p("Rob Hale", "uncle")]),
    # guards: the user's own, a distance, a time, a trip
    ("I'm 5'9\".", []),
    ("We went to Denver last summer.", []),
    ("We stood six feet apart in line.", []),
    ("Call me at 5.", []),
    ("My email is me@home.com.", []),
    ("Phone: 5", []),
    ("Note: buy milk tomorrow.", []),
    ("Reminder - call my boss at 5.", []),
    ("Update: we went to Denver.", []),
    # hearsay about the one telling: hers, as "我妈说她六十了" is 妈's, and never said of someone else
    ("My mom told me that she is 60.", [_p("", "mom", ("age", "60"))]),
    ("I heard she is 42.", []),
    ("My boss Megan is in her mid-forties.", [_p("Megan", "boss", ("age", "mid 40s"))]),  # a decade, as said
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[c[0][:50] for c in CASES])
def test_who_a_statement_is_about_however_it_is_framed(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="en")) == expected


# One history a user: statements one a message ("A:" an assistant's reply between), and the facts each person's
# entity must hold after.
History = tuple[list[str], dict[str, dict[str, str]]]
HISTORIES: list[History] = [
    (["Dana's 34.", "My cousin Dana Reyes is a nurse in Denver."], {"Dana Reyes": {"age": "34", "job": "nurse"}}),
    # a person known by a first name only, then a pronoun and the first name again
    (
        ["Lena, my boss, grew up in Leeds.", "She enjoys painting and golf.", "Lena is quite introverted."],
        {"Lena": {"from": "Leeds", "likes": "painting and golf", "trait": "introverted"}},
    ),
    (["My cousin Dana Reyes lives in Portland.", "She turned 41 in March."], {"Dana Reyes": {"age": "41"}}),
    (
        ["My cousin Dana Reyes lives in Portland.", "The weather is lovely today.", "She's 34."],
        {"Dana Reyes": {"age": "34"}},
    ),
    (["My cousin Dana Reyes lives in Portland.", "A:Good to know!", "My cousin is 34."], {"Dana Reyes": {"age": "34"}}),
    (
        ["My aunt Rosa Diaz is a retired nurse.", "Cell: 415-555-0134"],
        {"Rosa Diaz": {"phone": "415-555-0134", "job": "retired nurse"}},
    ),
    (["My colleague Wes Park is from Ohio.", "Email — wes.park@corp.io"], {"Wes Park": {"email": "wes.park@corp.io"}}),
    (
        ["My sister-in-law Tess Grant is a pharmacist.", "She's also really into pottery."],
        {"Tess Grant": {"job": "pharmacist", "likes": "pottery"}},
    ),
    (
        ["My colleague Megan Ortiz is from Austin.", "My colleague's email is megan.o@work.com."],
        {"Megan Ortiz": {"email": "megan.o@work.com"}},
    ),
    (["My boss is Owen Sato.", "He is 52."], {"Owen Sato": {"age": "52"}}),
    (["I have a colleague named Megan Ortiz.", "Megan's from Austin."], {"Megan Ortiz": {"from": "Austin"}}),
    (
        ["My cousin Gina Rossi is a dentist.", "My uncle Marcus Bell is a mailman.", "Gina is 30."],
        {"Gina Rossi": {"age": "30"}, "Marcus Bell": {"job": "mailman"}},
    ),
    (
        [
            "My cousin Gina Rossi is a dentist.",
            "My uncle Marcus Bell is a mailman.",
            "My uncle's email is mb@mail.com.",
        ],
        {"Marcus Bell": {"email": "mb@mail.com"}, "Gina Rossi": {"job": "dentist"}},
    ),
    (
        ["Name: Carla Mendes\nRelation: my colleague\nEmail: carla.m@firm.com\nPhone: 212-555-0199"],
        {"Carla Mendes": {"relation": "colleague", "email": "carla.m@firm.com", "phone": "212-555-0199"}},
    ),
    (
        ["My boss — a Harvard MBA, super organised — is called Grace Lin.", "Grace grew up in Vancouver."],
        {"Grace Lin": {"education": "MBA", "from": "Vancouver"}},
    ),
    (
        ["Ever met my uncle Marcus Bell? He's 61.", "He still works in Phoenix."],
        {"Marcus Bell": {"age": "61", "works_in": "Phoenix"}},
    ),
    # the cousin of the first message, said of in the next one many ways
    (["My cousin Nora Blake lives in Boston.", "Nora's age? 27."], {"Nora Blake": {"age": "27"}}),
    (["My cousin Nora Blake lives in Boston.", "Nora? 27, I think."], {"Nora Blake": {"age": "27"}}),
    (["My cousin Nora Blake lives in Boston.", "my cousin nora is 27"], {"Nora Blake": {"age": "27"}}),
    (
        ["My cousin Nora Blake lives in Boston.", "She's twenty-seven, by the way."],
        {"Nora Blake": {"age": "twenty-seven"}},
    ),
    (["My cousin Nora Blake lives in Boston.", "Oh, Nora just had her 27th birthday."], {"Nora Blake": {"age": "27"}}),
    (["My cousin Nora Blake lives in Boston.", "Her hometown? Portland."], {"Nora Blake": {"from": "Portland"}}),
    (
        ["My cousin Nora Blake lives in Boston.", "For work, Nora goes to Cambridge every day."],
        {"Nora Blake": {"works_in": "Cambridge"}},
    ),
    (
        ["My cousin Nora Blake lives in Boston.", "Nora's job is based in Cambridge."],
        {"Nora Blake": {"works_in": "Cambridge"}},
    ),
    (
        ["My cousin Nora Blake lives in Boston.", "Nora is an engineer at a biotech firm in Cambridge."],
        {"Nora Blake": {"works_in": "Cambridge", "job": "engineer"}},
    ),
    (
        ["My cousin Nora Blake lives in Boston.", "Nora's got a bachelor's in biology."],
        {"Nora Blake": {"education": "bachelor's in biology"}},
    ),
    (
        ["My cousin Nora Blake lives in Boston.", "nora.blake@mail.com is her email."],
        {"Nora Blake": {"email": "nora.blake@mail.com"}},
    ),
    (
        ["My cousin Nora Blake lives in Boston.", "She's at nora.blake@mail.com."],
        {"Nora Blake": {"email": "nora.blake@mail.com"}},
    ),
    (
        ["My cousin Nora Blake lives in Boston.", "Her number's 617-555-0177."],
        {"Nora Blake": {"phone": "617-555-0177"}},
    ),
    (["My cousin Nora Blake lives in Boston.", "617-555-0177 is her cell."], {"Nora Blake": {"phone": "617-555-0177"}}),
    (
        ["My cousin Nora Blake lives in Boston.", "Nora is the lead engineer at Moderna."],
        {"Nora Blake": {"employer": "Moderna", "job": "lead engineer"}},
    ),
    (
        ["My cousin Nora Blake lives in Boston.", "Personality-wise, Nora is calm and patient."],
        {"Nora Blake": {"trait": "calm and patient"}},
    ),
    (
        ["My cousin Nora Blake lives in Boston.", "In her spare time, Nora likes birdwatching."],
        {"Nora Blake": {"likes": "birdwatching"}},
    ),
]


def test_histories_in_the_users_voice_reach_each_persons_facts(mem: Memory) -> None:
    """Said one statement a message (a pronoun, a relation alone or a first name pointing back; a form's field on a
    line of its own), every value reaches the right person's entity, on every store."""
    check_histories(mem, HISTORIES)


def check_histories(mem: Memory, histories: list[History]) -> None:
    """Tell each history to a user of its own, one message a statement ("A:" opens an assistant's reply), extract,
    and check that the people found are exactly the ones expected and each holds every value expected."""
    for i, (said, expected) in enumerate(histories):
        user = f"u{i}"
        topic = mem.topics.create(user, "chat")
        for text in said:
            role = "assistant" if text.startswith("A:") else "user"
            mem.messages.add(topic.id, role, text.removeprefix("A:"))
        mem.extract(topic.id)
        people = {
            v.entity.name: {f.attribute: f.value for f in v.facts}
            for v in mem.entities.views(user)
            if v.entity.kind == "person"
        }
        assert set(people) == set(expected), (said, people)
        for name, facts in expected.items():
            for attribute, value in facts.items():
                assert people[name].get(attribute) == value, (said, name, attribute, people[name])
