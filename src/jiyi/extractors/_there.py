"""A "there" / "那边" that points at the place the user's message before named.

"我姐住在成都" then "我姐在那边的医院工作": the hospital is in Chengdu, and the memory says so ("用户的姐姐在成都的医院
工作"); "I live in Bristol" then "my sister works at the uni there": "… at the uni in Bristol". A memory is read
alone, later, where "there" points at nothing. Only one place said before is read as the place meant; with none, or
with two ("我姐在成都，我哥在重庆"), the word is left as it was said (and a memory ending on it is left out).
"""

from __future__ import annotations

import re

from ._rules_common import is_place

__all__ = ["there_named"]

# where a place is said in Chinese: "住在成都", "搬到厦门", "在杭州", "去大理", "是四川人" (a name of 2-4 Han)
_PLACE_AT_ZH = re.compile(r"(?:住在|住|在|搬到|搬去|去了?|到|回|来自|是)(?P<p>[\u4e00-\u9fff]{2,4})")
# ... and in English: a name after a word that sets a place ("live in Bristol", "moved to Leeds", "from Cork")
_PLACE_AT_EN = re.compile(r"\b(?:in|to|from|near)\s+(?P<p>[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\b")
# "那边", "那儿", "那里" where a place goes: after 在 / 去 / 到 / 从 / 回, or before 的 and what is there
_THERE_ZH = re.compile(r"(?<=[在去到从回])那(?:边|儿|里)|那(?:边|儿|里)(?=的)")
# "there" as a place at the end of what is said of it ("works at the uni there", "loves it there"), not "there is"
_THERE_EN = re.compile(
    r"(?<=[a-z])\s+there\b(?!\s*(?:is|are|was|were|'s|'re|will|has|have|had|and\s+back)\b)(?=\s*(?:$|[,.;!?]|\s(?:now|too)\b))",
    re.I,
)


def _places_zh(text: str) -> set[str]:
    found = set()
    for m in _PLACE_AT_ZH.finditer(text):
        word = m["p"]
        # the longest name the words start with that is a place ("成都的" -> 成都)
        named = next((word[:n] for n in range(len(word), 1, -1) if is_place(word[:n])), None)
        if named:
            found.add(named)
    return found


def there_named(text: str, before: str) -> str:
    """`text` with its "there" / "那边" said as the one place `before` (the user's message before it) names, else
    as it is."""
    if not before:
        return text
    if _THERE_ZH.search(text):
        places = _places_zh(before)
        if len(places) == 1 and not _places_zh(text):
            return _THERE_ZH.sub(places.pop(), text)
    if _THERE_EN.search(text):
        places_en = {m["p"] for m in _PLACE_AT_EN.finditer(before)}
        if len(places_en) == 1 and not _PLACE_AT_EN.search(text):
            place = places_en.pop()
            return _THERE_EN.sub(f" in {place}", text)
    return text
