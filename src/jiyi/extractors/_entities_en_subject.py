"""Who an English clause opens with (issue #21): "my sister Amy …", "Jake, my manager, …", "Sarah (my roommate) …",
"I report to Megan …", "my mother's brother Rob …", "Name: Carla Mendes", a bare name before a verb, a place named by
where it is. `clause_subject` returns the draft the clause is about and the rest of the clause, or None.
"""

from __future__ import annotations

import re

from .._entity_models import EntityKind
from .._entity_words import is_pet
from ._entities import Draft, Sentence
from ._entities_en_facts import NAME, NATIONALITY, predicate
from ._entities_en_profile import LABEL_ASIDE_EN, LABEL_EN, LABEL_SEP_EN
from ._entities_en_words import (
    ASIDE_TIE_EN,
    HEADER,
    MOD,
    NOT_A_NAME,
    REL_EN,
    TRADE_EN,
    VERB,
    chained_tie,
    pinyin_name,
)
from ._entities_more import ONE_OF_EN, singular_en
from ._rules_common import find_tools, is_place

__all__ = ["OWNED", "_open", "clause_subject", "name_ok", "restrictive_en"]

_I = re.IGNORECASE
# "Tom's wife …": the tie after a possessive
OWNED = re.compile(rf"^'s\s+(?P<r>{MOD}{REL_EN})\b\s*(?P<rest>.*)$", _I)
_PLACE = re.compile(
    r"^the\s+(?P<what>(?:[\w-]+\s+){0,2}?(?:coffee\s+shop|cafe|café|restaurant|bakery|gym|bar|pub|store|shop|"
    r"supermarket|bookstore|pharmacy|clinic|park|diner|deli|salon|library))\s+(?P<where>(?:near|next\s+to|"
    r"across\s+from|downstairs\s+from|below|by|around\s+the\s+corner\s+from|on\s+the\s+corner\s+of)\s+(?:my|our)\s+"
    r"\w+(?:\s+\w+)??)\s+(?P<rest>(?:is|are|was|has|opens|closes|sells|makes|serves|just|only)\b.+)$",
    _I,
)


# "Jake, my manager, …" / "Sarah (my roommate) …" / "Tom is my friend …" / "my sister …" / "Tom loves …"
# ("Meet Priya Moreno, my cousin; she …": the apposition may close the clause)
# ("Liam, aka my stepbrother, …", "Kev Lee = my trainee he …", "then there's Tom, who's my boss - he …": the same)
_APPOSITION = re.compile(
    rf"^(?i:(?:and\s+)?(?:then\s+)?there(?:'s|’s|\s+is)\s+(?:also\s+)?)?(?P<n>{NAME})(?:,\s+(?:{ASIDE_TIE_EN})?|\s*=\s*)(?:my|our)\s+(?P<r>{MOD}{REL_EN})\b(?!['’])"
    rf"(?:\s+at\s+(?P<at>(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*){{0,2}}))?"
    r"(?:(?:,|\s+-)\s+(?P<rest>.+)|\s+(?P<then>(?:he|she|they|his|her|their)\b.+)|(?P<note>\s*[:—–]\s*.+)|\s*$)"
)
_IN_PARENS = re.compile(rf"^(?P<n>{NAME})\s*\((?:my|our)\s+(?P<r>{MOD}{REL_EN})\)[\s.,]*(?P<rest>.*)$")
_NAME_IS_MY = re.compile(
    rf"^(?P<n>{NAME})(?:\s+is|'s)\s+(?:(?:my|our)\s+(?P<r>{MOD}{REL_EN})\b(?!['’])|(?:a|an)\s+(?P<r2>{MOD}{REL_EN})\s+of\s+"
    r"(?:mine|ours)\b)(?:,?\s*(?P<rest>.*))?$"
)
# "Sarah is one of my friends", "Dan is one of our interns": the relation said in the plural
_ONE_OF_MY = re.compile(
    rf"^(?P<n>{NAME})(?:\s+is|'s)\s+one\s+of\s+(?:my|our)\s+(?P<r>{MOD}{REL_EN}|{MOD}[\w-]+(?=ies))(?:e?s|ies)\b"
    r"(?:,?\s*(?P<rest>.*))?$"
)
# "Another friend of mine, Victor Hale, moved to Madrid" / "Victor, an old friend of mine, lives in Oslo"
_OF_MINE = re.compile(
    rf"^(?:(?:another|a|an|one)\s+(?P<r>{MOD}{REL_EN})\s+of\s+(?:mine|ours),\s*(?P<n>{NAME}),?"
    rf"|(?P<n2>{NAME}),\s+(?:another|a|an|one)\s+(?P<r2>{MOD}{REL_EN})\s+of\s+(?:mine|ours),)\s*(?P<rest>.+)$",
    _I,
)
# "A friend of mine Jess is a nurse": the name unpunctuated, known by its capital (so read case-sensitively)
_OF_MINE_BARE = re.compile(
    rf"^(?i:another|a|an|one)\s+(?P<r>(?i:{MOD}{REL_EN}))\s+(?i:of\s+(?:mine|ours))\s+(?P<n>{NAME})\s+"
    r"(?P<rest>(?i:is|was|works|lives|just|has|had|got|moved|turned|teaches|loves)\b.+)$"
)
# The relation said as what someone does with the user: "Tom Becker is on my team", "Grace, who reports to me, …"
_WITH_ME = (
    (r"(?:is on|is part of|joined|works on)\s+(?:my|our)\s+team(?:\s+(?:too|as well|also))?", "team member"),
    (r"(?:reports to me|works for me|works under me)", "direct report"),
    (r"(?:works with me|and I work together)", "colleague"),
)
_DOES_WITH_ME = tuple(
    (re.compile(rf"^(?P<n>{NAME})(?:,\s*who)?\s+{verb}\b,?\s*(?P<rest>.*)$"), rel) for verb, rel in _WITH_ME
)
# "I report to Megan Ortiz; she …", "I work with a guy named Tom Becker who is 29": the tie said from the user's side
_I_DO_WITH = (
    (r"(?:report\s+to|work\s+(?:for|under)|answer\s+to)", "boss"),
    (r"(?:manage|supervise|oversee)", "direct report"),
    (r"(?:work\s+(?:with|alongside)|share\s+an\s+office\s+with|sit\s+next\s+to)", "colleague"),
)
_A_PERSON_NAMED = (
    r"(?:(?:a|an|this|some)\s+(?:\w+\s+)?(?:guy|man|woman|lady|girl|person|fellow|dude|gal)\s+(?:named|called)\s+)?"
)
_I_DO = tuple(
    (re.compile(rf"^(?i:i|we)\s+{verb}\s+{_A_PERSON_NAMED}(?P<n>{NAME})(?:,?\s+who\b|,)?\s*(?P<rest>.*)$", _I), rel)
    for verb, rel in _I_DO_WITH
)
# "My manager is a woman named Megan Ortiz", "One of my colleagues is called Tom Becker"
_REL_NAMED = re.compile(
    rf"^(?:(?i:my|our)\s+(?P<r>(?i:{MOD}{REL_EN}))|(?i:one\s+of\s+my\s+)(?P<rs>[a-z][\w-]+s))\s+(?i:is)\s+"
    rf"(?:(?i:a|an)\s+(?:\w+\s+)?(?i:guy|man|woman|lady|girl|person|fellow)\s+)?(?i:named|called)\s+(?P<n>{NAME})"
    r"(?:,?\s+who\b|,)?\s*(?P<rest>.*)$"
)
# "There's this guy at work, Tom Becker, who is 29": a colleague, by where the user knows them from
_AT_WORK_PERSON = re.compile(
    rf"^(?:(?i:there's|there\s+is)\s+)?(?i:this|a)\s+(?i:guy|man|woman|lady|girl|person)\s+(?i:at\s+work|in\s+my\s+office|"
    rf"on\s+my\s+team),?\s+(?:(?i:named|called)\s+)?(?P<n>{NAME}),?\s+(?:(?i:who)\b\s*)?(?P<rest>.*)$"
)
_KIN_NAME = re.compile(
    rf"^(?P<r>Uncle|Aunt|Auntie|Aunty|Cousin|Grandma|Grandpa|Granny|Nana)\s+(?P<n>{NAME})\b(?!['’])(?P<rest>.*)$"
)
# "One of my colleagues, Rhea Das, is from Pune"
_ONE_OF_COMMA = re.compile(
    rf"^(?i:one\s+of\s+(?:my|our)\s+)(?P<r>(?i:[a-z][\w-]*(?:\s+[a-z][\w-]*)?)),\s*(?P<n>{NAME}),\s*(?P<rest>.+)$"
)
_MY_REL = re.compile(rf"^(?:my|our)\s+(?P<r>{MOD}{REL_EN})\b(?P<rest>.*)$", _I)
# "the plumber Gav …", "the electrician, Raj, …": a trade the user deals with, named, is theirs as "our plumber" is
# "the boss, Ken, …", "the wife Jo …": a tie said with "the" is the user's, when a name is set beside it
_THE_TIES = r"boss|manager|supervisor|team\s+lead|line\s+manager|intern|trainee|wife|husband|missus|hubby|gaffer"
_NAME_THE_TIE = re.compile(rf"^(?P<n>(?-i:{NAME})),\s+(?i:the)\s+(?=(?i:{TRADE_EN}|{_THE_TIES}),)")
_THE_TRADE = re.compile(rf"^(?i:the)\s+(?=(?i:{TRADE_EN}|{_THE_TIES})(?:\s+|,\s*)(?-i:{NAME})\b)")
_REL_IS_NAME = re.compile(rf"^\s*(?:is|'s)\s+(?P<n>{NAME})\b(?!['’])\s*(?P<rest>,.*)?$")
# "my sister-in-law is Sheffield, Yorkshire born and bred": a town and its county, or "Jane, Yorkshire born and
# bred", a name and an aside; said alike, so only the county is read, and no name
_BRED_TAIL = re.compile(
    r"^,\s*(?P<p>(?=(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*){0,2}(?:\s+born\s+and\s+(?:bred|raised)|"
    r"\s+(?:bred|raised)\s+and\s+(?:born|bred)|\s+through\s+and\s+through)\b).*)$",
    _I,
)
# what "my boss is …" says that is no name: where they are from, their faith
_NOT_A_NAME_IS = re.compile(
    rf"^(?i:{NATIONALITY}|catholic|christian|muslim|jewish|buddhist|hindu|mormon|protestant|atheist|asian|african|"
    r"european|latino|latina|hispanic|black|white|gay|straight|married|single|retired|fine|okay|ok|great|here|back|"
    r"home|away|sick|busy|pregnant|divorced|engaged)\b"
)
_REL_NAME = re.compile(rf"^\s*(?P<n>{NAME})\b\s*(?P<rest>.*)$")
_REL_PAREN_NAME = re.compile(rf"^\s*\((?P<n>{NAME})\)\s*(?P<rest>.*)$")  # "my boss (Ines) is 45"
_REL_COMMA_NAME = re.compile(rf"^,\s*(?P<n>{NAME})(?:,\s*(?P<rest>.*)|(?P<note>\s*(?::|—|–)\s*.*)|$)")
# A "'s" that is "is" ("Mark's from Cork", "my mom's about 5'4\"", "my cousin's really outgoing"), not a possessive
_IS_WORD = (
    r"(?i:from|originally|about|around|like|roughly|almost|nearly|only|just|already|really|very|so|super|pretty|quite|always|"
    r"probably|maybe|definitely|now|still|also|based|working|in|at|over|a|an|the|tall|short|kind|such|"
    # and of "has" ("my boss's got a PhD", "my boss's been a nurse"), or before a verb's -ing ("'s gonna be 35")
    r"gonna|going|got|been|getting|living|doing|turning|studying|moving|not|never)"
)
_BARE_NAME = re.compile(
    rf"^(?P<n>{NAME})(?P<rest>(?:'s)?\s+{VERB}\b.*|'s\s+{MOD}{REL_EN}\b.*"
    rf"|,\s*(?i:aged\s+)?\d{{1,2}},\s+{VERB}\b.*|,\s*(?i:a|an)\s+[^,;]{{2,60}},\s+{VERB}\b.*|,\s*(?i:aged\s+)?\d{{1,2}}(?:,\s*\S.*|\s*$)|\s*(?::|—|–|\s-\s)\s*\S.*|\s*\([^()]{{1,60}}\)\s*(?:\s{VERB}\b|[:—–]|\s-\s).*"
    r"|'s\s+(?:\d{1,3}\b|highest\s|favou?rite\s|job\s|degree\s|nickname\s).*"
    rf"|'s\s+{_IS_WORD}\s.*"
    rf"|'s\s+(?i:{LABEL_EN})\s*(?i:{LABEL_SEP_EN})\s.*)$"
)


# "Amy (from Leeds) is my best friend", "Callum (from Glasgow), my flatmate, …": a note in brackets after a name
# (as `_entities_en_refs` writes "Leeds-born Amy"), read of whoever the clause opens with once it is set aside
_NOTED_NAME = re.compile(
    rf"^(?P<n>{NAME})\s*\((?P<x>(?:from|studied\s+at|based\s+in)\s[^()]{{1,40}})\)(?P<rest>(?:,|\s+is\b|'s\b).*)$"
)


def clause_subject(c: str, state: Sentence) -> tuple[Draft, str] | None:
    """The entity a clause opens with, and the rest of the clause; None when it opens with none."""
    noted = _NOTED_NAME.match(c)
    if noted:
        got = _said_subject(noted["n"] + noted["rest"], state)
        if got is not None and got[0].kind == "person" and got[0].name == noted["n"]:
            predicate(got[0], noted["x"] if noted["x"].startswith("studied") else f"is {noted['x']}", state, False)
            return got
    return _said_subject(c, state)


def _said_subject(c: str, state: Sentence) -> tuple[Draft, str] | None:
    c = _NAME_THE_TIE.sub(r"\g<n>, my ", c, count=1)  # "Ken, the boss, …": Ken, my boss
    m = _APPOSITION.match(c) or _IN_PARENS.match(c) or _NAME_IS_MY.match(c) or _ONE_OF_MY.match(c)
    if m and name_ok(m["n"]):
        d = _open(state, m["n"], m["r"] or m.groupdict().get("r2") or "")
        if m.groupdict().get("at") and d.kind == "person":  # "Megan Ortiz, my manager at Dell, …"
            predicate(d, f"works at {m['at']}", state, False)
        return d, m["rest"] or m.groupdict().get("then") or m.groupdict().get("note") or ""
    for pattern, relation in (*_DOES_WITH_ME, *_I_DO):
        m = pattern.match(c)
        if m and name_ok(m["n"]):
            rest = m["rest"].strip()
            return _open(state, m["n"], relation), ("is " + rest if re.match(r"^\d", rest) else m["rest"])
    m = _REL_NAMED.match(c) or _AT_WORK_PERSON.match(c)
    if m and name_ok(m["n"]):
        rel = m.groupdict().get("r") or (singular_en(m["rs"]) if m.groupdict().get("rs") else "colleague")
        if re.fullmatch(REL_EN, rel, _I):
            return _open(state, m["n"], rel), m["rest"]
    m = _OF_MINE.match(c) or _OF_MINE_BARE.match(c)
    if m and name_ok(m["n"] or m.groupdict().get("n2") or ""):
        return _open(state, m["n"] or m["n2"], (m["r"] or m["r2"]).lower()), m["rest"]
    m = _MY_REL.match(_THE_TRADE.sub("our ", c, count=1))
    if m and not m["rest"].startswith(("s ", "s,")):
        rest = m["rest"].strip()
        # "My supervisor at work, Megan, …", "my cousin on my mom's side, Dana, …": where the tie is from
        rest = re.sub(
            r"^(?i:at\s+work|at\s+the\s+office|from\s+(?:work|marketing|sales|accounting|finance|hr|it|engineering)|"
            r"on\s+(?:my|our)\s+(?:mom|mum|dad|mother|father)['’]s\s+side|in\s+(?:my|our)\s+(?:team|department|office))"
            r"(?=,\s*[A-Z])",
            "",
            rest,
        )
        chain = re.match(
            rf"^['’]s\s+(?P<r>{MOD}{REL_EN})\b(?:,?\s+(?P<n>(?-i:{NAME}))\b(?!['’]))?,?\s*(?P<rest>.*)$", rest, _I
        )
        tie = chained_tie(m["r"], chain["r"]) if chain else ""
        if chain and tie and (not chain["n"] or _rel_name_ok(chain["n"])):  # "my mother's brother Rob": an uncle
            return _open(state, chain["n"] or "", tie), chain["rest"]
        if rest.startswith("'s") and OWNED.match(rest):
            return _open(state, "", m["r"]), rest  # "my sister's husband …": read as the sister's husband
        if (
            rest.startswith("'s")
            and not re.match(
                r"^'s\s+(?:a|an|from|in|allergic|married|\d+|birthday|name|(?:full|real|legal|last|family)\s+name|surname|"
                r"favou?rite\s+(?:thing|hobby|pastime|activity))\b",
                rest,
            )
            # "my mum's hometown, fyi: Leeds": a word to the listener between label and value
            and not re.match(rf"^'s\s+(?:{LABEL_EN}{LABEL_ASIDE_EN}\s*{LABEL_SEP_EN}|{_IS_WORD})\s", rest, _I)
        ):
            return None  # "my sister's husband …": about someone else
        # "my sister Amy …" / "my sister, Amy, …"; "my girlfriend, Toby and I …" is a list, not a name
        named = _REL_NAME.match(rest) or _REL_COMMA_NAME.match(rest) or _REL_PAREN_NAME.match(rest)
        if named and _rel_name_ok(named["n"]) and not re.match(r"^(?:Is|Was|Has)$", named["n"]):
            return _open(state, named["n"], m["r"]), named["rest"] or named.groupdict().get("note") or ""
        named = _REL_IS_NAME.match(rest)
        if named and name_ok(named["n"]) and not _NOT_A_NAME_IS.match(named["n"]):
            bred = _BRED_TAIL.match(named["rest"] or "")
            if bred:
                return _open(state, "", m["r"]), "is " + bred["p"]
            return _open(state, named["n"], m["r"]), named["rest"] or ""  # "My boss is Owen Sato"
        return _open(state, "", m["r"]), rest
    m = ONE_OF_EN.match(c) or _ONE_OF_COMMA.match(c)
    if m and name_ok(m["n"]) and re.fullmatch(REL_EN, singular_en(m["r"]), _I):  # "One of my buddies is Raj"
        return _open(state, m["n"], singular_en(m["r"])), m["rest"] or ""
    m = re.match(
        rf"^(?i:(?:i|we)(?:'ve|\s+have)?\s+(?:have|had|got)\s+(?:a|an|one)\s+(?P<r>{MOD}{REL_EN})(?:\s+(?:named|called)|,))\s+"
        rf"(?P<n>{NAME})\b"
        r",?\s*(?:who\s+)?(?P<rest>.*)$",
        c,
    )
    if m and name_ok(m["n"]):  # "I have a sister named Amy", "we got a puppy called Bella"
        return _open(state, m["n"], m["r"]), m["rest"]
    m = re.match(rf"^(?i:(?:i|we)\s+(?:just\s+)?met)\s+(?P<n>{NAME})(?:\s+(?P<w>(?:at|in|through|on)\s+[^,;]+))?$", c)
    if m and name_ok(m["n"]):
        d = state.open(m["n"], kind="person", relation="", language="en")
        if m["w"]:
            d.add_fact("note", f"met {m['w']}", "met", correction=False)
        return d, ""
    m = _PLACE.match(c)
    if m:
        rel = f"{m['what']} {m['where']}"
        return state.open("", kind="place", relation=rel, language="en"), m["rest"]
    # a held name where it ends: "Tom Lee" is not "Tom" when only Tom is known
    said = [k for k in state.known if k[:1].isupper() and re.match(rf"{re.escape(k)}(?:'s)?\s(?![A-Z])", c)]
    if said:  # a name the user's world holds, or one said just before, whatever verb follows it
        name = max(said, key=len)
        found = state.find(name)
        if found is None:  # kept only when something attaches to it, as any bare name
            found = Draft(name=name, language="en", weak=True, held=True)
            state.drafts.append(found)
        return found, c[len(name) :]
    m = re.match(rf"^(?i:(?:full\s+)?name)\s*[:—–=-]\s*(?P<n>{NAME})$", c)
    if m and name_ok(m["n"]):  # "Name: Carla Mendes", the head of a form the next lines fill
        return state.open(m["n"], kind="person", relation="", language="en"), ""
    m = _KIN_NAME.match(c)
    if m and name_ok(m["n"]):  # "Uncle Rob works in Denver": the relation said as a title before the name
        return _open(state, m["n"], m["r"].lower()), m["rest"]
    m = _BARE_NAME.match(c)
    if m and re.match(r"^\s*(?::|—|–|\s-)", m["rest"]) and re.fullmatch(rf"{LABEL_EN}|{HEADER}", m["n"], _I):
        m = None  # "Email: …", "Note — …": a form's label or a heading, not a name
    if m and name_ok(m["n"]) and not find_tools(m["n"]):
        if m["n"].lower() in ("mom", "dad", "mum", "mommy", "daddy"):
            return _open(state, "", m["n"].lower()), m["rest"]
        found = state.find(m["n"])
        if found is not None:
            return found, m["rest"]
        kind: EntityKind = "place" if is_place(m["n"]) else "person"
        d = Draft(name=m["n"], kind=kind, language="en", weak=True)
        state.drafts.append(d)
        return d, m["rest"]
    return None


def _open(state: Sentence, name: str, relation: str) -> Draft:
    relation = re.sub(r"^(?:other|another)\s+", "", relation.strip().lower())  # "my other colleague": a colleague
    kind: EntityKind = "pet" if is_pet(relation) else "person"
    return state.open(name, kind=kind, relation=relation, language="en")


# Months that are given names too: after a relation word ("my grandma June") they are the name
_MONTH_NAMES = frozenset({"april", "may", "june", "august"})


def _rel_name_ok(name: str) -> bool:
    """A name said right after a relation word: any name, and a month that is a given name too."""
    first = name.split()[0].lower()
    # ("my husband Jianping": a Chinese given name in pinyin, whatever it ends in)
    pinyin = pinyin_name(name, given_alone=True) and first not in NOT_A_NAME and not is_place(name)
    return name_ok(name) or (first in _MONTH_NAMES and not is_place(name)) or pinyin


def name_ok(name: str) -> bool:
    """True when a capitalised English word may be a person's name by its shape."""
    first = name.split()[0].lower()
    # "Having …", "Started …": a capitalised word at a sentence's start is not a name by its shape (Ted, Emily are)
    # ("Jianping Liu", "Meiling Chen": a Chinese given name in pinyin ends in -ing too, and a surname follows it)
    verb_shaped = len(first) > 5 and re.search(r"(?:ing|ed)$", first) is not None and not pinyin_name(name)
    return first not in NOT_A_NAME and not is_place(name) and not verb_shaped


# The verb a clause's own predicate opens with, after a relative clause that has no commas around it
_MAIN_VERB = re.compile(
    r"(?:is|was|'s|has|had|turned|turns|just|works|worked|lives|lived|moved|got|gets|loves|likes|became|teaches|"
    r"studies|owns|runs|plays|speaks|grew|comes|went|retired|passed|will|can|can't|doesn't|isn't|never|stands)$",
    _I,
)
_WHO_SUBJECT = re.compile(r"(?:i|you|we|they|he|she|my|your|our|his|her|their|everyone|everybody|people)$", _I)


def restrictive_en(rest: str) -> tuple[str, str] | None:
    """ "who lives in Texas is 70" after "my uncle": the relative clause ("lives in Texas", "" when its own subject
    is someone else: "who I work with") and the clause's own predicate ("is 70"); None when no such split fits.
    The relative clause's object is never the subject of what follows ("Texas is 70")."""
    m = re.match(r"^(?:who|that)(?P<is>['’]s\s+|\s+)(?P<x>[^,;]+)$", rest.strip(), _I)
    if m is None:
        return None
    words = (["is"] if m["is"].strip() else []) + m["x"].split()  # "who's from Ohio": who is from Ohio
    at = [
        i
        for i in range(2, len(words))
        if _MAIN_VERB.match(words[i]) and words[i - 1].lower() not in ("and", "or", "but", "to", "who", "that")
    ]
    if not at:
        return None
    if _WHO_SUBJECT.match(words[0]):  # "who my sister is dating is 35": the clause's own verb comes last
        return "", " ".join(words[at[-1] :])
    return " ".join(words[: at[0]]), " ".join(words[at[0] :])
