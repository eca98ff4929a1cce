"""One text form for stored times: UTC, microseconds, 'Z' — it sorts as text in every backend."""

from __future__ import annotations

from datetime import UTC, datetime

__all__ = ["aware", "from_iso", "to_iso"]


def aware(dt: datetime) -> datetime:
    """Treat a naive datetime as UTC; convert an aware one to UTC."""
    return dt.replace(tzinfo=UTC) if dt.tzinfo is None else dt.astimezone(UTC)


def to_iso(dt: datetime) -> str:
    """Serialise a datetime for storage."""
    # isoformat, not strftime("%Y"): strftime does not zero-pad years before 1000, which then fail to parse.
    return aware(dt).replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"


def from_iso(text: str) -> datetime:
    """Parse a stored (or any ISO 8601) time into an aware UTC datetime."""
    return aware(datetime.fromisoformat(text.replace("Z", "+00:00")))
