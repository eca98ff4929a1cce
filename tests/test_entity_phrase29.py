"""A person's education said as English says it: "User's sister Bianca has a master of arts", not "has education
master of arts" (the memory text of the entity layer, `_entity_phrase`)."""

from __future__ import annotations

import pytest

from jiyi._entity_models import MentionFact
from jiyi._entity_phrase import phrase


@pytest.mark.parametrize(
    ("value", "said"),
    [
        ("master of arts", "has a master of arts"),
        ("GED", "has a GED"),
        ("doctorate", "has a doctorate"),
        ("two-year degree", "has a two-year degree"),
        ("PhD in chemistry", "has a PhD in chemistry"),
        ("associate degree", "has an associate degree"),
        ("high school", "has a high school education"),
        ("some college", "has some college education"),
        ("nursing school", "went to nursing school"),
        ("MIT", "went to MIT"),
    ],
)
def test_education_is_said_as_english_says_it(value: str, said: str) -> None:
    text = phrase("Bianca", "sister", [MentionFact(attribute="education", value=value, label="education")], "en")
    assert text == f"User's sister Bianca {said}", text


def test_chinese_education_is_unchanged() -> None:
    text = phrase("邵卫东", "大伯", [MentionFact(attribute="education", value="本科", label="学历")], "zh")
    assert "学历是本科" in text, text
