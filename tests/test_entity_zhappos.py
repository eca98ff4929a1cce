"""Chinese names tied to their relation in the shapes people chat in: the name given after the relation ("我徒弟，
就是王建国，…", "我搭档全名王建国", "我领导，大名叫周航"), the relation said again after the name ("王建国，就是我徒弟",
"王建国呢是我搭档"), a rarer full name said alone after its relation ("我堂妹，谭欣悦，…"), an aside before
"X（我R）" ("顺带说下…"); and "X家的" / "X家的儿子", who is X's child — never X, never the user's own child."""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi.extractors._entities import extract_mentions
from tests.test_entity_replied import _extracted


def _people(text: str, recent: list[str] | None = None) -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation or ("pronoun" if m.pronoun else "")): {(f.attribute, f.value) for f in m.facts}
        | ({("relation", m.relation)} if m.relation else set())
        for m in extract_mentions(text, language="zh", recent=recent or [])
        if m.kind == "person"
    }


@pytest.mark.parametrize(
    ("said", "who", "relation", "fact"),
    [
        # the name after the relation, by 就是 / 也就是
        ("我徒弟，就是王建国，在杭州上班", "王建国", "徒弟", ("works_in", "杭州")),
        ("我师傅，也就是陈国栋，今年五十二了", "陈国栋", "师傅", ("age", "五十二岁")),
        ("我领导，就是周航啊，老家是湖南的", "周航", "领导", ("from", "湖南")),
        ("我表妹，就是林晓雨，在成都读大学", "林晓雨", "表妹", ("lives_in", "成都")),
        ("我闺蜜，就是苏婉清，今年28岁", "苏婉清", "闺蜜", ("age", "28岁")),
        ("我搭档就是赵子龙，在深圳上班", "赵子龙", "搭档", ("works_in", "深圳")),
        ("我们组长，就是孙立伟，是东北人", "孙立伟", "组长", ("from", "东北")),
        ("俺师傅，就是郭德明，在郑州开出租", "郭德明", "师傅", ("works_in", "郑州")),
        ("我大舅，就是刘长江，今年六十了", "刘长江", "大舅", ("age", "六十岁")),
        ("我室友，其实就是杨帆，在北京当程序员", "杨帆", "室友", ("job", "程序员")),
        # by 全名 / 大名 / 名字
        ("我搭档全名王建国，在杭州上班", "王建国", "搭档", ("works_in", "杭州")),
        ("我徒弟全名叫梁思远，今年二十三", "梁思远", "徒弟", ("age", "二十三岁")),
        ("我领导大名叫周航，老家湖南", "周航", "领导", ("from", "湖南")),
        ("我表姐大名是许晴，在上海当护士", "许晴", "表姐", ("job", "护士")),
        ("我同事，全名何晓峰，在广州上班", "何晓峰", "同事", ("works_in", "广州")),
        ("我室友，名字叫唐婉，在南京读研", "唐婉", "室友", ("lives_in", "南京")),
        ("我闺蜜的名字叫苏晴，在苏州上班", "苏晴", "闺蜜", ("works_in", "苏州")),
        ("我徒弟的名字是韩梅，今年24岁", "韩梅", "徒弟", ("age", "24岁")),
        ("我对象，本名叫钱多多，在武汉上班", "钱多多", "对象", ("works_in", "武汉")),
        ("我领导名字是周航，在杭州上班", "周航", "领导", ("works_in", "杭州")),
        # the relation said again after the name
        ("王建国，就是我徒弟，在杭州上班", "王建国", "徒弟", ("works_in", "杭州")),
        ("陈国栋，也就是我师傅，今年五十二", "陈国栋", "师傅", ("age", "五十二岁")),
        ("林晓雨，就是我表妹，在成都读大学", "林晓雨", "表妹", ("lives_in", "成都")),
        ("周航，就是我们领导，老家湖南", "周航", "领导", ("from", "湖南")),
        ("王建国呢是我徒弟，他在杭州上班", "王建国", "徒弟", ("works_in", "杭州")),
        ("陈国栋呢，是我师傅，今年五十二", "陈国栋", "师傅", ("age", "五十二岁")),
        ("林晓雨啊是我表妹，在成都读大学", "林晓雨", "表妹", ("lives_in", "成都")),
        ("周航嘛是我领导，老家湖南", "周航", "领导", ("from", "湖南")),
        ("赵子龙呢是我搭档，在深圳上班", "赵子龙", "搭档", ("works_in", "深圳")),
        ("陈国栋是我师傅来着；他今年五十二", "陈国栋", "师傅", ("age", "五十二岁")),
        # a rarer full name said alone after the relation
        ("我堂妹，谭欣悦，她31岁", "谭欣悦", "堂妹", ("age", "31岁")),
        ("我搭档，滕紫萱，她是护士", "滕紫萱", "搭档", ("job", "护士")),
        ("我表姐，邬晓燕，在上海当护士", "邬晓燕", "表姐", ("works_in", "上海")),
        ("我外婆，亓秀兰，今年八十了", "亓秀兰", "外婆", ("age", "八十岁")),
        ("我领导，瞿思远，老家湖南", "瞿思远", "领导", ("from", "湖南")),
        ("我徒弟，尤满仓，在杭州上班", "尤满仓", "徒弟", ("works_in", "杭州")),
        # "X（我R）" after an aside, and a rarer surname (亓)
        ("亓兰芝（我外甥女）今年25岁了", "亓兰芝", "外甥女", ("age", "25岁")),
        ("哦差点忘了说严海洋（我徒弟）今年五十九", "严海洋", "徒弟", ("age", "五十九岁")),
        ("顺带说下阮福生（我搭档）身高174cm", "阮福生", "搭档", ("height", "174cm")),
        ("忘了说王建国（我徒弟）在杭州上班", "王建国", "徒弟", ("works_in", "杭州")),
        ("补充一下，王建国（我徒弟）在杭州上班", "王建国", "徒弟", ("works_in", "杭州")),
        ("顺带一提陈国栋（我师傅）今年五十二", "陈国栋", "师傅", ("age", "五十二岁")),
        ("记一下我徒弟：王建国，他今年二十三", "王建国", "徒弟", ("age", "二十三岁")),
    ],
)
def test_a_name_and_its_relation_are_one_person(said: str, who: str, relation: str, fact: tuple[str, str]) -> None:
    people = _people(said)
    assert ("relation", relation) in people[who]
    assert fact in people[who]
    assert relation not in people  # no unnamed "?(徒弟)" holding the fact beside the named one


@pytest.mark.parametrize(
    ("said", "not_a_name"),
    [
        ("我表姐就是护士，在杭州上班", "护士"),  # 就是 before what she is
        ("我老公就是程序员", "程序员"),  # 程 is a surname, 程序员 no name
        ("我徒弟，就是这样，在杭州上班", "这样"),
        ("我徒弟，就是太懒，在杭州上班", "太懒"),
        ("我姐，金牛座，在杭州", "金牛座"),  # a word of another kind said alone
        ("我同事，程序员，在杭州", "程序员"),
    ],
)
def test_what_follows_a_relation_is_a_name_only_when_it_is_one(said: str, not_a_name: str) -> None:
    assert not_a_name not in _people(said)


@pytest.mark.parametrize(
    "said",
    [
        "我徒弟，就是王建国吗",  # a question
        "我徒弟是不是就是王建国？",
        "如果我徒弟就是王建国，他在杭州上班",  # a hypothetical
        "我就是王建国，在杭州上班",  # the user's own name
        "我全名王建国，在杭州上班",
        "我的名字叫王建国，在杭州上班",
    ],
)
def test_no_one_is_named_in_a_question_a_hypothetical_or_the_users_own_name(said: str) -> None:
    assert "王建国" not in _people(said)


def test_a_negated_tie_is_not_kept_and_a_third_persons_fact_stays_theirs() -> None:
    people = _people("我徒弟不是王建国，王建国是我搭档")
    assert ("relation", "徒弟") not in people.get("王建国", set())
    people = _people("我徒弟，就是王建国，他老婆在杭州上班")
    assert ("works_in", "杭州") not in people["王建国"]
    assert ("works_in", "杭州") in people["王建国的老婆"]
    assert ("works_in", "杭州") not in _people("我徒弟，就是王建国，我在杭州上班").get("王建国", set())


@pytest.mark.parametrize(
    ("said", "who", "relation", "fact"),
    [
        ("张磊，我大姨家的，在深圳当医生", "张磊", "大姨的孩子", ("job", "医生")),
        ("张磊是我大姨家的孩子，在深圳当医生", "张磊", "大姨的孩子", ("works_in", "深圳")),
        ("张磊是我大姨家的儿子，在深圳当医生", "张磊", "大姨的儿子", ("job", "医生")),
        ("我大姨家的儿子在深圳当医生", "大姨的儿子", "大姨的儿子", ("job", "医生")),
        ("我二舅家的闺女今年十八岁", "二舅的闺女", "二舅的闺女", ("age", "十八岁")),
        ("李娜，我姑姑家的女儿，在杭州当老师", "李娜", "姑姑的女儿", ("job", "老师")),
        ("我姑姑家的孩子今年十八岁", "姑姑的孩子", "姑姑的孩子", ("age", "十八岁")),
    ],
)
def test_a_relatives_child_is_their_child(said: str, who: str, relation: str, fact: tuple[str, str]) -> None:
    people = _people(said)
    assert ("relation", relation) in people[who]
    assert fact in people[who]
    assert "大姨" not in people and "儿子" not in people and "孩子" not in people  # never the aunt, nor the user's son


@pytest.mark.parametrize(
    ("asked", "said", "who", "relation"),
    [
        ("哪个表哥？", "张磊，我大姨家的，在深圳当医生", "张磊", "表哥"),
        ("哪个表哥?", "张磊是我大姨家的孩子，在深圳当医生", "张磊", "表哥"),
        ("你表妹是谁？", "李娜，我姑姑家的闺女，在杭州当老师", "李娜", "表妹"),
        ("是哪个堂哥？", "张伟，我二叔家的儿子，在北京上班", "张伟", "堂哥"),
        ("哪个表姐？", "张磊，我大姨家的儿子，在深圳当医生", "张磊", "大姨的儿子"),  # a son is no 表姐
        ("我表哥和表姐都在杭州", "张磊是我大姨家的孩子，在深圳当医生", "张磊", "大姨的孩子"),  # which one: not said
    ],
)
def test_a_relatives_child_is_the_cousin_just_asked_about(asked: str, said: str, who: str, relation: str) -> None:
    assert ("relation", relation) in _people(said, recent=[asked])[who]


def test_the_name_given_after_a_relation_reaches_the_named_entity_in_memory(tmp_path: Path) -> None:
    read = _extracted(
        tmp_path,
        ("user", "我徒弟，就是王建国，今年二十三，在杭州上班。"),
        ("user", "我堂妹，谭欣悦，她是护士。"),
        ("user", "张磊，我大姨家的，在深圳当医生。"),
    )
    assert read.people["王建国"].get("works_in") == "杭州"
    assert read.people["谭欣悦"].get("job") == "护士"
    assert read.people["张磊"].get("job") == "医生"
    assert not any(name in read.people for name in ("徒弟", "堂妹", "大姨"))


def test_a_clause_said_of_a_name_gives_no_name() -> None:
    from jiyi.extractors._entities import extract_mentions

    assert extract_mentions("我表哥的名字很好听", language="zh") == []
