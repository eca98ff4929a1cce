"""English profile attributes of the people a user talks about (issue #21): height, hometown, work city, position,
employer, education, personality, hobbies, birthday, age, phone and email, each said the casual way and the formal
way ("X is my Y; his Z is V", "X's Z is V"), with hedges that are no part of a value, subjects by full name, first
name, relation or pronoun, and two people in one sentence who each keep their own values.

Extractor cases are one user message and the exact mentions read from it, as in `test_entity_extract`; the
end-to-end cases go through the public API (messages, `extract`, `mem.entities`, `context`) on every store.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._entity_models import EntityView
from jiyi._entity_resolve import same_relation
from jiyi.extractors._entities import extract_mentions

from .test_entity_extract import Row, _org, _p, _rows

WORKS_AT = "works_at"

CASES: list[tuple[str, list[Row]]] = [
    # height: feet and inches, centimetres, metres, words; "tall" and hedges are no part of the value
    ("My cousin Dana Reyes is 5'9\".", [_p("Dana Reyes", "cousin", ("height", "5'9\""))]),
    ("My uncle Rob stands 6'2\".", [_p("Rob", "uncle", ("height", "6'2\""))]),
    ("My aunt Carol is five foot four.", [_p("Carol", "aunt", ("height", "five foot four"))]),
    ("My boss is pretty tall, around 185 cm.", [_p("", "boss", ("height", "185 cm"))]),
    ("My coworker Priya is on the short side, about 160 cm.", [_p("Priya", "coworker", ("height", "160 cm"))]),
    ("My father is 1.78 m tall.", [_p("", "father", ("height", "1.78 m"))]),
    ("My colleague Sam is like 6 ft 3 or so.", [_p("Sam", "colleague", ("height", "6 ft 3"))]),
    ("Megan Ortiz's height is 172 cm.", [_p("Megan Ortiz", "", ("height", "172 cm"))]),
    # hometown
    ("My boss Lena grew up in Leeds.", [_p("Lena", "boss", ("from", "Leeds"))]),
    ("My manager Lena Park hails from Glasgow.", [_p("Lena Park", "manager", ("from", "Glasgow"))]),
    ("My aunt Carol's hometown is Tulsa.", [_p("Carol", "aunt", ("from", "Tulsa"))]),
    ("My colleague Sam is a Boston native.", [_p("Sam", "colleague", ("from", "Boston"))]),
    ("My cousin Dana was born in Savannah.", [_p("Dana", "cousin", ("from", "Savannah"))]),
    ("My cousin Dana was born in March.", [_p("Dana", "cousin", ("birthday", "March"))]),  # a month is no place
    # work city
    ("My uncle Rob works in Denver.", [_p("Rob", "uncle", ("works_in", "Denver"))]),
    (
        "My uncle Rob works in Denver as a pharmacist.",
        [_p("Rob", "uncle", ("works_in", "Denver"), ("job", "pharmacist"))],
    ),
    ("My colleague Priya is based in our Austin office.", [_p("Priya", "colleague", ("works_in", "Austin"))]),
    ("My report Mark works out of the Chicago office.", [_p("Mark", "report", ("works_in", "Chicago"))]),
    ("My colleague Sam commutes to Boston for work.", [_p("Sam", "colleague", ("works_in", "Boston"))]),
    ("My aunt Carol is a nurse in Leeds.", [_p("Carol", "aunt", ("job", "nurse"), ("works_in", "Leeds"))]),
    ("My colleague Sam's office is in Seattle.", [_p("Sam", "colleague", ("works_in", "Seattle"))]),
    ("My boss works in Marketing.", [_p("", "boss", ("job", "marketing"))]),  # a department, no city: what they do
    # position and employer
    (
        "My boss Megan Ortiz is a regional sales manager at Pinecrest.",
        [
            _p(
                "Megan Ortiz",
                "boss",
                ("title", "regional sales manager"),
                ("employer", "Pinecrest"),
                links=((WORKS_AT, "Pinecrest"),),
            ),
            _org("Pinecrest"),
        ],
    ),
    (
        "My boss Lena is the head of marketing at Fernvale.",
        [
            _p(
                "Lena",
                "boss",
                ("title", "head of marketing"),
                ("employer", "Fernvale"),
                links=((WORKS_AT, "Fernvale"),),
            ),
            _org("Fernvale"),
        ],
    ),
    ("My colleague Sam got promoted to team lead last month.", [_p("Sam", "colleague", ("title", "team lead"))]),
    (
        "My coworker Priya serves as the operations director.",
        [_p("Priya", "coworker", ("title", "operations director"))],
    ),
    (
        "Megan Ortiz is my boss. Her position is department manager.",
        [_p("Megan Ortiz", "boss", ("title", "department manager"))],
    ),
    ("My cousin Jen is a senior accountant.", [_p("Jen", "cousin", ("job", "senior accountant"))]),
    (
        "Megan Ortiz's employer is Pinecrest Logistics.",
        [
            _p("Megan Ortiz", "", ("employer", "Pinecrest Logistics"), links=((WORKS_AT, "Pinecrest Logistics"),)),
            _org("Pinecrest Logistics"),
        ],
    ),
    ("Megan Ortiz's occupation is dentist.", [_p("Megan Ortiz", "", ("job", "dentist"))]),
    # education
    ("My cousin Dana has a bachelor's.", [_p("Dana", "cousin", ("education", "bachelor's"))]),
    ("My coworker Tim only finished high school.", [_p("Tim", "coworker", ("education", "high school"))]),
    ("My aunt Carol is a college graduate.", [_p("Carol", "aunt", ("education", "college graduate"))]),
    (
        "My coworker Tim graduated from a vocational school.",
        [_p("Tim", "coworker", ("education", "vocational school"))],
    ),
    (
        "Megan Ortiz's educational background is a master's degree.",
        [_p("Megan Ortiz", "", ("education", "master's degree"))],
    ),
    # personality
    ("My cousin Dana is really laid-back.", [_p("Dana", "cousin", ("trait", "laid-back"))]),
    ("My uncle Rob is kind and patient.", [_p("Rob", "uncle", ("trait", "kind and patient"))]),
    ("My uncle Joe is an introvert.", [_p("Joe", "uncle", ("trait", "an introvert"))]),
    ("My colleague Sam is the quiet type.", [_p("Sam", "colleague", ("trait", "quiet"))]),
    ("My aunt Carol has a cheerful personality.", [_p("Carol", "aunt", ("trait", "cheerful"))]),
    ("Megan Ortiz's personality: optimistic.", [_p("Megan Ortiz", "", ("trait", "optimistic"))]),
    # hobbies
    ("My coworker Priya is an avid hiker.", [_p("Priya", "coworker", ("hobby", "hiking"))]),
    ("My colleague Sam plays golf every weekend.", [_p("Sam", "colleague", ("hobby", "golf"))]),
    ("My uncle Rob goes fishing on Sundays.", [_p("Rob", "uncle", ("hobby", "fishing"))]),
    ("Megan Ortiz's hobbies are pottery and chess.", [_p("Megan Ortiz", "", ("hobby", "pottery and chess"))]),
    ("My uncle Rob plays it safe.", [_p("Rob", "uncle")]),  # no pastime in it
    # birthday and age
    ("My father was born on March 3rd.", [_p("", "father", ("birthday", "March 3rd"))]),
    ("My mother just celebrated her 41st birthday.", [_p("", "mother", ("age", "41"))]),
    ("My colleague Sam Lee is probably around 30.", [_p("Sam Lee", "colleague", ("age", "30"))]),
    ("Megan Ortiz's age is 47.", [_p("Megan Ortiz", "", ("age", "47"))]),
    # phone and email
    ("My boss Lena's email is lena.park@pinecrest.com.", [_p("Lena", "boss", ("email", "lena.park@pinecrest.com"))]),
    ("My boss Lena's cell is 415-555-0132.", [_p("Lena", "boss", ("phone", "415-555-0132"))]),
    ("You can reach my cousin Dana at dana.r@fernmail.com.", [_p("Dana", "cousin", ("email", "dana.r@fernmail.com"))]),
    # a pronoun after an introduction, and a form's bare field
    (
        "Dana Reyes is my cousin. She is 168 cm tall and works in Phoenix.",
        [_p("Dana Reyes", "cousin", ("height", "168 cm"), ("works_in", "Phoenix"))],
    ),
    (
        "Lena is 52. She's from Leeds and works in London as a senior accountant.",
        [_p("Lena", "", ("age", "52"), ("from", "Leeds"), ("works_in", "London"), ("job", "senior accountant"))],
    ),
    (
        "Tom Becker is my colleague; his hometown is Cork and his email is tom.b@pinecrest.com.",
        [_p("Tom Becker", "colleague", ("from", "Cork"), ("email", "tom.b@pinecrest.com"))],
    ),
    (
        "Megan Ortiz is my boss. Position: department manager.",
        [_p("Megan Ortiz", "boss", ("title", "department manager"))],
    ),
    # two people in one sentence: each keeps their own value
    (
        "My cousin Dana is 5'9\" and my uncle Rob is 6'1\".",
        [_p("Dana", "cousin", ("height", "5'9\"")), _p("Rob", "uncle", ("height", "6'1\""))],
    ),
    (
        "My boss Lena grew up in Leeds, and my colleague Sam is from Cork.",
        [_p("Lena", "boss", ("from", "Leeds")), _p("Sam", "colleague", ("from", "Cork"))],
    ),
    (
        "Lena grew up in Leeds while Sam is from Cork.",
        [_p("Lena", "", ("from", "Leeds")), _p("Sam", "", ("from", "Cork"))],
    ),
    (
        "My boss Lena is 52 and my report Mark is 29.",
        [_p("Lena", "boss", ("age", "52")), _p("Mark", "report", ("age", "29"))],
    ),
    (
        "My uncle Rob and my aunt Carol both grew up in Tulsa.",  # one predicate shared by both
        [_p("Rob", "uncle", ("from", "Tulsa")), _p("Carol", "aunt", ("from", "Tulsa"))],
    ),
    # more ways: age in words, a kin title before the name, two values under one verb, a field's kind, a city
    ("My cousin Dana just turned forty-one.", [_p("Dana", "cousin", ("age", "forty-one"))]),
    ("Uncle Rob works in Denver.", [_p("Rob", "uncle", ("works_in", "Denver"))]),
    ("My coworker Amy is 32 and 165 cm tall.", [_p("Amy", "coworker", ("age", "32"), ("height", "165 cm"))]),
    ("My aunt is 158 cm and a bit chubby.", [_p("", "aunt", ("height", "158 cm"))]),
    ("My colleague Sam's work phone is 212 555 0147.", [_p("Sam", "colleague", ("phone", "212 555 0147"))]),
    ("My manager Lisa is the VP of engineering.", [_p("Lisa", "manager", ("title", "VP of engineering"))]),
    ("My second cousin Amy is 5 foot 6.", [_p("Amy", "second cousin", ("height", "5 foot 6"))]),
    (
        "My older cousin Mike is a software engineer at Fernvale in Seattle.",
        [
            _p(
                "Mike",
                "older cousin",
                ("job", "software engineer"),
                ("employer", "Fernvale"),
                ("works_in", "Seattle"),
                links=((WORKS_AT, "Fernvale"),),
            ),
            _org("Fernvale"),
        ],
    ),
    ("My uncle probably lives in Ohio.", [_p("", "uncle", ("lives_in", "Ohio"))]),
    # a form's fields in a row, an age said in passing, a position said as what they run
    (
        "Megan Ortiz is my boss. She is 45 years old, 170 cm tall, and works in Denver.",
        [_p("Megan Ortiz", "boss", ("age", "45"), ("height", "170 cm"), ("works_in", "Denver"))],
    ),
    (
        "My report Leo Zhang is 26, from Wuhan, and works in Shanghai.",
        [_p("Leo Zhang", "report", ("age", "26"), ("from", "Wuhan"), ("works_in", "Shanghai"))],
    ),
    ("My boss Megan Ortiz, 45, is from Austin.", [_p("Megan Ortiz", "boss", ("age", "45"), ("from", "Austin"))]),
    (
        "Megan Ortiz is my boss. Her hobbies include hiking and photography.",
        [_p("Megan Ortiz", "boss", ("hobby", "hiking and photography"))],
    ),
    (
        "Zheng Yaqin is my colleague; her place of origin is Chengdu, Sichuan.",
        [_p("Zheng Yaqin", "colleague", ("from", "Chengdu, Sichuan"))],
    ),
    ("Ellen is in charge of the sales department.", [_p("Ellen", "", ("title", "in charge of the sales department"))]),
    (
        "Dave works at Huawei in Shenzhen.",
        [
            _p("Dave", "", ("employer", "Huawei"), ("works_in", "Shenzhen"), links=((WORKS_AT, "Huawei"),)),
            _org("Huawei"),
        ],
    ),
    # introductions and fields the way chat says them: "my X is NAME", a lead-in, how to reach them
    ("My boss is Owen Tran.", [_p("Owen Tran", "boss")]),
    (
        "My grandmother is Rita Vance; she has always been cheerful.",
        [_p("Rita Vance", "grandmother", ("trait", "cheerful"))],
    ),
    ("My boss is Canadian.", [_p("", "boss", ("from", "Canadian"))]),  # a nationality, no name
    ("Just so you know, my nephew Eli stands 5'7\", fyi.", [_p("Eli", "nephew", ("height", "5'7\""))]),
    ("For the record, my niece Ada's birthday falls on 9 June.", [_p("Ada", "niece", ("birthday", "9 June"))]),
    ("My niece Ada was born on 14 October.", [_p("Ada", "niece", ("birthday", "14 October"))]),
    ("My nephew Eli can be emailed at eli.w@fernmail.com.", [_p("Eli", "nephew", ("email", "eli.w@fernmail.com"))]),
    ("My nephew Eli has the number (305) 555-0172.", [_p("Eli", "nephew", ("phone", "(305) 555-0172"))]),
    ("My niece Ada's inbox is ada.k@fernmail.com.", [_p("Ada", "niece", ("email", "ada.k@fernmail.com"))]),
    ("My colleague Ben was promoted to QA specialist.", [_p("Ben", "colleague", ("title", "QA specialist"))]),
    ("My colleague Ben is the senior designer at work.", [_p("Ben", "colleague", ("title", "senior designer"))]),
    ("My aunt Rita spends weekends quilting.", [_p("Rita", "aunt", ("hobby", "quilting"))]),
    ("My aunt Rita has an office in Tucson.", [_p("Rita", "aunt", ("works_in", "Tucson"))]),
    ("My aunt Rita is based in Tucson for work.", [_p("Rita", "aunt", ("works_in", "Tucson"))]),
    ("My aunt Rita's job is in Tucson.", [_p("Rita", "aunt", ("works_in", "Tucson"))]),
    (
        "My aunt Rita has a job at St. Jude's Clinic.",
        [
            _p("Rita", "aunt", ("employer", "St. Jude's Clinic"), links=((WORKS_AT, "St. Jude's Clinic"),)),
            _org("St. Jude's Clinic"),
        ],
    ),
    # wider casual forms
    ("My cousin Nina is aged 52.", [_p("Nina", "cousin", ("age", "52"))]),
    ("My cousin Nina tops out at 6'1\".", [_p("Nina", "cousin", ("height", "6'1\""))]),
    ("My cousin Nina is a tall girl at 188 cm.", [_p("Nina", "cousin", ("height", "188 cm"))]),
    ("My cousin Nina was born March 14.", [_p("Nina", "cousin", ("birthday", "March 14"))]),
    ("My cousin Nina's bday is March 14.", [_p("Nina", "cousin", ("birthday", "March 14"))]),
    ("My cousin Nina's roots are in Knoxville.", [_p("Nina", "cousin", ("from", "Knoxville"))]),
    ("My cousin Nina's family is huge.", [_p("Nina", "cousin")]),  # no place in it
    ("My cousin Nina works in downtown Tacoma.", [_p("Nina", "cousin", ("works_in", "Tacoma"))]),
    ("My cousin Nina never went past high school.", [_p("Nina", "cousin", ("education", "high school"))]),
    ("My cousin Nina is a radiologist by profession.", [_p("Nina", "cousin", ("job", "radiologist"))]),
    ("My cousin Nina is a radiologist at a hospital.", [_p("Nina", "cousin", ("job", "radiologist"))]),
    ("My cousin Nina was named regional director.", [_p("Nina", "cousin", ("title", "regional director"))]),
    ("My cousin Nina tends to be reserved.", [_p("Nina", "cousin", ("trait", "reserved"))]),
    ("My cousin Nina's digits are 617-555-0183.", [_p("Nina", "cousin", ("phone", "617-555-0183"))]),
    # more introductions
    ("I've got a colleague, Rhea Das, who grew up in Pune.", [_p("Rhea Das", "colleague", ("from", "Pune"))]),
    ("One of my colleagues, Rhea Das, is from Pune.", [_p("Rhea Das", "colleague", ("from", "Pune"))]),
    (
        "There's my coworker Ian Frost, who is a senior analyst.",
        [_p("Ian Frost", "coworker", ("job", "senior analyst"))],
    ),
    # "'s" for "is" after a relation or a name
    ("My mom's about 5'4\".", [_p("", "mom", ("height", "5'4\""))]),
    ("My aunt's originally from Cork.", [_p("", "aunt", ("from", "Cork"))]),
    ("My cousin's really outgoing.", [_p("", "cousin", ("trait", "outgoing"))]),
    (
        "My coworker Amy's from Leeds, and Mark's from Cork.",
        [_p("Amy", "coworker", ("from", "Leeds")), _p("Mark", "", ("from", "Cork"))],
    ),
    ("My uncle's 52.", [_p("", "uncle", ("age", "52"))]),
    ("My uncle's favorite pastime is kayaking.", [_p("", "uncle", ("likes", "kayaking"))]),
    # hers is not his, and a mention named by neither pronoun could be either of two people: read as no one (bugs30)
    ("He's 6'1\", she's 5'5\".", []),
    # more label words of a form
    ("Megan Ortiz's home state is Ohio.", [_p("Megan Ortiz", "", ("from", "Ohio"))]),
    ("Megan Ortiz's personality traits are calm and patient.", [_p("Megan Ortiz", "", ("trait", "calm and patient"))]),
    ("Megan Ortiz's academic background is a doctorate.", [_p("Megan Ortiz", "", ("education", "doctorate"))]),
    # never read
    ("My aunt Carol is positive she left the stove on.", [_p("Carol", "aunt")]),
    ("Is my cousin Dana 5'9\"?", []),
    ("My uncle is the head of the family.", []),  # no position at work
    ("My boss works in Tech.", [_p("", "boss", ("job", "tech"))]),  # a sector, no city: what they do
    ("My uncle Rob isn't 6 feet tall.", [_p("Rob", "uncle")]),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[t for t, _ in CASES])
def test_profile_attributes_said_casually_and_formally(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="en")) == expected


def test_a_pronoun_in_a_later_message_points_to_the_one_introduced_before() -> None:
    recent = ["Let me tell you about my cousin Dana Reyes.", "Dana is about 5'9\", I think."]
    [dana] = extract_mentions(
        "Her email is dana@fernmail.com and her number is 415-555-0199.", language="en", recent=recent
    )
    assert dana.pronoun
    assert [(f.attribute, f.value) for f in dana.facts] == [("email", "dana@fernmail.com"), ("phone", "415-555-0199")]


def test_english_ties_of_family_and_work_said_two_ways_are_one_tie() -> None:
    for a, b in (
        ("auntie", "aunt"),
        ("aunty", "aunt"),
        ("superior", "boss"),
        ("manager", "boss"),
        ("workmate", "colleague"),
        ("coworker", "colleague"),
        ("direct report", "report"),
        ("mother", "mom"),
        ("father", "dad"),
        ("older cousin", "cousin"),
    ):
        assert same_relation(a, b), (a, b)
    assert not same_relation("aunt", "uncle")
    assert not same_relation("boss", "report")


# --- end to end: messages in, `extract`, the entity table and the context block --------------------------------


def _tell(mem: Memory, user: str, *texts: str) -> None:
    """One conversation: every message added, then distilled as one batch, as a session is."""
    topic = mem.topics.create(user, "chat")
    for text in texts:
        mem.messages.add(topic.id, "user", text)
    mem.extract(topic.id)


def _person(mem: Memory, user: str, name: str) -> EntityView:
    found = [e for e in mem.entities.find(user, name) if e.kind == "person"]
    assert len(found) == 1, [(e.name, e.aliases) for e in found]
    return mem.entities.get(user, found[0].id)


def _facts(view: EntityView) -> dict[str, str]:
    return {f.attribute: f.value for f in view.facts}


def test_profiles_told_over_two_conversations_gather_on_each_person(mem: Memory) -> None:
    _tell(
        mem,
        "u1",
        "Let me tell you about my cousin Dana Reyes.",
        "Dana is about 5'9\", I think.",
        "She grew up in Tulsa but works in Phoenix now.",
        "Her email is dana.reyes@fernmail.com.",
        "My boss Megan Ortiz is a regional sales manager at Pinecrest, and my coworker Raj is from Cork.",
    )
    _tell(
        mem,
        "u1",
        "My cousin is an introvert, honestly.",  # the one cousin, by relation
        "Megan is really outgoing and plays tennis on weekends.",  # a first name for the full name
        "My manager was born on March 3rd.",  # manager and boss: one tie
        "Raj Malhotra's height is 182 cm.",  # a full name for the first name
    )
    dana = _person(mem, "u1", "Dana Reyes")
    assert _facts(dana) == {
        "relation": "cousin",
        "height": "5'9\"",
        "from": "Tulsa",
        "works_in": "Phoenix",
        "email": "dana.reyes@fernmail.com",
        "trait": "an introvert",
    }
    megan = _person(mem, "u1", "Megan Ortiz")
    assert _facts(megan) == {
        "relation": "boss",
        "title": "regional sales manager",
        "employer": "Pinecrest",
        "trait": "outgoing",
        "hobby": "tennis",
        "birthday": "March 3rd",
    }
    raj = _person(mem, "u1", "Raj")
    assert "Raj Malhotra" in (raj.entity.name, *raj.entity.aliases)
    assert _facts(raj) == {"relation": "coworker", "from": "Cork", "height": "182 cm"}
    assert not mem.entities.find("u2", "Dana")  # another user's world is not read
    people = [e for e in mem.entities.list("u1") if e.kind == "person"]
    assert len(people) == 3
    block = mem.context("u1", "How tall is my cousin, and where did she grow up?").text
    assert "5'9\"" in block and "Tulsa" in block
