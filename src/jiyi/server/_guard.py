"""`Guard`: the server's checks that come before any route reads a request, and its security headers.

- Open mode answers only requests addressed to a loopback name or address (or a host allowed by
  `AuthConfig.allowed_hosts`, `jiyi serve --allowed-host`), with 421 otherwise: a web page on another
  site whose DNS name is rebound to 127.0.0.1 sends its own name in `Host`, so it cannot reach the
  keyless API through the user's browser.
- With keys, a request to `/api/...` or `/v1/...` without a valid key gets 401 here, before its body is
  read or validated: a caller with no key learns nothing about the body the route expects. The key
  found is left in the scope, so the route's `resolve_caller` does not look it up a second time.
- Every answer carries `X-Content-Type-Options`, `Referrer-Policy` and `X-Frame-Options`, and a
  `Content-Security-Policy`: the web UI's allows scripts and styles from this server only, no inline code, no
  framing. The docs pages (/docs, /redoc, their assets served from this server) get `DOCS_CSP`, which also
  allows the inline script and styles FastAPI's Swagger UI and ReDoc pages are written with, and ReDoc's
  worker from a blob: URL; still nothing from another host.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool

from ._auth import KEY_SCOPE, UNAUTHORIZED, AuthConfig, key_secret
from ._errors import error_body

__all__ = ["CSP", "DOCS_CSP", "SECURITY_HEADERS", "Guard", "is_loopback"]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
#: Swagger UI's page starts it with an inline script, ReDoc styles itself inline and runs its search in a
#: worker made from a blob: URL. These pages show only our own OpenAPI document, never a user's data.
DOCS_CSP = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
SECURITY_HEADERS = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
}
_DOCS = ("/docs", "/redoc")
_PROTECTED = ("/api/", "/v1/")


def is_loopback(host: str) -> bool:
    """True for `localhost` (and `*.localhost`) and loopback addresses; `host` has no port."""
    name = host.lower().rstrip(".")
    if name == "localhost" or name.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(name.strip("[]")).is_loopback
    except ValueError:
        return False


def _host_name(value: str) -> str:
    """The name of a `Host` header value, without its port (`[::1]:80` -> `[::1]`)."""
    if value.startswith("["):
        return value[: value.find("]") + 1] if "]" in value else value
    return value.rsplit(":", 1)[0] if value.count(":") == 1 else value


_READ = frozenset((b"host", b"authorization", b"x-api-key"))


class Guard:
    """ASGI middleware: the Host check of open mode, authentication before the body, security headers."""

    def __init__(self, app: ASGIApp, auth: AuthConfig) -> None:
        self.app = app
        self.auth = auth
        self.allowed = {h.lower().rstrip(".") for h in auth.allowed_hosts}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope.get("path", "")
        # Only three headers matter here; ASGI gives their names in lower case already.
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope.get("headers", []) if k in _READ}
        if self.auth.open:
            host = _host_name(headers.get("host", ""))
            if not (is_loopback(host) or host.lower().rstrip(".") in self.allowed):
                message = (
                    f"this server runs without API keys (open mode) and answers only requests addressed to "
                    f"localhost; Host {host!r} is refused. Start it with --allowed-host {host or 'NAME'} "
                    "to allow that name, or use API keys"
                )
                await self._answer(scope, receive, send, 421, error_body("misdirected_request", message, "host"))
                return
        elif path.startswith(_PROTECTED) and scope.get("method") != "OPTIONS":
            secret = key_secret(headers.get("authorization", ""), headers.get("x-api-key", ""))
            key = await run_in_threadpool(self.auth.verify, secret) if secret is not None else None
            if key is None:
                await self._answer(scope, receive, send, 401, UNAUTHORIZED, {"WWW-Authenticate": "Bearer"})
                return
            scope[KEY_SCOPE] = key
        csp = DOCS_CSP if path.startswith(_DOCS) else CSP

        async def secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                given = {k.lower() for k, _ in message.get("headers", [])}
                extra = {**SECURITY_HEADERS, "content-security-policy": csp}
                message["headers"] = [
                    *message.get("headers", []),
                    *((k.encode(), v.encode()) for k, v in extra.items() if k.encode() not in given),
                ]
            await send(message)

        await self.app(scope, receive, secured)

    async def _answer(
        self,
        scope: Scope,
        receive: Receive,
        send: Send,
        status: int,
        body: dict[str, Any],
        headers: dict[str, str] | None = None,
    ) -> None:
        out = {**SECURITY_HEADERS, "content-security-policy": CSP, **(headers or {})}
        await JSONResponse(body, status_code=status, headers=out)(scope, receive, send)
