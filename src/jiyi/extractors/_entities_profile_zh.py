"""The profile attributes of a person in Chinese: height, hometown, work city, position, employer, personality,
hobby, birthday, age, phone, e-mail — said with their label or the casual way people say them.

Two forms are read. A label and its value, after "其" / "的" or as a clause of its own: "其身高是172厘米",
"孙立伟的家乡是山东青岛", "工作地点在深圳", "邮箱是 li@qq.com", for every label of the profile tables people are
described by (教育背景, 籍贯, 单位名称, 兴趣爱好 …). And the casual phrasings of the attributes the label-less
rules of `_entities_zh` / `_entities_more` do not read: "个子挺高，一米八二", "身高不到一米六", "老家山东的",
"在深圳那边上班", "是个慢性子", "3月12号生日". A value is kept as said; a filler after it ("吧", "左右", "呢")
is not part of it; a word that changes it ("不到一米六") is.
"""

from __future__ import annotations

import re

from ._age_zh import with_sui
from ._entities_places_zh import hometown_zh, place_zh
from ._entities_profile_words_zh import (
    _HEIGHT_HEDGE,
    _ORG_END,
    _PHONE,
    _WORK_DONE,
    AGE,
    DATE,
    DAY_NUM,
    EDU,
    EMAIL,
    FIELD,
    HEIGHT,
    HEIGHT_KEEP,
    LABEL_ZH,
    LABELS,
    NOT_JOB_END,
    NUM,
    OCCUPATION,
    TITLE_END,
    TRAIT_WORDS,
    YEARS,
    Fact,
    _clean,
)
from ._entities_workplace_zh import _RUNS_THERE, _place_value, _somewhere, workplace_zh
from ._rules_zh_facts import JOB

__all__ = [
    "RECORDED_ZH",
    "continues_profile_zh",
    "labelled_zh",
    "profile_facts_zh",
    "retitle_zh",
]


# The casual phrasings, on a predicate whose adverbs were set aside: (attribute, label, pattern with group "v").
_CASUAL: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (a, label, re.compile(p))
    for a, label, p in (
        # 个子挺高，一米八二 / 有一米八二 / 身高不到一米六 / 一米七五左右 / 个子不高，也就一米六
        (
            "height",
            "身高",
            rf"^(?:(?:身高|个子|个头)(?:挺高的?|很高的?|不高的?|不矮的?|挺矮的?|蛮高的?|算高的?)?(?:是|在|有)?)?"
            rf"(?:大概|大约|差不多)?{_HEIGHT_HEDGE}(?P<v>{HEIGHT_KEEP}{HEIGHT}(?:出头|多)?)(?:左右|上下|的样子|的个子|的个头|多一点|吧|呢|哦)*"
            r"(?:的)?(?:高|个子|大个子|大高个)?$",
        ),
        ("height", "身高", rf"^(?:长得|长到了?|长了)(?P<v>{HEIGHT_KEEP}{HEIGHT})(?:高)?了?$"),
        # 不穿鞋1米72 / 光脚量是176cm / 净身高一米八: measured barefoot, still their height
        (
            "height",
            "身高",
            rf"^(?:不穿鞋|光脚|光着脚|赤脚|净身高)(?:的话)?(?:量|测)?(?:出来)?(?:的)?(?:是|有)?{_HEIGHT_HEDGE}"
            rf"(?P<v>{HEIGHT_KEEP}(?:{HEIGHT}|\d{{3}}))(?:左右|上下)?(?:高)?$",
        ),
        # 老家山东的 / 籍贯浙江宁波 / 浙江宁波人 / 土生土长的杭州人 / 从小在济南长大 / 出生在青岛
        (
            "from",
            "老家",
            r"^(?:老家|家乡|籍贯|祖籍|故乡|家(?=是|[\u4e00-\u9fff]{2,8}的$)|户口|户籍)(?:那边)?(?:是|在)?"
            r"(?P<v>[\u4e00-\u9fff]{2,10}?)(?:那边|那儿)?(?:的|人)?$",
        ),
        ("from", "是…人", r"^(?:是)?(?:土生土长的|地道的|正宗的)?(?P<v>[\u4e00-\u9fff]{2,8}?)人$"),
        # 是在景德镇出生长大的 / 在大同生、在大同长的
        (
            "from",
            "在…长大",
            r"^(?:是)?(?:从小)?在(?P<v>[\u4e00-\u9fff]{2,8}?)(?:出生长大|生长大|土生土长|生的长的|长大)的?$",
        ),
        ("from", "是…的", r"^是?(?P<v>[\u4e00-\u9fff]{2,8}?)(?:那边|那儿)?(?:长大|出生|生|土生土长)?的$"),
        # 那口音一听就是山东的: where their accent is from
        (
            "from",
            "口音",
            r"^(?:那|的)?(?:口音|乡音)(?:一听|听着|听起来)?(?:就)?(?:是|像|带着)?(?P<v>[\u4e00-\u9fff]{2,8}?)(?:的|人|口音|那边的)?$",
        ),
        ("from", "从…来", r"^(?:是)?从(?P<v>[\u4e00-\u9fff]{2,8}?)(?:走出来|出来|来)的$"),
        ("from", "在…长大", r"^(?:从小)?(?:是)?在(?P<v>[\u4e00-\u9fff]{2,8}?)(?:长大|出生)的?$"),
        ("from", "出生在", r"^(?:出生在|出生于|生在|来自于?)(?P<v>[\u4e00-\u9fff]{2,8}?)的?$"),
        # 在深圳上班 / 在深圳那边上班 / 工作在深圳 / 人在深圳工作 / 在深圳一家外企上班
        (
            "works_in",
            "在…上班",
            r"^(?:是)?(?:人)?[在再](?P<v>[\u4e00-\u9fff]{2,10}?)(?:那边|这边|那儿|一带|本地)?(?<!找)(?:上班|工作|打工|搬砖|做事|打拼|发展|闯荡|干活|干|工作了[^，。]{0,6})"
            r"(?:的)?$",
        ),
        (
            "works_in",
            "在…上班",
            r"^(?:工作在|上班在|常驻|派驻在?|外派到?了?|调到了?)(?P<v>[\u4e00-\u9fff]{2,8}?)(?:工作|上班)?了?$",
        ),
        # 这几年一直在华信科技 / 在市第一人民医院: an organisation's name, by what such names end in
        # (not where they studied: "在上海读的大学")
        (
            "employer",
            "在…工作",
            rf"^在(?P<v>(?:(?!读|念|上的)[^，。]){{2,12}}?{_ORG_END})(?:上班|工作|干活|做事|任职)?了?$",
        ),
        # 上班是在市实验中学 / 工作就在海口: where they work, a place or an employer (joining one is
        # `_entities_zh_table`'s)
        ("works_in", "上班是在", r"^(?:上班|工作)(?:是|就|也)?在(?P<v>[\u4e00-\u9fffA-Za-z]{2,12}?)(?:上班|工作)?$"),
        # 当销售好多年了
        ("job", "职业", rf"^(?:当|做|干)了?(?P<v>[^，。]{{0,6}}?{JOB}){YEARS}了?$"),
        # 做了好几年房产中介了 / 当了十几年司机 / 干了多年保安: the years first
        (
            "job",
            "职业",
            rf"^(?:当|做|干)了(?:{YEARS}|多年|[一二三四五六七八九十两\d]+年)的?(?P<v>[^，。]{{0,6}}?{OCCUPATION})了?$",
        ),
        # 是做汽修工的 / 干外卖骑手的 / 是当护士的: the occupation, said as what they do
        ("job", "职业", rf"^(?:是)?(?:做|干|当)(?P<v>[^，。是的]{{0,6}}?{OCCUPATION})的$"),
        # 护士 / 退休教师 / 一名程序员, said bare in a note ("周梅，32岁，护士"); 做财务 / 干销售好几年了 / 搞IT
        # (not "带了三十个学生": whom they look after, counted)
        ("job", "职业", rf"^(?:一名|一个|个|名|一位|位)?(?P<v>[^，。是的我你在当做干任从了个]{{0,6}}?{OCCUPATION})$"),
        (
            "job",
            "职业",
            rf"^(?:是)?(?:在(?P<w>[^，。]{{2,10}}?))?(?:做|干|搞|从事)(?:了)?(?P<v>{FIELD})"
            rf"(?:的|工作|这一?行|行业|方面的工作|相关的工作|那一?块)?(?:{YEARS}|多年)?了?$",
        ),
        ("job", "职业", rf"^(?:是)?(?:在(?P<w>[^，。]{{2,10}}?))?(?P<v>{_WORK_DONE})(?:的|为生)?(?:{YEARS})?了?$"),
        # 干护士这行十几年了 / 是做会计这一行的 / 干的是保险这一行: the trade said as a line of work
        (
            "job",
            "职业",
            rf"^(?:是|一直|也)?(?:做|干|当|搞)(?:了|的是)?(?:(?:{YEARS}|[一二三四五六七八九十两\d]+年)的?)?"
            rf"(?P<v>[^，。是的了]{{0,6}}?(?:{OCCUPATION}|{FIELD}))这一?行的?"
            rf"(?:{YEARS}|多年|[一二三四五六七八九十两\d]+年)?了?$",
        ),
        # 吃的是教书这碗饭 / 吃开车这碗饭的 / 吃设计这碗饭好多年了: the trade one lives by
        (
            "job",
            "职业",
            rf"^(?:是|一直|也)?吃(?:的是)?(?P<v>[^，。是的了]{{0,6}}?(?:{OCCUPATION}|{FIELD}|{_WORK_DONE}|教书|行医|开车|"
            rf"写字|画画|唱歌|手艺|技术))(?:这|那)?碗饭的?(?:{YEARS}|多年)?了?$",
        ),
        # 是开饭店的: a business they run is their work (not "开了家火锅店", a thing done once)
        ("job", "职业", r"^(?:是)?(?P<v>开[\u4e00-\u9fff]{0,4}?(?:店|馆|厂|公司|超市|小卖部|诊所|药房|作坊|网店))的$"),
        # 在北京读研究生: studying for a degree, where they live
        (
            "education",
            "学历",
            r"^(?:正)?在(?P<w>[^，。]{2,10}?)(?:读|念|攻读|上)(?P<v>研究生|博士|硕士|本科|大专|专科)$",
        ),
        # 是名校博士 / 985硕士 / 北大的博士: a degree with the school's standing before it
        (
            "education",
            "学历",
            rf"^(?:是|可是|还是)?(?:个|一个|一名|名|一位|位)?(?:名校|985|211|双一流|海归|重点大学|名牌大学|"
            rf"[\u4e00-\u9fff]{{1,8}}?(?:大学|学院|大)的?|[\u4e00-\u9fff]{{2,8}}?毕业的)(?P<v>{EDU})(?:毕业|学历|生|学位)?$",
        ),
        # 书念到了本科 / 读到研究生 / 念完了大专: how far their schooling went
        (
            "education",
            "学历",
            rf"^(?:书)?(?:只|就|才|一直)?(?:念|读|上)(?:到|完)了?(?P<v>{EDU})(?:毕业)?了?(?:就(?:没|不)[念读上]了?)?$",
        ),
        # 83年的 / 1990年生人: the year they were born
        ("birthday", "出生", r"^(?:是)?(?P<v>(?:19)?[4-9]\d年|20[0-2]\d年)(?:的|生的|出生的|生人)$"),
        # 业余时间爱钓鱼 / 没事就爱钓鱼: a pastime
        (
            "hobby",
            "爱好",
            r"^(?:业余时间|业余|闲暇时间?|空闲时间?|下班后|没事的时候|没事)(?:就|都|总|会|里)?(?:喜欢|爱(?!好))(?P<v>[^，。]{1,12})$",
        ),
        # 对打麻将特别上头 / 对钓鱼很着迷 / 对跑步上瘾: a pastime they are hooked on
        (
            "hobby",
            "爱好",
            r"^(?:最近|这几年|一直)?对(?P<v>(?:(?![不没])[\u4e00-\u9fff]){2,8}?)(?:特别|很|超级?|挺|非常|相当|贼|巨|有点)?"
            r"(?:上头|着迷|入迷|上瘾|痴迷|来劲)(?:了)?$",
        ),
        # 是个慢性子 / 挺外向的 / 性格开朗 / 为人很随和 / 人特别热心
        (
            "trait",
            "性格",
            r"^(?:是个|是一个|(?:是)?(?:个)?典型的?|妥妥的?)"
            r"(?P<v>[\u4e00-\u9fff]{1,2}性子|[急暴好怪倔]脾气|工作狂|暖男|话痨|社恐|社牛|乐天派|老好人|女强人|[iIeE]人)$",
        ),
        (
            "trait",
            "性格",
            rf"^(?:性格|个性|脾气|性子|为人|这个人|这人|人)?(?:也|都|还)?(?:很|特别|非常|挺|比较|超级?|有点|蛮|偏|相当|十分|太)?"
            rf"(?P<v>(?:{TRAIT_WORDS})(?:(?:又|也|而且|且|、|和)?(?:{TRAIT_WORDS}))?)(?:的)?(?:一个人|人)?$",
        ),
        # 那是出了名的仗义 / 属于心直口快的那种人 / 是那种特别实在的人: what they are known as
        (
            "trait",
            "性格",
            rf"^(?:那|这)?(?:是|可是|属于|算是|就是)?(?:出了名的|公认的|那种|一个)?(?:很|特别|非常|挺|比较|超级?)?"
            rf"(?P<v>(?:{TRAIT_WORDS})(?:(?:又|也|而且|且|、|和)?(?:{TRAIT_WORDS}))?)(?:的)?(?:那种|那一?类|类型的)?(?:人)?$",
        ),
        # 3月12号生日 / 生日3月12号 / 是3月12号的生日 / 腊月初八出生
        ("birthday", "生日", rf"^(?:是)?(?P<v>{DATE}|{DAY_NUM})(?:的)?(?:生日|过生日|出生|出生的|生的)$"),
        # 出生在1/21 / 生于5.13 / 出生在2月28那天: the day they were born
        ("birthday", "生日", rf"^(?:出生在|出生于|生在|生于)(?P<v>{DATE}|{DAY_NUM})(?:那一?天|这一?天)?$"),
        ("education", "学历", rf"^(?:是)?(?:个|一个|一名|名|一位|位)?(?P<v>{EDU})(?:学历|毕业|文凭|学位)?$"),
        # 三十出头 / 四十来岁 / 35岁左右 / 快四十了
        ("age", "年龄", rf"^(?:今年|现在|已经|才|都)?(?P<v>快?{AGE})(?:左右|上下|的样子)?了?$"),
        # 在一家外企当部门经理 / 做到了部门经理 / 升了主管
        ("title", "职位", r"^(?:做到了?|升到了?|升了|升为|升任|提了|担任|任)(?P<v>[\u4e00-\u9fffA-Z]{1,8})了?$"),
        (
            "title",
            "职位",
            r"^(?:是)?在(?P<w>[^，。]{2,12}?)(?:当|做|任|担任|是)了?(?:一名|一个|个|名)?(?P<v>[\u4e00-\u9fffA-Z]{1,8}?)(?:的)?$",
        ),
        ("title", "职位", r"^是(?:一名|一个|个|名)?(?P<v>[\u4e00-\u9fffA-Z]{2,8})$"),
        # 邮箱 … said without 是 ("邮箱 li@qq.com") / an e-mail alone after its subject
        ("email", "邮箱", rf"^(?:的)?(?:邮箱|电子邮箱|email|Email|E-mail)?\s*(?:是|为|:|：)?\s*(?P<v>{EMAIL})$"),
    )
)


# When and where one was born, said together ("1950年生在爱尔兰", "1961年3月3日出生于拉各斯", "生在成都，1988年的")
_BORN_WHEN = rf"(?P<d>(?:19|20)?\d{{2}}年(?:\d{{1,2}}月(?:\d{{1,2}}[日号])?)?|{DATE})"
_BORN_WHERE = r"(?:出生|生)(?:在|于)(?P<p>[\u4e00-\u9fff]{2,8}?)"
_BORN_ZH = (
    re.compile(rf"^(?:是)?{_BORN_WHEN}(?:的时候)?{_BORN_WHERE}(?:的)?$"),
    re.compile(rf"^{_BORN_WHERE}[，,]?(?:是)?{_BORN_WHEN}(?:出生|生)?的?$"),
)


def born_place(value: str) -> bool:
    """A place one comes from: a Chinese one, or a country or world city ("出生在爱尔兰", "老家是大阪的")."""
    from .._places import PLACES

    return place_zh(value) or value in PLACES


def profile_facts_zh(rest: str) -> list[Fact]:
    """The profile facts a Chinese predicate states (see the module docstring); [] when it states none."""
    said = rest.strip()
    for born in _BORN_ZH:
        m = born.match(said)
        if m and born_place(m["p"]):
            return [("birthday", "出生", m["d"]), ("from", "出生在", m["p"])]
    labelled = labelled_zh(said)
    if labelled is not None:
        return [labelled]
    # (正经 / 本身: "正经是个汽修工", what they really are)
    said = (
        re.sub(r"^(?:现在|目前|如今|平时|一直|本来|其实|正经|本身|也|还|都|就|这几年|这些年|这两年|近几年)+", "", said)
        or said
    )
    # "是财务总监这个职位", "做的是主管的岗位": the position, framed as one
    said = re.sub(r"(?<=[\u4e00-\u9fffA-Z])(?:这个|这一?|那个|的)(?:职位|岗位|位置|位子|职务)$", "", said) or said
    from ._entities_colloq_zh import promoted_zh  # it reads this module's lexicons

    promoted = promoted_zh(said)
    if promoted is not None:  # "升上财务主管": the position, not the verb with it ("想混到经理": none)
        return promoted
    for attribute, label, pattern in _CASUAL:
        m = pattern.match(said)
        if not m:
            continue
        value = _clean(m["v"])
        if attribute == "height":
            return [("height", label, re.sub(r"\s+", "", value))]
        if attribute == "age":
            return [("age", label, _age(value))]
        if attribute == "works_in":
            facts = workplace_zh(value)
            if label == "上班是在":  # said of the work itself: an employer is no one else's to read
                return facts
            if any(a == "works_in" for a, _, _ in facts):
                return [(a, label if a == "works_in" else "在…工作", v) for a, _, v in facts]
            continue  # "在华为上班": an employer, read by the core rules
        if attribute == "from":
            value = _place_value(value)
            # "老家浙江乐清", "是湖南郴州嘉禾人": a county no table holds is kept with its province
            if not born_place(value) and not (label in ("老家", "是…人") and hometown_zh(value)):
                continue  # "是我们组的新人": no place
        if attribute == "employer" and (runs := _RUNS_THERE.match(value)) is not None and _somewhere(runs["p"]):
            continue  # "在上海开公司": where, and a business they run there (below), no employer "上海开公司"
        if attribute == "education" and m.groupdict().get("w"):  # "在北京读研究生": the degree, and where they live
            where = _place_value(m["w"])
            return [("lives_in", "在…读书", where), (attribute, label, value)] if place_zh(where) else []
        if attribute == "job" and NOT_JOB_END.search(value):
            continue  # "素食主义者", "摄影爱好者": what they are, not their work
        if attribute == "job" and m.groupdict().get("w"):  # "在老家种地", "在外企做HR": the work, and where
            return [*workplace_zh(m["w"]), (retitle_zh(attribute, value), label, value)]
        if attribute == "job":
            return [(retitle_zh(attribute, value), label, value)]  # "部门经理" said bare is a position
        if attribute == "title" and not TITLE_END.search(value):
            continue  # "升了一级": no position
        if attribute == "title" and m.groupdict().get("w"):  # "在北京一家银行当行长": the position, and where
            return [*workplace_zh(m["w"]), (attribute, label, value)]
        if value:
            return [(attribute, label, value)]
    from ._entities_work_zh import work_facts_zh  # it reads this module's lexicons

    return work_facts_zh(said)


# Which of their phones or addresses ("常用的邮箱", "私人电话"): still theirs.
_WHICH = r"(?:常用的?|平时用的|现在用的|现在的|私人|个人|新的?)?"
#: a value as a record has it: "职业登记为护士", "籍贯填的是山东" (the value is what follows 为 / 是)
RECORDED_ZH = r"(?:(?:登记|记录|填|写)的?)"
_IS = rf"(?:{RECORDED_ZH}?(?:是|为)|就是|大概是|大约是|差不多是|应该是|:|：)"
# Said between a label and its copula without changing the value: "身高大概在175", "职务现在是品控专员"
_BEFORE_IS = r"(?:现在|目前|如今|大概|大约|差不多|应该|估计|一般)?"
# How a height was measured, before its label ("体检量的身高是162", "光脚量的身高"): still their height
_MEASURED = r"(?:(?:体检|体检时|上次|去年|今年|光脚|不穿鞋|净)?(?:量|测)(?:出来)?的|体检的|净)"


def labelled_zh(said: str) -> Fact | None:
    """ "(的)身高是172厘米", "籍贯浙江宁波", "邮箱地址：li@qq.com": a profile label and its value. A label with no
    copula takes only a value of its attribute's shape ("性格开朗", not "公司很大", "老家很远")."""
    m = re.match(
        rf"^(?:的|其)?(?:{_WHICH}|{_MEASURED})(?P<l>{LABEL_ZH})\s*(?:{_BEFORE_IS}(?P<c>{_IS}|在|有))?\s*(?P<v>.+)$",
        said,
    )
    if m is None:
        return None
    label, value, copula = m["l"], _clean(m["v"]), m["c"] or ""
    # "职业：登记为护士" ("：" may come here as 是): the record's word before the value is no part of it
    filler = rf"{RECORDED_ZH}?(?:是|为)|就是" if copula in (":", "：") else rf"{RECORDED_ZH}(?:是|为)"
    value = re.sub(rf"^(?:{filler})\s*(?=\S)", "", value) if copula else value
    attribute = next(a for a, ws in LABELS if re.fullmatch(ws, label))
    is_ = bool(re.fullmatch(_IS, copula))
    if attribute == "education" and is_:  # "学历是个本科": the level, not the measure word before it
        value = re.sub(rf"^(?:一个|个)(?={EDU})", "", value)
        if value.startswith(("个", "一个")):
            return None  # "学历是个谜": no level
    if attribute == "job" and is_:  # "工作是当婚礼主持人": the work, not 当
        value = re.sub(r"^当(?:了|上了?)?(?:一名|一个|个|名)?(?=[\u4e00-\u9fff]{2})", "", value)
    if attribute == "job" and copula == "在":  # "他的工作在呼和浩特": where the work is
        return next(iter(workplace_zh(value)), None)
    if not value or len(value) > 30:
        return None
    if attribute != "trait" and re.match(r"^(?:很|挺|特别|非常|比较|有点|太|不|没)", value):
        return None  # "老家很远", "公司很大": said of it, not what it is
    if attribute == "height":
        h = re.match(rf"^{_HEIGHT_HEDGE}(?P<v>{HEIGHT_KEEP}(?:{HEIGHT}|\d{{3}}))$", value)
        return ("height", "身高", h["v"].replace(" ", "")) if h else None
    if attribute == "email":
        return ("email", label, value) if re.fullmatch(EMAIL, value) else None
    if attribute == "phone":
        return ("phone", label, value) if re.fullmatch(_PHONE, value) else None
    if attribute == "age":
        return ("age", label, _age(value)) if re.fullmatch(rf"{AGE}|{NUM}", value) else None
    if attribute == "birthday":  # "生日是3/21那天": the day, not 那天 that points at it
        value = re.sub(r"(?<=\S)(?:那一?天|这一?天|当天)$", "", value)
        return ("birthday", "生日", value) if re.match(rf"{DATE}|{DAY_NUM}$|(?:19|20)\d{{2}}", value) else None
    if attribute in ("from", "works_in", "lives_in"):
        value = _place_value(value)
        if not re.fullmatch(r"[\u4e00-\u9fff]{2,12}", value) or not (is_ or copula == "在" or place_zh(value)):
            return None
        return attribute, label, value
    if attribute == "trait":
        value = re.sub(r"^(?:也|都|还)?(?:很|特别|非常|挺|比较|超级?|有点|蛮|偏|相当|十分)", "", value)
        if not re.fullmatch(r"[\u4e00-\u9fff、，和又也而且]{2,12}", value) or re.search(r"[我你]", value):
            return None
        from ._entities_work_zh import trait_shaped_zh  # it reads this module's lexicons

        # "性格 心大": a label and a word shaped like a temper, side by side
        return (
            ("trait", label, value)
            if is_ or re.fullmatch(rf"(?:{TRAIT_WORDS})+", value) or trait_shaped_zh(value)
            else None
        )
    if attribute == "education" and not is_:
        return ("education", label, value) if re.fullmatch(EDU, value) else None
    if attribute == "employer" and copula == "在" and place_zh(_place_value(value)):
        return "works_in", "工作地", _place_value(value)  # "公司在深圳": where they work
    from ._entities_work_zh import job_shaped_zh  # it reads this module's lexicons

    if attribute == "job" and not copula and (re.fullmatch(rf"{OCCUPATION}|{FIELD}", value) or job_shaped_zh(value)):
        return "job", label, value  # "职业 厨师", "工作 程序员": a label and an occupation, side by side
    if (
        attribute == "title"
        and not copula
        and TITLE_END.search(value)
        and re.fullmatch(r"[\u4e00-\u9fffA-Za-z]{2,10}", value)
    ):
        return "title", label, value  # "职位 增长VP": a label and a position, side by side
    if not is_ or re.match(r"^(?:做|搞|干|在)|的$", value):
        return None  # "工作很忙", "公司在深圳", "公司是做芯片的": said of it, not what it is
    if attribute == "employer":
        value = re.sub(r"^(?:一家|一个|某家?)", "", value)
    return attribute, label, value


def _age(value: str) -> str:
    """An age as the other ages are said: "都七十了" is 七十岁 ("三十出头" stays)."""
    return with_sui(value)


def retitle_zh(attribute: str, value: str) -> str:
    """A job said bare that is a position (部门经理, 销售总监): `title`; else the attribute unchanged."""
    return "title" if attribute == "job" and TITLE_END.search(value) else attribute


# How tall someone looks, said before the figure ("个儿不矮，得有1米81"): no value, but still about them.
_BUILD = re.compile(
    r"^(?:长得|身高|个子|个头|个儿)(?:挺|很|不|蛮|算|比较|特别|也|可)*"
    r"(?:高|矮|小|大|小小|高高|矮矮|高大|娇小|瘦小|不大)(?:的|了)?$"
)


def continues_profile_zh(clause: str) -> bool:
    """True when a clause without a subject states a profile fact of the person before ("…是我表哥，身高一米八",
    "个子挺高的，有一米八二"), or how tall they look ("个儿不矮")."""
    return bool(_BUILD.match(clause.strip()) or profile_facts_zh(clause))
