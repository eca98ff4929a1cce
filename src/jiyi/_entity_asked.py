"""What a question about the user's people asks: the attributes, a comparison's direction, a count, a change
(issue #21). Read from the question's own words once its names and relation words are taken out.

Attributes are read as people ask them, not as a pool words them: a place question in any wording ("分别在哪个
城市", "都在什么地方", "where are my teammates based", "what cities are my friends in") asks where they live —
unless it asks where they work ("在哪上班", "where do they work": the employer) or another attribute is named
beside the place word ("老家是哪个城市": the hometown); "what do my friends do?" asks their job, "for fun" what
they like. English attribute words are read in the plural too ("degrees", "cities").

An asked attribute a member does not hold may be answered by a close one it does (`FALLBACK`): an age by a
birthday, a hobby by a like and the other way round — the user says "爱好" of what the extractor filed as a like —
and a member holding both shows both (`BESIDE`).
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from ._attribute_words import ATTRIBUTE_TERMS
from ._entity_by_value import asks_who
from ._entity_models import EntityFact
from ._entity_words import (
    AGE_WORDS,
    CHANGE_CUES,
    COUNT_CUES,
    DIRECTION_TERMS,
    RELATION_TERMS,
    SET_CUES_EN,
    SET_CUES_ZH,
    TIE_TERMS,
    find_terms,
)
from ._places import country_of
from ._regions import asked_regions, region_asked_as_home
from .extractors._birth import BORN_IN_PLACE
from .extractors._entities_en_lexicon import DEGREE_NAMES_EN
from .extractors._rules_common import is_place

__all__ = [
    "BESIDE",
    "FALLBACK",
    "WHAT_LIKE",
    "Question",
    "asked_attributes",
    "attribute_words",
    "ranked",
    "read_question",
]

#: asked attribute -> the attribute that answers it when a member has none of the asked one
FALLBACK: dict[str, str] = {"age": "birthday", "birthday": "age", "hobby": "likes", "likes": "hobby"}
FALLBACK["school"] = "education"  # "how many went to college?" of people whose level alone is known
#: asked attribute -> one that answers it too, shown after it when a member holds both ("爱好" and "喜欢")
BESIDE: dict[str, str] = {"hobby": "likes", "likes": "hobby"}

#: Words that ask "where" and nothing more: where someone lives, unless the question names another attribute.
_PLACE_ZH = (
    "在哪",
    "在哪儿",
    "在哪里",
    "哪儿",
    "哪里",
    "什么地方",
    "哪个地方",
    "哪个城市",
    "哪座城市",
    "哪些城市",
    "什么城市",
    "哪个国家",
    "哪国",
)
_PLACE_EN = (
    "where",
    "city",
    "cities",
    "which city",
    "what city",
    "located",
    "location",
    "whereabouts",
    "which country",
    "what country",
)
_PLACE = frozenset((*_PLACE_ZH, *_PLACE_EN))

#: Words the shared lexicon lacks that name an attribute in everyday wording.
_MORE: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(["在哪家", "在哪个公司"], ("employer",)),
    **dict.fromkeys(["在哪上班", "在哪里上班", "在哪儿上班"], ("works_in", "employer")),
    # "在哪高就", "在哪儿打工": where someone works, in the polite and the plain word; "给谁打工": the employer
    **dict.fromkeys(["在哪高就", "在哪里高就", "在哪儿高就"], ("works_in", "employer")),
    **dict.fromkeys(["在哪打工", "在哪里打工", "在哪儿打工"], ("works_in", "employer")),
    **dict.fromkeys(["高就", "给谁打工", "给谁干活", "给谁上班", "给谁工作"], ("employer",)),
    # "是哪儿的人", "哪的人": where someone is from, not where they live
    **dict.fromkeys(["哪儿的人", "哪里的人", "哪的人", "什么地方的人", "哪个地方的人", "哪边的人"], ("from",)),
    # "where'd she go to uni?", "who went to uni": the school (its level answers too)
    **dict.fromkeys(["uni", "go to uni", "went to uni"], ("school",)),
    **dict.fromkeys(["岁数", "多少岁", "几岁", "how old"], ("age",)),
    **dict.fromkeys(["念到", "读到", "文化程度", "schooling", "education level", "level of education"], ("education",)),
    **dict.fromkeys(["读书", "念书", "书念", "读的书", "念的书", "in school", "qualifications"], ("education",)),
    **dict.fromkeys(["干什么的", "做什么的", "哪行", "哪一行", "行业", "line of work", "what they do"], ("job",)),
    **dict.fromkeys(["干嘛的", "做啥的", "干啥的", "干哪行", "做什么工作", "干什么工作", "啥工作"], ("job",)),
    **dict.fromkeys(["从事", "career", "careers"], ("job",)),
    **dict.fromkeys(["workplace", "work location", "place of work", "work place", "office location"], ("works_in",)),
    **dict.fromkeys(["文化水平", "学问"], ("education",)),
    **dict.fromkeys(["老乡", "同乡", "籍贯是"], ("from",)),  # "我身边浙江老乡有几个"
    **dict.fromkeys(["who's from", "who is from", "who are from", "that's from", "that are from"], ("from",)),
    # "list everyone from Chengdu", "anyone from up north?", "哪些人是从国外来的"
    **dict.fromkeys(["everyone from", "anyone from", "anybody from", "people from", "folks from"], ("from",)),
    **dict.fromkeys(["ones from", "someone from", "somebody from", "from abroad", "from overseas"], ("from",)),
    **dict.fromkeys(["从国外来", "国外来的", "从海外来", "海外来的", "外国人"], ("from",)),
    # "哪些活动是在上海举行的", "在北京办的有几个": where an event was held (people have no place: dropped for them)
    **dict.fromkeys(["举行的", "举办的", "办的", "召开的", "举行过", "举办过"], ("place",)),
    # when an event was (people have no date: dropped for them); "持续时间" is how long
    **dict.fromkeys(["什么时候", "什么时间", "的时间是", "哪一天", "when"], ("date",)),
    **dict.fromkeys(["持续时间", "多长时间"], ("duration",)),
    # what someone does in their own time: "平时都爱干什么" is not "干什么" (a job)
    **dict.fromkeys(["爱干什么", "爱干嘛", "爱做什么", "平时干什么", "平时都干什么"], ("hobby",)),
    **dict.fromkeys(["平时做什么", "平时都做什么"], ("hobby",)),
    **dict.fromkeys(["for fun", "passionate about", "keen on", "fond of"], ("hobby",)),
    # what someone is like: "what's Dana like as a person?", "what sort of person is my boss?", "人怎么样"
    **dict.fromkeys(["as a person", "as people", "sort of person", "type of person", "kind of guy"], ("trait",)),
    **dict.fromkeys(["what kind of people", "what sort of people", "人怎么样", "人品", "好相处"], ("trait",)),
    # living abroad in other words (`jiyi._places.asks_abroad` reads the same)
    **dict.fromkeys(["境外", "别的国家", "其他国家", "另一个国家"], ("lives_in",)),
    **dict.fromkeys(["another country", "other countries", "a different country", "out of the country"], ("lives_in",)),
}

#: "what do my friends do?", "what does Amy do these days?": the question ends on the verb (not "do for fun").
_WHAT_DO = re.compile(r"\bwhat\b.*\b(?:do|does)\s*(?:now|these days|nowadays|today)?\s*[?？.!]*\s*$", re.I)

#: A height said with its unit in the question: the threshold of a count names the attribute.
_HEIGHT_SAID = re.compile(
    r"\d+(?:\.\d+)?\s*(?:cm|厘米|公分|centimet)|[1１]\s*米\s*\d|[一二两]米[一二三四五六七八九]|\d\s*(?:'|’|foot\b|feet\b|ft\b)"
    r"|\b(?:four|five|six|seven)\s+(?:foot|feet)\b|(?<![\d.])[12]\.\d{1,2}\s*(?:m\b|meters?\b|metres?\b|米)",
    re.I,
)
#: "哪些人超过180", "谁比180高", "who's over 180?": a number of centimetres a person may stand, beside a bound, said
#: without its unit (an age has two digits; a weight or a price says its unit).
_HEIGHT_BARE = re.compile(
    r"(?:超过|高于|矮于|低于|不到|不足|比|过|over|under|above|below|taller than|shorter than)\s*(?:1[4-9]\d|2[0-2]\d)"
    r"(?![\d.]|\s*(?:斤|公斤|kg|lbs?|pounds|块|元|万|个|人|次|天|年|号|页|分|%))"
    r"|(?<![\d.])(?:1[4-9]\d|2[0-2]\d)\s*"
    r"(?:以上|以下|往上|往下|及以上|及以下|出头|\+|or (?:taller|shorter|over|under))",
    re.I,
)
#: "是山东人", "都是四川人": a place and 人 says where someone is from.
_FROM_SAID = re.compile(r"是(?!什么|哪|那|这|好|坏|个|一|我|你|他|她)(?:(?!的)[\u4e00-\u9fff]){2,4}?人(?![员士才家])")
#: "based in Denver for work": a place word said of work is where someone works.
_FOR_WORK = re.compile(r"\bfor (?:work|their jobs?|his job|her job|my job)\b", re.I)
#: "在南京工作", "在深圳上班": where someone works, when what stands after 在 is a city (not "在银行工作").
_WORK_AT_ZH = re.compile(r"在(?!哪|什么|啥)([\u4e00-\u9fff]{2,6}?)(?:那边|那儿|这边)?(?:工作|上班)")


def _a_city(name: str) -> bool:
    """A known city or country, or a name ending in 市 / 省 / 区 / 县 (`country_of`, `is_place`)."""
    return country_of(name) is not None or is_place(name)


#: "四川来的有几个", "东北过来的是谁": where people came from, said before who or how many.
_CAME_FROM = re.compile(r"[\u4e00-\u9fff]{2}(?:过)?来的(?:人)?(?:有|是|一共|共|都)")
#: "Where is X from?": the hometown, however much is said between.
_WHERE_FROM = re.compile(
    r"\bwhere\b.*\bfrom(?:,?\s+(?:originally|exactly|again|then|really|actually|anyway))?\s*[?？.!]*\s*$", re.I
)
#: A bare number beside a bound ("over 60", "52 or under", "aged 40"): an age.
_TENS_EN = (
    r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?"
)
_AGE_NUM = rf"(?:\d{{1,3}}|{_TENS_EN}|eighteen|nineteen|sixteen|seventeen)"  # "over forty", "under thirty-five"
_AGE_BOUND = re.compile(
    rf"\b(?:over|under|above|below|aged|at least|at most|more than|less than|older than|younger than|past|passed"
    rf"|beyond|north of|south of|not yet|turned)\s+{_AGE_NUM}\b"
    rf"(?!\s*(?:%|percent|people|events))|\b{_AGE_NUM}\s+or\s+(?:under|over|older|younger|more|less|below|above)\b"
    rf"|\b{_AGE_NUM}\s*(?:\+|and (?:over|up|above|older|under|below|younger)\b)",  # "40+", "50 and over"
    re.I,
)

#: "三十以内", "五十往上", "过了四十", "三十五及以下": a number of years with a bound, no unit — an age (a height
#: has three digits or a 米, a size a 人).
_TENS_ZH = r"(?:[二三四五六七八九]十[一二三四五六七八九]?|十[一二三四五六七八九]|[1-9]\d)(?![\d米厘公个人天周月年cm])"
_AGE_BOUND_ZH = re.compile(
    rf"(?:过了?|超过|不到|不满|满|小于|大于|高于|低于){_TENS_ZH}(?:岁)?"
    rf"|{_TENS_ZH}(?:岁)?(?:以内|以下|以上|往上|往下|及以下|及以上|出头|开外|之内)"
)
#: A value that says its attribute ("有谁是本科？", "how many have a PhD?"): an education level.
_LEVELS_ZH = "小学|初中|高中|中专|大专|专科|本科|硕士|博士|研究生"
_EDUCATION_SAID = re.compile(
    # said of someone ("是本科", "本科毕业的", "have a PhD"), not beside another question ("本科读的什么专业")
    rf"(?:是|有|念到|读到)(?:个)?(?:{_LEVELS_ZH})|(?:{_LEVELS_ZH})(?:毕业|学历|文凭|水平|以上|以下|及以上)"
    # "读过硕士的有几个", "有几个博士": a level alone, not a time of life ("本科读的什么专业", "研究生时")
    rf"|(?:{_LEVELS_ZH})(?!(?:都|也|还|是|时|的时候)?(?:读|学|念|上)|的?专业|时|的时候|期间|那|同学|生活|阶段)"
    r"|\b(?:ha(?:ve|s)|with|hold(?:s|ing)?|earned|got|finished|completed)\s+(?:at (?:least|most)\s+|more than\s+)?"
    rf"(?:an?\s+)?(?:{DEGREE_NAMES_EN}|bachelor(?:'?s)?|master(?:'?s)?)\b",
    re.I,
)
#: "做医生的", "是程序员", "当老师的": an occupation said of someone names the job (a space stands where a
#: relation word was taken out: "老师" is one).
_JOB_SAID = re.compile(
    r"(?:做|当|干)(?!什么|啥|哪)[\u4e00-\u9fff ]{1,4}?的|是(?:一名|一个|个|名)?[\u4e00-\u9fff]{0,3}"
    r"(?:师|员|医生|护士|警察|司机|记者|作家|会计|老板|经理|教授|工人|律师|厨师|保安|模特|演员|歌手)(?![傅父])"
)
_JOBS_EN = (
    "doctor|nurse|teacher|engineer|lawyer|accountant|pharmacist|programmer|developer|designer|farmer|driver|chef|cook"
    "|dentist|police officer|firefighter|artist|writer|salesperson|architect|scientist|consultant|banker|analyst"
    "|electrician|plumber|mechanic|carpenter|surgeon|therapist|vet|veterinarian|journalist|photographer|musician"
    "|actor|cashier|realtor|pilot|soldier|civil servant|software engineer|data scientist|researcher|librarian"
)
_JOB_SAID_EN = re.compile(
    rf"\b(?:are|is|as|were|was)\s+(?:a |an )?(?:{_JOBS_EN})s?\b"
    rf"|\b(?:how many|any|which|what)\s+(?:{_JOBS_EN})s?\b",  # "how many doctors do I know?", "any engineers"
    re.I,
)
#: "born in Ohio", "在济南出生的", "出生在杭州的": a birthplace is where someone is from (a date is the birthday).
_BORN_IN = re.compile(BORN_IN_PLACE, re.I)
#: "in their thirties", "in his forties": an age by its decade.
_DECADE = re.compile(
    r"\bin (?:their|his|her) (?:twenties|thirties|forties|fifties|sixties|seventies|eighties|[1-9]0['’]?s)\b", re.I
)
_NUM = r"[\d一二两三四五六七八九十百千万半]+"
#: "办了超过两天", "more than a week": a length of time said with a bound names the duration (of events).
_DURATION_SAID = re.compile(
    rf"(?:超过|多于|不到|少于|不止|长于|短于|至少|以上){_NUM}(?:个)?(?:天|周|星期|礼拜|月)"
    rf"|{_NUM}(?:个)?(?:天|周|星期|礼拜|月)(?:以上|以下|及以上|及以下|多)"
    r"|\b(?:more|longer|less|shorter|over|under) than (?:a|an|one|two|three|four|five|six|\d+)\s+"
    r"(?:days?|weeks?|months?)\b"
    # "ran for just a day", "lasted two weeks", "went on for a month"
    r"|\b(?:last(?:ed|s)?|ran|runs?|went on|goes on)\s+(?:for\s+)?(?:just |only |about |over |under )?"
    r"(?:a|an|one|two|three|four|five|six|seven|half a|\d+)\s+(?:days?|weeks?|months?|hours?)\b"
    rf"|(?:办了|开了|持续了?|进行了?)(?:{_NUM}|半)(?:个)?(?:天|周|星期|礼拜|月|小时)",
    re.I,
)
#: "超过一百人的", "上千人", "more than 100 people": a head count said with a bound names the size (of events).
_SIZE_SAID = re.compile(
    rf"(?:上|超过|过|不到|少于|多于|不止|至少){_NUM}(?:多)?(?:个)?人|{_NUM}(?:多)?人(?:以上|以下|左右|及以上)"
    r"|\b(?:(?:more|fewer|less|bigger|larger|smaller) than|over|under|at least|at most|above|below) \d+ "
    r"(?:people|attendees|guests|persons)\b",
    re.I,
)

#: A year said of an event ("2024年办的", "in 2023"): its date is the condition.
_YEAR_SAID = re.compile(r"(?<!\d)(?:19|20)\d\d\s*年|\b(?:in|during|since|before|after) (?:19|20)\d\d\b", re.I)
#: "happened in Hangzhou", "were in Shanghai": where an event was (dropped for people, `_fit_to_kind`).
_HELD_IN = re.compile(
    r"(?i:\b(?:happened|happen|took place|take place|was|were|ran|went on)\s+in\s+)(?=[A-Z\u4e00-\u9fff])"
)

#: "A和B谁大", "哪个高", "比郑雅琴高吗", "谁岁数大", "谁生日早": a comparison of two said without 最 / 更; the
#: adjective says the attribute when no word names it.
_COMPARE_ZH = re.compile(
    r"(?:谁|哪个|哪位|哪一个|哪一位)(?:的)?(?:个子|个头|身高|年纪|岁数|年龄|生日|出生)?(?:更|要|比较|稍微)?"
    r"(高|矮|大|小|老|年轻|年长|早|晚)(?!学|专|家|区|楼|会)"
    r"|比[一-鿿A-Za-z ]{1,10}?(?:更|还|要)?(高|矮|大|小|老|年轻|年长)(?:吗|么|不|呢|多少|些|一些|点|的|[？?]|$)"
)


def _asked_here(text: str, m: re.Match[str]) -> bool:
    """Whether a comparison word is asked, not said in passing ("谁大谁小都无所谓"): a question mark or particle
    after it, or the text ends on it."""
    after = text[m.end() :]
    return bool(re.search(r"[？?吗呢么]", text[m.start() :]) or re.fullmatch(r"[\s。.!！一些点儿啊呀]*", after))


_COMPARED = {
    "高": ("height", "high"),
    "矮": ("height", "low"),
    "大": ("age", "high"),
    "老": ("age", "high"),
    "年长": ("age", "high"),
    "小": ("age", "low"),
    "年轻": ("age", "low"),
    "早": ("birthday", "low"),
    "晚": ("birthday", "high"),
}

#: "where did Ben study?", "where's she studying now": a "where" said of studying asks the school ("what did he
#: study?" asks the subject, which recall has no attribute for).
_STUDIED = re.compile(r"\bstud(?:y|ied|ying|ies)\b|读的书|上的学|念的书|读书|念书|上学|读大学|上大学", re.I)

#: "what is Priya like?", "what's she like as a boss?", "what are my cousins like, personality-wise?": what someone
#: is like asks their personality, not what they like ("what does Priya like?" has no copula before it).
WHAT_LIKE = re.compile(
    r"(?:\bwhats\b|\bwhat\b(?:(?!\b(?:do|does|did|would|will|might|could|should|to)\b|['’]d\b).)*?(?:['’]s|['’]re"
    r"|\b(?:is|are|was|were)\b))(?:(?!\b(?:do|does|did|would|will|might|could|should|to)\b|['’]d\b).)*?\blike\b"
    r"(?!\s+(?:to|doing|eating|drinking|reading|watching|listening|playing|wearing)\b)",
    re.I,
)

#: "what are my friends into?": what they like (a question ending on "into").
_INTO = re.compile(r"\binto\s*[?？.!]*\s*$", re.I)

#: Direction words beyond the shared lexicon (both ask about age: "the most senior of my teammates").
_MORE_DIRECTIONS = {
    **dict.fromkeys(["most senior", "further", "furthest", "farthest", "比一比", "比比", "对比", "对比一下"], "high"),
    **dict.fromkeys(["最轻", "最年少", "born first"], "low"),
    # the youngest as families say it: "the baby of the bunch", "谁是老幺"
    **dict.fromkeys(["baby of the", "老幺", "小幺"], "low"),
    # "of A and B, who is the elder?", "谁先出生", "哪个活动办得最久"
    **dict.fromkeys(["the elder", "后出生", "晚出生", "出生得晚", "最久"], "high"),
    **dict.fromkeys(["先出生", "早出生", "出生得早", "comes first", "come first"], "low"),
    # where in the year birthdays come round: "一年里最后一个过生日", "谁生日最靠后", "the first birthday of the year"
    **dict.fromkeys(["最后一个过生日", "最后过生日", "最靠后", "靠后", "last birthday"], "high"),
    **dict.fromkeys(["第一个过生日", "最先过生日", "最靠前", "靠前", "first birthday"], "low"),
    # "A和B谁矮一些", "谁高一点": a comparison of two said without 最 / 更
    **dict.fromkeys(["矮一些", "矮一点", "矮些", "矮点", "谁矮", "个子小"], "low"),
    **dict.fromkeys(["高一些", "高一点", "高些", "谁高", "个子大", "stands tallest", "stand tallest"], "high"),
    # the newest of the user's events: "最近的一次活动", "the most recent event"
    **dict.fromkeys(
        ["最近的一次", "最近一次", "最近的那次", "最近那次", "最近的一场", "最近那场", "most recent"], "high"
    ),
}

#: The next of something that comes round each year: "whose birthday is next?", "any birthdays coming up",
#: "谁的生日最近", "下一个过生日的", "快过生日了"
_UPCOMING = re.compile(
    r"\b(?:next|upcoming|coming(?:\s+up)?|soonest|soon|closest)\b|下一个|下个|接下来|快到|快要|快过|马上|最近|即将",
    re.I,
)

_MORE_AGE_WORDS = frozenset({"most senior", "最轻", "最年少", "the elder", "baby of the", "老幺", "小幺"})


@dataclass(slots=True)
class Question:
    """What the question asks, read from its words (names and relation words taken out)."""

    text: str
    attributes: list[str] = field(default_factory=list)
    direction: str | None = None
    age_word: bool = False
    count: bool = False
    change: bool = False
    set_cue: bool = False
    #: a "where" asked with no attribute named: where someone lives, for people only
    place: bool = False
    #: the comparison words as found ("最高", "tallest"): one may name the attribute too (`jiyi._entity_everyone`)
    direction_words: list[str] = field(default_factory=list)
    #: attributes a word asks beside its first ("在哪工作": the city, and the employer): shown when known, never
    #: listed as not said
    optional: set[str] = field(default_factory=set)
    #: first attribute of such a word -> all it asks: the first is not said only when none of them is known
    either: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: the birthday that comes round next is asked ("whose birthday is next?", "谁快过生日了"): by the calendar
    #: from today, and an age answers nothing of it
    upcoming: bool = False

    def copy(self) -> Question:
        """A copy whose lists and sets are its own: recall adds to what it asks as it fits it to a set."""
        return replace(
            self,
            attributes=list(self.attributes),
            direction_words=list(self.direction_words),
            optional=set(self.optional),
            either=dict(self.either),
        )


@functools.cache
def attribute_words() -> dict[str, tuple[str, ...]]:
    """Word -> attributes: the lexicon's attribute words, the ones above, and English words in the plural."""
    out = dict(ATTRIBUTE_TERMS)
    for term, keys in list(out.items()):
        if term.isascii() and term.isalpha() and not term.endswith("s"):
            # "hobby" -> "hobbies", "birthday" -> "birthdays"
            out.setdefault(term[:-1] + "ies" if term.endswith("y") and term[-2:-1] not in "aeiou" else term + "s", keys)
    out.update(_MORE)
    return out


@functools.cache
def _attribute_terms() -> dict[str, tuple[str, ...]]:
    """`attribute_words` and the place words, for reading a question."""
    return {**dict.fromkeys(_PLACE, ("lives_in",)), **attribute_words()}


def asked_attributes(question: str | Question) -> set[str]:
    """The attributes `question` asks about (a text, or a question as read already), with those answering them
    too (a hobby question: the likes)."""
    q = read_question(question, question) if isinstance(question, str) else question
    asked = set(q.attributes)
    return asked | {BESIDE[a] for a in asked if a in BESIDE}


def read_question(question: str, rest: str) -> Question:
    """What `question` asks; `rest` is the question without the names and relation words it was found by."""
    q = Question(question)
    terms = _attribute_terms()
    found = find_terms(rest, terms)
    named = [t for t in found if t.text not in _PLACE]
    for t in named:
        keys = terms[t.text]
        q.optional.update(a for a in keys[1:] if a not in q.attributes)
        if len(keys) > 1:
            q.either.setdefault(keys[0], keys)
        q.attributes.extend(a for a in keys if a not in q.attributes)
    q.optional -= {terms[t.text][0] for t in named}  # asked first by another word: asked in its own right
    if len(named) < len(found):  # a place word
        if set(q.attributes) == {"employer", "job"}:
            # "where do they work": the city they work in and the employer, not the job
            q.attributes = ["works_in", *(a for a in q.attributes if a not in ("job", "works_in"))]
            q.optional.add("employer")
            q.either["works_in"] = ("works_in", "employer")
        elif not named:
            q.attributes.append("lives_in")
            q.place = True
    if set(q.attributes) == {"employer", "job"} and (m := _WORK_AT_ZH.search(rest)) and _a_city(m.group(1)):
        # "有几个人在南京工作？": the city they work in (the employer beside it), not the job
        q.attributes = ["works_in", "employer"]
        q.optional.add("employer")
        q.either["works_in"] = ("works_in", "employer")
    if "lives_in" in q.attributes and _FOR_WORK.search(rest):
        # "who's based in Denver for work?", "where do they live for work": the city they work in
        q.attributes = ["works_in", *(a for a in q.attributes if a not in ("lives_in", "works_in", "job"))]
        q.place = False
    if q.place and _STUDIED.search(rest):
        q.attributes = ["school" if a == "lives_in" else a for a in q.attributes]  # "where did Ben study?"
        q.place = False
    if _WHERE_FROM.search(rest) and "from" not in q.attributes:
        q.attributes.insert(0, "from")  # "where is the cousin who works in Denver from?"
        if q.place:  # the "where" read as where they live: it asks where they are from
            q.attributes.remove("lives_in")
            q.place = False
    if "likes" in q.attributes and WHAT_LIKE.search(rest):
        # "what's Priya like?": her personality; "like" is not what she likes
        q.attributes = ["trait", *(a for a in q.attributes if a not in ("likes", "hobby", "trait"))]
    if not q.attributes and (_FROM_SAID.search(rest) or _CAME_FROM.search(rest)):
        q.attributes.append("from")  # "多少人是山东人？": where they are from
    low = question.lower()
    q.count = any(c in low for c in COUNT_CUES)
    if not q.attributes and asked_regions(rest) and (q.count or not asks_who(rest)):
        # "有几个四川的", "列一下我认识的四川人": where they are from, every one's (a "who" lists those who are);
        # "any of my friends in Europe?", "有几个在四川的": where they live
        q.attributes.append("lives_in" if region_asked_as_home(rest) else "from")
    if not q.attributes and (_HEIGHT_SAID.search(rest) or _HEIGHT_BARE.search(rest)):
        q.attributes.append("height")  # "how many are under 185 cm?", "有几个人不到1米7"
    elif q.attributes in ([], ["size"]) and (_AGE_BOUND.search(rest) or _AGE_BOUND_ZH.search(rest)):
        # ("三十五及以下的人数": 人数 names an event's size, which people have not)
        q.attributes.append("age")  # "how many people are over 60?", "aged 52 or under"
    if not q.attributes and _EDUCATION_SAID.search(rest):
        q.attributes.append("education")  # "有谁是本科？": the level names the attribute
    if "birthday" in q.attributes and _BORN_IN.search(rest):
        q.attributes = ["from" if a == "birthday" else a for a in q.attributes if a != "from"]
    if not q.attributes and _DECADE.search(rest):
        q.attributes.append("age")  # "how many are in their thirties?"
    if not q.attributes and (_JOB_SAID.search(rest) or _JOB_SAID_EN.search(rest)):
        q.attributes.append("job")  # "有几个人是做医生的？"
    if not q.attributes and _DURATION_SAID.search(rest):
        q.attributes.append("duration")  # "哪几场活动办了超过两天？"
    elif not q.attributes and _SIZE_SAID.search(rest):
        q.attributes.append("size")  # "超过一百人的活动有几个？"
    elif not q.attributes and _HELD_IN.search(rest):
        q.attributes.append("place")  # "which events happened in Hangzhou?" (asks nothing of people)
    if _YEAR_SAID.search(rest) and "date" not in q.attributes and "birthday" not in q.attributes:
        q.attributes.insert(0, "date")  # "2024年办的活动有几个？" (an event's date; asks nothing of people)
    if not q.attributes and _WHAT_DO.search(rest):
        q.attributes.append("job")
    elif not q.attributes and _INTO.search(rest):
        q.attributes.append("hobby")
    directions = find_terms(rest, {**DIRECTION_TERMS, **_MORE_DIRECTIONS})
    if directions:
        first = directions[0].text
        q.direction = DIRECTION_TERMS.get(first) or _MORE_DIRECTIONS[first]
        q.direction_words = [t.text for t in directions]
        q.age_word = any(t.text in AGE_WORDS or t.text in _MORE_AGE_WORDS for t in directions)
    # asked, not said in passing ("谁大谁小都无所谓")
    if q.direction is None and (m := _COMPARE_ZH.search(rest)) and _asked_here(rest, m):
        attr, q.direction = _COMPARED[m.group(1) or m.group(2)]
        q.direction_words = [m.group(0)]
        q.age_word = attr == "age"
        if not q.attributes:
            q.attributes.append(attr)
    q.change = bool(find_terms(question, CHANGE_CUES))
    q.upcoming = "birthday" in q.attributes and bool(_UPCOMING.search(rest))
    q.set_cue = any(c in question for c in SET_CUES_ZH) or any(
        not _relative_who(question, t.start, t.text) for t in find_terms(question, SET_CUES_EN)
    )
    return q


#: One person said before a "who" that tells which one ("this brother of mine who got made night manager", "my
#: mum, who's into lino printing"): the "who" starts a clause about them, it asks nothing of a set.
_ONE_BEFORE = re.compile(r"\b(?:mine|ours|yours|one|person|someone|somebody|guy|bloke|lady|woman|man|girl)\s*,?\s*$")
_WORD_BEFORE = re.compile(r"([a-z][a-z'-]*)\s*,?\s*$")


def _relative_who(question: str, start: int, term: str) -> bool:
    """Whether the "who" at `start` follows one person named by a singular word (a relation: "brother", "mum"), so
    it begins a relative clause rather than asking who of several; a casual tie ("nan", "cuz") only after "my" or
    "our"."""
    if term != "who":
        return False
    before = question[:start].lower()
    if _ONE_BEFORE.search(before):
        return True
    word = _WORD_BEFORE.search(before)
    if word is None or word.group(1) not in TIE_TERMS or TIE_TERMS[word.group(1)][1]:
        return False
    return word.group(1) in RELATION_TERMS or re.search(r"\b(?:my|our)\s+$", before[: word.start(1)]) is not None


_LATIN_WORD = re.compile(r"[a-z0-9]+")


@functools.lru_cache(maxsize=256)
def _keys(text: str) -> frozenset[str]:
    """Latin words of three letters or more (a plural's "s" off) and pairs of Chinese characters."""
    low = text.lower()
    out = {w.removesuffix("s") for w in _LATIN_WORD.findall(low) if len(w) >= 3}
    han = [ch if "\u4e00" <= ch <= "\u9fff" else " " for ch in low]
    out.update(a + b for a, b in itertools.pairwise(han) if a != " " and b != " ")
    return frozenset(out)


def ranked(groups: Mapping[str, Sequence[EntityFact]], question: str) -> list[tuple[str, Sequence[EntityFact]]]:
    """A member's facts (attribute -> facts) with those sharing words with the question first, in their order
    otherwise: when no attribute is read, what the question's own words touch is what a short line keeps.
    Words only (no vectors): it runs for every member on the `context()` read path."""
    asked = _keys(question)
    if not asked:
        return list(groups.items())

    def score(item: tuple[str, Sequence[EntityFact]]) -> int:
        attr, facts = item
        said = " ".join([attr.replace("_", " "), *(f"{f.label} {f.value}" for f in facts)])
        return -len(_keys(said) & asked)

    return sorted(groups.items(), key=score)
