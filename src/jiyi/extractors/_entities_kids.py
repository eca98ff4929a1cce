"""The user's children named together (issue #21): "I have two boys, Jake is 10 and Sam is 7", "my kids are Mia (6)
and Leo (3)", "How old are they?" after "took the kids to the zoo" then "Mia's 6 and Leo's 3";
"我家老大叫豆豆，今年9岁，老二叫米米，5岁", "我有两个孩子，大的叫豆豆9岁，小的叫米米5岁"; and unnamed, by their
order: "my eldest is 12 and the youngest is 4" ("My eldest kid is 12. My youngest kid is 4.").

Parents name their children as a set, and the readers read one person to a clause: the first child got the age and
no tie, the second nothing ("老二" is no relation word, and "Jake is 10" says nobody's son). `kids_said` restates the
set one child at a time ("My son Jake is 10. My son Sam is 7.", "我孩子豆豆今年9岁。我孩子米米今年5岁。"): each child
with the tie the set was said with (boys / sons -> son, girls -> daughter, 大女儿 -> 女儿, else kid / 孩子). Only when
the message, the user's last one, or the assistant's question says the children are the user's ("my kids", "the
kids", "两个孩子", "我家老大…老二…"), and every age is a child's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ._age_zh import AGE_ZH

__all__ = ["CHILD_BY_ORDER_ZH", "kids_said"]

_NUM_EN = r"(?:1[0-9]|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)"
# "my kids", "the kids", "our two boys", "both girls", "I have 3 kids" — not "my sister's kids" (someone else's)
_KIDS_EN = re.compile(
    r"(?<!['’]s )\b(?:my|our|the|both|two|three|four|2|3|4)\s+(?:(?:two|three|little|young|youngest|eldest|twin)\s+)?"
    r"(?P<w>kids|children|boys|girls|sons|daughters|twins|little ones)\b",
    re.I,
)
_YOUR_KIDS_EN = re.compile(
    r"\byour\s+(?:two\s+|three\s+|little\s+)?(?P<w>kids|children|boys|girls|sons|daughters|twins)\b", re.I
)
# "How old are they?" of the children the user's last message spoke of
_THEY_EN = re.compile(r"\b(?:they|them|their)\b", re.I)
# "Jake is 10", "Mia's 6", "Mia (6)", "Leo, 3", "Sam just turned 7"
_PAIR_EN = re.compile(
    rf"\b(?P<n>[A-Z][a-z]+)(?:['’]s|\s+is|\s+just\s+turned|\s+turned|\s*,|\s*\(|\s+aged)?\s*(?P<a>{_NUM_EN})\b"
    r"(?:\s*(?:years?\s+old|yrs?(?:\s+old)?|y/?o|\)))?"
)
# Words that are no child's name before an age ("I'm 6", "Grade 3", "Room 4")
_NOT_NAME_EN = re.compile(r"^(?:I|We|They|He|She|It|Grade|Year|Room|Age|Aged|Ages|And|But|So|Both|The|My|Our)$")
# "my eldest is 12", "the youngest just turned 4", "our middle one's 9": a child by their order among the user's
_ORDER_EN = re.compile(
    rf"\b(?P<d>my|our|the)\s+(?P<o>eldest|oldest|youngest|middle\s+one|middle\s+child|little\s+one|baby)"
    rf"(?:\s+(?P<g>son|daughter|boy|girl|kid|child))?(?:['’]s|\s+is|\s+just\s+turned|\s+turned|\s+is\s+turning|,)\s*"
    rf"(?P<a>\d{{1,2}}|{_NUM_EN})\b(?!\s*(?:%|am|pm|o['’]clock|:|minutes|mins|hours|weeks|months|kg|lbs|cm|grand|quid|dollars))",
    re.I,
)
_ORDER_AS = {"baby": "youngest", "little": "youngest", "middle": "middle"}
_GENDER_EN = {"boys": "son", "sons": "son", "girls": "daughter", "daughters": "daughter"}

# "我有两个孩子", "俩娃", "我家两个娃", "二胎" — the children said to be the user's
_KIDS_ZH = re.compile(r"(?:两|俩|三|仨|几)个?(?:孩子|娃|小孩|宝宝|儿子|女儿|闺女)|二胎|三胎|(?:我家|我们家)(?:孩子|娃)")
# "老大叫豆豆，今年9岁", "小的叫米米5岁", "大女儿朵朵今年7岁", "二宝叫糖糖，三岁"
# the user's children by their order, unnamed ("老二上初中了"); 大的 / 小的 only in a set ("大的7岁，小的3岁")
CHILD_BY_ORDER_ZH = r"(?:老大|老二|老三|老幺|老小|大宝|二宝|三宝|小宝)"
_BY_ORDER_ZH = rf"(?:{CHILD_BY_ORDER_ZH[3:-1]}|大的|小的)"
_ORDINAL_ZH = rf"(?:{_BY_ORDER_ZH}|(?:大|二|三|小)(?:儿子|女儿|闺女))"
_ITEM_ZH = re.compile(
    rf"(?P<o>{_ORDINAL_ZH})(?:叫做?|名叫|是)?(?P<n>[\u4e00-\u9fff]{{2,3}}?)[，,、\s]*(?:今年|已经|都)?[，,\s]*"
    rf"(?P<a>{AGE_ZH})"
)


# Words after an order word that are no child's name ("老大今年7岁", "大宝已经8岁", "二宝刚满2岁")
_NOT_NAME_ZH = re.compile(r"^(?:今年|已经|刚满|刚|才|都|快|马上|也|还|上|在|读|念|满|差不多|虚岁|周岁)")
# A child said by their order, unnamed ("老大7岁", "大的上初中了", "小的才三岁"); 大的 / 小的 are said as 老大 / 老小
_HOME_ZH = r"(?:我们家|我家|咱家|俺家|咱们家)"
_ORDER_ZH = re.compile(rf"^{_HOME_ZH}?(?P<o>{_BY_ORDER_ZH})$")
_ORDER_SPLIT_ZH = re.compile(rf"({_HOME_ZH}?{_BY_ORDER_ZH})")
_ORDER_AS_ZH = {"大的": "老大", "小的": "老小"}  # "大的…小的…" of two is 老大 and 老二
_MY_HOME_ZH = re.compile(rf"{_HOME_ZH}的?{_BY_ORDER_ZH}")
# someone else's children ("我姐家老大", "他家的老二", "同事的大宝"), a wish ("要是老大…")
_THEIRS_ZH = re.compile(rf"(?<![我咱俺们])(?:家|的){_BY_ORDER_ZH}|要是|如果|假如|万一")


def kids_said(text: str, recent: Sequence[str] = (), asked: str = "") -> str | None:
    """`text` restated one child at a time when it names the user's children as a set, else None."""
    if re.search(r"[\u4e00-\u9fff]", text):
        return _zh(text)
    return _en(text, recent, asked)


def _en(text: str, recent: Sequence[str], asked: str) -> str | None:
    if said := _in_order_en(text):
        return said
    pairs = [(m["n"], m["a"]) for m in _PAIR_EN.finditer(text) if not _NOT_NAME_EN.match(m["n"])]
    if not pairs or len({n for n, _ in pairs}) != len(pairs):
        return None
    cue = _KIDS_EN.search(text)
    question = asked.rsplit("?", 1)[0] if "?" in asked else ""
    last = recent[-1] if recent and isinstance(recent[-1], str) else ""
    if cue is None and question:  # "How old are your kids?" / "How old are they?" after "took the kids …"
        cue = _YOUR_KIDS_EN.search(question) or (_KIDS_EN.search(last) if _THEY_EN.search(question) else None)
        if cue is None or len(pairs) < 1:
            return None
    elif cue is None or len(pairs) < 2:
        return None  # one name and a number, with no children said, may be anyone's anything
    tie = _GENDER_EN.get(cue["w"].lower(), "kid")
    return " ".join(f"My {tie} {n} is {a}." for n, a in pairs)


def _zh(text: str) -> str | None:
    items = [m for m in _ITEM_ZH.finditer(text) if not _NOT_NAME_ZH.match(m["n"])]
    if not items:
        return _in_order_zh(text)
    if len(items) < 2 and not _KIDS_ZH.search(text):
        return None  # "我们老大叫王强，45岁": one 老大 with no children said is the boss
    said = []
    for m in items:
        o = m["o"]
        tie = "儿子" if o.endswith("儿子") else "女儿" if o.endswith(("女儿", "闺女")) else "孩子"
        age = m["a"] if "岁" in m["a"] else m["a"] + "岁"
        said.append(f"我{tie}{m['n']}今年{age}。")
    return "".join(said)


def _in_order_zh(text: str) -> str | None:
    """ "老大7岁，老二3岁", "大的上初中了，小的才三岁", "俩娃，老大十岁老二五岁" as "我家老大7岁。我家老二3岁。": each
    unnamed child said by their order a clause of its own, as the user's ("我家老大" is read as a tie), when the
    message says two of them or that the children are the user's; None otherwise."""
    if re.search(r"[？?吗嘛]\s*$", text) or _THEIRS_ZH.search(text):
        return None  # "老大几岁了？", "我姐家老大7岁，老二3岁": a question, someone else's children
    clauses = [c.strip() for c in re.split(r"[，,。；;！!～~\s]+", text) if c.strip()]
    said: list[str] = []
    rest: list[str] = []  # what else the message says stays to be read ("…，我老婆在杭州当老师")
    for clause in clauses:
        parts = [p for p in _ORDER_SPLIT_ZH.split(clause) if p]
        before = len(said)
        for i, part in enumerate(parts):
            m = _ORDER_ZH.match(part)
            if m and i + 1 < len(parts) and not _ORDER_ZH.match(parts[i + 1]):
                said.append(f"我家{_ORDER_AS_ZH.get(m['o'], m['o'])}{parts[i + 1].lstrip('也还则呢')}。")
        if len(said) == before:
            rest.append(clause)
    if len(said) == 2 and said[1].startswith("我家老小") and said[0].startswith("我家老大"):
        said[1] = "我家老二" + said[1][4:]
    orders = [s[2:4] for s in said]
    if not said or len(set(orders)) != len(orders):
        return None
    if len(said) < 2 and not (_KIDS_ZH.search(text) or _MY_HOME_ZH.search(text)):
        return None  # "老大今年高考" alone may be the boss's news
    return "".join(said) + ("，".join(rest) + "。" if rest else "")


def _in_order_en(text: str) -> str | None:
    """ "my eldest is 12 and the youngest is 4" as "My eldest kid is 12. My youngest kid is 4.", when the children
    are the user's ("my" / "our" once) and no order is said twice; None otherwise."""
    if text.rstrip().endswith("?"):
        return None  # "is my eldest 12?": a question says nothing
    items = list(_ORDER_EN.finditer(text))
    # the baby and the little one of a set are its youngest
    orders = [_ORDER_AS.get(m["o"].lower().split()[0], m["o"].lower().split()[0]) for m in items]
    if not items or not any(m["d"].lower() in ("my", "our") for m in items) or len(set(orders)) != len(orders):
        return None
    if re.search(r"\b(?:his|her|their|your)\s+(?:eldest|oldest|youngest|middle|kids|children)\b", text, re.I):
        return None  # "my sister's eldest …", "her youngest is 4": someone else's children
    if re.search(r"['’]s\s+(?:eldest|oldest|youngest|middle)\b", text, re.I):
        return None
    said = [f"My {o} {(m['g'] or 'kid').lower()} is {m['a']}." for o, m in zip(orders, items, strict=True)]
    # what else the message says stays to be read ("…, and my wife Sarah is 40")
    rest = _ORDER_EN.sub(" ", text)
    rest = re.sub(r"^[\s,;.!]*(?:and|&)?[\s,;.!]*|[\s,;.!]+$", "", re.sub(r"\s+", " ", rest))
    return " ".join(said + ([rest[0].upper() + rest[1:] + "."] if len(rest.split()) >= 2 else []))
