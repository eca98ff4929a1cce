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
from ._entities_events_en import HEAD_EN, answered_label, read_en
from ._entities_events_gift import gift_zh, gifted, wedding_said_zh
from ._entities_events_kin import (
    BARE,
    EVENT_HEADS_EN,
    EVENT_HEADS_ZH,
    HEAD_END_ZH,
    open_event,
    pronoun_event,
    same_event_kind,
    sharpen_date,
    went_with,
)
from ._entities_events_named import climbed_zh
from ._entities_owned import WISH, rejoined
from ._money import MONEY_ZH
from ._rules_common import strip_edges
from ._rules_zh import HYPOTHETICAL as _HYPOTHETICAL_ZH

__all__ = ["EVENT_HEADS_EN", "EVENT_HEADS_ZH", "read_events", "same_event_kind"]  # the heads and kin: re-exported

# --- Chinese -----------------------------------------------------------------------------------------------
_TRIP_ZH = ("旅行", "旅游", "自驾游", "露营", "野营", "团建", "研学")
_HEAD_ZH = re.compile(
    "(?:" + "|".join(sorted(EVENT_HEADS_ZH, key=len, reverse=True)) + ")"
    # "会议中心" / "展览馆" are places, "会议室" a room, "演唱会门票" a ticket
    r"(?![室厅馆]|中心|纪要|记录|门票|资料|通知|邀请)"
)
_NOT_AFTER_ZH = re.compile(r"[室厅馆]|中心|纪要|记录|门票|资料|通知|邀请")
# Characters that end the words naming an event, read backwards from its head ("参加了一个行业峰会" -> 行业峰会).
_STOP_ZH = frozenset(
    "的了在是和与跟及去到从把被给对个场次届趟位我你他她它们这那参加办开举行有也都就还要将想说聊谈讲来于完搞组织"
    "看听，,、 "  # "去看话剧", "听音乐会": what the user did there is no word of its name
)
# Words that open with a stop character and are part of a name: 行业峰会, 开发者大会, 开放日
_WORDS_NOT_STOPS_ZH = frozenset(("行业", "开发", "开放", "开源", "开学", "开业", "开幕", "办公", "来宾", "完美"))
_N_ZH = r"(?:\d+|[一二两三四五六七八九十百千万几]+)"
_TIME_ZH = (
    r"(?:(?:\d{4}|去|今|明|前)年(?:(?:\d{1,2}|[一二三四五六七八九十]{1,2})月)?(?:\d{1,2}[号日])?|"
    r"(?:\d{1,2}|[一二三四五六七八九十]{1,2})月(?!天)(?:(?:\d{1,2}|[一二三四五六七八九十]{1,3})[号日])?(?:[上中下]旬)?|"
    r"(?:\d{1,2}|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])号|(?:大)?(?:今|明|后|昨|前)天|(?:上上|下下|上|下|这|本)(?:个)?(?:周|星期|礼拜)[一二三四五六日天末]?|"
    r"(?:上上|下下|上|下|这|本)个?月(?:初|底|中旬|(?:\d{1,2}|[一二三四五六七八九十]{1,3})[号日])?|(?:周|星期|礼拜)[一二三四五六日天末]|月[初底]|年[初底]|"
    r"春节|国庆|中秋|元旦|五一|十一|端午|清明)"
    r"(?:上午|下午|晚上|早上)?"
)
_DURATION_ZH = (
    # "两天一夜" / "三天两夜" whole; "两个多小时", "两天半"
    rf"(?:{_N_ZH}天{_N_ZH}[夜晚]|{_N_ZH}(?:个)?(?:小时|钟头){_N_ZH}分(?:钟)?|"  # "4小时12分", "两个小时二十分钟"
    rf"{_N_ZH}(?:个半|个多|多|来)?(?:个)?(?:天|周|星期|礼拜|月|小时|钟头|晚上|晚|年|分钟)(?:半)?|"
    r"[大小]?半个(?:月|小时|钟头|星期)|[大小]?半天|大半年|一整天|一上午|一下午|一晚上|一整周|整个周末|一个周末)"
    r"(?![前后以内])"
)
_SIZE_ZH = (
    rf"(?:{_N_ZH}(?:多|余|来)?(?:个|号|名)?(?:[人位]|同学|同事|朋友|亲友|嘉宾|观众|选手|员工|家长|老乡|客户|家庭)|"
    rf"上[百千万]人|[十百千万]人|一家[二三四五六七八]口|{_N_ZH}(?:多|余|来)?桌)"
)
_APPROX_ZH = (
    r"(?:大概|大约|约|差不多|将近|近|快|超过|有|足足|整整|一共|总共|统共|拢共|共|得有|起码|至少|好|其实|就是|就|也|每次|每场|每回|一般|通常|"
    r"基本上?|都|估计|可能|应该|少说也?|起码|怎么也|满打满算)*"
)
_DO_ZH = r"(?:举办|举行|召开|开办|开展|进行|开|办|搞)(?!公|法|发|始|心|车|完)"

# (attribute, label, pattern with group "v"), searched in what follows an event's name.
_FACTS_ZH: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (a, label, re.compile(p))
    for a, label, p in (
        (
            "place",
            "地点",
            r"(?:地点|地址|举办地|会场|场地|地方)(?:还是|也是|依然是|仍然是|还在|也在|是|在|为|设在|定在|选在|租在|订在|约在|放在|：|:)了?"
            r"(?P<v>[^，。,；;]{2,20})",
        ),
        # "最后定在了光谷会展中心", "办在了江边的老厂房" (a time said so is its date: see `_facts_zh`)
        (
            "place",
            "地点",
            r"^(?:最后|最终|后来|还是)?(?:办在|开在|定在|放在|选在|设在|安排在|挪在|跑到|跑去|挪到|改到|搬到)了?"
            # ("我们那个年会跑到成都世纪城新会展中心去了": where it went to be held)
            r"(?P<v>[^，。,；;在于]{2,16}?)(?:办|开|举办|举行|搞|去了|去办了|去搞了)?(?:的)?$",
        ),
        ("place", "地点", rf"(?:在|于)(?P<v>[^，。,；;在于]{{2,16}}?){_DO_ZH}"),
        ("place", "地点", r"^(?:是)?在(?P<v>[^，。,；;在于]{2,16}?)(?:吃|玩|聚|唱|跑|比|看|住|过)的?$"),
        ("place", "地点", r"^(?:是)?(?:在|于)(?P<v>[^，。,；;在于]{2,16})$"),
        # "这次同学会去的武汉光谷科技会展中心": where the user went for it (not "去的人", "去的时候")
        ("place", "地点", r"^(?:是|就是)?(?:去的|跑的|订的|包的)(?!人|时候|那天|路上)(?P<v>[^，。,；;在于]{2,16})$"),
        (
            "size",
            "规模",
            rf"(?:规模|(?:参与|参加|参会|与会|到场|出席|报名)?人数)(?:是|为|在|有|：|:)?{_APPROX_ZH}(?P<v>{_SIZE_ZH})",
        ),
        ("size", "规模", rf"(?:来|到|去|参加|参会|到场)的(?:人)?(?:有|是|共|一共){_APPROX_ZH}(?P<v>{_SIZE_ZH})"),
        (
            "size",
            "规模",
            rf"(?:来了|到了|去了|参加的有|参会的有|参加了|到场了?|出席了?|聚了|参与了?|坐满了|挤了|报名了|容纳了?|请了){_APPROX_ZH}"
            rf"(?P<v>{_SIZE_ZH})",
        ),
        (
            "size",
            "规模",
            rf"(?P<v>{_SIZE_ZH})(?:左右|上下)?(?:参加|参与|到场|出席|参会|报名|参赛|参展|观展|入场|到会|来|去)",
        ),
        ("size", "规模", rf"^{_APPROX_ZH}(?P<v>{_SIZE_ZH})(?:左右|上下)?$"),
        ("size", "规模", rf"^{_APPROX_ZH}(?:有|共有|的有|摆了|坐了){_APPROX_ZH}(?P<v>{_SIZE_ZH})"),
        (
            "duration",
            "持续时间",
            rf"(?:持续时间|时长|时间长度|展期|会期|周期|工期|行程)(?:是|为|有|共|：|:)?{_APPROX_ZH}(?P<v>{_DURATION_ZH})",
        ),
        (
            "duration",
            "持续时间",
            rf"(?:持续了?|为期|历时|开了?|办了?|搞了?|弄了?|花了|耗掉了?|耗了|占了|举办了?|举行了?|进行了?|玩了?|待了?|逛了|去了|住了|跑了|前后|"
            r"用了|用时|耗时|跑完用了|全程|演了|唱了)"
            rf"{_APPROX_ZH}"
            rf"(?P<v>{_DURATION_ZH})",
        ),
        ("duration", "持续时间", rf"^了{_APPROX_ZH}(?P<v>{_DURATION_ZH})"),
        (
            "duration",
            "持续时间",
            rf"^{_APPROX_ZH}(?P<v>{_DURATION_ZH})(?:时间)?(?:左右|上下)?(?:的|就(?:结束|完事|搞定|散)了?)?$",
        ),
        ("date", "时间", r"(?:(?<!持续)时间|日期|日子)(?:是|定在|在|为|安排在|定于|：|:)(?P<v>[^，。,；;]{2,16})"),
        ("date", "时间", rf"(?:定在|安排在|放在|是在|在|于)(?P<v>{_TIME_ZH}){_DO_ZH}"),
        ("date", "时间", rf"(?:定在|定于|安排在|放在)了?(?P<v>{_TIME_ZH})"),
        ("date", "时间", rf"^(?:那次|这次|那回|这回)?(?:是|在|于)?(?P<v>{_TIME_ZH})(?:那天|那一天|当天)?$"),
        ("content", "内容", r"(?:主要)?(?:内容|主题|议题)(?:主要)?(?:是|为|有|包括|围绕|：|:)(?P<v>[^，。,；;]{2,30})"),
        # "演唱会门票花了1280", "的票是880一张": what a ticket cost
        (
            "price",
            "票价",
            r"^(?:的)?门?票(?:价)?(?:是|花了|要|买的|都要|才|就|居然|竟然)*"
            rf"(?P<v>{MONEY_ZH}(?:一张|一个人|每人|一位)?)",
        ),
        (
            "content",
            "内容",
            r"^(?:主要|的话|上)?(?:是)?(?:讲|讨论|介绍|发布|展示|分享|宣布|学习|聊|演奏|表演)(?:了|的是)?(?P<v>[^，。,；;]{2,30})",
        ),
        ("content", "内容", r"^上?主要(?!内容|议题|主题)(?:是|就是)?(?P<v>[^，。,；;]{2,30})"),
        # "公司年会最大的看点是抽奖", "那个旅行最有意思的是看冰雕": what it was about, said as its high point
        (
            "content",
            "内容",
            r"^(?:上)?(?:最大的|最|的)?(?:看点|亮点|重头戏|高潮|有意思的|好玩的|难忘的)(?:部分|环节)?(?:是|就是|要数|当属)"
            r"(?P<v>[^，。,；;]{2,30})",
        ),
        ("content", "内容", r"^上(?:我们|大家)(?P<v>[^，。,；;]{2,30})"),
        # "那回漫展其实就cos原神角色": what it was, said as "basically just …" (not a count: "其实就两个人")
        (
            "content",
            "内容",
            rf"^(?:其实|基本上?|也就|无非)就?(?:是)?(?!{_N_ZH}|{_APPROX_ZH}{_SIZE_ZH})(?P<v>[^，。,；;]{{2,30}})",
        ),
    )
)
# A change of date or place: "改到下周四", "改在杭州办", "推迟到月底"
_CHANGED_ZH = r"(?:改到|改在|改成|改为|推迟到|推到|延期到|延到|延后到|挪到|提前到|换到|调到|移到)"
# How a game ended, said after it: "结果我们输了", "我们3比1赢了", "最后打平了", "比分2:1"
_RESULT_ZH = (
    r"(?:(?:结果|最后|最终|比分|比赛结果)(?:是)?)?(?:我们|咱们|他们|主队|客队)?(?:队)?(?:以)?"
    r"(?:\d{1,2}\s*(?:比|:|：)\s*\d{1,2})?(?:赢了|输了|打平了?|踢平了?|平了|获胜|落败|夺冠了?|赢|输)"
    r"(?:\d{1,2}\s*(?:比|:|：)\s*\d{1,2}|了|球)*$"
)
# Where the user placed: "我拿了第二名", "最后得了亚军", "跑了倒数第一"
_PLACED_ZH = (
    r"(?:我|我们)?(?:最后|最终|结果)?(?:拿了|得了|获得了?|拿到了?|排|跑了|考了)"
    r"(?P<v>倒数第[一二三]名?|第[一二三四五六七八九十\d]{1,2}名?|冠军|亚军|季军)"
)
# What a clause about the last event opens with when it leaves the event unsaid ("…，来了差不多两百人").
_GOES_ON_ZH = re.compile(
    rf"^(?:它|这个会|那个会|这次|那次|这一[场次]|那一[场次]|活动|会议|现场|我们|大家|全(?:部门|公司|家|班|组|体))?(?:大概|大约|一共|总共|差不多|"
    rf"整整|将近|共|足足|当时|就|也|好|每次|一般|估计|可能|后来|少说|起码|至少|怎么也)*"
    rf"(?:一(?:搞|办|开|弄|玩)|规模|持续|为期|历时|地点|地址|时间|日期|日子|场地|内容|主题|议题|时长|展期|会期|行程|在|于|来了|到了|去了?|开了?|办了?|"
    rf"玩了|待了|住了|定在|安排在|主要|讲|讨论|介绍|发布|参加的|参会的|来的人|到场的|人数|摆了|坐了|请了|有(?![点些])|{_CHANGED_ZH}|{_SIZE_ZH}|"
    rf"是(?={_TIME_ZH}(?:那天|当天)?$)|最大的看点|最有意思的|门票|票价|用了|用时|耗时|全程|演了|唱了|{_RESULT_ZH}|{_PLACED_ZH}|"
    rf"{_DURATION_ZH})"
)


# A pronoun or a span is no place: "在那办", "在三天内开完"; "在我家附近的烧烤店", "在我们公司办公室" are places.
_NOT_PLACE_ZH = re.compile(
    rf"(?:[我你他她](?!们?(?:家|公司|单位|学校|小区|老家|村|部门|办公室|楼下|附近))|这|那)|{_N_ZH}?个?[天周月]|"
    r".*(?:的时候|时候|期间|之前|之后|以后|以前|那天|路上)$|"  # "在上山的时候" is a when, not a where
    r".*(?:长大|出生|上班|工作|住|生活|读书|上学|念书|定居)的?$"  # "在广东潮州长大的": where someone grew up
)


def _head_end(clause: str, m: re.Match[str]) -> int:
    """Where the head word ends: a longer head may overlap the first one found ("艺术展" of "艺术展览")."""
    end = m.end()
    for k in range(m.end() + 1, min(len(clause), m.end() + 3) + 1):
        if HEAD_END_ZH.search(clause[m.start() : k]) and not _NOT_AFTER_ZH.match(clause, k):
            end = k
    return end


def _name_zh(clause: str, head: int, end: int) -> tuple[str, str]:
    """(the event's name, the clause before it): its head and the words before it up to a function word."""
    start = head
    while (
        start > 0
        and head - start < 8
        and (clause[start - 1] not in _STOP_ZH or clause[start - 1 : start + 1] in _WORDS_NOT_STOPS_ZH)
        and not re.match(r"[这那上下每]回", clause[start - 2 : start])  # "那回讲座": that time's talk
    ):
        start -= 1
    name = clause[start:end]
    if verb := re.match(r"(?:跑|看|听|逛)(?=[^的]{2})", name):
        name, start = name[verb.end() :], start + verb.end()  # "去跑杭州马拉松": the race is the 杭州马拉松
    time = re.match(_TIME_ZH, name)
    if (
        time and time.end() < head - start + 1 and not re.match(r"春节|国庆|中秋|元旦|五一|十一|端午|清明", name)
    ):  # "今年年会" is 年会 of this year, said with its time
        name = name[time.end() :]
        start += time.end()
    # "我参加了和大学室友的毕业旅行", "去看了周杰伦的演唱会": the object of the verb, 的 and all, is its name
    owned = re.search(
        r".*(?:参加了|参加完|参加|去了一趟|去了|去看了|看了|说说|办了|要去|得去|去)(?P<m>[^的，。、\s]{1,8}的)$",
        clause[:start],
    ) or re.search(r"^(?P<m>[^的，。、\s]{1,8}的)$", clause[:start])
    # the verb nearest it ("去参加了表姐的"), or the clause's start: "和大学室友的毕业旅行在桂林"; the verb is no word
    # of the name ("去了同事的")
    # (not "一个为期五天的", "三百人的": how long and how big it was are facts, not its name)
    said = owned["m"] if owned else ""
    if (
        said
        and not re.match(rf"{_TIME_ZH}|[我你他她这那]|[一两几]?[个场次届趟]|{_SAID_BEFORE_ZH}$", said)
        and not re.search(rf"{_DURATION_ZH}|{_SIZE_ZH}|为期|些|非常|很|挺|特别|超|有趣|好玩|精彩|不错|厉害", said)
    ):
        # "公司的年会" is the 公司年会; "和大学室友的毕业旅行" keeps its 的
        kept = said[:-1] if re.fullmatch(r"(?:公司|单位|部门|学校|团队|集团|班级|小组)的", said) else said
        name, start = kept + name, start - len(said)
    if "》" in name and "《" not in name and clause[:start].endswith("《"):
        name, start = "《" + name, start - 1  # "《百年孤独》读书会": the title's opening mark is part of its name
    elif "》" in name and "《" not in name:
        name = "《" + name  # the mark trimmed off the clause's edge ("那个，《百年孤独》读书会人数嘛")
    return name, clause[:start]


# "之前说的", "上回提到的": the event told of before, not a word of its name
_SAID_BEFORE_ZH = r"(?:之前|以前|前面|上次|上回|刚才|刚刚|我)?(?:说|提|讲|聊|说起|提起)(?:过|到|到过)?的"
# "那次在杭州的", "三月那次的": the one told of, said by where or when it was
_WHICH_ONE_ZH = r"(?:(?:那次|上次|那回|那场)在[^，。在]{1,10}?(?:办|开|举办|举行)?的|(?:那次|上次|那回|那场)的)"
_TELL_ZH = re.compile(
    r"(?:我)?(?:跟|和|给)你(?:说说|讲讲|说|讲|聊聊)(?:吧|哈)?[，,\s]*|你(?:知道吗|记一下|记着|猜怎么着|猜猜|懂的|看)"
    r"|告诉你"
)
# A place said first and pointed back to: "重庆国泰艺术中心——之前那个车展就是在那儿", "南京紫金山庄，年会就在那办的".
_THERE_ZH = re.compile(
    r"^(?P<v>[^，,。—\s]{2,20}?)(?:——|—|，|,|：|:)+(?P<ev>[^，,。]{2,16}?)(?:就是|就|也|正是)?在(?:那儿|那里|那边|那)"
    r"(?:办|开|举办|举行|搞|聚)?(?:的)?$"
)
_IT_ZH = re.compile(r"(?:那次|这次|上次那个|上次的|那个|这个|这场|那场)(?:活动|会(?![计员议长场所馆堂儿]))")
# A question about something, not a statement of it: "学怎么带团队" says how, it asks nothing.
_ASKS_ZH = re.compile(r"[吗么呢]$|是不是|有没有|能不能|要不要|会不会|^(?:什么|怎么|为什么|为啥|哪)")


def _read_zh(
    sentence: str, drafts: list[Draft], state: Sentence, last: Draft | None, refs: set[int], waiting: list[str]
) -> Draft | None:
    s = strip_edges(sentence)
    if not s or re.search(r"[？?]", sentence) or _ASKS_ZH.search(s):
        return None
    s = _TELL_ZH.sub("", s)  # "跟你说说…": the user's own news, told to the assistant
    s = wedding_said_zh(s)  # "我表弟结婚，我随了500": 表弟的婚礼
    if re.search(r"你(?:们|的|那|家|参加|去|办|开)|您", s):
        return None  # "你们公司的年会办得真好": the listener's event, not the user's
    if _HYPOTHETICAL_ZH.search(s) or WISH.search(s):
        return None
    if there := _THERE_ZH.match(s):
        s = f"{there['ev']}在{there['v']}"  # "重庆国泰艺术中心——那个车展就是在那儿": the place said first
    went = ""  # "去了一趟厦门，两天一夜的旅行": where the trip went, said before it is named
    clauses = _labels_joined(re.split(r"[，,；;。！!～~…—]", s))
    for i, clause in enumerate(clauses):
        # "…那天啦", "哦 那次日子是…": a particle at either end says nothing
        c = re.sub(r"^[哦噢啊呀嗯哈诶欸]+\s*|[啦哦呀啊哈嘛吧哟呢]+$", "", strip_edges(clause)).strip()
        # "演唱会门票花了1280": the ticket's price is said of the event (a ticket alone is no event: `_HEAD_ZH`)
        c = re.sub(
            r"(?<!^)门票(?=(?:价)?(?:是|花了|要|买的|都要|才|就)*(?:\d|[一二两三四五六七八九]百|[一二两三四五六七八九]千))",
            "的门票",
            c,
        )
        if not c:
            continue
        topic = clauses[i - 1].strip() if i else ""
        if last is not None and _TOPIC_ZH.fullmatch(topic) and _DONE_THERE_ZH.fullmatch(c):
            # "上礼拜去了相亲会，那次嘛，帮表妹看对象": "that time" as a topic, what was done there its comment
            last.add_fact("content", c, "内容", correction=False)
            continue
        if to := re.search(r"去了?(?:一趟|一次|趟)?(?P<v>[^，。,；;的了去]{2,8})$", c):
            went = "" if _NOT_PLACE_ZH.match(to["v"]) or _HEAD_ZH.search(to["v"]) else to["v"]
        if (it := _IT_ZH.search(c)) and not _HEAD_ZH.search(c):
            # "那次活动有五十多人", "我们是去深圳会展中心参加的那次活动": the event the last messages told of
            if last is None and not drafts:
                last = pronoun_event(drafts, "zh")
                refs.add(id(last))  # "那次活动" is an event whatever the messages before were about
            last = last or drafts[-1]
            _facts_zh(last, c[it.end() :], c[: it.start()])
            if when := re.match(rf"^(?P<v>{_TIME_ZH})(?:那天|当天)?是$", c[: it.start()]):
                last.add_fact("date", when["v"], "时间", correction=False)  # "3月31日那天是那次活动"
            continue
        m = _HEAD_ZH.search(c)
        if m is None and (climb := climbed_zh(c)):
            last = open_event(drafts, state, climb.name, "zh")  # "去爬了黄山，用了两个小时": an outing all the same
            _facts_zh(last, climb.after, climb.before)
            went_with(last, climb.before, "zh")
            continue
        if m is None and (off := _CALLED_OFF_ZH.match(c)):
            # "会取消了", "取消了": the event told of last did not happen
            last = last or pronoun_event(drafts, "zh")  # kept only when the messages before told of one
            _facts_zh(last, c[off.end("it") :], "")
            continue
        if m is None and last is not None and gifted(last.name) and (gift := gift_zh(c)):
            last.add_fact("gift", gift, "礼金", correction=False)  # "…表弟的婚礼，我随了500"
            continue
        if m is None:
            if _LABELLED_ZH.match(c) and any(_HEAD_ZH.search(x) for x in clauses[i + 1 :]):
                waiting.append(c)  # "地点：南京紫金山庄，说的是那场年会": of the event named after it
                last = None
            elif last is not None and _GOES_ON_ZH.match(c):
                _facts_zh(last, c, "")
                _went_zh(last, c)
            elif _LABELLED_ZH.match(c):
                last = None
                waiting.append(c)
            elif len(c) > 6 or re.search(r"[我你他她]", c):
                last = None  # "人山人海" is a remark on it; a clause about someone else is not about it
            continue
        end = _head_end(c, m)
        name, before = _name_zh(c, m.start(), end)
        title = re.match(r"《[^》]{1,20}》", c[end:]) if name == c[m.start() : end] else None
        if title:
            name, end = name + title[0], end + title.end()  # "看了话剧《茶馆》": a play, called 《茶馆》
        last = open_event(drafts, state, name, "zh")
        if title and title[0] not in last.aliases:
            last.aliases.append(title[0])  # "《茶馆》演了三个小时": the title alone is it too
        if re.search(
            rf"(?:那次|上次那个|上次的|这次|那个|这个|那场|这场)$|{_SAID_BEFORE_ZH}$|{_WHICH_ONE_ZH}$", before
        ):
            refs.add(id(last))  # "那次会议在6月22日": the meeting told of before, not a plain mention
        _facts_zh(last, c[end:], before)
        if re.match(r"(?:我|我们)?(?:正在|现在在|现在正在|这会儿在|此刻在|目前在)", before) and not any(
            f.attribute == "date" for f in last.facts
        ):
            last.add_fact("date", "今天", "时间", correction=False)  # "正在上海开年会": it is on today
        went_with(last, c[: m.start()], "zh")
        for said in waiting:  # "地点：成都；规模：百人——这是那次职业培训": said before the event was named
            _facts_zh(last, said, "")
        waiting.clear()
        head = c[m.start() : end]
        if (
            head in _TRIP_ZH
            and re.search(r"(?:去|到)了?(?:一?趟|一次)?$", before)
            and len(name) > len(head)
            and _TO_ZH.fullmatch(name[: -len(head)])
        ):
            last.add_fact("place", name[: -len(head)], "地点", correction=False)  # "去云南旅行": 云南
        elif head in _TRIP_ZH:
            _went_zh(last, c[end:])
            if went and not any(f.attribute == "place" for f in last.facts):
                last.add_fact("place", went, "地点", correction=False)
    return last


# "会取消了", "那个会被取消了", "活动黄了": the event told of, called off, its name left unsaid
_CALLED_OFF_ZH = re.compile(
    r"^(?P<it>(?:那个|这个|那场|这场|这次|那次)?(?:会|活动)?)(?:被|又|也|临时|突然|直接|最后|居然)*"
    r"(?:取消了|黄了|泡汤了|不办了|没办成|停办了)$"
)
# "那次嘛", "这回呢": the event told of, set up as a topic by its particle
_TOPIC_ZH = re.compile(r"(?:那次|那回|这次|这回|那场|这场|那趟|这趟)[嘛呢啊呀]")
# A comment on it that says what was done: a verb phrase of its own, no one's fact or number in it
_DONE_THERE_ZH = re.compile(
    r"(?:主要|就是|就)?(?P<v>(?![我你他她它这那]|挺|很|太|真|超|特别|非常|好|蛮|有点|比较|还行|一般|累|爽|开心|无聊|不错)"
    r"[^\d一二两三四五六七八九十几，。]{3,20})"
)
_LABEL_ZH = r"(?:地点|地址|规模|人数|持续时间|时长|时间|日期|内容|主题|议题)"


def _labels_joined(clauses: list[str]) -> list[str]:
    """A label said as a clause of its own, its value in the next ("这演唱会｜内容 听了一晚上老歌" is tidied to
    "这演唱会，内容，听了一晚上老歌"): one clause, "内容：听了一晚上老歌"; "那次同学会地点 老家县城" likewise."""
    out: list[str] = []
    for clause in clauses:
        c = clause.strip()
        if out and re.fullmatch(rf"\S*{_LABEL_ZH}", out[-1].strip()) and c and not re.match(_LABEL_ZH, c):
            out[-1] = out[-1].strip() + "：" + c
        else:
            out.append(clause)
    return out


# What goes before 旅行 and is a place ("去云南旅行"), not the kind of trip ("去了国庆家庭旅行", "去了毕业旅行").
_TO_ZH = re.compile(
    r"(?![^，。]*(?:家庭|公司|团队|部门|毕业|蜜月|亲子|员工|同学|朋友|闺蜜|年度|周末|暑期|暑假|寒假|春节|国庆|五一|十一|"
    r"元旦|中秋|端午|清明|假期|自驾|徒步|骑行|跟团|穷游|深度|说走就走))[^，。]{2,8}"
)
# A clause that says an event's fact by its label, the event left to be named later in the sentence.
_LABELLED_ZH = re.compile(r"^(?:地点|地址|规模|持续时间|时长|时间|日期|内容|主题|议题)(?:是|为|在|：|:)")


def _went_zh(d: Draft, clause: str) -> None:
    """ "这次旅行去了大理", "团建…，去千岛湖": where a trip went is its place."""
    to = re.match(r"^(?:我们|大家|一起)*去了?(?:一趟|一次|趟)?(?P<v>[^，。,；;的了]{2,8})$", clause)
    if (
        to
        and (d.name.endswith(_TRIP_ZH) or not d.name)
        and not _NOT_PLACE_ZH.match(to["v"])
        and not re.match(_SIZE_ZH, to["v"])
        and not any(f.attribute == "place" for f in d.facts)
    ):
        d.add_fact("place", _tidy_zh(to["v"]), "地点", correction=False)


def _facts_zh(d: Draft, after: str, before: str) -> None:
    lead = (
        r"^(?:[：:]|的|是|将|会|要|也|还|就|都|已经|刚刚|刚|终于|顺利|正式|我们|大家|咱们|全(?:部门|公司|家|班|组|体))+"
    )
    after = re.sub(lead, "", after)
    read: set[str] = set()  # one value per attribute from one clause: the first wording that fits
    if d.name and gifted(d.name) and (gift := gift_zh(after)):
        d.add_fact("gift", gift, "礼金", correction=False)  # "大学室友的婚礼，随礼1000"
    if result := re.match(_RESULT_ZH, after):
        # "我们输了" is the user's side: said of the user's game, "结果输了"
        value = re.sub(r"^(?:结果|最后|最终|比分|比赛结果)?(?:是)?(?:我们|咱们)?", "", result[0])
        d.add_fact("result", value, "结果", correction=False)  # "结果我们输了": how the game ended
    if placed := re.match(_PLACED_ZH, after):
        value = placed["v"] if placed["v"].endswith(("名", "军")) else placed["v"] + "名"
        d.add_fact("result", value, "结果", correction=False)  # "我拿了第二名": where the user placed
    if re.match(r"(?:被|又|也|临时|突然|直接|最后|居然)*(?:取消|黄了|泡汤|不办了|没办成|停办)", after):
        d.add_fact("status", "已取消", "状况", correction=True)  # "下周的团建取消了": it did not happen
    if moved := re.search(rf"{_CHANGED_ZH}了?(?P<v>[^，。,；;]{{2,16}})", after):
        # "改到下周四", "改在杭州办": the new value replaces the one said before
        value = _tidy_zh(re.sub(rf"{_DO_ZH}了?$", "", moved["v"]))
        timed = re.match(rf"{_TIME_ZH}", value)
        attribute, label = ("date", "时间") if timed else ("place", "地点")
        value = timed[0] if timed else value
        if value and (timed or not _NOT_PLACE_ZH.match(value)):
            d.add_fact(attribute, value, label, correction=True)
            read.add(attribute)
        after = after[moved.end() :]
    timed = re.match(rf"(?:是|在|于)?(?P<v>{_TIME_ZH})(?=.)", after)
    if timed and not re.match(rf"{_DURATION_ZH}", after[timed.start("v") :]):
        # "下周三开", "是上周六晚上在国家大剧院": its time, then the rest of what is said of it
        if not sharpen_date(d, timed["v"], "时间") and not any(f.attribute == "date" for f in d.facts):
            d.add_fact("date", timed["v"], "时间", correction=False)
        read.add("date")
        after = re.sub(r"^(?:的|是|就|会|要|将)+", "", after[timed.end() :])
    for attribute, label, pattern in _FACTS_ZH:
        if attribute in read:
            continue
        for m in pattern.finditer(after):
            value = _tidy_zh(m["v"])
            if attribute == "place" and re.fullmatch(_TIME_ZH, value):
                attribute, label = "date", "时间"  # "在下周三举行": a time, not a place
            if attribute == "place" and _NOT_PLACE_ZH.match(value):
                continue
            if value and not any(f.attribute == attribute for f in d.facts if attribute != "content"):
                d.add_fact(attribute, value, label, correction=False)
                read.add(attribute)
            elif attribute == "date" and value and sharpen_date(d, value, label):
                read.add(attribute)
            break
    # "上个月说的那个马拉松": when it was told of, not when it is
    before = re.sub(rf"{_TIME_ZH}(?:(?:跟|和|给)你)?{_SAID_BEFORE_ZH}", "", before)
    when = re.search(
        rf"(?P<v>{_TIME_ZH})(?:的|那场|那次|那个|举办的|举行的|召开的|那天是|那天|那次的|那回的|那场的)?$", before
    ) or re.search(
        rf"^(?:我们?|公司|单位|部门)*(?P<v>{_TIME_ZH})", before
    )  # "下周三的产品发布会", "上周末我去了朋友聚会"
    if when:
        d.add_fact("date", when["v"], "时间", correction=False)
    where = re.search(r"在(?P<v>[^，。在]{2,10}?)(?:的|举办的|举行的|召开的|开的|办的)$", before) or re.search(
        r"(?:在|去)(?P<v>[^，。在去]{2,12}?)(?:参加|出席|参与|看|开|办|举办|举行|召开|搞)(?:了|的)?(?:一个|一场|一次|个|场|次)?"
        r"(?:那次|那个|上次那个|上次的)?$",
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


def read_events(sentences: Sequence[str], state: Sentence, language: str, recent: Sequence[str] = ()) -> None:
    """Read the events of one message's sentences into `state.drafts`; keep only those something is said of.
    `recent`: the messages before it ("It was in London" is about an event only when they told of one)."""

    mine: list[Draft] = []
    refs: set[int] = set()
    told = _told(recent)
    # "I went to the AI summit." then "About 300 people came.": a message that goes on about the event told of
    last: Draft | None = pronoun_event(mine, language) if told else None
    going_on = id(last) if last is not None else None
    waiting: list[str] = []  # what a message says of an event before it names it
    for sentence in answered_label(rejoined(sentences)):
        # a Chinese sentence naming a Latin model ("我一直用OPPO Find X7") is read by the Chinese rules
        lang = "zh" if re.search(r"[\u4e00-\u9fff]", sentence) else "en"
        read = _read_zh if lang == "zh" else read_en
        last = read(sentence, mine, state, last, refs, waiting)
    attended = any(_ATTENDED.search(x) for x in sentences)
    events = {d.name for d in mine if d.name and HEAD_END_ZH.search(d.name)}
    # "马拉松是上个月跑的": a Chinese name ending in an event word is the event, not a person the people rules read
    state.drafts[:] = [x for x in state.drafts if not (x.kind == "person" and not x.relation and x.name in events)]
    for d in mine:
        if d.pronoun and id(d) not in refs and not told:
            continue  # "it" with no event told of before is someone's or something else's
        if id(d) == going_on and not any(f.attribute != "date" for f in d.facts):
            continue  # a time alone in a later message ("We took them to the park last Saturday") is not the event's
        if d.pronoun and told:
            if not d.facts:
                continue
            d.name, d.pronoun = told, False  # the event the messages before named, by its name
            if not gifted(told):  # "I gave them $200" is a gift at a wedding, not at the conference told of
                d.facts[:] = [f for f in d.facts if f.attribute != "gift"]
                if not d.facts:
                    continue
        elif id(d) in refs and told and d.name.casefold() != told.casefold() and same_event_kind(d.name, told):
            d.name = told  # "went to the Excel course." then "that course I mentioned was in Leeds": that one
        # "明天有个会议": a bare head word and a time is a plain mention; "项目启动会定在周五" names one, and so
        # does "我刚参加完数据分析训练营"
        bare = d.name.casefold() in BARE and id(d) not in refs
        named = d.name.casefold() not in BARE and not d.pronoun  # "这次旅游真有趣" names no event
        # "年会改到下周六了": a bare head with its date moved is the one told of before
        said = any(f.attribute != "date" or not bare or f.correction for f in d.facts) or (attended and named)
        if said and d not in state.drafts:
            state.drafts.append(d)


def _told(recent: Sequence[str]) -> str:
    """The name of the last event the recent messages named ("" when none): "it" / "那次活动" in the next message is
    that event, though nothing was said of it yet ("Let me tell you about our offsite." "We were in Lisbon…")."""
    for said in reversed([r for r in recent if isinstance(r, str)][-3:]):
        if not (_HEAD_ZH.search(said) or HEAD_EN.search(said)):
            continue
        drafts: list[Draft] = []
        state = Sentence(known=frozenset())
        last: Draft | None = None
        for sentence in rejoined(re.split(r"(?<=[。！？!?.；;])\s*", said)):
            if sentence.strip():
                read = _read_zh if re.search(r"[\u4e00-\u9fff]", sentence) else read_en
                last = read(sentence, drafts, state, last, set(), [])
        named = [d.name for d in drafts if d.name and not d.pronoun]
        if named:
            return named[-1]
    return ""


_ATTENDED = re.compile(
    r"参加了|参加完|参与了|出席了|去了一?趟?|办了|举办了|组织了|(?:去|跑去)?(?:听|看|逛|跑)了一?[场次趟回]?|"
    r"凑了个?热闹|(?:被|给)?(?:拉|拖|叫|喊|派)(?:我|了我)?去了?|"
    r"\b(?:attended|went to|was at|were at|got back from|organized|hosted|joined|ended up at|made it to|caught|hit up|"
    r"(?:sent|dragged|roped)\s+(?:me|us)\s+(?:along\s+)?to|(?:got|was|were)\s+(?:dragged|roped|sent)\s+(?:along\s+)?(?:in)?to|"
    r"checked out|(?:took|dragged|brought)\s+(?:[\w'’]+\s+){1,3}?to|(?:i|we)\s+did)\b",
    re.IGNORECASE,
)


def drop_event_openings(drafts: list[Draft], text: str) -> None:
    """A place read in front of an event's name is part of the name, not a place the user went ("去了开源社区黑客松"
    is the 开源社区黑客松, no visit to a 开源社区), unless `text` says the place on its own too ("去了西湖，还去了
    西湖音乐节")."""
    events = [d.name for d in drafts if d.kind == "event" and d.name]

    def inside(place: str) -> bool:
        return any(e.startswith(place) and e != place and text.count(place) == text.count(e) for e in events)

    drafts[:] = [d for d in drafts if not (d.kind == "place" and d.name and inside(d.name))]
