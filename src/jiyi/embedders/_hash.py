"""A deterministic embedder for tests: feature hashing of words and Han character pairs.

It needs no model, gives the same vector for the same text on every machine, and still
places texts that share words near each other — enough for users to test their own apps.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import ClassVar, Literal

import numpy as np

from .._text import query_terms
from ._base import Embedder, Vectors, normalise

__all__ = ["HashEmbedder"]


class HashEmbedder(Embedder):
    """Deterministic bag-of-terms vectors (signed feature hashing)."""

    provider: ClassVar[str] = "hash"
    relevance_floor: ClassVar[float] = 0.1

    def __init__(self, dim: int = 256) -> None:
        self.name = f"hash:{dim}"
        self.dim = dim

    def embed(self, texts: Sequence[str], *, kind: Literal["query", "passage"] = "passage") -> Vectors:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for term in query_terms(text[:20000]):
                h = int.from_bytes(hashlib.blake2b(term.encode("utf-8"), digest_size=8).digest(), "big")
                out[row, h % self.dim] += 1.0 if (h >> 63) & 1 else -1.0
        return normalise(out)
