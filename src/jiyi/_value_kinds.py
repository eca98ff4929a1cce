"""A pastime asked in part or by its kind: "谁喜欢下棋" of 下象棋, "who plays chess?" of "speed chess", "谁会乐器" of
弹钢琴 and 拉小提琴, "who does sport?" of tennis and swimming.

A list of people that names one who does not fit is worse than one that leaves someone out, so only what a pastime
says of itself counts: the kinds are closed lists of what everyone agrees is an instrument or a sport (no yoga, no
hiking, no gym), watching or listening is not playing ("看足球", "listens to jazz piano"), and a pastime asked in part
is a kind of the one asked: the last word of an English one ("speed chess" is chess, "hot dogs" are not asked as
dogs, as what a person likes to eat is no pastime here), or a Chinese one whose verb and last character the question
says with the middle left out ("下象棋" of 下棋, "弹钢琴" of 弹琴), its verb one of doing ("喝奶茶" is not 喝茶).
Pure and cheap: it runs on the `context()` read path for every fact of a question that asks who.
"""

from __future__ import annotations

import functools
import re

from ._entity_models import EntityFact
from ._text import is_han

__all__ = ["kind_said"]

#: The attributes whose values are pastimes
_PASTIMES = frozenset({"hobby", "skill", "likes"})
#: ... and those an English one is asked in part of whatever it is (a like only when it is a doing: "likes" holds
#: foods too, and "hot dogs" are no dogs)
_PART_EN = frozenset({"hobby", "skill"})

# A kind -> (the words that ask for it, the Chinese members, the English members)
_KINDS: dict[str, tuple[str, str, str]] = {
    "instrument": (
        r"乐器|\binstruments?\b",
        "钢琴 吉他 小提琴 大提琴 中提琴 贝斯 架子鼓 打鼓 长笛 笛子 单簧管 双簧管 萨克斯 小号 长号 圆号 竖琴 口琴 "
        "手风琴 尤克里里 古筝 古琴 二胡 琵琶 扬琴 唢呐 葫芦丝 电子琴",
        "piano guitar violin viola cello double_bass bass_guitar drums drum_kit flute clarinet oboe saxophone sax "
        "trumpet trombone french_horn harp harmonica accordion ukulele banjo mandolin keyboards",
    ),
    "sport": (
        r"运动|体育|\bsports?\b|\bsporty\b",
        "网球 篮球 足球 排球 羽毛球 乒乓球 棒球 垒球 橄榄球 冰球 高尔夫 游泳 跑步 长跑 马拉松 滑雪 滑冰 冲浪 拳击 "
        "攀岩 击剑 跆拳道 空手道 柔道 赛艇 划船 铁人三项 壁球",
        "tennis basketball football soccer volleyball badminton table_tennis ping_pong baseball softball rugby "
        "hockey golf cricket squash swimming swims running runs jogging marathons marathon triathlons triathlon "
        "skiing snowboarding surfing boxing climbing bouldering fencing karate judo taekwondo rowing skating cycling",
    ),
}
#: (the words that ask for a kind, its Chinese members, its English members as one pattern)
_ASKS = [
    (re.compile(asks, re.I), zh.split(), re.compile(rf"\b(?:{'|'.join(w.replace('_', ' ') for w in en.split())})$"))
    for asks, zh, en in _KINDS.values()
]
# watching or listening is no playing: "看足球", "球迷", "watches football", "a fan of jazz piano"
_AUDIENCE = re.compile(r"看|听|观|迷|粉|\bwatch|\blisten|\bfan\b|\bfans\b|\bfollows?\b", re.I)
# Chinese verbs of doing a pastime: "下象棋", "弹钢琴", "打网球"
_DOING_ZH = frozenset("下弹拉打踢玩练吹画唱跳滑骑跑爬写做学")
_CAN_ZH = re.compile(r"^(?:会|喜欢|爱|常常|经常|常)")
_WORD = re.compile(r"[a-z]+")


def kind_said(fact: EntityFact, question: str) -> bool:
    """Whether `question` (casefolded) asks for the pastime `fact` holds by its kind ("谁会乐器" of 弹钢琴) or in
    part ("who plays chess" of "speed chess")."""
    if fact.attribute not in _PASTIMES:
        return False
    value = fact.value.casefold().strip().rstrip(".!。！")
    if not value or _AUDIENCE.search(value):
        return False
    for zh, en in _kinds_asked(question):
        # the kind's word ends the value, as the thing done: "弹钢琴", "plays the piano", not "classical piano music"
        if en.search(value) or value.endswith(zh):
            return True
    return _part_said(fact.attribute, value, question)


@functools.lru_cache(maxsize=256)
def _kinds_asked(question: str) -> tuple[tuple[tuple[str, ...], re.Pattern[str]], ...]:
    """The kinds `question` asks for, as (Chinese members, English members): read once a question, not once a fact."""
    return tuple((tuple(zh), en) for asks, zh, en in _ASKS if asks.search(question))


def _part_said(attribute: str, value: str, question: str) -> bool:
    if all(is_han(ch) for ch in value):
        # the verb and the last character, the middle left out: "下棋" of 下象棋, "弹琴" of (会)弹钢琴
        value = _CAN_ZH.sub("", value)
        if len(value) < 3 or value[0] not in _DOING_ZH:
            return False
        return any(value[:i] + value[-1] in question for i in range(1, len(value) - 1))
    words = _WORD.findall(value)
    # a like read in part only when it is a doing ("playing speed chess"): what a person likes holds foods too
    if len(words) < 2 or len(words[-1]) < 4 or (attribute not in _PART_EN and not words[0].endswith("ing")):
        return False
    return re.search(rf"\b{words[-1]}(?:e?s)?\b", question) is not None
