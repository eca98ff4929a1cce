"""One reader's error is its own: the entity extractor runs many small readers over a message, and a bug in one
(an `IndexError` on a wording no test foresaw) must not lose what the others read, nor raise into `Memory.add`.

`guarded(reader, *args, fallback=...)` runs one reader and returns `fallback` when it raises; the error is logged
with its traceback the first time that reader fails in a process (a reader that fails on every message would
otherwise fill the log), and at debug level after that.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["guarded"]

log = logging.getLogger("jiyi.extractors")
T = TypeVar("T")
_failed: set[str] = set()


def guarded(reader: Callable[..., T], /, *args: Any, fallback: T, **kwargs: Any) -> T:
    """`reader(*args, **kwargs)`, or `fallback` when the reader raises (logged, never re-raised)."""
    try:
        return reader(*args, **kwargs)
    except Exception:
        name = f"{getattr(reader, '__module__', '?')}.{getattr(reader, '__qualname__', repr(reader))}"
        if name in _failed:
            log.debug("entity reader %s failed again; the others still ran", name, exc_info=True)
        else:
            _failed.add(name)
            log.exception("entity reader %s failed; the others still ran (logged once per process)", name)
        return fallback
