"""`RemoteMemory`: the `Memory` API over HTTP, against a `jiyi serve` server.

```python
from jiyi.client import RemoteMemory
mem = RemoteMemory("http://127.0.0.1:8765", api_key="jy_…")
t = mem.topics.create("li", "tech")
mem.messages.add(t.id, "user", "我决定用 FastAPI 了")
hits = mem.search("li", "用户用什么框架？")
```

Methods take the same arguments and return the same typed models as `Memory`, and raise the same errors,
rebuilt from the server's ``{"error": {"type", "message", "field"}}`` bodies. Every call names its user in
``X-Jiyi-User`` (a user key may only name its own user; an admin key or an open server may name anyone).
`transport` accepts any httpx transport (``httpx.MockTransport`` in tests of your own code).
"""

from __future__ import annotations

import builtins
import re
from collections.abc import Iterable, Iterator, Sequence
from datetime import datetime
from typing import Any, TypeVar

import httpx
from pydantic import BaseModel, TypeAdapter

from ._errors import (
    AccessDeniedError,
    ConflictError,
    JiyiError,
    NotFoundError,
    ProviderError,
    ProviderTimeoutError,
    StoreError,
    UserError,
    ValidationError,
)
from ._export import ImportReport
from ._forget import ForgetReport
from ._models import (
    ContextBlock,
    ExtractionReport,
    HistoryEntry,
    MemoryRecord,
    MemoryState,
    Message,
    Role,
    SearchHit,
    Topic,
    UserSettings,
)
from ._stats import MemoryStats
from .store._base import JobRecord, TodoRecord

__all__ = ["RemoteMemory", "error_from_response"]

M = TypeVar("M")
_NOT_FOUND = re.compile(r"^(?P<kind>.+?) '(?P<id>.*)' not found$")


def error_from_response(response: httpx.Response) -> JiyiError:
    """The jiyi error a server's error answer stands for."""
    try:
        err = response.json()["error"]
        kind, message, field = str(err.get("type", "")), str(err.get("message", "")), err.get("field")
    except (ValueError, KeyError, TypeError, AttributeError):
        kind, message, field = "", response.text[:300] or response.reason_phrase, None
    status = response.status_code
    if status == 404:
        m = _NOT_FOUND.match(message)
        return NotFoundError(m["kind"], m["id"]) if m else NotFoundError("resource", str(response.url.path))
    if status in (401, 403):
        return AccessDeniedError(message, status=status)
    if status in (413, 422):
        return ValidationError(message, field=field)
    if status == 409:
        return ConflictError(message)
    if status == 503 and kind == "store_error":
        return StoreError(message)
    if 400 <= status < 500:
        return UserError(f"{message} (HTTP {status} {kind})")
    return ProviderError(f"jiyi server answered HTTP {status} {kind}: {message}")


def _list_params(
    types: Sequence[str] | None,
    states: Sequence[MemoryState | str] | None,
    current_only: bool,
    text: str | None,
    since: datetime | None,
    until: datetime | None,
    sort: str,
) -> dict[str, Any]:
    return {
        "type": list(types) if types else None,
        "state": [str(s) for s in states] if states else ["active", "forgotten", "deleted"],
        "all_versions": not current_only,
        "text": text,
        "since": _iso(since),
        "until": _iso(until),
        "sort": sort,
    }


class _Http:
    def __init__(self, base_url: str, api_key: str | None, timeout: float, transport: httpx.BaseTransport | None):
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.client = httpx.Client(base_url=base_url.rstrip("/"), headers=headers, timeout=timeout, transport=transport)

    def call(
        self,
        method: str,
        path: str,
        user_id: str | None,
        *,
        json: Any = None,
        params: dict[str, Any] | None = None,
        content: bytes | None = None,
        headers: dict[str, str] | None = None,
    ) -> httpx.Response:
        headers = dict(headers or {})
        if user_id is not None:
            headers["X-Jiyi-User"] = user_id
        if content is not None:
            headers["Content-Type"] = "application/x-ndjson"
        clean = {k: v for k, v in (params or {}).items() if v is not None}
        try:
            r = self.client.request(method, path, headers=headers, json=json, params=clean, content=content)
        except httpx.TimeoutException as exc:
            raise ProviderTimeoutError(f"jiyi server at {self.client.base_url} did not answer in time") from exc
        except httpx.HTTPError as exc:
            raise ProviderError(f"cannot reach the jiyi server at {self.client.base_url}: {exc}") from exc
        if r.status_code >= 400:
            raise error_from_response(r)
        return r

    def get(self, model: type[M] | Any, method: str, path: str, user_id: str | None, **kw: Any) -> M:
        data = self.call(method, path, user_id, **kw).json()
        if isinstance(model, type) and issubclass(model, BaseModel):
            return model.model_validate(data)  # type: ignore[return-value]
        result: M = TypeAdapter(model).validate_python(data)
        return result


def _todo_of(d: dict[str, Any]) -> TodoRecord:
    ta = TypeAdapter(datetime | None)
    return TodoRecord(
        memory=MemoryRecord.model_validate(d["memory"]),
        remind_at=ta.validate_python(d["remind_at"]),
        reminded_at=ta.validate_python(d["reminded_at"]),
        completed_at=ta.validate_python(d["completed_at"]),
    )


def _temp(temporary: bool) -> dict[str, str]:
    return {"X-Jiyi-Temporary": "1"} if temporary else {}


def _iso(value: datetime | str | None) -> str | None:
    return value.isoformat() if isinstance(value, datetime) else value


class RemoteTopics:
    """`mem.topics` over HTTP."""

    def __init__(self, mem: RemoteMemory) -> None:
        self._m = mem

    def create(self, user_id: str, title: str = "") -> Topic:
        """Start a topic for a user."""
        return self._m._http.get(Topic, "POST", "/api/topics", user_id, json={"title": title})

    def get(self, topic_id: str, *, user_id: str | None = None) -> Topic:
        """A topic by id."""
        return self._m._http.get(Topic, "GET", f"/api/topics/{topic_id}", self._m._user(user_id))

    def list(self, user_id: str, *, limit: int = 50, offset: int = 0, forgotten: bool = False) -> list[Topic]:
        """The user's topics, most recently active first (`forgotten=True`: only the forgotten ones)."""
        params = {"limit": limit, "offset": offset, "forgotten": forgotten}
        return self._m._http.get(list[Topic], "GET", "/api/topics", user_id, params=params)


class RemoteMessages:
    """`mem.messages` over HTTP."""

    def __init__(self, mem: RemoteMemory) -> None:
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
        """Append one message to a topic; None when it is not stored (a temporary chat)."""
        body = {"role": str(role), "content": content, "created_at": _iso(created_at)}
        r = self._m._http.call(
            "POST", f"/api/topics/{topic_id}/messages", self._m._user(user_id), json=body, headers=_temp(temporary)
        )
        return None if r.status_code == 204 else Message.model_validate(r.json())

    def add_many(
        self,
        topic_id: str,
        items: Iterable[tuple[str | Role, str, datetime | str | None]],
        *,
        user_id: str | None = None,
        temporary: bool = False,
    ) -> list[Message]:
        """Append several messages at once: all are stored, or none (an empty list: a temporary chat)."""
        body = {"messages": [{"role": str(r), "content": c, "created_at": _iso(w)} for r, c, w in items]}
        path = f"/api/topics/{topic_id}/messages/batch"
        r = self._m._http.call("POST", path, self._m._user(user_id), json=body, headers=_temp(temporary))
        return [] if r.status_code == 204 else TypeAdapter(list[Message]).validate_python(r.json())

    def list(
        self, topic_id: str, *, user_id: str | None = None, limit: int | None = None, after_seq: int | None = None
    ) -> list[Message]:
        """A topic's messages in order."""
        params = {"limit": limit, "after_seq": after_seq}
        path = f"/api/topics/{topic_id}/messages"
        return self._m._http.get(list[Message], "GET", path, self._m._user(user_id), params=params)


class RemoteMemory:
    """The `Memory` API against a jiyi server. Close it (or use ``with``) to release the connection pool."""

    def __init__(
        self,
        base_url: str,
        api_key: str | None = None,
        user_id: str | None = None,
        *,
        timeout: float = 30,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self._http = _Http(base_url, api_key, timeout, transport)
        self.user_id = user_id
        self.topics = RemoteTopics(self)
        self.messages = RemoteMessages(self)

    def _user(self, user_id: str | None) -> str | None:
        # Topic-id-only calls: the default user, or none (a user key then speaks for its own user).
        return user_id if user_id is not None else self.user_id

    def close(self) -> None:
        """Close the HTTP connections."""
        self._http.client.close()

    def __enter__(self) -> RemoteMemory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- distil and recall ----------------------------------------------------------------------
    def extract(self, topic_id: str, *, user_id: str | None = None) -> ExtractionReport:
        """Distil the topic's new messages now."""
        data = self._http.call("POST", f"/api/topics/{topic_id}/extract-memories", self._user(user_id)).json()
        return ExtractionReport.model_validate(data["report"])

    def search(
        self,
        user_id: str,
        query: str,
        *,
        k: int = 8,
        types: Sequence[str] | None = None,
        context: Sequence[str] = (),
        include_inactive: bool = False,
        min_score: float = 0.0,
        record_access: bool = True,
    ) -> list[SearchHit]:
        """Hybrid recall of the user's memories."""
        body = {
            "query": query,
            "k": k,
            "types": list(types) if types else None,
            "context": list(context),
            "include_inactive": include_inactive,
            "min_score": min_score,
            "record_access": record_access,
        }
        return self._http.get(list[SearchHit], "POST", "/api/memories/search", user_id, json=body)

    def search_messages(self, user_id: str, query: str, *, k: int = 5) -> builtins.list[SearchHit]:
        """Hybrid search over the user's raw messages (finds "what did we talk about")."""
        body = {"query": query, "k": k}
        return self._http.get(list[SearchHit], "POST", "/api/messages/search", user_id, json=body)

    def context(
        self, user_id: str, message: str, *, recent: Sequence[str] = (), budget: int | None = None, k: int | None = None
    ) -> ContextBlock:
        """The system-prompt block for replying to `message`."""
        body = {"message": message, "recent": list(recent), "budget": budget, "k": k}
        return self._http.get(ContextBlock, "POST", "/api/context", user_id, json=body)

    # --- manage ---------------------------------------------------------------------------------
    def add(
        self,
        user_id: str,
        content: str,
        *,
        type: str = "manual",
        importance: float = 0.9,
        expires_at: datetime | None = None,
        due_at: datetime | None = None,
        remind_at: datetime | None = None,
    ) -> MemoryRecord:
        """Add a memory directly; an identical current memory is returned, not duplicated. A todo is reminded
        at `remind_at`, else the user's reminder lead time before `due_at`."""
        return self.add_or_get(
            user_id,
            content,
            type=type,
            importance=importance,
            expires_at=expires_at,
            due_at=due_at,
            remind_at=remind_at,
        )[0]

    def add_or_get(
        self,
        user_id: str,
        content: str,
        *,
        type: str = "manual",
        importance: float = 0.9,
        expires_at: datetime | None = None,
        due_at: datetime | None = None,
        remind_at: datetime | None = None,
    ) -> tuple[MemoryRecord, bool]:
        """`add`, returning the memory and whether it was created (the server answers 201, not 200)."""
        body = {
            "content": content,
            "type": type,
            "importance": importance,
            "expires_at": _iso(expires_at),
            "due_at": _iso(due_at),
            "remind_at": _iso(remind_at),
        }
        resp = self._http.call("POST", "/api/memories", user_id, json=body)
        return MemoryRecord.model_validate(resp.json()), resp.status_code == 201

    def get(self, user_id: str, memory_id: str) -> MemoryRecord:
        """One memory (any state)."""
        return self._http.get(MemoryRecord, "GET", f"/api/memories/{memory_id}", user_id)

    def list(
        self,
        user_id: str,
        *,
        types: Sequence[str] | None = None,
        states: Sequence[MemoryState | str] | None = (MemoryState.ACTIVE,),
        current_only: bool = True,
        text: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        sort: str = "created_desc",
        limit: int = 50,
        offset: int = 0,
    ) -> builtins.list[MemoryRecord]:
        """The user's memories, filtered and paged."""
        params = _list_params(types, states, current_only, text, since, until, sort)
        params.update(limit=limit, offset=offset)
        data = self._http.call("GET", "/api/memories", user_id, params=params).json()
        return TypeAdapter(builtins.list[MemoryRecord]).validate_python(data["items"])

    def count(
        self,
        user_id: str,
        *,
        types: Sequence[str] | None = None,
        states: Sequence[MemoryState | str] | None = (MemoryState.ACTIVE,),
        current_only: bool = True,
        text: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
    ) -> int:
        """How many memories match the same filters as `list`."""
        params = _list_params(types, states, current_only, text, since, until, "created_desc")
        params.update(limit=1, offset=0)
        data = self._http.call("GET", "/api/memories", user_id, params=params).json()
        return int(data["total"])

    def clear(self, user_id: str, *, confirm: bool = False, reason: str = "clear all") -> int:
        """Soft-delete every current memory of the user (each restorable). Needs `confirm=True`."""
        if not confirm:
            raise ValidationError("clearing deletes every memory of the user; pass confirm=True", field="confirm")
        body = {"confirm": True, "reason": reason}
        return int(self._http.call("POST", "/api/memories/clear", user_id, json=body).json()["deleted"])

    def update(
        self,
        user_id: str,
        memory_id: str,
        content: str | None = None,
        *,
        importance: float | None = None,
        type: str | None = None,
        verified: bool | None = None,
        reason: str = "",
    ) -> MemoryRecord:
        """Change a memory's text, importance, type or confirmation (None keeps it); returns the new version."""
        fields = {"content": content, "importance": importance, "type": type, "verified": verified}
        body: dict[str, Any] = {k: v for k, v in fields.items() if v is not None} | {"reason": reason}
        return self._http.get(MemoryRecord, "PATCH", f"/api/memories/{memory_id}", user_id, json=body)

    def delete(self, user_id: str, memory_id: str, *, reason: str = "") -> MemoryRecord:
        """Soft-delete (restorable)."""
        params = {"reason": reason}
        return self._http.get(MemoryRecord, "DELETE", f"/api/memories/{memory_id}", user_id, params=params)

    def forget(self, user_id: str, memory_id: str, *, reason: str = "") -> MemoryRecord:
        """Mark forgotten (restorable)."""
        path = f"/api/memories/{memory_id}/forget"
        return self._http.get(MemoryRecord, "POST", path, user_id, params={"reason": reason})

    def restore(self, user_id: str, memory_id: str, *, reason: str = "") -> MemoryRecord:
        """Bring a deleted or forgotten memory back."""
        path = f"/api/memories/{memory_id}/restore"
        return self._http.get(MemoryRecord, "POST", path, user_id, params={"reason": reason})

    def forget_topic(self, user_id: str, topic_id: str, *, reason: str = "", erase: bool = False) -> ForgetReport:
        """Forget a whole conversation (see `Memory.forget_topic`); `erase=True` removes its messages for good."""
        params = {"reason": reason, "erase": erase}
        return self._http.get(ForgetReport, "DELETE", f"/api/topics/{topic_id}", user_id, params=params)

    def restore_topic(self, user_id: str, topic_id: str, *, reason: str = "") -> ForgetReport:
        """Undo `forget_topic`."""
        path = f"/api/topics/{topic_id}/restore"
        return self._http.get(ForgetReport, "POST", path, user_id, params={"reason": reason})

    def forget_about(
        self, user_id: str, query: str, *, dry_run: bool = False, reason: str = "", limit: int = 50,
        min_similarity: float | None = None,
    ) -> ForgetReport:  # fmt: skip
        """Forget every memory clearly about a subject (see `Memory.forget_about`); `dry_run` only lists them."""
        body = {"query": query, "dry_run": dry_run, "reason": reason, "limit": limit, "min_similarity": min_similarity}
        return self._http.get(ForgetReport, "POST", "/api/memories/forget-about", user_id, json=body)

    def history(self, user_id: str, memory_id: str | None = None, *, limit: int = 100) -> builtins.list[HistoryEntry]:
        """Every change to a memory (or to all the user's memories), newest first."""
        path = f"/api/memories/{memory_id}/history" if memory_id is not None else "/api/history"
        return self._http.get(builtins.list[HistoryEntry], "GET", path, user_id, params={"limit": limit})

    def undo(self, user_id: str, history_id: str) -> MemoryRecord:
        """Undo one change; returns the memory as it is now."""
        return self._http.get(MemoryRecord, "POST", f"/api/history/{history_id}/undo", user_id)

    def stats(self, user_id: str, *, top: int = 5) -> MemoryStats:
        """Counts by type and state, and the most recalled memories."""
        return self._http.get(MemoryStats, "GET", "/api/memories/stats", user_id, params={"top": top})

    # --- lifecycle: todos and jobs ----------------------------------------------------------------
    def _todo(self, method: str, path: str, user_id: str, **kw: Any) -> TodoRecord:
        d = self._http.call(method, path, user_id, **kw).json()
        return _todo_of(d)

    def todos(
        self, user_id: str, *, include_completed: bool = False, limit: int = 100, due: bool = False
    ) -> builtins.list[TodoRecord]:
        """The user's todos, earliest due first; `due=True`: the open ones whose reminder time has come."""
        params = {"include_completed": include_completed, "limit": limit, "due": due}
        return [_todo_of(d) for d in self._http.call("GET", "/api/todos", user_id, params=params).json()]

    def complete_todo(self, user_id: str, memory_id: str) -> TodoRecord:
        """Mark a todo done."""
        return self._todo("POST", f"/api/todos/{memory_id}/complete", user_id)

    def reopen_todo(self, user_id: str, memory_id: str) -> TodoRecord:
        """Undo a completion."""
        return self._todo("POST", f"/api/todos/{memory_id}/reopen", user_id)

    def snooze_todo(self, user_id: str, memory_id: str, until: datetime | str) -> TodoRecord:
        """Remind again at `until`."""
        return self._todo("POST", f"/api/todos/{memory_id}/snooze", user_id, json={"until": _iso(until)})

    def jobs(self, user_id: str | None = None, *, status: str | None = None) -> builtins.list[JobRecord]:
        """Background jobs of a user (None: every user's, with an admin key)."""
        params = {"status": status, "all_users": True if user_id is None else None}
        rows = self._http.call("GET", "/api/jobs", user_id, params=params).json()
        adapter = TypeAdapter(JobRecord)
        return [adapter.validate_python({k: r[k] for k in JobRecord.__dataclass_fields__}) for r in rows]

    # --- settings, export, erasure --------------------------------------------------------------
    def settings(self, user_id: str) -> UserSettings:
        """The user's settings."""
        return self._http.get(UserSettings, "GET", "/api/settings", user_id)

    def update_settings(self, user_id: str, **changes: Any) -> UserSettings:
        """Change some settings; unknown names and out-of-range values are refused."""
        return self._http.get(UserSettings, "PUT", "/api/settings", user_id, json=changes)

    def export_user(self, user_id: str) -> Iterator[str]:
        """Everything of one user as JSON lines (streamed from the server)."""
        headers = {"X-Jiyi-User": user_id}
        with self._http.client.stream("GET", "/api/export", headers=headers) as r:
            if r.status_code >= 400:
                r.read()
                raise error_from_response(r)
            for line in r.iter_lines():
                if line:
                    yield line

    def import_user(self, user_id: str, lines: Iterable[str | bytes], *, as_user: bool = False) -> ImportReport:
        """Import an export into `user_id` (validated first, one transaction, idempotent)."""
        body = b"\n".join(line.encode() if isinstance(line, str) else line for line in lines)
        params = {"as_user": "true" if as_user else None}
        return self._http.get(ImportReport, "POST", "/api/import", user_id, content=body, params=params)

    def erase_user(self, user_id: str, *, confirm: bool = False) -> dict[str, int]:
        """Forget everything of one user, for good. Needs `confirm=True`."""
        if not confirm:
            raise ValidationError("erasing a user removes everything for good; pass confirm=True", field="confirm")
        return self._http.get(dict[str, int], "POST", "/api/user/erase", user_id, json={"confirm": True})
