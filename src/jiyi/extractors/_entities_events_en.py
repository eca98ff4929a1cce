"""English events: "the Q3 planning offsite ran for a week in Austin", "Mia's wedding was in Napa, about 120
guests", "It lasted two days." (see `_entities_events` for what is read and why)."""

from __future__ import annotations

import re

from ._entities import Draft, Sentence
from ._entities_events_gift import gift_en, gifted, wedding_said_en
from ._entities_events_kin import (
    EVENT_HEADS_EN,
    guarded_head_ok,
    open_event,
    pronoun_event,
    sharpen_date,
    went_with,
)
from ._entities_events_named import climbed_en, show_en
from ._entities_owned import WISH
from ._money import MONEY_EN, money_said
from ._rules_common import CHAT_WORDS_EN, EMOJI, EMOTICON, LAUGH_EN, TAKEN_BACK_EN, strip_edges
from ._rules_en import HYPOTHETICAL as _HYPOTHETICAL_EN
from ._rules_en import QUESTION as _QUESTION_EN

__all__ = ["HEAD_EN", "answered_label", "read_en"]

HEAD_EN = re.compile(
    r"\b(?:" + "|".join(re.escape(h) for h in sorted(EVENT_HEADS_EN, key=len, reverse=True)) + r")\b(?!-\w)"
    # "the Morial Convention Center", "Exhibition Hall": a building, not an event
    r"(?!\s+(?:[Cc]ent(?:er|re)|[Hh]all|[Aa]rena|[Gg]rounds?)\b)",
    re.IGNORECASE,
)
_DET_EN = re.compile(r"^(?:the|our|my|a|an|another|this|that|their|his|her|[A-Za-z]+(?:'s|’s))$", re.IGNORECASE)
# Words that are never part of an event's name: they frame it ("the big offsite", "a really fun party").
_NOT_NAME_EN = frozenset(
    re.findall(
        r"\S+",
        "the our my a an this that their his her of to in at on for with and or but was is were be been went go "
        "going had have has attended attend during from by about after before",
    )
)
# Words that say how an event was, not which one: passed over ("a really fun party" is "party").
_HOW_EN = frozenset(
    re.findall(
        r"\S+",
        "whole entire big huge small little fun great amazing awesome nice lovely boring long short first last next "
        "upcoming fancy recent really very so such nearby local second third fourth fifth own epic cool",
    )
)
_NUM_EN = (
    r"(?:\d[\d,]*\+?|a dozen|dozens of|a few dozen|several dozen|a couple dozen|a hundred|hundreds of|a thousand|"
    r"thousands of|tens of thousands of|a few hundred|a couple hundred|several hundred|a few thousand|"
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|"
    r"seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?(?: hundred| thousand)?)"
    r"(?:-?ish\b)?"  # "a dozen-ish people", "40ish ppl"
)
_PEOPLE_EN = (
    r"(?:(?:other|more|fellow|total|happy|excited|lucky|brave)\s+)?(?:people|guests|attendees|participants|folks|"
    r"delegates|runners|employees|visitors|of us|members|friends|colleagues|coworkers|co-workers|relatives|"
    r"family members|kids|students|families|couples|players|teams|riders|fans|vendors|exhibitors|parents|lads|guys|"
    r"girls|mates|ppl|heads)"
)
_SPAN_EN = (
    r"(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|a couple(?: of)?|a few|"
    r"several|\d+)\s+(?:full\s+|whole\s+|long\s+)?(?:days?|weekends?|weeks?|months?|hours?|nights?|years?|evening|"
    r"afternoon|morning|minutes?|mins|hrs?|fortnights?)\b(?:\s+and\s+a\s+half)?"
    r"(?:,?\s+(?:and\s+)?\d{1,2}\s+(?:minutes?|mins)\b)?|half a day|half a week|"
    r"a week and a half|a day and a half|"
    r"(?:the\s+)?(?:whole|entire)\s+(?:day|afternoon|morning|evening|night|week|weekend|month)|"
    r"all (?:day|afternoon|morning|evening|night|week|weekend)(?: long)?)"
)
# Words that open with a word of `_HOW_EN` and are one name: "the first aid course"
_WORDS_EN = frozenset(("first aid", "second hand", "great war", "big band", "little league"))
# Words in -ing that say how an event was, not what it was: "it was amazing", "the talk was boring".
_HOW_ING_EN = (
    r"amazing|interesting|boring|exhausting|annoying|exciting|relaxing|fascinating|amusing|charming|disappointing|"
    r"tiring|inspiring|refreshing|surprising|shocking|stunning|depressing|entertaining|overwhelming|frustrating|"
    r"confusing|rewarding|thrilling|touching|moving|embarrassing|heartwarming|insane|raining|pouring|freezing|"
    r"packed|crowded|something|nothing|everything|anything|awkward|underwhelming|worth|humbling|eye-opening|"
    r"fun|nice|cool|okay|ok"
)
_MONTH_EN = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
_DATE_EN = (
    rf"(?:(?:(?i:this|next|last)\s+)?(?i:mon|tues|wednes|thurs|fri|satur|sun)day|(?:(?:early|mid|late)[- ])?{_MONTH_EN}"
    rf"(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?(?:,?\s+\d{{4}})?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH_EN}|"
    r"(?i:(?:this|next|last)\s+(?:week(?:end)?|month|year|spring|summer|fall|autumn|winter)|yesterday|tomorrow|today|"
    r"tonight|last night))"
)
_PLACE_EN = (
    r"(?:the\s+)?(?P<v>[A-Z][\w'.&-]*(?:\s+(?:of\s+|de\s+)?[A-Z][\w'.&-]*){0,4}"
    # a name that ends in a number ("Pier 39", "Studio 54", "Route 66"), not a time or a count after it
    r"(?:\s+\d{1,4}[A-Z]?\b(?![:.]\d|\s*(?:am|pm|a\.m|p\.m|%|st|nd|rd|th|people|guests|persons|of\s+us|folks|"
    r"kids|min|minutes|hours?|days?|weeks?|months?|years?|times|o'clock)\b))?"
    r"(?:(?<=['’]s)\s+(?:place|house|home|apartment|flat|backyard|cabin))?"  # "Maria's place"
    # "the Royal Armouries hall in Leeds", "the Corn Exchange rooms": a venue word said in lower case
    r"(?:\s+(?:hall|halls|arena|centre|center|theatre|theater|stadium|pavilion|gallery|museum|library|rooms?|"
    r"ballroom|auditorium|campus|grounds|showground|clubhouse|hotel|pub|club|bar|church|studios?|warehouse|"
    r"beach|park|gardens|oval|field)(?=[\s,.;!]|$))?"
    r"(?:,?\s+in\s+[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)?)?)"  # "the Hynes Convention Center in Boston"
)
_FACTS_EN: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (a, label, re.compile(p))
    for a, label, p in (
        (
            "place",
            "location",
            # the label said as one ("venue was the Commodore"), never a word of a place's own name ("the seafood
            # place is gonna be fun"), nor how it was ("the place was amazing")
            r"(?:^|(?:\b(?:the|its|our|their|and)\s+|['’]s\s+|[,:;]\s*))"
            r"(?:location|venue|place)\s+(?:is|was|will be)\s+"
            r"(?!(?:gonna|going|so|really|very|super|pretty|too|great|nice|amazing|awesome|fun|good|bad|packed|"
            r"lovely|beautiful|gorgeous|terrible|awful|perfect|not|a\s+bit)\b)(?:at\s+|in\s+)?(?:the\s+)?(?P<v>[^,.;]{2,40})",
        ),
        ("place", "location", rf"\b(?:in|at)\s+{_PLACE_EN}"),
        ("size", "size", rf"\bsize\s+(?:is|was|will be)\s+(?:about\s+|around\s+)?(?P<v>{_NUM_EN}(?:\s+{_PEOPLE_EN})?)"),
        ("size", "size", rf"(?<![\w-])(?P<v>{_NUM_EN}\s+{_PEOPLE_EN})"),
        ("duration", "duration", rf"\bduration\s+(?:is|was|will be)\s+(?:about\s+)?(?P<v>{_SPAN_EN})"),
        ("duration", "duration", rf"\b(?:is|was|were)\s+(?P<v>{_SPAN_EN})\s+long\b"),
        (
            "duration",
            "duration",
            r"\b(?:ran|runs|run|running|lasted|lasts|last|went on|went|goes on|takes|took|spanned|spans|for|over|"
            r"done in|wrapped up in|took up|dragged on for|was|were|stayed|spent|took (?:me|us|them|him|her)|"
            # "wrapped after 2 days", "we were up there three nights"
            r"(?:wrapped|wrapped up|ended|finished|was over|were done)\s+after|"
            r"(?:were|was|stayed)\s+(?:up |down |out |over )?there)\s+"
            r"(?:for\s+)?(?:about\s+|around\s+|almost\s+|nearly\s+|like\s+|roughly\s+|just over\s+|a full\s+|"
            r"the whole\s+|an entire\s+)?"
            rf"(?P<v>{_SPAN_EN})",
        ),
        # "was a blast: three days, 40,000 people": a span set off on its own
        # "Our Japan trip - 2 weeks, Tokyo and Osaka", "3 nights in Lisbon, way too short", "6 days in total"
        (
            "duration",
            "duration",
            rf"(?:^|[:,;–—]\s*|\s-\s*)(?:about\s+|around\s+|like\s+)?(?P<v>{_SPAN_EN})\s*"
            r"(?=[,.;!–—]|$|\s+(?:in total|total|all up|all told|tops|there|(?:in|at)\s+[A-Z]\w*)\b)",
        ),
        ("date", "date", r"\bdate\s+(?:is|was|will be)\s+(?P<v>[^,.;]{2,30})"),
        ("date", "date", rf"\b(?P<v>{_DATE_EN})\b"),
        ("content", "content", r"\b(?:topic|theme|focus|agenda|content)\s+(?:is|was|will be)\s+(?P<v>[^,.;]{3,60})"),
        (
            "content",
            "content",
            r"\b(?:(?:is|was|will be|it's)\s+(?:all\s+|mostly\s+|mainly\s+|largely\s+)?about|focused on|"
            r"focuses on|centered on|covered|covers|(?:we|they)\s+(?:discussed|covered|talked about|went over|"
            r"learned about))\s+(?P<v>(?!\d)[A-Za-z][^,.;!]{2,60})",
        ),
        # "Mostly the book swap was arguing about Middlemarch", "this camping trip mostly meant kayaking the lake",
        # "went to the anime con. it was cosplaying as Link" (not "it was amazing": how it was, no content)
        (
            "content",
            "content",
            r"^\s*(?:[Ii]t\s+|[Ww]e\s+)?(?:(?:mostly|mainly|basically|largely)\s+)?(?:was|were|meant|involved)\s+"
            r"(?:(?:mostly|mainly|basically|all)\s+)?"
            rf"(?P<v>(?!(?:going|getting|being|having|coming|done|{_HOW_ING_EN})\b)[a-z]+ing\b[^,.;!]{{2,60}})",
        ),
    )
)
# A capitalised word after a capitalised head that makes the head part of another name ("Summit Children's
# Hospital"), not of the event's ("Summit Dinner", "Gala Night").
_IN_A_NAME_EN = re.compile(
    r"\s+(?!(?:Meeting|Party|Session|Event|Dinner|Night|Day|Weekend|Lunch|Brunch|Series)\b)[A-Z][a-z][\w'’]*"
)
_WEEKDAY_EN = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day"
_WEEKDAYS_EN = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_MOVED_EN = re.compile(
    r"\b(?:(?:got|was|has been|have been|been|is being|are)\s+)?(?:moved|pushed|pushed back|postponed|rescheduled|"
    r"changed|switched|relocated|bumped)\s+(?:to|until|till|for)\s+(?:the\s+)?(?P<v>[^,.;!]{2,30})|"
    r"\b(?:is|are|will be)\s+now\s+(?:in|at|on)\s+(?:the\s+)?(?P<w>[^,.;!]{2,30}?)(?=\s+instead\b|[,.;!]|$)",
    re.IGNORECASE,
)
_MOST = re.compile(r"^[a-z]+est$")  # "the coolest party", "the biggest launch": how it was, not which
_WHEN_OWNER_EN = re.compile(r"^(?:year|week|month|weekend|today|tomorrow|yesterday|night|day)(?:'s|’s)$", re.IGNORECASE)
_TRIP_EN = frozenset({"trip", "road trip", "vacation", "getaway", "retreat", "cruise", "honeymoon", "staycation"})
_TELL_EN = re.compile(r"(?:let me tell you about|i(?:'ll| will| want to| wanted to)? tell you about)\s+", re.IGNORECASE)
_IT_EN = re.compile(
    r"^(?:it|the event|the whole thing|that event|this event)(?:'s|\s+(?:was|is|will be))?\s+(?:held|took place|"
    r"takes place|happened|had|has|drew|attended|brought in|lasted|lasts|ran|runs|went on|took|on|fell on|"
    r"got cancell?ed|cancell?ed|called off|got called off|"
    r"mostly about|all about|about|focused on|centered on|\w+ (?:days?|weeks?|hours?) long|in|at|got moved|moved|"
    r"pushed|postponed|rescheduled|now)\b",
    re.IGNORECASE,
)
_GOES_ON_EN = re.compile(
    r"^(?:it|the event|the whole thing|that one|we|there|the (?:main\s+)?(?:topic|theme|focus|venue|location|agenda)|"
    r"I\s+(?:came|finished|placed)|"  # "the bake-off? I came second": where the user placed
    rf"(?:about|around|roughly|nearly|almost|over|some)\s+{_NUM_EN}|"
    rf"{_NUM_EN}\s+{_PEOPLE_EN}|"
    # "3 nights in Lisbon, way too short", "a small do, a dozen of us": the event told before, by its length or size
    rf"(?:about\s+|around\s+|like\s+)?{_SPAN_EN}|"
    r"(?:just\s+|only\s+)?(?:a\s+)?(?:small|tiny|little|big|huge|quiet|low-key)\s+(?:do|one|affair|gathering|crowd|group))\b",
    re.IGNORECASE,
)
_NOT_PLACE_EN = re.compile(rf"^(?:{_MONTH_EN}|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|I|The|My|Our)$")


def _span_word_en(word: str) -> str:
    """How long one hyphenated word says ("three-day" -> "three days", "week-long" -> "a week"), else ""."""
    if d := re.fullmatch(r"(\w+)-(day|week|month|hour|night|weekend)s?(?:-long)?", word, re.IGNORECASE):
        if d[1].lower() in ("day", "week", "month", "weekend", "year"):
            return ""
        return f"{d[1]} {d[2]}s" if d[1].lower() not in ("one", "1") else f"one {d[2]}"
    if d := re.fullmatch(r"(day|week|month|weekend|year)-long", word, re.IGNORECASE):
        return f"a {d[1]}"
    return ""


def _head_en(s: str, start: int = 0) -> re.Match[str] | None:
    """The first head word that names an event: not a word of a proper name ("the Summit Children's Hospital
    office"), nor a guarded head without the word that makes it one ("a board game", "last weekend")."""
    m = HEAD_EN.search(s, start)
    while m is not None and (
        (m[0][0].isupper() and m.start() > 0 and _IN_A_NAME_EN.match(s, m.end()))
        or not guarded_head_ok(m[0], (s[: m.start()].split() or [""])[-1], (s[m.end() :].split() or [""])[0])
    ):
        m = HEAD_EN.search(s, m.end())
    return m


def _name_en(text: str, m: re.Match[str]) -> tuple[str, str, str] | None:
    """(name, the text before it, a span said in its name: "a three-day workshop") or None without a determiner."""
    words = text[: m.start()].split()
    mods: list[str] = []
    span = ""
    while words and len(mods) < 4:
        w = words[-1]
        if (w.lower() in _HOW_EN or _MOST.match(w)) and not (mods and f"{w} {mods[0]}".lower() in _WORDS_EN):
            words.pop()
            continue
        if _DET_EN.match(w) or w.lower() in _NOT_NAME_EN or not re.fullmatch(r"[\w'’&.-]+", w):
            break
        if said := _span_word_en(w):
            span = said  # "a three-day workshop", "a week-long offsite": how long, not part of its name
        elif re.fullmatch(r"\d[\d,]*-(?:person|people|guest)", w, re.IGNORECASE):
            pass  # "a 200-person launch": how big (read by `_facts_en`), not its name
        else:
            mods.insert(0, w)
        words.pop()
    if not words or not _DET_EN.match(words[-1]):
        return None
    det = words[-1]
    # "Mia's wedding", "my cousin's wedding"; "last year's conference" is a time, not an owner
    owner = [det] if det.endswith(("'s", "’s")) and not _WHEN_OWNER_EN.match(det) else []
    while owner and det[0].isupper() and len(words) > 1 and re.fullmatch(r"[A-Z][a-z]+", words[-2]) and len(owner) < 3:
        owner.insert(0, words.pop(-2))  # "Jay Chou's concert": the whole name of its owner
    name = " ".join([*owner, *mods, m[0]])
    return name, " ".join(words), span


def read_en(
    sentence: str, drafts: list[Draft], state: Sentence, last: Draft | None, refs: set[int], waiting: list[str]
) -> Draft | None:
    # "maybe 60 people showed up": a guess at a number is no wish
    s = re.sub(rf"\b(?i:maybe|perhaps|probably)\s+(?={_NUM_EN}\b)", "about ", strip_edges(sentence))
    s = re.sub(r"\s+=\s+", " was ", s)  # "the gig i went to = moshing near the front": what it was, in a note
    # "the one in March had 300 people": the event told of that was then or there (`_which_told` finds which)
    s = re.sub(r"^(?i:the|that)\s+one\s+(?=(?i:in|at|on|from)\s)", "the event ", s)
    topic = re.fullmatch(r"(?:so\s+|oh\s+|and\s+)?(?:the|that|our|my)\s+[\w'’ -]{0,40}\?", sentence.strip(), re.I)
    if topic and (m := _head_en(s)) and (named := _name_en(s, m)):
        # "The design conference? It was in Amsterdam…": the event named as a topic, told of next
        d = open_event(drafts, state, named[0], "en")
        refs.add(id(d))
        return d
    if not s or "?" in sentence or _QUESTION_EN.search(s) or _HYPOTHETICAL_EN.search(s) or WISH.search(s):
        return None
    s = _TELL_EN.sub("", s)  # "Let me tell you about the summit": the user's own news
    s = wedding_said_en(s)  # "my cousin got married, I gave them $200": the cousin's wedding
    # "the marathon I told you about": the user's event, told before (not "I told you about my trip …")
    s = re.sub(r"(?<=\w )I\s+told you about\b", "I mentioned", s, flags=re.IGNORECASE)
    if re.search(r"\byou(?:'ve|'re|'ll)?\b|\byour\b", s, re.IGNORECASE):
        return None  # "good to hear you learned a lot at the conference in Detroit": the listener's event
    if (field := _FIELD_OF_IT_EN.match(s)) and (last is not None or not HEAD_EN.search(s)):
        if last is None:
            last = pronoun_event(drafts, "en")
        _labelled_en(last, field["label"], field["v"])
        return last
    m = _head_en(s)
    if m is None and (show := show_en(s)):
        d = open_event(drafts, state, show.name, "en")  # "the play Hamlet": a play, called Hamlet
        d.aliases.append(show.name.split(" ", 1)[1])
        went_with(d, s, "en")
        _facts_en(d, show.after)
        _before_en(d, show.before, show.after)
        return d
    if m is None and (climb := climbed_en(s)):
        d = open_event(drafts, state, climb.name, "en")  # "we hiked Snowdon on Saturday, took 5 hours"
        went_with(d, s, "en")
        _facts_en(d, climb.after)
        return d
    if m is None and last is None and (it := _IT_EN.match(s)):  # "It lasted two days.": the event told before
        last = pronoun_event(drafts, "en")
        if not it[0].lower().startswith("it"):
            refs.add(id(last))  # "the event drew 200 people": an event whatever the messages before were about
    if m is None or re.match(r"s\b", s[m.end() :]):
        if last is not None and gifted(last.name) and (gift := gift_en(s)):
            last.add_fact("gift", gift, "gift", correction=False)  # "…the wedding. I gave them $200"
            return last
        if last is not None and _GOES_ON_EN.match(s):
            _facts_en(last, s)
            return last
        return None
    named = _name_en(s, m)
    if named is None:
        return None
    # a run-on message goes on to someone else ("we were at the game a couple hours my godson Emeka - based in
    # Kelowna"): what is said of the event ends where the next one's clause begins
    if cut := _NEXT_CLAUSE_EN.search(s, m.end()):
        s = s[: cut.start()]
    name, before, span = named
    if who := re.match(
        r"\s+(?:that\s+|which\s+)?(?:I|we)\s+(?:went to|attended|was at|were at|joined|did)\b", s[m.end() :]
    ):
        s = s[: m.end()] + s[m.end() + who.end() :]  # "the open house I went to got 40 people": the event, then what
    if told := re.match(
        r"\s+(?:that\s+|which\s+)?I\s+(?:mentioned|talked about|brought up)"
        rf"(?:\s+(?:before|earlier|{_DATE_EN}))?\b",
        s[m.end() :],
        re.IGNORECASE,
    ):
        # "the marathon I mentioned last month got cancelled": the one told of then, not an event of last month
        s, before = s[: m.end()] + s[m.end() + told.end() :], "the"
    more = re.match(r"\s+(meeting|party|session|event|dinner|night|day|weekend)\b", s[m.end() :], re.IGNORECASE)
    if more is None and (head := HEAD_EN.match(s, m.end() + 1)) and s[m.end()].isspace():
        more = re.match(rf"\s+({re.escape(head[0])})", s[m.end() :])  # "the book club meetup": both heads, one name
    if more:
        name = f"{name} {more[1]}"  # "the kickoff meeting", "the launch party": the whole name
        s = s[: m.end()] + s[m.end() + more.end() :]
    to = re.match(rf"\s+(?:to|through|around|across)\s+{_PLACE_EN}", s[m.end() :])
    if m[0].lower() in _TRIP_EN and to and not _NOT_PLACE_EN.match(to["v"]):
        name = f"{name} to {to['v']}" if to[0].split()[0] == "to" else name  # "trip to Japan", "trip to Peru": two
    d = open_event(drafts, state, name, "en")
    if re.search(r"\b(?:that|the|this)$", before, re.IGNORECASE):
        refs.add(id(d))  # "that meeting was on June 22": the one told of before
    if m[0].lower() in _TRIP_EN and to:
        d.add_fact("place", to["v"], "location", correction=False)
    went_with(d, s, "en")
    if span:
        d.add_fact("duration", span, "duration", correction=False)
    if many := re.search(r"\b(\d[\d,]*)-(?:person|people|guest)\b", s, re.IGNORECASE):
        d.add_fact("size", f"{many[1]} people", "size", correction=False)  # "a 200-person launch"
    _before_en(d, before, s[m.end() :])
    if noted := _NOTED_EN.match(s[m.end() :]):  # "the gig - venue the Commodore", "the con date: June 3"
        _labelled_en(d, noted["l1"] or noted["l2"], noted["v"])
    note = re.match(rf"\s*[—–:]+\s*{_PLACE_EN}\s*(?=[,;]|$)", s[m.end() :])
    placed = any(f.attribute == "place" for f in d.facts)  # "venue for the gig: the Commodore" read it already
    if note and not placed and not _NOT_PLACE_EN.match(note["v"]):  # "the Q4 offsite — Denver, three days"
        d.add_fact("place", note["v"], "location", correction=False)
    _facts_en(d, s[m.end() :])
    if gifted(d.name) and (gift := gift_en(s[m.end() :])):
        d.add_fact("gift", gift, "gift", correction=False)  # "went to Mia's wedding, gave a $150 gift"
    dm = re.search(rf"\b(?P<v>{_DATE_EN})\b", before)
    if dm and _tells_going_en(before[dm.end() :]):
        # "Last weekend I went to Mia's wedding"; not "he got his diploma last year i think fyi the con …"
        d.add_fact("date", dm["v"], "date", correction=False)
    if (rank := _PLACED_EN.search(s[: m.start()])) and not any(f.attribute == "result" for f in d.facts):
        # "came 2nd in the village bake-off": where the user placed, said before the contest
        d.add_fact("result", f"{(rank['v'] or rank['w']).lower()} place", "result", correction=False)
    if re.search(
        r"(?:^|\b)(?i:i'm|i am|im|we're|we are)\s+(?:currently\s+|still\s+)?(?:at|in)(?:\s+\S+){1,2}$", before
    ) and not any(f.attribute == "date" for f in d.facts):
        d.add_fact("date", "today", "date", correction=False)  # "I'm at a conference in Leeds": it is on today
    return d


_NEXT_CLAUSE_EN = re.compile(
    rf"\s*(?:\b(?:{CHAT_WORDS_EN}|{TAKEN_BACK_EN}|anyway|anyways)\b|{EMOJI}"
    r"|(?<!\bwith)(?<!\band)(?<!\bfor)(?<!\bto)(?<!\bof)(?<!\bat)(?<!\bby)(?<!\bfrom)\s+(?:my|his|her)\s+(?!own\b))",
    re.IGNORECASE,
)

# What may stand between a time and the event it dates ("Last weekend, I took my family on a road trip", "Last week I
# went on a trip to Canada"): the telling of going, no other clause — not a chat word, a hedge or someone else
# between ("he got his diploma last year i think fyi the con …").
_NOT_TELLING_GOING_EN = re.compile(
    rf"[;:.!?]|,(?!\s*(?:i|we|my|our)\b)|\b(?:{CHAT_WORDS_EN}|think|anyway|so|but|because|he|she|they|his|her|"
    r"their)\b",
    re.IGNORECASE,
)


def _tells_going_en(between: str) -> bool:
    return len(between.split()) <= 10 and not _NOT_TELLING_GOING_EN.search(between)


# A field named for the event ("Location for it: …", "Headcount at this camping trip was …", "The point of it was …").
_FIELD_WORDS_EN = (
    r"venue|location|place|date|day|topic|theme|focus|point|headcount|turnout|attendance|size|length|duration"
)
_FIELD_OF_IT_EN = re.compile(
    rf"^(?:the\s+)?(?P<label>{_FIELD_WORDS_EN})\s+(?:for|of|at)\s+(?:it|this one|that one)\s*(?::|was|is|will be)\s*"
    r"(?P<v>[^!?;]+?)\s*[.!;]*$",
    re.IGNORECASE,
)
_FIELD_ATTRIBUTE_EN = {
    "venue": "place", "location": "place", "place": "place", "date": "date", "day": "date", "headcount": "size",
    "turnout": "size", "attendance": "size", "size": "size", "length": "duration", "duration": "duration",
    "crowd": "size",
}  # fmt: skip
# A field noted after the event's name, the way notes and chat put it: "the gig - venue the Commodore", "that con -
# crowd like 5000", "the housewarming - mostly board games", "the fun run date: May 3".
_NOTED_EN = re.compile(
    rf"^\s*(?:[-—–]+\s*(?P<l1>{_FIELD_WORDS_EN}|crowd|mostly)\b\s*[:=-]?|\s*(?P<l2>{_FIELD_WORDS_EN}|crowd)\s*[:=])"
    r"\s*(?P<v>[^!?;,]+?)\s*[.!;,]*$",
    re.IGNORECASE,
)
# A field asked and answered in one breath: "venue for the bridal shower? the Legion hall"
_ASKED_FIELD_EN = re.compile(
    rf"^\s*(?:the\s+)?(?:{_FIELD_WORDS_EN}|crowd)\s+(?:for|of|at)\s+(?:the|that|our|my)\s+[\w'’ &-]{{2,40}}\?\s*$",
    re.IGNORECASE,
)


def answered_label(sentences: list[str]) -> list[str]:
    """The sentences, with a field asked of an event and answered in the next one said as one: "venue for the
    bridal shower? the Legion hall" -> "venue for the bridal shower: the Legion hall"."""
    out: list[str] = []
    for sentence in sentences:
        if out and _ASKED_FIELD_EN.match(out[-1]) and sentence.strip() and not sentence.rstrip().endswith("?"):
            out[-1] = out[-1].rstrip()[:-1] + ": " + sentence.strip()
        else:
            out.append(sentence)
    return out


def _labelled_en(d: Draft, label: str, value: str) -> None:
    """One field said by its label ("location", "headcount", "the point of it"), its value as said."""
    attribute = _FIELD_ATTRIBUTE_EN.get(label.lower(), "content")
    value = re.sub(r"^(?:at|on|in)\s+(?:the\s+)?|^the\s+", "", value.strip(" ,.;'\""))
    value = re.sub(rf"\s+(?:{LAUGH_EN}|{EMOTICON})$", "", value)
    if attribute == "size" and not re.search(_PEOPLE_EN, value):
        value = f"{value} people" if re.fullmatch(rf"(?:about\s+|around\s+)?{_NUM_EN}", value) else value
    if value and not any(f.attribute == attribute for f in d.facts):
        d.add_fact(attribute, value, label.lower(), correction=False)


# How long I or we stayed, said before the event it was for: "we spent a week in Kyoto for our trip", "stayed ten
# days in Bali on our honeymoon", "spent 3 days at the music festival", "we were in Rome for five days for the trip"
_STAYED_EN = re.compile(
    r"(?:\b(?i:I|we)\s+|^\s*)(?:(?:spent|stayed)\s+|(?:were|was|stayed)\s+(?:in|at)\s+"
    r"(?P<q>[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2})\s+for\s+)(?:about\s+|around\s+|almost\s+|nearly\s+|like\s+)?"
    rf"(?P<v>{_SPAN_EN})(?:\s+(?:in|at)\s+(?P<p>[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){{0,2}}))?\s+"
    r"(?:(?:on|for|at|during)\s+(?:the|our|my|a|an|this|that)|at\s+the)$"
)


def _before_en(d: Draft, before: str, after: str) -> None:
    """What is said of an event before its name: "the venue for the summit was …", "there were 80 people at …"."""
    said = re.search(rf"\b({_FIELD_WORDS_EN})\s+(?:for|of|at)(?:\s+\w+)?$", before, re.IGNORECASE)
    if said and (v := re.match(r"^\s*(?::|was|is|will be)\s*(?P<v>[^!?;]+?)\s*(?:[.!;]|$)", after)):
        _labelled_en(d, said[1], v["v"])
    if stay := _STAYED_EN.search(before):
        # "We spent a week in Kyoto for our anniversary trip", "we were in Rome for five days for the trip"
        d.add_fact("duration", stay["v"], "duration", correction=False)
        place = stay["p"] or stay["q"]
        if place and not _NOT_PLACE_EN.match(place) and not any(f.attribute == "place" for f in d.facts):
            d.add_fact("place", place, "location", correction=False)
    there = re.search(
        rf"\b(?i:there)\s+(?:were|was)\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|some\s+|over\s+|like\s+)?(?P<v>{_NUM_EN}\s+{_PEOPLE_EN})\s+at(?:\s+\w+)?$",
        before,
    )
    if there:
        d.add_fact("size", there["v"], "size", correction=False)


# "a two-hour drive", "a 3-hour flight": how far the place was, not how long the event lasted
_TRAVEL_SPAN_EN = re.compile(
    r"[\w-]+-(?:hours?|minutes?|min|days?)\s+(?:drive|flight|ride|walk|train|bus|commute|wait|journey|layover|delay|"
    r"queue|line|nap|hike|trek)\b",
    re.IGNORECASE,
)


# "the comic con got cancelled", "the BBQ was called off": the event did not happen
_CALLED_OFF_EN = re.compile(
    r"^\s*(?:(?:got|was|were|has been|have been|is|are|been|just|now)\s+)*(?:cancell?ed|called off|scrapped|axed)\b",
    re.IGNORECASE,
)


# How a game the user played or watched ended: "we won 3-1", "lost 2-0 in overtime", "it was a 2-2 draw"
_RESULT_EN = re.compile(
    r"(?:^|\b(?:we|they|it)\s+)(?:(?:just|only|finally|eventually|still)\s+)?(?P<how>won|lost|drew|tied)"
    r"(?:\s+(?:it|the game|the match|the final))?(?:\s+(?P<score>\d{1,3}\s*[-–:]\s*\d{1,3}))?"
    r"(?=\s*(?:[,.;!]|$|in\s+(?:overtime|extra time|penalties|the end)\b|on\s+penalties\b|(?:to|against)\s+[A-Z]))"
    r"|\bwas\s+a\s+(?P<score2>\d{1,3}\s*[-–:]\s*\d{1,3})\s+(?P<how2>win|loss|draw|tie)\b",
    re.IGNORECASE,
)


# Where the user placed: "I came second", "we finished 3rd", "placed last", "took first place" (not "we took last
# summer off", "got first dibs": a place is said as one unless came / finished / placed says it)
_PLACED_EN = re.compile(
    r"\b(?:I|we)\s+(?:(?:came|finished|placed)\s+(?:in\s+)?(?P<v>first|second|third|fourth|fifth|last|\d{1,2}(?:st|nd|rd|th))"
    r"(?:\s+place)?(?!\s+(?:week|weekend|month|year|summer|winter|spring|fall|autumn|night|time|season)\b)"
    r"|(?:took|got|won)\s+(?P<w>first|second|third|last|\d{1,2}(?:st|nd|rd|th))\s+place)\b",
    re.IGNORECASE,
)


def _result_en(m: re.Match[str]) -> str:
    """ "won 3-1" -> "a 3-1 win", "lost" -> "a loss": said so that "ended in {}" reads."""
    how = (m["how"] or m["how2"]).lower()
    word = {"won": "win", "lost": "loss", "drew": "draw", "tied": "tie"}.get(how, how)
    score = (m["score"] or m["score2"] or "").replace(" ", "").replace("–", "-").replace(":", "-")
    return f"a {score} {word}" if score else f"a {word}"


_PER_TICKET_EN = MONEY_EN + r"(?:\s+(?:each|apiece|a pop|a head|per person|per ticket|a ticket))?"
# "the Taylor Swift concert tickets were $250 each", "tix were 80 bucks a pop", "the gala was $150 a ticket"
_PRICE_EN = re.compile(
    r"^\s*(?:(?:tickets?|tix|entry|admission|a ticket)\s+(?:were|was|are|is|cost|costs|ran|went for|set (?:me|us) back)"
    r"|(?:was|is|cost|costs)(?=\s+(?:about\s+|like\s+|around\s+)?" + _PER_TICKET_EN + r"\s+a\s+ticket))"
    rf"\s+(?:about\s+|like\s+|around\s+|only\s+|just\s+)?(?P<v>{_PER_TICKET_EN})",
    re.IGNORECASE,
)


def _facts_en(d: Draft, after: str) -> None:
    after = re.sub(r"\b(?i:maybe|perhaps|probably|roughly)\s+(?=\d|a few|a couple|several)", "about ", after)
    if _CALLED_OFF_EN.match(re.sub(r"^\s*(?i:it|the event|the whole thing|that one)\s+", "", after)):
        d.add_fact("status", "cancelled", "status", correction=True)
    if result := _RESULT_EN.search(after):
        d.add_fact("result", _result_en(result), "result", correction=False)  # "we won 3-1": how the game ended
    if placed := _PLACED_EN.search(after):  # "the bake-off? I came second"
        d.add_fact("result", f"{(placed['v'] or placed['w']).lower()} place", "result", correction=False)
    if price := _PRICE_EN.search(after):
        # "tickets were $250 each": "250 dollars each"
        d.add_fact("price", money_said(price["v"]), "ticket price", correction=False)
    if moved := _MOVED_EN.search(after):
        # "got moved to Friday", "is now in Seattle instead of Portland": the new value replaces the old
        value = (moved["v"] or moved["w"]).strip(" ,.;")
        attribute = "date" if re.fullmatch(_DATE_EN, value) else "place"
        if attribute == "date" or not _NOT_PLACE_EN.match(value):
            d.add_fact(attribute, value, "date" if attribute == "date" else "location", correction=True)
    race = re.search(r"\b(?:race|marathon|10k|5k|fun run|triathlon|half)$", d.name, re.IGNORECASE)
    if race and (
        took := re.search(rf"\bin\s+(?:about\s+|just\s+under\s+|just\s+over\s+|under\s+)?(?P<v>{_SPAN_EN})", after)
    ):
        d.add_fact("duration", took["v"], "duration", correction=False)  # "ran the 10k in 48 minutes"
    for word in re.findall(r"[\w-]+", _TRAVEL_SPAN_EN.sub("", after)):
        if said := _span_word_en(word):
            d.add_fact("duration", said, "duration", correction=False)  # "a three-day event"
            break
    days = re.search(rf"\bfrom\s+(?P<a>{_WEEKDAY_EN})\s+(?:to|through|thru|until|till)\s+(?P<b>{_WEEKDAY_EN})\b", after)
    if days:
        # "runs from Monday to Wednesday": three days, and it starts on Monday
        n = (_WEEKDAYS_EN.index(days["b"][:3].lower()) - _WEEKDAYS_EN.index(days["a"][:3].lower())) % 7 + 1
        d.add_fact("duration", f"{n} days" if n > 1 else "one day", "duration", correction=False)
        d.add_fact("date", days["a"], "date", correction=False)
    if crowd := re.search(
        r"\b(?:drew|attracted|pulled in|brought in|crowd of|turnout of|attendance of|headcount of|turnout was|"
        r"attendance was|headcount was)\s+(?:a crowd of\s+)?(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|"
        rf"over\s+|some\s+|close to\s+|like\s+)?(?P<v>{_NUM_EN})\b(?!\s+(?:{_PEOPLE_EN}|days?|weeks?|hours?|years?))",
        after,
    ):
        d.add_fact("size", f"{crowd['v']} people", "size", correction=False)  # "drew a crowd of about 300"
    for attribute, label, pattern in _FACTS_EN:
        if attribute == "date" and (day := re.search(rf"\b(?:on|was|is)\s+(?P<v>{_DATE_EN})\b", after)):
            sharpen_date(d, day["v"], label)
        if any(f.attribute == attribute for f in d.facts) and attribute != "content":
            continue
        for m in pattern.finditer(after):
            value = m["v"].strip(" ,.;'\"")
            if attribute == "place" and re.match(_DATE_EN, value):
                value = re.sub(rf"^{_DATE_EN},?\s+in\s+", "", value)  # "in June in Portland": Portland
            if attribute == "place":
                value = re.sub(rf",?\s+in\s+{_DATE_EN}$", "", value)  # "in Leeds in March": Leeds
            if attribute == "place" and (_NOT_PLACE_EN.match(value) or re.match(_DATE_EN, value)):
                continue
            if attribute == "content" and (
                re.match(rf"{_NUM_EN}\s+{_PEOPLE_EN}", value) or re.search(r"\bago$", value)
            ):
                continue
            if attribute == "content":  # "covered negotiation tactics and lasted all afternoon": the topic only
                value = re.split(r"\s+and\s+(?:it\s+)?(?:lasted|ran|was|had|drew|took|went|is|will|runs)\b", value)[0]
            d.add_fact(attribute, value, label, correction=False)
            break
