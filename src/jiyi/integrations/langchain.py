"""A LangChain retriever over jiyi's recall: the user's memories (and, if asked, past messages) as Documents.

```python
from jiyi import Memory
from jiyi.integrations.langchain import JiyiRetriever

retriever = JiyiRetriever(memory=Memory("~/.jiyi/jiyi.db"), user_id="li", k=4)
docs = retriever.invoke("他能吃川菜吗？")
docs[0].page_content, docs[0].metadata["score"]
```

Each Document's `page_content` is the memory's (or message's) text, its `id` the jiyi id, and its metadata holds
``kind`` (memory / message), ``score`` (jiyi's final score) and the record's fields a chain may want (type,
importance, created_at, topic_id; a message's role). Hits come best first.
"""

from __future__ import annotations

from typing import Any

from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import ConfigDict, Field

from .._memory import Memory
from .._models import SearchHit

__all__ = ["JiyiRetriever", "hit_document"]


def hit_document(hit: SearchHit) -> Document:
    """A jiyi search hit as a LangChain Document (text, id, kind, score and the record's main fields)."""
    meta: dict[str, Any] = {"kind": hit.kind, "score": hit.score}
    if hit.memory is not None:
        rec = hit.memory
        meta.update(
            type=rec.type,
            importance=rec.importance,
            created_at=rec.created_at.isoformat(),
            topic_id=rec.topic_id,
            language=rec.language,
        )
    elif hit.message is not None:
        msg = hit.message
        meta.update(role=msg.role.value, created_at=msg.created_at.isoformat(), topic_id=msg.topic_id)
    return Document(page_content=hit.content, id=hit.id, metadata=meta)


class JiyiRetriever(BaseRetriever):
    """Documents from `Memory.search` for one user, best first; `include_messages=True` adds hits from the
    user's past messages (`Memory.search_messages`), merged by score. `k` may be given per call:
    ``retriever.invoke(query, k=2)``."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    memory: Memory
    user_id: str
    k: int = Field(default=4, ge=1, le=1000)
    include_messages: bool = False
    types: list[str] | None = None
    min_score: float = 0.0

    def _get_relevant_documents(
        self, query: str, *, run_manager: CallbackManagerForRetrieverRun, k: int | None = None
    ) -> list[Document]:
        n = self.k if k is None else k
        hits = self.memory.search(self.user_id, query, k=n, types=self.types, min_score=self.min_score)
        if self.include_messages:
            hits += [h for h in self.memory.search_messages(self.user_id, query, k=n) if h.score >= self.min_score]
            hits.sort(key=lambda h: h.score, reverse=True)
        return [hit_document(h) for h in hits[:n]]
