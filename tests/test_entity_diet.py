"""What the user's people eat (issue #21): "my friend Jake has been vegetarian for ten years",
"我同事老周是个素食主义者" are a `diet` on the person — not a job (素食主义者 had been read as one), not
lost — and "which of my friends are vegetarian?" / "我朋友里谁吃素？" list the friends with it from the
entity table. A name no longer swallows the 以 / 之 of 以前 / 之前 ("周敏以前在北京工作" had named 周敏以).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi import Memory
from jiyi._entity_models import MentionFact
from jiyi._entity_phrase import phrase
from jiyi.extractors._entities import extract_mentions


def _read(text: str, language: str) -> dict[str, list[tuple[str, str]]]:
    return {
        (m.name or m.relation): [(f.attribute, f.value) for f in m.facts]
        for m in extract_mentions(text, language=language)
    }


@pytest.mark.parametrize(
    ("said", "language", "who", "value"),
    [
        ("my sister Amy is a vegetarian", "en", "Amy", "vegetarian"),
        ("my sister is vegan", "en", "sister", "vegan"),
        ("my sister Amy went vegan last year", "en", "Amy", "vegan"),
        ("my friend Jake has been vegetarian for ten years", "en", "Jake", "vegetarian"),
        ("my brother Tom keeps kosher", "en", "Tom", "kosher"),
        ("my coworker Ali only eats halal", "en", "Ali", "halal"),
        ("my cousin Dana is a strict pescatarian", "en", "Dana", "pescatarian"),
        ("我表姐周敏吃素好多年了", "zh", "周敏", "吃素"),
        ("我同事小刘一直吃清真", "zh", "小刘", "吃清真"),
        ("我表姐周敏是个素食主义者", "zh", "周敏", "素食主义者"),
        ("我姐素食主义者，不吃肉", "zh", "姐", "素食主义者"),
    ],
)
def test_a_diet_is_read(said: str, language: str, who: str, value: str) -> None:
    facts = _read(said, language)[who]
    assert ("diet", value) in facts
    assert not any(a == "job" for a, _ in facts)


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("I'm vegetarian", "en"),  # the user's own
        ("is your sister vegan?", "en"),
        ("if my sister Amy were vegan she'd hate this place", "en"),
        ("my sister Amy cooked a vegan lasagna", "en"),  # a dish, not a diet
        ("my sister Amy is no longer vegetarian", "en"),
        ("我是素食主义者", "zh"),
        ("你姐姐吃素吗", "zh"),
        ("我表姐周敏吃素吗", "zh"),
        ("我表姐周敏以前吃素", "zh"),  # no longer
    ],
)
def test_no_diet_is_read(said: str, language: str) -> None:
    assert not any(f.attribute == "diet" for m in extract_mentions(said, language=language) for f in m.facts)


@pytest.mark.parametrize(
    ("said", "who"),
    [("我表哥是个糖尿病患者", "表哥"), ("我表哥是摄影爱好者", "表哥"), ("我表哥是个球迷", "表哥")],
)
def test_a_standing_is_no_job(said: str, who: str) -> None:
    assert not any(a == "job" for a, _ in _read(said, "zh").get(who, []))


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("我表姐周敏以前在北京工作", "周敏"),
        ("我表姐周敏之前在腾讯", "周敏"),
        ("我朋友欧阳娜娜以前是护士", "欧阳娜娜"),
        ("我同事王强以后要去上海", "王强"),
    ],
)
def test_a_name_ends_before_a_time_word(said: str, name: str) -> None:
    assert name in _read(said, "zh")


def test_a_diet_is_phrased_as_said() -> None:
    def said(value: str, language: str, name: str) -> str:
        return phrase(name, "", [MentionFact(attribute="diet", value=value)], language)

    assert "is vegetarian" in said("vegetarian", "en", "Jake")
    assert "keeps kosher" in said("kosher", "en", "Tom")
    assert "吃素" in said("吃素", "zh", "小林")
    assert "是素食主义者" in said("素食主义者", "zh", "老周")


@pytest.mark.parametrize(
    ("language", "messages", "question", "with_it", "without_it"),
    [
        (
            "en",
            [
                "My friend Jake has been vegetarian for ten years.",
                "My friend Priya is a nurse in Leeds.",
                "My friend Carlos went vegan last year.",
            ],
            "Which of my friends are vegetarian?",
            ["Jake (friend) — diet: vegetarian", "Carlos (friend) — diet: vegan"],
            "Priya (friend) — diet: vegetarian",
        ),
        (
            "zh",
            ["我朋友小林吃素好多年了。", "我朋友王芳是护士，在上海工作。"],
            "我朋友里谁吃素？",
            ["小林（朋友）：饮食 吃素"],
            "王芳（朋友）：饮食 吃素",
        ),
    ],
)
def test_which_friends_eat_what_is_listed(
    tmp_path: Path, language: str, messages: list[str], question: str, with_it: list[str], without_it: str
) -> None:
    m = Memory(tmp_path / "j.db")
    try:
        t = m.topics.create(user_id="u", title="t")
        for text in messages:
            m.messages.add(t.id, role="user", content=text)
        m.extract(t.id)
        block = m.context("u", question).text
        for line in with_it:
            assert line in block
        assert without_it not in block
    finally:
        m.close()
