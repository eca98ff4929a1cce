"""`jiyi worker`, `jiyi jobs`, `jiyi todos`, `jiyi todo done|snooze|reopen`: the lifecycle's command-line face."""

from __future__ import annotations

import argparse
import contextlib
import logging
import signal
import sys
import threading
from datetime import UTC, datetime, tzinfo
from typing import Any

from ._cli_common import UsageError, count, open_memory, progress
from ._cli_common import when as _when
from ._repeat import parse_repeat
from .lifecycle import Backlog, LifecyclePolicy, LifecycleReport, Worker
from .store._base import TodoRecord
from .store._open import redact

__all__ = ["add_lifecycle_commands"]


def cmd_worker(args: argparse.Namespace) -> int:
    if args.interval <= 0 or args.lease_seconds <= 0:
        raise UsageError("--interval and --lease-seconds must be positive numbers of seconds")
    if args.batch < 1:
        raise UsageError("--batch must be a positive number of jobs")
    if args.once and args.drain:
        raise UsageError("give --once (one tick) or --drain (until no job is due), not both")
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING, stream=sys.stderr,
                        format="%(asctime)s %(name)s %(message)s")  # fmt: skip
    policy = LifecyclePolicy(tick_seconds=args.interval, lease_seconds=args.lease_seconds, batch=args.batch)
    # A SIGTERM while the store and the embedder open (seconds on a loaded machine) ends the worker cleanly too,
    # before its first tick, rather than killing it mid-start with the signal's status.
    stopped = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopped.set())
    with open_memory(args) as mem:
        worker = Worker(mem, policy)
        signal.signal(signal.SIGTERM, lambda *_: worker.stop_event.set())
        if stopped.is_set():
            return 0
        print(f"jiyi worker {worker.worker_id} on {redact(args.db)}, a tick every {args.interval:g} s", file=sys.stderr)
        if args.once:
            _summarise([worker.tick()])
            _left(worker.backlog())
            return 0  # a failed job is reported and left for its retry, not the exit status of the tick
        if args.drain:
            return _drain(worker)
        with contextlib.suppress(KeyboardInterrupt):
            worker.run()
    return 0


def _drain(worker: Worker) -> int:
    with progress("draining jobs", worker.backlog().due) as bar:
        done = 0

        def ticked(report: LifecycleReport) -> None:
            nonlocal done
            done += len(report.outcomes)
            bar.grow(done + worker.backlog().due)  # a tick may schedule more (a silent topic, maintenance)
            bar.advance(len(report.outcomes))

        with contextlib.suppress(KeyboardInterrupt):
            drained = worker.drain(ticked)
    _summarise(drained.ticks, f" in {count(len(drained.ticks), 'tick')}")
    if drained.repeated:
        print(f"  {count(drained.repeated, 'job')} came due again after running; left for the next run",
              file=sys.stderr)  # fmt: skip
    _left(worker.backlog())
    return 0


def _summarise(reports: list[LifecycleReport], how: str = "") -> None:
    outcomes = [o for r in reports for o in r.outcomes]
    failed = [o for o in outcomes if o.status == "failed"]
    reminders = sum(len(r.reminders) for r in reports)
    print(f"{count(len(outcomes), 'job')} run{how}, {len(failed):,} failed, {count(reminders, 'reminder')}",
          file=sys.stderr)  # fmt: skip
    for o in failed:
        print(f"  failed: {o.job.kind} {o.job.target_id} user {o.job.user_id}: {o.detail}", file=sys.stderr)
    for r in reports:
        for error in r.errors:
            print(f"  error: {error}", file=sys.stderr)


def _left(left: Backlog) -> None:
    later = f"; {count(left.later, 'job')} scheduled for later" if left.later else ""
    hint = " (run `jiyi worker --drain` to run them now)" if left.due else ""
    print(f"{count(left.due, 'job')} due left{hint}{later}", file=sys.stderr)


def cmd_jobs(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        # No --user: every user's jobs, for the operator who runs the worker (a user's own default would hide
        # the backlog of everyone else).
        who = None if args.all_users else args.user
        jobs = mem.jobs(who, status=args.status)
        if not jobs:
            print("no jobs" + (f" for user {who!r} (without --user: every user's)" if who else ""))
        width = max((len(j.user_id) for j in jobs), default=4)
        for j in jobs:
            lease = f"  held by {j.lease_owner} until {_when(j.lease_until)}" if j.status == "running" else ""
            nxt = f"  next {_when(j.next_run_at)}" if j.next_run_at and j.status in ("pending", "failed") else ""
            print(
                f"{j.id}  {j.user_id:<{width}}  {j.status:<7} {j.kind:<8} {j.target_id}  tries {j.attempts}{nxt}{lease}"
            )
            if j.error:
                print(f"    error: {j.error}")
            if j.status == "failed" and j.next_run_at is None:
                print("    given up: tried again when the topic is distilled on demand (extract-memories)")
    return 0


def _print_todo(t: TodoRecord, zone: tzinfo) -> None:
    # Due and remind times in the user's zone, as they said them ("明天下午3点" shows 15:00, not 07:00).
    state = "done" if t.completed_at else ("reminded" if t.reminded_at else "open")
    due, remind = _when(t.memory.due_at, zone), _when(t.reminds_at, zone)
    rule = parse_repeat(t.repeat)
    every = f"  {rule.describe()}" if rule is not None else ""  # "due … remind …  every week, done 3 times"
    if rule is not None and t.done_count:
        every += f", done {count(t.done_count, 'time')} (last {_when(t.last_done_at, zone)})"
    print(f"{t.memory.id}  [{state}] due {due}  remind {remind}{every}  {t.memory.content}")


def cmd_todos(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        todos = mem.todos(args.user, include_completed=args.all, due=args.due)
        if not todos:
            print("nothing due now" if args.due else "no open todos")
        zone = mem.local_now(args.user).tzinfo or UTC
        for t in todos:
            _print_todo(t, zone)
    return 0


def _local(text: str, zone: tzinfo) -> datetime | str:
    """A time typed without an offset is the user's local time; anything else goes to the library's checks."""
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        return text  # the library's ValidationError says what a valid time looks like
    return when.replace(tzinfo=zone) if when.tzinfo is None else when


def cmd_todo(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        zone = mem.local_now(args.user).tzinfo or UTC
        if args.action == "done":
            t = mem.complete_todo(args.user, args.memory_id)
        elif args.action == "stop":
            t = mem.stop_todo(args.user, args.memory_id)
        elif args.action == "reopen":
            t = mem.reopen_todo(args.user, args.memory_id)
        else:
            if not args.until:
                raise UsageError("snooze needs --until TIME (ISO 8601, e.g. 2026-11-21T09:00)")
            t = mem.snooze_todo(args.user, args.memory_id, _local(args.until, zone))
        _print_todo(t, zone)
    return 0


def add_lifecycle_commands(sub: Any, common: argparse.ArgumentParser) -> None:
    """Add the lifecycle commands to the `jiyi` sub-command parsers."""
    w = sub.add_parser("worker", parents=[common], help="run the background lifecycle (distil, remind, decay...)")
    w.add_argument("--interval", type=float, default=30.0, help="seconds between ticks (default %(default)s)")
    w.add_argument("--lease-seconds", type=float, default=300.0, help="how long a claimed job is held")
    w.add_argument("--batch", type=int, default=20, help="jobs per tick")
    w.add_argument("--once", action="store_true", help="run one tick, say how many jobs are left, and exit")
    w.add_argument("--drain", action="store_true", help="tick until no job is due, with progress, then exit")
    w.add_argument("-v", "--verbose", action="store_true", help="log every job")
    w.set_defaults(func=cmd_worker)

    j = sub.add_parser(
        "jobs", parents=[common], help="background jobs of every user (or --user's): pending, running, failed, done"
    )
    j.add_argument("--status", choices=["pending", "running", "failed", "done"])
    j.add_argument("--all-users", action="store_true", help=argparse.SUPPRESS)  # the default now; kept for scripts
    j.set_defaults(func=cmd_jobs, user_policy="all")

    t = sub.add_parser("todos", parents=[common], help="the user's todos and their reminders")
    t.add_argument("--all", action="store_true", help="include completed todos")
    t.add_argument("--due", action="store_true", help="only those whose reminder time has come (until done/snoozed)")
    t.set_defaults(func=cmd_todos)

    td = sub.add_parser(
        "todo",
        parents=[common],
        help="complete (a repeating todo: this time), stop (a repeating one: the series), reopen or snooze a todo",
    )
    td.add_argument("action", choices=["done", "stop", "reopen", "snooze"])
    td.add_argument("memory_id")
    td.add_argument(
        "--until",
        help="snooze: remind again at this time (ISO 8601; without an offset: the user's zone); a repeating todo: "
        "this time only",
    )
    td.set_defaults(func=cmd_todo)
