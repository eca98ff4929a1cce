"""Chinese value phrasings once the person is known: how people say a schooling ("学历是个本科", "书念到了本科"), a
job ("正经是个汽修工", "是做汽修工滴", "做了好几年房产中介了"), where they work ("再海口那边上班",
"上班是在市实验中学"),
an age ("都二十六了还天天熬夜"), a height ("不穿鞋1米72", "体检量的身高是162"), a birthday ("出生那天是5.13"), a pastime
("对打麻将特别上头"), a temper ("那是出了名的仗义", "属于心直口快的那种人"), a label and its value with a pause
("身高嘛，187"), and the polite 烦请 ("烦请记录"), never read as a dislike."""

from __future__ import annotations

from pathlib import Path

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions
from tests.test_entity_context import _section, _tell, _zh
from tests.test_entity_replied import _extracted


def _people(text: str) -> dict[str, set[tuple[str, str]]]:
    return {
        (m.name or m.relation): {(f.attribute, f.value) for f in m.facts}
        for m in extract_mentions(text, language="zh")
        if m.kind == "person"
    }


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("我表姐周敏学历是个本科", "周敏", ("education", "本科")),
        ("我同事刘洋学历是一个大专哈", "刘洋", ("education", "大专")),
        ("我师傅孙浩的学历是个硕士", "孙浩", ("education", "硕士")),
        ("我表哥徐志远书念到了本科", "徐志远", ("education", "本科")),
        ("我舅舅李建国书只读到初中", "李建国", ("education", "初中")),
        ("我闺蜜陈静书念完了研究生", "陈静", ("education", "研究生")),
        ("我同学赵强书读到了大专就不念了", "赵强", ("education", "大专")),
        ("我堂哥周建华念到高中毕业", "周建华", ("education", "高中")),
        ("我同事孙丽学历呢，本科", "孙丽", ("education", "本科")),
        ("我表妹刘芳正经是个护士", "刘芳", ("job", "护士")),
        ("我同事孙丽是做会计的", "孙丽", ("job", "会计")),
        ("我朋友赵磊是做汽修工滴", "赵磊", ("job", "汽修工")),
        ("我舅舅李建国干快递员的", "李建国", ("job", "快递员")),
        ("我表哥王磊做了好几年房产中介了", "王磊", ("job", "房产中介")),
        ("我姑父周建华当了十几年司机", "周建华", ("job", "司机")),
        ("我师傅孙浩干了多年保安了", "孙浩", ("job", "保安")),
        ("我同事刘洋的工作是当婚礼主持人", "刘洋", ("job", "婚礼主持人")),
        ("我表妹刘芳正经是个幼师", "刘芳", ("job", "幼师")),
        ("我堂哥王磊本身是个电工", "王磊", ("job", "电工")),
        ("我同学赵强是当兵的", "赵强", ("job", "当兵")),
        ("我表姐周敏的职务现在是品控专员", "周敏", ("title", "品控专员")),
        ("我堂哥周建华再海口那边上班", "周建华", ("works_in", "海口")),
        ("我同学赵强再大连上班", "赵强", ("works_in", "大连")),
        ("我表哥王磊的工作在呼和浩特", "王磊", ("works_in", "呼和浩特")),
        ("我舅舅李建国的工作地点在呼和浩特这个城市", "李建国", ("works_in", "呼和浩特")),
        ("我闺蜜陈静上班就在杭州", "陈静", ("works_in", "杭州")),
        ("我姐夫赵磊工作就在深圳", "赵磊", ("works_in", "深圳")),
        ("我同事孙丽上班是在市实验中学", "孙丽", ("employer", "市实验中学")),
        ("我姐夫赵磊工作是在恒通电子", "赵磊", ("employer", "恒通电子")),
        ("我表妹刘芳都二十六了还天天熬夜", "刘芳", ("age", "二十六岁")),
        ("我舅舅李建国都五十了还在跑业务", "李建国", ("age", "五十岁")),
        ("我同事刘洋都34了还没对象", "刘洋", ("age", "34岁")),
        ("我舅舅李建国岁数啊，五十六", "李建国", ("age", "五十六岁")),
        ("我表哥王磊不穿鞋1米72", "王磊", ("height", "1米72")),
        ("我同学赵强光脚量是176cm", "赵强", ("height", "176cm")),
        ("我闺蜜陈静光脚一米六", "陈静", ("height", "一米六")),
        ("我表姐周敏体检量的身高是162", "周敏", ("height", "162")),
        ("我师傅孙浩其身高大概在175", "孙浩", ("height", "175")),
        ("我同事孙丽上次量的身高是158", "孙丽", ("height", "158")),
        ("我堂哥周建华身高大约180", "周建华", ("height", "180")),
        ("我表哥徐志远身高嘛，187", "徐志远", ("height", "187")),
        ("我表哥王磊出生那天是5.13", "王磊", ("birthday", "5.13")),
        ("我闺蜜陈静的生日是3/21那天", "陈静", ("birthday", "3/21")),
        ("我同事刘洋生日是11.2那天", "刘洋", ("birthday", "11.2")),
        ("我舅舅李建国出生那天是腊月初八", "李建国", ("birthday", "腊月初八")),
        ("我表姐周敏出生在1/21", "周敏", ("birthday", "1/21")),
        ("我同学赵强生于5.13", "赵强", ("birthday", "5.13")),
        ("6/28是我师傅孙浩的生日", "孙浩", ("birthday", "6/28")),
        ("我同事刘洋出生在2月28那天", "刘洋", ("birthday", "2月28")),
        ("我表哥王磊是在景德镇出生长大的", "王磊", ("from", "景德镇")),
        ("我同学赵强从小在大同长大", "赵强", ("from", "大同")),
        ("我表姐周敏对打麻将特别上头", "周敏", ("hobby", "打麻将")),
        ("我师傅孙浩对钓鱼很着迷", "孙浩", ("hobby", "钓鱼")),
        ("我同事刘洋最近对跑步上瘾了", "刘洋", ("hobby", "跑步")),
        ("我闺蜜陈静对烘焙特别感兴趣", "陈静", ("likes", "烘焙")),  # 感兴趣 is a like, 上头 a pastime
        ("我表哥王磊那是出了名的仗义", "王磊", ("trait", "仗义")),
        ("我同事孙丽属于心直口快的那种人", "孙丽", ("trait", "心直口快")),
        ("我舅舅李建国人挺老实巴交的", "李建国", ("trait", "老实巴交")),
        ("我师傅孙浩是出了名的抠门", "孙浩", ("trait", "抠门")),
        ("我闺蜜陈静属于慢热的那种", "陈静", ("trait", "慢热")),
        ("我同学赵强脾性仗义", "赵强", ("trait", "仗义")),
        ("我表妹刘芳秉性善良", "刘芳", ("trait", "善良")),
        ("我表哥王磊收邮件用wang_lei@163.com", "王磊", ("email", "wang_lei@163.com")),
        ("我闺蜜陈静的手机嘛，13912345678", "陈静", ("phone", "13912345678")),
    ],
)
def test_a_value_said_the_way_people_say_it_is_read(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said).get(who, set())


@pytest.mark.parametrize(
    "said",
    [
        # the user's own
        "我书念到了本科",
        "我在南昌搬砖",
        "我不穿鞋1米72",
        "我对打麻将特别上头",
        "我是做汽修工滴",
        "我都二十六了还天天熬夜",
        "我做了好几年房产中介了",
        "我上班是在市实验中学",
        "我那是出了名的仗义",
        "我出生在1/21",
        # questions, wishes and conditions
        "我表哥王磊是不是做汽修工的？",
        "我表哥王磊对打麻将上头吗？",
        "我同事孙丽书念到本科了没？",
        "要是我表哥王磊书念到了本科就好了",
        "如果我同事孙丽再海口那边上班的话，我就去找她",
    ],
)
def test_no_one_else_gets_a_value_not_said_of_them(said: str) -> None:
    assert not any(facts - {("note", f) for _, f in facts} for facts in _people(said).values())


@pytest.mark.parametrize(
    ("said", "who", "attribute"),
    [
        ("我表哥王磊以前做了好几年房产中介", "王磊", "job"),  # over: only a note of it
        ("我表哥王磊不是做汽修工的", "王磊", "job"),
        ("我表哥王磊对打麻将一点都不上头", "王磊", "hobby"),
        ("我同事孙丽上班是在早上", "孙丽", "employer"),  # when, not where
        ("我同事孙丽的工作在下午", "孙丽", "employer"),
        ("我同事孙丽学历是个谜", "孙丽", "education"),
        ("我同事孙丽工作呢，一直很忙", "孙丽", "job"),  # said of the work, no value after the pause
        ("我同事孙丽的生日是下周三", "孙丽", "birthday"),
    ],
)
def test_a_negation_a_time_or_no_value_is_no_fact(said: str, who: str, attribute: str) -> None:
    assert not any(a == attribute for a, _ in _people(said).get(who, set()))


@pytest.mark.parametrize(
    "said",
    [
        "我同事孙丽今年48岁，烦请记录",
        "我表哥王磊在深圳上班，烦劳记一下",
        "我舅舅李建国是做汽修工滴，烦请帮我记着",
        "我闺蜜陈静对烘焙特别感兴趣，烦您记一下",
        "我师傅孙浩那是出了名的仗义，烦请记录。",
    ],
)
def test_fan_qing_is_a_courtesy_not_a_dislike(said: str) -> None:
    assert not any(a == "dislikes" for facts in _people(said).values() for a, _ in facts)


def test_a_third_person_in_the_same_message_keeps_their_own_value() -> None:
    people = _people("我表哥王磊在海口上班，他同事李强不穿鞋1米80。")
    assert ("height", "1米80") in people["李强"]
    assert not any(a == "height" for a, _ in people["王磊"])
    people = _people("我舅舅李建国书只读到初中，我同事孙丽学历是个本科。")
    assert ("education", "初中") in people["李建国"] and ("education", "本科") in people["孙丽"]


def test_kept_on_the_person_in_a_real_memory(tmp_path: Path) -> None:
    read = _extracted(
        tmp_path,
        ("user", "我搭档孙丽学历是个本科，烦请记录。"),
        ("user", "我表哥王磊再海口那边上班，他不穿鞋1米72。"),
        ("user", "我师傅孙浩都五十了还天天熬夜，那是出了名的仗义。"),
    )
    assert read.people["孙丽"].get("education") == "本科"
    assert "dislikes" not in read.people["孙丽"]
    assert read.people["王磊"].get("works_in") == "海口"
    assert read.people["王磊"].get("height") == "1米72"
    assert read.people["孙浩"].get("age") == "五十岁"
    assert read.people["孙浩"].get("trait") == "仗义"
    assert not any("请记录" in m and "不喜欢" in m for m in read.memories)


def test_a_birthday_without_its_year_leaves_an_age_unanswered(backend: str, mem: Memory) -> None:
    # "出生那天是5.13" is read now; the day of the year says nothing of an age, so asked how old, the line keeps the
    # gap (and the user's own words may fill it) rather than show the day as if it answered
    _tell(mem, "u1", "我表弟王磊生日6.12", _zh("王磊", "表弟", ("birthday", "6.12", "生日")))
    _tell(mem, "u1", "我表姐周敏1990年3月5日出生", _zh("周敏", "表姐", ("birthday", "1990年3月5日", "生日")))
    lei = _section(mem.context("u1", "王磊多大了？").text, "## 相关的人和事")
    assert "王磊（表弟）：年龄 未" in lei, lei  # the gap first, not "王磊（表弟）：生日 6.12" as its answer
    min_ = _section(mem.context("u1", "周敏多大了？").text, "## 相关的人和事")
    assert "1990年3月5日" in min_, min_
