"""How every memory the offline extractor writes ends and runs on (`plainly`), applied to each new or changed memory
once the batch's decisions are made (what is said again was judged on the text as restated).

One rule for both languages and every path (a rule's phrasing, a restated message, a person's memory that took in
more): a memory's sentences are stated, not exclaimed, and the memory ends with no closing full stop ("用户的表姐在
杭州上班", "User's cousin lives in Denver. Her husband is a pilot"), as the entity layer phrases its own. A clause
about the one person the memory is of says so without a second subject: "用户的组长叫孙敏，是上海人" (not "，她是"),
"User's coworker Tom is from Boston and is a huge Celtics fan" (not ", he's").
"""

from __future__ import annotations

import re

from ._rules_zh_facts import kin_in_full

__all__ = ["plainly"]

# "Washington D.C.", "Smith Jr.", "St.": the full stop of an abbreviation is part of the word
_ABBREVIATED = re.compile(r"(?:\b[A-Z]\.|\b(?:Jr|Sr|St|Dr|Mr|Mrs|Ms|Inc|Ltd|Co|etc|vs)\.)$")


def _open_end(text: str) -> str:
    text = text.rstrip()
    if text.endswith("。") or (text.endswith(".") and not text.endswith("..") and not _ABBREVIATED.search(text)):
        return text[:-1]
    return text


# one person the memory is of: "用户的组长…", "User's coworker Tom …"; a second "用户的" / "their" is another person
_ONE_ZH = re.compile(r"^用户的[\u4e00-\u9fff]{1,4}")
_AGAIN_ZH = re.compile(r"[，,](?:她|他)(?!们)(?=是|在|很|特别|非常|挺|也|还|每|喜欢|住|做|当|有|今年|身高)")
_ONE_EN = re.compile(r"^User's [a-z][\w-]*(?: [a-z][\w-]*)?(?: [A-Z][a-z]+)? [a-z]+\b")


def plainly(content: str, language: str) -> str:
    """`content` as a memory reads: no closing full stop, no exclaiming, one subject for one person."""
    text = _open_end(content.strip())
    if language == "zh":
        if _ONE_ZH.match(text) and text.count("用户") == 1:
            text = _AGAIN_ZH.sub("，", text)
        text = kin_in_full(re.sub(r"[！!]+(?=$|[\u4e00-\u9fff])", "。", text))
    else:
        if _ONE_EN.match(text) and not re.search(r"\b(?:their|his|her|says?|said|told)\b", text):
            text = re.sub(r"(?:,| and) (?:he|she)(?:'s| is) ", " and is ", text, count=1)
            text = re.sub(r"(?:,| and) (?:he|she) (?=(?:still |also |now )?[a-z]+s\b)", " and ", text, count=1)
        text = re.sub(r"!+(?=$|\s)", ".", text)
        # "Dana is 35 not 34", "lives in Denver, not Boston": the value said, not the one it replaces
        text = re.sub(r"(\b(?:\d+|[A-Z][\w'-]*)),? not (?:\d+|[A-Z][\w'-]*)$", r"\1", text)
    return _open_end(text)
