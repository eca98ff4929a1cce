"""Episodic summaries (seed 004 layer 2): a finished stretch of conversation -> one dated `episode` memory.

The summary is structured (summary, topics, user_intent, emotional_tone, key_facts, unresolved) and is
rendered into the memory's text in the conversation's language, so full-text and vector recall find it
("上次聊了什么", "what did we talk about"). Offline, the structure comes from the messages themselves:
the rule extractor's statements are the key facts, repeated words the topics, the first request the
intent, a small word list the tone, and the user's last unanswered questions what is unresolved. Fewer
than `min_messages` messages, or chit-chat only, make no episode.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from .._mend import drop_stated, says_any
from .._models import Message, Role
from .._sensitive import MASK, has_secret, mask_secrets
from .._text import han_noun_phrases
from ..extractors._offline import candidates_from_text
from ..extractors._referents import without_chat
from ..extractors._rules_common import clip, sentence_language, split_sentences, tool_mentions
from ..llm._base import LLM, ChatTurn
from ._prose_dates import absolute_dates

__all__ = [
    "EpisodeSummary",
    "LLMSummariser",
    "OfflineSummariser",
    "Summariser",
    "render_episode",
    "scrub",
    "without_withdrawn",
]

Tone = Literal["positive", "neutral", "negative", "mixed"]


class EpisodeSummary(BaseModel):
    """The structured summary of one stretch of conversation."""

    model_config = ConfigDict(extra="ignore")

    summary: str
    topics: list[str] = Field(default_factory=list)
    user_intent: str = ""
    #: how `user_intent` was read: "wanted" (a model's words for the aim), or the user's own words that
    #: "asked" for something or "said" the first thing no fact covers (offline), quoted as said
    intent_kind: Literal["wanted", "asked", "said"] = "wanted"
    emotional_tone: Tone = "neutral"
    key_facts: list[str] = Field(default_factory=list)
    unresolved: list[str] = Field(default_factory=list)

    @field_validator("emotional_tone", mode="before")
    @classmethod
    def _tone(cls, v: object) -> object:
        v = v.strip().lower() if isinstance(v, str) else v
        return v if v in ("positive", "neutral", "negative", "mixed") else "neutral"

    @field_validator("intent_kind", mode="before")
    @classmethod
    def _kind(cls, v: object) -> object:
        return v if v in ("wanted", "asked", "said") else "wanted"

    @field_validator("topics", "key_facts", "unresolved", mode="before")
    @classmethod
    def _list(cls, v: object) -> object:
        if v is None:
            return []
        return [v] if isinstance(v, str) else v


class Summariser:
    """Turns messages into an `EpisodeSummary`, or None when they are not worth one."""

    def summarise(self, messages: Sequence[Message], language: str) -> EpisodeSummary | None:
        """Raise ProviderError when a model could not answer (the caller retries later)."""
        raise NotImplementedError


_POS = re.compile(r"开心|高兴|太好了|谢谢|感谢|喜欢|棒|顺利|\b(thanks|thank you|great|glad|happy|awesome|love)\b", re.I)
_NEG = re.compile(
    r"烦|累|焦虑|难过|生气|失望|糟糕|压力|崩溃|\b(tired|stressed|angry|sad|frustrat\w*|annoy\w*|worried)\b", re.I
)
_ASK = re.compile(r"[?？]$|^(帮我|请|能不能|可以|怎么|如何|为什么|help|can you|could you|how|what|why|please)", re.I)
_CHITCHAT = re.compile(
    r"^(你好|您好|嗨|哈+|嗯+|好的?|谢谢|拜拜|再见|早|晚安|hi|hello|hey|ok(ay)?|thanks|bye|lol)\W*$", re.I
)
# An answer to the assistant ("No thanks.", "不用了"), not what the talk was about.
_REPLY = re.compile(r"^(?:no|yes|yeah|ok(?:ay)?|sure|thanks|thank you|不用|好的|好啊|谢谢|没事)(?![A-Za-z])", re.I)
_STOP_ZH = "我 你 他 她 的 了 是 在 和 也 就 都 很 吗 呢 吧 啊 这 那 有 没 不 要 会 能 想 说 一个 什么 怎么"
_STOP_EN = "i you he she it the a an and or to of in on for is are was be do does did my me your we our this that"
_STOP = frozenset(f"{_STOP_ZH} {_STOP_EN} with at as but not have has can will just so what how".split(" "))


def _words(text: str, language: str) -> list[str]:
    if language == "zh":
        nouns = han_noun_phrases(text)
        if nouns is not None:
            return [w for w in nouns if w not in _STOP and not re.fullmatch(r"[A-Za-z]{1,2}", w)]
        return [w for w in re.findall(r"[\u4e00-\u9fff]{2,4}|[A-Za-z][A-Za-z0-9+#.-]{2,}", text) if w not in _STOP]
    return [w.lower() for w in re.findall(r"[A-Za-z][A-Za-z0-9+#-]{3,}", text) if w.lower() not in _STOP]


_NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*")
_CALENDAR = (
    "User Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July "
    "August September October November December"
)
_NOT_NAMES = frozenset(_CALENDAR.split())
_THING = re.compile(
    r"\b(?:the|a|an|my|their|his|her)\s+((?:(?!(?:for|to|in|on|at|with|and|or|of|every|next|this|that|is|was|"
    r"today|tonight|tomorrow|yesterday|last|about)\b)[A-Za-z][\w-]*\s*){1,2})",
    re.I,
)


def _named(fact: str) -> list[str]:
    """What an English fact is about: its names ("Li Ming", "Boston") and the things it points at ("the guitar",
    "a backend engineer")."""
    names = [n for n in _NAME.findall(fact) if n not in _NOT_NAMES]
    return [*names, *(m.strip() for m in _THING.findall(fact))]


class OfflineSummariser(Summariser):
    """A rule-based summary built from the messages themselves (no LLM)."""

    def __init__(self, *, min_messages: int = 3) -> None:
        self.min_messages = min_messages

    def summarise(self, messages: Sequence[Message], language: str) -> EpisodeSummary | None:
        users = [m for m in messages if m.role is Role.USER]
        if len(messages) < self.min_messages or not users:
            return None
        facts: list[str] = []
        asked_to_forget: list[str] = []
        wrong: set[str] = set()  # values the user corrected away ("it's not Hangzhou, it's 苏州")
        for m in users:
            for c in candidates_from_text(m.content[:4000], m.created_at):
                if c.forget is not None:
                    asked_to_forget.append(c.source.strip())
                elif c.content and c.content not in facts:
                    facts.append(c.content)
                if c.replace is not None and c.replace[0].strip():
                    wrong.add(c.replace[0].strip())
        # A request to forget is no subject of the talk: it names what must not be said ("忘掉我刚才说的地址"); nor
        # is what a message says of the chat itself ("我们上次聊到哪了？"), which the extractor drops as well.
        said = [without_chat(_without_requests(m.content, asked_to_forget), "") for m in users]
        text = "\n".join(said)
        lang = "zh" if sentence_language(text) == "zh" else "en"
        substantive = [t for t in said if not _CHITCHAT.match(t.strip()) and len(t.strip()) > 4]
        if not facts and not substantive:
            return None
        counts = Counter(w for t in said for w in _words(t, lang))
        topics = [w for w, n in counts.most_common(6) if n >= 2 and not says_any(w, wrong)][:3]
        # A short talk repeats little: its facts name what it was about (nouns; in English names and the
        # things "the/a/my …" points at), never a cut-off sentence.
        named = (
            (w for f in facts for w in _words(f, lang))
            if lang == "zh"
            else (w for f in [*facts, *substantive] for w in _named(f))
        )
        for w in named:
            # a memory's own subject ("用户", "User" of an English fact in a Chinese talk) names no subject
            if len(topics) < 3 and w not in topics and w not in ("用户", "User") and not says_any(w, wrong):
                topics.append(w)
        for word, _, _ in tool_mentions(text):
            if len(topics) < 4 and word not in topics:
                topics.append(word)
        facts = [f for f in facts if not says_any(f, wrong)]
        sentences = [s for t in substantive for s in split_sentences(t[:2000], 20) if not says_any(s, wrong)]
        asks = [s for s in sentences if _ASK.search(s.strip())]
        # Without a request, the first thing said that no fact covers ("我最近在考虑换工作，压力太大了"); a
        # sentence the facts already state ("我叫李明") is not repeated as what the user wanted.
        said_plainly = (
            x
            for x in sentences
            if len(x.strip()) >= 8
            and not _REPLY.match(x.strip())
            and not any(c.content for c in candidates_from_text(x, users[0].created_at))
        )
        intent = clip(asks[0], 60) if asks else clip(next(said_plainly, ""), 60)
        pos, neg = len(_POS.findall(text)), len(_NEG.findall(text))
        tone: Tone = "mixed" if pos and neg else "positive" if pos else "negative" if neg else "neutral"
        last_user = users[-1]
        answered = any(m.role is Role.ASSISTANT and m.seq > last_user.seq for m in messages)
        unresolved = [] if answered else [clip(s, 60) for s in split_sentences(said[-1], 5) if _ASK.search(s)]
        if not topics:
            # Nothing said twice and no fact: the talk is titled by the first things its sentences name ("聊了代码、
            # 模块"), never by a whole sentence ("聊了是啊，不知道该怎么办").
            for x in [*asks, *sentences]:
                for w in _words(x, "zh") if lang == "zh" else _named(x):
                    if len(topics) < 3 and w not in topics and w not in ("用户", "User") and not says_any(w, wrong):
                        topics.append(w)
        about = "、".join(topics) if lang == "zh" else ", ".join(topics)
        if lang == "zh":
            summary = f"聊了{about or '几件事'}（{len(messages)} 条消息）"
        else:
            summary = f"Talked about {about or 'a few things'} ({len(messages)} messages)"
        return EpisodeSummary(
            summary=summary,
            topics=topics,
            user_intent=intent,
            intent_kind="asked" if asks else "said",
            emotional_tone=tone,
            key_facts=facts[:8],
            unresolved=unresolved[:3],
        )


def _without_requests(text: str, requests: Sequence[str]) -> str:
    for r in requests:
        if r:
            text = text.replace(r, " ")
    return re.sub(r"^[\s，。,.!！?？]+", "", text)


_LLM_PROMPT = {
    "zh": '把下面这段对话总结成 JSON：{"summary": 一两句话, "topics": [话题], "user_intent": 用户想要什么, '
    '"emotional_tone": "positive|neutral|negative|mixed", "key_facts": [关于用户的事实], '
    '"unresolved": [没解决的问题]}。'
    '如果只是寒暄闲聊，回答 {"summary": ""}。用对话的语言写。'
    "用户要求忘掉的内容一律不写，被用户更正的旧说法也不写，只写更正后的。",
    "en": 'Summarise the conversation below as JSON: {"summary": one or two sentences, "topics": [...], '
    '"user_intent": what the user wanted, "emotional_tone": "positive|neutral|negative|mixed", "key_facts": [facts '
    'about the user], "unresolved": [open questions]}. If it is only small talk, answer {"summary": ""}. Write in '
    "the conversation's language. Leave out anything the user asked you to forget, and any value the user "
    "corrected (write only the corrected one).",
}


class LLMSummariser(Summariser):
    """Summaries by a chat model, validated by `EpisodeSummary`; ProviderError propagates (retry later)."""

    def __init__(self, llm: LLM, *, min_messages: int = 3, max_chars: int = 12000) -> None:
        self.llm = llm
        self.min_messages = min_messages
        self.max_chars = max_chars

    def summarise(self, messages: Sequence[Message], language: str) -> EpisodeSummary | None:
        if len(messages) < self.min_messages:
            return None
        lang = "zh" if language.startswith("zh") else "en"
        transcript = "\n".join(f"[{m.role.value}] {m.content}" for m in messages)[-self.max_chars :]
        answer = self.llm.complete_json(
            [ChatTurn(role="system", content=_LLM_PROMPT[lang]), ChatTurn(role="user", content=transcript)],
            EpisodeSummary,
        )
        return answer.value if answer.value.summary.strip() else None


# What is left of a statement once its masked value is dropped by the rule extractor: "用户的支付密码是".
_DANGLING = re.compile(r"(?:是|为|[:：=]|\b(?:is|was|are))\s*[。.]?$", re.I)


def scrub(s: EpisodeSummary) -> EpisodeSummary:
    """The summary without secrets: a fact or question carrying one (or its masked remains) is left out, and
    the prose is masked."""

    def keep(items: list[str]) -> list[str]:
        return [i for i in items if not has_secret(i) and MASK not in i and not _DANGLING.search(i.strip())]

    return s.model_copy(
        update={
            "summary": mask_secrets(s.summary),
            "user_intent": mask_secrets(s.user_intent),
            "topics": keep(s.topics),
            "key_facts": keep(s.key_facts),
            "unresolved": keep(s.unresolved),
        }
    )


def without_withdrawn(s: EpisodeSummary, gone: set[str], corrected: Sequence[str] = ()) -> EpisodeSummary:
    """The summary without what the user withdrew in or since the conversation (`jiyi._mend`): no topic, fact,
    question or clause stating one of `gone`; the corrected values (`corrected`) stand among its facts."""
    if not gone and not corrected:
        return s

    def keep(items: list[str]) -> list[str]:
        return [i for i in items if not says_any(i, gone)]

    facts = keep(s.key_facts)
    facts += [c for c in corrected if c not in facts][: max(0, 8 - len(facts))]
    summary = drop_stated(s.summary, gone)
    if corrected and ("聊了几件事" in summary or "Talked about a few things" in summary):
        # Every subject it named was withdrawn: the corrected values name what the talk was about.
        zh = "聊了几件事" in summary
        named = [w for w in dict.fromkeys(_words("；".join(corrected), "zh" if zh else "en")) if w != "用户"][:3]
        if named:
            summary = (
                summary.replace("几件事", "、".join(named)) if zh else summary.replace("a few things", ", ".join(named))
            )
    return s.model_copy(
        update={
            "summary": summary,
            "user_intent": "" if says_any(s.user_intent, gone) else s.user_intent,
            "topics": keep(s.topics),
            "key_facts": facts,
            "unresolved": keep(s.unresolved),
        }
    )


_ENDS = ("?", "？", "!", "！")


def _quoted(fact: str, language: str) -> str:
    """A fact in the other language, quoted as the summary's language quotes (「…」 in Chinese, "…" in English): a
    summary does not run into the other language mid-sentence."""
    if sentence_language(fact) == language:
        return fact
    return f"「{fact}」" if language == "zh" else f'"{fact}"'


def _as_read_later(items: list[str], day: datetime) -> list[str]:
    """Facts and questions said on `day`, with their relative dates said as absolute ones: a summary is read
    long after, when "下周三" / "tomorrow" no longer mean what they meant (each in its own language)."""
    return [absolute_dates(i, "zh" if sentence_language(i) == "zh" else "en", day) for i in items]


def render_episode(s: EpisodeSummary, day: datetime, language: str) -> str:
    """The episode memory's text: date, summary and the structured parts, in the conversation's language."""
    s = s.model_copy(
        update={
            "key_facts": _as_read_later(s.key_facts, day),
            "user_intent": _as_read_later([s.user_intent], day)[0] if s.user_intent else "",
            "unresolved": _as_read_later(s.unresolved, day),
        }
    )
    if language == "zh":
        parts = [f"{day:%Y-%m-%d} 的对话：{s.summary}"]
        tone = {"positive": "积极", "neutral": "平静", "negative": "低落", "mixed": "复杂"}[s.emotional_tone]
        if s.user_intent:
            said = {"asked": "用户问", "said": "用户说"}.get(s.intent_kind)
            parts.append(f"{said}：「{s.user_intent}」" if said else f"用户想要：{s.user_intent}")
        if s.key_facts:
            parts.append("要点：" + "；".join(_quoted(f, "zh") for f in s.key_facts))
        if s.unresolved:
            parts.append("未解决：" + "；".join(s.unresolved))
        parts.append(f"情绪：{tone}")
        return "".join(p if p.rstrip("」").endswith(_ENDS) else p.rstrip("。") + "。" for p in parts)
    parts = [f"Conversation on {day:%Y-%m-%d}: {s.summary}"]
    if s.user_intent:
        said = {"asked": "The user asked", "said": "The user said"}.get(s.intent_kind)
        parts.append(f'{said}: "{s.user_intent}"' if said else f"The user wanted: {s.user_intent}")
    if s.key_facts:
        parts.append("Key facts: " + "; ".join(_quoted(f, "en") for f in s.key_facts))
    if s.unresolved:
        parts.append("Unresolved: " + "; ".join(s.unresolved))
    parts.append(f"Tone: {s.emotional_tone}")
    return " ".join(p if p.rstrip('"').endswith(_ENDS) else p.rstrip(".") + "." for p in parts)
