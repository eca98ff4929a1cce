"""A value that no longer holds, said with no new one: "她不在杭州了", "I don't work at Google anymore".

Such a sentence is a correction of what is remembered, not a new memory beside it ("User works at Google" and
"User doesn't work at Google anymore" both current contradict each other). It becomes a `Candidate` with `ended`
set to (whose: "user", a relation said, or "" for a pronoun; the value; the predicate as said). The offline
extractor then looks for the one current memory of that subject stating the value and writes a new version saying
it no longer holds ("用户的妹妹住在杭州" -> "用户的妹妹不在杭州了"); the old version stays in the history, so an undo
brings it back. With no such memory, a statement of the user's own is kept as said; one about "her" is not (it
names no one). A sentence that also gives the new value ("…，去年搬到了厦门") is read by the other rules.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._models import Decision, MemoryRecord, Message
from ._rules_common import Candidate, clip

__all__ = ["ended_decisions", "ended_en", "ended_said", "ended_text", "ended_zh"]

_I = re.IGNORECASE
_REL_ZH = (
    r"(?:女朋友|男朋友|老婆|老公|妻子|丈夫|爸爸|妈妈|父亲|母亲|儿子|女儿|哥哥|姐姐|弟弟|妹妹|老板|领导|同事|室友|朋友|"
    r"闺蜜|同学|邻居|下属|爸|妈|哥|姐|弟|妹)"
)
_ZH = re.compile(
    rf"^(?P<s>我的?(?P<r>{_REL_ZH})|她|他|我)?(?:现在|已经|早就|早已|也)*"
    r"(?P<p>不(?:再)?(?:在|住在|住|待在|当|做|干|是)(?P<v>[^，。；了]{1,12}?)(?:工作|上班|生活|住)?了)$"
)
_EN = re.compile(
    r"^(?P<s>I|he|she|my (?P<r>[a-z]+)(?: [A-Z][a-z]+)?)\s+"
    r"(?P<p>(?:doesn't|does not|don't|do not)\s+(?:work|live)\s+(?:at|in|for)\s+(?P<v>[^,.;!]+?)\s+any\s?more"
    r"|no longer\s+(?:work|live)s?\s+(?:at|in|for)\s+(?P<v2>[^,.;!]+?)"
    r"|(?:isn't|is not|'s not|am not|'m not)\s+(?:in|at|with)\s+(?P<v3>[^,.;!]+?)\s+any\s?more)[.!]*$",
    _I,
)


def ended_zh(clause: str) -> Candidate | None:
    """A Chinese clause saying only that a value no longer holds ("她不在杭州了"), else None."""
    m = _ZH.match(clause.strip())
    if m is None:
        return None
    who = "user" if m["s"] == "我" or m["s"] is None else (m["r"] or "")
    return Candidate(type="fact", content="", label="不再成立", language="zh", correction=True,
                     ended=(who, m["v"], m["p"]), source=clause)  # fmt: skip


def ended_en(clause: str) -> Candidate | None:
    """An English clause saying only that a value no longer holds ("he doesn't work at Google anymore"), else None."""
    m = _EN.match(clause.strip())
    if m is None:
        return None
    value = m["v"] or m["v2"] or m["v3"]
    who = "user" if m["s"].lower() == "i" else (m["r"] or "").lower()
    predicate = m["p"]
    if who == "user":  # "don't work" / "am not" / "no longer live" said of the user: "doesn't work", "is not", "lives"
        predicate = re.sub(r"^don't\b", "doesn't", re.sub(r"^do not\b", "does not", predicate, flags=_I), flags=_I)
        predicate = re.sub(r"^(?:am|'m) not\b", "is not", predicate, flags=_I)
        predicate = re.sub(r"^(no longer\s+)(work|live)\b(?!s)", r"\1\2s", predicate, flags=_I)
    return Candidate(type="fact", content="", label="no longer", language="en", correction=True,
                     ended=(who, value, predicate), source=clause)  # fmt: skip


def _subject(content: str, who: str, language: str) -> str | None:
    """Who a memory is about, as its text names them ("用户的妹妹", "User's sister Amy", "User"), when that is
    `who` ("user", a relation, or "" for anyone but the user); else None."""
    if language == "zh":
        m = re.match(rf"^用户的(?P<r>{_REL_ZH})(?:叫(?P<n>[\u4e00-\u9fff]{{2,4}}?)(?=[，,]))?", content)
        if m is None:
            return "用户" if who == "user" and content.startswith("用户") else None
        if who == "user" or (who and who != m["r"]):
            return None
        return f"用户的{m['r']}{m['n'] or ''}"
    m = re.match(r"^User's (?P<r>[a-z]+)(?: (?P<n>[A-Z][a-z]+))?", content)
    if m is None:
        return "User" if who == "user" and re.match(r"^User\b(?!')", content) else None
    if who == "user" or (who and who != m["r"]):
        return None
    return m.group(0)


_GENERIC = frozenset(
    ["家", "公司", "学校", "办公室", "单位", "这里", "那里", "这儿", "那儿", "国内", "本地", "home", "work"]
)


def _specific(value: str) -> bool:
    """A value worth a memory of its own when it ends: a place, a name, a job ("杭州", "Google", "学生"), not "家"."""
    return len(value.strip()) >= 2 and value.strip().lower() not in _GENERIC


def ended_text(c: Candidate, content: str) -> str | None:
    """`content` said as no longer holding ("用户的妹妹住在杭州" -> "用户的妹妹不在杭州了") when it states the value `c`
    ends of the subject `c` names; else None."""
    if c.ended is None or c.ended[1].casefold() not in content.casefold():
        return None
    subject = _subject(content, c.ended[0], c.language)
    if subject is None:
        return None
    return f"{subject}{c.ended[2]}" if c.language == "zh" else f"{subject} {c.ended[2]}"


def ended_said(d: Decision, c: Candidate, message: Message) -> Decision | None:
    """A new statement of an earlier message of the batch ("我妹妹住在杭州") said as no longer holding; else None."""
    if d.action not in ("add", "update") or message.id in d.message_ids:
        return None
    said = ended_text(c, d.content)
    return None if said is None else d.model_copy(update={"content": said, "message_ids": (*d.message_ids, message.id)})


def ended_decisions(c: Candidate, message: Message, related: Sequence[MemoryRecord]) -> list[Decision]:
    """The update of the one current memory of the subject stating the value, said as no longer holding; else the
    user's own statement kept as said, or nothing."""
    if c.ended is None:
        return []
    who, value, predicate = c.ended
    found = []
    for r in related:
        said = ended_text(c, r.content) if r.is_current and r.type not in ("episode", "manual") else None
        if said is not None:
            found.append((r, said))
    zh = c.language == "zh"
    quote = f"「{clip(c.source)}」" if zh else f'"{clip(c.source)}"'
    if len(found) == 1:
        target, text = found[0]
        return [Decision(action="update", target_id=target.id, type=target.type, content=text,
                         importance=target.importance, reason=f"不再成立：{quote}" if zh else f"no longer: {quote}",
                         message_ids=(message.id,))]  # fmt: skip
    if found or not who or (who == "user" and not _specific(value)):
        # several could be meant, "her" names no one, or "我不在家了" is a passing state: nothing is kept on a guess
        return []
    subject = ("用户" if who == "user" else f"用户的{who}") if zh else ("User" if who == "user" else f"User's {who}")
    text = f"{subject}{predicate}" if zh else f"{subject} {predicate}"
    why = f"{c.label}：{quote}" if zh else f"{c.label}: {quote}"
    kind = "fact" if who == "user" else "person"
    return [Decision(action="add", type=kind, content=text, importance=0.6, reason=why, message_ids=(message.id,))]
