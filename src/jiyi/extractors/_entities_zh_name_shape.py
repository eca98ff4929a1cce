"""What a Chinese name looks like to the segmenter: whether a run of characters may be a person's name at all.

`_entities_zh_names` reads where a name starts and ends in a clause; the checks here say whether what it found is a
name — not an everyday word (`NOT_NAMES`, a word the segmenter reads there), a rank or a landmark ("第五名",
"东方明珠"), nor a verb said where a surname could stand — and whether the segmenter read it as one (a person's name,
or a run it made a word of without holding it: "谭紫萱"). The readers share `name_ok`.
"""

from __future__ import annotations

import re

from .._text import known_word, tagger
from ._entities_places_zh import place_zh
from ._kin_zh import REL_ALL
from ._rules_en_facts import word_set
from ._rules_zh_facts import COMPOUND_SURNAME, NAME_BAD, RARE_SURNAMES

__all__ = [
    "NOT_NAMES",
    "PERSON_PREDICATE",
    "common_word",
    "name_ok",
    "named_thing",
    "tagged_name",
    "unknown_name",
    "word_as_name",
    "word_ends",
]

NOT_NAMES = word_set(
    "高中 高兴 周末 周一 周二 周三 周四 周五 周六 周日 马上 任何 曾经 程序 许多 毕业 尤其 熊猫 欧洲 颜色 范围 左边 "
    "小时 小心 小学 小孩 小说 小区 小组 小狗 小猫 小吃 小费 刚刚 常常 天天 渐渐 慢慢 偷偷 好好 "
    "夏天 钟头 凌晨 毕竟 顾客 焦虑 祝福 陆续 谢谢 严格 舒服 冷静 童年 余额 任务 付出 付款 岳父 岳母 庞大 施工"
)


# What opens a predicate of a person and never continues a word used as one ("高兴是医生": no one is happy a doctor)
PERSON_PREDICATE = re.compile(
    r"是|今年|住|来自|老家|家在|[0-9一二两三四五六七八九十]+岁|毕业于|属[鼠牛虎兔龙蛇马羊猴鸡狗猪]"
    r"|在[^，,。]{1,12}(?:上班|工作|读书|上学|念书)"
)
# …and what follows a noun read as a name (a noun is no predicate of its own: "我朋友方圆住在杭州")
_AFTER_NOUN_NAME = re.compile(r"$|[，,。！!；;\s]|在|从|去年|今年|已经|做|当|读|学|教|跟|和|最近|现在|目前|一直|平时")


def unknown_name(text: str, name: str, *, loose: bool = False) -> bool:
    """A full name the segmenter does not know, said bare before what is said of a person ("芮舒窈在Google上班",
    "东方蘅若老家广东云浮的", "王舒窈今年28"): a two-character surname and a two-character given name, a rare surname
    and two characters, or a surname and two characters the segmenter reads as one word it does not know. Only
    before a person's predicate (是, 今年, 老家, 在…上班 …), or 他 / 她 and one ("芮舒窈她在Google上班"): "东方明珠在
    上海" names no one. After a relation word (`loose`) the relation says a person follows, whatever is said next."""
    rest = re.sub(r"^[他她](?!们)", "", text[len(name) :])
    if (not loose and PERSON_PREDICATE.match(rest) is None) or not _HAN_NAME.fullmatch(name):
        return False
    if len(name) == 4:
        return re.match(COMPOUND_SURNAME, name) is not None
    if len(name) != 3 or name[0] in "小老阿":
        return False
    if name[0] in RARE_SURNAMES:
        return True
    tag = tagger()
    tokens = tag(text[:8]) if tag is not None else []
    if not tokens or tokens[0][0] != name:
        return False
    # 谭紫萱 / 张紫萱 tagged a noun: a run the segmenter made a word of without holding it, and whose first two
    # characters are no word either (方便面, 张家界 and 黄金周 it holds; 高铁 / 站 it cuts)
    made_up = tokens[0][1] in ("n", "nz") and not known_word(name) and not known_word(name[:2])
    return tokens[0][1] == "x" or made_up


# A place in an order ("第五名", "第三个", "第一排"): 第五 is a surname too, but not before a counter
_RANK = re.compile(r"第[一二三四五六七八九十百\d]+(?:名|个|位|次|号|届|排|组|轮|场|天|年)")


# Where a thing stands, said bare: "在上海", "在武汉市", "在杭州西湖边上"
_WHERE_IT_IS = re.compile(
    r"在(?P<p>[\u4e00-\u9fff]{2,6}?)(?:市|省)?(?:[\u4e00-\u9fff]{0,4}?(?:边上|旁边|附近|里))?[。！!]*$"
)


# What the names of buildings and sights end in (黄鹤楼, 雷峰塔, 滕王阁, 武侯祠, 雍和宫, 颐和园)
_SIGHT_END = frozenset("楼塔阁寺庙宫殿祠桥园亭台城井")


def named_thing(name: str, rest: str) -> bool:
    """A thing, not a person, in a bare clause: a rank ("第五名是我同学"), or a word the segmenter's dictionary holds
    — the people it holds are the famous, and the sights — said where it stands ("东方明珠在上海") or ending as a
    sight's name does ("黄鹤楼是…")."""
    if _RANK.match(name + rest):
        return True
    if not known_word(name):
        return False
    where = _WHERE_IT_IS.match(rest)
    return name[-1] in _SIGHT_END or (where is not None and place_zh(where["p"]))


_HAN_NAME = re.compile(r"[\u4e00-\u9fff]{3,4}")


def word_as_name(text: str, name: str) -> bool:
    """After a relation word, a surname and a given name the segmenter reads as an everyday word (李想, 方圆, 高兴):
    a name when what follows is a person's predicate, or, for a word that is no predicate itself, nothing.
    Never a time, place, pronoun or function word ("我妹妹周末在家"), nor a noun the readers know is no name
    ("我同学高中是在北京读的"); a state they know (高兴) only before a person's predicate: "我妈高兴" is glad."""
    tag = tagger()
    tokens = tag(text[:8]) if tag is not None else []
    if not tokens or tokens[0][0] != name or tokens[0][1][:1] in tuple("tfsrpcmqdu") or tokens[0][1] == "nr":
        return False
    rest, flag = text[len(name) :], tokens[0][1]
    if name in NOT_NAMES:  # an everyday word for sure: only before a person's predicate, and never a noun
        return not flag.startswith("n") and PERSON_PREDICATE.match(rest) is not None
    if PERSON_PREDICATE.match(rest):
        return True
    if flag.startswith("n"):
        return _AFTER_NOUN_NAME.match(rest) is not None
    return re.match(r"$|[，,。！!；;\s]", rest) is not None  # "我发小李想": nothing after it


_EVERYDAY_TAGS = frozenset(
    {"n", "nz", "v", "vn", "vd", "a", "an", "ad", "d", "t", "f", "s", "i", "l", "r", "p", "c", "m", "q"}
)


def common_word(text: str) -> bool:
    """True when the segmenter reads an everyday word of two or more characters at the start of `text` (a noun,
    verb, adjective, adverb …; not a name, nor a place name: 马建国 is tagged a place)."""
    tag = tagger()
    if tag is None:
        return False
    tokens = tag(text[:8])
    return bool(tokens) and len(tokens[0][0]) >= 2 and tokens[0][1] in _EVERYDAY_TAGS


def word_ends(text: str, at: int) -> bool:
    """True when the segmenter ends a word at character `at` of `text`."""
    tag = tagger()
    if tag is None:
        return False
    end = 0
    for word, _ in tag(text[: at + 6]):
        end += len(word)
        if end >= at:
            return end == at
    return False


def tagged_name(text: str, name: str) -> bool:
    """True when the segmenter tags `name`, at the start of `text`, as a person's name (whole, or in pieces)."""
    tag = tagger()
    if tag is None:
        return False
    # jieba often cuts a full name in two (陈 / 海燕, or 周 / 立新 with only the surname tagged a person's name):
    # a run of person's-name words, or a surname so tagged and the word after it, is the name
    tokens = tag(text)
    said = ""
    for word, flag in tokens:
        if flag != "nr" or len(said) >= len(name):
            break
        said += word
    surname_first = len(tokens) > 1 and tokens[0] == (name[0], "nr") and name[0] + tokens[1][0] == name
    return said == name or surname_first


def name_ok(name: str, *, loose: bool = False) -> bool:
    """True when `name` may be a Chinese person's name (`loose`: after a relation word, which says one follows)."""
    name = name.strip()
    if not name or name in NOT_NAMES or re.search(r"[我你他她它]", name) or re.fullmatch(REL_ALL, name):
        return False  # "我爸爸妈妈…": a second relation word is not a name
    if NAME_BAD.search(name) and not loose:
        return False
    if re.search(r"[一二两三四五六七八九十\d][米岁]", name):
        return False  # "我表哥高一米八五": a height, not 高一米
    if _RANK.match(name):
        return False  # "第五名是我同学": a rank, not 第五 and a given name
    tag = tagger() if name[0] in _VERB_SURNAMES else None
    if tag is not None and (head := tag(name)) and not head[0][1].startswith("nr"):
        return False  # "跟老板谈加薪", "想跟老板谈谈": 谈 is the verb; 谈伟, 管伟 are names
    # "李娜也", "王明都": a trailing adverb belongs to the predicate, not the name
    return not re.search(r"[了过吗呢吧啊也都还就又才]$|^(?:大家|别人|有人|自己)", name)


# Surnames that are also everyday verbs (谈, 管, 付, 查, 问): after a relation word the verb is more often meant, so
# the segmenter must read a name there
_VERB_SURNAMES = frozenset("谈管付查问")
