"""What the web UI needs beyond the memory API: who am I, my API keys, profile versions, memories over
time, upcoming todos — and the UI itself (static files at ``/``).

Every route is scoped to the caller's user, like the rest of the API.
"""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, FastAPI, Query, Request
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

from .._errors import NotFoundError
from .._stats import created_per_day
from ._deps import CallerDep, MemoryDep
from ._errors import HTTPProblem
from ._keys import ApiKey, KeyStore

__all__ = ["STATIC_DIR", "install_ui", "router"]

STATIC_DIR = Path(__file__).parent / "static"

router = APIRouter(prefix="/api", tags=["ui"])


class Me(BaseModel):
    """The caller as the server sees it."""

    user_id: str
    admin: bool
    open: bool
    key_id: str | None


class KeyInfo(BaseModel):
    """One API key of the user (never the secret)."""

    id: str
    prefix: str
    name: str
    created_at: datetime
    last_used_at: datetime | None
    revoked_at: datetime | None

    @classmethod
    def of(cls, key: ApiKey) -> KeyInfo:
        return cls(
            id=key.id,
            prefix=key.prefix,
            name=key.name,
            created_at=key.created_at,
            last_used_at=key.last_used_at,
            revoked_at=key.revoked_at,
        )


class KeyCreate(BaseModel):
    """A new key for the caller's own user."""

    name: str = Field(default="", max_length=100)


class KeyCreated(BaseModel):
    """The secret is shown once, here."""

    secret: str
    key: KeyInfo


class ProfileVersionOut(BaseModel):
    """One version of the user's profile narrative."""

    version: int
    narrative: str
    created_at: datetime


class DayCount(BaseModel):
    """Memories created on one day of the user's time zone."""

    day: str
    count: int


@router.get("/me", response_model=Me)
def me(request: Request, caller: CallerDep) -> Me:
    """Who the key (or the open mode) acts for."""
    return Me(user_id=caller.user_id, admin=caller.admin, open=request.app.state.auth.open, key_id=caller.key_id)


def _keys(request: Request) -> KeyStore:
    keys: KeyStore | None = request.app.state.auth.keys
    if keys is None:
        raise HTTPProblem(404, "not_found", "this server checks no API keys (open mode)", code="open_mode")
    return keys


@router.get("/keys", response_model=list[KeyInfo])
def list_keys(request: Request, caller: CallerDep, include_revoked: bool = False) -> list[KeyInfo]:
    """The API keys bound to the caller's user (admin keys are never listed here)."""
    keys = _keys(request)
    return [KeyInfo.of(k) for k in keys.list(include_revoked=include_revoked) if k.user_id == caller.user_id]


@router.post("/keys", response_model=KeyCreated, status_code=201)
def create_key(body: KeyCreate, request: Request, caller: CallerDep, mem: MemoryDep) -> KeyCreated:
    """A new key for the caller's user; the secret is in this answer only."""
    secret, key = _keys(request).create(user_id=caller.user_id, name=body.name, now=mem.clock.now())
    return KeyCreated(secret=secret, key=KeyInfo.of(key))


@router.delete("/keys/{key_id}", response_model=KeyInfo)
def revoke_key(key_id: str, request: Request, caller: CallerDep, mem: MemoryDep) -> KeyInfo:
    """Revoke one of the user's keys (another user's key is 404)."""
    keys = _keys(request)
    try:
        key = keys.get(key_id)
    except NotFoundError:
        key = None
    if key is None or key.user_id != caller.user_id:
        raise HTTPProblem(404, "not_found", f"api key {key_id} not found", field="key_id")
    return KeyInfo.of(keys.revoke(key_id, now=mem.clock.now()))


@router.get("/profile", response_model=list[ProfileVersionOut])
def profile_versions(caller: CallerDep, mem: MemoryDep) -> list[ProfileVersionOut]:
    """Every version of the user's profile narrative, newest first."""
    versions = mem.store.list_profiles(caller.user_id)
    return [ProfileVersionOut(version=v.version, narrative=v.narrative, created_at=v.created_at) for v in versions][
        ::-1
    ]


@router.get("/timeline", response_model=list[DayCount])
def memories_timeline(
    caller: CallerDep, mem: MemoryDep, days: Annotated[int, Query(ge=1, le=366)] = 30
) -> list[DayCount]:
    """Memories created per day over the last `days` days (every state and version), oldest first; days are the
    user's (their time zone setting)."""
    now = mem.local_now(caller.user_id)
    start = datetime.combine(now.date() - timedelta(days=days - 1), time(), tzinfo=now.tzinfo)
    counts = created_per_day(mem.store, caller.user_id, since=start, zone=now.tzinfo or UTC)
    out = []
    for i in range(days - 1, -1, -1):
        day = (now.date() - timedelta(days=i)).isoformat()
        out.append(DayCount(day=day, count=counts.get(day, 0)))
    return out


def install_ui(app: FastAPI) -> None:
    """Serve the web UI: ``/`` is the page, ``/ui/*`` its scripts and styles."""
    app.include_router(router)
    app.mount("/ui", StaticFiles(directory=STATIC_DIR), name="ui")

    @app.get("/", include_in_schema=False)
    def index() -> FileResponse:
        return FileResponse(STATIC_DIR / "index.html", headers={"Cache-Control": "no-cache"})
