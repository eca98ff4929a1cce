"""Chinese capture: WHO a clause is about when the person is not introduced as "我的<relation><name>".

A description before 叫 places a person in the user's world ("隔壁工位的大姐叫刘芳": a colleague); a title or a
department before a name says a colleague and, when it names one, their position ("项目经理周航…", "财务的李姐…",
"我们王总…"); a kin word after the user's own is the user's too ("我舅舅五十五，舅妈五十二"), and what 都 says
after them is said of each; a bare tie after a name in a note is the user's ("郑雅琴，同事，…"); a name run into
她 without a comma ("我表姐叫周梅她在…") is still two clauses. And what is nobody's, or someone else's: a person of
a film, of another company, of a friend ("我朋友公司新来的实习生叫张扬"), a child of someone named ("王芳有个儿子叫
豆豆"), two people joined as one subject (a 他 after them is neither), what someone said ("我同事说有人在…"), a
spouse said after a cousin ("我表哥在深圳，老婆在广州": his wife, not the user's).

Every sentence here was written for these tests (none comes from a benchmark pool); each is one user message and
the exact mentions read from it, as in `test_entity_extract`.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities import extract_mentions

from .test_entity_extract import Row, _p, _rows
from .test_entity_zh_people import Story, _tell, check_story

# A description before 叫: the person is the user's, with the tie the role word or the place says
DESCRIBED: list[tuple[str, list[Row]]] = [
    (
        "我们科室新来的小姑娘叫林雪，研究生学历，人挺文静的。",
        [_p("林雪", "同事", ("education", "研究生"), ("trait", "文静"))],
    ),
    ("跟我一个组那个东北小伙叫王磊，今年二十六。", [_p("王磊", "同事", ("age", "二十六岁"))]),
    ("隔壁工位的大姐叫刘芳，老家湖南长沙的。", [_p("刘芳", "同事", ("from", "湖南长沙"))]),
    ("楼上新搬来的邻居叫赵文博，在中学当物理老师。", [_p("赵文博", "邻居", ("employer", "中学"), ("job", "物理老师"))]),
    ("我们部门那个戴眼镜的小伙子叫许浩，特别内向。", [_p("许浩", "同事", ("trait", "内向"))]),
    (
        "带我的那个师傅叫钱国强，五十多岁，江苏无锡人。",
        [_p("钱国强", "师傅", ("age", "五十多岁"), ("from", "江苏无锡"))],
    ),
    ("对面办公室的主任叫冯丽华，身高一米六五。", [_p("冯丽华", "主任", ("height", "一米六五"))]),
    ("跟我搭档的小伙子叫蒋磊，今年才二十四岁。", [_p("蒋磊", "搭档", ("age", "二十四岁"))]),
    ("新来的同事叫张扬，是清华毕业的。", [_p("张扬", "同事", ("school", "清华"))]),
]

# Look-alikes: someone of a film, another company, a friend, or of a person named; a hypothetical; no name
NOT_THE_USERS: list[tuple[str, list[Row]]] = [
    ("电视剧里那个演员叫胡歌，是上海人。", []),
    ("那家公司的老板叫马云，是杭州人。", []),
    ("他们公司的经理叫张强，是北京人。", []),
    ("我朋友公司新来的实习生叫张扬，是清华毕业的", []),
    ("我妈同事的女儿叫李娜，在北京工作。", []),
    ("王芳公司新来的同事叫张扬，是清华毕业的。", []),
    # 豆豆 goes by his tie to 王芳 too ("王芳的儿子"): a question about 王芳的儿子 is about him
    (
        "王芳有个儿子叫豆豆，三岁了",
        [_p("豆豆", "", ("age", "三岁"), aliases=("王芳的儿子",), links=(("儿子", "王芳"),))],
    ),
    ("我姐还有个女儿叫朵朵，今年六岁。", [_p("朵朵", "", ("age", "六岁"))]),
    ("要是隔壁工位的大姐叫刘芳就好了", []),
    ("新来的实习生叫什么我忘了。", []),
]

# A title or a department before a name, without 我的
TITLED: list[tuple[str, list[Row]]] = [
    (
        "部门主管郭振东是北大毕业的，博士。",
        [_p("郭振东", "主管", ("education", "博士"), ("school", "北大"), ("title", "部门主管"))],
    ),
    ("我们王总今年五十二了。", [_p("王总", "领导", ("age", "五十二岁"))]),
    ("我们张老师人很好，四十多岁", [_p("张老师", "老师", ("age", "四十多岁"), ("trait", "人好"))]),
    ("财务的李姐老家是河北保定的。", [_p("李姐", "同事", ("from", "河北保定"))]),
    (
        "项目经理周航在深圳上班，本科学历。",
        [_p("周航", "经理", ("education", "本科"), ("title", "项目经理"), ("works_in", "深圳"))],
    ),
    (
        "技术总监黄立新是湖南人，性格很急躁。",
        [_p("黄立新", "总监", ("from", "湖南"), ("title", "技术总监"), ("trait", "急躁"))],
    ),
    ("人事部的孙倩电话是13812345678。", [_p("孙倩", "同事", ("phone", "13812345678"))]),
    ("销售部经理何志强一米八三。", [_p("何志强", "经理", ("height", "一米八三"), ("title", "销售部经理"))]),
    ("我们科室主任姓黄，叫黄志远，五十出头。", [_p("黄志远", "科室主任", ("age", "五十出头"), ("surname", "黄"))]),
]

# A title that names no one
NO_NAME: list[tuple[str, list[Row]]] = [
    ("经理说明天开会。", []),
    ("财务的钱还没到。", []),
    ("技术总监一般都是博士", []),
    ("项目经理说我们要加班。", []),
    ("我们部门有二十个人。", []),
    ("我老板叫他在家休息", []),
]

# Kin after the user's, a note's bare tie, a name run into 她, a second person after 还有, what one says of oneself
SEVERAL: list[tuple[str, list[Row]]] = [
    (
        "我叔叔和婶婶，叔叔五十岁，婶婶四十八岁。",
        [_p("", "叔叔", ("age", "五十岁")), _p("", "婶婶", ("age", "四十八岁"))],
    ),
    (
        "我舅舅五十五，舅妈五十二，都是青岛人。",
        [_p("", "舅舅", ("age", "五十五岁"), ("from", "青岛")), _p("", "舅妈", ("age", "五十二岁"), ("from", "青岛"))],
    ),
    (
        "我同事王芳还有李强，王芳是湖北人，李强是湖南人。",
        [_p("王芳", "同事", ("from", "湖北")), _p("李强", "同事", ("from", "湖南"))],
    ),
    ("我表姐叫周梅她在广州当护士", [_p("周梅", "表姐", ("job", "护士"), ("works_in", "广州"))]),
    ("郑雅琴，同事，三十岁，四川成都人。", [_p("郑雅琴", "同事", ("age", "三十岁"), ("from", "四川成都"))]),
    ("我表哥说他今年三十", [_p("", "表哥", ("age", "三十岁"))]),
]

# Two people as one subject, what someone said, a spouse after a cousin, the user's own facts
NOT_THEIRS: list[tuple[str, list[Row]]] = [
    ("我表哥在深圳，老婆在广州。", [_p("", "表哥", ("lives_in", "深圳"))]),
    ("我表哥和我堂哥都来了，他今年三十。", []),
    ("我同事小刘和小张吵架了，他是东北人。", [_p("小刘", "同事")]),
    ("我舅舅和我爸都来了，他喝多了，今年六十。", []),
    ("我同事说有人在深圳上班。", []),
    (
        "我同事王芳说她老公是湖南人。",
        [_p("王芳", "同事"), _p("王芳的老公", "", ("from", "湖南"), links=(("老公", "王芳"),))],
    ),
    ("我今年35，在深圳上班。", []),
]

ALL = [*DESCRIBED, *NOT_THE_USERS, *TITLED, *NO_NAME, *SEVERAL, *NOT_THEIRS]


@pytest.mark.parametrize(("text", "expected"), ALL, ids=[t for t, _ in ALL])
def test_who_the_clause_is_about(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


# Stories told over several messages ("助手：" a short reply between them), and the people they make: exactly these,
# each with (relation, facts).
STORIES: list[Story] = [
    (
        ("隔壁工位的大姐叫刘芳，老家湖南长沙的。", "助手：好的", "刘芳今年四十五，性格很开朗。"),
        {"刘芳": ("同事", {"from": "湖南长沙", "age": "四十五岁", "trait": "开朗"})},
    ),
    (
        ("项目经理周航在深圳上班，本科学历。", "周航今年三十三"),
        {"周航": ("经理", {"title": "项目经理", "works_in": "深圳", "education": "本科", "age": "三十三岁"})},
    ),
    (("郑雅琴，同事，三十岁，四川成都人。",), {"郑雅琴": ("同事", {"age": "三十岁", "from": "四川成都"})}),
    (("我表哥和我堂哥都来了，他今年三十。",), {}),
    (("我朋友公司新来的实习生叫张扬，是清华毕业的",), {}),
]


@pytest.mark.parametrize(("said", "people"), STORIES, ids=[" / ".join(s) for s, _ in STORIES])
def test_a_story_makes_the_people_meant_and_no_others(
    mem: Memory, backend: str, said: tuple[str, ...], people: dict[str, tuple[str, dict[str, str]]]
) -> None:
    check_story(mem, said, people)


def test_a_count_over_colleagues_named_by_role_sees_each(mem: Memory, backend: str) -> None:
    """ "有几个同事的家乡在湖南？": each colleague named by a description or a title, with their hometown, is in the
    context block the model counts from."""
    _tell(
        mem,
        "u1",
        (
            "隔壁工位的大姐叫刘芳，老家湖南长沙的。",
            "技术总监黄立新是湖南人，性格很急躁。",
            "财务的李姐老家是河北保定的。",
            "我同事王芳还有李强，王芳是湖北人，李强是湖南人。",
        ),
    )
    block = mem.context("u1", "有几个同事的家乡在湖南？").text
    for said in ("刘芳", "湖南长沙", "黄立新", "李强", "湖南"):
        assert said in block, (said, block)
