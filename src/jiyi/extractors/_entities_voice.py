"""A chat message tidied into the sentences the entity readers know, whatever voice it was typed in.

Real users dictate without punctuation and with fillers ("嗯", "那个", "um", "you know"), text in slang and
abbreviations ("bday", "41 y.o.", "rn", "w/", "俺妈", "木有"), put emoji between clauses, type all in lowercase
("my sister amy is 34"), mix full-width and half-width digits, and paste notes whose fields are set apart by dashes,
bars or slashes ("aunt jo - 62 - nurse", "小叔子 | 电话 139… | 在苏州"). `tidy_voice` rewrites such a message into
the tidy text the readers were written for, by general chat usage only: it never adds a fact and never drops a
word that carries one. What a word may be (a filler, an abbreviation, a lowercase name) is decided by its place in
the sentence, so "I like cats", "咱们", "cuz it rained" and "my friend will be 30" keep their meaning. The Chinese
half is `_entities_voice_zh`.
"""

from __future__ import annotations

import re

from ._chat_fillers import FILLER_EN, OPENERS_EN, PARTNER_SAID_EN, SO_YEAH, YOU_KNOW, likes_out
from ._entities_en_lexicon import is_occupation
from ._entities_en_values import AGE_WORDS
from ._entities_en_words import ASIDE_TIE_EN, MOD, NOT_A_NAME, REL_EN, VERB
from ._entities_voice_zh import chat_words_spelled_out_zh, tidy_zh
from ._entities_zh_names import lead_name
from ._kin_zh import REL_ALL
from ._rules_common import CHAT_WORDS_EN, CITIES, EMOJI, EMOTICON, LAUGH_EN, SIGH_EN, TAKEN_BACK_EN, is_place
from ._rules_en_facts import word_set
from ._runons import BINDS_EN as _BINDS
from ._runons import TAKES_OBJECT_EN as _TAKES_OBJECT
from ._runons import cut_runons_en, cut_runons_zh

__all__ = [
    "capital_i",
    "chat_words_spelled_out",
    "name_word",
    "places_named",
    "runs_on_cut_en",
    "their_kin_cut_en",
    "tidy_voice",
    "typed_lowercase",
]

_I = re.IGNORECASE
_HAN = r"\u4e00-\u9fff"

# Full-width forms of ASCII ("３４", "ｍｙ", "＠", "－"), folded to the half-width ones the readers match; the
# full-width punctuation Chinese writes as its own (，！？：；（）～) is kept as it is.
_KEEP_WIDE = set("，！？：；（）～")
_WIDE = {c: chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F) if chr(c) not in _KEEP_WIDE}
_WIDE[0x3000] = " "

# Pictographs, dingbats and their modifiers (variation selectors, skin tones, joiners) and spaced emoticons.
_EMOJI = rf"(?:{EMOJI}|(?<!\S){EMOTICON}(?!\S))"
_EMOJI_RUN = re.compile(rf"\s*{_EMOJI}(?:\s*{_EMOJI})*\s*")

# "ok so my best friend …", "oh btw my sister …", "gonna tell u about my intern …", "Right, Vikram, aka my teammate,
# …": what a message opens on before what it says
_OPENING = re.compile(
    rf"(?:^|(?<=[.!?]\s))\s*(?:(?:{OPENERS_EN}|anyways|{CHAT_WORDS_EN})[,!.]*\s+|(?:see|look|listen|right|now|mate),\s+|right\s+(?=so\b)|"
    r"(?:i'm\s+|im\s+)?(?:gonna|going\s+to|let\s+me|lemme|wanna|want\s+to)\s+tell\s+(?:you|u)\s+(?:about\s+)?|"
    r"(?<=\s)like,?\s+)+"
    # (or a name with the tie set beside it: "ok so Kev Lee = my trainee …", "See, Liam, aka my stepbrother, …")
    rf"(?=(?:so\s+)?(?:there's\s+|there\s+is\s+)?(?:my|our|she|he)\b|(?-i:[A-Z])[a-z'-]+(?:\s+(?-i:[A-Z])[a-z'-]+)?"
    rf"(?:,\s+{ASIDE_TIE_EN}|\s*=\s*|\s*\(|,\s+(?=(?:my|our)\s+{MOD}{REL_EN},))(?:my|our)\b)",
    _I,
)
# "note: my intern Rafe …", "note to self: …": a message marked as one to keep, which says what follows
# (and a heading before what is told: "Quick update on the family: my brother …", "Some family news: my mom …")
_NOTE_OPENING = re.compile(
    r"(?:^|(?<=[.!?]\s))\s*(?:please\s+)?(?:note|nb|reminder)(?:\s+to\s+self)?\s*(?::|,|\s[-–—|]\s)\s*(?=\S)|"
    r"^\s*(?:[A-Za-z'-]+\s+){0,5}[A-Za-z'-]+\s*:\s+(?=(?:my|our)\s)",
    _I,
)
# "Sarah, she's my boss, lives in Leeds": the tie said aside as a clause of its own is an apposition ("Sarah, my
# boss, …"; never "she's my boss's wife")
_TIE_SAID_ASIDE = re.compile(rf"(?<=[A-Za-z]),\s+(?:she|he)(?:'s|\s+is)\s+(?=(?:my|our)\s+{MOD}{REL_EN}\b(?!'s))", _I)
# "…, handy if anything ever happens": a comment on what was said, no supposing
_HANDY_IF = re.compile(r",\s*(?:handy|useful|good\s+to\s+know)\s+if\b[^.!?\n]*", _I)
# "my stepdad is Darcy Quirke if that helps — he …": a word to the listener, which ends what it follows
_IF_THAT_HELPS = re.compile(r"\s*,?\s+if\s+(?:that|it)\s+helps\b\s*[-–—,.!]*\s*", _I)
# "…, thirty-six, thank you.": a thanks closing a sentence is no part of what it says (never "…, thanks to her")
_THANKS_END = re.compile(r",\s*(?:thank\s+you|thanks(?:\s+a\s+lot)?)(?=\s*[.!]+(?:\s|$)|\s*$)", _I)
# "she's 100 lol jk, 37": a value taken back as a joke gives way to the one said after it
_JOKE = re.compile(rf"\b[\w'-]+\s+(?:(?:{LAUGH_EN})\s+)?(?:{TAKEN_BACK_EN}|kidding)\b[,.!]*\s+(?=\w)", _I)
# "she is 49 now?? time flies": doubled question marks after a clause in a statement's order are surprise, not a
# question ("is she 49??" stays one)
_SURPRISE = re.compile(
    r"(?:^|(?<=[.!?\n]\s))(?!(?:is|are|was|were|do|does|did|can|could|will|would|has|have|had|should|what|who|"
    r"whom|where|when|why|how|which|whose)\b)([^.!?\n]*?)\?{2,}",
    _I,
)
# "(saving this)", "(note to self)", "(just fyi)": a bracketed word to the listener about the message, not in it
_META_ASIDE = re.compile(
    rf"\s*\((?:just\s+)?(?:saving|save|noting|note|remember|{CHAT_WORDS_EN}|{TAKEN_BACK_EN}|for\s+the\s+record|heads\s+up|"
    r"just\s+saying)(?:\s+(?:this|that|it|to\s+self|for\s+later))?\)",
    _I,
)
# "… a locksmith / we went bowling / Priya is 41": a spaced slash between words in prose parts two clauses (a form's
# fields were set on lines of their own before, and "3 / 5 / 1990" has digits about it)
_SLASH = re.compile(r"(?<=[A-Za-z0-9!?.)'\"])\s+/\s+(?=[A-Za-z])")
# "my boss = Ines Duarte", "my boss - Ines Duarte - she …": a tie and the name said next to it, set off by a sign
_TIE_NAME = re.compile(
    rf"\b((?:my|our)\s+{MOD}{REL_EN})\s*(?:=|\s[-–—])\s*((?-i:[A-Z])[a-z'-]+(?:\s+(?-i:[A-Z])[a-z'-]+)?)"
    r"(?:\s+[-–—](?=\s))?",
    _I,
)
# "so my bestie Marisol right and her email is …", "my cousin Tess right - she …": "right" after a name only sets it up
_RIGHT = re.compile(
    r"\b((?-i:[A-Z])[a-z'-]+)\s+right\b\s*(?:[-–—,]\s*)?(?:and\s+)?(?:so\s+)?(?=(?:she|he|her|his|they|their)\b)", _I
)
# "my goddaughter Deb and so she does …", "my bro Tobias, honestly he is …": a chat word between a tie and name and
# the pronoun that takes them up
_TIE_SO_PRONOUN = re.compile(
    rf"\b((?:my|our)\s+{MOD}{REL_EN}\s+(?-i:[A-Z])[a-z'-]+(?:\s+(?-i:[A-Z])[a-z'-]+)?)\s*(?:[,–—-]\s*)?(?:and\s+)?"
    r"(?:(?:so|honestly|like|basically)[,\s]+)+(?=(?:she|he)\s)",
    _I,
)
# "there's my trainee too, Anirudh Quirke - he …": the tie and the name said one after the other
_TIE_TOO = re.compile(rf"\b((?:my|our)\s+{MOD}{REL_EN})\s+(?:too|as\s+well),\s+(?=(?-i:[A-Z])[a-z'-]+)", _I)
# "send them to Ravi, my trainee,'s email": the possessive of a name with its tie said aside is the tie's
_ASIDE_POSSESSIVE = re.compile(rf"\b((?-i:[A-Z])[a-z'-]+),\s+((?:my|our)\s+{MOD}{REL_EN}),['’]s\b", _I)
# "went shopping today and honestly our Lorcan is six foot three": a new clause about someone after a chat word
_AND_HONESTLY = re.compile(
    r"(?<=\w),?\s+(?:and|so)\s+(?:honestly|tbh|to\s+be\s+fair|basically|apparently)\s+"
    r"(?=(?:my|our)\s|(?-i:[A-Z])[a-z'-]+\s+(?:is|was|has|works|lives)\b)",
    _I,
)
# "his whole thing is sea swimming", "my line manager's weekends are all pigeon racing": a pastime said the chat way
_PASTIME_SAID = re.compile(
    rf"\b((?:(?:my|our)\s+{MOD}{REL_EN}|(?-i:[A-Z])[a-z'-]+)['’]s|her|his|their)\s+"
    r"(?:whole\s+thing\s+is|weekends\s+are\s+(?:all|spent)(?:\s+on)?|free\s+time\s+is\s+all)\s+(?!(?:that|about|how|when|being|to)\b)(?=\w)",
    _I,
)
# "… at dinner and he, who has a doctorate, had opinions": what the aside says is a sentence of its own
_WHO_ASIDE = re.compile(
    rf"(?P<l>\b(?:and|when|but|so)\s+|^)(?P<s>she|he|(?:my|our)\s+{MOD}{REL_EN}),\s+who"
    r"(?:'s|\s+(?=has|had|is|was|did|went|works|lives|holds)|\s+)(?P<v>[^,;.!?]{2,60}),\s+(?=[a-z])"
    # (what they did then, "had opinions", is the story's)
    r"[^,.;!?\n]*?(?=\s*(?:[,.;!?\n]|$|\b(?:lol|haha|tbh|honestly)\b))",
    _I,
)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
# "booked the restaurant for July 27th since that's his birthday", "coming for her birthday on 9 April": the day is
# their birthday
_BIRTHDAY_SINCE = re.compile(
    rf"\b(?P<pre>for|on)\s+(?P<d>(?:{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}))"
    r"\s*,?\s+(?:since|as|because|cos|cause)\s+(?:that's|that\s+is|it's|it\s+is)\s+"
    r"(?P<w>his|her|(?-i:[A-Z])[a-z'-]+['’]s)\s+birthday\b",
    _I,
)
# "It's her birthday on October 19th": her birthday is that day
_ITS_BIRTHDAY = re.compile(
    rf"\b(?:it's|it\s+is)\s+(?P<w>his|her)\s+birthday\s+on\s+(?P<d>{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?|"
    rf"\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH})",
    _I,
)
# "Brendan changed numbers again ugh, it's …": a sigh before the new value is no end of the clause
_SIGH_BEFORE_VALUE = re.compile(r"\s+(?:ugh|argh|sigh|lol|haha)(?=\s*,\s*(?:it'?s|it\s+is)\b)", _I)
# "our Cillian, 37 now, was moaning about getting old": an age said in passing, with the word that makes it one
_AGE_NOW = re.compile(
    rf"(?<![\w'])(?P<n>(?-i:[A-Z])[a-z'-]+(?:\s+(?-i:[A-Z])[a-z'-]+)?),\s+(?P<a>\d{{1,3}}|{AGE_WORDS})"
    r"(?:\s+years\s+old)?\s+(?:now|already),\s+(?=[a-z]+\b)",
    _I,
)
# Run-on dictation about someone called by name: "… the gig Tahnee's job is out in Bangalore", "… at the SEC in Glasgow
# our Tallulah is 24 now", "… like it's ancient so Cillian is smart", "… in Harrogate, no joke went round for tea",
# "… fyi honestly can't believe she is 33": where a new clause starts (see `_name_break`)
_NAME_START = re.compile(
    r"(?:,?\s+(?P<so>so)\b)?\s+(?=(?P<our>our\s+)?(?-i:[A-Z])[a-z'-]+"
    r"(?:'s\s+(?:job|highest|e?mail|mobile|number|phone|birthday|height|age)\b[^.!?,]{0,20}?"
    r"|,\s+(?:my|our)\s+[a-z' -]{2,30}?,)?\s+(?:is|was)\s)"  # "Kofi, my workmate, is …"
)
# "… is working as a falconer these days ya um yeah": chat words that end a clause
_CHAT_END = re.compile(r"(?:,?\s+(?:ya|yeah|yep|innit|um|uh))+(?=\s*(?:[.!?\n]|$))", _I)
# "… at the doctor's there's my trainee too, …": a new clause that brings someone in
_THERES_MY = re.compile(r"(?<=[A-Za-z0-9'\"])\s+(?=there's\s+(?:my|our)\s)", _I)
# what a name after it is part of: "the Commodore was …", "a friend of mine Jess is …", "aka Bobby is …"
_NOT_BEFORE_A_CLAUSE = word_set(
    "the a an this that these those his her their my our your its mine aka van der den de la le du von di da bin al"
)
_CALENDAR = re.compile(
    r"(?:jan|febr)uary|march|april|may|june|july|august|september|october|november|december|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day",
    _I,
)
_CLAUSE_AFTER = re.compile(
    r",?\s+(?:no\s+joke|fyi)\b[,.!]*\s+(?=[a-z])|\s+(?=(?:honestly\s+)?(?:can't|cannot|can’t)\s+believe\b)", _I
)
# "…, it's her birthday on October 19th, no?": a tag asking the listener to agree makes no question of a statement
_TAG_QUESTION = re.compile(r",\s*(?:no|yeah|innit|isn't\s+it|wasn't\s+it)\?+(?=\s*$|\s+(?-i:[A-Z]))", _I)
# "is a bus driver so at least has steady work": what follows from it is a clause of its own
_SO_THEN = re.compile(r"(?<=[a-z0-9'\"])\s+so\s+(?=(?:at\s+least|nothing|everything|everyone|no\s+one)\b)", _I)
# "… are 256-487-6134 thanks.": a thanks after a value closes the sentence
_THANKS_AFTER_VALUE = re.compile(r"(?<=\d)\s+(?:thanks|thank\s+you|ta|cheers)\b(?=\s*[.!]*(?:\s|$))", _I)
# "got a new job\nas a wheelwright": a line broken inside a clause (a dictated or pasted message) goes on
_BROKEN_LINE = re.compile(r"(?<=[a-z])[ \t]*\n[ \t]*(?=(?:as|and|in|at|to|from|for|with|of|on|by)\s)")
# laughter or a sigh between two clauses ends the first ("… a nurse lol my dad is …", "… turned 55 omg Random but
# …"); not an aside, which may stand inside a clause ("she is btw a nurse")
_LAUGH_MID = re.compile(rf"\s*,?\s*\b(?:{LAUGH_EN}|{SIGH_EN})\b[,.!]*\s+(?=[A-Za-z])", _I)

# General English chat abbreviations; "cuz" after "my" is a cousin, elsewhere "because"
_ABBREV_EN: tuple[tuple[str, str], ...] = (
    (r"(?<=\d)\s*y\.\s?o\b\.?", " years old"),
    # "thirty-two y.o.": an age said in words
    (rf"\b({AGE_WORDS})\s+y\.\s?o\b\.?", r"\1 years old"),
    (r"(?<=\d)\s*(?:yrs?|yo|y/o)\.?\s+old\b", " years old"),
    (r"\b(?:cuz|coz|cos|(?-i:bc)|b/c)\b(?=\s+(?:i|my|he|she|it|we|they|the|of|her|his)\b)", "because"),
    (r"\bw/o\b", "without"),
    (r"(?<!\S)w/(?=\s|\w)", "with "),
    (r"(?-i:(?<![\w'.@])w(?=\s+[a-z]))", "with"),  # "obsessed w roller derby"
    (r"(?<=\w)\s+@\s+(?=[A-Za-z])", " at "),  # "works @ Amazon" (an address has no spaces about its @)
    (r"(?-i:\brn\b)", "now"),
    (r"\batm\b", "at the moment"),
    (r"\bfave?\b", "favorite"),
    (r"\bfavs\b", "favorites"),
    (r"\b(?:prob|probs|prolly)\b(?=\s+(?:\d|(?:a|an|the|in|at|from|around|about|like|gonna|going)\b))", "probably"),
    (r"\bur\b(?=\s+(?:gonna|going|so|not|right|welcome|the\s+best)\b)", "you're"),
    (r"\bur\b", "your"),
    (r"(?-i:(?<![\w'.])u(?![\w'.]))", "you"),
    (r"\btho\b", "though"),
    # apostrophes left out ("isnt", "shes", "thats"); "its", "wont", "hell", "well" and "were" are words of their own
    (r"\b(is|was|are|were|does|do|did|has|have|had|could|would|should|ca|wo)nt\b", r"\1n't"),
    (r"\bcant\b", "can't"),
    (r"\b(she|he|that|what|there|who)s\b", r"\1's"),
    (r"(?-i:\bim\b)", "I'm"),
    (r"(?-i:\bive\b)", "I've"),
    # "born n raised", "moose jaw n still …": "n" between two words is "and"
    (r"(?<=[A-Za-z])\s+n\s+(?=[A-Za-z])", " and "),
    (r"\bht\b(?=\s*[:=-]?\s*\d)", "height"),
    (r"\bedu\b(?=\s*[:=-])", "education"),
    (r"\bppl\b", "people"),
    PARTNER_SAID_EN,
    (r"\bhrs\b", "hours"),
    (r"(?<=\bnew\s)#", "number"),
    (r"(?<!\d)(?<!\d\s)\byr\b", "year"),
    (r"\b(sis|bro)\s+in\s+law\b", r"\1-in-law"),
    # "Robert a.k.a. Bobby", "Robert (aka Bobby)", "Robert, also known as Bobby": the name a person goes by, said
    # as one word (the sentence splitter would end a sentence at "a.k.a." and brackets hide it from the readers)
    (r"\b(?:a\.k\.a\.?|also\s+known\s+as)(?=[\s,\"“']|$)", "aka"),
    (r"\s*\(\s*(?:aka|a\.k\.a\.?|also\s+known\s+as)\s+([^()]{1,30}?)\s*\)", r", aka \1,"),
    (r"\b(?:tmrw|tmr|tmrow|2moro|2morrow)\b", "tomorrow"),
    (r"\bb-day\b", "birthday"),
    (r"\bbday\b", "birthday"),
    (r"\bbdays\b", "birthdays"),
    (r"\bfam\b", "family"),
    (r"\bbumped\s+up\s+to\b", "promoted to"),  # "got bumped up to duty manager"
    (r"\b(phone|mobile|cell|contact)\s+no\.?(?=\s|:)", r"\1 number"),  # "his phone no. is …" (no sentence end)
)
_ABBREV_EN_RE = tuple((re.compile(p, _I), r) for p, r in _ABBREV_EN)

# "my cuz Dana" is read as said (the readers know the tie); a "cuz" no tie word goes before is "because"
# Fields of a pasted note set apart by spaced dashes, bars or slashes ("aunt jo - 62 - nurse", "a | b", "a / b")
_FIELD_SEP = re.compile(r"\s+(?:[-–—|/]|\|\|)\s+|\s*[|｜]\s*")
_KEYED = re.compile(r"^\s*[\w\u4e00-\u9fff ]{1,20}\s*[:：]")
_NOTE_KEY = re.compile(r"^\s*[\w ()'’.-]{1,40}[:：]\s*\S")  # "Amy (my sister): 34 / nurse": whom, then a colon

# Words that follow "my sister" and are no name, beyond those the readers already know are none
_NOT_A_NAME_TOO = word_set(
    "a an the and or but who whom whose which what when where why how that this is are was were be been am has "
    "have had do does did can could will would should might must may shall too very so such even ever never "
    "always often sometimes usually again already soon later home here there back out over away up down off in on "
    "at to for from with by of about as into than then now still also yet once twice tonight today lately "
    "together alone both all each every some any no not one two three four five six seven eight nine ten first "
    "last next says said says told tells thinks thought knows knew wants wanted needs needed keeps kept used gets "
    "let lets makes made says see saw sees come came comes go goes gone went take took takes give gave gives me "
    "you him her us them it its his hers their theirs mine yours ours myself himself herself got get gonna wanna "
    "gotta kinda sorta like said right well almost nearly maybe perhaps probably definitely"
)
_VERB_WORDS = frozenset(w for w in re.findall(r"[a-z']+", VERB) if len(w) > 1)
# ("my teammate Arjun's email is …", "my bestie Marisol, her email is …": a field of theirs is said of them too)
_SAID_TO_BE = rf"(?:\s+{VERB}\b|\s*,?\s*(?:she|he|they)\b|\s*,\s*(?:her|his|their)\s|'s\s|\s*,\s*\d|\s+[-–—]\s)"
# "my sister amy is 34": a lowercase word after a tie the user names, followed by what is said of a person
# (and "User's brother tom lives …" as a memory first says it)
_LOWER_NAME = re.compile(rf"\b((?:my|our|User's)\s+{MOD}{REL_EN})\s+([a-z][a-z'-]{{1,15}})(?={_SAID_TO_BE})", _I)
# "aunt jo - 62 - nurse": a note opening on a tie and a lowercase name
_NOTE_HEAD = re.compile(rf"^({MOD}{REL_EN})\s+([a-z][a-z'-]{{1,15}})(?=\s*(?:[-–—:,|/(]|$))", _I)
# "name: mike" in a note typed in lowercase
_NAME_FIELD = re.compile(r"(?m)^(\s*(?:name|full name|姓名)\s*[:：]\s*)([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)\s*$", _I)
_CITY = re.compile(
    r"\b(?:in|from|to|near|outside|around|at)\s+("
    + "|".join(sorted((re.escape(c) for c in CITIES if c.isascii()), key=len, reverse=True))
    + r")\b",
    _I,
)


# Run-on dictation: "…love this my uncle dave moved to denver", "…lives in paris and my brother tom he's a chef":
# a clause about one of the user's people (a tie, maybe a name, then what is said of them) starts a sentence, unless
# a word before it makes it part of the clause before ("I think my sister is", "if my brother moved", "that my…")
_CLAUSE_START = re.compile(
    rf"(?<=[A-Za-z0-9'\"])\s+(?=(?:(?:and|but|so|then|also|plus)\s+)?(?:my|our)\s+{MOD}{REL_EN}"
    rf"(?:\s+(?-i:[A-Z])[a-z'-]+){{0,2}}{_SAID_TO_BE})",
    _I,
)
# "… is so smart she's a doctor now": a clause opening on he / she and what is said of them
_PRONOUN_START = re.compile(
    r"(?<=[A-Za-z0-9'\"])\s+"
    r"(?=(?:she|he)(?:'s|\s+(?:(?:still|also|now)\s+)?(?:is|[a-z]{2,}s|worked|lived|turned|just|moved))\b)",
    _I,
)
# "lives in leeds", "moved to denver", "is from dublin": a lowercase word where a place is said is a place's name
# ("based in leeds"; never "an austin-based nurse")
_PLACE_AT = re.compile(
    r"\b((?:lives?|living|lived|moved|moving|relocated|based(?=\s+(?:in|at)\b)|born|raised|grew\s+up|settled|is\s+from|comes?\s+from|"
    r"originally\s+from|hails\s+from|works?\s+in|working\s+in|stationed|studies|studying|"
    r"(?:a|an)\s+[a-z]+(?:\s+[a-z]+)?(?=\s+in\b)|"
    # "studies at the uni in york", "works at the hospital in leeds": a place of work or study said by its town
    r"the\s+(?:uni|university|college|school|hospital|airport|office|factory|bank|council|library|museum|"
    r"branch|hotel|prison|station|base|clinic|surgery|gym)(?=\s+in\b))\s+(?:in|to|from|at)?\s*)"
    r"((?:(?:new|san|los|las|st|saint|fort|port|santa|salt|north|south|east|west|hong|kuala|rio|buenos|el)\s+)?"
    r"[a-z][a-z'-]{2,})(?=\s*(?:$|[,.;!?)（(]|\s+(?:and|but|so|now|for|with|since|last|next|this|these|too|right|"
    r"originally|soon|in\s+(?:\d{4}|january|february|march|april|may|june|july|august|september|october|november|"
    r"december))\b))",
)
_NOT_A_PLACE = word_set(
    "town city country countryside suburbs suburb village hometown area state province island coast mountains "
    "north south east west abroad overseas downtown uptown sales marketing finance retail tech it hr law medicine "
    "education construction healthcare hospitality admin management accounting engineering research insurance "
    "banking consulting design school college university uni hospital home here there it them him her us together "
    "alone apartment flat house dorm dorms love trouble charge person bed time general fact advance detail "
    "training residence practice private public line theory total case art music history math maths physics "
    "chemistry biology economics business psychology philosophy nursing architecture"
)

# "works at google": a lowercase word where an employer is said is the employer's name
_EMPLOYER_AT = re.compile(
    r"\b((?:works?|working|worked|employed|interns?|interning|(?:a\s+)?job|hired)\s+(?:at|for|with|by)\s+)([a-z][a-z&'-]{2,})"
    r"(?=\s*(?:$|[,.;!?)]|\s+(?:and|but|so|now|as|since|these|too|right)\b))"
)
_NOT_AN_EMPLOYER = _NOT_A_PLACE | word_set(
    "night nights weekends school college hospital clinic bank office store shop restaurant cafe factory mall "
    "hotel daycare gym church airport himself herself themselves free hours years ages months weeks days cash "
    "money tips peanuts fun"
)


# "my friend Jake called my mom, he is …", "I met my cousin Dana there": a verb that takes the person as its object


def _break(m: re.Match[str], *, complement: bool = False) -> str:
    before = [w.lower() for w in re.findall(r"[A-Za-z0-9']+", m.string[max(0, m.start() - 40) : m.start()])]
    if not before or before[-1] in _BINDS or _TAKES_OBJECT.match(before[-1]):
        return m.group(0)
    if re.search(r"\b(?-i:[A-Z])[a-z'-]+['’]s$", m.string[: m.start()]):
        return m.group(0)  # "Bec Murphy's my teammate": her "'s" is "is", the tie what she is
    # "My dad and my uncle Rob went fishing": "and" joins two subjects unless a clause was said before it
    clause = re.split(r"[.!?;,:\n]", m.string[: m.start()])[-1]
    joined = re.match(r"\s*(?:and|but|so|then|also|plus)\b", m.string[m.end() :], _I)
    if joined and not re.search(rf"\b(?:{VERB}|are|were|\w+ed)\b", clause, _I):
        return m.group(0)
    # "guess how old my mentee Lachlan is", "no idea where my cousin works": a question's clause, not a new one
    wh = {"how", "what", "where", "when", "who", "why", "whether", "if", "which"}
    # "the guy my sister is dating is 40", "the house my brother lives in": a clause that says which one
    named = {"the", "a", "an", "every", "each", "any", "some", "no", "one", "whose", "only", "same"}
    # ("… is a teacher she retires next year", "… works at the bank he is into cycling": with `complement`, a "the" /
    # "a" after a copula or a preposition heads what the clause said, not one a new clause says which of)
    if wh & set(before[-4:]) or (named & set(before[-3:-1]) and not complement):
        return m.group(0)
    # "yesterday my sister went …", "last week my mom moved …": a time said before the clause is part of it
    return m.group(0) if _WHEN_LEAD.fullmatch(clause.strip()) else ". "


_WHEN_LEAD = re.compile(
    r"(?:and|but|so|then|also|plus|oh|well|honestly|actually|apparently|basically|anyway|btw|yesterday|today|tonight|"
    r"recently|lately|earlier|morning|afternoon|evening|night|(?:last|this|next)\s+(?:week|weekend|month|year|night|"
    r"summer|winter|spring|fall|monday|tuesday|wednesday|thursday|friday|saturday|sunday))"
    r"(?:\s+(?:and|but|so|then|also|plus|oh|well|honestly|actually|apparently|basically|anyway|btw|yesterday|today|"
    r"tonight|recently|lately|earlier|morning|afternoon|evening|night|(?:last|this|next)\s+(?:week|weekend|month|"
    r"year|night|summer|winter|spring|fall|monday|tuesday|wednesday|thursday|friday|saturday|sunday)))*",
    _I,
)


def _tie_name(m: re.Match[str]) -> str:
    # "my boss - Ines Duarte - she …" -> "my boss Ines Duarte, she …"; "my boss - She …" names no one
    if not all(name_word(w) for w in m.group(2).split()):
        return m.group(0)
    return f"{m.group(1)} {m.group(2)}" + ("," if m.group(0).rstrip()[-1:] in "-–—" else "")


def _birthday_since(m: re.Match[str]) -> str:
    return f"{m['pre']} {m['d']}. {m['w'][:1].upper()}{m['w'][1:]} birthday is {m['d']}"


def _name_break(m: re.Match[str]) -> str:
    """ ". " where a clause about someone called by name starts inside a run-on, else the text as it was: never
    after a word that binds what follows ("told Tom is", "and Tom is"), a tie ("my friend Tom is") or a name
    ("Tahnee Pengelly is"), unless "so" or "our" says so."""
    before = re.findall(r"[A-Za-z0-9']+", m.string[max(0, m.start() - 40) : m.start()])
    name = re.match(r"\s*(?:so\s+)?(?:our\s+)?([A-Za-z'-]+)", m.string[m.start() :], _I)
    said = m.string[: m.start()].rstrip()
    if not before or not said[-1:].isalnum() or (name and _CALENDAR.fullmatch(name[1])):
        return m.group(0)  # "Newly made head of product, Cormac is …", "24 July is her birthday": said as one
    last = before[-1]
    if m["so"]:
        return ". " if last.lower() not in _BINDS else m.group(0)
    if last.lower() in _BINDS or _TAKES_OBJECT.match(last.lower()) or last.lower() in _NOT_BEFORE_A_CLAUSE:
        return m.group(0)
    if re.search(rf"\b(?:{MOD}{REL_EN})\s*$", m.string[: m.start()], _I):
        return m.group(0)  # "my brother-in-law Tom is …", "my dog walker Sasha is …": the tie's name
    if last[:1].isupper() and not m["our"]:
        return m.group(0)
    return ". " if m["our"] or last.islower() or last[:1].isdigit() else m.group(0)


# "my cousin lives in glasgow and her husband is a firefighter": a clause of someone of theirs, tied to the one before
# by "and"; it is of another person, a sentence of its own ("my sister and her husband came over" is one subject)
_THEIR_KIN_AFTER = re.compile(
    rf"(?<=[A-Za-z0-9'])\s*,?\s+and\s+(?P<p>her|his)\s+(?=(?i:{MOD}{REL_EN})s?\s+(?:[A-Z][a-z]+\s+)?"
    r"(?:(?:still|also|now|just)\s+)?(?:is|are|was|were|'s|has|have|go|live|work|[a-z]{2,}s|[a-z]+ed)\b)",
    _I,
)


def _their_kin_break(m: re.Match[str]) -> str:
    clause = re.split(r"[.!?;,:\n]", m.string[: m.start()])[-1]
    said = re.search(r"\b(?:is|was|are|lives|lived|works|worked|moved|\w+ed)\b|'s\b", clause, _I)
    if not said or len(clause.split()) < 3:
        return m.group(0)
    return ". " + m["p"][:1].upper() + m["p"][1:] + " "


def their_kin_cut_en(text: str) -> str:
    """ "… lives in Glasgow and her husband is a firefighter" -> "… lives in Glasgow. Her husband is a firefighter":
    what is said of someone of theirs, a sentence of its own."""
    return _THEIR_KIN_AFTER.sub(_their_kin_break, text)


def _pronoun_break(m: re.Match[str]) -> str:
    # "… got a job at amazon she's an engineer": "she's" / "he is" opens a clause after any word but a binding one;
    # another verb only after a clause that said something of someone ("my sister lives in leeds she works at …",
    # "my dad is 70 he still plays golf"; "From Monday she works nights" is one clause)
    clause = re.split(r"[.!?;,:\n]", m.string[: m.start()])[-1]
    if len(clause.split()) < 2:
        return m.group(0)  # "Apparently she is 24", "Honestly he's a saint": one word before is no clause
    if re.search(r"\b(?:and|but|so)\s+(?:now|then)\s*$", clause, _I):
        return m.group(0)  # "my mum quit her job and now she paints": the clause goes on with her
    copula = re.match(r"\s*(?:she|he)(?:'s|\s+is)\b", m.string[m.start() :], _I)
    said = re.search(r"\b(?:is|was|are|lives|lived|works|worked|moved|\w+ed)\b|'s\b", clause, _I)
    complement = bool(re.search(r"\b(?:is|was|are|at|in|for|with|from)\s+(?:a|an|the)\s+[a-z]+$", clause, _I))
    return _break(m, complement=complement) if copula or (said and len(clause.split()) >= 3) else m.group(0)


def typed_lowercase(s: str) -> bool:
    """True for a message typed all in lowercase (no capital but "I")."""
    caps = [w for w in re.findall(r"\b[A-Z][\w']*|[A-Z]", s) if w not in _I_WORDS]
    return bool(re.search(r"[a-z]", s)) and not caps


_I_WORDS = frozenset(("I", "I'm", "I've", "I'd", "I'll"))


# the words opening a clause about someone, which the readers know capitalised at a sentence's start
_OPENER = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=\n))(?:he|she|they|my|our|his|her|their|and|but|so|also|plus|we|it)(?=\b|')"
)


# A lowercase "i" the speaker says of themself ("i", "i'm", "so do i."). Not one inside a word, a handle or a file
# name ("@i", "x.i"), "i.e.", a compound ("i-95"), nor a list's numeral at a line's start ("i. call mom", "i) …").
_SMALL_I = re.compile(r"(?m)(^[ \t]*i[.)](?=\s))|(?<![\w'’@-])(?<!\w\.)i(?=['’](?:m|ve|d|ll)\b|(?![\w'’@-])(?!\.\w))")


def capital_i(text: str) -> str:
    """`text` with the speaker's lowercase "i" written "I" ("so do i. i'm in" -> "so do I. I'm in"); every other
    "i" kept ("i.e.", "@i", "i-95", a list's "i.")."""
    return _SMALL_I.sub(lambda m: m[1] or "I", text)


def _sentence_case(s: str) -> str:
    return _OPENER.sub(lambda m: m.group(0)[:1].upper() + m.group(0)[1:], capital_i(s))


def name_word(word: str) -> bool:
    w = word.lower()
    if w in NOT_A_NAME or w in _NOT_A_NAME_TOO or w in _VERB_WORDS:
        return False
    return not re.search(r"(?:ly|ing|ed)$", w) or len(w) <= 4


def _title(word: str) -> str:
    return "-".join(p[:1].upper() + p[1:] for p in word.split("-"))


def _emoji(m: re.Match[str]) -> str:
    before, after = m.string[: m.start()], m.string[m.end() :]
    if not after.strip() or not before.strip() or re.search(r"[。！？!?.,，;；:：]\s*$", before):
        return " " if before.strip() and after.strip() else ""
    return "。" if re.search(rf"[{_HAN}]\s*$", before) else ". "


def _repeats(m: re.Match[str]) -> str:
    # "sooo" -> "so", "heyyy" -> "hey", "tallll" -> "tall", "loooove" -> "loove": a run said long is one letter,
    # two for letters English writes doubled
    ch, end = m.group(1), m.end() == len(m.string) or not m.string[m.end()].isalpha()
    return ch if end and ch.lower() in "aiouy" else ch * 2


# "Coworker: Mike", "Sister - Amy", "同事：小刘", "表姐｜林悦": a pasted line that labels a name with the tie it is
# (the label is the relation, never a person called "Coworker"), then maybe what is said of them
_TIE_LABEL_EN = re.compile(
    rf"^(?P<lead>\s*(?:[-*•]\s*)?)(?P<r>(?i:{MOD}{REL_EN}))\s*(?::|\||\s[-–—]\s|[–—])\s*"
    r"(?P<n>[A-Za-z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)(?=\s*(?:$|[,;(]|\s[-–—|]\s|\|))"
)
_TIE_LABEL_ZH = re.compile(
    rf"^(?P<lead>\s*(?:[-*•]\s*)?)(?P<r>{REL_ALL})\s*(?:[|｜]|\s[-–—]\s|[–—])\s*"
    rf"(?P<n>(?:[小老阿][{_HAN}]|[{_HAN}]{{2,3}}|[A-Z][a-z]+))(?=\s*(?:$|[，,；;（(]|\s[-–—|｜]\s|[|｜]))"
)


_NO_NAME_ANSWER = word_set(
    "great good fine ok okay nice awesome cool bad busy yes no none unknown tbd same where what when why how who "
    "hi hey hello thanks sure"
)


# "Patricia (Patty)", "王磊（磊磊）": a shorter form of the name in brackets right after it is the name they go by
# (never "Dana (Denver)", "张伟（北京）": what is in the brackets must be made of the name itself)
_SHORT_FORM_EN = re.compile(r"\b(?P<n>[A-Z][a-z]+)(?P<last>\s+[A-Z][a-z]+)?\s*\((?P<a>[A-Z][a-z]+)\)(?P<end>\s*,)?")
# "张伟又名张小伟，…", "王磊人称磊哥": the name a person goes by, said as the readers read it (", 外号…,")
_ALSO_NAMED_ZH = re.compile(
    rf"(?<=[{_HAN}])(?:又名|又称|别名|人称|江湖人称)(?=(?:[{_HAN}]{{2,4}}|[A-Za-z]+)(?:[，,。！!；;]|$))"
)
_SHORT_FORM_ZH = re.compile(rf"(?P<n>[{_HAN}]{{2,3}})[（(](?P<a>[{_HAN}]{{1,3}})[）)]")


def _short_form(m: re.Match[str]) -> str:
    n, a = m["n"], m["a"]
    if m.re is _SHORT_FORM_ZH:
        return f"{n}（小名{a}）" if set(a) & set(n[1:]) and a != n else m[0]
    if a[0] != n[0] or len(a) >= len(n) or is_place(a):
        return m[0]
    return f"{n}{m['last'] or ''}, aka {a},"


def _tie_label(line: str) -> str:
    zh = _TIE_LABEL_ZH.match(line)  # ("同事：小刘" the readers read as a field already)
    if zh and lead_name(zh["n"], loose=True) == (zh["n"], ""):
        return f"{zh['lead']}我的{zh['r']}{zh['n']}{line[zh.end() :]}"
    en = _TIE_LABEL_EN.match(line)
    first = en["n"].split()[0] if en is not None else ""
    if (
        en is None
        or not name_word(first)
        or first.lower() in _NO_NAME_ANSWER
        or is_occupation(first.lower())  # "sister: nurse" is what she does
        or is_place(en["n"])
        or (first.islower() and " " in en["n"])
    ):
        return line  # "Friend: great", "Mom: where …": a word said back, or a line of a chat pasted with its speaker
    return f"{en['lead']}my {en['r'].lower()} {_title(en['n'])}{line[en.end() :]}"


def _fields(line: str, *, dashes: bool) -> str:
    parts = [p for p in _FIELD_SEP.split(line) if p.strip()]
    if len(parts) < 2:
        return line
    # a dash in prose sets off an aside ("she — works in Omaha"): a note has three short fields or more, or bars
    bars = "|" in line or "｜" in line
    short = all(len(p.split()) <= 5 for p in parts)
    keyed = short and sum(bool(_KEYED.match(p)) for p in parts) >= 2
    slashed, items = re.search(r"\s/\s", line), parts[1:]  # "Dev: 34 / nurse / Leeds": the items of one keyed note
    note = slashed and not keyed and _NOTE_KEY.match(parts[0]) and any(re.search(r"[A-Za-z]", p) for p in items)
    if note and all(len(p.split()) <= 5 for p in items):
        return ", ".join(p.strip() for p in parts)
    if not bars and not keyed and (len(parts) < 3 or not short or not dashes or slashed):
        return line  # ("3 / 5 / 1990" is a date: a slash marks fields only in a form)
    if keyed:
        return "\n".join(p.strip() for p in parts)  # "Name: Karen / Age: 45": a form, one field a line
    han = re.search(rf"[{_HAN}]", line)
    if not bars and not han and _PERSON_HEAD.fullmatch(parts[0].strip()):
        # "my friend jess - allergic to peanuts - vegan": the person the note is about, then the note
        return f"{parts[0].strip()} - " + ", ".join(p.strip() for p in parts[1:])
    return ("，" if han else ", ").join(p.strip() for p in parts)


# The one a note line opens with: "my friend jess", "aunt jo", "my mom"
_PERSON_HEAD = re.compile(rf"(?:(?:my|our)\s+)?{MOD}{REL_EN}(?:\s+[a-z][a-z'-]+)?", _I)


def chat_words_spelled_out(text: str) -> str:
    """`text` with the chat abbreviations of both languages spelled out ("bday" -> "birthday", "ppl" -> "people",
    "俺" -> "我"), nothing else changed: how a question asked in a chat voice is read like one asked in full."""
    s = text.translate(_WIDE)
    s = chat_words_spelled_out_zh(s)
    if re.search(r"[A-Za-z]", s):
        for rx, rep in _ABBREV_EN_RE:
            s = rx.sub(rep, s)
    return s


def tidy_voice(text: str) -> str:
    """The message with its chat voice tidied away for the entity readers (both languages, any mix)."""
    s = text.translate(_WIDE)
    lower = typed_lowercase(s)
    s = "\n".join(
        "".join(_fields(part, dashes=lower) for part in re.split(r"(?<=[。！？!?])", _tie_label(line)))
        for line in s.split("\n")
    )
    s = _EMOJI_RUN.sub(_emoji, s)
    s = _SHORT_FORM_ZH.sub(_short_form, _SHORT_FORM_EN.sub(_short_form, s))
    s = _ALSO_NAMED_ZH.sub("，外号", s)
    s = cut_runons_zh(tidy_zh(s))  # "身高是174今天回家路上…": where a run-on sentence ends
    # English
    if re.search(r"[A-Za-z]", s):
        s = _BROKEN_LINE.sub(" ", s)
        s = re.sub(r"(?<=[A-Za-z])([A-Za-z])\1{2,}(?![\w@]*[@/.]\w)", _repeats, s)
        for rx, rep in _ABBREV_EN_RE:
            s = rx.sub(rep, s)
        s = FILLER_EN.sub(" ", s)
        s = _META_ASIDE.sub("", s)
        s = _SLASH.sub(".\n", s)
        s = _TIE_NAME.sub(_tie_name, s)
        s = _TIE_TOO.sub(r"\1 ", s)
        s = _ASIDE_POSSESSIVE.sub(r"\2 \1's", s)
        s = _AND_HONESTLY.sub(". ", s)
        s = _BIRTHDAY_SINCE.sub(_birthday_since, s)
        s = _ITS_BIRTHDAY.sub(lambda m: f"{m['w']} birthday is {m['d']}", s)
        s = _SIGH_BEFORE_VALUE.sub("", s)
        s = _AGE_NOW.sub(r"\g<n> is \g<a> and ", s)
        s = _PASTIME_SAID.sub(r"\1 hobby is ", s)
        s = _WHO_ASIDE.sub(_who_aside, s)
        s = _JOKE.sub("", s)
        s = _TIE_SAID_ASIDE.sub(", ", s)
        s = _HANDY_IF.sub("", s)
        s = _IF_THAT_HELPS.sub(lambda m: ". " if m.end() < len(m.string) else "", s)
        s = _THANKS_END.sub("", s)
        s = _THANKS_AFTER_VALUE.sub("", s)
        s = _TAG_QUESTION.sub(".", s)
        s = _SO_THEN.sub(". ", s)
        s = _SURPRISE.sub(lambda m: m.group(1) + "!", s)
        s = _NOTE_OPENING.sub("", s)
        s = _OPENING.sub("", s)
        s = SO_YEAH.sub(".", s)  # before "you know": "… from Leeds you know so yeah" ends on it
        s = YOU_KNOW.sub("", s)
        s = likes_out(s)
        s = _RIGHT.sub(r"\1, ", s)
        s = _TIE_SO_PRONOUN.sub(r"\1, ", s)
        s = _LAUGH_MID.sub(lambda m: ", " if re.match(r"(?:and|but)\b", m.string[m.end() :], _I) else ". ", s)
        # "my intern - based in Kelowna okay so my teammate Pip …": "okay so" turns to a new sentence
        s = re.sub(r"(?<=\w)\s+(?:ok|okay)\s+so\s+(?=(?:my|our|she|he)\b|(?-i:[A-Z]))", ". ", s, flags=_I)
        s = _OPENING.sub("", s)  # "… haha ok so gonna tell u about my teammate …": a new sentence's opening
        s = _LOWER_NAME.sub(lambda m: f"{m.group(1)} {_title(m.group(2)) if name_word(m.group(2)) else m.group(2)}", s)
        s = "\n".join(_note_head(line) for line in s.split("\n"))
        s = places_named(s, lowercase=False)
        s = cut_runons_en(s)  # "… for a week also Bec did a college degree i forgot …"
        s = _CLAUSE_START.sub(_break, s)
        s = _NAME_START.sub(_name_break, s)
        s = _CLAUSE_AFTER.sub(". ", s)
        s = _CHAT_END.sub("", s)
        s = _THERES_MY.sub(". ", s)
        s = their_kin_cut_en(_PRONOUN_START.sub(_pronoun_break, s))
        if lower:  # where capitals are never typed, a lowercase word where a place or employer is said names it
            s = places_named(s, lowercase=True)
            s = _EMPLOYER_AT.sub(
                lambda m: m.group(1) + (m.group(2) if m.group(2) in _NOT_AN_EMPLOYER else _title(m.group(2))), s
            )
            s = _NAME_FIELD.sub(lambda m: m.group(1) + _title(m.group(2)), s)
        s = re.sub(r"[ \t]{2,}", " ", s)
        s = re.sub(r"\s+([,.!?;:])", r"\1", s)
        s = re.sub(r"^[\s,.;]+|(?<=[.!?])[\s,.;]*(?=[.!?])", "", s)
        s = _sentence_case(s) if lower else s
    return s.strip()


def runs_on_cut_en(text: str) -> str:
    """A dictated English statement as sentences: a lowercase name after its tie written as a name ("User's brother
    tom lives …" -> "… Tom lives …"), and a full stop where a pronoun opens the next clause ("… lives in Bristol he
    is a plumber" -> "… lives in Bristol. He is a plumber"), as the entity readers read it (`tidy_voice`)."""
    text = _LOWER_NAME.sub(lambda m: f"{m[1]} {_title(m[2]) if name_word(m[2]) else m[2]}", text)
    text = _PRONOUN_START.sub(_pronoun_break, text)
    return re.sub(r"(?<=[.!?]\s)(?:she|he)\b", lambda m: m[0].capitalize(), text)


def places_named(text: str, *, lowercase: bool = True, bare: bool = True) -> str:
    """`text` with a known city written as a name ("in leeds" -> "in Leeds") and, with `lowercase`, a lowercase word
    where a place is clearly said ("lives in bangor", "moved to boise") too; an ordinary word ("works in sales",
    "lives in town") stays as it is. `bare=False`: only a place said with its preposition ("raised awareness" is no
    place; in a message typed all in lowercase, "born and raised bangor" is one)."""
    text = _CITY.sub(lambda m: m.group(0)[: -len(m.group(1))] + _place(m.group(1)), text)
    if not lowercase:
        return text

    def place(m: re.Match[str]) -> str:
        said = bare or re.search(r"\b(?:in|to|from|at)\s*$", m.group(1))
        return m.group(1) + (m.group(2) if m.group(2) in _NOT_A_PLACE or not said else _place(m.group(2)))

    return _PLACE_AT.sub(place, text)


def _who_aside(m: re.Match[str]) -> str:
    said = m["v"] if re.search(r"\swho\s", m[0], _I) else "is " + m["v"]  # "who's a nurse": is a nurse
    return f"{'. ' if m['l'] else ''}{m['s'][:1].upper()}{m['s'][1:]} {said}"


def _note_head(line: str) -> str:
    m = _NOTE_HEAD.match(line.strip())
    if not m or not name_word(m.group(2)):
        return line
    tie = m.group(1)
    return _title(tie[:1]) + tie[1:] + " " + _title(m.group(2)) + line.strip()[m.end() :]


def _place(name: str) -> str:
    if name.lower() in ("uk", "usa"):
        return name.upper()
    return " ".join(_title(w) for w in name.split())
