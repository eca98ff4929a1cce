"""Events the user talks about: a product launch, a training week, a wedding, a trip (issue #21).

An event is named by a head word (发布会, 招聘会, 培训, 音乐会, 旅行; conference, offsite, workshop, wedding, trip)
with the words before it that make it this one ("产品发布会", "年终总结大会", "the Q3 planning offsite", "Mia's
wedding"). What the message says of it is read after its name and in the clauses that go on about it ("…在杭州开了
三天，来了差不多两百人", "It ran for a week in Austin"): `place`, `size`, `duration`, `date` and `content`, formal
("X的地点是Y", "the offsite's location is …") or casual. The same name said again is the same event (resolution
joins on the name); two names are two events.

Precision first: an event is kept only when something is said of it besides its name and a time — "开会好累",
"明天有个会议" and "the meeting was boring" make none — and questions and hypotheticals are not read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ._entities import Draft, Sentence
from ._entities_owned import WISH, rejoined
from ._rules_common import strip_edges
from ._rules_en import _HYPOTHETICAL as _HYPOTHETICAL_EN
from ._rules_en import _QUESTION as _QUESTION_EN
from ._rules_zh import _HYPOTHETICAL as _HYPOTHETICAL_ZH

__all__ = ["EVENT_HEADS_EN", "EVENT_HEADS_ZH", "read_events", "same_event_kind"]

# --- Chinese -----------------------------------------------------------------------------------------------
EVENT_HEADS_ZH = (
    "发布会", "招聘会", "启动会", "研讨会", "交流会", "分享会", "座谈会", "见面会", "签售会", "推介会", "宣讲会",
    "表彰会", "动员会", "总结会", "年会", "大会", "峰会", "论坛", "会议", "培训班", "培训", "训练营", "讲座",
    "展览会", "博览会", "展销会", "展会", "艺术展", "画展", "影展", "车展", "摄影展", "展览", "音乐会", "演唱会",
    "音乐节", "电影节", "艺术节", "美食节", "晚会", "聚会", "聚餐", "派对", "婚礼", "婚宴", "生日宴", "寿宴",
    "同学会", "团建", "旅行", "旅游", "自驾游", "运动会", "马拉松", "比赛", "庆典", "典礼", "沙龙", "夏令营",
    "冬令营", "酒会", "茶话会", "读书会", "黑客松", "洽谈会", "交易会", "订货会",
)  # fmt: skip
_TRIP_ZH = ("旅行", "旅游", "自驾游")
_HEAD_ZH = re.compile(
    "(?:" + "|".join(sorted(EVENT_HEADS_ZH, key=len, reverse=True)) + ")"
    # "会议中心" / "展览馆" are places, "会议室" a room, "演唱会门票" a ticket
    r"(?![室厅馆]|中心|纪要|记录|门票|场地|资料|通知|邀请)"
)
_NOT_AFTER_ZH = re.compile(r"[室厅馆]|中心|纪要|记录|门票|场地|资料|通知|邀请")
_HEAD_END_ZH = re.compile("(?:" + "|".join(sorted(EVENT_HEADS_ZH, key=len, reverse=True)) + ")$")
# Characters that end the words naming an event, read backwards from its head ("参加了一个行业峰会" -> 行业峰会).
_STOP_ZH = frozenset(
    "的了在是和与跟及去到从把被给对个场次届趟位我你他她它们这那参加办开举行有也都就还要将想说聊谈讲来于完，,、 "
)
_N_ZH = r"(?:\d+|[一二两三四五六七八九十百千万几]+)"
_TIME_ZH = (
    r"(?:(?:\d{4}|去|今|明|前)年(?:(?:\d{1,2}|[一二三四五六七八九十]{1,2})月)?(?:\d{1,2}[号日])?|"
    r"(?:\d{1,2}|[一二三四五六七八九十]{1,2})月(?:\d{1,2}[号日])?(?:[上中下]旬)?|"
    r"(?:大)?(?:今|明|后|昨|前)天|(?:上|下|这|本)(?:个)?(?:周|星期|礼拜)[一二三四五六日天末]?|"
    r"(?:上|下|这|本)个?月(?:初|底|中旬|\d{1,2}[号日])?|(?:周|星期|礼拜)[一二三四五六日天末]|月[初底]|年[初底]|"
    r"春节|国庆|中秋|元旦|五一|十一|端午|清明)"
    r"(?:上午|下午|晚上|早上)?"
)
_DURATION_ZH = (
    rf"(?:{_N_ZH}(?:个半|多|来)?(?:个)?(?:天|周|星期|礼拜|月|小时|钟头|晚上|晚|年)(?:半)?|半个(?:月|小时|钟头|星期)|半天|一整天|一上午|一下午|一晚上)"
    r"(?![前后以内])"
)
_SIZE_ZH = rf"(?:{_N_ZH}(?:多|余|来)?(?:个)?[人位]|上[百千万]人|[十百千万]人|一家[二三四五六七八]口)"
_APPROX_ZH = r"(?:大概|大约|约|差不多|将近|近|快|超过|有|足足|整整|一共|总共|共|得有|起码|至少|好|就|也)*"
_DO_ZH = r"(?:举办|举行|召开|开办|开展|进行|开|办|搞)"

# (attribute, label, pattern with group "v"), searched in what follows an event's name.
_FACTS_ZH: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (a, label, re.compile(p))
    for a, label, p in (
        ("place", "地点", r"(?:地点|地址|举办地|会场|场地)(?:是|在|为|设在|定在|选在|：|:)(?P<v>[^，。,；;]{2,20})"),
        ("place", "地点", rf"(?:在|于)(?P<v>[^，。,；;在于]{{2,16}}?){_DO_ZH}"),
        ("place", "地点", r"^(?:是)?(?:在|于)(?P<v>[^，。,；;在于]{2,16})$"),
        ("size", "规模", rf"规模(?:是|为|在|：|:)?{_APPROX_ZH}(?P<v>{_SIZE_ZH})"),
        (
            "size",
            "规模",
            rf"(?:来了|到了|去了|参加的有|参会的有|参加了|到场了?|出席了?|聚了|参与了?|坐满了|挤了){_APPROX_ZH}"
            rf"(?P<v>{_SIZE_ZH})",
        ),
        ("size", "规模", rf"(?P<v>{_SIZE_ZH})(?:左右|上下)?(?:参加|参与|到场|出席|参会|报名)"),
        ("size", "规模", rf"^{_APPROX_ZH}(?P<v>{_SIZE_ZH})(?:左右|上下)?$"),
        ("size", "规模", rf"^(?:有|共有|的有){_APPROX_ZH}(?P<v>{_SIZE_ZH})"),
        ("duration", "持续时间", rf"持续时间(?:是|为|有|：|:)?{_APPROX_ZH}(?P<v>{_DURATION_ZH})"),
        (
            "duration",
            "持续时间",
            rf"(?:持续了?|为期|历时|开了|办了|搞了|弄了|花了|举办了|举行了|进行了|玩了|待了|逛了|去了|前后){_APPROX_ZH}"
            rf"(?P<v>{_DURATION_ZH})",
        ),
        ("duration", "持续时间", rf"^了{_APPROX_ZH}(?P<v>{_DURATION_ZH})"),
        ("duration", "持续时间", rf"^{_APPROX_ZH}(?P<v>{_DURATION_ZH})(?:时间)?$"),
        ("date", "时间", r"(?:(?<!持续)时间|日期)(?:是|定在|在|为|安排在|定于|：|:)(?P<v>[^，。,；;]{2,16})"),
        ("date", "时间", rf"(?:定在|安排在|放在|是在|在|于)(?P<v>{_TIME_ZH}){_DO_ZH}"),
        ("date", "时间", rf"(?:定在|定于|安排在|放在)(?P<v>{_TIME_ZH})"),
        ("date", "时间", rf"^(?:是|在|于)?(?P<v>{_TIME_ZH})(?:那天|那一天|当天)?$"),
        ("content", "内容", r"(?:主要)?(?:内容|主题|议题)(?:主要)?(?:是|为|有|包括|围绕|：|:)(?P<v>[^，。,；;]{2,30})"),
        (
            "content",
            "内容",
            r"^(?:主要|的话|上)?(?:是)?(?:讲|讨论|介绍|发布|展示|分享|宣布|学习|聊|演奏|表演)(?:了|的是)?(?P<v>[^，。,；;]{2,30})",
        ),
        ("content", "内容", r"^上?主要(?!内容|议题|主题)(?:是|就是)?(?P<v>[^，。,；;]{2,30})"),
        ("content", "内容", r"^上(?:我们|大家)(?P<v>[^，。,；;]{2,30})"),
    )
)
# What a clause about the last event opens with when it leaves the event unsaid ("…，来了差不多两百人").
_GOES_ON_ZH = re.compile(
    rf"^(?:它|这个会|那个会|这次|那次|活动|会议|现场)?(?:大概|大约|一共|总共|差不多|整整|将近|共|足足|当时|就|也|好)*"
    rf"(?:规模|持续|为期|历时|地点|地址|时间|日期|内容|主题|议题|在|于|来了|到了|开了|办了|定在|安排在|主要|讲|"
    rf"讨论|介绍|发布|参加的|参会的|{_N_ZH}(?:多|余|来)?个?人|{_DURATION_ZH})"
)


# A pronoun or a span is no place: "在那办", "在三天内开完"; "在我家附近的烧烤店" is one.
_NOT_PLACE_ZH = re.compile(rf"(?:[我你他她]|这|那)(?!家)|{_N_ZH}?个?[天周月]")


def _head_end(clause: str, m: re.Match[str]) -> int:
    """Where the head word ends: a longer head may overlap the first one found ("艺术展" of "艺术展览")."""
    end = m.end()
    for k in range(m.end() + 1, min(len(clause), m.end() + 3) + 1):
        if _HEAD_END_ZH.search(clause[m.start() : k]) and not _NOT_AFTER_ZH.match(clause, k):
            end = k
    return end


def _name_zh(clause: str, head: int, end: int) -> tuple[str, str]:
    """(the event's name, the clause before it): its head and the words before it up to a function word."""
    start = head
    while start > 0 and head - start < 8 and clause[start - 1] not in _STOP_ZH:
        start -= 1
    name = clause[start:end]
    time = re.match(_TIME_ZH, name)
    if (
        time and time.end() < head - start + 1 and not re.match(r"春节|国庆|中秋|元旦|五一|十一|端午|清明", name)
    ):  # "今年年会" is 年会 of this year, said with its time
        name = name[time.end() :]
        start += time.end()
    # "我参加了和大学室友的毕业旅行", "去看了周杰伦的演唱会": the object of the verb, 的 and all, is its name
    owned = re.search(
        r"(?:^|参加了|参加完|参加|去了一趟|去了|去看了|看了|说说|办了)(?P<m>[^的，。、\s]{1,8}的)$", clause[:start]
    )  # also at the clause's start: "和大学室友的毕业旅行在桂林"
    # (not "一个为期五天的", "三百人的": how long and how big it was are facts, not its name)
    said = owned["m"] if owned else ""
    if (
        said
        and not re.match(rf"{_TIME_ZH}|[我你他她这那]|[一两几]?[个场次届趟]", said)
        and not re.search(rf"{_DURATION_ZH}|{_SIZE_ZH}|为期|些|非常|很|挺|特别|超|有趣|好玩|精彩|不错|厉害", said)
    ):
        name, start = said + name, start - len(said)
    return name, clause[:start]


_TELL_ZH = re.compile(
    r"(?:我)?(?:跟|和|给)你(?:说说|讲讲|说|讲|聊聊)(?:吧|哈)?[，,\s]*|你(?:知道吗|记一下|记着|猜怎么着|猜猜|懂的|看)"
    r"|告诉你"
)
_IT_ZH = re.compile(r"(?:那次|这次|上次那个|上次的|那个|这个|这场|那场)活动")
# A question about something, not a statement of it: "学怎么带团队" says how, it asks nothing.
_ASKS_ZH = re.compile(r"[吗么呢]$|是不是|有没有|能不能|要不要|会不会|^(?:什么|怎么|为什么|为啥|哪)")


def _read_zh(sentence: str, drafts: list[Draft], state: Sentence, last: Draft | None, refs: set[int]) -> Draft | None:
    s = strip_edges(sentence)
    if not s or re.search(r"[？?]", sentence) or _ASKS_ZH.search(s):
        return None
    s = _TELL_ZH.sub("", s)  # "跟你说说…": the user's own news, told to the assistant
    if re.search(r"你(?:们|的|那|家|参加|去|办|开)|您", s):
        return None  # "你们公司的年会办得真好": the listener's event, not the user's
    if _HYPOTHETICAL_ZH.search(s) or WISH.search(s):
        return None
    for clause in re.split(r"[，,；;。！!～~…]", s):
        c = re.sub(r"[啦哦呀啊哈嘛吧哟呢]+$", "", strip_edges(clause))  # "…那天啦": the particle says nothing
        if not c:
            continue
        if (it := _IT_ZH.search(c)) and not _HEAD_ZH.search(c):
            # "那次活动有五十多人", "我们是去深圳会展中心参加的那次活动": the event the last messages told of
            last = last or (drafts[-1] if drafts else _pronoun(drafts, "zh"))
            _facts_zh(last, c[it.end() :], c[: it.start()])
            if when := re.match(rf"^(?P<v>{_TIME_ZH})(?:那天|当天)?是$", c[: it.start()]):
                last.add_fact("date", when["v"], "时间", correction=False)  # "3月31日那天是那次活动"
            continue
        m = _HEAD_ZH.search(c)
        if m is None:
            if last is not None and _GOES_ON_ZH.match(c):
                _facts_zh(last, c, "")
            else:
                last = None
            continue
        end = _head_end(c, m)
        name, before = _name_zh(c, m.start(), end)
        last = _open(drafts, state, name, "zh")
        if re.search(r"(?:那次|上次那个|上次的|这次|那个|这个|那场|这场)$", before):
            refs.add(id(last))  # "那次会议在6月22日": the meeting told of before, not a plain mention
        _facts_zh(last, c[end:], before)
        head = c[m.start() : end]
        if head in _TRIP_ZH and re.search(r"(?:去|到)了?$", before) and len(name) > len(head):
            last.add_fact("place", name[: -len(head)], "地点", correction=False)  # "去云南旅行": 云南
    return last


def _facts_zh(d: Draft, after: str, before: str) -> None:
    after = re.sub(r"^(?:的|是|将|会|要|也|还|就|都|已经|刚刚|刚|终于|顺利|正式)+", "", after)
    read: set[str] = set()  # one value per attribute from one clause: the first wording that fits
    for attribute, label, pattern in _FACTS_ZH:
        if attribute in read:
            continue
        for m in pattern.finditer(after):
            value = _tidy_zh(m["v"])
            if attribute == "place" and re.fullmatch(_TIME_ZH, value):
                attribute, label = "date", "时间"  # "在下周三举行": a time, not a place
            if attribute == "place" and (
                re.match(r"(?:[我你他她]|这|那)(?!家)", value) or re.match(_N_ZH + "?个?[天周月]", value)
            ):
                continue
            if value and not any(f.attribute == attribute for f in d.facts if attribute != "content"):
                d.add_fact(attribute, value, label, correction=False)
                read.add(attribute)
            break
    when = re.search(
        rf"(?P<v>{_TIME_ZH})(?:的|那场|那次|那个|举办的|举行的|召开的|那天是|那天)?$", before
    ) or re.search(
        rf"^(?:我们?|公司|单位|部门)*(?P<v>{_TIME_ZH})", before
    )  # "下周三的产品发布会", "上周末我去了朋友聚会"
    if when:
        d.add_fact("date", when["v"], "时间", correction=False)
    where = re.search(r"在(?P<v>[^，。在]{2,10}?)(?:的|举办的|举行的|召开的|开的|办的)$", before) or re.search(
        r"(?:在|去)(?P<v>[^，。在去]{2,12}?)(?:参加|出席|参与|看)(?:了|的)?(?:一个|一场|一次|个|场|次)?(?:那次|那个|上次那个|上次的)?$",
        before,
    )  # "在上海的招聘会", "在上海参加了一个产品发布会"
    if where and not re.fullmatch(_TIME_ZH, where["v"]):
        d.add_fact("place", where["v"], "地点", correction=False)
    if size := re.search(rf"(?P<v>{_SIZE_ZH})(?:左右)?(?:规模)?的$", before):
        d.add_fact("size", size["v"], "规模", correction=False)  # "一个三百人的发布会"
    if span := re.search(rf"(?:为期)?(?P<v>{_DURATION_ZH})的$", before):
        d.add_fact("duration", span["v"], "持续时间", correction=False)  # "为期三天的培训"


def _tidy_zh(value: str) -> str:
    value = re.sub(r"(?:左右|上下|的样子|那么多|这么多)$", "", strip_edges(value))
    return re.sub(r"(?:了|的|啦|呢|吧)+$", "", value)


# --- English -----------------------------------------------------------------------------------------------
EVENT_HEADS_EN = (
    "conference", "summit", "offsite", "off-site", "workshop", "training", "seminar", "webinar", "launch",
    "kickoff", "kick-off", "job fair", "career fair", "fair", "expo", "exhibition", "exhibit", "festival",
    "concert", "recital", "wedding", "party", "reunion", "trip", "vacation", "getaway", "retreat",
    "hackathon", "marathon", "tournament", "gala", "ceremony", "meetup", "meet-up", "bootcamp", "convention",
    "trade show", "show", "product launch", "road trip", "banquet", "barbecue", "picnic", "symposium", "meeting",
    "fundraiser", "tasting", "premiere",
)  # fmt: skip
_HEAD_EN = re.compile(
    r"\b(?:" + "|".join(re.escape(h) for h in sorted(EVENT_HEADS_EN, key=len, reverse=True)) + r")\b(?!-\w)",
    re.IGNORECASE,
)
_DET_EN = re.compile(r"^(?:the|our|my|a|an|this|that|their|his|her|[A-Za-z]+(?:'s|’s))$", re.IGNORECASE)
# Words that are never part of an event's name: they frame it ("the big offsite", "a really fun party").
_NOT_NAME_EN = frozenset(
    re.findall(
        r"\S+",
        "the our my a an this that their his her of to in at on for with and or but was is were be been went go "
        "going had have has attended attend during from by about after before",
    )
)
# Words that say how an event was, not which one: passed over ("a really fun party" is "party").
_HOW_EN = frozenset(
    re.findall(
        r"\S+",
        "whole entire big huge small little fun great amazing awesome nice lovely boring long short first last next "
        "upcoming fancy recent really very so such nearby local second third fourth fifth another own epic cool",
    )
)
_NUM_EN = (
    r"(?:\d[\d,]*\+?|a dozen|dozens of|a hundred|hundreds of|a thousand|thousands of|a few hundred|"
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|"
    r"seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?(?: hundred| thousand)?)"
)
_PEOPLE_EN = r"(?:people|guests|attendees|participants|folks|delegates|runners|employees|visitors|of us|members)"
_SPAN_EN = (
    r"(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few|several|\d+)\s+(?:full\s+)?"
    r"(?:days?|weeks?|months?|hours?|nights?|weekends?|years?|evening|afternoon|morning)|half a day|half a week)"
)
_MONTH_EN = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
_DATE_EN = (
    rf"(?:(?:(?i:this|next|last)\s+)?(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|(?:(?:early|mid|late)[- ])?{_MONTH_EN}"
    rf"(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?(?:,?\s+\d{{4}})?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH_EN}|"
    r"(?i:(?:this|next|last)\s+(?:week(?:end)?|month|year|spring|summer|fall|autumn|winter)|yesterday|tomorrow|today|"
    r"tonight))"
)
_PLACE_EN = (
    r"(?:the\s+)?(?P<v>[A-Z][\w'.&-]*(?:\s+(?:of\s+|de\s+)?[A-Z][\w'.&-]*){0,4}"
    r"(?:,?\s+in\s+[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)?)?)"  # "the Hynes Convention Center in Boston"
)
_FACTS_EN: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (a, label, re.compile(p))
    for a, label, p in (
        (
            "place",
            "location",
            r"\b(?:location|venue|place)\s+(?:is|was|will be)\s+(?:at\s+|in\s+)?(?:the\s+)?(?P<v>[^,.;]{2,40})",
        ),
        ("place", "location", rf"\b(?:in|at)\s+{_PLACE_EN}"),
        ("size", "size", rf"\bsize\s+(?:is|was|will be)\s+(?:about\s+|around\s+)?(?P<v>{_NUM_EN}(?:\s+{_PEOPLE_EN})?)"),
        ("size", "size", rf"(?<![\w-])(?P<v>{_NUM_EN}\s+{_PEOPLE_EN})"),
        ("duration", "duration", rf"\bduration\s+(?:is|was|will be)\s+(?:about\s+)?(?P<v>{_SPAN_EN})"),
        ("duration", "duration", rf"\b(?:is|was|were)\s+(?P<v>{_SPAN_EN})\s+long\b"),
        (
            "duration",
            "duration",
            r"\b(?:ran|runs|run|running|lasted|lasts|last|went on|goes on|takes|took|spanned|spans|for|over)\s+"
            r"(?:for\s+)?(?:about\s+|around\s+|almost\s+|nearly\s+|a full\s+|the whole\s+|an entire\s+)?"
            rf"(?P<v>{_SPAN_EN})",
        ),
        ("date", "date", r"\bdate\s+(?:is|was|will be)\s+(?P<v>[^,.;]{2,30})"),
        ("date", "date", rf"\b(?P<v>{_DATE_EN})\b"),
        ("content", "content", r"\b(?:topic|theme|focus|agenda|content)\s+(?:is|was|will be)\s+(?P<v>[^,.;]{3,60})"),
        (
            "content",
            "content",
            r"\b(?:(?:is|was|will be|it's)\s+(?:all\s+|mostly\s+|mainly\s+|largely\s+)?about|focused on|"
            r"focuses on|centered on|covered|covers|(?:we|they)\s+(?:discussed|covered|talked about|went over|"
            r"learned about))\s+(?P<v>(?!\d)[A-Za-z][^,.;!]{2,60})",
        ),
    )
)
_MOST = re.compile(r"^[a-z]+est$")  # "the coolest party", "the biggest launch": how it was, not which
_WHEN_OWNER_EN = re.compile(r"^(?:year|week|month|weekend|today|tomorrow|yesterday|night|day)(?:'s|’s)$", re.IGNORECASE)
_TRIP_EN = frozenset({"trip", "vacation", "getaway", "retreat"})
_TELL_EN = re.compile(r"(?:let me tell you about|i(?:'ll| will| want to| wanted to)? tell you about)\s+", re.IGNORECASE)
_IT_EN = re.compile(
    r"^it\s+(?:was held|took place|happened|had|drew|was attended|brought in|lasted|ran for|went on|took|was on|"
    r"fell on|was mostly about|focused on|centered on|was \w+ (?:days?|weeks?|hours?) long)\b",
    re.IGNORECASE,
)
_GOES_ON_EN = re.compile(r"^(?:it|the event|the whole thing|that one|we|there)\b", re.IGNORECASE)
_NOT_PLACE_EN = re.compile(rf"^(?:{_MONTH_EN}|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|I|The|My|Our)$")


def _name_en(text: str, m: re.Match[str]) -> tuple[str, str, str] | None:
    """(name, the text before it, a span said in its name: "a three-day workshop") or None without a determiner."""
    words = text[: m.start()].split()
    mods: list[str] = []
    span = ""
    while words and len(mods) < 4:
        w = words[-1]
        if w.lower() in _HOW_EN or _MOST.match(w):
            words.pop()
            continue
        if _DET_EN.match(w) or w.lower() in _NOT_NAME_EN or not re.fullmatch(r"[\w'’&.-]+", w):
            break
        if d := re.fullmatch(r"(\w+)-(day|week|month|hour|night)(?:-long)?", w, re.IGNORECASE):
            span = f"{d[1]} {d[2]}s"  # "a three-day workshop": three days, not part of its name
        else:
            mods.insert(0, w)
        words.pop()
    if not words or not _DET_EN.match(words[-1]):
        return None
    det = words[-1]
    # "Mia's wedding", "my cousin's wedding"; "last year's conference" is a time, not an owner
    owner = [det] if det.endswith(("'s", "’s")) and not _WHEN_OWNER_EN.match(det) else []
    while owner and det[0].isupper() and len(words) > 1 and re.fullmatch(r"[A-Z][a-z]+", words[-2]) and len(owner) < 3:
        owner.insert(0, words.pop(-2))  # "Jay Chou's concert": the whole name of its owner
    name = " ".join([*owner, *mods, m[0]])
    return name, " ".join(words), span


def _read_en(sentence: str, drafts: list[Draft], state: Sentence, last: Draft | None, refs: set[int]) -> Draft | None:
    s = strip_edges(sentence)
    if not s or "?" in sentence or _QUESTION_EN.search(s) or _HYPOTHETICAL_EN.search(s) or WISH.search(s):
        return None
    s = _TELL_EN.sub("", s)  # "Let me tell you about the summit": the user's own news
    if re.search(r"\byou(?:'ve|'re|'ll)?\b|\byour\b", s, re.IGNORECASE):
        return None  # "good to hear you learned a lot at the conference in Detroit": the listener's event
    m = _HEAD_EN.search(s)
    if m is None and last is None and _IT_EN.match(s):  # "It lasted two days.": the event the last message told
        last = _pronoun(drafts, "en")
    if m is None or re.match(r"s\b", s[m.end() :]):
        if last is not None and _GOES_ON_EN.match(s):
            _facts_en(last, s)
            return last
        return None
    named = _name_en(s, m)
    if named is None:
        return None
    name, before, span = named
    to = re.match(rf"\s+to\s+{_PLACE_EN}", s[m.end() :])
    if m[0].lower() in _TRIP_EN and to and not _NOT_PLACE_EN.match(to["v"]):
        name = f"{name} to {to['v']}"  # "my trip to Japan" and "my trip to Peru" are two trips
    d = _open(drafts, state, name, "en")
    if re.search(r"\b(?:that|the|this)$", before, re.IGNORECASE):
        refs.add(id(d))  # "that meeting was on June 22": the one told of before
    if m[0].lower() in _TRIP_EN and to:
        d.add_fact("place", to["v"], "location", correction=False)
    if span:
        d.add_fact("duration", span, "duration", correction=False)
    _before_en(d, before, s[m.end() :])
    _facts_en(d, s[m.end() :])
    if dm := re.search(rf"\b(?P<v>{_DATE_EN})\b", before):
        d.add_fact("date", dm["v"], "date", correction=False)  # "Last weekend I went to Mia's wedding"
    return d


def _before_en(d: Draft, before: str, after: str) -> None:
    """What is said of an event before its name: "the venue for the summit was …", "there were 80 people at …"."""
    said = re.search(r"\b(venue|location|place|date|topic|theme|focus)\s+(?:for|of)(?:\s+\w+)?$", before)
    if said and (v := re.match(r"^\s*(?:was|is|will be)\s+(?P<v>[^!?;]+?)\s*(?:[.!;]|$)", after)):
        attribute = {"venue": "place", "location": "place", "place": "place", "date": "date"}.get(said[1], "content")
        d.add_fact(attribute, re.sub(r"^(?:at|on|in)\s+(?:the\s+)?|^the\s+", "", v["v"]), said[1], correction=False)
    there = re.search(
        rf"\b(?i:there)\s+(?:were|was)\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|some\s+|over\s+|like\s+)?(?P<v>{_NUM_EN}\s+{_PEOPLE_EN})\s+at(?:\s+\w+)?$",
        before,
    )
    if there:
        d.add_fact("size", there["v"], "size", correction=False)


def _facts_en(d: Draft, after: str) -> None:
    if span := re.search(r"\b(\w+)-(day|week|month|hour|night)(?:-long)?\b", after, re.IGNORECASE):
        d.add_fact("duration", f"{span[1]} {span[2]}s", "duration", correction=False)  # "a three-day event"
    for attribute, label, pattern in _FACTS_EN:
        if any(f.attribute == attribute for f in d.facts) and attribute != "content":
            continue
        for m in pattern.finditer(after):
            value = m["v"].strip(" ,.;'\"")
            if attribute == "place" and re.match(_DATE_EN, value):
                value = re.sub(rf"^{_DATE_EN},?\s+in\s+", "", value)  # "in June in Portland": Portland
            if attribute == "place" and (_NOT_PLACE_EN.match(value) or re.match(_DATE_EN, value)):
                continue
            if attribute == "content" and (
                re.match(rf"{_NUM_EN}\s+{_PEOPLE_EN}", value) or re.search(r"\bago$", value)
            ):
                continue
            d.add_fact(attribute, value, label, correction=False)
            break


# --- Both ---
#: The kind word a user says for one event of that kind ("那次会议" of the 年度供应商大会, "that meeting" of the Q3
#: distributor summit): the heads it stands for.
_FAMILIES: dict[str, tuple[str, ...]] = {
    "会议": ("会议", "大会", "峰会", "洽谈会", "年会", "论坛", "研讨会", "座谈会", "交流会", "交易会", "订货会"),
    "培训": ("培训", "培训班", "训练营", "讲座"),
    "展览": ("展览", "展览会", "画展", "艺术展", "展会", "博览会", "摄影展", "影展", "车展", "展销会"),
    "旅行": ("旅行", "旅游", "自驾游"),
    "聚会": ("聚会", "聚餐", "派对", "同学会"),
    "meeting": ("meeting", "summit", "conference", "convention", "symposium", "meetup"),
    "training": ("training", "workshop", "bootcamp", "seminar", "webinar"),
    "exhibition": ("exhibition", "exhibit", "show", "expo", "trade show"),
    "party": ("party", "reunion", "barbecue", "picnic", "banquet", "gala"),
    "concert": ("concert", "recital"),
    "trip": ("trip", "road trip", "vacation", "getaway"),
    "product launch": ("launch", "product launch"),
    "job fair": ("job fair", "career fair", "fair"),
}


def same_event_kind(said: str, name: str) -> bool:
    """True when `said` is a bare kind word ("培训", "that meeting" read as "meeting") that `name` is one of."""
    bare = said.strip().casefold()
    if bare not in _BARE:
        return False
    heads = _FAMILIES.get(bare, (bare,))
    low = name.strip().casefold()
    return low != bare and any(low.endswith(h) for h in heads)


def _pronoun(drafts: list[Draft], language: str) -> Draft:
    d = Draft(kind="event", pronoun=True, language=language)
    drafts.append(d)
    return d


def _open(drafts: list[Draft], state: Sentence, name: str, language: str) -> Draft:
    """The event named `name` read earlier in this message, or a new one (not the people rules' subject)."""
    found = next((d for d in drafts if d.name.casefold() == name.casefold()), None) or state.find(name)
    # "上个月我参加了项目管理PMP培训，那次培训在…": the kind word is the event just named
    found = found or next((d for d in reversed(drafts) if same_event_kind(name, d.name)), None)
    if found is not None and found.kind == "event":
        return found
    d = Draft(name=name, kind="event", language=language)
    drafts.append(d)
    return d


def read_events(sentences: Sequence[str], state: Sentence, language: str) -> None:
    """Read the events of one message's sentences into `state.drafts`; keep only those something is said of."""

    mine: list[Draft] = []
    refs: set[int] = set()
    last: Draft | None = None
    for sentence in rejoined(sentences):
        # a Chinese sentence naming a Latin model ("我一直用OPPO Find X7") is read by the Chinese rules
        lang = "zh" if re.search(r"[\u4e00-\u9fff]", sentence) else "en"
        read = _read_zh if lang == "zh" else _read_en
        last = read(sentence, mine, state, last, refs)
    attended = any(_ATTENDED.search(x) for x in sentences)
    for d in mine:
        # "明天有个会议": a bare head word and a time is a plain mention; "项目启动会定在周五" names one, and so
        # does "我刚参加完数据分析训练营"
        bare = d.name.casefold() in _BARE and id(d) not in refs
        named = d.name.casefold() not in _BARE and not d.pronoun  # "这次旅游真有趣" names no event
        said = any(f.attribute != "date" or not bare for f in d.facts) or (attended and named)
        if said and d not in state.drafts:
            state.drafts.append(d)


_ATTENDED = re.compile(
    r"参加了|参加完|参与了|出席了|去了一?趟?|办了|举办了|组织了|\b(?:attended|went to|was at|got back from|organized|"
    r"hosted|joined)\b",
    re.IGNORECASE,
)


_BARE = frozenset(h.casefold() for h in (*EVENT_HEADS_ZH, *EVENT_HEADS_EN))
