"""Chinese names in the entity mention extractor: where a person's name starts and ends in a clause.

jieba does not know every name, and it cuts some short (黄家 / 豪) or glues them to the predicate (李明前 / 几天,
徐伟人 / 在): the rules here read a name by what may open it (a surname, 小 / 老 / 阿, a Latin name), what may follow it
(a predicate's first words, `_AFTER_NAME`) and, where the segmenter helps, where it ends a word; whether what they
find may be a name at all is `_entities_zh_name_shape`'s. Also the relation words and the name patterns the clause
rules in `_entities_zh` share.
"""

from __future__ import annotations

import re

from .._entity_words import PET_WORDS_ZH
from .._text import tagger
from ._entities_more import jieba_name
from ._entities_places_zh import CITIES_ZH_BY_LENGTH, REGIONS_ZH
from ._entities_profile_words_zh import LABEL_ZH
from ._entities_zh_name_shape import (
    NOT_NAMES,
    PERSON_PREDICATE,
    common_word,
    name_ok,
    named_thing,
    tagged_name,
    unknown_name,
    word_as_name,
    word_ends,
)
from ._kin_zh import POINTER, REL_ALL
from ._rules_common import find_tools, is_place
from ._rules_zh_facts import COMPOUND_SURNAME, SURNAMES

__all__ = [
    "COMPOUND_SURNAME",
    "FULL",
    "FULL_BEFORE_REL",
    "FULL_WIDE",
    "HEARD",
    "LATIN",
    "MOD",
    "MY",
    "NICK",
    "REL_FIRST",
    "SAID",
    "SERVICES_ZH",
    "SURNAME",
    "lead_name",
    "relation_as_said",
    "relation_before",
]

SURNAME = "".join(sorted(SURNAMES))
# Surnames that are rarer, or that open everyday words (白天, 管得, 常去, 房子, 区别 …): read only where a relation
# word already says a person's name follows ("我师傅房建军", "我上司区家豪"), never at a bare clause's start.
_SURNAME_WIDE = SURNAME + "".join(
    sorted(set("白管包游关常房简区洪封伏解池邸谈符鄂冀晋蔺芦宁班边丰支阎揭贝方齐古费湛练商成安查") - set(SURNAMES))
)
# "我那同事…", "我那个表哥…": a demonstrative between 我 and the relation points at the same person
MY = rf"(?:(?:我们家的?|我家的?|咱家的?|我们的?|咱们的?|我的?){POINTER}?)"
# Words between "我" and the relation ("我大学室友", "我们公司的同事"); never a verb or a second person.
# Words between "我" and the relation ("我大学室友", "我们公司的同事", "我最好的朋友"): a closed list, so a verb
# ("我今天听到妈妈…", "我害怕妈妈…") never slips in.
MOD = (
    r"(?:一个|一位|一只|个|位)?(?:大学|高中|初中|小学|研究生|公司|单位|部门|团队|组里|班上|班里|以前|之前|现在|新|老|前|亲|"
    r"最好|好|远房|带的|隔壁组|隔壁部门|同组|同部门|一个组|一个部门|一个办公室|项目组|办公室|科室|的)*"
)
# 阿 + a given name's character (阿磊, 阿敏) is a nickname too, never 阿姨, 阿里
NICK = (
    rf"(?:[小老阿][{SURNAME}]|阿(?![姨里拉婆公伯爸妈嬷哥妹弟姐叔])[\u4e00-\u9fff](?![\u4e00-\u9fff]{{0,1}}们)"
    rf"|[{SURNAME}](?:总|哥|姐|老师|工|经理|医生|叔|阿姨|姨|博|老板|律师|教授|同学))"
)
FULL = rf"(?:(?:{COMPOUND_SURNAME})[\u4e00-\u9fff]{{1,2}}|[{SURNAME}][\u4e00-\u9fff]{{1,2}})"
# after a relation word: any surname of the wider list
FULL_WIDE = rf"(?:(?:{COMPOUND_SURNAME})[\u4e00-\u9fff]{{1,2}}|[{_SURNAME_WIDE}][\u4e00-\u9fff]{{1,2}})"
# before "是我的…" ("房建军是我师傅"): the relation after it says a person, and the shortest name that lets the
# rest match is taken ("王明也是…" is 王明)
FULL_BEFORE_REL = rf"(?:(?:{COMPOUND_SURNAME})[\u4e00-\u9fff]{{1,2}}?|[{_SURNAME_WIDE}][\u4e00-\u9fff]{{1,2}}?)"
# A given name: 小红 / 小明, or a doubled one (浩浩, 晨晨) — never 小时, 小心 (see `_entities_zh_name_shape.NOT_NAMES`).
_GIVEN = re.compile(
    r"小[\u4e00-\u9fff](?![\u4e00-\u9fff]{0,1}[们])|([\u4e00-\u9fff])\1"
    # a childhood nickname: 二胖, 大壮, 二丫, 铁蛋 (after a relation word only: "我发小二胖")
    r"|[大二三四][胖壮毛宝妞丫娃虎牛蛋柱](?![\u4e00-\u9fff]?们)|铁蛋|狗蛋"
)
LATIN = r"[A-Z][a-z]+(?: [A-Z][a-z]+)?"
# A given name's character and 姐 / 哥 ("燕姐", "涛哥"); never a word for a kind of person (空姐, 帅哥, 小哥, 学姐),
# a tie (大姐, 表哥, 亲哥), a pointer or a pronoun's (那哥们, 他哥), a number's (二哥, 一姐)
_CALLED_SIBLING = re.compile(
    r"(?![空帅大老小表堂师学亲干靓富俊美型猛他她我你俺咱它您家姐哥弟妹兄那这哪某每各一二三四五六七八九十两几])"
    r"[\u4e00-\u9fff][姐哥](?![们姐哥夫])"
)
# What may follow a name: a predicate, or the clause's end.
_AFTER_NAME = re.compile(
    r"$|\s|[，,。]|以前|之前|以后|之后|是|在|对|喜欢|爱|最|不|讨厌|住|搬|今年|已经|也|很|挺|蛮|特别|非常|最近|去年|刚|现在|来自|老家|家在|的|叫|过敏|就|"
    r"有|会|读|上|当|做|想|每|还|都|一直|目前|从|平时|总是|经常|下个|明年|前|养|考|毕业|入职|离职|结婚|生(?=了|过|下|完|孩子|娃|宝宝|日|病)|学|教|"
    r"今天|昨天|上周|上次|刚才|上个月|去|来|跟|和|一起|带|陪|请|给|干|常住|迷上|[0-9一二两三四五六七八九十]|"
    # a profile's label or verb: "韩子豪个头179cm", "曾子豪为人急躁", "肖慧琳供职于…"
    rf"{LABEL_ZH}|个儿|性子|为人|这个人|供职|就职|任职|担任|量过|常驻|业余|没事|一有空|得空|有空|眼下|如今|念完|读到|这几年|这些年|那口音|口音|"
    # the colloquial predicates of work and temper ("方志诚跳槽去了…", "朱明远出了名的抠门", "田守业只念到小学")
    r"快(?=[0-9一二两三四五六七八九十]|要|满)|跳槽|下了?班|只|出了名|混到|混成|升了|升到|升为|升任|升上|被提|熬了|拿的是|一路|调到|调去|属于|做事|脾气|被|进了|那会儿|念了|念到|念过|"
    r"研究生|本科|硕士|博士|大专|专科|中专|高中|初中|"
    # how their schooling, mail, height or work place is said ("阮建平书念到了本科", "殷海燕收邮件用…", "滕昊天体检量的
    # 身高…", "严欣悦光脚一米七", "殷伟民再海口那边上班": 再 typed for 在)
    rf"书(?=[只就]?(?:念|读))|念书|读书|收(?=邮件)|其(?={LABEL_ZH})|体检|光脚|再(?=[\u4e00-\u9fff]{{2,8}}?(?:那边|这边)?(?:上班|工作))|"
    r"人(?=在|很|挺|不|特别|比较|非常|现在|已经|还|也|蛮|真|一直)"  # "徐伟人在西安": 徐伟, 人在西安 (not 徐伟人)
    # a particle or a pointer back at the name ("李建新呢，…", "张文静这人…", "孙立伟他在深圳")
    r"|呢|啊|吧|呀|嘛|这人|那人|这个人|那个人|此人|他(?!们)|她(?!们)"
    # a stall after the name in a chat voice ("覃铎远就是今年25岁")
    r"|就是|升(?![了到为任上职级])|大大咧咧|风风火火|过完年|过了年|属(?=[鼠牛虎兔龙蛇马羊猴鸡狗猪])"
    r"|说(?=[他她我你它]|过|了|是|要|[，,：:])"  # "我同事小李说她老公是医生": what 小李 says
    # how often, and what they make others do ("我老板李强天天让我加班", "王磊老是迟到", "李强非要我们周末开会")
    r"|天天|整天|成天|老是|动不动|让(?=[我你他她大人])|逼|非要|硬要|居然|竟然|突然|终于"
    r"|[打拨](?=个|一个|了|过|电话|给)"  # "给我朋友小美打电话", "小刘拨了个号": a call, not a name's end
    r"|换(?=了|过|工作|号|手机|岗位|单位)"  # "缑秋实换号了", "郗虎生换工作了": a change, not a name's end
    r"|[挑买选送订](?=个|了|礼物|东西|衣服|鞋|花|蛋糕)"  # "给我组员禚望山挑礼物": what was got for them
    r"|时不时|时常|偶尔|通常|向来|才(?=[0-9一二两三四五六七八九十])"  # how often ("我老公刘建平时不时出差")
    r"|正(?=在|要|准备|忙)"  # what they are doing now ("我表姐王芳正在坐月子": 王芳, not 王芳正)
    r"|回(?=了|来|去|家|老家|[\u4e00-\u9fff]{2})"  # "我表妹东方雨桐回浙江了": going back, as 去 is
)
# A place right after a name, said as where the person is from or is ("我同事王磊成都人哈", "我闺蜜小雅杭州人",
# "我表姐王芳上海的"): the name ends where the place starts (王磊, not 王磊成 who 都人)
_PLACE_AFTER = re.compile(
    rf"(?:{'|'.join((*CITIES_ZH_BY_LENGTH, *sorted(REGIONS_ZH, key=len, reverse=True)))})"
    r"(?:人|的|那边|那里|那儿|本地|土著|来的|上班|工作|读书|$|[，,。！!])"
)


def _after_name(rest: str) -> bool:
    """True when what follows a name may follow one: a predicate, the clause's end, or a place the person is of."""
    return _AFTER_NAME.match(rest) is not None or _PLACE_AFTER.match(rest) is not None


# What opens a predicate and rarely ends a name: 唐磊前两年… is 唐磊, not 唐磊前.
# (and 孙浩 / 其身高…, 王磊 / 书念到了…, 王磊 / 收邮件用…, 孙浩 / 干了多年保安: only before such a predicate)
# 曾子豪 / 为人…, 曹立军 / 量过…
_PREDICATE_START = frozenset("前是在对也很挺蛮最不都还的就每从住搬今昨已常为量快其书收干正")


def lead_name(text: str, *, loose: bool, known: frozenset[str] = frozenset()) -> tuple[str, str] | None:
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
            or _after_name(text[len(k) :])
            or (word_ends(text, len(k)) and not _third_char_ends_name(text))
        )
    ]
    # "晓燕姐在杭州…" of 李晓燕: a known given name and 姐 / 哥 is how she is called
    said += [k + text[len(k)] for k in known if len(k) == 2 and re.match(rf"{k}[姐哥](?!们)", text)]
    if said:  # after a relation word too: "我表哥魏东来了" of a known 魏东来
        name = max(said, key=len)
        return name, text[len(name) :].strip()
    called = _CALLED_SIBLING.match(text)
    if called and _after_name(text[2:]) and name_ok(called[0]) and not re.fullmatch(REL_ALL, called[0]):
        # "燕姐今年32", "我同事涛哥在华为": a given name's character and 姐 / 哥 is how one is called
        return called[0], text[2:].strip()
    given = _GIVEN.match(text)
    if loose and given and _after_name(text[given.end() :]) and name_ok(given[0]):
        # "我邻居小红…", "我堂弟浩浩…": after a relation word, a given name or a pet name
        return given[0], text[given.end() :].strip()
    full = FULL_WIDE if loose else FULL
    for pattern in (NICK, LATIN, full):
        if pattern == full and (word := jieba_name(text)) is not None:
            # the segmenter reads a whole name here ("罗梦瑶念完了专科", "林志刚前几天…"): it ends where the
            # word does, whatever predicate follows; but it may take a predicate's first character into the name
            # (唐磊前 / 两年…) or leave the name's last one out (徐俊 / 峰前…)
            if len(word) == 3 and (word[-1] in _PREDICATE_START or word[-1] == "人") and _AFTER_NAME.match(text[2:]):
                word = word[:2]
            elif len(word) == 3 and word not in known and _VERB_OPENING_ASPECT.match(text[2:]):
                word = word[:2]  # 王红 / 来了, 周敏 / 升了经理: a verb and its aspect glued to a two-character name
            elif len(word) == 2 and not _after_name(text[2:]) and _third_char_ends_name(text):
                word = text[:3]
            elif len(word) == 2 and _often_after(text[:3], text[3:]):
                word = text[:3]  # 张海平 / 常出差, as 张国平 / 常去…
            elif (
                len(word) == 3
                and re.match(COMPOUND_SURNAME, word)
                and len(text) > 3
                and not _after_name(text[3:])
                and _after_name(text[4:])
                and re.match(r"[\u4e00-\u9fff]", text[3])
            ):
                word = text[:4]  # 欧阳明辉, not 欧阳明 / 辉: a two-character surname takes a two-character given name
            elif len(word) == 3 and _adverb_ends(text):
                word = word[:2]  # 王丽 / 刚来单位: 刚 opens the predicate
            elif len(word) == 3 and word not in known and _verb_or_time_ends(text):
                word = word[:2]  # 陈浩 / 来找我玩, 王小 / 明天要来: the predicate's first word, not the name's end
            # 汪德才 / 在…: a name the segmenter reads whole may end in a character that is an adverb elsewhere
            whole = len(word) == 3 and word[-1] in _GIVEN_ADVERB and _AFTER_NAME.match(text[3:]) is not None
            # "东方明珠在上海", "黄鹤楼在武汉": a sight the segmenter holds as a name, said bare
            thing = not loose and word not in known and named_thing(word, text[len(word) :])
            if (name_ok(word, loose=loose) or (whole and name_ok(word[:2], loose=loose))) and not thing:
                return word, text[len(word) :].strip()
        for m in re.finditer(rf"^(?:{pattern})", text):
            # 陈静对… / 吴杰明是…: a full name may be two or three characters; the shorter is tried first
            # (欧阳娜娜: the surname is two characters)
            given_at = 2 if re.match(COMPOUND_SURNAME, m[0]) else 1
            cands = list(dict.fromkeys([m[0][: given_at + 1], m[0]])) if pattern == full else [m[0]]
            for name in cands:
                rest = text[len(name) :]
                if pattern == LATIN and rest[:1] in SURNAMES and _after_name(rest[1:]):
                    # "我同事Kevin王在微软上班": an English given name and the Chinese surname after it, one name
                    name, rest = name + rest[0], rest[1:]
                if pattern == full and len(name) == 3 and name[2] in _PREDICATE_START and _AFTER_NAME.match(text[2:]):
                    continue  # 周敏 / 快40了: the predicate's first character is no part of the name
                if pattern == full and len(name) == 3 and name[1:] in _OFTEN_WORDS and name not in known:
                    continue
                if loose and pattern == full and len(name) == 2 and word_as_name(text, name):
                    return name, rest.strip()  # "我发小李想", "我同事高兴是医生": a name that is also a word
                if not name_ok(name, loose=loose) or (pattern == full and len(name) == 3 and _word_then_verb(text)):
                    continue
                if pattern == full and len(m[0]) == 3 and _adverb_ends(text):
                    if len(name) == 2:  # 李刚 / 刚来公司, 王刚 / 才到家: the adverb opens the predicate
                        return name, rest.strip()
                    continue
                if pattern == full and len(name) == 3 and len(m[0]) == 4 and _compound_takes_two(text, rest):
                    continue  # "我表弟宇文泰来今年二十岁": 宇文泰来 / 今年, not 宇文泰 / 来今年…
                if pattern == full and len(name) == 2 and _name_runs_on(text, m[0]):
                    continue  # "我表哥魏东来，今年…": 魏东来, not 魏东 who 来
                if pattern == full and len(name) == 2 and len(m[0]) == 3 and _whole_then_word(text):
                    continue  # "我老公刘建平时不时出差": 刘建平 / 时不时, not 刘建 / 平时 / 不时
                # "唐哥中专毕业", "阿磊在…": a nickname ends where the segmenter ends a word, too
                # "我室友Kevin湖南人": after a relation word a Latin name ends where the Han characters start
                ends = (pattern == LATIN and loose and re.match(r"[\u4e00-\u9fff]", rest) is not None) or (
                    pattern == NICK and word_ends(text, len(name))
                )
                if not _after_name(rest) and not ends and not _often_after(name, rest):
                    continue
                unknown = pattern == full and unknown_name(text, name, loose=loose)
                if pattern == full and not loose and name not in known and not tagged_name(text, name) and not unknown:
                    continue
                # (东方沅芷: a two-character surname that is also a word, and a two-character given name)
                whole = len(name) == 4 and re.match(COMPOUND_SURNAME, name) is not None
                # (上官 / 晴天 / 天…: the segmenter read the two-character surname as a word of its own)
                surname_word = loose and _compound_read_alone(text, name)
                if (
                    pattern == full
                    and common_word(text)
                    and not (loose and (_segmenter_missed(text, name) or whole))
                    and not unknown
                    and not surname_word
                ):
                    continue  # "我同事江湖气很重": 江湖 is a word, not 江 and a given name
                if pattern == LATIN and not loose and (find_tools(name) or is_place(name)):
                    continue  # "Python 很好用", "Berlin 很美": not a person
                if pattern == full and not loose and name not in known and named_thing(name, rest):
                    continue  # "东方明珠在上海": a landmark
                return name.strip(), rest.strip()
    return None


# 常 and a verb: how often, after a name ("张国平常去健身房")
_OFTEN = re.compile(r"常(?=[去来在跟和给找陪加出回做吃喝玩打看跑说聊带帮])")
# How often, said as one word (正常, 时常): a given name is never the word ("孙时常来找我" has no 孙时常)
_OFTEN_WORDS = frozenset({"正常", "平常", "时常", "经常", "通常", "照常", "往常"})


def _often_after(name: str, rest: str) -> bool:
    """张国平 / 常去…, as 王建平 / 时常…: a given name whose last character makes a word with 常 (平常, 正常, 照常) ends
    before it when a verb follows — never a word that ends before 常 (周末 / 经常); 刘正 / 常来…, never 刘正常, whose
    given name is the word."""
    return len(name) in (2, 3) and name[-1] in "平正照" and _OFTEN.match(rest) is not None


def _compound_takes_two(text: str, rest: str) -> bool:
    """宇文泰来 / 今年…: a two-character surname and two characters, when a person's predicate follows the four and
    not the three (宇文泰 / 来今年 is nothing; 欧阳明 / 是四川人 stays 欧阳明)."""
    return (
        re.match(COMPOUND_SURNAME, text) is not None
        and PERSON_PREDICATE.match(text[4:]) is not None
        and PERSON_PREDICATE.match(rest) is None
    )


def _compound_read_alone(text: str, name: str) -> bool:
    """After a relation word, 上官 / 晴天 / 天天加班: a name with a two-character surname, which the segmenter read as
    a word of its own (上官 n) — the everyday word it finds there is the surname, not the start of a clause."""
    tag = tagger()
    if tag is None or len(name) < 3 or not re.match(COMPOUND_SURNAME, name):
        return False
    tokens = tag(text[:8])
    return bool(tokens) and tokens[0][0] == name[:2]


def _word_then_verb(text: str) -> bool:
    """马上 / 来, 高兴 / 得…: an everyday word (an adverb, a state, one the readers know is no name) and a verb or a
    particle after it — no three-character name, whatever the surname its first character is."""
    tag = tagger()
    tokens = tag(text[:8]) if tag is not None else []
    if len(tokens) < 2 or len(tokens[0][0]) != 2 or len(tokens[1][0]) != 1:
        return False
    word, flag = tokens[0]
    return (word in NOT_NAMES or flag[:1] in tuple("dcprtba")) and tokens[1][1][:1] in ("v", "u")


def _name_runs_on(text: str, full: str) -> bool:
    """魏 / 东来 / ，…: a three-character name whose last two characters the segmenter reads as one word, with
    nothing after it in its clause — the third character is the name's, not a predicate's."""
    return (
        len(full) == 3
        and full[2] not in _PREDICATE_START
        and re.match(r"$|[，,。！!？?、；;\s]", text[3:]) is not None
        and not word_ends(text, 2)
        and word_ends(text, 3)
    )


def _whole_then_word(text: str) -> bool:
    """刘建平 / 时不时 / 出差: both readings of a name leave a word after it (平时, 时不时), and the segmenter, reading
    the whole clause, ends a word after the third character and not after the second — the reading whose remainder
    opens with a word of the predicate (an adverb, verb or time) wins, and the name is three characters long."""
    tag = tagger()
    if tag is None or not re.match(r"[\u4e00-\u9fff]{4}", text) or text[2] in _PREDICATE_START:
        return False
    if not word_ends(text, 3) or word_ends(text, 2):
        return False
    short, after = tag(text[2:8]), tag(text[3:9])
    if not short or len(short[0][0]) < 2:
        return False  # 林悦 / 人特别好: the shorter reading leaves no word, so it is no rival
    return bool(after) and len(after[0][0]) >= 2 and after[0][1][:1] in ("d", "v", "t", "p")


def _segmenter_missed(text: str, name: str) -> bool:
    """After a relation word, a full name the segmenter read as an everyday word: cut short (黄家 / 豪 / 今年…) or
    glued to the predicate's first character (李明前 / 几天…)."""
    tag = tagger()
    if len(name) == 3:
        # 甘露露: a doubled given name is a name's, whatever word the segmenter reads in its first two characters;
        # 喻蔓琳 read whole as a verb: no everyday verb of three characters opens on a surname after a relation
        whole = tag is not None and bool(tag(text[:8])) and tag(text[:8])[0] == (name, "v")
        # 芮舒窈人 / 特别好: the segmenter glued the name to the predicate's first character
        head = tag(text[:8])[0][0] if tag is not None and tag(text[:8]) else ""
        glued = len(head) > 3 and head.startswith(name) and _AFTER_NAME.match(text[3:]) is not None
        return name[1] == name[2] or _third_char_ends_name(text) or whole or glued
    first = tag(text[:8])[0][0] if tag is not None and tag(text[:8]) else ""
    if len(name) == 2 and len(first) > 3 and first.startswith(name) and _AFTER_NAME.match(text[2:]):
        return True  # 王磊书念 / 到了本科: the segmenter glued the name to a predicate the name may open
    return len(name) == 2 and len(first) == 3 and first[2] in _PREDICATE_START


def _third_char_ends_name(text: str) -> bool:
    """徐俊 / 峰前 / 几天…: the name's third character, which the segmenter cut off the name, alone or glued to a
    predicate's first character (峰前, 远在) — never the start of a word of the predicate (王明 / 迷上了)."""
    third = text[2:3]
    if not re.match(r"[\u4e00-\u9fff]", third) or third in _PREDICATE_START or not _AFTER_NAME.match(text[3:]):
        return False
    if re.match(r"$|[，,。！!？?、；;\s]", text[3:]):
        return True  # "我发小高志刚，…": nothing follows the third character in its clause
    tag = tagger()
    if tag is None:
        return False
    at = 0
    tokens = tag(text[:10])
    for i, (word, flag) in enumerate(tokens):
        if at == 2:  # alone, it is no verb, adverb or preposition (徐伟 / 拿 / 的是…)
            # (a bound morpheme, "言" vg, is no word of its own either: 靳澈 / 言 / 就是…)
            alone = len(word) == 1 and (not re.match(r"^(?:v|p|d|c|r|u|q|m|f|t)", flag) or flag in ("vg", "ag"))
            # …unless a time word follows it: 高志刚 / 最近… is no 高志 who 刚 最近
            after = tokens[i + 1] if i + 1 < len(tokens) else ("", "")
            timed = len(word) == 1 and len(after[0]) >= 2 and after[1] in ("t", "f")
            # 汪德 / 才干 / 了…: a noun glued from the name's last character and a predicate's first one
            glued = len(word) == 2 and flag == "n" and _GLUED_PREDICATE.match(text[3:]) is not None
            # 喻语 / 桐刚 / 跳到…: the name's last character glued to an adverb that opens the predicate
            opens = len(word) == 2 and (word[1] in _PREDICATE_START or word[1] in _NAME_OR_ADVERB)
            # 郗虎 / 生换 / 工作了: the name's last character glued to a change of number or work
            # (酆虎 / 生人 / 在舟山: …or to 人 before where they are)
            opens = opens or (len(word) == 2 and word[1] in "换人" and _AFTER_NAME.match(text[3:]) is not None)
            # 裘国 / 梁去 / 上海: …or to a verb of going that 去 / 回 opens the predicate with
            opens = opens or (len(word) == 2 and word[1] in "去回")
            return alone or timed or glued or opens
        at += len(word)
    return False


# Adverbs that open a predicate right after a name (王丽刚来单位, 张伟又迟到了); 刚 / 才 also end given names (李刚,
# 汪德才), so the name ends before them only when a verb follows at once, and a name the user's world holds wins
_NAME_OR_ADVERB = "刚才又也都"
_VERB_OPENING = frozenset("来去到回从把被给跟和买要做开进出搬结离入调换升当上下说请带考")
# A verb of coming, going or rising and its aspect right after a name ("王红来了", "周敏升了经理"), or schooling
# ("周敏本科学的会计", "周敏读的计算机"): the predicate's first character, not the name's last
_VERB_OPENING_ASPECT = re.compile(
    # ("王芳生了。": a birth ends the clause, so 生了 is the predicate, not a name's last character; "碰到周稻生了
    # 人家…", a space after it in a chat, is the meeting's 了 more often)
    r"[来去回升走到](?:了|过)|生(?:了(?=个|一|两|俩|对|儿子|女儿|闺女|孩子|宝宝|娃|小孩|二胎|三胎|老二|男孩|女孩|双胞胎|龙凤胎|$|[，,。！!；;~～]|[啊呀哦啦])|过|病|孩子|宝宝|二胎)|过(?:了|生日)|换(?:了|号|工作|手机|电话)|[读学念]的|本科|硕士|博士|大专|专科|中专|研究生"
    # 张伟 / 入职了…, 王磊 / 念到了初中: a verb of work or schooling glued to a two-character name
    r"|[入离]职|[念读](?:到|完|过|了)"
)


# Verbs of coming, going, saying and giving that open a predicate right after a name (陈浩来找我, 张伟给我…)
_VERB_AFTER_NAME = frozenset("来去回说给带找陪请")
# Can, may, will and want, right after a name and before a verb: the predicate's first word, not the name's end
_MODAL = frozenset("会能要想")


def _verb_or_time_ends(text: str) -> bool:
    """陈浩 / 来找我玩, 赵磊 / 来我家吃饭, 王小 / 明天要来: the third character of a three-character name the segmenter
    read whole opens the predicate — a verb of coming or giving with a verb or a person after it at once, or the
    first half of a time word (明天) when what is left after the name is no predicate of its own (天要来)."""
    tag = tagger()
    if tag is None or not re.match(r"[\u4e00-\u9fff]{4}", text):
        return False
    if text[2] in _VERB_AFTER_NAME:
        after = tag(text[3:9])
        return bool(after) and (after[0][1][:1] == "v" or after[0][0][:1] in "我你他她咱俺")
    if text[2] in _MODAL:  # 王芳 / 会拉小提琴, 刘洋 / 能喝酒, 陈静 / 要去上海: can, may or will, and a verb at once
        after = tag(text[3:9])
        return bool(after) and after[0][1][:1] == "v"
    time = tag(text[2:8])
    if not time or len(time[0][0]) != 2 or time[0][1] != "t" or _AFTER_NAME.match(text[3:]):
        return False
    # …and the reading whose remainder is a word wins: 王小 / 明天 / 要来 (天要来 opens with no word), but 王建平 /
    # 时常 / 加班, not 王建 / 平时 / 常加班
    after = tag(text[3:9])
    return not (after and len(after[0][0]) >= 2 and after[0][1][:1] in ("d", "v", "a", "t", "p"))


def _adverb_ends(text: str) -> bool:
    """王丽 / 刚来单位: the third character of a full name at the start of `text` is an adverb and a verb (or a
    preposition) follows it at once — "刚刚" / "才" doubled count as one adverb."""
    if len(text) < 4 or text[2] not in _NAME_OR_ADVERB or not re.match(r"[\u4e00-\u9fff]{3}", text):
        return False
    rest = re.sub(r"^[刚才又也都还就]", "", text[3:])
    tag = tagger()
    first = tag(rest[:6])[0] if tag is not None and rest and tag(rest[:6]) else ("", "")
    # 汪德才在上海, 李有才是…: 在 / 是 / 有 after a name follow the name itself as often as an adverb
    if rest[:1] in "在是有":
        return text[2] in "又也都"
    if first[1].startswith(("v", "p")) or rest[:1] in _VERB_OPENING or _JUST_DONE.match(rest):
        return True
    # 又 / 也 / 都 end no given name: a number or a state after them is a predicate too (王芳都三十了)
    return text[2] in "又也都" and first[1].startswith(("m", "a", "d", "t"))


# What 刚 / 才 say was just done that the segmenter reads as a noun ("张丽刚研究生毕业", "王芳才满三十"): the adverb's,
# as a verb after it is
_JUST_DONE = re.compile(r"(?:研究生|本科|硕士|博士|大学|高中|初中|大专|中专|专科)?毕业|满[0-9一二两三四五六七八九十]")


# A predicate that opens with a verb and its aspect (干了, 来了, 做过): what may follow a name whose last character the
# segmenter glued into a noun (汪德 / 才干 / 了 …).
_GLUED_PREDICATE = re.compile(r"[\u4e00-\u9fff](?:了|过|着)")
# Characters given names end in that are adverbs elsewhere (王德才, 李有才)
_GIVEN_ADVERB = frozenset("才")


# Hearsay before a person ("听说她…", "我才知道他…", "原来她…") and "他说他…": what follows is said of them.
HEARD = re.compile(
    # ("聊了半天才知道人家都52了": what one learnt after a while, and 人家 for the one just named)
    r"^(?:(?:[^，,他她我]{1,5}?(?=这才|才|后来))?(?:我|后来|这才|才|也|刚|早就)*(?:知道|听说|得知|发现|了解到|打听到)(?:了)?"
    r"|据说|听说|原来|据我所知)(?=他|她|我|人家)"
)
SAID = re.compile(r"^(?P<p>他|她)(?:跟我|和我|对我|自己)?(?:说|讲|提到|提过|告诉我|说过)(?:过)?(?:他|她|自己)")
# The team one works in, before a name or a relation ("我们部门的李经理", "隔壁组的赵一鸣", "组里的同事小周"):
# someone the user works with
_GROUP = (
    r"(?:我们|咱们|我)?(?:公司|部门|组里|组|单位|团队|科室|办公室|项目组|隔壁组|隔壁部门|同组|同部门|一个组|一个部门)"
    r"(?:的|里的|里)(?:那个|那位|新来的)?"
)
# Where one lives, before a name ("隔壁王阿姨", "楼下的李叔", "对门的小张", "我们小区的老周"): a neighbour, or the
# tie said after the place ("我们小区的水电工老周", "楼里的保安老李")
_HOME = (
    r"(?:我们|咱们|我|我家)?(?:隔壁|楼上|楼下|对门|对面|邻居家|小区里?|楼里|这栋楼|单元里?)"
    r"(?:的|那个|那位|的那个|的那位)?"
)
# The services of where one lives, before a name ("物业的小王", "小区物业的老张", "快递站的小刘"): the service is the
# tie
SERVICES_ZH = ("物业", "物业公司", "居委会", "门卫", "保安室", "快递站", "菜鸟驿站", "驿站", "家政公司")
_SERVICE = (
    rf"(?:我们|咱们|我)?(?:小区|楼里)?的?(?P<s>{'|'.join(SERVICES_ZH)})"
    r"(?:的|那个|那位|的那个|的那位)"
)
# A relation or a team before a name, without 我 ("堂哥黄子轩…", "外甥女王小萌…")
REL_FIRST = re.compile(
    rf"^(?:(?P<g>{_GROUP})(?P<mod>{MOD})(?P<rel>{REL_ALL})?|(?P<r>{REL_ALL})|{_SERVICE}"
    rf"|(?P<h>{_HOME})(?P<hr>{REL_ALL})?)"
    r"(?P<rest>.+)$"
)

_FEMALE = re.compile(r"(?:妈|母|姐|妹|姑|姨|婶|嫂|奶|婆|姥姥|女|媳|妻|闺蜜|娘|嬷|妈咪)$")
_MALE = re.compile(r"(?:爸|父|哥|弟|叔|舅|伯|爷|公|夫|儿子|侄子|外甥|兄|姥爷|爹|爹地|细佬)$")


def relation_before(pronoun: str, before: str) -> str:
    """The one relation a message named in passing before a 他 / 她 ("上周跟我舅舅吃饭，他今年五十二了"), when it
    can be who the pronoun is (她 is no uncle); "" when there is none, or more than one."""
    said = {
        relation_as_said(m["mod"], m["rel"])
        for m in re.finditer(rf"{MY}(?P<mod>{MOD})(?P<rel>{REL_ALL})(?!们)", before)
        if m["rel"] not in PET_WORDS_ZH
    }
    fits = [r for r in said if not (_FEMALE if pronoun == "他" else _MALE).search(r)]
    return fits[0] if len(said) == 1 and len(fits) == 1 else ""


def relation_as_said(mod: str, rel: str) -> str:
    """The relation as said, without a count word ("一个朋友" -> "朋友", "最好的朋友" stays)."""
    mod = re.sub(r"^(?:一个|一位|一只|个|位|带的)", "", mod).lstrip("的")
    return mod + rel
