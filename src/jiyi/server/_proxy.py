"""The OpenAI-compatible chat proxy: ``/v1/chat/completions``, ``/v1/models``, ``/v1/embeddings``.

Before forwarding, the user's memory block is injected as a system message; after the answer, the exchange
is stored as two messages of a topic for later distillation. The memory layer is best effort here: if it
fails, the chat still goes through and the failure is logged. Temporary mode (``X-Jiyi-Temporary: 1`` or
the user's `temporary_mode` setting) recalls nothing and stores nothing. Upstream errors come back with
their own status and body.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import httpx
from fastapi import APIRouter, Request, Response
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse, StreamingResponse

from .._errors import ConflictError, NotFoundError
from .._memory import Memory
from .._validate import MAX_CONTENT_CHARS
from ._auth import Caller, resolve_caller
from ._errors import HTTPProblem

__all__ = ["MEMORIES_HEADER", "TEMPORARY_HEADER", "TOPIC_HEADER", "Upstream", "router"]

log = logging.getLogger("jiyi.server.proxy")

TOPIC_HEADER = "x-jiyi-topic"
TEMPORARY_HEADER = "x-jiyi-temporary"
#: Response header naming the memories injected into the prompt (comma-separated ids; absent when none).
MEMORIES_HEADER = "X-Jiyi-Memories"

router = APIRouter(prefix="/v1", tags=["openai"])


@dataclass(frozen=True)
class Upstream:
    """The LLM the proxy forwards to: an OpenAI-compatible API root such as ``https://api.openai.com/v1``."""

    base_url: str
    api_key: str | None = None
    timeout: float = 120.0

    def url(self, path: str) -> str:
        """Full URL of an upstream endpoint."""
        return self.base_url.rstrip("/") + path

    def headers(self) -> dict[str, str]:
        """Headers sent upstream."""
        return {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}


def _upstream(request: Request) -> Upstream:
    up: Upstream | None = request.app.state.upstream
    if up is None:
        raise HTTPProblem(503, "no_upstream", "no upstream LLM is configured; start the server with --upstream URL")
    return up


async def _json_object(request: Request) -> dict[str, Any]:
    try:
        body = json.loads(await request.body())
    except ValueError:
        raise HTTPProblem(422, "validation_error", "the body must be a JSON object", field="body") from None
    if not isinstance(body, dict):
        raise HTTPProblem(422, "validation_error", "the body must be a JSON object", field="body")
    return body


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts: keep the text ones
        return "\n".join(p.get("text", "") for p in content if isinstance(p, dict) and isinstance(p.get("text"), str))
    return ""


def _check_chat(body: dict[str, Any]) -> list[dict[str, Any]]:
    if not isinstance(body.get("model"), str) or not body["model"]:
        raise HTTPProblem(422, "validation_error", "model must be a non-empty string", field="model")
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        raise HTTPProblem(422, "validation_error", "messages must be a non-empty list", field="messages")
    for i, m in enumerate(messages):
        if not isinstance(m, dict) or not isinstance(m.get("role"), str):
            raise HTTPProblem(422, "validation_error", "each message needs a role", field=f"messages[{i}].role")
    if "stream" in body and not isinstance(body["stream"], bool):
        raise HTTPProblem(422, "validation_error", "stream must be true or false", field="stream")
    if "user" in body and not isinstance(body["user"], str):
        raise HTTPProblem(422, "validation_error", "user must be a string", field="user")
    return messages


def _truthy(value: str | None) -> bool:
    return (value or "").strip().lower() in ("1", "true", "yes", "on")


@dataclass
class _Turn:
    """What the proxy knows about one exchange."""

    user_id: str
    topic_id: str | None
    question: str
    temporary: bool
    memory_ids: tuple[str, ...] = ()


def _prepare(
    mem: Memory, caller: Caller, topic_header: str | None, temporary: bool, messages: list[Any]
) -> tuple[_Turn, str]:
    """Settings, topic and memory block, in a worker thread. Returns the turn and the block ('' for none)."""
    users = [_text(m.get("content")) for m in messages if m.get("role") == "user"]
    turn = _Turn(caller.user_id, topic_header, users[-1] if users else "", temporary)
    if topic_header:
        topic = mem.topics.get(topic_header, user_id=caller.user_id)  # 404 for a missing or foreign topic
        if topic.forgotten_at is not None:  # the user forgot this conversation: never store into it silently
            raise ConflictError(
                f"topic {topic.id} is forgotten; restore it (POST /api/topics/{topic.id}/restore) "
                "or send without X-Jiyi-Topic to start a new conversation"
            )
    try:
        turn.temporary = temporary or mem.settings(caller.user_id).temporary_mode
        if turn.temporary:
            return turn, ""
        if turn.topic_id is None:
            turn.topic_id = mem.topics.create(caller.user_id, turn.question[:60] or "chat").id
        if not turn.question.strip():
            return turn, ""
        block = mem.context(caller.user_id, turn.question[:MAX_CONTENT_CHARS], recent=users[-4:-1])
        # Every memory the block shows, core facts included, may be the one the reply used.
        turn.memory_ids = (*(h.id for h in block.memories), *(r.id for r in block.core))
        return turn, block.text
    except Exception:
        log.exception("memory recall failed for user %s; forwarding without memories", caller.user_id)
        return turn, ""


def _store(mem: Memory, turn: _Turn, answer: str) -> None:
    """Store the exchange for later distillation (never distils here); boost the memories the reply used."""
    if turn.temporary or turn.topic_id is None:
        return
    items = [(role, text, None) for role, text in (("user", turn.question), ("assistant", answer)) if text.strip()]
    if not items:
        return
    try:
        mem.messages.add_many(turn.topic_id, items, user_id=turn.user_id)
    except Exception:
        log.exception("storing the exchange failed for user %s", turn.user_id)
    if turn.memory_ids and answer.strip():
        try:  # boost only the injected memories the reply actually used (seed 002), not all that were recalled
            mem.used(turn.user_id, answer, turn.memory_ids)
        except Exception:
            log.exception("boosting used memories failed for user %s", turn.user_id)


def _client(request: Request) -> httpx.AsyncClient:
    client: httpx.AsyncClient = request.app.state.http
    return client


def _passthrough(resp: httpx.Response, content: bytes) -> Response:
    return Response(content, status_code=resp.status_code, media_type=resp.headers.get("content-type"))


def _unreachable(exc: httpx.HTTPError) -> HTTPProblem:
    if isinstance(exc, httpx.TimeoutException):
        return HTTPProblem(504, "upstream_timeout", f"the upstream LLM did not answer in time: {exc}")
    return HTTPProblem(502, "upstream_unreachable", f"the upstream LLM could not be reached: {exc}")


@router.post("/chat/completions")
async def chat_completions(request: Request) -> Response:
    """OpenAI chat completions with memory: recall injected, exchange stored, streaming or not."""
    auth = request.app.state.auth
    mem: Memory = request.app.state.memory
    up = _upstream(request)
    body = await _json_object(request)
    messages = _check_chat(body)
    caller = await run_in_threadpool(resolve_caller, request, auth, body_user=body.get("user"))
    temporary = _truthy(request.headers.get(TEMPORARY_HEADER))
    try:
        turn, block = await run_in_threadpool(
            _prepare, mem, caller, request.headers.get(TOPIC_HEADER), temporary, messages
        )
    except NotFoundError as exc:
        raise HTTPProblem(404, "not_found", str(exc), field=TOPIC_HEADER) from None
    payload = dict(body)
    if block:
        payload["messages"] = [{"role": "system", "content": block}, *messages]
    headers = {"X-Jiyi-Topic": turn.topic_id} if turn.topic_id and not turn.temporary else {}
    if turn.memory_ids:
        headers[MEMORIES_HEADER] = ",".join(turn.memory_ids)
    client = _client(request)
    req = client.build_request("POST", up.url("/chat/completions"), json=payload, headers=up.headers())
    try:
        resp = await client.send(req, stream=bool(body.get("stream")))
    except httpx.HTTPError as exc:
        raise _unreachable(exc) from exc
    if not body.get("stream"):
        if resp.status_code == 200:
            await run_in_threadpool(_store, mem, turn, _answer(resp))
        out = _passthrough(resp, resp.content)
        out.headers.update(headers)
        return out
    if resp.status_code != 200:
        content = await resp.aread()
        await resp.aclose()
        return _passthrough(resp, content)
    return StreamingResponse(
        _relay(resp, mem, turn),
        media_type=resp.headers.get("content-type", "text/event-stream"),
        headers={**headers, "Cache-Control": "no-cache"},
    )


def _answer(resp: httpx.Response) -> str:
    try:
        return _text(resp.json()["choices"][0]["message"]["content"])
    except (ValueError, KeyError, IndexError, TypeError):
        return ""


async def _relay(resp: httpx.Response, mem: Memory, turn: _Turn) -> AsyncIterator[bytes]:
    """Pass each upstream chunk on as it arrives, collecting the answer's text to store at the end."""
    pending = b""
    parts: list[str] = []
    done = False
    try:
        async for chunk in resp.aiter_bytes():
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                done = done or line.strip() == b"data: [DONE]"
                parts.append(_delta(line))
            yield chunk
        done = True
    finally:
        await resp.aclose()
        if done:
            # Clients often hang up right after [DONE], cancelling this generator: store without awaiting.
            parts.append(_delta(pending))
            asyncio.get_running_loop().run_in_executor(None, _store, mem, turn, "".join(parts))


def _delta(line: bytes) -> str:
    line = line.strip()
    if not line.startswith(b"data:"):
        return ""
    data = line[5:].strip()
    if data == b"[DONE]":
        return ""
    try:
        return _text(json.loads(data)["choices"][0]["delta"].get("content"))
    except (ValueError, KeyError, IndexError, TypeError, AttributeError):
        return ""


@router.get("/models")
async def models(request: Request) -> Response:
    """The upstream's models, passed through."""
    await run_in_threadpool(resolve_caller, request, request.app.state.auth, need_user=False)
    up = _upstream(request)
    try:
        resp = await _client(request).get(up.url("/models"), headers=up.headers())
    except httpx.HTTPError as exc:
        raise _unreachable(exc) from exc
    return _passthrough(resp, resp.content)


@router.post("/embeddings")
async def embeddings(request: Request) -> JSONResponse:
    """Embeddings from jiyi's own embedder, in the OpenAI format."""
    await run_in_threadpool(resolve_caller, request, request.app.state.auth, need_user=False)
    mem: Memory = request.app.state.memory
    body = await _json_object(request)
    raw = body.get("input")
    texts = [raw] if isinstance(raw, str) else raw
    if not isinstance(texts, list) or not texts or len(texts) > 2048:
        raise HTTPProblem(422, "validation_error", "input must be a string or a list of 1-2048 strings", field="input")
    for i, t in enumerate(texts):
        if not isinstance(t, str) or not t.strip() or len(t) > MAX_CONTENT_CHARS:
            raise HTTPProblem(422, "validation_error", "each input must be non-empty text", field=f"input[{i}]")
    vectors = await run_in_threadpool(mem.embedder.embed, texts)
    tokens = sum(len(t.split()) or 1 for t in texts)
    return JSONResponse(
        {
            "object": "list",
            "data": [
                {"object": "embedding", "index": i, "embedding": [float(x) for x in v]} for i, v in enumerate(vectors)
            ],
            "model": mem.embedder.name,
            "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
        }
    )
