"""Facts by attribute and the scales a comparison orders a set on (issue #21): which of an entity's facts answer an
asked attribute (its key, or an extractor's own slug labelled in words naming it: "学位" is an education), and
the order of a set's members by education (小学 < … < 博士), a number or a date, the top first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ._entity_asked import Question
from ._entity_models import ATTRIBUTES, EntityFact, EntityView
from ._entity_words import ATTRIBUTE_TERMS, date_value, education_rank, find_terms, number_value

__all__ = ["Scale", "facts_of", "matches", "order", "scale_of"]


def matches(fact: EntityFact, attribute: str) -> bool:
    """Whether `fact` answers `attribute`."""
    if fact.attribute == attribute:
        return True
    # The extractor's own slug, labelled in words that name a known attribute ("学位" -> education).
    return (
        fact.attribute not in ATTRIBUTES
        and bool(fact.label)
        and any(attribute in ATTRIBUTE_TERMS[t.text] for t in find_terms(fact.label, ATTRIBUTE_TERMS))
    )


def facts_of(view: EntityView, attribute: str) -> list[EntityFact]:
    """The entity's current facts answering `attribute`."""
    return [f for f in view.facts if matches(f, attribute)]


@dataclass(frozen=True, slots=True)
class Scale:
    """What a comparison orders on: the attribute, its kind of value, and each member's place on it."""

    attribute: str
    kind: str  # "education", "number", "date"
    #: True when the higher value comes first (the question asks for the top of the scale)
    descending: bool
    values: dict[str, float]


def _value_on(kind: str, value: str) -> float | None:
    if kind == "education":
        return education_rank(value)
    if kind == "date":
        return date_value(value)
    return number_value(value)


def scale_of(q: Question, members: Sequence[EntityView]) -> Scale | None:
    """The scale the question compares on: its first asked attribute whose values can be ordered."""
    high = q.direction == "high"
    for attr in q.attributes:
        kind = "education" if attr == "education" else "date" if attr == "birthday" else "number"
        values = _values(members, attr, kind)
        if values:
            return Scale(attr, kind, high, values)
        if attr == "age":  # no ages said, but birthdays with a year: the oldest was born first
            values = _values(members, "birthday", "date")
            if values:
                return Scale("birthday", "date", not high, values)
        if attr == "birthday":  # "谁出生得最早" with ages said and no birthdays: the oldest was born first
            values = _values(members, "age", "number")
            if values:
                return Scale("age", "number", not high, values)
    return None


def _values(members: Sequence[EntityView], attr: str, kind: str) -> dict[str, float]:
    out: dict[str, float] = {}
    for v in members:
        found = [x for f in facts_of(v, attr) if (x := _value_on(kind, f.value)) is not None]
        if found:
            out[v.entity.id] = max(found)
    return out


def order(members: Sequence[EntityView], scale: Scale) -> list[EntityView]:
    """The members on the scale, the asked end first; those with no value on it after them, as they came."""
    known = sorted(
        (v for v in members if v.entity.id in scale.values),
        key=lambda v: scale.values[v.entity.id],
        reverse=scale.descending,
    )
    return [*known, *(v for v in members if v.entity.id not in scale.values)]
