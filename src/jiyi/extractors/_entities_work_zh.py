"""What a Chinese clause says a person does, studied, how old they are and what they are like, in the wordings the
profile rules (`_entities_profile_zh`) do not read — tried after them, on a predicate already known to be about
one person.

People name work by what is done and where: "在西安一家医院当麻醉师" (a job word by its shape, and the city),
"在南京的一所中学教语文" (a subject taught: 语文老师), "在宁波开了家五金店" (a business run), "退休前是会计" (the
work of a retired person). An employer by a well-known name or an organisation's ending ("是腾讯的",
"给中石化打工"). Schooling as it is studied or qualified ("在读博", "自考本科", "清华的硕士", "初中没毕业"), an
age said in the round ("奔五了", "四十好几", "二十七八岁"), a height said bare with a hedge ("175左右"), a
personality said as a noun ("闷葫芦一个", "是个热心肠").

Plans and wishes ("想去深圳当老师"), what the user is taught ("教我数学") and a generic organisation as an
employer ("在一家医院": no organisation of its own) are not read.
"""

from __future__ import annotations

import re

from ._entities_colloq_zh import colloquial_zh
from ._entities_more import JOB_END, NOT_JOB, NOT_JOB_START
from ._entities_places_zh import place_zh
from ._entities_profile_words_zh import EDU, FIELD, NOT_JOB_END, OCCUPATION, TITLE_END, TRAIT_WORDS, YEARS
from ._entities_workplace_zh import KNOWN_EMPLOYERS, workplace_zh
from ._rules_zh_facts import JOB

__all__ = ["job_shaped_zh", "trait_shaped_zh", "work_facts_zh"]

Fact = tuple[str, str, str]  # (attribute, label, value)

# A plan, a wish or a condition: what it names is not so yet.
_PLAN = re.compile(r"打算|准备|计划|考虑|希望|想要|想去|想当|想做|想在|想开|梦想|将来|以后想|要是|如果|假如")
# The user or the assistant as the one taught or served ("教我数学", "给我打工"): not the person's work.
_USER_OBJECT = re.compile(r"(?:教|给|帮|替)(?:我|你|您|咱)")

_CLASSIFIER = r"(?:一名|一个|个|名|一位|位)?"
# School subjects and skills people teach: "教语文" is a 语文老师.
_SUBJECT = (
    r"(?:语文|数学|英语|英文|物理|化学|生物|历史|地理|政治|思政|道德与法治|音乐|美术|体育|信息技术|计算机|科学|"
    r"钢琴|小提琴|吉他|古筝|舞蹈|书法|绘画|画画|声乐|编程|日语|法语|德语|韩语|俄语|西班牙语|会计|法律|"
    r"游泳|瑜伽|跆拳道|武术|驾驶|开车|奥数|高数|数理化|中文|汉语|对外汉语|播音|表演|设计|护理)"
)
_OWN_BUSINESS = (
    r"(?:店|馆|厂|公司|超市|小卖部|诊所|药房|药店|作坊|网店|餐厅|饭店|铺子?|工作室|培训班|补习班|养殖场|农家乐|民宿|"
    r"驾校|幼儿园|门市部?|档口)"
)
# An organisation said by its kind alone ("一家医院", "一所中学"): where they work, but no organisation of its own.
_KIND_ONLY = re.compile(
    r"^(?:一家|一所|一个|某家?|家)?(?:大|小|私立|公立|县|市|区|镇|乡|本地|当地|外资|国有|民营|私人|互联网|电子|科技|IT|物流|广告|贸易|软件|游戏|建筑|装修|汽车|服装|食品|化工|医药|培训|教育)?(?:医院|中学|小学|大学|学校|幼儿园|银行|公司|工厂|厂|超市|饭店|"
    r"餐馆|酒店|律所|事务所|外企|国企|私企|央企|单位|机关|诊所|药店|商场|店|工地上?|学院|研究所|机构)$"
)
_ORG_END = r"(?:公司|集团|科技|医院|银行|局|厂|研究所|研究院|大学|学院|中学|小学|事务所|律所|报社|电视台|出版社)"


def _job_word(value: str) -> bool:
    """True for a word that names an occupation by its shape (麻醉师, 柜员, 电工, 快递员), never 新手 or 好人."""
    return bool(
        re.fullmatch(OCCUPATION, value)
        or re.fullmatch(FIELD, value)
        or (
            2 <= len(value) <= 8
            and re.search(rf"{JOB_END}$", value)
            and not NOT_JOB.match(value)
            and not NOT_JOB_START.match(value)
            and not re.search(r"[我你他她的了在]", value)
            and not re.fullmatch(r"手工|加工|打工|义工|零工|志愿者|读者|观众", value)  # what one does, not one's work
            and not re.match(r"[一二两三四五六七八九十几半\d]", value)  # "当了三天志愿者": a while, not work
        )
        or (2 <= len(value) <= 8 and _ROLE_JOB.search(value) and not re.search(r"[我你他她的了在]", value))
    )


# The trades named as a …人 ("婚礼主持人", "艺人经纪人", "主理人"): work, never a person of a place
_ROLE_JOB = re.compile(r"(?:主持|经纪|制片|出品|主理|撰稿|配音|手艺|调解|领读)人$")


def named_org(w: str) -> bool:
    """True for an organisation said by its name ("平安保险", "市一医院"), not by its kind or its place."""
    return bool(
        re.fullmatch(rf"{KNOWN_EMPLOYERS}[\u4e00-\u9fff]{{0,4}}|[\u4e00-\u9fff]{{2,10}}{_ORG_END}", w)
        and not _KIND_ONLY.match(w)
        and not _NOT_ORG.search(w)
        and not place_zh(w)
    )


# Said of where, not of who: "家附近的汽修厂", "楼下的超市" is no employer's name.
_NOT_ORG = re.compile(r"的|附近|旁边|对面|楼下|隔壁|门口|我|你|家里|老家")


def _where(w: str | None) -> list[Fact]:
    """Where they work, as said after 在: a city, and an employer only when one is named ("一家医院" is none)."""
    if not w:
        return []
    w = re.sub(r"(?:的)?(?:一所|一间|一座)", "一家", w)
    return [f for f in workplace_zh(w) if f[0] != "employer" or not (_KIND_ONLY.match(f[2]) or _NOT_ORG.search(f[2]))]


def _work(said: str) -> list[Fact]:
    # 在西安一家医院当麻醉师 / 在杭州一家银行做柜员 / 在工地上当电工 / 在医院当护士长
    m = re.match(
        rf"^(?:是)?在(?P<w>[^，。]{{2,14}}?)(?P<how>当|做|干|任|担任|是)了?(?:{YEARS}|多年)?(?:的)?{_CLASSIFIER}"
        rf"(?P<v>[\u4e00-\u9fffA-Z]{{2,8}}?)(?:的)?(?:{YEARS}|多年)?了?$",
        said,
    )
    if m and re.search(rf"{JOB}$", m["v"]) and re.fullmatch(r"(?:当|做)", m["how"]):
        return []  # "在医院当护士": the core rule reads it, and keeps 医院 as where
    if m and not re.search(r"[我你]", m["w"]) and (TITLE_END.search(m["v"]) or _job_word(m["v"])):
        attribute = "title" if TITLE_END.search(m["v"]) else "job"
        return [*_where(m["w"]), (attribute, "职业" if attribute == "job" else "职位", m["v"])]
    if m and named_org(m["w"]):  # "在平安保险做理赔": where they work is named, whatever they do there
        return [("employer", "单位", m["w"])]
    # 在南京的一所中学教语文 / 在小学教数学 / 教了二十年书
    m = re.match(
        rf"^(?:是)?(?:在(?P<w>[^，。]{{2,14}}?))?教(?:了)?(?:{YEARS}|一辈子|[^，。]{{1,3}}年)?(?:的)?"
        rf"(?P<v>{_SUBJECT}|书)(?:课)?(?:的)?(?:{YEARS})?了?$",
        said,
    )
    if m:
        return [*_where(m["w"]), ("job", "职业", "老师" if m["v"] == "书" else m["v"] + "老师")]
    # 在宁波开了家五金店 / 开火锅店的 / 在老家开了个养殖场
    m = re.match(
        rf"^(?:是)?(?:在(?P<w>[^，。]{{2,10}}?))?(?:自己)?(?P<verb>[开办])(?P<le>了)?(?:一家|一间|一个|个|家|间)?"
        rf"(?P<v>[\u4e00-\u9fff]{{0,6}}?{_OWN_BUSINESS})(?:的)?(?:{YEARS})?了?$",
        said,
    )
    if (
        m and not re.search(r"[我你]", m["w"] or "") and (m["w"] or not m["le"])
    ):  # "开了家火锅店" alone may be a thing done once; where they run it is not
        return [*_where(m["w"]), ("job", "职业", m["verb"] + m["v"])]  # "在深圳办厂": 办厂
    # 是个体户 / 是一名麻醉师: said with 是, the occupation by its shape
    m = re.match(r"^是(?:一名|一个|一位|名|位|个(?!体户))?(?P<v>[\u4e00-\u9fffA-Z]{2,8})$", said)
    if m and re.fullmatch(OCCUPATION, m["v"]):
        return [("job", "职业", m["v"])]
    return _job_by_shape(said)


# A job said as a noun phrase closing 是 / 在做 / 当 / 干 ("是烘焙师", "在做宠物美容师", "就是当剧本杀DM的"), read by
# the shape of its last word: a job word's ending, the slang of a trade, or a role in latin capitals ("PM", "DM").
_DOING_AS = re.compile(
    r"^(?:是(?P<how>当|做|干)|(?P<doing>在做|在当|在干|当|做|干)了?|是)"
    rf"{_CLASSIFIER}(?P<v>[\u4e00-\u9fffA-Za-z]{{2,10}}?)(?P<de>的)?$"
)
_TRADE_SLANG = re.compile(r"(?:私教|助教|家教|UP主|up主|店主|摊主|程序猿|程序媛|攻城狮)$")
# Latin capitals that are no role: a personality type ("INFP"), a customer's standing ("VIP"), a blood group.
_NOT_ROLE = re.compile(r"(?:[EI][NS][TF][JP]|VIP|SVIP|AB|O)$")
# Word endings that are a standing, not work: a member of the party, a team, a club (会员, 党员, 学员).
_STANDING = re.compile(r"(?:会员|党员|团员|成员|学员|队员|社员|群员|员工|职工|义工|童工|志愿者|独生子|独生女)$")


def _job_by_shape(said: str) -> list[Fact]:
    m = _DOING_AS.match(said)
    if m is None or (m["de"] and not (m["how"] or m["doing"])):
        return []  # "是北京的", "是腾讯的": where from or with whom, not what they do
    v = m["v"]
    return [("title" if TITLE_END.search(v) else "job", "职业", v)] if job_shaped_zh(v) else []


def job_shaped_zh(v: str) -> bool:
    """True for a noun phrase whose last word names work ("宠物美容师", "健身私教", "剧本杀DM", "B站UP主"), never a
    place, a standing (党员, 会员), a personality type ("INFP") or a phrase with a pronoun or a verb's mark in it."""
    if (
        re.search(r"[我你他她它的了在不没这那]|辈子|年|个月", v)
        or place_zh(v)
        or _STANDING.search(v)
        or NOT_JOB_END.search(v)
        or _NOT_ROLE.search(v)
    ):
        return False  # (nor how long: "干了大半辈子泥瓦工" is read with its while set aside)
    return bool(_job_word(v) or _TRADE_SLANG.search(v) or re.search(r"[A-Z]{2,4}$", v))


def _employer(said: str) -> list[Fact]:
    # 是腾讯的 / 是中石化的人 / 给华为打工 / 在腾讯 / 是国家电网的
    m = re.match(
        rf"^(?:是|在|给)(?P<v>{KNOWN_EMPLOYERS}|(?:(?![的读念上学])[\u4e00-\u9fff]){{1,10}}{_ORG_END})(?:的(?:人|员工|职工|职员)?|打工|干活|做事|工作|上班|任职|就职|干)?$",
        said,
    )
    if m is None or place_zh(m["v"]) or _KIND_ONLY.match(m["v"]):
        return []
    if said.startswith("是") and not said.endswith(("的", "人", "员工", "职工", "职员")):
        return []  # "是华为" alone is no way of saying where one works
    return [("employer", "单位", m["v"])]


# Said bare, the way chat says it: "京东的", "腾讯打工人一枚", "华为人" (an organisation, then whose they are)
_ORG_BARE = re.compile(
    rf"^(?P<v>{KNOWN_EMPLOYERS}|(?:(?![的读念上学在是给我你他她])[\u4e00-\u9fff]){{1,10}}{_ORG_END})"
    r"(?:的(?:人|员工|职工|职员)?|(?:的)?(?:打工人|打工仔|社畜|牛马|员工|人)(?:一枚|一个)?)$"
)


def _employer_bare(said: str) -> list[Fact]:
    m = _ORG_BARE.match(said)
    if m is None or place_zh(m["v"]) or _KIND_ONLY.match(m["v"]):
        return []
    return [("employer", "单位", m["v"])]


def _education(said: str) -> list[Fact]:
    # 在读博 / 读研 / 正在读博士 / 博士在读
    m = re.match(
        r"^(?:正|还)?在?(?:读|念|攻读)(?P<v>博士|博|研究生|研|硕士)(?:呢|中)?$|^(?P<w>博士|研究生|硕士)在读$", said
    )
    if m:
        level = m["v"] or m["w"]
        return [("education", "学历", {"博": "博士", "研": "研究生"}.get(level, level) + "在读")]
    # 自考本科 / 成人本科 / 专升本 / 在职研究生 / 海归硕士 / 非全日制硕士
    m = re.match(
        rf"^(?:是|拿了个?|读了个?|有个?)?(?P<v>(?:自考|成考|函授|成人|专升本|统招|全日制|非全日制|在职|海归|留学)的?{EDU})"
        r"(?:学历|文凭|毕业|学位)?(?:的)?$",
        said,
    )
    if m:
        return [("education", "学历", m["v"].replace("的", ""))]
    # 是清华的硕士 / 人大的博士 / 浙大毕业的研究生
    m = re.match(
        rf"^(?:是)?(?:个|一个|一名|名)?[\u4e00-\u9fffA-Za-z]{{2,8}}?(?:毕业)?的(?P<v>{EDU})(?:生|毕业生)?$",
        said,
    )
    if m and not re.search(r"[我你]", said):
        return [("education", "学历", m["v"])]
    # 初中没毕业 / 高中都没读完 / 高中文化
    m = re.match(rf"^(?P<v>{EDU})(?:都|也)?(?:没|没有)(?:毕业|读完|念完|上完)(?=$|就)", said)
    if m:
        return [("education", "学历", m[0])]
    m = re.match(rf"^(?:只|就|才)?(?:上过|读过|念过|上到|读到过)(?P<v>{EDU})(?:而已)?$", said)
    if m:
        return [("education", "学历", m["v"])]
    m = re.match(rf"^(?:是)?(?P<v>{EDU})文化(?:程度|水平)?$", said)
    return [("education", "学历", m["v"])] if m else []


_TENS = r"[二三四五六七八九]十"
# An age said in the round, kept as said: 奔五, 四十好几, 五十挂零, 二十七八, 不到三十
_ROUND_AGE = re.compile(
    rf"^(?:今年|现在|已经|都|快|也就|才|差不多|大概)?(?P<v>奔[三四五六七八九](?:十)?|{_TENS}好几|{_TENS}挂零|{_TENS}[一二三四五六七八][二三四五六七八九]|"
    rf"不到{_TENS}|{_TENS}不到|小{_TENS})(?:岁)?(?:的人|的样子|左右|上下)?(?:了|啦|吧)*$"
)
# A height in centimetres said bare, with a hedge that says it is a measure ("175左右", "差不多168")
_BARE_HEIGHT = re.compile(
    r"^(?:(?:大概|差不多|大约|得有|足有)(?P<a>1[4-9]\d)(?:左右|上下|出头)?|(?P<b>1[4-9]\d)(?:左右|上下|出头|多点))$"
)
# Personality said as a noun or idiom: "闷葫芦一个", "是个热心肠", "典型的直肠子"
_TRAIT_NOUN = (
    r"(?:闷葫芦|热心肠|直肠子|开心果|乐天派|老好人|好好先生|急性子|慢性子|暴脾气|好脾气|话痨|话匣子|工作狂|完美主义者|"
    r"刀子嘴豆腐心|夜猫子|工作狂人|暖男|暖心人|社恐|社牛|老实人|实在人|大好人|热心人|直性子|犟脾气|倔脾气|炮仗脾气|"
    r"书呆子|技术宅|宅男|宅女|吃货|路痴|戏精|段子手|细节控|强迫症)"
)
_TRAIT_FORMS = re.compile(
    rf"^(?:(?:是|算是|就是)?(?:个|一个|典型的|出了名的|有名的)(?P<a>{_TRAIT_NOUN})|(?P<b>{_TRAIT_NOUN})一个|"
    rf"(?:特别|很|挺|超|蛮|可|真|贼)?(?P<c>能聊|能说|能说会道|会聊天|爱说话|不爱说话|话多|话少|话不多|嘴甜|嘴笨|爱操心|"
    rf"好相处|好说话|爱干净|爱笑|少言寡语|沉默寡言|心直口快|热情好客|和蔼可亲|和气|和蔼|严厉|霸气|斯文|谦虚|木讷|老实巴交|"
    rf"外冷内热|慢条斯理|心细|心大|心软|嘴硬心软|(?:不怎么|不太|很?少)(?:爱)?(?:说话|吭声|讲话|出门)|不爱出门|话(?:很|比较|特别)?少)(?:的)?(?:一个人|人)?)$"
)
# A habit that says what they are like ("总是迟到", "老是丢三落四", "动不动就发脾气"): kept as said, how often and all;
# a closed list of doings, since "总是来我家" says where they go, not who they are
_HABIT = re.compile(
    r"^(?P<v>(?:总是|老是|总|经常|常常|动不动就|一向|向来|从来都)(?:爱|会|喜欢)?"
    r"(?:迟到|早退|加班|熬夜|抱怨|发脾气|发火|生气|丢三落四|忘事|拖延|拖拖拉拉|磨蹭|唠叨|吐槽|请假|摸鱼|帮(?:别人|人|大家)|"
    r"笑(?:眯眯|嘻嘻|呵呵)?(?:的)?|乐呵呵(?:的)?|冷着脸|板着脸|放鸽子|失眠|迷路))$"
)


# A temper framed as one ("典型的念旧", "这人爱显摆", "有点护短", "好面子性格", "性格挺抠抠搜搜的"): the frame says it
# is a trait, so the word need not be one the lists hold — only shaped like one (`trait_shaped_zh`).
_TRAIT_FRAMED = re.compile(
    r"^(?:(?:是)?(?:个|一个)?典型的|(?:这|那)(?:个)?人(?:就是)?(?:有点|挺|特别|很|比较|蛮)?|有点|性格(?:是)?(?:挺|很|特别|比较|蛮|有点)|"
    r"(?:人|为人)(?:挺|很|特别|比较|蛮|有点))"
    r"(?P<v>[\u4e00-\u9fff]{2,4}?)(?:的)?(?:人)?$"
    r"|^(?:就是)?(?P<w>[\u4e00-\u9fff]{2,4}?)(?:的)?(?:性格|性子|脾气)$"
)
_TRAIT_LIKE = re.compile(
    r"^(?:爱|好|嘴|心)[\u4e00-\u9fff]{1,3}$|^(.)\1(.)\2$|^(?:护短|念旧|抠门|小气|大方|记仇|要面子|死要面子)$"
)


def trait_shaped_zh(v: str) -> bool:
    """True for a word shaped like a temper ("爱显摆", "好面子", "嘴甜", "抠抠搜搜", "念旧"), never a state of the
    moment ("有点累", "有点忙") nor what they like to do ("爱吃辣")."""
    if re.search(r"[我你他她的了在是吃喝玩看去买得很太]|累|忙|困|饿|冷|热|烦|病|疼|痛|远|近", v):
        return False
    return bool(re.fullmatch(rf"(?:{TRAIT_WORDS})+", v) or re.fullmatch(_TRAIT_NOUN, v) or _TRAIT_LIKE.match(v))


def _looks(said: str) -> list[Fact]:
    m = _ROUND_AGE.match(said)
    if m:
        return [("age", "年龄", m["v"])]
    m = _BARE_HEIGHT.match(said)
    if m:
        return [("height", "身高", m["a"] or m["b"])]
    m = _TRAIT_FORMS.match(said)
    if m:
        return [("trait", "性格", m["a"] or m["b"] or m["c"])]
    m = _HABIT.match(said)
    if m:
        return [("trait", "性格", m["v"])]
    m = _TRAIT_FRAMED.match(said)
    if m and trait_shaped_zh(m["v"] or m["w"]):
        return [("trait", "性格", m["v"] or m["w"])]
    # 性子急 / 脾气也爆 / 性格直: a one-character word of temper, kept with what it is said of
    m = re.match(
        r"^(?P<l>性子|脾气|性格|个性)(?:也|还)?(?:很|特别|比较|有点|挺|超|蛮)?(?P<v>急|慢|爆|暴|火爆|倔|犟|直|软|硬|冲|温和)$",
        said,
    )
    return [("trait", "性格", m["l"] + m["v"])] if m else []


# What they are in charge of at work ("负责公司的销售", "管财务部", "带技术团队"): their position, said as the charge
# (the company's 公司的 is no part of it); a department, a team or a line of work, never "管孩子" or "负责做饭"
_IN_CHARGE = re.compile(
    r"^(?:在(?P<w>[\u4e00-\u9fffA-Za-z]{2,10}?)里?)?(?P<verb>负责|分管|主管|掌管|管|带)(?:着)?(?:整个|我们|他们|她们)?(?:公司|单位|厂里|集团|学校|医院)?(?:的|里的)?"
    r"(?P<what>[\u4e00-\u9fffA-Z]{1,6}?(?:部|部门|中心|科|处|组|团队|小组|项目组|事业部|业务|板块|这块|那块)|"
    r"销售|财务|市场|人事|技术|运营|采购|行政|研发|生产|质检|客服|售后|招聘|培训|后勤|物流|仓库|IT)(?:这块|那块|方面)?(?:的工作)?$"
)


def _in_charge(said: str) -> list[Fact]:
    m = _IN_CHARGE.match(said)
    if m is None:
        return []
    # "在华为负责招聘": the position, and where it is held ("在公司", "在一家公司": no name, nothing more)
    return [*(workplace_zh(m["w"]) if m["w"] else []), ("title", "职位", m["verb"] + m["what"])]


# A retired person is still described by the work they did: "退休前是会计", "没退休那会儿在铁路局上班".
_RETIRED = re.compile(r"^(?:退休(?:前|以前|之前)|没退休(?:那会儿?|的时候|时)|退休前一直)(?:是|一直)?")


def work_facts_zh(said: str) -> list[Fact]:
    """The facts one Chinese predicate about a person states in the wordings of the module docstring; [] when it
    states none (or only a plan, a wish, or something of the user's)."""
    said = re.sub(
        r"^(?:现在|目前|如今|平时|一直|本来|其实|也|还|都|就|这几年|这些年|这两年|近几年|最近)+", "", said.strip()
    )
    said = re.sub(r"(?:啦|啊|呀|哦|呢|嘛|吧|哈|来着|[~～!！])+$", "", said)
    if not said or _PLAN.search(said) or _USER_OBJECT.search(said):
        return []
    retired = _RETIRED.match(said)
    if retired:
        from ._entities_profile_zh import profile_facts_zh

        rest = said[retired.end() :] or said
        facts = profile_facts_zh(rest) or profile_facts_zh("是" + rest) or _work(rest) or _employer(rest)
        return [(a, "退休前", v) for a, _, v in facts if a in ("job", "title", "employer")]
    facts = (
        _in_charge(said) or _work(said) or _employer(said) or _employer_bare(said) or _education(said) or _looks(said)
    )
    facts = facts or colloquial_zh(said)
    lasted = _LASTED.sub("", said)
    if not facts and lasted != said:  # "跑了十几年运输", "做了五年HR了": the work, said with how long
        from ._entities_profile_zh import profile_facts_zh

        facts = [f for f in profile_facts_zh(lasted) if f[0] in ("job", "title", "works_in", "employer")]
        done = re.fullmatch(rf"(?:当|做|干){_CLASSIFIER}(?P<v>[\u4e00-\u9fffA-Z]{{2,8}})", lasted)
        if not facts and done and _job_word(done["v"]):  # "干了一辈子木匠": a career, so a job word is the job
            facts = [("job", "职业", done["v"])]
    return facts


# How long the work has gone on, between its verb and what is done ("做了五年HR", "跑了十几年运输", "教了一辈子书").
_LASTED = re.compile(
    r"(?<=[做干跑当开教搞])了?(?:(?:\d{1,2}|[一二两三四五六七八九十几]{1,3}|好几|很多|好多)多?年|(?:大半)?辈子|一辈子)(?:的)?"
)
