"""How an event's facts are kept and said (issue #21): its date as the absolute day it was said to be, and one
sentence about it in the user's voice ("The user's camping trip was at Lake Tahoe", "用户参加的产品发布会在上海举行，
规模约两百人").

A date said relative to the message ("下周三", "last month", "周六") is stored as the day it stands for, counted from
when the message was said, not from when it is read: "下周三" said on 2026-11-20 is 2026-11-25 for good. A bare
weekday in a message about something past ("周六的同学聚会来了二十几个人") is the last such day, not the next one.
A date said without a year ("3月15号", "December 12") is kept as said: which year it means is a guess.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime, timedelta

from ._dates import format_when, resolve_when
from ._entity_models import EntityFact, MentionFact
from .extractors._entities_en_words import MOD, REL_EN

__all__ = ["absolute_date", "event_phrase", "said_as_past", "tense"]

# Words that make a date relative to when it was said.
_RELATIVE = re.compile(
    r"今|明|后天|昨|前天|上|下|这|本|去年|前年|周|星期|礼拜|月底|月初|年底|年初|"
    r"\b(?i:today|tomorrow|yesterday|tonight|next|last|this|(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend)\b"
)
_AHEAD = re.compile(r"下|明|后天|\b(?i:next|tomorrow|coming|upcoming)\b")
_CN_NUM = r"\d{1,2}|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九十]"
_YEAR_ZH = {"前年": -2, "去年": -1, "今年": 0, "明年": 1}
# What says a message tells of something done: "来了", "去过", "was", "went", "lasted".
_PAST = re.compile(
    r"了|过|刚|昨|上(?:周|个|次|礼拜|星期)|去年|那次|"
    r"\b(?i:was|were|went|had|did|attended|lasted|drew|ran|took place|got back|came|visited|enjoyed|yesterday|"
    r"won|lost|drew|tied|beat|gave|hiked|climbed|summited|took|"
    r"last|ago)\b"
)


def _number(said: str) -> int:
    """ "8" -> 8, "十" -> 10, "二十三" -> 23."""
    if said.isdigit():
        return int(said)
    digits = {ch: i for i, ch in enumerate("一二三四五六七八九", start=1)}
    if "十" not in said:
        return digits.get(said, 0)
    tens, _, ones = said.partition("十")
    return digits.get(tens, 1) * 10 + digits.get(ones, 0)


def said_as_past(text: str) -> bool:
    """True when `text` tells of something already done ("上周的发布会来了两百人", "the trip was great")."""
    return bool(_PAST.search(text))


def absolute_date(value: str, said_at: datetime, language: str, *, past: bool = False) -> str:
    """`value` as the absolute date it stands for when said at `said_at` ("下周三" -> "2026-11-25"), or as said
    when it is no relative date (see the module docstring). `past`: the message tells of something done."""
    said = value.strip()
    if not _RELATIVE.search(said):
        return value
    if year := re.fullmatch(rf"(前年|去年|今年|明年)({_CN_NUM})月(?:份)?(?:({_CN_NUM})[日号])?", said):
        # "去年十月", "去年8月13日": `resolve_when` reads only 去年
        month, day = _number(year[2]), _number(year[3]) if year[3] else 0
        if not 1 <= month <= 12 or not 0 <= day <= 31:
            return value
        return f"{said_at.year + _YEAR_ZH[year[1]]}-{month:02d}" + (f"-{day:02d}" if day else "")
    found = resolve_when(said, said_at)
    rest = said[found.span[1] :] if found is not None else said
    if found is None or found.span[0] != 0 or re.sub(r"^(?:的)?(?:上午|下午|晚上|早上|中午|傍晚)$", "", rest).strip():
        return value  # only part of it is a date ("last summer", "下周三或者周四"): kept as said
    if past and found.when > said_at and found.when.date() != said_at.date() and not _AHEAD.search(said):
        # "周六的聚会来了二十几个人" said on a Friday: the Saturday before, not the one to come
        found = type(found)(found.when - timedelta(days=7), found.span, found.text, found.precision)
    label = format_when(found, language)
    return label.replace(" 年", "年")  # "2025年", as Chinese writes a year


_VERBS_EN = {
    # attribute -> (past, present, future), the value put in {}
    "place": ("was {}", "is {}", "will be {}"),
    "size": ("had {}", "has {}", "will have {}"),
    "duration": ("lasted {}", "lasts {}", "will last {}"),
    "content": ("was about {}", "is about {}", "will be about {}"),
    "with": ("was with {}", "is with {}", "will be with {}"),
    "status": ("was {}", "is {}", "will be {}"),
    "price": ("had tickets at {}", "has tickets at {}", "will have tickets at {}"),
    "result": ("ended in {}", "ended in {}", "will end in {}"),
    "gift": ("got {} from the user", "gets {} from the user", "will get {} from the user"),
}
_TRIPS_ZH = ("旅行", "旅游", "自驾游", "露营", "野营", "团建", "研学")
_TRIPS_EN = re.compile(r"\b(?:trip|vacation|holiday|getaway|camping|cruise|honeymoon|staycation|tour)s?$", re.I)
# The order a sentence tells an event's facts in: when, where, how long, how big, what about.
_ORDER = {"date": 0, "with": 1, "place": 2, "duration": 3, "size": 4, "content": 5}
# A venue is "at" ("at the Moscone Center", "at Lake Tahoe"); a town or region is "in" ("in Austin").
_VENUE_EN = re.compile(
    r"\b(?:Center|Centre|Hall|Garden|Gardens|Park|Hotel|Stadium|Arena|Museum|Theater|Theatre|Club|Office|Lake|Beach|"
    r"Bar|Cafe|Café|Restaurant|Church|Campus|Building|Tower|Pavilion|Venue|Square|Resort|Lodge|Inn|Room|House)\b|"
    r"^(?:the|a|an|our|my)\b",
    re.IGNORECASE,
)


def event_phrase(name: str, facts: Sequence[MentionFact | EntityFact], language: str, *, tense: str = "present") -> str:
    """One sentence about the user's event and these facts. `tense` ("past", "present", "future") is how the
    English sentence is said; Chinese says it the same way whenever it was."""
    name = name.strip()
    told = sorted((f for f in facts if f.value.strip()), key=lambda f: _ORDER.get(f.attribute, 9))
    # "trip to Yosemite", "云南旅行": a place its name says already is not said again
    if len(told) > 1:
        told = [f for f in told if f.attribute != "place" or f.value.strip().casefold() not in name.casefold()]
    if language == "zh":
        trip = name.endswith(_TRIPS_ZH)
        subject = f"用户的{name}" if trip else f"用户参加的{name}"
        clauses = [_clause_zh(f, trip) for f in told]
        if clauses and clauses[0].startswith("用户"):
            subject += "，"  # "用户参加的表弟的婚礼，用户随礼500": a clause of its own subject
        return subject + "，".join(clauses) if clauses else subject
    which = {"past": 0, "present": 1, "future": 2}.get(tense, 1)
    gift = next((f for f in told if f.attribute == "gift"), None)
    if gift is not None:  # the user is who gave: "User gave 200 dollars at their cousin's wedding"
        rest = [_clause_en(f, which) for f in told if f.attribute not in ("gift", "date")]
        said = f"User {('gave', 'gives', 'will give')[which]} {gift.value.strip()} at {_whose_en(name)}"
        said = f"{said}, which {' and '.join(rest)}" if rest else said
        # the day closes the sentence as every memory's does: "… at their friend's wedding (2026-10)"
        return said + "".join(f" ({f.value.strip()})" for f in told if f.attribute == "date")
    # "Mia's wedding" is whose it is; a trip is the user's own ("The user's camping trip"); anything else is one the
    # user goes to, as the Chinese says 用户参加的: "The wedding the user went to", not "The user's wedding"
    if re.match(r"[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*['’]s\b", name):
        subject = name
    elif _TRIPS_EN.search(name):
        subject = f"The user's {name}"
    else:
        subject = f"The {name} the user {('went to', 'goes to', 'is going to')[which]}"
    clauses = [_clause_en(f, which) for f in told]
    if len(clauses) > 2:
        clauses = [", ".join(clauses[:-1]) + ",", clauses[-1]]
    return f"{subject} {' and '.join(clauses)}" if clauses else subject


# "cousin's wedding", "best friend's party": an event of someone of the user's, said as theirs
_KIN_EVENT_EN = re.compile(rf"(?:{MOD}{REL_EN})['’]s\b", re.I)


def _whose_en(name: str) -> str:
    """The event as the place a gift was given at: "Mia's wedding", "their cousin's wedding", "the wedding"."""
    if re.match(r"[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*['’]s\b", name):
        return name
    return f"their {name}" if _KIN_EVENT_EN.match(name) else f"the {name}"


def _clause_zh(f: MentionFact | EntityFact, trip: bool) -> str:
    v = f.value.strip()
    if f.attribute == "place":
        return f"去的是{v}" if trip else f"在{v}举行"
    if f.attribute == "size":
        return f"规模{v}" if re.match(r"[约近超上]|大概|大约|差不多", v) else f"规模约{v}"
    if f.attribute == "duration":
        return f"持续{v}"
    if f.attribute == "date":
        return f"时间是{v}"
    if f.attribute == "content":
        return f"内容是{v}"
    if f.attribute == "with":
        return f"是和{v}一起去的"
    if f.attribute == "status":
        return v
    if f.attribute == "price":
        return f"票价{v}"
    if f.attribute == "result":
        return f"结果{v}"
    if f.attribute == "gift":
        return f"用户随礼{v}"
    return f"{f.label or f.attribute}是{v}"


def _clause_en(f: MentionFact | EntityFact, which: int) -> str:
    v = f.value.strip()
    if any("\u4e00" <= ch <= "\u9fff" for ch in v):
        v = f'"{v}"'
    if f.attribute == "date":
        on = "in the" if v.startswith("week of") else "on" if re.search(r"\d{4}-\d{2}-\d{2}|\d|day\b", v) else "in"
        return (f"was {on} {v}", f"is {on} {v}", f"will be {on} {v}")[which]
    if f.attribute == "place":
        v = f"at {v}" if _VENUE_EN.search(v) else f"in {v}"
    if f.attribute in _VERBS_EN:
        return _VERBS_EN[f.attribute][which].format(v)
    return f"has {f.label or f.attribute} {v}"


_AHEAD_SAID = re.compile(
    r"下(?:周|个|星期|礼拜)|明天|明年|后天|将|要|打算|准备|"
    r"\b(?i:will|next|tomorrow|upcoming|coming up|going to|is on|is in|are on|'s on|gonna)\b"
)


def tense(said: str, facts: Sequence[MentionFact | EntityFact], said_at: datetime) -> str:
    """ "past", "future" or "present": how an English sentence tells of the event — by its absolute date when one is
    among `facts`, else by how the message `said` it."""
    for f in facts:
        day = re.fullmatch(r"(\d{4})-(\d{2})(?:-(\d{2}))?", f.value.strip()) if f.attribute == "date" else None
        if day:
            key = (int(day[1]), int(day[2]), int(day[3] or 0))
            now = (said_at.year, said_at.month, said_at.day if day[3] else 0)
            return "past" if key < now else "future" if key > now else "present"
    if said_as_past(said):
        return "past"
    return "future" if _AHEAD_SAID.search(said) else "present"
