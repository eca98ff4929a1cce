"""Who an English statement is about when it does not say so at its start (issue #21).

People talk about one person over several clauses, sentences and messages without naming them again: a topic
frame names them first ("Quick thing about my cousin Nadia: she's …", "Re my boss Trent - he's …"), a fragment
goes on about them ("My uncle Bert lives in Duluth. Originally from Fargo. Also 34."), a relative clause states a
fact in passing ("My manager Priya, whose hometown is Pune, …"), and a way to reach them is said as an offer ("…, and
you can email her at …"). Each rule here rewrites such a statement into the shape the subject and predicate rules
read, or says whom a fragment is about; a fragment with no one clearly before it is about no one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ._entities import Sentence
from ._entities_en_facts import predicate
from ._entities_en_people import named_in
from ._entities_en_profile import LABEL_EN, TRAIT_WORDS_EN
from ._referents import pronoun_gender, relation_gender, ties_said
from ._turn_before import HIS_HER_THING_EN

__all__ = ["FRAGMENT_MIN", "about_one_before", "fragment_en", "frame_en", "read_fragment", "theirs_en", "whose_en"]

_I = re.IGNORECASE
# "Quick thing about Priya:", "Re my cousin Dana —", "A note on my boss:", "On the subject of my uncle Rob,":
# a frame that names the one the rest is about, kept out of the clause so the name opens it
_FRAME = re.compile(
    r"^(?i:(?:so|ok|okay|and|oh|also|btw)[,\s]+)?"
    r"(?i:(?:(?:a|one|another)\s+)?(?:quick|small|little|last)?\s*(?:thing|word|note|update|detail|fact)s?\s+"
    r"(?:about|on|re|regarding|concerning)|(?:one\s+)?(?:more|other)\s+thing\s+(?:about|on)|re:?|so\s+about|"
    r"on\s+the\s+(?:subject|topic)\s+of|with\s+regards?\s+to|concerning|as\s+regards|back\s+to)\s+"
    r"(?=(?i:my|our)\s|[A-Z])"
)
# "my boss Trent - he's from Cleveland": a dash (or colon) before the pronoun that goes on about the one named
_DASH_PRONOUN = re.compile(r"(?<=\w)\s*(?:\s[-—–]\s|—|–|:)\s*(?=(?i:she|he)(?:['’]s|\s))")
# "…, and you can email her at ines@mail.pt", "…; call him on 555-0134": how to reach the one the clause is about,
# said as the field it is (the splitter then reads it as one more predicate of the same person)
_REACH_TAIL = re.compile(
    r"(?P<sep>,?\s*(?:\band\s+|;\s*)?|\s+)(?:(?i:you\s+can|you\s+could|feel\s+free\s+to)\s+(?i:always\s+|also\s+)?)?"
    r"(?P<how>(?i:reach|contact|email|e-mail|call|text|ring|message))\s+(?P<who>(?i:her|him))\s+(?i:at|on|via)\s+"
    r"(?P<v>[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\(?\d[\d\s().-]{5,18}\d)(?=\W*$)"
)
# "My manager Priya, whose hometown is Pune, is patient": the fact of the relative clause, and the clause without it
_WHOSE = re.compile(
    rf"^(?P<head>.+?),\s+(?i:whose)\s+(?P<l>(?i:{LABEL_EN}))\s+(?i:is|was)\s+(?P<v>[^,;]+?)"
    r"(?:,\s*(?P<rest>.+)|\s*$)"
)
# A fragment that goes on about the one just talked about: "Also 34.", "Originally from Fargo though.", "6 foot 3.",
# "super quiet.", "Grew up in Munich, works in Zurich now." (the lead words are gone by now)
_FRAGMENT_IS = re.compile(
    r"^(?:\d{1,3}(?:\s*(?:years?\s+old|yrs?(?:\s+old)?|y/?o))?|\d\s*(?:'|’|ft|foot|feet)\s*\d{0,2}(?:\"|”|''|\s*in(?:ches)?)?"
    r"|\d{3}\s*cm|\d(?:\.\d{1,2})?\s*m|(?:originally\s+|also\s+)?from\s+\S.*|(?:a|an)\s+\S.*"
    rf"|(?:(?:very|really|so|super|quite|pretty|kind\s+of|a\s+bit)\s+)?{TRAIT_WORDS_EN}(?:\s+(?:guy|gal|person|"
    r"man|woman|lady|girl|dude|type))?)(?:\s+now)?$",
    _I,
)
_FRAGMENT_VERB = re.compile(
    r"^(?:grew\s+up|works|lives|moved|studies|studied|teaches|comes\s+from|hails\s+from|stands|turned|turns(?=\s+\d)|speaks|"
    r"graduated|went\s+to|holds|was\s+(?:born|raised|at)|is\s+based|has\s+(?:a|an)\s|"
    r"(?:did|got|earned|finished)\s+(?:his|her)\s)\b",
    _I,
)
_FRAGMENT_ING = re.compile(
    r"^((?:was\s+)?born|raised|working|living|based)(?=\s+(?:and\s+raised\s+)?(?:remotely\s+|now\s+)?(?:in|at|from|out\s+of)\s)",
    _I,
)
_ING_AS = {"born": "was born", "was born": "was born", "raised": "was raised", "working": "works", "living": "lives",
           "based": "is based"}  # fmt: skip
_KIND_OF_PERSON = r"guy|gal|person|man|woman|lady|girl|dude|type"
# what a fragment about someone else never holds: the user, the assistant, a verb of its own ("From Fargo to
# Denver is a long drive")
_NOT_FRAGMENT = re.compile(
    r"\b(?:i|i'm|i've|me|my|mine|we|our|us|you|your|is|are|was|were|it|she|he|they|him|them)\b"
    # "From Monday on", "from now on", "from 9 to 5": a time, not where someone is from
    r"|^(?:originally\s+)?from\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|june|"
    r"july|august|september|october|november|december|now|then|today|tomorrow|tonight|next|last|this|that|the|"
    r"time|\d)",
    _I,
)
_FROM_DEPT = re.compile(
    r"^(?P<n>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+from\s+(?:(?i:work|the\s+office|my\s+office|my\s+team|our\s+team)|"
    r"(?i:accounting|marketing|sales|hr|finance|legal|engineering|payroll|operations|ops|procurement|support|design|"
    r"product|admin|it|r&d|customer\s+service|the\s+\w+\s+(?:team|department)))(?=\s*(?:[:,;—–]|\s-\s|$))"
)
# "My neighbor Gus - 70, retired" (a hyphen with spaces, typed for a dash) after who the note is about
_SPACED_HYPHEN = re.compile(r"(?<=[A-Za-z)])\s+-\s+(?=\S)")  # "Amy (my sister) - 34yo" too
#: the most words a fragment has: a longer subjectless sentence is about something else
FRAGMENT_MIN = 9


def frame_en(s: str) -> str:
    """`s` with a topic frame, a dash before a pronoun and a way to reach someone said the way the rules read."""
    framed = _FRAME.match(s)
    if framed:
        s = s[framed.end() :]
    dept = _FROM_DEPT.match(s)
    if dept:  # "Priya from accounting: she's 41": a colleague named by where they work
        s = f"my colleague {dept['n']}{s[dept.end() :]}"
    s = _DASH_PRONOUN.sub("; ", s, count=1)
    s = _SPACED_HYPHEN.sub(" — ", s, count=1)  # "My neighbor Gus - 70, retired": the dash of a note
    reach = _REACH_TAIL.search(s)
    if reach and reach.start() > 0 and re.match(r"(?i:she|he)\b", s):  # "She's 5'4", … you can email her at …"
        field = "email" if "@" in reach["v"] else "number"
        own = "her" if reach["who"].lower() == "her" else "his"
        s = f"{s[: reach.start()]}, and {own} {field} is {reach['v']}"
    return s


def whose_en(c: str) -> tuple[str, str, str] | None:
    """ "My boss, whose email is g@x.com, is Gail Hart": (the clause without the relative clause, label, value)."""
    m = _WHOSE.match(c)
    if m is None:
        return None
    rest = m["rest"] or ""
    if rest and not re.match(r"(?i:is|was|has|lives|works|grew|loves|likes|moved|just|teaches|stands)\b", rest):
        return None  # "… whose email is a@b.c, and …": not a clause about the head
    return (f"{m['head']} {rest}".strip(), m["l"], m["v"])


def fragment_en(c: str) -> list[str] | None:
    """The predicates a subjectless fragment states ("Also 34." -> "is 34"; "Super friendly guy, from Glasgow." ->
    "is super friendly", "is from Glasgow"); None when `c` is no such fragment."""
    c = c.strip().rstrip(" .!")
    if not c or len(c.split()) > FRAGMENT_MIN:
        return None
    said: list[str] = []
    for part in re.split(r"[,.]\s*(?:and\s+)?|\s+and\s+(?!raised\b)", c):
        part = re.sub(r"^\s*(?i:is)\s+(?=\S)", "", part)  # "is from Ohio", "is a nurse": the fragment's own verb
        # "was raised in Fargo", "was at Durham for her undergrad": the fragment's own verb, kept
        bare = re.sub(r"^\s*(?i:was)\s+(?=(?i:born|raised|at)\b)", "", part)
        # "with her": someone else; "for his masters", "did her degree": a thing of the one it is about
        objects = len(re.findall(r"\b(?:his|her)\b", part, _I)) > len(re.findall(HIS_HER_THING_EN, part, _I))
        if _NOT_FRAGMENT.search(bare) or objects:
            if not said:
                return None
            break  # "turns 60 tomorrow, we're throwing a party": what follows is a clause of its own
        part = re.sub(r"^(?i:(?:oh\s+)?and|also|plus|oh|still|now|btw|just)[,\s]+", "", part.strip())
        kind = re.fullmatch(rf"(?:(?i:a|an)\s+)?(?P<t>.*\b{TRAIT_WORDS_EN})\s+(?i:{_KIND_OF_PERSON})", part)
        part = kind["t"] if kind else part  # "a super quiet guy": quiet
        # "35 this year", "From Leeds originally", "6 ft already"
        part = re.sub(r"\s+(?i:though|too|as\s+well|btw|actually|this\s+year|originally|already)$", "", part)
        # "just turned 85 last week": the age it became ("turns 60 tomorrow" is no age yet: kept whole, unread)
        part = re.sub(
            r"^((?i:turned)\s+\d{1,3})\s+(?i:today|tonight|yesterday|(?:on|this|last)\s+\w+)$",
            r"\1",
            part,
        )
        ing = _FRAGMENT_ING.match(part)
        if ing:  # "born and raised in El Paso", "working remotely from Boise": said as the verb it is
            part = _ING_AS[ing[1].lower()] + part[len(ing[1]) :]
        if _FRAGMENT_VERB.match(part):
            said.append(part)
        elif _FRAGMENT_IS.match(part):
            said.append(f"is {part}")
        elif not said:
            return None  # "34 of us work under him": no fragment about anyone
    return said or None


def about_one_before(recent: Sequence[str], gender: str = "") -> bool:
    """The user's last message ended on one person (named, or a pronoun it went on about) and not on the user:
    a fragment opening this message goes on about them ("My cousin Wes lives in Austin." then "Also 34."); with
    `gender` ("f" for a fragment saying "her", "m" for "his"), a person whose relation says the other is not meant."""
    from ._entities import extract_mentions

    if not recent or not isinstance(recent[-1], str):
        return False
    last = re.split(r"(?<=[.!?])\s+", recent[-1].strip())[-1]
    # "I'm 30 and live in Denver", "My email is …": the user's own facts; "I had lunch with my teammate Jordan."
    # is about Jordan
    if "?" in last or re.search(r"\b(?i:i'm|i\s+am|i\s+was|i\s+(?:live|work|grew|moved|study|turned))\b", last):
        return False
    if re.match(r"^\W*(?i:my|our)\s+(?i:email|e-mail|number|phone|birthday|name|address)\b", last):
        return False
    if re.search(r"\b(?i:me\s+and|and\s+(?:i|me)|we|us)\b", last):  # "Me and my cousin Bo went fishing": whose?
        return False
    # read with the messages before it: "Originally from Krakow." is about whom the one before it was
    said = extract_mentions(last, language="en", recent=recent[:-1])
    people = [m for m in said if m.kind == "person" and (m.facts or not m.pronoun)]
    # "My sister Amy and my mom came by.": the mom, said with nothing about her, is someone it may be about too
    others = [t for t in ties_said(last) if not any(m.relation.lower().endswith(t.lower()) for m in people)]
    return len(people) == 1 and not others and relation_gender(people[0].relation) in ("", gender or "f", gender or "m")


# What a person has that a fragment states: an age, a birthday, a job, where they live or come from
_PERSON_FACT = re.compile(
    r"^(?:turned|turns|is\s+\d|was\s+born|grew\s+up|lives|is\s+based|moved|works|is\s+(?:originally\s+)?from|"
    r"comes\s+from|hails\s+from|is\s+(?:a|an)\s)",
    _I,
)


def theirs_en(text: str, recent: Sequence[str]) -> bool:
    """A subjectless message that only states what a person has ("just turned 85 actually", "works at a bank
    now") after the user's last message named one person ("my grandpa Joe is in town"): a fact of theirs, never the
    user's own memory. Other subjectless news ("ran 10k this morning") stays the user's."""
    said = fragment_en(text)
    if not said or re.search(r"\b(?i:myself|same\s+as\s+me|like\s+me)\b", text):
        return False
    return all(_PERSON_FACT.match(p) for p in said) and about_one_before(recent)


# a clause of the user's own doing, said with or without its "I"
_USER_DID = re.compile(
    r"^(?i:i|we)\s|^(?i:[a-z]{2,}ed|ran|had|met|saw|went|caught|took|got|spoke|sat|hung|ate|grabbed|drove|flew)\s+"
)


def read_fragment(c: str, state: Sentence, correction: bool, antecedent: Callable[[str], bool]) -> bool:
    """A subjectless fragment ("Also 34.", "Originally from Fargo.") about the one the message (or the user's last
    message) was just about, or the one person the user's own clause before it named ("I met my new manager,
    Alan. Super friendly, from Glasgow."); True when it was read as one."""
    said = fragment_en(c)
    if said is None:
        return False
    if len([d for d in state.crowd if d in state.drafts]) > 1:
        return False  # "My aunt Rosa and my aunt Lena came over. Also 52.": whose, it does not say
    who = state.subject
    before = state.before.split("; ")[-2] if state.before.endswith("; ") else ""
    if who is None and _USER_DID.match(before):  # "I met my new manager, Alan.", "Bumped into my cousin Eli."
        named = named_in(before, state)
        who = named[0] if len(named) == 1 else None
    if who is None and not state.before and not state.drafts and about_one_before(state.recent, pronoun_gender(c)):
        who = state.pronoun_draft("en", antecedent)  # the store resolves it to the one the last message was about
    if who is None or who.kind != "person":
        return False
    state.subject = who
    for part in said:
        predicate(who, part, state, correction)
    return True
