"""A memory written from what was read about someone reads as a person would say it (both languages): "User's
cousin Dana works as a paralegal", "… works as an RN, is 61 years old and has the email …",
"用户的表舅今年五十八岁，在宁波上班，开五金店", "王磊今年32岁，来自河北，是牙医" — every value kept as said.
"""

from __future__ import annotations

import pytest

from jiyi._entity_models import MentionFact
from jiyi._entity_phrase import phrase


def _f(attribute: str, value: str) -> MentionFact:
    return MentionFact(attribute=attribute, value=value)


CASES: list[tuple[str, str, list[tuple[str, str]], str, str]] = [
    ("Dana", "cousin", [("job", "paralegal")], "en", "User's cousin Dana works as a paralegal"),
    ("Amy", "sister", [("job", "electrician")], "en", "User's sister Amy works as an electrician"),
    ("Amy", "sister", [("job", "university lecturer")], "en", "User's sister Amy works as a university lecturer"),
    ("Bob", "uncle", [("job", "RN")], "en", "User's uncle Bob works as an RN"),
    ("Bob", "uncle", [("job", "CPA")], "en", "User's uncle Bob works as a CPA"),
    ("Bob", "uncle", [("job", "an accountant")], "en", "User's uncle Bob works as an accountant"),
    ("Gail", "boss", [("job", "Head of Sales")], "en", "User's boss Gail is Head of Sales"),
    ("", "stepdad", [("phone", "1-717-700-5900")], "en", "User's stepdad has the phone number 1-717-700-5900"),
    (
        "Sara",
        "colleague",
        [("email", "sara@novak.io")],
        "en",
        "User's colleague Sara has the email sara@novak.io",
    ),
    (
        "Bob",
        "uncle",
        [("job", "RN"), ("age", "61"), ("email", "b@x.io")],
        "en",
        "User's uncle Bob works as an RN, is 61 years old and has the email b@x.io",
    ),
    ("Bob", "uncle", [("age", "61"), ("from", "Boise")], "en", "User's uncle Bob is 61 years old and is from Boise"),
    (
        "",
        "表舅",
        [("age", "五十八岁"), ("works_in", "宁波"), ("job", "开五金店")],
        "zh",
        "用户的表舅今年五十八岁，在宁波上班，开五金店",
    ),
    ("王磊", "", [("age", "32岁"), ("from", "河北"), ("job", "牙医")], "zh", "王磊今年32岁，来自河北，是牙医"),
    ("", "大伯", [("age", "五十八")], "zh", "用户的大伯今年五十八岁"),
    ("", "大伯", [("age", "58")], "zh", "用户的大伯今年58岁"),
    ("", "大伯", [("age", "奔五")], "zh", "用户的大伯今年奔五"),
    ("", "大伯", [("age", "三十出头")], "zh", "用户的大伯今年三十出头"),
    ("孙立伟", "表哥", [("height", "一米八五")], "zh", "孙立伟是用户的表哥，身高一米八五"),
    ("", "表哥", [("height", "185厘米"), ("education", "本科")], "zh", "用户的表哥身高185厘米，教育背景是本科"),
    ("", "表哥", [("education", "本科")], "zh", "用户表哥的教育背景是本科"),
    ("", "同事", [("job", "在银行上班")], "zh", "用户的同事在银行上班"),
    ("", "姨父", [("job", "做外贸")], "zh", "用户的姨父做外贸"),
]


@pytest.mark.parametrize(("name", "relation", "facts", "language", "expected"), CASES, ids=[c[4][:30] for c in CASES])
def test_a_memory_about_someone_reads_as_said(
    name: str, relation: str, facts: list[tuple[str, str]], language: str, expected: str
) -> None:
    assert phrase(name, relation, [_f(a, v) for a, v in facts], language) == expected


def test_a_job_reads_as_a_job_said_as_the_user_said_it() -> None:
    # "What does she do? paralegal." is read with the label "job": a job; "is a paralegal" with "is a": said so
    for label in ("job", "occupation", "works as", ""):
        fact = MentionFact(attribute="job", value="paralegal", label=label)
        assert phrase("Dana", "cousin", [fact], "en") == "User's cousin Dana works as a paralegal"
    said = MentionFact(attribute="job", value="paralegal", label="is a")
    assert phrase("Dana", "cousin", [said], "en") == "User's cousin Dana is a paralegal"


def test_a_trait_said_as_a_noun_keeps_its_article() -> None:
    cook = MentionFact(attribute="trait", value="good cook", label="is a")
    assert phrase("Tom", "coworker", [cook], "en") == "User's coworker Tom is a good cook"
    outgoing = MentionFact(attribute="trait", value="outgoing")
    assert phrase("Tom", "coworker", [outgoing], "en") == "User's coworker Tom is outgoing"
