"""Errors as HTTP answers: every error body is ``{"error": {"type", "code", "message", "field"}}``.

`code` is stable and finer than `type` where a client shows the error in its own words (the web UI maps it
to Chinese and English text); it is `type` itself where nothing finer is needed. `message` stays English.

| raised                                  | status |
|-----------------------------------------|--------|
| `ValidationError`, bad request shape    | 422    |
| `NotFoundError`                         | 404    |
| `ConflictError`                         | 409    |
| other `UserError`                       | 400    |
| `ProviderError`                         | 502    |
| `StoreError`                            | 503    |
| `HTTPProblem(status, ...)`              | status |
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from .._errors import (
    ConflictError,
    JiyiError,
    NotFoundError,
    ProviderError,
    StoreError,
    UserError,
    ValidationError,
)

__all__ = ["HTTPProblem", "error_body", "install_error_handlers", "status_for"]

log = logging.getLogger("jiyi.server")


class HTTPProblem(Exception):
    """An HTTP error raised by the server layer itself (auth, limits, upstream)."""

    def __init__(
        self,
        status: int,
        type: str,
        message: str,
        *,
        field: str | None = None,
        headers: dict[str, str] | None = None,
        code: str | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.type = type
        self.code = code or type
        self.message = message
        self.field = field
        self.headers = headers or {}


def error_body(type: str, message: str, field: str | None = None, *, code: str | None = None) -> dict[str, Any]:
    """The JSON body of every error answer; `code` defaults to `type`."""
    return {"error": {"type": type, "code": code or type, "message": _printable(message), "field": _printable(field)}}


def _printable(text: str | None) -> str | None:
    # Messages may quote what the client sent; a lone surrogate in it cannot be encoded as UTF-8 and turned
    # the 422 refusing it into a 500. Quote it as an escape (\ud800) instead.
    return text.encode("utf-8", "backslashreplace").decode("utf-8") if text is not None else None


def status_for(exc: JiyiError) -> tuple[int, str]:
    """HTTP status and error type for one of jiyi's errors."""
    if isinstance(exc, ValidationError):
        return 422, "validation_error"
    if isinstance(exc, NotFoundError):
        return 404, "not_found"
    if isinstance(exc, ConflictError):
        return 409, "conflict"
    if isinstance(exc, UserError):
        return 400, "bad_request"
    if isinstance(exc, ProviderError):
        return 502, "provider_error"
    if isinstance(exc, StoreError):
        return 503, "store_error"
    return 500, "internal_error"


def _field_of(loc: Sequence[Any]) -> str:
    parts = [str(p) for p in loc]
    if parts and parts[0] in ("body", "query", "path", "header"):
        parts = parts[1:]
    return ".".join(parts) or "body"


def install_error_handlers(app: FastAPI) -> None:
    """Register the handlers that turn exceptions into error bodies."""

    @app.exception_handler(JiyiError)
    async def _jiyi(request: Request, exc: JiyiError) -> JSONResponse:
        status, kind = status_for(exc)
        if status >= 500:
            log.warning("%s %s failed: %s", request.method, request.url.path, exc)
        return JSONResponse(error_body(kind, str(exc), getattr(exc, "field", None)), status_code=status)

    @app.exception_handler(HTTPProblem)
    async def _problem(request: Request, exc: HTTPProblem) -> JSONResponse:
        body = error_body(exc.type, exc.message, exc.field, code=exc.code)
        return JSONResponse(body, status_code=exc.status, headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        first = errors[0] if errors else {"loc": ("body",), "msg": "invalid request"}
        field = _field_of(first.get("loc", ()))
        return JSONResponse(
            error_body("validation_error", f"{field}: {first.get('msg', 'invalid')}", field), status_code=422
        )

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        kind = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        return JSONResponse(error_body(kind, str(exc.detail)), status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error on %s %s", request.method, request.url.path)
        return JSONResponse(error_body("internal_error", "unexpected server error; see the server log"), 500)
