"""Who is calling: API keys (hashed, bound to one user or admin), the explicit open mode, rate limits.

A key comes as ``Authorization: Bearer <key>`` or ``X-API-Key``. A user key acts only for its user; an
admin key (and the open mode) act for the user named by ``X-Jiyi-User`` (or, on the chat proxy, by the
request's ``user`` field).
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field

from fastapi import Request

from .._clock import Clock, SystemClock
from .._errors import ValidationError
from .._validate import check_user_id
from ._errors import HTTPProblem, error_body
from ._keys import ApiKey, KeyStore

__all__ = [
    "KEY_SCOPE",
    "UNAUTHORIZED",
    "USER_HEADER",
    "AuthConfig",
    "Caller",
    "RateLimiter",
    "key_secret",
    "resolve_caller",
]

USER_HEADER = "x-jiyi-user"
#: ASGI scope entry where `Guard` leaves the key it verified (so a route does not verify it again)
KEY_SCOPE = "jiyi.key"
#: the answer to a request without a valid key
UNAUTHORIZED = error_body(
    "unauthorized",
    "a valid API key is required: send `Authorization: Bearer <key>` (create one with `jiyi keys create`)",
    code="api_key_required",
)


class RateLimiter:
    """A sliding one-minute window per key."""

    def __init__(self, per_minute: int) -> None:
        self.per_minute = per_minute
        self._lock = threading.Lock()
        self._hits: dict[str, deque[float]] = {}

    def allow(self, key: str) -> bool:
        """Count one request for `key`; False when it is over its limit."""
        if self.per_minute <= 0:
            return True
        now = time.monotonic()
        with self._lock:
            q = self._hits.setdefault(key, deque())
            while q and q[0] <= now - 60:
                q.popleft()
            if len(q) >= self.per_minute:
                return False
            q.append(now)
            return True


@dataclass
class AuthConfig:
    """How the server authenticates. `open=True` accepts every request (loudly, for local use only)."""

    keys: KeyStore | None = None
    open: bool = False
    rate_limit_per_minute: int = 600
    clock: Clock = field(default_factory=SystemClock)
    #: names besides loopback ones that an open-mode server answers to (see `Guard`)
    allowed_hosts: Sequence[str] = ()

    def __post_init__(self) -> None:
        if self.keys is None and not self.open:
            raise ValidationError("give a KeyStore, or open=True to run without keys", field="auth")
        self.limiter = RateLimiter(self.rate_limit_per_minute)

    def verify(self, secret: str) -> ApiKey | None:
        """The active key with this secret, or None; notes its use (see `KeyStore.verify`)."""
        return self.keys.verify(secret, now=self.clock.now()) if self.keys is not None else None


@dataclass(frozen=True)
class Caller:
    """The authenticated caller and the user every call is scoped to."""

    user_id: str
    key_id: str | None
    admin: bool


def key_secret(authorization: str, x_api_key: str) -> str | None:
    """The key a request sends, from its `Authorization: Bearer` or `X-API-Key` header."""
    if authorization[:7].lower() == "bearer ":
        return authorization[7:].strip() or None
    return x_api_key or None


def _secret(request: Request) -> str | None:
    return key_secret(request.headers.get("authorization", ""), request.headers.get("x-api-key", ""))


def _check_user(value: str, field_name: str) -> str:
    try:
        return check_user_id(value)
    except ValidationError as exc:
        raise HTTPProblem(422, "validation_error", str(exc), field=field_name) from None


def resolve_caller(
    request: Request, auth: AuthConfig, *, body_user: str | None = None, need_user: bool = True
) -> Caller:
    """Authenticate the request and pick its user (401 no key, 403 wrong user, 429 over the limit).

    With `need_user=False` (endpoints that touch no user data) an admin or open caller may name nobody.
    """
    named = request.headers.get(USER_HEADER)
    named_field = USER_HEADER
    if named is None and body_user is not None:
        named, named_field = body_user, "user"
    if KEY_SCOPE in request.scope:  # verified by `Guard` before the body was read
        key: ApiKey | None = request.scope[KEY_SCOPE]
    else:
        secret = _secret(request)
        key = auth.verify(secret) if secret is not None else None
    if auth.open and key is None:  # OpenAI clients always send some key; in open mode an unknown one is ignored
        if named is None and not need_user:
            return Caller(user_id="", key_id=None, admin=True)
        if named is None:
            raise HTTPProblem(
                422,
                "validation_error",
                "name the user in the X-Jiyi-User header",
                field=USER_HEADER,
                code="user_required",
            )
        return Caller(user_id=_check_user(named, named_field), key_id=None, admin=True)
    if key is None:
        err = UNAUTHORIZED["error"]
        raise HTTPProblem(401, err["type"], err["message"], headers={"WWW-Authenticate": "Bearer"}, code=err["code"])
    if not auth.limiter.allow(key.id):
        raise HTTPProblem(
            429, "rate_limited", "too many requests for this key; retry in a minute", headers={"Retry-After": "60"}
        )
    if key.admin:
        if named is None and not need_user:
            return Caller(user_id="", key_id=key.id, admin=True)
        if named is None:
            raise HTTPProblem(
                422,
                "validation_error",
                "an admin key must name the user in X-Jiyi-User",
                field=USER_HEADER,
                code="user_required",
            )
        return Caller(user_id=_check_user(named, named_field), key_id=key.id, admin=True)
    assert key.user_id is not None
    if named is not None and named != key.user_id:
        raise HTTPProblem(
            403, "forbidden", "this key belongs to another user", field=named_field, code="key_of_another_user"
        )
    return Caller(user_id=key.user_id, key_id=key.id, admin=False)
