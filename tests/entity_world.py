"""A small world of people, places and things for the entity faces' tests (REST, MCP, browser) and screenshots:
entities recorded through `mem.entities.record` from real messages of one conversation, as distillation does."""

from __future__ import annotations

from dataclasses import dataclass

from jiyi import Memory
from jiyi._entity_models import Mention, MentionFact

__all__ = ["World", "fact", "say", "world"]


@dataclass
class World:
    """li's people: who they are and the conversation they were named in."""

    topic_id: str
    wu: str  # 吴杰明, 下属, 学历专科
    wang: str  # 王明 (小王), 下属, 住在上海, works at 字节
    amy: str  # Amy, 妹妹, 住在柏林
    company: str  # 字节 (an organisation)


def say(mem: Memory, user: str, topic_id: str, text: str, *mentions: Mention) -> list[str]:
    """Store `text` as the user's message in the topic and record what it says: the ids of the entities written."""
    msg = mem.messages.add(topic_id, "user", text, user_id=user)
    assert msg is not None
    return [e.id for e in mem.entities.record(user, list(mentions), message_ids=[msg.id], topic_id=topic_id)]


def fact(attribute: str, value: str, label: str = "", *, correction: bool = False) -> MentionFact:
    """One attribute value as an extractor reads it."""
    return MentionFact(attribute=attribute, value=value, label=label, correction=correction)


def world(mem: Memory, user: str = "li") -> World:
    """Three people and a company, said in four messages of one conversation."""
    topic = mem.topics.create(user, "同事和家人")
    (wu,) = say(
        mem, user, topic.id, "吴杰明是我的下属，其教育背景是专科",
        Mention(name="吴杰明", relation="下属", facts=[fact("education", "专科", "教育背景")]),
    )  # fmt: skip
    (wang,) = say(
        mem, user, topic.id, "王明也是我的下属，大家叫他小王，住在上海",
        Mention(name="王明", relation="下属", aliases=["小王"], facts=[fact("lives_in", "上海", "住在")]),
    )  # fmt: skip
    _, company = say(
        mem, user, topic.id, "小王在字节工作",
        Mention(name="小王", links=[("works_at", "字节")], facts=[fact("employer", "字节", "工作单位")]),
        Mention(name="字节", kind="org", facts=[fact("note", "互联网公司")]),
    )  # fmt: skip
    (amy,) = say(
        mem, user, topic.id, "我妹妹 Amy 住在柏林",
        Mention(name="Amy", relation="妹妹", facts=[fact("lives_in", "柏林", "住在")]),
    )  # fmt: skip
    return World(topic.id, wu, wang, amy, company)
