"""A real HTTP server speaking the OpenAI protocol on 127.0.0.1, standing in for a remote LLM in tests.

It runs in a background thread on an ephemeral port and records every request. Answers are scripted
per endpoint as a queue of `Reply` objects (or callables returning one); when a queue is empty the
optional `handler` is asked, then a deterministic default answers:

- ``POST /v1/chat/completions``: ``"echo: <last user message>"``; with ``"stream": true`` the answer
  is sent as SSE chunks (``data: {...}\\n\\n`` ... ``data: [DONE]``) over chunked transfer encoding.
- ``POST /v1/embeddings``: vectors derived from a hash of each input (not unit length).
- ``GET /v1/models``: the configured model ids.

Paths without the ``/v1`` prefix are accepted too. Use the `openai_stub` fixture (enable it with
``pytest_plugins = ["openai_stub"]`` in ``tests/conftest.py``) or ``with OpenAIStub() as stub:``::

    def test_x(openai_stub):
        openai_stub.script(chat_reply('{"a": 1}'), error_reply(500))
        ... point a client at openai_stub.base_url ...
        assert openai_stub.requests_to(CHAT)[0].body["model"] == "m"
"""

from __future__ import annotations

import hashlib
import json
import math
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

__all__ = [
    "BREAK",
    "CHAT",
    "EMBEDDINGS",
    "MODELS",
    "Gate",
    "OpenAIStub",
    "RecordedRequest",
    "Reply",
    "chat_reply",
    "embedding_reply",
    "error_reply",
    "hash_vector",
    "openai_stub",
]

CHAT = "/v1/chat/completions"
EMBEDDINGS = "/v1/embeddings"
MODELS = "/v1/models"
#: In a `Reply.stream`: drop the connection there, mid-stream, as a crashing upstream would.
BREAK = object()


class Gate(threading.Event):
    """A `threading.Event` the stub stops at (in a `Reply.stream`, or as `Reply.hold`) that also says when the
    stub got there: a test can then check what a client shows while the upstream still holds the rest back,
    without guessing how long that takes."""

    def __init__(self) -> None:
        super().__init__()
        #: set once the stub is waiting at this gate
        self.reached = threading.Event()


@dataclass
class Reply:
    """One scripted answer.

    `body`: a dict or list is sent as JSON, str / bytes as they are. `delay`: seconds to wait before
    answering (to provoke client timeouts); `hold`: an event (a `Gate`, say) to wait for before answering
    anything, headers included (an upstream still thinking). For a streaming chat request, `stream` lists what to send:
    a str is a content delta, a dict one ``data:`` event as is, bytes are written raw, and a
    ``threading.Event`` makes the server wait for it (so a test can prove chunk-by-chunk delivery), and
    `BREAK` drops the connection there.
    Without `stream`, the content of `body` is split into small pieces. `raw_stream=True` sends
    `stream` exactly, without the role / finish / usage / ``[DONE]`` framing.
    """

    body: Any = None
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    stream: list[Any] | None = None
    raw_stream: bool = False
    chunk_delay: float = 0.0
    hold: threading.Event | None = None


@dataclass(frozen=True)
class RecordedRequest:
    """One request as the server saw it. `path` is canonical (``/v1/...``); header names are lowercase."""

    method: str
    path: str
    raw_path: str
    headers: dict[str, str]
    body: Any
    raw: bytes
    received_at: float

    @property
    def messages(self) -> list[dict[str, Any]]:
        """The chat messages of a chat completion request."""
        return list(self.body.get("messages", [])) if isinstance(self.body, dict) else []


ScriptItem = Reply | Callable[[RecordedRequest], Reply]
Handler = Callable[[RecordedRequest], Reply | None]


def chat_reply(
    content: str | None,
    *,
    prompt_tokens: int = 10,
    completion_tokens: int = 5,
    model: str = "stub-model",
    finish_reason: str = "stop",
    status: int = 200,
    headers: dict[str, str] | None = None,
    delay: float = 0.0,
    stream: list[Any] | None = None,
    chunk_delay: float = 0.0,
    hold: threading.Event | None = None,
) -> Reply:
    """A chat completion answering `content`, with the given token usage."""
    body = {
        "id": "chatcmpl-stub",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": finish_reason,
            }
        ],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
    }
    return Reply(
        body=body,
        status=status,
        headers=dict(headers or {}),
        delay=delay,
        stream=stream,
        chunk_delay=chunk_delay,
        hold=hold,
    )


def error_reply(
    status: int,
    message: str = "scripted error",
    *,
    error_type: str = "server_error",
    headers: dict[str, str] | None = None,
    delay: float = 0.0,
) -> Reply:
    """An OpenAI-style error body with `status`."""
    body = {"error": {"message": message, "type": error_type, "param": None, "code": None}}
    return Reply(body=body, status=status, headers=dict(headers or {}), delay=delay)


def embedding_reply(vectors: Iterable[Iterable[float]], *, model: str = "stub-embedding") -> Reply:
    """An embeddings answer carrying exactly `vectors`."""
    data = [{"object": "embedding", "index": i, "embedding": [float(x) for x in v]} for i, v in enumerate(vectors)]
    return Reply(
        body={
            "object": "list",
            "data": data,
            "model": model,
            "usage": {"prompt_tokens": 1, "total_tokens": 1},
        }
    )


def hash_vector(text: str, dim: int) -> list[float]:
    """A deterministic, non-normalised vector for `text` (what the default embeddings answer holds)."""
    out: list[float] = []
    counter = 0
    while len(out) < dim:
        digest = hashlib.sha256(f"{counter}:{text}".encode()).digest()
        out.extend((b - 127.5) / 127.5 for b in digest)
        counter += 1
    return out[:dim]


def _tokens(text: str) -> int:
    return max(1, math.ceil(len(text) / 4))


def _canonical(raw_path: str) -> str:
    path = raw_path.split("?", 1)[0].rstrip("/") or "/"
    return path if path.startswith("/v1/") else "/v1" + path


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    stub: OpenAIStub


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:  # keep pytest output clean
        pass

    def do_GET(self) -> None:
        self._handle()

    def do_POST(self) -> None:
        self._handle()

    def _handle(self) -> None:
        try:
            self.server.stub._serve(self)
        except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError):
            # The client gave up (its timeout fired); nothing left to answer.
            self.close_connection = True

    def send_json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        if isinstance(body, bytes):
            data, ctype = body, "application/octet-stream"
        elif isinstance(body, str):
            data, ctype = body.encode(), "text/plain; charset=utf-8"
        else:
            data, ctype = json.dumps(body, ensure_ascii=False).encode(), "application/json"
        self.send_response(status)
        extra = dict(headers or {})
        self.send_header("Content-Type", extra.pop("Content-Type", ctype))
        self.send_header("Content-Length", str(len(data)))
        for k, v in extra.items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(data)

    def start_chunked(self, headers: dict[str, str]) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        for k, v in headers.items():
            self.send_header(k, v)
        self.end_headers()

    def write_chunk(self, data: bytes) -> None:
        if data:
            self.wfile.write(b"%X\r\n%s\r\n" % (len(data), data))
            self.wfile.flush()

    def end_chunked(self) -> None:
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()


class OpenAIStub:
    """The stub server. Start it with `start()` or a ``with`` block; `base_url` ends in ``/v1``."""

    def __init__(
        self,
        *,
        api_key: str | None = None,
        embedding_dim: int = 16,
        models: Iterable[str] = ("stub-model", "stub-embedding"),
    ) -> None:
        #: when set, requests without ``Authorization: Bearer <api_key>`` get a 401
        self.api_key = api_key
        self.embedding_dim = embedding_dim
        self.models = list(models)
        #: asked when an endpoint's script is empty; return None to fall back to the default
        self.handler: Handler | None = None
        self._lock = threading.Lock()
        self._requests: list[RecordedRequest] = []
        self._scripts: dict[str, deque[ScriptItem]] = {}
        self._stopping = threading.Event()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None
        self._counter = 0

    # -- lifecycle -------------------------------------------------------------------------------

    def start(self) -> OpenAIStub:
        """Bind an ephemeral port on 127.0.0.1 and serve in a daemon thread."""
        server = _Server(("127.0.0.1", 0), _Handler)
        server.stub = self
        self._server = server
        self._thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving; replies still waiting on a delay are abandoned."""
        self._stopping.set()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> OpenAIStub:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    @property
    def url(self) -> str:
        """``http://127.0.0.1:<port>``."""
        assert self._server is not None, "start the stub first"
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    @property
    def base_url(self) -> str:
        """The OpenAI API root to give clients: ``http://127.0.0.1:<port>/v1``."""
        return self.url + "/v1"

    # -- scripting and inspection ----------------------------------------------------------------

    def script(self, *replies: ScriptItem, path: str = CHAT) -> None:
        """Queue replies for `path` (default: chat completions), answered in order, one per request."""
        with self._lock:
            self._scripts.setdefault(_canonical(path), deque()).extend(replies)

    def pending(self, path: str = CHAT) -> int:
        """How many scripted replies for `path` have not been used yet."""
        with self._lock:
            return len(self._scripts.get(_canonical(path), ()))

    @property
    def requests(self) -> list[RecordedRequest]:
        """Every request received so far, oldest first."""
        with self._lock:
            return list(self._requests)

    def requests_to(self, path: str) -> list[RecordedRequest]:
        """The requests received on `path` (``/v1`` prefix optional)."""
        canonical = _canonical(path)
        return [r for r in self.requests if r.path == canonical]

    def clear(self) -> None:
        """Forget recorded requests and unused scripts."""
        with self._lock:
            self._requests.clear()
            self._scripts.clear()

    # -- serving ---------------------------------------------------------------------------------

    def _serve(self, h: _Handler) -> None:
        length = int(h.headers.get("Content-Length") or 0)
        raw = h.rfile.read(length) if length else b""
        try:
            body: Any = json.loads(raw) if raw else None
        except ValueError:
            body = None
        request = RecordedRequest(
            method=h.command,
            path=_canonical(h.path),
            raw_path=h.path,
            headers={k.lower(): v for k, v in h.headers.items()},
            body=body,
            raw=raw,
            received_at=time.monotonic(),
        )
        authorised = self.api_key is None or request.headers.get("authorization") == f"Bearer {self.api_key}"
        with self._lock:
            self._requests.append(request)
            self._counter += 1
            number = self._counter
            queue = self._scripts.get(request.path)
            # A rejected key must not use up a scripted reply meant for an authorised request.
            item = queue.popleft() if queue and authorised else None
        if not authorised:
            r = error_reply(401, "Incorrect API key provided", error_type="invalid_request_error")
            h.send_json(r.status, r.body)
            return
        reply = item(request) if callable(item) else item
        if reply is None and self.handler is not None:
            reply = self.handler(request)
        if reply is None:
            reply = self._default(request)
        if reply.delay and self._stopping.wait(reply.delay):
            h.close_connection = True
            return
        if reply.hold is not None and not self._wait(reply.hold):
            h.close_connection = True
            return
        wants_stream = request.path == CHAT and isinstance(body, dict) and body.get("stream") is True
        if wants_stream and reply.status == 200:
            self._stream(h, request, reply, number)
        else:
            h.send_json(reply.status, reply.body, reply.headers)

    def _default(self, request: RecordedRequest) -> Reply:
        body = request.body if isinstance(request.body, dict) else {}
        if request.path == CHAT:
            users = [m.get("content") for m in request.messages if m.get("role") == "user"]
            last = users[-1] if users and isinstance(users[-1], str) else ""
            prompt = "".join(str(m.get("content", "")) for m in request.messages)
            content = f"echo: {last}"
            return chat_reply(
                content,
                model=str(body.get("model", "stub-model")),
                prompt_tokens=_tokens(prompt),
                completion_tokens=_tokens(content),
            )
        if request.path == EMBEDDINGS:
            texts = body.get("input", [])
            texts = [texts] if isinstance(texts, str) else list(texts)
            dim = int(body.get("dimensions") or self.embedding_dim)
            reply = embedding_reply((hash_vector(str(t), dim) for t in texts), model=str(body.get("model", "")))
            tokens = sum(_tokens(str(t)) for t in texts)
            reply.body["usage"] = {"prompt_tokens": tokens, "total_tokens": tokens}
            return reply
        if request.path == MODELS:
            data = [{"id": m, "object": "model", "created": 0, "owned_by": "jiyi-stub"} for m in self.models]
            return Reply(body={"object": "list", "data": data})
        return error_reply(404, f"no such endpoint: {request.raw_path}", error_type="invalid_request_error")

    def _wait(self, event: threading.Event) -> bool:
        """Wait at `event` (30 s at most, or until the stub stops); False if it was not set."""
        if isinstance(event, Gate):
            event.reached.set()
        deadline = time.monotonic() + 30
        while not event.wait(0.05):
            if self._stopping.is_set() or time.monotonic() > deadline:
                return False
        return True

    def _stream(self, h: _Handler, request: RecordedRequest, reply: Reply, number: int) -> None:
        body = reply.body if isinstance(reply.body, dict) else {}
        choice = (body.get("choices") or [{}])[0]
        content = (choice.get("message") or {}).get("content") or ""
        model = body.get("model") or request.body.get("model", "stub-model")
        cid = f"chatcmpl-stub-{number}"

        def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
            return {
                "id": cid,
                "object": "chat.completion.chunk",
                "created": int(time.time()),
                "model": model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
            }

        pieces = reply.stream if reply.stream is not None else [content[i : i + 3] for i in range(0, len(content), 3)]
        items: list[Any]
        if reply.raw_stream:
            items = list(pieces)
        else:
            items = [chunk({"role": "assistant", "content": ""})]
            items += [chunk({"content": p}) if isinstance(p, str) else p for p in pieces]
            items.append(chunk({}, choice.get("finish_reason") or "stop"))
            options = request.body.get("stream_options") or {}
            if isinstance(options, dict) and options.get("include_usage"):
                items.append({**chunk({}), "choices": [], "usage": body.get("usage")})
            items.append(b"data: [DONE]\n\n")
        h.start_chunked(reply.headers)
        for item in items:
            if item is BREAK:
                h.close_connection = True  # no terminating chunk: the client sees the body cut short
                return
            if isinstance(item, threading.Event):
                if not self._wait(item):
                    h.close_connection = True
                    return
                continue
            if reply.chunk_delay and self._stopping.wait(reply.chunk_delay):
                h.close_connection = True
                return
            if isinstance(item, bytes):
                h.write_chunk(item)
            elif isinstance(item, str):  # only in raw_stream mode: written exactly
                h.write_chunk(item.encode())
            else:
                h.write_chunk(b"data: " + json.dumps(item, ensure_ascii=False).encode() + b"\n\n")
        h.end_chunked()


@pytest.fixture
def openai_stub() -> Iterator[OpenAIStub]:
    """A started `OpenAIStub`, stopped after the test."""
    with OpenAIStub() as stub:
        yield stub
