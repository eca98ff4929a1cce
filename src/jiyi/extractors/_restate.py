"""A memory in the user's own words: the sentences of a selected message that carry its content, in the third person.

The selector (`_selector`) says a message is worth remembering; this module says what to remember from it.
It keeps the statements (not the greeting, the question back, the praise of the listener), at most three
sentences, turns the first person into the third ("I just got back from a camping trip with my kids" ->
"User just got back from a camping trip with their kids"; "上周末我去了一次云台山" -> "上周末用户去了一次云台山"),
appends the absolute date of a relative one ("yesterday" -> "(2023-05-07)"), and types the result: a plan when it
names a future date, an event when it names a past one, else a preference or a fact. A message with no such
statement gives nothing, whatever the selector said.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from .._dates import ResolvedTime
from .._smalltalk import ASKS_ZH, QUESTION_ZH
from .._to_listener import past_the_reply
from ._age_zh import AGE_ZH, NUM_ZH
from ._chat_fillers import as_if_out, likes_out
from ._entities_asides import drop_aside
from ._entities_asked_zh import asked_out_zh
from ._entities_en_asking import said_after_asking_en
from ._entities_en_words import ASIDE_TIE_EN
from ._entities_fronted import unfront
from ._entities_voice import tidy_voice
from ._kin_zh import REL_ALL
from ._name_given import name_given
from ._pro_drop import someone_else_en, someone_unnamed_en
from ._reach import NEED_EN, REACH_VERB_EN
from ._referents import WE_TOGETHER_EN, companions_en, companions_zh, self_contained
from ._restate_dates import PAST_ZH, date_of
from ._restate_frame import unframed
from ._restate_voice_en import said_plainly_en
from ._rules_common import cut_chat_tail, date_suffix, sentence_language, split_sentences
from ._rules_en_facts import swap_pronouns, to_third_person_en
from ._rules_zh_facts import to_third_person_zh
from ._turn_before import questions

__all__ = ["Restated", "plain_end", "restate"]

_I = re.IGNORECASE
_MAX_SENTENCES = 3
_MAX_CHARS = {"en": 320, "zh": 140}
# A shorter first statement the rules did not read is a passing remark ("I'm going to bed", "我忘了带钥匙"); seven
# Chinese characters carry about what five English words do ("我上周去了杭州": a trip to keep).
_MIN_WORDS, _MIN_HAN = 5, 7
# "[shares a photo: …]", "[图片]": an attachment's placeholder is not something the user said.
_ATTACHMENT = re.compile(r"\s*[\[【][^\]】]{0,300}[\]】]\s*$")

# --- English -------------------------------------------------------------------------------------
# Interjections and a greeting's name ("Wow, ", "Thanks, Caroline! ", "Yeah "), but not the head of a sentence
# ("Thank you for …" is not "for …"): an interjection needs its punctuation, a discourse word its space.
_LEAD_EN = re.compile(
    r"^(?:(?:hey|hi|hello|yo|dear|thanks|thank you)(?:\s+[A-Z][\w'-]*)?\s*[,!.]+\s*|"
    r"(?:guess what|wow+|whoa|woah|oh|ooh|ah|aw+|yeah|yes|yep|yup|no|nope|haha+|hah|lol|omg|cool|nice|great|awesome|"
    r"amazing|"
    r"sure|ok(?:ay)?|right|oh man|man|gosh|ugh|hmm+|um+|totally|absolutely|definitely|true|exactly|indeed)"
    r"(?:\s+[A-Z][\w'-]*)?\s*[,!.:;-]+\s*|"
    r"(?:ok(?:ay)?\s+so|so|well|anyway|anyways|btw|by the way|honestly|actually|also|and|but|plus|yeah|oh|of course|"
    r"you know|"
    r"on an? (?:brighter|lighter|happier|better|different|side|sadder|related) note|on another note|speaking of which)"
    r"\b[,]?\s+|"
    # news announced before it is told: "Crazy thing happened - …", "Here's something cool that happened today -"
    r"(?:(?:a\s+)?(?:crazy|funny|cool|big|great|fun|wild|weird|awesome) thing happened|here's something(?: \w+)? that "
    r"happened(?: the other day| today| yesterday| recently| last week)?)\s*[-–—:,]\s*|"
    # a name called out: "Caroline, they're some of my favourite memories" (not "Lena, my boss, is …" nor "Amy, who's
    # my mum, …": the tie said beside the name)
    rf"[A-Z][a-z]+,\s+(?=[a-z])(?!(?:my|our)\s+[\w' -]{{1,30}},|{ASIDE_TIE_EN}(?:my|our)\b))+",
    _I,
)
_HYPOTHETICAL_EN = re.compile(r"^(?:if|imagine|suppose|what if)\b|\b(?:if I were|I wish|I would have|I'd have)\b", _I)
# The need a number to reach someone on is for ("if it's urgent call my husband Tom on …"): no hypothetical, and no
# part of the number it gives
_REACH_FRAME_EN = re.compile(rf"^{NEED_EN}(?={REACH_VERB_EN}(?:my|our)\b[^.?!]*\s(?:on|at)\s+\+?\(?\d)", _I)
_FIRST_EN = re.compile(r"\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself|we|we're|we've|we'll|our|us)\b", _I)
# How one reaches someone, told with a "you" that is anyone: "you can email her at …", "you can reach him on …".
_HOW_TO_REACH_EN = re.compile(
    r"\byou (?:can|could|'ll|will) (?:always )?(?:reach|email|e-mail|call|text|contact|message|ping|find|get hold of)"
    r" (?:him|her|them)\b",
    _I,
)
_SPEAKER_SUBJECT_EN = re.compile(r"\b(?:I|I'm|I've|I'd|I'll|my|we|we're|we've|we'll|our)\b", _I)
_YOU_EN = re.compile(r"\b(?:you|you're|you've|your|yours|yourself|u|ur|ya|y'all)\b", _I)
# About the listener, not the speaker: "I'm so happy for you", "I hope you have fun", "Thank you so much".
_TO_LISTENER_EN = re.compile(
    r"\b(?:(?:happy|glad|proud|excited|thrilled|sorry) (?:for|of|to hear)|hope you|wish you|thank you|thanks|"
    r"miss you|love you|admire|agree with you|you (?:should|must|can|could|deserve|are|were|did|have|got|look|"
    r"sound|seem)|your|(?:tell|told|show|ask|share with|(?:talk|chat|speak)(?:ing)? (?:to|with)|meet(?:ing)?|update|"
    r"hear) (?:you|ya)|for you|(?:with|to) (?:you|ya)(?! know))\b",
    _I,
)
# "Just got back from …", "Went to …": chat drops the "I".
_SUBJECTLESS_EN = re.compile(
    r"^(?:just |finally |recently |also )?(?:got|went|finished|started|had|made|took|bought|visited|moved|joined|saw|"
    r"tried|signed up|ran|won|adopted|picked up|spent|watched|read|learned|learnt|booked|decided|began|cooked|baked|"
    r"painted|wrote|met|found|lost|passed|graduated|been|am|'m|have been|love|loving|started|heard)\b"
    # "Love and acceptance should be everyone's right": two nouns are the subject
    r"(?!\s+(?:and|&)\s+\w+\s+(?:is|are|was|were|should|can|must|will|have|has)\b)",
    _I,
)
_PREFERENCE_EN = re.compile(
    r"\b(?:love|loves|like|likes|enjoy|enjoys|favou?rite|prefer|prefers|hate|hates|fan of)\b", _I
)

# --- Chinese -------------------------------------------------------------------------------------
_LEAD_ZH = re.compile(
    r"^(?:(?:(?:还行|还好|还可以|挺好的?|凑合|一般般?|马马虎虎)(?:吧|啊|呀|哈)?[，,]\s*(?:就是|不过|但是|只是)?|哈哈+|哎呀|哎哟|哎+|唉呀|嗨呀|嘿嘿+|呵呵+|嗯+|恩+|啊+|哇+|哦+|噢+|唉+|诶|欸|对了|对啊|对呀|好的|好啊|是的|是啊|没错|其实|说实话|你知道吗|"
    r"话说回来|说起来|说到这(?:里|个)|言归正传|可以(?=[，,！!。])|告诉你|我?(?:跟|和|给)你(?:说|讲)(?!过)(?:一?下|个事)?|说一?下(?=我)|老实说|说真的|讲真|你好|您好|嗨|(?:非常)?(?:谢谢|感谢)(?:你|您)?(?:的(?:建议|推荐|指导|帮助|提醒|关心|陪伴|鼓励))?|多谢|我?(?:已经)?(?:记下来了|记住了|知道了|明白了)|不客气|当然|确实|真的|那么|那(?=我)|所以|然后|不错|好吧|行吧)[\s，,！!。~～：:、…]*)+"
)
_POINTER_ZH = re.compile(r"^(?:这|那)(?:种|个|些|样|里|儿)")


def plain_end(sentence: str, language: str) -> str:
    """The sentence without a closing aside (`drop_aside`) or chat tail (`cut_chat_tail`)."""
    return cut_chat_tail(drop_aside(sentence, language), language)


_HYPOTHETICAL_ZH = re.compile(r"如果|要是|假如|假设|万一|倘若|但愿")
# A sentence that drops its subject, as Chinese does, is the speaker's: "今天去了趟公园" -> "用户今天去了趟公园".
_DROPPED_ZH = re.compile(
    r"^(?:今天|昨天|前天|刚才|刚刚|最近|这几天|这周|上周|上周末|周末|上个月|这个月|去年|今年|早上|晚上|中午|下午|也|还|又|刚|"
    r"(?:\d{1,2}月(?:\d{1,2}[号日])?|国庆|五一|元旦|春节|过年|暑假|寒假)(?:的时候|期间|那天)?)?"
    r"(?:去了|去过|买了|吃了|看了|做了|学了|参加了|开始|准备|打算|想|要去|在学|在做|跑了|玩了|养了|换了|搬到|搬了|考了|拿到|收到|完成了|"
    r"报名|带着?|终于|一直|经常|每天|平时)"
)
# About this conversation, not the user's life: "今天想跟你聊聊…", "I wanted to tell you about…".
# "想和你来聊聊", "请教你", "跟我分享一下吧", "下次再聊，再见": the talk itself, or what is asked of the listener
_META_ZH = re.compile(
    r"[跟和给向]你(?:来|一起)?(?:聊|说|讲|分享|介绍|请教|谈)|(?:问|请教)你|想[和跟]?你?来?(?:聊聊|谈谈|谈论)|聊一聊|请你|帮我|"
    r"[跟和给]我(?:分享|讲讲|说说|推荐|介绍)(?![了过])|下次再聊|再见|拜拜|聊天(?:就)?结束"
)
# "我们公司" is the user's company: "用户的公司", not "用户他们公司"; "我们表舅" is "用户的表舅".
_OUR_ZH = re.compile(
    rf"(?:我们|咱们)(?:家)?(?=(?:一个|一位)?{REL_ALL})|"
    r"(?:我们|咱们)(?=公司|学校|小区|团队|部门|班|组|单位|医院|村|老家|城市|小组|项目|实验室)"
)
# "我们家住三楼", "咱家的猫": the household, "用户家"
_OUR_HOME_ZH = re.compile(r"(?:我们|咱们|咱)家")
# "我们俩", "咱俩": the user and one other; named, "用户和小美", else not said plainly enough to keep
_WE_TWO_ZH = re.compile(r"(?:我们|咱们)俩|我俩|咱俩")
# An afterthought saying who "we" were: "…去爬了泰山，我和我表弟", "…, me and my buddy Josh"
_WHO_WE_ZH = re.compile(r"[，,]\s*(?:就是|就|是)?我(?:和|跟|与)(?P<x>[^，,。！!？?\s]{1,10})$")
_WHO_WE_EN = re.compile(
    r",?\s*(?:[-\u2014]+\s*)?(?:just |only )?(?:me|I) and "
    r"(?P<x>(?:my|our) [\w'-]+(?-i: [A-Z][a-z]+)?|(?-i:[A-Z][a-z]+)|him|her|them)$",
    _I,
)
# "我们都怕他", "我们都挺喜欢她的": 我们 said of him or her, who is then no companion of theirs
_WE_OF_HIM_ZH = re.compile(r"(?:我们|咱们)[^，,。！!？?；;]*?[他她](?!们)")
_TO_LISTENER_ZH = re.compile(r"你|您")
_PREFERENCE_ZH = re.compile(r"喜欢|爱吃|爱看|爱听|热爱|最爱|讨厌|偏好|受不了")


@dataclass(frozen=True)
class Restated:
    """The memory a selected message gives: its text, type, due date (plans) and the sentences it came from."""

    content: str
    type: str
    language: str
    due_at: datetime | None
    source: str


def _one_subject(said: str | None) -> str | None:
    """ "My uncle Pat grew up in Cork. My uncle Pat never lost the accent" (a fronted phrase said again) as one
    sentence with one subject: "My uncle Pat grew up in Cork and never lost the accent"."""
    if said is None:
        return None
    m = re.match(r"^(?P<x>[A-Z][^.!?]*) (?P<p>[^.!?]+)\. (?P=x) (?P<r>.+)$", said)
    return f"{m['x']} {m['p']} and {m['r']}" if m else said


def _asked_of_someone(before: str) -> bool:
    """The turn before asks of someone else ("How's your sister doing?", "What has Tom been up to?"): a reply with
    no subject answers of them. A remark about them ("They look great!") asks nothing, and the reply is the user's."""
    return any(someone_else_en(q) for q in questions(before))  # any of them: which one a reply answers is unsaid


def restate(text: str, now: datetime, before: str = "") -> Restated | None:
    """The memory of a message the selector picked, or None when it holds no statement to keep. `before` is the
    recent turn (the message before it): what a pronoun or "we" of the message may refer to (`_referents`)."""
    text = _ATTACHMENT.sub("", text).strip()
    if not text:
        return None
    language = sentence_language(text)
    # "就是那个 我婆婆 今年六十三了 嗯 退休前是护士", "lol my brother kevin just turned 29 😂": the memory is said
    # without the chat voice
    text = tidy_voice(text) if language == "zh" else said_plainly_en(text)
    text = asked_out_zh(text) if language == "zh" else text  # "推荐几家…的馆子吧，我嫂子在那儿上班": no request
    text = unframed(text, language)
    # a fronted value is kept in the plain order the entity reader read it in ("一米八五，这是我表哥的个子" ->
    # "我表哥的个子是一米八五"), so the memory states what the entity layer recorded, person first
    # what is said back to the assistant ("很有道理，", "I've taken note of that.") is no part of it
    sentences = [past_the_reply(_one_subject(unfront(s, language)) or s, language) for s in split_sentences(text, 16)]
    if language == "en":  # "Is being a saddler stressful? Andy is one": Andy is a saddler, read alone
        sentences = said_after_asking_en(sentences)
    for i in reversed(range(1, len(sentences))):
        named = name_given(sentences[i - 1], sentences[i])  # "We got a kitten! Its name is Pepper": one statement
        if named is not None:
            sentences[i - 1 : i + 1] = [named]
    lead = _LEAD_ZH if language == "zh" else _LEAD_EN
    read = [lead.sub("", s.strip()).strip() for s in sentences]
    pairs = _keep_zh(sentences) if language == "zh" else _keep_en(sentences)
    contained = self_contained(pairs, read, before, language)
    companions = companions_zh(text, before) if language == "zh" else companions_en(text, before)
    if companions is None and language == "en":  # "we all …" with nobody named: neither the user alone nor "others"
        contained = [s for s in contained if not WE_TOGETHER_EN.match(s)]
    kept = _fit(contained, language)
    if not kept:
        return None
    opening = _LEAD_EN.sub("", kept[0]) if language == "en" else ""
    if _SUBJECTLESS_EN.match(opening) and (_asked_of_someone(before) or someone_unnamed_en(opening)):
        # "How's your sister doing?" then "started a new job last week": hers, not the user's; so is "went to
        # Oxford for his masters"
        return None
    kept, companions = _who_we(kept, companions, language)
    if language == "zh" and any(_WE_OF_HIM_ZH.search(s) for s in kept):
        companions = None  # "我老板张伟很严格，我们都怕他": 他 is the one named, who is not among 我们
    when = next((w for s in kept if (w := date_of(s, now)) is not None), None)
    if language == "zh":
        body, about_user = _third_person_zh(kept, when, companions)
    else:
        body, about_user = _third_person_en(kept, when, companions)
    if not about_user:
        return None  # "Elon Musk likes rockets", "马斯克喜欢火箭": nothing about the user's life
    kind, due = _kind(body, language, when, now)
    return Restated(body, kind, language, due, " ".join(kept))


_PAST_EN = re.compile(
    r"\b(?:User|they)\s+(?:\w+ly\s+|just\s+|finally\s+|also\s+)?(?:was|were|did|had|went|got|came|saw|made|took|"
    r"bought|met|ran|won|began|\w+ed)\b"
)


# "今年三十二了", "45岁了", "五十多岁了", "三十出头": how old someone is now, not a dated event (今年 is no date
# here, 了 no past). The age is the entity readers' own (`_age_zh`); a bare number needs 了 after it.
_AGE_NOW_ZH = re.compile(rf"(?:今年|现在|已经)?(?:{AGE_ZH}(?:了|啦)?|{NUM_ZH}(?:了|啦))(?![\d年月日号点])")


def _kind(body: str, language: str, when: ResolvedTime | None, now: datetime) -> tuple[str, datetime | None]:
    # "52 岁": a space the wording may have put between a figure and a Han character is not read past
    if language == "zh" and _AGE_NOW_ZH.search(compact := re.sub(r"\s+", "", body)):
        if when is not None and when.text.strip() in ("今年", "现在"):
            when = None
        body = _AGE_NOW_ZH.sub("", compact)
    if when is not None:
        if when.when.date() > now.date():
            return "plan", when.when
        return "event", None
    preference = _PREFERENCE_ZH if language == "zh" else _PREFERENCE_EN
    # "she is like really grumpy", "feels like yesterday": a filler and a comment, no liking
    if preference.search(likes_out(as_if_out(body, language))):
        return "preference", None
    past = PAST_ZH.search(body) if language == "zh" else _PAST_EN.search(body)
    return ("event" if past else "fact"), None


# --- which sentences ---------------------------------------------------------------------------


def _keep_en(sentences: list[str]) -> list[tuple[int, str]]:
    kept: list[tuple[int, str]] = []
    previous_kept = False
    for i, raw in enumerate(sentences):
        s = _REACH_FRAME_EN.sub("", _LEAD_EN.sub("", raw.strip()).strip())
        statement = (
            len(s.split()) >= (_MIN_WORDS if not kept else 2) and not s.endswith("?") and not _HYPOTHETICAL_EN.search(s)
        )
        first = bool(_FIRST_EN.search(s)) or bool(_SUBJECTLESS_EN.match(s))
        # With "you" in it, a sentence is the user's own only when the user is its subject ("Let me know if you…"
        # is not), and one that starts with "You…" is about the listener.
        heard = _HOW_TO_REACH_EN.sub(" ", s)  # "you can email her at …" tells how to reach her, not about "you"
        listener = bool(_YOU_EN.search(heard)) and (
            not _SPEAKER_SUBJECT_EN.search(heard) or bool(_TO_LISTENER_EN.search(heard)) or bool(_YOU_EN.match(heard))
        )
        continues = previous_kept and bool(re.match(r"^(?:it|this|that|she|he|they|there)\b", s, _I))
        if statement and not listener and (first or continues):
            s = plain_end(s, "en")
            kept.append((i, s[:1].upper() + s[1:]))
            previous_kept = True
            if len(kept) == _MAX_SENTENCES:
                break
        else:
            previous_kept = False
    return kept


def _keep_zh(sentences: list[str]) -> list[tuple[int, str]]:
    kept: list[tuple[int, str]] = []
    for i, raw in enumerate(sentences):
        s = _LEAD_ZH.sub("", raw.strip()).strip()
        han = len(re.findall(r"[\u4e00-\u9fff]", s))
        if (
            han < (_MIN_HAN if not kept else 4)
            or QUESTION_ZH.search(s)
            or (s.rstrip("。！!~～").endswith("呢") and ASKS_ZH.search(s))
        ):
            continue
        if _META_ZH.search(s) or _HYPOTHETICAL_ZH.search(s) or (not kept and _POINTER_ZH.match(s)):
            continue  # talk about the talk, a hypothetical, or "这种写法我喜欢" with nothing before it to point at
        if _TO_LISTENER_ZH.search(s) and "我" not in s:
            continue  # about the listener ("你真厉害")
        kept.append((i, plain_end(s, "zh")))
        if len(kept) == _MAX_SENTENCES:
            break
    return kept


def _fit(kept: list[str], language: str) -> list[str]:
    """Whole sentences up to the length a memory may have (the first one, clipped, when it alone is longer)."""
    limit, total = _MAX_CHARS[language], 0
    out: list[str] = []
    for s in kept:
        if out and total + len(s) > limit:
            break
        out.append(s if len(s) <= limit else s[: limit - 1].rstrip() + "…")
        total += len(s)
    return out


# --- third person --------------------------------------------------------------------------------


def _with_date(sentence: str, when: ResolvedTime | None, language: str, done: bool) -> tuple[str, bool]:
    """The sentence with the absolute date before its closing punctuation, if it holds the date expression."""
    if when is None or done or when.text not in sentence:
        return sentence, done
    core = sentence.rstrip("。！!.~～…")
    return core + date_suffix(when, language) + sentence[len(core) :], True


# "Megan Thompson (my line manager).", "Tom, my boss.": a sentence that only names someone and their tie; the he /
# she that opens the next one is them, and both are said as one ("User's line manager Megan Thompson always …")
_ONLY_NAMED_EN = re.compile(
    rf"^[A-Z][a-z]+(?:\s[A-Z][a-z]+)?(?:\s*\((?:my|our)\s+[a-z][\w' -]{{0,30}}\)|,\s+(?:{ASIDE_TIE_EN})?(?:my|our)\s+"
    r"[a-z][\w' -]{0,30})[.!]*$"
)
_SAID_AGAIN_EN = re.compile(r"^(?:He|She)(?=\s|'s\s|’s\s)")


def _named_then_said(kept: list[str]) -> list[str]:
    out: list[str] = []
    for s in kept:
        if out and _ONLY_NAMED_EN.match(out[-1]) and _SAID_AGAIN_EN.match(s):
            out[-1] = out[-1].rstrip(".!") + " - " + s[:1].lower() + s[1:]
        else:
            out.append(s)
    return out


def _third_person_en(kept: list[str], when: ResolvedTime | None, companions: str | None) -> tuple[str, bool]:
    out: list[str] = []
    introduced = dated = False
    for s in _named_then_said(kept):
        s, dated = _with_date(s, when, "en", dated)
        s = _APPOSED_EN.sub(
            lambda m: f"{m['my']} {m['r']} {m['n']} " + ("is " if m["is"] else ""), s
        )  # "Lena, my boss, is" -> "my boss Lena is"
        s = _EQUALS_TIE_EN.sub(lambda m: f"{m['n']} is ", s)
        s = _NAME_SET_OFF_EN.sub(lambda m: f"{m['my']} {m['r']} {m['n']} ", s)  # "My boss, Linda, is" likewise
        if not introduced:
            s, introduced = _introduce_en(s, companions)
        else:
            s = _later_we(swap_pronouns(s))
        s = s[:1].upper() + s[1:].rstrip(";,:")  # a clause cut at ";" ends as a sentence, never ";."
        out.append(s if s.endswith((".", "!", "…", '."', '!"', '?"')) else s + ".")
    return " ".join(out), introduced


# "My boss, Linda, is …": the name set off by commas after the tie
_NAME_SET_OFF_EN = re.compile(
    r"^(?P<my>[Mm]y|[Oo]ur)\s+(?P<r>[a-z][\w' -]{0,30}?),\s+"
    r"(?P<n>(?:(?:Mr|Mrs|Ms|Dr)\.?\s)?[A-Z][a-z]+(?:\s[A-Z][a-z]+)?),\s+(?=[a-z])"
)
# "Lena, my boss, is …", "Sarah (my roommate) is …", "Amy, who's my mum, has …", "Liam, aka my stepbrother, …",
# "Kev Lee = my trainee he …", "Meg Ray (my boss) - she …", "then there's Tom, who's my boss, he …": a person named
# with their tie beside the name ("my boss Lena is …"); the he / she that says them again goes
_APPOSED_EN = re.compile(
    r"^(?i:(?:and\s+)?(?:then\s+)?there(?:'s|’s|\s+is)\s+(?:also\s+)?)?"
    rf"(?P<n>[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)(?:,\s+(?:{ASIDE_TIE_EN})?|\s+\(|\s*=\s*)(?P<my>my|our)\s+"
    r"(?P<r>[a-z][\w' -]{0,30}?)(?:,\s+|\)\s*(?:[-–—:.]\s*)?|\s+[-–—]\s+|(?<!\))\s+(?=(?:he|she)\s))"
    r"(?P<again>(?:he|she)(?:(?P<is>'s|’s|\s+is)\s+|\s+(?=[a-z])))?"
)
# "Kev Lee = my trainee": the "=" of a note, said as "is"
_EQUALS_TIE_EN = re.compile(r"^(?P<n>[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s*=\s*(?=(?:my|our)\s)")


# "… with my cousin Dana", "… along with our kids": the sentence names who was with the user
_WITH_WHOM_EN = re.compile(r"\b(?:with|alongside)\s+(?:my|our)\b", _I)


def _introduce_en(s: str, companions: str | None) -> tuple[str, bool]:
    """The first mention of the user becomes "User" / "User's"; later ones they / their / them. A leading "we" is
    the user and `companions` ("their family"), or the user alone when nothing names who else."""
    if _SUBJECTLESS_EN.match(s):  # "Been rehearsing hard" is "I've been …", not "I been …"
        s = ("I've " if re.match(r"been\b", s, _I) else "I ") + s[:1].lower() + s[1:]
    lead = re.match(r"^(?:we're|we've|we'll|we'd|we|our|us)\b", s, _I)
    # "Last weekend my husband and I went …", "Me and my wife just got back …": both are the subject, the verb plural
    pair = _AND_I.search(s) or _ME_AND.search(s)
    if pair and not _FIRST_EN.search(s[: pair.start()]):
        who = pair["who"]
        who = swap_pronouns(who[:1].lower() + who[1:] if re.match(r"(?:My|Our|The)\b", who) else who)
        rest = swap_pronouns(re.sub(r"\bwe\b", "they", s[pair.end() :], flags=_I))
        return _later_we(s[: pair.start()] + "User and " + who + rest), True
    if lead and lead.group(0).lower() == "our":
        return "User's" + swap_pronouns(s[lead.end() :]), True
    if lead and companions is None:  # "We bond over stories" -> "User bonds over stories", not "User and others"
        alone = {"we're": "I'm", "we've": "I've", "we'll": "I'll", "we'd": "I'd", "we": "I", "us": "me"}
        rest = s[lead.end() :]
        if lead.group(0).lower() == "we":  # "we were competing" -> "I was competing": the verb agrees with "I"
            rest = re.sub(r"^(\s+)(are|were|aren't|weren't)\b", lambda v: v[1] + _SINGULAR[v[2].lower()], rest)
        s = alone[lead.group(0).lower()] + rest
    elif lead and _WITH_WHOM_EN.search(s, lead.end()):
        # "we went to the concert with my cousin Dana": who else is said where the sentence says it, not twice
        return _introduce_en(s, None)
    elif lead:
        word = lead.group(0).lower()
        verb = {"we're": " are", "we've": " have", "we'll": " will", "we'd": " would"}.get(word, "")
        rest = swap_pronouns(re.sub(r"\bwe\b", "they", s[lead.end() :], flags=_I))
        return f"User and {companions}" + verb + rest, True
    if re.match(r"^(?:i|i'm|i've|i'd|i'll|my|im)\b(?!\s+(?:are|were)\b)", s, _I):
        return _later_we(to_third_person_en(s)), True
    m = re.search(r"(?<![.@/-])\b(?:I|I'm|I've|I'd|I'll|my|me)\b(?![@.]\w)", s)  # not "proton.me", "me@x.io"
    if m is None:
        return s, False
    head, word, rest = s[: m.start()], m.group(0), s[m.end() :]
    if word == "me":  # "It's been helping me move on": the user as the object, "the user" (not the name-like "User")
        return _later_we(head + "the user" + swap_pronouns(rest)), True
    if word == "I" and re.fullmatch(r"(?:\w+\s+){0,2}\w+\s+and\s+", head):  # "She and I have …": plural verb
        return _later_we(head + "User" + swap_pronouns(rest)), True
    # "Last week I went …", "Yesterday my sister …": the clause from the first mention is rewritten as a lead.
    return _later_we(head + to_third_person_en(s[m.start() :])), True


# "My wife and I", "Samantha and I", "the pups and I": the user with someone else as the subject.
_AND_I = re.compile(
    r"\b(?P<who>(?:[Mm]y|[Oo]ur|[Tt]he)\s+(?:(?!(?:was|is|were|are|has|had|have)\b)[\w'-]+\s+)?"
    r"(?!(?:was|is|were|are|has|had|have)\b)[\w'-]+|(?!(?:She|He|They|We|You|It)\b)[A-Z][a-z]+)\s+and\s+I\b(?!')"
)
_ME_AND = re.compile(
    r"(?:^|(?<=,\s))(?:[Mm]e|I)\s+and\s+(?P<who>(?:[Mm]y|[Oo]ur)\s+(?:(?!(?:just|are|were|have|had|went|got)\b)[\w'-]+\s+)?"
    r"(?!(?:just|are|were|have|had|went|got)\b)[\w'-]+|(?!(?:She|He|They|We|You|It)\b)[A-Z][a-z]+)\b(?!')"
)
_SINGULAR = {"are": "am", "were": "was", "aren't": "am not", "weren't": "wasn't"}


def _later_we(text: str) -> str:
    """ "we" once the user is named: "User remembers every hike we took" -> "… they took"."""
    swap = {"we": "they", "us": "them"}

    def repl(m: re.Match[str]) -> str:
        word = swap[m.group(0).lower()]
        return word.capitalize() if m.group(0)[0].isupper() else word

    return re.sub(r"\b(?:we|us)\b(?!')", repl, text, flags=_I)


def _who_we(kept: list[str], companions: str | None, language: str) -> tuple[list[str], str | None]:
    """An afterthought naming who "we" were ("我们俩上周去爬了泰山，我和我表弟", "We went hiking, me and my buddy
    Josh") is who the companions are, and no clause of the memory."""
    we = re.compile(r"我们|咱们|我俩|咱俩" if language == "zh" else r"\b(?:we|we're|we've|us|our|and I)\b", _I)
    out = []
    for s in kept:
        core = s.rstrip("。！!.~～…")
        m = (_WHO_WE_ZH if language == "zh" else _WHO_WE_EN).search(core)
        if m and we.search(core[: m.start()]):
            who = m["x"]
            if language == "zh":  # "我爸" -> "爸爸": "用户和爸爸"
                companions = re.sub(r"^用户的", "", to_third_person_zh(who))
            elif who.lower() not in ("him", "her", "them"):  # "me and him": who he is, the sentence said already
                companions = re.sub(r"^(?:my|our)\b", "their", who, flags=_I)
            s = core[: m.start()].rstrip(" ,，") + s[len(core) :]
        out.append(s)
    return out, companions


# "表姐上周六结婚，我随了2000块礼金", "上个月表妹结婚…": a family word opening what the user says, after any time
# words, is the user's own kin (Chinese drops the 我), and the memory says whose: "用户的表姐上周六结婚，…"
_BARE_KIN_ZH = re.compile(
    r"^(?P<t>(?:今天|昨天|前天|前几天|刚才|最近|这几天|这周|上周|上周末|周末|上个月|这个月|去年|今年|前年|"
    rf"(?:\d{{1,2}}|[一二三四五六七八九十]{{1,2}})月份?)?)(?P<k>{REL_ALL})(?![们圈群节会])"
)
_FAMILY_ZH = re.compile(r"[哥姐弟妹爸妈爷奶姥舅叔姑姨侄甥孙儿女婶嫂伯婆公夫妻媳]")


def _users_kin(m: re.Match[str]) -> str:
    return f"{m['t']}用户的{m['k']}" if _FAMILY_ZH.search(m["k"]) and m["k"] not in ("公公", "婆婆") else m[0]


def _third_person_zh(kept: list[str], when: ResolvedTime | None, companions: str | None) -> tuple[str, bool]:
    out: list[str] = []
    dated = False
    we = f"用户和{companions}" if companions else "用户"  # "我们" is the user and whom the message names, else the user
    for s in kept:
        if companions is None and _WE_TWO_ZH.search(s):
            continue  # "我们俩是大学同学" with nobody named: "用户俩" says nothing right
        s, dated = _with_date(s, when, "zh", dated)
        s = _OUR_HOME_ZH.sub("用户家", _OUR_ZH.sub("用户的", s))
        s = re.sub(r"我们|咱们", we, _WE_TWO_ZH.sub(we, s))
        s = to_third_person_zh(re.sub("我国(?!庆)", "\x00", s)).replace("\x00", "我国")  # "我国庆…" is the user
        s = _BARE_KIN_ZH.sub(_users_kin, s)
        out.append(s if s.endswith(("。", "！", "…", "!")) else s + "。")
    text = "".join(out)
    if "用户" in text:
        return text, True
    return ("用户" + text, True) if _DROPPED_ZH.match(text) else (text, False)
