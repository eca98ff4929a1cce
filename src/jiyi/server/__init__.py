"""`jiyi serve`: a REST API and an OpenAI-compatible chat proxy over one `Memory` (extra ``jiyi[server]``).

```python
from jiyi import Memory
from jiyi.server import AuthConfig, create_app

app = create_app(Memory("app.db"), upstream="https://api.openai.com/v1")  # API keys from the same file
```
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._app import create_app
    from ._auth import AuthConfig, Caller
    from ._events import EventBus, MemoryEvent
    from ._keys import ApiKey, KeyStore
    from ._proxy import Upstream
    from ._testing import LiveServer

# Imported on first use: the `jiyi` command reaches `jiyi.server._cli` on every run, and a plain
# `pip install jiyi` (no `[server]` extra, so no FastAPI) must still run `jiyi demo`, `jiyi add`, ...
_WHERE = {
    "create_app": "._app",
    "AuthConfig": "._auth",
    "Caller": "._auth",
    "EventBus": "._events",
    "MemoryEvent": "._events",
    "ApiKey": "._keys",
    "KeyStore": "._keys",
    "Upstream": "._proxy",
    "LiveServer": "._testing",
}


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(_WHERE[name], __name__), name)


__all__ = [
    "ApiKey",
    "AuthConfig",
    "Caller",
    "EventBus",
    "KeyStore",
    "LiveServer",
    "MemoryEvent",
    "Upstream",
    "create_app",
]
