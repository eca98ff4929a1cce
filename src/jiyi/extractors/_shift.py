"""Moving a plan or todo by an amount rather than to a time: "推迟一小时", "提前半小时", "往后推一天", "push it
back an hour", "move the meeting up 30 minutes".

The clause becomes a `Candidate` with `moved` (the words naming what moves; often none) and `shift` (the signed
amount); `_rules_moved` then moves the one dated memory it names, as it does for "改到四点", and `shifted_words`
says the new time in the memory's words: the old day at the new clock time ("明天下午三点" -> "明天下午4点"), or
the new date when the day changes.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from .._dates import ResolvedTime
from .._dates_calendar import CN, parse_number
from ._retime import retime_words
from ._rules_common import Candidate

__all__ = ["shift_en", "shift_zh", "shifted"]

_I = re.IGNORECASE
_ZH = re.compile(
    r"^(?:那|那就|就|还是|我们|咱们|我)?(?:把)?(?P<obj>[^，。,]{0,12}?)(?:时间)?"
    r"(?P<dir>推迟|延后|延迟|往后推|往后挪|推后|挪后|提前|往前挪|往前提|提早)了?"
    rf"(?P<n>半|[{CN}\d]{{1,3}})(?P<half>个半)?个?(?P<unit>小时|钟头|分钟|分|天)(?:吧|了|啦)?$"
)
_EN = re.compile(
    r"^(?:(?:actually|ok(?:ay)?|so)[,\s]+)*(?:please\s+|let's\s+|can we\s+)?(?:push|move|bump|shift|put)\s+"
    r"(?P<obj>it|that|this|the\s+[\w' -]{1,30}?|my\s+[\w' -]{1,30}?)\s+(?P<dir>back|forward|up|later|earlier|out)\s+"
    r"(?:by\s+)?(?P<n>an?|one|two|three|four|five|six|half an?|\d{1,3})\s+(?P<unit>hour|minute|min|day)s?[.!]*$",
    _I,
)
_EN_N = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_UNIT = {"小时": 60, "钟头": 60, "分钟": 1, "分": 1, "天": 1440, "hour": 60, "minute": 1, "min": 1, "day": 1440}
_ZH_FUNCTION = "那就还是我们咱把的时间这个那件事它"
_EN_STOP = frozenset({"it", "that", "this", "the", "my", "our"})


def _minutes(n: str, half: bool, unit: str) -> int | None:
    per = _UNIT[unit.lower()]
    if n.startswith("half") or n == "半":
        return per // 2
    count = _EN_N.get(n.lower()) or parse_number(n)
    if count is None or count <= 0:
        return None
    return count * per + (per // 2 if half else 0)


def shift_zh(clause: str) -> Candidate | None:
    """A Chinese clause moving something by an amount ("推迟一小时"), else None."""
    m = _ZH.match(clause)
    if m is None or re.search(r"[吗呢？?]|你|如果|要是|能不能|可不可以", clause):
        return None
    minutes = _minutes(m["n"], bool(m["half"]), m["unit"])
    if minutes is None or minutes > 60 * 24 * 31:
        return None
    sign = -1 if m["dir"].startswith(("提", "往前")) else 1
    obj = "".join(ch for ch in m["obj"] if ch not in _ZH_FUNCTION)
    words = " ".join(obj[i : i + 2] for i in range(len(obj) - 1))
    return Candidate(type="plan", content="", label="改期", language="zh", correction=True, moved=(words, ""),
                     shift=timedelta(minutes=sign * minutes), source=clause)  # fmt: skip


def shift_en(clause: str) -> Candidate | None:
    """An English clause moving something by an amount ("push it back an hour"), else None."""
    m = _EN.match(clause.strip())
    if m is None:
        return None
    minutes = _minutes(m["n"], False, m["unit"])
    if minutes is None or minutes > 60 * 24 * 31:
        return None
    sign = -1 if m["dir"].lower() in ("forward", "up", "earlier") else 1
    words = " ".join(w for w in re.findall(r"[a-z][a-z'-]+", m["obj"].lower()) if w not in _EN_STOP)
    return Candidate(type="plan", content="", label="moved", language="en", correction=True, moved=(words, ""),
                     shift=timedelta(minutes=sign * minutes), source=clause)  # fmt: skip


def _clock(when: datetime, zh: bool) -> str:
    h, mm = when.hour, when.minute
    if zh:
        period = "凌晨" if h < 6 else "上午" if h < 12 else "中午" if h < 13 else "下午" if h < 18 else "晚上"
        return f"{period}{h % 12 or 12}点" + (f"{mm}分" if mm else "")
    return f"{h % 12 or 12}" + (f":{mm:02d}" if mm else "") + ("am" if h < 12 else "pm")


def shifted(old: ResolvedTime | None, due: datetime, shift: timedelta, zh: bool, now: datetime) -> ResolvedTime:
    """The time `due` (said as `old`) becomes moved by `shift`, with the words to say it: the old day at the new
    clock time, or the new date (at the new clock time, when the old one had one) when the day changes."""
    local = due.astimezone(now.tzinfo)
    when = local + shift
    timed = old is None or old.precision == "time" or shift % timedelta(days=1) != timedelta(0)
    if when.date() == local.date() and old is not None:
        words = retime_words(old.text, _clock(when, zh), zh)
    elif zh:
        words = f"{when.month}月{when.day}日" + (_clock(when, zh) if timed else "")
    else:
        words = f"on {when:%B} {when.day}" + (f" at {_clock(when, zh)}" if timed else "")
    return ResolvedTime(when, (0, len(words)), words, "time" if timed else "day")
