"""Entities a question selects by a value alone: "谁住在杭州？", "who of them is a nurse?", "谁在字节工作？".

Such a question names no one and no relation, so recall's name and relation reading finds nothing; the entities
it is about are those with a current fact whose value the question says. Pure, like the rest of entity recall.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ._entity_models import EntityFact, EntityView
from ._places import COUNTRY_NAMES, country_of
from ._regions import PLACE_ATTRIBUTES, asked_regions, in_region
from ._text import is_han
from ._value_kinds import kind_said

__all__ = ["asks_who", "by_value", "demonym_said", "said_facts"]

# "who / which / 谁 / 哪位": a question that asks for people, so reading every entity's facts is worth it.
_WHO = re.compile(
    # (a Latin word ends at any letter that is not Latin: "who年纪最大" said half in English)
    r"谁|哪位|那个人|那位|哪些人|哪个人|哪几个人|有没有人|(?<![a-z0-9_])(?:who|whom|whose|whos|which|anyone|anybody)(?![a-z0-9_])"
    r"|(?<=的是)哪一?个(?=[？?呀啊呢]*$)"  # "岁数最小的是哪个"
    r"|^\s*哪一?(?:个|位)(?=是|在|住|比)"  # "哪个是工程师", "哪个在深圳"
    # whether there is any, the whole question a few words ("any texans?", "do I know any nurses", "有东北人吗",
    # "有没有当护士的", "有几个老师"): who fits what it says
    r"|^\s*(?:so\s+|are there\s+|is there\s+|got\s+|do i (?:know|have)\s+)?any\s+(?!one\b|body\b|more\b|news\b"
    r"|idea\b|ideas\b|update|plans?\b|thoughts?\b|questions?\b|luck\b|time\b|way\b|chance\b)[a-z'’-]+(?:\s+[a-z'’-]+)?"
    r"\s*[?？!.]*\s*$"
    r"|^\s*(?:那|请问)?有(?:没有)?(?:几|多少)?(?:个|位)?[\u4e00-\u9fff]{1,8}?(?:吗|么|嘛|没|没有)?[？?!！。\s]*$",
    re.IGNORECASE,
)


def asks_who(question: str) -> bool:
    """True when `question` asks which people fit something."""
    return bool(_WHO.search(question))


def by_value(question: str, views: Sequence[EntityView]) -> list[EntityView]:
    """The entities with a current fact whose value the question says ("杭州" in "谁住在杭州"; "字节" of "字节跳动":
    a Chinese value's first half or more, at least two characters; a Latin value as whole words), and those with a
    place in a province or region the question names ("谁是四川的" of 成都, `jiyi._regions`), and a pastime the
    question asks by its kind or in part ("谁会乐器" of 弹钢琴, "who plays chess" of "speed chess",
    `jiyi._value_kinds`)."""
    low = question.casefold()
    # a city said without its province too ("家在温州的那个人" of "浙江温州"), a place by its province or region
    return [
        v
        for v in views
        if any(
            _said(x := f.value.casefold(), low) or _tail_said(x, low) or _of_place(f, low) or kind_said(f, low)
            for f in v.facts
        )
        or _in_asked_region(question, v.facts)
    ]


def said_facts(question: str, view: EntityView) -> list[EntityFact]:
    """The entity's current facts whose value the question says, its relation to the user aside (a condition:
    "老家在青岛的" of a hometown "山东青岛" — a Chinese value's last half too, as a city is said without its
    province)."""
    low = question.casefold()
    return [
        f
        for f in view.facts
        if f.attribute != "relation"
        and (
            _said(value := f.value.casefold().strip(), low)
            or _tail_said(value, low)
            or _in_asked_region(question, [f])
            or _of_place(f, low)
            or kind_said(f, low)
        )
    ]


def _in_asked_region(question: str, facts: Sequence[EntityFact]) -> bool:
    regions = asked_regions(question)
    return bool(regions) and any(
        f.attribute in PLACE_ATTRIBUTES and any(in_region(f.value, r) for r in regions) for f in facts
    )


def _tail_said(value: str, question: str) -> bool:
    if len(value) < 4 or not all(is_han(ch) for ch in value):
        return False
    return any(value[-k:] in question for k in range(len(value) - 1, len(value) // 2 - 1, -1))


def _said(value: str, question: str) -> bool:
    value = value.strip()
    if len(value) < 2:
        return False
    if not all(is_han(ch) for ch in value):
        # "Austin, Texas" is said by either part: "anyone from Texas?"
        parts = [value, *(p.strip() for p in value.split(",") if len(p.strip()) > 2)] if "," in value else [value]
        return any(re.search(rf"(?<![\w]){re.escape(p)}(?:s|es)?(?![\w])", question) for p in parts)
    # "字节" for "字节跳动", "杭州" for "杭州市": a prefix carries the value when it is at least half of it
    return any(value[:k] in question for k in range(len(value), max(2, (len(value) + 1) // 2) - 1, -1))


def _of_place(fact: EntityFact, question: str) -> bool:
    return fact.attribute in PLACE_ATTRIBUTES and demonym_said(fact.value.casefold(), question)


def demonym_said(value: str, question: str) -> bool:
    """Whether `question` (casefolded) names a Latin place of `value` by its people: "Texans" of "Austin, Texas",
    "Californian" of California, "Ohioans", "Canadians", "Londoners". A word of four letters or more, its last
    letter off when it is an s, a or e, and one of the common endings."""
    if not value.isascii():
        return False
    out = False
    # "Koreans" of Seoul, "Canadians" of Toronto: the people of the place's country too
    country = next((n.casefold() for n, c in COUNTRY_NAMES.items() if n.isascii() and c == country_of(value)), "")
    for part in (p.strip() for p in [*value.split(","), country, country.rsplit(" ", 1)[-1]]):
        if len(part) < 4 or not part.replace(" ", "").isalpha():
            continue
        stems = {part, part[:-1]} if part[-1] in "sae" else {part}
        said = (re.search(rf"(?<!\w){re.escape(stem)}(?:n|an|ian|er|ite|ese)s?(?!\w)", question) for stem in stems)
        out = out or any(said)
    return out
