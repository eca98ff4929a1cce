"""Who a Chinese clause opens with (issue #21), for the clause rules of `_entities_zh`: "王明是我的同事…",
"我老婆的弟弟王磊…", "我的顶头上司是马国栋", "堂哥黄子轩在成都工作", "项目经理周航…", "团团是我家的鹦鹉",
"我有个同事叫陈静", "我们公司楼下那家咖啡店…", a bare name before what is said of it; and two people opening one
clause, sharing its predicate ("我姐姐和姐夫住在杭州") or joined as one subject ("我表哥和我堂哥都来了").
`clause_subject_zh` returns the draft the clause is about and the rest of the clause, or None.
"""

from __future__ import annotations

import re

from .._entity_words import is_family_tie
from .._text import tagger
from ._entities import Draft, Sentence
from ._entities_kids import CHILD_BY_ORDER_ZH
from ._entities_kin import kin_of_zh
from ._entities_more import pet_name
from ._entities_who_zh import (
    counted_one_zh,
    given_is_zh,
    group_member_zh,
    named_alone_zh,
    shared_tie_zh,
    stating_described_zh,
)
from ._entities_zh_name_shape import NOT_NAMES, name_ok
from ._entities_zh_names import FULL_BEFORE_REL, LATIN, MOD, MY, NICK, REL_FIRST, lead_name, relation_as_said
from ._entities_zh_predicate import predicate_zh
from ._entities_zh_read import HAS, HAS_ONE, NAME_ADV, NAME_IS, PET_IS, PLACE, relation_kind, states_fact
from ._entities_zh_roles import described_called_zh, tie_after_name_zh, titled_zh
from ._kin_zh import REL_ALL
from ._rules_zh_facts import COMPOUND_SURNAME, NAME_BAD, RARE_SURNAMES

__all__ = ["clause_subject_zh", "joined_zh", "shared_subject_zh"]


_SHARED = re.compile(
    r"^(?P<a>[^，和跟与及]{2,12}?)(?P<j>和|跟|与|以及|还有)(?P<b>[^，和跟与及]{1,12}?)"
    r"(?P<each>分别)?(?:都|也|一起|俩|两个人|两人|他们|她们)*(?(each)|(?P<each2>分别)?)"
    r"(?P<rest>(?:住|在|是|喜欢|爱|搬|对|来自|老家|今年|已经|退休|结婚|毕业|不|很|特别|属|读|学|(?<=分别)[\d一二三四五六七八九十]).*)?$"
)


def shared_subject_zh(c: str, state: Sentence, correction: bool) -> bool:
    """Two people sharing one predicate ("我姐姐和姐夫住在杭州", "小王和她老公都在字节"): the facts go to both."""
    m = _SHARED.match(c)
    if not m or m["a"] in ("我", "我们", "咱们"):
        return False
    if m["j"] == "还有" and re.match(r"[一两二三四五六七八九几好个位只]", m["b"]):
        return False  # "我姐还有个女儿叫…": what she has, not a second person
    scratch = Sentence(drafts=list(state.drafts), subject=state.subject, before=state.before)
    # "我的两个下属吴杰明和陈晓东…": the count says both have the tie
    a, counted = re.subn(r"^(我们的?|我的?)(?:[两三四五六七八九几]|好几)(?:个|位)", r"\1", m["a"])
    first = clause_subject_zh(a, scratch)
    if first is None or first[1]:
        return False
    b = m["b"]
    kin = kin_of_zh(first[0], b)  # "小王和她老公": 小王的老公; "我姐和她老公来了": 我姐的老公
    if kin or (re.match(r"^(?:她|他)(?!们)", b) and first[0].name):
        b = kin or first[0].name + "的" + b[1:]
    elif re.match(rf"^{MOD}{REL_ALL}", b) and not b.startswith("我"):
        b = "我" + b  # "我姐姐和姐夫": the same 我 owns both
    owned = re.match(rf"^(?P<n>[^的]+)的(?P<rel>{REL_ALL})$", b)
    if owned and owned["n"] == first[0].name:
        second: Draft | None = scratch.open(b, kind=relation_kind(owned["rel"]), relation="", language="zh")
        if second is not None:
            second.add_link(owned["rel"], owned["n"])
    else:
        got = clause_subject_zh(b, scratch)
        second = got[0] if got is not None and not got[1] else None
        lead = lead_name(b, loose=True) if second is None and first[0].name and first[0].relation else None
        if lead is not None and not lead[1] and name_ok(lead[0], loose=True):
            # "我同事王芳和李强都是程序员": the relation said before the first name is the second's too
            second = scratch.open(lead[0], kind=first[0].kind, relation="", language="zh")
    if second is None or second is first[0]:
        return False
    bare = lead_name(b, loose=True) == (second.name, "")
    if bare and not second.relation and first[0].name and (counted or shared_tie_zh(first[0].relation)):
        second.relation, second.kind = first[0].relation, first[0].kind  # "我同学周楠和刘洋": both classmates
    state.drafts[:] = scratch.drafts
    rests: tuple[str, str] | None = (m["rest"] or "", m["rest"] or "")
    if m["each"] or m["each2"]:  # "分别是34岁和30岁", "分别在北京和上海上班": one value each, in the order named
        rests = _each_zh(m["rest"] or "")
    for d, rest in zip((first[0], second), rests or ("", ""), strict=True):
        predicate_zh(d, rest, state, correction)
    # "他们…" next would be both: not read; "我姐和她老公来了，她老公…": 她 is the one whose 老公 he is
    state.subject = first[0] if kin and not m["rest"] else None
    first[0].weak = first[0].weak and not kin  # "郑雅琴和她老公…": named on purpose, with him
    return True


_EACH_ZH = re.compile(
    r"^(?P<pre>是|在|住在|来自|今年)?(?P<x>[^，,和跟、与]{1,10}?)(?:和|跟|与|、)(?P<y>[^，,和跟、与]{1,10}?)"
    r"(?P<post>上班|工作|上学|读书|人|岁)?了?$"
)


def _each_zh(rest: str) -> tuple[str, str] | None:
    """The two predicates of one said 分别 of two ("是护士和老师" -> "是护士", "是老师"), or None (then neither
    is read: a value of one is never the other's)."""
    m = _EACH_ZH.match(rest.rstrip("。！!"))
    if m is None:
        return None
    pre, post, x = m["pre"] or "", m["post"] or "", m["x"]
    x = x[: -len(post)] if post and x.endswith(post) else x  # "是江西人和湖南人": 江西人, once
    return f"{pre}{x}{post}", f"{pre}{m['y']}{post}"


def joined_zh(draft: Draft, rest: str, state: Sentence) -> bool:
    """ "我表哥和我堂哥都来了", "小刘跟小张吵架了": two people joined as one subject. What follows is said of both
    or between them, never of the first alone, and a 他 / 她 after them is neither for sure (True: read so)."""
    j = re.match(r"^(?:和|跟|与|同|以及)(?P<o>.+)$", rest)  # never 还有: "我姐还有个女儿" is what she has
    if j is None or draft.kind != "person":
        return False
    other = "我" + j["o"] if re.match(rf"^{MOD}{REL_ALL}", j["o"]) and not j["o"].startswith("我") else j["o"]
    scratch = Sentence(drafts=list(state.drafts), before=state.before, known=state.known)
    got = clause_subject_zh(other, scratch)
    if got is None or got[0] is draft or got[0].kind != "person":
        return False
    state.drafts[:] = scratch.drafts  # the second is kept as read: named, or a relation kept only with a fact
    state.subject, state.crowd = None, [draft, got[0]]
    return True


def clause_subject_zh(c: str, state: Sentence) -> tuple[Draft, str] | None:
    """The entity a clause opens with, and the rest of the clause; None when it opens with none."""
    m = re.match(
        rf"^(?P<name>{NICK}|{FULL_BEFORE_REL}|{LATIN})(?:呢|啊|呀|嘛)?{NAME_ADV}是我(?:的|们的?)?(?P<mod>{MOD})(?P<rel>{REL_ALL})(?P<rest>.*)$",
        c,
    )
    if m and name_ok(m["name"]):
        rel, rest = _relation(m["mod"], m["rel"]), m["rest"]
        theirs = _theirs(m["rel"], rest)
        if theirs:  # "张磊是我大姨家的孩子": her child, not her
            rel, rest = f"{rel}的{theirs['rel']}", theirs["rest"]
        d = state.open(m["name"], kind=relation_kind(m["rel"]), relation=rel, language="zh")
        return d, rest
    who = (
        tie_after_name_zh(c)
        or group_member_zh(c)
        or counted_one_zh(c, state.before)
        or stating_described_zh(c)
        or given_is_zh(c)
        or described_called_zh(c)
    )
    if who is not None:  # "周敏 我表姐…", "我那个在上海工作的表姐叫周梅", "我的同事里有个叫吕婷的"
        d = state.open(who.name, kind=relation_kind(who.rel), relation=_relation(who.mod, who.rel), language="zh")
        # "我表姐家的猫": whose home it lives in, nothing said of it
        if who.described and not re.search(r"家里?$", who.described):
            predicate_zh(d, who.described, state, correction=False)
        return d, who.rest
    m = re.match(rf"^{MY}(?P<mod>{MOD})(?P<rel>{REL_ALL})(?P<rest>.*)$", c)
    if m:
        rel, rest = _relation(m["mod"], m["rel"]), m["rest"].strip()
        if rest.startswith("们"):
            return None  # "我的朋友们…": a group, not one person
        # ("我老婆她弟弟…": 她 / 他 said for 的)
        chain = re.match(rf"^(?:的|[她他]的?)(?P<mod>{MOD})(?P<rel>{REL_ALL})(?![们])(?P<rest>.*)$", rest)
        if chain and is_family_tie(chain["rel"]) and not (_MINE.fullmatch(m["rel"]) and _CHILD.fullmatch(chain["rel"])):
            # "我老婆的弟弟王磊今年三十": the wife's younger brother is who it is about — family of the user's, as
            # "我妈妈的朋友" is not (a child of the user's spouse stays the user's: "我老公的儿子")
            m, rel, rest = chain, f"{rel}的{_relation(chain['mod'], chain['rel'])}", chain["rest"].strip()
        named = named_as_zh(rest, state)
        if named is not None:  # "我徒弟叫王建国", "我搭档全名王建国", "我领导就是周航": who it is
            return state.open(named, kind=relation_kind(m["rel"]), relation=rel, language="zh"), ""
        theirs = _theirs(m["rel"], rest)
        if theirs:  # "我同事老婆，年龄：45", "我表哥家孩子…": the wife, the child, related to them
            rel, said = f"{rel}的{theirs['rel']}", state.subject
            if not theirs["rest"] and said is not None and said.name and not said.relation and said.kind == "person":
                said.relation = rel  # "张磊，我大姨家的，…": her child, named just before
                return said, ""
            return state.open("", kind="person", relation=rel, language="zh"), theirs["rest"].strip()
        kin = re.match(rf"^家的?(?P<mod>{MOD})(?P<rel>{REL_ALL})(?P<rest>.*)$", rest)
        if kin:  # "我二姨家的表妹叫谢琳": the 表妹 is who it is about
            m, rel, rest = kin, _relation(kin["mod"], kin["rel"]), kin["rest"].strip()
        lead = lead_name(rest[1:], loose=False) if rest.startswith("是") else None
        if lead is not None and not lead[1]:  # "我的顶头上司是马国栋": who it is
            return state.open(lead[0], kind=relation_kind(m["rel"]), relation=rel, language="zh"), ""
        lead = lead_name(rest, loose=True, known=state.known)
        if lead is None and relation_kind(m["rel"]) == "pet":
            lead = pet_name(rest)
        if lead is not None:
            name, rest = lead
            return state.open(name, kind=relation_kind(m["rel"]), relation=rel, language="zh"), rest
        said = state.subject
        if not rest and said is not None and said.name and not said.relation:  # "陈静，我同事，…"
            said.relation, said.kind = rel, relation_kind(m["rel"])
            return said, ""
        alone = named_alone_zh(state.before)
        if not rest and said is None and alone is not None:
            # "蔺栀萱，我干妈，…": a name said alone, then the tie that makes it a person's (strict names aside)
            return state.open(alone, kind=relation_kind(m["rel"]), relation=rel, language="zh"), ""
        return state.open("", kind=relation_kind(m["rel"]), relation=rel, language="zh"), rest
    m = re.match(rf"^(?P<rel>{REL_ALL})(?P<rest>.*)$", c)
    said = state.subject
    if m and not m["rest"] and said is not None and said.name and not said.relation and said.kind == "person":
        said.relation = m["rel"]  # "郑雅琴，同事，三十岁": a note's bare tie is the user's
        return said, ""
    # (unnamed too: "我叔叔和婶婶，叔叔五十岁")
    again = [d for d in state.drafts if m and not d.pronoun and d.relation == m["rel"]]
    if m and len(again) == 1 and not m["rest"].startswith(("们", "的")):
        # "我舅舅叫赵国强，舅妈叫刘桂兰。舅舅55岁": the relation alone, again, is the one this message again
        state.subject = again[0]
        return again[0], m["rest"]
    called = re.match(r"^(?:叫做?|名字?叫)(?P<n>[^，。\s]{2,4})$", m["rest"]) if m and "我" in state.before else None
    if m and called and name_ok(called["n"], loose=True) and lead_name(called["n"], loose=True) is not None:
        # "我舅舅叫赵国强，舅妈叫刘桂兰": the 我 said before owns the next relation too
        return state.open(called["n"], kind=relation_kind(m["rel"]), relation=m["rel"], language="zh"), ""
    m = REL_FIRST.match(c)
    lead = None
    if m and (m["g"] or len(m["r"] or "") >= 2):
        lead = lead_name(m["rest"], loose=True, known=state.known)
    elif m and (m["h"] or m["s"]):  # "隔壁王阿姨", "物业的小王": a name for sure, not "楼下的超市", "物业的电话"
        lead = lead_name(m["rest"], loose=False, known=state.known)
    if m and lead is not None:  # "堂哥黄子轩在成都工作", "隔壁组的赵一鸣特别幽默", "隔壁王阿姨是护士"
        rel = m["rel"] or m["r"] or m["hr"] or m["s"] or ("邻居" if m["h"] else "")
        relation = _relation(m["mod"] or "", rel) if rel else "同事"
        return state.open(lead[0], kind=relation_kind(rel or "同事"), relation=relation, language="zh"), lead[1]
    titled = titled_zh(c)
    if titled is not None:  # "项目经理周航在深圳上班", "财务的李姐…", "我们王总…"
        (name, _, rel, _, rest), post = titled
        d = state.open(name, kind="person", relation=rel, language="zh")
        if post:
            d.add_fact("title", post, "职位", correction=False)
        return d, rest
    m = PET_IS.match(c)
    if m and not NAME_BAD.search(m["name"]) and m["name"] not in NOT_NAMES:  # "团团是我家的鹦鹉"
        return state.open(m["name"], kind="pet", relation=m["rel"], language="zh"), m["rest"]
    m = HAS_ONE.match(c)
    if m:  # "我有一个同事，叫陈静": the name comes in the next clause
        return state.open("", kind=relation_kind(m["rel"]), relation=_relation(m["mod"], m["rel"]), language="zh"), ""
    m = HAS.match(c)
    if m and name_ok(m["n"], loose=True):  # "我有个同事叫陈静", "我养了一只猫叫咪咪"
        return state.open(
            m["n"], kind=relation_kind(m["rel"]), relation=_relation(m["mod"], m["rel"]), language="zh"
        ), ""
    m = PLACE.match(c)
    if m:
        rel = re.sub(r"(?:那家|那个|新开的|一家|有家|有一家|那)+", "的", m["rel"]).replace("的的", "的")
        return state.open("", kind="place", relation=rel, language="zh"), m["rest"]
    said = state.subject
    if (
        said is not None
        and not said.name
        and said.relation
        and not said.pronoun
        and said.kind == "person"
        # "我小舅子跑十堰工作去了。东方岚岫，就我堂姐，…": a name after what was said of the tie is someone else's
        and not said.facts
        and not re.search(r"[。！？!?]\s*$", state.before)
    ):
        # "我同事，邓超，28岁": the relation said first, then the name on its own
        lead = lead_name(c, loose=False, known=state.known)  # a name for sure, not "程序员" (程 a surname)
        if lead is not None and not lead[1] and not states_fact(c) and state.find(lead[0]) is None:
            said.name = lead[0]
            return said, ""
        # "我徒弟，就是王建国，…", "我搭档，全名王建国，…"; a rarer full name said alone ("我堂妹，谭欣悦，…")
        named = named_as_zh(c, state) or (named_alone_zh(c) if _full_name_alone(c) else None)
        if named is not None and state.find(named) is None:
            said.name = named
            return said, ""
    lead = lead_name(c, loose=False, known=state.known | {d.name for d in state.drafts if d.name})
    if lead is not None:
        name, rest = lead
        found = state.find(name)
        if found is not None:
            state.subject = found
            return found, rest
        # a bare name is kept only when a fact, relation or alias attaches to it (one the user's world already
        # holds is a name for sure)
        d = Draft(name=name, language="zh", weak=True, held=name in state.known)
        state.drafts.append(d)
        return d, rest
    return None


# After a relation ("我同事老婆", "我表哥家的孩子"), their spouse or child: a person of theirs, not the user's; not
# after the user's own family ("我老公孩子都在老家" is a husband and a child).
_THEIRS = re.compile(
    r"^(?:家的?|的)?(?P<rel>老婆|老公|媳妇儿?|妻子|丈夫|爱人|对象|男朋友|女朋友|孩子|儿子|女儿|闺女|小孩|娃"
    # a child by their order after 家 / 的 only ("我姐家老大7岁", "我同事的大女儿"; "我哥老大不小了" is no child)
    rf"|(?<=[家的])(?:{CHILD_BY_ORDER_ZH}|(?:大|小|二|三)(?:儿子|女儿|闺女)))"
    r"(?![们都也俩])(?P<rest>.*)$"
)


def named_as_zh(text: str, state: Sentence) -> str | None:
    """The name `text` gives after a word that says one follows ("叫王建国", "全名王建国", "名字是周航", "就是王建国"),
    or None. After 就是 only a name for sure ("我表姐就是护士", "我老公就是程序员" name no one)."""
    m = re.match(rf"^(?P<by>{NAME_IS})(?P<n>[^，。\s]{{1,8}}?)[啊呀哈嘛呢哦]*$", text)
    if m is None or not name_ok(m["n"], loose=True):
        return None
    if re.search(r"是$", m["by"]) and not re.search(r"名字?是$", m["by"]):
        lead = lead_name(m["n"], loose=False, known=state.known)
        if lead is not None and not lead[1]:
            return lead[0]
        return named_alone_zh(m["n"]) if _full_name_alone(m["n"]) else None  # "就是谭昊天": a rarer name
    return m["n"]


def _full_name_alone(c: str) -> bool:
    """True when a clause after a relation may be a full name the segmenter does not know ("谭欣悦", "芮舒窈",
    "东方稻生"): a surname (one or two characters) and two characters, stating no fact, and not one word of another
    kind (金牛座, 石头, 百里挑一)."""
    compound = len(c) == 4 and re.match(COMPOUND_SURNAME, c) is not None
    if states_fact(c) or not (len(c) == 3 or compound):
        return False
    tag = tagger()
    tokens = tag(c) if tag is not None else []
    # a word the segmenter does not know at all, opening with a rare surname ("芮舒窈" x), is a name (黄焖鸡 is not)
    unknown = len(tokens) == 1 and tokens[0][1] == "x" and c[0] in RARE_SURNAMES
    if len(tokens) == 1 and tokens[0][1][:1] != "n" and not unknown:
        return False
    return not (tokens and tokens[0][1] in ("nz", "ns", "nt") and (len(tokens) == 1 or not compound))


def _theirs(rel: str, rest: str) -> re.Match[str] | None:
    """The spouse or child of the one `rel` names, said after it ("老婆", "家的孩子"; "家的" alone: their child)."""
    if _MINE.fullmatch(rel):
        return None
    return _THEIRS.match(re.sub(r"^(家里?的)$", r"\1孩子", rest.strip()))


_MINE = re.compile(r"爸爸?|妈妈?|父亲|母亲|老公|老婆|媳妇儿?|爱人|妻子|丈夫|对象|男朋友|女朋友|儿子|女儿")
_CHILD = re.compile(r"孩子|儿子|女儿|闺女|小孩|娃|宝宝")
_relation = relation_as_said
