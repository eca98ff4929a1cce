"""A Chinese reply that goes on about the one person the user's last message was about (issue #21).

People name someone in one message and say the fact in the next, after the assistant's nudge: "又说我领导" /
"怎么了？" / "下个月退休了，60了"; "我室友" / "嗯？" / "老家东北的"; "我妈今天来了" / "真好" / "她老家是江西九江的".
The reply names no one, or opens on a 他 / 她 that the store cannot join to a person the last message named but
said nothing about (no entity holds 我妈 yet). `carried_zh` reads the reply as said of them:

- a reply with no subject ("下个月退休了，60了") is said of the one person the last message opens on as its subject
  or topic (`topic_person_zh`), and keeps only what a person is (age, work, home, contact…), never a passing remark
  or a feeling: those are as often the user's own ("累死了，加班到十点");
- a reply that opens on 他 / 她 is read whole, as said of the one person the last message named that the pronoun's
  gender fits ("我表哥和我表姐来了" / "她今年30": the cousin said 表姐); two said together fit ("我表姐和我姑姑都
  来了" / "她50"): nothing is read, rather than joined to either.

Nothing is read when the assistant's turn asks about the user ("你多大了？" / "34" is the user's age) or names
someone else, or the reply is a question, a request, a hypothetical, a guess, a correction (read as one), or says
"我" (the user's own doing).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from .._entity_models import Mention
from ._entities import CORRECTION_ZH
from ._entities_answer_common import HEDGED
from ._entities_profile_words_zh import LABEL_ZH
from ._entities_replied import asks_the_user
from ._kin_zh import REL_ALL
from ._pro_drop import opens_on_no_one_zh
from ._referents import relation_gender
from ._rules_common import sentence_language, strip_edges
from ._rules_zh import HELP, HYPOTHETICAL, LEADS_ZH, QUESTION

__all__ = ["carried_text_zh", "carried_zh", "topic_person_zh"]

# What a person is, read from a reply that does not say whose it is: no note, event or trait (the user's as often)
_WHAT_ONE_IS = frozenset(
    {"age", "job", "employer", "works_in", "from", "lives_in", "phone", "email", "birthday", "height", "education",
     "school", "title", "major", "diet", "allergy"}
)  # fmt: skip
# Said before the one the message is about: a time, or bringing them up ("又说我领导", "聊聊我老公", "说说我表妹吧")
_BRING_UP = re.compile(
    r"^(?:(?:今天|昨天|最近|刚才|刚刚|这两天|又|再|还|想|跟你|和你|给你|来|我想)\s*)*"
    r"(?:(?:说说|聊聊|说一下|聊一下|说下|聊下|讲讲|讲一下|讲下|说起|说到|提到|关于|吐槽一下|吐槽|说|聊|是)\s*)?"
)
# The assistant asks the user ("你是哪里人呀，随便问问"): a bare value in the reply is the user's own
_ASKS_YOU = re.compile(rf"[你您](?!的?(?:{REL_ALL})|说)(?=.*(?:{QUESTION.pattern}|哪|几|多大|谁|呢|呀))")
_CHAT_LEAD = re.compile(r"^(?i:btw|by the way|oh|ok|okay|anyway|also)(?![a-z])[，,\s]*")
# "我们部门新来了个小姑娘叫林悦", "公司招了个实习生叫王磊": the message brings in one new person by name, last
_INTRODUCED = re.compile(r"[个位名][^，,。！!？?\s]{0,8}?叫(?:做)?[^，,。！!？?\s]{1,4}[。！!~～]*$")
# "人挺内向的", "性格很开朗", "脾气不太好": the one talked about as a person, never a remark of the user's own day
_AS_A_PERSON = re.compile(r"^(?:这)?(?:人|性格|脾气|为人|人品|人也|人还)(?=[挺很特超蛮还也真太比有非贼巨不])")
_OPENS_ON_KIN = re.compile(
    rf"^(?P<mine>我们|我|俺|咱)(?:的|家的?)?(?:(?:那个|这个|那位|那|这|一个|个)\s*)?(?P<rel>{REL_ALL})(?!们)"
)


def topic_person_zh(said: str) -> tuple[str, str] | None:
    """(the words that name them, their tie) of the one person the user's message `said` opens on as its subject or
    topic ("又说我领导" -> ("我领导", "领导"), "我表姐周敏下周来杭州" -> ("周敏", "表姐")); None when it opens on
    the user or anyone else, names two people, or asks."""
    from ._entities import extract_mentions

    body = strip_edges(said) if isinstance(said, str) else ""
    if not body or sentence_language(body) != "zh" or QUESTION.search(said) or len(body) > 80:
        return None
    if re.search(r"[他她]|[和跟与同及][我他她]|我们俩|我们几个|我们一起", body):
        return None  # "我跟同事小李吃饭了", "我和我妈…": the user with them
    head = _BRING_UP.sub("", body, count=1)
    m = _OPENS_ON_KIN.match(head)
    people = [x for x in extract_mentions(body, language="zh") if x.kind == "person" and not x.pronoun]
    if m is None and len(people) == 1 and people[0].name and _INTRODUCED.search(body):
        return people[0].name, people[0].relation  # "我们部门新来了个小姑娘叫林悦": the one brought in
    if m is None:
        return None
    unnamed = re.sub("|".join(re.escape(x.name) for x in people if x.name) or "^$", "", body)
    if len(people) > 1 or len(re.findall(REL_ALL, unnamed)) > 1:
        return None  # "我表姐和我姑姑都来了": two (a tie inside a name is none: "我邻居王阿姨")
    after = head[m.end() :]
    if re.search(r"[我俺咱]", after):
        return None  # "我妈让我…": what follows is the user's doing too
    if people and people[0].name:
        return people[0].name, people[0].relation or m["rel"]
    return f"我{m['rel']}", m["rel"]


def carried_zh(asked: str, reply: str, recent: Sequence[str], names: Collection[str] = ()) -> list[Mention] | None:
    """The mentions of the user's `reply` read as said of the one person their last message (the last of `recent`)
    was about, `asked` the assistant's turn between them; [] when its 他 / 她 is unclear (nothing is read); None
    when the reply is not read so (it is then read as it was said)."""
    from ._entities import extract_mentions

    carried = _carry(asked, reply, recent)
    if carried is None or not carried[0]:
        return None if carried is None else []
    said, who, tie, keep = carried
    theirs = _theirs(extract_mentions(said, language="zh", recent=recent, names=(*names, who)), who)
    if who.startswith("我") and theirs and theirs[0].name:
        # "我男朋友程序员 在阿里": one unnamed before is not named by the reply's first word (a trade, a place)
        said = f"{who}，{said[len(who) :]}"
        theirs = _theirs(extract_mentions(said, language="zh", recent=recent, names=(*names, who)), who)
    if len(theirs) != 1:
        return None
    facts = [f for f in theirs[0].facts if keep is None or f.attribute in keep]
    if not facts:
        return None
    return [theirs[0].model_copy(update={"facts": facts, "relation": theirs[0].relation or tie})]


def _theirs(found: Sequence[Mention], who: str) -> list[Mention]:
    return [m for m in found if m.kind == "person" and not m.pronoun and who in (m.name, f"我{m.relation}")]


def carried_text_zh(asked: str, reply: str, recent: Sequence[str]) -> str | None:
    """The user's `reply` said with the one its facts are about (`carried_zh`) as its subject ("下个月退休了，60了"
    -> "我领导下个月退休了，60了"), for the memory it makes; None when it is not read so."""
    carried = _carry(asked, reply, recent)
    if carried is None or not carried[0] or not carried_zh(asked, reply, recent):
        return None
    return carried[0]


def _carry(asked: str, reply: str, recent: Sequence[str]) -> tuple[str, str, str, frozenset[str] | None] | None:
    """(the reply said of them, their name or "我"+tie, their tie, the attributes kept or None for all); ("", "", "",
    frozenset()) when the reply's 他 / 她 fits several of the people the last message named."""
    from ._entities import extract_mentions

    body = strip_edges(reply) if isinstance(reply, str) else ""
    if not recent or not body or sentence_language(body) != "zh" or asks_the_user(asked) or _ASKS_YOU.search(asked):
        return None
    rest = body
    while (opener := LEADS_ZH.match(rest) or _CHAT_LEAD.match(rest)) and opener.end():
        rest = rest[opener.end() :]  # "哦还有她35了", "btw她老家东北的"
    first = re.split(r"[。！!？?\n]", rest, maxsplit=1)[0]
    if not rest or QUESTION.search(first) or HELP.search(rest) or HYPOTHETICAL.search(rest):
        return None
    if CORRECTION_ZH.match(body) or HEDGED.search(first) or re.search(REL_ALL, body):
        return None  # "34吧" guesses; "说错了，…" corrects the last message (read as such); "她儿子…" is someone else
    pronoun = re.match(r"[他她](?!们)", rest)
    if not pronoun and not opens_on_no_one_zh(rest, value_first=True):
        return None  # "去年那天我们一起给他庆生": the user's doing (the readers read it as said)
    if any(m.kind == "person" and not m.pronoun for m in extract_mentions(rest, language="zh")):
        return None  # "韩素芬的身高是1米63", "冯少华都25岁了": said of someone it names
    people = _people(recent[-1])
    if re.search(REL_ALL, re.sub("|".join(re.escape(t) for _, t in people) or "^$", "", asked)):
        return None  # the assistant asks after someone else ("你爸呢？")
    if pronoun:
        want = "f" if pronoun.group(0) == "她" else "m"
        fits = [(who, tie) for who, tie in people if relation_gender(tie) in ("", want)]
        if ("她" in rest and "他" in rest) or len(fits) != 1:
            # "我表姐和我姑姑都来了" / "她50": of two said together, which one it does not say: no one; else the
            # store's to join (the last one talked of, or by gender someone before them: "我表哥也来了" / "她34")
            clauses = re.split(r"[，,。！!？?；;~～\s]", recent[-1])
            together = any(sum(w in c for w, _ in fits) > 1 for c in clauses)
            return ("", "", "", frozenset()) if together else None
        return _of(fits[0][0], rest[1:]), *fits[0], None
    topic = topic_person_zh(recent[-1])
    if topic is None:
        return None
    return _of(topic[0], rest), *topic, _WHAT_ONE_IS | {"trait"} if _AS_A_PERSON.match(rest) else _WHAT_ONE_IS


def _people(said: str) -> list[tuple[str, str]]:
    """(the words that name them, their tie) of each person the user's message `said` names, by name or by a tie
    ("我跟我妈和小李去逛街了" -> [("小李", ""), ("我妈", "妈")])."""
    from ._entities import extract_mentions

    if not isinstance(said, str) or sentence_language(said) != "zh":
        return []
    found = [m for m in extract_mentions(said, language="zh") if m.kind == "person" and not m.pronoun]
    people = [(m.name or f"我{m.relation}", m.relation) for m in found if m.name or m.relation]
    unnamed = re.sub("|".join(re.escape(m.name) for m in found if m.name) or "^$", "", said)
    # one of the user's said with nothing about them ("我跟我妈去逛街了", "又要说我那个奇葩室友了"); "担任副总经理" is a
    # title, no one
    for tie in re.findall(rf"(?<=[我俺咱])(?:的|家的?)?[^，,。！!？?\s]{{0,4}}?({REL_ALL})", unnamed):
        if all(tie not in t for _, t in people):  # "我大学室友陈浩": 室友 is his tie
            people.append((f"我{tie}", tie))
    return people


def _of(who: str, said: str) -> str:
    """`said` with `who` as its subject, "的" before a field ("我妈的老家是…": "我妈老家" reads as a name)."""
    return f"{who}{'的' if re.match(LABEL_ZH, said) else ''}{said}"
