"""A frame about the telling, and the person it introduces (the selector's memory text, `_restate`).

"Quick note on my mentee, Lachlan Marchetti. Last week he gave me a tour", "I don't think I've mentioned my
sister-in-law Keiko. She is always blunt", "关于我表姐周敏：她上个月刚生了二胎": the opening says only whom the rest is
about. The memory says the rest with that person in place of its first he / she ("Last week User's mentee Lachlan
Marchetti gave them a tour"); the message stays as it was when the rest has no word to put them in.
"""

from __future__ import annotations

import re

from ._entities_en_words import MOD, REL_EN

__all__ = ["unframed"]

_I = re.IGNORECASE

# "Haven't told you about my father-in-law Isaac; my dad says he …", "Quick note on my mentee, Lachlan Marchetti.
# Last week he …", "This is about Wren, my coworker. She …", "还没跟你说过我岳父老张，我爸说他…", "关于我表姐周敏：她…":
# a frame about the telling that introduces the one the rest is about; the rest's first he / she is that person.
_TIE_EN = rf"(?:my|our)\s+{MOD}{REL_EN}s?\b"
_NAME_EN = r"(?-i:(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-Z][a-z]+(?:[ -][A-Z][a-z'-]+)?)"
_FRAME_EN = re.compile(
    r"^(?:so,?\s+|oh,?\s+|and\s+)?(?:"
    r"(?:I\s+)?(?:have(?:n't| not)|never|did(?:n't| not))\s+(?:ever\s+)?(?:told|tell|mentioned|mention)|"
    r"(?:I\s+do(?:n't| not)\s+think|(?:I'm\s+)?not\s+sure\s+if)\s+I(?:'ve| have)?\s+(?:ever\s+)?"
    r"(?:told\s+you\s+about|mentioned)|"
    r"(?:did|have)\s+I\s+(?:ever\s+)?(?:told|tell|mentioned|mention)|let me tell|gotta tell|got to tell|"
    r"(?:I\s+)?(?:should|need\s+to|have\s+to|must|(?:have|want|wanted)\s+to)\s+(?:tell|mention)|"
    r"(?:a\s+)?(?:quick|short|small)?\s*(?:note|word|update)\s+(?:on|about)|this\s+(?:one\s+)?is\s+about|"
    r"this\s+one's\s+about|about|regarding|re:|adding(?:\s+(?:someone|a\s+person|a\s+contact))?\s*:|"
    r"new\s+(?:person|contact)\s*:|there's|there\s+is|meet)\s+"
    rf"(?:you\s+)?(?:about\s+)?(?:(?P<np>{_TIE_EN}(?:\s*,?\s+{_NAME_EN})?)|(?P<name>{_NAME_EN})\s*(?:,|[\u2014\u2013]|--?)?\s*(?P<tie>{_TIE_EN}))"
    r"\s*[?!;:,.\u2014-]+\s*(?P<rest>.+)$",
    _I,
)
_FRAME_ZH = re.compile(
    r"^(?:今天|今儿)?(?:(?:还|都|好像)?(?:没|没有|从没|从来没)?(?:跟|和|给|向)你(?:说|讲|提|聊|介绍)(?:过|起过|一下|说|讲)?|"
    r"(?:说说|说一下|讲讲|讲一下|提一下|聊聊|关于|再说个人|补充一个人)[：:，,]?)"
    r"(?P<np>我的?[^，,。；;：:！!？?\s]{1,8})[，,。；;：:！!？?]\s*(?P<rest>.+)$"
)


def unframed(text: str, language: str) -> str:
    """The message without a frame about the telling, its person put in place of the rest's first he / she (his,
    or a sentence's opening her, as theirs); the message as it was when the rest says none."""
    m = (_FRAME_ZH if language == "zh" else _FRAME_EN).match(text.strip())
    if m is None:
        return text
    rest = m["rest"]
    if language == "zh":
        return re.sub(r"[他她](?!们)", m["np"], rest, count=1) if re.search(r"[他她](?!们)", rest) else text
    # the tie first and the name after it, as the memory says who someone is ("my mentee Lachlan Marchetti")
    np = re.sub(r"\s*,\s*", " ", m["np"]) if m["np"] else f"{m['tie']} {m['name']}"
    first = _THEIR_EN.search(rest)
    if first is None:
        return text  # "Adding someone: Isaac, my mentee.": nothing in the rest to put them in
    word = first[0].lower().replace("\u2019", "'")
    if word in ("his", "her", "their"):
        who = f"{np}'s"
    elif word.endswith("'s"):  # "She's leaving", "He's been": "is" or "has", said whole after a name
        who = f"{np} has" if re.match(r"\s+(?:been|got|had)\b", rest[first.end() :]) else f"{np} is"
    else:
        who = np
    return f"{rest[: first.start()]}{who}{rest[first.end() :]}"


# The rest's first word for the person framed: he / she (he's / she's), his, or a sentence's opening "her" or
# "their" (theirs: one person framed).
_THEIR_EN = re.compile(r"\b(?:he|she)\b(?:['\u2019]s\b)?|\bhis\b|(?:^|(?<=[.!?]\s))(?:her|their)\b", _I)
