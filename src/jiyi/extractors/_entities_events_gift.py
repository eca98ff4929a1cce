"""What the user gave at a wedding (issue #21): "我表弟结婚，我随了500", "随礼1000", "包了个800的红包", "my cousin
got married, I gave them $200", "went to Mia's wedding, gave a $150 gift" — kept on the wedding as its `gift`
(礼金 / gift).

A wedding said as someone marrying ("表弟结婚", "my cousin got married") is that person's wedding only when a gift
is said with it: "我姐去年结婚了" alone is news of the sister, no event the user went to.
"""

from __future__ import annotations

import re

from ._money import MONEY_EN, MONEY_ZH, money_said

__all__ = ["gift_en", "gift_zh", "gifted", "wedding_said_en", "wedding_said_zh"]

# Events a gift of money is given at ("随礼", "红包", "gave them $200"): weddings, a baby's first month, a birthday
# banquet, a shower
_GIFTED = re.compile(r"(?:婚礼|婚宴|满月酒|寿宴|生日宴|\b(?i:wedding|shower|christening|bar mitzvah|bat mitzvah))$")


def gifted(name: str) -> bool:
    """Whether an event of this name is one a gift of money is given at; a name not yet known ("" for "it", the
    one the messages before told of: `read_events` checks it once named) may be."""
    return not name or _GIFTED.search(name.strip()) is not None


_GIFT_ZH = re.compile(
    rf"(?:随了|随礼|随份子|随的?份子|份子钱?|礼金|包了个?|红包|给了)(?:是|给了?|了|就)?(?P<v>{MONEY_ZH})"
    r"(?![个人天年岁号])"
)
# "表弟结婚", "我同事下周结婚": someone else's wedding (not 我结婚, 你结婚, 他们结婚 with no one named)
_MARRIES_ZH = re.compile(
    r"(?:我的?)?(?P<who>(?![我你他她它谁])[^，。,；;\s我你]{1,6}?)(?:上周|上个月|下周|下个月|今天|昨天|前天|周末|去年|今年)?"
    r"(?:办|摆)?(?:结婚|婚礼)(?:了|啦)?"
)
_GIFT_EN = re.compile(
    rf"\b(?:gave|give|put|chipped in)\s+(?:them\s+|her\s+|him\s+|the couple\s+)?(?:a\s+)?(?P<v>{MONEY_EN})"
    r"(?:\s+(?:gift|check|cheque|in a card|in the card|as a gift|for a gift|on a gift))?",
    re.IGNORECASE,
)
_MARRIES_EN = re.compile(
    r"\bmy\s+(?P<who>(?:best\s+|old\s+|little\s+|big\s+)?[a-z]+)\s+(?:got|is getting|was getting)\s+married\b",
    re.IGNORECASE,
)


def gift_zh(clause: str) -> str:
    """The amount a Chinese clause says the user gave ("我随了500" -> "500"), else ""."""
    m = _GIFT_ZH.search(clause)
    return m["v"] if m else ""


def gift_en(text: str) -> str:
    """The amount an English text says the user gave ("I gave them $200" -> "200 dollars"), else ""."""
    m = _GIFT_EN.search(text)
    if not m:
        return ""
    return money_said(m["v"])


def wedding_said_zh(sentence: str) -> str:
    """ "我表弟结婚，我随了500" -> "表弟的婚礼，我随了500": someone marrying, said with a gift, as their wedding."""
    if not _GIFT_ZH.search(sentence) or "婚礼" in sentence or "婚宴" in sentence:
        return sentence
    m = _MARRIES_ZH.search(sentence)
    if not m or not m["who"]:
        return sentence
    return sentence[: m.start()] + f"{m['who']}的婚礼" + sentence[m.end() :]


def wedding_said_en(sentence: str) -> str:
    """ "my cousin got married last month, I gave them $200" -> "my cousin's wedding was last month, …"."""
    if not _GIFT_EN.search(sentence) or re.search(r"\bwedding\b", sentence, re.IGNORECASE):
        return sentence
    m = _MARRIES_EN.search(sentence)
    if not m:
        return sentence
    return sentence[: m.start()] + f"went to my {m['who']}'s wedding" + sentence[m.end() :]
