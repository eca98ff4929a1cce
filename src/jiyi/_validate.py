"""Input checks shared by every face: one place decides what a valid user id or message is."""

from __future__ import annotations

import re
from datetime import datetime

from ._errors import ValidationError
from ._models import Role
from ._text import hash_form, normalise_text
from ._time import EARLIEST, LATEST, aware

__all__ = [
    "EARLIEST",
    "LATEST",
    "MAX_CONTENT_CHARS",
    "MAX_MEMORY_CHARS",
    "check_content",
    "check_memory_content",
    "check_role",
    "check_text",
    "check_user_id",
    "check_when",
    "json_text_problem",
    "text_problem",
    "when_problem",
]

#: A message longer than this is refused (split it, or raise `Memory(max_message_chars=...)`).
MAX_CONTENT_CHARS = 100_000
#: A memory is one statement; longer text belongs in messages.
MAX_MEMORY_CHARS = 4_000

_BAD_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_NUL = re.compile(r"\x00")
#: Half of a UTF-16 pair on its own ("\ud800" in JSON) is not a character: it cannot be encoded as UTF-8, so
#: no store or embedder can take it. Refused rather than cleaned: jiyi never silently alters what a user stored.
_SURROGATE = re.compile(r"[\ud800-\udfff]")
_USER_RE = re.compile(r"^[^\x00-\x1f\x7f\ud800-\udfff]{1,128}$")


def check_user_id(user_id: object) -> str:
    """A user id is 1-128 printable characters (any script)."""
    if not isinstance(user_id, str) or not user_id.strip() or not _USER_RE.fullmatch(user_id):
        raise ValidationError(f"user_id must be 1-128 printable characters, got {user_id!r}", field="user_id")
    return user_id


def check_content(content: object, *, field: str = "content", limit: int = MAX_CONTENT_CHARS) -> str:
    """Non-empty text without control characters (newlines and tabs are fine), within `limit`."""
    if not isinstance(content, str):
        raise ValidationError(f"{field} must be text, got {type(content).__name__}", field=field)
    problem = text_problem(content)
    if problem:
        raise ValidationError(f"{field} {problem}", field=field)
    text = normalise_text(content)
    if not text:
        raise ValidationError(f"{field} is empty or only whitespace", field=field)
    if len(text) > limit:
        raise ValidationError(
            f"{field} is {len(text):,} characters; the limit is {limit:,}. Split it into several messages.",
            field=field,
        )
    return text


def text_problem(text: str, *, controls: bool = True) -> str | None:
    """Why `text` cannot be stored ("contains ..."), or None. `controls=False` only refuses NUL (U+0000),
    which PostgreSQL text cannot hold, and lone surrogates, which are not Unicode at all."""
    bad = (_BAD_CONTROL if controls else _NUL).search(text) or _SURROGATE.search(text)
    if bad is None:
        return None
    code = ord(bad.group())
    surrogate = 0xD800 <= code <= 0xDFFF
    kind = "a lone surrogate (half of a UTF-16 pair, not valid Unicode)" if surrogate else "control character"
    return f"contains {kind} U+{code:04X} at position {bad.start()}; remove it and send again"


def json_text_problem(data: object, *, controls: bool = False) -> str | None:
    """The first string (value or key) in parsed JSON that cannot be stored or sent on, as "at <path>: <why>",
    or None. Iterative, so a deeply nested document cannot exhaust the stack."""
    stack: list[tuple[str, object]] = [("", data)]
    while stack:
        path, item = stack.pop()
        if isinstance(item, str):
            problem = text_problem(item, controls=controls)
            if problem:
                return f"at {path or 'the top'}: text {problem}"
        elif isinstance(item, dict):
            for key, value in item.items():
                stack.append((f"{path}.{key}" if path else str(key), key))
                stack.append((f"{path}.{key}" if path else str(key), value))
        elif isinstance(item, list):
            stack.extend((f"{path}[{i}]", value) for i, value in enumerate(item))
    return None


def check_text(value: object, *, field: str, limit: int | None = None) -> str:
    """Short free text that is stored (a title, a reason, a key name) or matched (a filter): may be empty,
    but holds no control characters or lone surrogates, so both stores keep it alike."""
    if not isinstance(value, str):
        raise ValidationError(f"{field} must be text, got {type(value).__name__}", field=field)
    problem = text_problem(value)
    if problem:
        raise ValidationError(f"{field} {problem}", field=field)
    if limit is not None and len(value) > limit:
        raise ValidationError(f"{field} is {len(value):,} characters; the limit is {limit:,}", field=field)
    return value


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
    """An aware UTC datetime between `EARLIEST` and `LATEST` (naive ones are taken as UTC); ISO strings are
    accepted. Every time a caller gives jiyi passes here, so nothing stored can overflow later arithmetic."""
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            raise ValidationError(f"{field} is not an ISO 8601 time: {value!r}", field=field) from None
    if not isinstance(value, datetime):
        raise ValidationError(f"{field} must be a datetime, got {type(value).__name__}", field=field)
    problem = when_problem(value)
    if problem:
        raise ValidationError(f"{field} {problem}", field=field)
    return aware(value)


def when_problem(value: datetime) -> str | None:
    """Why jiyi cannot take the instant `value` ("... is out of range ..."), or None."""
    try:
        when = aware(value)
    except OverflowError:  # 9999-12-31T23:59:59-12:00 is past datetime.max once moved to UTC
        when = None
    if when is not None and EARLIEST <= when <= LATEST:
        return None
    return (
        f"{value.isoformat()} is out of range: times must fall between "
        f"{EARLIEST.date().isoformat()} and {LATEST.date().isoformat()} (UTC)"
    )
