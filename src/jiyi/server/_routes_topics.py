"""`/api/topics`, `/api/settings`, `/api/context`, `/api/user`: conversations, switches and recall for prompts."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Query, Request, Response

from .._forget import ForgetReport
from .._models import ContextBlock, Message, SearchHit, Topic, UserSettings
from ..llm._http import deadline
from ._deps import CallerDep, MemoryDep, OutboxDep
from ._errors import HTTPProblem
from ._proxy import TEMPORARY_HEADER, truthy
from ._schemas import (
    MAX_OFFSET,
    ClearRequest,
    ContextRequest,
    ExtractResponse,
    MessageBatch,
    MessageCreate,
    MessageSearchRequest,
    TopicCreate,
)

__all__ = ["router"]

router = APIRouter(prefix="/api", tags=["topics"])

#: How long an on-demand extraction may wait on the model in total (`app.state.extract_seconds` overrides it;
#: `jiyi serve --extract-seconds`). Past it the route answers 504 and the background worker takes over.
EXTRACT_SECONDS = 30.0


@router.post("/topics", response_model=Topic, status_code=201)
def create_topic(body: TopicCreate, caller: CallerDep, mem: MemoryDep) -> Topic:
    """Start a conversation thread."""
    return mem.topics.create(caller.user_id, body.title, agent_id=body.agent_id, metadata=body.metadata)


@router.get("/topics", response_model=list[Topic])
def list_topics(
    caller: CallerDep,
    mem: MemoryDep,
    limit: Annotated[int, Query(ge=1, le=1000)] = 50,
    offset: Annotated[int, Query(ge=0, le=MAX_OFFSET)] = 0,
    forgotten: bool = False,
    agent_id: Annotated[str | None, Query(description="only this agent's topics")] = None,
) -> list[Topic]:
    """The user's topics, most recently active first; `forgotten=true`: only the forgotten ones (to restore)."""
    return mem.topics.list(caller.user_id, limit=limit, offset=offset, forgotten=forgotten, agent_id=agent_id)


@router.get("/topics/{topic_id}", response_model=Topic)
def get_topic(topic_id: str, caller: CallerDep, mem: MemoryDep) -> Topic:
    """One topic."""
    return mem.topics.get(topic_id, user_id=caller.user_id)


@router.delete("/topics/{topic_id}", response_model=ForgetReport)
def forget_topic(
    topic_id: str,
    caller: CallerDep,
    mem: MemoryDep,
    outbox: OutboxDep,
    erase: Annotated[bool, Query(description="also remove the messages and the topic for good")] = False,
    reason: Annotated[str, Query(max_length=500)] = "",
) -> ForgetReport:
    """Forget a whole conversation: its memories and summary are forgotten (restorable, history kept), its
    messages hidden from search and listings, the profile rewritten. `?erase=true` also removes the
    messages and the topic for good (the memories stay restorable). 409 if it is already forgotten."""
    report = mem.forget_topic(caller.user_id, topic_id, reason=reason, erase=erase)
    outbox.poll()  # the changes were announced in their transaction
    return report


@router.post("/topics/{topic_id}/restore", response_model=ForgetReport)
def restore_topic(
    topic_id: str,
    caller: CallerDep,
    mem: MemoryDep,
    outbox: OutboxDep,
    reason: Annotated[str, Query(max_length=500)] = "",
) -> ForgetReport:
    """Undo forgetting a conversation: its messages are shown again and the memories it forgot restored."""
    report = mem.restore_topic(caller.user_id, topic_id, reason=reason)
    outbox.poll()  # the changes were announced in their transaction
    return report


_TEMPORARY: dict[int | str, dict[str, Any]] = {
    204: {"description": "a temporary chat (X-Jiyi-Temporary: 1, or the user's temporary_mode): nothing stored"}
}


def _temporary(request: Request) -> bool:
    return truthy(request.headers.get(TEMPORARY_HEADER))  # the proxy's header, read the same way


def _not_stored() -> Response:
    return Response(status_code=204, headers={"X-Jiyi-Temporary": "1"})


@router.post("/topics/{topic_id}/messages", response_model=Message, status_code=201, responses=_TEMPORARY)
def post_message(topic_id: str, body: MessageCreate, request: Request, caller: CallerDep, mem: MemoryDep) -> Any:
    """Store one message (moves the topic's last_active_at). Nothing slow happens here: no distillation.
    204 and nothing stored for a temporary chat (`Memory.is_temporary`)."""
    stored = mem.messages.add(
        topic_id, body.role, body.content, created_at=body.created_at, user_id=caller.user_id,
        temporary=_temporary(request),
    )  # fmt: skip
    return _not_stored() if stored is None else stored


@router.post("/topics/{topic_id}/messages/batch", response_model=list[Message], status_code=201, responses=_TEMPORARY)
def post_messages(topic_id: str, body: MessageBatch, request: Request, caller: CallerDep, mem: MemoryDep) -> Any:
    """Store several messages in order, in one transaction (imports of past conversations); 204 and nothing
    stored for a temporary chat."""
    items = [(m.role, m.content, m.created_at) for m in body.messages]
    stored = mem.messages.add_many(topic_id, items, user_id=caller.user_id, temporary=_temporary(request))
    return stored or _not_stored()  # never empty when stored: `add_many` refuses an empty batch


@router.get("/topics/{topic_id}/messages", response_model=list[Message])
def list_messages(
    topic_id: str,
    caller: CallerDep,
    mem: MemoryDep,
    limit: Annotated[int | None, Query(ge=1, le=10000)] = None,
    after_seq: Annotated[int | None, Query(ge=0, le=MAX_OFFSET)] = None,
) -> list[Message]:
    """A topic's messages in order."""
    return mem.messages.list(topic_id, user_id=caller.user_id, limit=limit, after_seq=after_seq)


@router.post(
    "/topics/{topic_id}/extract-memories",
    response_model=ExtractResponse,
    responses={504: {"description": "the model did not answer in time; the messages stay queued"}},
)
def extract_memories(
    topic_id: str, caller: CallerDep, mem: MemoryDep, outbox: OutboxDep, request: Request
) -> ExtractResponse:
    """Distil the topic's new messages now (seed 000's manual trigger).

    The model gets `EXTRACT_SECONDS` (30 s) in all, retries included. If it has not answered by then: 504;
    windows distilled before are kept, the rest stay queued (the cursor is not moved past them) and the
    extraction job retries them in the background."""
    seconds = float(getattr(request.app.state, "extract_seconds", EXTRACT_SECONDS))
    with deadline(seconds) as limit:
        report = mem.extract(topic_id, user_id=caller.user_id)
    outbox.poll()  # the changes were announced in their transaction
    if report.status == "failed" and limit.expired:
        kept = f"{report.messages_processed} distilled and kept, " if report.messages_processed else ""
        raise HTTPProblem(
            504,
            "extraction_timeout",
            f"the model did not answer within {seconds:g} s; {kept}the other new messages stay queued and "
            "the background worker distils them when the model answers again",
        )
    return ExtractResponse.of(report)


@router.post("/messages/search", response_model=list[SearchHit], tags=["recall"])
def search_messages(body: MessageSearchRequest, caller: CallerDep, mem: MemoryDep) -> list[SearchHit]:
    """Hybrid search over the user's raw messages ("what did we talk about last time")."""
    return mem.search_messages(caller.user_id, body.query, k=body.k)


@router.get("/settings", response_model=UserSettings, tags=["settings"])
def get_settings(caller: CallerDep, mem: MemoryDep) -> UserSettings:
    """The user's settings."""
    return mem.settings(caller.user_id)


@router.put("/settings", response_model=UserSettings, tags=["settings"])
def put_settings(
    caller: CallerDep, mem: MemoryDep, body: Annotated[dict[str, Any], Body(examples=[{"temporary_mode": True}])]
) -> UserSettings:
    """Change some settings; unknown names and out-of-range values are refused (422 naming the field).
    `timezone` takes an IANA name (`Asia/Shanghai`); `null` returns to the server's default."""
    return mem.update_settings(caller.user_id, **body)


@router.post("/context", response_model=ContextBlock, tags=["recall"])
def context(body: ContextRequest, caller: CallerDep, mem: MemoryDep) -> ContextBlock:
    """The system-prompt block for replying to `message`: profile, recent summaries, relevant memories."""
    return mem.context(
        caller.user_id,
        body.message,
        recent=body.recent,
        budget=body.budget,
        k=body.k,
        agent_id=body.agent_id,
        filters=body.filters,
    )


@router.post("/user/erase", tags=["settings"])
def erase_user(body: ClearRequest, caller: CallerDep, mem: MemoryDep) -> dict[str, int]:
    """Forget everything of this user, for good. Needs ``{"confirm": true}``."""
    return mem.erase_user(caller.user_id, confirm=body.confirm)
