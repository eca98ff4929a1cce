"""English capture of several people (issue #21): who each fact is about when a message names more than one.

Two names share one relation ("my colleagues Wes Park and Lena Ortiz are both programmers"), a list follows an
intro line one person a message ("Here are my coworkers:" then "Wes Park - 31, engineer"), a name is said in two
forms ("Liam is my cousin, full name Liam Foster", later "Liam"), a pronoun follows two people (resolved only when
the relation words leave one of its gender, else to no one), a fact is told inside a story about something else
("… with my cousin Dana, who is 34"). Single messages check the exact mentions read; the histories go through the
public API on every store and check that every fact reaches the right person and that no extra person appears.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions

from .test_entity_en_voice import History, check_histories
from .test_entity_extract import Row, _p, _rows

CASES: list[tuple[str, list[Row]]] = [
    # one relation said for two names, one predicate for both
    (
        "My coworkers Priya and Omar are both from Pune.",
        [_p("Priya", "coworker", ("from", "Pune")), _p("Omar", "coworker", ("from", "Pune"))],
    ),
    ("My nieces Lily and Rose are both 7.", [_p("Lily", "niece", ("age", "7")), _p("Rose", "niece", ("age", "7"))]),
    (
        "Both my aunts, Bea and Joan, live in Dublin.",
        [_p("Bea", "aunt", ("lives_in", "Dublin")), _p("Joan", "aunt", ("lives_in", "Dublin"))],
    ),
    ("My colleagues Wes and Lena went to lunch.", [_p("Wes", "colleague"), _p("Lena", "colleague")]),
    (
        "My cousins Dana Reyes and Gina Rossi came over for dinner.",
        [_p("Dana Reyes", "cousin"), _p("Gina Rossi", "cousin")],
    ),
    # two people, each with their own values
    (
        "My uncle Rob is 55 and my aunt Joan is 53.",
        [_p("Rob", "uncle", ("age", "55")), _p("Joan", "aunt", ("age", "53"))],
    ),
    (
        "My boss Grace Lin grew up in Vancouver, while my colleague Hugo Petit is from Lyon.",
        [_p("Grace Lin", "boss", ("from", "Vancouver")), _p("Hugo Petit", "colleague", ("from", "Lyon"))],
    ),
    (
        "My brother Sam is a chef and my sister Amy is a dentist.",
        [_p("Sam", "brother", ("job", "chef")), _p("Amy", "sister", ("job", "dentist"))],
    ),
    # a pronoun after two people: by the gender the relation words say, else no one
    (
        "My aunt Joan and my uncle Rob live in Cork. She is a teacher and he is a plumber.",
        [
            _p("Joan", "aunt", ("job", "teacher"), ("lives_in", "Cork")),
            _p("Rob", "uncle", ("job", "plumber"), ("lives_in", "Cork")),
        ],
    ),
    (
        "My sister Amy and my brother Sam visited. She's a dentist and he's a chef.",
        [_p("Amy", "sister", ("job", "dentist")), _p("Sam", "brother", ("job", "chef"))],
    ),
    ("My dad and my uncle Rob went fishing. He is 60.", [_p("Rob", "uncle")]),  # both men: whose 60 is unclear
    ("My cousin Dana and my colleague Tom had coffee. He is 29.", [_p("Dana", "cousin"), _p("Tom", "colleague")]),
    ("My boss Megan and my colleague Tom had coffee. He is 29.", [_p("Megan", "boss"), _p("Tom", "colleague")]),
    ("My aunt Joan came over with my cousin Dana. She is 53.", [_p("Joan", "aunt"), _p("Dana", "cousin")]),
    ("My uncle Rob Hale is a pharmacist. She is 50.", [_p("Rob Hale", "uncle", ("job", "pharmacist"))]),
    # a fact told inside a story about something else
    (
        "Met up with my old friend Carla Mendes, who is a lawyer now.",
        [_p("Carla Mendes", "old friend", ("job", "lawyer"))],
    ),
    ("We drove to the lake with my uncle Rob Hale, who's 55.", [_p("Rob Hale", "uncle", ("age", "55"))]),
    (
        "Went hiking with my cousin Dana yesterday; she is 34 and works in Denver as a nurse.",
        [_p("Dana", "cousin", ("age", "34"), ("job", "nurse"), ("works_in", "Denver"))],
    ),
    # a list under an intro line in the same message; a name line after no intro keeps no relation
    (
        "Here are my colleagues:\n1. Wes Park, 31, engineer\n2. Lena Ortiz, 28, designer",
        [
            _p("Wes Park", "colleague", ("age", "31"), ("job", "engineer")),
            _p("Lena Ortiz", "colleague", ("age", "28"), ("job", "designer")),
        ],
    ),
    (
        "Some info on my cousins.\nDana Reyes - 34, nurse\nGina Rossi - 30, dentist",
        [
            _p("Dana Reyes", "cousin", ("age", "34"), ("job", "nurse")),
            _p("Gina Rossi", "cousin", ("age", "30"), ("job", "dentist")),
        ],
    ),
    (
        "My sister Amy is 30. Tom Becker, 29, engineer.",
        [_p("Amy", "sister", ("age", "30")), _p("Tom Becker", "", ("age", "29"), ("job", "engineer"))],
    ),
    # a name said in two forms
    ("Liam is my cousin, full name Liam Foster.", [_p("Liam Foster", "cousin", aliases=("Liam",))]),
    (
        "My colleague Tess, full name Tess Grant, is from Ohio.",
        [_p("Tess Grant", "colleague", ("from", "Ohio"), aliases=("Tess",))],
    ),
    (
        "My colleague Tess is from Ohio. Her full name is Tess Grant.",
        [_p("Tess Grant", "colleague", ("from", "Ohio"), aliases=("Tess",))],
    ),
    (
        "I have two cousins, Dana and Gina.",
        [_p("Dana", "cousin"), _p("Gina", "cousin")],
    ),
    (
        "Everyone calls my colleague Daniel Patel Danny.",
        [_p("Daniel Patel", "colleague", aliases=("Danny",))],
    ),
    # "other" / "another" is no part of the relation
    ("My other cousin is Gina, she is a dentist.", [_p("Gina", "cousin", ("job", "dentist"))]),
    (
        "Another colleague of mine, Victor Hale, moved to Madrid.",
        [_p("Victor Hale", "colleague", ("lives_in", "Madrid"))],
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[t for t, _ in CASES])
def test_each_person_of_a_message_gets_only_their_own_facts(text: str, expected: list[Row]) -> None:
    assert sorted(_rows(extract_mentions(text, language="en"))) == sorted(expected)


HISTORIES: list[History] = [
    (
        ["My colleagues Wes Park and Lena Ortiz are both programmers."],
        {
            "Wes Park": {"relation": "colleague", "job": "programmer"},
            "Lena Ortiz": {"relation": "colleague", "job": "programmer"},
        },
    ),
    (
        ["My cousins Dana Reyes and Gina Rossi both live in Austin."],
        {
            "Dana Reyes": {"relation": "cousin", "lives_in": "Austin"},
            "Gina Rossi": {"relation": "cousin", "lives_in": "Austin"},
        },
    ),
    (
        ["Both my uncle Rob Hale and my aunt Rosa Díaz are from Tulsa."],
        {"Rob Hale": {"from": "Tulsa"}, "Rosa Díaz": {"from": "Tulsa"}},
    ),
    (["Dana and Rob are both nurses."], {"Dana": {"job": "nurse"}, "Rob": {"job": "nurse"}}),
    (
        ["My coworkers Priya Nair and Omar Haddad both work in Seattle."],
        {
            "Priya Nair": {"relation": "coworker", "works_in": "Seattle"},
            "Omar Haddad": {"relation": "coworker", "works_in": "Seattle"},
        },
    ),
    (
        ["My colleagues Wes Park and Lena Ortiz are both programmers. Wes is 31 and Lena is 28."],
        {"Wes Park": {"job": "programmer", "age": "31"}, "Lena Ortiz": {"job": "programmer", "age": "28"}},
    ),
    (
        ["My cousins, Nick Shaw and Amber Shaw, are both accountants."],
        {
            "Nick Shaw": {"relation": "cousin", "job": "accountant"},
            "Amber Shaw": {"relation": "cousin", "job": "accountant"},
        },
    ),
    (
        ["My uncles Rob and Ray both grew up in Leeds."],
        {"Rob": {"relation": "uncle", "from": "Leeds"}, "Ray": {"relation": "uncle", "from": "Leeds"}},
    ),
    (
        ["My boss Megan Ortiz is 45, and my colleague Tom Becker is 29."],
        {"Megan Ortiz": {"age": "45"}, "Tom Becker": {"age": "29"}},
    ),
    (["My boss Megan is 45 while my colleague Tom is 29."], {"Megan": {"age": "45"}, "Tom": {"age": "29"}}),
    (
        ["Megan Ortiz is my boss and Tom Becker is my colleague."],
        {"Megan Ortiz": {"relation": "boss"}, "Tom Becker": {"relation": "colleague"}},
    ),
    (["My cousin Dana is 5'9\" and my uncle Rob is 6'1\"."], {"Dana": {"height": "5'9\""}, "Rob": {"height": "6'1\""}}),
    (
        [
            "Let me tell you about a few of my colleagues.",
            "Wes Park, 31, bachelor's degree.",
            "Lena Ortiz, 28, master's degree.",
        ],
        {"Wes Park": {"relation": "colleague", "age": "31"}, "Lena Ortiz": {"relation": "colleague", "age": "28"}},
    ),
    (
        ["Here are my coworkers:", "Wes Park - 31, engineer", "Lena Ortiz - 28, designer"],
        {
            "Wes Park": {"relation": "coworker", "job": "engineer"},
            "Lena Ortiz": {"relation": "coworker", "job": "designer"},
        },
    ),
    (
        ["Quick rundown on my cousins.", "Dana Reyes: 34, nurse", "Gina Rossi: 30, dentist", "Nick Shaw: 27, chef"],
        {
            "Dana Reyes": {"relation": "cousin", "job": "nurse"},
            "Gina Rossi": {"relation": "cousin", "job": "dentist"},
            "Nick Shaw": {"relation": "cousin", "job": "chef", "age": "27"},
        },
    ),
    (
        ["These are my two uncles:", "Rob Hale, 55, pharmacist", "Ray Hale, 58, electrician"],
        {"Rob Hale": {"relation": "uncle", "age": "55"}, "Ray Hale": {"relation": "uncle", "age": "58"}},
    ),
    (["Wes Park, 31, engineer."], {"Wes Park": {"age": "31", "job": "engineer"}}),
    (
        ["Liam is my cousin, full name Liam Foster.", "Liam just turned 35."],
        {"Liam Foster": {"relation": "cousin", "age": "35"}},
    ),
    (["My cousin Liam Foster lives in Leeds.", "Liam is 35."], {"Liam Foster": {"lives_in": "Leeds", "age": "35"}}),
    (["My colleague Tess is from Ohio. Her full name is Tess Grant."], {"Tess Grant": {"from": "Ohio"}}),
    (["My boss Owen Sato is 52.", "Owen grew up in Osaka."], {"Owen Sato": {"age": "52", "from": "Osaka"}}),
    (
        ["My aunt Rosa Díaz is a retired nurse.", "A:That's lovely!", "Rosa lives in Miami now."],
        {"Rosa Díaz": {"job": "retired nurse", "lives_in": "Miami"}},
    ),
    (
        ["My aunt Rosa and my uncle Rob came over. She is 52 and he is 55."],
        {"Rosa": {"age": "52"}, "Rob": {"age": "55"}},
    ),
    (["My aunt Rosa and my uncle Rob came over.", "He is a pharmacist."], {"Rosa": {}, "Rob": {"job": "pharmacist"}}),
    (["My sister Amy and my brother Sam visited. She's a dentist."], {"Amy": {"job": "dentist"}, "Sam": {}}),
    (["My cousin Dana and my cousin Gina came over. She is 30."], {"Dana": {}, "Gina": {}}),
    (
        ["My boss Megan Ortiz and my colleague Tom Becker went to lunch. She is 45."],
        {"Megan Ortiz": {}, "Tom Becker": {}},
    ),
    (
        ["My uncle Rob Hale is a pharmacist. My cousin Gina Rossi lives in Rome. He is 55."],
        {"Rob Hale": {"job": "pharmacist"}, "Gina Rossi": {"lives_in": "Rome"}},
    ),
    (
        ["My uncle Rob Hale is a pharmacist.", "A:Nice, thanks for sharing!", "He works in Denver."],
        {"Rob Hale": {"job": "pharmacist", "works_in": "Denver"}},
    ),
    (
        ["My colleague Ana is a nurse.", "My other colleague is Ben, he is a teacher."],
        {"Ana": {"relation": "colleague", "job": "nurse"}, "Ben": {"relation": "colleague", "job": "teacher"}},
    ),
    (
        ["I ran into my cousin Dana at the mall; she just turned 34 and moved to Denver for work."],
        {"Dana": {"relation": "cousin", "age": "34"}},
    ),
    (
        ["We went to the concert last week with my cousin Dana, who is 34 and lives in Denver."],
        {"Dana": {"age": "34", "lives_in": "Denver"}},
    ),
    (["Had dinner with my friend Carla Mendes, who's a lawyer in Boston."], {"Carla Mendes": {"relation": "friend"}}),
    # the people of the message before, said of in the next one
    (["Everyone calls my colleague Daniel Patel Danny.", "Danny is 33."], {"Daniel Patel": {"age": "33"}}),
    (
        ["My boss Grace Lin and my colleague Hugo Petit both live in Queens.", "Grace is 44.", "Hugo is 31."],
        {"Grace Lin": {"lives_in": "Queens", "age": "44"}, "Hugo Petit": {"lives_in": "Queens", "age": "31"}},
    ),
    (
        ["I have two cousins, Dana and Gina.", "Dana is 34 and Gina is 30."],
        {"Dana": {"relation": "cousin", "age": "34"}, "Gina": {"relation": "cousin", "age": "30"}},
    ),
    (
        ["My aunt Joan and my uncle Rob came over.", "A:Sounds like a fun visit!", "She is 53."],
        {"Joan": {"age": "53"}, "Rob": {}},
    ),
    (
        ["Let me tell you about my cousins.", "Dana Reyes, 34, lives in Denver.", "Gina Rossi, 30, lives in Rome."],
        {
            "Dana Reyes": {"relation": "cousin", "lives_in": "Denver"},
            "Gina Rossi": {"relation": "cousin", "lives_in": "Rome"},
        },
    ),
    (
        ["My colleague Sara Novak is from Boston.", "My colleague Ian Cole is from Austin.", "Sara is 29."],
        {"Sara Novak": {"from": "Boston", "age": "29"}, "Ian Cole": {"from": "Austin"}},
    ),
    (
        ["My colleagues Wes Park and Lena Ortiz are both 30.", "Wes is an engineer."],
        {"Wes Park": {"age": "30", "job": "engineer"}, "Lena Ortiz": {"age": "30"}},
    ),
    (
        ["My uncle Rob Hale and my aunt Joan Hale live in Cork.", "He's a plumber, she's a teacher."],
        {"Rob Hale": {"job": "plumber"}, "Joan Hale": {"job": "teacher"}},
    ),
    (
        ["My boss Megan Ortiz is 45.", "My colleague Tom Becker is 29.", "Megan grew up in Austin."],
        {"Megan Ortiz": {"age": "45", "from": "Austin"}, "Tom Becker": {"age": "29"}},
    ),
    # a message that ended on one person leaves the pronoun to whom it was about; two named together and no
    # gender to tell them apart leave it to no one
    (
        ["My aunt Claire is outgoing. My aunt works as an electrician.", "She hails from Toledo."],
        {"Claire": {"from": "Toledo", "trait": "outgoing"}},
    ),
    (
        [
            "Maya Castillo, my boss, came by today; she is an HR specialist. Felix Whitaker is my direct report. "
            "He is 6'2\" tall.",
            "He is originally from Dayton.",
        ],
        {"Maya Castillo": {"job": "HR specialist"}, "Felix Whitaker": {"height": "6'2\"", "from": "Dayton"}},
    ),
    (
        ["My boss Megan Ortiz and my colleague Tom Becker went to lunch.", "She is 45."],
        {"Megan Ortiz": {}, "Tom Becker": {}},
    ),
    (
        ["My cousin Rosa is 35. Caleb's birthday is December 22, and he is 51.", "He is about 185 cm."],
        {"Rosa": {"age": "35"}, "Caleb": {"age": "51", "height": "185 cm"}},
    ),
]


def test_histories_with_several_people_reach_each_persons_facts(mem: Memory) -> None:
    """Said over messages (an assistant reply between them where "A:" opens one), every value reaches the right
    person's entity, and the people found are exactly the ones meant: no extra, none missing."""
    check_histories(mem, HISTORIES)
