"""Agent scopes and metadata: what a caller may attach to memories and topics, and how reads filter on them.

A memory (and a topic) may carry an `agent_id` (the agent or app it belongs to, validated like a user id) and a
`metadata` JSON object of the caller's own. Reads take `agent_id=` and `filters=`:

- `agent_id=None`: every memory of the user, whatever its agent; `agent_id="x"`: only memories whose agent is
  "x" (strict, as mem0 filters): the user's unscoped memories and other agents' are left out. An agent that wants
  the user-wide memories too reads twice (with its id, and without one).
- `filters={"key": value, "other": {"$in": [v1, v2]}}`: every key must hold one of the given values at the top
  level of the metadata. Values are scalars (text, number, true / false, null); a number equals the same number
  whatever its form (1 == 1.0), true is not 1, and a nested value (list, object) matches no filter.

Both stores evaluate these in SQL, inside the query that is already scoped to the user.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._models import MemoryRecord

from ._errors import ValidationError
from ._validate import check_text, check_user_id, text_problem

__all__ = [
    "MAX_FILTER_KEYS",
    "MAX_IN_VALUES",
    "MAX_METADATA_CHARS",
    "MAX_METADATA_DEPTH",
    "MetadataFilter",
    "Scope",
    "check_agent_id",
    "check_filters",
    "check_metadata",
    "dump_metadata",
    "metadata_matches",
]

#: Metadata is a label, not a document: its compact JSON may be this long (characters).
MAX_METADATA_CHARS = 8_000
#: Objects and lists may nest this deep.
MAX_METADATA_DEPTH = 8
#: A filter names at most this many keys, and a `$in` at most this many values.
MAX_FILTER_KEYS = 10
MAX_IN_VALUES = 100
_MAX_KEY_CHARS = 64
# SQLite keeps integers as 64-bit; a larger one would come back as a different number.
_INT_LIMIT = 2**63

#: A validated filter: (key, the values it may hold) per key, every key required.
MetadataFilter = tuple[tuple[str, tuple[Any, ...]], ...]

_Scalar = str | int | float | bool | None


def check_agent_id(agent_id: object) -> str | None:
    """None (no agent), or an agent / app id: 1-128 printable characters, like a user id."""
    if agent_id is None:
        return None
    try:
        return check_user_id(agent_id)
    except ValidationError:
        raise ValidationError(
            f"agent_id must be 1-128 printable characters (or left out), got {agent_id!r}", field="agent_id"
        ) from None


def _key(key: object, where: str) -> str:
    if not isinstance(key, str) or not key:
        raise ValidationError(f"metadata keys must be non-empty text, got {key!r} {where}", field="metadata")
    problem = text_problem(key)
    if problem:
        raise ValidationError(f"metadata key {key!r} {where} {problem}", field="metadata")
    if len(key) > _MAX_KEY_CHARS:
        raise ValidationError(
            f"metadata key {key[:20]!r}... {where} is over {_MAX_KEY_CHARS} characters", field="metadata"
        )
    return key


def _check_value(value: object, path: str, depth: int) -> None:
    """Raise ValidationError unless `value` is JSON that both stores keep exactly (iterative depth bound)."""
    if depth > MAX_METADATA_DEPTH:
        raise ValidationError(f"metadata nests deeper than {MAX_METADATA_DEPTH} levels at {path}", field="metadata")
    if value is None or isinstance(value, bool):
        return
    if isinstance(value, int):
        if not -_INT_LIMIT <= value < _INT_LIMIT:
            raise ValidationError(f"metadata number at {path} is too large (64-bit integers only)", field="metadata")
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValidationError(
                f"metadata number at {path} is not finite (NaN and infinity are not JSON)", field="metadata"
            )
        return
    if isinstance(value, str):
        problem = text_problem(value)
        if problem:
            raise ValidationError(f"metadata text at {path} {problem}", field="metadata")
        return
    if isinstance(value, list | tuple):
        for i, item in enumerate(value):
            _check_value(item, f"{path}[{i}]", depth + 1)
        return
    if isinstance(value, Mapping):
        for k, item in value.items():
            _check_value(item, f"{path}.{_key(k, f'at {path}')}", depth + 1)
        return
    raise ValidationError(f"metadata value at {path} is a {type(value).__name__}, not JSON", field="metadata")


def check_metadata(metadata: object) -> dict[str, Any]:
    """A JSON object (flat or nested) within `MAX_METADATA_CHARS` and `MAX_METADATA_DEPTH`; None is {}.

    Returned as a plain copy (lists for tuples), the form both stores give back."""
    if metadata is None:
        return {}
    if not isinstance(metadata, Mapping):
        raise ValidationError(f"metadata must be a JSON object, got {type(metadata).__name__}", field="metadata")
    for k in metadata:
        _key(k, "at the top")
    _check_value(metadata, "metadata", 1)
    text = dump_metadata(metadata)
    if len(text) > MAX_METADATA_CHARS:
        raise ValidationError(
            f"metadata is {len(text):,} characters as JSON; the limit is {MAX_METADATA_CHARS:,}", field="metadata"
        )
    copy: dict[str, Any] = json.loads(text)
    return copy


def dump_metadata(metadata: Mapping[str, Any]) -> str:
    """The compact JSON a store keeps (characters as they are, keys in the caller's order)."""
    return json.dumps(metadata, ensure_ascii=False, separators=(",", ":"))


def _filter_value(value: object, key: str) -> _Scalar:
    if value is None or isinstance(value, str | bool):
        if isinstance(value, str):
            check_text(value, field=f"filters.{key}")
        return value
    if isinstance(value, int | float):
        _check_value(value, f"filters.{key}", 1)
        return value
    raise ValidationError(
        f"filters.{key} must be text, a number, true / false, null or {{'$in': [...]}}; got {type(value).__name__}",
        field="filters",
    )


def check_filters(filters: object) -> MetadataFilter:
    """Validate `{"key": value}` / `{"key": {"$in": [values]}}` into a `MetadataFilter` (None or {}: no filter)."""
    if filters is None:
        return ()
    if not isinstance(filters, Mapping):
        raise ValidationError(f"filters must be a JSON object, got {type(filters).__name__}", field="filters")
    if len(filters) > MAX_FILTER_KEYS:
        raise ValidationError(f"filters name {len(filters)} keys; the limit is {MAX_FILTER_KEYS}", field="filters")
    out: list[tuple[str, tuple[Any, ...]]] = []
    for raw_key, spec in filters.items():
        key = _key(raw_key, "in filters")
        if isinstance(spec, Mapping):
            if set(spec) != {"$in"} or not isinstance(spec["$in"], list | tuple):
                raise ValidationError(
                    f"filters.{key}: the only operator is $in, as {{'$in': [value, ...]}}; got {dict(spec)!r}",
                    field="filters",
                )
            values = tuple(spec["$in"])
            if not 1 <= len(values) <= MAX_IN_VALUES:
                raise ValidationError(f"filters.{key}.$in must list 1-{MAX_IN_VALUES} values", field="filters")
            out.append((key, tuple(_filter_value(v, key) for v in values)))
        else:
            out.append((key, (_filter_value(spec, key),)))
    return tuple(out)


def _same(stored: object, wanted: object) -> bool:
    """JSON equality of a stored value and a filter scalar, as both stores compare them."""
    if wanted is None or isinstance(wanted, bool):
        return stored is wanted
    if isinstance(wanted, str):
        return isinstance(stored, str) and stored == wanted
    return isinstance(stored, int | float) and not isinstance(stored, bool) and stored == wanted


def metadata_matches(metadata: Mapping[str, Any], flt: MetadataFilter) -> bool:
    """Whether a memory's metadata passes a filter (the stores do the same in SQL)."""
    return all(key in metadata and any(_same(metadata[key], v) for v in values) for key, values in flt)


@dataclass(frozen=True, slots=True)
class Scope:
    """What a read is narrowed to: one agent's memories (None: any) whose metadata passes `metadata`."""

    agent_id: str | None = None
    metadata: MetadataFilter = ()

    def __bool__(self) -> bool:
        return self.agent_id is not None or bool(self.metadata)

    def admits(self, rec: MemoryRecord) -> bool:
        """Whether a memory is inside the scope (the stores' SQL says the same)."""
        if self.agent_id is not None and rec.agent_id != self.agent_id:
            return False
        return metadata_matches(rec.metadata, self.metadata)
