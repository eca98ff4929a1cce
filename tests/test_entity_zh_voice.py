"""Chinese capture in the user's own voice (issue #21): the many ways people say the work, the values and WHO a
statement is about.

Work said by what is done (做财务, 开出租的, 当兵的, 在老家种地); degrees with the school's standing (名校博士); a
person described before the relation ("我那个在上海工作的表姐"); one of a group ("我的同事里有个叫吕婷的",
"我有两个同事，一个叫…"); notes and forms ("上司：李振华，45岁，北京人", "我同事，邓超，28岁，程序员"); asides in
brackets or after a dash; a form continuing the person of the last message ("职业：医生"); a given name said after
the full name ("雅琴…" of 郑雅琴) — and the look-alikes that are nobody's value.

Every sentence here is written for these tests (none comes from a benchmark pool). Each table case is one user
message and the exact mentions read from it, as in `test_entity_extract`.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from jiyi import Memory
from jiyi._entity_resolve import same_relation
from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._referents import companions_zh
from jiyi.extractors._rules_common import Subject, is_place
from jiyi.extractors._rules_zh import extract_zh

from .test_entity_capture import _say
from .test_entity_extract import Row, _org, _p, _rows

# Work said by what is done, by a field, after 当 / 做 / 干 / 搞, and as a note's bare word
WORK: list[tuple[str, list[Row]]] = [
    ("我舅妈做财务", [_p("", "舅妈", ("job", "财务"))]),
    ("我叔叔开出租的", [_p("", "叔叔", ("job", "开出租"))]),
    ("我表叔是开货车的", [_p("", "表叔", ("job", "开货车"))]),
    ("我表哥是当兵的", [_p("", "表哥", ("job", "当兵"))]),
    ("我二舅在老家种地", [_p("", "二舅", ("job", "种地"))]),
    ("我堂姐干销售好几年了", [_p("", "堂姐", ("job", "销售"))]),
    ("我表弟搞IT的", [_p("", "表弟", ("job", "IT"))]),
    ("我婶婶，五十多岁，退休教师", [_p("", "婶婶", ("age", "五十多岁"), ("job", "退休教师"))]),
    ("我父亲叫王建华，在济南当了一辈子中学老师", [_p("王建华", "父亲", ("job", "中学老师"), ("works_in", "济南"))]),
    (
        "我朋友张敏是河北石家庄人，现在在北京做设计",
        [_p("张敏", "朋友", ("from", "河北石家庄"), ("job", "设计"), ("works_in", "北京"))],
    ),
    ("我叔叔是开滴滴的，今年四十八", [_p("", "叔叔", ("age", "四十八岁"), ("job", "开滴滴"))]),
    ("我舅舅今年五十八，在郑州开出租", [_p("", "舅舅", ("age", "五十八岁"), ("job", "开出租"), ("works_in", "郑州"))]),
    ("我同事小吴，温州人，做财务的", [_p("小吴", "同事", ("from", "温州"), ("job", "财务"))]),
    (
        "我同事小吴老家是浙江温州的，研究生毕业，在我们公司做财务",
        [_p("小吴", "同事", ("education", "研究生"), ("from", "浙江温州"), ("job", "财务"))],
    ),
    ("我高中的同学王磊在广州当医生", [_p("王磊", "高中的同学", ("job", "医生"), ("works_in", "广州"))]),
    (
        "我上司在阿里当总监",
        [_p("", "上司", ("employer", "阿里"), ("title", "总监"), links=(("works_at", "阿里"),)), _org("阿里")],
    ),
    (
        "我表姐在一家外企做HR",
        [_p("", "表姐", ("employer", "外企"), ("job", "HR"), links=(("works_at", "外企"),)), _org("外企")],
    ),
    (
        "我同事钱梅在银行上班，是个柜员",
        [_p("钱梅", "同事", ("employer", "银行"), ("job", "柜员"), links=(("works_at", "银行"),)), _org("银行")],
    ),
    ("我母亲李晓燕是医生", [_p("李晓燕", "母亲", ("job", "医生"))]),
    ("我上司姓刘，叫刘海波，是部门经理", [_p("刘海波", "上司", ("surname", "刘"), ("title", "部门经理"))]),
    ("我表哥在中石化上班", [_p("", "表哥", ("employer", "中石化"), links=(("works_at", "中石化"),)), _org("中石化")]),
    ("我舅舅是开饭店的", [_p("", "舅舅", ("job", "开饭店"))]),
    ("我表哥前阵子开了家火锅店", [_p("", "表哥", ("note", "前阵子开了家火锅店"))]),  # done once: no work
    ("我表哥在工地上干活", []),  # anyone's workplace: no employer
]

# Values said the casual ways: by their shape, with a word before them, or with what they are implied by
VALUES: list[tuple[str, list[Row]]] = [
    ("我表姐是名校博士", [_p("", "表姐", ("education", "博士"))]),
    ("我同事方敏是985硕士", [_p("方敏", "同事", ("education", "硕士"))]),
    ("我表弟今年才十九", [_p("", "表弟", ("age", "十九岁"))]),
    ("我表哥182的个子", [_p("", "表哥", ("height", "182"))]),
    ("我表姐83年的", [_p("", "表姐", ("birthday", "83年"))]),
    ("我下属特别踏实肯干", [_p("", "下属", ("trait", "踏实肯干"))]),
    ("我那同事孙立伟啊，人特别好，就是有点内向", [_p("孙立伟", "同事", ("trait", "人好"), ("trait", "内向"))]),
    ("我表妹她嫁到了广州", [_p("", "表妹", ("lives_in", "广州"))]),
    ("我同事吕婷她家是湖北的", [_p("吕婷", "同事", ("from", "湖北"))]),
    ("我表姐的邮箱发你：zhou.mei@163.com", [_p("", "表姐", ("email", "zhou.mei@163.com"))]),
    (
        "我同事吴杰明的邮箱是wujm@163.com，手机13912345678",
        [_p("吴杰明", "同事", ("email", "wujm@163.com"), ("phone", "13912345678"))],
    ),
    ("我同事吕婷，邮箱lvting@gmail.com", [_p("吕婷", "同事", ("email", "lvting@gmail.com"))]),
    ("我表哥手机号13812345678", [_p("", "表哥", ("phone", "13812345678"))]),
    ("我同事邱岚，硕士学历，老家江西九江", [_p("邱岚", "同事", ("education", "硕士"), ("from", "江西九江"))]),
    (
        "我表妹刚大学毕业，在成都一家银行上班",
        [
            _p(
                "",
                "表妹",
                ("employer", "银行"),
                ("school", "大学"),
                ("works_in", "成都"),
                links=(("works_at", "银行"),),
            ),
            _org("银行"),
        ],
    ),
    ("我堂哥一米七八，比我高一点", [_p("", "堂哥", ("height", "一米七八"))]),
    ("我表哥跟我一样高，一米七五", [_p("", "表哥", ("height", "一米七五"))]),
    ("我妈今年五十八，退休了", [_p("", "妈", ("age", "五十八岁"), ("status", "退休了"))]),
    ("我上司是土生土长的上海人", [_p("", "上司", ("from", "上海"))]),
    ("我下属周涛大专毕业", [_p("周涛", "下属", ("education", "大专"))]),
    ("我表嫂只读了小学", [_p("", "表嫂", ("education", "小学"))]),
    ("我舅舅读到初中就没读了", [_p("", "舅舅", ("education", "初中"))]),
    ("我同事彭辉性格很开朗", [_p("彭辉", "同事", ("trait", "开朗"))]),
    ("我上司是个急性子", [_p("", "上司", ("trait", "急性子"))]),
    ("我表姐在杭州工作了五年", [_p("", "表姐", ("works_in", "杭州"))]),
    ("我表哥人在成都", [_p("", "表哥", ("lives_in", "成都"))]),
    ("我同事叶青是湖北宜昌人", [_p("叶青", "同事", ("from", "湖北宜昌"))]),
    ("我表姐1990年出生", [_p("", "表姐", ("birthday", "1990年"))]),
    ("我婶婶五十出头", [_p("", "婶婶", ("age", "五十出头"))]),
    ("我表妹个头一米六出头", [_p("", "表妹", ("height", "一米六出头"))]),
    ("我表哥属虎的", [_p("", "表哥", ("zodiac", "虎"))]),
    ("我表哥是青岛长大的", [_p("", "表哥", ("from", "青岛"))]),
    ("我上司是清华毕业的博士", [_p("", "上司", ("education", "博士"))]),
    ("我表哥今年整三十", [_p("", "表哥", ("age", "三十岁"))]),
    ("我堂妹在北京读研究生", [_p("", "堂妹", ("education", "研究生"), ("lives_in", "北京"))]),
    ("sunlw@qq.com是我表哥的邮箱", [_p("", "表哥", ("email", "sunlw@qq.com"))]),  # the value first
    ("我同事是从湖南农村出来的", [_p("", "同事", ("from", "湖南"))]),
    ("我同事老家在河南农村", [_p("", "同事", ("from", "河南"))]),  # the province, as a count over it asks
    ("我表哥是个山东大汉", [_p("", "表哥", ("from", "山东"))]),
    ("我同事吕婷，湖北武汉的", [_p("吕婷", "同事", ("from", "湖北武汉"))]),
    ("我同事吕婷是武汉大学毕业的", [_p("吕婷", "同事", ("school", "武汉大学"))]),  # no one living in 武汉
    ("我表哥在上海读的大学，现在在苏州工作", [_p("", "表哥", ("works_in", "苏州"))]),  # where he studied: no employer
]

# Who it is about: a description before the relation, one of a group, several people in one message
WHO: list[tuple[str, list[Row]]] = [
    ("我那个在上海工作的表姐叫周梅", [_p("周梅", "表姐", ("works_in", "上海"))]),
    ("我一个老家在青岛的同事叫刘洋，是做外贸的", [_p("刘洋", "同事", ("from", "青岛"), ("job", "外贸"))]),
    ("我的同事里有个叫吕婷的", [_p("吕婷", "同事")]),
    ("我们部门有个叫宋佳的，特别能干", [_p("宋佳", "同事", ("trait", "能干"))]),
    ("我同事当中有一位叫宋佳，是湖南人", [_p("宋佳", "同事", ("from", "湖南"))]),
    ("我有两个同事，一个叫吕婷，一个叫钱梅", [_p("吕婷", "同事"), _p("钱梅", "同事")]),
    (
        "我有三个表哥，一个叫孙立伟，一个叫孙立强，还有一个叫孙立明",
        [_p("孙立伟", "表哥"), _p("孙立强", "表哥"), _p("孙立明", "表哥")],
    ),
    ("我爸是山东人，我妈是江苏人", [_p("", "爸", ("from", "山东")), _p("", "妈", ("from", "江苏"))]),
    (
        "我表哥孙立伟一米八二，我表姐周梅一米六五",
        [_p("孙立伟", "表哥", ("height", "一米八二")), _p("周梅", "表姐", ("height", "一米六五"))],
    ),
    (
        "说起我舅舅王建国，他老家在山东潍坊，今年五十八",
        [_p("王建国", "舅舅", ("age", "五十八岁"), ("from", "山东潍坊"))],
    ),
    ("王建华是我父亲，今年六十二岁，老家山东济南", [_p("王建华", "父亲", ("age", "六十二岁"), ("from", "山东济南"))]),
    ("跟我一个办公室的李娜是四川人", [_p("李娜", "同事", ("from", "四川"))]),
    ("和我一个宿舍的王芳今年二十二", [_p("王芳", "室友", ("age", "二十二岁"))]),
    ("他叫孙立伟，是我表哥", [_p("孙立伟", "表哥")]),
]

# Notes, forms, asides: the relation first and the name after it, a bracket or a dash, a heading with a colon, a
# form that opens a message (about whom the last message introduced: a pronoun's mention)
NOTES: list[tuple[str, list[Row]]] = [
    (
        "我同事，邓超，28岁，程序员，在深圳工作",
        [_p("邓超", "同事", ("age", "28岁"), ("job", "程序员"), ("works_in", "深圳"))],
    ),
    ("我下属，吴杰明，博士", [_p("吴杰明", "下属", ("education", "博士"))]),
    ("我表哥（孙立伟）今年三十五", [_p("孙立伟", "表哥", ("age", "三十五岁"))]),
    (
        "我表哥孙立伟（在深圳当程序员）一米八二",
        [_p("孙立伟", "表哥", ("height", "一米八二"), ("job", "程序员"), ("works_in", "深圳"))],
    ),
    ("我上司——李振华，北京人", [_p("李振华", "上司", ("from", "北京"))]),
    ("上司：李振华，45岁，北京人", [_p("李振华", "上司", ("age", "45岁"), ("from", "北京"))]),
    ("表姐：周梅，护士", [_p("周梅", "表姐", ("job", "护士"))]),
    ("刘海波，我上司，部门经理，45岁", [_p("刘海波", "上司", ("age", "45岁"), ("title", "部门经理"))]),
    ("我表哥，35，程序员", [_p("", "表哥", ("age", "35岁"), ("job", "程序员"))]),
    ("周梅，32岁，护士，在杭州", [_p("周梅", "", ("age", "32岁"), ("job", "护士"), ("lives_in", "杭州"))]),
    (
        "郑雅琴，我同事，32岁，成都人，硕士，性格开朗",
        [_p("郑雅琴", "同事", ("age", "32岁"), ("education", "硕士"), ("from", "成都"), ("trait", "开朗"))],
    ),
    (
        "我领导，四十出头，北京人，姓李，叫李振华",
        [_p("李振华", "领导", ("age", "四十出头"), ("from", "北京"), ("surname", "李"))],
    ),
    ("职业：医生", [_p("", "", ("job", "医生"))]),
    ("年龄32岁，身高165，老家湖南", [_p("", "", ("age", "32岁"), ("from", "湖南"), ("height", "165"))]),
    (
        "我表姐周梅，护士，在杭州市第一人民医院上班",
        [
            _p(
                "周梅",
                "表姐",
                ("employer", "杭州市第一人民医院"),
                ("job", "护士"),
                ("works_in", "杭州市"),
                links=(("works_at", "杭州市第一人民医院"),),
            ),
            _org("杭州市第一人民医院"),
        ],
    ),
    (
        "我们领导是个女强人，四十来岁，湖南长沙人",
        [_p("", "领导", ("age", "四十来岁"), ("from", "湖南长沙"), ("trait", "女强人"))],
    ),
    (
        "我表哥叫张伟，今年35岁，一米八，山东济南人",
        [_p("张伟", "表哥", ("age", "35岁"), ("from", "山东济南"), ("height", "一米八"))],
    ),
    (
        "我同事陈刚，东北人，性格豪爽，一米八几的大个",
        [_p("陈刚", "同事", ("from", "东北"), ("height", "一米八几"), ("trait", "豪爽"))],
    ),
    ("电话：13800001111", [_p("", "", ("phone", "13800001111"))]),
]

# Nobody's value: the user's own, a plan or a wish, a nationality, someone else's friend, a group
NONE: list[tuple[str, list[Row]]] = [
    ("我同事老何是中国人", [_p("老何", "同事")]),  # a nationality, no hometown
    ("我表哥打算明年去深圳工作", []),  # a plan
    ("我表姐想当医生", []),  # a wish
    ("我妈妈的朋友在杭州工作", []),  # someone else's friend
    ("我同事，高高瘦瘦的", []),  # a build, no name
    ("我表哥比我大五岁", []),  # a gap between ages
    ("我一米七五", []),  # the user's own height
    ("我今年三十岁", []),  # the user's own age
    ("我是山东人", []),  # the user's own hometown
    ("三十多岁", []),  # nobody
    ("去年去了杭州", []),  # a trip, no hometown
    ("我们几个人去吃饭", []),  # no person
    ("我们几个同事去吃饭了", []),  # a group, no one person
    ("我表哥是90后", []),  # a generation, no age
    ("我舅舅快六十了", [_p("", "舅舅", ("age", "快六十岁"))]),  # nearly: 快 kept, as "快六十岁了" keeps it
    ("工作：今天要写周报", []),  # a note to self, not a form about anyone
    ("爱好：今天去爬山", []),
    ("公司：今天放假", []),
]


ALL = [*WORK, *VALUES, *WHO, *NOTES, *NONE]


@pytest.mark.parametrize(("text", "expected"), ALL, ids=[t for t, _ in ALL])
def test_said_in_the_users_own_voice(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


def test_a_form_opening_a_message_is_no_ones_without_a_person_before() -> None:
    # read as a pronoun's: the store joins it to whom the last messages were about, and drops it when none
    (said,) = extract_mentions("职业：医生", language="zh")
    assert said.pronoun and not said.name and not said.relation


def test_a_given_name_said_later_is_read_as_the_full_names() -> None:
    (said,) = extract_mentions("雅琴今年三十二岁", language="zh", names=["郑雅琴"])
    assert (said.name, [(f.attribute, f.value) for f in said.facts]) == ("雅琴", [("age", "三十二岁")])
    assert extract_mentions("建国以后变化很大", language="zh", names=["王建国"]) == []


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [("上司", "领导", True), ("我妈", "母亲", True), ("顶头上司", "上司", True), ("舅舅", "叔叔", False),
     ("领导", "老板", False), ("表姐", "堂姐", False)],
)  # fmt: skip
def test_one_tie_said_by_other_words(a: str, b: str, same: bool) -> None:
    assert same_relation(a, b) is same


@pytest.mark.parametrize(
    ("name", "place"),
    [
        ("周州", False),
        ("李州", False),
        ("王州", False),
        ("徐州", True),
        ("温州", True),
        ("邓州", True),
        ("甘孜州", True),
    ],
)
def test_a_name_ending_in_zhou_is_no_place(name: str, place: bool) -> None:
    assert is_place(name) is place


# --- "我们": who it is, and the team ------------------------------------------------------------------------------


def test_we_is_the_user_and_the_one_person_the_sentence_named() -> None:
    assert companions_zh("我同事李强人很好，我们经常一起吃午饭", "") == "同事李强"
    assert companions_zh("我表哥周末来我家，我们一起去爬山了", "") == "表哥"
    # someone named in an earlier sentence, or two people: who "we" are is not told
    assert companions_zh("蒋春燕是我的下属。我刚参加完同学聚会，我们一起吃火锅", "") is None
    assert companions_zh("我表哥和我表姐都来了，我们一起吃了火锅", "") in (None, "表姐")  # 和…: read as before


def test_our_team_is_said_once() -> None:
    now = datetime(2026, 11, 26, tzinfo=UTC)
    found, _ = extract_zh("我们团队上个月刚升职", now, Subject(), "")
    assert [c.content for c in found] == ["用户的团队上个月刚升职（2026-10）"]


def test_we_keeps_who_in_the_memory(mem: Memory, backend: str) -> None:
    _say(mem, "u1", "我表哥周末来我家，我们一起去爬山了")
    contents = [r.content for r in mem.list("u1")]
    assert any("用户和表哥一起去爬山" in c for c in contents), contents
    _say(mem, "u2", "我同事李强人很好，我们经常一起吃午饭")
    contents = [r.content for r in mem.list("u2")]
    assert not any("用户经常一起吃午饭" in c for c in contents), contents


# --- end to end: told in notes, forms, asides and given names; counted and compared -----------------------------


def test_people_told_in_the_users_voice_reach_counts_and_comparisons(mem: Memory, backend: str) -> None:
    _say(
        mem,
        "u1",
        "我那个在上海工作的表姐叫周梅，今年三十二了",
        "上司：李振华，45岁，北京人，一米七五",
        "我同事，邓超，28岁，程序员，在深圳工作",
        "我有两个同事，一个叫吕婷，一个叫钱梅",
        "我表哥孙立伟在济南当医生",
        "立伟182的个子",
        "我同事宋佳是湖南人",
        "职业：律师，年龄：三十四岁",
        "我表妹在成都读研究生",
        "我表妹叫何晓雨",
        "雨姐今年二十四",  # her given name's last character and 姐
        "我领导性格很随和",  # 上司 said as 领导: 李振华
    )
    people = {e.name: e for e in mem.entities.list("u1") if e.kind == "person"}
    named = {"周梅", "李振华", "邓超", "吕婷", "钱梅", "孙立伟", "宋佳", "何晓雨"}
    assert set(people) == named, people  # none split or made up; the cousin told of before her name goes by it
    block = mem.context("u1", "孙立伟和李振华谁更高？").text
    assert "182" in block and "一米七五" in block, block
    assert "随和" in {f.value for f in mem.entities.get("u1", people["李振华"].id).facts}
    block = mem.context("u1", "有几个人的年龄在35岁及以下？").text
    for said in ("周梅", "三十二岁", "邓超", "28岁", "宋佳", "三十四岁", "何晓雨", "二十四"):
        assert said in block, block
    block = mem.context("u1", "宋佳是做什么的？").text
    assert "律师" in block, block
    assert not mem.entities.list("u2")  # another user's world is not read
