"""Bounded extraction windows: a topic's new messages cut into pieces an LLM call can afford (seed 003 §5.2).

A window holds at most `max_messages` messages and `max_tokens` estimated tokens of new text
(`estimate_tokens` plus a per-line allowance for the ``[message id] User:`` label). A message larger
than the whole budget is clipped (head and tail kept, a marker saying how much was cut in between)
and travels alone: it is never dropped, and the memory it yields still cites its id. Context messages
are fitted to their own budget, newest first, without gaps.
"""

from __future__ import annotations

from collections.abc import Sequence

from ._models import Message
from ._text import estimate_tokens

__all__ = ["LINE_TOKENS", "clip_text", "fit_context", "split_windows"]

#: Estimated tokens of the label a prompt puts before each message (``[消息 msg_…] 用户：``).
LINE_TOKENS = 12
# Share of a clipped message's budget given to its head; the tail gets the rest (a long paste
# often ends with the user's actual question).
_HEAD_SHARE = 2 / 3


def _marker(cut: int) -> str:
    return f"\n[... {cut} characters clipped ...]\n"


def _longest(text: str, budget: int, *, from_end: bool) -> int:
    """Length of the longest prefix (or suffix) of `text` within `budget` estimated tokens.

    Every count `estimate_tokens` makes (Han characters, word runs, symbol runs) only grows with a
    longer prefix or suffix, so a bisection finds it in O(log n) estimates."""
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        part = text[len(text) - mid :] if from_end else text[:mid]
        if estimate_tokens(part) <= budget:
            lo = mid
        else:
            hi = mid - 1
    return lo


def clip_text(text: str, budget: int) -> str:
    """`text` if it fits `budget` estimated tokens, else its head and tail around a marker that fits."""
    if estimate_tokens(text) <= budget:
        return text
    room = max(0, budget - estimate_tokens(_marker(len(text))))
    head = _longest(text, int(room * _HEAD_SHARE), from_end=False)
    tail = _longest(text[head:], room - estimate_tokens(text[:head]), from_end=True)
    cut = len(text) - head - tail
    return text[:head].rstrip() + _marker(cut) + text[len(text) - tail :].lstrip()


def _clipped(message: Message, budget: int) -> tuple[Message, int]:
    cost = estimate_tokens(message.content)
    if cost <= budget:
        return message, cost
    short = message.model_copy(update={"content": clip_text(message.content, budget)})
    return short, estimate_tokens(short.content)


def split_windows(messages: Sequence[Message], max_messages: int, max_tokens: int) -> list[list[Message]]:
    """Consecutive windows covering `messages` once each, in order, each within both limits.

    A message whose text alone exceeds the budget is clipped to it and forms its own window."""
    per_message = max(1, max_tokens - LINE_TOKENS)
    windows: list[list[Message]] = []
    current: list[Message] = []
    used = 0
    for message in messages:
        message, cost = _clipped(message, per_message)
        cost += LINE_TOKENS
        if current and (len(current) >= max_messages or used + cost > max_tokens):
            windows.append(current)
            current, used = [], 0
        current.append(message)
        used += cost
    if current:
        windows.append(current)
    return windows


def fit_context(messages: Sequence[Message], max_tokens: int) -> list[Message]:
    """The newest of `messages` (oldest first) within `max_tokens`; the newest is clipped if it alone is too long."""
    kept: list[Message] = []
    used = 0
    for message in reversed(messages):
        room = max_tokens - used - LINE_TOKENS
        if room <= 0:
            break
        if estimate_tokens(message.content) > room:
            if not kept:  # the message right before the window matters most: keep a clipped version
                kept.append(_clipped(message, room)[0])
            break
        kept.append(message)
        used += estimate_tokens(message.content) + LINE_TOKENS
    kept.reverse()
    return kept
