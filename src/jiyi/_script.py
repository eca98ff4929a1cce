"""Traditional Chinese (繁體) read through the Simplified readers, and what they write given back in the user's script.

The offline readers know Simplified words only ("岁", "们", "张"). A message written in Traditional is mapped to
Simplified **character for character** (`to_simplified`: the same length, so every span a reader cuts maps back to
the user's own text), read, and what the reader wrote is turned back (`in_script_of`): wherever the output copies
the message, the user's own characters are taken (so "頭髮" stays 頭髮 and 台積電 stays 台積電), and only the words
the reader added ("用户", "的", "岁", "住在") are converted, by OpenCC's Simplified -> Traditional (Taiwan) phrases.

The character map is OpenCC's own (its `t2s` applied to each Han character alone, built once on first use), so no
table of ours can drift from it; two regional characters are added (`_REGIONAL`). A message is taken as
Traditional only when it has a character that only Traditional writes, and no fewer of them than characters
OpenCC would write otherwise in Traditional, or, with none, a regional character and no Simplified-only one ("我表姊
今年34"): Simplified, English and mixed text are returned as they are, and an ASCII message never loads the tables.
A message the two scripts write alike says no script (`han_script`).
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Sequence
from typing import Any, Literal, NamedTuple

__all__ = ["han_script", "in_script_of", "is_traditional", "to_simplified", "to_traditional", "writes_traditional"]

# Han blocks enough for everyday text: extension A, the unified ideographs, compatibility ideographs.
_HAN_BLOCKS = ((0x3400, 0x4DC0), (0x4E00, 0xA000), (0xF900, 0xFB00))
# Characters OpenCC maps to Simplified that Simplified writing also keeps as they are (乾隆, the surname 於, 夥):
# they are read as Simplified when met, but alone they do not make a message Traditional.
_SHARED = frozenset("乾於夥")
# Characters OpenCC writes otherwise in Traditional that Taiwan writes as they are day to day (台北, 台南的): they
# do not make a message Simplified.
_BOTH = frozenset("台")
_LOCK = threading.Lock()
# Read as the word the readers know, in Traditional text only: characters OpenCC keeps (both are Traditional) that
# stand for one Mandarin character, the same length: Taiwan's 姊 (姊姊, 大姊) for 姐, Cantonese 喺 ("住喺沙田") for 在.
_REGIONAL = {"姊": "姐", "喺": "在"}


class _Tables(NamedTuple):
    to_simple: dict[int, str]  # Traditional -> Simplified, by code point
    marks: frozenset[str]  # characters only Traditional writes
    simple: frozenset[str]  # characters OpenCC writes otherwise in Traditional (个, 们, 里)
    s2t: Any  # the Simplified -> Traditional (Taiwan) phrase converter


@functools.cache
def _tables() -> _Tables:
    """The character maps and the converter, built from OpenCC once per process."""
    import opencc  # loaded only when a message has a character outside ASCII

    with _LOCK:
        t2s, s2t = opencc.OpenCC("t2s"), opencc.OpenCC("s2tw")
        chars = [chr(c) for lo, hi in _HAN_BLOCKS for c in range(lo, hi)]
        # one character a line: no two neighbours can make a phrase, so each is converted alone
        out, back = (str(c.convert("\n".join(chars))).split("\n") for c in (t2s, s2t))
    table = {ord(c): o for c, o in zip(chars, out, strict=True) if o != c and len(o) == 1}
    marks = frozenset(chr(c) for c in table) - _SHARED
    table |= {ord(c): o for c, o in _REGIONAL.items()}
    simple = frozenset(c for c, o in zip(chars, back, strict=True) if o != c) - _BOTH
    return _Tables(table, marks, simple, s2t)


def _convert(converter: Any, text: str) -> str:
    with _LOCK:  # the converter object is not documented as thread-safe
        return str(converter.convert(text))


def han_script(text: str) -> Literal["hant", "hans", ""]:
    """The Chinese script `text` is written in: "hant" (Traditional, see `is_traditional`), "hans" (Simplified or
    mixed), or "" when it says nothing of it: no Han character that the two scripts write differently
    ("我不吃香菜", English)."""
    if not text or text.isascii():
        return ""
    if is_traditional(text):
        return "hant"
    t = _tables()
    return "hans" if any(ch in t.simple or ch in t.marks for ch in text) else ""


def is_traditional(text: str) -> bool:
    """Whether `text` is written in Traditional Chinese: it has a Traditional-only character ("歲", "們") and no
    more characters that only Simplified writes than those, or a regional one ("我表姊今年34", "佢住喺沙田") and
    none that only Simplified writes. Mixed, Simplified and English text: False."""
    if not text or text.isascii():
        return False
    t = _tables()
    trad = sum(1 for ch in text if ch in t.marks)
    regional = not trad and any(ch in _REGIONAL for ch in text)  # "我表姊今年34": Taiwan's word, no other mark
    if not trad and not regional:
        return False
    back = _convert(t.s2t, text)
    simp = (
        sum(1 for a, b in zip(text, back, strict=False) if a != b and a not in _BOTH)
        if len(back) == len(text)
        else len(text)
    )
    return simp == 0 if regional else trad >= simp


def writes_traditional(message: str, recent: Sequence[str] = ()) -> bool:
    """Whether the user writing `message` writes Traditional Chinese: `message` is Traditional, or it says no
    script ("我不吃香菜") and the latest of the chat's `recent` turns that says one is Traditional."""
    for text in (message, *reversed(recent)):
        script = han_script(text) if isinstance(text, str) else ""
        if script:
            return script == "hant"
    return False


def to_simplified(text: str) -> str:
    """`text` with each Traditional character replaced by its Simplified one: same length, same positions. 係 is
    是 where it is the verb (Cantonese "佢係護士", formal "本案係由…"), 系 in 關係 / 聯係 / 係數."""
    if text.isascii():
        return text
    out = text.translate(_tables().to_simple)
    if "係" not in text:
        return out
    chars = list(out)
    for at in (m.start() for m in re.finditer("係", text)):
        if not (at and out[at - 1] in "关联干") and out[at + 1 : at + 2] not in ("数", "统", "列"):
            chars[at] = "是"
    return "".join(chars)


def to_traditional(text: str) -> str:
    """`text` (Simplified) in Traditional characters, by OpenCC's Simplified -> Traditional (Taiwan) phrases: for
    the words jiyi itself writes around what users said (a context block's headings)."""
    return text if text.isascii() else _convert(_tables().s2t, text)


def in_script_of(output: str, said: Sequence[str]) -> str:
    """A reader's Simplified `output` written back in the script of `said` (the user's own Traditional texts).

    Every stretch of `output` that copies a text of `said` (read through `to_simplified`) takes the user's own
    characters; the rest is converted by OpenCC's phrases. One character alone takes the user's form only when
    the user wrote that character one way throughout (发 is 髮 or 發 by its neighbours).
    """
    if not output or output.isascii():
        return output
    pairs = [(s, to_simplified(s)) for s in said if s]
    base = _convert(_tables().s2t, output)
    if len(base) != len(output):  # never seen, but the mapping back must keep positions
        base = output
    chars = list(base)
    alone = _one_way(pairs)
    i = 0
    while i < len(output):
        j, at = _longest(output, i, pairs)
        if j - i >= 2:
            own, start = at
            chars[i:j] = own[start : start + j - i]
            i = j
            continue
        if output[i] in alone:
            chars[i] = alone[output[i]]
        i += 1
    return "".join(chars)


def _longest(output: str, i: int, pairs: Sequence[tuple[str, str]]) -> tuple[int, tuple[str, int]]:
    """The end of the longest stretch of `output` from `i` found in a simplified text, and where (own, start)."""
    best, at = i, ("", 0)
    for own, simple in pairs:
        j = best + 1
        while j <= len(output) and (k := simple.find(output[i:j])) >= 0:
            best, at = j, (own, k)
            j += 1
    return best, at


def _one_way(pairs: Sequence[tuple[str, str]]) -> dict[str, str]:
    """Simplified character -> the one Traditional form the user wrote it in (only those written one way)."""
    seen: dict[str, set[str]] = {}
    for own, simple in pairs:
        for a, b in zip(simple, own, strict=True):
            if not a.isascii():
                seen.setdefault(a, set()).add(b)
    return {a: next(iter(forms)) for a, forms in seen.items() if len(forms) == 1 and next(iter(forms)) != a}
