"""`/api/export` and `/api/import`: one user's data as JSON lines (``application/x-ndjson``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated

from fastapi import APIRouter, Query, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import StreamingResponse

from .._export import ImportReport
from ._deps import CallerDep, MemoryDep

__all__ = ["NDJSON", "router"]

NDJSON = "application/x-ndjson"

router = APIRouter(prefix="/api", tags=["export"])


@router.get(
    "/export",
    response_class=StreamingResponse,
    responses={200: {"content": {NDJSON: {"schema": {"type": "string"}}}, "description": "one JSON object a line"}},
)
def export(caller: CallerDep, mem: MemoryDep) -> StreamingResponse:
    """Everything of this user as JSON lines: a header, then topics, messages, memories, history, settings,
    profiles. Vectors are not included."""
    lines = mem.export_user(caller.user_id)
    first = next(lines)  # fail before the 200 is sent if the user id is refused

    def body() -> Iterator[bytes]:
        yield (first + "\n").encode()
        for line in lines:
            yield (line + "\n").encode()

    return StreamingResponse(body(), media_type=NDJSON)


@router.post(
    "/import",
    response_model=ImportReport,
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {NDJSON: {"schema": {"type": "string", "description": "an export, one JSON object a line"}}},
        }
    },
)
async def import_(
    request: Request,
    caller: CallerDep,
    mem: MemoryDep,
    as_user: Annotated[bool, Query(description="import records of another user in the file as this user")] = False,
) -> ImportReport:
    """Import an export into this user: every line is validated first (422 names the line), then all of it is
    written in one transaction. Records already stored are kept, so importing twice changes nothing. The body
    may be as large as the server's --max-import-body (64 MB by default), not just --max-body."""
    lines = await _lines(request)
    return await run_in_threadpool(mem.import_user, caller.user_id, lines, as_user=as_user)


async def _lines(request: Request) -> list[bytes]:
    """The body's lines, split as it arrives: the import validates every line before writing any, so the lines
    are kept, but never a second whole copy of the body beside them."""
    lines: list[bytes] = []
    tail = bytearray()
    async for chunk in request.stream():
        tail += chunk
        cut = tail.rfind(b"\n")
        if cut >= 0:
            lines += bytes(tail[:cut]).splitlines()
            del tail[: cut + 1]
    lines += bytes(tail).splitlines()
    return lines
