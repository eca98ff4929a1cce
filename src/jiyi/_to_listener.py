"""What a user says back to the assistant, not about their own life: the clauses a companion chat opens a message
with before it says something worth keeping.

"但是你的建议很有用，有空我可以去尝尝。话说回来，我最近在看一些军事类的书籍" keeps only the books; "Okay, I've
taken note of that. Actually, I've been looking to learn some new skills" keeps only the skills. What goes: a
greeting with the name the assistant is called by ("嗨，AI伴侣，", "Hi AI companion,"), thanks, a judgement of what
the assistant said ("很有道理", "这些都是非常实用的建议", "That sounds like a good idea"), and an acknowledgement or a
promise to take the advice that says nothing more ("我会注意的", "以后我也会注意这些细节", "I'll keep that in
mind"). A clause that says what the advice was about stays ("我会尝试学习新技能，比如画画和写作"): it tells what
the user means to do.
"""

from __future__ import annotations

import re

from ._chat_words import ACKS_ZH, INTERJECTIONS_ZH

__all__ = ["GREETING_ZH", "past_the_reply"]

_I = re.IGNORECASE

# --- Chinese -------------------------------------------------------------------------------------
GREETING_ZH = r"(?:你好|您好|嗨|哈喽|哈啰|早上好|晚上好|下午好|早安|早|(?:hello|hi|hey)(?![A-Za-z]))"
_THANKS_ZH = (
    r"(?:(?:非常|真的|太)?(?:谢谢|感谢|多谢)(?:你|您)?(?:的(?:建议|推荐|指导|帮助|提醒|关心|陪伴|鼓励|分享|回答))?)"
)
# the name the assistant is called by, after a greeting or thanks: a short name with no word of a statement in it
# ("AI伴侣", "小智", "Siri"), never "我叫小李" nor "今天"
_CALLED_ZH = re.compile(
    rf"^(?:{GREETING_ZH}|{_THANKS_ZH})[啊呀哇哈]*"
    r"(?:[\s，,！!。~～]*(?:亲爱的)?(?![^，,。！!]*[我你他她是在了叫天的])"
    r"(?:[A-Za-z][A-Za-z ]{0,11}[\u4e00-\u9fff]{0,3}|[\u4e00-\u9fff]{1,4})[\s，,！!。~～]+|[\s，,！!。~～]+|$)",
    _I,
)
_WORTH_ZH = r"(?:有用|有道理|实用|实际|到位|重要|对|不错|好|棒|中肯|贴心|周到|有帮助|合理|可行|靠谱|有启发|有趣|有意思)"
_DEGREE_ZH = r"(?:真的|确实|的确|实在|很|非常|挺|特别|太|蛮|相当|十分|超)"
_ADVICE_ZH = r"(?:建议|主意|办法|方法|想法|推荐|提议|点子|意见|回答)"
_POINT_ZH = rf"(?:(?:这|那)(?:些|个)?{_ADVICE_ZH}?|你的?{_ADVICE_ZH}|你说[的得]?|(?:这|那)?听起来)"
# a clause that judges what the assistant said: "很有道理", "那真的很有用呢", "这些都是非常实用的建议", "你的建议很有用"
_JUDGED_ZH = re.compile(
    rf"^(?:但是?|不过|可是|哇|嗯)?{_POINT_ZH}?(?:都|也|倒)?是?{_DEGREE_ZH}*{_WORTH_ZH}(?:的{_ADVICE_ZH})?[了呢啊呀哦哈的]*$"
)
# a clause that only takes the advice: "我会注意的", "以后我也会注意这些细节", "有空我可以去尝尝", "我会尝试这些方法的"
_TAKEN_ZH = re.compile(
    r"^(?:那|好|嗯|行)?(?:以后|下次|有空|有时间|回头)?我(?:以后|下次|有空)?(?:也|一定|就|都|再)*(?:会|可以|要|得)?"
    r"(?:好好|认真|尽力|努力)?去?"
    r"(?:注意|试试|试一试|试一下|尝试(?:一下)?|尝尝|考虑(?:尝试)?(?:一下)?|记住|记下|照做|照着做|参考(?:一下)?|听你的|知道|"
    r"明白|实践|看一?看|看|遵照你的(?:指导|建议)|按你说的(?:去?做)?|的)"
    r"(?:一下|看看|看)?(?:这一点|这点|你的建议|(?:这|那)(?:些|个|本|部|家)?[\u4e00-\u9fff]{0,4})?"
    r"(?:的|了|吧|哦|啦)*$"
)
# a clause of thanks, whatever it thanks for: "好的，谢谢你的推荐，…", "感谢你和我分享有关音乐的见解"
_THANKED_ZH = re.compile(r"^(?:好的|好|嗯|恩|对|哦|那)?(?:非常|真的|太)?(?:谢谢|感谢|多谢)")
# a clause that is only an interjection or an acknowledgement: "恩", "好的", "是啊"
_ACK_ZH = re.compile(rf"^(?:{INTERJECTIONS_ZH}|{ACKS_ZH}|好|对|行|嗯|会的|当然|可以)[啊呀哈哦了]*$")
# how what the assistant said sounds, whatever it sounds like: "听起来很抽象", "这听上去有点难"
_SOUNDS_ZH = re.compile(r"^(?:但是?|不过|可是|嗯|都)?(?:这|那)?(?:都)?(?:听起来|看起来|听上去|看上去)(?:都)?[^我]*$")
# glad to meet the listener, at either end: "我是郑思雨，很高兴认识你"
_MET_ZH = re.compile(
    r"^(?:我也)?(?:很|非常|真|特别)?(?:高兴|开心)(?:能)?(?:认识|见到)(?:你|您)(?:啊|呀)?$|^认识(?:你|您)(?:很|真)?高兴$|^幸会$"
)
_CLAUSE_ZH = re.compile(r"[，,、]")
# thanks to the listener closing a message: "…，谢谢你的建议朋友", "…，谢谢啦", "…，感谢您" (not "感谢老板给我涨工资")
_THANKS_END_ZH = re.compile(
    r"^(?:非常|真的|太)?(?:谢谢|感谢|多谢)"
    r"(?:(?:你|您)(?:的[\u4e00-\u9fff]{2})?(?:朋友|亲爱的|AI伴侣|[A-Za-z ]{1,12})?)?[啊呀哈啦了哦]*$",
    _I,
)


def _past_reply_zh(sentence: str) -> str:
    s = _CALLED_ZH.sub("", sentence.strip())
    end = re.search(r"[，,]\s*([^，,]+?)[。！!~～…]*$", s)
    if end and (_MET_ZH.match(end[1]) or _THANKS_END_ZH.match(end[1])):
        s = s[: end.start()]
    clauses = [c.strip().rstrip("。！!~～…") for c in _CLAUSE_ZH.split(s)]
    i = 0
    while i < len(clauses) and (
        not clauses[i]
        or any(p.match(clauses[i]) for p in (_JUDGED_ZH, _TAKEN_ZH, _THANKED_ZH, _ACK_ZH, _SOUNDS_ZH, _MET_ZH))
    ):
        i += 1
    if i == 0:
        return s
    if i == len(clauses):
        return ""
    # what follows keeps its own words from its first clause on ("…，有空我可以去尝尝" went; "，比如…" is not reached)
    cut = 0
    for _ in range(i):
        m = _CLAUSE_ZH.search(s, cut)
        cut = m.end() if m else len(s)
    return re.sub(r"^(?:但是?|不过|可是)[，,\s]*", "", s[cut:].strip())


# --- English -------------------------------------------------------------------------------------
_CALLED_EN = re.compile(
    r"^(?i:hi|hello|hey|dear|good (?:morning|evening|afternoon)|thanks|thank you)\b,?\s+"
    r"(?:AI\s+[a-z]+|(?i:my\s+)?(?i:friend|dear|buddy|pal)|[A-Z][\w'-]*(?:\s+[a-z]+)?)\s*(?:,\s*for\s+[^,.!?]{1,40})?"
    r"[,.!]+\s*",
)
# a sentence that judges what the assistant said, or only takes it in
_JUDGED_EN = re.compile(
    r"^(?:(?:wow|oh|okay|ok|yes|yeah|well)[,!]?\s+)*"
    r"(?:(?:that|this|these|those)(?:\s+(?:suggestions?|ideas?|tips?|points?|recommendations?|options?))?|it|"
    r"your (?:advice|suggestions?|ideas?|tips?|recommendations?))"
    r"(?:'s|\s+is|\s+are|\s+sounds?|\s+seems?)\s+(?:like\s+)?(?:all\s+)?(?:really\s+|very\s+|so\s+|such\s+|quite\s+)?"
    r"(?:an?\s+)?(?:good|great|helpful|useful|practical|wise|excellent|nice|reasonable|valuable|interesting)\b"
    r"(?:\s+(?:idea|ideas|advice|suggestions?|tips?|points?|questions?))?"
    r"(?:[,.!]*\s*(?:thank you|thanks)(?:\s+(?:so|very)\s+much)?)?[.!]*$",
    _I,
)
_TAKEN_EN = re.compile(
    r"^(?:(?:okay|ok|alright|all right|sure|got it|yes|yeah)[,!.]?\s+)*"
    r"(?:I(?:'ve| have) (?:taken|made) (?:a )?note of (?:that|it|this)|(?:I'll|I will|I'm going to|I'd)\s+"
    r"(?:definitely\s+|certainly\s+|surely\s+)?(?:(?:keep|bear) (?:that|it|this) in mind|remember (?:that|it|this)|"
    r"give (?:it|that) a (?:try|shot|go)|try (?:that|it|this)|think about (?:it|that)|look into (?:it|that)|"
    r"take your advice(?: to heart)?)(?:\s+(?:next time|sometime|some time|later|soon|one day|someday|then))?"
    r"|(?:noted|got it|understood|makes sense))[.!]*$",
    _I,
)
# a request to the listener, not a statement: "Share with me.", "Let's chat about our daily lives."
_REQUEST_EN = re.compile(
    r"^(?:please\s+)?(?:share (?:with me|it|them)|tell me|let me know|let's (?:chat|talk|discuss|catch up|continue)|"
    r"talk to you|chat (?:with you|again|later|soon)|see you|goodbye|bye)\b",
    _I,
)
# a judgement of the advice before what the user says against it: "That sounds good but my schedule is full"
_BUT_EN = re.compile(
    r"^(?:(?:that|it|this) (?:sounds?|seems?|looks?)|(?:that|it)'s)\s+(?:really\s+|very\s+|so\s+)?"
    r"(?:good|great|nice|fun|interesting|amazing|lovely|helpful|reasonable)\b,?\s+but\s+(?=\w)",
    _I,
)
# what the talk will be about, not what the user's life is: "Today I want to talk about my writing."
_TALK_ABOUT_EN = re.compile(
    r"^(?:(?:hello|hi|hey|today|so|now|well|okay|ok),?\s+)*I(?:'d| would)?\s+(?:want|like|wanna|love)?\s*to\s+"
    r"(?:talk|chat)\s+"
    r"(?:(?:to|with) you\s+)?about\s+[^,;]{1,40}?[.!]*$",
    _I,
)
# gladness at the listener's news: "Glad you bonded over our love of nature.", "So happy to hear that!"
_GLAD_EN = re.compile(
    r"^(?:(?:i'm|i am|so|really|oh|aw+|wow),?\s+)*(?:glad|happy|great|nice|good|awesome|cool|sorry|sad)\s+"
    r"(?:that\s+)?(?:you|to hear)\b[^,;:–—-]*",
    _I,
)
# thanks opens a sentence said to the listener even when "you" is not in it ("thanks for sharing all these topics");
# what it (or gladness) goes on to say of the user after a pause stays ("Thanks, I got the job!")
_THANKS_EN = re.compile(r"^(?:(?:anyway|anyways|and|also|oh),?\s+)?(?:many\s+)?(?:thanks|thank you)\b[^,;:–—-]*", _I)
_OWN_EN = re.compile(r"\b(?:I|I'm|I've|I'd|I'll|my|we|we're|we've|our)\b")


def _past_reply_en(sentence: str) -> str:
    s = _CALLED_EN.sub("", sentence.strip())
    if (but := _BUT_EN.match(s)) is not None:
        s = s[but.end() :]
    if any(p.match(s) for p in (_JUDGED_EN, _TAKEN_EN, _REQUEST_EN, _TALK_ABOUT_EN)):
        return ""
    said_back = _THANKS_EN.match(s) or _GLAD_EN.match(s)
    if said_back:
        rest = s[said_back.end() :].lstrip(",;:–—- ")
        return rest if _OWN_EN.search(rest) else ""
    return s


def past_the_reply(sentence: str, language: str) -> str:
    """`sentence` without what it says back to the assistant; "" when that is all it says."""
    return _past_reply_zh(sentence) if language == "zh" else _past_reply_en(sentence)
