"""Where the next sentence of a run-on chat message starts when no punctuation says so.

Dictated and texted messages run their sentences together: "闫巧玲身高是174今天回家路上…", "在当外卖骑手我最近在学做饭",
"学历为博士下个月想请年假…", "i could sleep for a week also Bec did a college degree i forgot to mention that",
"her height: 165 cm work sent me to …". Read as one clause, a value runs on into the next sentence
("博士下个月想请年假") or a fact is given to the one of the sentence before. A cut is made only where a clause is
complete (it said something of someone and ends on a value: a number with its unit, a degree, a trade word, a tie)
and the next sentence opens (a new subject, a time word, "对了" / "also" / "btw"); never inside a name, a value or a
title. The cut is a comma (Chinese) or a full stop (English); no word that carries a fact is dropped.
"""

from __future__ import annotations

import re

from ._chat_fillers import OPENERS_ZH
from ._entities_en_words import MOD, REL_EN, VERB
from ._entities_more import JOB_END
from ._entities_profile_words_zh import EDU
from ._kin_zh import REL_ALL
from ._rules_en_facts import word_set

__all__ = ["BINDS_EN", "TAKES_OBJECT_EN", "cut_runons_en", "cut_runons_zh"]

_I = re.IGNORECASE

# --- Chinese ------------------------------------------------------------------------------------------------------
# What opens a new sentence: a chat opener ("对了", "另外"), a time word, the user, a passive of what befell them
_OPENER_ZH = re.compile(
    rf"(?:{OPENERS_ZH}|"
    r"今天|昨天|前天|明天|后天|今早|今晚|昨晚|刚才|刚刚|最近|这两天|这几天|前几天|前阵子|下个?月|上个?月|下周|上周|"
    r"这周|周末|早上|晚上|中午|下午|"
    r"我(?!的|们的|家的)|被(?:拉|叫|派|抓|喊|拖|逼|安排)|"
    # someone of theirs ("…在深圳上班她老公是医生"): the next sentence is of another person
    rf"[他她]的?(?:{REL_ALL})(?=是|在|也|今年|叫|做|当|开)|"
    # ... or goes on about the same one after a value ("我妈今年六十了还在学校上班", "我爸今年七十多了身体还挺好"),
    # or again as he / she ("我哥在上海上班他在那边买了房")
    r"(?:也|都)?还(?=在|是|天天|每天|经常|常|挺|很|没|要|得|会|能|自己)|身体(?=还|挺|很|不|一直|特别)|"
    r"[他她](?!们)(?=在|是|今年|也|还|每天|天天|已经|刚|现在|平时)"
    r")"
)
# someone of theirs opens the next sentence: "他儿子在读高中", "她老公是警察"
_THEIRS_ZH = re.compile(rf"[他她]的?(?:{REL_ALL})(?=是|在|也|今年|叫|做|当|开)")
# ... or on where they are at: "在深圳上班", "在北京读书" (a place the verb completes)
_AT_END_ZH = re.compile(r"在[\u4e00-\u9fff]{2,10}(?:上班|工作|打工|读书|上学|住|读大学|上大学|读研)$")
# What a complete clause ends on: a number with its unit ("174", "1米72", "31岁", "26了"), a degree, a trade word
_NUMBER_END_ZH = (
    r"(?<![周期拜])(?:\d+(?:米\d+)?|[一二两三四五六七八九十百]+)(?:多|来)?"
    r"(?:岁|周岁|cm|CM|厘米|公分|公斤|kg|斤|号|日)?了?"
)
_VALUE_END_ZH = re.compile(rf"(?:{_NUMBER_END_ZH}|{EDU}(?:学历|文凭|毕业)?|{JOB_END})$")
# ... said of someone: the clause has a predicate before its value
_PREDICATE_ZH = re.compile(r"是|为|在|当|做|干|读|念|身高|个子|个头|岁|学历|今年|生日|出生|电话|手机|号码")
_SELF_SAID_ZH = re.compile(r"\d米\d|岁|cm|CM|厘米|公分|公斤|kg")
_CLAUSE_END_ZH = "，,。！？!?；;：:、~～ \t\n（）()[]【】"
# a bare age said right after whom it is of ("我奶奶八十多了", "她七十了"): a clause complete
_AGED_ZH = re.compile(rf"(?:我的?|[他她]的?)(?:{REL_ALL})(?:都|已经)?$|^[他她](?:都|已经)?$")  # "我奶奶都九十了"
# a change of life ("退休了", "毕业了", "离职了") and then what they do now ("天天钓鱼", "现在在家带娃")
_CHANGED_ZH = re.compile(
    r"((?:退休|毕业|离职|辞职|退伍|失业|下岗|出院|结婚|离婚|转正|考上研究生|上大学)了)"
    r"(?=天天|每天|整天|成天|现在|目前|平时|在(?=[\u4e00-\u9fff])|去了|跑去|开始|回了?老家|一直|又)"
)


def cut_runons_zh(s: str) -> str:
    """`s` with a comma where a run-on Chinese sentence ends and the next one opens."""
    out: list[str] = []
    last = 0
    for m in _OPENER_ZH.finditer(s):
        i = m.start()
        if i == 0 or s[i - 1] in _CLAUSE_END_ZH:
            continue
        clause = re.split(r"[，,。！？!?；;：:~～\s\]】)）]", s[:i])[-1]
        # "我姐在深圳上班", said where she is at, or "我舅舅在北京开出租" before someone of his: a clause complete
        if _AT_END_ZH.search(clause) or (_THEIRS_ZH.match(s, i) and _PREDICATE_ZH.search(clause)):
            out.append(s[last:i] + "，")
            last = i
            continue
        value = _VALUE_END_ZH.search(clause)
        # a value is said of someone when the clause has a predicate before it ("在当外卖骑手", "身高是174"), or
        # its unit says what it is ("张磊1米80", "吴阿姨65岁了")
        said = value is not None and (
            _SELF_SAID_ZH.search(value.group(0))
            or _PREDICATE_ZH.search(clause[: value.start()])
            or (value.group(0).endswith("了") and _AGED_ZH.search(clause[: value.start()]))
        )
        if not said:
            continue
        out.append(s[last:i] + "，")
        last = i
    out.append(s[last:])
    return _CHANGED_ZH.sub(r"\1，", "".join(out))


# --- English ------------------------------------------------------------------------------------------------------
# "… for a week also Bec did …", "… no idea what to cook lol also Megan is 27": a word that turns to the next thing,
# then who it is about
_TURN_EN = re.compile(
    r"(?<=[A-Za-z0-9'%])\s+(?:also|btw|by\s+the\s+way|plus|oh\s+and|oh\s+btw|oh|anyway|anyways)[,!]*\s+"
    r"(?=(?-i:[A-Z])[a-z'-]+\s|(?:my|our|she|he)\b)",
    _I,
)
# "… did a college degree i forgot to mention that": the user said again, lowercase, after a clause
_USER_EN = re.compile(
    r"(?<=[a-z0-9'%])\s+(?=i\s+(?:forgot|swear|think|guess|reckon|mean|was|am|need|needed|could|should|can't|cant|"
    r"don't|dont|didn't|didnt|just|really|still|literally|honestly|totally|have\s+to|gotta)\b|"
    r"(?:i'm|im|i've|ive|i'd|i'll)\s)"
)
# "her height: 165 cm work sent me …", "he's 34 years old the rest of us …": a value with its unit closes a clause
_UNIT_END_EN = re.compile(
    r"(?<=\d)(\s*(?:cm|kg|kgs|lbs?|ft|m|years?\s+old|yrs?\s+old|y/o)|'\s?\d{1,2}\"?)\s+"
    r"(?=(?:work|i|i'm|im|we|we're|my|our|the|it|it's|its|anyway|also|btw|plus|today|tonight|yesterday|so)\s)",
    _I,
)
# "Baz Fernandes = my stepdad the job market is …", "Brooke's my nan the heating's broken": a tie said, then news
_TIE_END_EN = re.compile(
    rf"((?:=|'s|\bis)\s+(?:my|our)\s+{MOD}{REL_EN})\s+(?=(?:the(?!\s+one\b)|i|we|it|it's|its|work|everything|today)\s)",
    _I,
)
# "… asked for advice beforehand Jess, aka my teammate, is …": a name set up with its tie opens a new sentence
_NAME_START_EN = re.compile(
    r"(?<=[a-z0-9])\s+(?=(?-i:[A-Z])[a-z'-]+(?:\s+(?-i:[A-Z])[a-z'-]+)?"
    r"(?:,\s*(?:(?:aka|who's|who\s+is)\s+)?(?:my|our)\b|\s*=\s*(?:my|our)\b|\s+\((?:my|our)\b|'s\s+(?:my|our)\b))"
)
# "our Kavya stopped at A-levels my sister Mahalia's mail is …", "Kavya is a nurse my brother Tom works at Tesco": a
# tie and a name with a clause of their own ("'s mail is …", a verb and more) open a new sentence
_TIE_START_EN = re.compile(
    rf"(?<=[\w)\"])\s+(?=(?i:my|our)\s+(?i:{MOD}{REL_EN})\s+(?-i:[A-Z])[a-z]+"
    rf"(?:'s\s+(?:[a-z]+\s+){{1,2}}(?:is|was)|\s+(?i:{VERB}))\s+[\w+(])"
)
# "… at Saffron Health i forgot to say, and he …": whether it was said before, set aside mid-sentence
_FORGOT_EN = re.compile(
    r"(?<=[A-Za-z0-9'%])\s+i\s+forgot\s+to\s+(?:say|mention|tell\s+you)(?:\s+(?:that|this|it))?(?=\s*,)", _I
)
# a name right after a tie is the tie's ("with my cousin Dana, who is 34", "my coworker Ian Frost, who is …")
_TIE_BEFORE_EN = re.compile(rf"\b(?:{REL_EN})s?$", _I)
# what a new sentence may not follow: a word that binds what comes after it to its clause ("if", "think",
# "with", "is") or takes it as its object ("told", "met")
BINDS_EN = word_set(
    "if unless whether when whenever while since because cause cuz as that though although where wherever why how "
    "what who whom until till before after once than think thought guess know knew hope wish say says said tell "
    "told believe suppose heard hear bet mean realize realized remember forgot sure glad happy sad proud worried "
    "afraid mention mentioned notice noticed feel felt swear reckon "
    "like unlike even is are was were am be and but so then also plus or nor with "
    "of to for from in on at about by into onto without"  # "hometown of my cousin Lily", "went with my dad"
    " wise"  # "job-wise she is in Reno": the frame is the clause's own
    " its it's that's thats what's who's"  # "on June 19 its my intern Dolores's birthday", "that's my uncle Rob's job"
)
TAKES_OBJECT_EN = re.compile(
    r"^(?:\w+ed|met|meet|saw|see|told|tell|took|take|brought|bring|drove|drive|call|text|ask|help|helps|visit|"
    r"invite|miss|love|loves|hate|hates|marry|dating|date|dates|hug|thank|thanks|phone|email|message|beat|beats|"
    r"reach|contact|ring|ping|dm|rang|rung|dm'd|calls|texts|rings|phones|pings|emails|messages)$"
)
_DETERMINERS = word_set("the a an my our his her their your this these those")
# a complete clause: a verb in it
_HAS_VERB = re.compile(
    rf"\b(?:{VERB}|is|are|was|were|am|did|do|does|has|have|had|\w+ed|could|can|would|will)\b|'s\b", _I
)


def _clause_before(s: str, i: int) -> str:
    return re.split(r"[.!?;,:](?!\w)|\n", s[:i])[-1]  # "amy.lee@gmail.com", "3.5" are no ends


def _complete(s: str, i: int, *, turned: bool = False) -> bool:
    clause = _clause_before(s, i)
    words = re.findall(r"[A-Za-z0-9']+", clause)
    last = words[-1].lower() if words else ""
    if len(words) < 2 or last in BINDS_EN or last in _DETERMINERS or TAKES_OBJECT_EN.match(last):
        return False
    # a word that turns to the next thing ("also", "btw") ends whatever was said before it ("long day honestly
    # also my sister …", "I'm 34 also my wife …"); elsewhere the clause must have said something of someone
    return turned or (len(words) >= 3 and bool(_HAS_VERB.search(clause)))


def cut_runons_en(s: str) -> str:
    """`s` with a full stop where a run-on English sentence ends and the next one opens."""
    s = _TURN_EN.sub(lambda m: ". " if _complete(m.string, m.start(), turned=True) else m.group(0), s)
    s = _FORGOT_EN.sub("", s)
    s = _TIE_START_EN.sub(lambda m: ". " if _complete(m.string, m.start()) else m.group(0), s)
    s = _USER_EN.sub(lambda m: ". " if _complete(m.string, m.start()) else m.group(0), s)
    s = _UNIT_END_EN.sub(lambda m: m.group(1) + ". ", s)
    s = _TIE_END_EN.sub(lambda m: m.group(1) + ". ", s)
    # a name opens a sentence only after a clause that is complete, and never inside a name ("Wren Nakamura, my …")
    return _NAME_START_EN.sub(
        lambda m: (
            ". "
            if _after_lowercase(m)
            and not _TIE_BEFORE_EN.search(m.string[: m.start()])
            and _complete(m.string, m.start())
            else m.group(0)
        ),
        s,
    )


def _after_lowercase(m: re.Match[str]) -> bool:
    return bool(re.search(r"(?<![\w'])[a-z][\w']*$", m.string[: m.start()]))
