"""A person's profile in Chinese (issue #21): every attribute people are described by — education, height,
hometown, work city, occupation, position, employer, hobby, personality, birthday, age, phone, e-mail — said
formally with its label ("其身高是172厘米", "X的籍贯是…") and casually ("个子挺高，一米八二", "老家山东的", "在深圳
那边上班"), with a name, a relation, 他 / 她 / 其 as the subject, fillers after the value, and two people in one
message each keeping their own values.

Extractor cases are one message and the exact mentions read from it (`_rows`, as in `test_entity_extract`); the
end-to-end cases go through the public API and read `mem.entities` and the memories on both stores.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._entity_models import MentionFact
from jiyi._entity_record import phrase
from jiyi.extractors._entities import extract_mentions

from .test_entity_capture import _facts, _one, _say
from .test_entity_extract import Row, _org, _p, _rows

# The formal profile sentence, one per attribute label: "X是我的Y，其<label>是<value>"
FORMAL: list[tuple[str, list[Row]]] = [
    ("柴文斌是我的下属，其教育背景是本科", [_p("柴文斌", "下属", ("education", "本科"))]),
    ("柴文斌是我的下属，其学历为硕士", [_p("柴文斌", "下属", ("education", "硕士"))]),
    ("蒋慧敏是我表姐，其身高是一米六八", [_p("蒋慧敏", "表姐", ("height", "一米六八"))]),
    ("我下属钱浩然，其身高是172厘米。", [_p("钱浩然", "下属", ("height", "172厘米"))]),
    ("吕国栋是我的上司，家乡是山东青岛。", [_p("吕国栋", "上司", ("from", "山东青岛"))]),
    ("谭永胜是我舅舅，其老家是河南洛阳", [_p("谭永胜", "舅舅", ("from", "河南洛阳"))]),
    ("谭永胜是我舅舅，其籍贯为湖北襄阳", [_p("谭永胜", "舅舅", ("from", "湖北襄阳"))]),
    ("覃雪梅是我的同事，其工作地是厦门", [_p("覃雪梅", "同事", ("works_in", "厦门"))]),
    ("覃雪梅是我的同事，其工作地点在苏州", [_p("覃雪梅", "同事", ("works_in", "苏州"))]),
    ("邵俊杰是我表弟，其职业是牙医", [_p("邵俊杰", "表弟", ("job", "牙医"))]),
    ("邵俊杰是我表弟，其职位是区域经理", [_p("邵俊杰", "表弟", ("title", "区域经理"))]),
    (
        "孔令辉是我叔叔，其单位名称是中铁十二局",
        [_p("孔令辉", "叔叔", ("employer", "中铁十二局"), links=(("works_at", "中铁十二局"),)), _org("中铁十二局")],
    ),
    ("孔令辉是我叔叔，其兴趣爱好是钓鱼", [_p("孔令辉", "叔叔", ("hobby", "钓鱼"))]),
    ("卢婉清是我婶婶，其性格是开朗", [_p("卢婉清", "婶婶", ("trait", "开朗"))]),
    ("卢婉清是我婶婶，其生日是11月3日", [_p("卢婉清", "婶婶", ("birthday", "11月3日"))]),
    ("卢婉清是我婶婶，其年龄是47岁", [_p("卢婉清", "婶婶", ("age", "47岁"))]),
    ("戴国强是我的上司，其联系电话是13912345678", [_p("戴国强", "上司", ("phone", "13912345678"))]),
    ("戴国强是我的上司，其邮箱地址是daigq@163.com", [_p("戴国强", "上司", ("email", "daigq@163.com"))]),
    # "X的<label>是<value>", the label without 其
    ("我同事马丽娟的邮箱是 malj@qq.com", [_p("马丽娟", "同事", ("email", "malj@qq.com"))]),
    # an address's many Latin words do not make the sentence English
    ("我上司的邮箱是 boss.li@company.com.cn", [_p("", "上司", ("email", "boss.li@company.com.cn"))]),
    ("我舅妈的生日是腊月初八", [_p("", "舅妈", ("birthday", "腊月初八"))]),
    ("我表哥的身高是一米七五左右", [_p("", "表哥", ("height", "一米七五"))]),
    ("我的上司叫韩冬梅，她的职位是销售总监", [_p("韩冬梅", "上司", ("title", "销售总监"))]),
    ("曹宇航是我的下属，学历是硕士，职业是程序员", [_p("曹宇航", "下属", ("education", "硕士"), ("job", "程序员"))]),
]

# The way people say it in chat
CASUAL: list[tuple[str, list[Row]]] = [
    ("我跟你说，孙立伟是我表哥，他个子挺高的，有一米八二。", [_p("孙立伟", "表哥", ("height", "一米八二"))]),
    ("我表哥孙立伟个子挺高，一米八二", [_p("孙立伟", "表哥", ("height", "一米八二"))]),
    ("我舅妈身高不到一米六", [_p("", "舅妈", ("height", "不到一米六"))]),  # the word that changes it is kept
    ("我表哥个子不高，也就一米六五", [_p("", "表哥", ("height", "一米六五"))]),
    ("我同事宋佳琪身高165吧", [_p("宋佳琪", "同事", ("height", "165"))]),
    ("我那同事郑雅琴老家是四川成都的", [_p("郑雅琴", "同事", ("from", "四川成都"))]),
    ("我表姐是浙江宁波人", [_p("", "表姐", ("from", "浙江宁波"))]),
    ("我妈是浙江温州人，性格很温和", [_p("", "妈", ("from", "浙江温州"), ("trait", "温和"))]),
    ("我上司老家山东的", [_p("", "上司", ("from", "山东"))]),
    ("我同事刘洋在深圳上班", [_p("刘洋", "同事", ("works_in", "深圳"))]),
    ("我表哥是在深圳那边上班的", [_p("", "表哥", ("works_in", "深圳"))]),
    (
        "我表哥在上海的一家律所上班",
        [_p("", "表哥", ("employer", "律所"), ("works_in", "上海"), links=(("works_at", "律所"),)), _org("律所")],
    ),
    (
        "我叔叔在一家外企当部门经理",
        [_p("", "叔叔", ("employer", "外企"), ("title", "部门经理"), links=(("works_at", "外企"),)), _org("外企")],
    ),
    (
        "我表姐叫赵敏，她在北京一家银行当行长",
        [
            _p(
                "赵敏",
                "表姐",
                ("employer", "银行"),
                ("title", "行长"),
                ("works_in", "北京"),
                links=(("works_at", "银行"),),
            ),
            _org("银行"),
        ],
    ),
    ("我上司是个特别乐观的人", [_p("", "上司", ("trait", "乐观"))]),
    ("我表妹性格比较内向", [_p("", "表妹", ("trait", "内向"))]),
    ("我同事王磊是个慢性子", [_p("王磊", "同事", ("trait", "慢性子"))]),
    ("我们那同事张伟特别外向", [_p("张伟", "同事", ("trait", "外向"))]),
    ("我舅舅平时就爱钓鱼", [_p("", "舅舅", ("likes", "钓鱼"))]),
    ("我婶婶生日是3月12号", [_p("", "婶婶", ("birthday", "3月12号"))]),
    ("我舅妈3月12号生日", [_p("", "舅妈", ("birthday", "3月12号"))]),
    ("我叔叔三十出头，在广州做销售", [_p("", "叔叔", ("age", "三十出头"), ("job", "销售"), ("works_in", "广州"))]),
    ("我舅舅王国庆今年五十多岁", [_p("王国庆", "舅舅", ("age", "五十多岁"))]),
    ("我下属吴凡的联系方式是13900001111", [_p("吴凡", "下属", ("phone", "13900001111"))]),
    (
        "我同事郑雅琴，她在深圳工作，籍贯是四川成都，性格内向，爱好是看书和瑜伽。",
        [_p("郑雅琴", "同事", ("works_in", "深圳"), ("from", "四川成都"), ("trait", "内向"), ("hobby", "看书和瑜伽"))],
    ),
    # the value before whom it is of, across a colon, after a filler
    ("五月初九是我外公的生日", [_p("", "外公", ("birthday", "五月初九"))]),
    ("给我同事卓晓雯发邮件用zxw88@126.com", [_p("卓晓雯", "同事", ("email", "zxw88@126.com"))]),
    ("记一下我下属闵浩宇的手机：159 0011 2233", [_p("闵浩宇", "下属", ("phone", "159 0011 2233"))]),
    ("说起来我舅舅身高有一米七四呢", [_p("", "舅舅", ("height", "一米七四"))]),
    # "X，我<relation>，…": each clause that states something goes on being about X
    (
        "何丽君，我表姐，一有空就去爬山，个儿不矮，得有1米70。",
        [_p("何丽君", "表姐", ("height", "1米70"), ("likes", "爬山"))],
    ),
    (
        "柏永年，我同事，供职于远航物流，性子急躁",
        [
            _p("柏永年", "同事", ("employer", "远航物流"), ("trait", "急躁"), links=(("works_at", "远航物流"),)),
            _org("远航物流"),
        ],
    ),
    ("我那个同事高子豪为人稳重", [_p("高子豪", "同事", ("trait", "稳重"))]),  # 高子豪, not 高子 and 豪为人
    ("我堂哥这几年一直在宁波打拼", [_p("", "堂哥", ("works_in", "宁波"))]),
    ("我表弟当厨师好多年了", [_p("", "表弟", ("job", "厨师"))]),
    ("我下属在单位是项目主管", [_p("", "下属", ("title", "项目主管"))]),
    ("我姑姑业余时间爱练瑜伽", [_p("", "姑姑", ("hobby", "练瑜伽"))]),
    ("我同事是从江西九江出来的", [_p("", "同事", ("from", "江西九江"))]),
    ("我舅舅那口音一听就是河南洛阳的", [_p("", "舅舅", ("from", "河南洛阳"))]),
    ("我表姐何丽君这几年都在青岛上班", [_p("何丽君", "表姐", ("works_in", "青岛"))]),
    (
        "我那个下属罗志军量过身高，一米七九",  # 罗志军, not 罗志 of 军量过
        [_p("罗志军", "下属", ("height", "一米七九"), ("note", "量过身高"))],
    ),
    (
        "我的同事林小雨，毕业于复旦大学，硕士学历，现在是市场部经理。",
        [_p("林小雨", "同事", ("school", "复旦大学"), ("education", "硕士"), ("title", "市场部经理"))],
    ),
]

# Two people in one message: each value stays with the person it was said of
TWO: list[tuple[str, list[Row]]] = [
    (
        "孙立伟和郑雅琴都是我同事，孙立伟一米八五，郑雅琴一米六二。",
        [_p("孙立伟", "同事", ("height", "一米八五")), _p("郑雅琴", "同事", ("height", "一米六二"))],
    ),
    (
        "孙立伟是我表哥，郑雅琴是我同事，她老家在四川成都。",
        [_p("孙立伟", "表哥"), _p("郑雅琴", "同事", ("from", "四川成都"))],
    ),
    (
        "我表哥孙立伟身高一米八二，我表姐孙丽身高一米六五。",
        [_p("孙立伟", "表哥", ("height", "一米八二")), _p("孙丽", "表姐", ("height", "一米六五"))],
    ),
    (
        # the person a filler introduces is who 他 is: not the aunt named before
        "我姑姑叫卓慧兰，她在杭州上班。跟你提一下我表哥柏文涛，他的性格很急躁。",
        [_p("卓慧兰", "姑姑", ("works_in", "杭州")), _p("柏文涛", "表哥", ("trait", "急躁"))],
    ),
    (
        # a clause read as nothing between a person and 她 does not make 她 the one named before
        "我有个下属叫高晓梅，她最高学历是硕士。何雅琴现在做会计，干得还行，她的教育背景是本科。",
        [_p("高晓梅", "下属", ("education", "硕士")), _p("何雅琴", "", ("education", "本科"), ("job", "会计"))],
    ),
    (
        "在那次聚会上大家聊得很开心～罗志远高中毕业，他性子乐观。",
        [_p("罗志远", "", ("education", "高中"), ("trait", "乐观"))],
    ),
]

# Said of the label's thing, not its value; or no person at all: nothing is read
NONE: list[tuple[str, list[Row]]] = [
    ("我同事公司很大", []),
    ("我老板老家很远", []),
    ("我表哥工作很忙", []),
    ("我同事手机是华为的", []),
    ("我表姐性格很好", []),
    ("其他人都没来", []),
    ("我那天去了趟医院", []),
    ("他个子挺高的", []),  # a bare 他 with nobody named, and no value
]


@pytest.mark.parametrize(("text", "expected"), FORMAL, ids=[t for t, _ in FORMAL])
def test_every_profile_label_said_formally(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


@pytest.mark.parametrize(("text", "expected"), CASUAL, ids=[t for t, _ in CASUAL])
def test_profile_attributes_said_casually(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


@pytest.mark.parametrize(("text", "expected"), TWO, ids=[t for t, _ in TWO])
def test_two_people_in_one_message_keep_their_own_values(text: str, expected: list[Row]) -> None:
    # the people only: "在那次聚会上…" may also name the gathering as an event
    assert [r for r in _rows(extract_mentions(text, language="zh")) if r[1] == "person"] == expected


@pytest.mark.parametrize(("text", "expected"), NONE, ids=[t for t, _ in NONE])
def test_what_is_no_profile_value_stays_unread(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


def test_a_pronoun_or_qi_opening_the_next_message_is_the_person_introduced() -> None:
    for said in ("其家乡是山东青岛。", "他家乡是山东青岛。"):
        [m] = extract_mentions(said, language="zh", recent=["吕国栋是我的上司。"])
        assert m.pronoun and [(f.attribute, f.value) for f in m.facts] == [("from", "山东青岛")]


# --- end to end: messages in, `extract`, the entity table and the memories ---------------------------------


def test_facts_said_after_an_introduction_in_later_messages_join_the_person(mem: Memory, backend: str) -> None:
    _say(mem, "u1", "钱浩然是我的下属。", "他身高是172厘米。", "其老家是江西赣州的")
    qian = _one(mem, "u1", "钱浩然")
    assert _facts(qian) == {"relation": "下属", "height": "172厘米", "from": "江西赣州"}
    # each fact is indexed over a memory that says it, and no memory says the relation a second time
    said = {f.attribute: mem.get("u1", f.memory_id).content for f in qian.facts}
    assert "172厘米" in said["height"] and "江西赣州" in said["from"]
    lines = [m.content for m in mem.list("u1")]
    assert sum("钱浩然是用户的下属" in line for line in lines) == 1, lines
    assert "用户的下属钱浩然，身高172厘米" in lines, lines  # who is meant, for a search by relation
    assert not mem.entities.find("u2", "钱浩然")  # another user's world is not read


def test_a_later_memory_names_a_relation_already_stated_without_stating_it_again() -> None:
    height = [MentionFact(attribute="height", value="172厘米", label="身高")]
    assert phrase("钱浩然", "下属", height, "zh") == "钱浩然是用户的下属，身高172厘米"
    assert phrase("钱浩然", "下属", height, "zh", said=True) == "用户的下属钱浩然，身高172厘米"
    # unnamed, the relation is how they are called: the sentence is the same either way
    unnamed = phrase("", "表哥", height, "zh", said=True)
    assert unnamed == phrase("", "表哥", height, "zh") == "用户的表哥身高172厘米"


def test_a_profile_said_in_one_message_reaches_the_people_section(mem: Memory, backend: str) -> None:
    _say(mem, "u1", "我那同事郑雅琴老家是四川成都的，在深圳那边上班，身高一米六二左右，是个特别乐观的人。")
    zheng = _one(mem, "u1", "郑雅琴")
    assert _facts(zheng) == {
        "relation": "同事", "from": "四川成都", "works_in": "深圳", "height": "一米六二", "trait": "乐观",
    }  # fmt: skip
    block = mem.context("u1", "郑雅琴多高？").text
    assert "一米六二" in block and "四川成都" in block, block
