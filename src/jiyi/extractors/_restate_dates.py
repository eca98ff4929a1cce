"""The date a statement of the user's is about (`date_of`, for `_restate`): the one it names, unless it names a habit
("every weekend", "每周一"), a birthday that recurs, or a bare weekday of a general statement; a bare weekday, a
weekend or a month and day of something done is the last one, not the next ("I saw it on Friday", "我周末去唱片店淘了
CD", "I went to Denver on October 5th")."""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from .._dates import ResolvedTime
from ._birth import BIRTHDAY_BEFORE
from ._rules_common import when_of
from ._rules_en_facts import IRREGULAR_PAST, PRESENT_LOOKING_PAST, month_gone

__all__ = ["PAST_ZH", "date_of"]

_I = re.IGNORECASE
#: what marks a Chinese clause as done
PAST_ZH = re.compile(r"了|过")

# "every Monday", "每周一", "总是凌晨三点就醒", "usually at 6": a time said of a habit dates nothing
_HABIT = re.compile(
    r"(?:\b(?:every|each|most|some)\s+|每个?|逢|一到|总是|老是|经常|常常|通常|往往|一般都?|(?:有时候?|偶尔)[^，,。]{0,4}|"
    r"\b(?:always|usually|often|normally)\s+(?:at\s+)?|"
    # the second day of a habit: "每周二和周四晚上去", "every Monday and Thursday"
    r"(?:\b(?:every|each)\s+\w+day|每个?(?:周|星期|礼拜)[一二三四五六日天])\s*(?:[和、跟及/]|and|&|or|或)\s*(?:(?:周|星期|礼拜)?))$",
    _I,
)
# "周末经常自己烤面包", "晚上十点关门": what is done then as a rule (or a shop's hours), no day of its own
_HABIT_AFTER = re.compile(
    # (也 / 又 / 还 with no intention after it is a habit or a complaint: "我老板周末也让我们加班", "周末又加班")
    r"^\s*(?:一般|通常|经常|常常|常(?=[去来在跟和会到带约])|总是|老是|基本上?|都(?!是)|(?:就|才)?(?:开门|关门|营业|打烊|不开门?)|"
    r"[也又还](?!要(?!求)|会|想|得|打算|准备|计划|将|去))"
    r"|^\s*,?\s*(?:\b(?:usually|always|often|normally|typically|generally)\b)",
    _I,
)
_BARE_WEEKEND = re.compile(r"^(?:周末|(?:(?:the|this)\s+)?weekend)$", _I)


def _done_after(sentence: str, when: ResolvedTime) -> bool:
    """Whether the sentence tells what was done: 了 / 过 after the date in Chinese, a past tense in English."""
    if re.search(r"[\u4e00-\u9fff]", sentence):
        return bool(PAST_ZH.search(sentence[when.span[1] :]))
    return bool(_PAST_VERB.search(sentence))


_BARE_WEEKDAY = re.compile(r"^(?:(?:周|星期|礼拜)[一二三四五六日天]|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)$", _I)
# (an irregular past too: "I ran a half marathon on Sunday" is last Sunday's; not one that reads as a present, "I read
# on Sunday")
_DONE_WORDS = sorted(IRREGULAR_PAST - PRESENT_LOOKING_PAST - {"used", "hurt"})
_PAST_VERB = re.compile(r"\b(?:was|were|" + "|".join(_DONE_WORDS) + r"|\w+ed)\b|了|过", _I)


def date_of(sentence: str, now: datetime) -> ResolvedTime | None:
    """The sentence's date, unless it is a habit ("every weekend", "每周一") or a bare weekday of a general
    statement ("咖啡店周一不开门"); a bare weekday of a past event is the last one ("I saw it on Friday")."""
    when = when_of(sentence, now) or month_gone(sentence, now)
    if when is None or _HABIT.search(sentence[: when.span[0]]) or _HABIT_AFTER.match(sentence[when.span[1] :]):
        return None
    if _SPAN_IN.match(when.text) and _PAST_VERB.search(sentence) and not _AHEAD.search(sentence):
        return None  # "I finished the 10k in 52 minutes": how long it took, not a time 52 minutes from now
    if _BIRTHDAY_IS.search(sentence[: when.span[0]]) and not _RELATIVE_DAY.search(when.text):
        return None  # "Amy's birthday is October 5th": a day each year, no plan dated next October
    if re.match(r"\s*(?:出生|生日|过生日|出世)", sentence[when.span[1] :]) and not _RELATIVE_DAY.search(when.text):
        return None  # "岳俊杰2月3日出生": the day of a birth, no plan dated next February
    if _BARE_WEEKDAY.match(re.sub(r"^on\s+", "", when.text.strip(), flags=_I)):
        if not _PAST_VERB.search(sentence):
            return None
        if when.when.date() > now.date():
            when = ResolvedTime(when.when - timedelta(days=7), when.span, when.text, when.precision)
    elif (
        _BARE_WEEKEND.match(re.sub(r"^(?:on|over|at)\s+", "", when.text.strip(), flags=_I))
        and when.when.date() > now.date()
        and _done_after(sentence, when)
        and not _AHEAD.search(sentence)
    ):
        # "我周末去唱片店淘了CD", "went hiking over the weekend": the weekend just gone, not the coming one
        when = ResolvedTime(when.when - timedelta(days=7), when.span, when.text, when.precision)
    elif (
        when.when.date() > now.date()
        and (_MONTH_DAY.search(when.text) or _MONTH_ONLY.search(when.text))
        and _PAST_VERB.search(sentence)
        and not _AHEAD.search(sentence)
    ):
        # "I went to Denver on October 5th" (said in November), "我叔叔三月搬去深圳了": the last October 5th or March,
        # not next year's
        when = ResolvedTime(_year_before(when.when), when.span, when.text, when.precision)
    return when


# A month and day with no year ("October 5th", "十月五号", "3月12日"): the calendar's next one unless told otherwise
_MONTH_DAY = re.compile(
    r"^(?:on\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?"
    r"|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
    r"|[\d一二三四五六七八九十]{1,3}月[\d一二三四五六七八九十]{1,3}[日号])$",
    _I,
)
# a month alone ("三月", "3月份", "in March")
_MONTH_ONLY = re.compile(
    r"^(?:in\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$|^[\d一二三四五六七八九十]{1,3}月份?$",
    _I,
)
# "in 52 minutes", "in under two hours": a span of time after a deed
_SPAN_IN = re.compile(
    r"^in\s+(?:(?:just\s+)?(?:under|over|about|around)\s+)?\S+\s+(?:minutes?|mins?|hours?|seconds?)$", _I
)
# What says a past-tense sentence is about what is still to come: "我十月五号要去北京了", "I'll have finished by …"
# (会 and 要 as the words they are, never inside a noun: "参加了同学聚会" is a reunion gone to, "重要" no intention)
_AHEAD = re.compile(
    r"(?<![重主纪])要(?!是)|(?<![聚开约晚舞年例大茶宴机学社体协展唱乐动日面都])会(?![议计员场所长话])|将|打算|准备|计划|"
    r"(?<![理感])想|\b(?:will|'ll|going to|gonna|plan|planning|hope|by)\b",
    _I,
)


def _year_before(when: datetime) -> datetime:
    try:
        return when.replace(year=when.year - 1)
    except ValueError:  # 29 February
        return when.replace(year=when.year - 1, day=28)


# "生日是十月五号", "birthday's on June 3rd", "was born on May 2": the day names a birthday, which recurs
_BIRTHDAY_IS = re.compile(BIRTHDAY_BEFORE, _I)
# "下个月12号", "next Friday": a birthday said by when it comes next is a day to plan for
_RELATIVE_DAY = re.compile(r"[下本这今明后]|\b(?:next|this|coming|tomorrow|today)\b", _I)
