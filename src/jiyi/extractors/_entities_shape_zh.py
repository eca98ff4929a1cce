"""Profile values read by their shape in a Chinese clause about one person, whatever the wording around them.

The labelled and casual rules (`_entities_profile_zh`, `_entities_zh`, `_entities_more`) read a clause that is
nothing but a way of saying one attribute. People also say a value inside a longer clause, in an order nobody
wrote a rule for: "在深圳工作好几年了", "周末经常去钓鱼", "被外派到新加坡了", "刚满二十三", "人家可是名校博士毕业".
Most values have a shape that says what they are — a height (一米七五, 178公分), an e-mail, a mobile number, a
date near 生日 — or a place next to a word that says how the person is tied to it (老家, 人, 出生; 上班, 外派),
an education level next to 毕业 / 学历, a personality word after a degree adverb, a pastime after a habit word.
This module reads those, as the last resort before a clause is kept as a note.

A clause that speaks of the user (我, 你) or of someone else (a relation word of its own: "他女儿一米六") is not
read: the value would be theirs.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._entities_places_zh import CITIES_ZH_BY_LENGTH, REGIONS_ZH, hometown_zh, place_zh
from ._entities_profile_words_zh import AGE, DATE, EDU, EMAIL, HEIGHT, HEIGHT_KEEP, NUM, TRAIT_WORDS
from ._rules_common import CITIES

__all__ = ["MOBILE_ZH", "shaped_facts_zh"]

Fact = tuple[str, str, str]  # (attribute, label, value)

# Someone other than the person the clause is about: the user, the assistant, or one of the person's own people.
_OTHER = re.compile(
    r"[我你您咱]|(?:的|他|她|其)(?:女儿|儿子|孩子|老婆|老公|爱人|妻子|丈夫|媳妇|爸|妈|父亲|母亲|哥|姐|弟|妹)"
)

# A plan or a wish ("打算明年去深圳工作"): what it names is not so yet.
_PLAN = re.compile(r"打算|准备|计划|考虑|希望|想要|想去|梦想|将来想|以后想")

# Said of the past only ("以前在深圳上班"): where they worked then is not where they work now.
_PAST = re.compile(
    r"^(?:以前|之前|原来|原先|曾经|过去|早年|早些年|年轻时|年轻的时候|那时候?|当年|前些年|上学时|读书时)"
)

# --- height ------------------------------------------------------------------------------------------------
# A word near a figure that says it is how tall someone is (the figure alone is read when it is the whole clause).
_HEIGHT_CUE = re.compile(r"高|个子|个头|个儿|大个|身高|身材|矮|净身高|光脚")
# A length, not a height: 一米长的鱼, 1.5米的床, 一米开外
_NOT_HEIGHT_AFTER = re.compile(r"^(?:长|宽|深|远|开外|以外|之外|外|内|的(?!个子|个头|大?高个|大个|身高|样子))")
_HEIGHT_AT = re.compile(rf"(?<![\d.一二三四五六七八九十])(?P<v>{HEIGHT_KEEP}{HEIGHT}(?:出头|多)?)")

# --- age ---------------------------------------------------------------------------------------------------
# An age said with 岁; not a moment of the past ("三岁那年", "18岁的时候"), a gap ("比…大三岁") or a child's age
# ("三岁的女儿").
_AGE_AT = re.compile(rf"(?<![\d大小差])(?P<v>{AGE})(?![多半]?(?:时|的|那|起|前|以前|之前|以后|后|开始|就|左右的))")
# A bare number said as an age: "今年刚满二十三", "年满三十", "虚岁四十"
_AGE_BARE = re.compile(
    rf"(?:今年|年满|刚满|满了?|虚岁|周岁|都|已经)(?:才|都|刚|也就|就|已经|刚刚|整)?(?P<v>{NUM})(?:了|啦|哈+)?$"
)
# An age still to come: "下个月满30", "明年就40岁了", "过几天就要满18了"
_AGE_AHEAD = re.compile(
    r"(?:明年|明天|后天|下个?月|下(?:个)?(?:周|星期|礼拜)|下半年|年底|月底|过几天|过两天|再过|就要|要满|将满|即将)"
    r"[^，。！？]{0,6}$"
)

# --- places ------------------------------------------------------------------------------------------------
# a city or province, or a region people say they are from ("东北小伙", "潮汕那边的")
_PLACE_START = re.compile("|".join(sorted({*CITIES_ZH_BY_LENGTH, *REGIONS_ZH}, key=len, reverse=True)))
# How a hometown is said around a place: before it ("老家是", "出生在", "来自") or after it ("人", "出生", "口音")
_FROM_BEFORE = re.compile(
    r"(?:老家|家乡|籍贯|祖籍|故乡|娘家|出生地|出生在|出生于|生在|生于|长在|来自于?|土生土长的?|地道的|正宗的)"
    r"(?:是|在|就是|就在|为)?(?:那边的)?$"
)
_FROM_AFTER = re.compile(
    r"^(?:那边|那儿|那块)?(?:人(?![民家口员事才工力气])|的人|出生|生人|长大|出来的|土生土长|口音|土著|老乡|妹子|姑娘|小伙子?|汉子|大汉|大妞|丫头)"
)
# How a work city is said: a move there for work ("外派到", "调到", "常驻"), or a place and the work done there,
# a few words apart ("在深圳一家外企上班", "去了北京工作", "在杭州工作好几年了")
_WORK_BEFORE = re.compile(r"(?:派到|派驻|派往|调到|调去|调往|外派到?|外派去|常驻|驻扎在|驻)(?:了)?$")
_WORK_VIA = re.compile(r"(?:在|到|去|去了|来|来了|留在了?|回到了?|回)$")
_WORK_AFTER = re.compile(
    r"^(?P<mid>[^，,。]{0,12}?)(?:上班|工作|打工|任职|就职|供职|打拼|发展|闯荡|做事|干活|搬砖|坐班|分公司|总部|办公|常驻|驻扎|驻守|"
    r"生意|买卖|经商|开店|开厂|开公司)"
)
# (looking for work there is not working there: "去上海找工作了", but "在上海找到工作了" is)
_NOT_WORK_MID = re.compile(
    r"住|生活|读书|上学|念书|旅游|旅行|玩|出差|度假|开会|培训|学习|看病|探亲|找(?![到了])|面试|应聘|求职"
)

# --- education, phone, birthday ----------------------------------------------------------------------------
_EDU_AT = re.compile(rf"(?P<v>{EDU})(?:学历|毕业|文凭|学位|在读)|(?:学历|文凭|学位)(?:是|为|只有|才|就)?(?P<w>{EDU})")
#: A Chinese mobile number with any separators and an optional +86: 138 1234 5678, +86-139-3328-1106
MOBILE_ZH = r"(?:\+?86[-\s]?)?1[3-9]\d(?:[-\s]?\d{4}){2}"
_PHONE_AT = re.compile(rf"(?<![\d-])(?P<v>{MOBILE_ZH})(?![\d-])")
_BIRTH_CUE = re.compile(r"生日|出生|生的|生人|降生")

# --- personality and pastimes ------------------------------------------------------------------------------
_DEGREE = r"(?:很|特别|非常|挺|比较|超级?|有点儿?|蛮|相当|十分|太|可|真|贼|极其|格外|偏)"
_TRAITS = rf"(?:{TRAIT_WORDS})"
_TRAIT_AT = re.compile(
    rf"(?:(?:性格|个性|脾气|性子|为人|待人|做人|平时|人)(?:也|都|还|就)?{_DEGREE}?|{_DEGREE})"
    rf"(?P<v>{_TRAITS}(?:(?:又|也|而且|且|、|和|还)?(?:{_DEGREE})?{_TRAITS})*)"
    r"(?=$|的$|的人|的一个人|的性格|的脾气|性格|脾气|了$)"
)
# What people do in their free time; a clause names one after a word that says it is a habit
_ACTIVITIES = (
    "钓鱼|爬山|登山|跑步|夜跑|晨跑|长跑|马拉松|游泳|冬泳|健身|撸铁|瑜伽|普拉提|骑行|骑车|骑自行车|徒步|露营|滑雪|滑冰|"
    "溜冰|冲浪|潜水|攀岩|跳伞|滑板|轮滑|打篮球|篮球|踢足球|踢球|足球|打羽毛球|羽毛球|打乒乓球|乒乓球|打网球|网球|"
    "打排球|打高尔夫|高尔夫|台球|打台球|保龄球|下棋|下象棋|象棋|下围棋|围棋|打牌|打麻将|麻将|斗地主|唱歌|K歌|唱K|"
    "跳舞|跳广场舞|广场舞|跳街舞|拉丁舞|太极|打太极|太极拳|八段锦|摄影|拍照|拍视频|画画|绘画|油画|国画|素描|书法|练字|"
    "写毛笔字|看书|读书|阅读|看小说|看电影|追剧|看剧|看动漫|打游戏|玩游戏|打电游|旅游|旅行|自驾游|自驾|逛街|购物|"
    "烘焙|做饭|做菜|下厨|烹饪|养花|种花|养鱼|种菜|插花|园艺|弹吉他|吉他|弹钢琴|钢琴|拉小提琴|小提琴|拉二胡|二胡|"
    "吹笛子|吹萨克斯|打鼓|架子鼓|听音乐|听歌|听戏|唱戏|京剧|相声|听相声|喝茶|品茶|茶艺|泡茶|写作|写东西|写诗|集邮|"
    "收藏|玩收藏|手工|编织|织毛衣|十字绣|刺绣|陶艺|做陶艺|木工|模型|拼乐高|乐高|遛狗|撸猫|养猫|养狗|逛公园|散步|"
    "打拳|拳击|跆拳道|武术|射箭|划船|皮划艇|帆船|飞盘|剧本杀|密室逃脱|桌游|玩桌游|看展|看展览|逛博物馆|听演唱会|"
    "看球|看球赛|看比赛|刷短视频|刷抖音|直播|品酒|喝咖啡|研究美食|探店|打卡网红店"
)
_HABIT = (
    r"(?:一有空就|有空就|有空的时候|一有时间就|有时间就|没事就|没事的时候|没事儿就|闲下来就|闲了就|闲暇时|业余时间|"
    r"业余|平时|平常|周末|每到周末|一到周末|每个周末|每周末?|每天|天天|下班后|下班了|经常|常常|总|老是|"
    r"爱|喜欢|热爱|迷上了?|热衷于?|痴迷于?|沉迷于?|爱上了?|喜欢上了?|酷爱|偏爱|最爱)"
)
_HOBBY_AT = re.compile(
    rf"{_HABIT}[^，,。]{{0,6}}?(?:去|来|会|就|都|爱|喜欢)?(?P<v>(?:{_ACTIVITIES})(?:(?:和|、|跟|或者|或)(?:{_ACTIVITIES}))*)"
    r"(?:了|啦|呢|去|的)*$"
)


def shaped_facts_zh(clause: str) -> list[Fact]:
    """The profile values a Chinese clause about one person holds, read by their shape (see the module
    docstring); [] when the clause speaks of someone else or holds none."""
    c = clause.strip()
    if not c or _OTHER.search(c) or _PLAN.search(c):
        return []
    facts: list[Fact] = []
    for read in (_height, _age, _birthday, _places, _education, _contact, _trait, _hobby):
        for fact in read(c):
            if not any(a == fact[0] for a, _, _ in facts):
                facts.append(fact)
    if _PAST.match(c):
        return [f for f in facts if f[0] not in ("works_in", "employer", "job", "title")]
    return facts


# A bare figure in centimetres said with a word of height ("182的个子", "身高182", "个头才158"): no unit needed.
_HEIGHT_BARE = re.compile(
    r"(?:(?:身高|个子|个头|个儿)(?:有|才|就|差不多|大概)?(?P<a>1[5-9]\d|20\d)(?![\d年岁块元号])"
    r"|(?<![\d.])(?P<b>1[5-9]\d|20\d)(?:的)?(?:个子|个头|大个子?|大高个|身高|高个))"
)


def _height(c: str) -> Iterator[Fact]:
    bare = _HEIGHT_BARE.search(c)
    if bare:
        yield ("height", "身高", bare["a"] or bare["b"])
        return
    for m in _HEIGHT_AT.finditer(c):
        value, before, after = m["v"], c[: m.start()], c[m.end() :]
        if _NOT_HEIGHT_AFTER.match(after) or before.endswith("比"):
            continue
        number = re.search(r"\d{3}", value)
        if number and not 100 <= int(number[0]) <= 230:
            continue
        bare = re.fullmatch(r"(?:有|大概|大约|差不多|得有|足有|也就|才|只有)?", before) and re.fullmatch(
            r"(?:不到|出头|左右|上下|吧|呢|的样子|了)*", after
        )
        if bare or _HEIGHT_CUE.search(before + after):
            short = "不到" if after.startswith("不到") else ""  # "一米七不到" is 不到一米七
            yield ("height", "身高", short + value.replace(" ", ""))
            return


def _age(c: str) -> Iterator[Fact]:
    m = _AGE_AT.search(c)
    if m and _AGE_AHEAD.search(c[: m.start()]):
        return  # "下个月就满30岁": not the age they are yet, and a wrong age costs more than none
    if m and not re.search(r"(?:比|差|大|小)[^，]{0,4}$", c[: m.start()]):
        yield ("age", "年龄", m["v"])
        return
    m = _AGE_BARE.search(c)
    if m and _AGE_AHEAD.search(c[: m.start()]):
        return
    if m and 10 <= _number(m["v"]) <= 110:
        yield ("age", "年龄", m["v"] + "岁")


def _birthday(c: str) -> Iterator[Fact]:
    if not _BIRTH_CUE.search(c):
        return
    m = re.search(rf"(?P<v>{DATE})", c)
    if m and re.search(r"月.", m["v"]):  # a day of a month, not "十二月" alone
        yield ("birthday", "生日", m["v"])
        return
    m = re.search(r"(?P<v>(?:19|20)\d{2}年(?:\d{1,2}月(?:\d{1,2}[日号])?)?)(?:出生|生)", c)
    if m:
        yield ("birthday", "出生", m["v"])


def _places(c: str) -> Iterator[Fact]:
    said: set[str] = set()
    for start, end in _place_spans(c):
        place, before, after = c[start:end], c[:start], c[end:]
        if _FROM_BEFORE.search(before) or _FROM_AFTER.match(after):
            attribute = "from"
        elif _WORK_BEFORE.search(before) or (
            _WORK_VIA.search(before)
            and (w := _WORK_AFTER.match(after)) is not None
            and not _NOT_WORK_MID.search(w["mid"])
        ):
            attribute = "works_in"
        else:
            continue
        if attribute == "from" and (county := _county_after(place, after)):
            place = county  # "老家浙江乐清的，做外贸": the county said after the province is the hometown's
        if attribute == "works_in" and place in REGIONS_ZH:
            continue  # "在华东师范大学工作": a region is where one is from, never a work city
        if attribute not in said:
            said.add(attribute)
            yield (attribute, "老家" if attribute == "from" else "在…上班", place)


def _county_after(place: str, after: str) -> str:
    """`place` and a county or town said right after it that no table holds ("浙江" / "乐清的…"), when the clause
    ends there or goes on to something else; "" when none follows."""
    for n in (3, 2):
        if _COUNTY_ENDS.match(after[n:]) and hometown_zh(place + after[:n]):
            return place + after[:n]
    return ""


# What follows a hometown's last word: the clause's end, 的 or 人 ("浙江乐清的", "浙江乐清人")
_COUNTY_ENDS = re.compile(r"$|的|人|那边|[，,。！!；;\s]")


def _place_spans(c: str) -> Iterator[tuple[int, int]]:
    """Where a Chinese place is said in `c`, each as long as it goes ("山东济南", "深圳南山区")."""
    at = 0
    while at < len(c):
        m = _PLACE_START.search(c, at)
        foreign = next((w for w in _foreign_places(c, at)), None)
        if m is None and foreign is None:
            return
        start = m.start() if m is not None else len(c)
        if foreign is not None and foreign[0] < start:
            yield foreign
            at = foreign[1]
            continue
        end = next((e for e in range(min(len(c), start + 12), start + 1, -1) if place_zh(c[start:e])), 0)
        if end:
            end = end + 1 if c[end : end + 1] in ("市", "省") else end
            yield start, end
            at = end
        else:
            at = start + 1


def _foreign_places(c: str, at: int) -> Iterator[tuple[int, int]]:
    """A city or country the common list knows (新加坡, 伦敦), said in Chinese."""
    for i in range(at, len(c) - 1):
        for n in range(min(5, len(c) - i), 1, -1):
            word = c[i : i + n]
            if word in CITIES and not _PLACE_START.match(word):
                yield i, i + n
                return


def _education(c: str) -> Iterator[Fact]:
    m = _EDU_AT.search(c)
    if m:
        yield ("education", "学历", m["v"] or m["w"])


def _contact(c: str) -> Iterator[Fact]:
    if re.search(r"(?:给|打|找|问|加|联系|发给)[他她](?!们)", c):
        return  # "小刘给她打电话138…": the one reached is her, not the one the clause is about
    m = re.search(EMAIL, c)
    if m:
        yield ("email", "邮箱", m[0])
    m = _PHONE_AT.search(c)
    if m:
        yield ("phone", "电话", m["v"])


def _trait(c: str) -> Iterator[Fact]:
    m = _TRAIT_AT.search(c)
    if m:
        yield ("trait", "性格", m["v"])


def _hobby(c: str) -> Iterator[Fact]:
    m = _HOBBY_AT.search(c)
    if m:
        yield ("hobby", "爱好", m["v"])


_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def _number(said: str) -> int:
    """A number as said (35, 三十五, 二十三); -1 when it is none."""
    if said.isdigit():
        return int(said)
    if "十" not in said:
        return _DIGITS.get(said, -1) if len(said) == 1 else -1
    tens, _, ones = said.partition("十")
    return (_DIGITS.get(tens, -1) if tens else 1) * 10 + (_DIGITS.get(ones, 0) if ones else 0)
