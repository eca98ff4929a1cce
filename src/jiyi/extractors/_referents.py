"""A memory must be self-contained: no bare "her", "it", "他", "它" whose referent the memory does not name.

`_restate` keeps the statements of a message the selector picked. A statement can lean on what came before:
"I'm planning to visit her in January" answers "How's your grandma?"; "I painted it after I visited the beach"
answers "Did you paint that?". Stored alone, "User is planning to visit her in January" means nothing. So each
kept statement whose first third-person pronoun has no referent in what is kept before it is

1. kept with the sentence before it in the same message when that one names a referent ("This support network
   has been amazing. They've been there for me every step of the way");
2. else, for a person ("her", "him", "她", "他"), rewritten with the one relative of that gender the recent turn
   names ("How's your grandma?" -> "I'm planning to visit my grandma in January");
3. else left out: a memory that cannot say what it is about is worse than none.

The same holds for "we": "We bond over stories" is the user and the people the message or the recent turn names
("with my kids", "your family"), else the user alone ("User bonds over stories", not "User and others").

But "we" with nobody else named, said of talking, is the user and the one they are talking to: "we haven't talked
in a while", "since we last spoke", "我们上次聊到哪了" are about this conversation, not the user's life, so
`without_chat` takes them out before anything is read ("Since we last spoke, I took my kids to the park" keeps
"I took my kids to the park"; "Been ages since we chatted!" keeps nothing).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._smalltalk import says_something
from ._entities_en_words import NOT_A_NAME, REL_EN
from ._kin_zh import REL_ALL
from ._name_given import name_given
from ._rules_common import sentence_language, split_sentences
from ._rules_zh_facts import SURNAMES
from ._shape_values import REACH_EN, REACH_ZH

__all__ = [
    "FEMALE_EN",
    "FEMALE_ZH",
    "MALE_EN",
    "MALE_ZH",
    "PEOPLE_EN",
    "WE_TOGETHER_EN",
    "both_genders",
    "companions_en",
    "companions_zh",
    "memory_named",
    "pronoun_gender",
    "relation_gender",
    "self_contained",
    "someone_new_en",
    "someone_new_zh",
    "ties_said",
    "without_chat",
]

_I = re.IGNORECASE
FEMALE_EN = (
    "mom|mum|mother|grandma|grandmother|granny|sister|wife|girlfriend|daughter|aunt|niece|granddaughter|fiancee|"
    "stepmom|stepmother|stepdaughter|stepsister"
)
MALE_EN = (
    "dad|father|grandpa|grandfather|brother|husband|boyfriend|son|uncle|nephew|grandson|fiance|stepdad|stepfather|"
    "stepson|stepbrother"
)
# A relation word that says a gender, in either language ("great-aunt", "mother-in-law", "guy"; "表姐", "舅舅")
# The word that ends a relation decides ("my sister's husband" is a man); in Chinese a leading 女 / 男 also does
# ("女同事", "男同学"), unless the end says otherwise ("女婿"). 徒弟 (an apprentice), 大夫 (a doctor) and 师父 (a
# master) say none.
_FEMALE_RELATION = re.compile(
    rf"\b(?:{FEMALE_EN}|auntie|aunty|nana|nan|gran|sis|godmother|goddaughter|fiancée|great-aunt|mother-in-law|"
    r"sister-in-law|daughter-in-law|lady|woman|girl)$|(?:[姐妹妈姨姑婶嫂奶婆娘媳女妻妇嬷]|(?<!父)母)$|"
    r"(?:母亲|闺蜜|太太|女友|女朋友|妈咪)$|"
    r"^女(?!婿)",
    _I,
)
_MALE_RELATION = re.compile(
    rf"\b(?:{MALE_EN}|bro|godfather|godson|fiancé|great-uncle|father-in-law|brother-in-law|son-in-law|grandad|"
    r"granddad|guy|man|boy)$|(?:[哥爸叔伯舅爷公婿爹]|(?<!徒)弟|(?<!大)夫|(?<!师)父)$|"
    r"(?:父亲|儿子|孙子|侄子|外甥|男友|男朋友|爹地|细佬)$|^男",
    _I,
)


# One of the user's people said by their tie: "my sister", "our new neighbor", "我妈", "我家的表哥"
_TIE = re.compile(rf"\b(?i:my|our)\s+(?:[\w-]+\s+)?((?i:{REL_EN})s?)\b|[我俺咱](?:的|家的?)?({REL_ALL})")


def ties_said(text: str) -> list[str]:
    """The ties `text` names the user's people by, named or not ("my sister Amy and my mom" -> sister, mom): a
    tie said with nothing about it is no mention, yet it is someone a he / she may be. A tie said of several ("my
    brothers") is said twice: it is no one person."""
    said = []
    for en, zh in _TIE.findall(text):
        several = bool(en) and not re.fullmatch(REL_EN, en, re.I)
        said += [en[:-1]] * 2 if several else [en or zh]
    return said


def relation_gender(relation: str) -> str:
    """ "f" or "m" when the relation word says a gender ("aunt", "uncle", "表姐"), else "" ("boss", "cousin")."""
    relation = relation.strip()
    female, male = _FEMALE_RELATION.search(relation), _MALE_RELATION.search(relation)
    if female and male:  # "女婿" (ends male), "男闺蜜" (ends female): the end decides
        return "f" if female.end() > male.end() else "m" if male.end() > female.end() else ""
    return "f" if female else "m" if male else ""


PEOPLE_EN = (
    f"{FEMALE_EN}|{MALE_EN}|friend|buddy|boss|manager|colleague|coworker|teacher|doctor|neighbou?r|partner|kid|"
    "child|baby|girl|boy|man|woman|guy|lady|cousin|roommate|mentor|coach|student|client|parents?|family|people|"
    "folks|teen|team|group|community|"
    "grandad|granddad|gramps|nan|nana|nanna|gran|auntie|aunty|stepmum"  # ("My grandad retired … and now he …")
)
_PERSON_NOUN_EN = re.compile(rf"\b(?:{PEOPLE_EN})s?\b", _I)
# A thing named before: a determiner and a word, a possessive, or a capitalised word that does not open a sentence.
_THING_NOUN_EN = re.compile(
    r"\b(?i:a|an|the|my|our|your|his|her|their|this|that|these|those|some|every|each|one|two|three|new|first|last)\s+"
    r"(?!(?i:it|is|was|be|to|of|and|or)\b)[a-zA-Z]\w+|\w's\s+[a-z]\w+|(?<=[a-z,;] )[A-Z][a-z]+",
)
_NAME_EN = re.compile(r"(?<=[a-z,;] )[A-Z][a-z]+")
_PRONOUN_EN = re.compile(r"\b(?:she|he|her|him|his|hers|it|they|them)\b", _I)
_PERSON_PRONOUNS = {"she", "he", "her", "him", "his", "hers"}
_CONTINUES = re.compile(r"^(?:it|this|that|she|he|they|there)\b|^(?:它|他|她|这|那)", re.IGNORECASE)
# "We all had great ideas", "we supported each other": "we" that cannot be the user alone.
WE_TOGETHER_EN = re.compile(
    r"^we(?:'ve|'re|'ll|'d)?\s+(?:(?:were|are|have|had|did)\s+)?(?:all|both)\b"
    r"|^we\b.*\b(?:each other|one another|together)\b",
    _I,
)
# "It's been a dream to adopt", "it's important to me that …", "it's raining": "it" with no referent to name.
_DUMMY_IT = re.compile(
    r"^it(?:'s| is| was| has been|'s been| feels| felt| seems| seemed| looks| looked| makes| made)\b"
    r"(?:(?!\b(?:me|us)\b)[^,;])*?\b(?:to|that|how|when|being|like|as if|since)\b(?! (?:me|us|him|her|them)\b)"
    r"|^it(?:'s| is| was)\s+(?:raining|snowing|sunny|cold|hot|warm|late|early|time)\b"
    r"|^it(?:'s| is| was| has been|'s been)\s+(?:\w+\s+)?(?:tough|hard|rough|crazy|busy|wild|stressful|a while|ages)\b"
    r"|\b(?:make|made|makes|making) it (?:to|through|happen|work|big)\b|\b(?:get|got) it\b",
    _I,
)

FEMALE_ZH = (
    "妈妈|母亲|老妈|奶奶|外婆|姥姥|姐姐|妹妹|老婆|妻子|媳妇|女朋友|女儿|"
    "阿姨|姑姑|姨妈|表姐|表妹|堂姐|堂妹|闺蜜|婆婆|岳母|阿嬷|阿母|妈咪"
)
MALE_ZH = (
    "爸爸|父亲|老爸|爷爷|外公|姥爷|哥哥|弟弟|老公|丈夫|男朋友|儿子|叔叔|舅舅|伯伯|姑父|表哥|表弟|堂哥|堂弟|公公|岳父|"
    "阿公|阿爸|爹地|细佬"
)


def pronoun_gender(text: str) -> str:
    """ "f" or "m" when the third-person pronouns of `text` are all of one gender (she / her, 她; he / him, 他)."""
    female, male = _genders(text)
    return "f" if female and not male else "m" if male and not female else ""


def both_genders(text: str) -> bool:
    """Whether `text` says both "she" and "he" (她 and 他): two people a bare pronoun could be."""
    return all(_genders(text))


def _genders(text: str) -> tuple[bool, bool]:
    female = bool(re.search(r"\b(?:she|her|hers|herself)\b", text, re.I) or "她" in text)
    male = bool(re.search(r"\b(?:he|him|his|himself)\b", text, re.I) or re.search(r"(?<![其吉])他(?![们人])", text))
    return female, male


_PEOPLE_ZH = (
    f"{FEMALE_ZH}|{MALE_ZH}|朋友|同事|老板|领导|老师|同学|室友|邻居|医生|孩子|宝宝|对象|家人|男生|女生|客户|教练|猫|狗"
)
_SURNAME = "".join(sorted(SURNAMES))
# A relative or colleague, 小王 / 老李, "叫…", or a full name opening a clause ("吴杰明是我的下属").
_PERSON_NOUN_ZH = re.compile(
    rf"(?:{_PEOPLE_ZH}|下属|上司|经理|主管|合伙人)|(?:我|你)的?(?:{REL_ALL})|[小老阿][\u4e00-\u9fff](?=[，,。！!？?说是在也都就]|$)|叫[\u4e00-\u9fff]{{2,3}}"
    rf"|(?:^|(?<=[，,。！!？?\s]))[{_SURNAME}][\u4e00-\u9fff]{{1,2}}(?=是|说|在|也|的|和|跟|今|昨|明|去|刚)"
)
# Someone new brought into a clause as its object ("给我介绍了个对象", "生了个女儿", "认识了一个女孩"): not the
# clause's subject, so a 她 / 他 after it could be either. 是 / 当 / 成(了) / 成为 before it make it what the subject
# is ("是个护士", "是一名小学老师", "当了一名老师"); 那个 / 这个 point at someone known ("那个朋友就是…").
_SOMEONE_NEW_ZH = re.compile(
    rf"(?<![是当做成像算为一两几那这哪每])(?<![当成做]了)(?:一|两|几)?[个位名](?:[\u4e00-\u9fff]{{1,4}}?的?)??"
    rf"(?P<who>{FEMALE_ZH}|{MALE_ZH}|女孩子?|男孩子?|女生|男生|姑娘|小伙子?|女的|男的|帅哥|美女|对象|朋友|同学|同事|"
    rf"网友|客户|孩子|宝宝|老师|医生|邻居|室友|实习生|学生|徒弟|员工|保姆|租客|病人)"
)


def someone_new_zh(before: str, pronoun: str, subject: str = "", named: str = "") -> bool:
    """Whether the last clause of `before` brought in someone new (an object, not its subject) that the 她 / 他
    opening the next clause could mean: not when that one's word says the other gender ("生了个儿子，她说…") or is
    the relation of the `subject` the pronoun would mean ("我有个女儿，她…": she is the one brought in). With no
    `pronoun` (a clause that says no subject: "我姐给我介绍了个对象，人挺好的"), anyone new of either gender; one the
    clause goes on to name `named` ("王芳有个儿子叫豆豆") is the subject, no one else."""
    last = re.split(r"[，,。！!；;\n]", before.rstrip("，,。！!；; \n"))[-1]
    want = {"她": "f", "他": "m"}.get(pronoun, "")
    if _reached_either_zh(last, want, subject):
        return True
    return any(
        m["who"] != subject
        and relation_gender(m["who"]) in ("", want or relation_gender(m["who"]))
        and not (named and named in last[m.end() :])
        for m in _SOMEONE_NEW_ZH.finditer(last)
    )


_REACH_ZH = re.compile(REACH_ZH)
_REACH_EN = re.compile(REACH_EN, _I)
_NAMED_SO_EN = re.compile(r"\b(?:is|was|are|were|be|been|being|get|gets|got|also|'s|’s)\s+$", _I)


def _reached_either_zh(last: str, want: str, subject: str) -> bool:
    """ "小李给我妹妹打电话，她…", "小张联系了我表妹，她…": the one called is someone new as well, so a 她 / 他 after
    the call may mean the caller or the one called — neither, unless a gender word rules one of them out
    ("我哥给我妹妹打电话，她…": the sister; "我姐给我哥打电话，她…": the sister who called)."""
    m = _REACH_ZH.search(last)
    if m is None:
        return False
    called = re.match(r"[给跟和](.*?)(?:打|拨|发|回)", m.group(0))
    who = called[1] if called else last[m.end() :]
    return relation_gender(who) in ("", want) and relation_gender(subject) in ("", want)


# The one new named at once ("Adding someone: Isaac Abernathy", "a friend, Dana,") or telling what follows ("a friend
# mentioned she got transferred"): not someone else a pronoun after could mean.
_NAMED_OR_TELLING_EN = (
    r"\s*[:,(]?\s*(?-i:[A-Z])|\s+(?:named|called|said|says|mentioned|mentions|told|tells|thinks|heard|reckons)\b"
)
# The same in English ("set me up with a girl", "had a baby", "met someone"); "is a nurse", "as a friend" say what
# the subject is.
_SOMEONE_NEW_EN = re.compile(
    rf"\b(?:a|an|another|this|some)\s+(?:(?:new|young|old|nice|cute|great|little|baby)\s+)?"
    rf"(?P<who>{FEMALE_EN}|{MALE_EN}|friend|buddy|colleague|coworker|neighbou?r|kid|child|baby|girl|boy|man|woman|guy|"
    rf"lady|roommate|student|client)\b(?!{_NAMED_OR_TELLING_EN})|\b(?:someone|somebody)\b(?!{_NAMED_OR_TELLING_EN})",
    _I,
)

# What the subject is: "is a nurse", "'s also a friend", "became a mom", "works as a nanny", "like a sister"
_IS_WHAT_EN = re.compile(
    r"\b(?:is|was|are|were|be|been|being|become|became|becomes|as|like)\s+(?:\w+ly\s+|now\s+|also\s+|still\s+)?$|['’]s\s+"
    r"(?:\w+ly\s+|now\s+|also\s+|still\s+)?$",
    _I,
)


def someone_new_en(before: str, pronoun: str, subject: str = "") -> bool:
    """Whether the last clause of `before` brought in someone new a "she" / "he" opening the next could mean
    ("My coworker Liu set me up with a girl; she's a nurse"); not the `subject`'s own relation ("I have a sister; she
    …")."""
    chunks = re.split(r"[;.!?\n]", before.rstrip("; .!?\n"))
    last = chunks[-1]
    want = "f" if pronoun.lower() in ("she", "her") else "m"
    # "Dana texted my sister, she …": the caller or the one called (the readers may have cut the clause at the
    # one called: "Dana texted; my sister")
    said = " ".join(chunks[-2:])
    for reached in _REACH_EN.finditer(said):
        if reached.end() <= len(said) - len(last) or reached["who"].casefold() == subject.casefold():
            continue
        first = reached["who"].split()[0].lower()
        if first not in ("my", "our") and first in NOT_A_NAME:
            continue  # "My uncle Rob called. The weather was awful": the weather is no one called
        if _NAMED_SO_EN.search(said[: reached.start()]):
            continue  # "My stepdad is called Nate Patel": his name, no one called
        if not re.search(r"\w", said[: reached.start()]) or re.search(
            r"\b(?:i|we)\s+(?:\w+\s+)?$", said[: reached.start()], _I
        ):
            continue  # "Texted my cousin Noor. She's 24": the user called; she is the one called
        if relation_gender(reached["who"]) in ("", want) and relation_gender(subject) in ("", want):
            return True
    for m in _SOMEONE_NEW_EN.finditer(last):
        if _IS_WHAT_EN.search(last[: m.start()]):
            continue
        if (m["who"] or "").casefold() != subject.casefold() and relation_gender(m["who"] or "") in ("", want):
            return True
    return False


# 其他 / 吉他 / 他人 hold the character but are not the pronoun.
_PRONOUN_ZH = re.compile(r"(?<![其吉])(?:他们|她们|它们|他|她|它)(?!人)")


def _first_pronoun(sentence: str, language: str, *, memory: bool = False) -> re.Match[str] | None:
    """The first third-person pronoun that needs a referent; in a memory's English (`memory`), "they" / "them" are
    the user's own ("User loves hiking and they go every weekend"), so not counted."""
    if language == "zh":
        return _PRONOUN_ZH.search(sentence)
    for m in _PRONOUN_EN.finditer(sentence):
        word = m.group(0).lower()
        if (word == "it" and _DUMMY_IT.search(sentence[m.start() :])) or (memory and word in ("they", "them")):
            continue
        return m
    return None


def _names_referent(text: str, pronoun: str, language: str) -> bool:
    """Whether `text` names something the pronoun can stand for."""
    if language == "zh":
        if pronoun.startswith("它"):
            return len(re.findall(r"[\u4e00-\u9fff]", re.sub(r"我|用户", "", text))) >= 4
        return bool(_PERSON_NOUN_ZH.search(text))
    if pronoun.lower() in _PERSON_PRONOUNS:
        return bool(_PERSON_NOUN_EN.search(text) or _NAME_EN.search(text))
    # A clause before the pronoun ("I love painting and I do it every weekend"): its object is the referent.
    clause = re.search(r"\b\w+\s+\w+[^,;]*?(?:,|;|\band\b|\bbut\b|\bso\b)", text)
    return bool(_THING_NOUN_EN.search(text) or _PERSON_NOUN_EN.search(text) or clause)


# A relative said by one character ("我妈", "我姐", "我哥"), not a longer word it opens ("我姐夫", "我弟媳")
_SHORT_F_ZH = "|妈(?!妈)|姐(?![姐夫])|妹(?![妹夫])"
_SHORT_M_ZH = "|爸(?!爸)|哥(?![哥们])|弟(?![弟媳妹])"
_SHORT_ZH = {"妈": "妈妈", "姐": "姐姐", "妹": "妹妹", "爸": "爸爸", "哥": "哥哥", "弟": "弟弟"}


def _from_recent_turn(
    sentence: str, pronoun: re.Match[str], before: str, language: str, *, said: bool = True
) -> str | None:
    """The sentence with a person pronoun replaced by the one relative of its gender the recent turn names: "my
    grandma" in the user's words (`said`), "their grandma" / "用户的外婆" in a memory's."""
    word = pronoun.group(0)
    if language == "zh":
        kinds = {"她": FEMALE_ZH + _SHORT_F_ZH, "他": MALE_ZH + _SHORT_M_ZH}.get(word)
        if kinds is None:
            return None
        # "我妈最近血压有点高": 妈 said short is 妈妈, as a memory says it
        named: set[str] = {_SHORT_ZH.get(w, w) for w in re.findall(rf"(?:你|我)的?({kinds})", before)}
        if len(named) != 1:
            return None
        # "用户需要给姐姐打电话": a todo's own subject is the user, so whose sister goes without saying
        whose = "我的" if said else "" if sentence.startswith("用户需要") else "用户的"
        rest = sentence[pronoun.end() :]
        if kin := re.match(rf"的?(?=(?:{REL_ALL}))", rest):
            # "他儿子在读高中" after "我舅舅…": his son, "我舅舅的儿子" (never "我的舅舅儿子")
            return f"{sentence[: pronoun.start()]}{whose[:-1]}{named.pop()}的{rest[kin.end() :]}"
        return sentence[: pronoun.start()] + whose + named.pop() + rest
    lower = word.lower()
    kinds = FEMALE_EN if lower in ("she", "her", "hers") else MALE_EN if lower in ("he", "him", "his") else None
    if kinds is None:
        return None
    named = {str(m).lower() for m in re.findall(rf"\b(?:your|my)\s+({kinds})\b", before, _I)}
    if len(named) != 1:
        return None
    rest = sentence[pronoun.end() :]
    # "her" before a noun is possessive ("visit her place"); before a preposition, a time or the end, the object.
    possessive = lower in ("his", "hers") or (
        lower == "her"
        and re.match(r"\s+[a-z]", rest)
        and not re.match(
            r"\s+(?:in|on|at|to|for|with|and|about|again|last|next|this|today|tomorrow|yesterday|soon|every|"
            r"when|because|so|but|or|as|after|before|more|too|a lot|up|out|back|over|once|twice|now|tonight|"
            r"later|regularly|weekly|daily|often|first|right)\b",  # "call her regularly": the object
            rest,
            _I,
        )
    )
    referent = ("my " if said else "their ") + named.pop() + ("'s" if possessive else "")
    if pronoun.start() == 0:
        referent = referent[:1].upper() + referent[1:]
    return sentence[: pronoun.start()] + referent + rest


def self_contained(kept: Sequence[tuple[int, str]], sentences: Sequence[str], before: str, language: str) -> list[str]:
    """The kept sentences (with their index among `sentences`, the message's sentences as `_restate` reads them)
    made self-contained as the module docstring says; `before` is the recent turn."""
    out: list[str] = []
    dropped: set[int] = set()
    for i, sentence in kept:
        if i - 1 in dropped and _CONTINUES.match(sentence):
            dropped.add(i)  # "It was awesome!" went on about what the left-out sentence left unnamed
            continue
        named = name_given(out[-1], sentence) if out else None
        if named is not None:
            out[-1] = named  # "Just adopted a puppy! His name is Max": "Just adopted a puppy named Max!"
            continue
        pronoun = _first_pronoun(sentence, language)
        said = " ".join(out)
        if pronoun is None or _names_referent(f"{said} {sentence[: pronoun.start()]}", pronoun.group(0), language):
            out.append(sentence)
            continue
        # The sentence before, unless it was itself left out, is a question, or is already kept.
        previous = sentences[i - 1].strip() if i > 0 and i - 1 not in dropped else ""
        usable = previous and previous not in out and says_something(previous)  # not "Thanks!", not a question
        if usable and _names_referent(previous, pronoun.group(0), language):
            out += [previous, sentence]
            continue
        resolved = _from_recent_turn(sentence, pronoun, before, language)
        if resolved is not None:
            out.append(resolved)
        else:
            dropped.add(i)
    return out


def memory_named(content: str, before: str, language: str) -> str | None:
    """A rule's memory ("User is planning to visit her in January") as it may be stored: unchanged when its first
    pronoun has a referent in it, with the relative the recent turn names put in, or None (left out)."""
    pronoun = _first_pronoun(content, language, memory=True)
    if pronoun is None or _names_referent(content[: pronoun.start()], pronoun.group(0), language):
        return content
    return _from_recent_turn(content, pronoun, before, language, said=False)


_COMPANION_EN = re.compile(
    rf"\b(?:with|and) my ((?:best |close |old )?(?:{PEOPLE_EN})s?)\b|\bmy ((?:{PEOPLE_EN})s?) and I\b", _I
)
_FAMILY_EN = re.compile(r"\b(?:kids?|children|family|fam|wife|husband|son|daughter|parents|mom|dad)\b", _I)
_FRIENDS_EN = re.compile(r"\b(?:friends?|buddies|pals|crew)\b", _I)


def companions_en(text: str, before: str) -> str | None:
    """Who "we" is besides the user, as the message or the recent turn names them ("their husband", "their
    family"); None when neither does (then "we" is the user alone)."""
    m = _COMPANION_EN.search(text)
    if m:
        return "their " + (m.group(1) or m.group(2)).lower()
    for said in (text, before):
        if _FAMILY_EN.search(said):
            return "their family"
        if _FRIENDS_EN.search(said):
            return "their friends"
    return None


_COMPANION_ZH = re.compile(rf"(?:和|跟|与|带着)(?:我的?)?({_PEOPLE_ZH}|家人|朋友们|一家人)")


def companions_zh(text: str, before: str) -> str | None:
    """Who "我们" is besides the user ("老公", "家人"), as the message or the recent turn names them; None when
    neither does."""
    m = _COMPANION_ZH.search(text) or re.search(rf"你(?:和|跟)(?:你的?)?({_PEOPLE_ZH}|家人)", before)
    return m.group(1) if m else _one_named_zh(text)


# what someone does to "我们" that they are not one of: makes, asks, sends, takes
_MAKES_US = re.compile(r"(?:让|叫|逼|要求|请|催|派|安排|通知|带着?|命令|批评|骂)$")


def _one_named_zh(text: str) -> str | None:
    """ "我同事李强人很好，我们经常一起吃午饭": the one person of the user's the sentence names before its 我们 is
    who 我们 is besides the user ("同事李强"); None when it names none, or several (who "we" are is unclear)."""
    at = re.search(_ZH_WE, text)
    if at is None or at.start() == 0 or _MAKES_US.search(text[: at.start()]):
        return None  # "我老板…周末也让我们加班": 我们 is whom the one named makes do it, not them
    # the entity reader sits beside the rules: read only on this path
    from ._entities import extract_mentions
    from ._entities_zh_names import MOD, MY, relation_as_said
    from ._kin_zh import REL_ALL

    said = re.split(r"[。！!？?；;\n]", text[: at.start()])[-1]  # in the same sentence: an earlier one is told apart
    relations = {
        relation_as_said(m["mod"], m["rel"]) for m in re.finditer(rf"{MY}(?P<mod>{MOD})(?P<rel>{REL_ALL})(?!们)", said)
    }
    if len(relations) != 1:
        return None
    relation = relations.pop()
    named = [m.name for m in extract_mentions(said, language="zh") if m.relation == relation and m.name]
    return relation + named[0] if len(named) == 1 else relation


# --- "we" as the user and the one they talk to ---------------------------------------------------------------
_TALKED_EN = r"(?:talk(?:ed)?|spoke|spoken|speak|chat(?:ted)?|caught up|catch up|texted|messaged|hung out)"
# "since we last spoke", "since last time we talked", "after we chatted", with "It's been ages" before it.
_SINCE_CHAT_EN = re.compile(
    r"(?:\b(?:it's|it has|its)\s+)?(?:\bbeen\s+(?:a\s+(?:few|couple(?:\s+of)?)\s+\w+|a\s+(?:while|bit|week|month|"
    r"long time)|ages|forever|so long|too long|\w+\s+(?:days|weeks|months|years))\s+)?"
    rf"\b(?:ever\s+)?(?:since|after)\s+(?:the\s+)?(?:last\s+(?:time\s+)?)?we\s+(?:last\s+)?{_TALKED_EN}"
    r"(?:\s+(?:last|to each other|before))?\b[\s,;:!.–—-]*",
    _I,
)
# "We haven't talked in a few days, but …", "I haven't talked to you in a while", "Sorry I haven't been around":
# a lead about the talk; what follows it ("wanted to let you know I joined a travel club") stays.
_NOT_TALKED_EN = re.compile(
    rf"^(?:sorry,?\s+)?(?:(?:we|I)\s+)?(?:haven't|have not|hadn't|didn't)\s+(?:\w+\s+)?{_TALKED_EN}"
    r"(?:\s+(?:to|with)\s+(?:you|ya|each other))?(?:\s+(?:in|for)\s+(?:a\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:while|bit|days?|weeks?|months?|ages|forever|time))?\b"
    r"|^(?:sorry,?\s+)?I\s+(?:haven't|have not)\s+been\s+(?:around|in touch|online|active|responsive)\b"
    r"|^long time no (?:see|talk|chat)\b",
    _I,
)
_TO_TELL_EN = re.compile(r"^[\s,;:!.–—-]*(?:(?:but|and|so)\s+)?(?:I\s+)?(?:just\s+)?(?:wanted|want) to (?:let you "
                         r"know|tell you|say|share|update you)(?:\s+that)?\s+", _I)  # fmt: skip
# "We talked about this yesterday", "we last chatted about Paris": the two of them, when the message names no one.
_WE_TALKED_EN = re.compile(rf"^we\s+(?:\w+\s+)?(?:{_TALKED_EN}|discussed)\b", _I)
_SPEAKER_EN = re.compile(r"\b(?:I|I'm|I've|I'd|I'll|me|my|mine|we|we're|we've|our|us)\b", _I)
# The listener called by name ("Hey Dave!", "Thanks, Mel"): not someone else the message names.
_CALLED_EN = re.compile(r"\b(?:hey|hi|hello|thanks|thank you|dear|yo|sorry)\W+[A-Z][a-z]+|,\s*[A-Z][a-z]+\s*[!.?]", _I)
_ZH_WE = r"(?:我们|咱们|咱俩|我俩)"
_ZH_WHEN = r"(?:上次|上回|之前|昨天|前几天|刚才|好久|很久|好几天|好一阵子|有段时间)"
# "我们上次聊到哪了", "咱们好久没聊了", "自从上次聊完": a clause about the talk between the two of them.
_CHAT_ZH = re.compile(
    rf"^(?:自从|从)?{_ZH_WE}{_ZH_WHEN}?(?:都)?(?:没有?)?聊|^(?:自从|从)?{_ZH_WE}{_ZH_WHEN}(?:都)?(?:没有?)?(?:谈|说|讲)"
    r"|^(?:自从|从)?(?:上次|上回)(?:聊|谈)(?:完|过|了|到)|^好久不见|^好久没(?:聊|联系)"
)


def _clean_en(sentence: str, earlier: str) -> str:
    """The English sentence without what it says of the talk itself ('' when that is all)."""
    parts = [p.strip(" ,;:–—-") for p in _SINCE_CHAT_EN.split(sentence)]
    if len(parts) > 1:  # "So much has happened since we last spoke - I went …": what is said of the user stays
        kept = [p for p in parts if p and _SPEAKER_EN.search(p)]
        glue = [" " if re.search(r"(?:,|\b(?:but|and|so))$", p) else "; " for p in kept]
        s = "".join(p + g for p, g in zip(kept[:-1], glue, strict=False)) + (kept[-1] if kept else "")
        end = re.search(r"[.!?;…]+$", sentence.strip())
        s = s[:1].upper() + s[1:] + (end.group(0) if end and s and not re.search(r"[.!?;…]$", s) else "")
    else:
        s = sentence.strip()
    body = re.sub(r"^(?:(?:hey|hi|hello|so|well|oh|anyway|yeah|btw)\b(?:\s+[A-Z][a-z]+)?[\s,!]*)+", "", s, flags=_I)
    if m := _NOT_TALKED_EN.search(body):
        rest = body[m.end() :]
        rest = _TO_TELL_EN.sub("", rest).lstrip(" ,;:!.–—-")
        if not re.search(r"\w", rest):
            return ""
        s = body = rest[:1].upper() + rest[1:]
    # "We talked about it": unless the message names who else ("I met Anna and we talked"), the two of them.
    others = _CALLED_EN.sub("", earlier)
    if _WE_TALKED_EN.match(body) and not (
        _PERSON_NOUN_EN.search(others) or _NAME_EN.search(others) or _COMPANION_EN.search(body)
    ):  # what the sentence goes on to say of the user stays ("…, and I've decided to go in March")
        tail = re.search(r"(?:,|;|\s)\s*(?:(?:and|but|so)\s+)?(?=(?:I|I'm|I've|I'll|I'd|my)\b)", body)
        return body[tail.end() :][:1].upper() + body[tail.end() + 1 :] if tail else ""
    return s


def _clean_zh(sentence: str) -> str:
    """The Chinese sentence without its clauses about the talk itself ('' when that is all)."""
    clauses = re.split(r"(?<=[，,])", sentence)
    kept = [c for c in clauses if not _CHAT_ZH.search(c.strip())]
    if len(kept) == len(clauses):
        return sentence
    text = "".join(kept).strip("，, ")
    return text if re.search(r"[\u4e00-\u9fff]", text) else ""  # "好久不见！" alone: nothing left to say


def without_chat(text: str, before: str) -> str:
    """`text` (a user's message) without what it says of the conversation itself, as the module docstring says.
    A "we" the message or the recent turn (`before`) gives company to ("我和老婆…我们聊了很久") is left alone."""
    if not re.search(r"talk|spok|speak|chat|caught up|catch up|texted|messaged|hung out|discussed|long time no|聊|谈|"
                     r"说|讲|好久", text, _I):  # fmt: skip
        return text  # most messages say nothing of talking: nothing to look at
    out: list[str] = []
    changed = False
    for sentence in split_sentences(text, len(text)):
        if sentence_language(sentence) == "zh":
            cleaned = sentence if companions_zh(sentence, before) else _clean_zh(sentence)
        else:
            cleaned = _clean_en(sentence, " ".join(out))
        changed = changed or cleaned != sentence
        if cleaned:
            out.append(cleaned)
    # Rebuilt only when something went: a message with nothing about the chat keeps its own lines and spacing
    # ("我妈妈住在杭州\n她说周末来看我" is not run into one sentence).
    return (" " if sentence_language(text) == "en" else "").join(out) if changed else text
