"""Forgetting a whole conversation or a whole subject (seed 004's `ForgetTopic` / `Forget(scope)`).

- `forget_topic`: every current memory distilled from the topic (its episode summary included) is forgotten
  — soft, one history row each, restorable — and the topic's raw messages are hidden from message search,
  topic listings and distillation (`Store.set_topic_forgotten`). `erase=True`, an explicit user request,
  also removes the messages and the topic for good (`Store.erase_topic`); the memories stay soft-forgotten.
- `restore_topic`: shows the messages again and restores exactly the memories the forget forgot (those whose
  latest change is still that forget: a memory restored or changed since is left as it is).
- `forget_about`: forgets the current memories (and summaries) clearly about a subject, found by the hybrid
  search; `dry_run=True` only lists them, so a UI can ask first.

Each forgets through `ChangeSet`s with `expect` (a memory changed meanwhile is read again, never overwritten)
and asks the lifecycle for a profile rewrite (a `profile` job), so the profile stops mentioning it; the
offline profile is also rebuilt at once, so the next `context()` is already clean.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Literal

from ._errors import ConflictError, StaleError, ValidationError
from ._mend import mend_summaries
from ._models import MemoryRecord, MemoryState, Record, SearchHit, Topic
from ._text import cached_document, query_terms
from ._validate import check_content, check_user_id
from .store._base import ChangeSet, MemoryFilter

if TYPE_CHECKING:
    from ._memory import Memory

__all__ = ["ForgetReport", "about_subject", "forget_about", "forget_topic", "refresh_profile_soon", "restore_topic"]

_ATTEMPTS = 3  # re-reads when a memory changed between reading and writing (StaleError)
_PAGE = 500


class ForgetReport(Record):
    """What a topic- or subject-wide forget (or restore) did, so a caller can show it and undo it.

    `memories` are the memories as they are now (forgotten, or restored; as found for a dry run);
    `history_ids` the history rows written, one per memory (each undoable with `Memory.undo`).
    `topic_ids` are the conversations the memories came from (for a UI offering to forget those too).
    """

    action: Literal["forget_topic", "erase_topic", "restore_topic", "forget_about"]
    dry_run: bool = False
    query: str | None = None
    topic: Topic | None = None
    memories: tuple[MemoryRecord, ...] = ()
    history_ids: tuple[str, ...] = ()
    topic_ids: tuple[str, ...] = ()
    messages_hidden: int = 0
    messages_erased: int = 0
    profile_refresh_scheduled: bool = False


def _set_states(
    mem: Memory,
    user_id: str,
    records: Sequence[MemoryRecord],
    state: MemoryState,
    event: str,
    reason: str,
    related: str | None,
) -> tuple[list[MemoryRecord], list[str]]:
    """Move `records` to `state` in one transaction, a history row each; StaleError if one changed since read."""
    if not records:
        return [], []
    now = mem.clock.now()
    changes = ChangeSet(expect=list(records))
    for rec in records:
        mem._move_state(changes, rec, state, event, now, actor="user", reason=reason, related_id=related)
    # The summaries of other conversations that state what is forgotten are mended in the same transaction.
    mend_summaries(mem.store, mem.embedder, user_id, changes, now)
    mem.store.apply(user_id, changes)
    return changes.updates, [h.id for h in changes.history]


def _move(
    mem: Memory,
    user_id: str,
    read: Callable[[], list[MemoryRecord]],
    state: MemoryState,
    event: str,
    reason: str,
    related: str | None,
) -> tuple[list[MemoryRecord], list[str]]:
    """`_set_states` on what `read` returns, read again (up to `_ATTEMPTS` times) when one of them changed
    between the reading and the writing: a correction or a search meanwhile is never overwritten."""
    for attempt in range(_ATTEMPTS):
        try:
            return _set_states(mem, user_id, read(), state, event, reason, related)
        except StaleError:
            if attempt == _ATTEMPTS - 1:
                raise
    raise AssertionError("unreachable")  # pragma: no cover


def refresh_profile_soon(mem: Memory, user_id: str) -> bool:
    """Rebuild the profile after memories were withdrawn: the offline one now, a model's by the worker."""
    now = mem.clock.now()
    profiles = mem.lifecycle.profiles
    if profiles.llm is None:
        # The offline profile is rebuilt now (a few ms, no provider that could fail), so the very next
        # context no longer names what was just forgotten; an LLM's rewrite waits for the worker's job.
        profiles.refresh(user_id, now, force=True)
    mem.store.schedule_job(user_id, "profile", user_id, run_at=now, now=now)
    return True


def _topic_memories(mem: Memory, user_id: str, topic_id: str, states: tuple[MemoryState, ...]) -> list[MemoryRecord]:
    flt = MemoryFilter(topic_id=topic_id, states=states, current_only=states == (MemoryState.ACTIVE,))
    out: list[MemoryRecord] = []
    while page := mem.store.list_memories(user_id, flt, limit=_PAGE, offset=len(out)):
        out += page
        if len(page) < _PAGE:
            break
    # a forgotten memory is never "current" (state), so superseded versions are left out by hand
    return [m for m in out if m.superseded_by is None and m.valid_until is None]


def forget_topic(mem: Memory, user_id: str, topic_id: str, *, reason: str = "", erase: bool = False) -> ForgetReport:
    """See `Memory.forget_topic`."""
    check_user_id(user_id)
    topic = mem.store.get_topic(user_id, topic_id)  # NotFoundError for another user's topic
    why = reason.strip() or f"forget the conversation {topic.title!r}"
    hidden = 0
    was_forgotten = topic.forgotten_at is not None
    if not was_forgotten:
        # Hidden first: no new message, no distillation and no search reaches it while memories are forgotten.
        topic = mem.store.set_topic_forgotten(user_id, topic_id, mem.clock.now())
        hidden = topic.message_count
    forgotten, history = _move(
        mem,
        user_id,
        lambda: _topic_memories(mem, user_id, topic_id, (MemoryState.ACTIVE,)),
        MemoryState.FORGOTTEN,
        "forget",
        why,
        topic_id,
    )
    # Only a topic that was forgotten before this call and had nothing left to forget is a conflict: an empty
    # topic (no messages, no memories) forgotten just now is a plain success.
    if not erase and was_forgotten and not forgotten:
        raise ConflictError(f"topic {topic_id} is already forgotten; restore it with restore_topic")
    if erase:
        # What the entity layer read in the conversation goes with it (facts, links, the entities only it named).
        every, said = MemoryFilter(topic_id=topic_id, states=None), list[str]()  # every version, in any state
        while page := mem.store.list_memories(user_id, every, limit=_PAGE, offset=len(said)):
            said += [m.id for m in page]
        mem.store.erase_entities(user_id, said)
    erased = mem.store.erase_topic(user_id, topic_id) if erase else 0
    return ForgetReport(
        action="erase_topic" if erase else "forget_topic",
        topic=topic,
        memories=tuple(forgotten),
        history_ids=tuple(history),
        topic_ids=(topic_id,),
        messages_hidden=0 if erase else hidden,
        messages_erased=erased,
        profile_refresh_scheduled=refresh_profile_soon(mem, user_id),
    )


def restore_topic(mem: Memory, user_id: str, topic_id: str, *, reason: str = "") -> ForgetReport:
    """See `Memory.restore_topic`."""
    check_user_id(user_id)
    topic = mem.store.get_topic(user_id, topic_id)
    if topic.forgotten_at is None:
        raise ConflictError(f"topic {topic_id} is not forgotten")
    why = reason.strip() or f"restore the conversation {topic.title!r}"

    def ours() -> list[MemoryRecord]:
        out = []
        for rec in _topic_memories(mem, user_id, topic_id, (MemoryState.FORGOTTEN,)):
            latest = mem.store.list_history(user_id, rec.id, limit=1)
            # only what the topic's forget forgot, and nothing changed since (a later restore, an undo)
            if latest and latest[0].event == "forget" and latest[0].related_id == topic_id and not latest[0].undone:
                out.append(rec)
        return out

    restored, history = _move(mem, user_id, ours, MemoryState.ACTIVE, "restore", why, topic_id)
    topic = mem.store.set_topic_forgotten(user_id, topic_id, None)
    return ForgetReport(
        action="restore_topic",
        topic=topic,
        memories=tuple(restored),
        history_ids=tuple(history),
        topic_ids=(topic_id,),
        profile_refresh_scheduled=refresh_profile_soon(mem, user_id),
    )


def about_subject(hit: SearchHit, terms: set[str], floor: float) -> bool:
    """Whether a search hit is clearly about the query's subject: full text matched it and its text holds at
    least half of the query's terms (as indexed: words, Han characters and pairs), or its vector is close
    (cosine at least `floor`, so "The user is training for a marathon" answers "marathon" in any wording)."""
    if hit.memory is None:
        return False
    words = set(cached_document(hit.memory.content).split())
    covered = len(terms & words) / len(terms) if terms and hit.parts.text is not None else 0.0
    return covered >= 0.5 or (hit.parts.vector or 0.0) >= floor


def forget_about(
    mem: Memory,
    user_id: str,
    query: str,
    *,
    dry_run: bool = False,
    reason: str = "",
    limit: int = 50,
    min_similarity: float | None = None,
) -> ForgetReport:
    """See `Memory.forget_about`."""
    check_user_id(user_id)
    q = check_content(query, field="query", limit=500)
    if not 1 <= limit <= 200:
        raise ValidationError("limit must be between 1 and 200", field="limit")
    floor = mem.embedder.forget_floor if min_similarity is None else min_similarity
    if not 0 < floor <= 1:
        raise ValidationError("min_similarity must be above 0 and at most 1", field="min_similarity")
    why = reason.strip() or f"forget everything about {q!r}"
    terms = set(query_terms(q))

    def about() -> list[MemoryRecord]:
        hits = mem.search(user_id, q, k=limit, record_access=False)
        return [h.memory for h in hits if h.memory is not None and about_subject(h, terms, floor)]

    found, history = (
        (about(), []) if dry_run else _move(mem, user_id, about, MemoryState.FORGOTTEN, "forget", why, None)
    )
    return ForgetReport(
        action="forget_about",
        dry_run=dry_run,
        query=q,
        memories=tuple(found),
        history_ids=tuple(history),
        topic_ids=tuple(sorted({m.topic_id for m in found if m.topic_id})),
        profile_refresh_scheduled=bool(found) and not dry_run and refresh_profile_soon(mem, user_id),
    )
