"""Context assembly: what the user is, what bears on the message, within a token budget.

Four layers, each with a share of the budget (`ContextConfig`): the user's core facts (with the
profile when the background job has written one), the relevant memories, raw excerpts from past
conversations quoted with their date, and recent conversation summaries. Before them, the people and
things the message is about (`jiyi._entity_recall`: "小王喜欢什么？", "我下属里谁学历最高？") take up to their
own share, and a memory line that only restates one of those lines is left out. A first pass fills each
layer up to its share; what a layer leaves unused goes, in a second pass, to the layers that still
have something to say (memories, excerpts, core facts, summaries, in that order), so a sparse layer
never wastes the budget. The budget is counted with `jiyi._text.estimate_tokens` (a documented
estimate that errs high). A line that does not fit is left out whole, never cut mid-sentence (the
profile and a long excerpt are clipped at a sentence end).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from ._dates import resolve_when
from ._entity_fit import fit_lines
from ._entity_recall import SECTION_HEADING, EntityLine, restates
from ._errors import ValidationError
from ._mend import says_any, words
from ._models import ContextBlock, MemoryRecord, SearchHit
from ._repeat import find_repeat
from ._script import to_traditional
from ._text import bare_statement, estimate_tokens

__all__ = ["TYPE_LABELS", "ContextConfig", "build_context"]

TYPE_LABELS: dict[str, dict[str, str]] = {
    "zh": {
        "personal": "个人",
        "preference": "偏好",
        "fact": "事实",
        "lesson": "教训",
        "plan": "计划",
        "todo": "待办",
        "event": "事件",
        "person": "人物",
        "context": "情境",
        "episode": "经历",
        "core": "核心",
        "manual": "手动",
    },
    "en": {},
}

_HEAD = {
    "zh": {
        "intro": "以下是你对用户的长期记忆，请自然地运用，不必逐条复述；如与用户当前所说冲突，以当前所说为准。",
        "profile": "## 关于用户",
        "due_now": "## 待办提醒（提醒时间已到，请在回复中适时提醒用户）",
        "to_do": "## 要做的事（未完成，截止最早的在前）",
        "plans": "## 日程（已定的安排，不是待办）",
        "later": "## 接下来（问到的这段时间里没有要做的事，以下是之后的）",
        "summaries": "## 过往的交流",
        "memories": "## 相关记忆",
        "excerpts": "## 过往对话摘录",
        "people": SECTION_HEADING["zh"],
        "user_said": "用户说",
        "you_said": "你说",
        "due": "截止",
        "passed": "（{day}，已过）",
        "done": "，{day} 已完成",
    },
    "en": {
        "intro": "What you remember about the user. Use it naturally without reciting it; "
        "if it conflicts with what the user says now, trust the user.",
        "profile": "## About the user",
        "due_now": "## Due now (their reminder time has come: remind the user when it fits)",
        "to_do": "## To do (open, soonest due first)",
        "plans": "## Plans (on the calendar, not to-dos)",
        "later": "## Coming up (nothing falls in the time asked about; these come after it)",
        "summaries": "## Past conversations",
        "memories": "## Relevant memories",
        "excerpts": "## From past conversations",
        "people": SECTION_HEADING["en"],
        "user_said": "the user said",
        "you_said": "you said",
        "due": "due",
        "passed": " (was on {day})",
        "done": ", done {day}",
    },
}


@dataclass(frozen=True, slots=True)
class ContextConfig:
    """How `Memory.context` shares its token budget between layers, and how much each layer draws.

    The shares are fractions of the budget left after the intro line; they need not sum to 1 (what
    is left over, and what a layer does not use, goes to the layers that have more to say).

    `people_share` is apart: the "people and things" section (相关的人和事), when the message is about entities
    the user told of, first takes up to that share of the budget (what it leaves, all of it when the message is
    about no one, goes to the four shares as usual), and it is first to take more when they leave some over —
    an aggregate answer ("我下属里谁学历最高？") is a list that is only useful whole.
    """

    core_share: float = 0.2
    memories_share: float = 0.35
    excerpts_share: float = 0.3
    summaries_share: float = 0.15
    #: Core facts listed at most (name, work, family, standing preferences).
    core_lines: int = 6
    #: Core facts are chosen among this many newest memories of each core kind.
    core_window: int = 12
    #: The user's newest facts shown beside them (what was just said, before any question bears on it).
    recent_facts: int = 2
    #: Past messages considered for quoting (the best of the user's hybrid message search).
    excerpt_candidates: int = 10
    #: A single excerpt longer than this many estimated tokens is clipped at a sentence end.
    excerpt_tokens: int = 160
    #: Due todos listed at most under 待办提醒 / Due now (0: no such section).
    due_lines: int = 5
    #: Share of the budget the people and things section may take before the other layers (0: no section).
    people_share: float = 0.25

    def __post_init__(self) -> None:
        shares = (self.core_share, self.memories_share, self.excerpts_share, self.summaries_share)
        if any(not 0.0 <= x <= 1.0 for x in shares) or sum(shares) > 1.0 + 1e-9:
            raise ValidationError("context shares must be between 0 and 1 and sum to at most 1", field="context")
        if not 0.0 <= self.people_share <= 1.0:
            raise ValidationError("context people_share must be between 0 and 1", field="context")
        limits = [self.core_lines, self.core_window - 1, self.recent_facts, self.excerpt_candidates, self.due_lines]
        limits.append(self.excerpt_tokens - 10)
        if min(limits) < 0:
            raise ValidationError("context limits must be positive", field="context")


@dataclass(frozen=True, slots=True)
class _Part:
    text: str
    tokens: int


# The frame of a block for a user who writes Traditional Chinese: its headings and labels in their characters.
HANT = "zh-Hant"


@functools.cache
def _traditional() -> tuple[dict[str, str], dict[str, str]]:
    """The Chinese headings and type labels in Traditional characters (converted once, on first use)."""
    return (
        {k: to_traditional(v) for k, v in _HEAD["zh"].items()},
        {k: to_traditional(v) for k, v in TYPE_LABELS["zh"].items()},
    )


def _head(frame: str) -> dict[str, str]:
    """The headings and words of a block's frame: "zh", "en", or `HANT` (the Chinese ones in Traditional)."""
    return _traditional()[0] if frame == HANT else _HEAD[frame]


def _label(type_: str, frame: str) -> str:
    labels = _traditional()[1] if frame == HANT else TYPE_LABELS.get(frame, {})
    return labels.get(type_, type_)


def _memory_line(rec: MemoryRecord, language: str, now: datetime | None, done: datetime | None = None) -> str:
    label = _label(rec.type, language)
    if done is not None:  # a todo said done: "(待办，2026-11-25 已完成)"
        label += _head(language)["done"].format(day=f"{done.astimezone(now.tzinfo) if now else done:%Y-%m-%d}")
    line = f"- ({label}) {rec.content}"
    if done is not None:
        return line
    if rec.due_at is None or find_repeat(rec.content) is not None:
        return line  # a todo that comes round ("每周日晚上…") says when; its first date is long past in a month
    due = rec.due_at.astimezone(now.tzinfo) if now is not None else rec.due_at  # the user's day
    if now is not None and rec.has_passed(now):
        # A plan whose day is over is not offered as upcoming: the model reads it as something that happened,
        # on its absolute date alone ("下周三" said weeks ago is no longer next Wednesday).
        line = f"- ({_label(rec.type, language)}) {_without_when(rec.content, due)}"
        return line + _head(language)["passed"].format(day=f"{due:%Y-%m-%d}")
    if f"{due:%Y-%m-%d}" not in rec.content:
        line += f" [{_head(language)['due']} {due:%Y-%m-%d}]"
    return line


_ISO_NOTE = re.compile(r"\s*[（(]\d{4}-\d{2}-\d{2}[^（()）]{0,12}[）)]")


def _without_when(content: str, due: datetime) -> str:
    """`content` less its time words ("下周三", "next Friday", "（2026-11-18）"), read as the passed plan's date
    shows it: "用户下周三要去苏州出差（2026-11-18）" -> "用户去苏州出差". Unchanged if that leaves too little."""
    text = _ISO_NOTE.sub("", content)
    for _ in range(3):
        found = resolve_when(text, due)
        if found is None:
            break
        a, b = found.span
        head, tail = text[:a].rstrip(), text[b:]
        if re.search(r"[\u4e00-\u9fff]$", head):
            tail = re.sub(r"^(?:之前|以前|前)", "", tail)  # "月底前交" -> "交"
            tail = re.sub(r"^(?:将要|将|要|会)(?=[\u4e00-\u9fff])", "", tail)  # "下周三要去" -> "去"
        else:
            head = re.sub(r"(?:\s+(?:on|at|in|by))?(?:\s+the)?$", "", head, flags=re.IGNORECASE)  # "… on the 28th"
            tail = tail if not head or tail[:1] in ",.;:!?)" or not tail else " " + tail.lstrip()
        text = head + tail
    text = _whole_sentences(text.strip().rstrip("，,"))
    return text if len(text) >= 4 else content


# a sentence the date was the end of ("That fundraiser was", "Coming up on"): it says nothing without it
_CUT_SHORT = re.compile(
    r"(?:^|(?<=[.!?]\s))[^.!?]*\b(?:was|is|were|are|be|on|at|in|by|the|of|for|until|till|from|to)\s*(?:[.!?]|$)",
    re.IGNORECASE,
)


def _whole_sentences(text: str) -> str:
    """`text` less an English sentence the date's removal left without its end (when another sentence is left)."""
    kept = _CUT_SHORT.sub("", text).strip().rstrip(".")
    return kept if kept else text


def _day(when: datetime, now: datetime | None) -> str:
    """`when`'s date in the user's time zone (`now`'s), as the block shows dates."""
    return f"{when.astimezone(now.tzinfo) if now is not None else when:%Y-%m-%d}"


# An episode's text opens with its own date ("2026-11-17 的对话：", "Conversation on 2026-11-17:").
_DATED = re.compile(r"^(?:\d{4}-\d{2}-\d{2} 的对话：|Conversation on \d{4}-\d{2}-\d{2}:)")


def _summary_line(rec: MemoryRecord, now: datetime | None) -> str:
    """A summary as the block lists it: dated once (an episode already says its day; another summary does not)."""
    if _DATED.match(rec.content):
        return f"- {rec.content}"
    return f"- {_day(rec.valid_from or rec.created_at, now)}: {rec.content}"


def _due_line(rec: MemoryRecord, language: str, now: datetime | None) -> str:
    line = f"- {rec.content}"
    if rec.due_at is not None and find_repeat(rec.content) is None:
        due = rec.due_at.astimezone(now.tzinfo) if now is not None else rec.due_at
        if f"{due:%Y-%m-%d}" not in rec.content:
            line += f" [{_head(language)['due']} {due:%Y-%m-%d %H:%M}]"
    return line


def _clip(text: str, budget: int) -> str:
    if estimate_tokens(text) <= budget:
        return text
    sentences = re.split(r"(?<=[。！？.!?\n])", text)
    out = ""
    for s in sentences:
        if estimate_tokens(out + s) > budget:
            break
        out += s
    return out.strip()


def _excerpt_line(hit: SearchHit, language: str, limit: int, now: datetime | None) -> str:
    msg = hit.message
    assert msg is not None
    head = _head(language)
    who = head["user_said"] if msg.role == "user" else head["you_said"]
    text = " ".join(msg.content.split())
    clipped = _clip(text, limit)
    if not clipped:  # one sentence longer than the limit: cut it, and say so
        clipped = text[: limit * 2].rstrip() + "…"
    elif clipped != text:
        clipped += " …"
    if language != "en":
        return f"- {_day(msg.created_at, now)} {who}：“{clipped}”"
    return f'- {_day(msg.created_at, now)} {who}: "{clipped}"'


@dataclass(slots=True)
class _Layer:
    """One section: its heading, candidate lines in priority order, and the lines kept."""

    heading: str
    lines: list[str]
    share: float
    kept: list[int]
    #: keep a prefix only: a set's members mean little without its header, nor a list with a hole
    in_order: bool = False

    def fill(self, room: int) -> int:
        """Keep the lines that fit in `room` more tokens (the heading with the first); returns tokens used."""
        spent = 0
        for n, line in enumerate(self.lines):
            if n in self.kept:
                continue
            cost = estimate_tokens(line) + 1 + (estimate_tokens(self.heading) + 1 if not self.kept else 0)
            if spent + cost > room:
                if self.in_order:
                    break
                continue
            spent += cost
            self.kept.append(n)
        return spent

    @property
    def complete(self) -> bool:
        return len(self.kept) == len(self.lines)


def _states(profile: str, fact: str) -> bool:
    """Whether the profile already says `fact`: word for word, or (the profile is prose: "用户叫李明" is said as
    "李明是…", an English fact quoted as "I …") every name, noun and number of it."""
    if bare_statement(fact) in profile:
        return True
    ws = words(fact)
    return bool(ws) and all(says_any(profile, [w]) for w in ws)


def build_context(
    *,
    language: str,
    budget: int,
    profile: str | None,
    summaries: Sequence[MemoryRecord],
    hits: Sequence[SearchHit],
    core: Sequence[MemoryRecord] = (),
    excerpts: Sequence[SearchHit] = (),
    config: ContextConfig | None = None,
    now: datetime | None = None,
    due: Sequence[MemoryRecord] = (),
    people: Sequence[EntityLine] = (),
    traditional: bool = False,
    to_do: Sequence[MemoryRecord] = (),
    to_do_later: bool = False,
    done: Mapping[str, datetime] | None = None,
) -> ContextBlock:
    """Assemble the system-prompt block. Never exceeds `budget` estimated tokens.

    `now`, in the user's time zone, dates every line in that zone and marks a plan whose day is over as past
    (without it dates are shown as stored, in UTC). `people` are the lines of the people and things section
    (`jiyi._entity_recall.entity_lines`), best first. `to_do`: the open todos that answer a question about what
    the user has to do ("这周要做什么？", `jiyi._todo_asked`), soonest first, listed right after the due ones: the
    todos, then the dated plans under a heading of their own (a concert is no to-do); `to_do_later`: none falls in
    the period asked about, so they are listed together as coming up after it, each plan marked as one. `done`:
    when each completed todo among the memories shown was done, so it is shown as done, not as still to do.
    `traditional`: the user writes Traditional Chinese, so a
    Chinese block's headings and labels are in their characters too (what it quotes is as stored)."""
    cfg = config or ContextConfig()
    lang = language if language in _HEAD else "en"
    frame = HANT if lang == "zh" and traditional else lang
    head = _head(frame)
    avail = budget - estimate_tokens(head["intro"]) - 1
    mem_hits = [h for h in hits if h.memory is not None]
    quoted = [h for h in excerpts if h.message is not None]
    # Due todos come first and before the shares: a reminder the user is owed outranks any background.
    now_due = _Layer(head["due_now"], [_due_line(r, frame, now) for r in due[: cfg.due_lines]], 0.0, [])
    avail -= now_due.fill(max(0, avail))
    # What the user asked they have to do is the answer itself: after what is due, before any background.
    to_do = list(to_do[: cfg.due_lines])
    if to_do_later:
        lines = [_due_line(r, frame, now) if r.type == "todo" else _memory_line(r, frame, now) for r in to_do]
        asked_to_do = _Layer(head["later"], lines, 0.0, [], in_order=True)
        plans: list[MemoryRecord] = []
    else:
        plans = [r for r in to_do if r.type != "todo"]
        to_do = [r for r in to_do if r.type == "todo"]
        asked_to_do = _Layer(head["to_do"], [_due_line(r, frame, now) for r in to_do], 0.0, [], in_order=True)
    avail -= asked_to_do.fill(max(0, avail))
    planned = _Layer(head["plans"], [_due_line(r, frame, now) for r in plans], 0.0, [], in_order=True)
    avail -= planned.fill(max(0, avail))
    # A set too long for its share keeps every member, each line cut from its tail (`jiyi._entity_fit`); what
    # the other layers leave is offered again below, for the lines as long as they can be.
    heading = estimate_tokens(head["people"]) + 1
    room = int(max(0, avail) * cfg.people_share)
    whole = list(people)
    people = fit_lines(whole, room - heading, lang)
    shortened = people != whole
    who = _Layer(head["people"], [p.text for p in people], 0.0, [], in_order=True)
    people_spent = who.fill(room)
    avail -= people_spent
    # A memory the section's lines already say in full ("吴杰明是用户的下属，其教育背景是专科" beside
    # "吴杰明（下属）：教育背景 专科") would only spend the budget twice.
    said = [people[n] for n in who.kept]
    if said:
        core = [r for r in core if not any(restates(p, r.id, r.content) for p in said)]
        mem_hits = [h for h in mem_hits if h.memory and not any(restates(p, h.id, h.memory.content) for p in said)]

    about = _Layer(head["profile"], [], cfg.core_share, [])
    if profile:
        # The profile alone may take the core share, or everything when nothing else is there.
        others = bool(core or mem_hits or quoted or summaries)
        room = int(avail * cfg.core_share) if others else avail
        clipped = _clip(profile, max(0, room - estimate_tokens(head["profile"]) - 2))
        if clipped:
            about.lines.append(clipped)
        profile_cut = clipped != profile
        profile = clipped or None
    else:
        profile_cut = False
    # A core fact the profile (as shown: it may be clipped) already states only takes budget.
    shown_core = [r for r in core if not (profile and _states(profile, r.content))]
    done = done or {}
    about.lines.extend(_memory_line(r, frame, now, done.get(r.id)) for r in shown_core)
    mem_lines = [_memory_line(h.memory, frame, now, done.get(h.memory.id)) for h in mem_hits if h.memory]
    mems = _Layer(head["memories"], mem_lines, cfg.memories_share, [])
    quote_lines = [_excerpt_line(h, frame, cfg.excerpt_tokens, now) for h in quoted]
    quotes = _Layer(head["excerpts"], quote_lines, cfg.excerpts_share, [])
    sums = _Layer(
        head["summaries"],
        [_summary_line(s, now) for s in summaries],
        cfg.summaries_share,
        [],
    )
    layers = (about, mems, quotes, sums)
    used = 0
    for layer in layers:  # first pass: each layer within its share
        used += layer.fill(int(max(0, avail) * layer.share))
    spare = max(0, avail - used)
    if spare and shortened:  # the section was shortened and there is room left: longer lines
        people = fit_lines(whole, people_spent + spare - heading, lang)
        who = _Layer(head["people"], [p.text for p in people], 0.0, [], in_order=True)
        used += who.fill(people_spent + spare) - people_spent
    for layer in (who, mems, quotes, about, sums):  # second pass: what is left, to whoever has more
        used += layer.fill(max(0, avail - used))
    answered = (now_due, asked_to_do, planned, who)
    truncated = profile_cut or shortened or not all(layer.complete for layer in (*layers, *answered))

    sections: list[str] = [head["intro"]]
    if now_due.kept:
        sections.append("\n".join([now_due.heading, *(now_due.lines[n] for n in sorted(now_due.kept))]))
    if asked_to_do.kept:
        kept_to_do = sorted(asked_to_do.kept)
        sections.append("\n".join([asked_to_do.heading, *(asked_to_do.lines[n] for n in kept_to_do)]))
    if planned.kept:
        sections.append("\n".join([planned.heading, *(planned.lines[n] for n in sorted(planned.kept))]))
    if about.kept:
        sections.append("\n".join([about.heading, *(about.lines[n] for n in sorted(about.kept))]))
    if who.kept:
        sections.append("\n".join([who.heading, *(who.lines[n] for n in sorted(who.kept))]))
    kept_summaries = [summaries[n] for n in sorted(sums.kept)]
    if kept_summaries:
        # Kept in priority order, shown newest first.
        order = sorted(sums.kept, key=lambda n: (summaries[n].valid_from or summaries[n].created_at, -n), reverse=True)
        sections.append("\n".join([sums.heading, *(sums.lines[n] for n in order)]))
    if mems.kept:
        sections.append("\n".join([mems.heading, *(mems.lines[n] for n in sorted(mems.kept))]))
    if quotes.kept:
        sections.append("\n".join([quotes.heading, *(quotes.lines[n] for n in sorted(quotes.kept))]))
    if len(sections) == 1:
        # Nothing to say about the user: an empty block costs no tokens.
        return ContextBlock(text="", tokens=0, budget=budget, language=lang, truncated=truncated)
    text = "\n\n".join(sections)
    first_core = 1 if profile and about.lines and about.lines[0] == profile else 0
    return ContextBlock(
        text=text,
        tokens=estimate_tokens(text),
        budget=budget,
        language=lang,
        profile=profile if first_core and 0 in about.kept else None,
        summaries=tuple(kept_summaries),
        memories=tuple(mem_hits[n] for n in sorted(mems.kept)),
        truncated=truncated,
        core=tuple(shown_core[n - first_core] for n in sorted(about.kept) if n >= first_core),
        excerpts=tuple(quoted[n] for n in sorted(quotes.kept)),
        due=tuple(due[n] for n in sorted(now_due.kept)),
        to_do=(*(to_do[n] for n in sorted(asked_to_do.kept)), *(plans[n] for n in sorted(planned.kept))),
        people=tuple(people[n].text for n in sorted(who.kept)),
        people_memory_ids=tuple(sorted({i for n in who.kept for i in people[n].memory_ids})),
    )
