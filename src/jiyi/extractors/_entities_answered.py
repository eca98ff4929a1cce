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

from .._entity_asked import read_question
from ._chat_fillers import FILLER_WORDS_EN
from ._entities_en_lexicon import TRAIT_WORDS as TRAIT_WORDS_EN
from ._entities_en_words import MOD as MOD_EN
from ._entities_en_words import REL_EN
from ._entities_profile_zh import TRAIT_WORDS as TRAIT_WORDS_ZH
from ._kin_zh import REL_ALL
from ._rules_common import sentence_language

__all__ = ["HEDGED", "answer_pair", "answered"]

# An answer that does not know or will not say: nothing is stated.
_UNKNOWN = re.compile(
    r"不知道|不清楚|不记得|记不清|记不得|忘了|忘记了|不晓得|保密|秘密|没问过|谁知道|天知道|说不好|说不准|不好说|"
    r"(?i:\bno idea\b|\bdunno\b|\bdon'?t know\b|\bnot sure\b|\bno clue\b|\bforgot\b|\bforget\b|\bwho knows\b|"
    r"\bbeats me\b|\bcan'?t remember\b|\bnot telling\b|\bsecret\b|\bidk\b)"
)
# An answer that guesses or hedges: "三十几", "五十多吧", "maybe 40", "I think a nurse"
HEDGED = re.compile(
    r"几|吧|吗|呢|大概|可能|好像|估计|应该|也许|左右|差不多|(?i:\b(?:maybe|probably|perhaps|i think|i guess|ish)\b)"
)

# ---- Chinese -------------------------------------------------------------------------------------------------------
# What may open the question before its person: a guess asked of the listener, a turn of talk
_LEAD_ZH = re.compile(
    r"^(?:(?:唉|哎|诶|嗯|那个|对了|对啦|话说|还有|另外|那|那么|顺便问一下|顺便)[，,]?\s*)*(?:你猜猜?|猜猜看?|猜一猜|你知道|知道)?"
)
# Where the asking starts, after the person: an adverb, a question word, or the attribute noun itself ("她的邮箱？")
_ASK_ZH = re.compile(
    r"(?:有(?=什么|啥|哪些)|的|现在|平时|今年|目前|如今|到底|究竟|是|在|住|人在|什么|啥|哪|多大|多高|多少|几|干|做|从事|老家|家乡|籍贯|喜欢|"
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
# A question that asks no attribute of the person though its words name one
_NOT_ASKED = re.compile(
    r"几点|什么时候|多久|多长时间|多重|多少钱|(?i:\b(?:what time|how long|how much|how many|how often|"
    r"work(?:s|ing)? out|favou?rite|want|wants|eat|eats|wear|wears|say|said|think|thinks)\b)"
)
# A time other than now, or a hypothetical: "明年几岁", "以前干啥的", "how old will he be", "what did she do before"
_NOT_NOW = re.compile(
    r"明年|去年|前年|后年|今天|明天|昨天|以前|之前|原来|当年|那时|小时候|将来|以后|后来|退休前|要是|如果|会|"
    r"(?i:\b(?:will|would|could|should|might|if|used to|next|last|ago|yesterday|tomorrow|was|were|before|"
    r"when)\b)"
)
# A person for sure: he / she, or one named by their tie to the user
_PERSON_SURE = re.compile(rf"^(?:他|她|你|您)$|{REL_ALL}|^(?i:he|she|his|her|you|your)$|^(?i:my|our)\s")
_WH_ZH = re.compile(r"什么|啥|哪|多大|多高|多少|几|谁")
_TAIL_ZH = re.compile(r"(?:来着|呀|啊|呢|吗|嘛|么)+$")
# The end of a fragment answer: a clause break, and what chatty users put after it ("南阳哈", "合肥哈哈哈")
_BREAK_ZH = re.compile(r"[，,。！!~～；;、…—]|\s+(?=[\u4e00-\u9fff])")  # "老师 教初中数学": a chatty break
_FILLER_ZH = re.compile(r"(?:哈+|啊|呀|哦|噢|嘛|啦|呗|嘿嘿|嘻嘻|hh+|[~～!！]+)+$")
# A fragment is a value, not a clause: no person, no verb of saying, nothing asked of the listener
_NOT_VALUE_ZH = re.compile(
    r"[我你他她谁]|是(?!个|一)|说|告诉|帮|记|问|查|看看|知道|觉得|认为"
    r"|上班|打工|干活"  # "在银行上班" says its own verb: a statement, not a trade
)

_AGE_ZH = re.compile(r"(?:[1-9]\d?|1[01]\d|[一二三四五六七八九十]{1,4})(?:周?岁)?(?:了)?")
_HEIGHT_ZH = re.compile(
    r"[1１一]米[0-9一二三四五六七八九十]{1,2}|[12]\.\d{1,2}\s*米|\d{3}\s*(?:cm|CM|厘米|公分)?|一百[一二三四五六七八九十]{1,3}(?:厘米|公分)?"
)
_DATE_ZH = re.compile(
    r"(?:\d{4}年)?[0-9一二三四五六七八九十]{1,2}月[0-9一二三四五六七八九十]{1,3}[日号]?|\d{4}[-./]\d{1,2}[-./]\d{1,2}"
)
_LEVEL_ZH = re.compile(
    r"(?:是|读到|念到|读了个|念了个)?(?:小学|初中|高中|中专|职高|技校|大专|专科|本科|大学本科|大学|硕士|研究生|博士|博士后)"
    r"(?:学历|毕业|文凭|在读)?"
)
_PHONE = re.compile(r"\+?[\d\s\-()/.]{7,20}")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")

# ---- English -------------------------------------------------------------------------------------------------------
# Where the question starts in its sentence: after a clause break and a linking word ("…; what does she do?",
# "…, and where's he from?", "Random but who does …")
_QSTART = (
    r"(?:^|[;:,—–]\s*|\s[-–]\s)(?:(?:and|but|so|also|oh|anyway|random but|quick question|ok so|okay so|btw)\b[,\s]*)*"
    r"(?:(?:(?:do|did)\s+you\s+know|you\s+know|(?:can\s+you\s+)?guess)\s+)?"
    r"(?=(?:what|what's|whats|where|where's|wheres|how|who|when|when's|which)\b"
    # "her number?", "Dana's email?", "my boss's title now?": the attribute asked with no question word
    r"|(?:OWNER|[A-Z][a-z]+'s|(?:my|our)\s+[\w\s-]{2,30}?'s)\s+[\w\s]{2,30}\?+\s*$)"
)
_QSTART_EN = re.compile(_QSTART.replace("OWNER", "his|her"), re.I)
_QSTART_YOU_EN = re.compile(_QSTART.replace("OWNER", "his|her|your"), re.I)  # "your number?" asked of the listener
# The listener, asked of by the assistant: said back in the first person
_YOU_EN = re.compile(r"\b(?:you|your)\b", re.I)
_YOU_ZH = ("你", "您", "你家", "您家")  # "你家住哪": where the listener lives
_PRONOUN_EN = r"\b(?:he|she|him|his|her)\b"
_PERSON_EN = re.compile(
    rf"\b(?i:my|our)\s+(?:(?i:{MOD_EN})[\s-]*)*(?i:{REL_EN})s?\b(?:,?\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)?"
    rf"|(?i:{_PRONOUN_EN})"
    r"|\b(?!(?:What|Where|How|Who|When|Which|Guess|Whats|Wheres|I|And|But|So|Also|Random|Quick)\b)[A-Z][a-z]+"
    r"(?:\s+[A-Z][a-z]+)?"
)
_FILLER_EN = re.compile(
    rf"(?:\s*(?:lol|lmao|haha+|hehe|:D|:\)|:P|xD|!+|\.+|,))+$|^(?:oh|{FILLER_WORDS_EN}|so|well)[,\s]+", re.I
)
# A fragment is a value, not a clause (a verb or a person in it: "I'd have to ask", "Dana is a nurse")
_NOT_VALUE_EN = re.compile(
    r"\b(?:i|i'm|i'd|you|me|we|they|he|she|is|are|was|were|am|does|did|do|has|have|had|works|lives|can|could|would|"
    r"should|will|ask|tell|know|think)\b",
    re.I,
)
_AGE_EN = re.compile(
    r"\d{1,3}(?:\s*(?:years old|years of age|yrs old|years|yrs|yo))?"
    r"|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?"
    # a child's age said in a word: "five!", "just two"
    r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen"
    r"|eighteen|nineteen",
    re.I,
)
_YEARS_EN = re.compile(r"\s*(?:years old|years of age|yrs old|years|yrs|yo)$", re.I)
_HEIGHT_EN = re.compile(
    r"\d'\s?\d{1,2}(?:\"|'')?|\d(?:\.\d{1,2})?\s*(?:m|meters?|metres?)|\d{3}\s*(?:cm|centimet(?:er|re)s?)"
    r"|(?:four|five|six|seven|[4-7])\s*(?:foot|feet|ft)(?:\s+(?:\w+|\d{1,2})(?:\s+inches)?)?",
    re.I,
)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DATE_EN = re.compile(
    rf"{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}"
    rf"(?:,?\s+\d{{4}})?|\d{{1,2}}/\d{{1,2}}(?:/\d{{2,4}})?",
    re.I,
)
_LEVEL_EN = re.compile(
    r"(?:an?\s+|some\s+)?(?:high[- ]school(?:\s+diploma)?|ged|diploma|associate'?s?(?:\s+degree)?|two-year degree|"
    r"(?:four-year|college|university|undergrad(?:uate)?)\s+degree|bachelor'?s?(?:\s+(?:degree|of\s+\w+))?|b\.?a\.?|b\.?s\.?c?\.?|"
    r"master'?s?(?:\s+(?:degree|of\s+\w+))?|m\.?a\.?|m\.?s\.?c?\.?|mba|ph\.?\s?d\.?|doctorate|"
    r"some college|college|a degree)",
    re.I,
)
_PLACE_EN = re.compile(
    r"(?:[A-Z][\w.'-]*)(?:\s+(?:[A-Z][\w.'-]*|of|de|upon|on))*(?:,\s*[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*)?"
)
# Where one does the job just given: "nurse, at St Mary's", "a paralegal - for Baker & Co"
_AT_EN = re.compile(r"(?i:at|for|with)\s+(?P<p>(?:the\s+)?[A-Z][\w.'&-]*(?:\s+(?:[A-Z][\w.'&-]*|of|&))*)[\s.!]*")
_OPEN_EN = re.compile(r"(?:an?\s+)?[\w'&.-]+(?:\s+[\w'&.-]+){0,4}", re.I)


def answered(sentences: Sequence[str], language: str, known: Collection[str] = ()) -> list[str]:
    """The message's sentences with each question a following answer gives read as the statement it makes.

    `known` are the names the user's world holds (and the recent messages said with a tie)."""
    todo = deque(part for s in sentences for part in _embedded_en(s))
    out: list[str] = []
    while todo:
        s = todo.popleft()
        if todo and s.rstrip().endswith(("？", "?")):
            lang = sentence_language(s) if s.strip() else language
            said = _answer_zh(s, todo[0], known) if lang == "zh" else _answer_en(s, todo[0], known)
            if said is not None:
                todo.popleft()
                statement, rest = said
                out += statement
                if rest:
                    todo.appendleft(rest)
                continue
        out.append(s)
    return out


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
        else _answer_en(question, answer, known, listener)
    )
    if said is None or not said[0] or said[0][-1] == answer:
        return None  # not answered, or answered by a statement of its own: read as it was said
    statement, rest = said
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
    value, rest = _fragment_zh(answer)
    opening = [head.rstrip("，,；;：: ") + "。"] if head.strip("，,；;：: ") else []
    if value is not None:
        statement = _statement_zh(_focus(person, head, "zh") or person, attribute, value)
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
    if _NOT_NOW.search(c) and not re.search(r"生日|出生|哪天生", c):
        return None  # "我儿子明年几岁": the time word is no part of a name
    for k in range(1, min(len(c), 14)):
        who, rest = c[:k], c[k:]
        if not (_PERSON_ZH.fullmatch(who) or (listener and who in _YOU_ZH)) or not _ASK_ZH.match(rest):
            continue
        if not (_WH_ZH.search(rest) or re.fullmatch(r"的?[\u4e00-\u9fff]{1,4}", rest)):
            return None  # "他的邮箱是…" is said, not asked
        attribute = _one_attribute(rest, who, known)
        return (who, attribute) if attribute else None
    return None


def _one_attribute(rest: str, who: str, known: Collection[str]) -> str | None:
    """The one attribute a question asks of `who` (how recall reads it), or None when it asks none or several.

    "Where's X?" and "what's X like?" are asked of places and things as much as of people ("Where's Paris?",
    "What's Python like?"): of a bare name, only of one the user's world holds."""
    q = read_question(rest, rest)
    asked = [a for a in q.attributes if a != "date" or "birthday" not in q.attributes]
    if not asked and re.search(r"手机|电话|号码|\bnumber\b|\bcell\b|\bdigits\b", rest, re.I):
        return "phone"
    if not asked:
        return None
    first = asked[0]
    others = set(asked[1:]) - set(q.either.get(first, ())) - q.optional - {"likes", "hobby"}
    if q.place or _NOT_ASKED.search(rest) or (first != "birthday" and _NOT_NOW.search(rest)):
        # "我妈在哪？厨房", "Where is my brother? At work.": where someone is now, not where they live; "几点下班",
        # "what time does she get off work", "where does he work out", "favorite color": no attribute of theirs;
        # "明年几岁", "how old will he be": not what holds now
        return None
    if first == "likes" and re.search(r"\b(?:what's|whats|what\s+is|what\s+are)\b.*\blike\s*$", rest, re.I):
        first = "trait"  # "what's she like?": what sort of person she is
        if not _PERSON_SURE.search(who) and who not in known:
            return None  # "What's Python like?"
    return None if others else first


def _fragment_zh(answer: str) -> tuple[str | None, str]:
    """The value a fragment answer gives and what the sentence goes on to say."""
    a = answer.strip()
    m = _BREAK_ZH.search(a)
    chunk, rest = (a[: m.start()], a[m.end() :]) if m else (a, "")
    if not rest and a.endswith(("？", "?")):
        return None, ""  # "三十几？": an answer that asks
    chunk = _FILLER_ZH.sub("", chunk.strip())
    if not chunk or _UNKNOWN.search(a) or HEDGED.search(chunk):
        return None, ""
    return chunk, rest.strip("，,、；; ")


def _statement_zh(person: str, attribute: str, value: str) -> str | None:
    shape = {"age": _AGE_ZH, "height": _HEIGHT_ZH, "birthday": _DATE_ZH, "phone": _PHONE, "email": _EMAIL}
    if attribute in shape:
        if not shape[attribute].fullmatch(value):
            return None
    elif attribute == "education":
        if not _LEVEL_ZH.fullmatch(value):
            return None
        value = re.sub(r"^(?:是|读到|念到|读了个|念了个)", "", value)
    elif not 2 <= len(value) <= 12 or _NOT_VALUE_ZH.search(value) or not re.search(r"[\u4e00-\u9fffA-Za-z]", value):
        return None
    elif value.endswith("了") or (attribute == "trait" and not re.search(TRAIT_WORDS_ZH, value)):
        return None  # "退休了" is a change, "一言难尽" no temperament
    p = "我" if person in _YOU_ZH else person  # the listener asked of answers for themselves
    if attribute == "age":
        return f"{p}今年{value.removesuffix('了')}{'' if '岁' in value else '岁'}。"
    if attribute == "height":
        return f"{p}身高{value}。"
    if attribute == "works_in":  # "在华为" answers where: said once
        return f"{p}在{re.sub(r'^在', '', value)}工作。"
    if attribute == "lives_in":
        return f"{p}住在{re.sub(r'^住?在?', '', value)}。"
    if attribute == "likes":
        return f"{p}平时喜欢{value}。"
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


# ---- English -------------------------------------------------------------------------------------------------------


# A question said inside a statement and answered after a colon: "I bet you can't guess how old Lachlan is: 54",
# "you'll ask where my aunt is from: Pune" — read as the question and its answer.
_EMBEDDED_EN = re.compile(
    r"^(?P<head>.*?[A-Za-z].*?)\s+(?P<q>(?:how\s+(?:old|tall)|where|what)\s[^:?!.;,]{2,60}?\s(?:is|does)(?:\s+from)?)"
    r"\s*:\s*(?P<a>\S.*)$",
    re.I,
)


def _embedded_en(sentence: str) -> list[str]:
    m = _EMBEDDED_EN.match(sentence.strip()) if "?" not in sentence else None
    if m is None:
        return [sentence]
    return [f"{m['head']}, {m['q']}?", m["a"]]


def _answer_en(
    question: str, answer: str, known: Collection[str], listener: bool = False
) -> tuple[list[str], str] | None:
    q = question.strip()
    starts = list((_QSTART_YOU_EN if listener else _QSTART_EN).finditer(q))
    if not starts:
        return None
    start = starts[-1]
    head, clause = q[: start.start()].strip(" ,;:—–-"), q[start.end() :].rstrip(" ?")
    asked = _asked_en(clause, known, listener)
    if asked is None:
        return None
    person, attribute = asked
    value, rest = _fragment_en(answer, attribute)
    opening = [head + "."] if head else []
    if value is not None:
        who = _focus(person, head, "en") or person
        at = (
            re.fullmatch(r"(?P<j>.+?)\s+(?P<p>(?i:at|for|with)\s+[A-Z].*)", value)
            if attribute in ("job", "title")
            else None
        )
        if at is not None:  # "a pharmacist at CVS": the job, then where it is done
            value, rest = at["j"], f"{at['p']}, {rest}" if rest else at["p"]
        statement = _statement_en(who, attribute, value)
        where = _AT_EN.fullmatch(rest) if attribute in ("job", "title") else None
        if statement is not None and where is not None:  # "nurse, at St Mary's": where they do it
            return [*opening, f"{statement} {_statement_en(who, 'employer', where['p']) or rest}"], ""
        if statement is not None:
            return [*opening, statement], rest
    a = answer.strip()
    if re.match(r"(?:he|she)\b", a, re.I) or (not re.fullmatch(_PRONOUN_EN, person, re.I) and a.startswith(person)):
        # "What does my cousin do? He's a plumber.": the answer is a statement of its own, about the one asked of
        bare = person if not re.fullmatch(_PRONOUN_EN, person, re.I) else ""
        return ([*opening, _cap(bare) + "."] if bare else opening) + [answer], ""
    return None


def _asked_en(clause: str, known: Collection[str], listener: bool = False) -> tuple[str, str] | None:
    """(who, attribute) when `clause` asks one attribute of one person of the user's (or, with `listener`, of the
    one it is put to: "what do you do")."""
    people = list(_PERSON_EN.finditer(clause))
    if listener:  # "Your number?": the listener, not a name
        people = [m for m in people if not _YOU_EN.fullmatch(m[0])] + list(_YOU_EN.finditer(clause))
    if len(people) != 1:
        return None
    m = people[0]
    person = "you" if listener and _YOU_EN.fullmatch(m[0]) else m.group(0).strip()
    rest = (clause[: m.start()] + " " + re.sub(r"^'s\b", "", clause[m.end() :])).strip()
    rest = re.sub(r"\s+(?i:originally)\b", "", rest)  # "where's he from originally?" asks where he is from
    if re.fullmatch(r"him", person, re.I):
        return None
    attribute = _one_attribute(rest, person, known)
    return (person, attribute) if attribute else None


def _fragment_en(answer: str, attribute: str) -> tuple[str | None, str]:
    a = answer.strip()
    if _UNKNOWN.search(a):
        return None, ""
    if attribute in ("from", "works_in", "lives_in", "employer"):
        a = _titled(a)
        place = re.match(r"(?:(?:originally\s+)?(?:from|in|at|for)\s+)?(" + _PLACE_EN.pattern + r")", a)
        if place is None or not re.match(
            r"\s*(?:$|[,.;!?:]|[—–-]\s|\(|:D|lol\b|haha|originally\b|now\b|btw\b)", a[place.end() :], re.I
        ):
            return None, ""  # a place is the whole answer: "Same town as me" names none
        chunk, rest = place.group(1), a[place.end() :]
    else:
        m = re.search(r"[;!?]|,\s|\s[—–-]\s|\.(?:\s|$)", a)
        chunk, rest = (a[: m.start()], a[m.start() :]) if m else (a, "")
        shape = _SHAPED_EN.get(attribute)
        lead = shape.match(chunk) if shape is not None else None
        if lead and _GOES_ON_EN.match(
            chunk[lead.end() :]
        ):  # "58 and still faster than me 😂": the value, then a remark
            chunk, rest = chunk[: lead.end()], chunk[lead.end() :] + rest
    if rest.lstrip().startswith("?"):
        return None, ""  # "thirty-something?": an answer that asks
    rest = re.sub(r"^[\s,;.!—–-]*(?:(?:and|but|so|also|originally|lol|haha)\b[\s,]*)*", "", rest)
    rest = re.sub(r"^(?::D|:\)|lol)\W*", "", rest).strip()
    chunk = _FILLER_EN.sub("", chunk.strip()).strip()
    if not chunk or HEDGED.search(chunk):
        return None, ""
    return chunk, (_cap(rest) if re.search(r"[A-Za-z]{2}", rest) else "")


_SHAPED_EN = {
    "age": _AGE_EN,
    "height": _HEIGHT_EN,
    "birthday": _DATE_EN,
    "phone": _PHONE,
    "email": _EMAIL,
    "education": _LEVEL_EN,
}
# A remark after a value of its shape, no part of it: "and …", "but …", "lol", an emoji after a space
_GOES_ON_EN = re.compile(r"\s+(?:and|but|so|though|lol|lmao|haha\w*)\b|\s+[^\w\s'\"]", re.I)


# Words a lowercase answer to "where…?" says that name no place: "downtown", "same as me", "up north"
_NOT_PLACE_EN = re.compile(
    r"\b(?:here|there|nearby|near|close|far|away|home|downtown|uptown|midtown|abroad|overseas|around|local|locally|"
    r"same|north|south|east|west|up|down|the|a|an|my|our|your|his|her|their|no|not|nowhere|everywhere|somewhere|"
    r"anywhere|all|over|city|town|suburbs?|country|countryside|village|area|place|work|school|office|remote|remotely|"
    r"online|out|of|state|idk|dunno|unsure|yes|no|yeah|nope|ok|okay|lol|haha|hmm|um|uh|guess|somewhere|big|small)\b",
    re.I,
)


def _titled(answer: str) -> str:
    """A place answered in lowercase chat ("detroit", "san diego!") said with its capitals; other text as it was."""
    words = re.fullmatch(r"((?:originally\s+)?(?:from|in|at|for)\s+)?([a-z]+(?:\s+[a-z]+){0,2})([\s!.]*)", answer)
    if words is None or _NOT_PLACE_EN.search(words[2]) or len(words[2]) < 3:
        return answer
    return (words[1] or "") + " ".join(w.capitalize() for w in words[2].split()) + words[3]


def _statement_en(person: str, attribute: str, value: str) -> str | None:
    shape = _SHAPED_EN
    if attribute in shape:
        if not shape[attribute].fullmatch(value):
            return None
    elif attribute in ("from", "works_in", "lives_in", "employer"):
        if not _PLACE_EN.fullmatch(value) or _NOT_VALUE_EN.search(value):
            return None
    elif not _OPEN_EN.fullmatch(value) or _NOT_VALUE_EN.search(value) or not re.search(r"[A-Za-z]{2}", value):
        return None
    elif attribute == "trait" and not re.search(rf"\b{TRAIT_WORDS_EN}\b", value, re.I):
        return None  # "Ugh." is no temperament
    elif attribute == "job" and re.fullmatch(
        r"(?i:retired|unemployed|jobless|nothing|between\s+jobs)(?:\s+now)?", value
    ):
        return None  # "retired now" says they have no job: no trade
    p = _cap(person)
    pronoun = re.fullmatch(_PRONOUN_EN, person, re.I)
    subject = {"his": "He", "him": "He", "her": "She"}.get(person.lower(), p) if pronoun else p
    owner = {"he": "His", "his": "His", "she": "Her", "her": "Her"}[person.lower()] if pronoun else p + "'s"
    is_, s = "is", "s"
    if person == "you":  # the listener asked of answers for themselves
        subject, owner, is_, s = "I", "My", "am", ""
        if attribute == "job" and re.fullmatch(r"[a-z][\w -]*", value):
            return f"I work as {_a(value)}."
    if attribute == "age":
        return f"{subject} {is_} {_YEARS_EN.sub('', value)}."
    if attribute == "height":
        return f"{subject} {is_} {value} tall."
    if attribute == "from":
        return f"{subject} {is_} from {value}."
    if attribute == "works_in":
        return f"{subject} work{s} in {value}."
    if attribute == "lives_in":
        return f"{subject} live{s} in {value}."
    if attribute == "employer":
        return f"{subject} work{s} for {value}."
    if attribute == "likes":
        return f"{subject} like{s} {value}."
    label = {
        "job": "job",
        "title": "title",
        "education": "education",
        "hobby": "hobby",
        "trait": "personality",
        "phone": "number",
        "email": "email",
        "birthday": "birthday",
    }.get(attribute)
    return f"{owner} {label} is {value}." if label else None


# Ties that say who a pronoun can be: 她 is no uncle, "he" no sister
_FEMALE = re.compile(
    r"(?:妈|母|姐|妹|姑|姨|婶|嫂|奶|婆|女|媳|妻|娘)$|(?i:\b(?:mom|mother|mum|sister|aunt|niece|daughter|wife|"
    r"girlfriend|grandma|grandmother|granny|stepmom|stepsister|fiancee|fiancée|stepdaughter|"
    r"[\w-]*(?:sister|mother|daughter)-in-law)$)"
)
_MALE = re.compile(
    r"(?:爸|父|哥|弟|叔|舅|伯|爷|公|夫|儿子|侄子|外甥|兄)$|(?i:\b(?:dad|father|brother|uncle|nephew|son|husband|"
    r"boyfriend|grandpa|grandfather|stepdad|stepbrother|fiance|stepson|[\w-]*(?:brother|father|son)-in-law)$)"
)


def _focus(person: str, head: str, language: str) -> str | None:
    """Who a he / she asked about is, when the sentence named one person before the question ("A GED, that's what
    my brother Anton has, and what does he do?") whose tie does not rule the pronoun out; None otherwise, and the
    language rules resolve the pronoun as they do any other."""
    he = person in ("他", "he", "his", "him") or person.lower() in ("he", "his", "him")
    she = person in ("她",) or person.lower() in ("she", "her")
    if not (he or she) or not head.strip():
        return None
    from ._entities import extract_mentions  # the facade of this package's readers: imported when used

    people = [m for m in extract_mentions(head, language=language) if m.kind == "person" and not m.pronoun]
    if len(people) != 1 or not people[0].name or (_MALE if she else _FEMALE).search(people[0].relation):
        return None
    m = people[0]
    if language == "zh":
        return (f"我的{m.relation}" if m.relation else "") + m.name
    return f"my {m.relation} {m.name}" if m.relation else m.name


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _a(noun: str) -> str:
    """`noun` with its article: "nurse" -> "a nurse", "an engineer" as it was."""
    return noun if re.match(r"an?\s", noun) else f"{'an' if noun[:1] in 'aeiou' else 'a'} {noun}"
