"""Profile narrative (seed 004 layer 3): a portrait of the user in prose, every version kept.

Rebuilt after `profile_after_episodes` new episodes, after `profile_every`, or when an important memory
(importance >= `profile_important`) appeared since the last version — and whenever the last version went
stale: a memory it drew on was superseded, deleted or forgotten since, or a plan it listed is now past
(a profile must never contradict the memories recalled beside it). New information wins, and a change
stays visible: when a current memory superseded an older one, the narrative says "之前…，最近…" /
"now … (they used to …)". It is written in the user's main language (the one most of their recent messages
are in), from the current memories and the recent episode summaries: offline by `jiyi.lifecycle._prose`
(one paragraph, no model); with an LLM, the model writes it from the same material. A user with nothing
remembered gets `cold_start`.
"""

from __future__ import annotations

from datetime import datetime

from .._models import MemoryRecord, MemoryState, Role
from .._sensitive import mask_secrets
from ..extractors._rules_common import sentence_language
from ..llm._base import LLM, ChatTurn
from ..store._base import MemoryFilter, Store
from ._policy import LifecyclePolicy
from ._prose import Fact, Talk, write_profile

__all__ = ["ProfileBuilder", "cold_start"]

# The kinds of memory the profile is written from (todos have their own section in `context()`).
_KINDS = ("personal", "core", "person", "preference", "lesson", "plan", "fact", "event")
_MESSAGES_READ = 200  # the user's latest messages whose language decides the profile's

_COLD = {
    "zh": "这是一位新用户，我们还不了解他/她。在对话中留意称呼、工作、偏好和正在做的事，不要假设。",
    "en": "A new user: nothing is known about them yet. Notice their name, work, preferences and plans; "
    "assume nothing.",
}

_LLM_PROMPT = {
    "zh": "根据下面关于用户的记忆和最近的对话摘要，用中文写一段用户画像：一段连贯的文字，2 到 6 句，不超过 150 字；"
    "依次写他是谁（称呼、工作、所在地）、生活中的人、稳定的偏好和习惯、正在做的事和近期计划。不要列表、不要标签，"
    "不要每句都以「用户」开头。用其他语言说的话原样加引号引用，例如：他说过「I can't stand PowerPoint」。新信息优先；"
    "如果信息有变化，写出变化，例如「之前在 A 公司，最近换到了 B 公司」。只输出画像正文。",
    "en": "From the memories and recent conversation summaries below, write a profile of the user in English: one "
    "paragraph of 2 to 6 sentences, under 110 words, covering who they are (name, work, place), the people in "
    "their life, standing preferences and habits, and current plans and goals. No lists, no labels, and do not "
    "start every sentence with 'The user'. Quote what was said in another language as said, e.g. they said "
    '"我受不了香菜". Newer information wins; when something changed, say so, e.g. \'now at B (they used to be at '
    "A)'. Output the profile text only.",
}


def _lang(language: str) -> str:
    return "zh" if language.startswith("zh") else "en"


def cold_start(language: str) -> str:
    """The profile of a user nothing is known about."""
    return _COLD["zh" if language.startswith("zh") else "en"]


class ProfileBuilder:
    """Decides when a user's profile is stale and writes the next version."""

    def __init__(self, store: Store, policy: LifecyclePolicy, llm: LLM | None = None) -> None:
        self.store = store
        self.policy = policy
        self.llm = llm

    def due(self, user_id: str, now: datetime) -> bool:
        """True when a new version is warranted (see the module docstring)."""
        versions = self.store.list_profiles(user_id)
        since = versions[-1].created_at if versions else None
        flt = MemoryFilter(current_only=True, since=since)
        new = self.store.list_memories(user_id, flt, limit=1000)
        if not new:
            # nothing new, but a memory the profile names may have been forgotten (`Memory.forget_topic`)
            return since is not None and self._stale(user_id, since, now)
        if since is None or now - since >= self.policy.profile_every:
            return True
        episodes = sum(1 for m in new if m.type == "episode")
        important = any(m.importance >= self.policy.profile_important and m.type != "episode" for m in new)
        return episodes >= self.policy.profile_after_episodes or important or self._stale(user_id, since, now)

    def _stale(self, user_id: str, since: datetime, now: datetime) -> bool:
        """A memory of the profile's kinds left the current set since `since`, or a listed plan fell due."""
        changed = self.store.list_memories(
            user_id, MemoryFilter(types=_KINDS, states=None, sort="updated_desc"), limit=200
        )
        for m in changed:
            if m.updated_at < since:
                break
            if not m.is_current or m.state is not MemoryState.ACTIVE:
                return True
        plans = MemoryFilter(types=("plan",), current_only=True)
        return any(
            m.due_at is not None and since <= m.due_at < now
            for m in self.store.list_memories(user_id, plans, limit=200)
        )

    def narrative(self, user_id: str, now: datetime) -> str | None:
        """The narrative from the user's current memories and recent episodes (None when there is nothing
        to say). Plans whose date has passed by `now` are left out: they are no longer "recent plans"."""
        flt = MemoryFilter(current_only=True, types=_KINDS, sort="importance_desc")
        mems = [m for m in self.store.list_memories(user_id, flt, limit=60) if m.due_at is None or m.due_at >= now]
        if not mems:
            return None
        episodes = self.store.list_memories(user_id, MemoryFilter(current_only=True, types=("episode",)), limit=3)
        if self.store.get_settings(user_id).filter_sensitive:  # memories stored before the filter, or imported
            mems = [m.model_copy(update={"content": mask_secrets(m.content)}) for m in mems]
            episodes = [m.model_copy(update={"content": mask_secrets(m.content)}) for m in episodes]
        lang = self._language(user_id, mems)
        before = self._changes(user_id, mems)
        if self.llm is not None:
            body = "\n".join(f"- ({m.type}) {m.content}" for m in mems)
            body += "".join(f"\n- (earlier: {before[m.id]}) {m.content}" for m in mems if m.id in before)
            body += "".join(f"\n- (episode) {e.content}" for e in episodes)
            text, _ = self.llm.complete_text(
                [ChatTurn(role="system", content=_LLM_PROMPT[lang]), ChatTurn(role="user", content=body)]
            )
            return text.strip() or None
        facts = [
            Fact(m.content, _lang(m.language), m.type, m.valid_from or m.created_at, before.get(m.id)) for m in mems
        ]
        talks = [Talk(e.content, _lang(e.language)) for e in episodes]
        return write_profile(facts, talks, lang, now)

    def main_language(self, user_id: str) -> str:
        """The user's main language ("zh" or "en"): see `_language`."""
        return self._language(user_id, [])

    def _language(self, user_id: str, mems: list[MemoryRecord]) -> str:
        """The user's main language: the one most of their latest messages are in (their memories' when there
        are no messages, e.g. memories added by hand); a tie goes to Chinese."""
        said: list[str] = []
        for topic in self.store.list_topics(user_id, limit=20):
            if len(said) >= _MESSAGES_READ:
                break
            msgs = self.store.list_messages(user_id, topic.id, limit=_MESSAGES_READ - len(said), newest=True)
            said += [sentence_language(m.content[:2000]) for m in msgs if m.role is Role.USER]
        said = said or [_lang(m.language) for m in mems]
        return "zh" if said.count("zh") * 2 >= len(said) else "en"

    def _changes(self, user_id: str, mems: list[MemoryRecord]) -> dict[str, str]:
        """The earlier text of each memory that records a change of value ("我换工作了"), by memory id."""
        out: dict[str, str] = {}
        for m in mems:
            if m.supersedes is None or m.type not in ("personal", "core", "preference"):
                continue
            if self._corrected(user_id, m):
                continue  # the old value was never true: no "之前…" keeps saying it (`jiyi._mend`)
            old = self.store.get_memories(user_id, [m.supersedes])
            if old and old[0].content != m.content and len(out) < 5:
                out[m.id] = old[0].content
        return out

    def _corrected(self, user_id: str, m: MemoryRecord) -> bool:
        """Whether `m` corrected the version it replaced (the user's own edit, or "不是杭州，是苏州") rather than
        recording a change ("我换工作了")."""
        made = [h for h in self.store.list_history(user_id, m.id, limit=10) if h.event == "update"]
        return any(h.actor == "user" or h.reason.lower().startswith(("更正", "correction")) for h in made)

    def refresh(self, user_id: str, now: datetime, *, force: bool = False) -> int | None:
        """Write a new version when due (or forced) and different from the last; returns its version."""
        if not force and not self.due(user_id, now):
            return None
        text = self.narrative(user_id, now)
        if text is not None and self.store.get_settings(user_id).filter_sensitive:
            text = mask_secrets(text)  # a model's narrative, and the "previously ..." lines from old versions
        latest = self.store.get_profile(user_id)
        if text is None and latest is not None:
            text = ""  # everything the last version drew on was withdrawn: it must not go on saying it
        if text is None or (latest is not None and latest[1] == text):
            return None
        return self.store.put_profile(user_id, text, now)
