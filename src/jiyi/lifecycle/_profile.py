"""Profile narrative (seed 004 layer 3): a natural-language portrait of the user, every version kept.

Rebuilt after `profile_after_episodes` new episodes, after `profile_every`, or when an important memory
(importance >= `profile_important`) appeared since the last version — and whenever the last version went
stale: a memory it drew on was superseded, deleted or forgotten since, or a plan it listed is now past
(a profile must never contradict the memories recalled beside it). New information wins, and a change
stays visible: when a current memory superseded an older one, the narrative says "之前…，最近…" /
"previously …, recently …". Offline, the narrative is assembled from the current memories by type; with
an LLM, the model writes it from the same material. A user with nothing remembered gets `cold_start`.
"""

from __future__ import annotations

from datetime import datetime

from .._models import MemoryRecord, MemoryState
from .._sensitive import mask_secrets
from .._text import bare_statement
from ..llm._base import LLM, ChatTurn
from ..store._base import MemoryFilter, Store
from ._policy import LifecyclePolicy

__all__ = ["ProfileBuilder", "cold_start"]

_SECTIONS = {
    "zh": (("personal", "身份"), ("core", "核心"), ("preference", "偏好"), ("lesson", "经验"), ("plan", "近期计划")),
    "en": (("personal", "Who"), ("core", "Core"), ("preference", "Likes"), ("lesson", "Lessons"), ("plan", "Plans")),
}

_COLD = {
    "zh": "这是一位新用户，我们还不了解他/她。在对话中留意称呼、工作、偏好和正在做的事，不要假设。",
    "en": "A new user: nothing is known about them yet. Notice their name, work, preferences and plans; "
    "assume nothing.",
}

_LLM_PROMPT = {
    "zh": "根据下面关于用户的记忆，写一段简洁的用户画像（第三人称，不超过 200 字）。新信息优先；如果信息有变化，"
    "写出变化，例如「之前在 A 公司，最近换到了 B 公司」。只输出画像正文。",
    "en": "From the memories below, write a concise profile of the user (third person, under 120 words). Newer "
    "information wins; when something changed, say so, e.g. 'previously at A, recently moved to B'. Output the "
    "profile text only.",
}


def cold_start(language: str) -> str:
    """The profile of a user nothing is known about."""
    return _COLD["zh" if language.startswith("zh") else "en"]


def _item(m: MemoryRecord, lang: str) -> str:
    """A memory as a profile item: bare in the profile's language, quoted whole in the other one, so the
    narrative never splices "User's dog is called Tilly" into a Chinese sentence."""
    if m.language.startswith("zh") == (lang == "zh"):
        return bare_statement(m.content)
    text = m.content.strip().rstrip("。.")
    return f"「{text}」" if lang == "zh" else f'"{text}"'


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
        kinds = tuple(t for t, _ in _SECTIONS["en"])
        changed = self.store.list_memories(
            user_id, MemoryFilter(types=kinds, states=None, sort="updated_desc"), limit=200
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
        """The narrative from the user's current memories (None when there is nothing to say).

        Plans whose date has passed by `now` are left out: they are no longer "recent plans"."""
        flt = MemoryFilter(current_only=True, types=tuple(t for t, _ in _SECTIONS["en"]), sort="importance_desc")
        mems = [m for m in self.store.list_memories(user_id, flt, limit=60) if m.due_at is None or m.due_at >= now]
        if not mems:
            return None
        if self.store.get_settings(user_id).filter_sensitive:  # memories stored before the filter, or imported
            mems = [m.model_copy(update={"content": mask_secrets(m.content)}) for m in mems]
        zh = sum(m.language.startswith("zh") for m in mems) * 2 >= len(mems)
        lang = "zh" if zh else "en"
        changes = self._changes(user_id, mems, lang)
        if self.llm is not None:
            body = "\n".join(f"- ({m.type}) {m.content}" for m in mems) + "\n" + "\n".join(changes)
            text, _ = self.llm.complete_text(
                [ChatTurn(role="system", content=_LLM_PROMPT[lang]), ChatTurn(role="user", content=body)]
            )
            return text.strip() or None
        lines: list[str] = []
        for kind, label in _SECTIONS[lang]:
            items = [_item(m, lang) for m in mems if m.type == kind][:6]
            if items:
                sep = "；" if zh else "; "
                lines.append(f"{label}{'：' if zh else ': '}{sep.join(items)}{'。' if zh else '.'}")
        if changes:
            lines.append(("变化：" if zh else "Changes: ") + ("；" if zh else "; ").join(changes))
        return "\n".join(lines)

    def _changes(self, user_id: str, mems: list[MemoryRecord], lang: str) -> list[str]:
        out = []
        for m in mems:
            if m.supersedes is None or m.type not in ("personal", "core", "preference"):
                continue
            if self._corrected(user_id, m):
                continue  # the old value was never true: no "之前…" keeps saying it (`jiyi._mend`)
            old = self.store.get_memories(user_id, [m.supersedes])
            if old and old[0].content != m.content:
                before, after = bare_statement(old[0].content), bare_statement(m.content)
                out.append(f"之前{before}，最近{after}" if lang == "zh" else f"previously {before}, recently {after}")
        return out[:5]

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
