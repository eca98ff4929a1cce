"""Memory quality on the default path: what jiyi distils from a conversation, and what `context()` hands over.

Data: LoCoMo (snap-research/LoCoMo, CC BY-NC 4.0), read in place from ``../shared/bench-data`` (or
``--data`` / ``$JIYI_BENCH_DATA``), never copied into the repo.

Each conversation is ingested twice, once per speaker as the user: that speaker's turns are role
``user``, the other speaker's ``assistant``, with no speaker labels in the text (a shared photo's caption
is appended as ``" [shares a photo: caption]"``). Every session is one topic, added on its date
(`FixedClock`) with `messages.add_many`, then `Memory.extract` is called on it, all through the public
API with the defaults (offline extractor, bundled embedder) unless ``--extractor`` names an LLM.

Figures, per speaker-user and summed over them:

- observation coverage: share of the speaker's annotated observations (``observation`` in the data,
  each linked to evidence turns) whose evidence turn is among the `message_ids` of a current memory;
- grounded precision: share of current memories (episodes excluded: they summarise a session) whose
  `message_ids` include an evidence turn of one of that speaker's observations in that session;
- memories per 100 user messages (episodes excluded);
- `context()` evidence hit rate: the questions (categories 1-4; a question is asked for the speaker
  it names, or for both when it names neither or both) whose `context()` block holds anything sourced
  from an evidence turn: a memory or summary whose `message_ids` include one, or a quoted excerpt of
  one; target ≥ 0.70;
- empty blocks: questions whose `context()` block is empty (target 0);
- the question figures per category as well.

Usage (from the repo root; PYTHONPATH=src unless jiyi is installed)::

    python bench/memory.py --smoke                      # 1 conversation, 4 sessions, a few questions
    python bench/memory.py --conversations 2            # a quick subset
    python bench/memory.py                              # all 10 conversations
    python bench/memory.py --extractor openai:gpt-4o-mini --conversations 1
    python bench/memory.py --extractor "vllm:Qwen2.5-7B@http://127.0.0.1:8000/v1" --json out.json

``--extractor`` takes the spec `Memory(extractor=...)` takes (``offline``, or ``provider:model[@base_url]``
with the key in JIYI_LLM_API_KEY or the provider's own variable). It is a benchmark, not a test: it
exits 0 whatever the figures (non-zero only on errors).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

try:
    import jiyi
except ImportError:  # running from a checkout without `pip install -e .`
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    import jiyi

from datasets import LOCOMO_CATEGORIES, data_dir, parse_evidence

from jiyi import ContextBlock, FixedClock, Memory
from jiyi.extractors._guarded import failure_counts
from jiyi.store import MemoryFilter

HIT_TARGET = 0.70
_SESSION_KEY = re.compile(r"session_(\d+)")


def log(*parts: object) -> None:
    """Progress goes to stderr so stdout holds only the tables."""
    print(*parts, file=sys.stderr, flush=True)


@dataclass(frozen=True, slots=True)
class Question:
    """A LoCoMo question with its valid evidence turns."""

    text: str
    category: str
    evidence: frozenset[str]


@dataclass(slots=True)
class Conversation:
    """One LoCoMo sample: dated sessions of (turn id, speaker, text), observations, questions."""

    id: str
    speakers: tuple[str, str]
    sessions: list[tuple[int, datetime, list[tuple[str, str, str]]]]
    observations: dict[str, list[tuple[int, frozenset[str]]]]  # speaker -> (session, evidence turns)
    questions: list[Question]


@dataclass(slots=True)
class UserResult:
    """Figures of one speaker as the user."""

    user: str
    user_messages: int = 0
    memories: int = 0
    episodes: int = 0
    grounded: int = 0
    observations: int = 0
    covered: int = 0
    sample: list[str] = field(default_factory=list)  # a few memories as written, to read the phrasing
    per_question: list[dict[str, Any]] = field(default_factory=list)


def _turn_text(turn: dict[str, Any]) -> str:
    text = str(turn["text"])
    if turn.get("blip_caption"):
        text += f" [shares a photo: {turn['blip_caption']}]"
    return text


def load(data: Path, conversations: int | None, sessions: int | None, questions: int | None) -> list[Conversation]:
    """LoCoMo conversations cut to the first N conversations / sessions / questions."""
    with (data / "locomo" / "locomo10.json").open(encoding="utf-8") as f:
        samples = json.load(f)[:conversations]
    out: list[Conversation] = []
    for sample in samples:
        conv = sample["conversation"]
        keys = sorted((k for k in conv if _SESSION_KEY.fullmatch(k)), key=lambda k: int(k.split("_")[1]))[:sessions]
        dated = []
        for key in keys:
            when = datetime.strptime(conv[f"{key}_date_time"], "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)
            turns = [(str(t["dia_id"]), str(t["speaker"]), _turn_text(t)) for t in conv[key]]
            dated.append((int(key.split("_")[1]), when, turns))
        known = {tid for _, _, turns in dated for tid, _, _ in turns}
        kept = {n for n, _, _ in dated}
        speakers = (str(conv["speaker_a"]), str(conv["speaker_b"]))
        observations: dict[str, list[tuple[int, frozenset[str]]]] = {s: [] for s in speakers}
        for key, by_speaker in sample["observation"].items():
            n = int(key.split("_")[1])
            if n not in kept:
                continue
            for speaker, facts in by_speaker.items():
                for fact in facts:
                    raw = fact[1] if isinstance(fact[1], list) else [fact[1]]
                    ev, _ = parse_evidence(raw, known)
                    if ev and speaker in observations:
                        observations[speaker].append((n, frozenset(ev)))
        asked: list[Question] = []
        for q in sample["qa"]:
            if q.get("category") not in LOCOMO_CATEGORIES:
                continue
            ev, _ = parse_evidence(q.get("evidence"), known)
            if ev:
                asked.append(Question(str(q["question"]), LOCOMO_CATEGORIES[int(q["category"])], frozenset(ev)))
        out.append(Conversation(str(sample["sample_id"]), speakers, dated, observations, asked[:questions]))
    return out


def _first_name(speaker: str) -> str:
    return speaker.split()[0].lower()


def asked_of(q: Question, speakers: tuple[str, str]) -> list[str]:
    """The speakers a question is asked for: the one it names, or both when it names neither or both."""
    named = [s for s in speakers if re.search(rf"\b{re.escape(_first_name(s))}\b", q.text.lower())]
    return named if len(named) == 1 else list(speakers)


def sources(block: ContextBlock, mem: Memory | None = None, user: str = "") -> set[str]:
    """jiyi message ids everything in the block was drawn from: memories, core facts, summaries, excerpts and (with
    `mem` to read them) the memories the people and things lines rest on."""
    ids: set[str] = set()
    for hit in block.memories:
        if hit.memory is not None:
            ids.update(hit.memory.message_ids)
    for rec in block.core:
        ids.update(rec.message_ids)
    if mem is not None and block.people_memory_ids:
        for rec in mem.store.get_memories(user, list(block.people_memory_ids)):
            ids.update(rec.message_ids)
    for s in block.summaries:
        ids.update(s.message_ids)
    for hit in getattr(block, "excerpts", ()):  # quoted raw messages, when the build has them
        if hit.message is not None:
            ids.add(hit.message.id)
    return ids


def ingest(
    mem: Memory, clock: FixedClock, user: str, sessions: Sequence[tuple[datetime, Sequence[tuple[str, str]]]]
) -> list[str]:
    """Each session of (role, text) turns as one topic added on its date and extracted half an hour later;
    returns the message ids in the order of the turns."""
    ids: list[str] = []
    for when, turns in sessions:
        clock.set(when)
        topic = mem.topics.create(user, title=f"{when:%Y-%m-%d}")
        ids += [m.id for m in mem.messages.add_many(topic.id, [(role, text, when) for role, text in turns])]
        clock.set(when + timedelta(minutes=30))
        mem.extract(topic.id, user_id=user)
    return ids


def run_user(
    conv: Conversation,
    speaker: str,
    folder: Path,
    extractor: str,
    ask: Callable[[Question, tuple[str, str]], list[str]] = asked_of,
) -> UserResult:
    """Ingest the conversation with `speaker` as the user, extract each session, score it; the questions asked
    are those `ask` gives to this speaker."""
    clock = FixedClock(conv.sessions[0][1])
    user = f"{conv.id}-{_first_name(speaker)}"
    mem = Memory(folder / f"{user}.db", extractor=extractor, clock=clock)
    res = UserResult(user=user)
    try:
        sessions = [
            (when, [("user" if who == speaker else "assistant", text) for _, who, text in turns])
            for _, when, turns in conv.sessions
        ]
        turn_ids = [tid for _, _, turns in conv.sessions for tid, _, _ in turns]
        to_turn = dict(zip(ingest(mem, clock, user, sessions), turn_ids, strict=True))
        res.user_messages = sum(1 for _, turns in sessions for role, _ in turns if role == "user")
        current = mem.store.list_memories(user, MemoryFilter(current_only=True), limit=1_000_000)
        facts = [m for m in current if m.type != "episode"]
        res.episodes = len(current) - len(facts)
        res.memories = len(facts)
        res.sample = [m.content for m in facts[:: max(1, len(facts) // 8)]][:8]
        cited = {to_turn[i] for m in current for i in m.message_ids if i in to_turn}
        obs = conv.observations[speaker]
        res.observations = len(obs)
        res.covered = sum(1 for _, ev in obs if ev & cited)
        evidence_turns = {t for _, ev in obs for t in ev}
        res.grounded = sum(1 for m in facts if {to_turn.get(i) for i in m.message_ids} & evidence_turns)
        clock.set(conv.sessions[-1][1] + timedelta(days=1))
        for q in conv.questions:
            if speaker not in ask(q, conv.speakers):
                continue
            block = mem.context(user, q.text)
            got = {to_turn[i] for i in sources(block, mem, user) if i in to_turn}
            res.per_question.append(
                {"question": q.text, "category": q.category, "hit": bool(got & q.evidence), "empty": not block.text}
            )
    finally:
        mem.close()
    return res


def _share(num: int, den: int) -> str:
    return f"{num / den:.3f}" if den else "-"


def print_reader_failures() -> None:
    """Entity readers that raised during the run: `guarded` keeps them from losing the message, so without this
    line a broken reader only shows as figures that dropped for no visible reason."""
    failed = failure_counts()
    if failed:
        print(f"\n- entity readers that raised (figures above are missing what they read): {failed}")


def print_table(title: str, header: list[str], rows: list[list[str]]) -> None:
    """A Markdown table (readable in a terminal, pasteable into docs)."""
    print(f"\n### {title}\n")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


def summarise(results: list[UserResult]) -> dict[str, Any]:
    """Overall and per-category figures over all speaker-users."""
    qs = [q for r in results for q in r.per_question]
    um = sum(r.user_messages for r in results)
    mems = sum(r.memories for r in results)
    overall = {
        "observation_coverage": sum(r.covered for r in results) / max(1, sum(r.observations for r in results)),
        "grounded_precision": sum(r.grounded for r in results) / mems if mems else 0.0,
        "memories_per_100_user_messages": 100 * mems / um if um else 0.0,
        "episodes": sum(r.episodes for r in results),
        "context_hit_rate": statistics.fmean(q["hit"] for q in qs) if qs else 0.0,
        "empty_blocks": sum(q["empty"] for q in qs),
        "questions": len(qs),
    }
    cats = sorted({q["category"] for q in qs})
    by_cat = {
        c: {
            "questions": sum(1 for q in qs if q["category"] == c),
            "context_hit_rate": statistics.fmean(q["hit"] for q in qs if q["category"] == c),
            "empty_blocks": sum(q["empty"] for q in qs if q["category"] == c),
        }
        for c in cats
    }
    return {"overall": overall, "by_category": by_cat}


def add_common_options(p: argparse.ArgumentParser) -> None:
    """--extractor, --data and --json, as every LoCoMo benchmark takes them."""
    p.add_argument(
        "--extractor",
        default="offline",
        help="'offline' (default) or an LLM spec as Memory(extractor=...) takes, e.g. openai:gpt-4o-mini "
        "or 'vllm:MODEL@http://127.0.0.1:8000/v1' (key in JIYI_LLM_API_KEY)",
    )
    p.add_argument("--data", default=None, help="bench-data folder (default: ../shared/bench-data)")
    p.add_argument("--json", default=None, help="write all figures, per question too, to this file")


def one_blas_thread(script: str, argv: Sequence[str] | None) -> None:
    """Run `script` again with one BLAS thread unless it already has it: same figures, less contention."""
    if "OPENBLAS_NUM_THREADS" not in os.environ:
        env = {**os.environ, "OPENBLAS_NUM_THREADS": "1"}
        os.execve(sys.executable, [sys.executable, script, *(argv if argv is not None else sys.argv[1:])], env)


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--smoke", action="store_true", help="1 conversation, 4 sessions, 12 questions: a CI check")
    p.add_argument("--conversations", type=int, default=None, help="keep the first N conversations (of 10)")
    p.add_argument("--sessions", type=int, default=None, help="keep the first N sessions of each conversation")
    p.add_argument("--questions", type=int, default=None, help="keep the first N questions of each conversation")
    add_common_options(p)
    args = p.parse_args(argv)
    one_blas_thread(__file__, argv)
    if args.smoke:
        args.conversations = args.conversations or 1
        args.sessions = args.sessions or 4
        args.questions = args.questions or 12
    started = time.perf_counter()
    convs = load(data_dir(args.data), args.conversations, args.sessions, args.questions)
    print(f"# jiyi {jiyi.__version__} memory benchmark — {datetime.now():%Y-%m-%d %H:%M}, extractor {args.extractor}")
    results: list[UserResult] = []
    with tempfile.TemporaryDirectory(prefix="jiyi-memory-") as tmp:
        for conv in convs:
            for speaker in conv.speakers:
                t0 = time.perf_counter()
                results.append(run_user(conv, speaker, Path(tmp), args.extractor))
                log(f"  {results[-1].user}: {len(conv.sessions)} sessions in {time.perf_counter() - t0:.0f} s")
    figures = summarise(results)
    o = figures["overall"]
    sizes = (
        f"{len(convs)} conversations, {sum(len(c.sessions) for c in convs)} sessions, "
        f"{len(results)} speaker-users, {o['questions']} questions asked"
    )
    rows = [
        [
            r.user,
            _share(r.covered, r.observations),
            _share(r.grounded, r.memories),
            f"{100 * r.memories / r.user_messages:.1f}" if r.user_messages else "-",
            _share(sum(q["hit"] for q in r.per_question), len(r.per_question)),
            str(sum(q["empty"] for q in r.per_question)),
        ]
        for r in results
    ]
    rows.append(
        [
            "**all**",
            f"{o['observation_coverage']:.3f}",
            f"{o['grounded_precision']:.3f}",
            f"{o['memories_per_100_user_messages']:.1f}",
            f"{o['context_hit_rate']:.3f}" + (" PASS" if o["context_hit_rate"] >= HIT_TARGET else " MISS"),
            str(o["empty_blocks"]) + (" PASS" if o["empty_blocks"] == 0 else " MISS"),
        ]
    )
    header = [
        "user",
        "observation coverage",
        "grounded precision",
        "memories / 100 user msgs",
        f"context() hit rate (≥ {HIT_TARGET:g})",
        "empty blocks (0)",
    ]
    print_table(f"LoCoMo, each speaker as the user — {sizes}", header, rows)
    crow = [
        [c, str(f["questions"]), f"{f['context_hit_rate']:.3f}", str(f["empty_blocks"])]
        for c, f in figures["by_category"].items()
    ]
    print_table("context() by question category", ["category", "questions", "hit rate", "empty blocks"], crow)
    print(f"\n- episodes (session summaries, not counted as memories above): {o['episodes']}")
    print_reader_failures()
    print(f"\ntotal runtime {time.perf_counter() - started:.0f} s")
    if args.json:
        out = {
            "extractor": args.extractor,
            "sizes": sizes,
            **figures,
            "users": [asdict(r) for r in results],
        }
        Path(args.json).write_text(json.dumps(out, ensure_ascii=False, indent=1), encoding="utf-8")
        log(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
