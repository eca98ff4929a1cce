"""The wider phrasings of the entity extractor's facts, and the note kept when no attribute fits.

The core rules (`_entities_zh`, `_entities_en`) read the most common way to say each attribute. People say them
many more ways ("念完了本科", "一有空就去滑雪", "settled in Denver", "gets hives from latex"): this module reads
those, on the predicate as said, after the time words and adverbs that only frame it ("前两年", "a while ago",
"really") are set aside. What still fits no attribute, said of a person the message clearly names, is kept as a
`note` whose value is the predicate as said ("前年搬到了西安" -> lives_in; "just started a pottery class" -> note),
so nothing the user told about someone is lost; only a plain statement becomes a note (no question, wish, plan,
negation or request), within sane length bounds.
"""

from __future__ import annotations

import re

from .._text import tagger
from ._age_en import AGE_AHEAD_EN
from ._age_zh import with_sui
from ._entities_en_lexicon import DEGREE_LETTERS_EN, DEGREE_NAMES_EN, NO_PASTIME, NOT_TRADE
from ._entities_profile_words_zh import EDU as EDU_ZH
from ._entities_profile_words_zh import NOT_JOB_END
from ._rules_common import is_place
from ._rules_zh_facts import COMPOUND_SURNAME, NAME_BAD, SURNAMES

__all__ = [
    "JOB_EN",
    "JOB_END",
    "LEAD_IN_EN",
    "NOT_JOB",
    "NOT_JOB_START",
    "ONE_OF_EN",
    "POSSESSIVE_EN",
    "jieba_name",
    "more_fact_en",
    "more_fact_zh",
    "note_en",
    "note_zh",
    "pet_name",
    "singular_en",
    "tidy_en",
    "trim_when_en",
]

Fact = tuple[str, str, str]  # (attribute, label, value)

# --- Chinese -----------------------------------------------------------------------------------------------
# Time words and adverbs that frame a predicate without being part of what it says ("前两年搬到了西安").
_WHEN_ZH = (
    r"(?:前两年|前几年|这两年|这几年|前些年|几年前|去年|前年|今年|上个月|这个月|前阵子|这阵子|这段时间|最近|早就|早已|"
    r"年初|年底|刚刚|刚|已经|现在|目前|如今|平时|一直|也|还|都|就|本来|其实|真的|终于|后来)*"
)
_NUM_ZH = r"(?:\d{1,3}|[一二两三四五六七八九十]{1,3})"
# What a job word ends in: 牙医, 建筑师, 公务员, 记者, 木匠 … (never 好人, 新手: see `NOT_JOB`).
JOB_END = (
    r"(?:医生|大夫|牙医|兽医|中医|师|员|工|匠|家|者|手|官|警|警察|司机|老板|经理|主管|总监|主任|老师|教授|教练|护士|"
    r"律师|会计|记者|编辑|导演|演员|模特|主播|博主|厨子|保安|保姆|月嫂|快递小哥|外卖小哥|CEO|CTO|HR)"
)
NOT_JOB = re.compile(r"^(?:新手|老手|高手|好手|能手|选手|对手|帮手|助手|歌手|水手|专家|大家|人家|东家|行家|作家)$")
# nor how long something went on ("做了二十年手工": a while, then what was done)
NOT_JOB_START = re.compile(
    r"^(?:个|好|坏|很|挺|老实|热心|急|慢|(?:\d+|[一二两三四五六七八九十几]+|好几|很多|好多)多?(?:年|个月|天))"
)

_MORE_ZH: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (a, label, re.compile(p))
    for a, label, p in (
        # what they eat: "吃素好多年了", "一直吃清真", "是个素食主义者" (kept as said; 素食主义者 is no trade)
        (
            "diet",
            "饮食",
            r"^(?:一直|常年|长期|现在|也|都|从小|早就|已经|开始)?(?:在)?(?P<v>吃(?:全|长)?素|吃斋|吃清真)"
            r"(?:了|的|好多年了?|很多年了?|多年了?|[\d一二两三四五六七八九十几]+年了?)?$",
        ),
        ("diet", "饮食", r"^(?:是|算是)?(?:个|一个|一名)?(?:严格的|纯)?(?P<v>素食主义者|素食者|纯素主义者)(?:了)?$"),
        ("education", "学历", rf"^(?P<v>{EDU_ZH})(?:毕业|学历|文凭|在读|肄业)(?:的)?$"),
        (
            "education",
            "学历",
            rf"^(?:只|才)?(?:念完了?|读完了?|读到了?|念到了?|读了|念了|上完了?|拿的是|拿了个?|拿到了?|有)"
            rf"(?P<v>{EDU_ZH})(?:学历|文凭|学位)?(?:就[^，。]{{0,8}}|毕业)?$",
        ),
        ("education", "学历", rf"^(?:是)?(?P<v>{EDU_ZH})(?:学历|文凭|学位)$"),
        ("education", "最高学历", rf"^(?:的)?最?高学历(?:是|为|只有|才)(?P<v>{EDU_ZH})$"),
        (
            "age",
            "年龄",
            rf"^(?:今年)?(?:刚|都|已经|快)?(?:满了?|过了?|过完了?)?(?P<v>{_NUM_ZH}(?:周?岁))(?:了)?(?:生日)?$",
        ),
        # "都32了", "快40了": a bare number and 了 is an age, as "快40岁了" is (快40岁: nearly, as said)
        ("age", "年龄", rf"^(?:今年)?(?:都|已经)?(?P<v>快?{_NUM_ZH})(?:岁)?了$"),
        ("age", "年龄", rf"^(?:的)?(?:年纪|年龄)(?:是|有)?(?P<v>{_NUM_ZH}(?:周?岁)?)(?:了)?$"),
        ("birthday", "出生", r"^(?:出生于|生于)(?P<v>[^，。]{2,16})$"),
        ("lives_in", "定居", r"^(?:定居|现居|常住|长住|久居|住)(?:在|于)?(?P<v>[^，。]{2,10}?)(?:了)?$"),
        (
            "lives_in",
            "搬到",
            r"^(?:搬到了?|搬去了?|搬回了?|搬家到了?|移居到?了?|移民到?了?|去了)(?P<v>[^，。]{2,10}?)(?:了|住了|定居了?)?$",
        ),
        ("lives_in", "在…安家", r"^(?:在|到)(?P<v>[^，。]{2,10}?)(?:安家|定居|落户|扎根|买了房)(?:了)?$"),
        ("lives_in", "在", r"^(?:一家(?:人|子|三口|四口)?|全家|人|家)(?:都|也)?在(?P<v>[\u4e00-\u9fff]{2,6})$"),
        # ("在海底捞干": 干 alone at the end, the way chat says 干活)
        ("employer", "在…工作", r"^在(?P<v>[^，。]{2,12}?)(?:做事|干活|打工|上班|工作|任职|供职|实习|当差|干)(?:了)?$"),
        ("allergy", "过敏", r"^对(?P<v>[^，。]{1,10}?)(?:严重|特别|有点|轻微|非常|很)过敏$"),
        (
            "allergy",
            "过敏",
            r"^(?:吃了?|碰了?|一吃|一碰|一沾|沾了?)(?P<v>[^，。]{1,8}?)(?:就)?(?:会)?(?:过敏|起疹子|长疹子|起红疹|起包|浑身痒)$",
        ),
        ("allergy", "不能碰", r"^(?P<l>不能碰|碰不得|沾不得|不能沾|一点都不能碰)(?P<v>[^，。]{1,10})$"),
        ("allergy", "不能吃", r"^(?P<v>[^，。]{1,8}?)(?:一点)?(?:都|也)?(?:不能吃|不能碰|碰不得|吃不得)$"),
        ("likes", "喜欢", r"^(?:一有空就|一有时间就|有空就|没事就|一到周末就|周末总)(?:去|会)?(?P<v>[^，。]{1,12})$"),
        ("likes", "热衷于", r"^(?P<l>热衷于|迷上了?|沉迷于?|痴迷于?|爱上了?|喜欢上了?|着迷于)(?P<v>[^，。]{1,16})$"),
        ("hobby", "爱好", r"^(?:最?大的|平时的|唯一的)?(?:爱好|兴趣爱好|兴趣)(?:是|就是)(?P<v>[^，。]{1,16})$"),
        ("job", "职业", r"^(?:的)?(?:本职工作|本职|工作|职业|正职)(?:是|就是)(?P<v>[^，。]{2,12})$"),
        ("job", "职业", r"^(?:干|做|从事)(?P<v>[^，。]{1,8}?)这(?:一)?行(?:的|好多年了?|很多年了?|多年了?|几年了?)?$"),
        (
            "job",
            "职业",
            rf"^(?:是个|是一个|是一名|是一位|是名|当了?|做了?|干了?)(?P<v>[^，。是的]{{0,8}}?{JOB_END})(?:好多年了?|很多年了?|多年了?|几年了?|有些年头了)?$",
        ),
        ("job", "职业", rf"^(?:是)?做(?P<v>[^，。是的]{{0,8}}?{JOB_END})的$"),
    )
)


def more_fact_zh(rest: str) -> Fact | None:
    """The fact one Chinese predicate states in a wider phrasing, or None."""
    said = re.sub(rf"^{_WHEN_ZH}", "", rest).strip() or rest
    said = re.sub(r"(?<=[的了岁\d])(?:撒|哇|嗷|捏|噢)+$", "", said)  # "是邯郸的撒": a dialect's tail
    said = re.sub(r"(?<![了的])(?:喽|咯)$", "了", said)  # "都40喽": 了, said softly
    said = re.sub(r"(?:啦|啊|呀|哦|呢|嘛|吧|嘞|咯|喽|哟|呗)+$", "", said)
    for attribute, label, pattern in _MORE_ZH:
        m = pattern.match(said)
        if not m:
            continue
        value = m["v"].strip()
        if attribute == "job" and (
            len(value) < 2 or NOT_JOB.match(value) or NOT_JOB_START.match(value) or NOT_JOB_END.search(value)
        ):
            return None
        if attribute == "lives_in" and label == "在" and not is_place(value):
            return None  # "人在开会": what they are doing, not where they live
        if attribute == "lives_in" and label == "搬到" and said.startswith("去了") and not is_place(value):
            return None  # "去了趟超市"
        if attribute == "employer" and is_place(value):
            return ("works_in", "在…工作", value)
        if attribute == "age":
            value = with_sui(value)  # "都54了": an age, said as the other ages are
        return attribute, m.groupdict().get("l") or label, value
    return None


# A note is a plain statement: not a wish, plan, guess or negation, not about the user or the assistant.
_NOT_NOTE_ZH = re.compile(
    r"[我你您咱它]|这个|那个|这些|那些|这样|那样|^(?:的|是|不|没|别|想|要|会|能|可能|应该|也许|估计|好像|打算|准备|希望|觉得|说|问|让|叫|被|把|和|跟|与|"
    r"对|给|在|这|那|个|们|就是|吧|呢)|(?:吗|呢|吧|么)$"
)
_VERB_ZH = re.compile(
    r"搬|住|去|来|回|开|学|报|考|买|卖|养|生|结|离|换|辞|升|跳|创|办|做|当|干|带|拿|得|获|参加|加入|退|出|病|住院|"
    r"手术|怀|嫁|娶|订|装|修|跑|爬|练|写|拍|画|唱|弹|种|读|看|玩|迷|爱|喜欢|讨厌|怕|戒|减|瘦|胖|长|剪|染|考上|"
    r"了|过"
)


# What happened today or is about to (请假了, 在开会): an event of a day, not something lasting about them.
_TODAY_ZH = re.compile(r"今天|今晚|今早|昨天|昨晚|刚才|明天|明早|这会儿|正在|待会|马上|一会儿")
_TODAY_EN = re.compile(
    r"\b(?:today|tonight|yesterday|tomorrow|this\s+(?:morning|afternoon|evening)|right\s+now|at\s+the\s+moment)\b",
    re.IGNORECASE,
)


def note_zh(rest: str) -> str | None:
    """What a Chinese clause says of someone when no attribute fits, kept as said; None when it is no plain
    statement (see the module docstring) or too short or long to stand as one."""
    said = re.sub(r"(?:啦|啊|呀|哦|嘛)+$", "", rest.strip())
    if not 3 <= len(said) <= 30 or _NOT_NOTE_ZH.search(said) or not _VERB_ZH.search(said) or _TODAY_ZH.search(said):
        return None
    if not re.search(r"[\u4e00-\u9fff]", said):
        return None
    return said


_HAN = re.compile(r"[\u4e00-\u9fff]+")


# A verb the segmenter runs into the name before it: what may follow it for it to be the verb (None: anything)
_RUN_ON: dict[str, frozenset[str] | None] = {
    "去": None,
    "回": None,  # "冼嘉欣回广州了": 回 ends no name
    "读": None,
    "来": frozenset(("", "ul", "uguo", "x")),
    "升": frozenset(("", "ul", "n")),
    "家": frozenset(("v", "p")),  # "王磊家是温州的", "王磊家在城西": where they are from, where they live
}


def jieba_name(text: str) -> str | None:
    """The person's name `text` opens with, when the segmenter reads one there as a whole word: a surname and a
    given name of one or two characters, ending where the segmenter ends the word, whatever follows it."""
    tag = tagger()
    if tag is None or not text or text[0] not in SURNAMES:
        return None
    tokens = tag(text[:12])
    if not tokens:
        return None
    word, flag = tokens[0]
    if len(word) == 4 and word[3] in "去回" and flag.startswith("nr") and not re.match(COMPOUND_SURNAME, word):
        word = word[:3]  # "冼嘉欣回广州了": a three-character name and the verb the segmenter ran into it
    if len(word) == 3 and word[2] in _RUN_ON and flag.startswith("nr"):
        # "王芳来杭州了", "张伟去上海出差了", "王磊读了个MBA", "王磊升经理了": the segmenter runs a name into the verb
        # after it; 去 and 读 end no name, 来 and 升 one (李春来, 李建升) unless a place, object, 了 or the end follows
        then, follows = tokens[1][1] if len(tokens) > 1 else "", _RUN_ON[word[2]]
        if follows is None or then in follows or then[:2] == "ns":
            word, flag = word[:2], "nr"
    # a two-character word only when tagged a name outright: 杨家 / 豪是 is the segmenter cutting 杨家豪 short
    if (flag == "nr" or (flag.startswith("nr") and len(word) == 3)) and 2 <= len(word) <= 3 and _HAN.fullmatch(word):
        return None if NAME_BAD.search(word) else word
    # 高 / 博文: a surname the segmenter read as an adjective, and a given name it tagged as a name
    if len(word) == 1 and len(tokens) > 1 and tokens[1][1].startswith("nr") and 1 <= len(tokens[1][0]) <= 2:
        joined = word + tokens[1][0]
        return None if NAME_BAD.search(joined) else joined
    return None


def pet_name(text: str) -> tuple[str, str] | None:
    """The name after a pet word ("我家猫橘子今年三岁", "柯基可乐…"): the first word when the segmenter reads a
    noun or a name there, not a verb, adverb, time or number; and what follows it."""
    tag = tagger()
    if tag is None or not text:
        return None
    tokens = tag(text[:12])
    if len(tokens) < 2:
        return None
    word, flag = tokens[0]
    if not (2 <= len(word) <= 3 and _HAN.fullmatch(word)) or not re.match(r"^(?:n|nr|nz|ns|j|i|l|o)", flag):
        return None
    if NAME_BAD.search(word) or re.search(r"[的了过着是在有和跟我你他她它们]", word):
        return None
    return word, text[len(word) :].strip()


# --- English -----------------------------------------------------------------------------------------------
_I = re.IGNORECASE
# Trailing words that date or hedge a predicate ("moved to Austin a while ago", "is 58, believe it or not").
_TRAIL_EN = re.compile(
    r"(?:,?\s+(?:last|this|next)\s+(?:week|month|year|spring|summer|fall|autumn|winter|weekend)"
    r"|,?\s+(?:a\s+(?:while|few\s+(?:years|months|weeks)|couple\s+(?:of\s+)?(?:years|months|weeks)|year|month)|"
    r"(?:two|three|four|five|six|\d+)\s+(?:years|months|weeks))\s+(?:ago|back)"
    r"|,?\s+(?:at|over|on)\s+the\s+weekend|,?\s+(?:yesterday|today|last\s+night|the\s+other\s+day)"
    r"|,?\s+in\s+the\s+(?:spring|summer|fall|autumn|winter)|,?\s+in\s+(?:19|20)\d\d|,?\s+since\s+(?:19|20)\d\d"
    r"|,?\s+(?:recently|lately|these\s+days|nowadays|now|atm|at\s+the\s+moment|right\s+now|already|apparently|"
    r"by\s+(?:trade|profession)|"
    r"full[-\s]time|(?:on\s+a\s+)?(?:contract|temp|temporary|permanent)(?:\s+role|\s+basis|\s+job)?|for\s+(?:years|ages|a\s+while|"
    r"a\s+long\s+time|(?:a\s+few|two|three|four|five|ten|\d+)\s+years))"
    r"|,?\s+believe\s+it\s+or\s+not|,?\s+if\s+you\s+can\s+believe\s+it|,?\s+at\s+night\s+school)+$",
    _I,
)
_INNER_EN = re.compile(
    r"^(is|was|got|has|have|gets|can't|cannot)\s+(?:really|actually|just|also|still|totally|super|so|very|pretty|"
    r"now|already|finally|recently|seriously|kind\s+of|kinda)\s+",
    _I,
)
# after an article ("finished a B.S. in nursing"): the short letters are a degree too, and "a diploma"
_EDU_EN = rf"(?:{DEGREE_NAMES_EN}|{DEGREE_LETTERS_EN}|diploma)"
_PLACE_EN = (
    r"(?P<v>(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*){0,3}(?:,\s*(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?)?)"
)
_ORG_EN = r"(?P<v>(?-i:[A-Z0-9])[\w&.'-]*(?:\s+(?:of\s+|&\s+)?(?-i:[A-Z0-9])[\w&.'-]*){0,3})"
_THING = r"(?P<v>[^,;]{1,40}?)"
_MORE_EN: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (a, label, re.compile(p + r"$", _I))
    for a, label, p in (
        # what they eat: "is a vegetarian", "went vegan last year", "keeps kosher", "only eats halal"
        (
            "diet",
            "diet",
            r"^(?:is|'s|has\s+been|was|went|has\s+gone|became|turned|is\s+now|is\s+strictly|is\s+mostly)\s+"
            r"(?:now\s+)?(?:an?\s+)?(?:strict\s+|full\s+|total\s+|lifelong\s+|committed\s+)?"
            r"(?P<v>vegetarian|vegan|pescatarian|pescetarian|gluten-free)"
            r"(?:\s+(?:now|these\s+days|for\s+[^,;]{1,20}|since\s+[^,;]{1,20}|last\s+\w+|this\s+\w+|forever|"
            r"ever\s+since(?:\s+[^,;]{1,20})?|all\s+(?:her|his|their)\s+life))?$",
        ),
        ("diet", "diet", r"^(?:keeps|eats\s+only|only\s+eats|eats)\s+(?P<v>kosher|halal)$"),
        (
            "education",
            "has a",
            rf"^(?:got|earned|holds|has|finished|completed|received|went\s+back\s+to\s+school\s+for|is\s+working\s+on|"
            rf"is\s+finishing|graduated\s+with|has\s+got|went\s+to\s+school\s+for)\s+(?:a|an|her|his|their)\s+(?P<v>{_EDU_EN})"
            r"(?:\s+(?:in|from|at)\s+[^,;]{1,40})?",
        ),
        (
            "education",
            "highest degree",
            rf"^(?:'s|is|'s\s+got)\s+highest\s+(?:degree|education)\s+is\s+(?:a|an)\s+(?P<v>{_EDU_EN})",
        ),
        ("age", "age", r"^(?P<v>\d{1,3})\s+(?:years?|yrs?)\s+old"),
        ("education", "highest degree", rf"^(?:highest\s+degree|education)\s+is\s+(?:a|an)\s+(?P<v>{_EDU_EN})"),
        # "was filling in the job form and put a doctorate as highest education": what a form was given
        (
            "education",
            "highest degree",
            r"^(?:was\s+filling\s+(?:in|out)\s+[^,;]{1,30}?\s+and\s+)?(?:put|wrote|listed|ticked|entered)\s+(?:down\s+)?"
            rf"(?:a\s+|an\s+)?(?P<v>{_EDU_EN}|A-levels?|GCSEs?)\s+(?:down\s+)?(?:as|for)\s+(?:(?:her|his|their)\s+)?"
            r"highest\s+(?:education|qualification|degree|level\s+of\s+education)",
        ),
        (
            "age",
            "age",
            r"^(?:turned|just\s+turned|hit|just\s+hit|is|'s|reached|will\s+be|is\s+turning|celebrated\s+(?:her|his|their)?)\s+"
            r"(?P<v>\d{1,3})(?:(?:st|nd|rd|th)\s+birthday|\s+years?\s+old|\s+years?\s+young)?"
            r"(?:\s+(?:in|on|last|back\s+in)\s+[A-Za-z]+(?:\s+\d{1,2})?)?(?:\s+and\s+[^,;]{1,40})?",
        ),
        (
            "lives_in",
            "lives in",
            rf"^(?:settled|relocated|moved|moved\s+(?:out|over|back|down|up|away)|has\s+settled|has\s+relocated|"
            rf"ended\s+up|lives|is\s+living|lives\s+(?:over|out|down|up|back)|has\s+a\s+(?:place|house|home|flat|"
            rf"apartment|condo))\s+(?:in|to)\s+{_PLACE_EN}",
        ),
        ("lives_in", "based in", rf"^(?:is\s+)?based\s+(?:out\s+of|in)\s+{_PLACE_EN}"),
        ("lives_in", "calls home", rf"^(?:calls|now\s+calls)\s+{_PLACE_EN}\s+home"),
        (
            "employer",
            "works for",
            rf"^(?:works\s+for|works\s+over\s+at|is\s+on\s+(?:the\s+)?staff\s+(?:at|of)|took\s+a\s+(?:job|position|role)\s+(?:at|with)|got\s+(?:hired|a\s+job|an\s+offer)\s+"
            rf"(?:at|by|from)|joined|is\s+(?:at|with)|has\s+been\s+(?:at|with)|is\s+employed\s+(?:at|by)|started\s+"
            rf"(?:at|with)|landed\s+a\s+job\s+(?:at|with)|went\s+to\s+work\s+(?:at|for)|is\s+working\s+for)\s+{_ORG_EN}",
        ),
        (
            "allergy",
            "allergic to",
            rf"^(?:can't|cannot|can\s+not)\s+(?:have|eat|touch|be\s+around|go\s+near)\s+{_THING}",
        ),
        (
            "allergy",
            "allergic to",
            rf"^(?:breaks\s+out|gets\s+hives|gets\s+a\s+rash|swells\s+up|gets\s+sick|itches)\s+(?:from|with|around|after)\s+{_THING}",
        ),
        (
            "allergy",
            "allergic to",
            rf"^(?:has|got)\s+an?\s+(?:severe\s+|bad\s+|mild\s+|serious\s+)?allergy\s+to\s+{_THING}",
        ),
        (
            "allergy",
            "allergic to",
            r"^(?:has|got)\s+an?\s+(?:severe\s+|bad\s+|mild\s+)?(?P<v>[\w-]+(?:\s+[\w-]+)?)\s+allergy",
        ),
        ("allergy", "allergic to", rf"^(?:reacts|reacted)\s+(?:badly|terribly|poorly|strongly)\s+to\s+{_THING}"),
        ("allergy", "allergic to", rf"^is\s+(?:severely\s+|deathly\s+|mildly\s+)?allergic\s+to\s+{_THING}"),
        (
            "likes",
            "is into",
            rf"^(?P<l>(?:is|got|has\s+gotten|has\s+been|was)\s+(?:hooked\s+on|into|big\s+on|obsessed\s+with|crazy\s+about|"
            rf"passionate\s+about|addicted\s+to|mad\s+about|a\s+(?:big\s+|huge\s+)?fan\s+of)|can't\s+get\s+enough\s+of|"
            rf"lives\s+for|adores)\s+{_THING}",
        ),
        ("likes", "favorite", rf"^(?:'s|is)\s+favou?rite\s+(?:thing|hobby|pastime|activity)\s+is\s+{_THING}"),
        ("likes", "favorite", rf"^favou?rite\s+(?:thing|hobby|pastime|activity)\s+is\s+{_THING}"),
        ("hobby", "took up", rf"^(?P<l>picked\s+up|took\s+up|has\s+taken\s+up|got\s+into)\s+{_THING}"),
        (
            "hobby",
            "spends time on",
            rf"^spends\s+(?:all\s+)?(?:(?:her|his|their)\s+)?(?:free\s+time|weekends|evenings|spare\s+time)\s+(?:on\s+)?{_THING}",
        ),
        (
            "job",
            "works as",
            r"^(?:became|trained\s+as|works\s+as|has\s+worked\s+as|worked\s+as|makes\s+a\s+living\s+as|is\s+working\s+as|got\s+a\s+job\s+as|"
            r"retrained\s+as|started\s+working\s+as|has\s+been|is|'s|switched\s+careers\s+and\s+became|"
            r"switched\s+careers\s+and\s+is)\s+(?:a|an)\s+(?P<v>(?:[\w-]+\s+){0,2}?[\w-]+)",
        ),
        ("job", "job", r"^(?:'s|is)\s+job\s+is\s+(?:a|an)?\s*(?P<v>(?:[\w-]+\s+){0,2}?[\w-]+)"),
    )
)
# Nouns after "is a" that are a job; any noun after "became", "trained as", "works as", "by trade".
JOB_EN = re.compile(
    r"(?:er|or|ist|ian|ant|ent|ic|man|woman|person|chef|pilot|nurse|cook|clerk|guard|agent|officer|medic|surgeon|"
    r"dentist|vet|coach|judge|priest|nanny|maid|tailor|barista|attendant|worker|analyst|midwife|doula|medic|"
    r"pharmacist|cop|chef|dj|ceo|cto|cfo|pm|hr|architect|paralegal|tech|dietitian|sommelier|rep|associate|exec|"
    r"intern|trainee|temp|admin|vet|teller|nanny|courier|medic|lifeguard|cashier)$",
    _I,
)
# a noun after "is a" with a trade's ending that is none ("a grandmother", "a Christian", "a big fan"): one list,
# shared with the open-class readers
_STRICT_JOB = re.compile(r"^(?:has\s+been|is|'s)\s", _I)


def trim_when_en(value: str) -> str:
    """A value without the time words said after it ("Austin a few years back" -> "Austin")."""
    return _TRAIL_EN.sub("", value).strip() or value


def tidy_en(rest: str) -> str:
    """An English predicate without the time words and adverbs that only frame it."""
    said = _TRAIL_EN.sub("", rest.strip()).strip()
    return _INNER_EN.sub(r"\1 ", said) or rest


def more_fact_en(rest: str) -> Fact | None:
    """The fact one English predicate states in a wider phrasing, or None."""
    said = tidy_en(rest)
    for attribute, label, pattern in _MORE_EN:
        m = pattern.match(said)
        if not m:
            continue
        value = m["v"].strip()
        if attribute == "job":
            last = value.split()[-1]
            if NOT_TRADE.match(last) or (_STRICT_JOB.match(said) and not JOB_EN.search(last)):
                continue
            if re.match(r"^(?:lot|bit|little|big|huge|great|good|bad|real|total)\b", value, _I):
                continue
        if attribute == "age" and (not 0 < int(value) < 120 or AGE_AHEAD_EN.match(said)):
            return None  # "is 185": no age; "is turning 90 on Friday": not the age they are yet
        plain = re.sub(r"(?:\s+(?:again|lately|recently|now|once\s+more|at\s+school|at\s+work))+$", "", value, flags=_I)
        got = re.match(r"(?i:got|has\s+gotten)\s+into\b", said) and re.match(r"(?i:an?|the)\s", plain)
        if attribute in ("likes", "hobby") and (NO_PASTIME.match(plain) or got):
            return None  # "got into trouble again", "got into a car accident": no taste
        if attribute == "employer" and is_place(value):
            return ("works_in", "works in", value)
        if re.match(r"^(?:it|that|this|them|him|her|you|me|us)\b", value, _I):
            return None  # "he loves it": what "it" is was said elsewhere
        return attribute, re.sub(r"\s+", " ", (m.groupdict().get("l") or label).lower()), value
    return None


_NOT_NOTE_EN = re.compile(
    r"\b(?:i|me|my|mine|we|us|our|you|your|yours|it|this|that|these|those|them)\b|^(?:might|may|would|could|should|must|wants?|wishes|hopes|"
    r"plans?|is\s+(?:going|planning|thinking|hoping)|will|won't|wouldn't|doesn't|does\s+not|didn't|did\s+not|"
    r"isn't|is\s+not|wasn't|never|can't|cannot|don't|not|and|or|but|so|because|who|which|that|'s|is\s+my|is\s+our|"
    r"is\s+one|is\s+the|is\s+a|is\s+an|is\s+so|is\s+very|is\s+really|has\s+been\s+busy|was)\b",
    _I,
)
_VERB_EN = re.compile(r"^(?:(?!is\b|was\b)\w+(?:ed|es|s)|just\s+\w+|got|went|took|made|came|began|ran|won|had|"
                      r"left|met|bought|sold|"
                      r"became|built|wrote|gave|found|lost|broke|fell|flew|drove|started|finished|joined|quit|"
                      r"adopted|opened|closed|is\s+\w+ing|has\s+\w+(?:ed|en))\b", _I)  # fmt: skip


def note_en(rest: str) -> str | None:
    """What an English clause says of someone when no attribute fits, kept as said; None when it is no plain
    statement (see the module docstring) or too short or long to stand as one."""
    said = rest.strip(" ,.!")
    words = said.split()
    if not 2 <= len(words) <= 14 or len(said) > 90 or _NOT_NOTE_EN.search(said) or not _VERB_EN.match(said):
        return None
    if _TODAY_EN.search(said):
        return None
    return said


# "Let me tell you about my cousin Amy", "I have to tell you about Tom": the sentence is about them, not a request.
LEAD_IN_EN = re.compile(
    r"^(?:(?:so|ok|okay|well)[,\s]+)?(?:let\s+me\s+tell\s+you\s+about|i\s+(?:have\s+to|gotta|got\s+to|should|must|"
    r"want\s+to)\s+tell\s+you\s+about|quick\s+update\s+on|an\s+update\s+on|news\s+about|"
    # an introduction names the one the rest is about: "You should know my cousin Dana; she …", "Meet Sam, my boss"
    r"you\s+should\s+(?:know|meet)|you\s+(?:have|need)\s+to\s+meet|(?:i'd|i\s+would)\s+like\s+you\s+to\s+meet|"
    r"let\s+me\s+introduce(?:\s+you\s+to)?|allow\s+me\s+to\s+introduce|say\s+hello\s+to|meet|"
    # hearsay and a story's frame say the same of the one named next: "I heard my boss Nina is 42", "Funny story:"
    r"(?:i\s+(?:just\s+)?(?:heard|learned|found\s+out|realized|realised)|(?:my|our)\s+[a-z]+\s+(?:told|tells)\s+me|"
    # (never before a bare pronoun: "my mom told me she is 60" is about the one telling)
    r"someone\s+told\s+me|apparently|rumou?r\s+has\s+it|word\s+is)(?:\s+that)?,?(?=\s+(?:my\s|our\s|(?-i:[A-Z])))|"
    r"(?:funny|true|long|short|quick)\s+story\s*[:,—-]|fun\s+fact\s*[:,—-]|(?:quick\s+)?update\s*[:—-]|"
    r"(?:contact|contact\s+info|contact\s+details|details)\s+(?:for|of))\s+",
    _I,
)
_NAME_EN = r"[A-Z][a-z]+(?:-[A-Z]?[a-z]+|'[A-Z][a-z]+)?(?:\s(?:[A-Z]')?[A-Z][a-z]+)?"
# "One of my buddies is Raj Garcia, …": the relation said in the plural, then the name
ONE_OF_EN = re.compile(
    rf"^(?i:one\s+of\s+(?:my|our)\s+)(?P<r>(?i:[a-z][\w-]*(?:\s+[a-z][\w-]*)?))\s+(?i:is)\s+(?P<n>{_NAME_EN})\b"
    r"(?:,?\s*(?P<rest>.*))?$"
)
# "Her highest degree is a BA", "His job is …": the person the last clause was about, by a possessive
POSSESSIVE_EN = re.compile(
    r"^(?:her|his|their)(?P<c>\s)(?P<rest>(?:highest\s+degree|degree|job|favou?rite\s+(?:thing|hobby|pastime)|"
    r"education|birthday|nickname)\b.*)$",
    _I,
)


def singular_en(word: str) -> str:
    """The singular of a relation said in the plural ("buddies" -> "buddy", "coworkers" -> "coworker")."""
    w = word.strip().lower()
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith(("ches", "shes", "sses", "xes")):
        return w[:-2]
    return w[:-1] if w.endswith("s") and not w.endswith("ss") else w
