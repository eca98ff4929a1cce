"""Small talk is never quoted as an excerpt of a past conversation in `context()` (`jiyi._smalltalk`).

"Sounds lovely! How was the weather?" or the demo's "Good night, safe travels!" tells the assistant nothing about
the user; a line with one sentence that states something is still quoted.
"""

from __future__ import annotations

import pytest

from jiyi import FixedClock, Memory
from jiyi._smalltalk import says_something

from .conftest import T0


@pytest.mark.parametrize(
    "line",
    [
        "Good night, safe travels!",
        "Sounds lovely! How was the weather?",
        "Wow, Caroline, that's awesome! What made you try pottery?",
        "Thanks, Jon! Appreciate your support!",
        "nope, that's it. good night!",
        "Go, Jon! I'm here for you. Keep going!",
        "晚安，一路平安！",
        "太棒了！你是怎么做到的？",
        "听起来很不错！周末玩得开心！",
        "好呀，你去的是哪个公园呢？看到了什么有趣的景色？",
        "你好周立，很高兴认识你！你今天过得怎么样？",
    ],
)
def test_small_talk_says_nothing(line: str) -> None:
    assert not says_something(line)


@pytest.mark.parametrize(
    "line",
    [
        "Suzhou in late November is around 8-15°C.",
        "Perfect, 橘子 is in good hands. Anything else before you go?",
        "Thanks! I graduated last week!",
        "I'm vegan",
        "Wow, John! Way to go helping veterans! I'm doing my part too, volunteering at a homeless shelter.",
        "我吃素",
        "你好啊，今天我去了公园散步，看到了一些非常漂亮的景色。",
        "我还喜欢潜水、滑雪、跑步、登山和攀岩，五花八门吧。",
        "谢谢你的推荐！我下周去苏州出差。",
    ],
)
def test_a_line_with_a_statement_says_something(line: str) -> None:
    assert says_something(line)


@pytest.mark.parametrize(
    ("lines", "asked", "kept", "noise"),
    [
        (
            [("user", "I went hiking on Mount Rainier last weekend with my brother Sam."),
             ("assistant", "Sounds lovely! How was the weather up on Mount Rainier?"),
             ("user", "I'm flying to Suzhou tomorrow morning for the design conference."),
             ("assistant", "Good night, safe travels to Suzhou!")],
            "How was the weather on my Mount Rainier hike, and when do I travel to Suzhou?",
            "Mount Rainier",
            ("Sounds lovely", "safe travels"),
        ),
        (
            [("user", "上周末我和哥哥去爬了黄山，看到了云海。"),
             ("assistant", "听起来太棒了！黄山山顶的天气怎么样？"),
             ("user", "我明天一早飞苏州出差，参加设计大会。"),
             ("assistant", "晚安，去苏州一路平安！")],
            "我爬黄山那天山顶天气怎么样？我去苏州出差要注意什么？",
            "黄山",
            ("听起来太棒了", "一路平安"),
        ),
    ],
)  # fmt: skip
def test_context_quotes_no_small_talk_from_past_conversations(
    tmp_path, lines: list[tuple[str, str]], asked: str, kept: str, noise: tuple[str, ...]
) -> None:  # type: ignore[no-untyped-def]
    clock = FixedClock(T0)
    with Memory(tmp_path / "a.db", clock=clock) as mem:
        mem.add("u1", "用户喜欢喝乌龙茶", type="preference")  # something else is known: not the empty-block fallback
        topic = mem.topics.create("u1", "chat")
        for role, text in lines:
            mem.messages.add(topic.id, role, text)  # never distilled: the conversation is only quoted
        clock.advance(days=10)
        block = mem.context("u1", asked)
    assert kept in block.text, block.text
    assert not any(n in block.text for n in noise), block.text


@pytest.mark.parametrize(
    "line",
    [
        "那感谢你，我会去看看。",
        "这些都是不错的建议，我会试试看。你还有没有其他的方式推荐？",
        "恩，这些都是很实际的建议，我会好好实践。对了，你也喜欢户外活动吗？",
        "I'll keep that in mind. Thanks!",
        "Okay, I've taken note of that.",
    ],
)
def test_a_reply_to_the_assistants_advice_says_nothing(line: str) -> None:
    assert not says_something(line)


@pytest.mark.parametrize(
    ("line", "of_the_user"),
    [
        ("很棒啊，你的兴趣爱好真的很多呢，我也想学习做一些美食。不知道你有没有推荐的美食节目？", False),
        ("I love hiking too! Have you been to Rainier?", False),
        ("我记得你说过你姐姐是护士。", True),
        ("I remember you said your sister is a nurse.", True),
        ("郊外徒步很不错。我听说周边的峨眉山、黄山都是不错的选择，你可以去试试。", True),
    ],
)
def test_what_the_assistant_says_of_itself_says_nothing_of_the_user(line: str, of_the_user: bool) -> None:
    assert says_something(line, assistant=True) is of_the_user
    assert says_something(line)  # from the user, the same line would say something


def test_a_short_praise_says_nothing_and_what_follows_it_does() -> None:
    assert not says_something("很棒！")
    assert says_something("很棒的是我姐姐考上了研究生")
