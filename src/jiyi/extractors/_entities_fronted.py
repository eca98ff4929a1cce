"""The value said first, clefts and fronted phrases (issue #21): the person comes after what is said of them.

People often lead with the value: "一米八五，这是我表哥的个子", "潍坊，我舅妈的老家", "A master's, that's what my cousin
Leah has", "Boise is where my stepmom works"; or build a cleft that names the person last: "本科毕业的是我同事小吴",
"在药厂上班的那个是我姑父", "要说谁最细心，那就是我嫂子", "The one who works in Boise is my stepmom"; or front a phrase
whose subject is the person after the comma: "At six foot three, my nephew Ty towers over us", "Born and raised in
Cork, my uncle Pat…", "Based in Denver these days, my sister…", "Hooked on chess, my grandpa…". The language readers
expect the person first and read none of these.

`unfront` says such a clause again in the order the readers already read ("我表哥的个子是一米八五", "My stepmom works
in Boise", "我同事小吴本科毕业", "My uncle Pat grew up in Cork. My uncle Pat still has the accent"), keeping the
person's words as they were, so the readers still decide whose fact it is: the user's own ("本科毕业的是我", "At 38,
I…") stays the user's, and a thing ("最贵的是那台电脑") or a time or place that is no attribute ("At the party, my
cousin…") is left as it was.
"""

from __future__ import annotations

import re

from ._age_en import AGE_NUM_EN
from ._entities_en_shape import DEGREE
from ._entities_en_words import REL_EN
from ._kin_zh import POINTER, REL_ALL
from ._rules_zh_facts import SURNAMES

__all__ = ["unfront"]

# --- Chinese ------------------------------------------------------------------------------------------------------

# The attribute nouns a value-first appositive closes on ("…，这是我表哥的个子"), longest first
_ATTR_ZH = (
    r"(?:兴趣爱好|工作地点|工作城市|工作单位|上班地点|电子邮箱|邮件地址|联系方式|手机号码|电话号码|手机号|出生地|"
    r"身高|个子|个头|老家|家乡|籍贯|祖籍|工作|职业|生日|年纪|年龄|岁数|学历|文凭|手机|电话|邮箱|单位|公司|职位|职务|"
    r"头衔|性格|脾气|爱好|兴趣)"
)
# Who a Chinese clause names: one of the user's people ("我表哥", "堂弟周航", "我那个同事小吴"), a pronoun, or a name of
# two to four characters, maybe with its tie in brackets ("钟承泽（我徒弟）"); the user ("我") too, so that the readers,
# not this module, keep the user's own facts the user's.
_WHO_ZH = rf"(?:(?:我|咱)(?:的|家)?{POINTER}?)?(?:{REL_ALL})?[\u4e00-\u9fff·]{{0,4}}(?:[（(][^）)]{{1,10}}[）)])?"
_PERSONISH_ZH = re.compile(rf"^(?:我|咱|他|她)|{REL_ALL}|^[\u4e00-\u9fff]{{2,4}}(?:[（(]|$)")
# A clause end's particles ("…的是我表哥嘛", "…这是他的身高哈")
_TAIL_ZH = r"(?:[了啦呀哈嘛呢哦喔吧～~]|莫属)*"
_PARTICLES_ZH = re.compile(_TAIL_ZH + "$")
# What no value-first clause holds: a question, a listener, a clause of its own ("我觉得", "他说")
_NOT_VALUE_ZH = re.compile(r"[？?]|吗$|什么|谁|哪|多少|几|你|您|我|他|她|咱|觉得|说|如果|假如|要是")
# "X的身高" as a value's own label: "邮箱cloud@x.com，这是邵月娥的" says which attribute the value is
_LABELLED_ZH = re.compile(rf"^(?P<a>{_ATTR_ZH})(?:是|为|[:：])?\s*(?P<v>\S.*)$")
# "…，这是/这就是/那是/就是 X 的 ATTR" and "…，X 的 ATTR" (the second half of the appositive)
_OWNER_ZH = re.compile(
    rf"^(?:(?:这|那)(?:就|正|便)?是|就是|正是|是)?(?P<x>{_WHO_ZH}?)(?:今年|现在|目前|如今)?的(?P<a>{_ATTR_ZH})?{_TAIL_ZH}$"
)
# A cleft's relative clause reads as a predicate when it says one of the things a person is said to be or do
_PRED_ZH = re.compile(
    r"毕业|上班|工作|打工|出生|生日|岁|满\s*[\d一二三四五六七八九十两]|^[做干当教开学]|老家|家乡|祖籍|最|爱|喜欢|迷|^在|^住|"
    r"^(?:来自|从)|人$|个子|身高|米|cm|学历|读"
)
# The relative clause must be the person's own: one opening on someone else ("我最喜欢的是…", "小王介绍的是…") makes
# the person its object
_OBJECT_REL_ZH = re.compile(r"^(?:我|你|您|他|她|它|咱|大家|别人|人家|有人)|[我你他她]")
_CLEFT_ZH = re.compile(
    rf"^(?P<p>[^，,；;。]{{2,24}}?)的(?P<n>那一?个人?|那一?位|那人|人|员工)?\s*(?:说的|指的)?(?:就|正|便|可)?(?:是|要数|得数|就数|当属)"
    rf"(?P<x>{_WHO_ZH}){_TAIL_ZH}$"
)
# "要说谁最细心" + "那就是我嫂子": the question asked of the listener and the person who answers it
_WHO_MOST_ZH = re.compile(r"^(?:要说|说到|说起|要论|论|若论)?谁(?P<p>(?:的)?[^，,；;。谁]{0,6}最[^，,；;。谁]{1,8})$")
_THAT_IS_ZH = re.compile(rf"^(?:那)?(?:就|肯定|当然|绝对|一定|必须|非)?(?:得)?(?:是|数|属)(?P<x>{_WHO_ZH}){_TAIL_ZH}$")
# A work place said with 那边 / 这边 needs its 在 back for the readers: "长春那边上班" → "在长春那边上班"
_WORK_THERE_ZH = re.compile(r"^(?!在)[\u4e00-\u9fff]{2,8}(?:那边|这边|那儿|那里|这里)(?:上班|工作|打工)")

_CLAUSES_ZH = re.compile(r"(\s*(?:——|--|[，,；;—–:：])\s*)")


def _person_zh(who: str) -> bool:
    return bool(who) and bool(_PERSONISH_ZH.search(who))


def _unfront_zh(sentence: str) -> str | None:
    end = re.search(r"[。！!…~～]*$", sentence)
    tail = end.group(0) if end else ""
    body = sentence[: len(sentence) - len(tail)]
    parts = _CLAUSES_ZH.split(body)
    clauses, seps = parts[0::2], parts[1::2]
    out: list[str] = []
    changed = False
    i = 0
    while i < len(clauses):
        c = clauses[i].strip()
        nxt = clauses[i + 1].strip() if i + 1 < len(clauses) else ""
        # (never when the next clause is a label with its own value: "…，我领导的邮箱：x@y.com")
        labels = i + 1 < len(seps) and re.search(r"[:：]", seps[i + 1]) is not None
        said = _pair_zh(c, nxt) if nxt and not labels else None
        # "身高1米76的那个，说的是我搭档X": the cleft said across a pause, "说的是" pointing at whom it is about
        pointed = (
            re.match(r"^(?:说的|指的)(?=(?:就|正)?是)", nxt)
            if nxt and re.search(r"的(?:那一?个人?|那一?位|那人|人|员工)?$", c)
            else None
        )
        if said is None and pointed is not None:
            said = _cleft_zh(c + nxt[pointed.end() :])
        if said is not None:
            out.append(said)
            changed = True
            i += 2
        else:
            cleft = _cleft_zh(c)
            changed = changed or cleft is not None
            out.append(cleft or clauses[i])
            i += 1
        if i < len(clauses):
            out.append(seps[i - 1] if ":" not in seps[i - 1] and "：" not in seps[i - 1] else "，")
    return "".join(out) + tail if changed else None


def _pair_zh(value: str, owner: str) -> str | None:
    """ "一米八五" + "这是我表哥的个子" → "我表哥的个子是一米八五"; "谁最细心" + "那就是我嫂子" → "我嫂子最细心"."""
    owner = _PARTICLES_ZH.sub("", owner)
    most = _WHO_MOST_ZH.match(value)
    if most:
        m = _THAT_IS_ZH.match(owner)
        if m and _person_zh(m["x"]):
            return m["x"] + most["p"].lstrip("的")
        return None
    topic = re.match(r"^(?:说到|说起|要说|论)(?P<p>[\u4e00-\u9fff]{2,6})$", value)
    if topic:  # "说到嘴甜" + "那肯定是我实习生X": a temper, and who has it most
        from ._entities_work_zh import trait_shaped_zh

        m = _THAT_IS_ZH.match(owner)
        if m and _person_zh(m["x"]) and trait_shaped_zh(topic["p"]):
            return f"{m['x']}性格是{topic['p']}"
        return None
    m = _OWNER_ZH.match(owner)
    if m is None or not _person_zh(m["x"]) or not value or len(value) > 30:
        return None
    attribute = m["a"]
    if attribute is None:  # "邮箱cloud@x.com，这是邵月娥的": the value names its own attribute
        labelled = _LABELLED_ZH.match(value)
        # "…身高一米九，打篮球的" is what they do, said after: the owner is pointed at or named, not any three words
        pointed = owner.startswith(("这", "那", "就", "正", "是")) or re.match(rf"^(?:我|咱|{REL_ALL})", m["x"])
        if labelled is None or not (pointed or m["x"][:1] in SURNAMES):
            return None
        attribute, value = labelled["a"], labelled["v"]
    if _NOT_VALUE_ZH.search(value):
        return None
    return f"{m['x']}的{attribute}是{value}"


def _cleft_zh(clause: str) -> str | None:
    """ "本科毕业的是我同事小吴" → "我同事小吴本科毕业"; a cleft of a thing or of the user's object is left."""
    m = _CLEFT_ZH.match(_PARTICLES_ZH.sub("", clause))
    if m is None:
        return None
    pred, who = m["p"], m["x"]
    if m["n"] == "员工" and re.fullmatch(r"[\u4e00-\u9fffA-Za-z]{2,12}", pred):
        pred = f"在{pred}工作"  # "Google的员工就是我搭档": where they work
    if not _person_zh(who) or _OBJECT_REL_ZH.search(pred) or not _PRED_ZH.search(pred) or _NOT_VALUE_ZH.search(pred):
        return None
    if _WORK_THERE_ZH.match(pred):
        pred = "在" + pred
    return who + pred


# --- English ------------------------------------------------------------------------------------------------------

# Who an English clause names: "my (old) cousin Leah (Ortiz)", "Owen", "he" / "she"; the user ("I") is never one
_NP_EN = (
    rf"(?:(?:[Mm]y|[Oo]ur)\s+(?:[\w-]+\s+){{0,2}}?(?i:{REL_EN})(?:\s+[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?){{0,2}}"
    r"|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?|[Hh]e|[Ss]he)"
)
# The start of a clause: the sentence's, or after a comma / semicolon and maybe a conjunction
# (the words that lead into it, as many as chat strings together: "so uh so 1.55m, …", "…, and so 1.73m, …")
_AT_CLAUSE = (
    r"(?P<pre>^(?:(?i:ok(?:ay)?\s+so|so|and|oh|btw|also|anyway|plus|uh|um)\s+)*"
    r"|.*?[,;]\s+(?:(?i:and|but|so|uh|um)\s+)*)"
)
# A word that opens a sentence and is no place ("Anyway, Richmond is where…")
_DISCOURSE_EN = (
    r"(?!(?:Anyway|Also|Honestly|Actually|Oh|Well|So|And|But|Btw|BTW|Plus|Okay|OK|Ok|Yeah|Yes|No|Random|Basically|"
    r"Seriously|Anyways|Alright|Right|Sure|Oops|Update|Note|Fyi|FYI|Besides|Again|Oh yeah|By the way)\b)"
)
# A place said first: capitalised words, maybe "City, State"
_PLACE_EN = _DISCOURSE_EN + r"[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}(?:,\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?)?"
# "Boise is where my stepmom works": the verbs a place is where someone does
_WHERE_VERB = (
    r"(?:works|worked|is working|lives|lived|is living|grew up|was born|was raised|is based|settled|"
    r"went to (?:school|college|uni|university)|studied)"
)
_WHERE_EN = re.compile(
    rf"{_AT_CLAUSE}(?P<v>{_PLACE_EN})\s+is\s+where\s+(?P<x>{_NP_EN})\s+(?P<verb>{_WHERE_VERB})\b(?P<rest>.*)$"
)
# "A master's, that's what my cousin Leah has", "Nurse — that's my aunt Carol's job", "March 3rd is what Owen…"
_THATS_EN = re.compile(
    rf"{_AT_CLAUSE}(?P<v>[^,;—–]{{2,40}}?)\s*(?:,|—|–|--|-|:)\s*(?:that's|that is|that’s|thats)\s+"
    rf"(?:what\s+(?P<x>{_NP_EN})\s+(?P<verb>has|had|does(?: for (?:a living|work))?|is|studied|got)"
    rf"|(?P<o>{_NP_EN})(?:'s|’s)\s+(?P<a>[a-z]+(?:\s+[a-z]+)?)"
    # "6'2\", that's how tall my intern Dex is", "fifty-one, that's how old my aunt is"
    rf"|how\s+(?P<h>tall|old)\s+(?P<x3>{_NP_EN})\s+is)\b(?P<rest>[^,;]*(?:[,;].*)?)$"
)
# "height of Shreya: four foot eleven", "age of my boss Dan - 52": a field of a person named after "of"
_LABEL_OF_EN = re.compile(
    rf"{_AT_CLAUSE}(?i:the\s+)?(?P<a>(?i:height|age|hometown|home\s+town|birthday|job|job\s+title|title|position|email|e-mail|"
    r"phone|phone\s+number|number|cell|education|degree|employer|company|hobby|personality))\s+of\s+"
    rf"(?P<x>{_NP_EN})\s*(?::|=|—|–|\s-|\s+is)\s*(?P<v>[^,;]+?)(?P<rest>(?:[,;].*)?)$"
)
# The attribute nouns "that's X's …" may close on (what the readers read after "X's … is")
_ATTR_EN = re.compile(
    r"^(?:job|occupation|profession|line of work|work|trade|hometown|home town|birthday|birth date|email|"
    r"email address|cell|cell phone|mobile|phone|phone number|number|height|age|degree|education|title|position|"
    r"role|employer|company|hobby|personality|nature)$"
)
# "The one who works in Boise is my stepmom", "It's my cousin Leah who has a master's"
_CLEFT_EN = re.compile(
    r"^(?:[Tt]he\s+(?:one|person|guy|girl|woman|man|lady)\s+(?:who|that)\s*(?P<p>(?:'s|’s)?[^,;]{2,50}?)\s+is\s+"
    rf"(?P<x>{_NP_EN})|[Ii]t(?:'s|’s|\s+is)\s+(?P<x2>{_NP_EN})\s+(?:who|that)\s*(?P<p2>(?:'s|’s)?[^,;]{{2,50}}))"
    r"(?P<rest>\s*(?:[,;].*)?[.!]*)$"
)
# A cleft's relative clause with a subject of its own ("the one who I trust is…") makes the person its object
_OBJECT_REL_EN = re.compile(r"^(?:I|you|we|they|he|she|my|our|your|the|a|an|everyone|people)\b", re.I)
# A height said first: "At 188 cm", "At six foot three", "At 5'9\""
_HEIGHT_EN = (
    r"(?:\d{3}\s*(?:cm|centimeters?|centimetres?)|\d(?:\.\d{1,2})\s*(?:m|meters?|metres?)|\d'\s?\d{1,2}\"?|"
    r"(?:four|five|six|seven|[4-7])[\s-]*(?:foot|feet|ft)(?:[\s-]+(?:and\s+)?(?:one|two|three|four|five|six|seven|"
    r"eight|nine|ten|eleven|\d{1,2})(?:\s*inch(?:es)?)?)?)(?:\s+tall)?"
)
_VALUE_EN = r"[^,;]{2,40}?(?:,\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?(?=,|$))?"
_SOFT_TIME = r"(?:\s+(?:these days|nowadays|now|for years|for now|since \d{4}|these past few years))?"
# A fronted phrase and what it says of the subject after the comma, as the readers read it
_FRONTED_EN: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"^At\s+(?P<v>{_HEIGHT_EN})$"), "is {v}"),
    (
        re.compile(rf"^(?:Born and raised|Born and bred|Raised|Brought up|Grew up)\s+in\s+(?P<v>{_VALUE_EN})$"),
        "grew up in {v}",
    ),
    (
        re.compile(
            r"^Born\s+(?P<v>(?:on\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+|[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?)"
            r"(?:,?\s+\d{4})?)$"
        ),
        "was born {v}",
    ),
    (re.compile(rf"^Born\s+in\s+(?P<v>(?!\d){_VALUE_EN})$"), "was born in {v}"),
    (re.compile(rf"^(?:Originally|Hailing)\s+from\s+(?P<v>{_VALUE_EN})$"), "is originally from {v}"),
    (re.compile(rf"^(?:Now\s+)?(?:Based|Living|Settled)\s+in\s+(?P<v>{_VALUE_EN}?){_SOFT_TIME}$"), "is based in {v}"),
    (re.compile(rf"^(?:Now\s+)?Working\s+in\s+(?P<v>{_PLACE_EN}){_SOFT_TIME}$"), "works in {v}"),
    (
        re.compile(
            r"^(?:Hooked on|Obsessed with|Crazy about|Mad about|Nuts about|Big into|Really into|"
            r"A (?:big |huge )?fan of)\s+(?P<v>[^,;]{2,40})$"
        ),
        "is hooked on {v}",
    ),
    # "Turning 79 this year, my great-aunt…" (the age of this year), "Freshly turned forty, my cousin…", "Aged 61, my
    # uncle…"; "Turning forty next month" is an age still to come, said as one
    (re.compile(rf"^Turning\s+(?P<v>{AGE_NUM_EN})\s+this\s+year$", re.I), "is turning {v} this year"),
    (
        re.compile(
            rf"^(?:Turning|Going to turn|About to turn)\s+(?P<v>{AGE_NUM_EN})"
            r"(?:\s+(?:this|next)\s+(?:year|month|week|spring|summer|fall|autumn|winter)|\s+soon|\s+in\s+[A-Z][a-z]+)?$",
            re.I,
        ),
        "is turning {v}",
    ),
    (re.compile(rf"^(?:Just|Recently|Freshly)\s+turned\s+(?P<v>{AGE_NUM_EN})$", re.I), "just turned {v}"),
    (re.compile(rf"^Aged\s+(?P<v>{AGE_NUM_EN})$", re.I), "is {v} years old"),
    # "Newly made head of product, Cormac…", "Just promoted to shift supervisor, my coworker…"
    (
        re.compile(
            r"^(?:(?:Newly|Freshly)\s+made|(?:Newly|Recently|Just|Freshly)\s+(?:promoted\s+to|named|appointed(?:\s+as)?))"
            r"\s+(?:the\s+)?"
            r"(?P<v>[A-Za-z][\w-]*(?:\s+(?:of\s+)?[A-Za-z][\w-]*){0,3})$"
        ),
        "was promoted to {v}",
    ),
    # "Armed with a doctorate, my cousin Elliot…", "With an MBA, my sister…"
    (re.compile(rf"^(?:Armed\s+with|With|Holding)\s+(?:an?|her|his|their)\s+{DEGREE}$", re.I), "has a {v}"),
    # "Always blunt, my sister-in-law…", "Ever the optimist, …" (a noun: not a trait word, left)
    (re.compile(r"^Always\s+(?:so\s+|super\s+|very\s+)?(?P<v>[a-z][a-z-]+)$"), "is always {v}"),
    (re.compile(r"^(?:Trained as|Working as|Employed as)\s+(?P<v>[^,;]{2,40})$"), "works as {v}"),
    (re.compile(r"^(?P<v>(?:An?\s+)?[^,;]{2,30}?)\s+by\s+(?:trade|profession)$"), "works as {v}"),
)
# What follows the subject of a fronted phrase is its verb phrase, never more of a noun ("my uncle's wife", "and")
_FRONTED_SUBJECT_EN = re.compile(rf"^(?P<x>{_NP_EN})(?P<rest>\s+(?!and\b|or\b|of\b|who\b)[a-z][^,;]*(?:[,;].*)?)$")
# "After college my grandpa trained as…": a time before the subject, said of the subject's past
_AFTER_EN = re.compile(
    r"^(?:After|Out of|Straight out of|Right after)\s+(?:college|school|university|uni|high school|grad school|"
    rf"graduating|graduation|the army|the navy)\s*,?\s+(?=(?:{_NP_EN})\s+(?:trained|became|went|got|started|worked|"
    r"studied|qualified)\b)"
)


def _unfront_en(sentence: str) -> str | None:
    s = sentence.strip()
    said = _AFTER_EN.sub("", s)
    for rewrite in (_where_en, _thats_en, _label_of_en, _cleft_en, _fronted_en):
        said = rewrite(said) or said
    return said if said != s else None


def _where_en(s: str) -> str | None:
    m = _WHERE_EN.match(s)
    if m is None:
        return None
    return _joined(m["pre"], f"{m['x']} {m['verb']} in {m['v']}") + m["rest"]


def _thats_en(s: str) -> str | None:
    m = _THATS_EN.match(s)
    if m is None:
        return None
    value = m["v"].strip()
    if m["h"]:  # "6'2\", that's how tall my intern Dex is": what the value measures is said by "how tall / old"
        said = f"{m['x3']} is {value}" + (" tall" if m["h"] == "tall" else "")
        return _joined(m["pre"], said) + m["rest"]
    # "Nurse — that's…" is capitalised for opening the sentence; "Leeds, that's my boss's hometown" for being a name
    common = m["x"] or not re.match(r"^(?:hometown|home town|employer|company)$", m["a"])
    if common and re.match(r"^(?:An?|The)\b|^[A-Z][a-z]+(?:\s+[a-z]+)*$", value):
        value = value[:1].lower() + value[1:]
    if m["x"]:
        verb = m["verb"]
        if verb.startswith("does"):
            article = "" if re.match(r"^(?:an?|the)\s", value) else "an " if value[:1] in "aeiou" else "a "
            said = f"{m['x']} works as {article}{value}"
        else:
            said = f"{m['x']} {verb} {value}"
    else:
        if not _ATTR_EN.match(m["a"]):
            return None
        said = f"{m['o']}'s {m['a']} is {value}"
    return _joined(m["pre"], said) + m["rest"]


def _label_of_en(s: str) -> str | None:
    m = _LABEL_OF_EN.match(s)
    if m is None:
        return None
    return _joined(m["pre"], f"{m['x']}'s {m['a'].lower()} is {m['v'].strip()}") + m["rest"]


def _cleft_en(s: str) -> str | None:
    m = _CLEFT_EN.match(s)
    if m is None:
        return None
    who, pred = (m["x"], m["p"]) if m["x"] else (m["x2"], m["p2"])
    pred = re.sub(r"^(?:'s|’s)\s*", "is ", pred.strip())
    if _OBJECT_REL_EN.match(pred):
        return None
    return f"{_cap(who, '')} {pred}{m['rest']}"


_LEADS_EN = r"(?i:anyway|honestly|oh(?:\s+yeah)?|also|so|btw|actually|well|plus|ok(?:ay)?|random\s+but|funny\s+enough)"


def _fronted_en(s: str) -> str | None:
    head, sep, after = s.partition(", ")
    if not sep:
        return None
    lead = re.match(rf"^(?:{_LEADS_EN})$", head)
    if lead:  # "Anyway, raised in Eau Claire, Keiko…": a word that opens the talk carries nothing
        head, sep, after = after.partition(", ")
        if not sep:
            return None
    head = _cap(head, "")  # "…; based in Omaha these days, she …": a clause after a semicolon opens in lower case
    # "Raised in Norfolk, Virginia, my mentee…": a place's state goes with the place
    state = re.match(r"^([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?),\s+(.*)$", after)
    if state and not re.match(rf"^(?:{_NP_EN})\s+[a-z]", after):
        head, after = f"{head}, {state[1]}", state[2]
    for pattern, predicate in _FRONTED_EN:
        f = pattern.match(head)
        if f is None:
            continue
        m = _FRONTED_SUBJECT_EN.match(after)
        if m is None:
            return None
        who = _cap(m["x"], "")
        return f"{who} {predicate.format(v=f['v'].strip())}. {who}{m['rest']}"
    return None


def _cap(said: str, pre: str) -> str:
    return said[:1].upper() + said[1:] if not pre else said


def _joined(pre: str, said: str) -> str:
    """What came before the clause, then the clause said again: after "; " or ", and" as a sentence of its own, so the
    readers take its subject afresh ("…is big-hearted, and Tucson is where she grew up" → "…is big-hearted. She grew
    up in Tucson")."""
    cut = re.match(r"^(?P<head>.*?)\s*(?:;|,)(?:\s*(?i:and|but|so|uh|um)\b)*\s*$", pre)
    if cut and cut["head"].strip():
        return f"{cut['head']}. {_cap(said, '')}"
    if not re.search(r"[,;]", pre):  # "ok so Denver is where…": a filler before the clause carries nothing
        return _cap(said, "")
    return pre + _cap(said, pre)


def unfront(sentence: str, language: str) -> str | None:
    """`sentence` said again with its person first when it puts a value, a cleft or a fronted phrase before them
    (see the module docstring); None when it does not."""
    s = sentence.strip()
    if not s:
        return None
    if language != "zh":
        return _unfront_en(s)
    # "197 27165461是梁承泽（我同事）的号": whose it is, said as "我同事梁承泽的号", so the name stays on it
    tagged = _OWNER_TAGGED_ZH.sub(r"是我\g<r>\g<n>的", s)
    plain = _unfront_zh(tagged)
    return plain if plain is not None else (tagged if tagged != s else None)


# A value's owner named with who they are in brackets: "…是梁承泽（我同事）的号"
_OWNER_TAGGED_ZH = re.compile(rf"是(?P<n>[\u4e00-\u9fff]{{2,3}})[（(]我(?:的)?(?P<r>{REL_ALL})[)）]的")
