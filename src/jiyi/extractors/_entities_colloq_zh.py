"""What a Chinese clause says a person is, in the colloquial predicates people use for open-class values — tried
after the profile and work rules (`_entities_profile_zh`, `_entities_work_zh`), on a predicate already known to be
about one person.

A value of an open class is known by its shape, not by a list of the values: a position by how positions end
(…经理, …主管, …总监, 店长) after the verbs of getting one ("混到区域经理了", "去年年底升了店长", "被提拔为项目组长");
an occupation by how occupations end (…师, …员, …工, …教练, …司机) said bare in a note ("健身教练，三十出头") or with
how long ("做外卖骑手好几年了"); an employer by how organisations' names end (…物流, …药业, …游戏, …农业) after where or
whither one works ("在恒通物流干了好些年了", "跳槽去了星河科技"); schooling as how far one got ("一路读到博士",
"只念到小学", "护理专业中专毕业"); personality as a personality word said strongly ("倔强得很", "出了名的抠门",
"属于那种开朗的人").

Moods and states are no personality ("累得很", "忙得很": not in the lists), a plan is not so yet ("想混到经理"),
and a kind of organisation names none ("在物流公司干了好些年": no employer).
"""

from __future__ import annotations

import re

from ._entities_more import JOB_END, NOT_JOB, NOT_JOB_START
from ._entities_places_zh import place_zh
from ._entities_profile_words_zh import EDU, FIELD, LABEL_ZH, NOT_JOB_END, OCCUPATION, TITLE_END, TRAIT_WORDS
from ._entities_zh_names import lead_name

__all__ = ["colloquial_zh", "opinion_frame_zh", "promoted_zh"]

Fact = tuple[str, str, str]  # (attribute, label, value)

# How long, after the work or the place: 好几年, 好些年, 十几年, 三年, 大半辈子
_LONG = (
    r"(?:(?:好|很|这么)?(?:几|些|多)年|(?:\d{1,2}|[一二两三四五六七八九十几]{1,3})多?年|(?:大)?半辈子|一辈子|"
    r"有些年头|有年头)"
)
# When it happened, said before the verb ("去年年底", "前阵子", "熬了五年终于").
_WHEN = (
    r"(?:(?:去年|今年|前年|上个?月|这个月|上半年|下半年|年初|年底|年中|年前|年后|前阵子|前段时间|前些日子|前两年|前几年|"
    r"这两年|这几年|最近|刚刚?|已经|早就|终于|总算|好不容易|后来|那年|熬了[^，。想要没]{1,4}|干了[^，。想要没]{1,4})+)?"
)
# The verbs of getting a position: what follows is the position now.
_WHEN_SAID = (
    r"(?:(?:去年|今年|前年|上个?月|这个月|上半年|下半年|前阵子|前段时间|前些日子|前两年|最近)(?:年初|年底|年中|底)?)"
)
_PROMOTED = (
    r"(?:混到了?|混成了?|混上了?|升了|升到了?|升为|升任|升上了?|晋升为?|晋升成了?|被提成了?|被提拔为|被提拔成了?|"
    r"被提拔当了?|提拔为|被提为|提了(?=[\u4e00-\u9fff]{1,6}长)|被任命为|任命为|被聘为|被提|提成了?|当上了?|坐上了?|干到了?|做到了?|熬到了?|熬成了?|"
    r"升职(?:做了|当了|成了|为|到了?)|调任|转任|出任|接任|升(?![了到为任上职级学值温高]))"
)
_WORD = r"[\u4e00-\u9fffA-Za-z]"
# An occupation by its ending, wider than the statement rules' list: people name relatives' work in any words.
_MORE_JOB_END = r"(?:教练|顾问|专员|助理|代表|骑手|技师|主播|医|业务员)"


def _job_shape(value: str) -> bool:
    """True for a word shaped like an occupation (理疗师, 网约车司机, 健身教练, 销售顾问), never 老家, 新手 or 三天."""
    return bool(
        2 <= len(value) <= 8
        and re.search(rf"(?:{JOB_END}|{_MORE_JOB_END})$", value)
        and not re.search(
            r"(?:[大人东行作老专]家|[新老高好能选对帮助水歌]手|读者|观众|义工|打工|手工|零工|员工)$", value
        )
        and not NOT_JOB.match(value)
        and not NOT_JOB_START.match(value)
        and not NOT_JOB_END.search(value)
        and not re.search(r"[我你他她的了在是这那哪啥]|[跳调回搬]到", value)  # "跳到宜家": a move, not 家 work
        # "当老师": the verb and the job; "到家", "回家": a coming and going, no work
        and not re.match(r"[一二两三四五六七八九十几半\d]|[当做干在去任从到回来搬住离]|[刚才又也都没不未别]", value)
    )


# An organisation's name by its ending (恒通物流, 瑞丰药业, 蓝鲸游戏, 绿源农业, 华信证券).
_ORG_END = (
    r"(?:公司|集团|科技|医院|银行|研究所|研究院|事务所|律所|报社|电视台|出版社|药业|制药|快运|快递|物流|速运|游戏|农业|"
    r"传媒|文化|航空|证券|基金|保险|地产|置业|实业|控股|股份|电器|电气|汽车|食品|生物|网络|信息|软件|物业|装饰|建材|"
    r"重工|机械|电子|能源|环保|商贸|贸易|餐饮|酒店|百货|影业|教育|咨询|设计院|工作室|卫生院|化工|矿业|钢铁|纺织|"
    r"中学|小学|幼儿园|诊所|超市|"
    r"水务|燃气|电力|通信|航运|船务|客运|建工|建设|工程|服饰|家居|厂)"
)
# Said before an organisation's kind, these name none ("在物流公司", "在一家游戏公司", "在别的公司").
_NOT_NAMED = re.compile(
    r"^(?:一家|一所|这家|那家|某家?|别的|别家|其他|其它|另一家|另外一家|新|大|小|本地|当地|外资|国有|民营|私人|互联网|"
    r"现代|传统|网络|我们|我|你|他|她|家里|老家|在|是|去|到|从|给|跟|和)"
)


def _org(value: str) -> bool:
    """True for an organisation said by its name ("恒通物流", "市自来水公司"), not by its kind ("物流公司")."""
    m = re.fullmatch(rf"(?P<n>{_WORD}{{2,10}}?)(?P<e>{_ORG_END})", value)
    if m is None or _NOT_NAMED.match(value) or re.search(r"的|附近|旁边|对面|楼下|隔壁|门口", value):
        return False
    if re.fullmatch(rf"(?:{_ORG_END}|外企|国企|私企|央企|互联网|游戏|物流|快递|广告|设计|装修)+", value):
        return False  # "物流公司", "游戏公司": a kind of organisation
    return not place_zh(value)


def _bare_name(value: str) -> bool:
    """True for an organisation's name said alone as a clause ("云帆网络"), not a predicate that ends like one
    ("供职于远航物流", "跳槽去了星河科技", "只有小学文化")."""
    m = re.fullmatch(rf"(?P<n>{_WORD}{{2,6}}?){_ORG_END}", value)
    return bool(
        m
        and not re.search(r"[于了在去到是的有只从给跟和欢爱打做干当职进换调跳读念上]", m["n"])
        and not re.search(rf"{EDU}文化$", value)
        # "才来公司", "刚回单位": an adverb or a coming and going before a place of work, no name
        and not re.match(r"[刚才又还就都也正已曾要想被把来回]", m["n"])
    )


# Personality words only strong forms carry ("倔得很", "轴得很"): one character, so never said bare.
_ONE_CHAR_TRAIT = r"(?:倔|犟|轴|懒|抠|憨|闷|凶|横|怂|傲|狠|精|直|艮|蔫|贫)"
_MORE_TRAITS = (
    r"豁达|爽朗|耿直|实诚|本分|朴实|淳朴|质朴|阳光|孤僻|冷漠|高傲|自负|谦和|洒脱|讲义气|热络|好客|温吞|磨叽|拖拉|"
    r"精打细算|大手大脚|仔细|周到|稳妥|机智|古板|保守|毛躁|勤恳|懒惰|马大哈|粗线条|细致|讲究|认死理|拧巴|要面子|"
    r"好面子|爱操心|唠叨|啰嗦|好胜|争强好胜|不服输|宽厚|宽容|包容|善解人意|通情达理|讲道理|明事理|知书达理|"
    r"客气|火爆|冲动|莽撞|鲁莽|沉闷|寡言|一本正经|不苟言笑|爱开玩笑|逗|活跃|安分|懂事|固执己见|执拗|顽固|坚强|"
    r"果敢|勇敢|胆小|胆大|谨小慎微|可靠|守时|拖延|磨蹭|利落|干脆|痛快|豪迈|大气|自律|严谨|一丝不苟|周全|端庄|"
    r"温婉|贤惠|精干|聪慧|机敏|世故|单纯|天真|憨直|吝啬|勤俭|热忱|慷慨|乐呵|乐呵呵|抠搜|暴躁|絮叨|嘴碎|话痨"
)
_TRAITS = rf"(?:{TRAIT_WORDS}|{_MORE_TRAITS})"
_STRONG = r"(?:得很|得不得了|得要命|得出奇|得出名|极了|得没边|透了|的很)"
_HOW_MUCH = r"(?:特别|非常|很|挺|超级?|贼|可|真|相当|十分|太)?"


def promoted_zh(said: str) -> list[Fact] | None:
    """The position a predicate says someone got ("混到区域经理了", "刚升上财务主管"); [] when it has a verb of getting
    one but says no position got ("想混到经理", "升了一级"), None when it has none. Tried before the profile's bare-job
    rule, which would take the verb into the value ("升上财务主管")."""
    # 混到区域经理了 / 去年年底升了店长 / 被提拔为项目组长 / 当上了销售总监 / 熬了五年终于升了部门经理
    m = re.match(
        rf"^(?P<pre>[^，。]{{0,6}}?){_WHEN}(?P<how>{_PROMOTED})(?P<v>{_WORD}{{2,10}}?)(?:的位置|的位子|的职位|这个位置)?(?:了|啦)?$",
        said,
    )
    if m is None:
        return None
    if re.search(r"[想要没别]|希望|盼着|打算|如果|要是|能不能", said[: m.start("how")]):
        return []  # "想混到经理", "没升上主管": not so
    value = m["v"]
    if re.match(r"[我你他她这那一个]|[一二两三四五六七八九十几\d]+级", value):
        return []  # "混到这个地步", "升了一级": no position
    if TITLE_END.search(value) or re.search(r"(?:助理|专员|代表|顾问|组长|班长|骨干|高工)$", value):
        return [("title", "职位", value)]
    if _job_shape(value):  # "当上了医生", "升了高级工程师"
        return [("job" if m["how"].startswith("当") else "title", "职业", value)]
    return []


def _job(said: str) -> list[Fact]:
    # 健身教练 / 一名理疗师 / 网约车司机一枚: the work said bare in a note
    m = re.match(rf"^(?:一名|一个|一位|个|名|位|专职|兼职)?(?P<v>{_WORD}{{2,8}})(?:一枚|一个)?$", said)
    if m and TITLE_END.search(m["v"]) and not re.match(r"[当做干在是任升混]", m["v"]):
        return [("title", "职位", m["v"])]  # "运营主管", said bare in a note: a position
    if m and _job_shape(m["v"]):
        return [("job", "职业", m["v"])]
    if m and _org(m["v"]) and _bare_name(m["v"]):
        return [("employer", "单位", m["v"])]  # "云帆网络", said bare in a note: where they work
    # 眼下的活儿是调酒师 / 现在的营生是开网约车 / 如今吃茶艺师这碗饭: the work, said the way one's living is said
    m = re.match(
        rf"^(?:眼下|现在|如今|目前|这会儿)?(?:的)?(?:活儿?|营生|饭碗)(?:是|就是)(?P<v>{_WORD}{{2,8}}?)$"
        rf"|^(?:眼下|现在|如今|目前|这会儿)?(?:在)?吃(?P<w>{_WORD}{{2,8}}?)这(?:碗|口)饭(?:了)?$",
        said,
    )
    if m and _job_shape(m["v"] or m["w"]):
        return [("job", "职业", m["v"] or m["w"])]
    # 干的是会计 / 做的是外贸 / 从事的是护理
    m = re.match(rf"^(?:干|做|从事|搞)的是(?P<v>{_WORD}{{2,8}}?)(?:工作|这一?行|行业)?$", said)
    if m and (_job_shape(m["v"]) or re.fullmatch(f"{OCCUPATION}|{FIELD}", m["v"])):
        return [("job", "职业", m["v"])]
    # 做外卖骑手好几年了 / 干了半辈子电焊工 / 当理疗师好多年 / 干保安干了好些年了 (the verb said again)
    m = re.match(
        rf"^(?:当|做|干)(?:了)?(?:{_LONG})?(?:的)?(?:一名|一个|个|名)?(?P<v>{_WORD}{{2,8}}?)(?:的)?"
        rf"(?:(?:当|做|干)了)?(?:{_LONG})?(?:了)?$",
        said,
    )
    if m and _job_shape(m["v"]):
        return [("job", "职业", m["v"])]
    return []


def _employer(said: str) -> list[Fact]:
    # 在恒通物流干了好些年了 / 在瑞丰药业上班 / 在银河文化传媒干了三年
    m = re.match(
        rf"^(?:是)?(?:在|给)(?P<v>{_WORD}{{3,14}}?)(?:那儿|那边|那里|里面)?(?:干|做|上班|工作|任职|打工|做事|干活儿?)?(?:了)?"
        rf"(?:{_LONG})?(?:了)?(?:呢)?"
        r"(?:(?:当|做|干|任)(?:了)?(?:一名|一个|个|名)?(?P<t>[\u4e00-\u9fffA-Za-z]{1,8}))?$",
        said,
    )
    if m and _org(m["v"]):  # "在东方航空当机务": where, and the work when it is shaped as one
        work = m["t"] or ""
        if TITLE_END.search(work) or re.search(r"(?:经理|组长)$", work):
            return [("employer", "单位", m["v"]), ("title", "职位", work)]
        return [("employer", "单位", m["v"])] + ([("job", "职业", work)] if _job_shape(work) else [])
    # 跳槽去了星河科技 / 换到了华信证券 / 进了蓝鲸游戏 / 去了恒通物流上班
    m = re.match(
        rf"^{_WHEN}(?P<how>跳槽去了|跳槽到了?|跳到了?|跳去了?|换到了?|换去了?|转到了?|进了|去了|入职了?|调到了?|调去了?)"
        rf"(?P<v>{_WORD}{{3,14}}?)(?P<w>上班|工作|任职|干)?了?$",
        said,
    )
    if m and _org(m["v"]) and (m["w"] or m["how"] != "去了") and not re.search(r"[想要没]", said[: m.start("how")]):
        return [("employer", "单位", m["v"])]
    return []


def _education(said: str) -> list[Fact]:
    # 当年一路读到博士 / 只念到小学 / 读到初中就不念了
    m = re.match(
        rf"^(?:当年|那时候?|那会儿|早年|年轻时候?|以前)?(?:念书|读书|书)?(?:一路|一直|一口气|硬是|愣是|只|就|才|也就)?"
        rf"(?:读到了?|念到了?|上到了?|考到了?|读完了?|念完了?|上完了?)(?P<v>{EDU})(?:毕业)?(?:为止)?"
        r"(?:就(?:不|没|辍学|出来|去|工作|上班|打工)[^，。]{0,5})?$",
        said,
    )
    if m:
        return [("education", "学历", m["v"])]
    # 研究生刚毕业 / 念了个中专 / 只有小学文化
    m = re.match(
        rf"^(?P<v>{EDU})(?:刚|才|已经|早就)毕业(?:了)?(?:没多久|不久)?$|^(?:读|念|上)了个(?P<w>{EDU})$"
        rf"|^(?:只有|只是|就是|才)(?P<x>{EDU})(?:文化|学历|文凭)(?:水平|程度)?$",
        said,
    )
    if m:
        return [("education", "学历", m["v"] or m["w"] or m["x"])]
    # 护理专业中专毕业 / 学会计专业的大专: the degree, and what it was in
    m = re.match(
        rf"^(?:是)?(?:学)?(?P<m>[\u4e00-\u9fff]{{2,8}}?)专业(?:的)?(?P<v>{EDU})(?:毕业|学历)?(?:生)?的?$", said
    )
    if m and not re.search(r"[我你]", said):
        return [("education", "学历", m["v"]), ("major", "专业", m["m"])]
    return []


def _trait(said: str) -> list[Fact]:
    # (这人啊)倔强得很 / 要强得不得了 / 轴得很 / 出了名的抠门 / 属于那种开朗的人 / 脾气好得很
    m = re.match(
        rf"^(?:这人|这个人|此人|人|为人|性格|性子|做事|干活|办事|做人)?(?:啊|呀|嘛|呢)?(?:也|还|都)?{_HOW_MUCH}"
        rf"(?P<v>{_TRAITS}|{_ONE_CHAR_TRAIT}){_STRONG}(?:呢|啊)?$",
        said,
    )
    # 说话特别幽默 / 性子特温柔 / 做事贼靠谱 / 为人挺低调的: a personality word after how they are at something
    m = m or re.match(
        rf"^(?:说话|讲话|做事|办事|干活|为人|做人|性子|性格|个性|脾气|这人|这个人)(?:也|还|都)?(?:{_HOW_MUCH}|特)"
        rf"(?P<v>{_TRAITS})(?:的)?$",
        said,
    )
    # 人特别轴 / 是真的絮叨呀 / 做人贫: a one-character word only said strongly, or of how they are as a person
    m = m or re.match(
        rf"^(?:这人|这个人|人|为人|做人|说话)?(?:也|还|都)?(?:是)?(?:真的|特别|贼|超级?|可|太|老|忒|非常|十分)"
        rf"(?P<v>{_TRAITS}|{_ONE_CHAR_TRAIT})(?:了)?(?:呀|啊|哈|呢|嘞|呗)?$"
        rf"|^(?:(?:性格|性子|个性)(?:就是|就|是|也是|也|比较|有点)?|为人|做人|说话|就是|就|真是|可真是|是)(?P<w>{_ONE_CHAR_TRAIT})(?:了)?(?:呀|啊|哈|呢|嘞|呗)?$",
        said,
    )
    if m:
        return [("trait", "性格", m["v"] or m["w"])]
    m = re.match(
        rf"^(?:是|就是|也是)?(?:出了名的|出名的|有名的|公认的)(?P<v>{_TRAITS}|{_ONE_CHAR_TRAIT})(?:的人|的)?$", said
    )
    m = m or re.match(
        rf"^(?:是|属于|算是|就是)(?:那种|那类|典型的|那号|一个)?{_HOW_MUCH}(?P<v>{_TRAITS})(?:的)?(?:人|性格|性子|类型|那种人)$",
        said,
    )
    if m:
        return [("trait", "性格", m["v"])]
    m = re.match(
        rf"^(?P<l>脾气|性格|性子)(?:也|还)?{_HOW_MUCH}(?P<v>好|差|急|慢|倔|犟|暴|爆|直|软|火爆|温和|随和){_STRONG}$",
        said,
    )
    return [("trait", "性格", m["l"] + m["v"])] if m else []


def colloquial_zh(said: str) -> list[Fact]:
    """The facts one Chinese predicate about a person states in the wordings of the module docstring; [] when it
    states none."""
    facts = promoted_zh(said) or _job(said) or _employer(said) or _education(said) or _trait(said)
    return facts or _pastime(said) or _based(said)


# What people do in their free time, by the verb that opens it ("练瑜伽", "打羽毛球", "钓鱼").
_ACTIVITY = r"(?:打|下|跳|玩|钓|养|种|跑|爬|骑|游|练|唱|织|拍|画|写|弹|拉|学|逛|滑|追|刷|烤|遛|泡|踢|搓|撸|健|徒|蹦|飞)"


def _pastime(said: str) -> list[Fact]:
    # 下了班就去练瑜伽 / 一到周末就去钓鱼 / 闲下来就织毛衣: what they do whenever they are free
    m = re.match(
        r"^(?:一到周末|一到节假日|下了?班(?:以后|后)?|一下班|闲下来|闲了|休息的时候|一放假|得空|一得空|没事儿?|下班没别的事儿?|没别的事儿?|"
        r"闲着没事儿?|空了|一有时间)"
        rf"(?:就|总|都|经常|常常|老)?(?:去|爱|会|喜欢|约人)?(?P<v>{_ACTIVITY}[\u4e00-\u9fff]{{1,6}})$",
        said,
    )
    # 最近迷蹦迪迷得不行 / 平常就好打掼蛋这口: what they cannot get enough of
    m = m or re.match(
        r"^(?:最近|这阵子|这两年|这几年|一直|平常|平时)?(?:就)?(?:迷(?P<a>[\u4e00-\u9fff]{2,6}?)迷得(?:不行|要命|很|不得了|没边)"
        r"|好(?P<b>[\u4e00-\u9fff]{2,6}?)这口儿?)(?:了)?$",
        said,
    )
    said_so = m.groupdict() if m else {}
    value = said_so.get("v") or said_so.get("a") or said_so.get("b")
    if not value or re.search(r"[我你他她]", value):
        return []  # "没事就去看他妈": a visit, not a pastime
    return [("hobby", "爱好", value)]  # a habit of their free time, as "周末经常去钓鱼" is


def _based(said: str) -> list[Fact]:
    # 人在长春 / 常年在贵阳那边: where they are, a Chinese city the world-city list does not know
    m = re.match(r"^(?:人|常年|长年|长期|一直)?在(?P<v>[\u4e00-\u9fff]{2,8}?)(?:那边|那儿|这边|那块)?$", said)
    return [("lives_in", "在", m["v"])] if m and place_zh(m["v"]) else []


# What everyone says or knows of someone ("大家都说我舅妈随和", "谁都知道他抠门"): said of them, as a statement.
_OPINION = re.compile(
    r"^(?:大家|别人|谁|人人|周围的人|身边的人|朋友们|同事们|邻居们|亲戚们|街坊(?:邻居)?们?|认识的人)(?:都|也都)?"
    r"(?:说|夸|知道|公认|讲|评价)(?=我(?!们|觉得|认为|想|是|也|就)|[他她](?!们))"
)
# Knowing someone well before saying what they are like ("跟我同事方志诚相处久了就知道，这人爽快"): who it is about.
_KNOWING = re.compile(
    r"(?:^|(?<=[，,]))(?:跟|和|与)(?P<who>[^，,。]{2,12}?)(?:相处|打交道|共事|接触|处|熟)[^，,。]{0,6}?(?:就|才|你就|你才)"
    r"(?:知道|明白|发现|晓得)(?:了)?(?=[，,])"
)


# Compared with the user at home ("我妈老拿她跟我比 说人家本科毕业"): what is said of them is theirs
_COMPARED = re.compile(
    r"(?:^|(?<=[，,\s]))(?:我(?:妈|爸|爸妈|家里|奶奶|爷爷|姥姥|外婆))?(?:老|总|总是|经常|天天|动不动就)?"
    r"拿(?P<who>[他她](?!们)|[^，,。\s]{2,8}?)(?:跟|和)我比[，,\s]*(?:说|讲)(?:人家|[他她](?!们))"
)
# The number to call them on in a hurry ("急事找我组员X的话打这个 159-…"): their phone
_URGENT = re.compile(
    r"(?:^|(?<=[，,\s]))(?:有)?急事(?:要)?(?:找|联系)(?P<who>[^，,。\s]{1,10}?)的话[，,\s]*(?:就)?(?:打|拨)"
    r"(?:这个|这个号|这个号码|这个电话|这个手机)?(?:号码|电话)?[：:\s]*(?=\+?\d)"
)


def opinion_frame_zh(sentence: str) -> str:
    """A sentence with its frame of common opinion set aside, so what it says is read of whom it is about:
    "大家都说我舅妈随和" -> "我舅妈随和", "跟我同事X相处久了就知道，这人爽快" -> "我同事X，这人爽快"; any other as
    it was."""
    sentence = _OPINION.sub("", sentence, count=1)
    sentence = _COMPARED.sub(lambda m: m["who"], sentence)  # "我妈老拿她跟我比 说人家本科毕业": 她本科毕业
    sentence = _URGENT.sub(lambda m: f"{m['who']}的电话是", sentence)  # "急事找他的话打这个 159…": his phone
    # "去年她被提拔为人事主管": when a change happened, said before whom; the change holds now (a state said so,
    # "去年我表哥在深圳上班", may be over, and is left as it was)
    if re.search(rf"{_PROMOTED}|跳槽|升职", sentence):
        # (and before a name said bare with the change right after it: "去年年底庞浩然升了行政助理")
        sentence = re.sub(
            rf"^(?P<t>{_WHEN_SAID})(?=我(?!们)|[他她](?!们)|[\u4e00-\u9fff]{{2,3}}(?:{_PROMOTED}))",
            r"\g<t>，",
            sentence,
        )
    # "…在瑞丰药业上班 人特别细心": a space between two phrases parts them as a comma would (not the one after a
    # field's label: "芮韵秋，老家 浙江义乌" is a label and its value)
    sentence = re.sub(
        r"(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])",
        lambda m: m[0] if re.search(rf"(?:^|[，,。\s]){LABEL_ZH}$", m.string[: m.start()]) else "，",
        sentence,
    )
    # "我堂妹这人吧，别的不爱，就爱练咏春": a pause on the person, and what they care for by what they do not
    sentence = re.sub(r"(?<=[\u4e00-\u9fff])(?:这人|这个人)(?:啊|呀|嘛|呢|吧)[，,]", "，", sentence)
    sentence = re.sub(
        r"(?<=[，,])(?:别的|其他的?|啥)(?:都|也)?不(?:爱|喜欢|感兴趣)[，,]\s*(?=就|只|唯独)", "", sentence
    )
    # "他下班没别的事，就练咏春": what they do when free, the pause between said as none
    sentence = re.sub(
        r"(?<=[\u4e00-\u9fff])(?P<o>下了?班|一下班|周末|闲下来)(?:以后|后)?(?:没(?:别的|啥)事儿?|没事儿?)[，,\s]+(?=就)",
        r"\g<o>",
        sentence,
    )
    # "柯思琪聊起当理疗师的辛苦": the hardship of a trade told as one's own is the work they do (a word shaped
    # as a trade only: "聊起当年的辛苦" is no work)
    told = re.sub(
        r"(?:常常?|经常|老是|总是|总|又|也|还)?(?:(?:跟|和|同|对|向)(?:我们|我|大家))?"
        r"(?:聊起|说起|讲起|谈起|吐槽|抱怨)(?:了)?(?:自己)?当(?P<j>[\u4e00-\u9fff]{2,8}?)的(?:辛苦|不容易|难处|苦|累|酸甜苦辣)",
        lambda m: f"是{m['j']}" if _job_shape(m["j"]) else m[0],
        sentence,
    )
    if told != sentence:  # (where it was told, "上回聚餐…", sets the scene only)
        scene = r"^(?:上回|上次|那天|前几天|昨天|前天)(?:聚餐|吃饭|喝酒|聊天|见面)(?:时|的时候)?[，,]?"
        sentence = re.sub(scene, "", told)
    # "柯思琪（我老板）呀，地道的九江人": a pause after the person and who they are to the user, as after a name
    sentence = re.sub(r"(?<=[)）])(?:呀|啊|嘛|呢|吧)+(?=[，,])", "", sentence)
    # "…，这人啊，较真得很": the pointer at them opens what is said of them
    sentence = re.sub(r"(?<=[，,])(这人|这个人|此人)(?:啊|呀|嘛|呢)?[，,]", r"\1", sentence)
    # "身高嘛，187", "学历呢，本科", "岁数啊，四十六": a label, a pause, then its value (a figure or a level;
    # never "工作呢，一直很忙", said of it)
    sentence = re.sub(
        rf"(?<=[\u4e00-\u9fff])(?P<l>{LABEL_ZH})(?:嘛|呢|啊|呀|吧)[，,]\s*"
        rf"(?=\+?\d|[一二两三四五六七八九十]{{1,4}}(?:岁|米|[，,。！!～~]|$)|{EDU})",
        r"\g<l>是",
        sentence,
    )
    # "…，这人憨厚哈。": a laugh at the end is no part of the value
    sentence = re.sub(r"(?<=[\u4e00-\u9fff])(?:哈+|呗|嘿+)(?=[。！!～~…]*$)", "", sentence)
    m = _KNOWING.search(sentence)
    named = m is not None and (lead_name(m["who"], loose=False) or ("", "x"))[1] == ""  # "跟桓瓦松相处久了就知道"
    if m and (m["who"].startswith("我") or re.match(r"[他她](?!们)", m["who"]) or named):
        # (what follows said of "人" is said of them: "，人特别闷" -> "，这人特别闷")
        rest = re.sub(r"^([，,])人(?=特别|很|挺|比较|非常|超|太|真|蛮|可|还)", r"\1这人", sentence[m.end() :])
        return sentence[: m.start()] + m["who"] + rest
    return sentence
