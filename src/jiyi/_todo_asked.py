"""A question about what the user has to do: "What do I need to do this week?", "这周要做什么？", "我有什么待办".

Its answer is the user's open todos, the soonest due first — not the memories that merely share its words (a past
event "用户上周从云帆科技离职" said "week" too). `asks_to_do` tells such a question, `due_by` the end of the period
it asks about ("this week": the user's Monday after; none named: any time), both in the user's time zone. A
todo is something the user must do ("交报告", "send the invoice"); a dated plan ("下周三去上海看演唱会") is on their
calendar, listed apart from the todos; what falls after the period asked about is said to come later.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime, timedelta

from ._dates import resolve_when
from .store._base import TodoRecord

__all__ = ["asks_to_do", "due_by", "to_do_first"]

_I = re.IGNORECASE

_TO_DO = re.compile(
    # 这周要做什么 / 我明天得干啥 / 有什么要办的 / 还有哪些事没做 / 我的待办 / 待办有哪些
    r"(?:要|得|需要|该|应该)(?:做|干|办|忙|处理|完成)(?:些|的)?(?:什么|啥|哪些)|"
    r"有(?:什么|啥|哪些)(?:事情?)?(?:要|得|需要|该)(?:做|干|办|处理)|有(?:什么|啥|哪些)(?:待办|任务|事要)|"
    r"还有(?:什么|啥|哪些)(?:事情?)?没(?:做|办|完成)|我的待办|待办(?:事项)?(?:有|是)(?:什么|啥|哪些)|"
    # 这周有什么安排 / 周末安排了啥 / what's on my calendar / what do I have planned this week
    r"(?<!你)有(?:什么|啥|哪些)安排|(?<!你)安排了?(?:什么|啥|哪些)|"
    r"\bwhat(?:'s| is) on my (?:schedule|calendar)\b|\bwhat (?:do|have) i (?:got |have )?planned\b|"
    # What do I need to do / what have I got to do / what's on my plate / my to-dos / anything I need to do
    r"\bwhat (?:do|should|must) i (?:still )?(?:need|have|got) to (?:do|get done)\b|"
    r"\bwhat have i (?:got|still got) to do\b|"
    r"\bwhat(?:'s| is) (?:on my (?:plate|list|to-?do list|agenda)|left (?:for me )?to do)\b|"
    r"\b(?:my|any) (?:open )?(?:to-?dos?|tasks)\b|\banything i (?:need|have) to do\b",
    _I,
)


def asks_to_do(query: str) -> bool:
    """Whether `query` (its last line: the message answered) asks what the user has to do."""
    line = query.rstrip()
    return _TO_DO.search(line[line.rfind("\n") + 1 :]) is not None


# The running periods a to-do question names, which name no one day: "这周要做什么", "what's left this month"
_THIS_WEEK = re.compile(r"这周|本周|这个?星期|这个?礼拜|本礼拜|\bthis week\b", _I)
_THIS_MONTH = re.compile(r"这个?月|本月|\bthis month\b", _I)


def due_by(query: str, now: datetime) -> datetime | None:
    """The end of the period a to-do question names ("this week": next Monday 00:00; "today", "tomorrow": the day
    after), in `now`'s zone; None when it names none, or one already over."""
    line = query.rstrip()
    line = line[line.rfind("\n") + 1 :]
    today = now.replace(hour=0, minute=0, second=0, microsecond=0)
    if _THIS_WEEK.search(line):
        return today - timedelta(days=today.weekday()) + timedelta(days=7)
    if _THIS_MONTH.search(line):
        return (today.replace(day=1) + timedelta(days=32)).replace(day=1)
    found = resolve_when(line, now)
    if found is None:
        return None
    day = found.when.replace(hour=0, minute=0, second=0, microsecond=0)
    if found.precision == "week":
        end = day - timedelta(days=day.weekday()) + timedelta(days=7)
    elif found.precision == "month":
        end = (day.replace(day=1) + timedelta(days=32)).replace(day=1)
    elif found.precision == "year":
        end = day.replace(year=day.year + 1, month=1, day=1)
    else:
        end = day + timedelta(days=1)
    return end if end > now else None


def to_do_first(todos: Sequence[TodoRecord], query: str, now: datetime, *, most: int) -> tuple[list[TodoRecord], bool]:
    """The open todos and dated plans that answer a to-do question, soonest first, and whether they come later:
    those due by the end of the period it names (overdue ones too: they still have to be done); when none is, the
    few next ones after it, for what lies just ahead — `True` then, so the answer says they are not due in it."""
    end = due_by(query, now)

    def next_due(t: TodoRecord) -> datetime:
        due = t.memory.due_at or now
        if t.repeat is not None and t.reminds_at is not None:  # it comes round: its next time, not its first
            due = max(due, t.reminds_at + (due - (t.remind_at or due)))
        return due

    ordered = sorted(todos, key=next_due)
    within = [t for t in ordered if end is None or next_due(t) < end]
    return (within or ordered)[:most], not within and bool(ordered)
