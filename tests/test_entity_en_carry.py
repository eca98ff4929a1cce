"""English capture of who a statement is about when it does not say so at its start (issue #21).

A topic frame names the person first ("Quick thing about my cousin Nadia: …", "Re my boss Trent - …"), a pronoun
sentence holds several predicates ("She is 5 foot 2, lives in Santa Fe, and you can email her at …"), a fragment
goes on about them ("Also 34.", "Originally from Fargo.", in the same message or the next), a relative clause
states a fact in passing ("whose hometown is …", "who's 5 foot 11 and an introvert"), and a person met as an object
is the one the next fragment is about. Each negative case must leave the person without the value: the user's own
facts, two people before a fragment, a question, a fragment with a verb of its own.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions

from .test_entity_extract import Row, _org, _p, _rows

CASES: list[tuple[str, list[Row]]] = [
    # a pronoun sentence holding several predicates, a way to reach the person among them
    (
        "Talked to my aunt Marisol today. She is 5 foot 2, lives in Santa Fe, and you can email her at mari.s@web.com.",
        [_p("Marisol", "aunt", ("email", "mari.s@web.com"), ("height", "5 foot 2"), ("lives_in", "Santa Fe"))],
    ),
    (
        "Texted my cousin Noor. She's 24, and you can reach her at noor.k@mail.com.",
        [_p("Noor", "cousin", ("age", "24"), ("email", "noor.k@mail.com"))],
    ),
    (
        "Went hiking with my cousin Reid. He's 6'2\" and a paramedic.",
        [_p("Reid", "cousin", ("height", "6'2\""), ("job", "paramedic"))],
    ),
    (
        "I visited my great-aunt Opal. She's 91 and a retired teacher.",
        [_p("Opal", "great-aunt", ("age", "91"), ("job", "retired teacher"))],
    ),
    (
        "Had drinks with my buddy Sven yesterday; he's 6'4\" and a pilot.",
        [_p("Sven", "buddy", ("height", "6'4\""), ("job", "pilot"))],
    ),
    # fragments going on about the one just talked about
    (
        "My colleague Rina Patel sits next to me. Also 34. Oh and a vegetarian.",
        [_p("Rina Patel", "colleague", ("age", "34"), ("diet", "vegetarian"))],
    ),
    (
        "My uncle Bert lives in Duluth. Originally from Fargo though.",
        [_p("Bert", "uncle", ("from", "Fargo"), ("lives_in", "Duluth"))],
    ),
    (
        "my coworker Hank Dorsey. 6 foot 3. from Boise. super quiet guy.",
        [_p("Hank Dorsey", "coworker", ("from", "Boise"), ("height", "6 foot 3"), ("trait", "quiet"))],
    ),
    (
        "My coworker Bianca sits across from me. Super outgoing. From Naples.",
        [_p("Bianca", "coworker", ("from", "Naples"), ("trait", "outgoing"))],
    ),
    # the title is a way to say the name (kept as an alias), never part of it
    (
        "my mentor Dr Okafor. originally from Lagos. 52.",
        [_p("Okafor", "mentor", ("age", "52"), ("from", "Lagos"), aliases=("Dr Okafor",))],
    ),
    (
        "My brother-in-law Marcus Bell grew up in Tucson. Also 38.",
        [_p("Marcus Bell", "brother-in-law", ("age", "38"), ("from", "Tucson"))],
    ),
    (
        "My sister-in-law Mei teaches piano. Originally from Chengdu. 35 this year.",
        [_p("Mei", "sister-in-law", ("age", "35"), ("from", "Chengdu"), ("job", "piano teacher"))],
    ),
    (
        "My manager Ruth. Super organised. From Leeds originally.",
        [_p("Ruth", "manager", ("from", "Leeds"), ("trait", "organised"))],
    ),
    # a person met as the object of the user's clause, then a fragment about them
    (
        "I met my new manager, Alan Price. Super friendly guy, from Glasgow.",
        [_p("Alan Price", "new manager", ("from", "Glasgow"), ("trait", "friendly"))],
    ),
    (
        "I met my new boss, Harriet Cole. Very calm, from Bristol.",
        [_p("Harriet Cole", "new boss", ("from", "Bristol"), ("trait", "calm"))],
    ),
    (
        "Bumped into my old classmate Yusuf. Works at Pfizer now, lives in Brooklyn.",
        [
            _p(
                "Yusuf",
                "old classmate",
                ("employer", "Pfizer"),
                ("lives_in", "Brooklyn"),
                links=(("works_at", "Pfizer"),),
            ),
            _org("Pfizer"),
        ],
    ),
    ("Ran into my cousin Eli. 27 and still in college.", [_p("Eli", "cousin", ("age", "27"))]),
    (
        "Spoke with my uncle Ray last night, he's 70 and lives in Sedona.",
        [_p("Ray", "uncle", ("age", "70"), ("lives_in", "Sedona"))],
    ),
    ("My neighbor Gus - 70, retired, from Dayton.", [_p("Gus", "neighbor", ("age", "70"), ("from", "Dayton"))]),
    # topic frames
    (
        "Quick thing about my cousin Nadia: she's 5'5\" and lives in Phoenix.",
        [_p("Nadia", "cousin", ("height", "5'5\""), ("lives_in", "Phoenix"))],
    ),
    ("Re my boss Trent - he's from Cleveland.", [_p("Trent", "boss", ("from", "Cleveland"))]),
    ("Quick note on my colleague Ivy Chen: she's from Taipei.", [_p("Ivy Chen", "colleague", ("from", "Taipei"))]),
    (
        "A word about my teammate Kofi: he's 29 and from Accra.",
        [_p("Kofi", "teammate", ("age", "29"), ("from", "Accra"))],
    ),
    ("One more thing about my cousin Dana - she's 5'9\".", [_p("Dana", "cousin", ("height", "5'9\""))]),
    ("On the subject of my uncle Rob, he's 58.", [_p("Rob", "uncle", ("age", "58"))]),
    ("Quick thing about Priya from accounting: she's 41.", [_p("Priya", "colleague", ("age", "41"))]),
    # relative clauses
    ("My boss, whose email is g.hart@acme.com, is Gail Hart.", [_p("Gail Hart", "boss", ("email", "g.hart@acme.com"))]),
    (
        "My manager Priya, whose hometown is Pune, is really patient.",
        [_p("Priya", "manager", ("from", "Pune"), ("trait", "patient"))],
    ),
    (
        "My stepmom Irene, whose birthday is April 14, lives in Tulsa.",
        [_p("Irene", "stepmom", ("birthday", "April 14"), ("lives_in", "Tulsa"))],
    ),
    (
        "My team lead, whose phone is 617-555-0142, is Ravi Shah.",
        [_p("Ravi Shah", "team lead", ("phone", "617-555-0142"))],
    ),
    (
        "Then there's my nephew Caleb, who's 5 foot 11 and an introvert.",
        [_p("Caleb", "nephew", ("height", "5 foot 11"), ("trait", "an introvert"))],
    ),
    # not the person's: the user's own facts, two people, a fragment with a verb of its own, a tie of theirs
    ("My cousin Dana lives in Boston. Great city.", [_p("Dana", "cousin", ("lives_in", "Boston"))]),
    ("My cousin Dana lives in Boston. I'm 38. Also a nurse.", [_p("Dana", "cousin", ("lives_in", "Boston"))]),
    ("My aunt Rosa and my aunt Lena came over. Also 52.", [_p("Rosa", "aunt"), _p("Lena", "aunt")]),
    ("I met my cousin Ann and my aunt Sue. From Bristol.", [_p("Ann", "cousin"), _p("Sue", "aunt")]),
    (
        "My boss Fred is strict. From Monday to Friday is a long week.",
        [_p("Fred", "boss", ("trait", "strict"))],
    ),
    ("My boss Fred is strict. 34 of us work under him.", [_p("Fred", "boss", ("trait", "strict"))]),
    ("My cousin Dana is a nurse. From Monday she works nights.", [_p("Dana", "cousin", ("job", "nurse"))]),
    ("I met my boss Harriet. I'm from Bristol, she isn't.", [_p("Harriet", "boss")]),
    ("My colleague Jo, whose wife is a nurse, lives in Leeds.", [_p("Jo", "colleague", ("lives_in", "Leeds"))]),
    ("I'm 38 and my email is me@home.net.", []),
    ("My aunt Jo lives in Erie. My email is jo.fan@x.com.", [_p("Jo", "aunt", ("lives_in", "Erie"))]),
    ("Quick thing about the report: she said it's due Friday.", []),
    ("My cousin Dana is nice. Call her at 555-0199 if you need a ride.", [_p("Dana", "cousin", ("trait", "nice"))]),
    ("My uncle Rob is 5'9\" and a half.", [_p("Rob", "uncle", ("height", "5'9\""))]),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[c[0][:50] for c in CASES])
def test_who_a_statement_is_about_when_it_does_not_open_with_them(text: str, expected: list[Row]) -> None:
    assert sorted(_rows(extract_mentions(text, language="en"))) == sorted(expected)


# a fragment opening the next message: about the one the last message ended on, and no one else
NEXT: list[tuple[str, str, list[Row]]] = [
    ("My colleague Priya Menon joined our team.", "Originally from Chennai.", [_p("", "", ("from", "Chennai"))]),
    (
        "Talked to my aunt Gloria today.",
        "57 now, and super cheerful.",
        [_p("", "", ("age", "57"), ("trait", "cheerful"))],
    ),
    (
        "My manager is Frank Ortiz.",
        "6 foot 1. From Houston.",
        [_p("", "", ("from", "Houston"), ("height", "6 foot 1"))],
    ),
    (
        "I had lunch with my teammate Jordan Reyes.",
        "Grew up in El Paso, works in Boise now.",
        [_p("", "", ("from", "El Paso"), ("works_in", "Boise"))],
    ),
    ("My nephew Theo turned 16.", "6 ft already!", [_p("", "", ("height", "6 ft"))]),
    ("Me and my cousin Bo went fishing.", "Also 34.", []),
    ("My coworker Ann is great.", "A nurse?", []),
    ("I'm 30 and live in Denver.", "Also a nurse.", []),
    ("My cousin Wes and my aunt Jo came over.", "Also 34.", []),
    ("Is my cousin Wes 34?", "From Austin.", []),
    ("My email is me@home.net.", "Also 38.", []),
    ("My cousin Wes lives in Austin.", "I'm from Austin too.", []),
]


@pytest.mark.parametrize(("before", "text", "expected"), NEXT, ids=[c[1][:40] for c in NEXT])
def test_a_fragment_opening_a_message_goes_on_about_the_last_one(before: str, text: str, expected: list[Row]) -> None:
    got = _rows(extract_mentions(text, language="en", recent=[before]))
    assert [r for r in got if r[2] == "" and r[0] == ""] == expected
    assert all(r[0] or r[2] for r in got if r not in expected)  # nothing said of anyone else either


HISTORIES: list[tuple[list[str], dict[str, dict[str, str]]]] = [
    (
        ["My colleague Tomasz Nowak started on Monday.", "Originally from Krakow.", "Also 41."],
        {"Tomasz Nowak": {"from": "Krakow", "age": "41"}},
    ),
    (
        ["I had lunch with my teammate Jordan Reyes.", "Grew up in El Paso, works in Boise now."],
        {"Jordan Reyes": {"from": "El Paso", "works_in": "Boise"}},
    ),
    (
        ["Let me tell you about my sister-in-law, Ana Ruiz.", "She is 5 foot 6, and you can email her at ana@ruiz.es."],
        {"Ana Ruiz": {"height": "5 foot 6", "email": "ana@ruiz.es"}},
    ),
    (["My cousin Wes Hart lives in Austin.", "I'm 34.", "Also a nurse."], {"Wes Hart": {"lives_in": "Austin"}}),
]


_SAID = ("age", "from", "height", "email", "lives_in", "works_in", "job")


@pytest.mark.parametrize(("said", "expected"), HISTORIES, ids=[h[0][-1][:30] for h in HISTORIES])
def test_fragments_across_messages_reach_the_right_person(
    mem: Memory, said: list[str], expected: dict[str, dict[str, str]]
) -> None:
    """Said one statement a message, a fragment's value reaches the person the message before was about, and none
    after the user talked about themselves; on every store."""
    topic = mem.topics.create("u", "chat")
    for text in said:
        mem.messages.add(topic.id, "user", text)
    mem.extract(topic.id)
    views = [v for v in mem.entities.views("u") if v.entity.kind == "person"]
    got = {v.entity.name: {f.attribute: f.value for f in v.facts if f.attribute in _SAID} for v in views}
    assert got == expected
