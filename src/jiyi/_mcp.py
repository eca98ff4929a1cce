"""`jiyi mcp`: jiyi as a Model Context Protocol server — a thin face over `Memory` for one user.

An assistant that speaks MCP (Claude Desktop, Cursor, an agent framework) gets tools to remember,
recall, build its system-prompt context, correct, forget and restore memories, undo changes, hand over
a conversation to be distilled, and see the user's todos. Every tool acts for the one user the server
was started for (`--user`): one MCP server process per user, as MCP's stdio transport runs them.
Usage mistakes come back as tool errors with a message the model can act on, never as a crash.

Needs the optional dependency `mcp` (`pip install 'jiyi[mcp]'`).
"""

from __future__ import annotations

import builtins
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, Field

from ._errors import JiyiError, UserError
from ._mcp_entities import add_entity_tools
from ._mcp_review import add_review_tools
from ._models import HistoryEntry, MemoryRecord, MemoryState, Proposal, SearchHit
from ._sensitive import mask_secrets
from ._validate import check_content

if TYPE_CHECKING:
    from mcp.server.mcpserver import MCPServer

    from ._forget import ForgetReport
    from ._memory import Memory
    from .store._base import TodoRecord

__all__ = ["MemoryOut", "build_mcp_server"]

_INSTRUCTIONS = (
    "Long-term memory of the user you are talking to (jiyi). Call `context` with the user's message "
    "before answering to get what you remember about them; `remember` what they ask you to remember; "
    "`add_messages` hands the conversation over so durable memories are distilled in the background; "
    "`proposals` lists memories awaiting the user's yes or no when auto-extract is off; "
    "`forget` and `restore` are soft and can be undone with `undo`; `forget_about` a subject (dry_run first) "
    "or `forget_conversation` when the user asks to forget more than one thing; `entities` and `entity` tell what the "
    "user said about the people, places and things in their life; `review_items` what in it may need the user's word "
    "(values that disagree, likely duplicates). Memories keep the language they were said in "
    "(中文 / English)."
)


class MemoryOut(BaseModel):
    """One memory as an MCP tool returns it: the fields a model needs, not the whole record (its context
    window pays for every field)."""

    id: str
    type: str
    content: str
    importance: float
    state: str
    current: bool = Field(description="false once a newer version superseded it")
    created_at: datetime
    due_at: datetime | None = None
    agent_id: str | None = Field(default=None, description="the agent / app it belongs to; null: the user's own")
    metadata: dict[str, Any] = Field(default_factory=dict)

    @classmethod
    def of(cls, m: MemoryRecord, *, mask: bool = False) -> MemoryOut:
        return cls(
            id=m.id,
            type=m.type,
            content=mask_secrets(m.content) if mask else m.content,
            importance=round(m.importance, 3),
            state=m.state.value,
            current=m.is_current,
            created_at=m.created_at,
            due_at=m.due_at,
            agent_id=m.agent_id,
            metadata=m.metadata,
        )


class HitOut(BaseModel):
    """One recalled memory with its score."""

    id: str
    type: str
    content: str
    score: float
    created_at: datetime | None = None

    @classmethod
    def of(cls, h: SearchHit, *, mask: bool = False) -> HitOut:
        kind = h.memory.type if h.memory is not None else h.kind
        created = h.memory.created_at if h.memory is not None else None
        content = mask_secrets(h.content) if mask else h.content
        return cls(id=h.id, type=kind, content=content, score=round(h.score, 4), created_at=created)


class Turn(BaseModel):
    """One message of a conversation handed to `add_messages`."""

    role: Literal["user", "assistant"]
    content: str


class AddedOut(BaseModel):
    """What `add_messages` stored, and what distilling them (when asked) changed."""

    topic_id: str
    messages_added: int
    distilled: bool
    detail: str = ""  # why nothing was distilled, when so
    added: builtins.list[MemoryOut] = []
    updated: builtins.list[MemoryOut] = []
    deleted: builtins.list[MemoryOut] = []


class ForgotOut(BaseModel):
    """What forgetting a subject or a conversation took (or would take, for a dry run); each change undoable."""

    dry_run: bool
    memories: builtins.list[MemoryOut]
    change_ids: builtins.list[str] = Field(description="history ids: `undo` one to bring its memory back")
    topic_ids: builtins.list[str] = Field(description="the conversations the memories came from")
    messages_hidden: int = 0


def _forgot(report: ForgetReport, *, mask: bool) -> ForgotOut:
    return ForgotOut(
        dry_run=report.dry_run,
        memories=[MemoryOut.of(m, mask=mask) for m in report.memories],
        change_ids=list(report.history_ids),
        topic_ids=list(report.topic_ids),
        messages_hidden=report.messages_hidden,
    )


class ProposalOut(BaseModel):
    """A memory distillation proposed for the user to confirm or reject."""

    id: str
    type: str
    content: str
    status: str
    created_at: datetime
    expires_at: datetime
    memory_id: str | None = Field(default=None, description="the memory it became, once confirmed")

    @classmethod
    def of(cls, p: Proposal, *, mask: bool = False) -> ProposalOut:
        content = mask_secrets(p.content) if mask else p.content
        return cls(id=p.id, type=p.type, content=content, status=p.status, created_at=p.created_at,
                   expires_at=p.expires_at, memory_id=p.memory_id)  # fmt: skip


class TodoOut(BaseModel):
    """An open (or completed) todo."""

    memory: MemoryOut
    due_at: datetime | None = Field(description="in the user's time zone (ISO 8601 with its offset)")
    completed: bool
    repeat: str | None = Field(
        default=None,
        description="how often it comes round from due_at: daily, weekdays, weekly, monthly, /N for every N",
    )
    next_at: datetime | None = Field(
        default=None, description="a repeating todo: when it reminds next, in the user's time zone"
    )
    done_count: int = Field(default=0, description="a repeating todo: how many of its times were done")


def build_mcp_server(mem: Memory, user_id: str) -> MCPServer:
    """An MCP server whose tools act on `user_id`'s memories in `mem`."""
    try:
        from mcp.server.mcpserver import MCPServer
        from mcp.server.mcpserver.exceptions import ToolError
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise UserError("the MCP server needs the mcp package: pip install 'jiyi[mcp]'") from exc

    server = MCPServer("jiyi", instructions=_INSTRUCTIONS)

    def masked() -> bool:
        # What a tool returns goes into a model's context: secrets (older data, imports) are masked there,
        # as in `Memory.context`, while the user's filter_sensitive setting is on.
        return mem.settings(user_id).filter_sensitive

    def shown(m: MemoryRecord, mask: bool | None = None) -> MemoryOut:
        # A tool returning many records reads the setting once and passes it.
        return MemoryOut.of(m, mask=masked() if mask is None else mask)

    def todo_out(t: TodoRecord, mask: bool) -> TodoOut:
        # The due time as the user says it ("15:00+08:00"), so a model tells a Beijing user 15:00, not 07:00.
        zone = mem.local_now(user_id).tzinfo
        due = t.memory.due_at.astimezone(zone) if t.memory.due_at else None
        nxt = t.reminds_at.astimezone(zone) if t.repeat and t.reminds_at else None
        return TodoOut(
            memory=shown(t.memory, mask), due_at=due, completed=t.completed_at is not None, repeat=t.repeat,
            next_at=nxt, done_count=t.done_count,
        )  # fmt: skip

    def guard(call: Any) -> Any:
        try:
            return call()
        except JiyiError as exc:  # usage mistakes and provider failures: a message for the model
            raise ToolError(str(exc)) from exc

    @server.tool()
    def remember(
        content: str,
        type: str = "manual",
        importance: float = 0.9,
        agent_id: str | None = None,
        metadata: dict[str, Any] | None = None,
    ) -> MemoryOut:
        """Remember something the user asked you to remember ("记住…"); returns the stored memory. `agent_id`
        files it under one agent / app; `metadata` is any JSON object to filter by later."""
        return shown(
            guard(
                lambda: mem.add(
                    user_id, content, type=type, importance=importance, agent_id=agent_id, metadata=metadata
                )
            )
        )

    @server.tool()
    def recall(
        query: str,
        k: int = 8,
        types: builtins.list[str] | None = None,
        agent_id: str | None = None,
        filters: dict[str, Any] | None = None,
    ) -> builtins.list[HitOut]:
        """Hybrid search (meaning + words + time + importance) of the user's current memories; `agent_id`: only
        that agent's; `filters`: metadata conditions ({"key": value} or {"key": {"$in": [...]}})."""
        mask = masked()
        hits = guard(lambda: mem.search(user_id, query, k=k, types=types or None, agent_id=agent_id, filters=filters))
        return [HitOut.of(h, mask=mask) for h in hits]

    @server.tool()
    def context(
        message: str, budget: int | None = None, agent_id: str | None = None, filters: dict[str, Any] | None = None
    ) -> str:
        """The block to put in your system prompt before answering `message`: profile, recent
        conversations and relevant memories, within a token budget (only one agent's memories with `agent_id`)."""
        return str(guard(lambda: mem.context(user_id, message, budget=budget, agent_id=agent_id, filters=filters)).text)

    @server.tool()
    def list_memories(
        type: str | None = None,
        text: str | None = None,
        include_forgotten: bool = False,
        limit: int = 20,
        agent_id: str | None = None,
        filters: dict[str, Any] | None = None,
    ) -> builtins.list[MemoryOut]:
        """The user's memories, newest first (forgotten and deleted ones too with include_forgotten; only one
        agent's with `agent_id`; metadata conditions in `filters`)."""
        states = list(MemoryState) if include_forgotten else [MemoryState.ACTIVE]
        rows = guard(
            lambda: mem.list(
                user_id,
                types=[type] if type else None,
                text=text,
                states=states,
                limit=limit,
                agent_id=agent_id,
                filters=filters,
            )
        )
        mask = masked()
        return [shown(m, mask) for m in rows]

    @server.tool()
    def update_memory(
        memory_id: str,
        content: str | None = None,
        importance: float | None = None,
        type: str | None = None,
        verified: bool | None = None,
        reason: str = "",
    ) -> MemoryOut:
        """Change a memory's text, importance (0-1), type or confirmation (verified); omitted ones are kept.
        The new version supersedes the old one, which stays in its history."""
        return shown(
            guard(
                lambda: mem.update(
                    user_id, memory_id, content, importance=importance, type=type, verified=verified, reason=reason
                )
            )
        )

    @server.tool()
    def forget(memory_id: str, reason: str = "") -> MemoryOut:
        """Forget a memory (soft: it leaves recall and can be restored)."""
        return shown(guard(lambda: mem.forget(user_id, memory_id, reason=reason)))

    @server.tool()
    def forget_about(subject: str, dry_run: bool = False, reason: str = "") -> ForgotOut:
        """Forget every memory clearly about a subject ("请忘掉所有关于马拉松的事" -> subject "马拉松"); soft and
        undoable. Use dry_run first to tell the user what would go."""
        return _forgot(guard(lambda: mem.forget_about(user_id, subject, dry_run=dry_run, reason=reason)), mask=masked())

    @server.tool()
    def forget_conversation(topic_id: str, reason: str = "") -> ForgotOut:
        """Forget a whole conversation: its memories and summary, and its messages leave search (restorable)."""
        return _forgot(guard(lambda: mem.forget_topic(user_id, topic_id, reason=reason)), mask=masked())

    @server.tool()
    def restore_conversation(topic_id: str) -> ForgotOut:
        """Bring back a forgotten conversation and the memories forgetting it took."""
        return _forgot(guard(lambda: mem.restore_topic(user_id, topic_id)), mask=masked())

    @server.tool()
    def restore(memory_id: str) -> MemoryOut:
        """Bring back a forgotten or deleted memory."""
        return shown(guard(lambda: mem.restore(user_id, memory_id)))

    @server.tool()
    def history(memory_id: str | None = None, limit: int = 20) -> builtins.list[HistoryEntry]:
        """Changes to one memory (or to all), newest first; each can be undone by its id."""
        rows: builtins.list[HistoryEntry] = guard(lambda: mem.history(user_id, memory_id, limit=limit))
        if not masked():
            return rows
        return [
            r.model_copy(update={k: mask_secrets(v) for k in ("old_content", "new_content") if (v := getattr(r, k))})
            for r in rows
        ]

    @server.tool()
    def undo(change_id: str) -> MemoryOut:
        """Undo one change listed by `history`."""
        return shown(guard(lambda: mem.undo(user_id, change_id)))

    @server.tool()
    def add_messages(
        messages: builtins.list[Turn],
        topic_id: str | None = None,
        distil_now: bool = False,
        temporary: bool = False,
        agent_id: str | None = None,
    ) -> AddedOut:
        """Store conversation turns in a topic (a new one unless topic_id; `agent_id` files a new one, and the
        memories distilled from it, under that agent); durable memories are distilled in the background once
        the topic goes quiet, or right away with distil_now. A temporary chat (temporary, or the user's
        temporary mode) is neither stored nor distilled."""

        def run() -> AddedOut:
            if not messages:
                raise UserError("messages is empty: pass at least one {role, content}")
            if mem.is_temporary(user_id, requested=temporary):
                if topic_id:  # the topic and the turns are checked all the same; nothing is written
                    mem.messages.add_many(topic_id, [(m.role, m.content, None) for m in messages],
                                          user_id=user_id, temporary=True)  # fmt: skip
                else:
                    for i, m in enumerate(messages):
                        check_content(m.content, field=f"messages[{i}].content", limit=mem.max_message_chars)
                detail = "temporary chat: nothing was stored or distilled"
                return AddedOut(topic_id=topic_id or "", messages_added=0, distilled=False, detail=detail)
            tid = topic_id or mem.topics.create(user_id, messages[0].content[:40], agent_id=agent_id).id
            stored = mem.messages.add_many(tid, [(m.role, m.content, None) for m in messages], user_id=user_id)
            out = AddedOut(topic_id=tid, messages_added=len(stored), distilled=False)
            if distil_now:
                report = mem.extract(tid, user_id=user_id)
                out.distilled = report.status == "done"
                out.detail = report.error or report.reason or ("" if out.distilled else report.status)
                mask = masked()
                out.added = [shown(m, mask) for m in report.added]
                out.updated = [shown(m, mask) for m in report.updated]
                out.deleted = [shown(m, mask) for m in report.deleted]
            return out

        result: AddedOut = guard(run)
        return result

    @server.tool()
    def todos(include_completed: bool = False, due: bool = False) -> builtins.list[TodoOut]:
        """The user's todos (plans with a date), soonest first; `due`: only the open todos whose reminder time
        has come — remind the user of these."""
        rows = guard(lambda: mem.todos(user_id, include_completed=include_completed, due=due))
        mask = masked()
        return [todo_out(t, mask) for t in rows]

    @server.tool()
    def complete_todo(memory_id: str) -> TodoOut:
        """Mark a todo done. A repeating todo is done for this time and stays open for its next time; to end
        the series use `stop_todo`."""
        t = guard(lambda: mem.complete_todo(user_id, memory_id))
        return todo_out(t, masked())

    @server.tool()
    def stop_todo(memory_id: str) -> TodoOut:
        """End a todo for good: a repeating one stops coming round (the user said to stop reminding them)."""
        t = guard(lambda: mem.stop_todo(user_id, memory_id))
        return todo_out(t, masked())

    @server.tool()
    def proposals(
        status: Literal["pending", "expired", "confirmed", "rejected"] | None = "pending",
    ) -> builtins.list[ProposalOut]:
        """Memories proposed while the user's auto-extract is off, newest first: ask the user, then
        `confirm_proposal` or `reject_proposal`. Expired ones were not answered in time; they can still be."""
        mask = masked()
        return [ProposalOut.of(p, mask=mask) for p in guard(lambda: mem.proposals(user_id, status=status))]

    @server.tool()
    def confirm_proposal(proposal_id: str) -> MemoryOut:
        """The user agreed: the proposal becomes a memory; returns it."""
        return shown(guard(lambda: mem.confirm(user_id, proposal_id)))

    @server.tool()
    def reject_proposal(proposal_id: str) -> ProposalOut:
        """The user declined: nothing is remembered."""
        return ProposalOut.of(guard(lambda: mem.reject(user_id, proposal_id)), mask=masked())

    @server.tool()
    def profile() -> str:
        """The natural-language profile of the user that jiyi keeps up to date in the background."""
        text = str(guard(lambda: mem.profile(user_id)))
        return mask_secrets(text) if masked() else text

    add_entity_tools(server, mem, user_id, guard, masked)
    add_review_tools(server, mem, user_id, guard, masked)
    return server
