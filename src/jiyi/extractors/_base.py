"""The extractor interface: new messages + context + related memories in, decisions out."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import ClassVar

from .._models import ExtractionRequest, ExtractionResult

__all__ = ["Extractor"]


class Extractor(ABC):
    """Distils durable memories from a topic's new messages.

    It must extract only from `request.new_messages` (context messages are for understanding),
    keep the language the user spoke, and may refer only to ids in `request.related` for
    update / delete / boost. The pipeline rejects any other id, so an invented id is harmless.
    """

    provider: ClassVar[str] = ""

    @abstractmethod
    def extract(self, request: ExtractionRequest) -> ExtractionResult:
        """Return decisions; raise ProviderError when the decision could not be made."""
