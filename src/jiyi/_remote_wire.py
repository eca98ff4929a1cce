"""The wire level of the REST clients: one `Call` (the request, and how to read its answer) and the server's
``{"error": {"type", "message", "field"}}`` bodies rebuilt into jiyi's own error tree. The calls themselves are
built in `_remote_calls` and `_remote_review`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeVar

import httpx
from pydantic import TypeAdapter

from ._errors import (
    AccessDeniedError,
    ConflictError,
    JiyiError,
    NotFoundError,
    ProviderError,
    ProviderTimeoutError,
    StoreError,
    UserError,
    ValidationError,
)

__all__ = ["Call", "error_from_response", "parsed_as", "transport_error", "type_adapter"]

T = TypeVar("T")
U = TypeVar("U")
_NOT_FOUND = re.compile(r"^(?P<kind>.+?) '(?P<id>.*)' not found$")


def error_from_response(response: httpx.Response) -> JiyiError:
    """The jiyi error a server's error answer stands for."""
    try:
        err = response.json()["error"]
        kind, message, field = str(err.get("type", "")), str(err.get("message", "")), err.get("field")
    except (ValueError, KeyError, TypeError, AttributeError):
        kind, message, field = "", response.text[:300] or response.reason_phrase, None
    status = response.status_code
    if status == 404:
        m = _NOT_FOUND.match(message)
        return NotFoundError(m["kind"], m["id"]) if m else NotFoundError("resource", str(response.url.path))
    if status in (401, 403):
        return AccessDeniedError(message, status=status)
    if status in (413, 422):
        return ValidationError(message, field=field)
    if status == 409:
        return ConflictError(message)
    if status == 503 and kind == "store_error":
        return StoreError(message)
    if 400 <= status < 500:
        return UserError(f"{message} (HTTP {status} {kind})")
    return ProviderError(f"jiyi server answered HTTP {status} {kind}: {message}")


def transport_error(exc: httpx.HTTPError, base_url: httpx.URL) -> ProviderError:
    """The jiyi error for a request that got no answer."""
    if isinstance(exc, httpx.TimeoutException):
        return ProviderTimeoutError(f"jiyi server at {base_url} did not answer in time")
    return ProviderError(f"cannot reach the jiyi server at {base_url}: {exc}")


@functools.cache
def type_adapter(tp: Any) -> TypeAdapter[Any]:
    """pydantic's adapter for `tp`, built once per type."""
    return TypeAdapter(tp)


def parsed_as(tp: type[T], key: str | None = None) -> Callable[[httpx.Response], T]:
    """A parser of the answer's JSON (or of its `key`) as `tp`."""

    target: Any = tp  # list[Topic] and the like are hashable too: one adapter each, built once

    def parse(r: httpx.Response) -> T:
        data = r.json()
        result: T = type_adapter(target).validate_python(data if key is None else data[key])
        return result

    return parse


@dataclass(frozen=True)
class Call(Generic[T]):
    """One REST call: the request, and `parse` for its successful answer."""

    method: str
    path: str
    user_id: str | None
    parse: Callable[[httpx.Response], T]
    json: Any = None
    params: dict[str, Any] = field(default_factory=dict)
    content: bytes | None = None
    headers: dict[str, str] = field(default_factory=dict)

    def request(self) -> dict[str, Any]:
        """The keyword arguments of ``client.request`` / ``client.stream``, after method and path."""
        headers = dict(self.headers)
        if self.user_id is not None:
            headers["X-Jiyi-User"] = self.user_id
        if self.content is not None:
            headers["Content-Type"] = "application/x-ndjson"
        clean = {k: v for k, v in self.params.items() if v is not None}
        return {"headers": headers, "json": self.json, "params": clean, "content": self.content}

    def read(self, response: httpx.Response) -> T:
        """The answer's value, or the jiyi error it stands for."""
        if response.status_code >= 400:
            raise error_from_response(response)
        return self.parse(response)

    def then(self, fn: Callable[[T], U]) -> Call[U]:
        """The same request, its value passed through `fn`."""
        parse = self.parse
        return replace(self, parse=lambda r: fn(parse(r)))  # type: ignore[arg-type, return-value]
