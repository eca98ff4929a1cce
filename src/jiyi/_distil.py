"""Distillation: a topic's new messages -> extractor decisions -> atomic change sets.

Only messages after the topic's cursor are distilled; `memory_context_messages` earlier messages go
along as context. An extractor with a bounded input (`Extractor.windowed`, the LLM one) gets them in
windows of `window_messages` messages / `window_tokens` estimated tokens, run in order, each committed
with its own cursor move: a failure in window 5 keeps windows 1-4, and the next run starts at window 5;
what window 1 stored is among the related memories window 2 is shown.

Decisions are applied non-destructively (`_distil_plan` turns them into a change set): an update writes a new
version that supersedes the old one (which keeps its text, gets `valid_until` and a history row); a delete is a
soft state change with history; ids the extractor invented are rejected (listed in the report); exact duplicates
(hash) and near duplicates (embedding + wording) are skipped. An answer made only of decisions on invented ids
carries nothing to apply, yet its window is not distilled: the window is distilled with the offline rules instead.
The cursor moves in the same transaction, guarded by its previous value, so re-running on the same
messages changes nothing.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from ._distil_plan import PROTECTED_TYPES, Planner, only_invented, proposing
from ._entity_models import Mention
from ._errors import ConflictError, JiyiError, ProviderError, StaleError, ValidationError
from ._mend import mend_summaries
from ._models import (
    ExtractionReport,
    ExtractionRequest,
    MemoryRecord,
    Message,
    Role,
    Topic,
    Usage,
)
from ._sensitive import mask_secrets
from ._text import detect_language
from ._time import load_zone
from ._windows import fit_context, split_windows
from .embedders._base import Embedder
from .extractors._base import Extractor
from .extractors._offline import OfflineExtractor
from .store._base import Cursor, NewEvent, Store, TodoState

log = logging.getLogger("jiyi.distil")

__all__ = ["PROTECTED_TYPES", "BatchHook", "DistilConfig", "Distiller", "MentionExtractor"]

# Runs of one distillation whose decisions met a memory changed meanwhile, before it is left to its retry job.
_STALE_ATTEMPTS = 3


#: `extract_mentions(text, language=..., recent=...)`: the mentions of one user message (see the entity contract).
MentionExtractor = Callable[..., list[Mention]]
#: Called once a batch is written: (user, topic, the batch's messages, the messages just before them, the memories
#: it wrote). `Memory` records the batch's entity mentions through it (`Entities._after_batch`).
BatchHook = Callable[[str, Topic, Sequence[Message], Sequence[Message], Sequence[MemoryRecord]], None]


@dataclass(frozen=True, slots=True)
class DistilConfig:
    """Knobs of the distillation pipeline."""

    related_k: int = 10
    near_duplicate_cosine: float = 0.97
    near_duplicate_cosine_with_wording: float = 0.88
    near_duplicate_wording: float = 0.75
    boost_step: float = 0.1
    retry_base_seconds: float = 60.0
    retry_max_seconds: float = 6 * 3600.0
    #: per call of a windowed extractor (the LLM one): at most this many new messages ...
    window_messages: int = 20
    #: ... and this many estimated tokens of new text (a longer single message is clipped to it) ...
    window_tokens: int = 4000
    #: ... plus the context messages just before the window, newest first, within this many.
    context_tokens: int = 1000
    #: Reads the people, places and things one user message mentions (`jiyi.extractors._entities.extract_mentions`
    #: when None); each batch's mentions are recorded in the entity layer once its memories are written.
    mention_extractor: MentionExtractor | None = None

    def __post_init__(self) -> None:
        if self.window_messages < 1:
            raise ValidationError("window_messages must be at least 1", field="window_messages")
        if self.window_tokens < 100:
            raise ValidationError("window_tokens must be at least 100", field="window_tokens")
        if self.context_tokens < 0:
            raise ValidationError("context_tokens must not be negative", field="context_tokens")


@dataclass(frozen=True, slots=True)
class _Window:
    """One extractor call's input: new messages, the context before them, and what is still queued."""

    new: list[Message]
    context: list[Message]
    queued: int  # messages not yet distilled when this window starts (a failure leaves them queued)
    timezone: str = "UTC"  # the user's: "明天下午3点" is read in it

    @property
    def user_text(self) -> str:
        return "\n".join(m.content for m in self.new if m.role is Role.USER)


def _snoozed_event(record: MemoryRecord, state: TodoState) -> NewEvent:
    """`todo.snoozed` for a todo the user asked to be reminded of again, shaped as `Memory.snooze_todo`'s."""
    data = {"memory": record.model_dump(mode="json"), "remind_at": _iso(state.next_remind_at or state.remind_at)}
    return NewEvent("todo.snoozed", record.user_id, data)


def _completed_event(record: MemoryRecord, state: TodoState) -> NewEvent:
    """`todo.completed` for a todo the user said is done, shaped as the one `Memory.complete_todo` announces."""
    times = (("remind_at", state.remind_at or record.due_at), ("reminded_at", state.reminded_at),
             ("completed_at", state.completed_at))  # fmt: skip
    iso: dict[str, object] = {k: _iso(v) for k, v in times}
    if state.repeat is not None and state.completed_at is None:  # a repeating todo, done this time
        iso |= {"this_time": True, "done_count": state.done_count, "remind_at": _iso(state.next_remind_at)}
    return NewEvent("todo.completed", record.user_id, {"memory": record.model_dump(mode="json"), **iso})


def _iso(at: datetime | None) -> str | None:
    return at.isoformat() if at else None


class Distiller:
    """Runs one distillation of one topic. Pure logic over a store, an embedder and an extractor."""

    def __init__(
        self,
        store: Store,
        embedder: Embedder,
        extractor: Extractor,
        related: Callable[[str, str, int], list[MemoryRecord]],
        config: DistilConfig | None = None,
        after_batch: BatchHook | None = None,
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.extractor = extractor
        self._related = related
        self.config = config or DistilConfig()
        self._planner = Planner(store, embedder, self.config)
        self.after_batch = after_batch

    # --- the run ----------------------------------------------------------------------
    def run(
        self,
        user_id: str,
        topic: Topic,
        now: datetime,
        context_messages: int,
        *,
        announce: bool = False,
        filter_sensitive: bool = True,
        time_budget: float | None = None,
        timezone: str = "UTC",
        propose_for: timedelta | None = None,
    ) -> ExtractionReport:
        """Distil the topic's undistilled messages; never raises for provider failures (it reports them).

        `announce=True` writes memory events to the store's outbox in the same transaction (background runs,
        whose changes reach the server's SSE clients and webhooks through it). `filter_sensitive` (the user's
        setting) skips every add or update whose text carries a secret, with the reason in the report.
        `time_budget` (seconds): no further window is started once it is spent, so a worker's run ends well
        within its job's lease; the messages left stay queued for the next run (the report says how many).
        `timezone` (the user's IANA zone) is the one the extractor reads relative dates in.
        `propose_for` (the user's auto-extract is off): each add or update is stored as a proposal the user
        confirms or rejects, listed as expired after this long; nothing else is changed but the cursor."""
        started = time.monotonic()
        after_seq = None
        if topic.last_processed_message_id is not None:
            after_seq = self.store.get_message(user_id, topic.last_processed_message_id).seq
        new = self.store.list_messages(user_id, topic.id, after_seq=after_seq)
        if not new:
            return ExtractionReport(topic_id=topic.id, status="nothing_new", reason="no new messages")
        before = (
            self.store.list_messages(user_id, topic.id, before_seq=new[0].seq, limit=context_messages, newest=True)
            if context_messages > 0
            else []
        )
        cfg, windowed = self.config, self.extractor.windowed
        windows = split_windows(new, cfg.window_messages, cfg.window_tokens) if windowed else [new]
        done: list[ExtractionReport] = []
        start = 0
        for window in windows:
            if done and time_budget is not None and time.monotonic() - started > time_budget:
                left = len(new) - start
                rest = ExtractionReport(
                    topic_id=topic.id, status="nothing_new", reason=f"{left} messages left for the next run"
                )
                return _merged(topic.id, done, rest, len(windows))
            # The context of a later window is the tail of the earlier ones (as stored, unclipped).
            context = (before + new[:start])[-context_messages:] if context_messages > 0 else []
            if windowed:
                context = fit_context(context, cfg.context_tokens)
            report = self._window(
                user_id, topic, now, _Window(window, context, len(new) - start, timezone), announce, filter_sensitive,
                propose_for,
            )  # fmt: skip
            if report.status != "done":
                return _merged(topic.id, done, report, len(windows))
            done.append(report)
            start += len(window)
            # The next window's cursor move is guarded by this window's last message.
            topic = topic.model_copy(update={"last_processed_message_id": window[-1].id})
        self._clear_failed_job(user_id, topic, now)
        return _merged(topic.id, done, None, len(windows))

    def _window(
        self, user_id: str, topic: Topic, now: datetime, w: _Window, announce: bool, filter_sensitive: bool,
        propose_for: timedelta | None,
    ) -> ExtractionReport:  # fmt: skip
        # The extractor decides against the related memories as read; if one of them changes before the
        # decisions are written (the user corrects it during a seconds-long LLM call), nothing is written
        # and the messages are distilled again against what is stored now.
        for attempt in range(1, _STALE_ATTEMPTS + 1):
            try:
                return self._distil(user_id, topic, now, w, announce, filter_sensitive, propose_for)
            except StaleError as exc:
                if attempt == _STALE_ATTEMPTS:
                    return self._failed(user_id, topic, now, exc, w.queued)
        raise AssertionError("unreachable")  # pragma: no cover

    def _distil(
        self, user_id: str, topic: Topic, now: datetime, w: _Window, announce: bool, filter_sensitive: bool,
        propose_for: timedelta | None,
    ) -> ExtractionReport:  # fmt: skip
        new, user_text = w.new, w.user_text
        language = detect_language(user_text or "\n".join(m.content for m in new))
        related = self._related(user_id, user_text[:4000], self.config.related_k) if user_text.strip() else []
        if topic.agent_id is not None:  # an agent's conversation decides on that agent's memories only
            related = [m for m in related if m.agent_id == topic.agent_id]
        # A secret stored before the filter (or imported) is not shown to the extractor's model either.
        shown = (
            [m.model_copy(update={"content": mask_secrets(m.content)}) for m in related]
            if filter_sensitive
            else related
        )
        # An extractor that embeds the user's messages (the offline selector) reads the vectors stored with them.
        users = [m.id for m in new if m.role is Role.USER] if self.extractor.reads_message_vectors else []
        vectors = self.store.message_vectors(user_id, users, self.embedder.dim) if users else {}
        request = ExtractionRequest(
            user_id=user_id,
            language=language,
            now=now.astimezone(load_zone(w.timezone)),  # "today" in the prompt is the user's day
            context_messages=tuple(w.context),
            new_messages=tuple(new),
            related=tuple(shown),
            timezone=w.timezone,
            message_vectors=vectors,
            vectors_embedder=self.embedder.name,
        )
        zone = load_zone(w.timezone)  # a repeating todo said done steps to its next time on the user's clock
        try:
            result = self.extractor.extract(request)
        except ProviderError as exc:
            return self._failed(user_id, topic, now, exc, w.queued)

        plan = self._planner.plan(user_id, topic, new, related, result.decisions, language, now, filter_sensitive, zone)
        reason = result.reason
        if only_invented(result.decisions, plan.rejected):
            # Every decision named a memory that does not exist: the model did not distil these messages, it
            # misread the memories it was shown. Moving the cursor would drop the window unread; retrying would
            # most likely get the same answer (and hold the topic back for good). The offline rules distil it
            # instead, and the model's decisions stay listed as rejected.
            rules = OfflineExtractor().extract(request)
            invented = plan.rejected
            plan = self._planner.plan(
                user_id, topic, new, related, rules.decisions, language, now, filter_sensitive, zone
            )
            plan.rejected[:0] = invented
            note = f"the model's {len(invented)} decision(s) named only unknown memory ids; offline rules used"
            reason = f"{reason} [{note}]" if reason else note
        if propose_for is not None:
            plan = proposing(plan, now + propose_for)
        plan.changes.cursor = Cursor(
            topic_id=topic.id,
            expected_message_id=topic.last_processed_message_id,
            message_id=new[-1].id,
            processed_at=now,
        )
        plan.changes.arm_todos(self.store, user_id)
        # What these decisions delete or correct leaves the summaries in the same transaction (`jiyi._mend`).
        mend_summaries(self.store, self.embedder, user_id, plan.changes, now)
        if announce:
            for kind, recs in (("created", plan.added), ("updated", plan.updated), ("deleted", plan.deleted)):
                plan.changes.events += [NewEvent(f"memory.{kind}", user_id, r.model_dump(mode="json")) for r in recs]
            plan.changes.events += [_completed_event(r, s) for r, s in plan.completed]
            plan.changes.events += [_snoozed_event(r, s) for r, s in plan.snoozed]
            plan.changes.events += [
                NewEvent("proposal.created", user_id, p.model_dump(mode="json")) for p in plan.changes.proposals
            ]
        try:
            self.store.apply(user_id, plan.changes)
        except StaleError:
            raise
        except ConflictError:
            return ExtractionReport(
                topic_id=topic.id, status="nothing_new", reason="another run distilled these messages first"
            )
        if self.after_batch is not None and propose_for is None:  # proposals are not memories yet: nothing to index
            try:
                self.after_batch(user_id, topic, new, w.context, [*plan.added, *plan.updated])
            except Exception:
                # The batch's memories are written and stay; only the entity index of these messages is missing
                # (it is rebuilt by the next mention of the same people). A failing extractor never loses them.
                log.exception("recording the entity mentions of topic %s failed", topic.id)
        # Counted for the weekly report after the changes, as the usage below: a crash in between loses a count,
        # never a memory.
        self.store.record_skipped_duplicates(user_id, plan.duplicates, now)
        if result.usage.calls:
            self.store.record_usage(
                user_id, "extract", result.usage.prompt_tokens, result.usage.completion_tokens, result.usage.calls, now
            )
        return ExtractionReport(
            topic_id=topic.id,
            status="done",
            messages_processed=len(new),
            added=tuple(plan.added),
            updated=tuple(plan.updated),
            deleted=tuple(plan.deleted),
            boosted=tuple(plan.boosted),
            skipped=tuple(plan.skipped),
            rejected=tuple(plan.rejected),
            reason=reason,
            usage=result.usage,
            proposed=tuple(plan.changes.proposals),
        )

    def _failed(self, user_id: str, topic: Topic, now: datetime, exc: JiyiError, n: int) -> ExtractionReport:
        previous = [j for j in self.store.list_jobs(user_id) if j.kind == "extract" and j.target_id == topic.id]
        attempts = previous[0].attempts if previous else 0
        delay = min(self.config.retry_base_seconds * (2**attempts), self.config.retry_max_seconds)
        self.store.upsert_job(
            user_id,
            "extract",
            topic.id,
            status="failed",
            error=f"{type(exc).__name__}: {exc}",
            next_run_at=now + timedelta(seconds=delay),
            now=now,
        )
        return ExtractionReport(
            topic_id=topic.id,
            status="failed",
            messages_processed=0,
            reason=f"extraction failed; {n} messages stay queued and will be retried",
            error=f"{type(exc).__name__}: {exc}",
        )

    def _clear_failed_job(self, user_id: str, topic: Topic, now: datetime) -> None:
        if any(j.kind == "extract" and j.target_id == topic.id for j in self.store.list_jobs(user_id, status="failed")):
            self.store.upsert_job(user_id, "extract", topic.id, status="done", error=None, next_run_at=None, now=now)


def _merged(
    topic_id: str, done: Sequence[ExtractionReport], last: ExtractionReport | None, windows: int
) -> ExtractionReport:
    """One report for a run: the committed windows' changes, and how the run ended (`last`, if it stopped)."""
    if not done:
        assert last is not None
        return last
    if last is None and len(done) == 1:
        return done[0]
    reasons = list(dict.fromkeys(r.reason for r in done if r.reason))
    summary = f"{len(done)} of {windows} windows distilled"
    if reasons:
        summary += ": " + " | ".join(reasons[:5]) + (f" (+{len(reasons) - 5} more)" if len(reasons) > 5 else "")
    failed = last is not None and last.status == "failed"
    if last is not None:
        summary += f"; then {last.reason}"
    usage = Usage()
    for r in done:
        usage += r.usage
    return ExtractionReport(
        topic_id=topic_id,
        status="failed" if failed else "done",
        messages_processed=sum(r.messages_processed for r in done),
        added=tuple(m for r in done for m in r.added),
        updated=tuple(m for r in done for m in r.updated),
        deleted=tuple(m for r in done for m in r.deleted),
        boosted=tuple(m for r in done for m in r.boosted),
        skipped=tuple(d for r in done for d in r.skipped),
        rejected=tuple(d for r in done for d in r.rejected),
        reason=summary,
        error=last.error if last is not None else None,
        usage=usage,
    )
