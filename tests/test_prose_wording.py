"""Wording of what the lifecycle writes from memories: summaries and the profile, read like UI copy."""

from __future__ import annotations

from datetime import UTC, datetime

from jiyi import Memory
from jiyi._models import Message, Role
from jiyi.lifecycle._episodes import OfflineSummariser, render_episode
from jiyi.lifecycle._prose import Fact, write_profile
from jiyi.lifecycle._prose_dates import absolute_dates

SAID = datetime(2026, 11, 12, 10, 0, tzinfo=UTC)  # a Thursday


def test_every_relative_date_of_a_quoted_sentence_becomes_absolute() -> None:
    # Seen in the demo's summary: "11月2日那周从云帆科技离职，这周一开始在星环数据上班" (the second date kept).
    said = "11月2日那周从云帆科技离职，这周一开始在星环数据上班，还是做后端"
    assert absolute_dates(said, "zh", SAID) == "11月2日那周从云帆科技离职，11月9日开始在星环数据上班，还是做后端"
    assert absolute_dates("上周离职，这周一开始上班", "zh", SAID) == "11月2日那周离职，11月9日开始上班"
    assert absolute_dates("I'll email my manager tomorrow and call mom next Friday", "en", SAID) == (
        "I'll email my manager on November 13 and call mom on November 20"
    )


def test_an_english_profile_names_the_user_once_and_says_what_they_do(mem: Memory) -> None:
    mem.add("u1", "User's name is Jake", type="personal")
    mem.add("u1", "User is Jake, they teach math at Lincoln High.", type="fact")
    mem.add("u1", "User lives in Denver", type="personal")
    mem.add("u1", "User loves hiking", type="preference")
    mem.refresh_profile("u1")
    text = mem.profile("u1")
    # Seen: "The user is called Jake. … They are Jake, they teach math at Lincoln High."
    assert text.startswith("Jake teaches math at Lincoln High and lives in Denver."), text
    assert "is called" not in text and "are Jake" not in text, text


def test_a_profile_with_only_the_name_and_people_starts_with_the_name(mem: Memory) -> None:
    mem.add("u1", "用户叫李明", type="personal")
    mem.add("u1", "用户的女朋友叫小雨", type="person")
    mem.refresh_profile("u1")
    text = mem.profile("u1")
    assert text.startswith("李明的女朋友叫小雨"), text  # not "李明。女朋友叫小雨" nor "用户叫李明。…"


def test_a_job_change_is_said_once_in_the_profile() -> None:
    facts = [
        Fact("用户叫李明", "zh", "personal", SAID),
        Fact("用户在星环数据工作", "zh", "personal", SAID, before="用户在云帆科技工作"),
        Fact("用户上周从云帆科技离职（2026-11-02 那周）", "zh", "event", SAID),
        Fact("用户跳槽了", "zh", "event", SAID),
        Fact("用户受不了香菜", "zh", "preference", SAID),
    ]
    text = write_profile(facts, [], "zh", SAID)
    # Seen: "之前在云帆科技工作，最近在星环数据工作 … 11月2日那周从云帆科技离职".
    assert text == "李明之前在云帆科技工作，最近在星环数据工作。受不了香菜。", text


def _episode(turns: list[tuple[str, str]], language: str) -> str:
    messages = [
        Message(id=f"m{i}", topic_id="t", user_id="u", role=Role(r), content=c, created_at=SAID, seq=i)
        for i, (r, c) in enumerate(turns)
    ]
    summary = OfflineSummariser().summarise(messages, language)
    assert summary is not None
    return render_episode(summary, SAID, language)


def test_a_talk_with_no_repeated_subject_is_titled_not_quoted_whole() -> None:
    said = [("user", "帮我看看这段代码为什么跑不起来"), ("assistant", "好的"), ("user", "报错说找不到模块")]
    zh = _episode(said, "zh")
    # Seen: "聊了帮我看看这段代码为什么跑不起来（3 条消息）": the whole sentence as the title.
    assert zh.startswith("2026-11-12 的对话：聊了代码、模块（3 条消息）。"), zh
    en = _episode([("user", "Honestly I just feel stuck lately"), ("assistant", "Hm."), ("user", "Yeah.")], "en")
    assert en.startswith("Conversation on 2026-11-12: Talked about a few things (3 messages)."), en


def test_plans_open_in_lower_case_and_they_agrees_with_its_verb() -> None:
    facts = [
        Fact("That cottage weekend on December 5 is at Lake Rosseau", "en", "plan", SAID),
        Fact("User and their sister were at the Oilers game", "en", "event", SAID),
        Fact("User was at the Leafs game", "en", "event", SAID),
    ]
    text = write_profile(facts, [], "en", SAID) or ""
    # Seen: "Coming up, That cottage … they was at the Oilers playoff game"
    assert text.startswith("Coming up, that cottage weekend"), text
    assert "they were at the Leafs game" in text and "they was" not in text, text
