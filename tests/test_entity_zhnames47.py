"""Stop 47: Chinese names and places the entity layer misread, and the same people said in English.

- a full name the segmenter makes a word of and tags a noun ("谭紫萱今年28岁"), in a person's slot: after a tie
  word, or bare before what is said of a person — never a word its dictionary holds (方便面, 张家界, 黄金周);
- a hometown said bare with a county no table holds after its province ("老家浙江乐清", "籍贯江苏沭阳", "户口在…");
- 回老家 and what one goes home to do ("回老家过年"): an activity, no hometown;
- where one runs a business ("在上海开公司", "在深圳办厂"): where they work and what they do, no employer
  "上海开公司";
- a landmark or a rank where a person's name may stand ("东方明珠在上海", "第五名是我同学"): no one;
- where a name ends before 常 ("张国平常去健身房": 张国平 / 常去, as 王建平 / 时常);
- a surname said before the full name ("我领导姓蒋叫蒋思远…"): one name, said once.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi.extractors._entities_zh_names import lead_name

from .test_entity_capture import _say
from .test_entity_lead38 import _people
from .test_entity_zhnames46 import _case

Case = tuple[str, str, tuple[str, str]]  # what was said, who (a name, or the tie when none), a fact of theirs

# a surname and a given name the segmenter reads as one noun it does not hold
NOUN_NAMES: list[Case] = [
    ("我同事谭紫萱今年28岁", "谭紫萱", ("age", "28岁")),
    ("张紫萱今年28岁", "张紫萱", ("age", "28岁")),
    ("许诗涵今年25岁", "许诗涵", ("age", "25岁")),
    ("我表妹许诗涵是护士", "许诗涵", ("job", "护士")),
    ("My coworker Zixuan Tan is 28.", "Zixuan Tan", ("age", "28")),
    ("Zixuan Tan is 28.", "Zixuan Tan", ("age", "28")),
]
# a hometown said bare, a county or town after its province or city
HOMETOWNS: list[Case] = [
    ("我姐夫周斌老家浙江乐清", "周斌", ("from", "浙江乐清")),
    ("我姐夫周斌老家是浙江乐清", "周斌", ("from", "浙江乐清")),
    ("我舅舅老家河南固始", "舅舅", ("from", "河南固始")),
    ("我姐夫老家湖北仙桃的", "姐夫", ("from", "湖北仙桃")),
    ("我同事韩梓轩老家湖南邵东", "韩梓轩", ("from", "湖南邵东")),
    ("我婆婆老家江西赣州于都", "婆婆", ("from", "江西赣州于都")),
    ("我表哥户口在安徽阜阳", "表哥", ("from", "安徽阜阳")),
    ("我同事赵梓萱老家福建莆田的", "赵梓萱", ("from", "福建莆田")),
    ("我室友蒋思彤是湖南郴州嘉禾人", "蒋思彤", ("from", "湖南郴州嘉禾")),
    ("我姐夫周斌他老家浙江乐清的做外贸", "周斌", ("from", "浙江乐清")),  # the county, then what he does
    ("我领导姓蒋叫蒋思远老家四川南充", "蒋思远", ("from", "四川南充")),  # the surname said before the name
    ("My brother-in-law Bin Zhou is from Yueqing, Zhejiang.", "Bin Zhou", ("from", "Yueqing, Zhejiang")),
    ("My roommate Sitong Jiang is from Jiahe, Hunan.", "Sitong Jiang", ("from", "Jiahe, Hunan")),
    ("My manager Siyuan Jiang is from Nanchong, Sichuan.", "Siyuan Jiang", ("from", "Nanchong, Sichuan")),
    ("My uncle's hometown is Gushi, Henan.", "uncle", ("from", "Gushi, Henan")),
]
# a business run somewhere: where, and the business as what they do
RUN_THERE: list[Case] = [
    ("我表哥在上海开公司", "表哥", ("works_in", "上海")),
    ("我表哥在上海开公司", "表哥", ("job", "开公司")),
    ("我发小在深圳办厂", "发小", ("works_in", "深圳")),
    ("我发小在深圳办厂", "发小", ("job", "办厂")),
    ("我舅舅在县城开饭店", "舅舅", ("job", "开饭店")),
    ("我发小郭子豪在广州开奶茶店", "郭子豪", ("works_in", "广州")),
    ("我舅舅在老家办了个养殖场", "舅舅", ("job", "办养殖场")),
    ("我表弟在深圳干外卖", "表弟", ("works_in", "深圳")),
    ("我表弟在深圳干外卖", "表弟", ("job", "干外卖")),
    ("My cousin runs a company in Shanghai.", "cousin", ("works_in", "Shanghai")),
]


@pytest.mark.parametrize(("said", "language", "who", "fact"), _case(NOUN_NAMES + HOMETOWNS + RUN_THERE))
def test_the_one_said_has_the_fact(said: str, language: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, language)[who], _people(said, language)


@pytest.mark.parametrize(
    ("said", "language", "who"),
    [
        ("我姐夫每年回老家过年", "zh", "姐夫"),
        ("我同事下周回老家结婚", "zh", "同事"),
        ("我表哥过年回老家相亲", "zh", "表哥"),
        ("我爸退休后回老家养老", "zh", "爸"),
        ("我闺蜜下个月回老家办婚礼", "zh", "闺蜜"),
        ("我同事林梓涵回老家过年了", "zh", "林梓涵"),
        ("My brother-in-law goes back to his hometown every year for New Year.", "en", "brother-in-law"),
    ],
)
def test_going_home_to_do_something_names_no_hometown(said: str, language: str, who: str) -> None:
    facts = _people(said, language)[who]
    assert not any(a == "from" for a, _ in facts), facts


def test_a_trip_home_that_names_the_place_still_says_the_hometown() -> None:
    assert ("from", "宜宾") in _people("我表妹回老家宜宾过年了", "zh")["表妹"]


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("我表哥在上海开公司", "zh"),
        ("我发小在深圳办厂", "zh"),
        ("我表弟在深圳干快递", "zh"),
        ("我舅舅在县城开饭店", "zh"),
        ("My cousin runs a company in Shanghai.", "en"),
        ("My uncle runs a restaurant in the county town.", "en"),
    ],
)
def test_where_a_business_is_run_is_no_employer(said: str, language: str) -> None:
    facts = next(iter(_people(said, language).values()))
    assert not any(a == "employer" for a, _ in facts), facts


@pytest.mark.parametrize(
    ("said", "language"),
    [
        ("东方明珠在上海", "zh"),
        ("黄鹤楼在武汉", "zh"),
        ("雷峰塔在杭州", "zh"),
        ("滕王阁是我最想去的地方", "zh"),
        ("第五名是我同学", "zh"),
        ("第三个是我同事", "zh"),
        ("方便面今年涨价了", "zh"),
        ("张家界今年人很多", "zh"),
        ("黄金周在家休息", "zh"),
        ("高铁站在城东", "zh"),
        ("我表哥周末经常去钓鱼", "zh"),
        ("The Oriental Pearl Tower is in Shanghai.", "en"),
        ("The fifth place went to my classmate.", "en"),
    ],
)
def test_a_landmark_a_rank_or_a_word_is_no_one(said: str, language: str) -> None:
    names = {name for name in _people(said, language) if not name.startswith(("我", "my"))}
    ties = {"同学", "同事", "表哥", "classmate"}
    assert names <= ties, names


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("张国平常去健身房", "张国平"),  # 平常 like 平时: the reading whose remainder opens with a word of its own
        ("李建平常加班", "李建平"),
        ("张海平常出差", "张海平"),  # …also where the segmenter reads 张海 as a name of its own
        ("王海平时很忙", "王海"),  # 时很 opens with no word: 平时 is the time
        ("谭紫萱今年28岁", "谭紫萱"),
        ("张紫萱在字节上班", "张紫萱"),
    ],
)
def test_where_a_name_ends(said: str, name: str) -> None:
    lead = lead_name(said, loose=True)
    assert lead is not None and lead[0] == name, lead


def test_a_dialogue_of_a_noun_tagged_name_keeps_her_mail_and_his_county(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "我同事谭紫萱今年28岁",
        "谭紫萱邮箱：tan@x.com",
        "我姐夫周斌老家浙江乐清",
        "我姐夫每年回老家过年",
    )
    people = {e.name: e for e in mem.entities.list("u1") if e.kind == "person"}
    assert {"谭紫萱", "周斌"} <= set(people), people
    block = mem.context("u1", "谭紫萱的邮箱是什么？").text
    assert "tan@x.com" in block and "谭紫萱" in block, block
    block = mem.context("u1", "我姐夫老家哪的？").text
    assert "浙江乐清" in block and "老家 过年" not in block, block
    assert not mem.entities.list("u2")  # another user's world is not read


def test_the_same_dialogue_in_english(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "My coworker Zixuan Tan is 28.",
        "Zixuan Tan's email: tan@x.com",
        "My brother-in-law Bin Zhou is from Yueqing, Zhejiang.",
        "My brother-in-law goes back to his hometown every year for New Year.",
    )
    block = mem.context("u1", "What is Zixuan Tan's email?").text
    assert "tan@x.com" in block, block
    block = mem.context("u1", "Where is my brother-in-law from?").text
    assert "Yueqing" in block, block
