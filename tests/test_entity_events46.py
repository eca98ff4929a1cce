"""Events told over several messages (issue #21): which event a later "这同学会" / "the reunion" is, an event kept
by its name when nothing more was said of it yet, and what is said of it the chat way ("这次同学会去的X",
"最大的看点是…", "那次是2025年3月3日", "a dozen-ish people"). Sentences are our own, none from an evaluation set.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from jiyi import FixedClock, Memory
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._entities_events_kin import same_event_kind


def _told(
    mem: Memory,
    clock: FixedClock,
    user: str,
    said: list[str],
    *,
    start: datetime = datetime(2026, 3, 2, 9, tzinfo=UTC),
    apart: timedelta = timedelta(days=1),
) -> dict[str, dict[str, str]]:
    """Each message in its own conversation `apart` from the last (the first at `start`), distilled as it is said;
    the user's events by name, with their aliases (key "aliases") and current facts (several of one attribute
    joined by "、")."""
    clock.set(start)
    for text in said:
        topic = mem.topics.create(user, "chat")
        mem.messages.add(topic.id, "user", text)
        mem.extract(topic.id)
        clock.set(clock.now() + apart)
    out: dict[str, dict[str, str]] = {}
    for v in mem.entities.active_views(user):
        if v.entity.kind == "event":
            facts: dict[str, str] = {}
            for f in v.facts:
                if f.is_current:
                    facts[f.attribute] = f"{facts[f.attribute]}、{f.value}" if f.attribute in facts else f.value
            out[v.entity.name] = {**facts, "aliases": ",".join(v.entity.aliases)}
    return out


def _facts(text: str, language: str) -> dict[str, dict[str, str]]:
    return {m.name: {f.attribute: f.value for f in m.facts} for m in extract_mentions(text, language=language)}


# --- which event a kind word is ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "name", "same"),
    [
        ("同学会", "相亲会", False),  # a kind of its own is not another of the family
        ("同学会", "初中同学会", True),
        ("聚会", "初中同学会", True),  # the family's plain word may be any of it
        ("同学会", "高中同学聚会", True),  # and one of the family is named by the plain word
        ("年会", "AI研讨会", False),
        ("会议", "AI研讨会", True),
        ("露营", "川西自驾游", False),
        ("旅行", "川西自驾游", True),
        ("reunion", "company holiday gala", False),
        ("party", "company holiday gala", True),
        ("marathon", "Turkey Trot 10K", False),
        ("race", "Turkey Trot 10K", True),
        ("conference", "DevOps summit", True),  # English plain words stay kin of each other
    ],
)
def test_a_kind_word_names_its_own_kind_or_the_familys_plain_word(said: str, name: str, same: bool) -> None:
    assert same_event_kind(said, name) is same


def test_two_gatherings_of_one_family_stay_two_events(mem: Memory, clock: FixedClock) -> None:
    events = _told(
        mem,
        clock,
        "zh1",
        [
            "前几天跑去相亲会了，这相亲会前后弄了九天。",
            "刚从初中同学会回来 累死，这同学会到了三十几个同学吧。",
            "这同学会场地是厦门鼓浪屿音乐厅 好难找。",
        ],
    )
    assert events["相亲会"].get("duration") == "九天"
    assert "place" not in events["相亲会"] and "size" not in events["相亲会"]
    assert events["初中同学会"]["size"] == "三十几个同学"
    assert events["初中同学会"]["place"] == "厦门鼓浪屿音乐厅"


def test_the_reunion_is_not_the_gala_but_the_party_is(mem: Memory, clock: FixedClock) -> None:
    events = _told(
        mem,
        clock,
        "en1",
        [
            "We went to the company holiday gala, it was at the Ryman in Nashville.",
            "The party had about 120 guests.",
            "Then the high school reunion, it ran all weekend.",
            "The reunion was in Dayton.",
        ],
    )
    assert events["company holiday gala"]["place"] == "Ryman in Nashville"
    assert events["company holiday gala"]["size"] == "120 guests"
    assert events["high school reunion"]["place"] == "Dayton"
    assert "size" not in events["high school reunion"]


# --- an event named, then its kind word --------------------------------------------------------------------


def test_an_event_named_in_chinese_keeps_its_full_name_when_a_later_message_says_only_its_kind(
    mem: Memory, clock: FixedClock
) -> None:
    events = _told(mem, clock, "zh2", ["前几天去了公司年会，那次是2025年3月3日。", "那个年会放在成都东郊记忆搞。"])
    assert list(events) == ["公司年会"]
    assert events["公司年会"]["place"] == "成都东郊记忆"
    assert events["公司年会"]["date"] == "2025年3月3日"


def test_a_size_said_roughly_keeps_the_event_and_that_kind_word_later_is_it(mem: Memory, clock: FixedClock) -> None:
    events = _told(
        mem,
        clock,
        "en2",
        [
            "ok so i was at the DevOps conf lol. Crowd at the conf i went to was a dozen-ish people",
            "the conf i went to was at the Bell Centre in Montreal",
        ],
    )
    assert list(events) == ["DevOps conf"]
    assert events["DevOps conf"]["size"] == "a dozen-ish people"
    assert events["DevOps conf"]["place"] == "Bell Centre in Montreal"


def test_a_bare_kind_word_with_nothing_said_is_still_no_event(mem: Memory, clock: FixedClock) -> None:
    assert _told(mem, clock, "zh3", ["明天有个会议。", "开会好累。"]) == {}
    assert _told(mem, clock, "en3", ["the meeting was boring", "I have a meeting tomorrow."]) == {}


# --- what is said of it, the chat way ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "attribute", "value"),
    [
        ("讲真，这次同学会去的武汉光谷科技会展中心。", "同学会", "place", "武汉光谷科技会展中心"),
        ("上回那个寿宴去的重庆国博中心。", "寿宴", "place", "重庆国博中心"),
        ("公司年会最大的看点是抽奖加表彰优秀员工。", "公司年会", "content", "抽奖加表彰优秀员工"),
        ("前几天去了五一自驾游，那个旅行最有意思的是看冰雕吃锅包肉。", "五一自驾游", "content", "看冰雕吃锅包肉"),
        ("前几天去了公司年会，那次是2025年3月3日。", "公司年会", "date", "2025年3月3日"),
        ("Crowd at the DevOps conf was a dozen-ish people.", "DevOps conf", "size", "a dozen-ish people"),
        ("the gala had like a hundred-ish guests", "gala", "size", "a hundred-ish guests"),
    ],
)
def test_a_fact_said_the_chat_way(text: str, name: str, attribute: str, value: str) -> None:
    language = "en" if text.isascii() else "zh"
    assert _facts(text, language)[name][attribute] == value


@pytest.mark.parametrize(
    "text",
    [
        "年会去的人有三百多。",  # who went, not where
        "这次同学会去的时候下大雨。",  # when, not where
        "上个月去了车展，那次是周末，人挤人。",  # a weekend is no date to keep
    ],
)
def test_no_place_or_date_where_none_was_said(text: str) -> None:
    for facts in _facts(text, "zh").values():
        assert "place" not in facts and "date" not in facts


def test_a_run_on_with_a_date_then_a_name_and_its_tie_reads_both() -> None:
    text = (
        "the date for the school reunion was June 18, 2025 Kofi, my workmate, is really into bell ringing, and he is "
        "forty-seven now innit"
    )
    read = _facts(text, "en")
    assert read["school reunion"]["date"] == "June 18, 2025"
    assert read["Kofi"]["age"] == "forty-seven"
