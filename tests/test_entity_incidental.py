"""Facts said in passing: a phone number or an e-mail address inside a request ("Remind me to text my brother Tom
on 07700 900123 tomorrow", "forward this to my brother Tom: tom.b@proton.me", "提醒我明天给张伟打电话，138…")
belongs to the one the user is to call or write to — and to nobody when that one is not named, is the user, or
is someone the clause only mentions ("send the file to her boss at …")."""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi.extractors._entities import extract_mentions
from tests.test_entity_replied import _extracted


def _facts(text: str, language: str = "en") -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation or ("pronoun" if m.pronoun else "")): {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language=language)
        if m.kind == "person"
    }


def _all(facts: dict[str, set[tuple[str, str]]], attribute: str) -> set[str]:
    return {v for said in facts.values() for a, v in said if a == attribute}


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("Remind me to text my brother Tom on 07700 900123 tomorrow", "Tom", ("phone", "07700 900123")),
        ("Set a reminder to ring my mum Linda on 0161 496 0000 at 6", "Linda", ("phone", "0161 496 0000")),
        ("can u text my bro Sam at 07911 123456 that im running late", "Sam", ("phone", "07911 123456")),
        ("remind me to call my uncle Raj on 98765 43210 this evening", "Raj", ("phone", "98765 43210")),
        ("need to ping my sister Amy tmrw, her cell's 07700 900777", "Amy", ("phone", "07700 900777")),
        ("forward this to my brother Tom: tom.b@proton.me", "Tom", ("email", "tom.b@proton.me")),
        (
            "send the invoice to my accountant Jo at jo.books@gmail.com by friday pls",
            "Jo",
            ("email", "jo.books@gmail.com"),
        ),
        ("Tom is my brother. Send him the invite at tom.b@proton.me", "Tom", ("email", "tom.b@proton.me")),
    ],
)
def test_a_value_in_a_request_is_the_one_reached(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _facts(said)[who]


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("提醒我明天给张伟打电话，13812345678", "张伟", ("phone", "13812345678")),
        ("提醒我下午给王医生打电话，电话是010-88886666", "王医生", ("phone", "010-88886666")),
        ("帮我给我表姐陈晨发个邮件，chenchen@qq.com", "陈晨", ("email", "chenchen@qq.com")),
        ("晚上记得给李娜发个短信，号码13699998888", "李娜", ("phone", "13699998888")),
        ("下班后给小王打个电话，手机号是13355556666", "小王", ("phone", "13355556666")),
    ],
)
def test_zh_a_value_after_the_call_is_the_one_called(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _facts(said, "zh")[who]


@pytest.mark.parametrize(
    ("said", "language", "attribute"),
    [
        ("my number is 07700 900555, give it to my brother Tom", "en", "phone"),
        ("text me on 07700 900555 if my brother Tom turns up", "en", "phone"),
        ("Should I text my brother Tom on 07700 900123?", "en", "phone"),
        ("call the dentist on 0161 496 0999, my sister Amy says they're nice", "en", "phone"),
        ("my sister Amy asked me to send the file to her boss at boss@corp.com", "en", "email"),
        ("Rupert told me to call his wife at 415-555-0100", "en", "phone"),
        ("order 0161 496 0000 was my sister's", "en", "phone"),
        ("我的手机号是13800001111，明天给张伟打电话说一下", "zh", "phone"),
        ("给快递打个电话，13812349999", "zh", "phone"),
    ],
)
def test_nobody_gets_a_value_that_is_not_theirs(said: str, language: str, attribute: str) -> None:
    assert not _all(_facts(said, language), attribute)


def test_a_passing_number_reaches_the_stored_person(tmp_path: Path) -> None:
    read = _extracted(tmp_path, ("user", "Remind me to text my brother Tom on 07700 900123 tomorrow"))
    assert read.people["Tom"]["phone"] == "07700 900123"


# What is said before a tie or a name is said of them: "my shy cousin Ben", "my Chennai-born colleague Priya",
# "my Harvard-educated uncle Jim", "my PhD sister Claire", "Leeds-born Amy"
@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("my shy cousin Ben is coming to the wedding", "Ben", ("trait", "shy")),
        ("my stubborn dad Frank refuses to see a doctor", "Frank", ("trait", "stubborn")),
        ("my nerdy brother Tom built me a PC", "Tom", ("trait", "nerdy")),
        ("had coffee with my shy cousin Ben", "Ben", ("trait", "shy")),
        ("my super anxious boss Karen moved the deadline", "Karen", ("trait", "anxious")),
        ("my lazy roommate never cleans", "roommate", ("trait", "lazy")),
        ("my Chennai-born colleague Priya is leading the project", "Priya", ("from", "Chennai")),
        ("our Glasgow-raised neighbour Fiona is lovely", "Fiona", ("from", "Glasgow")),
        ("Leeds-born Amy is coming round later", "Amy", ("from", "Leeds")),
        ("Texas-born Jake just moved to Ohio", "Jake", ("from", "Texas")),
        ("my Harvard-educated uncle Jim won't stop talking about politics", "Jim", ("school", "Harvard")),
        ("Oxford-educated Tom got the job", "Tom", ("school", "Oxford")),
        ("my PhD sister Claire is coming for dinner", "Claire", ("education", "PhD")),
        ("my MBA brother-in-law Pete won't shut up about crypto", "Pete", ("education", "MBA")),
    ],
)
def test_a_modifier_before_the_tie_is_said_of_them(said: str, who: str, fact: tuple[str, str]) -> None:
    facts = _facts(said)[who]
    assert fact in facts
    assert not any(a == "trait" and "," in v for a, v in facts), facts  # "stubborn, refuses to …" is no trait


@pytest.mark.parametrize(
    ("said", "who", "relation"),
    [
        ("my PhD advisor Dr. Kim is strict", "Kim", "phd advisor"),
        ("my little brother Tom is 12", "Tom", "little brother"),
        ("my best friend Amy is 30", "Amy", "best friend"),
        ("my shy cousin Ben is coming to the wedding", "Ben", "cousin"),
    ],
)
def test_a_modifier_that_is_part_of_the_tie_stays_in_it(said: str, who: str, relation: str) -> None:
    assert next(m for m in extract_mentions(said, language="en") if m.name == who).relation == relation


@pytest.mark.parametrize(
    ("said", "who"),
    [
        ("My neighbour Dave, 52, a plumber, fixed our boiler", "Dave"),
        ("My neighbour Dave, 52, fixed our boiler", "Dave"),
        ("my cousin Ben, 30, grumpy, fixed my car", "Ben"),
        ("my mate Gaz, 40, electrician, sorted the wiring for me", "Gaz"),
        ("my uncle Jo, 60, repaired the fence for us", "Jo"),
    ],
)
def test_what_they_did_after_a_note_is_no_job(said: str, who: str) -> None:
    facts = _facts(said)[who]
    assert not any(" " in v and a in ("job", "trait") for a, v in facts), facts  # "fixed our boiler" is no trade
    assert ("age", said.split(", ")[1]) in facts
