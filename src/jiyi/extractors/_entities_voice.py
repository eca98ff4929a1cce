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
from ._entities_en_values import AGE_WORDS
from ._entities_en_words import ASIDE_TIE_EN, MOD, REL_EN
from ._entities_voice_clauses import (
    _CLAUSE_START,
    _NAME_START,
    _PRONOUN_START,
    _break,
    _name_break,
    _pronoun_break,
    their_kin_cut_en,
)
from ._entities_voice_names import (
    _EMPLOYER_AT,
    _LOWER_NAME,
    _NAME_FIELD,
    _NOT_AN_EMPLOYER,
    _note_head,
    _sentence_case,
    _title,
    name_word,
    places_named,
    typed_lowercase,
)
from ._entities_voice_notes import _ALSO_NAMED_ZH, _SHORT_FORM_EN, _SHORT_FORM_ZH, _fields, _short_form, _tie_label
from ._entities_voice_zh import chat_words_spelled_out_zh, tidy_zh
from ._rules_common import CHAT_WORDS_EN, EMOJI, EMOTICON, LAUGH_EN, SIGH_EN, TAKEN_BACK_EN
from ._runons import cut_runons_en, cut_runons_zh

__all__ = ["chat_words_spelled_out", "tidy_voice"]

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
# "… is working as a falconer these days ya um yeah": chat words that end a clause
_CHAT_END = re.compile(r"(?:,?\s+(?:ya|yeah|yep|innit|um|uh))+(?=\s*(?:[.!?\n]|$))", _I)
# "… at the doctor's there's my trainee too, …": a new clause that brings someone in
_THERES_MY = re.compile(r"(?<=[A-Za-z0-9'\"])\s+(?=there's\s+(?:my|our)\s)", _I)
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


# "my friend Jake called my mom, he is …", "I met my cousin Dana there": a verb that takes the person as its object


def _tie_name(m: re.Match[str]) -> str:
    # "my boss - Ines Duarte - she …" -> "my boss Ines Duarte, she …"; "my boss - She …" names no one
    if not all(name_word(w) for w in m.group(2).split()):
        return m.group(0)
    return f"{m.group(1)} {m.group(2)}" + ("," if m.group(0).rstrip()[-1:] in "-–—" else "")


def _birthday_since(m: re.Match[str]) -> str:
    return f"{m['pre']} {m['d']}. {m['w'][:1].upper()}{m['w'][1:]} birthday is {m['d']}"


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


def _who_aside(m: re.Match[str]) -> str:
    said = m["v"] if re.search(r"\swho\s", m[0], _I) else "is " + m["v"]  # "who's a nurse": is a nurse
    return f"{'. ' if m['l'] else ''}{m['s'][:1].upper()}{m['s'][1:]} {said}"
