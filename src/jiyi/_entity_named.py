"""The history of a name the writer gave an entity (`_entity_record._join`): "我表妹…" then "她叫何晓雨".

A name read from a message is the extractor's decision, not the user's: the rename (or the alias added) is written
with a history row holding the entity before and after, so the user sees it and undoes it (`Entities.undo`) like
their own renames.
"""

from __future__ import annotations

from datetime import datetime

from ._entity_models import Entity, EntityHistory
from ._ids import new_id

__all__ = ["named_history"]


def named_history(old: Entity, new: Entity, now: datetime) -> list[EntityHistory]:
    """One "update" row when `new` is `old` named otherwise (its name or aliases); none when its names are the same."""
    if (old.name, old.aliases) == (new.name, new.aliases):
        return []
    said = new.name if new.name != old.name else ", ".join(a for a in new.aliases if a not in old.aliases)
    row = EntityHistory(
        id=new_id("ehs"), user_id=old.user_id, entity_id=old.id, action="update", actor="extractor",
        before={"entities": [old.model_dump(mode="json")], "facts": [], "links": []},
        after={"entities": [new.model_dump(mode="json")], "facts": [], "links": []},
        reason=f"named in a message: {said}", created_at=now,
    )  # fmt: skip
    return [row]
