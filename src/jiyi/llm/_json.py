"""Lenient JSON extraction from model answers, and validation against a pydantic schema.

Local and reasoning models rarely answer with bare JSON: they add a ``<think>`` block, code fences,
prose around the value or trailing commas. `parse_json_text` finds the value anyway, and `validate_json`
checks it against the schema with an error message fit to quote back to the model in a corrective
turn. Kept apart from the transport so it can be used and tested without HTTP.
"""

from __future__ import annotations

import json
import re
from typing import Any, TypeVar, get_origin

import pydantic
from pydantic import BaseModel

__all__ = ["THINK_BLOCK", "parse_json_text", "validate_json"]

T = TypeVar("T", bound=BaseModel)


THINK_BLOCK = re.compile(r"^\s*<think>.*?</think>\s*", re.S)
_FENCE = re.compile(r"```[ \t]*(?:json|JSON|json5)?[ \t]*\n?(.*?)```", re.S)


def _drop_trailing_commas(text: str) -> str:
    """Remove commas that directly precede ``}`` or ``]``, leaving string contents untouched."""
    out: list[str] = []
    in_string = escaped = False
    for i, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch == "," and text[i + 1 :].lstrip()[:1] in ("}", "]"):
            continue
        out.append(ch)
    return "".join(out)


def _span_end(text: str, start: int) -> int:
    """Index just past the bracket group opening at `start` (end of text if it never closes)."""
    depth = 0
    in_string = escaped = False
    for i in range(start, len(text)):
        ch = text[i]
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            if depth == 0:
                return i + 1
    return len(text)


_OPEN = re.compile(r"[{\[]")


def parse_json_text(text: str) -> Any:
    """Find the JSON value in a model's answer, tolerating what local models wrap it in.

    Accepts a leading ``<think>`` block, code fences, prose before or after the value, and trailing
    commas (removed only outside strings). Raises ValueError when no object or array is found.
    """
    cleaned = THINK_BLOCK.sub("", text).strip()
    for candidate in (cleaned, *(m.group(1).strip() for m in _FENCE.finditer(cleaned))):
        try:
            return json.loads(candidate)
        except ValueError:
            pass
    source = _drop_trailing_commas(cleaned)
    decoder = json.JSONDecoder()
    pos = 0
    while (match := _OPEN.search(source, pos)) is not None:
        try:
            return decoder.raw_decode(source, match.start())[0]
        except ValueError:
            # Skip the whole broken group: a truncated answer must not yield one of its inner objects.
            pos = _span_end(source, match.start())
    raise ValueError("no JSON object found in the answer")


def _list_field(schema: type[BaseModel]) -> str | None:
    """The one list field a bare JSON array can be wrapped into, if the schema has exactly one."""
    lists = [
        (info.alias or name)
        for name, info in schema.model_fields.items()
        if get_origin(info.annotation) in (list, tuple) or info.annotation in (list, tuple)
    ]
    required = [name for name, info in schema.model_fields.items() if info.is_required()]
    if len(lists) == 1 and all((schema.model_fields[n].alias or n) == lists[0] for n in required):
        return lists[0]
    return None


def validate_json(text: str, schema: type[T]) -> T:
    """Parse and validate; raise ValueError with a message fit to quote back to the model."""
    try:
        value = parse_json_text(text)
    except ValueError as exc:
        raise ValueError(f"{exc}; answer with a single JSON object") from exc
    if isinstance(value, list) and (field := _list_field(schema)) is not None:
        value = {field: value}
    try:
        return schema.model_validate(value)
    except pydantic.ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '(root)'}: {err['msg']}" for err in exc.errors()[:5]
        )
        raise ValueError(f"the JSON does not match the required format: {problems}") from exc
