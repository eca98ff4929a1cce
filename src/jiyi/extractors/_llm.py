"""The LLM extractor: one JSON chat call per window of new messages, mapped onto `Decision` objects.

The model's answer is validated leniently where being strict would only cost a retry (case, numbers
sent as strings, ``"ID:mem_1"`` for ``"mem_1"``) and strictly where a guess would be wrong (an
unknown action). Provider failures propagate: an empty result is never returned in place of an error.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

from .._models import Decision, ExtractionRequest, ExtractionResult, MemoryRecord
from .._validate import when_problem
from ..llm._base import LLM, ChatTurn
from ._base import Extractor
from ._prompts import EXTRACTABLE_TYPES, system_prompt, user_prompt

__all__ = ["ExtractedDecision", "ExtractionAnswer", "LLMExtractor"]

_SLUG = re.compile(r"^[a-z][a-z0-9_-]{0,31}$")
_LEGACY_ACTIONS = ("add", "update", "delete", "boost")


class ExtractedDecision(BaseModel):
    """One decision as the model writes it (``id`` rather than ``target_id``, ``due_at`` as text)."""

    model_config = ConfigDict(extra="ignore")

    action: Literal["add", "update", "delete", "skip", "boost"]
    id: str | None = None
    type: str | None = None
    content: str = ""
    importance: float = 0.5
    confidence: float = 0.8
    due_at: str | None = None
    reason: str = ""
    message_ids: list[str] = Field(default_factory=list)

    @field_validator("action", mode="before")
    @classmethod
    def _action(cls, v: Any) -> Any:
        return v.strip().lower() if isinstance(v, str) else v

    @field_validator("id", mode="before")
    @classmethod
    def _id(cls, v: Any) -> Any:
        if isinstance(v, int):
            return str(v)
        if isinstance(v, str):
            # Models echo the prompt's "[ID:mem_1]" notation; the id is what follows the tag.
            v = re.sub(r"^\[?\s*ID\s*[:：]\s*", "", v.strip()).rstrip("]").strip()
            return v or None
        return v

    @field_validator("type", mode="before")
    @classmethod
    def _type(cls, v: Any) -> Any:
        return None if v is None else (str(v).strip().lower() or None)

    @field_validator("content", "reason", mode="before")
    @classmethod
    def _text(cls, v: Any) -> Any:
        return "" if v is None else v

    @field_validator("importance", "confidence", mode="before")
    @classmethod
    def _weight_in(cls, v: Any, info: ValidationInfo) -> Any:
        # null or "" means the model had no opinion: use the field's default.
        if v is None or v == "":
            return 0.5 if info.field_name == "importance" else 0.8
        return v

    @field_validator("importance", "confidence")
    @classmethod
    def _weight_range(cls, v: float) -> float:
        return min(1.0, max(0.0, v))

    @field_validator("due_at", mode="before")
    @classmethod
    def _due(cls, v: Any) -> Any:
        return (v.strip() or None) if isinstance(v, str) else None

    @field_validator("message_ids", mode="before")
    @classmethod
    def _message_ids(cls, v: Any) -> Any:
        if v is None:
            return []
        if isinstance(v, str | int):
            v = [v]
        return [str(x) for x in v] if isinstance(v, list | tuple) else v


class ExtractionAnswer(BaseModel):
    """The JSON the extraction prompt asks for; seed 000's ``{"add", "update", "reason"}`` also fits."""

    model_config = ConfigDict(extra="ignore")

    decisions: list[ExtractedDecision] = Field(default_factory=list)
    reason: str = ""

    @model_validator(mode="before")
    @classmethod
    def _legacy(cls, data: Any) -> Any:
        if not isinstance(data, dict) or "decisions" in data:
            return data
        if not any(k in data for k in _LEGACY_ACTIONS):
            return data
        decisions: list[Any] = []
        for action in _LEGACY_ACTIONS:
            items = data.get(action) or []
            for item in items if isinstance(items, list) else [items]:
                if isinstance(item, dict):
                    decisions.append({**item, "action": action})
                elif isinstance(item, str) and action == "add":
                    decisions.append({"action": action, "content": item})
                elif isinstance(item, str | int):  # delete / boost may list bare ids
                    decisions.append({"action": action, "id": item})
        return {"decisions": decisions, "reason": data.get("reason") or ""}

    @field_validator("reason", mode="before")
    @classmethod
    def _reason(cls, v: Any) -> Any:
        return "" if v is None else v


def _parse_due(text: str | None, now: datetime) -> datetime | None:
    """An ISO date or datetime; a bad value is dropped rather than failing the whole answer."""
    if not text:
        return None
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        return None
    when = when if when.tzinfo else when.replace(tzinfo=now.tzinfo or UTC)
    # A model may write "0001-01-01" or "9999-12-31": outside the range every other face refuses, it would
    # overflow the reminder arithmetic later, so it is dropped like any other bad date.
    return None if when_problem(when) else when


def _pick_type(d: ExtractedDecision, target: MemoryRecord | None, related_types: set[str]) -> str:
    """The decision's type if the prompt offered it; else the target memory's own; else "fact"."""
    kind = d.type if d.type and _SLUG.fullmatch(d.type) else None
    if kind in EXTRACTABLE_TYPES:
        return kind
    # A core memory stays core when the model echoes (or omits) its type in an update.
    if d.action != "add" and target is not None:
        return target.type
    return kind if kind is not None and kind in related_types else "fact"


class LLMExtractor(Extractor):
    """Distils memories with a chat model: the prompt follows the request's language (zh / en)."""

    provider: ClassVar[str] = "llm"
    # A prompt of every new message would outgrow context windows and budgets: take them in windows.
    windowed: ClassVar[bool] = True

    def __init__(self, llm: LLM) -> None:
        self.llm = llm

    def turns(self, request: ExtractionRequest) -> list[ChatTurn]:
        """The chat turns sent for `request` (public so the prompt can be inspected and logged)."""
        return [
            ChatTurn(role="system", content=system_prompt(request.language)),
            ChatTurn(role="user", content=user_prompt(request)),
        ]

    def extract(self, request: ExtractionRequest) -> ExtractionResult:
        """Ask the model and map its answer to decisions; ProviderError propagates."""
        if not request.new_messages:
            return ExtractionResult(reason="no new messages")
        answer = self.llm.complete_json(self.turns(request), ExtractionAnswer)
        new_ids = tuple(m.id for m in request.new_messages)
        related = {m.id: m for m in request.related}
        related_types = {m.type for m in request.related}
        decisions: list[Decision] = []
        dropped: list[str] = []
        for d in answer.value.decisions:
            if d.action in ("add", "update") and not d.content.strip():
                dropped.append(f"{d.action} {d.id or ''}".strip())
                continue
            kind = _pick_type(d, related.get(d.id or ""), related_types)
            cited = tuple(i for i in d.message_ids if i in new_ids)
            decisions.append(
                Decision(
                    action=d.action,
                    target_id=None if d.action == "add" else d.id,
                    type=kind,
                    content=d.content.strip(),
                    importance=d.importance,
                    confidence=d.confidence,
                    reason=d.reason,
                    due_at=_parse_due(d.due_at, request.now),
                    message_ids=cited or new_ids,
                )
            )
        reason = answer.value.reason
        if dropped:
            note = f"dropped {len(dropped)} decision(s) with empty content: {', '.join(dropped)}"
            reason = f"{reason} [{note}]" if reason else note
        return ExtractionResult(decisions=tuple(decisions), reason=reason, usage=answer.usage)
