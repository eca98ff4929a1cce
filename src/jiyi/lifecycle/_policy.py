"""Lifecycle policy: when things run and how memories decay. One frozen object per deployment.

Importance is on jiyi's 0-1 scale; seed 002's 0-3 numbers map as 3.0 == 1.0 (its "importance < 0.3"
forget line is 0.1 here, its promotion line 2.5 is 0.83, its review line 0.5 is 0.17).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from .._models import MemoryRecord

__all__ = ["DecayRule", "LifecyclePolicy", "relevance"]


@dataclass(frozen=True, slots=True)
class DecayRule:
    """How one memory type fades: every `every_days` untouched, importance x `factor`; forgotten below
    `forget_below`, or, if `forget_after_days` is set, that many days after creation, or, if
    `forget_unused_days` is set, that many days after its last use (last recalled, else created)."""

    factor: float = 0.95
    every_days: float = 7.0
    forget_below: float = 0.1
    forget_after_days: float | None = None
    forget_unused_days: float | None = None


def _default_rules() -> dict[str, DecayRule]:
    return {
        "episode": DecayRule(factor=0.8, every_days=7, forget_below=0.0, forget_after_days=14),
        "fact": DecayRule(),
        # Seed 003 §3.3: temporary memories (情境, "the API we just talked about") last about a week and fade
        # fast; each recall counts as a use and keeps one alive.
        "context": DecayRule(factor=0.7, every_days=2, forget_below=0.1, forget_unused_days=7),
    }


@dataclass(frozen=True, slots=True)
class LifecyclePolicy:
    """Every knob of the background lifecycle (seeds 000, 002, 003 §6, 004)."""

    #: How often `jiyi worker` / the serve scheduler runs a tick.
    tick_seconds: float = 30.0
    #: A claimed job is held this long; a worker killed mid-job loses it after this.
    lease_seconds: float = 300.0
    #: A distillation run by a job starts no new LLM window after this many seconds (well inside the lease);
    #: the rest of the backlog is distilled on the next tick.
    distil_seconds: float = 120.0
    #: Jobs taken per tick.
    batch: int = 20
    #: Failed jobs retry after base x 2^attempts seconds, capped.
    retry_base_seconds: float = 60.0
    retry_max_seconds: float = 6 * 3600.0
    #: A job failing with anything but a provider error (a bug, unreadable data) is given up after this many
    #: attempts: retrying cannot mend it. Provider errors (an outage) are retried for as long as they last.
    max_attempts: int = 5
    #: Per-user maintenance (decay, review, retention, profile check) runs this often.
    maintenance_every: timedelta = timedelta(hours=1)

    # --- episodes (seed 004 layer 2) ---------------------------------------------------------
    episode_min_messages: int = 3
    episode_max_messages: int = 30

    # --- profile (seed 004 layer 3) ------------------------------------------------------------
    profile_after_episodes: int = 5
    profile_every: timedelta = timedelta(days=7)
    profile_important: float = 0.8

    # --- decay and forgetting (seed 002 table, seed 003 §6) ------------------------------------
    never_decay: frozenset[str] = frozenset({"system", "core", "manual"})
    rules: dict[str, DecayRule] = field(default_factory=_default_rules)
    #: Types without a rule fade like facts.
    default_rule: DecayRule = DecayRule()
    relevance_forget: float = 0.1
    relevance_low: float = 0.3
    relevance_active: float = 0.7
    #: Low-importance memories never recalled for this long are forgotten (seed 001 §7).
    stale_days: float = 90.0
    stale_importance: float = 0.3

    # --- review (seed 002 MemoryReviewer) --------------------------------------------------------
    promote_at: float = 2.5 / 3
    review_below: float = 0.5 / 3
    review_every: timedelta = timedelta(days=7)
    #: The stored review (seed 003 §6.2, `jiyi._review`): each user's items are scanned this often (contradicting
    #: values, likely duplicate entities, memories without a source) and a quality report is made this often, in
    #: the user's maintenance. None turns one off.
    review_scan_every: timedelta | None = timedelta(days=1)
    quality_report_every: timedelta | None = timedelta(days=7)

    # --- retention ---------------------------------------------------------------------------------
    #: Delivered outbox events are kept this long.
    events_keep: timedelta = timedelta(days=7)

    def rule(self, memory_type: str) -> DecayRule | None:
        """The decay rule of a type (None: never decays)."""
        if memory_type in self.never_decay:
            return None
        return self.rules.get(memory_type, self.default_rule)


def relevance(rec: MemoryRecord, now: datetime) -> float:
    """Seed 003 §6: exp(-0.01 days) x (1 + log(1 + access_count)) x importance, days since last use."""
    last = rec.last_accessed_at or rec.created_at
    days = max(0.0, (now - last).total_seconds() / 86400)
    return math.exp(-0.01 * days) * (1 + math.log(1 + rec.access_count)) * rec.importance
