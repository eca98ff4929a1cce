"""The number to reach someone on, said as what to do: their phone number.

"if it's urgent call my husband Tom on 07700 900123", "有事打我老公电话 13800138000": the message tells how to reach
him, which is his number ("my husband Tom's phone number is 07700 900123", "我老公的电话是13800138000"), and the rules
read it as such. The need it is for ("if it's urgent", "有事") is no part of the number, and no hypothetical. A
restated message that still reads as advice is said as the number by `_memory_text.plainly`.
"""

from __future__ import annotations

import re

__all__ = ["NEED_EN", "REACH_VERB_EN", "reach_said"]

#: The need a number is given for, said before it: "if it's urgent", "in an emergency", "if you need me"
_NEED = (
    r"(?:if\s+(?:it's|it\s+is)\s+(?:urgent|an\s+emergency)|in\s+(?:an|case\s+of(?:\s+an)?)\s+emergency|"
    r"for\s+emergencies|if\s+(?:you\s+)?(?:need|can't\s+reach|cannot\s+reach)\s+(?:me|anything)|"
    r"if\s+anything\s+(?:happens|comes\s+up)|if\s+I\s+(?:don't|do\s+not)\s+(?:answer|pick\s+up))"
)
NEED_EN = rf"{_NEED}[,:]?\s+"
#: What to do with it: "call", "ring", "you can reach" …
REACH_VERB_EN = r"(?:(?:just|you\s+can|you\s+could)\s+)?(?:call|ring|text|phone|reach|try|contact)\s+"
_NUMBER = r"(?P<n>\+?\(?\d[\d\s().-]{5,18}\d)"
_REACH_EN = re.compile(
    rf"^(?:{NEED_EN})?{REACH_VERB_EN}(?P<who>(?:my|our)\s+[^,.;?!]{{2,40}}?)\s+(?:on|at)\s+{_NUMBER}"
    # ... or said after it: "call my dad on 07700 900123 if anything happens"
    rf"(?:,?\s+{_NEED})?[.!]*$",
    re.I,
)
_REACH_ZH = re.compile(
    # the need: "有事", "万一有事", "在外面的话", "我不在家的话" (a short clause said as a condition)
    r"^(?:(?:万一|如果|要是)?(?:有急事|急事|有事|出事了?|有什么事|紧急情况下?|联系不上我的?话?|找不到我的?话?|"
    r"我不接电话的?话?|[\u4e00-\u9fff]{2,6}?的话))?[，,\s]*(?:的话)?[，,\s]*"
    r"(?:可以|就|请)?(?:打|拨打?|联系)(?P<who>我的?[\u4e00-\u9fff]{1,8}?)的?(?:电话|手机)[：:\s]*"
    r"(?P<n>\+?\d[\d\s-]{5,18}\d)[。！!]*$"
)


def reach_said(text: str) -> str:
    """`text` said as the phone number of whom it tells the user's listener to call, else as it is."""
    s = text.strip()
    if m := _REACH_EN.match(s):
        return f"{m['who']}'s phone number is {m['n']}"
    if m := _REACH_ZH.match(s):
        return f"{m['who']}的电话是{m['n']}"
    return text
