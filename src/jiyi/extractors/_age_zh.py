"""How an age is said in Chinese: one pattern for every reader, so they cannot drift apart.

The entity readers take the value from a person's clause (the predicate table `_entities_zh_table`, the labelled
and casual rows of `_entities_profile_zh`, the shape reader `_entities_shape_zh`), and a memory's wording
(`_restate`) tells an age said now ("今年五十多岁了") from a dated event. Each reader keeps its own frame — a whole
predicate, a value inside a longer clause, a clause to type — but an age that one reads, the others read too.
"""

from __future__ import annotations

import re

__all__ = ["AGE_WORDS_ZH", "AGE_ZH", "NUM_ZH", "age_word_zh", "with_sui"]

# A count of years as said: 35, 五十, 二十三
NUM_ZH = r"(?:\d{1,3}|[一二两三四五六七八九十]{1,3})"
# 35岁, 五十多岁, 四十来岁, 5岁半, 两岁多, 三十出头 (a bare number, "都七十了", needs a word before it that says age)
AGE_ZH = rf"(?:{NUM_ZH}(?:多|来)?(?:周)?岁(?:半|出头|多)?|{NUM_ZH}出头)"


# The word said before an age that says how the speaker sees it: already old (已经, 都) or only so young (才, 只有),
# or just turned (刚满). "我姥姥已经八十了" is not "今年八十岁": the word carries what the user meant.
AGE_WORDS_ZH = ("已经", "都", "才", "只有", "刚满", "刚")


def age_word_zh(said: str, value: str) -> str:
    """The word the user said right before the age `value` in `said` ("才" of "我儿子才三岁"), or ""."""
    number = re.escape(value.removesuffix("岁").removesuffix("了"))
    if not number:
        return ""
    m = re.search(rf"(?:今年|现在)?(?P<w>{'|'.join(AGE_WORDS_ZH)})(?:满)?{number}", said)
    return m["w"] if m else ""


def with_sui(value: str) -> str:
    """An age as the other ages are said: "都七十了" is 七十岁; "两岁多", "四岁半", "三十出头" stay as they are."""
    return value if "岁" in value or value.endswith("出头") else value + "岁"
