"""The English half of the self-answered-question reader (`_entities_answered`): "What does Sadie do? paralegal.",
"How old is she?" / "34, she's a nurse", and, asked of the listener, "How old are you?" / "34" said as "I am 34."."""

from __future__ import annotations

import re
from collections.abc import Collection

from ._chat_fillers import FILLER_WORDS_EN
from ._entities_answer_common import EMAIL, HEDGED, PHONE, UNKNOWN, cap, focus, one_attribute
from ._entities_en_lexicon import TRAIT_WORDS as TRAIT_WORDS_EN
from ._entities_en_words import MOD as MOD_EN
from ._entities_en_words import REL_EN

__all__ = ["answer_en", "embedded_en"]

# ---- English -------------------------------------------------------------------------------------------------------
# Where the question starts in its sentence: after a clause break and a linking word ("…; what does she do?",
# "…, and where's he from?", "Random but who does …")
_QSTART = (
    r"(?:^|[;:,—–]\s*|\s[-–]\s)(?:(?:and|but|so|also|oh|anyway|random but|quick question|ok so|okay so|btw)\b[,\s]*)*"
    r"(?:(?:(?:do|did)\s+you\s+know|you\s+know|(?:can\s+you\s+)?guess)\s+)?"
    r"(?=(?:what|what's|whats|where|where's|wheres|how|who|when|when's|which)\b"
    # "her number?", "Dana's email?", "my boss's title now?": the attribute asked with no question word
    r"|(?:OWNER|[A-Z][a-z]+'s|(?:my|our)\s+[\w\s-]{2,30}?'s)\s+[\w\s]{2,30}\?+\s*$)"
)
_QSTART_EN = re.compile(_QSTART.replace("OWNER", "his|her"), re.I)
_QSTART_YOU_EN = re.compile(_QSTART.replace("OWNER", "his|her|your"), re.I)  # "your number?" asked of the listener
# The listener, asked of by the assistant: said back in the first person
_YOU_EN = re.compile(r"\b(?:you|your)\b", re.I)
_PRONOUN_EN = r"\b(?:he|she|him|his|her)\b"
_PERSON_EN = re.compile(
    rf"\b(?i:my|our)\s+(?:(?i:{MOD_EN})[\s-]*)*(?i:{REL_EN})s?\b(?:,?\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)?"
    rf"|(?i:{_PRONOUN_EN})"
    r"|\b(?!(?:What|Where|How|Who|When|Which|Guess|Whats|Wheres|I|And|But|So|Also|Random|Quick)\b)[A-Z][a-z]+"
    r"(?:\s+[A-Z][a-z]+)?"
)
_FILLER_EN = re.compile(
    rf"(?:\s*(?:lol|lmao|haha+|hehe|:D|:\)|:P|xD|!+|\.+|,))+$|^(?:oh|{FILLER_WORDS_EN}|so|well)[,\s]+", re.I
)
# A fragment is a value, not a clause (a verb or a person in it: "I'd have to ask", "Dana is a nurse")
_NOT_VALUE_EN = re.compile(
    r"\b(?:i|i'm|i'd|you|me|we|they|he|she|is|are|was|were|am|does|did|do|has|have|had|works|lives|can|could|would|"
    r"should|will|ask|tell|know|think)\b",
    re.I,
)
_AGE_EN = re.compile(
    r"\d{1,3}(?:\s*(?:years old|years of age|yrs old|years|yrs|yo))?"
    r"|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?"
    # a child's age said in a word: "five!", "just two"
    r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen"
    r"|eighteen|nineteen",
    re.I,
)
_YEARS_EN = re.compile(r"\s*(?:years old|years of age|yrs old|years|yrs|yo)$", re.I)
_HEIGHT_EN = re.compile(
    r"\d'\s?\d{1,2}(?:\"|'')?|\d(?:\.\d{1,2})?\s*(?:m|meters?|metres?)|\d{3}\s*(?:cm|centimet(?:er|re)s?)"
    r"|(?:four|five|six|seven|[4-7])\s*(?:foot|feet|ft)(?:\s+(?:\w+|\d{1,2})(?:\s+inches)?)?",
    re.I,
)
# "How tall is she?" / "1.65", "172": a height said with no unit, which the question makes one (metres, or cm)
_BARE_HEIGHT = re.compile(r"(?P<m>[12][.,]\d{1,2})|(?P<c>1[2-9]\d|2[0-2]\d)")
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DATE_EN = re.compile(
    rf"{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}"
    rf"(?:,?\s+\d{{4}})?|\d{{1,2}}/\d{{1,2}}(?:/\d{{2,4}})?",
    re.I,
)
_LEVEL_EN = re.compile(
    r"(?:an?\s+|some\s+)?(?:high[- ]school(?:\s+diploma)?|ged|diploma|associate'?s?(?:\s+degree)?|two-year degree|"
    r"(?:four-year|college|university|undergrad(?:uate)?)\s+degree|bachelor'?s?(?:\s+(?:degree|of\s+\w+))?|b\.?a\.?|b\.?s\.?c?\.?|"
    r"master'?s?(?:\s+(?:degree|of\s+\w+))?|m\.?a\.?|m\.?s\.?c?\.?|mba|ph\.?\s?d\.?|doctorate|"
    r"some college|college|a degree)",
    re.I,
)
_PLACE_EN = re.compile(
    r"(?:[A-Z][\w.'-]*)(?:\s+(?:[A-Z][\w.'-]*|of|de|upon|on))*(?:,\s*[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*)?"
)
# An answer that is a doing of its own, its subject the one asked of: "works in IT", "runs a café in Hove"
_VERB_LED_EN = re.compile(
    r"(?:works|teaches|lives|runs|owns|manages|studies|sells|drives|writes|designs|builds|fixes|codes|coaches|"
    r"trains|lectures|nurses|stays|moved|grew\s+up|just\s+(?:started|moved|graduated)|started|graduated)\s+\S",
    re.I,
)
# Where one does the job just given: "nurse, at St Mary's", "a paralegal - for Baker & Co"
_AT_EN = re.compile(r"(?i:at|for|with)\s+(?P<p>(?:the\s+)?[A-Z][\w.'&-]*(?:\s+(?:[A-Z][\w.'&-]*|of|&))*)[\s.!]*")
_OPEN_EN = re.compile(r"(?:an?\s+)?[\w'&.-]+(?:\s+[\w'&.-]+){0,4}", re.I)


# ---- English -------------------------------------------------------------------------------------------------------


# A question said inside a statement and answered after a colon: "I bet you can't guess how old Lachlan is: 54",
# "you'll ask where my aunt is from: Pune" — read as the question and its answer.
_EMBEDDED_EN = re.compile(
    r"^(?P<head>.*?[A-Za-z].*?)\s+(?P<q>(?:how\s+(?:old|tall)|where|what)\s[^:?!.;,]{2,60}?\s(?:is|does)(?:\s+from)?)"
    r"\s*:\s*(?P<a>\S.*)$",
    re.I,
)


def embedded_en(sentence: str) -> list[str]:
    m = _EMBEDDED_EN.match(sentence.strip()) if "?" not in sentence else None
    if m is None:
        return [sentence]
    return [f"{m['head']}, {m['q']}?", m["a"]]


def answer_en(
    question: str, answer: str, known: Collection[str], listener: bool = False
) -> tuple[list[str], str] | None:
    q = question.strip()
    starts = list((_QSTART_YOU_EN if listener else _QSTART_EN).finditer(q))
    if not starts:
        return None
    start = starts[-1]
    head, clause = q[: start.start()].strip(" ,;:—–-"), q[start.end() :].rstrip(" ?")
    asked = _asked_en(clause, known, listener)
    if asked is None:
        return None
    person, attribute = asked
    opening = [head + "."] if head else []
    said = answer.strip()
    if _VERB_LED_EN.match(said) and person != "you" and not UNKNOWN.search(said) and not HEDGED.search(said):
        # "works in IT for the council", "teaches year 3 at St Mary's": the answer's verb, said of whom was asked of
        subject = {"his": "He", "him": "He", "her": "She"}.get(person.lower(), cap(person))
        return [*opening, f"{subject} {said}" + ("" if said[-1] in ".!" else ".")], ""
    value, rest = _fragment_en(answer, attribute)
    if value is not None:
        who = focus(person, head, "en") or person
        at = (
            re.fullmatch(r"(?P<j>.+?)\s+(?P<p>(?i:at|for|with)\s+[A-Z].*)", value)
            if attribute in ("job", "title")
            else None
        )
        if at is not None:  # "a pharmacist at CVS": the job, then where it is done
            value, rest = at["j"], f"{at['p']}, {rest}" if rest else at["p"]
        statement = _statement_en(who, attribute, value, past=bool(re.search(r"\bdid\b", clause, re.I)))
        where = _AT_EN.fullmatch(rest) if attribute in ("job", "title") else None
        if statement is not None and where is not None:  # "nurse, at St Mary's": where they do it
            return [*opening, f"{statement} {_statement_en(who, 'employer', where['p']) or rest}"], ""
        if statement is not None:
            return [*opening, statement], rest
    a = answer.strip()
    if re.match(r"(?:he|she)\b", a, re.I) or (not re.fullmatch(_PRONOUN_EN, person, re.I) and a.startswith(person)):
        # "What does my cousin do? He's a plumber.": the answer is a statement of its own, about the one asked of
        bare = person if not re.fullmatch(_PRONOUN_EN, person, re.I) else ""
        return ([*opening, cap(bare) + "."] if bare else opening) + [answer], ""
    return None


def _asked_en(clause: str, known: Collection[str], listener: bool = False) -> tuple[str, str] | None:
    """(who, attribute) when `clause` asks one attribute of one person of the user's (or, with `listener`, of the
    one it is put to: "what do you do")."""
    people = list(_PERSON_EN.finditer(clause))
    if listener:  # "Your number?": the listener, not a name
        people = [m for m in people if not _YOU_EN.fullmatch(m[0])] + list(_YOU_EN.finditer(clause))
    if len(people) != 1:
        return None
    m = people[0]
    person = "you" if listener and _YOU_EN.fullmatch(m[0]) else m.group(0).strip()
    rest = (clause[: m.start()] + " " + re.sub(r"^'s\b", "", clause[m.end() :])).strip()
    rest = re.sub(r"\s+(?i:originally)\b", "", rest)  # "where's he from originally?" asks where he is from
    if re.fullmatch(r"him", person, re.I):
        return None
    attribute = one_attribute(rest, person, known)
    return (person, attribute) if attribute else None


def _fragment_en(answer: str, attribute: str) -> tuple[str | None, str]:
    a = answer.strip()
    if UNKNOWN.search(a):
        return None, ""
    if attribute in ("from", "works_in", "lives_in", "employer"):
        a = _titled(a)
        place = re.match(r"(?:(?:originally\s+)?(?:from|in|at|for)\s+)?((?:the\s+)?" + _PLACE_EN.pattern + r")", a)
        if place is None or not re.match(
            r"\s*(?:$|[,.;!?:]|[—–-]\s|\(|:D|lol\b|haha|originally\b|now\b|btw\b)", a[place.end() :], re.I
        ):
            return None, ""  # a place is the whole answer: "Same town as me" names none
        chunk, rest = place.group(1), a[place.end() :]
    else:
        m = re.search(r"[;!?]|,\s|\s[—–-]\s|\.(?:\s|$)", a)
        chunk, rest = (a[: m.start()], a[m.start() :]) if m else (a, "")
        if attribute == "age":  # "seventy-two this year", "41 now": the age as it stands
            chunk = re.sub(r"\s+(?i:this\s+year|now|already|atm)$", "", chunk)
        shape = _SHAPED_EN.get(attribute)
        lead = shape.match(chunk) if shape is not None else None
        if lead and _GOES_ON_EN.match(
            chunk[lead.end() :]
        ):  # "58 and still faster than me 😂": the value, then a remark
            chunk, rest = chunk[: lead.end()], chunk[lead.end() :] + rest
    if rest.lstrip().startswith("?"):
        return None, ""  # "thirty-something?": an answer that asks
    rest = re.sub(r"^[\s,;.!—–-]*(?:(?:and|but|so|also|originally|lol|haha)\b[\s,]*)*", "", rest)
    rest = re.sub(r"^(?::D|:\)|lol)\W*", "", rest).strip()
    chunk = _FILLER_EN.sub("", chunk.strip()).strip()
    if not chunk or HEDGED.search(chunk):
        return None, ""
    bare = _BARE_HEIGHT.fullmatch(chunk) if attribute == "height" else None
    if bare:
        chunk = f"{bare['m'].replace(',', '.')} m" if bare["m"] else f"{bare['c']} cm"
    return chunk, (cap(rest) if re.search(r"[A-Za-z]{2}", rest) else "")


_SHAPED_EN = {
    "age": _AGE_EN,
    "height": _HEIGHT_EN,
    "birthday": _DATE_EN,
    "phone": PHONE,
    "email": EMAIL,
    "education": _LEVEL_EN,
}
# A remark after a value of its shape, no part of it: "and …", "but …", "lol", an emoji after a space
_GOES_ON_EN = re.compile(r"\s+(?:and|but|so|though|lol|lmao|haha\w*)\b|\s+[^\w\s'\"]", re.I)


# Words a lowercase answer to "where…?" says that name no place: "downtown", "same as me", "up north"
_NOT_PLACE_EN = re.compile(
    r"\b(?:here|there|nearby|near|close|far|away|home|downtown|uptown|midtown|abroad|overseas|around|local|locally|"
    r"same|north|south|east|west|up|down|the|a|an|my|our|your|his|her|their|no|not|nowhere|everywhere|somewhere|"
    r"anywhere|all|over|city|town|suburbs?|country|countryside|village|area|place|work|school|office|remote|remotely|"
    r"online|out|of|state|idk|dunno|unsure|yes|no|yeah|nope|ok|okay|lol|haha|hmm|um|uh|guess|somewhere|big|small)\b",
    re.I,
)


def _titled(answer: str) -> str:
    """A place answered in lowercase chat ("detroit", "san diego!") said with its capitals; other text as it was."""
    words = re.fullmatch(r"((?:originally\s+)?(?:from|in|at|for)\s+)?([a-z]+(?:\s+[a-z]+){0,2})([\s!.]*)", answer)
    if words is None or _NOT_PLACE_EN.search(words[2]) or len(words[2]) < 3:
        return answer
    return (words[1] or "") + " ".join(w.capitalize() for w in words[2].split()) + words[3]


def _statement_en(person: str, attribute: str, value: str, past: bool = False) -> str | None:
    shape = _SHAPED_EN
    if attribute in shape:
        if not shape[attribute].fullmatch(value):
            return None
    elif attribute in ("from", "works_in", "lives_in", "employer"):
        if not _PLACE_EN.fullmatch(re.sub(r"^the\s+", "", value)) or _NOT_VALUE_EN.search(value):
            return None
    elif not _OPEN_EN.fullmatch(value) or _NOT_VALUE_EN.search(value) or not re.search(r"[A-Za-z]{2}", value):
        return None
    elif attribute == "trait" and not re.search(rf"\b{TRAIT_WORDS_EN}\b", value, re.I):
        return None  # "Ugh." is no temperament
    elif attribute == "job" and re.fullmatch(
        r"(?i:retired|unemployed|jobless|nothing(?:\s+much)?|not\s+much|between\s+jobs|no\s+job)(?:\s+now)?", value
    ):
        return None  # "retired now" says they have no job: no trade
    p = cap(person)
    pronoun = re.fullmatch(_PRONOUN_EN, person, re.I)
    subject = {"his": "He", "him": "He", "her": "She"}.get(person.lower(), p) if pronoun else p
    owner = {"he": "His", "his": "His", "she": "Her", "her": "Her"}[person.lower()] if pronoun else p + "'s"
    is_, s = "is", "s"
    if person == "you":  # the listener asked of answers for themselves
        subject, owner, is_, s = "I", "My", "am", ""
        if attribute == "job" and re.fullmatch(r"[a-z][\w -]*", value):
            return f"I work as {_a(value)}."
    if attribute == "major":  # "a masters in chemistry" is a degree held; "law at Durham" what they study
        held = re.match(
            r"(?i:an?\s+)?(?:master'?s?|bachelor'?s?|ph\.?d|doctorate|degree|diploma|mba|b\.?sc?|m\.?sc?|b\.?a|m\.?a)\b",
            value,
        )
        if re.fullmatch(r"(?i:nothing|not much|none|no idea)", value):
            return None  # "nothing, he dropped out": no subject studied
        return f"{subject} {'has' if held else 'studied' if past else 'studies'} {value}."
    if attribute in _SAID_EN:
        v = _YEARS_EN.sub("", value) if attribute == "age" else value
        if attribute == "works_in" and v.lower().startswith("the "):
            return f"{subject} work{s} at {v}."  # "the Royal Infirmary": a place of work, not a town
        return f"{subject} {_SAID_EN[attribute].format(is_=is_, s=s, v=v)}."
    label = _LABELS_EN.get(attribute)
    return f"{owner} {label} is {value}." if label else None


# What a bare answer states of its subject, by attribute ("She is 34.", "I live in Boston.", "He works for Acme.")
_SAID_EN = {
    "age": "{is_} {v}",
    "height": "{is_} {v} tall",
    "from": "{is_} from {v}",
    "works_in": "work{s} in {v}",
    "lives_in": "live{s} in {v}",
    "employer": "work{s} for {v}",
    "likes": "like{s} {v}",
}
# ... or of what is theirs ("Her job is nurse.", "My number is …")
_LABELS_EN = {
    "job": "job",
    "title": "title",
    "education": "education",
    "hobby": "hobby",
    "trait": "personality",
    "phone": "number",
    "email": "email",
    "birthday": "birthday",
}


def _a(noun: str) -> str:
    """`noun` with its article: "nurse" -> "a nurse", "an engineer" as it was."""
    return noun if re.match(r"an?\s", noun) else f"{'an' if noun[:1] in 'aeiou' else 'a'} {noun}"
