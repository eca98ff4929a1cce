"""The offline entity mention extractor (issue #21): who and what a user mentions, and what they say about them.

Each case is one user message and the exact mentions read from it: (name, kind, relation, aliases, facts, links),
facts as (attribute, value) — with a third element "fix" when said as a correction. Messages that name no entity
(the user, a question, a hypothetical, a generic word) read as [].
"""

from __future__ import annotations

import random

import pytest

from jiyi._entity_models import Mention
from jiyi.extractors._entities import extract_mentions

Fact = tuple[str, ...]
Row = tuple[str, str, str, tuple[str, ...], tuple[Fact, ...], tuple[tuple[str, str], ...]]


def _rows(mentions: list[Mention]) -> list[Row]:
    return [
        (
            m.name,
            m.kind,
            m.relation,
            tuple(m.aliases),
            tuple(
                sorted(
                    (f.attribute, f.value, *(("ended",) if f.ended else ("fix",) if f.correction else ()))
                    for f in m.facts
                )
            ),
            tuple(m.links),
        )
        for m in mentions
    ]


def _p(
    name: str,
    relation: str,
    *facts: Fact,
    kind: str = "person",
    aliases: tuple[str, ...] = (),
    links: tuple[tuple[str, str], ...] = (),
) -> Row:
    return (name, kind, relation, aliases, tuple(sorted(facts)), links)


def _org(name: str) -> Row:
    return (name, "org", "", (), (), ())


ZH: list[tuple[str, list[Row]]] = [
    ("吴杰明是我的下属，其教育背景是专科", [_p("吴杰明", "下属", ("education", "专科"))]),
    ("我下属小李是本科，去年入职", [_p("小李", "下属", ("education", "本科"), ("note", "去年入职"))]),
    ("我妹妹 Amy 搬去柏林了", [_p("Amy", "妹妹", ("lives_in", "柏林"))]),
    ("我们公司楼下那家咖啡店周一不开门", [_p("", "公司楼下的咖啡店", ("opening_hours", "周一不开门"), kind="place")]),
    ("小王喜欢打篮球", [_p("小王", "", ("likes", "打篮球"))]),
    ("王明，大家都叫他小王，是我大学室友", [_p("王明", "大学室友", aliases=("小王",))]),
    ("我女儿今年5岁，在上幼儿园", [_p("", "女儿", ("age", "5岁"), ("school", "幼儿园"))]),
    ("我家的狗叫旺财，三岁了", [_p("旺财", "狗", ("age", "三岁"), kind="pet")]),
    ("我老板张总是北京人", [_p("张总", "老板", ("from", "北京"))]),
    ("我同事陈静对花生过敏", [_p("陈静", "同事", ("allergy", "花生"))]),
    ("我妹妹在西门子工作", [_p("", "妹妹", ("employer", "西门子"), links=(("works_at", "西门子"),)), _org("西门子")]),
    ("我哥哥住在上海，是医生", [_p("", "哥哥", ("job", "医生"), ("lives_in", "上海"))]),
    ("我妈妈不吃香菜", [_p("", "妈妈", ("dislikes", "香菜"))]),
    ("我爸爸今年六十岁了", [_p("", "爸爸", ("age", "六十岁"))]),
    ("我老婆是护士", [_p("", "老婆", ("job", "护士"))]),
    ("我的导师是清华毕业的", [_p("", "导师", ("school", "清华"))]),
    ("我室友叫李雷，是杭州人", [_p("李雷", "室友", ("from", "杭州"))]),
    ("我同事老张喜欢钓鱼", [_p("老张", "同事", ("likes", "钓鱼"))]),
    (
        "张伟是我的好朋友，他在腾讯上班",
        [_p("张伟", "好朋友", ("employer", "腾讯"), links=(("works_at", "腾讯"),)), _org("腾讯")],
    ),
    ("我儿子在上小学", [_p("", "儿子", ("school", "小学"))]),
    ("我家的猫叫咪咪", [_p("咪咪", "猫", kind="pet")]),
    ("我家狗狗对鸡肉过敏", [_p("", "狗狗", ("allergy", "鸡肉"), kind="pet")]),
    ("我大学同学王芳搬到深圳了", [_p("王芳", "大学同学", ("lives_in", "深圳"))]),
    ("我女朋友的生日是5月20日", [_p("", "女朋友", ("birthday", "5月20日"))]),
    ("李娜是我表妹，今年读大三", [_p("李娜", "表妹", ("education", "本科在读"), ("school", "大三"))]),
    ("我朋友小陈讨厌吃辣", [_p("小陈", "朋友", ("dislikes", "吃辣"))]),
    ("我上司是上海人", [_p("", "上司", ("from", "上海"))]),
    ("我闺蜜 Lily 在伦敦读书", [_p("Lily", "闺蜜", ("lives_in", "伦敦"))]),
    ("我下属王强是硕士", [_p("王强", "下属", ("education", "硕士"))]),
    ("我奶奶八十岁了，身体很好", [_p("", "奶奶", ("age", "八十岁"))]),
    ("我儿子今年三岁半", [_p("", "儿子", ("age", "三岁半"))]),
    ("我老公是程序员", [_p("", "老公", ("job", "程序员"))]),
    ("我们公司附近新开的面馆周日不营业", [_p("", "公司附近的面馆", ("opening_hours", "周日不营业"), kind="place")]),
    ("老李是我的邻居，是退休教师", [_p("老李", "邻居", ("job", "退休教师"))]),
    ("我朋友陈晨，大家都叫她晨晨，是设计师", [_p("陈晨", "朋友", ("job", "设计师"), aliases=("晨晨",))]),
    ("我妈妈很喜欢养花，也爱跳广场舞", [_p("", "妈妈", ("likes", "养花"), ("likes", "跳广场舞"))]),
    (
        "我表哥在华为上班，住在深圳",
        [_p("", "表哥", ("employer", "华为"), ("lives_in", "深圳"), links=(("works_at", "华为"),)), _org("华为")],
    ),
    ("王明和王芳都是我的同事", [_p("王明", "同事"), _p("王芳", "同事")]),
    ("其实她搬去了慕尼黑", [_p("", "", ("lives_in", "慕尼黑", "fix"))]),
    ("其实我妹妹是研究生学历", [_p("", "妹妹", ("education", "研究生", "fix"))]),
    ("我表弟乐乐，他很喜欢踢足球", [_p("乐乐", "表弟", ("likes", "踢足球"))]),
    ("因为我的同桌艾伦今天请假了，他最近总是感冒", [_p("艾伦", "同桌")]),
    ("我的老师是一名资深摄影师，他会教我们如何构图", [_p("", "老师", ("job", "资深摄影师"))]),
    ("我邻居小美是护士", [_p("小美", "邻居", ("job", "护士"))]),
    ("昨天我跟我的朋友小李去看了电影", [_p("小李", "朋友")]),
    ("周末我和我表姐李娜去爬山了", [_p("李娜", "表姐")]),
    ("我通常和我爸爸妈妈一起出去玩", []),
    ("我有个同事叫陈静", [_p("陈静", "同事")]),
    ("我养了一只猫叫咪咪", [_p("咪咪", "猫", kind="pet")]),
    ("我儿子刚满三岁", [_p("", "儿子", ("age", "三岁"))]),
    ("我姐姐在医院当护士", [_p("", "姐姐", ("employer", "医院"), ("job", "护士"))]),
    ("我表哥现在在上海", [_p("", "表哥", ("lives_in", "上海"))]),
    ("我妹妹在上海工作", [_p("", "妹妹", ("works_in", "上海"))]),
    ("我哥哥在开会", []),
    ("陈静，我同事，对花生过敏", [_p("陈静", "同事", ("allergy", "花生"))]),
    ("我女儿叫朵朵，今年上小学二年级", [_p("朵朵", "女儿", ("school", "小学二年级"))]),
    ("我领导是个很严格的人", [_p("", "领导", ("trait", "严格"))]),
    ("我的客户刘总是做外贸的", [_p("刘总", "客户", ("job", "外贸"))]),
    ("我的狗狗豆豆三岁了", [_p("豆豆", "狗狗", ("age", "三岁"), kind="pet")]),
    ("我学生小林考上了清华", [_p("小林", "学生", ("school", "清华"))]),  # a university is schooling (zhfacts11)
    ("我弟弟今年高考", [_p("", "弟弟", ("note", "今年高考"))]),
    ("小张是我们组的新人", []),  # not "from 我们组的新"
    ("对，我妹妹也是护士", [_p("", "妹妹", ("job", "护士"))]),
    # a 他 whose antecedent earlier in the message was not read is not guessed at
    ("那个人就是我新认识的朋友，他很喜欢画画", []),
    ("那个朋友就是我的新同学小明，他也很喜欢科学实验", [_p("小明", "新同学", ("likes", "科学实验"))]),
    ("我的朋友们都很忙", []),
    ("我今天听到妈妈和爸爸在吵架", []),
    ("我妈妈选的，我很喜欢这个颜色", []),
    # never invented: the user, the assistant, generic words, questions, hypotheticals, tools and places
    ("我很喜欢打篮球", []),
    ("我在北京工作", []),
    ("今天天气很好", []),
    ("大家都说小李人很好", [_p("小李", "", ("trait", "人好"))]),  # no 大家, but what all say of 小李: 人好
    ("假如我老板是马云就好了", []),
    ("你觉得我妹妹会喜欢这个礼物吗", []),
    ("你知道小王吗？", []),
    ("Python很好用", []),
    ("张家界很美", []),
    ("大家都喜欢吃火锅", []),
    ("用户喜欢喝咖啡", []),
]

EN: list[tuple[str, list[Row]]] = [
    ("my colleague loves writing", [_p("", "colleague", ("likes", "writing"))]),
    ("my sister Amy moved to Berlin", [_p("Amy", "sister", ("lives_in", "Berlin"))]),
    (
        "My friend Tom lives in Toronto and works at Shopify",
        [
            _p("Tom", "friend", ("employer", "Shopify"), ("lives_in", "Toronto"), links=(("works_at", "Shopify"),)),
            _org("Shopify"),
        ],
    ),
    (
        "Jake, my manager, has a PhD from MIT",
        [_p("Jake", "manager", ("education", "PhD"), ("school", "MIT"), links=(("studied_at", "MIT"),)), _org("MIT")],
    ),
    ("Our dog Max is 7", [_p("Max", "dog", ("age", "7"), kind="pet")]),
    ("my mom hates cilantro", [_p("", "mom", ("dislikes", "cilantro"))]),
    ("Sarah (my roommate) is a nurse", [_p("Sarah", "roommate", ("job", "nurse"))]),
    (
        "I met Lisa at the gym; she's a yoga teacher",
        [_p("Lisa", "", ("job", "yoga teacher"), ("note", "met at the gym"))],
    ),
    (
        "My brother lives in Seattle and is a software engineer",
        [_p("", "brother", ("job", "software engineer"), ("lives_in", "Seattle"))],
    ),
    ("my boss is from Texas", [_p("", "boss", ("from", "Texas"))]),
    ("My wife is allergic to peanuts", [_p("", "wife", ("allergy", "peanuts"))]),
    ("My daughter just turned 5", [_p("", "daughter", ("age", "5"))]),
    ("my son goes to kindergarten", [_p("", "son", ("school", "kindergarten"))]),
    (
        "My best friend Mike works for Google",
        [_p("Mike", "best friend", ("employer", "Google"), links=(("works_at", "Google"),)), _org("Google")],
    ),
    ("Emma is my coworker, she loves hiking", [_p("Emma", "coworker", ("likes", "hiking"))]),
    ("My cat is called Luna", [_p("Luna", "cat", kind="pet")]),
    ("My cat's name is Luna", [_p("Luna", "cat", kind="pet")]),
    ("our neighbor Bob is retired", [_p("Bob", "neighbor", ("status", "retired"))]),
    ("my dad doesn't like coffee", [_p("", "dad", ("dislikes", "coffee"))]),
    ("My mom is a teacher and she lives in Ohio", [_p("", "mom", ("job", "teacher"), ("lives_in", "Ohio"))]),
    ("My girlfriend Jess is 28 years old", [_p("Jess", "girlfriend", ("age", "28"))]),
    ("Tom Lee is my college roommate", [_p("Tom Lee", "college roommate")]),
    ("My sister's birthday is on May 3", [_p("", "sister", ("birthday", "May 3"))]),
    ("My grandma is 90", [_p("", "grandma", ("age", "90"))]),
    ("My coworker Dan speaks Spanish", [_p("Dan", "coworker", ("skill", "Spanish"))]),
    ("My nephew plays the piano", [_p("", "nephew", ("hobby", "piano"))]),
    ("My aunt moved back to Dublin", [_p("", "aunt", ("lives_in", "Dublin"))]),
    ("My husband works as a nurse", [_p("", "husband", ("job", "nurse"))]),
    (
        "my colleague Priya has a master's degree in statistics",
        [_p("Priya", "colleague", ("education", "master's degree in statistics"))],
    ),
    ("my manager Greg is really strict", [_p("Greg", "manager", ("trait", "strict"))]),
    ("Kevin, my cousin, lives in Austin", [_p("Kevin", "cousin", ("lives_in", "Austin"))]),
    ("my cousin, Kevin, lives in Austin", [_p("Kevin", "cousin", ("lives_in", "Austin"))]),
    (
        "The coffee shop near my office is closed on Mondays",
        [_p("", "coffee shop near my office", ("opening_hours", "closed on Mondays"), kind="place")],
    ),
    ("Our puppy Bella is 4 months old", [_p("Bella", "puppy", ("age", "4 months"), kind="pet")]),
    ("actually she moved to Munich", [_p("", "", ("lives_in", "Munich", "fix"))]),
    (
        "Actually, my brother works at Amazon, not Microsoft",
        [_p("", "brother", ("employer", "Amazon", "fix"), links=(("works_at", "Amazon"),)), _org("Amazon")],
    ),
    ("She is a doctor", [_p("", "", ("job", "doctor"))]),
    (
        "My teacher is a senior photographer, he will teach us how to frame a shot",
        [_p("", "teacher", ("job", "senior photographer"))],
    ),
    ("My boss is very demanding and always gives me hard tasks", [_p("", "boss", ("trait", "demanding"))]),
    ("my dog loves walks and treats", [_p("", "dog", ("likes", "walks and treats"), kind="pet")]),
    ("my cousin Leo really likes to build robots, which is cool", [_p("Leo", "cousin", ("likes", "to build robots"))]),
    ("we took a trip for my daughter Sara's birthday", [_p("Sara", "daughter")]),
    ("Yesterday I ran into my old neighbor Anna at the market", [_p("Anna", "old neighbor")]),
    ("My grandpa passed away last year", [_p("", "grandpa", ("status", "passed away"))]),
    ("my mom really loved gardening", [_p("", "mom", ("likes", "gardening"))]),
    (
        "That one is Max, my childhood dog. He had lots of energy and loved a game of fetch.",
        [_p("Max", "childhood dog", ("likes", "a game of fetch"), ("note", "had lots of energy"), kind="pet")],
    ),
    ("My mom and I made dinner. She has a real passion for cooking.", [_p("", "mom", ("likes", "cooking"))]),
    ("My dad was interested in astronomy", [_p("", "dad", ("likes", "astronomy"))]),
    ("I have a sister named Amy who lives in Berlin", [_p("Amy", "sister", ("lives_in", "Berlin"))]),
    ("We got a puppy called Bella", [_p("Bella", "puppy", kind="pet")]),
    ("My husband loves golf but hates running", [_p("", "husband", ("dislikes", "running"), ("likes", "golf"))]),
    ("My daughter Emma started first grade this year", [_p("Emma", "daughter", ("school", "first grade"))]),
    ("My boss is Italian", [_p("", "boss", ("from", "Italian"))]),
    (
        "My boyfriend works at Google as a product manager",
        [
            _p("", "boyfriend", ("employer", "Google"), ("job", "product manager"), links=(("works_at", "Google"),)),
            _org("Google"),
        ],
    ),
    (
        "My advisor is a professor at Stanford",
        [
            _p("", "advisor", ("employer", "Stanford"), ("job", "professor"), links=(("works_at", "Stanford"),)),
            _org("Stanford"),
        ],
    ),
    (
        "My best friend is getting married next month",
        [_p("", "best friend", ("note", "is getting married next month"))],
    ),
    ("My mom just retired", [_p("", "mom", ("status", "retired"))]),
    ("My student Lin got into MIT", [_p("Lin", "student", ("note", "got into MIT"))]),
    ("Emily's my cousin and she's a vet", [_p("Emily", "cousin", ("job", "vet"))]),
    ("Ted is my neighbor", [_p("Ted", "neighbor")]),
    ("My sister likes jazz, I think", [_p("", "sister", ("likes", "jazz"))]),
    # a school is named with a capital, not "the gym": what was said is kept as a note, not as a school
    ("my son goes to the gym", [_p("", "son", ("note", "goes to the gym"))]),
    # never invented
    ("Max is my mother's cat", []),
    ("My girlfriend, Toby and I are going camping", []),
    ("Bet Max loves those hikes", []),
    ("Having friends who listen is so important", []),
    ("my brother loves it", []),
    ("Thank you, my friend", []),
    ("Hello my friend, how are you", []),
    ("My friends are busy", []),
    ("That friend is my new classmate. He also likes chess", []),
    ("I love pizza", []),
    ("I live in Berlin", []),
    ("Do you think my sister would like this?", []),
    ("Do you know Tom?", []),
    ("If my brother gets the job, he will move to London", []),
    ("People say my dad is strict", []),
    ("Can you help me write an email to my boss?", []),
    ("The weather is nice today", []),
    ("Berlin is expensive", []),
    ("Python is great", []),
    ("Someone is a nurse", []),
    # a negation states no new fact: the value it names ends
    (
        "my sister doesn't live in Berlin anymore",
        [("", "person", "sister", (), (("lives_in", "Berlin", "ended"),), ())],
    ),
    ("My mom and I had a race", []),  # an unnamed relation with nothing said about it
    # someone else's relative is their own entity, never the user's mom
    ("My boyfriend's mom is a lawyer", [("boyfriend's mom", "person", "", (), (("job", "lawyer"),), ())]),
]


@pytest.mark.parametrize(("text", "expected"), ZH, ids=[t for t, _ in ZH])
def test_chinese(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="zh")) == expected


@pytest.mark.parametrize(("text", "expected"), EN, ids=[t for t, _ in EN])
def test_english(text: str, expected: list[Row]) -> None:
    assert _rows(extract_mentions(text, language="en")) == expected


def test_pronoun_mentions_are_marked_and_carry_the_language() -> None:
    [zh] = extract_mentions("其实她搬去了慕尼黑", language="zh", recent=["我妹妹 Amy 搬去柏林了"])
    [en] = extract_mentions("actually she moved to Munich", language="en")
    assert (zh.pronoun, zh.language, en.pronoun, en.language) == (True, "zh", True, "en")
    # a pronoun after a named subject in the same message is that subject, not a pronoun mention
    [lisa] = extract_mentions("I met Lisa at the gym; she's a yoga teacher", language="en")
    assert lisa.pronoun is False


@pytest.mark.parametrize(
    ("text", "recent", "language", "expected"),
    [
        ("不对，是慕尼黑", ["我妹妹 Amy 搬去柏林了"], "zh", _p("Amy", "妹妹", ("lives_in", "慕尼黑", "fix"))),
        ("不是柏林，是慕尼黑", ["我妹妹 Amy 搬去柏林了"], "zh", _p("Amy", "妹妹", ("lives_in", "慕尼黑", "fix"))),
        (
            "no wait, Munich",
            ["my sister Amy moved to Berlin"],
            "en",
            _p("Amy", "sister", ("lives_in", "Munich", "fix")),
        ),
    ],
)
def test_a_bare_correction_replaces_the_fact_the_last_message_stated(
    text: str, recent: list[str], language: str, expected: Row
) -> None:
    assert _rows(extract_mentions(text, language=language, recent=recent)) == [expected]


def test_a_bare_correction_without_a_clear_antecedent_reads_nothing() -> None:
    assert extract_mentions("不对，是慕尼黑", language="zh") == []
    # the last message stated two facts a name could correct: which one was corrected is unclear
    said = ["my sister Amy moved to Berlin and works at Siemens"]
    assert extract_mentions("no wait, Munich", language="en", recent=said) == []
    # one fact of the value's shape is the one corrected: a place, not an age
    said = ["my sister Amy moved to Berlin and is 30"]
    mentions = extract_mentions("no wait, Munich", language="en", recent=said)
    assert [(f.attribute, f.value) for m in mentions for f in m.facts] == [("lives_in", "Munich")]


def test_one_entity_named_twice_in_a_message_is_one_mention() -> None:
    mentions = extract_mentions("我妹妹 Amy 搬去柏林了。Amy 喜欢拍照。", language="zh")
    assert _rows(mentions) == [_p("Amy", "妹妹", ("likes", "拍照"), ("lives_in", "柏林"))]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "。。。",
        "？？",
        "🙂🙂",
        "我" * 5000,
        "a" * 10000,
        "我妹妹" * 2000,
        "\x00\x01",
        "my my my my",
        "(((",
        "[]{}",
    ],
)
def test_never_raises_on_odd_input(text: str) -> None:
    assert isinstance(extract_mentions(text, language="zh"), list)
    assert isinstance(extract_mentions(text, language="en"), list)


def test_never_raises_on_random_mixtures() -> None:
    rng = random.Random(21)
    pieces = [
        "我",
        "妹妹",
        "小王",
        "是",
        "的",
        "，",
        "。",
        "？",
        "Amy",
        "my",
        "sister",
        " ",
        "is",
        "(",
        ")",
        "'s",
        "她",
        "其实",
        "不对",
        "actually",
        "no wait",
        ",",
        "在",
        "工作",
        "叫",
        "岁",
        "7",
        "🙂",
        "\n",
        "和",
        "都是我的",
    ]
    for _ in range(500):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 30)))
        for language in ("zh", "en"):
            mentions = extract_mentions(text, language=language, recent=[text[:20]])
            assert all(m.name or m.relation or m.pronoun for m in mentions)
