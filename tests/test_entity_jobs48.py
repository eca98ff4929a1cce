"""Stop 48: jobs, titles, ages and ties said in passing, in Chinese and English (issue #21).

- an age said against now with 才 / 都 / 已经, or "only" / "already", and what was done by it ("才25就结婚了",
  "is only 23 and already a manager"): the age, and the rest;
- a habit that says what someone is like ("平时不怎么说话", "总是迟到", "is always late", "keeps to himself"): a trait,
  as said;
- looking for work, interviewing, interning ("在找工作", "在实习", "is job hunting", "is interning at Google"): where
  they stand with work — an internship somewhere is where they work, looking for work somewhere never is;
- a charge or a rank ("负责公司的销售", "管财务部", "是财务总监这个职位", "manages the IT department", "has the
  finance controller role"): a position; a year of study ("a second-year grad student"): schooling, not a job;
- several people sharing one tie ("张伟、李明和王芳都是我大学同学", "Leo is 20, Mia is 24, both my cousins"): each
  has it.
Sentences are our own, none from an evaluation set.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions

from .test_entity_capture import _say
from .test_entity_lead38 import _people
from .test_entity_zhnames46 import _case

Case = tuple[str, str, tuple[str, str]]  # what was said, who (a name, or the tie when none), a fact of theirs


def _ties(said: str) -> dict[str, str]:
    language = "en" if said.isascii() else "zh"
    return {m.name or m.relation: m.relation for m in extract_mentions(said, language=language) if m.kind == "person"}


# an age measured against now, and what was done by it
AGE_BY_NOW: list[Case] = [
    ("我同事小李才25就结婚了", "小李", ("age", "25岁")),
    ("我同事小李才25就结婚了", "小李", ("status", "结婚了")),
    ("我同事小李才25岁", "小李", ("age", "25岁")),  # never 李才, a name the segmenter makes up
    ("我表弟才25就结婚了", "表弟", ("age", "25岁")),
    ("我同事李明才二十六就当上了组长", "李明", ("age", "二十六岁")),
    ("我表姐都三十了还没结婚", "表姐", ("age", "三十岁")),
    ("My coworker Tom is only 23 and already a manager.", "Tom", ("age", "23")),
    ("My coworker Tom is only 23 and already a manager.", "Tom", ("title", "manager")),
    ("My cousin is only 23 and already a nurse.", "cousin", ("job", "nurse")),
    ("My sister is already 35.", "sister", ("age", "35")),
    ("我同事老张已经五十多了", "老张", ("age", "五十多岁")),
    ("My nephew is just 5.", "nephew", ("age", "5")),
]
# a habit that says what they are like, kept as said
HABIT: list[Case] = [
    ("我同事李明平时不怎么说话", "李明", ("trait", "不怎么说话")),
    ("我同事李明平时话很少", "李明", ("trait", "话很少")),
    ("我同事李明很少说话", "李明", ("trait", "少说话")),
    ("我同事张伟总是迟到", "张伟", ("trait", "总是迟到")),
    ("我同事张伟老是迟到", "张伟", ("trait", "老是迟到")),
    ("我舅舅动不动就发脾气", "舅舅", ("trait", "动不动就发脾气")),
    ("My coworker Dave is always late.", "Dave", ("trait", "always late")),
    ("My friend Sam usually keeps to himself.", "Sam", ("trait", "keeps to himself")),
    ("My coworker Li Ming doesn't talk much.", "Li Ming", ("trait", "doesn't talk much")),
    ("我表姐平时不怎么出门", "表姐", ("trait", "不怎么出门")),
    ("我表弟平时总是熬夜", "表弟", ("trait", "总是熬夜")),
]
# where they stand with work
WORK_STATUS: list[Case] = [
    ("我表哥在深圳找工作", "表哥", ("status", "在深圳找工作")),
    ("我表弟在找工作", "表弟", ("status", "在找工作")),
    ("我表弟最近正在找工作呢", "表弟", ("status", "正在找工作")),
    ("我表妹在实习", "表妹", ("status", "在实习")),
    ("我同学在面试", "同学", ("status", "在面试")),
    ("我表弟待业在家", "表弟", ("status", "待业在家")),
    ("我表妹在腾讯实习", "表妹", ("employer", "腾讯")),  # an internship there is work there
    ("我表弟毕业后一直在找工作", "表弟", ("status", "在找工作")),
    ("我表哥在面试华为", "表哥", ("status", "在面试华为")),
    ("My sister just started interning at Deloitte.", "sister", ("employer", "Deloitte")),
    ("My cousin is unemployed.", "cousin", ("status", "unemployed")),
    ("My cousin is job hunting.", "cousin", ("status", "job hunting")),
    ("My cousin is job hunting in Shanghai.", "cousin", ("status", "job hunting in Shanghai")),
    ("My cousin is looking for a job.", "cousin", ("status", "looking for a job")),
    ("My brother is between jobs.", "brother", ("status", "between jobs")),
    ("My brother is interviewing at Amazon.", "brother", ("status", "interviewing at Amazon")),
    ("My cousin is interning at Google.", "cousin", ("employer", "Google")),
    ("My cousin is interning at Google.", "cousin", ("job", "intern")),
]
# a charge or a rank: a position
POSITION: list[Case] = [
    ("我舅舅负责公司的销售", "舅舅", ("title", "负责销售")),
    ("我舅舅管财务部", "舅舅", ("title", "管财务部")),
    ("我姐在公司负责市场部", "姐", ("title", "负责市场部")),
    ("我同事老王带技术团队", "老王", ("title", "带技术团队")),
    ("我表姐在公司是财务总监这个职位", "表姐", ("title", "财务总监")),
    ("我表姐是财务总监这个职位", "表姐", ("title", "财务总监")),
    ("我同事小李是我们组的组长", "小李", ("title", "组长")),  # the user's group: no 我们 in a memory
    ("My uncle manages the IT department.", "uncle", ("title", "head of the IT department")),
    ("My uncle heads IT.", "uncle", ("title", "head of IT")),
    ("Brooke has the finance controller role.", "Brooke", ("title", "finance controller")),
    ("My sister has the team lead role at Shopify.", "sister", ("employer", "Shopify")),
    ("我表哥在华为负责招聘", "表哥", ("title", "负责招聘")),
    ("我表哥在华为负责招聘", "表哥", ("employer", "华为")),
    ("我同事老张在公司管人事", "老张", ("title", "管人事")),
    ("My brother heads the sales team at Ford.", "brother", ("title", "head of the sales team")),
    ("My brother heads the sales team at Ford.", "brother", ("employer", "Ford")),
    ("Raj is the head chef at Nobu.", "Raj", ("job", "head chef")),
    ("Raj is the head chef at Nobu.", "Raj", ("employer", "Nobu")),
]
# a year of study: the schooling and the year, never a job
STUDENT_YEAR: list[Case] = [
    ("My cousin Anna is a second-year grad student.", "Anna", ("education", "grad student")),
    ("My cousin Anna is a second-year grad student.", "Anna", ("school", "second-year grad student")),
    ("My sister is a third-year PhD student.", "sister", ("education", "PhD student")),
    ("My nephew is a first-year med student at Duke.", "nephew", ("school", "Duke")),
    ("我表妹研二了", "表妹", ("education", "研究生在读")),
]


@pytest.mark.parametrize(
    ("said", "language", "who", "fact"), _case(AGE_BY_NOW + HABIT + WORK_STATUS + POSITION + STUDENT_YEAR)
)
def test_the_one_said_has_the_fact(said: str, language: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, language)[who], _people(said, language)


@pytest.mark.parametrize(
    ("said", "who", "wrong"),
    [
        ("我同事小李才25就结婚了", "小李", "note"),  # read, not kept as a note
        ("我表哥在深圳找工作", "表哥", "works_in"),  # looking for work there is not working there
        ("我表哥在深圳找工作", "表哥", "lives_in"),  # ("深圳找工作" is no place)
        ("我舅舅负责公司的销售", "舅舅", "employer"),  # never an organisation called 负责公司
        ("My cousin is job hunting in Shanghai.", "cousin", "works_in"),
        ("My brother is interviewing at Amazon.", "brother", "employer"),  # not hired yet
        ("我表哥在面试华为", "表哥", "employer"),
        ("My cousin Anna is a second-year grad student.", "Anna", "job"),  # a stage of schooling, not a trade
        ("My coworker Tom is only 23 and already a manager.", "Tom", "note"),
    ],
)
def test_no_wrong_attribute(said: str, who: str, wrong: str) -> None:
    people = _people(said, "en" if said.isascii() else "zh")
    assert not any(a == wrong for a, _ in people[who]), people


@pytest.mark.parametrize(
    "said",
    [
        "我妈管孩子",  # a charge at home, no position
        "我朋友总是来我家",  # where they go, no trait
        "my sister is always at the gym",
        "my friend is always there for me",
    ],
)
def test_everyday_words_are_no_position_or_trait(said: str) -> None:
    for m in extract_mentions(said, language="en" if said.isascii() else "zh"):
        assert not any(f.attribute in ("title", "trait", "job") for f in m.facts), m.facts


@pytest.mark.parametrize(
    ("said", "tie", "names"),
    [
        ("张伟、李明和王芳都是我大学同学", "大学同学", ("张伟", "李明", "王芳")),
        ("张伟、李明都是我大学同学", "大学同学", ("张伟", "李明")),
        ("小李、小王和小张都是我同事", "同事", ("小李", "小王", "小张")),
        ("张伟30，李明28，都是我同事", "同事", ("张伟", "李明")),
        ("Leo is 20, Mia is 24, both my cousins", "cousin", ("Leo", "Mia")),
        ("Leo is 20 and Mia is 24, they're my cousins.", "cousin", ("Leo", "Mia")),
        ("Leo, Mia and Sam are all my cousins.", "cousin", ("Leo", "Mia", "Sam")),
        ("Tom is 30 and Jen is 28 - they're my coworkers", "coworker", ("Tom", "Jen")),
        ("Jake and Rosa, both my neighbors, are from Texas.", "neighbor", ("Jake", "Rosa")),
    ],
)
def test_one_tie_said_of_several(said: str, tie: str, names: tuple[str, ...]) -> None:
    ties = _ties(said)
    assert all(ties.get(n) == tie for n in names), ties


@pytest.mark.parametrize(
    ("said", "ages"),
    [
        ("Leo is 20, Mia is 24, both my cousins", {"Leo": "20", "Mia": "24"}),
        ("张伟30，李明28，都是我同事", {"张伟": "30岁", "李明": "28岁"}),
    ],
)
def test_each_keeps_their_own_age(said: str, ages: dict[str, str]) -> None:
    people = _people(said, "en" if said.isascii() else "zh")
    for name, age in ages.items():
        assert ("age", age) in people[name], people


@pytest.mark.parametrize("said", ["Most of them are my cousins", "他们都是我同事", "Leo is 20, both my cousins"])
def test_no_tie_given_when_not_two_are_named(said: str) -> None:
    # a group is no one person, and "both" after one name is said of no one for sure
    ties = _ties(said)
    assert not any(tie in ("cousin", "同事") for n, tie in ties.items() if n not in ("cousin", "同事")), ties


def test_both_kin_keep_the_job_said_of_both() -> None:
    people = _people("我表哥和表姐都是医生", "zh")
    assert ("job", "医生") in people["表哥"] and ("job", "医生") in people["表姐"], people


def test_a_dialogue_of_work_and_ties(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "我同事小李才25就结婚了",
        "我同事刘洋平时不怎么说话",
        "我表哥在深圳找工作",
        "我舅舅负责公司的销售",
        "陈静、周楠和吴昊都是我大学同学",
    )
    block = mem.context("u1", "小李多大了？").text
    assert "25岁" in block, block
    block = mem.context("u1", "刘洋是什么性格？").text
    assert "不怎么说话" in block, block
    block = mem.context("u1", "我表哥最近在干嘛？").text
    assert "在深圳找工作" in block, block
    block = mem.context("u1", "我舅舅在公司负责什么？").text
    assert "负责销售" in block, block
    block = mem.context("u1", "周楠是谁？").text
    assert "大学同学" in block, block
    cousin = next(e for e in mem.entities.list("u1") if e.name == "表哥" or "表哥" in e.aliases)
    view = mem.entities.get("u1", cousin.id)
    assert not any(f.attribute in ("works_in", "employer") for f in view.facts), view.facts
    assert not mem.entities.list("u2")  # another user's world is not read


def test_the_same_dialogue_in_english(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "My coworker Tom is only 23 and already a manager.",
        "My coworker Dave is always late.",
        "My cousin Sam is job hunting in Shanghai.",
        "My uncle manages the IT department.",
        "Leo is 20, Mia is 24, both my cousins",
        "My cousin Anna is a second-year grad student.",
    )
    block = mem.context("u1", "How old is Tom?").text
    assert "23" in block, block
    block = mem.context("u1", "What is Dave like?").text
    assert "always late" in block, block
    block = mem.context("u1", "What is Sam up to these days?").text
    assert "job hunting in Shanghai" in block, block
    block = mem.context("u1", "What does my uncle do at work?").text
    assert "IT department" in block, block
    block = mem.context("u1", "Who is Mia?").text
    assert "cousin" in block, block
    block = mem.context("u1", "What is Anna studying?").text
    assert "grad student" in block, block
    assert not mem.entities.list("u2")
