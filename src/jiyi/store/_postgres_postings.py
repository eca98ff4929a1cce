"""Per-user postings of the PostgreSQL full text: bm25 reads the query terms' postings, not whole documents.

`memory_terms` / `message_terms` hold one row per (user, term, document): the term's weighted frequency
in the document (weight A counts 1, weight B `CONTEXT_WEIGHT`, exactly as `bm25_sql` counts a tsvector's
positions) and the document's length; memories' rows also say whether the memory is live (active, not
superseded, not ended). Ranking a query then reads only the postings of its terms through the primary
key (an index-only scan) instead of unnesting the tsvector of every matching row: at 100k memories of
one user a query of common Han pairs touched ~11k documents and spent ~210 ms in that (bench/pg.py).

The rows are kept by triggers on `memories` and `messages`, so every write path (the store, imports,
`jiyi migrate-store`, a hand-run UPDATE) keeps them in step inside the writing transaction: two writers
never touch the same document's postings (the document's row lock orders them) and a reader sees a
document's postings exactly when it sees the document. Document frequencies are not stored (a per-term
counter would be one hot row for every writer of a user): they are counted from the same postings.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from ._postgres_text import term_frequency_sql

__all__ = ["MEMORY_BACKFILL", "MESSAGE_BACKFILL", "MIGRATION", "bm25_top", "postings_sql"]

_LIVE = "{r}.state = 'active' AND {r}.superseded_by IS NULL AND {r}.valid_until IS NULL"


def _postings_of(row: str, doc: str, live: str | None, table: str | None = None) -> str:
    """SELECT of the postings of trigger record `row` (or of every row of `table`, aliased `row`);
    `doc` names the document key. The user's token (no position) has frequency 0 and is left out."""
    tf = term_frequency_sql("t.weights")
    live_col = f"{live.format(r=row)}, " if live else ""
    source = f"{table} AS {row} CROSS JOIN LATERAL " if table else ""
    return (
        f"SELECT {row}.user_id, t.lexeme, {row}.{doc}, {live_col}f.tf, {row}.fts_len "
        f"FROM {source}unnest({row}.fts) AS t CROSS JOIN LATERAL (SELECT {tf}::real AS tf) AS f WHERE f.tf > 0"
    )


_TRIGGER = """
CREATE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        IF TG_OP = 'UPDATE' AND NEW.fts = OLD.fts AND NEW.fts_len = OLD.fts_len AND NEW.user_id = OLD.user_id
           AND NEW.{doc} = OLD.{doc} THEN
            {on_same}
            RETURN NULL;
        END IF;
        DELETE FROM {table} WHERE user_id = OLD.user_id AND term = ANY (tsvector_to_array(OLD.fts))
            AND doc = OLD.{doc};
    END IF;
    IF TG_OP <> 'DELETE' THEN
        INSERT INTO {table} ({cols}) {postings};
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER {name} AFTER INSERT OR DELETE OR UPDATE OF {watched} ON {source} FOR EACH ROW EXECUTE FUNCTION {name}();
"""

_SAME_LIVE = """UPDATE memory_terms SET live = ({live}) WHERE user_id = OLD.user_id
                AND term = ANY (tsvector_to_array(OLD.fts)) AND doc = OLD.rowid AND live <> ({live});"""

#: index every stored memory (message): migration 2, and bulk loads that disable the trigger (bench/pg.py).
MEMORY_BACKFILL = f"""
INSERT INTO memory_terms (user_id, term, doc, live, tf, len) {_postings_of("m", "rowid", _LIVE, "memories")};
"""
MESSAGE_BACKFILL = f"""
INSERT INTO message_terms (user_id, term, doc, tf, len) {_postings_of("m", "seq", None, "messages")};
"""

MIGRATION = (
    """
-- bm25 postings (see jiyi.store._postgres_postings); `doc` is memories.rowid / messages.seq.
CREATE TABLE memory_terms (
    user_id  text NOT NULL,
    term     text NOT NULL,
    doc      bigint NOT NULL,
    live     boolean NOT NULL,
    tf       real NOT NULL,
    len      integer NOT NULL,
    PRIMARY KEY (user_id, term, doc) INCLUDE (live, tf, len)
);
CREATE TABLE message_terms (
    user_id  text NOT NULL,
    term     text NOT NULL,
    doc      bigint NOT NULL,
    tf       real NOT NULL,
    len      integer NOT NULL,
    PRIMARY KEY (user_id, term, doc) INCLUDE (tf, len)
);
"""
    + _TRIGGER.format(
        name="memory_terms_sync",
        doc="rowid",
        table="memory_terms",
        source="memories",
        cols="user_id, term, doc, live, tf, len",
        watched="user_id, rowid, fts, fts_len, state, superseded_by, valid_until",
        on_same=_SAME_LIVE.format(live=_LIVE.format(r="NEW")),
        postings=_postings_of("NEW", "rowid", _LIVE),
    )
    + _TRIGGER.format(
        name="message_terms_sync",
        doc="seq",
        table="message_terms",
        source="messages",
        cols="user_id, term, doc, tf, len",
        watched="user_id, seq, fts, fts_len",
        on_same="NULL;",
        postings=_postings_of("NEW", "seq", None),
    )
    # The triggers exist (and their lock keeps writers out until this commits) before the rows already
    # stored are indexed, so no document is missed or indexed twice.
    + MEMORY_BACKFILL
    + MESSAGE_BACKFILL
)


def postings_sql(kind: str, live: bool) -> str:
    """SQL reading the user's postings of `%(terms)s`: per term its document frequency and, packed as
    big-endian binary arrays (no Python object per posting), each posting's document key, frequency and
    document length. `live` keeps current memories only (the documents a default search ranks)."""
    table = "memory_terms" if kind == "memory" else "message_terms"
    return (
        "SELECT term, count(*) AS df, string_agg(int8send(doc), ''::bytea) AS docs, "
        "string_agg(float4send(tf), ''::bytea) AS tfs, string_agg(int4send(len), ''::bytea) AS lens "
        f"FROM {table} WHERE user_id = %(user)s AND term = ANY(%(terms)s){' AND live' if live else ''} GROUP BY term"
    )


def bm25_top(rows: Sequence[Mapping[str, Any]], n_docs: float, avgdl: float, k: int) -> list[tuple[int, float]]:
    """The k best (document key, score) by FTS5's bm25 from `postings_sql` rows: the statistics and
    formula of `_postgres_text.bm25_sql` (k1 1.2, b 0.75, idf floored at 1e-6, the user's document count
    and mean length, document frequencies among the documents searched); equal scores in key order,
    i.e. insertion order, as SQLite returns equal ranks."""
    docs, scores = [], []
    for r in rows:
        df = float(r["df"])
        idf = max(math.log((max(n_docs, df) - df + 0.5) / (df + 0.5)), 1e-6)
        tf = np.frombuffer(r["tfs"], dtype=">f4").astype(np.float64)
        length = np.frombuffer(r["lens"], dtype=">i4").astype(np.float64)
        docs.append(np.frombuffer(r["docs"], dtype=">i8"))
        scores.append(idf * tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * length / avgdl)))
    if not docs or k <= 0:
        return []
    keys, where = np.unique(np.concatenate(docs), return_inverse=True)
    total = np.bincount(where, weights=np.concatenate(scores))
    best = np.lexsort((keys, -total))[:k]
    return [(int(d), float(sc)) for d, sc in zip(keys[best], total[best], strict=True)]
