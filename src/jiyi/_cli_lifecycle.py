"""`jiyi worker`, `jiyi jobs`, `jiyi todos`, `jiyi todo done|snooze|reopen`: the lifecycle's command-line face."""

from __future__ import annotations

import argparse
import contextlib
import logging
import signal
import sys
from datetime import UTC, datetime
from typing import Any

from ._errors import UserError
from .cli import open_memory
from .lifecycle import LifecyclePolicy, LifecycleReport, Worker
from .store._base import TodoRecord
from .store._open import redact

__all__ = ["add_lifecycle_commands"]


def _when(dt: datetime | None) -> str:
    return dt.astimezone(UTC).strftime("%Y-%m-%d %H:%M") if dt else "-"


def cmd_worker(args: argparse.Namespace) -> int:
    if args.interval <= 0 or args.lease_seconds <= 0:
        raise UserError("--interval and --lease-seconds must be positive numbers of seconds")
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING, stream=sys.stderr,
                        format="%(asctime)s %(name)s %(message)s")  # fmt: skip
    policy = LifecyclePolicy(tick_seconds=args.interval, lease_seconds=args.lease_seconds, batch=args.batch)
    with open_memory(args) as mem:
        worker = Worker(mem, policy)
        signal.signal(signal.SIGTERM, lambda *_: worker.stop_event.set())
        print(f"jiyi worker {worker.worker_id} on {redact(args.db)}, a tick every {args.interval:g} s", file=sys.stderr)
        if args.once:
            _summarise(worker.tick())
            return 0  # a failed job is reported and left for its retry, not the exit status of the tick
        with contextlib.suppress(KeyboardInterrupt):
            worker.run()
    return 0


def _summarise(report: LifecycleReport) -> None:
    failed = [o for o in report.outcomes if o.status == "failed"]
    print(f"{len(report.outcomes)} jobs run, {len(failed)} failed, {len(report.reminders)} reminders", file=sys.stderr)
    for o in failed:
        print(f"  failed: {o.job.kind} {o.job.target_id} user {o.job.user_id}: {o.detail}", file=sys.stderr)
    for error in report.errors:
        print(f"  error: {error}", file=sys.stderr)


def cmd_jobs(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        jobs = mem.jobs(None if args.all_users else args.user, status=args.status)
        if not jobs:
            print("no jobs")
        for j in jobs:
            lease = f"  held by {j.lease_owner} until {_when(j.lease_until)}" if j.status == "running" else ""
            nxt = f"  next {_when(j.next_run_at)}" if j.next_run_at and j.status in ("pending", "failed") else ""
            print(f"{j.id}  {j.status:<7} {j.kind:<8} {j.target_id}  user {j.user_id}  tries {j.attempts}{nxt}{lease}")
            if j.error:
                print(f"    error: {j.error}")
            if j.status == "failed" and j.next_run_at is None:
                print("    given up: tried again when the topic is distilled on demand (extract-memories)")
    return 0


def _print_todo(t: TodoRecord) -> None:
    state = "done" if t.completed_at else ("reminded" if t.reminded_at else "open")
    print(f"{t.memory.id}  [{state}] due {_when(t.memory.due_at)}  remind {_when(t.reminds_at)}  {t.memory.content}")


def cmd_todos(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        todos = mem.todos(args.user, include_completed=args.all, due=args.due)
        if not todos:
            print("nothing due now" if args.due else "no open todos")
        for t in todos:
            _print_todo(t)
    return 0


def cmd_todo(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        if args.action == "done":
            t = mem.complete_todo(args.user, args.memory_id)
        elif args.action == "reopen":
            t = mem.reopen_todo(args.user, args.memory_id)
        else:
            if not args.until:
                raise UserError("snooze needs --until TIME (ISO 8601, e.g. 2026-11-21T09:00)")
            t = mem.snooze_todo(args.user, args.memory_id, args.until)
        _print_todo(t)
    return 0


def add_lifecycle_commands(sub: Any, common: argparse.ArgumentParser) -> None:
    """Add the lifecycle commands to the `jiyi` sub-command parsers."""
    w = sub.add_parser("worker", parents=[common], help="run the background lifecycle (distil, remind, decay...)")
    w.add_argument("--interval", type=float, default=30.0, help="seconds between ticks (default %(default)s)")
    w.add_argument("--lease-seconds", type=float, default=300.0, help="how long a claimed job is held")
    w.add_argument("--batch", type=int, default=20, help="jobs per tick")
    w.add_argument("--once", action="store_true", help="run one tick and exit")
    w.add_argument("-v", "--verbose", action="store_true", help="log every job")
    w.set_defaults(func=cmd_worker)

    j = sub.add_parser("jobs", parents=[common], help="background jobs: pending, running, failed (with error), done")
    j.add_argument("--status", choices=["pending", "running", "failed", "done"])
    j.add_argument("--all-users", action="store_true", help="every user's jobs (operators)")
    j.set_defaults(func=cmd_jobs)

    t = sub.add_parser("todos", parents=[common], help="the user's todos and their reminders")
    t.add_argument("--all", action="store_true", help="include completed todos")
    t.add_argument("--due", action="store_true", help="only those whose reminder time has come (until done/snoozed)")
    t.set_defaults(func=cmd_todos)

    td = sub.add_parser("todo", parents=[common], help="complete, reopen or snooze one todo")
    td.add_argument("action", choices=["done", "reopen", "snooze"])
    td.add_argument("memory_id")
    td.add_argument("--until", help="snooze: remind again at this time (ISO 8601)")
    td.set_defaults(func=cmd_todo)
