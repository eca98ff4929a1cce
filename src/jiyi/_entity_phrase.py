"""An entity's facts as one self-contained memory sentence in its language (`phrase`): "吴杰明是用户的下属，教育背景是
专科", "User's coworker Tom lives in Boston, and is 41 years old". `jiyi._entity_record` writes it when no memory of
the message states a fact already.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ._entity_models import EntityFact, MentionFact
from ._entity_views import RELATION
from ._text import is_han
from .extractors._age_en import AGE_WORDS_EN
from .extractors._age_zh import AGE_WORDS_ZH, with_sui
from .extractors._entities_en_lexicon import DEGREE_LETTERS_EN, DEGREE_NAMES_EN
from .extractors._entities_en_words import MOD, REL_EN
from .extractors._entities_owned import TIES
from .extractors._entities_zh_names import SERVICES_ZH
from .extractors._rules_zh_facts import kin_in_full

__all__ = ["Owner", "en_education", "en_job", "phrase", "with_article"]

#: whose kin an entity is: (the tie as said, "son" / "儿子"; the owner's name; the owner's relation to the user)
Owner = tuple[str, str, str]


_ZH_LABELS = {
    "age": "年龄", "birthday": "生日", "education": "教育背景", "school": "学校", "job": "职业", "phone": "电话",
    "address": "地址", "status": "状况", "opening_hours": "营业时间", "skill": "特长", "trait": "性格",
    "allergy": "过敏", "note": "备注", "title": "职位", "height": "身高", "email": "邮箱", "place": "地点",
    "size": "规模", "duration": "持续时间", "date": "时间", "content": "内容",
    "with": "同去的人", "price": "票价", "result": "结果", "gift": "礼金",
}  # fmt: skip
_ZH_VERBS = {"lives_in": "住在{}", "employer": "在{}工作", "from": "来自{}", "works_in": "在{}上班",
             "likes": "喜欢{}", "dislikes": "不喜欢{}", "allergy": "对{}过敏",
             "hobby": "爱好{}"}  # fmt: skip
_EN_VERBS = {
    "lives_in": "lives in {}", "employer": "works at {}", "from": "is from {}",
    "likes": "likes {}", "dislikes": "dislikes {}", "hobby": "enjoys {}", "age": "is {} years old",
    "birthday": "was born on {}", "status": "is {}", "allergy": "is allergic to {}", "trait": "is {}",
    "skill": "is good at {}", "works_in": "works in {}", "title": "is {}", "height": "is {} tall",
    "email": "has the email {}", "phone": "has the phone number {}", "place": "is at {}", "size": "has {}",
    "duration": "lasts {}", "date": "is on {}",
    "content": "is about {}", "with": "was with {}", "price": "had tickets at {}", "result": "ended in {}",
    "gift": "got {} from the user",
}  # fmt: skip


def _quoted(value: str, zh: bool) -> str:
    """The value as the sentence can hold it: a Chinese value in an English sentence is quoted verbatim ('lives in
    "慕尼黑"'), not spliced in; a Latin name in a Chinese sentence stays inline ("在Siemens工作"), as Chinese text
    writes brand and place names."""
    han = any(is_han(ch) for ch in value)
    if not zh and han:
        return f'"{value}"'
    return value


# the user's ties to a thing that say it is theirs: with its kind known, "the user's phone is …" says both
_HAS_TIES = ("拥有", "使用", "owns", "uses")
# a job said as what they do ("开五金店", "做会计") reads as the predicate itself; a job said as a noun keeps its label
_ZH_DOING = ("开", "做", "当", "干", "在", "搞", "教", "跑", "卖", "带")
# a job noun that already carries its determiner or reads as a title ("Head of Sales") is stated, not "worked as"
_EN_DETERMINERS = ("a ", "an ", "the ", "his ", "her ", "their ", "our ", "my ")


def en_job(value: str) -> str:
    """ "works as a paralegal", "works as an RN"; a capitalised title is a role held: "is Head of Sales"."""
    words = value.split()
    if len(words) > 1 and all(w[:1].isupper() or w in {"of", "and", "for", "the"} for w in words):
        return f"is {value}"
    return f"works as {with_article(value)}"


def with_article(value: str) -> str:
    """A noun phrase with "a" / "an" before it ("a paralegal", "an RN", "a good cook"), unless it has a determiner,
    is quoted, or is a plural or mass noun phrase."""
    low = value.lower()
    if low.startswith(_EN_DETERMINERS) or value.startswith('"'):
        return value
    if low.endswith("s") and not low.endswith(("ss", "us", "ics")) and len(value.split()) > 1:
        return value  # a plural or mass noun phrase takes no article
    if value[:2].isupper():  # an initialism is read letter by letter: "an RN", "an MBA student", "a CPA"
        vowel = value[0] in "AEFHILMNORSX"
    else:
        vowel = low[:1] in "aeiou" and not low.startswith(("uni", "use", "usu", "eu", "one"))
    return f"{'an' if vowel else 'a'} {value}"


def _zh_clause(attr: str, label: str, value: str) -> str:
    """A Chinese clause in spoken order: 今年五十八岁, 身高172厘米, 开五金店, 职业是会计."""
    plain = not label or label == _ZH_LABELS.get(attr)  # the reader's own label ("身高") is no word of the user's
    if attr == "age" and label in AGE_WORDS_ZH:  # "才三岁", "已经八十岁了": the word the user saw the age by
        return f"{label}{with_sui(value)}{'了' if label in ('已经', '都') else ''}"
    if attr == "age" and plain:  # "五十八" is an age in years; "奔五", "三十出头" say it themselves
        return f"今年{value}岁" if re.fullmatch(r"\d{1,3}|[零一二两三四五六七八九十百]{1,4}", value) else f"今年{value}"
    if attr == "height" and plain:
        return f"身高{value}"
    if attr == "job" and plain:
        return value if value.startswith(_ZH_DOING) else f"是{value}"
    if attr == "trait" and label == "为人":  # "人好", "脾气好" say themselves: never "为人是人好"
        return value
    if attr == "opening_hours" and re.search(r"(?:开门|关门|营业|休息|打烊|不开)$", value):
        return value  # "周一不开门" says itself: never "营业是周一不开门"
    if (
        attr == "school" and label == "在上"
    ):  # "在读大三", "在上小学": the grade is said with its verb, never "在上是大三"
        return f"{'在读' if re.fullmatch(r'大[一二三四]|研究生|[初高][一二三中]', value) else '在上'}{value}"
    if label.endswith("是") or label in ("姓", "叫", "属"):
        # a label that says its own verb ("学的是", "姓"): "学的是会计", "姓王", never "学的是是会计", "姓是王"
        return f"{label}{value}"
    return f"{label or _ZH_LABELS.get(attr, attr)}是{value}"


def _clause(f: MentionFact | EntityFact, zh: bool) -> str:
    attr, value = f.attribute, _quoted(f.value.strip(), zh)
    if attr == "note" and not f.label:
        # what was said of them, as said ("前年搬到了西安", "just started a pottery class"): the predicate itself
        return value
    if attr == "diet":  # "吃素" / "是素食主义者"; "is vegan", "keeps kosher", "eats halal"
        if zh:
            return value if value.startswith("吃") else f"是{value}"
        return {"kosher": "keeps kosher", "halal": "eats halal"}.get(value.lower(), f"is {value}")
    if zh:
        if attr in _ZH_VERBS:
            return _ZH_VERBS[attr].format(value)
        return _zh_clause(attr, f.label, value)
    if (
        attr == "title" and value[:1].islower() and not value.startswith('"')
    ):  # "is a store manager"; "is Head of Sales"
        return f"is {with_article(value)}"
    if attr == "trait" and f.label == "is a":  # "is a good cook", "is a real bookworm": a noun said with its article
        return f"is {with_article(value)}"
    if attr == "age" and f.label in AGE_WORDS_EN:  # "is only 3", "is already 80": as the user saw it
        return f"is {f.label} {value}"
    if attr == "job":  # "is a firefighter" as said; "works as a nurse" where they said that, or a bare "job"
        said_is = f.label in ("is a", "is an") and not value[:1].isupper()
        return f"is {with_article(value)}" if said_is else en_job(value)
    if attr == "age" and re.search(r"\ds$|teens$", value):  # "early 30s": "is in their early 30s"
        return f"is in their {value}"
    if attr == "status" and re.match(r"(?:passed|passed away|died|gone)\b", value):  # never "is passed away"
        return f"has {value}"
    if attr in _EN_VERBS:
        return _EN_VERBS[attr].format(value)
    if attr == "school":  # "studied at Oxford", "went to MIT": never "has went to", "has from MIT"
        return f"{'studied at' if f.label == 'studied at' else 'went to'} {value}"
    if attr == "education" and not value.startswith('"'):
        return en_education(value)
    return f"has {f.label or attr.replace('_', ' ')} {value}"


# A degree held ("a master of arts", "a GED", "a PhD in chemistry"); a level of school ("high school", "college")
_DEGREE = re.compile(
    # an education's value: the short letters are a degree here, and "a master of arts" one too
    rf"\b(?:{DEGREE_NAMES_EN}|{DEGREE_LETTERS_EN}|(?:master|bachelor|associate)'?s?|degree|diploma|certificate)\b",
    re.I,
)
_LEVEL = re.compile(
    r"^(?:high school|college|university|junior college|community college|grad(?:uate)? school|"
    r"vocational school|trade school|middle school|elementary school|primary school)$",
    re.I,
)


def en_education(value: str) -> str:
    """ "has a master of arts", "has a GED", "has a high school education", "went to nursing school"; else the
    value as said."""
    if value.lower().startswith("some "):
        return f"has {value} education"  # "has some college education"
    if re.match(r"(?:master|bachelor|doctor)\s+of\b", value, re.I):
        return f"has a {value}"  # "master of arts" is one degree, not a plural
    if _DEGREE.search(value):
        return f"has {with_article(value)}"
    if _LEVEL.match(value):
        return f"has {with_article(value)} education"
    if re.search(r"\b(?:school|college|university|institute|academy)$", value, re.I) or value[:1].isupper():
        return f"went to {value}"  # "went to nursing school", "went to MIT"
    return f"has education {value}"


def phrase(
    name: str,
    relation: str,
    facts: Sequence[MentionFact | EntityFact],
    language: str,
    *,
    said: bool = False,
    owner: Owner | None = None,
) -> str:
    """One self-contained sentence saying who the entity is and these facts, in `language` ("zh" or "en").

    `owner`: whose kin the entity is, when it is someone of the user's people's ("User's aunt Rita's son Marco is
    12 years old", "用户姑妈李芳的儿子今年12岁"), as (tie, their name, their relation to the user).

    `said`: another memory already states the relation, so a Chinese sentence names it only to say who is meant
    ("用户的下属钱浩然，身高是172厘米"), not as a statement of its own ("钱浩然是用户的下属，…") a block would show
    twice."""
    zh = language == "zh"
    # "在读大三" says the schooling more closely than the 本科在读 read from it: the year, once
    year = any(f.attribute == "school" for f in facts)
    facts = [f for f in facts if not (year and f.attribute == "education" and f.value.endswith("在读"))]
    clauses = [_clause(f, zh) for f in facts if f.attribute != RELATION]
    if owner is not None and not relation:
        return _owned(name, owner, clauses, zh)
    if relation in TIES and name and name != relation:  # a thing or place: "用户使用华为Mate 60"
        kind = next((f.value for f in facts if f.attribute == "type" and f.value), "")
        if kind:  # "The user's robot vac is a Roborock S8", "用户的手机是华为Mate 60": never "…, has type robot vac"
            clauses = [_clause(f, zh) for f in facts if f.attribute not in (RELATION, "type")]
        if kind and relation not in _HAS_TIES:  # "The user likes Dyson V15 (vacuum)"
            head = TIES[relation].format(_quoted(name, zh)) + (f"（{kind}）" if zh else f" ({kind})")
        elif kind:
            if zh:
                head = f"用户的{kind}是{name}"
            elif kind.endswith("s") and not kind.endswith("ss"):  # "The user's running shoes are On Cloudmonster"
                head = f"The user's {kind} are {_quoted(name, zh)}"
            else:
                head = f"The user's {kind} is {with_article(_quoted(name, zh))}"
        else:
            head = TIES[relation].format(_quoted(name, zh))
        return (("，" if zh else ", ").join([head, *clauses])).strip()
    mine = f"用户{relation}" if "的" in relation else f"用户的{relation}"  # "用户姐的老公", not "用户的姐的老公"
    # "用户的妈妈", "用户姐姐的老公": as a memory says them (the tie itself stays "妈", "姐的老公")
    mine = re.sub(r"^用户([妈爸哥姐弟妹])的", r"用户\1\1的", kin_in_full(mine)) if zh else mine
    if zh and relation in SERVICES_ZH and name and name != relation:
        # someone of a service where the user lives ("物业的小王"): "用户小区物业的小王，…", never "小王是用户的物业"
        return "，".join([f"用户小区{relation}的{name}", *clauses])
    if zh and said and name and relation and name != relation and clauses:
        return f"{mine}{name}，" + "，".join(clauses)
    if zh:
        subject = f"{name}是{mine}" if name and relation and name != relation else name or mine
        if not clauses:
            return subject
        labels = [f"{v}是" for v in _ZH_LABELS.values()] + [f"{f.label}是" for f in facts if f.label]
        labelled = clauses[0].startswith(tuple(labels))
        glue = "，" if "是用户的" in subject else ("的" if labelled else "")
        if glue == "的" and subject.startswith("用户的"):  # "用户姐姐的电话是…": one 的, never "用户的姐姐的电话是…"
            subject = "用户" + subject[3:]
        return subject + glue + "，".join(clauses)
    if name and relation and name != relation:
        subject = f"User's {relation} {name}"
    elif _TIE_OF_TIE_EN.fullmatch(name) and not relation:
        subject = f"User's {name}"  # "cousin's husband", read of the user's cousin: never a name standing alone
    else:
        subject = name if name else f"User's {relation}"
    if not clauses:
        return f"{name} is the user's {relation}" if name and relation and name != relation else subject
    return f"{subject} {_en_list(clauses)}"


# someone of the user's people known by the two ties alone ("cousin's husband", "aunt's son")
_TIE_OF_TIE_EN = re.compile(rf"(?:{MOD}{REL_EN})'s (?:{MOD}{REL_EN})s?", re.I)


def _owned(name: str, owner: Owner, clauses: Sequence[str], zh: bool) -> str:
    """The sentence of someone's kin: whose, by the owner's name and tie to the user, then their own name."""
    tie, whose, theirs = owner
    if zh:
        said = f"{whose}的{tie}"
        subject = f"用户{theirs}{said}" if theirs else said
        own = "" if name == said else name
        if not clauses:
            return f"{own}是{subject}" if own else subject
        labelled = clauses[0].startswith(tuple(f"{v}是" for v in _ZH_LABELS.values()))
        return f"{subject}{own}" + ("的" if labelled else "") + "，".join(clauses)
    said = f"{whose}'s {tie}"
    subject = f"User's {theirs} {said}" if theirs else said
    own = "" if name == said else name
    if not clauses:
        return f"{own} is {subject}" if own else subject
    return f"{subject} {own} {_en_list(clauses)}" if own else f"{subject} {_en_list(clauses)}"


def _en_list(clauses: Sequence[str]) -> str:
    """Clauses as English lists them: "lives in Boston", "lives in Boston and is 41 years old", "a, b and c"."""
    if len(clauses) < 3:
        return " and ".join(clauses)
    return ", ".join(clauses[:-1]) + " and " + clauses[-1]
