"""Chinese rules of the entity mention extractor: who or what a clause is about, and what it says of them.

A sentence is cut into clauses at commas. A clause opens a subject ("我妹妹 Amy…", "吴杰明是我的下属", "我们公司楼下
那家咖啡店…", "小王…", "她…") or continues the one before ("其教育背景是专科", "三岁了"); what follows the subject
is read by a short list of anchored predicate patterns (education, age, home, employer, likes, allergy …). A
clause no pattern covers adds no fact: a missed fact costs less than a wrong one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._entity_words import is_family_tie
from ._entities import CORRECTION_ZH, Draft, Sentence, correct_recent
from ._entities_change import changes_zh, contrasted
from ._entities_colloq_zh import opinion_frame_zh
from ._entities_kin import kin_of_zh, kin_owner_zh
from ._entities_more import pet_name
from ._entities_profile_zh import (
    LABEL_ZH,
    profile_facts_zh,
    subject_first_zh,
)
from ._entities_who_zh import (
    as_clauses_zh,
    counted_one_zh,
    form_opening_zh,
    full_name_zh,
    given_is_zh,
    group_member_zh,
    kin_carried_zh,
    listed_names_zh,
    listed_zh,
    named_alone_zh,
    names_only_zh,
    next_clause_zh,
    of_age_zh,
    of_subject_zh,
    own_kin_zh,
    shared_tie_zh,
    stating_described_zh,
    told_zh,
)
from ._entities_zh_names import (
    FULL,
    FULL_BEFORE_REL,
    HEARD,
    LATIN,
    MOD,
    MY,
    NICK,
    NOT_NAMES,
    REL_FIRST,
    SAID,
    lead_name,
    name_ok,
    relation_as_said,
)
from ._entities_zh_predicate import predicate_zh
from ._entities_zh_read import (
    ALIAS,
    ANTECEDENT,
    CALLED,
    FILLER,
    HAS,
    HAS_ONE,
    NAME_ADV,
    PET_IS,
    PLACE,
    PRONOUN,
    RELATION_IS,
    continues_clause,
    gendered_subject,
    named_objects,
    open_relation_before,
    relation_kind,
    states_fact,
    unaside_zh,
)
from ._entities_zh_roles import described_called_zh, tie_after_name_zh, titled_zh
from ._kin_zh import REL_ALL
from ._referents import relation_gender
from ._rules_common import strip_edges
from ._rules_zh import HELP, HYPOTHETICAL, QUESTION
from ._rules_zh_facts import NAME_BAD

__all__ = ["read_sentence_zh"]


def read_sentence_zh(sentence: str, state: Sentence, recent: Sequence[str]) -> None:
    """Read one Chinese sentence into `state`'s drafts (see the module docstring)."""
    s = strip_edges(sentence)
    if not s or re.search(r"[？?]", sentence) or re.search(r"[吗么]$", s) or HYPOTHETICAL.search(s):
        state.subject = None
        state.before += s
        return
    swap = re.match(r"^不是(?P<w>[^，,]{1,12})[，,]\s*(?:而)?是(?P<v>[^，,]{1,12})$", s)
    if swap:  # "不是柏林，是慕尼黑": corrects what the last message said
        correct_recent(swap["v"], recent, state, language="zh")
        return
    correction = False
    m = CORRECTION_ZH.match(s)
    if m:
        correction, s = True, s[m.end() :]
        bare = re.match(r"^(?:不是[^，,]{1,12}[，,]\s*)?(?:而)?是(?P<v>[^，,]{1,12})$", s)
        if bare:
            correct_recent(bare["v"], recent, state, language="zh")
            return
    s, contrast = contrasted(s, "zh")  # "今年29不是28": 29, said against the 28 it replaces
    correction = correction or contrast
    s = opinion_frame_zh(s)  # "大家都说我舅妈随和": what everyone says of her is said of her
    # "她早就不在杭州了，去年搬到了厦门": the new value replaces the old, which stays as history
    correction = correction or changes_zh(s)
    s = as_clauses_zh(s)
    last: Draft | None = None  # whom this sentence was last about
    listed = listed_zh(recent) if not state.before and not state.drafts else None
    together: list[Draft] = []  # the people the last clause listed by name alone
    each: list[Draft] = []  # the people the clauses just before were about, one after another
    for clause in re.split(r"[，,；;：:～~]", s):
        c = subject_first_zh(unaside_zh(strip_edges(FILLER.sub("", strip_edges(clause)))))
        if listed is not None and (names := names_only_zh(c)) is not None:
            # "王芳，31岁，本科。" after "跟你说一下我的几个同事": one of the group, the relation the intro said
            for name in names:
                state.open(name, kind=relation_kind(listed[1]), relation=_relation(*listed), language="zh")
            state.subject = state.subject if len(names) == 1 else None
            together = [d for n in names if (d := state.find(n)) is not None] if len(names) > 1 else []
            state.before += c + "，"
            listed = None
            continue
        listed = None
        # (never "妈妈的朋友…": someone of hers; "表姐的电话是…" is hers)
        rel = re.match(rf"^{REL_ALL}(?!们|的(?!{LABEL_ZH}))", c)
        if (
            rel
            and all(d.relation != rel[0] for d in state.drafts)
            and (
                (
                    (told_zh(rel[0], [*recent[-3:], state.before]) or kin_carried_zh(rel[0], state.before))
                    and states_fact(of_age_zh(c[rel.end() :]))
                )
                or (
                    own_kin_zh(rel[0], state.before, bool(state.drafts))
                    # a fact of them, or a 他 / 她 later pointing back ("表姐昨天来了，她…"); never "孩子学校的…"
                    and (
                        states_fact(of_age_zh(FILLER.sub("", c[rel.end() :])))
                        or re.search(r"[他她](?!们)", s[len(c) :])
                        # "表姐，32岁，护士": a note's tie, then its fields
                        or (c == rel[0] and states_fact(next_clause_zh(s, c)))
                    )
                )
            )
        ):
            # "表哥在深圳工作" after "我表哥孙立伟和表姐孙丽": the user's own, as the messages before said (a fact
            # only: "爸爸都没反应过来就输了" is a story, not what he is); "我舅舅五十五，舅妈五十二": the 我 the
            # message opened with owns the next kin word too; "老公今年32", "表姐昨天来了，她…": kin opening a
            # message is the user's
            c = "我" + c
        # "听说她老家是成都的", "他说他在深圳上班": what is heard of them is said of them
        c = SAID.sub(r"\g<p>", HEARD.sub("", c))
        c = of_subject_zh(c) if state.subject is not None else c
        if QUESTION.search(c) or HELP.search(c):  # "他会教我们如何构图": a clause that asks or asks for help
            state.subject = last = None
            state.before += c
            continue
        if state.subject is None and last is not None and PRONOUN.match(c):
            # "曹雅婷现在做销售，干得还行，她的教育背景是本科": a clause read as nothing between a person and 她
            # does not make 她 anyone else
            state.subject = last
        both = re.match(r"^(?:他们|她们|两人|俩人|两个人)?(?:也|现在|目前)?(?:都|俩都|两个都)(?P<rest>.+)$", c)
        if together and both and state.subject is None:
            # "我有两个表妹，刘欣然和刘悦然，都在北京上学": what 都 says is said of each one listed
            for d in together:
                predicate_zh(d, both["rest"], state, correction)
            state.before += c + "，"
            together = []
            continue
        if both and len(each) >= 2 and state.subject is each[-1]:
            # "我舅舅五十五，舅妈五十二，都是青岛人": what 都 says is said of each one the clauses were about
            for d in each:
                predicate_zh(d, both["rest"], state, correction)
            state.before += c + "，"
            each = []
            continue
        _clause(c, state, correction)
        if state.subject is None or state.subject.kind != "person":
            each = []
        elif state.subject not in each:
            each.append(state.subject)
        # "我表哥和我堂哥都来了，他…": after two people a 他 is neither for sure
        last = None if state.crowd else state.subject or last
        listed_here = names_only_zh(c) or []
        together = [d for n in listed_here if (d := state.find(n)) is not None and d.kind == "person"]
        together = together if len(listed_here) >= 2 and len(together) == len(listed_here) else []


def _clause(c: str, state: Sentence, correction: bool) -> None:
    if not c:
        return
    try:
        _read_clause(c, state, correction)
    finally:
        state.before += c + "，"


def _read_clause(c: str, state: Sentence, correction: bool) -> None:
    state.crowd = []
    named_objects(c, state)
    both = re.match(
        rf"^(?P<a>{NICK}|{FULL}|{LATIN})(?:和|跟|与)(?P<b>{NICK}|{FULL}|{LATIN})都是我(?:的|们的?)?"
        rf"(?P<mod>{MOD})(?P<rel>{REL_ALL})$",
        c,
    )
    if both and name_ok(both["a"]) and name_ok(both["b"]):  # "王明和王芳都是我的同事": two people, one relation
        for name in (both["a"], both["b"]):
            state.open(
                name, kind=relation_kind(both["rel"]), relation=_relation(both["mod"], both["rel"]), language="zh"
            )
        state.subject = None
        return
    listed = listed_names_zh(c, state.before)
    if listed is not None:  # "我有两个下属，吴杰明和陈晓东": each of the ones counted
        names, mod, rel = listed
        for name in names:
            state.note(name, kind=relation_kind(rel), relation=_relation(mod, rel), language="zh")
        state.subject = None
        return
    full = full_name_zh(c)
    if full is not None and state.subject is not None and state.subject.kind == "person":
        # "立伟是我表哥，全名孙立伟": the full name names them; the name said first stays theirs as an alias
        d, said = state.subject, state.subject.name
        d.name, d.pronoun, d.weak = full, False, False
        d.aliases[:] = [a for a in d.aliases if a != full]
        d.add_alias(said)
        return
    if _shared_subject(c, state, correction):
        return
    opened = _subject(c, state)
    if opened is not None:
        draft, rest = opened
        if _joined(draft, rest, state):
            return
    elif (m := CALLED.match(c)) and name_ok(m["n"], loose=True) and name_ok(m["a"] or m["b"] or m["c"], loose=True):
        # "我们平时都喊陈海燕“老陈”": a name and the name it goes by
        d = state.find(m["n"]) or state.open(m["n"], kind="person", relation="", language="zh")
        d.add_alias(m["a"] or m["b"] or m["c"])
        state.subject = d
        return
    elif (m := ALIAS.match(c)) and state.subject is not None:
        if name_ok(m["a"] or m["b"]):
            state.subject.add_alias(m["a"] or m["b"])
        return
    elif PRONOUN.match(c):
        if state.subject is not None and gendered_subject(c[0], state) is None:
            state.subject = None  # "我舅舅在北京。我表弟在上海。她是护士": 她 is neither
            return
        found = (
            gendered_subject(c[0], state)
            or state.pronoun_draft("zh", lambda text: bool(ANTECEDENT.search(text)))
            or open_relation_before(c[0], state)
        )
        found = kin_owner_zh(found, c, state)  # "我姑妈李芳人很好" … "她儿子…": whose 儿子, from the last message
        if found is None:
            return
        if found.kind == "person" and relation_gender(found.relation) == ("m" if c[0] == "她" else "f"):
            state.subject = None  # "我父亲六十二。她在杭州上班": 她 is no 父亲, and nothing says who she is
            return
        draft, rest = found, re.sub(rf"^(?={REL_ALL}(?!们))", "的", c[1:])  # "她儿子…": 她的儿子, not she
    elif c.startswith("其") and state.subject is not None:
        draft, rest = state.subject, c[1:]
    elif re.match(r"^其(?![他它实中次余])", c):
        # "其身高是172厘米" opening a message: the person the last message introduced, as 他 / 她 would be
        found = state.pronoun_draft("zh", lambda text: bool(ANTECEDENT.search(text)))
        if found is None:
            return
        draft, rest = found, c[1:]
    elif not state.before and not state.drafts and re.match(LABEL_ZH, c) and form_opening_zh(profile_facts_zh(c)):
        # "职业：医生", "年龄32岁，身高165" opening a message: a form about the person the last message introduced,
        # as a 他 / 她 would be
        draft, rest = Draft(pronoun=True, language="zh"), c
        state.drafts.append(draft)
    elif (
        state.subject is not None
        and not re.match(rf"{REL_ALL}(?![们])", c)  # "小赵在北京，表姐刚满18岁": someone else, maybe his
        and (RELATION_IS.match(c) or continues_clause(c) or states_fact(c))
    ):
        # zero anaphora: "我家的狗叫旺财，三岁了" — a clause without a subject continues the last one
        draft, rest = state.subject, c
    elif state.subject is None and re.match(LABEL_ZH, c) and (named := named_alone_zh(state.before)) is not None:
        # "…，芮韵秋，老家 浙江义乌": a field after a name said alone is that name's, as in a pasted note
        draft, rest = state.open(named, kind="person", relation="", language="zh"), c
    else:
        state.subject = None
        return
    state.subject = draft
    predicate_zh(draft, rest.strip(), state, correction)


_SHARED = re.compile(
    r"^(?P<a>[^，和跟与及]{2,12}?)(?P<j>和|跟|与|以及|还有)(?P<b>[^，和跟与及]{1,12}?)(?:都|也|一起|俩|两个人|两人|他们|她们)*"
    r"(?P<rest>(?:住|在|是|喜欢|爱|搬|对|来自|老家|今年|已经|退休|结婚|毕业|不|很|特别|属|读|学).*)?$"
)


def _shared_subject(c: str, state: Sentence, correction: bool) -> bool:
    """Two people sharing one predicate ("我姐姐和姐夫住在杭州", "小王和她老公都在字节"): the facts go to both."""
    m = _SHARED.match(c)
    if not m or m["a"] in ("我", "我们", "咱们"):
        return False
    if m["j"] == "还有" and re.match(r"[一两二三四五六七八九几好个位只]", m["b"]):
        return False  # "我姐还有个女儿叫…": what she has, not a second person
    scratch = Sentence(drafts=list(state.drafts), subject=state.subject, before=state.before)
    # "我的两个下属吴杰明和陈晓东…": the count says both have the tie
    a, counted = re.subn(r"^(我们的?|我的?)(?:[两三四五六七八九几]|好几)(?:个|位)", r"\1", m["a"])
    first = _subject(a, scratch)
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
        got = _subject(b, scratch)
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
    for d in (first[0], second):
        predicate_zh(d, m["rest"] or "", state, correction)
    # "他们…" next would be both: not read; "我姐和她老公来了，她老公…": 她 is the one whose 老公 he is
    state.subject = first[0] if kin and not m["rest"] else None
    first[0].weak = first[0].weak and not kin  # "郑雅琴和她老公…": named on purpose, with him
    return True


def _joined(draft: Draft, rest: str, state: Sentence) -> bool:
    """ "我表哥和我堂哥都来了", "小刘跟小张吵架了": two people joined as one subject. What follows is said of both
    or between them, never of the first alone, and a 他 / 她 after them is neither for sure (True: read so)."""
    j = re.match(r"^(?:和|跟|与|同|以及)(?P<o>.+)$", rest)  # never 还有: "我姐还有个女儿" is what she has
    if j is None or draft.kind != "person":
        return False
    other = "我" + j["o"] if re.match(rf"^{MOD}{REL_ALL}", j["o"]) and not j["o"].startswith("我") else j["o"]
    scratch = Sentence(drafts=list(state.drafts), before=state.before, known=state.known)
    got = _subject(other, scratch)
    if got is None or got[0] is draft or got[0].kind != "person":
        return False
    state.drafts[:] = scratch.drafts  # the second is kept as read: named, or a relation kept only with a fact
    state.subject, state.crowd = None, [draft, got[0]]
    return True


def _subject(c: str, state: Sentence) -> tuple[Draft, str] | None:
    """The entity a clause opens with, and the rest of the clause; None when it opens with none."""
    m = re.match(
        rf"^(?P<name>{NICK}|{FULL_BEFORE_REL}|{LATIN}){NAME_ADV}是我(?:的|们的?)?(?P<mod>{MOD})(?P<rel>{REL_ALL})(?P<rest>.*)$",
        c,
    )
    if m and name_ok(m["name"]):
        d = state.open(m["name"], kind=relation_kind(m["rel"]), relation=_relation(m["mod"], m["rel"]), language="zh")
        return d, m["rest"]
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
        if who.described:
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
        named = re.match(r"^(?:叫做|叫|名叫|名字叫|的名字是)(?P<n>[^，。\s]{1,8})$", rest)
        if named and name_ok(named["n"], loose=True):
            return state.open(named["n"], kind=relation_kind(m["rel"]), relation=rel, language="zh"), ""
        theirs = _THEIRS.match(rest) if not _MINE.fullmatch(m["rel"]) else None
        if theirs:  # "我同事老婆，年龄：45", "我表哥家孩子…": the wife, the child, related to them
            rel = f"{rel}的{theirs['rel']}"
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
    elif m and m["h"]:  # "隔壁王阿姨", "楼下的李叔": a name for sure (a nickname or a tagged name), not "楼下的超市"
        lead = lead_name(m["rest"], loose=False, known=state.known)
    if m and lead is not None:  # "堂哥黄子轩在成都工作", "隔壁组的赵一鸣特别幽默", "隔壁王阿姨是护士"
        rel = m["rel"] or m["r"] or ("邻居" if m["h"] else "")
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
    if said is not None and not said.name and said.relation and not said.pronoun and said.kind == "person":
        # "我同事，邓超，28岁": the relation said first, then the name on its own
        lead = lead_name(c, loose=False, known=state.known)  # a name for sure, not "程序员" (程 a surname)
        if lead is not None and not lead[1] and not states_fact(c) and state.find(lead[0]) is None:
            said.name = lead[0]
            return said, ""
    lead = lead_name(c, loose=False, known=state.known | {d.name for d in state.drafts if d.name})
    if lead is not None:
        name, rest = lead
        found = state.find(name)
        if found is not None:
            state.subject = found
            return found, rest
        # a bare name is kept only when a fact, relation or alias attaches to it
        # a bare name is kept only when a fact, relation or alias attaches to it (one the user's world already
        # holds is a name for sure)
        d = Draft(name=name, language="zh", weak=True, held=name in state.known)
        state.drafts.append(d)
        return d, rest
    return None


# After a relation ("我同事老婆", "我表哥家的孩子"), their spouse or child: a person of theirs, not the user's; not
# after the user's own family ("我老公孩子都在老家" is a husband and a child).
_THEIRS = re.compile(
    r"^(?:家的?|的)?(?P<rel>老婆|老公|媳妇儿?|妻子|丈夫|爱人|对象|男朋友|女朋友|孩子|儿子|女儿|闺女|小孩|娃)"
    r"(?![们都也俩])(?P<rest>.*)$"
)
_MINE = re.compile(r"爸爸?|妈妈?|父亲|母亲|老公|老婆|媳妇儿?|爱人|妻子|丈夫|对象|男朋友|女朋友|儿子|女儿")
_CHILD = re.compile(r"孩子|儿子|女儿|闺女|小孩|娃|宝宝")
_relation = relation_as_said
