"""Chinese facts said inside a request or a question to the assistant.

People tell the assistant about their world while asking it for something: "杨凯（我外甥）大专毕业，现在想考公务员，
有门槛吗？", "推荐几家防城港的馆子吧，我的嫂子刘莺在那儿上班", "你了解辽宁锦州的婚俗吗？他老家在那儿". The question is
no fact, but the clauses around it are. Three pieces, each called from one line of the readers:

- `told_in_question_zh`: a question sentence keeps the clauses that state something; the ones that ask (or ask the
  assistant for something) are dropped. A sentence that is all question, or a hypothetical, is left whole for the
  readers to skip.
- `said_plainly_zh`: "在那儿上班", "老家在那边": "there" is the place the message named just before; "发给155 6404
  1604，这是徐蘩的号": the number is hers.
- `fact_fits_zh`: a value no reader should keep as read ("那儿" for a hometown, "想考公务员" for a job) is dropped,
  and "是养蜂人" (a trade said with 人) is a job, not a hometown called 养蜂.
"""

from __future__ import annotations

import re

from .._text import tagger
from .._to_listener import GREETING_ZH
from ._entities_places_zh import hometown_zh, place_zh
from ._kin_zh import REL_ALL
from ._rules_zh import HYPOTHETICAL, QUESTION, asks_help

__all__ = ["asked_out_zh", "fact_fits_zh", "said_plainly_zh", "there_named_zh", "told_in_question_zh"]

# A sentence that asks: a question mark, or a question particle at its end ("…有门槛吗"); never 呢, which as often
# stresses a statement ("他是湖南长沙人呢", "得有182厘米呢").
_ASKS_END = re.compile(r"(?:[？?]|[吗么][。！!～~\s]*)$")
# What asks beyond `QUESTION`'s words: how old, how tall, which one, or this or that ("他几岁了", "北京还是上海").
_ASKS_MORE = re.compile(r"几|多大|多高|多重|多久|多长|多远|哪|还是|谁|咋|对吧|是吧|好吧|行吗|吧$")
# Talk to the assistant that states nothing: "在吗", "说个事", "想请你出出主意", "有件事要麻烦你", "拜托拜托".
_TALK = re.compile(
    r"^(?:在吗|在不在|嗨|哈喽|hello|hi|小助手|问一下|问你个事|说个事|帮个忙|拜托拜托|拜托了?|谢谢啦?|辛苦了|thx|"
    r"想请你出出主意|有件事要麻烦你)$",
    re.IGNORECASE,
)


def told_in_question_zh(sentence: str) -> str:
    """`sentence` (one Chinese sentence) with its asking clauses dropped when it is a question that states facts too.

    "他本科毕业，现在想考公务员，有门槛吗？" is read as "他本科毕业，现在想考公务员。"; a sentence that is all question
    ("他几岁了？"), or that supposes ("如果他在北京，…？"), comes back as it was.
    """
    s = sentence.strip()
    if not _ASKS_END.search(s) or HYPOTHETICAL.search(s):
        return sentence
    clauses = [c.strip() for c in re.split(r"[，,；;～~]", re.sub(r"[？?。！!\s]+$", "", s))]
    kept = [c for c in clauses if c and not _asks(c)]
    if not kept or len(kept) == len(clauses):
        return sentence  # all question, or no clause asks after all ("我姐是医生吗" said as one clause)
    return "，".join(kept) + "。"


# a greeting that opens a message, as the words to the listener read it ("嗨，AI伴侣，…"), and 嘿
_GREETING = re.compile(rf"(?:{GREETING_ZH}|嘿)[呀啊哈~～!！]*", re.IGNORECASE)


def asked_out_zh(text: str) -> str:
    """A Chinese message as its memory says it: "there" named, and what is asked of the assistant left out.

    "推荐几家防城港的馆子吧，我的嫂子刘莺在那儿上班，周末我去找人吃饭。" is remembered as "我的嫂子刘莺在防城港上班，
    周末我去找人吃饭。": the request is no fact about the user. A clause that asks and names someone of theirs
    ("帮我给我发小陈刚张罗点事") stays, and with it the sentence is a request the memory leaves out whole, as before;
    so does a sentence that only asks.
    """
    sentences = re.findall(r"[^。！!？?\n]+[。！!？?\n]*", there_named_zh(text))
    out: list[str] = []
    for sentence in sentences:
        body = sentence.rstrip("。！!？?\n ")
        clauses = [c.strip() for c in re.split(r"[，,；;～~]", body)]
        # a question's clauses that ask go; in a statement, only what is asked of the assistant ("推荐几家…吧"):
        # "不知道该朝什么方向发展" says how the user is
        asks = _asks if _ASKS_END.search(body + sentence[len(body) :].strip()) else _requests
        # (a greeting that opens the message stays: "嗨，AI伴侣，…" goes with the words to the listener, as one)
        kept = [
            c
            for i, c in enumerate(clauses)
            if c and (not asks(c) or re.search(REL_ALL, c) or (i == 0 and not out and _GREETING.fullmatch(c)))
        ]
        if kept and len(kept) < len(clauses) and not any(asks(c) for c in kept):
            out.append("，".join(kept) + "。")
        else:
            out.append(sentence)
    return "".join(out)


def _requests(clause: str) -> bool:
    return asks_help(clause) or bool(_TALK.fullmatch(clause))


def _asks(clause: str) -> bool:
    return bool(
        _ASKS_END.search(clause) or QUESTION.search(clause) or _ASKS_MORE.search(clause) or asks_help(clause)
    ) or bool(_TALK.fullmatch(clause))


# "在那儿上班", "老家就在那边", "从小在那里长大": "there" where a person works, lives or comes from (an event held
# "there" is the events readers' own: "那场婚礼就在那儿办").
_THERE = re.compile(
    r"(?P<pre>(?:老家|家乡|祖籍|籍贯|故乡)(?:就|也)?(?:在|是)?|(?:人|现在|目前|一直|从小|常年)?(?:就|也)?在)"
    r"(?P<t>那儿|那边|那里)"
    # (never "见了在那边工作的同事": who works at the place a story went to is `_entities_there_zh`'s)
    r"(?![\u4e00-\u9fff]{1,2}的)(?=(?:上班|工作|做事|干活|打工|长大|出生|生活|定居|住|读书|上学|[，,。！!？?；;～~\s]|$))"
)
# A place named in the message, inside a run of Han characters ("去嘉峪关的票", "防城港的馆子", "辽宁锦州的婚俗",
# "看看景洪最近的天气"): it follows what leads to a place (a verb, a measure word: "去", "了解", "几家", "看看") and
# is followed by what closes one ("的", "最近", the run's end) — never a piece of a name ("王德宏") or of a longer
# one ("天津文化中心" is a venue, not 天津).
_PLACE_RUN = re.compile(r"[\u4e00-\u9fff]{2,}")


# "帮我写条短信发给155 6404 1604，这是徐蘩的号": whose number, said after it
_NUMBER_THEN_OWNER = re.compile(
    r"(?P<num>\+?\d[\d\s-]{5,18}\d)(?P<mid>[^。！？!?\n，,]{0,6})[，,]\s*这(?:是|就是)"
    r"(?P<who>[^，,。！？!?\s]{1,12}?)的(?P<what>手机号码?|电话号码?|号码|号|手机|电话)(?=[，,。！？!?\s～~]|$)"
)


# "给陈勇（我发小）买保险，二十六岁这个年纪买哪种合适？", "要给刘旭定做西装，先记下身高：181厘米": the one a
# request is for, then their age or height said as what the request needs
_FOR_WHOM = re.compile(
    r"(?:^|(?<=[。！!？?\s，,]))(?P<req>(?:要|想|准备|打算)?给(?P<who>[^，,。！？!?\s]{2,14}?)"
    r"(?:买|定做|定制|挑|选|订|办|配)[^，,。！？!?\s]{1,8})[，,]\s*"
    r"(?:(?P<age>(?:\d{1,3}|[一二三四五六七八九十两]{1,4})岁)(?:这个|这|的)年纪"
    r"|(?:先|请)?(?:记下|记一下|记上)?(?:身高|个子)[：:]\s*(?P<height>[\d.]+\s*(?:厘米|公分|cm|CM|米)))"
)


# "帮我给我外甥周刚发封邮件，地址是kk.zhou40@139.com": the address of the one the mail goes to
_MAIL_TO = re.compile(
    r"给(?P<who>[^，,。！？!?\s]{1,12}?)发(?:一?封|个|一下)?(?:邮件|电邮|email|Email)[，,]\s*(?:邮箱|电邮)?地址(?:是|为|[：:])\s*"
    r"(?P<mail>[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})"
)


def said_plainly_zh(text: str) -> str:
    """`text` with what a request put out of the readers' order said plainly: "there" named (`there_named_zh`); a
    number's owner said after it ("…发给155 6404 1604，这是徐蘩的号") said with it ("徐蘩的号是155 6404 1604"); and
    the age or height a request for someone needs said of them ("给陈勇买保险，二十六岁这个年纪…": 陈勇今年二十六岁)."""
    text = there_named_zh(text)
    text = _NUMBER_THEN_OWNER.sub(lambda m: f"{m['num']}{m['mid']}，{m['who']}的{m['what']}是{m['num']}", text)
    text = _MAIL_TO.sub(lambda m: f"{m.group()}。{m['who']}的邮箱是{m['mail']}", text)
    return _FOR_WHOM.sub(_for_whom, text)


def _for_whom(m: re.Match[str]) -> str:
    who = m["who"]
    return f"{m['req']}。{who}今年{m['age']}，" if m["age"] else f"{m['req']}。{who}身高{m['height']}"


def there_named_zh(text: str) -> str:
    """`text` with "there" (那儿 / 那边 / 那里) of a person's work or home said as the place named just before it.

    Only a place the gazetteer knows counts, the nearest before "there" within the two sentences before it; with
    none, "there" stays and the readers read no place.
    """
    if not re.search(r"那儿|那边|那里", text):
        return text

    def said(m: re.Match[str]) -> str:
        place = _place_before(text[: m.start()])
        return m["pre"] + place if place else m.group()

    return _THERE.sub(said, text)


_LEADS = frozenset("去到在往回了的看个张家几些是从趟")
_CLOSES = frozenset("的最那这吧呢人市省玩附周一和跟")


def _place_before(before: str) -> str:
    # the text before "there" back to two sentence ends: a place further back is another story's
    cut = [i for i, ch in enumerate(before) if ch in "。！!？?\n"]
    window = before[cut[-2] + 1 if len(cut) >= 2 else 0 :]
    tag = tagger()
    best = ""
    for run in _PLACE_RUN.finditer(window):
        word = run.group()
        # a place starts and ends between the segmenter's words: never the end of a name ("王德宏": 德宏 is a
        # prefecture too), and "辽宁锦州" is one place, a province and a city said together
        edges, flags = [0], []
        for token, flag in tag(word) if tag is not None else [(word, "")]:
            edges.append(edges[-1] + len(token))
            flags.append(flag)
        for i in range(len(edges) - 1):
            start = edges[i]
            led = i == 0 or flags[i - 1][:1] in ("v", "m", "p", "f", "t") or word[start - 1] in _LEADS
            # the place's own words are names (a verb or a time is no part of one: "去了趟杭州")
            names = [k for k in range(i + 1, len(edges)) if all(f[:1] in ("n", "j") for f in flags[i:k])]
            ends = [edges[k] for k in reversed(names) if place_zh(word[start : edges[k]])]
            if led and edges[i + 1] - start >= 2 and ends and (ends[0] == len(word) or word[ends[0]] in _CLOSES):
                best = word[start : ends[0]]
    return best


# A trade said with 人 ("养蜂人", "守林人", "摆渡人"): what they do, not a place they are from.
_TRADE_REN = re.compile(r"^(?:[养牧放守护摆看打送修采种卖做带]|主持|经纪|负责|创始|合伙|代理|手艺|传承|承包)")
# A place word that names no place: "there", "here", "the local one".
_NO_PLACE = re.compile(r"^(?:那儿|那边|那里|这儿|这边|这里|那|这|当地|本地|外地|老家|家里|那块|这块)$")
# A wish or a plan, not what they do: "想考公务员", "打算转行", "准备考研".
_WISH = re.compile(r"^(?:想|打算|准备|计划|要|想要|还想|正在考|在考)")


def fact_fits_zh(attribute: str, value: str, label: str) -> tuple[str, str, str] | None:
    """The (attribute, value, label) a Chinese reader's fact is kept as, or None when the value is no such fact."""
    if not re.search(r"[\u4e00-\u9fff]", value):
        return attribute, value, label
    if attribute in ("from", "lives_in", "works_in") and _NO_PLACE.match(value):
        return None
    if attribute == "from" and _TRADE_REN.match(value) and not hometown_zh(value) and len(value) <= 4:
        return "job", value + "人", "职业"
    if attribute in ("job", "title") and _WISH.match(value):
        return None
    if attribute in ("hobby", "likes") and re.fullmatch(r"(?:这|那)(?:个|些|样|种)?(?:东西|事)?", value):
        return None  # "他迷这个迷得不行": what 这个 points to was said in the question before
    return attribute, value, label
