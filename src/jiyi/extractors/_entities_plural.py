"""Ties said of many at once ("我同事大多是湖南人", "most of my coworkers are from Ohio"): a generic plural is no one
person, so nothing the clause states goes on the tie's mention. Parents are two known people: "my parents are both
teachers" ("我爸妈都是老师") says it of each."""

from __future__ import annotations

import re

from ._entities import Draft
from ._entities_en_words import REL_EN
from ._kin_zh import REL_ALL

__all__ = ["drop_plural_facts", "each_parent", "plural_ties"]

_MANY_ZH = r"(?:大多数?|大部分|多半|多数|基本上?都|几乎都|全都|全是|很多|好多|不少|一半|都是(?![^，,。！!]*了\W*$))"
_SOME_ZH = r"(?:有的|有些|很多|好多|不少|好几个|几个|一些|大部分|大多数|多数|所有)的?"
_PLURAL_ZH = (
    # (哥们 / 姐们 is one buddy; "我表哥和表姐都是医生": 都 is over the two said, no group)
    re.compile(rf"(?<![和跟与、])(?<![和跟与、]我)(?P<r>{REL_ALL})(?:们(?<!哥们)(?<!姐们))?{_MANY_ZH}"),
    re.compile(rf"{_SOME_ZH}(?P<r>{REL_ALL})"),
    re.compile(rf"(?P<r>{REL_ALL})们(?<!哥们)(?<!姐们)"),
)
_PLURAL_EN = (
    re.compile(
        rf"\b(?:most|many|some|several|a\s+few|few|all|half|none|lots|a\s+lot)\s+of\s+(?:my|our)\s+(?P<r>{REL_EN})s\b",
        re.IGNORECASE,
    ),
    re.compile(rf"\b(?:all|most)\s+(?:my|our)\s+(?P<r>{REL_EN})s\b", re.IGNORECASE),
    re.compile(rf"\b(?:my|our)\s+(?P<r>{REL_EN})s\s+(?:are|were)\s+(?:all|mostly|both)\b", re.IGNORECASE),
)


def plural_ties(sentence: str, language: str) -> set[str]:
    """The ties `sentence` speaks of as a group ("同事" of "我同事大多是湖南人", "coworker" of "most of my
    coworkers …"), casefolded."""
    found = _PLURAL_ZH if language == "zh" else _PLURAL_EN
    return {m["r"].casefold() for p in found for m in p.finditer(sentence)}


def drop_plural_facts(drafts: list[Draft], before: dict[int, int], ties: set[str]) -> None:
    """Take back what the sentence just added (`before`: each draft's count of facts before it) to the unnamed
    mention of a tie it spoke of as a group."""
    for d in drafts:
        if d.name or d.pronoun or d.relation.casefold() not in ties:
            continue
        d.facts = d.facts[: before.get(id(d), 0)]


# "my parents are both teachers", "both my parents are from Leeds", "我爸妈都是老师", "我父母都在北京": said of each
# parent, as "my mother and father are both …" / "我爸和我妈都…" are read
_PARENTS_EN = re.compile(
    r"\b(?P<my>my|our)\s+parents\s+(?=(?:are|were)\s+both\b|both\s+[a-z])|"
    r"\bboth\s+(?P<both>my|our)\s+parents\s+(?=are\b|were\b)",
    re.IGNORECASE,
)
_PARENTS_ZH = re.compile(r"我(?:的)?(?:爸妈|父母)(?=都)")


def each_parent(text: str, language: str) -> str:
    """`text` with "my parents" said as the two they are where a clause says a thing of both (see the module
    docstring); else as said."""
    if language == "zh":
        return _PARENTS_ZH.sub("我爸和我妈", text)
    return _PARENTS_EN.sub(lambda m: f"{m['my'] or m['both']} mother and father ", text)
