"""OpenAI-compatible chat models over plain httpx: OpenAI, DeepSeek, Qwen (DashScope), Ollama, vLLM.

`OpenAICompatibleLLM` speaks ``/chat/completions``: the endpoint, HTTP client and retry policy come
from `._http` (shared with the embedder), the lenient JSON parsing of answers from `._json`. Malformed
JSON answers are retried here, separately from HTTP retries, with a corrective turn.

Names that used to live here (`OpenAIHTTP`, `resolve_endpoint`, `parse_json_text` ...) are re-exported.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any, ClassVar, Literal, TypeVar

import httpx
from pydantic import BaseModel

from .._errors import MalformedOutputError, ProviderError, ValidationError
from .._models import Usage
from ._base import LLM, ChatTurn, JsonAnswer
from ._http import KNOWN_PROVIDERS, Endpoint, OpenAIHTTP, resolve_endpoint
from ._json import THINK_BLOCK, parse_json_text, validate_json

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

    def _chat(self, messages: list[dict[str, str]], response_format: dict[str, Any] | None) -> tuple[str | None, Usage]:
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
                return JsonAnswer(value=validate_json(text, schema), usage=usage)
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
        return THINK_BLOCK.sub("", text).strip(), usage

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
