"""English statement rules: a first-person clause -> a typed third-person candidate ("User …").

`statement_en` tries name, job, employer, home, person, family, preference and fact rules, and the
dated rules (todo, event, plan) first when the clause names a time. `to_third_person_en` turns the
user's own words into the memory's ("I really like cats" -> "User really likes cats").
"""

from __future__ import annotations

import re
from datetime import datetime

from .._dates import ResolvedTime
from .._dates_calendar import MONTH_RE_EN, MONTHS_EN
from ._rules_common import IMPORTANCE, Candidate, cut_chat_tail, date_suffix, find_tools, is_place, strip_edges, when_of

__all__ = [
    "DISLIKE_EN",
    "IRREGULAR_PAST",
    "JOB",
    "NAME_RE",
    "NOT_NAMES",
    "PRESENT_LOOKING_PAST",
    "PRONOUN_OBJECT",
    "and_verb",
    "cand_en",
    "month_gone",
    "statement_en",
    "swap_pronouns",
    "to_third_person_en",
    "word_set",
]


def word_set(text: str) -> frozenset[str]:
    """The set of a space-separated word list."""
    return frozenset(text.split())


_I = re.IGNORECASE


_ADVERBS = word_set(
    "really also just usually always never often sometimes still actually currently now recently mostly "
    "generally typically normally rarely definitely totally absolutely finally already even kind kinda "
    "sort of truly seriously honestly simply basically quite rather pretty sorta"
)
_MODALS = word_set("can could will would should must may might shall can't couldn't won't wouldn't shouldn't")


#: Past tenses not in -ed: "I threw a party" is "User threw a party", never "threws".
IRREGULAR_PAST = word_set(
    "got went quit left made took had did was were came saw met bought found lost broke began ran won "
    "wrote built sent spent thought told said became knew chose fell felt kept set put cut let hit read "
    "learnt forgot flew drove gave grew heard held hurt led meant paid sold sat slept spoke stood taught "
    "understood wore ate brought caught drank dug forgave fought learned overslept rode sang spun stuck swam "
    "swore threw tore used wept woke"
)
#: The ones that are also a present tense ("read", "put", "set") or no doing ("was", "said"): a message opening on
#: them may be a request ("read this", "put it in…") or a report of talk, not the speaker's own doing.
PRESENT_LOOKING_PAST = word_set("was were said read put cut let hit set meant")

# "went to a reunion in May", "we moved in March": a month alone, which the date reader leaves alone ("in March" is
# as often to come), dates a deed told in the past tense: the last such month, this one included
_IN_MONTH = re.compile(
    rf"\b(?:in|during|back\s+in|around)\s+(?:early\s+|mid-?|late\s+)?{MONTH_RE_EN}\b(?![.\s]*\d)", re.IGNORECASE
)
_DONE_EN = re.compile(
    r"\b(?:" + "|".join(sorted(IRREGULAR_PAST - PRESENT_LOOKING_PAST - {"used", "hurt"})) + r"|was|were|\w+ed)\b",
    re.IGNORECASE,
)
# (a present progressive is a plan: "is getting married in June", "we're flying out in March")
_AHEAD_EN = re.compile(
    r"\b(?:will|'ll|going\s+to|gonna|plan|planning|hope|hoping|want|wants|next|"
    r"(?:is|are|am)\s+(?:\w+\s+)?\w+ing)\b|(?:'s|'re|'m)\s+(?:\w+\s+)?\w+ing\b",
    re.IGNORECASE,
)


def _when(c: str, now: datetime) -> ResolvedTime | None:
    return when_of(c, now) or month_gone(c, now)


def month_gone(sentence: str, now: datetime) -> ResolvedTime | None:
    """The month a past-tense English sentence names alone ("went to a reunion in May", said in November: May of
    this year; "in December": last December), or None."""
    m = _IN_MONTH.search(sentence)
    if m is None or (m[1].lower() in ("may", "mar", "march") and m[1].islower()):
        return None  # "may" / "march" typed small are as often words
    if not _DONE_EN.search(sentence) or _AHEAD_EN.search(sentence):
        return None
    month = MONTHS_EN.index(m[1].lower()[:3]) + 1
    year = now.year if month <= now.month else now.year - 1
    first = now.replace(year=year, month=month, day=1, hour=0, minute=0, second=0, microsecond=0)
    return ResolvedTime(first, m.span(), m[0], "month")


JOB = (
    r"(?:engineer|developer|programmer|dev|designer|teacher|professor|lecturer|student|doctor|nurse|lawyer|manager|"
    r"director|scientist|researcher|analyst|consultant|architect|writer|author|journalist|editor|founder|co-founder|"
    r"cofounder|ceo|cto|cfo|pm|accountant|intern|freelancer|contractor|sre|admin|administrator|artist|photographer|"
    r"musician|chef|driver|marketer|translator|tutor|officer|clerk|pharmacist|dentist|therapist|psychologist|"
    r"entrepreneur|lead|specialist|technician|mechanic|electrician|banker|trader|recruiter|salesperson|"
    r"product owner|data scientist|phd student)"
)
#: A taste said against something: "don't like", "can't stand", "never eat" (after "I", or with the "I" dropped).
DISLIKE_EN = r"(?:don't|do not|can't|cannot|never)\s+(?:really\s+)?(?:like|stand|eat|drink|enjoy)"
_REL = (
    r"(?:girlfriend|boyfriend|wife|husband|partner|fianc[ée]e?|spouse|mom|mother|mum|dad|father|parents|son|daughter|"
    r"kids?|children|brother|sister|grandma|grandmother|grandpa|grandfather|boss|manager|team lead|lead|supervisor|"
    r"mentor|colleague|coworker|co-worker|teammate|roommate|flatmate|best friend|friend|neighbou?r|cat|dog|puppy|"
    r"kitten)"
)
_PETS = ("cat", "dog", "puppy", "kitten")
REL = _REL  # the people (and pets) of a user's life, for the clause rules


NAME_RE = r"(?P<n>[A-Za-z][\w.'\-]*(?:\s+[A-Z][\w.'\-]*){0,2}|[\u4e00-\u9fff]{2,4})"
NOT_NAMES = word_set(
    "english chinese american british canadian japanese korean german french indian australian spanish "
    "italian russian mexican brazilian dutch swedish irish scottish welsh vietnamese thai back here done "
    "fine good sorry okay ok not just so also still currently working going planning learning using "
    "thinking trying looking living new happy glad tired busy ready sure afraid excited"
)
PRONOUN_OBJECT = re.compile(
    # ("IT", said in capitals, is the field: "manages the IT department")
    r"^(?:(?-i:[Ii]t)|that|this|these|those|them|him|her|you|your|the idea|to know|what|how|"
    r"the (?:first|second|third|last|other|former|latter|one|same)|one|both|either)\b",
    _I,
)
_NOW = r"(?:now\s+|currently\s+|still\s+|also\s+)?"
_EVENT = (
    r"(?:interview|meeting|exam|test|appointment|flight|wedding|party|presentation|conference|surgery|date|deadline|"
    r"demo|review|call|trip|talk|game|match|concert|checkup|check-up)"
)
_LIFE = re.compile(
    r"^i\s+(?:just\s+|recently\s+|finally\s+|officially\s+)?(?:got married|got engaged|got divorced|graduated|"
    r"got promoted|got laid off|got fired|was laid off|was fired|quit my job|quit|resigned|started a new job|"
    r"had a baby|had surgery|broke up|retired|moved house|changed jobs|switched jobs|passed|failed my|got into|"
    r"got accepted|got an offer|bought a (?:house|car|flat|apartment)|visited|went to|came back)\b",
    _I,
)


def _conjugate(verb: str) -> str:
    """Third-person singular of a verb after "I" (likes, has, doesn't; past tenses and modals unchanged)."""
    low = verb.lower()
    # "we were" said of the user alone is "User was": a plural or first-person form never follows "User"
    special = {"have": "has", "do": "does", "go": "goes", "don't": "doesn't", "am": "is", "'m": "is", "be": "is",
               "haven't": "hasn't", "are": "is", "aren't": "isn't", "were": "was", "weren't": "wasn't",
               "gotta": "has to", "wanna": "wants to"}  # fmt: skip
    if low in special:
        return special[low]
    past = low.endswith("ed") and not low.endswith("eed")
    if low in _MODALS or low in IRREGULAR_PAST or past or low.endswith("n't") or not low.isalpha():
        return verb
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if low.endswith("y") and len(low) > 1 and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


_LEADS = (
    (re.compile(r"^(?:i'm|i am|im)\b", _I), "User is"),
    (re.compile(r"^(?:i've|i have)\b", _I), "User has"),
    (re.compile(r"^i'd\b", _I), "User would"),
    (re.compile(r"^(?:i'll|i will)\b", _I), "User will"),
    (re.compile(r"^i was\b", _I), "User was"),
    (re.compile(r"^(?:we're|we are)\b", _I), "User's team is"),
    (re.compile(r"^(?:we've|we have)\b", _I), "User's team has"),
    (re.compile(r"^(?:my|our)\b", _I), "User's"),
)
_LATER = (
    (r"\bI'm\b|\bI am\b", "they're"),
    (r"\bI was\b", "they were"),
    (r"\bI've\b", "they've"),
    (r"\bI'd\b", "they'd"),
    (r"\bI'll\b", "they'll"),
    (r"\bI\b", "they"),
    (r"\bmy\b", "their"),
    (r"\bmine\b", "theirs"),
    (r"\bmyself\b", "themselves"),
    (r"\bme\b", "them"),
    (r"\bour\b", "their"),
)


# An address, a link or a domain ("jo@proton.me", "about.me/jo"): said as it was, whatever words are in it.
_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bhttps?://\S+|\b[\w-]+(?:\.[a-z][\w-]*)+(?:/\S*)?", _I)


_KEPT_AS_WRITTEN = f'({_ADDRESS.pattern}|"[^"]{{1,80}}"|“[^”]{{1,80}}”)'


def swap_pronouns(text: str) -> str:
    """First-person pronouns inside a sentence -> third person ("call my mom" -> "call their mom"); an address and a
    quoted title in it are kept as written ("jdoe@proton.me" is no "proton.them", "You Shook Me All Night Long"
    stays)."""
    parts = re.split(_KEPT_AS_WRITTEN, text, flags=_I)
    for i in range(0, len(parts), 2):
        for pattern, repl in _LATER:
            parts[i] = re.sub(pattern, repl, parts[i], flags=_I if pattern != r"\bI\b" else 0)
    return "".join(parts)


_STATE_ING = (
    r"(?:feel|struggl|think|wonder|worry|worri|hav|do|deal|try|tri|gett|be|miss|hop|lov|enjoy|hurt|suffer|los|"
    r"stress)ing\b"
)
# "I mainly love", "I genuinely think": a word in -ly before the verb is its adverb (not "I reply", "I rely", "I apply")
_LY_ADVERB = re.compile(
    r"(?i)(?!(?:reply|rely|apply|supply|comply|imply|multiply|ally|rally|tally|bully|sully|dally)$)[a-z]{2,}ly"
)


# The user and someone else as one subject: "Me and my wife …", "My wife and I …", "me and Sarah …"
_TOGETHER = re.compile(
    r"^(?:(?i:me|i)\s+and\s+(?P<a>(?i:my|our)\s+[\w-]+(?:\s+(?!(?i:just|are|were|have|had|went|got)\b)[\w-]+)?|[A-Z][a-z]+)"
    r"|(?P<b>(?i:my|our)\s+[\w-]+|[A-Z][a-z]+)\s+and\s+(?i:i|me))\b(?!['’])"
)


def to_third_person_en(text: str) -> str:
    """ "I really like cats" -> "User really likes cats"; "my manager Tom" -> "User's manager Tom"; "Me and my wife
    … we loved Kyoto" -> "User and their wife … they loved Kyoto"."""
    t = text.strip()
    together = _TOGETHER.match(t)
    if together:
        rest = re.sub(r"\bwe\b", "they", t[together.end() :], flags=_I)
        rest = re.sub(r"\bus\b", "them", rest)
        return "User and " + swap_pronouns(together["a"] or together["b"]) + swap_pronouns(rest)
    head, rest = "", t
    for pattern, repl in _LEADS:
        m = pattern.match(t)
        if m:
            head, rest = repl, t[m.end() :]
            break
    else:
        m = re.match(r"^(i|we)\s+", t, _I)
        if m:
            words = t[m.end() :].split(" ")
            i = 0
            while i < len(words) - 1 and (words[i].lower() in _ADVERBS or _LY_ADVERB.fullmatch(words[i])):
                i += 1
            if words and words[i] and words[i].lower() not in ("and", "&"):  # "I and my colleagues formed …"
                words[i] = _conjugate(words[i])
            head = "User" if m.group(1).lower() == "i" else "User's team"
            rest = " " + " ".join(words)
    if head.startswith("User") and not head.startswith("User's"):
        rest = and_verb(_and_i(rest))
    elif head.startswith("User's") and re.match(rf"\s+(?:[\w-]+\s+)?(?:{_REL}|{_KIN_MORE})s?\b", rest, _I):
        rest = _user_not_they(rest)  # someone of theirs is the subject ("User's work schedule … and they…" is clear)
    rest = _SENTENCE_START.sub(lambda w: w[0].capitalize(), swap_pronouns(rest))  # ". My daughter": ". Their …"
    return (head + rest).strip() if head else rest[:1].upper() + rest[1:]


# A pronoun swapped in where a sentence starts ("My son is 6. My daughter is 3." -> "… Their daughter is 3")
_SENTENCE_START = re.compile(r"(?<=[.!?]\s)(?:their|they|them)\b")


# "User is allergic to shellfish and I try to avoid dairy": the user is still the subject after "and" / "but" / "so",
# so the verb agrees with "User" and the second subject goes ("… and tries to avoid dairy"), never "and they try".
_AND_I = re.compile(
    r"(?P<c>,?\s+(?:and|but|so|and also|but also|plus)\s+)(?:I\s+(?P<w>[A-Za-z']+(?:\s+[A-Za-z']+){0,2})|"
    r"(?P<l>I'm|I've|I'll|I'd))\b"
)
_AND_I_LEADS = {"i'm": "is", "i've": "has", "i'll": "will", "i'd": "would"}


def _and_i(text: str) -> str:
    def repl(m: re.Match[str]) -> str:
        if m["l"]:
            return m["c"] + _AND_I_LEADS[m["l"].lower()]
        words = m["w"].split()
        i = 0
        while i < len(words) - 1 and (words[i].lower() in _ADVERBS or _LY_ADVERB.fullmatch(words[i])):
            i += 1
        words[i] = _conjugate(words[i])
        return m["c"] + " ".join(words)

    return _AND_I.sub(repl, text)


# "User is 35 and work in design", "User lives in Austin and teach math", "User is from Ohio but live in Denver": the
# user's second verb after "and" / "but" agrees with "User" too. Only a verb that is no noun after "and" ("have",
# "teach"), or one the next word shows is a verb ("work in …", "love my job"); a noun stays ("a nurse and mother of
# two", "family and work"), and so does a verb after "to" or a modal ("likes to read and write", "can swim and cook")
_VERB_ONLY = "have|teach|run|own|live|coach|manage|volunteer|commute|speak|raise|rent|attend|freelance|mentor|hate"
_VERB_IF_LED = "work|study|love|like|enjoy|play|write|drive|help|lead|build|sell|teach|spend|take|go|do|make|need|want"
_VERB_LEADS = r"in|at|on|for|as|from|with|to|a|an|the|my|our|his|her|their|it|them|\d+|two|three|four|five|full|part"
_AND_VERB = re.compile(
    rf"(?P<c>,?\s+(?:and|but)\s+(?:(?:also|now|still|currently|mostly|usually)\s+)?)"
    rf"(?P<v>(?:{_VERB_ONLY})(?=\s+\w)|(?:{_VERB_IF_LED})(?=\s+(?:{_VERB_LEADS})\b))",
    _I,
)
_NOT_AGREED = re.compile(
    r"\bto\s+(?![A-Z]|(?:the|a|an|my|their|his|her|work|school|college)\b)|\b(?:and|or)\b|"
    + "|".join(rf"\b{m}\b" for m in sorted(_MODALS))
    + r"|\b(?:do|did|does)n't\b",
    _I,
)


def and_verb(text: str) -> str:
    """ "User is 35 and work in design" -> "… and works in design": the user's second verb agrees with "User"."""
    m = _AND_VERB.search(text)
    if m is None or _NOT_AGREED.search(text, 0, m.start()) or re.search(r"[.;!?]", text[: m.start()]):
        return text
    return text[: m.start("v")] + _conjugate(m["v"]) + text[m.end("v") :]


# "My parents live in Ohio and I visit them": after someone else as the subject, "they" for the user would read as
# them ("User's parents live in Ohio and they visit them"), so the user is named.
_I_AFTER_OTHER = re.compile(r"\b(?:I(?P<l>'m|'ve|'ll|'d)|I\s+(?P<w>[A-Za-z']+)|(?P<me>me))\b")
_USER_LEADS = {"'m": "the user is", "'ve": "the user has", "'ll": "the user will", "'d": "the user would"}


# the wider family, whom the clause rules do not read as a subject of their own, is someone of the user's all the
# same: "User's cousin got married, I gave them $200" names the user, never "they gave them"
_KIN_MORE = r"(?:cousin|aunt|auntie|uncle|nephew|niece|grandparent|grandson|granddaughter|grandkid|in-law)"


def _user_not_they(text: str) -> str:
    parts = re.split(_KEPT_AS_WRITTEN, text, flags=_I)
    for i in range(0, len(parts), 2):  # not inside an address or a title ("wren.n@proton.me")
        m = _I_AFTER_OTHER.search(parts[i])  # named once: "…told the user they're getting a raise"
        if m is not None:
            parts[i] = parts[i][: m.start()] + _user_named(m) + parts[i][m.end() :]
            break
    return "".join(parts)


def _user_named(m: re.Match[str]) -> str:
    if m["me"]:
        return "the user"
    if m["l"]:
        return _USER_LEADS[m["l"]]
    return "the user " + _conjugate(m["w"])


def cand_en(
    kind: str,
    content: str,
    label: str,
    source: str,
    *,
    importance: float | None = None,
    confidence: float = 0.9,
    due_at: datetime | None = None,
    replace: tuple[str, str] | None = None,
    forget: str | None = None,
    correction: bool = False,
) -> Candidate:
    """An English candidate, trimmed of chat tails (laughter, emoji) (a manual memory keeps its closing punctuation)."""
    return Candidate(
        type=kind,
        content=cut_chat_tail(content, "en").strip(" \t\n,;.") if kind != "manual" else content.strip(),
        label=label,
        language="en",
        importance=IMPORTANCE.get(kind, 0.7) if importance is None else importance,
        confidence=confidence,
        due_at=due_at,
        replace=replace,
        forget=forget,
        correction=correction,
        source=source,
    )


_DAYS_EN = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_PARTS_EN = r"(?:morning|evening|night|day|weekend|weekday|week|month|year|summer|winter|spring|autumn|fall|christmas)"
#: A time that comes round again: "every Sunday", "each Thursday", "most weekends", "on Tuesdays", "at weekends",
#: "every other Saturday", "twice a week", "Sunday mornings".
RECUR_EN = (
    rf"(?:every|each)\s+(?:other\s+|single\s+)?(?:{_DAYS_EN}|{_PARTS_EN})(?:\s+(?:morning|afternoon|evening|night))?|"
    rf"most\s+(?:{_DAYS_EN}|{_PARTS_EN})s(?:\s+(?:morning|afternoon|evening|night)s)?|"
    rf"(?:on\s+|at\s+)?(?:the\s+)?(?:{_DAYS_EN}s|weekends|weekdays)|"
    rf"(?:on\s+)?{_DAYS_EN}\s+(?:morning|afternoon|evening|night)s|"
    r"(?:once|twice|three times|a couple of times|a few times)\s+a\s+(?:day|week|month|year)"
)
# "I swim on Tuesdays", "we drive out to the coast every weekend": what the user does whenever that time comes round
_HABIT_EN = re.compile(rf"^(?P<s>i|we)\s+(?P<o>.{{3,80}}?),?\s+(?P<t>{RECUR_EN})$", _I)
# what is still to come or wished for is no habit yet ("I want to swim every morning", "I'll start running on Sundays")
_NOT_YET = re.compile(
    r"\b(?:going to|gonna|will|'ll|would|'d|should|could|might|may|want|wanna|plan|hope|need|try|start|used to)\b", _I
)


def _habit(c: str) -> list[Candidate]:
    m = _HABIT_EN.match(c)
    if m is None or _NOT_YET.search(m["o"]) or re.match(r"(?:am|was|were|'m)\b", m["o"], _I):
        return []
    if re.search(r"\b(?:him|her|them|it|there|that|this)\b", m["o"], _I):
        return []  # "… and I visit them every Christmas": said of someone before it, read with them
    # a day keeps its capital, and a bare "Sundays" said first reads "on Sundays" after what is done
    when = re.sub(_DAYS_EN, lambda d: d[0].capitalize(), m["t"], flags=_I)
    when = re.sub(rf"^(?=(?:{_DAYS_EN}|weekend|weekday))", "on ", when, flags=_I)
    # a habit of "we" is the user's ("we go to church on Sundays": the user goes), as a trip of "we" is
    said = f"I {c[m.end('s') : m.start('t')].strip().rstrip(',')} {when}"
    return [cand_en("preference", to_third_person_en(said), "habit", c, confidence=0.75)]


def statement_en(c: str, now: datetime) -> list[Candidate]:
    """Candidates of a first-person clause ("I …", "my …", "we …")."""
    if found := _habit(c):
        return found
    # A dated clause is a plan, todo or event first ("I'm working on the slides tomorrow").
    dated = _when(c, now) is not None
    if dated and (found := _dated(c, now)):
        return found
    if dated and (found := _moved(c, now)):
        return found
    for rule in (_name, _job, _employer, _home, _person, _family, _preference, _fact):
        found = rule(c)
        if found:
            return found
    return [] if dated else _dated(c, now)


_MOVED = re.compile(r"^(?i:i\s+(?:just\s+|recently\s+)?(?:moved|relocated)\s+to)\s+(?P<x>[A-Z].*)$")


def _moved(c: str, now: datetime) -> list[Candidate]:
    """ "I moved to Shenzhen last month" -> "User moved to Shenzhen (2026-10)": the time leaves the place."""
    m = _MOVED.match(c)
    when = _when(c, now)
    if m is None or when is None or when.span[0] < m.start("x"):
        return []
    place = strip_edges(c[m.start("x") : when.span[0]] + " " + c[when.span[1] :])
    place = strip_edges(re.sub(r"\s+(?:in|on|at|about|around)$", "", place, flags=_I))
    if not place:
        return []
    return [cand_en("personal", f"User moved to {place}" + date_suffix(when, "en"), "city", c)]


def _name(c: str) -> list[Candidate]:
    m = re.match(rf"^(?:my name is|my name's|i'm called|i am called|i go by)\s+{NAME_RE}$", c, _I)
    if m is None:
        m = re.match(r"^(?i:i'm|i am)\s+(?P<n>[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})$", c)
        if m is None or m.group("n").split()[0].lower() in NOT_NAMES:
            return []
    return [cand_en("personal", f"User's name is {m.group('n')}", "name", c, importance=0.9)]


def named_relation_en(c: str) -> Candidate | None:
    """ "Tilly is my dog" / "Jon is my brother": a person (or pet) in the user's life, by name."""
    lead = r"(?:(?:older|younger|little|big|best)\s+)?"
    m = re.match(rf"^(?P<n>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?) is my {lead}(?P<r>{_REL})$", c)
    if m is None or m.group("n").split()[0].lower() in NOT_NAMES:
        return None
    kind = "personal" if m.group("r").lower() in _PETS else "person"
    return cand_en(kind, f"User's {m.group('r').lower()} is called {m.group('n')}", "person", c)


def _job(c: str) -> list[Candidate]:
    m = re.match(
        rf"^(?:i'm|i am|i work as|i'm working as)\s+(?:now\s+|currently\s+|also\s+|still\s+)?(?:an?\s+)"
        rf"(?P<j>(?:[\w+#.-]+\s+){{0,3}}?{JOB}s?)(?:\s+(?:at|for|in)\s+(?P<x>.+))?$",
        c,
        _I,
    )
    if m is None:
        # "my job is a nurse", "my job is sous chef"; not how the job is ("my job is stable but not exciting")
        m = re.match(r"^my (?:job|role|profession|occupation) is\s+(?P<a>an?\s+)?(?P<j>.+)$", c, _I)
        if m is None or not (m["a"] or re.search(rf"\b{JOB}s?$", m["j"], _I)):
            return []
        return [cand_en("personal", f"User works as {m['a'] or ''}{m['j']}", "job", c)]
    article = "an" if m.group("j")[0].lower() in "aeiou" else "a"
    out = [cand_en("personal", f"User is {article} {m.group('j')}", "job", c)]
    x = m.group("x")
    if x:
        out.append(_place_or_employer(strip_edges(x), c))
    return out


def _place_or_employer(x: str, c: str) -> Candidate:
    if is_place(x):
        return cand_en("personal", f"User works in {x}", "work city", c)
    return cand_en("personal", f"User works at {x}", "employer", c)


def _employer(c: str) -> list[Candidate]:
    m = re.match(rf"^(?:i|i'm)\s+{_NOW}work(?:ing)?\s+(?P<p>at|for|in)\s+(?P<x>.+?)(?:\s+now)?$", c, _I)
    if m:
        x = strip_edges(m.group("x"))
        if m.group("p").lower() == "in" and not is_place(x):
            return []
        return [_place_or_employer(x, c)]
    m = re.match(
        r"^(?i:i\s+(?:just\s+|recently\s+)?(?:joined|started (?:a new job |working )?at|got a (?:new )?job at|"
        r"switched to))\s+(?P<x>[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})$",
        c,
    )
    if m and not is_place(m.group("x")) and not find_tools(m.group("x")):
        return [cand_en("personal", f"User works at {m.group('x')}", "employer", c)]
    return []


def _home(c: str) -> list[Candidate]:
    m = re.match(rf"^(?:i|i'm)\s+{_NOW}(?:live|living|based)\s+in\s+(?P<x>.+)$", c, _I)
    m = m or re.match(r"^(?i:i\s+(?:just\s+|recently\s+)?(?:moved|relocated)\s+to)\s+(?P<x>[A-Z].*)$", c)
    if m:
        return [cand_en("personal", f"User lives in {swap_pronouns(strip_edges(m.group('x')))}", "city", c)]
    m = re.match(r"^(?i:i'm|i am|i come)\s+from\s+(?P<x>[A-Z].*)$", c)
    if m:
        return [cand_en("personal", f"User is from {strip_edges(m.group('x'))}", "hometown", c)]
    return []


def _person(c: str) -> list[Candidate]:
    m = re.match(
        r"^(?:i|we)\s+(?:just\s+|recently\s+|finally\s+)?(?:adopted|got|have|own)\s+an?\s+(?:new\s+)?"
        r"(?P<r>(?:[a-z]+\s+)?(?:puppy|dog|cat|kitten|rabbit|bunny|parrot|hamster))\s+(?:named|called)\s+"
        r"(?P<n>(?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?))\b.*$",
        c,
        _I,
    )
    if m:
        return [cand_en("personal", f"User has a {m.group('r').lower()} named {m.group('n')}", "person", c)]
    m = re.match(
        rf"^(?:my|our)\s+(?:new\s+)?(?P<r>{_REL})(?:'s name is|'s called|'s named|\s+is called|\s+is named|\s+name is)"
        rf"\s+{NAME_RE}$",
        c,
        _I,
    )
    if m and m["r"].lower() not in _PETS and c[:3].lower() == "our":
        m = None  # "our boss is called …" is the team's; a pet of "our" home is the user's
    if m:
        kind = "personal" if m.group("r").lower() in _PETS else "person"
        return [cand_en(kind, f"User's {m.group('r')} is called {m.group('n')}", "person", c)]
    verb = r"(?:is|was|works|lives|loves|likes|hates|has|'s|can't|doesn't)"
    m = re.match(rf"^my\s+(?P<r>{_REL})(?:\s+[A-Z][a-z]+)?\s+{verb}\b.+$", c, _I)
    if m and not re.search(r"\b(?:today|tonight|right now|just|currently|you)\b", c, _I):
        kind = "personal" if m.group("r").lower() in _PETS else "person"
        return [cand_en(kind, to_third_person_en(c), "person", c)]
    return []


def _family(c: str) -> list[Candidate]:
    if re.match(
        r"^i (?:have|'ve got|got)\s+(?:an?|one|two|three|four|\d)\s+(?:\w+\s+)?"
        r"(?:kids?|children|sons?|daughters?|brothers?|sisters?|cats?|dogs?)$",
        c,
        _I,
    ) or re.match(r"^(?:i'm|i am)\s+(?:married|single|divorced|engaged|\d{1,3}(?: years old)?)$", c, _I):
        return [cand_en("personal", to_third_person_en(c), "family", c)]
    m = re.match(r"^my birthday is\s+.+$", c, _I)
    return [cand_en("personal", to_third_person_en(c), "birthday", c)] if m else []


# "I now prefer React", "I like React over Vue": the new choice replaces the old one in its category.
_NOW_PREFER = re.compile(
    r"^i\s+(?:\w+\s+){0,2}?now\s+(?:like|love|prefer)\b|\b(?:prefer|like)\s+.+\s+(?:over|instead of|rather than)\s+", _I
)


def _preference(c: str) -> list[Candidate]:
    adv = r"(?:(?:really|absolutely|totally|just|also|do|still|kind of|kinda|much|definitely|honestly|now)\s+){0,4}"
    m = re.match(rf"^i\s+{adv}(?:like|love|enjoy|prefer|adore)\s+(?P<o>.+)$", c, _I)
    m = m or re.match(rf"^i\s+{adv}{DISLIKE_EN}\s+(?P<o>.+)$", c, _I)
    # "I try to avoid dairy", "I've been trying to stay away from sugar": what the user keeps off is theirs too
    keep_off = r"(?:(?:(?:try|tried|am trying|'m trying|have been trying|'ve been trying) (?:hard )?to|have to) )?"
    m = m or re.match(
        rf"^i\s+{adv}{keep_off}(?:hate|dislike|despise|loathe|avoid|stay away from|steer clear of|cut out)\s+"
        r"(?P<o>.+)$",
        c,
        _I,
    )
    m = m or re.match(r"^(?:i'm|i am)\s+(?:a\s+(?:big\s+|huge\s+)?fan of|into|obsessed with)\s+(?P<o>.+)$", c, _I)
    everything = r"(?:pretty much\s+|almost\s+|nearly\s+)?(?:everything|all my \w+)"
    m = m or re.match(rf"^i\s+(?:do|write|code)\s+{everything}\s+in\s+(?P<o>.+)$", c, _I)
    if m:
        if PRONOUN_OBJECT.match(m.group("o")):
            return []
        label = "preference change" if _NOW_PREFER.search(c) else "preference"
        return [cand_en("preference", to_third_person_en(c), label, c)]
    m = re.match(
        r"^(?:i'm|i am)\s+(?:allergic to\s+.+|(?:a\s+)?(?:vegetarian|vegan|pescatarian|night owl|early bird|morning "
        r"person)|(?:lactose|gluten) intolerant|(?:a\s+)?(?:celiac|coeliac|diabetic))$",
        c,
        _I,
    )
    if m:
        kind = "personal" if re.search(r"allergic|intolerant|celiac|coeliac|diabetic", c, _I) else "preference"
        # "I'm allergic to shellfish so the team dinner at the seafood place is gonna be fun": the allergy, not
        # what follows from it
        said = re.split(r",?\s+(?:so|which means|which is why|and that's why)\s+(?!much\b|many\b|bad(?:ly)?\b)", c)[0]
        return [cand_en(kind, to_third_person_en(said), "preference", c)]
    m = re.match(r"^i\s+(?:usually|always|never|often|typically|normally|mostly|generally)\s+(?P<o>.+)$", c, _I)
    if m and not re.match(r"^(?:think|know|forget|ask|wonder|say|feel|get confused)\b", m.group("o"), _I):
        return [cand_en("preference", to_third_person_en(c), "habit", c, confidence=0.75)]
    return []


def _fact(c: str) -> list[Candidate]:
    decided = r"(?:have\s+|'ve\s+)?(?:finally\s+)?(?:decided|chose|picked)\s+(?:to\s+(?:use|go with)\s+|on\s+)"
    m = re.match(rf"^(?:i|we)\s+{decided}(?P<o>.+)$", c, _I)
    m = m or re.match(r"^(?:i|we)(?:'re| are|'m| am)?\s+(?:going|went)\s+with\s+(?P<o>.+)$", c, _I)
    if m:
        return [cand_en("fact", to_third_person_en(c), "decision", c)]
    switched = r"(?:just\s+|recently\s+)?(?:switched|moved|migrated|changed)\s+(?:from\s+(?P<f>.+?)\s+)?to"
    m = re.match(rf"^(?:i|we)\s+{switched}\s+(?P<o>.+)$", c, _I)
    if m and find_tools(m.group("o")):
        repl = (strip_edges(m.group("f")), strip_edges(m.group("o"))) if m.group("f") else None
        return [cand_en("fact", f"User switched to {strip_edges(m.group('o'))}", "stack change", c, replace=repl)]
    uses = r"(?:'re| are|'m| am)?\s+(?:mainly\s+|mostly\s+|also\s+|now\s+)?(?:use|using|write|code in|build with)"
    m = re.match(rf"^(?:i|we){uses}\s+(?P<o>.+)$", c, _I)
    ours = r"(?:\w+\s+)?(?:stack|backend|frontend|database|db|project|app|service|api)"
    m = m or re.match(rf"^(?:my|our)\s+{ours}\s+(?:is|uses|runs on|is built (?:with|on))\s+(?P<o>.+)$", c, _I)
    if (
        m
        and (find_tools(m.group("o")) or re.search(r"\b[A-Z][\w.+#-]+", m.group("o")))
        and not PRONOUN_OBJECT.match(m.group("o"))
    ):
        return [cand_en("fact", to_third_person_en(c), "tech stack", c)]
    doing = r"(?:currently\s+|now\s+)?(?:building|working on|developing|making|learning|studying)"
    m = re.match(rf"^(?:i'm|i am|we're|we are)\s+{doing}\s+(?P<o>.+)$", c, _I)
    if m and not PRONOUN_OBJECT.match(m.group("o")):
        return [cand_en("fact", to_third_person_en(c), "project", c)]
    return []


def _dated(c: str, now: datetime) -> list[Candidate]:
    """Todos, events and plans."""
    when = _when(c, now)
    future = when is not None and when.when.date() >= now.date()
    suffix = date_suffix(when, "en")
    due = when.when if when is not None and future else None
    text = to_third_person_en(c)
    if future and re.match(r"^i\s+(?:really\s+)?(?:need to|have to|must|'ve got to|gotta|got to|should)\b", c, _I):
        return [cand_en("todo", text + suffix, "todo", c, due_at=due)]
    if re.match(rf"^i\s+(?:have|'ve got|got)\s+(?:an?|my|the|this|that)\s+(?:[\w-]+\s+){{0,3}}?{_EVENT}s?\b", c, _I):
        return [cand_en("event", text + suffix, "event", c, due_at=due)]
    if _LIFE.match(c) and not future:
        return [cand_en("event", text + suffix, "event", c)]
    strong = re.match(
        r"^(?:i'm|i am)\s+(?:going to|gonna|planning to|planning on|about to|hoping to|thinking of|thinking about|"
        r"considering)\s+\w+|^i\s+(?:plan|intend|hope|aim|decided)\s+to\s+\w+|^i\s+want to\s+(?:learn|move|switch|"
        r"visit|travel|quit|start|buy|become|try)\b",
        c,
        _I,
    )
    # "I'm flying to Denver tomorrow" is a plan; "I'm feeling a bit down today" is how the user is
    weak = re.match(r"^(?:i'll|i will|i want to|(?:i'm|i am) (?!(?:[a-z]+ly\s+)?" + _STATE_ING + r")\w+ing)\b", c, _I)
    trivial = re.search(
        r"\b(?:going to|gonna|about to|want to)\s+(?:bed|sleep|eat|grab|get|have|be|try|check|look|see|"
        r"think|go|head|take|make|do|say|ask|tell|need|want)\b",
        c,
        _I,
    )
    if when is not None and re.search(r"hour|minute", when.text, _I):
        return []  # "I'll be back in 5 minutes" is not worth remembering
    if re.search(r"\b(?:about|of|on|to)\s+(?:it|that|this)\b", c, _I):
        return []  # "I'm thinking about it"
    # "we're heading to Cornwall next weekend" with no one named: the user's trip, said as "User is heading …"
    we = re.match(r"^(?:we're|we are)(?= (?!(?:[a-z]+ly\s+)?" + _STATE_ING + r")\w+ing\b)", c, _I)
    if we and future:
        return [cand_en("plan", to_third_person_en("I'm" + c[we.end() :]) + suffix, "plan", c, due_at=due)]
    if (strong and (future or not trivial)) or (weak and future):
        return [cand_en("plan", text + suffix, "plan", c, due_at=due)]
    return []
