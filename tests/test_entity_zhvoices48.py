"""Chinese person facts said in the ways the voice pools speak: a pause after the person and who they are to the user
("柯思琪（我老板）呀，地道的江西九江人"), and a trade known by the hardship of it told ("聊起当理疗师的辛苦"), with the
English counterparts English reads today."""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions


def _people(text: str, language: str = "zh") -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation): {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language=language)
        if m.kind == "person"
    }


@pytest.mark.parametrize(
    ("said", "language", "who", "fact"),
    [
        ("柯思琪（我老板）呀，地道的江西九江人。", "zh", "柯思琪", ("from", "江西九江")),
        ("龚秋萍（我堂妹）啊，地道的江西赣州人。", "zh", "龚秋萍", ("from", "江西赣州")),
        ("庞浩然（我外甥）呀，净身高1米7～～", "zh", "庞浩然", ("height", "1米7")),
        ("Kim (my boss), well, she's from Jiujiang.", "en", "Kim", ("from", "Jiujiang")),
        ("Tom (my nephew), um, he is 1.7m tall.", "en", "Tom", ("height", "1.7m")),
    ],
)
def test_a_pause_after_who_they_are_keeps_what_follows_theirs(
    said: str, language: str, who: str, fact: tuple[str, str]
) -> None:
    assert fact in _people(said, language)[who]


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("上回聚餐我的老板柯思琪聊起当理疗师的辛苦～～", "柯思琪", ("job", "理疗师")),
        ("上回聚餐同事葛凤霞聊起当幼师的辛苦。", "葛凤霞", ("job", "幼师")),
        ("我表哥周建华常跟我抱怨当外卖骑手的不容易", "周建华", ("job", "外卖骑手")),
    ],
)
def test_the_hardship_of_a_trade_told_is_their_work(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said)[who]


@pytest.mark.parametrize(
    "said",
    ["上回聚餐同事葛凤霞聊起当年的辛苦。", "我表哥周建华常跟我抱怨当时的不容易"],
)
def test_hardship_of_a_time_gives_no_work(said: str) -> None:
    assert not any(a == "job" for facts in _people(said).values() for a, _ in facts)


def test_the_relation_in_the_brackets_stays_with_the_paused_name() -> None:
    found = [m for m in extract_mentions("柯思琪（我老板）呀，地道的江西九江人。", language="zh") if m.kind == "person"]
    assert [(m.name, m.relation) for m in found] == [("柯思琪", "老板")]


@pytest.mark.parametrize(
    ("said", "language", "who", "fact"),
    [
        ("上次去蓝鲸游戏办事，碰巧遇到在那儿工作的我的同事邱海峰。", "zh", "邱海峰", ("employer", "蓝鲸游戏")),
        ("记一下，上个月去贵阳出差，顺路见了在那边工作的姐夫邱家豪。", "zh", "邱家豪", ("works_in", "贵阳")),
        ("上周我去北京开会，见到了在那边上班的表哥王磊。", "zh", "王磊", ("works_in", "北京")),
        (
            "Last month I went to Denver for work and met my brother-in-law Sam, who works there.",
            "en",
            "Sam",
            ("works_in", "Denver"),
        ),
    ],
)
def test_someone_met_working_where_the_user_went_works_there(
    said: str, language: str, who: str, fact: tuple[str, str]
) -> None:
    assert fact in _people(said, language)[who]


def test_someone_met_on_a_stroll_is_given_no_workplace() -> None:
    # a walk in the park is no errand: the park is not taken for where the cousin works
    people = _people("上次去公园散步，碰巧遇到在那儿工作的表哥王磊。")
    assert not any(a in {"employer", "works_in"} for facts in people.values() for a, _ in facts)


@pytest.mark.parametrize(
    ("said", "language", "who", "fact"),
    [
        ("去年年底庞浩然升了行政助理，请大家吃了顿饭。", "zh", "庞浩然", ("title", "行政助理")),
        ("今年年初王芳当上了护士长", "zh", "王芳", ("title", "护士长")),
        ("Late last year Tom was promoted to office manager.", "en", "Tom", ("title", "office manager")),
    ],
)
def test_a_name_said_bare_after_when_it_changed_takes_the_change(
    said: str, language: str, who: str, fact: tuple[str, str]
) -> None:
    assert fact in _people(said, language)[who]


def test_a_thing_that_changed_late_last_year_is_no_person() -> None:
    assert _people("去年年底公司升了级") == {}


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("197 27165461是梁承泽（我同事）的号，他在哪上班？贵阳。", ("phone", "197 27165461")),
        ("13794974892是梁承泽（我同事）的手机号", ("phone", "13794974892")),
    ],
)
def test_a_value_said_first_stays_with_the_name_tagged_after_it(said: str, fact: tuple[str, str]) -> None:
    people = _people(said)
    assert fact in people["梁承泽"]
    assert "同事" not in people  # not given to a colleague left unnamed
    assert [m.relation for m in extract_mentions(said, language="zh") if m.name == "梁承泽"] == ["同事"]
