"""Stop 48: workplaces, names and schooling the Chinese entity layer misread, and the same said in English.

- a city or a district said before a company everybody knows ("在深圳腾讯上班"): where they work, and the company —
  but a name that holds its city ("杭州银行", "上海大众", "深圳航空") is the organisation whole;
- a given name that ends in a character which opens an everyday word after it ("刘正 / 常来", "王芳 / 正在"):
  never 刘正常 or 王芳正;
- an age and what was done by it ("今年才28就当上主管了"): both;
- the year of schooling, with its verb or bare ("今年大三", "读高二", "研二了"): the year and the schooling;
- looking for work somewhere ("去上海找工作", "在深圳找工作", "去杭州面试"): no work city; finding it there does.
"""

from __future__ import annotations

import pytest

from jiyi import Memory

from .test_entity_capture import _say
from .test_entity_lead38 import _people
from .test_entity_zhnames46 import _case

Case = tuple[str, str, tuple[str, str]]  # what was said, who (a name, or the tie when none), a fact of theirs

# a city or a district, then a company everybody knows: two facts
CITY_THEN_COMPANY: list[Case] = [
    ("我表哥在深圳腾讯上班", "表哥", ("employer", "腾讯")),
    ("我表哥在深圳腾讯上班", "表哥", ("works_in", "深圳")),
    ("我姐在深圳华为上班", "姐", ("employer", "华为")),
    ("我姐在深圳华为上班", "姐", ("works_in", "深圳")),  # never 深圳华
    ("我同事在南山区腾讯上班", "同事", ("works_in", "南山区")),
    ("我同事在南山区腾讯上班", "同事", ("employer", "腾讯")),
    ("我表弟在北京字节跳动实习", "表弟", ("employer", "字节跳动")),
    ("我堂哥在广州网易上班", "堂哥", ("employer", "网易")),
    ("我舅舅在西安比亚迪上班", "舅舅", ("works_in", "西安")),
    ("我舅舅在西安比亚迪上班", "舅舅", ("employer", "比亚迪")),
    ("我表姐在上海携程总部上班", "表姐", ("employer", "携程")),  # the company, not its head office
    ("我大学室友陈鹏在杭州阿里巴巴上班", "陈鹏", ("employer", "阿里巴巴")),
    ("我表哥今年三十，在深圳腾讯上班", "表哥", ("age", "三十岁")),
    ("my cousin works at Tencent in Shenzhen", "cousin", ("employer", "Tencent")),
    ("my cousin works at Tencent in Shenzhen", "cousin", ("works_in", "Shenzhen")),
]
# a name that holds its city: the organisation whole, the city where they work
CITY_IN_NAME: list[Case] = [
    ("我表姐在杭州银行上班", "表姐", ("employer", "杭州银行")),
    ("我表姐在北京银行工作", "表姐", ("employer", "北京银行")),
    ("我同事在上海大众上班", "同事", ("employer", "上海大众")),
    ("我表哥在深圳航空当机长", "表哥", ("employer", "深圳航空")),
    ("我朋友在招商银行上班", "朋友", ("employer", "招商银行")),
    ("My cousin works at Bank of Hangzhou.", "cousin", ("employer", "Bank of Hangzhou")),
]
# an age, and what was done by it
BY_AGE: list[Case] = [
    ("我同事谭紫萱今年才28就当上主管了", "谭紫萱", ("age", "28岁")),
    ("我同事谭紫萱今年才28就当上主管了", "谭紫萱", ("title", "主管")),
    ("我表姐今年三十就当上副总了", "表姐", ("age", "三十岁")),
    ("我表姐今年三十就当上副总了", "表姐", ("title", "副总")),
    ("我同事王磊28岁就升了经理", "王磊", ("title", "经理")),
    ("我外甥今年才18就考上了清华", "外甥", ("age", "18岁")),
]
# the year of schooling: the year as said, and what schooling it is
SCHOOL_YEAR: list[Case] = [
    ("我表妹今年大三", "表妹", ("school", "大三")),
    ("我表妹今年大三", "表妹", ("education", "本科在读")),
    ("我外甥读高二", "外甥", ("education", "高中在读")),
    ("我外甥女上高一了", "外甥女", ("school", "高一")),
    ("我侄子今年初三", "侄子", ("education", "初中在读")),
    ("我儿子初二", "儿子", ("school", "初二")),
    ("我表弟研一了", "表弟", ("education", "研究生在读")),
    ("我表哥今年研三，明年毕业", "表哥", ("education", "研究生在读")),
    ("我同学博二", "同学", ("education", "博士在读")),
    ("我表妹在读大二", "表妹", ("school", "大二")),
    ("我女儿三年级", "女儿", ("school", "三年级")),
    ("My nephew is in 11th grade.", "nephew", ("school", "11th grade")),
    ("My niece is a junior in college.", "niece", ("school", "junior in college")),
    ("My cousin Amy is a junior at college.", "Amy", ("school", "junior at college")),
    ("My nephew is in his third year of college.", "nephew", ("school", "third year of college")),
    ("My son is a senior in high school.", "son", ("school", "senior in high school")),
]


@pytest.mark.parametrize(
    ("said", "language", "who", "fact"), _case(CITY_THEN_COMPANY + CITY_IN_NAME + BY_AGE + SCHOOL_YEAR)
)
def test_the_one_said_has_the_fact(said: str, language: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, language)[who], _people(said, language)


@pytest.mark.parametrize(
    ("said", "language", "who", "wrong"),
    [
        ("我表哥在深圳腾讯上班", "zh", "表哥", ("employer", "深圳腾讯")),
        ("我表姐在杭州银行上班", "zh", "表姐", ("employer", "银行")),
        ("我表姐在上海的银行上班", "zh", "表姐", ("employer", "上海的银行")),  # a bank in 上海, no name
        ("我姐在深圳华为上班", "zh", "姐", ("works_in", "深圳华")),
        ("我表哥今年研三，明年毕业", "zh", "表哥", ("school", "明年")),  # when, not a school
        ("我同事王磊28岁就升了经理", "zh", "王磊", ("age", "28岁")),  # his age then, not now
        ("My coworker is a junior developer.", "en", "coworker", ("school", "junior developer")),  # a rank at work
    ],
)
def test_no_misread_fact(said: str, language: str, who: str, wrong: tuple[str, str]) -> None:
    assert wrong not in _people(said, language)[who], _people(said, language)


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("我表哥去上海找工作了", "zh"),
        ("我表哥在深圳找工作", "zh"),
        ("我表妹去杭州面试了", "zh"),
        ("My cousin is job hunting in Shanghai.", "en"),
        ("he's job hunting in Shanghai", "en"),
    ],
)
def test_looking_for_work_there_is_no_work_city(said: str, language: str) -> None:
    for facts in _people(said, language).values():
        assert not any(a in ("works_in", "employer") for a, _ in facts), facts


@pytest.mark.parametrize(("said", "city"), [("我表哥在深圳找到工作了", "深圳"), ("我表哥去深圳找了份工作", "深圳")])
def test_work_found_there_is_where_they_work(said: str, city: str) -> None:
    assert ("works_in", city) in _people(said, "zh")["表哥"]


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("我表哥刘正常来我家", "刘正"),  # 正常 is a word: the name ends before 常, and 常来 is how often
        ("我表哥刘正常常来我家", "刘正"),
        ("我表哥陈平常去钓鱼", "陈平"),
        ("我同事徐平常说要辞职", "徐平"),
        ("我朋友张伟正在开会", "张伟"),  # 正在 is what he is doing
        ("我表姐王芳正在坐月子", "王芳"),
        ("我同事李明经常加班", "李明"),
        ("我领导何平时常骂人", "何平"),
        ("我同事赵刚正常上班", "赵刚"),
        ("我表哥张国平常去健身房", "张国平"),  # 国平常 is no word: the three-character name stays whole
        ("My cousin Zheng Liu often comes over.", "Zheng Liu"),
    ],
)
def test_where_a_name_ends_before_a_word(said: str, name: str) -> None:
    language = "en" if said.isascii() else "zh"
    people = _people(said, language)
    assert name in people, people
    assert not any(n.startswith(name) and n != name for n in people), people


@pytest.mark.parametrize(
    "said",
    [
        "我同学孙时常来找我",  # 孙 and 时常: no name can be told, and never 孙时常
        "我朋友周正常上班",
        "我同事张经常出差",  # never 张经
    ],
)
def test_a_surname_before_a_word_of_how_often_is_no_name(said: str) -> None:
    people = _people(said, "zh")
    assert not any(len(n) >= 2 and n[0] in "孙周张" for n in people), people


def test_a_dialogue_of_work_and_school(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "我表哥在深圳腾讯上班",
        "我表姐在杭州银行上班",
        "我表妹今年大三",
        "我表弟去上海找工作了",
    )
    block = mem.context("u1", "我表哥在哪上班？").text
    assert "工作单位 腾讯" in block and "工作地 深圳" in block, block  # the memory keeps the words as said
    block = mem.context("u1", "我表姐在哪个单位？").text
    assert "杭州银行" in block, block
    block = mem.context("u1", "我表妹读几年级了？").text
    assert "大三" in block, block
    cousin = next(e for e in mem.entities.list("u1") if e.name == "表弟" or "表弟" in e.aliases)
    view = mem.entities.get("u1", cousin.id)
    assert not any(f.attribute == "works_in" for f in view.facts), view.facts
    assert not mem.entities.list("u2")  # another user's world is not read


def test_the_same_dialogue_in_english(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "My cousin works at Tencent in Shenzhen.",
        "My cousin Amy works at Bank of Hangzhou.",
        "My nephew is in 11th grade.",
    )
    block = mem.context("u1", "Where does my cousin work?").text
    assert "Tencent" in block and "Shenzhen" in block, block
    block = mem.context("u1", "What grade is my nephew in?").text
    assert "11th grade" in block, block
