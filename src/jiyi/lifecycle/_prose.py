"""The offline profile as prose: one short paragraph in the user's main language, no model needed.

Memories are stored as third-person statements ("用户叫李明", "User can't stand PowerPoint"). Listed under
labels they read like a form ("身份：…；偏好：…") and repeat their subject at every item. Here each memory's
subject is read off ("用户" / "User" / "User's", with a lead-in such as "Heads up," or a time word before it)
and the paragraph says it once: the name when one is known, in the first sentence. The sentences after it
drop the subject (Chinese, as a Chinese paragraph does) or say "they" with the verb agreeing (English). A
statement made in the other language is quoted in the user's own first person ("还说过「I can't stand
PowerPoint」", 'they also said in Chinese "我受不了香菜"') rather than spliced into a sentence of this language.

Sentences, in this order: who they are (name, work, place), the people and pets in their life, standing
preferences, habits and lessons, what they are working towards and their coming plans, what happened lately,
and what the last conversation was about. At most `MAX_SENTENCES` sentences and `MAX_TOKENS` tokens (the
context's default core share); when that is too little, the least important parts are left out, never cut.
Relative dates are replaced by the absolute date the memory carries ("下周三…（2026-11-11）" -> "11月11日…"),
so the paragraph stays true as time passes. The same text twice (a memory contained in another) is said once.
The English verbs' agreement with "they" / "I" is in `_prose_en`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from .._text import estimate_tokens, han_nouns
from ..extractors._rules_en_facts import to_third_person_en
from ._prose_dates import DATE_BRACKET, absolute_dates, date_label, dated
from ._prose_en import agree, en_inner
from ._prose_keep import profile_statement

__all__ = ["MAX_SENTENCES", "MAX_TOKENS", "Fact", "Talk", "absolute_dates", "write_profile"]

#: A paragraph of at most six sentences (one per part of `_SENTENCES`, and the last conversation), within
#: the profile's share of the default context budget (0.2 of 800 tokens, less the headings).
MAX_SENTENCES = 6
MAX_TOKENS = 135
_CLAUSE_TOKENS = 28  # one statement's share: a long one keeps its first clauses


@dataclass(frozen=True, slots=True)
class Fact:
    """A current memory as the profile reads it."""

    text: str
    language: str
    kind: str  # the memory's type
    said_at: datetime
    before: str | None = None  # the text it replaced, when that was a change of value (not a correction)


@dataclass(frozen=True, slots=True)
class Talk:
    """A recent episode summary (its rendered text)."""

    text: str
    language: str


@dataclass(frozen=True, slots=True)
class _Clause:
    """A statement with its subject read off: `subject` is "subj" ("用户喜欢…" -> "喜欢…"), "poss" ("用户的团队…",
    "User's sister…" -> "团队…", "sister…"), "lesson" or "none" (a statement that names no subject of its own)."""

    subject: str
    rest: str
    language: str
    lead: str = ""  # a time word said before the subject ("上周末用户去了…"): it goes after the name


# --- reading a statement ------------------------------------------------------------------------------------
_EN_LESSON = re.compile(r"^(?:The user|User)'s\s+lesson\s*:\s*", re.I)
_ZH_LESSON = re.compile(r"^用户的?(?:经验|教训)\s*[:：]\s*")
_EN_LEAD = re.compile(r"^[A-Z][\w' ]{0,24}[,:]\s+(?=(?:The user|User)\b)")  # "Heads up, " / "Big news: "
_EN_SUBJECT = re.compile(r"^(?:The user|User)(?P<poss>'s)?\s+", re.I)
_ZH_LEAD = re.compile(r"^[^，。：:用]{1,8}[，：:](?=用户)")  # "提前说一下，"
_ZH_TIME = re.compile(r"^(?P<time>(?:\d|上|下|这|本|今|昨|明|前|去|每|最近)[^，。用是的]{0,5})用户(?P<poss>的)?")
_ZH_SUBJECT = re.compile(r"^用户(?P<poss>的)?")


def _read(text: str, language: str) -> _Clause:
    text = text.strip().rstrip("。.!！")
    if language == "zh":
        if m := _ZH_LESSON.match(text):
            return _Clause("lesson", text[m.end() :], language)
        text = _ZH_LEAD.sub("", text)
        if m := _ZH_TIME.match(text):
            return _Clause("poss" if m["poss"] else "subj", text[m.end() :], language, lead=m["time"])
        if m := _ZH_SUBJECT.match(text):
            return _Clause("poss" if m["poss"] else "subj", text[m.end() :], language)
        return _Clause("none", text, language)
    if m := _EN_LESSON.match(text):
        return _Clause("lesson", text[m.end() :], language)
    text = _EN_LEAD.sub("", text)
    if (m := _EN_SUBJECT.match(text)) and not text[m.end() :].startswith("and "):
        return _Clause("poss" if m["poss"] else "subj", text[m.end() :], language)
    return _Clause("none", text, language)


def _first_person(c: _Clause) -> str:
    """The statement as the user said it, to quote it: "User can't stand X" -> "I can't stand X"."""
    if c.language == "zh":
        body = {"subj": "我", "poss": "我的"}.get(c.subject, "") + c.rest
        return (c.lead + body if c.subject != "none" else c.rest).replace("用户", "我")
    if c.subject == "subj":
        return "I " + agree(c.rest, "i")
    if c.subject == "poss":
        return "My " + agree(c.rest, "i", verb=False)
    text = re.sub(r"^(?:The user|User)\b", "I", c.rest)
    return text[:1].upper() + text[1:]


def _clip(rest: str, language: str) -> str:
    """A long statement down to its first clauses (a profile sketches, the memories hold the detail); a date
    in brackets at its end stays."""
    m = DATE_BRACKET.search(rest)
    body, date = (rest[: m.start()], m.group(0)) if m else (rest, "")
    sep = "，" if language == "zh" else ", "
    parts = body.split(sep)
    out = parts[0]
    for p in parts[1:]:
        if estimate_tokens(out + sep + p) > _CLAUSE_TOKENS:
            return out  # the date may have belonged to what was cut
        out += sep + p
    return out + date


# --- what a statement is about -------------------------------------------------------------------------------
_ZH_KIN = (
    "老婆|老公|妻子|丈夫|爱人|太太|先生|儿子|女儿|孩子|爸|妈|父亲|母亲|哥|姐|弟|妹|爷爷|奶奶|外公|外婆|姥姥|姥爷|"
    "男朋友|女朋友|对象|同事|朋友|下属|上司|老板|领导|室友|同学|猫|狗|宠物"
)
_ZH_PEOPLE = re.compile(rf"^(?:家里?的?)?[^，。是在]{{0,2}}(?:{_ZH_KIN})")
_EN_KIN = (
    r"sister|brother|wife|husband|partner|son|daughter|kids?|children|child|mom|mother|dad|father|parents|"
    r"grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|coworker|colleague|friend|best friend|boss|"
    r"manager|boyfriend|girlfriend|fianc[eé]e?|roommate|dog|cat|puppy|kitten"
)
_EN_PEOPLE = re.compile(rf"^(?:{_EN_KIN})\b|^(?:has|adopted|got) an? (?:\w+ )?(?:{_EN_KIN})\b", re.I)
_HABIT = re.compile(
    r"每(?:天|周|个?月|年|晚|早)|平时|一直|总是|经常|习惯|\b(?:every|always|usually|often|each (?:day|week|morning))\b"
    r"|\bon (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days\b|\bfor (?:about |over )?\w+ years\b",
    re.I,
)
_GOAL = re.compile(
    r"准备|目标|打算|在学|开始学|\b(?:goal|aim|preparing for|working towards?|learning|training for|saving for)\b", re.I
)
_NAME = (
    re.compile(r"^用户(?:的名字)?(?:叫|名叫|名字是)(?P<n>[^\s，。,]{1,12})$"),
    re.compile(r"^(?:The user|User)(?:'s name is| is called| goes by) (?P<n>[\w .'-]{1,30})$", re.I),
)


def _name_of(facts: list[Fact]) -> tuple[str | None, list[Fact]]:
    """The user's name, if a memory states it, and the other facts."""
    for f in facts:
        if f.kind in ("personal", "core") and f.before is None:
            for pattern in _NAME:
                if m := pattern.match(f.text.strip().rstrip("。.")):
                    return m["n"].strip(), [g for g in facts if g is not f]
    return None, facts


def _without_name(c: _Clause, name: str | None) -> str:
    """What a statement says besides the user's name, which the paragraph says first: "User is Jake and they teach
    math" -> "teaches math" (not "they are Jake and they teach math"), "用户叫李明，是后端工程师" -> "是后端工程师";
    "" when the name is all it says."""
    if not name or c.subject != "subj":
        return c.rest
    if c.language == "zh":
        m = re.match(rf"^(?:叫|名叫|是){re.escape(name)}(?:[，,；;]\s*|$)", c.rest)
        return c.rest[m.end() :] if m else c.rest
    m = re.match(rf"^(?:is|is called|goes by) {re.escape(name)}\b[,;]?\s*(?:and\s+)?", c.rest, re.I)
    if m is None:
        return c.rest
    rest = re.sub(r"^(?:they|he|she)\s+", "", c.rest[m.end() :])
    if not rest:
        return ""
    # "they teach math" said again of the user: "teaches math" (the verb agreeing with the user, one person)
    return re.sub(r"^User\s+", "", to_third_person_en("I " + rest))


def _who_order(c: _Clause) -> int:
    """Who they are reads best as what they are, then where they work, then where they live, then the rest."""
    rest = c.rest
    for n, pattern in enumerate(
        (r"^(?:是|is an? |works? as)", r"工作|上班|\bworks?\b|\bjob\b|\bteach(?:es)?\b", r"住|\blives?\b|\bmoved\b")
    ):
        if re.search(pattern, rest):
            return n
    return 3


_WORK = re.compile(r"工作|上班|入职|跳槽|教书|\b(?:new job|works? (?:at|as|for)|joined|teach(?:es)?)\b", re.I)


def _part(f: Fact, c: _Clause) -> str:
    """Which part of the paragraph a fact belongs to."""
    if f.kind == "plan":
        return "plans"
    if f.kind in ("event", "fact") and c.subject == "subj" and _WORK.search(c.rest):
        return "who"
    people = _ZH_PEOPLE if c.language == "zh" else _EN_PEOPLE
    if f.kind == "person" or (c.subject in ("poss", "subj") and people.match(c.rest)):
        return "people"
    if f.kind in ("preference", "lesson") or c.subject == "lesson" or _HABIT.search(f.text):
        return "habits" if not _GOAL.search(f.text) else "goals"
    if _GOAL.search(f.text):
        return "goals"
    return "who" if f.kind in ("personal", "core") else "lately"


# --- writing the paragraph ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Item:
    part: str
    kind: str
    clause: _Clause
    native: bool  # in the paragraph's language (else quoted)
    before: _Clause | None = None  # the value it replaced (a change, not a correction)


# Which parts win the room when there is too little, and how many statements each may bring.
_PRIORITY = (("who", 4), ("habits", 4), ("people", 2), ("goals", 2), ("plans", 2), ("lately", 2))
_SENTENCES = (("who",), ("people",), ("habits",), ("goals", "plans"), ("lately",))
_TALK = re.compile(
    r"(?P<day>\d{4}-\d{2}-\d{2})(?: 的对话：|: )(?:聊了|Talked about )(?P<t>.+?)\s*(?:（\d+ 条消息）|\(\d+ messages?\))"
)
_FUNCTION_CHARS = "从在和跟给对把被向与我你他她它这那"


def _quote(item: _Item) -> str:
    c = item.clause
    text = c.rest if c.subject == "lesson" else _first_person(c)
    return f"「{text}」" if c.language == "en" else f'"{text}"'


def _and(items: list[str], zh: bool) -> str:
    if len(items) < 2:
        return "".join(items)
    return "、".join(items[:-1]) + "和" + items[-1] if zh else ", ".join(items[:-1]) + " and " + items[-1]


class _Writer:
    """Renders the chosen statements as sentences. The first sentence names the user (`name`, else 用户 / The
    user); the later ones leave the subject out (Chinese) or say "they" (English)."""

    def __init__(self, language: str, name: str | None) -> None:
        self.zh = language == "zh"
        self.name = name
        self.subject = name or ("用户" if self.zh else "The user")

    def paragraph(self, chosen: dict[str, list[_Item]], talk: str | None) -> str:
        sentences: list[str] = []
        for parts in _SENTENCES:
            items = [i for p in parts for i in chosen.get(p, [])]
            if items:
                write = self._zh_sentence if self.zh else self._en_sentence
                sentences.append(write(items, first=not sentences))
        if talk:
            sentences.append(talk)
        return ("" if self.zh else " ").join(sentences)

    def _zh_inner(self, rest: str) -> str:
        """The user inside a statement ("…，叫橘子，用户每天陪它玩，用户特别喜欢它"): a clause that starts with them
        drops the subject, as the paragraph's clauses do ("，每天陪它玩，特别喜欢它"); elsewhere the name, or
        自己 when none is known ("带用户的妈妈" -> "带自己的妈妈"): "用户" is never spliced into a sentence."""
        rest = re.sub(r"(?<=[，；,;])用户的?", "", rest)
        return rest.replace("用户", self.name or "自己")

    def _zh_clause(self, item: _Item, lead: bool) -> str:
        c = item.clause
        if c.subject == "none":  # about someone else ("吴杰明是用户的下属"): 自己 would be them, not the user
            return c.rest.replace("用户", self.name) if self.name else c.rest
        rest = self._zh_inner(c.rest)
        if c.subject == "lesson":
            return "记着一条经验：" + rest
        if item.before is not None and item.before.subject == "subj":
            rest = f"之前{item.before.rest}，最近{rest}"
        if item.part == "people":
            rest = re.sub(r"^(爸|妈)(?![爸妈])", r"\1\1", rest)  # "爸去年退休了" -> "爸爸去年退休了"
        if not lead:
            return c.lead + ("家里的" + rest[2:] if rest.startswith("家的") else rest)
        mine = c.subject == "poss" or item.part == "people"
        owner = "的" if mine and not rest.startswith("家") else ""
        return self.subject + owner + c.lead + rest

    def _zh_sentence(self, items: list[_Item], first: bool) -> str:
        native = [i for i in items if i.native]
        out: list[str] = []
        for n, i in enumerate(native):
            text = self._zh_clause(i, lead=first and n == 0)
            if i.part == "plans" and (n == 0 or native[n - 1].part != "plans"):
                text = "接下来，" + text
            out.append(text)
        quoted = [i for i in items if not i.native]
        said = [_quote(i) for i in quoted if i.clause.subject != "lesson"]
        if said:
            who = self.subject if first and not out else "还"
            out.append(f"{who}用英文说过{_and(said, True)}")
        out += [f"记着一条经验：{_quote(i)}" for i in quoted if i.clause.subject == "lesson"]
        # one subject's short clauses run on with "，"; statements with commas of their own are set apart
        several = len({i.part for i in items}) > 1 or items[0].part in ("people", "lately", "plans")
        return ("；" if several or any("，" in t for t in out) else "，").join(out) + "。"

    def _en_sentence(self, items: list[_Item], first: bool) -> str:
        segments: list[str] = []
        run: list[str] = []  # verb phrases that share the subject: "is a nurse, works at … and lives in …"

        def plural() -> bool:  # "they" from the second sentence, and after a "; " within the first
            return not first or bool(segments)

        def close() -> None:
            if run:
                segments.append(f"{'they' if plural() else self.subject} {_and(run, False)}")
                run.clear()

        for i in items:
            c = i.clause
            if not i.native:
                continue
            if c.subject == "subj":
                if "," in c.rest or any("," in r for r in run):
                    close()  # a statement with commas of its own is not run on with "and"
                rest = agree(c.rest, "they") if plural() else c.rest
                if i.before is not None and i.before.subject == "subj":
                    rest = f"now {rest} (they used to {agree(i.before.rest, 'base')})"
                run.append(rest)
                continue
            close()
            if c.subject == "poss":
                segments.append(f"{'their' if plural() else self.subject + chr(39) + 's'} {c.rest}")
            elif c.subject == "lesson":
                who, verb = ("they", "keep") if plural() else (self.subject, "keeps")
                segments.append(f"{who} {verb} a lesson in mind: {c.rest[:1].lower()}{c.rest[1:]}")
            else:  # "User and their wife bought …": the subject said as the sentence says it
                lead = re.sub(r"^(?:The user|User)\b", "they" if plural() else self.subject, c.rest)
                if plural() and lead != c.rest:  # "User was at the game" said of "they": "they were at the game"
                    lead = "they " + agree(lead[len("they ") :], "they")
                segments.append(en_inner(lead, self.subject if not plural() and lead == c.rest else None))
        close()
        said = [_quote(i) for i in items if not i.native]
        if said:
            also = " also" if segments or not first else ""
            segments.append(f"{'they' if plural() else self.subject}{also} said in Chinese {_and(said, False)}")
        if items[0].part == "plans" and items[0].native:
            # "coming up, the user …", "coming up, that cottage weekend …": a common word opening it is not capitalised
            segments[0] = "coming up, " + re.sub(
                r"^(?:The user|(?:That|The|This|Their|A|An|Our)\b)", lambda m: m[0].lower(), segments[0]
            )
        text = "; ".join(segments)
        return text[:1].upper() + text[1:] + "."


def _norm(text: str) -> str:
    return re.sub(r"[\W_]+", "", re.sub(r"[（(][^）)]*[）)]", "", text)).lower()


def _talk(talks: list[Talk], language: str, now: datetime) -> str | None:
    """What the last conversation in the paragraph's language was about, named by its subjects."""
    for t in talks:
        if t.language != language or not (m := _TALK.search(t.text)):
            continue
        names = [w.strip() for w in re.split(r"[、,，]\s*", m["t"]) if w.strip()]
        if language == "zh":  # a subject named by a cut-off fragment ("从云帆") says nothing
            names = [w for w in names if w.isascii() or (w[0] not in _FUNCTION_CHARS and han_nouns(w) in (None, [w]))]
        if not names:
            return None
        day = date_label(m["day"], False, language, now)
        if language == "zh":
            return f"{day}聊到了{_and(names[:3], True)}。"
        return f"{day[:1].upper()}{day[1:]} you talked about {_and(names[:3], False)}."
    return None


def _changed_values(old: str, new: str) -> tuple[str, str]:
    """The values a change of value swapped: "在云帆科技工作" -> "在星环数据工作" gives ("云帆科技", "星环数据")."""
    head = 0
    while head < min(len(old), len(new)) and old[head] == new[head]:
        head += 1
    tail = 0
    while tail < min(len(old), len(new)) - head and old[-1 - tail] == new[-1 - tail]:
        tail += 1
    return old[head : len(old) - tail].strip(), new[head : len(new) - tail].strip()


def write_profile(facts: list[Fact], talks: list[Talk], language: str, now: datetime) -> str | None:
    """The paragraph for `facts` (current memories, most important first) and `talks` (episode summaries,
    newest first), in `language` ("zh" / "en"); None when there is nothing to say."""
    name, facts = _name_of(facts)
    parts: dict[str, list[_Item]] = {}
    for f in facts:
        c = _read(dated(f.text.strip().rstrip("。."), f.language, f.said_at, now), f.language)
        rest = profile_statement(c.subject, _without_name(c, name), f.text, f.language, f.kind)
        if not rest:  # not about the user, or not prose (`jiyi.lifecycle._prose_keep`)
            continue
        c = _Clause(c.subject, _clip(rest, f.language), c.language, c.lead)
        before = _read(f.before, f.language) if f.before else None
        part = _part(f, c)
        parts.setdefault(part, []).append(_Item(part, f.kind, c, f.language == language, before))
    changed = [_changed_values(i.before.rest, i.clause.rest) for items in parts.values() for i in items if i.before]
    if changed:
        # "用户跳槽了" or "上周从云帆科技离职" beside "之前在云帆科技工作，最近在星环数据工作" only repeats the change
        values = [v for pair in changed for v in pair if len(v) >= 2]
        for part, items in parts.items():
            parts[part] = [
                i
                for i in items
                if i.kind != "event" or (len(_norm(i.clause.rest)) > 4 and not any(v in i.clause.rest for v in values))
            ]
    # who they are, then what they do, then where; habits before the lessons learned
    parts["who"] = sorted(parts.get("who", []), key=lambda i: _who_order(i.clause))
    parts["habits"] = sorted(parts.get("habits", []), key=lambda i: i.clause.subject == "lesson")
    for part, items in parts.items():  # what is said in the paragraph's language first; quotes when room is left
        parts[part] = sorted(items, key=lambda i: not i.native)
    seen: list[tuple[str, str]] = []
    chosen: dict[str, list[_Item]] = {}
    writer = _Writer(language, name)
    for part, cap in _PRIORITY:
        for item in parts.get(part, []):
            key = (item.clause.language, _norm(item.clause.lead + item.clause.rest))
            if any(lang == key[0] and (key[1] in k or k in key[1]) for lang, k in seen):
                continue  # said already, in this or a longer statement
            seen.append(key)
            if len(chosen.get(part, [])) >= cap:
                continue
            chosen.setdefault(part, []).append(item)
            if estimate_tokens(writer.paragraph(chosen, None)) > MAX_TOKENS:
                chosen[part].pop()
    if name and not any(chosen.values()):
        said = "用户叫" + name if language == "zh" else f"User is called {name}"
        chosen["who"] = [_Item("who", "personal", _read(said, language), True)]
        writer = _Writer(language, None)
    talk = _talk(talks, language, now)
    if talk and estimate_tokens(writer.paragraph(chosen, talk)) > MAX_TOKENS:
        talk = None
    return writer.paragraph(chosen, talk) or None
