"""Hearsay, report frames and facts told inside a small story are read (issue #21, `extractors/_entities_heard`).

Users pass on what others told them ("听我妈说我表姐今年三十四了", "A friend mentioned Marco got transferred to
Leeds") and state facts in passing inside a story ("前天给我侄子过生日，满十二了", "At her checkup my niece measured
112 cm"). The positives read nothing (or not this fact) on main; the negatives — the user's own facts inside a
frame, the source's own, a frame over a question or a hypothetical, a rumour taken back, the measure of a thing,
the user's own birthday or hometown — must stay unread.
"""

from __future__ import annotations

import pytest

from jiyi.extractors._entities import extract_mentions


def _facts(messages: list[str], language: str) -> list[tuple[str, str, bool, str, str]]:
    """(name, relation, pronoun, attribute, value) of every fact the last message gives, the ones before it recent."""
    mentions = extract_mentions(messages[-1], language=language, recent=messages[:-1])
    return [(m.name, m.relation, m.pronoun, f.attribute, f.value) for m in mentions for f in m.facts]


def _said_of(messages: list[str], language: str, who: str, attribute: str) -> list[str]:
    """The values of `attribute` read for `who`: a name, a relation said with no name, or "" for he / she."""
    return [
        value
        for name, relation, pronoun, attr, value in _facts(messages, language)
        if attr == attribute and (name == who if who and name else relation == who if who else pronoun)
    ]


_ZH = [
    # report frames: 听…说, 据…说, …说, 大家都说, 听说
    (["听我妈说我表姐今年三十四了"], "表姐", "age", "三十四"),
    (["听我舅讲表弟何志远调去南宁工作了"], "何志远", "works_in", "南宁"),
    (["据我哥说老钱今年六十一了"], "老钱", "age", "六十一"),
    (["我听同事讲老周调到武汉了"], "老周", "works_in", "武汉"),
    (["听我婆婆讲我嫂子特别能干"], "嫂子", "trait", "能干"),
    (["大伙儿都说我姐夫很随和"], "姐夫", "trait", "随和"),
    (["听说冯雨桐最近迷上了钓鱼"], "冯雨桐", "likes", "钓鱼"),
    (["我妈说我大姨今年五十八岁"], "大姨", "age", "五十八"),
    (["听朋友说我舅舅被调到了厦门分公司"], "舅舅", "works_in", "厦门"),
    (["听我爸说堂哥齐振宇今年四十了，在银行上班"], "齐振宇", "age", "四十"),
    (["我爸说我叔叔现在在青岛上班"], "叔叔", "works_in", "青岛"),
    (["听我姐说刘晓婷调去杭州了，今年二十九"], "刘晓婷", "works_in", "杭州"),
    (["听我姐说刘晓婷调去杭州了，今年二十九"], "刘晓婷", "age", "二十九"),
    (["有人说钟海涛特别幽默"], "钟海涛", "trait", "幽默"),
    (["同事们都说马慧敏很细心"], "马慧敏", "trait", "细心"),
    (["我跟你讲哈，听我三姨说我表弟宋子豪今年二十五了"], "宋子豪", "age", "二十五"),
    (["据我姑说堂姐林婉清被派到上海总部了"], "林婉清", "works_in", "上海"),
    # a pronoun after a frame whose source it cannot be: whom the talk was about
    (["我有个同事叫邓佳怡。", "听别人说她调到成都上班了"], "", "works_in", "成都"),
    (["我表姐周雪梅人挺好的。", "我爸说她今年三十八了"], "", "age", "三十八"),
    # a birthday that makes someone N
    (["前天给我侄子过生日，满十二了"], "侄子", "age", "十二"),
    (["昨天我同事唐思远过生日，刚满三十三岁"], "唐思远", "age", "三十三"),
    (["上个月给我姥爷过八十大寿"], "姥爷", "age", "八十"),
    (["上周末给我闺女过了七岁生日"], "闺女", "age", "七"),
    (["说说我表哥罗浩。", "前几天他过生日，满三十六了"], "", "age", "三十六"),
    # a measure at a checkup or a clothes shop
    (["上周陪我外婆去体检，量了下一米五二"], "外婆", "height", "一米五二"),
    (["陪我婶婶去医院检查，医生一量，1.63米"], "婶婶", "height", "1.63米"),
    (["跟表妹去买衣服，店员量了一下，158公分"], "表妹", "height", "158"),
    (["我表妹体检量出来一米六五"], "表妹", "height", "一米六五"),
    (["昨天陪我爷爷去医院体检，量出来一米六八"], "爷爷", "height", "一米六八"),
    # a trip home that names the hometown
    (["春节我表哥韩立军回山西大同老家了"], "韩立军", "from", "山西大同"),
    (["国庆我表嫂回湖北宜昌老家探亲"], "表嫂", "from", "湖北宜昌"),
    # several at once: a frame, a transfer and a birthday in one breath
    (["听朋友说同事贺文杰调去昆明工作了，前几天他过生日，满三十一岁了"], "贺文杰", "works_in", "昆明"),
    (["听朋友说同事贺文杰调去昆明工作了，前几天他过生日，满三十一岁了"], "贺文杰", "age", "三十一"),
]

_EN = [
    # report frames: says / told me / mentioned / I heard / according to / apparently / everyone says
    (["My mum says Aunt Bev is 67 now."], "Bev", "age", "67"),
    (["A friend mentioned Marco got transferred to Leeds."], "Marco", "works_in", "Leeds"),
    (["I heard from my aunt that my cousin Priya got transferred to Phoenix."], "Priya", "works_in", "Phoenix"),
    (["Everyone says my brother-in-law Tariq is super patient."], "Tariq", "trait", "patient"),
    (["My sister says Uncle Ray works as a plumber now."], "Ray", "job", "plumber"),
    (["According to my dad, Grandpa Joe is ninety-one."], "Joe", "age", "ninety-one"),
    (["My mom says my cousin Jade is 5'4\" lol"], "Jade", "height", "5'4\""),
    (["so my aunt told me that my cousin Derek got transferred to Tucson"], "Derek", "works_in", "Tucson"),
    (["Random but my dad mentioned Imogen's birthday is March 3."], "Imogen", "birthday", "March 3"),
    (
        ["My coworker Luis is great.", "Someone told me he got transferred to the Denver office."],
        "",
        "works_in",
        "Denver",
    ),
    (
        ["My cousin Noor is visiting.", "A friend of mine mentioned she got transferred to Calgary."],
        "",
        "works_in",
        "Calgary",
    ),
    (["I heard from my dad that she is 60."], "", "age", "60"),
    # a birthday that makes someone N
    (["We had cake for Nora when she turned 9."], "Nora", "age", "9"),
    (["We celebrated when my boss Tanya turned fifty."], "Tanya", "age", "fifty"),
    (["We threw a party for my niece Ava when she turned 7."], "Ava", "age", "7"),
    (["we went out for dinner when my stepmom turned sixty-five"], "stepmom", "age", "sixty-five"),
    # a measure at the doctor's, a checkup, a physical
    (["Dad told me my cousin Kit measured 6'2\" at his physical."], "Kit", "height", "6'2\""),
    (["At her checkup my niece measured 112 cm."], "niece", "height", "112 cm"),
    (["At the doctor's my nephew Eli measured 4'3\"."], "Eli", "height", "4'3\""),
    (["Dad says my stepbrother Cody measured six feet two at his physical."], "Cody", "height", "six feet two"),
    (
        ["My coworker Imani is a nurse, and at the clinic last week she measured 160 centimeters."],
        "Imani",
        "height",
        "160 centimeters",
    ),
    # trained or qualified as: the job
    (["After the army my uncle trained as an electrician."], "uncle", "job", "electrician"),
    (["After high school my aunt Lorraine qualified as a paramedic."], "Lorraine", "job", "paramedic"),
    (["After culinary school my cousin Ibrahim trained as a pastry chef in Lyon."], "Ibrahim", "job", "pastry chef"),
    (["A coworker told me Brenda got certified as a yoga instructor."], "Brenda", "job", "yoga instructor"),
    (["Kayla retrained as a dental hygienist after her kids started school."], "Kayla", "job", "dental hygienist"),
    # transferred: where one works
    (["My mom told me Ines got transferred to Boston, and she turned 40 in May."], "Ines", "works_in", "Boston"),
    (["Word is my manager Greg got relocated to Denver."], "Greg", "works_in", "Denver"),
    # a trip home said to be the hometown
    (["Jen drove back to Duluth for Thanksgiving, her hometown."], "Jen", "from", "Duluth"),
    (["Mei flew home to Chengdu for New Year, her hometown."], "Mei", "from", "Chengdu"),
    (["My neighbor Luis headed back to San Antonio for Christmas, his hometown."], "Luis", "from", "San Antonio"),
]


@pytest.mark.parametrize(
    ("messages", "language", "who", "attribute", "value"),
    [(m, "zh", w, a, v) for m, w, a, v in _ZH] + [(m, "en", w, a, v) for m, w, a, v in _EN],
)
def test_hearsay_and_story_facts_are_read(
    messages: list[str], language: str, who: str, attribute: str, value: str
) -> None:
    assert any(value in v for v in _said_of(messages, language, who, attribute)), _facts(messages, language)


@pytest.mark.parametrize(
    ("said", "language", "attribute", "source"),
    [
        ("我妈说我胖了", "zh", "", "妈"),  # the user's own
        ("大家都说你厉害", "zh", "", ""),  # the listener's
        ("听说你表哥今年三十了", "zh", "age", ""),  # the listener's people
        ("我妈说她六十了", "zh", "age", "妈"),  # the source's own: 妈 60, no one else
        ("听我妈说她同事王丽今年五十", "zh", "age", "妈"),  # someone else's people
        ("有人说他离婚了，其实没有", "zh", "", ""),  # a rumour taken back
        ("有人说老周调去武汉了，结果是谣言", "zh", "works_in", ""),
        ("听说如果我表哥考上了就去北京", "zh", "works_in", ""),  # a hypothetical
        ("我妈说要是我表哥来了就住我家", "zh", "", ""),
        ("听我妈说我表哥多大了？", "zh", "age", ""),  # a question
        ("上周陪我外婆去商场，量了下桌子一米二", "zh", "height", ""),  # a thing measured
        ("跟我表妹去买桌子，店员一量，一米二", "zh", "height", ""),
        ("上周我去体检，量了下一米七二", "zh", "height", ""),  # the user measured
        ("前天我过生日，满三十了", "zh", "age", ""),  # the user's birthday
        ("前天给我过生日，满三十了", "zh", "age", ""),
        ("我表姐给我过生日，我满三十了", "zh", "age", ""),
        ("过年我回山东老家了", "zh", "from", ""),  # the user's hometown
        ("My mom says I'm too thin.", "en", "", ""),
        ("A friend mentioned that I look tired.", "en", "", ""),
        ("My mom says she's 60 now.", "en", "age", "mom"),
        ("My sister told me she measured 157 cm at the doctor's.", "en", "height", "sister"),  # she may be the sister
        ("Someone said he got divorced, but that's not true.", "en", "", ""),
        ("People say my brother is lazy, but that's not true.", "en", "trait", ""),
        ("My mom says if my cousin gets the job he'd move to Leeds.", "en", "", ""),
        ("A friend mentioned my cousin might get transferred to Leeds.", "en", "works_in", ""),
        ("My mom says Aunt Bev might be 67 now.", "en", "age", ""),
        ("Did my mom say my cousin is 34?", "en", "age", ""),
        ("I measured the table at 1.2 m.", "en", "height", ""),
        ("My niece's desk measured 112 cm.", "en", "height", ""),
        ("The bridge measured 200 m end to end.", "en", "height", ""),
        ("When I turned 30 we had a party.", "en", "age", ""),
        ("We threw a party when the company turned 50.", "en", "age", ""),
        ("I trained as a nurse after college.", "en", "job", ""),
        ("I went back to Duluth for Thanksgiving, my hometown.", "en", "from", ""),
    ],
)  # fmt: skip
def test_what_is_not_a_third_persons_fact_stays_unread(said: str, language: str, attribute: str, source: str) -> None:
    """No fact (of `attribute`, or of any attribute when it is "") is read for anyone but the source named."""
    wrong = [
        f
        for f in _facts([said], language)
        if (not attribute or f[3] == attribute) and not (source and f[1] == source and not f[0])
    ]
    assert wrong == []
