"""Shared fixtures: real SQLite files in tmp_path, the real bundled embedder, a controllable clock."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory
from jiyi.embedders import USEEmbedder

pytest_plugins = ["tests.openai_stub"]

T0 = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)  # a Friday


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
def mem(tmp_path: Path, embedder: USEEmbedder, clock: FixedClock) -> Iterator[Memory]:
    """A Memory on a fresh SQLite file with the offline extractor (the embedded default)."""
    m = Memory(tmp_path / "jiyi.db", embedder=embedder, clock=clock)
    yield m
    m.close()
