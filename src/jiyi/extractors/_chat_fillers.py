"""The words a chat says nothing by: fillers, hedges, a "like" that only leans on what follows, a word typed twice.

`tidy_voice` takes them out of a message before the entity readers read it; `plainly` takes them out of every memory
the offline rules write, whatever path the memory came by ("User's teammate Yasmin is uh 53 i think" -> "… is 53",
"用户的同事小王好像是35岁吧" -> "用户的同事小王35岁"). A hedge is the speaker's, never the fact's: the value it hedges
stays ("I think she's 40" keeps 40). What a word is, is read from its place: "I like jazz" keeps its verb, "User
thinks Go is faster" keeps the opinion it states, "酒吧" and "网吧" keep their 吧.
"""

from __future__ import annotations

import re

from ._entities_en_words import MOD, REL_EN
from ._rules_common import ASIDE_EN, CHAT_WORDS_EN, SIGN_OFF_EN

__all__ = [
    "CONNECTIVES_ZH",
    "FILLER_EN",
    "FILLER_WORDS_EN",
    "FILLER_WORDS_ZH",
    "FILLER_ZH",
    "OPENERS_EN",
    "OPENERS_ZH",
    "PARTNER_SAID_EN",
    "SO_YEAH",
    "STALL_ZH",
    "YOU_KNOW",
    "apostrophes_en",
    "as_if_out",
    "fillers_out_en",
    "fillers_out_zh",
    "likes_out",
    "openers_out_en",
    "partner_said_en",
    "said_once",
    "which_one_zh",
]

_I = re.IGNORECASE

# English fillers that carry nothing: "um", "uh", "erm", "hmm"; "you know" closing a clause; "so yeah"
#: The filler words themselves, for a reader that only asks whether a message has one ("35 mm" is millimetres)
FILLER_WORDS_EN = r"u+m+|u+h+|erm+|hm+|(?<!\d)(?<!\d\s)mm+"
FILLER_EN = re.compile(rf"(?<![\w'])(?:{FILLER_WORDS_EN})(?![\w'])[,.]*\s*", _I)
#: What a chat opens a clause with and says nothing of it by: "ok so", "btw", "lol", "oh and", a filler. Each reader
#: adds what its own place allows ("right", "cool" before a statement; "yesterday" before whom it is about).
OPENERS_EN = (
    r"ok(?:ay)?|oh|ah|well|so|also|and|but|btw|by the way|anyway|hey|hi|hello|yeah|yes|yep|yup|"
    rf"{FILLER_WORDS_EN}|lol|haha+|honestly|fyi|just so you know|plus|then|alright|ugh|wow|oh and|oh,? and|"
    r"oh\s+yeah|quick update|update|one more thing|another thing|"
    # where the news was heard ("On the phone earlier my mum said …"): the telling's, no part of the news
    r"on\s+the\s+phone\s+(?:earlier|today|yesterday|last\s+night|this\s+morning)"
)
# ("just so you know, …", "as you know, …", "did you know …" are no filler)
YOU_KNOW = re.compile(
    r"(?<![\w,])\s*,?\s*(?<!so )(?<!as )(?<!do )(?<!did )you\s+know\b\s*(?=[,.;!?]|$)|^\s*you\s+know\s*,\s*", _I
)
SO_YEAH = re.compile(r",?\s*\b(?:so\s+yeah|yeah\s+so|and\s+yeah)\b[,.!]*", _I)
# "like" that hedges a number ("she's like 29") or sits before a verb ("my brother like works at …"): no verb then
# and before an intensifier ("he's like super tall", not the idiom "snores like crazy"); a "like" set off by commas
# ("from Cairo, like, super funny").
# Never the verb: "I like 90s music", "we'd like 2 tickets", "they really like super spicy food"
_LIKE = re.compile(
    r"(?<!\bI )(?<!\bwe )(?<!\byou )(?<!\bthey )(?<!'d )(?<!\bwould )(?<!\bdon't )(?<!\bdo )(?<!\breally )"
    r"(?<!\bstill )(?<!\balso )(?:,\s*)?\blike\b,?\s+(?=\d|(?:works|lives|moved|teaches|turned|studies|runs|owns|is|"
    r"was|has|just|got|does|goes|went|super|so|really|totally|very|kinda|sorta|literally|insanely|crazy(?=\s+\w))\b)",
    _I,
)
_LIKE_SET_OFF = re.compile(r"(?<=\w),\s*like,\s+(?=\w)", _I)
# "she is like a nurse", "he's like really shy": "like" after "is" that only hedges what follows it
_LIKE_IS = re.compile(
    r"(?<=\bis\s|'s\s)like\s+(?=(?:a|an|really|super|so|very|pretty|kinda|totally|literally|\d)\b)|"
    r"(?<=\b(?:was|are)\s)like\s+(?=(?:really|super|so|very|pretty|kinda|totally|literally|\d)\b)",
    _I,
)
# "his title is like VP of ops": a field's value hedged the same way
_LIKE_VALUE = re.compile(
    r"\b((?:title|job|position|role|hometown|height|age|degree|employer|company|number)\s+(?:is|was)\s+)like\s+", _I
)


def likes_out(text: str) -> str:
    """`text` without the "like" that only hedges ("she is like really grumpy" -> "she is really grumpy"); the verb
    stays ("I like jazz", "they really like super spicy food")."""
    text = _LIKE.sub(" ", _LIKE_SET_OFF.sub(", ", text))
    return re.sub(r"(?<=\S)[ \t]{2,}", " ", _LIKE_VALUE.sub(r"\1", _LIKE_IS.sub("", text)))


# "… is 53 i think", "… works in Toronto User think", "… from Calgary they think": the speaker's hedge after what
# they said (a memory says "they" and "User" for the speaker's "i"); "User thinks Go is faster" states an opinion
_HEDGE_EN = re.compile(
    r",?\s*\b(?:(?:i|I|they|User)\s+(?:think|guess|believe|reckon)|User\s+(?:thinks|guesses|believes|reckons))\b"
    r"(?:\s+so\b)?(?:,?\s*you\s+know\b)?"
    rf"(?:\s+(?:anyway|ok|{CHAT_WORDS_EN})\b)*,?"
)
# the words before a hedge that make it part of what is said ("Dana said they think …", "and i think …")
_HEDGE_OPENS = re.compile(r"(?:^|[.!?;:]|\b(?:said|says|say|told|that|and|but|because|if|so|when))\s*$", _I)
# "tbh", "ugh", "lol", "anyway", ", cheers" at a clause's end: the speaker's aside or sign-off
_ASIDE_END_EN = re.compile(rf",?\s+\b(?:anyway|anyways|{CHAT_WORDS_EN}|{SIGN_OFF_EN})\b(?=\s*(?:[.,;!?]|$))", _I)
# "has has", "a a": a word typed twice ("had had", "that that", "gave her her keys", "at it. it …" can be grammar)
_TWICE = re.compile(r"\b(?!(?:had|that|it|is|her|you|he|she|they|we)\b)([A-Za-z]+)(\s+\1)+\b", _I)


# "User thinks their coworker Dana is 40": the hedge before a fact of a person; the fact is the person's
_HEDGED_TIE = re.compile(rf"^User (?:thinks|guesses|believes|reckons) (?:that )?their (?=(?i:{MOD}{REL_EN})\b)")


def said_once(text: str) -> str:
    """`text` with a word typed twice in a row said once ("Jonty has has a BA" -> "Jonty has a BA")."""
    return _TWICE.sub(lambda m: m.group(1), text)


def _hedge(m: re.Match[str]) -> str:
    if _HEDGE_OPENS.search(m.string[: m.start()]):
        return m.group(0)
    rest = m.string[m.end() :]
    if not rest.strip() or rest[:1] in ".,;!?)(":
        return ""
    # "… five foot six tall User thinks their supervisor was …": the hedge ends one clause and the next one follows
    if re.match(r"\s*(?:their|the|his|her|my|[A-Z])", rest):
        return ".\0"
    return ", " if m.group(0).rstrip().endswith(",") else " "


# What a chat opens a sentence with and says nothing by: "ok so i was at…", "um so", "anyway"
_OPENER_EN = re.compile(
    rf"(?:(?<=^)|(?<=[.!?\n]\s)|(?<=[.!?\n]))\s*(?:(?:ok(?:ay)?|so|{FILLER_WORDS_EN}|well|anyway|{CHAT_WORDS_EN})\b"
    r"[,\s]*)+",
    _I,
)
# "fyi", "btw", "tbh" inside a sentence, and "like" before a word it only leans on ("for like ever"); laughter
# inside a message ends a clause (`tidy_voice` has made it one), so it is no aside here
_ASIDE_EN = re.compile(
    rf",?\s*\b(?:{ASIDE_EN})\b,?(?=\s|[.!?]|$)|\blike\s+(?=(?:ever|forever|always|never|literally)\b)", _I
)


def openers_out_en(text: str) -> str:
    """`text` without a chat's openers ("ok so", "um so", "btw") and asides ("fyi", "for like ever"), each line
    trimmed: how a restated chat message starts (the fillers inside it are `fillers_out_en`'s)."""
    text = re.sub(r"\bfor ever\b", "forever", _ASIDE_EN.sub("", text))
    return "\n".join(line.strip() for line in _OPENER_EN.sub("", text).split("\n"))


def fillers_out_en(text: str) -> str:
    """`text` without fillers, trailing hedges, hedging likes and a word said twice; every fact it states stays."""
    text = _HEDGED_TIE.sub("User's ", FILLER_EN.sub(" ", text))
    text = SO_YEAH.sub("", text)
    text = YOU_KNOW.sub("", text)
    text = _HEDGE_EN.sub(_hedge, text)
    text = re.sub(r"\.\0\s*(\w)", lambda m: ". " + m.group(1).upper(), text)
    text = _ASIDE_END_EN.sub("", text)
    text = said_once(likes_out(text))
    text = re.sub(r"[ \t]{2,}", " ", text)
    return re.sub(r"\s+([,.;!?)])", r"\1", text).strip()


#: 嗯 / 呃: the Chinese fillers, anywhere in a message
FILLER_WORDS_ZH = r"[嗯呃]"
# Chinese fillers: 嗯 / 呃 anywhere; 那个 when it only stalls (before a space, a comma, 就是 or 嗯); 然后 chaining
FILLER_ZH = re.compile(rf"{FILLER_WORDS_ZH}+[，,、]*")
# "那个，", "那个就是", and "那个我那实习生…" (那个 before 我 / 俺 / 咱 points at nothing: a filler; nor before
# 隔壁 / 楼下, which point at the user's home already: "那个隔壁王阿姨")
STALL_ZH = re.compile(
    r"那个(?:[，,\s]+|(?=就是|我|俺|咱|用户|隔壁|楼上|楼下|对门))|(?:(?<=[\s，,])|^)就是(?:[，,\s]+|(?=那个))"
)
#: The connectives and asides a Chinese clause opens with and says nothing by, in both tables of openers: the
#: readers' (`OPENERS_ZH`) and the offline rules' (`_rules_zh.LEADS_ZH`); a longer word before the shorter one it
#: starts with ("顺便说一下" before "顺便")
CONNECTIVES_ZH = r"对了|其实|另外|还有|顺便说一下|顺便|话说回来|话说|然后|而且|并且|所以|不过|但是|说实话"
#: What a Chinese chat opens a clause with and says nothing of it by ("对了", "另外", "顺便说一下", "跟你说"); a
#: longer word before the shorter one it starts with ("还有就是" before "还有")
OPENERS_ZH = (
    r"(?:顺带|顺便)(?:说一下|说下|提一下|提一?句|说一句|一提)|(?:哦|噢|哎|啊)?(?:差点|都)?忘了?(?:跟你)?(?:说|讲)(?:一下|下)?|"
    rf"补充一?[点下句]|(?:哦|噢|啊|欸)对(?:了)?|还有就是|好在|{CONNECTIVES_ZH}|"
    r"可是|因为|比如说?|关于|至于|说到|说起来|说起|"
    r"说真的|提到|记一下|记住|记着|(?:跟你|给你|和你)?(?:提一下|提个事|说一下|说下|介绍一下)|顺便说下|"
    r"(?:我)?(?:跟|和|给)你(?:说说|讲讲|说|讲|聊聊)|说说|讲讲|聊聊|"
    r"(?:我|咱|俺)?(?:跟你|和你|给你)?(?:说|讲|提)个事儿?"  # "咱说个事 PM这行…"
)

# Chinese hedges: 好像(是) / 大概是 / 我记得是 said of a value ("小王好像是35岁" -> "小王是35岁",
# "在杭州上班，好像是" -> "在杭州上班"); "长得好像她妈妈" compares, and stays
_HEDGE_IS_ZH = re.compile(r"(?:好像|大概|我记得)是(?=$|[，,。；;（(])|(?:好像|大概|我记得)(?=是)")
_HEDGE_ZH = re.compile(r"[，,]?好像(?=$|[，,。；;（(]|在|做|叫|很|挺|特别|有|\d)")
_BA_ZH = re.compile(r"(?<![酒网水氧陶书话贴])吧(?:[~～!！]*)(?=[，,。！!；;]|$)")


# "老王，就坐我对面那个，天天带饭", "林悦，就做HR的那个，": which one is meant, said as "the one who …"; what it says
# of them stays ("坐用户对面"), its 那个 is no stall to take out alone
_WHICH_ONE_ZH = re.compile(r"(?<=[，,])\s*(?:就是|就)(?P<w>[^，,。；;]{2,12}?)的?那(?:个|位)(?=[，,。；;]|$)")


def which_one_zh(text: str) -> str:
    """`text` with a "就坐我对面那个" said as what it says of the one meant ("坐我对面"), before `STALL_ZH` reads
    its 那个 as a stall."""
    return _WHICH_ONE_ZH.sub(r"\g<w>", text)


def fillers_out_zh(text: str) -> str:
    """`text` without 嗯 / 那个 stalls, 好像 hedges and a closing 吧 (酒吧 and 网吧 are places)."""
    text = STALL_ZH.sub("", FILLER_ZH.sub("", which_one_zh(text)))
    text = _HEDGE_ZH.sub("", _HEDGE_IS_ZH.sub("", text))
    text = _BA_ZH.sub("", text)
    text = re.sub(r"([，,])\s*[，,]+", r"\1", text)
    return re.sub(r"[，,、]\s*(?=[。！？；;（(]|$)", "", text).strip("，, ")  # "…61岁，好像是（…）": no pause left


# Contractions typed without their apostrophe ("Im a software dev", "dont like cilantro"): only the spellings that are
# no other word ("ill", "id", "wont", "well", "were", "its" are).
_NO_APOSTROPHE = {"im": "I'm", "ive": "I've", "dont": "don't", "cant": "can't", "doesnt": "doesn't", "didnt": "didn't",
                  "isnt": "isn't", "wasnt": "wasn't", "havent": "haven't", "hasnt": "hasn't", "arent": "aren't",
                  "couldnt": "couldn't", "wouldnt": "wouldn't", "shouldnt": "shouldn't", "thats": "that's"}  # fmt: skip
_NO_APOSTROPHE_RE = re.compile(rf"\b(?:{'|'.join(_NO_APOSTROPHE)})\b", re.I)


#: "my other half", "my better half", "my significant other": how a chat says the user's partner (the tie the readers
#: and the memory say: "User's partner works at Amazon")
PARTNER_SAID_EN = (r"\b(my|our)\s+(?:other\s+half|better\s+half|significant\s+other)\b", r"\1 partner")
_PARTNER_SAID_EN = re.compile(PARTNER_SAID_EN[0], re.I)


def partner_said_en(text: str) -> str:
    """`text` with "my other half" and its kind said as "my partner"."""
    return _PARTNER_SAID_EN.sub(PARTNER_SAID_EN[1], text)


def apostrophes_en(text: str) -> str:
    """`text` with the apostrophes of its English contractions put back ("Im a nurse" -> "I'm a nurse")."""

    def put(m: re.Match[str]) -> str:
        word = _NO_APOSTROPHE[m.group(0).lower()]
        return word if m.group(0)[0].isupper() or word.startswith("I") else word.lower()

    return _NO_APOSTROPHE_RE.sub(put, text)


# "感觉就像昨天一样", "恍如昨日", "就像昨天才出生", "feels like yesterday", "like it was yesterday": how near a past
# feels to the speaker, no day and no fact of its own (`_dates` reads no day in it either)
_AS_IF_ZH = re.compile(
    r"(?:^|(?<=[，,。；;！!\s]))(?:感觉|觉得)?(?:就像|仿佛|恍如|宛如|好像就在|就好像|像是)(?:是|就在|就是)?(?:昨天|昨日)"
    r"(?:(?:才|刚|还)[^，,。；;！!\s]{1,8}?)?(?:一样|似的|的事|发生的)*(?:[，,。；;！!\s]+|$)"
)
# ", feels like yesterday he taught them to swim": the comment goes and what follows it is a sentence of its own;
# "… turned 5 like it was yesterday they got him": the comment and the clause it leans on go
_AS_IF_EN = re.compile(
    r"[,;]?\s*(?:and\s+)?(?:it\s+)?(?:feels|felt|seems|seemed)\s+like\s+(?:it\s+was\s+)?(?:only\s+|just\s+)?"
    r"yesterday\b(?!\s+(?:was|were)\b)[,.!]*\s*",
    _I,
)
_AS_IF_TAIL_EN = re.compile(
    r"[,;]?\s*\b(?:like|as\s+if|as\s+though)\s+it\s+(?:was|were)\s+(?:only\s+|just\s+)?yesterday\b[^.;!?]*", _I
)


def as_if_out(text: str, language: str) -> str:
    """`text` without the speaker's "it feels like yesterday" ("感觉就像昨天一样，用户的儿子上大学了" ->
    "用户的儿子上大学了"; "…, feels like yesterday he taught them to swim" -> "…. He taught them to swim")."""
    if language == "zh":
        return _AS_IF_ZH.sub(lambda m: "，" if m.start() and m.end() < len(m.string) else "", text)

    def comment(m: re.Match[str]) -> str:
        rest = m.string[m.end() :]
        if not m.start() or not rest.strip():
            return ""
        return ". " if rest[:1].isalpha() else " "

    text = _AS_IF_EN.sub(comment, _AS_IF_TAIL_EN.sub("", text))
    return re.sub(r"(?<=\. )([a-z])", lambda m: m[1].upper(), text)
