"""The offline entity mention extractor: the people, places, organisations, pets and things a user talks about.

`extract_mentions` reads one user message and returns a `Mention` per entity it names, each with the facts the
message states about it. It is a pure function (no store, no model) and never raises: a message it cannot read
yields `[]`. The language rules live in `_entities_zh` and `_entities_en`; this module holds the draft they fill,
the per-sentence dispatch and the pieces both share. A missed mention costs less than an invented one: questions,
hypotheticals, the user and the assistant themselves, and generic words ("大家", "people") never become entities.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field

from .._entity_models import EntityKind, Mention, MentionFact
from ._entities_asked_zh import fact_fits_zh, said_plainly_zh
from ._entities_change import corrects
from ._entities_en_values import place_said
from ._guarded import guarded
from ._hant import mentions_in_script
from ._kin_zh import REL_ALL
from ._reach import reach_said
from ._referents import both_genders, pronoun_gender, relation_gender
from ._rules_common import sentence_language, split_sentences, strip_edges

__all__ = ["Draft", "Sentence", "extract_mentions", "is_kin", "not_employer", "self_or_generic"]

# A message longer than this is a paste (a document, a log), not talk about one's world.
_MAX_CHARS = 4000
_MAX_SENTENCES = 40


# An employer is an organisation: "works at night", "works at weekends", "works for himself", "在夜班上班" say when or
# how they work, never for whom (the words a value of "works at / for" or "在…上班" may be that name no one).
_NOT_EMPLOYER = re.compile(
    r"^(?:(?:the|a|an|all|odd|weird|crazy|strange|long|late|early|night|day|graveyard|evening|morning|double|split|"
    r"rotating|some|most|many|several|few|past|last|next|this)\s+)*"
    r"(?:nights?|days?|daytime|nighttime|night-?time|evenings?|mornings?|afternoons?|weekends?|weekdays?|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|home|moment|present|minute|hours?|shifts?|overtime|free|"
    r"(?:him|her|them|my|your|our)sel(?:f|ves)|living|years?|months?|weeks?|decades?|while|ages|remotely|remote|"
    r"part[-\s]?time|full[-\s]?time|overnight|late|early|first|least|most|now|peanuts|cash|tips|minimum\s+wage)$"
    r"|^(?:[大小]?夜班|白班|早班|中班|晚班|晚上|白天|夜里|半夜|凌晨|周末|平时|平日|家|家里|家中|线上|网上|远程|兼职|全职|倒班|轮班)$"
    # a workplace said by no name ("入职了新公司", "跳槽去了一家新公司", "a new company", "a startup"; a kind that
    # says something, "在一家外企上班", "在中学教书", stays what it says)
    r"|^(?:一家|一个|这家|那家|某家?|另一家|别的|其他的?)?(?:新的?|大|小|老)?(?:公司|单位|工厂|厂子?|大厂|小厂|创业公司)$"
    r"|^(?:a|an|the|some)?\s*(?:new|big|small|local|tech|software|startup|private)?\s*"
    r"(?:company|firm|startup|start-up|job|place|office|business|agency|corporation)$"
    # "became a supervisor at 28": an age, not a workplace
    r"|^(?:the\s+)?(?:age\s+(?:of\s+)?)?\d{1,3}$",
    re.IGNORECASE,
)


# "他们家是温州的": the household's place is theirs; "人家的孩子清华…", "他儿子在…": a fact of someone of theirs
_THEIR_HOME = re.compile(r"^(?:他们|她们|他|她|人家)?家(?:是|在)(?=[\u4e00-\u9fff]{2})")
_THEIRS = re.compile(rf"^(?:他们|她们|他|她|人家)的?(?:{REL_ALL})")


def not_employer(value: str) -> bool:
    """True when `value`, read where an employer goes, is a time, a shift or the home (no organisation)."""
    return bool(_NOT_EMPLOYER.match(strip_edges(value)))


_BASED = re.compile(r"^(?:[A-Za-z.'’]+[\s-]){1,2}based\s+(?=\w)", re.IGNORECASE)


@dataclass
class Draft:
    """One entity as the rules read it so far in this message; frozen into a `Mention` at the end."""

    name: str = ""
    kind: EntityKind = "person"
    relation: str = ""
    aliases: list[str] = field(default_factory=list)
    facts: list[MentionFact] = field(default_factory=list)
    links: list[tuple[str, str]] = field(default_factory=list)
    pronoun: bool = False
    language: str = "zh"
    #: read from a bare name at a clause's start ("小王…"): kept only when something attaches to it
    weak: bool = False
    #: a name the user's world holds (or the recent messages said with a relation): a note attaches to it too
    held: bool = False

    def add_fact(self, attribute: str, value: str, label: str, *, correction: bool) -> None:
        inches = re.search(r"\d'\d{1,2}\"$", value)  # a height in feet and inches keeps its closing mark: 5'9"
        area = re.match(r"^\s*\(\d{3}\)", value)  # and a phone number its area code's brackets: (736) 628-5922
        plus = attribute == "phone" and value.lstrip().startswith("+")  # and its country code's plus: +86 139…
        value = ("(" if area else "+" if plus else "") + strip_edges(value) + ('"' if inches else "")
        if attribute == "job":  # "an austin-based nurse", "a London based designer": where they work is no trade
            value = _BASED.sub("", value)
        if attribute == "education":  # "a master's in 2010": when it was earned is no part of the degree
            value = re.sub(r"\s+(?:back\s+)?in\s+(?:19|20)\d\d$", "", value)
        if attribute in ("lives_in", "works_in", "from"):  # "他现在住上海了": no place ends in 了
            value = re.sub(r"(?<=[\u4e00-\u9fff])了$", "", value)
            value = place_said(_THEIR_HOME.sub("", value))  # "王磊他们家是温州的": 温州; "a town called Hope": Hope
        if (fits := fact_fits_zh(attribute, value, label)) is None:  # "老家在那儿", "是养蜂人": `_entities_asked_zh`
            return
        attribute, value, label = fits
        if _THEIRS.match(value):
            return  # "王磊人家的孩子清华毕业的": the child's school, not 王磊's
        if not value or len(value) > 60 or (attribute == "employer" and not_employer(value)):
            return
        fact = MentionFact(attribute=attribute, value=value, label=label, correction=correction)
        parts = re.split(r"\s*(?:,|\bbut\b|\band\b|、|，|和|又|但)\s*", value) if attribute == "trait" else []
        held = {f.value for f in self.facts if f.attribute == "trait"}
        if len(parts) > 1 and all(p in held for p in parts if p):
            return  # "grumpy but kind" after "grumpy" and "kind" were read from it: said once
        if fact not in self.facts:
            self.facts.append(fact)

    def add_alias(self, alias: str) -> None:
        alias = strip_edges(alias)
        if alias and alias != self.name and alias not in self.aliases:
            self.aliases.append(alias)

    def add_link(self, relation: str, other: str) -> None:
        if relation == "works_at" and not_employer(other):
            return
        if (relation, other) not in self.links:
            self.links.append((relation, other))

    def key(self) -> tuple[str, str]:
        """Two drafts of one message with the same key are one entity ("my sister Amy … Amy …")."""
        return (self.name.casefold(), "" if self.name else self.relation.casefold())

    def useful(self) -> bool:
        """A mention is kept when it names something (a name, or a relation said by the user) or states a fact."""
        if self.pronoun:
            return bool(self.facts)
        if self.weak:
            # a bare word read as a name needs a known attribute to be one: a note fits anything ("林子里有鸟")
            said = any(f.attribute != "note" or self.held for f in self.facts)
            return bool(said or self.relation or self.aliases or self.links)
        # "我妈妈选的" / "my friend and I went": an unnamed relation with nothing said about it adds nothing; one
        # said to go by a name ("我们都叫她燕姐") is kept for it
        return bool(self.name or (self.relation and (self.facts or self.aliases)))

    def mention(self) -> Mention:
        return Mention(
            name=self.name,
            kind=self.kind,
            relation=self.relation,
            aliases=list(self.aliases),
            facts=list(self.facts),
            links=list(self.links),
            pronoun=self.pronoun,
            language="en" if self.language == "en" else "zh",
        )


@dataclass
class Sentence:
    """What the language rules share while reading one message: the drafts so far and the current subject."""

    drafts: list[Draft] = field(default_factory=list)
    #: the entity the last clause was about: "吴杰明是我的下属，其教育背景是专科" / "I met Lisa; she's a nurse"
    subject: Draft | None = None
    #: the message's text read before the current clause
    before: str = ""
    #: names the recent messages read with a relation ("说起我下属马立新"): a bare full name later is a name
    known: frozenset[str] = frozenset()
    #: the current clause's subject is "they" / 他们: plural or vague, so nothing is noted of it
    plural: bool = False
    #: the people the last clause named together ("my aunt Rosa and my uncle Rob came over"): a pronoun after
    #: them points to one only when its gender leaves one
    crowd: list[Draft] = field(default_factory=list)
    #: the user's messages before this one, most recent last: whom a pronoun opening this one may point to
    recent: Sequence[str] = ()
    #: where in `before` the sentence being read starts: a pronoun's subject named in it is the nearest one
    sentence_from: int = 0
    #: the message as the user wrote it, before any reader's rewrite
    text: str = ""

    def pronoun_draft(self, language: str, antecedent: Callable[[str], bool]) -> Draft | None:
        """What a pronoun opening a clause with no current subject points to.

        The one person or pet this message already named, if there is exactly one; otherwise a mention named
        only by the pronoun, when it can only point back to earlier messages.

        When something earlier in this message could be its antecedent ("那个朋友就是我的新同学小明，他也…"), the
        rules failed to read that antecedent, and guessing would attach the fact to the wrong person.
        """
        named = [d for d in self.drafts if d.kind in ("person", "pet") and not d.pronoun]
        if len(named) == 1:  # "That one is Max, my childhood dog. He loved a game of fetch."
            return named[0]
        if antecedent(self.before):
            return None
        d = Draft(pronoun=True, language=language)
        self.drafts.append(d)
        return d

    def find(self, name: str, relation: str = "") -> Draft | None:
        """The draft already read under this name (or, unnamed, this relation), if any."""
        for d in self.drafts:
            if name and (d.name.casefold() == name.casefold() or name.casefold() in (a.casefold() for a in d.aliases)):
                return d
            if not name and relation and not d.name and d.relation.casefold() == relation.casefold():
                return d
        return None

    def open(self, name: str, *, kind: EntityKind, relation: str, language: str) -> Draft:
        """The draft for this entity (reused when already read in this message), made the current subject."""
        d = self.find(name, relation)
        if d is None and name and relation:
            # "我妹妹 … 我妹妹 Amy": the unnamed sister read earlier is Amy.
            d = self.find("", relation)
            if d is not None:
                d.name = name
        if d is None:
            d = Draft(name=name, kind=kind, relation=relation, language=language)
            self.drafts.append(d)
        elif relation and not d.relation:
            d.relation = relation
        self.subject = d
        return d

    def note(self, name: str, *, kind: EntityKind, relation: str, language: str) -> Draft:
        """An entity named in passing ("我跟我的朋友小李…"): read with its relation, the subject unchanged."""
        subject = self.subject
        d = self.open(name, kind=kind, relation=relation, language=language)
        self.subject = subject
        return d

    def other(self, name: str, *, kind: EntityKind, language: str) -> Draft:
        """A second entity named in a fact (an employer, a school): read, but not the subject."""
        d = self.find(name)
        if d is None:
            d = Draft(name=name, kind=kind, language=language)
            if kind != "org" or not not_employer(name):  # "works at night": no organisation called so
                self.drafts.append(d)
        return d


def extract_mentions(
    text: str, *, language: str, recent: Sequence[str] = (), names: Collection[str] = ()
) -> list[Mention]:
    """The entities one user message mentions, with the facts it states about them.

    `language` is the message's language ("zh" / "en"); each sentence is still read by the rules of the language
    its grammar words are in ("我妹妹 Amy 搬去柏林了" is Chinese). `recent` holds the few messages before this one,
    most recent last: a bare correction ("不对，是慕尼黑", "no wait, Munich") is read against the last of them.
    `names` are the names the user's world already holds (people and pets): one opening a clause is a name
    whatever follows it, though the word segmenter does not know it. Never raises; returns `[]` when the message
    names no entity.
    """
    if not isinstance(text, str) or not text.strip():
        return []
    # each reader is guarded on its own (one's bug loses only what it reads); this guards the merge around them,
    # and around that Traditional Chinese is read as Simplified, the names and values given back as written
    none: list[Mention] = []
    read = functools.partial(guarded, _read_renamed, fallback=none)
    return guarded(mentions_in_script, read, text, language, recent, names, fallback=[])


def _read_renamed(text: str, language: str, recent: Sequence[str], names: Collection[str]) -> list[Mention]:
    """`_read_message`, with a name put right read as meant ("我妈妈叫林美华，不对，是林美桦": 林美桦, who was
    林美华), and one said before put right as such ("不对，是林美桦" after "我妈妈叫林美华"): `_entities_renamed`."""
    from ._entities_renamed import corrected_in_place, find_fix, read_renamed

    fix = guarded(find_fix, text, language, fallback=None)
    if fix is None:
        return _read_message(text, language, recent, names)

    def read(said: str) -> list[Mention]:
        return _read_message(said, sentence_language(said) or language, (), names)

    def read_all(said: str) -> list[Mention]:
        return _read_message(said, language, recent, names)

    if (renamed := guarded(read_renamed, fix, text, language, recent, read, read_all, fallback=None)) is not None:
        return renamed
    meant = guarded(corrected_in_place, fix, text, language, read, fallback=None)
    if meant is None:
        return _read_message(text, language, recent, names)
    said, old, new = meant
    found = _read_message(said, language, recent, names)
    return [m.model_copy(update={"renamed": True, "was": old}) if m.name == new else m for m in found]


def _read_message(text: str, language: str, recent: Sequence[str], names: Collection[str]) -> list[Mention]:
    """`extract_mentions` past its guard: the message read sentence by sentence, then by the message-wide readers."""
    from ._entities_answered import answered
    from ._entities_asides import tie_brought_up, untag
    from ._entities_by_shape import read_by_shape
    from ._entities_en import read_sentence_en
    from ._entities_en_asking import asked_fact_en
    from ._entities_en_chat import chat_sentence_en
    from ._entities_en_frames import framed_en
    from ._entities_en_refs import apposed_en, named_en
    from ._entities_en_runon import cut_hedged_en, cut_runons_en
    from ._entities_events import drop_event_openings, read_events
    from ._entities_fields import read_fields
    from ._entities_fronted import unfront
    from ._entities_heard import heard
    from ._entities_kin import tie_before
    from ._entities_owned import read_owned
    from ._entities_plural import drop_plural_facts, each_parent, plural_ties
    from ._entities_shape_facts import read_facts_by_shape
    from ._entities_there_zh import met_there
    from ._entities_voice import tidy_voice
    from ._entities_zh import read_sentence_zh
    from ._naming import bind_naming
    from ._restate import plain_end

    # "my sis amy is 34 🎉 she's a nurse", "俺妈今年五十八 然后俺爸…": the chat voice tidied into plain sentences
    # "u know Ines Duarte? my boss - she …": the boss is Ines Duarte; "Ray my stepdad is 60": Ray, my stepdad, is 60
    # "She’s been a nurse for years", "Amy’s from Leeds": a phone's curly apostrophe inside a word is the plain one
    # every reader's "'s" is written with
    text = re.sub(r"(?<=[A-Za-z])’(?=[A-Za-z])", "'", text)
    g = guarded
    written = text  # as the user wrote it: where they ended a sentence, a rewrite may have cut a run-on
    if language == "en":  # "Something for Josh, my best mate: Can you …? he is 6'4"": Josh is 6'4"
        text = g(framed_en, text, fallback=text)
    text = g(tie_brought_up, g(tidy_voice, g(apposed_en, text, fallback=text), fallback=text), fallback=text)
    text = g(said_plainly_zh, text, fallback=text)  # "推荐几家防城港的馆子，我嫂子在那儿上班": there is 防城港
    text = g(named_en, text, fallback=text)  # "aunt jo", "Mrs Lee next door", "dev (coworker)": as the readers read
    text = g(each_parent, text, language, fallback=text)  # "my parents are both teachers": each of the two
    if language == "en":  # "… this morning anyway he is a barista": the aside and the person, two sentences
        text = g(cut_runons_en, text, fallback=text)
        text = g(cut_hedged_en, text, fallback=text)  # "… originally and would approve", "… and I think it went ok?"

    held = {n.strip() for n in names if isinstance(n, str) and n.strip()}
    # "Jonah" of "Jonah Walsh": people are named by their first name day to day
    held |= {n.split()[0] for n in held if re.fullmatch(r"[A-Z][a-z]+(?:\s+\S+)+", n)}
    # and "雅琴" of "郑雅琴" by their given name: the one the resolver joins to the full name
    held |= {n[1:] for n in held if re.fullmatch(r"[\u4e00-\u9fff]{3}", n) and not n.startswith(("小", "老", "阿"))}
    state = Sentence(known=_known_names(recent) | frozenset(held), recent=recent, text=written)
    sentences: list[str] = []
    starts: set[int] = set()  # which of `sentences` open a sentence the user wrote (a rewrite may split one)
    # "你猜我表舅多大？五十八！", "What does Sadie do? paralegal.": a question the user answers is what it states
    done: list[str] = []
    split = split_sentences(text[:_MAX_CHARS], _MAX_SENTENCES)
    for sentence in g(answered, split, language, state.known, fallback=split):
        done.append(sentence)
        # "我表哥今年35了，你信吗？", "Did I tell you about my cousin Dana?": what a question around it states
        lang = sentence_language(sentence) if sentence.strip() else language
        sentence = g(plain_end, sentence, lang, fallback=sentence)  # "… can you believe it haha", "…哈哈哈"
        sentence = reach_said(sentence)  # "万一有事打我姐电话 139…": her phone number, no hypothetical
        if lang == "en":  # "Josh is 6'4\", what bike size should I get?": the fact said, not the request around it
            sentence = g(asked_fact_en, sentence, done[:-1], fallback=None) or sentence
        said = g(untag, sentence, lang, fallback=None)
        # "听我妈说我表姐今年三十二", "we threw a party when Nora turned 9": what hearsay and a story state
        said = g(heard, said or sentence, lang, before=" ".join(done[:-1]), fallback=None) or said
        # "去贵阳出差，顺路见了在那边工作的姐夫邱家豪": who works at the place a story went to
        said = g(met_there, said or sentence, lang, fallback=None) or said
        # "一米八五，这是我表哥的个子", "Boise is where my stepmom works": the person said first, as the readers read
        said = g(unfront, said or sentence, lang, fallback=None) or said
        if lang == "en":  # "what my neighbour Hal does: locksmith": a chat idiom for a fact, said plainly
            said = g(chat_sentence_en, said or sentence, fallback=None) or said
        starts.add(len(sentences))
        sentences += split_sentences(said, _MAX_SENTENCES) if said else [sentence]
    for i, sentence in enumerate(sentences):
        lang = sentence_language(sentence) if sentence.strip() else language
        read = read_sentence_zh if lang == "zh" else read_sentence_en
        drafts = len(state.drafts)
        counts = {id(d): len(d.facts) for d in state.drafts}
        # "How far did Bashir get? a degree, and … he works …" (read as two), "… is Harriet; armed with …, she …"
        if i in starts and not (i and sentences[i - 1].rstrip().endswith((";", "；"))):
            state.sentence_from = len(state.before)
        g(read, sentence, state, recent, fallback=None)
        # "她叫何晓雨", "His name's Marcus Bell": a name given to whom the message (or the last one) was about; what
        # follows a name no rule read ("…, and he's 38") is about the one named
        before = "".join(sentences[:i])
        rest = g(bind_naming, sentence, lang, state, before, recent, read=drafts, fallback=None)
        if rest:
            g(read, rest, state, recent, fallback=None)
        # "我同事大多是湖南人", "most of my coworkers are from Ohio": a group is no one person
        g(drop_plural_facts, state.drafts, counts, g(plural_ties, sentence, lang, fallback=set[str]()), fallback=None)
        g(_ended, sentence, lang, state, fallback=None)
    g(read_fields, sentences, state, language, fallback=None)  # "职业：牙医", "— occupation: pharmacist"
    g(read_events, sentences, state, language, recent, fallback=None)
    g(read_owned, sentences, state, language, fallback=None)
    # "Rupert texted me from 1-568-596-7056", "他说有事发邮件到…就行": a contact value wherever the clause puts it
    g(read_by_shape, text[:_MAX_CHARS], state, language, fallback=None)
    g(read_facts_by_shape, text[:_MAX_CHARS], state, fallback=None)  # "Standing 185 cm tall, Isaac …"
    g(drop_event_openings, state.drafts, "".join(sentences), fallback=None)
    g(_pets_by_cue, state.drafts, sentences, fallback=None)
    # "She lives in Denver now": the store joins a pronoun to the one the last messages were about, of its gender
    gender = pronoun_gender(text[:_MAX_CHARS])
    mentions = _merge(state.drafts)
    if both_genders(text[:_MAX_CHARS]):
        # "call him at … and she is 30": two pronouns of two genders are two people, and a mention named by
        # neither could hold the facts of both — it is read as no one; "his birthday …, my daughter … she": the
        # tie said accounts for one gender, and the pronoun is the other
        left = {"f", "m"} - {relation_gender(m.relation) for m in mentions if not m.pronoun}
        gender = left.pop() if len(left) == 1 else ""
        mentions = [m for m in mentions if gender or not m.pronoun]
    mentions = [m.model_copy(update={"gender": gender}) if m.pronoun else m for m in mentions]
    return tie_before(mentions, recent, language)  # "My dad is in hospital." then "he's 67": the dad


def _ended(sentence: str, language: str, state: Sentence) -> None:
    """ "她不在杭州了" / "my brother doesn't work at Google anymore": the value ends for the one it is said of (a
    relation, or a pronoun for the one the message or the recent ones were about); the user's own is no entity's."""
    from ._rules_ended import ended_en, ended_zh

    c = ended_zh(strip_edges(sentence)) if language == "zh" else ended_en(strip_edges(sentence))
    if c is None or c.ended is None or c.ended[0] == "user":
        return
    who, value, predicate = c.ended
    if who:
        d: Draft | None = state.open("", kind="person", relation=who, language=language)
    else:
        d = state.pronoun_draft(language, lambda before: False)
    if d is None:
        return
    work = re.search(r"工作|上班|\bwork", predicate)
    attribute = "employer" if work else "lives_in" if re.search(r"在|住|\blive|\bin\b", predicate) else "job"
    fact = MentionFact(attribute=attribute, value=strip_edges(value), label=predicate, correction=True, ended=True)
    if fact not in d.facts:
        d.facts.append(fact)


# What is done with a pet and never with a person ("Max loves playing fetch", "我每天遛旺财"), anchored on the name:
# "Tom takes his dog to the vet" and "小王喜欢遛狗" keep Tom and 小王 people.
_PET_CUES_EN = (
    r"\b(?:walk(?:ed|ing|s)?|feed(?:s|ing)?|fed|groom(?:ed|s|ing)?|neutered|spayed)\s+{n}\b",
    r"\b(?:take|takes|took|taking|bring|brings|brought)\s+{n}\s+(?:to|for)\s+"
    r"(?:the\s+)?(?:vet|groomer|dog park|walks?)",
    r"\b{n}\s+(?:\w+\s+){{0,3}}?(?:fetch|barks?|barked|barking|meows?|meowed|purrs?|purred|wags?|wagged|kibble|"
    r"chew toys?|litter box|leash)\b",
    r"\b{n}'s\s+(?:leash|collar|kibble|vet|food bowl|litter box|tail|paws?|fur)\b",
)
_PET_CUES_ZH = (
    r"遛{n}",
    r"{n}[^，。！？,.!?]{{0,6}}(?:猫粮|狗粮|猫砂|罐头|摇尾巴|汪汪|喵喵|掉毛)",
    r"给{n}(?:铲屎|喂猫粮|喂狗粮|打疫苗|做绝育|绝育|剪指甲|驱虫)",
    r"带{n}去?(?:打疫苗|绝育|看兽医|宠物医院)",
    r"{n}的(?:猫粮|狗粮|狗绳|牵引绳|猫砂|狗窝|猫窝)",
)


def _pets_by_cue(drafts: list[Draft], sentences: Sequence[str]) -> None:
    for d in drafts:
        if d.kind != "person" or not d.name or d.relation:
            continue
        n = re.escape(d.name)
        cues = [re.compile(c.format(n=n), re.IGNORECASE) for c in (*_PET_CUES_EN, *_PET_CUES_ZH)]
        if any(c.search(s) for s in sentences for c in cues):
            d.kind = "pet"


def _known_names(recent: Sequence[str]) -> frozenset[str]:
    """The names the recent messages said with a relation: jieba does not know every name (马立新 is "horse" and
    an adverb to it), and a name said as "我下属马立新" is a name when it opens a later message on its own."""
    names: set[str] = set()
    for said in recent[-3:]:
        if isinstance(said, str):
            names |= _named_with_relation(said)
    return frozenset(names)


@functools.lru_cache(maxsize=1024)
def _named_with_relation(said: str) -> frozenset[str]:
    # Each message is a recent one for the next three: read once, not once per message that follows it.
    return frozenset(m.name for m in extract_mentions(said, language="zh") if m.name and m.relation)


def _merge(drafts: list[Draft]) -> list[Mention]:
    # "my coworker Bashir went straight into work lol My coworker is La Crosse born": the tie said again without the
    # name is the one person of this message it names (as "我妹妹 … 我妹妹 Amy" is, said the other way round)
    for d in drafts:
        if d.name or d.pronoun or not d.relation or d.kind != "person":
            continue
        named = {
            o.name for o in drafts if o.name and o.kind == "person" and o.relation.casefold() == d.relation.casefold()
        }
        if len(named) == 1:
            d.name = named.pop()
    out: dict[tuple[str, str], Draft] = {}
    for d in drafts:
        _kin_alias(d)
        if not d.useful() or self_or_generic(d.name):
            continue
        key = d.key() if not d.pronoun else ("", f"\0pronoun{id(d)}")
        kept = out.get(key)
        if kept is None:
            out[key] = d
            continue
        for f in d.facts:
            if f not in kept.facts:
                kept.facts.append(f)
        for a in d.aliases:
            kept.add_alias(a)
        for link in d.links:
            kept.add_link(*link)
    return [d.mention() for d in out.values()]


def is_kin(relation: str) -> bool:
    """Whether a link's relation is a tie between people ("son", "老公", "boyfriend"), not "works_at"."""
    from ._entities_en_words import REL_EN
    from ._kin_zh import REL_ALL

    han = re.search(r"[\u4e00-\u9fff]", relation)
    return bool(re.fullmatch(REL_ALL, relation) if han else re.fullmatch(REL_EN, relation, re.IGNORECASE))


def _kin_alias(d: Draft) -> None:
    """ "Rita's son Marco", "我姐还有个女儿叫朵朵": one named and linked to whose kin they are goes by that tie too
    ("Rita's son", "我姐的女儿"), so a later "Rita's son is 13" or a question about "李芳的女儿" is them."""
    if d.kind != "person" or not d.name or d.pronoun:
        return
    from ._entities_en_words import REL_EN

    path = re.fullmatch(rf"(?i:{REL_EN})'s (?i:{REL_EN})", d.name)
    if path and not d.relation and not d.links and d.aliases:
        # "My brother-in-law … His wife's name is Erin": Erin, the user's brother-in-law's wife (so read in Chinese)
        d.name, d.relation = d.aliases.pop(0), d.name
    for rel, owner in d.links:
        if not is_kin(rel):
            continue  # "works_at Siemens" is no tie they go by
        tie = f"{owner}的{rel}" if re.search(r"[\u4e00-\u9fff]", rel) else f"{owner}'s {rel}"
        if d.name == tie and d.aliases:  # "李芳的儿子叫小明": 小明 is his name, 李芳的儿子 the tie he goes by
            d.name, d.aliases[0] = d.aliases[0], tie
        elif not d.name.startswith(tie):
            d.add_alias(tie)


_SELF_OR_GENERIC = re.compile(
    r"^(?:我|我们|咱|咱们|用户|你|您|你们|助手|大家|别人|有人|人家|他们|她们|自己|某人|谁|"
    r"i|me|myself|we|us|ourselves|you|yourself|yourselves|user|the user|assistant|the assistant|people|someone|"
    r"somebody|everyone|everybody|anyone|anybody|nobody|they|them|folks|guys)$",
    re.IGNORECASE,
)


def self_or_generic(name: str) -> bool:
    """True for the user, the assistant or a generic word ("大家", "people"): never an entity."""
    return bool(name) and bool(_SELF_OR_GENERIC.match(name.strip()))


#: Said as a correction of what came before: the facts of the clause replace even a multi-valued value.
CORRECTION_ZH = re.compile(
    r"^(?:(?:sorry|抱歉|不好意思|哎呀|啊|哦)[，,、\s]*)?"
    r"(?:其实|实际上|更正一下|纠正一下|更正|纠正|我?(?:之前|刚才|刚刚|前面|上面)?(?:说|记|搞|弄|打|写|输)错了?|口误|"
    r"不对不对|不对|不是的|哦不|不不)[，,、\s]*"
)
CORRECTION_EN = re.compile(
    r"^(?:(?:no|nope|nah|oh|ah|hmm|sorry)[,\s]+)?"
    r"(?:actually|correction|sorry|no wait|wait|oops|my bad|i mean|scratch that|to correct myself|turns out|"
    r"typo earlier|(?:(?:just\s+)?fixing|to fix|let me fix) what i said|"
    r"i got (?:that|it) wrong(?: earlier| before)?|i was wrong(?: earlier| before)?)\b[,:;!\s-]*",
    re.IGNORECASE,
)


def _bare(attribute: str, value: str) -> str:
    return value.removesuffix("了") if attribute == "age" else value  # "哦不，59了"


def correct_recent(value: str, recent: Sequence[str], state: Sentence, *, language: str) -> None:
    """A bare corrected value ("不对，是慕尼黑", "no wait, Munich"): it replaces the fact of the last message it can
    correct.

    Only when that message was about one entity and exactly one of its facts is of the value's shape ("34, and she
    works at Zalando" / "no sorry, 35" corrects the age): otherwise it is unclear what was corrected and nothing is
    read ("no wait, 555-0112" after a town, "不对，是138…" after "她今年34": it corrects something else).
    """
    value = strip_edges(value)
    if not value or not recent:
        return
    before = [m for m in extract_mentions(recent[-1], language=language) if m.facts]
    if len(before) != 1:
        return
    said = before[0]
    fits = [f for f in said.facts if corrects(f.attribute, f.value, _bare(f.attribute, value))]
    if len(fits) != 1:
        return
    fact, value = fits[0], _bare(fits[0].attribute, value)
    d = Draft(name=said.name, kind=said.kind, relation=said.relation, pronoun=said.pronoun, language=language)
    d.add_fact(fact.attribute, value, fact.label, correction=True)
    state.drafts.append(d)
    state.subject = d
