"""The Chinese predicate table of the entity mention extractor: which attribute a clause about a person states
("其教育背景是专科", "在医院当护士", "老家在四川成都"), tried in order by `_entities_zh_read.known_fact`.

Data, not logic: each row is (attribute, label, pattern with group "v"); the first row that matches wins.
"""

from __future__ import annotations

import re

from ._age_zh import AGE_ZH, NUM_ZH
from ._entities_entered_zh import ENTERED_ZH
from ._entities_profile_words_zh import EDU, YEARS
from ._entities_zh_names import SURNAME
from ._rules_zh_facts import JOB

__all__ = ["FACTS", "NOT_HOMETOWN", "SCHOOL_YEAR", "TRAITS_NOT", "studying_zh"]

# When a change of work came, said before it ("上个月入职了字节", "去年跳到小米了"): no part of the employer
_SINCE = r"(?:去年|今年|前年|上个月|这个月|上周|最近|前阵子|前两年|前几年|年初|年底|刚刚|刚|已经|早就|后来)*"

#: a year of schooling as said: 大一…大四, 研一…研三, 博一…, 高一…高三, 初一…初三, 三年级
SCHOOL_YEAR = r"(?:大[一二三四五]|研[一二三]|博[一二三四五六]|高[一二三]|初[一二三四]|(?:小学)?[一二三四五六]年级)"
_STAGE = {"大": "本科", "研": "研究生", "博": "博士", "高": "高中", "初": "初中"}


def studying_zh(year: str) -> str | None:
    """The schooling a year of it says one is in ("大三" → 本科在读, "研二" → 研究生在读); None for a grade
    ("三年级"), whose school the year says already."""
    stage = _STAGE.get(year[:1]) if re.fullmatch(SCHOOL_YEAR, year) else None
    return f"{stage}在读" if stage else None


# (attribute, label, pattern with group "v"); the first that matches the predicate wins, in order.
FACTS: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (a, label, re.compile(p))
    for a, label, p in (
        ("education", "", r"^的?(?P<l>教育背景|学历|文凭|最高学历)(?:是|为)?\s*(?P<v>[^，。]{1,12})$"),
        (
            "education",
            "学历",
            # (a school still gone to, "在读高中", "读初中", is a stage, read below: no 学历 yet)
            rf"^(?!(?:在读|读|念)(?:小学|初中|高中)$)"
            rf"(?:是|读的是|读|在读|念|读了个?|拿了个?|读完了?|念完了?|拿到了?|获得了?)?(?P<v>{EDU})"
            r"(?:学历|学位|毕业|生|在读)?(?:毕业)?的?$",
        ),
        ("school", "毕业于", r"^(?:毕业于|毕业自)(?P<v>[^，。]{2,16})$"),
        ("zodiac", "属", r"^(?:是)?属(?P<v>[鼠牛虎兔龙蛇马羊猴鸡狗猪])的?$"),
        ("major", "专业", r"^(?:是)?(?P<v>学[^，。的了会过着]{1,6}?)的$"),
        ("major", "学的是", r"^的?(?:学的是|专业是|读的是)(?P<v>[^，。]{1,10}?)(?:专业)?$"),
        # "读的计算机专业", "（本科）学的会计": the field, never how it went ("学的很快")
        ("major", "学的是", r"^(?:读的|学的|念的|学)(?![很挺特太不还真好快慢多少也都])(?P<v>[^，。的]{1,8}?)专业的?$"),
        ("major", "学的是", r"^(?:读的|学的|念的)(?![很挺特太不还真好快慢多少也都就是])(?P<v>[^，。的]{2,6})$"),
        ("education", "学历", r"^(?:是)?(?P<v>专升本|专接本)(?:的|上来的)?$"),
        # "本科学的会计" read whole (a note's field, an aside before it): the schooling at least
        ("education", "学历", rf"^(?P<v>{EDU})(?:[读学念]的)(?:是)?[^，。的]{{1,8}}$"),
        # "人特别好", "脾气挺好的": how they are as a person (人好), never "挺好的" alone (how they are doing)
        ("trait", "为人", r"^(?:这个)?(?P<l>人|脾气)[也都还]?(?:很|特别|非常|挺|超|蛮|真|相当)?(?P<v>好|不错)的?$"),
        # the school's whole name: "武汉大学毕业的" is no one living in 武汉
        ("school", "毕业于", r"^(?:是|从)?(?P<v>[^，。是]{2,10}?(?:大学|学院)?)(?:本科|硕士|博士|研究生)?毕业的?$"),
        ("age", "年龄", rf"^(?:今年|现在)?(?:已经|都|刚|刚满|满|才)?(?P<v>快?{AGE_ZH})(?:了)?$"),
        ("age", "年龄", rf"^今年(?P<v>{NUM_ZH})了?$"),
        (
            "birthday",
            "出生",
            r"^(?:是)?(?P<v>(?:19|20)?\d{2}年(?:\d{1,2}月)?(?:\d{1,2}[日号])?)(?:出生|生)的?$",
        ),
        (
            "school",
            "在上",
            r"^(?:今年|现在)?(?:在|正在|还在)?(?:上|读|念)(?P<v>幼儿园|小学|初中|高中|大学|研究生)$",
        ),
        # the year of schooling, said with its verb or bare ("读高二", "今年大三", "研二了", "才初一")
        (
            "school",
            "在上",
            rf"^(?:今年|现在|目前)?(?:才|已经|都|刚)?(?:在|正在|还在)?(?:上|读|念)?(?P<v>{SCHOOL_YEAR})(?:了|啦|在读|的学生)?$",
        ),
        ("school", "在读", r"^在(?P<v>[^，。]{2,12}?)(?:上学|读书|读研|读博|念书|读大学|上大学)$"),
        # "晚上在医院上班", "周末在银行上班": when they work is no part of where
        (
            "employer",
            "在…工作",
            r"^(?:晚上|白天|夜里|周末|平日|工作日|每天|上?夜班|上?白班)?在(?P<v>[^，。]{2,12}?)(?<!找)(?:工作|上班|任职|实习|供职|"
            r"混口饭吃|混饭吃|讨生活|谋生|打工)"
            rf"(?:了?(?:{YEARS}|[\d一二两三四五六七八九十]{{1,2}}年(?:多)?)了?)?$",
        ),
        ("employer", "就职于", r"^(?:就职于|任职于|供职于|工作于|受雇于)(?P<v>[^，。]{2,12})$"),
        # the one table of joining an employer ("入职了字节", "跳槽去了美团", "加入了华为"); `_entities_more` reads none
        (
            "employer",
            "入职",
            rf"^{_SINCE}(?:入职了?|跳槽(?:到|去)了?|跳(?:到|去)了?|加入了?|进了(?!医院|急诊|ICU|手术室|派出所|局子|监狱|看守所))"
            r"(?P<v>[^，。]{2,12}?)(?:工作|上班)?了?"
            # how long since ("入职顺丰快三年了", "进了华为都五年多了"): no part of the employer
            rf"(?:(?:快|都|已经|有)*(?:{YEARS}|[\d一二两三四五六七八九十]{{1,2}}年(?:多|半)?)了?)?"
            r"(?:啦|呢|哈)?$",
        ),
        ("employer", "入职", rf"^{_SINCE}被(?P<v>[^，。]{{2,12}}?)(?:录用|聘用|聘请|招进去|招聘)了?$"),
        # "是华为员工", "是华为的老员工了": whose staff they are
        (
            "employer",
            "员工",
            r"^(?:现在|已经|也)?是(?P<v>(?![个一名位])[^，。的]{2,10}?)的?(?:老|正式|新|资深|在职)?(?:员工|职员|雇员)了?$",
        ),
        # "上班的地方是华为", "工作单位是建设银行" (a city said so is where they work: "上班的地方在深圳")
        ("employer", "在…工作", r"^的?(?:上班|工作)的?(?:地方|单位|公司)(?:是|在)(?P<v>[^，。]{2,12})$"),
        ("job", "从事", r"^从事(?P<v>[^，。]{1,10}?)(?:工作|行业|相关工作|这一?行)?$"),
        (
            "job",
            "职业",
            rf"^在(?P<w>[^，。]{{2,10}}?)(?:当|做)(?:了)?(?:一辈子|大半辈子|好多年|很多年|多年|[^，。了]{{1,3}}年)?(?:的)?"
            rf"(?:一名|一个|个|名)?(?P<v>[^，。]{{0,6}}?{JOB})(?:的)?$",
        ),
        # looking for work, or working as a trainee ("在找工作", "在深圳找工作", "在实习", "待业在家"): where they
        # stand, kept as said — never where they work ("在深圳找工作" has no work city)
        (
            "status",
            "状态",
            r"^(?:现在|目前|最近|还|毕业后|毕业以后|一直)*(?P<v>(?:正在|在|还在)(?:[\u4e00-\u9fff]{2,5}?)?(?:找工作|找实习|求职|"
            r"面试(?:[\u4e00-\u9fffA-Za-z]{2,8})?|实习)(?:中)?|"
            r"(?:在家)?待业(?:在家|中)?|失业了|没工作了?)(?:呢)?$",
        ),
        ("lives_in", "在", r"^(?:现在|目前)?(?:在|人在)(?P<v>[\u4e00-\u9fff]{2,6})$"),
        ("lives_in", "住在", r"^(?:住在|住|家在|定居在?|现居)(?P<v>[^，。]{2,12})$"),
        (
            "lives_in",
            "搬去",
            r"^(?:搬去了?|搬到了?|搬家到了?|移居到?了?|远嫁到?了?|嫁到了?|嫁去了?)(?P<v>[^，。]{2,12}?)(?:了|住了|去了)?$",
        ),
        ("from", "老家", r"^(?:老家|家乡|籍贯)(?:在|是)(?P<v>[^，。]{2,10}?)(?:的|人)?$"),
        ("lives_in", "在…生活", r"^(?:在|到)(?P<v>[^，。]{2,10}?)(?:生活|定居|安家|落户)(?:了)?$"),
        ("from", "来自", r"^来自(?P<v>[^，。]{2,10})$"),
        # "是四川人"; never "是我们组的新人", "是个很严格的人"
        ("from", "是…人", r"^是(?P<v>(?:(?![的个很我你他她新好坏老男女大小本这那])[\u4e00-\u9fff]){2,5}?)人$"),
        ("trait", "性格", r"^是(?:个|一个|一位)?(?:很|特别|非常|挺|比较)?(?P<v>[\u4e00-\u9fff]{2,4}?)的人$"),
        ("job", "职业", r"^(?:是)?(?:做|搞|干)(?P<v>[^，。的]{1,8}?)的$"),
        ("allergy", "过敏", r"^对(?P<v>[^，。]{1,10}?)(?:严重|特别|有点|轻微|非常|很)?过敏$"),
        ("allergy", "过敏", r"^一(?:吃|碰|接触)(?P<v>[^，。]{1,8}?)就(?:会)?过敏$"),
        ("allergy", "过敏", r"^(?P<v>[^，。对]{1,8}?)过敏$"),
        ("allergy", "不能吃", r"^(?P<l>不能吃|吃不了|一吃就过敏的是|忌口)(?P<v>[^，。]{1,12})$"),
        ("surname", "姓", rf"^姓(?P<v>[{SURNAME}])$"),
        # (not "生日是下周三", "生日在明天": when this year's comes, no date of birth)
        (
            "birthday",
            "生日",
            r"^的?生日(?:是|在)(?P<v>(?!(?:下|这|本)(?:周|个?星期|个?礼拜|个?月)|明天|后天|今天|大后天|周[一二三四五六日天末]|星期|礼拜)"
            r"[^，。]{2,16})$",
        ),
        ("phone", "电话", r"^的?(?:电话|手机号?|电话号码?)(?:是|为)(?P<v>[\d\-\s+]{5,20})$"),
        (
            "job",
            "职业",
            rf"^(?:是|当上了?|当了|当|做了?|成了|成为了?)(?:一名|一位|一个|个|名)?(?P<v>[^，。是]{{0,8}}?{JOB})$",
        ),
        ("likes", "迷", r"^是(?:个|一个|一名)?(?:超级|资深|铁杆)?(?P<v>[\u4e00-\u9fff]{1,4}迷)$"),
        ("job", "职业", r"^的?(?:工作|职业)是(?P<v>[^，。]{2,12})$"),
        (
            "dislikes",
            "不喜欢",
            r"^(?P<l>不喜欢|不爱|讨厌|受不了|不吃|不爱吃|不喝|不爱喝|讨厌吃|反感|烦(?![死透躁人请劳您你])(?!得)(?!的))(?P<v>[^，。]{1,16})$",
        ),
        ("hobby", "爱好", r"^的?(?:爱好|兴趣)是(?P<v>[^，。]{1,16})$"),
        # "爱好摄影", "爱好 摄影": 爱好 is the word (a hobby), never 爱 + "好摄影"
        ("hobby", "爱好", r"^(?:业余)?爱好(?:是|为)?\s*(?P<v>[\u4e00-\u9fff]{2,8})$"),
        (
            "likes",
            "喜欢",
            r"^(?P<l>喜欢上了?|喜欢|爱吃|爱喝|爱看|爱玩|爱听|爱(?!好)|热爱|迷上了?|最爱|沉迷于?|痴迷于?|爱上了?)"
            r"(?P<v>[^，。]{1,16})$",
        ),
        ("likes", "感兴趣", r"^对(?P<v>[^，。]{1,12}?)(?:很|特别|非常|挺|比较)?(?:感兴趣|有兴趣|着迷)$"),
        ("status", "状态", r"^(?P<v>已婚|未婚|单身|离婚了|结婚了|退休了|怀孕了|订婚了|已经退休|已经结婚)$"),
        ("skill", "会", r"^(?P<v>会(?:说|弹|拉|打|做|游泳|开车|画)[^，。]{0,10})$"),
        (
            "opening_hours",
            "营业",
            r"^(?P<v>(?:每?周[一二三四五六日天末]|每天|工作日|周末|节假日|晚上|早上)[^，。]{0,10}?(?:开门|关门|营业|休息|打烊|不开))$",
        ),
        ("trait", "性格", r"^(?:性格|人|脾气)?(?:很|特别|非常|挺|比较|超级?)(?P<v>[\u4e00-\u9fff]{2,4})$"),
        ("name", "叫", r"^(?:的?(?:名字|全名|大名|本名|真名)(?:叫做?|是|为)|(?:名字|名)?叫做?)(?P<v>[^，。]{1,8})$"),
        # ("王磊外号大磊": the name said right after the word; "外号很多" says none)
        (
            "name",
            "外号",
            r"^的?(?:外号|绰号|小名|昵称|英文名|网名)(?:是|叫做?|(?![很挺不也都还太多没有]))(?P<v>[^，。]{1,8})$",
        ),
        # "考进了红枫幼儿园": staff or a student there, by the kind of place and who they are (`known_fact`)
        ("entered", "考进", ENTERED_ZH),
        (
            "note",
            "",
            r"^(?P<v>(?:去年|今年|前年|上个月|这个月|上周|最近|刚刚?|明年|下个月)[^，。]{0,6}?"
            r"(?:入职|离职|辞职|结婚|离婚|毕业|退休|升职|跳槽|生了[^，。]{0,4}|怀孕|出国|回国|考上了?[^，。]{0,8}|高考|中考|"
            r"考研))$",
        ),
        ("note", "", r"^(?P<v>(?:刚|已经)?(?:考上了?|升职了|跳槽到了?|入职了?)[^，。]{1,10})$"),
    )
)
# Said as "X人" without naming a hometown.
NOT_HOMETOWN = re.compile(r"中国|中华|华人|外国|外地|本地|当地|城里|乡下|农村|南方|北方|少数民族|汉族")
TRAITS_NOT = re.compile(r"喜欢|忙|累|开心|难过|生气|高兴|好吃|好看|远|近|贵|便宜|多|少")
