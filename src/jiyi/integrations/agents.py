"""OpenAI Agents SDK: a session that keeps the conversation as a jiyi topic, and instructions with jiyi's context.

```python
from agents import Agent, Runner
from jiyi import Memory
from jiyi.integrations.agents import JiyiSession, context_instructions

mem = Memory("~/.jiyi/jiyi.db")
question = "周末去哪儿吃饭？"
agent = Agent(name="助手", instructions=context_instructions(mem, "li", question, base="你是李明的助手。"))
result = Runner.run_sync(agent, question, session=JiyiSession(mem, "li", "chat-1"))
```

The session's conversation is an ordinary jiyi topic (titled ``Agents <session_id>``; ``Agents <session_id> · 2``
and so on after `pop_item` or `clear_session`), so jiyi distils memories from it like any other chat. It keeps
what a person would read: user, assistant and system (developer) messages with their text; tool calls, tool
outputs and reasoning items are not kept. `get_items` returns them as ``{"role": ..., "content": ...}`` items.

jiyi never deletes a message on its own, so the two calls that take items away are built from its soft operations:
`pop_item` moves the conversation minus its last message to a fresh topic and forgets the old one (restorable with
`Memory.restore_topic`; memories drawn from it are forgotten with it and drawn again from the copy), and
`clear_session` starts a fresh topic, leaving the old conversation in jiyi as a past one.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .._memory import Memory
from .._models import Message, Role, Topic

if TYPE_CHECKING:
    from agents.items import TResponseInputItem
    from agents.memory import SessionSettings

__all__ = ["JiyiSession", "context_instructions"]

_ROLES = {"user": Role.USER, "assistant": Role.ASSISTANT, "system": Role.SYSTEM, "developer": Role.SYSTEM}
_TEXT_PARTS = frozenset({"input_text", "output_text", "text"})


def _text_of(item: Any) -> tuple[Role, str] | None:
    """(role, text) of a message item; None for anything else (tool calls, reasoning, images only)."""
    if not isinstance(item, dict) or item.get("type", "message") != "message" or item.get("role") not in _ROLES:
        return None
    content = item.get("content")
    if isinstance(content, str):
        text = content
    elif isinstance(content, list):
        text = "\n".join(
            p["text"] for p in content if isinstance(p, dict) and p.get("type") in _TEXT_PARTS and p.get("text")
        )
    else:
        return None
    return (_ROLES[item["role"]], text) if text.strip() else None


def _item(msg: Message) -> TResponseInputItem:
    return {"role": msg.role.value, "content": msg.content}  # type: ignore[return-value,misc]


class JiyiSession:
    """An Agents SDK `Session` (the `agents.memory.Session` protocol) whose items are a jiyi topic's messages.

    `session_id` names the conversation; the same name finds the same topic again in a later process. The
    session does not own `memory`: close it yourself. Work runs on a worker thread (jiyi's stores are
    synchronous)."""

    session_settings: SessionSettings | None = None

    def __init__(self, memory: Memory, user_id: str, session_id: str) -> None:
        if not isinstance(session_id, str) or not session_id.strip() or len(session_id) > 150:
            raise ValueError("session_id must be a non-empty string of at most 150 characters")
        self.memory = memory
        self.user_id = user_id
        self.session_id = session_id
        self._topic: tuple[Topic, int] | None = None  # the topic and its generation, once found

    def _title(self, generation: int) -> str:
        base = f"Agents {self.session_id}"
        return base if generation == 1 else f"{base} · {generation}"

    # --- the topic ---------------------------------------------------------------------------------
    def _find(self) -> tuple[Topic | None, int]:
        """The session's topic and its generation: the live topic of the user with the session's title and the
        highest generation (pop_item and clear_session move to the next one); (None, 0) before the first item."""
        if self._topic is not None:
            return self._topic
        base = re.escape(f"Agents {self.session_id}")
        pattern = re.compile(rf"{base}(?: · (\d+))?")
        best: tuple[Topic | None, int] = (None, 0)
        offset = 0
        while page := self.memory.topics.list(self.user_id, limit=1000, offset=offset):
            for t in page:
                if m := pattern.fullmatch(t.title):
                    generation = int(m.group(1) or 1)
                    if generation > best[1]:
                        best = (t, generation)
            offset += len(page)
        if best[0] is not None:
            self._topic = (best[0], best[1])
        return best

    def _next(self) -> Topic:
        """Start the session's next topic."""
        _, generation = self._find()
        topic = self.memory.topics.create(self.user_id, self._title(generation + 1))
        self._topic = (topic, generation + 1)
        return topic

    def _messages(self) -> list[Message]:
        topic, _ = self._find()
        if topic is None:
            return []
        return [
            m
            for m in self.memory.messages.list(topic.id, user_id=self.user_id)
            if m.role in (Role.USER, Role.ASSISTANT, Role.SYSTEM)
        ]

    # --- sync bodies of the protocol's methods ------------------------------------------------------
    def _get(self, limit: int | None) -> list[TResponseInputItem]:
        msgs = self._messages()
        if limit is not None:
            msgs = msgs[-limit:] if limit > 0 else []
        return [_item(m) for m in msgs]

    def _add(self, items: Sequence[Any]) -> None:
        kept = [t for t in (_text_of(i) for i in items) if t is not None]
        if not kept:
            return
        topic = self._find()[0] or self._next()
        self.memory.messages.add_many(topic.id, [(role, text, None) for role, text in kept], user_id=self.user_id)

    def _pop(self) -> TResponseInputItem | None:
        topic, _ = self._find()
        msgs = self._messages()
        if topic is None or not msgs:
            return None
        *rest, last = msgs
        fresh = self._next()
        if rest:
            self.memory.messages.add_many(
                fresh.id, [(m.role, m.content, m.created_at) for m in rest], user_id=self.user_id
            )
        self.memory.forget_topic(self.user_id, topic.id, reason=f"Agents session {self.session_id}: pop_item")
        return _item(last)

    def _clear(self) -> None:
        if self._messages():
            self._next()

    # --- the Session protocol ----------------------------------------------------------------------
    async def get_items(self, limit: int | None = None) -> list[TResponseInputItem]:
        """The conversation so far, oldest first (the latest `limit` items when given)."""
        return await asyncio.to_thread(self._get, limit)

    async def add_items(self, items: list[TResponseInputItem]) -> None:
        """Append the message items to the topic (other items are not kept; see the module docstring)."""
        await asyncio.to_thread(self._add, list(items))

    async def pop_item(self) -> TResponseInputItem | None:
        """Take the latest message off the conversation and return it (None when there is none)."""
        return await asyncio.to_thread(self._pop)

    async def clear_session(self) -> None:
        """Start the session afresh; the old conversation stays in jiyi as a past topic."""
        await asyncio.to_thread(self._clear)


def context_instructions(
    memory: Memory, user_id: str, message: str, *, base: str = "", recent: Sequence[str] = ()
) -> str:
    """Instructions for an agent answering `message`: `base` followed by jiyi's context block for the user
    (`Memory.context`: core facts, relevant memories, excerpts of past conversations). `base` alone when jiyi
    has nothing to add."""
    block = memory.context(user_id, message, recent=recent).text
    return f"{base}\n\n{block}".strip() if block else base
