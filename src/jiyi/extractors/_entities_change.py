"""Corrections said as a change: "她早就不在杭州了，去年搬到了厦门", "he's not a pilot anymore, works as a chef now".

People rarely open a correction with "correction:". They say the old value no longer holds (不…了, 已经不 / 早就不,
离开 / 辞职 / 改行 / 转行 / 跳槽 / 搬离; not … anymore, no longer, quit, left, moved away) and then, often, the new one.
What this module reads: whether a sentence says so (its facts then replace the current value, the old one stays as
history), and the part that only negates the old value, which states no fact of its own: it must not become a note
("已经不是公务员了") that keeps showing the replaced value.
"""

from __future__ import annotations

import re

__all__ = [
    "changes_zh",
    "contrasted",
    "corrects",
    "fits_attribute",
    "left_for_zh",
    "negates_zh",
    "new_value_zh",
    "no_longer_en",
    "shaped_value",
    "trade_fronted_zh",
    "value_shape",
]

_I = re.IGNORECASE

# A clause that only says the old value is over: "早就不在天津了", "不当老师了", "已经搬离天津", "离开了华为", "辞职了".
_NEGATES_ZH = re.compile(
    r"^(?:现在|如今|目前|已经|早就|早已|都|也|早)*"
    r"(?:(?:不再|不)(?:在|住在?|当|做|干|是|待在)[^，。；]{1,12}?了?"
    r"|(?:搬离|离开|辞掉|辞去)了?[^，。；]{1,12}?了?"
    r"|(?:辞职|离职|改行|转行)了)$"
)
# Said anywhere in a sentence, these mean its facts replace what was known (a correction, not an addition).
_CHANGES_ZH = re.compile(
    r"(?:不再|不)(?:在|住在?|当|做|干|是|待在)[^，。；]{1,12}?了"
    r"|已经不|早就不|早已不|搬离|离开了?[^，。；]{1,12}?[，,]|改行|转行"
    r"|(?:说|记|搞|弄)错了|更正|纠正"
)


def negates_zh(predicate: str) -> bool:
    """True when a Chinese predicate only says an old value no longer holds ("早就不在天津了")."""
    return bool(_NEGATES_ZH.match(predicate.strip()))


_NEW_ZH = (
    # "改行做了记者", "转行当了厨师", "跳槽转行做记者了": the new job, said after the change
    (re.compile(r"^(?:已经|早就|后来)?(?:改行|转行|跳槽|辞职)+了?(?:[，,]?(?:现在|后来))?(?=[当做干是])"), ""),
    (re.compile(r"^(?P<j>(?:当|做|干)[^，。了]{1,8})了$"), r"\g<j>"),
    # "其实是记者": what they really are ("其实" says the earlier value was wrong)
    (re.compile(r"^(?:其实|实际上)(?=[\u4e00-\u9fff])"), ""),
    # "搬到西安去了": moved to 西安
    (re.compile(r"^(?P<m>(?:已经|早就|去年|前年)?搬(?:到|去)了?[^，。去]{1,10}?)去了?$"), r"\g<m>了"),
    # "是在西安定居": lives in 西安 ("是" only stresses it)
    (re.compile(r"^是(?=在[^，。]{1,10}?(?:定居|安家|住|生活))"), ""),
)


def new_value_zh(predicate: str) -> str:
    """A Chinese predicate stating a new value, the words of the change taken off ("改行做了记者": "做了记者")."""
    for pattern, repl in _NEW_ZH:
        predicate = pattern.sub(repl, predicate, count=1)
    return predicate


# "他不在腾讯了 现在在Google": an employer left, and the one they are at now, said bare
_LEFT_FOR_ZH = re.compile(
    r"不在(?P<a>[A-Za-z][\w&.-]*|[\u4e00-\u9fff]{2,12}?)了(?:[，,\s]+)(?P<now>现在|如今|目前|后来)?(?:在|去了)"
    r"(?P<b>[A-Za-z][\w&.-]*(?:\s[A-Z][\w&.-]*)?|[\u4e00-\u9fff]{2,12}?)(?=[，,。！!；;\s]|$)"
)


def left_for_zh(sentence: str) -> str:
    """ "不在腾讯了 现在在Google" as "不在腾讯了，现在在Google上班": the new place is where they work, when the old one
    was an employer (never "不在杭州了，现在在厦门", a city)."""
    from ._entities_work_zh import named_org

    def said(m: re.Match[str]) -> str:
        if not (named_org(m["a"]) or re.match(r"[A-Za-z]", m["a"])) or m["b"].endswith(("上班", "工作")):
            return m.group(0)
        return f"不在{m['a']}了，{m['now'] or ''}在{m['b']}上班"

    return _LEFT_FOR_ZH.sub(said, sentence)


# "PM这行宓蔓琳(俺搭档)干了快十年": the trade said first, then who has done it so long
_TRADE_FRONTED_ZH = re.compile(
    r"(?:^|(?<=[，,。！!\s]))(?P<j>[A-Z]{2,5}|[\u4e00-\u9fff]{2,6}?)这一?行(?:[，,]\s*)?"
    r"(?P<w>[^，,。！!；;\s]{2,16}?)(?:已经|都|也)?(?:干|做)了"
)


def trade_fronted_zh(sentence: str) -> str:
    """ "PM这行X干了快十年" as "X是PM，干了快十年" (the trade a word for one: never "这行" of a place or a thing)."""
    from ._entities_work_zh import job_shaped_zh

    def said(m: re.Match[str]) -> str:
        return f"{m['w']}是{m['j']}，干了" if job_shaped_zh(m["j"]) else m.group(0)

    return _TRADE_FRONTED_ZH.sub(said, sentence)


def changes_zh(sentence: str) -> bool:
    """True when a Chinese sentence says a value changed or was wrong: its facts are corrections."""
    return bool(_CHANGES_ZH.search(sentence))


# "is not in Denver anymore, moved to Portland" / "no longer lives in Madrid, it's Paris these days" /
# "left Phoenix last year for Vancouver" / "quit being a nurse and is a paramedic now": the negated part, then the new.
_NO_LONGER_EN = re.compile(
    r"^(?P<neg>(?:is\s+not|isn't|'s\s+not|is\s+no\s+longer|'s\s+no\s+longer|no\s+longer|doesn't|does\s+not|"
    r"quit|left|moved\s+away\s+from|stopped)\b[^,;]*?(?:\s+any\s?more)?)"
    r"(?:\s*[,:]\s*(?:and\s+|but\s+)?|\s+[-–—]+\s+|\s+and\s+|(?P<for>\s+(?:last\s+year\s+|this\s+year\s+|recently\s+)?for\s+))"
    r"(?P<new>.+)$",
    _I,
)
_BARE_NEW = re.compile(r"^(?:it's|it\s+is|now\s+it's|now)\s+", _I)
_PLACE_NEG = re.compile(r"\b(?:live[sd]?|living|in|moved|based)\b|\bleft\s+[A-Z]")
_SWITCHED = re.compile(r"^(?:switched|changed)\s+(?:careers\s+)?(?:to\s+being|to\s+working\s+as)\s+(?P<v>.+)$", _I)


def no_longer_en(predicate: str) -> str | None:
    """The new value's predicate of an English change ("…, moved to Portland" -> "moved to Portland"), or None.

    A new value said bare ("it's Paris these days", "for Vancouver") gets the verb of the attribute the negated part
    was about: a place for living, else a job.
    """
    m = _SWITCHED.match(predicate)
    if m:
        return f"is {m['v']}"
    m = _NO_LONGER_EN.match(predicate.strip())
    if m is None:
        return None
    new = m["new"].strip()
    bare = _BARE_NEW.match(new)
    if bare:
        new = new[bare.end() :]
    elif not m["for"] and re.match(r"^[a-z']", new) and not re.match(r"^(?:a|an)\s", new, _I):
        return new  # a verb of its own: "moved to Portland", "is a paramedic now", "works as a chef now"
    if re.match(r"^(?:a|an)\s", new, _I):
        return f"is {new}"
    return f"lives in {new}" if _PLACE_NEG.search(m["neg"]) else f"is a {new}"


# "she's 29 not 28", "lives in Leeds (not York)", "是护士不是医生", "住在杭州，不是苏州": a value said against the one
# it replaces. The "not …" part states nothing of its own; the value before it corrects what was known. "not" right
# after a verb or a subject negates the predicate instead ("she is not a doctor", "她不是医生"), and so do the idioms
# "not sure", "not only", "if not".
_CONTRAST_EN = re.compile(
    r"(?<![\s,(])(?P<cut>\s*,?\s*(?P<open>\()?\s*(?:but\s+)?not\s+"
    r"(?!(?:only|just|sure|bad|yet|really|much|that|too|so|even|exactly|quite|any\s?more|always|ever|as|like|"
    r"because|for\s+long|at\s+all)\b)"
    r"(?:a\s+|an\s+|the\s+|in\s+|at\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,2}?\s*(?(open)\)?)\s*)(?=$|[,;.!])",
    re.IGNORECASE,
)
_NOT_AFTER_EN = re.compile(
    r"\b(?:is|was|are|were|am|be|been|do|does|did|has|have|had|will|would|could|should|can|may|might|must|and|or|"
    r"but|if|whether|that|it|i|he|she|they|we|you|maybe|probably|definitely|certainly|surely|still|just|also|why|"
    r"though|hopefully|obviously|apparently|seriously|honestly|totally|ok|okay|yes|no|'s|'re|'m)$",
    re.IGNORECASE,
)
_CONTRAST_ZH = re.compile(
    r"(?P<head>(?:在|是|住在|住|今年|都|做|当|干|叫|(?<=[他她]))[^，,。；;！!不\s]{1,30}?)"
    r"(?P<cut>\s*[（(]\s*(?:而)?不是[^（）()]{1,30}[）)]"
    r"|\s*[，,]?\s*(?:而)?不是[^，,。；;！!？?（）()]{1,30}?(?=$|[，,。；;！!]))"
)


def contrasted(sentence: str, language: str) -> tuple[str, bool]:
    """`sentence` with a "not …" said against a value taken out, and True when there was one (a correction)."""
    if language == "zh":
        m = _CONTRAST_ZH.search(sentence)
        if m is None:
            return sentence, False
        return sentence[: m.start("cut")] + sentence[m.end("cut") :], True
    for m in _CONTRAST_EN.finditer(sentence):
        if _NOT_AFTER_EN.search(sentence[: m.start()].rstrip(" ,(")):
            continue
        return sentence[: m.start("cut")] + sentence[m.end("cut") :], True
    return sentence, False


# The shape a corrected value must have for the attribute it corrects; a phone number or an email corrects only its own
_SHAPES = {
    "age": re.compile(r"(?:[1-9]\d?|1[01]\d|[一二三四五六七八九十]{1,4})\s*(?:周?岁|years?(?: old)?)?(?:了)?", re.I),
    "phone": re.compile(r"\+?[\d\s\-()/.]{7,20}"),
    "email": re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
}


def shaped_value(value: str) -> bool:
    """`value` has the shape of an age, a phone number or an email: said bare, it can only be such a value."""
    return any(shape.fullmatch(value.strip()) for shape in _SHAPES.values())


def value_shape(value: str) -> str:
    """What kind of value `value` is, to tell what a bare correction corrects: an address, a number, a date…"""
    digits = len(re.findall(r"\d", value))
    if "@" in value:
        return "email"
    if digits >= 6:
        return "phone"
    if digits and re.search(r"[A-Za-z]{3}", value):
        return "date"
    return "number" if digits else "name"


def corrects(attribute: str, old: str, new: str) -> bool:
    """A bare `new` value may correct `old`, the value of `attribute` said last: both of one shape ("no wait,
    555-0112" corrects a number, not a town) and `new` a value `attribute` can have (a phone number is no age)."""
    return value_shape(new) == value_shape(old) and fits_attribute(attribute, new)


def fits_attribute(attribute: str, value: str) -> bool:
    """`value` may be a value of `attribute`: a phone number, an email or an age only of its own attribute."""
    if attribute in _SHAPES:
        return bool(_SHAPES[attribute].fullmatch(value))
    return not any(_SHAPES[a].fullmatch(value) for a in ("phone", "email"))
