"""Managing single memories, the part of the `Memory` facade that writes them: add, read, list, update, delete,
forget, restore, history and undo. Every change is a new version or a state move, with a history row and an
outbox event, applied in one store transaction.

`MemoryEdits` is a mixin of `Memory` (as the stores' concerns are mixins of `SQLiteStore` / `PostgresStore`): it
declares what it takes from the facade (the store, the embedder, the clock and `_apply_withdrawing`) and imports
nothing of the facade.
"""

from __future__ import annotations

import builtins
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from ._clock import Clock
from ._errors import ConflictError, DuplicateError, ValidationError
from ._ids import new_id
from ._models import HistoryEntry, MemoryRecord, MemoryState, Source, check_type
from ._repeat import check_repeat
from ._scope import check_agent_id, check_filters, check_metadata
from ._sensitive import check_no_secret
from ._text import content_hash, detect_language
from ._validate import check_memory_content, check_text, check_user_id, check_when
from .embedders._base import Embedder
from .lifecycle import used_in_reply
from .store._base import TODO_TYPES, ChangeSet, MemoryFilter, NewEvent, Store, TodoState

__all__ = ["MemoryEdits"]


class MemoryEdits:
    """Adding, reading, changing and withdrawing one user's memories (mixed into `Memory`)."""

    store: Store
    embedder: Embedder
    clock: Clock

    def _apply_withdrawing(self, user_id: str, changes: ChangeSet, *, mend: bool = True) -> None:
        raise NotImplementedError  # pragma: no cover - provided by Memory (it mends summaries and the profile)

    def add(
        self,
        user_id: str,
        content: str,
        *,
        type: str = "manual",
        importance: float = 0.9,
        expires_at: datetime | None = None,
        due_at: datetime | None = None,
        source: Source = Source.USER,
        remind_at: datetime | str | None = None,
        agent_id: str | None = None,
        metadata: Mapping[str, Any] | None = None,
        repeat: str | None = None,
    ) -> MemoryRecord:
        """Add a memory directly ("记住这个"). An identical current memory is returned, not duplicated
        (`add_or_get` tells which happened).

        A todo (type todo or plan with `due_at`) is reminded at `remind_at`, else the user's
        `reminder_lead_minutes` (default 60) before it is due; `repeat` ("daily", "weekdays", "weekly", "monthly",
        "weekly/2" for every other week; else what its words say, "每周日" / "every Monday") makes the reminder
        come round at each time of the series from `due_at` until it is completed. `agent_id` puts the memory in an
        agent's scope (`jiyi._scope`); `metadata` is any JSON object of the caller's, filterable in reads."""
        return self.add_or_get(
            user_id,
            content,
            type=type,
            importance=importance,
            expires_at=expires_at,
            due_at=due_at,
            source=source,
            remind_at=remind_at,
            agent_id=agent_id,
            metadata=metadata,
            repeat=repeat,
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
        source: Source = Source.USER,
        remind_at: datetime | str | None = None,
        agent_id: str | None = None,
        metadata: Mapping[str, Any] | None = None,
        repeat: str | None = None,
    ) -> tuple[MemoryRecord, bool]:
        """`add`, returning the memory and whether it was created: False when a current memory saying the same
        thing (the same `content_hash`: case, spacing and invisible characters aside) in the same agent scope was
        returned instead (its metadata as it was)."""
        check_user_id(user_id)
        agent = check_agent_id(agent_id)
        md = check_metadata(metadata)
        text = check_memory_content(content)
        if self.store.get_settings(user_id).filter_sensitive:
            check_no_secret(text)
        t = check_type(type)
        if not 0 <= importance <= 1:
            raise ValidationError("importance must be between 0 and 1", field="importance")
        remind = check_when(remind_at, field="remind_at") if remind_at else None
        if remind is not None and (t not in TODO_TYPES or not due_at):
            raise ValidationError(
                "remind_at is for todos: give type todo (or plan) and a due_at as well", field="remind_at"
            )
        rule = check_repeat(repeat)
        if rule is not None and (t not in TODO_TYPES or not due_at):
            raise ValidationError("repeat is for todos: give type todo (or plan) and a due_at as well", field="repeat")
        digest = content_hash(text)
        existing = [r for r in self.store.find_by_hash(user_id, digest) if r.agent_id == agent]
        if existing:
            return existing[0], False
        now = self.clock.now()
        rec = MemoryRecord(
            id=new_id("mem"),
            user_id=user_id,
            type=t,
            content=text,
            importance=importance,
            confidence=1.0,
            source=source,
            verified=source is Source.USER,
            valid_from=now,
            expires_at=check_when(expires_at, field="expires_at") if expires_at else None,
            due_at=check_when(due_at, field="due_at") if due_at else None,
            language=detect_language(text),
            created_at=now,
            updated_at=now,
            agent_id=agent,
            metadata=md,
        )
        vec = self.embedder.embed([text])[0]
        changes = ChangeSet(inserts=[(rec, vec)], unless_hash=digest, unless_agent=agent)
        changes.history.append(self._history(rec, "add", actor=source.value, new_content=text, new_state=rec.state))
        if remind is not None:
            changes.todo_states.append(TodoState(rec.id, remind))
        changes.arm_todos(self.store, user_id)
        if rule is not None:  # the caller's rule wins over what the words say
            changes.todo_states = [replace(s, repeat=rule.text) for s in changes.todo_states]
        changes.events.append(_event("memory.created", rec))
        try:
            self.store.apply(user_id, changes)
        except DuplicateError as exc:  # the same text was added concurrently (double submit, retry): that one
            return self.store.get_memory(user_id, exc.existing_id), False
        return rec, True

    def get(self, user_id: str, memory_id: str) -> MemoryRecord:
        """One memory (any state)."""
        check_user_id(user_id)
        return self.store.get_memory(user_id, memory_id)

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
    ) -> list[MemoryRecord]:
        """The user's memories, filtered and paged (`agent_id` and metadata `filters` as in `search`)."""
        check_user_id(user_id)
        flt = self._filter(types, states, current_only, text, since, until, sort, agent_id, filters)
        if not 1 <= limit <= 1000 or offset < 0:
            raise ValidationError("limit must be 1-1000 and offset >= 0", field="limit")
        return self.store.list_memories(user_id, flt, limit=limit, offset=offset)

    def count(self, user_id: str, **filters: Any) -> int:
        """How many memories match the same filters as `list`."""
        check_user_id(user_id)
        return self.store.count_memories(user_id, self._filter(**filters))

    @staticmethod
    def _filter(
        types: Sequence[str] | None = None,
        states: Sequence[MemoryState | str] | None = (MemoryState.ACTIVE,),
        current_only: bool = True,
        text: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        sort: str = "created_desc",
        agent_id: str | None = None,
        filters: Mapping[str, Any] | None = None,
    ) -> MemoryFilter:
        try:
            st = tuple(MemoryState(s) for s in states) if states else None
        except ValueError:
            raise ValidationError(
                f"unknown state in {list(states or [])}; use active, forgotten or deleted", field="states"
            ) from None
        sorts = ("created_desc", "created_asc", "importance_desc", "access_desc", "updated_desc")
        if sort not in sorts:
            raise ValidationError(f"unknown sort {sort!r}; use one of {', '.join(sorts)}", field="sort")
        return MemoryFilter(
            types=tuple(check_type(t) for t in types) if types else None,
            states=st,
            current_only=current_only,
            text=check_text(text, field="text") or None if text is not None else None,
            since=check_when(since, field="since") if since is not None else None,
            until=check_when(until, field="until") if until is not None else None,
            sort=sort,  # type: ignore[arg-type]
            agent_id=check_agent_id(agent_id),
            metadata=check_filters(filters),
        )

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
        message_ids: Sequence[str] = (),
    ) -> MemoryRecord:
        """Change a memory (text, importance, type, confirmation): a new version supersedes the old one, which
        stays in history, so every change is undoable. Arguments left None keep their value. `message_ids`: the
        messages the new text was also read from (a correction said in a later message), added to its sources.

        A new text counts as the user's word (source user, confirmed, confidence 1). `verified=True` marks the
        memory confirmed by the user (seed 002) and sets its confidence to 1; `verified=False` withdraws that.
        """
        check_user_id(user_id)
        check_text(reason, field="reason")
        text = check_memory_content(content) if content is not None else None
        if text is not None and self.store.get_settings(user_id).filter_sensitive:
            check_no_secret(text)
        if importance is not None and not 0 <= importance <= 1:
            raise ValidationError("importance must be between 0 and 1", field="importance")
        t = check_type(type) if type is not None else None
        if text is None and importance is None and t is None and verified is None:
            raise ValidationError("nothing to change: give content, importance, type or verified", field="content")
        old = self.store.get_memory(user_id, memory_id)
        if not old.is_current:
            raise ConflictError(f"memory {memory_id} is {old.state.value} or superseded; update its current version")
        now = self.clock.now()
        fields: dict[str, Any] = {}
        if text is not None:
            # Rewording in the user's own words is a confirmation of the new text.
            fields.update(content=text, language=detect_language(text), source=Source.USER, verified=True)
            fields["confidence"] = 1.0
        if importance is not None:
            fields["importance"] = float(importance)
        if t is not None:
            fields["type"] = t
        if verified is not None:
            fields["verified"] = verified
            if verified:
                fields["confidence"] = 1.0
        if isinstance(message_ids, str) or not all(isinstance(i, str) for i in message_ids):
            raise ValidationError("message_ids must be a list of message ids", field="message_ids")
        added = [i for i in dict.fromkeys(message_ids) if i not in old.message_ids]
        if added:
            if len(self.store.get_messages(user_id, added)) != len(added):  # only the user's own messages
                raise ValidationError("message_ids names a message this user does not have", field="message_ids")
            fields["message_ids"] = (*old.message_ids, *added)
        new = old.model_copy(
            update={
                **fields,
                "id": new_id("mem"),
                "supersedes": old.id,
                "superseded_by": None,
                "valid_from": now,
                "created_at": now,
                "updated_at": now,
            }
        )
        why = "; ".join(x for x in (reason, _describe_change(old, new)) if x)
        changes = ChangeSet(
            inserts=[(new, self.embedder.embed([new.content])[0])],
            updates=[old.model_copy(update={"valid_until": now, "superseded_by": new.id, "updated_at": now})],
            expect=[old],  # a concurrent change of it: StaleError (409), not a second current version
        )
        if new.type in TODO_TYPES and new.due_at is not None:
            # The new version of a todo keeps its reminder state (a completed todo stays completed).
            todo = self.store.get_todo(user_id, old.id)
            if todo is not None:
                changes.todo_states.append(replace(todo.state, memory_id=new.id))
            changes.arm_todos(self.store, user_id)
        changes.history.append(
            self._history(
                new,
                "update",
                actor="user",
                old_content=old.content,
                new_content=new.content,
                related_id=old.id,
                reason=why,
                new_state=MemoryState.ACTIVE,
            )
        )
        changes.history.append(
            self._history(
                old,
                "supersede",
                actor="user",
                old_content=old.content,
                new_content=new.content,
                related_id=new.id,
                reason=why,
            )
        )
        changes.events.append(_event("memory.updated", new))
        self._apply_withdrawing(user_id, changes)
        return new

    def _set_state(
        self,
        user_id: str,
        memory_id: str,
        state: MemoryState,
        event: str,
        *,
        actor: str,
        reason: str,
        mend: bool = True,
    ) -> MemoryRecord:
        check_user_id(user_id)
        check_text(reason, field="reason")
        old = self.store.get_memory(user_id, memory_id)
        if old.state is state:
            raise ConflictError(f"memory {memory_id} is already {state.value}")
        changes = ChangeSet(expect=[old])
        new = self._move_state(changes, old, state, event, self.clock.now(), actor=actor, reason=reason)
        self._apply_withdrawing(user_id, changes, mend=mend)
        return new

    def _move_state(
        self,
        changes: ChangeSet,
        old: MemoryRecord,
        state: MemoryState,
        event: str,
        now: datetime,
        *,
        actor: str,
        reason: str,
        related_id: str | None = None,
    ) -> MemoryRecord:
        """Add to `changes` the move of `old` to `state`: the new row, its history entry and its event."""
        new = old.model_copy(update={"state": state, "updated_at": now})
        changes.updates.append(new)
        changes.history.append(
            self._history(
                old,
                event,
                actor=actor,
                old_content=old.content,
                old_state=old.state,
                new_state=state,
                related_id=related_id,
                reason=reason,
            )
        )
        changes.events.append(_event(_STATE_EVENTS[event], new))
        return new

    def delete(self, user_id: str, memory_id: str, *, reason: str = "") -> MemoryRecord:
        """Soft-delete: hidden from recall, kept with history, restorable."""
        return self._set_state(user_id, memory_id, MemoryState.DELETED, "delete", actor="user", reason=reason)

    def forget(self, user_id: str, memory_id: str, *, reason: str = "", actor: str = "user") -> MemoryRecord:
        """Mark forgotten (the lifecycle's soft state): excluded from recall, restorable."""
        return self._set_state(user_id, memory_id, MemoryState.FORGOTTEN, "forget", actor=actor, reason=reason)

    def restore(self, user_id: str, memory_id: str, *, reason: str = "") -> MemoryRecord:
        """Bring a deleted or forgotten memory back to active."""
        return self._set_state(user_id, memory_id, MemoryState.ACTIVE, "restore", actor="user", reason=reason)

    def history(self, user_id: str, memory_id: str | None = None, *, limit: int = 100) -> builtins.list[HistoryEntry]:
        """Every change to a memory (or to all the user's memories), newest first."""
        check_user_id(user_id)
        if memory_id is not None:
            self.store.get_memory(user_id, memory_id)
        return self.store.list_history(user_id, memory_id, limit=limit)

    def undo(self, user_id: str, history_id: str) -> MemoryRecord:
        """Undo one change: an add is soft-deleted, an update restores the old version, a state change reverts."""
        check_user_id(user_id)
        entry = self.store.get_history_entry(user_id, history_id)
        if entry.undone:
            raise ConflictError(f"change {history_id} was already undone")
        now = self.clock.now()
        changes = ChangeSet()
        if entry.event == "add":
            rec = self.store.get_memory(user_id, entry.memory_id)
            if rec.state is not MemoryState.ACTIVE:
                raise ConflictError(f"memory {rec.id} is already {rec.state.value}")
            result = rec.model_copy(update={"state": MemoryState.DELETED, "updated_at": now})
            changes.updates.append(result)
            changes.expect.append(rec)
        elif entry.event in ("update", "supersede"):
            new_id_ = entry.memory_id if entry.event == "update" else entry.related_id
            old_id = entry.related_id if entry.event == "update" else entry.memory_id
            if new_id_ is None or old_id is None:
                raise ConflictError(f"change {history_id} cannot be undone: it names no previous version")
            newer = self.store.get_memory(user_id, new_id_)
            older = self.store.get_memory(user_id, old_id)
            if newer.superseded_by is not None:
                raise ConflictError(f"memory {newer.id} was changed again since; undo the later change first")
            changes.updates.append(newer.model_copy(update={"state": MemoryState.DELETED, "updated_at": now}))
            result = older.model_copy(update={"valid_until": None, "superseded_by": None, "updated_at": now})
            changes.updates.append(result)
            changes.expect += [newer, older]
        elif entry.event in ("delete", "forget", "restore") and entry.old_state is not None:
            rec = self.store.get_memory(user_id, entry.memory_id)
            result = rec.model_copy(update={"state": entry.old_state, "updated_at": now})
            changes.updates.append(result)
            changes.expect.append(rec)
        elif entry.event == "boost":
            raise ConflictError("a boost only changed importance; edit the importance instead")
        else:
            raise ConflictError(f"change {history_id} ({entry.event}) cannot be undone")
        changes.history.append(entry.model_copy(update={"undone": True}))
        changes.history.append(
            self._history(
                result,
                "undo",
                actor="user",
                old_content=entry.new_content,
                new_content=result.content,
                related_id=entry.id,
                reason=f"undo {entry.event}",
                new_state=result.state,
            )
        )
        changes.events.append(_event("memory.updated", result))
        self._apply_withdrawing(user_id, changes)
        return self.store.get_memory(user_id, result.id)

    def _history(self, rec: MemoryRecord, event: str, *, actor: str, **fields: Any) -> HistoryEntry:
        return HistoryEntry(
            id=new_id("his"),
            memory_id=rec.id,
            user_id=rec.user_id,
            event=event,  # type: ignore[arg-type]
            actor=actor,
            created_at=self.clock.now(),
            **fields,
        )

    def used(self, user_id: str, reply: str, memory_ids: Sequence[str]) -> builtins.list[MemoryRecord]:
        """Boost the recalled memories the reply actually used (judged by wording); returns them."""
        check_user_id(user_id)
        now = self.clock.now()
        used = used_in_reply(reply, self.store.get_memories(user_id, list(memory_ids)))
        changes = ChangeSet()
        for rec in used:
            if not rec.is_current:
                continue
            boosted = rec.model_copy(update={"importance": min(1.0, rec.importance + 0.1), "updated_at": now})
            changes.updates.append(boosted)
            changes.history.append(self._history(rec, "boost", actor="lifecycle", old_content=rec.content,
                                                 new_content=rec.content, reason="used in a reply"))  # fmt: skip
        self.store.apply(user_id, changes)
        return [u for u in changes.updates]


def _describe_change(old: MemoryRecord, new: MemoryRecord) -> str:
    """What an update changed besides the text, for the history (which stores only the texts)."""
    parts = []
    if new.importance != old.importance:
        parts.append(f"importance {old.importance:.2f} -> {new.importance:.2f}")
    if new.type != old.type:
        parts.append(f"type {old.type} -> {new.type}")
    if new.verified != old.verified:
        parts.append("confirmed" if new.verified else "unconfirmed")
    return ", ".join(parts)


# Every change a caller makes is announced in the store's outbox, in the same transaction: a server
# tails the outbox for its SSE subscribers and webhooks, so a change made through the library, the CLI,
# MCP or another server process reaches them too, exactly once.
_STATE_EVENTS = {"delete": "memory.deleted", "forget": "memory.forgotten", "restore": "memory.restored"}


def _event(kind: str, rec: MemoryRecord) -> NewEvent:
    return NewEvent(kind, rec.user_id, rec.model_dump(mode="json"))
