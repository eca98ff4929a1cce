"""One text form for stored times: UTC, microseconds, 'Z' — it sorts as text in every backend."""

from __future__ import annotations

from datetime import UTC, datetime

__all__ = ["EARLIEST", "LATEST", "aware", "from_iso", "to_iso"]

#: The instants jiyi accepts (UTC): 1900-01-01 up to the end of 2999. Wide enough for any conversation, due
#: date or imported archive; far enough inside `datetime`'s years 1-9999 that every piece of date arithmetic
#: (reminder leads, decay over years, distillation windows, time-zone shifts) stays representable. A message
#: dated 9999-12-31 once overflowed that arithmetic and stopped background processing for every user.
#: Callers' times are checked by `_validate.check_when`; times read from text by `_dates` stay inside too.
EARLIEST = datetime(1900, 1, 1, tzinfo=UTC)
LATEST = datetime(2999, 12, 31, 23, 59, 59, 999999, tzinfo=UTC)


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
