"""Connections for the PostgreSQL store: a psycopg 3 pool, transactions with deadlock retry, row types.

Every connection is configured the same way: pgvector's types registered, UTC session time zone (so
times come back as UTC like the SQLite store's), dict rows. Writes run through `PgBase.write`, which
runs a function in one transaction and retries it when PostgreSQL aborts it as a deadlock victim or a
serialization failure (nothing of it was written), so callers see either success or a clear error.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import psycopg
from psycopg import errors as pg_errors
from psycopg.rows import DictRow, dict_row
from psycopg_pool import ConnectionPool, PoolTimeout

from .._errors import StoreError, ValidationError
from ._open import redact

__all__ = ["Conn", "PgBase", "redact", "x"]

Conn = psycopg.Connection[DictRow]
T = TypeVar("T")
_RETRIES = 5


def _configure(conn: psycopg.Connection[Any]) -> None:
    from pgvector.psycopg import register_vector

    register_vector(conn)
    conn.execute("SET TIME ZONE 'UTC'")
    conn.commit()


class PgBase:
    """The pool and the read / write helpers shared by the store's parts."""

    def _open_pool(self, url: str, *, max_size: int) -> None:
        self.url = url
        self._pool: ConnectionPool[Conn] = ConnectionPool(
            url,
            min_size=1,
            max_size=max_size,
            kwargs={"row_factory": dict_row},
            configure=_configure,
            open=False,
            name="jiyi",
        )
        try:
            self._pool.open(wait=True, timeout=30)
        except PoolTimeout as exc:
            self._pool.close()
            raise StoreError(f"cannot connect to {redact(url)} (is PostgreSQL running and the URL right?)") from exc

    def close(self) -> None:
        self._pool.close()

    def read(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[DictRow]:
        """Run one query in its own short transaction and return its rows."""
        try:
            with self._pool.connection() as conn:
                return conn.execute(sql.encode(), params).fetchall()
        except (psycopg.errors.SyntaxError, psycopg.DataError, UnicodeEncodeError) as exc:
            raise _refused(exc) from exc
        except (psycopg.OperationalError, PoolTimeout) as exc:
            raise StoreError(f"database unavailable: {exc}") from exc

    def write(self, fn: Callable[[Conn], T]) -> T:
        """Run `fn` in one transaction; retried from the start when it lost a deadlock or serialization race."""
        for attempt in range(_RETRIES):
            try:
                with self._pool.connection() as conn, conn.transaction():
                    return fn(conn)
            except (pg_errors.DeadlockDetected, pg_errors.SerializationFailure):
                if attempt == _RETRIES - 1:
                    raise StoreError("the database kept aborting this write as a deadlock; try again") from None
            except (psycopg.OperationalError, PoolTimeout) as exc:
                raise StoreError(f"database unavailable: {exc}") from exc
            except (psycopg.DataError, UnicodeEncodeError) as exc:
                raise _refused(exc) from exc
        raise StoreError("unreachable")  # pragma: no cover


def _refused(exc: Exception) -> ValidationError:
    """A value PostgreSQL cannot take (a NUL in text, a lone surrogate, a number out of range) is the caller's
    mistake, as it is on SQLite: a ValidationError (422), not a crash. The facade refuses most such input
    before it gets here; this is the net under ids and filters that reach the store as they came."""
    if isinstance(exc, UnicodeEncodeError):
        return ValidationError("the request holds a lone surrogate (not valid Unicode); remove it", field="query")
    if "NUL" in str(exc):
        return ValidationError("the request holds a NUL character (U+0000); remove it", field="query")
    return ValidationError(f"cannot run that query: {exc}", field="query")


def x(conn: Conn, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> psycopg.Cursor[DictRow]:
    """`conn.execute` for SQL built from trusted fragments (table and column names of this module)."""
    return conn.execute(sql.encode(), params)
