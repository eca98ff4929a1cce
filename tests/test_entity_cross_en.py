"""English facts that cross turns (issue #21): the user names a person in one message and gives the fact in a later
one — a bare reply to the assistant's question (asked with courtesy around it or not), a fragment that goes on
about them, a correction or an addition — and nothing is read when it is unclear whom it is about.

Each case is read as `jiyi._entity_record.record_batch` reads a user message: a reply to the assistant's question
through `reply_said`, then `extract_mentions` with the user's message before it as `recent`; a he / she is the one
the store then joins it to (the one the user's last message was about)."""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._entities_replied import asks_the_user, reply_said
from jiyi.extractors._turn_before import last_question


def _read(before: str, asked: str, reply: str) -> list[tuple[str, str, str]]:
    """(who, attribute, value) read from `reply`; who is the name or tie, or "he/she" for a pronoun."""
    text = reply_said(asked, reply, "en", (), before) or reply if asked else reply
    mentions = extract_mentions(text, language="en", recent=[before] if before else [])
    if asked and asks_the_user(asked):
        mentions = [m for m in mentions if not (m.pronoun and not m.gender)]
    return [
        (m.name or m.relation or "he/she", f.attribute, f.value)
        for m in mentions
        if m.kind == "person"
        for f in m.facts
        if f.attribute != "note"
    ]


def _has(read: list[tuple[str, str, str]], who: str, attribute: str, value: str) -> bool:
    return any(w in (who, "he/she") and a in attribute.split("|") and value.lower() in v.lower() for w, a, v in read)


@pytest.mark.parametrize(
    ("before", "asked", "reply", "who", "attribute", "value"),
    [
        # a bare reply to a question asked with courtesy around it
        ("my girlfriend Nina is stressed about exams", "That's tough. How old is she, if you don't mind me asking?",
         "23", "Nina", "age", "23"),
        ("my coworker Raj keeps stealing my stapler", "Ha. Where's he from? Just curious", "Ohio",
         "Raj", "from", "Ohio"),
        ("my stepdad Carl is retiring", "What does he do, if I may ask?", "electrician", "Carl", "job", "electrician"),
        ("my grandma Edith is coming for christmas", "How lovely! How old is she, out of curiosity?", "91",
         "Edith", "age", "91"),
        ("my friend Zoe moved recently", "Where does she live now, if you don't mind sharing?", "Portland",
         "Zoe", "lives_in", "Portland"),
        ("my roommate Ben is such a clean freak", "Haha. What does he do - if you don't mind me asking?", "accountant",
         "Ben", "job", "accountant"),
        ("my nephew Oscar had his birthday", "Oh fun! How old did he turn? I'm curious", "7", "Oscar", "age", "7"),
        ("my boyfriend Jay is so sweet", "Aww. What does he do, if that's not too personal?", "firefighter",
         "Jay", "job", "firefighter"),
        ("my sister Kate is coming to stay", "How fun! Where does she live? Just curious 😊", "Austin",
         "Kate", "lives_in", "Austin"),
        ("my colleague Mark is leaving", "Oh no. How old is he, by the way?", "45", "Mark", "age", "45"),
        ("my aunt Lou is staying with us", "How old is she? Only if you want to share", "70", "Lou", "age", "70"),
        ("my uncle Ted is visiting", "Fun! Where's he from originally, btw?", "Cork", "Ted", "from", "Cork"),
        ("my cousin Nate started a new job", "Nice! What does he do? I'm curious!", "welder", "Nate", "job", "welder"),
        # a bare reply in chat: a word for an age, a remark after it, lowercase, "originally", where the job is
        ("my daughter Mia started school", "Aww, how old is she now?", "five!", "Mia", "age", "five"),
        ("my grandson Eli just learned to ride a bike", "That's adorable! How old is he?", "six 🥹",
         "Eli", "age", "six"),
        ("I went hiking with my uncle Sam", "How old is your uncle?", "58 and still faster than me 😂",
         "uncle", "age", "58"),
        ("my sister Bea is visiting", "How old is she?", "34 and still acts like she's 12", "Bea", "age", "34"),
        ("my cousin Jamal is crashing at my place", "Oh fun, where's he from originally?", "detroit",
         "Jamal", "from", "Detroit"),
        ("my brother Sam just moved", "Oh where does he live now?", "san diego!", "Sam", "lives_in", "San Diego"),
        ("my aunt Carol is visiting from out of state", "Where does she live?", "boise", "Carol", "lives_in", "Boise"),
        ("my best mate Olly is over", "Nice one. Where's he from?", "Glasgow originally", "Olly", "from", "Glasgow"),
        ("my sister Amy is visiting this weekend", "Nice! What does she do?", "nurse, at St Mary's",
         "Amy", "employer", "St Mary's"),
        ("my sister Amy is visiting this weekend", "Nice! What does she do?", "nurse, at St Mary's",
         "Amy", "job", "nurse"),
        ("my sister-in-law Gina is so funny", "Ha! What does she do?", "a pharmacist at CVS",
         "Gina", "job", "pharmacist"),
        ("my sister-in-law Gina is so funny", "Ha! What does she do?", "a pharmacist at CVS",
         "Gina", "employer", "CVS"),
        ("my friend Dom is coming over", "What does he do?", "software dev at Microsoft",
         "Dom", "employer", "Microsoft"),
        ("my best friend Leo is in town", "Cool! What's his job?", "software engineer at a startup",
         "Leo", "job", "software engineer"),
        ("my dad Frank is retiring", "How old is your dad?", "66 this year", "dad", "age", "66"),
        # a fragment that goes on about the one person the message before named
        ("my uncle Bob is staying over", "Fun!", "turned 50 last week", "Bob", "age", "50"),
        ("my coworker Nina", "Yes?", "just turned 40, we got her a cake", "Nina", "age", "40"),
        ("my grandpa Joe is in town", "How nice!", "just turned 85 actually", "Joe", "age", "85"),
        ("my neighbor Frank came over", "Oh?", "72 and still mows his own lawn", "Frank", "age", "72"),
        ("my cousin Ray is visiting", "Nice!", "from Boston originally", "Ray", "from", "Boston"),
        ("my brother Ali got a new job", "Congrats to him!", "works at Google now", "Ali", "employer", "Google"),
        # the fact with he / she in a later message, in chat
        ("my dad Joe is in hospital", "I'm sorry to hear that. How is he?", "he's ok, he's 67 so recovery is slow",
         "Joe", "age", "67"),
        ("caught up with my old roommate Greg", "How's he been?", "good!! he's a chef now in Chicago 🍳",
         "Greg", "job", "chef"),
        ("ran into my ex Jake at the store", "Awkward! How did it go?", "fine, he works at Target now lol",
         "Jake", "employer", "Target"),
        ("my grandma Rose is visiting", "Aww, how is she?", "she's doing great, she's 88!", "Rose", "age", "88"),
        ("my friend Beth came by", "That's nice!", "yeah she's a teacher btw", "Beth", "job", "teacher"),
        ("my sister Amy is a nurse", "That's a demanding job.", "oh and she's 34", "Amy", "age", "34"),
        ("my brother Dan lives in Phoenix", "Hot there!", "also, his number is 555-0134", "Dan", "phone", "555-0134"),
        # the one the message before named only by their tie (no mention the store keeps of its own)
        ("my dad is in hospital", "I'm sorry to hear that. How is he?", "he's ok, he's 67 so recovery is slow",
         "dad", "age", "67"),
        ("my mom called me this morning", "How is she?", "she's fine. her birthday is on March 3",
         "mom", "birthday", "March 3"),
        ("ugh my boss yelled at me again", "That sounds stressful.", "he's 55 and still acts like a toddler",
         "boss", "age", "55"),
        # a correction
        ("my mom is 62", "Noted.", "she's 63, my bad", "mom", "age", "63"),
        ("my friend Kai works at Amazon", "Cool.", "actually he works at Microsoft, i always mix them up",
         "Kai", "employer", "Microsoft"),
        ("my dad's number is 555-0111", "Saved.", "no sorry it's 555-0112", "dad", "phone", "555-0112"),
        ("my aunt Sue's birthday is June 3", "Saved!", "wait it's June 4", "Sue", "birthday", "June 4"),
        ("my cousin Ray is 41", "Thanks for sharing.", "sorry, 42", "Ray", "age", "42"),
        ("my aunt Meg lives in Dallas", "Okay.", "no wait, Houston", "Meg", "lives_in", "Houston"),
        ("my sister Amy is 34", "Got it.", "oops, she's 35 not 34", "Amy", "age", "35"),
    ],
)  # fmt: skip
def test_a_fact_given_in_a_later_turn_is_the_one_named_before(
    before: str, asked: str, reply: str, who: str, attribute: str, value: str
) -> None:
    read = _read(before, asked, reply)
    assert _has(read, who, attribute, value), read


@pytest.mark.parametrize(
    ("before", "asked", "reply"),
    [
        # two people a he / she may be
        ("my sister Amy and my mom came by", "How old is she?", "34"),
        ("my uncle Bob and my dad went fishing", "Fun! Where does he live?", "Tampa"),
        ("my cousin Tim and my cousin Jo came over", "Fun!", "turns 40 tomorrow"),
        ("had lunch with my brothers", "Nice! How old is he?", "30"),
        # the user's own, asked with courtesy or said of themselves
        ("my friend Jo is coming over", "Great, how old are you, if you don't mind me asking?", "41"),
        ("my mom is visiting", "Where are you from, just curious?", "Ohio"),
        ("my brother Dan came over", "Nice! How old are you now, by the way?", "just turned 30"),
        ("my sister Amy is visiting", "Nice!", "turned 30 myself last week"),
        ("I'm so tired today", "Why?", "turned 40 yesterday, partied hard"),
        # no value: a question back, not knowing, a hedge, a change of topic, a place that is none
        ("my sister Amy is visiting", "How old is she?", "how old do you think?"),
        ("my cousin Sal is visiting", "What does he do?", "why?"),
        ("my boss Ken is stressed", "How old is he?", "maybe 50?"),
        ("my coworker Al", "What does he do?", "not sure tbh"),
        ("my dad Jim is visiting", "Where does he live?", "ugh, my laptop just died"),
        ("my mom is visiting", "Where does she live?", "up north"),
        ("my dad is visiting", "Where's he from?", "same as me"),
        ("my mom is visiting", "Where does she live?", "downtown"),
        ("my uncle Sid is in town", "What does he do?", "retired now"),
        # the assistant's own people, and a group
        ("tell me a fun fact", "Marie Curie won two Nobel prizes. Where was she born?", "Warsaw"),
        ("my parents are visiting", "How old are they?", "60 and 62"),
        # a correction of another shape than the value it would replace
        ("my aunt Meg lives in Dallas", "Okay.", "no wait, 35"),
        ("my aunt Sue's birthday is June 3", "Saved!", "no sorry, it's 555-0112"),
    ],
)  # fmt: skip
def test_nothing_is_read_when_it_is_unclear_whose_it_is(before: str, asked: str, reply: str) -> None:
    read = [r for r in _read(before, asked, reply) if r[1] != "trait"]
    assert read == [], read


@pytest.mark.parametrize(
    ("asked", "question"),
    [
        ("Nice! How old is she, if you don't mind me asking?", "How old is she?"),
        ("Ha. Where's he from? Just curious", "Where's he from?"),
        ("What does he do - if you don't mind me asking?", "What does he do?"),
        ("Where's she based, by the way?", "Where's she based?"),
        ("Where does she live now, if you don't mind sharing? 😊", "Where does she live now?"),
        ("How old is she? I'm 34 myself", ""),
        ("How are you? I am fine.", ""),
        ("No question here.", ""),
    ],
)
def test_the_question_is_read_without_the_courtesy_around_it(asked: str, question: str) -> None:
    assert last_question(asked) == question


def _dialogue(tmp_path: Path, *turns: tuple[str, str]) -> tuple[Memory, str]:
    mem = Memory(tmp_path / "m.db")
    topic = mem.topics.create(user_id="u", title="t")
    for role, text in turns:
        mem.messages.add(topic.id, role=role, content=text)
    mem.extract(topic.id)
    return mem, "u"


@pytest.mark.parametrize(
    ("turns", "memory"),
    [
        ((("user", "my sister Amy is visiting this weekend"), ("assistant", "Nice! What does she do?"),
          ("user", "nurse, at St Mary's")), "User's sister Amy works as a nurse and works at St Mary's"),
        ((("user", "my girlfriend Nina is stressed about exams"),
          ("assistant", "That's tough. How old is she, if you don't mind me asking?"), ("user", "23")),
         "User's girlfriend Nina is 23"),
        ((("user", "my cousin Jamal is crashing at my place"), ("assistant", "Oh fun, where's he from originally?"),
          ("user", "detroit")), "User's cousin Jamal is from Detroit"),
        ((("user", "my mom is 62"), ("assistant", "Noted."), ("user", "actually she's 63")),
         "User's mom is 63"),
    ],
)  # fmt: skip
def test_the_fact_reads_as_the_persons_memory(tmp_path: Path, turns: tuple[tuple[str, str], ...], memory: str) -> None:
    mem, user = _dialogue(tmp_path, *turns)
    try:
        said = [r.content for r in mem.list(user, limit=50)]
        assert any(s.startswith(memory) for s in said), said
        assert not any(s.startswith("User is") or s.startswith("User works") for s in said), said
    finally:
        mem.close()


def test_a_correction_replaces_the_value_and_keeps_the_old_one_as_past(tmp_path: Path) -> None:
    mem, user = _dialogue(
        tmp_path, ("user", "my dad's number is 555-0111"), ("assistant", "Saved."), ("user", "no sorry it's 555-0112")
    )
    try:
        (dad,) = [v for v in mem.entities.views(user) if v.entity.kind == "person"]
        assert [f.value for f in dad.facts if f.attribute == "phone"] == ["555-0112"]
        assert "555-0111" in [f.value for f in dad.past if f.attribute == "phone"]
    finally:
        mem.close()


def test_a_he_asked_of_after_two_people_were_named_is_no_one(tmp_path: Path) -> None:
    mem, user = _dialogue(
        tmp_path, ("user", "my sister Amy and my mom came by"), ("assistant", "How old is she?"), ("user", "34")
    )
    try:
        ages = [f for v in mem.entities.views(user) for f in v.facts if f.attribute == "age"]
        assert ages == []
    finally:
        mem.close()


def test_just_so_you_know_is_no_clause_joined_by_so() -> None:
    said = "Just so you know, Claire comes from Columbus, Ohio, and she spends weekends rock climbing."
    read = _read("", "", said)
    assert _has(read, "Claire", "from", "Columbus, Ohio") and _has(read, "Claire", "hobby", "rock climbing"), read


def test_a_pet_named_by_its_tie_is_no_he_or_she_with_a_job() -> None:
    mentions = extract_mentions("She — job: actuary lol", language="en", recent=["My cat knocked over a plant."])
    assert not [m for m in mentions if m.relation == "cat" and m.facts], mentions


@pytest.mark.parametrize(
    ("before", "reply", "fact"),
    [
        ("My sister is 34. She works at Zalando.", "no sorry, 35", ("age", "35")),
        ("My sister is 34 and lives in Berlin.", "no sorry, Munich", ("lives_in", "Munich")),
        # two facts of the value's shape: unclear which was corrected, nothing is read
        ("My sister lives in Berlin and works at Zalando.", "no sorry, Siemens", None),
    ],
)
def test_a_bare_correction_corrects_the_one_fact_of_its_shape(
    before: str, reply: str, fact: tuple[str, str] | None
) -> None:
    got = [(f.attribute, f.value) for m in extract_mentions(reply, language="en", recent=[before]) for f in m.facts]
    assert got == ([fact] if fact else [])
