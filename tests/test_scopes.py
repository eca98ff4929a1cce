"""Agent scopes and metadata (issue 19 item 3), on both stores: what is kept, what each filter returns, and
that another user's or another agent's memories never come back through a scoped read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from jiyi import Memory, ValidationError
from jiyi.embedders import USEEmbedder
from jiyi.store._base import MemoryFilter

from .conftest import DbFactory, FixedClock

COFFEE = "用户每天早上喝一杯手冲咖啡"


@pytest.fixture
def scoped(mem: Memory) -> Memory:
    """Li's memories in two agents (a travel assistant, a cooking app) and unscoped; Wang's in the travel agent."""
    mem.add("li", "用户下个月去东京旅行", agent_id="旅行助手", metadata={"来源": "聊天", "优先级": 1})
    mem.add("li", "用户喜欢住在京都的町屋", agent_id="旅行助手", metadata={"来源": "表单", "标签": ["住宿", "日本"]})
    mem.add("li", "用户对花生过敏，做菜不要放花生", agent_id="cooking-app", metadata={"来源": "聊天", "优先级": 3})
    mem.add("li", "用户叫李鸣，是后端工程师", type="personal", metadata={"来源": "资料"})
    mem.add("wang", "用户下个月去东京旅行出差", agent_id="旅行助手", metadata={"来源": "聊天", "优先级": 1})
    return mem


def contents(records: list[object]) -> set[str]:
    return {r.content for r in records}  # type: ignore[attr-defined]


def test_agent_and_metadata_are_kept_as_given(mem: Memory) -> None:
    md = {"来源": "微信小程序", "次数": 2, "比例": 0.5, "确认": True, "空": None, "嵌套": {"城市": ["北京", "上海"]}}
    rec = mem.add("li", COFFEE, agent_id="早餐助手", metadata=md)
    again = mem.get("li", rec.id)
    assert again.agent_id == "早餐助手" and again.metadata == md
    assert mem.list("li")[0].metadata == md
    plain = mem.add("li", "用户住在杭州")
    assert mem.get("li", plain.id).agent_id is None and mem.get("li", plain.id).metadata == {}


def test_list_and_count_by_agent_are_strict(scoped: Memory) -> None:
    travel = scoped.list("li", agent_id="旅行助手")
    assert contents(travel) == {"用户下个月去东京旅行", "用户喜欢住在京都的町屋"}
    assert all(r.user_id == "li" and r.agent_id == "旅行助手" for r in travel)
    assert scoped.count("li", agent_id="旅行助手") == 2
    assert contents(scoped.list("li", agent_id="cooking-app")) == {"用户对花生过敏，做菜不要放花生"}
    assert len(scoped.list("li")) == 4  # no agent: every memory of the user
    assert scoped.list("li", agent_id="没有这个助手") == []


def test_metadata_filters_equality_and_in(scoped: Memory) -> None:
    assert contents(scoped.list("li", filters={"来源": "聊天"})) == {
        "用户下个月去东京旅行",
        "用户对花生过敏，做菜不要放花生",
    }
    assert contents(scoped.list("li", filters={"来源": {"$in": ["表单", "资料"]}})) == {
        "用户喜欢住在京都的町屋",
        "用户叫李鸣，是后端工程师",
    }
    # Every key must hold: the agent and both keys narrow together.
    assert contents(scoped.list("li", agent_id="旅行助手", filters={"来源": "聊天", "优先级": 1})) == {
        "用户下个月去东京旅行"
    }
    assert scoped.count("li", filters={"优先级": {"$in": [1, 3]}}) == 2
    assert scoped.list("li", filters={"不存在": "聊天"}) == []


def test_filters_compare_json_values(mem: Memory) -> None:
    mem.add("li", "整数一", metadata={"v": 1})
    mem.add("li", "小数一", metadata={"v": 1.0})
    mem.add("li", "真", metadata={"v": True})
    mem.add("li", "文字一", metadata={"v": "1"})
    mem.add("li", "空值", metadata={"v": None})
    mem.add("li", "列表", metadata={"v": [1]})
    assert contents(mem.list("li", filters={"v": 1})) == {"整数一", "小数一"}  # 1 == 1.0, true is not 1
    assert contents(mem.list("li", filters={"v": True})) == {"真"}
    assert contents(mem.list("li", filters={"v": "1"})) == {"文字一"}
    assert contents(mem.list("li", filters={"v": None})) == {"空值"}
    assert contents(mem.list("li", filters={"v": {"$in": ["1", False, 2.5]}})) == {"文字一"}


def test_search_with_a_scope_returns_nothing_of_another_agent_or_user(scoped: Memory) -> None:
    for query in ("东京旅行", "花生过敏", "李鸣", "下个月去哪里"):
        for h in scoped.search("li", query, k=20, agent_id="旅行助手"):
            assert h.memory is not None and h.memory.user_id == "li" and h.memory.agent_id == "旅行助手"
        for h in scoped.search("li", query, k=20, filters={"来源": "聊天"}):
            assert h.memory is not None and h.memory.user_id == "li" and h.memory.metadata["来源"] == "聊天"
    hits = scoped.search("li", "东京旅行", agent_id="旅行助手")
    assert hits and hits[0].content == "用户下个月去东京旅行"
    assert all("花生" not in h.content for h in scoped.search("li", "花生过敏", agent_id="旅行助手"))
    assert [h.content for h in scoped.search("li", "花生", agent_id="cooking-app")] == [
        "用户对花生过敏，做菜不要放花生"
    ]


def test_a_scoped_search_finds_an_agent_with_few_memories_among_many(mem: Memory, clock: FixedClock) -> None:
    # 200 memories of another agent on the same subject fill every candidate list of an unscoped search.
    for i in range(200):
        mem.add("li", f"用户第{i}次提到东京的咖啡馆", agent_id="其他助手")
        clock.advance(seconds=1)
    mine = mem.add("li", "用户想去东京的咖啡馆看书", agent_id="读书助手")
    hits = mem.search("li", "东京的咖啡馆", k=5, agent_id="读书助手")
    assert [h.id for h in hits] == [mine.id]


def test_context_with_a_scope_shows_only_that_agents_memories(scoped: Memory) -> None:
    block = scoped.context("li", "我下个月的旅行要注意什么？做饭呢？", agent_id="旅行助手")
    assert "东京" in block.text
    assert "花生" not in block.text and "李鸣" not in block.text
    assert all(h.memory is not None and h.memory.agent_id == "旅行助手" for h in block.memories)
    assert all(r.agent_id == "旅行助手" for r in block.core)
    whole = scoped.context("li", "我对什么过敏？")
    assert "花生" in whole.text


def test_the_same_text_is_one_memory_per_agent(mem: Memory) -> None:
    a, created_a = mem.add_or_get("li", COFFEE, agent_id="早餐助手")
    b, created_b = mem.add_or_get("li", COFFEE, agent_id="健康助手")
    c, created_c = mem.add_or_get("li", COFFEE)
    again, created_again = mem.add_or_get("li", COFFEE, agent_id="早餐助手", metadata={"新": 1})
    assert created_a and created_b and created_c and not created_again
    assert len({a.id, b.id, c.id}) == 3 and again.id == a.id and again.metadata == {}
    assert [r.id for r in mem.list("li", agent_id="健康助手")] == [b.id]


def test_a_new_version_keeps_its_agent_and_metadata(mem: Memory) -> None:
    rec = mem.add("li", "用户住在杭州", agent_id="生活助手", metadata={"城市": "杭州"})
    new = mem.update("li", rec.id, "用户住在苏州")
    assert new.agent_id == "生活助手" and new.metadata == {"城市": "杭州"}
    assert [r.id for r in mem.list("li", agent_id="生活助手")] == [new.id]


def test_memories_distilled_from_an_agents_topic_belong_to_it(mem: Memory) -> None:
    topic = mem.topics.create("li", "跑步", agent_id="运动助手", metadata={"渠道": "小程序"})
    assert topic.agent_id == "运动助手" and topic.metadata == {"渠道": "小程序"}
    assert mem.topics.get(topic.id, user_id="li").metadata == {"渠道": "小程序"}
    mem.messages.add_many(topic.id, [("user", "我在准备明年的北京马拉松", None), ("user", "我喜欢吃辣", None)])
    report = mem.extract(topic.id)
    assert report.added and all(r.agent_id == "运动助手" for r in report.added)
    assert {r.id for r in mem.list("li", agent_id="运动助手")} == {r.id for r in report.added}
    plain = mem.topics.create("li", "闲聊")
    mem.messages.add(plain.id, "user", "我养了一只橘猫")
    assert all(r.agent_id is None for r in mem.extract(plain.id).added)


def test_topics_list_by_agent(mem: Memory) -> None:
    run = mem.topics.create("li", "跑步", agent_id="运动助手")
    mem.topics.create("li", "闲聊")
    mem.topics.create("wang", "跑步", agent_id="运动助手")
    assert [t.id for t in mem.topics.list("li", agent_id="运动助手")] == [run.id]
    assert len(mem.topics.list("li")) == 2
    assert mem.topics.list("li", agent_id="其他") == []
    with pytest.raises(ValidationError):
        mem.topics.list("li", agent_id="")


def test_store_scopes_every_filter_by_user(scoped: Memory) -> None:
    # The same agent id and metadata under another user: the store's own query still returns only Li's rows.
    flt = MemoryFilter(agent_id="旅行助手", metadata=(("来源", ("聊天",)), ("优先级", (1,))))
    rows = scoped.store.list_memories("li", flt)
    assert [r.content for r in rows] == ["用户下个月去东京旅行"]
    assert scoped.store.count_memories("wang", flt) == 1
    assert scoped.store.list_memories("wang", flt)[0].user_id == "wang"
    assert scoped.store.list_memories("nobody", flt) == []


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"agent_id": ""}, "agent_id"),
        ({"agent_id": "a\x00b"}, "agent_id"),
        ({"agent_id": "x" * 129}, "agent_id"),
        ({"agent_id": 7}, "agent_id"),
        ({"metadata": ["不是对象"]}, "metadata"),
        ({"metadata": {"v": float("nan")}}, "metadata"),
        ({"metadata": {"v": 2**70}}, "metadata"),
        ({"metadata": {"": 1}}, "metadata"),
        ({"metadata": {"k": "a\x01b"}}, "metadata"),
        ({"metadata": {"k": {1, 2}}}, "metadata"),
        ({"metadata": {"长": "字" * 9000}}, "metadata"),
        ({"metadata": {"a": {"b": {"c": {"d": {"e": {"f": {"g": {"h": {"i": 1}}}}}}}}}}, "metadata"),
    ],
)
def test_bad_scopes_and_metadata_are_refused_and_nothing_is_written(
    mem: Memory, kwargs: dict[str, object], field: str
) -> None:
    with pytest.raises(ValidationError) as exc:
        mem.add("li", COFFEE, **kwargs)  # type: ignore[arg-type]
    assert exc.value.field == field
    with pytest.raises(ValidationError):
        mem.topics.create("li", "话题", **kwargs)  # type: ignore[arg-type]
    assert mem.count("li", states=None, current_only=False) == 0 and mem.topics.list("li") == []


@pytest.mark.parametrize(
    "filters",
    [
        ["来源"],
        {"来源": {"$gt": 1}},
        {"来源": {"$in": "聊天"}},
        {"来源": {"$in": []}},
        {"来源": ["聊天"]},
        {"来源": {"城市": "北京"}},
        {f"k{i}": 1 for i in range(11)},
    ],
)
def test_bad_filters_are_refused(scoped: Memory, filters: object) -> None:
    for read in (
        lambda: scoped.list("li", filters=filters),  # type: ignore[arg-type]
        lambda: scoped.search("li", "东京", filters=filters),  # type: ignore[arg-type]
        lambda: scoped.context("li", "东京", filters=filters),  # type: ignore[arg-type]
    ):
        with pytest.raises(ValidationError) as exc:
            read()
        assert exc.value.field == "filters"


def test_export_import_round_trip_keeps_agents_and_metadata(
    scoped: Memory, db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock
) -> None:
    topic = scoped.topics.create("li", "跑步", agent_id="运动助手", metadata={"渠道": "小程序"})
    scoped.messages.add(topic.id, "user", "我在准备明年的北京马拉松")
    scoped.extract(topic.id)
    lines = list(scoped.export_user("li"))
    with Memory(db_factory("copy.db"), embedder=embedder, clock=clock) as target:
        target.import_user("li", lines)
        assert list(target.export_user("li")) == lines
        assert target.topics.get(topic.id, user_id="li").metadata == {"渠道": "小程序"}
        assert contents(target.list("li", agent_id="旅行助手", filters={"来源": "聊天"})) == {"用户下个月去东京旅行"}
        assert target.list("li", agent_id="运动助手") and target.list("wang") == []


def test_an_import_with_bad_metadata_names_its_line_and_writes_nothing(
    mem: Memory, db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock
) -> None:
    mem.add("li", COFFEE, metadata={"来源": "聊天"})
    lines = list(mem.export_user("li"))
    at = next(i for i, line in enumerate(lines) if '"kind": "memory"' in line)
    bad = json.loads(lines[at])
    bad["metadata"] = {"深": {"a": {"b": {"c": {"d": {"e": {"f": {"g": {"h": 1}}}}}}}}}
    with Memory(db_factory("copy.db"), embedder=embedder, clock=clock) as target:
        with pytest.raises(ValidationError, match=f"line {at + 1}"):
            target.import_user("li", [*lines[:at], json.dumps(bad, ensure_ascii=False), *lines[at + 1 :]])
        assert target.count("li", states=None, current_only=False) == 0


@pytest.mark.postgres_only
def test_migrate_store_copies_agents_and_metadata_to_postgres(
    tmp_path: Path, db_factory: DbFactory, embedder: USEEmbedder, clock: FixedClock
) -> None:
    from jiyi.store._copy import copy_store

    path = tmp_path / "source.db"
    with Memory(path, embedder=embedder, clock=clock) as src:
        topic = src.topics.create("li", "旅行", agent_id="旅行助手", metadata={"渠道": "小程序", "版本": 2})
        rec = src.add("li", "用户下个月去东京旅行", agent_id="旅行助手", metadata={"来源": "聊天", "标签": ["日本"]})
    url = str(db_factory("copy"))
    copy_store(path, url)
    with Memory(url, embedder=embedder, clock=clock) as dst:
        assert dst.topics.get(topic.id, user_id="li").metadata == {"渠道": "小程序", "版本": 2}
        got = dst.list("li", agent_id="旅行助手", filters={"来源": "聊天"})
        assert [(r.id, r.metadata) for r in got] == [(rec.id, {"来源": "聊天", "标签": ["日本"]})]
