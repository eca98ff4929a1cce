"""An English message typed in a chat voice, said as the sentence a memory restates (`said_plainly_en`).

"priya - 34 - product manager - based in austin", "lol my brother kevin just turned 29 😂", "um so like my coworker
dana is from ohio and she's like 41": users text in lowercase, with laughter, emoji, fillers and notes set apart by
dashes or bars. The entity readers read such a message through `tidy_voice`; the memory of it is said from the same
tidy text, and a note about one person ("My friend Priya, 34, product manager, based in Austin") becomes a sentence
("My friend Priya is 34, a product manager, based in Austin"). Only a message that shows a chat voice is tidied: a
message written in full sentences is restated as it was written.
"""

from __future__ import annotations

import re

from ._chat_fillers import FILLER_WORDS_EN, openers_out_en
from ._entities_en_lexicon import is_occupation
from ._entities_en_words import MOD, REL_EN, VERB
from ._entities_voice import tidy_voice
from ._entities_voice_names import capital_i, name_word, typed_lowercase
from ._rules_common import CHAT_WORDS_EN, EMOJI, EMOTICON, cut_chat_tail

__all__ = ["said_plainly_en"]

_I = re.IGNORECASE

# What shows a chat voice: chat words, emoji and emoticons, fillers, fields set apart by spaced dashes or bars
_CHAT = re.compile(
    rf"\b(?:{CHAT_WORDS_EN}|{FILLER_WORDS_EN})\b|{EMOJI}|(?<!\S){EMOTICON}(?!\S)"
    r"|\s[-–—|]\s.*\s[-–—|]\s|\|"
    r"|\blike\s+(?:\d|super|so|really|totally|kinda)\b|,\s*like,",
    _I,
)
# "pasted from my notes:", "copied from my contacts:": where the note came from, not what it says
_PASTED = re.compile(r"^\s*(?:pasted|copied|straight|taken)\s+(?:from|out\s+of)\s+(?:my\s+)?[\w' ]{1,20}?:\s*", _I)
# fields of a note set apart by spaced dashes ("my manager Raj - indian - went to IIT - likes cricket")
_DASHES = re.compile(r"\s+[-–—]\s+")

_NAME = r"(?:(?:Mr|Mrs|Ms|Dr)\.\s)?[A-Z][\w'-]+(?:\s[A-Z][\w'-]+)?"
# "My friend Priya, …", "My aunt Rose lives …", "My best friend Sarah, she's 27, …": one person, then what they are
_HEAD = re.compile(
    rf"^(?P<h>(?:[Mm]y|[Oo]ur)\s+(?i:{MOD}{REL_EN})(?:'s\s+[a-z-]+)?(?:\s+{_NAME})?)(?P<sep>,\s+|\s+is\s+|\s+(?=\w))"
    r"(?P<rest>.+)$"
)
# "nephew ethan, 8 years old, …": a note opening on a tie and a name, the "my" left out
_BARE_TIE = re.compile(rf"^(?P<t>(?i:{MOD}{REL_EN}))\s+(?P<n>[a-zA-Z][a-z'-]+)(?=,)")
# "Tom Becker, coworker, 6'1", …": the name, then the tie as the first field
_NAME_TIE = re.compile(rf"^(?P<n>{_NAME}),\s+(?P<t>(?i:{MOD}{REL_EN})),\s+")
# "my friend jess, allergic …", "my friend jess is …": a lowercase word after a tie, said of as a person
_LOWER_NAME = re.compile(rf"^((?:[Mm]y|[Oo]ur)\s+(?i:{MOD}{REL_EN}))\s+([a-z][a-z'-]{{1,15}})(?=,|\s+is\b)")
# "my best friend's name is Marcus, he's a firefighter": the name said, then what they are
_NAME_IS = re.compile(
    rf"^(?P<h>(?:[Mm]y|[Oo]ur)\s+(?i:{MOD}{REL_EN}))'s\s+name\s+is\s+(?P<n>{_NAME})\s*(?:[,;]\s*|\s+and\s+)"
    r"(?P<p>(?:she|he)(?:'s|\s+is)\s+|(?:she|he)\s+(?=[a-z]+s\b))"
)
# "there's my trainee too, Aled Price - he grew up in Bangor": one more person brought in, then what they are; the
# memory says who they are and that ("My trainee Aled Price grew up in Bangor")
_THERES_MY = re.compile(
    rf"^(?:(?:oh|and|also|plus|then)[,\s]+)*there(?:'s|\s+is)\s+(?:also\s+)?(?P<h>(?:my|our)\s+(?i:{MOD}{REL_EN}))"
    rf"(?:\s+(?:too|as\s+well))?(?:,?\s+(?P<n>(?-i:{_NAME}))(?:\s+(?:too|as\s+well))?)?"
    r"(?:\s*[-–—:,]\s*|\s+(?=(?:she|he|they)\b))"
    r"(?:(?P<p>she|he|they)(?P<is>'s|\s+is|'re|\s+are)?\s+)?(?P<r>[a-z].*)$",
    _I,
)
_VERB_START = re.compile(rf"^(?:{VERB}|used\s+to|loves?|likes?|\w+s(?<!ss)(?<!us)(?=\s+\w))\b", _I)
_COPULA = re.compile(r"^(?:(?:she|he)(?:'s|\s+is)|is)\s+", _I)
_PRONOUN = re.compile(r"^(?:she|he)\s+(?=\w)", _I)
# a field no predicate list can hold: another clause, another person, the speaker
_NOT_A_FIELD = re.compile(
    r"\b(?:I|I'm|I've|me|my|we|our|us|but|because|which|who|when|if|though|although|his|her|their|they|it|like|"
    r"mentioned|said|says|told|tells|thinks|thought|heard)\b",
    _I,
)
# a noun phrase of a person said without its article ("super funny guy", "retired nurse")
_PERSON_NOUN = re.compile(r"\b(?:guy|girl|person|man|woman|dude|lady|kid|fan|cook|one|soul)$", _I)


def said_plainly_en(text: str) -> str:
    """`text` as a memory says it: tidied of its chat voice when it shows one, a note about one person as a
    sentence. A message in full sentences comes back unchanged."""
    if not (_CHAT.search(text) or typed_lowercase(text) or _PASTED.match(text)):
        return re.sub(r"[^.!?\n]+", lambda m: _as_sentence(m.group(0)), text)
    text = _PASTED.sub("", text)
    lines = []
    for line in text.split("\n"):
        if len(_DASHES.findall(line)) >= 2 and all(len(p.split()) <= 6 for p in _DASHES.split(line)):
            line = _DASHES.sub(", ", line)
        lines.append(cut_chat_tail(line, "en"))  # "… based in austin lol": the place is read at the end
    tidy = _spoken(tidy_voice("\n".join(lines)))
    return re.sub(r"[^.!?\n]+", lambda m: _as_sentence(m.group(0)), tidy)


def _spoken(text: str) -> str:
    """The tidy text with the chat's own words gone: openers and asides, "i" written small."""
    text = capital_i(openers_out_en(text))
    return re.sub(r"(^|[.!?]\s+)([a-z])", lambda m: m[1] + m[2].upper(), text)


def _as_sentence(said: str) -> str:
    lead = said[: len(said) - len(said.lstrip())]
    s = said.strip()
    if not s:
        return said
    m = _THERES_MY.match(s)
    if m and (m["n"] or m["p"]) and (m["n"] or "").split(" ")[0].lower() not in ("he", "she", "they"):
        has = m["is"] in ("'s", "’s") and re.match(r"(?:been|got|gotten|had)\b", m["r"])  # "she's been there"
        copula = (" has" if has else " is") if m["is"] else ""
        named = f" {m['n']}" if m["n"] else ""
        s = f"{m['h'][:1].upper()}{m['h'][1:]}{named}{copula} {m['r']}"
    m = _NAME_TIE.match(s)
    if m:
        s = f"My {m['t']} {m['n']}, " + s[m.end() :]
    m = _BARE_TIE.match(s)
    if m and name_word(m["n"]):
        s = f"My {m['t'].lower()} {m['n'][:1].upper()}{m['n'][1:]}" + s[m.end() :]
    m = _LOWER_NAME.match(s)
    if m and name_word(m[2]):
        s = f"{m[1]} {m[2][:1].upper()}{m[2][1:]}" + s[m.end() :]
    s = _NAME_IS.sub(lambda m: f"{m['h']} {m['n']} " + ("is " if "is" in m["p"] or "'s" in m["p"] else ""), s)
    return lead + _predicates(s)


def _predicates(s: str) -> str:
    """ "My friend Priya, 34, product manager, based in Austin" -> "My friend Priya is 34, a product manager, based
    in Austin"; "My intern Dex is 22, studies CS" -> "… is 22 and studies CS". Anything else stays as said."""
    m = _HEAD.match(s)
    if m is None:
        return s
    sep, fields = m["sep"], [f.strip() for f in re.split(r",\s+(?!\d{4}\b)", m["rest"])]
    if sep.strip() != "," and len(fields) < 2:
        return s
    if sep.strip() == "," and re.match(rf"^{_NAME}$", fields[0]):
        return s  # "My neighbor, Mrs. Alvarez, is …": the name set off by commas (`_restate` folds it)
    parts: list[tuple[str, str]] = []  # ("is", "34") or ("does", "lives in Phoenix")
    for i, field in enumerate(fields):
        field = re.sub(r"^and\s+", "", field, flags=_I)
        if not field or len(field.split()) > 8 or _NOT_A_FIELD.search(_COPULA.sub("", _PRONOUN.sub("", field))):
            return s
        if i == 0 and sep.strip() == "is":
            parts.append(("is", field))
        elif i == 0 and not sep.strip() and re.match(r"[a-z]+ed\s+\w", field):
            # "My dad retired last year, he plays golf": what they did, as said (never "is retired last year")
            parts.append(("does", field))
        elif _COPULA.match(field):  # "from Texas, he's 58": a second "is", not one more item of the first
            parts.append(("is again" if parts else "is", _COPULA.sub("", field)))
        elif _PRONOUN.match(field) or _VERB_START.match(field):
            parts.append(("does", _PRONOUN.sub("", field)))
        elif parts and parts[-1][0] == "does":
            return s  # "moved to Denver, pretty wild", "got into Stanford, no joke": a comment, not what they are
        else:
            parts.append(("is", field))
    predicates: list[str] = []
    for kind, field in parts:
        if kind.startswith("is"):
            head = re.split(r"\s+(?:at|for|in|with|from|of)\s+", field)[0]  # "software engineer at microsoft"
            several = len(head.split()) > 1  # "indian" is no trade by its ending alone; "data scientist" is
            noun = is_occupation(head, by_suffix=several) or (several and _PERSON_NOUN.search(head))
            field = _article(field) if noun else field
            if kind == "is" and predicates and predicates[-1].startswith("is "):
                predicates[-1] += f", {field}"
            else:
                predicates.append(f"is {field}")
        else:
            predicates.append(field)
    joined = predicates[0] if len(predicates) == 1 else ", ".join(predicates[:-1]) + " and " + predicates[-1]
    return f"{m['h']} {joined}"


def _article(noun: str) -> str:
    """ "a product manager", "an ER doctor"; a phrase with its own determiner stays."""
    if re.match(r"(?:a|an|the|his|her|their)\s", noun, _I):
        return noun
    # an initialism is read letter by letter ("an ER nurse"), a word by its sound ("a product manager")
    vowel = noun[0] in "AEFHILMNORSX" if noun[:2].isupper() else noun[:1].lower() in "aeiou"
    return f"{'an' if vowel else 'a'} {noun}"
