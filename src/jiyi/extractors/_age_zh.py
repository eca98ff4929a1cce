"""How an age is said in Chinese: one pattern for every reader, so they cannot drift apart.

The entity readers take the value from a person's clause (the predicate table `_entities_zh_table`, the labelled
and casual rows of `_entities_profile_zh`, the shape reader `_entities_shape_zh`), and a memory's wording
(`_restate`) tells an age said now ("今年五十多岁了") from a dated event. Each reader keeps its own frame — a whole
predicate, a value inside a longer clause, a clause to type — but an age that one reads, the others read too.
"""

from __future__ import annotations

__all__ = ["AGE_ZH", "NUM_ZH", "with_sui"]

# A count of years as said: 35, 五十, 二十三
NUM_ZH = r"(?:\d{1,3}|[一二两三四五六七八九十]{1,3})"
# 35岁, 五十多岁, 四十来岁, 5岁半, 两岁多, 三十出头 (a bare number, "都七十了", needs a word before it that says age)
AGE_ZH = rf"(?:{NUM_ZH}(?:多|来)?(?:周)?岁(?:半|出头|多)?|{NUM_ZH}出头)"


def with_sui(value: str) -> str:
    """An age as the other ages are said: "都七十了" is 七十岁; "两岁多", "四岁半", "三十出头" stay as they are."""
    return value if "岁" in value or value.endswith("出头") else value + "岁"
