"""Capture scenarios: short conversations through the public API, then checks on the memories kept.

Each scenario is something a user plainly says and later expects the assistant to know, in Chinese or
English, with what the memory must say (`must`) and must not say (`never`: the mangled forms seen before).
They run end to end (topic, messages, `extract`) on every store.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from jiyi import FixedClock, Memory


@dataclass(frozen=True)
class Scenario:
    name: str
    said: str
    must: tuple[str, ...]  # every one of these appears in a single current memory
    never: tuple[str, ...] = ()  # none of these appears in any memory


SCENARIOS = [
    Scenario("team decision zh", "我们团队决定用飞书", ("用户的团队决定用飞书",), ("团队的团队",)),
    Scenario("company decision zh", "我们公司决定用钉钉", ("用户所在的公司决定用钉钉",), ("团队的公司",)),
    Scenario("moved with a date en", "I moved to Shenzhen last month", ("User moved to Shenzhen", "(2026-10)"),
             ("lives in Shenzhen last month",)),
    Scenario("a pet named Tilly en", "Tilly is my dog, and she's always with me", ("User's dog is called Tilly",),
             ("lesson",)),
    Scenario("reminds me of is not a todo", "That song always reminds me of that day", (), ("needs to of",)),
    Scenario("remind me of is not a todo", "Always remind me of that day", (), ("needs to of",)),
    Scenario("piano lesson is not a lesson", "I had a piano lesson today and it was fun", (), ("User's lesson",)),
    Scenario("TIL is a lesson", "TIL: pandas copies on slicing", ("User's lesson: Pandas copies on slicing",)),
    Scenario("shared subject en", "Samantha and I decided to move in together",
             ("User and Samantha decided to move in together",)),
    Scenario("shared subject with a relative en", "My wife and I bought a house in Denver",
             ("User and their wife bought a house in Denver",)),
    Scenario("shared subject agrees en", "Samantha and I live in Denver", ("User and Samantha live in Denver",),
             ("Samantha lives",)),
    Scenario("a pet adopted last month en", "My wife and I adopted a cat named Luna last month.",
             ("User and their wife have a cat named Luna",), ("Luna last month", "wife has")),
    Scenario("named relation en", "Jon is my brother.", ("User's brother is called Jon",)),
    Scenario("adopted a pet en", "Hey Caroline, I just adopted a puppy named Max.", ("User has a puppy named Max",)),
    Scenario("subordinate with education zh", "吴杰明是我的下属，其教育背景是专科", ("吴杰明是用户的下属", "专科")),
    Scenario("colleague who writes zh", "小王是我同事，他特别喜欢写作。", ("小王是用户的同事", "喜欢写作")),
    Scenario("last year is a year en", "I went to Paris last year", ("User went to Paris", "(2025)"), ("2025-01",)),
    Scenario("next year is a year zh", "我明年要去日本", ("用户明年要去日本", "2027 年"), ("2027-01",)),
    Scenario("a pointer is not a memory zh", "我平时叫外卖都填这个", (), ("填这个",)),
    Scenario("a pointer is not a memory en", "I really want to try that", (), ("try that",)),
    Scenario("encouragement is not a plan", "I'm gonna keep pushing forward", (), ("pushing forward",)),
    Scenario("a lesson may end on it", "Lesson learned: when the build hangs, restart it",
             ("User's lesson: When the build hangs, restart it",)),
    Scenario("speaker label en", "Caroline: I moved to Berlin last month.", ("User moved to Berlin",)),
    Scenario("speaker label zh", "小王：我下周要去杭州出差", ("用户下周要去杭州出差",)),
    Scenario("remember lead is not a speaker en", "Remember: my locker code is on the blue card",
             ("User's locker code is on the blue card",)),
    Scenario("remember lead is not a speaker zh", "记住：我的车牌号是京A12345", ("用户的车牌号是京A12345",)),
    # a clause that opens on one of the user's people is theirs, and so are the subjectless clauses after it
    Scenario("a colleague's age is not the user's zh", "我那同事郑雅琴老家是四川成都的，今年29岁，性格比较内向。",
             ("用户的同事郑雅琴老家是四川成都的",), ("用户今年29岁", "用户那同事")),
    Scenario("an aunt's city is not the user's zh", "我舅妈今年52岁，住在苏州。", ("用户的舅妈今年52岁",),
             ("用户住在苏州", "用户今年52岁")),
    Scenario("a cousin named after her city zh", "我那个在上海工作的表姐叫周梅，今年32岁。",
             ("用户在上海工作的表姐叫周梅",), ("用户今年32岁",)),
    Scenario("one of the user's colleagues zh", "我一个同事叫王芳，今年31岁，住在杭州。", ("用户的一个同事叫王芳",),
             ("用户住在杭州", "用户今年31岁")),
    Scenario("a master's age is not the user's zh", "我师傅老张，今年50岁。", ("用户的师傅老张",), ("用户今年50岁",)),
    Scenario("the user's own age and city zh", "我今年30岁，住在杭州。", ("用户今年30岁",)),
    # a short Chinese statement carries as much as five English words: "我上周去了杭州" is a trip to remember
    Scenario("a short trip zh", "我上周去了杭州。", ("用户上周去了杭州", "2026-")),
    Scenario("a short trip last year zh", "我去年去了日本。", ("用户去年去了日本", "2025")),
]  # fmt: skip


@pytest.mark.parametrize("s", SCENARIOS, ids=[s.name for s in SCENARIOS])
def test_capture(mem: Memory, s: Scenario) -> None:
    topic = mem.topics.create(user_id="u1", title=s.name)
    mem.messages.add(topic.id, role="user", content=s.said)
    mem.extract(topic.id)
    texts = [m.content for m in mem.list("u1")]
    if s.must:
        assert any(all(part in t for part in s.must) for t in texts), texts
    for bad in s.never:
        assert not any(bad in t for t in texts), texts


def test_an_episode_names_its_subjects_by_words_not_fragments() -> None:
    from datetime import UTC, datetime

    from jiyi._models import Message, Role
    from jiyi.lifecycle._episodes import OfflineSummariser

    at = datetime(2026, 11, 20, tzinfo=UTC)
    turns = [
        ("user", "我喜欢喝拿铁，每天早上来一杯"),
        ("assistant", "好的"),
        ("user", "我决定用 FastAPI 了，FastAPI 写接口很快"),
        ("assistant", "不错"),
        ("user", "周末想去杭州，杭州的咖啡馆很多"),
    ]
    messages = [
        Message(id=f"m{i}", topic_id="t", user_id="u", role=Role(r), content=c, created_at=at, seq=i)
        for i, (r, c) in enumerate(turns)
    ]
    summary = OfflineSummariser().summarise(messages, "zh")
    assert summary is not None
    assert "FastAPI" in summary.topics and "杭州" in summary.topics, summary.topics
    assert not any(t.startswith("我") for t in summary.topics), summary.topics


def test_the_profile_quotes_a_fact_said_in_the_other_language(mem: Memory) -> None:
    mem.add("u1", "用户叫李明", type="personal")
    mem.add("u1", "用户是后端工程师", type="personal")
    mem.add("u1", "User's dog is called Tilly", type="personal")
    mem.refresh_profile("u1")
    text = mem.profile("u1")
    # named once as the subject of the prose; the English fact quoted as said (first person), never spliced
    assert text.startswith("李明") and "「My dog is called Tilly」" in text, text
    assert "；dog is called Tilly" not in text and "；'s dog" not in text, text


def test_a_correction_swaps_only_the_value(mem: Memory, clock: FixedClock) -> None:
    topic = mem.topics.create(user_id="u1", title="工具")
    mem.messages.add(topic.id, role="user", content="我们团队决定下个月开始用飞书替代钉钉")
    mem.extract(topic.id)
    clock.advance(days=1)
    mem.messages.add(topic.id, role="user", content="更正一下，我们是下周开始用飞书，不是下个月。")
    mem.extract(topic.id)
    texts = [m.content for m in mem.list("u1")]
    assert any("决定下周开始用飞书替代钉钉" in t for t in texts), texts
    assert not any("开始用飞书开始用飞书" in t for t in texts), texts


def test_a_second_colleague_is_another_person_not_a_correction_of_the_first(mem: Memory) -> None:
    for line in ["我同事王明是做后端的", "我同事王芳住在杭州", "我朋友张伟现在生活在杭州"]:
        topic = mem.topics.create(user_id="u1")
        mem.messages.add(topic.id, role="user", content=line)
        mem.extract(topic.id)
    texts = sorted(m.content for m in mem.list("u1"))
    # Each keeps its name whole (not "王芳住", "张伟现") and what was said of them; 王明 is not replaced by 王芳.
    assert texts == [
        "用户的同事叫王明，是做后端的",
        "用户的同事叫王芳，住在杭州",
        "用户的朋友叫张伟，现在生活在杭州",
    ], texts
    people = {e.name: e.relation for e in mem.entities.list("u1")}
    assert people == {"王明": "同事", "王芳": "同事", "张伟": "朋友"}, people


@pytest.mark.parametrize(
    ("said", "part"),
    [("我这位领导姓李，今年45岁了。", "今年45岁了"), ("我表姐今年三十二了，在杭州当老师。", "今年三十二"),
     ("我表哥比我大三岁，今年35了。", "今年35了")],
)  # fmt: skip
def test_how_old_someone_is_now_is_a_fact_not_a_dated_event(mem: Memory, said: str, part: str) -> None:
    # "今年" is no date and "了" no past tense here: the memory states a fact about the person
    topic = mem.topics.create(user_id="u1", title="ages")
    mem.messages.add(topic.id, role="user", content=said)
    mem.extract(topic.id)
    kinds = {m.content: m.type for m in mem.list("u1")}
    assert [k for c, k in kinds.items() if part in c] == ["fact"], kinds
