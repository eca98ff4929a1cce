"""API keys for the server, kept hashed in the memory store's database (table `api_keys`).

A key is shown once, when it is created; only its SHA-256 is stored (keys are 32 random bytes, so a
fast hash is enough — there is nothing to brute-force). A key is bound to one user, or is an admin key
that may act for any user named in the request.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
import sqlite3
import threading
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from .._errors import NotFoundError, StoreError, ValidationError
from .._ids import new_id
from .._time import from_iso, to_iso
from .._validate import check_text, check_user_id

__all__ = ["ApiKey", "KeyStore", "PgKeyStore", "hash_key"]

KEY_PREFIX = "jiyi_"
#: how stale a key's `last_used_at` may get before a use rewrites it
TOUCH_EVERY = timedelta(minutes=1)
#: how long a key's statement waits for another writer of the SQLite file
_BUSY_SECONDS = 15

log = logging.getLogger("jiyi.server")


def hash_key(key: str) -> str:
    """The stored form of a key."""
    return hashlib.sha256(key.encode()).hexdigest()


@dataclass(frozen=True)
class ApiKey:
    """One key as listed (never the key itself)."""

    id: str
    prefix: str
    user_id: str | None
    admin: bool
    name: str
    created_at: datetime
    last_used_at: datetime | None
    revoked_at: datetime | None

    @property
    def active(self) -> bool:
        """False once revoked."""
        return self.revoked_at is None


class KeyStore:
    """Create, list, revoke and verify API keys in the SQLite file at `path` (migrated by `SQLiteStore`)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path).expanduser()
        self._local = threading.local()

    def _db(self) -> sqlite3.Connection:
        db: sqlite3.Connection | None = getattr(self._local, "db", None)
        if db is None:
            db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=_BUSY_SECONDS)
            db.row_factory = sqlite3.Row
            self._local.db = db
        return db

    def _run(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """Run one statement (`?` placeholders); returns its rows."""
        return self._db().execute(sql, params).fetchall()

    def create(self, *, user_id: str | None, admin: bool = False, name: str = "", now: datetime) -> tuple[str, ApiKey]:
        """A new key: returns the secret (show it once) and its record."""
        if admin == (user_id is not None):
            raise ValidationError("a key is either bound to one user or an admin key", field="user_id")
        if user_id is not None:
            check_user_id(user_id)
        check_text(name, field="name")  # PostgreSQL cannot hold a NUL: both key stores refuse it alike
        secret = KEY_PREFIX + secrets.token_urlsafe(32)
        kid = new_id("key")
        self._run(
            "INSERT INTO api_keys (id, key_hash, prefix, user_id, admin, name, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (kid, hash_key(secret), secret[:9], user_id, admin, name[:100], to_iso(now)),
        )
        return secret, self.get(kid)

    def get(self, key_id: str) -> ApiKey:
        """One key by id."""
        if "\x00" in key_id:  # no id holds a NUL, and PostgreSQL cannot even be asked about one
            raise NotFoundError("api key", key_id)
        rows = self._run("SELECT * FROM api_keys WHERE id = ?", (key_id,))
        if not rows:
            raise NotFoundError("api key", key_id)
        return _key(rows[0])

    def list(self, *, include_revoked: bool = False) -> list[ApiKey]:
        """All keys, oldest first."""
        sql = "SELECT * FROM api_keys" + ("" if include_revoked else " WHERE revoked_at IS NULL")
        return [_key(r) for r in self._run(sql + " ORDER BY created_at, id")]

    def revoke(self, key_id: str, *, now: datetime) -> ApiKey:
        """Revoke a key: it stops working at once."""
        key = self.get(key_id)
        if key.active:
            self._run("UPDATE api_keys SET revoked_at = ? WHERE id = ?", (to_iso(now), key_id))
        return self.get(key_id)

    def verify(self, secret: str, *, now: datetime | None = None) -> ApiKey | None:
        """The active key with this secret, or None. Given `now`, records it as the key's `last_used_at`
        when the stored one is `TOUCH_EVERY` or more behind: a write a minute per key, not one a request."""
        rows = self._run("SELECT * FROM api_keys WHERE key_hash = ? AND revoked_at IS NULL", (hash_key(secret),))
        if not rows:
            return None
        key = _key(rows[0])
        if now is not None and (key.last_used_at is None or now - key.last_used_at >= TOUCH_EVERY):
            try:  # the condition again in SQL: of several servers on one database, one writes
                self._touch(
                    "UPDATE api_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at <= ?)",
                    (to_iso(now), key.id, to_iso(now - TOUCH_EVERY)),
                )
            except (sqlite3.Error, StoreError) as exc:  # bookkeeping: a busy database must not refuse the key
                log.info("last_used_at of key %s not recorded: %s", key.id, exc)
            else:
                key = replace(key, last_used_at=now)
        return key

    def _touch(self, sql: str, params: Sequence[Any]) -> None:
        """Run a bookkeeping write without waiting for the database's writer: when it is busy, raise at
        once (the caller skips the write; the next use tries again) instead of holding the request."""
        db = self._db()
        db.execute("PRAGMA busy_timeout=0")
        try:
            db.execute(sql, params)
        finally:
            db.execute(f"PRAGMA busy_timeout={_BUSY_SECONDS * 1000}")

    def close(self) -> None:
        """Close this thread's connection."""
        db = getattr(self._local, "db", None)
        if db is not None:
            db.close()
            self._local.db = None


class PgKeyStore(KeyStore):
    """The same keys in a PostgreSQL store's database (its `api_keys` table, through its connection pool)."""

    def __init__(self, store: Any) -> None:
        self.path = Path(".")
        self._store = store

    def _run(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        sql = sql.replace("?", "%s")
        if sql.startswith("SELECT"):
            return list(self._store.read(sql, params))
        self._store.write(lambda conn: conn.execute(sql.encode(), params))
        return []

    def _touch(self, sql: str, params: Sequence[Any]) -> None:
        self._run(sql, params)  # a row lock on one key's row: held only by another use of the same key

    def close(self) -> None:
        """Nothing to do: the store owns the connections."""


def _time(value: str | datetime | None) -> datetime | None:
    return from_iso(value) if isinstance(value, str) else value


def _key(row: Any) -> ApiKey:
    return ApiKey(
        id=row["id"],
        prefix=row["prefix"],
        user_id=row["user_id"],
        admin=bool(row["admin"]),
        name=row["name"],
        created_at=from_iso(row["created_at"]) if isinstance(row["created_at"], str) else row["created_at"],
        last_used_at=_time(row["last_used_at"]),
        revoked_at=_time(row["revoked_at"]),
    )
