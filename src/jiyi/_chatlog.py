"""Reading a chat log of OpenAI-style messages for import: what `jiyi import --chat` (and a script) feeds to
`mem.messages.add_many`.

Accepted shapes, as exported by chat apps and used for fine-tuning:

```
[{"role": "user", "content": "…"}, {"role": "assistant", "content": "…"}]        one conversation
{"title": "…", "messages": [ … ]}                                               one conversation
[[ … ], [ … ]]  or  [{"messages": [ … ]}, …]                                    several conversations
JSON lines, each a message (consecutive ones form one conversation), a list of messages or {"messages": …}
```

`content` may be text or a list of parts (`{"type": "text", "text": "…"}`, their texts joined); `developer` is read
as `system`, `function` as `tool`; an optional `created_at` (ISO 8601) is kept. A message that cannot be stored
(no text, as an assistant's tool call; an unknown role; a control character) is skipped with the reason, never
half-read; the rest are all checked before anything is written.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from ._errors import ValidationError
from ._models import Role
from ._validate import MAX_CONTENT_CHARS, check_content, check_role, check_when

__all__ = ["ChatLog", "Conversation", "read_chat_log"]

_ROLES = {"developer": "system", "function": "tool"}
_TEXT_PARTS = ("text", "input_text", "output_text")


@dataclass(slots=True)
class Conversation:
    """One conversation to import as a topic: its title (if the log names one) and its checked messages."""

    title: str = ""
    messages: list[tuple[Role, str, datetime | None]] = field(default_factory=list)


@dataclass(slots=True)
class ChatLog:
    """The conversations read, and each skipped message or line with where it was and why."""

    conversations: list[Conversation] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    @property
    def messages(self) -> int:
        """How many messages will be imported."""
        return sum(len(c.messages) for c in self.conversations)


def read_chat_log(text: str, *, limit: int = MAX_CONTENT_CHARS) -> ChatLog:
    """Read a chat log (one JSON document or JSON lines); `limit` is the longest message accepted."""
    log = ChatLog()
    try:
        whole = json.loads(text)
    except ValueError:
        whole = None
    except RecursionError:
        raise ValidationError("the chat log is nested too deeply to be one", field="file") from None
    if whole is not None:
        for where, conv in _conversations(whole, ""):
            _add(log, conv, where, limit)
    else:
        run: list[tuple[str, Any]] = []  # consecutive single-message lines: one conversation
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                value = json.loads(line)
            except (ValueError, RecursionError):
                log.skipped.append(f"line {number}: not valid JSON")
                continue
            if isinstance(value, dict) and "role" in value:
                run.append((f"line {number}", value))
                continue
            _flush(log, run, limit)
            try:
                found = _conversations(value, f"line {number}")
            except ValidationError as exc:
                log.skipped.append(str(exc))
                continue
            for where, conv in found:
                _add(log, conv, where, limit)
        _flush(log, run, limit)
    log.conversations = [c for c in log.conversations if c.messages]
    return log


def _conversations(value: Any, where: str) -> list[tuple[str, Any]]:
    """(where, conversation) pairs of one JSON value: a list of messages, {"messages": ...}, or a list of those."""
    at = f"{where}: " if where else ""
    if isinstance(value, dict) and isinstance(value.get("messages"), list):
        return [(where, value)]
    if _is_message(value):
        return [(where, {"messages": [value]})]
    if isinstance(value, list) and value and all(isinstance(v, list | dict) and not _is_message(v) for v in value):
        return [(f"{where or 'conversation'} {i}".strip(), v) for i, v in enumerate(value, start=1)]
    if isinstance(value, list):
        return [(where, {"messages": value})]
    raise ValidationError(
        f'{at}expected a list of messages like [{{"role": "user", "content": "..."}}] or {{"messages": [...]}}',
        field="file",
    )


def _is_message(v: Any) -> bool:
    return isinstance(v, dict) and "role" in v


def _add(log: ChatLog, conv: Any, where: str, limit: int) -> None:
    msgs = conv.get("messages") if isinstance(conv, dict) else conv
    if not isinstance(msgs, list):
        log.skipped.append(f"{where}: not a list of messages")
        return
    title = conv.get("title") if isinstance(conv, dict) else None
    out = Conversation(title=title.strip()[:200] if isinstance(title, str) else "")
    at = f"{where}, " if where else ""
    for i, m in enumerate(msgs, start=1):
        checked = _message(m, f"{at}message {i}", limit, log)
        if checked is not None:
            out.messages.append(checked)
    log.conversations.append(out)


def _flush(log: ChatLog, run: list[tuple[str, Any]], limit: int) -> None:
    if not run:
        return
    out = Conversation()
    for where, m in run:
        checked = _message(m, where, limit, log)
        if checked is not None:
            out.messages.append(checked)
    log.conversations.append(out)
    run.clear()


def _message(m: Any, where: str, limit: int, log: ChatLog) -> tuple[Role, str, datetime | None] | None:
    if not isinstance(m, dict):
        log.skipped.append(f"{where}: not a message object")
        return None
    content = m.get("content")
    if isinstance(content, list):  # content parts: keep the text ones
        texts = [p.get("text") for p in content if isinstance(p, dict) and p.get("type") in _TEXT_PARTS]
        content = "\n".join(t for t in texts if isinstance(t, str))
    if content is None or content == "":
        log.skipped.append(f"{where}: no text (a tool call or an empty message)")
        return None
    try:
        raw_role = m.get("role")
        role = check_role(_ROLES.get(raw_role, raw_role) if isinstance(raw_role, str) else raw_role)
        text = check_content(content, field="content", limit=limit)
        raw_when = m.get("created_at")
        at = check_when(raw_when, field="created_at") if raw_when is not None else None
    except ValidationError as exc:
        log.skipped.append(f"{where}: {exc}")
        return None
    return role, text, at
