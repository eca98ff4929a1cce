"""One error tree for everything jiyi raises on purpose.

```
JiyiError
├── UserError                 the caller did something wrong; fix the call
│   ├── ValidationError       bad input: empty text, unknown role, out-of-range value
│   ├── NotFoundError         unknown (or another user's) topic / message / memory id
│   ├── ConflictError         the operation does not fit the current state (restore an active memory)
│   │   ├── DuplicateError    a memory with that text is already current (`ChangeSet.unless_hash`)
│   │   └── StaleError        a memory a change was decided on changed since it was read (`ChangeSet.expect`)
│   └── AccessDeniedError     a jiyi server refused the API key (401) or the user it names (403)
├── StoreError                the database failed (locked past the busy timeout, disk full, corrupt)
└── ProviderError             an embedder or LLM failed
    ├── ProviderHTTPError     the remote answered with an error status (keeps status and body)
    ├── ProviderTimeoutError  the remote did not answer in time
    └── MalformedOutputError  the model answered, but not with what we asked for (bad JSON, wrong shape)
```

Third-party errors are translated at the boundary (`raise ProviderError(...) from exc`); nothing here
shadows a builtin name.
"""

from __future__ import annotations

__all__ = [
    "AccessDeniedError",
    "ConflictError",
    "DuplicateError",
    "JiyiError",
    "MalformedOutputError",
    "NotFoundError",
    "ProviderError",
    "ProviderHTTPError",
    "ProviderTimeoutError",
    "StaleError",
    "StoreError",
    "UserError",
    "ValidationError",
]


class JiyiError(Exception):
    """Base class of every error jiyi raises on purpose."""


class UserError(JiyiError):
    """The call was wrong; the message says what to change."""


class ValidationError(UserError):
    """Input that jiyi refuses: the message names the field and the reason."""

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


class NotFoundError(UserError):
    """No such object for this user. Another user's object is reported exactly like a missing one."""

    def __init__(self, kind: str, object_id: str) -> None:
        super().__init__(f"{kind} {object_id!r} not found")
        self.kind = kind
        self.object_id = object_id


class ConflictError(UserError):
    """The operation does not fit the object's current state."""


class StaleError(ConflictError):
    """Nothing was written: memory `memory_id`, which the change was decided on, changed since it was read
    (edited, used by a search, forgotten or superseded meanwhile; `ChangeSet.expect`)."""

    def __init__(self, memory_id: str) -> None:
        super().__init__(f"memory {memory_id!r} changed since it was read; nothing was written")
        self.memory_id = memory_id


class DuplicateError(ConflictError):
    """Nothing was written: the user already has a current memory with this content (`existing_id`)."""

    def __init__(self, existing_id: str) -> None:
        super().__init__(f"memory {existing_id!r} already holds this content; nothing was written")
        self.existing_id = existing_id


class AccessDeniedError(UserError):
    """A jiyi server refused the call: no valid API key (status 401), or the key may not act for that user (403)."""

    def __init__(self, message: str, *, status: int) -> None:
        super().__init__(message)
        self.status = status


class StoreError(JiyiError):
    """The database failed underneath us."""


class ProviderError(JiyiError):
    """An embedder or LLM provider failed."""


class ProviderHTTPError(ProviderError):
    """The provider answered with an HTTP error status."""

    def __init__(self, status: int, body: str, *, url: str = "") -> None:
        super().__init__(f"provider answered HTTP {status} at {url or 'provider'}: {body[:300]}")
        self.status = status
        self.body = body
        self.url = url


class ProviderTimeoutError(ProviderError):
    """The provider did not answer within the timeout."""


class MalformedOutputError(ProviderError):
    """The model answered, but its output could not be parsed or validated."""

    def __init__(self, message: str, *, raw: str = "") -> None:
        super().__init__(message)
        self.raw = raw
