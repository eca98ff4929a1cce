"""A person named after they were introduced: "我表妹在成都读研究生" then "她叫何晓雨", "My cousin works in Denver."
then "His name is Rob Hale.", "Let me tell you about my brother-in-law. His name's Marcus Bell.".

`read_naming` reads a naming clause about someone already talked about (a pronoun, or no subject at all: "名字叫吴迪",
"Name's Rob") in both languages: the full name ("她叫…", "他全名…", "her full name is …") or a name they go by ("小名
叫…", "she goes by …", "we call her …"). `bind_naming` gives that name to the one person it can only be: the one
the message was about before the clause, else the one the user's last message talked about, a pronoun's gender
ruling out the others when the relation settles it ("她" is never the 表哥). When two people fit, the name goes to
none: a name on the wrong person mixes two people, a missed one is said again.

A clause that only looks like one is no naming: the user's own name ("我叫…", "my name is …"), "她叫我…" (she
called me), "他叫了外卖", "they call it …", a question, or the name of someone else of theirs ("她室友叫王丽").
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .._entity_models import Mention
from .._entity_words import is_pet
from ._entities import Draft, Sentence
from ._referents import relation_gender
from ._rules_common import strip_edges
from ._rules_zh_facts import COMPOUND_SURNAME, SURNAMES

__all__ = ["Naming", "bind_naming", "read_naming"]

_SURNAME = "".join(sorted(SURNAMES))
# A Chinese name as a person's: surname and one or two characters ("何晓雨"), a compound surname and up to two
# ("欧阳娜娜"), or how one is called day to day ("小雨", "阿杰", "老周"); a name in Latin letters ("Lily Chen").
_COMPOUND = rf"(?:{COMPOUND_SURNAME})"
_ZH_FULL = rf"(?:{_COMPOUND}[\u4e00-\u9fff]{{1,2}}|[{_SURNAME}][\u4e00-\u9fff]{{1,2}}|[小阿老][\u4e00-\u9fff])"
# A child's name said twice over ("乐乐", "豆豆", "朵朵"), never a laugh ("哈哈")
_ZH_DOUBLED = r"(?![哈呵嘿嘻啊嗯哦噢嘛呀啦])(?P<d>[\u4e00-\u9fff])(?P=d)"
_LATIN = r"[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2}"
# What a nickname never starts with: "小名叫了…" / "外号是我起的" say something else
_NICK_BAD = re.compile(r"^(?:了|我|你|他|她|它|过|着|的|什么|啥|谁|哪)")
_ZH_NICK = r"[\u4e00-\u9fffA-Za-z]{1,5}"
_END_ZH = r"[啊呀呢啦吧嘛哦噢]?$"

# "她叫何晓雨", "他名字叫王磊", "她的名字是何晓雨", "他全名王铁柱", "全名叫李思琪", "名字叫吴迪": the full name
_ZH_NAMED = re.compile(
    rf"^(?P<p>她|他)?(?:的)?(?:(?:名字|全名|大名|本名|真名|姓名)(?:叫做?|是|为)?|(?<=[她他])(?:叫做?|名叫)|^(?:叫做?|名叫))"
    rf"[“\"「]?(?P<n>{_ZH_FULL}|{_ZH_DOUBLED}|{_LATIN})[”\"」]?{_END_ZH}"
)
# who call someone by a name, and how: "大家都叫", "我们平时喊", "家里人管"
_CALLERS_ZH = (
    r"(?:我们全家|我们家|我们|我家|全家|家里人?|大家伙?|大伙儿?|朋友们|同事们|别人|身边的人)(?:平时|一般)?(?:都|也)?"
    r"(?:叫|喊|管|称呼?)"
)
# "她小名叫丫丫", "他外号大炮", "我们都叫她小雨", "大家管他叫阿杰", "家里人喊她妞妞": a name they go by
_ZH_NICKED = re.compile(
    rf"^(?:(?P<p>她|他)的?(?:小名|乳名|外号|绰号|昵称|英文名)|(?:小名|乳名|外号|绰号|昵称|英文名))(?:叫做?|是)?"
    rf"[“\"「]?(?P<n>{_ZH_NICK})[”\"」]?{_END_ZH}"
    rf"|^{_CALLERS_ZH}(?P<q>她|他)(?:叫做?|为)?"
    rf"[“\"「]?(?P<m>{_ZH_NICK})[”\"」]?{_END_ZH}"
)
_EN_NAME_END = r"(?=\s*(?:$|[,;:!]|\.|\s+(?:and|but|by the way|btw)\b|\s*[-–—]))"
# "His name's Marcus Bell", "her full name is Tess Grant", "she's called Ines", "Name's Rob Hale": the name
_EN_NAMED = re.compile(
    r"^(?:(?:oh|and|so|btw|by the way|also|anyway)[,\s]+)?"
    r"(?:(?P<p>her|his)\s+(?:(?:full|real|legal|actual|whole|first|given)\s+)?name(?:'s|’s|\s+is|\s*:)"
    r"|(?:full|real|legal)\s+name(?:'s|’s|\s+is|\s*:)"
    r"|whose\s+(?:(?:full|real)\s+)?name\s+is"
    r"|(?P<q>she|he)(?:'s|’s|\s+is)\s+(?:called|named))"
    rf"\s+(?P<n>{_LATIN}){_EN_NAME_END}",
    re.IGNORECASE,
)
# "She goes by Kat", "we call him Bear", "everyone calls her Nana", "his nickname is Ace": a name they go by
_EN_NICKED = re.compile(
    r"^(?:(?:oh|and|so|btw|by the way|also|anyway)[,\s]+)?"
    r"(?:(?P<p>she|he)\s+(?:usually\s+|mostly\s+|just\s+)?(?:goes|went)\s+by"
    r"|(?:we|everyone|everybody|people|the family|the kids|her friends|his friends|they)\s+(?:all\s+|just\s+)?"
    r"(?:calls?|called)\s+(?P<q>her|him)"
    r"|(?P<r>her|his)\s+nickname(?:'s|’s|\s+is))"
    rf"\s+[\"“']?(?P<n>{_LATIN})[\"”']?{_EN_NAME_END}",
    re.IGNORECASE,
)
_EN_NOT_NAME = re.compile(r"^(?:it|me|us|you|them|him|her|that|this|the|a|an|I|Mr|Mrs|Ms|Dr)$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Naming:
    """A name given to someone already talked about, as one clause says it."""

    name: str
    #: a name they go by ("小名", "goes by"): an alias beside their name, never in its place
    nick: bool
    #: "f" / "m" when the pronoun says it ("她", "she"), "" when it does not ("他" is said of anyone in Chinese)
    gender: str
    language: str = "zh"
    #: where the name ends in the clause
    end: int = 0


def read_naming(clause: str, language: str, *, whole: bool = False) -> Naming | None:
    """The naming a clause states of someone already talked about, or None. `whole`: the clause is all the
    message said."""
    c = strip_edges(clause).strip()
    lead = clause.find(c[:1]) if c else 0
    if not c or c.endswith(("?", "？", "吗", "吗。")):
        return None
    if language == "zh":
        m = _ZH_NAMED.match(c)
        # a bare "叫孙丽" names only as a message of its own: "叫外卖", "叫他过来" are asks
        if m and (m["p"] or not c.startswith(("叫", "名叫")) or whole):
            return Naming(m["n"], False, "f" if m["p"] == "她" else "", "zh", lead + m.end("n"))
        m = _ZH_NICKED.match(c)
        if m:
            name, pronoun = m["n"] or m["m"], m["p"] or m["q"]
            if not _NICK_BAD.match(name):
                end = m.end("n") if m["n"] else m.end("m")
                return Naming(name, True, "f" if pronoun == "她" else "", "zh", lead + end)
        return None
    for pattern, nick in ((_EN_NAMED, False), (_EN_NICKED, True)):
        m = pattern.match(c)
        if m and not _EN_NOT_NAME.match(m["n"].split()[0]):
            pronoun = next((m[g] for g in ("p", "q", "r") if g in m.re.groupindex and m[g]), "")
            gender = (
                "f" if pronoun.lower() in ("she", "her") else "m" if pronoun.lower() in ("he", "his", "him") else ""
            )
            return Naming(m["n"], nick, gender, "en", lead + m.end("n"))
    return None


def fits(gender: str, relation: str) -> bool:
    """True when a pronoun of `gender` can point to someone of this relation."""
    other = relation_gender(relation)
    return not gender or not other or other == gender


@functools.lru_cache(maxsize=512)
def people_said(text: str) -> tuple[Mention, ...]:
    """The people a message named (by name or relation), in the order said. Each recent message is read once."""
    from ._entities import extract_mentions
    from ._rules_common import sentence_language

    language = sentence_language(text)
    found = extract_mentions(text, language=language)
    people = [m for m in found if m.kind == "person" and not m.pronoun and (m.name or m.relation)]
    said = [m.relation.casefold() for m in people]
    # "说说我姐夫吧。", "my brother and my uncle came over": a relation said with nothing about them is no mention
    # of its own, but one the next "他" / "his" may be about
    people += [
        Mention(relation=t, language=m_lang(language))
        for t in ties(text, language)
        if not any(t.casefold() in r for r in said)  # "best friend" read, "friend" found again: one
    ]
    return tuple(people)


def m_lang(language: str) -> Literal["zh", "en"]:
    return "en" if language == "en" else "zh"


def ties(text: str, language: str) -> list[str]:
    """The relations the user names their people by in `text` ("我(的)大学室友", "my brother-in-law")."""
    if language == "zh":
        from ._kin_zh import REL_ALL

        lead = r"我(?:的|那个|这个|那位|这位|一个|有个|有一个|有位)?[\u4e00-\u9fff]{0,3}?"
        # "我老公的同事": the 老公 is not whom the next "他" is about, the 同事 is (and no rule reads who that is)
        return re.findall(rf"{lead}({REL_ALL})(?!的|家的)", text)
    from ._entities_en_words import MOD, REL_EN

    # "my daughter's teacher": the teacher is whom "her name" is of, not the daughter
    return re.findall(rf"\b(?i:my|(?:have|has|got|had)\s+an?)\s+{MOD}({REL_EN})\b(?!['’]s\b)", text)


def antecedent_in(recent: Sequence[str], gender: str) -> Mention | None:
    """The one person the user's last message about people named that a pronoun of `gender` can point to; None
    when that message named two who fit (unclear) or none of the recent messages named anyone."""
    for said in reversed(recent[-3:]):
        if not isinstance(said, str):
            continue
        people = people_said(said)
        if people:
            return _one_fit(list(people), gender)
    return None


def _one_fit(people: list[Mention], gender: str) -> Mention | None:
    fit = [m for m in people if fits(gender, m.relation)]
    return fit[-1] if len({(m.name.casefold(), m.relation.casefold()) for m in fit}) == 1 else None


# ("我舅舅大家都叫他老罗": run on, the name they go by starts a clause of its own)
_CLAUSES = re.compile(rf"[^，,；;。.!！]+?(?:[，,；;。.!！]+|\s+[-–—]\s+|(?={_CALLERS_ZH}[她他])|$)")
# "他叫了外卖", "她叫我明天去她家": 叫 as "order" or "ask", read by the clause rules as a name when nothing says no
_CALLED_ZH = re.compile(r"^(?:她|他)(?:叫做|叫|名叫)(?P<x>[^，,。！？!?\s]+)")


def bind_naming(sentence: str, language: str, state: Sentence, prior: str, recent: Sequence[str], *, read: int) -> str:
    """Give each name a clause of `sentence` states of someone already talked about to that one person.

    `prior` is the message's text before `sentence`; `recent` the user's messages before this one; `read` how many
    drafts there were before the clause rules read the sentence. Called after they read it: the draft they read
    the name into (a bare name, or a pronoun named) is folded into the person it names, or told the relation of
    the person the message or the last one was about. Returns the rest of the sentence after a name the rules
    did not read at all ("His name's Marcus Bell and he's 38"), for the caller to read about the one now named."""
    tail = named = ""
    for m in _CLAUSES.finditer(sentence):
        whole = strip_edges(m.group()) == strip_edges(prior + sentence)
        naming = read_naming(m.group(), language, whole=whole)
        if naming is None:
            if language == "zh":
                _drop_non_name(m.group(), state)
            continue
        bound = _bind(naming, state, prior + sentence[: m.start()], recent)
        if bound is not None and not bound.facts and len(state.drafts) <= read + 1:
            tail = sentence[m.start() + naming.end :]
            named = naming.name
    tail = re.sub(r"^(?:and|but|so|by the way|btw)\b\s*", "", tail.strip(" ,，;；-–—.。!！"), flags=re.IGNORECASE)
    if not re.search(r"\w", tail):
        return ""
    if language == "en" and not re.match(r"(?i:he|she|they|his|her)\b", tail):
        tail = f"{named} {tail}"  # "…, whose name is Frank Ortiz, is a regional director": Frank Ortiz is
    return tail


def _drop_non_name(clause: str, state: Sentence) -> None:
    """ "他叫了外卖": what follows 叫 is no name, and no draft goes by it."""
    m = _CALLED_ZH.match(strip_edges(clause).strip())
    if m is None:
        return
    said = m["x"]
    if not (_NICK_BAD.match(said) or re.match(r"(?:来|去|人|车|上|把|给|帮|住|醒|停|走)", said)):
        return  # "她叫丫丫": a name none of the rules above knows the shape of, kept as the clause rules read it
    state.drafts[:] = [d for d in state.drafts if not (d.name and said.startswith(d.name) and not d.relation)]
    if state.subject is not None and state.subject not in state.drafts:
        state.subject = None


def _holds(d: Draft, name: str) -> bool:
    return name.casefold() in {n.casefold() for n in (d.name, *d.aliases) if n}


def _bind(naming: Naming, state: Sentence, before: str, recent: Sequence[str]) -> Draft | None:
    """Bind one naming; the draft named, or None when it names no one (or was read whole already)."""
    target = next((d for d in state.drafts if d.kind == "person" and _holds(d, naming.name)), None)
    if target is not None and target.relation and not target.pronoun and target.name != naming.name:
        return None  # "我表妹叫何晓雨" read whole by the clause rules: it is bound already
    said_before = [
        d
        for d in state.drafts
        if d is not target and d.kind == "person" and not d.pronoun and (d.name or d.relation)
        and any(k and k in before for k in (d.name, d.relation, *d.aliases))
    ]  # fmt: skip
    fit = [d for d in said_before if fits(naming.gender, d.relation)]
    if fit:
        last = state.subject if state.subject in fit else fit[-1] if len(fit) == 1 else None
        if last is not None:
            _name_draft(last, naming)
            if target is not None:
                _fold(target, last, state)
        return last
    if said_before:
        return None  # the people this message named are not who the pronoun says: no one else is guessed
    # a relation said earlier in this message with nothing about it ("I have a colleague from Leeds - her name is
    # …"), else whom the user's last message was about
    here = [Mention(relation=t, language=m_lang(naming.language)) for t in ties(before, naming.language)]
    if not here and _SOMEONE_UNKNOWN.search(before):
        return None  # "Our one-year-old is so cute, his name is Kyle!": theirs, not whom the last message was about
    antecedent = _one_fit(here, naming.gender) if here else antecedent_in(recent, naming.gender)
    if antecedent is None:
        if target is not None and target.name == naming.name and not target.relation and not target.facts:
            state.drafts[:] = [d for d in state.drafts if d is not target]  # "他叫孙立" of one of two: none
        return None
    if target is None:
        pet = is_pet(antecedent.relation)  # "I got a puppy … Her name's Coco": a pet
        target = Draft(name=naming.name, kind="pet" if pet else "person", language=m_lang(naming.language))
        state.drafts.append(target)
        if naming.nick:
            target.name = ""
    elif target.relation and antecedent.relation and target.relation != antecedent.relation:
        return None
    target.pronoun = target.weak = False
    target.relation = target.relation or antecedent.relation
    if antecedent.name:
        # called as before, so the store joins the person it already holds; the new name beside it
        target.name = ""
        _name_draft(target, Naming(antecedent.name, False, naming.gender))
        _name_draft(target, naming)
    elif naming.nick and target.name in ("", naming.name):
        target.name = ""  # "我们都叫她燕姐": still unnamed, so "我上司叫李燕" later names the same one
        target.add_alias(naming.name)
    elif not target.name:
        _name_draft(target, naming)
    state.subject = target
    return target


# One of the user's said in this message that no tie word names ("our one-year-old", "my little one", "我家小的"):
# a name after it may be theirs, so it goes to no one the last message was about.
_SOMEONE_UNKNOWN = re.compile(r"\b(?i:my|our)\s+(?:[\w-]+\s+){0,2}?[\w-]+|我(?:们)?(?:家|的)[\u4e00-\u9fff]")


def _name_draft(d: Draft, naming: Naming) -> None:
    """Give `d` the name: its name when it had none (or the name is its first name in full), else an alias."""
    name = naming.name
    d.pronoun = d.weak = False
    if not d.name and not naming.nick:
        d.name = name
    elif naming.nick or _holds(d, name):
        d.add_alias(name)
    elif name.isascii() and name.split()[0].casefold() == d.name.split()[0].casefold():
        short, d.name = d.name, name  # "Tess" then "her full name is Tess Grant": the full name, Tess beside it
        d.aliases = [a for a in d.aliases if a != name]
        d.add_alias(short)
    else:
        d.add_alias(name)
    d.aliases = [a for a in d.aliases if a.casefold() != d.name.casefold()]


def _fold(source: Draft, into: Draft, state: Sentence) -> None:
    """The draft the clause rules read the name into is the person named: its facts and names go to them."""
    if source is into:
        return
    for f in source.facts:
        if f not in into.facts:
            into.facts.append(f)
    for a in (source.name, *source.aliases):
        if a and a.casefold() != into.name.casefold():
            into.add_alias(a)
    for link in source.links:
        into.add_link(*link)
    state.drafts[:] = [d for d in state.drafts if d is not source]
    if state.subject is source:
        state.subject = into
