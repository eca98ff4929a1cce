"""A reply to the assistant's question about one of the user's people (issue #21): "How old is she?" / "34, she's a
nurse in Denver"; "她多大了？" / "32了，在杭州当老师"; "What does your coworker do?" / "data analyst".

Assistants ask after the people a user mentions, and the user answers with the value alone. The readers read a
statement, and a bare "34" or "湖南长沙的" states nothing, so the fact was lost. `reply_said` reads the pair the
way `answered` reads a question the user asks and answers themselves: the question's "your sister" / "你表姐" is the
user's ("my sister" / "我表姐"), a he / she stays for the recent messages to resolve, and the answer must have the
shape of what was asked. A reply that is a statement of its own, does not know, asks back, or answers a question
about the user or about several people is left as it was said.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from ._entities_answered import answer_pair
from ._entities_en_words import REL_EN
from ._entities_zh_names import lead_name
from ._kin_zh import REL_ALL
from ._referents import pronoun_gender, relation_gender, ties_said
from ._rules_common import sentence_language
from ._turn_before import HE_SHE_EN, HE_SHE_ZH, last_question

__all__ = ["asks_the_user", "own_reply", "reply_said", "which_said"]

# The listener's words for the user's people, said back as the user's own
_YOUR_EN = re.compile(r"\byour\b", re.I)
_YOUR_ZH = re.compile(r"你的?(?=[\u4e00-\u9fff])|您的?(?=[\u4e00-\u9fff])")


def reply_said(asked: str, reply: str, language: str, known: Collection[str] = (), before: str = "") -> str | None:
    """The user's `reply` read as the statement it makes when it answers, with a bare value, the question that ends
    the assistant's turn `asked` about one person ("How old is she?" / "34, she's a nurse" -> "She is 34. She's a
    nurse"); None when it does not (the reply is then read as it was said). `before` is the user's message the
    assistant answered: a he / she asked of when it named two people is no one for sure."""
    question = last_question(asked)
    if not question or not reply.strip() or (before and _several(question, before, language)):
        return None
    zh = (sentence_language(question) if question else language) == "zh"
    if which := which_said(question, reply):
        return which  # "Which cousin?" / "Rohan, my mom's sister's son": my cousin is Rohan
    if zh:
        question = _YOUR_ZH.sub(lambda y: "我的" if y.group(0).endswith("的") else "我", question)
        question = _BARE_REL_ZH.sub("我", question)  # "孩子多大了？" asked of the user is their child
    else:
        question = _YOUR_EN.sub(lambda y: "My" if y.group(0)[0].isupper() else "my", question)
    said = answer_pair(question, reply.strip(), "zh" if zh else "en", known)
    return _boy_or_girl(said) if said and zh else said


# A relation the assistant asks after with no one's before it ("孩子多大了？", "妈妈身体还好吧？"): the user's
_BARE_REL_ZH = re.compile(rf"(?:^|(?<=[！!。，,？?~～\s]))(?=(?:{REL_ALL})(?!们))")
# "我孩子今年四岁半，男孩，皮得很": a child said to be a boy or a girl is the user's son or daughter
_CHILD_ZH = re.compile(r"^我(?:孩子|娃|小孩|宝宝)")
_BOY_GIRL_ZH = (
    ("儿子", re.compile(r"[，,、]?(?:是个?)?(?:男孩子?|男宝宝?|小子|儿子)(?=[，,。！!~～]|$)")),
    ("女儿", re.compile(r"[，,、]?(?:是个?)?(?:女孩子?|女宝宝?|闺女|丫头|女儿)(?=[，,。！!~～]|$)")),
)


def _boy_or_girl(said: str) -> str:
    """ "我孩子今年四岁半，男孩，皮得很" said of the user's son: "我儿子今年四岁半，皮得很"."""
    if not _CHILD_ZH.match(said):
        return said
    hits = [(word, m) for word, pat in _BOY_GIRL_ZH if (m := pat.search(said))]
    if len(hits) != 1:
        return said  # neither said, or both ("一儿一女")
    word, m = hits[0]
    return _CHILD_ZH.sub("我" + word, said[: m.start()] + said[m.end() :], count=1)


# "Which cousin?", "Which friend is that?", "What coworker do you mean?": the relation the assistant asks to be named
_WHICH_EN = re.compile(
    rf"(?:^|[.!,]\s*)(?:which|what)\s+(?P<rel>(?:[\w-]+\s+)?{REL_EN})"
    r"(?:\s+(?:is\s+(?:that|this|it)|do\s+you\s+mean|are\s+(?:we|you)\s+talking\s+about|was\s+(?:that|it)))?\s*\??\s*$",
    re.I,
)
# A reply that opens on a name ("Rohan, my mom's sister's son", "oh Priya from uni"); no word a sentence opens on
_NAMED_REPLY_EN = re.compile(
    r"^(?:oh|um|uh|the one called|it's|its)?[,\s]*(?P<n>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b(?!['’])"
)
_NOT_A_NAME_EN = re.compile(
    r"^(?:The|My|He|She|They|We|I|It|Oh|Yeah|Yes|No|Not|Nope|Um|Uh|Well|Just|Both|All|That|This|Haha|Lol|Ok|Okay)\b"
)


# "哪个表哥？", "你说的是哪位同事呀？", "哪一个朋友来着？": the relation the assistant asks to be named
_WHICH_ZH = re.compile(
    rf"(?:^|[，,。！!～~\s])(?:你说的|你指的|说的)?(?:是)?哪(?:一)?[个位](?P<rel>{REL_ALL})(?:啊|呀|呢|来着|哈)?[？?]*\s*$"
)
# What a reply may open with before the name ("就是张磊", "是小王啦", "嗯，叫李娜的那个")
_NAME_OPENER_ZH = re.compile(r"^(?:[嗯哦噢啊][，,\s]*)?(?:就是|是|叫)?")
# An aside of kin after the name ("张磊，我大姨家的，…", "小王，我舅舅的儿子，…"): said as what the name is
_KIN_ASIDE_ZH = re.compile(r"^[，,\s]*(?P<a>我[\u4e00-\u9fff]{1,4}(?:家)?的(?:[\u4e00-\u9fff]{1,2})?)(?=[，,。；;]|$)")


def which_said(question: str, reply: str) -> str | None:
    """ "Which cousin?" / "Rohan, my mom's sister's son. he's a cardiologist in Mumbai" said as "My cousin is Rohan, my
    mom's sister's son. he's a cardiologist in Mumbai"; "哪个表哥？" / "张磊，我大姨家的，在深圳当医生" as
    "我表哥张磊，是我大姨家的，在深圳当医生"; None when the question asks no relation to be named or the reply
    opens on no name."""
    last = last_question(question) or ""
    if asked_zh := _WHICH_ZH.search(last):
        return _which_said_zh(asked_zh["rel"], reply.strip())
    asked = _WHICH_EN.search(last)
    said = _NAMED_REPLY_EN.match(reply.strip())
    if asked is None or said is None or _NOT_A_NAME_EN.match(said["n"]):
        return None
    rel = re.sub(r"^(?:your|my)\s+", "", asked["rel"], flags=re.I).lower()
    return f"My {rel} is {reply.strip()[said.start('n') :]}"


def _which_said_zh(rel: str, reply: str) -> str | None:
    """ "张磊，我大姨家的，在深圳当医生" answering "哪个表哥？": "我表哥张磊，是我大姨家的，在深圳当医生"; a reply
    that opens on no name ("大姨家那个", "不记得了") is None."""
    body = reply[_NAME_OPENER_ZH.match(reply).end() :]  # type: ignore[union-attr]  # the pattern matches empty
    read = lead_name(body, loose=True)
    if read is None or not re.match(r"$|[，,。！!；;～~\s]|[啊呀啦哈]", read[1]):
        return None  # "张磊在深圳当医生": where the name ends is the segmenter's guess; a clause is read as said
    name, rest = read
    rest = re.sub(r"^[啊呀啦哈]+", "", rest)
    if aside := _KIN_ASIDE_ZH.match(rest):
        return f"我{rel}{name}，是{aside['a']}{rest[aside.end() :]}"
    return f"我{rel}{name}{rest}"


def _several(question: str, before: str, language: str) -> bool:
    """Whether the he / she `question` asks of may be either of two people `before` names ("My sister Amy and my mom
    came by" / "How old is she?")."""
    gender = pronoun_gender(question)
    if not gender:
        return False  # "How old is your uncle?" says whom it asks of
    from ._entities import extract_mentions  # the facade of this package's readers: imported when used

    said = [m for m in extract_mentions(before, language=language) if m.kind == "person" and not m.pronoun]
    # "my mom" said with nothing about her is no mention, yet one a he / she may be
    ties = [t for t in ties_said(before) if not any(m.relation.lower().endswith(t.lower()) for m in said)]
    genders = [relation_gender(m.relation) for m in said] + [relation_gender(t) for t in ties]
    return len([g for g in genders if g in ("", gender)]) > 1


# The user asked of themselves: "you" / "你" not said of one of theirs ("your sister", "你表姐"), and no he / she
_YOU_EN = re.compile(rf"\byou\b|\byour\b(?!\s+(?:[\w-]+\s+)?{REL_EN}s?\b)", re.I)
_YOU_ZH = re.compile(rf"[你您](?!的?(?:{REL_ALL}))")
_THIRD = re.compile(rf"{HE_SHE_EN}|{HE_SHE_ZH}", re.I)


def asks_the_user(asked: str) -> bool:
    """The question that ends the assistant's turn `asked` is about the user ("How old are you?", "你老家哪的？"):
    a bare value in the reply is theirs, not the last person they spoke of."""
    q = last_question(asked)
    return bool(q and (_YOU_EN.search(q) or _YOU_ZH.search(q)) and not _THIRD.search(q))


# A reply that says its own verb or subject: no bare value
_PREDICATE_EN = re.compile(
    r"(?:i|i'm|im|i've|my|we|work|works|working|teach|teaching|do|doing|run|running|own|manage|study|studying|"
    r"help|live|living|been|used)\b",
    re.I,
)


# What the user is busy with, asked ("What are you working on?", "最近在忙啥项目？"): the verb a bare answer is said
# with ("a migration to kubernetes" -> "I'm working on a migration to kubernetes")
_DOING_ASKED = (
    (
        re.compile(
            r"\bwhat\b.*\b(?:are|r)\s+(?:you|u)\s+(?:currently\s+|now\s+)?(?P<v>working\s+on|building|studying|"
            r"learning|reading|writing|making|training\s+for|saving\s+(?:up\s+)?for)\b",
            re.I,
        ),
        "I'm {v} {r}",
    ),
    (
        re.compile(
            r"\bwhat(?:['’]s|\s+is)\s+your\s+(?:current\s+|latest\s+|new\s+)?(?:project|side\s+project)\b", re.I
        ),
        "I'm working on {r}",
    ),
    (
        re.compile(
            r"(?:在|最近|这阵子|这段时间)(?:都)?(?P<v>忙|做|搞|弄)(?:的是)?(?:什么|啥)(?:项目|东西)?|(?:什么|啥)项目"
        ),
        "我在{v}{r}",
    ),
    (re.compile(r"在(?P<v>学|看|读|写|练|备考|准备)(?:什么|啥)"), "我在{v}{r}"),
)
# A reply that answers nothing about what they do: "nothing much", "瞎忙", "没啥"
_NOTHING = re.compile(
    r"^(?i:nothing|not much|nm|same old|the usual|a bit of everything|stuff|work|lol)\b"
    r"|^(?:没啥|没什么|瞎忙|就那样|老样子|工作|上班)"
)


def _doing(q: str, reply: str) -> str | None:
    """ "What are you working on?" / "a migration to kubernetes, done by end of Jan" said as the user's statement."""
    r = re.sub(r"[呗啊呀吧哈嘛呢]+$", "", reply.strip().rstrip("。.!！~～"))
    if not r or _NOTHING.match(r) or re.match(r"[我你他她]|(?i:you|he|she|they|we|it|yes|no|yeah|nope)\b", r):
        return None
    for asked, said in _DOING_ASKED:
        m = asked.search(q)
        if m:
            v = (m.groupdict().get("v") or "做").lower()
            v = "忙" if v in ("搞", "弄") else v  # "这阵子都在搞啥？" / "装修房子": 我在忙装修房子
            r = (
                r[0].lower() + r[1:] if re.match(r"(?:A|An|The|Some|Just|Mostly|Still|My|Our)\b", r) else r
            )  # not "Dune"
            return said.format(v=v, r=r)
    return None


# The assistant offering a reminder ("要不要我提醒你定期给她打电话？", "Want me to remind you to call her?"), and a
# reply that takes it up, perhaps saying when ("好啊，每周日晚上提醒我", "yes please, every sunday evening")
_OFFER = (
    re.compile(r"(?:要不要|需不需要|需要|要)我(?:帮你|到时候?|定期|每天|每周)?(?:提醒|叫)你(?P<x>[^？?，,。]{2,30})"),
    re.compile(
        r"\b(?:want|would you like|should|shall|do you want|can)\s+(?:me\s+to|i)\s+remind\s+you\s+(?:to\s+)?"
        r"(?P<x>[^?.,]{2,60})",
        re.I,
    ),
)
_TAKEN_ZH = re.compile(
    r"^(?:好的|好呀|好滴|好啊?|行啊|行|可以啊|可以|要|需要|嗯嗯?|ok|OK|麻烦了?|谢谢)[，,！!。~～\s]*"
)
_TAKEN_EN = re.compile(
    r"^(?:yes|yeah|yep|yup|sure|ok|okay|please|that'd be great|sounds good)\b[,!.\s]*(?:please\b[,!.\s]*)?", re.I
)


def _offer(asked: str, reply: str) -> str | None:
    """ "要不要我提醒你定期给她打电话？" / "好啊，每周日晚上提醒我" said as the request it makes
    ("每周日晚上提醒我给她打电话"); None when the turn offers no reminder or the reply does not take it up."""
    for offer, taken, zh in ((_OFFER[0], _TAKEN_ZH, True), (_OFFER[1], _TAKEN_EN, False)):
        m = offer.search(asked)
        t = taken.match(reply.strip())
        if m is None or t is None:
            continue
        rest = reply.strip()[t.end() :].strip(" ，,。.!！~～")
        if re.search(r"不用|不要|算了|\b(?:no|not|don't)\b", rest, re.I):
            return None
        x = re.sub(r"^(?:定期|到时候?)|(?:吗|呢|吧|好吗|好不好)$", "", m["x"]) if zh else m["x"].strip()
        x = x if zh else re.sub(r"\byour\b", "my", x, flags=re.I)  # "take your meds": my meds
        if zh:
            when = re.sub(r"(?:提醒|叫)我(?:一下)?$", "", rest)
            return f"{when}提醒我{x}" if len(when) <= 12 else None
        when = re.sub(r"^(?:remind me\s*)", "", rest, flags=re.I)
        return f"Remind me to {x} {when}".strip() if len(when) <= 40 else None
    return None


def own_reply(asked: str, reply: str) -> str | None:
    """The user's bare-value `reply` to the assistant's question about them, said as their own statement ("How old
    are you?" / "34" -> "I am 34."; "你老家哪里的？" / "湖南长沙的" -> "我的老家是湖南长沙的。"; "What are you working
    on?" / "a migration to kubernetes" -> "I'm working on a migration to kubernetes"); None when the turn before
    asks no such question or the reply is no bare answer to it."""
    q = last_question(asked)
    if q and (taken := _offer(q, reply)) is not None:
        return taken  # "Want me to remind you to call her?" / "yes please, every sunday evening"
    if q and not _THIRD.search(q) and (doing := _doing(q, reply)) is not None:
        return doing  # "最近在忙啥项目？": a Chinese question need not say 你
    if not asks_the_user(asked) or _PREDICATE_EN.match(reply.strip()):
        return None  # "work at a bank downtown" says its own verb: the unsaid "I" is read by `_pro_drop`
    return answer_pair(q, reply.strip(), "zh" if sentence_language(q) == "zh" else "en", listener=True)
