"""Chinese people named by their role at the user's work or home rather than by "我的<relation>".

- A description before 叫 and a name: "我们科室新来的小姑娘叫林雪", "跟我一个组那个东北小伙叫王磊", "隔壁工位的大姐叫
  刘芳", "楼上新搬来的邻居叫赵文博". The description must place them in the user's world (我 / 我们, or a place of
  the user's: 工位, 科室, 隔壁 …) and name no one else's ("我妈同事的女儿叫…" is someone else's daughter); the tie is
  the role word when it is one (邻居, 师傅, 主任), else what the place says (a workplace: 同事, home: 邻居).
- A title or a department before a name, without 我的: "部门主管郭振东…", "项目经理周航…", "财务的李姐…", "我们王总…".
  The title is their position when it names one ("项目经理", "技术总监"), and the tie is the title's own tie word
  (主管, 经理) or else 同事.

Each reader returns an `Opened` as the other who-readers of `_entities_who_zh` do, or None.
"""

from __future__ import annotations

import re

from ._entities_who_zh import Opened
from ._entities_zh_name_shape import name_ok
from ._entities_zh_names import FULL_BEFORE_REL, LATIN, MOD, NICK, lead_name
from ._kin_zh import REL_ALL
from ._rules_en_facts import word_set

__all__ = ["described_called_zh", "names_other_zh", "titled_zh"]

# People as anyone calls them without a tie: the place or the role word before says the tie.
_PEOPLE = (
    r"(?:小姑娘|姑娘|小伙子|小伙儿?|小哥哥?|小姐姐|小妹妹?|女孩子?|男孩子?|女生|男生|女同事|男同事|妹子|哥们儿?|"
    r"大姐|大哥|大叔|大妈|大爷|大婶|阿姨|姐姐|哥哥|实习生|新人|员工|女士|先生|老师傅|师傅|老头|老太太|人)"
)
# Kin words that also name anyone by age ("隔壁工位的大姐"): never the tie itself.
_AGE_WORDS = word_set("大姐 大哥 大叔 大妈 大爷 大娘 阿姨 姐姐 哥哥 姐 哥 妹妹 弟弟 妹 弟")
# Where the user works, studies or lives: the place a description names says the tie.
_WORK = r"工位|科室|部门|办公室|公司|单位|团队|项目组|组里|一个组|同组|厂里|店里|车间|院里|[组部科处]"
_TIES = ((_WORK, "同事"), (r"宿舍|寝室", "室友"), (r"班上|班里|一个班|学校", "同学"), (r"楼上|楼下|对门|隔壁", "邻居"))
# The user's world, in the description: 我 / 咱, or a place that is only ever the user's when said without an owner.
_OURS = re.compile(rf"我|咱|隔壁|对面|对门|楼上|楼下|邻座|{_WORK}")
# Someone else's world: another person, or a place of theirs ("那家公司", "他们单位").
_THEIRS = re.compile(rf"他|她|你|别人|人家|那家|某|电视|电影|剧里|书里|网上|(?<!跟我)(?<!和我)(?<!与我){REL_ALL}")
# A description that is no one's but the user's, before a tie word ("新来的同事叫张扬", "有个同事叫…")
_NEW = re.compile(r"(?:新来的|刚来的|新入职的|刚入职的|新调来的|有个|有一个|有位|有一位)+")
_DESC_CALLED = re.compile(
    rf"^(?P<d>[^，,。]{{2,16}}?)(?:那个|那位|这个|这位|一个|一位)?(?P<noun>{_PEOPLE}|{REL_ALL})"
    r"(?:叫做|叫|名叫|名字叫|名字是)(?P<rest>.+)$"
)


def described_called_zh(c: str) -> Opened | None:
    """A person named after a description that places them in the user's world ("隔壁工位的大姐叫刘芳"); None when
    the description is not the user's or no name follows 叫."""
    m = _DESC_CALLED.match(c)
    if m is None or _THEIRS.search(m["d"]) or c.startswith(("我的", "我们的")):
        return None  # "我的表姐叫…" and the like are read by the relation rules
    tie = re.fullmatch(REL_ALL, m["noun"]) is not None and m["noun"] not in _AGE_WORDS
    if not _OURS.search(m["d"]) and not (tie and _NEW.fullmatch(m["d"])):
        return None  # "新来的小伙子叫王磊": nothing makes him the user's ("新来的同事叫…" is: 同事 says it)
    if any(re.fullmatch(REL_ALL, m["d"][-k:] + m["noun"]) for k in (1, 2, 3)):
        return None  # "我舅妈叫…": 舅妈 is one word, read by the relation rules (not 妈 after "我舅")
    if lead_name(m["d"], loose=False) is not None:
        return None  # "王芳有个儿子叫豆豆", "王芳公司新来的同事叫…": someone else's
    if re.fullmatch(rf"(?:我们?|咱们?)(?:的|家的?)?{MOD}", m["d"]):
        return None  # "我同事叫…": a relation after 我 and nothing more, read by the relation rules
    lead = lead_name(m["rest"], loose=True)
    if lead is None or not name_ok(lead[0], loose=True):
        return None
    noun = m["noun"]
    rel = noun if tie else ""
    if not rel:
        # "跟我搭档的小伙子": the tie the description says with 跟我; else the tie its place says
        with_me = re.search(rf"(?:跟|和|与)我(?P<r>{REL_ALL})的", m["d"])
        place = next((tie for where, tie in _TIES if re.search(where, m["d"])), "")
        rel = with_me["r"] if with_me and with_me["r"] not in _AGE_WORDS else place
    if not rel:
        return None  # "新来的小伙子叫王磊" with nothing that makes him the user's: nobody's for sure
    return Opened(lead[0], "", rel, "", re.sub(r"^的", "", lead[1]).strip())


def _by_nickname(name: str) -> str:
    """The tie a nickname says after 我们 ("我们王总": the boss, "我们张老师": a teacher, "我们小王": a colleague)."""
    if re.search(r"总|经理|老板", name):
        return "领导"
    return "老师" if re.search(r"老师|教授", name) else "同学" if name.endswith("同学") else "同事"


_OTHER_CALLED = re.compile(rf"^[^，。]{{0,12}}?(?:{_PEOPLE}|{REL_ALL})(?:叫做|叫|名叫|名字叫)")


def names_other_zh(rest: str) -> bool:
    """True when what is said after a person names someone else of theirs ("我朋友｜公司新来的实习生叫张扬"): what
    follows is about that one, never the person before."""
    return _OTHER_CALLED.match(rest) is not None


# Positions said before a name; a longer one first ("总经理" before "经理").
_TITLE = (
    r"(?:副总经理|总经理|董事长|副总裁|总裁|经理|主管|总监|组长|主任|科长|处长|部长|副总|厂长|店长|院长|校长|班主任|队长|"
    r"主编|秘书|助理|负责人|老总|老板|领导|上司|带教老师|老师|师傅)"
)
# Ties among the titles: the tie said is the title itself ("主管郭振东": the user's 主管).
_TITLE_TIES = word_set("经理 主管 总监 组长 主任 科长 处长 部长 副总 老总 老板 领导 上司 班主任 老师 师傅 带教老师")
# Titles that say no position of their own (a tie, not a post).
_NOT_POST = word_set("老总 老板 领导 上司 老师 师傅 带教老师")
# A department or a line of work before a title or a name ("销售部", "人事部的", "财务的", "项目", "技术").
_DEPT = (
    r"(?:[\u4e00-\u9fff]{1,4}?(?:部|科|处|中心|事业部)|财务|人事|行政|技术|销售|市场|运营|产品|研发|项目|法务|采购|客服|"
    r"后勤|设计|测试|质检|品控|工程|部门|公司|单位|团队|车间)"
)
_TITLED = re.compile(
    rf"^(?P<scope>(?:我们|咱们|我)(?:公司|单位|厂|部门)?(?:的|里的|里)?)?(?:(?P<dept>{_DEPT})(?P<of>的|里的)?)?"
    rf"(?P<title>{_TITLE})?(?P<rest>.+)$"
)


def titled_zh(c: str) -> tuple[Opened, str] | None:
    """A person named after their title or department ("项目经理周航…", "财务的李姐…", "我们王总…"), with the
    position the title names ("" when none); None when the clause opens with no such."""
    ours = re.match(rf"^(?:我们|咱们)(?:公司|单位|厂|部门)?(?:的|里的|里)?(?={NICK})", c)
    lead = lead_name(c[ours.end() :], loose=False) if ours else None
    if lead is not None and name_ok(lead[0], loose=True):
        # "我们王总本科毕业": the user's own, by how one calls a colleague (read before a department's name can
        # take "王总本科" for one)
        return Opened(lead[0], "", _by_nickname(lead[0]), "", lead[1]), ""
    m = _TITLED.match(c)
    if m is None or not (m["dept"] or m["title"] or m["scope"]):
        return None
    rest, title, dept = m["rest"], m["title"] or "", m["dept"] or ""
    if title:
        lead = lead_name(rest, loose=True)
    elif dept and (m["of"] or dept[-1] in "部科处"):
        # "财务的李姐", "人事部的孙倩": a department names a colleague, by a nickname or a name the segmenter knows
        lead = lead_name(rest, loose=False)
    else:
        # "我们王总": the user's own, only by how one calls a colleague
        named = re.match(NICK, rest)
        lead = lead_name(rest, loose=False) if named and m["scope"] else None
    if lead is None or not name_ok(lead[0], loose=True):
        return None
    rel = title if title in _TITLE_TIES else "同事" if title or dept else _by_nickname(lead[0])
    post = dept + title if title and title not in _NOT_POST and (dept or len(title) >= 3) else ""
    if dept in ("公司", "单位", "团队", "车间") and post:
        post = title  # "公司经理": the post is 经理, the place is the user's
    return Opened(lead[0], "", rel, "", lead[1]), post


_TIE_AFTER_NAME = re.compile(
    rf"^(?P<name>{NICK}|{FULL_BEFORE_REL}|{LATIN})\s*我的?(?P<mod>{MOD})(?P<rel>{REL_ALL})(?!们)(?P<rest>.*)$"
)


def tie_after_name_zh(c: str) -> Opened | None:
    """A name and right after it the user's tie to them ("周敏 我表姐今年32", "陈伟我哥的电话是…"), or None (not
    "李娜我同事小王…": the tie names someone else)."""
    m = _TIE_AFTER_NAME.match(c)
    if m is None or not name_ok(m["name"]) or lead_name(m["rest"], loose=True) is not None:
        return None
    return Opened(m["name"], m["mod"], m["rel"], "", m["rest"])
