"""Recall: hybrid search over a user's memories (and, on request, raw messages).

1. Candidates: the nearest vectors and the best full-text matches (Han characters + pairs, words).
2. Fusion, normalised to [0, 1]: by default relative-score fusion — each list's scores divided by
   that list's best score, then a weighted mean — which keeps how much better the first hit is
   (with few candidates, rank-based fusion makes ranks 1 and 2 nearly equal and lets importance
   decide). `fusion="rrf"` selects reciprocal rank fusion (k=60) instead.
3. Weighting: fused x (0.6 + 0.4 x importance) x (0.8 + 0.2 x recency) x type weight, where
   recency halves every `recency_half_life_days` since the memory was created or last used.
4. Filtering: superseded, forgotten, deleted, expired and not-yet-valid memories are dropped unless
   `include_inactive`; `min_score` drops weak hits.
Every hit carries its score parts, so a surprising ranking can be explained.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

from ._models import MemoryRecord, MemoryState, Message, ScoreParts, SearchHit
from ._text import fts_document, fts_query, query_terms
from .embedders._base import Embedder
from .store._base import Store

__all__ = ["RecallConfig", "Recaller"]

_RRF_K = 60.0

DEFAULT_TYPE_WEIGHTS: dict[str, float] = {
    "core": 1.1,
    "manual": 1.05,
    "personal": 1.0,
    "preference": 1.0,
    "lesson": 1.0,
    "fact": 0.95,
    "person": 0.95,
    "plan": 0.95,
    "todo": 0.95,
    "event": 0.9,
    "episode": 0.85,
    "context": 0.7,
}


@dataclass(frozen=True, slots=True)
class RecallConfig:
    """Weights and limits of hybrid recall."""

    candidates: int = 50
    fusion: Literal["relative", "rrf"] = "relative"
    vector_weight: float = 1.0
    text_weight: float = 1.0
    context_weight: float = 0.5
    importance_floor: float = 0.6
    recency_floor: float = 0.8
    recency_half_life_days: float = 30.0
    message_type_weight: float = 0.8
    default_type_weight: float = 0.9
    type_weights: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_TYPE_WEIGHTS))


@dataclass(slots=True)
class _Cand:
    vector: float | None = None
    text: float | None = None
    vector_rank: int | None = None
    text_rank: int | None = None
    context: float | None = None
    rrf: float = 0.0
    rel: float = 0.0
    text_rel: float = 0.0


class Recaller:
    """Hybrid search over one store with one embedder."""

    def __init__(self, store: Store, embedder: Embedder, config: RecallConfig | None = None) -> None:
        self.store = store
        self.embedder = embedder
        self.config = config or RecallConfig()

    def _candidates(
        self,
        user_id: str,
        query: str,
        context: str | None,
        kind: Literal["memory", "message"],
        include_inactive: bool,
    ) -> dict[str, _Cand]:
        cfg = self.config
        n = cfg.candidates
        cands: dict[str, _Cand] = {}
        texts = [query] if not context else [query, f"{context}\n{query}"]
        vectors = self.embedder.embed(texts, kind="query")
        lists: list[tuple[list[tuple[str, float]], float, str]] = [
            (
                self.store.vector_search(user_id, vectors[0], n, kind=kind, include_inactive=include_inactive),
                cfg.vector_weight,
                "vector",
            ),
        ]
        if context:
            lists.append(
                (
                    self.store.vector_search(user_id, vectors[1], n, kind=kind, include_inactive=include_inactive),
                    cfg.vector_weight * cfg.context_weight,
                    "context",
                )
            )
        match = fts_query(query)
        if match is not None:
            lists.append(
                (
                    self.store.text_search(user_id, match, n, kind=kind, include_inactive=include_inactive),
                    cfg.text_weight,
                    "text",
                )
            )
        for hits, weight, source in lists:
            best = max((score for _, score in hits), default=0.0)
            for rank, (item_id, score) in enumerate(hits, start=1):
                c = cands.setdefault(item_id, _Cand())
                c.rrf += weight / (_RRF_K + rank)
                if best > 0 and source != "text":
                    c.rel += weight * max(0.0, score) / best
                if source == "text":
                    c.text_rel = weight * max(0.0, score) / best if best > 0 else 0.0
                if source == "vector":
                    c.vector, c.vector_rank = score, rank
                elif source == "text":
                    c.text, c.text_rank = score, rank
                else:
                    c.context = score
        return cands

    def _fused(self, c: _Cand, has_context: bool, coverage: float) -> float:
        """Fused relevance in [0, 1]. In relative mode the text part is scaled by `coverage`, the
        share of the query's terms the text contains, so one common word shared with a long
        query ("work", "chat") cannot outweigh a close vector match in another language."""
        cfg = self.config
        total = cfg.vector_weight + cfg.text_weight + (cfg.vector_weight * cfg.context_weight if has_context else 0)
        if cfg.fusion == "rrf":
            return c.rrf / (total / (_RRF_K + 1))
        return (c.rel + c.text_rel * coverage) / total

    def _recency(self, when: datetime, now: datetime) -> float:
        days = max(0.0, (now - when).total_seconds() / 86400.0)
        return math.pow(0.5, days / self.config.recency_half_life_days)

    def search(
        self,
        user_id: str,
        query: str,
        *,
        now: datetime,
        k: int = 8,
        context: str | None = None,
        types: Sequence[str] | None = None,
        include_inactive: bool = False,
        min_score: float = 0.0,
    ) -> list[SearchHit]:
        """The best k memories for a query (optionally steered by recent conversation)."""
        cfg = self.config
        cands = self._candidates(user_id, query, context, "memory", include_inactive)
        if not cands:
            return []
        terms = set(query_terms(query))
        hits: list[SearchHit] = []
        for rec in self.store.get_memories(user_id, list(cands)):
            if not include_inactive and not _live(rec, now):
                continue
            if types and rec.type not in types:
                continue
            c = cands[rec.id]
            fused = self._fused(c, bool(context), _coverage(terms, rec.content) if c.text else 0.0)
            importance = rec.importance
            recency = self._recency(rec.last_accessed_at or rec.created_at, now)
            tw = cfg.type_weights.get(rec.type, cfg.default_type_weight)
            final = fused * (cfg.importance_floor + (1 - cfg.importance_floor) * importance)
            final *= cfg.recency_floor + (1 - cfg.recency_floor) * recency
            final *= tw
            if final < min_score:
                continue
            parts = ScoreParts(
                vector=c.vector,
                text=c.text,
                vector_rank=c.vector_rank,
                text_rank=c.text_rank,
                fused=round(fused, 6),
                importance=importance,
                recency=round(recency, 6),
                type_weight=tw,
                final=round(final, 6),
            )
            hits.append(SearchHit(kind="memory", memory=rec, score=parts.final, parts=parts))
        hits.sort(key=lambda h: (-h.score, h.id))
        return hits[:k]

    def search_messages(
        self, user_id: str, query: str, *, now: datetime, k: int = 5, context: str | None = None
    ) -> list[SearchHit]:
        """The best k raw messages for a query (seed 004 layer 1: "上次我们聊了什么")."""
        cfg = self.config
        cands = self._candidates(user_id, query, context, "message", False)
        if not cands:
            return []
        terms = set(query_terms(query))
        hits: list[SearchHit] = []
        for mid, c in cands.items():
            msg = _get_message(self.store, user_id, mid)
            if msg is None:
                continue
            fused = self._fused(c, bool(context), _coverage(terms, msg.content) if c.text else 0.0)
            recency = self._recency(msg.created_at, now)
            final = fused * cfg.message_type_weight * (cfg.recency_floor + (1 - cfg.recency_floor) * recency)
            parts = ScoreParts(
                vector=c.vector,
                text=c.text,
                vector_rank=c.vector_rank,
                text_rank=c.text_rank,
                fused=round(fused, 6),
                recency=round(recency, 6),
                type_weight=cfg.message_type_weight,
                final=round(final, 6),
            )
            hits.append(SearchHit(kind="message", message=msg, score=parts.final, parts=parts))
        hits.sort(key=lambda h: (-h.score, h.id))
        return hits[:k]


def _live(rec: MemoryRecord, now: datetime) -> bool:
    if rec.state is not MemoryState.ACTIVE or rec.superseded_by is not None:
        return False
    if rec.valid_until is not None and rec.valid_until <= now:
        return False
    if rec.expires_at is not None and rec.expires_at <= now:
        return False
    return not (rec.valid_from is not None and rec.valid_from > now)


def _get_message(store: Store, user_id: str, message_id: str) -> Message | None:
    from ._errors import NotFoundError

    try:
        return store.get_message(user_id, message_id)
    except NotFoundError:
        return None


def _coverage(terms: set[str], text: str) -> float:
    """Share of the query terms that occur in `text` (as indexed: words, Han characters and pairs)."""
    if not terms:
        return 0.0
    doc = set(fts_document(text).split())
    return len(terms & doc) / len(terms)
