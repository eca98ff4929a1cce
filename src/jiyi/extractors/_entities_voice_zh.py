"""The Chinese half of a chat voice's tidying (`_entities_voice.tidy_voice`): 俺 / 咱 / 木有 and English labels typed
between Chinese words, fillers (嗯, 那个, 然后, 对了对了), laughter, and the spaces a chat leaves between clauses —
a comma to the readers, except between a field's label and its value ("老家 沧州") or before a unit ("28 岁")."""

from __future__ import annotations

import re

from .._text import tagger
from ._chat_fillers import FILLER_WORDS_ZH, FILLER_ZH, STALL_ZH, which_one_zh
from ._entities_profile_words_zh import EDU, LABEL_ZH
from ._entities_zh_names import lead_name
from ._kin_zh import REL_ALL
from ._rules_common import is_place
from ._rules_en_facts import word_set
from ._rules_zh_facts import COMPOUND_SURNAME, RARE_SURNAMES, SURNAMES

__all__ = ["chat_words_spelled_out_zh", "tidy_zh"]

_HAN = r"\u4e00-\u9fff"

# Chinese chat usage: 俺 / 咱 for 我 (咱们 and 咱俩 are "we"), 木有 for 没有, 滴 for 的 before what is owned
_ABBREV_ZH: tuple[tuple[str, str], ...] = (
    (r"俺们", "我们"),
    (r"俺", "我"),
    (r"咱(?=他|她|我|俺)", ""),  # "咱她有点嘴甜": a chat opener before whom it is about, no 我
    (r"咱(?![们俩仨])", "我"),
    (r"木有", "没有"),
    (
        r"(?<=[\u4e00-\u9fff])(?<![一几两数点滴])滴(?=(?:生日|电话|手机|名字|工作|老家|公司|学校|微信|邮箱|年纪|岁数|爱好))",
        "的",
    ),
    # an English label typed between Chinese words ("他的bday是6.27", "她的height大概165", "现在base东京")
    (r"(?<=[\u4e00-\u9fff])(?:bday|b-day|birthday)(?=[\s是:：]|$)", "生日"),
    (r"(?<=[\u4e00-\u9fff])height(?=[\s是:：大差有]|$)", "身高"),
    (r"(?<=[\u4e00-\u9fff])(?:e-?mail)(?=[\s是:：]|$)", "邮箱"),
    (r"(?<=[\u4e00-\u9fff])hobby(?=[\s是:：就]|$)", "爱好"),
    (r"(?<=[\u4e00-\u9fff])(?:job\s*)?title(?=[\s是:：]|$)", "职位"),
    (r"(?<=[现在目前人])\s*base\s*(?=[\u4e00-\u9fff])", "常驻"),
    # "她上班的地儿在攀枝花": 地儿 is 地方 said the northern way; "是个茶艺师噻": 噻, the south-west's 嘛 (嘞, 咯:
    # "家是河北邯郸那边的嘞", "升值班长了咯", the same closing particle of other regions)
    (r"(?<=的)地儿", "地方"),
    (r"(?<=[\u4e00-\u9fff])[噻嘞咯](?=[~～!！。，,\s]|$)", ""),
    # "我领导姓蒋叫蒋思远老家…": the surname said run on into the full name that opens with it, as "姓蒋，叫蒋思远"
    (r"(?<=[\u4e00-\u9fff])姓([\u4e00-\u9fff])(名字)?叫(?=\1)", r"姓\1，\2叫"),
    (r"神马", "什么"),
    (r"肿么", "怎么"),
)
_ABBREV_ZH_RE = tuple((re.compile(p), r) for p, r in _ABBREV_ZH)

# A filler (`FILLER_ZH`) set off by spaces: a pause
_FILLER_ZH_SPACED = re.compile(rf"\s*{FILLER_WORDS_ZH}+[，,、]*\s+|\s+{FILLER_WORDS_ZH}+[，,、]*\s*")
# "她叫李娜在上海工作": a name said run on into what follows it ends where the predicate starts
# (and a name they go by: "我表哥王磊外号大磊今年四十")
_NAMED_RUN_ON = re.compile(
    rf"(?:(?<=叫)|(?<=外号)|(?<=小名)|(?<=绰号)|(?<=昵称)|(?<=乳名))"
    # (a two-character surname takes two characters more: "我表哥叫东方既明在深圳上班")
    rf"((?:{COMPOUND_SURNAME})[{_HAN}]{{2}}|(?:(?![他她它我你])[{_HAN}]){{2,3}}?)"
    r"(?=在|今年|是|住|做|当|老家|现在|已经|目前|去年)"
)
# "老赵（东北那个）现在在深圳", "阿杰（坐我旁边那个）": which one it is, said aside after the name
_WHICH_ONE_ZH = re.compile(rf"(?<=[{_HAN}\w])[（(][^（）()]{{1,15}}(?:那个|那位|那一个)[）)]")
# "备忘 - 邻居老周 - 海鲜过敏": what the note is, not a field of it
_NOTE_HEADING_ZH = re.compile(r"^\s*(?:备忘(?:录)?|备注|提醒|记一下|笔记)\s*(?:[:：]|\s*[-–—|｜]\s)\s*")
# "小刘自己是会计": the one named, said again for stress; after a word of what they can or still do ("还能自己做饭",
# "都是自己带娃") it is by themselves, and stays
_SELF_ZH = re.compile(rf"(?<=[{_HAN}])(?<![能会还都也要得想敢肯愿是靠])自己(?=是|在|也|就|还|当|做)")
_THEN_ZH = re.compile(rf"(?<=[{_HAN}\w])[，,\s]*然后(?!呢)[，,\s]*")
# "…口音贼重 对了对了 Google的员工…": "oh right" opening a clause, once or twice, before a pause, is a pause
_RIGHT_ZH = re.compile(r"(?:^|[，,]\s*|\s+)(?:对了)+[，,\s]+")
_LAUGH_ZH = re.compile(r"(?:哈{2,}|呵{2,}|嘿{2,}|嘻{2,})[!！~～]*")
# a space set between two Chinese words is a comma to the readers
# ("我姐 32岁 在深圳" the readers read as it is, and "性格 内向" is a field and its value), except inside one clause:
# after a word that takes what follows ("在 华为", "是 老师") or before the verb that closes it ("华为 上班")
_SPACE_IN_CLAUSE = re.compile(
    rf"(?<=[在是当叫])\s+(?=[{_HAN}])"
    rf"|(?<=[{_HAN}])\s+(?=(?:上班|上学|读书|念书))"
)
# a space between two Chinese clauses ("…工作地是新加坡 冼舒窈40岁了") is a comma to the readers, but not the one
# between a field's label and its value ("老家 沧州", "性格 内向", "电话 139…") nor one before a unit ("28 岁")
_SPACE_ZH = re.compile(rf"(?<=[{_HAN}\w])[ \t\u3000]+(?=[{_HAN}])")
_LOOSE_LABELS_ZH = word_set("工作 上班 个子 个儿 个头 为人 号码 公司 单位 东家 兴趣 手机 微信 性子 身份")
_LABEL_END_ZH = re.compile(rf"(?:{LABEL_ZH}|工作地|家乡|现居|学历|个儿|个子)$")


def _space_zh(m: re.Match[str]) -> str:
    before = re.split(r"[，,。！？!?；;：:\s|｜(（)）]", m.string[: m.start()])[-1]
    after = m.string[m.end() :]
    # "我妹妹 Amy 在柏林": a latin name keeps its spaces; "量了个身高 171cm 跟我想的差不多": a measure ends its clause
    if not re.search(rf"[{_HAN}]", before) and not re.search(r"\d(?:cm|CM|m|kg|KG)?$", before):
        return m.group(0)
    if (
        m.start() == len(before)
        and re.match(rf"我的?{REL_ALL}", after)
        and lead_name(before, loose=False) == (before, "")
    ):
        return ""  # "周敏 我表姐 …" opening a message: a name and the tie that says who she is, one phrase
    label = _LABEL_END_ZH.search(before)
    if label and re.search(rf"{EDU}(?:学历|文凭)$", before):
        return "，"  # "大专文凭 芮韵秋…": the label closes the value said before it, a field whole
    # a loose label ("工作", "公司", "手机") ends a clause as often as it opens a field: "在新加坡工作 小王…"
    if label and (label.group(0) not in _LOOSE_LABELS_ZH or label.group(0) == before):
        return m.group(0)
    # a unit after a number ("28 岁", "三 天"), not a word that opens with one ("是PM 天天加班", "岁月")
    if re.match(r"[岁年个月日号米公斤块元点分层楼路周天次位名届级]", after) and re.search(
        r"[\d一二两三四五六七八九十百几半]$", before
    ):
        return m.group(0)
    return "，"


# "我爸 62 退休教师": a number set apart by spaces in a Chinese note is a field of its own ("今年 28 岁" is not)
_BARE_NUMBER_ZH = re.compile(
    rf"(?<=[{_HAN}])\s+(\d{{1,3}})(?:\s+(?=[{_HAN}])|\s*$)(?![岁年个月日号米公斤块元点分层楼路周天次位名届级])", re.M
)


def _bare_number_zh(m: re.Match[str]) -> str:
    # "表姐 年龄 32": a number right after its label is that field's value, not a field of its own
    if _LABEL_END_ZH.search(m.string[: m.start()]):
        return m.group(0)
    return f"，{m.group(1)}，"


# Latin chat words typed among Chinese ones: an opener ("Update一下，她在…", "Btw，我小舅子…") or a tag at a clause's
# end ("…是调酒师 fyi。", "…打工呢 ok？" asks nothing) — never a name, nor a question
_LATIN_CHAT_ZH = re.compile(
    r"(?:^|(?<=[。！？!?\n]))\s*(?:update一下|update|btw|by the way|fyi|ps|ok|okay)\s*[，,:：]?\s*(?=[\u4e00-\u9fff])"
    r"|(?<=[\u4e00-\u9fff～~])\s*[，,]?\s*(?:fyi|ok|okay|btw|lol)\s*[?？]?(?=\s*(?:[。！!.]|$))",
    re.IGNORECASE,
)
# "多大来着…哦对，39岁", "叫啥来着，哦对了，…": the speaker searching their memory, out loud; the value found follows
_RECALLING_ZH = re.compile(
    r"(?:今年)?(?:多大|几岁|多少岁|叫啥|叫什么|干啥的|干什么的|做什么的|哪儿人|哪里人|哪的人|生日几号|哪天生日)(?:了)?来着"
    r"[？?…。.，,\s]+(?:(?:哦|噢|啊|哎|嗯)?[，,\s]*(?:对了|对|想起来了)[，,！!\s]*)?"
)
# "缑柘生，就我同事，这人吧，别的不爱，就爱打掼蛋": 这人吧 points back at the one just named and says nothing itself
_THIS_ONE_ZH = re.compile(r"(?<=[，,])\s*这(?:个)?人(?:吧|啊|呀|嘛|呢)[，,]\s*")


# "就是说今天陪…": a chat's run-up to what it tells, opening a sentence, says nothing
_SO_ZH = re.compile(r"(?:^|(?<=[。！？!?\n]))\s*就是说[，,\s]*")
# "跑十堰工作去了": gone to work there, said the chat way ("去十堰工作了"); "人在舟山，工作也在那边": works there too
_WENT_TO_WORK_ZH = re.compile(r"跑(?P<p>[\u4e00-\u9fff]{2,6}?)(?P<w>工作|上班|打工)去了")
_WORKS_THERE_TOO_ZH = re.compile(
    r"人在(?P<p>[\u4e00-\u9fff]{2,6}?)[，,\s]+工作也在(?:那边|那儿|那里|那)(?:哈|呢|啊|呀)?(?=[，,。！!～~\s]|$)"
)

# "年底考核过了，现在是总工程师": a rank reached by passing a review is a title got, as "升为总工程师" is;
# "她挂的头衔是总工程师": the title she holds
_RANK_REACHED_ZH = re.compile(
    r"(?P<a>(?:考核|考评|评审|答辩|评级|述职|竞聘|竞岗)(?:也|都)?(?:顺利)?(?:通过了|过了|成功了))[，,\s]*"
    r"(?:现在|如今|目前)?(?:是|当上了?|成了)(?=[\u4e00-\u9fffA-Za-z]{2,10}(?:[，,。！!～~\s]|$))"
)
_TITLE_HELD_ZH = re.compile(r"(?<=[\u4e00-\u9fff])挂(?:着)?的(?=头衔|职衔)")


def _chat_way_zh(s: str) -> str:
    s = _SO_ZH.sub("", _LATIN_CHAT_ZH.sub("", s))
    s = _WENT_TO_WORK_ZH.sub(r"去\g<p>\g<w>了", s)
    s = _TITLE_HELD_ZH.sub("的", _RANK_REACHED_ZH.sub(r"\g<a>升为", s))
    s = _WORKS_THERE_TOO_ZH.sub(r"人在\g<p>，在\g<p>工作", s)
    return _THIS_ONE_ZH.sub("", _RECALLING_ZH.sub("", s))


def chat_words_spelled_out_zh(s: str) -> str:
    """`s` with the Chinese chat usage spelled out ("俺" -> "我", "他的bday" -> "他的生日"), nothing else changed."""
    for rx, rep in _ABBREV_ZH_RE:
        s = rx.sub(rep, s)
    return s


# "我姨父就爱钓鱼王芳今年二十六": a full name the segmenter knows, run on after what was said of someone else, starts
# a clause of its own when what follows is said of a person
_PERSON_SAID = re.compile(
    r"(?:今年|都|已经|老家|是我|属|出生|毕业|在[\u4e00-\u9fff]{2,8}?(?:上班|工作)|"
    r"的(?:职业|工作|老家|生日|邮箱|电话|手机|年龄|岁数|身高|学历|爱好|单位))"
)
# what ties a name to the words before it ("和王芳", "叫王芳", "给王芳"): no run-on there
_JOINS_NAME = word_set(
    "的 叫 是 和 跟 与 同 给 找 问 带 陪 让 请 被 把 对 向 替 帮 喊 说 见 约 等 看 像 比 "
    "就是 还有 以及 包括 或者 及 及其"
)


def _names_run_on(s: str) -> str:
    tag = tagger()
    if tag is None or not re.search(_PERSON_SAID, s):
        return s
    out, at, prev = [], 0, ("", "x")
    for word, flag in tag(s):
        if (
            flag == "nr"
            and 2 <= len(word) <= 3
            and (word[0] in SURNAMES or word[0] in RARE_SURNAMES)
            and re.match(f"[{_HAN}]", prev[0][-1:] or " ")
            and prev[0] not in _JOINS_NAME
            and not prev[0].endswith("是")  # "这是庞思琪今年的年纪"
            and not is_place(word)  # "回江苏张家港老家"
            and not (len(prev[0]) == 1 and (prev[0] in SURNAMES or prev[0] in RARE_SURNAMES))  # 邵 / 卫东: one name
            and not re.fullmatch(REL_ALL, prev[0])
            and prev[1][:1] in ("n", "v", "a", "l", "m")
            and prev[1] != "ns"  # "江西景德镇", "江苏张家港": a place goes on
            and not re.search(
                r"(?:经理|主管|总监|老师|医生|师傅|主任|老板|总|长|员|师|工|生|家|手)$", prev[0]
            )  # 项目经理周航
            and _PERSON_SAID.match(s, at + len(word))
        ):
            out.append("，")
        out.append(word)
        at += len(word)
        prev = (word, flag)
    return "".join(out)


# A chat app's sticker typed as its code ("[捂脸]", "[偷笑]", "[旺柴]"): no words of the message; between two
# sentences it ended the first, as an emoji does
_STICKER_ZH = re.compile(rf"\s*\[[{_HAN}]{{1,4}}\]\s*")


def _sticker(m: re.Match[str]) -> str:
    before, after = m.string[: m.start()], m.string[m.end() :]
    if not before.strip() or not after.strip() or re.search(r"[。！？!?，,；;：:~～]\s*$", before):
        return ""
    return "。"


def tidy_zh(s: str) -> str:
    """`s` with its Chinese chat voice tidied away (see the module docstring)."""
    s = _STICKER_ZH.sub(_sticker, s)
    for rx, rep in _ABBREV_ZH_RE:
        s = rx.sub(rep, s)
    s = _chat_way_zh(s)
    s = _FILLER_ZH_SPACED.sub(lambda m: "" if not m.string[: m.start()].strip() else "，", s)
    s = FILLER_ZH.sub("", s)
    s = _RIGHT_ZH.sub(lambda m: "" if m.start() == 0 else "，", s)
    s = STALL_ZH.sub("", which_one_zh(_SELF_ZH.sub("", _WHICH_ONE_ZH.sub("", _NOTE_HEADING_ZH.sub("", s)))))
    s = _THEN_ZH.sub("，", s)
    s = _names_run_on(_NAMED_RUN_ON.sub(r"\1，", s))
    s = _LAUGH_ZH.sub(lambda m: "" if not re.sub(r"[\s。！？!?.~～]", "", m.string[m.end() :]) else "，", s)
    s = _SPACE_IN_CLAUSE.sub("", s)
    s = _SPACE_ZH.sub(_space_zh, s)
    s = _BARE_NUMBER_ZH.sub(_bare_number_zh, s)
    s = re.sub(r"([，,])\s*[，,]+", r"\1", s)  # "綦翊辰，嗯 他…": the filler between two pauses leaves one
    return re.sub(r"[，,]\s*(?=[。！？!?])", "", s)  # "…在信阳，。": a pause before the end is no pause
