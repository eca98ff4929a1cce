"""The words entity recall reads in a question: relations to the user, comparisons (the scales their values sit on
are read in `jiyi._entity_scale`) and cues; the attributes are named in `jiyi._attribute_words`.

Both languages are first-class. Chinese terms match anywhere in the text; English terms match as whole words,
with their plurals. Where terms overlap the longest wins and the text it covered is not read again, so "表哥" is a
cousin (not a brother), "不喜欢" a dislike (not a like) and "在哪工作" an employer (not a job).

Relations form a small tree (`RELATION_PARENT`): a question about "家人" / "family" takes every parent, sibling,
child, spouse, grandparent and relative; one about "姐妹" / "sisters" takes 姐姐 and 妹妹; a question about "妹妹"
takes the younger sister only (and, when none is known by that word, an entity the user called just "sister").
"亲戚" / "relatives" is the whole family, parents and cousins alike; 表哥 / 表姐 are both cousins, told apart by the
word the user called each (`jiyi._entity_recall`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping

__all__ = [
    "DIRECTION_TERMS",
    "PET_HEADS_EN",
    "PET_WORDS_EN",
    "PET_WORDS_ZH",
    "RELATION_PARENT",
    "RELATION_TERMS",
    "TIE_TERMS",
    "Term",
    "ancestors",
    "find_terms",
    "is_family_tie",
    "is_pet",
    "plural_en",
]

#: relation key -> its parent in the tree (None at the top). Work relations sit under "colleague".
RELATION_PARENT: dict[str, str | None] = {
    "family": None,
    "parent": "family",
    "mother": "parent",
    "father": "parent",
    "sibling": "family",
    "sister": "sibling",
    "older_sister": "sister",
    "younger_sister": "sister",
    "brother": "sibling",
    "older_brother": "brother",
    "younger_brother": "brother",
    "child": "family",
    "son": "child",
    "daughter": "child",
    "spouse": "family",
    "wife": "spouse",
    "husband": "spouse",
    "grandparent": "family",
    "grandchild": "family",
    "relative": "family",
    "cousin": "relative",
    "uncle": "relative",
    "aunt": "relative",
    "nephew": "relative",
    "niece": "relative",
    "in_law": "relative",
    "partner": None,
    "friend": None,
    "colleague": None,
    "subordinate": "colleague",
    "boss": "colleague",
    "classmate": None,
    "roommate": None,
    "neighbour": None,
    "teacher": None,
    "student": None,
    "client": None,
    "pet": None,
}

#: The animals people keep, by species and common breed: "我家柯基", "my parrot Kiwi" is a pet, named or not.
_PETS_ZH = (
    "猫 狗 猫咪 狗狗 小猫 小狗 鹦鹉 兔子 仓鼠 乌龟 金鱼 柯基 金毛 泰迪 哈士奇 柴犬 拉布拉多 边牧 萨摩耶 比熊 博美 "
    "法斗 布偶猫 英短 美短 橘猫 蓝猫 龙猫 荷兰猪 蜥蜴"
)
_PETS_EN = (
    "cat,dog,puppy,kitten,parrot,rabbit,bunny,hamster,guinea pig,turtle,tortoise,goldfish,ferret,gecko,lizard,"
    "snake,pony,budgie,cockatiel,chinchilla,corgi,labrador,poodle,beagle,husky,pug,dachshund,golden retriever,"
    "retriever,terrier,bulldog,chihuahua"
)
PET_WORDS_ZH: tuple[str, ...] = tuple(_PETS_ZH.split())
PET_WORDS_EN: tuple[str, ...] = tuple(_PETS_EN.split(","))
#: The last word of each English pet word ("golden retriever" -> "retriever"): what an English tie ends with.
PET_HEADS_EN = frozenset(w.split()[-1] for w in PET_WORDS_EN)
_PET_WORDS_ZH = frozenset(PET_WORDS_ZH)


def is_pet(relation: str) -> bool:
    """Whether a tie as said names an animal kept ("猫咪", "puppy", "golden retriever", "old dog": an English tie by
    its last word). The one test every reader asks, so no reader makes a person of what another reads as a pet."""
    words = relation.strip().casefold().split()
    return bool(words) and (words[-1] in PET_HEADS_EN or relation.strip() in _PET_WORDS_ZH)


#: Keys that name a set even in the singular ("家人", "父母", "family").
SET_KEYS = frozenset({"family", "parent", "sibling", "relative", "grandparent"})

# The wider family the extractor reads (姐夫, 嫂子, 舅妈 …): relatives to "家人" / "亲戚" questions.
_WIDER_FAMILY = (
    "姑妈 舅妈 婶婶 堂兄 姑父 姨父 小姨 大姨 大伯 伯伯 伯父 伯母 大舅 小舅 二舅 丈人 丈母娘 公公 婆婆 "
    "外甥 外甥女 侄子 侄女 干妈 干爸 干爹 干女儿 干儿子 嫂子 大嫂 弟媳 弟妹 姐夫 妹夫 表嫂 小叔子 小姑子 "
    "女婿 儿媳 儿媳妇 亲家 继父 继母 大姑子 大伯子 妯娌 小舅子 大舅子 小姨子 连襟 叔公 姑奶奶 舅姥爷 姨姥姥 "
    "干姐 干哥 干妹 干弟 干姐姐 干哥哥 干妹妹 干弟弟"
)

_ZH_RELATIONS: dict[str, str] = {
    **dict.fromkeys(["家人", "家里人", "亲人", "家属", "家庭成员", "全家", "家里"], "family"),
    **dict.fromkeys(["父母", "爸妈", "双亲"], "parent"),
    **dict.fromkeys(["妈妈", "母亲", "老妈", "妈", "娘", "妈咪", "阿母"], "mother"),
    **dict.fromkeys(["爸爸", "父亲", "老爸", "爸", "爹", "爹地", "阿爸"], "father"),
    **dict.fromkeys(["兄弟姐妹", "手足", "兄妹", "姐弟"], "sibling"),
    **dict.fromkeys(["姐妹"], "sister"),
    **dict.fromkeys(["姐姐", "大姐", "二姐", "姐"], "older_sister"),
    **dict.fromkeys(["妹妹", "小妹", "妹"], "younger_sister"),
    **dict.fromkeys(["兄弟"], "brother"),
    **dict.fromkeys(["哥哥", "大哥", "二哥", "哥"], "older_brother"),
    **dict.fromkeys(["弟弟", "小弟", "弟", "细佬"], "younger_brother"),
    **dict.fromkeys(["孩子", "子女", "小孩", "娃", "宝宝"], "child"),
    **dict.fromkeys(["儿子", "大儿子", "小儿子", "二儿子"], "son"),
    **dict.fromkeys(["女儿", "闺女", "大女儿", "小女儿", "二女儿", "大闺女", "小闺女"], "daughter"),
    # the user's children by their order (老大 is a boss as often, so no key)
    **dict.fromkeys(["老二", "老三", "老幺", "老小", "大宝", "二宝", "三宝", "小宝"], "child"),
    **dict.fromkeys(["爱人", "配偶", "另一半"], "spouse"),
    **dict.fromkeys(["老婆", "妻子", "太太", "媳妇"], "wife"),
    **dict.fromkeys(["老公", "丈夫"], "husband"),
    **dict.fromkeys(
        ["爷爷", "奶奶", "外公", "外婆", "姥姥", "姥爷", "祖父", "祖母", "祖父母", "阿公", "阿嬷"], "grandparent"
    ),
    **dict.fromkeys(["岳父", "岳母", *_WIDER_FAMILY.split()], "relative"),
    # 亲戚 is everyone of the family the user names (父亲 and 表哥 alike), as people ask "我的亲戚里谁最高"
    **dict.fromkeys(["亲戚", "亲属", "亲人们"], "family"),
    **dict.fromkeys(
        ["表亲", "堂亲", "表兄弟", "表姐妹", "堂兄弟", "堂姐妹", "表哥", "表姐", "表弟", "表妹", "堂哥", "堂姐"],
        "cousin",
    ),
    **dict.fromkeys(["堂弟", "堂妹", "表兄", "堂兄", "表兄弟姐妹", "堂兄弟姐妹", "表姐弟", "表兄妹"], "cousin"),
    **dict.fromkeys(["长辈", "长辈们"], "family"),  # "长辈里谁年纪最大": the family (elders are not told apart)
    **dict.fromkeys(["叔叔", "舅舅", "伯伯", "伯父", "大伯", "大舅", "小舅", "二舅", "姑父", "姨父"], "uncle"),
    **dict.fromkeys(["舅", "二叔", "三叔", "小叔", "大舅舅", "小舅舅"], "uncle"),
    **dict.fromkeys(["婶婶", "舅妈", "姑姑", "姑妈", "姨妈", "小姨", "大姨", "伯母", "婶子"], "aunt"),
    **dict.fromkeys(["外甥", "侄子"], "nephew"),
    **dict.fromkeys(["外甥女", "侄女"], "niece"),
    **dict.fromkeys(["姐夫", "妹夫", "嫂子", "大嫂", "弟媳", "弟妹", "表嫂", "女婿", "儿媳", "儿媳妇"], "in_law"),
    **dict.fromkeys(["丈人", "丈母娘", "公公", "婆婆", "岳父", "岳母", "亲家", "小叔子", "小姑子"], "in_law"),
    **dict.fromkeys(["孙子", "孙女", "外孙", "外孙女"], "grandchild"),
    **dict.fromkeys(["男朋友", "女朋友", "男友", "女友", "对象", "未婚妻", "未婚夫"], "partner"),
    **dict.fromkeys(
        [
            "朋友",
            "好友",
            "友人",
            "哥们",
            "哥们儿",
            "闺蜜",
            "发小",
            "老友",
            "死党",
            "好哥们",
            "铁哥们",
            "老铁",
            "网友",
            "笔友",
        ],
        "friend",
    ),
    **dict.fromkeys(["同事", "同僚", "工友", "队友", "搭档", "合伙人", "前同事", "老同事"], "colleague"),
    # the people of the user's workplace said by the place ("单位的人里谁…", "组里的人有几个…")
    **dict.fromkeys(["单位的人", "单位里的人", "公司的人", "公司里的人", "组里的人", "部门的人"], "colleague"),
    **dict.fromkeys(["部门里的人", "团队里的人", "同组的人", "一起上班的人", "一起工作的人"], "colleague"),
    # "公司那帮人里谁…", "单位那些人": the workplace's people said loosely
    **dict.fromkeys(
        [
            f"{place}{those}人"
            for place in ("公司", "单位", "部门", "公司里", "单位里")
            for those in ("那帮", "那些", "那群")
        ],
        "colleague",
    ),
    **dict.fromkeys(["我们单位", "我们公司", "我们部门", "我们组", "单位里", "公司里", "部门里", "组里"], "colleague"),
    **dict.fromkeys(["下属", "手下", "部下", "组员", "下级"], "subordinate"),
    **dict.fromkeys(["老板", "上司", "领导", "上级", "主管", "组长", "经理"], "boss"),
    **dict.fromkeys(
        [
            "同学",
            "校友",
            "大学同学",
            "高中同学",
            "初中同学",
            "小学同学",
            "老同学",
            "同桌",
            "师兄",
            "师姐",
            "师弟",
            "师妹",
        ],
        "classmate",
    ),
    **dict.fromkeys(["学长", "学姐", "学弟", "学妹"], "classmate"),
    **dict.fromkeys(["室友", "舍友"], "roommate"),
    **dict.fromkeys(["邻居"], "neighbour"),
    **dict.fromkeys(["老师", "导师", "师傅", "师父", "教练", "班主任"], "teacher"),
    # an apprentice is one of the people at work, as "apprentice" / "trainee" are in English
    **dict.fromkeys(["徒弟", "学徒", "实习生", "助理", "秘书", "副手"], "subordinate"),
    **dict.fromkeys(["学员"], "student"),
    **dict.fromkeys(["学生"], "student"),
    **dict.fromkeys(["宠物", *PET_WORDS_ZH], "pet"),
    **dict.fromkeys(["客户"], "client"),
}

_EN_RELATIONS: dict[str, str] = {
    **dict.fromkeys(["family", "family member", "folks"], "family"),
    **dict.fromkeys(["parent"], "parent"),
    **dict.fromkeys(["mother", "mom", "mum", "mommy", "momma", "stepmom", "stepmother"], "mother"),
    **dict.fromkeys(["step-mom", "step-mum", "stepmum", "step-mother"], "mother"),
    **dict.fromkeys(["father", "dad", "daddy", "stepdad", "stepfather", "step-dad", "step-father"], "father"),
    **dict.fromkeys(["sibling", "twin", "half-sibling"], "sibling"),
    **dict.fromkeys(["sister", "sis"], "sister"),
    **dict.fromkeys(["older sister", "big sister", "elder sister"], "older_sister"),
    **dict.fromkeys(["younger sister", "little sister", "baby sister"], "younger_sister"),
    **dict.fromkeys(["brother"], "brother"),
    **dict.fromkeys(["older brother", "big brother", "elder brother"], "older_brother"),
    **dict.fromkeys(["younger brother", "little brother", "baby brother"], "younger_brother"),
    **dict.fromkeys(["child", "kid"], "child"),
    **dict.fromkeys(["son", "stepson", "step-son"], "son"),
    **dict.fromkeys(["daughter", "stepdaughter", "step-daughter"], "daughter"),
    **dict.fromkeys(["grandchild", "grandson", "granddaughter"], "grandchild"),
    **dict.fromkeys(["spouse"], "spouse"),
    **dict.fromkeys(["wife", "wifey"], "wife"),
    **dict.fromkeys(["husband", "hubby"], "husband"),
    **dict.fromkeys(
        ["grandparent", "grandma", "grandpa", "grandmother", "grandfather", "granny", "nana", "nanna", "granddad"],
        "grandparent",
    ),
    **dict.fromkeys(["grandad", "gramps"], "grandparent"),
    # "which of my relatives": the whole family, parents and cousins alike
    **dict.fromkeys(["relative", "relation", "kin", "kinfolk"], "family"),
    **dict.fromkeys(["cousin", "second cousin", "cousin brother", "cousin sister"], "cousin"),
    **dict.fromkeys(["uncle"], "uncle"),
    **dict.fromkeys(["aunt", "auntie", "aunty"], "aunt"),
    **dict.fromkeys(["nephew"], "nephew"),
    **dict.fromkeys(["niece"], "niece"),
    **dict.fromkeys(["in-law", "mother-in-law", "father-in-law"], "in_law"),
    **dict.fromkeys(["sister-in-law", "brother-in-law", "son-in-law", "daughter-in-law", "in-laws"], "in_law"),
    **dict.fromkeys(["sis-in-law", "bro-in-law", "cousin-in-law", "aunt-in-law", "uncle-in-law"], "in_law"),
    **dict.fromkeys(["mother in law", "father in law", "sister in law", "brother in law"], "in_law"),
    **dict.fromkeys(["godmother", "godfather", "godson", "goddaughter", "great-aunt", "great-uncle"], "relative"),
    **dict.fromkeys(["stepsister", "half-sister", "stepsis", "step-sister"], "sister"),
    **dict.fromkeys(["stepbrother", "half-brother", "stepbro", "step-brother"], "brother"),
    **dict.fromkeys(["boyfriend", "girlfriend", "partner", "fiance", "fiancee", "fiancé", "fiancée"], "partner"),
    **dict.fromkeys(["friend", "best friend", "buddy", "pal", "bff", "bestie"], "friend"),
    **dict.fromkeys(
        [
            "colleague",
            "coworker",
            "co-worker",
            "workmate",
            "teammate",
            "business partner",
            "cofounder",
            "co-founder",
            "officemate",
        ],
        "colleague",
    ),
    **dict.fromkeys(["people at work", "folks at work", "people i work with", "my team", "our team"], "colleague"),
    **dict.fromkeys(["person i work with", "anyone i work with", "everyone i work with"], "colleague"),
    **dict.fromkeys(["guys i work with", "folks i work with"], "colleague"),
    **dict.fromkeys(["person at work", "anyone at work", "everyone at work", "anybody at work"], "colleague"),
    # "Shortest one at my work?", "who's the oldest at the office": the people the user works with
    **dict.fromkeys(["at my work", "at my job", "at my office", "at the office", "at my workplace"], "colleague"),
    # "who's the oldest at work?", "shortest one at work": a superlative of the people there ("what does Leo do
    # at work" names Leo, and "at work" alone says where, not whom)
    **dict.fromkeys(
        [
            f"{word} {at}"
            for word in ("one", "ones", "tallest", "shortest", "oldest", "youngest", "eldest", "most senior")
            for at in ("at work", "in the office", "at the office")
        ],
        "colleague",
    ),
    **dict.fromkeys(
        ["subordinate", "direct report", "team member", "intern", "trainee", "apprentice", "mentee", "new hire"],
        "subordinate",
    ),
    **dict.fromkeys(["boss", "manager", "supervisor", "team lead", "higher-up", "line manager"], "boss"),
    **dict.fromkeys(["classmate", "schoolmate"], "classmate"),
    **dict.fromkeys(["roommate", "flatmate"], "roommate"),
    **dict.fromkeys(["neighbour", "neighbor"], "neighbour"),
    **dict.fromkeys(["teacher", "mentor", "tutor", "coach", "professor", "advisor", "adviser"], "teacher"),
    **dict.fromkeys(["student"], "student"),
    **dict.fromkeys(["pet", *PET_WORDS_EN], "pet"),
    **dict.fromkeys(["client", "customer"], "client"),
}
_EN_IRREGULAR = {"children": "child", "wives": "wife"}
# Ties said casually that are ties only after "my", "our" or a possessive ("my cuz Leo", "my bro", "my pops"):
# anywhere else "cuz" is "because", "bro" a word of address, "pops" a verb, "nan" a number that is none, "grams" a
# weight. A tie an entity was read with was said so; a question's free words are read with RELATION_TERMS alone.
_EN_TIES_AFTER_MY = {
    **dict.fromkeys(["cuz", "coz"], "cousin"),
    **dict.fromkeys(["bro"], "brother"),
    **dict.fromkeys(["pops", "papa"], "father"),
    **dict.fromkeys(["mama"], "mother"),
    **dict.fromkeys(["nan", "gran", "grams"], "grandparent"),
}

#: Comparison words -> "high" or "low" (the end of the scale the question asks for).
_ZH_DIRECTIONS = {
    **dict.fromkeys(
        ["最高", "最大", "最老", "最年长", "最多", "最好", "最强", "最长", "最晚", "更高", "更大", "最远"], "high"
    ),
    **dict.fromkeys(
        ["最低", "最小", "最年轻", "最少", "最差", "最短", "最早", "更低", "更小", "更年轻", "最矮", "更矮"], "low"
    ),
    **dict.fromkeys(["比较", "排名", "排序", "谁更", "排一下"], "high"),
}
_EN_DIRECTIONS = {
    **dict.fromkeys(
        [
            "highest",
            "most",
            "oldest",
            "eldest",
            "senior-most",
            "best",
            "biggest",
            "largest",
            "latest",
            "longest",
            "older",
            "higher",
            "tallest",
            "taller",
        ],
        "high",
    ),
    **dict.fromkeys(
        ["lowest", "least", "youngest", "smallest", "earliest", "shortest", "younger", "lower", "fewer", "shorter"],
        "low",
    ),
    **dict.fromkeys(["compare", "rank", "sort", "order"], "high"),
}
#: Direction words that speak of age whatever the attribute ("谁最大" in a family is the oldest).
AGE_WORDS = frozenset({"最老", "最年长", "最年轻", "最大", "最小", "oldest", "eldest", "youngest", "older", "younger"})

#: Words that make a relation a set to aggregate over ("我下属里谁…", "我的同事们都…", "which of my…").
SET_CUES_ZH = (
    "谁",
    "哪些",
    "哪个",
    "哪位",
    "几个",
    "几位",
    "多少个",
    "多少位",
    "都",
    "们",
    "所有",
    "每个",
    "各",
    "里",
    "中",
)
SET_CUES_EN = ("which", "who", "how many", "all", "any", "each", "every", "among")
# not "多少": "她多少岁"
# "count the people who work in Boston": a count asked as an order
COUNT_CUES: tuple[str, ...] = ("几个", "几位", "多少个", "多少位", "多少人", "几场", "几次", "几项", "how many")
COUNT_CUES += ("number of", "count the", "count up", "count of")
COUNT_CUES += ("人数", "统计", "数一数", "数一下", "数数")  # "一米七五以上的人数", "帮我统计下…"
#: Words that ask about a change ("她以前住哪", "where did Amy live before").
CHANGE_CUES = (
    "以前",
    "之前",
    "原来",
    "过去",
    "曾经",
    "以往",
    "原先",
    "used to",
    "before",
    "previously",
    "formerly",
    "earlier",
    "change",
    "changed",
    "moved from",
)
PRONOUNS_ZH = ("她们", "他们", "她", "他", "它", "ta", "TA")
PRONOUNS_EN = ("she", "he", "her", "him", "his", "hers", "they", "them", "their")


def plural_en(term: str) -> str:
    """The plural of an English relation word, its last word inflected ("best friend" -> "best friends")."""
    last = term.rsplit(" ", 1)[-1]
    head = term[: len(term) - len(last)]
    if last.endswith("y") and last[-2:-1] not in "aeiou":
        return head + last[:-1] + "ies"
    if last.endswith(("s", "x", "ch", "sh")):
        return head + last + "es"
    return head + last + "s"


def _plurals(table: Mapping[str, str]) -> dict[str, tuple[str, bool]]:
    out: dict[str, tuple[str, bool]] = {}
    for term, key in table.items():
        out[term] = (key, False)
        out.setdefault(plural_en(term), (key, True))
    for term, key in _EN_IRREGULAR.items():
        out[term] = (key, True)
    return out


#: term -> (relation key, said in the plural)
RELATION_TERMS: dict[str, tuple[str, bool]] = {**{t: (k, False) for t, k in _ZH_RELATIONS.items()}}
RELATION_TERMS.update(_plurals(_EN_RELATIONS))
#: term -> (relation key, said in the plural) for a tie said after "my" or a possessive, as an entity's own
#: relation is: `RELATION_TERMS` and the casual words that are ties only there ("cuz", "bro", "pops")
TIE_TERMS: dict[str, tuple[str, bool]] = {**RELATION_TERMS, **{t: (k, False) for t, k in _EN_TIES_AFTER_MY.items()}}
DIRECTION_TERMS: dict[str, str] = {**_ZH_DIRECTIONS, **_EN_DIRECTIONS}

_LATIN = re.compile(r"[a-z0-9]")


class Term(tuple[int, int, str]):
    """(start, end, term) of one match in the lowered text."""

    __slots__ = ()

    @property
    def start(self) -> int:
        return self[0]

    @property
    def end(self) -> int:
        return self[1]

    @property
    def text(self) -> str:
        return self[2]


def find_terms(text: str, terms: Iterable[str]) -> list[Term]:
    """The terms found in `text` (lowered), longest first, none overlapping another; Latin terms as whole words."""
    low = text.lower()
    taken = [False] * len(low)
    found: list[Term] = []
    for term, t, latin in _ordered(frozenset(terms)):
        start = low.find(t)
        while start != -1:
            end = start + len(t)
            whole = not latin or (
                (start == 0 or not _LATIN.match(low[start - 1])) and (end == len(low) or not _LATIN.match(low[end]))
            )
            if whole and not any(taken[start:end]):
                taken[start:end] = [True] * (end - start)
                found.append(Term((start, end, term)))
            start = low.find(t, start + 1)
    return sorted(found)


@functools.lru_cache(maxsize=256)
def _ordered(terms: frozenset[str]) -> tuple[tuple[str, str, bool], ...]:
    """(term, lowered, Latin) longest first: sorted once per vocabulary (a user's names are the same each turn)."""
    return tuple((t, t.lower(), bool(_LATIN.match(t[:1].lower()))) for t in sorted(terms, key=lambda t: (-len(t), t)))


@functools.lru_cache(maxsize=64)
def ancestors(key: str) -> tuple[str, ...]:
    """`key` and every relation above it ("younger_sister" -> sister, sibling, family)."""
    out = []
    node: str | None = key
    while node is not None:
        out.append(node)
        node = RELATION_PARENT.get(node)
    return tuple(out)


def is_family_tie(relation: str) -> bool:
    """Whether a tie as said names kin, a partner or a pet ("弟弟", "老婆", "boyfriend", "older brother"), not a
    friend or a colleague: a relative of a relative is one of the family, a friend of one is theirs alone."""
    said = relation.strip().casefold()
    term = TIE_TERMS.get(said) or (TIE_TERMS.get(said.split()[-1]) if said.split() else None)
    return term is not None and bool({"family", "partner", "pet"} & set(ancestors(term[0])))
