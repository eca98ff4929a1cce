"""How long an event lasted and how many came, said the ways people say it (issue #21): the stay told before the
event ("we spent a week in Kyoto for our anniversary trip", "stayed ten days in Bali on our honeymoon"), a span set
off after it ("our Japan trip - 2 weeks", "a cruise to Alaska, seven nights"), a follow-up that is only a span or a
size ("3 nights in Lisbon, way too short", "a small do, a dozen of us"), minutes, a fortnight, "the whole morning",
"wrapped after 2 days". A drive to the event is no length of it. Our own sentences, none from an evaluation set.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions


def _event_facts(text: str, recent: tuple[str, ...] = ()) -> dict[str, set[tuple[str, str]]]:
    return {
        m.name: {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language="en", recent=list(recent))
        if m.kind == "event"
    }


@pytest.mark.parametrize(
    ("said", "name", "facts"),
    [
        # the stay, told before the event it was for
        (
            "We spent a week in Kyoto for our anniversary trip",
            "anniversary trip",
            {("duration", "a week"), ("place", "Kyoto")},
        ),
        ("We stayed ten days in Bali on our honeymoon", "honeymoon", {("duration", "ten days"), ("place", "Bali")}),
        ("spent 3 days at the music festival in Austin", "music festival", {("duration", "3 days")}),
        ("we were in Rome for five days for the trip", "trip", {("duration", "five days"), ("place", "Rome")}),
        # a span set off after the name, or said with a looser verb
        ("Our Japan trip - 2 weeks, Tokyo and Osaka", "Japan trip", {("duration", "2 weeks")}),
        ("I went on a cruise to Alaska, seven nights", "cruise to Alaska", {("duration", "seven nights")}),
        ("The conference wrapped after 2 days", "conference", {("duration", "2 days")}),
        ("The workshop took the whole morning", "workshop", {("duration", "the whole morning")}),
        ("The meeting with the landlord was 45 minutes", "meeting", {("duration", "45 minutes")}),
        ("Our vacation in Cancun lasted a fortnight", "vacation", {("duration", "a fortnight")}),
        ("the 10k yesterday took me 58 minutes", "10k", {("duration", "58 minutes")}),
        # more kinds of do: a stag or hen do, an occasion's dinner; "12 lads", "8 guys" are how many came
        ("Mike's stag do was in Prague, 12 lads", "Mike's stag do", {("place", "Prague"), ("size", "12 lads")}),
        ("the hen do was a weekend in Ibiza", "hen do", {("place", "Ibiza"), ("duration", "a weekend")}),
        ("our team dinner was at Nobu on Friday", "team dinner", {("place", "Nobu")}),
        ("the anniversary dinner had 8 guys from the old crew", "anniversary dinner", {("size", "8 guys")}),
    ],
)
def test_event_facts_said_in_passing(said: str, name: str, facts: set[tuple[str, str]]) -> None:
    assert facts <= _event_facts(said)[name]


@pytest.mark.parametrize(
    ("told", "said", "fact"),
    [
        ("just got back from the Lisbon trip", "3 nights in Lisbon, way too short", ("duration", "3 nights")),
        ("Went to the Coldplay concert last night", "it went for like three hours", ("duration", "three hours")),
        ("I did a weekend getaway to Asheville", "we were up there three nights", ("duration", "three nights")),
        ("the trip to Paris was lovely", "6 days in total", ("duration", "6 days")),
        ("had my birthday party on Saturday", "a small do, a dozen of us", ("size", "a dozen of us")),
    ],
)
def test_a_follow_up_that_is_only_a_span_or_a_size(told: str, said: str, fact: tuple[str, str]) -> None:
    (facts,) = _event_facts(said, recent=(told,)).values()
    assert fact in facts


def test_a_drive_to_the_event_is_no_length_of_it() -> None:
    facts = _event_facts("the camping trip was a two-hour drive from home and we stayed 4 nights")["camping trip"]
    assert ("duration", "4 nights") in facts
    assert ("duration", "two hours") not in facts
    assert _event_facts("a two-hour drive each way though", recent=("The party was great",)) == {}


@pytest.mark.parametrize(
    ("told", "said"),
    [
        ("I went to the wedding in Napa", "3 days until my exam, ugh"),  # a countdown to something else
        ("the trip to Paris is next month", "6 days until we leave!"),
        ("", "If we spent a week in Kyoto for the trip, would it be too much?"),  # a hypothetical
        ("", "Did you spend a week in Kyoto for your trip?"),  # a question, the listener's trip
        ("", "we might stay ten days in Bali on our honeymoon"),  # not done yet, not sure
    ],
)
def test_no_length_that_was_not_said(told: str, said: str) -> None:
    events = _event_facts(said, recent=(told,) if told else ())
    assert not any(a == "duration" for facts in events.values() for a, _ in facts), events


def test_a_week_in_bed_before_the_conference_is_not_the_conference() -> None:
    events = _event_facts("I spent a week in bed before the conference")
    assert not any(a == "duration" for facts in events.values() for a, _ in facts), events


def test_how_long_we_were_away_is_in_the_block(tmp_path: Path) -> None:
    mem = Memory(tmp_path / "jiyi.db")
    topic = mem.topics.create(user_id="u", title="t")
    for line in ("just got back from the Lisbon trip", "3 nights in Lisbon, way too short", "Any podcast tips?"):
        mem.messages.add(topic.id, role="user", content=line)
    mem.extract(topic.id)
    (view,) = [v for v in mem.entities.views("u") if v.entity.kind == "event"]
    assert ("duration", "3 nights") in {(f.attribute, f.value) for f in view.facts}
    assert "3 nights" in mem.context("u", "How long was the Lisbon trip?").text
    mem.close()


def _owned(text: str) -> dict[str, str]:
    return {m.name: m.relation for m in extract_mentions(text, language="en") if m.kind in ("place", "thing")}


@pytest.mark.parametrize(
    ("said", "name", "relation"),
    [
        # home: a street or an estate the user's place is on or in
        ("our place is on Elm Street", "Elm Street", "lives at"),
        ("Just moved into a flat on Baker Street", "Baker Street", "lives at"),
        ("Home is a little townhouse in Riverside Commons", "Riverside Commons", "lives at"),
        ("I live in a flat on Baker Street", "Baker Street", "lives at"),
        ("My apartment's in Maple Court", "Maple Court", "lives at"),
        # a hospital, a mall: what the user goes there for
        ("I always go to the ER at St Mary's when something happens", "St Mary's", "visited"),
        ("had my annual checkup at Mass General", "Mass General", "visited"),
        ("I see Dr Patel at Cedars-Sinai", "Cedars-Sinai", "visited"),
        ("I do all my shopping at the Galleria", "Galleria", "visited"),
        ("we get our bloodwork done at Providence", "Providence", "visited"),
        # a scenic spot
        ("My favourite scenic spot has to be Yellow Mountain", "Yellow Mountain", "visited"),
        ("The most beautiful place I've been is Milford Sound", "Milford Sound", "visited"),
        ("We go hiking at Mount Tam every Sunday", "Mount Tam", "visited"),
        ("our favorite beach is Zuma", "Zuma", "visited"),
        # things: a car, shoes
        ("I drive a beat-up 2009 Corolla", "2009 Corolla", "uses"),
        ("Our car's a Tesla Model 3", "Tesla Model 3", "owns"),
        ("my trainers are New Balance 1080s", "New Balance 1080s", "owns"),
        ("I just bought new Nikes", "Nikes", "owns"),
        # the user unsaid at the start of a message
        ("got new Nikes at Westfield yesterday", "Nikes", "owns"),
        ("Got a new Pixel 8 last week", "Pixel 8", "owns"),
        ("Just ordered a Dyson V15", "Dyson V15", "owns"),
    ],
)
def test_places_and_things_said_in_passing(said: str, name: str, relation: str) -> None:
    assert _owned(said).get(name) == relation, _owned(said)


@pytest.mark.parametrize(
    "said",
    [
        "My sister's place is on Elm Street",  # someone else's home
        "They live in a flat on Baker Street",
        "He lives in a flat on Baker Street",
        "my place is in London",  # a city is where the user lives, no spot
        "we might move into a flat on Baker Street",  # not done
        "Did you get your checkup at Mercy General?",  # a question
        "I want to do my shopping at Westfield",  # a wish
        "The best place I've been to is nowhere near here",
        "got Tom a Garmin for his birthday",  # a gift for someone else
        "Got it",
        "He got a Tesla Model 3 last week",  # someone else's
    ],
)
def test_no_place_that_is_not_the_users(said: str) -> None:
    assert _owned(said) == {}


@pytest.mark.parametrize(
    ("said", "name", "relation"),
    [
        ("我们家在梧桐路", "梧桐路", "居住"),
        ("我住在南锣鼓巷", "南锣鼓巷", "居住"),
        ("我家就在文三路上", "文三路", "居住"),
        ("我最喜欢的景点是九寨沟", "九寨沟", "参观"),
        ("我们最爱去的景区是西湖", "西湖", "参观"),
    ],
)
def test_chinese_twins_a_street_and_a_favourite_spot(said: str, name: str, relation: str) -> None:
    got = {m.name: m.relation for m in extract_mentions(said, language="zh") if m.kind == "place"}
    assert got.get(name) == relation, got


@pytest.mark.parametrize("said", ["他家在梧桐路", "我家在杭州", "我最喜欢的地方是我家", "你家在梧桐路吗"])
def test_chinese_no_street_that_is_not_the_users(said: str) -> None:
    assert [m for m in extract_mentions(said, language="zh") if m.kind == "place"] == []


def test_a_honeymoon_is_an_event_with_its_length() -> None:
    (event,) = [m for m in extract_mentions("我们的蜜月旅行在马尔代夫，一共七天", language="zh") if m.kind == "event"]
    assert {("place", "马尔代夫"), ("duration", "七天")} <= {(f.attribute, f.value) for f in event.facts}


@pytest.mark.parametrize(
    "said", ["my dinner was cold", "I had dinner at Nobu", "We went out for dinner at Nobu", "what a dinner that was"]
)
def test_a_meal_is_no_event(said: str) -> None:
    assert _event_facts(said) == {}


@pytest.mark.parametrize(
    ("said", "asked", "shown"),
    [
        ("I drive a beat-up 2009 Corolla", "What car do I drive?", "2009 Corolla"),
        ("my trainers are New Balance 1080s", "Which trainers do I have?", "New Balance 1080s"),
        ("My favourite scenic spot has to be Yellow Mountain", "What's my favorite scenic spot?", "Yellow Mountain"),
        ("our place is on Elm Street", "What street do I live on?", "Elm Street"),
        ("had my annual checkup at Mass General", "Which hospital do I go to?", "Mass General"),
        ("我开的是一辆特斯拉Model 3", "我开什么车？", "特斯拉Model 3"),
        ("我最喜欢的景点是九寨沟", "我最喜欢哪个景点？", "九寨沟"),
    ],
)
def test_the_thing_or_place_asked_by_what_it_is_is_in_the_block(
    tmp_path: Path, said: str, asked: str, shown: str
) -> None:
    mem = Memory(tmp_path / "jiyi.db")
    topic = mem.topics.create(user_id="u", title="t")
    for line in (said, "The bus was late again", "My cat knocked over a plant"):
        mem.messages.add(topic.id, role="user", content=line)
    mem.extract(topic.id)
    text = mem.context("u", asked).text
    heading = "## People and things" if asked.isascii() else "## 相关的人和事"
    block = text.split(heading, 1)[1] if heading in text else ""
    assert shown in block.split("\n## ", 1)[0], text
    mem.close()
