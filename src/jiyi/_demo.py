"""`jiyi demo`: a bundled bilingual multi-session conversation, distilled and recalled offline.

Time is replayed: each topic is distilled three minutes after its last message (as the silent-topic
scheduler would), and the questions are asked on 2026-11-20, after the last topic.
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
from ._models import ExtractionReport, MemoryState

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


def _report_line(r: ExtractionReport) -> str:
    parts = [f"+{len(r.added)} added"]
    if r.updated:
        parts.append(f"{len(r.updated)} updated")
    if r.deleted:
        parts.append(f"{len(r.deleted)} deleted")
    if r.boosted:
        parts.append(f"{len(r.boosted)} reinforced")
    if r.skipped:
        parts.append(f"{len(r.skipped)} skipped")
    return ", ".join(parts)


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

    _say("jiyi demo — offline: bundled embedder, rule-based extractor, one SQLite file, no API key")
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
            report = mem.extract(t.id)
            day = msgs[0]["created_at"][:10]
            _say(f"  [{i}/{len(data['topics'])}] {day} {topic['title']} — {len(msgs)} messages: {_report_line(report)}")
            for rec in report.updated:
                old = mem.get(user, rec.supersedes) if rec.supersedes else None
                if old is not None:
                    _say(f"        updated: {old.content}  ->  {rec.content}")
            for rec in report.deleted:
                _say(f"        deleted at the user's request (restorable): {rec.content}")

        clock.set(ASK_AT)
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
        for question in ("帮我写个读取缓存的接口", "Any tips for my trip to 苏州?"):
            block = mem.context(user, question)
            _say(f"4. The system-prompt block for {question!r} ({block.tokens}/{block.budget} tokens):")
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
