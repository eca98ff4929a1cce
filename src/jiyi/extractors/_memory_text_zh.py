"""A Chinese memory said as one says it, not as a note is typed (`as_said_zh`, applied by `_memory_text.plainly`).

A pasted note's marks become the words they stand for: "邱月娥（用户的徒弟）的学历为大专" -> "用户的徒弟邱月娥的学历是
大专", "钟博文，就是用户的同事，其年龄为37岁" -> "用户的同事钟博文，年龄是37岁", "职业：导游" / "老家 沧州" -> "职业是
导游" / "老家是沧州". What the speaker says about the telling goes ("…你记一下哈", "，存一下", "身高改一下，",
"用户说个事", "今天聊聊顾博文，…" with the date of that 今天), and a person named again in full after a pause is
said once ("用户的领导芮韵秋，…，用户的领导芮韵秋，24岁" -> "…，24岁").
"""

from __future__ import annotations

import re

from ._entities_profile_words_zh import LABEL_ZH
from ._entities_zh_name_shape import name_ok
from ._kin_zh import REL_ALL
from ._rules_zh_facts import SURNAMES

__all__ = ["as_said_zh"]

_HAN = r"\u4e00-\u9fff"
# "你记一下哈", "这个人你记一下", "帮用户记下", and a bare "存一下" / "记下" said between clauses
_NOTE_IT = re.compile(
    r"(?:这个人)?(?:你|帮用户)(?:记|存)(?:一下|下|住|着)(?:哈|啊|吧|呀|哦)*"
    r"|(?:^|(?<=[，,。；;]))\s*(?:存|记)(?:一下|下)(?:哈|啊|吧|呀|哦)*(?=$|[，,。；;])"
    # "…，烦请记录", "…，麻烦备注一下", "…，这个之前漏说了", "…，用户之前忘说了": the telling, said between clauses
    r"|(?:^|(?<=[，,。；;]))\s*(?:(?:烦请|麻烦|请)(?:记录|记|备注)(?:一下|下)?|(?:这个|这事)?(?:用户)?(?:之前|刚才|上次|前面)?"
    r"(?:漏说了|忘说了|忘了说|没说|漏了))(?:哈|啊|吧|呀|哦)*(?=$|[，,。；;（(])"
)
# the speaker's opener, turned third person: "用户说个事，…", "用户想起来了，…"
_TELLS = re.compile(r"(?:^|(?<=[，,。；;~～\s]))用户(?:说个事|想起来了)[，,：:~～\s]*")
# a correction's telling before the value it corrects: "身高改一下，", "学历写错了，", "号码更正，"
_FIELD_FIX = re.compile(
    rf"(?:^|(?<=[，,。；;~～\s的]))(?P<l>{LABEL_ZH}|名字|年龄)"
    r"(?:改一下|更正一下|更正|说错了|写错了|记错了|搞错了)[，,：:\s]*(?P<is>[他她]是)?"
)
# "今天聊聊顾博文，…": the telling of whom the rest is about (its 今天 is the day it was told, no day of the fact)
_ABOUT = re.compile(r"^(?P<d>今天)?(?:聊聊|说说|讲讲|聊一下|说一下)(?=(?:用户的[^，,]{1,8}|[^，,]{2,4})[，,（(—])")
# "听说用户的表姐…", "据说老王…": the hearsay of what another person did is what they did ("用户听说…" stays: the
# user is who heard it, and "听说用户…" is the user's own news)
_HEARSAY = re.compile(r"^(?:听说|据说|听人说)[，,]?\s*(?!用户(?!的))(?=[\u4e00-\u9fff])")
# "说到通勤用户就想起表姐周敏，…", "说起这个用户就想到用户的爸，…": what brought the person to mind is the telling;
# the memory is of the person, and a tie said bare is the user's ("表姐周敏" -> "用户的表姐周敏")
_REMINDED = re.compile(
    r"^(?:一?(?:说到|说起|提到|提起|聊到|讲到)[^，,。；;]{0,12}?[，,]?\s*用户(?:就|总|总会|就会|也)?(?:想起|想到)(?:了|来)?"
    rf"(?P<k>(?:用户的?)?(?=(?:大学|高中|初中|小学)?的?{REL_ALL}))?"
    # the opener already gone ("说到这个，" is an aside): "用户就想起同事张磊，…" still names whom it brought to mind
    rf"|用户(?:就|总会|就会)(?:想起|想到)(?:了|来)?(?P<t>(?:用户的?)?(?=(?:大学|高中|初中|小学)?的?{REL_ALL}[{_HAN}]{{0,3}}[，,])))"
)
# "用户说起来爸爸以前是当兵的", "用户说实话对象是做销售的": the telling's words before whom it is of, who is the user's
_TOLD_OF = re.compile(rf"^用户(?:说起来|说真的|讲真的?|说实话|老实说)[，,\s]*(?:用户的)?(?={REL_ALL})")
_TOLD_ON = re.compile(r"（\d{4}-\d{2}-\d{2}）$")
# a name and, set off after it, whose tie it is: "X（用户的Y）", "X(搭档)", "X——用户的Y，", "X，就是用户的大学室友，";
# the chat's "X，就我同事，" and "X就我舅舅，" likewise
_NAME = rf"(?P<n>[{_HAN}]{{2,3}})"
_TIE = rf"用户的?[{_HAN}]{{0,4}}?{REL_ALL}"
# what a clause said of a person opens with, where a voice message left no pause ("陈静就我大学室友现在在上海")
_GOES_ON = r"现在|目前|今年|去年|刚|已经|在|是|住|做|当|开了"
_APPOSED = re.compile(
    rf"(?:^|(?<=[，,。；;]))\s*{_NAME}(?:[（(](?P<p>{_TIE}|{REL_ALL})[）)]"
    rf"|\s*(?:——|—|--)\s*(?P<d>{_TIE})[，,]|(?:[，,]\s*(?P<is>就是|就|是)?|(?P<j>就是|就))(?P<c>{_TIE})(?:[，,]|(?(j)(?={_GOES_ON})|(?!))))"
)
# the tie said first and the name set off after it: "用户的徒弟，就是王建国，", "用户的同事，叫李娜，", "用户的组长，
# 也就是孙敏。" -> "用户的徒弟王建国，"; a bare name so set off only after a surname ("用户的表姐，周婷，")
_TIE_THEN_NAME = re.compile(
    rf"(?:^|(?<=[，,。；;]))(?P<t>用户的[{_HAN}]{{0,4}}?{REL_ALL})[，,]\s*(?P<is>也就是|就是|叫做|名叫|叫)?{_NAME}(?=$|[，,。；;])"
)
# "张磊，用户的大姨家的，", "小雨，就是用户舅舅家的，": a relative's household said for their child
_HOUSEHOLD = re.compile(
    rf"^{_NAME}[，,]\s*(?:就是|是)?用户的?(?P<k>{REL_ALL})家的(?:孩子|小孩|娃)?(?P<end>[，,。；;]|$)"
)
_NOT_LEAD = "给跟和与对向被把让在从这那每"
# a field's value said with a note's marks: "其学历为大专", "的工作地点为成都", "职业：导游", "老家 沧州"
_FIELD = rf"(?:{LABEL_ZH}|参与人数|人数|举办地点|举办地|日期)"
_ITS = re.compile(rf"(?:^|(?<=[，,]))\s*其(?={_FIELD})")
_FIELD_IS = re.compile(rf"(?:(?<=^)|(?<=[{_HAN}，,]))(?P<l>{_FIELD})(?:为(?![了人何])|\s*[：:]\s*|[ \t\u3000]+)(?=\S)")
# the person a memory opens with, named in full again after a pause: said once
_OPENS_WITH = re.compile(rf"^用户的{REL_ALL}[{_HAN}]{{2,3}}(?=[，,])")


def _apposed(m: re.Match[str]) -> str:
    name = m["n"]
    if name[0] in _NOT_LEAD or not name_ok(name):
        return m[0]
    if m["c"] and not m["is"] and name[0] not in SURNAMES:
        return m[0]  # "上周，用户的同事，…", "我们就用户的同事，": a bare pause or 就 sets off a name after a surname
    if m["p"]:
        tie = m["p"] if m["p"].startswith("用户") else f"用户的{m['p']}"
        return f"{tie}{name}"
    return f"{m['d'] or m['c']}{name}，"


def _tie_then_name(m: re.Match[str]) -> str:
    # "用户的同事，叫陈磊的，" (said "我那个同事 叫陈磊的"): the one called 陈磊; 的 ends no name
    name = m["n"][:-1] if m["n"].endswith("的") and m["is"] else m["n"]
    if name[0] in _NOT_LEAD or not name_ok(name) or (not m["is"] and name[0] not in SURNAMES):
        return m[0]
    return f"{m['t']}{name}"


def _household(m: re.Match[str]) -> str:
    name = m["n"]
    if name[0] in _NOT_LEAD or not name_ok(name):
        return m[0]
    return f"用户{m['k']}家的孩子{name}{m['end']}"


# words also said plainly before a space or 为 ("手机 坏了", "工作 住旧金山", "公司为员工…"): a label only before
# a number or an address
_LOOSE = frozenset(
    ["工作", "公司", "单位", "手机", "号码", "微信", "为人", "兴趣", "个子", "个儿", "个头", "脾气", "性子"]
)


def _fixed(m: re.Match[str]) -> str:
    # "身高改一下，她是153cm" -> "身高是153cm"; "号码改一下，现在是…" after 的 keeps its label: "用户舅舅的号码现在是…"
    if m["is"]:
        return f"{m['l']}是"
    return m["l"] if m.string[: m.start()].endswith("的") else ""


def _field_is(m: re.Match[str]) -> str:
    before, after = m.string[: m.start()], m.string[m.end() :]
    if m[0].endswith(("：", ":")) or (m[0].endswith("为") and m["l"] not in _LOOSE):
        return f"{m['l']}是"  # not "用户的公司为员工买了保险"
    # a space is a field's mark only where a field opens ("，老家 沧州", "她学历 初中", "他的邮箱 a@b.com"), not after
    # a word of the sentence ("回乐清老家 高铁票超难抢", "过了生日 三十岁", "她的手机号 去苏州…")
    opens = re.search(r"(?:^|[，,。；;~～\s他她])$", before)
    if re.match(r"[A-Za-z0-9+]", after) and (opens or before.endswith("的")):
        return f"{m['l']}是"
    if not opens or m["l"] in _LOOSE or re.match(r"[在是住做当有也还很]", after):
        return m[0]
    return f"{m['l']}是"


def as_said_zh(text: str) -> str:
    """`text` without a note's marks and the speaker's words about the telling."""
    text = _TELLS.sub("", _NOTE_IT.sub("", text))
    text = _REMINDED.sub(lambda m: "用户的" if m["k"] is not None or m["t"] is not None else "", text)
    text = _TOLD_OF.sub("用户的", text)
    about = _ABOUT.match(text)
    if about:
        text = text[about.end() :]
        if about["d"]:
            text = _TOLD_ON.sub("", text)
    text = _FIELD_FIX.sub(_fixed, _HEARSAY.sub("", text))
    text = _APPOSED.sub(_apposed, text)
    text = _TIE_THEN_NAME.sub(_tie_then_name, text)
    text = _HOUSEHOLD.sub(_household, text)
    text = _FIELD_IS.sub(_field_is, _ITS.sub("", text))
    # "用户的同事：李娜，…" names the one it opens with; "用户的徒弟：11月23号生日" pauses
    text = re.sub(rf"^(用户的{REL_ALL})[：:]\s*(?=[{_HAN}]{{2,3}}[，,])", r"\1", text)
    text = re.sub(rf"^({_TIE}(?:[{_HAN}]{{2,3}})?)[：:]\s*", r"\1，", text)  # not "用户的项目技术栈：…"
    who = _OPENS_WITH.match(text)
    if who and "用户" not in text[who.end() :].replace(who[0], ""):
        head, rest = text[: who.end()], text[who.end() :]
        rest = re.sub(rf"^[，,]\s*[他她]的(?={_FIELD})", "，", rest)  # "用户的徒弟邵月娥，她的工作单位是…"
        rest = re.sub(rf"[，,]\s*{re.escape(who[0])}(?=[，,]|今年|在|是|的|也|还|身高|生日|老家)", "，", rest)
        text = head + rest
    # "我感觉我很迷茫": the one who feels is who is lost, "用户感觉自己很迷茫"
    text = re.sub(r"(用户(?:感觉|觉得|认为|发现|担心|害怕|希望|知道))用户(?!的|[，,])", r"\1自己", text)
    if text.count("《") > text.count("》") and re.search(rf"《[^》]*[{_HAN}\w]$", text):
        text += "》"  # "用户喜欢的是《听妈妈的话": a title cut at its closing mark
    text = re.sub(r"([，,])\s*[，,]+", r"\1", text)
    text = re.sub(r"[，,\s]+(?=[。；;])", "", text)  # "…bigfish25@aliyun.com，记下。": the pause before the telling
    return re.sub(r"^[，,\s]+|[，,\s]+$", "", text)
