"""English rules of the entity mention extractor: who or what a clause is about, and what it says of them.

A clause opens a subject ("my sister Amy …", "Jake, my manager, …", "Sarah (my roommate) …", "I met Lisa at …",
"Tom …", "she …") or continues the one before; the predicate is read by anchored patterns (moved to, lives in,
works at, is a nurse, has a PhD from, is 7, loves, hates, is allergic to …). A clause no pattern covers adds no
fact: a missed fact costs less than a wrong one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .._entity_models import EntityKind
from .._entity_words import PET_HEADS_EN
from ._entities import CORRECTION_EN, Sentence, correct_recent
from ._entities_change import contrasted
from ._entities_en_carry import fragment_en, frame_en, read_fragment, whose_en
from ._entities_en_facts import NAME, predicate
from ._entities_en_kin import HER_KIN_EN, her_kin_en, owned_en, told_kin_en, with_kin_en
from ._entities_en_notes import split_aside_en
from ._entities_en_pair import NAME_VERB, bare_name, shared_subject, two_subjects
from ._entities_en_people import (
    FULL_NAME_OF,
    clause_person,
    full_name,
    group_relation,
    named_in,
    one_per_name,
    past_the_pet,
    who_inside,
)
from ._entities_en_profile import LABEL_EN, POSSESSIVE_LABEL_EN
from ._entities_en_refs import apposed_en, met_en
from ._entities_en_say import noted_en, say_en
from ._entities_en_subject import clause_subject, name_ok, restrictive_en
from ._entities_en_ties import listed_tie_en, shared_tie_en, tie_aside_en, tie_the_named
from ._entities_en_values import AGE_WORDS, bare_value_en
from ._entities_en_words import MOD, NOT_A_NAME, REL_EN, VERB, cased_names, untitled_en
from ._entities_more import (
    LEAD_IN_EN,
    POSSESSIVE_EN,
)
from ._pro_drop import felt_en
from ._referents import PEOPLE_EN
from ._rules_common import find_tools, is_place, strip_edges
from ._rules_en import HELP, HYPOTHETICAL, QUESTION
from ._shape_people import written_to

__all__ = ["read_sentence_en"]

_I = re.IGNORECASE
_CONTINUES = re.compile(
    r"^(?:also\s+|still\s+)?(?:loves|likes|hates|dislikes|enjoys|is|was|has|had|works|lives|moved|plays|speaks|turned)\b",
    _I,
)
_LEAD = re.compile(
    r"^(?:(?:yesterday|today|tonight|recently|lately|so|ok|okay|well|oh|btw|by\s+the\s+way|also|and|anyway|yeah|yes|yep|"
    r"wow|hey|haha|um|uh|honestly|plus|sadly|luckily|unfortunately|i\s+think|i\s+guess|i\s+believe|"
    r"about|speaking\s+of|as\s+for|regarding|talking\s+about|for\s+the\s+record|just\s+so\s+you\s+know|"
    r"guess\s+what|fun\s+fact|fyi|oh\s+and|you\s+know\s+what|in\s+case\s+you\s+(?:were\s+)?wondering|"
    r"quick\s+note|side\s+note|ps|there's|here's|say\s+hi\s+to|"
    r"last\s+(?:week|month|year|night)|this\s+(?:week|month|year|morning))\b,?\s*)+",
    _I,
)
# "Funny thing, my mentor Ken is …", "Get this: my boss is 6'4\"", "Not gonna lie, my sister …": a few words of
# framing set off before the one the clause is about (never a name: "Tom, my brother, is 30"; never someone of the
# user's: "my brother, my cousin Tom and I …")
_FRAME_LEAD = re.compile(
    r"^(?![^,:—-]*\b(?i:my|our|his|her|their)\b)"
    # (never a frame of time or place: "At the party, my cousin Mia danced all night")
    r"(?!(?i:at|in|on|after|before|during|with|for|by|from|since|when|while|to|of|into|over|under|turning|born|based)\b)"
    r"(?:(?i:[a-z]+ly|seriously|listen|look|dude|man|lol|omg|ugh|wait|alright|right|hmm|welp|yo|whoa|wow)"
    r"|[A-Za-z']+(?:\s(?-i:[a-z']+)){1,3})\s*[,:—–-]\s+"
    r"(?=(?i:my|our)\s|(?-i:[A-Z][a-z]+)(?:\s(?-i:[A-Z][a-z]+))?\s+(?:is|'s|was|has|works|lives|grew)\b)"
)
# "Everyone calls Daniel Patel Danny", "we call her Meg": the name a person goes by
_CALLS = re.compile(
    rf"^(?i:(?:but|though|tho|although|and|yet)\s+)?(?i:everyone|everybody|we|people|friends|they|most\s+people)\s+"
    rf"(?i:all\s+)?(?i:calls?|knows?)\s+"
    rf"(?:(?i:my|our)\s+(?P<r>(?i:{MOD}{REL_EN}))\s+)?(?P<n>{NAME}|(?i:him|her))\s+(?:as\s+)?[\"“']?(?P<a>{NAME})[\"”']?$"
)

# "…, but everyone calls her Lexi, …", "(we all call him Bobby)", "…, Lexi for short, …": the same, said aside
_CALLS_ASIDE = re.compile(
    rf"\s*[,(]\s*(?:(?P<c>(?i:(?:but|though|tho|although|and)\s+)?(?i:everyone|everybody|we|people|friends|they|"
    rf"most\s+people)\s+(?i:all\s+)?(?i:calls?)\s+(?i:him|her)\s+[\"“']?{NAME}[\"”']?)|(?P<a>{NAME})\s+(?i:for\s+short))"
    r"\s*[,)]\s*"
)
_AKA = re.compile(rf"(?P<n>{NAME}),?\s+(?i:aka|a\.k\.a\.?),?\s+[\"“']?(?P<a>{NAME})[\"”']?(?![\w'])")

# a line of a list of people: the name, then what is said of them
_LINE = re.compile(rf"^\s*(?:[-*•]\s*|\d+[.)]\s*)?(?P<n>{NAME})\s*(?:,|:|—|–|\s-\s)\s*(?=\S)")
# "I have two kids, Emma is 7 and Jack is 4": how many of a tie, then each of them by name, a clause each
_OWN_VERB = r"(?:['’]s\b|\s+(?:is|was|has|lives|works|turned)\b)"
_SEVERAL_THEN_NAMES = re.compile(
    r"^\s*(?i:i|we)\s+(?i:have|have\s+got|'ve\s+got|got)\s+(?i:two|three|four|five|six|2|3|4|5|6)\s+"
    rf"(?P<r>(?i:{REL_EN}))(?i:s|ren)\s*[,:;—–-]\s*(?P<rest>{NAME}{_OWN_VERB}.*)$"
)
_EACH_NAMED = re.compile(rf"(?:^|(?<=,\s)|(?<=\band\s))(?P<n>{NAME})(?={_OWN_VERB})")
# "Lena is 52. She's from Leeds": the splitter keeps a period after a digit ("1. Buy milk"), a sentence ends there
_AFTER_NUMBER = re.compile(r"(?<=\d)\.\s+(?=[A-Z]|(?:she|he|they|her|his|my|our|so)\b)")  # "… is 5. she loves drawing"


_ASKS_IF = re.compile(
    r"\b(?:ask(?:s|ed|ing)?|wonder(?:s|ed|ing)?|check(?:s|ed|ing)?|not\s+sure|doesn't\s+know|didn't\s+know)\s+"
    r"(?:me\s+|us\s+|him\s+|her\s+)?if\b",
    re.IGNORECASE,
)


# Words to the listener about what is said, which say nothing of anyone: "Like I told you, …", "… if you were
# wondering", "my sister, who you met at the party, …"
_TO_LISTENER = re.compile(
    r"^(?:like|as)\s+i\s+(?:said|told\s+you|mentioned)(?:\s+(?:before|earlier|already))?\s*,\s*"
    r"|^as\s+you\s+(?:know|may\s+know|might\s+know)\s*,\s*"
    r"|,?\s+(?:in\s+case|if)\s+you\s+(?:were|are|was)\s+(?:wondering|curious)\b"
    r"|,?\s+if\s+you\s+must\s+know\b"
    r"|,\s*(?:who|whom)\s+you(?:'ve)?\s+(?:met|know|saw|seen|remember)\b[^,]{0,40},",
    re.IGNORECASE,
)
# "you" said in passing, asking nothing of the assistant: "you'll hear about her a lot", "you know", "mind you"
_PASSING_YOU = re.compile(
    r"\byou(?:'ll|\s+will)\s+hear\b|\b(?:you|ya)\s+know\b|\bmind\s+you\b|\bif\s+you\s+ask\s+me\b|"
    r"\byou(?:'d|\s+would)\s+(?:like|love|get\s+on\s+with)\s+(?:him|her|them)\b",
    re.IGNORECASE,
)


# "Raj (30) and Dev (35) work in Pune", "my neighbour Bill, 70, and his wife Sue, 68, are from Cork": each one's age
# said aside, then what is said of both; read as the pair, then each age of its own
_PAIR_AGES = re.compile(
    rf"(?P<a>(?-i:{NAME}))\s*(?:\((?P<x>\d{{1,2}})\)|,\s*(?P<y>\d{{1,2}}),)\s+and\s+"
    rf"(?P<t>(?:(?:his|her|their|my|our)\s+[a-z-]+\s+)?)(?P<b>(?-i:{NAME}))\s*(?:\((?P<u>\d{{1,2}})\)|,\s*(?P<v>\d{{1,2}}),)"
    r"(?=\s+\w)",
    re.IGNORECASE,
)


def _pair_ages(sentence: str) -> str:
    m = _PAIR_AGES.search(sentence)
    if m is None:
        return sentence
    both = f"{sentence[: m.start()]}{m['a']} and {m['t']}{m['b']}{sentence[m.end() :]}".rstrip(" .!")
    return f"{both}; {m['a']} is {m['x'] or m['y']}; {m['b']} is {m['u'] or m['v']}."


def read_sentence_en(sentence: str, state: Sentence, recent: Sequence[str]) -> None:
    """Read one English sentence into `state`'s drafts (see the module docstring)."""
    sentence = tie_aside_en(sentence)  # "Jake and Rosa, both my neighbors, moved here last year"
    if listed_tie_en(sentence, state):  # "Leo, Mia and Sam are all my cousins"
        return
    tied = shared_tie_en(sentence)  # "Leo is 20, Mia is 24, both my cousins": the tie is each one's
    sentence = tied[0] if tied else sentence
    opened = len(state.drafts)
    _read_tied(sentence, state, recent)
    if tied:
        tie_the_named(state.drafts[opened:], tied[1])


def _read_tied(sentence: str, state: Sentence, recent: Sequence[str]) -> None:
    sentence = _pair_ages(sentence)
    sentence = _TO_LISTENER.sub(lambda m: "," if m[0].startswith(",") and m[0].endswith(",") else "", sentence)
    sentence = cased_names(sentence, state.known)  # "my cousin nora is 27": Nora, when the user's world holds her
    sentence, titled = untitled_en(sentence)  # "Dr. Helen Park": Helen Park; "Aunt Rosa": my aunt Rosa
    several = _SEVERAL_THEN_NAMES.match(sentence)
    if several:  # "I have two kids, Emma is 7 and Jack is 4": my kid Emma is 7 and my kid Jack is 4
        tie = several["r"].lower()
        sentence = _EACH_NAMED.sub(lambda m: f"my {tie} {m['n']}", several["rest"])
    parts = _AFTER_NUMBER.split(sentence) if not re.match(r"^\s*\d{1,2}\.\s", sentence) else [sentence]
    state.recent = recent
    group = group_relation([*recent, *state.before.split("; ")[:-1]] if state.before else recent)  # or said above
    if group:  # "Here are my coworkers:" then "Wes Park, 31, engineer": one of the coworkers
        parts = [_LINE.sub(lambda m: f"{m['n']}, my {group}: ", parts[0], count=1), *parts[1:]]
    for part in parts:
        _read_sentence(part, state, recent)
    for d in state.drafts:
        for alias in titled.get(d.name, []):
            d.add_alias(alias)


def _read_sentence(sentence: str, state: Sentence, recent: Sequence[str]) -> None:
    s = frame_en(LEAD_IN_EN.sub("", strip_edges(sentence)))  # "Let me tell you about my cousin Amy": about Amy
    turned = _VALUE_FIRST.match(s)
    if turned and "?" not in sentence:  # "Lyon is my colleague Hugo's hometown": said the usual way round
        who = f"{turned['who']}'s" if turned["who"] else turned["own"]
        s = f"{who} {turned['l']} is {turned['v']}"
    s = re.sub(rf"\b((?i:her|his|their)\s+(?i:{LABEL_EN}))['’]s\s+(?=[\w(+])", r"\1 is ", s)  # "her number's …"
    framed = _AS_FOR.match(s)
    if framed:  # "For work, Nora goes to Cambridge": said of Nora, with what the frame says kept at the end
        s = s[framed.end() :] + (" for work" if re.match(r"(?i:for\s+work|work-wise)", s) else "")
    if "?" not in sentence and _reach(s, state, correction=False):  # "you can reach her at …" asks nothing
        state.before += s + "; "
        return
    s = LEAD_IN_EN.sub("", _LEAD.sub("", s))  # "Just so you know, …" is no request to the assistant
    if not CORRECTION_EN.match(s):  # ("Scratch that, Amy lives in Oslo" is a correction, not framing)
        s = _FRAME_LEAD.sub("", s)
    asked = re.sub(
        r"^(?i:(?:have|did)\s+you\s+)?(?i:ever\s+)?(?i:met|meet|heard\s+(?:of|about)|remember|know)\s+", "", s
    )  # "Ever met my uncle Marcus? He's 61", "Remember my cousin Dana?"
    if sentence.rstrip().endswith("?") and (_topic(s.rstrip("? "), state) or _topic(asked.rstrip("? "), state)):
        return  # "Marcus? He's from Cleveland"
    # "my mom keeps asking if I've met anyone": an "if" a verb of asking takes says what is asked, supposes nothing
    supposed = HYPOTHETICAL.search(_ASKS_IF.sub(" ", s))
    # "is from Ohio", "did her degree at Leeds" (no "?", no one after the verb): a fragment going on about someone
    fragment = bool(re.match(r"(?i:is|was|did)\s", s) and fragment_en(s))
    # ("Was super nervous when I told my boss Helen Marsh, she's 170 cm": a feeling said with no "I" asks nothing)
    asks = QUESTION.search(s) and not fragment and not felt_en(s)
    if not s or "?" in sentence or asks or supposed or HELP.search(_PASSING_YOU.sub(" ", s)):
        # "Declan had an interview. I think it went okay? he is fussy": a doubt that brings no one up leaves the
        # one talked of where they were
        if not s or _antecedent(s) or re.search(r"\b(?i:she|he|her|him|his|they|them)\b", s):
            state.subject = None
        state.before += s + "; "
        return
    correction = False
    m = CORRECTION_EN.match(s)
    if m:
        correction, s = True, s[m.end() :]
        bare = bare_value_en(s, NAME)
        if bare:
            correct_recent(bare, recent, state, language="en")
            return
    s, contrast = contrasted(s, "en")  # "she's 29 not 28": 29, said against the 28 it replaces
    correction = correction or contrast
    # "Spoke with my uncle Ray last night, he's 70": a pronoun with a verb of its own starts a clause ("He's 6'1\",
    # she's 5'5\"" stays one, for whom each pronoun is to be read side by side)
    # "my friend Alexandra, but everyone calls her Lexi, lives in Austin": the name she goes by, said aside, is
    # read after the clause it interrupts ("… lives in Austin; everyone calls her Lexi")
    aside = _CALLS_ASIDE.search(s)
    if aside and aside.end() < len(s):
        said = re.sub(r"^(?i:(?:but|though|tho|although|and)\s+)", "", aside["c"] or f"everyone calls her {aside['a']}")
        head = s[: aside.start()]  # "my stepdad, Mike, but we call him Mikey, …": the name set off stays so
        comma = "," if re.search(rf",\s*{NAME}$", head) else ""
        s = f"{head}{comma} {s[aside.end() :]}; {said}"
    aka = _AKA.search(s)  # "my best friend Elizabeth aka Liz works at Google"
    if aka:
        after = s[aka.end() :]
        if "," in aka[0].split("aka")[0] and after.startswith(","):  # "Robert, aka Bobby, is …": set off by two commas
            after = after[1:]
        s = f"{s[: aka.start()]}{aka['n']}{after}; everyone calls her {aka['a']}"
    cut = "" if re.match(r"(?i:she|he|they)\b", s) else rf"|,\s+(?=(?i:she|he)(?:['’]s\s|\s+{NAME_VERB}\b))"
    cut += rf"|,\s+(?=(?i:her|his)\s+(?i:{MOD}{REL_EN})\s+(?:{NAME}\s+)?{NAME_VERB}\b)"  # ", her son is 12"
    # "…, writing this down so i don't lose it his number is …": a run-on's next clause, about him (not "I asked
    # what her job is")
    cut += rf"|(?<=[a-z]){_NOT_ASKED}\s+(?=(?i:her|his)\s+(?i:{LABEL_EN})\s+(?i:is|are)\s+\S)"
    for clause in re.split(rf"\s*;\s*|,\s+but\s+|\s+but\s+{cut}", s):
        for part in two_subjects(clause):
            _clause(strip_edges(part), state, correction)


_NOT_ASKED = "".join(
    rf"(?<!\b{w})" for w in ("what", "where", "when", "how", "who", "if", "whether", "of", "to", "about", "and", "or")
)
_VALUE_FIRST = re.compile(
    rf"^(?P<v>[^\s,;][^,;]{{0,40}}?)\s+(?:is|was)\s+(?:(?P<who>(?:(?i:my|our)\s+(?i:{MOD}{REL_EN})\s+)?{NAME}|"
    rf"(?i:my|our)\s+(?i:{MOD}{REL_EN}))['’]s|(?P<own>(?i:her|his|their)))\s+(?P<l>(?i:{LABEL_EN}))$"
)
# "Personality-wise, Nora is calm", "In her spare time, Nora likes …", "For work, Nora goes to …": a frame before
# the one the clause is about
_AS_FOR = re.compile(
    r"^(?i:[a-z]+-wise(?=,?\s)|in\s+(?:her|his|their)\s+(?:spare|free|down)\s+time|on\s+(?:the\s+)?weekends|"
    r"for\s+fun|for\s+work|work-wise|professionally|these\s+days|nowadays|"
    # "for emails she uses …", "for calls, Raj uses …": which way to reach them the value is for
    r"for\s+(?:e-?mails?|calls|texts|phone\s+calls|texting|calling)|by\s+e-?mail),?\s+(?=[A-Z]|(?i:my|our|she|he)\b)"
)


def _topic(s: str, state: Sentence) -> bool:
    """ "Marcus?", "My colleague Sara Novak?", "Nora's age?": a person (and what of them) named as the topic of
    what follows, asked of no one; the answer is the next sentence ("Nora's age? 27.")."""
    label = re.fullmatch(rf"(?:(?P<who>.+?)['’]s|(?P<own>(?i:her|his|their)))\s+(?i:{LABEL_EN})", s)
    if label and label["own"]:
        if state.subject is None and state.pronoun_draft("en", _antecedent) is None:
            return False
        state.subject = state.subject or state.drafts[-1]
        state.before += s + "?; "
        return True
    if label:
        s = label["who"]
    if not s or not ((re.fullmatch(NAME, s) and name_ok(s)) or re.match(r"^(?i:my|our)\s", s)):
        return False
    scratch = Sentence(drafts=list(state.drafts), subject=state.subject, before=state.before, known=state.known)
    found = clause_subject(s, scratch) or bare_name(s, scratch)
    if found is None or found[1].strip() or found[0].kind != "person":
        return False
    state.drafts[:] = scratch.drafts
    found[0].weak = False  # named on purpose: kept even when what follows says nothing of them
    state.subject = found[0]
    state.before += (label[0] if label else s) + "?; "
    return True


def _clause(c: str, state: Sentence, correction: bool) -> None:
    # "Vikram is 68, and lol my cat …": the user's own talk cut off after the "and" that led into it
    c = re.sub(r"(?:(?:,\s*|\s+)(?i:and|but|so))+$", "", c)
    if not c:
        return
    pets = {id(d): len(d.facts) for d in state.drafts if d.kind == "pet" and not d.name}
    try:
        _read_clause(c, state, correction)
    finally:
        state.before += c + "; "
    said = re.match(r"^(?:she|he)\b", c, _I)
    pet = state.subject
    if said and pet is not None and pets.get(id(pet)) == len(pet.facts):
        # "Vikram is my godfather, and my cat knocked my coffee over, anyway he is a barista": what the pet said in
        # passing cannot be is the person's the pronoun fits, if one does
        person = past_the_pet(state, said[0])
        if person is not None:
            state.subject = person
            _read_clause(c, state, correction)
    if not re.match(r"^(?:she|he|her|his)\b", c, _I):  # a pronoun's clause keeps the people it chose among
        named = named_in(c, state)
        state.crowd = named if len(named) > 1 else []


# Someone said by a noun a she / he may stand for: a tie ("my sister"), a person word ("a girl", "the new guy") or
# a noun for what someone does ("the plumber", "a florist"); "writing this down", "this morning", "the show" are not.
_PERSON_SAID = re.compile(
    rf"\b(?:my|our|a|an|the|this|that)\s+(?:[\w-]+\s+){{0,2}}?(?:(?:{REL_EN}|{PEOPLE_EN})s?|"
    r"[a-z]+(?:er|or|ist|ian|ant|ent)s?)\b",
    _I,
)


def _antecedent(text: str) -> bool:
    """Someone in `text` a she / he / they may point to (see `Sentence.pronoun_draft`)."""
    if _PERSON_SAID.search(text):
        return True
    return any(w.lower() not in NOT_A_NAME for w in re.findall(r"\b[A-Z][a-z]+\b", text))


def _read_clause(c: str, state: Sentence, correction: bool) -> None:
    state.plural = False
    c = one_per_name(c)  # "My cousins Dana and Gina …": the relation is each one's
    tie = re.fullmatch(rf"(?i:my|our)\s+(?P<r>(?i:{MOD}{REL_EN}))", c)
    if tie and state.subject is not None and state.before.endswith("?; ") and not state.subject.relation:
        state.subject.relation = tie["r"].lower()  # "Rob Hale? My uncle.": the answer says who he is
        return
    at = re.match(r"^(?i:at|aged)\s+(?P<a>\d{1,2}),\s+(?P<rest>.+)$", c)
    if at:  # "At 34, my cousin Dana is already a head nurse": the age of whoever the clause opens with
        _read_clause(at["rest"], state, correction)
        if state.subject is not None and state.subject.kind == "person" and not state.subject.pronoun:
            predicate(state.subject, f"is {at['a']}", state, correction)
        return
    if re.match(r"(?i:saw|met|visited|called|texted|had|ran|talked|spoke)\s", c) and met_en(c, state, diary=True):
        state.subject = None  # "Saw Mrs Lee next door today.": the user's own doing, its "I" left out
        return
    if shared_subject(c, state, correction) or with_kin_en(c, state, bare_name):
        return
    whose = whose_en(c)
    if whose is not None:  # "My manager Priya, whose hometown is Pune, is patient": Priya's hometown
        _read_clause(whose[0], state, correction)
        if state.subject is not None and state.subject.kind == "person" and not state.plural:
            predicate(state.subject, f"'s {whose[1]} is {whose[2]}", state, correction)
        return
    called = _CALLS.match(c)
    if called:
        who = state.subject if called["n"].lower() in ("him", "her") else None
        if who is None and name_ok(called["n"]) and called["n"].lower() not in ("him", "her"):
            relation = (called["r"] or "").lower()  # "Everyone calls my colleague Daniel Patel Danny"
            who = state.find(called["n"]) or state.open(called["n"], kind="person", relation=relation, language="en")
        if who is not None and name_ok(called["a"]):
            who.add_alias(called["a"])
            state.subject = who
        return
    if _reach(c, state, correction):
        return
    told = who_inside(c, state.before, is_place)
    if told and name_ok(told[0]) and not find_tools(told[0]):
        # "We went to a concert with my cousin Dana, who is 34", "…, and Sadie, who works there now, took me to lunch"
        name, relation, x, c = told
        found = None if relation else state.find(name)
        who = found or state.note(name, kind="person", relation=relation, language="en")
        say_en(who, x, x.removeprefix("is "), state, correction)
    if re.match(r"(?i:(?:originally\s+)?from)\s", c) and read_fragment(c, state, correction, _antecedent):
        return  # "From Leeds originally.": where the one talked about is from, not a person named "From Leeds"
    opened = clause_subject(c, state)
    inner = restrictive_en(opened[1]) if opened is not None else None
    if opened is not None and inner is not None:  # "my uncle who lives in Texas is 70": Texas is where he lives
        if inner[0]:
            say_en(opened[0], inner[0], inner[0].removeprefix("is "), state, correction)
        opened = opened[0], inner[1]
    said = (
        re.match(r"^,?\s*(?:who|which)(?:'s|\s)\s*(?P<x>[^,;]+)(?:,\s*(?P<rest>.+))?$", opened[1].strip())
        if opened
        else None
    )
    if opened is not None and said is not None:  # "My cousin Liam, who is a dentist, lives in Leeds"
        x = ("is " if said[0].lstrip(", ").split()[0].endswith("'s") else "") + said["x"]
        say_en(opened[0], x.strip(), x, state, correction)  # "who's 5'11\" and an introvert": both
        opened = opened[0], said["rest"] or ""  # "There's my coworker Ian, who is a senior analyst": all said
    described = re.match(r"^,\s*(?P<x>(?:a|an)\s+[^,;]{2,60}),\s*(?P<rest>.+)$", opened[1].strip()) if opened else None
    if opened is not None and described is not None:  # "My aunt Lorraine, a librarian from Duluth, just retired"
        predicate(opened[0], "is " + described["x"], state, correction)
        opened = opened[0], described["rest"]
    named = (
        re.match(r"^,\s*(?P<x>(?i:full|real|legal)\s+name\s+[^,;]+),\s*(?P<rest>.+)$", opened[1].strip())
        if opened
        else None
    )
    if opened is not None and named is not None and full_name(opened[0], named["x"]):  # "Tess, full name Tess Grant, …"
        opened = opened[0], named["rest"]
    if opened is not None and (kin := told_kin_en(opened[0], opened[1].strip(), state)) is not None:
        if kin[1]:  # "… said her husband is a pilot and she is 34": 34 is hers
            say_en(opened[0], kin[1], kin[1], state, correction)
        opened = opened[0], kin[0]  # "Jin said his wife is from Seoul": "Jin's wife is from Seoul"
    if opened is not None and (owned := owned_en(opened[0], opened[1].strip(), state)) is not None:
        opened = owned
    if opened is None and HER_KIN_EN.match(c):
        opened = her_kin_en(c, state, _antecedent)  # "Her son Marco is 12": hers, not hers to be 12
        if opened is None:
            return  # "Her son is 12" when it is not clear whose: no one's
    if opened is None:
        pron = (
            re.match(r"^(?:she|he|they)(?P<c>'s|'re|\s)\s*(?P<rest>.*)$", c, _I)
            or POSSESSIVE_EN.match(c)
            or POSSESSIVE_LABEL_EN.match(c)
            or FULL_NAME_OF.match(c)
        )
        if not pron and state.subject is not None and state.before.endswith("?; "):  # the answer to "Nora's age?"
            asked = re.search(rf"(?i:['’]s|\bher|\bhis|\btheir)\s+(?P<l>(?i:{LABEL_EN}))\?; $", state.before)
            if asked:
                predicate(state.subject, f"'s {asked['l']} is {c}", state, correction)
                return
            if noted_en(state.subject, c, state, correction, opened=False):  # "Nora? 27, I think."
                return
        relation = _FORM_RELATION.match(c)
        if relation and state.subject is not None and state.subject.kind == "person":
            state.subject.relation = state.subject.relation or relation["r"].lower()
            return
        if not pron and (
            (state.subject is not None and (_CONTINUES.match(c) or _FORM_FIELD.match(c))) or _FORM_UNMISTAKABLE.match(c)
        ):
            pron = re.match(r"^(?P<c>)(?P<rest>.*)$", c)  # "… loves golf but hates running": the same subject
        if not pron and read_fragment(c, state, correction, _antecedent):
            return
        if not pron:
            state.subject = None
            _named_objects(c, state)
            return
        draft = clause_person(c, state, _antecedent)
        if draft is None:
            return
        state.plural = c.lower().startswith("they")
        rest = ("is " if pron["c"] in ("'s", "'re") else "") + pron["rest"]
        opened = draft, rest
    draft, rest = opened
    state.subject = draft
    # (and "our Cillian, 37 now, was moaning about getting old")
    aged = re.match(
        rf"^,\s*(?i:aged\s+|age\s+|at\s+)?(?P<a>\d{{1,2}}|{AGE_WORDS})(?:\s+years\s+old)?(?:\s+(?i:now|already))?,"
        r"\s*(?P<rest>.+)$",
        rest.strip(),
    )
    if aged:  # "My boss Megan Ortiz, 45, is from Austin": the age said in passing
        predicate(draft, f"is {aged['a']}", state, correction)
        rest = aged["rest"] if re.match(rf"^(?i:{VERB})\b", aged["rest"]) else ": " + aged["rest"]  # ", 30, dentist, …"
    _named_objects(rest, state)
    aside = split_aside_en(rest)
    if aside is not None:  # "My boss — a Harvard MBA, super organised — is called Grace Lin"
        rest = aside[1]
        if not re.match(rf"^\s*(?:{VERB})\b", rest, re.IGNORECASE):  # "Mike - 35 - nurse": the note goes on
            noted_en(draft, f" - {aside[0]} - {rest.lstrip(' —–:-')}", state, correction, opened=True)
            return
        noted_en(draft, aside[0], state, correction, opened=True)
    had = len(draft.facts)
    if noted_en(draft, rest, state, correction, opened=False):  # "Dana — 34, nurse", ", email dana@x.io"
        dashed = re.match(r"^\s*[—–:]\s*(?P<x>\S.*)$", rest)
        frag = fragment_en(dashed["x"]) if dashed and len(draft.facts) == had else None
        for part in frag or ():  # "Jordan — born and raised in El Paso, now working from Boise"
            predicate(draft, part, state, correction)
        return
    say_en(draft, rest, c, state, correction)


# "Position: department manager" after "Megan Ortiz is my boss.": a field of a form about the one just named
_FORM_FIELD = re.compile(rf"^{LABEL_EN}\s*(?::|—|–|\s-|=)\s*\S", _I)
# "Cell: 415-555-0134" on its own: a value no one else's shape could have, so it is of the one just talked about
_FORM_UNMISTAKABLE = re.compile(
    rf"^{LABEL_EN}\s*(?::|—|–|\s-|=)\s*(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\(?\d[\d\s().-]{{5,18}}\d)\W*$", _I
)
# "Relation: my colleague" under "Name: Carla Mendes": the tie of the one the form is about
_FORM_RELATION = re.compile(
    rf"^(?i:relation(?:ship)?(?:\s+to\s+me)?)\s*[:—–=-]\s*(?i:my\s+)?(?P<r>(?i:{MOD}{REL_EN}))$"
)
# "You can reach my cousin Dana at dana.r@gmail.com", "call him on 555-0199"
# ("… at 555-0199 lol", "… on 555-0199 😅": a chat's tail after the value is none of it; a clause after it is its own)
_REACH = re.compile(
    r"^(?:(?:so|btw|fyi|oh|and|also|ok|okay|anyway|well)[,\s]+){0,2}"
    r"(?:(?:you\s+can|you\s+could|feel\s+free\s+to)\s+(?:always\s+|also\s+|just\s+)?)?"
    r"(?:reach|contact|email|e-mail|call|text|message|ring|write\s+to|drop)\s+(?P<who>.+?)"
    r"(?:\s+(?:a|an)\s+(?:line|note|text|message|email))?\s+"  # "drop Amy a line at …"
    r"(?:at|on|via)\s+(?P<v>[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\(?\d[\d\s().-]{5,18}\d)"
    r"(?:\s+(?:lol|lmao|haha\w*|thx|thanks|tbh)|\s*[^\w\s,;]+)*"
    r"(?:(?:\s*[,;]\s*(?:and\s+|but\s+)?|\s+(?:and|but)\s+)(?P<tail>\S.*))?$",
    _I,
)


def _reach(c: str, state: Sentence, correction: bool) -> bool:
    """An email or phone number said as how to reach someone; True when `c` was one."""
    m = _REACH.match(c)
    if m is None:
        return False
    who = m["who"]
    if who.lower() in ("him", "her"):
        draft = state.subject or state.pronoun_draft("en", _antecedent)
    else:
        found = clause_subject(who, state) or bare_name(who, state)
        if found is None or found[1].strip():  # "Amy (my sister)", "Dev from work": read as the subject they are
            found = clause_subject(apposed_en(f"{who} is here"), state)  # "Ines my boss": Ines, my boss,
            found = found if found is not None and found[1].strip() == "is here" else None
        draft = found[0] if found is not None and found[1].strip() in ("", "is here") else None
    if draft is not None and draft.kind == "person" and written_to(draft, m["v"], state):  # not "email Titanic at"
        attribute = "email" if "@" in m["v"] else "phone"
        draft.add_fact(attribute, m["v"], attribute, correction=correction)
        state.subject = draft
    if m["tail"]:  # "call Dev at 555-0199, and my neighbour Carl is 40": the next clause read as its own
        _clause(strip_edges(m["tail"]), state, correction)
    return True


_NAMED_OBJECT = re.compile(
    # "I met my new manager, Alan Price": the name after a comma too, unless it starts a list ("my wife, Tom and I")
    rf"\b(?:my|our)\s+(?P<r>{MOD}{REL_EN})(?:\s+|,\s+(?=[A-Z]))(?P<n>{NAME})\b(?!\s*\()(?!,?\s+(?:and|&)\s+(?i:i|me)\b)"
    # "is from Leeds, my boss …": a place after its preposition is no name of the one named next
    rf"|(?<!\bfrom\s)(?<!\bin\s)(?<!\bto\s)(?<!\bat\s)\b(?P<n2>{NAME}),\s+(?:my|our)\s+(?P<r2>{MOD}{REL_EN})\b(?!['’])"
)


def _named_objects(text: str, state: Sentence) -> None:
    """People named with their relation elsewhere in a clause ("a trip for my daughter Sara's birthday"): the name
    and the relation are worth keeping even when nothing more is said about them."""
    met_en(text, state)  # "I saw my mom yesterday": whom a "she" after it may be
    for m in _NAMED_OBJECT.finditer(text):
        name, relation = m["n"] or m["n2"], (m["r"] or m["r2"]).strip().lower()
        if m.start() > 0 and name_ok(name):
            kind: EntityKind = "pet" if relation.split()[-1] in PET_HEADS_EN else "person"
            state.note(name, kind=kind, relation=relation, language="en")
