"""Who a Chinese clause is about, in the shapes the clause rules of `_entities_zh` open no subject for.

- A relation with a description before it: "我那个在上海工作的表姐叫周梅", "我一个老家在青岛的同事…" — the
  description is a fact of the person (kept only when it states one: "我妈妈的朋友" is someone else's friend).
- A member of a group named by what is called: "我的同事里有个叫吕婷的", "我们部门有个叫宋佳的".
- One of several the message counted before: "我有两个同事，一个叫吕婷，一个叫钱梅".
- Kin said without 我 opening a message ("老公今年32", "表姐昨天来了，她…"), and a name said alone before a tie
  or a field ("蔺栀萱，我干妈，…").

Each reader returns what the clause rules open: the name (or ""), the relation's words and the rest of the clause.
Also how a sentence is cut into the clauses they read (asides in brackets or after a dash, a note's heading
"上司：…") and how a clause after a person is said of them ("，在我们公司做财务", "，35，").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from .._entity_words import is_family_tie
from ._entities_profile_words_zh import LABEL_ZH, OCCUPATION
from ._entities_zh_name_shape import name_ok
from ._entities_zh_names import COMPOUND_SURNAME, FULL, FULL_WIDE, MOD, MY, SURNAME, lead_name
from ._entities_zh_read import FILLER, relation_kind, states_fact
from ._kin_zh import POINTER, REL_ALL
from ._rules_common import strip_edges

__all__ = [
    "Opened",
    "as_clauses_zh",
    "counted_one_zh",
    "described_zh",
    "form_opening_zh",
    "full_name_zh",
    "given_is_zh",
    "group_member_zh",
    "group_said_zh",
    "kin_carried_zh",
    "listed_names_zh",
    "listed_zh",
    "named_alone_zh",
    "names_only_zh",
    "next_clause_zh",
    "of_age_zh",
    "of_subject_zh",
    "own_kin_zh",
    "same_one_named_zh",
    "shared_tie_zh",
    "stating_described_zh",
    "told_zh",
]


def as_clauses_zh(s: str) -> str:
    """A sentence with its asides, a note's heading and a label said across a colon written as the clauses the rules
    read."""
    # "…，郗虎生（我组员）换工作了": a name opening a clause with its tie aside is that person, said as "是我组员"
    # (else the name alone would read as a name given to whom the clause before was about; "给X（我组员）挑礼物"
    # opens with whom it is for, read below)
    s = re.sub(
        rf"(?:(?<=^)|(?<=[，,。！!？?；;\s]))(?:那个|就是说?)?(?![跟陪给带找帮替请约][\u4e00-\u9fff]{{2,3}}[（(])"
        rf"(?P<n>[\u4e00-\u9fff]{{2,4}})[（(](?P<t>我的?{MOD}{REL_ALL})[）)](?!的)",
        r"\g<n>是\g<t>，",
        s,
    )
    # "今天跟禚樵山（我组员）去买衣服", "给X（我组员）挑礼物": inside a clause, after whom it is with or for, the
    # name and its tie are one phrase ("跟我组员禚樵山去…")
    s = re.sub(
        rf"(?P<p>[跟陪给带和找帮替请约])(?P<n>[\u4e00-\u9fff]{{2,4}})[（(](?P<t>我的?{MOD}{REL_ALL})[）)](?!的)",
        lambda m: m[0] if re.search(rf"{REL_ALL}$", m.string[: m.start() + 1]) else f"{m['p']}{m['t']}{m['n']}",
        s,
    )
    # "我表哥（孙立伟）…", "我上司——李振华，…": an aside or an apposition is a clause of its own
    s = re.sub(r"\s*(?:[（(]|[）)]|——|—|--)\s*", "，", s).strip("，")
    # "上司：李振华，45岁": a relation heading a note is the user's
    s = re.sub(rf"^({MOD}{REL_ALL})\s*[：:]\s*", r"我\1，", s)
    # "我表姐叫周梅她在广州当护士": a name after 叫 and a 他 / 她 opening what is said of them, unpunctuated
    s = re.sub(
        r"((?:叫做|叫|名叫)[\u4e00-\u9fff]{2,4}?)(?=[他她](?!们)(?:在|是|今年|现在|已经|老家|家在|住|也|很|特别|一直|目前|平时))",
        r"\1，",
        s,
    )
    # "在阿里做产品经理呢挺忙的": a chat particle closes a clause, and a comment on it follows unpunctuated
    s = re.sub(r"(?<=[\u4e00-\u9fffA-Za-z])(呢|啦)(?=挺|很|超|太|特别|真的?|蛮|贼|巨|[他她](?!们))", r"\1，", s)
    # "我那个表妹啊王芳老家广东的": a stall between the tie and the name; the name follows the tie as if unbroken
    s = re.sub(rf"({MY}{MOD}{REL_ALL})(?:啊|呢|呀|嘛)(?=[\u4e00-\u9fff])", _tie_then_name, s)
    # "我同事钭明远吧他在京东上班": a name set up as the topic, then 他 / 她 says what of them
    s = re.sub(r"(?<=[\u4e00-\u9fff])(吧|啊|呀)(?=[他她](?!们)|人(?:特别|很|挺|蛮|真|超|不错))", r"\1，", s)
    # "记一下他的手机：138…", "邮箱发你：…": a label and its value across a colon are one clause (telling the
    # assistant is no part of it)
    return re.sub(rf"({LABEL_ZH})(?:我?(?:发|给|告诉)你(?:一下)?|如下|是这个)?\s*[：:]\s*", r"\1是", s)


def _tie_then_name(m: re.Match[str]) -> str:
    lead = lead_name(m.string[m.end() :], loose=True)
    return m[1] if lead is not None and lead[1] and name_ok(lead[0], loose=True) else m[0]


# Attributes whose value has a shape of its own: a label before anything else ("工作：今天要写周报") is a note to self.
_SHAPED = frozenset({"age", "height", "birthday", "phone", "email", "education", "from", "works_in"})


def form_opening_zh(facts: list[tuple[str, str, str]]) -> bool:
    """True when the profile facts of a message's first clause ("职业：医生", "年龄32岁") are a form about the
    person the last message introduced: each value has its attribute's shape, or is an occupation's word."""
    occupation = re.compile(rf"[^，。]{{0,4}}{OCCUPATION}")
    return bool(facts) and all(a in _SHAPED or (a in ("job", "title") and occupation.fullmatch(v)) for a, _, v in facts)


_AT_OURS = re.compile(r"^在(?:我们|咱们|我)(?:公司|单位|部门|组|团队|学校|医院|厂)里?(?=[做干当搞负])")


def of_subject_zh(c: str) -> str:
    """A clause after a person, as said of them: "…，在我们公司做财务" is their work (the user's workplace names
    no employer), and a note's bare number ("我表哥，35，程序员") their age."""
    return of_age_zh(_AT_OURS.sub("", c))


# 十六 … 九十九 said alone: a grown person's age ("我舅舅五十五", "王总五十二了")
_CN_AGE = r"(?:[二三四五六七八九]十[一二三四五六七八九]?|十[六七八九])"


def of_age_zh(c: str) -> str:
    """A bare number said of a person ("35", "五十五了") as their age; anything else as it is."""
    m = re.fullmatch(rf"(?P<n>[1-9]\d|{_CN_AGE})了?", c)
    tens = re.fullmatch(r"(?P<n>[2-9]0|[二三四五六七八九]十)多了?", c)  # "已经五十多了": in their fifties
    if tens:
        return tens["n"] + "多岁"
    if m is None or (m["n"].isdigit() and not 16 <= int(m["n"]) <= 99):
        return c
    return m["n"] + "岁"


# Kin words that are the user's own however a message is worded ("舅妈", "表姐"), and never someone else's spouse
# or child as "老婆", "儿子" are ("我表哥在深圳，老婆在广州": 表哥's wife).
_MY_KIN = re.compile(r"舅|叔|婶|姑|姨|伯|表|堂|爷|奶|外公|外婆|姥|爸|妈|父亲|母亲|哥|姐|弟|妹|嫂")
_NOT_MY_KIN = re.compile(r"老婆|老公|媳妇|妻|夫|爱人|对象|儿|女|孩子|宝宝|朋友|友")


def kin_carried_zh(relation: str, before: str) -> bool:
    """True when a message opened with the user's kin ("我舅舅五十五，") and a clause then opens with another kin
    word ("舅妈五十二"): the 我 said first owns it too."""
    if not _MY_KIN.search(relation) or _NOT_MY_KIN.search(relation):
        return False
    m = re.match(rf"^我的?{MOD}(?P<rel>{REL_ALL})(?!们)", before)
    return m is not None and bool(_MY_KIN.search(m["rel"])) and not _NOT_MY_KIN.search(m["rel"])


def own_kin_zh(relation: str, before: str, anyone: bool) -> bool:
    """True when kin said without 我 ("老公今年32", "表姐是护士", "妈在老家") opens a message before anyone else
    is named (`anyone`: a person read before it): the user's own — never a one-character 哥 / 姐 (slang for oneself:
    "哥今年32了"), nor a friend or a pet."""
    if anyone or re.search(rf"[他她]|{REL_ALL}", before):
        return False
    if len(relation) < 2 and relation not in ("爸", "妈", "娘", "爹"):
        return False
    return is_family_tie(relation) and relation_kind(relation) == "person"


class Opened(NamedTuple):
    """A person a clause opens with: the name ("" when unnamed), the relation as `MOD` and `REL_ALL` read it,
    what describes them before the relation ("" when nothing), and the rest of the clause."""

    name: str
    mod: str
    rel: str
    described: str
    rest: str


# "我那个在上海工作的表姐", "我一个老家在青岛的同事": a description (no 的 in it, no one else named) and the relation
_DESCRIBED = re.compile(
    rf"^{MY}(?:一个|一位|有个|有一个|有位)?(?P<d>[^，,的我你他她们]{{2,12}})的(?P<mod>{MOD})(?P<rel>{REL_ALL})"
    r"(?!们)(?P<rest>.*)$"
)


def described_zh(c: str) -> Opened | None:
    """A relation said with a description before it; the caller keeps it only when the description states a fact.
    The rest may name them ("叫周梅", "周梅…")."""
    m = _DESCRIBED.match(c)
    if m is None or re.fullmatch(rf"{MOD}", m["d"]):
        return None
    rest = m["rest"].strip()
    named = re.match(r"^(?:叫做|叫|名叫|名字叫)(?P<n>[^，。\s]{1,8})$", rest)
    if named and name_ok(named["n"], loose=True):
        return Opened(named["n"], m["mod"], m["rel"], m["d"], "")
    lead = lead_name(rest, loose=True)
    if lead is not None:
        return Opened(lead[0], m["mod"], m["rel"], m["d"], lead[1])
    return Opened("", m["mod"], m["rel"], m["d"], rest)


_CALLED = r"(?:一个|个|一位|位|一名|名)(?:叫做|叫|名叫|名字叫)"
# "我的同事里有个叫吕婷的", "我同事当中有一位叫宋佳"
_AMONG = re.compile(
    rf"^{MY}(?P<mod>{MOD})(?P<rel>{REL_ALL})们?(?:里|中|当中|里面|里头|中间)(?:有|就有)?{_CALLED}(?P<rest>.+)$"
)
# "我们部门有个叫宋佳的", "我们组新来了一个叫X的": someone the user works with
_TEAM = re.compile(
    r"^(?:我们|咱们|我)(?:公司|部门|组里|组|单位|团队|科室|办公室|项目组)(?:里|上)?(?:有|新来了|来了)"
    rf"{_CALLED}(?P<rest>.+)$"
)


# "跟我一个办公室的李娜", "和我同一个宿舍的…": who shares the place with the user
_WITH_ME = re.compile(
    r"^(?:跟|和|与)我(?:在)?(?:一个|同一个|同个|同一|一)(?P<g>办公室|部门|组|团队|项目组|公司|单位|科室|宿舍|寝室|班)"
    r"(?:的|里的)(?P<rest>.+)$"
)


def group_member_zh(c: str) -> Opened | None:
    """Someone named as one of a group of the user's ("我的同事里有个叫吕婷的", "跟我一个办公室的李娜"); None when
    the clause is no such."""
    m = _AMONG.match(c)
    mod, rel = (m["mod"], m["rel"]) if m else ("", "同事")
    if m is None and (m := _WITH_ME.match(c)) is not None:
        rel = "室友" if m["g"] in ("宿舍", "寝室") else "同学" if m["g"] == "班" else "同事"
    m = m or _TEAM.match(c)
    if m is None:
        return None
    lead = lead_name(m["rest"], loose=True)
    if lead is None or not name_ok(lead[0], loose=True):
        return None
    return Opened(lead[0], mod, rel, "", re.sub(r"^的", "", lead[1]).strip())


# "我有两个同事", "我有好几个表哥": the count before the ones the message then names one by one
_COUNTED = re.compile(rf"我(?:们)?有(?:[两三四五六七八九几]|好几)(?:个|位)(?P<mod>{MOD})(?P<rel>{REL_ALL})")
_ONE_OF = re.compile(rf"^(?:其中|还有|另外)?(?:另)?{_CALLED}(?P<rest>.+)$")


def counted_one_zh(c: str, before: str) -> Opened | None:
    """ "一个叫吕婷" after "我有两个同事" in the same message: one of them, by name."""
    m = _ONE_OF.match(c)
    counted = list(_COUNTED.finditer(before))
    if m is None or not counted:
        return None
    lead = lead_name(m["rest"], loose=True)
    if lead is None or not name_ok(lead[0], loose=True):
        return None
    return Opened(lead[0], counted[-1]["mod"], counted[-1]["rel"], "", re.sub(r"^的", "", lead[1]).strip())


# "全名孙立伟", "大名叫张卫东", "本名是李晓燕": the full name of the one the clause before was about
_FULL_NAME = re.compile(rf"^(?:他|她)?的?(?:全名|大名|本名|真名|全称|名字全称)(?:叫|是|为)?(?P<n>{FULL_WIDE})$")


def same_one_named_zh(c: str, named: str) -> str | None:
    """The full name when a clause that is a name alone and the name just said are one person's, a nickname and the
    full name of one surname ("我同事王建平（小王）…", "我同事小王（王建平）…"): the full name; None when the
    clause is no such name (another person: "王芳，李娜…")."""
    lead = lead_name(c, loose=True)
    if lead is None or lead[1] or c == named or not name_ok(c, loose=True):
        return None
    for nick, full in ((c, named), (named, c)):
        by = re.fullmatch(rf"[小老阿](?P<s>[{SURNAME}])", nick)
        if by and re.fullmatch(FULL, full) and full.startswith(by["s"]) and not re.match(COMPOUND_SURNAME, full):
            return full
    return None


def full_name_zh(c: str) -> str | None:
    """The full name a clause gives the person before it ("立伟是我表哥，全名孙立伟"), or None."""
    m = _FULL_NAME.match(c)
    return m["n"] if m and name_ok(m["n"], loose=True) else None


# "立伟是我表哥", "晓燕是我同事": a given name alone before "是我<relation>" — the relation says a person is named.
# Never a time, a place word or a demonstrative ("今天是我表哥…", "这位是我同事").
_GIVEN_IS = re.compile(rf"^(?P<name>[\u4e00-\u9fff]{{2}})是我(?:的|们的?)?(?P<mod>{MOD})(?P<rel>{REL_ALL})$")
_NOT_GIVEN = re.compile(r"[天年月日这那谁哪位个些就也都还人家们我你他她它的了是在有和跟]")


def given_is_zh(c: str) -> Opened | None:
    """A person named by a given name alone, with the relation after it ("立伟是我表哥"); None when not one."""
    m = _GIVEN_IS.match(c)
    if m is None or _NOT_GIVEN.search(m["name"]) or not name_ok(m["name"]):
        return None
    return Opened(m["name"], m["mod"], m["rel"], "", "")


# "跟你说一下我的几个同事", "说说我的两个表哥": a line before a list of people, each then named at the start of
# a message ("王芳，31岁，本科。") — they take the relation the line said
_GROUP_SAID = re.compile(
    rf"(?:说|讲|聊|介绍|提|记)[^，。]{{0,4}}?{MY}?(?:[两三四五六七八九几]|好几)(?:个|位)(?P<mod>{MOD})(?P<rel>{REL_ALL})"
    rf"|我(?:们)?有(?:[两三四五六七八九几]|好几)(?:个|位)(?P<mod2>{MOD})(?P<rel2>{REL_ALL})[。！!]?$"
)


def group_said_zh(text: str) -> tuple[str, str] | None:
    """The (modifier, relation) of a group a message announced ("跟你说一下我的几个同事"), or None."""
    m = _GROUP_SAID.search(text.strip())
    if m is None:
        return None
    return (m["mod"], m["rel"]) if m["rel"] else (m["mod2"] or "", m["rel2"])


def names_only_zh(c: str) -> list[str] | None:
    """The names of a clause that is names alone ("王芳", "吴杰明和陈晓东", "张伟、李娜和王磊"), or None."""
    names = re.split(r"和|跟|与|、|以及|还有", c)
    for n in names:
        lead = lead_name(n, loose=True)
        if lead is None or lead[1] or not name_ok(lead[0], loose=True):
            return None
    return names


def listed_names_zh(c: str, before: str) -> tuple[list[str], str, str] | None:
    """ "吴杰明和陈晓东" after "我有两个下属" in the same message: the names of the ones counted, with the
    (modifier, relation) the count said; None when the clause is not a list of names alone."""
    counted = list(_COUNTED.finditer(before))
    names = names_only_zh(c) if counted else None
    if not counted or names is None or len(names) < 2:
        return None
    return names, counted[-1]["mod"], counted[-1]["rel"]


def shared_tie_zh(relation: str) -> bool:
    """A tie many share ("我同事王芳和李强": both colleagues); "我表哥孙立伟和王芳" says nothing of 王芳's tie."""
    return bool(re.search(r"同事|同学|朋友|下属|组员|邻居|室友|队友|老乡|领导|客户|学生|战友|网友|发小", relation))


def told_zh(relation: str, said: Sequence[str]) -> bool:
    """True when one of the texts said `relation` as the user's ("我表哥…", "我同事王芳和李强")."""
    return any(re.search(rf"我的?{MOD}{relation}|我[^，。？！]{{0,12}}和{relation}", t) for t in said)


def listed_zh(recent: Sequence[str]) -> tuple[str, str] | None:
    """The group the last recent messages announced ("跟你说一下我的几个同事"), when no message since named someone
    other than in the list's own shape ("王芳，31岁，本科。")."""
    for said in reversed(recent[-3:]):
        group = group_said_zh(said)
        if group is not None:
            return group
        if not re.match(r"^[\u4e00-\u9fff]{2,4}[，,]", said.strip()):
            return None
    return None


def named_alone_zh(before: str) -> str | None:
    """The name the clause before said alone and read as nothing ("蔺栀萱，…": a rare name the segmenter does not
    tag), or None."""
    named = before.rstrip("，").rsplit("，", 1)[-1]
    if re.fullmatch(rf"(?:{COMPOUND_SURNAME})[\u4e00-\u9fff]{{2}}", named) and name_ok(named):
        return named  # "东方稻生，…": a two-character surname and a given name, said alone (东方 is also a word)
    if lead_name(named, loose=True) != (named, "") or not name_ok(named) or not re.fullmatch(FULL, named):
        return None
    return named


def stating_described_zh(c: str) -> Opened | None:
    """A relation with a description before it, when the description states a fact of them (see
    `_entities_who_zh`): "我妈妈的朋友" names no fact, and is someone else's friend."""
    who = described_zh(c)
    # "我那个刚结婚的同事小李…": after a pointer word the description is of them, whatever it says
    # (never "我那个朋友的妈妈": the friend's mother, no description)
    pointed = (
        re.match(rf"^我的?{POINTER}", c) is not None
        and who is not None
        and not re.search(rf"{REL_ALL}$", who.described)
    )
    if who is not None and re.match(rf"^{MOD}{REL_ALL}(?:是|就是|也是)", who.described):
        return None  # "我领导是一个28岁的老师": the tie said first is the one described, 老师 is what they are
    if who is not None and re.fullmatch(rf"{MOD}{REL_ALL}家里?的?", who.described):
        return None  # "我大姨家的儿子": her son, not a son of the user's whose home is hers
    return who if who is not None and (pointed or states_fact(who.described)) else None


def next_clause_zh(s: str, c: str) -> str:
    """The clause after `c` in the sentence `s`, as the clause rules read it ("表姐，32岁，…" -> "32岁")."""
    after = re.split(r"[，,；;：:～~]", s[s.find(c) + len(c) :].lstrip("，,；;：:～~ "))[0]
    return of_age_zh(FILLER.sub("", strip_edges(after)))
