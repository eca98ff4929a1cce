"""The entity layer's and the stored review's part of the store interface (`Store` inherits it).

The SQL behind it is shared by both stores (`_entity_store.EntityBackend`, `_review_store.ReviewBackend`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from .._entity_models import Entity, EntityFact, EntityHistory, EntityLink
from .._models import MemoryRecord
from ._records import EntityChange, NewEvent

if TYPE_CHECKING:  # the review models name the lifecycle's review item, which imports the store's records
    from .._review_models import QualityReport, ReviewRecord

__all__ = ["EntityReviewStore"]


class EntityReviewStore(ABC):
    """Persistence for the entity layer (`jiyi._entities`) and the stored review (`jiyi._review`)."""

    @abstractmethod
    def apply_entities(self, user_id: str, change: EntityChange) -> None:
        """Write an entity change in one transaction. Every row must name `user_id` (ValidationError); an id that
        belongs to another user raises ConflictError and nothing is written."""

    @abstractmethod
    def list_entities(
        self,
        user_id: str,
        *,
        ids: Sequence[str] | None = None,
        states: Sequence[str] | None = None,
        kind: str | None = None,
        limit: int | None = None,
    ) -> list[Entity]:
        """The user's entities (among `ids`, in these states, of this kind), most recently changed first."""

    @abstractmethod
    def list_entity_facts(
        self,
        user_id: str,
        *,
        entity_ids: Sequence[str] | None = None,
        memory_ids: Sequence[str] | None = None,
        fact_ids: Sequence[str] | None = None,
    ) -> list[EntityFact]:
        """The user's facts as stored (of these entities / memories / ids; all of them when every filter is None),
        oldest first. Whether one is current also depends on its memory (`jiyi._entity_views`)."""

    @abstractmethod
    def list_entity_links(
        self, user_id: str, *, entity_ids: Sequence[str] | None = None, memory_ids: Sequence[str] | None = None
    ) -> list[EntityLink]:
        """The user's links (from or to these entities / of these memories; all when both are None), oldest first."""

    @abstractmethod
    def list_entity_history(
        self, user_id: str, entity_id: str | None = None, *, limit: int = 100
    ) -> list[EntityHistory]:
        """Changes to one entity (as `entity_id` or `related_id`) or to all the user's entities, newest first."""

    @abstractmethod
    def get_entity_history(self, user_id: str, history_id: str) -> EntityHistory:
        """One of the user's entity history rows, or NotFoundError."""

    @abstractmethod
    def memories_from_messages(self, user_id: str, message_ids: Sequence[str]) -> list[MemoryRecord]:
        """The user's current memories with one of `message_ids` among their sources."""

    @abstractmethod
    def erase_entities(self, user_id: str, memory_ids: Sequence[str] | None = None) -> int:
        """Hard-remove entity rows in one transaction (an explicit request only): with `memory_ids`, the facts and
        links of those memories, then the entities they left with no fact and no link (with their history);
        with None, every entity row of the user. Returns how many rows went."""

    # --- the stored review (jiyi._review) ----------------------------------------------------------
    @abstractmethod
    def save_review(
        self,
        user_id: str,
        records: Sequence[ReviewRecord],
        report: QualityReport | None = None,
        events: Sequence[NewEvent] = (),
        expect: Mapping[str, str] | None = None,
    ) -> list[str]:
        """Write review items (update an item by id, else insert it unless its key is stored already), a report and
        outbox events in one transaction. `expect`: item id -> the status it was decided on; such an item is written
        only while it still has that status, else left and its id returned. Every row must name `user_id`
        (ValidationError); another user's id: ConflictError."""

    @abstractmethod
    def list_review_items(
        self, user_id: str, *, statuses: Sequence[str] | None = None, ids: Sequence[str] | None = None
    ) -> list[ReviewRecord]:
        """The user's review items (in these statuses, among these ids), most recently found first."""

    @abstractmethod
    def list_quality_reports(self, user_id: str, *, period: str | None = None, limit: int = 20) -> list[QualityReport]:
        """The user's stored reports (of one period: "day" or "week"), newest first."""

    @abstractmethod
    def record_skipped_duplicates(self, user_id: str, n: int, at: datetime) -> None:
        """Count `n` extractions the distiller skipped at `at` as duplicates of a stored memory (nothing for 0)."""

    @abstractmethod
    def count_skipped_duplicates(self, user_id: str, since: datetime, until: datetime) -> int:
        """How many extractions were skipped as duplicates in [`since`, `until`)."""

    @abstractmethod
    def erase_review(self, user_id: str) -> int:
        """Hard-remove the user's review items, reports and skip counts (`Memory.clear`); returns how many rows
        went."""
