"""A statement wrapped in a question (issue #21): chatty users ask as they tell.

"我表哥孙立伟今年35了，你信吗？", "My cousin Dana is 34 now, can you believe it?" end on a tag question to the
listener; "还记得我表哥孙立伟吗？", "Did I tell you about my cousin Dana?", "You know my cousin Dana, right?" bring a
person up by asking about them; "did I mention she's 34?" asks whether a statement was made. The entity rules read no
question (a question states nothing), so all of these were lost whole — the fact and, for the second kind, the name
the next sentence's 他 / she goes back to.

`untag` returns what such a sentence states, for the rules to read as a statement: the clauses before a tag
question, the person brought up (a noun phrase the rules open as the subject), or the statement asked about. A real
question is left as it is: one asking for something ("你表哥多大了，35吗？", "Is Dana 34, do you think?"), a clause
before the tag that asks itself, or a tag after a question word.
"""

from __future__ import annotations

import re

from ._entities_en_words import REL_EN
from ._kin_zh import REL_ALL
from ._rules_en import QUESTION as QUESTION_EN
from ._rules_zh import QUESTION as QUESTION_ZH

__all__ = ["tie_brought_up", "untag"]

# What asks in Chinese, before the tag (the statement rules' question words, and who / how old / how many): then the
# whole is a question ("你表哥多大了，是吧？")
_ASKS_ZH = re.compile(rf"{QUESTION_ZH.pattern}|吗|呢|哪|谁|多大|几[个岁位号]")
# A clause of the listener's or an opinion asked of them, after a statement: "你信吗", "是不是挺显老的", "对吧",
# "你说呢", "厉害吧", "没想到吧", "你敢信？"
_TAG_ZH = re.compile(
    r"[，,]\s*(?:(?:你|您)[^，,。；;]{0,8}|对吧|是吧|对不对|是不是[^，,。；;]{0,8}|没想到吧|想不到吧|厉害吧|不错吧|"
    r"可以吧|好玩吧|有意思吧|神奇吧|牛吧|怎么样|咋样|哈哈|哈)[？?！!~～]*$"
)
# "还记得我表哥孙立伟吗？", "你知道我同事王芳吧？", "孙立伟你还记得吧？", "我跟你说过我表姐周梅吗？": who is brought up
_BRINGS_UP_ZH = re.compile(
    r"^(?:你|您)?(?:还)?(?:记得|知道|认识|有印象)(?P<a>[^，,。？?]{2,16}?)(?:吗|吧|么|不|没)?[？?]+$"
    r"|^(?P<b>[^，,。？?]{2,16}?)(?:你|您)(?:还)?(?:记得|知道|认识|有印象)(?:吗|吧|么|不|没)?[？?]+$"
    r"|^我(?:跟|和|给)?(?:你|您)(?:说|讲|提)(?:过|起过)?(?P<c>[^，,。？?]{2,16}?)(?:吗|没|么|没有)?[？?]+$"
)
# A person brought up is one of the user's people (我…表哥) or a name, not a thing ("记得那部电影吗？", "我想去日本")
_PERSON_ZH = re.compile(rf"^(?:我|咱)[^，,]{{0,10}}?{REL_ALL}|^[\u4e00-\u9fff]{{2,3}}$")

# What asks in English, before the tag (the statement rules' question shape, and "have" / "didn't" opening it)
_ASKS_EN = re.compile(rf"{QUESTION_EN.pattern}|^(?:have|has|didn't)\b|\?", re.I)
# ", can you believe it?", ", right?", ", you know?", ", isn't she?", ", crazy, huh?", ", no?"
_TAG_EN = re.compile(
    r",\s*(?:(?:can|could)\s+you\s+(?:believe|imagine)(?:\s+(?:it|that))?|right|you\s+know|ya\s+know|y'know|huh|eh|no|"
    r"yeah|(?:is|was|does|did|do|are|has|have)n't\s+(?:she|he|it|they|that)|don't\s+you\s+think|wouldn't\s+you\s+say|"
    r"(?:pretty\s+)?(?:crazy|wild|cool|nice|funny|impressive|amazing)(?:,?\s+(?:right|huh|eh))?)\s*[?!.]*\s*$",
    re.I,
)
# "Did I tell you about my cousin Dana?", "Have I mentioned my cousin Dana?", "You know my cousin Dana, right?",
# "Remember my cousin Dana?": who is brought up
_BRINGS_UP_EN = re.compile(
    r"^(?i:(?:did|have)\s+i\s+(?:ever\s+)?(?:tell|told|mention(?:ed)?)\s+(?:you\s+)?(?:about\s+)?"
    r"|(?:do\s+)?you\s+(?:know|remember)\s+|(?:you\s+)?remember\s+)"
    rf"(?P<p>(?i:my|our)\s+(?:[\w-]+\s+){{0,2}}?(?i:{REL_EN})s?\b[^,?]{{0,30}}?|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)"
    r"(?:,\s*(?i:right))?\s*\?+\s*$",
)
# "did I mention she's 34?", "have I told you that my cousin is a nurse?": the statement asked about
_SAID_ASKED_EN = re.compile(
    r"\b(?i:(?:did|have)\s+i\s+(?:ever\s+)?(?:mention(?:ed)?|tell\s+you|told\s+you)\s+(?:that\s+)?)"
    r"(?P<s>(?i:she|he|they|my|our)\b[^?]{3,}|(?!About\b)[A-Z][a-z]+\s[^?]{3,})\?+\s*$"
)


# "You know Ines Duarte? my boss - she …", "remember Omar Haddad? my cousin, he …", "you know Al Lee? my boss his …": a
# person brought up by name, then their tie said alone and set off (not "my boss is dating her", where the boss is
# someone else)
_TIE_BROUGHT_UP_EN = re.compile(
    r"(?P<ask>\b(?i:(?:do\s+)?you\s+know|(?:you\s+)?remember)\s+(?P<n>[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)\s*\?+\s+)"
    # "Remember Ezekiel Hart? that's my grandad, he …", "You know Ines? she's my boss - she …" ("she's. my boss": as
    # a chat's voice is tidied)
    r"(?:(?i:that's|that’s|thats|that\s+is|she's|she’s|he's|he’s|she\s+is|he\s+is)\.?\s+)?"
    rf"(?P<tie>(?i:my|our)\s+(?:[\w-]+\s+){{0,2}}?(?i:{REL_EN}))(?=\s*(?:[,:;]|\s[-–—]\s)|\.?\s+(?:and\s+)?(?:she|he|her|his)\b)",
)


def tie_brought_up(text: str) -> str:
    """`text` with a person brought up by name and tied right after ("You know Ines Duarte? my boss - she …") said as
    one ("my boss Ines Duarte - she …"), so what follows is read of them."""
    return _TIE_BROUGHT_UP_EN.sub(lambda m: f"{m['tie']} {m['n']}", text)


# Said without a question mark, these are still asides, not part of the statement ("…, can you believe it",
# "…, believe it or not", "…，你敢信", "…，厉害吧"); a bare ", no" or ", right" may be a correction
_ASIDE_EN = re.compile(
    r",\s*(?:(?:can|could)\s+you\s+(?:believe|imagine)(?:\s+(?:it|that))?|believe\s+it\s+or\s+not|no\s+joke|no\s+kidding|"
    r"if\s+you\s+can\s+believe\s+it|(?:pretty\s+)?(?:crazy|wild|nuts|insane))\s*[!.]*\s*$"
    # "… if that matters", "… if you need to ring her", "… in case you need it": a courtesy to the listener, which
    # supposes nothing of what was said (comma or none)
    r"|,?\s+(?:if\s+(?:that|it)\s+(?:matters|helps)|if\s+anyone\s+asks|(?:if|in\s+case)\s+you\s+(?:ever\s+)?(?:need|want)\s+"
    r"(?:it|(?:to\s+)?(?:call|ring|phone|text|reach|contact|email|e-mail|get\s+hold\s+of)(?:\s+(?:her|him|them))?)|"
    # "… btw, not sure I told you", "…, forgot to mention": whether it was said before, which changes nothing of it
    r"not\s+sure\s+(?:if\s+)?i\s+(?:ever\s+)?(?:told\s+you|mentioned\s+(?:it|that))(?:\s+before)?|"
    r"(?:i\s+)?forgot\s+to\s+(?:say|mention|tell\s+you)(?:\s+(?:that|this|it))?|in\s+case\s+i\s+(?:didn't|never)\s+(?:say|mention|tell\s+you))"
    r"\s*[!.]*\s*$",
    re.I,
)
# "… she's a teacher if you ever need gift ideas", "… is a plumber in case you need one": what the listener may want
# of it, after a statement; not after a request ("Call her at … if you need a ride" asks, and states nothing)
_COURTESY_EN = re.compile(r",?\s+(?:if|in\s+case|should)\s+you\s+(?:ever\s+)?(?:need|want)\b[^.!?;,]*[!.]*\s*$", re.I)
_REQUEST_EN = re.compile(
    r"^\s*(?:please\s+)?(?:call|text|ring|phone|email|e-mail|message|contact|reach|ask|tell|get|give|send|ping|dm|"
    r"hit|let|go|come|see|talk|speak)\b",
    re.I,
)
_ASIDE_ZH = re.compile(r"[，,]\s*(?:你敢信|没想到吧|想不到吧|厉害吧|不错吧|牛吧|神奇吧|你说巧不巧)[！!。~～]*$")
# ... and the same set off mid-sentence ("Marnie just hit 24, can you believe it, and she …", "他35了，你敢信，还单着")
_ASIDE_MID_EN = re.compile(
    r",\s*(?:(?:can|could)\s+you\s+(?:believe|imagine)(?:\s+(?:it|that))?|believe\s+it\s+or\s+not|no\s+joke|"
    r"no\s+kidding|if\s+you\s+can\s+believe\s+it|"
    # "My trainee, Tallulah Hart, you'll hear about a lot - she …": who the listener will hear of, no fact of them
    r"you(?:'ll|’ll|\s+will)\s+(?:hear(?:\s+(?:about|of))?(?:\s+(?:her|him|them))?|meet\s+(?:her|him|them))(?:\s+a\s+lot|"
    r"\s+soon|\s+loads)?)\s*[!]*\s*(?=,|\s[-–—]\s)",
    re.I,
)
_ASIDE_MID_ZH = re.compile(r"[，,]\s*(?:你敢信|没想到吧|想不到吧|你说巧不巧)[！!~～]*\s*(?=[，,])")


def drop_aside(sentence: str, language: str) -> str:
    """`sentence` without a closing chat aside ("…，厉害吧" -> "…", "…, can you believe it" -> "…"), as said when
    that would leave too little."""
    sentence = (_ASIDE_MID_ZH if language == "zh" else _ASIDE_MID_EN).sub("", sentence)
    aside = (_ASIDE_ZH if language == "zh" else _ASIDE_EN).search(sentence)
    if aside is None and language != "zh" and not _REQUEST_EN.match(sentence):
        aside = _COURTESY_EN.search(sentence)
    head = sentence[: aside.start()].rstrip() if aside else ""
    return head if len(head) >= 4 else sentence


def untag(sentence: str, language: str) -> str | None:
    """What `sentence` states when it wraps a statement in a question (see the module docstring), else None."""
    s = sentence.strip()
    if not s:
        return None
    if not re.search(r"[？?]", s):
        head = drop_aside(s, language)
        return head + ("。" if language == "zh" else ".") if head != s else None
    return _untag_zh(s) if language == "zh" else _untag_en(s)


def _untag_zh(s: str) -> str | None:
    m = _BRINGS_UP_ZH.match(s)
    if m:
        who = (m["a"] or m["b"] or m["c"] or "").strip()
        return who + "。" if who and _PERSON_ZH.search(who) and not _ASKS_ZH.search(who) else None
    tag = _TAG_ZH.search(s)
    if tag is None:
        return None
    head = s[: tag.start()].strip()
    if len(head) < 4 or _ASKS_ZH.search(head):
        return None
    return head + "。"


def _untag_en(s: str) -> str | None:
    m = _BRINGS_UP_EN.match(s)
    if m:
        return m["p"][:1].upper() + m["p"][1:] + "."
    m = _SAID_ASKED_EN.search(s)
    if m:
        head = s[: m.start()].rstrip(" ,—–-")
        said = m["s"].strip()
        return f"{head}. {said[:1].upper() + said[1:]}." if head else said[:1].upper() + said[1:] + "."
    tag = _TAG_EN.search(s)
    if tag is None:
        return None
    head = s[: tag.start()].strip()
    if len(head.split()) < 3 or _ASKS_EN.search(head):
        return None
    return head + "."
