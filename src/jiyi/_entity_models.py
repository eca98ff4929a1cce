"""Typed records of the entity layer: the people, places, organisations, pets, things and events a user talks about.

The shape every part of the entity layer agrees on (issue #21):

- an `Entity` is one person / place / thing in one user's world, with a canonical name, aliases and its relation
  to the user in the words the user used ("下属", "sister", "楼下的咖啡店");
- an `EntityFact` is one attribute with a value ("教育背景" = "专科"). A fact never stands alone: it is indexed
  over the memory that states it (`memory_id`), so it is versioned, undone, forgotten and erased with that memory;
  a fact is current while its memory is current and no later value of a single-valued attribute replaced it;
- an `EntityLink` is a typed relation between two entities ("Amy" -works_at-> "Siemens");
- a `Mention` is what an extractor read in one message, before resolution decides which entity it is.

Attribute keys are lowercase slugs (`ATTRIBUTES` lists the ones the pipelines know and whether a new value replaces
the old one); `label` keeps the words the user used, `value` the value in the language it was said in.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "ATTRIBUTES",
    "ENTITY_KINDS",
    "Entity",
    "EntityFact",
    "EntityHistory",
    "EntityKind",
    "EntityLink",
    "EntityState",
    "EntityView",
    "Mention",
    "MentionFact",
    "single_valued",
]

EntityKind = Literal["person", "place", "org", "pet", "thing", "event"]
ENTITY_KINDS: tuple[EntityKind, ...] = ("person", "place", "org", "pet", "thing", "event")

#: active: shown and resolvable; merged: folded into `merged_into` (kept for undo); deleted: removed by the user.
EntityState = Literal["active", "merged", "deleted"]

#: Known attribute keys -> True when the attribute holds one value at a time (a new value supersedes the old one
#: with history), False when values accumulate (likes, hobbies). Unknown keys are multi-valued.
ATTRIBUTES: dict[str, bool] = {
    "age": True,
    "birthday": True,
    "education": True,  # 学历 / 教育背景: 专科, 本科, master's …
    "school": True,
    "job": True,  # occupation or role: 产品经理, nurse
    "employer": True,  # 在字节工作, works at Siemens
    "lives_in": True,
    "from": True,  # hometown / origin
    "works_in": True,  # the city or place they work in (工作地): 在深圳上班, works in Leeds
    "title": True,  # position within an organisation (职位): 部门经理, team lead
    "height": True,  # as said: 一米八二, 182厘米, 5'11"
    "email": True,
    "status": True,  # relationship or life status: 已婚, retired
    "phone": True,
    "address": True,
    "opening_hours": True,  # places: 周一不开门
    # events (kind "event": 产品发布会, the team offsite) — where, how big, how long, when, what it was about
    "place": True,
    "size": True,  # 规模: 百人, about 200 people
    "duration": True,  # 持续时间: 三天, a week
    "date": True,
    "content": False,
    "with": False,
    "price": True,  # what a ticket cost: 880一张, $250 each  # who went with the user: 发小, brother Sam (one or more)
    "result": True,  # how a game ended: 输了, a 3-1 win
    "gift": True,  # what the user gave at a wedding: 500, 200 dollars
    "likes": False,
    "dislikes": False,
    "hobby": False,
    "skill": False,
    "allergy": False,
    "diet": True,  # 吃素, vegetarian, keeps kosher: what they eat, one way at a time
    "trait": False,  # 性格开朗, loves writing
    "note": False,  # anything else said about it
}


def single_valued(attribute: str) -> bool:
    """True when a new value of `attribute` replaces the current one (see `ATTRIBUTES`)."""
    return ATTRIBUTES.get(attribute, False)


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Entity(_Record):
    """One person, place, organisation, pet, thing or event in one user's world."""

    id: str
    user_id: str
    kind: EntityKind
    #: the canonical name ("王明"); for an unnamed entity the relation phrase ("我妹妹" -> "妹妹")
    name: str
    #: other names it goes by ("小王", "Wang"), without the canonical name, each once
    aliases: list[str] = Field(default_factory=list)
    #: its relation to the user in the user's words ("下属", "sister", "楼下的咖啡店"); "" when none was said
    relation: str = ""
    state: EntityState = "active"
    #: the entity this one was merged into (state "merged")
    merged_into: str | None = None
    agent_id: str | None = None
    created_at: datetime
    updated_at: datetime


class EntityFact(_Record):
    """One attribute value of an entity, indexed over the memory that states it."""

    id: str
    user_id: str
    entity_id: str
    #: a lowercase slug, one of `ATTRIBUTES` or the extractor's own
    attribute: str
    #: the words the user used for the attribute ("教育背景", "lives in")
    label: str = ""
    value: str
    #: the memory that states this fact: the fact is forgotten, restored, undone and erased with it
    memory_id: str
    #: the messages it was read from (provenance)
    message_ids: list[str] = Field(default_factory=list)
    valid_from: datetime
    #: set when a later value of a single-valued attribute replaced this one, or its memory stopped being current
    valid_to: datetime | None = None
    #: the fact that replaced this one
    superseded_by: str | None = None
    created_at: datetime

    @property
    def is_current(self) -> bool:
        return self.valid_to is None


class EntityLink(_Record):
    """A typed relation between two entities of one user ("Amy" -works_at-> "Siemens")."""

    id: str
    user_id: str
    source_id: str
    relation: str
    target_id: str
    memory_id: str
    message_ids: list[str] = Field(default_factory=list)
    created_at: datetime


class EntityView(_Record):
    """An entity with its current facts, the values they replaced, and its links: what a page or a context shows."""

    entity: Entity
    facts: list[EntityFact] = Field(default_factory=list)
    past: list[EntityFact] = Field(default_factory=list)
    links: list[EntityLink] = Field(default_factory=list)


class MentionFact(_Record):
    """One attribute value read in a message."""

    attribute: str
    value: str
    label: str = ""
    #: said as a correction ("其实她搬去了慕尼黑", "actually she moved to Munich"): replaces even a multi-valued value
    correction: bool = False
    #: said to hold no longer, with no new value ("她不在杭州了", "he doesn't work at Google anymore"): the current
    #: fact with this value ends (`valid_to`), and nothing replaces it
    ended: bool = False


class Mention(_Record):
    """One entity as an extractor read it in one message, before resolution."""

    #: the name as said ("小王", "Amy"); "" when the entity was named only by its relation ("我妹妹") or a pronoun
    name: str = ""
    kind: EntityKind = "person"
    #: relation to the user as said ("下属", "sister"); "" when none was said
    relation: str = ""
    #: other names given in the same message ("王明，大家叫他小王")
    aliases: list[str] = Field(default_factory=list)
    facts: list[MentionFact] = Field(default_factory=list)
    #: relations to other entities named in the same message: (relation, other entity's name)
    links: list[tuple[str, str]] = Field(default_factory=list)
    #: named only by a pronoun (她 / he): resolution joins it to the entity the recent messages were about
    pronoun: bool = False
    #: for a pronoun, "f" (she, 她) or "m" (he, 他) when the message's pronouns say one; "" otherwise
    gender: Literal["f", "m", ""] = ""
    #: the language it was said in ("zh" or "en")
    language: Literal["zh", "en"] = "zh"
    #: its name puts right the one it was called before ("不对，是林美桦", "actually her name is Lynda"): the entity
    #: called `was` (else the one its relation or pronoun points to) is renamed, not joined by a second one
    renamed: bool = False
    #: the name it replaces, when said or read from the message before ("林美华", "Linda"); "" when not known
    was: str = ""


#: What an `EntityHistory` row records: the user's changes (undoable) and the writer's (`record`: create, supersede).
EntityAction = Literal["create", "supersede", "update", "merge", "split", "delete", "restore", "undo"]


class EntityHistory(_Record):
    """One change to the entity layer, with the rows it touched as they were before and after.

    `before` and `after` hold `{"entities": [...], "facts": [...], "links": [...]}` (each row as
    `model_dump(mode="json")`): undoing writes `before` back, so any change can be reverted exactly.
    """

    id: str
    user_id: str
    #: the entity the change is about (for a merge: the one kept; for a split: the one split)
    entity_id: str
    #: the other entity of a merge or split, or the history row an undo reverted
    related_id: str | None = None
    action: EntityAction
    actor: str = "user"
    before: dict[str, Any] = Field(default_factory=dict)
    after: dict[str, Any] = Field(default_factory=dict)
    reason: str = ""
    undone: bool = False
    created_at: datetime
