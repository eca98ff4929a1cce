"""`mem.entities` on both stores: recording mentions, corrections with history, merge / split / delete and undo,
scoping by user, export and import (issue #21)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from jiyi import ConflictError, Memory, NotFoundError, ValidationError
from jiyi._entity_models import Entity, Mention, MentionFact

from .conftest import DbFactory


def _said(mem: Memory, user: str, text: str) -> str:
    """A user message stored in a topic of `user`; returns its id."""
    topic = mem.topics.create(user, "聊天")
    msg = mem.messages.add(topic.id, "user", text)
    assert msg is not None
    return msg.id


def _wu(mem: Memory, user: str = "li") -> Entity:
    msg = _said(mem, user, "吴杰明是我的下属，专科毕业，大家叫他小吴")
    mention = Mention(
        name="吴杰明",
        relation="下属",
        aliases=["小吴"],
        facts=[MentionFact(attribute="education", value="专科", label="教育背景")],
    )
    [entity] = mem.entities.record(user, [mention], message_ids=[msg])
    return entity


def _values(mem: Memory, user: str, entity_id: str) -> dict[str, str]:
    return {f.attribute: f.value for f in mem.entities.get(user, entity_id).facts}


def test_record_makes_an_entity_with_aliases_and_a_memory_that_states_it(mem: Memory) -> None:
    wu = _wu(mem)
    assert (wu.name, wu.aliases, wu.relation, wu.kind) == ("吴杰明", ["小吴"], "下属", "person")
    assert [e.id for e in mem.entities.find("li", "小吴")] == [wu.id]
    assert [e.id for e in mem.entities.find("li", "吴杰明")] == [wu.id]
    assert mem.entities.find("li", "吴") == []  # exact names only
    assert [e.id for e in mem.entities.list("li", query="杰明")] == [wu.id]
    assert [e.id for e in mem.entities.list("li", relation="下属", kind="person")] == [wu.id]
    view = mem.entities.get("li", wu.id)
    assert {f.attribute: f.value for f in view.facts} == {"relation": "下属", "education": "专科"}
    [memory] = mem.list("li")
    # one self-contained sentence in the mention's language, sourced from the message
    assert memory.content == "吴杰明是用户的下属，教育背景是专科"
    assert memory.type == "person"
    assert {f.memory_id for f in view.facts} == {memory.id}
    assert list(memory.message_ids) == view.facts[0].message_ids
    assert [v.entity.id for v in mem.entities.views("li")] == [wu.id]

    # A second mention by alias joins the same entity: no second entity, no repeated fact or memory.
    again = Mention(name="小吴", facts=[MentionFact(attribute="education", value="专科")])
    [same] = mem.entities.record("li", [again], message_ids=[_said(mem, "li", "小吴是专科")])
    assert same.id == wu.id
    assert len(mem.entities.list("li")) == 1
    assert len(mem.list("li")) == 1


def test_facts_are_indexed_over_the_given_memory(mem: Memory) -> None:
    stated = mem.add("li", "我妹妹Amy住在柏林")
    msg = _said(mem, "li", "我妹妹Amy住在柏林")
    mention = Mention(name="Amy", relation="妹妹", facts=[MentionFact(attribute="lives_in", value="柏林")])
    [amy] = mem.entities.record("li", [mention], message_ids=[msg], memory_id=stated.id)
    assert {f.memory_id for f in mem.entities.get("li", amy.id).facts} == {stated.id}
    assert [m.id for m in mem.list("li")] == [stated.id]  # no new memory


def test_english_mention_is_phrased_in_english(mem: Memory) -> None:
    msg = _said(mem, "li", "My sister Amy lives in Berlin")
    mention = Mention(
        name="Amy", relation="sister", language="en", facts=[MentionFact(attribute="lives_in", value="Berlin")]
    )
    mem.entities.record("li", [mention], message_ids=[msg])
    assert [m.content for m in mem.list("li")] == ["User's sister Amy lives in Berlin"]


def test_a_value_said_in_the_other_language_is_quoted_not_mixed_in(mem: Memory) -> None:
    msg = _said(mem, "li", "My sister Amy lives in 慕尼黑")
    amy = Mention(
        name="Amy", relation="sister", language="en", facts=[MentionFact(attribute="lives_in", value="慕尼黑")]
    )
    mem.entities.record("li", [amy], message_ids=[msg])
    msg = _said(mem, "li", "王明在Siemens工作")
    wang = Mention(name="王明", facts=[MentionFact(attribute="employer", value="Siemens")])
    mem.entities.record("li", [wang], message_ids=[msg])
    assert sorted(m.content for m in mem.list("li")) == ['User\'s sister Amy lives in "慕尼黑"', "王明在Siemens工作"]
    # the value itself is kept verbatim: it is what recall and the page show
    assert {f.value for v in mem.entities.views("li") for f in v.facts} >= {"慕尼黑", "Siemens"}


def test_a_correction_supersedes_the_fact_and_updates_its_memory_with_history(mem: Memory) -> None:
    msg = _said(mem, "li", "吴杰明是专科毕业")
    first = Mention(name="吴杰明", facts=[MentionFact(attribute="education", value="专科", label="教育背景")])
    [wu] = mem.entities.record("li", [first], message_ids=[msg])
    [old_memory] = mem.list("li")
    better = MentionFact(attribute="education", value="本科", label="教育背景", correction=True)
    fix = Mention(name="吴杰明", facts=[better])
    mem.entities.record("li", [fix], message_ids=[_said(mem, "li", "其实吴杰明是本科")])

    view = mem.entities.get("li", wu.id)
    assert [(f.attribute, f.value) for f in view.facts] == [("education", "本科")]
    assert [(f.attribute, f.value) for f in view.past] == [("education", "专科")]
    assert view.past[0].valid_to is not None and view.past[0].superseded_by == view.facts[0].id
    # the memory that said only the old value was corrected through the normal update path: a new version
    [current] = mem.list("li")
    assert current.content == "吴杰明的教育背景是本科" and current.supersedes == old_memory.id
    assert mem.get("li", old_memory.id).superseded_by == current.id  # kept, not deleted
    update = next(h for h in mem.history("li", current.id) if h.event == "update")

    # Undoing the memory's correction makes the old value current again: facts follow their memory.
    mem.undo("li", update.id)
    view = mem.entities.get("li", wu.id)
    assert [(f.attribute, f.value) for f in view.facts] == [("education", "专科")]
    assert view.facts[0].is_current


def test_a_correction_replaces_only_the_corrected_value(mem: Memory) -> None:
    said = [
        Mention(name="王明", aliases=["小王"], facts=[MentionFact(attribute="lives_in", value="上海", label="住在")],
                links=[("works_at", "字节")]),
        Mention(name="字节", kind="org"),
    ]  # fmt: skip
    [wang] = mem.entities.record("li", said, message_ids=[_said(mem, "li", "王明住在上海，在字节工作，大家叫他小王")])
    [old_memory] = mem.list("li")
    moved = MentionFact(attribute="lives_in", value="杭州", label="搬去", correction=True)
    fix = _said(mem, "li", "其实小王搬去杭州了")
    mem.entities.record("li", [Mention(name="小王", facts=[moved])], message_ids=[fix])

    view = mem.entities.get("li", wang.id)
    assert [(f.attribute, f.value) for f in view.facts] == [("lives_in", "杭州")]
    assert [(f.attribute, f.value) for f in view.past] == [("lives_in", "上海")]
    [byte] = mem.entities.find("li", "字节")
    assert [(k.relation, k.target_id) for k in view.links] == [("works_at", byte.id)]  # said in the first message
    assert [k.source_id for k in mem.entities.get("li", byte.id).links] == [wang.id]
    # undoing the correction brings the old value back, and the link stays
    newer = mem.get("li", old_memory.id).superseded_by
    assert newer is not None
    mem.undo("li", next(h for h in mem.history("li", newer) if h.event == "update").id)
    view = mem.entities.get("li", wang.id)
    assert [(f.attribute, f.value) for f in view.facts] == [("lives_in", "上海")]
    assert [k.relation for k in view.links] == ["works_at"]


def test_a_correction_keeps_the_other_facts_of_its_memory(mem: Memory) -> None:
    both = Mention(
        name="王明",
        facts=[MentionFact(attribute="lives_in", value="上海"), MentionFact(attribute="employer", value="字节")],
    )
    [wang] = mem.entities.record("li", [both], message_ids=[_said(mem, "li", "王明住在上海，在字节工作")])
    moved = MentionFact(attribute="lives_in", value="杭州", correction=True)
    fix = _said(mem, "li", "其实王明搬去杭州了")
    mem.entities.record("li", [Mention(name="王明", facts=[moved])], message_ids=[fix])
    assert _values(mem, "li", wang.id) == {"employer": "字节", "lives_in": "杭州"}
    # the memory that said 上海 says 杭州 now (a new version), and both facts rest on it
    employer = next(f for f in mem.entities.get("li", wang.id).facts if f.attribute == "employer")
    assert mem.get("li", employer.memory_id).content == "王明住在杭州，在字节工作"
    # a new version of the memory (the user's edit) that still says 字节 keeps that fact; one that drops 杭州 drops it
    edited = mem.update("li", employer.memory_id, "王明在字节工作，是后端工程师")
    assert _values(mem, "li", wang.id) == {"employer": "字节"}
    mem.update("li", edited.id, "王明是后端工程师")
    assert _values(mem, "li", wang.id) == {}


def test_a_fact_carrying_a_secret_is_not_kept(mem: Memory) -> None:
    msg = _said(mem, "li", "我妈妈喜欢养花，她的身份证号是110101199003071234")
    facts = [
        MentionFact(attribute="note", label="身份证号", value="110101199003071234"),
        MentionFact(attribute="hobby", value="养花"),
    ]
    [mom] = mem.entities.record("li", [Mention(relation="妈妈", facts=facts)], message_ids=[msg])
    assert [(f.attribute, f.value) for f in mem.entities.get("li", mom.id).facts] == [
        ("relation", "妈妈"),
        ("hobby", "养花"),
    ]
    assert [m.content for m in mem.list("li")] == ["用户的妈妈爱好养花"]


def test_a_new_value_of_a_multi_valued_attribute_adds_to_it(mem: Memory) -> None:
    msg = _said(mem, "li", "Amy喜欢猫")
    [amy] = mem.entities.record(
        "li", [Mention(name="Amy", facts=[MentionFact(attribute="likes", value="猫")])], message_ids=[msg]
    )
    mem.entities.record(
        "li", [Mention(name="Amy", facts=[MentionFact(attribute="likes", value="爬山")])], message_ids=[msg]
    )
    assert sorted(f.value for f in mem.entities.get("li", amy.id).facts) == ["爬山", "猫"]


def test_merge_then_undo(mem: Memory) -> None:
    wu = _wu(mem)
    msg = _said(mem, "li", "阿明在字节工作")
    [ming] = mem.entities.record(
        "li", [Mention(name="阿明", facts=[MentionFact(attribute="employer", value="字节")])], message_ids=[msg]
    )
    kept = mem.entities.merge("li", wu.id, ming.id)
    assert kept.id == wu.id and "阿明" in kept.aliases
    assert _values(mem, "li", wu.id) == {"relation": "下属", "education": "专科", "employer": "字节"}
    assert mem.entities.get("li", ming.id).entity.id == wu.id  # a merged id answers with the entity kept
    assert [e.id for e in mem.entities.list("li")] == [wu.id]
    assert {e.id for e in mem.entities.list("li", include_merged=True)} == {wu.id, ming.id}
    [entry] = [h for h in mem.entities.history("li", wu.id) if h.action == "merge"]
    assert entry.related_id == ming.id and entry.before and entry.after

    back = mem.entities.undo("li", entry.id)
    assert back.id == wu.id and back.aliases == ["小吴"]
    assert _values(mem, "li", wu.id) == {"relation": "下属", "education": "专科"}
    assert _values(mem, "li", ming.id) == {"employer": "字节"}
    assert mem.entities.get("li", ming.id).entity.state == "active"
    with pytest.raises(ConflictError):
        mem.entities.undo("li", entry.id)  # once
    assert mem.entities.history("li", wu.id)[0].action == "undo"


def test_undoing_a_merge_keeps_a_value_replaced_since(mem: Memory) -> None:
    wu = _wu(mem)
    msg = _said(mem, "li", "阿明在字节工作，喜欢跑步")
    facts = [MentionFact(attribute="employer", value="字节"), MentionFact(attribute="likes", value="跑步")]
    [ming] = mem.entities.record("li", [Mention(name="阿明", facts=facts)], message_ids=[msg])
    mem.entities.merge("li", wu.id, ming.id)
    merge = mem.entities.history("li", wu.id)[0]
    moved = MentionFact(attribute="employer", value="腾讯")
    mem.entities.record("li", [Mention(name="吴杰明", facts=[moved])], message_ids=[_said(mem, "li", "吴杰明去了腾讯")])
    assert _values(mem, "li", wu.id)["employer"] == "腾讯"

    mem.entities.undo("li", merge.id)
    back = mem.entities.get("li", ming.id)
    assert {f.attribute: f.value for f in back.facts} == {"likes": "跑步"}  # 字节 stays replaced
    assert [(f.attribute, f.value) for f in back.past] == [("employer", "字节")]


def test_split_then_undo(mem: Memory) -> None:
    wu = _wu(mem)
    education = next(f for f in mem.entities.get("li", wu.id).facts if f.attribute == "education")
    other = mem.entities.split("li", wu.id, [education.id], name="吴杰")
    assert other.name == "吴杰" and other.id != wu.id
    assert _values(mem, "li", wu.id) == {"relation": "下属"}
    assert _values(mem, "li", other.id) == {"education": "专科"}
    [entry] = [h for h in mem.entities.history("li", wu.id) if h.action == "split"]

    mem.entities.undo("li", entry.id)
    assert _values(mem, "li", wu.id) == {"relation": "下属", "education": "专科"}
    assert mem.entities.get("li", other.id).entity.state == "deleted"
    assert [e.id for e in mem.entities.list("li")] == [wu.id]


def test_update_delete_restore_and_their_undo(mem: Memory) -> None:
    wu = _wu(mem)
    renamed = mem.entities.update("li", wu.id, name="吴杰明（销售部）", aliases=["小吴", "杰明"], kind="person")
    assert renamed.name == "吴杰明（销售部）" and renamed.aliases == ["小吴", "杰明"]
    undo_rename = mem.entities.history("li", wu.id)[0]
    assert undo_rename.action == "update"
    deleted = mem.entities.delete("li", wu.id)
    assert deleted.state == "deleted" and mem.entities.list("li") == [] and mem.entities.views("li") == []
    with pytest.raises(ConflictError):
        mem.entities.undo("li", undo_rename.id)  # changed since (deleted): the later change first
    restored = mem.entities.restore("li", wu.id)
    assert restored.state == "active"
    with pytest.raises(ConflictError):
        mem.entities.restore("li", wu.id)
    mem.entities.undo("li", mem.entities.history("li", wu.id)[0].id)  # undo the restore: deleted again
    assert mem.entities.get("li", wu.id).entity.state == "deleted"


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (lambda m, e: m.entities.update("li", e, name="  "), "name"),
        (lambda m, e: m.entities.update("li", e), "name"),
        (lambda m, e: m.entities.update("li", e, kind="robot"), "kind"),
        (lambda m, e: m.entities.update("li", e, aliases="小吴"), "aliases"),
        (lambda m, e: m.entities.merge("li", e, e), "other_id"),
        (lambda m, e: m.entities.split("li", e, [], name="x"), "fact_ids"),
        (lambda m, e: m.entities.split("li", e, ["fct_nope"], name="x"), "fact_ids"),
        (lambda m, e: m.entities.list("li", limit=0), "limit"),
        (lambda m, e: m.entities.list("li", kind="robot"), "kind"),
        (lambda m, e: m.entities.record("li", ["吴杰明"], message_ids=[]), "mentions"),
        (lambda m, e: m.entities.record("li", [], message_ids="msg_1"), "message_ids"),
    ],
)
def test_bad_input_is_refused_with_the_field_named(mem: Memory, call: Callable[[Memory, str], Any], field: str) -> None:
    wu = _wu(mem)
    before = (mem.entities.history("li"), mem.entities.views("li"))
    with pytest.raises(ValidationError) as err:
        call(mem, wu.id)
    assert err.value.field == field
    assert (mem.entities.history("li"), mem.entities.views("li")) == before  # nothing written


def test_another_user_never_sees_or_changes_your_entities(mem: Memory) -> None:
    wu = _wu(mem, "li")
    fact = mem.entities.get("li", wu.id).facts[0]
    mem.entities.update("li", wu.id, relation="同事")
    entry = mem.entities.history("li")[0]
    assert mem.entities.list("wang") == [] and mem.entities.views("wang") == []
    assert mem.entities.find("wang", "吴杰明") == [] and mem.entities.history("wang") == []
    own = _wu(mem, "wang")
    for call in (
        lambda: mem.entities.get("wang", wu.id),
        lambda: mem.entities.views("wang", [wu.id]),
        lambda: mem.entities.history("wang", wu.id),
        lambda: mem.entities.update("wang", wu.id, name="x"),
        lambda: mem.entities.merge("wang", own.id, wu.id),
        lambda: mem.entities.merge("wang", wu.id, own.id),
        lambda: mem.entities.split("wang", wu.id, [fact.id], name="x"),
        lambda: mem.entities.delete("wang", wu.id),
        lambda: mem.entities.restore("wang", wu.id),
        lambda: mem.entities.undo("wang", entry.id),
    ):
        with pytest.raises(NotFoundError):
            call()
    with pytest.raises(ValidationError):  # wang's entity, li's fact
        mem.entities.split("wang", own.id, [fact.id], name="x")
    with pytest.raises(NotFoundError):  # li's memory
        mem.entities.record("wang", [Mention(name="小吴", relation="朋友")], message_ids=[], memory_id=fact.memory_id)
    assert mem.entities.get("li", wu.id).entity.relation == "同事"
    assert _values(mem, "li", wu.id) == {"relation": "下属", "education": "专科"}


@pytest.mark.parametrize(
    ("text", "mentions", "target", "kind"),
    [
        (
            "My sister Amy works at Siemens",
            [
                Mention(name="Amy", relation="sister", language="en", links=[("works_at", "Siemens")],
                        facts=[MentionFact(attribute="employer", value="Siemens", label="works at")]),
                Mention(name="Siemens", kind="org", language="en"),  # named, nothing said about it
            ],
            "Siemens",
            "org",
        ),
        (
            "我妹妹在西门子工作，住在慕尼黑",
            [
                Mention(name="", relation="妹妹", links=[("works_at", "西门子"), ("lives_in", "慕尼黑")],
                        facts=[MentionFact(attribute="employer", value="西门子")]),
            ],
            "西门子",
            "org",  # no mention of its own: the link says what it is
        ),
    ],
)  # fmt: skip
def test_a_link_target_named_only_as_one_gets_an_entity(
    mem: Memory, text: str, mentions: list[Mention], target: str, kind: str
) -> None:
    [person] = mem.entities.record("li", mentions, message_ids=[_said(mem, "li", text)])
    [org] = mem.entities.find("li", target)
    assert org.kind == kind
    view = mem.entities.get("li", person.id)
    assert [(k.relation, k.target_id) for k in view.links if k.target_id == org.id] == [("works_at", org.id)]
    assert [k.source_id for k in mem.entities.get("li", org.id).links if k.relation == "works_at"] == [person.id]
    if text.startswith("我"):
        [city] = mem.entities.find("li", "慕尼黑")
        assert city.kind == "place"
    # said again: the same entity and link, not a second one
    mem.entities.record("li", mentions, message_ids=[_said(mem, "li", text)])
    assert [e.id for e in mem.entities.find("li", target)] == [org.id]
    assert len([k for k in mem.entities.get("li", person.id).links if k.target_id == org.id]) == 1


def test_export_then_import_keeps_entities_facts_and_links(mem: Memory, db_factory: DbFactory, embedder: Any) -> None:
    wu = _wu(mem)
    msg = _said(mem, "li", "吴杰明在字节工作，字节在北京")
    mentions = [
        Mention(name="字节", kind="org", facts=[MentionFact(attribute="address", value="北京")]),
        Mention(name="吴杰明", facts=[MentionFact(attribute="employer", value="字节")], links=[("works_at", "字节")]),
    ]
    mem.entities.record("li", mentions, message_ids=[msg])
    views = {v.entity.id: v for v in mem.entities.views("li")}
    assert [k.relation for k in views[wu.id].links] == ["works_at"]
    lines = list(mem.export_user("li"))
    assert {json.loads(line)["kind"] for line in lines} >= {"entity", "entity_fact", "entity_link"}

    other = Memory(db_factory("other.db"), embedder=embedder, clock=mem.clock)
    try:
        report = other.import_user("li", lines)
        assert (report.entities, report.entity_facts, report.entity_links) == (2, 4, 1)
        assert other.entities.views("li") == mem.entities.views("li")
        again = other.import_user("li", lines)  # idempotent
        assert (again.entities, again.entity_facts, again.entity_links) == (0, 0, 0)
        with pytest.raises(ConflictError):  # the ids are li's in this database now
            other.import_user("wang", lines, as_user=True)
        assert other.entities.list("wang") == []
    finally:
        other.close()


class _Walks(list[Any]):
    """A list that counts how many times it is walked."""

    walks = 0

    def __iter__(self) -> Any:
        self.walks += 1
        return super().__iter__()


def test_views_walk_the_facts_once_not_once_per_entity() -> None:
    from datetime import UTC, datetime

    from jiyi._entity_models import EntityFact, EntityLink
    from jiyi._entity_views import build_views
    from jiyi._models import MemoryRecord

    at = datetime(2026, 11, 20, tzinfo=UTC)
    entities = [Entity(id=f"ent_{i}", user_id="li", kind="person", name=f"人{i}", created_at=at, updated_at=at)
                for i in range(200)]  # fmt: skip
    memories = {
        f"mem_{i}": MemoryRecord(id=f"mem_{i}", user_id="li", type="person", content=f"人{i}", created_at=at,
                                 updated_at=at)
        for i in range(200)
    }  # fmt: skip
    facts = _Walks(
        EntityFact(id=f"fct_{i}_{j}", user_id="li", entity_id=f"ent_{i}", attribute="note", value=f"事{j}",
                   memory_id=f"mem_{i}", valid_from=at, created_at=at)
        for i in range(200) for j in range(5)
    )  # fmt: skip
    links = _Walks(
        EntityLink(id=f"lnk_{i}", user_id="li", source_id=f"ent_{i}", relation="认识", target_id=f"ent_{(i + 1) % 200}",
                   memory_id=f"mem_{i}", created_at=at)
        for i in range(200)
    )  # fmt: skip
    views = build_views(entities, facts, links, memories)
    assert [len(v.facts) for v in views] == [5] * 200
    assert [len(v.links) for v in views] == [2] * 200
    assert facts.walks <= 3 and links.walks <= 1  # grouped by entity once, not scanned for each entity
