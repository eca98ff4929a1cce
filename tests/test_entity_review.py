"""The entity review as a pure function: conflicting single values, likely duplicates, memories without a source."""

from __future__ import annotations

from datetime import timedelta

from jiyi import Memory
from jiyi._entity_models import Entity, EntityFact, EntityKind, EntityView
from jiyi._models import Source
from jiyi.lifecycle._review_entities import review_entities

from .conftest import T0

_n = iter(range(1, 10_000))


def _entity(name: str, *, aliases: tuple[str, ...] = (), relation: str = "", kind: EntityKind = "person") -> Entity:
    i = next(_n)
    at = T0 + timedelta(minutes=i)
    return Entity(
        id=f"ent_{i}", user_id="li", kind=kind, name=name, aliases=list(aliases), relation=relation,
        created_at=at, updated_at=at,
    )  # fmt: skip


def _fact(e: Entity, attribute: str, value: str, *, minutes: int = 0) -> EntityFact:
    i = next(_n)
    return EntityFact(
        id=f"fact_{i}", user_id="li", entity_id=e.id, attribute=attribute, value=value, memory_id=f"mem_{i}",
        message_ids=[f"msg_{i}"], valid_from=T0 + timedelta(minutes=minutes), created_at=T0,
    )  # fmt: skip


def test_two_current_values_of_a_single_valued_attribute_are_a_conflict_to_pick_from() -> None:
    amy = _entity("Amy", relation="sister")
    later = _fact(amy, "lives_in", "慕尼黑", minutes=5)
    earlier = _fact(amy, "lives_in", "柏林", minutes=1)
    likes = [_fact(amy, "likes", "咖啡"), _fact(amy, "likes", "猫")]  # multi-valued: both hold, no conflict
    same = [_fact(amy, "job", "护士"), _fact(amy, "job", "护士 ")]  # one value said twice agrees with itself
    review = review_entities("li", [EntityView(entity=amy, facts=[later, earlier, *likes, *same])], [])
    (item,) = review.items
    assert (item.kind, item.action, item.attribute, item.entity_ids) == ("conflict", "pick_value", "lives_in", [amy.id])
    assert [f.value for f in item.facts] == ["柏林", "慕尼黑"]  # oldest first


def test_a_shared_name_or_alias_of_one_kind_is_a_likely_duplicate_a_shared_surname_is_not() -> None:
    wang = _entity("王明", aliases=("小王",), relation="下属")
    xiaowang = _entity("小王")
    wang_li = _entity("王丽", relation="同事")  # same surname only
    pet = _entity("小王", kind="pet")  # same name, another kind
    amy, amy_lower = _entity("Amy"), _entity("amy ")  # case and spacing aside; shown as the one kept spells it
    views = [EntityView(entity=e) for e in (wang, xiaowang, wang_li, pet, amy, amy_lower)]
    items = review_entities("li", views, []).of_kind("duplicate")
    assert {(tuple(i.entity_ids), i.reason, tuple(i.shared), i.action) for i in items} == {
        ((wang.id, xiaowang.id), "same_name", ("小王",), "merge"),
        ((amy.id, amy_lower.id), "same_name", ("Amy",), "merge"),
    }


def test_the_same_relation_is_a_duplicate_only_with_a_fact_in_common() -> None:
    a = _entity("妹妹", relation="妹妹")
    b = _entity("Amy", relation="妹妹")
    c = _entity("Lily", relation="妹妹")
    views = [
        EntityView(entity=a, facts=[_fact(a, "lives_in", "柏林")]),
        EntityView(entity=b, facts=[_fact(b, "lives_in", "柏林"), _fact(b, "job", "律师")]),
        EntityView(entity=c, facts=[_fact(c, "lives_in", "上海")]),
    ]
    items = review_entities("li", views, []).of_kind("duplicate")
    assert [(i.entity_ids, i.reason, i.shared) for i in items] == [
        ([a.id, b.id], "same_relation_and_facts", ["lives_in=柏林"])
    ]


def test_merged_deleted_and_other_users_entities_are_not_reviewed() -> None:
    a = _entity("Amy")
    gone = _entity("Amy").model_copy(update={"state": "deleted"})
    other = _entity("Amy").model_copy(update={"user_id": "wang"})
    review = review_entities("li", [EntityView(entity=e) for e in (a, gone, other)], [])
    assert review.items == []


def test_memories_without_a_source_that_the_user_did_not_type_or_confirm(mem: Memory) -> None:
    typed = mem.add("li", "我的护照号在抽屉里", type="manual")  # the user typed it: its own source
    imported = mem.add("li", "用户住在杭州", type="fact", source=Source.SYSTEM)
    confirmed = mem.add("li", "用户养了一只猫", type="fact", source=Source.SYSTEM)
    confirmed = mem.update("li", confirmed.id, verified=True)
    faded = mem.add("li", "用户喜欢爬山", type="preference", source=Source.SYSTEM)
    mem.forget("li", faded.id)
    current = mem.list("li", current_only=True, limit=100)
    assert {m.id for m in current} >= {typed.id, imported.id, confirmed.id}
    items = review_entities("li", [], current).items
    assert [(i.kind, i.action, i.memory.id if i.memory else None) for i in items] == [
        ("unsourced", "verify", imported.id)
    ]
