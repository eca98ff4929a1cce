"""A question the user answers themselves (issue #21): "你猜我表舅多大？五十八！", "What does Sadie do? paralegal."

Chatty users pose a question about one of their people and give the answer in the same message, as a fragment
("硕士", "Pune, originally.") or a clause ("He's a plumber."). The entity rules read no question (a question states
nothing), so the fact was lost whole. `answered` rewrites such a pair into what it states — "我表舅今年五十八岁。",
"Sadie's job is paralegal." — for the language rules to read as a statement; the rest of the message stays as said.

Which attribute a question asks is read the way recall reads it (`jiyi._entity_asked`); the answer must have that
attribute's shape (a number of years for an age, a height, a date, a phone number, an address, a degree, a place, a
short noun phrase for the open ones). Left unread: a question with no answer, a question about the user or the
listener ("你猜我几岁？35"), an answer that does not know ("不知道", "no idea") or asks again ("三十几？"), and an
answer that is a clause about someone else.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Collection, Sequence

from ._age_zh import AGE_ZH
from ._entities_answer_common import EMAIL, HEDGED, NOT_NOW, PHONE, UNKNOWN, focus, one_attribute
from ._entities_answered_en import answer_en, embedded_en
from ._entities_profile_words_zh import TRAIT_WORDS as TRAIT_WORDS_ZH
from ._kin_zh import REL_ALL
from ._rules_common import sentence_language
from ._rules_en_facts import IRREGULAR_PAST

__all__ = ["answer_pair", "answered"]

# ---- Chinese -------------------------------------------------------------------------------------------------------
# What may open the question before its person: a guess asked of the listener, a turn of talk
_LEAD_ZH = re.compile(
    r"^(?:(?:唉|哎|诶|嗯|那个|对了|对啦|话说|还有|另外|那|那么|顺便问一下|顺便)[，,]?\s*)*(?:你猜猜?|猜猜看?|猜一猜|你知道|知道)?"
)
# Where the asking starts, after the person: an adverb, a question word, or the attribute noun itself ("她的邮箱？")
_ASK_ZH = re.compile(
    r"(?:有(?=什么|啥|哪些)|人(?=怎么样|咋样|如何|怎样)|学(?=什么|啥|的)|专业|"
    # the schooling the study was at ("他大学学的什么？", "她研究生读的啥专业")
    r"(?:大学|本科|研究生|硕士|博士|读书时|上学时)(?=学|读|念|专业)|的|现在|平时|今年|目前|如今|到底|究竟|是|在|住|人在|什么|啥|哪|多大|多高|多少|几|干|做|从事|老家|家乡|籍贯|喜欢|"
    r"手机|电话|号码|邮箱|生日|学历|文化|性格|脾气|职位|职务|职业|工作|单位|公司|爱好|兴趣|身高|个子|个头|年龄|岁数)"
)
# Who a question may be about: he / she, one of the user's people by their tie (and name), or a name with the tie
# in brackets ("俞浩然（我爷爷）")
_NAME_ZH = r"(?:(?![我你他她这那谁哪啥什])[\u4e00-\u9fff]){2,3}"
_PERSON_ZH = re.compile(
    rf"(?:他|她)"
    rf"|(?:我的?|我那个?|我家的?|咱家的?)?(?:{REL_ALL})(?:{_NAME_ZH})?"
    rf"|{_NAME_ZH}(?:[（(](?:我的?)?(?:{REL_ALL})[)）])?"
)
_WH_ZH = re.compile(r"什么|啥|哪|多大|多高|多少|几|谁")
_HOW_ZH = re.compile(r"怎么样|咋样|如何|怎样")
# A temper said bare with its degree ("挺急的", "有点倔", "特别好"), read as 脾气 / 性格 says it ("他性格挺急的")
_TEMPER_ZH = re.compile(
    r"(?:挺|很|特别|比较|有点儿?|蛮|超|太|非常|超级)?(?:急|暴|倔|犟|闷|冲|直|软|好|大|火爆|温和|内向|外向)(?:的|了点)?"
)
_TAIL_ZH = re.compile(r"(?:来着|呀|啊|呢|吗|嘛|么)+$")
# The end of a fragment answer: a clause break, and what chatty users put after it ("南阳哈", "合肥哈哈哈")
_BREAK_ZH = re.compile(r"[，,。！!~～；;、…—]|\s+(?=[\u4e00-\u9fff])")  # "老师 教初中数学": a chatty break
_FILLER_ZH = re.compile(r"(?:哈+|啊|呀|哦|噢|嘛|啦|呗|嘿嘿|嘻嘻|hh+|[~～!！]+)+$")
# A fragment is a value, not a clause: no person, no verb of saying, nothing asked of the listener
_NOT_VALUE_ZH = re.compile(
    r"[我你他她谁]|是(?!个|一)|说|告诉|帮|记|问|查|看看|知道|觉得|认为"
    r"|上班|打工|干活"  # "在银行上班" says its own verb: a statement, not a trade
)

# an age as every reader says it ("四岁半", "五十多岁"), or a bare number that answers "多大了？"
_AGE_ZH = re.compile(rf"(?:{AGE_ZH}|[1-9]\d?|1[01]\d|[一二三四五六七八九十]{{1,4}})(?:了)?")
_HEIGHT_ZH = re.compile(
    r"[1１一]米[0-9一二三四五六七八九十]{1,2}|[12]\.\d{1,2}\s*米?|\d{3}\s*(?:cm|CM|厘米|公分)?|一百[一二三四五六七八九十]{1,3}(?:厘米|公分)?"
)
_DATE_ZH = re.compile(
    r"(?:\d{4}年)?[0-9一二三四五六七八九十]{1,2}月[0-9一二三四五六七八九十]{1,3}[日号]?|\d{4}[-./]\d{1,2}[-./]\d{1,2}"
)
_LEVEL_ZH = re.compile(
    r"(?:是|读到|念到|读了个|念了个)?(?:小学|初中|高中|中专|职高|技校|大专|专科|本科|大学本科|大学|硕士|研究生|博士|博士后)"
    r"(?:学历|毕业|文凭|在读)?"
)
# An answer that is a doing of its own, to what someone does or where they work: "在医院当护士", "在银行上班",
# "开了个小饭馆"
_VERB_LED_ZH = re.compile(
    r"(?:在|给)(?!哪|什么|啥)[\u4e00-\u9fffA-Za-z]{1,12}?(?:当|做|干|教|上班|工作|打工|开)"
    r"|(?:当|开了?个?|教)(?!什么|啥)[\u4e00-\u9fff]{2}"
)
_DOING_ASKED_ZH = ("job", "employer", "works_in", "title")
# A guess put to the listener, said with a full stop: "Guess how old my nan is.", "你猜我奶奶多大。"
_GUESS = re.compile(
    r"^\s*(?:(?i:guess)\s+(?i:how\s+(?:old|tall)|where|what)\s+[^,.?!]*\b(?i:is|does|do|are)"
    r"(?:\s+(?i:from|now|for\s+a\s+living|these\s+days))?\."  # said in a question's order: "…my nan is."
    r"|(?:你猜猜?|猜猜看?)[^，,。？！]*?(?:多大|多高|哪|什么|啥|几)[^，,。？！]*。)\s*$"
)
_YOU_ZH = ("你", "您", "你家", "您家")  # "你家住哪": where the listener lives


def answered(sentences: Sequence[str], language: str, known: Collection[str] = ()) -> list[str]:
    """The message's sentences with each question a following answer gives read as the statement it makes.

    `known` are the names the user's world holds (and the recent messages said with a tie)."""
    todo = deque(part for s in sentences for part in embedded_en(s))
    out: list[str] = []
    while todo:
        s = todo.popleft()
        if todo and _GUESS.match(s):  # "Guess how old my nan is. 96!": a question said with a full stop
            s = s.rstrip()[:-1] + ("？" if s.rstrip()[-1] == "。" else "?")
        if todo and s.rstrip().endswith(("？", "?")):
            lang = sentence_language(s) if s.strip() else language
            said = _answer_zh(s, todo[0], known) if lang == "zh" else answer_en(s, todo[0], known)
            if said is not None:
                todo.popleft()
                statement, rest = said
                out += statement
                if rest:
                    todo.appendleft(rest)
                continue
        out.append(s)
    return out


# A subject or a verb of its own: what the answer goes on to say is a sentence, not a fragment of the value
_CLAUSE_EN = re.compile(
    r"\b(?:I|I'm|I've|I'd|I'll|me|she|he|they|we|it|you|is|are|was|were|am|has|have|had|do|does|did|my|her|his|"
    r"their|our|can|will|would)\b",
    re.I,
)


def answer_pair(
    question: str, answer: str, language: str, known: Collection[str] = (), *, listener: bool = False
) -> str | None:
    """What `answer`, a bare value, states as the answer to `question` about one person ("How old is my sister?" /
    "34, she's a nurse" -> "My sister is 34. She's a nurse"); None when it is no such answer (a statement of its
    own, one that does not know or asks back, or a question of several people or of none).

    With `listener`, the person asked of may be the one `question` is put to ("How old are you?", "你老家哪的？"),
    and `answer` is theirs, said in the first person ("I am 34.", "我的老家是湖南长沙的。")."""
    said = (
        _answer_zh(question, answer, known, listener)
        if language == "zh"
        else answer_en(question, answer, known, listener)
    )
    if said is None or not said[0] or said[0][-1] == answer:
        return None  # not answered, or answered by a statement of its own: read as it was said
    statement, rest = said
    if (
        language == "zh" and rest.strip()
    ):  # "我的爱好是看书，偶尔打打羽毛球": what the answer goes on to say, one sentence
        return statement[-1].rstrip("。") + "，" + rest
    first = rest.split()[0].lower() if rest.split() else ""
    verb = first.endswith("ed") or first in IRREGULAR_PAST  # "Austin, moved last year": a doing, not the value's
    if language == "en" and len(rest.split()) <= 5 and not _CLAUSE_EN.search(rest) and not verb:
        # "mostly reading, sometimes tennis": a fragment after the value goes on with it ("…, sometimes tennis")
        return statement[-1].rstrip(".") + ", " + rest[:1].lower() + rest[1:] if rest.strip() else statement[-1]
    return ("" if language == "zh" else " ").join(s for s in (statement[-1], rest) if s.strip())


def _answer_zh(
    question: str, answer: str, known: Collection[str], listener: bool = False
) -> tuple[list[str], str] | None:
    q = question.strip().rstrip("？?")
    cut = max(q.rfind(c) for c in "，,；;：:。")
    head, clause = q[: cut + 1], q[cut + 1 :]
    asked = _asked_zh(clause, known, listener)
    if asked is None:
        return None
    person, attribute = asked
    opening = [head.rstrip("，,；;：: ") + "。"] if head.strip("，,；;：: ") else []
    said = answer.strip()
    if attribute in _DOING_ASKED_ZH and _VERB_LED_ZH.match(said) and not (UNKNOWN.search(said) or HEDGED.search(said)):
        # "在医院当护士", "在银行上班": the answer's doing, said of whom was asked of ("她在医院当护士。")
        p = "我" if person in _YOU_ZH else focus(person, head, "zh") or person
        return [*opening, p + said.rstrip("。.！!~～") + "。"], ""
    value, rest = _fragment_zh(answer)
    if value is not None:
        statement = _statement_zh(focus(person, head, "zh") or person, attribute, value)
        if statement is not None:
            return [*opening, statement], rest
    if re.match(r"(?:他|她)(?!们)", answer.strip()) or (person not in ("他", "她") and answer.startswith(person)):
        # "他多大？他今年五十八了。": the answer is a statement of its own, about the one asked of
        return [*opening, person + "。", answer], ""
    return None


def _asked_zh(clause: str, known: Collection[str], listener: bool = False) -> tuple[str, str] | None:
    """(who, attribute) when `clause` asks one attribute of one person of the user's (or, with `listener`, of the
    one it is put to: "你老家哪的")."""
    lead = _LEAD_ZH.match(clause)
    c = clause[lead.end() if lead else 0 :].strip()
    told = bool(lead and lead.group(0).endswith("知道"))  # "你知道我表舅多大吗"
    c = _TAIL_ZH.sub("", c) if told or c.endswith("来着") else c
    if NOT_NOW.search(c) and not re.search(r"生日|出生|哪天生", c):
        return None  # "我儿子明年几岁": the time word is no part of a name
    for k in range(1, min(len(c), 14)):
        who, rest = c[:k], c[k:]
        if not (_PERSON_ZH.fullmatch(who) or (listener and who in _YOU_ZH)) or not _ASK_ZH.match(rest):
            continue
        how = _HOW_ZH.search(rest)  # "他脾气怎么样": asks what he is like, and only that
        if not (_WH_ZH.search(rest) or how or re.fullmatch(r"的?[\u4e00-\u9fff]{1,4}", rest)):
            return None  # "他的邮箱是…" is said, not asked
        attribute = one_attribute(rest, who, known)
        if how and not _WH_ZH.search(rest) and attribute != "trait":
            return None  # "他工作怎么样" asks how it goes, not what it is
        return (who, attribute) if attribute else None
    return None


def _fragment_zh(answer: str) -> tuple[str | None, str]:
    """The value a fragment answer gives and what the sentence goes on to say."""
    a = answer.strip()
    m = _BREAK_ZH.search(a)
    chunk, rest = (a[: m.start()], a[m.end() :]) if m else (a, "")
    if not rest and a.endswith(("？", "?")):
        return None, ""  # "三十几？": an answer that asks
    chunk = _FILLER_ZH.sub("", chunk.strip())
    if not chunk or UNKNOWN.search(a) or HEDGED.search(chunk):
        return None, ""
    return chunk, rest.strip("，,、；; ")


def _statement_zh(person: str, attribute: str, value: str) -> str | None:
    shape = {"age": _AGE_ZH, "height": _HEIGHT_ZH, "birthday": _DATE_ZH, "phone": PHONE, "email": EMAIL}
    if attribute in shape:
        if not shape[attribute].fullmatch(value):
            return None
    elif attribute == "education":
        if not _LEVEL_ZH.fullmatch(value):
            return None
        value = re.sub(r"^(?:是|读到|念到|读了个|念了个)", "", value)
    elif not 2 <= len(value) <= 12 or _NOT_VALUE_ZH.search(value) or not re.search(r"[\u4e00-\u9fffA-Za-z]", value):
        return None
    elif value.endswith("了") or (
        attribute == "trait" and not re.search(TRAIT_WORDS_ZH, value) and not _TEMPER_ZH.fullmatch(value)
    ):
        return None  # "退休了" is a change, "一言难尽" no temperament
    p = "我" if person in _YOU_ZH else person  # the listener asked of answers for themselves
    if attribute == "age":
        return f"{p}今年{value.removesuffix('了')}{'' if '岁' in value else '岁'}。"
    if attribute == "height":
        return f"{p}身高{value}{'米' if value[-1].isdigit() and '.' in value else ''}。"  # "1.65": 1.65米
    if attribute == "works_in":  # "在华为" answers where: said once
        return f"{p}在{re.sub(r'^在', '', value)}工作。"
    if attribute == "lives_in":
        return f"{p}住在{re.sub(r'^住?在?', '', value)}。"
    if attribute == "likes":
        return f"{p}平时喜欢{value}。"
    if attribute == "major":  # "学医的" -> "他是学医的。"; "计算机" -> "他学的是计算机。"
        v = value.removesuffix("专业").removesuffix("的")
        return f"{p}是{v}的。" if v.startswith("学") else f"{p}学的是{v}。"
    if attribute == "trait":  # "他性格挺急的。", "她性格特别温柔。": as said, its degree kept
        return f"{p}{'' if p in ('他', '她', '我') else '的'}性格{value}。"
    label = {
        "from": "老家",
        "employer": "单位",
        "job": "职业",
        "title": "职位",
        "education": "学历",
        "hobby": "爱好",
        "trait": "性格",
        "phone": "手机号",
        "email": "邮箱",
        "birthday": "生日",
    }.get(attribute)
    return f"{p}的{label}是{value}。" if label else None
