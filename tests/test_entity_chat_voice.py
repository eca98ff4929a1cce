"""Facts said in a chatty voice (both languages): an age "hit" or "reached" as one turns it, and what a chat tail
or an aside around the statement does not change.

Every sentence here is written for these tests (none comes from a benchmark pool).
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions

# message -> (relation, attribute, value) read for the one person it is about
READ: list[tuple[str, str, str, str, str]] = [
    ("en", "My mentee Dmitri just hit fifty.", "mentee", "age", "fifty"),
    ("en", "My grandpa finally reached 90 last month.", "grandpa", "age", "90"),
    ("en", "my aunt hit 60 in March", "aunt", "age", "60"),
    ("en", "My sister recently turned 41.", "sister", "age", "41"),
    ("en", "My stepdad has just turned sixty-two.", "stepdad", "age", "sixty-two"),
    ("zh", "我大伯今年刚满六十", "大伯", "age", "六十岁"),
    ("zh", "我大伯上个月刚过了六十大寿", "大伯", "age", "六十岁"),
]


@pytest.mark.parametrize(("language", "text", "relation", "attribute", "value"), READ, ids=[c[1][:30] for c in READ])
def test_a_fact_said_in_a_chatty_voice_is_read(
    language: str, text: str, relation: str, attribute: str, value: str
) -> None:
    people = [m for m in extract_mentions(text, language=language) if m.kind == "person"]
    assert [m.relation for m in people] == [relation]
    assert (attribute, value) in {(f.attribute, f.value) for f in people[0].facts}


# what "hit" and "reached" say of a person only when a number of years follows
NOT_AN_AGE = [
    ("en", "My cousin hit 300 pounds on the bench press."),
    ("en", "My boss hit 40 miles on his bike yesterday."),
    ("en", "My brother reached 10,000 followers."),
    ("en", "My dad hit the road at 6."),
    ("zh", "我表哥上个月粉丝刚满一万"),
]


@pytest.mark.parametrize(("language", "text"), NOT_AN_AGE, ids=[c[1][:30] for c in NOT_AN_AGE])
def test_a_number_reached_that_is_not_years_is_no_age(language: str, text: str) -> None:
    ages = [f for m in extract_mentions(text, language=language) for f in m.facts if f.attribute == "age"]
    assert ages == []


# where one is from or works, said the way people say it in passing
WHERE: list[tuple[str, str, str, str, str]] = [
    ("en", "My stepdad is Flagstaff born and raised.", "stepdad", "from", "Flagstaff"),
    ("en", "my aunt is Tulsa born and bred", "aunt", "from", "Tulsa"),
    ("en", "My brother is stuck in Salt Lake City for work most of the year.", "brother", "works_in", "Salt Lake City"),
    ("en", "My cousin is in Denver for work these days.", "cousin", "works_in", "Denver"),
    ("zh", "我表姐是土生土长的成都人", "表姐", "from", "成都"),
    ("zh", "我二姨是地地道道的重庆人", "二姨", "from", "重庆"),
    ("zh", "我表弟成都长大的", "表弟", "from", "成都"),
    ("zh", "我舅舅一年到头都在深圳上班", "舅舅", "works_in", "深圳"),
    ("zh", "我表哥这几年一直在杭州工作", "表哥", "works_in", "杭州"),
]


@pytest.mark.parametrize(("language", "text", "relation", "attribute", "value"), WHERE, ids=[c[1][:30] for c in WHERE])
def test_where_one_is_from_or_works_said_in_passing(
    language: str, text: str, relation: str, attribute: str, value: str
) -> None:
    test_a_fact_said_in_a_chatty_voice_is_read(language, text, relation, attribute, value)


NOT_WHERE = [
    ("en", "My sister is stuck in traffic for work."),
    ("en", "My dad is in the hospital for work."),
    ("en", "My brother is away in Denver for work all week."),
    ("zh", "我表哥这周在深圳出差"),
]


@pytest.mark.parametrize(("language", "text"), NOT_WHERE, ids=[c[1][:30] for c in NOT_WHERE])
def test_a_place_one_is_only_passing_through_is_no_work_city(language: str, text: str) -> None:
    read = extract_mentions(text, language=language)
    assert [f for m in read for f in m.facts if f.attribute in ("works_in", "from")] == []


# a clause about someone in passing, its "there" the place the sentence went to before it
THERE: list[tuple[str, str, str, str, str]] = [
    ("en", "I visited Boise last month, and Sadie, who works there now, took me to lunch.", "", "works_in", "Boise"),
    ("en", "I was in Denver last week and Marcus, who lives there, showed me around.", "", "lives_in", "Denver"),
    ("en", "We took a trip to Spokane and Rupert, who works there now, took me out.", "", "works_in", "Spokane"),
    ("en", "I flew to Paris, and my cousin Sadie, who works there now, met me.", "cousin", "works_in", "Paris"),
    ("en", "Went to Tulsa, and my aunt Rosa, who lives there, cooked for us", "aunt", "lives_in", "Tulsa"),
]


@pytest.mark.parametrize(("language", "text", "relation", "attribute", "value"), THERE, ids=[c[1][:30] for c in THERE])
def test_there_in_a_clause_said_in_passing_is_the_place_named_before(
    language: str, text: str, relation: str, attribute: str, value: str
) -> None:
    test_a_fact_said_in_a_chatty_voice_is_read(language, text, relation, attribute, value)


# "there" with no place before it, or only a person before it, says nowhere
NO_THERE = [
    ("en", "I talked to Marcus, and Sadie, who works there now, said hi."),
    ("en", "Marcus, who lives there, showed me around."),
    ("en", "I went to the gym, and Dana, who works there, said hi."),
]


@pytest.mark.parametrize(("language", "text"), NO_THERE, ids=[c[1][:30] for c in NO_THERE])
def test_a_there_no_place_before_explains_says_nowhere(language: str, text: str) -> None:
    read = extract_mentions(text, language=language)
    assert [f for m in read for f in m.facts if f.attribute in ("works_in", "lives_in")] == []


# a who-clause after a relation ends where the main verb comes back, as after a bare name
WHO_THEN_VERB = [
    "I talked to Marcus, and my cousin Sadie, who works there now, said hi.",
    "talked to marcus today and my cousin Sadie, who works at Target now, said hi lol",
    "Saw Priya at the mall. My aunt Rosa, who is 52, waved at us",
]


@pytest.mark.parametrize("text", WHO_THEN_VERB, ids=[t[:30] for t in WHO_THEN_VERB])
def test_a_who_clause_after_a_relation_ends_at_the_main_verb(text: str) -> None:
    read = extract_mentions(text, language="en")
    said = [f.value for m in read for f in m.facts]
    assert not [v for v in said if "said hi" in v or "waved" in v]
