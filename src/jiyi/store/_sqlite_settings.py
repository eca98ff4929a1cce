"""Per-user settings, profile versions, background jobs and LLM usage in `SQLiteStore`."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any, Literal

from .._ids import new_id
from .._models import UserSettings
from .._time import to_iso
from ._base import JobRecord, merge_settings
from ._sqlite_hooks import SQLiteHooks
from ._sqlite_rows import job_from_row

__all__ = ["SettingsSQLiteMixin"]


class SettingsSQLiteMixin(SQLiteHooks):
    """Settings, profiles, jobs and usage of `SQLiteStore`: small per-user tables outside the memory model."""

    def get_settings(self, user_id: str) -> UserSettings:
        rows = self._read("SELECT data FROM settings WHERE user_id = ?", (user_id,))
        if not rows:
            return UserSettings()
        return UserSettings.model_validate_json(rows[0][0])

    def put_settings(self, user_id: str, settings: UserSettings, now: datetime) -> UserSettings:
        return self.change_settings(user_id, settings.model_dump(), now)

    def change_settings(self, user_id: str, changes: Mapping[str, Any], now: datetime) -> UserSettings:
        with self._tx() as db:  # read under BEGIN IMMEDIATE: no other writer changes them before we write
            row = db.execute("SELECT data FROM settings WHERE user_id = ?", (user_id,)).fetchone()
            settings = merge_settings(row[0] if row else None, changes)
            self._ensure_user(db, user_id, to_iso(now))
            db.execute(
                "INSERT INTO settings (user_id, data, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at",
                (user_id, settings.model_dump_json(), to_iso(now)),
            )
        return settings

    def get_profile(self, user_id: str) -> tuple[int, str] | None:
        rows = self._read(
            "SELECT version, narrative FROM profiles WHERE user_id = ? ORDER BY version DESC LIMIT 1",
            (user_id,),
        )
        return (int(rows[0][0]), str(rows[0][1])) if rows else None

    def put_profile(self, user_id: str, narrative: str, now: datetime) -> int:
        with self._tx() as db:
            self._ensure_user(db, user_id, to_iso(now))
            row = db.execute("SELECT MAX(version) FROM profiles WHERE user_id = ?", (user_id,)).fetchone()
            version = int(row[0] or 0) + 1
            db.execute(
                "INSERT INTO profiles (user_id, version, narrative, created_at) VALUES (?, ?, ?, ?)",
                (user_id, version, narrative, to_iso(now)),
            )
        return version

    def upsert_job(
        self,
        user_id: str,
        kind: str,
        target_id: str,
        *,
        status: Literal["pending", "running", "failed", "done"],
        error: str | None,
        next_run_at: datetime | None,
        now: datetime,
    ) -> JobRecord:
        with self._tx() as db:
            db.execute(
                "INSERT INTO jobs (id, user_id, kind, target_id, status, attempts, error, next_run_at, created_at, "
                "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, kind, target_id) DO UPDATE "
                "SET status = excluded.status, error = excluded.error, next_run_at = excluded.next_run_at, "
                "updated_at = excluded.updated_at, attempts = jobs.attempts + excluded.attempts",
                (
                    new_id("job"),
                    user_id,
                    kind,
                    target_id,
                    status,
                    1 if status == "failed" else 0,
                    error,
                    to_iso(next_run_at) if next_run_at else None,
                    to_iso(now),
                    to_iso(now),
                ),
            )
            row = db.execute(
                "SELECT * FROM jobs WHERE user_id = ? AND kind = ? AND target_id = ?",
                (user_id, kind, target_id),
            ).fetchone()
        return job_from_row(row)

    def list_jobs(self, user_id: str | None = None, *, status: str | None = None) -> list[JobRecord]:
        sql, params = "SELECT * FROM jobs WHERE 1 = 1", []
        if user_id is not None:
            sql += " AND user_id = ?"
            params.append(user_id)
        if status is not None:
            sql += " AND status = ?"
            params.append(status)
        return [job_from_row(r) for r in self._read(sql + " ORDER BY updated_at DESC", params)]

    def record_usage(
        self,
        user_id: str,
        purpose: str,
        prompt_tokens: int,
        completion_tokens: int,
        calls: int,
        now: datetime,
    ) -> None:
        with self._tx() as db:
            db.execute(
                "INSERT INTO llm_usage (user_id, purpose, prompt_tokens, completion_tokens, calls, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (user_id, purpose, prompt_tokens, completion_tokens, calls, to_iso(now)),
            )

    def usage_totals(self, user_id: str) -> tuple[int, int, int]:
        row = self._read(
            "SELECT COALESCE(SUM(prompt_tokens), 0), COALESCE(SUM(completion_tokens), 0), COALESCE(SUM(calls), 0) "
            "FROM llm_usage WHERE user_id = ?",
            (user_id,),
        )[0]
        return int(row[0]), int(row[1]), int(row[2])
