"""A person named in a frame around a request, carried to the clause that states their fact (English).

People ask the assistant for something about someone, and name that someone in a frame before the request:
"Something for Josh Wright, my best mate: Can you write a thank-you note? he works as a bellfounder",
"Question about Dionne Brown (my step-sister): Can you recommend a road bike? she is 5'3".", "Quick favour for my
teammate Andy Parker: Please write an invite for dj.pike63@proton.me — that's his email"; or after it: "write a
thank-you card — it's for Aunt Mo, she taught me piano". The frame itself states nothing, and the pronoun after the
request means the one it names, not whoever the message named before. `framed_en` says the first pronoun that
opens a fact clause (or owns a value: "his height is …", "that's her email") as that person ("… my best mate Josh
Wright works as a bellfounder") and drops the frame, so the clause rules read the fact as theirs.

A frame may open on its preposition or a gerund ("For my sister Amy: she is 34, …", "Shopping for my niece Lily:
…") and be about a thing of theirs ("Need ideas for my mum's birthday: she is 60"). A contact value whose owner the
clause after it names ("Draft a follow-up to x@y.com, it's her work address") is said as one clause with it, as the
contact readers read it.

Only a frame naming a person by a tie ("my teammate Andy Parker", "Dionne Brown (my step-sister)", "my mentee") or a
kin title ("Aunt Mo") is read: "Something for Christmas: …" names no one. A pronoun of the other gender than the
tie's, one past another person named after the frame, or one more than three sentences on, is left as said.
"""

from __future__ import annotations

import re

from ._entities_en_facts import NAME
from ._entities_en_words import MOD, REL_EN
from ._referents import relation_gender
from ._shape_values import CONTACT, EMAIL_AT, PHONE_AT

__all__ = ["framed_en"]

_TIE = rf"(?i:{MOD}{REL_EN})(?![\w-]|['’](?!s\b))"
_KIN_TITLE = r"(?:Aunt|Auntie|Aunty|Uncle|Grandma|Grandpa|Granny|Gran|Nana|Nan|Cousin|Grandad|Granddad)"
# who a frame is for: "my teammate Andy Parker", "my teammate, Isaura Wilson", "Josh Wright, my best mate",
# "Dionne Brown (my step-sister)", "my mentee", "Aunt Mo"
_PERSON = (
    rf"(?:(?i:my|our)\s+(?P<r1>{_TIE})(?:,?\s+(?P<n1>{NAME}))?"
    rf"|(?P<n2>{NAME}),?\s+(?i:my|our)\s+(?P<r2>{_TIE})"
    rf"|(?P<n3>{NAME})\s*\(\s*(?i:my|our)\s+(?P<r3>{_TIE})\s*\)"
    rf"|(?P<k>{_KIN_TITLE})\s+(?P<n4>{NAME}))"
)
# what opens a frame before the request: "Quick favour for", "Something for", "Question about", "It's about",
# "This one's for", "Need your advice about", "I'm sorting out a few things for", "A bit of help with"
_LEAD = (
    r"(?i:(?:(?:a|one|another)\s+)?(?:(?:quick|small|little|big|random|silly|last|urgent)\s+)?"
    r"(?:favou?r|question|request|ask|thing|query|q|one|help|advice|idea|ideas|tips?|thoughts)"
    r"|something|(?:this|that)(?:\s+one)?(?:'s|\s+is)|it's|it\s+is"
    r"|(?:i\s+)?need\s+(?:your\s+|some\s+|a\s+bit\s+of\s+|a\s+little\s+)?"
    r"(?:advice|help|input|ideas?|thoughts|tips|suggestions|opinion)"
    r"|(?:(?:i'm|i\s+am)\s+)?[a-z]+ing(?:\s+[a-z'-]+){0,4}?)"
)
_FOR = r"(?i:for|about|regarding|re|concerning|on\s+behalf\s+of|with)"
# "my mum's birthday", "my son's school", "my sister Amy's CV": a thing of theirs the request is about (never "my
# boss's wife", a person of theirs)
_THEIRS = rf"(?:['’]s\s+(?!{_TIE})[A-Za-z][\w-]*(?:\s+[a-z][\w-]*)?)?"
# a frame opens a sentence ("For my sister Amy:", "Shopping for my niece Lily:") and ends where the request begins,
# at a colon or a dash
_FRAME = re.compile(
    rf"(?:^|(?<=[.!?])\s*|(?<=[.!?][\"”')])\s*)"
    rf"(?P<f>(?:{_LEAD}\s+)?{_FOR}\s+{_PERSON}{_THEIRS}\s*(?::|\s[—–-]|[—–]))[ \t]*"
)
# after the request: "write a thank-you card — it's for Aunt Mo, she taught me piano"
_AFTER = re.compile(
    rf"(?P<pre>\s*(?:[—–]|\s-|[,;.!?]))\s*(?P<f>(?i:it's|it\s+is|this\s+is|this's|that's|they're|these\s+are)"
    rf"\s+{_FOR}\s+{_PERSON}\s*[,;:—–])\s*(?=(?i:he|she)\b)"
)
_PRONOUN = re.compile(r"(?<![\w'’-])(?P<p>he|she|his|her|He|She|His|Her)(?![\w'’-])")
# "her" that owns what follows ("her height is", "to her address,", "that's her email"), not "write her a note"
_HER_OWNS = re.compile(
    r"\s+(?!(?:a|an|the|some|this|that|my|your|to|and|or|up|out|off|back|in|on|for|with|about|know|feel)\b)"
    r"[a-z][\w'-]*(?:\s+(?!(?:a|an|the|to)\b)[a-z][\w'-]*)?\s*(?:\b(?:is|was|are|were|has)\b|[:,?!.;]|$|[—–])"
)
# a fact clause starts here: the message's start, a sentence's, or after a clause break
_OPENS = re.compile(r"(?:^|[.!?;:,—–]|\s-|\b(?:and|but|because|since|so|as|coz|cos))\s*[\"“(]?$", re.IGNORECASE)
_OWNS_BEFORE = re.compile(r"\b(?:that's|it's|that\s+is|it\s+is|to|at|on|via|from|is)\s*$", re.IGNORECASE)
# another person between the frame and the pronoun: "my sister …", "Amy is …"
_OTHER = re.compile(
    rf"\b(?i:my|our)\s+{_TIE}|(?:^|[.!?]\s+|,\s+)(?!(?:He|She|It|I|They|We|You|Can|Could|Would|Will|What|Which|How|Is|"
    rf"Any|Help|Please|Booking|Saving|Draft|Write|Should|Does|Do|Where|When|Why|Who)\b){NAME}"
    r"(?:'s|\s+(?:is|was|has|had|works|lives|just|turned|got|loves|grew|comes|said)\b)"
)
_MAX_SENTENCES = 3
# where a request said after the fact begins: "…, what bike frame size should I get?", "… — any good day trips
# there?", "… and I'm visiting"
_ASKS = re.compile(
    r",\s+(?=(?i:what|which|how|can|could|would|will|should|shall|is|are|does|do|did|any|anything|where|when|who|"
    r"why|whose|set|remind|update|add|please|help|tell|so\s+maybe|maybe|thoughts|ideas)\b)"
    r"|\s*;\s+(?=(?i:what|which|how|can|could|would|will|should|is|are|does|do|any|please|help)\b)"
    r"|\s+[—–]\s*|\s+-\s+|\s+and\s+(?=I(?:'m|'ll|'ve|'d)?\b)"
)
# a sign-off at the end of the fact clause: "… loves bookbinding thx", "… is very gregarious ty", "… 168 cm please
# Still on …" (a new sentence said without a full stop)
_SIGN_OFF = re.compile(r"\s+(?i:thx|ty|tysm|thanks|thank\s+you|pls|plz|please|cheers|ta|x+)(?:\s*$|\s+(?=[A-Z]))")
# a second thing said of them, after "and": "works as a bellfounder and helped me out", "is a signwriter and on their
# feet all day" — read as a sentence of its own, so the first value does not run on into it
_AND_MORE = re.compile(
    r"\s+and\s+(?=(?:helped|helps|wants|needs|never|always|will|would|can|can't|won't|doesn't|didn't|does|did|just|"
    r"still|keeps|kept|loves|likes|hates|works|lives|is|was|has|had|takes|took|makes|made|gets|got|knows|says|said|"
    r"moved|plays|spends|on\s+(?:their|his|her)\s+feet)\b)"
)


# "Draft a follow-up to x@y.com, it's Isaura's work address", "… 0161 555 0199. That's his number": whose a contact
# value is, said in the clause after it
_WHOSE_NEXT = re.compile(
    rf"\s*[,.;?]\s*(?=(?i:it's|that's|it\s+is|that\s+is|this\s+is)\s+(?:(?!(?i:not|never)\b)[^.?!,;]){{1,40}}?['’]s\s+"
    rf"(?:[\w-]+\s+){{0,2}}?(?i:{CONTACT})(?!\w))"
)


def framed_en(text: str) -> str:
    """`text` with each frame naming a person around a request dropped and the pronoun after it said as that person,
    and a contact value whose owner the next clause says joined to that clause (see the module docstring); as said
    when there is neither."""
    return _whose_next(_framed(text))


def _whose_next(text: str) -> str:
    """ "Draft a follow-up to x@y.com, it's Isaura's work address": the value and whose it is, one clause ("x@y.com —
    it's Isaura's work address"), as the contact readers read it."""
    values = [*EMAIL_AT.finditer(text), *PHONE_AT.finditer(text)]
    for value in values:
        joint = _WHOSE_NEXT.match(text, value.end())
        if joint is None:
            continue
        # "a text to 555-201-3344 or 555-201-9999? it's my aunt Jo's number": which of the two is hers is unsaid
        opened = max((m.end() for m in re.finditer(r"[.?!;]", text[: value.start()])), default=0)
        if any(opened <= other.start() < value.start() for other in values if other is not value):
            return text
        return text[: value.end()] + " — " + _whose_next(text[joint.end() :])
    return text


def _framed(text: str) -> str:
    if not re.search(r"[:—–]|\s-\s", text):
        return text
    frames = [(m, False) for m in _FRAME.finditer(text)] + [(m, True) for m in _AFTER.finditer(text)]
    if not frames:
        return text
    frames.sort(key=lambda fm: fm[0].start("f"))
    out: list[str] = []
    at = 0
    for i, (m, after) in enumerate(frames):
        if m.start("f") < at:
            continue
        end = frames[i + 1][0].start("f") if i + 1 < len(frames) else len(text)
        stretch = text[m.end() : end]
        carried = _carried(m, stretch)
        if carried is None:
            continue
        # "write a thank-you card — it's for Aunt Mo, she …": the request, then the fact
        out.append(_own_sentence(text[at : m.start()]) if after else text[at : m.start("f")])
        out.append(carried)
        at = end
    out.append(text[at:])
    return "".join(out)


def _carried(m: re.Match[str], stretch: str) -> str | None:
    """`stretch` (what follows the frame up to the next one) with its first fact clause's pronoun said as the one the
    frame names; None when no pronoun in reach can be theirs."""
    tie = m["r1"] or m["r2"] or m["r3"]
    name = m["n1"] or m["n2"] or m["n3"] or (f"{m['k']} {m['n4']}" if m["k"] else "")
    if not (tie or name):
        return None
    who = f"my {tie.lower()} {name}".strip() if tie else name
    gender = relation_gender(tie) if tie else ""
    for p in _PRONOUN.finditer(stretch):
        before = stretch[: p.start()]
        if len(re.findall(r"[.!?](?:\s|$)", before)) >= _MAX_SENTENCES or _OTHER.search(before):
            return None
        word = p["p"].lower()
        mine = word in ("he", "she") and _OPENS.search(before)
        owns = word == "his" or (word == "her" and _HER_OWNS.match(stretch, p.end()))
        owned = owns and (_OPENS.search(before) or _OWNS_BEFORE.search(before))
        if not (mine or owned):
            continue
        if gender and gender != ("m" if word in ("he", "his") else "f"):
            return None
        said = who if mine else f"{who}'s"
        if owned and not _OPENS.search(before):  # "send the minutes to his address, …": inside the request
            return before + said + stretch[p.end() :]
        return _own_sentence(before) + _cap(said) + _fact_only(stretch[p.end() :], _cap(who))
    return None


def _own_sentence(before: str) -> str:
    """The request before a carried fact clause, ended as a sentence of its own ("Help me plan a leaving do — he was
    promoted …": the request and the fact, two sentences, as the clause rules read them)."""
    kept = re.sub(r"\s*(?:[,;:—–]|\s-|\band)?\s*[\"“(]?$", "", before)
    if not kept:
        return ""
    return kept + ("" if kept.endswith((".", "!", "?")) else ".") + " "


def _fact_only(rest: str, who: str) -> str:
    """`rest`, what follows the carried person in their fact clause, with the request said after the fact ended as a
    sentence of its own ("… is 5'3", is an exit row worth it?": "… is 5'3". Is an exit row worth it?") and a sign-off
    dropped ("… loves bookbinding thx!"); a second thing said of them after "and" said as a sentence about `who`."""
    end = re.search(r"[.!?](?=[\s\"”')]|$)", rest)
    at = end.start() if end else len(rest)
    clause, tail = rest[:at], rest[at:]
    cut = _ASKS.search(clause)
    if cut is not None:
        clause, tail = clause[: cut.start()], ". " + _cap(clause[cut.end() :]) + tail
    clause = _SIGN_OFF.sub(lambda m: ". " if m.end() < len(clause) else "", clause)
    more = _AND_MORE.search(clause)
    if more is not None:  # "… and on their feet all day" is no clause of its own: it is left out
        said = "" if clause.startswith("on ", more.end()) else f". {who} {clause[more.end() :]}"
        clause = clause[: more.start()] + said
    if not tail.startswith((".", "!", "?")):
        tail = "." + (" " if tail and not tail[0].isspace() else "") + tail
    return clause + tail


def _cap(said: str) -> str:
    return said[:1].upper() + said[1:]
