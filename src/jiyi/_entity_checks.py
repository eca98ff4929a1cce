"""The checks of what a user gives `mem.entities` (names, kinds, ids), and an entity's aliases as kept."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ._entity_models import ENTITY_KINDS
from ._errors import ValidationError
from ._validate import check_text

__all__ = ["MAX_NAME", "bare_name", "check_ids", "check_kind", "check_name", "merged_names"]

MAX_NAME = 200


def check_name(value: object, *, field: str) -> str:
    """A name, alias or relation as stored: text, trimmed, 1-200 characters."""
    text = check_text(value, field=field).strip() if isinstance(value, str) else None
    if not text:
        raise ValidationError(f"{field} must be a non-empty string", field=field)
    if len(text) > MAX_NAME:
        raise ValidationError(f"{field} is longer than {MAX_NAME} characters", field=field)
    return text


def merged_names(name: str, *groups: Sequence[str]) -> list[str]:
    """The aliases of `groups`, each once (case aside), without `name`."""
    seen = {name.casefold()}
    out = []
    for group in groups:
        for a in group:
            if a.strip() and a.casefold() not in seen:
                seen.add(a.casefold())
                out.append(a.strip())
    return out


def check_kind(kind: object) -> str:
    """An entity kind, one of `ENTITY_KINDS`."""
    if kind not in ENTITY_KINDS:
        raise ValidationError(f"kind must be one of {', '.join(ENTITY_KINDS)}", field="kind")
    return str(kind)


def check_ids(ids: object, *, field: str) -> list[str]:
    """A list of ids: non-empty strings of at most 200 characters."""
    if isinstance(ids, str) or not isinstance(ids, Sequence):
        raise ValidationError(f"{field} must be a list of ids", field=field)
    if not all(isinstance(i, str) and i and len(i) <= 200 for i in ids):
        raise ValidationError(f"{field} must hold non-empty string ids", field=field)
    return [str(i) for i in ids]


# "公司楼下那家咖啡店" and "公司楼下的咖啡店" name one place: a pointer, the user's unit said as 所在 and a 的 do not
# tell one thing from another
_POINTING = re.compile(r"[那这哪][家个间位只条]|所在的?|家?的(?=[\u4e00-\u9fff])")


def bare_name(text: str) -> str:
    """`text` casefolded, without the pointers and 的 that name one thing in several ways (to find a name in a text)."""
    return _POINTING.sub("", text.casefold())
