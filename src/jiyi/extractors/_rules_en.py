"""English rules of the offline extractor: one sentence in, third-person candidates ("User …") out.

Like the Chinese rules, a clause must be a first-person statement ("I …", "my …", "we …"), inherit
the subject of the clause before ("I'm Li Ming, a backend engineer"), or be a "remind me" /
"remember that" / "forget that" request. Questions, requests, hypotheticals and statements about
other people are dropped. The statement rules live in `_rules_en_facts`.
"""

from __future__ import annotations

import dataclasses
import re
from datetime import datetime

from .._repeat import find_repeat, only_repeat
from ._chat_fillers import OPENERS_EN
from ._remind_when import only_a_time
from ._rules_again import again_en
from ._rules_cancel import cancel_en
from ._rules_common import (
    Candidate,
    Subject,
    cut_chat_tail,
    date_suffix,
    find_tools,
    is_place,
    place_aliases,
    strip_edges,
    todo_due,
    when_of,
)
from ._rules_done import done_en
from ._rules_en_facts import (
    RECUR_EN,
    REL,
    cand_en,
    named_relation_en,
    statement_en,
    swap_pronouns,
    to_third_person_en,
)
from ._rules_ended import ended_en
from ._rules_moved import moved_en
from ._rules_two_aged import two_aged_en

__all__ = ["FILLER", "HELP", "HYPOTHETICAL", "QUESTION", "extract_en", "to_third_person_en"]

_I = re.IGNORECASE
# A word said before a clause that is no part of it ("ok so", "btw", "lol"), or a reply's word ("right", "sure").
FILLER = re.compile(rf"^(?:{OPENERS_EN}|right|cool|nice|great|good|sure)\b[,!.:;\s-]*", _I)
QUESTION = re.compile(
    r"\?\s*$|^(?:what|how|why|when|where|which|who|whom|whose|is|are|am|was|were|can|could|would|should|do|does|"
    r"did|will|shall|may|might|any|anything|anyone|isn't|aren't|don't|doesn't)\b|^i (?:wonder|was wondering)\b",
    _I,
)
HELP = re.compile(
    r"^(?:please|pls|can you|could you|would you|will you|help|write|explain|tell me|show me|give me|translate|"
    r"summari[sz]e|generate|list|find|make|create|fix|debug|let's|lets|check)\b|\byou\b|\byour\b|\bi need help\b",
    _I,
)
HYPOTHETICAL = re.compile(
    r"\b(?:if|suppose|supposing|imagine|hypothetically|what if|assuming|pretend|let's say|in theory|would)\b", _I
)
_SPLIT = re.compile(
    r"\s*;\s*|,\s+(?:and|but|so|because)\s+|\s+(?:and|but|so|because)\s+(?=(?:i|i'm|i've|i'd|i'll|my|we|we're|our)\b)"
    r"|,\s+(?=(?:i|i'm|i've|i'd|i'll|my|we|we're|our|an?)\s)|\s+but\s+",
    _I,
)
# "the color, design, material, and quality", "Madrid, Barcelona, and Granada": a list's last comma is no clause's
# end, so the list is not cut before its last item
_LIST_AND = re.compile(
    r"(,\s+(?:[^\s,;]+\s){0,3}[^\s,;]+),\s+and\s+"
    r"(?!(?:i|i'm|i've|i'd|i'll|my|we|we're|our|he|she|they|it|there|then|so)\b)",
    _I,
)
_TOGETHER = re.compile(rf"^(?P<w>(?i:my)\s+{REL}|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+and\s+I\b(?!')")
_SUBJECT = re.compile(r"^(?:i|i'm|i've|i'd|i'll|my|we|we're|we've|our)\b", _I)


# "call me Jo from now on", "just call me Jo please", "you can call me Jo 🙂": how the user wants to be called; the
# words after the name that say when or ask nicely are no part of it.
_CALL_ME = re.compile(
    r"^(?:(?:from now on|going forward|in future|in the future),?\s+)?(?:you can |you could |please |pls |just |"
    r"feel free to )*call me\s+(?P<n>[A-Za-z][A-Za-z.'\-]*(?:\s+[A-Za-z][A-Za-z.'\-]*){0,2}?)"
    r"(?:,?\s+(?:from now on|going forward|please|pls|instead|then|though|ok|okay|thanks|thx|lol|haha))*[\s.!~]*$",
    _I,
)

_CALLED_BY = re.compile(
    r"^(?:but\s+)?(?:everyone|everybody|people|most people|my friends|friends|all my friends)\s+(?:just\s+)?calls?\s+me"
    r"\s+(?P<n>[A-Z][A-Za-z.'\-]*(?:\s+[A-Z][A-Za-z.'\-]*)?)[\s.!~]*$"
)
# "call me later", "call me at 5", "call me maybe": a call, not a name
_NOT_A_NAME = re.compile(
    r"(?i:back|later|tomorrow|tonight|today|anytime|any time|maybe|sometime|soon|now|asap|crazy|"
    r"(?:when|if|at|on|in|after|before|around)\b.*)"
)


_VERB_START = re.compile(
    r"^(?:am|was|have|has|work|live|like|love|hate|use|prefer|enjoy|moved|also|really|don't|can't|will|plan|want|"
    r"need|decided|got|started|just|usually|always|never|currently|now|still|do|go|switched|joined|dislike|quit|"
    r"left|bought|adopted|graduated|finished|signed|try|tried|avoid|hate|miss|ran|took|lost)\b",
    _I,
)
# A fragment that goes on about what the user is doing: "Starting at a small startup on Monday", "Working nights".
_DOING_START = re.compile(
    r"^(?:starting|working|living|moving|heading|flying|leaving|training|studying|learning|taking|teaching|"
    r"volunteering|interning|freelancing|renting|staying|commuting|running|cooking)\b",
    _I,
)
# "On weekends I usually go hiking": a time that comes round again, said first, goes after what is done then
_HABIT_LEAD = re.compile(
    rf"^(?P<t>{RECUR_EN}|in the (?:mornings|evenings)|after work),?\s+(?=(?:i|i'm|we|we're)\b)",
    _I,
)
_NOW_LEAD = re.compile(r"^(?:these days|nowadays|lately|now|at this point|at the moment),?\s+", _I)
_FAIL = re.compile(r"\b(?:fail(?:ed|s|ing)?|errors?|timed? ?out|timeouts?|crash(?:ed|es)?|broke|broken|bug)\b", _I)


_FIX = re.compile(
    r"\b(?:fix(?:ed)? (?:it |this )?(?:by|was|is)|the fix|solution|solved|turns out|turned out|workaround|the trick|"
    r"need(?:ed)? to|have to|had to|make sure|always|never)\b",
    _I,
)
_CORRECTION_LEAD = (
    r"(?:actually|correction|to correct myself|scratch that|my bad|i misspoke|i mixed (?:it|them) up|"
    r"i got (?:it|that) wrong(?: earlier| before)?|i was wrong(?: earlier| before)?)"
)
_CORRECTED = re.compile(
    r"\b(?:actually|correction|i misspoke|scratch that|my bad|i mixed (?:it|them) up|i got (?:it|that) wrong|"
    r"i was wrong|i meant)\b",
    _I,
)
# A marked lesson: "Lesson learned: …", "Note to self - …", "TIL …", "I learned (the hard way) that …". The
# marker is a whole word at the start of a clause, so "Tilly" or "a piano lesson today" never read as one.
_LESSON_MARK = re.compile(
    r"(?:^|[.;:!]\s+)(?:(?:lesson learned|lesson|note to self|til)\b\s*[:,-]?|"
    r"i learned(?: the hard way)? that\b|i learned the hard way\b\s*[:,-]?)\s*(?P<x>.+)$",
    _I,
)


_PLURAL = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}


def _plural_verb(predicate: str) -> str:
    """ "lives in Denver" -> "live in Denver": the verb agrees with "User and Samantha"."""
    verb, _, rest = predicate.partition(" ")
    if verb in _PLURAL:
        verb = _PLURAL[verb]
    elif re.fullmatch(r"[a-z]+[^aeiou]ies", verb):
        verb = verb[:-3] + "y"
    elif re.fullmatch(r"[a-z]+(?:s|sh|ch|x|z)es", verb):
        verb = verb[:-2]
    elif re.fullmatch(r"[a-z]+[^su]s", verb):
        verb = verb[:-1]
    return f"{verb} {rest}".strip()


def _clean(clause: str) -> str:
    c = strip_edges(clause)
    for _ in range(4):
        # an opener and a closing aside alike ("oh and I'm vegetarian btw"): the clause is what is between them
        c2 = strip_edges(cut_chat_tail(FILLER.sub("", c), "en"))
        if c2 == c:
            break
        c = c2
    return c


def _manual(sentence: str) -> Candidate | None:
    m = re.search(
        r"(?:^|[,;:]\s*)(?:please\s+|hey\s+|can you\s+|could you\s+)?(?:remember|note down|make a note|keep in mind)"
        r"\s*(?:that\b|this\b)?\s*[:,]?\s*(?P<x>.+)$",
        sentence,
        _I,
    )
    if not m:
        return None
    x = strip_edges(m.group("x"))
    if len(x) < 3 or re.match(r"^(?:when|how|what|the time|to\b|me\b|it\??$)", x, _I) or sentence.strip().endswith("?"):
        return None
    content = to_third_person_en(x) if _SUBJECT.match(x) else x[:1].upper() + x[1:]
    return cand_en("manual", content, "asked to remember", sentence, importance=0.9, confidence=1.0)


def _forget(clause: str) -> Candidate | None:
    erase = r"(?:delete|remove|erase) (?:the |that |this )?memory"
    verb = rf"(?:forget|stop remembering|don't remember|do not remember|{erase})"
    about = r"(?:about\s+|that\s+|of\s+|what i (?:said|told you) about\s+)?"
    m = re.match(rf"^(?:please\s+|can you\s+|could you\s+)?{verb}\s+{about}(?P<q>.+?)[.!]*$", clause, _I)
    if not m or re.fullmatch(r"it|that|this|about it|everything", m.group("q").strip(), _I):
        return None
    return cand_en("fact", "", "asked to forget", clause, forget=strip_edges(m.group("q")))


# A request to be reminded, wherever it stands ("Can you remind me to…", "… and don't let me forget to…").
_REMIND = re.compile(
    r"\b(?:remind me|don't let me forget|do not let me forget|ping me|set a reminder)\s+"
    r"(?:(?P<how>to|that|about|for)\s+)?(?P<x>.+)$",
    _I,
)
# A note to oneself at the start of a sentence: "Remember to…", "Don't forget to…", "I need to remember to…",
# "Make sure I…", "Note to self: …", "Reminder: …". "Note to self" and "make sure to" are todos only with a date
# ("Note to self: always pin numpy" is a lesson, "make sure to use UTF-8" advice).
_SELF_NOTE = re.compile(
    r"^(?:please\s+)?(?:(?P<always>remember to|don't forget to|do not forget to|dont forget to|"
    r"i (?:really )?(?:need|have|must|gotta|got|should|want) to remember to|i must remember to|i gotta remember to|"
    r"(?:i (?:need|have|want) to )?make sure (?:that )?i(?! am\b| was\b|'m\b)|(?P<note>reminder|todo|to-do)\s*[:-])|"
    r"(?P<dated>note to self\s*[:,-]?|make sure to))\s*(?P<x>.+)$",
    _I,
)


# The request said after the task: "I need to take my pills every evening at 9, remind me". Only a task the user
# says they must do, or one with a time, is read ("what was her name, remind me" asks for a memory, not a todo).
_REMIND_AFTER = re.compile(
    r"^(?P<x>.+?)[\s,;:—-]+(?:(?:so|and)\s+)?(?:(?:please|pls|can you|could you|would you)\s+)?"
    r"(?:remind me|ping me|give me a (?:reminder|ping))(?:\s+(?:please|about it|of (?:it|that)|then|too|ok(?:ay)?))*"
    r"[\s.!?]*$",
    _I,
)
# Two things to be reminded of in one request: "remind me to pay rent on Friday and to call mom on Sunday"
_TWO_ASKS = re.compile(
    r"^(?P<a>(?:.*?\b)?(?P<ask>remind me|don't let me forget|don't forget|remember)\s+to\s+.+?)\s*,?\s+and\s+"
    r"(?:also\s+)?to\s+(?P<b>.+)$",
    _I,
)
_NEED = re.compile(r"^i(?:\s+(?:really\s+)?(?:need to|have to|must|have got to|gotta|got to|should)|'ve got to)\s+", _I)


def _task_before_request(clause: str, now: datetime) -> str | None:
    m = _REMIND_AFTER.match(clause)
    if m is None:
        return None
    x = strip_edges(m.group("x"))
    task = _NEED.sub("", x)
    if only_a_time(task, now):  # "Friday, remind me": when, but nothing to do (`asked_when_only`)
        return None
    timed = when_of(x, now) is not None or find_repeat(x) is not None
    if task == x and (not timed or re.match(r"^(?:wh|how)\w*\b", x, _I)):
        return None
    return task


def _evening_hour(text: str) -> str:
    """The hour a todo is due at, said plainly in its text: "every evening at 9" -> "every evening at 9pm"."""
    return re.sub(
        r"\b(?P<p>(?:every|each|this|in the)\s+(?:evening|night)|tonight)\s+at\s+(?P<h>[5-9]|1[01])(?P<m>:[0-5]\d)?\b"
        r"(?!\s*(?:am|pm|a\.m|p\.m|o'clock))",
        lambda m: f"{m.group('p')} at {m.group('h')}{m.group('m') or ''}pm",
        text,
        flags=_I,
    )


def reminder_en(clause: str, now: datetime) -> Candidate | None:
    """A todo from a reminder request or a dated note to self (see `_REMIND`, `_SELF_NOTE`, `_REMIND_AFTER`)."""
    if re.search(r"\b(?:don't|do not|no need to) remind me\b", clause, _I):
        return None
    m = _SELF_NOTE.match(clause)
    task = None if m else _task_before_request(clause, now)
    if task is not None and len(task) >= 3:
        due, suffix = todo_due(task, when_of(task, now), now, "en")
        if re.match(r"i(?:\s+have|'ve got|\s+have got)\s+(?!to\b)|there's\s", task, _I):
            # "I have a dentist appointment on Friday at 2, remind me": what the user has, said as they said it
            content = to_third_person_en(task) + suffix
        else:
            content = "User needs to " + _evening_hour(swap_pronouns(task)) + suffix
        return cand_en("todo", content, "reminder", clause, due_at=due)
    m = m or _REMIND.search(clause)
    if not m:
        return None
    x = strip_edges(re.sub(r"\?\s*$", "", m.group("x")))
    if m.re is _SELF_NOTE and re.match(r"(?:remind|ping) me\b", x, _I):  # "don't forget to remind me to …"
        return reminder_en(x, now)
    if re.match(r"of\b", x, _I):  # "it always reminds me of that day": a memory, not a request
        return None
    if re.match(r"(?:what|who|whom|whose|which|where|how)\b", x, _I):  # "remind me what my sister does": it asks
        return None
    # "remind me tomorrow at 9 to call the bank" reads as "call the bank tomorrow at 9".
    # So does "remind me every Monday at 9 to send the report", and "every Sunday evening remind me to call mom".
    # "set a reminder for Friday at 3pm to pick up the kids" likewise.
    how = m.groupdict().get("how")
    if how is not None and how.lower() == "that" and _NEED.match(x):  # "remind me that I need to call her"
        x, how = _NEED.sub("", x), "to"
    lead = re.match(r"^(?:for\s+)?(?P<t>.+?)\s+to\s+(?P<v>.+)$", x, _I)
    if lead:
        timed = only_a_time(lead.group("t"), now) or only_repeat(lead.group("t"), now)
        # "remind me before the meeting to print the slides": "print the slides before the meeting"
        # ... and "on the 5th", "in the morning": a time the dates cannot place is still the task's time
        if timed or re.match(r"(?:before|after|when|once|as soon as|on|at|in|by)\b", lead.group("t"), _I):
            x, how = f"{lead.group('v')} {lead.group('t')}", "to"
    # "remind me at 3 tomorrow for the meeting": about the meeting, at 3 tomorrow
    thing = None if lead else re.match(r"^(?P<t>.+?)\s+(?:for|about|of)\s+(?P<v>.+)$", x, _I)
    if thing and only_a_time(thing.group("t"), now) and not only_a_time(thing.group("v"), now):
        x, how = f"{thing.group('v')} {thing.group('t')}", "about"
    before = strip_edges(
        re.sub(r"\b(?:please|can you|could you|would you|will you)\b", "", clause[: m.start()], flags=_I)
    )
    if before and m.re is _REMIND and (only_repeat(before, now) or only_a_time(before, now)):
        # "every Sunday evening remind me to call mom", "this weekend remind me to clean the garage"
        x = f"{x} {before[0].lower()}{before[1:]}"
    x = re.sub(r"^(?:i|we)\s+(?:will\s+|'ll\s+)?", "", x, flags=_I)
    if len(x) < 3 or only_a_time(x, now):  # "remind me on Friday" says when, not what
        return None
    when = when_of(x, now)
    if "dated" in m.groupdict() and m.group("dated") and (when is None or when.when < now):
        return None
    lead_in = "User's todo: " if m.groupdict().get("note") else "User needs to "
    if how is not None and how.lower() in ("that", "about", "for"):  # "remind me about the dentist on Friday"
        lead_in = f"User asked to be reminded {'that' if how.lower() == 'that' else 'about'} "
    due, suffix = todo_due(x, when, now, "en")
    content = lead_in + _evening_hour(swap_pronouns(x)) + suffix
    return cand_en("todo", content, "reminder", clause, due_at=due)


def _lesson(sentence: str, following: str) -> tuple[Candidate | None, bool]:
    if re.search(r"\?|\byou\b", sentence, _I):
        return None, False
    m = _LESSON_MARK.search(sentence)
    if m and len(m.group("x")) >= 8:
        body = to_third_person_en(strip_edges(m.group("x")))
        return cand_en("lesson", f"User's lesson: {body}", "lesson", sentence, confidence=0.85), False
    fail = _FAIL.search(sentence)
    if not fail or HYPOTHETICAL.search(sentence):
        return None, False
    if _FIX.search(sentence, fail.end()):
        return cand_en(
            "lesson", f"User's lesson: {to_third_person_en(strip_edges(sentence))}", "lesson", sentence
        ), False
    if following and _FIX.search(following) and not re.search(r"\?|\byou\b", following, _I):
        text = strip_edges(sentence) + "; " + strip_edges(following)
        return cand_en("lesson", f"User's lesson: {to_third_person_en(text)}", "lesson", sentence), True
    return None, False


_TRAILING_WHEN = re.compile(
    r"(?:\s+(?:now|right now|these days|nowadays|at the moment|currently|instead|anymore|any more|again|already|"
    r"today|this year|actually|though))+\s*[.!]*$",
    re.IGNORECASE,
)


def _correction(sentence: str) -> tuple[str, bool, tuple[str, str] | None]:
    marked = bool(_CORRECTED.search(sentence))
    lead = rf"^(?:(?:no|nope|wait|sorry|oops)[,.!]?\s+){{0,3}}{_CORRECTION_LEAD}\b[,:.!\s]*"
    s = re.sub(lead, "", sentence.strip(), flags=_I)
    part = r"[^,.;!?]"
    patterns = (
        rf"\bit'?s not (?P<x>{part}+?),?\s+(?:it'?s|but)\s+(?P<y>{part}+)",
        rf"\bnot (?P<x>{part}+?),?\s+but\s+(?P<y>{part}+)",
        rf"\bi meant (?P<y>{part}+?),?\s+not (?P<x>{part}+)",
    )
    for p in patterns:
        m = re.search(p, s, _I)
        if m:
            return s[: m.start()] + s[m.end() :], True, (strip_edges(m.group("x")), strip_edges(m.group("y")))
    m = re.search(rf"^(?P<left>{part}+?),\s+not (?P<x>{part}+?)[.!]*$", s, _I)
    if m:
        x = strip_edges(m.group("x"))
        # "Amy lives in Munich now, not Berlin": the new value is the last words before the time said with it.
        words = _TRAILING_WHEN.sub("", m.group("left")).split()
        y = " ".join(words[-len(x.split()) :])
        if not _same_kind(x, y, m.group("left")):
            return m.group("left"), marked, None
        return m.group("left"), True, (x, y)
    return s, marked, None


def _same_kind(wrong: str, right: str, left: str) -> bool:
    """Whether `right`, the words before ", not `wrong`", is the value corrected: a number for a number, a place for
    a place; a name said before it ("my gramps Sven Ravensworth, not Toronto") corrects nothing."""
    if re.fullmatch(r"\d[\d.,']*", wrong) or re.fullmatch(r"\d[\d.,']*", right):
        return bool(re.fullmatch(r"\d[\d.,']*", wrong) and re.fullmatch(r"\d[\d.,']*", right))
    if is_place(wrong) or place_aliases(wrong):
        before = left[: len(left) - len(right)].rstrip()
        return bool(is_place(right) or place_aliases(right) or re.search(r"\b(?:in|from|to|at|near)$", before, _I))
    return True


def _specific(wrong: str) -> bool:
    """A bare "not X but Y" is a correction of a memory only when X names something (a term, a place)."""
    return bool(re.search(r"[A-Z0-9]", wrong) or is_place(wrong) or place_aliases(wrong) or find_tools(wrong))


def extract_en(sentence: str, now: datetime, subject: Subject, following: str = "") -> tuple[list[Candidate], bool]:
    """Candidates from one English sentence; the flag says the following sentence was used too."""
    sentence = sentence.replace("’", "'")  # typographic apostrophes ("I’m") read as plain ones
    two = _TWO_ASKS.match(_clean(sentence))
    if two is not None:  # "remind me to pay rent on Friday and to call mom on Sunday": two todos
        todos = [reminder_en(two.group("a"), now), reminder_en(f"{two.group('ask')} to {two.group('b')}", now)]
        if all(todos):
            return [t for t in todos if t is not None], False
    if _SELF_NOTE.match(_clean(sentence)):
        # Before the lesson and "remember that" rules: "Note to self: call the bank on Monday" is a todo.
        todo = reminder_en(_clean(sentence), now)
        if todo is not None:
            return [todo], False
    manual = _manual(sentence)
    if manual is not None:
        return [manual], False
    both = two_aged_en(_clean(sentence))  # "Tom is 8 and Sam is 5, my nephews": one memory of both
    if both is not None:
        return [both], False
    lesson, used = _lesson(sentence, following)
    if lesson is not None:
        return [lesson], used
    if HYPOTHETICAL.search(sentence):
        subject.text = None
        return [], False
    text, correction, pair = _correction(sentence)
    # "Samantha and I decided …" / "My wife and I bought …": a shared subject, kept in the memory.
    together = _TOGETHER.match(_clean(text))
    partner = None
    if together and not FILLER.fullmatch(together.group("w") + " "):
        partner = re.sub(r"^my\s+", "their ", together.group("w"), flags=_I)
        text = "I" + _clean(text)[together.end() :]
    out: list[Candidate] = []
    for part in _SPLIT.split(_LIST_AND.sub(r"\1 and ", text)):
        # "cancel the bins reminder" calls one off, "remind me again tomorrow" moves one: nothing else to read
        cancel = cancel_en(_clean(part)) or again_en(_clean(part), now)
        if cancel is not None:
            out.append(cancel)
            continue
        done = done_en(_clean(part))  # "done with the gift": may close an open todo; the clause is read as usual too
        if done is not None:
            out.append(done)
        # "I moved the dentist to Thursday", "he doesn't work at Google anymore": change a memory
        moved = moved_en(_clean(part), now) or ended_en(_clean(part))
        if moved is not None:
            out.append(moved)
            continue
        found = _clause(_clean(part), now, subject)
        out.extend(found or [])
    if partner is not None:
        out = [
            dataclasses.replace(x, content=f"User and {partner} {_plural_verb(x.content[5:])}")
            if x.content.startswith("User ")
            else x
            for x in out
        ]
    if correction:
        out = [dataclasses.replace(x, correction=True, replace=x.replace or pair, confidence=0.95) for x in out]
        if not out and pair is not None and _specific(pair[0]):
            out = [cand_en("fact", "", "correction", sentence, correction=True, replace=pair)]
    return out, False


# Someone of the user's passing on what they will do: "My landlord said he'll fix the boiler on Monday", "our
# plumber told me she's going to come round tomorrow" (never "my mum said she'd love to", no time: no plan)
_TOLD_PLAN = re.compile(
    r"^(?P<who>(?:my|our)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:said|says|told\s+me|texted(?:\s+me)?|messaged(?:\s+me)?|"
    r"called\s+to\s+say|let\s+me\s+know)\s+(?:that\s+)?(?:he|she|they)(?:'ll|\s+will|'s\s+going\s+to|\s+is\s+going\s+to|"
    r"'re\s+going\s+to|\s+are\s+going\s+to|'s\s+gonna|\s+is\s+gonna)\s+(?P<act>(?!love\b|like\b|try\b|think\b)[a-z].+)$",
    re.IGNORECASE,
)


def _clause(c: str, now: datetime, subject: Subject) -> list[Candidate] | None:
    """Candidates of one clause; None when the clause cannot carry a subject onwards (a question, a request)."""
    if not c:
        return []
    forget = _forget(c)
    if forget is not None:
        return [forget]
    reminder = reminder_en(c, now)
    if reminder is not None:
        return [reminder]
    named = _CALL_ME.match(c)
    if named and not _NOT_A_NAME.fullmatch(named.group("n")):
        return [cand_en("personal", f"User wants to be called {named.group('n')}", "name", c, importance=0.9)]
    named = _CALLED_BY.match(c)
    if named and not _NOT_A_NAME.fullmatch(named.group("n")):  # "everyone calls me Sammy": the name they go by
        return [cand_en("personal", f"User goes by {named.group('n')}", "name", c, importance=0.9)]
    if QUESTION.search(c) or HELP.search(c):
        subject.text = None
        return None
    m = re.match(
        r"^(?P<o>[A-Z][\w.+#-]*(?:\s+[A-Z][\w.+#-]*){0,2})\s+(?:drives|makes) me (?:crazy|nuts|mad|insane)$", c
    )
    if m:
        return [cand_en("preference", f"User can't stand {m.group('o')}", "dislike", c)]
    when = when_of(c, now)
    if when is not None and when.span[0] == 0 and _SUBJECT.match(strip_edges(c[when.span[1] :])):
        # "Next Friday I'm presenting …" reads as "I'm presenting … next Friday".
        c = strip_edges(c[when.span[1] :]) + " " + when.text[:1].lower() + when.text[1:]
    habit = _HABIT_LEAD.match(c)
    if habit:
        c = c[habit.end() :] + " " + habit["t"][:1].lower() + habit["t"][1:]  # "on Fridays" keeps its capital
    lead = _NOW_LEAD.match(c)
    if lead and _SUBJECT.match(c[lead.end() :]):
        # "These days I prefer React": a statement about now, and a preference that replaced an older one.
        subject.text = "I"
        found = statement_en(c[lead.end() :], now)
        return [dataclasses.replace(x, label="preference change") if x.label == "preference" else x for x in found]
    told = _TOLD_PLAN.match(c)
    told_when = when_of(c, now) if told else None
    if told and told_when is not None and told_when.when.date() >= now.date():
        # "My landlord said he'll fix the boiler on Monday": someone else's plan the user waits on, dated
        said = to_third_person_en(f"{told['who']} will {told['act']}")
        subject.text = None
        return [cand_en("plan", said + date_suffix(told_when, "en"), "plan", c, due_at=told_when.when)]
    person = named_relation_en(c)
    if person is not None:
        subject.text = None
        return [person]
    if not _SUBJECT.match(c) and subject.text:
        if re.match(r"^an?\s", c, _I) or _DOING_START.match(c):
            c = "I'm " + c[:1].lower() + c[1:]  # "… last week. Starting at a startup on Monday": still the user
        elif _VERB_START.match(c):
            c = "I " + c[:1].lower() + c[1:]
    if not _SUBJECT.match(c):
        return []
    subject.text = "I"
    return statement_en(c, now)
