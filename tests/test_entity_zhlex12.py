"""Chinese open-class values said colloquially: a position after the verbs of getting one ("混到区域经理了",
"被提拔为项目组长"), an occupation by its ending said bare or with how long ("健身教练", "做外卖骑手好几年了"), an
employer by how organisations' names end ("在恒通物流干了好些年了", "跳槽去了星河科技"), schooling as how far one
got ("一路读到博士", "护理专业中专毕业"), personality said strongly or as common opinion ("倔强得很", "出了名的抠门",
"大家都说她随和"), a pastime by when it is done ("下了班就去练瑜伽") — and what must stay unread: moods and states,
plans, a kind of organisation, the user's own, other people's people.

The people, names and values are invented for these tests; none is from a benchmark pool.
"""

from __future__ import annotations

import pytest

from jiyi import Memory
from jiyi._entity_models import Mention
from jiyi.extractors._entities import extract_mentions

from .test_entity_capture import _facts, _one, _say

# (message, the person it is about, the facts read of them)
SAID: list[tuple[str, str, dict[str, str]]] = [
    # a position, after the verbs of getting one
    ("我表哥许志远混到区域经理了。", "许志远", {"title": "区域经理"}),
    ("我舅舅蒋国栋前阵子升任副校长。", "蒋国栋", {"title": "副校长"}),
    ("我同事范小雨上个月被提成采购主管了。", "范小雨", {"title": "采购主管"}),
    ("我上司卢建新今年当上了销售总监，忙得脚不沾地。", "卢建新", {"title": "销售总监"}),
    ("我下属冯春燕被提拔为项目组长了。", "冯春燕", {"title": "项目组长"}),
    ("我姐夫彭海涛这两年混成了车间主任。", "彭海涛", {"title": "车间主任"}),
    ("我堂哥曹建峰刚升上财务主管。", "曹建峰", {"title": "财务主管"}),
    ("我同事段明辉熬了五年终于升了部门经理。", "段明辉", {"title": "部门经理"}),
    ("我叔叔姚德胜干到了副总。", "姚德胜", {"title": "副总"}),
    ("我嫂子谭丽萍去年年底升了店长，请全家吃了顿饭。", "谭丽萍", {"title": "店长"}),
    ("表姐付雨桐，今年混到了客服主管的位置", "付雨桐", {"title": "客服主管"}),
    ("我二舅褚红军被任命为分厂厂长", "褚红军", {"title": "分厂厂长"}),
    # an occupation, by its ending
    ("我同事魏红霞，健身教练，三十出头。", "魏红霞", {"job": "健身教练", "age": "三十出头"}),
    ("我姨夫孟长青做外卖骑手好几年了。", "孟长青", {"job": "外卖骑手"}),
    ("我表姐夫侯勇，专职司机。", "侯勇", {"job": "专职司机"}),
    ("我小舅江海在4S店当销售顾问。", "江海", {"job": "销售顾问"}),
    ("我干妈白玉兰当育婴师好多年了", "白玉兰", {"job": "育婴师"}),
    ("我表嫂黎晓婷，一名宠物美容师", "黎晓婷", {"job": "宠物美容师"}),
    ("我堂叔聂永福干了大半辈子泥瓦工", "聂永福", {"job": "泥瓦工"}),
    ("我同事邵蕾，医药代表，经常出差", "邵蕾", {"job": "医药代表"}),
    # an employer, by how an organisation's name ends
    ("我表叔廖正华在恒通物流干了好些年了。", "廖正华", {"employer": "恒通物流"}),
    ("我同事方志诚跳槽去了星河科技。", "方志诚", {"employer": "星河科技"}),
    ("我嫂子谭丽萍在瑞丰药业上班。", "谭丽萍", {"employer": "瑞丰药业"}),
    ("我堂姐杜佳怡在银河文化传媒干了三年。", "杜佳怡", {"employer": "银河文化传媒"}),
    ("我表哥许志远在东方航空当机务。", "许志远", {"employer": "东方航空"}),
    ("我姑姑刘桂香在顺安快运做了十几年", "刘桂香", {"employer": "顺安快运"}),
    ("我上司卢建新前年换到了鼎泰证券", "卢建新", {"employer": "鼎泰证券"}),
    ("我舅妈袁秀云进了金穗农业上班", "袁秀云", {"employer": "金穗农业"}),
    ("我堂弟邹凯在青狐游戏干策划", "邹凯", {"employer": "青狐游戏"}),
    # schooling, as how far one got
    ("我表姐薛晓丽当年一路读到博士。", "薛晓丽", {"education": "博士"}),
    ("我大伯田守业只念到小学。", "田守业", {"education": "小学"}),
    ("我舅妈袁秀云读到初中就不念了。", "袁秀云", {"education": "初中"}),
    ("我表妹唐小满护理专业中专毕业。", "唐小满", {"education": "中专", "major": "护理"}),
    ("我同事邵蕾是学会计专业的大专", "邵蕾", {"education": "大专"}),
    ("我姑父葛长顺那会儿硬是读到了硕士", "葛长顺", {"education": "硕士"}),
    # personality, said strongly, as a kind of person, or as what everyone says
    ("我姐夫彭海涛这人啊，倔强得很。", "彭海涛", {"trait": "倔强"}),
    ("我干妈白玉兰这个人要强得很。", "白玉兰", {"trait": "要强"}),
    ("大家都说我舅妈袁秀云随和。", "袁秀云", {"trait": "随和"}),
    ("跟我同事方志诚相处久了就知道，这人爽快。", "方志诚", {"trait": "爽快"}),
    ("我表姐薛晓丽属于那种开朗的人。", "薛晓丽", {"trait": "开朗"}),
    ("我老板朱明远出了名的抠门。", "朱明远", {"trait": "抠门"}),
    ("我同事石磊脾气好得很，从不发火。", "石磊", {"trait": "脾气好"}),
    ("我舅舅蒋国栋轴得很，认准的事谁也劝不动", "蒋国栋", {"trait": "轴"}),
    ("我下属孔令辉细心得不得了", "孔令辉", {"trait": "细心"}),
    ("邻居们都夸我婶婶吕春花特别热心", "吕春花", {"trait": "热心"}),
    ("我表哥许志远是那种特别豁达的人", "许志远", {"trait": "豁达"}),
    ("我同事魏红霞的性格特点是开朗。", "魏红霞", {"trait": "开朗"}),
    ("和我上司卢建新打交道多了才知道，他耿直得很", "卢建新", {"trait": "耿直"}),
    # a pastime, by when it is done; where they are
    ("我下属冯春燕下了班就去练瑜伽。", "冯春燕", {"hobby": "练瑜伽"}),
    ("我表舅贾德明一到周末就去钓鱼，谁叫都不出来", "贾德明", {"hobby": "钓鱼"}),
    ("我堂妹范小雨闲下来就织毛衣", "范小雨", {"hobby": "织毛衣"}),
    ("我小姨杜红梅人在长春，一年到头难得回来。", "杜红梅", {"lives_in": "长春"}),
    # several facts in one breath, in a note, and run on
    (
        "我表弟汪小东，二十六，干网约车司机的，平时爱打篮球，脾气倔得很",
        "汪小东",
        {"age": "二十六岁", "job": "网约车司机", "trait": "脾气倔"},
    ),
    (
        "同事方志诚，去年升了技术总监，这人啊，较真得很",
        "方志诚",
        {"title": "技术总监", "trait": "较真"},
    ),
    ("我堂哥曹建峰在恒通物流干了好些年了，混到了调度主管", "曹建峰", {"employer": "恒通物流", "title": "调度主管"}),
    ("我表姐薛晓丽一路读到博士，现在是出了名的工作狂", "薛晓丽", {"education": "博士", "trait": "工作狂"}),
    ("我嫂子谭丽萍在瑞丰药业上班 人特别细心", "谭丽萍", {"employer": "瑞丰药业", "trait": "细心"}),
    ("我同事童可欣升职做了人事经理。", "童可欣", {"title": "人事经理"}),
    ("我堂姐邹晴前年调任财务总监。", "邹晴", {"title": "财务总监"}),
    ("我下属田野，UI设计师。", "田野", {"job": "UI设计师"}),
    ("我表哥许志远在华鼎置业当项目经理。", "许志远", {"employer": "华鼎置业", "title": "项目经理"}),
    ("我同事严冬在云帆网络科技有限公司上班。", "严冬", {"employer": "云帆网络科技有限公司"}),
    ("我姐夫郑强在中铁十二局干了多年。", "郑强", {"employer": "中铁十二局"}),
    ("我姐夫郑强为人仗义得很。", "郑强", {"trait": "仗义"}),
    ("我表妹林朵朵研究生刚毕业。", "林朵朵", {"education": "研究生"}),
    ("我堂哥曹建峰念了个中专。", "曹建峰", {"education": "中专"}),
    ("我叔叔罗长河只有小学文化。", "罗长河", {"education": "小学"}),
    ("我堂妹范小雨下了班就刷剧。", "范小雨", {"hobby": "刷剧"}),
    ("我表嫂黎晓婷一放假就去滑雪。", "黎晓婷", {"hobby": "滑雪"}),
    ("我姨夫孙长贵在深圳上班。", "孙长贵", {"works_in": "深圳"}),
    ("我同事童可欣，人事专员，做事麻利得很", "童可欣", {"title": "人事专员", "trait": "麻利"}),
    ("我小舅江海在4S店干了五年，现在混到了销售经理", "江海", {"title": "销售经理"}),
    ("我表姐邹晴在华西医院当护士，出了名的热心肠", "邹晴", {"employer": "华西医院", "job": "护士", "trait": "热心肠"}),
    ("我想起来了，跟我徒弟宋雨桐相处久了就知道，这人实在哈。", "宋雨桐", {"trait": "实在"}),
    ("去年年底我嫂子谭丽萍升了店长。", "谭丽萍", {"title": "店长"}),
    (
        "我同事严冬 硕士 云帆网络 运营主管 性格内向",
        "严冬",
        {"education": "硕士", "employer": "云帆网络", "title": "运营主管", "trait": "内向"},
    ),
    ("我堂姐邹晴干的是会计，在华信证券", "邹晴", {"job": "会计", "employer": "华信证券"}),
    ("我小姨杜红梅这个人吧，热心得很", "杜红梅", {"trait": "热心"}),
]

# (what the user said before, then a message about the same person by a pronoun, the facts read of them)
AFTER: list[tuple[str, str, dict[str, str]]] = [
    ("我表姐叫邹晴。", "她当了好几年理疗师。", {"job": "理疗师"}),
    ("我姐夫叫郑强。", "他调去贵阳工作了。", {"works_in": "贵阳"}),
    ("说说我舅舅蒋国栋。", "他这人啊，犟得很。", {"trait": "犟"}),
    ("我同事叫童可欣。", "去年她被提拔为人事主管。", {"title": "人事主管"}),
    ("我下属叫田野。", "他一下班就去打台球。", {"hobby": "打台球"}),
]

# (message, the person it names, attributes that must not be read of them)
NOT_SAID: list[tuple[str, str, tuple[str, ...]]] = [
    # moods and states are no personality
    ("我表哥许志远这几天忙得很。", "许志远", ("trait",)),
    ("我表哥许志远今天累得很。", "许志远", ("trait",)),
    ("我表哥许志远这两天开心得不得了。", "许志远", ("trait",)),
    ("我表哥许志远生病了，难受得很。", "许志远", ("trait",)),
    # plans and what did not happen
    ("我表哥许志远想混到区域经理。", "许志远", ("title",)),
    ("我表哥许志远没升上主管。", "许志远", ("title",)),
    ("我表哥许志远升了一级。", "许志远", ("title",)),
    ("我表哥许志远混到这个地步了。", "许志远", ("title",)),
    ("我表哥许志远打算跳槽去星河科技。", "许志远", ("employer",)),
    # no work: a day's labour, a role once
    ("我表哥许志远干了一天活。", "许志远", ("job",)),
    ("我表哥许志远当了一回伴郎。", "许志远", ("job",)),
    ("我表哥许志远，老家。", "许志远", ("job",)),
    # a kind of organisation names none; being somewhere is no job
    ("我表哥许志远在物流公司干了好些年了。", "许志远", ("employer",)),
    ("我表哥许志远在别的公司干了三年。", "许志远", ("employer",)),
    ("我表哥许志远去了恒通物流一趟。", "许志远", ("employer",)),
    ("我表哥许志远在医院住了好些天。", "许志远", ("employer", "job")),
    # schooling not got
    ("我表哥许志远读到一半就不读了。", "许志远", ("education",)),
    # someone else's, in the same breath
    ("我表哥许志远的老婆混到区域经理了。", "许志远", ("title",)),
    ("我表哥许志远的女儿一路读到博士。", "许志远", ("education",)),
    ("我同事方志诚，他儿子倔强得很。", "方志诚", ("trait",)),
    # a pastime that is no activity
    ("我表哥许志远下了班就回家。", "许志远", ("likes", "hobby")),
    ("我表哥许志远下了班就去接孩子。", "许志远", ("likes", "hobby")),
    ("我表哥许志远当了爸爸。", "许志远", ("job",)),
    ("我同事苏芮是个宝妈。", "苏芮", ("job",)),
    ("我表哥许志远以前在红星机械厂上班。", "许志远", ("employer",)),
    ("我表姐邹晴从北辰地产辞职了。", "邹晴", ("employer",)),
    ("我表哥许志远升了职。", "许志远", ("title",)),
    ("我表哥许志远饿得很。", "许志远", ("trait",)),
    ("大家都说我表哥许志远要升主管了。", "许志远", ("title",)),
    ("去年我表哥许志远在深圳上班。", "许志远", ("works_in",)),
    ("我表哥许志远，在公司", "许志远", ("employer",)),
    ("我表哥许志远，网络", "许志远", ("employer",)),
]

# The user's own, generic people and real questions: no person's fact at all.
NOBODY = [
    "我最近混到区域经理了。",
    "我这人啊，倔强得很。",
    "大家都说我随和。",
    "大家都说程序员内向。",
    "我一路读到博士。",
    "我在恒通物流干了好些年了。",
    "我下了班就去练瑜伽。",
    "你表哥混到什么职位了？",
    "谁都知道当店长很累。",
]


def _person(text: str, name: str) -> Mention | None:
    found = [m for m in extract_mentions(text, language="zh") if m.kind == "person" and m.name == name]
    return found[0] if found else None


def _read(text: str, name: str) -> dict[str, str]:
    person = _person(text, name)
    read: dict[str, str] = {}
    for fact in person.facts if person is not None else []:
        read.setdefault(fact.attribute, fact.value)
    return read


@pytest.mark.parametrize(("text", "name", "want"), SAID, ids=[t for t, _, _ in SAID])
def test_an_open_class_value_said_colloquially_is_read(text: str, name: str, want: dict[str, str]) -> None:
    read = _read(text, name)
    assert {a: read.get(a) for a in want} == want, read


@pytest.mark.parametrize(("before", "text", "want"), AFTER, ids=[t for _, t, _ in AFTER])
def test_a_colloquial_value_said_by_a_pronoun_is_read_of_the_one_before(
    before: str, text: str, want: dict[str, str]
) -> None:
    read: dict[str, str] = {}
    for m in extract_mentions(text, language="zh", recent=[before]):
        for fact in m.facts if m.kind == "person" else []:
            read.setdefault(fact.attribute, fact.value)
    assert {a: read.get(a) for a in want} == want, read


@pytest.mark.parametrize(("text", "name", "attributes"), NOT_SAID, ids=[t for t, _, _ in NOT_SAID])
def test_a_mood_a_plan_a_kind_or_someone_elses_value_stays_unread(
    text: str, name: str, attributes: tuple[str, ...]
) -> None:
    read = _read(text, name)
    assert not set(read) & set(attributes), read


@pytest.mark.parametrize("text", NOBODY)
def test_the_users_own_and_generic_people_are_no_ones(text: str) -> None:
    assert [m for m in extract_mentions(text, language="zh") if m.kind == "person" and m.facts] == []


def test_colloquial_values_said_across_messages_reach_the_person(mem: Memory, backend: str) -> None:
    _across_messages(mem)


@pytest.mark.postgres_only
def test_colloquial_values_said_across_messages_reach_the_person_on_postgres(mem: Memory, backend: str) -> None:
    _across_messages(mem)


def _across_messages(mem: Memory) -> None:
    _say(
        mem,
        "u1",
        "说说我表叔吧，他叫廖正华。",
        "廖正华在恒通物流干了好些年了，去年混到了调度主管。",
        "跟我表叔廖正华相处久了就知道，这人憨厚得很。",
        "我表姐薛晓丽一路读到博士，一到周末就去爬山。",
    )
    liao, xue = _one(mem, "u1", "廖正华"), _one(mem, "u1", "薛晓丽")
    assert {k: _facts(liao).get(k) for k in ("employer", "title", "trait")} == {
        "employer": "恒通物流",
        "title": "调度主管",
        "trait": "憨厚",
    }
    assert {k: _facts(xue).get(k) for k in ("education", "hobby")} == {"education": "博士", "hobby": "爬山"}
    assert not mem.entities.find("u2", "廖正华")
