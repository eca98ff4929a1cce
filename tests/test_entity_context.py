"""The people and things section in the context block: its budget share, its place, and memory lines that only
restate it left out (`jiyi._context.build_context`)."""

from __future__ import annotations

import re

import pytest

from jiyi import ContextConfig, Memory, ValidationError
from jiyi._context import build_context
from jiyi._entity_models import Mention, MentionFact
from jiyi._entity_recall import EntityLine
from jiyi._text import estimate_tokens


def _section(text: str, heading: str) -> str:
    """The lines under one `## heading` of a block ('' when the section is absent)."""
    return next((p for p in re.split(r"\n\n(?=## )", text) if p.startswith(heading)), "")


def _people(*texts: str, memory_id: str = "") -> list[EntityLine]:
    return [EntityLine(t, frozenset({memory_id}) if memory_id else frozenset()) for t in texts]


def test_a_memory_the_section_restates_is_left_out(mem: Memory) -> None:
    said = mem.add("u1", "吴杰明是用户的下属，其教育背景是专科", type="person")
    more = mem.add("u1", "张伟是用户的下属，学历是硕士，上周刚入职", type="person")
    people = [
        EntityLine("- 用户的下属共 2 人；按学历从高到低排列；学历最高：张伟（硕士）"),
        EntityLine("- 张伟（下属）：学历 硕士", frozenset({more.id})),
        EntityLine("- 吴杰明（下属）：教育背景 专科", frozenset({said.id})),
    ]
    block = build_context(
        language="zh", budget=400, profile=None, summaries=[], hits=[], core=[said, more], people=people
    )
    assert "## 相关的人和事\n- 用户的下属共 2 人" in block.text
    assert "其教育背景是专科" not in block.text and said not in block.core  # said once, as the section's line
    assert "上周刚入职" in block.text and more in block.core  # the memory says more than the line
    # The section comes after what the user is and before the memories.
    assert block.text.index("## 关于用户") < block.text.index("## 相关的人和事")


def test_the_section_takes_its_share_first_and_is_kept_as_a_prefix(mem: Memory) -> None:
    core = [mem.add("u1", f"用户的第{n}个习惯是每天早上跑步{n}公里", type="personal") for n in range(12)]
    # Long and short lines in turn: a layer that skipped what does not fit would leave holes.
    members = [
        f"- 同事{n}号（同事）：住在 "
        + (
            "杭州市西湖区文三路九十八号院三单元七楼，靠近地铁站，楼下有一家开了二十年的面馆和一家花店"
            if n % 2
            else "杭州"
        )
        for n in range(30)
    ]
    people = _people("- 用户的同事共 30 人", *members)
    block = build_context(
        language="zh",
        budget=300,
        profile=None,
        summaries=[],
        hits=[],
        core=core,
        people=people,
        config=ContextConfig(people_share=0.3),
    )
    shown = block.text.split("## 相关的人和事\n")[1].split("\n\n")[0].splitlines()
    assert shown == [p.text for p in people[: len(shown)]]  # the header, then members in order, no hole
    assert block.truncated and block.tokens <= 300 and estimate_tokens(block.text) <= 300
    assert "## 关于用户" in block.text  # the other layers keep the rest
    none = build_context(language="zh", budget=300, profile=None, summaries=[], hits=[], core=core)
    assert "相关的人和事" not in none.text and len(none.core) > len(block.core)


def test_people_share_is_checked_apart_from_the_four_shares() -> None:
    ContextConfig(core_share=0.25, memories_share=0.25, excerpts_share=0.25, summaries_share=0.25, people_share=0.5)
    with pytest.raises(ValidationError, match="people_share"):
        ContextConfig(people_share=1.5)
    with pytest.raises(ValidationError, match="people_share"):
        ContextConfig(people_share=-0.1)


# --- through Memory.context(), with entities written by the facade (both stores) -----------------------------


def _tell(mem: Memory, user: str, text: str, *mentions: Mention) -> list[str]:
    """The user says `text` in a conversation of its own and the entity layer records what it names."""
    topic = mem.topics.create(user, "chat")
    msg = mem.messages.add(topic.id, "user", text)
    written = mem.entities.record(user, list(mentions), message_ids=[msg.id], topic_id=topic.id)
    return [e.id for e in written]


def _zh(name: str, relation: str, *facts: tuple[str, str, str]) -> Mention:
    return Mention(
        name=name, relation=relation, facts=[MentionFact(attribute=a, value=v, label=lb) for a, v, lb in facts]
    )


def test_context_lists_a_set_compared_on_its_scale(backend: str, mem: Memory) -> None:
    _tell(mem, "u1", "吴杰明是我的下属，其教育背景是专科", _zh("吴杰明", "下属", ("education", "专科", "教育背景")))
    _tell(mem, "u1", "张伟也是我的下属，硕士毕业", _zh("张伟", "下属", ("education", "硕士", "学历")))
    _tell(mem, "u1", "李娜是我的下属，很喜欢跑步", _zh("李娜", "下属", ("likes", "跑步", "喜欢")))
    _tell(mem, "u1", "王明是我的同事，住在上海", _zh("王明", "同事", ("lives_in", "上海", "住在")))
    block = mem.context("u1", "我下属里谁学历最高？")
    people = _section(block.text, "## 相关的人和事")
    assert "用户的下属共 3 人" in people and "学历最高：张伟（硕士）" in people, block.text
    assert (
        people.index("张伟（下属）")
        < people.index("吴杰明（下属）：教育背景 专科")
        < people.index("李娜（下属）：学历 未提及")
    )
    assert "王明" not in people
    # The memory the entity layer wrote for 吴杰明 says no more than its line: it is not shown twice.
    assert "吴杰明是用户的下属" not in block.text
    assert block.tokens <= block.budget
    other = mem.context("u2", "我下属里谁学历最高？")  # another user's entities are not read
    assert "相关的人和事" not in other.text and "吴杰明" not in other.text


def test_context_for_one_entity_and_its_past_value(backend: str, mem: Memory) -> None:
    _tell(mem, "u1", "My sister Amy lives in Berlin", Mention(name="Amy", relation="sister", language="en",
          facts=[MentionFact(attribute="lives_in", value="Berlin", label="lives in")]))  # fmt: skip
    _tell(mem, "u1", "Actually Amy moved to Munich", Mention(name="Amy", language="en",
          facts=[MentionFact(attribute="lives_in", value="Munich", label="lives in", correction=True)]))  # fmt: skip
    now = _section(mem.context("u1", "Where does Amy live?").text, "## People and things")
    assert "Amy (sister) — lives in: Munich" in now and "Berlin" not in now
    before = _section(mem.context("u1", "Where did Amy live before?").text, "## People and things")
    assert "Amy (sister) — lives in: Munich (before: Berlin)" in before


def test_a_forgotten_fact_never_reaches_the_section(backend: str, mem: Memory) -> None:
    _tell(mem, "u1", "小王是我同事，喜欢咖啡", _zh("小王", "同事", ("likes", "咖啡", "喜欢")))
    _tell(mem, "u1", "小王还喜欢爬山", _zh("小王", "", ("likes", "爬山", "喜欢")))
    (wang,) = mem.entities.find("u1", "小王")
    climbing = next(f for f in mem.entities.get("u1", wang.id).facts if f.value == "爬山")
    assert "喜欢 咖啡、爬山" in mem.context("u1", "小王喜欢什么？").text
    mem.forget("u1", climbing.memory_id)
    block = mem.context("u1", "小王喜欢什么？")
    assert "小王（同事）：喜欢 咖啡" in block.text and "爬山" not in block.text
    mem.restore("u1", climbing.memory_id)
    assert "喜欢 咖啡、爬山" in mem.context("u1", "小王喜欢什么？").text


def test_a_pronoun_follows_the_recent_turns(backend: str, mem: Memory) -> None:
    _tell(mem, "u1", "我妹妹住在重庆", _zh("妹妹", "妹妹", ("lives_in", "重庆", "住在")))
    _tell(mem, "u1", "其实我妹妹搬去成都了", Mention(relation="妹妹",
          facts=[MentionFact(attribute="lives_in", value="成都", label="住在", correction=True)]))  # fmt: skip
    block = mem.context("u1", "她以前住哪？", recent=["我妹妹最近换工作了", "挺好的"])
    assert "妹妹：住在 成都（以前：重庆）" in _section(block.text, "## 相关的人和事"), block.text


def test_no_section_without_entities_or_when_no_one_is_asked_about(backend: str, mem: Memory) -> None:
    mem.add("u1", "用户喜欢喝拿铁", type="preference")
    assert "相关的人和事" not in mem.context("u1", "我下属里谁学历最高？").text
    _tell(mem, "u1", "吴杰明是我的下属，其教育背景是专科", _zh("吴杰明", "下属", ("education", "专科", "教育背景")))
    assert "相关的人和事" not in mem.context("u1", "今天天气怎么样？").text
    scoped = mem.context("u1", "吴杰明的学历是什么？", agent_id="coder")  # user-wide, like the profile
    assert "相关的人和事" not in scoped.text


def test_who_links_to_a_named_entity_is_read_too(backend: str, mem: Memory) -> None:
    amy = Mention(
        name="Amy",
        relation="friend",
        language="en",
        facts=[MentionFact(attribute="employer", value="Siemens", label="works at")],
        links=[("works_at", "Siemens")],
    )
    siemens = Mention(
        name="Siemens", kind="org", language="en", facts=[MentionFact(attribute="address", value="Munich", label="in")]
    )
    _tell(mem, "u1", "Siemens is in Munich.", siemens)  # the link joins an entity already known
    _tell(mem, "u1", "My friend Amy works at Siemens.", amy)
    block = mem.context("u1", "Who works at Siemens?")
    assert "Amy (friend) — works at: Siemens" in _section(block.text, "## People and things"), block.text


def test_an_entity_whose_memories_are_all_forgotten_is_not_counted(backend: str, mem: Memory) -> None:
    _tell(mem, "u1", "吴杰明是我的下属，其教育背景是专科", _zh("吴杰明", "下属", ("education", "专科", "教育背景")))
    _tell(mem, "u1", "张伟是我的下属，学历是硕士", _zh("张伟", "下属", ("education", "硕士", "学历")))
    (zhang,) = mem.entities.find("u1", "张伟")
    for memory_id in {f.memory_id for f in mem.entities.get("u1", zhang.id).facts}:
        mem.forget("u1", memory_id)
    people = _section(mem.context("u1", "我有几个下属？").text, "## 相关的人和事")
    assert "用户的下属共 1 人：吴杰明" in people and "张伟" not in people


def test_what_the_user_said_in_a_chat_answers_the_aggregate_question(backend: str, mem: Memory) -> None:
    # The whole path: the chat is distilled (the offline mention extractor, the entity layer's record), then asked.
    topic = mem.topics.create("u1", "chat")
    for text in ("吴杰明是我的下属，其教育背景是专科", "张伟是我的下属，他是硕士毕业", "王明是我的同事，住在上海"):
        mem.messages.add(topic.id, "user", text)
    mem.extract(topic.id)
    people = _section(mem.context("u1", "我下属里谁学历最高？").text, "## 相关的人和事")
    assert "用户的下属共 2 人" in people and "学历最高：张伟（硕士）" in people, people
    assert "吴杰明（下属）：教育背景 专科" in people and "王明" not in people


def test_the_block_lists_the_section_lines_and_the_memories_they_rest_on(mem: Memory) -> None:
    said = mem.add("u1", "吴杰明是用户的下属，其教育背景是专科", type="person")
    people = [
        EntityLine("- 用户的下属共 1 人"),
        EntityLine("- 吴杰明（下属）：教育背景 专科", frozenset({said.id})),
    ]
    block = build_context(language="zh", budget=400, profile=None, summaries=[], hits=[], core=[], people=people)
    assert block.people == ("- 用户的下属共 1 人", "- 吴杰明（下属）：教育背景 专科")
    assert block.people_memory_ids == (said.id,)  # where the section's facts were said: a reader can cite them
    empty = build_context(language="zh", budget=400, profile=None, summaries=[], hits=[], core=[said])
    assert empty.people == () and empty.people_memory_ids == ()
