"""A fixed random sample of the offline entity extractor's mentions on third-party chat, for judging by hand.

Reads the user turns of MemoryBank / SiliconFriend and MADial-Bench (both MIT, Chinese and English) in place from
``../shared/bench-data`` (with ``--sources ...,locomo`` also every LoCoMo turn, English, CC BY-NC: only measured),
runs `extract_mentions` on each turn (the three user turns before it as `recent`), and prints totals and a seeded
sample of mentions with the turn they came from. A person judges each sampled mention: correct when the entity is
real (someone or something the user actually talked about, not the user, not a generic word) and every fact on it
is right; the share judged correct is the precision reported.

    python bench/entity_sample.py --n 100 --seed 21 > /tmp/entity_sample.txt
    python bench/entity_sample.py --sources memorybank,madial,locomo --n 100 --seed 21
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from jiyi._entity_models import Mention
from jiyi.extractors._entities import extract_mentions

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "bench-data"
_LINE = re.compile(r'^<(?P<who>[^>]+)>\s*[:：]\s*"?(?P<text>.*?)"?\s*$', re.S)

Turn = tuple[str, str, str, list[str]]  # (source, language, text, recent user turns)


def memorybank(data: Path) -> Iterator[Turn]:
    """Every user turn of MemoryBank, per user and day, with the user's turns before it that day."""
    for lang, folder in (("zh", "cn"), ("en", "en")):
        bank = json.loads((data / "memorybank" / folder / f"memory_bank_{folder}.json").read_text("utf-8"))
        for user, record in bank.items():
            for day, turns in record.get("history", {}).items():
                said: list[str] = []
                for i, turn in enumerate(turns):
                    text = str(turn.get("query", "")).strip()
                    if text:
                        yield f"memorybank-{lang}|{user.strip()}|{day}|{i}", lang, text, said[-3:]
                        said.append(text)


def madial(data: Path) -> Iterator[Turn]:
    """Every user turn (not the assistant's) of MADial-Bench's dialogues."""
    for lang, folder in (("zh", "ch"), ("en", "en")):
        path = data / "madial_bench" / "data" / folder / f"MADial-Bench-{lang}-dialogue.json"
        for n, line in enumerate(path.read_text("utf-8").splitlines()):
            if not line.strip():
                continue
            said: list[str] = []
            for i, raw in enumerate(json.loads(line)["dialogue"]):
                m = _LINE.match(raw.strip())
                if not m or m["who"].strip().lower() == "assistant":
                    continue
                text = m["text"].strip()
                yield f"madial-{lang}|{n}|{i}", lang, text, said[-3:]
                said.append(text)


def locomo(data: Path) -> Iterator[Turn]:
    """Every turn of LoCoMo (CC BY-NC: measured here, never trained on), each speaker in turn as the user."""
    for n, sample in enumerate(json.loads((data / "locomo" / "locomo10.json").read_text("utf-8"))):
        conversation = sample["conversation"]
        said: dict[str, list[str]] = {}
        for key in sorted((k for k in conversation if re.fullmatch(r"session_\d+", k)), key=lambda k: int(k[8:])):
            for turn in conversation[key]:
                text = str(turn.get("text", "")).strip()
                mine = said.setdefault(turn["speaker"], [])
                if text:
                    yield f"locomo-en|{n}|{turn['dia_id']}", "en", text, mine[-3:]
                    mine.append(text)


_SOURCES = {"memorybank": memorybank, "madial": madial, "locomo": locomo}


def _show(m: Mention) -> str:
    head = m.name or ("(pronoun)" if m.pronoun else "(unnamed)")
    parts = [f"{head} [{m.kind}]"]
    if m.relation:
        parts.append(f"relation={m.relation}")
    if m.aliases:
        parts.append(f"aliases={'/'.join(m.aliases)}")
    for f in m.facts:
        parts.append(f"{f.attribute}={f.value}" + (" (correction)" if f.correction else ""))
    for rel, other in m.links:
        parts.append(f"-{rel}-> {other}")
    return "; ".join(parts)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--n", type=int, default=100, help="mentions to sample")
    ap.add_argument("--seed", type=int, default=21)
    ap.add_argument("--sources", default="memorybank,madial", help="comma-separated: memorybank, madial, locomo")
    args = ap.parse_args(argv)
    if not args.data.is_dir():
        print(f"benchmark data not found at {args.data}; pass --data", file=sys.stderr)
        return 2
    found: list[tuple[str, str, Mention]] = []
    turns = with_mention = 0
    per_source: dict[str, int] = {}
    read = [turn for name in args.sources.split(",") for turn in _SOURCES[name.strip()](args.data)]
    for source, lang, text, recent in read:
        turns += 1
        mentions = extract_mentions(text, language=lang, recent=recent)
        with_mention += bool(mentions)
        key = source.split("|")[0]
        per_source[key] = per_source.get(key, 0) + len(mentions)
        found.extend((source, text, m) for m in mentions)
    print(f"user turns read: {turns}; turns with a mention: {with_mention}; mentions: {len(found)}")
    print("mentions per source: " + ", ".join(f"{k} {v}" for k, v in sorted(per_source.items())))
    sample = random.Random(args.seed).sample(found, min(args.n, len(found)))
    for i, (source, text, m) in enumerate(sample, 1):
        print(f"\n#{i} {source}\n  turn: {text}\n  read: {_show(m)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
