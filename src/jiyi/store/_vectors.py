"""Exact nearest-neighbour search over per-user float32 matrices kept in memory.

Measured on this machine class (FINDINGS.md): numpy `X @ q` + argpartition over a cached matrix is
about 10x faster than sqlite-vec; loading 100k vectors from BLOBs costs ~0.8 s, so matrices are
cached and reloaded only when the user's version counter changes.

On disk a vector is float16 (`vector_blob`: half the bytes of float32; unit vectors lose nothing
that changes a ranking beyond ~1e-3 of a cosine). Files written before that hold float32 BLOBs;
the loader tells the two apart by length, so both read without a migration. The cache is
float32 either way: numpy has no fast float16 product.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from .._threads import blas_threads

__all__ = ["Loader", "VectorCache", "vector_blob"]

# (row count, rows of (id, BLOB)): the count sizes the matrix before the rows stream in.
Loader = Callable[[], tuple[int, Iterable[tuple[str, bytes]]]]


def vector_blob(vector: npt.ArrayLike | None) -> bytes | None:
    """The stored form of a vector: little-endian float16 bytes (None stays None)."""
    if vector is None:
        return None
    return np.asarray(vector, dtype="<f2").tobytes()


@dataclass(frozen=True, slots=True)
class _Entry:
    version: int
    ids: list[str]
    matrix: npt.NDArray[np.float32]


def _fill(count: int, rows: Iterable[tuple[str, bytes]], dim: int) -> _Entry:
    """One float32 matrix, allocated once for `count` rows and filled as the rows stream in (a
    list of BLOBs plus their joined copy would hold the matrix three times over)."""
    matrix = np.empty((count, dim), dtype=np.float32)
    ids: list[str] = []
    half, full = 2 * dim, 4 * dim
    for item_id, blob in rows:
        n = len(ids)
        if n == len(matrix):  # rows written since the count: grow (rare)
            matrix = np.concatenate([matrix, np.empty((max(16, n // 4), dim), dtype=np.float32)])
        if len(blob) == half:
            matrix[n] = np.frombuffer(blob, dtype="<f2")
        elif len(blob) == full:
            matrix[n] = np.frombuffer(blob, dtype="<f4")
        else:  # another model's vector: it cannot be compared, so it is not searchable
            continue
        ids.append(item_id)
    return _Entry(-1, ids, matrix[: len(ids)] if len(ids) < len(matrix) else matrix)


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
        load: Loader,
        query: npt.NDArray[np.float32],
        k: int,
    ) -> list[tuple[str, float]]:
        """Top-k (id, cosine) from the cached matrix, reloading it first when stale."""
        with self._lock:
            entry = self._entries.get(key)
            if entry is not None:
                self._entries.move_to_end(key)
        if entry is None or entry.version != version:
            count, rows = load()
            filled = _fill(count, rows, len(query))
            entry = _Entry(version, filled.ids, filled.matrix)
            with self._lock:
                self._entries[key] = entry
                self._entries.move_to_end(key)
                while len(self._entries) > self._max:
                    self._entries.popitem(last=False)
        n = len(entry.ids)
        if n == 0 or k <= 0:
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
