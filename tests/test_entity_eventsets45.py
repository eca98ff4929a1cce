"""Questions over the user's events as a set (issue #21): "我今年去过几次上海？", "which events did I go to in
Glasgow?", "去年在杭州参加过哪些活动？", "how many concerts did I go to this year?" — answered from the entity table
with every event that fits listed with its value, in Chinese and English; and a set listed in one order whatever
ids its members drew. Sentences are our own, none from an evaluation set.
"""

from __future__ import annotations

from jiyi import Memory
from jiyi._entity_models import Entity
from jiyi.store._records import EntityChange

from .conftest import T0


def _entity(user: str, id_: str, name: str) -> Entity:
    return Entity(id=id_, user_id=user, kind="person", name=name, relation="朋友", created_at=T0, updated_at=T0)


def test_entities_updated_at_one_moment_are_listed_in_the_order_they_were_written_not_by_their_random_ids(
    mem: Memory,
) -> None:
    # Ids end in random characters: two written in one millisecond must not be ordered by them, or one question
    # over a set lists its members in a different order from one run to the next.
    for user, ids in (("u1", ["ent_a", "ent_b"]), ("u2", ["ent_d", "ent_c"])):
        for id_, name in zip(ids, ["张伟", "赵国强"], strict=True):
            mem.store.apply_entities(user, EntityChange(entities=[_entity(user, id_, name)]))
    first = [e.name for e in mem.store.list_entities("u1")]
    second = [e.name for e in mem.store.list_entities("u2")]
    assert first == second == ["赵国强", "张伟"]  # the newest written first, as a later update would be
