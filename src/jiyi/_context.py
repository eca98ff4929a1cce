"""Context assembly: profile + recent summaries + relevant memories, inside a token budget.

The budget is counted with `jiyi._text.estimate_tokens` (a documented estimate that errs high).
Order of priority when the budget is tight: the profile (clipped if it alone is too long), then the
best memories, then the recent summaries; a part that does not fit is left out whole, never cut
mid-sentence (except the profile, which is clipped at a sentence end).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ._models import ContextBlock, MemoryRecord, SearchHit
from ._text import estimate_tokens

__all__ = ["TYPE_LABELS", "build_context"]

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
        "summaries": "## 过往的交流",
        "memories": "## 相关记忆",
        "due": "截止",
    },
    "en": {
        "intro": "What you remember about the user. Use it naturally without reciting it; "
        "if it conflicts with what the user says now, trust the user.",
        "profile": "## About the user",
        "summaries": "## Past conversations",
        "memories": "## Relevant memories",
        "due": "due",
    },
}


@dataclass(frozen=True, slots=True)
class _Part:
    text: str
    tokens: int


def _label(type_: str, language: str) -> str:
    return TYPE_LABELS.get(language, {}).get(type_, type_)


def _memory_line(rec: MemoryRecord, language: str) -> str:
    line = f"- ({_label(rec.type, language)}) {rec.content}"
    if rec.due_at is not None and rec.due_at.strftime("%Y-%m-%d") not in rec.content:
        line += f" [{_HEAD[language]['due']} {rec.due_at:%Y-%m-%d}]"
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


def build_context(
    *,
    language: str,
    budget: int,
    profile: str | None,
    summaries: Sequence[MemoryRecord],
    hits: Sequence[SearchHit],
) -> ContextBlock:
    """Assemble the system-prompt block. Never exceeds `budget` estimated tokens."""
    lang = language if language in _HEAD else "en"
    head = _HEAD[lang]
    used = estimate_tokens(head["intro"]) + 1
    truncated = False
    sections: list[str] = [head["intro"]]

    if profile:
        room = budget - used - estimate_tokens(head["profile"]) - 2
        clipped = _clip(profile, max(0, room))
        if clipped != profile:
            truncated = True
        if clipped:
            block = f"{head['profile']}\n{clipped}"
            sections.append(block)
            used += estimate_tokens(block) + 1
        else:
            profile = None

    kept_hits: list[SearchHit] = []
    mem_lines: list[str] = []
    mem_head_cost = estimate_tokens(head["memories"]) + 1
    for h in hits:
        if h.memory is None:
            continue
        line = _memory_line(h.memory, lang)
        cost = estimate_tokens(line) + 1 + (mem_head_cost if not mem_lines else 0)
        if used + cost > budget:
            truncated = True
            continue
        used += cost
        mem_lines.append(line)
        kept_hits.append(h)

    kept_summaries: list[MemoryRecord] = []
    sum_lines: list[str] = []
    sum_head_cost = estimate_tokens(head["summaries"]) + 1
    for s in summaries:
        day = s.valid_from or s.created_at
        line = f"- {day:%Y-%m-%d}: {s.content}"
        cost = estimate_tokens(line) + 1 + (sum_head_cost if not sum_lines else 0)
        if used + cost > budget:
            truncated = True
            continue
        used += cost
        sum_lines.append(line)
        kept_summaries.append(s)

    if sum_lines:
        # Kept in priority order, shown newest first.
        dated = sorted(zip(kept_summaries, sum_lines, strict=True), key=lambda sl: sl[0].valid_from or sl[0].created_at)
        sum_lines = [line for _, line in reversed(dated)]
        sections.append("\n".join([head["summaries"], *sum_lines]))
    if mem_lines:
        sections.append("\n".join([head["memories"], *mem_lines]))
    if len(sections) == 1:
        # Nothing to say about the user: an empty block costs no tokens.
        return ContextBlock(text="", tokens=0, budget=budget, language=lang, truncated=truncated)
    text = "\n\n".join(sections)
    return ContextBlock(
        text=text,
        tokens=estimate_tokens(text),
        budget=budget,
        language=lang,
        profile=profile,
        summaries=tuple(kept_summaries),
        memories=tuple(kept_hits),
        truncated=truncated,
    )
