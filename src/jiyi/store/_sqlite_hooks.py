"""What the `SQLiteStore` mixins call on the store itself, declared once (the store provides each)."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import Any, Literal

__all__ = ["SQLiteHooks"]


class SQLiteHooks:
    """The connection and bookkeeping hooks a mixin of `SQLiteStore` uses."""

    def _conn(self) -> sqlite3.Connection:  # pragma: no cover - provided by SQLiteStore
        raise NotImplementedError

    def _tx(self) -> AbstractContextManager[sqlite3.Connection]:  # pragma: no cover - provided by SQLiteStore
        raise NotImplementedError

    def _read(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:  # pragma: no cover
        raise NotImplementedError

    def _ensure_user(self, db: sqlite3.Connection, user_id: str, now_iso: str) -> None:  # pragma: no cover
        raise NotImplementedError

    @staticmethod
    def _bump(db: sqlite3.Connection, user_id: str, column: Literal["mem_version", "msg_version"]) -> None:
        raise NotImplementedError  # pragma: no cover - provided by SQLiteStore
