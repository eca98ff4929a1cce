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
    #: True when each call has a bounded input (a model's context window, a price per token): the
    #: distiller then feeds it the new messages in windows (`DistilConfig.window_messages` /
    #: `window_tokens`), committing each before the next. False: all new messages in one call.
    windowed: ClassVar[bool] = False

    @property
    def reads_message_vectors(self) -> bool:
        """True when the extractor embeds the user's messages itself with the bundled embedder (the offline
        selector): the distiller then passes their stored vectors (`ExtractionRequest.message_vectors`)."""
        return False

    @abstractmethod
    def extract(self, request: ExtractionRequest) -> ExtractionResult:
        """Return decisions; raise ProviderError when the decision could not be made."""
