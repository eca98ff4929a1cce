"""Where an OpenAI-compatible endpoint lives and how we talk to it: endpoint resolution and the HTTP client.

We speak the protocol with httpx instead of the `openai` SDK: the SDK is a heavy core dependency for
two endpoints. `resolve_endpoint` turns a ``"provider:model"`` shorthand into a base URL and key;
`OpenAIHTTP` holds the one client and the one retry policy. The chat model and the embedder both
build on this module, so they resolve keys and fail the same way.

Retry policy: 429 and 5xx answers, timeouts and connection errors are retried with exponential
backoff and jitter (a server's ``Retry-After`` wins, capped); any other 4xx is the caller's problem
and raised at once. Inside ``with deadline(seconds):`` every call made on that thread (retries, and a
chat model's corrective re-asks, included) ends by the deadline: a request waiting on the model must
not hold its client for timeout x attempts.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Any

import httpx

from .._errors import ProviderError, ProviderHTTPError, ProviderTimeoutError, UserError, ValidationError

__all__ = [
    "KNOWN_PROVIDERS",
    "Deadline",
    "Endpoint",
    "OpenAIHTTP",
    "deadline",
    "resolve_endpoint",
]

#: When (time.monotonic) the calls of the current context must have ended; None: no deadline.
_DEADLINE: ContextVar[float | None] = ContextVar("jiyi_llm_deadline", default=None)


@dataclass(frozen=True)
class Deadline:
    """The deadline `deadline()` set; `expired` says whether it has passed (the calls were cut short)."""

    seconds: float
    at: float

    @property
    def expired(self) -> bool:
        """Whether the deadline has passed."""
        return time.monotonic() >= self.at


@contextmanager
def deadline(seconds: float) -> Iterator[Deadline]:
    """Bound every provider call made in this context (this thread) to end within `seconds` in total.

    A call that runs out of time raises ProviderTimeoutError; an enclosing, earlier deadline still wins."""
    if seconds <= 0:
        raise ValidationError("a deadline must be a positive number of seconds", field="seconds")
    at = time.monotonic() + seconds
    outer = _DEADLINE.get()
    token = _DEADLINE.set(at if outer is None else min(outer, at))
    try:
        yield Deadline(seconds, at)
    finally:
        _DEADLINE.reset(token)


def _time_left() -> float | None:
    at = _DEADLINE.get()
    return None if at is None else at - time.monotonic()


@dataclass(frozen=True)
class _Known:
    base_url: str
    key_env: str | None
    needs_key: bool


#: Shorthand prefixes and where they point. Ollama and vLLM run locally and need no key.
KNOWN_PROVIDERS: Mapping[str, _Known] = {
    "openai": _Known("https://api.openai.com/v1", "OPENAI_API_KEY", True),
    "deepseek": _Known("https://api.deepseek.com/v1", "DEEPSEEK_API_KEY", True),
    "qwen": _Known("https://dashscope.aliyuncs.com/compatible-mode/v1", "DASHSCOPE_API_KEY", True),
    "dashscope": _Known("https://dashscope.aliyuncs.com/compatible-mode/v1", "DASHSCOPE_API_KEY", True),
    "ollama": _Known("http://localhost:11434/v1", None, False),
    "vllm": _Known("http://localhost:8000/v1", None, False),
}


@dataclass(frozen=True)
class Endpoint:
    """What a shorthand such as ``"deepseek:deepseek-chat"`` resolves to."""

    provider: str
    model: str
    base_url: str
    api_key: str | None


def _is_loopback(url: str) -> bool:
    host = httpx.URL(url).host
    return host in {"localhost", "127.0.0.1", "::1"} or host.endswith(".localhost")


def resolve_endpoint(
    spec: str,
    *,
    api_key: str | None = None,
    key_env: str = "JIYI_LLM_API_KEY",
    env: Mapping[str, str] | None = None,
) -> Endpoint:
    """Resolve ``"provider:model"`` (optionally ``"provider:model@base_url"``) to an endpoint.

    The key is `api_key`, else `key_env`, else the provider's own variable (``OPENAI_API_KEY`` ...).
    The environment is read here and only here, never at import. A remote provider without a key is
    a UserError that names the variables to set.
    """
    prefix, sep, rest = spec.partition(":")
    known = KNOWN_PROVIDERS.get(prefix.strip().lower())
    if not sep or known is None:
        raise ValidationError(
            f"cannot read model spec {spec!r}: use 'provider:model' with provider one of "
            f"{', '.join(KNOWN_PROVIDERS)} (e.g. 'openai:gpt-4o-mini', 'vllm:MODEL@http://host:8000/v1')",
            field="model",
        )
    model, at, url = rest.partition("@")
    model = model.strip()
    if not model or (at and not url.strip()):
        raise ValidationError(f"model spec {spec!r} names no model or an empty base URL", field="model")
    base_url = url.strip().rstrip("/") if at else known.base_url
    names = [key_env] + ([known.key_env] if known.key_env else [])
    environ = os.environ if env is None else env
    key = api_key or next((environ[n] for n in names if environ.get(n)), None)
    if key is None and known.needs_key and not _is_loopback(base_url):
        raise UserError(f"No API key for {prefix}: set {' or '.join(names)}, or pass api_key=...")
    return Endpoint(provider=prefix.strip().lower(), model=model, base_url=base_url, api_key=key)


def _retry_after(headers: httpx.Headers) -> float | None:
    """Seconds the server asked us to wait (``retry-after-ms``, ``Retry-After`` seconds or date)."""
    ms = headers.get("retry-after-ms")
    if ms:
        try:
            return max(0.0, float(ms) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - datetime.now(UTC)).total_seconds())


class OpenAIHTTP:
    """One httpx.Client and the retry policy shared by every OpenAI-compatible call.

    Thread-safe: httpx.Client is, and no per-call state lives on the instance.
    """

    def __init__(
        self,
        *,
        base_url: str,
        api_key: str | None = None,
        timeout: float = 60.0,
        max_retries: int = 3,
        backoff: float = 0.5,
        max_backoff: float = 20.0,
        extra_headers: Mapping[str, str] | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        if not base_url.startswith(("http://", "https://")):
            raise ValidationError(f"base_url {base_url!r} must start with http:// or https://", field="base_url")
        if timeout <= 0 or max_retries < 0 or backoff < 0 or max_backoff < 0:
            raise ValidationError("timeout must be > 0; max_retries, backoff, max_backoff >= 0", field="timeout")
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.max_retries = max_retries
        self.backoff = backoff
        self.max_backoff = max_backoff
        headers = {"Accept": "application/json", "User-Agent": "jiyi"}
        if api_key:
            headers["Authorization"] = f"Bearer {api_key}"
        headers.update(extra_headers or {})
        self._client = httpx.Client(
            base_url=self.base_url + "/", headers=headers, timeout=httpx.Timeout(timeout), transport=transport
        )

    def post(self, path: str, payload: Mapping[str, Any]) -> tuple[dict[str, Any], int]:
        """POST JSON to `path` (relative to base_url); return the JSON body and the HTTP calls made.

        Raises ProviderHTTPError, ProviderTimeoutError or ProviderError once retries are spent.
        """
        url = f"{self.base_url}/{path.lstrip('/')}"
        attempt = 0
        while True:
            left = _time_left()
            if left is not None and left <= 0:
                raise ProviderTimeoutError(f"{url} gave no answer in the time allowed ({attempt} attempts)")
            wait = self.timeout if left is None else min(self.timeout, left)
            try:
                response = self._client.post(path.lstrip("/"), json=payload, timeout=wait)
            except httpx.TimeoutException as exc:
                delay = self._delay(attempt, None)
                if self._last(attempt, delay):
                    raise ProviderTimeoutError(
                        f"{url} did not answer within {wait:.3g}s ({attempt + 1} attempts)"
                    ) from exc
            except httpx.TransportError as exc:
                delay = self._delay(attempt, None)
                if self._last(attempt, delay):
                    raise ProviderError(f"could not reach {url} ({attempt + 1} attempts): {exc!r}") from exc
            else:
                status = response.status_code
                if status < 400:
                    return self._body(response, url), attempt + 1
                delay = self._delay(attempt, response.headers)
                if (status != 429 and status < 500) or self._last(attempt, delay):
                    raise ProviderHTTPError(status, response.text, url=url)
            time.sleep(delay)
            attempt += 1

    def _last(self, attempt: int, delay: float) -> bool:
        """No retry after `attempt`: the retries are spent, or the deadline would pass while waiting."""
        left = _time_left()
        return attempt >= self.max_retries or (left is not None and delay >= left)

    def _delay(self, attempt: int, headers: httpx.Headers | None) -> float:
        hinted = _retry_after(headers) if headers is not None else None
        if hinted is not None:
            return min(hinted, self.max_backoff)
        # "Equal jitter": half fixed, half random, so parallel clients do not retry in lockstep.
        return min(self.max_backoff, self.backoff * 2.0**attempt) * random.uniform(0.5, 1.0)

    @staticmethod
    def _body(response: httpx.Response, url: str) -> dict[str, Any]:
        try:
            body = response.json()
        except ValueError as exc:
            raise ProviderError(f"{url} answered with a body that is not JSON: {response.text[:200]!r}") from exc
        if not isinstance(body, dict):
            raise ProviderError(f"{url} answered with JSON that is not an object: {response.text[:200]!r}")
        if "error" in body and "choices" not in body and "data" not in body:
            # Some gateways report failures as HTTP 200 with an OpenAI-style error object.
            raise ProviderError(f"{url} answered with an error: {json.dumps(body['error'])[:300]}")
        return body

    def close(self) -> None:
        """Close the connection pool."""
        self._client.close()
