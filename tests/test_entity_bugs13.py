"""Known misreads of the offline entity reader (issue #21, brief bugs13): each shape read at its cause.

Generic place words are no places ("在社区医院上班" names no city 社区); a three-character Chinese name is not
cut before its last character (汪德才, 魏东来); the negatives stay as they were.
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._rules_common import is_place


def _read(text: str, language: str, names: tuple[str, ...] = ()) -> list[tuple[str, str, tuple[tuple[str, str], ...]]]:
    mentions = extract_mentions(text, language=language, names=names)
    return [(m.name, m.relation, tuple(sorted((f.attribute, f.value) for f in m.facts))) for m in mentions]


Read = list[tuple[str, str, tuple[tuple[str, str], ...]]]


def _facts(text: str, language: str, names: tuple[str, ...] = ()) -> set[tuple[str, str]]:
    return {(f.attribute, f.value) for m in extract_mentions(text, language=language, names=names) for f in m.facts}


# --- 2: a kind of area is no place; a named one is ------------------------------------------------------------


@pytest.mark.parametrize(
    "word", ["社区", "小区", "开发区", "我们小区", "老城区", "高新区", "超市", "城市", "反省", "外县", "全市"]
)
def test_kind_of_area_is_no_place(word: str) -> None:
    assert not is_place(word)


@pytest.mark.parametrize("word", ["海淀区", "浦东新区", "南山区", "浙江省", "苏州市", "沛县", "杭州", "朝阳区"])
def test_named_area_is_a_place(word: str) -> None:
    assert is_place(word)


@pytest.mark.parametrize(
    ("said", "want", "never"),
    [
        ("我妈在社区医院上班", ("employer", "社区医院"), ("works_in", "社区")),
        ("我姐一直在社区医院当护士，挺累的", ("job", "护士"), ("works_in", "社区")),
        ("我妹在海淀区上班", ("works_in", "海淀区"), ("employer", "海淀区")),
    ],
)
def test_work_place_zh(said: str, want: tuple[str, str], never: tuple[str, str]) -> None:
    facts = _facts(said, "zh")
    assert want in facts
    assert never not in facts


@pytest.mark.parametrize("said", ["我哥在开发区上班", "我爸在小区上班嘛", "我舅在超市上班"])
def test_kind_of_area_is_no_work_city(said: str) -> None:
    assert not any(a == "works_in" for a, _ in _facts(said, "zh"))


# --- 3: a three-character name is read whole ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "names", "want"),
    [
        ("我同事汪德才在深圳上班", (), "汪德才"),
        ("我同事汪德才干了十年会计", (), "汪德才"),
        ("汪德才干了十年会计，他是我同事", (), "汪德才"),
        ("我表哥魏东来，今年35岁", (), "魏东来"),
        ("我表哥魏东来了，他今年35岁", ("魏东来",), "魏东来"),
        ("堂哥魏东来了 今年35", ("魏东来",), "魏东来"),
        ("我舅妈邵月娥今年五十了", (), "邵月娥"),
        ("我同学邵月娥干了十年会计", (), "邵月娥"),
    ],
)
def test_three_character_name(said: str, names: tuple[str, ...], want: str) -> None:
    assert [m.name for m in extract_mentions(said, language="zh", names=names) if m.kind == "person"] == [want]


@pytest.mark.parametrize(
    ("said", "names", "want"),
    [
        ("我表哥魏东来了，他今年35岁", (), "魏东"),  # unknown: 魏东 came
        ("我表哥魏东来了，他今年35岁", ("魏东",), "魏东"),
        ("我表哥王明，今年35岁", (), "王明"),
        ("我朋友李娜才去了上海", (), "李娜"),
        ("我姐李娜，在杭州上班", (), "李娜"),
    ],
)
def test_name_not_lengthened(said: str, names: tuple[str, ...], want: str) -> None:
    assert [m.name for m in extract_mentions(said, language="zh", names=names) if m.kind == "person"] == [want]


# --- 4: a judged trade is a skill, not a job ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "want"),
    [
        ("My sister Amy is a good cook.", "en", ("trait", "good cook")),
        ("my brother Tom is a terrible driver lol", "en", ("trait", "terrible driver")),
        ("My dad is an amazing cook", "en", ("trait", "amazing cook")),
        ("my aunt is a really good baker tbh", "en", ("trait", "really good baker")),
        ("我妈是个好厨师", "zh", ("trait", "好厨师")),
        ("我哥是个糟糕的司机", "zh", ("trait", "糟糕的司机")),
        ("我同事王芳是个特别优秀的律师", "zh", ("trait", "特别优秀的律师")),
    ],
)
def test_judged_trade_is_no_job(said: str, language: str, want: tuple[str, str]) -> None:
    facts = _facts(said, language)
    assert want in facts
    assert not any(a == "job" for a, _ in facts)


@pytest.mark.parametrize(
    ("said", "language", "want"),
    [
        ("My cousin Dana is a cook at Nobu.", "en", ("job", "cook")),
        ("My cousin Dana is a great nurse at Mercy", "en", ("job", "nurse")),
        ("my mom is a chef", "en", ("job", "chef")),
        ("my friend Jo is a senior engineer", "en", ("job", "senior engineer")),
        ("My cousin Dana works as a driver", "en", ("job", "driver")),
        ("我表哥是厨师", "zh", ("job", "厨师")),
    ],
)
def test_trade_still_a_job(said: str, language: str, want: tuple[str, str]) -> None:
    assert want in _facts(said, language)


@pytest.mark.parametrize("said", ["Is my sister a good cook?", "If Amy were a good cook we would eat in"])
def test_judged_trade_negatives(said: str) -> None:
    assert not _facts(said, "en")


# --- 5: getting into a school is education news, not a taste ---------------------------------------------------


@pytest.mark.parametrize(
    ("said", "want"),
    [
        ("my nephew Sam got into college", "got into college"),
        ("My brother Tom got into grad school", "got into grad school"),
        ("my niece Emma just got into nursing school!!", "got into nursing school"),
        ("my sister got into her dream school", "got into her dream school"),
        ("my nephew just got into uni lol", "got into uni"),
        ("My cousin Dana got into Stanford!", "got into Stanford"),
    ],
)
def test_got_into_school(said: str, want: str) -> None:
    facts = _facts(said, "en")
    assert ("note", want) in facts
    assert not any(a in ("likes", "hobby") for a, _ in facts)


@pytest.mark.parametrize(
    ("said", "want"),
    [("My friend Li got into pottery lately", ("hobby", "pottery")), ("My friend Li got into yoga", ("hobby", "yoga"))],
)
def test_got_into_a_pastime(said: str, want: tuple[str, str]) -> None:
    assert want in _facts(said, "en")


@pytest.mark.parametrize("said", ["Did my nephew get into college?", "I got into college"])
def test_got_into_negatives(said: str) -> None:
    assert not _facts(said, "en")


# --- 6: a place name may end in a number ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "want"),
    [
        ("The team offsite is at Pier 39 next Friday", "en", "Pier 39"),
        ("I have a concert at Studio 54 on May 3", "en", "Studio 54"),
        ("Our book club meets at Cafe 101 every Tuesday", "en", "Cafe 101"),
        ("The meetup is at Room 204 on Friday", "en", "Room 204"),
        ("周六我们公司团建在798艺术区", "zh", "798艺术区"),
        ("下周五的聚会在国贸3期", "zh", "国贸3期"),
    ],
)
def test_place_ending_in_number(said: str, language: str, want: str) -> None:
    assert ("place", want) in _facts(said, language)


@pytest.mark.parametrize(
    ("said", "want"),
    [("The party is at Luigi 8 pm Saturday", "Luigi"), ("The workshop is at Building 5, Friday at 3pm", "Building 5")],
)
def test_place_number_not_a_time(said: str, want: str) -> None:
    assert {v for a, v in _facts(said, "en") if a == "place"} == {want}


# --- 7: a birthday keeps its year -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "want"),
    [
        ("My cousin Dana was born on March 3, 1988.", "March 3, 1988"),
        ("My cousin Dana was born March 3rd, 1988", "March 3rd, 1988"),
        ("My brother Tom's birthday is March 3, 1988 btw", "March 3, 1988"),
        ("My sister Amy: DOB 3/3/1988", "3/3/1988"),
        ("My brother Tom, his birthday is 1988-03-03", "1988-03-03"),
    ],
)
def test_birthday_year_kept(said: str, want: str) -> None:
    assert ("birthday", want) in _facts(said, "en")


@pytest.mark.parametrize(
    ("said", "want"),
    [
        ("My cousin Dana is 26, from Wuhan", {("age", "26"), ("from", "Wuhan")}),
        ("my uncle Rob is 61, 180 cm", {("age", "61"), ("height", "180 cm")}),
    ],
)
def test_number_list_still_split(said: str, want: set[tuple[str, str]]) -> None:
    assert _facts(said, "en") == want


# --- 1: "my coworker's wife" is the wife, not the coworker ----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "language", "want"),
    [
        ("我同事老婆，年龄：45", "zh", [("", "同事的老婆", (("age", "45岁"),))]),
        ("我同事的老婆今年45岁", "zh", [("", "同事的老婆", (("age", "45岁"),))]),
        ("我同事老婆的年龄：45", "zh", [("", "同事的老婆", (("age", "45岁"),))]),
        ("我表哥家孩子，身高120厘米", "zh", [("", "表哥的孩子", (("height", "120厘米"),))]),
        ("我同事老婆在深圳上班", "zh", [("", "同事的老婆", (("works_in", "深圳"),))]),
        ("我闺蜜老公是律师", "zh", [("", "闺蜜的老公", (("job", "律师"),))]),
    ],
)
def test_their_spouse_or_child(said: str, language: str, want: Read) -> None:
    assert _read(said, language) == want


@pytest.mark.parametrize(
    "said",
    ["my coworker's wife, age: 45", "My coworker's wife is 45", "my cousin's kid, height: 120 cm"],
)
def test_their_spouse_or_child_en_not_the_first(said: str) -> None:
    assert not any(m.relation in ("coworker", "cousin") and m.facts for m in extract_mentions(said, language="en"))


@pytest.mark.parametrize(
    ("said", "want"),
    [
        ("我同事今年45岁", [("", "同事", (("age", "45岁"),))]),
        ("我二姨家的表妹叫谢琳", [("谢琳", "表妹", ())]),
    ],
)
def test_relation_alone_unchanged(said: str, want: Read) -> None:
    assert _read(said, "zh") == want


@pytest.mark.parametrize("said", ["我老公孩子都在老家", "我爸妈都在深圳"])
def test_my_own_family_listed(said: str) -> None:
    assert not any("的" in m.relation for m in extract_mentions(said, language="zh"))
