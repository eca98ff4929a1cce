"""Resolution: which of a user's entities a new mention is about, or None for a new one.

A pure function over the mention and the user's active entities. It joins only on evidence: an exact name or
alias; a nickname and a full name ("小王" / "王明", "Tom" / "Tom Lee") only when the relation agrees too; a mention
with no name by its relation when exactly one entity has it; a pronoun to the most recent entity the conversation
was about. Two people who share only a surname are never joined, and when two entities are equally likely the
answer is None: a new entity is recovered by a merge by hand, a wrong merge mixes two people's facts and loses trust.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ._entity_models import Entity, EntityView, Mention
from .extractors._entities_events import same_event_kind
from .extractors._entities_events_kin import BARE
from .extractors._referents import relation_gender
from .extractors._rules_common import place_aliases
from .extractors._rules_zh_facts import SURNAMES

__all__ = ["resolve", "same_relation"]

_SURNAME = "".join(sorted(SURNAMES))
# 小王 / 老王 / 王总 / 王哥 / 王老师: a nickname that keeps only the surname.
_NICK = re.compile(
    rf"^(?:[小老阿](?P<a>[{_SURNAME}])|(?P<b>[{_SURNAME}])(?:总|哥|姐|老师|工|经理|医生|叔|阿姨|姨|博|老板|律师|教授))$"
)
_FULL = re.compile(rf"^[{_SURNAME}][\u4e00-\u9fff]{{1,2}}$")
_LATIN_FULL = re.compile(r"^[A-Za-z][\w'-]*(?:\s+(?:[A-Za-z]\.|[A-Za-z][\w'-]*))+$")  # "Mark T. Lewis" too

# The English word for a Chinese relation, so "我妹妹" and "my sister" can meet. Only across languages: within
# Chinese, 妹妹 and 姐姐 stay two relations.
_REL_EN = {
    "妹妹": "sister", "姐姐": "sister", "妹": "sister", "姐": "sister", "哥哥": "brother", "弟弟": "brother",
    "哥": "brother", "弟": "brother", "妈妈": "mom", "妈": "mom", "母亲": "mom", "爸爸": "dad", "爸": "dad",
    "父亲": "dad", "老板": "boss", "领导": "boss", "上司": "boss", "同事": "colleague", "朋友": "friend",
    "好朋友": "best friend", "老婆": "wife", "妻子": "wife", "太太": "wife", "媳妇": "wife", "老公": "husband",
    "丈夫": "husband", "女儿": "daughter", "儿子": "son", "室友": "roommate", "狗": "dog", "狗狗": "dog",
    "猫": "cat", "猫咪": "cat", "女朋友": "girlfriend", "男朋友": "boyfriend", "导师": "mentor", "邻居": "neighbor",
    "下属": "report", "爷爷": "grandpa", "奶奶": "grandma", "同学": "classmate",
}  # fmt: skip
_EN_SAME = {"mother": "mom", "mum": "mom", "mommy": "mom", "father": "dad", "daddy": "dad", "coworker": "colleague",
            "co-worker": "colleague", "manager": "boss", "supervisor": "boss", "neighbour": "neighbor",
            "direct report": "report", "subordinate": "report", "puppy": "dog", "kitten": "cat", "flatmate": "roommate",
            "grandmother": "grandma", "grandfather": "grandpa", "auntie": "aunt", "aunty": "aunt",
            "workmate": "colleague", "superior": "boss", "officemate": "colleague",
            "higher-up": "boss", "line manager": "boss", "stepmother": "stepmom", "stepfather": "stepdad",
            "granddad": "grandpa", "grandad": "grandpa",
            # the casual and hyphenated forms of a tie: "my cuz Dana" then "my cousin Dana" is one Dana
            "cuz": "cousin", "coz": "cousin", "sis": "sister", "bro": "brother", "pops": "dad", "papa": "dad",
            "pa": "dad", "mama": "mom", "momma": "mom", "ma": "mom", "nan": "grandma", "nana": "grandma",
            "nanna": "grandma", "gran": "grandma", "granny": "grandma", "grams": "grandma", "gramps": "grandpa",
            "step-dad": "stepdad", "step-father": "stepdad", "step-mom": "stepmom", "step-mum": "stepmom",
            "stepmum": "stepmom", "step-mother": "stepmom", "step-sister": "stepsister", "stepsis": "stepsister",
            "step-brother": "stepbrother", "stepbro": "stepbrother", "step-son": "stepson",
            "step-daughter": "stepdaughter", "bestie": "best friend", "bff": "best friend", "best mate": "best friend",
            "mate": "friend", "buddy": "friend", "pal": "friend", "bro-in-law": "brother-in-law",
            "sis-in-law": "sister-in-law", "brother in law": "brother-in-law", "sister in law": "sister-in-law",
            "mother in law": "mother-in-law", "father in law": "father-in-law", "fiancé": "fiance",
            "fiancée": "fiance", "fiancee": "fiance", "hubby": "husband", "wifey": "wife", "bf": "boyfriend",
            "gf": "girlfriend", "room-mate": "roommate", "housemate": "roommate", "team leader": "team lead",
            "landlady": "landlord", "adviser": "advisor", "great aunt": "great-aunt",
            "great uncle": "great-uncle", "roomie": "roommate",
            "mil": "mother-in-law", "fil": "father-in-law", "sil": "sister-in-law"}  # fmt: skip


def resolve(
    mention: Mention, candidates: Sequence[EntityView], *, recent_ids: Sequence[str] = (), alone: bool = True
) -> str | None:
    """The id of the entity `mention` is about, or None when it is a new entity (or it cannot be told which).

    `candidates` are the user's entities (those not active are ignored); `recent_ids` the entities the recent
    messages were about, most recent first: a pronoun joins the first of them of a compatible kind, and they break
    a tie between entities that share a name or a relation. `alone`: False when the same message names another
    person of the mention's relation ("Leo is 20, Mia is 24, both my cousins"), so an unnamed cousin told of
    before is neither of them for sure, and is not named by either.
    """
    active = [v.entity for v in candidates if v.entity.state == "active"]
    if mention.pronoun:
        by_id = {e.id: e for e in active}
        talked = [e for e in (by_id.get(i) for i in recent_ids) if e is not None and _kind_ok(mention, e)]
        for n, e in enumerate(talked):
            said = relation_gender(e.relation)
            # "She lives in Denver" after talk of a nephew: not him. The last one talked about may be anyone its
            # relation does not rule out (a coworker); one before it only if its relation says that gender (the
            # niece before the nephew), never a cousin passed over for a guess
            if not mention.gender or said == mention.gender or (n == 0 and not said):
                return e.id
        return None
    if mention.name:
        return _by_name(mention, active, recent_ids, {v.entity.id: v for v in candidates}, alone=alone)
    if mention.relation:
        related = [e for e in active if _kind_ok(mention, e) and same_relation(mention.relation, e.relation)]
        return _one(related, recent_ids)
    return None


def told_by_when_or_where(mention: Mention, events: Sequence[EntityView]) -> str | None:
    """The one of `events` whose place or date is one the mention says ("那次在杭州的峰会", "三月那次的发布会", "the
    one in March"): two events of one kind are told apart by where or when they were; None when not one fits."""
    said = {(f.attribute, f.value.strip().casefold()) for f in mention.facts if f.attribute in ("place", "date")}
    fit = [v.entity.id for v in events if said & {(f.attribute, f.value.strip().casefold()) for f in v.facts}]
    return fit[0] if len(fit) == 1 else None


# What becomes of an event, said of one told of before: called off, how it ended, what the user gave at it
_OUTCOME = frozenset({"status", "result", "gift"})
_WENT = re.compile(r"参加了|去了|去看了|看了|跑了|\b(?i:went to|attended|was at|were at|entered)\b")


def outcome_of_one_told(mention: Mention, said: str) -> bool:
    """Whether `mention` only says what became of an event the user told of before, pointing back to it by its
    kind word ("上个月说的那个马拉松取消了", "the bake-off? I came second"): with no such event known, it is none
    to make; nothing says what it was."""
    name = mention.name.strip()
    if mention.kind != "event" or not mention.facts or name.casefold() not in BARE:
        return False
    if any(f.attribute not in _OUTCOME for f in mention.facts):
        return False
    if re.search(r"[\u4e00-\u9fff]", name):
        pointed = rf"(?:那个|那次|那场|那回|这个|这次|这场|说的|提到的|提过的|讲的){re.escape(name)}"
    else:
        pointed = rf"\b(?i:the|that)\s+{re.escape(name)}\b"
    return re.search(pointed, said) is not None and not _WENT.search(said)


# A place said as a venue ("Maria's place", "the Crown pub"): the new one is "at" it, a town "in" it.
_AT_EN = re.compile(r"['’]s\b|\b(?i:house|place|home|pub|bar|club|hall|cent(?:er|re)|park|hotel|arena|stadium)$")


def another_of_its_kind(mention: Mention, found: EntityView, said: str, day: str = "") -> str:
    """The name a new event gets when `mention` is a plain kind word said as *a* new one ("五月去了个发布会，在上海",
    "Then another conference in Bristol", "went to a wedding last weekend") and `found`, the one of that kind the
    user told of, was somewhere else or on another day (`day`: the mention's date as the day it stands for): named
    by its place ("上海的发布会", "conference in Bristol") or else its day ("2026-11-21的婚礼", "wedding on
    2026-11-21"), so the two stay two and can be told apart in a list. "" when it is the one told of (the same
    place and day, or said as "那个发布会" / "the conference")."""
    name = mention.name.strip()
    if mention.kind != "event" or found.entity.kind != "event" or name.casefold() not in BARE:
        return ""
    zh = re.search(r"[\u4e00-\u9fff]", name) is not None
    if zh and not re.search(rf"(?:一|了|去|又|也|再)(?:个|场|次|回){re.escape(name)}", said):
        return ""
    if not zh and not re.search(rf"\b(?i:a|an|another)\s+(?:[\w-]+\s+){{0,2}}?{re.escape(name)}\b", said):
        return ""
    place = next((f.value.strip() for f in mention.facts if f.attribute == "place"), "")
    before = [f.value.strip().casefold() for f in found.facts if f.attribute == "place" and f.is_current]
    if (
        place
        and len(place) <= 20
        and before
        and not any(place.casefold() in b or b in place.casefold() for b in before)
    ):
        return f"{place}的{name}" if zh else f"{name} {'at' if _AT_EN.search(place) else 'in'} {place}"
    # "三月去了个婚礼…上周末又去了个婚礼": a wedding said as a new one on another day is another wedding
    days = [f.value.strip() for f in found.facts if f.attribute == "date" and f.is_current]
    if not (_DAY.fullmatch(day) and days and all(_other_day(day, d) for d in days)):
        return ""
    if place and len(place) <= 20 and not before:
        return f"{place}的{name}" if zh else f"{name} {'at' if _AT_EN.search(place) else 'in'} {place}"
    return f"{day}的{name}" if zh else f"{name} on {day}"


_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH_ZH = re.compile(r"^(?:\d{4}年)?(\d{1,2}|[一二三四五六七八九十]{1,2})月(?:份)?$")


def _other_day(day: str, old: str) -> bool:
    """Whether the day `day` (2026-11-21) is not the date `old` kept for an event: another day, or a month it is
    not in ("March", "三月", "2026-03")."""
    if _DAY.fullmatch(old) or re.fullmatch(r"\d{4}-\d{2}", old):
        return not day.startswith(old) and old != day
    month = 0
    if en := re.fullmatch(r"(?:early |mid-?|late )?([A-Za-z]{3})[a-z]*", old.strip()):
        month = _MONTHS.index(en[1].lower()) + 1 if en[1].lower() in _MONTHS else 0
    elif zh := _MONTH_ZH.match(old.strip()):
        n = zh[1]
        month = int(n) if n.isdigit() else ("一二三四五六七八九十".index(n[-1]) + 1 + (10 if len(n) == 2 else 0))
    return 0 < month <= 12 and month != int(day[5:7])


def _by_name(
    mention: Mention, active: list[Entity], recent_ids: Sequence[str], views: dict[str, EntityView], *, alone: bool
) -> str | None:
    said = {n.casefold() for n in [mention.name, *mention.aliases] if n}
    if mention.kind in ("place", "org"):
        said |= {a.casefold() for n in list(said) for a in place_aliases(n)}
    fits = [e for e in active if _kind_ok(mention, e) and not _relation_conflict(mention, e)]
    exact = [e for e in fits if said & {n.casefold() for n in [e.name, *e.aliases]}]
    events = [e for e in fits if e.kind == "event"] if mention.kind == "event" else []
    # beyond an exact name: never someone already known by another full name ("王芳" is not 王明 aka 小王, "Tom
    # Baker" not Tom aka Tom Lee): two people who share a surname or a first name stay two
    fits = [e for e in fits if not _other_full_name(said, e)]
    if events and mention.name.strip().casefold() in BARE:
        # "五月那次的发布会" of two 发布会: the one that was then or there, whichever of them has the plain name
        group = {e.id: e for e in [*exact, *(e for e in events if same_event_kind(mention.name, e.name))]}
        if len(group) > 1 and (which := told_by_when_or_where(mention, [views[i] for i in group])):
            return which
    if exact:
        if len(exact) > 1 and mention.relation:
            same = [e for e in exact if same_relation(mention.relation, e.relation)]
            exact = same or exact
        return _one(exact, recent_ids)
    if events:
        # "那次培训" / "that meeting": the one event of that kind the user told of (or the last one talked about);
        # and the other way, "春季校园招聘会" named in full after "那个招聘会" was told of. Events have no "full
        # names" in the people's sense: "product launch" and "Corvid smart speaker launch" may be one.
        kin = [e for e in events if same_event_kind(mention.name, e.name)]
        kin = kin or [e for e in events if same_event_kind(e.name, mention.name)]
        # "that con" is the anime con before the DevOps conf (a kin word): the name it ends in first
        bare = mention.name.strip().casefold()
        end = " " + bare if bare.isascii() else bare  # "那场黑客松" of the 48小时AI黑客松 ends in it too
        kin = [e for e in kin if e.name.strip().casefold().endswith(end)] or kin
        if kin:
            return _one(kin, recent_ids)
    # A first name and a full name ("Olivia" / "Olivia Morris") are one person when only one entity fits: a first
    # name is said for the person the user already named in full. A Chinese nickname keeps only the surname
    # ("小王" / "王明"), so it joins only when the relation agrees too (below).
    first = [
        e
        for e in fits
        if any(a.isascii() and b.isascii() and (_short_for(a, b) or _short_for(b, a)) for a in said for b in _names(e))
    ]
    if first:
        return _one(first, recent_ids)
    if not mention.relation:
        # "小王" / "老王" / "文博" said bare: the one person the user named in full with that surname or given name;
        # with two such people (or none) it cannot be told who, and a new entity is made
        called = [e for e in fits if e.kind == "person" and any(_called(a, b) for a in said for b in _names(e))]
        return called[0].id if len(called) == 1 and mention.kind == "person" else None
    partial = [
        e
        for e in fits
        if same_relation(mention.relation, e.relation)
        and any(_short_for(a, b) or _short_for(b, a) for a in said for b in (e.name, *e.aliases))
    ]
    if partial:
        return _one(partial, recent_ids)
    # "我妹妹…" was read before without a name, now "我妹妹 Amy…": the one entity with that relation, if unnamed
    related = [e for e in fits if same_relation(mention.relation, e.relation)]
    if alone and len(related) == 1 and (not related[0].name or same_relation(related[0].name, related[0].relation)):
        return related[0].id
    return None


def _names(e: Entity) -> list[str]:
    return [e.name, *e.aliases]


def _full_names(names: Iterable[str]) -> set[str]:
    return {n.casefold() for n in names if (_FULL.match(n) and not _NICK.match(n)) or _LATIN_FULL.match(n)}


def _other_full_name(said: set[str], e: Entity) -> bool:
    """True when the mention and `e` each have a full name, and none is the same."""
    mine, theirs = _full_names(said), _full_names(_names(e))
    return bool(mine and theirs) and not (mine & theirs)


def _one(found: list[Entity], recent_ids: Sequence[str]) -> str | None:
    """The single entity found; among several, the one the conversation was about most recently, if any."""
    if len(found) == 1:
        return found[0].id
    ids = {e.id for e in found}
    return next((i for i in recent_ids if i in ids), None)


def _short_for(short: str, full: str) -> bool:
    """True when `short` is a nickname or first name of `full` ("小王" of "王明", "tom" of "Tom Lee")."""
    short, full = short.strip().casefold(), full.strip().casefold()
    m = _NICK.match(short)
    if m and _FULL.match(full):
        return full[0] == (m["a"] or m["b"])
    if _LATIN_FULL.match(full) and " " not in short and short.isalpha():
        return full.split()[0] == short  # a first name, never a surname: "Lee" is not "Tom Lee"
    return False


def _called(short: str, full: str) -> bool:
    """True when `short` is how a Chinese full name is called day to day: 小王 / 老王 / 王总 … or the given name
    (文博 of 邓文博)."""
    if _short_for(short, full):
        return not full.isascii()
    short, full = short.strip(), full.strip()
    if not _FULL.match(full) or _NICK.match(full):
        return False
    # the given name (文博 of 邓文博), or it or its last character and 姐 / 哥 (晓燕姐 of 李晓燕, 梅姐 of 周梅)
    given = full[1:] if len(full) == 3 else ""
    called = {full[-1] + "姐", full[-1] + "哥", *((given + "姐", given + "哥") if given else ())}
    return (bool(given) and short == given) or short in called


def _kind_ok(mention: Mention, e: Entity) -> bool:
    if mention.kind == e.kind or {mention.kind, e.kind} <= {"place", "org"}:
        return True
    # a bare name or pronoun is read as a person by default: "Max is 8 now" may be the dog Max, but "She — job:
    # actuary" after talk of the cat is no cat's
    if mention.kind != "person" or e.kind != "pet" or mention.relation:
        return False
    return not any(f.attribute in _PEOPLE_ONLY for f in mention.facts)


# What only a person has: a pet is never its bearer
_PEOPLE_ONLY = frozenset(("job", "title", "employer", "education", "phone", "email", "works_in"))


def _relation_conflict(mention: Mention, e: Entity) -> bool:
    if mention.name and mention.kind in ("thing", "place", "event"):
        return False  # bought, then used, then liked: a named thing or spot is one whatever the user does with it
    return bool(mention.relation and e.relation) and not same_relation(mention.relation, e.relation)


def same_relation(a: str, b: str) -> bool:
    """True when two relations as said name one tie ("大学室友" / "室友", "妈妈" / "mom", "coworker" / "colleague")."""
    a, b = _norm(a), _norm(b)
    if not a or not b:
        return False
    if a == b or _narrows(a, b) or _narrows(b, a):
        return True
    zh_a, zh_b = bool(_HAN.search(a)), bool(_HAN.search(b))
    if zh_a != zh_b:  # across languages: compare the English words
        en_a = _english(a) if zh_a else a
        en_b = _english(b) if zh_b else b
        return bool(en_a and en_b) and (en_a == en_b or _narrows(en_a, en_b) or _narrows(en_b, en_a))
    return False


_HAN = re.compile(r"[\u4e00-\u9fff]")
# A word before a relation that makes it another tie: 男朋友 is not 朋友, an ex-girlfriend not the girlfriend.
_OTHER_TIE_ZH = tuple("男女表堂前岳继干外")
_OTHER_TIE_EN = ("ex", "former", "step", "girl", "boy")


def _narrows(long: str, short: str) -> bool:
    """True when `long` is `short` with a modifier before it that keeps the tie ("大学室友" / "室友")."""
    if len(long) <= len(short) or not long.endswith(short):
        return False
    head = long[: -len(short)]
    if _HAN.search(short):
        return len(short) >= 2 and not head.endswith(_OTHER_TIE_ZH)
    return head.endswith(" ") and head.split()[-1] not in _OTHER_TIE_EN


def _norm(rel: str) -> str:
    rel = re.sub(r"\s+", " ", rel.strip().casefold())
    rel = re.sub(r"^(?:my|our|我的?|我们的?)\s*", "", rel)
    return _EN_SAME.get(rel, _ZH_SAME.get(rel, rel))


# One tie said by other words in Chinese ("我上司…" then "我领导…", "我妈" / "我母亲"): a person said by one, then
# the other, is one person. Kin of another rank or side (舅舅 / 叔叔) never meet here.
_ZH_SAME = {
    "上司": "领导", "上级": "领导", "顶头上司": "领导", "直属上司": "领导", "直属领导": "领导",
    "母亲": "妈妈", "妈": "妈妈", "老妈": "妈妈", "父亲": "爸爸", "爸": "爸爸", "老爸": "爸爸",
    "手下": "下属", "部下": "下属", "妻子": "老婆", "媳妇": "老婆", "太太": "老婆", "丈夫": "老公",
}  # fmt: skip


def _english(zh: str) -> str:
    for word, en in sorted(_REL_EN.items(), key=lambda kv: -len(kv[0])):
        if zh.endswith(word):
            return en
    return ""
