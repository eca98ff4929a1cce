"""Open the store a `--db` value names: a `postgresql://` URL or a SQLite file path."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

from .._errors import UserError
from ._base import Store

__all__ = ["is_postgres_url", "open_store", "redact"]


def is_postgres_url(target: object) -> bool:
    """True for a `postgresql://` (or `postgres://`) connection URL."""
    return isinstance(target, str) and target.lower().startswith(("postgresql://", "postgres://"))


def open_store(target: str | Path, *, now: datetime) -> Store:
    """A `PostgresStore` for a PostgreSQL URL (needs `pip install 'jiyi[postgres]'`), else a `SQLiteStore`."""
    if is_postgres_url(target):
        try:
            from ._postgres import PostgresStore
        except ImportError as exc:
            raise UserError(
                f"a PostgreSQL URL needs the postgres extra: pip install 'jiyi[postgres]' ({exc.name} is missing)"
            ) from exc
        return PostgresStore(str(target), now=now)
    from ._sqlite import SQLiteStore

    return SQLiteStore(target, now=now)


def redact(target: str | Path) -> str:
    """A `--db` value fit to print: a URL loses its password."""
    return re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", str(target))
