"""Dataset adapters for the recall benchmark (`bench/recall.py`).

Every adapter turns a third-party conversation dataset into one shape, `Dataset`:

- users, each holding dated sessions of turns (ingested as messages) and/or dated memories
  (ingested as manual memories), every turn and memory carrying the dataset's own id;
- queries, each with the ids (turn ids or memory ids) a good recall should return.

A new dataset is one function that returns a `Dataset`. The data is read in place from
`../shared/bench-data/` (or `--data` / `$JIYI_BENCH_DATA`) and never copied into the repo.

Adapters:

- `locomo()`: LoCoMo (snap-research/LoCoMo). Every turn is a message ``"Speaker: text"``, with the
  shared image's caption appended as ``" [shares a photo: caption]"`` when the turn has one; the
  session's date is the message's `created_at`. Queries are the questions of categories 1-4,
  expected ids are their evidence dialogue ids (``D1:3``). Malformed evidence ids are repaired when
  they still name a turn (``"D8:6; D9:17"`` -> two ids, ``D30:05`` -> ``D30:5``) and dropped
  otherwise (``D``, ids of turns that do not exist); a question left with no evidence is skipped.
  Both counts are reported in `Dataset.notes`.
- `madial(lang)`: MADial-Bench (hejunqing/MADial-Bench), ``lang`` ``"zh"`` or ``"en"``. Each user's
  memory events (``event`` text) are memories dated by their ``time``. The query is the dialogue
  before its first test turn (as the authors ranked it); expected ids are ``relevant-id``. The
  authors' released top-20 rankings are attached for the same queries, so their Recall@k is
  recomputed on exactly the subset we evaluate.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

__all__ = [
    "DEFAULT_DATA",
    "Dataset",
    "Fact",
    "Query",
    "Session",
    "Turn",
    "User",
    "data_dir",
    "locomo",
    "madial",
    "parse_evidence",
]

#: ``../shared/bench-data`` next to the repository (``/work/main`` -> ``/work/shared/bench-data``).
DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "bench-data"

LOCOMO_CATEGORIES = {1: "1 multi-hop", 2: "2 temporal", 3: "3 open-domain", 4: "4 single-hop"}

MadialQuery = Literal["history", "last", "last+context"]


@dataclass(frozen=True, slots=True)
class Turn:
    """One conversation turn, to be stored as a message."""

    id: str  # the dataset's id, e.g. "D1:3"
    role: Literal["user", "assistant"]
    text: str  # exactly the text that is indexed


@dataclass(frozen=True, slots=True)
class Session:
    """A dated conversation session (one jiyi topic)."""

    id: str
    date: datetime
    turns: tuple[Turn, ...]


@dataclass(frozen=True, slots=True)
class Fact:
    """A ready-made memory, to be stored with `Memory.add` on its date."""

    id: str
    text: str
    date: datetime
    type: str = "manual"
    importance: float = 0.9


@dataclass(frozen=True, slots=True)
class User:
    """One user's data: sessions of messages, memories, or both."""

    id: str
    sessions: tuple[Session, ...] = ()
    memories: tuple[Fact, ...] = ()

    @property
    def last_date(self) -> datetime:
        """The latest date of any session or memory (the benchmark's clock starts after it)."""
        dates = [s.date for s in self.sessions] + [m.date for m in self.memories]
        return max(dates)


@dataclass(frozen=True, slots=True)
class Query:
    """A question asked for one user, with the ids a good recall returns."""

    id: str
    user_id: str
    text: str
    expected: tuple[str, ...]
    category: str = "all"
    context: tuple[str, ...] = ()  # earlier turns, passed as `Memory.search(context=...)`


@dataclass(slots=True)
class Dataset:
    """Users with their dated data, plus queries with expected ids.

    `target` says what the queries retrieve: ``"messages"`` (turn ids) or ``"memories"`` (memory ids).
    `rankings` holds other systems' released rankings, system name -> query id -> ranked ids.
    `published` holds figures from the literature / data README, system name -> metric -> value.
    """

    name: str
    target: Literal["messages", "memories"]
    users: list[User]
    queries: list[Query]
    notes: list[str] = field(default_factory=list)
    rankings: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    published: dict[str, dict[str, float]] = field(default_factory=dict)

    def session_of(self) -> dict[tuple[str, str], str]:
        """(user id, turn id) -> session id, for session-level recall."""
        return {(u.id, t.id): s.id for u in self.users for s in u.sessions for t in s.turns}

    def sizes(self) -> str:
        """A one-line summary of what is ingested and asked."""
        turns = sum(len(s.turns) for u in self.users for s in u.sessions)
        sessions = sum(len(u.sessions) for u in self.users)
        memories = sum(len(u.memories) for u in self.users)
        parts = [f"{len(self.users)} users"]
        if sessions:
            parts.append(f"{sessions} sessions, {turns} turns")
        if memories:
            parts.append(f"{memories} memories")
        parts.append(f"{len(self.queries)} queries")
        return ", ".join(parts)


def data_dir(explicit: str | Path | None = None) -> Path:
    """The bench-data folder: `explicit`, else $JIYI_BENCH_DATA, else `DEFAULT_DATA`."""
    path = Path(explicit or os.environ.get("JIYI_BENCH_DATA") or DEFAULT_DATA).expanduser()
    if not path.is_dir():
        raise SystemExit(f"benchmark data not found at {path}; pass --data or set JIYI_BENCH_DATA")
    return path


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


# --- LoCoMo --------------------------------------------------------------------------------------

_EVIDENCE = re.compile(r"D(\d+):(\d+)")
_SESSION_KEY = re.compile(r"session_(\d+)")


def parse_evidence(raw: list[Any] | None, known: set[str]) -> tuple[list[str], int]:
    """LoCoMo evidence ids normalised to ``D<session>:<turn>``; returns (valid ids, entries dropped).

    ``"D8:6; D9:17"`` and ``"D9:1 D4:4"`` are split, ``D30:05`` becomes ``D30:5``; an entry that names
    no existing turn (``"D"``, a turn past the session's end) is dropped and counted.
    """
    valid: list[str] = []
    dropped = 0
    for entry in raw or []:
        found = [f"D{int(s)}:{int(t)}" for s, t in _EVIDENCE.findall(str(entry))]
        found = [e for e in found if e in known]
        dropped += not found
        valid.extend(found)
    return list(dict.fromkeys(valid)), dropped


def _locomo_turn_text(turn: dict[str, Any]) -> str:
    text = f"{turn['speaker']}: {turn['text']}"
    caption = turn.get("blip_caption")
    if caption:
        text += f" [shares a photo: {caption}]"
    return text


def locomo(
    data: Path | None = None,
    *,
    users: int | None = None,
    limit: int | None = None,
    captions: bool = True,
) -> Dataset:
    """LoCoMo: every turn as a dated message; questions of categories 1-4 with evidence turn ids.

    `users` keeps the first N conversations, `limit` the first N questions of each.
    """
    root = data_dir(data)
    with (root / "locomo" / "locomo10.json").open(encoding="utf-8") as f:
        samples = json.load(f)[:users]
    out_users: list[User] = []
    queries: list[Query] = []
    dropped_ids = skipped = 0
    for sample in samples:
        conv = sample["conversation"]
        uid = str(sample["sample_id"])
        sessions: list[Session] = []
        keys = sorted((k for k in conv if _SESSION_KEY.fullmatch(k)), key=lambda k: int(k.split("_")[1]))
        for key in keys:
            when = datetime.strptime(conv[f"{key}_date_time"], "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)
            turns = tuple(
                Turn(
                    id=str(t["dia_id"]),
                    role="user" if t["speaker"] == conv["speaker_a"] else "assistant",
                    text=_locomo_turn_text(t) if captions else f"{t['speaker']}: {t['text']}",
                )
                for t in conv[key]
            )
            sessions.append(Session(id=f"S{key.split('_')[1]}", date=when, turns=turns))
        out_users.append(User(id=uid, sessions=tuple(sessions)))
        known = {t.id for s in sessions for t in s.turns}
        asked = [q for q in sample["qa"] if q.get("category") in LOCOMO_CATEGORIES][:limit]
        for n, q in enumerate(asked):
            evidence, bad = parse_evidence(q.get("evidence"), known)
            dropped_ids += bad
            if not evidence:
                skipped += 1
                continue
            queries.append(
                Query(
                    id=f"{uid}#{n}",
                    user_id=uid,
                    text=str(q["question"]),
                    expected=tuple(evidence),
                    category=LOCOMO_CATEGORIES[int(q["category"])],
                )
            )
    notes = [
        f"evidence entries dropped (naming no turn): {dropped_ids}; questions skipped (no evidence left): {skipped}",
        "indexed text per turn: 'Speaker: text'" + (" + ' [shares a photo: <caption>]'" if captions else ""),
    ]
    published = {
        "BM25, all turns (bench-data README; 1,531 q)": {"turn@5": 0.41, "turn@10": 0.49, "turn@25": 0.58},
    }
    return Dataset("LoCoMo", "messages", out_users, queries, notes, published=published)


# --- MADial-Bench --------------------------------------------------------------------------------

_MADIAL_TURN = re.compile(r'^<([^>]+)>:\s*"?(.*?)"?\s*$', re.DOTALL)

# Released rankings of the authors (embeddings_top20/), with the published Recall@5 / @10.
_MADIAL_RANKINGS: dict[str, list[tuple[str, str, dict[str, float]]]] = {
    "zh": [
        ("OpenAI", "openai_zh_top_20_ids.json", {"R@5": 69.4, "R@10": 82.4}),
        ("BGE-M3 dense", "BGE_M3_dense_zh_top_20_ids.json", {"R@5": 58.6, "R@10": 71.4}),
        ("Stella", "Stella_zh_top_20_ids.json", {"R@5": 59.3, "R@10": 74.0}),
    ],
    "en": [
        ("OpenAI", "openai_top_20_bottom.json", {"R@5": 69.5}),
        ("BGE-M3", "bge_m3_top_20.json", {"R@5": 55.3}),
    ],
}


def _madial_paths(root: Path, lang: str) -> tuple[Path, Path]:
    folder = root / "madial_bench" / "data" / ("ch" if lang == "zh" else "en")
    return folder / f"MADial-Bench-{lang}-dialogue.json", folder / f"MADial-Bench-{lang}-memory.json"


def _madial_lines(turns: list[str]) -> Iterator[str]:
    """``'<Bart>:"text"\\n'`` -> ``'Bart: text'``; the <BOD> / <EOD> markers are dropped."""
    for raw in turns:
        line = raw.strip()
        if line in ("<BOD>", "<EOD>") or not line:
            continue
        m = _MADIAL_TURN.match(line)
        yield f"{m.group(1)}: {m.group(2)}" if m else line


def madial(
    lang: Literal["zh", "en"],
    data: Path | None = None,
    *,
    limit: int | None = None,
    query: MadialQuery = "history",
) -> Dataset:
    """MADial-Bench: dated memory events per user; dialogues up to the test turn as queries.

    `query` chooses the query text: ``"history"`` the whole dialogue before the first test turn (the
    authors' protocol), ``"last"`` only the user turn just before it, ``"last+context"`` that turn with
    the earlier turns passed as conversation context. `limit` keeps the first N dialogues of each user.
    """
    if lang not in ("zh", "en"):
        raise ValueError(f"MADial-Bench has zh and en, not {lang!r}")
    root = data_dir(data)
    dialogue_path, memory_path = _madial_paths(root, lang)
    memories = {k: v for row in _read_jsonl(memory_path) for k, v in row.items()}
    # The en memory file carries no user-id; the ids are shared with the zh file (the same events,
    # translated), so the owner comes from there.
    owner = {k: v["user-id"] for row in _read_jsonl(_madial_paths(root, "zh")[1]) for k, v in row.items()}
    by_user: dict[str, list[Fact]] = {}
    for mid, m in memories.items():
        uid = f"madial-{lang}-{m.get('user-id', owner[mid])}"
        when = datetime.strptime(m["time"], "%Y-%m-%d").replace(tzinfo=UTC)
        by_user.setdefault(uid, []).append(Fact(id=str(int(mid)), text=str(m["event"]).strip(), date=when))
    users = [User(id=uid, memories=tuple(sorted(f, key=lambda x: (x.date, int(x.id))))) for uid, f in by_user.items()]
    users.sort(key=lambda u: u.id)

    queries: list[Query] = []
    per_user: dict[str, int] = {}
    for n, d in enumerate(_read_jsonl(dialogue_path)):
        uid = f"madial-{lang}-{d['user-id']}"
        if limit is not None and per_user.get(uid, 0) >= limit:
            continue
        per_user[uid] = per_user.get(uid, 0) + 1
        lines = list(_madial_lines(d["dialogue"][: d["test-turn"][0]]))
        text = "\n".join(lines)
        context: tuple[str, ...] = ()
        if query == "last":
            text = lines[-1]
        elif query == "last+context":
            text, context = lines[-1], tuple(lines[:-1])
        expected = tuple(str(i) for i in d["relevant-id"])
        queries.append(Query(id=str(n), user_id=uid, text=text, expected=expected, context=context))

    rankings: dict[str, dict[str, list[str]]] = {}
    published: dict[str, dict[str, float]] = {}
    folder = root / "madial_bench" / "embeddings_top20" / ("ch" if lang == "zh" else "en")
    for name, file, figures in _MADIAL_RANKINGS[lang]:
        rows = _read_jsonl(folder / file)
        rankings[name] = {
            str(n): [str(i) for i in row.get("top_20_ids", row.get("top-20-ids", []))] for n, row in enumerate(rows)
        }
        published[name] = figures
    notes = [
        f"query = {query}: "
        + {
            "history": "the dialogue before the first test turn, one 'Speaker: text' line per turn",
            "last": "the user turn just before the first test turn",
            "last+context": "the user turn before the first test turn, earlier turns as search context",
        }[query],
        "memories = each event's text, added with Memory.add (type manual) on the event's date",
    ]
    return Dataset(f"MADial-Bench {lang}", "memories", users, queries, notes, rankings, published)
