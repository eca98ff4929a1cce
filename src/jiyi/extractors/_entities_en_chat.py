"""English chat idioms for a person's facts (issue #21), said again in the plain words the readers know.

People texting about the people in their life say a fact in idioms no form would use: "just had a bday, 51 now",
"he - 35 years old", "does locksmith stuff, crazy hours", "has been a welder forever", "got measured at the clinic,
5'4 tall", "what my neighbour Hal does: locksmith", "correction on Priya's height, it's 165cm". `chat_predicate_en`
rewrites such a predicate (what follows the one it is about) and `chat_sentence_en` such a sentence into the plain
statement they make ("is 51 now", "works as a locksmith", "is 5'4 tall", "Priya's height is 165cm"), so the usual
rules read them. A trade is only read from a word that names one ("does crazy stuff" says no job).
"""

from __future__ import annotations

import re

from ._entities_en_lexicon import DEGREE_LETTERS_EN, DEGREE_NAMES_EN, is_occupation
from ._entities_en_values import AGE_WORDS, HEIGHT
from ._entities_en_words import REL_EN

__all__ = ["chat_predicate_en", "chat_sentence_en"]

_I = re.IGNORECASE
_AGE = rf"(?:\d{{1,3}}|{AGE_WORDS})"
# a qualification: a degree's name, or a diploma of some kind ("a vocational diploma")
_QUALIFICATION = rf"(?:[\w'’-]+\s+){{0,2}}?(?:{DEGREE_NAMES_EN}|{DEGREE_LETTERS_EN}|degree|diploma)"

_PREDICATES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, _I), r)
    for p, r in (
        # "flew home to Bhuj for the holidays, it's where the whole family's from": the place they are from
        (
            r"^(?:flew|went|goes|drove|headed|travell?ed|is\s+going|is\s+flying)\s+(?:back\s+)?(?:home\s+)?to\s+"
            r"(?P<v>(?-i:[A-Z])[\w.'-]+(?:,?\s(?-i:[A-Z])[\w.'-]+){0,2})\b[^,;]{0,40},?\s+(?:it's|that's|which\s+is)\s+"
            r"where\s+(?:the\s+whole\s+family|(?:his|her|their)\s+(?:whole\s+)?family|he|she|they)"
            r"(?:'s|'re|\s+is|\s+are|\s+was|\s+were)\s+(?:originally\s+)?from$",
            r"is from \g<v>",
        ),
        # "he - 35 years old", "Theo: 35 years old": a note's age, set off by a dash or a colon
        (rf"^[-–—:]\s*(?P<v>{_AGE})\s+years?\s+old$", r"is \g<v> years old"),
        # "has been a welder forever": a trade held a long time
        (
            r"^(?P<h>has\s+been\s+(?:a|an)\s+[a-z][\w\s-]{1,40}?)\s+(?:forever|for\s+ages|for\s+like\s+ever|for\s+ever)$",
            "\\g<h>",
        ),
        # "grew up in Truro and still talks about it": what they say of it is no part of the place
        (
            r"^(?P<h>.+?),?\s+and\s+still\s+(?:talks|brags|goes\s+on|raves|tells\s+(?:us|me|everyone))\s+about\s+it$",
            r"\g<h>",
        ),
        # "has been at UPS for like ever", "has been stuck at Redline Freight for ten years": where they work
        (
            r"^has\s+been\s+(?:stuck\s+|working\s+)?at\s+(?P<w>(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*){0,3})\s+"
            r"(?:forever|for\s+ages|for\s+like\s+ever|for\s+ever|for\s+(?:[\w-]+\s+)?years|for\s+a\s+decade|"
            r"since\s+(?:19|20)\d\d)$",
            r"works at \g<w>",
        ),
        # "he has a new number now, (583) 860-4370": the new one
        (
            r"^has\s+a\s+new\s+(?P<l>number|phone\s+number|cell|e-?mail)(?:\s+now)?\s*[,:]\s*(?P<v>[\w(+][^,;]*)$",
            r"'s new \g<l> is \g<v>",
        ),
        # "is on the Google payroll", "is on Deloitte's payroll": who pays them
        (
            r"^(?:is|'s)\s+(?:(?:now|still)\s+)?on\s+(?:the\s+)?(?P<w>(?-i:[A-Z0-9])[\w&.-]*(?:\s+(?-i:[A-Z0-9])[\w&.-]*){0,2}?)"
            r"(?:'s)?\s+payroll(?:\s+now)?$",
            r"works at \g<w>",
        ),
        # "is a Googler", "a Microsoftie": what those who work there call themselves (never "an ex-Googler")
        (r"^(?:is|'s)\s+(?:(?:now|still)\s+)?(?:a|an)\s+Googler$", "works at Google"),
        (r"^(?:is|'s)\s+(?:(?:now|still)\s+)?(?:a|an)\s+(?P<w>Microsoft|Amazon)(?:ie|ian)$", r"works at \g<w>"),
        # "is a Dundee kid through and through": the place one is from
        (
            r"^(?P<v>(?:is|'s)\s+(?:a|an)\s+(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*){0,2}"
            r"(?:,\s*(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?)?)\s+(?:kid|girl|boy|guy|gal|lad|lass)"
            r"\s+through\s+and\s+through$",
            r"\g<v> native",
        ),
        # "is a Harrogate local", "a Penzance, Cornwall native, accent and all": the place one is from
        (
            r"^(?P<v>(?:is|'s)\s+(?:a|an)\s+(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*){0,2}"
            r"(?:,\s*(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?)?)\s+(?:local|native)(?:\s+born\s+and\s+bred)?"
            r"(?:\s*,\s*(?:accent\s+and\s+all|(?:the\s+)?whole\s+family[^,;]*|born\s+and\s+bred))?$",
            r"\g<v> native",
        ),
        # "is well into lawn bowls", "is mad keen on pigeon racing", "is dead keen on darts": what they love doing
        (
            r"^(?:is|'s)\s+(?:(?:well|really|super|totally|so|proper|very\s+much)\s+into|"
            r"(?:(?:mad|dead|really|super|very|so|well)\s+)?keen\s+on)\s+(?P<v>[a-z][\w\s'-]{1,30})$",
            r"'s hobby is \g<v>",
        ),
        # "changed numbers again, it's 555 123 4567 now": the new one
        (
            r"^(?:has\s+)?(?:changed|switched|got\s+a\s+new)\s+(?:(?:her|his|their|phone)\s+)?(?:numbers?|phones?)"
            r"(?:\s+(?:again|ugh|argh|lol|haha))*\s*[,;:-]\s*(?:(?:ugh|so|and)\s*,?\s*)?(?:it'?s|it\s+is|new\s+one\s+is)\s+"
            r"(?P<v>\+?\(?\d[\d\s().-]{5,18}\d)(?:\s+now)?$",
            r"'s new number is \g<v>",
        ),
        # "is the practice manager over there", "is clinical lead at work": the post, wherever it is held
        (
            r"^(?P<h>(?:is|'s)\s+(?:the\s+|a\s+|an\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}\s+"
            r"(?:manager|lead|director|supervisor|head|coordinator|officer|chief))\s+(?:over\s+there|at\s+work|there|"
            r"at\s+(?:the\s+)?(?:office|hospital|school|clinic|shop|practice|plant|site|firm|company))$",
            r"\g<h>",
        ),
        # "works over Pune way", "is based in Glasgow now, job's there", "landed a job in Glasgow", "was still at work
        # in Adelaide at 8pm": where they work
        (
            r"^works\s+(?:over|out|down|up)\s+(?P<p>(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?)\s+way$",
            r"works in \g<p>",
        ),
        (
            r"^(?:is\s+)?based\s+in\s+(?P<p>(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?)(?:\s+now)?\s*,?\s*"
            r"(?:(?:her|his|their|the)\s+)?(?:job|work)(?:'s|\s+is)\s+(?:there|out\s+there)$",
            r"works in \g<p>",
        ),
        (
            r"^(?:just\s+|finally\s+)?(?:landed|got|found)\s+(?:a\s+(?:new\s+)?job|work)\s+(?:in|out\s+in)\s+"
            r"(?P<p>(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?)$",
            r"works in \g<p>",
        ),
        (
            r"^was\s+(?:still\s+)?at\s+work\s+in\s+(?P<p>(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?)"
            r"(?:\s+(?:at|till|until)\s+[\w:]+(?:\s*[ap]m)?)?$",
            r"works in \g<p>",
        ),
        # "works as a falconer and at the barbie was telling everyone…", "works in Pune and the trains are a mess":
        # the work, and a story or a complaint after it
        (
            r"^(?P<h>works\s+(?:as\s+(?:a|an)\s+[a-z][\w\s-]{1,30}?|in\s+(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?))"
            r"\s+and\s+(?:(?:at|in|on|over|after|during)\s+the\s+\w+|the\s+\w+\s+(?:is|are|was|were))\b.*$",
            r"\g<h>",
        ),
        # "came into the world on 29 Nov", "entered this world in 1961": born
        (r"^(?:(?:came|arrived)\s+into|entered)\s+(?:the|this)\s+world(?P<r>\s.*)$", r"was born\g<r>"),
        # "is employed full time as a roofer", "works part-time as a cashier": the trade, whatever the hours
        (
            r"^(?P<h>is\s+employed|works|is\s+working|has\s+been\s+working)\s+(?:full[-\s]?time|part[-\s]?time)\s+"
            r"(?P<r>(?:as|at|for|in)\s.*)$",
            r"\g<h> \g<r>",
        ),
        # "is employed over at Riverbend Council", "works way out at the Leeds plant": the workplace
        (
            r"^(?P<h>is\s+employed|works|is\s+working)\s+(?:(?:way|all\s+the\s+way|right)\s+)?(?:over|out|down|up)\s+"
            r"(?P<r>(?:at|with|for)\s+(?-i:[A-Z]).*)$",
            r"\g<h> \g<r>",
        ),
        # "got a job with Bluegum Builders", "signed on with Acme recently", "got taken on by Tesco": who employs them
        # now (a name with "'s" is someone's, not the workplace)
        (
            r"^(?:(?:just|recently|finally)\s+)?(?:got\s+a\s+job|landed\s+a\s+job|found\s+a\s+job|signed\s+on|signed\s+up)"
            r"\s+with\s+(?P<w>(?-i:[A-Z])[\w&.-]*(?:\s+(?:of\s+|&\s+)?(?-i:[A-Z])[\w&.-]*){0,3})"
            r"(?:\s+(?:recently|lately|last\s+(?:week|month|year)|this\s+(?:week|month|year)))?$",
            r"has a job with \g<w>",
        ),
        (
            r"^(?:(?:just|recently|finally)\s+)?got\s+taken\s+on\s+(?:by|at)\s+"
            r"(?P<w>(?-i:[A-Z])[\w&.-]*(?:\s+(?:of\s+|&\s+)?(?-i:[A-Z])[\w&.-]*){0,3})$",
            r"has a job with \g<w>",
        ),
        # "went and got a vocational diploma only", "went on to get a doctorate", "finished with a master's", "studied
        # as far as a high school diploma": the qualification they hold
        (
            r"^(?:went\s+and\s+(?:got|did|earned|finished|completed)|went\s+on\s+to\s+(?:get|do|earn|complete|finish)|"
            r"stopped\s+at|"
            r"(?:finished|graduated|ended\s+up|came\s+out|wrapped\s+up)\s+with|has\s+got|"
            r"(?:stopped|quit|finished)\s+(?:studying|school|uni|education)\s+(?:after|with)|(?:studied|got|went|made\s+it)\s+"
            r"(?:as\s+far\s+as|up\s+to|till|until)|got\s+as\s+far\s+as)\s+(?P<a>a|an|her|his|their)\s+"
            # ("… while working part time": what they did meanwhile)
            rf"(?P<v>{_QUALIFICATION})(?:\s+only|\s+in\s+the\s+end|\s+eventually)?"
            r"(?:\s+(?:while|whilst)\s+(?:working|studying|raising|doing)\b[^,;]{0,40})?$",
            r"has \g<a> \g<v>",
        ),
        (rf"^(?P<h>(?:got|did|earned|finished|completed)\s+(?:a|an)\s+{_QUALIFICATION})\s+only$", r"\g<h>"),
        # "picks up on 0412 555 987", "is on (246) 685-5944 if you need to call", "answers on …": the number to call
        (
            r"^(?:(?:always|usually|normally)\s+)?(?:picks\s+up|answers)\s+(?:on|at)\s+(?P<v>\+?\(?\d[\d\s().-]{5,18}\d)$",
            r"can be reached on \g<v>",
        ),
        (
            r"^(?:is|'s)\s+on\s+(?P<v>\+?\(?\d[\d\s().-]{5,18}\d)$",
            r"can be reached on \g<v>",
        ),
        # "can be rung on +1 575 …", "can be called at …", "is reachable on …", "can be got hold of on …"
        (
            r"^(?:(?:can|could)\s+be\s+(?:rung|called|phoned|texted|contacted|got\s+hold\s+of|gotten\s+hold\s+of)|"
            r"is\s+reachable)\s+(?:on|at|via)\s+(?P<v>\+?\(?\d[\d\s().-]{5,18}\d)$",
            r"can be reached on \g<v>",
        ),
        # "likes stuff emailed to jo@x.io", "prefers things sent to …": the address to write to, not a taste
        (
            r"^(?:likes|prefers|wants)\s+(?:stuff|things|everything|anything|it|docs|documents|files|invoices|mail)\s+"
            r"(?:e-?mailed|sent|forwarded)\s+(?:over\s+)?to\s+(?P<v>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)$",
            r"uses \g<v> for email",
        ),
        # "his thing is surfing", "her big thing is pottery": the pastime, said as one word or two ending in -ing
        (
            r"^(?:'s\s+|(?:her|his|their)\s+)(?:(?:big|main|real|whole)\s+)?thing\s+(?:is|=|:)\s+"
            r"(?P<v>(?!.*\b(?:being|nothing|something|everything|anything|complaining|nagging|moaning|whining|gossiping|"
            r"arguing|lying|sulking|interrupting|overthinking|worrying|always|never|constantly|just|not)\b)"
            r"(?:[a-z]+\s+)?[a-z]+ing(?:\s+[a-z]+)?)$",
            r"'s hobby is \g<v>",
        ),
    )
)
# Words typed with their letters swapped, said again as meant: "is 59 yeras old", "is form Kochi"
_TYPOS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b(?:yeras|yaers|yeasr|yers|yeards)\b(?=\s+old\b)", _I), "years"),
    (re.compile(r"^(?P<v>is|'s|comes|hails)\s+(?:originally\s+)?form(?=\s+(?-i:[A-Z]))", _I), r"\g<v> from"),
)
# "does locksmith stuff, crazy hours": the trade, when the words name one
_DOES_STUFF = re.compile(r"^does\s+(?P<v>[a-z][\w\s-]{1,40}?)\s+(?:stuff|work|things)(?:\s*,.*)?$", _I)


def chat_predicate_en(rest: str) -> str:
    """`rest` (a predicate) said plainly when it is a chat idiom for a fact, else `rest` as it is."""
    for typo, meant in _TYPOS:
        rest = typo.sub(meant, rest)
    for pattern, plain in _PREDICATES:
        m = pattern.match(rest)
        if m:
            return m.expand(plain)
    m = _DOES_STUFF.match(rest)
    if m and is_occupation(m["v"]):
        return f"works as {'an' if m['v'][:1].lower() in 'aeiou' else 'a'} {m['v']}"
    return rest


_WHO = r"(?P<who>(?:(?:my|our)\s+[\w\s-]{2,30}?|(?-i:[A-Z])[a-z'-]+(?:\s+(?-i:[A-Z])[a-z'-]+)?))"
# "what my neighbour Hal does: locksmith": the trade of the one named
_WHAT_DOES = re.compile(rf"^(?P<pre>.*?\b)?what\s+{_WHO}\s+does\s*[:=-]\s*(?P<v>[a-z][\w\s-]{{1,40}}?)\s*[.!]?$", _I)
# "Zalando just hired my sister Amy as a designer": the trade is hers whoever hired her (who did may be a person, so
# no employer is read from it)
_HIRED = re.compile(
    r"^(?!(?:if|when|unless|once|maybe|hopefully|wish)\b)(?-i:[A-Z])[\w&.'’-]*(?:\s+(?-i:[A-Z])[\w&.'’-]*){0,2}\s+"
    r"(?:just\s+|finally\s+|recently\s+|officially\s+)?(?:hired|took\s+on)\s+"
    r"(?P<who>(?:my|our)\s+[\w\s-]{2,30}?|(?-i:[A-Z])[a-z'-]+(?:\s*\((?:my|our)\s+[\w\s-]{2,20}\))?)"
    r"\s+as\s+(?:a|an)\s+(?P<v>[a-z][\w\s-]{1,30}?)\s*[.!]*$",
    _I,
)
# "correction on Priya's height, it's 165cm": the field corrected, then its value
_CORRECTION_ON = re.compile(
    rf"^(?P<pre>.*?\b)?correction\s+on\s+(?:{_WHO}'s?|(?P<own>her|his|their))\s+(?P<l>height|age|birthday|hometown|job|title|email|number|"
    r"phone|degree|education|employer)\s*,\s*(?:it's|its|it\s+is)\s+(?P<v>.+)$",
    _I,
)


# Said anywhere in a sentence, after the one it is about: the plain words for the idiom
_IN_SENTENCE: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, _I), r)
    for p, r in (
        # "oh no she's 63", "oops he's from Leeds": an interjection run into the clause it opens
        (
            r"^(?P<o>(?:oh|oops|ah|ugh|omg|lol|haha|yeah|yep|ok|okay|wait|sorry|no|nah)(?:\s+(?:no|wait|sorry|and|also))*)"
            r"\s+(?=(?:she|he)(?:'s|’s|\s+(?:is|was|works|lives|turned|moved)\b))",
            r"\g<o>, ",
        ),
        # "he's 67 so recovery is slow": "so" joins a clause of its own, no part of the fact
        (
            r"(?<=\w)(?<!\bjust)(?<!\band)(?<!\bor)(?<!\beven)(?<!\bnot)(?<!\bonly)(?<!\bif)\s+so\s+"
            r"(?=(?:i|i'm|he|she|it|we|they|you|that|this|there)\b|[a-z]+\s+(?:is|are|was|were|has|will)\b|"
            # "is at the council so knows the area": a verb with its subject left out, the one just named
            # (a verb that ends in -s; not "is so nervous", "so unless", "so as to")
            r"(?:can|could|will|would|might|must|should|never|always|"
            r"(?<!\bis\sso\s)(?<!'s\sso\s)(?<!’s\sso\s)(?<!\bwas\sso\s)(?!(?:as|is|us|yes|this|thus|plus|its|his|was)\b)"
            r"[a-z]*[a-rt-z](?<!ou)s)\b)",
            ", so ",
        ),
        # "she's 63, my bad", "…, i always mix them up": the speaker owning a slip says nothing of the one they speak of
        (
            r",?\s+(?:my\s+bad|my\s+mistake|silly\s+me|(?:i\s+(?:always|keep|kept)\s+(?:mixing|mix|mixed|confusing|confuse|"
            r"forgetting|forget|getting|get)\b[^.!?]*))\s*[.!]*$",
            "",
        ),
        # "he's a chef now in Chicago": where, after the "now" of the job
        (r"\b(?P<j>(?:a|an)\s+[a-z]+)\s+now(?=\s+in\s+(?-i:[A-Z]))", r"\g<j>"),
        # "Hal just had a bday, fifty-one now", "she just had her birthday, 60 now": the age the birthday brought
        (
            rf"\b(?:just\s+)?(?:had|celebrated)\s+(?:a|her|his|their)\s+birthday\s*[,:-]?\s*(?P<v>{_AGE})"
            r"(?:\s+years?\s+old)?\s+now\b",
            r"is \g<v> now",
        ),
        # "got measured at the clinic, 5'4 tall": the height the measuring found
        (rf"\bgot\s+measured\b[^,.!?]{{0,40}},\s*(?P<v>{HEIGHT})\s+tall\b", r"is \g<v> tall"),
        # "Sven changed emails, it's big.t@aol.com now": the new address
        (
            r"(?<=\w)\s+changed\s+(?P<l>e-?mail|(?:phone\s+)?number)s?\s*,\s*(?:it's|its|it\s+is)\s+",
            r"'s new \g<l> is ",
        ),
        # "i had Ngozi's bday wrong, its Jun 8": a correction of the one named
        (
            r"\bi\s+had\s+(?P<who>(?-i:[A-Z])[a-z'-]+(?:\s+(?-i:[A-Z])[a-z'-]+)?'s|his|her)\s+(?P<l>birthday|age|height|"
            r"email|number|phone\s+number|hometown|job|title)\s+wrong\s*,\s*(?:it's|its|it\s+is)\s+",
            r"correction: \g<who> \g<l> is ",
        ),
        # "Jonty has a new number now, 522 655 4805": the new one
        (
            r"(?<=\w)(?<!\bhe)(?<!\bshe)(?<!\bthey)\s+has\s+a\s+new\s+(?P<l>number|phone\s+number|cell|e-?mail)(?:\s+now)?\s*[,:]\s*(?=[\w(+])",
            r"'s new \g<l> is ",
        ),
        # "job-wise Hal is in Boise", "work-wise, my cousin is over in Reno": the city the work is in
        (
            r"\b(?:job|work)-wise,?\s+(?P<who>(?:(?:my|our)\s+[\w\s-]{2,30}?|(?-i:[A-Z])[a-z'-]+(?:\s+(?-i:[A-Z])[a-z'-]+)?"
            r"|she|he))\s+(?:is|'s)\s+(?:(?:over|out|up|down)\s+)?in\s+(?=(?-i:[A-Z]))",
            r"\g<who> works in ",
        ),
        # "My old roommate Ben (the one from Ohio) is …": which one it is, said aside, is no part of the clause
        (r"(?<=\w)\s*\((?:the|that)\s+one\s+[^()]{1,40}\)", ""),
        # "Dana herself is an accountant": the one named, said again for stress
        (r"(?<=\w)\s+(?:herself|himself)(?=\s+(?:is|was|works|lives|has|does|teaches|studies)\b)", ""),
    )
)


# "Neighbor Kenji - 40", "Roommate Kenji: 27": a note's tie, capitalised as it opens the line, before the name and
# the note's first field ("Sister Act is my favorite movie", "Uncle Ben's rice" are no notes)
_TIE_OPENING = re.compile(r"^(?P<r>[A-Z][a-z-]+)\s+(?=[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s*(?:\s[-–—|]\s|[:,(]))")
_TIE = re.compile(REL_EN, _I)


def _tie_opening(m: re.Match[str]) -> str:
    return f"My {m['r'].lower()} " if _TIE.fullmatch(m["r"]) else m[0]


def chat_sentence_en(sentence: str) -> str | None:
    """`sentence` said plainly when it puts a fact in a chat idiom ("what Hal does: locksmith"), else None."""
    s = sentence.strip()
    if s.endswith("?"):
        return None
    plain = s
    for pattern, words in _IN_SENTENCE:
        plain = pattern.sub(words, plain)
    s = _TIE_OPENING.sub(_tie_opening, plain)
    m = _WHAT_DOES.match(s)
    if m and is_occupation(m["v"]):
        article = "an" if m["v"][:1].lower() in "aeiou" else "a"
        return f"{m['pre'] or ''}{m['who']} works as {article} {m['v']}."
    m = _HIRED.match(s)
    if m and is_occupation(m["v"]):
        return f"{m['who']} works as {'an' if m['v'][:1].lower() in 'aeiou' else 'a'} {m['v']}."
    m = _CORRECTION_ON.match(s)
    if m:
        whose = m["own"] or f"{m['who']}'s"
        # mid-sentence ("my intern Pip, correction on her height, …") the field is said of the one just named
        return f"{m['pre']}{whose} {m['l']} is {m['v']}" if m["pre"] else f"correction: {whose} {m['l']} is {m['v']}"
    return s if s != sentence.strip() else None
