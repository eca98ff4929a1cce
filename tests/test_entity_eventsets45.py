"""Questions over the user's events as a set (issue #21): "我今年去过几次上海？", "which events did I go to in
Glasgow?", "去年在杭州参加过哪些活动？", "how many concerts did I go to this year?" — answered from the entity table
with every event that fits listed with its value, in Chinese and English; and a set listed in one order whatever
ids its members drew. Sentences are our own, none from an evaluation set.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime

import pytest

from jiyi import FixedClock, Memory
from jiyi._entity_eventsets import asked_window
from jiyi._entity_models import Entity, EntityView
from jiyi._entity_recall import entity_section
from jiyi.store._records import EntityChange

from .conftest import T0
from .test_entity_recall import view


def _entity(user: str, id_: str, name: str) -> Entity:
    return Entity(id=id_, user_id=user, kind="person", name=name, relation="朋友", created_at=T0, updated_at=T0)


def test_entities_updated_at_one_moment_are_listed_in_the_order_they_were_written_not_by_their_random_ids(
    mem: Memory,
) -> None:
    # Ids end in random characters: two written in one millisecond must not be ordered by them, or one question
    # over a set lists its members in a different order from one run to the next.
    for user, ids in (("u1", ["ent_a", "ent_b"]), ("u2", ["ent_d", "ent_c"])):
        for id_, name in zip(ids, ["张伟", "赵国强"], strict=True):
            mem.store.apply_entities(user, EntityChange(entities=[_entity(user, id_, name)]))
    first = [e.name for e in mem.store.list_entities("u1")]
    second = [e.name for e in mem.store.list_entities("u2")]
    assert first == second == ["张伟", "赵国强"]  # in the order they were written, as the user said them


# --- the user's events as a set, by when, where and what ----------------------------------------------------


def _told(mem: Memory, clock: FixedClock, user: str, said: list[tuple[datetime, str]]) -> None:
    """Each message on its own day, distilled as it is said."""
    for when, text in said:
        clock.set(when)
        topic = mem.topics.create(user, "chat")
        mem.messages.add(topic.id, "user", text)
        mem.extract(topic.id)
    clock.set(datetime(2026, 3, 1, 10, tzinfo=UTC))


def _section(mem: Memory, user: str, question: str, budget: int | None = None) -> list[str]:
    """The lines of the block's people and things section for `question` ([] when it has none)."""
    text = mem.context(user, question, budget=budget).text
    m = re.search(r"## (?:相关的人和事|People and things)\n(.*?)(?:\n\n## |\Z)", text, re.S)
    return m.group(1).splitlines() if m else []


ZH = [
    (datetime(2025, 5, 3, 10, tzinfo=UTC), "上个月我去上海参加了一个产品发布会，在上海国际会议中心。"),
    (datetime(2025, 9, 10, 10, tzinfo=UTC), "我昨天去杭州听了一场演唱会，在杭州奥体中心。"),
    (datetime(2026, 1, 20, 10, tzinfo=UTC), "今年一月的年会在杭州国际博览中心办的，来了两百多人。"),
    (datetime(2026, 2, 14, 10, tzinfo=UTC), "情人节那天我们去上海看了莫奈画展，在浦东美术馆。"),
]
EN = [
    (datetime(2025, 6, 3, 10, tzinfo=UTC), "Last week I went to a Coldplay concert at Hampden Park in Glasgow."),
    (datetime(2025, 11, 3, 10, tzinfo=UTC), "The team offsite was at the Hilton in Edinburgh, about 40 people."),
    (datetime(2026, 1, 18, 10, tzinfo=UTC), "Yesterday I went to a jazz concert at the Barrowland in Glasgow."),
    (datetime(2026, 2, 10, 10, tzinfo=UTC), "The book fair was at the SEC in Glasgow, it ran three days."),
    (datetime(2026, 2, 22, 10, tzinfo=UTC), "I went to the Arctic Monkeys concert in Manchester on Saturday."),
]


def test_chinese_questions_over_events_by_year_and_city_are_counted_from_the_table(
    mem: Memory, clock: FixedClock
) -> None:
    _told(mem, clock, "zh", ZH)
    # visits to a city with no event word; the one with no date said is counted by the day it was told, and says so
    got = _section(mem, "zh", "我今年去过几次上海？")
    assert got[1] == "- 其中今年（2026年）在上海的有 1 个：莫奈画展（莫奈画展没说日期，按用户提到的时间算）", got
    assert any(x.startswith("- 产品发布会：") and "上海" in x and "2025" in x for x in got), got  # listed, with values
    got = _section(mem, "zh", "去年在杭州参加过哪些活动？")
    assert got[1] == "- 其中去年（2025年）在杭州的有 1 个：演唱会", got
    assert got[2].startswith("- 演唱会：") and "杭州奥体中心" in got[2] and "2025-09-09" in got[2], got
    got = _section(mem, "zh", "在上海办的活动有几个？")
    assert got[:2] == ["- 用户提到的活动共 4 个", "- 其中在上海的有 2 个：莫奈画展、产品发布会"], got
    assert _section(mem, "zh", "我今年去过几次健身房？") == []  # no event was there: no list of events


def test_english_questions_over_events_by_city_year_and_kind_are_counted_from_the_table(
    mem: Memory, clock: FixedClock
) -> None:
    _told(mem, clock, "en", EN)
    glasgow = "- Of these, 3 were in Glasgow: book fair, jazz concert, Coldplay concert"
    for question in ("which events did I go to in Glasgow?", "how many times have I been to Glasgow?"):
        got = _section(mem, "en", question)
        assert got[1] == glasgow, (question, got)
        assert got[2:5] == [
            "- book fair — place: SEC in Glasgow",
            "- jazz concert — place: Barrowland in Glasgow",
            "- Coldplay concert — place: Hampden Park in Glasgow",
        ], got
    got = _section(mem, "en", "how many concerts did I go to this year?")
    assert got[0].startswith("- The concerts the user mentioned (3)"), got  # the concerts, not every event
    assert got[1] == "- Of these, 2 were this year (2026): jazz concert, Arctic Monkeys concert", got
    got = _section(mem, "en", "what concerts have I been to?")
    assert [x.split(" — ")[0] for x in got[1:]] == ["- Coldplay concert", "- jazz concert", "- Arctic Monkeys concert"]
    assert "Hampden Park in Glasgow" in got[1] and "2026-01-17" in got[2], got


def test_the_count_of_events_stays_when_the_budget_is_small(mem: Memory, clock: FixedClock) -> None:
    _told(mem, clock, "zh", ZH)
    _told(mem, clock, "en", EN)
    assert "- 其中去年（2025年）在杭州的有 1 个：演唱会" in _section(
        mem, "zh", "去年在杭州参加过哪些活动？", budget=300
    )
    assert "- Of these, 3 were in Glasgow: book fair, jazz concert, Coldplay concert" in _section(
        mem, "en", "which events did I go to in Glasgow?", budget=300
    )


@pytest.mark.parametrize(
    ("question", "start", "end", "said"),
    [
        ("我今年去过几次上海？", date(2026, 1, 1), date(2027, 1, 1), "今年（2026年）"),
        ("去年参加过哪些活动？", date(2025, 1, 1), date(2026, 1, 1), "去年（2025年）"),
        ("上个月去了几个活动？", date(2025, 12, 1), date(2026, 1, 1), "上个月（2025年12月）"),
        ("2024年3月办的活动有哪些？", date(2024, 3, 1), date(2024, 4, 1), "2024年3月"),
        ("how many concerts did I go to this year?", date(2026, 1, 1), date(2027, 1, 1), "this year (2026)"),
        ("which events did I go to last month?", date(2025, 12, 1), date(2026, 1, 1), "last month (December 2025)"),
        ("any trips in March 2024?", date(2024, 3, 1), date(2024, 4, 1), "in March 2024"),
        ("what did I go to the year before last?", date(2024, 1, 1), date(2025, 1, 1), "the year before last (2024)"),
    ],
)
def test_a_time_said_in_a_question_is_a_window_of_the_calendar(
    question: str, start: date, end: date, said: str
) -> None:
    w = asked_window(question, datetime(2026, 1, 15, 10, tzinfo=UTC))
    assert w is not None
    assert (w.start, w.end) == (start, end)
    assert said in (w.zh, w.en)


def test_no_time_said_is_no_window() -> None:
    assert asked_window("我去过几次上海？", datetime(2026, 1, 15, tzinfo=UTC)) is None
    assert asked_window("how many times have I been to Glasgow?", datetime(2026, 1, 15, tzinfo=UTC)) is None


# --- a set over everyone in a short budget ------------------------------------------------------------------


def _everyone(lang: str) -> list[EntityView]:
    """Six coworkers of whom only the last two have a hometown said, in the order the store gives them."""
    zh = lang == "zh"
    rel, job = ("同事", "工程师") if zh else ("coworker", "engineer")
    names = ["陈一", "陈二", "陈三", "陈四", "刘五", "刘六"] if zh else ["Ann", "Bea", "Cat", "Dee", "Eve", "Fay"]
    towns = ["广东河源", "四川广元"] if zh else ["Leeds", "York"]
    unsaid = [view(n, rel, [("job", job), ("age", "30")]) for n in names[:4]]
    return [*unsaid, *(view(n, rel, [("from", town)]) for n, town in zip(names[4:], towns, strict=True))]


@pytest.mark.parametrize(
    ("lang", "question", "values"),
    [
        ("zh", "老家广东的有多少人？", ["广东河源", "四川广元"]),
        ("en", "how many people I know are from Leeds?", ["Leeds", "York"]),
    ],
)
def test_a_count_over_everyone_keeps_those_whose_value_is_known_when_the_budget_is_short(
    lang: str, question: str, values: list[str]
) -> None:
    got = entity_section(question, _everyone(lang), language=lang, budget_tokens=70)
    assert all(v in got for v in values), got  # everyone's hometown there is, the budget cuts those with none


# --- an event known by a bare kind word ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "question", "line", "count"),
    [
        (
            "zh",
            "重庆那边的活动我去了几个？",
            "- 婚礼（表哥阿杰的婚礼）：地点 重庆国博中心",
            "- 其中在重庆的有 1 个：婚礼（表哥阿杰的婚礼）",
        ),
        (
            "en",
            "how many events did I go to in Glasgow?",
            "- concert (AR Rahman concert) — place: Hydro in Glasgow",
            "- Of these, 1 was in Glasgow: concert (AR Rahman concert)",
        ),
    ],
)
def test_an_event_named_by_its_kind_alone_is_listed_with_the_fuller_name_it_was_called(
    lang: str, question: str, line: str, count: str
) -> None:
    zh = lang == "zh"
    fuller = ["表哥阿杰的婚礼" if zh else "AR Rahman concert"]
    events = [
        view(
            "婚礼" if zh else "concert",
            "",
            [("place", "重庆国博中心" if zh else "Hydro in Glasgow")],
            kind="event",
            aliases=fuller,
        ),
        view("旅行" if zh else "trip", "", [("place", "大理洱海" if zh else "Crete")], kind="event"),
    ]
    got = entity_section(question, events, language=lang, budget_tokens=400).splitlines()
    assert got[2:4] == [count, line], got
    assert any(x.startswith(("- 旅行：", "- trip —")) for x in got), got  # its own name says enough


@pytest.mark.parametrize(
    ("lang", "question", "recent", "who"),
    [
        ("zh", "我去过几次她家？", ["我姐姐住在杭州"], "姐姐"),
        ("en", "how many times have I been to her place?", ["my sister lives in Leeds"], "sister"),
    ],
)
def test_visits_asked_with_a_pronoun_are_about_the_one_the_turns_named_not_the_events(
    lang: str, question: str, recent: list[str], who: str
) -> None:
    world = [
        view("李娜" if lang == "zh" else "Amy", who, [("lives_in", "杭州" if lang == "zh" else "Leeds")]),
        view(
            "年会" if lang == "zh" else "book fair",
            "",
            [("place", "上海" if lang == "zh" else "Glasgow")],
            kind="event",
        ),
    ]
    got = entity_section(question, world, language=lang, budget_tokens=400, recent=recent)
    assert who in got and ("年会" if lang == "zh" else "book fair") not in got, got


def test_a_count_by_time_keeps_the_list_in_the_date_order_its_header_says(mem: Memory, clock: FixedClock) -> None:
    _told(mem, clock, "zh", ZH)
    _told(mem, clock, "en", EN)
    for user, question in (("zh", "2025年去过几次杭州"), ("en", "How many events did I go to in 2025?")):
        got = _section(mem, user, question)
        assert "按时间从早到晚排列" in got[0] or "ordered by date, earliest first" in got[0], got
        dated = [re.search(r"20\d\d-\d\d(?:-\d\d)?", x) for x in got[2:]]
        days = [m.group(0) for m in dated if m is not None]
        assert days == sorted(days) and len(days) >= 3, got
