"""Comparing a candidate with the related memories: slots, text overlap, corrections and forget requests.

A *slot* is what a statement is about, with the value it gives, read from text in either language:

=================  ==========================================  ==========================================
slot               zh                                          en
=================  ==========================================  ==========================================
name / nickname    用户叫李明 / 用户希望被称为小明              User's name is Li Ming / User wants to be called Tom
job                用户是后端工程师 / 用户做后端                User is a backend engineer
employer           用户在云帆科技上班                           User works at Google
work_city / city   用户在上海工作 / 用户住在杭州                User works in Berlin / User lives in Berlin
hometown           用户老家在成都 / 用户是成都人                User is from Chengdu
address:<kind>     用户的外卖地址…                             User's home address …
person:<relation>  用户的女朋友叫小雨                           User's girlfriend is called Xiaoyu
pet                用户家的橘猫叫橘子 / 用户的猫叫咪咪          User's cat is called Mimi
taste:<object>     用户喜欢猫 (like) / 用户不喜欢香菜 (dislike)  User likes cats / User hates cilantro
tool:<category>    用户用 FastAPI 和 PostgreSQL (web, db)       We use PostgreSQL (db)
=================  ==========================================  ==========================================

Same slot, same value: a restatement (boost, or skip when the old memory says more). Same slot, another
value: the old memory is updated (a new version supersedes it). Tool slots only conflict for
categories where one choice replaces another (web framework, frontend, database, cache, queue,
editor), there also when the user says their taste changed ("现在更喜欢 React", "these days I prefer
React over Vue"), or in any category when the user says they switched ("改用", "switched to");
languages, clouds and OSes pile up otherwise.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from .._models import MemoryRecord
from .._text import content_hash
from ._rules_common import Candidate, find_tools, is_place, place_aliases, tool_mentions
from ._rules_en_facts import to_third_person_en
from ._rules_zh_facts import NAME_BAD, SURNAMES, to_third_person_zh

__all__ = [
    "Match",
    "forget_matcher",
    "infer_slots",
    "match_candidate",
    "match_forget_all",
    "said_more_of_person",
    "same_value",
    "similarity",
]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_EXCLUSIVE = frozenset({"web", "frontend", "db", "cache", "queue", "editor", "slides"})
_SWITCH_LABELS = frozenset({"技术栈变更", "stack change"})
# A changed taste ("现在更喜欢 React") replaces the old choice only where one choice excludes another.
_TASTE_CHANGE_LABELS = frozenset({"喜好变更", "preference change"})
_TOOL_LABELS = frozenset({"技术栈", "技术决定", "tech stack", "decision"}) | _SWITCH_LABELS | _TASTE_CHANGE_LABELS
# What follows these is the choice given up ("React over Vue", "用 React 而不是 Vue"), not the one made.
_GIVEN_UP = re.compile(r"\s+(?:over|instead of|rather than)\s+|而不是|而非|不用|胜过", re.IGNORECASE)
_STOP = _words("用户 user user's users the a an is are to of and in at on for with that this their they")
_V = r"([^，。,；;（()]{1,24}?)(?=$|[，。,；;（()]|\s+(?:and|but)\b)"
_W = r"([^，。,；;（()]{1,24}?)"  # a value followed by a fixed word ("在{_W}工作")
_S = r"(?:用户|我)"
_ADV = r"(?:现在|目前|已经|也|还|都|就|真的|是真|真|一直|特别|非常|很|超|最|比较|挺|太|是|开始){0,4}"
_JOB = (
    r"(?:工程师|程序员|开发者|开发|设计师|经理|总监|主管|老师|教师|教授|学生|研究生|博士生|医生|护士|律师|会计|作家|"
    r"记者|编辑|研究员|科学家|分析师|架构师|运维|测试|创业者|自由职业者|实习生|公务员|产品|运营|全栈|前端|后端)"
)
_EN_JOB = (
    r"(?:engineer|developer|programmer|dev|designer|teacher|professor|student|doctor|nurse|lawyer|manager|director|"
    r"scientist|researcher|analyst|consultant|architect|writer|founder|ceo|cto|pm|accountant|intern|freelancer)"
)
_REL = (
    r"(?:女朋友|男朋友|老婆|老公|媳妇|妻子|丈夫|太太|对象|爸爸|妈妈|父亲|母亲|儿子|女儿|孩子|哥哥|姐姐|弟弟|妹妹|老板|"
    r"领导|上司|经理|主管|组长|导师|同事|室友|好朋友|朋友|闺蜜|兄弟|发小|搭档|合伙人|同学|邻居|下属|手下|部下|学生|客户|队友|"
    r"girlfriend|boyfriend|wife|husband|partner|mom|mother|dad|father|"
    r"son|daughter|brother|sister|boss|manager|mentor|colleague|coworker|roommate|best friend|friend)"
)
_Z = re.IGNORECASE
#: Relations a user usually has several of.
_MANY = re.compile(
    r"孩子|儿子|女儿|哥哥|姐姐|弟弟|妹妹|同事|室友|好朋友|朋友|闺蜜|兄弟|发小|搭档|合伙人|同学|邻居|下属|手下|部下|学生|客户|"
    r"队友|son|daughter|brother|sister|colleague|coworker|"
    r"roommate|best friend|friend"
)
_END = r"(?=$|[，。,；;（()])"

_SLOT_RULES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("nickname", (rf"{_S}希望被称为\s*{_V}", rf"\buser (?:goes by|wants to be called)\s+{_V}")),
    ("name", (rf"{_S}(?:的名字|的全名)?(?:叫|名叫|的名字是)\s*{_V}", rf"\b(?:user'?s|my) name is\s+{_V}")),
    ("job", (rf"{_S}{_ADV}(?:是|当)(?:一名|一个|一位|个|名)?\s*([^，。,；;（()]{{0,14}}?{_JOB}){_END}",)),
    ("job", (rf"{_S}{_ADV}(?:做|干|搞)\s*([^，。,；;（()]{{0,12}}?(?:{_JOB}|开发|工程|设计|算法|数据)){_END}",)),
    ("job", (rf"\b(?:user|i)\s+(?:is|am|'m|works as)\s+(?:an?\s+)((?:[\w+#.-]+\s+){{0,3}}?{_EN_JOB})s?\b",)),
    ("employer", (rf"{_S}{_ADV}(?:在|于)\s*{_W}\s*(?:工作|上班|任职|实习|供职)",)),
    ("employer", (rf"\b(?:user|i)\s+(?:works?|is working|am working|'m working)\s+(?:at|for|in)\s+{_V}",)),
    (
        "city",
        (rf"{_S}{_ADV}(?:住在|住|家在)\s*{_V}", rf"\b(?:user|i)\s+(?:lives?|is based|am based|'m based)\s+in\s+{_V}"),
    ),
    (
        "hometown",
        (
            rf"{_S}(?:老家在|老家是|来自)\s*{_V}",
            rf"{_S}是([\u4e00-\u9fff]{{2,5}})人",
            rf"\b(?:user|i)\s+(?:is|am|'m|comes?)\s+from\s+{_V}",
        ),
    ),
    (
        "pet",
        (
            rf"家的(?:[\u4e00-\u9fff]{{0,3}}?(?:猫|狗))叫\s*{_V}",
            rf"的(?:猫|狗|猫咪|狗狗)叫\s*{_V}",
            rf"'s (?:cat|dog|puppy|kitten) is (?:called|named)\s+{_V}",
        ),
    ),
)
_PATTERNS = tuple((slot, re.compile("|".join(alternatives), _Z)) for slot, alternatives in _SLOT_RULES)
_PERSON = re.compile(
    rf"的({_REL})(?:叫|名叫)\s*{_V}"
    rf"|'s ({_REL})(?: is called| is named|'s name is| name is)\s+{_V}"
    rf"|'s ({_REL}) ([A-Z][a-z]+) "
)
# The same person said the other way round: "钱浩然是用户的下属", "用户下属钱浩然" (a restated "我下属钱浩然").
_PERSON_NAME_FIRST = re.compile(rf"(?:^|(?<=[，。,；;\s]))([\u4e00-\u9fff]{{2,4}}?|[A-Z][a-z]+)是用户的?({_REL}){_END}")
_PERSON_BARE = re.compile(rf"用户({_REL})([\u4e00-\u9fff]{{2,4}}?){_END}")
_ADDRESS = re.compile(r"的(?P<k>[\u4e00-\u9fff]{0,4}?)(?:地址|住址)|\b(?:user'?s|my) (?P<k2>\w+ )?address\b", _Z)
_ZH_ADV = r"(?:[很超真是也还都就一直特别非常最比较挺太]){0,4}"
_DISLIKE = re.compile(
    rf"(?:用户|我){_ZH_ADV}(?:不喜欢|不太喜欢|不爱吃|不爱喝|不爱|讨厌|受不了|反感|不吃|不喝|不能吃|吃不了|戒了)\s*"
    r"(?P<o>[^，。,；;（()]{1,20})"
    r"|\b(?:user|i)\s+(?:\w+ly\s+|really\s+|just\s+){0,4}(?:doesn't like|does not like|don't like|do not like|"
    r"dislikes?|hates?|can't stand|cannot stand|doesn't eat|don't eat|avoids?)\s+(?P<o2>[^,.;()]{1,40})",
    _Z,
)
_LIKE = re.compile(
    rf"(?:用户|我){_ZH_ADV}(?:喜欢|爱吃|爱喝|热爱|喜爱|偏爱|爱)\s*(?P<o>[^，。,；;（()]{{1,20}})"
    r"|\b(?:user|i)\s+(?:\w+ly\s+|really\s+|also\s+|just\s+|still\s+){0,4}(?:likes?|loves?|enjoys?|adores?)\s+"
    r"(?P<o2>[^,.;()]{1,40})",
    _Z,
)
_FORGET_HINTS = (
    (re.compile(r"住址|地址|住哪|住在|address|where i live", _Z), ("city", "address:")),
    (re.compile(r"名字|叫什么|\bname\b", _Z), ("name", "nickname")),
    (re.compile(r"工作|公司|单位|\bjob\b|\bwork\b|employer", _Z), ("employer", "job")),
    (re.compile(r"职业|\bprofession\b", _Z), ("job",)),
)


def _norm(value: str) -> str:
    v = unicodedata.normalize("NFKC", value).lower().strip()
    v = re.sub(r"^(?:(?:the|a|an)\s+(?=[a-z])|做|搞|干)", "", v)
    v = re.sub(r"[\W_]+", "", v)
    return v[:-1] if len(v) > 3 and v.endswith("s") and v.isascii() else v


def _name_like(name: str) -> bool:
    """A Chinese given name as people are called (a surname, or 小/老/阿 first), not "说了" in "用户同事说了"."""
    return (name[0] in SURNAMES or name[0] in "小老阿") and not NAME_BAD.search(name)


def infer_slots(text: str, memory_type: str = "fact", *, tools: bool = True) -> dict[str, str]:
    """Slot -> normalised value for a memory text, in either language (see the module table)."""
    slots: dict[str, str] = {}
    for slot, pattern in _PATTERNS:
        if slot in slots:
            continue
        m = pattern.search(text)
        if m:
            value = next((g for g in m.groups() if g), "")
            if slot == "employer" and is_place(value):
                slot = "work_city"
            if value:
                slots[slot] = _norm(value)
    people = [(g[i], g[i + 1] or "") for g in (m.groups() for m in _PERSON.finditer(text)) for i in (0, 2, 4) if g[i]]
    people += [(m.group(2), m.group(1)) for m in _PERSON_NAME_FIRST.finditer(text)]
    people += [(m.group(1), m.group(2)) for m in _PERSON_BARE.finditer(text) if _name_like(m.group(2))]
    for rel, said_name in people:
        name = _norm(said_name)
        # One holds the place of a girlfriend or a boss; colleagues and friends are many: "用户的同事叫王芳"
        # is another colleague, not a correction of "用户的同事叫王明" (the name is part of the slot).
        slots[f"person:{rel.lower()}:{name}" if _MANY.fullmatch(rel.lower()) else f"person:{rel.lower()}"] = name
    m = _ADDRESS.search(text)
    if m:
        slots[f"address:{_norm(m.group('k') or m.group('k2') or '')}"] = "?"
    if memory_type in ("preference", "personal", "manual", "fact"):
        dis = _DISLIKE.search(text)
        like = None if dis else _LIKE.search(text)
        hit, value = (dis, "dislike") if dis else (like, "like")
        if hit is not None:
            obj = _norm(hit.group("o") or hit.group("o2") or "")
            if obj:
                slots[f"taste:{obj}"] = value
    if tools and memory_type in ("fact", "preference", "manual"):
        for category, names in find_tools(text).items():
            slots[f"tool:{category}"] = names
    return slots


def _tokens(text: str) -> set[str]:
    t = unicodedata.normalize("NFKC", text).lower()
    t = re.sub(r"[（(]\d{4}-\d{2}[^）)]*[）)]", " ", t)  # the appended absolute date is not content
    out: set[str] = set()
    for run in re.findall(r"[\u4e00-\u9fff]+|[a-z0-9][a-z0-9+#.'-]*", t):
        if run[0] >= "\u4e00":
            run = run.replace("用户", "").replace("我", "")
            out.update(run[i : i + 2] for i in range(len(run) - 1))
            if len(run) == 1:
                out.add(run)
        elif run not in _STOP:
            out.add(re.sub(r"(?:ing|ed|es|s|er)$", "", run) if len(run) > 4 else run)
    return out


def similarity(a: str, b: str) -> tuple[float, float]:
    """(share of a's tokens found in b, share of b's tokens found in a); Han as character pairs."""
    ta, tb = _tokens(a), _tokens(b)
    if not ta or not tb:
        return 0.0, 0.0
    common = len(ta & tb)
    return common / len(ta), common / len(tb)


@dataclass(frozen=True)
class Match:
    """What to do with a candidate: the action, the related memory it concerns, and the new content."""

    action: Literal["add", "update", "boost", "skip"]
    target: MemoryRecord | None = None
    content: str = ""
    why: str = ""


def _script(value: str) -> str:
    return "han" if re.search(r"[\u4e00-\u9fff]", value) else "latin"


def _candidate_slots(c: Candidate) -> dict[str, str]:
    text = _GIVEN_UP.split(c.content, maxsplit=1)[0] if c.label in _TASTE_CHANGE_LABELS else c.content
    slots = infer_slots(text, c.type, tools=c.label in _TOOL_LABELS or c.correction)
    if c.label not in _SWITCH_LABELS and not c.correction:
        slots = {k: v for k, v in slots.items() if not k.startswith("tool:") or k[5:] in _EXCLUSIVE}
    return slots


def same_value(a: str, b: str, slot: str = "") -> bool:
    """Two normalised slot values that mean the same: equal, place aliases, or (for jobs and places) one
    inside the other ("后端" and "后端工程师"). Names must be equal: "Li Min" is not "Li Ming"."""
    if a == b or bool({x.lower() for x in place_aliases(a)} & {b, b.lower()}):
        return True
    if slot in ("job", "city", "work_city", "hometown", "employer") and min(len(a), len(b)) >= 2:
        return a in b or b in a
    return False


def _replace_value(content: str, old: str, new: str) -> str | None:
    """`content` with the old value swapped for the new one, or None when the old value is not there."""
    for variant in [old, *sorted(place_aliases(old), key=len, reverse=True)]:
        i = content.lower().find(variant.lower())
        if variant and i >= 0:
            replacement = new
            if _script(new) != _script(variant):
                # Keep the memory in its own language: "杭州" is corrected with "苏州", not "Suzhou".
                same = [a for a in place_aliases(new) if _script(a) == _script(variant)]
                replacement = same[0] if same else new
            head, tail = content[:i], content[i + len(variant) :]
            return head + _trim_overlap(head, replacement, tail) + tail
    return None


def _trim_overlap(head: str, new: str, tail: str) -> str:
    """`new` without what the memory already says around the swapped value: "我们是下周开始用飞书，不是下个月"
    corrects "…决定下个月开始用飞书…" to "…决定下周开始用飞书…", not "…下周开始用飞书开始用飞书…"."""
    for k in range(min(len(new), len(tail)) - 1, 1, -1):
        if new.endswith(tail[:k]):
            new = new[:-k]
            break
    for k in range(min(len(new), len(head)) - 1, 1, -1):
        if new.startswith(head[-k:]):
            new = new[k:]
            break
    return new


def match_candidate(c: Candidate, related: Sequence[MemoryRecord]) -> Match:
    """Decide add / update / boost / skip for one candidate against the related memories."""
    # Only memories still in force are compared; the newest first, so a restatement boosts the latest version.
    current = sorted((r for r in related if r.is_current), key=lambda r: -r.updated_at.timestamp())
    if c.content:
        digest = content_hash(c.content)
        for r in current:
            if content_hash(r.content) == digest:
                return Match("boost", r, why="restatement")
        mine = _candidate_slots(c)
        if mine:
            slot_match = _match_slots(c, mine, current)
            if slot_match is not None:
                return slot_match
    if c.replace is not None:
        wrong, right = c.replace
        for r in current:
            new = _replace_value(r.content, wrong, right)
            if new is not None and new != r.content:
                return Match("update", r, new, why="correction")
    if not c.content:
        return Match("skip", why="nothing to correct")
    for r in current:
        if r.type != c.type and r.type != "manual":
            continue
        a_in_b, b_in_a = similarity(c.content, r.content)
        if a_in_b >= 0.9 and b_in_a >= 0.9:
            return Match("boost", r, why="restatement")
        if a_in_b >= 0.95:
            return Match("skip", r, why="covered")
    return Match("add", content=c.content)


def _match_slots(c: Candidate, mine: dict[str, str], current: Sequence[MemoryRecord]) -> Match | None:
    for r in current:
        theirs = infer_slots(r.content, r.type)
        shared = [k for k in mine if k in theirs]
        if not shared:
            continue
        differing = [k for k in shared if not same_value(mine[k], theirs[k], k)]
        if not differing:
            fuller = said_more_of_person(r.content, c.content)
            if fuller is not None:
                return Match("update", r, fuller, why="more about the person")
            if set(mine) == set(theirs):
                return Match("boost", r, why="restatement")
            if set(mine) < set(theirs):
                return Match("skip", r, why="covered")
            continue
        if any(_script(mine[k]) != _script(theirs[k]) for k in differing) and not c.correction:
            continue  # 李明 vs "Li Ming": another language, not another value
        swapped = _swap_tools(r.content, c.content, differing, mine, theirs)
        if swapped is not None:
            return Match("update", r, swapped, why="slot")
        if set(theirs) <= set(mine):
            return Match("update", r, c.content, why="slot")
        return Match("add", content=c.content)
    return None


def said_more_of_person(old: str, new: str) -> str | None:
    """`old` (a memory naming a person of the user's life) with what `new` adds about them, or None when it adds
    nothing. "钱浩然是用户的下属，家乡在江苏苏州" beside "用户的下属叫钱浩然，其身高是172厘米" names the same person
    again: the second naming is no news, the hometown is, so one memory says both."""
    names = [v for k, v in infer_slots(old, "person").items() if k.startswith("person:") and v]
    if not names:
        return None
    zh = bool(re.search(r"[\u4e00-\u9fff]", old))
    kept = list(re.split(r"[，,；;。]\s*" if zh else r"(?<=[,;.])\s+", old.rstrip("。.，, ")))
    added = False
    for clause in re.split(r"[，,；;。]\s*" if zh else r"(?<=[,;.])\s+", new):
        clause = clause.strip(" ，,；;。.")
        named = next((n for n in names if n in _norm(clause)), None)
        if named is not None and zh and named in clause:
            # "用户的同学周杰现在在华为做工程师": the naming said again, and what follows the name is news
            rest = clause[clause.find(named) + len(named) :].strip(" ，,")
            clause = "" if re.match(r"是?用户的?|叫|$", rest) else rest
        elif named is not None:
            continue  # the naming itself, said again
        if not clause:
            continue
        if similarity(clause, "，".join(kept))[0] >= 0.8:
            continue
        kept.append(clause)
        added = True
    if not added:
        return None
    return ("，" if zh else ", ").join(k.strip(" ，,；;。.") for k in kept)


def _swap_tools(old: str, said: str, differing: list[str], mine: dict[str, str], theirs: dict[str, str]) -> str | None:
    """The old memory with each replaced tool swapped for the new one ("FastAPI + MySQL" -> "FastAPI +
    PostgreSQL"), or None when a difference is not a single tool for a single tool."""
    new = old
    for k in differing:
        if not k.startswith("tool:"):
            return None
        old_terms, new_terms = theirs[k].split("|"), mine[k].split("|")
        if len(old_terms) != 1 or len(new_terms) != 1:
            return None
        gone = _original_term(new, old_terms[0])
        versioned = re.search(re.escape(gone) + r"\s*v?\d+(?:\.\d+)*\b", new, re.IGNORECASE)  # "Vue 3" goes whole
        swapped = _replace_value(new, versioned.group(0) if versioned else gone, _original_term(said, new_terms[0]))
        if swapped is None:
            return None
        new = swapped
    return new


def _original_term(text: str, canonical: str) -> str:
    """The term as written in `text` ("VS Code" for the canonical "vscode")."""
    return next((word for word, _, canon in tool_mentions(text) if canon == canonical), canonical)


def match_forget_all(query: str, language: str, related: Sequence[MemoryRecord]) -> list[MemoryRecord]:
    """Every current related memory an explicit forget request names ("别记着我准备马拉松的事了" names each
    memory about the marathon plan, not only the closest), best first."""
    named = forget_matcher(query, language)
    scored: list[tuple[float, int, MemoryRecord]] = []
    for i, r in enumerate(related):
        score = named(r.content, r.type) if r.is_current else 0.0
        if score:
            scored.append((-score, i, r))
    return [r for _, _, r in sorted(scored, key=lambda s: (s[0], s[1]))]


def forget_matcher(query: str, language: str) -> Callable[[str, str], float]:
    """How strongly a forget request names a memory's (content, type): 1 by slot, the text overlap, or 0."""
    third = to_third_person_zh(query) if language == "zh" else to_third_person_en(query)
    wanted = set(infer_slots(third, "preference"))
    for pattern, hints in _FORGET_HINTS:
        if pattern.search(query):
            wanted.update(hints)

    def score(content: str, kind: str) -> float:
        slots = infer_slots(content, kind)
        if any(k.startswith(w) if w.endswith(":") else k == w for k in slots for w in wanted):
            return 1.0
        q_in_r, _ = similarity(third, content)
        return q_in_r if q_in_r >= 0.6 else 0.0

    return score
