"""Dates in derived text: a relative date said as the absolute one, so a profile or summary stays true later.

"下周三…（2026-11-11）" -> "11月11日…", "I'll email my manager tomorrow" -> "… on November 3". Used by the prose
profile (`_prose`) and the episode summaries (`_episodes`).
"""

from __future__ import annotations

import re
from datetime import datetime

from .._dates import resolve_when

__all__ = ["DATE_BRACKET", "absolute_dates", "date_label", "dated"]

# fmt: off
_MONTHS = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
]
# fmt: on

#: The absolute date a memory carries in brackets at its end: "（2026-11-11）", "(week of 2026-11-02)".
DATE_BRACKET = re.compile(
    r"\s*(?:（|\()(?:week of )?(?P<date>\d{4}(?:-\d{2}){0,2})(?: 年| 那周)?(?:）|\))(?P<end>[!！]?)$"
)


def date_label(iso: str, week: bool, language: str, now: datetime) -> str:
    """ "2026-11-11" as the paragraph says it: "11月11日" / "on November 11" (the year only when not this one)."""
    y, m, d = (int(x) for x in (iso + "-01-01")[:10].split("-"))
    other_year = y != now.year
    if language == "zh":
        text = {4: f"{y}年", 7: f"{m}月", 10: f"{m}月{d}日"}[len(iso)]
        text = f"{y}年{text}" if other_year and len(iso) > 4 else text
        return text + ("那周" if week else "")
    month = _MONTHS[m - 1]
    if week:
        return f"the week of {month} {d}" + (f", {y}" if other_year else "")
    if len(iso) == 4:
        return f"in {y}"
    return (f"in {month}" if len(iso) == 7 else f"on {month} {d}") + (f" {y}" if other_year else "")


def dated(text: str, language: str, said_at: datetime, now: datetime) -> str:
    """The relative date in `text` replaced by the absolute one the memory carries in brackets at its end
    ("下周三…（2026-11-11）" -> "11月11日…"); an English bracket with nothing to replace said in words."""
    m = DATE_BRACKET.search(text)
    if m is None:
        return text
    body, iso = text[: m.start()], m["date"]
    if not re.fullmatch(r"\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?", iso):
        return text  # not a date (a memory typed by hand may hold anything in brackets)
    label = date_label(iso, "那周" in m.group(0) or "week of" in m.group(0), language, now)
    when = resolve_when(body, said_at)
    if when is None:
        return text if language == "zh" else f"{body} {label}{m['end']}"
    if not when.when.date().isoformat().startswith(iso) and not _RELATIVE.search(when.text):
        return text  # an absolute date other than the one stored: keep the bracket as stored
    # A relative word ("下周三") that reads differently from the bracket today was carried over from an earlier
    # saying (a correction keeps the words, "下周三要去苏州出差（2026-11-18）"): the bracket is what it meant.
    a, b = when.span
    return (body[:a] + label + body[b:]).strip() + m["end"]


# A relative date word ("下周三", "明天", "next Friday", "tomorrow"), not an absolute one ("11月11日", "2026-11-11").
_RELATIVE = re.compile(
    r"[今明后昨前上下这本][天晚早周个月年]|[周星期礼拜][一二三四五六日天]|后天|前天|"
    r"\b(?:today|tonight|tomorrow|yesterday|next|last|this|ago|in \d+|in (?:a|two|three) )",
    re.I,
)


def absolute_dates(text: str, language: str, said_at: datetime) -> str:
    """`text` as it reads any day after `said_at`: the relative date in it said as the absolute one ("用户下周三要交
    报告（2026-11-11）" -> "用户11月11日要交报告", "I'll email my manager tomorrow" -> "… on November 3"). A date in
    brackets is the one the memory carries; without one, the word is resolved from `said_at`."""
    text = text.strip()
    if DATE_BRACKET.search(text.rstrip("。.")):
        end = text[len(text.rstrip("。.")) :]
        return dated(text.rstrip("。."), language, said_at, said_at) + end
    # Every date of the text, not only the first: "11月2日那周从云帆科技离职，这周一开始在星环数据上班" keeps no
    # "这周一". The text is read on from the end of each date found (a bounded number of times).
    start = 0
    for _ in range(8):
        when = resolve_when(text[start:], said_at)
        if when is None:
            break
        a, b = (start + i for i in when.span)
        if not _RELATIVE.search(when.text):
            start = b
            continue
        iso = {"month": f"{when.when:%Y-%m}", "year": f"{when.when:%Y}"}.get(when.precision, f"{when.when:%Y-%m-%d}")
        label = date_label(iso, when.precision == "week", language, said_at)
        if when.precision == "time":
            label += f" {when.when:%H:%M}" if language == "en" else f"{when.when:%H:%M}"
        on = re.search(r"\b(?:on|in|by|at)\s+$", text[:a], re.I)
        if language == "en" and on and label.startswith(("on ", "in ")):
            label = label.split(" ", 1)[1]  # "by tomorrow" -> "by November 3", not "by on November 3"
        text = text[:a] + label + text[b:]
        start = a + len(label)
    return text.strip()
