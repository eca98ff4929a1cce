"""The daily-life entity benchmark keeps its word: bench/entity_daily_gen.py and its wiring into bench/entities.py.

Figures are never checked against targets. These tests check that the generator is deterministic, that every
answer it asks for can be read from what the user said, that a count's ground truth is exactly everyone (or every
event) having the attribute, with values, that the histories have the promised shape, and that
`bench/entities.py --split daily` reports every shape.
"""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import asdict
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHAPES = {"single", "conditional", "comparative", "aggregative", "event"}
SEEDS = range(3)
SPLITS = ("daily",)


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


def _said(h: object) -> str:
    return "\n".join(text for s in h.sessions for role, text in s.turns if role == "user")  # type: ignore[attr-defined]


def test_histories_are_a_pure_function_of_split_language_seed_and_index(gen: ModuleType) -> None:
    for split in SPLITS:
        for lang in ("zh", "en"):
            first = asdict(gen.history(split, lang, 4, 1))
            assert first == asdict(gen.history(split, lang, 4, 1)), (split, lang)
            assert first != asdict(gen.history(split, lang, 5, 1)), (split, lang)
            assert first["split"] == split and first["language"] == lang


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_required_string_is_in_what_the_user_said(gen: ModuleType, lang: str) -> None:
    for split in SPLITS:
        for seed in SEEDS:
            h = gen.history(split, lang, seed, 0)
            said = _said(h)
            for q in h.questions:
                for group in q.required:  # the benchmark asks only what the history tells
                    assert any(alt in said for alt in group), (h.id, q.text, group)
            for p in h.people:
                assert p.name in said, (h.id, p.name)
                for value in p.facts.values():
                    assert value.split("|")[0] in said, (h.id, p.name, value)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_count_needs_exactly_everyone_with_the_attribute_and_their_value(gen: ModuleType, lang: str) -> None:
    counted = 0
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
                    assert q.shape == "aggregative" and q.about == [i for i, _, _ in having], (h.id, q.text)
                    assert q.required == [g for _, names, v in having for g in (names, v.split("|"))], (h.id, q.text)
    assert counted >= 10 * len(SPLITS)  # every history asks a few


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_histories_have_the_promised_shape(gen: ModuleType, lang: str) -> None:
    kinds: set[str] = set()
    for split in SPLITS:
        for seed in SEEDS:
            h, events, items = gen.write(split, lang, seed, 2)
            assert 8 <= len(h.people) <= 12 and 2 <= len(h.sessions) <= 6, h.id
            assert all(4 <= len(p.facts) <= 8 and set(p.facts) <= set(gen.PERSON_ATTRS) for p in h.people), h.id
            assert len({p.name for p in h.people}) == len(h.people), h.id
            assert {p.relation.split(":")[0] for p in h.people} == {"relative", "colleague"}, h.id
            assert 2 <= len(events) <= 5 and all(set(e.facts) <= set(gen.EVENT_ATTRS) for e in events), h.id
            assert 2 <= len(items) <= 5, h.id
            assert {q.shape for q in h.questions} <= SHAPES and len({q.id for q in h.questions}) == len(h.questions)
            kinds |= {q.shape for q in h.questions}
            for q in h.questions:
                if q.kind.startswith(("pair:", "top:")):  # a comparison needs every compared person and value
                    attr = q.kind.split(":")[1]
                    compared = [p for p in h.people if p.id in q.about]
                    assert len(compared) >= 2 and all(attr in p.facts for p in compared), (h.id, q.text)
                    assert len(q.required) == 2 * len(compared), (h.id, q.text)
    assert kinds == SHAPES


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
