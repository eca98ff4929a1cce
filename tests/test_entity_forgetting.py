"""Facts follow their memory on both stores: deleting, forgetting or forgetting a conversation hides them,
restoring brings them back; erasing (a conversation, the user, "forget everything") removes the entity rows for
good. And distillation records what each batch's user messages say about people (issue #21)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from jiyi import FixedClock, Memory
from jiyi._distil import DistilConfig
from jiyi._entity_models import Entity, Mention, MentionFact
from jiyi.embedders import USEEmbedder

from .conftest import DbFactory


def _wu(mem: Memory, user: str = "li") -> tuple[Entity, str]:
    """吴杰明 recorded from a message of a new conversation; returns the entity and the conversation's id."""
    topic = mem.topics.create(user, "同事")
    msg = mem.messages.add(topic.id, "user", "我的下属吴杰明是专科毕业的")
    assert msg is not None
    mention = Mention(
        name="吴杰明", relation="下属", facts=[MentionFact(attribute="education", value="专科", label="教育背景")]
    )
    [wu] = mem.entities.record(user, [mention], message_ids=[msg.id], topic_id=topic.id)
    return wu, topic.id


def _shown(mem: Memory, user: str, entity_id: str) -> tuple[list[str], list[str]]:
    view = mem.entities.get(user, entity_id)
    return sorted(f.value for f in view.facts), sorted(f.value for f in view.past)


def _rows(mem: Memory, user: str) -> int:
    store = mem.store
    return (
        len(store.list_entities(user, states=("active", "merged", "deleted")))
        + len(store.list_entity_facts(user))
        + len(store.list_entity_links(user))
        + len(store.list_entity_history(user, limit=1000))
    )


@pytest.mark.parametrize("how", ["delete", "forget"])
def test_withdrawing_the_memory_hides_its_facts_and_restoring_brings_them_back(mem: Memory, how: str) -> None:
    wu, _ = _wu(mem)
    [memory] = mem.list("li")
    assert _shown(mem, "li", wu.id) == (["下属", "专科"], [])
    getattr(mem, how)("li", memory.id)
    assert _shown(mem, "li", wu.id) == ([], [])  # neither current nor a past value: withdrawn
    assert mem.entities.views("li") == []  # recall sees nothing of it
    mem.restore("li", memory.id)
    assert _shown(mem, "li", wu.id) == (["下属", "专科"], [])
    assert [v.entity.id for v in mem.entities.views("li")] == [wu.id]


def test_forget_about_hides_the_facts(mem: Memory) -> None:
    wu, _ = _wu(mem)
    report = mem.forget_about("li", "吴杰明")
    assert report.memories
    assert _shown(mem, "li", wu.id) == ([], [])


def test_forgetting_a_conversation_hides_its_facts_and_erasing_it_removes_them(mem: Memory) -> None:
    wu, topic_id = _wu(mem)
    kept, _ = _wu(mem, "wang")
    mem.forget_topic("li", topic_id)
    assert _shown(mem, "li", wu.id) == ([], [])
    mem.restore_topic("li", topic_id)
    assert _shown(mem, "li", wu.id) == (["下属", "专科"], [])
    before = _rows(mem, "wang")

    mem.forget_topic("li", topic_id, erase=True)
    assert _rows(mem, "li") == 0
    assert mem.entities.list("li", include_merged=True, include_deleted=True) == []
    assert _rows(mem, "wang") == before  # another user's rows untouched
    assert mem.entities.get("wang", kept.id).facts


def test_erasing_a_later_conversation_keeps_the_entity_without_what_it_said(mem: Memory) -> None:
    wu, _ = _wu(mem)
    later = mem.topics.create("li", "另一个")
    msg = mem.messages.add(later.id, "user", "阿明在字节工作")
    assert msg is not None
    said = Mention(name="阿明", facts=[MentionFact(attribute="employer", value="字节")])
    [ming] = mem.entities.record("li", [said], message_ids=[msg.id], topic_id=later.id)
    mem.entities.merge("li", wu.id, ming.id)  # its history row copies the fact said in the later conversation
    assert _shown(mem, "li", wu.id) == (["下属", "专科", "字节"], [])

    mem.forget_topic("li", later.id, erase=True)
    assert _shown(mem, "li", wu.id) == (["下属", "专科"], [])  # 吴杰明 stays, without what was erased
    assert mem.entities.history("li", wu.id) == []
    assert not any("字节" in h.model_dump_json() for h in mem.store.list_entity_history("li"))


def test_erase_user_removes_every_entity_row(mem: Memory) -> None:
    wu, _ = _wu(mem)
    split = mem.entities.split("li", wu.id, [mem.entities.get("li", wu.id).facts[0].id], name="吴杰")
    mem.entities.merge("li", wu.id, split.id)
    assert _rows(mem, "li") > 0
    _wu(mem, "wang")
    theirs = _rows(mem, "wang")

    removed = mem.erase_user("li", confirm=True)
    # entities: 吴杰明 and the one merged into it; history: the split and the merge
    assert removed["entities"] == 2 and removed["entity_facts"] == 2 and removed["entity_history"] == 2
    assert _rows(mem, "li") == 0
    assert _rows(mem, "wang") == theirs


def test_clear_removes_every_entity_row(mem: Memory) -> None:
    _wu(mem)
    assert mem.clear("li", confirm=True) == 1
    assert _rows(mem, "li") == 0


# --- distillation -------------------------------------------------------------------------------------
class _Mentions:
    """A hand-written extractor: the mentions of each known message; it records what `recent` it was given."""

    def __init__(self, said: dict[str, list[Mention]], *, fail: bool = False) -> None:
        self.said, self.fail = said, fail
        self.recent: dict[str, tuple[str, ...]] = {}

    def __call__(self, text: str, *, language: str, recent: Sequence[str] = ()) -> list[Mention]:
        if self.fail:
            raise RuntimeError("the extractor broke")
        self.recent[text] = tuple(recent)
        return self.said.get(text, [])


@pytest.fixture
def make_mem(db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock) -> Iterator[Any]:
    made: list[Memory] = []

    def build(extractor: _Mentions) -> Memory:
        m = Memory(
            db_factory("jiyi.db"), embedder=embedder, clock=clock, distil=DistilConfig(mention_extractor=extractor)
        )
        made.append(m)
        return m

    yield build
    for m in made:
        m.close()


FIRST = "我的下属吴杰明是专科毕业的"
SECOND = "哦不对，他其实是本科"


def test_distillation_records_the_mentions_of_user_messages(make_mem: Any) -> None:
    extractor = _Mentions(
        {
            FIRST: [Mention(name="吴杰明", relation="下属", facts=[MentionFact(attribute="education", value="专科")])],
            SECOND: [Mention(pronoun=True, facts=[MentionFact(attribute="education", value="本科", correction=True)])],
        }
    )
    mem = make_mem(extractor)
    topic = mem.topics.create("li", "同事")
    first = mem.messages.add(topic.id, "user", FIRST)
    mem.messages.add(topic.id, "assistant", "好的，记住了")
    second = mem.messages.add(topic.id, "user", SECOND)
    assert mem.extract(topic.id).status == "done"

    assert extractor.recent[SECOND] == (FIRST,)  # the user's earlier message, for the pronoun
    [wu] = mem.entities.list("li")
    view = mem.entities.get("li", wu.id)
    assert {f.attribute: f.value for f in view.facts} == {"relation": "下属", "education": "本科"}
    assert [f.value for f in view.past] == ["专科"]
    assert first is not None and second is not None
    assert [f.message_ids for f in view.facts] == [[first.id], [second.id]]
    # each fact is indexed over a current memory of its own message: the distiller's when it names the person
    for fact in view.facts:
        memory = mem.get("li", fact.memory_id)
        assert memory.is_current and set(fact.message_ids) <= set(memory.message_ids)
    # the distiller's memory of the first message said 专科 ("用户的下属叫吴杰明，是专科毕业的"): corrected into a new
    # version (undoable) whose sources are both messages, not kept beside the new value
    old = mem.get("li", view.past[0].memory_id)
    assert not old.is_current and "专科" in old.content
    current = [m for m in mem.list("li") if "吴杰明" in m.content]
    assert len(current) == 1 and "本科" in current[0].content and "专科" not in current[0].content, current
    assert set(current[0].message_ids) == {first.id, second.id}


def test_a_failing_extractor_never_loses_the_batch(make_mem: Any) -> None:
    mem = make_mem(_Mentions({}, fail=True))
    topic = mem.topics.create("li", "同事")
    mem.messages.add(topic.id, "user", "我住在杭州，在一家做游戏的公司上班")
    report = mem.extract(topic.id)
    assert report.status == "done" and report.added
    assert {m.id for m in mem.list("li")} >= {m.id for m in report.added}
    assert mem.entities.list("li") == []


# --- the relation follows the memory that said it -----------------------------------------------------
@pytest.mark.parametrize("how", ["delete", "forget"])
def test_the_relation_follows_the_memory_that_said_it(mem: Memory, how: str) -> None:
    topic = mem.topics.create("li", "同事")
    first = mem.messages.add(topic.id, "user", "吴杰明是我的下属")
    later = mem.messages.add(topic.id, "user", "吴杰明是专科毕业的")
    assert first is not None and later is not None
    [wu] = mem.entities.record("li", [Mention(name="吴杰明", relation="下属")], message_ids=[first.id])
    [said_relation] = mem.list("li")
    education = Mention(name="吴杰明", facts=[MentionFact(attribute="education", value="专科", label="教育背景")])
    mem.entities.record("li", [education], message_ids=[later.id])
    assert mem.entities.get("li", wu.id).entity.relation == "下属"

    getattr(mem, how)("li", said_relation.id)
    view = mem.entities.get("li", wu.id)
    assert _shown(mem, "li", wu.id) == (["专科"], [])
    assert view.entity.relation == ""  # no longer named by what was withdrawn
    [seen] = mem.entities.views("li")  # what recall reads
    assert seen.entity.relation == ""
    assert [e.relation for e in mem.entities.list("li")] == [""]  # what the people page lists
    assert mem.entities.list("li", relation="下属") == []

    mem.restore("li", said_relation.id)
    assert mem.entities.get("li", wu.id).entity.relation == "下属"
    assert [e.id for e in mem.entities.list("li", relation="下属")] == [wu.id]
    assert [v.entity.relation for v in mem.entities.views("li")] == ["下属"]


def test_a_relation_set_by_hand_is_kept(mem: Memory) -> None:
    wu, _ = _wu(mem)
    mem.entities.update("li", wu.id, relation="组员")
    [memory] = mem.list("li")
    mem.forget("li", memory.id)
    assert mem.entities.get("li", wu.id).entity.relation == "组员"  # the user's own word, not a memory's


def test_a_corrected_name_takes_the_facts_said_of_the_old_name_with_it(backend: str, mem: Memory) -> None:
    wu, _ = _wu(mem)
    [rec] = [m for m in mem.list("li") if "吴杰明" in m.content]
    # the user corrects the name in the memory: the value is still said, the person is not
    fixed = mem.update("li", rec.id, rec.content.replace("吴杰明", "吴杰敏"))
    assert "专科" in fixed.content
    assert _shown(mem, "li", wu.id)[0] == []  # no current fact is said of 吴杰明 any more
    assert wu.id not in {v.entity.id for v in mem.entities.views("li") if v.facts}
    history = mem.history("li", fixed.id)
    mem.undo("li", history[0].id)  # the correction undone: the fact is said of 吴杰明 again
    assert "专科" in _shown(mem, "li", wu.id)[0]


def test_undoing_a_correction_keeps_the_relation_it_carried(mem: Memory) -> None:
    # "其实他是本科" corrects the memory through a new version, and its relation fact moves onto that version;
    # undoing the correction deletes the version: the relation is said again by the version it restored.
    wu, topic_id = _wu(mem)
    msg = mem.messages.add(topic_id, "user", "吴杰明其实是本科毕业的")
    assert msg is not None
    fix = Mention(name="吴杰明", facts=[MentionFact(attribute="education", value="本科", label="教育背景")])
    mem.entities.record("li", [fix], message_ids=[msg.id], topic_id=topic_id)
    corrected = mem.entities.get("li", wu.id).facts
    assert {f.attribute: f.value for f in corrected} == {"relation": "下属", "education": "本科"}
    [update] = [h for h in mem.history("li") if h.event == "update"]

    mem.undo("li", update.id)
    view = mem.entities.get("li", wu.id)
    assert {f.attribute: f.value for f in view.facts} == {"relation": "下属", "education": "专科"}
    assert view.entity.relation == "下属"
    assert [e.id for e in mem.entities.list("li", relation="下属")] == [wu.id]
    [memory] = mem.list("li")
    assert memory.content == "吴杰明是用户的下属，教育背景是专科"
