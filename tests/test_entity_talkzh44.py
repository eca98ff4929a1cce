"""Stop 44, the lead's Chinese lane: facts said the way people chat in Chinese, given to whom they are of.

- a tie said again after a name without 是 ("周晓梅，就我二姨，…");
- a two-character surname and given name ("欧阳明辉", "东方雨桐");
- a name the clause ends on ("碰到我同学卢建业了");
- someone brought up ("说到加班我就想起我表哥…", "跟人聊起我二姨…"), and 人家 pointing back at them;
- work said as one's living ("眼下的活儿是…", "吃…这碗饭");
- schooling as the furthest one got ("最高就大专", "读完中专就…");
- a pastime ("得空就钓鱼", "迷飞盘迷得不行", "好下象棋这口");
- a temper said strongly in one character ("人特别倔", "是真的闷呀");
- a height taken at a shop or a checkup, an aside between ("带我外公去体检，排了半天队，量出来…");
- work and pastimes said in passing, an event that went somewhere to be held, a car or earbuds said the chat way
  ("我开的是吉利星越L", "我通勤戴华为FreeBuds"), and the question about them answered.

And what must stay no one's: a value before a label with its own value, a table's measure, other people.
"""

from __future__ import annotations

import pytest

from jiyi import FixedClock, Memory
from jiyi.extractors._entities import extract_mentions

from .test_entity_ask_daily import _context_section, _said
from .test_entity_lead38 import _people


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("周晓梅，就我二姨，在温州开了家面馆", "周晓梅", ("relation", "二姨")),
        ("冯国栋，就我发小，干快递员干了好些年了", "冯国栋", ("job", "快递员")),
        ("孔春燕，也就我同桌，今年二十九岁", "孔春燕", ("age", "二十九岁")),
        ("欧阳明辉，就我姐夫，今年四十一岁", "欧阳明辉", ("age", "四十一岁")),
        ("东方雨桐，就我表妹，最高就大专", "东方雨桐", ("education", "大专")),
        ("我姐夫欧阳明辉在南昌上班", "欧阳明辉", ("works_in", "南昌")),
        ("上周在地铁站碰到我同学卢建业了，聊了几句才知道人家都四十了", "卢建业", ("age", "四十岁")),
    ],
)
def test_a_name_said_the_chat_way(said: str, who: str, fact: tuple[str, str]) -> None:
    found = {(m.name or m.relation): m for m in extract_mentions(said, language="zh") if m.kind == "person"}
    assert who in found
    if fact[0] == "relation":
        assert found[who].relation == fact[1]
    else:
        assert fact in {(f.attribute, f.value) for f in found[who].facts}


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("我表哥眼下的活儿是货车司机", "表哥", ("job", "货车司机")),
        ("我表哥如今吃厨师这碗饭", "表哥", ("job", "厨师")),
        ("我同事孟凡如今吃会计这碗饭了", "孟凡", ("job", "会计")),
        ("我二舅最高就大专", "二舅", ("education", "大专")),
        ("我二舅学历最高到高中", "二舅", ("education", "高中")),
        ("我小姨读完中专就出来打工了", "小姨", ("education", "中专")),
        ("我姨父得空就钓鱼", "姨父", ("hobby", "钓鱼")),
        ("我同事孟凡最近迷飞盘迷得不行", "孟凡", ("hobby", "飞盘")),
        ("我外公平常就好下象棋这口", "外公", ("hobby", "下象棋")),
        ("我舅妈人特别倔", "舅妈", ("trait", "倔")),
        ("我舅妈是真的闷呀", "舅妈", ("trait", "闷")),
        ("我舅妈是真的絮叨", "舅妈", ("trait", "絮叨")),
        ("我舅舅做人贫", "舅舅", ("trait", "贫")),
        ("我表姐上班的地儿在宜昌", "表姐", ("works_in", "宜昌")),
        ("我表姐是个护士噻", "表姐", ("job", "护士")),
    ],
)
def test_a_value_said_the_chat_way(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, "zh")[who]


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("说到加班我就想起我表哥方建，在苏州上班，天天十点才到家", "方建", ("works_in", "苏州")),
        ("聊起我同事孟凡，在合肥上班", "孟凡", ("works_in", "合肥")),
        ("路上跟人聊起我二姨，才知道人家今年都五十六了", "二姨", ("age", "五十六岁")),
        ("今天陪我妹去买衣服，店员一直推荐，人家165cm的个子", "妹", ("height", "165cm")),
        ("今天陪我表妹去买鞋 顺便量了个身高 一米六二 比我想的高", "表妹", ("height", "一米六二")),
        ("昨天带我外公去体检 排了半天队 量出来身高1.68m", "外公", ("height", "1.68m")),
    ],
)
def test_someone_brought_up_then_told_of(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, "zh")[who]


def test_a_value_before_a_label_with_its_own_value_stays_where_it_was_said() -> None:
    said = "今天聚餐累死了 路上聊起我同事孟凡 才知道人家今年都三十三岁了 我领导许岚的邮箱：xulan@example.com"
    people = _people(said, "zh")
    assert ("age", "三十三岁") in people["孟凡"]
    assert ("age", "三十三岁") not in people["许岚"]
    assert ("email", "xulan@example.com") in people["许岚"]


@pytest.mark.parametrize(
    "said",
    [
        "今天陪我表姐去买家具，量了个桌子，一米二",  # a table's measure
        "人家都结婚了，我还单着",  # other people
        "我想起我妈说过的话",  # brought up, nothing said of her
    ],
)
def test_what_stays_no_ones(said: str) -> None:
    people = _people(said, "zh")
    assert all(not facts for facts in people.values()), people


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        # a name opening a clause with its tie aside is that person, never a name for whom the clause before was of
        ("我领导在广州，孟凡（我组员）在合肥上班", "孟凡", ("works_in", "合肥")),
        ("我表姐念书念到高中 那个常玉兰（我外婆）读完中专就出来上班了", "常玉兰", ("education", "中专")),
        ("我表姐念书念到高中 那个常玉兰（我外婆）读完中专就出来上班了", "表姐", ("education", "高中")),
        # a name whose last character the segmenter glued to 换
        ("我组员郗虎生换工作了，现在做配音演员", "郗虎生", ("job", "配音演员")),
        # an age the user had to think of, then said
        ("给你说说我舅舅郝建国\n我老记不住他多大，这回记住了，57岁", "郝建国", ("age", "57岁")),
        ("常玉兰（我外婆）多大来着…哦对，八十一岁", "常玉兰", ("age", "八十一岁")),
        ("刚给孟凡（我组员）过完生日，26岁啦🎂", "孟凡", ("age", "26岁")),
        # a post said first, then who holds it
        ("我表舅郝建国你记一下，我们厂里新来的厂长就是他", "郝建国", ("title", "厂长")),
        ("我姐夫，人家是领班嘛，说话大家都听", "姐夫", ("title", "领班")),
    ],
)
def test_whose_it_is_in_a_longer_message(said: str, who: str, fact: tuple[str, str]) -> None:
    people = _people(said, "zh")
    assert fact in people[who], people
    assert all(fact not in facts for name, facts in people.items() if name != who), people


def test_the_one_before_keeps_no_name_said_with_its_own_tie() -> None:
    people = _people("我领导老家是广东阳江，孟凡（我组员）换工作了", "zh")
    assert "孟凡" in people and ("from", "广东阳江") not in people["孟凡"]
    assert ("from", "广东阳江") in people["领导"]


def test_the_user_s_own_age_said_after_thinking_is_no_one_s() -> None:
    assert _people("我多大来着，哦对，30", "zh") == {}


@pytest.mark.parametrize(
    ("said", "who", "fact"),
    [
        ("我组员司徒文静在宜宾打工，一年就回来一趟", "司徒文静", ("works_in", "宜宾")),
        ("我同事柏立生人在泸州，工作也在那边", "柏立生", ("lives_in", "泸州")),
        ("我表哥孟凡在安泰中学那儿干活儿", "孟凡", ("employer", "安泰中学")),
        ("我表妹给蓝鲸幼儿园打工呢", "表妹", ("employer", "蓝鲸幼儿园")),
        ("今天路过恒通物流楼下，想起我表哥孟凡就在里面上班", "孟凡", ("employer", "恒通物流")),
        ("我妈老念叨我表姐一个人在银川工作不容易", "表姐", ("works_in", "银川")),
        ("我同事孟凡就是贫，大家都习惯了", "孟凡", ("trait", "贫")),
        ("我大伯下班没别的事 就练太极", "大伯", ("hobby", "练太极")),
        ("我堂妹这人吧，别的不爱，就爱打羽毛球", "堂妹", ("likes", "打羽毛球")),
        ("我组员孟凡刚提了工段长 请客了", "孟凡", ("title", "工段长")),
    ],
)
def test_work_and_pastimes_said_in_passing(said: str, who: str, fact: tuple[str, str]) -> None:
    assert fact in _people(said, "zh")[who]


@pytest.mark.parametrize(
    "said",
    [
        "我妈老念叨我一个人在外地工作不容易",  # the user's own
        "今天路过恒通物流楼下，想起我以前就在里面上班",  # the user's own
    ],
)
def test_the_user_s_own_work_said_in_passing_is_no_one_s(said: str) -> None:
    assert all(not facts for facts in _people(said, "zh").values())


@pytest.mark.parametrize(
    ("said", "event", "fact"),
    [
        ("我们上回那个年会跑到青岛国际会议中心去了", "年会", ("place", "青岛国际会议中心")),
        ("我们那个同学会跑到西湖边的一家酒店去了", "同学会", ("place", "西湖边的一家酒店")),
        ("那个旅行耗掉足足五天", "旅行", ("duration", "五天")),
    ],
)
def test_an_event_said_the_chat_way(said: str, event: str, fact: tuple[str, str]) -> None:
    found = {m.name: {(f.attribute, f.value) for f in m.facts} for m in extract_mentions(said, language="zh")}
    assert fact in found[event], found


def test_someone_who_went_somewhere_is_no_event() -> None:
    found = extract_mentions("我表哥跑到深圳去了", language="zh")
    assert not [m for m in found if any(f.attribute == "place" for f in m.facts)]


@pytest.mark.parametrize(
    ("said", "thing"),
    [
        ("我开的是吉利星越L", "吉利星越L"),
        ("我那辆奇瑞瑞虎8该保养了", "奇瑞瑞虎8"),
        ("我通勤戴漫步者Lollipods", "漫步者Lollipods"),
        ("我上班开的是大众Polo", "大众Polo"),
    ],
)
def test_a_car_or_earbuds_said_the_chat_way_is_the_users(said: str, thing: str) -> None:
    things = {m.name for m in extract_mentions(said, language="zh") if m.kind == "thing"}
    assert thing in things, things


@pytest.mark.parametrize("said", ["我用的是现代的方法", "我同事开的是吉利星越L"])
def test_no_car_of_the_users_where_none_is_said(said: str) -> None:
    assert not [m for m in extract_mentions(said, language="zh") if m.kind == "thing"]


@pytest.mark.parametrize(
    ("said", "question", "value"),
    [
        ("我通勤戴华为FreeBuds", "我听歌用什么耳机？", "华为FreeBuds"),
        ("我上班开的是五菱宏光MINI", "我上班开的车是什么？", "五菱宏光MINI"),
    ],
)
def test_the_car_or_earbuds_answer_their_question(
    mem: Memory, clock: FixedClock, said: str, question: str, value: str
) -> None:
    _said(mem, clock, "u", said)
    _said(mem, clock, "u", "我表哥王磊在深圳当医生")
    assert value in _context_section(mem, "u", question)


@pytest.mark.parametrize("said", ["我朋友入职了新公司", "我表哥跳槽去了一家新公司", "我表姐去了一家创业公司上班"])
def test_a_workplace_said_by_no_name_is_no_employer(said: str) -> None:
    found = extract_mentions(said, language="zh")
    assert not [f for m in found for f in m.facts if f.attribute == "employer"]
    assert not [m for m in found if m.kind == "org"]


def test_a_kind_of_workplace_that_says_something_stays() -> None:
    assert ("employer", "外企") in _people("我表哥在一家外企上班", "zh")["表哥"]


@pytest.mark.parametrize("said", ["姓名：周敏；关系：舅妈", "姓名：周敏，关系：舅妈"])
def test_a_card_with_only_a_name_and_a_tie_is_that_person(said: str) -> None:
    found = [m for m in extract_mentions(said, language="zh") if m.kind == "person"]
    assert [(m.name, m.relation) for m in found] == [("周敏", "舅妈")]
