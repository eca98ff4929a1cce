"""The user's children said by their order, unnamed ("老大7岁，老二3岁", "大的上初中了，小的才三岁", "我家老二…"):
each child is one person with what was said of them; someone else's children, a boss called 老大, a question and a
wish give the user no child."""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi.extractors._entities import extract_mentions
from tests.test_entity_replied import _extracted


@pytest.mark.parametrize(
    ("said", "kids"),
    [
        ("老大7岁，老二3岁", {"老大": "7岁", "老二": "3岁"}),
        ("老大今年九岁了，老二今年五岁", {"老大": "九岁", "老二": "五岁"}),
        ("俺家两个娃，老大十岁了，老二五岁", {"老大": "十岁", "老二": "五岁"}),
        ("我家老大12岁 老二8岁 老三才2岁", {"老大": "12岁", "老二": "8岁", "老三": "2岁"}),
        ("大的7岁小的3岁", {"老大": "7岁", "老二": "3岁"}),
        ("大的已经十一岁了，小的才四岁", {"老大": "十一岁", "老二": "四岁"}),
        ("咱家大宝8岁了，二宝刚满2岁", {"大宝": "8岁", "二宝": "2岁"}),
        ("大宝今年六岁，二宝今年三岁～", {"大宝": "六岁", "二宝": "三岁"}),
        ("我们家老大15岁，老二也12岁了", {"老大": "15岁", "老二": "12岁"}),
        ("我有两个孩子，老大9岁，老二6岁", {"老大": "9岁", "老二": "6岁"}),
        ("二胎了，老大四岁，老二一岁", {"老大": "四岁", "老二": "一岁"}),
        ("我家老二今年3岁", {"老二": "3岁"}),
        ("咱家老三刚满一岁", {"老三": "一岁"}),
        ("我小女儿今年6岁了", {"小女儿": "6岁"}),
        ("我大儿子今年十八岁", {"大儿子": "十八岁"}),
    ],
)
def test_zh_the_users_children_by_their_order_each_keep_their_age(
    tmp_path: Path, said: str, kids: dict[str, str]
) -> None:
    people = _extracted(tmp_path, ("user", said)).people
    assert {name: facts.get("age") for name, facts in people.items() if name in kids} == kids


@pytest.mark.parametrize(
    ("said", "kid", "fact"),
    [
        ("大的上初中了，小的才三岁", "老大", "初中"),
        ("老大上小学了 老二还在上幼儿园", "老二", "幼儿园"),
        ("俺家老大上高中了，老二上小学", "老大", "高中"),
        ("咱家老三刚上幼儿园", "老三", "幼儿园"),
        ("我家老二在读初中", "老二", "初中"),
    ],
)
def test_zh_a_childs_school_said_by_their_order_is_theirs(tmp_path: Path, said: str, kid: str, fact: str) -> None:
    people = _extracted(tmp_path, ("user", said)).people
    assert fact in " ".join(people[kid].values())


def test_zh_what_else_the_message_says_beside_the_children_is_still_read(tmp_path: Path) -> None:
    people = _extracted(tmp_path, ("user", "老大十岁了，老二五岁，我老婆在杭州当老师")).people
    assert people["老大"]["age"] == "十岁" and people["老二"]["age"] == "五岁"
    assert people["老婆"]["works_in"] == "杭州"


@pytest.mark.parametrize(
    "said",
    [
        "我姐家老大7岁，老二3岁",  # the sister's children
        "我姐家的老二3岁",
        "他家老大十岁了，老二五岁",
        "同事的大宝8岁了，二宝2岁",
        "老大几岁了？",  # a question
        "要是老大7岁老二3岁就好了",  # a wish
        "老大今年高考",  # one 老大 and no children said: maybe the boss's news
        "我们老大叫王强，45岁",  # the boss
        "我哥老大不小了还没结婚",  # "old enough", nobody's child
        "老大难的问题又来了",
    ],
)
def test_zh_no_child_of_the_users_from_others_children_a_boss_a_question_or_a_wish(tmp_path: Path, said: str) -> None:
    people = _extracted(tmp_path, ("user", said)).people
    assert not {"老大", "老二", "老三", "大宝", "二宝"} & set(people)


def _people(text: str) -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation): {(f.attribute, f.value) for f in m.facts} | {("relation", m.relation)}
        for m in extract_mentions(text, language="zh")
        if m.kind == "person" and (m.name or m.relation)
    }


@pytest.mark.parametrize(
    ("said", "who", "tie", "fact"),
    [
        ("物业的小王电话是13912345678", "小王", "物业", ("phone", "13912345678")),
        ("我们小区物业的老张电话13812345678", "老张", "物业", ("phone", "13812345678")),
        ("咱小区物业那个小刘手机号13612345678", "小刘", "物业", ("phone", "13612345678")),
        ("快递站的小刘手机号13612345678", "小刘", "快递站", ("phone", "13612345678")),
        ("菜鸟驿站的小陈电话是13712345678", "小陈", "菜鸟驿站", ("phone", "13712345678")),
        ("居委会的王阿姨电话是13512345678", "王阿姨", "居委会", ("phone", "13512345678")),
        ("小区门卫的老李今年六十了", "老李", "门卫", ("age", "六十岁")),
        ("物业公司的小赵电话：13812345679", "小赵", "物业公司", ("phone", "13812345679")),
    ],
)
def test_zh_a_service_of_where_the_user_lives_before_a_name_is_the_tie(
    said: str, who: str, tie: str, fact: tuple[str, str]
) -> None:
    assert {("relation", tie), fact} <= _people(said)[who]


@pytest.mark.parametrize(
    "said",
    [
        "物业的电话是13912345678",
        "物业的人说明天停水",
        "我在物业的工作很累",
        "快递站的门今天关了",
        "物业的小王你知道吗？",
    ],
)
def test_zh_a_service_with_no_name_or_a_question_names_nobody(said: str) -> None:
    assert not [who for who, facts in _people(said).items() if ("relation", "物业") in facts or who.startswith("小王")]
