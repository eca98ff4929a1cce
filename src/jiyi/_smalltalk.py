"""Whether a chat line says anything: small talk (questions, greetings, thanks, praise of the listener) says nothing.

`context()` quotes past messages as excerpts when the memories do not cover a question. A line made only of
"Sounds lovely! How was the weather?", "Good night, safe travels!" or "太棒了！你是怎么做到的？" tells the
assistant nothing about the user; quoting it spends the budget and reads as noise. A line with one sentence
that states something ("Suzhou in late November is around 8-15°C.", "我吃素") says something.
"""

from __future__ import annotations

import re

from ._chat_words import ACKS_ZH, GREETINGS_ZH, INTERJECTIONS_ZH, THANKS_ZH, holds
from ._text import detect_language
from ._to_listener import past_the_reply

__all__ = ["ACKS_ZH", "ASKS_ZH", "GREETINGS_ZH", "INTERJECTIONS_ZH", "QUESTION_ZH", "THANKS_ZH", "says_something"]

_I = re.IGNORECASE
_SENTENCE = re.compile(r"[^.!?。！？…~～\n]+[.!?。！？…~～]*")
# Interjections and a name called out at the head: "Wow, Caroline, …", "Hey Mel! …", "哈哈，…".
_LEAD_EN = re.compile(
    r"^(?:(?:wow+|woah|whoa|oh|ooh|ah|aw+|yeah|yes|yep|yup|nope|no|haha+|lol|omg|hey|hi|hello|yay|woohoo|"
    r"ok(?:ay)?|well|so|hmm+|um+|oh man|man|gosh|dear)\b[\s,!.:;-]*|[A-Z][a-z]+[,!]\s*)+"
)
_LEAD_ZH = re.compile(rf"^(?:{INTERJECTIONS_ZH}|{ACKS_ZH})[\s，,！!。~～：:、…]*")
# A whole sentence that only greets, thanks, wishes, congratulates, praises or takes leave.
_POLITE_EN = re.compile(
    r"^(?:good (?:morning|night|evening|afternoon|luck)|bye|goodbye|see (?:you|ya)|talk (?:to you )?(?:soon|later)|"
    r"take care|have (?:a|fun)|enjoy|safe travels?|stay safe|congrat(?:s|ulations)|thanks?|thank you|cheers|"
    r"(?:i )?appreciate|welcome|sorry to hear|"
    r"(?:i'm |i am )?(?:so )?(?:glad|happy|proud|thrilled)(?: for| of| to hear)?|"
    r"wishing|best of luck|keep (?:it up|going|pushing|on)|hang in there|cherish|way to go|go [A-Z]\w*!|nice work|"
    r"well done|can't wait|(?:that |it |this )?(?:really |truly )?means? (?:a lot|so much)|love (?:that|it|this|the)|"
    r"(?:i'm |i am )?(?:always )?here for you|same here|me too|"
    r"(?:that|this|it|which|what a|how|sounds|looks|seems|you)(?:'s|'re| is| are| was| were| sound| sounds| look|"
    r" looks| seem| seems)?(?: (?:so|really|super|such|very|totally|truly|pretty|just))*(?: an?)? "
    r"(?:awesome|great|lovely|amazing|cool|nice|beautiful|gorgeous|wonderful|fantastic|inspiring|sweet|cute|fun|"
    r"special|incredible|stunning|adorable|perfect|impressive|powerful|tough|hard|sad|rough|good|brilliant|"
    r"exciting|interesting|fascinating|peaceful|delicious|kind|right))\b"
    r"|^(?:you|your)\b(?!.*\b(?:I|I'm|I've|my|we|our)\b)",
    _I,
)
_POLITE_ZH = re.compile(
    rf"^(?:周末|明天|今天|今晚|路上|这次|下次)?(?:{GREETINGS_ZH}|{THANKS_ZH}|加油|祝你|祝您|一路平安|一路顺风|旅途愉快|"
    r"玩得开心|注意安全|保重|辛苦了|恭喜|太棒了|真棒|(?:很|超)棒(?=[啊呀了！!~～。]*$)|真好|真不错|好棒|厉害|好厉害|太好了|没问题|好的|听起来(?:很|真|不错|挺|太|好)|"
    r"真是(?:一[位个]|个)?[^，。！!]{0,8}[啊呀](?=[！!。~～]*$)|"
    r"(?:这|那)(?:太|真|很|也太)?(?:好|棒|美|酷|有趣|不错|厉害))"
)
# A wish at the end of a short clause: "去苏州一路平安", "周末玩得开心".
_WISH_ZH = re.compile(r"(?:一路平安|一路顺风|旅途愉快|玩得开心|注意安全|保重身体|保重|加油|顺利)[！!。~～]*$")
#: A Chinese question: a final question mark or 吗 / 么 / 嘛, or (with 呢 / 吧) an interrogative word.
QUESTION_ZH = re.compile(r"(?:[吗么嘛][。！!~～…]*|[？?][。！!~～…]*)$")
ASKS_ZH = re.compile(r"什么|怎么|哪|谁|为什么|为啥|多少|几[个点天次岁]|是不是|有没有|要不要|能不能|可不可以")
_FIRST = re.compile(r"\b(?:I|I'm|I've|I'd|I'll|me|my|mine|we|we're|we've|our|us)\b|我", _I)
_YOU = re.compile(r"\b(?:you|you're|you've|your|yours)\b|你|您", _I)


def _empty_clause_zh(clause: str) -> bool:
    s = _LEAD_ZH.sub("", clause.strip()).strip()
    han = len(re.findall(r"[\u4e00-\u9fff]", s))
    if not s or _POLITE_ZH.match(s) or han < 3 or (han <= 10 and _WISH_ZH.search(s)):
        return True
    if QUESTION_ZH.search(s) or (s.rstrip("。！!~～…").endswith(("呢", "吧")) and ASKS_ZH.search(s)):
        return True
    return bool(_YOU.search(s)) and not _FIRST.search(s)  # about the listener: "你真厉害", "如果你有机会"


def _empty_sentence(sentence: str) -> bool:
    """True for a sentence of small talk: a question, a pleasantry, what is said back to the listener
    (`jiyi._to_listener`: "这些都是不错的建议，我会试试看", "I'll keep that in mind"), or a few words that state
    nothing."""
    s = sentence.strip()
    language = detect_language(s)
    if not past_the_reply(s, language).strip(" ,，。.!！"):
        return True
    if language == "zh":  # clause by clause: "你好啊，今天我去了公园散步" states something after the greeting
        return all(_empty_clause_zh(c) for c in re.split(r"[，,；;：:]", s) if c.strip())
    s = _LEAD_EN.sub("", s).strip()
    if not s or s.endswith("?") or _POLITE_EN.match(s):
        return True
    # "that's it", "no worries": too short to state anything, unless about the speaker ("I'm vegan") or a number
    return len(s.split()) <= 3 and not (_FIRST.search(s) or re.search(r"\d", s))


def says_something(text: str, *, assistant: bool = False) -> bool:
    """True when at least one sentence of `text` is more than small talk (see the module docstring). The
    `assistant`'s sentences about itself say nothing of the user either ("我也想学习做一些美食", "I love hiking
    too")."""
    text = re.sub(r"\s*\[shares? [^\]]{0,300}\]\s*", " ", text)  # an attachment's caption is not the speaker's
    if holds(text):
        return False  # "hmm let me check", "等下我翻一下": the answer is the next message
    return any(
        not _empty_sentence(s) and not (assistant and _of_itself(s))
        for m in _SENTENCE.finditer(text)
        if (s := m.group(0)).strip(" ,，")
    )


def _of_itself(sentence: str) -> bool:
    """A sentence of the assistant's that says nothing but about itself: in English, first person and no "you"; in
    Chinese, each clause small talk or about itself ("很棒啊，你的兴趣爱好真的很多呢，我也想学习做一些美食")."""
    if detect_language(sentence) != "zh":
        return bool(_FIRST.search(sentence)) and not _YOU.search(sentence)
    clauses = [c for c in re.split(r"[，,；;：:]", sentence) if c.strip(" 。!！?？")]
    itself = [bool(_FIRST.search(c)) and not _YOU.search(c) for c in clauses]
    return any(itself) and all(i or _empty_clause_zh(c) for i, c in zip(itself, clauses, strict=True))
