"""OpenAI-compatible chat models over plain httpx: OpenAI, DeepSeek, Qwen (DashScope), Ollama, vLLM.

We speak the protocol with httpx instead of the `openai` SDK: the SDK is a heavy core dependency for
two endpoints. `OpenAIHTTP` holds the one client and the one retry policy; the embedder reuses it.

Retry policy: 429 and 5xx answers, timeouts and connection errors are retried with exponential
backoff and jitter (a server's ``Retry-After`` wins, capped); any other 4xx is the caller's problem
and raised at once. Malformed JSON answers are retried separately, with a corrective turn.
"""

from __future__ import annotations

import json
import os
import random
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Any, ClassVar, Literal, TypeVar, get_origin

import httpx
import pydantic
from pydantic import BaseModel

from .._errors import (
    MalformedOutputError,
    ProviderError,
    ProviderHTTPError,
    ProviderTimeoutError,
    UserError,
    ValidationError,
)
from .._models import Usage
from ._base import LLM, ChatTurn, JsonAnswer

__all__ = [
    "KNOWN_PROVIDERS",
    "Endpoint",
    "OpenAICompatibleLLM",
    "OpenAIHTTP",
    "llm_from_spec",
    "parse_json_text",
    "resolve_endpoint",
]

T = TypeVar("T", bound=BaseModel)
JsonMode = Literal["json_object", "json_schema", "none"]


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
            raise ValidationError(
                f"base_url {base_url!r} must start with http:// or https://", field="base_url"
            )
        if timeout <= 0 or max_retries < 0 or backoff < 0 or max_backoff < 0:
            raise ValidationError(
                "timeout must be > 0; max_retries, backoff, max_backoff >= 0", field="timeout"
            )
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
            try:
                response = self._client.post(path.lstrip("/"), json=payload)
            except httpx.TimeoutException as exc:
                if attempt >= self.max_retries:
                    raise ProviderTimeoutError(
                        f"{url} did not answer within {self.timeout}s ({attempt + 1} attempts)"
                    ) from exc
                delay = self._delay(attempt, None)
            except httpx.TransportError as exc:
                if attempt >= self.max_retries:
                    raise ProviderError(f"could not reach {url} ({attempt + 1} attempts): {exc!r}") from exc
                delay = self._delay(attempt, None)
            else:
                status = response.status_code
                if status < 400:
                    return self._body(response, url), attempt + 1
                if (status != 429 and status < 500) or attempt >= self.max_retries:
                    raise ProviderHTTPError(status, response.text, url=url)
                delay = self._delay(attempt, response.headers)
            time.sleep(delay)
            attempt += 1

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
            raise ProviderError(
                f"{url} answered with a body that is not JSON: {response.text[:200]!r}"
            ) from exc
        if not isinstance(body, dict):
            raise ProviderError(f"{url} answered with JSON that is not an object: {response.text[:200]!r}")
        if "error" in body and "choices" not in body and "data" not in body:
            # Some gateways report failures as HTTP 200 with an OpenAI-style error object.
            raise ProviderError(f"{url} answered with an error: {json.dumps(body['error'])[:300]}")
        return body

    def close(self) -> None:
        """Close the connection pool."""
        self._client.close()


_THINK = re.compile(r"^\s*<think>.*?</think>\s*", re.S)
_FENCE = re.compile(r"```[ \t]*(?:json|JSON|json5)?[ \t]*\n?(.*?)```", re.S)


def _drop_trailing_commas(text: str) -> str:
    """Remove commas that directly precede ``}`` or ``]``, leaving string contents untouched."""
    out: list[str] = []
    in_string = escaped = False
    for i, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch == "," and text[i + 1 :].lstrip()[:1] in ("}", "]"):
            continue
        out.append(ch)
    return "".join(out)


def _span_end(text: str, start: int) -> int:
    """Index just past the bracket group opening at `start` (end of text if it never closes)."""
    depth = 0
    in_string = escaped = False
    for i in range(start, len(text)):
        ch = text[i]
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            if depth == 0:
                return i + 1
    return len(text)


_OPEN = re.compile(r"[{\[]")


def parse_json_text(text: str) -> Any:
    """Find the JSON value in a model's answer, tolerating what local models wrap it in.

    Accepts a leading ``<think>`` block, code fences, prose before or after the value, and trailing
    commas (removed only outside strings). Raises ValueError when no object or array is found.
    """
    cleaned = _THINK.sub("", text).strip()
    for candidate in (cleaned, *(m.group(1).strip() for m in _FENCE.finditer(cleaned))):
        try:
            return json.loads(candidate)
        except ValueError:
            pass
    source = _drop_trailing_commas(cleaned)
    decoder = json.JSONDecoder()
    pos = 0
    while (match := _OPEN.search(source, pos)) is not None:
        try:
            return decoder.raw_decode(source, match.start())[0]
        except ValueError:
            # Skip the whole broken group: a truncated answer must not yield one of its inner objects.
            pos = _span_end(source, match.start())
    raise ValueError("no JSON object found in the answer")


def _list_field(schema: type[BaseModel]) -> str | None:
    """The one list field a bare JSON array can be wrapped into, if the schema has exactly one."""
    lists = [
        (info.alias or name)
        for name, info in schema.model_fields.items()
        if get_origin(info.annotation) in (list, tuple) or info.annotation in (list, tuple)
    ]
    required = [name for name, info in schema.model_fields.items() if info.is_required()]
    if len(lists) == 1 and all((schema.model_fields[n].alias or n) == lists[0] for n in required):
        return lists[0]
    return None


def _validate(text: str, schema: type[T]) -> T:
    """Parse and validate; raise ValueError with a message fit to quote back to the model."""
    try:
        value = parse_json_text(text)
    except ValueError as exc:
        raise ValueError(f"{exc}; answer with a single JSON object") from exc
    if isinstance(value, list) and (field := _list_field(schema)) is not None:
        value = {field: value}
    try:
        return schema.model_validate(value)
    except pydantic.ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '(root)'}: {err['msg']}" for err in exc.errors()[:5]
        )
        raise ValueError(f"the JSON does not match the required format: {problems}") from exc


def _content(body: Mapping[str, Any], url: str) -> str | None:
    """The first choice's text, or None when the model gave none (a refusal, a tool call)."""
    choices = body.get("choices")
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise ProviderError(f"{url} answered without choices: {json.dumps(body)[:300]}")
    message = choices[0].get("message") or {}
    content = message.get("content")
    if isinstance(content, list):  # some servers send content parts
        content = "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return content if isinstance(content, str) else None


def _usage(body: Mapping[str, Any], calls: int) -> Usage:
    raw = body.get("usage")
    usage = raw if isinstance(raw, dict) else {}
    return Usage(
        prompt_tokens=int(usage.get("prompt_tokens") or 0),
        completion_tokens=int(usage.get("completion_tokens") or 0),
        calls=calls,
    )


class OpenAICompatibleLLM(LLM):
    """A chat model behind any OpenAI-compatible ``/chat/completions`` endpoint.

    ``json_mode`` picks how JSON is requested: ``"json_object"`` (the most widely supported),
    ``"json_schema"`` (strict servers such as OpenAI) or ``"none"`` (servers that support neither;
    the JSON is then found in the text). Use as a context manager or call `close()`.
    """

    provider: ClassVar[str] = "openai"

    def __init__(
        self,
        *,
        model: str,
        base_url: str,
        api_key: str | None = None,
        timeout: float = 60.0,
        max_retries: int = 3,
        backoff: float = 0.5,
        max_backoff: float = 20.0,
        json_mode: JsonMode = "json_object",
        temperature: float = 0.0,
        max_tokens: int | None = None,
        extra_headers: Mapping[str, str] | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        if json_mode not in ("json_object", "json_schema", "none"):
            raise ValidationError(
                f"json_mode {json_mode!r} is not one of json_object, json_schema, none", field="json_mode"
            )
        if not model.strip():
            raise ValidationError("model must not be empty", field="model")
        self.model = model
        self.json_mode: JsonMode = json_mode
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.max_retries = max_retries
        self._http = OpenAIHTTP(
            base_url=base_url,
            api_key=api_key,
            timeout=timeout,
            max_retries=max_retries,
            backoff=backoff,
            max_backoff=max_backoff,
            extra_headers=extra_headers,
            transport=transport,
        )

    @classmethod
    def from_string(
        cls, spec: str, *, api_key: str | None = None, env: Mapping[str, str] | None = None, **options: Any
    ) -> OpenAICompatibleLLM:
        """Build from ``"openai:gpt-4o-mini"``, ``"ollama:qwen2.5:7b"``, ``"vllm:MODEL@http://h:8000/v1"``...

        Reads JIYI_LLM_API_KEY, then the provider's own key variable; `options` go to the constructor.
        """
        endpoint = resolve_endpoint(spec, api_key=api_key, key_env="JIYI_LLM_API_KEY", env=env)
        return cls(model=endpoint.model, base_url=endpoint.base_url, api_key=endpoint.api_key, **options)

    @property
    def base_url(self) -> str:
        """The API root, e.g. ``https://api.deepseek.com/v1``."""
        return self._http.base_url

    def __repr__(self) -> str:
        return f"OpenAICompatibleLLM(model={self.model!r}, base_url={self.base_url!r})"

    def _chat(
        self, messages: list[dict[str, str]], response_format: dict[str, Any] | None
    ) -> tuple[str | None, Usage]:
        payload: dict[str, Any] = {"model": self.model, "messages": messages, "temperature": self.temperature}
        if self.max_tokens is not None:
            payload["max_tokens"] = self.max_tokens
        if response_format is not None:
            payload["response_format"] = response_format
        body, calls = self._http.post("chat/completions", payload)
        return _content(body, f"{self.base_url}/chat/completions"), _usage(body, calls)

    def _json_request(
        self, turns: list[ChatTurn], schema: type[BaseModel]
    ) -> tuple[list[dict[str, str]], dict[str, Any] | None]:
        messages = [{"role": t.role, "content": t.content} for t in turns]
        if self.json_mode == "json_schema":
            # OpenAI allows only [a-zA-Z0-9_-] in the name; generic models are called "Answer[Person]".
            name = re.sub(r"[^a-zA-Z0-9_-]", "_", schema.__name__)[:64]
            spec = {"name": name, "schema": schema.model_json_schema(), "strict": False}
            return messages, {"type": "json_schema", "json_schema": spec}
        # OpenAI rejects json_object unless a message says "json"; a prompt that does not already
        # describe its format gets the schema, which also helps servers that ignore response_format.
        if not any("json" in m["content"].lower() for m in messages):
            hint = "Answer with one JSON object matching this JSON Schema:\n" + json.dumps(
                schema.model_json_schema(), ensure_ascii=False
            )
            if messages and messages[0]["role"] == "system":
                messages[0] = {"role": "system", "content": messages[0]["content"] + "\n\n" + hint}
            else:
                messages.insert(0, {"role": "system", "content": hint})
        return messages, ({"type": "json_object"} if self.json_mode == "json_object" else None)

    def complete_json(self, turns: list[ChatTurn], schema: type[T]) -> JsonAnswer[T]:
        """Ask for JSON matching `schema`; retry malformed answers with a corrective turn.

        Raises MalformedOutputError (with the last raw text) when every attempt was unusable, and
        the ProviderError subclasses of `OpenAIHTTP.post` when the endpoint fails.
        """
        base, response_format = self._json_request(turns, schema)
        messages = base
        usage = Usage()
        raw, problem = "", ""
        for _ in range(self.max_retries + 1):
            text, spent = self._chat(messages, response_format)
            usage += spent
            raw = text or ""
            try:
                if text is None:
                    raise ValueError("the answer had no text content")
                return JsonAnswer(value=_validate(text, schema), usage=usage)
            except ValueError as exc:
                problem = str(exc)
            # Replace (not append) the corrective exchange so the prompt stays the same size.
            messages = [
                *base,
                {"role": "assistant", "content": raw[:4000]},
                {
                    "role": "user",
                    "content": f"Your previous answer could not be used: {problem}. Reply again with only "
                    "the JSON object, no explanation and no code fences.",
                },
            ]
        raise MalformedOutputError(
            f"{self.model} gave no usable JSON in {self.max_retries + 1} attempts: {problem}", raw=raw
        )

    def complete_text(self, turns: list[ChatTurn]) -> tuple[str, Usage]:
        """Plain chat completion; a leading ``<think>`` block of reasoning models is dropped."""
        text, usage = self._chat([{"role": t.role, "content": t.content} for t in turns], None)
        if text is None:
            raise MalformedOutputError(f"{self.model} answered without text content", raw="")
        return _THINK.sub("", text).strip(), usage

    def close(self) -> None:
        """Close the HTTP connection pool."""
        self._http.close()

    def __enter__(self) -> OpenAICompatibleLLM:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def llm_from_spec(spec: str, **options: Any) -> OpenAICompatibleLLM:
    """`OpenAICompatibleLLM.from_string` as a function, for the provider registry."""
    return OpenAICompatibleLLM.from_string(spec, **options)
