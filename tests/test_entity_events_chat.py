"""Events told in chat voice (issue #21): casual kind words ("the Arkells gig", "a data conf", "my sister's baby
shower"), the ways people say they went ("caught", "took the kids to", "ended up at"), fields noted after the name
("that con - venue …", "venue for the shower? …", "the gig = moshing"), a run-on that moves on to someone else, and
the Chinese of "那回讲座", "五月天演唱会" and a label set off by a bar. Our own sentences, none from an evaluation set.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from jiyi import Memory
from jiyi._entity_event_text import absolute_date
from jiyi.extractors._entities import extract_mentions

from .test_entity_events import _ev
from .test_entity_extract import Row, _rows

SAID: list[tuple[str, list[Row]]] = [
    # casual kind words, with the words that make them this one
    ("went to a data conf in Vegas, it ran 3 days", [_ev("data conf", ("duration", "3 days"), ("place", "Vegas"))]),
    ("the Raptors game was at Scotiabank Arena", [_ev("Raptors game", ("place", "Scotiabank Arena"))]),
    ("the garage sale lasted like 6 hrs ugh", [_ev("garage sale", ("duration", "6 hours"))]),
    ("the anime con went a couple hours lol", [_ev("anime con", ("duration", "a couple hours"))]),
    # the ways people say they went: an event named and gone to is kept with nothing more said of it yet
    ("caught the Phoebe Bridgers gig on friday", [_ev("Phoebe Bridgers gig", ("date", "friday"))]),
    ("took the kids to the Blue Jays game last night", [_ev("Blue Jays game", ("date", "last night"))]),
    ("dragged the fam to the food bank fundraiser", [_ev("food bank fundraiser")]),
    ("so i ended up at the anime con", [_ev("anime con")]),
    # fields noted after the name, as notes and chat put them
    ("that con - venue the Enercare Centre", [_ev("con", ("place", "Enercare Centre"))]),
    ("the book swap i went to - crowd like 30 ppl", [_ev("book swap", ("size", "30 people"))]),
    ("the fun run date: May 3", [_ev("fun run", ("date", "May 3"))]),
    ("the housewarming - mostly board games and pizza", [_ev("housewarming", ("content", "board games and pizza"))]),
    (
        "venue for the bridal shower? the Legion hall in Burnaby",
        [_ev("bridal shower", ("place", "Legion hall in Burnaby"))],
    ),
    ("the gig i went to = moshing near the front", [_ev("gig", ("content", "moshing near the front"))]),
    (
        "went to the comedy show. it was mostly roasting the front row",
        [_ev("comedy show", ("content", "roasting the front row"))],
    ),
    # what is said of the event ends where the message moves on to someone else
    ("the Leafs game was at the ACC btw my cousin Tom works in Ottawa", [_ev("Leafs game", ("place", "ACC"))]),
    (
        "the Arkells gig with my sister at the Commodore was 3 hours",
        [_ev("Arkells gig", ("duration", "3 hours"), ("place", "Commodore"), ("with", "sister"))],
    ),
    # Chinese: 那回 is "that time", 五月天 a band, a label set off by a bar
    ("哈哈哈 那回讲座嘛 在青岛奥帆中心~", [_ev("讲座", ("place", "青岛奥帆中心"))]),
    (
        "上礼拜去了五月天演唱会，这演唱会｜内容 听了一晚上老歌",
        [_ev("五月天演唱会", ("content", "听了一晚上老歌"), ("date", "上礼拜"))],
    ),
    ("那次同学会｜地点 老家县城 来了三十多个人", [_ev("同学会", ("place", "老家县城"), ("size", "三十多个人"))]),
    ("我上周去听了一场AI讲座，时长 两个小时", [_ev("AI讲座", ("date", "上周"), ("duration", "两个小时"))]),
    # everyday kind words; 场地 is the event's venue; 日子 its day, which sharpens 上礼拜
    ("那个 CP漫展我去了，地点 国展中心 就是那次", [_ev("CP漫展", ("place", "国展中心"))]),
    ("五月天演唱会场地是鸟巢 好难找", [_ev("五月天演唱会", ("place", "鸟巢"))]),
    ("上礼拜去了地坛庙会，跟你讲哦 那次日子是2025年2月12日", [_ev("地坛庙会", ("date", "2025年2月12日"))]),
    ("那回漫展其实就cos原神角色", [_ev("漫展", ("content", "cos原神角色"))]),
    ("那次聚会其实就两个人", [_ev("聚会", ("size", "两个人"))]),
    # "那次嘛，…": that time as a topic, what was done there its comment (not how it felt)
    ("上礼拜去了相亲会，那次嘛 帮表妹看对象", [_ev("相亲会", ("content", "帮表妹看对象"), ("date", "上礼拜"))]),
    ("上个月去了趟杭州团建，那次呢，挺累的", [_ev("杭州团建", ("date", "上个月"), ("place", "杭州"))]),
]

NOT_EVENTS = [
    "We played a board game for 3 hours.",  # a board game is no outing
    "I spent this weekend at the lake",  # "this weekend" is a time
    "my nephew is obsessed with video games lol",
    "that match was a mistake, he never texted back",  # bare "match": nothing makes it a game
    "had an audition yesterday for a writing gig",  # a gig that is work
    "my side gig pays 200 a week",
]


@pytest.mark.parametrize(("text", "expected"), SAID)
def test_events_said_in_chat_voice(text: str, expected: list[Row]) -> None:
    language = "en" if text.isascii() else "zh"
    got = [r for r in _rows(extract_mentions(text, language=language)) if r[1] == "event"]
    assert got == expected


@pytest.mark.parametrize("text", NOT_EVENTS)
def test_words_that_name_no_event_here(text: str) -> None:
    assert [m for m in extract_mentions(text, language="en") if m.kind == "event"] == []


def test_where_someone_grew_up_is_no_place_of_the_event_told_before() -> None:
    said = "在广东潮州长大的 说的就是我那干妈宓语桐"
    mentions = extract_mentions(said, language="zh", recent=["上礼拜去了单身交友相亲会，大概两百人"])
    assert [m for m in mentions if m.kind == "event"] == []


def test_a_name_whose_last_character_is_a_bound_morpheme_is_whole() -> None:
    """靳澈 / 言 / 就是: 言 alone is no word (a bound morpheme), so the name is 靳澈言; 就 may follow a name."""
    (person,) = extract_mentions("我实习生靳澈言就是今年四十三岁", language="zh")
    assert (person.name, [(f.attribute, f.value) for f in person.facts]) == ("靳澈言", [("age", "四十三岁")])
    (person,) = extract_mentions("我实习生靳澈明就是今年四十三岁", language="zh")
    assert person.name == "靳澈明"
    # "那个" right before 我 points at nothing: a filler
    (person,) = extract_mentions("那个我那实习生靳澈言就是今年四十三岁", language="zh")
    assert (person.name, [(f.attribute, f.value) for f in person.facts]) == ("靳澈言", [("age", "四十三岁")])


def test_a_time_in_an_earlier_clause_does_not_date_the_event() -> None:
    said = "my boss got his MBA last yr i think fyi the con i went to - crowd like 20 ppl"
    (event,) = [m for m in extract_mentions(said, language="en") if m.kind == "event"]
    assert [(f.attribute, f.value) for f in event.facts] == [("size", "20 people")]
    said = "Last month's trade fair in Leipzig went four days"
    (event,) = [m for m in extract_mentions(said, language="en") if m.kind == "event"]
    assert ("date", "Last month") in [(f.attribute, f.value) for f in event.facts]


def test_a_time_before_the_telling_of_going_dates_the_event() -> None:
    for said, date in (
        ("Last week I went on a trip to Canada and met someone", "Last week"),
        ("Last weekend, I took my family on a road trip to Jasper", "Last weekend"),
        ("Next month I'm having an art show with my paintings", "Next month"),
    ):
        (event,) = [m for m in extract_mentions(said, language="en") if m.kind == "event"]
        assert ("date", date) in [(f.attribute, f.value) for f in event.facts]


def test_it_was_how_it_felt_is_no_content() -> None:
    (event,) = extract_mentions("went to the anime con last weekend. it was amazing", language="en")
    assert not any(f.attribute == "content" for f in event.facts)


def test_last_night_and_tonight_are_the_days_they_name() -> None:
    noon = datetime(2026, 11, 25, 12, tzinfo=UTC)
    assert absolute_date("last night", noon, "en", past=True) == absolute_date("yesterday", noon, "en", past=True)
    # "the party tonight had 40 people", said at noon: today, not a week ago
    assert absolute_date("tonight", noon, "en", past=True) == absolute_date("today", noon, "en", past=True)


def test_that_con_is_the_con_not_the_conf(tmp_path: Path) -> None:
    """Two events of near kinds: "that con" joins the anime con, "the conf" does not (a conference is no con)."""
    mem = Memory(tmp_path / "jiyi.db")
    topic = mem.topics.create(user_id="u", title="t")
    for line in (
        "went to the anime con last weekend. it was mostly cosplay contests",
        "the DevOps conf i went to was at the Bell Centre in Montreal",
        "that con - venue the Shaw Centre in Ottawa",
    ):
        mem.messages.add(topic.id, role="user", content=line)
    mem.extract(topic.id)
    views = {v.entity.name: v for v in mem.entities.views("u") if v.entity.kind == "event"}
    facts = {name: {(f.attribute, f.value) for f in v.facts} for name, v in views.items()}
    assert ("place", "Shaw Centre in Ottawa") in facts["anime con"]
    assert ("place", "Bell Centre in Montreal") in facts["DevOps conf"]
    assert ("place", "Bell Centre in Montreal") not in facts["anime con"]
    mem.close()
