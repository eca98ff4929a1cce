"""A name then can / may / will and a verb: "我朋友王芳会拉小提琴" is 王芳 who can play the violin (was a person
called 王芳会 with nothing known of her), "我同事刘洋能喝酒" 刘洋, "我朋友陈静要去上海" 陈静. A name whose third
character is no modal before a verb keeps it. Sentences are our own."""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("我朋友王芳会拉小提琴", "王芳"),
        ("我表姐张丽会开车", "张丽"),
        ("我同事刘洋能喝酒", "刘洋"),
        ("我朋友陈静要去上海", "陈静"),
        ("我同事孙浩想考研", "孙浩"),
        ("我朋友王芳会计专业毕业的", "王芳"),  # 会计 is her subject: the name ends before it all the same
        ("我同事张想今年30", "张想"),  # a name of two characters that is also a modal stays whole
        ("我朋友李海明想学游泳", "李海明"),
    ],
)
def test_a_modal_after_a_name_opens_the_predicate(text: str, name: str) -> None:
    assert [m.name for m in extract_mentions(text, language="zh")] == [name]


@pytest.mark.parametrize(
    ("text", "name", "value"),
    [
        ("我朋友王芳会拉小提琴", "王芳", "小提琴"),
        ("my friend Amy plays the violin", "Amy", "violin"),  # "can play" is not read in English yet
    ],
)
def test_what_they_can_do_is_theirs(text: str, name: str, value: str) -> None:
    mentions = extract_mentions(text, language="zh" if not text.isascii() else "en")
    assert [m.name for m in mentions] == [name]
    assert any(value in f.value for f in mentions[0].facts), mentions[0].facts
