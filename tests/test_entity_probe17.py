"""People said in voices no dev pool holds (issue #21): a new job said with where it is ("just started at Pfizer as
a lab tech"), "is now a dentist in Seattle", a heading before what is told ("Quick update on the family: …"), and an
"if" that a verb of asking takes ("my mom keeps asking if I've met anyone. She's 58"). Our own sentences.
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions


def _facts(text: str) -> dict[str, dict[str, str]]:
    return {
        (m.name or m.relation): {f.attribute: f.value for f in m.facts}
        for m in extract_mentions(text, language="en")
        if m.kind == "person"
    }


@pytest.mark.parametrize(
    ("text", "who", "facts"),
    [
        (
            "My brother-in-law Mateus just started at Pfizer as a lab tech, and he's 31 now.",
            "Mateus",
            {"job": "lab tech", "employer": "Pfizer", "age": "31"},
        ),
        ("My aunt joined Deloitte as an auditor.", "aunt", {"job": "auditor", "employer": "Deloitte"}),
        ("my cousin Ravi got a job at Kroger as a cashier", "Ravi", {"job": "cashier", "employer": "Kroger"}),
        ("My old roommate Ben is now a dentist in Seattle.", "Ben", {"job": "dentist", "works_in": "Seattle"}),
        ("My brother is also a nurse", "brother", {"job": "nurse"}),
        ("Quick update on the family: my brother Mateus is 31 now.", "Mateus", {"age": "31"}),
        ("Some family news: my sister Ana moved to Lisbon.", "Ana", {"lives_in": "Lisbon"}),
        (
            "My mom keeps asking if I've met anyone. She's 58 and lives in Tucson.",
            "mom",
            {"age": "58", "lives_in": "Tucson"},
        ),
        # which one it is, said aside; the one named said again for stress
        ("My old roommate Ben (the one from Ohio) is a dentist in Seattle.", "Ben", {"job": "dentist"}),
        ("my coworker Dana's wife is a pilot, Dana herself is an accountant", "Dana", {"job": "accountant"}),
        ("Reminder to self - Kenji (neighbor) - bday Oct 12", "Kenji", {"birthday": "Oct 12"}),
        # a note's tie, capitalised as it opens the line, is the tie, not a word of the name
        ("Neighbor Kenji - 40", "Kenji", {"age": "40"}),
        ("Roommate Jules: 27, nurse", "Jules", {"age": "27"}),
    ],
)
def test_said_in_other_voices(text: str, who: str, facts: dict[str, str]) -> None:
    got = _facts(text)
    assert who in got, got
    assert facts.items() <= got[who].items(), got


@pytest.mark.parametrize(
    "text",
    [
        "My aunt joined Deloitte as a joke.",  # no trade: no job
        "If my brother moves to Austin he'd be 2 hours away.",  # a supposition
        "My sister would be 40 if she were alive.",
    ],
)
def test_nothing_taken_for_a_job_or_a_fact(text: str) -> None:
    got = _facts(text)
    assert not any("job" in f or "age" in f or "lives_in" in f for f in got.values()), got


@pytest.mark.parametrize(
    ("text", "who", "facts"),
    [
        ("我大学室友老赵（东北那个）现在在深圳当牙医", "老赵", {"job": "牙医", "works_in": "深圳"}),
        ("我同事小刘的老婆是空姐，小刘自己是会计", "小刘", {"job": "会计"}),
        ("备忘 - 邻居老周 - 生日10月12号", "老周", {"birthday": "10月12号"}),  # what the note is: no field
    ],
)
def test_said_aside_in_chinese(text: str, who: str, facts: dict[str, str]) -> None:
    got = {m.name: {f.attribute: f.value for f in m.facts} for m in extract_mentions(text, language="zh")}
    assert facts.items() <= got[who].items(), got


@pytest.mark.parametrize(
    ("text", "owner", "kin", "fact"),
    [
        ("我姑妈李芳人很好，她儿子今年12岁", "李芳", "李芳的儿子", ("age", "12岁")),
        ("我表哥王刚人不错，他老婆是护士", "王刚", "王刚的老婆", ("job", "护士")),
    ],
)
def test_a_pronoun_before_a_kin_word_owns_it(text: str, owner: str, kin: str, fact: tuple[str, str]) -> None:
    """ "她儿子" is her son: his age is never hers (it was given to 李芳)."""
    got = {m.name: [(f.attribute, f.value) for f in m.facts] for m in extract_mentions(text, language="zh")}
    # (人很好 / 人不错 is said of the owner: 人好 is theirs)
    theirs = [f for f in got[owner] if f not in (("trait", "人好"), ("trait", "人不错"))]
    assert theirs == [] and got[kin] == [fact], got


@pytest.mark.parametrize(
    ("text", "kin", "owner", "fact"),
    [
        ("Talked to my aunt Rita today. Her son Marco is 12.", "Marco", "Rita", ("age", "12")),
        ("My brother Tom is great. His wife Mia is a nurse.", "Mia", "Tom", ("job", "nurse")),
    ],
)
def test_her_kin_is_the_kin_of_the_one_named_before(text: str, kin: str, owner: str, fact: tuple[str, str]) -> None:
    got = {m.name: m for m in extract_mentions(text, language="en")}
    assert [(f.attribute, f.value) for f in got[kin].facts] == [fact]
    assert got[owner].facts == [] and (got[kin].links[0][1] == owner)


@pytest.mark.parametrize(
    "text",
    ["My uncle Bob is 60. Her son Marco is 12.", "My aunt Rita and my uncle Bob came over. Her son Marco is 12."],
)
def test_her_kin_of_no_one_clear_is_left_unread(text: str) -> None:
    """The pronoun's gender rules the one named out, or two were named: whose son it is stays unsaid."""
    assert "Marco" not in {m.name for m in extract_mentions(text, language="en")}
