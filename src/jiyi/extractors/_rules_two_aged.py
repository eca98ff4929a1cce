"""Two people, each with their age, and the tie they share said once after them ("Tom is 8 and Sam is 5, my
nephews", "乐乐八岁，安安五岁，都是我侄子") or first ("we have two kids, Maya is 7 and Leo is 4"). One memory says both,
each with their age and the tie they share ("Tom (8) and Sam (5) are User's nephews", "乐乐（八岁）和安安（五岁）都是
用户的侄子"): the tie said once is both of theirs, and a memory of only the first would lose the second.
"""

from __future__ import annotations

import re

from ._age_zh import AGE_ZH
from ._entities_en_words import MOD, REL_EN
from ._kin_zh import REL_ALL
from ._rules_common import Candidate
from ._rules_en_facts import cand_en
from ._rules_zh_facts import cand_zh

__all__ = ["two_aged_en", "two_aged_zh"]

_AGED_EN = r"(?P<{n}>[A-Z][a-z]+)\s+(?:is|'s)\s+(?P<{a}>\d{{1,3}})(?:\s+years\s+old)?"
# "we have two kids, Maya is 7 and Leo is 4": the tie said first, the two after it
_HAVE_TWO_EN = re.compile(
    rf"^(?:we|i)\s+(?:have|'ve\s+got|have\s+got)\s+(?P<count>two|2)\s+(?P<tie>{MOD}(?:{REL_EN})s)\s*[,:;-]\s*"
    rf"{_AGED_EN.format(n='n1', a='a1')}(?:\s*,\s*(?:and\s+)?|\s+and\s+){_AGED_EN.format(n='n2', a='a2')}[.!]?$",
    re.IGNORECASE,
)
_TWO_AGED_EN = re.compile(
    rf"^{_AGED_EN.format(n='n1', a='a1')}(?:\s*,\s*(?:and\s+)?|\s+and\s+){_AGED_EN.format(n='n2', a='a2')}\s*,?\s*"
    rf"(?:(?:and\s+)?(?:they(?:'re|\s+are)\s+)?(?:both\s+)?)my\s+(?P<tie>{MOD}(?:{REL_EN})s)(?P<rest>\s+[^,;.!?]+)?"
    r"[.!]?$"
)
# a name as said before its age: two or three characters
_NAME_ZH = r"[\u4e00-\u9fff]{2,3}?"


def _aged_zh(n: str, a: str) -> str:
    return rf"(?P<{n}>{_NAME_ZH})(?:今年)?(?P<{a}>{AGE_ZH})了?"


_TWO_AGED_ZH = re.compile(
    rf"^{_aged_zh('n1', 'a1')}[，,、]\s*{_aged_zh('n2', 'a2')}[，,]\s*"
    rf"(?:都|两个都|俩都|他们都|她们都|他俩都|她俩都)是我的?(?P<tie>{REL_ALL})[。！!]?$"
)


def two_aged_en(sentence: str) -> Candidate | None:
    """ "Tom is 8 and Sam is 5, my nephews" -> "Tom (8) and Sam (5) are User's nephews", "we have two kids, Maya is 7
    and Leo is 4" -> "User has two kids, Maya (7) and Leo (4)", else None."""
    have = _HAVE_TWO_EN.match(sentence.strip())
    if have is not None and have["n1"][:1].isupper() and have["n2"][:1].isupper() and have["n1"] != have["n2"]:
        return cand_en(
            "fact", f"User has two {have['tie']}, {have['n1']} ({have['a1']}) and {have['n2']} ({have['a2']})",
            "family", sentence,
        )  # fmt: skip
    m = _TWO_AGED_EN.match(sentence.strip())
    if m is None or m["n1"] == m["n2"]:
        return None
    said = f"{m['n1']} ({m['a1']}) and {m['n2']} ({m['a2']}) are User's {m['tie']}{m['rest'] or ''}"
    return cand_en("fact", said, "family", sentence)


def two_aged_zh(sentence: str) -> Candidate | None:
    """ "乐乐八岁，安安五岁，都是我侄子" -> "乐乐（八岁）和安安（五岁）都是用户的侄子", else None."""
    m = _TWO_AGED_ZH.match(sentence.strip())
    # (a child's pet name that is also a word for a child, "小宝", "二宝", is a name here: the tie is said after it)
    if m is None or m["n1"] == m["n2"] or m["tie"] in (m["n1"], m["n2"]):
        return None
    said = f"{m['n1']}（{m['a1']}）和{m['n2']}（{m['a2']}）都是用户的{m['tie']}"
    return cand_zh("personal", said, "家庭", sentence)
