"""Object ids: a short type prefix and a time-ordered random part (sortable by creation)."""

from __future__ import annotations

import os
import time

__all__ = ["new_id"]

_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"  # Crockford base32, lowercase


def _b32(n: int, width: int) -> str:
    out = []
    for _ in range(width):
        out.append(_ALPHABET[n & 31])
        n >>= 5
    return "".join(reversed(out))


def new_id(prefix: str) -> str:
    """`prefix_` + 10 chars of milliseconds + 12 random chars, e.g. ``mem_01jd3k...``."""
    ms = time.time_ns() // 1_000_000
    rnd = int.from_bytes(os.urandom(8), "big")
    return f"{prefix}_{_b32(ms, 10)}{_b32(rnd, 12)}"
