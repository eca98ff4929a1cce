"""Memory text of habits said how often, and of chat shapes left in a memory (branch memcopy2):

- a habit said with a day or season that comes round again ("每周六都…", "每逢周五…", "一到周末就…", "礼拜天常…",
  "every Sunday we…", "I swim on Tuesdays") is a durable habit, with or without the 我 / I said, never a plan dated the
  coming day; "这周六去爬山" / "this Saturday I'm…" stay dated plans.

Read at the memory level (`Memory` on a SQLite file, the offline extractor).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from jiyi import FixedClock, Memory

_users = itertools.count()


@pytest.fixture(scope="module")
def mem(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    # a Wednesday morning: "这周六", "后天" and "下个月" are each a day of their own whatever day the tests run
    memory = Memory(
        Path(tmp_path_factory.mktemp("memcopy2")) / "m.db", clock=FixedClock(datetime(2026, 11, 18, 10, tzinfo=UTC))
    )
    yield memory
    memory.close()


def _memories(mem: Memory, said: str) -> list[tuple[str, str, bool]]:
    """(type, content without its date, dated) of each memory of one message."""
    user = f"u{next(_users)}"
    topic = mem.topics.create(user_id=user, title="t")
    mem.messages.add(topic.id, role="user", content=said)
    mem.extract(topic.id)
    return [
        (r.type, re.sub(r"\s*[（(][^）)]*\d{4}[^）)]*[)）]", "", r.content), r.due_at is not None)
        for r in mem.list(user, limit=100)
    ]


# --- a habit said how often -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("礼拜天常带孩子去图书馆", "用户礼拜天常带孩子去图书馆"),
        ("每周六都去爬山", "用户每周六都去爬山"),
        ("一到周末就去钓鱼", "用户一到周末就去钓鱼"),
        ("我一到假期就回老家", "用户一到假期就回老家"),
        ("每逢周五我都去打球", "用户每逢周五都去打球"),
        ("每逢周三都去上陶艺课", "用户每逢周三都去上陶艺课"),
        ("每周六我都去游泳馆", "用户每周六都去游泳馆"),
        ("一般我周末去爬山", "用户一般周末去爬山"),
        ("周日常去游泳", "用户周日常去游泳"),
        ("我周日都会去游泳", "用户周日都会去游泳"),
        ("星期天都去教堂", "用户星期天都去教堂"),
        ("每个礼拜三晚上去练瑜伽", "用户每个礼拜三晚上去练瑜伽"),
        ("每到冬天就去三亚", "用户每到冬天就去三亚"),
        ("周六晚上都跟老同学打牌", "用户周六晚上都跟老同学打牌"),
        ("星期五晚上都约朋友吃火锅", "用户星期五晚上都约朋友吃火锅"),
        ("每个月都回老家看爸妈", "用户每个月都回老家看爸妈"),
        ("每年都带爸妈出去旅游一次", "用户每年都带爸妈出去旅游一次"),
        ("我们周末都带娃去公园", "用户周末都带娃去公园"),
        ("平时常带娃去公园", "用户平时常带娃去公园"),
        ("每天早上都跑五公里", "用户每天早上都跑五公里"),
    ],
)
def test_a_habit_said_how_often_is_a_habit_zh(mem: Memory, said: str, memory: str) -> None:
    assert _memories(mem, said) == [("preference", memory, False)]


@pytest.mark.parametrize(
    "said",
    [
        "这周六去爬山",
        "我下周日会去游泳",
        "我周日要去游泳",
        "礼拜六要去爬山",
        "我周六晚上要去看电影",
        "下周六去郊外看星星",
    ],
)
def test_one_day_said_is_a_dated_plan_zh(mem: Memory, said: str) -> None:
    assert [(kind, dated) for kind, _, dated in _memories(mem, said)] == [("plan", True)]


@pytest.mark.parametrize(
    "said",
    [
        "我表哥每周六都去爬山",  # someone else's habit is theirs
        "每周六都去爬山吗",  # a question
        "如果每周六都去爬山就好了",  # a hypothetical
        "老板每逢周五都请大家喝奶茶",
    ],
)
def test_no_habit_of_the_user_zh(mem: Memory, said: str) -> None:
    assert not [text for _, text, _ in _memories(mem, said) if re.match(r"用户(?!的)", text)]


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Every weekend we drive out to the coast", "User drives out to the coast every weekend"),
        ("I swim on Tuesdays", "User swims on Tuesdays"),
        ("most weekends I go hiking", "User goes hiking most weekends"),
        ("on Fridays I play five-a-side", "User plays five-a-side on Fridays"),
        ("every Sunday we have a roast at my mum's", "User has a roast at their mum's every Sunday"),
        ("I go to the gym every morning", "User goes to the gym every morning"),
        ("we go to church on Sundays", "User goes to church on Sundays"),
        ("Sundays we do a big fry-up", "User does a big fry-up on Sundays"),
        ("every other Saturday I take my son to football", "User takes their son to football every other Saturday"),
        ("each Thursday I do the big shop", "User does the big shop each Thursday"),
        ("I play tennis most weekends", "User plays tennis most weekends"),
        ("I walk the dog twice a day", "User walks the dog twice a day"),
        ("tuesday nights I do five-a-side", "User does five-a-side on Tuesday nights"),
        ("Saturday mornings I take the kids swimming", "User takes the kids swimming on Saturday mornings"),
        ("weekends I mostly lie in", "User mostly lies in on weekends"),
    ],
)
def test_a_habit_said_how_often_is_a_habit_en(mem: Memory, said: str, memory: str) -> None:
    assert _memories(mem, said) == [("preference", memory, False)]


@pytest.mark.parametrize(
    "said",
    ["I'm going hiking this Saturday", "we're driving out to the coast next weekend", "I'm seeing my mum on Sunday"],
)
def test_one_day_said_is_a_dated_plan_en(mem: Memory, said: str) -> None:
    assert [(kind, dated) for kind, _, dated in _memories(mem, said)] == [("plan", True)]


@pytest.mark.parametrize(
    "said",
    [
        "do you go to the gym every morning?",  # a question
        "if I went to the gym every morning I'd be shredded",  # a hypothetical
        "I want to run every morning",  # a wish, no habit yet
        "I used to swim on Tuesdays",  # a habit no more
        "my brother plays golf every Sunday",  # someone else's habit is theirs
        "our neighbours have a barbecue most weekends",
    ],
)
def test_no_habit_of_the_user_en(mem: Memory, said: str) -> None:
    assert not [text for kind, text, _ in _memories(mem, said) if kind == "preference" and text.startswith("User ")]
