"""The turn before a reply: what it asks, and whether it asks of someone other than the two speakers.

A reply is read against the assistant's turn before it ("How old is she?" / "34"), and only the end of that turn
is read: a pasted document or log before a reply is not scanned whole (`TAIL` characters). `last_question` is the
question the turn ends on, the one a bare value answers; `questions` is every question of its end, for a reader
that must know whether any of them asks after someone else ("How's your sister? Also, did you sleep well?").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._chat_words import holds
from .._models import Message, Role

__all__ = [
    "HE_SHE_EN",
    "HE_SHE_ZH",
    "HIS_HER_THING_EN",
    "TAIL",
    "held_replies",
    "holds",
    "last_question",
    "questions",
]

# How much of the end of the turn before is read for its questions
TAIL = 600
_QUESTION = re.compile(r"[^.!?。！？]*[?？]")
_LAST_QUESTION = re.compile(r"[^.!?。！？]*[?？]\s*$")
# Someone other than the two speakers, said by a pronoun ("How old is she?", "他做什么的？"); the readers of a reply
# add the ties and names they count as someone else too
HE_SHE_EN = r"\b(?:he|she|him|his|her|hers|they|them|their)\b"
HE_SHE_ZH = r"[他她]"
# "his masters", "her husband": a thing of someone else's, never the user's; "with her", "for him" are no possession
HIS_HER_THING_EN = (
    r"\b(?:his|her)\b(?!\s*(?:[,.;:!?)]|$|\s+(?:to|at|in|on|with|for|from|and|but|or|about|up|out|back|off|over|a|an|"
    r"the|so|too|again|yesterday|today|tomorrow|tonight|last|next|this|that|when|because|if)\b))"
)


def questions(turn: str) -> list[str]:
    """The questions the end of `turn` asks, in the order it asks them ("Nice! How's your sister? Also, did you sleep
    well?" -> both)."""
    return [q.strip() for q in _QUESTION.findall(turn[-TAIL:])]


# What a polite asker puts around the question, asking nothing more: "…, if you don't mind me asking?", "…? Just
# curious", "…, by the way?", "…？顺便问问" — said after the question or as its last clause
_COURTESY_EN = (
    r"(?:if\s+you\s+don'?t\s+mind(?:\s+(?:me\s+)?(?:asking|sharing|my\s+asking))?|if\s+i\s+may\s+ask|if\s+i\s+can\s+ask|"
    r"if\s+that'?s\s+(?:ok|okay|alright|not\s+too\s+personal)|if\s+you'?re\s+comfortable(?:\s+sharing)?|"
    r"(?:just\s+)?(?:out\s+of\s+)?curious(?:ity)?|i'?m\s+(?:just\s+)?curious|by\s+the\s+way|btw|may\s+i\s+ask|"
    r"no\s+pressure|(?:and\s+)?no\s+worries\s+if\s+not|only\s+if\s+you\s+want(?:\s+to(?:\s+share)?)?)"
)
_COURTESY_TAIL = re.compile(
    rf"(?<=[?？])\s*(?i:{_COURTESY_EN})?[\s.!:)😊🙂]*$|(?<=[?？])\s*(?:顺便问问|好奇|好奇问一下)[。！!~～]*$"
)
# What the assistant offers to do with the answer, said after the question: "What's her email? I can help draft an
# invite.", "她手机号多少？我帮你记下来。" — one or two sentences of its own doing that ask nothing
_OFFER_TAIL = re.compile(
    r"(?<=[?？])(?:\s*(?:(?i:i\s+can|i\s+could|i'?ll|i\s+will|i'?d|let\s+me|that\s+way\s+i|so\s+i\s+can)\b"
    r"|我(?:帮|来|可以|会|好|就|先|到时候?)|方便我|这样我)[^?？\n]{0,100}?(?:[.!。！~～]+|$)){1,2}\s*$"
)
_COURTESY_CLAUSE = re.compile(rf"\s*(?:,|\s[-–—]\s?|—|–)\s*(?i:{_COURTESY_EN})\s*(?=[?？]\s*$)")


def last_question(turn: str) -> str:
    """The question `turn` ends on, without the courtesy around it ("Nice! How old is she?" -> "How old is she?";
    "How old is she, if you don't mind me asking?" and "Where's he from? Just curious" -> the question alone;
    "好呀，她做啥工作的" -> "她做啥工作的", a Chinese question said without its mark); "" when it ends on none."""
    tail = turn[-TAIL:].strip()
    offer = _OFFER_TAIL.search(tail)
    if offer is not None:
        tail = tail[: offer.start()].rstrip()  # "…? I can help draft an invite.": the offer asks nothing
    kind = _COURTESY_TAIL.search(tail)
    if kind is not None and kind.group(0).strip():
        tail = tail[: kind.start()].rstrip()  # the remark after the question asks nothing
    m = _LAST_QUESTION.search(tail)
    return _COURTESY_CLAUSE.sub("", m.group(0)).strip() if m else _unmarked_zh(tail)


# A Chinese question word: what a question said without its mark asks by
_WH_ZH = re.compile(r"什么|啥|哪|几[岁个号点年月]|多大|多少|多高|多久|谁|怎么样|咋样")


def _unmarked_zh(end: str) -> str:
    """A Chinese question the turn ends on said with no question mark ("她在哪工作呀", "你是哪里人呀，随便问问"), up
    to its last clause that asks; "" when the turn ends on a statement (a full stop, an exclamation) or asks nothing."""
    if not end or end[-1] in "。！!.?？" or "?" in end or "？" in end:
        return ""
    sentence = re.split(r"[。！!.\n]", end)[-1].strip()
    clauses = re.split(r"(?<=[，,])", sentence)
    for i in range(len(clauses) - 1, -1, -1):
        if _WH_ZH.search(clauses[i]):
            return "".join(clauses[: i + 1]).rstrip("，, ")
    return ""


def held_replies(turns: Sequence[Message]) -> dict[str, str]:
    """The user messages after a reply that only holds the turn, each with the assistant's turn before the hold: the
    question they answer ("How old is she?" / "hmm let me think" / "29"; "她手机号多少？" / "等下我翻一下" / "138…")."""
    return {
        m.id: turns[i - 2].content
        for i, m in enumerate(turns)
        if i > 1
        and m.role is turns[i - 1].role is Role.USER
        and turns[i - 2].role is Role.ASSISTANT
        and holds(turns[i - 1].content)
    }
