"""FastAPI dependencies: the caller, the memory and the event bus of the app."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from .._memory import Memory
from ._auth import Caller, resolve_caller
from ._events import EventBus

__all__ = ["BusDep", "CallerDep", "MemoryDep"]


def _caller(request: Request) -> Caller:
    return resolve_caller(request, request.app.state.auth)


def _memory(request: Request) -> Memory:
    mem: Memory = request.app.state.memory
    return mem


def _bus(request: Request) -> EventBus:
    bus: EventBus = request.app.state.bus
    return bus


CallerDep = Annotated[Caller, Depends(_caller)]
MemoryDep = Annotated[Memory, Depends(_memory)]
BusDep = Annotated[EventBus, Depends(_bus)]
