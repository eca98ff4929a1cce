"""What the self-answered-question readers of both languages share (`_entities_answered`,
`_entities_answered_en`): an answer that does not know or hedges, a question that asks no attribute or of another
time, who is a person for sure, the shapes of a phone number and an e-mail, and who a he / she asked about is."""

from __future__ import annotations

import re
from collections.abc import Collection

from .._entity_asked import WHAT_LIKE, read_question
from ._kin_zh import REL_ALL
from ._referents import relation_gender

__all__ = [
    "EMAIL",
    "HEDGED",
    "NOT_ASKED",
    "NOT_NOW",
    "PERSON_SURE",
    "PHONE",
    "UNKNOWN",
    "cap",
    "focus",
    "one_attribute",
]

# An answer that does not know or will not say: nothing is stated.
UNKNOWN = re.compile(
    r"不知道|不清楚|不记得|记不清|记不得|忘了|忘记了|不晓得|保密|秘密|没问过|谁知道|天知道|说不好|说不准|不好说|"
    r"(?i:\bno idea\b|\bdunno\b|\bdon'?t know\b|\bnot sure\b|\bno clue\b|\bforgot\b|\bforget\b|\bwho knows\b|"
    r"\bbeats me\b|\bcan'?t remember\b|\bnot telling\b|\bsecret\b|\bidk\b)"
)
# An answer that guesses or hedges: "三十几", "五十多吧", "maybe 40", "I think a nurse"
HEDGED = re.compile(
    r"几|吧|吗|呢|大概|可能|好像|估计|应该|也许|左右|差不多|(?i:\b(?:maybe|probably|perhaps|i think|i guess|ish)\b)"
)

# A question that asks no attribute of the person though its words name one
NOT_ASKED = re.compile(
    r"几点|什么时候|多久|多长时间|多重|多少钱|项目|(?i:\b(?:what time|how long|how much|how many|how often|"
    r"work(?:s|ing)? (?:out|on)|favou?rite|want|wants|eat|eats|wear|wears|say|said|think|thinks)\b)"
)
# A time other than now, or a hypothetical: "明年几岁", "以前干啥的", "how old will he be", "what did she do before"
NOT_NOW = re.compile(
    r"明年|去年|前年|后年|今天|明天|昨天|以前|之前|原来|当年|那时|小时候|将来|以后|后来|退休前|要是|如果|会|"
    r"(?i:\b(?:will|would|could|should|might|if|used to|next|last|ago|yesterday|tomorrow|was|were|before|"
    r"when)\b)"
)
# A person for sure: he / she, or one named by their tie to the user
PERSON_SURE = re.compile(rf"^(?:他|她|你|您)$|{REL_ALL}|^(?i:he|she|his|her|you|your)$|^(?i:my|our)\s")
# What someone studies, asked: "what did he study (at uni)?", "what's she studying?", "他学什么的？", "她什么专业？"
_MAJOR_ASKED = re.compile(
    r"(?i:\bwhat\b.*\bstud(?:y|ying)\b|\bmajor(?:ing|ed)?\s+in\b|\bdegree\s+in\s*$)"
    r"|学(?:的)?(?:什么|啥)|(?:什么|啥|哪个)专业|专业是(?:什么|啥)"
)
PHONE = re.compile(r"\+?[\d\s\-()/.]{7,20}")
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def focus(person: str, head: str, language: str) -> str | None:
    """Who a he / she asked about is, when the sentence named one person before the question ("A GED, that's what
    my brother Anton has, and what does he do?") whose tie does not rule the pronoun out; None otherwise, and the
    language rules resolve the pronoun as they do any other."""
    he = person in ("他", "he", "his", "him") or person.lower() in ("he", "his", "him")
    she = person in ("她",) or person.lower() in ("she", "her")
    if not (he or she) or not head.strip():
        return None
    from ._entities import extract_mentions  # the facade of this package's readers: imported when used

    people = [m for m in extract_mentions(head, language=language) if m.kind == "person" and not m.pronoun]
    if len(people) != 1 or not people[0].name or relation_gender(people[0].relation) == ("m" if she else "f"):
        return None
    m = people[0]
    if language == "zh":
        return (f"我的{m.relation}" if m.relation else "") + m.name
    return f"my {m.relation} {m.name}" if m.relation else m.name


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def one_attribute(rest: str, who: str, known: Collection[str]) -> str | None:
    """The one attribute a question asks of `who` (how recall reads it), or None when it asks none or several.

    "Where's X?" and "what's X like?" are asked of places and things as much as of people ("Where's Paris?",
    "What's Python like?"): of a bare name, only of one the user's world holds."""
    q = read_question(rest, rest)
    asked = [a for a in q.attributes if a != "date" or "birthday" not in q.attributes]
    if not asked and re.search(r"手机|电话|号码|\bnumber\b|\bcell\b|\bdigits\b", rest, re.I):
        return "phone"
    if set(asked) <= {"school", "education"} and _MAJOR_ASKED.search(rest) and not NOT_NOW.search(rest):
        # "what did he study?", "她学什么的？", "他大学学的什么？": the subject studied (at the school named)
        return "major"
    if not asked:
        return None
    first = asked[0]
    others = set(asked[1:]) - set(q.either.get(first, ())) - q.optional - {"likes", "hobby"}
    # "你在哪个城市？", "which city are you in?": the city asked is where they live, not where they are this minute
    city = first == "lives_in" and re.search(r"哪个城市|哪座城市|\b(?:which|what)\s+city\b", rest, re.I)
    if (q.place and not city) or NOT_ASKED.search(rest) or (first != "birthday" and NOT_NOW.search(rest)):
        # "我妈在哪？厨房", "Where is my brother? At work.": where someone is now, not where they live; "几点下班",
        # "what time does she get off work", "where does he work out", "favorite color": no attribute of theirs;
        # "明年几岁", "how old will he be": not what holds now
        return None
    if first == "trait" and WHAT_LIKE.search(rest) and not PERSON_SURE.search(who) and who not in known:
        return None  # "What's Python like?" (read as "what's she like?": what sort of person she is)
    return None if others else first
