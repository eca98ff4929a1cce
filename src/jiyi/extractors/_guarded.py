"""One reader's error is its own: the entity extractor runs many small readers over a message, and a bug in one
(an `IndexError` on a wording no test foresaw) must not lose what the others read, nor raise into `Memory.add`.

`guarded(reader, *args, fallback=...)` runs one reader and returns `fallback` when it raises; the error is logged
with its traceback the first time that reader fails in a process (a reader that fails on every message would
otherwise fill the log), and at debug level after that. `failure_counts()` says how often each reader has failed
in this process, so a test run or a benchmark can make such failures loud instead of reading less without a word.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["failure_counts", "guarded"]

log = logging.getLogger("jiyi.extractors")
T = TypeVar("T")
_failed: set[str] = set()
_counts: Counter[str] = Counter()  # one key per reader that ever failed, so it stays small in a long-running server


def failure_counts() -> dict[str, int]:
    """How many times each reader has failed in this process (`module.qualname` -> count); empty when none has."""
    return dict(_counts)


def guarded(reader: Callable[..., T], /, *args: Any, fallback: T, **kwargs: Any) -> T:
    """`reader(*args, **kwargs)`, or `fallback` when the reader raises (logged, never re-raised)."""
    try:
        return reader(*args, **kwargs)
    except Exception:
        name = f"{getattr(reader, '__module__', '?')}.{getattr(reader, '__qualname__', repr(reader))}"
        _counts[name] += 1
        if name in _failed:
            log.debug("entity reader %s failed again; the others still ran", name, exc_info=True)
        else:
            _failed.add(name)
            log.exception("entity reader %s failed; the others still ran (logged once per process)", name)
        return fallback
