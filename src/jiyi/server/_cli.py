"""`jiyi serve` and `jiyi keys create|list|revoke`, added to the main parser by `add_server_commands`."""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from datetime import UTC, datetime
from types import FrameType
from typing import Any

from .._errors import UserError
from .._memory import DEFAULT_PATH

__all__ = ["add_server_commands"]


def _db_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--db",
        default=os.environ.get("JIYI_DB", DEFAULT_PATH),
        help="SQLite file or postgresql:// URL (default %(default)s)",
    )


def _keystore(db: str, store: Any = None) -> Any:
    """The API keys of the database `db` (a SQLite path or a PostgreSQL URL), migrated first."""
    from ..store._open import is_postgres_url, open_store
    from ._keys import KeyStore, PgKeyStore

    if is_postgres_url(db):
        return PgKeyStore(store if store is not None else open_store(db, now=datetime.now(UTC)))
    open_store(db, now=datetime.now(UTC)).close()  # creates the file and applies migrations (the api_keys table)
    return KeyStore(db)


def _shown(db: str) -> str:
    from ..store._open import redact

    return redact(db)


def cmd_keys_create(args: argparse.Namespace) -> int:
    keys = _keystore(args.db)
    secret, key = keys.create(
        user_id=None if args.admin else args.user, admin=args.admin, name=args.name or "", now=datetime.now(UTC)
    )
    who = "admin (acts for the user named in X-Jiyi-User)" if key.admin else f"user {key.user_id}"
    print(secret)
    print(f"key {key.id} for {who}; shown once, only its hash is stored", file=sys.stderr)
    return 0


def cmd_keys_list(args: argparse.Namespace) -> int:
    keys = _keystore(args.db)
    rows = keys.list(include_revoked=args.all)
    if not rows:
        print("no keys; create one with `jiyi keys create --user NAME`")
    for k in rows:
        who = "admin" if k.admin else f"user {k.user_id}"
        state = f"  revoked {k.revoked_at:%Y-%m-%d}" if k.revoked_at else ""
        print(f"{k.id}  {k.prefix}…  {who}  {k.name or '-'}  created {k.created_at:%Y-%m-%d}{state}")
    return 0


def cmd_keys_revoke(args: argparse.Namespace) -> int:
    key = _keystore(args.db).revoke(args.key_id, now=datetime.now(UTC))
    print(f"revoked {key.id}")
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        import fastapi  # noqa: F401
        import fastapi_offline  # noqa: F401
        import uvicorn
    except ImportError as exc:
        missing = exc.name or "fastapi"
        hint = "pip install 'jiyi[server]'"
        raise UserError(f"jiyi serve needs the server extra ({missing} is missing): {hint}") from exc

    from .._cli_common import open_memory
    from ._app import create_app
    from ._auth import AuthConfig
    from ._events import EventBus
    from ._proxy import Upstream
    from ._webhooks import WebhookDispatcher

    if args.extract_seconds <= 0:
        raise UserError("--extract-seconds must be a positive number of seconds")
    mem = open_memory(args)
    if args.open:
        print(
            "WARNING: OPEN MODE — no API key is checked; anyone who can reach this port can read and change "
            "every user's memories. Use only on a trusted machine.",
            file=sys.stderr,
        )
        auth = AuthConfig(open=True, rate_limit_per_minute=args.rate_limit, allowed_hosts=args.allowed_host or ())
    else:
        auth = AuthConfig(keys=_keystore(args.db, mem.store), rate_limit_per_minute=args.rate_limit)
    upstream = Upstream(args.upstream, api_key=os.environ.get(args.upstream_key_env)) if args.upstream else None
    bus = EventBus()
    hooks: list[WebhookDispatcher] = []
    env_url = os.environ.get("JIYI_WEBHOOK_URL")
    urls: list[str] = args.webhook or ([env_url] if env_url else [])
    if urls:
        secret = os.environ.get(args.webhook_secret_env, "")
        if not secret:
            raise UserError(f"--webhook needs a signing secret: set {args.webhook_secret_env}")
        # One dispatcher (thread, cursor) per receiver; every URL is checked before any starts.
        hooks = [WebhookDispatcher(url, secret, mem.store, interval=5.0) for url in dict.fromkeys(urls)]
        for hook in hooks:
            bus.listeners.append(hook.start())
    app = create_app(
        mem,
        upstream=upstream,
        auth=auth,
        cors_origins=args.cors or (),
        max_body_bytes=args.max_body,
        max_import_bytes=args.max_import_body,
        bus=bus,
    )
    app.state.extract_seconds = args.extract_seconds
    worker = None
    if args.worker_interval > 0:
        from ..lifecycle import LifecyclePolicy, Worker

        worker = Worker(mem, LifecyclePolicy(tick_seconds=args.worker_interval)).start()
    print(f"jiyi serving {_shown(args.db)} on http://{args.host}:{args.port} (OpenAPI at /docs)", file=sys.stderr)
    if threading.current_thread() is threading.main_thread():
        # uvicorn re-raises SIGTERM once it has shut down; with the default action the process would die
        # there, before the `finally` below stops the worker and the webhooks, whose leases would then hold
        # a restarted server back until they expire. Leave through SystemExit instead.
        signal.signal(signal.SIGTERM, _exit_on_sigterm)
    try:
        uvicorn.run(app, host=args.host, port=args.port, log_level="info")
    finally:
        if worker is not None:
            worker.stop()
        for hook in hooks:
            hook.close()
        mem.close()
    return 0


def _exit_on_sigterm(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(0)


def add_server_commands(sub: Any) -> None:
    """Add `serve` and `keys` to the `jiyi` sub-command parsers."""
    from .._cli_common import add_timezone_option, add_window_options

    s = sub.add_parser("serve", help="REST API + OpenAI-compatible chat proxy (needs jiyi[server])")
    _db_arg(s)
    s.add_argument("--host", default="127.0.0.1")
    s.add_argument("--port", type=int, default=8765)
    s.add_argument("--upstream", default=os.environ.get("JIYI_UPSTREAM"), help="OpenAI-compatible API root to proxy")
    s.add_argument("--upstream-key-env", default="JIYI_UPSTREAM_API_KEY", help="env var holding the upstream key")
    s.add_argument("--open", action="store_true", help="accept requests without API keys (trusted machines only)")
    s.add_argument(
        "--allowed-host",
        action="append",
        help="with --open: a Host name to answer besides localhost and loopback addresses (repeatable)",
    )
    s.add_argument("--cors", action="append", help="allowed browser origin (repeatable)")
    s.add_argument("--max-body", type=int, default=2_000_000, help="largest request body in bytes")
    s.add_argument(
        "--max-import-body", type=int, default=64_000_000, help="largest body of POST /api/import (an export) in bytes"
    )
    s.add_argument("--rate-limit", type=int, default=600, help="requests per minute per key (0: no limit)")
    s.add_argument(
        "--extract-seconds",
        type=float,
        default=30.0,
        help="longest wait on the model for an on-demand extraction (then 504; the worker goes on)",
    )
    s.add_argument("--embedder", default=None)
    s.add_argument("--extractor", default=None)
    add_window_options(s)
    add_timezone_option(s)
    s.add_argument(
        "--webhook",
        action="append",
        metavar="URL",
        help="POST every memory event here (repeatable; default $JIYI_WEBHOOK_URL)",
    )
    s.add_argument(
        "--webhook-secret-env", default="JIYI_WEBHOOK_SECRET", help="env var holding the webhook signing secret"
    )
    s.add_argument(
        "--worker-interval",
        type=float,
        default=30.0,
        help="seconds between background lifecycle ticks in this process (0: none; run `jiyi worker` instead)",
    )
    s.set_defaults(func=cmd_serve)

    k = sub.add_parser("keys", help="API keys of the server: create, list, revoke")
    ksub = k.add_subparsers(dest="keys_command", metavar="ACTION", required=True)
    c = ksub.add_parser("create", help="create a key (printed once)")
    _db_arg(c)
    who = c.add_mutually_exclusive_group(required=True)
    who.add_argument("--user", help="bind the key to this user")
    who.add_argument("--admin", action="store_true", help="a key that may act for any user")
    c.add_argument("--name", help="a label, such as the app using the key")
    c.set_defaults(func=cmd_keys_create, user_policy="own")  # no user given: an admin key, never a default user
    li = ksub.add_parser("list", help="list keys (never the keys themselves)")
    _db_arg(li)
    li.add_argument("--all", action="store_true", help="include revoked keys")
    li.set_defaults(func=cmd_keys_list)
    r = ksub.add_parser("revoke", help="revoke a key at once")
    _db_arg(r)
    r.add_argument("key_id")
    r.set_defaults(func=cmd_keys_revoke)
