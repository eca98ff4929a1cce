"""The pieces `Recaller` scores with: the candidate lists and candidates of one search, the share of the query's
terms a text holds (`term_coverage`), a topic's locality for raw messages (`topic_locality`), and whether a memory
is live now (`is_live`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from ._models import MemoryRecord, MemoryState, Message
from ._text import cached_document

__all__: list[str] = [
    "Candidate",
    "RankedList",
    "TextFound",
    "in_order",
    "is_live",
    "term_coverage",
    "topic_locality",
]  # recall's scoring parts, for `_recall`

# Raw messages: how many of a topic's best candidates make its locality score (topic_locality).
_LOCALITY_BEST = 3


@dataclass(slots=True)
class RankedList:
    """One ranked candidate list: its weight, its scores by id, and the score a missing id gets."""

    source: Literal["vector", "last", "context", "text"]
    weight: float
    scores: dict[str, float]
    floor: float


@dataclass(slots=True)
class TextFound:
    """The full-text list, the rows it names (by id), and for messages their previous one's terms."""

    hits: list[tuple[str, float]]
    rows: dict[str, Any]
    contexts: dict[str, str]


@dataclass(slots=True)
class Candidate:
    """One candidate's places and scores in the vector and full-text lists, and its fused score."""

    vector: float | None = None
    text: float | None = None
    vector_rank: int | None = None
    text_rank: int | None = None
    rrf: float = 0.0
    text_rel: float = 0.0

    def listed(self) -> dict[str, Any]:
        """Its places in the vector and full-text lists, as its score parts show them."""
        return {"vector": self.vector, "text": self.text, "vector_rank": self.vector_rank, "text_rank": self.text_rank}


def in_order(cands: dict[str, Candidate], rows: dict[str, Any], fetch: Any) -> list[Any]:
    """The candidates' rows in candidate order: those the full-text side already fetched (`rows`,
    by id), the others fetched now with `fetch(ids)`; ids the store does not return are left out."""
    if missing := [i for i in cands if i not in rows]:
        rows.update((r.id, r) for r in fetch(missing))
    return [rows[i] for i in cands if i in rows]


def is_live(rec: MemoryRecord, now: datetime) -> bool:
    """True when the memory is active, not superseded, and valid and unexpired at `now`."""
    if rec.state is not MemoryState.ACTIVE or rec.superseded_by is not None:
        return False
    if rec.valid_until is not None and rec.valid_until <= now:
        return False
    if rec.expires_at is not None and rec.expires_at <= now:
        return False
    return not (rec.valid_from is not None and rec.valid_from > now)


def term_coverage(terms: set[str], text: str, context: str | None = None, context_weight: float = 0.0) -> float:
    """Share of the query terms that occur in `text` (as indexed: words, Han characters and pairs);
    a term found only in `context` (indexed terms of the message before) counts `context_weight`."""
    if not terms:
        return 0.0
    own = terms.intersection(cached_document(text).split())
    if not context or context_weight <= 0:
        return len(own) / len(terms)
    borrowed = (terms - own).intersection(context.split())
    return (len(own) + context_weight * len(borrowed)) / len(terms)


def topic_locality(scored: Sequence[tuple[Message, Candidate, float]], best: int = _LOCALITY_BEST) -> dict[str, float]:
    """Per topic, the mean fused score of its `best` strongest candidates (missing ones count 0).

    What a question asks about is usually talked over across several turns of one conversation, so
    a turn from a conversation where other turns match too is the likelier answer than an equally
    scored turn standing alone: a lone match elsewhere has a locality of a third of its own score.
    """
    by_topic: dict[str, list[float]] = {}
    for msg, _, fused in scored:
        by_topic.setdefault(msg.topic_id, []).append(fused)
    return {topic: sum(sorted(scores, reverse=True)[:best]) / best for topic, scores in by_topic.items()}
