"""A job and where it is done, said in one breath, crossed with the ways a chat names a person (issue #21).

Each case says a trade and an employer (or a city) together in one everyday shape ("works at Zalando now, as a
designer", "is a designer over at Zalando", "'s a designer there", "是华为的工程师", "在阿里做设计师的") about one
person named one of several ways, and checks both values land on that person, with no other value for the job or
the employer ("designer there", "华为的工程师" are wrong). The negatives are what must not be read: the user's own
job, a wish, a question, someone else's.
"""

from __future__ import annotations

import itertools

import pytest

from jiyi._entity_models import Mention
from jiyi.extractors._entities import extract_mentions

# (reference, name, tie, subject pronoun)
REFS_EN = [
    ("my sister Amy", "Amy", "sister", "she"),
    ("Amy (my sister)", "Amy", "sister", "she"),
    ("my coworker Dev", "Dev", "coworker", "he"),
    ("my uncle", "", "uncle", "he"),
]
# (shape, job, employer, city)
SHAPES_EN = [
    ("{R} works at Zalando now, as a designer", "designer", "Zalando", ""),
    ("{R} works for Zalando, as a designer.", "designer", "Zalando", ""),
    ("{R} works at Zalando now, as a designer 😅", "designer", "Zalando", ""),
    ("{R} works for Kroger now as a cashier lol", "cashier", "Kroger", ""),
    ("{R} works at Zalando. {P} is a designer there.", "designer", "Zalando", ""),
    ("{R} works for Mercy, {p}'s a nurse there", "nurse", "Mercy", ""),
    ("{R} is at Zalando, {p} works as a designer there", "designer", "Zalando", ""),
    ("{R} is a designer over at Zalando", "designer", "Zalando", ""),
    ("{R} is an accountant over at Deloitte!", "accountant", "Deloitte", ""),
    ("{R} is a designer, at Zalando", "designer", "Zalando", ""),
    ("{R} is at Zalando, designer", "designer", "Zalando", ""),
    ("{R} landed a designer role at Zalando", "designer", "Zalando", ""),
    ("{R} just landed a job at Google as an engineer 🎉", "engineer", "Google", ""),
    ("{R} freelances as a designer for Zalando", "designer", "Zalando", ""),
    ("{R} - job: nurse at Mercy", "nurse", "Mercy", ""),
    ("{R} works as a designer at Zalando in Berlin", "designer", "Zalando", "Berlin"),
    ("so {R} works at zalando now as a designer and loves it", "designer", "zalando", ""),
    ("{R} works at Zalando as a designer", "designer", "Zalando", ""),
]
REFS_ZH = [
    ("我表姐周敏", "周敏", "表姐"),
    ("我同事小刘", "小刘", "同事"),
    ("我舅舅", "", "舅舅"),
    ("王总", "王总", ""),
]
SHAPES_ZH = [
    ("{R}在阿里做设计", "设计", "阿里", ""),
    ("{R}在阿里，做设计的", "设计", "阿里", ""),
    ("{R}是阿里的设计师", "设计师", "阿里", ""),
    ("{R}，阿里的设计师", "设计师", "阿里", ""),
    ("{R}是华为的工程师", "工程师", "华为", ""),
    ("{R}是腾讯的产品经理哈", "产品经理", "腾讯", ""),
    ("{R}是市一医院的护士", "护士", "市一医院", ""),
    ("{R}在腾讯当产品经理", "产品经理", "腾讯", ""),
    ("{R}在医院上班，护士", "护士", "医院", ""),
    ("{R}在银行工作，柜员", "柜员", "银行", ""),
    ("{R}在北京一家医院当医生", "医生", "医院", "北京"),  # the kind of place, as "在医院上班" reads it
    ("{R}现在在美团，干运营", "运营", "美团", ""),
    ("{R}在阿里做设计师的", "设计师", "阿里", ""),
    ("{R}在华为上班，当工程师😂", "工程师", "华为", ""),
    ("{R}现在在阿里做产品经理呢挺忙的", "产品经理", "阿里", ""),
    ("{R}在华为当工程师啦特别累", "工程师", "华为", ""),
]


def _on(m: Mention, name: str, tie: str) -> bool:
    return m.name == name if name else (m.relation == tie and not m.pronoun)


def _check(found: list[Mention], name: str, tie: str, job: str, employer: str, city: str) -> None:
    people = [m for m in found if m.kind == "person" and any(f.attribute != "note" for f in m.facts)]
    assert len(people) == 1 and _on(people[0], name, tie), found
    facts = {(f.attribute, f.value.lower()) for f in people[0].facts}
    values = {a: {v for b, v in facts if b == a} for a in ("job", "employer", "works_in")}
    assert values["job"] == {job.lower()}, facts
    assert values["employer"] == ({employer.lower()} if employer else set()), facts
    if city:
        assert city.lower() in values["works_in"], facts


@pytest.mark.parametrize(("ref", "shape"), list(itertools.product(REFS_EN, SHAPES_EN)))
def test_en_job_and_workplace(ref: tuple[str, str, str, str], shape: tuple[str, str, str, str]) -> None:
    said, name, tie, pronoun = ref
    template, job, employer, city = shape
    text = template.format(R=said, p=pronoun, P=pronoun.capitalize())
    _check(extract_mentions(text[0].upper() + text[1:], language="en"), name, tie, job, employer, city)


@pytest.mark.parametrize(("ref", "shape"), list(itertools.product(REFS_ZH, SHAPES_ZH)))
def test_zh_job_and_workplace(ref: tuple[str, str, str], shape: tuple[str, str, str, str]) -> None:
    said, name, tie = ref
    template, job, employer, city = shape
    _check(extract_mentions(template.format(R=said), language="zh"), name, tie, job, employer, city)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("I work at Zalando now, as a designer", "en"),
        ("I'm a designer over at Zalando", "en"),
        ("She wants to work at Google as an engineer", "en"),
        ("My sister wants to work at Zalando now, as a designer", "en"),
        ("Is she a designer over at Zalando?", "en"),
        ("Is my sister Amy a designer there?", "en"),
        ("If my sister landed a designer role at Zalando she'd be thrilled", "en"),
        ("My sister Amy is at the gym, a nightmare", "en"),
        ("If Zalando hired my sister as a designer she'd be thrilled", "en"),
        ("Zalando hired my sister as a designer?", "en"),
        ("Zalando hired me as a designer", "en"),
        ("我在阿里做设计师的", "zh"),
        ("我是华为的工程师", "zh"),
        ("我表姐想当华为的工程师", "zh"),
        ("我表姐是不是华为的工程师？", "zh"),
        ("我表姐说，阿里的设计师都很忙", "zh"),
        ("我跟我表姐聊了聊，腾讯的产品经理真辛苦", "zh"),
        ("我表姐穿了件呢子大衣很好看", "zh"),
    ],
)
def test_no_job_read(text: str, language: str) -> None:
    found = extract_mentions(text, language=language)
    assert not [f for m in found for f in m.facts if f.attribute in ("job", "employer", "works_in")], found


@pytest.mark.parametrize(
    ("text", "language", "tie"),
    [
        ("Her husband is a designer over at Zalando", "en", ""),
        ("My sister's husband works at Zalando now, as a designer", "en", "sister"),
        ("我表姐老公是华为的工程师", "zh", "表姐"),
    ],
)
def test_someone_elses_job(text: str, language: str, tie: str) -> None:
    """The job is the husband's: never the sister's."""
    found = extract_mentions(text, language=language)
    assert not [f for m in found if m.relation == tie for f in m.facts if f.attribute in ("job", "employer")], found


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("My sister Amy is a designer there", "designer"),
        ("my cousin works there as a nurse", "nurse"),
        ("My uncle is a good cook over at Nobu", "cook"),  # as "a great nurse at Mercy" is a nurse there
        ("我表姐是北京的设计师", "北京的设计师"),
    ],
)
def test_no_wrong_value(text: str, job: str) -> None:
    """ "there", "over", an adjective or a city never become part of an employer; a job is the trade alone."""
    found = extract_mentions(text, language="zh" if text[0] > "~" else "en")
    employers = [f.value for m in found for f in m.facts if f.attribute == "employer"]
    jobs = [f.value for m in found for f in m.facts if f.attribute == "job"]
    assert not [e for e in employers if e.lower() in ("there", "北京")], found
    assert jobs == ([job] if job else []), found


@pytest.mark.parametrize(
    ("text", "name", "tie"),
    [
        ("A friend of mine Jess is a nurse", "Jess", "friend"),
        ("A friend of mine, Jess, is a nurse", "Jess", "friend"),
        ("a buddy of mine Tom works as a nurse lol", "Tom", "buddy"),
    ],
)
def test_tie_of_mine_before_the_name(text: str, name: str, tie: str) -> None:
    """ "a friend of mine Jess": the tie, then the name by its capital, with or without commas."""
    found = [m for m in extract_mentions(text, language="en") if m.facts]
    assert [(m.name, m.relation, [(f.attribute, f.value) for f in m.facts]) for m in found] == [
        (name, tie, [("job", "nurse")])
    ]


@pytest.mark.parametrize("text", ["Myself and my sister are nurses", "Myself and Amy work at Zalando"])
def test_myself_is_the_user(text: str) -> None:
    found = extract_mentions(text, language="en")
    assert found and not [m for m in found if m.name.lower() == "myself"], found


@pytest.mark.parametrize(("ref", "hired"), list(itertools.product(REFS_EN, ["Zalando hired", "Mercy just hired"])))
def test_hired_as(ref: tuple[str, str, str, str], hired: str) -> None:
    """ "Zalando hired my sister as a designer": her trade; who hired her may be a person, so no employer."""
    said, name, tie, _ = ref
    found = [m for m in extract_mentions(f"{hired} {said} as a designer!", language="en") if m.facts]
    assert len(found) == 1 and _on(found[0], name, tie), found
    assert [(f.attribute, f.value) for f in found[0].facts] == [("job", "designer")]
