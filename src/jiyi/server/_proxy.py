"""The OpenAI-compatible chat proxy: ``/v1/chat/completions``, ``/v1/models``, ``/v1/embeddings``.

Before forwarding, the user's memory block is injected as a system message; after the answer, the exchange
is stored as two messages of a topic for later distillation. The memory layer is best effort here: if it
fails, the chat still goes through and the failure is logged. Temporary mode (``X-Jiyi-Temporary: 1`` or
the user's `temporary_mode` setting) recalls nothing and stores nothing. Upstream errors come back with
their own status and body.

An agent or app of the user is named as the user is: the ``X-Jiyi-Agent`` header, or ``metadata.agent_id`` in
the body (the header wins; the key is not forwarded upstream). The prompt then holds only that agent's memories
(`Memory.context(agent_id=...)`, strict: nothing of another agent's), and the exchange is stored in a topic of
that agent, so what is distilled from it is the agent's too. Continuing a topic (``X-Jiyi-Topic``) with no agent
named keeps the topic's agent; naming another agent than the topic's is refused (409).

What is stored, and when:

- A new topic is opened only once the upstream has accepted the turn (HTTP 200): a refused, failed or
  timed-out upstream call stores nothing and leaves no topic behind (the client will send the turn again).
- A message longer than the store's per-message limit is stored whole, as consecutive messages of the same
  role, never dropped.
- A streamed answer is read from the upstream by a task of its own, so storing never depends on the client
  reading to the end. If the client hangs up mid-stream, the upstream call is closed (the model stops) and
  the user's message is stored with the reply as far as it went, ending in `CUT_OFF_MARK` (so is a reply that
  an upstream error event cut short: what follows the error is not kept). A client that
  hangs up before the upstream answered at all (a stop button pressed while the model thinks) gets the
  upstream call dropped, and its message is stored alone: it saw no reply.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass
from functools import partial
from typing import Any

import httpx
from fastapi import APIRouter, Request, Response
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse, StreamingResponse

from .._errors import ConflictError, NotFoundError
from .._memory import Memory
from .._scope import check_agent_id
from .._text import normalise_text
from .._validate import MAX_CONTENT_CHARS, json_text_problem
from ._auth import Caller, resolve_caller
from ._errors import HTTPProblem

__all__ = [
    "AGENT_HEADER",
    "CUT_OFF_MARK",
    "MEMORIES_HEADER",
    "TEMPORARY_HEADER",
    "TOPIC_HEADER",
    "Upstream",
    "router",
    "truthy",
]

log = logging.getLogger("jiyi.server.proxy")

TOPIC_HEADER = "x-jiyi-topic"
TEMPORARY_HEADER = "x-jiyi-temporary"
AGENT_HEADER = "x-jiyi-agent"
#: Response header naming the memories injected into the prompt (comma-separated ids; absent when none).
MEMORIES_HEADER = "X-Jiyi-Memories"
#: Ends a stored assistant reply that was cut off (the client hung up, or the upstream stream broke): messages
#: have no flags, and an editor's omission mark reads the same in every language, to people and to models.
CUT_OFF_MARK = " […]"
#: Where a long message is preferably split, best first (the cut goes after the separator).
_BREAKS = ("\n\n", "\n", "。", "！", "？", ". ", "! ", "? ", " ")

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
    except RecursionError:  # the parser recursed once per level: refuse absurd nesting instead of crashing
        raise HTTPProblem(422, "validation_error", "the body is nested too deeply", field="body") from None
    if not isinstance(body, dict):
        raise HTTPProblem(422, "validation_error", "the body must be a JSON object", field="body")
    # A lone surrogate cannot be encoded as UTF-8: neither forwarded upstream nor embedded nor stored.
    problem = json_text_problem(body)
    if problem:
        raise HTTPProblem(422, "validation_error", f"the body {problem}", field="body")
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


def _agent(request: Request, body: dict[str, Any]) -> tuple[str | None, dict[str, Any]]:
    """The agent the turn is for (`X-Jiyi-Agent`, else `metadata.agent_id`; None: the user's whole memory) and
    the body to forward, without that jiyi-only key (an upstream need not know it)."""
    metadata = body.get("metadata")
    in_body = metadata.get("agent_id") if isinstance(metadata, dict) else None
    named, field = request.headers.get(AGENT_HEADER), "X-Jiyi-Agent"
    if named is None and in_body is not None:
        if not isinstance(in_body, str):
            raise HTTPProblem(422, "validation_error", "metadata.agent_id must be a string", field="metadata.agent_id")
        named, field = in_body, "metadata.agent_id"
    if named is not None and not named.strip():
        raise HTTPProblem(422, "validation_error", f"{field} (the agent_id) must not be empty", field=field)
    agent = check_agent_id(named)  # 422 with its reason for a bad id
    if isinstance(metadata, dict) and "agent_id" in metadata:
        rest = {k: v for k, v in metadata.items() if k != "agent_id"}
        body = {k: v for k, v in body.items() if k != "metadata"} | ({"metadata": rest} if rest else {})
    return agent, body


def truthy(value: str | None) -> bool:
    """True for a header or query value saying yes (1, true, yes, on)."""
    return (value or "").strip().lower() in ("1", "true", "yes", "on")


@dataclass
class _Turn:
    """What the proxy knows about one exchange."""

    user_id: str
    topic_id: str | None
    question: str
    temporary: bool
    memory_ids: tuple[str, ...] = ()
    agent_id: str | None = None  # the agent whose memories the prompt holds and whose topic stores the exchange


def _prepare(
    mem: Memory, caller: Caller, topic_header: str | None, temporary: bool, messages: list[Any], agent: str | None
) -> tuple[_Turn, str]:
    """Settings, topic check and memory block, in a worker thread. Returns the turn and the block ('' for none).
    A new topic is not opened here but once the upstream accepted the turn (`_open_topic`)."""
    users = [_text(m.get("content")) for m in messages if m.get("role") == "user"]
    turn = _Turn(caller.user_id, topic_header, users[-1] if users else "", temporary, agent_id=agent)
    if topic_header:
        topic = mem.topics.get(topic_header, user_id=caller.user_id)  # 404 for a missing or foreign topic
        if topic.forgotten_at is not None:  # the user forgot this conversation: never store into it silently
            raise ConflictError(
                f"topic {topic.id} is forgotten; restore it (POST /api/topics/{topic.id}/restore) "
                "or send without X-Jiyi-Topic to start a new conversation"
            )
        if agent is not None and topic.agent_id != agent:  # one agent's talk never lands in another's scope
            owner = f"agent {topic.agent_id!r}" if topic.agent_id else "no agent"
            raise ConflictError(
                f"topic {topic.id} belongs to {owner}, not agent {agent!r}; send without X-Jiyi-Topic to start "
                "a conversation of this agent"
            )
        turn.agent_id = topic.agent_id  # an agent's conversation, continued, stays in that agent's scope
    try:
        turn.temporary = mem.is_temporary(caller.user_id, requested=temporary)
        if turn.temporary or not turn.question.strip():
            return turn, ""
        block = mem.context(
            caller.user_id, turn.question[:MAX_CONTENT_CHARS], recent=users[-4:-1], agent_id=turn.agent_id
        )
        # Every memory the block shows, core facts included, may be the one the reply used.
        turn.memory_ids = (*(h.id for h in block.memories), *(r.id for r in block.core))
        return turn, block.text
    except Exception:
        log.exception("memory recall failed for user %s; forwarding without memories", caller.user_id)
        return turn, ""


def _open_topic(mem: Memory, turn: _Turn, *, force: bool = False) -> None:
    """Open the turn's topic if it has none yet and there is a user message to store in it (or `force`: a
    reply to store), so no topic is ever left empty."""
    if turn.temporary or turn.topic_id is not None or not (force or turn.question.strip()):
        return
    try:
        title = normalise_text(turn.question)[:60].strip() or "chat"
        turn.topic_id = mem.topics.create(turn.user_id, title, agent_id=turn.agent_id).id
    except Exception:
        log.exception("opening a topic failed for user %s; the exchange is not stored", turn.user_id)


def _pieces(text: str, limit: int) -> list[str]:
    """`text` in consecutive parts of at most `limit` characters, each cut at a paragraph, line or sentence end
    (or a space) in its last tenth when there is one: a long message is stored whole rather than refused."""
    text = normalise_text(text)
    out: list[str] = []
    while len(text) > limit:
        low = limit - limit // 10
        cut = next((i + len(b) for b in _BREAKS if (i := text.rfind(b, low, limit)) > 0), limit)
        out.append(text[:cut].strip())
        text = text[cut:].strip()
    return [p for p in (*out, text) if p]


def _store(mem: Memory, turn: _Turn, answer: str, *, cut_off: bool = False) -> None:
    """Store the exchange for later distillation (never distils here); boost the memories the reply used.
    `cut_off`: the reply stopped before its end; it is stored as far as it went, marked with `CUT_OFF_MARK`."""
    if turn.temporary:  # `add_many` asks the rule again: temporary mode switched on meanwhile holds too
        return
    if cut_off and answer.strip():
        answer = answer.rstrip() + CUT_OFF_MARK
    limit = mem.max_message_chars
    items: list[tuple[str, str, None]] = [("user", p, None) for p in _pieces(turn.question, limit)]
    items += [("assistant", p, None) for p in _pieces(answer, limit)]
    if not items:
        return
    _open_topic(mem, turn, force=True)
    if turn.topic_id is None:
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


def _passthrough(resp: httpx.Response, content: bytes, headers: dict[str, str] | None = None) -> Response:
    out = Response(content, status_code=resp.status_code, media_type=resp.headers.get("content-type"))
    out.headers.update(headers or {})
    return out


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
    agent, forwarded = _agent(request, body)
    temporary = truthy(request.headers.get(TEMPORARY_HEADER))
    try:
        turn, block = await run_in_threadpool(
            _prepare, mem, caller, request.headers.get(TOPIC_HEADER), temporary, messages, agent
        )
    except NotFoundError as exc:
        raise HTTPProblem(404, "not_found", str(exc), field=TOPIC_HEADER) from None
    payload = dict(forwarded)
    if block:
        payload["messages"] = [{"role": "system", "content": block}, *messages]
    client = _client(request)
    req = client.build_request("POST", up.url("/chat/completions"), json=payload, headers=up.headers())
    try:
        resp = await _send_unless_gone(request, client, req, stream=bool(body.get("stream")))
    except httpx.HTTPError as exc:
        raise _unreachable(exc) from exc
    if resp is None:  # the client hung up before the model answered: it saw no reply, so none is stored
        await run_in_threadpool(partial(_store, mem, turn, "", cut_off=True))
        return Response(status_code=499)  # nginx's "client closed request"; never sent, only logged
    if resp.status_code != 200:  # the turn was not answered: nothing is stored, no topic is opened
        content = await resp.aread()
        await resp.aclose()
        return _passthrough(resp, content, _headers(turn))
    if not body.get("stream"):
        await run_in_threadpool(_store, mem, turn, _answer(resp))
        return _passthrough(resp, resp.content, _headers(turn))
    await run_in_threadpool(_open_topic, mem, turn)  # before the first byte, so the header can name it
    queue: asyncio.Queue[bytes | None] = asyncio.Queue()
    pump = asyncio.create_task(_pump(resp, queue, mem, turn))
    _PUMPS.add(pump)  # a reference, so the task is not collected while it runs
    pump.add_done_callback(_PUMPS.discard)
    return StreamingResponse(
        _relay(queue, pump),
        media_type=resp.headers.get("content-type", "text/event-stream"),
        headers={**_headers(turn), "Cache-Control": "no-cache"},
    )


async def _send_unless_gone(
    request: Request, client: httpx.AsyncClient, req: httpx.Request, *, stream: bool
) -> httpx.Response | None:
    """Send the turn upstream, unless the client hangs up first: then the upstream call is dropped (the model
    stops working for a reader who is gone) and None comes back. A stop button pressed while the model is
    still thinking lands here."""
    sending = asyncio.ensure_future(client.send(req, stream=stream))
    gone = asyncio.ensure_future(_disconnect(request))
    try:
        await asyncio.wait((sending, gone), return_when=asyncio.FIRST_COMPLETED)
    except BaseException:  # the server is shutting down: leave no upstream call behind
        sending.cancel()
        raise
    finally:
        gone.cancel()
    if sending.done():
        return sending.result()
    sending.cancel()
    with contextlib.suppress(asyncio.CancelledError, httpx.HTTPError):
        await sending
    return None


async def _disconnect(request: Request) -> None:
    """Return once the client has hung up. The body is read already, so the next message is the hang-up."""
    while (await request.receive())["type"] != "http.disconnect":
        pass


def _headers(turn: _Turn) -> dict[str, str]:
    """The memories injected and, once it exists, the topic the exchange is stored in."""
    out = {MEMORIES_HEADER: ",".join(turn.memory_ids)} if turn.memory_ids else {}
    if turn.topic_id and not turn.temporary:
        out["X-Jiyi-Topic"] = turn.topic_id
    return out


def _answer(resp: httpx.Response) -> str:
    try:
        return _text(resp.json()["choices"][0]["message"]["content"])
    except (ValueError, KeyError, IndexError, TypeError):
        return ""


_PUMPS: set[asyncio.Task[None]] = set()


async def _pump(resp: httpx.Response, queue: asyncio.Queue[bytes | None], mem: Memory, turn: _Turn) -> None:
    """Read the upstream stream, pass each chunk on through `queue` (None ends it) and store the exchange.

    It runs apart from the response, so storing never waits on the client: a client that stops reading
    does not stop it, and one that hangs up cancels it (`_relay`), which closes the upstream call and stores
    the reply as far as it went. The exchange is stored before ``data: [DONE]`` is passed on, so a client's
    next turn always comes after it."""
    loop = asyncio.get_running_loop()
    pending = b""
    parts: list[str] = []
    stored: asyncio.Future[None] | None = None
    complete = False
    failed = False  # an error event came in place of the rest of the reply: it is stored as cut off
    try:
        async for chunk in resp.aiter_bytes():
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                if line.strip() == b"data: [DONE]" and stored is None:
                    complete = True
                    done = partial(_store, mem, turn, "".join(parts), cut_off=failed)
                    stored = loop.run_in_executor(None, done)
                    await asyncio.shield(stored)  # a hang-up now must not cancel a store still queued
                failed = failed or _failed(line)
                parts.append("" if failed else _delta(line))  # what follows an error is not the reply
            queue.put_nowait(chunk)
        failed = failed or _failed(pending)
        parts.append("" if failed else _delta(pending))
        complete = not failed
    except httpx.HTTPError as exc:
        log.warning("the upstream stream broke off for user %s: %s", turn.user_id, exc)
    finally:
        # Also when cancelled: the store is handed to a thread first, then the upstream is closed, so the model
        # stops writing for a reader who is gone. Both are shielded: a later cancel must undo neither.
        if stored is None:
            stored = loop.run_in_executor(None, partial(_store, mem, turn, "".join(parts), cut_off=not complete))
        queue.put_nowait(None)
        with contextlib.suppress(httpx.HTTPError):
            await asyncio.shield(resp.aclose())
        await asyncio.shield(stored)


async def _relay(queue: asyncio.Queue[bytes | None], pump: asyncio.Task[None]) -> AsyncIterator[bytes]:
    """Pass on what `_pump` reads; if the client goes away before the end, stop the pump."""
    ended = False
    try:
        while (chunk := await queue.get()) is not None:
            yield chunk
        ended = True
    finally:
        if not ended:
            pump.cancel()


def _failed(line: bytes) -> bool:
    """Whether a line of the stream is an OpenAI-style error event (``data: {"error": ...}``)."""
    line = line.strip()
    if not line.startswith(b"data:") or b'"error"' not in line:
        return False
    try:
        event = json.loads(line[5:])
    except ValueError:
        return False
    return isinstance(event, dict) and "error" in event


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
