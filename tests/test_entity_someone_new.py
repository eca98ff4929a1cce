"""A 她 / "she" after a clause that brought someone new in (issue #21): "我同事小刘给我介绍了个对象，她是护士" — 她
is as likely the 对象 as 小刘, so no one gets the fact; and a person who gives the user something
("我表哥张伟给我打了电话") is told of, not asked for help, so the person is still read.

A missed fact costs less than a wrong one: each "nobody" case below put the fact on the subject on main; the
positives around them (the predicate 是个护士, the subject's own relation 我有个女儿, a new one of the other gender,
someone named at once, a teller "a friend mentioned") must keep reading.
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._referents import someone_new_en, someone_new_zh
from jiyi.extractors._rules_zh import asks_help


def _facts(text: str, language: str) -> dict[str, list[tuple[str, str]]]:
    return {
        (m.name or m.relation): [(f.attribute, f.value) for f in m.facts]
        for m in extract_mentions(text, language=language)
    }


def _all_values(text: str, language: str) -> set[str]:
    return {f.value for m in extract_mentions(text, language=language) for f in m.facts}


# --- someone new, then a pronoun: nobody's ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "language", "value"),
    [
        ("我同事小刘给我介绍了个对象，她是护士", "zh", "护士"),
        ("我同事小刘介绍了个对象给我，她是护士", "zh", "护士"),
        ("我表姐有个女儿，她今年3岁", "zh", "3岁"),
        ("我闺蜜林悦认识了一个新同事，她是上海人", "zh", "上海"),
        ("我哥带回来一个姑娘，她在银行上班", "zh", "银行"),
        ("我同事小王新招了一个实习生男孩，他今年22", "zh", "22岁"),
        ("my coworker Liu set me up with a girl, she's a nurse", "en", "nurse"),
        ("My sister Amy had a baby last month. She's 34 now.", "en", "34"),
        ("my brother Tom met someone at the gym, she's a teacher", "en", "teacher"),
        ("my brother Tom met someone at the gym, he's 30", "en", "30"),
        ("My aunt Rosa hired a new roommate; she is from Ohio", "en", "Ohio"),
    ],
)
def test_a_pronoun_after_someone_new_is_nobodys(said: str, language: str, value: str) -> None:
    assert value not in _all_values(said, language)


# --- what must keep reading ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "language", "who", "fact"),
    [
        ("我表姐是个护士，她今年35了", "zh", "表姐", ("age", "35岁")),  # 是个护士 says what she is
        ("我表姐生了个儿子，她今年35了", "zh", "表姐", ("age", "35岁")),  # 儿子 is no 她
        ("我表哥交了个女朋友，他今年30", "zh", "表哥", ("age", "30岁")),  # 女朋友 is no 他
        ("我有个女儿，她今年5岁", "zh", "女儿", ("age", "5岁")),  # the one brought in is the subject
        ("我表姐周敏，她今年35，是护士", "zh", "周敏", ("age", "35岁")),
        ("那个朋友就是我的新同学小明，他今年12岁", "zh", "小明", ("age", "12岁")),  # 那个 points at someone known
        ("my sister Amy is a nurse, she's 34", "en", "Amy", ("age", "34")),
        ("My sister Amy had a son last month. She's 34 now.", "en", "Amy", ("age", "34")),
        ("I have a colleague named Leah Hughes; she was raised in Austin.", "en", "Leah Hughes", ("from", "Austin")),
        ("Adding someone: Isaac Abernathy, my mentee; my mom says he is 49.", "en", "Isaac Abernathy", ("age", "49")),
        ("My neighbour Joe adopted a puppy. He is 70.", "en", "Joe", ("age", "70")),
    ],
)
def test_the_subject_keeps_its_facts(said: str, language: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _facts(said, language).get(who, [])


def test_the_rule_reads_only_the_last_clause() -> None:
    assert someone_new_zh("我同事小刘给我介绍了个对象，", "她")
    assert not someone_new_zh("我同事小刘给我介绍了个对象，她人很好，", "她")  # the clause just before names no one new
    assert not someone_new_zh("我表姐是个护士，", "她")
    assert not someone_new_zh("我表姐生了个儿子，", "她")
    assert someone_new_zh("我表姐生了个儿子，", "他")
    assert not someone_new_zh("我有个女儿，", "她", "女儿")
    assert someone_new_en("My sister Amy had a baby last month; ", "She")
    assert not someone_new_en("my sister Amy is a nurse; ", "she")
    assert not someone_new_en("My sister Amy had a son last month; ", "She")
    assert not someone_new_en("I have a sister; ", "she", "sister")
    assert not someone_new_en("Lucia, my great-aunt; a friend mentioned", "she")


# --- 给我: a person giving, not a request ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("said", "who"),
    [
        ("我表哥张伟给我打了电话", "张伟"),
        ("我表哥张伟给我打了个电话，他说他升职了", "张伟"),
        ("我同事小刘给我带了早饭", "小刘"),
    ],
)
def test_someone_giving_the_user_is_still_read(said: str, who: str) -> None:
    assert who in _facts(said, "zh")


def test_asking_for_help_is_still_a_request() -> None:
    for ask in ("给我推荐几本书", "请给我讲讲", "你给我想个名字", "帮我看看这个", "麻烦你给我解释一下"):
        assert asks_help(ask), ask
    for told in ("我表哥张伟给我打了电话", "我妈给我买了件外套", "老板给我涨了工资"):
        assert not asks_help(told), told
    assert _facts("我表哥张伟给我买了礼物，他今年35了", "zh")["张伟"] == [("age", "35岁")]


@pytest.mark.parametrize(
    "said",
    [
        "my sister Amy is also a nurse; she's 34",
        "My sister Amy became a mom last year; she's 34",
        "my sister Amy's basically a kid at heart, she's 34",
        "my sister Amy works as a nanny, she's 34",
        "my sister Amy is like a friend to me, she's 34",
    ],
)
def test_what_the_subject_is_brings_no_one_new(said: str) -> None:
    assert ("age", "34") in _facts(said, "en")["Amy"]


# --- someone new, then a clause that says no subject: nobody's either ----------------------------------------------
@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("我姐给我介绍了个对象，人挺好的", "人好"),
        ("我哥找了个女朋友，29岁，在银行上班", "29岁"),
        ("我姐有个同事，在腾讯上班", "腾讯"),
        ("我表姐周敏生了个儿子，七斤重", "七斤重"),
        ("我同事小王新招了一个实习生，今年22", "22岁"),
    ],
)
def test_a_subjectless_clause_after_someone_new_is_nobodys(said: str, value: str) -> None:
    assert not any(value in v for v in _all_values(said, "zh")), _facts(said, "zh")


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("我家的狗叫旺财，三岁了", "旺财", ("age", "三岁")),
        ("我表哥张伟，今年35岁，在腾讯上班", "张伟", ("age", "35岁")),
        ("我有个女儿，今年5岁", "女儿", ("age", "5岁")),  # the one brought in is the subject
        ("我姐姐是个护士，在协和医院上班", "姐姐", ("job", "护士")),  # 是个护士 says what she is
    ],
)
def test_a_subjectless_clause_still_continues_the_subject(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _facts(said, "zh")[who]


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("我姐姐周敏生了个儿子", "周敏"),
        ("我表姐周敏生了二胎", "周敏"),
        ("我同事王芳生病了", "王芳"),
        ("我同事张丽生过两个孩子", "张丽"),
        ("我嫂子刘婷生孩子了", "刘婷"),
        ("我同事王建国了解这事", "王建国"),  # 了解 is a word: 国 stays the name's
    ],
)
def test_giving_birth_or_falling_ill_is_no_part_of_the_name(said: str, name: str) -> None:
    assert [m.name for m in extract_mentions(said, language="zh") if m.kind == "person"] == [name]


def test_someone_new_named_at_once_is_the_subject_of_what_follows() -> None:
    assert ("age", "三岁") in _facts("王芳有个儿子叫豆豆，三岁了", "zh")["豆豆"]
    assert ("employer", "腾讯") in _facts("我姐有个同事叫小李，在腾讯上班", "zh")["小李"]
