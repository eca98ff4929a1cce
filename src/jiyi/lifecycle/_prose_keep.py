"""Which statements the offline profile says: what is about the user, as prose (`jiyi.lifecycle._prose`).

The profile is "About the user". What the user told of other people ("User's roommate Jonty - based in Toronto",
"用户的表姐去年搬到了成都") belongs in the people section of the context, read from the entity table and shown when
a message is about them; in the paragraph it crowds out the user and reads as a list of strangers. Who is in the
user's life stays, said as a relation and a name ("李明的女朋友叫小雨", "their wife is Anna", "has a dog named
Biscuit"), and nothing more of them.

Nor does the paragraph splice in a statement that is not prose: a chat note ("That gig - mostly singing along",
"工作地｜温哥华"), several sentences run into one memory ("… in Muskoka.User was at the game"), or a statement about
something that is not the user at all (one that never names them: "Rafe works in Toronto", "上次那个聚会一共一整天").
"""

from __future__ import annotations

import functools
import re

from .._entity_words import RELATION_TERMS

__all__ = ["profile_statement"]

# A chat note's shape: a dash, an equals sign or a bar between a label and its value, a trailing label.
# Chinese prose has no space between two words, nor a tilde: "工作地 温哥华~" is dictation.
_NOTE = re.compile(r"\s[-–=]\s|\s[-–=]$|[|｜~～]|\s=\S|\S=\s|^[-–=]\s|(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])")
# A memory that runs several sentences together (a new one starting right after a full stop, or mid-statement).
_RUN_ON = re.compile(r"[.!?](?=[A-Za-z])|[.!?]+\s+[A-Z]|[。！？](?=.)")
# A statement that opens on someone's name: "Rafe works in Toronto", "Claire and Tom got married".
_NAMED_FIRST = re.compile(
    r"^(?!(?:The|That|This|These|Those|Our|Their|A|An|On|In|At|By|For|From|Last|Next|Every|Each|Coming|It|There|My"
    r"|Some|Today|Tomorrow|Tonight|Yesterday|User)\b)[A-Z][a-z]+(?:\s[A-Z][a-z]+)?\s+(?:is|was|has|had|got|works|lives|will|and)\b"
)
# The user as the one doing it: "On October 31 User and their wife went hiking", "…，用户也去了"; not "给用户带了特产"
_USER = re.compile(r"\b(?:User|the user)\b|(?:^|[，,；;])用户(?!的)", re.I)
_WHOSE = re.compile(r"[(（]用户的[^)）]{1,8}[)）]|[(（](?:User|the user)'s [^)）]{1,20}[)）]", re.I)


@functools.cache
def _relation_start(language: str) -> re.Pattern[str]:
    """A statement's rest that starts with someone of the user's ("roommate Jonty …", "表姐去年…", "家的橘猫…")."""
    terms = sorted((t for t in RELATION_TERMS if t.isascii() == (language != "zh")), key=len, reverse=True)
    alt = "|".join(re.escape(t) for t in terms)
    if language == "zh":
        return re.compile(rf"^(?:家里?的?)?[^，。是在]{{0,2}}(?:{alt})")
    return re.compile(rf"^(?:(?:best|little|big|older|younger|new|old|step|late)\s+)?(?:{alt})\b", re.I)


# After the relation: a name and nothing else ("女朋友叫小雨", "家的橘猫叫橘子", "下属是吴杰明", "wife is Anna").
_NAMING = {
    "zh": re.compile(r"^(?:的名字)?(?:叫|名叫|叫做|是)[^，。；\s的]{1,6}$"),
    "en": re.compile(r"^(?:'s name)?\s+(?:is|'s)\s+(?:called\s+|named\s+)?[A-Z][\w'-]+(?:\s[A-Z][\w'-]+)?$"),
}
_HAS = {
    # "有个女儿", "养了一只猫叫橘子": the user has them
    "zh": re.compile(r"^(?:有|养了|养着)(?:一?[个只条位])?[^，。；\s]{1,6}(?:，?(?:叫|名叫)[^，。；\s]{1,6})?$"),
    # "has a dog named Biscuit", "adopted a puppy", "has two kids"
    "en": re.compile(
        r"^(?:has|adopted|got|is married to)\s+(?:a|an|one|two|three|four|\d)?\s*[\w-]+(?:\s[\w-]+)?"
        r"(?:\s(?:named|called)\s[A-Z][\w'-]+)?$"
    ),
}
# Someone else named as the user's: "吴杰明是用户的下属", "Claire Sato is User's boss".
_THEIRS = {
    "zh": re.compile(r"^[^，。；\s]{2,8}是用户的[^，。；\s]{1,6}$"),
    "en": re.compile(r"^[A-Z][\w'-]+(?:\s[A-Z][\w'-]+)?\s+is\s+(?:User's|the user's|their)\s+[\w-]+(?:\s[\w-]+)?$"),
}


_CLAUSE_START = re.compile(r"(\S+)\s(?!User\b)[A-Z][a-z]+\s(?:has|is|was|got|works|lives)\b")
# fmt: off
_JOINS = frozenset([
    "and", "but", "so", "or", "because", "while", "when", "where", "that", "who", "said", "says", "with", "if", "as",
    "since", "until", "after", "before", "than",
])
# fmt: on


def _runs_into_another(rest: str) -> bool:
    """An English statement that runs into one about someone else with no word to join them: "… at TD Place in Ottawa
    Arjun has a master's"."""
    return any(m[1].lower() not in _JOINS for m in _CLAUSE_START.finditer(rest))


def _first_clause(rest: str, language: str) -> str:
    return re.split(r"[，,；;]", rest, maxsplit=1)[0].strip() if language == "zh" else rest


def profile_statement(subject: str, rest: str, text: str, language: str, kind: str) -> str | None:
    """What of a statement the profile says (its `rest`, after the subject `subject`: subj / poss / lesson / none;
    `text`, the memory as stored), or None when the profile leaves it to the rest of the context: a fact about
    someone else beyond who they are, a statement about something not the user, a chat note or a run of them."""
    lang = "zh" if language == "zh" else "en"
    if _NOTE.search(rest) or _RUN_ON.search(rest) or _runs_into_another(rest):
        return None
    if _WHOSE.search(text):  # "宓蔓琳(用户的搭档)干了快十年": about the one it names as the user's
        return None
    if subject == "lesson":
        return rest
    people = kind == "person" or (subject in ("poss", "subj") and bool(_relation_start(lang).match(rest)))
    if subject == "none":
        if _THEIRS[lang].match(first := _first_clause(rest, lang)):
            return first  # "吴杰明是用户的下属", not what else is said of him
        if people or (lang == "en" and _NAMED_FIRST.match(rest)):
            return None
        # about the user when it names them ("On October 31 User and their wife went hiking"), not as whose someone
        # is ("覃烨磊(用户的搭档)是本科毕业"); a plan is theirs ("That cottage weekend is at Lake Rosseau")
        return rest if kind == "plan" or _USER.search(_WHOSE.sub("", text)) else None
    if not people and not (subject == "subj" and _HAS[lang].match(rest)):
        return rest
    first = _first_clause(rest, lang)
    # "用户的女朋友叫小雨", "用户家的橘猫叫橘子"
    if subject != "none" and (m := _relation_start(lang).match(first)) and _NAMING[lang].match(first[m.end() :]):
        return first
    if subject == "subj" and _HAS[lang].match(first):
        return first
    return None
