"""Chinese facts said in a chat voice: an occupation said by the shape of its noun phrase ("是烘焙师 天天加班",
"在做宠物美容师 好像是", "就是当剧本杀DM的"), the trade said first ("PM这行她干了快十年"), a person named and the
fact after an aside to the assistant ("…你记一下哈，她…"), a temper framed as one ("这人爱显摆", "典型的念旧"),
English labels typed between Chinese words ("的bday是", "现在base东京").

Every sentence here is written for these tests (none comes from a benchmark pool).
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions
from jiyi.extractors._entities_voice import tidy_voice

# message -> the (name, relation, attribute, value) facts read, each for its own person
READ: list[tuple[str, list[tuple[str, str, str, str]]]] = [
    # an occupation by the shape of the noun phrase closing 是 / 在做 / 当 / 干, before a chat tail
    ("我表姐石雨桐是面包师 天天起早", [("石雨桐", "表姐", "job", "面包师")]),
    ("俺同事邬嘉禾是UI设计师 忙死了", [("邬嘉禾", "同事", "job", "UI设计师")]),
    ("我那表哥邓俊熙是PM 天天开会", [("邓俊熙", "表哥", "job", "PM")]),
    ("我堂妹苗欣然在做宠物美容师 好像是", [("苗欣然", "堂妹", "job", "宠物美容师")]),
    ("我舅舅柏志强在当货车司机，挺辛苦", [("柏志强", "舅舅", "job", "货车司机")]),
    ("我闺蜜司马静是个B站UP主来着！", [("司马静", "闺蜜", "job", "B站UP主")]),
    ("我发小钮浩然不是医生哈 是瑜伽私教~", [("钮浩然", "发小", "job", "瑜伽私教")]),
    ("那个我那室友岑佳怡就是当狼人杀DM的 然后收入还行", [("岑佳怡", "室友", "job", "狼人杀DM")]),
    ("俺表叔荀建国(俺表叔)｜职业 花艺师", [("荀建国", "表叔", "job", "花艺师")]),
    ("我邻居莫志远｜职业 健身私教", [("莫志远", "邻居", "job", "健身私教")]),
    # the trade said first, then who has done it for how long
    ("调酒师这行我表弟戚子航干了快八年", [("戚子航", "表弟", "job", "调酒师")]),
    ("我同事骆佳琪在苏州上班，摄影师这行她干了好多年", [("骆佳琪", "同事", "job", "摄影师")]),
    # a name said alone, then the tie, then what is said of them
    ("庹嘉怡 我干妈 然后 她是茶艺师 天天喝茶", [("庹嘉怡", "干妈", "job", "茶艺师")]),
    ("芮梓涵，我大姨，她都67岁了", [("芮梓涵", "大姨", "age", "67岁")]),
    # an aside to the assistant between the person and the fact
    ("我外婆郜秀英你记一下哈 然后 她都88岁了", [("郜秀英", "外婆", "age", "88岁")]),
    ("我师傅蔺国栋你记下哦，他在做木雕师", [("蔺国栋", "师傅", "job", "木雕师")]),
    ("那个我那老同学覃思远就是今年36岁 然后", [("覃思远", "老同学", "age", "36岁")]),
    # a temper framed as one
    ("我表哥綦文博性格挺抠抠搜搜的 好像", [("綦文博", "表哥", "trait", "抠抠搜搜")]),
    ("我实习生宓思琪今年23岁，她这人爱显摆", [("宓思琪", "实习生", "trait", "爱显摆")]),
    ("就是那个 我搭档 冼子豪 然后 咱他有点护短哈哈哈", [("冼子豪", "搭档", "trait", "护短")]),
    ("我舅妈典型的念旧", [("", "舅妈", "trait", "念旧")]),
    # a field's label and its value set apart by a space, after other clauses
    ("我表哥王强是厨师，那个她 就是 本科学历 禹思彤｜老家 湖南岳阳", [("禹思彤", "", "from", "湖南岳阳")]),
    ("巫子涵(我同事)｜性格 心大，她是插画师 天天熬夜", [("巫子涵", "同事", "trait", "心大")]),
    # a cleft said across a pause: the value first, then "说的是" whom it is about
    ("身高1米68的那个 说的是我表妹苗雨萱", [("苗雨萱", "表妹", "height", "1米68")]),
    ("在厦门长大的 说的就是我同学钮子轩", [("钮子轩", "同学", "from", "厦门")]),
    # a stall before what they do, a position got with a bare 升, a position after its label
    ("那个我那室友庹文静就是在海底捞工作 嗯", [("庹文静", "室友", "employer", "海底捞")]),
    ("我姑父禹国华升西北区域总监了 请客了哈哈", [("禹国华", "姑父", "title", "西北区域总监")]),
    ("我邻居冼梓萱｜职位 运营总监", [("冼梓萱", "邻居", "title", "运营总监")]),
    ("我表舅綦志明的title是CTO", [("綦志明", "表舅", "title", "CTO")]),
    ("说到嘴硬心软 那肯定是我舅妈柏丽华", [("柏丽华", "舅妈", "trait", "嘴硬心软")]),
    ("说到好面子 那肯定是我同学覃浩宇(我同学)", [("覃浩宇", "同学", "trait", "好面子")]),
    ("我堂哥郜振东在华为干 好像是", [("郜振东", "堂哥", "employer", "华为")]),
    # a rare full name the segmenter reads whole as a verb, after a relation word
    ("身高改一下 我同事喻蔓婷是1.66m", [("喻蔓婷", "同事", "height", "1.66m")]),
    # English labels and slang between Chinese words
    ("我同学禹子墨的bday是3.14", [("禹子墨", "同学", "birthday", "3.14")]),
    ("我表哥巫振宇的hobby是玩飞盘", [("巫振宇", "表哥", "hobby", "玩飞盘")]),
    ("我表姐靳晓雯现在base吉隆坡", [("靳晓雯", "表姐", "works_in", "吉隆坡")]),
    ("我二叔喻建军刚跳到宜家 工资涨了", [("喻建军", "二叔", "employer", "宜家")]),
]


@pytest.mark.parametrize(("text", "facts"), READ, ids=[c[0][:30] for c in READ])
def test_a_chat_voice_fact_is_read_for_its_person(text: str, facts: list[tuple[str, str, str, str]]) -> None:
    people = [m for m in extract_mentions(text, language="zh") if m.kind == "person"]
    read = {(m.name, m.relation, f.attribute, f.value) for m in people for f in m.facts}
    for fact in facts:
        assert fact in read, (fact, read)


# what must not be read as a job or a temper: negated, asked, wished, the user's own, a standing, a state
NO_JOB: list[str] = [
    "我是烘焙师 天天加班",
    "我表姐王芳不是烘焙师",
    "我表姐王芳没当过烘焙师",
    "我表哥王强是党员",
    "我闺蜜李娜是INFP",
    "我表哥王强是VIP",
    "我同事王芳是北京的",
    "我表弟王强想当烘焙师",
    "要是我表弟王强是PM就好了",
    "我表弟王强是烘焙师吗？",
    "我同事王芳在做饭",
    "我同事王芳在做项目 天天加班",
    "我同事王芳在当志愿者",
    "宠物美容师这行我干了快十年",
    "我闺蜜喻语桐刚跳到宜家",
    "我表哥王强升学了",
    "我最喜欢的那个 说的是周杰伦",
]

# a topic that is no temper says nothing of the one named after it
NO_TRAIT_TOPIC = ["说到火锅 那肯定是我表哥王强", "说到周末 那肯定是我同学王芳"]


@pytest.mark.parametrize("text", NO_TRAIT_TOPIC, ids=[c[:30] for c in NO_TRAIT_TOPIC])
def test_a_topic_that_is_no_temper_is_no_trait(text: str) -> None:
    facts = [f for m in extract_mentions(text, language="zh") for f in m.facts if f.attribute != "note"]
    assert facts == []


@pytest.mark.parametrize("text", NO_JOB, ids=[c[:30] for c in NO_JOB])
def test_what_is_no_ones_job_reads_no_job(text: str) -> None:
    jobs = [(m.name, f.value) for m in extract_mentions(text, language="zh") for f in m.facts if f.attribute == "job"]
    assert jobs == []


def test_a_husbands_job_is_not_hers() -> None:
    mentions = extract_mentions("我表姐王芳她老公是烘焙师", language="zh")
    assert all(f.attribute != "job" for m in mentions if m.name == "王芳" for f in m.facts)


NO_TRAIT: list[str] = [
    "我同事王芳有点累",
    "我同事王芳有点忙 天天加班",
    "我同事王芳这人不错",
    "我有点好面子",
    "我同事王芳典型的东北人",
]


@pytest.mark.parametrize("text", NO_TRAIT, ids=[c[:30] for c in NO_TRAIT])
def test_a_state_of_the_moment_is_no_trait(text: str) -> None:
    traits = [f.value for m in extract_mentions(text, language="zh") for f in m.facts if f.attribute == "trait"]
    assert traits == []


def test_the_fact_after_an_aside_goes_to_the_one_named_not_the_one_before() -> None:
    text = "我同事邬嘉禾是面包师 我外婆郜秀英你记一下哈 然后 她都88岁了"
    facts = {(m.name, f.attribute, f.value) for m in extract_mentions(text, language="zh") for f in m.facts}
    assert ("郜秀英", "age", "88岁") in facts
    assert ("邬嘉禾", "age", "88岁") not in facts


TIDY: list[tuple[str, str]] = [
    ("我表哥是PM 天天加班", "我表哥是PM，天天加班"),  # "天天" opens a word, no unit after a number
    ("我表哥住了 三天", "我表哥住了，三天"),
    ("他去了 3 天", "他去了 3 天"),
    ("咱她有点嘴甜", "她有点嘴甜"),
    ("咱们去吃饭", "咱们去吃饭"),
    ("他的height大概180", "他的身高大概180"),
    ("她口音很重 对了对了 Google的员工是我表哥", "她口音很重，Google的员工是我表哥"),
    ("他说对了 我表哥是护士", "他说对了，我表哥是护士"),
]


@pytest.mark.parametrize(("text", "tidy"), TIDY, ids=[c[0][:30] for c in TIDY])
def test_tidying_a_chinese_chat_voice(text: str, tidy: str) -> None:
    assert tidy_voice(text) == tidy
