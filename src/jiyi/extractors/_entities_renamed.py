"""A name said wrong, then put right: "我妈妈叫林美华。不对，是林美桦", "no wait, Lynda", "it's Lynda, not Linda".

A correction that gives a name where one was said before renames the one it was said of: it is no second person,
and the wrong name is no name they go by. `corrected_in_place` says a message that puts its own name right as it
was meant ("我妈妈叫林美华，不对，是林美桦" -> "我妈妈叫林美桦"), for its memory and its mentions alike. `read_renamed`
reads a message that puts right a name said before (in the user's last message, or long ago): its mention carries
the name it replaces (`Mention.was`, said or read from the last message) and is marked `renamed`; the entity layer
renames the one called so (`jiyi._entity_rename`).

A name said again with another tie ("我同事叫林美华。不对，是我表姐叫林美华") or beside another name ("Linda's sister is
Lynda") is no rename; nor is a correction with no name before it to put right (it reads as nothing).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from .._entity_models import Mention
from ._entities import CORRECTION_EN, CORRECTION_ZH
from ._entities_en_facts import NAME as NAME_EN
from ._rules_common import sentence_language
from ._rules_zh_facts import SURNAMES

__all__ = ["NameFix", "close_names", "corrected_in_place", "find_fix", "name_as_meant", "read_renamed"]

#: the rules reading a message (in the language of its own words)
Read = Callable[[str], list[Mention]]

# a name is no pronoun and holds no 叫 / 是 ("它叫逗逗" names 逗逗)
_ZH_NAME = r"(?![她他它我你])(?:(?![叫是的不])[\u4e00-\u9fff]){2,4}"
_NAME = {"zh": rf"(?:{_ZH_NAME}|{NAME_EN})", "en": NAME_EN}
# what opens a correction besides `CORRECTION_ZH` / `CORRECTION_EN`: "I meant Lynda", "typo: Lynda", "it's spelled …"
_MORE_LEADS = {
    "zh": re.compile(r"^(?:我是说|我的意思是|应该是|名字打错了|名字写错了)[，,、：:\s]*"),
    "en": re.compile(
        r"^(?:(?:sorry|oops|oh|no)[,\s]+)?(?:i\s+meant|typo(?:\s+there)?|it'?s\s+spel(?:led|t)|spel(?:led|t))\b[,:;!\s-]*",
        re.IGNORECASE,
    ),
}
_END = r"[。．.!！~～\s]*$"


def _bodies(language: str) -> list[tuple[str, re.Pattern[str]]]:
    n = _NAME[language]
    if language == "zh":
        return [
            # "是林美桦" / "林美桦" / "不是林美华，是林美桦" / "是林美桦，不是林美华"
            ("bare", re.compile(rf"^(?:不是(?P<o>{n})[，,]\s*)?(?:而)?是?(?P<n>{n})(?:[，,]\s*不是(?P<p>{n}))?{_END}")),
            # "她叫林美桦" / "她的名字是林美桦" / "名字叫林美桦"
            (
                "pronoun",
                re.compile(
                    # "他是护士" says what he is, not his name: 是 only after 名字
                    rf"^(?:(?:她|他|它)(?:的)?(?:(?:名字|全名|大名)(?:应该)?(?:叫做?|是)|(?:应该)?叫做?)|"
                    rf"(?:名字|全名)(?:应该)?(?:叫做?|是))"
                    rf"(?P<n>{n})(?:[，,]\s*(?:不是|不叫)(?P<o>{n}))?{_END}"
                ),
            ),
            # "我妈妈叫林美桦" / "我妈的名字是林美桦，不是林美华": read by the rules with its tie
            (
                "tie",
                re.compile(
                    rf"^(?P<t>我[^，,。叫是]{{1,8}}?(?:的)?(?:名字|全名|大名)?(?:应该)?(?:叫做?|是))(?P<n>{n})"
                    rf"(?:[，,]\s*(?:不是|不叫|而不是)(?P<o>{n}))?{_END}"
                ),
            ),
        ]
    i = re.IGNORECASE
    ns = rf"(?-i:{n})"
    return [
        # "Lynda" / "it's Lynda, not Linda" / "not Linda, Lynda"
        (
            "bare",
            re.compile(
                rf"^(?:not\s+(?P<o>{ns}),?\s*)?(?:(?:it'?s|it\s+is|it\s+was|that'?s|i\s+meant)\s+)?(?P<n>{ns})"
                rf"(?:,?\s*not\s+(?P<p>{ns}))?{_END}",
                i,
            ),
        ),
        # "her name is Lynda" / "she's called Lynda" / "her name's spelled Lynda"
        (
            "pronoun",
            re.compile(
                rf"^(?:(?:her|his|its|the)\s+name(?:'s|’s|\s+is)(?:\s+(?:actually|really))?(?:\s+spel(?:led|t))?"
                rf"|(?:she|he|it)(?:'s|’s|\s+is)\s+(?:actually\s+)?(?:called|named))\s+(?P<n>{ns})"
                rf"(?:,?\s*not\s+(?P<o>{ns}))?{_END}",
                i,
            ),
        ),
        # "my mom's name is Lynda, not Linda" / "my dog is called Rex"
        (
            "tie",
            re.compile(
                rf"^(?P<t>my\s+[a-z][a-z -]{{1,24}}?(?:'s\s+name(?:'s|\s+is)|’s\s+name(?:'s|\s+is)|\s+is\s+called|"
                rf"\s+is\s+named)(?:\s+spel(?:led|t))?)\s+(?P<n>{ns})(?:,?\s*not\s+(?P<o>{ns}))?{_END}",
                i,
            ),
        ),
    ]


_BODIES = {lang: _bodies(lang) for lang in ("zh", "en")}
_MAX_CHARS, _MAX_CLAUSES = 400, 24
# where a correction can open inside a message: its start, or after a clause
_OPENING = re.compile(r"(?:^|(?<=[，,。.!！;；~～]))\s*")


@dataclass(frozen=True, slots=True)
class NameFix:
    """A clause putting a name right: the name meant, the one it replaces when said, and how it was said."""

    new: str
    old: str
    #: "bare" ("不对，是林美桦"), "pronoun" ("其实她叫林美桦") or "tie" ("其实我妈妈叫林美桦": `said` is the naming)
    form: str
    #: where the clause starts and ends in the message
    start: int
    end: int
    #: a "tie" clause as the rules read it, without its opening and the name it denies
    said: str = ""


def _lead(body: str, language: str) -> int | None:
    m = (CORRECTION_ZH if language == "zh" else CORRECTION_EN).match(body)
    more = _MORE_LEADS[language].match(body[m.end() :] if m else body)
    if m is None and more is None:
        return None
    return (m.end() if m else 0) + (more.end() if more else 0)


def find_fix(text: str, language: str) -> NameFix | None:
    """The first clause of `text` putting a name right: opened as a correction ("不对，…", "no wait, …", "I meant …"),
    or saying the name it denies ("不是林美华，是林美桦", "it's Lynda, not Linda")."""
    text = text[:_MAX_CHARS]  # a name is put right in a line or two, not deep in a long paste
    for n, opening in enumerate(_OPENING.finditer(text)):
        start = opening.end()
        if start >= len(text) or n == _MAX_CLAUSES:
            break
        rest = text[start:]
        led = _lead(rest, language)
        body = rest[led or 0 :]
        for form, pattern in _BODIES[language]:
            m = _matched(pattern, body)
            if m is None:
                continue
            old = m["o"] or (m["p"] if "p" in m.groupdict() else None) or ""
            if led is None and not old:
                continue  # "是林美桦" / "Lynda." alone puts nothing right
            if led is not None and led == 0 and not old and form != "bare":
                continue
            new = m["n"]
            if old.casefold() == new.casefold():
                continue
            said = m["t"] + new if form == "tie" else ""
            if said and language == "en":
                said = f"{m['t']} {new}"
            return NameFix(new, old, form, start, start + (led or 0) + m.end(), said)
    return None


def _matched(pattern: re.Pattern[str], body: str) -> re.Match[str] | None:
    """`pattern` over the whole sentence the body opens, else over its first clause or two."""
    sentence = re.split(r"(?<=[。.!！?？])\s*", body, maxsplit=1)[0]
    parts = re.split(r"(?<=[，,])", sentence)
    for k in (len(parts), 2, 1):
        m = pattern.match("".join(parts[:k]).rstrip("，, "))
        if m:
            return m
    return None


def close_names(a: str, b: str) -> bool:
    """Two names one could be said or typed for the other: "Linda" / "Lynda", "林美华" / "林美桦", "豆豆" / "逗逗";
    not two names of one family ("林美华" / "林志强") nor two short names ("Jon" / "Tom")."""
    a, b = a.casefold(), b.casefold()
    if re.fullmatch(_ZH_NAME, a) and re.fullmatch(_ZH_NAME, b):
        if len(a) != len(b):
            return False
        doubled = len(a) == 2 and a[0] == a[1] and b[0] == b[1]  # 豆豆 / 逗逗: a pet's or a child's name
        return doubled or sum(x != y for x, y in zip(a, b, strict=True)) == 1
    if a[:1] == b[:1] and _consonants(a) == _consonants(b):
        return True  # "Amy" / "Aimee", "Katherine" / "Kathryn": one name spelled two ways
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        row = [i]
        for j, y in enumerate(b, 1):
            row.append(min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (x != y)))
        prev = row
    return prev[-1] <= (2 if min(len(a), len(b)) >= 5 else 1)


def _consonants(name: str) -> str:
    return re.sub(r"[aeiouyhw\W]", "", name[1:])


def _named(mentions: Sequence[Mention]) -> list[Mention]:
    return [
        m
        for m in mentions
        if m.name and not m.pronoun and m.kind in ("person", "pet") and m.name.casefold() != m.relation.casefold()
    ]


def _corrected(fix: NameFix, said: Sequence[Mention]) -> Mention | None:
    """The one the fix puts the name of right among those a message named: the one it names, else the one named."""
    named = _named(said)
    if fix.old:
        named = [m for m in named if fix.old.casefold() in {n.casefold() for n in (m.name, *m.aliases)}]
    elif len(named) > 1:
        named = [m for m in named if close_names(m.name, fix.new)]
    if len(named) != 1 or named[0].name.casefold() == fix.new.casefold():
        return None
    one = named[0]
    # a bare word ("不对，是明天", "其实还好", "no wait, Boston") puts a name right only when one could mistake it for
    # the name ("不对，是林美桦", "no wait, Lynda"); otherwise it puts right something else, or nothing
    if fix.form == "bare" and not fix.old and not close_names(one.name, fix.new):
        return None
    return one


def corrected_in_place(fix: NameFix, text: str, language: str, read: Read) -> tuple[str, str, str] | None:
    """A message that names someone and then puts the name right (`fix`, `find_fix` of `text`), said as meant:
    ("我妈妈叫林美桦", old, new) for "我妈妈叫林美华，不对，是林美桦"; None when it puts no name of its own right."""
    if fix.start == 0:
        return None
    before = text[: fix.start]
    said = [m for m in read(before) if m.name and m.name in before]
    one = _corrected(fix, said)
    if one is None:
        return None
    if fix.form == "tie" and not _same_tie(fix, one, read):
        return None  # "我同事叫林美华。不对，是我表姐叫林美华": another tie, not another name
    at = before.rfind(one.name)
    meant = before[:at] + fix.new + before[at + len(one.name) :]
    rest = text[fix.end :].lstrip("，,。.!！ ")
    meant = meant.rstrip("，,;； ")
    ended = re.search(r"[.!?。！？]$", meant)
    if rest:  # what follows the fix goes on as it was said: in the sentence ("，她喜欢养花") or after it
        on = text[fix.end : fix.end + 1] in ("，", ",") or (language == "en" and rest[:1].islower())
        if language == "zh":
            meant += ("，" if on else "" if ended else "。") + rest
        else:
            meant += ("," if on else "" if ended else ".") + " " + rest
    elif not ended and re.search(r"[.!。！]$", text.strip()):
        meant += text.strip()[-1]
    return meant, one.name, fix.new


def _same_tie(fix: NameFix, one: Mention, read: Read) -> bool:
    tied = [m for m in read(fix.said) if m.relation]
    return not tied or any(_tied_alike(one.relation, m.relation) for m in tied)


def _tied_alike(a: str, b: str) -> bool:
    """Two ties that may be one ("妈妈" / "妈", "mom" / "mother"): one said in the other, or either unsaid."""
    a, b = a.casefold(), b.casefold()
    return not a or not b or a in b or b in a or {a, b} <= {"mom", "mother", "mum", "ma"} or {a, b} <= {"dad", "father"}


def read_renamed(
    fix: NameFix, text: str, language: str, recent: Sequence[str], read: Read, read_all: Read | None = None
) -> list[Mention] | None:
    """The mentions of a message that puts right a name said before, or None when it does not (read as any other).

    "不对，是林美桦" / "说错了，她叫林美桦" / "I meant Lynda" after "我妈妈叫林美华" / "My mom's name is Linda": the
    one the last message named, under the name meant (`was` the name it replaces); "其实我妈妈叫林美桦" / "my mom's
    name is Lynda, not Linda": the tie's one, named anew. `read_all` reads the whole message as any other (with
    its recent ones). A bare or pronoun correction with no name before it to put right is read as any other ("不对，
    是慕尼黑"). `fix` is `find_fix` of `text`."""
    if fix.start != 0:
        return None
    rest = text[fix.end :].lstrip("，,。. ")
    after = read(rest) if rest.strip() else []
    if fix.form == "tie":
        tied = [m for m in read(fix.said) if m.name == fix.new]
        if len(tied) != 1:
            return None
        last = _last_named(recent, read)
        one = _corrected(fix, last) if last else None
        if one is not None and not _tied_alike(one.relation, tied[0].relation):
            return None  # "我同事叫林美华" / "不对，是我表姐叫林美华": another tie
        was = fix.old or (one.name if one is not None else "")
        return [tied[0].model_copy(update={"was": was, "renamed": True}), *after]
    one = _corrected(fix, _last_named(recent, read))
    if one is None and fix.old and read_all is not None:
        # "sorry, it's Lynda, not Linda" long after: whoever was called Linda, if anyone ("不是柏林，是慕尼黑" puts a
        # value right, read as any other)
        lang: Literal["zh", "en"] = "en" if language == "en" else "zh"
        said = read_all(text)
        if any(f.value.casefold() == fix.new.casefold() for m in said for f in m.facts):
            return said  # "不是柏林，是慕尼黑" after "我表姐住在柏林": her town put right
        return [*said, Mention(name=fix.new, was=fix.old, renamed=True, language=lang)]
    if one is None:
        return None  # "不对，是慕尼黑" puts a value right; "其实她叫林美桦" with no name before it renames no one
    renamed = Mention(
        name=fix.new, kind=one.kind, relation=one.relation, was=one.name, renamed=True, language=one.language
    )
    return [renamed, *after]


def _last_named(recent: Sequence[str], read: Read) -> list[Mention]:
    """Those the user's last message named (read in its own language)."""
    if not recent:
        return []
    return read(recent[-1])


def _said_close(name: str, texts: Sequence[str]) -> bool:
    """Some text says a name one could mistake for `name` (not `name` itself)."""
    if re.fullmatch(_ZH_NAME, name):
        n = len(name)
        return any(
            close_names(t[i : i + n], name) and t[i : i + n] != name for t in texts for i in range(len(t) - n + 1)
        )
    return any(close_names(w, name) and w != name for t in texts for w in re.findall(r"[A-Z][a-z]+", t))


def name_as_meant(text: str, recent: Sequence[str], held: Sequence[str] = ()) -> str | None:
    """`text` for its memory: a name of its own it puts right said as meant ("我妈妈叫林美桦" for "我妈妈叫林美华，
    不对，是林美桦"); None when it puts right a name said before (no memory of its own: the entity layer renames the one
    called so and corrects each memory that says the old name).
    `held`: the memories at hand, which say the name a tie's correction puts right ("其实我妈妈叫林美桦" long after
    "用户的妈妈叫林美华"); a tie's naming with no such name is read as any other ("其实我同事叫张伟，他人很好")."""
    from ._entities import extract_mentions

    language = "zh" if sentence_language(text) == "zh" else "en"

    def read(said: str) -> list[Mention]:
        return extract_mentions(said, language="zh" if sentence_language(said) == "zh" else "en")

    fix = find_fix(text, language)
    if fix is None:
        return text
    said = read_renamed(fix, text, language, recent, read) or []
    if any(m.renamed and (m.was or _said_close(m.name, held)) for m in said):
        return None
    named = fix.new.isascii() or fix.new[0] in SURNAMES or fix.new[0] in "小老阿"
    if named and fix.start == 0 and fix.form != "tie" and not fix.old and not recent:
        return None  # "不对，是林美桦" opening a conversation puts right nothing said in it: no "用户叫林美桦"
    meant = corrected_in_place(fix, text, language, read)
    return meant[0] if meant else text
