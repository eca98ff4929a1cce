"""The REST calls of `jiyi.client`, without I/O: each method builds a `Call` (the request, and how to read
its answer), which `RemoteMemory` sends with ``httpx.Client`` and `AsyncRemoteMemory` with
``httpx.AsyncClient``. So both clients build the same requests and raise the same errors, from one place.

Errors come back as the server's ``{"error": {"type", "message", "field"}}`` bodies and are rebuilt into
jiyi's own error tree (`error_from_response`, in `_remote_wire` with `Call`, both re-exported here).
"""

from __future__ import annotations

import builtins
import functools
import inspect
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any, ParamSpec, Protocol, TypeVar

import httpx

from ._errors import ValidationError
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
from ._remote_wire import Call, error_from_response, parsed_as, transport_error, type_adapter
from ._stats import MemoryStats
from .store._base import JobRecord, TodoRecord

__all__ = ["Call", "Calls", "MemoryCalls", "MessageCalls", "TopicCalls", "error_from_response", "transport_error"]

P = ParamSpec("P")
T = TypeVar("T")


def _todo_of(d: dict[str, Any]) -> TodoRecord:
    ta = type_adapter(datetime | None)
    return TodoRecord(
        memory=MemoryRecord.model_validate(d["memory"]),
        remind_at=ta.validate_python(d["remind_at"]),
        reminded_at=ta.validate_python(d["reminded_at"]),
        completed_at=ta.validate_python(d["completed_at"]),
        repeat=d.get("repeat"),
        # a repeating todo's next time is the `reminds_at` the server shows
        next_remind_at=ta.validate_python(d.get("reminds_at")) if d.get("repeat") else None,
        done_count=d.get("done_count", 0),
        last_done_at=ta.validate_python(d.get("last_done_at")),
    )


def _todo(r: httpx.Response) -> TodoRecord:
    return _todo_of(r.json())


def _todos(r: httpx.Response) -> builtins.list[TodoRecord]:
    return [_todo_of(d) for d in r.json()]


def _jobs(r: httpx.Response) -> builtins.list[JobRecord]:
    adapter = type_adapter(JobRecord)
    return [adapter.validate_python({k: row[k] for k in JobRecord.__dataclass_fields__}) for row in r.json()]


def _added(r: httpx.Response) -> tuple[MemoryRecord, bool]:
    return MemoryRecord.model_validate(r.json()), r.status_code == 201  # 200: an identical one was returned


def _temp(temporary: bool) -> dict[str, str]:
    return {"X-Jiyi-Temporary": "1"} if temporary else {}


def _message_or_none(r: httpx.Response) -> Message | None:
    return None if r.status_code == 204 else Message.model_validate(r.json())  # 204: a temporary chat


def _messages(r: httpx.Response) -> builtins.list[Message]:
    return [] if r.status_code == 204 else type_adapter(builtins.list[Message]).validate_python(r.json())


def _iso(value: datetime | str | None) -> str | None:
    return value.isoformat() if isinstance(value, datetime) else value


def _list_params(
    types: Sequence[str] | None,
    states: Sequence[MemoryState | str] | None,
    current_only: bool,
    text: str | None,
    since: datetime | None,
    until: datetime | None,
    sort: str,
    agent_id: str | None,
    filters: Mapping[str, Any] | None,
) -> dict[str, Any]:
    flt = _json_object(filters)
    return {
        "type": list(types) if types else None,
        "state": [str(s) for s in states] if states else ["active", "forgotten", "deleted"],
        "all_versions": not current_only,
        "text": text,
        "since": _iso(since),
        "until": _iso(until),
        "sort": sort,
        "agent_id": agent_id,
        # the REST route reads metadata conditions as one JSON object in the query string
        "filters": None if flt is None else json.dumps(flt, ensure_ascii=False),
    }


def _json_object(value: Mapping[str, Any] | None) -> dict[str, Any] | None:
    return None if value is None else dict(value)


def _first(build: Callable[P, Call[tuple[T, bool]]], name: str, returns: str, doc: str) -> Callable[P, Call[T]]:
    """`build` with the same parameters, keeping only the first part of its value (`MemoryCalls.add`)."""

    @functools.wraps(build)
    def first(*args: P.args, **kwargs: P.kwargs) -> Call[T]:
        return build(*args, **kwargs).then(lambda pair: pair[0])

    first.__doc__, first.__name__, first.__qualname__ = doc, name, f"MemoryCalls.{name}"
    first.__signature__ = inspect.signature(build).replace(return_annotation=returns)  # type: ignore[attr-defined]
    return first


class _Client(Protocol):
    user_id: str | None


class Calls:
    """The remote client's calls, each a `Call` the sync and async clients send."""

    def __init__(self, client: _Client) -> None:
        self._c = client

    def _user(self, user_id: str | None) -> str | None:
        # Topic-id-only calls: the client's default user, or none (a user key then speaks for its own user).
        return user_id if user_id is not None else self._c.user_id


class TopicCalls(Calls):
    """`mem.topics` over HTTP."""

    def create(
        self, user_id: str, title: str = "", *, agent_id: str | None = None, metadata: Mapping[str, Any] | None = None
    ) -> Call[Topic]:
        """Start a topic for a user (`agent_id`: the memories distilled from it belong to that agent)."""
        body = {"title": title, "agent_id": agent_id, "metadata": _json_object(metadata)}
        return Call("POST", "/api/topics", user_id, parsed_as(Topic), json=body)

    def get(self, topic_id: str, *, user_id: str | None = None) -> Call[Topic]:
        """A topic by id."""
        return Call("GET", f"/api/topics/{topic_id}", self._user(user_id), parsed_as(Topic))

    def list(
        self, user_id: str, *, limit: int = 50, offset: int = 0, forgotten: bool = False, agent_id: str | None = None
    ) -> Call[list[Topic]]:
        """The user's topics, most recently active first (`forgotten=True`: only the forgotten ones; `agent_id`:
        only that agent's)."""
        params = {"limit": limit, "offset": offset, "forgotten": forgotten, "agent_id": agent_id}
        return Call("GET", "/api/topics", user_id, parsed_as(list[Topic]), params=params)


class MessageCalls(Calls):
    """`mem.messages` over HTTP."""

    def add(
        self,
        topic_id: str,
        role: str | Role,
        content: str,
        *,
        created_at: datetime | str | None = None,
        user_id: str | None = None,
        temporary: bool = False,
    ) -> Call[Message | None]:
        """Append one message to a topic; None when it is not stored (a temporary chat)."""
        body = {"role": str(role), "content": content, "created_at": _iso(created_at)}
        path = f"/api/topics/{topic_id}/messages"
        return Call("POST", path, self._user(user_id), _message_or_none, json=body, headers=_temp(temporary))

    def add_many(
        self,
        topic_id: str,
        items: Iterable[tuple[str | Role, str, datetime | str | None]],
        *,
        user_id: str | None = None,
        temporary: bool = False,
    ) -> Call[list[Message]]:
        """Append several messages at once: all are stored, or none (an empty list: a temporary chat)."""
        body = {"messages": [{"role": str(r), "content": c, "created_at": _iso(w)} for r, c, w in items]}
        path = f"/api/topics/{topic_id}/messages/batch"
        return Call("POST", path, self._user(user_id), _messages, json=body, headers=_temp(temporary))

    def list(
        self, topic_id: str, *, user_id: str | None = None, limit: int | None = None, after_seq: int | None = None
    ) -> Call[list[Message]]:
        """A topic's messages in order."""
        params = {"limit": limit, "after_seq": after_seq}
        path = f"/api/topics/{topic_id}/messages"
        return Call("GET", path, self._user(user_id), parsed_as(list[Message]), params=params)


class MemoryCalls(Calls):
    """The `Memory` methods over HTTP."""

    # --- distil and recall ----------------------------------------------------------------------
    def extract(self, topic_id: str, *, user_id: str | None = None) -> Call[ExtractionReport]:
        """Distil the topic's new messages now."""
        path = f"/api/topics/{topic_id}/extract-memories"
        return Call("POST", path, self._user(user_id), parsed_as(ExtractionReport, "report"))

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
        agent_id: str | None = None,
        filters: Mapping[str, Any] | None = None,
    ) -> Call[list[SearchHit]]:
        """Hybrid recall of the user's memories (`agent_id`: only that agent's; `filters`: metadata conditions)."""
        body = {
            "query": query,
            "k": k,
            "types": list(types) if types else None,
            "context": list(context),
            "include_inactive": include_inactive,
            "min_score": min_score,
            "record_access": record_access,
            "agent_id": agent_id,
            "filters": _json_object(filters),
        }
        return Call("POST", "/api/memories/search", user_id, parsed_as(list[SearchHit]), json=body)

    def search_messages(self, user_id: str, query: str, *, k: int = 5) -> Call[builtins.list[SearchHit]]:
        """Hybrid search over the user's raw messages (finds "what did we talk about")."""
        body = {"query": query, "k": k}
        return Call("POST", "/api/messages/search", user_id, parsed_as(builtins.list[SearchHit]), json=body)

    def context(
        self,
        user_id: str,
        message: str,
        *,
        recent: Sequence[str] = (),
        budget: int | None = None,
        k: int | None = None,
        agent_id: str | None = None,
        filters: Mapping[str, Any] | None = None,
    ) -> Call[ContextBlock]:
        """The system-prompt block for replying to `message` (`agent_id` / `filters` narrow the memories)."""
        body = {
            "message": message,
            "recent": list(recent),
            "budget": budget,
            "k": k,
            "agent_id": agent_id,
            "filters": _json_object(filters),
        }
        return Call("POST", "/api/context", user_id, parsed_as(ContextBlock), json=body)

    # --- manage ---------------------------------------------------------------------------------
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
        agent_id: str | None = None,
        metadata: Mapping[str, Any] | None = None,
        repeat: str | None = None,
    ) -> Call[tuple[MemoryRecord, bool]]:
        """`add`, returning the memory and whether it was created (the server answers 201, not 200)."""
        body = {
            "content": content,
            "type": type,
            "importance": importance,
            "expires_at": _iso(expires_at),
            "due_at": _iso(due_at),
            "remind_at": _iso(remind_at),
            "agent_id": agent_id,
            "metadata": _json_object(metadata),
            "repeat": repeat,
        }
        return Call("POST", "/api/memories", user_id, _added, json=body)

    add = _first(
        add_or_get,
        "add",
        "Call[MemoryRecord]",
        """Add a memory directly; an identical current memory is returned, not duplicated. A todo is reminded
        at `remind_at`, else the user's reminder lead time before `due_at`, and comes round as `repeat` says.""",
    )

    def get(self, user_id: str, memory_id: str) -> Call[MemoryRecord]:
        """One memory (any state)."""
        return Call("GET", f"/api/memories/{memory_id}", user_id, parsed_as(MemoryRecord))

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
        agent_id: str | None = None,
        filters: Mapping[str, Any] | None = None,
    ) -> Call[builtins.list[MemoryRecord]]:
        """The user's memories, filtered and paged (`agent_id` and metadata `filters` as in `search`)."""
        params = _list_params(types, states, current_only, text, since, until, sort, agent_id, filters)
        params.update(limit=limit, offset=offset)
        return Call("GET", "/api/memories", user_id, parsed_as(builtins.list[MemoryRecord], "items"), params=params)

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
        agent_id: str | None = None,
        filters: Mapping[str, Any] | None = None,
    ) -> Call[int]:
        """How many memories match the same filters as `list`."""
        params = _list_params(types, states, current_only, text, since, until, "created_desc", agent_id, filters)
        params.update(limit=1, offset=0)
        return Call("GET", "/api/memories", user_id, parsed_as(int, "total"), params=params)

    def clear(self, user_id: str, *, confirm: bool = False, reason: str = "clear all") -> Call[int]:
        """Soft-delete every current memory of the user (each restorable). Needs `confirm=True`."""
        if not confirm:
            raise ValidationError("clearing deletes every memory of the user; pass confirm=True", field="confirm")
        body = {"confirm": True, "reason": reason}
        return Call("POST", "/api/memories/clear", user_id, parsed_as(int, "deleted"), json=body)

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
    ) -> Call[MemoryRecord]:
        """Change a memory's text, importance, type or confirmation (None keeps it); returns the new version."""
        fields = {"content": content, "importance": importance, "type": type, "verified": verified}
        body: dict[str, Any] = {k: v for k, v in fields.items() if v is not None} | {"reason": reason}
        return Call("PATCH", f"/api/memories/{memory_id}", user_id, parsed_as(MemoryRecord), json=body)

    def delete(self, user_id: str, memory_id: str, *, reason: str = "") -> Call[MemoryRecord]:
        """Soft-delete (restorable)."""
        params = {"reason": reason}
        return Call("DELETE", f"/api/memories/{memory_id}", user_id, parsed_as(MemoryRecord), params=params)

    def forget(self, user_id: str, memory_id: str, *, reason: str = "") -> Call[MemoryRecord]:
        """Mark forgotten (restorable)."""
        path = f"/api/memories/{memory_id}/forget"
        return Call("POST", path, user_id, parsed_as(MemoryRecord), params={"reason": reason})

    def restore(self, user_id: str, memory_id: str, *, reason: str = "") -> Call[MemoryRecord]:
        """Bring a deleted or forgotten memory back."""
        path = f"/api/memories/{memory_id}/restore"
        return Call("POST", path, user_id, parsed_as(MemoryRecord), params={"reason": reason})

    def forget_topic(self, user_id: str, topic_id: str, *, reason: str = "", erase: bool = False) -> Call[ForgetReport]:
        """Forget a whole conversation (see `Memory.forget_topic`); `erase=True` removes its messages for good."""
        params = {"reason": reason, "erase": erase}
        return Call("DELETE", f"/api/topics/{topic_id}", user_id, parsed_as(ForgetReport), params=params)

    def restore_topic(self, user_id: str, topic_id: str, *, reason: str = "") -> Call[ForgetReport]:
        """Undo `forget_topic`."""
        path = f"/api/topics/{topic_id}/restore"
        return Call("POST", path, user_id, parsed_as(ForgetReport), params={"reason": reason})

    def forget_about(
        self, user_id: str, query: str, *, dry_run: bool = False, reason: str = "", limit: int = 50,
        min_similarity: float | None = None,
    ) -> Call[ForgetReport]:  # fmt: skip
        """Forget every memory clearly about a subject (see `Memory.forget_about`); `dry_run` only lists them."""
        body = {"query": query, "dry_run": dry_run, "reason": reason, "limit": limit, "min_similarity": min_similarity}
        return Call("POST", "/api/memories/forget-about", user_id, parsed_as(ForgetReport), json=body)

    def history(
        self, user_id: str, memory_id: str | None = None, *, limit: int = 100
    ) -> Call[builtins.list[HistoryEntry]]:
        """Every change to a memory (or to all the user's memories), newest first."""
        path = f"/api/memories/{memory_id}/history" if memory_id is not None else "/api/history"
        return Call("GET", path, user_id, parsed_as(builtins.list[HistoryEntry]), params={"limit": limit})

    def undo(self, user_id: str, history_id: str) -> Call[MemoryRecord]:
        """Undo one change; returns the memory as it is now."""
        return Call("POST", f"/api/history/{history_id}/undo", user_id, parsed_as(MemoryRecord))

    def stats(self, user_id: str, *, top: int = 5) -> Call[MemoryStats]:
        """Counts by type and state, and the most recalled memories."""
        return Call("GET", "/api/memories/stats", user_id, parsed_as(MemoryStats), params={"top": top})

    # --- lifecycle: todos and jobs ----------------------------------------------------------------
    def todos(
        self, user_id: str, *, include_completed: bool = False, limit: int = 100, due: bool = False
    ) -> Call[builtins.list[TodoRecord]]:
        """The user's todos, earliest due first; `due=True`: the open ones whose reminder time has come."""
        params = {"include_completed": include_completed, "limit": limit, "due": due}
        return Call("GET", "/api/todos", user_id, _todos, params=params)

    def complete_todo(self, user_id: str, memory_id: str) -> Call[TodoRecord]:
        """Mark a todo done."""
        return Call("POST", f"/api/todos/{memory_id}/complete", user_id, _todo)

    def stop_todo(self, user_id: str, memory_id: str) -> Call[TodoRecord]:
        """End a todo, a repeating one's whole series."""
        return Call("POST", f"/api/todos/{memory_id}/stop", user_id, _todo)

    def reopen_todo(self, user_id: str, memory_id: str) -> Call[TodoRecord]:
        """Undo a completion."""
        return Call("POST", f"/api/todos/{memory_id}/reopen", user_id, _todo)

    def snooze_todo(self, user_id: str, memory_id: str, until: datetime | str) -> Call[TodoRecord]:
        """Remind again at `until`."""
        return Call("POST", f"/api/todos/{memory_id}/snooze", user_id, _todo, json={"until": _iso(until)})

    def jobs(self, user_id: str | None = None, *, status: str | None = None) -> Call[builtins.list[JobRecord]]:
        """Background jobs of a user (None: every user's, with an admin key)."""
        params = {"status": status, "all_users": True if user_id is None else None}
        return Call("GET", "/api/jobs", user_id, _jobs, params=params)

    # --- settings, export, erasure --------------------------------------------------------------
    def settings(self, user_id: str) -> Call[UserSettings]:
        """The user's settings."""
        return Call("GET", "/api/settings", user_id, parsed_as(UserSettings))

    def update_settings(self, user_id: str, **changes: Any) -> Call[UserSettings]:
        """Change some settings; unknown names and out-of-range values are refused."""
        return Call("PUT", "/api/settings", user_id, parsed_as(UserSettings), json=changes)

    def export_user(self, user_id: str) -> Call[None]:
        """The export's request (its answer is streamed line by line, not parsed whole)."""
        return Call("GET", "/api/export", user_id, lambda r: None)

    def import_user(self, user_id: str, lines: Iterable[str | bytes], *, as_user: bool = False) -> Call[ImportReport]:
        """Import an export into `user_id` (validated first, one transaction, idempotent)."""
        body = b"\n".join(line.encode() if isinstance(line, str) else line for line in lines)
        params = {"as_user": "true" if as_user else None}
        return Call("POST", "/api/import", user_id, parsed_as(ImportReport), content=body, params=params)

    def erase_user(self, user_id: str, *, confirm: bool = False) -> Call[dict[str, int]]:
        """Forget everything of one user, for good. Needs `confirm=True`."""
        if not confirm:
            raise ValidationError("erasing a user removes everything for good; pass confirm=True", field="confirm")
        return Call("POST", "/api/user/erase", user_id, parsed_as(dict[str, int]), json={"confirm": True})
