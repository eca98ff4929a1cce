"""A question over everyone the user told about, or every event (issue #21): "有几个人的家乡在浙江？", "我认识的人里谁
最高？", "how many of the people I've told you about are taller than 175 cm?", "有几场活动的地点在上海？".

Such a question names no one and no relation, so recall's name and relation reading finds nothing; its set is
every person of the user (entity kind "person") or every event (kind "event"). What is asked of them is read as
for any set (`jiyi._entity_asked`); a comparison with no attribute named says one by its direction word ("谁最高"
is a height, "which event lasted longest" a duration) — `implied_attribute`.

Only words that speak of people or events as a group open the set ("几个人", "哪些人", "我认识的人", "people I
know", "which events"), so "你住哪个城市" or "how many days until Friday" select no one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ._entity_eventsets import says_window
from ._entity_models import EntityView
from ._entity_words import PRONOUNS_EN, PRONOUNS_ZH, find_terms
from .extractors._rules_common import is_place

__all__ = ["EVENT_ONLY", "VISITS", "everyone_kind", "implied_attribute", "known_people", "place_said", "says_pronoun"]

#: Attributes only an event has: asked of people they ask nothing ("有多少人" is a count, not a size).
EVENT_ONLY = frozenset({"place", "size", "duration", "date", "content", "with", "price", "result", "gift"})

_EVENT_WORDS_ZH = (
    "活动|会议|聚会|展览|展会|演出|培训|旅行|发布会|招聘会|音乐会|启动会|研讨会|年会|比赛|讲座|派对|婚礼|演唱会|同学会|"
    "话剧|球赛|音乐节|马拉松"
)
_EVENT_WORDS_EN = (
    "events|activities|meetings|gatherings|conferences|trips|concerts|exhibitions|exhibits|parties|trainings|"
    "launches|fairs|workshops|shows|outings|get-togethers|weddings|gigs|games|matches|races|plays|festivals"
)
_EVENT_ONE_EN = "event|activity|meeting|gathering|conference|trip|concert|exhibition|party|training|workshop|show"

#: Visits to a place asked with no event word: "我今年去过几次上海？", "去了几趟杭州", "how many times have I been to
#: Glasgow?" — the events held there answer them (a place must be said: `jiyi._entity_recall` checks).
VISITS = re.compile(
    r"(?:去|到|跑)(?:了|过)?(?:几|多少)(?:次|趟|回)|(?:去|到|跑)(?:了|过)?[\u4e00-\u9fff]{2,4}?(?:几|多少)(?:次|趟|回)"
    r"|\bhow (?:many times|often) (?:have|did|had) (?:i|we) (?:been|gone|go|went|travell?ed) to\b"
    r"|\b(?:been|gone|went) to [A-Z]\w+ how many times\b",
    re.IGNORECASE,
)

_EVENTS = re.compile(
    # "有几场活动", "哪些会议", "所有活动里", "这几次聚会", "参加过的活动"
    rf"(?:几|多少|哪些|哪几|哪个|哪场|哪次|所有|每个|每场|这些|这几|那些|那几|各个|各场|每一)[个场次项]?"
    rf"(?:[\u4e00-\u9fff]{{0,4}}?)"
    rf"(?:{_EVENT_WORDS_ZH})"
    rf"|(?:参加|去|办|举办|组织|提到|说过|提过|说|讲|聊|跟你说|告诉你)(?:过)?的(?:那些|这些|所有)?(?:{_EVENT_WORDS_ZH})"
    rf"|(?:{_EVENT_WORDS_ZH})(?:里|中|当中|里面|之中|(?:一共|总共|共|都)?有(?:几|多少|哪些|哪几)|(?:一共|总共|共)(?:几|多少))"
    rf"|(?:{_EVENT_WORDS_ZH})(?:是|为)哪(?:个|场|次|一个|一场|一次|些|几)"  # "最近的一次活动是哪个"
    rf"|(?:{_EVENT_WORDS_ZH})(?:分别|都是|都在|各自|有哪些)"  # "活动分别办了几天", "活动都是在哪里举行的"
    rf"|(?:有|参加了?|去了?)(?:啥|什么|哪些)(?:{_EVENT_WORDS_ZH})"  # "这周末都有啥活动？"
    rf"|\b(?:each|every)\s+(?:{_EVENT_ONE_EN})\b|\b(?:were|was|are|did) the (?:{_EVENT_WORDS_EN})\b"
    rf"|\b(?:how many|which|what|all(?: of)?(?: the)?|any|each|every|of the|among the)\s+"
    rf"(?:of (?:the|my|those|these) )?(?:[a-z]+\s+)?(?:{_EVENT_WORDS_EN})\b"
    # "which event was the biggest?", "what event lasted longest?": one of them asked by a comparison
    rf"|(?=.*\b(?:most|least|[a-z]+est)\b)\b(?:which|what)\b.*\b(?:{_EVENT_ONE_EN})\b"
    rf"|\b(?:{_EVENT_WORDS_EN})\s+(?:i|i've|i have|we|you)\b"
    # "how many things I went to were in Leeds", "the stuff we've been to": what the user went to, as a set
    r"|\b(?:things|stuff|ones|dos|do's|anything|everything)\s+(?:i|we)(?:'ve|\s+have)?\s+"
    r"(?:went to|gone to|been to|attended|got to)\b"
    # "重庆那边的活动我去了几个？", "活动我参加了哪些": the event word, then a count or a which a few words on
    rf"|(?:{_EVENT_WORDS_ZH})[^，,。？?！!]{{0,6}}?(?:几|多少|哪些|哪几)(?:个|场|次|项)?(?!人)"
    rf"|\bcount (?:up )?(?:the |all )?(?:(?:of )?(?:the |my |those )?)(?:{_EVENT_WORDS_EN})\b",
    re.IGNORECASE,
)

#: Verbs that say a condition of someone after "有几个" / "哪几个": where they live or come from, what they studied.
_SAID_OF = "住|来自|老家|家在|家乡|籍贯|出生|上过|读过|念过|毕业|长大"

#: A bound said after "有几个" ("有几个过了50的", "有几个超过一米八的"): how many are past it
_BOUND_ZH = "过了|超过|不到|不满|满了|高于|低于|大于|小于"

#: A number said in words before a bound ("who's over forty", "anyone under thirty-five").
_NUMBER_WORD = r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|(?:five|six)\s+f(?:oo|ee)t)"

_PEOPLE = re.compile(
    # "有几个人", "多少人", "哪些人", "哪几位", "所有人", "我认识的人里", "我提到过的那些人"
    r"(?:几|多少)(?:个|位)?人(?!参加|出席|到场|报名|来(?!着)|去)|几位|多少位|哪(?:些|几个|几位|个|位)人|哪几位|所有人|每个人|每一个人|大家|这些人|那些人"
    r"|(?:认识|身边|周围|提到|提起|提过|说过|讲过|聊过|说起|记得|介绍过?|告诉过?你)(?:过)?的(?:那些|这些|所有)?(?:人|朋友)"
    r"|(?<=我)(?:说|讲|提|聊)的(?:那些|这些|所有)?人(?:里|中|当中|里头|里面)"  # "我说的人里头 老家是广东的几个"
    # "我认识的四川人", "有几个南方人", "多少个东北人": people by where they are from
    r"|(?:认识|身边|周围|提到|提过|说过)(?:过)?的(?!那|这|一|某)(?=[\u4e00-\u9fff]{2,3}人)"
    r"|(?:几|多少)(?:个|位)(?=[\u4e00-\u9fff]{2,3}人(?!员|士|才|家|物))"
    r"|(?<=[\u4e00-\u9fff]{2}人)(?:一共|总共|共)?有(?:几|多少)"  # "北方人有几个", "四川人一共有多少"
    r"|有没有(?:谁|人)?比我(?:更|还|要)?(?:大|小|老|年轻|年长|高|矮)"  # "有没有比我小的": of everyone, against the user
    # "一米七五以上的人数", "帮我统计下身高超过175的", "学历本科以上的一共多少", "哪几个是程序员"
    rf"|的人数|人数是多少|(?:统计|数一数|数数|算算)一?下?|的(?:一共|总共|共)(?:有)?多少|哪几个(?=是|在|的|{_SAID_OF})"
    r"|\bhow many (?:of )?(?:the )?(?:people|persons|folks|individuals|of them|of everyone)\b"
    # not a head count of a gathering ("how many people are coming to the party?")
    r"(?!\s+(?:are |were |will |did |have )?(?:be )?(?:coming|going|come(?! from)|came(?! from)|attend|attended"
    r"|attending|show|showed"
    r"|turned|turning|signed|joining|joined|invited|there|here|at the|in the room))"
    r"|\bwhich (?:of the )?(?:people|persons|folks)\b"
    # "Anyone from Queensland? how many?": a count asked after the condition, of everyone
    r"|^(?=.*\b(?:anyone|anybody|who)\b).*\bhow many[?!.\s]*$"
    # "谁上过大学？", "谁是研究生学历？", "who went to college?": who studied how far, asked of everyone (a place
    # asked of is read by the value: "谁在杭州上班" lists who works there)
    r"|^\s*谁(?=上过|读过|念过|是[^？?，,]{0,6}学历|的学历)"
    r"|^\s*who\s+(?=(?:went\s+to|has\s+a|have\s+a|got\s+a|studied|graduated|finished)\b)"
    r"|\b(?:people|everyone|everybody|anyone|anybody|folks|person|persons|guys|men|women|ones)"
    r"\s+(?:i|i've|i have|you|we)\b"
    r"|\b(?:do|did) i know\b"  # "do I know anyone over six feet?", "who do I know that's over 40?"
    r"|\b(?:of|among) (?:all )?(?:the )?(?:people|everyone|everybody)\b|\beveryone\b|\beverybody\b"
    # "有谁老家在济南", "有没有人是浙江人", "一米八以上的有几个", "老家是浙江的有谁": who fits a condition said first
    r"|有谁|有没有人|我身边|我周围|的(?:人)?(?:一共|总共|共|都)?有(?:几|多少|谁|哪些|哪几)"
    # "有几个是浙江人", "有几位在深圳上班", "…的人多不多，有几个？": how many, the people left unsaid
    # ("有几个住在北京的", "有几位来自四川", "有几个老家在东北的": the condition said with its own verb)
    # ("几个是本科", "多少位在深圳": the 有 left out, said the chat way; "我们几个是同学", "前几个是" are no count)
    rf"|(?:(?<![你我他她它们您还又都就只])有|(?<![你我他她它们您还又都就只这那前后头第有]))"
    rf"(?:几|多少)(?:个|位)(?=是|在|的|博士|硕士|研究生|本科|大专|专科|{_SAID_OF}|{_BOUND_ZH})"
    r"|(?:的人[^，,。]*|(?<![好是对])的)[，,]\s*有(?:几|多少)(?:个|位)(?:人)?[啊呀呢吗？?。！!]*$"
    r"|\bcount (?:up )?(?:the |all )?(?:people|folks|persons|everyone|everybody)\b|\bmy people\b"
    # "谁超过五十岁了", "who is over 30?", "anyone under 25?": a who with a condition on a number asks over
    # everyone ("谁发明了电话" has none; "谁住在国外" is read against the user's home, `asks_abroad`)
    r"|谁(?:的)?(?:年纪|年龄|岁数|个子|身高)?(?:超过|大于|小于|不到|不满|高于|低于|过了|满了?)\s*[\d一二两三四五六七八九十百]"
    r"|\b(?:who|anyone|anybody|someone|somebody)(?:'s|\s+is|\s+are|\s+was)?\s+(?:over|under|older\s+than|"
    rf"younger\s+than|taller\s+than|shorter\s+than|above|below|past|at\s+least)\s+(?:\d|{_NUMBER_WORD})"
    # "anyone 60 or older?", "who's 40+": the bound said after the number
    r"|\b(?:who|anyone|anybody)(?:'s|\s+is|\s+are)?\s+\d{1,3}\s*(?:\+|or\s+(?:older|younger|over|under|more|less|"
    r"above|below)\b|and\s+(?:over|up|above|older|under|below|younger)\b)"
    # "谁比180高", "谁比三十大": a who against a number
    r"|谁(?:的)?(?:年纪|年龄|岁数|个子|身高)?比\s*[\d一二两三四五六七八九十]"
    # "how many have a master's?", "how many grew up in Texas": a count of people, by what is said of them
    r"|\bhow many\s+(?:have|has|hold|got|earned|went\s+to|studied|graduated|finished|grew\s+up|come\s+from|came\s+from"
    r"|live|lived|work|worked|were\s+born|are\s+(?:over|under|from|older|younger|taller|shorter|above|below))\b"
    r"(?!\s+(?:i|we|you)\b)"
    # "最大的几岁了", "最高的是谁", "按身高排一下", "tallest one lol": an end of a scale or an order by what only
    # people have
    r"|(?:最大|最小|最老|最年轻|最年长)的(?:几岁|多大|是谁|是哪个|是哪位)|(?:最高|最矮)的(?:多高|有多高|是谁|是哪个|是哪位)"
    r"|按(?:年龄|年纪|岁数|身高|个子|个头|学历)(?:从[\u4e00-\u9fff]{1,4})?排"
    r"|\b(?:tallest|shortest|oldest|youngest|eldest)\s+(?:one|ones|guy|gal|girl|dude|person)\b"
    # "who does what for work?", "who lives where?", "what does each person do": each one's value
    r"|\bwho\s+(?:does|do|lives|works|is|comes\s+from)\s+(?:what|where)\b|\beach\s+(?:person|one\s+of\s+them)\b"
    # "whose phone number do I have?", "谁的电话我有", "我有谁的微信": of everyone, whose value is known
    r"|\bwhose\s+[a-z ]{2,24}?\s+do\s+(?:i|you|we)\s+have\b|谁的[\u4e00-\u9fff]{1,4}我(?:都)?有|我(?:都)?有谁的"
    # "any birthdays coming up", "list birthdays", "upcoming bdays?": the birthdays of everyone
    r"|\b(?:birthdays|bdays)\b|\b(?:upcoming|next)\s+(?:birthday|bday)\b",
    re.IGNORECASE,
)


#: Words that make a count with nothing else asked a question about the user's people ("我提到过几个人", "多少人是
#: 山东人？"), not a plan ("我们几个人一起去吃饭吧"): the people the user knows, or a question mark.
_KNOWN = re.compile(
    r"认识|提到|提过|提起|说过|讲过|聊过|告诉过?你|跟你说|[？?]|\b(?:know|knew|mentioned|told you|talked about)\b", re.I
)


def known_people(question: str) -> bool:
    """Whether `question` speaks of the people the user knows or mentioned."""
    return bool(_KNOWN.search(question))


def says_pronoun(question: str) -> bool:
    """Whether `question` says 她 / his / their (visits "to her place" are to someone, not to the events); "其他" is
    "other", and a Latin "ta" is a whole word ("tallest" says none)."""
    text = question.replace("其他", "")
    han = any(p in text for p in PRONOUNS_ZH if not p.isascii())
    return han or bool(find_terms(text, (*PRONOUNS_EN, *(p for p in PRONOUNS_ZH if p.isascii()))))


#: What the user has on, asked with a stretch of time ("这周末我有啥安排？", "what am I doing this weekend?"): the
#: events dated in it answer (`says_window` must hold too, or "你有什么计划" would list every event).
_PLANS = re.compile(
    r"(?:啥|什么|哪些)(?:安排|计划|行程|活动|事儿?)|(?:安排|计划|行程)(?:是)?(?:啥|什么|哪些)|(?:干嘛|干啥|干什么|做什么|做啥|忙啥|忙什么)"
    r"|\bwhat(?:'s|\s+is)\s+on\b|\bwhat\s+(?:am\s+i|are\s+we)\s+(?:doing|up\s+to)\b"
    r"|\bwhat\s+(?:do\s+i|did\s+i|have\s+i|do\s+we)\s+(?:have|got)\b|\bwhat\s+did\s+(?:i|we)\s+do\b|\b(?:my\s+)?(?:plans|schedule)\b",
    re.IGNORECASE,
)


def everyone_kind(question: str) -> str | None:
    """ "event" when `question` asks over the user's events as a group, "person" over the people, else None."""
    if _EVENTS.search(question) or (_PLANS.search(question) and says_window(question)):
        return "event"
    if VISITS.search(question) and not says_pronoun(question):
        return "event"  # "我今年去过几次上海？": visits to a place are the events there; "她家" is hers
    if _PEOPLE.search(question):
        return "person"
    return None


# A direction word that says the attribute too: "谁最高" of people is a height, "哪个活动最长" a duration.
_PEOPLE_BY_WORD = {
    **dict.fromkeys(["最高", "更高", "最矮", "更矮", "tallest", "taller", "shortest", "shorter"], "height"),
    **dict.fromkeys(["高一些", "高一点", "高些", "谁高", "矮一些", "矮一点", "谁矮", "stands tallest"], "height"),
    **dict.fromkeys(["最早", "最晚", "earliest", "latest"], "birthday"),
}
_EVENTS_BY_WORD = {
    **dict.fromkeys(["最长", "最短", "最久", "longest", "shortest"], "duration"),
    **dict.fromkeys(["最大", "最小", "最多", "最少", "biggest", "largest", "smallest", "most", "fewest"], "size"),
    **dict.fromkeys(["最早", "最晚", "earliest", "latest", "most recent"], "date"),
    **dict.fromkeys(["最近的一次", "最近一次", "最近的那次", "最近那次", "最近的一场", "最近那场"], "date"),
}


def implied_attribute(direction_words: Sequence[str], members: Sequence[EntityView]) -> str | None:
    """The attribute a comparison with no attribute named asks by its direction word, for these members."""
    events = bool(members) and all(v.entity.kind == "event" for v in members)
    table = _EVENTS_BY_WORD if events else _PEOPLE_BY_WORD
    for word in direction_words:
        if (attr := table.get(word.lower())) is not None:
            return attr
    return None


_IN_ZH = re.compile(r"在([\u4e00-\u9fff]{2,3}?)(?:参加|办|举办|举行|开|搞|的|有)")
_IN_EN = re.compile(r"\b(?:in|at)\s+[A-Z][a-z]+")
# A name as an English question capitalises it, not its first word ("Of the events…, how many were in Nashville?").
_TITLED = re.compile(r"(?<=\S )[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*")


def place_said(question: str, members: Sequence[EntityView]) -> bool:
    """Whether `question` names where some of these events were, with no word for "where": "成都的有几个？" of an
    event held at "成都东郊记忆", "how many were in Nashville?" of one "at the Ryman in Nashville". A venue's city
    opens a Chinese place value (its first two or three characters) and is a capitalised word of an English one."""
    if any(is_place(m[1]) for m in _IN_ZH.finditer(question)) or _IN_EN.search(question):
        return True  # "在南京参加的活动有几场？": a city none was held in still asks where each was
    places = [f.value for v in members if v.entity.kind == "event" for f in v.facts if f.attribute == "place"]
    for value in places:
        if re.match(r"[\u4e00-\u9fff]", value) and any(value[:k] in question for k in (2, 3) if len(value) > k):
            return True
        if any(re.search(rf"\b{re.escape(m[0])}\b", value) for m in _TITLED.finditer(question)):
            return True
    return False
