"""What one Chinese clause's predicate states about the one it is about (`_entities_zh`): a relation said after
the name ("王明，是我大学室友"), someone of theirs ("小刘的老婆是老师", "还有个女儿叫朵朵"), and the facts of the
profile, the core table, the wider phrasings, the shaped values and, last, a note of what was said."""

from __future__ import annotations

import re

from .._entity_words import PET_WORDS_ZH, RELATION_TERMS, is_family_tie
from ._entities import Draft, Sentence
from ._entities_change import negates_zh, new_value_zh
from ._entities_more import more_fact_zh, note_zh
from ._entities_profile_words_zh import LABEL_ZH, TITLE_END
from ._entities_profile_zh import profile_facts_zh, retitle_zh
from ._entities_shape_zh import shaped_facts_zh
from ._entities_who_zh import of_age_zh
from ._entities_zh_name_shape import name_ok
from ._entities_zh_names import MOD, lead_name, relation_as_said
from ._entities_zh_read import (
    ADV,
    RELATION_IS,
    STALLED,
    add_fact_zh,
    furthest_zh,
    known_fact,
    org_role_zh,
    relation_kind,
)
from ._entities_zh_roles import names_other_zh
from ._kin_zh import REL_ALL
from ._shape_values import REACH_ZH

__all__ = ["THEIR_HOME", "predicate_zh"]

# "她家狗3岁了", "他家孩子…", "周敏她家里的猫…": a pet or kin of their home, not them
THEIR_HOME = re.compile(rf"^家(?:里)?的?(?:{'|'.join(sorted(PET_WORDS_ZH, key=len, reverse=True))}|{REL_ALL})")


def predicate_zh(d: Draft, rest: str, state: Sentence, correction: bool) -> None:
    """The facts one clause's predicate states about `d`."""
    # ("说话特别幽默", "讲话软软的": how they talk, not what they said)
    told = re.match(r"^(?:跟我|和我|对我)?(?:说(?!话)|讲(?!话)|提到|说过|告诉我)(?:过)?(?P<r>.*)$", rest)
    if told and not re.match(r"(?:他|她|自己)(?!们)", told["r"]):
        return  # "我同事说有人在深圳上班": what they said, not what they are
    # "我表哥说他今年三十": said of himself ("王芳说她老公…": of her husband, read as 她老公 below)
    rest = re.sub(r"^自己", "", told["r"]) if told else rest
    if not d.pronoun and re.match(r"^(?:他|她)(?!们)", rest):
        # "我姑姑她是老师": the pronoun only points back; "小王他老婆…" is 小王's wife
        rest = rest[1:].strip()
        rest = "的" + rest if re.match(rf"^{REL_ALL}", rest) or THEIR_HOME.match(rest) else rest
    if not rest:
        return
    m = RELATION_IS.match(rest)
    if m:  # "王明，…，是我大学室友"
        if not d.relation:
            d.relation = relation_as_said(m["mod"], m["rel"])
            d.kind = relation_kind(m["rel"])
        if TITLE_END.search(m["rel"]) and not m["rest"].strip():
            # "是我们组长", "是我们部门主管", "是我们公司副总": a position too (the department's; the company is where)
            where = re.sub(r"^(?:公司|单位|厂里|集团|学校|医院|这边|那边)+", "", m["mod"])
            add_fact_zh(d, "title", where + m["rel"], "职位", state, correction)
        rest = m["rest"].strip()
        if not rest:
            return
    owned = re.match(rf"^的(?P<rel>{REL_ALL})(?P<rest>.*)$", rest)
    # (the user's partner's kin are the user's too: "我老公的儿子" is read as said, no one else's)
    # (and a friend of theirs is theirs alone: "我妈妈的朋友" is no one the user knows)
    mine = RELATION_TERMS.get(d.relation, ("", False))[0] in ("husband", "wife", "partner", "spouse")
    kin = owned is not None and is_family_tie(owned["rel"])
    if owned and (d.name or (d.relation and kin and not mine)) and not d.pronoun:
        # "我同事小刘的老婆是老师": 小刘's wife, named for her tie to 小刘 (never the user's own 老婆); "我姐人很好，
        # 她老公…": unnamed, the user's 姐的老公
        kind, rel, rest = relation_kind(owned["rel"]), owned["rel"], owned["rest"].strip()
        # "小刘的老婆王芳是老师", "她儿子小明今年12岁": the kin by their own name, what follows said of them
        named = lead_name(rest, loose=True, known=state.known)
        named = named if named and named[1] and name_ok(named[0], loose=True) else None
        path = "" if d.name else f"{d.relation}的{rel}"
        called = named[0] if named else d.name and f"{d.name}的{rel}"
        other = state.open(called, kind=kind, relation=path, language="zh")
        if d.name:
            other.add_link(rel, d.name)
        rest = named[1] if named else rest
        if rest:
            predicate_zh(other, rest, state, correction)
        return
    has = re.match(rf"^(?:还|也)?有(?:一个|个|一位|位)(?P<rel>{REL_ALL})(?:叫做?|名叫)(?P<n>[^，。\s]{{1,4}})$", rest)
    if has and name_ok(has["n"], loose=True) and lead_name(has["n"], loose=True) is not None:
        # "我姐还有个女儿叫朵朵，今年六岁": her daughter, and what follows is said of the daughter
        child = state.open(has["n"], kind=relation_kind(has["rel"]), relation="", language="zh")
        if d.name:
            child.add_link(has["rel"], d.name)
        return
    if re.match(rf"^{MOD}{REL_ALL}们?的", rest) or names_other_zh(rest):
        # "我朋友公司新来的实习生叫张扬": someone of theirs, named
        state.subject = None  # "我妈同事的女儿叫李娜，在北京工作": someone else's, and what follows is theirs
        return
    if rest.startswith("的") and not re.match(
        rf"^的?(?:{LABEL_ZH}|生日|电话|手机|教育|学历|最高学历|工作|本职|职业|爱好|兴趣|名字|全名|大名|本名|真名|年纪|年龄|外号|绰号|小名|昵称|英文名)",
        rest,
    ):
        # "我妈妈的朋友…", "我表哥的书桌量了一下，一米六": about someone or something else, and so is what follows
        state.subject = None
        return
    # "那个他就是在字节工作", "我表姐就是一米七八": a stall before what they do or are (never before a noun, where
    # 就是 is "is": "我表姐就是护士")
    rest = re.sub(rf"^就是(?={STALLED})", "", rest)
    if re.match(r"^(?:就是)?[他她]", rest) and THEIR_HOME.match(re.sub(r"^(?:就是)?[他她]", "", rest)):
        return  # "我老板就是他家狗3岁了": theirs, not them
    said = rest
    rest = of_age_zh(re.sub(rf"^{ADV}", "", rest) or rest)  # "我舅舅五十五": a bare number after a person
    rest = said if _AGED_NOW.match(said) else rest  # "才25就结婚了": 才 says the age is now's, so it is kept
    rest = re.sub(r"(?<=[的了岁\d])(?:撒|哇|嗷|捏|噢)+$", "", rest)  # "是邯郸的撒": a dialect's tail
    rest = re.sub(r"(?<![了的])(?:喽|咯)$", "了", rest)  # "都40喽": 了, said softly
    rest = re.sub(r"(?<=[\u4e00-\u9fff])滴$", "的", rest)  # "是做汽修工滴": 的, said playfully
    # "今年32哈": a tail, not the value
    rest = re.sub(r"(?:啦|啊|呀|哦|呢|嘛|吧|嘞|咯|喽|哟|呗|(?<![嘻哈])哈+)+$", "", rest)
    rest = furthest_zh(rest)
    # "在字节工作，…" / "喜欢打篮球和游泳": several predicates joined by 并且/而且/还/也.
    # "本科学的会计": the schooling, then the field
    parts = re.split(
        r"(?:并且|而且|，|还|也)(?=[在住是喜爱对会当做搬])|(?:(?<=本科|硕士|博士|大专|专科)|(?<=研究生))(?=[读学念]的)"
        # "都二十六了还天天熬夜": the age, then what they still do
        r"|(?<=了)(?=还)",
        rest,
    )
    parts = [p for part in parts for p in _aged_now(part)]
    # "小刘给张伟打电话，138…": the number the caller dialled is the one called's, or no one's, never the caller's
    reached = _REACHES_ANOTHER.match(rest) is not None or _called_before(d, state.before)
    for part in parts:
        # one predicate is also read as said (the adverbs kept): "最高学历是博士", "前两年搬到了西安"
        _one_predicate(d, part.strip(), state, correction, said if len(parts) == 1 else part.strip(), reached=reached)


# "今年才28就当上主管了", "才25就结婚了": the age they are now (才 / 都 / 已经 measure it against now), then what
# they have done by it ("18岁就出来打工了" is an age at a moment past, no age now)
_AGED_NOW = re.compile(
    r"^(?P<a>(?:(?:今年|现在|如今|目前)(?:才|都|已经)?|才|都|已经)[0-9一二两三四五六七八九十]{1,3}岁?)(?:就已经|就)"
    r"(?P<b>[\u4e00-\u9fff].*)$"
)


def _aged_now(part: str) -> list[str]:
    m = _AGED_NOW.match(part)
    if m is None:
        return [part]
    bare = re.fullmatch(r"(?:才|都|已经)(?P<n>[0-9一二两三四五六七八九十]{1,3})", m["a"])  # "才25": its age said bare
    if bare is None:
        return [m["a"], m["b"]]
    age = of_age_zh(bare["n"])
    return [age, m["b"]] if age.endswith("岁") else [part]  # "才3就会背诗了": no age a bare 3 says for sure


def _one_predicate(
    d: Draft, rest: str, state: Sentence, correction: bool, said: str = "", *, reached: bool = False
) -> None:
    if negates_zh(rest):
        return  # "已经不是公务员了": only the old value, over; a note of it would keep showing it
    rest, said = new_value_zh(rest), new_value_zh(said)
    if org_role_zh(rest):  # "我表姐周敏，阿里的设计师": said as "是阿里的设计师" is
        rest = said = "是" + rest
    profile = profile_facts_zh(rest) if d.kind in ("person", "pet") else []
    if reached:
        profile = [f for f in profile if f[0] not in _CONTACT_ATTRIBUTES]
    for attribute, label, value in profile:
        add_fact_zh(d, attribute, value, label, state, correction)
    if profile or known_fact(d, rest, state, correction):
        return
    # A wider phrasing of a known attribute, else what was said of them, kept as a note (see `_entities_more`)
    more = more_fact_zh(said or rest)
    if more is not None:
        attribute, label, value = more
        if not (attribute in ("lives_in", "from") and d.kind == "place"):
            add_fact_zh(d, retitle_zh(attribute, value), value, label, state, correction)
        return
    # a value whose shape says what it is, inside a longer clause ("在深圳工作好几年了", "周末经常去钓鱼")
    shaped = shaped_facts_zh(said or rest) if d.kind == "person" else []
    if reached:
        shaped = [f for f in shaped if f[0] not in _CONTACT_ATTRIBUTES]
    for attribute, label, value in shaped:
        if not any(f.attribute == attribute for f in d.facts):  # "老家在青岛，说话带着山东口音": 青岛 said first
            add_fact_zh(d, attribute, value, label, state, correction)
    if shaped:
        return
    note = note_zh(said or rest)
    # only of someone this message names: a bare 他 / 她 may point anywhere ("他一开始情绪消沉": a film's hero)
    if note is not None and d.kind in ("person", "pet") and not d.pronoun:
        d.add_fact("note", note, "", correction=correction)


# A predicate that reaches someone else by phone or message ("给张伟打电话", "跟他发了条微信", "打给我表姐"): a
# number or address said with it is not the subject's own
_REACHES_ANOTHER = re.compile(rf"^[^，,。]{{0,6}}?(?:{REACH_ZH})")
_CONTACT_ATTRIBUTES = frozenset({"phone", "email"})


def _called_before(d: Draft, before: str) -> bool:
    """True when the clause before this one has `d` call or write to someone else ("小刘给张伟打电话，138…",
    "老王给我表姐打了个电话，她手机…"): the number said next is not the caller's."""
    said = d.name or d.relation
    if not said or not before:
        return False
    at = before.rfind(said)
    last = re.split(r"[，,。；;！!？?]", before.rstrip("，, "))[-1]
    return at >= 0 and said in last and _REACHES_ANOTHER.match(before[at + len(said) :]) is not None
