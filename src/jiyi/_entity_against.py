"""A correction said against the value it replaces: "我弟在广州，不是深圳", "she works in Leeds, not York".

The new value is read under the attribute its own words suggest (在广州 reads as where he lives), but the user is
putting right a value already known — 深圳, where he works. When the value said against is the current value of
another place attribute of the same entity, the new value is of that attribute and replaces it (the old one stays as
history), instead of standing beside it as a second, contradicting place.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ._entity_models import EntityFact, MentionFact
from ._regions import PLACE_ATTRIBUTES

__all__ = ["said_against"]


def said_against(fact: MentionFact, current: Sequence[EntityFact], said: str) -> MentionFact:
    """`fact` re-keyed to the place attribute whose current value `said` negates ("不是深圳", "not York"); `fact`
    itself when the message negates no known value of another place attribute."""
    if not fact.correction or fact.attribute not in PLACE_ATTRIBUTES:
        return fact
    for old in current:
        if old.attribute == fact.attribute or old.attribute not in PLACE_ATTRIBUTES:
            continue
        if old.value.casefold() == fact.value.casefold():
            continue
        negated = rf"(?:不是|而非|\bnot\s+(?:in\s+|at\s+)?)\s*{re.escape(old.value)}(?![\w\u4e00-\u9fff])"
        if re.search(negated, said, re.IGNORECASE):
            return fact.model_copy(update={"attribute": old.attribute, "label": old.label})
    return fact
