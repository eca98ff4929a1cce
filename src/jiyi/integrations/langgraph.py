"""A LangGraph `BaseStore` over `jiyi.Memory`: a graph's long-term memory is the user's jiyi memory.

```python
from jiyi import Memory
from jiyi.integrations.langgraph import JiyiStore

store = JiyiStore(Memory("~/.jiyi/jiyi.db"))
store.put(("li", "coach"), "diet", {"content": "李明不吃辣", "type": "preference"})
store.search(("li",), query="他能吃川菜吗？")      # jiyi's hybrid recall over all of li's memories
```

How LangGraph's words map to jiyi's (`namespace_scope` is the one place that decides it):

- A namespace is ``(user_id, *scope)``. The first label is the jiyi user; the further labels are an agent / app
  scope, kept as a jiyi topic named ``LangGraph a.b`` that the scope's memories point to. ``(user_id,)`` alone is
  the whole user: searching it finds every memory of the user, including those distilled from conversations (their
  key is their memory id).
- An item is a memory. Its value is ``{"content": str, "type": str, "importance": float}``: ``content`` is required,
  ``type`` (default ``manual``) and ``importance`` (default 0.9) are optional, and other fields are refused with
  a `jiyi.ValidationError` — jiyi keeps text memories, not arbitrary documents. `get` returns all three fields.
- `put` over an existing key makes a new version of the memory (the old one stays in its history, undoable);
  `delete` is jiyi's soft delete (restorable); an item whose memory was forgotten or deleted in jiyi is gone for
  LangGraph too. `search` with a query is jiyi's hybrid recall (the score is jiyi's final score); without one it
  lists the newest memories first. `index` is ignored (jiyi always indexes the content) and TTLs are not supported.

The key is kept in the id of the memory's first version (``mem_lg…``, written through `Memory.import_user`, the one
public way to choose an id); later versions point back to it through `supersedes`.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from langgraph.store.base import (
    BaseStore,
    GetOp,
    Item,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    validate_op_namespace,
)
from langgraph.store.memory import _compare_values, _does_match

from .._errors import NotFoundError, ValidationError
from .._memory import Memory
from .._models import MemoryRecord, MemoryState, Source, check_type
from .._sensitive import check_no_secret
from .._text import detect_language
from .._validate import check_memory_content, check_user_id

__all__ = ["JiyiStore", "namespace_scope"]

_VALUE_FIELDS = frozenset({"content", "type", "importance"})
_MEM_PREFIX = "mem_lg"
_TOPIC_PREFIX = "top_lg"
_MAX_KEY_BYTES = 256
_PAGE = 1000


def namespace_scope(namespace: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """``(user_id, scope)`` of a LangGraph namespace: the first label is the user, the rest the agent / app scope.

    The one place that maps namespaces (a core agent scope, when jiyi has one, replaces the topic here)."""
    if not namespace:
        raise ValidationError("a jiyi namespace starts with the user id: (user_id, *scope)")
    return check_user_id(namespace[0]), tuple(namespace[1:])


def _b32(text: str) -> str:
    return base64.b32encode(text.encode("utf-8")).decode("ascii").rstrip("=").lower()


def _unb32(code: str) -> str:
    pad = "=" * (-len(code) % 8)
    return base64.b32decode(code.upper() + pad).decode("utf-8")


def _digest(*parts: str) -> str:
    return hashlib.sha256("\x00".join(parts).encode("utf-8")).hexdigest()[:12]


def _topic_id(user_id: str, scope: tuple[str, ...]) -> str:
    # Ids are unique across users, so the user's digest is part of them; the scope itself is readable back.
    return f"{_TOPIC_PREFIX}{_digest(user_id)}_{_b32(json.dumps(scope, ensure_ascii=False))}"


def _scope_of_topic(topic_id: str | None) -> tuple[str, ...] | None:
    """The scope a memory's topic stands for: () for a memory outside every scope, None for a conversation's."""
    if topic_id is None:
        return ()
    if not topic_id.startswith(_TOPIC_PREFIX):
        return ()  # distilled from a conversation: it belongs to the user as a whole
    try:
        scope = json.loads(_unb32(topic_id.split("_", 2)[2]))
    except ValueError:
        return None
    return tuple(scope) if isinstance(scope, list) else None


def _root_id(user_id: str, scope: tuple[str, ...], key: str) -> str:
    return f"{_MEM_PREFIX}{_digest(user_id, *scope)}_{_b32(key)}"


def _key_of_root(root_id: str) -> str:
    if root_id.startswith(_MEM_PREFIX):
        try:
            return _unb32(root_id.split("_", 2)[2])
        except ValueError:
            pass
    return root_id


def _check_value(value: Any) -> tuple[str, str, float]:
    if not isinstance(value, Mapping):
        raise ValidationError("a jiyi item's value is a dict: {'content': str, 'type': str, 'importance': float}")
    extra = set(value) - _VALUE_FIELDS
    if extra or "content" not in value:
        raise ValidationError(
            "a jiyi item's value is {'content': str, 'type': str, 'importance': float} (content required); "
            f"got the fields {sorted(value)}"
        )
    kind = value.get("type", "manual")
    importance = value.get("importance", 0.9)
    if not isinstance(kind, str):
        raise ValidationError("'type' must be a string such as 'fact' or 'preference'", field="type")
    if isinstance(importance, bool) or not isinstance(importance, int | float) or not 0 <= importance <= 1:
        raise ValidationError("'importance' must be a number between 0 and 1", field="importance")
    return check_memory_content(value["content"]), check_type(kind), float(importance)


class JiyiStore(BaseStore):
    """A LangGraph `BaseStore` whose items are a jiyi user's memories (see the module docstring for the mapping).

    The store does not own `memory`: close it yourself. `abatch` runs `batch` on a worker thread."""

    def __init__(self, memory: Memory) -> None:
        self.memory = memory

    # --- BaseStore ---------------------------------------------------------------------------------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run the operations in order, each one's result at its place."""
        results: list[Result] = []
        for op in ops:
            validate_op_namespace(op)
            if isinstance(op, GetOp):
                results.append(self._get(op.namespace, op.key))
            elif isinstance(op, PutOp):
                self._put(op.namespace, op.key, op.value)
                results.append(None)
            elif isinstance(op, SearchOp):
                results.append(self._search(op))
            elif isinstance(op, ListNamespacesOp):
                results.append(self._list_namespaces(op))
            else:
                raise ValidationError(f"unknown store operation {type(op).__name__}")
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """`batch` on a worker thread: jiyi's stores are synchronous, the event loop must not wait on them."""
        return await asyncio.to_thread(self.batch, list(ops))

    # --- the operations ----------------------------------------------------------------------------
    def _current(self, user_id: str, root_id: str) -> MemoryRecord | None:
        """The latest version of the memory first written as `root_id` (None when there is none)."""
        try:
            rec = self.memory.get(user_id, root_id)
        except NotFoundError:
            return None
        while rec.superseded_by is not None:
            rec = self.memory.get(user_id, rec.superseded_by)
        return rec

    def _root(self, user_id: str, rec: MemoryRecord) -> MemoryRecord:
        while rec.supersedes is not None:
            rec = self.memory.get(user_id, rec.supersedes)
        return rec

    def _find(self, namespace: tuple[str, ...], key: str) -> tuple[MemoryRecord | None, MemoryRecord | None]:
        """(first version, current version) of the item, either None when the key names nothing in the scope."""
        user_id, scope = namespace_scope(namespace)
        root_id = _root_id(user_id, scope, key) if len(key.encode("utf-8")) <= _MAX_KEY_BYTES else ""
        current = self._current(user_id, root_id) if root_id else None
        if current is None and not scope and key.startswith("mem_"):
            current = self._current(user_id, key)  # a memory of the user's own, by the id `search` gave it
            if current is not None and _scope_of_topic(current.topic_id) != ():
                current = None
        if current is None:
            return None, None
        return self._root(user_id, current), current

    def _item(self, root: MemoryRecord, rec: MemoryRecord, namespace: tuple[str, ...]) -> Item:
        return Item(
            value={"content": rec.content, "type": rec.type, "importance": rec.importance},
            key=_key_of_root(root.id),
            namespace=namespace,
            created_at=root.created_at,
            updated_at=rec.updated_at,
        )

    def _get(self, namespace: tuple[str, ...], key: str) -> Item | None:
        root, current = self._find(namespace, key)
        if root is None or current is None or current.state is not MemoryState.ACTIVE:
            return None
        return self._item(root, current, namespace)

    def _put(self, namespace: tuple[str, ...], key: str, value: Mapping[str, Any] | None) -> None:
        mem = self.memory
        user_id, scope = namespace_scope(namespace)
        if not isinstance(key, str) or not key or len(key.encode("utf-8")) > _MAX_KEY_BYTES:
            raise ValidationError(f"a key is a non-empty string of at most {_MAX_KEY_BYTES} bytes")
        _, current = self._find(namespace, key)
        if value is None:  # LangGraph's delete
            if current is not None and current.state is MemoryState.ACTIVE:
                mem.delete(user_id, current.id, reason="deleted through LangGraph")
            return
        content, kind, importance = _check_value(value)
        if current is None:
            self._create(user_id, scope, key, content, kind, importance)
            return
        if current.state is not MemoryState.ACTIVE:
            current = mem.restore(user_id, current.id, reason="written again through LangGraph")
        if (current.content, current.type, current.importance) != (content, kind, importance):
            mem.update(user_id, current.id, content, type=kind, importance=importance, reason="LangGraph put")

    def _create(self, user_id: str, scope: tuple[str, ...], key: str, content: str, kind: str, imp: float) -> None:
        """Write the item's first version with its key in its id: an import of one topic, memory and history row
        (validated as `Memory.add` would; an import writes all of it or nothing)."""
        mem = self.memory
        if mem.store.get_settings(user_id).filter_sensitive:
            check_no_secret(content)
        now = mem.clock.now().isoformat()
        rec_id = _root_id(user_id, scope, key)
        lines: list[dict[str, Any]] = [{"kind": "jiyi-export", "version": 1, "user_id": user_id}]
        topic_id = None
        if scope:
            topic_id = _topic_id(user_id, scope)
            title = ("LangGraph " + ".".join(scope))[:200]
            lines.append({"kind": "topic", "id": topic_id, "user_id": user_id, "title": title, "created_at": now})
        lines.append(
            {
                "kind": "memory",
                "id": rec_id,
                "user_id": user_id,
                "type": kind,
                "content": content,
                "importance": imp,
                "confidence": 1.0,
                "source": Source.USER.value,
                "verified": True,
                "valid_from": now,
                "topic_id": topic_id,
                "language": detect_language(content),
                "created_at": now,
                "updated_at": now,
            }
        )
        lines.append(
            {
                "kind": "history",
                "id": "his_" + rec_id.removeprefix("mem_"),  # one per item: a racing second import adds none
                "memory_id": rec_id,
                "user_id": user_id,
                "event": "add",
                "new_content": content,
                "new_state": MemoryState.ACTIVE.value,
                "actor": "langgraph",
                "reason": "LangGraph put",
                "created_at": now,
            }
        )
        report = mem.import_user(user_id, [json.dumps(line, ensure_ascii=False) for line in lines])
        if not report.memories:
            # Another writer created the key first (an import leaves a stored id as it is): this put is the later
            # one, so it becomes the item's next version rather than vanishing.
            current = self._current(user_id, rec_id)
            if current is not None and (current.content, current.type, current.importance) != (content, kind, imp):
                mem.update(user_id, current.id, content, type=kind, importance=imp, reason="LangGraph put")

    def _in_prefix(self, user_id: str, rec: MemoryRecord, prefix: tuple[str, ...]) -> tuple[str, ...] | None:
        scope = _scope_of_topic(rec.topic_id)
        if scope is None:
            return None
        namespace = (user_id, *scope)
        return namespace if namespace[: len(prefix)] == prefix else None

    def _search(self, op: SearchOp) -> list[SearchItem]:
        if op.limit < 1 or op.offset < 0:
            raise ValidationError("limit must be at least 1 and offset at least 0")
        user_id, scope = namespace_scope(op.namespace_prefix)
        want = op.offset + op.limit
        found: list[SearchItem] = []
        if op.query:
            # A scope or a filter drops hits after recall, so recall reaches further than the page asked for.
            k = min(1000, want if not scope and not op.filter else max(50, want * 5))
            pairs: Iterator[tuple[MemoryRecord, float | None]] = (
                (h.memory, h.score) for h in self.memory.search(user_id, op.query, k=k) if h.memory is not None
            )
        else:
            pairs = ((rec, None) for rec in self._every(user_id))
        for rec, score in pairs:
            namespace = self._in_prefix(user_id, rec, op.namespace_prefix)
            if namespace is None:
                continue
            item = self._item(self._root(user_id, rec), rec, namespace)
            if op.filter and not all(_compare_values(item.value.get(k), v) for k, v in op.filter.items()):
                continue
            found.append(
                SearchItem(item.namespace, item.key, item.value, item.created_at, item.updated_at, score=score)
            )
            if len(found) >= want:
                break
        return found[op.offset : want]

    def _every(self, user_id: str) -> Iterator[MemoryRecord]:
        """The user's current active memories, newest first, page by page."""
        offset = 0
        while page := self.memory.list(user_id, limit=_PAGE, offset=offset):
            yield from page
            offset += len(page)

    def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        users: Iterable[str] = self.memory.store.list_user_ids()
        for cond in op.match_conditions or ():
            if cond.match_type == "prefix" and cond.path and cond.path[0] != "*":
                users = [cond.path[0]]  # the user is named: look at that user only
        spaces: set[tuple[str, ...]] = set()
        for user_id in users:
            for rec in self._every(user_id):
                scope = _scope_of_topic(rec.topic_id)
                if scope is not None:
                    spaces.add((user_id, *scope))
        found = [ns for ns in spaces if all(_does_match(c, ns) for c in op.match_conditions or ())]
        if op.max_depth is not None:
            found = list({ns[: op.max_depth] for ns in found})
        return sorted(found)[op.offset : op.offset + op.limit]
