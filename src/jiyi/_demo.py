"""`jiyi demo`: a bundled bilingual multi-session conversation, distilled and recalled offline.

Time is replayed: three minutes after each topic's last message the background lifecycle runs one tick,
as `jiyi worker` would once the topic went silent (distillation, the episode summary, the profile, decay,
review, reminders), and the questions are asked on 2026-11-20, after the last topic.
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
import time
from datetime import datetime, timedelta
from importlib import resources
from pathlib import Path
from typing import Any

from ._clock import FixedClock
from ._context import TYPE_LABELS
from ._memory import Memory
from ._models import HistoryEntry, MemoryState

__all__ = ["load_demo", "run_demo"]

_TYPE_ORDER = ("manual", "personal", "person", "preference", "fact", "lesson", "plan", "todo", "event")
ASK_AT = datetime.fromisoformat("2026-11-20T09:00:00+08:00")


def load_demo() -> dict[str, Any]:
    """The bundled demo conversation (topics, messages, questions)."""
    text = resources.files("jiyi").joinpath("data/demo_conversation.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def _say(text: str = "") -> None:
    print(text, flush=True)


def _tick_line(entries: list[HistoryEntry]) -> tuple[str, list[str]]:
    """One line for what a lifecycle tick changed, and the notable changes to print under it."""
    mine = [h for h in entries if h.actor != "lifecycle"]
    added = sum(h.event == "add" for h in mine)
    updated = [h for h in mine if h.event == "update"]
    deleted = [h for h in mine if h.event == "delete"]
    parts = [f"+{added} added"]
    if updated:
        parts.append(f"{len(updated)} updated")
    if deleted:
        parts.append(f"{len(deleted)} deleted")
    background = [h for h in entries if h.actor == "lifecycle"]
    if any(h.event == "add" and h.reason == "episode summary" for h in background):
        parts.append("episode summary written")
    for label, event in (("promoted to core", "supersede"), ("decayed", "decay"), ("forgotten", "forget")):
        n = sum(h.event == event for h in background)
        if n:
            parts.append(f"{n} {label}")
    notes = [f"updated: {h.old_content}  ->  {h.new_content}" for h in updated]
    notes += [f"deleted at the user's request (restorable): {h.old_content}" for h in deleted]
    return ", ".join(parts), notes


def run_demo(db: str | None = None, keep: bool = False) -> int:
    """Run the demo; returns a process exit code."""
    data = load_demo()
    user = str(data["user_id"])
    folder = None
    if db is None:
        folder = tempfile.mkdtemp(prefix="jiyi-demo-")
        db = str(Path(folder) / "demo.db")
    elif Path(db).expanduser().exists():
        print(f"jiyi: error: {db} exists; the demo needs a new file (pick another --db)", file=sys.stderr)
        return 2
    first = datetime.fromisoformat(data["topics"][0]["messages"][0]["created_at"])
    clock = FixedClock(first)

    _say("jiyi demo — offline: bundled embedder, rules + a learned selector, one SQLite file, no API key")
    _say(f"database: {db}")
    started = time.perf_counter()
    _say("loading the bundled multilingual embedder (about 2 s the first time)...")
    mem = Memory(db, clock=clock)
    mem.embedder.embed(["warm up"])
    _say(f"  ready in {time.perf_counter() - started:.1f} s")
    try:
        _say("")
        _say(f"1. Ingesting {len(data['topics'])} conversations with {user} and distilling each one")
        for i, topic in enumerate(data["topics"], start=1):
            msgs = topic["messages"]
            clock.set(datetime.fromisoformat(msgs[0]["created_at"]))
            t = mem.topics.create(user, topic["title"])
            mem.messages.add_many(t.id, [(m["role"], m["content"], m["created_at"]) for m in msgs])
            clock.set(datetime.fromisoformat(msgs[-1]["created_at"]) + timedelta(minutes=3))
            tick = clock.now()
            report = mem.run_due()
            line, notes = _tick_line([h for h in mem.store.list_all_history(user) if h.created_at >= tick])
            day = msgs[0]["created_at"][:10]
            _say(f"  [{i}/{len(data['topics'])}] {day} {topic['title']} — {len(msgs)} messages: {line}")
            for note in notes:
                _say(f"        {note}")
            for todo in report.reminders:
                _say(f"        reminder sent: {todo.memory.content}")

        clock.set(ASK_AT)
        mem.run_due()  # the worker keeps ticking until the questions are asked
        _say("")
        _say("2. What jiyi remembers (current memories, by type)")
        memories = mem.list(user, limit=500)
        by_type: dict[str, list[str]] = {}
        for m in memories:
            by_type.setdefault(m.type, []).append(
                m.content
                + (f"  (due {m.due_at:%Y-%m-%d})" if m.due_at and f"{m.due_at:%Y-%m-%d}" not in m.content else "")
            )
        for t_ in sorted(by_type, key=lambda x: _TYPE_ORDER.index(x) if x in _TYPE_ORDER else 99):
            _say(f"  {TYPE_LABELS['zh'].get(t_, t_)} / {t_}")
            for line in by_type[t_]:
                _say(f"    - {line}")
        hidden = mem.count(user, states=[MemoryState.DELETED, MemoryState.FORGOTTEN], current_only=False)
        superseded = sum(1 for m in mem.list(user, current_only=False, limit=500) if m.superseded_by)
        _say(
            f"  ({len(memories)} current; {superseded} older versions kept in history; {hidden} deleted but restorable)"
        )

        _say("")
        _say(f"3. Recall on {ASK_AT:%Y-%m-%d}: top memories for follow-up questions")
        for q in data["questions"]:
            hits = mem.search(user, q["query"], k=3, record_access=False)
            _say(f"  Q: {q['query']}")
            for h in hits:
                _say(f"     {h.score:.2f}  {h.content}")
            if not hits:
                _say("     (nothing)")

        _say("")
        versions = mem.store.list_profiles(user)
        _say(f"4. The profile jiyi keeps in the background (version {len(versions)}; every version is kept)")
        for line in mem.profile(user).splitlines():
            _say(f"   | {line}")
        _say("")
        for question in ("帮我写个读取缓存的接口", "Any tips for my trip to 苏州?"):
            block = mem.context(user, question)
            _say(f"5. The system-prompt block for {question!r} ({block.tokens}/{block.budget} tokens):")
            for line in (block.text or "(empty)").splitlines():
                _say(f"   | {line}")
            _say("")
        _say(
            f"done in {time.perf_counter() - started:.1f} s. Try: jiyi search --db {db} --user {user} '猫'"
            if keep or folder is None
            else f"done in {time.perf_counter() - started:.1f} s."
        )
    finally:
        mem.close()
        if folder is not None and not keep:
            shutil.rmtree(folder, ignore_errors=True)
    return 0
