"""The words English speakers name people by (issue #21): titles ("Dr. Helen Park", "Mrs. Alvarez", "Aunt Rosa",
"Coach Miller"), the many words for one tie ("my cuz", "my step-dad", "my nan", "my bestie") and names of less
common shapes ("O'Brien", "DeShawn", "Mark T. Lewis", a known name typed in lower case).

A title is a way to say the name, kept as an alias and never read as a job; a kin title says the tie too. Each single
case is one user message and the exact mentions read from it (as in `test_entity_extract`); the negatives are titles
with no person, the user's own facts, questions and hypotheticals; the histories go through the public API on every
store and check two forms of one tie (or name) meet in one entity.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._rules_common import split_sentences

from .test_entity_extract import Row, _p, _rows

CASES: list[tuple[str, list[Row]]] = [
    (
        "Dr. Helen Park, my mentor, lives in Austin.",
        [_p("Helen Park", "mentor", ("lives_in", "Austin"), aliases=("Dr. Helen Park", "Dr. Park"))],
    ),
    (
        "My dentist Dr. Amir Haddad is from Beirut.",
        [_p("Amir Haddad", "dentist", ("from", "Beirut"), aliases=("Dr. Amir Haddad", "Dr. Haddad"))],
    ),
    ("Mrs. Alvarez, our landlady, is 72.", [_p("Alvarez", "landlady", ("age", "72"), aliases=("Mrs. Alvarez",))]),
    (
        "Our neighbor Mr. Becker grew up in Hamburg.",
        [_p("Becker", "neighbor", ("from", "Hamburg"), aliases=("Mr. Becker",))],
    ),
    ("my boss Ms. Lee is super strict", [_p("Lee", "boss", ("trait", "strict"), aliases=("Ms. Lee",))]),
    (
        "Prof. Kim is my advisor and she's from Busan.",
        [_p("Kim", "advisor", ("from", "Busan"), aliases=("Prof. Kim",))],
    ),
    ("Mr. Tanaka, my landlord, is 70.", [_p("Tanaka", "landlord", ("age", "70"), aliases=("Mr. Tanaka",))]),
    ("Dr. Patel (my GP) is from Leicester.", [_p("Patel", "gp", ("from", "Leicester"), aliases=("Dr. Patel",))]),
    (
        "Prof. Lindqvist, my thesis advisor, grew up in Uppsala.",
        [_p("Lindqvist", "thesis advisor", ("from", "Uppsala"), aliases=("Prof. Lindqvist",))],
    ),
    ("My GP Dr. Ruth Cole is 50.", [_p("Ruth Cole", "gp", ("age", "50"), aliases=("Dr. Ruth Cole", "Dr. Cole"))]),
    (
        "My boss, Mr. Ian MacDonald, is 58.",
        [_p("Ian MacDonald", "boss", ("age", "58"), aliases=("Mr. Ian MacDonald", "Mr. MacDonald"))],
    ),
    ("My physio Dr Nkemelu works in Leeds.", [_p("Nkemelu", "physio", ("works_in", "Leeds"), aliases=("Dr Nkemelu",))]),
    (
        "Professor Adeyemi is my PhD advisor, he's 61.",
        [_p("Adeyemi", "phd advisor", ("age", "61"), aliases=("Professor Adeyemi",))],
    ),
    (
        "My tutor Mx. Rivera is from San Juan and is 33.",
        [_p("Rivera", "tutor", ("age", "33"), ("from", "San Juan"), aliases=("Mx. Rivera",))],
    ),
    ("Aunt Rosa lives in Tampa now.", [_p("Rosa", "aunt", ("lives_in", "Tampa"))]),
    ("Uncle Rob is 61.", [_p("Rob", "uncle", ("age", "61"))]),
    ("Grandma June turned 88 last week.", [_p("June", "grandma", ("age", "88"))]),
    ("Coach Miller is from Ohio and he's 45.", [_p("Miller", "coach", ("age", "45"), ("from", "Ohio"))]),
    ("Auntie Mei works in Vancouver as a nurse.", [_p("Mei", "auntie", ("job", "nurse"), ("works_in", "Vancouver"))]),
    ("Great-Aunt Edna is 93.", [_p("Edna", "great-aunt", ("age", "93"))]),
    ("Cousin Dana is 5'9\".", [_p("Dana", "cousin", ("height", "5'9\""))]),
    ("Uncle Bob's email is bob.k@mail.com", [_p("Bob", "uncle", ("email", "bob.k@mail.com"))]),
    ("Aunt Carol's 64 and lives in Reno.", [_p("Carol", "aunt", ("age", "64"), ("lives_in", "Reno"))]),
    ("Grandpa Joe's birthday is March 3.", [_p("Joe", "grandpa", ("birthday", "March 3"))]),
    ("Cousin Tamsin is a total introvert.", [_p("Tamsin", "cousin", ("trait", "a total introvert"))]),
    ("Nana lives in Leeds and she's 84.", [_p("", "nana", ("age", "84"), ("lives_in", "Leeds"))]),
    ("Uncle Rob works in Denver as a pharmacist.", [_p("Rob", "uncle", ("job", "pharmacist"), ("works_in", "Denver"))]),
    ("so Aunt Bea is 5'2\"", [_p("Bea", "aunt", ("height", "5'2\""))]),
    ("My brother-in-law Marcus is 38.", [_p("Marcus", "brother-in-law", ("age", "38"))]),
    ("My godmother Ines lives in Lisbon.", [_p("Ines", "godmother", ("lives_in", "Lisbon"))]),
    ("My stepdad Gary is a plumber.", [_p("Gary", "stepdad", ("job", "plumber"))]),
    ("My half-brother Leo is 19.", [_p("Leo", "half-brother", ("age", "19"))]),
    ("My skip-level Renee is from Ohio.", [_p("Renee", "skip-level", ("from", "Ohio"))]),
    ("My skip level manager Renee is from Ohio.", [_p("Renee", "skip level manager", ("from", "Ohio"))]),
    ("My mentee Arjun is 24.", [_p("Arjun", "mentee", ("age", "24"))]),
    ("My flatmate Gemma is a nurse.", [_p("Gemma", "flatmate", ("job", "nurse"))]),
    ("My bestie Kayla is 29.", [_p("Kayla", "bestie", ("age", "29"))]),
    ("My BFF Jess lives in Denver.", [_p("Jess", "bff", ("lives_in", "Denver"))]),
    ("My pops is 67.", [_p("", "pops", ("age", "67"))]),
    ("My nan is 90.", [_p("", "nan", ("age", "90"))]),
    ("My cuz Dana is 34.", [_p("Dana", "cuz", ("age", "34"))]),
    ("My sis Jen is a teacher.", [_p("Jen", "sis", ("job", "teacher"))]),
    ("My step-dad Gary is 58.", [_p("Gary", "step-dad", ("age", "58"))]),
    ("My step-sister Tara is 22.", [_p("Tara", "step-sister", ("age", "22"))]),
    ("My mother in law Patricia is 66.", [_p("Patricia", "mother in law", ("age", "66"))]),
    ("My sister in law, Maria, is a pharmacist.", [_p("Maria", "sister in law", ("job", "pharmacist"))]),
    ("My step-mum Karen lives in Leeds.", [_p("Karen", "step-mum", ("lives_in", "Leeds"))]),
    ("My mate Dave is a plumber.", [_p("Dave", "mate", ("job", "plumber"))]),
    ("My best mate Stu is 31.", [_p("Stu", "best mate", ("age", "31"))]),
    ("My hubby Tom is a firefighter.", [_p("Tom", "hubby", ("job", "firefighter"))]),
    ("My great-grandma Ada is 99.", [_p("Ada", "great-grandma", ("age", "99"))]),
    ("my uni friend Callum is from Dundee", [_p("Callum", "uni friend", ("from", "Dundee"))]),
    ("My colleague Sean O'Brien is from Cork.", [_p("Sean O'Brien", "colleague", ("from", "Cork"))]),
    ("My boss Ian McAllister is 52.", [_p("Ian McAllister", "boss", ("age", "52"))]),
    ("My cousin Amy Smith-Jones is a dentist.", [_p("Amy Smith-Jones", "cousin", ("job", "dentist"))]),
    ("My colleague Jean-Luc is from Lyon.", [_p("Jean-Luc", "colleague", ("from", "Lyon"))]),
    ("My uncle Mark T. Lewis is 66.", [_p("Mark T. Lewis", "uncle", ("age", "66"))]),
    ("My coworker DeShawn Williams is from Atlanta.", [_p("DeShawn Williams", "coworker", ("from", "Atlanta"))]),
    ("My classmate LaToya grew up in Memphis.", [_p("LaToya", "classmate", ("from", "Memphis"))]),
    ("My boss McKenzie Hart is 41.", [_p("McKenzie Hart", "boss", ("age", "41"))]),
    ("My flatmate, Chloe O'Neill, is from Belfast.", [_p("Chloe O'Neill", "flatmate", ("from", "Belfast"))]),
    ("My colleague Anne-Marie Dubois is from Lyon.", [_p("Anne-Marie Dubois", "colleague", ("from", "Lyon"))]),
    ("Our intern Priya K. Menon is 23.", [_p("Priya K. Menon", "intern", ("age", "23"))]),
    # a kin title beside a tie, where the user knows them from, more casual ties
    ("My godmother, Aunt Ines, lives in Lisbon.", [_p("Ines", "godmother", ("lives_in", "Lisbon"))]),
    ("Priya from accounting is 31.", [_p("Priya", "colleague", ("age", "31"))]),
    ("Dale next door is a retired cop.", [_p("Dale", "neighbor", ("job", "retired cop"))]),
    ("Tom from work is from Ohio.", [_p("Tom", "colleague", ("from", "Ohio"))]),
    ("Mrs. Patterson from next door is 90.", [_p("Patterson", "neighbor", ("age", "90"), aliases=("Mrs. Patterson",))]),
    ("my lil bro Theo is 17", [_p("Theo", "lil bro", ("age", "17"))]),
    (
        "Dr. Okafor, our family doctor, is from Lagos.",
        [_p("Okafor", "family doctor", ("from", "Lagos"), aliases=("Dr. Okafor",))],
    ),
    (
        "Our landlord Mr. Kowalski is super grumpy.",
        [_p("Kowalski", "landlord", ("trait", "grumpy"), aliases=("Mr. Kowalski",))],
    ),
    ("My pastor, Father Mike, is 56.", [_p("Mike", "pastor", ("age", "56"), aliases=("Father Mike",))]),
    (
        "Uncle Jimmy and Aunt Pat live in Tulsa.",
        [_p("Jimmy", "uncle", ("lives_in", "Tulsa")), _p("Pat", "aunt", ("lives_in", "Tulsa"))],
    ),
    (
        "Aunt Marisol (mom's sister) is a pediatrician in Miami.",
        [_p("Marisol", "aunt", ("job", "pediatrician"), ("works_in", "Miami"))],
    ),
    ("My nephew Ollie O'Hara is 12.", [_p("Ollie O'Hara", "nephew", ("age", "12"))]),
    (
        "Meet my stepmom, Dr. Karen Liu: 52, pediatrician, from Boston.",
        [
            _p(
                "Karen Liu",
                "stepmom",
                ("age", "52"),
                ("from", "Boston"),
                ("job", "pediatrician"),
                aliases=("Dr. Karen Liu", "Dr. Liu"),
            )
        ],
    ),
    ("My bro Kenji lives in Osaka.", [_p("Kenji", "bro", ("lives_in", "Osaka"))]),
    (
        "my sis-in-law Bree is a paralegal in Omaha",
        [_p("Bree", "sis-in-law", ("job", "paralegal"), ("works_in", "Omaha"))],
    ),
    (
        "My old boss, Mr. Whitfield, is from Maine.",
        [_p("Whitfield", "old boss", ("from", "Maine"), aliases=("Mr. Whitfield",))],
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[c[0][:40] for c in CASES])
def test_titles_ties_and_name_shapes_name_the_person(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="en")) == expected


# No person here: a title before a word no one is named ("Mr. Right", "Dr. Pepper"), before a thing's name ("Dr.
# Seuss books", "Uncle Ben's rice"), a greeting, a possessive of a place; the user's own facts; a question; a wish.
NO_PERSON = [
    "The doctor said I need more sleep.",
    "Dr. Pepper is my favorite drink.",
    "I'm waiting for Mr. Right.",
    '"Dear John" was a sad letter.',
    "Dear John, I miss you.",
    "Paris is lovely in May.",
    "I'm 38 and my email is me@x.com.",
    "If my cousin Dana were 30 she'd be happier.",
    "How old is my uncle Rob?",
    "Is Dr. Park from Seoul?",
    "Uncle Ben's rice is 2 dollars.",
    "Dr. Seuss books are great for kids.",
    "I saw Dr. Strange last night.",
    "Mr. Smith Goes to Washington is a classic.",
    "Thanks, Dr. Lee!",
    "Grandma's cookies are the best.",
    "I had dinner at Aunt Rosa's place.",
    "My doctor is 40 minutes late again.",
    "Mr. Bean is hilarious.",
    "Sister Act is my favorite movie.",
    "I got a B. Then I went home.",
    "I got an email from work today.",
    "The guy next door is loud.",
    "Someone from accounting called me.",
    "I'm Dr. Sarah Lin and I'm 45.",
    "Call me Mrs. Lopez, I'm 60.",
    "Would Dr. Kim be 40 by now?",
    "If Aunt Rosa moved to Tampa she'd be happier.",
    "Father's Day is on Sunday.",
    "Mother Nature is wild today.",
    "Last Tuesday, my gf, Toby, and I had a night in.",  # a day is no name, whatever tie follows
]


@pytest.mark.parametrize("text", NO_PERSON)
def test_a_title_or_tie_word_alone_names_no_one(text: str) -> None:
    assert extract_mentions(text, language="en") == []


def test_a_known_name_in_lower_case_is_the_name_an_everyday_word_is_not() -> None:
    """ "talked to dana today" names Dana when the user's world holds her; "will you …", "mark my words" do not
    name Will or Mark though both are known."""
    names = ["Dana Kim", "Will", "Mark"]
    for text, facts in [
        ("so dana's moving to Boise next month", [("note", "is moving to Boise next month")]),
        ("me and dana went hiking, dana is 34 btw", [("age", "34")]),
        ("fyi dana's email is dana.k@mail.com", [("email", "dana.k@mail.com")]),
        ("i think dana lives in Denver now", [("lives_in", "Denver")]),
    ]:
        assert _rows(extract_mentions(text, language="en", names=names)) == [_p("Dana", "", *facts)], text
    for text in ("will you remind me tomorrow?", "mark my words, it's 5 pm", "I'll grab dinner at 7, will text"):
        assert extract_mentions(text, language="en", names=names) == [], text


def test_a_middle_initial_after_a_name_ends_no_sentence() -> None:
    assert split_sentences("My uncle Jonathan T. Lewis lives in Ohio. He is a vet.", 10) == [
        "My uncle Jonathan T. Lewis lives in Ohio.",
        "He is a vet.",
    ]
    assert split_sentences("I got a B. Then I went home.", 10) == ["I got a B.", "Then I went home."]


# One history a user, one statement a message: the people's entities after, with the facts each must hold
HISTORIES: list[tuple[list[str], dict[str, dict[str, str]]]] = [
    (
        ["Mrs. Patterson from next door is 90.", "Mrs. Patterson grew up in Dublin."],
        {"Patterson": {"age": "90", "from": "Dublin"}},
    ),
    (["My cuz Dana is 34.", "My cousin Dana lives in Denver."], {"Dana": {"age": "34", "lives_in": "Denver"}}),
    (["Aunt Rosa lives in Tampa.", "My aunt Rosa is 64."], {"Rosa": {"age": "64", "lives_in": "Tampa"}}),
    (["My step-dad Gary is 58.", "My stepdad Gary is a plumber."], {"Gary": {"age": "58", "job": "plumber"}}),
    (
        ["My bestie Kayla is 29.", "My best friend Kayla lives in Denver."],
        {"Kayla": {"age": "29", "lives_in": "Denver"}},
    ),
    (
        ["My mother in law Patricia is 66.", "My mother-in-law Patricia lives in Reno."],
        {"Patricia": {"age": "66", "lives_in": "Reno"}},
    ),
    (["My nan is 90.", "My grandma lives in Leeds."], {"nan": {"age": "90", "lives_in": "Leeds"}}),
    (["My pops is 67.", "My dad grew up in Cork."], {"pops": {"age": "67", "from": "Cork"}}),
    (
        ["Dr. Helen Park, my mentor, lives in Austin.", "Dr. Park is 52."],
        {"Helen Park": {"age": "52", "lives_in": "Austin"}},
    ),
    (
        ["Mrs. Alvarez, our landlady, is 72.", "Mrs. Alvarez grew up in Oaxaca."],
        {"Alvarez": {"age": "72", "from": "Oaxaca"}},
    ),
    (
        ["My cousin Dana lives in Denver.", "talked to dana today. dana is 35 now"],
        {"Dana": {"age": "35", "lives_in": "Denver"}},
    ),
    (
        ["My uncle Mark T. Lewis lives in Ohio.", "Mark is 66."],
        {"Mark T. Lewis": {"age": "66", "lives_in": "Ohio"}},
    ),
]


def test_two_forms_of_one_tie_or_name_meet_in_one_person(mem: Memory) -> None:
    """ "my cuz Dana" then "my cousin Dana", "Aunt Rosa" then "my aunt Rosa", "Dr. Helen Park" then "Dr. Park":
    one person with the facts of both messages, on every store."""
    for i, (said, expected) in enumerate(HISTORIES):
        topic = mem.topics.create(f"u{i}", "chat")
        for text in said:
            mem.messages.add(topic.id, "user", text)
        mem.extract(topic.id)
        # each person's facts, of the attributes the case names: one entity per person, no fact lost to another
        got = {
            v.entity.name: {f.attribute: f.value for f in v.facts if f.attribute in expected.get(v.entity.name, {})}
            for v in mem.entities.views(f"u{i}")
            if v.entity.kind == "person"
        }
        assert got == expected, said
