"""What both store implementations share besides the interface: the outbox row, the proposals' SELECT, the
memories' ORDER BY, the stale-read checks of `ChangeSet.expect` and `expect_todos` and the settings
merge. Re-exported by `store._base`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from .._errors import ValidationError
from .._ids import new_id
from .._models import MemoryRecord, Proposal, UserSettings
from ._records import NewEvent, TodoState

__all__ = [
    "EVENT_INSERT",
    "MEMORY_ORDER",
    "PROPOSAL_COLUMNS",
    "TODO_SEEN_SQL",
    "event_rows",
    "merge_settings",
    "proposals_sql",
    "shown_proposal",
    "todo_unchanged",
    "unchanged_since",
]


def merge_settings(stored: str | None, changes: Mapping[str, Any]) -> UserSettings:
    """The settings stored as JSON (None: defaults) with `changes` applied; pydantic's ValidationError names a bad
    field or value."""
    current = UserSettings.model_validate_json(stored) if stored is not None else UserSettings()
    return UserSettings.model_validate({**current.model_dump(), **changes})


#: The outbox row, the same for both stores (`?` marks: PostgreSQL's writers swap them for `%s`).
EVENT_INSERT = "INSERT INTO events (id, user_id, type, data, created_at) VALUES (?, ?, ?, ?, ?)"


def event_rows(events: Sequence[NewEvent], at: Any) -> list[tuple[str, str, str, str, Any]]:
    """The outbox rows of `events` for `EVENT_INSERT`: a new id each, the JSON payload (Chinese kept as written) and
    `at`, the time as the store keeps it (ISO text in SQLite)."""
    return [(new_id("evt"), e.user_id, e.type, json.dumps(e.data, ensure_ascii=False), at) for e in events]


#: The columns of the `proposals` table, in its order.
PROPOSAL_COLUMNS = (
    "id, user_id, topic_id, type, content, importance, confidence, message_ids, supersedes, valid_from, due_at, "
    "language, reason, status, memory_id, created_at, expires_at, decided_at"
)
# A forgotten conversation's proposals are hidden with its messages (and shown again when it is restored).
_SHOWN = (
    " AND (topic_id IS NULL OR NOT EXISTS (SELECT 1 FROM topics t WHERE t.id = proposals.topic_id "
    "AND t.forgotten_at IS NOT NULL))"
)
_STATUS = {
    None: ("", 0),
    "pending": (" AND status = 'pending' AND expires_at > {now}", 1),
    "expired": (" AND status = 'pending' AND expires_at <= {now}", 1),
    "confirmed": (" AND status = 'confirmed'", 0),
    "rejected": (" AND status = 'rejected'", 0),
}


def proposals_sql(mark: str, status: str | None, *, forgotten_topics: bool) -> tuple[str, int]:
    """The SELECT of `Store.list_proposals` with `mark` as the parameter marker, and how many times it takes
    `now`: its parameters are the user, `now` that many times, the limit and the offset."""
    if status not in _STATUS:
        raise ValidationError("status must be pending, expired, confirmed or rejected", field="status")
    where, n = _STATUS[status]
    where += "" if forgotten_topics else _SHOWN
    sql = (
        f"SELECT {PROPOSAL_COLUMNS} FROM proposals WHERE user_id = {mark}{where.format(now=mark)} "
        f"ORDER BY created_at DESC, id DESC LIMIT {mark} OFFSET {mark}"
    )
    return sql, n


def shown_proposal(p: Proposal, now: datetime) -> Proposal:
    """A stored proposal as listed: pending past its `expires_at` reads as expired (the row is kept as it is)."""
    return p.model_copy(update={"status": "expired"}) if p.status == "pending" and p.expires_at <= now else p


def unchanged_since(
    seen: MemoryRecord,
    updated_at: datetime,
    last_accessed_at: datetime | None,
    state: str,
    superseded_by: str | None,
    *,
    unused: bool = False,
) -> bool:
    """Whether a stored memory (these columns of its row) is still as `seen` was read; a search's use of it
    since (`last_accessed_at`) counts only when `unused` (`ChangeSet.expect_unused`)."""
    return (
        updated_at == seen.updated_at
        and (not unused or last_accessed_at == seen.last_accessed_at)
        and state == seen.state.value
        and superseded_by == seen.superseded_by
    )


#: The columns of a todo's stored reminder state `todo_unchanged` compares (placeholders: memory id, user id).
TODO_SEEN_SQL = (
    "SELECT reminded_at, completed_at, next_remind_at, done_count, last_done_at FROM todo_state "
    "WHERE memory_id = {0} AND user_id = {0}"
)


def todo_unchanged(seen: TodoState, row: Sequence[Any] | None) -> bool:
    """Whether a todo's stored reminder state (a `TODO_SEEN_SQL` row, times already read back) is still as `seen`
    was read: not completed, done, fired or snoozed since."""
    if row is None:
        return False
    now = (row[0], row[1], row[2], row[3] or 0, row[4])
    return now == (seen.reminded_at, seen.completed_at, seen.next_remind_at, seen.done_count, seen.last_done_at)


#: ORDER BY of each `MemoryFilter.sort`, the same in every SQL store (rowid breaks ties by insertion).
MEMORY_ORDER: dict[str, str] = {
    "created_desc": "created_at DESC, rowid DESC",
    "created_asc": "created_at ASC, rowid ASC",
    "importance_desc": "importance DESC, rowid DESC",
    "access_desc": "access_count DESC, rowid DESC",
    "updated_desc": "updated_at DESC, rowid DESC",
}
