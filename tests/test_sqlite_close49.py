"""Closing a SQLite store waits for its background thread to leave its connection: a checkpoint or a recall count
under way ends first, and none starts after. Closing a connection under a running statement crashes the process
(a segfault in libsqlite3, seen once in CI in `_checkpoint` while a test's store was closed)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

import jiyi.store._sqlite_background as background
from jiyi import FixedClock, Memory
from jiyi.store._sqlite_background import Background

from .conftest import T0


def test_stop_waits_for_a_checkpoint_under_way_and_none_starts_after(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(background, "CHECKPOINT_EVERY", 1)
    started, release = threading.Event(), threading.Event()
    calls: list[str] = []

    def checkpoint() -> None:
        calls.append("checkpoint")
        started.set()
        release.wait(10)
        calls.append("done")

    bg = Background(lambda batch: None, checkpoint)
    bg.committed()
    assert started.wait(10)
    stopper = threading.Thread(target=bg.stop)
    stopper.start()
    stopper.join(0.3)
    assert stopper.is_alive()  # still waiting: the checkpoint holds the connection
    release.set()
    stopper.join(10)
    assert not stopper.is_alive()
    assert calls == ["checkpoint", "done"]
    bg.committed()  # after stop: nothing runs any more
    assert calls == ["checkpoint", "done"]


def test_closing_a_busy_store_while_checkpoints_run_never_crashes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(background, "CHECKPOINT_EVERY", 1)  # a checkpoint after every commit
    for i in range(20):
        mem = Memory(tmp_path / f"m{i}.db", embedder="hash", clock=FixedClock(T0))
        topic = mem.topics.create("u", "chat")
        for n in range(5):
            mem.messages.add(topic.id, "user", f"我表哥今年{30 + n}岁 / my cousin is {30 + n}")
        mem.close()  # with a checkpoint likely under way on the background thread
    again = Memory(tmp_path / "m0.db", embedder="hash", clock=FixedClock(T0))
    assert len(again.messages.list(again.topics.list("u")[0].id)) == 5
    again.close()
