"""Full text on PostgreSQL with the SQLite store's terms and ranking.

Documents are indexed with exactly the terms `jiyi._text.fts_document` gives SQLite (words stemmed,
Han runs as single characters plus overlapping pairs), written as a `tsvector` literal: no
PostgreSQL parser or dictionary touches them, so the result does not depend on the server's text
search configuration or locale (the 'simple' parser would keep a Han run as one word). A message's
own terms carry weight A, the previous message's (its context, see `_sqlite_fts`) weight B, and
each document holds a per-user token so a GIN lookup is already scoped to the user.

Ranking is SQLite FTS5's bm25 (k1 = 1.2, b = 0.75, the same idf floor and column weights) computed
in SQL from the tsvector's positions and per-user document statistics kept in `users`, so a query
scores as it does on SQLite and recall fuses the two backends' text lists the same way.
"""

from __future__ import annotations

import hashlib
import re

from .._errors import ValidationError
from .._text import fts_context, fts_document

__all__ = [
    "CONTEXT_WEIGHT",
    "Document",
    "bm25_sql",
    "document",
    "parse_match",
    "term_frequency_sql",
    "tsquery",
    "user_token",
]

#: weight of the previous message's terms against 1.0 for the message's own (as `_sqlite_fts`).
CONTEXT_WEIGHT = 0.5
_MAX_POSITION = 16383  # tsvector positions stop there
_MAX_POSITIONS = 255  # positions kept per lexeme (tsvector keeps at most 256)
_MAX_LEXEME_BYTES = 2000  # tsvector refuses lexemes of 2 KiB or more
_TERM = re.compile(r'\s*(?:"((?:[^"]|"")*)"|([^\s"()]+))\s*')


def user_token(user_id: str) -> str:
    """A lexeme naming the user: `_` can never occur in a query term (`jiyi._text` splits on it)."""
    return "u_" + hashlib.blake2b(user_id.encode("utf-8"), digest_size=10).hexdigest()


def _quote(lexeme: str) -> str:
    return "'" + lexeme.replace("\\", "\\\\").replace("'", "''") + "'"


class Document:
    """A tsvector literal and its number of terms (BM25's document length)."""

    __slots__ = ("length", "literal")

    def __init__(self, literal: str, length: int) -> None:
        self.literal = literal
        self.length = length


def document(user_id: str, text: str, context: str | None = None) -> Document:
    """The indexed form of `text` (and of the previous message, for messages)."""
    positions: dict[str, list[str]] = {}
    pos = 0
    parts = [("A", fts_document(text))]
    if context:
        parts.append(("B", fts_context(context)))
    for weight, doc in parts:
        for term in doc.split():
            pos += 1
            if len(term.encode("utf-8")) >= _MAX_LEXEME_BYTES:
                continue
            seen = positions.setdefault(term, [])
            if len(seen) < _MAX_POSITIONS:
                seen.append(f"{min(pos, _MAX_POSITION)}{weight}")
    items = [f"{_quote(t)}:{','.join(p)}" for t, p in positions.items()]
    items.append(_quote(user_token(user_id)))  # no position: weight D, which bm25_sql counts as 0
    # The user token counts in the length, as SQLite's one-token `u` column does in FTS5's.
    return Document(" ".join(items), pos + 1)


def parse_match(match: str) -> list[list[str]]:
    """The phrases of an FTS5-style expression `"a" OR "b" OR c` (what `jiyi._text.fts_query` writes).

    Each phrase is a list of terms. Other FTS5 syntax (AND, NOT, NEAR, columns, groups) is refused
    with a ValidationError rather than guessed at.
    """
    phrases: list[list[str]] = []
    pos, expect_term = 0, True
    while pos < len(match):
        m = _TERM.match(match, pos)
        if m is None or m.end() == pos:
            raise ValidationError(f"cannot search for that text: unexpected {match[pos : pos + 20]!r}", field="query")
        quoted, bare = m.group(1), m.group(2)
        if not expect_term:
            if bare != "OR":
                raise ValidationError("cannot search for that text: only OR between terms is supported", field="query")
        elif bare in ("OR", "AND", "NOT", "NEAR"):
            raise ValidationError(f"cannot search for that text: {bare} where a term belongs", field="query")
        else:
            text = quoted.replace('""', '"') if quoted is not None else bare
            terms = text.split()
            if terms:
                phrases.append(terms)
        expect_term = not expect_term
        pos = m.end()
    if expect_term and phrases:
        raise ValidationError("cannot search for that text: it ends with OR", field="query")
    return phrases


def tsquery(user_id: str, phrases: list[list[str]]) -> str:
    """A tsquery literal: the user's token AND any of the phrases."""
    alts = " | ".join("(" + " <-> ".join(_quote(t) for t in p) + ")" for p in phrases)
    return f"{_quote(user_token(user_id))} & ({alts})"


def term_frequency_sql(weights: str) -> str:
    """SQL for a lexeme's weighted frequency from its tsvector weights array (`unnest(tsvector).weights`):
    weight A counts 1, weight B `CONTEXT_WEIGHT`, the user's token (no position) 0."""
    a, b = (f"cardinality(array_positions({weights}, '{w}'))" for w in "AB")
    return f"({a} + {CONTEXT_WEIGHT} * {b})"


def bm25_sql(table: str, key: str, live: str) -> str:
    """SQL ranking `table`'s rows matching `%(q)s` for `%(user)s` by FTS5's bm25; `%(terms)s` is the
    array of query terms, `%(n)s` / `%(avgdl)s` the user's document count and mean length, `%(k)s`
    the limit. `live` is an extra condition on `d` (current memories only). Equal scores come in `key`
    order (the table's insertion order), as SQLite returns equal ranks.

    One pass over the matching rows: each row's tsvector is unnested once, keeping the query's terms with
    their weighted frequency (weight A counts 1, weight B `CONTEXT_WEIGHT`) — array functions in C, no
    per-term subquery, so a common term matching thousands of rows stays cheap."""
    return f"""
WITH tf AS MATERIALIZED (
    SELECT d.id, d.{key} AS doc, d.fts_len, t.lexeme, {term_frequency_sql("t.weights")} AS f
    FROM {table} d CROSS JOIN LATERAL unnest(d.fts) AS t
    WHERE d.user_id = %(user)s AND d.fts @@ %(q)s::tsquery{live} AND t.lexeme = ANY(%(terms)s)
), df AS (
    SELECT lexeme, count(*)::float8 AS n FROM tf GROUP BY lexeme
)
SELECT tf.id,
       sum(greatest(ln((greatest(%(n)s, df.n) - df.n + 0.5) / (df.n + 0.5)), 1e-6)
           * tf.f * 2.2 / (tf.f + 1.2 * (0.25 + 0.75 * tf.fts_len / %(avgdl)s))) AS score
FROM tf JOIN df USING (lexeme)
WHERE tf.f > 0
GROUP BY tf.id, tf.doc
ORDER BY score DESC, tf.doc
LIMIT %(k)s
"""
