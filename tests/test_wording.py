"""What still read badly in memories, the profile and summaries (issue #17 leftovers), judged like UI copy.

- "we" with nobody else named, said of talking, is the user and the assistant: "we haven't talked in a while",
  "since we last spoke", "我们上次聊到哪了" are about the chat, not the user's life, and are not kept (what the
  same message says of the user is); a "we" statement that is kept has its verb agree ("User was", "User and
  Anna have", never "User were" / "User haven't").
- The profile of a user who never said their name says "用户" / "The user" once, at the start, and never splices
  it into a later clause ("…，叫橘子，用户每天…").
- An episode summary quoting a fact with a relative date ("下周三", "tomorrow") says the absolute date instead, in
  both summary languages: it is read long after the week it was written in.

Through the public API with the offline defaults (rules, selector, bundled embedder, SQLite), on a FixedClock.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest

from jiyi import FixedClock, Memory
from jiyi.lifecycle._prose import Fact, write_profile

from .test_capture_scenarios import Scenario
from .test_capture_scenarios import test_capture as check_capture

SAID = [
    Scenario("not talked is about the chat en", "Hey Gina! We haven't talked in a few days. I've been rehearsing hard "
             "for the spring dance show.", ("rehearsing hard",), ("talked", "User haven't")),
    Scenario("talked yesterday is about the chat en", "We talked about my move to Berlin yesterday, and I've decided "
             "to go in March.", ("decided to go in March",), ("talked",)),
    Scenario("since we last spoke leads in en", "Since we last spoke, I took my kids to the zoo and they loved the "
             "penguins.", ("User took their kids to the zoo",), ("spoke", "since")),
    Scenario("been ages since we chatted en", "Been ages since we chatted! I just joined a pottery class downtown and "
             "I love it.", ("pottery class",), ("chatted", "beens")),
    Scenario("haven't talked to you en", "Haven't talked to you in a bit but wanted to let you know I read this "
             "awesome book about castles in the UK.", ("User read this awesome book about castles",),
             ("talked", "let you know")),
    Scenario("we were is I was en", "We were competing in the regional league all summer, but still had lots of fun.",
             ("User was competing",), ("User were",)),
    Scenario("we are is I am en", "Yes, we are currently working on a new level of the racing game. I was collecting "
             "car models all week. It wasn't easy, but I did it!", ("User is currently working on a new level",),
             ("User are",)),
    Scenario("haven't agrees en", "I haven't been able to volunteer much lately, but I really care about the shelter.",
             ("User hasn't been able to volunteer",), ("User haven't",)),
    Scenario("been is I've been en", "Been rehearsing hard and working on the business plan for my dance studio.",
             ("User has been rehearsing hard",), ("beens", "User been")),
    Scenario("two subjects agree en", "Last weekend my wife and I went hiking in the Alps and it was gorgeous.",
             ("User and their wife went hiking in the Alps",), ("User's wife and they", "User's wife and User")),
    Scenario("a name and I agree en", "Max and I had a blast on our camping trip in Maine last summer.",
             ("User and Max had a blast",), ("Max and User had", "User and max")),
    Scenario("a long pause is about the chat zh", "咱们好久没聊了，我最近换了工作，去了一家游戏公司。",
             ("游戏公司",), ("好久没聊", "咱们", "用户们")),
    Scenario("last time we talked is about the chat zh", "我们上次聊得很开心，后来我真的去报了一个吉他班。",
             ("吉他班",), ("聊得",)),
    Scenario("since we last talked leads in zh", "自从上次聊完，我就开始每天早上跑步了，已经坚持了两个星期。",
             ("每天早上跑步",), ("聊完",)),
]  # fmt: skip


@pytest.mark.parametrize("s", SAID, ids=[s.name for s in SAID])
def test_we_of_the_chat_is_not_kept_and_a_kept_we_agrees(mem: Memory, s: Scenario) -> None:
    check_capture(mem, s)  # `must`: in one current memory (none: nothing needs to be); `never`: in none


def test_a_we_with_someone_named_is_kept_with_them(mem: Memory) -> None:
    """Not every "we talked" is the chat: the message names who else ("I met Anna … and we talked")."""
    topic = mem.topics.create(user_id="u1")
    mem.messages.add(
        topic.id, "user", "Yesterday I met my old friend Anna at the bookshop and we talked about opening a café."
    )
    mem.extract(topic.id)
    texts = [m.content for m in mem.list("u1")]
    assert any("Anna" in t and "café" in t for t in texts), texts


START = datetime(2026, 11, 2, 9, tzinfo=UTC)  # a Monday


def _profile(mem: Memory, clock: FixedClock, *turns: str) -> str:
    topic = mem.topics.create("u1")
    for text in turns:
        mem.messages.add(topic.id, "user", text)
    clock.advance(hours=1)
    mem.extract(topic.id)
    mem.refresh_profile("u1")
    return mem.profile("u1")


def test_a_nameless_zh_profile_says_the_user_once_at_the_start(tmp_path) -> None:  # type: ignore[no-untyped-def]
    clock = FixedClock(START)
    with Memory(tmp_path / "p.db", clock=clock) as mem:
        text = _profile(
            mem, clock, "我是后端工程师，在上海工作。", "最近我养了一只猫，叫橘子，我每天回家都陪它玩，我特别喜欢它。"
        )
    assert text.startswith("用户是后端工程师"), text
    assert text.count("用户") == 1, text  # never again mid-paragraph, nor spliced into a clause
    assert "每天回家都陪它玩" in text and "特别喜欢它" in text, text


# (language, memories as (text, type), how it starts, what it never says, what it says)
WRITTEN = [
    ("zh", (("用户叫李明", "personal"), ("用户是后端工程师", "personal"),
            ("最近用户养了一只猫，叫橘子，用户每天回家都陪它玩，用户特别喜欢它。", "preference"),
            ("用户的妈妈上周来上海看用户了，用户带妈妈去了外滩", "event")),
     # the name once as the subject, again only as an object
     "李明是后端工程师", r"用户|(?:李明.*){3}", ("每天回家都陪它玩，特别喜欢它",)),
    ("en", (("User is a nurse", "personal"), ("User lives in Boston", "personal"),
            ("Last weekend User and their wife went hiking in the Alps (2026-10-31)", "event"),
            ("Their sister gave User a bike for their birthday", "event")),
     "The user is a nurse", r"\bUser\b|(?:The user.*){2}",
     ("they and their wife went hiking in the Alps", "gave them a bike")),
]  # fmt: skip


@pytest.mark.parametrize(("language", "memories", "start", "never", "says"), WRITTEN, ids=["zh named", "en nameless"])
def test_the_profile_says_the_subject_once_and_never_splices_it_in(
    language: str, memories: tuple[tuple[str, str], ...], start: str, never: str, says: tuple[str, ...]
) -> None:
    facts = [Fact(text, language, kind, START) for text, kind in memories]
    text = write_profile(facts, [], language, START) or ""
    assert text.startswith(start) and not re.search(never, text), text
    assert all(s in text for s in says), text


def _episode(tmp_path, turns: list[str]) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    """The summary of a talk on Monday 2026-11-02 (alternate user / assistant turns), and the summaries the prompt
    shows a month later (a quoted excerpt of a message keeps its own words and date, so it is left out here)."""
    clock = FixedClock(START)
    with Memory(tmp_path / "e.db", clock=clock) as mem:
        topic = mem.topics.create("u1")
        for i, line in enumerate(turns):
            mem.messages.add(topic.id, "user" if i % 2 == 0 else "assistant", line)
        clock.advance(minutes=30)  # the talk falls silent: distilled and summarised
        mem.run_due()
        (episode,) = mem.list("u1", types=["episode"])
        clock.advance(days=30)
        block = mem.context("u1", "上次聊了什么？ What did we talk about?").text
    summaries = re.split(r"## (?:过往的交流|Past conversations)", block)[-1].split("## ")[0]
    return episode.content, summaries


def test_an_english_summary_quotes_a_chinese_plan_with_its_absolute_date(tmp_path) -> None:  # type: ignore[no-untyped-def]
    text, _ = _episode(
        tmp_path,
        ["I'm working on the quarterly report this week and it's a lot.", "That sounds like a lot.",
         "我下周三要交报告。", "Good luck!", "I also need to email my manager tomorrow about the budget.", "ok"],
    )  # fmt: skip
    assert text.startswith("Conversation on 2026-11-02"), text
    assert '"用户11月11日要交报告"' in text and "下周三" not in text, text
    assert "email my manager on November 3" in text and "tomorrow" not in text, text  # nor as a subject


def test_a_chinese_summary_quotes_an_english_plan_with_its_absolute_date(tmp_path) -> None:  # type: ignore[no-untyped-def]
    text, summaries = _episode(
        tmp_path,
        ["我这周在准备季度报告，压力很大。", "加油。", "I have a dentist appointment next Friday.", "好的。",
         "我明天要给经理发邮件说预算的事。", "嗯"],
    )  # fmt: skip
    assert text.startswith("2026-11-02 的对话"), text
    assert "「User has a dentist appointment on November 13」" in text and "next Friday" not in text, text
    assert "用户11月3日要给经理发邮件" in text and "明天" not in text, text
    assert "11月3日要给经理发邮件" in summaries and "明天" not in summaries, summaries  # read a month later
    assert "User" not in text.split("要点")[0], text  # the subjects it names are words, not the memory's "User"


def test_absolute_dates_leave_other_text_alone() -> None:
    from jiyi.lifecycle._prose import absolute_dates

    said = START + timedelta(hours=1)
    assert absolute_dates("用户每周三去游泳", "zh", said) == "用户每周三去游泳"  # a habit, not a date
    assert absolute_dates("User moved to Berlin in 2024", "en", said) == "User moved to Berlin in 2024"
    assert absolute_dates("User has to finish it by tomorrow", "en", said) == "User has to finish it by November 3"


def test_a_relative_date_carried_into_a_later_version_is_said_as_the_date_it_meant() -> None:
    from jiyi.lifecycle._prose import absolute_dates

    # Said on 11-12 ("下周三" = 11-18), corrected on 11-17 keeping the words: on 11-17 "下周三" would be 11-25.
    later = datetime(2026, 11, 17, 10, 0, tzinfo=UTC)
    assert absolute_dates("用户下周三要去苏州出差（2026-11-18）", "zh", later) == "用户11月18日要去苏州出差"
    assert absolute_dates("User has a dentist appointment next Friday (2026-11-13)", "en", later) == (
        "User has a dentist appointment on November 13"
    )
    # An absolute date other than the stored one is left as stored.
    assert absolute_dates("用户11月20日要交报告（2026-11-18）", "zh", later) == "用户11月20日要交报告（2026-11-18）"


def test_a_statement_about_someone_else_keeps_the_user_in_a_profile_without_a_name() -> None:
    facts = [
        Fact("用户是后端工程师", "zh", "personal", START),
        Fact("吴杰明是用户的下属，学历是本科", "zh", "person", START),
    ]
    text = write_profile(facts, [], "zh", START) or ""
    # 自己 would mean 吴杰明 here; the clause about him keeps 用户.
    assert "吴杰明是用户的下属" in text and "自己" not in text, text


def test_a_message_with_nothing_about_the_chat_is_left_as_it_was() -> None:
    from jiyi.extractors._referents import without_chat

    text = "我妈妈住在杭州\n她说周末来看我"
    assert without_chat(text, "") == text  # not run into "…杭州她说…"
    assert without_chat("咱们好久没聊了。我最近迷上了攀岩", "") == "我最近迷上了攀岩"
