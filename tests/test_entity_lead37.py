"""Stop 37, read as a user: "How tall's this big brother of mine who got made night manager?" put a header "The
user's big brother (1)" above the one brother, as if a set had been asked for: the "who" of a relative clause after
one person ("my sister who lives in Leeds", "my mum, who's into lino printing") was read as "who of them". It asks
nothing of a set; "who among my friends", "my friends who live abroad" still do."""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi import Memory
from jiyi._entity_asked import read_question


@pytest.mark.parametrize(
    ("question", "set_cue"),
    [
        ("How tall's this here big brother of mine who got made night manager?", False),
        ("What's that one mum of ours who's with the council like?", False),
        ("What does my sister who lives in Leeds do for work?", False),
        ("Where does my cousin, who is a nurse, live?", False),
        ("When's the birthday of that guy who fixed our boiler?", False),
        ("How old is my nan who moved to Cork?", False),
        ("Who among my friends lives in Leeds?", True),
        ("Which of my friends live abroad?", True),
        ("My friends who live abroad, where are they?", True),  # a plural: a set
        ("Tell me who of my mates is the oldest", True),
        ("who is my oldest cousin?", True),
    ],
)
def test_a_relative_who_after_one_person_asks_no_set(question: str, set_cue: bool) -> None:
    assert read_question(question, question).set_cue is set_cue


def test_one_relative_asked_with_a_who_clause_gets_no_count_header(tmp_path: Path) -> None:
    mem = Memory(tmp_path / "w.db")
    try:
        topic = mem.topics.create(user_id="u", title="t")
        for text in ("My big brother Sandeep got made night manager last year.", "Sandeep is 180 cm tall."):
            mem.messages.add(topic.id, role="user", content=text)
        mem.extract(topic.id)
        block = mem.context("u", "How tall's this big brother of mine who got made night manager?").text
        assert "180" in block, block
        assert "(1)" not in block, block
        # a question over the set still says how many there are
        mem.messages.add(topic.id, role="user", content="My friend Amy lives in Berlin and my friend Tom in Leeds.")
        mem.extract(topic.id)
        block = mem.context("u", "Which of my friends live abroad?").text
        assert "Amy" in block and "Tom" in block, block
    finally:
        mem.close()


@pytest.mark.parametrize(
    ("said", "attribute", "value"),
    [
        ("My line manager is called Declan Pemberton; his office is over in Melbourne x", "works_in", "Melbourne"),
        ("my sister Amy lives in Leeds xx", "lives_in", "Leeds"),
        ("Our grandad Tyler is posted in Auckland innit.", "works_in", "Auckland"),
        ("my mate Tom works at Tesco cheers mate", "employer", "Tesco"),
        ("My nan Rose lives in Cork, cheers!", "lives_in", "Cork"),
        ("my cousin Ray is 35 x", "age", "35"),
        ("my brother Sam drives a Model X", "note", "drives a Model X"),  # a capital X is a name, not a kiss
    ],
)
def test_a_sign_off_is_no_part_of_a_value(said: str, attribute: str, value: str) -> None:
    from jiyi.extractors._entities import extract_mentions

    (person,) = [m for m in extract_mentions(said, language="en") if m.relation]
    assert (attribute, value) in [(f.attribute, f.value) for f in person.facts]


@pytest.mark.parametrize(
    ("said", "kept", "gone"),
    [
        (
            "Sandeep, aka my big brother, has a job as a roofer, and he has got a doctorate, cheers.",
            "doctorate",
            "cheers",
        ),
        ("My nan Rose lives in Cork innit", "Cork", "innit"),
        ("my sister Jo is a cheerleader and the crowd cheers when she jumps", "crowd cheers", None),
    ],
)
def test_a_sign_off_is_no_part_of_a_memory(tmp_path: Path, said: str, kept: str, gone: str | None) -> None:
    mem = Memory(tmp_path / "w.db")
    try:
        topic = mem.topics.create(user_id="u", title="t")
        mem.messages.add(topic.id, role="user", content=said)
        mem.extract(topic.id)
        memories = [m.content for m in mem.list("u")]
        assert any(kept in m for m in memories), memories
        assert gone is None or not any(gone in m for m in memories), memories
    finally:
        mem.close()


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("物业的小王电话是13912345678", "用户小区物业的小王，电话是13912345678"),
        ("我们小区物业的老张电话是13800001111", "小区物业的老张电话是13800001111"),
        ("居委会的王阿姨电话是13700002222", "用户小区居委会的王阿姨，电话是13700002222"),
    ],
)
def test_someone_of_a_service_where_the_user_lives_is_not_the_users_service(
    tmp_path: Path, said: str, memory: str
) -> None:
    # "小王是用户的物业" said the user owned a property office; 小王 works at the one where the user lives
    mem = Memory(tmp_path / "w.db")
    try:
        topic = mem.topics.create(user_id="u", title="t")
        mem.messages.add(topic.id, role="user", content=said)
        mem.extract(topic.id)
        memories = [m.content for m in mem.list("u")]
        assert any(memory in m for m in memories), memories
        assert not any("是用户的" in m for m in memories), memories
    finally:
        mem.close()
