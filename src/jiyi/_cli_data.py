"""`jiyi export` and `jiyi import`: one user's data as JSON lines (the format of `jiyi._export`), to and from a
file or stdout / stdin, and the import of a chat log of OpenAI-style messages (`jiyi._chatlog`) into topics."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from pathlib import Path
from typing import IO, Any

from ._chatlog import ChatLog, read_chat_log
from ._cli_common import UsageError, count, open_memory, progress, require_user
from ._errors import JiyiError, ValidationError
from ._export import EXPORT_KIND, import_user
from ._memory import Memory

__all__ = ["add_data_commands"]

#: Messages written per transaction in a chat import: small enough for the bar to move, large enough to batch
#: the embedder.
_CHUNK = 128
#: Skipped lines named in the summary; the rest are counted.
_SHOWN = 5


def cmd_export(args: argparse.Namespace) -> int:
    with open_memory(args) as mem:
        user = require_user(args, mem, "jiyi export")
        kinds: Counter[str] = Counter()
        target = None if args.output in (None, "-") else Path(args.output).expanduser()
        partial = target.with_name(target.name + ".partial") if target else None
        # A file is written beside its name and renamed at the end: a failed export never leaves a
        # truncated file that looks like a backup.
        with progress(f"exporting {user}", None) as bar:
            out: IO[bytes] = _create(partial) if partial else sys.stdout.buffer
            try:
                for line in mem.export_user(user):
                    out.write(line.encode("utf-8") + b"\n")
                    kinds[_kind(line)] += 1
                    bar.advance()
            except BaseException:
                if partial:
                    out.close()
                    partial.unlink(missing_ok=True)
                raise
            if partial and target:
                out.close()
                os.replace(partial, target)
            else:
                out.flush()
        parts = [count(kinds[k], one, many) for k, one, many, _ in _KINDS if kinds[k]]
        where = f" to {target}" if target else ""
        what = ", ".join(parts) if parts else f"nothing (user {user!r} has no data here)"
        print(f"exported user {user!r}: {what}{where}", file=sys.stderr)
    return 0


#: Each kind of export line: its `kind`, how to count it, and its field in `ImportReport`.
_KINDS = (
    ("topic", "topic", "topics", "topics"),
    ("message", "message", "messages", "messages"),
    ("memory", "memory", "memories", "memories"),
    ("history", "history entry", "history entries", "history"),
    ("settings", "settings", "settings", "settings"),
    ("profile", "profile version", "profile versions", "profiles"),
)


def _kind(line: str) -> str:
    # Every export line starts with its kind (`_export._dump` puts it first); no need to parse the whole line.
    head = line[: line.find(",")] if "," in line else line
    return head.split('"')[3] if head.count('"') >= 4 else "?"


def _create(path: Path) -> IO[bytes]:
    try:
        return path.open("wb")
    except OSError as exc:
        raise ValidationError(f"cannot write {path.parent / path.stem}: {exc.strerror}", field="output") from None


def _read(source: str) -> str:
    """The whole input as text: a file, or stdin for "-" (read as UTF-8 whatever the locale)."""
    if source == "-":
        data = sys.stdin.buffer.read()
    else:
        path = Path(source).expanduser()
        if not path.is_file():
            raise ValidationError(f"{source}: no such file", field="file")
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise ValidationError(f"cannot read {source}: {exc.strerror}", field="file") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ValidationError(f"{source}: not UTF-8 text (byte {exc.start}); save it as UTF-8", field="file") from None


def _is_export(text: str) -> bool:
    first = next((line for line in text.splitlines() if line.strip()), "")
    try:
        head = json.loads(first)
    except (ValueError, RecursionError):
        return False
    return isinstance(head, dict) and head.get("kind") == EXPORT_KIND


def cmd_import(args: argparse.Namespace) -> int:
    text = _read(args.file)
    chat = args.chat or not _is_export(text)
    if not chat and (args.topic or args.title):
        raise UsageError("--topic and --title are for a chat log; this file is a jiyi export")
    with open_memory(args) as mem:
        return _import_chat(mem, args, text) if chat else _import_export(mem, args, text)


def _import_export(mem: Memory, args: argparse.Namespace, text: str) -> int:
    lines = text.splitlines()
    owner = json.loads(next(line for line in lines if line.strip())).get("user_id")
    user = getattr(args, "user", None) or owner
    if not isinstance(user, str) or not user:
        raise ValidationError("the header names no user_id; give --user NAME", field="line 1")
    if user != owner and not args.as_user:
        raise UsageError(f"this is the export of user {owner!r}; add --as-user to import it as {user!r}")
    with progress(f"importing {user}", None) as bar:
        shown = [0]

        def embedded(done: int, total: int) -> None:
            bar.grow(total)
            bar.advance(done - shown[0])
            shown[0] = done

        report = import_user(mem, user, lines, as_user=args.as_user, on_embed=embedded)
    got = [(getattr(report, field), one, many) for _, one, many, field in _KINDS]
    parts = [count(n, one, many) for n, one, many in got if n]
    skipped = f"; {count(report.skipped, 'record')} already present, left as they were" if report.skipped else ""
    print(f"imported into user {user!r}: {', '.join(parts) or 'nothing new'}{skipped}", file=sys.stderr)
    return 0


def _import_chat(mem: Memory, args: argparse.Namespace, text: str) -> int:
    user = require_user(args, mem, "importing a chat log")
    if args.as_user:
        raise UsageError("--as-user is for a jiyi export; a chat log is imported into --user")
    if args.topic and args.title:
        raise UsageError("give --topic ID (add to a conversation) or --title TEXT (name a new one), not both")
    log = read_chat_log(text, limit=mem.max_message_chars)
    if not log.messages:
        raise ValidationError(f"no message to import{_skipped(log)}", field="file")
    target = mem.topics.get(args.topic, user_id=user) if args.topic else None  # not found: before any write
    topics: set[str] = set()
    written = 0
    with progress("importing messages", log.messages) as bar:
        try:
            for i, conv in enumerate(log.conversations, start=1):
                topic = target or mem.topics.create(user, _title(args, conv.title, i, len(log.conversations)))
                topics.add(topic.id)
                for start in range(0, len(conv.messages), _CHUNK):
                    chunk = conv.messages[start : start + _CHUNK]
                    mem.messages.add_many(topic.id, chunk, user_id=user)
                    written += len(chunk)
                    bar.advance(len(chunk))
        except JiyiError as exc:
            # Every message was checked before the first write: this is the database or the embedder failing.
            # Say exactly what is already in, so a second run does not import it twice.
            ids = ", ".join(sorted(topics)) or "-"
            done = f"{count(written, 'message')} into {count(len(topics), 'topic')} ({ids})"
            raise JiyiError(f"{exc}; written before it failed: {done}") from exc
    print(
        f"imported {count(written, 'message')} into {count(len(topics), 'topic')} for user {user!r}{_skipped(log)}",
        file=sys.stderr,
    )
    print("the worker distils them into memories (`jiyi worker --drain` does it now)", file=sys.stderr)
    return 0


def _title(args: argparse.Namespace, own: str, i: int, n: int) -> str:
    base = args.title or own or (Path(args.file).name if args.file != "-" else "imported chat")
    return base if n == 1 or own else f"{base} #{i}"


def _skipped(log: ChatLog) -> str:
    if not log.skipped:
        return ""
    shown = "; ".join(log.skipped[:_SHOWN]) + ("; …" if len(log.skipped) > _SHOWN else "")
    return f"; {count(len(log.skipped), 'message or line', 'messages or lines')} skipped: {shown}"


def add_data_commands(sub: Any, common: argparse.ArgumentParser) -> None:
    """Add `export` and `import` to the `jiyi` sub-command parsers."""
    e = sub.add_parser("export", parents=[common], help="write one user's data as JSON lines (a backup)")
    e.add_argument("-o", "--output", help="file to write (default: stdout)")
    e.set_defaults(func=cmd_export, user_policy="required")

    i = sub.add_parser(
        "import",
        parents=[common],
        help="import a jiyi export, or a chat log of OpenAI-style messages into topics",
        description="FILE is a jiyi export (its user, or --user with --as-user) or a chat log: a JSON list of "
        '{"role": ..., "content": ...} messages, {"messages": [...]}, or JSON lines of either (needs --user).',
    )
    i.add_argument("file", help="the file to import, or - for stdin")
    i.add_argument("--chat", action="store_true", help="read FILE as a chat log (the default unless it is an export)")
    i.add_argument("--topic", help="chat log: add the messages to this existing topic")
    i.add_argument("--title", help="chat log: title of the new topic")
    i.add_argument("--as-user", action="store_true", help="export: import another user's export as --user")
    i.set_defaults(func=cmd_import, user_policy="own")
