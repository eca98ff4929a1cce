"""`jiyi review`: the stored review on the command line (issue #21 item 5) — the open items (or the ignored or
resolved ones), "ignore" and its undo, a scan now, and the weekly quality report. A thin face over `mem.review`:
what maintenance stored is listed, nothing is computed on reading."""

from __future__ import annotations

import argparse
from datetime import UTC
from typing import Any

from ._cli_common import UsageError, count, open_memory, when
from ._review_models import REVIEW_STATUSES
from ._review_text import describe, entity_names, report_lines
from .lifecycle._review_entities import REVIEW_KINDS

__all__ = ["add_review_commands"]

_ACTIONS = ("list", "ignore", "reopen", "scan", "report")


def cmd_review(args: argparse.Namespace) -> int:
    if args.action in ("ignore", "reopen") and not args.item_id:
        raise UsageError(f"jiyi review {args.action} needs the item's id (listed by `jiyi review`)")
    if args.action not in ("ignore", "reopen") and args.item_id:
        raise UsageError(f"jiyi review {args.action} takes no id (ids go with ignore and reopen)")
    with open_memory(args) as mem:
        user = args.user
        zone = mem.local_now(user).tzinfo or UTC
        if args.action in ("ignore", "reopen"):
            decide = mem.review.ignore if args.action == "ignore" else mem.review.reopen
            rec = decide(user, args.item_id)
            print(f"{rec.id}  [{rec.kind}] {rec.status}: {describe(rec, entity_names(mem, user, [rec]))}")
            undo = "reopen" if rec.status == "ignored" else "ignore"
            print(f"-- undo with `jiyi review {undo} {rec.id}`")
            return 0
        if args.action == "scan":
            day = mem.review.scan(user)
            print(f"scanned {when(day.created_at, zone)}: " + report_lines(day)[0])
            return 0
        if args.action == "report":
            reports = [mem.review.report(user)] if args.new else mem.review.reports(user, period="week", limit=1)
            if not reports:
                print("no weekly report yet: maintenance makes one a week (`jiyi worker`); make one now with "
                      "`jiyi review report --new`")  # fmt: skip
                return 0
            week = reports[0]
            print(f"weekly report {when(week.since, zone)} – {when(week.until, zone)} ({week.id})")
            for line in report_lines(week):
                print("  " + line)
            return 0
        rows = mem.review.items(user, status=args.status, kind=args.kind)
        names = entity_names(mem, user, rows)
        for rec in rows:
            print(f"{rec.id}  [{rec.kind}] {describe(rec, names)}  (found {when(rec.found_at, zone)})")
        what = count(len(rows), f"{args.status} item")
        hint = "; ignore one with `jiyi review ignore ID`" if rows and args.status == "open" else ""
        scanned = mem.review.reports(user, period="day", limit=1)
        last = f"last scan {when(scanned[0].created_at, zone)}" if scanned else "never scanned: `jiyi review scan`"
        print(f"-- {what} for user {user!r} ({last}){hint}")
    return 0


def add_review_commands(sub: Any, common: argparse.ArgumentParser) -> None:
    """Add `jiyi review` to the `jiyi` sub-command parsers."""
    r = sub.add_parser(
        "review",
        parents=[common],
        help="what needs a look (different values, likely duplicates, memories without a source); the weekly report",
        description="list the stored review items (default), ignore or reopen one by id, scan now, or show the "
        "weekly quality report (--new: make one now)",
    )
    r.add_argument("action", nargs="?", default="list", choices=_ACTIONS)
    r.add_argument("item_id", nargs="?", help="ignore / reopen: the item's id")
    r.add_argument("--status", default="open", choices=REVIEW_STATUSES, help="list: items with this status")
    r.add_argument("--kind", choices=REVIEW_KINDS, help="list: only this kind")
    r.add_argument("--new", action="store_true", help="report: make the weekly report now (the seven days to now)")
    r.set_defaults(func=cmd_review)
