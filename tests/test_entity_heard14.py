"""A pronoun after a report frame when someone was named just before (issue #21, stop 25).

"我妈说她六十了" is about 我妈, and "My dad says he was born in Richmond" about dad: with no one else named, the pronoun
may be the source. But after "…my father-in-law Isaac; my dad says he was born in Richmond" the fact went to dad,
where the talk is about the one just named: the frame is now lifted there, and the pronoun goes where any pronoun
goes. Not when the one named cannot be the pronoun ("我表哥王刚，我妈说她…", "my brother Tom … she"), and not to
either of two (a missed fact costs less than a wrong one).
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions


def _facts(message: str, language: str) -> dict[str, list[tuple[str, str]]]:
    return {
        m.name or m.relation: [(f.attribute, f.value) for f in m.facts]
        for m in extract_mentions(message, language=language)
    }


@pytest.mark.parametrize(
    ("message", "language", "who", "fact"),
    [
        (
            "Also, I don't think I've mentioned my father-in-law Isaac; my dad says he was born in Richmond.",
            "en",
            "Isaac",
            ("from", "Richmond"),
        ),
        ("Quick note on my manager, Renata Iyer; my mom says she is 54 now.", "en", "Renata Iyer", ("age", "54")),
        ("my neighbor Walt came by, and my grandpa says he grew up in Tulsa", "en", "Walt", ("from", "Tulsa")),
        ("我表姐林悦人很好。我妈说她今年三十二。", "zh", "林悦", ("age", "三十二岁")),
        ("说到我同事小周，我姐说她老家是成都的", "zh", "小周", ("from", "成都")),
        # with no one else named, the pronoun may be the source, as before
        ("My dad says he was born in Richmond, Virginia.", "en", "dad", ("from", "Richmond, Virginia")),
        ("我妈说她今年六十了。", "zh", "妈", ("age", "六十岁")),
    ],
)
def test_a_pronoun_after_a_frame_is_the_one_the_talk_is_about(
    message: str, language: str, who: str, fact: tuple[str, str]
) -> None:
    facts = _facts(message, language)
    assert fact in facts.get(who, []), facts


@pytest.mark.parametrize(
    ("message", "language", "who", "value"),
    [
        ("My brother Tom is great. My mom says she is 60.", "en", "Tom", "60"),
        ("我表哥王刚，我妈说她今年三十二。", "zh", "王刚", "三十二"),
        ("My aunt Rosa and my cousin Lina came by; my mom says she is 60.", "en", "Rosa", "60"),
        ("My aunt Rosa and my cousin Lina came by; my mom says she is 60.", "en", "Lina", "60"),
    ],
)
def test_one_the_pronoun_cannot_be_or_one_of_two_gets_nothing(
    message: str, language: str, who: str, value: str
) -> None:
    facts = _facts(message, language)
    assert not [f for f in facts.get(who, []) if value in f[1]], facts
