"""False positives of the secret filter (`jiyi._sensitive`) on real third-party conversations.

Every string of the bench-data JSON files (LoCoMo, MADial-Bench zh/en, MemoryBank: dialogue turns, memories,
personas, questions, captions, URLs) goes through `find_secrets`. These conversations were written without
credentials in them, so what is flagged is a false positive unless the printed excerpt shows a real secret.
Also reports the time per string (the cost `context()` pays per memory it checks).

    .venv/bin/python bench/sensitive.py [--data ../shared/bench-data] [--show]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

try:
    from jiyi._sensitive import find_secrets
except ImportError:  # running from a checkout without `pip install -e .`
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    from jiyi._sensitive import find_secrets

from datasets import data_dir


def _strings(obj: Any) -> Iterator[str]:
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from _strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _strings(v)


def _documents(path: Path) -> list[Any]:
    text = path.read_text(encoding="utf-8")
    try:
        return [json.loads(text)]
    except json.JSONDecodeError:  # JSON lines
        return [json.loads(line) for line in text.splitlines() if line.strip()]


def main(argv: list[str] | None = None) -> int:
    """Print strings, characters, flagged strings (by kind) and seconds."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", help="the bench-data folder (default ../shared/bench-data or $JIYI_BENCH_DATA)")
    ap.add_argument("--show", action="store_true", help="print each flagged excerpt")
    args = ap.parse_args(argv)
    root = data_dir(args.data)
    n = chars = flagged = 0
    kinds: dict[str, int] = {}
    spent = 0.0
    for path in sorted(root.rglob("*.json")):
        for s in (s for doc in _documents(path) for s in _strings(doc)):
            n += 1
            chars += len(s)
            t0 = time.perf_counter()
            found = find_secrets(s)
            spent += time.perf_counter() - t0
            if found:
                flagged += 1
                for f in found:
                    kinds[f.kind] = kinds.get(f.kind, 0) + 1
                if args.show:
                    excerpts = [s[max(0, f.start - 40) : f.end + 10][:160] for f in found]
                    print(f"{path.relative_to(root)}: {excerpts}")
    print(
        f"{n} strings, {chars} characters: {flagged} flagged {kinds}; "
        f"{spent:.2f} s in find_secrets ({spent / max(n, 1) * 1e6:.1f} us per string)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
