"""The daily-life entity benchmark keeps its word: bench/entity_daily_gen.py and its wiring into bench/entities.py.

Figures are never checked against targets. These tests check that the generator is deterministic, that every
answer it asks for can be read from what the user said, that a count's ground truth is exactly everyone (or every
event) having the attribute, with values, that the histories have the promised shape, and that
`bench/entities.py --split daily` reports every shape.
"""

from __future__ import annotations

import importlib
import itertools
import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHAPES = {"single", "conditional", "comparative", "aggregative", "event"}
SEEDS = range(3)
SPLITS = ("daily", "daily_holdout", "daily_fresh", "daily_blind", "daily_noisy", "daily_voices", "daily_talk",
          "daily_tasks")  # fmt: skip


@pytest.fixture(scope="module")
def gen() -> Iterator[ModuleType]:
    """bench/entity_daily_gen.py imported as a module (bench/ on sys.path only for these tests)."""
    before = set(sys.modules)
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        yield importlib.import_module("entity_daily_gen")
    finally:
        sys.path.remove(str(ROOT / "bench"))
        for name in set(sys.modules) - before:  # bench's `memory`, `datasets`, … must not shadow anything later
            del sys.modules[name]


def _said(h: Any) -> str:
    return "\n".join(text for s in h.sessions for role, text in s.turns if role == "user")


def test_histories_are_a_pure_function_of_split_language_seed_and_index(gen: ModuleType) -> None:
    for split in SPLITS:
        for lang in ("zh", "en"):
            first = asdict(gen.history(split, lang, 4, 1))
            assert first == asdict(gen.history(split, lang, 4, 1)), (split, lang)
            assert first != asdict(gen.history(split, lang, 5, 1)), (split, lang)
            assert first["split"] == split and first["language"] == lang


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_required_string_is_in_what_the_user_said(gen: ModuleType, lang: str) -> None:
    # Failures name ids only: the closed split's text must not reach anyone's terminal.
    unsaid: list[str] = []
    for split, seed, index in itertools.product(SPLITS, SEEDS, range(8)):  # the 8 histories a benchmark run reads
        h = gen.history(split, lang, seed, index)
        said = _said(h)
        # The benchmark asks only what the history tells.
        unsaid += [q.id for q in h.questions if not all(any(a in said for a in g) for g in q.required)]
        unsaid += [p.id for p in h.people if p.name not in said]
        unsaid += [f"{p.id}:{a}" for p in h.people for a, v in p.facts.items() if v.split("|")[0] not in said]
    assert unsaid == []


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_count_needs_exactly_everyone_with_the_attribute_and_their_value(gen: ModuleType, lang: str) -> None:
    counted, wrong = 0, []
    for split in SPLITS:
        for seed in SEEDS:
            for index in range(2):
                h, events, _ = gen.write(split, lang, seed, index)
                for q in h.questions:
                    if not q.kind.startswith("count:"):
                        continue
                    counted += 1
                    attr = q.kind.removeprefix("count:").rstrip("<>=")
                    if attr == "event.place":
                        having = [(e.id, [e.name], e.facts["place"]) for e in events]
                    else:
                        having = [(p.id, p.names(), p.facts[attr]) for p in h.people if attr in p.facts]
                    need = [g for _, names, v in having for g in (names, v.split("|"))]
                    if q.shape != "aggregative" or q.about != [i for i, _, _ in having] or q.required != need:
                        wrong.append(q.id)
    assert wrong == [] and counted >= 10 * len(SPLITS)  # every history asks a few


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_histories_have_the_promised_shape(gen: ModuleType, lang: str) -> None:
    shapes, wrong = set(), []
    for split in SPLITS:
        for seed in SEEDS:
            h, events, items = gen.write(split, lang, seed, 2)
            ok = 8 <= len(h.people) <= 12 and 2 <= len(h.sessions) <= 6
            ok &= all(4 <= len(p.facts) <= 8 and set(p.facts) <= set(gen.PERSON_ATTRS) for p in h.people)
            ok &= len({p.name for p in h.people}) == len(h.people)
            ok &= {p.relation.split(":")[0] for p in h.people} == {"relative", "colleague"}
            ok &= 2 <= len(events) <= 5 and all(set(e.facts) <= set(gen.EVENT_ATTRS) for e in events)
            ok &= 2 <= len(items) <= 5 and len({q.id for q in h.questions}) == len(h.questions)
            wrong += [] if ok else [h.id]
            shapes |= {q.shape for q in h.questions}
            for q in h.questions:
                if q.kind.startswith(("pair:", "top:")):  # a comparison needs every compared person and value
                    attr = q.kind.split(":")[1]
                    compared = [p for p in h.people if p.id in q.about]
                    complete = len(compared) >= 2 and all(attr in p.facts for p in compared)
                    if not complete or len(q.required) != 2 * len(compared):
                        wrong.append(q.id)
    assert wrong == [] and shapes == SHAPES


@pytest.mark.parametrize("one, other", list(itertools.combinations(SPLITS, 2)))
def test_no_two_pools_share_names_values_or_templates(gen: ModuleType, one: str, other: str) -> None:
    """Only counts are compared, so that a failure never prints a closed pool."""
    open_pool, closed = gen.pools(one), gen.pools(other)

    def shared(x: list[Any], y: list[Any]) -> int:
        return len(set(x) & set(y))

    problems: list[str] = []
    for lang in ("zh", "en"):
        a, b = open_pool[lang], closed[lang]
        overlaps = {
            "given": shared(a["given"]["f"] + a["given"]["m"], b["given"]["f"] + b["given"]["m"]),
            "surnames": shared(a["surnames"], b["surnames"]),
            "from": shared([c for _, c in a["values"]["from"]], [c for _, c in b["values"]["from"]]),
            "intro": shared(a["intro"], b["intro"]) + shared(a["event_intro"], b["event_intro"]),
            "who": shared(a["q"]["who"], b["q"]["who"]),
        }
        for attr in ("works_in", "job", "title", "employer", "hobby", "trait", "size", "duration"):
            overlaps[attr] = shared(a["values"][attr], b["values"][attr])
        problems += [f"{lang}: {k} shared" for k, n in overlaps.items() if n]
        for section, at_least in (("attr", 5), ("event_attr", 5)):
            for key, templates in a[section].items():
                if min(len(templates), len(b[section][key])) < at_least or shared(templates, b[section][key]):
                    problems.append(f"{lang}: {section}.{key}")
        for kind in ("single", "event", "count", "pair", "top"):
            for key, asked in a["q"][kind].items():  # 4+ phrasings of every question, none shared
                if min(len(asked), len(b["q"][kind][key])) < 4 or shared(asked, b["q"][kind][key]):
                    problems.append(f"{lang}: q.{kind}.{key}")
        if min(len(a["q"]["who"]), len(b["q"]["who"])) < 4:
            problems.append(f"{lang}: q.who")
    assert problems == []


@pytest.mark.parametrize("split", ["daily_fresh", "daily_blind", "daily_noisy", "daily_talk", "daily_tasks"])
def test_the_later_pools_have_the_variety_they_were_written_for(gen: ModuleType, split: str) -> None:
    """6+ statement templates per attribute and 5+ phrasings per question (counts only, as above)."""
    problems: list[str] = []
    for lang, pool in gen.pools(split).items():
        problems += [f"{lang}: attr.{k}" for k, templates in pool["attr"].items() if len(set(templates)) < 6]
        for kind in ("single", "event", "count", "pair", "top"):
            problems += [f"{lang}: q.{kind}.{k}" for k, asked in pool["q"][kind].items() if len(set(asked)) < 5]
        problems += [f"{lang}: {g}.{k}" for g in ("things", "places") for k, spec in pool[g].items()
                     if min(len(spec["say"]), len(spec["ask"])) < 5]  # fmt: skip
    assert problems == []


def test_a_voice_may_end_its_statements_and_join_an_introduction_its_own_way(gen: ModuleType) -> None:
    """A dictating user types no full stop: a voice's `end` closes each statement, its `sep` follows an
    introduction (the open pool with one voice swapped in, so nothing closed is read)."""
    pool = {**gen.pools("daily")["zh"]}
    pool["voices"] = [{"pre": ["嗯那个"], "post": ["【尾】"], "end": "【止】", "sep": "【接】"}]
    fillers = {f + "。" for f in pool["filler"]}
    endings, joined = set(), 0
    for index in range(4):
        writer = gen._Writer(pool, "zh", random.Random(f"voice-{index}"), f"v{index}")
        writer.cast()
        writer.facts()
        writer.world()
        lines = [t for s in writer.sessions(datetime(2025, 3, 3, tzinfo=UTC)) for r, t in s.turns if r == "user"]
        endings |= {"filler" if t in fillers else "end" if t.endswith("【止】") else "post" if t.endswith("【尾】")
                    else t[-2:] for t in lines}  # fmt: skip
        joined += sum(t.count("【接】") for t in lines)
    assert endings == {"filler", "end", "post"} and joined >= 8


def test_entities_reports_every_daily_shape(tmp_path: Path) -> None:
    out = tmp_path / "daily.json"
    proc = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "entities.py"), "--smoke", "--no-locomo", "--split", "daily",
         "--json", str(out)],
        capture_output=True, text=True, timeout=600, env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert "| daily/zh |" in proc.stdout  # the Markdown table on stdout
    generated = json.loads(out.read_text(encoding="utf-8"))["generated"]
    assert set(generated) == {"daily/zh", "daily/en"}
    asked = set()
    for key, figures in generated.items():
        assert figures["histories"] == 1 and figures["empty_blocks"] == 0, key
        assert all(0.0 <= f["answered"] <= 1.0 for f in figures["by_shape"].values()), key
        asked |= set(figures["by_shape"])
    assert asked == SHAPES
