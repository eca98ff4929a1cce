"""`create_app`: the FastAPI application over one `Memory` — a thin face, no rules of its own."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping, Sequence
from contextlib import asynccontextmanager
from typing import Any

import httpx
from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import JSONResponse
from fastapi_offline import FastAPIOffline

from .. import __version__
from .._memory import Memory
from ..store._sqlite import SQLiteStore
from . import (
    _proxy,
    _routes_entities,
    _routes_export,
    _routes_lifecycle,
    _routes_memories,
    _routes_proposals,
    _routes_review,
    _routes_topics,
)
from ._auth import AuthConfig
from ._errors import error_body, install_error_handlers
from ._events import EventBus
from ._guard import Guard
from ._keys import KeyStore, PgKeyStore
from ._outbox import OutboxTailer
from ._proxy import Upstream
from ._routes_ui import install_ui

__all__ = ["DEFAULT_MAX_BODY", "DEFAULT_MAX_IMPORT_BODY", "DOCS_ASSETS", "IMPORT_PATH", "create_app"]

log = logging.getLogger("jiyi.server")

DEFAULT_MAX_BODY = 2_000_000
#: `/api/import` takes a whole export (every message a user ever sent), so it has a limit of its own.
DEFAULT_MAX_IMPORT_BODY = 64_000_000
IMPORT_PATH = "/api/import"
#: Where Swagger UI's and ReDoc's scripts are served (under /docs: they get the docs pages' CSP).
DOCS_ASSETS = "/docs/assets"

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class _BodyLimit:
    """Refuse request bodies over `limit` bytes with 413, whether announced by Content-Length or not.
    `limits` gives some paths a limit of their own; `flags` names the server option that raises each limit,
    so the 413 tells the operator what to change."""

    def __init__(
        self, app: ASGIApp, limit: int, limits: dict[str, int] | None = None, flags: dict[str, str] | None = None
    ) -> None:
        self.app = app
        self.limit = limit
        self.limits = limits or {}
        self.flags = flags or {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope.get("path", "")
        limit = self.limits.get(path, self.limit)
        for name, value in scope.get("headers", []):
            if name == b"content-length" and (not value.isdigit() or int(value) > limit):
                await self._refuse(scope, receive, send, path, limit)
                return
        seen = 0
        refused = False

        async def limited() -> Message:
            nonlocal seen, refused
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > limit and not refused:
                # Answer now; the app sees a disconnect and whatever it sends afterwards is dropped.
                refused = True
                await self._refuse(scope, receive, send, path, limit)
                return {"type": "http.disconnect"}
            return message

        async def guarded(message: Message) -> None:
            if not refused:
                await send(message)

        await self.app(scope, limited, guarded)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send, path: str, limit: int) -> None:
        flag = self.flags.get(path, self.flags.get("", ""))
        hint = f"; the server's {flag} option raises it" if flag else ""
        body = error_body("payload_too_large", f"request body over {limit:,} bytes{hint}", "body")
        await JSONResponse(body, status_code=413)(scope, receive, send)


class _NoNulInUrl:
    """Refuse a NUL (``%00``) anywhere in the path or query with 422: no id or filter holds one, PostgreSQL
    cannot even be asked about one, and SQLite would answer differently; refused here, both stores agree."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and ("\x00" in scope.get("path", "") or _nul_in_query(scope)):
            body = error_body("validation_error", "the URL holds a NUL character (%00); remove it", "url")
            await JSONResponse(body, status_code=422)(scope, receive, send)
            return
        await self.app(scope, receive, send)


def _nul_in_query(scope: Scope) -> bool:
    query: bytes = scope.get("query_string", b"")
    return b"%00" in query or b"\x00" in query


def create_app(
    memory: Memory,
    *,
    upstream: Upstream | str | None = None,
    auth: AuthConfig | None = None,
    cors_origins: Sequence[str] = (),
    max_body_bytes: int = DEFAULT_MAX_BODY,
    max_import_bytes: int = DEFAULT_MAX_IMPORT_BODY,
    bus: EventBus | None = None,
    outbox_interval: float | None = 0.5,
) -> FastAPI:
    """The REST API, the chat proxy and the event stream over `memory`.

    `upstream`: the LLM the chat proxy forwards to (an `Upstream`, or its base URL). `auth`: defaults to
    the API keys kept in the memory's database (SQLite or PostgreSQL); `AuthConfig(open=True)` accepts
    anyone (local use).
    `max_body_bytes`: the largest request body (413 above it); `max_import_bytes`: the same for `/api/import`,
    which takes a whole export.
    `outbox_interval`: how often the store's event outbox is read and published to SSE subscribers and
    webhooks, for changes made elsewhere (`jiyi worker`, another server, the library, the CLI, MCP). None:
    not in the background; a change made through this server's routes is still published at once.
    """
    if auth is None:
        if isinstance(memory.store, SQLiteStore):
            auth = AuthConfig(keys=KeyStore(memory.store.path))
        elif type(memory.store).__name__ == "PostgresStore":  # not imported: psycopg is an optional extra
            auth = AuthConfig(keys=PgKeyStore(memory.store))
        else:
            raise ValueError("give auth=AuthConfig(keys=...) for a store that is neither SQLite nor PostgreSQL")
    up = Upstream(upstream) if isinstance(upstream, str) else upstream

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if auth.open:
            log.warning("jiyi server in OPEN mode: no API key is checked; anyone who can connect sees every user")
        tailer: OutboxTailer = app.state.outbox
        if outbox_interval:
            tailer.start()
        try:
            async with httpx.AsyncClient(timeout=up.timeout if up else 60.0) as client:
                app.state.http = client
                yield
        finally:
            tailer.stop()

    # /docs and /redoc from assets bundled in fastapi-offline, served here: offline by default, the docs too.
    app = FastAPIOffline(
        static_url=DOCS_ASSETS,
        title="jiyi (记忆)",
        version=__version__,
        description="Long-term memory for AI assistants: REST API and an OpenAI-compatible chat proxy.",
        lifespan=lifespan,
    )
    app.state.memory = memory
    app.state.auth = auth
    app.state.upstream = up
    app.state.bus = bus or EventBus()
    app.state.outbox = OutboxTailer(memory.store, app.state.bus, interval=outbox_interval or 0.5)
    install_error_handlers(app)

    @app.get("/health", tags=["health"])
    def health() -> dict[str, Any]:
        """Liveness; needs no key."""
        return {"status": "ok", "version": __version__, "open": auth.open}

    app.include_router(_routes_memories.router)
    app.include_router(_routes_topics.router)
    app.include_router(_routes_export.router)
    app.include_router(_routes_lifecycle.router)
    app.include_router(_routes_proposals.router)
    app.include_router(_routes_entities.router)
    app.include_router(_routes_review.router)
    app.include_router(_proxy.router)
    install_ui(app)
    app.add_middleware(Guard, auth=auth)  # inside CORS: a refusal still carries the CORS headers
    if cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(cors_origins),
            allow_methods=["*"],
            allow_headers=["*"],
            expose_headers=["X-Jiyi-Topic", "X-Jiyi-Memories"],
        )
    app.add_middleware(_NoNulInUrl)
    app.add_middleware(
        _BodyLimit,
        limit=max_body_bytes,
        limits={IMPORT_PATH: max_import_bytes},
        flags={"": "--max-body", IMPORT_PATH: "--max-import-body"},
    )
    return app
