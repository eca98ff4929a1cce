"""Known misreads of the offline entity reader (issue #21, brief bugs30): each shape read at its cause.

A tie said of a group ("我同事大多是湖南人") is no one person; a place a job is "based" in is no part of the job; a
pronoun of each gender in one message is two people; a bare word the user writes to is no person unless it reads
as a name; a pronoun called by someone named is not them, and a contact word glued to 我 is the user's own.
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions


def _who(text: str, language: str) -> list[tuple[str, str, bool, frozenset[tuple[str, str]]]]:
    return [
        (m.name, m.relation, m.pronoun, frozenset((f.attribute, f.value) for f in m.facts))
        for m in extract_mentions(text, language=language)
    ]


def _facts(text: str, language: str) -> set[tuple[str, str]]:
    return {(f.attribute, f.value) for m in extract_mentions(text, language=language) for f in m.facts}


# --- 1: a generic plural is no one person ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("我同事大多是湖南人", "zh"),
        ("我同事都是湖南人", "zh"),
        ("我同事很多是湖南人哈哈", "zh"),
        ("我同事大部分住在北京", "zh"),
        ("有的同事是湖南人", "zh"),
        ("我表哥们都是程序员", "zh"),
        ("most of my coworkers are from Ohio", "en"),
        ("my coworkers are all from Ohio lol", "en"),
        ("all my cousins are nurses", "en"),
    ],
)
def test_a_group_is_no_person(text: str, language: str) -> None:
    assert _facts(text, language) == set()


def test_a_group_leaves_the_next_clause_alone() -> None:
    assert _who("我同事大多是湖南人，我妹妹在北京上班", "zh") == [
        ("", "妹妹", False, frozenset({("works_in", "北京")}))
    ]


@pytest.mark.parametrize(
    ("text", "language", "fact"),
    [
        ("我同事是湖南人", "zh", ("from", "湖南")),
        ("我同事小王是湖南人", "zh", ("from", "湖南")),
        ("我哥都是经理了", "zh", ("title", "经理")),  # 都 … 了 is "already", one brother
        ("my coworker is from Ohio", "en", ("from", "Ohio")),
    ],
)
def test_one_person_still_reads(text: str, language: str, fact: tuple[str, str]) -> None:
    assert fact in _facts(text, language)


# --- 2: where a job is based is no part of it --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("my boss is an austin-based nurse", "nurse"),
        ("my sister is a London based designer", "designer"),
        ("my coworker is a New York-based lawyer", "lawyer"),
        ("my dad is a home-based accountant", "accountant"),
    ],
)
def test_based_is_not_the_job(text: str, job: str) -> None:
    jobs = {v for a, v in _facts(text, "en") if a == "job"}
    assert jobs == {job}


# --- 4: two pronouns of two genders are two people ---------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["call him at 555-123-4567 and she is 30", "he is 40. she is a nurse", "他今年40，她是护士"],
)
def test_two_genders_read_as_no_one(text: str) -> None:
    assert not any(pronoun for _, _, pronoun, _ in _who(text, "zh" if "他" in text else "en"))


def test_one_gender_still_reads() -> None:
    assert _who("she is 30", "en") == [("", "", True, frozenset({("age", "30")}))]


# --- 5: a bare word written to is a person only when it reads as one ---------------------------------------------


@pytest.mark.parametrize("text", ["email Titanic at x@y.com", "email Marketing at m@x.com pls"])
def test_a_bare_word_is_no_person(text: str) -> None:
    assert _facts(text, "en") == set()


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("email Bob at bob@x.com", "Bob"),
        ("email Robert at rob.k@x.com", "Robert"),
        ("my boss Rupert is 50. email Rupert at zz@x.com", "Rupert"),
    ],
)
def test_a_name_written_to_is_a_person(text: str, name: str) -> None:
    assert any(n == name and any(a == "email" for a, _ in facts) for n, _, _, facts in _who(text, "en"))


# --- 7: an age is not a distance ---------------------------------------------------------------------------------


def test_an_age_in_a_place_and_a_distance() -> None:
    assert ("age", "50") in _facts("my boss is 50 in Leeds", "en")
    assert not any(a == "age" for a, _ in _facts("my boss is 50 minutes away in Leeds", "en"))


# --- 8: the one who calls her is not her; a number on 我 is the user's --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "小刘打她电话13812345678",
        "让小刘打她电话13812345678吧",
        "小王打我电话13812345678",
        "小刘给她打电话13812345678",
        "Tom called her at 555-123-4567",
    ],
)
def test_no_phone_on_the_caller(text: str) -> None:
    language = "en" if text.isascii() else "zh"
    assert not any("phone" in {a for a, _ in facts} for *_, facts in _who(text, language))


@pytest.mark.parametrize("text", ["我打她电话13812345678", "她电话13812345678", "给她打电话13812345678"])
def test_her_phone_is_hers(text: str) -> None:
    assert _who(text, "zh") == [("", "", True, frozenset({("phone", "13812345678")}))]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Dmitri asked me to email him at dmitri.v@outlook.com", "Dmitri"),  # another verb's subject: him is Dmitri
        ("Amy said her number is 555-123-4567", "Amy"),
        ("Tom texted her from 555-123-4567", "Tom"),  # the number he texted from
        ("小刘电话13812345678", "小刘"),
        ("Ines gave me her email ines.m@pm.me", "Ines"),  # her own, as handing it over says
        ("我表姐说她电话是13812345678", ""),
    ],
)
def test_a_pronoun_of_the_one_who_speaks_is_theirs(text: str, name: str) -> None:
    language = "en" if text.isascii() else "zh"
    owners = [(n, r) for n, r, _, facts in _who(text, language) if {a for a, _ in facts} & {"phone", "email"}]
    assert len(owners) == 1 and owners[0][0] == name


def test_a_tie_accounts_for_one_gender() -> None:
    text = "September 16th is his birthday, remind me. My daughter works in Salt Lake City, and she just hit 25"
    mentions = extract_mentions(text, language="en")
    pronouns = [m for m in mentions if m.pronoun]
    assert len(pronouns) == 1 and pronouns[0].gender == "m"
    assert {(f.attribute, f.value) for f in pronouns[0].facts} == {("birthday", "September 16th")}


# --- 6: whom a request names is who they are --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "relation", "fact"),
    [
        ("给我闺蜜林悦过生日，她30岁了", "林悦", "闺蜜", ("age", "30岁")),
        ("明天给我同事王强过生日，他40了", "王强", "同事", ("age", "40岁")),
        ("帮我表妹李娜买了个蛋糕 她18岁了", "李娜", "表妹", ("age", "18岁")),
    ],
)
def test_a_name_in_a_request_keeps_its_fact(text: str, name: str, relation: str, fact: tuple[str, str]) -> None:
    assert _who(text, "zh") == [(name, relation, False, frozenset({fact}))]


def test_a_request_names_without_facts() -> None:
    assert _who("给我闺蜜林悦过生日", "zh") == [("林悦", "闺蜜", False, frozenset())]


# --- 3: an event of hers is no person ----------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["my mom's 60th birthday party is tomorrow", "Mom's 60th birthday party is tmrw!!"])
def test_her_party_is_no_person(text: str) -> None:
    mentions = extract_mentions(text, language="en")
    assert not any(m.kind == "person" and "party" in m.name for m in mentions)
    assert not any(m.kind == "person" and m.facts for m in mentions)
