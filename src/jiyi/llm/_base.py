"""The LLM interface: chat messages in, a validated pydantic object out."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import ClassVar, Generic, Literal, TypeVar

from pydantic import BaseModel

from .._models import Usage

__all__ = ["LLM", "ChatTurn", "JsonAnswer"]

T = TypeVar("T", bound=BaseModel)


class ChatTurn(BaseModel):
    """One chat message sent to an LLM."""

    role: Literal["system", "user", "assistant"]
    content: str


class JsonAnswer(BaseModel, Generic[T]):
    """A validated answer and the token usage it cost (summed over retries)."""

    value: T
    usage: Usage


class LLM(ABC):
    """A chat model that can answer in JSON matching a pydantic schema."""

    provider: ClassVar[str] = ""
    model: str

    @abstractmethod
    def complete_json(self, turns: list[ChatTurn], schema: type[T]) -> JsonAnswer[T]:
        """Ask for a JSON object matching `schema`; raise ProviderError (or a subclass) on failure.

        Implementations retry transient failures and malformed answers themselves and raise
        MalformedOutputError only when every attempt failed; they never return an empty object
        in place of an error.
        """

    @abstractmethod
    def complete_text(self, turns: list[ChatTurn]) -> tuple[str, Usage]:
        """Plain text completion (summaries, profiles)."""
