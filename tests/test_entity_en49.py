"""English person facts (issue #49): a she / he opening a new sentence goes to the last one whose tie says its
gender when nothing says the gender of the one just talked of ("My brother Tom is 30. My friend Jess is lovely. He
works at Tesco": Tom's). Sentences are our own, none from an evaluation set; Chinese counterparts where Chinese
reads the shape today.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from jiyi import Memory
from jiyi._clock import FixedClock
from tests.test_entity_crossen48 import _facts, _people


@pytest.mark.parametrize(
    ("said", "who", "wrong", "fact"),
    [
        ("My brother Tom is 30. My friend Jess is lovely. He works at Tesco.", "Tom", "Jess", ("employer", "Tesco")),
        ("My uncle Rob is 58. My boss Sam is great. He lives in Leeds.", "Rob", "Sam", ("lives_in", "Leeds")),
        ("My aunt Rosa is 52. My colleague Kit is nice. She is from Cork.", "Rosa", "Kit", ("from", "Cork")),
    ],
)
def test_a_pronoun_goes_to_the_one_its_gender_names_en(said: str, who: str, wrong: str, fact: tuple[str, str]) -> None:
    got = _facts(said, "en")
    assert fact in got.get(who, set()), got
    assert fact not in got.get(wrong, set()), got


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        # the one just talked of is said to be a she: the pronoun stays hers
        ("My brother Tom is 30. My friend Jess, she is lovely. She works at Tesco.", "Jess", ("employer", "Tesco")),
        # the pronoun runs on in the sentence that names her: hers, whatever came before
        (
            "my brother Tom is 30 and there's my trainee too, Mahalia and went shopping today and honestly she is "
            "168cm so nothing fitted",
            "Mahalia",
            ("height", "168cm"),
        ),
        # someone else said to be a she by a pronoun only (no tie) does not take it from the one just named
        (
            "Tash is my trainee, she is reachable at 555-0100. Jess Robertson (my teammate) - signed up for a night "
            "course. she went on to get a doctorate.",
            "Jess Robertson",
            ("education", "doctorate"),
        ),
    ],
)
def test_a_pronoun_stays_with_the_one_just_named_en(said: str, who: str, fact: tuple[str, str]) -> None:
    got = _facts(said, "en")
    assert fact in got.get(who, set()), got


def test_a_pronoun_goes_to_the_one_its_gender_names_through_a_memory_en(tmp_path: Path) -> None:
    people = _people(tmp_path, "My brother Tom is 30. My friend Jess is lovely. He works at Tesco.")
    assert ("employer", "Tesco") in people["Tom"], people
    assert not any(f[0] == "employer" for f in people.get("Jess", set())), people


@pytest.mark.parametrize(
    ("said", "recent", "who", "fact"),
    [
        ("she's a nurse yaar", ("My sister Priya is visiting.",), "<f>", ("job", "nurse")),
        ("My sister Priya works at Tesco yaar", (), "Priya", ("employer", "Tesco")),
        ("he's from Leeds innit", ("My mate Dave came round.",), "<m>", ("from", "Leeds")),
        ("she lives in Austin fr", ("My cousin Maya called.",), "<f>", ("lives_in", "Austin")),
        ("my aunt Jo lives in Leeds lowkey", (), "Jo", ("lives_in", "Leeds")),
        ("my cousin Ravi is from Delhi no cap", (), "Ravi", ("from", "Delhi")),
        ("my brother Sam is a chef deadass", (), "Sam", ("job", "chef")),
    ],
)
def test_a_chat_word_after_a_value_is_no_part_of_it_en(
    said: str, recent: tuple[str, ...], who: str, fact: tuple[str, str]
) -> None:
    got = _facts(said, "en", recent)
    assert fact in got.get(who, set()), got


def test_a_chat_word_after_a_value_is_no_part_of_it_through_a_memory_en(tmp_path: Path) -> None:
    people = _people(tmp_path, "My sister Priya works at Tesco yaar", "my aunt Jo lives in Leeds lowkey")
    assert ("employer", "Tesco") in people["Priya"], people
    assert ("lives_in", "Leeds") in people["Jo"], people
    assert "Tesco yaar" not in people, people


def test_a_chat_word_after_a_value_is_no_part_of_it_zh() -> None:
    # the Chinese counterpart: a particle closing the clause is no part of the employer
    assert ("employer", "腾讯") in _facts("我姐姐李娜在腾讯上班啦", "zh").get("李娜", set())


@pytest.mark.parametrize(
    ("said", "first", "first_fact", "second", "second_fact"),
    [
        (
            "our Kavya stopped at A-levels my sister Mahalia's mail is m@x.com",
            "Kavya",
            ("education", "A-levels"),
            "Mahalia",
            ("email", "m@x.com"),
        ),
        ("Kavya is a nurse my brother Tom works at Tesco", "Kavya", ("job", "nurse"), "Tom", ("employer", "Tesco")),
        (
            "Kavya stopped at A-levels my sister Mahalia is 30",
            "Kavya",
            ("education", "A-levels"),
            "Mahalia",
            ("age", "30"),
        ),
    ],
)
def test_a_run_on_to_someone_new_cuts_there_en(
    said: str, first: str, first_fact: tuple[str, str], second: str, second_fact: tuple[str, str]
) -> None:
    got = _facts(said, "en")
    assert first_fact in got.get(first, set()), got
    assert second_fact in got.get(second, set()), got
    assert second_fact not in got.get(first, set()), got


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        # a word that leads into the tie keeps the clause whole
        ("so 6'2\", thats how tall my intern Dex is, and he got a PhD", "Dex", ("height", "6'2\"")),
        ("job-wise my intern Deb is in Toronto", "Deb", ("works_in", "Toronto")),
    ],
)
def test_a_word_leading_into_a_tie_keeps_the_clause_en(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _facts(said, "en").get(who, set())


def test_a_run_on_to_someone_new_cuts_there_zh() -> None:
    got = _facts("小林高中毕业我姐姐李娜的邮箱是m@x.com", "zh")
    assert ("email", "m@x.com") in got.get("李娜", set()), got
    assert ("email", "m@x.com") not in got.get("小林", set()), got


def test_a_run_on_to_someone_new_through_a_memory_en(tmp_path: Path) -> None:
    people = _people(tmp_path, "our Kavya stopped at A-levels my sister Mahalia's mail is m@x.com")
    assert ("email", "m@x.com") in people["Mahalia"], people
    assert ("email", "m@x.com") not in people.get("Kavya", set()), people


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        # a courtesy to the listener supposes nothing of the fact before it
        ("My aunt Rose, she's a teacher if you ever need gift ideas", "Rose", ("job", "teacher")),
        ("my cousin Leo is a plumber in case you need one", "Leo", ("job", "plumber")),
        # "clocks in at" says a height, after the user's own talk too
        (
            "Mitch Kilbride (my trainee); need to order a new bed frame and the long ones are pricey, he clocks in "
            "at 188cm so it has to be long.",
            "Mitch Kilbride",
            ("height", "188cm"),
        ),
        ("our stepbrother Kev clocks in at 163 cm so it has to be long", "Kev", ("height", "163 cm")),
        # "i forgot to say" set aside mid-sentence leaves the clause after it
        (
            "Sandeep is working at Saffron Health i forgot to say, and he clocks in at 5'11\".",
            "Sandeep",
            ("height", "5'11\""),
        ),
        # how long they have done it is a comment on the job, no part of it
        ("my brother Baz is a truck driver been doing it ages", "Baz", ("job", "truck driver")),
        ("my uncle Joe is a plumber, been doing it for years", "Joe", ("job", "plumber")),
    ],
)
def test_a_fact_with_a_comment_after_it_en(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _facts(said, "en").get(who, set())


def test_a_courtesy_after_a_fact_supposes_nothing_but_a_would_does_en() -> None:
    got = _facts("my cousin Leo would be a plumber if you need one", "en")
    assert not any(f[0] == "job" for facts in got.values() for f in facts), got


def test_a_fact_with_a_comment_after_it_zh() -> None:
    # the Chinese counterpart read today: a how-long after the job (the courtesy "你要是需要…" is not read yet)
    assert ("job", "水管工") in _facts("我舅舅老周是水管工，干了好多年了", "zh").get("老周", set())


def test_a_fact_with_a_comment_after_it_through_a_memory_en(tmp_path: Path) -> None:
    people = _people(
        tmp_path,
        "My aunt Rose, she's a teacher if you ever need gift ideas",
        "my brother Baz is a truck driver been doing it ages",
    )
    assert ("job", "teacher") in people["Rose"], people
    assert ("job", "truck driver") in people["Baz"], people


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("my parents are both teachers", "mother", ("job", "teacher")),
        ("my parents are both teachers", "father", ("job", "teacher")),
        ("both my parents are from Leeds", "mother", ("from", "Leeds")),
        ("my parents both work at Tesco", "father", ("employer", "Tesco")),
    ],
)
def test_what_both_parents_are_is_each_ones_en(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _facts(said, "en").get(who, set())


def test_parents_said_of_nothing_stay_unread_en() -> None:
    assert _facts("my parents are coming over", "en") == {}


@pytest.mark.parametrize(
    ("said", "fact"), [("我爸妈都是老师", ("job", "老师")), ("我父母都在北京工作", ("works_in", "北京"))]
)
def test_what_both_parents_are_is_each_ones_zh(said: str, fact: tuple[str, str]) -> None:
    got = _facts(said, "zh")
    assert fact in got.get("爸", set()), got
    assert fact in got.get("妈", set()), got


def test_a_tie_said_after_what_two_did_is_each_ones_en() -> None:
    got = _facts("Tom and Jerry came over, both my coworkers", "en")
    assert set(got) == {"Tom", "Jerry"}, got
    got = _facts("Tom and Jerry live in Leeds, both my coworkers", "en")
    assert ("lives_in", "Leeds") in got["Tom"] and ("lives_in", "Leeds") in got["Jerry"], got


def test_both_through_a_memory_en(tmp_path: Path) -> None:
    clock = FixedClock(datetime(2026, 11, 25, 9, tzinfo=UTC))
    mem = Memory(tmp_path / "m.db", extractor="offline", clock=clock)
    try:
        topic = mem.topics.create("u", "chat")
        for text in ("my parents are both teachers", "Tom and Jerry came over, both my coworkers"):
            mem.messages.add(topic.id, "user", text)
            mem.extract(topic.id)
            clock.set(clock.now() + timedelta(minutes=5))
        people = {
            v.entity.name: (v.entity.relation, {(f.attribute, f.value) for f in v.facts})
            for v in mem.entities.views("u")
            if v.entity.kind == "person"
        }
    finally:
        mem.close()
    by_tie = {tie: facts for tie, facts in people.values()}
    assert ("job", "teacher") in by_tie["mother"], people
    assert ("job", "teacher") in by_tie["father"], people
    assert people["Tom"][0] == "coworker" and people["Jerry"][0] == "coworker", people
