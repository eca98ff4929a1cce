"""The LLM mention extractor: the people, places and things of one user message, read by a chat model.

`LLMMentionExtractor(llm)` is called like `extract_mentions(text, language=..., recent=...)` and returns the same
`Mention` records, so the distiller takes either (`DistilConfig.mention_extractor`). The model's answer is read
leniently where a guess costs nothing (an unknown kind is a "thing", an attribute that is not a slug a "note",
links as pairs or objects) and strictly where it would invent (the user, the assistant and generic words are never
entities, an empty value is no fact). Provider failures propagate, as in `LLMExtractor`: an empty list is never
returned in place of an error.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, field_validator

from .._entity_models import ATTRIBUTES, ENTITY_KINDS, EntityKind, Mention, MentionFact
from ..llm._base import LLM, ChatTurn
from ._entities import self_or_generic

__all__ = ["LLMMentionExtractor", "MentionAnswer"]

_SLUG = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
_MAX_VALUE = 200


def _text(v: Any) -> str:
    return "" if v is None else str(v).strip()


def _true(v: Any) -> bool:
    """A flag as models write it: true, "true", "yes"; anything else is false."""
    return v is True or (isinstance(v, str) and v.strip().lower() in ("true", "yes", "1"))


# Text fields and flags read leniently: null is "", a number is its text, "yes" is true.
_Str = Annotated[str, BeforeValidator(_text)]
_Flag = Annotated[bool, BeforeValidator(_true)]


class AnsweredFact(BaseModel):
    """One attribute as the model writes it."""

    model_config = ConfigDict(extra="ignore")

    attribute: _Str = "note"
    value: _Str = ""
    label: _Str = ""
    correction: _Flag = False


class AnsweredEntity(BaseModel):
    """One entity as the model writes it."""

    model_config = ConfigDict(extra="ignore")

    name: _Str = ""
    kind: _Str = "person"
    relation: _Str = ""
    aliases: list[str] = Field(default_factory=list)
    facts: list[AnsweredFact] = Field(default_factory=list)
    links: list[tuple[str, str]] = Field(default_factory=list)
    pronoun: _Flag = False
    #: the name this message puts right ("no wait, Lynda" after "my mom's name is Linda": "Linda")
    was: _Str = ""

    @field_validator("aliases", mode="before")
    @classmethod
    def _aliases(cls, v: Any) -> list[str]:
        items = v if isinstance(v, list | tuple) else [v]
        return [s for s in (_text(x) for x in items) if s]

    @field_validator("facts", mode="before")
    @classmethod
    def _facts(cls, v: Any) -> list[Any]:
        return [x for x in v if isinstance(x, dict)] if isinstance(v, list) else []

    @field_validator("links", mode="before")
    @classmethod
    def _links(cls, v: Any) -> list[tuple[str, str]]:
        # [["works_at", "Shopify"]] or [{"relation": "works_at", "target": "Shopify"}]
        out: list[tuple[str, str]] = []
        for x in v if isinstance(v, list) else []:
            if isinstance(x, dict):
                pair = (_text(x.get("relation")), _text(x.get("target") or x.get("name")))
            elif isinstance(x, list | tuple) and len(x) == 2:
                pair = (_text(x[0]), _text(x[1]))
            else:
                continue
            if all(pair):
                out.append(pair)
        return out


class MentionAnswer(BaseModel):
    """The JSON the mention prompt asks for: ``{"entities": [...]}``."""

    model_config = ConfigDict(extra="ignore")

    entities: list[AnsweredEntity] = Field(default_factory=list)

    @field_validator("entities", mode="before")
    @classmethod
    def _entities(cls, v: Any) -> list[Any]:
        return [x for x in v if isinstance(x, dict)] if isinstance(v, list) else []


_KEYS = ", ".join(ATTRIBUTES)
_SYSTEM = {
    "zh": (
        "你从用户的一条消息里找出用户提到的人、地点、机构、宠物、物品和事件（不是用户本人，不是助手，"
        "也不是“大家”“有人”这样的泛指），以及消息对它们说了什么。只依据这条消息；之前的消息只用来理解"
        "“她/他”指谁。提问、假设（如果……）里的内容不算。值保留用户说的语言，绝不翻译。\n"
        '只回答一个 JSON 对象：{"entities": [{"name": 名字（只说了关系时为空）, "kind": '
        'person|place|org|pet|thing|event, "relation": 和用户的关系（用户的原话，如“下属”“妹妹”）, '
        '"aliases": [别名], "facts": [{"attribute": 属性, "label": 用户的说法, "value": 值, '
        '"correction": 是否是更正（其实……/不对，是……）}], "links": [[关系, 另一个实体的名字]], '
        '"pronoun": 只用她/他指代时为 true, "was": 这条消息更正之前说错的名字时（不对，是林美桦／其实她叫林美桦），'
        "原来说的那个名字，否则为空}]}。\n"
        f'属性尽量用这些：{_KEYS}；都不合适时用小写英文短词。没有提到任何实体时回答 {{"entities": []}}。'
    ),
    "en": (
        "From one user message, list the people, places, organisations, pets, things and events the user mentions "
        "(never the user, never the assistant, never generic words such as 'people' or 'someone'), with what the "
        "message says about them. Use only this message; the earlier messages only tell who 'she' / 'he' is. "
        "Nothing said in a question or a hypothetical ('if …') counts. Keep values in the language they were said "
        "in; never translate.\n"
        'Answer with one JSON object only: {"entities": [{"name": the name ("" when only a relation was said), '
        '"kind": person|place|org|pet|thing|event, "relation": the relation to the user in the user\'s words '
        '("sister", "manager"), "aliases": [other names], "facts": [{"attribute": key, "label": the user\'s words, '
        '"value": value, "correction": true when said as a correction ("actually …", "no wait …")}], '
        '"links": [[relation, other entity\'s name]], "pronoun": true when named only by she / he / they, "was": when '
        'the message puts right a name said before ("no wait, Lynda", "actually her name is Lynda"), the name it '
        'replaces, else ""}]}.\n'
        f"Prefer these attribute keys: {_KEYS}; otherwise a short lowercase English word. "
        'With no entity, answer {"entities": []}.'
    ),
}
_USER = {
    "zh": ("## 之前的消息\n{recent}\n\n## 这条消息\n{text}", "（无）"),
    "en": ("## Earlier messages\n{recent}\n\n## This message\n{text}", "(none)"),
}


class LLMMentionExtractor:
    """Reads the mentions of one user message with a chat model (see the module docstring)."""

    def __init__(self, llm: LLM) -> None:
        self.llm = llm

    def turns(self, text: str, *, language: str, recent: Sequence[str] = ()) -> list[ChatTurn]:
        """The chat turns sent for one message (public so the prompt can be inspected and logged)."""
        lang = "zh" if language == "zh" else "en"
        template, none = _USER[lang]
        said = "\n".join(f"- {r.strip()}" for r in recent if r and r.strip()) or none
        return [
            ChatTurn(role="system", content=_SYSTEM[lang]),
            ChatTurn(role="user", content=template.format(recent=said, text=text.strip())),
        ]

    def __call__(self, text: str, *, language: str, recent: Sequence[str] = ()) -> list[Mention]:
        """The mentions of `text`; ProviderError propagates."""
        if not text.strip():
            return []
        answer = self.llm.complete_json(self.turns(text, language=language, recent=recent), MentionAnswer)
        lang = "zh" if language == "zh" else "en"
        return [m for m in (_mention(e, lang) for e in answer.value.entities) if m is not None]


def _mention(e: AnsweredEntity, language: str) -> Mention | None:
    if self_or_generic(e.name) or (e.name and e.name.casefold() in ("user", "用户", "assistant", "助手")):
        return None
    facts: list[MentionFact] = []
    for f in e.facts:
        attribute = f.attribute.strip().lower().replace(" ", "_").replace("-", "_")
        value = f.value[:_MAX_VALUE]
        if not value:
            continue  # an attribute without a value states nothing
        fact = MentionFact(
            attribute=attribute if _SLUG.fullmatch(attribute) else "note",
            value=value,
            label=f.label[:60],
            correction=f.correction,
        )
        if fact not in facts:
            facts.append(fact)
    pronoun = e.pronoun and not e.name
    if not (e.name or e.relation or pronoun) or (pronoun and not facts):
        return None  # nothing to name it by, or a pronoun that says nothing
    kind: EntityKind = next((k for k in ENTITY_KINDS if k == e.kind.lower()), "thing")
    aliases = [a for a in dict.fromkeys(e.aliases) if a.casefold() != e.name.casefold()]
    was = e.was[:60] if e.name and e.was.casefold() != e.name.casefold() else ""
    return Mention(
        name=e.name,
        kind=kind,
        relation=e.relation,
        aliases=aliases,
        facts=facts,
        links=list(dict.fromkeys(e.links)),
        pronoun=pronoun,
        language="zh" if language == "zh" else "en",
        renamed=bool(was),
        was=was,
    )
