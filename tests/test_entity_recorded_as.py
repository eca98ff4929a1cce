"""A value as a record has it (issue #21): "her occupation is listed as midwife", "his height was recorded as
1.83 m", "职业登记为护士", "籍贯填的是山东". The profile readers themselves take the value after "listed as" /
"登记为", so the labelled-fields pass has nothing of theirs to mend; the negatives are a question, the user's own
record, someone else's, and a hypothetical.
"""

from __future__ import annotations

import pytest

from jiyi._entity_models import Mention
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._entities_en_profile import labelled_en, profile_facts_en
from jiyi.extractors._entities_profile_zh import labelled_zh, profile_facts_zh


def _facts(text: str, language: str, who: str) -> set[tuple[str, str]]:
    found: list[Mention] = extract_mentions(text, language=language)
    return {(f.attribute, f.value) for m in found if who in (m.name, m.relation) for f in m.facts}


def _all_values(text: str, language: str) -> set[str]:
    return {f.value for m in extract_mentions(text, language=language) for f in m.facts}


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("occupation is listed as midwife", ("job", "occupation", "midwife")),
        ("'s job title is listed as operations manager", ("title", "job title", "operations manager")),
        ("'s height was recorded as 1.83 m", ("height", "height", "1.83 m")),
        ("hometown is noted as Leeds", ("from", "hometown", "Leeds")),
        ("job: down as pharmacist", ("job", "job", "pharmacist")),
        ("employer is on file as Halvorsen Logistics", ("employer", "employer", "Halvorsen Logistics")),
    ],
)
def test_the_english_label_reader_takes_the_value_after_listed_as(said: str, fact: tuple[str, str, str]) -> None:
    assert labelled_en(said) == fact
    assert profile_facts_en(said) == [fact]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("职业登记为护士", ("job", "职业", "护士")),
        ("的工作单位记录为市第一医院", ("employer", "工作单位", "市第一医院")),
        ("籍贯填的是山东济南", ("from", "籍贯", "山东济南")),
        ("年龄登记为35", ("age", "年龄", "35岁")),
    ],
)
def test_the_chinese_label_reader_takes_the_value_after_dengji_wei(said: str, fact: tuple[str, str, str]) -> None:
    assert labelled_zh(said) == fact
    assert profile_facts_zh(said) == [fact]


@pytest.mark.parametrize(
    ("text", "who", "fact"),
    [
        ("My aunt Rosa's occupation is listed as midwife", "Rosa", ("job", "midwife")),
        ("so my cousin Dev - job title: listed as shift lead, lol", "Dev", ("title", "shift lead")),
        ("Uncle Ned, occupation is recorded as electrician", "Ned", ("job", "electrician")),
        ("Name: Carla Mendes; relation: my colleague; job: listed as nurse", "Carla Mendes", ("job", "nurse")),
        ("ok so my sister Mia's hometown is noted as Leeds 🙃", "Mia", ("from", "Leeds")),
        ("my boss Carla her title is down as VP of sales", "Carla", ("title", "VP of sales")),
    ],
)
def test_a_recorded_value_is_read_whole_in_english(text: str, who: str, fact: tuple[str, str]) -> None:
    facts = _facts(text, "en", who)
    assert fact in facts, facts
    assert not any(v.lower().startswith(("listed as", "recorded as", "noted as", "down as")) for _, v in facts)


@pytest.mark.parametrize(
    ("text", "who", "fact"),
    [
        ("同事小何，职业登记为护士", "小何", ("job", "护士")),
        ("我表姐的职业登记为护士", "表姐", ("job", "护士")),
        ("我舅舅的工作单位记录为市第一医院", "舅舅", ("employer", "市第一医院")),
        ("同事小何，籍贯填的是山东济南", "小何", ("from", "山东济南")),
        ("记一下 我表哥的年龄登记为35", "表哥", ("age", "35岁")),
    ],
)
def test_a_recorded_value_is_read_whole_in_chinese(text: str, who: str, fact: tuple[str, str]) -> None:
    facts = _facts(text, "zh", who)
    assert fact in facts, facts
    assert not any(v.startswith(("职业", "登记", "记录", "填的")) for _, v in facts)


@pytest.mark.parametrize(
    ("text", "language", "value"),
    [
        ("Is my aunt's job listed as midwife?", "en", "midwife"),  # a question
        ("my job is listed as nurse on the rota", "en", "nurse"),  # the user's own
        ("my occupation is listed as midwife", "en", "midwife"),  # the user's own
        ("if her job were listed as midwife she'd get the shifts", "en", "midwife"),  # a hypothetical
        ("我的职业登记为护士", "zh", "护士"),  # the user's own
        ("我表姐的职业登记为护士吗？", "zh", "护士"),  # a question
    ],
)
def test_a_recorded_value_that_is_nobodys_fact(text: str, language: str, value: str) -> None:
    assert value not in _all_values(text, language)


def test_someone_elses_recorded_value_stays_theirs() -> None:
    facts = _facts("my cousin Amy's husband's job is listed as pilot", "en", "Amy")
    assert ("job", "pilot") not in facts, facts
