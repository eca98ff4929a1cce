"""Vector and full-text search of the PostgreSQL store (mixed into `PostgresStore`).

Vectors: exact (every row of the user compared) for a user with at most `exact_max` memories or messages,
else the HNSW index with `hnsw.iterative_scan = relaxed_order`, falling back to the exact pass when the
index yields fewer than k rows. Full text: SQLite's terms and bm25, ranked from the per-user postings
(`_postgres_postings`), or for a phrase of several terms from the tsvectors (`_postgres_text`).
"""

from __future__ import annotations

from typing import Any, Literal

import numpy as np
from psycopg import errors as pg_errors

from .._errors import ValidationError
from .._scope import Scope
from ._base import Vector
from ._postgres_conn import Conn, PgBase, x
from ._postgres_data import scope_condition
from ._postgres_postings import bm25_top, postings_sql
from ._postgres_text import bm25_sql, parse_match, tsquery

__all__ = ["EXACT_MAX", "SearchPgMixin"]

#: users with more memories (or messages) than this are searched through the HNSW index.
EXACT_MAX = 20_000
_STATS = {"memory": "mem_docs AS docs, mem_terms AS terms", "message": "msg_docs AS docs, msg_terms AS terms"}
_LIVE = " AND d.state = 'active' AND d.superseded_by IS NULL AND d.valid_until IS NULL"
#: a forgotten topic's messages are never searched (`Memory.forget_topic`)
_SHOWN = " AND d.forgotten_at IS NULL"


def _live(kind: Literal["memory", "message"], include_inactive: bool) -> str:
    if kind == "message":
        return _SHOWN
    return "" if include_inactive else _LIVE


class SearchPgMixin(PgBase):
    """`vector_search` and `text_search` of `PostgresStore`."""

    exact_max: int = EXACT_MAX
    _dim: int | None = None

    # --- search --------------------------------------------------------------------------------------
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
        if k <= 0:
            return []
        table = "messages" if kind == "message" else "memories"
        cond, args = scope_condition(scope, "d.") if kind == "memory" else ("", {})
        live = _live(kind, include_inactive) + cond
        q = np.asarray(query, dtype=np.float32)
        dim = self._dim

        def run(conn: Conn) -> list[tuple[str, float]]:  # one connection and transaction, as few round trips
            if dim is not None and dim == len(q):
                stats = x(conn, f"SELECT {_STATS[kind]} FROM users WHERE user_id = %s", (user_id,)).fetchone()
                if stats is not None and int(stats["docs"]) > self.exact_max:
                    hits = self._hnsw(conn, table, live, args, user_id, q, k, dim)
                    if len(hits) >= k:
                        return hits
            # Exact: the un-cast expression cannot use the HNSW index, so every row of the user is compared.
            rows = x(
                conn,
                f"SELECT d.id, d.embedding <=> %(q)s::halfvec AS dist FROM {table} d "
                f"WHERE d.user_id = %(user)s AND d.embedding IS NOT NULL{live} ORDER BY dist, d.id LIMIT %(k)s",
                {"q": q, "user": user_id, "k": k, **args},
            ).fetchall()
            return [(r["id"], 1.0 - float(r["dist"])) for r in rows]

        try:
            return self.write(run)
        except pg_errors.UndefinedObject:  # pgvector before 0.8 has no iterative scan: stay exact
            self.exact_max = 2**62
            return self.write(run)

    @staticmethod
    def _hnsw(
        conn: Conn, table: str, live: str, args: dict[str, Any], user_id: str, q: Any, k: int, dim: int
    ) -> list[tuple[str, float]]:
        # ef_search 4k: recall@40 was 0.83 against exact at 2k on 100k usem3 vectors (bench/pg.py).
        # Both settings in one statement (SET LOCAL each would be a round trip of its own).
        x(
            conn,
            "SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true), set_config('hnsw.ef_search', %s, true)",
            (str(min(1000, max(100, 4 * k))),),
        )
        rows = x(
            conn,
            f"SELECT d.id, d.embedding::halfvec({dim}) <=> %(q)s::halfvec({dim}) AS dist FROM {table} d "
            f"WHERE d.user_id = %(user)s AND d.embedding IS NOT NULL{live} ORDER BY dist LIMIT %(k)s",
            {"q": q, "user": user_id, "k": k, **args},
        ).fetchall()
        # relaxed_order may return neighbours slightly out of order: sort them.
        return sorted(((r["id"], 1.0 - float(r["dist"])) for r in rows), key=lambda h: (-h[1], h[0]))

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
        phrases = parse_match(match)
        if not phrases or k <= 0:
            return []
        # Any of single terms (what `fts_query` writes): read their postings; a phrase of several terms
        # needs positions, so the tsvectors are matched instead. Both rank alike (tests/test_postgres_postings.py).
        # A scoped search matches the tsvectors too: postings rank the user's documents before any row is read,
        # so the scope's could all fall outside the k ranked.
        postings = all(len(p) == 1 for p in phrases) and not (kind == "memory" and scope)
        return self._bm25(user_id, phrases, k, kind, include_inactive, postings=postings, scope=scope)

    def _bm25(
        self,
        user_id: str,
        phrases: list[list[str]],
        k: int,
        kind: Literal["memory", "message"],
        include_inactive: bool,
        *,
        postings: bool,
        scope: Scope | None = None,
    ) -> list[tuple[str, float]]:
        table, key = ("messages", "seq") if kind == "message" else ("memories", "rowid")
        cond, args = scope_condition(scope, "d.") if kind == "memory" else ("", {})
        live = _live(kind, include_inactive) + cond
        terms = sorted({t for p in phrases for t in p})

        # Message postings carry no visibility flag: the postings path ranks as many more documents as the user
        # has hidden messages (counted through their partial index, in the statistics' round trip), so the k
        # best shown ones are among those ranked. The tsvector path filters them itself and needs no count.
        hidden = (
            ", (SELECT count(*) FROM messages WHERE user_id = %(user)s AND forgotten_at IS NOT NULL) AS hidden"
            if kind == "message" and postings
            else ", 0 AS hidden"
        )

        def run(conn: Conn) -> list[tuple[str, float]]:
            sql = f"SELECT {_STATS[kind]}{hidden} FROM users WHERE user_id = %(user)s"
            stats = x(conn, sql, {"user": user_id}).fetchone()
            n_docs, n_terms = (float(stats["docs"]), float(stats["terms"])) if stats else (0.0, 0.0)
            avgdl = max(1.0, n_terms / n_docs) if n_docs else 1.0
            if not postings:
                params = {"user": user_id, "q": tsquery(user_id, phrases), "terms": terms, "n": n_docs, "avgdl": avgdl}
                params |= args
                rows = x(conn, bm25_sql(table, key, live), params | {"k": k}).fetchall()
                return [(r["id"], float(r["score"])) for r in rows]
            found = x(conn, postings_sql(kind, kind == "memory" and bool(live)), {"user": user_id, "terms": terms})
            top = bm25_top(found.fetchall(), n_docs, avgdl, k + (int(stats["hidden"]) if stats else 0))
            ids = x(
                conn,
                f"SELECT d.{key} AS doc, d.id FROM {table} d WHERE d.user_id = %s AND d.{key} = ANY(%s){live}",
                (user_id, [doc for doc, _ in top]),
            ).fetchall()
            id_of = {r["doc"]: r["id"] for r in ids}
            return [(id_of[doc], score) for doc, score in top if doc in id_of][:k]

        try:  # one connection and transaction for the three statements
            return self.write(run)
        except (pg_errors.SyntaxError, pg_errors.DataException) as exc:
            raise ValidationError(f"cannot search for that text: {exc}", field="query") from exc
