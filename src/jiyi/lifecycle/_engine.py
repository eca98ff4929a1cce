"""The lifecycle engine: one `run_due(now)` tick does everything that is due, as leased jobs.

A tick (1) fires due todo reminders, (2) schedules a distillation job for every topic that went silent
(its user's `memory_silent_minutes` since `last_active_at`) or piled up `extract_every_n_rounds` rounds
or `episode_max_messages` messages, (3) makes sure every user has a recurring maintenance job, and
(4) claims due jobs with a lease and runs them:

- `extract` (a topic): re-check it is still due (new messages meanwhile reschedule it: debounce), distil
  it (cursor-guarded: never twice), then summarise the finished stretch into an episode (deterministic
  id: never twice) and ask for a profile refresh when something important appeared;
- `profile` (a user): write the next profile version if due;
- `maintain` (a user): decay, forgetting, review, retention; it reschedules itself.

Failures (an LLM outage) leave a job `failed` with the error and a backoff; the next ticks retry it.
Any other exception in a job (a bug, bad data the store cannot read, a date out of range) is isolated to
that job the same way: it never ends the tick, other users' jobs go on. Retrying does not mend bad data or
a bug, so such a job is given up after `policy.max_attempts`: left `failed` with its error and no next run
(visible in `jiyi jobs`) until the user distils the topic again or an operator re-arms it.
A worker killed mid-job loses its lease after `lease_seconds`; another tick takes the job over, and
every write being one transaction (with its outbox events) makes the re-run safe.
"""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta, tzinfo
from typing import TYPE_CHECKING

from .._errors import NotFoundError, ProviderError
from .._ids import new_id
from .._mend import withdrawn_words
from .._models import MemoryRecord, MemoryState, Message, Source, Topic, UserSettings
from .._sensitive import mask_secrets
from .._text import detect_language
from ..extractors._llm import LLMExtractor
from ..store._base import ChangeSet, JobRecord, MemoryFilter, NewEvent, TodoRecord
from ._episodes import (
    EpisodeSummary,
    LLMSummariser,
    OfflineSummariser,
    Summariser,
    render_episode,
    scrub,
    without_withdrawn,
)
from ._maintain import MaintenanceReport, maintain_user
from ._policy import LifecyclePolicy
from ._profile import ProfileBuilder
from ._review import Reviewer

if TYPE_CHECKING:
    from .._memory import Memory

__all__ = ["JobOutcome", "Lifecycle", "LifecycleReport", "default_worker_id"]

log = logging.getLogger("jiyi.worker")

#: The latest time the engine computes with: a message stamped 9999-12-31 (imported, or stored before the
#: edge refused such dates) must not make `last activity + silence` overflow; it just never falls silent.
_LATEST = datetime.max.replace(tzinfo=UTC)


def later(when: datetime, delta: timedelta) -> datetime:
    """`when + delta`, clamped to the latest representable time instead of raising OverflowError."""
    try:
        return when + delta
    except OverflowError:
        return _LATEST


def default_worker_id() -> str:
    """host:pid:random — unique per process, readable in `jiyi jobs`."""
    return f"{socket.gethostname()}:{os.getpid()}:{new_id('w')[-6:]}"


@dataclass(frozen=True, slots=True)
class JobOutcome:
    """How one claimed job ended."""

    job: JobRecord
    status: str
    detail: str = ""


@dataclass(slots=True)
class LifecycleReport:
    """What one tick did."""

    reminders: list[TodoRecord] = field(default_factory=list)
    scheduled: int = 0
    outcomes: list[JobOutcome] = field(default_factory=list)
    maintenance: list[MaintenanceReport] = field(default_factory=list)
    #: Steps of the tick outside any job that failed (a reminder pass, scheduling one user's topic):
    #: logged and listed here; the rest of the tick went on.
    errors: list[str] = field(default_factory=list)


def _extraction_on(s: UserSettings) -> bool:
    # auto_extract off does not stop distillation: it proposes instead (`_propose_for`)
    return s.memory_enabled and s.memory_extraction_enabled


def _propose_for(s: UserSettings) -> timedelta | None:
    return None if s.auto_extract else timedelta(days=s.proposal_expiry_days)


_TAKEN_BACK = (MemoryState.DELETED, MemoryState.FORGOTTEN)
_KIND_ORDER = {"extract": 0, "maintain": 1, "profile": 2}


class Lifecycle:
    """Background rules over one `Memory`. Stateless between ticks: everything lives in the store."""

    def __init__(self, memory: Memory, policy: LifecyclePolicy | None = None) -> None:
        self.m = memory
        self.store = memory.store
        self.policy = policy or LifecyclePolicy()
        llm = memory.extractor.llm if isinstance(memory.extractor, LLMExtractor) else None
        p = self.policy
        self.summariser: Summariser = (
            LLMSummariser(llm, min_messages=p.episode_min_messages)
            if llm
            else OfflineSummariser(min_messages=p.episode_min_messages)
        )
        self.profiles = ProfileBuilder(self.store, p, llm)
        self.reviewer = Reviewer(self.store, p, memory._related, llm)

    def _zone_of(self, user_id: str) -> tzinfo:
        """The user's time zone: a repeating todo steps on its wall clock."""
        return self.m.zone(self.store.get_settings(user_id))

    # --- the tick -------------------------------------------------------------------------------
    def run_due(self, now: datetime | None = None, *, worker_id: str | None = None) -> LifecycleReport:
        """Do everything due at `now` (default: the memory's clock). Safe to run from many processes."""
        now = now or self.m.clock.now()
        wid = worker_id or default_worker_id()
        report = LifecycleReport()
        try:
            report.reminders = self.store.fire_reminders(now, zone_of=self._zone_of)
        except Exception as exc:  # the reminders wait for the next tick; jobs still run
            report.errors.append(_failure("reminders", exc))
        report.scheduled = self.schedule(now, report)
        p = self.policy
        claimed = self.store.claim_jobs(wid, now, lease_seconds=p.lease_seconds, limit=p.batch)
        # Distil before maintaining and profiling, so a profile written in this tick already sees what the
        # distillation of this tick changed (a corrected plan must not survive in the profile until later).
        for job in sorted(claimed, key=lambda j: _KIND_ORDER.get(j.kind, len(_KIND_ORDER))):
            report.outcomes.append(self._run(job, wid, now, report))
        return report

    def schedule(self, now: datetime, report: LifecycleReport | None = None) -> int:
        """Create jobs for silent topics and missing maintenance; returns how many were (re)scheduled.

        One topic that cannot be scheduled (its user's settings unreadable, say) is logged and listed in
        `report.errors`; the other topics are scheduled all the same."""
        n = 0
        settings: dict[str, UserSettings] = {}
        jobs = self.store.list_jobs()
        # A given-up job (failed, no next run) is not re-armed by the scheduler: its topic is still pending,
        # so re-arming would retry it at every tick forever.
        given_up = {(j.kind, j.target_id) for j in jobs if j.status == "failed" and j.next_run_at is None}
        for pending in self.store.pending_topics():
            topic = pending.topic
            if ("extract", topic.id) in given_up:
                continue
            try:
                if topic.user_id not in settings:
                    settings[topic.user_id] = self.store.get_settings(topic.user_id)
                s = settings[topic.user_id]
                if not _extraction_on(s):
                    continue
                due = self._due_at(topic, pending.undistilled, s)
                if due <= now:
                    self.store.schedule_job(topic.user_id, "extract", topic.id, run_at=due, now=now)
                    n += 1
            except Exception as exc:  # one user's bad data must not stop everyone's scheduling
                error = _failure(f"scheduling topic {topic.id} of {topic.user_id}", exc)
                if report is not None:
                    report.errors.append(error)
        have = {j.user_id for j in jobs if j.kind == "maintain"}
        for user_id in self.store.list_user_ids():
            if user_id not in have:
                self.store.schedule_job(user_id, "maintain", user_id, run_at=now, now=now)
                n += 1
        return n

    def extracted(self, user_id: str, topic_id: str, s: UserSettings, now: datetime) -> None:
        """Follow up an extraction run outside the worker (`Memory.extract`: the chat UI after each turn,
        MCP's `distil_now`). Those leave no undistilled messages, so `schedule` would never pick the
        topic again: its job is set for when the topic falls silent, and then summarises the stretch
        into an episode and refreshes the profile as if the worker had distilled it."""
        if not _extraction_on(s):
            return
        topic = self.store.get_topic(user_id, topic_id)
        self.store.schedule_job(user_id, "extract", topic.id, run_at=self._due_at(topic, 0, s), now=now)

    def _due_at(self, topic: Topic, undistilled: int, s: UserSettings) -> datetime:
        rounds = s.extract_every_n_rounds
        if undistilled >= self.policy.episode_max_messages or (rounds and undistilled >= 2 * rounds):
            return topic.created_at
        return _silent_at(topic, s)

    # --- jobs -----------------------------------------------------------------------------------
    def _run(self, job: JobRecord, wid: str, now: datetime, report: LifecycleReport) -> JobOutcome:
        runners: dict[str, Callable[[JobRecord, str, datetime, LifecycleReport], JobOutcome]] = {
            "extract": self._run_topic,
            "profile": self._run_profile,
            "maintain": self._run_maintain,
        }
        runner = runners.get(job.kind)
        if runner is None:
            # No next run: a newer version's job kind is left for a worker that knows it, not retried here.
            self.store.finish_job(job.id, wid, status="failed", error=f"unknown job kind {job.kind!r}",
                                  next_run_at=None, now=now)  # fmt: skip
            return JobOutcome(job, "failed", "unknown kind")
        try:
            return runner(job, wid, now, report)
        except ProviderError as exc:  # an outage passes: retried with backoff for as long as it lasts
            return self._fail(job, wid, now, f"{type(exc).__name__}: {exc}", give_up=False)
        except NotFoundError as exc:  # the user or topic was erased meanwhile
            self.store.finish_job(job.id, wid, status="done", error=str(exc), next_run_at=None, now=now)
            return JobOutcome(job, "done", str(exc))
        except Exception as exc:  # a bug or bad data in one job must not end the tick
            log.exception("job %s %s of %s failed", job.kind, job.target_id, job.user_id)
            return self._fail(job, wid, now, f"{type(exc).__name__}: {exc}", give_up=True)

    def _fail(self, job: JobRecord, wid: str, now: datetime, error: str, *, give_up: bool) -> JobOutcome:
        p = self.policy
        if give_up and job.attempts + 1 >= p.max_attempts:
            error = f"{error} (gave up after {job.attempts + 1} attempts)"
            self.store.finish_job(job.id, wid, status="failed", error=error, next_run_at=None, now=now)
            return JobOutcome(job, "failed", error)
        delay = min(p.retry_base_seconds * 2**job.attempts, p.retry_max_seconds)
        retry = later(now, timedelta(seconds=delay))
        self.store.finish_job(job.id, wid, status="failed", error=error, next_run_at=retry, now=now)
        return JobOutcome(job, "failed", error)

    def _run_topic(self, job: JobRecord, wid: str, now: datetime, report: LifecycleReport) -> JobOutcome:
        user_id = job.user_id
        topic = self.store.get_topic(user_id, job.target_id)
        if topic.forgotten_at is not None:  # forgotten after the job was scheduled: nothing to distil or summarise
            self.store.finish_job(job.id, wid, status="done", error=None, next_run_at=None, now=now)
            return JobOutcome(job, "done", "the topic is forgotten")
        s = self.store.get_settings(user_id)
        if not _extraction_on(s):
            self.store.finish_job(job.id, wid, status="done", error=None, next_run_at=None, now=now)
            return JobOutcome(job, "done", "extraction is turned off")
        cursor_seq = self._cursor_seq(user_id, topic)
        waiting = self.store.list_messages(user_id, topic.id, after_seq=cursor_seq) if cursor_seq is not None else (
            self.store.list_messages(user_id, topic.id))  # fmt: skip
        detail: list[str] = []
        if waiting:
            due = self._due_at(topic, len(waiting), s)
            if due > now:  # new messages since it was scheduled: wait for the silence again
                self.store.finish_job(job.id, wid, status="pending", error=None, next_run_at=due, now=now)
                return JobOutcome(job, "pending", f"rescheduled to {due.isoformat()}")
            result = self.m.distiller.run(
                user_id,
                topic,
                now,
                s.memory_context_messages,
                announce=True,
                filter_sensitive=s.filter_sensitive,
                time_budget=self.policy.distil_seconds,
                timezone=s.timezone or self.m.default_timezone,
                propose_for=_propose_for(s),
            )
            if result.status == "failed":
                # The distiller recorded the failure on this job (error, attempts, backoff); the lease is moot.
                return JobOutcome(job, "failed", result.error or "")
            if result.status == "done":
                detail.append(f"distilled {result.messages_processed} messages")
                if sensitive := sum(d.reason.startswith("sensitive") for d in result.skipped):
                    detail.append(f"{sensitive} skipped as sensitive")  # visible in `jiyi worker -v`
                if result.rejected:
                    detail.append(f"{len(result.rejected)} decisions rejected")
            if result.status == "done" and result.messages_processed < len(waiting):
                # The run's time ran out between windows (a long backlog, a slow model): what was distilled is
                # committed; the job runs again at the next tick, well before another worker could take it.
                self.store.finish_job(job.id, wid, status="pending", error=None, next_run_at=now, now=now)
                return JobOutcome(job, "pending", ", ".join([*detail, "the rest next tick"]))
            topic = self.store.get_topic(user_id, topic.id)
        ended = _silent_at(topic, s) <= now
        episode = self.make_episode(user_id, topic, now, ended=ended)
        important = self.store.list_memories(
            user_id, MemoryFilter(topic_id=topic.id, current_only=True, since=now), limit=50
        )
        if episode is not None or any(m.importance >= self.policy.profile_important for m in important):
            self.store.schedule_job(user_id, "profile", user_id, run_at=now, now=now)
        self.store.finish_job(job.id, wid, status="done", error=None, next_run_at=None, now=now)
        if episode is not None:
            detail.append(f"episode {episode.id}")
        return JobOutcome(job, "done", ", ".join(detail))

    def _cursor_seq(self, user_id: str, topic: Topic) -> int | None:
        if topic.last_processed_message_id is None:
            return None
        return self.store.get_message(user_id, topic.last_processed_message_id).seq

    def make_episode(self, user_id: str, topic: Topic, now: datetime, *, ended: bool) -> MemoryRecord | None:
        """Summarise the topic's distilled messages since its last episode, if the stretch is worth it.

        The episode's id is derived from the topic and its last message, so a re-run after a crash
        finds it already stored (ConflictError) instead of writing a second one."""
        cursor = self._cursor_seq(user_id, topic)
        if cursor is None:
            return None
        flt = MemoryFilter(types=("episode",), topic_id=topic.id, states=None, sort="created_desc")
        last = self.store.list_memories(user_id, flt, limit=1)
        after = int(last[0].id.rsplit("_", 1)[-1]) if last and last[0].id.startswith("mem_ep") else None
        msgs = [m for m in self.store.list_messages(user_id, topic.id, after_seq=after) if m.seq <= cursor]
        if not msgs or (not ended and len(msgs) < self.policy.episode_max_messages):
            return None
        language = detect_language(" ".join(m.content for m in msgs[:20]))
        settings = self.store.get_settings(user_id)
        masking = settings.filter_sensitive
        # The summary is built from raw messages: a summariser sees them with secrets masked (a clipped secret
        # could no longer be recognised in its answer), its answer is scrubbed of facts left half-masked
        # ("用户的支付密码是"), and the text is masked once more: no episode carries a secret.
        shown = [m.model_copy(update={"content": mask_secrets(m.content)}) for m in msgs] if masking else msgs
        summary = self.summariser.summarise(shown, language)
        if summary is None:
            return None
        summary = scrub(summary) if masking else summary
        summary = self._without_withdrawn(user_id, topic, msgs, summary)
        lang = "zh" if language.startswith("zh") or any("\u4e00" <= c <= "\u9fff" for c in summary.summary) else "en"
        # Dated in the user's time zone: a talk at 23:30 in Beijing is on that day, not the UTC one.
        text = render_episode(summary, msgs[-1].created_at.astimezone(self.m.zone(settings)), lang)
        text = mask_secrets(text) if masking else text
        rec = MemoryRecord(
            id=f"mem_ep_{topic.id}_{msgs[-1].seq:012d}",
            user_id=user_id,
            type="episode",
            content=text,
            importance=0.5,
            confidence=0.9,
            source=Source.SYSTEM,
            valid_from=msgs[0].created_at,
            topic_id=topic.id,
            message_ids=tuple(m.id for m in msgs[-50:]),
            language=lang,
            created_at=now,
            updated_at=now,
            agent_id=topic.agent_id,  # an agent's conversation is summarised in that agent's scope
        )
        changes = ChangeSet(inserts=[(rec, self.m.embedder.embed([text])[0])])
        changes.history.append(self.m._history(rec, "add", actor="lifecycle", new_content=text,
                                                new_state=MemoryState.ACTIVE, reason="episode summary"))  # fmt: skip
        changes.events.append(NewEvent("memory.created", user_id, rec.model_dump(mode="json")))
        from .._errors import ConflictError

        try:
            self.store.apply(user_id, changes)
        except ConflictError:
            return None  # written by an earlier run that died before finishing its job
        return rec

    def _without_withdrawn(
        self, user_id: str, topic: Topic, msgs: list[Message], summary: EpisodeSummary
    ) -> EpisodeSummary:
        """The summary without what the user deleted, forgot or corrected of these messages (said and taken
        back in the same conversation, or since), with the corrected values among its facts."""
        said = {m.id for m in msgs}
        flt = MemoryFilter(topic_id=topic.id, states=None)
        ours = [r for r in self.store.list_memories(user_id, flt, limit=1000) if r.type != "episode"]
        by_id = {r.id: r for r in ours}
        pairs = [
            (r, by_id.get(r.superseded_by) if r.superseded_by else None)
            for r in ours
            if said & set(r.message_ids) and (r.state in _TAKEN_BACK or r.superseded_by is not None)
        ]
        # What these messages corrected may have been said in another conversation ("不是杭州，是苏州").
        fixes = [r for r in ours if r.supersedes and r.supersedes not in by_id and said & set(r.message_ids)]
        older = {r.id: r for r in self.store.get_memories(user_id, [r.supersedes or "" for r in fixes])}
        pairs += [(older[r.supersedes or ""], r) for r in fixes if r.supersedes in older]
        if not pairs:
            return summary
        current = [r for r in ours if r.is_current]
        gone = withdrawn_words(self.store, user_id, pairs, [r.content for r in current])
        corrected = [r.content for r in current if r.supersedes is not None and said & set(r.message_ids)]
        return without_withdrawn(summary, gone, corrected)

    def _run_profile(self, job: JobRecord, wid: str, now: datetime, report: LifecycleReport) -> JobOutcome:
        version = self.profiles.refresh(job.user_id, now)
        self.store.finish_job(job.id, wid, status="done", error=None, next_run_at=None, now=now)
        return JobOutcome(job, "done", f"profile v{version}" if version else "unchanged")

    def _run_maintain(self, job: JobRecord, wid: str, now: datetime, report: LifecycleReport) -> JobOutcome:
        s = self.store.get_settings(job.user_id)
        done = maintain_user(self.store, job.user_id, now, self.policy, self.reviewer, s.retention_days)
        report.maintenance.append(done)
        self.profiles.refresh(job.user_id, now)
        reviewed = self.m.review.due(job.user_id, now, self.policy)  # the daily scan and the weekly report, when due
        self.store.prune_events(now - self.policy.events_keep)
        nxt = now + self.policy.maintenance_every
        self.store.finish_job(job.id, wid, status="pending", error=None, next_run_at=nxt, now=now)
        detail = f"forgot {len(done.forgotten)}, decayed {len(done.decayed)}"
        new = sum(r.new_items for r in reviewed if r.period == "day")
        return JobOutcome(job, "pending", f"{detail}, {new} new to review" if new else detail)


def _failure(step: str, exc: Exception) -> str:
    log.exception("lifecycle: %s failed", step)
    return f"{step}: {type(exc).__name__}: {exc}"


def _silent_at(topic: Topic, s: UserSettings) -> datetime:
    """When the topic counts as silent: its last activity plus the user's silence window (clamped)."""
    return later(topic.last_active_at or topic.created_at, timedelta(minutes=s.memory_silent_minutes))
