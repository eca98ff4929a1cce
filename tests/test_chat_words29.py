"""One table per idea (stop 29): fillers, openers, acknowledgements.

The fillers ("um", "erm", "hmm", 嗯, 呃) and the words a chat opens a clause with ("ok so", "btw", 对了, 话说) are
listed once in `_chat_fillers`; the acknowledgements, greetings and thanks (好的, 收到, 晚安, 谢谢) once in
`_smalltalk`. Every reader builds its pattern from them, so a word one reader knows, all know.
"""

from __future__ import annotations

import pytest

from jiyi._smalltalk import says_something
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._pro_drop import with_user_subject_zh
from jiyi.extractors._rules_en import FILLER
from jiyi.extractors._shape_people import FILLER as LEAD


def _people(text: str, language: str) -> dict[str, set[tuple[str, str]]]:
    return {
        m.name or m.relation: {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language=language)
    }


@pytest.mark.parametrize(
    ("said", "language", "who", "fact"),
    [
        ("Jo, hmm, just turned 62", "en", "Jo", ("age", "62")),
        ("Jo, mm, lives in Leeds", "en", "Jo", ("lives_in", "Leeds")),
        ("so yeah Dana, erm, works at Nike", "en", "Dana", ("employer", "Nike")),
        ("hmm my sister Amy works at Google", "en", "Amy", ("employer", "Google")),
        ("mm my boss Dana is 52", "en", "Dana", ("age", "52")),
        ("hey jo, my aunt, is 62", "en", "Jo", ("age", "62")),
        ("ok so jo, my aunt, is 62", "en", "Jo", ("age", "62")),
        ("alright so my cousin Leo is 19", "en", "Leo", ("age", "19")),
        ("so btw email for Dev from work: dev@x.io", "en", "Dev", ("email", "dev@x.io")),
        ("lol Dana's details: age 34, works at Nike", "en", "Dana", ("age", "34")),
        ("话说我表哥今年三十五", "zh", "表哥", ("age", "三十五岁")),
        ("话说小周身高一米六五", "zh", "小周", ("height", "一米六五")),
        ("记着小刘电话13812345678", "zh", "小刘", ("phone", "13812345678")),
        ("记着，我同事小王是杭州人", "zh", "小王", ("from", "杭州")),
        ("顺便说一下，我妈今年六十", "zh", "妈", ("age", "六十岁")),
    ],
)
def test_a_filler_or_an_opener_is_set_aside_wherever_it_is_said(
    said: str, language: str, who: str, fact: tuple[str, str]
) -> None:
    assert fact in _people(said, language).get(who, set()), _people(said, language)


@pytest.mark.parametrize("lead", ["um", "uh", "erm", "hmm", "hm", "mm", "ok so", "btw", "lol", "oh and", "update:"])
def test_the_readers_share_the_openers(lead: str) -> None:
    said = f"{lead} my cousin Leo is 19"
    assert FILLER.match(said) and LEAD.match(said)


@pytest.mark.parametrize(
    "said",
    [
        "hmm, how old is my cousin Leo?",  # a question
        "erm, if my cousin Leo were 19 he could drive",  # a hypothetical
        "Jo, hmm, might be 62, no idea",  # a guess
    ],
)
def test_a_filler_makes_no_fact_of_a_question_or_a_guess(said: str) -> None:
    assert ("age", "19") not in _people(said, "en").get("Leo", set())
    assert ("age", "62") not in _people(said, "en").get("Jo", set())


@pytest.mark.parametrize("line", ["了解了", "知道了", "没事没事", "算了吧", "收到", "好嘞！", "早安！", "恩恩", "是的"])
def test_an_acknowledgement_is_small_talk(line: str) -> None:
    assert not says_something(line)


@pytest.mark.parametrize(
    "line", ["知道了，周五去体检", "了解到公司在裁员", "恩师下周退休", "是的，我在上海", "早安，今天去爬山了"]
)
def test_a_statement_after_or_like_an_acknowledgement_says_something(line: str) -> None:
    assert says_something(line)


@pytest.mark.parametrize("said", ["不客气", "回头见", "呵呵", "没关系，下次吧", "收到，明天见", "好啊"])
def test_small_talk_gets_no_subject(said: str) -> None:
    assert with_user_subject_zh(said) == said


@pytest.mark.parametrize(
    ("said", "becomes"), [("最近在学吉他", "我最近在学吉他"), ("开的是一辆二手卡罗拉", "我开的是一辆二手卡罗拉")]
)
def test_a_statement_still_gets_its_subject(said: str, becomes: str) -> None:
    assert with_user_subject_zh(said) == becomes
