"""Reading what a question about the user's people asks, in the wordings people use (issue #21): "what is Priya
like?" asks her personality (not what she likes), "where did Ben study?" his school (not where he lives), "where's
Amy from originally?" her hometown; "李强在哪高就" / "在哪打工" where he works, "给谁打工" his employer, "王芳是哪儿的
人" her hometown; "有几个住在北京的" / "哪几个来自四川" count over everyone the user told about.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._clock import FixedClock
from jiyi._entity_asked import read_question
from jiyi._entity_everyone import everyone_kind
from tests.test_entity_ask12 import _read
from tests.test_entity_ask_daily import _context_section, _said


def _first(question: str) -> str | None:
    asked = read_question(question, question).attributes
    return asked[0] if asked else None


@pytest.mark.parametrize(
    "question",
    [
        "What is Priya like?",
        "what's Priya like",
        "What's Priya like as a friend?",
        "tell me what Priya's like, personality-wise",
        "so what is Priya really like",
        "what are my cousins like?",
        "what was your new boss like",
    ],
)
def test_what_someone_is_like_asks_their_personality(question: str) -> None:
    assert read_question(question, question).attributes == ["trait"]


@pytest.mark.parametrize(
    "question",
    [
        "what does Priya like?",
        "what would Priya like for her birthday?",
        "what's something Priya would like",
        "what is a gift Priya might like",
        "what kind of food does Priya like",
        "what is Priya like to eat",
    ],
)
def test_what_someone_likes_is_still_their_likes(question: str) -> None:
    assert _first(question) == "likes"


@pytest.mark.parametrize(
    "question",
    [
        "Where did Ben study?",
        "where'd Ben go to uni?",
        "what uni did Ben go to",
        "where's Ben studying these days",
        "where did you say Ben studied?",
        "who among my friends went to uni",
    ],
)
def test_where_someone_studied_asks_their_school(question: str) -> None:
    assert _first(question) == "school"


@pytest.mark.parametrize(
    "question",
    [
        "where's Amy from originally",
        "where is Carl from exactly?",
        "where's Ben from again",
        "Where are they from, actually?",
    ],
)
def test_where_from_with_a_word_after_asks_the_hometown(question: str) -> None:
    assert _first(question) == "from"


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("李强在哪高就", ["works_in", "employer"]),
        ("李强现在在哪儿高就啊", ["works_in", "employer"]),
        ("李强在哪里打工", ["works_in", "employer"]),
        ("你表弟在哪打工呢", ["works_in", "employer"]),
        ("李强给谁打工", ["employer"]),
        ("他现在给谁干活", ["employer"]),
        ("王芳是哪儿的人", ["from"]),
        ("王芳哪的人", ["from"]),
        ("王芳是什么地方的人", ["from"]),
        ("刘洋是哪里的人啊", ["from"]),
    ],
)
def test_chinese_work_and_hometown_wordings(question: str, asked: list[str]) -> None:
    assert read_question(question, question).attributes == asked


@pytest.mark.parametrize("question", ["王芳住哪", "李强现在住在哪里", "where does Ben live now", "where's Ben based"])
def test_where_someone_lives_is_unchanged(question: str) -> None:
    assert _first(question) == "lives_in"


@pytest.mark.parametrize(
    "question",
    [
        "有几个住在北京的",
        "有几位住在北京",
        "有几个来自四川的",
        "有几个老家在四川的",
        "哪几个住在北京",
        "有几个上过大学的",
    ],
)
def test_a_count_with_its_own_verb_is_over_everyone(question: str) -> None:
    assert everyone_kind(question) == "person"


@pytest.mark.parametrize("question", ["我有几个住在北京的朋友想见你", "他们有几个住在北京", "你有几个来自四川的同学吗"])
def test_the_speaker_own_count_is_not_a_question_over_everyone(question: str) -> None:
    assert everyone_kind(question) is None


def _people(mem: Memory, clock: FixedClock) -> None:
    _said(mem, clock, "u", "My friend Priya is really kind and a bit shy. She is 38 and lives in Mumbai.")
    _said(mem, clock, "u", "My cousin Ben is 44, he lives in Boston and he went to Harvard. He is from Ohio.")
    _said(mem, clock, "u", "My cousin Amy is 31, she lives in Leeds and works as a nurse. She is from Glasgow.")


def test_what_someone_is_like_shows_their_personality(mem: Memory, clock: FixedClock) -> None:
    _people(mem, clock)
    section = _context_section(mem, "u", "What is Priya like?")
    assert "personality: kind and a bit shy" in section, section
    assert "likes" not in section, section
    # Amy's personality was never said: that, and not "likes", is what is missing
    section = _context_section(mem, "u", "what's Amy like?")
    assert "personality: not said" in section and "likes" not in section, section


def test_where_someone_studied_does_not_answer_where_they_live(mem: Memory, clock: FixedClock) -> None:
    _people(mem, clock)
    # his school was not read ("went to Harvard" stays a note): the school is what is missing, not where he lives
    section = _context_section(mem, "u", "Where did Ben study?")
    assert "Ben (cousin) — school: not said" in section, section
    section = _context_section(mem, "u", "where's Amy from originally")
    assert "from: Glasgow" in section and "lives in" not in section, section


def test_questions_of_the_user_or_of_nobody_known_list_no_one(mem: Memory, clock: FixedClock) -> None:
    _people(mem, clock)
    for question in ("how old am I?", "what am I like?", "where did I study?", "What is Zed like?"):
        assert _context_section(mem, "u", question) == "", question


def test_chinese_hometown_and_count_wordings_through_context(mem: Memory, clock: FixedClock) -> None:
    _said(mem, clock, "u", "我表姐王芳今年35岁，住在上海，是医生，老家是四川的。")
    _said(mem, clock, "u", "我表弟李强28岁，住在北京，在腾讯上班，东北人。")
    section = _context_section(mem, "u", "王芳是哪儿的人")
    assert "四川" in section and "上海" not in section, section
    section = _context_section(mem, "u", "李强给谁打工")
    assert "腾讯" in section and "北京" not in section, section
    section = _context_section(mem, "u", "有几个住在北京的")
    assert "李强" in section and "王芳" in section and "住在 北京" in section, section
    assert _context_section(mem, "u", "我多大了") == ""


@pytest.mark.parametrize(
    ("said", "want"),
    [
        ("What did my cousin Mia study? Computer science.", [("Mia", "cousin", (("major", "Computer science"),))]),
        ("What's my cousin Mia like as a friend? super loyal.", [("Mia", "cousin", (("trait", "loyal"),))]),
        ("What's Wendell like as a boss? fair.", []),  # a bare name the user's world does not hold
        ("Where did my cousin Mia study? In the library.", []),  # no school in the answer
    ],
)
def test_a_question_the_user_answers_is_read_as_before(said: str, want: list[object]) -> None:
    assert _read([said], "en") == want
