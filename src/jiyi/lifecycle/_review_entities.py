"""The entity review (seed 003 §6.2's contradiction scan and quality report, issue #21): what needs a person's eye.

Three kinds of item, each saying what to do about it:

- ``conflict``: one entity holds two or more current values of a single-valued attribute (after a merge, or
  from two sources read apart): pick the right value (forget the memory that states the wrong one);
- ``duplicate``: two active entities of one kind that are likely the same (a shared name or alias, or the
  same relation to the user and a shared fact): merge them, or leave them apart;
- ``unsourced``: a current memory that no message states (no ``message_ids``) and that the user neither typed
  nor confirmed: check it, then confirm (``verified``) or forget it.

Pure logic over records the caller read (entity views and current memories): nothing is written, nothing is
decided automatically — the items are suggestions for the user (`Memory.entities.review`).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field

from .._entity_models import EntityFact, EntityView, single_valued
from .._models import MemoryRecord, Source

__all__ = ["REVIEW_KINDS", "EntityReview", "ReviewItem", "needs_source", "review_entities"]

ReviewKind = Literal["conflict", "duplicate", "unsourced"]
#: every kind, in the order the review lists them (what an argument naming a kind is checked against)
REVIEW_KINDS: tuple[ReviewKind, ...] = get_args(ReviewKind)
#: What the user is asked to do: merge two entities, pick one of the values, check a memory's source.
ReviewAction = Literal["merge", "pick_value", "verify"]
#: Why two entities look like one: a name or alias they share, or the same relation and a fact in common.
DuplicateReason = Literal["same_name", "same_relation_and_facts"]

#: Memory types whose text is derived from others (a summary), not stated: they need no source of their own.
_DERIVED_TYPES = frozenset({"episode"})


class ReviewItem(BaseModel):
    """One thing for the user to look at, and what to do about it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: ReviewKind
    action: ReviewAction
    #: the entities concerned: one for a conflict, the pair for a duplicate (the one to keep first), none else
    entity_ids: list[str] = Field(default_factory=list)
    #: a conflict's attribute (slug) and the current facts that disagree, oldest first
    attribute: str | None = None
    facts: list[EntityFact] = Field(default_factory=list)
    #: why two entities look alike
    reason: DuplicateReason | None = None
    #: what the pair shares: the names, or the facts' values ("lives_in=柏林")
    shared: list[str] = Field(default_factory=list)
    #: the memory without a source
    memory: MemoryRecord | None = None


class EntityReview(BaseModel):
    """The review of one user: conflicts first, then likely duplicates, then memories without a source."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    user_id: str
    items: list[ReviewItem] = Field(default_factory=list)

    def of_kind(self, kind: ReviewKind) -> list[ReviewItem]:
        """The items of one kind, in order."""
        return [i for i in self.items if i.kind == kind]


def review_entities(user_id: str, views: Sequence[EntityView], memories: Iterable[MemoryRecord]) -> EntityReview:
    """The review over `views` (the user's active entities) and `memories` (their current memories)."""
    active = [v for v in views if v.entity.state == "active" and v.entity.user_id == user_id]
    items = [*_conflicts(active), *_duplicates(active), *_unsourced(user_id, memories)]
    return EntityReview(user_id=user_id, items=items)


def _norm(text: str) -> str:
    return " ".join(text.casefold().split())


def _conflicts(views: Sequence[EntityView]) -> list[ReviewItem]:
    out = []
    for v in views:
        by_attr: dict[str, list[EntityFact]] = defaultdict(list)
        for f in v.facts:
            if f.is_current and single_valued(f.attribute):
                by_attr[f.attribute].append(f)
        for attribute, facts in sorted(by_attr.items()):
            # The same value stated twice (two messages saying it) agrees with itself: not a conflict.
            if len({_norm(f.value) for f in facts}) < 2:
                continue
            facts.sort(key=lambda f: (f.valid_from, f.id))
            item = ReviewItem(
                kind="conflict", action="pick_value", entity_ids=[v.entity.id], attribute=attribute, facts=facts
            )
            out.append(item)
    return out


def _names(v: EntityView) -> set[str]:
    return {n for n in (_norm(x) for x in (v.entity.name, *v.entity.aliases)) if n}


def _values(v: EntityView) -> set[str]:
    # The relation is compared on its own; stored as a fact too, it would make every pair of 下属 "share" one.
    return {
        f"{f.attribute}={_norm(f.value)}"
        for f in v.facts
        if f.is_current and f.value.strip() and f.attribute != "relation"
    }


def _pair(a: EntityView, b: EntityView) -> tuple[EntityView, EntityView]:
    # The one to keep first: the older entity (its id is the one other records and links most likely name).
    return (a, b) if (a.entity.created_at, a.entity.id) <= (b.entity.created_at, b.entity.id) else (b, a)


def _duplicates(views: Sequence[EntityView]) -> list[ReviewItem]:
    found: dict[tuple[str, str], ReviewItem] = {}
    by_name: dict[tuple[str, str], list[EntityView]] = defaultdict(list)
    by_relation: dict[tuple[str, str], list[EntityView]] = defaultdict(list)
    for v in views:
        for n in _names(v):
            by_name[(v.entity.kind, n)].append(v)
        if v.entity.relation.strip():
            by_relation[(v.entity.kind, _norm(v.entity.relation))].append(v)
    for group in by_name.values():
        for a, b in combinations(group, 2):
            keep, other = _pair(a, b)
            key = (keep.entity.id, other.entity.id)
            if key not in found:
                # as the user wrote them ("Amy", not the folded "amy")
                common = _names(a) & _names(b)
                shared = sorted({n for n in (keep.entity.name, *keep.entity.aliases) if _norm(n) in common})
                found[key] = ReviewItem(
                    kind="duplicate", action="merge", entity_ids=list(key), reason="same_name", shared=shared
                )
    for group in by_relation.values():
        for a, b in combinations(group, 2):
            keep, other = _pair(a, b)
            key = (keep.entity.id, other.entity.id)
            # Two people with the same relation ("同事") are common; a fact in common as well makes it likely.
            shared = sorted(_values(a) & _values(b))
            if key in found or not shared:
                continue
            found[key] = ReviewItem(
                kind="duplicate", action="merge", entity_ids=list(key), reason="same_relation_and_facts", shared=shared
            )
    return sorted(found.values(), key=lambda i: (i.reason != "same_name", i.entity_ids))


def needs_source(m: MemoryRecord) -> bool:
    """A current memory that no message states and that the user neither typed nor confirmed: an ``unsourced``
    item. What the user typed or confirmed is its own source; a summary's sources are its conversation's."""
    if not m.is_current or m.message_ids:
        return False
    return not (m.source == Source.USER or m.verified or m.type in _DERIVED_TYPES)


def _unsourced(user_id: str, memories: Iterable[MemoryRecord]) -> list[ReviewItem]:
    mine = (m for m in memories if m.user_id == user_id and needs_source(m))
    return [ReviewItem(kind="unsourced", action="verify", memory=m) for m in mine]
