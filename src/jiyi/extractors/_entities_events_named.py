"""Events said with no event word, named by what they are of (issue #21).

A climb or a hike of a mountain said by name: "去爬了黄山，用了两个小时", "上周六登了泰山", "we hiked Snowdon on
Saturday, took 5 hours", "I climbed Mount Kenya last year" — an outing of the user's all the same, named by the
mountain ("爬黄山", "Snowdon hike", "Mount Kenya climb") so what is said of it (when, how long, with whom) is kept
on it. Only a mountain said by name is one: "爬了楼梯", "爬了个山", "we hiked a bit" name none.

A show named by its title with its kind: "the play Hamlet", "the musical Wicked" (the Chinese "话剧《茶馆》" is read
by the event word before the title) keeps the kind in its name, the title alone as another name.
"""

from __future__ import annotations

import re
from typing import NamedTuple

__all__ = ["Climb", "climb_said", "climbed_en", "climbed_zh", "show_en"]


class Climb(NamedTuple):
    """The outing's name, and the words said before and after it in the clause."""

    name: str
    before: str
    after: str


# "黄山", "峨眉山", "长城", "四姑娘山": a mountain by name (not "山", "小山", "后山", "那座山")
_MOUNTAIN_ZH = (
    r"(?P<m>(?![这那小大后前荒高个座了过一])[\u4e00-\u9fff]{1,4}?山(?![上下顶脚路坡口洞区里])"
    r"|长城|[\u4e00-\u9fff]{1,3}峰)"
)
_CLIMBED_ZH = re.compile(rf"(?:爬|登|徒步)(?:了|过)?(?:一趟|一次|一回|趟|次)?{_MOUNTAIN_ZH}")
# "Snowdon", "Mount Kenya", "Ben Nevis", "Mt. Fuji", "the Old Man of Coniston" is too long: one or two words
_MOUNTAIN_EN = r"(?P<m>(?:(?:Mount|Mt\.?|Ben|Pen y)\s+)?[A-Z][a-z]+(?:\s+(?:Peak|Fell|Pike|Hill|Mountain))?)"
_CLIMBED_EN = re.compile(
    rf"\b(?P<verb>hiked|climbed|summited|scrambled|walked)\s+(?:up\s+)?(?:to\s+the\s+top\s+of\s+)?{_MOUNTAIN_EN}\b"
)
# a word at a sentence's start or a day is no mountain's name ("we hiked Saturday morning")
_NOT_MOUNTAIN_EN = re.compile(r"(?:I|We|The|A|An|It|This|That|My|Our|Today|Yesterday|\w+day)$")


def climbed_zh(clause: str) -> Climb | None:
    """ "去爬了黄山" -> Climb("爬黄山", "去", ""); None when no mountain is climbed by name."""
    m = _CLIMBED_ZH.search(clause)
    if m is None:
        return None
    verb = "登" if m[0].startswith("登") else "爬"
    return Climb(f"{verb}{m['m']}", clause[: m.start()], clause[m.end() :])


def climbed_en(sentence: str) -> Climb | None:
    """ "we hiked Snowdon on Saturday" -> Climb("Snowdon hike", "we", " on Saturday"); None when no mountain is
    said by name ("we hiked a bit", "climbed the stairs")."""
    m = _CLIMBED_EN.search(sentence)
    if (
        m is None
        or _NOT_MOUNTAIN_EN.match(m["m"].split()[0])
        or (m["verb"] == "walked" and not m["m"].startswith(("Mount", "Mt", "Ben")))
    ):
        return None
    kind = "climb" if m["verb"] in ("climbed", "summited", "scrambled") else "hike"
    return Climb(f"{m['m']} {kind}", sentence[: m.start()], sentence[m.end() :])


def climb_said(name: str) -> list[str]:
    """How a message says the climb `name` is ("爬黄山" -> 爬了黄山, 爬过黄山; "Snowdon hike" -> hiked Snowdon,
    hiked up Snowdon): the memory that tells of it names it so. [] for any other name."""
    if zh := re.fullmatch(r"(爬|登)(.+)", name):
        return [f"{zh[1]}{done}{zh[2]}" for done in ("了", "过", "了一趟", "了一次")]
    if en := re.fullmatch(r"(.+) (hike|climb)", name):
        verbs = ("hiked",) if en[2] == "hike" else ("climbed", "summited", "scrambled up")
        return [f"{v}{up} {en[1]}" for v in verbs for up in ("", " up")]
    return []


# "the play Hamlet", "a musical called Wicked": a show named by its title, said with what kind of show it is
_SHOW_EN = re.compile(
    r"\b(?:the|a|an)\s+(?P<k>play|musical|opera|ballet)\s+(?:called\s+)?"
    r"(?P<t>[A-Z][\w'’]*(?:\s+(?:of|the|and|[A-Z][\w'’]*)){0,4}(?<!\bof)(?<!\bthe)(?<!\band))"
)


def show_en(sentence: str) -> Climb | None:
    """ "going to see the play Hamlet next week" -> Climb("play Hamlet", "going to see", " next week"): the kind of
    show kept in its name, as "话剧《茶馆》" keeps 话剧; None when no show is named by its title."""
    m = _SHOW_EN.search(sentence)
    if m is None:
        return None
    return Climb(f"{m['k']} {m['t']}", sentence[: m.start()], sentence[m.end() :])
