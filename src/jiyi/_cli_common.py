"""What every `jiyi` sub-command module shares: opening the `Memory`, the user a command acts for, plurals,
progress bars and the usage error (exit status 2). Imported by `cli`, `_cli_lifecycle`, `_cli_data` and
`server._cli`; it imports none of them, so the command modules form no import circle."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, tzinfo
from typing import Protocol

from ._distil import DistilConfig
from ._errors import UserError
from ._memory import Memory

__all__ = [
    "DEFAULT_USER",
    "Bar",
    "UsageError",
    "add_timezone_option",
    "add_window_options",
    "count",
    "open_memory",
    "progress",
    "require_user",
    "users_with_data",
    "when",
]

#: The user of the personal commands (add, search, list, ...) when neither --user nor $JIYI_USER names one.
DEFAULT_USER = "me"


class UsageError(UserError):
    """The command line itself is wrong (options that do not go together, a missing confirmation): exit 2,
    as for argparse's own usage errors. Every other `JiyiError` (not found, invalid data) exits 1."""


def when(dt: datetime | None, zone: tzinfo = UTC) -> str:
    """A time as the CLI prints it (in the user's zone, to the minute), or "-"."""
    return dt.astimezone(zone).strftime("%Y-%m-%d %H:%M") if dt else "-"


def count(n: int, word: str, words: str | None = None) -> str:
    """`n` and the noun in the right number, with thousands separators: "1 memory", "1,234 memories"."""
    return f"{n:,} {word if n == 1 else (words or word + 's')}"


def open_memory(args: argparse.Namespace) -> Memory:
    """The `Memory` a command's `--db`, `--embedder`, `--extractor`, `--timezone` and `--window-*` options describe."""
    limits = {k: getattr(args, k, None) for k in ("window_messages", "window_tokens")}
    given = {k: v for k, v in limits.items() if v is not None}
    return Memory(
        args.db,
        embedder=getattr(args, "embedder", None),
        extractor=getattr(args, "extractor", None),
        distil=DistilConfig(**given) if given else None,
        default_timezone=getattr(args, "timezone", None) or "UTC",
    )


def add_timezone_option(parser: argparse.ArgumentParser) -> None:
    """`--timezone`: the zone of users who chose none (their `timezone` setting wins)."""
    parser.add_argument(
        "--timezone",
        default=os.environ.get("JIYI_TIMEZONE", "UTC"),
        help="IANA time zone of users who set none, such as Asia/Shanghai (default $JIYI_TIMEZONE or UTC)",
    )


def add_window_options(parser: argparse.ArgumentParser) -> None:
    """`--window-messages` / `--window-tokens`: how much an LLM extractor is sent per call."""
    parser.add_argument(
        "--window-messages", type=int, default=None, help="LLM extractor: most new messages per call (default 20)"
    )
    parser.add_argument(
        "--window-tokens",
        type=int,
        default=None,
        help="LLM extractor: most estimated tokens of new text per call (default 4000; longer messages are clipped)",
    )


def require_user(args: argparse.Namespace, mem: Memory | None, what: str) -> str:
    """`--user` or `$JIYI_USER` for a command that must not guess whose data it means (export, a chat import).

    Missing, it is a usage error naming the users the database has, so the next command can be typed."""
    user: str | None = getattr(args, "user", None) or os.environ.get("JIYI_USER")
    if user:
        return user
    known = users_with_data(mem) if mem is not None else ""
    have = f"; users in this database: {known}" if known else ""
    raise UsageError(f"{what} needs --user NAME (or $JIYI_USER){have}")


def users_with_data(mem: Memory, but: str | None = None) -> str:
    """The users the database has data of (the first ten), other than `but`, as "li, wang", or ""."""
    known = [u for u in mem.store.list_user_ids() if u != but]
    return ", ".join(known[:10]) + (", ..." if len(known) > 10 else "")


class Bar(Protocol):
    """A progress bar being drawn: `advance` moves it on, `grow` raises its total (work found on the way)."""

    def advance(self, n: int = 1) -> None: ...

    def grow(self, total: int) -> None: ...


@contextmanager
def progress(description: str, total: int | None) -> Iterator[Bar]:
    """A progress bar on stderr while the block runs; `total` None for work of unknown length.

    Drawn only when stderr is a terminal: piped or logged output gets the summary line alone, not a stream of
    redraws."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    console = Console(file=sys.stderr)
    shown = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
        disable=not console.is_terminal,
    )

    class _Bar:
        def advance(self, n: int = 1) -> None:
            shown.advance(task, n)

        def grow(self, new_total: int) -> None:
            if new_total > (shown.tasks[0].total or 0):
                shown.update(task, total=new_total)

    with shown:
        task = shown.add_task(description, total=total)
        yield _Bar()
