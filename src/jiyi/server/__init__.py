"""`jiyi serve`: a REST API and an OpenAI-compatible chat proxy over one `Memory` (extra ``jiyi[server]``).

```python
from jiyi import Memory
from jiyi.server import AuthConfig, create_app

app = create_app(Memory("app.db"), upstream="https://api.openai.com/v1")  # API keys from the same file
```
"""

from ._app import create_app
from ._auth import AuthConfig, Caller
from ._events import EventBus, MemoryEvent
from ._keys import ApiKey, KeyStore
from ._proxy import Upstream
from ._testing import LiveServer

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
