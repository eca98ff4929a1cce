"""Memories the selector's statements give are self-contained (issue #17's text nits, `_referents`).

No bare "her" / "it" / "她" / "它" whose referent the memory does not name ("User is planning to visit her in
January", "User bought it"): the referent comes from the same message or the recent turn when one names it, else
the statement is not kept. "We" is the user and whom the message or the recent turn names, else the user alone:
never "User and others" / "用户他们".
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from jiyi import FixedClock, Memory
from jiyi.extractors._restate import restate

NOW = datetime(2026, 11, 25, 12, tzinfo=UTC)


@pytest.mark.parametrize(
    ("said", "before", "content"),
    [
        ("I'm planning to visit her in January, she's turning ninety.", "How's your grandma doing these days?",
         "User is planning to visit their grandma in January"),
        ("I finally called him last night and we talked for hours.", "Did you ever call your brother back?",
         "User finally called their brother last night"),
        ("我打算一月份去看她，她快九十岁了。", "你外婆身体还好吗？", "用户打算一月份去看外婆"),
        ("我昨天终于给他打了电话，聊了两个小时。", "你后来给你哥哥打电话了吗？", "用户昨天终于给哥哥打了电话"),
    ],
)  # fmt: skip
def test_a_person_pronoun_is_resolved_from_the_recent_turn(said: str, before: str, content: str) -> None:
    memory = restate(said, NOW, before)
    assert memory is not None and content in memory.content, memory


@pytest.mark.parametrize(
    ("said", "before"),
    [
        ("I'm planning to visit her in January, she's turning ninety.", "That's great!"),
        ("I bought it last week and I love it so much.", "Nice!"),
        ("Thanks! I painted it after I visited the beach last week. It was so calming.", "Did you paint that?"),
        ("Playing it helps me get my emotions out.", ""),
        ("我打算一月份去看她，她快九十岁了。", "真不错！"),
        ("它很适合我的身材和皮肤，穿上它时感觉很舒适。", "好看！"),
        ("我上周把它送给了他，他特别开心。", "是吗？"),
    ],
)
def test_a_statement_whose_referent_is_named_nowhere_is_not_kept(said: str, before: str) -> None:
    assert restate(said, NOW, before) is None


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("I bought a new bike last week and I love it so much.", "User bought a new bike last week and loves it"),
        ("Thanks, Melanie! This support network has been amazing. They've been there for me every step of the way.",
         "This support network has been amazing. They've been there for the user every step of the way."),
        ("我上周买了一条新裙子。它很适合我的身材和皮肤，穿上它时感觉很舒适。",
         "用户上周买了一条新裙子（2026-11-16 那周）。它很适合用户的身材和皮肤"),
        ("我妈妈上个月退休了，她现在每天去公园打太极。", "她现在每天去公园打太极"),
        # "you can email her at" tells how to reach her: the sentence is no talk to the listener
        ("Talked to my godmother Ines today. She's 5 foot 4, lives in Lisbon, and you can email her at ines@mail.pt.",
         "She's 5 foot 4, lives in Lisbon, and you can email her at ines@mail.pt."),
    ],
)  # fmt: skip
def test_a_referent_the_same_message_names_is_kept_with_the_statement(said: str, content: str) -> None:
    memory = restate(said, NOW)
    assert memory is not None and content in memory.content, memory


@pytest.mark.parametrize(
    ("said", "before", "content"),
    [
        ("We bond over stories, campfires and nature every summer.", "", "User bonds over stories"),
        ("We had a blast last year at the Pride fest.", "", "User had a blast last year at the Pride fest"),
        ("We went camping at the lake last weekend.", "How was the trip with your kids?",
         "User and their family went camping at the lake last weekend"),
        ("My husband and I went to Paris last month.", "", "User and their husband went to Paris last month"),
        ("我们上周末去爬了黄山，风景特别好。", "", "用户上周末去爬了黄山"),
        ("我们上周末去爬了黄山，风景特别好。", "你和家人周末去哪儿玩了？", "用户和家人上周末去爬了黄山"),
        ("上周末我和老公去爬了黄山，我们都累坏了。", "", "用户和老公都累坏了"),
    ],
)  # fmt: skip
def test_we_is_the_user_and_whom_the_message_names_never_others(said: str, before: str, content: str) -> None:
    memory = restate(said, NOW, before)
    assert memory is not None and content in memory.content, memory
    assert "others" not in memory.content and "用户他们" not in memory.content


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("Lena, my boss, is about six feet tall; she is originally from Leeds.",
         "User's boss Lena is about six feet tall. She is originally from Leeds."),
        ("Marisol, my sister-in-law, moved to Lisbon last spring; she loves it there.",
         "User's sister-in-law Marisol moved to Lisbon last spring"),
        ("Sarah (my roommate) is a nurse and works night shifts at the hospital.",
         "User's roommate Sarah is a nurse and works night shifts at the hospital."),
    ],
)  # fmt: skip
def test_a_name_said_beside_its_tie_keeps_the_name_and_ends_as_a_sentence(said: str, content: str) -> None:
    """ "Lena, my boss, …" is no name called out: the memory keeps who Lena is, and a clause cut at ";" ends with a
    full stop, never ";."."""
    memory = restate(said, NOW)
    assert memory is not None and content in memory.content, memory
    assert ";." not in memory.content


def test_a_sentence_to_the_listener_is_still_not_kept() -> None:
    # the "you can email her" reading leaves a sentence that is about the listener as it was
    for said in ("My sister Amy is great, you can call her whenever you want, you should meet her.",
                 "I hope you can reach her before Friday."):  # fmt: skip
        memory = restate(said, NOW)
        assert memory is None or "you" not in memory.content.lower(), memory


def test_we_all_with_nobody_named_is_not_kept_as_the_user_alone() -> None:
    assert restate("We all had great ideas, brainstormed together, and stayed motivated.", NOW) is None


def test_distilled_memories_name_the_referent_the_recent_turn_gave(tmp_path) -> None:  # type: ignore[no-untyped-def]
    conversation = [
        ("assistant", "How's your grandma doing these days?"),
        ("user", "She's doing better! I'm planning to visit her in January, she's turning ninety and we'll have a "
                 "big party for her."),
        ("assistant", "你外婆身体还好吗？"),
        ("user", "挺好的！我打算一月份回老家去看她，她快九十岁了，我们要给她办个大寿宴。"),
    ]  # fmt: skip
    with Memory(tmp_path / "a.db", clock=FixedClock(NOW)) as mem:
        topic = mem.topics.create("u1", "chat")
        for role, text in conversation:
            mem.messages.add(topic.id, role, text)
        mem.extract(topic.id)
        texts = [m.content for m in mem.list("u1")]
    assert any("grandma" in t and "January" in t for t in texts), texts
    assert any("外婆" in t and "九十" in t for t in texts), texts
    assert not any(t.startswith(("User is planning to visit her", "用户打算一月份回老家去看她")) for t in texts), texts
    assert not any("User and others" in t or "用户他们" in t for t in texts), texts


@pytest.mark.parametrize(
    "said",
    [
        "My sister Amy's birthday is October 5th, she lives in Berlin.",
        "我小姨叫王丽华，生日是十月五号，她在南京的一所中学教语文。",
    ],
)
def test_a_birthday_said_by_its_day_is_no_plan_dated_next_year(said: str) -> None:
    # A birthday recurs: "October 5th" there is no day to plan for, and no "（2027-10-05）" in the memory.
    memory = restate(said, NOW)
    assert memory is not None and memory.type != "plan" and memory.due_at is None, memory
    assert "2027" not in memory.content and "2026-10" not in memory.content, memory


def test_a_birthday_said_by_when_it_comes_next_is_still_a_day_to_plan_for() -> None:
    memory = restate("我妈妈的生日是下个月12号，我想给她准备个惊喜。", NOW)
    assert memory is not None and "2026-12-12" in memory.content, memory


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("I went to Denver on October 5th.", "2026-10-05"),
        ("我十月五号去了一趟北京，见了几个老同学。", "2026-10-05"),
        ("We finished the project on March 3rd.", "2026-03-03"),
    ],
)
def test_a_past_event_on_a_month_and_day_is_the_last_such_day(said: str, day: str) -> None:
    # Said on 2026-11-25: the trip was last October, not a plan for October 2027.
    memory = restate(said, NOW)
    assert memory is not None and day in memory.content and memory.type != "plan", memory


@pytest.mark.parametrize(
    ("said", "day"),
    [("我十二月五号要去北京了。", "2026-12-05"), ("I'll be in Denver on December 5th.", "2026-12-05")],
)
def test_a_month_and_day_still_ahead_stays_ahead(said: str, day: str) -> None:
    memory = restate(said, NOW)
    assert memory is not None and day in memory.content, memory


@pytest.mark.parametrize(
    ("said", "worded"),
    [
        ("I finally finished my thesis!! haha", "User finally finished their thesis!"),
        (
            "My brother Tom moved to Austin last month lol :D",
            "User's brother Tom moved to Austin last month (2026-10).",
        ),
        ("Went to Denver with my sister on Friday :)", "User went to Denver with their sister on Friday (2026-11-20)."),
        ("我的嫂子林慧的老家在信阳哈哈哈。", "用户的嫂子林慧的老家在信阳。"),
        ("听我姐说我表妹最近迷上了下围棋～～", "听用户的姐姐说用户的表妹最近迷上了下围棋。"),
        ("上周跟我外婆去体检了，她身体很好呀！！", "上周跟用户的外婆去体检了，她身体很好（2026-11-16 那周）！"),
    ],
)
def test_a_memory_drops_the_chat_tail_of_the_message(said: str, worded: str) -> None:
    """Laughter, emoticons, tildes and a run of "!" close a chat message; a memory is a plain statement."""
    memory = restate(said, NOW)
    assert memory is not None and memory.content == worded
