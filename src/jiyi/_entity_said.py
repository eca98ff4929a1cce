"""How a user's sentence speaks of a person's attribute, and which part of it speaks of whom (issue #21).

`jiyi._entity_quotes` quotes the user's own sentence where the people section lacks the asked fact; a quote is
shown only when it plausibly bears on what was asked: the attribute's words ("tall", "老家"), or its value's
shape ("she's 38", "1米75", an address, "他人特别实在"), said of the member. A chat message often names several
people in one run ("Marisol - hobby: axe throwing so my intern does taxidermy stuff", "说下我实习生 叫覃铎远 然后
他电话是… 喻霖生(俺实习生)周末就知道剪视频"): what is said after another person is named is theirs, not the
member's (`member_part`).
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Sequence

from ._entity_asked import attribute_words
from ._entity_scale import says_height
from ._entity_words import RELATION_TERMS, SET_KEYS, TIE_TERMS, find_terms
from .extractors._age_en import AGE_NUM_EN, YEARS_OLD_EN
from .extractors._age_zh import AGE_ZH

__all__ = ["CONTACT", "STATED", "attributes_in", "member_part"]

#: How a statement speaks of an attribute without the word a question asks it by: "born and raised in El Paso" of
#: a hometown, "working remotely from Boise" of a work city, "got her PhD" of an education, "she's 38" of an age,
#: "he's a plumber" of a job, "she's so stubborn" / "他人特别实在" of a character, "he's really into climbing" of a
#: hobby. Only for finding the user's sentence about a member (a question is read by `attribute_words`).
STATED: dict[str, re.Pattern[str]] = {
    "age": re.compile(  # the age as the readers read it (`_age_en`, `_age_zh`), in any sentence
        rf"\bturn(?:s|ed)?\s+(?:\d{{1,3}}|[a-z]+-?[a-z]*)\b|\b\d{{1,3}}\s*{YEARS_OLD_EN}\b"
        rf"|\b(?:he|she|they)(?:'s|\s+is|\s+are|'re)\s+(?:only\s+|just\s+|about\s+)?{AGE_NUM_EN}\b"
        rf"(?!\s*(?:cm|%|'|ft|feet|foot))|{AGE_ZH}|\d{{1,3}}\s*周?岁"
        r"|\bis\s+(?:only\s+|just\s+|about\s+)?\d{1,2}\b(?![.,:/'%]\d|\s*(?:cm|m\b|%|ft|feet|foot|inch|kg|lbs?))",
        re.I,
    ),
    "birthday": re.compile(r"\bb-?days?\b", re.I),
    "title": re.compile(
        r"\b(?:vp|svp|ceo|cto|coo|cfo|cmo|director|manager|supervisor|president|chief|head\s+of|team\s+lead"
        r"|promoted)\b|经理|总监|主管|主任|组长|科长|处长|部长|总裁|副总|董事|合伙人|升职|提拔",
        re.I,
    ),
    "employer": re.compile(
        r"\bjoined\b|\bhired\b|\bemployed\b|\bgot\s+a\s+job\s+(?:at|with)\b|跳槽|入职|跳到|加入", re.I
    ),
    "trait": re.compile(
        r"\b(?:is|was|'s|are|'re)\s+(?:like\s+)?(?:so|really|super|very|kinda|kind\s+of|pretty|quite|such\s+an?"
        r"|a\s+bit|a\s+little|always|too)\s+[a-z]"
        r"|(?:人|性格|脾气|性子|他|她)(?:也|还|就|可)?(?:挺|很|特别|超级?|贼|蛮|比较|非常|太|有点|有些)",
        re.I,
    ),
    "hobby": re.compile(
        r"\binto\s+(?!the\s+(?:city|office))\w|\bobsessed\b|\bhooked\s+on\b|\bfan\s+of\b|\bcrazy\s+about\b"
        r"|迷上|沉迷|热衷|着迷|没事就|就知道|爱(?:玩|打|看|跑|去|听|唱|画|下|钓|逛|做|弹|拍)",
        re.I,
    ),
    "from": re.compile(
        r"\bborn\b|\bnative\b|\broots\b|\boriginally\b|\bgrew\s+up\b|\braised\b|\bhails?\b|老家|出生|长大|家乡|祖籍",
        re.I,
    ),
    "works_in": re.compile(
        r"\bwork(?:s|ing|ed)?\s+(?:in|at|from|out\s+of|remotely)\b|\bbased\s+in\b|\bremotely\b|\bcommut\w*|"
        r"\boffice\s+(?:is\s+)?(?:in|at)\b|\btransferred\b|\brelocated\b|上班|工作|外派|常驻",
        re.I,
    ),
    "job": re.compile(
        r"\bworks?\s+as\b|\bteach(?:es|ing)?\b|\bjob\b|\bprofession\b|\bdoes\s+[\w-]+(?:\s+[\w-]+)?\s+(?:work|stuff)\b"
        r"|\b(?:is|was|'s|became|becoming)\s+(?:a|an)\s+(?:[\w-]+\s+)?[\w-]+(?:er|or|ist|ian|ant|nurse|chef|cook|pilot"
        r"|clerk|guard|mechanic|barista|dev|vet|medic|tech)\b(?!')"
        r"|(?:当|做|干|是)(?:了|个|名|一名)?[\u4e00-\u9fff]{0,4}(?:师|员|医生|护士|警察|司机|记者|会计|老板|经理|教授|工人|律师|厨师|保安)"
        r"|(?:中学|小学|大学|学校|高中|初中)教|职业",
        re.I,
    ),
    "education": re.compile(
        r"\bph\.?\s?d\b|\bdoctorate\b|\bmaster'?s\b|\bbachelor'?s\b|\bmba\b|\bdegree\b|\bgraduat\w*|\bgrad\b"
        r"|\bhigh\s+school\b|\bdiploma\b|\bassociate'?s\b"
        r"|小学|初中|高中|中专|大专|专科|本科|硕士|博士|研究生|毕业|学历",
        re.I,
    ),
}


#: An e-mail address, a phone number: what "email" / "phone" asks for, whatever words stand before it.
CONTACT: dict[str, re.Pattern[str]] = {
    "email": re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
    "phone": re.compile(r"(?<![\w@.])\+?\d[\d\s().-]{6,}\d(?![\w@])"),
}


# "like" said as a filler ("he's like really clingy", "at UPS for like ever"), not as liking something
_FILLER_LIKE = re.compile(
    r"\b(?<=(?:is|so|um|uh|be|'s) )like\b|(?<=(?:was|are|for|and) )like\b|(?<=(?:been|just) )like\b"
    r"|\blike(?=\s+(?:really|so|super|totally|ever|\d))",
    re.I,
)


@functools.lru_cache(maxsize=4096)
def attributes_in(text: str) -> frozenset[str]:
    """The attributes `text` speaks of (a user's messages are read again on each question about their people): by
    its words, or a height by its measure ("我同事大概177厘米", "Fiona is about 5'4\"")."""
    terms = attribute_words()
    found = {a for t in find_terms(_FILLER_LIKE.sub(" ", text), terms) for a in terms[t.text]}
    if says_height(text):
        found.add("height")
    found |= {a for a, said in STATED.items() if said.search(text)}
    found |= {a for a, shape in CONTACT.items() if shape.search(text)}
    return frozenset(found)


# Where a run of chat words turns to the next thing said: a comma, a slash, a space between two Chinese words.
_CLAUSE = re.compile(r"\s*[,，;；/、]\s*|(?<=[\u4e00-\u9fff])\s+|\s+(?=[\u4e00-\u9fff])|\s+(?:so|and then)\s+", re.I)
# The words before someone else's name that are about them ("… and her husband Tom"): not the member's.
_LEADING_IN = re.compile(r"(?:\s+(?:and|but|so|um|uh|while))*\s+(?:my|his|her|their|our)(?:\s+[\w-]+){0,2}\s*$", re.I)
_SEPS = " ,，;；/、"
_TRAILING = re.compile(r"(?:\s+(?:so|and|then|but|um|uh)|然后|对|嗯|那个)+\s*$", re.I)


@functools.cache
def _kin_pattern(own: str) -> re.Pattern[str]:
    """ "my intern", "我那闺蜜": someone named by a relation word other than the member's (`own`: its key), a group
    word ("my family", "我家里") aside."""
    terms = [t for t, (key, _) in RELATION_TERMS.items() if key != own and key not in SET_KEYS]
    latin = "|".join(re.escape(t) for t in sorted((t for t in terms if t.isascii()), key=len, reverse=True))
    han = "|".join(re.escape(t) for t in sorted((t for t in terms if not t.isascii()), key=len, reverse=True))
    return re.compile(rf"\b(?:my|our)\s+(?:{latin})\b|(?:我|俺|咱)(?:的|那|家)?(?:个|位)?(?:{han})", re.I)


def _mentions(low: str, names: Sequence[str], relation: str | None = None) -> list[tuple[int, int]]:
    """(start, end) of each naming of someone in `low` (casefolded): a name, and with `relation` (the member's
    relation word) "my intern" / "我实习生" when that is not the member's relation."""
    out = []
    for n in names:
        at = low.find(n)
        while at >= 0:
            out.append((at, at + len(n)))
            at = low.find(n, at + len(n))
    if relation is not None:
        own = TIE_TERMS.get(relation, (relation, False))[0]
        out += [m.span() for m in _kin_pattern(own).finditer(low)]
    return out


def member_part(sentence: str, keys: Sequence[str], others: Sequence[str], relation: str = "") -> str:
    """What `sentence` says of the member named by `keys` (casefolded names): all of it, unless it names someone else
    (`others`: their names; or "my intern" when the member's `relation` is another). Then each clause
    belongs to whoever it names, a clause naming no one to whoever the one before it named, and a clause naming
    both is cut where the next one is named ("that's how tall my teammate Arjun is" is Arjun's, cataphora and all).
    "" when nothing of it is the member's."""
    low = sentence.casefold()
    mine = sorted(_mentions(low, keys))
    theirs = [
        (a, b)
        for a, b in _mentions(low, [o for o in others if o not in keys], relation)
        # "my teammate Arjun", "喻霖生(俺实习生)": a relation word beside the member's name is theirs
        if not any((x <= a and b <= y) or 0 <= x - b <= 2 or 0 <= a - y <= 2 for x, y in mine)
    ]
    if not theirs:
        return sentence
    if not mine:
        return ""
    marks = sorted([(a, True) for a, _ in mine] + [(a, False) for a, _ in theirs])
    cuts = [0, *(m.end() for m in _CLAUSE.finditer(sentence)), len(sentence) + 1]
    owner: bool | None = None
    spans: list[tuple[int, int]] = []
    for start, end in itertools.pairwise(cuts):
        inside = [(a, me) for a, me in marks if start <= a < end]
        if not inside:
            if owner is None:
                owner = marks[0][1]  # the run opens before anyone is named: the first one named
            if owner:
                spans.append((start, min(end, len(sentence))))
            continue
        bounds = [start, *(a for a, _ in inside[1:]), min(end, len(sentence))]
        for n, ((_, me), (a, b)) in enumerate(zip(inside, itertools.pairwise(bounds), strict=True)):
            if me:
                piece = _LEADING_IN.sub("", sentence[a:b]) if n + 1 < len(inside) else sentence[a:b]
                spans.append((a, a + len(piece)))
        owner = inside[-1][1]
    runs: list[list[int]] = []
    for a, b in spans:  # clauses side by side are quoted as one run, as said
        if runs and runs[-1][1] == a:
            runs[-1][1] = b
        else:
            runs.append([a, b])
    text = " … ".join(t for a, b in runs if (t := _TRAILING.sub("", sentence[a:b].strip(_SEPS)).strip(_SEPS)))
    return text
