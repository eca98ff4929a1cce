"""English facts said while asking the assistant for something: the fact clause, without the request around it.

People rarely tell an assistant about someone for its own sake; the fact rides inside a request or a question to
it: "My best mate, Josh, is 6'4", what bike frame size should I get?", "Help me plan a party — my godmother is 72
now", "Andy's big hobby is fly fishing, any good books on it?". The readers skip a question or a request whole (what
is asked states nothing), so the fact inside went with it. `asked_fact_en` gives back the statement such a sentence
makes, and nothing of the request: the clause asking ("what bike frame size should I get?", "can you help me pick a
present?") is cut at the comma, dash or colon that sets it off, and so is a request opening the sentence ("Help me
plan a party —"). A question with no statement beside it ("Is Andy 34?", "What should I get my mum?") gives nothing.

Said after a question naming a place, "there" is that place: "Could you recommend a hotel in Halifax? Theodora works
there" says Theodora works in Halifax; "Is Morpeth worth a visit? my godmother is from there", that she is from
Morpeth. Only one place said in the question is read so (two, or none, leave "there" as it was said).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ._entities_answer_common import EMAIL
from ._entities_en_words import NOT_A_NAME
from ._rules_common import is_place

__all__ = ["asked_fact_en", "pro_form_en", "said_after_asking_en", "without_sign_off_en"]

_I = re.IGNORECASE

# what signs a request off and is no part of a value ("mad about orienteering thx!", "… now ty", "… please")
_SIGN_OFF = re.compile(
    r"(?:[\s,]+(?:thx|thnx|thanx|tx|ty|tysm|pls|plz|please|cheers|ta|thanks(?:\s+(?:a\s+lot|so\s+much|heaps))?|"
    r"thank\s+you(?:\s+so\s+much)?|many\s+thanks|(?-i:x{1,3})))+(?=[\s.!?]*$)",
    _I,
)

# A clause asking the assistant something: a question word, a verb put before its subject ("is that too late?",
# "does that fit …?", "should I …"), "any …?", or a request ("can you …", "help me …", "remind me …", "please …").
_ASKED = (
    # (never "did I mention she's 34?", "did I tell you …": a statement wrapped in a question, read by `untag`)
    r"(?!(?:did|have|had)\s+i\s+(?:ever\s+|already\s+)?(?:mention(?:ed)?|tell|told|say|said)\b)"
    r"(?:(?:can|could|would|will|do|did|should|shall|may|might|must)\s+(?:you|u|ya|i|we|someone|anyone)\b"
    r"|(?:what|what's|whats|which|how|how's|hows|where|where's|when|who|whom|whose|why)\b"
    r"|(?:is|isn't|are|aren't|does|doesn't|do|don't|did|was|were|would|will|should|could|can)\s+"
    r"(?:that|it|this|there|these|those|they|he|she|i|we|being)\b"
    r"|any(?:thing|one|body|\s+(?:ideas?|tips?|thoughts?|suggestions?|advice|recommendations?))?\b"
    r"|(?:ideas?|tips?|thoughts?|suggestions?|advice|recommendations?)\s*\?"
    r"|(?:please|pls|plz|kindly)\b"
    r"|(?:help|remind|tell|show|give|let|teach)\s+(?:me|us)\b"
    r"|(?:send|draft|write|find|suggest|recommend|plan|book|add|save|set|update|check|pick|list|format|polish|"
    r"translate|explain|sort|put|note|make|ring|call|text|email)\s+(?:me\s+|us\s+)?"
    r"(?:a|an|the|some|that|this|it|them|those|these|up|out|down|my|our|in)\b"
    r"|(?:so\s+)?maybe\b"
    # "…, say dinner is moved": what the assistant is to tell them
    r"|(?:say|tell\s+(?:him|her|them))\s+(?:that\s+)?(?:[\w'-]+\s+){1,3}(?:is|are|was|were|will|has)\b"
    r"|(?:is|are)\s+(?:that|this|it)\b"
    r"|(?:wdyt|thoughts|ideas|suggestions)\b"
    r")"
)
# the opener of a clause that asks, and one of a relative clause the same words start (", who lives in Leeds,"), whose
# question must run to the sentence's end with no comma of its own
_ASKS = re.compile(_ASKED, _I)
# ", is an exit row worth it?": a verb before a subject of its own asks when it runs to the question mark (", is a
# saddler, do you …" goes on about the one named before it)
_ASKS_LAST = re.compile(
    r"(?:is|isn't|are|aren't|does|doesn't|do|don't|did|was|were|would|will|should|could|can)\s+"
    r"(?:an?|the|my|our|her|his|their|[a-z]+ing)\b[^,;:—–]*\?$",
    _I,
)
_RELATIVE = re.compile(
    r"(?:who|whom|whose|which|where|when|what)\b(?!'s)(?!\s+(?:is|are|was|does|do|did|should|would|can|could|will)\b)",
    _I,
)
# a question tagged on to a statement, asking only to agree with it
_TAG = re.compile(
    r"(?:(?:is|isn't|are|aren't|does|doesn't|do|don't|did|didn't|was|wasn't|were|weren't|has|hasn't|have|haven't|"
    r"can|can't|won't|wouldn't|shouldn't|couldn't)\s+(?:it|he|she|they|you|we|i|there|that|this)(?:\s+not)?|right|"
    r"no|eh|yeah|huh|ok|okay)\s*[?!.]*$",
    _I,
)
# where a clause ends and the next begins: a comma, a dash set off by spaces, a colon, a semicolon
_BREAK = re.compile(r"\s*(?:,|;|:|\s[—–-]{1,2}|—|–)\s+")
# a clause that states something of someone: it opens on whom it is about
_STATES = re.compile(
    r"(?:(?:my|our|his|her|their)\s+\S|(?:she|he|they)\b|(?:she|he|they)['’](?:s|re|ve|d)\b"
    r"|it['’]?s\s+(?:my|our|his|her|their|(?-i:[A-Z]))"
    # a name, then its own verb or whose it is ("Josh is …", "Andy's big hobby …"; not "Note to self: …")
    r"|(?-i:[A-Z][a-z]+)(?:\s(?-i:[A-Z][a-z]+))?(?:['’]s\s+[a-z]|,|\s+(?:(?:just|now|still|also|recently|really|"
    r"finally|originally)\s+)?(?:is|isn't|was|has|hasn't|had|works|worked|lives|lived|grew|got|turned|turns|comes|"
    r"came|moved|spends|loves|likes|does|did|can|could|will|holds|finished|became|commutes|joined|uses|said|stands|"
    r"plays|started|took|went|was|wants|needs|keeps|studied|graduated)\b))",
    _I,
)
# a request opening the sentence, said to the assistant ("Help me plan a party", "Draft a meeting invite, please")
_REQUEST_FIRST = re.compile(
    r"^(?:please\s+|pls\s+|quick\s+one[,:]?\s+|okay[,:]?\s+|ok[,:]?\s+|so\s+)?"
    r"(?:(?:can|could|would|will)\s+(?:you|u)\b|help\b|remind\s+me\b|tell\s+me\b|show\s+me\b|let\s+me\b|teach\s+me\b|"
    r"(?:send|draft|write|find|suggest|recommend|plan|book|add|save|set|update|check|pick|list|format|polish|"
    r"translate|explain|sort|make|give|get|say)\s"
    # "Saving this: …", "Noting a contact — …": what is put down for the assistant to keep
    r"|(?:saving|noting|logging|storing|adding|jotting\s+down)\s+(?:this|that|a\s+(?:contact|note|number|detail)|"
    r"for\s+later)(?=\s*[:—–-])"
    # "Booking flights — …", "Planning a party: …": what the user is busy with, set off before the fact
    # (not "Talking about my boss Victor:", whose frame names the one it is about)
    r"|(?-i:[A-Z][a-z]+ing)(?:\s+(?!(?:about|for|with|to|regarding|re|on|of|my|our|his|her|their)\b)(?-i:[a-z]+)){0,4}"
    r"(?=\s*(?:[—–:]|\s-\s)))",
    _I,
)
# "Save Andy's number: …", "add my aunt's email — …": the request to keep it, before whose value it is
_KEEP = re.compile(
    r"^(?:please\s+)?(?:save|add|store|note(?:\s+down)?|remember|keep|log|jot\s+down|write\s+down)\s+"
    r"(?=(?:(?:(?:my|our)\s+[\w-]+(?:\s+[\w-]+)?\s+)?(?-i:[A-Z][a-z]+)(?:\s(?-i:[A-Z][a-z]+))?|(?:my|our)\s+[\w-]+"
    r"(?:\s+[\w-]+)?)['’]s\s+"
    r"(?:(?:new|work|home|personal|mobile|cell)\s+)?(?:number|phone|mobile|cell|e-?mail|address|birthday)\s*[:—–-])",
    _I,
)


# someone named by a tie or a full name ("my line manager, Sam Mitchell", "Josh Wright, my best mate")
_NAMED = re.compile(r"\b(?:my|our)\s+[a-z]|(?-i:[A-Z][a-z]+\s[A-Z][a-z]+)", _I)


def _framed(clause: str) -> bool:
    """ "Something for Theodora Mitchell, my mentee: she is 59": whom it is about, then a statement of them."""
    head, _, rest = clause.partition(":")
    return bool(rest) and bool(_NAMED.search(head)) and _states(rest.strip())


def _states(clause: str) -> bool:
    """True for a clause opening on whom it is about: my / her … someone, she / he / they, or a name ("Josh is …";
    not "That's cool, …", "Btw, …", "It can be …", words no name is)."""
    m = _STATES.match(clause)
    if m is None:
        return False
    first = re.match(r"[A-Za-z]+", clause)
    word = first[0].lower() if first else ""
    mine = word in ("my", "our", "his", "her", "their", "she", "he", "they") or bool(
        re.match(r"it['’]?s\s+(?:my|our|his|her|their|(?-i:[A-Z]))", clause, _I)
    )
    return mine if word in NOT_A_NAME else not is_place(first[0] if first else "")


def without_sign_off_en(sentence: str) -> str:
    """The sentence without the thanks or "pls" signing it off ("… mad about orienteering thx!": "… orienteering")."""
    cut = _SIGN_OFF.sub("", sentence)
    return cut if re.search(r"[A-Za-z]{2}", cut) else sentence


def asked_fact_en(sentence: str, before: Sequence[str] = ()) -> str | None:
    """The statement a question or request to the assistant makes ("Josh is 6'4\"." of "Josh is 6'4\", what bike
    frame size should I get?"), "there" read as the place the sentence before asked about; None when the sentence
    asks nothing or states nothing beside what it asks."""
    said = without_sign_off_en(sentence.strip())
    if keep := _KEEP.match(said):  # "Save Andy's number: 667-272-8560": Andy's number is 667-272-8560
        said = re.sub(r"\s*:\s*|\s*[—–]\s*|\s+-\s+", " is ", said[keep.end() :], count=1)
        return said if _ASKS.search(said) is None else re.split(r"(?<=\d)\.\s+", said)[0] + "."
    if (sent := _sent_to(said)) is not None:  # "Can you send the minutes to Adam's address, adam@…?"
        return sent
    asks = said.rstrip().endswith("?")
    if asks and re.search(r"(?:,|\s[—–-])\s*" + _TAG.pattern, said, _I):
        return None  # "Music's amazing, isn't it?", "Andy is 34, right?": asked to agree with, no request
    start, requested = _after_request(said)
    fact = said[start:]
    end = _asked_from(fact, asks=asks)
    framed = False
    if end is not None:
        # "It's about my line manager, Sam Mitchell: Is being a saddler stressful?": whom what follows is about
        framed = fact[end:].lstrip().startswith(":") and bool(_NAMED.search(fact[:end]))
        fact, requested = fact[:end], True
    fact = fact.strip().rstrip(" ,;:—–-?!.")
    if framed:
        said = fact + ":"
    elif requested and fact and (_states(fact) or _framed(fact)) and not _ASKS.match(fact):
        said = fact + "."
    elif asks or requested:
        return None  # what is asked and nothing beside it ("Is Andy 34?", "What should I get my mum?")
    if before and _asking(before[-1]):
        said = _BECAUSE.sub("", said)  # "Is a diploma enough …? asking because Andy has one"
    if requested or (before and _asking(before[-1]) and _states(said)):
        if (cut := _AND_THEN.sub("", said.rstrip(" .!"))) != said.rstrip(" .!"):
            said = cut + "."  # "… works as a saddler and helped me out"
        said = _MOST.sub(r"is very \g<x>", said)  # "… is the most taciturn person I know": very taciturn
        asked = sentence[:start] if start else before[-1] if before else ""
        said = pro_form_en(said, asked)
    said = _there(said, before)
    return said if said != sentence.strip() else None


# "Write a toast — she is the most happy-go-lucky person I know": what she is, said as the most of all
_MOST = re.compile(
    r"\bis\s+(?:just\s+)?the\s+most\s+(?P<x>[a-z][\w-]*)\s+(?:person|man|woman|guy|girl|bloke|lad|lass|human)\s+"
    r"(?:(?:i|we)\s+(?:know|knew|have\s+ever\s+met|ever\s+met|'ve\s+ever\s+met)|alive|ever|around|on\s+earth)\b",
    _I,
)
_EMAIL = EMAIL.pattern  # the address as the answer readers read one
_PHONE = r"\+?\(?\d[\d\s().-]{6,}\d"
_CONTACT_LABEL = r"(?:(?:work|home|personal|new|mobile|cell|private)\s+)?(?:phone|number|mobile|cell|e-?mail|address)"
# "… to Adam's address, adam@…", "… to his number, 555-…": whose contact the request names, and the value set off
_SENT_TO = re.compile(
    rf"\bto\s+(?P<w>(?:(?:my|our)\s+[\w-]+(?:\s+[\w-]+)?\s+)?(?-i:[A-Z][a-z]+)['’]s|(?:my|our)\s+[\w-]+['’]s|his|her)"
    rf"\s+(?P<l>{_CONTACT_LABEL}),?\s+(?P<v>{_EMAIL}|{_PHONE})\s*[?.!]*$",
    _I,
)


def _label(label: str, value: str) -> str:
    """What a contact value said with a label is: an address of e-mail is an email."""
    return "email" if "@" in value else "phone" if re.search(r"number|phone|mobile|cell", label, _I) else label


def _sent_to(said: str) -> str | None:
    m = _SENT_TO.search(said)
    if m is None or not (_REQUEST_FIRST.match(said) or said.endswith("?")):
        return None
    who = m["w"][0].upper() + m["w"][1:]
    return f"{who} {_label(m['l'], m['v'])} is {m['v']}."


def _asking(sentence: str) -> bool:
    """True for a question or a request to the assistant."""
    said = without_sign_off_en(sentence.strip())
    return said.endswith("?") or bool(_REQUEST_FIRST.match(said))


# What a request goes on to say of the one it is about, beside the fact ("… works as a saddler and helped me out",
# "… is head of facilities and will read it", "… is a cooper and on their feet all day", "… works there and I'm
# visiting"): why it is asked, no part of the value before it. A second fact ("… is 34 and has a PhD") stays.
_AND_THEN = re.compile(
    r",?\s+and\s+(?:(?:i'm|i've|i'll|i'd|we're|we've|we'll)(?!\w)|(?:will|would|could|can|should|might|may|must|"
    r"wants\s+to|needs\s+to|keeps|kept|misses|missed|helped|never|always|hasn't|hadn't|isn't|doesn't|didn't|won't|"
    r"can't|on\s+(?:his|her|their)\s+feet)\b).*$",
    _I,
)


def _after_request(said: str) -> tuple[int, bool]:
    """Where the statement after a request opening the sentence starts ("Help me plan a party — my godmother …")."""
    if not _REQUEST_FIRST.match(said):
        return 0, False
    for m in _BREAK.finditer(said):
        rest = said[m.end() :]
        if _states(rest) and not _ASKS.match(rest):
            return m.end(), True
    return 0, False


def _asked_from(fact: str, *, asks: bool) -> int | None:
    """Where the clause asking something after the statement starts (", what bike frame size should I get?")."""
    for m in _BREAK.finditer(fact):
        rest = fact[m.end() :]
        if m.start() == 0 or not (_ASKS.match(rest) or _ASKS_LAST.match(rest)):
            continue
        if _RELATIVE.match(rest) and ("," in rest or not asks):
            continue  # "my sister, who lives in Leeds, …": a relative clause, no question
        if not asks and not _REQUEST_FIRST.match(rest) and not re.match(r"(?i:please|pls|plz)\b", rest):
            continue  # with no question mark, only a request said as one ("…, update my contacts please")
        return m.start()
    return None


# "works there", "is from there", "is based there for work", "got a job there": where the question said (not "there
# is", "is there …?")
_THERE = re.compile(
    r"(?<!\bis\s)(?<!\bare\s)(?<!\bwas\s)(?P<p>\b(?:from|in|at)\s+)?\bthere\b"
    r"(?!\s*(?:is|are|was|were|'s|'re|will|has|have|had)\b)(?=\s*(?:$|[,.;!?]|\s(?:now|too|and|for|with|since)\b))",
    _I,
)
_THAT_PLACE = re.compile(r"\b(?:that|the\s+same)\s+(?:city|town|village|place|area)\b", _I)
# a place the question asks about: after a word that sets a place, or what "Is … worth a visit" is asked of
_ASKED_PLACE = re.compile(
    r"(?:\b(?P<prep>in|to|at|near|around|visit|visiting)\s+|^(?:is|how's|hows|what's)\s+)"
    r"(?P<p>(?-i:[A-Z][\w'’.-]+)(?:,?\s(?-i:[A-Z][\w'’.-]+)){0,2})\b",
    _I,
)


# what goes to a place, and no person ("flights to Lyon", "a trip to Bergen", not "send this to Josh")
_GOES_TO = re.compile(
    r"\b(?:flights?|trips?|trains?|buses|bus|tickets?|routes?|drive|driving|fly|flying|move|moving|travel(?:l?ing)?|"
    r"go|going|get|getting|visit|visiting|holiday|getaway|ferry|day\s+trips?|weekend|journey|commute)\s+(?:over\s+)?$",
    _I,
)


def _a_place(m: re.Match[str], asked: str) -> bool:
    """A name the question sets as a place: "in / at / near Halifax", "Is Morpeth worth a visit", "flights to Lyon"
    ("send this to Josh" names a person)."""
    return (m["prep"] or "").lower() != "to" or bool(_GOES_TO.search(asked[: m.start("prep")])) or is_place(m["p"])


def _there(fact: str, before: Sequence[str]) -> str:
    """`fact` with "there" put as the one place the question before it named (unchanged when it named none, or two)."""
    if not before or not (_THERE.search(fact) or _THAT_PLACE.search(fact)):
        return fact
    asked = before[-1].strip()
    if not asked.endswith("?") and not _REQUEST_FIRST.match(asked):
        return fact
    places = {m["p"]: m["prep"] or "" for m in _ASKED_PLACE.finditer(asked.rstrip("?!. ")) if _a_place(m, asked)}
    places = {p: prep for p, prep in places.items() if p.split()[0] not in ("I", "I'm", "You")}
    if len(places) != 1:
        return fact
    ((place, prep),) = places.items()
    named = {w for w in re.findall(r"(?<=\s)[A-Z][\w'’.-]*", asked) if w not in ("I", "I'm", "I've", "I'd", "I'll")}
    if named - set(re.findall(r"[A-Z][\w'’.-]*", place)):
        return fact  # "a hotel in Halifax or Truro?", "flights to Lyon for Josh?": which one is not said
    at = "at" if prep.lower() == "at" else "in"

    def put(m: re.Match[str]) -> str:
        return f"{m['p']}{place}" if m["p"] else f"{at} {place}"

    fact = _THAT_PLACE.sub(place, fact, count=1)
    return _THERE.sub(put, fact, count=1)


# "asking because my teammate has one", "asking since …": why the question was asked, the fact after it
_BECAUSE = re.compile(r"^(?:i'm\s+)?asking\s+(?:because|since|as|cos|'cause|cause)\s+", _I)

# "one", "that", "it" in a fact said after a question, for the value the question asked about:
#   "Is being a saddler stressful? Andy is one"                -> Andy is a saddler
#   "Is a college diploma enough for …? asking because Andy has one"  -> Andy has a college diploma
#   "Is head of catering a senior role? she has that title"     -> her title is head of catering
#   "Any tips for living with someone highly strung? Josh is exactly that" -> Josh is highly strung
#   "How do I get started with fly fishing? Andy does it"       -> Andy is into fly fishing
#   "… with a nod to fly fishing — it's Andy's favourite hobby" -> Andy's favourite hobby is fly fishing
# The value is taken only where the question sets it off plainly (after "being a", "someone", "started with", before
# "a senior role" …), a few words with no verb of their own; else the fact is left as it was said.
_WORDS = r"[a-z][a-z'-]*(?:\s[a-z][a-z'-]*){0,2}"
_BEING_A = re.compile(
    rf"^(?:is|isn't|was)\s+it\s+[^?]*?\bbeing\s+an?\s+(?P<y>{_WORDS})\s*\?*$"  # "Is it hard being a nurse?"
    rf"|\bbeing\s+an?\s+(?P<x>{_WORDS}?)(?:\s+[a-z]+)?\s*\?*$",  # "Is being a ferry pilot stressful?"
    _I,
)
_A_THING = re.compile(
    rf"^(?:is|isn't|are|would)\s+(?:a|an)\s+(?P<x>{_WORDS}?)\s+(?:enough|worth|good|useful|needed|necessary|required|"
    r"valuable|respected|recogni[sz]ed|any\s+good|reliable)\b",
    _I,
)
_ROLE = re.compile(
    rf"^(?:is|isn't)\s+(?P<x>{_WORDS})\s+(?:a|an)\s+(?:[a-z-]+\s+){{0,2}}(?:role|title|job|position|post)\b", _I
)
_SOMEONE = re.compile(
    rf"\b(?:someone|somebody|a\s+person|people|anyone|a\s+(?:partner|colleague|flatmate|housemate|friend))\s+"
    rf"(?:who(?:'s|\s+is|\s+are)\s+)?(?:so\s+|very\s+|really\s+|quite\s+|super\s+)?(?P<x>{_WORDS})\s*\?*$",
    _I,
)
_TAKEN_UP = re.compile(
    rf"\b(?:get(?:ting)?\s+(?:started\s+(?:with|in)|into)|take\s+up|taking\s+up|learn(?:ing)?|try(?:ing)?|"
    rf"start(?:ing)?)\s+(?P<x>{_WORDS})\s*\?*$",
    _I,
)
_NOD_TO = re.compile(
    rf"\b(?:a\s+nod\s+to|about|themed\s+(?:on|around)|related\s+to|inspired\s+by)\s+(?P<x>{_WORDS})\s*(?:[:—–,-]|$)",
    _I,
)
# the one phone number or e-mail address a request names ("Can you draft a text to 555-201-3344?")
_CONTACT = re.compile(rf"(?P<x>{_EMAIL}|{_PHONE})")
# what a value said so is not: a clause of its own ("someone who snores"), a comparison, a word pointing elsewhere
_NOT_VALUE = re.compile(
    r"^(?:who|that|which|with|in|on|at|from|like|of|for|to|and|or|it|this|that|those|these|else|new|older|younger|"
    r"taller|shorter|my|your|his|her|their|our|the|a|an)\b|\b(?:is|are|was|has|have|does|do|did|can|will)\b",
    _I,
)


def _asked_value(pattern: re.Pattern[str], asked: str) -> str | None:
    if pattern is _CONTACT:
        found = {m["x"].strip() for m in _CONTACT.finditer(asked)}
        return found.pop() if len(found) == 1 else None
    m = pattern.search(asked.strip())
    x = m and (m.groupdict().get("x") or m.groupdict().get("y"))
    if not x or _NOT_VALUE.search(x):
        return None
    return x.strip()


def pro_form_en(fact: str, asked: str) -> str:
    """`fact` with "one", "that", "it" standing for the value `asked` (the question or request before it) set off
    plainly; unchanged when it does not."""
    if not asked:
        return fact
    subject = r"(?P<w>.+?)"
    rules: tuple[tuple[str, re.Pattern[str], str], ...] = (
        (rf"^{subject}\s+(?:is|'s)\s+one\b", _BEING_A, "{w} is a {x}"),
        (rf"^{subject}\s+(?:has|holds|got|earned)\s+one\b", _A_THING, "{w} has a {x}"),
        (rf"^{subject}\s+(?:has|holds)\s+that\s+(?:title|role|job|position)\b", _ROLE, "{w}'s title is {x}"),
        (rf"^{subject}\s+(?:is|'s)\s+(?:exactly|just)\s+(?:like\s+)?that\b", _SOMEONE, "{w} is {x}"),
        (rf"^{subject}\s+(?:does|is\s+into|loves|plays)\s+(?:it|that)\b", _TAKEN_UP, "{w} is into {x}"),
        (rf"^it['’]?s\s+{subject}['’]s\s+(?P<f>(?:favou?rite|big|main|great)\s+)?(?:hobby|pastime|passion|sport)\b",
         _NOD_TO, "{w}'s {f}hobby is {x}"),
        (rf"^(?:it|that|this)(?:['’]s|\s+is)\s+{subject}['’]s\s+(?P<l>{_CONTACT_LABEL})\b", _CONTACT,
         "{w}'s {l} is {x}"),
    )  # fmt: skip
    for said, pattern, put in rules:
        m = re.match(said, fact, _I)
        if m is None:
            continue
        x = _asked_value(pattern, asked)
        if x is None:
            return fact
        label = _label(m.groupdict().get("l") or "", x)
        return put.format(w=m["w"], x=x, f=m.groupdict().get("f") or "", l=label) + fact[m.end() :]
    return fact


def said_after_asking_en(sentences: list[str]) -> list[str]:
    """The sentences of a message as `asked_fact_en` reads them: a request's or question's statement without the
    request ("Help me write a toast — my teammate is from Dunedin, so maybe a nod to that" -> "my teammate is from
    Dunedin."), "there", "one" or "that" put as what the question before named ("Is being a saddler stressful?
    Andy is one" -> "Andy is a saddler."): a memory is read alone. A question with nothing beside it stays as said."""
    out = list(sentences)
    for i, sentence in enumerate(sentences):
        if not re.search(r"[\u4e00-\u9fff]", sentence) and (_asking(sentence) or (i and _asking(sentences[i - 1]))):
            out[i] = asked_fact_en(sentence, sentences[:i]) or sentence
    return out
