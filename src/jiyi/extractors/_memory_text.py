"""How every memory the offline extractor writes ends and runs on (`plainly`), applied to each new or changed memory
once the batch's decisions are made (what is said again was judged on the text as restated).

One rule for both languages and every path (a rule's phrasing, a restated message, a person's memory that took in
more): a memory's sentences are stated, not exclaimed, and the memory ends with no closing full stop ("用户的表姐在
杭州上班", "User's cousin lives in Denver. Her husband is a pilot"), as the entity layer phrases its own. A clause
about the one person the memory is of says so without a second subject: "用户的组长叫孙敏，是上海人" (not "，她是"),
"User's coworker Tom is from Boston and is a huge Celtics fan" (not ", he's").
"""

from __future__ import annotations

import re

from .._entity_phrase import with_article
from ._age_zh import NUM_ZH, with_sui
from ._chat_fillers import OPENERS_EN, OPENERS_ZH, as_if_out, fillers_out_en, fillers_out_zh
from ._comments import COMMENT_EN, COMMENT_ZH
from ._entities_en_lexicon import is_occupation
from ._entities_en_words import MOD, REL_EN
from ._entities_owned import device_kind
from ._entities_profile_words_zh import LABEL_ZH
from ._entities_voice_clauses import runs_on_cut_en
from ._entities_voice_names import places_named
from ._kin_zh import REL_ALL
from ._memory_text_en import stated_en
from ._memory_text_said import said_down_en
from ._memory_text_zh import as_said_zh
from ._rules_common import is_place
from ._rules_en_facts import and_verb
from ._rules_zh import CHATTER_ZH, LEADS_ZH
from ._rules_zh_facts import kin_in_full

__all__ = ["plainly"]

# "Washington D.C.", "Smith Jr.", "St.": the full stop of an abbreviation is part of the word
_ABBREVIATED = re.compile(r"(?:\b[A-Z]\.|\b(?:Jr|Sr|St|Dr|Mr|Mrs|Ms|Inc|Ltd|Co|etc|vs)\.)$")


def _open_end(text: str) -> str:
    text = text.rstrip()
    if text.endswith("。") or (text.endswith(".") and not text.endswith("..") and not _ABBREVIATED.search(text)):
        return text[:-1]
    return text


# one person the memory is of: "用户的组长…", "User's coworker Tom …"; a second "用户的" / "their" is another person
_ONE_ZH = re.compile(r"^用户的[\u4e00-\u9fff]{1,4}")
_AGAIN_ZH = re.compile(
    r"[，,](?:她|他)(?!们)(?=是|在|很|特别|非常|挺|也|还|每|喜欢|住|做|当|有|今年|去年|身高|以前|之前|原来|现在|刚|最近)"
)


def _said_once_zh(text: str) -> str:
    """ "用户的组长叫孙敏，她是上海人" -> "…，是上海人": the one person the memory is of, said once."""
    return _AGAIN_ZH.sub("，", text) if _ONE_ZH.match(text) and text.count("用户") == 1 else text


# "…，顺便说下他是本科学历", "…，对了她是上海人", "…，话说她去年结婚了": the speaker's aside before a clause about
# the person goes (a word that ties the clauses, 但是 / 所以 / 因为, says something and stays)
_ASIDE_THEN_ZH = re.compile(
    rf"(?:^|(?<=[，,；;。！!]))\s*(?!但是|可是|不过|所以|因为|而且|并且|然后|比如|还有|另外)(?:{OPENERS_ZH}|(?:哦|噢|喔)对了?)"
    r"(?:\s*[：:]\s*|[，,\s]*(?=[他她](?!们)|用户))"
)
# what a chat line carries and a memory does not: a sticker's code ("[捂脸]", "[偷笑]"), typed laughter ("hhh"), a
# tilde between clauses ("…带腊肉~她…"); between two words it was the pause, and a comma says it
_CHAT_MARK_ZH = re.compile(r"\[[\u4e00-\u9fff]{1,4}\]|(?<![A-Za-z0-9@._-])h{2,}(?![A-Za-z0-9@])|(?<!\d)[~～]+(?!\d)")
# the chat's address and outcry before a clause, no part of what it says: "家人们，", "笑死，", "救命，"
_CHATTER_ZH = re.compile(rf"(?:^(?:用户)?|(?<=[，,；;。！!]))\s*(?:{CHATTER_ZH})[，,！!~～\s]+")


def _chat_marks_out_zh(text: str) -> str:
    def mark(m: re.Match[str]) -> str:
        before, after = m.string[: m.start()], m.string[m.end() :]
        if (
            not before
            or not after
            or re.search(r"[，,。；;！!？?、：:（(\s]$", before)
            or re.match(r"[，,。；;！!？?、（）()\s]", after)
        ):
            return ""
        return "，"

    text = _CHATTER_ZH.sub("", _CHAT_MARK_ZH.sub(mark, text))
    return re.sub(r"[，,；;、：:\s]+(?=。)|[；;]+$", "", text)  # "…柴秋菊；。其单位…": one stop


_ONE_EN = re.compile(r"^User's [a-z][\w-]*(?: [a-z][\w-]*)?(?: [A-Z][a-z]+)? [a-z]+\b")


_HAN = r"\u4e00-\u9fff"
# a space a chat left between two clauses ("在Google上班 住旧金山", "小雨 27岁"); not one after a field's label
# ("老家 沧州"), which the label's own 是 says
# ("用的是 Pixel 7 平时拍照还行": after a Latin word too, where a clause opens after it)
_CHAT_SPACE_ZH = re.compile(
    rf"(?<=[{_HAN}])[ \t\u3000]+(?=[{_HAN}]|\d+岁)|(?<=[A-Za-z0-9])[ \t\u3000]+"
    r"(?=(?:平时|平常|现在|最近|今年|去年|准备|打算|已经|每天|天天|但是|不过|感觉|人很|人挺|用了|干了|做了)[\u4e00-\u9fff])"
)
# the unit the user is in ("我们组", "我们公司", "我们班"): 用户所在的组, not 用户的组, which reads as the user's own
# (a role named by its unit, 组长 / 组员 / 班长 / 班主任 / 校长, stays the user's: 用户的组长)
_UNIT_ZH = re.compile(
    r"用户的(?P<u>公司|单位|学校|部门|医院|班级|班|小组|项目组|组|实验室|小区|村|城市)(?!长|员|主任|委|车|子|里的人)(?P<d>的)?"
)
# "用户的爸爸的生日" reads "用户爸爸的生日": one 的 between the user and what their relative has
_KIN_OF_ZH = re.compile(rf"^用户的({REL_ALL})的(?=[{_HAN}])")
# "我大学室友" -> "用户大学室友": the 的 a tie with its modifier takes
_MY_SCHOOL_TIE = re.compile(rf"用户(?=(?:大学|高中|初中|小学|研究生|读研时|大学时)的?{REL_ALL})")
# "更正一下，…今年36不是35": the correction says the value, not the telling nor the value it replaces
_CORRECTING_ZH = re.compile(
    r"^(?:更正一下|更正|纠正一下|纠正|(?:用户)?(?:刚才|之前|上次|前面)?(?:我|用户)?(?:说|记|写)错了|不对)[，,：:\s]*"
)
_NOT_THAT_ZH = re.compile(
    r"(?<=[\d一二两三四五六七八九十百])(?:岁)?[，,]?(?:而?不是|并不是)[\d一二两三四五六七八九十百]+岁?(?=$|[，。])"
)
# "…，刚才说错了": the telling of a correction, at its end
_SAID_WRONG_ZH = re.compile(r"[，,]?\s*(?:刚才|之前|上次|前面)?(?:说|记|写)错了$")
# words of emphasis and a clause's closing particle, the speaker's and no part of the fact: "其实", "就是" before
# what it stresses ("靳澈言就是今年四十三岁"; "老板就是张伟" names, and stays), "来着", "呢" (吧: `fillers_out_zh`)
_STRESS_ZH = re.compile(
    r"(?:其实|反正)(?:就是)?(?=[\u4e00-\u9fff\d])|(?<=[\u4e00-\u9fff])就是(?=今年|去年|明年|在|做|当|住|从|每|天天|特别|很|挺|一直|总|"
    r"喜欢|爱|\d|[一二两三四五六七八九十][十百]?[一二三四五六七八九]?岁)"
)
# the speaker's apology and doubt about what they said, at its ends: "不好意思啊，…", "…吧应该", "…用户也不太清楚"
_SORRY_ZH = re.compile(r"^(?:不好意思|抱歉|对不起|sorry)[啊哈呀了]*[，,、!！\s]*", re.I)
_UNSURE_ZH = re.compile(
    r"[，,]?\s*吧?(?:应该|大概|估计|可能)?吧?[，,]?(?:用户)?也?不(?:太|是很)?(?:清楚|确定|记得)了?$|吧?(?:应该|大概|估计)吧$|吧应该$"
)
_BUT_ZH = re.compile(r"(?:但是?|不过|可是)\s*$")
# what the speaker adds at the end about the telling: "…，别搞混了", "…，别记错了"
_TELLING_ZH = re.compile(r"[，,]?\s*(?:别|不要)(?:搞|弄|记)(?:混|错)了?(?:哈|啊|哦)?$")
# a pronoun said alone before what is said of them ("用户小姨的老家是南阳，她，身高170cm", "他：北海人")
_LONE_PRONOUN_ZH = re.compile(r"(?<=[，,])\s*[他她][，,：:]\s*|(?<=[：:])\s*[他她][，,：:]\s*")
# "用户记得年会是12月21日": the user's recall of a fact is the fact
_RECALLS_ZH = re.compile(r"^用户记得(?=[^，,。]{2,}?是)")
_CLOSING_ZH = re.compile(r"(?:来着|呢|啦|呀|哦|喔|嘛|呗)+(?=$|[，,。；;])")
# the speaker's apology, at either end: "Sorry, User's cousin …", "… works at Tesco, sorry", "…, their bad"
_SORRY_EN = re.compile(
    r"^(?:sorry|oops|whoops)\b[,.!]*\s*"
    r"|,?\s*\b(?:sorry|oops|whoops|(?:my|their) bad)\b(?:,?\s+(?:i|I)\b[^.!?()]*)?[.!]*(?=\s*(?:\([^()]*\))?$)",
    re.I,
)
# what opens a chat message and is no part of what it says: "Ok so User's mentee…", "Random but User's coworker…",
# "Can't believe User's uncle Declan is sixty"
_OPENER_EN = re.compile(
    rf"(?:^|(?<=[.!?]\s))(?:(?:{OPENERS_EN}|random(?:ly)?,? but|fun fact:?|(?:i\s+)?can(?:no|'|’)t believe(?: that)?)"
    r"[,:!]?\s+)+(?:so,?\s+)?"
    r"(?=(?:User|The user|the|their)\b|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?(?:,|\s*=|\s+\())",
    re.I,
)
# what the speaker adds at the end about saying it: "…, whatever", "…, just saying", "…, crazy right", and a "too"
# that looks back at what went before in the message ("User tries to avoid dairy too")
_TAIL_EN = re.compile(
    r",?\s+(?:and\s+)?(?:whatever|just saying|fingers crossed|crazy,? right|if that makes sense|you know what i mean|"
    r"(?<!\beven\s)(?<!\bas\s)though|(?<!\bme\s)(?<!\bway\s)(?<!\bfar\s)too|as well|"
    # "…, yeah", "… in height okay": the speaker's nod, not "is doing okay"
    r"(?<!\bis\s)(?<!\bwas\s)(?<!\bbe\s)(?<!\bare\s)(?<!\bdoing\s)(?<!\bfeels\s)(?<!\bseems\s)(?<!\bfeel\s)(?<!\bsaid\s)(?-i:yeah|okay))"
    r"[.!?]*(?=\s*(?:\([^()]*\))?$)",
    re.I,
)
# a thanks after the fact ("… at the garage thanks", "…, cheers", "… if that helps", "… haha"): said to the listener,
# and gone only where what it closes is said in full ("User likes Thanks" names nothing it could close)
_THANKS_EN = re.compile(
    r",?\s+(?:(?:thanks|thank\s+you|thx|cheers)(?:\s+(?:a\s+lot|so\s+much|mate))?|if\s+that\s+helps|haha+|lol)"
    r"[.!]*(?=\s*(?:\([^()]*\))?$)",
    re.I,
)
_OPEN_BEFORE_EN = re.compile(r"\b(?:likes?|loves?|enjoys?|says?|said|is|are|was|were|to|and|the|a|an|of|User)$", re.I)


def _thanks_out_en(text: str) -> str:
    return _THANKS_EN.sub(lambda m: m[0] if _OPEN_BEFORE_EN.search(m.string[: m.start()]) else "", text)


# "听用户的表姐说…": hearsay is who said it
_HEARD_ZH = re.compile(r"^听(用户的[^，,说]{1,8}?)说")


# "…, and not Toronto", "… is not Toronto": a correction whose right value went unsaid
_NOT_A_PLACE = re.compile(r"(?:,?\s+and|,|\s+is)\s+not\s+(?P<p>[A-Z][\w'-]*(?:\s[A-Z][\w'-]*)?)(?=$|[.;,](?:\s|$))")


# a chat's English aside closing a Chinese memory ("…考了620分 yeah", "…开了个店 lol"): the speaker's, no part of it
_LATIN_TAIL_ZH = re.compile(r"(?<=[\u4e00-\u9fff\d])\s*\b(?i:yeah|yep|yup|lol|lmao|haha+|btw|omg|ok)\b[.!~～]*$")
# "用户的姐姐她在银行上班", "用户的表哥王磊他现在…": the person named, then said again as 他 / 她 before the predicate
# (not someone else after a preposition: "用户的师傅老马对他很好")
_NAMED_THEN_HE_ZH = re.compile(
    rf"^(用户的?{REL_ALL}(?:[{_HAN}]{{2,3}}?)?)(?<![对给跟和与向被把让为替帮陪说叫])\s*[他她]"
    r"(?=在|是|今年|现在|已经|也|还|每天|天天|特别|很|挺|做|当|住|刚)"
)


# "用户的表姐在广州当老师，她老公是警察": the clause of someone of hers is a memory of its own, which the entity layer
# writes of them ("用户表姐的老公是警察"); this one says what it says of her alone
_THEIRS_AFTER_ZH = re.compile(
    # ("用户的朋友叫小李，在北京上班，他老婆是老师": what is said of the first may run over clauses of its own)
    rf"^(用户的?(?:{REL_ALL})[{_HAN}]{{2,}}?(?:[，,][{_HAN}]{{2,}}?)*)[，,。\s]+[他她]的?(?:{REL_ALL})(?:是|在|今年)[^，,。；;]+$"
)


# "User's cousin lives in Glasgow and her husband is a firefighter": as in Chinese, the clause of someone of theirs
# (what it is, where they live or work) is a memory of its own the entity layer writes ("User's cousin's husband
# works as a firefighter"); this one says what it says of the first person alone
_THEIRS_AFTER_EN = re.compile(
    rf"^(User's (?i:{MOD}{REL_EN})(?: [A-Z][a-z]+)? [^.;]*?\b(?:is|was|lives|works|moved|[a-z]+ed|[a-z]+s)\b[^.;]*?)"
    rf"(?:,? and|\.) (?:[Hh]er|[Hh]is) (?i:{MOD}{REL_EN})s?(?: [A-Z][a-z]+)? "
    r"(?:is (?:a|an|\d+)|'s (?:a|an|\d+)|lives in|works (?:at|as|for)|is from)\b[^.;]*$"
)


# "用户的男朋友他爸是医生": his father, said as whose he is: "用户男朋友的爸爸是医生"
_THEIR_KIN_ZH = re.compile(
    rf"^用户的({REL_ALL})[他她]的?(爸爸|妈妈|爸|妈|哥哥|姐姐|弟弟|妹妹|哥|姐|弟|妹)(?=是|在|今年|也|还|很|挺)"
)


# a thanks after the fact ("…是四川人 谢谢", "…，谢啦"): said to the listener, no part of what is remembered
_THANKS_ZH = re.compile(
    r"(?:[，,\s]*(?:谢谢(?:你|啦|了|哈)?|谢啦)|[，,\s]+(?:多谢|感谢|thx|thanks|ty))[啊呀哈了~～!！。]*$", re.I
)
# where the news was heard ("刚才打电话用户的妈妈说…", "昨晚视频的时候用户的姐姐说…"): the telling's, not the news
_ON_THE_PHONE_ZH = re.compile(
    r"^(?:(?:刚才|刚刚|刚|今天|早上|上午|中午|下午|晚上|昨天|昨晚)?(?:打|通|接)了?个?(?:电话|视频)(?:的时候|时)?"
    r"|(?:刚才|刚刚|今天|昨晚|昨天)?视频(?:的时候|时))[，,\s]*(?=用户)"
)
# "急事找用户的组员卢建业的话打这个 159-1834-1691": the number to reach them on is their phone number
_REACH_ON_ZH = re.compile(
    r"^(?:有?急事|有事|万一有事|紧急情况下?|联系不上用户的话?)?[，,\s]*(?:要|可以)?找(?P<who>用户的?[^，,。\s]{1,12}?)"
    r"(?:的话)?[，,\s]*(?:就|可以|请)?(?:打|拨打?|call)(?:这个|这个号码?|这个电话|电话|手机)?[：:\s]*"
    r"(?P<n>\+?\d[\d\s-]{5,18}\d)$"
)
# "上礼拜给用户的二姨周晓梅过了生日 六十三岁": how old the birthday made her is said with it ("过了六十三岁生日")
_BIRTHDAY_AGE_ZH = re.compile(rf"过了?生日[，,\s]*(?:刚满|满)?(?P<a>{NUM_ZH}(?:周)?岁)(?:了|啦)?(?=$|[，,。（])")


# "用户的妈妈今年六十了，还在学校上班": a bare number this year is an age, said as one ("今年六十岁，…")
_AGE_THIS_YEAR_ZH = re.compile(rf"^(?P<who>用户的[\u4e00-\u9fff]{{1,4}}?今年)(?P<n>{NUM_ZH}(?:多|来)?)了?(?=[，,]|$)")
# "用户的奶奶八十多了，身体还挺好": a bare number said of kin before what goes on is their age ("八十多岁了")
_AGE_BARE_ZH = re.compile(rf"^(?P<who>用户的(?:{REL_ALL})(?:都|已经)?)(?P<n>{NUM_ZH}(?:多|来)?)了(?=[，,])")


def _kin_word(word: str) -> str:
    """A one-character kin word said in full ("爸" -> "爸爸"); a full one as it is."""
    return word * 2 if len(word) == 1 else word


def _plainly_zh(text: str) -> str:
    text = re.sub(r"^[，,、；;\s]+", "", text)  # "哈哈哈我表妹…": the laughter's pause is left at the start
    text = _ON_THE_PHONE_ZH.sub("", _THANKS_ZH.sub("", text))
    text = _REACH_ON_ZH.sub(lambda m: f"{m['who']}的电话是{m['n']}", text)
    text = _BIRTHDAY_AGE_ZH.sub(lambda m: f"过了{m['a']}生日", text)
    text = _LATIN_TAIL_ZH.sub("", text)
    text = re.sub(r"\s+(?=[，。；！？、])", "", text)  # "…出差 ，终于…": the pause a laugh left, before its comma
    text = _NAMED_THEN_HE_ZH.sub(r"\1", _THEIRS_AFTER_ZH.sub(r"\1", text))
    text = _THEIR_KIN_ZH.sub(lambda m: f"用户{m[1]}的{_kin_word(m[2])}", text)
    text = re.sub(r"^用户家(?:那位|那口子)", "用户的另一半", text)  # "我家那位在华为上班": the user's spouse
    text = _CHAT_SPACE_ZH.sub(lambda m: m.group(0) if re.search(rf"{LABEL_ZH}$", m.string[: m.start()]) else "，", text)
    text = _said_once_zh(text)  # "…住在天河 他每天骑车上班": the space was the comma before him again
    # a doubt about the value goes; one about what the user weighs stays ("考虑要不要换工作，但用户不太确定")
    text = _SORRY_ZH.sub("", _UNSURE_ZH.sub(lambda m: m[0] if _BUT_ZH.search(m.string, 0, m.start()) else "", text))
    text = _CORRECTING_ZH.sub("", _SAID_WRONG_ZH.sub("", LEADS_ZH.sub("", text)))
    text = _CLOSING_ZH.sub("", _STRESS_ZH.sub("", text))
    text = _AGE_THIS_YEAR_ZH.sub(lambda m: m["who"] + with_sui(m["n"]), _NOT_THAT_ZH.sub("", text))
    text = _AGE_BARE_ZH.sub(lambda m: m["who"] + with_sui(m["n"]) + "了", COMMENT_ZH.sub("", text))
    text = _RECALLS_ZH.sub("", _LONE_PRONOUN_ZH.sub("", text))
    text = _HEARD_ZH.sub(r"\1说", text)
    text = _MY_SCHOOL_TIE.sub("用户的", text)
    text = _UNIT_ZH.sub(lambda m: f"用户所在{m['u']}的" if m["d"] else f"用户所在的{m['u']}", text)
    text = re.sub(r"([，,])\s*[，,]+", r"\1", text)  # a pause left twice where a word went
    text = re.sub(r"[，,、；;\s]+(?=（\d{4})", "", text)  # "…25岁了，（2025-04-19）": nor one before the date
    return _KIN_OF_ZH.sub(r"用户\1的", text)


# "Sarah User's coworker is pregnant", "Jake User's brother works at Tesla": a name with its tie said after it, no
# comma between (as a chat says it), is the person that tie is: "User's coworker Sarah is pregnant"
_NAME_THEN_TIE_EN = re.compile(rf"^(?P<n>[A-Z][a-z]+) User's (?P<t>(?i:{MOD}{REL_EN}))(?= (?:is|was|has|just|\w+s)\b)")
# "getting married in june", "every sunday": a month or a weekday typed small is written as the name it is ("may"
# and "march" only where a month is said: "in may", never "User may move")
_CALENDAR_EN = re.compile(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|april|june|july|august|september|october|"
    r"november|december)s?\b|\b(?P<at>in|since|until|by|of|early|late|mid|last|next|this) (?:march|may)\b"
)


def _calendar_en(m: re.Match[str]) -> str:
    at = f"{m['at']} " if m["at"] else ""
    return at + m[0][len(at) :].capitalize()


# "In an emergency ring User's sister on 555-201-3344": the number to reach them on is their phone number
_REACH_ON_EN = re.compile(
    r"^(?:(?:if\s+(?:it's|it\s+is)\s+urgent|in\s+(?:an|case\s+of(?:\s+an)?)\s+emergency|for\s+emergencies|"
    r"if\s+anything\s+(?:happens|comes\s+up)|if\s+User\s+(?:is\s+)?(?:can't|cannot)\s+be\s+reached)[,:]?\s+)?"
    r"(?:(?:just|you\s+can)\s+)?(?i:call|ring|text|phone|reach|try)\s+(?P<who>User's\s+[^,.;]{2,40}?)\s+(?:on|at)\s+"
    r"(?P<n>\+?\(?\d[\d\s().-]{5,18}\d)$",
    re.I,
)
# the speaker's lead-in to a thought: "Speaking of commutes, …", "That reminds the user, …", "Talking about food
# reminds the user of their aunt Rosa, she runs …" (whom they were reminded of is whom the memory is of)
_SPEAKING_OF_EN = re.compile(
    r"^(?:(?:speaking|talking)\s+(?:of|about)\s+[^,.;]{1,30},\s*|(?:that|which|this)\s+reminds\s+(?:the\s+user|User),\s*)",
    re.I,
)
_REMINDED_OF_EN = re.compile(
    r"^[^,.;]{0,50}?\breminds?\s+(?:the\s+user|User)\s+of\s+their\s+(?P<p>[^,.;]{2,40}),\s*(?:he|she|they)"
    r"(?P<is>'s|’s|\s+is|\s+are|\s+was)?\s+(?=\w)",
    re.I,
)


# "User's roommate Dev is the one from Pune and is a nurse": which one is meant is what it says of them
_THE_ONE_EN = re.compile(rf"^(User's (?i:{MOD}{REL_EN}) [A-Z][a-z]+ is) the one (?=(?:from|in|at) [A-Z])")
# "User's cousin Raj is the doctor one and moved to Dubai": the one who is a doctor
_THE_X_ONE_EN = re.compile(rf"^(User's (?i:{MOD}{REL_EN}) [A-Z][a-z]+ is) the (?P<x>[a-z]+) one\b")


# "User's bro Mike he's a cop", "User's coworker Tom, she works …": the person named, then said again as he / she
_NAMED_THEN_HE_EN = re.compile(
    rf"^(User's (?i:{MOD}{REL_EN})(?: [A-Z][a-z]+)?),?\s+(?:he|she)"
    r"(?:(?P<is>'s|’s|\s+is)|\s+(?=(?:still\s+|also\s+|now\s+)?(?:works|lives|teaches|runs|owns|has|just|was)\b))"
)


# a word a sentence opens with before "User's …" that names nobody: "Today User's sister is 30", "Sadly User's …"
_NO_NAME_EN = re.compile(
    r"(?i)(?:today|yesterday|tomorrow|tonight|now|then|also|and|but|so|oh|yes|yeah|ok|okay|well|anyway|btw|plus|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|[a-z]+ly|"
    # (what the speaker says to the listener: "oops my uncle lives in Leeds")
    r"oops|whoops|wow|omg|ugh|hey|hi|hello|lol|haha|sorry|hmm|um|uh|ah|aw|yay|alright|right|look|listen|guess|"
    r"random|update|note|fyi|tbh)"
)


def _lead_in_out_en(text: str) -> str:
    text = re.sub(r"^[A-Z][a-z]+ly,?\s+(?=User's\b)", "", text)  # "Sadly User's grandpa has cancer": the speaker's
    text = _NAMED_THEN_HE_EN.sub(lambda m: f"{m[1]} is" if m["is"] else f"{m[1]} ", text)
    text = _THE_ONE_EN.sub(
        r"\1 ",
        _NAME_THEN_TIE_EN.sub(lambda m: m[0] if _NO_NAME_EN.fullmatch(m["n"]) else f"User's {m['t']} {m['n']}", text),
    )
    # (only a trade: "the youngest one", "the smart one" say which one, not what they are)
    text = _THE_X_ONE_EN.sub(lambda m: f"{m[1]} {with_article(m['x'])}" if is_occupation(m["x"]) else m[0], text)
    if m := _REMINDED_OF_EN.match(text):
        verb = " is " if m["is"] and m["is"].strip() in ("'s", "’s", "is", "are") else (" was " if m["is"] else " ")
        return f"User's {m['p']}{verb}{text[m.end() :]}"
    led = _SPEAKING_OF_EN.match(text)
    return re.sub(r"^their\b", "User's", text[led.end() :]) if led else text


_SAID_OF_EN = re.compile(r"^User's [^.]*\b(?:is|was|are|has|lives|works|moved|[a-z]+ed)\b[^.]*\. (?:He|She)\b")


def _one_subject_en(text: str) -> str:
    """ "User's sister is 34, and she is a nurse" -> "… 34 and is a nurse", "User's dad is 70. He still plays golf"
    -> "… 70 and still plays golf": one person said once."""
    if _ONE_EN.match(text) and not _ANOTHER_EN.search(text):
        # (a full stop only after a clause that said something of them: "User's cuz Jonty and not Toronto. He …")
        stop = r"|\." if _SAID_OF_EN.match(text) else ""
        # "… retired in March and now she volunteers …": "and now" goes on with them too
        # ("she's been", "she's not been", "she's got": the 's of has, "and has been unwell")
        text = re.sub(
            rf"(?:,| and{stop})(?P<now> now| then)? (?:[Hh]e|[Ss]he)'s "
            r"(?=(?:not |never |just |always |also )?(?:been|got)\b)",
            r" and has\g<now> ",
            text,
            count=1,
        )
        text = re.sub(
            rf"(?:,| and{stop})(?P<now> now| then)? (?:[Hh]e|[Ss]he)(?:'s| is) ", r" and is\g<now> ", text, count=1
        )
        text = re.sub(
            rf"(?:,| and{stop})(?P<now> now| then)? (?:[Hh]e|[Ss]he) (?=(?:still |also |now )?[a-z]+s\b)",
            r" and\g<now> ",
            text,
            count=1,
        )
        # "… finished uni and then he moved to Leeds": what they did next, said on (a past said after a plain "and"
        # may be a telling of its own: "…, and he measured 1.93 m at the doctor's")
        text = re.sub(r" and (?P<now>now|then) (?:[Hh]e|[Ss]he) (?=[a-z]+ed\b)", r" and \g<now> ", text, count=1)
    return text


# what makes a he / she maybe another person: another person's tie ("her husband"), "their", a report ("she said")
# ("quit his job", "her own place": their own things, no one else)
_ANOTHER_EN = re.compile(rf"\b(?:their|says?|said|told)\b|\b(?:his|her)\s+(?i:{MOD}{REL_EN})s?\b")


# "用用户的华为Mate60拍的", "User is typing this on their Pixel 8", "Shot on User's iPhone 15": the device the user
# types or shoots on in passing is theirs; the memory says what it is, "用户的手机是华为Mate60" / "User's phone is a
# Pixel 8" (a model whose kind its name does not say is left as written)
_DEVICE_ZH = re.compile(
    r"^(?:用户)?(?:是|都是|一般)?(?:拿|用)(?:用户的|用户)?(?:那|这)?(?:一?[台部个])?(?P<x>[^，,。\s的]{2,24}?)\s*"
    r"(?:打的?字|打的|码的?字|拍的|拍了|拍下|录的|发的)(?:吧|哈|啦)?$"
)
_DEVICE_EN = re.compile(
    r"^(?:User\s+(?:(?:is|was)\s+)?)?(?i:typing|typed|writing|texting|sending|sent|shot|taken|filmed)\s+"
    r"(?:this\s+|these\s+|it\s+)?(?i:on|from|with)\s+(?:their|User's)\s+(?:new\s+|old\s+)?(?P<x>[^,.;'’]{2,30}?)$"
)


def _device(text: str, language: str) -> str:
    m = (_DEVICE_ZH if language == "zh" else _DEVICE_EN).match(text)
    kind = device_kind(m["x"], language) if m else ""
    if not m or not kind:
        return text
    return f"用户的{kind}是{m['x']}" if language == "zh" else f"User's {kind} is {with_article(m['x'])}"


def plainly(content: str, language: str, *, manual: bool = False) -> str:
    """`content` as a memory reads: no closing full stop, no exclaiming, one subject for one person. A note the user
    asked to be kept (`manual`) keeps what they said about it ("…，别搞混了")."""
    text = _open_end(content.strip())
    if language == "zh" and not manual:
        text = _TELLING_ZH.sub("", text)
    # the chat's own words (fillers, hedges, a word typed twice) are no part of what is remembered
    text = fillers_out_zh(text) if language == "zh" else fillers_out_en(text)
    text = as_if_out(text, language)
    if language == "zh":
        text = re.sub(r"[！!]+(?=$|[\u4e00-\u9fff\s])", "。", text)
        text = re.sub(r"^用户也(?=[\u4e00-\u9fff])(?!许)", "用户", text)  # "用户也不太能吃辣": nothing to be 也 of
        # a note's marks and the telling's words, before whom it is of is read ("先记个人：邵月娥，用户的徒弟，…")
        text = as_said_zh(LEADS_ZH.sub("", _ASIDE_THEN_ZH.sub("", _chat_marks_out_zh(text))))
        text = _said_once_zh(text)
        text = _plainly_zh(kin_in_full(text))
    else:
        text = re.sub(r"!+(?=$|\s)", ".", text)
        text = re.sub(r"^User (?:also|too) (?=\w)", "User ", text)  # the memory stands alone: nothing to be "also" of
        text = _thanks_out_en(_SORRY_EN.sub("", _lead_in_out_en(_OPENER_EN.sub("", text))))
        text = _THEIRS_AFTER_EN.sub(r"\1", _TAIL_EN.sub("", COMMENT_EN.sub("", text)))
        text = re.sub(r"(?<=[.!?]\s)the(?:ir)?\b", lambda w: w[0].capitalize(), text)  # ". One more thing, their …"
        # one subject for one person, once the fields are said as statements ("…, and she — height 1.78 m" is
        # "…, and she is 1.78 m tall" only now): said before, a second pass would still find a "she is" to join
        text = _one_subject_en(stated_en(text[:1].upper() + text[1:]))
        # "User's dad's 67": the chat's "'s" before an age is "is"
        text = re.sub(
            r"^(User's (?:[a-z][\w-]* ){0,2}[a-z][\w-]*(?: [A-Z][a-z]+){0,2})['’]s (?=\d{1,3}\b(?!\s*%))",
            r"\1 is ",
            text,
        )
        # "User's brother tom lives in bristol he is a plumber": dictated, then said of one person once
        text = _one_subject_en(runs_on_cut_en(text))
        # "… passed away last year (2025) and was 92": the date a clause was given closes the joined sentence
        text = re.sub(r" (\(\d{4}(?:-\d{2}){0,2}\)) (and [^().;]+)$", r" \2 \1", text)
        text = places_named(text, bare=False)  # "User's sister lives in leeds now": the place is a name
        text = said_down_en(text)  # "…, took them 45 minutes": "in 45 minutes"; "english": "English"
        text = _CALENDAR_EN.sub(_calendar_en, text)
        text = _REACH_ON_EN.sub(lambda m: f"{m['who']}'s phone number is {m['n']}", text)
        if re.match(r"User (?!and\b)", text):  # "User lives in Austin and teach math": whatever path wrote it
            text = and_verb(text)
        # "Dana is 35 not 34", "lives in Denver, not Boston": the value said, not the one it replaces; a place
        # denied of a name ("Sven Ravensworth, not Toronto", "Sven is not Toronto") says no value at all
        text = re.sub(r"(\b(?:\d+|[A-Z][\w'-]*)),? not (?:\d+|[A-Z][\w'-]*)(?=$|[.;](?:\s|$))", r"\1", text)
        text = _NOT_A_PLACE.sub(lambda m: "" if is_place(m["p"]) else m[0], text)
    return _device(_open_end(text), language)
