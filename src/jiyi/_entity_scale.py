"""Facts by attribute and the scales a comparison orders a set on (issue #21): which of an entity's facts answer an
asked attribute (its key, or an extractor's own slug labelled in words naming it: "学位" is an education), and
the order of a set's members by education (小学 < … < 博士), a number, a date, a height or a duration, the top
first.

Heights and durations are said in many units ("一米八二", "182厘米", "1米75", "5'9\"", "six feet"; "三天", "一周",
"a month"): `height_cm` and `duration_days` put them on one scale, so "谁最高" does not rest on the model
reading "一米八" against "175cm".
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime

from ._attribute_words import ATTRIBUTE_TERMS
from ._dates_calendar import month_day, parse_number
from ._entity_asked import Question
from ._entity_models import ATTRIBUTES, EntityFact, EntityView
from ._entity_words import find_terms

__all__ = ["ORDERED", "Scale", "duration_days", "facts_of", "height_cm", "matches", "order", "scale_of"]

# Education levels, lowest first; the longest term found in a value gives its rank.
_EDUCATION: dict[str, float] = {
    **dict.fromkeys(["小学", "primary school", "elementary school"], 1),
    **dict.fromkeys(["初中", "middle school", "junior high"], 2),
    **dict.fromkeys(["高中", "high school", "secondary school", "ged", "high school diploma"], 3),
    **dict.fromkeys(["中专", "职高", "技校", "vocational", "trade school"], 3.5),
    **dict.fromkeys(["专科", "大专", "associate", "community college", "junior college", "two-year degree"], 4),
    **dict.fromkeys(["2-year degree"], 4),
    **dict.fromkeys(["本科", "学士", "大学", "bachelor", "ba", "bs", "bsc", "undergraduate", "college degree"], 5),
    **dict.fromkeys(["bachelors", "bfa", "bsn"], 5),
    **dict.fromkeys(["four-year degree", "4-year degree"], 5),
    **dict.fromkeys(["硕士", "研究生", "master", "ma", "ms", "msc", "mba", "graduate degree"], 6),
    **dict.fromkeys(["masters", "mfa", "msw", "mph", "msn", "llm"], 6),
    **dict.fromkeys(["博士", "phd", "ph.d", "ph.d.", "doctorate", "doctoral"], 7),
    **dict.fromkeys(["doctor of", "md", "jd", "dds", "dvm", "edd", "psyd", "pharmd"], 7),
    **dict.fromkeys(["博士后", "postdoc", "post-doc"], 8),
}


@functools.lru_cache(maxsize=1024)
def education_rank(value: str) -> float | None:
    """The rank of an education value on 小学 < 初中 < 高中 < 中专 < 专科/大专 < 本科 < 硕士 < 博士 (and English)."""
    found = find_terms(value, _EDUCATION)
    return max((_EDUCATION[t.text] for t in found), default=None)


_CN_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_CN_NUMBER = re.compile(r"[零一二两三四五六七八九十百千万]+")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_CN_UNITS = {"十": 10, "百": 100, "千": 1000}


def _cn_number(run: str) -> int | None:
    """ "三十五" -> 35, "百" -> 100, "两千" -> 2000, "一万" -> 10000 (a size said as "千人", "上万人")."""
    total, section, digit = 0, 0, None
    for ch in run:
        if ch in _CN_DIGITS:
            digit = _CN_DIGITS[ch]
        elif ch in _CN_UNITS:
            section += (digit if digit is not None else 1) * _CN_UNITS[ch]
            digit = None
        elif ch == "万":
            total += (section + (digit or 0) or 1) * 10000
            section, digit = 0, None
    total += section + (digit or 0)
    return total or None


_TENS = dict(
    zip(("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"), range(20, 100, 10), strict=True)
)
_UNITS = dict(zip(("one", "two", "three", "four", "five", "six", "seven", "eight", "nine"), range(1, 10), strict=True))
_TEENS = dict(
    zip(
        ("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"),
        range(11, 20),
        strict=True,
    )
)
#: A number of eleven or more said in words ("fifty-four", "thirty two", "nineteen"); below that a word says too
#: many other things ("one of them") to be a value's number.
_EN_WORDS = re.compile(rf"\b(?:({'|'.join(_TENS)})(?:[\s-]({'|'.join(_UNITS)}))?|({'|'.join(_TEENS)}))\b", re.I)


def number_value(value: str) -> float | None:
    """The first number in `value` ("35", "35岁", "三十五岁", "about 40", "fifty-four")."""
    m = _NUMBER.search(value)
    if m:
        return float(m.group())
    cn = _CN_NUMBER.search(value)
    if cn and (n := _cn_number(cn.group())) is not None:
        return float(n)
    en = _EN_WORDS.search(value)
    if en is None:
        return None
    if en.group(3):
        return float(_TEENS[en.group(3).lower()])
    return float(_TENS[en.group(1).lower()] + (_UNITS[en.group(2).lower()] if en.group(2) else 0))


_MONTHS = {
    m: n + 1 for n, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"))
}
_YMD = re.compile(r"(\d{4})\s*[年\-/.]\s*(?:(\d{1,2})\s*[月\-/.]?\s*(?:(\d{1,2})\s*[日号]?)?)?")
_EN_DATE = re.compile(r"(?:(\d{1,2})\s+)?([a-z]{3})[a-z]*\.?\s+(?:(\d{1,2})(?:st|nd|rd|th)?,?\s+)?(\d{4})", re.I)
_YEAR = re.compile(r"(?<!\d)(1[89]\d\d|20\d\d)(?!\d)")
# A year said short or in words, which `date_value` cannot place but which still dates a birth ("92年", "二〇〇一年")
_YEAR_SHORT = re.compile(r"(?<!\d)\d{2}年|[〇零一二三四五六七八九]{2,4}年")


def says_year(value: str) -> bool:
    """Whether a date says its year ("1990-03-05", "March 5, 1990", "92年3月", "二〇〇一年"): a birthday without one
    says nothing of an age."""
    return _YEAR.search(value) is not None or _YEAR_SHORT.search(value) is not None


def date_value(value: str) -> float | None:
    """A date with a year as a sortable number (1990-03-05 -> 19900305; a year alone -> 19900000)."""
    m = _YMD.search(value)
    if m:
        return int(m.group(1)) * 10000 + int(m.group(2) or 0) * 100 + int(m.group(3) or 0)
    e = _EN_DATE.search(value)
    if e and e.group(2).lower() in _MONTHS:
        day = int(e.group(1) or e.group(3) or 0)
        return int(e.group(4)) * 10000 + _MONTHS[e.group(2).lower()] * 100 + day
    y = _YEAR.search(value)
    return int(y.group(1)) * 10000 if y else None


# A month said with no year: "五月", "5月份", "in May", "early March"
_MONTH_ALONE = re.compile(
    r"^(?:(?:去年|今年|明年)?(?P<zh>[一二三四五六七八九十]{1,2}|\d{1,2})月(?:份)?(?:初|中|底|末|中旬|上旬|下旬)?"
    r"|(?i:(?:in\s+)?(?:early|mid-?|late)?\s*(?P<en>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*))$"
)


def said_date_value(f: EntityFact) -> float | None:
    """An event's date as a sortable number, `date_value`'s, or when it says no year (a month and day: "5月13日",
    "March 5"; a month alone: "五月", "in May") the date it stands for in the year it was told."""
    value = f.value.strip()
    if (n := date_value(value)) is not None:
        return n
    year = f.valid_from.year
    if re.match(r"去年", value):
        year -= 1
    elif re.match(r"明年", value):
        year += 1
    if (md := month_day(value)) is not None:
        return float(year * 10000 + md[0] * 100 + md[1])
    if alone := _MONTH_ALONE.match(value):
        month = parse_number(alone["zh"]) if alone["zh"] else _MONTHS[alone["en"].lower()]
        return float(year * 10000 + month * 100) if month and 1 <= month <= 12 else None
    return None


def day_of_year(value: str) -> float | None:
    """Where a date falls in the year, whatever the year (March 5 -> 305): the order birthdays come round in."""
    y = _YMD.search(value)
    if y and y.group(2) and y.group(3):
        month, day = int(y.group(2)), int(y.group(3))
        return float(month * 100 + day) if 1 <= month <= 12 and 1 <= day <= 31 else None
    said = month_day(value)  # "5月13日", "五月十三号", "3/21", "March 5th", "17 October"
    return float(said[0] * 100 + said[1]) if said else None


_EN_NUMBER = {
    w: n
    for n, w in enumerate(
        ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
    )
} | {"a": 1, "an": 1, "half a": 0.5, "a couple of": 2, "couple of": 2, "a few": 3, "few": 3}
_EN_NUM = "|".join(sorted(map(re.escape, _EN_NUMBER), key=len, reverse=True))

_CM = re.compile(r"(\d{2,3}(?:\.\d+)?)\s*(?:厘米|公分|cm\b|centimet)", re.I)
# "1米75", "1.82米", "1.8m", "1.75 metres"
_METRE = re.compile(r"(?<![\d.])([12](?:\.\d{1,2})?)\s*(?:米|m\b|met(?:er|re)s?\b)\s*(\d{1,2})?", re.I)
# "一米八二", "一米八", "两米"
_CN_METRE = re.compile(r"([一二两])米([零一二三四五六七八九])?([零一二三四五六七八九])?")
# "5'9\"", "5 ft 11", "six feet", "six foot two", "5 feet 9 inches"
_FEET = re.compile(
    rf"\b(\d|{_EN_NUM})\s*(?:'|’|′|ft\b\.?|feet\b|foot\b)\s*(?:(\d{{1,2}}|{_EN_NUM})\b\s*(?:\"|”|″|''|in\b\.?|inch(?:es)?\b)?)?",
    re.I,
)
_BARE = re.compile(r"(?<![\d.])(\d{3}(?:\.\d+)?|[12]\.\d{1,2})(?![\d.])")


def _en_number(word: str) -> float:
    return float(word) if word.isdigit() else float(_EN_NUMBER[word.lower()])


def says_height(text: str) -> bool:
    """Whether `text` holds a height with its unit ("1米63", "177厘米", "5'4\"", "6 foot 3"): a sentence about how
    tall someone is, whatever its words."""
    return any(p.search(text) for p in (_CM, _CN_METRE, _METRE, _FEET))


def height_cm(value: str) -> float | None:
    """A height in centimetres, from any of the ways people say one; None when it holds no measure ("挺高")."""
    if m := _CM.search(value):
        return float(m.group(1))
    if m := _CN_METRE.search(value):
        metres, tens, ones = (_CN_DIGITS[g] if g else 0 for g in m.groups())
        return metres * 100 + tens * 10 + ones
    if m := _METRE.search(value):
        cm = float(m.group(1)) * 100
        rest = m.group(2)
        if rest and "." not in m.group(1):  # "1米8" is 180, "1米75" 175
            cm += int(rest) * (10 if len(rest) == 1 else 1)
        return cm
    if m := _FEET.search(value):
        inches = _en_number(m.group(1)) * 12 + (_en_number(m.group(2)) if m.group(2) else 0)
        return round(inches * 2.54, 1)
    if m := _BARE.search(value):  # "180", "1.78" as a height
        n = float(m.group(1))
        return n * 100 if n < 3 else n if 100 <= n <= 250 else None
    return None


_DAYS = {
    **dict.fromkeys(["分钟", "minute"], 1 / 1440),
    **dict.fromkeys(["小时", "钟头", "hour"], 1 / 24),
    **dict.fromkeys(["天", "日", "day"], 1.0),
    **dict.fromkeys(["周末", "weekend"], 2.0),
    **dict.fromkeys(["周", "星期", "礼拜", "week"], 7.0),
    **dict.fromkeys(["fortnight"], 14.0),
    **dict.fromkeys(["月", "month"], 30.0),
    **dict.fromkeys(["年", "year"], 365.0),
}
_ZH_SPAN = re.compile(
    r"(\d+(?:\.\d+)?|[零一二两三四五六七八九十百半]+)?\s*个?\s*(分钟|小时|钟头|周末|天|日|周|星期|礼拜|月|年)(半)?"
)
_EN_SPAN = re.compile(
    rf"\b(\d+(?:\.\d+)?|{_EN_NUM})?\s*-?\s*(minute|hour|day|weekend|week|fortnight|month|year)s?\b", re.I
)


def duration_days(value: str) -> float | None:
    """How long something lasted, in days ("三天" 3, "一周" 7, "a month" 30, "两个小时" 1/12); None when unsaid."""
    if m := _ZH_SPAN.search(value):
        said = m.group(1)
        n = 0.5 if said == "半" else (number_value(said) if said else 1.0)
        if n is not None:
            return (n + (0.5 if m.group(3) else 0)) * _DAYS[m.group(2)]
    if m := _EN_SPAN.search(value):
        said = m.group(1)
        n = _en_number(said) if said else 1.0
        return n * _DAYS[m.group(2).lower()]
    return None


def matches(fact: EntityFact, attribute: str) -> bool:
    """Whether `fact` answers `attribute`."""
    if fact.attribute == attribute:
        return True
    # The extractor's own slug, labelled in words that name a known attribute ("学位" -> education).
    return (
        fact.attribute not in ATTRIBUTES
        and bool(fact.label)
        and any(attribute in ATTRIBUTE_TERMS[t.text] for t in find_terms(fact.label, ATTRIBUTE_TERMS))
    )


def facts_of(view: EntityView, attribute: str) -> list[EntityFact]:
    """The entity's current facts answering `attribute`."""
    return [f for f in view.facts if matches(f, attribute)]


@dataclass(frozen=True, slots=True)
class Scale:
    """What a comparison orders on: the attribute, its kind of value, and each member's place on it."""

    attribute: str
    kind: str  # "education", "number", "date", "height", "duration"
    #: True when the higher value comes first (the question asks for the top of the scale)
    descending: bool
    values: dict[str, float]


def _value_on(kind: str, value: str) -> float | None:
    if kind == "education":
        return education_rank(value)
    if kind == "date":
        return date_value(value)
    if kind == "day":
        return day_of_year(value)
    if kind == "height":
        return height_cm(value)
    if kind == "duration":
        return duration_days(value)
    return number_value(value)


#: attribute -> the kind of scale its values are ordered on (a number otherwise)
_KINDS = {"education": "education", "birthday": "date", "date": "date", "height": "height", "duration": "duration"}
#: Attributes whose values always sit on a scale: a count over one lists them in order ("35岁及以下": every age).
ORDERED = frozenset({*_KINDS, "age", "size"})


def scale_of(q: Question, members: Sequence[EntityView], now: datetime | None = None) -> Scale | None:
    """The scale the question compares on: its first asked attribute whose values can be ordered; a birthday asked
    as the next to come ("whose birthday is next?") by the days from `now` to each."""
    high = q.direction == "high"
    if q.upcoming and now is not None and (values := _days_to(members, now)):
        return Scale("birthday", "next", False, values)
    for attr in q.attributes:
        kind = _KINDS.get(attr, "number")
        if attr == "birthday" and _IN_THE_YEAR.search(q.text):
            kind = "day"  # "the first birthday of the year", "谁生日最靠后": the calendar, whatever the years
        values = _values(members, attr, kind)
        if values:
            return Scale(attr, "date" if kind == "day" else kind, high, values)
        if attr == "age":  # no ages said, but birthdays with a year: the oldest was born first
            values = _values(members, "birthday", "date")
            if values:
                return Scale("birthday", "date", not high, values)
        if attr == "birthday" and not _BORN.search(q.text):
            values = _values(members, "birthday", "day")  # "谁的生日最早" with no years said: the calendar
            if values:
                return Scale("birthday", "date", high, values)
        if attr == "birthday":  # "谁出生得最早" with ages said and no birthdays: the oldest was born first
            values = _values(members, "age", "number")
            if values:
                return Scale("age", "number", not high, values)
    return None


#: A birthday asked of the calendar ("the first birthday of the year", "一年里最后一个过生日", "谁生日最靠后"), not
#: of who was born first
_IN_THE_YEAR = re.compile(
    r"\b(?:of|in)\s+the\s+year\b|\b(?:first|last|latest|earliest)\s+birthday|一年(?:里|中|当中|之中)|过生日|靠后|靠前",
    re.I,
)
#: Who was born first ("谁出生得最早", "who was born first"): an age answers it when no birthday has a year
_BORN = re.compile(r"出生|\bborn\b", re.I)


def _days_to(members: Sequence[EntityView], now: datetime) -> dict[str, float]:
    """Days from `now` to each member's next birthday (0 on the day), of the birthdays said with a month and day."""
    out: dict[str, float] = {}
    for v in members:
        for f in facts_of(v, "birthday"):
            said = day_of_year(f.value)
            if said is None:
                continue
            month, day = divmod(int(said), 100)
            due = _on(now.year, month, day)
            if due is not None and due < now.date():
                due = _on(now.year + 1, month, day)
            if due is not None:
                out[v.entity.id] = float((due - now.date()).days)
                break
    return out


def _on(year: int, month: int, day: int) -> date | None:
    """The date, 29 February on a common year taken as 1 March; None for no such day."""
    try:
        return date(year, month, day)
    except ValueError:
        return date(year, 3, 1) if (month, day) == (2, 29) else None


def _values(members: Sequence[EntityView], attr: str, kind: str) -> dict[str, float]:
    out: dict[str, float] = {}
    for v in members:
        found = [
            x
            for f in facts_of(v, attr)
            if (x := said_date_value(f) if attr == "date" else _value_on(kind, f.value)) is not None
        ]
        if found:
            out[v.entity.id] = max(found)
    return out


def order(members: Sequence[EntityView], scale: Scale) -> list[EntityView]:
    """The members on the scale, the asked end first; those with no value on it after them, as they came."""
    known = sorted(
        (v for v in members if v.entity.id in scale.values),
        key=lambda v: scale.values[v.entity.id],
        reverse=scale.descending,
    )
    return [*known, *(v for v in members if v.entity.id not in scale.values)]
