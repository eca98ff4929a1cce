"""Questions over the user's events as a set, by when, where and what they were (issue #21): "我今年去过几次上海？",
"which events did I go to in Glasgow?", "去年在杭州参加过哪些活动？", "how many concerts did I go to this year?".

The set is every event of the user (`jiyi._entity_everyone`); this module narrows and counts it:

- a kind said with the question's event word ("concerts", "演唱会") keeps the events whose name or alias holds
  it (`of_kind`); a general word ("events", "活动") or a kind none of them has keeps them all;
- a time said ("今年", "去年", "上个月", "2025年", "this year", "last month", "in 2025") is a window
  (`asked_window`): each event falls in it by its own date, or, when no date was said, by when the user told of it —
  and the line says which ones were counted that way;
- a city said ("在杭州", "in Glasgow") picks the events whose place holds it.

`count_line` says how many of the listed events fit and names them, so the answer does not rest on the model
reading every date and place; the list below it still shows each event's values.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime

from ._entity_models import Entity, EntityView
from ._entity_render import fuller_name
from ._entity_scale import facts_of, said_date_value

__all__ = ["Window", "asked_kind", "asked_window", "count_line", "in_window", "of_kind", "place_named", "says_window"]


@dataclass(frozen=True, slots=True)
class Window:
    """A stretch of time a question asks about: [start, end), and how to say it."""

    start: date
    end: date
    zh: str  # "今年（2026年）"
    en: str  # "this year (2026)"


_MONTHS_EN = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
              "november", "december")  # fmt: skip
_WINDOW_ZH = re.compile(r"今年|本年|去年|前年|这个月|本月|上个月|上月|(?<!\d)(20\d\d)\s*年(?:\s*(\d{1,2})\s*月)?")
_WINDOW_EN = re.compile(
    r"\b(this|last) (year|month)\b|\bthe year before last\b"
    rf"|\b(?:in|during) (?:({'|'.join(_MONTHS_EN)}) )?(20\d\d)\b",
    re.I,
)


# "这周末都有啥活动？", "上周参加了什么？", "what events did I go to last weekend?"
_WEEK_ZH = re.compile(r"(这|本|上|下)个?(周末|周|星期|礼拜)(?![一二三四五六日天])")
_WEEK_EN = re.compile(r"\b(this|last|next) (weekend|week)\b", re.I)


def says_window(question: str) -> bool:
    """Whether `question` names a stretch of time (`asked_window` reads which)."""
    said = (_WINDOW_ZH, _WINDOW_EN, _WEEK_ZH, _WEEK_EN)
    return any(p.search(question) for p in said)


def _week(question: str, now: datetime) -> Window | None:
    """The week or weekend a question names ("这周末", "last week"), Monday to Monday, as of `now`."""
    if z := _WEEK_ZH.search(question):
        which, weekend = {"这": 0, "本": 0, "上": -1, "下": 1}[z[1]], z[2] == "周末"
    elif e := _WEEK_EN.search(question):
        which, weekend = {"this": 0, "last": -1, "next": 1}[e[1].lower()], e[2].lower() == "weekend"
    else:
        return None
    monday = date.fromordinal(now.date().toordinal() - now.weekday() + 7 * which)
    start = date.fromordinal(monday.toordinal() + (5 if weekend else 0))
    end = date.fromordinal(monday.toordinal() + 7)
    zh = ("上" if which < 0 else "下" if which > 0 else "这") + ("周末" if weekend else "周")
    en = ("last" if which < 0 else "next" if which > 0 else "this") + (" weekend" if weekend else " week")
    return Window(
        start,
        end,
        f"{zh}（{start.isoformat()} 至 {date.fromordinal(end.toordinal() - 1).isoformat()}）",
        f"{en} ({start.isoformat()} to {date.fromordinal(end.toordinal() - 1).isoformat()})",
    )


def _year(y: int) -> tuple[date, date]:
    return date(y, 1, 1), date(y + 1, 1, 1)


def _month(y: int, m: int) -> tuple[date, date]:
    return date(y, m, 1), date(y + (m == 12), m % 12 + 1, 1)


def asked_window(question: str, now: datetime) -> Window | None:
    """The window the question's first time word names, as of `now`; None when it names none."""
    y, m = now.year, now.month
    prev = (y - (m == 1), (m - 2) % 12 + 1)
    if z := _WINDOW_ZH.search(question):
        word = z.group(0)
        if z.group(1):
            yy, mm = int(z.group(1)), int(z.group(2) or 0)
            if 1 <= mm <= 12:
                return Window(*_month(yy, mm), f"{yy}年{mm}月", f"in {_MONTHS_EN[mm - 1].title()} {yy}")
            return Window(*_year(yy), f"{yy}年", f"in {yy}")
        if word in ("今年", "本年"):
            return Window(*_year(y), f"今年（{y}年）", f"this year ({y})")
        if word in ("去年", "前年"):
            yy = y - (1 if word == "去年" else 2)
            return Window(
                *_year(yy), f"{word}（{yy}年）", f"{'last year' if word == '去年' else 'the year before last'} ({yy})"
            )
        if word in ("这个月", "本月"):
            return Window(*_month(y, m), f"这个月（{y}年{m}月）", f"this month ({_MONTHS_EN[m - 1].title()} {y})")
        return Window(
            *_month(*prev),
            f"上个月（{prev[0]}年{prev[1]}月）",
            f"last month ({_MONTHS_EN[prev[1] - 1].title()} {prev[0]})",
        )
    if e := _WINDOW_EN.search(question):
        if e.group(4):
            yy = int(e.group(4))
            if e.group(3):
                mm = _MONTHS_EN.index(e.group(3).lower()) + 1
                return Window(*_month(yy, mm), f"{yy}年{mm}月", f"in {_MONTHS_EN[mm - 1].title()} {yy}")
            return Window(*_year(yy), f"{yy}年", f"in {yy}")
        if e.group(0).lower() == "the year before last":
            return Window(*_year(y - 2), f"前年（{y - 2}年）", f"the year before last ({y - 2})")
        this = e.group(1).lower() == "this"
        if e.group(2).lower() == "year":
            yy = y if this else y - 1
            return Window(*_year(yy), f"{'今年' if this else '去年'}（{yy}年）", f"{e.group(1).lower()} year ({yy})")
        yy, mm = (y, m) if this else prev
        zh = f"{'这个月' if this else '上个月'}（{yy}年{mm}月）"
        return Window(*_month(yy, mm), zh, f"{e.group(1).lower()} month ({_MONTHS_EN[mm - 1].title()} {yy})")
    return _week(question, now)


def event_day(view: EntityView) -> tuple[date | None, bool]:
    """When the event was: its own date ("2025年12月21日", "March 16, 2025", "2025-04"; a month and day, or a month
    alone, without a year in the year it was told), else the day the user first told of it; and whether it is the
    latter."""
    for f in facts_of(view, "date"):
        if (n := said_date_value(f)) is not None:
            y, m, d = int(n // 10000), int(n // 100 % 100), int(n % 100)
            return date(y, m or 1, d or 1) if 1 <= (m or 1) <= 12 and 1 <= (d or 1) <= 31 else date(y, 1, 1), False
    told = [f.valid_from for f in view.facts]
    return (min(told).date(), True) if told else (None, False)


def in_window(view: EntityView, window: Window) -> bool:
    day, _ = event_day(view)
    return day is not None and window.start <= day < window.end


# The question's event word: general ones select every event, a kind ("concerts", "演唱会") the events of it.
_GENERAL = frozenset(
    [
        "活动",
        "event",
        "activity",
        "thing",
        "stuff",
        "one",
        "do",
        "do's",
        "anything",
        "everything",
        "something",
        "time",
        "did",
        "have",
        "has",
        "were",
        "was",
        "are",
        "i",
        "we",
        "my",
        "of",
        "the",
    ]
)
_KIND_ZH = re.compile(
    r"(?:几|多少|哪些|哪几|所有|每)[个场次项回趟]?(?:[\u4e00-\u9fff]{0,2}?)"
    r"(会议|聚会|展览|展会|演出|培训|旅行|发布会|招聘会|音乐会|演唱会|启动会|研讨会|年会|比赛|讲座|派对|婚礼|同学会)"
)
_KIND_EN = re.compile(
    r"\b(?:how many|which|what|all(?: of)?(?: the)?|any|count (?:up )?(?:the |all )?(?:of )?(?:the |my )?)\s+"
    r"(?:of (?:the|my|those|these) )?([a-z]+(?:\s+[a-z]+)?)\b",
    re.I,
)


def _singular(word: str) -> str:
    word = word.lower()
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def asked_kind(question: str, events: Sequence[Entity]) -> tuple[str, list[Entity]]:
    """(the question's event word as said, the events of that kind: "how many concerts", "几场演唱会" — those whose
    name or alias holds the word); ("", all of them) for a general word, or when none holds it (the table may call
    it otherwise, and the whole list lets the model judge)."""
    words: list[tuple[str, str]] = []
    if z := _KIND_ZH.search(question):
        words = [(z.group(1), z.group(1))]
    for e in _KIND_EN.finditer(question):
        words += [(w, _singular(w)) for w in e.group(1).split() if _singular(w) not in _GENERAL]
    for said, word in words:
        picked = [
            e
            for e in events
            if any(re.search(rf"(?<![a-z]){re.escape(word)}", n.lower()) for n in (e.name, *e.aliases))
        ]
        if picked:
            return said, picked
    return "", list(events)


def of_kind(question: str, events: Sequence[Entity]) -> list[Entity]:
    """The events of the kind the question names (`asked_kind`)."""
    return asked_kind(question, events)[1]


# Words of a venue that name no city: "The Crown in Leeds" is not in "the" place the question says.
_NOT_CITY = frozenset({"the", "a", "an", "of", "at", "in", "on", "and", "hall", "center", "centre", "park"})


def _place_said(question: str, view: EntityView) -> str:
    """The words of the question that name where the event was: the longest start of a Chinese place ("杭州" of
    杭州奥体中心 — a city comes first), a capitalised word of an English one ("Glasgow" of "SEC in Glasgow");
    "" if none."""
    for f in facts_of(view, "place"):
        value = f.value
        if re.match(r"[\u4e00-\u9fff]", value):
            for k in range(len(value), 1, -1):
                if value[:k] in question:
                    return value[:k]
            continue
        for word in re.findall(r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*", value):
            if word.lower() not in _NOT_CITY and re.search(rf"\b{re.escape(word)}\b", question, re.I):
                return str(word)
    return ""


def place_named(question: str, events: Sequence[EntityView]) -> bool:
    """Whether `question` names where one of `events` was (`_place_said`)."""
    return any(_place_said(question, v) for v in events)


def _named(entity: Entity, lang: str) -> str:
    fuller = fuller_name(entity)
    if not fuller:
        return entity.name
    return f"{entity.name}（{fuller}）" if lang == "zh" else f"{entity.name} ({fuller})"


def count_line(
    question: str, events: Sequence[EntityView], window: Window | None, lang: str
) -> tuple[str, list[EntityView]]:
    """(the line saying how many of `events` fall in the window and at the place the question says, naming them;
    those events, in the order given). ("", []) when the question says neither a time nor a place of them."""
    where = {v.entity.id: _place_said(question, v) for v in events}
    place = next((w for w in where.values() if w), "")
    if window is None and not place:
        return "", []
    fit = [v for v in events if (not place or where[v.entity.id]) and (window is None or in_window(v, window))]
    told = [_named(v.entity, lang) for v in fit if window is not None and event_day(v)[1]]
    names = [_named(v.entity, lang) for v in fit]
    if lang == "zh":
        when = window.zh if window is not None else ""
        at = f"在{place}" if place else ""
        said = f"- 其中{when}{at}的有 {len(fit)} 个" + (f"：{'、'.join(names)}" if names else "")
        if told:
            said += f"（{'、'.join(told)}没说日期，按用户提到的时间算）"
        return said, fit
    when = f" {window.en}" if window is not None else ""
    at = f" in {place}" if place else ""
    # "this weekend", "next week": what is on then, said as coming ("1 is this weekend"), not as done
    coming = window is not None and window.en.startswith(("this week", "next week"))
    verbs = ("is", "are") if coming else ("was", "were")
    said = f"- Of these, {len(fit)} {verbs[len(fit) != 1]}{at}{when}" + (f": {', '.join(names)}" if names else "")
    if told:
        said += f" ({', '.join(told)}: no date said, counted by when the user mentioned it)"
    return said, fit
