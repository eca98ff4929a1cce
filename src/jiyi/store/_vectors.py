"""Exact nearest-neighbour search over per-user float32 matrices kept in memory.

Measured on this machine class (FINDINGS.md): numpy `X @ q` + argpartition over a cached matrix is
about 10x faster than sqlite-vec; loading 100k vectors from BLOBs costs ~0.8 s, so matrices are
cached and reloaded only when the user's version counter changes.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from .._threads import blas_threads

__all__ = ["VectorCache"]


@dataclass(frozen=True, slots=True)
class _Entry:
    version: int
    ids: list[str]
    matrix: npt.NDArray[np.float32]


class VectorCache:
    """An LRU of per-user matrices, keyed by (user, kind, ...) and checked against a version."""

    def __init__(self, max_entries: int = 256) -> None:
        self._entries: OrderedDict[Hashable, _Entry] = OrderedDict()
        self._lock = threading.Lock()
        self._max = max_entries

    def search(
        self,
        key: tuple[str, str, bool],
        version: int,
        load: Callable[[], list[tuple[str, bytes]]],
        query: npt.NDArray[np.float32],
        k: int,
    ) -> list[tuple[str, float]]:
        """Top-k (id, cosine) from the cached matrix, reloading it first when stale."""
        with self._lock:
            entry = self._entries.get(key)
            if entry is not None:
                self._entries.move_to_end(key)
        if entry is None or entry.version != version:
            rows = load()
            ids = [r[0] for r in rows]
            if rows:
                matrix = np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), -1)
            else:
                matrix = np.zeros((0, len(query)), dtype=np.float32)
            entry = _Entry(version, ids, matrix)
            with self._lock:
                self._entries[key] = entry
                self._entries.move_to_end(key)
                while len(self._entries) > self._max:
                    self._entries.popitem(last=False)
        n = len(entry.ids)
        if n == 0 or k <= 0:
            return []
        if entry.matrix.shape[1] != query.shape[0]:
            return []
        # One matrix-vector product is memory-bound: a second BLAS thread gains little and stalls
        # when the other core is busy.
        with blas_threads(1):
            sims = entry.matrix @ query.astype(np.float32, copy=False)
        k = min(k, n)
        top = np.argpartition(-sims, k - 1)[:k] if k < n else np.arange(n)
        top = top[np.argsort(-sims[top], kind="stable")]
        return [(entry.ids[i], float(sims[i])) for i in top]

    def drop_user(self, user_id: str) -> None:
        """Forget every matrix of one user."""
        with self._lock:
            for key in [k for k in self._entries if isinstance(k, tuple) and k[0] == user_id]:
                del self._entries[key]
