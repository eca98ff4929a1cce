"""The Chinese clause shapes of the entity mention extractor (`_entities_zh`) and its core predicate reader.

The patterns a clause's subject is read by (a place near the user's home, a pet's name, a reply's filler, a clause
that continues the one before), people named in passing inside a clause, a 他 / 她 that points at the one relation
said before, and `known_fact`: what the core predicate table (`_entities_zh_table.FACTS`) reads of a clause.
"""

from __future__ import annotations

import re

from .._entity_models import EntityKind
from .._entity_words import PET_WORDS_ZH, is_pet
from ._age_zh import AGE_ZH, NUM_ZH, with_sui
from ._chat_fillers import OPENERS_ZH
from ._entities import Draft, Sentence
from ._entities_entered_zh import entered_as_zh
from ._entities_more import more_fact_zh
from ._entities_profile_words_zh import EDU
from ._entities_profile_zh import born_place, continues_profile_zh, retitle_zh
from ._entities_shape_zh import shaped_facts_zh
from ._entities_workplace_zh import workplace_zh
from ._entities_zh_name_shape import name_ok
from ._entities_zh_names import FULL, LATIN, MOD, MY, NICK, lead_name, relation_as_said, relation_before
from ._entities_zh_table import FACTS, NOT_HOMETOWN, TRAITS_NOT, studying_zh
from ._kin_zh import REL_ALL
from ._referents import relation_gender
from ._rules_common import is_place
from ._rules_zh_facts import RARE_SURNAMES

__all__ = [
    "ADV",
    "ALIAS",
    "ANTECEDENT",
    "CALLED",
    "FILLER",
    "HAS",
    "HAS_ONE",
    "NAME_ADV",
    "NAME_IS",
    "PET_IS",
    "PLACE",
    "PRONOUN",
    "RELATION_IS",
    "STALLED",
    "add_fact_zh",
    "continues_clause",
    "furthest_zh",
    "gendered_subject",
    "known_fact",
    "named_objects",
    "open_relation_before",
    "org_role_zh",
    "relation_kind",
    "states_fact",
    "unaside_zh",
]

_relation = relation_as_said
PLACE = re.compile(
    rf"^{MY}?(?P<rel>(?:公司|家|学校|小区|单位|宿舍)?(?:楼下|附近|对面|旁边|门口|隔壁|楼上|边上)"
    r"(?:的|那家|那个|新开的|一家|有家|有一家|那)*(?P<what>[\u4e00-\u9fff]{0,4}?(?:咖啡店|咖啡馆|餐厅|饭店|饭馆|面馆|"
    r"超市|健身房|书店|医院|药店|面包店|便利店|理发店|奶茶店|火锅店|银行|公园|菜市场|店|馆)))(?P<rest>.*)$"
)
PRONOUN = re.compile(r"^(?:她|他)(?![们])")
# Something earlier in the message a 她 / 他 may point to (see `Sentence.pronoun_draft`).
ANTECEDENT = re.compile(rf"{REL_ALL}|{NICK}|[A-Za-z]{{2,}}|人")
ALIAS = re.compile(
    r"^(?:大家|我们|朋友们|同事们|别人|家里人|他们|她们)?(?:都|也)?(?:叫|喊|管|称)(?:他|她)(?:叫|为|作)?\s*(?P<a>\S{1,8})$"
    # "我同事王建华，外号老华，是上海人": the name they go by, said aside; what follows is still theirs
    r"|^(?:外号|绰号|小名|乳名|昵称|英文名)(?:叫做?|是)?\s*(?P<b>[\u4e00-\u9fffA-Za-z]{1,8})$"
)
CALLED = re.compile(
    rf"^(?:大家|大家伙儿?|大伙儿?|我们|朋友们|同事们|别人|家里人|身边的人)?(?:平时|一般)?(?:都|也)?(?:叫|喊|管|称呼?)"
    rf"(?P<n>{NICK}|{FULL}|{LATIN})(?<![叫为作])"  # "管王明叫小王": 王明, not 王明叫
    r"(?:[“\"「](?P<a>[^”\"」]{1,8})[”\"」]?|(?:叫|为|作)(?P<b>[^，。\s]{1,8})"
    rf"|(?P<c>{NICK}))$"
)
HAS = re.compile(
    rf"^我?(?:有|养了?)(?:一个|个|一位|位|一只|只|一条|条)?(?P<mod>{MOD})(?P<rel>{REL_ALL})[，,\s]*(?:叫做|叫|名叫|名字叫)(?P<n>[^，。\s]{{1,8}})$"
)
HAS_ONE = re.compile(rf"^我(?:有|养了?)(?:一个|个|一位|位|一只|只|一条|条)(?P<mod>{MOD})(?P<rel>{REL_ALL})$")
_PET_WORD = "(?:" + "|".join(sorted(PET_WORDS_ZH, key=len, reverse=True)) + ")"
# "团团是我家的鹦鹉": a pet's name and its species
PET_IS = re.compile(
    rf"^(?P<name>[\u4e00-\u9fff]{{1,3}}|{LATIN})是我(?:们)?家(?:的|养的)?(?P<rel>{_PET_WORD})"
    r"(?P<rest>.*)$"
)
# "就是我徒弟", "也就是我领导", "就我徒弟": the tie said again after a name, as "是我徒弟" is
RELATION_IS = re.compile(
    rf"^(?:(?:(?:也|其实)?就|正|便)?是|(?:也|其实)?就(?=我))我(?:的|们的?)?(?P<mod>{MOD})(?P<rel>{REL_ALL})(?P<rest>.*)$"
)
# Openers before the subject; a one-word reply (对, 好, 嗯) only when it stands alone: "对花生过敏" keeps its 对.
# What a chat voice's stall (就是) may stand before, where it is no "is" ("就是一米七八", "就是在字节工作"; never
# before a noun: "我表姐就是护士" is what she is)
STALLED = (
    r"(?:在|当|做|干|今年|现在|都|快|刚|已经|住|老家|家在|身高|个子|一米|\d|脾气|性格|人[很挺特超]|只|喜欢|爱|平时|特别|很|挺"
    r"|手机|电话|邮箱|生日|毕业|性子|个性|为人|大大咧咧|祖籍|土生土长|从小|读的|学的|念的|升了|做到|本科|硕士|博士|大专|研究生|结婚|离婚|退休)"
)
FILLER = re.compile(
    rf"^(?:(?:{OPENERS_ZH})[，,\s]*"
    rf"|(?:嗯|哦|好|对|对呀|是的)(?:[，,！!\s]+|$)|(?:就是|只是)(?=有点|有些|太|{STALLED})|就是说[，,\s]*"
    # "上次跟你说的那个王磊是我表哥", "之前提过的王磊": the one told of before, brought up again
    r"|(?:(?:上次|上回|之前|以前|前几天|前阵子|刚才)(?:跟你|和你|给你|同你)?|(?:跟你|和你|给你))(?:说|讲|提|聊)(?:过|到|起)?"
    r"(?:过)?的(?:那个|那位)?[，,\s]*)"
)
# What gives the name of the one a relation just said: "我徒弟，就是王建国", "我搭档全名王建国", "我领导，大名叫
# 周航"; the name follows. (就是 alone stands before a name only when a full name follows: "我表姐就是护士".)
NAME_IS = (
    r"(?:(?:也|其实)?就是|正是|即|(?:的)?(?:(?:全名|大名|本名|真名|姓名)(?:叫做?|是|为)?|名字(?:叫做?|是|为))|名叫|叫做?)"
    r"(?![很挺真太蛮不好])"  # "我表哥的名字很好听": said of the name, no name
)
# An adverb between a name and its predicate ("李娜也是我的下属"): never part of the name.
NAME_ADV = r"(?:也|都|还|就|其实|本来|一直|现在)?"
# A clause without a subject that continues the one before ("我家的狗叫旺财，三岁了", "…，去年入职"): it opens
# with a predicate. Any other clause is about something else, and the subject is dropped.
_CONTINUE = re.compile(
    rf"^(?:{NUM_ZH}岁|是|在|对|喜欢|爱|不|讨厌|住|搬|今年|已经|也|很|特别|非常|最近|去年|前年|刚|现在|来自|老家|家在|的?生日|"
    r"叫|会|读|上|当|做|还|都|一直|目前|平时|总是|经常|毕业|入职|离职|结婚|学历|教育背景|性格|人很|周[一二三四五六日天末]|每天|"
    r"改行|转行|跳槽|辞职|换(?:了)?(?:工作|岗位|单位|号)|早就|早已|如今|人(?:很|特别|非常|挺|比较|超|真|蛮|不错|还)"
    # a generation ("九零后", "80后"): said of the one before, as an age is
    r"|(?:[5-9]0|00|[五六七八九][零〇]|零零)后$)"
)
# 最近 before 最, 刚刚 before 刚: the first alternative that fits wins ("最近迷上了瑜伽" is not "近迷上了瑜伽").
ADV = (
    r"(?:最近|刚刚|现在|目前|已经|也|还|都|就(?![职读业])|才(?![华能干艺子女俊])|真的|一直|特别|非常|很|超|最(?!高)|比较|挺|太|"
    r"平时|本来|刚|人家(?![的说]))*"  # (人家: "they", said with a nod, "人家研究生毕业的")
)


# A relation and name inside a clause: after 我 / 我们, or after "跟" / "陪" / "约了" ("昨天跟同事郑雅琴去吃火锅")
_NAMED_IN = re.compile(
    rf"(?:我们的?|我的?|(?:(?<=[跟和与同陪约找带])|(?<=[陪约找带见]了))(?=[^我]))(?P<mod>{MOD})(?P<rel>{REL_ALL})"
)


# What the user says to the assistant about the telling, closing a clause: "我姥姥郜芷若你记一下哈", "…记下哦".
_ASIDE_END = re.compile(
    r"(?<=[\u4e00-\u9fff)）])(?:你|您)?(?:帮我)?(?:记一下|记下|记着|记住|存一下)(?:哈|啊|哦|吧|呀|啦)*$"
)


def unaside_zh(c: str) -> str:
    """A clause without the chat words around whom it is about: an aside to the assistant after them ("郜芷若你记一下
    哈") and a stalling 那个 before them ("那个芮黎薇就是当DM的", "那个我那搭档…"); "那个人", "那个店" keep it."""
    c = _ASIDE_END.sub("", c)
    if c.startswith("那个") and (re.match(r"我|俺|咱|他(?!们)|她(?!们)", c[2:]) or _named_next(c[2:])):
        c = c[2:]
    return c


def _named_next(text: str) -> bool:
    lead = lead_name(text, loose=True)
    return lead is not None and re.match(FULL, lead[0]) is not None and name_ok(lead[0])


# Someone met or heard by name alone: "碰到笪樵山了", "听缑柘生口音还以为是本地的"
_MET_BY_NAME = re.compile(
    r"(?:碰到|遇到|遇见|碰见|撞见|见到|撞到|碰上)(?:了)?(?P<n>[^，,。；;\s]{2,4}?)了$"
    r"|听(?P<h>[^，,。；;\s]{2,4}?)的?(?:口音|说话|讲话)"
)


def named_objects(c: str, state: Sentence) -> None:
    """People named with their relation inside a clause ("昨天我跟我的朋友小李去看电影"): the name and the relation
    are worth keeping even when nothing more is said about them. A clause that opens with one is read by `_subject`."""
    for m in _NAMED_IN.finditer(c):
        if m.start() == 0:
            continue
        lead = lead_name(c[m.end() :], loose=True)
        # "碰到我组员阚墩子了", "碰到我舅舅周稻生了": the clause's aspect after the name it ends on (a name met is no
        # one giving birth)
        whole = lead_name(c[m.end() : -1], loose=True) if c.endswith("了") else None
        if whole is not None and not whole[1] and (lead is None or lead[1] == "生了"):
            lead = whole
        if lead is not None and name_ok(lead[0], loose=True):  # "我想跟老板谈谈": no one called 谈谈
            state.note(lead[0], kind=relation_kind(m["rel"]), relation=_relation(m["mod"], m["rel"]), language="zh")
    # "碰到笪樵山了", "听缑柘生口音…": someone met or heard by name alone, who a 人家 after it points back at
    met = _MET_BY_NAME.search(c)
    at = "n" if met is not None and met["n"] else "h"
    if met is not None and not re.search(rf"{REL_ALL}$", c[: met.start(at)]):
        n = met[at]
        # one the user's world or the last messages hold, or a full name of a rare surname (笪樵山, 缑柘生); a common
        # surname opens words as often as names ("碰到熊孩子了", "遇到黄金周了", "碰到黄牛了")
        if n in state.known or (len(n) == 3 and n[0] in RARE_SURNAMES and re.fullmatch(FULL, n) is not None):
            lead = lead_name(n, loose=True, known=state.known)
            if lead is not None and not lead[1] and name_ok(lead[0]):
                state.note(lead[0], kind="person", relation="", language="zh")


def open_relation_before(pronoun: str, state: Sentence) -> Draft | None:
    """A draft for the one relation said before a 他 / 她, or None when it is not clear whom it means."""
    relation = relation_before(pronoun, state.before)
    if any(d.kind == "person" and d.name and not d.pronoun for d in state.drafts):
        return None  # "我同事王芳和李强都喜欢跑步，他…": one of those named, and which is not said
    return state.open("", kind="person", relation=relation, language="zh") if relation else None


def gendered_subject(pronoun: str, state: Sentence) -> Draft | None:
    """The subject a 他 / 她 goes on about: the current one, unless its relation says the other gender ("我舅舅在
    北京。我表弟在上海。她是护士": no 表弟); then the one person this message named said to be of its gender, else
    no one (a relation that says no gender would be a guess)."""
    want = "f" if pronoun == "她" else "m"
    subject = state.subject
    if subject is None or relation_gender(subject.relation) in ("", want):
        return subject
    said = [d for d in state.drafts if d.kind == "person" and not d.pronoun and relation_gender(d.relation) == want]
    return said[0] if len(said) == 1 else None


def continues_clause(c: str) -> bool:
    """True when a clause without a subject goes on about the one before."""
    return bool(_CONTINUE.match(c)) and not re.search(r"[我你咱]|他们|她们|大家|有人", c)


def furthest_zh(predicate: str) -> str:
    """ "最高就研究生", "学历最高到本科", "念书念到研究生": the furthest they got, said as "最高学历是…" is; any
    other predicate as it was."""
    return re.sub(
        rf"^(?:(?:学历)?最高(?:学历)?(?:就|也就|只|只是|才)?(?:是|读到|念到|上到|到)?"
        # "念书念到研究生", "书读到了本科": how far the schooling went (never a job of 研究生)
        rf"|(?:念书|读书|书)(?:一路|一直|只|就|才|也就)?(?:念到|读到|上到)了?)(?={EDU}(?:学历|毕业)?了?$)",
        "最高学历是",
        predicate,
    )


def states_fact(c: str) -> bool:
    """True when a clause without a subject states an attribute of the one before ("潘雅婷，我下属，一有空就去钓鱼",
    "曾子豪，我同事，供职于星辰教育"), read on a scratch draft: nothing is kept."""
    if re.search(r"[我你咱]|他们|她们|大家|有人", c):
        return False
    rest = furthest_zh(re.sub(rf"^{ADV}", "", c) or c)
    return (
        continues_profile_zh(c)
        or org_role_zh(c)  # "周敏，阿里的设计师"
        or more_fact_zh(c) is not None
        or bool(shaped_facts_zh(c))
        or known_fact(Draft(), rest, Sentence(), correction=False)
    )


def relation_kind(rel: str) -> EntityKind:
    """A pet for a pet word (猫, 狗), else a person."""
    return "pet" if is_pet(rel) else "person"


# A judgement before a trade ("好厨师", "很糟糕的司机", "特别棒的舞者"): how well they do it.
_JUDGED_ZH = re.compile(
    r"^(?:(?:很|挺|特别|非常|超|超级|真|相当|蛮|巨)?(?:好|棒|厉害|出色|优秀|糟糕|差劲|烂|不错|差|蹩脚|一流|顶级)的"
    r"|(?:好|烂|差)(?!几|多|些|像|久|大|小)(?=[\u4e00-\u9fff]{2}))"
)


def known_fact(d: Draft, rest: str, state: Sentence, correction: bool) -> bool:
    """Read `rest` by the core patterns (`FACTS`); True when one of them read it (a fact or a deliberate none)."""
    for attribute, label, pattern in FACTS:
        m = pattern.match(rest)
        if not m:
            continue
        value = m["v"].strip()
        said = m.groupdict().get("l") or label
        if attribute == "trait" and TRAITS_NOT.search(value):
            return True
        if attribute == "trait" and value in ("好", "不错"):
            value, said = m["l"] + value, label  # "人特别好", "脾气挺好": 人好, 脾气好
        if attribute in ("likes", "dislikes", "hobby") and re.search(r"[我你]", value):
            return True  # "喜欢说我这不好那不行": a habit towards the user, not a taste
        if attribute == "note":
            said = ""
        if attribute == "education" and not re.search(rf"{EDU}|专[升接]本", value):
            continue  # "学历最高": said of it, not what it is
        if attribute == "age":
            value = with_sui(value)  # "今年六十三了": an age, said as the other ages are
        if attribute == "name":
            if not d.name and name_ok(value, loose=True):
                d.name, d.pronoun = value, False  # "他叫孙立伟，是我表哥": named, no longer only a pronoun
            elif value != d.name and name_ok(value, loose=True):
                d.add_alias(value)  # not "他在家休息" of "我老板叫他在家休息": no name at all
            return True
        if attribute in ("lives_in", "from") and d.kind == "place":
            return True
        if attribute == "entered":  # "考进了红枫幼儿园": where they work or study, or (unsaid) a note
            jobs = [f.value for f in d.facts if f.attribute in ("job", "title")]
            entered = entered_as_zh(value, d.relation, jobs, state.before + rest)
            if entered is None:
                continue
            attribute, said = entered, "考进"
        if attribute == "from" and said == "是…人" and _ROLE_END.search(value) and not born_place(value):
            continue  # "是婚礼主持人": a person of a trade, for the trade's patterns, not of a place
        if attribute == "school" and re.search(r"(?:刚|才|已经|早就|明年|今年|年底|下半年|马上|快要?|就要)$", value):
            continue  # "研究生刚毕业", "明年毕业": when, not the school
        if attribute == "school" and (studying := studying_zh(value)):  # "今年大三": the year, and 本科在读
            d.add_fact("education", studying, "学历", correction=correction)
        if attribute == "school" and is_place(value):  # "在伦敦读书": where they live and study
            attribute, said = "lives_in", "在…读书"
        if attribute == "lives_in" and said == "在" and not is_place(value):
            continue  # "在开会", "在忙": what they are doing, not where they live
        if attribute == "employer" and is_place(value):  # "在上海工作": a city, not an employer
            attribute = "works_in"
        where = m.groupdict().get("w")
        if attribute == "job" and _JUDGED_ZH.match(value):
            if where:  # "在协和当个好医生": the trade, where they practise it
                value = _JUDGED_ZH.sub("", value)
            else:  # "是个好厨师", "是个很糟糕的司机": how well they do it, not their trade
                d.add_fact("trait", value, said, correction=correction)
                return True
        if attribute == "job" and where:  # "在医院当护士": the job, and where ("在深圳一家外企": the city, too)
            for a, label, v in workplace_zh(where):  # said in passing ("医院"): no organisation of its own
                d.add_fact(a, v, label, correction=correction)
        add_fact_zh(d, retitle_zh(attribute, value), value, said, state, correction)
        return True
    return False


# "是一个32岁的护士": how old they are, then the trade; "是腾讯的副总": where, then the position
_AGED_ROLE = re.compile(rf"^(?:一个|一名|一位|个|名|位)?(?P<a>{AGE_ZH})的(?P<v>[\u4e00-\u9fff]{{2,8}})$")
_ORG_ROLE = re.compile(r"^(?P<w>[\u4e00-\u9fffA-Za-z]{2,10}?)的(?P<v>[\u4e00-\u9fff]{2,6})$")


def _named_role(at: re.Match[str] | None) -> bool:
    from ._entities_work_zh import job_shaped_zh, named_org

    return bool(at and (retitle_zh("job", at["v"]) == "title" or job_shaped_zh(at["v"])) and named_org(at["w"]))


def org_role_zh(said: str) -> bool:
    """True for a trade or a position said with the organisation it is at ("阿里的设计师", "腾讯的副总")."""
    # ("负责公司的销售": a charge at the company, no organisation called 负责公司)
    return not re.match(r"是|负责|分管|主管|掌管", said) and _named_role(_ORG_ROLE.match(said))


def _unfold_role(d: Draft, value: str, state: Sentence, correction: bool) -> str:
    """The job or position of a value that also says their age or their organisation; the other fact is added."""
    aged = _AGED_ROLE.match(value)
    if aged:
        d.add_fact("age", aged["a"], "年龄", correction=correction)
        return aged["v"]
    at = _ORG_ROLE.match(value)
    if at and re.fullmatch(r"(?:我们|他们|她们|咱们)?(?:公司|单位|厂里|集团|机构)", at["w"]):
        return at["v"]  # "是公司的副总": the position; which company is not said
    if at and re.search(r"(?:部|部门|科|处|组|室|中心)$", at["w"]) and retitle_zh("job", at["v"]) == "title":
        # "是销售部的经理": the position is the department's, 销售部经理; "是我们组的组长": the user's own group's,
        # 组长 (a memory's 我们 would be no one's)
        unit = re.sub(r"^(?:我们|咱们|他们|她们)", "", at["w"])
        return at["v"] if len(unit) < 2 or at["v"].startswith(unit) else unit + at["v"]
    if at and _named_role(at):  # "是腾讯的副总", "是华为的工程师": the organisation, then the position or trade there
        add_fact_zh(d, "employer", at["w"], "在…工作", state, correction)
        return at["v"]
    return value


# What a word read as "是…人" ends in when the 人 makes a role of it, not a person of a place ("主持人", "经纪人",
# "负责人", "合伙人", "发言人"); a place no list knows ("是乐清人") is still where they are from
_ROLE_END = re.compile(
    r"(?:主持|经纪|负责|合伙|创始|联系|监护|介绍|代理|发言|承包|投资|管理|收件|候选|继承|带头|接班|证婚|制片|出品|策划|主理|"
    r"担保|当事|委托|保证|中间|手艺|生意|文化|读书|有钱|年轻|老年|中年|成年|外行|内行|过来|明白|老实|自己|一家|单身|工薪|上班)$"
)


def add_fact_zh(d: Draft, attribute: str, value: str, label: str, state: Sentence, correction: bool) -> None:
    """One fact of `d`; an employer is also an organisation it works at, and the city it is said with
    ("杭州阿里巴巴") where they work."""
    if attribute == "from" and NOT_HOMETOWN.fullmatch(value):
        return  # "他是中国人", "是外地人": a nationality or "not from here", no hometown
    if attribute == "from" and label == "是…人" and _ROLE_END.search(value) and not born_place(value):
        return  # "是婚礼主持人", "是经纪人": a person of a trade, not of a place
    if attribute in ("job", "title"):
        value = _unfold_role(d, value, state, correction)
    if attribute == "employer" and not is_place(value):
        parts = workplace_zh(value)
        for a, _, v in parts:
            if a == "employer":
                value = v
            elif not any(f.attribute == "works_in" for f in d.facts):
                d.add_fact(a, v, "在…上班", correction=correction)
        if not any(a == "employer" for a, _, _ in parts):
            return  # "在公司上班", "在成都找了份工作": no employer named
    d.add_fact(attribute, value, label, correction=correction)
    if attribute == "employer" and not is_place(value):
        state.other(value, kind="org", language="zh")
        d.add_link("works_at", value)
