"""Facts about the people in the user's world said the chat way (issue #21): a few words of framing before them
("Funny thing, my mentor Ken …"), "also" and "too" around a hometown, a hometown said by what it is near or as "a
small town called …", a height said with "tiny" or "the tallest", and in Chinese "东北那疙瘩的", "老家跟我一样温州的",
"他家哈尔滨的". Sentences are our own, none from an evaluation set.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from jiyi import FixedClock, Memory
from jiyi.extractors._entities import extract_mentions


def _facts(text: str, language: str) -> dict[str, dict[str, str]]:
    return {m.name: {f.attribute: f.value for f in m.facts} for m in extract_mentions(text, language=language)}


@pytest.mark.parametrize(
    ("said", "attribute", "value"),
    [
        ("Funny thing, my mentor Ken is from Osaka.", "from", "Osaka"),
        ("Get this, my mentor Ken is 45.", "age", "45"),
        ("Seriously, my mentor Ken is 52.", "age", "52"),
        ("My mentor Ken is also from Osaka.", "from", "Osaka"),
        ("My mentor Ken is from Osaka too.", "from", "Osaka"),
        ("My mentor Ken is 45 as well.", "age", "45"),
        ("My mentor Ken is actually 45.", "age", "45"),
        ("My mentor Ken is really really into pigeon racing.", "likes", "pigeon racing"),
        ("My mentor Ken grew up in Stockport, just outside Manchester.", "from", "Stockport"),
        ("My mentor Ken grew up outside Manchester, in Stockport.", "from", "Stockport"),
        ("My mentor Ken is from outside Manchester, in Stockport.", "from", "Stockport"),
        ("My mentor Ken comes from a small town in Ohio called Dayton.", "from", "Dayton, Ohio"),
        ("My mentor Ken is from a little village called Hope.", "from", "Hope"),
        ("My mentor Ken lives in Salford, near Manchester.", "lives_in", "Salford"),
        ("My mentor Ken is tiny, maybe 150 cm.", "height", "150 cm"),
        ("My mentor Ken is the tallest at 190cm.", "height", "190cm"),
        ("My mentor Ken is the tallest of us, 6'5\".", "height", "6'5\""),
        ("My mentor Ken - 45, Osaka native.", "from", "Osaka"),
        ("My mentor Ken - 45 this year.", "age", "45"),
        ("My mentor Ken - Osaka born and raised.", "from", "Osaka"),
        ("The boss, Ken, is 45.", "age", "45"),
        ("Ken, the boss, grew up in Osaka.", "from", "Osaka"),
        ("Ken at work is from Osaka.", "from", "Osaka"),
        ("My mentor Ken flew home to Osaka for the holidays, it's where the whole family's from.", "from", "Osaka"),
        ("My mentor Ken went back to Osaka for New Year, it's where he's from.", "from", "Osaka"),
        ("Like I told you, my mentor Ken is 45.", "age", "45"),
        ("My mentor Ken, who you met at the party, is 45.", "age", "45"),
        ("My mentor Ken is 45 if you were wondering.", "age", "45"),
        ("My mentor Ken, you'll hear about him a lot, honestly can't believe he is 45 already.", "age", "45"),
        ("My mentor Ken is 45 I think, yeah 45, and need to sort a present.", "age", "45"),
    ],
)
def test_english_said_the_chat_way(said: str, attribute: str, value: str) -> None:
    assert _facts(said, "en").get("Ken", {}).get(attribute) == value


@pytest.mark.parametrize(
    "said",
    [
        "Tom, my brother, is 30.",  # a name set off before the tie is the one named, not framing
        "Seriously, Tom is 30.",
    ],
)
def test_english_a_name_before_a_comma_stays_the_one_named(said: str) -> None:
    assert _facts(said, "en")["Tom"]["age"] == "30"


@pytest.mark.parametrize(
    ("said", "relation"),
    [
        ("The boss, Ken, is 45.", "boss"),
        ("Ken, the boss, grew up in Osaka.", "boss"),
        ("Ken at work is 45.", "colleague"),
    ],
)
def test_english_a_tie_said_with_the_is_the_users(said: str, relation: str) -> None:
    assert [m.relation for m in extract_mentions(said, language="en") if m.name == "Ken"] == [relation]


@pytest.mark.parametrize(
    "said",
    [
        "My mentor Ken flew to Paris for work, it's where I'm from.",  # the user's hometown, not his
        "Can you remind my mentor Ken that he is 45?",  # a request, not a fact told
        "At the party, my mentor Ken danced all night.",  # a frame of place stays a frame
    ],
)
def test_english_what_is_not_told_of_him_stays_unread(said: str) -> None:
    assert not any(m.facts for m in extract_mentions(said, language="en") if m.name == "Ken")


def test_english_a_hometown_keeps_its_state_and_what_is_near_is_no_hometown() -> None:
    assert _facts("My mentor Ken is from Dayton, Ohio.", "en")["Ken"]["from"] == "Dayton, Ohio"
    assert _facts("My mentor Ken grew up near Manchester.", "en")["Ken"]["from"] == "Manchester"


@pytest.mark.parametrize(
    ("said", "attribute", "value"),
    [
        ("我同事王强东北那疙瘩的", "from", "东北"),
        ("跟你说下，我同事王强，东北那疙瘩的，一米八五", "from", "东北"),
        ("跟你说下，我同事王强，东北那疙瘩的，一米八五", "height", "一米八五"),
        ("我同事王强绵阳那旮旯的", "from", "绵阳"),
        ("我同事王强老家跟我一样温州的", "from", "温州"),
        ("我同事王强老家跟我一样是温州的", "from", "温州"),
        ("我同事王强跟我一样，也是温州人", "from", "温州"),
        ("我同事王强跟我一样也是老师", "job", "老师"),
        ("我同事王强他家哈尔滨的", "from", "哈尔滨"),
    ],
)
def test_chinese_said_the_chat_way(said: str, attribute: str, value: str) -> None:
    assert _facts(said, "zh").get("王强", {}).get(attribute) == value


@pytest.mark.parametrize(
    ("said", "relation"),
    [
        ("我们组新来的小李，95年的，湖南人", "同事"),
        ("我们部门新来的小李是湖南人", "同事"),
        ("新来的同事小李是湖南人", "同事"),
        ("我新来的同事小李是湖南人", "同事"),
        ("我们组新来的实习生小李是湖南人", "实习生"),
    ],
)
def test_chinese_someone_new_at_work_is_still_of_the_users_work(said: str, relation: str) -> None:
    got = [
        (m.relation, {f.attribute: f.value for f in m.facts}.get("from")) for m in extract_mentions(said, language="zh")
    ]
    assert got == [(relation, "湖南")]


@pytest.mark.parametrize("tail", ["咯", "撒", "哇", "嗷", "捏", "嘞", "噻"])
def test_chinese_a_dialects_tail_after_the_value_is_no_part_of_it(tail: str) -> None:
    assert _facts(f"我同事王强是河北邯郸的{tail}", "zh")["王强"]["from"] == "河北邯郸"


@pytest.mark.parametrize(
    ("said", "who", "attribute", "value"),
    [
        ("我姨父就爱钓鱼王芳今年二十六", "王芳", "age", "二十六岁"),
        ("我那姨父就爱盘核桃王芳都二十六了还天天熬夜打游戏", "王芳", "age", "二十六岁"),
        ("我同事买了辆车李娜今年三十", "李娜", "age", "三十岁"),
        ("项目经理周航在深圳上班", "周航", "works_in", "深圳"),  # a title before a name is no run-on
        ("郜璐瑶每年春节都回江苏张家港老家", "郜璐瑶", "from", "江苏张家港"),  # nor a place going on
        ("四十八岁——这是庞思琪今年的年纪", "庞思琪", "age", "四十八岁"),
    ],
)
def test_chinese_a_name_run_on_after_someone_else_starts_its_own_clause(
    said: str, who: str, attribute: str | None, value: str | None
) -> None:
    facts = _facts(said, "zh")
    assert who in facts
    if attribute is not None:
        assert facts[who][attribute] == value


def test_chinese_what_was_said_of_the_first_stays_theirs() -> None:
    facts = _facts("我姨父就爱钓鱼王芳今年二十六", "zh")
    assert facts[""]["likes"] == "钓鱼"


@pytest.mark.parametrize("said", ["我同事王强他家挺远的", "我同事王强他家挺有钱的", "我同事王强跟我一样高"])
def test_chinese_what_is_no_hometown_stays_none(said: str) -> None:
    assert "from" not in _facts(said, "zh").get("王强", {})


@pytest.mark.parametrize(
    ("language", "said", "question", "expected"),
    [
        ("en", ["Funny thing, my mentor Ken Mori is from Osaka too."], "Where is Ken from?", "Osaka"),
        ("zh", ["跟你说下，我同事王强，东北那疙瘩的，一米八五"], "王强老家哪的？", "东北"),
    ],
)
def test_the_context_block_answers_from_what_was_said(
    tmp_path, language: str, said: list[str], question: str, expected: str
) -> None:
    clock = FixedClock(datetime(2026, 11, 25, 9, tzinfo=UTC))
    mem = Memory(tmp_path / "m.db", extractor="offline", clock=clock)
    for text in said:
        topic = mem.topics.create("u", "chat")
        mem.messages.add(topic.id, "user", text)
        mem.extract(topic.id)
        clock.set(clock.now() + timedelta(days=1))
    assert expected in mem.context("u", question).text


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "My coworkers Raj (30) and Dev (35) both work in Pune.",
            {"Raj": ("coworker", "30", "Pune"), "Dev": ("coworker", "35", "Pune")},
        ),
        (
            "My neighbour Bill, 70, and his wife Sue, 68, work in Cork.",
            {"Bill": ("neighbour", "70", "Cork"), "Sue": ("", "68", "Cork")},
        ),
    ],
)
def test_english_each_ones_age_said_aside_in_a_pair(said: str, expected: dict[str, tuple[str, str, str]]) -> None:
    got = {
        m.name: (
            m.relation,
            {f.attribute: f.value for f in m.facts}.get("age"),
            {f.attribute: f.value for f in m.facts}.get("works_in"),
        )
        for m in extract_mentions(said, language="en")
    }
    assert got == expected


@pytest.mark.parametrize(
    ("said", "relation"),
    [("Raj and Dev are my coworkers.", "coworker"), ("Raj and Dev are my best friends.", "best friend")],
)
def test_english_two_named_as_my_ties_hold_the_tie_not_a_job(said: str, relation: str) -> None:
    got = {m.name: (m.relation, [f.attribute for f in m.facts]) for m in extract_mentions(said, language="en")}
    assert got == {"Raj": (relation, []), "Dev": (relation, [])}


def test_english_two_named_with_a_trade_each_hold_the_trade() -> None:
    got = {m.name: _facts_of(m) for m in extract_mentions("Raj and Dev are programmers.", language="en")}
    assert got == {"Raj": {"job": "programmer"}, "Dev": {"job": "programmer"}}


def _facts_of(m) -> dict[str, str]:  # type: ignore[no-untyped-def]
    return {f.attribute: f.value for f in m.facts}


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("My mentor Ken went to college.", "college"),
        ("My mentor Ken left school at 16.", "left school at 16"),
        ("My mentor Ken graduated with a master's in 2010.", "master's"),
        ("My mentor Ken is educated to degree level.", "degree"),
    ],
)
def test_english_schooling_said_as_where_they_went_or_how_far(said: str, value: str) -> None:
    assert _facts(said, "en")["Ken"]["education"] == value


@pytest.mark.parametrize(
    ("said", "employer"),
    [
        ("My coworker Ana became a supervisor at 28.", None),  # an age, not a workplace
        ("My coworker Ana works at 3M.", "3M"),
        ("My coworker Ana works at 7-Eleven.", "7-Eleven"),
    ],
)
def test_english_a_bare_number_after_at_is_no_employer(said: str, employer: str | None) -> None:
    mentions = extract_mentions(said, language="en")
    assert _facts(said, "en")["Ana"].get("employer") == employer
    assert not [m for m in mentions if m.name.isdigit()]
