"""Chinese statement rules: a clause whose subject is 我 / 我们 -> a typed third-person candidate.

`statement_zh` tries, in order, name, job, employer, home, family, preference and fact rules on the
clause without a leading time, then the dated rules (todo, event, plan) on the whole clause. Each rule
is a handful of anchored patterns; a clause no pattern covers produces nothing.
"""

from __future__ import annotations

import dataclasses
import re
from datetime import datetime

from .._dates_calendar import parse_number
from ._age_zh import NUM_ZH
from ._kin_zh import POINTER, REL_ALL
from ._restate_dates import date_of
from ._rules_common import IMPORTANCE, Candidate, cut_chat_tail, date_suffix, find_tools, is_place, strip_edges, when_of

__all__ = [
    "COMPOUND_SURNAME",
    "JOB",
    "MUST_ZH",
    "NAME_BAD",
    "NAME_RE",
    "RARE_SURNAMES",
    "SURNAMES",
    "cand_zh",
    "kin_in_full",
    "statement_zh",
    "to_third_person_zh",
]

#: A name: 2-4 Han characters or up to three Latin words. Group "n".
NAME_RE = r"(?P<n>[\u4e00-\u9fff]{2,4}?|[A-Za-z][A-Za-z.'\-]*(?:\s+[A-Za-z][A-Za-z.'\-]*){0,2})"
#: Words that show a "name" is not one ("我叫外卖了", "我叫什么").
NAME_BAD = re.compile(r"外卖|什么|啥|名字|了|过|车|醒|人|你|他|她|它|这|那|一下")
#: Common surnames: "我是李明" is a name, "我是新手" is not.
SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢"
    "姜崔钟谭陆汪范廖贾夏韦付邹孟熊秦邱尹薛闫段雷侯史陶贺顾毛郝龚邵严覃戴莫孔汤施牛樊葛邢乔伍庞颜倪庄聂章鲁岳"
    "翟殷詹欧耿焦俞左柳祝舒阮柯纪梅童凌毕裴霍涂苗盛翁冉骆靳柴蒙鲍喻祁蒲滕饶艾尤穆缪娄窦岑冷晏瞿佟臧闵邬卞"
    # more of the common ones; not those that open everyday words (白天, 管得, 包饺子, 游泳, 关门, 常去 …)
    "江龙黎万钱武向温康文易申甘季谷蓝屈牟农卓吉项麦褚戚景党宫卜席卫柏宗桂苟姬仇栾隋刁荣巫寇桑郎甄丛仲虞敖巩佘邝石金"
    # the rarer ones of 百家姓 and the south, whose characters open no everyday word (not 厉害, 滑雪, 茅台, 鄂尔多斯)
    "亓綦冼禹宓蔺芮郜庹鞠昝裘贲嵇钮荀羿汲邴糜隗郗钭戎韶邰屠胥莘逄郦璩扈郏阎宦庾阙殳夔厍晁訾阚乜蒯逯桓谯奚酆臧缑仉笪禚鄢麴蓟濮邗郇郄鄞眭佴虢"
)
#: The rarest of them: a word the segmenter does not know that opens with one ("芮舒窈", "禚望山") is a name.
RARE_SURNAMES = frozenset(
    "亓綦冼宓蔺芮郜庹鞠昝裘贲嵇钮荀羿汲邴糜隗郗钭戎韶邰胥莘逄郦璩扈郏阎宦庾阙殳夔厍晁訾阚乜蒯逯桓谯奚酆缑仉笪禚鄢麴蓟濮邗郇郄鄞眭佴虢覃"
)
# Two-character surnames (复姓: 欧阳娜娜, 司马光明): a name one character longer than its given name says. The one
# table every Chinese name reader takes them from.
COMPOUND_SURNAME = (
    "欧阳|司马|上官|诸葛|东方|皇甫|尉迟|公孙|慕容|令狐|司徒|夏侯|端木|长孙|宇文|独孤|南宫|西门|澹台|轩辕|钟离|"
    "呼延|百里|东郭|闻人|万俟|赫连|申屠|太史|第五"
)
JOB = (
    r"(?:工程师|程序员|程序媛|码农|开发者|开发|设计师|产品经理|项目经理|经理|总监|主管|组长|老师|教师|教授|讲师|学生|"
    r"大学生|研究生|博士生|本科生|中学生|高中生|医生|护士|律师|会计师|会计|作家|记者|编辑|研究员|科学家|分析师|"
    r"架构师|运维|测试|创业者|自由职业者|主播|厨师|司机|销售|顾问|实习生|公务员|警察|产品|运营|职员|白领|建筑师|"
    r"摄影师|翻译|画家|歌手|演员|博主|站长|店长|创始人|合伙人|咨询师|全栈|前端|后端|CEO|CTO|PM|HR)"
)
_JOB_WORD = re.compile(JOB.strip("(?:)") + r"|开发|工程|设计|算法|数据|财务|金融|投资|咨询|教育|研究")
_FIELD = r"(?:开发|产品|运营|测试|运维|前端|后端|全栈|设计|销售|翻译)"
_DOING = r"^(?:是)?(?:做|搞|干)(?P<j>[^，,]{1,14}?)(?:的)?$"
_OCCUPATION = r"^的?(?:工作|职业)是\s*(?P<j>.+)$"
_ADV = (
    r"(?:现在|目前|已经|也|还|都|就|真的|是真|真|其实|一直|本来|主要|特别|非常|很|超级|超|最|比较|挺|蛮|相当|贼|尤其|"
    r"更|太|是|平时|平常|平日|通常|一般|经常|常常|业余时间|业余){0,4}"
)
_LIFE = re.compile(
    r"面试|入职|离职|辞职|被裁|裁员|搬家|结婚|离婚|订婚|毕业|生了|住院|出院|手术|生病|分手|升职|加薪|考上|录取|offer|"
    r"买了房|买房|买了车|买车|退休|怀孕|跳槽|领证|答辩|换工作|失业|出差|旅行|旅游|回国|出国|考试"
)
_EVENT_NOUN = (
    r"(?:面试|会议|个会|考试|约会|演讲|比赛|手术|航班|婚礼|聚会|年会|答辩|体检|发布会|分享|讲座|评审|"
    r"review|demo|deadline)"
)
# "现在更喜欢 React": a taste that replaced an older one in its category.
_CHANGED_TASTE = re.compile(
    r"^(?:现在|如今|目前|最近|这些天|后来|其实)*(?:也)?(?:更|改为?|转而|反而)(?:喜欢|爱|偏爱|偏好|倾向)"
)
_LIKE = r"喜欢上了?|喜欢|爱上了?|热爱|喜爱|偏爱|偏好|偏向|偏|倾向于?|迷上了?|爱吃|爱喝|爱看|爱玩|爱听|爱"
_DISLIKE = (
    r"(?:不|不太|不怎么|一点也不|一点都不|从来不|从不|并不|真不|很不)(?:喜欢|爱吃|爱喝|爱|喜爱|吃|喝|碰|抽烟|喝酒)"
    r"|讨厌|厌恶|受不了|反感|不能吃|不能喝|吃不了|喝不了|戒了"
)
# no intention in it: one not taken ("还没决定看哪一部", "不打算"), a 会 that is part of a word ("学会了", "开会",
# "约会", "机会") or of something done already ("今天会了"), what one goes to do now ("我现在要去练习吉他了")
_NO_PLAN = re.compile(
    r"(?:没有?|不|未|别)(?:打算|计划|准备|决定|想|要|会|将)|[学体领误理开约聚机社协宴舞庙]会.?|会了$|(?:现在|马上|这就)(?:就)?(?:要|得|准备)"
)
# a marriage begun or ended: a date of its own ("我下周六结婚"), and something 我们 do as a household
_MARRYING = r"结婚|离婚|订婚|领证|办?婚礼"
_WEDDING = rf"(?:{_MARRYING})$"
# how often the user does what they do: "一般会去爬山", "经常加班", "总是迟到"
_USUALLY = r"一般|通常|经常|常常|总是|老是|偶尔|有时候?|基本上|常(?=[去来在跟和会到带约](?!的))"
# after a time that comes round again, 都 says how often too ("周末都会去游泳"); alone it is everyone ("我们都会去")
_EVERY_TIME = rf"{_USUALLY}|都会|都(?=要|去|在|跟|和|带|回|约)"
# how often, as a habit opens ("每天早上跑步", "每个周末去爬山", "平时不喝酒"); also how much one takes (`_rules_zh`)
# a day or season that comes round again, said as such: "每周六", "每个礼拜三", "每逢周五", "每到冬天", "一到周末就"
_RECURRING = (
    r"每个?(?:周|星期|礼拜)[一二三四五六日天末]?|每个?月|每年|每逢[^，,。]{1,4}?(?=[我都就会总])|每到[^，,。]{1,4}?(?=[我都就会总])|"
    r"一到(?:周末|(?:周|星期|礼拜)[一二三四五六日天]|假期|节假日|放假|寒暑假|冬天|夏天|春天|秋天|晚上|下雨天|月底|年底)就"
)
HOW_OFTEN = rf"每天早上|每天晚上|每天|{_RECURRING}|每晚|{_USUALLY}|平时|平常|平日"
_HABIT_ZH = re.compile(r"有时候?|偶尔|经常|常常|通常|一般|总是|老是|每|(?<!非)(?<!正)常(?=[去来在跟和会到带约])")
# what one does next within the hour, no plan to keep: "准备去吃晚饭了", "要去睡了", "去洗澡"
_TRIVIAL_PLAN = re.compile(
    r"^(?:知道|问|看看|了解|请教|说|聊|谈|想想|确认|听听|试试|"
    r"去?(?:吃(?:早|午|晚)?饭|吃(?:早|午|晚)餐|吃夜宵|睡了|睡觉|休息|洗澡|洗漱|下线)(?:了|啦|咯)?(?:[，,。]|$))"
)


# "我舅妈" / "我那同事" / "我一个同事" say whose: "用户的舅妈", "用户的同事", "用户的一个同事"; "我那个在上海工作的
# 表姐" drops the pointer: "用户在上海工作的表姐".
_MY_TIE = re.compile(rf"(?:我们|咱们|我){POINTER}?(?=(?:一个|一位)?{REL_ALL})")  # "我们表舅" is 用户的表舅 too
_MY_THAT = re.compile(rf"我{POINTER}(?=[^，。；！？,.;!?]{{1,12}}?的{REL_ALL})")


# "我妈说…" is said of one's own mother, but "用户的妈说…" reads as clipped: the one-character kin word is said in
# full after 用户的 ("用户的妈妈说…"), unless it opens a longer one ("用户的姐夫", "用户的弟媳", "用户的妹妹").
_ONE_CHAR_KIN = re.compile(r"用户的([妈爸哥姐弟妹])(?![妈爸哥姐弟妹夫媳妻们])")


# 自我 is a word ("超越自我", "自我介绍"), not 自 + 我 ("来自我的家乡", "来自我家")
_SELF_WORD = re.compile(
    r"(?<!来)自我(?=介绍|感觉|意识|价值|提升|实现|管理|怀疑|否定|调节|反省|保护|批评|安慰|认同|中心|约束|成长|突破|[了吧啊呢嘛]|[，。！？,.!?；;]|$)"
)


def to_third_person_zh(text: str) -> str:
    """我 -> 用户 (我们 and 我俩 stay: "用户们" would read worse than the original)."""
    text = _MY_THAT.sub("我", _MY_TIE.sub("用户的", text))
    text = re.sub(r"我(?![们俩])", lambda m: m[0] if _SELF_WORD.match(text, m.start() - 1) else "用户", text)
    return _own_after_subject(kin_in_full(text))


# "用户陪用户的爸爸去爬山了": once the user is the clause's subject, what is theirs is said as Chinese says it
# ("用户陪爸爸去爬山了", "用户把自己的车卖了"); a "用户的" that opens the clause is whose, and stays.
_OWN_AFTER_SUBJECT = re.compile(r"(?<=用户)(?!的)(?P<between>[^，。；！？,.;!?\n]*?)用户的(?P<rel>" + REL_ALL + ")?")


def _own_after_subject(text: str) -> str:
    while (m := _OWN_AFTER_SUBJECT.search(text)) is not None:
        text = f"{text[: m.start()]}{m['between']}{m['rel'] or '自己的'}{text[m.end() :]}"
    return text


# "周敏 我表姐今年32岁": the name said before the tie goes after it, as the memory says who she is first
# ("周敏是用户的表姐" says who she is already: a name never ends on the verb before the tie, nor is a weekday:
# "周六带用户的儿子…")
_NAME_THEN_TIE = re.compile(
    rf"(?:^|(?<=[，。；！？,.;!?]))(?!周[一二三四五六日末])(?P<n>[\u4e00-\u9fff]{{2,3}})(?<![是为叫和跟与同说找给让当带陪请帮送接看])"
    rf"用户的(?P<r>{REL_ALL})"
)


def kin_in_full(text: str) -> str:
    """ "用户的妈" -> "用户的妈妈" (`_ONE_CHAR_KIN`); "周敏用户的表姐…" -> "用户的表姐周敏…" (`_NAME_THEN_TIE`)."""
    text = _NAME_THEN_TIE.sub(
        lambda m: f"用户的{m['r']}{m['n']}" if m["n"][0] in SURNAMES and not NAME_BAD.search(m["n"]) else m[0], text
    )
    return _ONE_CHAR_KIN.sub(lambda m: f"用户的{m[1] * 2}", text)


_HAN_LATIN = re.compile(r"(?<=[\u4e00-\u9fff])(?=[A-Za-z])|(?<=[A-Za-z0-9])(?=[\u4e00-\u9fff])")


def _respace(text: str, source: str) -> str:
    """Put back a space a rule's capture swallowed ("我换到 B 公司" -> "用户在 B 公司工作"), but only where
    the user's own text had no Han and Latin written together ("京A12345" stays as it is)."""

    def fix(m: re.Match[str]) -> str:
        i = m.start()
        pair = text[max(0, i - 1) : i + 1]
        return "" if pair in source else " "

    return _HAN_LATIN.sub(fix, text)


def cand_zh(
    kind: str,
    content: str,
    label: str,
    source: str,
    *,
    importance: float | None = None,
    confidence: float = 0.9,
    due_at: datetime | None = None,
    replace: tuple[str, str] | None = None,
    forget: str | None = None,
    correction: bool = False,
) -> Candidate:
    """A Chinese candidate: trimmed of chat tails (哈哈, emoji), without a closing 了 on static facts, spaced as
    the user spaced terms."""
    text = (cut_chat_tail(content, "zh") if kind != "manual" else content).strip(" \t\n，,。；;")
    if kind in ("personal", "preference", "fact", "person"):
        text = re.sub(r"(?<!为)\s*了$", "", text)  # "用户决定用 FastAPI 了" reads better without 了
    text = _respace(text, source)
    return Candidate(
        type=kind,
        content=text,
        label=label,
        language="zh",
        importance=IMPORTANCE.get(kind, 0.7) if importance is None else importance,
        confidence=confidence,
        due_at=due_at,
        replace=replace,
        forget=forget,
        correction=correction,
        source=source,
    )


# (a trip for fun is the household's or friends' too, never the team's: "我们下周去三亚玩", "我们周末去爬山")
_HOUSEHOLD_WORDS = re.compile(
    rf"{_MARRYING}|蜜月|[二三]胎|要(?:个)?孩子|生孩子|备孕|怀孕|买房|装修|"
    r"玩|旅游|旅行|度假|转转|逛逛|自驾|露营|爬山|徒步|野餐|看海|泡温泉|滑雪|带(?:娃|孩子|小孩|儿子|女儿)|遛娃|回老家"
)


def statement_zh(c: str, b: str, we: bool, now: datetime) -> list[Candidate]:
    """Candidates of clause `c` whose subject (我 / 我们, `we`) is followed by `b`."""
    # "我们下个月结婚", "我们打算明年要二胎": the user's own household, not their team
    who = "用户的团队" if we and not _HOUSEHOLD_WORDS.search(b) else "用户"
    if we and re.match(r"^的?(?:公司|部门|单位|学校|团队|小组|项目组|家(?!人|里人)|小区|班级|班|组|村|实验室)", b):
        # "我们公司的年会…" / "我们团队上个月…": the user's company or team, never "用户的团队公司" / "用户的团队团队"
        who, b = "用户的", b.lstrip("的")
    # Static facts ignore a leading time ("这周一开始在星环数据上班") and a closing 了 ("我换到 B 公司了").
    when = when_of(b, now)
    core = strip_edges(b[when.span[1] :]) if when is not None and when.span[0] == 0 else b
    core = strip_edges(re.sub(r"(?<!为)了$", "", core))
    said_when = b[when.span[0] : when.span[1]] if when is not None else ""
    # 周末 / 周日 / 周六晚上 come round; 下周六, 上周日, 5号 are one day
    again = not re.search(r"[这下本今明昨后去前]|(?<![早晚])上|\d|号|(?<![周期拜])日(?!常)|月", said_when)
    if (
        when is not None
        and when.span[0] == 0
        and again
        and re.match(rf"^(?:{_EVERY_TIME})(?!般).", core)
        and "你" not in core
    ):
        # "我周末一般会去爬山": a time that comes round again and what the user usually does then is a habit, said
        # whole (not this weekend's plan, not "用户一般会去爬山" without the weekend).
        return [cand_zh("preference", to_third_person_zh(who + b), "习惯", c, confidence=0.75)]
    if when is not None and when.span[0] == 0 and when.when.date() > now.date() and re.match(_WEDDING, core):
        return _dated(c, b, who, now)  # "我下周六结婚": the day of the wedding, not a marital status
    if core:
        for rule in (_name, _job, _employer, _home, _family, _preference, _fact):
            found = rule(c, core, who, we)
            if found:
                return [_since(x, now) for x in found]
    return _dated(c, b, who, now)


# "吃素五年了", "乳糖不耐受十年了": how long it has been so, said last; the year it began stays true as time passes
_FOR_YEARS = re.compile(rf"(?P<y>{NUM_ZH})年(?P<more>多)?(?:了|啦)?$")


def _since(x: Candidate, now: datetime) -> Candidate:
    """`x` with the year a state said to have lasted N years began ("用户吃素五年了（自2021年起）")."""
    m = _FOR_YEARS.search(x.content)
    n = parse_number(m["y"]) if m else None
    if m is None or n is None or not 0 < n < 80:
        return x
    body = x.content if x.content.endswith(("了", "啦")) else x.content + "了"
    return dataclasses.replace(x, content=f"{body}（{'约自' if m['more'] else '自'}{now.year - n}年起）")


def _name(c: str, b: str, who: str, we: bool) -> list[Candidate]:
    if we:
        return []
    m = re.match(rf"^(?:的?(?P<k>名字|全名|中文名|英文名)(?:是|叫)|叫(?!了))\s*{NAME_RE}(?:就行|就好|就可以)?$", b)
    if m is None:
        m = re.match(r"^是\s*(?P<n>[\u4e00-\u9fff]{2,3}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)$", b)
        if m is None or (m.group("n")[0] not in SURNAMES and not m.group("n")[0].isascii()):
            return []
        if re.search(JOB + "$", m.group("n")):
            return []
    n = m.group("n").strip()
    if NAME_BAD.search(n):
        return []
    if m.groupdict().get("k") == "英文名":
        return [cand_zh("personal", f"用户的英文名是{n}", "姓名", c, importance=0.9)]
    return [cand_zh("personal", f"用户叫{n}", "姓名", c, importance=0.9)]


def _place(x: str, verb: str, c: str) -> Candidate | None:
    x = strip_edges(x)
    if not x or re.fullmatch(r"家|家里|这|这里|那|那里|外面|公司|单位|办公室|网上|路上|床上|学校里|楼下|附近", x):
        return None
    if is_place(x):
        return cand_zh("personal", f"用户在{x}工作", "工作城市", c)
    return cand_zh("personal", f"用户在{x}{verb}", "工作单位", c)


def _job(c: str, b: str, who: str, we: bool) -> list[Candidate]:
    if we:
        return []
    m = re.match(rf"^{_ADV}在\s*(?P<x>[^，,]{{1,16}}?)\s*(?P<v>做|当|担任|干)\s*(?P<j>[^，,]{{1,14}})$", b)
    if m and _JOB_WORD.search(m.group("j")):
        out = [_job_content(m.group("j"), c)]
        place = _place(m.group("x"), "工作", c)
        return out + ([place] if place else [])
    m = re.match(rf"^{_ADV}(?:是|当)(?:一名|一个|一位|个|名|位)?\s*(?P<j>[^，,]{{0,14}}?{JOB})$", b)
    if m and not re.search(r"你|他|她", m.group("j")):
        return [_job_content(m.group("j"), c)]
    m = re.match(_DOING, b) or re.match(_OCCUPATION, b)
    if m and _JOB_WORD.search(m.group("j")) and not re.search(r"了|饭|梦|你", m.group("j")):
        return [_job_content(m.group("j"), c)]
    return []


def _job_content(j: str, c: str) -> Candidate:
    """ "用户是后端工程师" for a person noun, "用户做后端开发" for a field of work."""
    j = strip_edges(j)
    if re.match(r"^(?:做|搞|干)", j):
        return cand_zh("personal", f"用户{j}", "职业", c)
    if re.search(JOB + "$", j) and not re.search(_FIELD + "$", j):
        return cand_zh("personal", f"用户是{j}", "职业", c)
    return cand_zh("personal", f"用户做{j}", "职业", c)


_ORG = re.compile(
    r"(?:公司|集团|科技|银行|大学|学院|学校|医院|研究所|研究院|工作室|团队|厂|局|数据|网络|[A-Za-z]{2,})$"
)


def _employer(c: str, b: str, who: str, we: bool) -> list[Candidate]:
    if we:
        return []
    m = re.match(
        rf"^{_ADV}(?:开始|刚开始)?(?:在|于)\s*(?P<x>[^，,]{{1,20}}?)\s*(?P<v>工作|上班|任职|实习|打工|供职)$", b
    )
    if m:
        place = _place(m.group("x"), "实习" if m.group("v") == "实习" else "工作", c)
        return [place] if place else []
    m = re.match(
        rf"^{_ADV}(?P<v>换到|跳槽到|跳到|入职了?|加入了?|去了|进了|来到)了?\s*(?P<x>[^，,]{{1,20}}?)(?:工作|上班)?$", b
    )
    strong = m is not None and m.group("v").startswith(("跳槽", "入职", "加入"))
    if m and (_ORG.search(m.group("x")) or strong) and not is_place(m.group("x")):
        return [cand_zh("personal", f"用户在{strip_edges(m.group('x'))}工作", "工作单位", c)]
    return []


def _home(c: str, b: str, who: str, we: bool) -> list[Candidate]:
    m = re.match(rf"^{_ADV}(?:住在|住|家在|在)\s*(?P<x>[^，,]{{1,20}}?)(?:住|生活)?$", b)
    if m and (b.startswith(("住", "家在")) or re.search(r"(?:住|生活)$", b)) and not we:
        return [cand_zh("personal", f"用户住在{strip_edges(m.group('x'))}", "居住地", c)]
    m = re.match(rf"^{_ADV}(?:搬到|搬去|搬家到)了?\s*(?P<x>[^，,]{{1,20}})$", b)
    if m and not we:
        return [cand_zh("personal", f"用户住在{strip_edges(m.group('x'))}", "居住地", c)]
    m = re.match(r"^是(?P<x>[\u4e00-\u9fff]{2,5})人$", b)
    if m and not we and is_place(m.group("x")):
        return [cand_zh("personal", f"用户是{m.group('x')}人", "家乡", c)]
    m = re.match(r"^(?P<v>来自|老家(?:是|在))(?P<x>.{1,20})$", b)
    if m and not we:
        return [cand_zh("personal", f"用户{m.group('v')}{strip_edges(m.group('x'))}", "家乡", c)]
    return []


def _family(c: str, b: str, who: str, we: bool) -> list[Candidate]:
    if we:
        return []
    m = re.match(r"^(?:家)?(?:的)?(?P<k>猫咪|狗狗|猫|狗)(?:的名字)?叫\s*" + NAME_RE + "$", b)
    if m and not NAME_BAD.search(m.group("n")):
        return [cand_zh("personal", f"用户的{m.group('k')}叫{m.group('n')}", "宠物", c)]
    # "家里新养了只猫叫年糕", "我刚领养了一只小狗叫豆豆": the pet and its name in one breath
    m = re.match(
        r"^(?:家里?)?(?:新|刚|最近|前几天|上周)?(?:养了|领养了|收养了|捡了|抱了|买了)(?:一)?(?:只|条)"
        r"(?P<k>[\u4e00-\u9fff]{0,3}?(?:猫|狗|兔子|仓鼠|鹦鹉|乌龟))(?:叫做?|名叫|名字叫)\s*" + NAME_RE + "$",
        b,
    )
    if m and not NAME_BAD.search(m.group("n")):
        return [cand_zh("personal", f"{who}养了一只{m.group('k')}，叫{m.group('n')}", "宠物", c)]
    if re.match(
        r"^(?:家里?)?(?:养了|有)(?:[一两二三四五\d]+)?(?:只|条|个)?[\u4e00-\u9fff]{0,3}(?:猫|狗|兔子|仓鼠|鹦鹉|乌龟)$",
        b,
    ):
        return [cand_zh("personal", who + b, "宠物", c)]
    if re.match(r"^有(?:[一两二三四五\d]+)(?:个|位)(?:孩子|儿子|女儿|哥哥|姐姐|弟弟|妹妹)$", b):
        return [cand_zh("personal", who + b, "家庭", c)]
    m = re.match(r"^(?:已经)?(?:(?P<v>结婚|离婚|订婚)了?|单身|是独生子女)$", b)
    if m:  # "我结婚了" (its 了 read off as a static fact's): 用户已婚, not "用户结婚"
        said = {"结婚": "已婚", "离婚": "已离婚", "订婚": "已订婚"}.get(m["v"] or "", b)
        return [cand_zh("personal", who + said, "婚恋状况", c)]
    if re.match(r"^(?:今年)?[\d一二三四五六七八九十]{1,3}岁(?:了)?$", b) or re.match(r"^的?生日是.{2,12}$", b):
        return [cand_zh("personal", who + b, "年龄/生日", c)]
    # "我是95年的", "我1995年出生", "我出生于九五年": the year of birth, said in the user's own digits
    m = re.match(
        r"^(?:是|出生于|生于)?(?P<y>(?:19|20)\d{2}|\d{2}|[零〇一二三四五六七八九]{2}|[一二][零〇一二三四五六七八九]{3})年"
        r"(?:出生|生)?(?:的)?(?:人)?$",
        b,
    )
    if m and (b.startswith(("出生于", "生于")) or re.search(r"(?:出生|生|的|人)$", b)):
        return [cand_zh("personal", f"{who}是{m['y']}年出生的", "年龄/生日", c)]
    m = re.match(r"^(?:是)?(?P<y>\d0|\d5|[零〇一二三四五六七八九][零〇五])后$", b)  # "我是95后": the generation
    if m:
        return [cand_zh("personal", f"{who}是{m['y']}后", "年龄/生日", c)]
    m = re.match(r"^属(?P<z>[鼠牛虎兔龙蛇马羊猴鸡狗猪])(?:的)?$", b)  # "属猪": the zodiac year
    if m:
        return [cand_zh("personal", f"{who}属{m['z']}", "年龄/生日", c)]
    # "我今年三十五", "我都35了": an age said without 岁 (今年, 都 or a closing 了 says so), with 岁 in the memory
    m = re.match(r"^(?:今年|都|已经)?(?P<n>[1-9]\d|[二三四五六七八九]十[一二三四五六七八九]?)$", b)
    if m and not we and re.search(r"今年|[都已]经?[\d二三四五六七八九]|了$", c):
        said = f"{who}今年{m['n']}岁"  # (岁 is the memory's, not the user's: no space to put back before it)
        return [dataclasses.replace(cand_zh("personal", said, "年龄/生日", c), content=said)]
    return []


def _preference(c: str, b: str, who: str, we: bool) -> list[Candidate]:
    m = re.match(r"^" + _ADV + r"对\s*(?P<o>.{1,20}?)过敏$", b)
    if m:
        return [cand_zh("personal", f"{who}对{m.group('o')}过敏", "过敏", c)]
    # what the user eats by ("我是素食者", "我吃素", "我乳糖不耐受"): a diet of theirs, like an allergy
    # (for how long is kept, and since when: "我吃素五年了" -> "用户吃素五年了（自2021年起）")
    m = re.match(
        rf"^{_ADV}(?P<o>素食者|素食主义者|吃素的|吃素|纯素食?者|乳糖不耐受?|麸质不耐受)的?"
        rf"(?:(?:已经|都|快|有)?(?P<y>{NUM_ZH}|[\d一二两三四五六七八九十几]+)年(?P<more>多)?(?:了|啦)?)?$",
        b,
    )
    said_is = m is not None and re.search(rf"是(?:一个|个|一名)?{m['o']}", b) is not None
    if m and (said_is or not m["o"].endswith(("者", "的"))):
        years = f"{m['y']}年{m['more'] or ''}" if m["y"] else ""
        return [cand_zh("personal", f"{who}{'是' if said_is else ''}{m['o']}{years}", "饮食", c)]
    m = re.match(rf"^(?P<ctx>写代码|编程|写程序|做事|穿衣|说话|工作|饮食)?{_ADV}(?P<v>{_LIKE})\s*(?P<o>.{{1,30}})$", b)
    neg = re.match(rf"^{_ADV}(?P<v>{_DISLIKE})\s*(?P<o>.{{0,30}})$", b)
    if m and m.group("v") in ("偏", "偏向") and not re.search(r"风格|口味|方式|写法", m.group("o")):
        m = None
    for hit, label in ((m, "喜好"), (neg, "不喜欢")):
        if hit is None:
            continue
        o = strip_edges(hit.group("o"))
        v = re.sub(r"(?<=上)了$", "", hit.group("v"))
        if re.match(r"^(?:你|它|这|那|死|了)", o) or "你" in o:
            return []
        if not o and not v.endswith(("抽烟", "喝酒")):
            return []
        if v.endswith(("吃", "喝", "碰")) and re.fullmatch(r"饭|早饭|午饭|晚饭|东西|了", o):
            return []
        ctx = hit.groupdict().get("ctx") or ""
        if label == "喜好" and _CHANGED_TASTE.search(b):
            label = "喜好变更"  # "现在更喜欢 React": the new choice replaces the old one in its category
        return [cand_zh("preference", f"{who}{ctx}{v}{o}", label, c)]
    m = re.match(
        rf"^(?P<a>{HOW_OFTEN}|习惯|向来|从来不|从不)"
        r"(?P<o>.{2,30})$",
        b,
    )
    # (what the user usually works with is a tool, read by `_fact`: "我一般用 Vim 写代码")
    if m and not re.search(r"觉得|知道|懂|想|问|你", m.group("o")) and not re.match(r"(?:会)?(?:用|使用|在用)", m["o"]):
        return [cand_zh("preference", to_third_person_zh(who + b), "习惯", c, confidence=0.75)]  # "…看我奶奶"
    return []


def _fact(c: str, b: str, who: str, we: bool) -> list[Candidate]:
    owner = re.match(r"^的?(?P<p>项目|后端|前端|数据库|公司|团队|服务)", b)
    # "我们团队决定…" is the team's decision: "用户的团队", never "用户的团队的团队".
    who2 = f"{'用户' if we else who}的{owner.group('p')}" if owner else who
    rest = b[owner.end() :] if owner else b
    decide = r"(?:最终|最后|还是)?(?:决定|选择了?|选了|定了|敲定了?)"
    m = re.match(rf"^{_ADV}{decide}(?P<u>用|使用|采用|上)?\s*(?P<o>.{{1,40}})$", rest)
    if m:
        tech = bool(m.group("u") or find_tools(m.group("o")) or re.search(r"[A-Za-z]", m.group("o")))
        return [cand_zh("fact" if tech else "plan", who2 + rest, "技术决定" if tech else "决定", c)]
    switch = r"换成|换到|改用|切换到|切到|迁移到|迁到|转到|换用|转用"
    m = re.match(rf"^{_ADV}(?:从\s*(?P<f>[^，,]{{1,20}}?)\s*)?(?:{switch})了?\s*(?P<o>.{{1,30}})$", rest)
    if m and find_tools(m.group("o")):
        f = m.group("f")
        repl = (strip_edges(f), strip_edges(m.group("o"))) if f else None
        return [cand_zh("fact", f"{who2}改用{strip_edges(m.group('o'))}", "技术栈变更", c, replace=repl)]
    m = re.match(r"^" + _ADV + r"(?:平时|一般|常|习惯)?(?P<v>用的是|在用|使用|采用|基于|用|写)\s*(?P<o>.{1,40})$", rest)
    if (
        m
        and (find_tools(m.group("o")) or re.search(r"[A-Za-z]{2,}", m.group("o")))
        and not re.search(r"你|了吗", m.group("o"))
    ):
        return [cand_zh("fact", who2 + rest, "技术栈", c)]
    m = re.match(r"^" + _ADV + r"(?:正在|在|最近在|业余在|业余)(?:做|开发|搞|写)\s*(?P<o>.{2,40})$", rest)
    if m and re.search(
        r"项目|系统|网站|[Aa]pp|应用|产品|工具|平台|小程序|游戏|服务|project|库|框架|插件|机器人|助手", m.group("o")
    ):
        return [cand_zh("fact", who2 + rest, "项目", c)]
    m = re.match(r"^" + _ADV + r"(?:正在|在|最近在|开始)学(?:习)?\s*(?P<o>[^，,]{1,20})$", rest)
    if m and not re.match(r"^(?:会|习$|着)", m.group("o")):
        return [cand_zh("fact", who2 + rest, "在学", c)]
    m = re.match(r"^" + _ADV + r"(?:擅长|精通|熟悉)\s*(?P<o>[^，,]{1,20})$", rest)
    if m:
        return [cand_zh("fact", who2 + rest, "技能", c)]
    return []


# "得" of having to, not of 记得 / 觉得 / 值得 ("我记得年会是12月21日" recalls a date; nothing is to be done)
# (nor the 得 after a verb of how it went: "过得还不错", "吃得很饱", "变得")
MUST_ZH = r"(?<![记觉值懂晓显获取难舍使免见过吃睡玩做说跑变长写考学干活])得|必须|需要|一定要|务必"


# What one has to get done by a day, not go and enjoy: hand in, pay, renew, file, sign up, book.
_DUTY_ZH = (
    r"(?:交|缴|付|提交|续签|续费|办理|办(?![公事])|寄|报名|预约|签(?!名)|填|还(?:钱|款|书|信用卡|贷款|房贷|车贷)|"
    r"发给|回复)"
)


def _dated(c: str, b: str, who: str, now: datetime) -> list[Candidate]:
    """Todos, events and plans: what the user will do, must do, or what happened to them."""
    if re.search(r"你|([\u4e00-\u9fff])不\1", b):  # "我明天去不去呢": asked, not said
        return []
    when = when_of(b, now)
    if when is not None and re.search(r"小时|分钟|钟头", when.text):
        return []  # "我过两个小时再来" is not worth remembering
    if when is not None and (told := date_of(b, now)) is not None and told.when < when.when:
        when = told  # "三月份去参加了一个婚礼" (said in November): the March gone, as a telling of it is
    future = when is not None and when.when.date() >= now.date()
    suffix = date_suffix(when, "zh")
    said = to_third_person_zh(who + b) if who == "用户" else who + b  # "…一个我一直想去的地方": the user's too
    due = when.when if when is not None and future else None
    if when is not None and future:
        # A dated obligation is a todo: "我周五之前要交报告", "我明天必须交房租".
        around = b[when.span[1] :] + b[: when.span[0]]
        deadline = re.search(rf"{MUST_ZH}|之前|以前|前(?!端|台|面|天)|截止", around)
        if deadline and re.search(rf"{MUST_ZH}|要", b):
            return [cand_zh("todo", said + suffix, "待办", c, due_at=due)]
        # A duty with a day is a todo too, deadline word or not: "周五要交报告", "下周一得还信用卡" (a trip or a
        # show on a day, "下周三要去上海看演唱会", stays a plan).
        if re.search(rf"(?:{MUST_ZH}|要)(?:去)?{_DUTY_ZH}", b):
            return [cand_zh("todo", said + suffix, "待办", c, due_at=due)]
    if re.search(r"^.{0,10}?(?:有个|有一个|有场|有一场|有|要参加|参加).{0,10}?" + _EVENT_NOUN, b, re.IGNORECASE):
        return [cand_zh("event", said + suffix, "事件", c, due_at=due)]
    if (
        _LIFE.search(b)
        and (re.search(r"了|过", b) or (when is not None and not future))
        and not re.search(r"要|想|打算|准备|计划", b)
    ):
        return [cand_zh("event", said + suffix, "事件", c)]
    if _LIFE.search(b) and when is not None and future and not re.search(r"不|没|想|如果|吗", b):
        return [cand_zh("plan", said + suffix, "计划", c, due_at=due)]  # "我下周六结婚", "我下个月入职阿里"
    # a bare 去 / 带 / 回 after a day to come is a trip planned as surely as 要去 ("我明天去医院复查",
    # "下个月带爸妈去云南")
    verbs = (
        r"打算|计划|准备|决定|想要去|想去|想学|想换|想转|将要|立志|目标是|要去|要(?!求)|会|想|将|去|带|"
        r"回(?![了过来答复忆想头应])"
    )
    m = re.match(rf"^(?P<t>.{{0,10}}?)(?P<v>{verbs})(?P<o>.{{1,40}})$", b)
    # an intention after 了 is inside what was done ("今天去了一个我一直想去的地方"); a habit is no plan
    # ("有时周末会去")
    intends = m is not None and "了" not in m["t"] and not _HABIT_ZH.search(m["t"] + m["v"])
    if m and intends and not _TRIVIAL_PLAN.match(m.group("o")) and not _NO_PLAN.search(m["t"] + m["v"] + m["o"][:1]):
        strong = m.group("v") not in ("要", "会", "想", "将", "去", "带", "回")
        # a bare 去 / 带 / 回 said as done is no plan, whatever day it says ("周末带娃去了趟动物园": last weekend)
        done = not strong and re.search(r"(?<![为除])了(?!解)|过(?=了|一次|一趟)", m["o"]) is not None
        if (strong or future) and not done:
            return [cand_zh("plan", said + suffix, "计划", c, due_at=due)]
    return []
