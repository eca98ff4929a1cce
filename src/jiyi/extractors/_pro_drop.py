"""The user as the unsaid subject of a Chinese message (memory quality, issue #21's capture work).

Chinese drops the subject whenever the speaker is it: "体检一般都去市一医院", "开的是一辆二手的卡罗拉",
"跑鞋一直穿亚瑟士", "上个月带爸妈去了趟黄山". Said to an assistant, such a statement is the user's own. The readers of
the offline extractor know a statement about the user by its "我", and read it once the "我" is said:
`with_user_subject_zh` says it, for a message the rules read nothing from as it was said (a correction or a reminder
keeps its reading). It does so only when the first clause opens on no one else (a person word, a relation word, a
name, after any time words: "老板又发火了", "昨天小王请假了") and the turn before names no one else (a reply to
"你哥开什么车？" is about him), and never for a question, a request, an acknowledgement or small talk. What follows is
judged as if the user had said "我": a passing remark ("晚饭吃了火锅") becomes what "我晚饭吃了火锅" becomes.
"""

from __future__ import annotations

import re

from .._text import tagger
from ._entities_zh_names import lead_name
from ._kin_zh import REL_ALL
from ._rules_common import sentence_language, strip_edges
from ._rules_zh import HELP, HYPOTHETICAL, QUESTION

__all__ = ["with_user_subject_zh"]

# Anyone named or pointed at: a person word, a relation word ("老板", "表哥"), "大家" or "人家".
_SOMEONE = re.compile(rf"[我咱俺你您他她它谁]|大家|别人|有人|人家|自己|对方|{REL_ALL}")
# What opens no statement of the user's: an acknowledgement, a greeting, laughter, a request, a thing pointed at
# ("这家店…", "那本书…"), a word of Latin script (a name or a product the clause is about).
_NOT_STATED = re.compile(
    r"^(?:嗯|恩|哦|噢|喔|啊|呀|哈|嘿|嗨|唉|哎|诶|好的|好吧|好滴|好嘞|行|可以|谢谢|多谢|感谢|对|是的|没错|不用|没事|算了|"
    r"晚安|早安|早上好|晚上好|拜拜|再见|收到|了解|明白|知道了|请|麻烦|记得|记住|提醒|别|不要|这|那|[A-Za-z0-9]|"
    # a reply to what the assistant said ("是啊，…", "很有道理", "听起来不错", "其实…"): said of its words, or a lead-in
    r"是啊|是呀|对啊|对呀|会的|当然|确实|有道理|很有道理|听起来|看起来|其实|实际上|不过|但是|所以|因为|而且|真的)"
)
# Someone other than the two speakers, in the turn before: a subjectless reply may be about them.
_THIRD = re.compile(rf"[他她它]|别人|有人|人家|{REL_ALL}")
# Time and manner said before the subject ("昨天老板…", "最近同事…"): the subject, said or not, comes after them.
# A person said after the verb is its object ("带爸妈去了趟黄山", "养了两只猫"), and the unsaid subject the user.
_LEAD = re.compile(
    r"^(?:(?:今天|昨天|前天|明天|后天|刚才|刚刚|最近|上周|这周|下周|上个月|这个月|下个月|去年|今年|明年|周末|早上|上午|"
    r"中午|下午|晚上|昨晚|今晚|平时|其实|然后|结果|后来|当时|那天|有一次|有天|本来)[，,\s]*)+"
)
_FIRST_CLAUSE = re.compile(r"[，,；;。！!？?…~～\s]")


def with_user_subject_zh(text: str, before: str = "") -> str:
    """`text` with "我" said before it when it is a Chinese statement of the user's own with no subject, else
    `text` unchanged. `before` is the turn before it (the assistant's or the user's)."""
    body = strip_edges(text)
    if not body or sentence_language(body) != "zh":
        return text
    first_sentence = re.split(r"[。！!？?\n]", body, maxsplit=1)[0]
    clause = strip_edges(_FIRST_CLAUSE.split(body, maxsplit=1)[0])
    if len(clause) < 2 or _NOT_STATED.match(clause) or re.search(r"[我咱俺]", body):
        return text
    head = _LEAD.sub("", clause)
    if _SOMEONE.match(head) or lead_name(head, loose=False) is not None:
        return text  # "老板今天又发火了", "昨天小王请假了"; but "带爸妈去了趟黄山", "养了两只猫" are the user's doing
    if QUESTION.search(first_sentence) or HELP.search(first_sentence) or HYPOTHETICAL.search(first_sentence):
        return text
    if _THIRD.search(before):
        return text  # "你哥开什么车？" then "开的是卡罗拉": the brother's
    tag = tagger()
    words = tag(head) if tag is not None else []
    if words and not (words[0][1][0] in "vpd" or words[0][1] == "zg" or words[0][0] in ("和", "跟", "与", "同")):
        # the clause opens on its predicate ("开的是…", "在学吉他", "和老同学聚了一下"), not on a topic:
        # "招聘会开两天半" is the fair's doing, "文艺作品吧" answers a question, "今天天气不错呀" is the weather
        return text
    start = len(text) - len(text.lstrip())
    return f"{text[:start]}我{text[start:]}"
