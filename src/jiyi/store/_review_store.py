"""The stored review's tables (review items, quality reports), shared by both SQL stores like the entity layer.

Each row keeps the whole record as JSON in `data` beside the columns the queries filter on; both stores run the
same statements through the entity layer's hooks (`EntityBackend`: read, write transaction, time), and append
their outbox events inside the same transaction. Every statement names the user.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from .._errors import ConflictError, ValidationError
from .._ids import new_id
from .._review_models import QualityReport, ReviewRecord
from ._base import EVENT_INSERT, NewEvent, event_rows
from ._entity_store import EntityBackend, Exec

__all__ = ["REVIEW_SQL", "REVIEW_TABLES", "SKIPPED_SQL", "ReviewBackend"]

#: The tables of review rows with ids of their own (items and reports): what `save_review` writes.
_ROW_TABLES = ("review_items", "quality_reports")
#: Every table of the stored review (all carry `user_id`): what `erase_user` and `clear` remove.
REVIEW_TABLES = (*_ROW_TABLES, "skipped_duplicates")

#: The migration, for both stores (SQLite takes `bigserial` as an integer key only when told: see `sqlite_sql`).
REVIEW_SQL = """
CREATE TABLE IF NOT EXISTS review_items (
    seq         bigserial PRIMARY KEY,
    id          text NOT NULL UNIQUE,
    user_id     text NOT NULL,
    key         text NOT NULL,
    kind        text NOT NULL,
    status      text NOT NULL,
    found_at    timestamptz NOT NULL,
    data        text NOT NULL,
    UNIQUE (user_id, key)
);
CREATE INDEX IF NOT EXISTS review_items_user ON review_items (user_id, status, found_at);
CREATE TABLE IF NOT EXISTS quality_reports (
    seq         bigserial PRIMARY KEY,
    id          text NOT NULL UNIQUE,
    user_id     text NOT NULL,
    period      text NOT NULL,
    created_at  timestamptz NOT NULL,
    data        text NOT NULL
);
CREATE INDEX IF NOT EXISTS quality_reports_user ON quality_reports (user_id, period, created_at);
"""

#: The second migration, for both stores: how many extractions the distiller skipped as duplicates of a stored
#: memory, one row per distillation that skipped any (the weekly report sums a week of them).
SKIPPED_SQL = """
CREATE TABLE IF NOT EXISTS skipped_duplicates (
    seq         bigserial PRIMARY KEY,
    id          text NOT NULL UNIQUE,
    user_id     text NOT NULL,
    created_at  timestamptz NOT NULL,
    n           integer NOT NULL
);
CREATE INDEX IF NOT EXISTS skipped_duplicates_user ON skipped_duplicates (user_id, created_at);
"""


def sqlite_sql(sql: str = REVIEW_SQL) -> str:
    """`sql` (a migration above) in SQLite's words (an autoincrement key keeps write order; times are ISO text)."""
    return sql.replace("bigserial PRIMARY KEY", "INTEGER PRIMARY KEY AUTOINCREMENT").replace("timestamptz", "TEXT")


def _marks(n: int) -> str:
    return ", ".join("?" * n)


class ReviewBackend(EntityBackend):
    """The stored review's methods of `Store`, written once over the entity layer's hooks."""

    def _review_events(self, ex: Exec, events: Sequence[NewEvent], at: datetime) -> None:
        """Append outbox events inside the transaction `ex` runs in (PostgreSQL takes its outbox lock first)."""
        for row in event_rows(events, self._entity_time(at)):
            ex(EVENT_INSERT, row)

    def save_review(
        self,
        user_id: str,
        records: Sequence[ReviewRecord],
        report: QualityReport | None = None,
        events: Sequence[NewEvent] = (),
        expect: Mapping[str, str] | None = None,
    ) -> list[str]:
        owners = [r.user_id for r in records] + ([report.user_id] if report else []) + [e.user_id for e in events]
        if any(u != user_id for u in owners):
            raise ValidationError("a review row names another user than the one it is written for", field="user_id")
        at = report.created_at if report else max((r.seen_at for r in records), default=None)

        def run(ex: Exec) -> list[str]:
            skipped: list[str] = []
            ids = [r.id for r in records] + ([report.id] if report else [])
            for table in _ROW_TABLES:
                if ids and (taken := ex(f"SELECT id FROM {table} WHERE id IN ({_marks(len(ids))}) AND user_id <> ?",
                                        (*ids, user_id))):  # fmt: skip
                    raise ConflictError(f"review row {taken[0]['id']!r} belongs to another user")
            for r in records:
                was = (expect or {}).get(r.id)
                sql = "UPDATE review_items SET status = ?, data = ? WHERE user_id = ? AND id = ?"
                params: list[Any] = [r.status, r.model_dump_json(), user_id, r.id]
                if was is not None:  # written only over the status it was decided on (a concurrent ignore wins)
                    sql, params = sql + " AND status = ?", [*params, was]
                if ex(sql + " RETURNING id", params):
                    continue
                if was is not None:
                    skipped.append(r.id)
                    continue
                # A new item; the same key stored meanwhile by a concurrent scan is that scan's to keep.
                ex(
                    "INSERT INTO review_items (id, user_id, key, kind, status, found_at, data) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                    (r.id, user_id, r.key, r.kind, r.status, self._entity_time(r.found_at), r.model_dump_json()),
                )
            if report is not None:
                ex(
                    "INSERT INTO quality_reports (id, user_id, period, created_at, data) VALUES (?, ?, ?, ?, ?)",
                    (report.id, user_id, report.period, self._entity_time(report.created_at),
                     report.model_dump_json()),
                )  # fmt: skip
            if events and at is not None:
                self._review_events(ex, events, at)
            return skipped

        return self._entity_write(run)

    def list_review_items(
        self, user_id: str, *, statuses: Sequence[str] | None = None, ids: Sequence[str] | None = None
    ) -> list[ReviewRecord]:
        sql, params = "SELECT data FROM review_items WHERE user_id = ?", [user_id]
        if statuses is not None:
            if not statuses:
                return []
            sql += f" AND status IN ({_marks(len(statuses))})"
            params += list(statuses)
        if ids is not None:
            if not ids:
                return []
            sql += f" AND id IN ({_marks(len(ids))})"
            params += list(ids)
        rows = self._entity_read(sql + " ORDER BY found_at DESC, seq DESC", params)
        return [ReviewRecord.model_validate_json(r["data"]) for r in rows]

    def list_quality_reports(self, user_id: str, *, period: str | None = None, limit: int = 20) -> list[QualityReport]:
        sql, params = "SELECT data FROM quality_reports WHERE user_id = ?", [user_id]
        if period is not None:
            sql += " AND period = ?"
            params.append(period)
        rows = self._entity_read(sql + " ORDER BY created_at DESC, seq DESC LIMIT ?", [*params, limit])
        return [QualityReport.model_validate_json(r["data"]) for r in rows]

    def record_skipped_duplicates(self, user_id: str, n: int, at: datetime) -> None:
        if n > 0:
            self._entity_write(lambda ex: ex(
                "INSERT INTO skipped_duplicates (id, user_id, created_at, n) VALUES (?, ?, ?, ?)",
                (new_id("skp"), user_id, self._entity_time(at), n),
            ))  # fmt: skip

    def count_skipped_duplicates(self, user_id: str, since: datetime, until: datetime) -> int:
        rows = self._entity_read(
            "SELECT COALESCE(SUM(n), 0) AS n FROM skipped_duplicates WHERE user_id = ? AND created_at >= ? "
            "AND created_at < ?",
            (user_id, self._entity_time(since), self._entity_time(until)),
        )
        return int(rows[0]["n"])

    def erase_review(self, user_id: str) -> int:
        def run(ex: Exec) -> int:
            return sum(len(ex(f"DELETE FROM {t} WHERE user_id = ? RETURNING id", (user_id,))) for t in REVIEW_TABLES)

        return self._entity_write(run)


def import_review(ex: Exec, user_id: str, records: Sequence[ReviewRecord], reports: Sequence[QualityReport],
                  at: Any) -> dict[str, int]:  # fmt: skip
    """Write imported review rows in the caller's transaction: an item whose key the user already has keeps the
    stored one (a scan may have found it again meanwhile); a report already stored (same id) is left as it is."""
    items = 0
    for r in records:
        if r.user_id != user_id:
            raise ValidationError("a review row names another user than the one it is imported for", field="user_id")
        if ex("SELECT 1 FROM review_items WHERE user_id = ? AND key = ?", (user_id, r.key)):
            continue
        if ex("SELECT 1 FROM review_items WHERE id = ?", (r.id,)):
            continue  # another user's id: never overwritten
        ex(
            "INSERT INTO review_items (id, user_id, key, kind, status, found_at, data) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (r.id, user_id, r.key, r.kind, r.status, at(r.found_at), r.model_dump_json()),
        )
        items += 1
    reports_n = 0
    for q in reports:
        if ex("SELECT 1 FROM quality_reports WHERE id = ?", (q.id,)):
            continue
        ex(
            "INSERT INTO quality_reports (id, user_id, period, created_at, data) VALUES (?, ?, ?, ?, ?)",
            (q.id, user_id, q.period, at(q.created_at), q.model_dump_json()),
        )
        reports_n += 1
    return {"review_items": items, "quality_reports": reports_n}
