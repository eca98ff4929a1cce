"""Chinese names and the words around them, and who a value belongs to: an adverb after a name (张丽 / 刚研究生毕业),
a place right after one (王磊 / 成都人), a rarer surname after a relation word (表哥查伟), and a number said after
someone calls someone else ("小刘给张伟打电话，138…": never the caller's)."""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi.extractors._entities import extract_mentions
from tests.test_entity_replied import _extracted


def _people(text: str) -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation or ("pronoun" if m.pronoun else "")): {(f.attribute, f.value) for f in m.facts}
        | ({("relation", m.relation)} if m.relation else set())
        for m in extract_mentions(text, language="zh")
        if m.kind == "person"
    }


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("我那个25岁的妹妹张丽刚研究生毕业", "张丽", ("age", "25岁")),
        ("我室友陈静才本科毕业，在字节上班", "陈静", ("employer", "字节")),
        ("我表妹刘芳刚大学毕业", "刘芳", ("relation", "表妹")),
        ("我同事孙丽才硕士毕业", "孙丽", ("relation", "同事")),
        ("我堂姐周敏刚满三十", "周敏", ("relation", "堂姐")),
    ],
)
def test_an_adverb_after_a_name_opens_the_predicate(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said)[who]


@pytest.mark.parametrize(
    ("said", "who"),
    [
        ("我同事李刚研究生毕业的", "李刚"),  # a one-character given name: 李 alone is no name
        ("我同事张志刚是北京人", "张志刚"),
        ("我同事张志刚最近很忙", "张志刚"),
        ("我师傅李成武汉人", "李成"),
    ],
)
def test_names_that_end_in_an_adverb_or_a_place_character_stay_whole(said: str, who: str) -> None:
    assert who in _people(said)


@pytest.mark.parametrize(
    ("said", "who", "place"),
    [
        ("我同事王磊成都人哈", "王磊", "成都"),
        ("我闺蜜小雅杭州人", "小雅", "杭州"),
        ("我表姐王芳上海的，在银行上班", "王芳", "上海"),
        ("我朋友刘洋重庆人，做设计的", "刘洋", "重庆"),
        ("我领导周敏东北人，脾气挺急", "周敏", "东北"),
        ("我大学室友孙浩南京人", "孙浩", "南京"),
    ],
)
def test_a_place_right_after_a_name_ends_it(said: str, who: str, place: str) -> None:
    people = _people(said)
    assert ("from", place) in people[who]
    assert not any(who in name and name != who for name in people)


def test_a_negated_hometown_after_a_name_is_not_read() -> None:
    assert ("from", "成都") not in _people("我同学王磊不是成都人，是重庆的").get("王磊", set())


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("我表哥查伟住在杭州", "查伟", ("lives_in", "杭州")),
        ("我舅舅查明在合肥开饭店", "查明", ("works_in", "合肥")),
        ("我表哥查伟在阿里上班，电话13812345678", "查伟", ("phone", "13812345678")),
    ],
)
def test_a_rarer_surname_after_a_relation_word(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said)[who]


def test_a_verb_after_zha_is_no_name() -> None:
    assert not any(name.startswith("查") for name in _people("我表哥查一下就知道了"))


@pytest.mark.parametrize(
    "said",
    [
        "小刘给张伟打电话，13812345678",
        "小王给李娜打了个电话，13912345678",
        "老张刚给他女儿发了微信，13512345678",
        "小李打给张伟，电话13412345678",
        "我同事小周给客户打电话，13312345678",
        "我妈给我舅舅打电话，号码是13612345678",
        "老王给我表姐陈晨打了个电话，她手机13812345678",
    ],
)
def test_a_number_said_after_someone_calls_another_is_never_the_callers(said: str) -> None:
    callers = ("小刘", "小王", "老张", "小李", "小周", "妈妈", "妈", "老王")
    people = _people(said)
    assert not any(("phone", v) in facts for who, facts in people.items() if who in callers for v in [said[-11:]])


@pytest.mark.parametrize(
    ("said", "who"),
    [
        ("给我朋友小美打电话，她电话13312345678", "小美"),
        ("给我闺蜜小雅打个电话吧，她手机13812345678", "小雅"),
        ("明天给我同学小敏打电话，她号码13712345678", "小敏"),
        ("给张伟打个电话，13812345678", "张伟"),
        ("小刘的电话是13812345678", "小刘"),
        ("小刘昨天给我打电话了，他号码13812345678", "小刘"),  # the one who called the user: his own
    ],
)
def test_the_one_called_or_the_owner_gets_the_number(said: str, who: str) -> None:
    assert ("phone", said[-11:]) in _people(said)[who]


def test_kept_on_the_person_in_a_real_memory(tmp_path: Path) -> None:
    read = _extracted(
        tmp_path,
        ("user", "我同事王磊成都人哈"),
        ("user", "小刘给张伟打电话，13812345678"),
        ("user", "给我朋友小美打电话，她电话13312345678"),
    )
    assert read.people["王磊"].get("from") == "成都"
    assert read.people["小美"].get("phone") == "13312345678"
    assert "phone" not in read.people.get("小刘", {})
    assert "王磊成" not in read.people


@pytest.mark.parametrize(
    ("asked", "reply", "major"),
    [
        ("他大学学的什么？", "土木工程", "土木工程"),
        ("他大学学的啥？", "会计", "会计"),
        ("他本科读的什么专业？", "计算机", "计算机"),
        ("他学的什么？", "临床医学", "临床医学"),
        ("他研究生学的啥呀", "金融", "金融"),
    ],
)
def test_a_reply_to_what_was_studied_at_a_school_is_the_major(
    tmp_path: Path, asked: str, reply: str, major: str
) -> None:
    read = _extracted(tmp_path, ("user", "我表哥张伟在上海工作"), ("assistant", asked), ("user", reply))
    facts = read.people["张伟"]
    assert facts.get("major") == major
    assert "employer" not in facts and "school" not in facts
    assert not any("是是" in m or "的学的" in m for m in read.memories)


def test_where_one_went_to_university_is_no_major(tmp_path: Path) -> None:
    read = _extracted(tmp_path, ("user", "我表哥张伟在上海工作"), ("assistant", "他大学在哪读的？"), ("user", "浙大"))
    assert "major" not in read.people["张伟"]
