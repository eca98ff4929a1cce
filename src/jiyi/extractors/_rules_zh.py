"""Chinese rules of the offline extractor: one sentence in, third-person candidates ("用户…") out.

Only first-person statements count: a clause must have 我 / 我们 / 我的… as its subject, inherit it from
the clause before ("我叫李明，是后端工程师"), or be a reminder / "记住" / "忘掉" request. Questions,
requests for help, hypotheticals ("如果…") and statements about other people are dropped: a missed
memory costs less than a junk one. This module handles sentences, clauses and requests; the statement
rules live in `_rules_zh_facts`.
"""

from __future__ import annotations

import dataclasses
import re
from datetime import datetime

from .._dates import ResolvedTime
from .._repeat import find_repeat
from ._age_zh import AGE_ZH, NUM_ZH
from ._chat_fillers import CONNECTIVES_ZH
from ._entities_zh_name_shape import name_ok
from ._kin_zh import POINTER, REL_ALL
from ._kin_zh import REL as _REL
from ._name_given import ends_on_one
from ._remind_when import only_a_time
from ._rules_again import again_zh
from ._rules_cancel import cancel_zh
from ._rules_common import Candidate, Subject, date_suffix, find_tools, is_place, strip_edges, todo_due, when_of
from ._rules_done import done_zh
from ._rules_ended import ended_zh
from ._rules_moved import moved_zh
from ._rules_two_aged import two_aged_zh
from ._rules_zh_facts import (
    COMPOUND_SURNAME,
    HOW_OFTEN,
    JOB,
    NAME_BAD,
    NAME_RE,
    SURNAMES,
    cand_zh,
    statement_zh,
    to_third_person_zh,
)

__all__ = [
    "CHATTER_ZH",
    "HELP",
    "HYPOTHETICAL",
    "LEADS_ZH",
    "QUESTION",
    "asks_help",
    "extract_zh",
    "to_third_person_zh",
]

#: A chat's address and outcry before a clause, no part of what it says: "家人们，", "笑死，", "救命，"
CHATTER_ZH = r"家人们|姐妹们|兄弟们|宝子们|宝宝们|笑死(?:了|我了)?|救命|绝了|我的天|天哪|天呐"
#: What a Chinese statement opens with and says nothing by ("对了，", "话说", "其实", "跟你说个事，"): a connective, an
#: acknowledgement, a chat opener. (The connectives are the readers' too, `_chat_fillers.OPENERS_ZH`; this one also
#: takes 是的 / 嗯 / 首先, and leaves 记住 / 关于 to the readers of notes and frames.)
LEADS_ZH = re.compile(
    rf"^(?:{CHATTER_ZH}|补充一点|补充下|{CONNECTIVES_ZH}|"
    r"那么|好吧|好的|总之|反正|"
    r"老实说|讲真|跟你说个事|跟你说一下|跟你说|告诉你|和你说|首先|先说一句|说个事|先说个事|插一句|补充一下|补充一句|"
    r"有个人你得知道|先记个人|记个人|认识一下|其次|最后|是的|没错|嗯+|哦+|噢|啊|哈+|唉|哎|诶|呃|"
    r"就是那个(?=[\s，,])|那个(?=\s)|"  # "就是那个 我实习生 …": a stall said before what is told
    r"(?:对|好|那|但|先|行)(?=[，,、\s!！~～]|我))[，,、：:\s!！~～]*"
)
# A closing 吧, not the end of a word that is one (酒吧, 网吧, 水吧, 书吧, 贴吧)
_BA = r"(?<![酒网水书贴氧陶])吧"
_TRAILING = re.compile(rf"(?:啦|啊|呀|哦|喔|噢|呢|哈+|嘛|{_BA}|哟|呗|的说)+$")
QUESTION = re.compile(
    r"[？?]|吗$|什么|怎么|为什么|为啥|干嘛|哪个|哪些|哪里|哪儿|哪家|如何|是否|是不是|能不能|可不可以|有没有|要不要|会不会|多少|几点|啥"
)
HELP = re.compile(
    r"帮我|帮忙|请你|你能|你可以|你会|麻烦你|给我|告诉我|推荐|写一个|写个|翻译|解释|总结一下|你帮|你来|你给|你觉得|你说|你"
)


def asks_help(text: str) -> bool:
    """`text` asks the assistant for something: a HELP word other than 给我 said after someone doing the giving
    ("我表哥张伟给我打了电话", "我妈给我买了件外套" tell of a person; "给我推荐…", "请给我…" ask)."""
    return any(
        m.group() != "给我" or m.start() == 0 or text[m.start() - 1] in "你您请就再先也都" for m in HELP.finditer(text)
    )


HYPOTHETICAL = re.compile(r"如果|假如|假设|(?<![主需只重还想就也不])要是|万一|倘若|假使|设想|想象一下|假若|比如说")
# A clause that opens on one of the user's people is about them, not the user: "我舅妈今年52岁", "我那同事郑雅琴…",
# "我一个同事叫王芳", "我有个同事…", "我那个在上海工作的表姐叫周梅".
_ABOUT_OTHER = re.compile(
    rf"^(?:我们|我)(?:的|们的?)?(?:(?:{POINTER}|一个|一位|有个|有一个|有位|有一位)"
    rf"(?:[^，。；！？,.;!?]{{1,12}}?的)?)?{REL_ALL}"
)
# "以后叫我小杨就行", "你直接叫我阿杰吧", "大家都叫我老王": how the user wants to be called (a time said before it,
# "以后" / "今后", and a 吧 / 就行 after it are no part of the name).
_CALL_ME = re.compile(
    rf"(?:^|你可以|你就|你直接|直接|大家都|大家|朋友们都|都)(?:以后|今后|往后|之后|从现在起|从今天起)?(?:你|就)?(?:直接|就)?"
    rf"叫我\s*(?!起|醒|出|开|吃|下|去|回|上|睡|来|做|帮|过|一声|一下){NAME_RE}(?:就行了?|就好了?|就可以了?|吧|好了|就成)?$"
)
_CLOSE_REL = re.compile(r"^(?:女朋友|男朋友|老婆|老公|媳妇|对象|未婚妻|未婚夫)")
_PETS = ("猫咪", "狗狗", "猫", "狗")
_PLAN_START = re.compile(r"^(?:要去|要|得|打算|计划|准备|想去|必须|需要|去(?![了过])|带|回(?![了过来答复忆想头应]))")
_PREDICATE = re.compile(
    r"^(?:是|在|住|喜欢|不|讨厌|爱|用|打算|计划|准备|要|想|会|也|还|都|决定|做|养|有|每天|平时|一般|习惯|刚|已经|"
    r"现在|目前|最近|一直|从|主要|正在|偏|尽量|平常|平日|通常|经常|常常|偶尔|有时|业余|周末|入职|离职|辞职|退休|毕业|结婚|出差|少用|多用|一定|特别|很|比较|非常|真|开始|换|跳槽|搬|来自|老家|负责|"
    r"当|写|学|擅长|今年|对|受不了|得|必须|需要)"
)
# what the user is at these days, said with nothing more ("我在减肥", "我最近在备考"): how they go about it may follow
_DOING = re.compile(
    r"^我(?P<x>(?:最近|现在|这阵子|这段时间)?(?:正)?在(?:减肥|减脂|增肌|健身|备考|备孕|戒烟|戒酒|戒糖|控糖|养生|康复|复健|"
    r"准备[\u4e00-\u9fff]{2,6}|备战[\u4e00-\u9fff]{2,6}|练[\u4e00-\u9fff]{1,4}))$"
)
_CONTINUE = re.compile(r"^(?:而且|并且|也|还|尽量|少用|多用|少|多|一定要|必须|总是|从不|避免|不用|不要)")
# How much of it, how often, and no object of its own: "每天练一个小时", "每周去两次" — the doing of the clause before
# ("我最近在学吉他，每天练一个小时"), one memory with it.
_HOW_MUCH = re.compile(
    rf"^(?:{HOW_OFTEN})(?:都|会|要|得|坚持)?[\u4e00-\u9fff]{{1,2}}?(?:上|了)?"
    r"(?:大概|差不多|至少|起码)?[\d一二两三四五六七八九十半几]+(?:个)?多?(?:小时|钟头|分钟|公里|次|遍|页|个?单词|篇|道题)(?:左右)?$"
)
_FAIL = re.compile(
    r"失败|报错|出错|挂了|崩了|崩溃|超时|踩坑|踩了.{0,3}坑|翻车|出问题|不生效|跑不起来|连不上|bug|BUG|Bug"
)
_FIX = re.compile(
    r"需要|要用|得用|得加|得先|解决|原来是|后来|改成|换成|加上|记得|下次|以后|应该|才行|就好了|就行了|搞定|修好|管用"
)
# "学到了" marks a lesson when it says what was learnt after a colon or names it one ("学到了一课"), not knowledge
# ("我学到了很多关于历史的知识")
_LESSON_MARK = re.compile(
    r"(?:(?:教训是|经验是|吸取教训|长记性|得到的教训)[：:，,]?|学到了?(?:[：:]|一课[：:，,]?|一个教训[：:，,]?))\s*(?P<x>.+)"
)


def _clean(clause: str) -> str:
    c = strip_edges(clause)
    for _ in range(4):
        c2 = strip_edges(LEADS_ZH.sub("", c))
        if c2 == c:
            break
        c = c2
    return strip_edges(_TRAILING.sub("", c))


def _manual(sentence: str, now: datetime) -> Candidate | None:
    m = re.search(
        r"(?:^|[，,。：:]\s*)(?:请|麻烦)?你?(?:帮我)?(?:记住|记下|记一下|记着)(?:这个|这件事|这一点|一下)?\s*[：:，,]?\s*(?P<x>.+)$",
        sentence,
    )
    if not m:
        return None
    x = strip_edges(m.group("x"))
    if len(x) < 2 or re.match(r"^(?:了|吗|没|啊|呀|哦)", x) or re.search(r"[？?]$|吗$", sentence.strip()):
        return None
    todo = _todo_to_remember(x, now, sentence)
    if todo is not None:
        return todo
    # "我妈生日是…" is said of the user's mother: "用户的妈妈生日是…", never "用户妈生日…"
    content = to_third_person_zh(x) if x.startswith("我") and not x.startswith(("我们", "我俩")) else x
    return cand_zh("manual", content, "用户要求记住", sentence, importance=0.9, confidence=1.0)


def _forget(clause: str) -> Candidate | None:
    m = re.match(
        r"^(?:请|麻烦)?你?(?:帮我)?(?:忘掉|忘记|忘了|删掉|删除|别再?记[住着]?|不要再?记[住着]?|不用再?记[住着]?)"
        r"(?:所有|全部|一切)?(?:关于|有关)?(?P<q>.+)$",
        clause,
    )
    m = m or re.match(r"^(?:请|麻烦)?你?(?:帮我)?把(?P<q>.+?)(?:忘掉|忘了|忘记|删掉|删了|删除)$", clause)
    if not m:
        return None
    q = re.sub(
        r"我(?:之前|刚才|以前)?(?:说|提|讲)(?:过)?的|那个|这个|那条|这条|这件事|这事|的事|这一条|吧|了|啦$",
        "",
        m.group("q"),
    )
    q = strip_edges(q)
    if not q:
        return None
    return cand_zh("fact", "", "用户要求忘记", clause, forget=q)


# A request to be reminded. "提醒我…" is one whatever follows; a soft lead ("记得…", "别忘了…", "千万别忘…") only
# when what follows is dated or starts with something to do: "别忘了我对花生过敏" recalls a fact, and "我记得他叫小王"
# (no 要) is a memory of the user's, not a request. A time may come before the lead ("明天下午3点提醒我开会").
_REMIND_HARD = (
    r"(?:提醒我|别让我忘了|别忘了提醒我|到时候?(?:提醒|叫|喊)我|到点(?:提醒|叫|喊)我|叫醒我|(?:设|定|加|建)一?个提醒|"
    r"(?:叫|喊)我(?=起床|起来|出门|出发|开会|吃药|下班|去))"
)
_REMIND_SOFT = (
    r"(?:(?:请|麻烦你?|你)?(?:我)?(?:一定|千万|务必|可)?(?:要|得)记得|(?:请|麻烦你?|你)?(?:一定|千万|务必)?记得|"
    r"(?:请|你|我)?(?:千万|可|一定)?(?:别|不要|不能|莫)忘(?:了|记|掉)?了?|记着|记住要)"
)
_TODO_START = re.compile(
    r"^(?:把|给|跟|和|带|交|发|买|打|订|预订|预约|付|缴|取|还|拿|寄|约|回复|回|联系|准备|续|报名|提交|完成|参加|接|送|"
    r"去|检查|吃|喝|浇|喂|做|写|改|办|签|申请|打印|充|洗|收|关|开|备份|更新|上传|下载|处理|确认|通知|告诉|问|看|"
    r"取消|退)"
)
_NOT_TODO = re.compile(r"是|叫|住在|出生|喜欢|讨厌|过敏")


_ASK = re.compile(r"请|麻烦|你|能不能|可不可以|能|可以|帮我|记得|到时候?|一定要?|务必|千万")


def reminder_zh(text: str, now: datetime) -> Candidate | None:
    """A todo from a reminder request in `text` (a clause, or a whole sentence whose lead stands alone)."""
    if re.search(r"(?:不用|不要|别|无需)提醒我", text):
        return None
    m = re.search(rf"{_REMIND_HARD}(?:一下)?", text)
    if m is not None:  # "你能提醒我明天交报告吗", "麻烦你明天早上8点提醒我吃药"
        hard, pre = True, strip_edges(_ASK.sub("", text[: m.start()]))
        if pre and m.group().startswith(("叫我", "喊我")) and when_of(pre, now) is None:
            return None  # "他叫我去开会" is not a request to be woken
        if re.match(r"(?:他|她|他们|她们|别人|大家|老师|医生)", pre):
            return None  # "他每次都提醒我带伞": someone else reminds the user, nothing is asked
    else:
        m = re.match(rf"^(?P<pre>[^我你]{{0,12}}?){_REMIND_SOFT}(?:一下)?", text)
        if m is None or (m.group("pre") and when_of(m.group("pre"), now) is None):
            return None
        hard, pre = False, strip_edges(m.group("pre"))
    x = _todo_body(strip_edges(re.sub(rf"(?:吗|好吗|行吗|可以吗|好不好|哦|哈|啊|呀|{_BA})$", "", text[m.end() :])))
    if len(x) < 2:
        return None
    # A time said before the lead is the todo's ("明天下午3点提醒我开会"); other words before it are not.
    # ... and so is how often it comes round ("每周日晚上提醒我给我妈打电话" kept 给妈妈打电话 alone)
    kept = pre and (when_of(pre, now) is not None or re.match(r"(?:每|每个|每隔)[^，,]{1,8}$", pre))
    body = (pre if kept else "") + re.sub(r"^帮我(?=.)", "", x)
    if only_a_time(body, now):  # "到时候提醒我，周五": when, but nothing to do (`asked_when_only`)
        return None
    when = when_of(body, now)
    if when is not None:  # "下周一要交报告": the modal after the time goes too ("用户需要下周一交报告")
        at = when.span[1]
        body = body[:at] + re.sub(r"^(?:我们?)?(?:一定)?(?:要|得|必须|需要)?(?:记得)?(?=.)", "", body[at:])
    if not hard and not (_is_action(body, when) or (when is not None and not _NOT_TODO.search(body))):
        return None
    due, suffix = todo_due(body, when, now, "zh")
    said = strip_edges(text[m.end() :])
    if hard and re.match(rf"我{POINTER}?{REL_ALL}", said) and not _is_action(body, when):
        # "提醒我一下，我妈下周三生日": something of someone's to be reminded of, not the user's own errand
        return cand_zh("todo", "用户请求提醒：" + to_third_person_zh(said) + suffix, "提醒事项", text, due_at=due)
    content = to_third_person_zh("我需要" + body) + suffix  # "给我妈打电话": 给妈妈, the user's
    return cand_zh("todo", content, "提醒事项", text, due_at=due)


# The request after the task ("下周一要交报告，提醒我一下"), or the time after the request ("到时候提醒我给老王回电话，
# 明天下午三点"): read as the one request they make together.
_ASK_AFTER = re.compile(
    r"^(?P<x>[^，,]+?)\s*[，,]\s*(?:请|麻烦你?|你)?(?:到时候?|到点)?(?:记得)?(?:提醒|叫)(?:我|一下)(?:一下)?"
    r"(?:哦|啊|吧|哈|呀|哟|好吗|行吗|可以吗)?[。！!～~？?]*$"
)


def _request_elsewhere(said: str, now: datetime) -> Candidate | None:
    m = _ASK_AFTER.match(said)
    if m is not None:  # something to do said before it, not a feeling ("今天好累，提醒我一下")
        x, when, found = m.group("x"), when_of(m.group("x"), now), find_repeat(m.group("x"))
        for span in sorted([s for s in (when and when.span, found and found[1].span()) if s], reverse=True):
            x = x[: span[0]] + x[span[1] :]
        if not _is_action(_todo_body(re.sub(r"^(?:我们?)", "", strip_edges(x))), None):
            return None
        return reminder_zh("提醒我" + m.group("x"), now)
    ask, _, after = said.rpartition("，")
    when = when_of(after, now) if ask and re.search(_REMIND_HARD, ask) else None
    if when is None or when.span != (0, len(after.rstrip("。！!"))):
        return None
    return reminder_zh(after.rstrip("。！!") + ask, now)


def _todo_to_remember(x: str, now: datetime, sentence: str) -> Candidate | None:
    """ "帮我记住：周五前把报告发给王总": something to do by a date is a todo, not a note."""
    body = _todo_body(x)
    when = when_of(body, now)
    if when is None or when.when < now or not _is_action(body, when) or x.startswith(("我的", "用户的")):
        return None
    content = to_third_person_zh("我需要" + body) + date_suffix(when, "zh")
    return cand_zh("todo", content, "提醒事项", sentence, due_at=when.when)


def _todo_body(x: str) -> str:
    """What is to be done, without the subject and the modal ("我得周五交报告" -> "周五交报告")."""
    x = strip_edges(re.sub(r"^(?:我们?)?(?:一定)?(?:要|得|必须|需要)(?=.)", "", x))
    return re.sub(r"^我(?=[^们的])", "", x)


def _is_action(body: str, when: ResolvedTime | None) -> bool:
    """Something to do, not a fact: "周五前把报告发给王总", "给妈妈打电话" (not "明天是妈妈生日")."""
    rest = body if when is None else strip_edges(body[: when.span[0]] + body[when.span[1] :])
    rest = re.sub(r"^(?:在|于)?(?:之前|以前|前|的时候|[要得去]?记得)?", "", rest)
    return not _NOT_TODO.search(rest) and bool(_TODO_START.match(rest))


def _lesson(sentence: str, following: str) -> tuple[Candidate | None, bool]:
    if HYPOTHETICAL.search(sentence) or re.search(r"[？?]|帮我|你", sentence):
        return None, False
    m = _LESSON_MARK.search(sentence)
    if m and len(strip_edges(m.group("x"))) >= 4:
        body = to_third_person_zh(strip_edges(m.group("x")))
        return cand_zh("lesson", f"用户的经验教训：{body}", "经验教训", sentence, confidence=0.85), False
    fail = _FAIL.search(sentence)
    if not fail:
        return None, False
    if _FIX.search(sentence, fail.end()):
        return cand_zh(
            "lesson", f"用户的经验教训：{to_third_person_zh(strip_edges(sentence))}", "经验教训", sentence
        ), False
    if following and _FIX.search(following) and not re.search(r"[？?]|帮我|你", following):
        text = strip_edges(sentence) + "，" + strip_edges(following)
        return cand_zh("lesson", f"用户的经验教训：{to_third_person_zh(text)}", "经验教训", sentence), True
    return None, False


def _correction(sentence: str) -> tuple[str, bool, tuple[str, str] | None]:
    s = sentence
    marked = False
    m = re.match(
        r"^\s*(?:不对|不是的|错了|(?:刚才|之前|上次|前面)?我?说错了|更正一下|更正|纠正一下|纠正|口误|准确地说|准确来说)"
        r"[，,：:!！。\s]*",
        s,
    )
    if m:
        s, marked = s[m.end() :], True
    pair = None
    m = re.search(r"(?:并)?不是\s*(?P<x>[^，,。]{1,20}?)\s*[，,]\s*(?:而)?是\s*(?P<y>[^，,。！!]{1,20})", s)
    if m:
        pair = (strip_edges(m.group("x")), strip_edges(m.group("y")))
        s = s[: m.start()] + "是" + m.group("y") + s[m.end() :]
    else:
        # "是广州，不是深圳", and a place said with its own verb: "我弟在广州，不是深圳"
        m = re.search(r"(?P<v>是|在|住在)\s*(?P<y>[^，,。]{1,20}?)\s*[，,]\s*(?:而)?不是\s*(?P<x>[^，,。！!]{1,20})", s)
        if m:
            pair = (strip_edges(m.group("x")), strip_edges(m.group("y")))
            if m.group("v") == "是":  # (a place keeps what it was said against: "用户的弟弟在广州，不是深圳")
                s = s[: m.start()] + "是" + m.group("y") + s[m.end() :]
    return s, marked or pair is not None, pair


def _stack(sentence: str) -> Candidate | None:
    """ "后端 FastAPI + PostgreSQL，前端用 Vue 3": a tech stack stated without a subject."""
    tools = find_tools(sentence)
    if sum(len(v.split("|")) for v in tools.values()) < 2 or not re.search(
        r"后端|前端|数据库|技术栈|框架|缓存|部署|栈", sentence
    ):
        return None
    if QUESTION.search(sentence) or HELP.search(sentence) or re.search(r"他们|他|她|别人|大家|人家", sentence):
        return None
    body = to_third_person_zh(strip_edges(sentence))
    return cand_zh("fact", f"用户的项目技术栈：{body}", "技术栈", sentence, confidence=0.75)


def _specific(wrong: str, sentence: str) -> bool:
    """A bare "不是 X，是 Y" is a correction of a memory only when X names something (a term, a place)."""
    return bool(
        re.search(r"[A-Za-z0-9]", wrong) or is_place(wrong) or re.search(r"说错|记错|搞错|口误|更正|纠正", sentence)
    )


def _address(clauses: list[str], c: str) -> Candidate | None:
    label = r"(?P<l>(?:外卖|家庭|家|公司|收货|快递|邮寄|办公)?地址|住址)"
    m = re.match(rf"^(?:我的?)?{label}(?:我)?(?P<a>一般|通常|平时|都)?(?P<v>是|填|写|在)\s*(?P<x>.+)$", c)
    if not m:
        return None
    parts = [m.group("x")]
    for nxt in clauses:
        if QUESTION.search(nxt) or HELP.search(nxt) or "我" in nxt:
            break
        parts.append(nxt)
    value = "，".join(strip_edges(p) for p in parts if strip_edges(p))
    content = f"用户的{m.group('l')}{m.group('a') or ''}{m.group('v')}{value}"
    return cand_zh("personal", content, "地址", c)


def _pet_sentence(sentence: str) -> Candidate | None:
    m = re.search(
        r"我家的?(?P<n>[\u4e00-\u9fff]{2,3}?|[A-Za-z]+)(?:[^，,。]{0,20}[，,]\s*(?:它|她|他))?(?:是|就是)(?:一)?只"
        r"(?P<k>[\u4e00-\u9fff]{0,3}?(?:猫|狗|兔|鹦鹉|仓鼠))",
        sentence,
    )
    if not m or re.match(r"^(?:猫|狗|那|这|的)", m.group("n")):
        return None
    return cand_zh("personal", f"用户家的{m.group('k')}叫{m.group('n')}", "宠物", sentence)


def _relation(c: str) -> Candidate | None:
    """ "我女朋友叫小雨" / "女朋友小雨今晚加班" / "我老板很严格": people in the user's life."""
    m = re.match(rf"^(?P<my>我(?:的|们的|们)?)?(?P<r>{_REL})(?:的名字)?(?:叫|名叫)\s*{NAME_RE}$", c)
    if m and not NAME_BAD.search(m.group("n")) and (m.group("my") or _CLOSE_REL.match(m.group("r"))):
        return _named(m.group("r"), m.group("n"), c)
    # A 复姓 takes one or two more characters ("欧阳娜娜"); other names two or three, shortest first.
    han = r"[\u4e00-\u9fff]"
    name = rf"(?P<n>(?:小|老|阿){han}|[A-Z][a-z]+|(?:{COMPOUND_SURNAME}){han}{{1,2}}?|{han}{{2,3}}?)"
    # 今/明/昨 end a name only as a day ("今天", "明晚"): 明 is as often a name's last character ("吴杰明很能干").
    after = (
        r"(?=(?:今|明|昨)(?:天|晚|早|年)|也|又|在|是|很|最近|现在|如今|住|说|去|要|会|和|跟|加班|出差|特别|非常|比较|总|"
        r"人|$)"
    )
    says = (
        r"(?:人)?(?:很|特别|非常|比较|挺|超|太|总是|老是|经常|是|住在|喜欢|不喜欢|讨厌|对.{1,10}过敏|"
        r"在.{1,12}(?:工作|上班|读书|上学))"
    )
    m = re.match(rf"^(?P<my>我(?:的|们的|们)?)?(?P<r>{_REL}){name}{after}", c)
    if m and (m.group("my") or _CLOSE_REL.match(m.group("r"))):
        n = m.group("n")
        if _surnamed(n) and not NAME_BAD.search(n) and name_ok(n, loose=True):
            rest = c[m.end() :]
            # "我同事王芳住在杭州" -> "用户的同事叫王芳，住在杭州": the name (the slot dedup reads) and what stands
            # about them, in one memory; a passing state
            # ("女朋友小雨今晚加班") leaves only the name.
            # an age or a height is theirs too ("我表哥王刚今年三十五"): the memory states it beside the name
            age = rf"(?:今年|已经|都)(?:{NUM_ZH}|{AGE_ZH})|{AGE_ZH}|身高|个子"
            # what they do for a living is theirs as well: "我同学周杰现在在华为做工程师", "我发小阿强在老家当警察"
            job = rf"(?:在.{{1,12}}?)?(?:做|当|干)(?:{JOB})"
            lasting = re.match(rf"(?:现在|如今)?(?:{says}|{age}|{job}|生活在|定居在?|在.{{1,12}}(?:生活|安家))", rest)
            if lasting and len(rest) <= 30 and not re.search(r"今天|今晚|明天|刚才|正在|你|吗|？|\?", rest):
                kind = "personal" if m.group("r") in _PETS else "person"
                return cand_zh(kind, f"用户的{m.group('r')}叫{n}，{to_third_person_zh(rest)}", "身边的人", c)
            return _named(m.group("r"), n, c)
    m = re.match(rf"^我(?:的|们的|们)?(?P<r>{_REL})(?P<p>{says}.{{0,30}})$", c)
    if m and not re.search(r"今天|今晚|明天|刚才|现在|正在|你", m.group("p")):
        kind = "personal" if m.group("r") in _PETS else "person"
        return cand_zh(kind, f"用户的{m.group('r')}{m.group('p')}", "身边的人", c)
    return None


def _named_relation(c: str, rest: list[str]) -> Candidate | None:
    """ "吴杰明是我的下属，其教育背景是专科": a named person of the user's life, and what the next clause adds."""
    m = re.match(rf"^(?P<n>[\u4e00-\u9fff]{{2,4}}?|[A-Z][a-z]+)是我(?:的|们的)?(?P<r>{_REL})$", c)
    if m is None:
        return None
    n = m.group("n")
    if not _surnamed(n) or NAME_BAD.search(n) or not name_ok(n):
        return None
    text = f"{n}是用户的{m.group('r')}"
    if rest and re.match(r"^(?:其|他|她)(?!们)", rest[0]) and not QUESTION.search(rest[0]):
        text += "，" + rest[0]  # "其…" / "他…" says more about the same person
    kind = "personal" if m.group("r") in _PETS else "person"
    return cand_zh(kind, text, "身边的人", c)


def _person_named(x: Candidate) -> str | None:
    """The name of the one a memory of the user's people names ("用户的同事叫李强…", "李强是用户的同事")."""
    if x.label != "身边的人":
        return None
    m = re.match(r"^用户的[^叫，]{1,6}叫(?P<n>[^，。]+?)(?:，|$)|^(?P<m>[^，。]{2,4})是用户的", x.content)
    return (m["n"] or m["m"]) if m else None


def _surnamed(n: str) -> bool:
    """A name as people are called: 小/老/阿 something, a surname first, or a Latin name (whether it is a name at
    all, not a time or a word that opens with a surname — "我老板周末也…" — `name_ok` says)."""
    return n[0] in "小老阿" or n[0] in SURNAMES or n[0].isascii() or re.match(COMPOUND_SURNAME, n) is not None


def _named(rel: str, name: str, c: str) -> Candidate:
    kind = "personal" if rel in _PETS else "person"
    return cand_zh(kind, f"用户的{rel}叫{name}", "宠物" if kind == "personal" else "身边的人", c)


def extract_zh(sentence: str, now: datetime, subject: Subject, following: str = "") -> tuple[list[Candidate], bool]:
    """Candidates from one Chinese sentence; the flag says the following sentence was used too."""
    manual = _manual(sentence, now)
    if manual is not None:
        return [manual], False
    # "别忘了，明天下午3点给妈妈打电话": a lead standing alone before a comma reminds of the rest of the sentence.
    said = _clean(sentence)
    again = again_zh(said, now)  # "再提醒我一次，明天": a todo's reminder moved, not a new todo
    if again is not None:
        return [again], False
    lead = re.match(rf"^(?:请|麻烦你?|你|帮我)*(?:{_REMIND_HARD}|{_REMIND_SOFT})(?:一下)?\s*[，,：:]\s*", said)
    if lead is not None:
        whole = reminder_zh(said[: lead.end()].rstrip("，,：: ") + said[lead.end() :], now)
        if whole is not None:
            return [whole], False
    whole = _request_elsewhere(said, now)
    if whole is not None:
        return [whole], False
    if HYPOTHETICAL.search(sentence):
        subject.text = None
        return [], False
    lesson, used = _lesson(sentence, following)
    if lesson is not None:
        return [lesson], used
    two = two_aged_zh(said)  # "乐乐八岁，安安五岁，都是我侄子": one memory of both
    if two is not None:
        return [two], False
    text, correction, pair = _correction(sentence)
    pet = _pet_sentence(text)
    text = _ZODIAC_SPACED.sub("，", text)  # "我是95年的 属猪": the sign is a clause of its own
    said_parts = [p.strip() for p in re.split(r"[，,](?!\d)|[。！？!?；;\n]+", text) if _clean(p)]
    clauses = [_clean(p) for p in said_parts]
    out: list[Candidate] = [pet] if pet else []
    last_pref: int | None = None
    doing: str | None = None
    for i, c in enumerate(clauses):
        # "不用提醒我交房租了" calls one off, "明天再提醒我" moves one: nothing else to read
        cancel = cancel_zh(c) or again_zh(c, now)
        if cancel is not None:
            out.append(cancel)
            continue
        done = done_zh(c)  # "报告已经发了": may close an open todo; the clause is read as usual too
        if done is not None:
            out.append(done)
        moved = moved_zh(c, now) or ended_zh(c)  # "改到下周四", "她不在杭州了": change a memory; nothing else to read
        if moved is not None:
            out.append(moved)
            continue
        if i and ends_on_one(clauses[i - 1]) and re.match(r"^(?:叫|名叫|名字叫)(?!我)", c):
            subject.text = None  # "我养了一只狗，叫旺财，今年三岁了": the dog's name, then the dog's age
        also = re.match(r"^(?:还有|以及|另外|再就是|还要)", said_parts[i])
        if also and out and out[-1].label == "提醒事项" and (more := reminder_zh("提醒我" + c, now)):
            out.append(more)  # "提醒我周五交房租，还有周六去健身": a second thing to be reminded of
            continue
        zodiac = re.fullmatch(r"属(?P<z>[鼠牛虎兔龙蛇马羊猴鸡狗猪])的?", c)
        if zodiac and out and out[-1].label == "年龄/生日" and "属" not in out[-1].content:
            # "我是95年的，属猪": the sign of the year said with it is part of the one memory
            out[-1] = dataclasses.replace(out[-1], content=f"{out[-1].content}，属{zodiac['z']}")
            continue
        found = _clause(c, clauses[i + 1 :], now, subject)
        if found is None:
            last_pref = None
            continue
        if found and doing and found[0].label == "习惯" and len(found) == 1 and found[0].content.startswith("用户"):
            # "我在减肥，每天跑5公里": what the user is at and how they go about it, one memory ("用户在减肥，每天…")
            found = [dataclasses.replace(found[0], content=f"用户{doing}，{found[0].content[2:]}")]
        at = _DOING.match(c) if not found else None
        doing = at["x"] if at is not None else None
        if not found and last_pref is not None and subject.text and _CONTINUE.match(c) and not QUESTION.search(c):
            prev = out[last_pref]
            out[last_pref] = dataclasses.replace(prev, content=prev.content + "，" + c)
            continue
        if out and (named := _person_named(out[-1])):
            # "我同事李强人很好，我们经常一起吃午饭": 我们 doing it together is the user and the one just named
            found = [
                dataclasses.replace(x, content=f"用户和{named}" + x.content[5:])
                if x.content.startswith("用户的团队") and "一起" in x.content
                else x
                for x in found
            ]
        if len(found) == 1 and found[0].label == "习惯" and out and out[-1].type != "todo" and _HOW_MUCH.match(c):
            out[-1] = dataclasses.replace(out[-1], content=out[-1].content + "，" + c)
            continue
        # what the user eats by goes on like a taste: "我对花生过敏，也不太能吃辣" is one memory of their diet
        diet = len(found) == 1 and (found[0].type == "preference" or found[0].label in ("过敏", "饮食"))
        last_pref = len(out) if diet else None
        out.extend(found)
        if found and found[0].label == "地址":
            break
    if not out and not correction:
        stack = _stack(text)
        out = [stack] if stack else []
    if correction:
        out = [dataclasses.replace(x, correction=True, replace=x.replace or pair, confidence=0.95) for x in out]
        if not out and pair is not None and _specific(pair[0], sentence):
            out = [cand_zh("fact", "", "更正", sentence, correction=True, replace=pair)]
    return out, False


_ZODIAC_SPACED = re.compile(r"(?<=[\u4e00-\u9fff\d])[ \t\u3000]+(?=属[鼠牛虎兔龙蛇马羊猴鸡狗猪]的?(?:$|[，,。！!]))")


def _clause(c: str, rest: list[str], now: datetime, subject: Subject) -> list[Candidate] | None:
    """Candidates of one clause; None when the clause cannot carry a subject onwards (a question, a request)."""
    forget = _forget(c)
    if forget is not None:
        return [forget]
    reminder = reminder_zh(c, now)
    if reminder is not None:
        return [reminder]
    named = _CALL_ME.search(c)
    if named and not NAME_BAD.search(named.group("n")):
        return [cand_zh("personal", f"用户希望被称为{named.group('n')}", "称呼", c, importance=0.9)]
    if QUESTION.search(c) or HELP.search(c):
        subject.text = None
        return None
    address = _address(rest, c)
    if address is not None:
        return [address]
    relation = _relation(c) or _named_relation(c, rest)
    if relation is not None:
        subject.text = None
        return [relation]
    when = when_of(c, now)
    if when is not None and when.span[0] == 0 and when.span[1] < len(c):
        # "下周三我要去杭州" / "下周三要去杭州": the time goes after the subject, as a statement reads.
        head, tail = c[: when.span[1]], strip_edges(c[when.span[1] :])
        if tail.startswith("我"):
            c = re.sub(r"^(我们|我)", lambda m: m.group(1) + head, tail)
        elif (subject.text and _PREDICATE.match(tail)) or _PLAN_START.match(tail):
            c = (subject.text or "我") + head + tail
    elif not c.startswith("我") and subject.text and _PREDICATE.match(c):
        c = subject.text + c
    elif (often := re.match(rf"^(?:{HOW_OFTEN})(?=我们|我)", c)) is not None:
        # "每逢周五我都去打球", "一般我周末去爬山": how often, said before the subject, goes after it
        c = re.sub(r"^(我们|我)", lambda m: m.group(1) + often.group(), c[often.end() :])
    if _ABOUT_OTHER.match(c):
        subject.text = None  # nor are the subjectless clauses after it the user's ("…，今年32岁")
        return []
    m = re.match(r"^(我们|我)", c)
    if m is None:
        return []
    # "我家的橘猫叫橘子，今年三岁了": after a possession the next subjectless clause is about it, not the user.
    owned = re.match(r"^我(?:家的?|的)(?!名字|工作|职业|专业|爱好)", c)
    subject.text = None if owned else m.group(1)
    b = strip_edges(c[m.end() :])
    if not b:
        return []
    return statement_zh(c, b, m.group(1) == "我们", now)
