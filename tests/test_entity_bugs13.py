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
