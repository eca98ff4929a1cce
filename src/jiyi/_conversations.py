"""`mem.topics` and `mem.messages`: conversation threads and the write path of the `Memory` facade."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ._errors import ConflictError, ValidationError
from ._models import Message, Role, Topic
from ._scope import check_agent_id, check_metadata
from ._validate import check_content, check_role, check_text, check_user_id, check_when
from .store._base import NewMessage

if TYPE_CHECKING:
    from ._memory import Memory

__all__ = ["Messages", "Topics", "shown_topic"]


class Topics:
    """`mem.topics`: conversation threads."""

    def __init__(self, mem: Memory) -> None:
        self._m = mem

    def create(
        self, user_id: str, title: str = "", *, agent_id: str | None = None, metadata: Mapping[str, Any] | None = None
    ) -> Topic:
        """Start a topic for a user, optionally in an agent's scope (`jiyi._scope`): the memories distilled from
        it then belong to that agent. `metadata` is any JSON object of the caller's, kept with the topic."""
        check_user_id(user_id)
        title = check_text(title, field="title").strip()[:200] if isinstance(title, str) else ""
        agent = check_agent_id(agent_id)
        md = check_metadata(metadata)
        return self._m.store.create_topic(
            user_id, title or "untitled", self._m.clock.now(), agent_id=agent, metadata=md
        )

    def get(self, topic_id: str, *, user_id: str | None = None) -> Topic:
        """A topic by id (scoped to `user_id` when given)."""
        return self._m.store.get_topic(self._m._owner(topic_id, user_id), topic_id)

    def list(
        self, user_id: str, *, limit: int = 50, offset: int = 0, forgotten: bool = False, agent_id: str | None = None
    ) -> list[Topic]:
        """The user's topics, most recently active first (`forgotten=True`: only the forgotten ones; `agent_id`:
        only that agent's)."""
        check_user_id(user_id)
        if not 1 <= limit <= 1000 or offset < 0:
            raise ValidationError("limit must be 1-1000 and offset >= 0", field="limit")
        agent = check_agent_id(agent_id)
        return self._m.store.list_topics(user_id, limit=limit, offset=offset, forgotten=forgotten, agent_id=agent)


class Messages:
    """`mem.messages`: the write path. Fast: store, index, embed one sentence — nothing else."""

    def __init__(self, mem: Memory) -> None:
        self._m = mem

    def add(
        self,
        topic_id: str,
        role: str | Role,
        content: str,
        *,
        created_at: datetime | str | None = None,
        user_id: str | None = None,
        temporary: bool = False,
    ) -> Message | None:
        """Append one message to a topic (and move its last_active_at). None when it is not stored: a
        temporary chat (`temporary=True`) or a user in temporary mode (see `Memory.is_temporary`)."""
        stored = self.add_many(topic_id, [(role, content, created_at)], user_id=user_id, temporary=temporary)
        return stored[0] if stored else None

    def add_many(
        self,
        topic_id: str,
        items: Iterable[tuple[str | Role, str, datetime | str | None]],
        *,
        user_id: str | None = None,
        temporary: bool = False,
    ) -> list[Message]:
        """Append several messages at once (imports): all are stored, or none. Nothing is stored (an empty
        list) for a temporary chat (`temporary=True`) or a user in temporary mode (`Memory.is_temporary`)."""
        m = self._m
        owner = m._owner(topic_id, user_id)
        now = m.clock.now()
        checked: list[tuple[Role, str, datetime]] = []
        for i, (role, content, when) in enumerate(items):
            field = f"messages[{i}]"
            r = check_role(role)
            text = check_content(content, field=f"{field}.content", limit=m.max_message_chars)
            at = check_when(when, field=f"{field}.created_at") if when is not None else now
            checked.append((r, text, at))
        if not checked:
            raise ValidationError("no messages to add", field="messages")
        # Checked after the input, so a bad message is refused the same way in a temporary chat. Nothing of
        # a temporary chat reaches the store, so nothing of it can ever be distilled, summarised or searched.
        if m.is_temporary(owner, requested=temporary):
            return []
        vectors = m.embedder.embed([c[1] for c in checked]) if m.embed_messages else None
        new = [
            NewMessage(role=r, content=t, created_at=at, vector=None if vectors is None else vectors[i])
            for i, (r, t, at) in enumerate(checked)
        ]
        return m.store.add_messages(owner, topic_id, new)

    def list(
        self,
        topic_id: str,
        *,
        user_id: str | None = None,
        limit: int | None = None,
        after_seq: int | None = None,
    ) -> list[Message]:
        """A topic's messages in order (ConflictError while the topic is forgotten: they are hidden)."""
        owner = self._m._owner(topic_id, user_id)
        shown_topic(self._m.store.get_topic(owner, topic_id))
        return self._m.store.list_messages(owner, topic_id, limit=limit, after_seq=after_seq)


def shown_topic(topic: Topic) -> Topic:
    if topic.forgotten_at is not None:
        raise ConflictError(f"topic {topic.id} is forgotten; restore it (restore_topic) to use its messages")
    return topic
