"""FastAPI dependencies: the caller, the memory, the event bus and the outbox tailer of the app."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from .._memory import Memory
from ._auth import Caller, resolve_caller
from ._events import EventBus
from ._outbox import OutboxTailer

__all__ = ["BusDep", "CallerDep", "MemoryDep", "OutboxDep"]


def _caller(request: Request) -> Caller:
    return resolve_caller(request, request.app.state.auth)


def _memory(request: Request) -> Memory:
    mem: Memory = request.app.state.memory
    return mem


def _bus(request: Request) -> EventBus:
    bus: EventBus = request.app.state.bus
    return bus


def _outbox(request: Request) -> OutboxTailer:
    tailer: OutboxTailer = request.app.state.outbox
    return tailer


CallerDep = Annotated[Caller, Depends(_caller)]
MemoryDep = Annotated[Memory, Depends(_memory)]
BusDep = Annotated[EventBus, Depends(_bus)]
OutboxDep = Annotated[OutboxTailer, Depends(_outbox)]
