"""Embedders: bundled offline models, an OpenAI-compatible client, and a deterministic one for tests."""

from ._base import Embedder, Vectors, normalise
from ._bundled import E5Embedder, USEEmbedder
from ._hash import HashEmbedder

__all__ = ["E5Embedder", "Embedder", "HashEmbedder", "USEEmbedder", "Vectors", "normalise"]


def __getattr__(name: str) -> object:
    # The HTTP client is imported only when asked for.
    if name == "OpenAIEmbedder":
        from ._openai import OpenAIEmbedder

        return OpenAIEmbedder
    raise AttributeError(name)
