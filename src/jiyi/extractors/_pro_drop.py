"""The user as the unsaid subject of a Chinese or English message (memory quality, issue #21's capture work).

Chinese drops the subject whenever the speaker is it: "体检一般都去市一医院", "开的是一辆二手的卡罗拉",
"跑鞋一直穿亚瑟士", "上个月带爸妈去了趟黄山". Said to an assistant, such a statement is the user's own. The readers of
the offline extractor know a statement about the user by its "我", and read it once the "我" is said:
`with_user_subject_zh` says it, for a message the rules read nothing from as it was said (a correction or a reminder
keeps its reading). It does so only when the first clause opens on no one else (a person word, a relation word, a
name, after any time words: "老板又发火了", "昨天小王请假了") and the turn before names no one else (a reply to
"你哥开什么车？" is about him), and never for a question, a request, an acknowledgement or small talk. What follows is
judged as if the user had said "我": a passing remark ("晚饭吃了火锅") becomes what "我晚饭吃了火锅" becomes.

English chat drops it too: "drive a 2019 civic, paid off finally", "hiked mt rainier last summer", "been vegetarian
for 3 years". `with_user_subject_en` says "I" ("I've" before "been", "I'm" before "gonna" or an "-ing") when the
message opens on a verb the speaker does: a past tense, or a present one from a short list of what a person does
with their life and an assistant cannot do for them ("live", "work", "drive", "own"). A bare present tense is also
the shape of a request ("write a haiku", "tell me…", "remind me…"), so no other is read; and never a question, a
request, small talk ("got it", "sounds good", "love it"), or a reply whose turn before names someone else.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from .._smalltalk import ACKS_ZH, GREETINGS_ZH, INTERJECTIONS_ZH, THANKS_ZH
from .._text import tagger
from ._entities_en_words import REL_EN
from ._entities_zh_names import lead_name
from ._kin_zh import REL_ALL
from ._rules_common import sentence_language, strip_edges, when_of
from ._rules_en import FILLER
from ._rules_en import HELP as HELP_EN
from ._rules_en import HYPOTHETICAL as HYPOTHETICAL_EN
from ._rules_en import QUESTION as QUESTION_EN
from ._rules_en_facts import DISLIKE_EN, IRREGULAR_PAST, PRESENT_LOOKING_PAST
from ._rules_zh import HELP, HYPOTHETICAL, LEADS_ZH, QUESTION
from ._rules_zh_facts import HOW_OFTEN, MUST_ZH
from ._turn_before import HE_SHE_EN, HE_SHE_ZH, HIS_HER_THING_EN

__all__ = [
    "felt_en",
    "opens_on_no_one_zh",
    "someone_else_en",
    "someone_unnamed_en",
    "with_user_subject",
    "with_user_subject_en",
    "with_user_subject_zh",
]

# Anyone named or pointed at: a person word, a relation word ("老板", "表哥"), "大家" or "人家".
_SOMEONE = re.compile(rf"[我咱俺你您他她它谁]|大家|别人|有人|人家|自己|对方|{REL_ALL}")
# What opens no statement of the user's: an interjection (a lone 哈 too), an acknowledgement (and 对 / 行 / 可以
# said as one), a greeting, thanks, a request, a thing pointed at ("这家店…", "那本书…"), a word of Latin script
# (a name or a product the clause is about).
_NOT_STATED = re.compile(
    rf"^(?:{INTERJECTIONS_ZH}|{ACKS_ZH}|{GREETINGS_ZH}|{THANKS_ZH}|哈|对|行|可以|"
    r"请|麻烦|记得|记住|提醒|别|不要|这|那|[A-Za-z0-9]|"
    # a reply to what the assistant said ("是啊，…", "很有道理", "听起来不错", "其实…"): said of its words, or a lead-in
    r"是啊|是呀|对啊|对呀|会的|当然|确实|有道理|很有道理|听起来|看起来|其实|实际上|不过|但是|所以|因为|而且|真的)"
)
# Someone other than the two speakers, in the turn before: a subjectless reply may be about them.
_THIRD = re.compile(rf"{HE_SHE_ZH}|它|别人|有人|人家|{REL_ALL}")
# Time and manner said before the subject ("昨天老板…", "最近同事…"): the subject, said or not, comes after them.
# A person said after the verb is its object ("带爸妈去了趟黄山", "养了两只猫"), and the unsaid subject the user.
_LEAD = re.compile(
    r"^(?:(?:今天|昨天|前天|明天|后天|刚才|刚刚|最近|上周|这周|下周|上个月|这个月|下个月|去年|今年|明年|周末|早上|上午|"
    r"中午|下午|晚上|昨晚|今晚|平时|其实|然后|结果|后来|当时|那天|有一次|有天|本来|家里)[，,\s]*)+"
)
# The user said only as whose someone is ("带我妈去看了场电影", "给我女儿报了个钢琴班"): still no subject said.
_MINE = re.compile(rf"[我俺](?:的|家的?)?(?={REL_ALL})")
_FIRST_CLAUSE = re.compile(r"[，,；;。！!？?…~～\s]")


# The weather does itself ("明天会下雨", "下午要降温").
_WEATHER = re.compile(r"^(?:会|要|可能|又|还)?(?:下雨|下雪|刮风|降温|升温|变天|打雷|出太阳|晴|阴|起雾|有雨|有雪)")
# Any "now" finds where a time is said ("下周五之前", "周二下午三点"); when it is, is not asked here.
_ANY_DAY = datetime(2000, 1, 3, tzinfo=UTC)


def _after_time(clause: str) -> str:
    """`clause` past a time said first and its 之前 / 以后 ("下周五之前要交报告" -> "要交报告")."""
    said = when_of(clause, _ANY_DAY)
    if said is None or said.span[0] != 0:
        return clause
    return re.sub(r"^(?:之前|以前|前|之后|以后|后)", "", clause[said.span[1] :]).lstrip("，, ")


def opens_on_no_one_zh(body: str, *, value_first: bool = False) -> bool:
    """The Chinese statement `body` says no subject: its first clause opens on no one (a person word, a relation
    word, a name, after any time words: "老板又发火了", "昨天小王请假了"), it says no "我", and it is no question,
    request, hypothetical, acknowledgement or small talk ("开的是卡罗拉", "下个月退休了，60了"). `value_first`: it
    may open on a number ("25岁，在杭州当会计"), said of someone already named."""
    first_sentence = re.split(r"[。！!？?\n]", body, maxsplit=1)[0]
    clause = strip_edges(_FIRST_CLAUSE.split(body, maxsplit=1)[0])
    stated = value_first and re.match(r"\d", clause)
    if len(clause) < 2 or (_NOT_STATED.match(clause) and not stated) or re.search(r"[我咱俺]", _MINE.sub("", body)):
        return False
    head = _LEAD.sub("", _after_time(clause))  # "周日常去游泳": 周日常 is no name
    if _SOMEONE.match(head) or lead_name(head, loose=False) is not None:
        return False  # "老板今天又发火了", "昨天小王请假了"; but "带爸妈去了趟黄山", "养了两只猫" are the user's doing
    return not (QUESTION.search(first_sentence) or HELP.search(first_sentence) or HYPOTHETICAL.search(first_sentence))


def with_user_subject_zh(text: str, before: str = "") -> str:
    """`text` with "我" said before it when it is a Chinese statement of the user's own with no subject, else
    `text` unchanged. `before` is the turn before it (the assistant's or the user's)."""
    body = strip_edges(text)
    if not body or sentence_language(body) != "zh":
        return text
    opener = LEADS_ZH.match(body)
    if opener and opener.end() < len(body):  # "先说一句，柯晓东今年满46": what follows the opener is what is said
        said = with_user_subject_zh(body[opener.end() :], before)
        return text if said == body[opener.end() :] else f"{body[: opener.end()]}{said}"
    if not opens_on_no_one_zh(body):
        return text
    head = _LEAD.sub("", _after_time(strip_edges(_FIRST_CLAUSE.split(body, maxsplit=1)[0])))
    if _THIRD.search(before) or _WEATHER.match(head):
        return text  # "你哥开什么车？" then "开的是卡罗拉": the brother's; "明天会下雨" is no one's
    tag = tagger()
    words = tag(head) if tag is not None else []
    # what one has to do may be said first ("后天得去交电费"): the tagger reads 得 as a particle; 新 of a thing just had
    # ("新养了只猫", "新买了辆车") it reads as an adjective
    opens = bool(words) and (
        words[0][1][0] in "vpd"
        or words[0][1] == "zg"
        or words[0][0] in ("和", "跟", "与", "同")
        or re.match(r"新[养买换装办搬开]了", head) is not None
        or re.match(HOW_OFTEN, head) is not None  # "每周六都去爬山", "常带孩子去图书馆": a habit, said how often
    )
    if words and not (opens or re.fullmatch(MUST_ZH, words[0][0])):
        # the clause opens on its predicate ("开的是…", "在学吉他", "和老同学聚了一下"), not on a topic:
        # "招聘会开两天半" is the fair's doing, "文艺作品吧" answers a question, "今天天气不错呀" is the weather
        return text
    start = len(text) - len(text.lstrip())
    return f"{text[:start]}我{text[start:]}"


_I = re.IGNORECASE
# Said before the verb and kept: a filler ("ok so", "lol", `FILLER`), a time ("last summer").
_EN_LEAD = re.compile(
    r"^(?:welp|tbh|ngl|yesterday|today|tonight|recently|lately|this (?:morning|afternoon|evening|week|weekend|year)|"
    r"last (?:night|week|weekend|month|year|summer|winter|spring|fall|time))\b[,!.:;\s-]*",
    _I,
)
# Said between the subject and its verb: "just got a puppy" is "I just got a puppy".
_ADVERB = re.compile(
    r"^(?:(?:actually|finally|just|already|still|recently|usually|always|never|often|sometimes|mostly|normally|"
    r"typically|basically|kinda|totally|really|once|also|even)\s+)+",
    _I,
)
# After a word of how often ("usually take the train", "sometimes skip breakfast") any present tense is the user's
# habit: a request is not said so. Not "always" or "never": "always use type hints" asks the assistant.
_OFTEN = re.compile(r"\b(?:usually|often|sometimes|mostly|normally|typically)\s+$", _I)
_NOT_HABIT = re.compile(
    r"^(?:the|a|an|it|its|it's|that|this|these|those|my|our|his|her|their|i|we|you|he|she|they|is|are|was|were|be|"
    r"not|no|so|very|too|just|when|if|in|on|at|for|with|to|of|and|or|but|like|as|there|here|what|how|one)$",
    _I,
)
# A present tense that only the speaker's own life says: no assistant is asked to "drive a civic" or "live in Ohio".
_HABIT = (
    r"live|work|drive|own|rent|love|hate|prefer|teach|speak|commute|volunteer|coach|study|cook|bake|"
    r"swim|hike|bike|cycle|jog|ride|surf|ski|knit|garden|attend|belong|collect|eat|drink|smoke|wear|miss|struggle|"
    r"suffer"
)
_PAST_IRREGULAR = "|".join(sorted(IRREGULAR_PAST - PRESENT_LOOKING_PAST))
# A word in -ed or -ing that is a state ("tired of…", "based in Austin") or no verb at all ("need", "spring").
_NOT_VERB = re.compile(
    r"^(?:.*eed|tired|bored|excited|stressed|worried|scared|married|divorced|engaged|interested|obsessed|addicted|"
    r"pleased|annoyed|confused|surprised|disappointed|frustrated|exhausted|overwhelmed|embarrassed|amazed|impressed|"
    r"relieved|thrilled|delighted|satisfied|convinced|based|located|named|called|attached|related|supposed|"
    r"embed|shred|sled|pissed|stoked|hooked|blessed|jealous|retired|unemployed|self-employed|employed|"
    r"spring|string|swing|sting|during|thing|nothing|something|anything|everything|morning|evening|"
    r"wedding|pudding|building|ceiling|king|ring|interesting|amazing|boring|exciting|annoying|confusing|"
    r"surprising|fascinating|frustrating|disappointing|relaxing|exhausting|terrifying|touching|inspiring|depressing|"
    r"charming|refreshing|heartwarming|overwhelming|embarrassing|shocking|satisfying|promising|welcoming|loving|"
    r"caring|willing|outgoing|easygoing|breathtaking|stunning)$",
    _I,
)
_VERB_EN = re.compile(
    rf"^(?P<v>been|gonna|going|(?:{_HABIT}|{_PAST_IRREGULAR})(?![\w'])|[a-z][a-z'-]{{2,}}(?:ed|ing)\b)(?P<rest>.*)$",
    _I | re.S,
)
# How the speaker felt, said with no "I" ("Was super nervous last week when …", "Am so tired today"): "was" or "am"
# and a word of feeling; "Was great catching up", "Was a blast" are of something else and stay as said
_FELT = re.compile(
    r"^(?P<v>was|am)(?P<rest>\s+(?:(?:so|super|really|very|pretty|kinda|kind of|a bit|a little|totally|quite|too|"
    r"incredibly|extremely|honestly)\s+)*(?:nervous|tired|exhausted|sick|excited|happy|sad|stressed|worried|scared|"
    r"thrilled|proud|anxious|upset|relieved|bored|lonely|grateful|thankful|sore|hungover|jet-?lagged|homesick|"
    r"overwhelmed|terrified|heartbroken|devastated|ecstatic|stoked|gutted|knackered|shattered)\b.*)$",
    _I | re.S,
)
# What comes right after the verb and says it is no statement of the user's life: a word pointing back at the turn
# before ("loved it", "got that", "tried this"), a person ("met her"), a pleasantry ("have a nice day"), or a verb
# with a gerund as subject ("Running is fun"), a wish ("drive safe!", "sleep well").
_AFTER = re.compile(
    r"^[\s,]*(?:it|that|this|these|those|them|him|her|he|she|they|you|ya|u|y'all|one|there|is|was|are|were|has|makes|"
    r"can|will|ahead|mind|your|yours|safe|safely|carefully|well)\b",
    _I,
)
# The particle of a progressive said with no "I'm": "working on…", "thinking about…", "heading out…".
_PARTICLE = re.compile(r"^\s+(?:on|about|of|for|to|out|up|through|into|at|with|in|down|off|over|around|back)\b", _I)
# A verb of its own in the sentence of an -ing: the -ing is its subject ("Cooking enables me…", "Swimming keeps you
# fit", "Searching for a studio's a tough job").
_FINITE = re.compile(
    r"'s\b|\b(?:is|isn't|was|wasn't|are|were|has|have|had|does|doesn't|did|can|could|should|will|would|might|must|"
    r"may|helps|makes|gives|keeps|means|meant|brings|pays|opens|feels|seems|sounds|looks|gets|motivates|inspires|"
    r"[a-z]+s\s+(?:me|us|you|my|your|a|an|the|to|it|people|everyone))\b",
    _I,
)
# What the speaker has to do ("gotta book the dentist before Friday", "need to pick up my prescription tomorrow"): a
# request is said so too ("need to convert this to JSON"), so it is the user's only with a time ahead said.
_OBLIGED = re.compile(r"^(?P<v>gotta|got to|need to|have to|must)\s+(?P<rest>\w.*)$", _I | re.S)
# A taste said with no subject ("dont like cilantro", "can't stand horror movies"): no request is said so.
_DISLIKE = re.compile(rf"^(?P<v>{DISLIKE_EN})\b(?P<rest>.*)$", _I | re.S)
_SUBJECT_AFTER = re.compile(r",\s*(?:i|i'm|i've|i'd|i'll|we|we're|we've)\s", _I)
# Someone else as the subject after an opening participle: "Raised in Eau Claire, Keiko still roots for…",
# "Stuck in traffic, he missed the show" (the phrase is theirs).
_OTHER_AFTER = re.compile(
    r",\s*(?:he|she|they|(?:my|our|his|her|their)\s+[a-z-]+|(?-i:[A-Z][a-z]+))(?:'s)?\s+(?:[a-z]+\s+)?[a-z]+", _I
)
# A participle said with no "was": "raised in Ohio", "born and raised in…", "stuck in traffic" ("raised $500" acts).
_PASSIVE = re.compile(
    r"^(?:born|raised|brought up|stuck)\s+(?:and\s+raised\s+)?(?:in|by|at|on|with|near|outside)\b", _I
)
_POINTS_BACK = re.compile(r"\b(?:it|that|this|them|one)$", _I)
# Someone other than the two speakers in the turn before: a subjectless reply may be about them.
_THIRD_EN = re.compile(rf"{HE_SHE_EN}|\b(?:someone|somebody|{REL_EN})\b", _I)
# A name said mid-sentence in the turn before ("What does Tom do for fun?"): not sentence-initial, and not the user
# called by theirs ("Hello, Emily.", "Good luck, Emily!").
_NAME_EN = re.compile(r"(?<=[a-z,;:]\s)(?!I\b)[A-Z][a-z]+\b(?!\s*[.!?,]|\s*$)")


# "his masters", "her own place": a possessive of someone else with no one named before it says whose clause it is
# a thing of theirs ("his masters"; never "with her", "gave her a lift": `HIS_HER_THING_EN`)
_THEIRS_EN = re.compile(rf"{HIS_HER_THING_EN}|\b(?:hers|himself|herself)\b", _I)


def someone_unnamed_en(sentence: str) -> bool:
    """A subjectless `sentence` is of someone it names by no tie: "his" / "her" with no one said before it ("went to
    Oxford for his masters"), so its unsaid subject is he or she, not the user ("took mom to her appointment" names
    her). A capitalised word before it is as often a place as a person ("Oxford") and names no one here."""
    theirs = _THEIRS_EN.search(sentence)
    return theirs is not None and not _THIRD_EN.search(sentence[: theirs.start()]) and not _MINE_EN.search(sentence)


_MINE_EN = re.compile(r"\b(?:I|me|my|mine|myself)\b")


def _asks(sentence: str) -> bool:
    """A question, but not a taste that opens as one might ("don't like cilantro" asks nothing)."""
    taste = _DISLIKE.match(sentence.strip()) and "?" not in sentence and not _YOU.search(sentence)
    return bool(QUESTION_EN.search(sentence)) and not (taste or felt_en(sentence))


def felt_en(sentence: str) -> bool:
    """`sentence` says how the user felt with no "I" ("Was super nervous last week when I told my boss …"): a
    statement, though it opens as "Was he nervous?" asks."""
    return bool(_FELT.match(sentence.strip())) and "?" not in sentence and not _YOU.search(sentence)


_YOU = re.compile(r"\b(?:you|u|ya)\b", _I)


def someone_else_en(before: str) -> bool:
    """The turn `before` names someone other than the two speakers ("How's your sister doing?", "What does Tom do
    for fun?"): a reply to it with no subject may be about them."""
    return bool(_THIRD_EN.search(before) or _NAME_EN.search(before))


def with_user_subject_en(text: str, before: str = "", now: datetime | None = None) -> str:
    """`text` with "I" said before its verb when it is an English statement of the user's own with no subject
    ("hiked mt rainier last summer" -> "I hiked mt rainier last summer"), else `text` unchanged. `before` is the
    turn before it (the assistant's or the user's); `now`, the message's time, lets an obligation with a time ahead
    be the user's ("gotta renew my license by June")."""
    body = strip_edges(text)
    if not body or sentence_language(body) != "en":
        return text
    first = re.split(r"(?<=[.!?])\s+|\n", body, maxsplit=1)[0]
    if _asks(first) or HELP_EN.search(first) or HYPOTHETICAL_EN.search(first):
        return text
    start = len(text) - len(text.lstrip())
    at = start
    while lead := FILLER.match(text[at:]) or _EN_LEAD.match(text[at:]):
        if not lead.end():
            break
        at += lead.end()
    adverb = _ADVERB.match(text[at:])
    after = at + (adverb.end() if adverb else 0)
    verb = _VERB_EN.match(text[after:])
    obliged = _OBLIGED.match(text[after:])
    verb = verb or _DISLIKE.match(text[after:]) or _FELT.match(text[after:])
    if verb is None and obliged is not None and now is not None:
        due = when_of(obliged["rest"], now)
        if due is not None and due.when.date() >= now.date():
            verb = obliged
    word, rest = (verb["v"].lower(), verb["rest"]) if verb is not None else ("", "")
    habit = re.match(r"([a-z]{2,})\b(.*)$", text[after:], re.S)
    if verb is None and habit is not None and _OFTEN.search(text[:after]) and not _NOT_HABIT.match(habit[1]):
        word, rest = habit[1].lower(), habit[2]  # "usually take the train": a habit, whatever its verb
    clause = re.split(r"[,.!?;:\n]", rest, maxsplit=1)[0].strip()
    if not word or not re.search(r"[a-z0-9]", clause, _I) or _AFTER.match(rest):
        return text  # "Interesting.", "got it"
    sentence = re.split(r"(?<=[.!?])\s+|\n", text[at:], maxsplit=1)[0]
    if _asks(sentence) or HELP_EN.search(sentence) or HYPOTHETICAL_EN.search(sentence):
        return text  # "Cool! Heard of that one?": the sentence of the verb asks
    if word.endswith("ing") and re.search(r"\b(?:great|nice|good|fun|lovely|awesome)\s+$", text[:after], _I):
        return text  # "Great catching up!": it was great
    if word.endswith("ing") and not adverb and (not _PARTICLE.match(rest) or _FINITE.search(sentence)):
        # An -ing first is as often the subject as the predicate ("Cooking enables me to…", "Marrying my partner
        # was the best part", "Writing and hanging with friends!"): read only "working on a novel", "thinking
        # about a dog" with no verb of its own after, or after an adverb ("mostly just chilling at home").
        return text
    if _SUBJECT_AFTER.search(first):
        return text  # "running in the park, I felt the power of nature": the opening phrase leads the "I" said after
    passive = _PASSIVE.match(text[after:])
    if (passive or word.endswith("ing")) and _OTHER_AFTER.search(sentence):
        return text  # "Raised in Eau Claire, Keiko still roots for…": the opening phrase is said of Keiko
    if _POINTS_BACK.search(clause):
        return text  # "looking forward to it", "thinking about that": of what the turn before said
    if _NOT_VERB.match(word):
        return text
    if _asks(text[at:]):
        return text  # "so did you…": the verb itself asks
    if someone_else_en(before):
        return text  # "How's your sister?" then "started a new job": hers
    if someone_unnamed_en(sentence):
        return text  # "went to Oxford for his masters": his
    if passive:
        subject = "I was"  # "raised in ohio" is "I was raised in ohio", not "I raised…"
    elif word == "been":
        subject = "I've"
    elif word == "gonna" or word.endswith("ing"):
        subject = "I'm"
    else:
        subject = "I"
    rest_of_text = text[at:]
    if re.match(r"[A-Z][a-z]", rest_of_text):
        rest_of_text = rest_of_text[0].lower() + rest_of_text[1:]  # "Adopted a greyhound": "I adopted a greyhound"
    return f"{text[:at]}{subject} {rest_of_text}"  # before the adverb: "I just got a puppy"


def with_user_subject(text: str, before: str = "", now: datetime | None = None) -> str:
    """`text` with the user said as its subject ("我", "I") when it is a statement of theirs with none, in Chinese or
    English (`with_user_subject_zh`, `with_user_subject_en`), else `text` unchanged."""
    said = with_user_subject_zh(text, before)
    return said if said != text else with_user_subject_en(text, before, now)
