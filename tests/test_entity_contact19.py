"""Contact lines and notes however the person is named (issue #21): "email for Dev from work: …", "number for Mrs
Lee next door - …" land on the person, named; a note after a dash ("my friend jess - allergic to peanuts - vegan")
and after a tie in brackets ("Dana (cousin), 34, nurse") is kept with the name. Our own sentences, several voices,
and what must not be read: the user's own address, a contact line for no one, for two, or for a place.
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions


def _people(text: str, language: str = "en") -> dict[str, tuple[str, dict[str, str]]]:
    """name (or relation) -> (relation, facts) of the named people the message mentions."""
    return {
        (m.name or m.relation): (m.relation, {f.attribute: f.value for f in m.facts})
        for m in extract_mentions(text, language=language)
        if m.kind == "person" and not m.pronoun
    }


@pytest.mark.parametrize(
    ("text", "name", "relations", "attribute", "value"),
    [
        ("email for Dev (my coworker): dev.k@acme.io", "Dev", ("coworker",), "email", "dev.k@acme.io"),
        ("email for dev (coworker): dev.k@acme.io", "Dev", ("coworker",), "email", "dev.k@acme.io"),
        ("number for Dev from work: 415-555-0134", "Dev", ("colleague", "coworker"), "phone", "415-555-0134"),
        ("email for Mrs Lee next door: lee.h@mail.com", "Lee", ("neighbor", "neighbour"), "email", "lee.h@mail.com"),
        ("phone number for Mrs. Lee from next door - 415 555 0134", "Lee", ("neighbor", "neighbour"), "phone",
         "415 555 0134"),
        ("email for grandpa Joe: joe1948@mail.com", "Joe", ("grandpa",), "email", "joe1948@mail.com"),
        ("number for grandpa Joe - 415-555-0134", "Joe", ("grandpa",), "phone", "415-555-0134"),
        ("number for dev (coworker) is 415-555-0134", "Dev", ("coworker",), "phone", "415-555-0134"),
        ("btw the new number for my sister Amy is 415-555-0134", "Amy", ("sister",), "phone", "415-555-0134"),
        ("here's the cell number for my neighbor mrs lee: 415-555-0134", "Lee", ("neighbor",), "phone",
         "415-555-0134"),
        ("fyi email for uncle bob = bob.r@mail.com", "Bob", ("uncle",), "email", "bob.r@mail.com"),
        ("ok so cell for Jo: (415) 555-0134 lol", "Jo", ("",), "phone", "(415) 555-0134"),
        ("Email for Ray my stepdad: ray.s@mail.com.", "Ray", ("stepdad",), "email", "ray.s@mail.com"),
        ("email for my bro max: max99@mail.com", "Max", ("bro", "brother"), "email", "max99@mail.com"),
        ("Email for Mr Patel: patel@mail.com", "Patel", ("",), "email", "patel@mail.com"),
        # the possessive said outright reads the same
        ("Dev (my coworker)'s email: dev.k@acme.io", "Dev", ("coworker",), "email", "dev.k@acme.io"),
        ("Mrs Lee next door's email: lee.h@mail.com", "Lee", ("neighbor",), "email", "lee.h@mail.com"),
    ],
)  # fmt: skip
def test_a_contact_line_lands_on_the_person_named(
    text: str, name: str, relations: tuple[str, ...], attribute: str, value: str
) -> None:
    people = _people(text)
    assert name in people, people
    relation, facts = people[name]
    assert relation in relations, people
    assert facts.get(attribute) == value, people
    assert all(value not in f.values() for who, (_, f) in people.items() if who != name), people


def test_contact_lines_pasted_together_go_each_to_their_own() -> None:
    people = _people("contacts\nemail for Dev from work: dev@acme.io\nnumber for grandpa Joe: 415-555-0134")
    assert people["Dev"][1] == {"email": "dev@acme.io"}, people
    assert people["Joe"][1] == {"phone": "415-555-0134"}, people
    people = _people("my sister Amy came over. email for Dev: dev@acme.io")
    assert people["Dev"][1].get("email") == "dev@acme.io", people
    assert "email" not in people["Amy"][1], people  # not the one the sentence before was about


@pytest.mark.parametrize(
    "text",
    [
        "email me at me.too@mail.com",  # the user's own
        "email for me: me.too@mail.com",
        "email for work: me.too@work.com",  # a place, not a person
        "number for the clinic: 415-555-0134",
        "number for Google support: 415-555-0134",
        "number for Jo and Ana: 415-555-0134",  # two people: whose?
        "is this the email for Dev from work: dev@acme.io?",  # asked, not said
    ],
)
def test_no_one_is_given_a_contact_the_line_does_not_give_them(text: str) -> None:
    people = _people(text)
    assert all(not {"email", "phone"} & set(f) for _, f in people.values()), people


def test_her_email_after_two_women_names_no_one() -> None:
    for text in ("Jo and Ana came over. her email is jo.a@mail.com", "Jo and Ana came over, her email is j@mail.com"):
        people = _people(text)
        assert all("email" not in f for _, f in people.values()), people


def test_a_number_said_for_one_is_not_given_to_the_next_one_named() -> None:
    people = _people("saving these: number for Mrs Lee next door - 415-555-0134; email for my cousin Nora: n@mail.com")
    assert people["Nora"][1] == {"email": "n@mail.com"}, people


@pytest.mark.parametrize(
    ("text", "name", "note"),
    [
        ("my friend jess - allergic to peanuts - vegan", "Jess", "allergic to peanuts, vegan"),
        ("my friend Jess - allergic to peanuts - vegan", "Jess", "allergic to peanuts, vegan"),
        ("My friend Jess: allergic to peanuts, vegan", "Jess", "allergic to peanuts, vegan"),
        ("my buddy sam - night owl - hates mornings", "Sam", "night owl, hates mornings"),
    ],
)
def test_a_note_no_shape_reads_is_kept_with_the_name(text: str, name: str, note: str) -> None:
    people = _people(text)
    assert name in people, people
    assert people[name][1].get("note") == note, people


@pytest.mark.parametrize(
    ("text", "name", "facts"),
    [
        ("aunt jo - 62 - nurse", "Jo", {"age": "62", "job": "nurse"}),
        ("my boss ines - super strict - 41", "Ines", {"trait": "strict", "age": "41"}),
        ("my friend Jess - 34 - nurse", "Jess", {"age": "34", "job": "nurse"}),
    ],
)
def test_a_note_that_reads_keeps_its_facts_and_no_note(text: str, name: str, facts: dict[str, str]) -> None:
    people = _people(text)
    assert people[name][1] == facts, people


@pytest.mark.parametrize(
    "text",
    [
        "Dana (cousin), 34, nurse.",
        "dana (cousin), 34, nurse",
        "Dana (my cousin), 34, nurse.",
        "Dana (cousin) - 34 - nurse",
    ],
)
def test_a_tie_in_brackets_then_a_comma_note(text: str) -> None:
    people = _people(text)
    assert people.get("Dana") == ("cousin", {"age": "34", "job": "nurse"}), people


def test_a_list_of_people_with_ties_in_brackets_gives_no_one_a_fact() -> None:
    people = _people("Dana (cousin), Ana (aunt) and Jo came over.")
    assert all(not f for _, f in people.values()), people


@pytest.mark.parametrize(
    ("text", "name", "attribute", "value"),
    [
        ("同事小周的邮箱：zhou@mail.com", "小周", "email", "zhou@mail.com"),
        ("隔壁李阿姨的电话：13812345678", "李阿姨", "phone", "13812345678"),
        ("小周（同事）的手机：13812345678", "小周", "phone", "13812345678"),
    ],
)
def test_chinese_contact_lines_of_a_named_person(text: str, name: str, attribute: str, value: str) -> None:
    people = _people(text, "zh")
    assert people[name][1].get(attribute) == value, people


def test_chinese_bracketed_tie_then_a_note() -> None:
    assert _people("小林（表妹），34，护士", "zh")["小林"] == ("表妹", {"age": "34岁", "job": "护士"})
    assert not _people("我邮箱是me@mail.com", "zh")
