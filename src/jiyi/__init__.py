"""jiyi (记忆): long-term memory for AI assistants.

```python
from jiyi import Memory
mem = Memory("~/.jiyi/jiyi.db")
t = mem.topics.create(user_id="u1", title="tech")
mem.messages.add(t.id, role="user", content="我叫李明，是后端工程师。我决定用 FastAPI 了")
report = mem.extract(t.id)
hits = mem.search("u1", "用户用什么框架？")
block = mem.context("u1", "帮我写个接口")
```

`AsyncMemory` is the same API, awaitable; `jiyi.client.RemoteMemory` / `AsyncRemoteMemory` speak it over HTTP.
"""

from ._async_memory import AsyncMemory
from ._clock import Clock, FixedClock, SystemClock
from ._context import ContextConfig
from ._distil import DistilConfig
from ._errors import (
    AccessDeniedError,
    ConflictError,
    DuplicateError,
    JiyiError,
    MalformedOutputError,
    NotFoundError,
    ProviderError,
    ProviderHTTPError,
    ProviderTimeoutError,
    StaleError,
    StoreError,
    UserError,
    ValidationError,
)
from ._memory import DEFAULT_PATH, Memory
from ._models import (
    KNOWN_TYPES,
    ContextBlock,
    Decision,
    ExtractionReport,
    ExtractionRequest,
    ExtractionResult,
    HistoryEntry,
    MemoryRecord,
    MemoryState,
    Message,
    Proposal,
    Role,
    ScoreParts,
    SearchHit,
    Source,
    Topic,
    Usage,
    UserSettings,
)
from ._recall import RecallConfig
from .embedders import Embedder
from .extractors import Extractor
from .llm import LLM

__version__ = "0.1.0"

__all__ = [
    "DEFAULT_PATH",
    "KNOWN_TYPES",
    "LLM",
    "AccessDeniedError",
    "AsyncMemory",
    "Clock",
    "ConflictError",
    "ContextBlock",
    "ContextConfig",
    "Decision",
    "DistilConfig",
    "DuplicateError",
    "Embedder",
    "ExtractionReport",
    "ExtractionRequest",
    "ExtractionResult",
    "Extractor",
    "FixedClock",
    "HistoryEntry",
    "JiyiError",
    "MalformedOutputError",
    "Memory",
    "MemoryRecord",
    "MemoryState",
    "Message",
    "NotFoundError",
    "Proposal",
    "ProviderError",
    "ProviderHTTPError",
    "ProviderTimeoutError",
    "RecallConfig",
    "Role",
    "ScoreParts",
    "SearchHit",
    "Source",
    "StaleError",
    "StoreError",
    "SystemClock",
    "Topic",
    "Usage",
    "UserError",
    "UserSettings",
    "ValidationError",
]
