"""Two everyday English forms of saying a person's field (issue #21).

- the field first, its person after "of": "height of Shreya: four foot eleven", "age of my boss Dan - 52",
  "the age of my uncle Rob is 61";
- the value first, then "that's how tall / old X is": "6'2\\", that's how tall my intern Dex is".
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions


@pytest.mark.parametrize(
    ("said", "name", "attribute", "value"),
    [
        ("height of Shreya: four foot eleven", "Shreya", "height", "four foot eleven"),
        ("age of my boss Dan: 52", "Dan", "age", "52"),
        ("hometown of my cousin Lily - Leeds", "Lily", "from", "Leeds"),
        ("ok so the age of my uncle Rob is 61", "Rob", "age", "61"),
        ("Email of my coworker Wen: wen.li@example.com", "Wen", "email", "wen.li@example.com"),
        ("so 6'2\", thats how tall my intern Dex is", "Dex", "height", "6'2\""),
        ("5'6\", that's how tall my sister Amy is, and she's a nurse", "Amy", "height", "5'6\""),
        ("Fifty-one, that's how old my aunt Rosa is.", "Rosa", "age", "Fifty-one"),
    ],
)
def test_the_field_is_read_for_its_person(said: str, name: str, attribute: str, value: str) -> None:
    facts = [(f.attribute, f.value) for m in extract_mentions(said, language="en") if m.name == name for f in m.facts]
    assert (attribute, value) in facts, facts


@pytest.mark.parametrize(
    "said",
    ["The height of the tower is 300 m", "What's the age of my uncle Rob?", "the height of the season: July",
     "That's how tall I am, 5'9\""],
)  # fmt: skip
def test_no_person_no_fact(said: str) -> None:
    assert [f for m in extract_mentions(said, language="en") if m.kind == "person" for f in m.facts] == []


@pytest.mark.parametrize(
    ("said", "name", "attribute", "value"),
    [
        # the person a verb takes as its object starts no clause of their own
        ("my friend Jake called my mom, he is a plumber", "Jake", "job", "plumber"),
        ("i texted my sister amy she is 34 now", "Amy", "age", "34"),
        # a number right after its label is that field's value
        ("表姐 年龄 32", "", "age", "32岁"),
    ],
)
def test_a_run_on_message_keeps_its_clauses_together(said: str, name: str, attribute: str, value: str) -> None:
    lang = "zh" if any("\u4e00" <= c <= "\u9fff" for c in said) else "en"
    facts = [(f.attribute, f.value) for m in extract_mentions(said, language=lang) if m.name == name for f in m.facts]
    assert (attribute, value) in facts, facts


@pytest.mark.parametrize(
    "said", ["My brother Tom is great. She is 24.", "My brother Tom is great. Apparently she is 24."]
)
def test_a_pronoun_the_one_named_cannot_be_is_no_ones(said: str) -> None:
    assert [f for m in extract_mentions(said, language="en") for f in m.facts if f.attribute == "age"] == []


def test_a_dictated_opening_and_a_filler_between_pauses_leave_the_tie_and_name() -> None:
    (m,) = [m for m in extract_mentions("就是那个 我二叔 綦翊辰，嗯 他老家是 那个 沧州", language="zh") if m.name]
    assert (m.name, m.relation) == ("綦翊辰", "二叔") and ("from", "沧州") in [(f.attribute, f.value) for f in m.facts]
