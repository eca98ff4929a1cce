"""The entity benchmark keeps working: its generator (bench/entity_gen.py) and its smoke run (bench/entities.py).

As in tests/test_bench_smoke.py, figures are not checked against targets: these tests check that the generator is
deterministic, that its ground truth can be read from the history it wrote, that the splits share no names, that
the benchmark reports every shape, language and split (and LoCoMo when the data is there), and that the
entity-table figures count what they say on a hand-built table.
"""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from jiyi._entity_models import Entity, EntityFact, EntityView
from tests.openai_stub import CHAT, OpenAIStub
from tests.test_bench_smoke import _one_memory_per_long_user_line

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(os.environ.get("JIYI_BENCH_DATA") or ROOT.parent / "shared" / "bench-data")
SHAPES = {"single", "aggregative", "comparative", "correction"}


def _script(name: str, *args: str) -> str:
    proc = subprocess.run(
        [sys.executable, str(ROOT / "bench" / name), *args],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    assert proc.returncode == 0, f"{name} exited {proc.returncode}\n{proc.stdout[-2000:]}\n{proc.stderr[-4000:]}"
    return proc.stdout


def _generate(tmp_path: Path, *args: str) -> list[dict[str, Any]]:
    out = tmp_path / f"gen-{len(list(tmp_path.iterdir()))}.json"
    _script("entity_gen.py", "--out", str(out), *args)
    histories: list[dict[str, Any]] = json.loads(out.read_text(encoding="utf-8"))["histories"]
    return histories


def test_generator_is_deterministic_and_its_ground_truth_is_in_the_history(tmp_path: Path) -> None:
    first = _generate(tmp_path, "--split", "both", "--histories", "3", "--seed", "4")
    assert first == _generate(tmp_path, "--split", "both", "--histories", "3", "--seed", "4")
    assert first != _generate(tmp_path, "--split", "both", "--histories", "3", "--seed", "5")
    assert {(h["split"], h["language"]) for h in first} == {
        (s, lang) for s in ("dev", "holdout") for lang in ("zh", "en")
    }
    for h in first:
        said = "\n".join(text for s in h["sessions"] for role, text in s["turns"] if role == "user")
        assert 9 <= len(h["people"]) <= 15 and 5 <= len(h["sessions"]) <= 9, h["id"]
        assert {q["shape"] for q in h["questions"]} == SHAPES, h["id"]
        for q in h["questions"]:
            # Every answer can be read from what the user said: the benchmark asks only what the history tells.
            for group in q["required"]:
                assert any(alt in said for alt in group), (h["id"], q["text"], group)
            assert all(alt in said for alt in q["stale"][:1]), (h["id"], q["text"])
        for p in h["people"]:
            for attr, old in p["past"].items():  # the correction is said after the value it replaces
                new = p["facts"][attr].split("|")[0]
                assert said.index(old.split("|")[0]) < said.rindex(new), (h["id"], p["name"], attr)
        surnames = [p["name"][0] if h["language"] == "zh" else p["name"].split()[-1] for p in h["people"]]
        assert len(set(surnames)) < len(surnames), h["id"]  # at least two people share a surname


def test_dev_and_holdout_share_no_names_or_values(tmp_path: Path) -> None:
    made = _generate(tmp_path, "--split", "both", "--histories", "4")
    for lang in ("zh", "en"):
        seen: dict[str, set[str]] = {}
        for split in ("dev", "holdout"):
            people = [p for h in made if (h["split"], h["language"]) == (split, lang) for p in h["people"]]
            seen[split] = {n for p in people for n in (p["name"], p["alias"]) if n}
            seen[split] |= {v.split("|")[0] for p in people for v in p["facts"].values() if not v.isdigit()}
        assert seen["dev"] and seen["holdout"] and not seen["dev"] & seen["holdout"], lang


def test_entities_smoke_reports_every_shape_language_split_and_locomo(tmp_path: Path) -> None:
    extra: list[str] = []
    if not (DATA / "locomo").is_dir():
        if os.environ.get("JIYI_REQUIRE_BENCH_DATA") == "1":
            pytest.fail(f"benchmark data missing at {DATA}")
        extra = ["--no-locomo"]  # the generated part needs no data
    out = tmp_path / "entities.json"
    stdout = _script("entities.py", "--smoke", "--json", str(out), *extra)
    assert "| dev/zh |" in stdout and "| holdout/en |" in stdout  # the Markdown table on stdout
    result = json.loads(out.read_text(encoding="utf-8"))
    generated = result["generated"]
    assert set(generated) == {"dev/zh", "dev/en", "holdout/zh", "holdout/en"}
    for key, figures in generated.items():
        assert figures["histories"] == 1 and figures["questions"] > 0, key
        assert set(figures["by_shape"]) == SHAPES, key
        assert all(0.0 <= f["answered"] <= 1.0 and f["questions"] > 0 for f in figures["by_shape"].values()), key
        assert figures["empty_blocks"] == 0, key
    asked = [q for h in result["histories"] for q in h["questions"]]
    # A broken pipeline answers nothing: the default answers some single-entity questions in every build.
    assert any(q["hit"] for q in asked if q["shape"] == "single")
    assert all(q["missing"] == [] for q in asked if q["hit"])
    for h in result["histories"]:  # the entity table is measured exactly when the build has one
        table = h["entities"]
        assert table is None or 0 <= table["people_found"] <= table["people"] > 0, h["id"]
    if not extra:
        by_group = result["locomo"]["by_group"]
        assert set(by_group) == {"other speaker", "their people"}
        assert all(g["questions"] > 0 and 0.0 <= g["context_hit_rate"] <= 1.0 for g in by_group.values())


def test_entities_measures_the_llm_path_against_an_openai_compatible_endpoint(tmp_path: Path) -> None:
    """`--extractor provider:model@url` ingests through the LLM extractor (here the local stub, as for memory.py)."""
    out = tmp_path / "llm.json"
    with OpenAIStub(api_key="bench-key") as stub:
        stub.handler = _one_memory_per_long_user_line
        spec = f"openai:stub-model@{stub.base_url}"
        with pytest.MonkeyPatch.context() as env:
            env.setenv("JIYI_LLM_API_KEY", "bench-key")
            _script("entities.py", "--smoke", "--no-locomo", "--split", "dev", "--language", "zh",
                    "--extractor", spec, "--json", str(out))  # fmt: skip
        asked = stub.requests_to(CHAT)
    result = json.loads(out.read_text(encoding="utf-8"))
    assert asked and all(r.body["model"] == "stub-model" for r in asked)  # every session went to the endpoint
    assert result["extractor"] == spec and list(result["generated"]) == ["dev/zh"]
    (history,) = _generate(tmp_path, "--split", "dev", "--language", "zh", "--histories", "1")
    prompts = "\n".join(r.messages[-1]["content"] for r in asked)
    assert all(p["name"] in prompts for p in history["people"])  # the model read every person's statements
    (measured,) = result["histories"]
    assert [q["id"] for q in measured["questions"]] == [q["id"] for q in history["questions"]]


@pytest.fixture
def bench_entities() -> Iterator[ModuleType]:
    """bench/entities.py imported as a module (its siblings on sys.path only for the test)."""
    before = set(sys.modules)
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        yield importlib.import_module("entities")
    finally:
        sys.path.remove(str(ROOT / "bench"))
        for name in set(sys.modules) - before:  # bench's `memory`, `datasets`, … must not shadow anything later
            del sys.modules[name]


def _view(eid: str, name: str, *facts: str, aliases: tuple[str, ...] = (), kind: str = "person") -> EntityView:
    now = datetime(2025, 6, 1, tzinfo=UTC)
    entity = Entity(id=eid, user_id="u", kind=kind, name=name, aliases=list(aliases), created_at=now, updated_at=now)
    rows = [
        EntityFact(id=f"{eid}-{i}", user_id="u", entity_id=eid, attribute="note", value=v, memory_id="m",
                   valid_from=now, created_at=now)
        for i, v in enumerate(facts)
    ]  # fmt: skip
    return EntityView(entity=entity, facts=rows)


def test_entity_figures_count_found_duplicates_wrong_merges_and_facts(bench_entities: ModuleType) -> None:
    gen = importlib.import_module("entity_gen")
    facts = {"lives_in": "杭州", "education": "硕士|研究生"}
    wang = gen.Person("p1", "王明", "王明", "小王", "m", "subordinate", "下属", facts, {"lives_in": "南京"})
    fang = gen.Person("p2", "王芳", "王芳", "", "f", "colleague", "同事", {"likes": "爬山"})
    chen = gen.Person("p3", "陈静", "陈静", "", "f", "friend", "朋友", {"age": "41"})
    views = [
        _view("e1", "王明", "住在杭州", "研究生毕业"),
        _view("e2", "小王", "住在南京"),  # the same person again, holding the replaced city as current
        _view("e3", "王芳", "喜欢游泳", aliases=("王明",)),  # two people (same surname) merged into one entity
        _view("e4", "杭州", kind="place"),
    ]
    figures = bench_entities.entity_figures([wang, fang, chen], views)
    assert figures == {
        "people": 3,
        "person_entities": 3,
        "people_found": 2,  # 陈静 has no entity
        "duplicates": 2,  # 王明 is e1, e2 and (wrongly) e3
        "wrong_merges": 1,  # e3
        "facts": 4,
        "facts_right": 2,  # 杭州 and 研究生 (an accepted variant); not 爬山, not 41
        "stale_facts": 1,  # 南京 on e2
    }


def test_missed_facts_say_where_a_value_the_person_lacks_went(bench_entities: ModuleType) -> None:
    gen = importlib.import_module("entity_gen")
    facts = {"lives_in": "杭州", "education": "硕士|研究生", "age": "41", "likes": "爬山"}
    wang = gen.Person("p1", "王明", "王明", "小王", "m", "subordinate", "下属", facts)
    views = [
        _view("e1", "王明", "住在杭州"),  # right: not missed
        _view("e2", "王芳", "研究生毕业"),  # given to someone else
    ]
    memories = ["用户的下属小王今年41岁"]  # kept as a memory, no entity took it; 爬山 went nowhere
    missed = bench_entities.missed_facts([wang], views, memories)
    assert missed == {"other_entity": 1, "memory_only": 1, "nowhere": 1}


def test_found_reads_whole_words_and_numbers_outside_dates(bench_entities: ModuleType) -> None:
    found = bench_entities.found
    assert found("65", "陈雪梅今年65岁") and found("65", "she is 65.") and found("Tom", "tom lives in Denver")
    assert (
        not found("18", "2025-06-18 用户说")
        and not found("6", "2025-06-18")
        and not found("12", "12:30")
        and not found("3", "3月5日")
    )
    assert found("Monday", "closed on Mondays") and found("Tom", "Tom's sister")
    assert not found("Tom", "Tomorrow is Friday") and not found("Ann", "Anna's sister")
    assert bench_entities.answered([["王明", "小王"], ["杭州"]], "小王住在杭州")
    assert not bench_entities.answered([["王明", "小王"], ["杭州"]], "王芳住在杭州")
