"""What an offline extraction says it did (`batch_summary`), in the language of the user's messages
(`batch_language`)."""

from __future__ import annotations

from collections.abc import Sequence

from .._models import Decision, Message
from ._rules_common import sentence_language

__all__ = ["batch_language", "batch_summary"]


def batch_language(users: Sequence[Message], fallback: str) -> str:
    """The language of the user's messages (the request's when they say nothing)."""
    text = " ".join(m.content[:2000] for m in users)
    return sentence_language(text) if text.strip() else ("zh" if fallback.lower().startswith("zh") else "en")


def batch_summary(decisions: Sequence[Decision], language: str) -> str:
    """What the batch did, in the user's language ("提取了 2 条新记忆", "added 1 new memory")."""
    counts = {a: sum(1 for d in decisions if d.action == a) for a in ("add", "update", "delete", "boost", "skip")}
    if language == "zh":
        words = {"add": "提取了 {} 条新记忆", "update": "更新了 {} 条", "delete": "删除了 {} 条",
                 "boost": "强化了 {} 条", "skip": "跳过了 {} 条"}  # fmt: skip
        parts = [words[a].format(n) for a, n in counts.items() if n]
        return "，".join(parts) if parts else "只有闲聊或提问，没有需要记住的内容"
    words_en = {"add": "added {} new memor{}", "update": "updated {}", "delete": "deleted {}", "boost": "reinforced {}",
                "skip": "skipped {}"}  # fmt: skip
    parts = [
        words_en[a].format(n, "y" if n == 1 else "ies") if a == "add" else words_en[a].format(n)
        for a, n in counts.items()
        if n
    ]
    return ", ".join(parts) if parts else "chit-chat only, nothing to remember"
