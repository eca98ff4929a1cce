"""Known misreads of the offline entity reader (bugs13): generic place words, skills read as jobs, a date's year."""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._rules_common import is_place


def _facts(text: str, language: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for m in extract_mentions(text, language=language):
        for f in m.facts:
            out.setdefault(f.attribute, f.value)
    return out


# --- 2. a generic place word is not a place; a named one is --------------------------------------------------


@pytest.mark.parametrize(
    "word", ["社区", "小区", "园区", "市区", "郊区", "景区", "校区", "开发区", "工业区", "超市", "城市", "地区"]
)
def test_generic_place_word_is_not_a_place(word: str) -> None:
    assert not is_place(word)


@pytest.mark.parametrize("word", ["海淀区", "浦东新区", "朝阳区", "杭州", "苏州市", "昆山县", "London"])
def test_named_place_is_a_place(word: str) -> None:
    assert is_place(word)


@pytest.mark.parametrize(
    "text",
    [
        "我同事在社区医院上班",
        "我表姐在小区门口开店",
        "我哥在园区上班",
        "我朋友在超市上班",
        "我同学在景区上班呢",
    ],
)
def test_generic_place_not_read_as_works_in(text: str) -> None:
    facts = _facts(text, "zh")
    assert facts.get("works_in") not in {"社区", "小区", "园区", "超市", "景区"}


def test_named_district_still_works_in() -> None:
    assert _facts("我同事在海淀区上班", "zh").get("works_in") == "海淀区"


# --- 4. "is a good cook" is a skill, not a job; "is a cook at Nobu" is a job ---------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "My coworker Tom is a good cook",
        "My mom is a terrible driver",
        "My sister Amy is a great dancer",
        "My dad was an awful singer lol",
        "my buddy Raj is a really good cook tbh",
        "My aunt Jo is an amazing baker",
        "My neighbor Ken is a lousy driver 😂",
    ],
)
def test_judged_trade_is_not_a_job(text: str) -> None:
    facts = _facts(text, "en")
    assert "job" not in facts


def test_judged_trade_kept_as_trait() -> None:
    assert _facts("My coworker Tom is a good cook", "en").get("trait") == "good cook"


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("My sister Amy is a cook at Nobu", "cook"),
        ("My brother Jim is a nurse", "nurse"),
        ("My friend Dana is a driver for FedEx", "driver"),
    ],
)
def test_plain_job_still_a_job(text: str, job: str) -> None:
    assert _facts(text, "en").get("job") == job


# --- 7. an English birthday keeps its year --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My sister Amy was born on March 3, 1988", "March 3, 1988"),
        ("My sister Amy's birthday is March 3, 1988", "March 3, 1988"),
        ("My sister Amy, DOB 3/3/1988", "3/3/1988"),
        ("My sister Amy, her birthday is 1988-03-03", "1988-03-03"),
        ("my son Ben was born on July 4, 2015 btw", "July 4, 2015"),
        ("My son Ben was born on March 3", "March 3"),
        ("My son Ben was born in 2015", "2015"),
    ],
)
def test_birthday_keeps_year(text: str, value: str) -> None:
    assert _facts(text, "en").get("birthday") == value


def test_comma_number_still_splits_age() -> None:
    facts = _facts("My uncle Ray is 47, 5'9\"", "en")
    assert facts.get("age", "").startswith("47")


# a judgement before a word that is no trade says nothing of anyone (found on LoCoMo at the merge)
NO_TRADE = ["Luna's a great name!", "I got her last year, she's a great pet.", "Susie is a great companion."]


@pytest.mark.parametrize("text", NO_TRADE)
def test_a_judgement_of_no_trade_is_no_trait(text: str) -> None:
    assert [f for m in extract_mentions(text, language="en") for f in m.facts if f.attribute in ("trait", "job")] == []
