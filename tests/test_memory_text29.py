"""Memory text of a statement the selector keeps: a frame about the telling gives way to the person it introduces
("Quick note on my mentee, Lachlan. Last week he …" -> "Last week User's mentee Lachlan …"), an address is kept as
written ("proton.me" never "proton.them"), and a name that is already said to be someone's tie is not moved."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from jiyi.extractors._restate import restate
from jiyi.extractors._rules_en_facts import swap_pronouns

NOW = datetime(2026, 11, 25, 12, tzinfo=UTC)


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Quick note on my mentee, Lachlan Marchetti. Last week he gave me a tour of the Sunfield Farms office.",
         "Last week User's mentee Lachlan Marchetti gave them a tour of the Sunfield Farms office"),
        ("This is about Wren Nakamura, my coworker. She only checks wren.n@proton.me",
         "User's coworker Wren Nakamura only checks wren.n@proton.me"),
        ("I don't think I've mentioned my sister-in-law Keiko Quintero. She is always blunt.",
         "User's sister-in-law Keiko Quintero is always blunt"),
        ("Not sure if I mentioned my aunt Jo, she runs marathons at 62", "User's aunt Jo runs marathons at 62"),
        ("A word about my boss Ines. She's leaving the company in March.", "User's boss Ines is leaving the company"),
        ("a word about my boss Ines. she's been there 10 years", "User's boss Ines has been there 10 years"),
        ("Meet my new roommate Sam! He's a nurse from Ohio.", "User's new roommate Sam is a nurse from Ohio"),
        ("re: my dentist Dr. Patel - she moved her office to Elm St", "User's dentist Dr. Patel moved her office"),
        ("Adding someone: Isaac Abernathy, my mentee. His mom says he is 49 now.",
         "User's mentee Isaac Abernathy's mom says he is 49 now"),
        ("Quick note on my manager, Renata Iyer. Their mom says she is 54 now",
         "User's manager Renata Iyer's mom says she is 54 now"),
        ("There's Hector, my coworker. He has a bachelor of science.",
         "User's coworker Hector has a bachelor of science"),
        ("关于我表姐周敏：她上个月刚生了二胎。", "用户的表姐周敏上个月刚生了二胎"),
        ("说说我同事小刘，他下个月要结婚了。", "用户的同事小刘下个月要结婚了"),
    ],
)  # fmt: skip
def test_a_frame_about_the_telling_gives_way_to_the_person_it_introduces(said: str, memory: str) -> None:
    got = restate(said, NOW)
    assert got is not None and memory in got.content, got


@pytest.mark.parametrize(
    "said",
    [
        "关于我表姐周敏：下个月结婚。",  # no 她 in the rest: the frame stays, the person is not lost
        "About my trip: it was great, he said so.",  # "my trip" is nobody
    ],
)
def test_a_frame_whose_rest_has_no_one_to_put_the_person_in_keeps_them(said: str) -> None:
    got = restate(said, NOW)
    assert got is None or "周敏" in got.content or "trip" in got.content, got


def test_an_address_is_kept_as_written() -> None:
    assert swap_pronouns("She only checks jdoe@proton.me, my site is about.me/jo") == (
        "She only checks jdoe@proton.me, their site is about.me/jo"
    )
    assert swap_pronouns("send it to me at https://me.example/me") == "send it to them at https://me.example/me"


def test_a_name_said_to_be_someones_tie_stays_where_it_is() -> None:
    got = restate("补充一下，周敏是我表姐，她在杭州当老师。", NOW)
    assert got is not None and "周敏是用户的表姐" in got.content and "周敏是，" not in got.content, got
    got = restate("周敏我表姐今年32岁", NOW)
    assert got is not None and got.content.startswith("用户的表姐周敏今年32岁"), got


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("I threw a party when my aunt turned 83", "User threw a party when their aunt turned 83"),
        ("I swam across the lake last summer", "User swam across the lake"),
        ("I woke up at 5 to catch the sunrise", "User woke up at 5"),
    ],
)
def test_an_irregular_past_is_not_conjugated(said: str, memory: str) -> None:
    got = restate(said, NOW)
    assert got is not None and memory in got.content, got


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Ok so my mentee Lachlan's e-mail address is lachlan@proton.me", "User's mentee Lachlan's e-mail address"),
        (
            "ok so the organizers put my roommate's wedding at the Kimmel Center in Philadelphia",
            "User's roommate's wedding was at the Kimmel Center",
        ),
        ("Random but my coworker Hector was born on December 23, 1969", "User's coworker Hector was born"),
    ],
)
def test_a_chat_opener_is_no_part_of_the_memory(said: str, memory: str) -> None:
    from jiyi.extractors._memory_text import plainly

    got = restate(said, NOW)
    text = plainly(got.content if got else "", "en")
    assert text.startswith(memory), text


@pytest.mark.parametrize(
    ("content", "memory"),
    [
        ("用户小姨的老家是河南南阳，她，身高170cm", "用户小姨的老家是河南南阳，身高170cm"),
        ("有个人你得知道：用户的大伯龚浩然，他：北海人", "用户的大伯龚浩然，北海人"),
        ("用户的爸爸说用户的同事钟杏芳今年三十一岁了，别搞混了", "用户的爸爸说用户的同事钟杏芳今年三十一岁了"),
        ("用户记得部门年会是2026年12月21日（2026-12-21）", "部门年会是2026年12月21日（2026-12-21）"),
        ("先记个人：柯晓东，用户的同事，听朋友说他调去昆明工作了", "用户的同事柯晓东，听朋友说他调去昆明工作了"),
    ],
)
def test_chinese_telling_words_are_no_part_of_the_memory(content: str, memory: str) -> None:
    from jiyi.extractors._memory_text import plainly

    assert plainly(content, "zh") == memory


def test_a_kept_note_keeps_what_the_user_said_about_it() -> None:
    from jiyi.extractors._memory_text import plainly

    assert plainly("测试环境的IP段是10.0.0.x，别搞混了", "zh", manual=True).endswith("别搞混了")


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("我老板岳俊杰2月3日出生", "用户的老板岳俊杰2月3日出生"),  # a birth date: no plan next February
        ("我同事柯晓东一到周末就跳广场舞，谁叫都不出来", "用户的同事柯晓东一到周末就跳广场舞"),  # a habit: no date
    ],
)
def test_a_birth_date_or_a_habit_dates_nothing(said: str, memory: str) -> None:
    got = restate(said, NOW)
    assert got is not None and got.content.startswith(memory) and got.due_at is None and "（20" not in got.content


def test_a_recalled_date_is_no_todo() -> None:
    from jiyi.extractors._offline import candidates_from_text

    found = candidates_from_text("我记得部门迎新年会是2026年12月21日", NOW)
    assert found and all(c.type != "todo" for c in found), found
    assert [c.type for c in candidates_from_text("我周五之前得交报告", NOW)] == ["todo"]


def test_an_opener_is_no_act_of_the_user() -> None:
    from jiyi.extractors._pro_drop import with_user_subject_zh

    assert with_user_subject_zh("先说一句，柯晓东今年满46") == "先说一句，柯晓东今年满46"
    assert with_user_subject_zh("先说一句，运动戴华为Watch GT 4") == "先说一句，我运动戴华为Watch GT 4"
