"""Embeddings from any OpenAI-compatible ``/embeddings`` endpoint (OpenAI, DashScope, Ollama, vLLM, TEI).

The HTTP client and retry policy are the LLM's (`OpenAIHTTP`), so both fail the same way.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Literal

import httpx
import numpy as np

from .._errors import MalformedOutputError, ValidationError
from ..llm._http import OpenAIHTTP, resolve_endpoint
from ._base import Embedder, Vectors, normalise

__all__ = ["OpenAIEmbedder"]


class OpenAIEmbedder(Embedder):
    """Vectors from a remote (or local) OpenAI-compatible embedding model, L2-normalised float32.

    `dim` is probed with one call on first use when not given. `query_prefix` / `passage_prefix`
    serve asymmetric models such as e5 (``"query: "`` / ``"passage: "``).
    """

    provider: ClassVar[str] = "openai"

    def __init__(
        self,
        *,
        model: str,
        base_url: str,
        api_key: str | None = None,
        dim: int | None = None,
        batch_size: int = 256,
        query_prefix: str = "",
        passage_prefix: str = "",
        timeout: float = 60.0,
        max_retries: int = 3,
        backoff: float = 0.5,
        max_backoff: float = 20.0,
        extra_headers: Mapping[str, str] | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        if not model.strip():
            raise ValidationError("model must not be empty", field="model")
        if batch_size < 1:
            raise ValidationError("batch_size must be at least 1", field="batch_size")
        if dim is not None and dim < 1:
            raise ValidationError("dim must be a positive integer", field="dim")
        self.model = model
        self.name = f"openai:{model}"
        self.batch_size = batch_size
        self.query_prefix = query_prefix
        self.passage_prefix = passage_prefix
        self._dim = dim
        self._probe_lock = threading.Lock()
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
    ) -> OpenAIEmbedder:
        """Build from ``"openai:text-embedding-3-small"``, ``"ollama:bge-m3"``, ``"vllm:MODEL@URL"``...

        Reads JIYI_EMBEDDER_API_KEY, then the provider's own key variable (``OPENAI_API_KEY`` ...).
        """
        endpoint = resolve_endpoint(spec, api_key=api_key, key_env="JIYI_EMBEDDER_API_KEY", env=env)
        return cls(model=endpoint.model, base_url=endpoint.base_url, api_key=endpoint.api_key, **options)

    @classmethod
    def from_env(
        cls, *, model: str, base_url: str | None = None, env: Mapping[str, str] | None = None, **options: Any
    ) -> OpenAIEmbedder:
        """OpenAI, or any compatible server at `base_url`; key from JIYI_EMBEDDER_API_KEY / OPENAI_API_KEY.

        A loopback `base_url` needs no key; a remote one without a key raises UserError naming both.
        """
        spec = f"openai:{model}@{base_url}" if base_url else f"openai:{model}"
        return cls.from_string(spec, env=env, **options)

    @property
    def dim(self) -> int:
        """Vector dimension; the first access probes the endpoint when it was not given."""
        if self._dim is None:
            with self._probe_lock:
                if self._dim is None:
                    self._dim = len(self._embed_batch(["dimension probe"])[0])
        return self._dim

    @dim.setter
    def dim(self, value: int) -> None:
        self._dim = value

    def __repr__(self) -> str:
        return f"OpenAIEmbedder(model={self.model!r}, base_url={self._http.base_url!r})"

    def _embed_batch(self, texts: list[str]) -> list[list[float]]:
        body, _ = self._http.post("embeddings", {"model": self.model, "input": texts})
        url = f"{self._http.base_url}/embeddings"
        data = body.get("data")
        if not isinstance(data, list) or len(data) != len(texts):
            got = len(data) if isinstance(data, list) else "no"
            raise MalformedOutputError(f"{url} returned {got} embeddings for {len(texts)} inputs", raw=str(body)[:500])
        # The protocol carries an index per item; honour it rather than trusting the order.
        rows = sorted(data, key=lambda item: int(item.get("index", 0)) if isinstance(item, dict) else 0)
        vectors: list[list[float]] = []
        for row in rows:
            vector = row.get("embedding") if isinstance(row, dict) else None
            if not isinstance(vector, list) or not vector:
                raise MalformedOutputError(f"{url} returned an item without a float embedding", raw=str(row)[:500])
            vectors.append(vector)
        return vectors

    def embed(self, texts: Sequence[str], *, kind: Literal["query", "passage"] = "passage") -> Vectors:
        """Embed `texts` in batches of `batch_size`; rows are unit length, shape (len(texts), dim)."""
        prefix = self.query_prefix if kind == "query" else self.passage_prefix
        # OpenAI rejects empty strings with a 400; a single space embeds as "nothing" everywhere.
        inputs = [(prefix + t) or " " for t in texts]
        if not inputs:
            return np.zeros((0, self.dim), dtype=np.float32)
        rows: list[list[float]] = []
        for start in range(0, len(inputs), self.batch_size):
            rows.extend(self._embed_batch(inputs[start : start + self.batch_size]))
        if len({len(r) for r in rows}) != 1:
            raise MalformedOutputError(f"{self.name} returned vectors of different lengths", raw="")
        matrix = np.asarray(rows, dtype=np.float32)
        with self._probe_lock:
            if self._dim is None:  # the first real call doubles as the probe
                self._dim = int(matrix.shape[1])
        if matrix.shape[1] != self._dim:
            raise MalformedOutputError(
                f"{self.name} returned {matrix.shape[1]}-dimensional vectors, expected {self._dim}", raw=""
            )
        return normalise(matrix)

    def close(self) -> None:
        """Close the HTTP connection pool."""
        self._http.close()

    def __enter__(self) -> OpenAIEmbedder:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
