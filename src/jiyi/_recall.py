"""Recall: hybrid search over a user's memories (and, on request, raw messages).

1. Candidates: the nearest vectors and the best full-text matches (Han characters + pairs, words).
   A query of several lines (a conversation) also has its last line embedded on its own; a
   transcript's speaker labels ("Bart: ...", "Assistant: ...") are dropped from it first.
2. Fusion, in [0, 1]: by default a weighted mean of each vector list's cosine above the
   embedder's `similarity_baseline` (an id a list did not return counts at that list's last
   score) and the full-text score relative to the best match times the share of query terms the
   text contains (text weighs 2, vectors 1). Absolute cosines keep how sure the vectors are: a
   weak vector list cannot swamp a good text match, nor the reverse. `fusion="rrf"` selects
   reciprocal rank fusion (k=60) instead.
3. Weighting: fused x (0.6 + 0.4 x importance) x (0.8 + 0.2 x recency) x (0.8 + 0.2 x confidence)
   x type weight, where recency halves every `recency_half_life_days` since the memory was created or
   last used, and confidence is how sure the extractor was (1 for what the user said or confirmed:
   seed 003 §5.8, high confidence before low).
   Raw messages get no recency weighting by default (`message_recency_floor`). A message's query
   coverage also counts, at half weight, terms of the message before it in its topic, and its
   relevance is blended with its topic's locality (how well the topic's best candidates match):
   what a question asks about is usually talked over across several turns of one conversation.
   A query naming a past period ("上周", "yesterday", "last month") keeps full weight for items
   created in that period and `time_mismatch_weight` for the others; the time words themselves are
   left out of the full-text query.
4. Filtering: superseded, forgotten, deleted, expired and not-yet-valid memories are dropped unless
   `include_inactive`; `min_score` drops weak hits. A query about what lies ahead ("这周我有什么安排？",
   "what's on this week?", "明天", "upcoming") drops plans and events whose day is over. Every period is read
   in `now`'s time zone: callers pass the user's local time (`_recall_time`).
Every hit carries its score parts, so a surprising ranking can be explained. The scoring pieces are in
`_recall_score`.
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as futures_wait
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from ._models import MemoryRecord, Message, ScoreParts, SearchHit
from ._recall_score import Candidate, RankedList, TextFound, in_order, is_live, term_coverage, topic_locality
from ._recall_time import asks_ahead, text_without, time_window
from ._scope import Scope
from ._text import detect_language, fts_query, query_terms, without_speakers
from ._todo_asked import asks_to_do
from .embedders._base import Embedder
from .store._base import Store

#: Query texts whose vectors `Recaller` keeps (a few conversations' worth of recent questions).
_QUERY_CACHE = 64

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
    """Weights and limits of hybrid recall.

    `similarity_baseline` is the cosine that unrelated texts reach with the embedder (None: the
    embedder's own `similarity_baseline`); a vector hit counts by how far it rises above it.
    `recency_floor` applies to memories, `message_recency_floor` to raw messages (1.0: recency
    plays no part, the default for "what did we say about X"). `confidence_floor` is the weight of a
    memory of confidence 0 (1.0: confidence plays no part); messages carry no confidence.
    Raw messages only: a query term found in the previous message of the topic but not in the
    message counts `context_coverage_weight` towards its coverage, and the message's relevance
    is blended with its topic's locality (the mean fused score of the topic's three best
    candidates) at `topic_weight` against 1 (0 turns either off). A message that is a question (it
    ends with "?" / "？") weighs `question_weight`: asking about something states nothing about it,
    and the answer, which full text finds through its context, should rank above it.
    """

    candidates: int = 50
    fusion: Literal["relative", "rrf"] = "relative"
    vector_weight: float = 1.0
    text_weight: float = 2.0
    context_weight: float = 0.5
    last_line_weight: float = 0.5
    importance_floor: float = 0.6
    recency_floor: float = 0.8
    confidence_floor: float = 0.8
    message_recency_floor: float = 1.0
    recency_half_life_days: float = 30.0
    message_type_weight: float = 0.8
    default_type_weight: float = 0.9
    similarity_baseline: float | None = None
    time_mismatch_weight: float = 0.7
    context_coverage_weight: float = 0.5
    topic_weight: float = 0.5
    question_weight: float = 0.8
    #: The weight of the user's open todos for a question about what they have to do ("What do I need to do this
    #: week?", `jiyi._todo_asked`): its answer, above what merely shares its words.
    to_do_weight: float = 3.0
    type_weights: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_TYPE_WEIGHTS))


class Recaller:
    """Hybrid search over one store with one embedder."""

    def __init__(self, store: Store, embedder: Embedder, config: RecallConfig | None = None) -> None:
        self.store = store
        self.embedder = embedder
        self.config = config or RecallConfig()
        self._pool: ThreadPoolExecutor | None = None
        self._pool_lock = threading.Lock()
        # The last query texts' vectors: `context()` searches memories and then messages with the same text, and
        # embedding it is a sixth of a 10k-memory context; the embedder is deterministic, so a hit is exact.
        self._queries: OrderedDict[str, Any] = OrderedDict()
        self._queries_lock = threading.Lock()

    def query_vector(self, text: str) -> Any:
        """The query embedding of `text` (cached: `context()` has embedded its message already)."""
        return self._query_vectors([text])[0]

    def _query_vectors(self, texts: Sequence[str]) -> list[Any]:
        """The query embeddings of `texts`, from the small cache where it has them (read-only rows)."""
        with self._queries_lock:
            known = {t: self._queries[t] for t in texts if t in self._queries}
            for t in known:
                self._queries.move_to_end(t)
        missing = [t for t in dict.fromkeys(texts) if t not in known]
        if missing:
            for t, row in zip(missing, self.embedder.embed(missing, kind="query"), strict=True):
                vec = row.copy()
                vec.setflags(write=False)
                known[t] = vec
            with self._queries_lock:
                for t in missing:
                    self._queries[t] = known[t]
                while len(self._queries) > _QUERY_CACHE:
                    self._queries.popitem(last=False)
        return [known[t] for t in texts]

    def _text_search_soon(
        self,
        user_id: str,
        match: str,
        n: int,
        kind: Literal["memory", "message"],
        include_inactive: bool,
        scope: Scope | None = None,
        *,
        inline: bool = False,
    ) -> Future[TextFound]:
        """Start the full-text search on a helper thread, and the fetching of the rows it found
        (with, for messages, their previous message's terms). None of it needs the query vector,
        and both the store's queries and the embedder's BLAS release the GIL: run side by side
        they cost the longer of the two instead of the sum (3-5 ms of a 10k-memory search).

        `inline` (the query vectors are cached: nothing to overlap with) runs it here instead: two threads
        building rows then only wait on each other for the GIL (up to the 5 ms switch interval each time)."""

        def find() -> TextFound:
            hits = self.store.text_search(user_id, match, n, kind=kind, include_inactive=include_inactive, scope=scope)
            ids = [item_id for item_id, _ in hits]
            if kind == "message":
                weight = self.config.context_coverage_weight
                contexts = self.store.message_contexts(user_id, ids) if weight > 0 and ids else {}
                return TextFound(hits, {m.id: m for m in self.store.get_messages(user_id, ids)}, contexts)
            return TextFound(hits, {m.id: m for m in self.store.get_memories(user_id, ids)}, {})

        if inline:
            done: Future[TextFound] = Future()
            try:
                done.set_result(find())
            except BaseException as exc:  # raised by `result()`, as from the helper thread
                done.set_exception(exc)
            return done
        with self._pool_lock:
            if self._pool is None:
                # 16: a server's concurrent searches must not queue behind each other here (the
                # store's connections bound them anyway); threads start only when needed.
                self._pool = ThreadPoolExecutor(max_workers=16, thread_name_prefix="jiyi-recall")
            return self._pool.submit(find)

    def close(self) -> None:
        """Stop the helper threads (a later search starts them again)."""
        with self._pool_lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True)

    def _candidates(
        self,
        user_id: str,
        query: str,
        context: str | None,
        kind: Literal["memory", "message"],
        include_inactive: bool,
        text_query: str,
        scope: Scope | None = None,
    ) -> tuple[dict[str, Candidate], list[RankedList], TextFound]:
        """Candidates from every list (inside `scope` when given), the lists, and what the full-text side already
        fetched."""
        cfg = self.config
        n = cfg.candidates
        cands: dict[str, Candidate] = {}
        # A query of several lines is a conversation: its last line (the message being answered)
        # is embedded on its own too, so the whole exchange does not drown it.
        lines = [ln for ln in query.splitlines() if ln.strip()]
        specs: list[tuple[str, Literal["vector", "last", "context"], float]] = [("q", "vector", cfg.vector_weight)]
        if len(lines) > 1 and cfg.last_line_weight > 0:
            specs.append((lines[-1], "last", cfg.vector_weight * cfg.last_line_weight))
        if context:
            specs.append((f"{context}\n{query}", "context", cfg.vector_weight * cfg.context_weight))
        texts = [query if t == "q" else t for t, _, _ in specs]
        match = fts_query(text_query)
        with self._queries_lock:
            cached = all(t in self._queries for t in texts)
        text = (
            None
            if match is None
            else self._text_search_soon(user_id, match, n, kind, include_inactive, scope, inline=cached)
        )
        try:
            vectors = self._query_vectors(texts)
            raw: list[tuple[list[tuple[str, float]], float, Literal["vector", "last", "context", "text"]]] = [
                (
                    self.store.vector_search(
                        user_id, vec, n, kind=kind, include_inactive=include_inactive, scope=scope
                    ),
                    w,
                    src,
                )
                for vec, (_, src, w) in zip(vectors, specs, strict=True)
            ]
        except BaseException:
            # The text search is not left running against a store the caller may close next.
            if text is not None and not text.cancel():
                futures_wait([text])
            raise
        found = TextFound([], {}, {}) if text is None else text.result()
        if text is not None:
            raw.append((found.hits, cfg.text_weight, "text"))
        lists: list[RankedList] = []
        for hits, weight, source in raw:
            # An id missing from a full list scored at most its last entry; a short list covered
            # every stored item, so a missing id has no vector (or no matching text) at all.
            floor = hits[-1][1] if len(hits) >= n and source != "text" else 0.0
            lists.append(RankedList(source, weight, dict(hits), floor))
            best = max((score for _, score in hits), default=0.0)
            for rank, (item_id, score) in enumerate(hits, start=1):
                c = cands.setdefault(item_id, Candidate())
                c.rrf += weight / (_RRF_K + rank)
                if source == "vector":
                    c.vector, c.vector_rank = score, rank
                elif source == "text":
                    c.text, c.text_rank = score, rank
                    c.text_rel = max(0.0, score) / best if best > 0 else 0.0
        return cands, lists, found

    def _baseline(self) -> float:
        base = self.config.similarity_baseline
        return self.embedder.similarity_baseline if base is None else base

    def _fused(
        self,
        item_id: str,
        c: Candidate,
        lists: list[RankedList],
        coverage: float,
        same_language: bool = True,
        best_text: float | None = None,
    ) -> float:
        """Fused relevance in [0, 1].

        Relative mode: a weighted mean of each vector list's similarity above the embedder's
        baseline (an id a list did not return counts at that list's last score, an upper bound)
        and the full-text score relative to the best match, scaled by `coverage`, the share of
        the query's terms the text contains, so one common word shared with a long query
        ("work", "chat") cannot outweigh a close vector match in another language.

        An item in another language than the query (`same_language` False) that full text did not
        match gets a stand-in for its text part: words could not have matched, so their absence
        says nothing, and counting it as 0 would sink every Chinese memory under an English
        question. The stand-in is its vector score, capped at `best_text`, the best text part of
        an item in the query's language (None when none matched: then vectors alone judge it), so
        it is judged as if its words matched as well as its meaning does, but never better than
        the query's own language managed — otherwise it would outrank a same-language item with
        a closer vector and a partial word match.
        """
        cfg = self.config
        vector_weight = sum(lst.weight for lst in lists if lst.source != "text")
        total = vector_weight + cfg.text_weight
        if total <= 0:
            return 0.0
        if cfg.fusion == "rrf":
            text_weight = cfg.text_weight if same_language or c.text is not None else 0.0
            return c.rrf / ((vector_weight + text_weight) / (_RRF_K + 1))
        base = self._baseline()
        vector = 0.0
        for lst in lists:
            if lst.source != "text":
                sim = lst.scores.get(item_id, lst.floor)
                vector += lst.weight * max(0.0, (sim - base) / (1.0 - base))
        text = c.text_rel * coverage
        if not same_language and c.text is None:
            alone = vector / vector_weight if vector_weight > 0 else 0.0
            text = alone if best_text is None else min(alone, best_text)
        return min(1.0, (cfg.text_weight * text + vector) / total)

    def _time_weight(self, window: tuple[datetime, datetime, tuple[int, int]] | None, when: datetime) -> float:
        if window is None or window[0] <= when < window[1]:
            return 1.0
        return self.config.time_mismatch_weight

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
        scope: Scope | None = None,
    ) -> list[SearchHit]:
        """The best k memories for a query (optionally steered by recent conversation), inside `scope` (an
        agent, metadata filters) when given: the store searches inside it, so an agent holding a small share
        of the user's memories still finds its own."""
        cfg = self.config
        query, context = _unlabelled(query, context)
        window = time_window(query, now)
        text_query = query if window is None else text_without(query, window[2])
        cands, lists, found = self._candidates(user_id, query, context, "memory", include_inactive, text_query, scope)
        if not cands:
            return []
        ahead = asks_ahead(query, now)
        # "这周要做什么？": the open todos answer it (the store knows which are open: completed ones are not)
        to_do = {t.memory.id for t in self.store.list_todos(user_id, limit=200)} if asks_to_do(query) else set()
        records: list[MemoryRecord] = in_order(cands, found.rows, lambda ids: self.store.get_memories(user_id, ids))
        terms = set(query_terms(text_query))
        query_language = detect_language(text_query)
        # Score parts stay plain dicts until the top k are known: building a validated model for
        # each of ~100 candidates cost more than the scoring itself.
        kept: list[tuple[MemoryRecord, Candidate, float, bool]] = []
        best_text: float | None = None  # the best text part of a memory in the query's language
        for rec in records:
            if not include_inactive and not is_live(rec, now):
                continue
            if types and rec.type not in types:
                continue
            if ahead and rec.has_passed(now):  # "这周有什么安排" is not answered with last week's plan
                continue
            if scope and not scope.admits(rec):
                continue
            c = cands[rec.id]
            coverage = term_coverage(terms, rec.content) if c.text else 0.0
            same = rec.language[:2] == query_language
            if same and c.text is not None:
                best_text = max(best_text or 0.0, c.text_rel * coverage)
            kept.append((rec, c, coverage, same))
        # (rounded final, id, record, candidate, fused, recency, type weight, time weight): the score parts of
        # the top k only are written out (~70 candidates a search at 10k memories, k of them shown).
        scored: list[tuple[float, str, MemoryRecord, Candidate, float, float, float, float]] = []
        for rec, c, coverage, same in kept:
            fused = self._fused(rec.id, c, lists, coverage, same, best_text)
            recency = self._recency(rec.last_accessed_at or rec.created_at, now)
            tw = cfg.type_weights.get(rec.type, cfg.default_type_weight)
            tw *= cfg.to_do_weight if rec.id in to_do else 1.0
            final = fused * (cfg.importance_floor + (1 - cfg.importance_floor) * rec.importance)
            final *= cfg.recency_floor + (1 - cfg.recency_floor) * recency
            final *= cfg.confidence_floor + (1 - cfg.confidence_floor) * rec.confidence
            final *= tw
            time_weight = self._time_weight(window, rec.created_at)
            final *= time_weight
            if final < min_score:
                continue
            scored.append((round(final, 6), rec.id, rec, c, fused, recency, tw, time_weight))
        scored.sort(key=lambda row: (-row[0], row[1]))
        return [
            SearchHit(
                kind="memory",
                memory=rec,
                score=final,
                parts=ScoreParts(
                    **c.listed(),
                    fused=round(fused, 6),
                    importance=rec.importance,
                    recency=round(recency, 6),
                    confidence=rec.confidence,
                    type_weight=tw,
                    time_weight=time_weight,
                    final=final,
                ),
            )
            for final, _, rec, c, fused, recency, tw, time_weight in scored[:k]
        ]

    def search_messages(
        self, user_id: str, query: str, *, now: datetime, k: int = 5, context: str | None = None
    ) -> list[SearchHit]:
        """The best k raw messages for a query (seed 004 layer 1: "上次我们聊了什么")."""
        cfg = self.config
        query, context = _unlabelled(query, context)
        window = time_window(query, now)
        text_query = query if window is None else text_without(query, window[2])
        cands, lists, found = self._candidates(user_id, query, context, "message", False, text_query)
        if not cands:
            return []
        terms = set(query_terms(text_query))
        # Terms only the previous message holds count part-way towards coverage: "Oscar, my guinea
        # pig" answers "What pets do you have?" (that context is indexed with it, see the store;
        # fetched beside the full-text search, for its hits).
        contexts = found.contexts
        messages: list[Message] = in_order(cands, found.rows, lambda ids: self.store.get_messages(user_id, ids))
        fetched: list[tuple[Message, Candidate, float]] = []
        for msg in messages:
            c = cands[msg.id]
            coverage = (
                term_coverage(terms, msg.content, contexts.get(msg.id), cfg.context_coverage_weight) if c.text else 0.0
            )
            fetched.append((msg, c, self._fused(msg.id, c, lists, coverage)))
        locality = topic_locality(fetched) if cfg.topic_weight > 0 else {}
        scored: list[tuple[Message, dict[str, Any]]] = []
        for msg, c, fused in fetched:
            topic = locality.get(msg.topic_id)
            relevance = fused if topic is None else (fused + cfg.topic_weight * topic) / (1 + cfg.topic_weight)
            recency = self._recency(msg.created_at, now)
            floor = cfg.message_recency_floor
            time_weight = self._time_weight(window, msg.created_at)
            type_weight = cfg.message_type_weight
            if msg.content.rstrip().endswith(("?", "？")):
                type_weight *= cfg.question_weight
            final = relevance * type_weight * (floor + (1 - floor) * recency) * time_weight
            parts = dict(
                **c.listed(),
                fused=round(fused, 6),
                topic=None if topic is None else round(topic, 6),
                recency=round(recency, 6),
                type_weight=type_weight,
                time_weight=time_weight,
                final=round(final, 6),
            )
            scored.append((msg, parts))
        scored.sort(key=lambda mp: (-mp[1]["final"], mp[0].id))
        return [
            SearchHit(kind="message", message=msg, score=parts["final"], parts=ScoreParts(**parts))
            for msg, parts in scored[:k]
        ]


def _unlabelled(query: str, context: str | None) -> tuple[str, str | None]:
    """Query and context without the speaker labels of a transcript ("Bart: ...", "Assistant: ...")."""
    return without_speakers(query), None if context is None else without_speakers(context)
