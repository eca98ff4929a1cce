"""Input checks shared by every face: one place decides what a valid user id or message is."""

from __future__ import annotations

import re
from datetime import datetime

from ._errors import ValidationError
from ._models import Role
from ._text import hash_form, normalise_text
from ._time import aware

__all__ = [
    "MAX_CONTENT_CHARS",
    "MAX_MEMORY_CHARS",
    "check_content",
    "check_memory_content",
    "check_role",
    "check_user_id",
    "check_when",
]

#: A message longer than this is refused (split it, or raise `Memory(max_message_chars=...)`).
MAX_CONTENT_CHARS = 100_000
#: A memory is one statement; longer text belongs in messages.
MAX_MEMORY_CHARS = 4_000

_BAD_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_USER_RE = re.compile(r"^[^\x00-\x1f\x7f]{1,128}$")


def check_user_id(user_id: object) -> str:
    """A user id is 1-128 printable characters (any script)."""
    if not isinstance(user_id, str) or not user_id.strip() or not _USER_RE.fullmatch(user_id):
        raise ValidationError(f"user_id must be 1-128 printable characters, got {user_id!r}", field="user_id")
    return user_id


def check_content(content: object, *, field: str = "content", limit: int = MAX_CONTENT_CHARS) -> str:
    """Non-empty text without control characters (newlines and tabs are fine), within `limit`."""
    if not isinstance(content, str):
        raise ValidationError(f"{field} must be text, got {type(content).__name__}", field=field)
    bad = _BAD_CONTROL.search(content)
    if bad is not None:
        raise ValidationError(
            f"{field} contains control character U+{ord(bad.group()):04X} at position {bad.start()}; "
            "remove it and send again",
            field=field,
        )
    text = normalise_text(content)
    if not text:
        raise ValidationError(f"{field} is empty or only whitespace", field=field)
    if len(text) > limit:
        raise ValidationError(
            f"{field} is {len(text):,} characters; the limit is {limit:,}. Split it into several messages.",
            field=field,
        )
    return text


def check_memory_content(content: object) -> str:
    """`check_content` for a memory's text, which must also have something visible in it: a text of only
    zero-width or format characters would be stored as nothing (and hash like every other such text)."""
    text = check_content(content, limit=MAX_MEMORY_CHARS)
    if not hash_form(text):
        raise ValidationError(
            "content has only invisible characters (zero-width spaces, format marks); write the text to remember",
            field="content",
        )
    return text


def check_role(role: object) -> Role:
    """One of user / assistant / system / tool."""
    try:
        return Role(role) if isinstance(role, str) else Role(str(role))
    except ValueError:
        allowed = ", ".join(r.value for r in Role)
        raise ValidationError(f"unknown role {role!r}; use one of: {allowed}", field="role") from None


def check_when(value: object, *, field: str) -> datetime:
    """An aware datetime (naive ones are taken as UTC); ISO strings are accepted."""
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            raise ValidationError(f"{field} is not an ISO 8601 time: {value!r}", field=field) from None
    if not isinstance(value, datetime):
        raise ValidationError(f"{field} must be a datetime, got {type(value).__name__}", field=field)
    return aware(value)
