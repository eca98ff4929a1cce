"""A reply to the assistant's question about one of the user's people (issue #21): "How old is she?" / "34, she's a
nurse in Denver"; "她多大了？" / "32了，在杭州当老师"; "What does your coworker do?" / "data analyst".

Assistants ask after the people a user mentions, and the user answers with the value alone. The readers read a
statement, and a bare "34" or "湖南长沙的" states nothing, so the fact was lost. `reply_said` reads the pair the
way `answered` reads a question the user asks and answers themselves: the question's "your sister" / "你表姐" is the
user's ("my sister" / "我表姐"), a he / she stays for the recent messages to resolve, and the answer must have the
shape of what was asked. A reply that is a statement of its own, does not know, asks back, or answers a question
about the user or about several people is left as it was said.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from ._entities_answered import answer_pair
from ._entities_en_words import REL_EN
from ._kin_zh import REL_ALL
from ._rules_common import sentence_language
from ._turn_before import HE_SHE_EN, HE_SHE_ZH, last_question

__all__ = ["asks_the_user", "own_reply", "reply_said"]

# The listener's words for the user's people, said back as the user's own
_YOUR_EN = re.compile(r"\byour\b", re.I)
_YOUR_ZH = re.compile(r"你的?(?=[\u4e00-\u9fff])|您的?(?=[\u4e00-\u9fff])")


def reply_said(asked: str, reply: str, language: str, known: Collection[str] = ()) -> str | None:
    """The user's `reply` read as the statement it makes when it answers, with a bare value, the question that ends
    the assistant's turn `asked` about one person ("How old is she?" / "34, she's a nurse" -> "She is 34. She's a
    nurse"); None when it does not (the reply is then read as it was said)."""
    question = last_question(asked)
    if not question or not reply.strip():
        return None
    zh = (sentence_language(question) if question else language) == "zh"
    if zh:
        question = _YOUR_ZH.sub(lambda y: "我的" if y.group(0).endswith("的") else "我", question)
    else:
        question = _YOUR_EN.sub(lambda y: "My" if y.group(0)[0].isupper() else "my", question)
    return answer_pair(question, reply.strip(), "zh" if zh else "en", known)


# The user asked of themselves: "you" / "你" not said of one of theirs ("your sister", "你表姐"), and no he / she
_YOU_EN = re.compile(rf"\byou\b|\byour\b(?!\s+(?:[\w-]+\s+)?{REL_EN}s?\b)", re.I)
_YOU_ZH = re.compile(rf"[你您](?!的?(?:{REL_ALL}))")
_THIRD = re.compile(rf"{HE_SHE_EN}|{HE_SHE_ZH}", re.I)


def asks_the_user(asked: str) -> bool:
    """The question that ends the assistant's turn `asked` is about the user ("How old are you?", "你老家哪的？"):
    a bare value in the reply is theirs, not the last person they spoke of."""
    q = last_question(asked)
    return bool(q and (_YOU_EN.search(q) or _YOU_ZH.search(q)) and not _THIRD.search(q))


# A reply that says its own verb or subject: no bare value
_PREDICATE_EN = re.compile(
    r"(?:i|i'm|im|i've|my|we|work|works|working|teach|teaching|do|doing|run|running|own|manage|study|studying|"
    r"help|live|living|been|used)\b",
    re.I,
)
# The user asked of as one of their people would be, by a stand-in name the readers take for one
_STAND_IN = {"en": "Kim", "zh": "王某"}
_YOU_AS_EN = (
    (re.compile(r"\b(are|were|do|did|have)\s+you\b", re.I),
     lambda m: {"are": "is", "were": "was", "do": "does", "did": "did", "have": "has"}[m[1].lower()] + " Kim"),
    (re.compile(r"\byour\b", re.I), lambda m: "Kim's"),
    (re.compile(r"\byou\b", re.I), lambda m: "Kim"),
)  # fmt: skip


def own_reply(asked: str, reply: str) -> str | None:
    """The user's bare-value `reply` to the assistant's question about them, said as their own statement ("How old
    are you?" / "34" -> "I am 34."; "你老家哪里的？" / "湖南长沙的" -> "我的老家是湖南长沙的。"); None when the turn
    before asks no such question or the reply is no bare answer to it."""
    if not asks_the_user(asked) or _PREDICATE_EN.match(reply.strip()):
        return None  # "work at a bank downtown" says its own verb: the unsaid "I" is read by `_pro_drop`
    q = last_question(asked)
    zh = sentence_language(q) == "zh"
    if zh:
        q = re.sub(r"[你您]", _STAND_IN["zh"], q)
    else:
        for pattern, said in _YOU_AS_EN:
            q = pattern.sub(said, q)
    lang = "zh" if zh else "en"
    statement = answer_pair(q, reply.strip(), lang, (_STAND_IN[lang],))
    if statement is None:
        return None
    if zh:
        return statement.replace(_STAND_IN["zh"], "我")
    statement = re.sub(r"^Kim's job is (?P<j>[a-z][\w -]*)\.", lambda m: f"I work as {_a(m['j'])}.", statement)
    for stand_in, mine in (("Kim's", "my"), ("Kim is", "I am"), ("Kim works", "I work"), ("Kim lives", "I live"),
                           ("Kim likes", "I like")):  # fmt: skip
        statement = re.sub(rf"\b{stand_in}\b", mine, statement)
    return None if "Kim" in statement else statement[:1].upper() + statement[1:]


def _a(noun: str) -> str:
    return f"{'an' if noun[:1] in 'aeiou' else 'a'} {noun}"
