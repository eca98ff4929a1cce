"""The memory lifecycle in the background: distillation of silent topics, episodes, profile, decay,
review, retention and todo reminders. `Lifecycle.run_due(now)` is one tick; `Worker` runs ticks in a loop
(`jiyi worker`, and a thread inside `jiyi serve`)."""

from ._engine import JobOutcome, Lifecycle, LifecycleReport, default_worker_id
from ._episodes import EpisodeSummary, LLMSummariser, OfflineSummariser, render_episode
from ._maintain import MaintenanceReport
from ._policy import DecayRule, LifecyclePolicy, relevance
from ._profile import ProfileBuilder, cold_start
from ._review import Reviewer, ReviewVerdict, used_in_reply
from ._worker import Backlog, DrainReport, Worker, backlog

__all__ = [
    "Backlog",
    "DecayRule",
    "DrainReport",
    "EpisodeSummary",
    "JobOutcome",
    "LLMSummariser",
    "Lifecycle",
    "LifecyclePolicy",
    "LifecycleReport",
    "MaintenanceReport",
    "OfflineSummariser",
    "ProfileBuilder",
    "ReviewVerdict",
    "Reviewer",
    "Worker",
    "backlog",
    "cold_start",
    "default_worker_id",
    "relevance",
    "render_episode",
    "used_in_reply",
]
