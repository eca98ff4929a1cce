"""What a Chinese clause says of a person, in the wordings people use and no single rule was written for:
work said by what is done and where ("在西安一家医院当麻醉师", "在南京的一所中学教语文", "在宁波开了家五金店",
"退休前是会计"), an employer by its name ("是腾讯的", "给顺丰打工"), schooling as studied ("在读博", "自考本科",
"清华的硕士"), an age in the round ("奔五了", "四十好几"), a height said bare ("175左右"), personality as a noun
("闷葫芦一个") — and what must stay unread: plans, past work, other people's values, the user's own facts,
numbers that are no age.

Each subject is plain ("我表哥孙立伟…", or the name then a comma), so the cases test what the predicate says, not
who it is about. Every case in `SAID` read a wrong value or none before `_entities_work_zh`.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._entity_models import Mention
from jiyi.extractors._entities import extract_mentions

from .test_entity_capture import _facts, _one, _say

SAID: list[tuple[str, dict[str, str]]] = [
    # the work said with how long it has gone on
    ("我舅舅高建国，在深圳跑了十几年运输。", {"job": "跑运输", "works_in": "深圳"}),
    ("我同事刘洋，做了五年HR了。", {"job": "HR"}),
    ("我表哥孙立伟，干了一辈子木匠。", {"job": "木匠"}),
    ("我表哥孙立伟在西安一家医院当麻醉师。", {"job": "麻醉师", "works_in": "西安"}),
    ("我小姨周敏在南京的一所中学教语文。", {"job": "语文老师", "works_in": "南京"}),
    ("我表舅刘德胜在宁波开了家五金店。", {"job": "开五金店", "works_in": "宁波"}),
    ("我婶婶孙桂芬退休前是会计。", {"job": "会计"}),
    ("我下属吴杰明是腾讯的。", {"employer": "腾讯"}),
    ("我表姐苏晴在读博。", {"education": "博士在读"}),
    ("我同事刘洋自考本科。", {"education": "自考本科"}),
    ("我舅舅高建国，奔五了。", {"age": "奔五"}),
    ("我同事韩梅175左右。", {"height": "175"}),
    ("我表哥钱卫东特别能聊。", {"trait": "能聊"}),
    ("我下属黄一鸣闷葫芦一个。", {"trait": "闷葫芦"}),
    ("我表姐苏晴在杭州一家银行做柜员。", {"job": "柜员", "works_in": "杭州"}),
    ("我姐夫陈志刚今年四十一，在西安一家医院当麻醉师。", {"age": "四十一岁", "job": "麻醉师", "works_in": "西安"}),
    (
        "我小姨生日是十月五号，她在南京的一所中学教语文。",
        {"birthday": "十月五号", "job": "语文老师", "works_in": "南京"},
    ),
    ("我表舅在宁波开了家五金店，电话13905741234。", {"phone": "13905741234", "works_in": "宁波"}),
    ("我堂哥赵磊在成都开火锅店。", {"job": "开火锅店", "works_in": "成都"}),
    ("我叔叔赵长河在工地上当电工。", {"job": "电工"}),
    ("我大姨张秀兰在小学教数学。", {"job": "数学老师"}),
    ("我同事刘洋是清华的硕士。", {"education": "硕士"}),
    ("我婶婶孙桂芬是个热心肠。", {"trait": "热心肠"}),
    ("我舅妈李秀英在医院当护士长。", {"title": "护士长"}),
    ("我大伯王振山退休前在铁路局上班。", {"employer": "铁路局"}),
    ("我舅舅高建国是个体户，在温州做生意。", {"job": "个体户", "works_in": "温州"}),
    ("我舅舅高建国，五十挂零，在老家开了个养殖场。", {"age": "五十挂零", "job": "开养殖场"}),
    ("我下属吴杰明二十七八岁，本科学历，在杭州上班。", {"age": "二十七八", "education": "本科", "works_in": "杭州"}),
    ("我小姨周敏，教了二十年书了。", {"job": "老师"}),
    ("我表哥孙立伟在青岛的一所大学教英语。", {"job": "英语老师", "works_in": "青岛"}),
    ("我同事刘洋是字节的。", {"employer": "字节"}),
    ("我表弟陈浩，给顺丰打工。", {"employer": "顺丰"}),
    ("我上司唐宁，清华毕业的研究生，人挺严厉的。", {"education": "研究生", "trait": "严厉"}),
    ("我表妹许佳正在读研。", {"education": "研究生在读"}),
    ("我堂哥赵磊初中没毕业就出去打工了。", {"education": "初中没毕业"}),
    ("我大伯王振山高中文化。", {"education": "高中"}),
    ("我同事郑雅琴是在职研究生。", {"education": "在职研究生"}),
    ("我婶婶孙桂芬四十好几了。", {"age": "四十好几"}),
    ("我表哥孙立伟差不多178。", {"height": "178"}),
    ("我下属黄一鸣是个直肠子，有啥说啥。", {"trait": "直肠子"}),
    ("我舅妈李秀英老好人一个。", {"trait": "老好人"}),
    ("我同事刘洋，话不多。", {"trait": "话不多"}),
    ("我叔叔赵长河，退休前在中石油工作。", {"employer": "中石油"}),
    ("我大姨张秀兰退休之前是小学老师。", {"job": "小学老师"}),
    ("我舅舅高建国在郑州开了家面馆。", {"job": "开面馆", "works_in": "郑州"}),
    ("我同事韩梅在苏州一家工厂做质检员。", {"job": "质检员", "works_in": "苏州"}),
    ("我表姐苏晴在广州当导游。", {"job": "导游", "works_in": "广州"}),
    ("我上司唐宁是招商银行的。", {"employer": "招商银行"}),
    ("我婶婶孙桂芬在超市当收银员。", {"job": "收银员"}),
    ("我同事郑雅琴是自考的本科。", {"education": "自考本科"}),
    ("我表哥孙立伟，快奔四了。", {"age": "奔四"}),
    ("我同事刘洋，开民宿的。", {"job": "开民宿"}),
    ("我舅妈李秀英在县医院当护士长，干了十几年了。", {"title": "护士长"}),
    ("我下属吴杰明在读博士。", {"education": "博士在读"}),
    ("我同事郑雅琴，她的微信和手机都是13698765432。", {"phone": "13698765432"}),
    ("我表姐苏晴，个子小小的，也就一米五八。", {"height": "一米五八"}),
    ("我上司唐宁，三十五六岁的样子。", {"age": "三十五六"}),
    ("我表弟陈浩，性子急，脾气也爆。", {"trait": "性子急"}),
    ("我同事韩梅，典型的工作狂。", {"trait": "工作狂"}),
    ("我同事郑雅琴，在平安保险做理赔。", {"employer": "平安保险"}),
    ("我下属吴杰明，在京东物流当仓管员。", {"job": "仓管员"}),
    ("我表弟陈浩，在家附近的汽修厂当学徒。", {"job": "学徒"}),
    ("我大伯王振山，在老家当村支书。", {"title": "村支书"}),
    ("我表妹许佳，研究生在读。", {"education": "研究生在读"}),
    ("我叔叔赵长河，只上过小学。", {"education": "小学"}),
]

# (message, attributes that must not be read onto the person the message names first)
NOT_SAID: list[tuple[str, tuple[str, ...]]] = [
    ("我表哥孙立伟想去深圳发展。", ("works_in",)),
    ("我表哥孙立伟想在深圳当老师。", ("job", "works_in")),
    ("我表哥孙立伟打算在成都开家火锅店。", ("job", "works_in")),
    ("我表哥孙立伟以前在深圳上班，现在回老家了。", ("works_in",)),
    ("我表哥孙立伟以前在中石化上班。", ("employer",)),
    ("我同事郑雅琴不是本科。", ("education",)),
    ("我同事郑雅琴想读个博士。", ("education",)),
    ("我表哥孙立伟，想考个MBA。", ("education",)),
    ("我表哥孙立伟如果去读博就好了。", ("education",)),
    ("我表哥孙立伟他老婆是护士。", ("job",)),
    ("我同事郑雅琴的老公是做外贸的。", ("job",)),
    ("我同事郑雅琴的儿子在华为上班。", ("employer",)),
    ("我表哥孙立伟，他女儿在读博。", ("education",)),
    ("我大姨张秀兰带了三十个学生。", ("age", "job")),
    ("我表哥孙立伟属虎的。", ("age",)),
    ("我表哥孙立伟比我大两岁。", ("age",)),
    ("我表哥孙立伟开了三个小时的车。", ("age", "job")),
    ("我表哥孙立伟180斤。", ("height",)),
    ("我表哥孙立伟买了200多块的鞋。", ("height",)),
    ("我表哥孙立伟教我数学。", ("job",)),
    ("我表哥孙立伟开了家店又关了。", ("job",)),
    ("我表哥孙立伟开了个玩笑。", ("job",)),
    ("我表哥孙立伟在医院看病。", ("job", "employer")),
    ("我表哥孙立伟在上海读的大学。", ("works_in", "employer")),
    ("我表哥孙立伟在深圳出差。", ("works_in",)),
    ("我表哥孙立伟去杭州旅游了。", ("works_in", "from")),
    ("我表哥孙立伟在医院当了三天志愿者。", ("job",)),
    ("我表哥孙立伟在我们小区开了家超市。", ("works_in", "employer")),
    ("我表哥孙立伟是华为的老用户。", ("employer",)),
    ("我表哥孙立伟的车是比亚迪的。", ("employer",)),
    ("我表哥孙立伟是个好人。", ("job", "trait")),
    ("我表姐性格很好", ("trait",)),
    ("我同事郑雅琴不喜欢钓鱼。", ("hobby", "likes")),
    ("我表哥孙立伟的电话我忘了。", ("phone",)),
    ("我表哥孙立伟，做了二十年手工。", ("job",)),
    ("我表哥孙立伟，开了三年车。", ("job",)),
    ("我表哥孙立伟，以前在老家开过饭店。", ("job",)),
    ("我表哥孙立伟，在家做饭。", ("job",)),
]

# The user's own facts, a question and generic people: no person's fact at all.
NOBODY = [
    "我今年38岁，老家山东济南。",
    "我的邮箱是 me@mail.com。",
    "我今年奔四了，在深圳上班。",
    "我在西安一家医院当麻醉师。",
    "很多程序员都在深圳上班。",
    "你是哪里人？",
    "在读博的人压力都很大。",
]


def _person(text: str) -> Mention | None:
    people = [m for m in extract_mentions(text, language="zh") if m.kind == "person"]
    return people[0] if people else None


def _read(text: str) -> dict[str, str]:
    person = _person(text)
    read: dict[str, str] = {}
    for fact in person.facts if person is not None else []:
        read.setdefault(fact.attribute, fact.value)
    return read


@pytest.mark.parametrize(("text", "want"), SAID, ids=[t for t, _ in SAID])
def test_what_a_clause_says_of_the_person(text: str, want: dict[str, str]) -> None:
    read = _read(text)
    assert {a: read.get(a) for a in want} == want, read


@pytest.mark.parametrize(("text", "attributes"), NOT_SAID, ids=[t for t, _ in NOT_SAID])
def test_what_is_not_so_of_the_person_stays_unread(text: str, attributes: tuple[str, ...]) -> None:
    read = _read(text)
    assert not set(read) & set(attributes), read


@pytest.mark.parametrize("text", NOBODY)
def test_the_users_own_facts_and_generic_people_are_no_ones(text: str) -> None:
    assert [m for m in extract_mentions(text, language="zh") if m.kind == "person" and m.facts] == []


def test_work_said_by_what_is_done_reaches_the_person_on_both_stores(mem: Memory, backend: str) -> None:
    _say(
        mem,
        "u1",
        "说说我姐夫吧，他叫陈志刚。",
        "陈志刚今年四十一，在西安一家医院当麻醉师。",
        "我小姨周敏在南京的一所中学教语文，奔五了。",
        "我表舅刘德胜在宁波开了家五金店，以前在深圳上班。",
    )
    chen, zhou, liu = _one(mem, "u1", "陈志刚"), _one(mem, "u1", "周敏"), _one(mem, "u1", "刘德胜")
    assert {k: _facts(chen).get(k) for k in ("age", "job", "works_in")} == {
        "age": "四十一岁",
        "job": "麻醉师",
        "works_in": "西安",
    }
    assert {k: _facts(zhou).get(k) for k in ("job", "works_in", "age")} == {
        "job": "语文老师",
        "works_in": "南京",
        "age": "奔五",
    }
    # the business they run and where; the city they worked in before is not where they work now
    assert {k: _facts(liu).get(k) for k in ("job", "works_in")} == {"job": "开五金店", "works_in": "宁波"}
    # "一家医院", "一所中学" name no organisation: no entity of its own
    assert not mem.entities.find("u1", "医院") and not mem.entities.find("u1", "中学")
    assert not mem.entities.find("u2", "陈志刚")
