"""A sum of money as people say it, one pattern for every reader that keeps one (a wedding gift, a ticket price).

English: a sign before the number ("$200", "£1,250.50", "¥800", "$2k") or a currency word after it ("80 bucks",
"150 usd"). Chinese: a number in digits or characters with its unit ("500", "八百", "1280块", "两千元", "80刀").
`money_said` writes the sign as a word ("$250" -> "250 dollars") so that no trimming of a value's edges loses it.
"""

from __future__ import annotations

import re

__all__ = ["MONEY_EN", "MONEY_ZH", "money_said"]

# A decimal point belongs to the sum only with digits after it: "it was $80." is 80 dollars, not "80."
_NUMBER_EN = r"\d[\d,]*(?:\.\d+)?"
MONEY_EN = (
    rf"(?:[$£€¥]\s?{_NUMBER_EN}k?"
    rf"|{_NUMBER_EN}k?\s*(?i:dollars|bucks|quid|pounds|euros|yuan|usd|eur|gbp|rmb)\b)"
)
MONEY_ZH = r"(?:\d+|[一二两三四五六七八九十百千万]+)多?(?:块钱?|元|万|刀|美元|美金|港币|欧元|英镑)?钱?"

_SIGN_WORDS = {"$": "dollars", "£": "pounds", "€": "euros", "¥": "yuan"}


def money_said(value: str) -> str:
    """A sum with its currency sign said as a word ("$250 each" -> "250 dollars each"); one said with a word stays."""
    return re.sub(r"^([$£€¥])\s?([\d,.]+k?)", lambda m: f"{m[2]} {_SIGN_WORDS[m[1]]}", value)
