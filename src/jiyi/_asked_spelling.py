"""A comparison word typed wrong in a question over people: "who's the talest", "who is the oldset?", "谁最搞"
(高 typed by its sound), read as the word meant.

English: a word one edit (a letter added, dropped, changed, or two swapped) from a superlative the set questions
know ("tallest", "youngest"), its first letter right, as a slip rarely falls on the first letter and the real words
one edit away mostly differ there ("boldest", "coldest" stay); a word written with a capital is a name ("Tallent").
Chinese: the characters a pinyin keyboard offers for the sound of a comparison adjective after 最 / 更 in a question
that asks who ("谁最搞" is 最高), never where they start a word of their own ("谁最搞笑" is the funniest).
"""

from __future__ import annotations

import functools
import re

from ._entity_words import DIRECTION_TERMS

__all__ = ["comparison_spelled"]

#: The words a slip is read back to: the superlatives, and comparatives of seven letters or more ("younger"), as a
#: shorter one has ordinary words one edit away ("taller" / "teller")
_MEANT = tuple(
    t
    for t in DIRECTION_TERMS
    if t.isascii() and t.isalpha() and ((t.endswith("est") and len(t) >= 6) or len(t) >= 7) and t != "latest"
)
_KNOWN = frozenset(t for t in DIRECTION_TERMS if t.isascii())
_LATIN_WORD = re.compile(r"[A-Za-z]{5,}")

# After 最 / 更 and in a question that asks who: the same sound typed with another character
_SOUNDS_ZH = (
    (re.compile(r"(?<=[最更])[搞稿糕膏镐](?![笑怪事定错砸得不了懂清明])"), "高"),
    (re.compile(r"(?<=[最更])[挨艾蔼](?![着近饿打])"), "矮"),
    (re.compile(r"(?<=[最更])[晓筱](?!得)"), "小"),
    (re.compile(r"(?<=[最更])年青"), "年轻"),
)
_ASKS_WHO_ZH = re.compile(r"谁|哪")


def _one_edit(a: str, b: str) -> bool:
    """Whether `a` is one insertion, deletion, substitution or swap of two neighbours from `b` (not equal)."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
        if len(diff) == 1:
            return True
        i = diff[0]
        return len(diff) == 2 and diff[1] == i + 1 and a[i] == b[i + 1] and a[i + 1] == b[i]
    short, long = (a, b) if len(a) < len(b) else (b, a)
    i = next((k for k, (x, y) in enumerate(zip(short, long, strict=False)) if x != y), len(short))
    return short[i:] == long[i + 1 :]


def _meant(word: str) -> str | None:
    low = word.lower()
    if low in _KNOWN or (word[0].isupper() and not word.isupper()):  # a name ("Tallent") is no slip
        return None
    return next((t for t in _MEANT if t[0] == low[0] and _one_edit(low, t)), None)


@functools.lru_cache(maxsize=512)
def comparison_spelled(text: str) -> str:
    """`text` with a comparison word typed wrong read as the word meant; otherwise unchanged."""
    s = text
    if _ASKS_WHO_ZH.search(s) and ("最" in s or "更" in s):
        for rx, meant in _SOUNDS_ZH:
            s = rx.sub(meant, s)
    return _LATIN_WORD.sub(lambda m: _meant(m.group(0)) or m.group(0), s)
