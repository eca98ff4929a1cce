"""The entity layer's memories in the script the user wrote: which memory states a fact, and the words of a new one.

A message in Traditional Chinese is read as Simplified (`jiyi._script`), so its names and values come back as
written ("張偉", "35歲") while the readers' tables and templates are Simplified. Here memories and values are
compared as Simplified, and a memory is phrased from Simplified words, then written back in the user's script.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from ._entity_checks import bare_name
from ._entity_fit import EntityLine
from ._entity_models import Entity, EntityFact, EntityView, Mention, MentionFact
from ._entity_phrase import Owner
from ._models import MemoryRecord
from ._script import in_script_of, is_traditional, to_simplified
from .extractors._entities_events_named import climb_said

__all__ = [
    "entity_as_simplified",
    "lines_as_said",
    "phrased_as_said",
    "stated_in",
    "view_as_simplified",
]


def _plain(text: str) -> str:
    return to_simplified(text).casefold()


def stated_in(
    candidates: Sequence[MemoryRecord], mention: Mention, entity: Entity, mf: MentionFact, owner: Owner | None = None
) -> MemoryRecord | None:
    """The message's memory naming the entity (a tie as the user's: not "用户说错了，表哥…"), one stating the value
    first; someone's kin (`owner`) by whose kin they are ("Jin said his wife is from Seoul")."""
    keys = {bare_name(_plain(k)) for k in (mention.name, mention.relation, *mention.aliases, entity.name,
                                           *entity.aliases) if k}  # fmt: skip
    if entity.kind == "event":  # "爬黄山" is said "去爬了黄山", the "Snowdon hike" "we hiked Snowdon"
        keys |= {bare_name(_plain(k)) for k in climb_said(entity.name)}
    said = {m.id: _plain(m.content) for m in candidates}  # "用戶的表哥張偉…" as "用户的表哥张伟…"
    # "用户的二姨家的女儿…" names 二姨的女儿, "公司楼下那家咖啡店" 公司楼下的咖啡店: a relative's household is said with
    # 家 or without, a place with a pointer or a 的 (`bare_name`)
    bare = {m.id: bare_name(said[m.id]) for m in candidates}
    naming = [m for m in candidates if any(k in bare[m.id] for k in keys)]
    if entity.relation and entity.name == entity.relation and owner is None:
        tie = rf"(?i:用户家?|user's\s+){re.escape(bare_name(_plain(entity.relation)))}"  # 用户家楼下的超市
        naming = [m for m in naming if re.search(tie, bare[m.id])]
    value = _plain(mf.value)
    if not naming and entity.kind == "event":
        # "表姐上周六结婚，我随了2000块礼金": the event's name is the reader's ("表姐上周六的婚礼"), not the user's
        # words; the message's memory that states every value read of it is the memory of it (one fact, one memory)
        values = [_plain(f.value) for f in mention.facts if f.attribute != "relation"] or [value]
        return next((m for m in candidates if all(_states(said[m.id], v) for v in values)), None)
    if not naming and owner is not None:
        whose = [m for m in candidates if _plain(owner[1]) in said[m.id]]
        return next((m for m in whose if value in said[m.id] and _plain(owner[0]) in said[m.id]), None)
    return next((m for m in naming if value in said[m.id]), naming[0] if naming else None)


# a sum as a reader writes it ("100 dollars") and as a person types it ("$100", "100 bucks")
_MONEY = re.compile(r"(?P<n>[\d.,]+) (?P<unit>dollars|pounds|euros|yuan)")
_MONEY_SAID = {
    "dollars": ("${}", "{} bucks", "{} dollars", "{} usd"), "pounds": ("£{}", "{} quid", "{} pounds", "{}gbp"),
    "euros": ("€{}", "{} euros", "{}eur"), "yuan": ("¥{}", "{}元", "{}块", "{} yuan", "{} rmb"),
}  # fmt: skip


def _states(text: str, value: str) -> bool:
    """Whether the memory `text` states `value`, a sum in any of the ways it is typed."""
    if len(value) < 2:
        return False
    m = _MONEY.fullmatch(value.lower())
    forms = [f.format(m["n"]) for f in _MONEY_SAID[m["unit"]]] if m else [value]
    return any(f in text.lower() for f in forms)


def phrased_as_said(
    said: str,
    write: Callable[[str, str, list[MentionFact], Owner | None], str],
    name: str,
    relation: str,
    facts: Sequence[MentionFact],
    owner: Owner | None = None,
) -> str:
    """`write(name, relation, facts, owner)`, from Simplified words when `said` (the message) or the entity's own
    words (表姊, 張偉) are Traditional Chinese, and then in their script ("用戶的表哥張偉，今年35歲"); as it is
    otherwise."""
    # the entity's own words as the user wrote them before ("我表姊…" then "說錯了，她35"): 表姊, not 表姐
    own = [w for w in (said, name, relation, *(f.value for f in facts), *(owner or ())) if w]
    if not any(is_traditional(w) for w in own):
        return write(name, relation, list(facts), owner)
    s = to_simplified
    simple = [f.model_copy(update={"value": s(f.value), "label": s(f.label)}) for f in facts]
    whose = (s(owner[0]), s(owner[1]), s(owner[2])) if owner is not None else None
    return in_script_of(write(s(name), s(relation), simple, whose), own)


def entity_as_simplified(entity: Entity) -> Entity:
    """`entity` with its name, aliases and relation as Simplified: what a question in Traditional is read against
    ("我媽媽住在哪裡？" read as "我妈妈住在哪里？" names the entity 媽媽 as 妈妈)."""
    s = to_simplified
    return entity.model_copy(update={"name": s(entity.name), "aliases": [s(a) for a in entity.aliases],
                                     "relation": s(entity.relation)})  # fmt: skip


def view_as_simplified(view: EntityView) -> EntityView:
    """`view` with its entity, facts and past values as Simplified (`entity_as_simplified`)."""

    def fact(f: EntityFact) -> EntityFact:
        return f.model_copy(update={"value": to_simplified(f.value), "label": to_simplified(f.label)})

    update = {"entity": entity_as_simplified(view.entity), "facts": [fact(f) for f in view.facts],
              "past": [fact(f) for f in view.past]}  # fmt: skip
    return view.model_copy(update=update)


def lines_as_said(lines: Sequence[EntityLine], said: Sequence[str]) -> list[EntityLine]:
    """The people section's `lines`, written from Simplified views, in the script of the user's texts `said`
    (their question, the names and values they wrote): "用户的朋友共 2 人" as "用戶的朋友共 2 人", 趙國強 as written."""

    def back(text: str) -> str:
        return in_script_of(text, said)

    out = []
    for line in lines:
        head, parts, sep = back(line.head), tuple(back(p) for p in line.parts), line.sep
        text = head + sep.join(parts) if parts else back(line.text)
        missing = back(line.missing)
        out.append(replace(line, text=text, head=head, parts=parts, missing=missing if missing in text else ""))
    return out
