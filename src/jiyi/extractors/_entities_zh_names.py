"""Chinese names in the entity mention extractor: where a person's name starts and ends in a clause.

jieba does not know every name, and it cuts some short (黄家 / 豪) or glues them to the predicate (李明前 / 几天,
徐伟人 / 在): the rules here read a name by what may open it (a surname, 小 / 老 / 阿, a Latin name), what may follow it
(a predicate's first words, `_AFTER_NAME`) and, where the segmenter helps, where it ends a word. Also the relation
words and the name patterns the clause rules in `_entities_zh` share.
"""

from __future__ import annotations

import re

from .._entity_words import PET_WORDS_ZH
from .._text import _tagger
from ._entities_more import jieba_name
from ._entities_profile_zh import LABEL_ZH
from ._rules_common import find_tools, is_place
from ._rules_en_facts import _words
from ._rules_zh import _REL
from ._rules_zh_facts import NAME_BAD, SURNAMES

_SURNAME = "".join(sorted(SURNAMES))
# "我那同事…", "我那个表哥…": a demonstrative between 我 and the relation points at the same person
_MY = r"(?:(?:我们家的?|我家的?|咱家的?|我们的?|咱们的?|我的?)(?:那个|那位|这个|这位|那)?)"
# Words between "我" and the relation ("我大学室友", "我们公司的同事"); never a verb or a second person.
# Words between "我" and the relation ("我大学室友", "我们公司的同事", "我最好的朋友"): a closed list, so a verb
# ("我今天听到妈妈…", "我害怕妈妈…") never slips in.
_MOD = (
    r"(?:一个|一位|一只|个|位)?(?:大学|高中|初中|小学|研究生|公司|单位|部门|团队|组里|班上|班里|以前|之前|现在|新|老|前|亲|"
    r"最好|好|远房|的)*"
)
# Relations beyond the statement rules' list: the real vocabulary of kin, work and social ties is wide (表姐, 发小,
# 闺蜜, 师兄, 岳父, 合伙人 …), and a tie the list lacks leaves its person unread.
_REL_MORE_TEXT = (
    "同桌 姑妈 姨妈 舅妈 婶婶 堂弟 堂妹 堂兄 堂姐 堂哥 班主任 老师 师傅 师父 "
    "师母 徒弟 老乡 同乡 前女友 前男友 前妻 前夫 继父 继母 岳父 岳母 丈人 "
    "丈母娘 公公 婆婆 外甥女 外甥 侄子 侄女 孙子 孙女 外孙 外孙女 老同学 闺女 "
    "小姨 大姨 姑父 姨父 舅舅 叔叔 阿姨 干妈 干爸 干爹 干女儿 干儿子 嫂子 大嫂 "
    "弟媳 弟妹 姐夫 妹夫 表嫂 小叔子 小姑子 大伯 伯伯 伯父 伯母 大舅 小舅 二舅 "
    "姑姑 女婿 儿媳妇 儿媳 亲家 师兄 师姐 师弟 师妹 学长 学姐 学弟 学妹 好友 "
    "好哥们 哥们 铁哥们 死党 老铁 网友 笔友 房东 租客 房客 保姆 教练 私教 老大 "
    "总监 老总 上级 前同事 老同事 战友 队友 学员 外婆 外公 奶奶 爷爷 姥姥 姥爷 "
    "祖父 祖母 老爸 老妈 大哥 二哥 大姐 二姐 爱人 另一半 女友 男友 未婚妻 "
    "未婚夫 恋人 妻子 丈夫 媳妇 孩子 宝宝 兄弟 搭档 合伙人 闺蜜 发小 室友 舍友 "
    "领导 上司 经理 主管 组长 导师 同事 客户 下属 手下 部下 组员 学生 邻居 "
    "同学 校友 朋友 好朋友"
)
_REL_MORE_WORDS = [*_REL_MORE_TEXT.split(), *PET_WORDS_ZH]
# Longest first: a regex alternation takes the first alternative that fits, and 姐 must not cut 姐夫 short.
_REL_ALL = "(?:" + "|".join(sorted(set(_REL[3:-1].split("|")) | set(_REL_MORE_WORDS), key=lambda w: (-len(w), w))) + ")"
# 阿 + a given name's character (阿磊, 阿敏) is a nickname too, never 阿姨, 阿里
_NICK = (
    rf"(?:[小老阿][{_SURNAME}]|阿(?![姨里拉婆公伯爸妈嬷哥妹弟姐叔])[\u4e00-\u9fff](?![\u4e00-\u9fff]{{0,1}}们)"
    rf"|[{_SURNAME}](?:总|哥|姐|老师|工|经理|医生|叔|阿姨|姨|博|老板|律师|教授|同学))"
)
_FULL = rf"[{_SURNAME}][\u4e00-\u9fff]{{1,2}}"
# A given name: 小红 / 小明, or a doubled one (浩浩, 晨晨) — never 小时, 小心 (see `_NOT_NAMES`).
_GIVEN = re.compile(r"小[\u4e00-\u9fff](?![\u4e00-\u9fff]{0,1}[们])|([\u4e00-\u9fff])\1")
_LATIN = r"[A-Z][a-z]+(?: [A-Z][a-z]+)?"
# What may follow a name: a predicate, or the clause's end.
_AFTER_NAME = re.compile(
    r"$|\s|[，,。]|是|在|对|喜欢|爱|最|不|讨厌|住|搬|今年|已经|也|很|特别|非常|最近|去年|刚|现在|来自|老家|家在|的|叫|过敏|"
    r"有|会|读|上|当|做|想|每|还|都|一直|目前|从|平时|总是|经常|下个|明年|前|养|考|毕业|入职|离职|结婚|生|学|教|"
    r"今天|昨天|上周|上次|刚才|上个月|去|来|跟|和|一起|带|陪|请|给|干|常住|迷上|[0-9一二两三四五六七八九十]|"
    # a profile's label or verb: "韩子豪个头179cm", "曾子豪为人急躁", "肖慧琳供职于…"
    rf"{LABEL_ZH}|个儿|性子|为人|这个人|供职|就职|任职|担任|量过|常驻|业余|没事|一有空|念完|读到|这几年|这些年|那口音|口音|"
    r"人(?=在|很|挺|不|特别|比较|非常|现在|已经|还|也|蛮|真|一直)"  # "徐伟人在西安": 徐伟, 人在西安 (not 徐伟人)
)
# What opens a predicate and rarely ends a name: 唐磊前两年… is 唐磊, not 唐磊前.
_PREDICATE_START = frozenset("前是在对也很最不都还的就每从住搬今昨已常为量")  # 曾子豪 / 为人…, 曹立军 / 量过…
_NOT_NAMES = _words(
    "高中 高兴 周末 周一 周二 周三 周四 周五 周六 周日 马上 任何 曾经 程序 许多 毕业 尤其 熊猫 欧洲 颜色 范围 左边 "
    "小时 小心 小学 小孩 小说 小区 小组 小狗 小猫 小吃 小费 刚刚 常常 天天 渐渐 慢慢 偷偷 好好 "
    "夏天 钟头 凌晨 毕竟 顾客 焦虑 祝福 陆续 谢谢 严格 舒服 冷静 童年 余额 任务 付出 付款 岳父 岳母 庞大 施工"
)


def _lead_name(text: str, *, loose: bool, known: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """A person's name at the start of `text` and what follows it, or None.

    `loose` after a relation word ("我同事陈静"): the relation already says a person follows. A bare clause
    ("小王喜欢打篮球") needs a nickname, a Latin name, or a full name jieba also tags as a person's name.
    """
    text = text.strip()
    # a name the user's world holds, or one said just before, whatever follows it — where the name ends: 王明远
    # is not 王明 when only 王明 is known
    said = [
        k
        for k in known
        if len(k) >= 2
        and text.startswith(k)
        and not re.match(r"[A-Za-z]", k)
        and (
            len(k) >= 3  # few names are four characters long
            or _AFTER_NAME.match(text[len(k) :])
            or (_word_ends(text, len(k)) and not _third_char_ends_name(text))
        )
    ]
    if not loose and said:
        name = max(said, key=len)
        return name, text[len(name) :].strip()
    given = _GIVEN.match(text)
    if loose and given and _AFTER_NAME.match(text[given.end() :]) and _name_ok(given[0]):
        # "我邻居小红…", "我堂弟浩浩…": after a relation word, a given name or a pet name
        return given[0], text[given.end() :].strip()
    for pattern in (_NICK, _LATIN, _FULL):
        if pattern == _FULL and (word := jieba_name(text)) is not None:
            # the segmenter reads a whole name here ("罗梦瑶念完了专科", "林志刚前几天…"): it ends where the
            # word does, whatever predicate follows; but it may take a predicate's first character into the name
            # (唐磊前 / 两年…) or leave the name's last one out (徐俊 / 峰前…)
            if len(word) == 3 and (word[-1] in _PREDICATE_START or word[-1] == "人") and _AFTER_NAME.match(text[2:]):
                word = word[:2]
            elif len(word) == 2 and not _AFTER_NAME.match(text[2:]) and _third_char_ends_name(text):
                word = text[:3]
            if _name_ok(word, loose=loose):
                return word, text[len(word) :].strip()
        for m in re.finditer(rf"^(?:{pattern})", text):
            # 陈静对… / 吴杰明是…: a full name may be two or three characters; the shorter is tried first
            cands = list(dict.fromkeys([m[0][:2], m[0]])) if pattern == _FULL else [m[0]]
            for name in cands:
                rest = text[len(name) :]
                if not _name_ok(name, loose=loose):
                    continue
                # "唐哥中专毕业", "阿磊在…": a nickname ends where the segmenter ends a word, too
                if not _AFTER_NAME.match(rest) and not (pattern == _NICK and _word_ends(text, len(name))):
                    continue
                if pattern == _FULL and not loose and name not in known and not _tagged_name(text, name):
                    continue
                if pattern == _FULL and _common_word(text) and not (loose and _segmenter_missed(text, name)):
                    continue  # "我同事江湖气很重": 江湖 is a word, not 江 and a given name
                if pattern == _LATIN and not loose and (find_tools(name) or is_place(name)):
                    continue  # "Python 很好用", "Berlin 很美": not a person
                return name.strip(), rest.strip()
    return None


def _segmenter_missed(text: str, name: str) -> bool:
    """After a relation word, a full name the segmenter read as an everyday word: cut short (黄家 / 豪 / 今年…) or
    glued to the predicate's first character (李明前 / 几天…)."""
    if len(name) == 3:
        return _third_char_ends_name(text)
    tag = _tagger()
    first = tag(text[:8])[0][0] if tag is not None and tag(text[:8]) else ""
    return len(name) == 2 and len(first) == 3 and first[2] in _PREDICATE_START


def _third_char_ends_name(text: str) -> bool:
    """徐俊 / 峰前 / 几天…: the name's third character, which the segmenter cut off the name, alone or glued to a
    predicate's first character (峰前, 远在) — never the start of a word of the predicate (王明 / 迷上了)."""
    third = text[2:3]
    if not re.match(r"[\u4e00-\u9fff]", third) or third in _PREDICATE_START or not _AFTER_NAME.match(text[3:]):
        return False
    if re.match(r"$|[，,。！!？?、；;\s]", text[3:]):
        return True  # "我发小高志刚，…": nothing follows the third character in its clause
    tag = _tagger()
    if tag is None:
        return False
    at = 0
    tokens = tag(text[:10])
    for i, (word, flag) in enumerate(tokens):
        if at == 2:  # alone, it is no verb, adverb or preposition (徐伟 / 拿 / 的是…)
            alone = len(word) == 1 and not re.match(r"^(?:v|p|d|c|r|u|q|m|f|t)", flag)
            # …unless a time word follows it: 高志刚 / 最近… is no 高志 who 刚 最近
            after = tokens[i + 1] if i + 1 < len(tokens) else ("", "")
            timed = len(word) == 1 and len(after[0]) >= 2 and after[1] in ("t", "f")
            return alone or timed or (len(word) == 2 and word[1] in _PREDICATE_START)
        at += len(word)
    return False


_EVERYDAY_TAGS = frozenset(
    {"n", "nz", "v", "vn", "vd", "a", "an", "ad", "d", "t", "f", "s", "i", "l", "r", "p", "c", "m", "q"}
)


def _common_word(text: str) -> bool:
    """True when the segmenter reads an everyday word of two or more characters at the start of `text` (a noun,
    verb, adjective, adverb …; not a name, nor a place name: 马建国 is tagged a place)."""
    tag = _tagger()
    if tag is None:
        return False
    tokens = tag(text[:8])
    return bool(tokens) and len(tokens[0][0]) >= 2 and tokens[0][1] in _EVERYDAY_TAGS


def _word_ends(text: str, at: int) -> bool:
    """True when the segmenter ends a word at character `at` of `text`."""
    tag = _tagger()
    if tag is None:
        return False
    end = 0
    for word, _ in tag(text[: at + 6]):
        end += len(word)
        if end >= at:
            return end == at
    return False


def _tagged_name(text: str, name: str) -> bool:
    tag = _tagger()
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


def _name_ok(name: str, *, loose: bool = False) -> bool:
    name = name.strip()
    if not name or name in _NOT_NAMES or re.search(r"[我你]", name) or re.fullmatch(_REL_ALL, name):
        return False  # "我爸爸妈妈…": a second relation word is not a name
    if NAME_BAD.search(name) and not loose:
        return False
    # "李娜也", "王明都": a trailing adverb belongs to the predicate, not the name
    return not re.search(r"[了过吗呢吧啊也都还就又才]$|^(?:大家|别人|有人|自己)", name)
