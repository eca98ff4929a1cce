"""One text form for stored times: UTC, microseconds, 'Z' — it sorts as text in every backend. And the user's
time zone: instants are stored in UTC, but every date a user says or sees is read in their zone (`load_zone`)."""

from __future__ import annotations

import re
from datetime import UTC, datetime, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

__all__ = ["EARLIEST", "LATEST", "aware", "from_iso", "load_zone", "to_iso", "zone_name"]

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


# "Asia/Shanghai", "America/Argentina/Buenos_Aires", "Etc/GMT+8": an IANA key is a short relative path. Checked before
# ZoneInfo sees it, so no name can reach a file outside the time zone database.
_ZONE_KEY = re.compile(r"[A-Za-z][A-Za-z0-9_+-]{0,30}(?:/[A-Za-z0-9_+-]{1,30}){0,2}")


def zone_name(name: str) -> str:
    """`name` checked as an IANA time zone ("Asia/Shanghai"); "utc" in any case is "UTC". ValueError names the
    problem (pydantic and `_validate` turn it into a 422)."""
    key = name.strip()
    if key.upper() == "UTC":
        return "UTC"
    if not _ZONE_KEY.fullmatch(key):
        raise ValueError(f"{name!r} is not a time zone name: use an IANA name such as Asia/Shanghai")
    try:
        ZoneInfo(key)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        # ValueError / OSError: a path in the database that is not a zone file ("zone.tab").
        raise ValueError(
            f"unknown time zone {name!r}: use an IANA name such as Asia/Shanghai or America/Los_Angeles"
        ) from None
    return key


def load_zone(name: str) -> tzinfo:
    """The tzinfo of a zone name checked by `zone_name`. UTC needs no time zone database (some systems have none)."""
    key = zone_name(name)
    return UTC if key == "UTC" else ZoneInfo(key)
