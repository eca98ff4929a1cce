"""Chinese capture that generalises (issue #21): people introduced by the wide vocabulary of ties (师傅, 搭档,
前辈, 姑父, 外甥女, "隔壁组的…", a tie said without 我), names beyond the common surnames (房, 简, 区, 欧阳, 司马),
and profile values read by their shape wherever a clause says them ("在深圳工作好几年了", "周末经常去钓鱼",
"被外派到新加坡了", "刚满二十三"), by a pronoun after hearsay ("听说她…", "他说他…") or after a relation named
in passing ("跟我舅舅吃饭，他…"). And the look-alikes that are no one's value: the user's own height, a trip, a
child's age, a length.

Each table case is one user message and the exact mentions read from it, as in `test_entity_extract`.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions

from .test_entity_extract import Row, _org, _p, _rows
from .test_entity_profile_zh import _say

# Ties said the many ways people say them, and names the common-surname list lacks
TIES: list[tuple[str, list[Row]]] = [
    ("我师傅房建军今年五十八岁", [_p("房建军", "师傅", ("age", "五十八岁"))]),
    ("我徒弟简思远今年刚满二十三", [_p("简思远", "徒弟", ("age", "二十三岁"))]),
    ("我搭档甘露露老家湖南长沙", [_p("甘露露", "搭档", ("from", "湖南长沙"))]),
    ("我那个前辈司马光明在广州常驻", [_p("司马光明", "前辈", ("works_in", "广州"))]),
    ("我上司区家豪老家是广东佛山的", [_p("区家豪", "上司", ("from", "广东佛山"))]),
    ("欧阳娜娜是我的主管，老家在湖南", [_p("欧阳娜娜", "主管", ("from", "湖南"))]),
    ("房建军是我师傅", [_p("房建军", "师傅")]),
    ("我们领导刘振宇是山东济南人", [_p("刘振宇", "领导", ("from", "山东济南"))]),
    ("我们组长邝志明是个急性子", [_p("邝志明", "组长", ("trait", "急性子"))]),
    ("我姨父个头一米七二", [_p("", "姨父", ("height", "一米七二"))]),
    ("我大伯今年六十三了", [_p("", "大伯", ("age", "六十三岁"))]),
    ("我嫂子是安徽合肥人，大专学历", [_p("", "嫂子", ("education", "大专"), ("from", "安徽合肥"))]),
    ("我表姐夫是个医生", [_p("", "表姐夫", ("job", "医生"))]),
    ("我们老板娘姓许，个子挺高，差不多一米七", [_p("", "老板娘", ("height", "一米七"), ("surname", "许"))]),
    # a tie without 我, and the team one works in
    ("堂哥黄子轩在成都工作", [_p("黄子轩", "堂哥", ("works_in", "成都"))]),
    ("外甥女王小萌今年十八岁", [_p("王小萌", "外甥女", ("age", "十八岁"))]),
    ("隔壁组的赵一鸣特别幽默", [_p("赵一鸣", "同事", ("trait", "幽默"))]),
    ("同组的钱多多爱打羽毛球", [_p("钱多多", "同事", ("likes", "打羽毛球"))]),
    ("我们部门的李经理今年四十岁", [_p("李经理", "同事", ("age", "四十岁"))]),
    ("我们组的小张特别内向", [_p("小张", "同事", ("trait", "内向"))]),
    ("我的顶头上司是马国栋，他是研究生学历", [_p("马国栋", "顶头上司", ("education", "研究生"))]),
    ("我带的徒弟叫邱明，湖北孝感人", [_p("邱明", "徒弟", ("from", "湖北孝感"))]),
    ("有个同事叫宁远，老家是甘肃天水的", [_p("宁远", "同事", ("from", "甘肃天水"))]),
    ("我二姨家的表妹叫谢琳，在成都读研", [_p("谢琳", "表妹", ("lives_in", "成都"))]),
    ("我的下属中，吴杰明学历最高，是博士", [_p("吴杰明", "", ("education", "博士"), ("note", "学历最高"))]),
    ("我们主任方志远今年五十出头，是个工作狂", [_p("方志远", "主任", ("age", "五十出头"), ("trait", "工作狂"))]),
    ("我同事包晓东是内蒙古包头人", [_p("包晓东", "同事", ("from", "内蒙古包头"))]),
    ("我小舅子比较宅，平时就喜欢在家打游戏", [_p("", "小舅子", ("likes", "在家打游戏"))]),
    ("我同事小刘是个急脾气", [_p("小刘", "同事", ("trait", "急脾气"))]),
    ("我老板娘特别能干，是个女强人", [_p("", "老板娘", ("trait", "女强人"), ("trait", "能干"))]),
    # a name with a particle after it, then its tie and a fact in the clauses that follow
    ("李建新呢，我表哥，是个博士", [_p("李建新", "表哥", ("education", "博士"))]),
]

# A value read by its shape inside a longer clause
SHAPED: list[tuple[str, list[Row]]] = [
    ("我那同事郑雅琴在深圳工作好几年了", [_p("郑雅琴", "同事", ("works_in", "深圳"))]),
    ("我表哥周末经常去钓鱼", [_p("", "表哥", ("hobby", "钓鱼"))]),
    ("我同事吴敏每周末都去爬山", [_p("吴敏", "同事", ("hobby", "爬山"))]),
    ("我表哥被外派到新加坡了", [_p("", "表哥", ("works_in", "新加坡"))]),
    ("我上司被派到上海分公司了", [_p("", "上司", ("works_in", "上海"))]),
    ("我表姐出生在湖南岳阳，后来去了北京工作", [_p("", "表姐", ("from", "湖南岳阳"), ("works_in", "北京"))]),
    ("我表弟毕业后留在了南京工作", [_p("", "表弟", ("works_in", "南京"))]),
    ("我表哥高一米八五", [_p("", "表哥", ("height", "一米八五"))]),
    ("我表哥孙立伟，一米八二的大高个，济南人", [_p("孙立伟", "表哥", ("from", "济南"), ("height", "一米八二"))]),
    ("我婶婶娘家是四川宜宾的", [_p("", "婶婶", ("from", "四川宜宾"))]),
    ("我叔叔老家在青岛，说话带着山东口音", [_p("", "叔叔", ("from", "青岛"))]),
    ("我父亲王建华今年六十了，老家山东烟台", [_p("王建华", "父亲", ("age", "六十岁"), ("from", "山东烟台"))]),
    ("我下属李强做事特别认真，很踏实", [_p("李强", "下属", ("trait", "认真"), ("trait", "踏实"))]),
    ("我同事秦岚每年腊月初八过生日", [_p("秦岚", "同事", ("birthday", "腊月初八"))]),
    ("我表哥是个胖子，一米七不到", [_p("", "表哥", ("height", "不到一米七"))]),
    ("我表哥一米九的个头，在篮球队打中锋", [_p("", "表哥", ("height", "一米九"))]),
    ("我表哥在宁波做外贸生意", [_p("", "表哥", ("works_in", "宁波"))]),
    ("我舅舅人家可是名校博士毕业", [_p("", "舅舅", ("education", "博士"))]),
]

# Where someone works, said with the city and the employer together
WORKPLACE: list[tuple[str, list[Row]]] = [
    ("我表弟刚研究生毕业，在成都找了份工作", [_p("", "表弟", ("education", "研究生"), ("works_in", "成都"))]),
    (
        "我表姐在上海外企上班",
        [_p("", "表姐", ("employer", "外企"), ("works_in", "上海"), links=(("works_at", "外企"),)), _org("外企")],
    ),
    (
        "我大学室友陈鹏在杭州阿里巴巴上班",
        [
            _p(
                "陈鹏",
                "大学室友",
                ("employer", "阿里巴巴"),  # the city is where; the company's name holds none
                ("works_in", "杭州"),
                links=(("works_at", "阿里巴巴"),),
            ),
            _org("阿里巴巴"),
        ],
    ),
    (
        "我表哥在中国银行上班",
        [_p("", "表哥", ("employer", "中国银行"), links=(("works_at", "中国银行"),)), _org("中国银行")],
    ),
    ("我同事在公司上班", []),  # anyone's workplace: no employer named
]

# 他 / 她 after hearsay, after what they said, or after a relation named in passing
PRONOUNS: list[tuple[str, list[Row]]] = [
    ("上周末跟我舅舅吃饭，他今年五十二了，还在郑州上班", [_p("", "舅舅", ("age", "五十二岁"), ("works_in", "郑州"))]),
    ("前两天碰到我同事郑雅琴，才知道她老家是四川成都的", [_p("郑雅琴", "同事", ("from", "四川成都"))]),
    ("昨天和我表哥孙立伟吃饭，他说他现在在深圳上班", [_p("孙立伟", "表哥", ("works_in", "深圳"))]),
    ("我姑姑她是老师", [_p("", "姑姑", ("job", "老师"))]),
    ("听说我表姐她今年调到广州了", [_p("", "表姐", ("works_in", "广州"))]),
    ("我和我妈去看我舅舅，他身体挺好的", []),  # two people named before 他: it cannot be told who
    ("我昨天跟我舅舅打电话，她说她最近很忙", []),  # 她 is no uncle
]

# Look-alikes: nobody's profile value is read from them
NONE: list[tuple[str, list[Row]]] = [
    ("我一米七五的个子在北方不算高", []),  # the user's own height
    ("去年去了杭州", []),  # a trip, no hometown
    # a rarer surname that opens an everyday word is no name
    ("我同事成天加班", []),
    ("我同事安排我去开会", []),
    ("我表哥费了好大劲", [_p("", "表哥", ("note", "费了好大劲"))]),
    ("我同事在上海出差", []),  # a work trip, not where they work
    ("我表哥钓了一条一米长的鱼", [_p("", "表哥", ("note", "钓了一条一米长的鱼"))]),  # a length
    ("我表姐比我大三岁", []),  # a gap between ages
    ("我同事18岁就出来打工了", [_p("", "同事", ("note", "18岁就出来打工了"))]),  # an age at a moment past
    ("我表哥他女儿一米六", [_p("", "表哥的女儿", ("height", "一米六"))]),  # his daughter's height, not his
    (  # 人民 is no hometown's 人: the hospital is where they work, a doctor there
        "我同事是广州人民医院的医生",
        [
            _p(
                "",
                "同事",
                ("employer", "广州人民医院"),
                ("job", "医生"),
                ("works_in", "广州"),
                links=(("works_at", "广州人民医院"),),
            ),
            _org("广州人民医院"),
        ],
    ),
]


@pytest.mark.parametrize(("text", "expected"), TIES, ids=[t for t, _ in TIES])
def test_ties_and_names_said_many_ways(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


@pytest.mark.parametrize(("text", "expected"), SHAPED, ids=[t for t, _ in SHAPED])
def test_a_value_is_read_by_its_shape_inside_a_longer_clause(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


@pytest.mark.parametrize(("text", "expected"), WORKPLACE, ids=[t for t, _ in WORKPLACE])
def test_a_city_said_with_the_employer_is_where_they_work(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


@pytest.mark.parametrize(("text", "expected"), PRONOUNS, ids=[t for t, _ in PRONOUNS])
def test_a_pronoun_after_hearsay_or_a_relation_in_passing(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


@pytest.mark.parametrize(("text", "expected"), NONE, ids=[t for t, _ in NONE])
def test_look_alikes_are_no_ones_value(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


@pytest.mark.parametrize(
    "text",
    ["我表哥去年去了杭州", "我表姐前阵子去成都玩了几天", "我同事上个月在深圳开会", "我舅舅喜欢吃四川菜"],
)
def test_a_place_said_without_a_tie_word_is_no_hometown_or_work_city(text: str) -> None:
    facts = {f.attribute for m in extract_mentions(text, language="zh") for f in m.facts}
    assert not facts & {"from", "works_in"}, facts


# --- end to end: messages in, the entity table and the block a count or a comparison gets -----------------


def test_people_told_in_new_ways_reach_counts_and_comparisons(mem: Memory, backend: str) -> None:
    _say(
        mem,
        "u1",
        "我师傅房建军是土生土长的山东济南人",
        "我搭档甘露露老家湖南长沙，一米六二",
        "堂哥黄子轩，一米八二的大高个，山东青岛人",
        "上周末跟我舅舅吃饭，他今年五十二了，还在郑州上班",
    )
    people = {e.name or e.relation: e for e in mem.entities.list("u1") if e.kind == "person"}
    assert {"房建军", "甘露露", "黄子轩", "舅舅"} <= set(people), people
    block = mem.context("u1", "有几个人的家乡在山东？").text
    for said in ("房建军", "山东济南", "黄子轩", "山东青岛"):
        assert said in block, block
    block = mem.context("u1", "甘露露和黄子轩谁更高？").text
    assert "一米六二" in block and "一米八二" in block, block
    assert not mem.entities.list("u2")  # another user's world is not read
