"""Search in `SQLiteStore`: exact vector search over the per-user matrices of `_vectors.VectorCache`, and
full-text search in the FTS5 indexes (`_sqlite_fts`), each scoped to one user.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from typing import Any, Literal

import numpy as np

from .._errors import StoreError, ValidationError
from .._scope import Scope
from ._base import Vector
from ._sqlite_fts import CONTEXT_WEIGHT
from ._sqlite_hooks import SQLiteHooks
from ._sqlite_rows import scope_condition, user_token
from ._sqlite_schema import CHANGE_LOG_KEPT
from ._vectors import Changes, Loader, VectorCache

__all__ = ["SearchSQLiteMixin"]

# Full-text matches ranked inside the index before the join (at least 4 x k).
_RANKED = 200
_LIVE = " AND m.state = 'active' AND m.superseded_by IS NULL AND m.valid_until IS NULL"


class SearchSQLiteMixin(SQLiteHooks):
    """Vector and full-text search of `SQLiteStore`."""

    _vectors: VectorCache
    #: (user, kind) -> (version, rewrites, rows counted, owns most): see `_owns_most`
    _shares: dict[tuple[str, str], tuple[int, int, int, bool]]

    def _version(self, user_id: str, kind: Literal["memory", "message"]) -> tuple[int, int]:
        """The user's (version, rewrites) for one kind: every write bumps the version; triggers bump
        rewrites on each update or delete of a row's searchable columns (migration 8)."""
        cols = "mem_version, mem_rewrites" if kind == "memory" else "msg_version, msg_rewrites"
        rows = self._read(f"SELECT {cols} FROM users WHERE user_id = ?", (user_id,))
        return (int(rows[0][0]), int(rows[0][1])) if rows else (-1, -1)

    def vector_search(
        self,
        user_id: str,
        query: Vector,
        k: int,
        *,
        kind: Literal["memory", "message"] = "memory",
        include_inactive: bool = False,
        scope: Scope | None = None,
    ) -> list[tuple[str, float]]:
        key = (user_id, kind, include_inactive)
        version, rewrites = self._version(user_id, kind)
        among = None
        if kind == "memory" and scope:
            # The rows inside the scope (the user's only: the query names the user), searched in the cached matrix.
            cond, args = scope_condition(scope)
            rows = self._read(f"SELECT rowid FROM memories WHERE user_id = ?{cond}", [user_id, *args])
            among = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
        if kind == "message":  # a forgotten topic's messages are never searched (Memory.forget_topic)
            table, live = "messages", " AND forgotten_at IS NULL"
        elif include_inactive:
            table, live = "memories", ""
        else:
            table, live = "memories", " AND state = 'active' AND superseded_by IS NULL AND valid_until IS NULL"
        load, changes = self._vector_source(table, live, user_id, kind)
        return self._vectors.search(key, version, load, query, k, rewrites=rewrites, changes=changes, among=among)

    def _vector_source(
        self, table: str, live: str, user_id: str, kind: Literal["memory", "message"]
    ) -> tuple[Loader, Changes]:
        """How the cache reads the user's searchable (rowid, id, vector) rows.

        `load` counts them, then streams them: the cache sizes its matrix once and copies each BLOB
        into it as it arrives. A write between the two statements only makes the count a little off,
        which the cache absorbs (the version check catches it next search). Rows inserted since rowid
        `after` are found by a rowid range (`+user_id`: not the user's index), so bringing a large
        matrix up to date costs the new rows only.

        `changes` reads the user's change log (migration 9) between two rewrite counts, then those of
        the rows named that are still searchable; None when the log was trimmed past that point."""
        key = "seq" if table == "messages" else "rowid"
        columns = f"SELECT {key}, id, embedding FROM {table} WHERE"
        searchable = f"+user_id = ? AND embedding IS NOT NULL{live}"

        def load(after: int | None) -> tuple[int, Iterator[tuple[int, str, bytes]]]:
            params: list[Any]
            if after is None:
                where, params = f"user_id = ? AND embedding IS NOT NULL{live}", [user_id]
            else:
                where, params = f"{key} > ? AND {searchable} ORDER BY {key}", [after, user_id]
            try:
                db = self._conn()
                count = int(db.execute(f"SELECT COUNT(*) FROM {table} WHERE {where}", params).fetchone()[0])
                cursor = db.execute(f"{columns} {where}", params)
            except sqlite3.OperationalError as exc:
                raise StoreError(str(exc)) from exc
            return count, ((r[0], r[1], r[2]) for r in cursor)

        def changes(since: int, upto: int, below: int) -> tuple[set[int], list[tuple[int, str, bytes]]] | None:
            if not since < upto <= since + CHANGE_LOG_KEPT:
                return None
            try:
                db = self._conn()
                logged = db.execute(
                    "SELECT row FROM vector_changes WHERE user_id = ? AND kind = ? AND rewrite > ? AND rewrite <= ?",
                    (user_id, kind, since, upto),
                ).fetchall()
                if len(logged) != upto - since:
                    return None
                # rows past `below` were inserted since the load: `load` reads them as they are now
                rowids = {int(r[0]) for r in logged if int(r[0]) <= below}
                if not rowids:
                    return set(), []
                marks = ",".join("?" * len(rowids))
                rows = db.execute(
                    f"{columns} {key} IN ({marks}) AND {searchable} ORDER BY {key}", [*rowids, user_id]
                ).fetchall()
            except sqlite3.OperationalError as exc:
                raise StoreError(str(exc)) from exc
            return rowids, [(r[0], r[1], r[2]) for r in rows]

        return load, changes

    def text_search(
        self,
        user_id: str,
        match: str,
        k: int,
        *,
        kind: Literal["memory", "message"] = "memory",
        include_inactive: bool = False,
        scope: Scope | None = None,
    ) -> list[tuple[str, float]]:
        """The user's k best full-text matches (inside `scope` when given), ranked inside the FTS index first.

        Ranking every match and joining each one with its row cost 30-40 ms at 100k memories: the
        best `_RANKED` matches are ranked in the index, and only those are joined and filtered (user,
        live). When fewer than k survive and the index may have had more, the full query runs
        instead, so the result is always the exact top k. The per-user token in the MATCH keeps
        other users' matches out of the ranking; a user owning most of the table gains nothing
        from it (it only makes FTS5 walk that user's whole doclist), so it is left out then — the
        join still scopes every row to the user.
        """
        if kind == "message":
            fts, table, key, weights = "messages_fts", "messages", "seq", f"0.0, 1.0, {CONTEXT_WEIGHT}"
            live = " AND m.forgotten_at IS NULL"  # a forgotten topic's messages are never searched
        else:
            fts, table, key, weights = "memories_fts", "memories", "rowid", "0.0, 1.0"
            live = "" if include_inactive else _LIVE
        cond, args = scope_condition(scope, "m.") if kind == "memory" else ("", [])
        live += cond
        ranked = max(_RANKED, 4 * k)
        first = (
            f"SELECT m.id, f.r FROM (SELECT rowid, bm25({fts}, {weights}) AS r FROM {fts} WHERE {fts} MATCH ? "
            f"ORDER BY r LIMIT ?) f JOIN {table} m ON m.{key} = f.rowid WHERE m.user_id = ?{live} ORDER BY f.r LIMIT ?"
        )
        full = (
            f"SELECT m.id, bm25({fts}, {weights}) AS r FROM {fts} JOIN {table} m ON m.{key} = {fts}.rowid "
            f"WHERE {fts} MATCH ? AND m.user_id = ?{live} ORDER BY r LIMIT ?"
        )
        try:
            db = self._conn()
            scoped = match if self._owns_most(user_id, kind) else f'u:"{user_token(user_id)}" AND ({match})'
            rows = db.execute(first, (scoped, ranked, user_id, *args, k)).fetchall()
            if len(rows) < k:
                rows = db.execute(full, (scoped, user_id, *args, k)).fetchall()
        except sqlite3.OperationalError as exc:
            if "fts5" in str(exc) or "syntax" in str(exc):
                raise ValidationError(f"cannot search for that text: {exc}", field="query") from exc
            raise StoreError(str(exc)) from exc
        # bm25() is lower-is-better and negative; flip it so higher is better.
        return [(r[0], -float(r[1])) for r in rows]

    def _owns_most(self, user_id: str, kind: Literal["memory", "message"]) -> bool:
        """Whether the user holds more than half of the rows of the memories (messages) table.

        Only the query plan depends on it (both plans return the same rows), so it is recounted
        after writes and changes of about a sixteenth of the rows last counted (at least 64):
        counting a user's 100k rows takes ~8 ms, which every search right after a write paid when it
        was recounted on each new version."""
        version, rewrites = self._version(user_id, kind)
        cached = self._shares.get((user_id, kind))
        moved = (version - cached[0]) + (rewrites - cached[1]) if cached is not None else -1
        if cached is not None and 0 <= moved < max(64, cached[2] // 16):
            return cached[3]
        table, key = ("memories", "rowid") if kind == "memory" else ("messages", "seq")
        db = self._conn()
        mine = int(db.execute(f"SELECT COUNT(*) FROM {table} WHERE user_id = ?", (user_id,)).fetchone()[0])
        # The largest row id bounds the table's row count from above (deletions leave gaps): a
        # user is never wrongly taken to hold most of it.
        top = db.execute(f"SELECT MAX({key}) FROM {table}").fetchone()[0] or 0
        owns = mine * 2 > int(top)
        if len(self._shares) > 10_000:  # one small entry per user searched; bounded all the same
            self._shares.clear()
        self._shares[(user_id, kind)] = (version, rewrites, mine, owns)
        return owns
