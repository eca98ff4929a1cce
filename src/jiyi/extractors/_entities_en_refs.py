"""How English chat names a person, said the way the clause rules read it (issue #21).

People are named in many more shapes than the clause rules spell out: in lower case ("aunt jo", "my cousin nora",
"mrs lee next door", "dev (coworker)"), with the tie after the name and no comma ("Ray my stepdad is 60"), set off
by dashes ("Ines - my boss - is 41"), with a filler in the middle ("Dr. Kim, um, is 50"). `named_en` rewrites
each to the form the rules already read ("my aunt Jo", "Dev (my coworker)", "Ray, my stepdad, is 60").

A word in lower case is read as a name only where the phrase around it fixes a name's place (after a kin title or
an honorific, after "my sister", before "(my coworker)" or ", my aunt,"), and never when it is a word of the
language there ("my sister just moved", "my boss always is"); everything else is left as said: a missed name costs
less than a word read as one.
"""

from __future__ import annotations

import re

from ._chat_fillers import FILLER_WORDS_EN, OPENERS_EN
from ._entities import Draft, Sentence
from ._entities_en_facts import NAME
from ._entities_en_lexicon import DEGREE_NAMES_EN, NATIONALITY, TRAIT_WORDS
from ._entities_en_profile import EMAIL_LABEL_EN, LABEL_EN, PHONE_LABEL_EN
from ._entities_en_words import ASIDE_TIE_EN, MOD, NOT_A_NAME, REL_EN, VERB, name_word
from ._entities_owned import is_brand_en
from ._rules_common import find_tools, is_place
from ._rules_en_facts import word_set
from ._shape_values import EMAIL_AT, PHONE_AT

__all__ = ["apposed_en", "met_en", "named_en"]

_I = re.IGNORECASE
# Words of the language that stand where a name may, in lower case: never read as one
_NOT_LOWER_NAME = word_set(
    "a an the and or but nor so yet for of to in on at by with from into onto about over under after before "
    "since until who whom whose which what when where why how that this these those is are was were be been am "
    "has have had do does did will would can could should shall must might may not no never always often ever "
    "even still also too very really quite pretty super kinda sorta just only already again once twice sometimes "
    "usually mostly rarely seldom here there now then today tonight tomorrow yesterday he she they him her them "
    "his hers their its it me my mine our ours your yours we you us i lol haha omg btw fyi tbh idk ngl imo "
    "said says told asked thinks thought knows knew got gets went goes came comes made makes took takes left "
    "apparently basically honestly literally seriously totally actually definitely probably maybe finally "
    "family side lady guy dude man woman girl boy kid kids baby people friend friends all both each every "
    "other another one two three some any many much more most less least first last next new old like likes love "
    "loves want wants need needs say think do soon later sometime someday anyway though tho lately recently "
    "together alone home back out away forever everyday rn tmrw tmr tonite asap"
)
# The words after which a kin title opens the phrase naming a person
_BEFORE_KIN = word_set(
    "my our and so btw fyi ok okay oh well also then but because lol with saw met to for about visited called told "
    "texted see seeing and, um uh like honestly anyway plus reach contact email call text message ring"
)
# Given names that are verbs too: "grandma rose early", "uncle will be"
_VERB_NAMES = word_set("will may rose drew sue mark bill grant chase pat hope dash win page buck chip")
# Nouns a tie word heads in lower case ("my friend group is", "my mom jeans are", "my student loan is")
_TIE_NOUNS = word_set(
    "group circle squad chat jokes joke jeans bod life stuff city loan list visa fight battle code walker food park "
    "tree toy bed sitter vibes vibe energy mode side account car house job money time day night plan plans drama "
    "issues problems thing things situation gift present party trip visit call text status role duties"
)


def _lower_name(word: str, *, titled: bool = False) -> bool:
    """True when a lower-case `word`, standing where a name goes, may be the name: no word of the language there
    (after a kin title, a name that is a word too may be the name: "uncle bob", not "grandma rose early")."""
    w = word.lower()
    return (
        len(w) > 1
        and not (name_word(w) and not (titled and w not in _VERB_NAMES))
        and w not in _NOT_LOWER_NAME
        and w not in NOT_A_NAME
        and w not in _TIE_NOUNS
        and not re.fullmatch(LABEL_EN, w, _I)
        and not re.fullmatch(rf"{VERB}|{REL_EN}", w, _I)
        and not (len(w) > 4 and re.search(r"(?:ly|ing|ed)$", w))
        # "responsibility", "compassion", "kindness": nouns of the language by their ending, never a name
        and not (len(w) > 6 and re.search(r"(?:ity|tion|sion|ness|ment|ship|ance|ence|ism)$", w))
        and not re.search(r"['’]s$", w)
        and not is_place(w.capitalize())
    )


def _one(tie: str) -> bool:
    """True for a tie said of one person: a name follows "my cousin", never "my kids" ("…for my kids soon")."""
    return not re.search(r"(?<!s)s$|children$|people$|folks$", tie.strip(), _I)


def _cap(word: str) -> str:
    return word[:1].upper() + word[1:]


# What may follow a name that ends a person phrase: a verb, a possessive, punctuation, a word of when or where
_ENDS = (
    rf"(?=\s*(?:[,;:.!?()]|[-–—]\s|$)|['’]s\s|\s+(?:(?i:{VERB})\b|(?i:and|from|next|at|on|via|in|who|yesterday|today|"
    r"tonight|last|this|again|earlier|too|though|lol|haha)\b)|\s+[^\w\s])"
)
# "Jo, um, just turned 62": a filler set off by commas says nothing
_FILLER = re.compile(rf"(?<=[\w)]),\s*(?:{FILLER_WORDS_EN}|you\s+know|i\s+mean)\s*,\s*(?=\w)", _I)
# "mrs lee", "dr. kim": an honorific in lower case before a name
_HONORIFIC = re.compile(rf"(?<![\w'])(?P<t>mrs|mr|ms|dr|prof)(?P<dot>\.?)\s+(?P<n>[a-z][a-z'-]+){_ENDS}", _I)
# "aunt jo", "grandpa Joe": a kin title in lower case before a name ("Aunt Jo" is the titles reader's)
_KIN = re.compile(
    rf"(?<![\w'-])(?P<t>(?i:(?:great-)?(?:aunt|auntie|aunty|uncle|grandma|grandpa|granny|nana|gramps|cousin)))\s+"
    rf"(?P<n>[A-Za-z][a-z'-]+){_ENDS}"
)
# "my cousin nora": a name in lower case after a tie
_MY_REL_LOWER = re.compile(
    rf"(?P<pre>\b(?i:my|our)\s+(?P<r>(?i:{MOD}{REL_EN}))(?:\s+|,\s+(?=[a-z'-]+,)))(?P<n>[a-z][a-z'-]+){_ENDS}"
)
# "dev (coworker)", "Ines (boss)", "Dana (cousin), 34, nurse": the tie in brackets after a name, with or without
# "my" ("Dana (cousin) – 34 – nurse" is a note's line, read as one already)
_IN_BRACKETS = re.compile(
    rf"(?<![\w'-])(?P<n>[A-Za-z][a-z'-]+)\s*\((?P<my>(?i:(?:my|our)\s+))?(?P<r>(?i:{MOD}{REL_EN}))\)"
    rf"(?P<next>(?=['’]s\s|\s+(?i:{VERB}|yesterday|today|tonight|earlier|again|last|this)\b|\s*[:.!,]|\s*$))?"
)
_OPENER = rf"(?:(?:{OPENERS_EN})[,\s]+)*"
# "jo, my aunt, is 62", "priya, who's my mum, lives in pune", "dev = my flatmate he's 29" at a clause's start
_LOWER_APPOSED = re.compile(
    rf"(?:(?<=^)|(?<=[.!?;]\s))(?P<o>(?i:{_OPENER}))(?P<n>[a-z][a-z'-]+)"
    rf"(?=,\s+(?i:{ASIDE_TIE_EN})?(?i:my|our|a|an)\s+(?i:{MOD}{REL_EN})"
    r"(?:\s+(?i:of\s+mine|of\s+ours|from\s+\w+(?:\s+\w+)?))?\s*,"
    rf"|\s*=\s*(?i:my|our)\s+(?i:{MOD}{REL_EN})\b(?!['’]s\s+(?i:{MOD}{REL_EN})\b))"
)
# "Ray my stepdad is 60", "Ines - my boss - is 41": the tie after a name, set off by nothing or by dashes
_REL_AFTER = re.compile(
    rf"(?:(?<=^)|(?<=[.!?;]\s))(?P<o>(?i:{_OPENER}))(?P<n>{NAME})"
    rf"(?:\s+|\s+-\s+)(?P<my>(?i:my|our))\s+(?P<r>(?i:{MOD}{REL_EN}))(?:(?:\s+-|,)?\s+(?=(?i:{VERB})\b)|(?P<s>['’]s\s))"
)
# "Dev is 34, Ines my boss is 45": the same after a comma, said in brackets so the clause rules see a second subject
_REL_AFTER_COMMA = re.compile(
    rf"(?<=,\s)(?P<n>{NAME})\s+(?P<my>(?i:my|our))\s+(?P<r>(?i:{MOD}{REL_EN}))(?=\s+(?i:{VERB})\b)"
)
# "ines my boss is 41", "oh and sam my roommate just turned 30": the same in lower case, the name capitalised when
# no word of the language stands there ("think my boss is 41", "swear my mom was 20" are a verb and its clause)
_LOWER_REL_AFTER = re.compile(
    rf"(?:(?<=^)|(?<=[.!?;]\s))(?P<o>(?i:{_OPENER}))(?P<n>[a-z][a-z'-]+)"
    rf"(?=\s+(?i:my|our)\s+(?P<r>(?i:{MOD}{REL_EN}))\s+(?i:{VERB})\b)"
)
_NO_NAME_BEFORE_MY = word_set(
    "know knew heard hear swear swore feel felt seems guess suppose reckon believe bet figure figured noticed realized "
    "realised mean see saw tell ask glad sure wish hope pray promise think imagine doubt remember forgot forget found "
    "find learned learnt read sad happy proud worried afraid scared convinced pretty kinda "
    # and what a chat says before it: "damn my boss is 50"
    "damn dang darn ugh wow whoa welp jeez geez gosh yikes lmao lmfao rofl ikr smh bruh omfg wtf ah aw aww hmm "
    "yay nope yep yup nah meh phew oops sigh ooh"
)


def _lower_rel_after(m: re.Match[str]) -> str:
    ok = _lower_name(m["n"]) and m["n"].lower() not in _NO_NAME_BEFORE_MY and _one(m["r"])
    return m["o"] + _cap(m["n"]) if ok else m[0]


# "Pete from church is 62": where the user knows them from says no tie, and is no fact of theirs ("from" is where
# one grew up): the name is read alone
_FROM_CIRCLE = re.compile(
    rf"(?<![\w'-])(?P<n>{NAME})\s+(?i:from)\s+(?i:church|the\s+gym|my\s+gym|(?:yoga|pilates|spin|art|pottery|dance)"
    rf"(?:\s+class)?|book\s+club|the\s+club|school|college|uni|class|the\s+neighbou?rhood|down\s+the\s+street|"
    rf"across\s+the\s+street|upstairs|downstairs){_ENDS}"
)
# "our Kylie works as a falconer", "our Ravi is on +1 …": one of the family called by name, as said in the north of
# England and Australia (a name, then what they are or do: never "our Roborock S8 does the floors", a thing)
_OUR_NAME = re.compile(
    r"(?P<pre>^|[,.!?;]\s+|\b(?i:so|btw|and|but|also|yeah|ok|okay|oh|honestly|because|cos|since|then)\s+)(?i:our)\s+"
    r"(?P<n>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)(?=\s+(?:is|was|has|had|works|lives|schleps|stands|turned|turns|"
    r"grew|comes|hails|got|gets|loves|likes|does|did|went|goes|can|could|never|always|still|just|reckons|'s|"
    r"landed|changed|retrained|qualified|measured|put|stopped|finished|left)\b|'s\s"
    # ("our Cillian, 37 now, was moaning": the age said in passing)
    r"|,\s+(?:\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\w-]*)\b)"
)
# "Omar, a friend from college, …": where the tie is from, said after it
_A_REL_FROM = re.compile(
    rf"(?P<n>{NAME}),\s+(?i:a|an)\s+(?P<r>(?i:{MOD}{REL_EN}))\s+(?i:from|at)\s+(?i:work|college|school|uni|"
    r"university|high\s+school|church|the\s+gym|the\s+office|home|back\s+home)\s*,"
)


def apposed_en(text: str) -> str:
    """`text` with a tie said after a name with no comma ("Ray my stepdad is 60", "Ines - my boss - is 41") set off
    by commas, a filler between commas dropped ("Jo, um, is 62") and a contact line labelled with whose it is said
    as theirs ("email for Dev from work: …": "Dev from work's email: …"): before the chat voice is tidied, which
    reads "Ray my stepdad" as two fragments."""
    s = _CONTACT_FOR.sub(_contact_for, text)
    s = _FILLER.sub(_unfilled, s)
    s = _AGED_TIE.sub(lambda m: f"{m['my']} {m['r']}{m['n'] or ''} ({m['a']})", s)
    s = _FRONTED_TIE.sub(_fronted_tie, _FRONTED_NAME.sub(_fronted_name, s))
    s = _REL_AFTER.sub(_rel_after, _LOWER_REL_AFTER.sub(_lower_rel_after, s))
    return _REL_AFTER_COMMA.sub(lambda m: f"{m['n']} ({m['my'].lower()} {m['r']})" if _may_name(m["n"]) else m[0], s)


# "my 62-year-old aunt Jo", "our 7 yr old son", "my 45 yo boss": the age said before the tie is said after it, as a
# note in brackets ("my aunt Jo (62)"), the way the readers read an age said in passing
_AGED_TIE = re.compile(
    rf"\b(?P<my>(?i:my|our))\s+(?P<a>\d{{1,3}})(?:[-\s](?i:years?|yrs?|yr)[-\s](?i:old)|\s*(?i:yo|y/o|y\.o\.))\s+"
    rf"(?P<r>(?i:{MOD}{REL_EN}))"
    rf"(?P<n>\s+{NAME}(?=\s|[,.!?;:]|$))?(?!\s*\()"
)


# "my shy cousin Ben", "my Chennai-born colleague Priya", "my Harvard-educated uncle", "my PhD sister Claire": what
# is said before the tie is said after it in brackets ("my cousin Ben (shy)"), as a note the readers read; a
# degree only before a tie that is no academic role ("my PhD advisor" is a tie of its own)
_FRONT = (
    rf"(?:(?P<t>(?:(?i:super|really|very|so)\s+)?(?i:{TRAIT_WORDS}))|(?P<b>[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)-(?i:born|raised|bred)"
    rf"|(?P<e>[A-Z][A-Za-z]+)-(?i:educated|trained)|(?P<d>(?i:{DEGREE_NAMES_EN}))(?=\s+(?!(?i:advisor|adviser|supervisor"
    r"|student|students|mentor|thesis|program|classmate|cohort)\b)))"
)
_FRONTED_TIE = re.compile(
    rf"\b(?P<my>(?i:my|our))\s+{_FRONT}\s+(?P<r>(?i:{MOD}{REL_EN}))(?!['’\w-])(?P<n>\s+{NAME}(?=\s|[,.!?;:]|$))?(?!\s*\()"
)
# "Leeds-born Amy", "Harvard-educated Jim", "London-based Priya": the same before a name
_FRONTED_NAME = re.compile(
    r"(?<![\w-])(?:(?P<b>[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)-(?i:born|raised|bred)|(?P<e>[A-Z][A-Za-z]+)-(?i:educated|trained)"
    r"|(?P<at>[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)-(?i:based))"
    rf"\s+(?P<n>{NAME})(?=\s|[,.!?;:]|$)(?!\s*\()"
)


def _front_note(m: re.Match[str]) -> str:
    """What the modifier says, as the readers read it after the one it is about: a trait or a hometown in a
    relative clause (a bracket runs on into the verb after it: "(stubborn) wants a car"), a school or a degree
    in brackets."""
    if m["e"]:
        return f" (studied at {m['e']})"
    if "d" in m.groupdict() and m["d"]:
        return f" ({m['d']})"
    said = f"from {m['b']}" if m["b"] else m["t"]
    after = m.string[m.end() :]
    return f", who is {said}" + ("" if re.match(r"\s*(?:[,.!?;:)]|$)", after) else ",")


def _fronted_tie(m: re.Match[str]) -> str:
    if m["t"] and re.fullmatch(rf"(?i:{MOD}{REL_EN})", f"{m['t']} {m['r']}"):
        return m[0]  # "my direct report", "my senior partner": a word of the tie
    return f"{m['my']} {m['r']}{m['n'] or ''}{_front_note(m)}"


def _fronted_name(m: re.Match[str]) -> str:
    if not _may_name(m["n"]):
        return m[0]
    if m["at"]:
        return f"{m['n']} (based in {m['at']})"
    if m["b"] and re.fullmatch(NATIONALITY, m["b"], re.I):
        return m["n"]  # "Korean-born Jiwoo": born in Korea, which the word does not name
    return f"{m['n']} (from {m['b']})" if m["b"] else f"{m['n']}{_front_note(m)}"


def _unfilled(m: re.Match[str]) -> str:
    # "Omar, a friend from college, um, is 40": the comma that closes an aside stays
    clause = re.split(r"[.!?;]\s", m.string[: m.start()])[-1]
    return ", " if clause.count(",") % 2 else " "


def _rel_after(m: re.Match[str]) -> str:
    if not _may_name(m["n"]):
        return m[0]
    if m["s"]:  # "Ray my stepdad's birthday": Ray (my stepdad)'s birthday
        return f"{m['o']}{m['n']} ({m['my'].lower()} {m['r']}){m['s']}"
    return f"{m['o']}{m['n']}, {m['my'].lower()} {m['r']}, "


# "email for Dev from work: …", "the number for Mrs Lee next door is …": a contact line labelled with whose it is
_CONTACT_FOR = re.compile(
    rf"(?:(?<=^)|(?<=[.!?;:\n]))(?P<o>\s*(?i:{_OPENER}(?:here(?:['’]s|\s+is|s)\s+)?(?:the\s+)?))"
    rf"(?P<l>(?i:(?:new\s+|work\s+|home\s+|personal\s+)?(?:{PHONE_LABEL_EN}|{EMAIL_LABEL_EN}|contact(?:\s+info)?)))"
    r"\s+(?i:for)\s+(?P<p>[^\s:;,=?!][^:;,=?!\n]{0,40}?)(?P<sep>\s*(?::|=|\s[-—–]|\s(?i:is))\s*)(?=(?P<v>\S))"
)
# Who a contact line may be labelled with: a name, a tie of the user's, a kin title or an honorific
_WHOSE = re.compile(
    r"(?-i:[A-Z])[a-z]|^(?i:my|our)\s|\(|^(?i:(?:great-)?(?:aunt|auntie|aunty|uncle|grandma|grandpa|granny|nana|"
    r"gramps|cousin)|mrs|mr|ms|dr|prof)\.?\s"
)


def _contact_for(m: re.Match[str]) -> str:
    """ "email for Dev (my coworker): …": "Dev (my coworker)'s email: …", as the contact readers read it; never
    for the user ("email for me"), for two ("for Jo and Ana") or for a place or thing ("for the clinic")."""
    who = m["p"].strip()
    at = m.end("sep")
    value = EMAIL_AT.match(m.string, at) or PHONE_AT.match(m.string, at)
    if (
        value is None
        or not _WHOSE.search(who)
        or re.search(r"\b(?i:and|or|&|the|a|an|me|us|you|him|her|them|it|his|their|your)\b", who)
        or re.match(r"(?i:my|our)\s+(?!\S+(?:\s|$))", who) is not None
    ):
        return m[0]
    return f"{m['o']}{who}'s {m['l'].lower()}{m['sep']}"


def named_en(sentence: str) -> str:
    """`sentence` with each person phrase said in a shape the clause rules read (see the module docstring)."""
    s = _HONORIFIC.sub(
        lambda m: f"{_cap(m['t'].lower())}{m['dot']} {_cap(m['n'])}" if _lower_name(m["n"]) else m[0], sentence
    )
    s = _KIN.sub(_kin, s)
    s = _MY_REL_LOWER.sub(lambda m: m["pre"] + _cap(m["n"]) if _lower_name(m["n"]) and _one(m["r"]) else m[0], s)
    s = _IN_BRACKETS.sub(_in_brackets, s)
    s = _LOWER_APPOSED.sub(lambda m: m["o"] + _cap(m["n"]) if _lower_name(m["n"]) else m[0], s)
    s = _FROM_CIRCLE.sub(lambda m: m["n"] if _may_name(m["n"]) else m[0], s)
    s = _OUR_NAME.sub(lambda m: _our(m) + m["n"] if _our_name(m["n"]) else m[0], s)
    return _A_REL_FROM.sub(lambda m: f"{m['n']}, my {m['r']},", s)


def _our(m: re.Match[str]) -> str:
    """What goes before "our Cillian": "went round for tea and our Cillian, 37 now, was …" starts a sentence about
    Cillian ("me and our Cillian", "Sam and our Cillian" stay one subject)."""
    before = re.findall(r"[\w']+", m.string[: m.start()])
    objects = ("me", "i", "you", "him", "her", "us")
    if m["pre"].strip().lower() == "and" and before and before[-1].lower() not in objects and before[-1].islower():
        return ". "
    return m["pre"]


def _in_brackets(m: re.Match[str]) -> str:
    """ "dev (coworker) is 34": Dev (my coworker); "Jo (my aunt)" said in lower case: its name capitalised."""
    if not (m["n"][0].isupper() or _lower_name(m["n"])) or not (m["my"] or m["next"] is not None):
        return m[0]
    return f"{_cap(m['n'])} ({(m['my'] or 'my ').lower()}{m['r']})"


def _kin(m: re.Match[str]) -> str:
    """ "aunt jo", "grandpa Joe": a name after a kin title said in lower case (not "Aunt Jo", read elsewhere), read
    as "my aunt Jo"; never a kin title someone else's word owns ("her aunt jo", "Tom's uncle bob")."""
    before = m.string[: m.start()]
    word = re.search(r"([\w'’-]+)\s+$", before)
    # only at a clause's start or after a word that opens a phrase ("so aunt jo", "saw aunt jo"): "my older cousin
    # Mike", "her aunt jo", "Tom's uncle bob" are someone's tie said otherwise
    if (word and word[1].lower() not in _BEFORE_KIN) or not _kin_name(m):
        return m[0]
    my = "" if word and word[1].lower() in ("my", "our") else "my "
    return f"{my}{m['t'].lower()} {_cap(m['n'])}"


def _kin_name(m: re.Match[str]) -> bool:
    if m["t"][0].isupper() and m["n"][0].isupper():
        return False
    if name_word(m["n"]) and re.match(
        r"\s+(?:is|was|has|turned|turns|just|works|lives)\b|['’]s\s", m.string[m.end() :]
    ):
        return True  # "grandma rose is 80": a verb follows, so "rose" is her name ("grandma rose early" is no name)
    return _lower_name(m["n"], titled=True) if m["n"][0].islower() else _may_name(m["n"])


def _our_name(name: str) -> bool:
    """ "Kylie" of "our Kylie", never a thing's brand ("our Narwal Freo") or a tool ("our Slack")."""
    return _may_name(name) and not find_tools(name) and not is_brand_en(name)


def _may_name(name: str) -> bool:
    first = name.split()[0].lower()
    return first not in NOT_A_NAME and first not in _NOT_LOWER_NAME and not is_place(name)


# "I saw my mom yesterday.", "We had lunch with Pete at noon.", "Met Dev at work.": the one person the user's own
# clause met (a diary's clause may leave its "I" out)
_MET = re.compile(
    rf"^(?:(?P<i>(?i:i|we))\s+)?(?i:(?:just\s+|finally\s+|also\s+)?(?:saw|met|visited|called|texted|phoned|ran\s+into|bumped\s+into|"
    r"talked\s+to|talked\s+with|spoke\s+to|spoke\s+with|caught\s+up\s+with|hung\s+out\s+with|went\s+out\s+with|"
    r"had\s+(?:lunch|dinner|coffee|drinks|breakfast|brunch)\s+with|facetimed|video\s+called))\s+"
    rf"(?:(?i:my|our)\s+(?P<r>(?i:{MOD}{REL_EN}))(?:,?\s+(?P<rn>{NAME}))?|(?P<n>{NAME})"
    rf"(?:\s*\((?i:my|our)\s+(?P<pr>(?i:{MOD}{REL_EN}))\)|,?\s+(?i:my|our)\s+(?P<ar>(?i:{MOD}{REL_EN}))(?=\s|$)"
    rf"|,\s+(?i:a|an)\s+(?P<aa>(?i:{MOD}{REL_EN}))(?:\s+(?i:of\s+mine|from\s+\w+(?:\s+\w+)?))?,)?)(?![\w'’-])"
    r"(?P<rest>(?i:(?:\s+(?:yesterday|today|tonight|again|earlier|finally|last\s+\w+|this\s+\w+|on\s+\w+|at\s+[\w' ]+|"
    r"in\s+[\w' ]+|for\s+[\w' ]+))*))\s*[.!]*$"
)


def met_en(clause: str, state: Sentence, *, diary: bool = False) -> bool:
    """ "I saw my mom yesterday", "I met Pete for coffee": the one person a clause of the user's own doing names,
    noted (a fact of theirs is read only when a later clause says one: "She just turned 62"); True when noted.
    `diary`: the clause opens a sentence, where its "I" may be left out ("Met Dev at work."); elsewhere "called my
    mom" is what the one named before did."""
    m = _MET.match(clause)
    if m is None or re.search(r"\b(?i:and|with|my|our|his|her|their)\b", m["rest"]) or not (m["i"] or diary):
        return False
    name = m["rn"] or m["n"] or ""
    if name and not _may_name(name):
        return False
    if m["r"] and re.search(r"['’]s$", m["r"]):
        return False
    relation = (m["r"] or m["pr"] or m["ar"] or m["aa"] or "").lower()
    if relation or state.find(name) is not None:
        state.note(name, kind="person", relation=relation, language="en")
    else:  # a bare name is kept only when something is said of it ("I saw Titanic yesterday" names no one)
        state.drafts.append(Draft(name=name, language="en", weak=True))
    return True
