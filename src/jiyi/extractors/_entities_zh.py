"""Chinese rules of the entity mention extractor: who or what a clause is about, and what it says of them.

A sentence is cut into clauses at commas. A clause opens a subject ("我妹妹 Amy…", "吴杰明是我的下属", "我们公司楼下
那家咖啡店…", "小王…", "她…") or continues the one before ("其教育背景是专科", "三岁了"); what follows the subject
is read by a short list of anchored predicate patterns (education, age, home, employer, likes, allergy …). A
clause no pattern covers adds no fact: a missed fact costs less than a wrong one. The subject a clause opens with by
name or relation is read in `_entities_zh_subject`; this module cuts the sentence and carries the subject from
clause to clause (他 / 她, 其, a clause that says none).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ._entities import CORRECTION_ZH, Draft, Sentence, correct_recent
from ._entities_asked_zh import told_in_question_zh
from ._entities_change import changes_zh, contrasted, left_for_zh, shaped_value, trade_fronted_zh
from ._entities_colloq_zh import opinion_frame_zh
from ._entities_inverted_zh import subject_first_zh
from ._entities_kin import kin_owner_zh
from ._entities_profile_words_zh import LABEL_ZH
from ._entities_profile_zh import profile_facts_zh
from ._entities_who_zh import (
    as_clauses_zh,
    form_opening_zh,
    full_name_zh,
    kin_carried_zh,
    listed_names_zh,
    listed_zh,
    named_alone_zh,
    names_only_zh,
    next_clause_zh,
    of_age_zh,
    of_subject_zh,
    own_kin_zh,
    same_one_named_zh,
    told_zh,
)
from ._entities_zh_name_shape import name_ok
from ._entities_zh_names import FULL, HEARD, LATIN, MOD, NICK, SAID, relation_as_said
from ._entities_zh_predicate import THEIR_HOME, predicate_zh
from ._entities_zh_read import (
    ALIAS,
    ANTECEDENT,
    CALLED,
    FILLER,
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
from ._entities_zh_subject import clause_subject_zh, joined_zh, shared_subject_zh
from ._kin_zh import REL_ALL
from ._referents import relation_gender, someone_new_zh
from ._rules_common import strip_edges
from ._rules_zh import HYPOTHETICAL, QUESTION, asks_help

__all__ = ["read_sentence_zh"]


# "东北那疙瘩的", "绵阳那旮旯的": a place pointed at in a dialect's words, as 那边
_THERE_SAID = re.compile(r"那(?:疙瘩|旮旯|嘎达|嘎哒|块儿|片儿|搭|头儿?)(?=的|人|[，,。\s]|$)")
# "老家跟我一样温州的", "跟我一样也是老师": what holds of them as of the user, said of them
_LIKE_ME = re.compile(r"(?:跟|和|同)我一样(?:[，,]\s*)?(?:也|都)?(?=是|[\u4e00-\u9fff]{2,8}(?:人|的)(?:[，,。\s]|$))")


# "我们组新来的小李", "我新来的同事小李": how long they have been there is no part of whose they are
_NEW_HERE = re.compile(
    rf"(?:(?<=组|门|司|位|队|室)(?:里)?|(?<=^我)|(?<=^))(?:新来的|刚来的|新入职的|刚入职的|新调来的)"
    # (never before a description the name is given to: "我们科室新来的小姑娘叫林雪")
    rf"(?![^，,。]{{0,5}}叫)(?={REL_ALL}|[小老阿]|.{{2,3}}[，,是])"
)


# "不怎么说话", "没怎么出过门": 怎么 says "not much" here, and asks nothing
_NOT_MUCH = re.compile(r"[不没](?:太|大)?怎么(?=[\u4e00-\u9fff])(?!办|回事|样[？?]|了)")


def _new_here(m: re.Match[str]) -> str:
    return "的" if m.start() and m.string[m.start() - 1] in "组门司位队室里" else ""


def read_sentence_zh(sentence: str, state: Sentence, recent: Sequence[str]) -> None:
    """Read one Chinese sentence into `state`'s drafts (see the module docstring)."""
    sentence = told_in_question_zh(sentence)  # "他本科毕业，想考公务员，有门槛吗？": what the question states
    s = _NEW_HERE.sub(_new_here, _LIKE_ME.sub("", _THERE_SAID.sub("那边", strip_edges(sentence))))
    # (a last clause that only wonders "…在纠结学什么" leaves what the clauses before it said: it is read, and
    # dropped, as a clause)
    asks = re.search(r"吗$|(?<![什怎])么$", s) or (re.search(r"[什怎]么$", s) and not re.search(r"[，,；;]", s))
    if not s or re.search(r"[？?]", sentence) or asks or HYPOTHETICAL.search(s):
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
        # "刚才说错了，邮箱是zhangwei@qq.com不是zw@qq.com": the field said again with its new value
        said_again = re.sub(rf"^(?:{LABEL_ZH})(?=是)", "", contrasted(s, "zh")[0])
        bare = re.match(r"^(?:不是[^，,]{1,12}[，,]\s*)?(?:而)?是(?P<v>[^，,]{1,30})$", said_again)
        if bare:
            correct_recent(bare["v"], recent, state, language="zh")
            return
        if shaped_value(s):  # "哦不，59了", "打错了 13811112223": a bare age, number or email
            correct_recent(s, recent, state, language="zh")
            return
    s, contrast = contrasted(s, "zh")  # "今年29不是28": 29, said against the 28 it replaces
    correction = correction or contrast
    s = opinion_frame_zh(s)  # "大家都说我舅妈随和": what everyone says of her is said of her
    # "她早就不在杭州了，去年搬到了厦门": the new value replaces the old, which stays as history
    s = left_for_zh(trade_fronted_zh(s))  # "不在腾讯了 现在在Google": works at Google now; "PM这行X干了十年"
    correction = correction or changes_zh(s)
    s = as_clauses_zh(s)
    last: Draft | None = None  # whom this sentence was last about
    listed = listed_zh(recent) if not state.before and not state.drafts else None
    together: list[Draft] = []  # the people the last clause listed by name alone
    each: list[Draft] = []  # the people the clauses just before were about, one after another
    for clause in re.split(r"[，,；;：:～~]", s):
        c = subject_first_zh(unaside_zh(strip_edges(FILLER.sub("", strip_edges(clause)))))
        c = _TOPIC_OPENED.sub("", c, count=1)  # "说到通勤我就想起我表姐，在…上班": she is who it goes on about
        c = _HEARD_RENJIA.sub("", c, count=1)  # "想到人家喜欢练咏春": what the user thought of is said of them
        if _BACKGROUND_ZH.match(c):  # "X，那时候家里条件一般，读完大专就…": how things were, then more of X
            state.before += c + "，"
            continue
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
        asks = QUESTION.search(_NOT_MUCH.sub("", c))
        if asks or asks_help(c):  # "他会教我们如何构图": a clause that asks or asks for help
            if not asks:  # "给我闺蜜林悦过生日": whom a request names is still who they are
                named_objects(c, state)
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
        if (group := _GROUP_ALL.match(c)) is not None and not _GROUP_SAYS.match(group["rest"]):
            # "我同事都在北京上班": what 都 says of a set of people is each named one's, never one unnamed 同事's
            tie = group["rel"] or group["set"]
            named = [d for d in state.drafts if d.kind == "person" and d.name and d.relation == tie]
            for one in named if len(named) >= 2 else []:  # (one named 同事 is not all of them)
                predicate_zh(one, group["rest"], state, correction)
            state.subject = last = None
            state.before += c + "，"
            each = together = []
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
    _cousin_said(state, [t for t in recent[-1:] if re.search(r"[？?]", t)])


# Ties the user has many of, said of all at once without 们 ("我同事都…", "我同学都…")
_SET_TIES = r"(?:同事|同学|朋友|好朋友|邻居|室友|舍友|下属|组员|队友|网友|客户|亲戚|发小|闺蜜|哥们)"
# The user's people of one tie, said of all at once ("我同事都在北京上班", "我的同事们也都是本地人"): a set, not one
# person (a tie said of two people, 爸妈, is read by the plural ties)
# (a tie of one person, 我表姐都32了, says "already"; so does 都 before a number or an age said of a set; 全 of
# 全名 is a name's)
_GROUP_ALL = re.compile(
    rf"^我(?:的|们的?)?(?:(?P<rel>{REL_ALL})(?:们|几个|他们|她们)|(?P<set>{_SET_TIES}))(?:也|现在|目前|基本上|基本)?"
    r"(?:都|全都|全部|全(?=是|在))(?![\d一二两三四五六七八九十几快已早])(?P<rest>.+)$"
)
# …what the set says or thinks of someone ("我同事都说她人好"): theirs to say, read as it always was
_GROUP_SAYS = re.compile(r"(?:说|觉得|认为|夸|叫|喊|管)")


# "哪个表哥？" … "张磊，我大姨家的": the child of a 大姨 is the cousin the question just asked about (a cousin
# said earlier may be another one)
_COUSIN = re.compile(r"[表堂](?:哥|姐|弟|妹)")
_CHILD_OF = re.compile(rf"{REL_ALL}的(?P<c>孩子|儿子|女儿|闺女)")


def _cousin_said(state: Sentence, said: Sequence[str]) -> None:
    cousins = {m[0] for text in said for m in _COUSIN.finditer(text)}
    for d in state.drafts:
        m = _CHILD_OF.fullmatch(d.relation) if d.kind == "person" and len(cousins) == 1 else None
        cousin = next(iter(cousins)) if m else ""
        if m and (m["c"] == "孩子" or (m["c"] == "儿子") == (cousin[1] in "哥弟")):
            d.relation = cousin


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
    person = rf"(?:{NICK}|{FULL}|{LATIN})"
    both = re.match(
        rf"^(?P<names>{person}(?:(?:、|和|跟|与){person})+)(?:他们|她们|几个|[两三四五]个|俩|仨)?(?:也)?(?:都|全)是我(?:的|们的?)?"
        rf"(?P<mod>{MOD})(?P<rel>{REL_ALL})们?$",
        c,
    )
    names = re.split(r"、|和|跟|与", both["names"]) if both else []
    if both and all(name_ok(n) for n in names):  # "王明和王芳都是我的同事", "张伟、李明和王芳都是…": one relation
        for name in names:
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
    one = state.subject
    same = same_one_named_zh(c, one.name) if one is not None and one.kind == "person" and one.name else None
    if one is not None and same is not None:
        # "我同事王建平（小王）在腾讯上班": the nickname in the aside is the same one's, not someone else
        other = c if same == one.name else one.name
        one.name = same
        one.aliases[:] = [a for a in one.aliases if a != same]
        one.add_alias(other)
        return
    if shared_subject_zh(c, state, correction):
        return
    opened = clause_subject_zh(c, state)
    if opened is not None:
        draft, rest = opened
        if joined_zh(draft, rest, state):
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
        if someone_new_zh(state.before, c[0], state.subject.relation if state.subject is not None else ""):
            state.subject = None  # "我同事小刘给我介绍了个对象，她是护士": 她 may be the one just brought in
            return
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
        if THEIR_HOME.match(rest):
            rest = "的" + rest  # "她家狗3岁了", "他家孩子…": theirs, not them
    elif c.startswith("其") and state.subject is not None:
        draft, rest = state.subject, c[1:]
    elif (
        c.startswith("人家")
        and (back := _renjia(state)) is not None
        and not re.match(r"人家(?:的|都(?![\d一二两三四五六七八九十])|说|讲|那|这|里|家|们|怎么|为什么|会|要|不)", c)
    ):
        # "我表姐啊，人家硕士毕业": 人家 after someone points back at them, as 她 would ("人家都…", "人家说…" are
        # other people's)
        draft, rest = back, c[2:]
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
        and RELATION_IS.match(c)
        and (named := named_alone_zh(state.before)) is not None
        and named != state.subject.name
    ):
        # "我小舅子跑十堰工作去了。东方岚岫，就我堂姐，…": the tie said after a name is that name's, never the one
        # the sentence before was about
        draft, rest = state.open(named, kind="person", relation="", language="zh"), c
    elif (
        state.subject is not None
        and not re.match(rf"{REL_ALL}(?![们])", c)  # "小赵在北京，表姐刚满18岁": someone else, maybe his
        and (RELATION_IS.match(c) or continues_clause(c) or states_fact(c))
        # "我姐给我介绍了个对象，人挺好的": a clause after someone new is theirs as likely, so no one's
        and not someone_new_zh(state.before, "", state.subject.relation, state.subject.name)
    ):
        # zero anaphora: "我家的狗叫旺财，三岁了" — a clause without a subject continues the last one
        draft, rest = state.subject, c
    elif (
        state.subject is None
        and (re.match(LABEL_ZH, c) or RELATION_IS.match(c))
        and (named := named_alone_zh(state.before)) is not None
    ):
        # "…，芮韵秋，老家 浙江义乌": a field after a name said alone is that name's, as in a pasted note; and
        # "禚樵山，就我组员，…": the tie said after a name the segmenter does not know
        draft, rest = state.open(named, kind="person", relation="", language="zh"), c
    else:
        state.subject = None
        return
    state.subject = draft
    predicate_zh(draft, rest.strip(), state, correction)


# Bringing someone up ("说到通勤我就想起我表姐", "聊起我组员王磊"; "想起她，…" and "想起仉河生，…" of one named
# before): what the clause says of the one brought up follows it; the words before the tie say nothing of anyone
_TOPIC_OPENED = re.compile(
    rf"^[^，,]{{0,10}}?(?:就|又|突然|忽然|一下)?(?:想起|想到|聊起|聊到|说起|提起|谈起|谈到)(?:了|来)?"
    rf"(?=我(?:的|们的?)?{MOD}{REL_ALL}(?!们)|[他她]$|{FULL}$)"
)


# how things were at home, said between what is said of someone: no one's fact, and no change of whom it is about
_BACKGROUND_ZH = re.compile(
    r"^(?:那时候|那时|当时|当年|小时候|那会儿|以前)?(?:家里|家境|家庭)(?:的)?(?:条件|经济)?(?:一般|不好|不太好|困难|很困难|穷|比较穷|"
    r"很穷|紧张|拮据|差|比较差)(?:吧|嘛|啊)?$"
)
# what the user thought of or found out, said before the 人家 it is about ("想到人家喜欢…", "后来才知道人家…")
_HEARD_RENJIA = re.compile(r"^(?:一下子|突然)?(?:想到|想起来?|记得|听说|(?:后来|一问|聊了半天)?才知道|原来)(?=人家)")


def _renjia(state: Sentence) -> Draft | None:
    """Whom a 人家 opening a clause points back at: the one the clause before was about, the one person the
    message has named so far, or the one relation it said in passing; None when that is not clear."""
    if state.subject is not None:
        return state.subject if state.subject.kind == "person" else None
    people = [d for d in state.drafts if d.kind == "person"]
    if len(people) > 1:
        # "酆虎生是我同事，…。璩稻生是我小舅子；给他挑礼物 想到人家喜欢集瓶盖": the one named last, in a clause of
        # their own two clauses back at most ("王芳和李强都在北京，人家…" is either)
        at = sorted((state.before.rfind(d.name), i) for i, d in enumerate(people) if d.name)
        if len(at) > 1 and at[-1][0] >= 0:
            (before, _), (last, i) = at[-2], at[-1]
            apart = "，" in state.before[before:last]
            if apart and state.before[last:].count("，") <= 2:
                return people[i]
    if people:
        return people[0] if len(people) == 1 else None
    # "路上跟人聊起我堂姐，人家今年都二十五了": the one relation said in passing, as a 他 / 她 would point at it
    return open_relation_before("他", state) or open_relation_before("她", state)


_relation = relation_as_said
